#!/usr/bin/env bash
# The test suite on a fresh machine: Python's tensorboard for the test that reads the event files
# back as TensorBoard does (tests/it/observability.rs), in a virtual environment outside the
# checkout, reused while its tensorboard imports (pip's own cache makes a rebuild cheap); then
# PyTorch and transformers for the test that holds the Hugging Face export and import against
# the real library (tests/it/pretrained.rs), in a second cached environment (PyTorch's CPU build
# where its index is reachable, else PyPI's); then `cargo test` (arguments are passed on). Those
# tests fail, never skip, without their Python packages.
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
HF_VENV="${MINIGPT_HF_VENV:-$HOME/.cache/minigpt-ci/hf-venv}"
HF_PINS=(torch==2.15.0 transformers==5.24.0)   # the versions the export was checked against
if ! "$HF_VENV/bin/python" -c "import torch, transformers" 2>/dev/null; then
  start=$SECONDS
  rm -rf "$HF_VENV"
  python3 -m venv "$HF_VENV"
  pip=("$HF_VENV/bin/pip" install --quiet --disable-pip-version-check)
  "${pip[@]}" --timeout 20 --retries 1 --index-url https://download.pytorch.org/whl/cpu "${HF_PINS[0]}" 2>/dev/null \
    || "${pip[@]}" "${HF_PINS[0]}"
  "${pip[@]}" "${HF_PINS[1]}"
  echo "transformers venv: $((SECONDS - start)) s"
fi
export MINIGPT_HF_PYTHON="${MINIGPT_HF_PYTHON:-$HF_VENV/bin/python}"
cargo test "$@"
