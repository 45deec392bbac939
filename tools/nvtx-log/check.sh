#!/usr/bin/env bash
# Self-test for the NVTX logging injection library: builds it and a small NVTX
# program, runs the program with the library injected and checks the log.
# Usage: tools/nvtx-log/check.sh [NVTX_INCLUDE_DIR]   (exit 0 = pass)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$here/build.sh" "$tmp/libnvtx_log.so" ${1:+"$1"}
inc="${1:-$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/nvtx-1.3*/nvtx-sys/NVTX/c/include | sort -V | tail -n 1)}"
# NVTX 3 dlopens the injection library, hence -ldl (a no-op on glibc >= 2.34).
"${CC:-gcc}" -O2 -Wall -I"$inc" -o "$tmp/test_nvtx_log" "$here/test_nvtx_log.c" -ldl

# 1. Ranges are logged with the expected nesting depths.
NVTX_INJECTION64_PATH="$tmp/libnvtx_log.so" NVTX_LOG="$tmp/nvtx.log" "$tmp/test_nvtx_log"
printf 'push 0 a\npush 1 b\npop 1\npop 0\n' > "$tmp/expected"
echo "--- log:"; cat "$tmp/nvtx.log"
if ! diff -u "$tmp/expected" "$tmp/nvtx.log"; then
    echo "FAIL: log differs from expected" >&2
    exit 1
fi

# 2. An unwritable NVTX_LOG disables NVTX with one message; the program still runs.
if ! NVTX_INJECTION64_PATH="$tmp/libnvtx_log.so" NVTX_LOG="$tmp/no/such/dir/nvtx.log" \
        "$tmp/test_nvtx_log" 2> "$tmp/stderr"; then
    echo "FAIL: test program failed with an unwritable NVTX_LOG" >&2
    exit 1
fi
if ! grep -q "nvtx_log: cannot open NVTX_LOG" "$tmp/stderr"; then
    echo "FAIL: no error message for an unwritable NVTX_LOG" >&2
    cat "$tmp/stderr" >&2
    exit 1
fi
echo "--- unwritable NVTX_LOG, stderr:"; cat "$tmp/stderr"
echo "PASS"
