//! `bench-kernel --op fused`: the fused LayerNorm, bias + GELU and cross-entropy, forward and
//! backward, each beside a device copy of the same traffic, with CUPTI's kernel time on CUDA.

use candle_core::{DType, Device, Tensor};

use super::timing::{gb_per_s, Clock, Kernels, Stats};
use super::{failed, host_f64, host_f64_vec, max_rel_err, over_tolerance, REF_ROWS};
use crate::error::Result;
use crate::ops;

/// One row of `bench-kernel --op fused`.
struct FusedRow {
    op: &'static str,
    shape: String,
    phase: &'static str,
    times: Stats,
    /// CUPTI: the GPU time of the run's own kernels (no gaps between launches) and their count.
    kernels: Option<Kernels>,
    /// Bytes a single pass must move: every input read once, every output written once.
    bytes: usize,
    /// The device copy of the same traffic, timed in the same run.
    copy: Stats,
    /// Forward only: max-norm relative error of the first rows against the op's CPU path in f64.
    rel_err: Option<f64>,
}

/// `||got - want||_inf / ||want||_inf` over the first [`REF_ROWS`] rows of `got` (on the device)
/// and `want` (on the CPU, f64); NaN if `got` holds one.
fn rows_rel_err(got: &Tensor, want: &Tensor) -> Result<f64> {
    let got = head(got)?;
    let want = want.narrow(0, 0, got.dim(0)?)?;
    Ok(max_rel_err(host_f64_vec(&got)?.into_iter().zip(host_f64_vec(&want)?)))
}

/// The first [`REF_ROWS`] rows of `t` (all of them if it has fewer).
fn head(t: &Tensor) -> Result<Tensor> {
    Ok(t.narrow(0, 0, t.dim(0)?.min(REF_ROWS))?)
}

/// The first [`REF_ROWS`] rows of `t`, on the CPU, in f64 (exact widening).
fn head_f64(t: &Tensor) -> Result<Tensor> {
    host_f64(&head(t)?)
}

/// `bench-kernel --op fused`: the fused LayerNorm (f32 residual in, bf16 out), bias + GELU
/// (bf16) and softmax cross-entropy (bf16 logits) at the S and M shapes (rows = B·T = 16384;
/// C = 384 / 768, 4C, V = 65 / 50304), forward and backward separately, each against a device
/// copy of the same traffic measured in the same run. Timing as `bench-kernel` (CUDA events,
/// L2 flushed before each run).
pub fn bench_fused(device: &Device, json: bool) -> Result<String> {
    // Allocations as in training: freed memory stays pooled (else every run's output is a fresh
    // cuMemAllocAsync after the pool trimmed itself at the sync, inside the timed span).
    ops::keep_memory_pool(device)?;
    let clock = Clock::new(device)?;
    let shapes: &[(&str, usize, usize, usize)] = if clock.is_cuda() {
        &[("S", 16384, 384, 65), ("M", 16384, 768, 50304)]
    } else {
        &[("tiny", 512, 64, 65)]
    };
    let bf16 = DType::BF16;
    let mut rows = Vec::new();
    for &(label, r, c, v) in shapes {
        let mut add = |op, dims: &str, phase, (times, kernels), bytes: usize, rel_err| -> Result<()> {
            let copy = clock.time_copy(bytes / 2)?;
            rows.push(FusedRow {
                op,
                shape: format!("{label} {dims}"),
                phase,
                times,
                kernels,
                bytes,
                copy,
                rel_err,
            });
            Ok(())
        };
        // LayerNorm: x f32 [r, c] -> y bf16; backward reads x, dy (bf16), writes dx (f32).
        let x = (Tensor::randn(0f32, 1.0, (r, c), device)? + 0.5)?;
        let g = (Tensor::randn(0f32, 0.2, c, device)? + 1.0)?;
        let b = Tensor::randn(0f32, 0.2, c, device)?;
        let fwd = clock.time_with_kernels(|| ops::layer_norm(&x, &g, &b, 1e-5, bf16))?;
        let y = ops::layer_norm(&x, &g, &b, 1e-5, bf16)?;
        let (gc, bc) = (g.to_device(&Device::Cpu)?, b.to_device(&Device::Cpu)?);
        let want = ops::layer_norm(&head_f64(&x)?, &gc, &bc, 1e-5, DType::F64)?;
        let dims = format!("{r}x{c}");
        let err = rows_rel_err(&y, &want)?;
        add("layer_norm", &dims, "fwd", fwd, r * c * 6, Some(err))?;
        let dy = Tensor::randn(0f32, 1.0, (r, c), device)?.to_dtype(bf16)?;
        let bwd = clock.time_with_kernels(|| ops::layer_norm_bwd(&x, &g, &dy, 1e-5))?;
        add("layer_norm", &dims, "bwd", bwd, r * c * 10, None)?;

        // bias + GELU over the MLP's hidden layer, bf16 [r, 4c] with an f32 bias.
        let n = 4 * c;
        let h = Tensor::randn(0f32, 1.5, (r, n), device)?.to_dtype(bf16)?;
        let hb = Tensor::randn(0f32, 0.5, n, device)?;
        let fwd = clock.time_with_kernels(|| ops::bias_gelu(&h, &hb))?;
        let y = ops::bias_gelu(&h, &hb)?;
        let want = ops::bias_gelu(&head_f64(&h)?, &host_f64(&hb)?)?;
        let dims = format!("{r}x{n}");
        let err = rows_rel_err(&y, &want)?;
        add("bias_gelu", &dims, "fwd", fwd, r * n * 4, Some(err))?;
        let dy = Tensor::randn(0f32, 1.0, (r, n), device)?.to_dtype(bf16)?;
        let bwd = clock.time_with_kernels(|| ops::bias_gelu_bwd(&h, &hb, &dy))?;
        add("bias_gelu", &dims, "bwd", bwd, r * n * 6, None)?;

        // cross-entropy over bf16 logits [r, v]; the backward is the loss's whole autograd pass
        // (a scalar seed, then the one dlogits kernel).
        let logits = candle_core::Var::from_tensor(&Tensor::randn(0f32, 3.0, (r, v), device)?.to_dtype(bf16)?)?;
        let t = Tensor::rand(0f32, v as f32, r, device)?
            .floor()?
            .clamp(0f32, (v - 1) as f32)?
            .to_dtype(DType::U32)?;
        let fwd = clock.time_with_kernels(|| ops::cross_entropy(logits.as_tensor(), &t))?;
        let got = ops::cross_entropy(&head(logits.as_tensor())?, &head(&t)?)?.reshape(1)?;
        let want =
            ops::cross_entropy(&head_f64(logits.as_tensor())?, &head(&t)?.to_device(&Device::Cpu)?)?.reshape(1)?;
        let dims = format!("{r}x{v}");
        let err = rows_rel_err(&got, &want)?;
        add("cross_entropy", &dims, "fwd", fwd, r * v * 2, Some(err))?;
        let bwd = clock.time_with_kernels_prepared(
            || ops::cross_entropy(logits.as_tensor(), &t),
            |loss| Ok(loss.backward()?),
        )?;
        add("cross_entropy", &dims, "bwd", bwd, r * v * 4, None)?;
        // the training step's form (`train`): the forward told the dloss its backward will be
        // seeded with (on CUDA one pass writing the loss and dlogits, `xent_fused`), then that
        // backward; one read of the logits and one write, as the backward alone
        let train =
            clock.time_with_kernels(|| Ok(ops::cross_entropy_seeded(logits.as_tensor(), &t, 1.0)?.backward()?))?;
        add("cross_entropy", &dims, "train", train, r * v * 4, None)?;
    }
    let mut out = String::new();
    if !json {
        out += &format!("bench-kernel --op fused: {}\n", clock.describe());
        out += "GB/s counts one read of every input and one write of every output; copy = a device copy of the same traffic\n";
        if clock.is_cuda() {
            out += "median/min/max: CUDA events around the op (its kernels and the gaps between their launches);\n";
            out += "kernel us: CUPTI, the GPU time of the op's own kernels per run (mean of 10), launches: how many\n";
        }
        out += &format!(
            "{:<14} {:<14} {:<5} {:>10} {:>9} {:>9} {:>9} {:>9} {:>6} {:>10} {:>6} {:>8} {:>9}\n",
            "op",
            "shape",
            "pass",
            "median us",
            "min us",
            "max us",
            "GB/s",
            "copy GB/s",
            "%copy",
            "kernel us",
            "%copy",
            "launches",
            "rel err"
        );
    }
    for row in &rows {
        let (ours, copy) = (
            gb_per_s(row.bytes, row.times.median),
            gb_per_s(row.bytes, row.copy.median),
        );
        let err = row.rel_err.map_or("-".to_string(), |e| format!("{e:.2e}"));
        // %copy of the kernels alone: bytes over kernel time, against the copy's bandwidth.
        let kernel_pct = row.kernels.map(|k| 100.0 * gb_per_s(row.bytes, k.us) / copy);
        if json {
            out += &format!(
                "{{\"op\":\"{}\",\"shape\":\"{}\",\"pass\":\"{}\",\"median_us\":{},\"min_us\":{},\"max_us\":{},\"gbs\":{ours},\"copy_gbs\":{copy},\"kernel_us\":{},\"launches\":{},\"rel_err\":{}}}\n",
                row.op,
                row.shape,
                row.phase,
                row.times.median,
                row.times.min,
                row.times.max,
                row.kernels.map_or("null".to_string(), |k| k.us.to_string()),
                row.kernels.map_or("null".to_string(), |k| k.launches.to_string()),
                row.rel_err.map_or("null".to_string(), |e| e.to_string())
            );
        } else {
            out += &format!(
                "{:<14} {:<14} {:<5} {:>10.2} {:>9.2} {:>9.2} {:>9.1} {:>9.1} {:>5.0}% {:>10} {:>6} {:>8} {:>9}\n",
                row.op,
                row.shape.split(' ').next().unwrap_or(""),
                row.phase,
                row.times.median,
                row.times.min,
                row.times.max,
                ours,
                copy,
                100.0 * ours / copy,
                row.kernels.map_or("-".to_string(), |k| format!("{:.2}", k.us)),
                kernel_pct.map_or("-".to_string(), |p| format!("{p:.0}%")),
                row.kernels.map_or("-".to_string(), |k| format!("{:.0}", k.launches)),
                err
            );
        }
    }
    for row in &rows {
        if let Some(e) = row.rel_err.filter(|&e| over_tolerance(e)) {
            return Err(failed(format!(
                "bench-kernel --op fused: {} relative error {e:e} at {}",
                row.op, row.shape
            )));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_fused_bench_reports_every_op_and_pass() {
        let out = bench_fused(&Device::Cpu, false).unwrap();
        assert!(out.starts_with("bench-kernel --op fused: CPU (GPU absent"), "{out}");
        for (op, passes) in [("layer_norm", 2), ("bias_gelu", 2), ("cross_entropy", 3)] {
            assert_eq!(
                out.lines().filter(|l| l.starts_with(op)).count(),
                passes,
                "{op} fwd + bwd (+ train) in\n{out}"
            );
        }
        let json = bench_fused(&Device::Cpu, true).unwrap();
        assert_eq!(json.lines().count(), 7, "{json}");
        for line in json.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert!(v["gbs"].as_f64().unwrap() > 0.0 && v["kernel_us"].is_null(), "{line}");
            assert_eq!(v["rel_err"].is_null(), v["pass"] != "fwd", "{line}");
        }
    }
}
