//! Compiles `kernels/*.cu` with nvcc, only when the `cuda` feature is on, into one fatbin each in
//! `$OUT_DIR` (`src/ops/fatbin.rs` embeds them): SASS for the target GPU, which loads without the
//! driver's JIT (a first process on a fresh machine would otherwise compile every kernel, about
//! 4 s), and the PTX beside it, which the driver compiles for any newer GPU. CPU builds need no CUDA: this returns at once. It never
//! probes for a GPU: the build machines have none.
//!
//! `$NVCC` (default `nvcc`) and `$CUDA_COMPUTE_CAP` (default 90 -> `-arch=sm_90`) select the
//! compiler and the target (README, GPU).

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo::rerun-if-changed=kernels");
    println!("cargo::rerun-if-env-changed=NVCC");
    println!("cargo::rerun-if-env-changed=CUDA_COMPUTE_CAP");
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
    for src in &sources {
        let stem = src.file_stem().expect("a .cu file has a stem");
        let fatbin = out_dir.join(Path::new(stem).with_extension("fatbin"));
        let targets = if sm90a && stem == "attention" {
            vec![
                "-gencode=arch=compute_90a,code=sm_90a".to_string(),
                "-gencode=arch=compute_90,code=compute_90".to_string(),
            ]
        } else {
            vec![format!("-gencode=arch=compute_{cap},code=[sm_{cap},compute_{cap}]")]
        };
        // -O3 for device code; no --use_fast_math (the kernels' headers say why when they need it).
        let output = Command::new(&nvcc)
            .arg("--fatbin")
            .args(&targets)
            .args(["-O3", "-std=c++17", "-Ikernels"])
            .arg("-o")
            .arg(&fatbin)
            .arg(src)
            .output()
            .unwrap_or_else(|e| {
                panic!(
                    "cannot run `{nvcc}` for {}: {e}\n\
                     put the CUDA toolkit's nvcc on PATH or set NVCC (README, GPU)",
                    src.display()
                )
            });
        if !output.status.success() {
            panic!(
                "`{nvcc}` failed on {} ({}):\n{}{}\n\
                 put the CUDA toolkit's nvcc on PATH or set NVCC (README, GPU)",
                src.display(),
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr),
            );
        }
    }
}
