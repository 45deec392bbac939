#!/usr/bin/env bash
# Usage: scripts/ablate.sh [OUT_DIR] [CORPUS]
# The numerics ablations of docs/NUMERICS.md on configs/tiny.toml: fp32, bf16 and fp16 with the
# full recipe, then fp16 without master weights, without loss scaling, without fp32 islands, and
# without each island alone (which one fails, and how).
# Prints the `minigpt report` table; the runs stay in OUT_DIR (printed last).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-runs/ablate}
corpus=${2:-data/tinyshakespeare.txt}
cargo build --release --quiet
bin=target/release/minigpt
mkdir -p "$out"
run() {
  local name=$1; shift
  rm -rf "${out:?}/$name"
  echo "== $name" >&2
  local sets=(--set "data.path=$corpus" --set "log.out_dir=$out/$name" --set log.grad_underflow=true --set checkpoint.every=0)
  for kv in "$@"; do sets+=(--set "$kv"); done
  # A run that diverges is a result here, not a failure of the script.
  "$bin" train --config configs/tiny.toml "${sets[@]}" >"$out/$name.log" 2>&1 || tail -1 "$out/$name.log" >&2
}
run fp32 precision.compute=fp32
run bf16 precision.compute=bf16
run fp16 precision.compute=fp16
run fp16-no-master precision.compute=fp16 precision.master_weights=false
run fp16-no-scaler precision.compute=fp16 scaler.enabled=false
run fp16-no-islands precision.compute=fp16 precision.fp32_softmax=false precision.fp32_layernorm=false precision.fp32_loss=false
run fp16-no-fp32-loss precision.compute=fp16 precision.fp32_loss=false
run fp16-no-fp32-softmax precision.compute=fp16 precision.fp32_softmax=false
run fp16-no-fp32-layernorm precision.compute=fp16 precision.fp32_layernorm=false
"$bin" report "$out"/fp32 "$out"/bf16 "$out"/fp16 "$out"/fp16-no-master "$out"/fp16-no-scaler "$out"/fp16-no-islands \
  "$out"/fp16-no-fp32-loss "$out"/fp16-no-fp32-softmax "$out"/fp16-no-fp32-layernorm
echo "$out"
