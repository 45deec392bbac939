#!/usr/bin/env bash
# Build the NVTX logging injection library.
#
# Usage: tools/nvtx-log/build.sh [OUTPUT.so] [NVTX_INCLUDE_DIR]
#   OUTPUT.so         default: tools/nvtx-log/libnvtx_log.so (git-ignored)
#   NVTX_INCLUDE_DIR  directory containing nvtx3/nvToolsExt.h; default: the
#                     headers shipped with the nvtx crate in ~/.cargo/registry/src
# Self-test: tools/nvtx-log/check.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/libnvtx_log.so}"
inc="${2:-}"

if [[ -z "$inc" ]]; then
    registry="${CARGO_HOME:-$HOME/.cargo}/registry/src"
    # Newest nvtx-1.3.x crate wins if several are unpacked.
    inc="$(ls -d "$registry"/*/nvtx-1.3*/nvtx-sys/NVTX/c/include 2>/dev/null | sort -V | tail -n 1 || true)"
    if [[ -z "$inc" ]]; then
        echo "build.sh: NVTX 3 headers not found under $registry;" >&2
        echo "  run 'cargo fetch' (the cuda feature pulls in the nvtx crate) or pass the include dir" >&2
        exit 1
    fi
fi
if [[ ! -f "$inc/nvtx3/nvToolsExt.h" ]]; then
    echo "build.sh: $inc/nvtx3/nvToolsExt.h not found" >&2
    exit 1
fi

"${CC:-gcc}" -shared -fPIC -O2 -Wall -Wextra -fvisibility=hidden \
    -I"$inc" -o "$out" "$here/nvtx_log.c" -lpthread
echo "built $out (headers: $inc)"
