#!/usr/bin/env bash
# Usage: scripts/check-layers.sh
# Checks that each src/ module imports (`use crate::...`) only from lower layers (docs/DESIGN.md §12).
set -euo pipefail
cd "$(dirname "$0")/.."
declare -A layer=(
  [error]=0 [notice]=0 [atomic_file]=0 [config]=1 [signals]=1 [ops]=1 [rng]=1 [run_dir]=1 [gpu_trace]=1 [dist]=1 [tensorboard]=1 [trace]=1 [plot]=1 [data]=2 [precision]=2 [scaler]=2 [fp8]=2 [spike]=2 [optim]=2 [metrics]=2 [flops]=2
  [model]=3 [ckpt]=3 [parallel]=3 [pretrained]=3 [train]=4 [sample]=5 [report]=5 [bench]=5 [launch]=5 [preflight]=5 [cli]=6
)
status=0
for f in $(find src -name '*.rs' ! -name lib.rs ! -name main.rs); do
  rel=${f#src/}; mod=${rel%%/*}; mod=${mod%.rs}
  mine=${layer[$mod]:?"$f: module $mod has no layer in scripts/check-layers.sh"}
  for dep in $(grep -oE 'use crate::[a-z0-9_]+' "$f" | sed 's/use crate:://' | sort -u); do
    theirs=${layer[$dep]:?"$f: imports unknown module $dep"}
    if [ "$dep" != "$mod" ] && [ "$theirs" -ge "$mine" ]; then
      echo "$f: $mod (layer $mine) must not import $dep (layer $theirs)"; status=1
    fi
  done
done
[ $status -eq 0 ] && echo "layers ok"
exit $status
