//! `bench-kernel --op epilogue`: each of GPT-2 small's Linear layers (rows = 16 × 1024) as the
//! model runs it, `ops::dense` (the bias, or bias + GELU, in cuBLASLt's epilogue; the bias
//! gradient in the weight-gradient GEMM's), beside the same layer as separate passes (the GEMM,
//! then `ops::bias_add` / `ops::bias_gelu`; backward their column sum), forward and backward,
//! with CUPTI's kernel time and launch count. CUDA, bf16.
//!
//! `bench-kernel --op gemm-algos`: the same layers through `ops::dense` with each of the
//! cuBLASLt heuristic's ranked algorithms in turn (`ops::pick_algorithm`), to see whether its
//! first choice is the fastest at these shapes. Training takes, per shape, the fastest of those
//! that compute the first's bits (`ops::cublaslt`'s tuning).

use candle_core::{DType, Device, Tensor, Var};

use super::timing::{Clock, Kernels, Stats};
use crate::error::{Error, Result};
use crate::ops::{self, Act};

/// The layers: name, N (outputs), K (inputs), what follows the bias.
const LAYERS: [(&str, usize, usize, Act); 4] = [
    ("attn.c_attn", 2304, 768, Act::None),
    ("attn.c_proj", 768, 768, Act::None),
    ("mlp.c_fc", 3072, 768, Act::Gelu),
    ("mlp.c_proj", 768, 3072, Act::None),
];

/// One measurement: (median µs and the rest, CUPTI's kernels).
type Timed = (Stats, Option<Kernels>);

/// The forward and backward of one route over one layer: the backward is the whole autograd
/// pass of `sum(y ∘ g)` (the same small multiply-and-sum on both routes).
fn route(clock: &Clock, fused: bool, x: &Var, w: &Var, b: &Var, g: &Tensor, act: Act) -> Result<(Timed, Timed)> {
    let w_c = w.as_tensor().to_dtype(DType::BF16)?.detach();
    let b_c = b.as_tensor().to_dtype(DType::BF16)?.detach();
    let forward = || -> Result<Tensor> {
        if fused {
            return ops::dense(x.as_tensor(), &w_c, w.as_tensor(), &b_c, b.as_tensor(), act);
        }
        let h = ops::linear(x.as_tensor(), &w_c, w.as_tensor())?;
        match act {
            Act::None => ops::bias_add(&h, b.as_tensor()),
            Act::Gelu => ops::bias_gelu(&h, b.as_tensor()),
        }
    };
    let fwd = clock.time_with_kernels(forward)?;
    // a fresh forward graph for each backward (the pass releases it), outside the clock
    let loss = || -> Result<Tensor> { Ok((forward()?.to_dtype(DType::F32)? * g)?.sum_all()?) };
    let bwd = clock.time_with_kernels_prepared(loss, |loss| Ok(loss.backward()?))?;
    Ok((fwd, bwd))
}

/// The table (or JSON lines): per layer and pass, the separate passes, the epilogue, and the
/// time saved.
pub fn bench_epilogue(device: &Device, json: bool) -> Result<String> {
    if !device.is_cuda() {
        return Err(Error::Usage(
            "bench-kernel --op epilogue: CUDA only (the CPU composes the passes); run it with --device cuda on a CUDA build".into(),
        ));
    }
    let legend = "us: CUDA events' median around the pass; kernel us: CUPTI's GPU time of its kernels (launches)";
    let (clock, rows, mut out) = super::gemm_bench_start(device, json, "epilogue", ", bf16", legend)?;
    if !json {
        out += &format!(
            "{:<12} {:<11} {:<5} {:>13} {:>18} {:>13} {:>18} {:>8}\n",
            "layer", "N x K", "pass", "separate us", "kernel us (n)", "epilogue us", "kernel us (n)", "saved"
        );
    }
    for (name, n, k, act) in LAYERS {
        let x = Var::from_tensor(&Tensor::randn(0f32, 1.0, (rows, k), device)?.to_dtype(DType::BF16)?)?;
        let w = Var::from_tensor(&Tensor::randn(0f32, 0.02, (n, k), device)?)?;
        let b = Var::from_tensor(&Tensor::randn(0f32, 0.1, n, device)?)?;
        let g = Tensor::randn(0f32, 1.0, (rows, n), device)?;
        let (w_c, b_c) = (
            w.as_tensor().to_dtype(DType::BF16)?,
            b.as_tensor().to_dtype(DType::BF16)?,
        );
        if !ops::dense_is_fused(x.as_tensor(), &w_c, w.as_tensor(), &b_c, b.as_tensor())? {
            return Err(super::failed(format!(
                "bench-kernel --op epilogue: {name} does not take the cuBLASLt route"
            )));
        }
        let (sep_f, sep_b) = route(&clock, false, &x, &w, &b, &g, act)?;
        let (epi_f, epi_b) = route(&clock, true, &x, &w, &b, &g, act)?;
        let kern = |k: &Option<Kernels>| k.map_or("-".to_string(), |k| format!("{:.1} ({:.0})", k.us, k.launches));
        for (pass, sep, epi) in [("fwd", sep_f, epi_f), ("bwd", sep_b, epi_b)] {
            if json {
                out += &format!(
                    "{{\"layer\":\"{name}\",\"n\":{n},\"k\":{k},\"pass\":\"{pass}\",\"separate_us\":{},\"epilogue_us\":{},\"separate_kernel_us\":{},\"epilogue_kernel_us\":{}}}\n",
                    sep.0.median,
                    epi.0.median,
                    sep.1.map_or("null".to_string(), |k| k.us.to_string()),
                    epi.1.map_or("null".to_string(), |k| k.us.to_string()),
                );
            } else {
                out += &format!(
                    "{:<12} {:<11} {:<5} {:>13.1} {:>18} {:>13.1} {:>18} {:>7.1}%\n",
                    name,
                    format!("{n}x{k}"),
                    pass,
                    sep.0.median,
                    kern(&sep.1),
                    epi.0.median,
                    kern(&epi.1),
                    100.0 * (1.0 - epi.0.median / sep.0.median)
                );
            }
        }
    }
    Ok(out)
}

/// Without CUDA there is no cuBLASLt to ask.
#[cfg(not(feature = "cuda"))]
pub fn bench_gemm_algos(_device: &Device, _json: bool) -> Result<String> {
    Err(Error::Usage(
        "bench-kernel --op gemm-algos: CUDA only; this build has none (cargo build --release --features cuda)".into(),
    ))
}

/// Candidates timed per layer (the heuristic's ranking, 0 = its first).
#[cfg(feature = "cuda")]
const PICKS: usize = 8;

/// The table (or JSON lines): per layer, pass and pick, the median time, CUPTI's kernel time
/// and the change against pick 0; each pick's forward output checked against pick 0's.
#[cfg(feature = "cuda")]
pub fn bench_gemm_algos(device: &Device, json: bool) -> Result<String> {
    if !device.is_cuda() {
        return Err(Error::Usage(
            "bench-kernel --op gemm-algos: CUDA only; run it with --device cuda".into(),
        ));
    }
    let legend =
        "pick: the cuBLASLt heuristic's rank (0: what training uses); us: CUDA events' median; kernel us: CUPTI's (launches)";
    let (clock, rows, mut out) = super::gemm_bench_start(device, json, "gemm-algos", ", bf16", legend)?;
    if !json {
        out += &format!(
            "{:<12} {:<5} {:>4} {:>10} {:>16} {:>8} {:>9}\n",
            "layer", "pass", "pick", "us", "kernel us (n)", "vs 0", "rel err"
        );
    }
    let result = (|| -> Result<()> {
        for (name, n, k, act) in LAYERS {
            let x = Var::from_tensor(&Tensor::randn(0f32, 1.0, (rows, k), device)?.to_dtype(DType::BF16)?)?;
            let w = Var::from_tensor(&Tensor::randn(0f32, 0.02, (n, k), device)?)?;
            let b = Var::from_tensor(&Tensor::randn(0f32, 0.1, n, device)?)?;
            let g = Tensor::randn(0f32, 1.0, (rows, n), device)?;
            let w_c = w.as_tensor().to_dtype(DType::BF16)?.detach();
            let b_c = b.as_tensor().to_dtype(DType::BF16)?.detach();
            let y = |pick: usize| -> Result<Tensor> {
                ops::pick_algorithm(Some(pick));
                let y = ops::dense(x.as_tensor(), &w_c, w.as_tensor(), &b_c, b.as_tensor(), act)?;
                Ok(y.to_dtype(DType::F32)?)
            };
            let want = y(0)?;
            let mut base = [0f64; 2];
            for pick in 0..PICKS {
                let got = y(pick)?;
                let err = max_rel_err_gpu(&got, &want)?;
                ops::pick_algorithm(Some(pick));
                let (f, b) = route(&clock, true, &x, &w, &b, &g, act)?;
                let offered = ops::pick_algorithm(Some(pick));
                for (i, (pass, t)) in [("fwd", f), ("bwd", b)].into_iter().enumerate() {
                    if pick == 0 {
                        base[i] = t.0.median;
                    }
                    let kern =
                        t.1.map_or("-".to_string(), |k| format!("{:.1} ({:.0})", k.us, k.launches));
                    if json {
                        out += &format!(
                            "{{\"layer\":\"{name}\",\"pass\":\"{pass}\",\"pick\":{pick},\"us\":{},\"rel_err\":{err}}}\n",
                            t.0.median
                        );
                    } else {
                        out += &format!(
                            "{:<12} {:<5} {:>4} {:>10.1} {:>16} {:>7.1}% {:>9.1e}\n",
                            name,
                            pass,
                            pick,
                            t.0.median,
                            kern,
                            100.0 * (t.0.median / base[i] - 1.0),
                            err
                        );
                    }
                }
                if pick == 0 && !json {
                    for (shape, count) in offered {
                        out += &format!("  {shape}: {count} candidates\n");
                    }
                }
                if super::over_tolerance(err) {
                    return Err(super::failed(format!(
                        "bench-kernel --op gemm-algos: {name} with pick {pick} differs from pick 0 by {err:e}"
                    )));
                }
            }
        }
        Ok(())
    })();
    ops::pick_algorithm(None); // training's choice again, also after an error
    result?;
    Ok(out)
}

/// `max |got - want| / max |want|` of two f32 tensors of one shape; NaN if any difference is.
#[cfg(feature = "cuda")]
fn max_rel_err_gpu(got: &Tensor, want: &Tensor) -> Result<f64> {
    let diff = (got - want)?.abs()?.flatten_all()?;
    // a NaN difference must not vanish in the max: count them first
    let nan = diff.ne(&diff)?.to_dtype(DType::F32)?.sum_all()?.to_scalar::<f32>()?;
    if nan > 0.0 {
        return Ok(f64::NAN);
    }
    let num = diff.max(0)?.to_scalar::<f32>()? as f64;
    let den = want.abs()?.flatten_all()?.max(0)?.to_scalar::<f32>()? as f64;
    Ok(num / den.max(f64::MIN_POSITIVE))
}
