#!/usr/bin/env bash
# Usage: scripts/check-vendored.sh           check the vendored candle-core against the release
#        scripts/check-vendored.sh --write   regenerate the patches from the tree
#
# third_party/candle-core must be exactly candle-core 0.11.1 as published on crates.io with the
# patches applied: the paths third_party/candle-core.patch lists as `remove:` deleted, then
# `patch -p1` run inside the unpacked release with third_party/candle-core.patch (packaging: the
# manifest) and then with each third_party/patches/*.patch in name order (the code changes, one
# file per concern; today candle-core-src.patch, the source changes). The check unpacks the release's .crate from the
# cargo registry cache (fetching it with cargo, or from static.crates.io, when it is not there),
# verifies its sha256, applies the patch and compares the result with the vendored tree by
# `diff -r`, excluding nothing. It fails naming every file that differs.
#
# The release's packaging files (.cargo_vcs_info.json, Cargo.toml.orig, Cargo.lock) are not
# vendored; they are `remove:` entries of the patch like examples/, tests/ and benches/ rather
# than exclusions of the comparison, so that nothing in the vendored tree escapes the check.
# Deletions are a list rather than diff hunks because tests/ holds binary fixtures (a unified
# diff cannot delete those) and because 400 kB of deleted lines would bury the real changes.
#
# After changing the vendored tree on purpose: run with --write, then say what changed and why in
# third_party/README.md.
#
# Then third_party/candle-kernels/src: each file must be candle-kernels 0.11.1's src/ file of the
# same name, unchanged (the kernel sources build.rs compiles ahead of time).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

crate=candle-core
version=0.11.1
sha256=d11c8be87cfbaef9ebb62fb3f850d1fc8e00cc1d11d393fdbe55a4d5c2cdb325 # crates.io index cksum
vendored=third_party/candle-core
patchfile=third_party/candle-core.patch
srcpatch=third_party/patches/candle-core-src.patch
export LC_ALL=C

die() { echo "check-vendored: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The release as a .crate: the cargo registry cache, else fetched the way cargo would, else
# downloaded directly. Cargo only verifies what it downloads, so the checksum is checked here.
find_crate() {
  local f
  for f in "${CARGO_HOME:-$HOME/.cargo}"/registry/cache/*/"$crate-$version.crate"; do
    if [[ -f $f ]] && [[ $(sha256sum "$f" | cut -d' ' -f1) == "$sha256" ]]; then
      echo "$f"
      return 0
    fi
  done
  return 1
}
fetch_crate() {
  command -v cargo >/dev/null || return 0
  # A throwaway package outside this workspace: this repository's [patch.crates-io] would keep
  # cargo from ever downloading the release.
  mkdir -p "$tmp/fetch/src"
  : >"$tmp/fetch/src/lib.rs"
  cat >"$tmp/fetch/Cargo.toml" <<EOF
[package]
name = "fetch-pristine"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$crate = { version = "=$version", default-features = false }

[workspace]
EOF
  local host
  host=$(rustc -vV 2>/dev/null | sed -n 's/^host: //p')
  echo "check-vendored: fetching $crate $version with cargo" >&2
  cargo fetch --quiet --manifest-path "$tmp/fetch/Cargo.toml" ${host:+--target "$host"} >&2 || true
}

# $crate $version unpacked under $tmp/release (its path on stdout), its .crate checked.
unpack_crate() {
  local src
  src=$(find_crate) || { fetch_crate; src=$(find_crate); } || {
    echo "check-vendored: not in the cargo cache; downloading from static.crates.io" >&2
    curl -sSfL -o "$tmp/$crate-$version.crate" \
      "https://static.crates.io/crates/$crate/$crate-$version.crate" ||
      die "cannot get $crate $version (no cargo cache entry, cargo fetch and download failed)"
    [[ $(sha256sum "$tmp/$crate-$version.crate" | cut -d' ' -f1) == "$sha256" ]] ||
      die "the downloaded $crate-$version.crate does not have the crates.io checksum $sha256"
    src=$tmp/$crate-$version.crate
  }
  mkdir -p "$tmp/release"
  tar -xzf "$src" -C "$tmp/release"
  [[ -f $tmp/release/$crate-$version/Cargo.toml ]] || die "$src did not unpack to $crate-$version/"
  echo "$tmp/release/$crate-$version"
}
release=$(unpack_crate)

if [[ ${1:-} == --write ]]; then
  # Paths of the release that the vendored tree lacks (the topmost missing entry of each).
  mkdir -p "$tmp/a" "$tmp/b"
  cp -R "$release/." "$tmp/a/"
  cp -R "$vendored/." "$tmp/b/"
  removed=()
  while IFS= read -r line; do
    dir=${line#Only in $tmp/a}; dir=${dir%%: *}; dir=${dir#/}
    path=${dir:+$dir/}${line##*: }
    [[ -d $tmp/a/$path ]] && path=$path/
    removed+=("$path")
  done < <(diff -rq "$tmp/a" "$tmp/b" | grep "^Only in $tmp/a[/:]" | sort)
  for path in "${removed[@]}"; do rm -rf "${tmp:?}/a/$path"; done
  status=0
  (cd "$tmp" && diff -ruN a b >"$tmp/diff") || status=$?
  [[ $status != 0 ]] || die "nothing differs from the release"
  [[ $status == 1 ]] || die "diff -ruN failed (status $status)"
  if grep -q '^Binary files ' "$tmp/diff"; then
    die "binary files differ (a unified diff cannot carry them): $(grep '^Binary files ' "$tmp/diff")"
  fi
  # The diff's file sections: the sources (src/) go to $srcpatch, the rest (the manifest) here.
  sed -E 's/^(---|\+\+\+) ([^\t]*)\t.*$/\1 \2/' "$tmp/diff" |
    awk -v src="$tmp/src.diff" -v pkg="$tmp/pkg.diff" '
      /^diff -ruN / { out = ($3 ~ /^a\/src\//) ? src : pkg }
      { print > out }'
  touch "$tmp/src.diff" "$tmp/pkg.diff"
  {
    echo "candle-core $version as published on crates.io (sha256 $sha256)"
    echo "-> $vendored, as vendored by minigpt. third_party/README.md says what the changes are"
    echo "and why. Checked in CI by scripts/check-vendored.sh; regenerate the patches after changing"
    echo "the vendored tree with: bash scripts/check-vendored.sh --write"
    echo
    echo "To reproduce the vendored tree: unpack $crate-$version.crate, delete the paths listed"
    echo "as remove: below (rm -r), then run patch -p1 inside it with this file (the manifest)"
    echo "and then with each third_party/patches/*.patch in name order (the code changes)."
    echo
    for path in "${removed[@]}"; do echo "remove: $path"; done
    echo
    grep '^diff -ruN ' "$tmp/diff" | sed 's/^diff -ruN a\/\([^ ]*\) .*/changed: \1/'
    echo
    cat "$tmp/pkg.diff"
  } >"$patchfile"
  mkdir -p "$(dirname "$srcpatch")"
  {
    echo "candle-core $version's sources as vendored by minigpt: the changes that third_party/README.md"
    echo "describes. Applied after third_party/candle-core.patch (see there);"
    echo "regenerated by bash scripts/check-vendored.sh --write."
    echo
    cat "$tmp/src.diff"
  } >"$srcpatch"
  echo "check-vendored: wrote $patchfile and $srcpatch" >&2
fi

[[ -f $patchfile ]] || die "$patchfile is missing (bash scripts/check-vendored.sh --write makes it)"
while IFS= read -r path; do
  [[ -n $path && $path != /* && $path != *..* ]] || die "$patchfile: bad remove: entry '$path'"
  [[ -e $release/$path ]] || die "$patchfile: remove: $path is not in the $crate $version release"
  rm -rf "${release:?}/$path"
done < <(sed -n 's/^remove: //p' "$patchfile")
apply() {
  if command -v patch >/dev/null; then
    patch -p1 -s --batch --fuzz=0 --no-backup-if-mismatch <"$root/$1"
  else
    git apply -p1 "$root/$1" # outside any repository: plain files, no fuzz either
  fi
}
for p in "$patchfile" third_party/patches/*.patch; do
  [[ -f $p ]] || die "$p is missing (bash scripts/check-vendored.sh --write makes it)"
  (cd "$release" && apply "$p") >"$tmp/patch.log" 2>&1 ||
    die "$p does not apply cleanly to $crate $version:
$(cat "$tmp/patch.log")"
done

if ! diff -rq "$release" "$vendored" >"$tmp/differ"; then
  {
    echo "check-vendored: $vendored is not $crate $version + the patches; these differ:"
    sed -e "s|^Files $release/\(.*\) and $vendored/.* differ$|  \1 (contents)|" \
      -e "s|^Only in $release\(.*\): \(.*\)$|  \1/\2 (in the release + patch, not in $vendored)|" \
      -e "s|^Only in $vendored\(.*\): \(.*\)$|  \1/\2 (only in $vendored)|" \
      -e 's|^  /|  |' "$tmp/differ"
    echo "The first lines of the difference (release + patch -> vendored):"
    diff -ru "$release" "$vendored" | head -n 40 || true
    echo "If the vendored change is intended: bash scripts/check-vendored.sh --write, and describe it in"
    echo "third_party/README.md."
  } >&2
  exit 1
fi
echo "vendored ok ($vendored = $crate $version + $patchfile + third_party/patches/*.patch)"

# third_party/candle-kernels/src: the kernel sources of candle-kernels 0.11.1 (candle-core's
# kernels) that build.rs compiles ahead of time, each file exactly as released, nothing else.
crate=candle-kernels
sha256=8dc057aec95c3b1a0e595227cd039c1436da596f79ccc9e025ba17d070315851 # crates.io index cksum
kernels=third_party/candle-kernels/src
release=$(unpack_crate)
[[ -d $kernels ]] || die "$kernels is missing"
for f in "$kernels"/*; do
  name=$(basename "$f")
  [[ -f $release/src/$name ]] || die "$f is not a file of $crate $version's src/"
  cmp -s "$f" "$release/src/$name" || die "$f differs from $crate $version's src/$name (it must be the release's file)"
done
echo "vendored ok ($kernels = $crate $version's src/, $(ls "$kernels" | wc -l) files unchanged)"

# third_party/cutlass: the CUTLASS headers kernels/gemm/*.cu include (scripts/vendor-cutlass.sh
# copies them unchanged from a pinned tag and lists every file in SHA256SUMS): each file as
# listed, none added.
cutlass=third_party/cutlass
[[ -f $cutlass/SHA256SUMS ]] || die "$cutlass/SHA256SUMS is missing (scripts/vendor-cutlass.sh writes it)"
(cd "$cutlass" && sha256sum --quiet --strict -c SHA256SUMS) || die "$cutlass differs from its SHA256SUMS (refresh it with scripts/vendor-cutlass.sh, never by hand)"
listed=$(sed 's/^[0-9a-f]*  //' "$cutlass/SHA256SUMS" | LC_ALL=C sort)
present=$(cd "$cutlass" && find . -type f ! -name SHA256SUMS | LC_ALL=C sort)
[[ $listed == "$present" ]] || die "$cutlass holds files SHA256SUMS does not list: $(comm -13 <(echo "$listed") <(echo "$present") | head -5 | tr '\n' ' ')"
echo "vendored ok ($cutlass = $(wc -l < "$cutlass/SHA256SUMS") files as listed, $(sed -n 's/^NVIDIA CUTLASS \([^ ]*\).*/\1/p' "$cutlass/README.md"))"
