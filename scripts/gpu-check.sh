#!/usr/bin/env bash
# Usage: scripts/gpu-check.sh [OUT_DIR]        (on the GPU machine, from the repo root)
#   BENCH_ARGS="..." adds arguments to `minigpt bench-kernel`.
# Runs the GPU tests (tests/gpu: kernels vs f64 references, bench tables) and
# `minigpt bench-kernel` with binaries built on the build machine (no Rust on the GPU machine):
#   export CARGO_TARGET_DIR=target/cuda   # nvcc on PATH (or NVCC=...), CUDA_COMPUTE_CAP if not 90
#   cargo build --release --features cuda && cargo test --release --features cuda --no-run
#   mkdir -p .dev      # untracked staging folder; optionally add .dev/run-on-device.sh, a wrapper
#                      # that puts the CUDA libraries on LD_LIBRARY_PATH and runs its arguments
#   strip -o .dev/minigpt target/cuda/release/minigpt && xz -6 -f .dev/minigpt
#   strip -o .dev/gpu "$(ls -t target/cuda/release/deps/gpu-* | grep -v '\.d$' | head -1)" && xz -6 -f .dev/gpu
# Writes device.txt, tests.log, bench-tables.log, bench-kernel.txt, bench-fused.txt,
# bench-attention.txt into OUT_DIR (default
# runs/gpu-check-DATE) and prints its path last. Exits non-zero if any step failed.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-runs/gpu-check-$(date +%Y%m%d-%H%M%S)}
mkdir -p "$out"

for bin in minigpt gpu; do
  if [[ -f .dev/$bin.xz ]]; then xz -d -k -f ".dev/$bin.xz"; fi
  [[ -f .dev/$bin ]] || { echo "gpu-check: .dev/$bin missing (see the usage header)" >&2; exit 2; }
  chmod +x ".dev/$bin"
done
# run-on-device.sh finds the CUDA libraries and sets LD_LIBRARY_PATH; without it, run directly
run=()
if [[ -f .dev/run-on-device.sh ]]; then run=(bash .dev/run-on-device.sh); fi

nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv >"$out/device.txt" 2>&1 || true
date -u +%FT%TZ >>"$out/device.txt"

status=0
echo "== tests/gpu (kernels vs f64 reference, both devices)"
"${run[@]}" .dev/gpu --test-threads=1 2>&1 | tee "$out/tests.log" || status=1
echo "== tests/gpu again with the opt-in CUTLASS GELU forward on (MINIGPT_GELU_GEMM=1, docs/DESIGN.md §7)"
MINIGPT_GELU_GEMM=1 "${run[@]}" .dev/gpu --test-threads=1 epilogue:: gpu_trace::the_mlp model:: 2>&1 \
  | tee "$out/tests-gelu-gemm.log" || status=1
echo "== bench tables (rows = 1 and rows = 16384), from the test binary"
"${run[@]}" .dev/gpu --ignored --nocapture --test-threads=1 bench_kernel_tables 2>&1 \
  | tee "$out/bench-tables.log" || status=1
echo "== minigpt bench-kernel ${BENCH_ARGS:-}"
# shellcheck disable=SC2086  # BENCH_ARGS is a list of words
"${run[@]}" .dev/minigpt bench-kernel ${BENCH_ARGS:-} 2>&1 | tee "$out/bench-kernel.txt" || status=1
echo "== minigpt bench-kernel --op fused / --op attention"
for op in fused attention; do
  "${run[@]}" .dev/minigpt bench-kernel --op "$op" 2>&1 | tee "$out/bench-$op.txt" || status=1
done

echo "$out"
exit $status
