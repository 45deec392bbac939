#!/usr/bin/env bash
# The test suite on a fresh machine: Python's tensorboard for the test that reads the event files
# back as TensorBoard does (tests/it/observability.rs), in a virtual environment outside the
# checkout, reused while its tensorboard imports (pip's own cache makes a rebuild cheap); then
# `cargo test` (arguments are passed on). The test fails, never skips, without tensorboard.
set -euo pipefail
cd "$(dirname "$0")/.."
TB_VENV="${MINIGPT_TB_VENV:-$HOME/.cache/minigpt-ci/tb-venv}"
if ! "$TB_VENV/bin/python" -c "import tensorboard" 2>/dev/null; then
  start=$SECONDS
  rm -rf "$TB_VENV"
  python3 -m venv "$TB_VENV"
  "$TB_VENV/bin/pip" install --quiet --disable-pip-version-check tensorboard
  echo "tensorboard venv: $((SECONDS - start)) s"
fi
export MINIGPT_PYTHON="${MINIGPT_PYTHON:-$TB_VENV/bin/python}"
cargo test "$@"
