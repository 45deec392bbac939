#!/usr/bin/env bash
# Usage: scripts/bench-gpu.sh [OUT_DIR] [STEPS]      (on the GPU machine, from the repo root)
# minigpt beside PyTorch at the S shape (configs/bf16.toml: 6x384, T 256, B 64) and the M shape
# (configs/gpt2-small.toml: 12x768, T 1024, B 16, synthetic data) in fp32, bf16 and fp16 + loss
# scaling: ms/step, tokens/s, MFU against 989 TFLOP/s, peak device memory, and minigpt's
# per-phase profile, and the GPU operations per step of each (ours from CUPTI, PyTorch's from
# scripts/torch_ops.py). Uses the CUDA binary .dev/minigpt (or MINIGPT), the PyTorch reference
# scripts/ref_torch.py (or REF_TORCH) and the corpus data/tinyshakespeare.txt (or CORPUS); see
# README, GPU. .dev/ is an untracked local folder for binaries built on another machine, and may
# hold run-on-device.sh, a wrapper that sets up the CUDA libraries and runs its arguments
# (scripts/gpu-check.sh says how to stage both).
# Writes ours.jsonl, torch.json, torch_ops.json, profiles.txt and table.md into OUT_DIR;
# prints its path last.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-runs/bench-gpu-$(date +%Y%m%d-%H%M%S)}
steps=${2:-20}
bin=${MINIGPT:-.dev/minigpt}
ref=${REF_TORCH:-scripts/ref_torch.py}
corpus=${CORPUS:-data/tinyshakespeare.txt}
run=()
if [[ -f .dev/run-on-device.sh ]]; then run=(bash .dev/run-on-device.sh); fi
mkdir -p "$out"
: >"$out/ours.jsonl"
precisions=${PRECISIONS:-fp32 bf16 fp16}   # e.g. PRECISIONS=bf16 for a quick run
modes=$(echo $precisions | tr ' ' ','); [[ " $precisions " == *" bf16 "* ]] && modes="$modes,bf16_compile"
for p in $precisions; do
  # dropout 0 at S: the reference has none
  "${run[@]}" "$bin" train --config configs/bf16.toml --set "data.path=$corpus" --set model.dropout=0.0 \
    --set "precision.compute=$p" --profile-steps "$steps" --profile-json "$out/ours.jsonl" | tee -a "$out/profiles.txt"
  "${run[@]}" "$bin" train --config configs/gpt2-small.toml --set "precision.compute=$p" \
    --profile-steps "$steps" --profile-json "$out/ours.jsonl" | tee -a "$out/profiles.txt" || echo "M $p failed" >&2
done
python3 "$ref" --only S,M16 --modes "$modes" --steps "$steps" --out "$out/torch.json" >"$out/torch.log" 2>&1 || true
python3 scripts/torch_ops.py --ref "$ref" --only S,M16 --modes "$(echo $precisions | tr ' ' ',')" --out "$out/torch_ops.json" \
  >"$out/torch_ops.log" 2>&1 || echo "torch_ops.py failed: see $out/torch_ops.log" >&2
ops=()
if [[ -f $out/torch_ops.json ]]; then ops=(--torch-ops "$out/torch_ops.json"); fi
"$bin" report --bench "$out/ours.jsonl" --torch "$out/torch.json" "${ops[@]}" | tee "$out/table.md"
echo "$out"
