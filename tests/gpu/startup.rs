//! A first process on a machine starts without JIT-compiling candle's kernels: `build.rs`
//! compiles the candle-kernels modules minigpt uses to SASS and `ops::install_candle_kernels`
//! has candle load those images (docs/PERFORMANCE.md: the driver's JIT of their PTX took 9 s of
//! the first evaluation on the H200).

use std::process::Stdio;

use candle_core::cuda_backend::cudarc::nvrtc::Ptx;
use candle_core::cuda_backend::kernels as k;
use candle_core::Device;

use crate::common::{bin, micro_sets_with, root, rows, scratch, small_corpus, stderr};

/// Each precompiled image loads on this GPU and holds a kernel candle asks its module for by
/// name. Fails if build.rs compiled for another GPU (the image would not load, or would load
/// only through its PTX) or mapped a module to the wrong image.
#[test]
fn every_precompiled_candle_module_loads_with_its_kernels() {
    let Device::Cuda(dev) = super::cuda() else {
        unreachable!("super::cuda() is a CUDA device")
    };
    let kernels = [
        (k::AFFINE, "affine_f32"),
        (k::BINARY, "badd_f32"),
        (k::CAST, "cast_u8_f32"),
        (k::FILL, "copy2d_f32"),
        (k::INDEXING, "is_u32_f32"),
        (k::REDUCE, "fast_sum_f32"),
        (k::TERNARY, "where_u8_f32"),
        (k::UNARY, "ucopy_f32"),
    ];
    for (module, kernel) in kernels {
        let image = minigpt::ops::fatbin::candle_module(module.index())
            .unwrap_or_else(|| panic!("no precompiled image for the module of {kernel}"));
        let loaded = dev
            .cuda_stream()
            .context()
            .load_module(Ptx::from_binary(image.to_vec()))
            .unwrap_or_else(|e| panic!("the image holding {kernel} does not load: {e}"));
        loaded
            .load_function(kernel)
            .unwrap_or_else(|e| panic!("{kernel} is not in its module's image: {e}"));
    }
    assert_eq!(minigpt::ops::fatbin::candle_module(k::QUANTIZED.index()), None);
}

/// `minigpt train` with the driver's JIT cache switched off (`CUDA_CACHE_DISABLE=1`, as on a
/// fresh machine): the evaluation at step 0, the first use of every module, is done within 3 s
/// of the run's start (9.2 s with a cold cache and 11.0 s with none before the images, 0.6 s
/// warm). Fails if candle JIT-compiles its PTX again.
#[test]
fn a_first_run_does_not_jit_compile_candle_s_kernels() {
    let out = scratch("gpu-no-jit");
    let sets = micro_sets_with(
        &small_corpus(),
        &out,
        &[
            "device=\"cuda\"",
            "train.max_steps=2",
            "train.eval_every=2",
            "checkpoint.every=0",
        ],
    );
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in &sets {
        cmd.arg("--set").arg(s);
    }
    let o = cmd
        .env("CUDA_CACHE_DISABLE", "1")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let first = rows(&out, "eval")[0]["elapsed_s"].as_f64().unwrap();
    assert!(first < 3.0, "the first evaluation ended {first:.2} s into the run");
}
