#!/usr/bin/env bash
# Usage: scripts/bench-gpu.sh [OUT_DIR] [STEPS]      (on the GPU machine, from the repo root)
# minigpt beside PyTorch (eager and torch.compile) at the shapes in SHAPES (default "S M16"):
#   S     configs/bf16.toml (6x384, T 256, B 64; dropout 0: the reference has none)
#   M16   configs/gpt2-small.toml (12x768, T 1024, B 16, synthetic data)
#   M32   the same at batch 32
#   XL16  configs/gpt2-xl.toml at batch 16 (48x1600, T 1024)
# in the precisions of PRECISIONS (default "fp32 bf16 fp16"; torch.compile runs beside bf16):
# ms/step, tokens/s, MFU against 989 TFLOP/s, peak device memory, and minigpt's per-phase
# profile, and the GPU operations per step of each (ours from CUPTI, PyTorch's from
# scripts/torch_ops.py; TORCH_OPS=0 skips those). ROUNDS=N (default 1) repeats the whole set
# N times, each shape's minigpt runs and its PyTorch run in turn, so that the machine's drift
# reaches both sides; the table shows each side's median over its rounds and minigpt's
# tokens/s as a multiple of torch.compile's.
#
# Rerun with the same OUT_DIR to add rounds (or shapes) from another call: every run appends
# to OUT_DIR, and the table is made from all that is there. Each shape's PyTorch run has
# ref_torch.py's own deadline (DEADLINE seconds, default 520).
#
# Uses the CUDA binary .dev/minigpt (or MINIGPT), the PyTorch reference scripts/ref_torch.py
# (or REF_TORCH) and the corpus data/tinyshakespeare.txt (or CORPUS); see README, GPU. .dev/ is
# an untracked local folder for binaries built on another machine, and may hold
# run-on-device.sh, a wrapper that sets up the CUDA libraries and runs its arguments
# (scripts/gpu-check.sh says how to stage both).
# Writes ours.jsonl, torch-<time>-<round>-<shape>.json, torch_ops.json, profiles.txt and table.md into
# OUT_DIR; prints its path last.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-runs/bench-gpu-$(date +%Y%m%d-%H%M%S)}
steps=${2:-20}
bin=${MINIGPT:-.dev/minigpt}
ref=${REF_TORCH:-scripts/ref_torch.py}
corpus=${CORPUS:-data/tinyshakespeare.txt}
shapes=${SHAPES:-S M16}
rounds=${ROUNDS:-1}
precisions=${PRECISIONS:-fp32 bf16 fp16}   # e.g. PRECISIONS=bf16 for a quick run
run=()
if [[ -f .dev/run-on-device.sh ]]; then run=(bash .dev/run-on-device.sh); fi

# minigpt's arguments for a shape
shape_args() {
  case $1 in
    S) echo "--config configs/bf16.toml --set data.path=$corpus --set model.dropout=0.0" ;;
    M16) echo "--config configs/gpt2-small.toml" ;;
    M32) echo "--config configs/gpt2-small.toml --set train.batch_size=32" ;;
    XL16) echo "--config configs/gpt2-xl.toml --set train.batch_size=16" ;;
    *) echo "bench-gpu.sh: unknown shape '$1' in SHAPES (S, M16, M32 or XL16)" >&2; return 2 ;;
  esac
}
for s in $shapes; do shape_args "$s" >/dev/null; done
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "bench-gpu.sh: ROUNDS must be a count, not '$rounds'" >&2; exit 2; }

mkdir -p "$out"
touch "$out/ours.jsonl"
modes=$(echo $precisions | tr ' ' ','); [[ " $precisions " == *" bf16 "* ]] && modes="$modes,bf16_compile"
call=$(date +%H%M%S)   # names this call's PyTorch files apart from an earlier call's in OUT_DIR
for r in $(seq 1 "$rounds"); do
  for s in $shapes; do
    for p in $precisions; do
      # shellcheck disable=SC2046  # the shape's arguments are words
      "${run[@]}" "$bin" train $(shape_args "$s") --set "precision.compute=$p" \
        --profile-steps "$steps" --profile-json "$out/ours.jsonl" | tee -a "$out/profiles.txt" || echo "$s $p failed" >&2
    done
    python3 "$ref" --only "$s" --modes "$modes" --steps "$steps" --deadline "${DEADLINE:-520}" \
      --out "$out/torch-$call-$r-$s.json" >>"$out/torch.log" 2>&1 || echo "ref_torch.py $s failed: see $out/torch.log" >&2
  done
done
ops=()
if [[ ${TORCH_OPS:-1} != 0 ]]; then
  python3 scripts/torch_ops.py --ref "$ref" --only "$(echo $shapes | tr ' ' ',')" --modes "$(echo $precisions | tr ' ' ',')" \
    --out "$out/torch_ops.json" >"$out/torch_ops.log" 2>&1 || echo "torch_ops.py failed: see $out/torch_ops.log" >&2
fi
if [[ -f $out/torch_ops.json ]]; then ops=(--torch-ops "$out/torch_ops.json"); fi
torch=()
for f in "$out"/torch-*.json; do [[ -f $f ]] && torch+=(--torch "$f"); done
[[ ${#torch[@]} -gt 0 ]] || { echo "bench-gpu.sh: no PyTorch results in $out (see $out/torch.log)" >&2; exit 1; }
"$bin" report --bench "$out/ours.jsonl" "${torch[@]}" "${ops[@]}" | tee "$out/table.md"
echo "$out"
