#!/usr/bin/env bash
# Runs the probe for M = 16384 and M = 32768 (K = 768, N = 3072) and prints both tables.
# Exit status: nonzero if either run failed a check (1 correctness, 2 a config failed to
# initialise/run, 3 CUDA error).
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,power.limit --format=csv 2>/dev/null || true
rc=0
for M in 16384 32768; do
  echo "=================================================================== M=$M"
  ./probe "$M" 768 3072; r=$?
  echo "probe M=$M exit status $r"
  [ $r -ne 0 ] && [ $rc -eq 0 ] && rc=$r
done
exit $rc
