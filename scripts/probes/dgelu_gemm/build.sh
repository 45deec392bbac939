#!/usr/bin/env bash
# Builds ./probe: the CUTLASS GEMM instantiations (gemms/*.cu, one per file, at most 2 nvcc jobs
# at a time) and probe.cu (harness, reference, the trainer's bias_gelu_bwd_colsum / colsum_finish),
# linked with the static CUDA runtime. Objects newer than their sources are reused.
# Usage: ./build.sh [-f]   (-f: rebuild everything)
set -euo pipefail
cd "$(dirname "$0")"
[ -x "$(command -v nvcc)" ] || { echo "nvcc not found: put CUDA 12.4 or later on PATH"; exit 1; }
[ -n "${CUTLASS:-}" ] && [ -f "$CUTLASS/include/cutlass/cutlass.h" ] || {
  echo "set CUTLASS to a CUTLASS 4.x checkout (its include/ and tools/util/include/ are used)"; exit 1; }
JOBS=${JOBS:-2}
FLAGS="-O3 -std=c++17 -arch=sm_90a --expt-relaxed-constexpr -DNDEBUG -I$CUTLASS/include -I$CUTLASS/tools/util/include -diag-suppress 20012,177,550 -Xptxas -v"
export FLAGS
[ "${1:-}" = "-f" ] && rm -f gemms/*.o probe.o
mkdir -p logs
build_one() {
  src=$1; obj=${src%.cu}.o; log=logs/$(basename ${src%.cu}).log
  if [ -f "$obj" ] && [ "$obj" -nt "$src" ] && [ "$obj" -nt gemm_cfg.cuh ] && [ "$obj" -nt gemm_iface.h ]; then
    echo "up to date: $obj"; return 0; fi
  t0=$(date +%s)
  if nvcc $FLAGS -c "$src" -o "$obj" > "$log" 2>&1; then
    echo "compiled $obj in $(( $(date +%s) - t0 )) s"
  else
    echo "FAILED $src (see $log)"; rm -f "$obj"; return 1
  fi
}
export -f build_one
t0=$(date +%s)
ls gemms/*.cu probe.cu | xargs -P "$JOBS" -I{} bash -c 'build_one {}'
nvcc -arch=sm_90a -cudart static gemms/*.o probe.o -o probe
echo "linked ./probe; total $(( $(date +%s) - t0 )) s"
