//! build.rs's nvcc cache (`MINIGPT_NVCC_CACHE`, build/nvcc.rs), run with a stand-in compiler
//! that counts its runs: a hit copies the kept output instead of compiling, and anything that
//! makes the output — the source, any file under a watched folder, the arguments, the
//! compiler's version — makes a miss. A cache that hit after such a change would link stale
//! kernels into a fresh checkout's build without a word.

#[allow(dead_code)] // `from_env` and `WATCHED` serve build.rs only
#[path = "../../build/nvcc.rs"]
mod nvcc;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use nvcc::{Job, NvccCache};

use crate::common::scratch;

/// A stand-in for nvcc in `dir`, printing `version` for `--version`; a compile (`… -o OUT SRC`)
/// appends a line to `dir/runs` and writes the source and the first argument into OUT.
fn compiler(dir: &Path, name: &str, version: &str) -> String {
    let path = dir.join(name);
    let runs = dir.join("runs");
    std::fs::write(
        &path,
        format!(
            "#!/bin/sh\n\
             if [ \"$1\" = --version ]; then echo '{version}'; exit 0; fi\n\
             prev=''; for a in \"$@\"; do [ \"$prev\" = -o ] && out=$a; prev=$a; src=$a; done\n\
             echo run >> '{}'\n\
             {{ cat \"$src\"; echo \"$1\"; }} > \"$out\"\n",
            runs.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.to_string_lossy().into_owned()
}

/// How many times the stand-ins of `dir` compiled.
fn runs(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join("runs")).map_or(0, |s| s.lines().count())
}

/// `job` through a cache in `cache` keyed by `watched`, with the compiler `nvcc`; returns its output.
fn build(cache: &Path, nvcc: &str, watched: &Path, job: &Job) -> Vec<u8> {
    let _ = std::fs::remove_file(&job.out);
    NvccCache::new(cache.to_path_buf(), nvcc, &[watched]).run(job, nvcc);
    std::fs::read(&job.out).unwrap()
}

#[test]
fn the_nvcc_cache_copies_only_what_the_same_inputs_made() {
    let dir = scratch("nvcc-cache");
    let (kernels, cache) = (dir.join("kernels"), dir.join("cache"));
    std::fs::create_dir_all(kernels.join("gemm")).unwrap();
    std::fs::write(kernels.join("a.cu"), "kernel a v1\n").unwrap();
    std::fs::write(kernels.join("gemm/common.cuh"), "header v1\n").unwrap();
    let nvcc = compiler(&dir, "nvcc", "nvcc 13.0");
    let job = |args: &[&str]| Job {
        src: kernels.join("a.cu"),
        out: dir.join("a.fatbin"),
        args: args.iter().map(|a| a.to_string()).collect(),
    };
    let fatbin = job(&["--fatbin"]);

    let first = build(&cache, &nvcc, &kernels, &fatbin);
    assert_eq!(
        (runs(&dir), first.as_slice()),
        (1, &b"kernel a v1\n--fatbin\n"[..]),
        "a cold cache compiles"
    );
    let kept: Vec<PathBuf> = std::fs::read_dir(&cache).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(kept.len(), 1, "one entry, no partial copy left beside it: {kept:?}");

    assert_eq!(
        build(&cache, &nvcc, &kernels, &fatbin),
        first,
        "a hit gives the kept bytes"
    );
    assert_eq!(runs(&dir), 1, "the same inputs again: copied, not compiled");

    build(&cache, &nvcc, &kernels, &job(&["--lib"]));
    assert_eq!(runs(&dir), 2, "other arguments: compiled");

    std::fs::write(kernels.join("gemm/common.cuh"), "header v2\n").unwrap();
    assert_eq!(build(&cache, &nvcc, &kernels, &fatbin), first);
    assert_eq!(runs(&dir), 3, "a header under the watched folder changed: compiled");

    std::fs::write(kernels.join("a.cu"), "kernel a v2\n").unwrap();
    assert_eq!(build(&cache, &nvcc, &kernels, &fatbin), b"kernel a v2\n--fatbin\n");
    assert_eq!(runs(&dir), 4, "the source changed: compiled");

    let newer = compiler(&dir, "nvcc-newer", "nvcc 13.1");
    build(&cache, &newer, &kernels, &fatbin);
    assert_eq!(runs(&dir), 5, "another compiler version: compiled");
    build(&cache, &nvcc, &kernels, &fatbin);
    assert_eq!(
        runs(&dir),
        5,
        "the first compiler's output for these inputs is still kept"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
