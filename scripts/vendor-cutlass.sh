#!/usr/bin/env bash
# Refreshes third_party/cutlass: the CUTLASS headers that kernels/gemm/*.cu include (found by
# `nvcc -M`), copied from a CUTLASS git repository at a pinned tag, with its license.
# Usage: scripts/vendor-cutlass.sh /path/to/cutlass-git-repo [tag]   (needs nvcc on PATH)
set -euo pipefail
repo=${1:?usage: scripts/vendor-cutlass.sh /path/to/cutlass-git-repo [tag]}
tag=${2:-v4.7.0}
cd "$(dirname "$0")/.."
command -v nvcc >/dev/null || { echo "vendor-cutlass: nvcc not found on PATH" >&2; exit 1; }
src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT
git -C "$repo" archive "$tag" include tools/util/include LICENSE.txt | tar -x -C "$src"
commit=$(git -C "$repo" rev-parse "$tag^{commit}")
files=$(for cu in kernels/gemm/*.cu; do
  nvcc -M -std=c++17 -arch=sm_90a --expt-relaxed-constexpr -Ikernels -I"$src/include" -I"$src/tools/util/include" "$cu"
done | tr -s ' \\' '\n\n' | grep "^$src/" | sed "s|^$src/||" | sort -u)
rm -rf third_party/cutlass
mkdir -p third_party/cutlass
for f in $files LICENSE.txt; do
  mkdir -p "third_party/cutlass/$(dirname "$f")"
  cp "$src/$f" "third_party/cutlass/$f"
done
cat > third_party/cutlass/README.md <<MD
# CUTLASS headers (vendored subset)

NVIDIA CUTLASS $tag (commit $commit), BSD-3-Clause (LICENSE.txt): only the headers that
kernels/gemm/*.cu include, unchanged. Refreshed by \`scripts/vendor-cutlass.sh <cutlass repo> [tag]\`;
build.rs adds \`include/\` and \`tools/util/include/\` to nvcc's include path for kernels/gemm/.
SHA256SUMS lists every file; \`scripts/check-vendored.sh\` (CI) fails on a file changed, added or
missing.
MD
(cd third_party/cutlass && find . -type f ! -name SHA256SUMS | LC_ALL=C sort | xargs sha256sum > SHA256SUMS)
echo "vendored $(echo "$files" | wc -l) CUTLASS headers from $tag ($commit)"
