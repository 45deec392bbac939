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

/// `minigpt train` of configs/tiny.toml on the GPU for `steps` steps, one evaluation at the last,
/// no checkpoints, into `out`.
pub(crate) fn tiny_cuda_run(out: &std::path::Path, steps: u32) -> std::process::Command {
    let sets = micro_sets_with(
        &small_corpus(),
        out,
        &[
            "device=\"cuda\"",
            &format!("train.max_steps={steps}"),
            &format!("train.eval_every={steps}"),
            "checkpoint.every=0",
        ],
    );
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in &sets {
        cmd.arg("--set").arg(s);
    }
    cmd
}

/// `minigpt train` with the driver's JIT cache switched off (`CUDA_CACHE_DISABLE=1`, as on a
/// fresh machine): the evaluation at step 0, the first use of every module, is done within 3 s
/// of the run's start (9.2 s with a cold cache and 11.0 s with none before the images, 0.6 s
/// warm). Fails if candle JIT-compiles its PTX again.
#[test]
fn a_first_run_does_not_jit_compile_candle_s_kernels() {
    let out = scratch("gpu-no-jit");
    let o = tiny_cuda_run(&out, 2)
        .env("CUDA_CACHE_DISABLE", "1")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let first = rows(&out, "eval")[0]["elapsed_s"].as_f64().unwrap();
    assert!(first < 3.0, "the first evaluation ended {first:.2} s into the run");
}

/// `MINIGPT_KERNELS_DIR=DIR` (docs/DESIGN.md §7), each case in a `minigpt train` process of its
/// own (the variable and the module cache are per process): a module whose image is in DIR is
/// loaded from there, stderr says so, and a copy of the built-in image trains the same numbers;
/// an image that does not load, or a DIR that is not a folder, stops the run with an error
/// naming it. Fails if the folder were ignored (the garbage image would train), read for the
/// wrong module, or loaded silently.
#[test]
fn a_kernels_folder_replaces_a_module_and_says_so() {
    let base = scratch("gpu-kernels-dir");
    let train = |name: &str, dir: Option<&std::path::Path>| {
        let out = base.join(name);
        let mut cmd = tiny_cuda_run(&out, 3);
        cmd.env_remove("MINIGPT_KERNELS_DIR");
        if let Some(d) = dir {
            cmd.env("MINIGPT_KERNELS_DIR", d);
        }
        (cmd.stdin(Stdio::null()).output().unwrap(), out)
    };
    let losses =
        |out: &std::path::Path| -> Vec<String> { rows(out, "train").iter().map(|r| r["loss"].to_string()).collect() };
    let (plain, plain_out) = train("plain", None);
    assert!(plain.status.success(), "{}", stderr(&plain));
    assert!(!stderr(&plain).contains("MINIGPT_KERNELS_DIR"), "{}", stderr(&plain));

    let folder = base.join("kernels");
    std::fs::create_dir_all(&folder).unwrap();
    let image = folder.join("layernorm.fatbin");
    std::fs::write(&image, minigpt::ops::fatbin::LAYERNORM).unwrap();
    let (copied, copied_out) = train("copied", Some(&folder));
    let err = stderr(&copied);
    assert!(copied.status.success(), "{err}");
    let said = format!("module minigpt_layernorm from {}", image.display());
    assert!(err.contains(&said), "stderr lacks `{said}`:\n{err}");
    assert_eq!(
        err.matches("(MINIGPT_KERNELS_DIR)").count(),
        1,
        "only layernorm is in the folder:\n{err}"
    );
    assert!(!losses(&plain_out).is_empty());
    assert_eq!(
        losses(&copied_out),
        losses(&plain_out),
        "the same image trains the same losses"
    );

    std::fs::write(&image, b"not a fatbin").unwrap();
    let (garbage, _) = train("garbage", Some(&folder));
    let err = stderr(&garbage);
    assert!(!garbage.status.success(), "a garbage image trained:\n{err}");
    let named = format!("{} does not load", image.display());
    assert!(err.contains(&named), "the error does not name the image:\n{err}");

    let (not_dir, _) = train("not-dir", Some(&image));
    let err = stderr(&not_dir);
    assert!(!not_dir.status.success(), "a file as the folder trained:\n{err}");
    assert!(err.contains("is not a folder"), "{err}");
}

/// A run on the GPU stopped by SIGINT (exit 0, its checkpoint at the last step it logged) and
/// resumed trains the uninterrupted run's bits: the same losses and norms after the stop and the
/// same masters and moments at the end. On the GPU the next step's first forward pass may be
/// queued when the request comes (`train/ahead.rs`); the stop drops it, and fails this test if
/// that pass left anything behind in the state the checkpoint saves.
#[test]
fn a_run_stopped_by_a_signal_resumes_to_the_uninterrupted_run_s_bits() {
    let steps = 3000;
    let whole = scratch("gpu-stop-whole");
    let o = tiny_cuda_run(&whole, steps).stdin(Stdio::null()).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));

    let cut = scratch("gpu-stop-cut");
    let child = tiny_cuda_run(&cut, steps)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    while !cut.join("metrics.jsonl").exists() || rows(&cut, "train").len() < 100 {
        assert!(start.elapsed().as_secs() < 120, "the run did not reach step 100");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let kill = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let by_step = |d: &std::path::Path| -> std::collections::HashMap<u64, serde_json::Value> {
        rows(d, "train")
            .into_iter()
            .map(|r| (r["step"].as_u64().unwrap(), r))
            .collect()
    };
    let stopped = minigpt::ckpt::Checkpoint::load(&minigpt::ckpt::resolve(&cut).unwrap())
        .unwrap()
        .state
        .step;
    assert!(stopped < steps as u64, "the signal came after the last step");
    assert_eq!(by_step(&cut).keys().max(), Some(&stopped), "no row past the checkpoint");

    let o = bin()
        .arg("resume")
        .arg("--ckpt")
        .arg(&cut)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let (a, b) = (by_step(&whole), by_step(&cut));
    for s in stopped + 1..=steps as u64 {
        for k in ["loss", "grad_norm", "lr", "scale"] {
            assert_eq!(a[&s][k], b[&s][k], "step {s}: {k} differs after the stop and resume");
        }
    }
    let checksum = |dir: &std::path::Path| {
        let bytes = std::fs::read(minigpt::ckpt::resolve(dir).unwrap()).unwrap();
        let (_, meta) = safetensors::SafeTensors::read_metadata(&bytes).unwrap();
        meta.metadata().as_ref().unwrap()["checksum"].clone()
    };
    assert_eq!(checksum(&whole), checksum(&cut), "final masters/moments differ");
}
