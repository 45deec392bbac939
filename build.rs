//! Compiles `kernels/*.cu` (and the candle-kernels modules candle's CUDA backend uses, from
//! `third_party/candle-kernels`) with nvcc, only when the `cuda` feature is on, into one fatbin each in
//! `$OUT_DIR` (`src/ops/fatbin.rs` embeds them): SASS for the target GPU, which loads without the
//! driver's JIT (a first process on a fresh machine would otherwise compile every kernel, about
//! 4 s), and the PTX beside it, which the driver compiles for any newer GPU. CPU builds need no CUDA: this returns at once. It never
//! probes for a GPU: the build machines have none.
//!
//! For sm_90 it also compiles `kernels/gemm/*.cu`, host and device code built on the vendored
//! CUTLASS headers (`third_party/cutlass`), into one static library each, linked with the static
//! CUDA runtime, and sets `cfg(minigpt_gemm)` for `src/ops/cutlass_gemm.rs` (docs/DESIGN.md §7).
//!
//! `$NVCC` (default `nvcc`) and `$CUDA_COMPUTE_CAP` (default 90 -> `-arch=sm_90`) select the
//! compiler and the target (README, GPU). `$MINIGPT_NVCC_CACHE`, where set, names a directory
//! that keeps nvcc's outputs between builds, each under the hash of everything that made it
//! (`NvccCache`): a fresh checkout then compiles only what changed (CI sets it, `.ci/run`).

// a build script and tests print freely: clippy.toml keeps `println!` out of the library
#![allow(clippy::disallowed_macros)]

#[path = "build/nvcc.rs"]
mod nvcc;

use nvcc::{Job, NvccCache};
use std::path::PathBuf;

fn main() {
    for dir in nvcc::WATCHED {
        println!("cargo::rerun-if-changed={dir}");
    }
    println!("cargo::rustc-check-cfg=cfg(minigpt_gemm)");
    println!("cargo::rerun-if-env-changed=NVCC");
    println!("cargo::rerun-if-env-changed=CUDA_COMPUTE_CAP");
    println!("cargo::rerun-if-env-changed=MINIGPT_NVCC_CACHE");
    if std::env::var_os("CARGO_FEATURE_CUDA").is_none() {
        return;
    }

    let nvcc = std::env::var("NVCC").unwrap_or_else(|_| "nvcc".to_string());
    let cap = std::env::var("CUDA_COMPUTE_CAP").unwrap_or_else(|_| "90".to_string());
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));

    let mut sources: Vec<PathBuf> = std::fs::read_dir("kernels")
        .expect("kernels/ exists next to Cargo.toml")
        .map(|entry| entry.expect("readable kernels/ entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "cu"))
        .collect();
    sources.sort();

    // kernels/attention.cu holds wgmma kernels, which need the architecture-specific sm_90a
    // target: for cap 90 it is compiled to sm_90a code plus compute_90 PTX (in which the wgmma
    // kernels trap; src/ops/attention/cuda.rs launches them only when this says the sm_90a code
    // is there and the GPU is sm_90).
    let sm90a = cap == "90";
    println!("cargo::rustc-env=MINIGPT_KERNELS_SM90A={}", u8::from(sm90a));
    let mut jobs: Vec<Job> = sources
        .iter()
        .map(|src| {
            let stem = src.file_stem().expect("a .cu file has a stem").to_string_lossy();
            let targets = if sm90a && stem == "attention" {
                vec![
                    "-gencode=arch=compute_90a,code=sm_90a".to_string(),
                    "-gencode=arch=compute_90,code=compute_90".to_string(),
                ]
            } else {
                vec![format!("-gencode=arch=compute_{cap},code=[sm_{cap},compute_{cap}]")]
            };
            // -O3 for device code; no --use_fast_math (the kernels' headers say why when they need it).
            let flags = ["-O3", "-std=c++17", "-Ikernels"].map(String::from).to_vec();
            Job {
                src: src.clone(),
                out: out_dir.join(format!("{stem}.fatbin")),
                args: [vec!["--fatbin".to_string()], targets, flags].concat(),
            }
        })
        .collect();

    // candle-kernels' modules that candle's CUDA backend loads for minigpt, from the release's
    // sources (third_party/candle-kernels, unchanged) with candle's own flags and target
    // (its build compiles them to PTX for compute_90a on an H100/H200), as SASS plus that same
    // PTX: candle loads these (`ops::install_candle_kernels`) instead of JIT-compiling its PTX in
    // the first process on a machine (about 9 s on the H200, docs/PERFORMANCE.md).
    let arch = if sm90a { "90a".to_string() } else { cap.clone() };
    for stem in CANDLE_MODULES {
        jobs.push(Job {
            src: PathBuf::from(format!("third_party/candle-kernels/src/{stem}.cu")),
            out: out_dir.join(format!("candle_{stem}.fatbin")),
            args: [
                "--fatbin".into(),
                format!("-gencode=arch=compute_{arch},code=[sm_{arch},compute_{arch}]"),
                "--default-stream".into(),
                "per-thread".into(),
                "--expt-relaxed-constexpr".into(),
                "-std=c++17".into(),
                "-O3".into(),
            ]
            .to_vec(),
        });
    }

    // CUTLASS's GEMMs need sm_90a's wgmma and TMA: built for cap 90 only (elsewhere the
    // separate passes they replace run, and say so once).
    if sm90a {
        for name in GEMM_SOURCES {
            jobs.insert(0, gemm_library(name, &out_dir)); // the longest compiles first
        }
        link_gemm_libraries(&nvcc, &out_dir);
    }

    let cache = NvccCache::from_env(&nvcc);
    // nvcc runs single-threaded: as many at once as there are cores.
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::Mutex::new(jobs.into_iter());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let Some(job) = next.lock().expect("no panic holds the lock").next() else {
                    return;
                };
                match &cache {
                    Some(cache) => cache.run(&job, &nvcc),
                    None => job.run(&nvcc),
                }
            });
        }
    });
}

/// The candle-kernels modules compiled ahead of time (`src/ops/fatbin.rs` names each).
const CANDLE_MODULES: [&str; 8] = [
    "affine", "binary", "cast", "fill", "indexing", "reduce", "ternary", "unary",
];

/// `kernels/gemm/<name>.cu`, each compiled into its own static library `libminigpt_<name>.a`
/// (two nvcc runs that can run at once).
const GEMM_SOURCES: [&str; 2] = ["dgelu_gemm", "gelu_gemm"];

/// The nvcc run that compiles `kernels/gemm/<name>.cu` (host code and sm_90a device code) into
/// the static library `libminigpt_<name>.a` in `out_dir`.
fn gemm_library(name: &str, out_dir: &std::path::Path) -> Job {
    let flags = [
        "--lib",
        "-gencode=arch=compute_90a,code=sm_90a",
        "-O3",
        "-std=c++17",
        "--expt-relaxed-constexpr",
        "-DNDEBUG",
        "-Xcompiler=-fPIC",
        "-Ikernels",
        "-Ithird_party/cutlass/include",
        "-Ithird_party/cutlass/tools/util/include",
        // CUTLASS's own headers: a host/device annotation on defaulted functions (20012), unused
        // variables (177) and set-but-unused ones (550)
        "-diag-suppress=20012,177,550",
    ];
    Job {
        src: PathBuf::from(format!("kernels/gemm/{name}.cu")),
        out: out_dir.join(format!("libminigpt_{name}.a")),
        args: flags.map(String::from).to_vec(),
    }
}

/// Links the GEMM libraries and what they need: the static CUDA runtime (from the toolkit of
/// `nvcc`), the C++ runtime; `cfg(minigpt_gemm)` tells the crate they are there.
fn link_gemm_libraries(nvcc: &str, out_dir: &std::path::Path) {
    let cudart = cuda_lib_dir(nvcc).unwrap_or_else(|| {
        panic!(
            "cannot find libcudart_static.a beside `{nvcc}` (its toolkit's lib64/ or targets/*/lib/): \
             put the CUDA toolkit's nvcc on PATH or set NVCC (README, GPU)"
        )
    });
    println!("cargo::rustc-link-search=native={}", out_dir.display());
    println!("cargo::rustc-link-search=native={}", cudart.display());
    for name in GEMM_SOURCES {
        println!("cargo::rustc-link-lib=static=minigpt_{name}");
    }
    println!("cargo::rustc-link-lib=static=cudart_static");
    for lib in ["stdc++", "dl", "rt", "pthread"] {
        println!("cargo::rustc-link-lib=dylib={lib}");
    }
    println!("cargo::rustc-cfg=minigpt_gemm");
}

/// The directory holding `libcudart_static.a` in the toolkit `nvcc` belongs to.
fn cuda_lib_dir(nvcc: &str) -> Option<PathBuf> {
    let nvcc = PathBuf::from(nvcc);
    let path = if nvcc.components().count() > 1 {
        nvcc
    } else {
        let dirs = std::env::var_os("PATH")?;
        std::env::split_paths(&dirs)
            .map(|d| d.join(&nvcc))
            .find(|p| p.is_file())?
    };
    let root = std::fs::canonicalize(path).ok()?.parent()?.parent()?.to_path_buf();
    let mut candidates = vec![root.join("lib64"), root.join("lib")];
    if let Ok(targets) = std::fs::read_dir(root.join("targets")) {
        candidates.extend(targets.flatten().map(|t| t.path().join("lib")));
    }
    candidates.into_iter().find(|d| d.join("libcudart_static.a").is_file())
}
