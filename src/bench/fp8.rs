//! `bench-kernel --op fp8`: the blocks' linear layers of GPT-2 small and XL (rows = 16 × 1024)
//! through `ops::fp8_linear` (E4M3 x and W, E5M2 dy, cuBLASLt's FP8 GEMMs, the casts as their
//! own passes) beside `ops::linear` in bf16 (cuBLAS, the same three GEMMs), forward and
//! backward, with TFLOP/s; and the casts alone, so that the FP8 GEMMs' own rate shows
//! (docs/PERFORMANCE.md, "FP8"). CUDA.

use candle_core::{DType, Device, Tensor, Var};

use super::timing::{Clock, Stats};
use crate::error::{Error, Result};
use crate::ops::{self, Fp8Format, Fp8Site, Fp8Slot, Fp8State, ScaleMode};

/// (model, layer, N, K).
const LAYERS: [(&str, &str, usize, usize); 8] = [
    ("gpt2-small", "attn.c_attn", 2304, 768),
    ("gpt2-small", "attn.c_proj", 768, 768),
    ("gpt2-small", "mlp.c_fc", 3072, 768),
    ("gpt2-small", "mlp.c_proj", 768, 3072),
    ("gpt2-xl", "attn.c_attn", 4800, 1600),
    ("gpt2-xl", "attn.c_proj", 1600, 1600),
    ("gpt2-xl", "mlp.c_fc", 6400, 1600),
    ("gpt2-xl", "mlp.c_proj", 1600, 6400),
];

/// Forward and backward (`sum(y ∘ g)`'s whole autograd pass) of one route.
fn route(clock: &Clock, site: Option<&Fp8Site>, x: &Var, w: &Var, g: &Tensor) -> Result<(Stats, Stats)> {
    let w_c = w.as_tensor().to_dtype(DType::BF16)?.detach();
    let forward = || -> Result<Tensor> {
        match site {
            Some(s) => ops::fp8_linear(x.as_tensor(), w.as_tensor(), s),
            None => ops::linear(x.as_tensor(), &w_c, w.as_tensor()),
        }
    };
    let fwd = clock.time(forward)?;
    let loss = || -> Result<Tensor> { Ok((forward()?.to_dtype(DType::F32)? * g)?.sum_all()?) };
    let bwd = clock.time_prepared(loss, |loss| Ok(loss.backward()?))?;
    Ok((fwd, bwd))
}

/// The table (or JSON lines).
pub fn bench_fp8(device: &Device, json: bool) -> Result<String> {
    if !device.is_cuda() {
        return Err(Error::Usage(
            "bench-kernel --op fp8: CUDA only (the CPU emulates FP8 for the tests, not for speed); run it with --device cuda on a CUDA build".into(),
        ));
    }
    let what = "; bf16 = cuBLAS bf16 GEMMs, fp8 = E4M3 x·Wᵀ, E5M2 dy (delayed scales), casts included";
    let legend = "us: CUDA events' median; casts: x, W and dy cast alone; fp8 GEMMs = fwd + bwd less the casts";
    let (clock, rows, mut out) = super::gemm_bench_start(device, json, "fp8", what, legend)?;
    if !json {
        out += &format!(
            "{:<11} {:<12} {:<10} {:>9} {:>7} {:>9} {:>7} {:>8} {:>9} {:>9} {:>10}\n",
            "model",
            "layer",
            "N x K",
            "bf16 us",
            "TFLOP/s",
            "fp8 us",
            "TFLOP/s",
            "speedup",
            "casts us",
            "GEMMs us",
            "GEMM TF/s"
        );
    }
    for (model, name, n, k) in LAYERS {
        let x = Var::from_tensor(&Tensor::randn(0f32, 1.0, (rows, k), device)?.to_dtype(DType::BF16)?)?;
        let w = Var::from_tensor(&Tensor::randn(0f32, 0.02, (n, k), device)?)?;
        let g = Tensor::randn(0f32, 1e-3, (rows, n), device)?;
        let formats = [Fp8Format::E4M3, Fp8Format::E4M3, Fp8Format::E5M2];
        let state = Fp8State::new(&formats, 16, 0, device)?;
        let slot = |row, format| Fp8Slot {
            row,
            format,
            mode: ScaleMode::Delayed,
        };
        let site = Fp8Site {
            state: state.clone(),
            x: slot(0, Fp8Format::E4M3),
            w: slot(1, Fp8Format::E4M3),
            dy: slot(2, Fp8Format::E5M2),
            rerun_counts: None,
        };
        let (bf_f, bf_b) = route(&clock, None, &x, &w, &g)?;
        let (f8_f, f8_b) = route(&clock, Some(&site), &x, &w, &g)?;
        let g16 = g.to_dtype(DType::BF16)?;
        let casts = clock.time(|| ops::fp8_quantise(x.as_tensor(), &state, site.x))?.median
            + clock.time(|| ops::fp8_quantise(w.as_tensor(), &state, site.w))?.median
            + clock.time(|| ops::fp8_quantise(&g16, &state, site.dy))?.median;
        let flops = 6.0 * (rows * n * k) as f64;
        let (bf, f8) = (bf_f.median + bf_b.median, f8_f.median + f8_b.median);
        let tf = |us: f64| flops / us / 1e6;
        if json {
            out += &format!(
                "{{\"model\":\"{model}\",\"layer\":\"{name}\",\"n\":{n},\"k\":{k},\"rows\":{rows},\"bf16_us\":{bf},\"fp8_us\":{f8},\"casts_us\":{casts},\"bf16_tflops\":{},\"fp8_tflops\":{},\"fp8_gemm_tflops\":{}}}\n",
                tf(bf),
                tf(f8),
                tf(f8 - casts)
            );
        } else {
            out += &format!(
                "{:<11} {:<12} {:<10} {:>9.1} {:>7.0} {:>9.1} {:>7.0} {:>7.2}x {:>9.1} {:>9.1} {:>10.0}\n",
                model,
                name,
                format!("{n}x{k}"),
                bf,
                tf(bf),
                f8,
                tf(f8),
                bf / f8,
                casts,
                f8 - casts,
                tf(f8 - casts)
            );
        }
    }
    Ok(out)
}
