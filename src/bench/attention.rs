//! `bench-kernel --op attention`: the fused causal attention forward and backward, host and GPU
//! time, the GPU's busy time (CUPTI), TFLOP/s and the error of one head against the CPU path.

use std::time::Instant;

use candle_core::{DType, Device, Tensor};

use super::timing::{median, GpuSpan};
use super::{failed, host_f64, host_f64_vec, max_rel_err, over_tolerance, RUNS, WARMUP};
use crate::error::Result;
use crate::ops;

/// `bench-kernel --op attention`: the fused causal attention (`ops::causal_attention`,
/// kernels/attention.cu in bf16 (on an sm_90 GPU its wgmma kernels, with the mma.sync ones beside
/// them as "packed mma.sync"), and on CUDA kernels/attention_f32.cu in f32) at the S shape
/// [64, 6, 256, 64] and the M shape [16, 12, 1024, 64] (GPT-2 small's heads): forward and
/// forward + backward (the whole autograd pass seeded with dO = ones, a tensor made once before
/// the runs: a full `sum_all` in candle is one slow block and would dominate, and filling dO in
/// each run would time candle's fill kernel, 2.6× PyTorch's, docs/PERFORMANCE.md), median of
/// [`RUNS`] after [`WARMUP`], the device synchronised around each run: host wall time, and GPU
/// time between CUDA events recorded before the first launch and after the last; TFLOP/s (from
/// GPU time) count the causal half of 4·B·H·T²·Dh forward and 2.5× that backward. "busy ms" is the time
/// the GPU spent on what one run launched, by CUPTI ([`TRACED`] more runs after the timed ones):
/// the union of its kernels', memsets' and memcpys' intervals, without the gaps between them in
/// which the GPU waits for the host, which the events' span includes (scripts/sdpa_bench.py
/// reports PyTorch's the same way, from its profiler). Where the host launches slower than the
/// GPU runs, the span measures the host; the busy time is what the op costs inside a step. With
/// `--json` each row also lists the kernels of forward + backward with their own mean times
/// (`fwd_bwd_kernels`), as the PyTorch script does, so that what a busy time holds besides the
/// attention (the fill of dO, copies) can be told apart on both sides. The error column
/// compares the output of one head with the op's CPU path in f64 on the same dtype-rounded
/// inputs.
pub fn bench_attention(device: &Device, json: bool) -> Result<String> {
    // Allocations as in training (and as PyTorch's caching allocator): freed memory stays pooled.
    ops::keep_memory_pool(device)?;
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut out = String::new();
    // The CPU path is the per-head reference: a small shape, and the header says so. On CUDA
    // each shape runs in bf16 (tensor cores) and in f32 (FFMA, no TF32).
    let (shapes, dtypes): (&[[usize; 4]], &[DType]) = if device.is_cuda() {
        (&[[64, 6, 256, 64], [16, 12, 1024, 64]], &[DType::BF16, DType::F32])
    } else {
        (&[[2, 2, 128, 64]], &[DType::BF16])
    };
    if !json {
        out += "bench-kernel --op attention: causal softmax(q·kᵀ/√Dh)·v, bf16 and f32, fp32 softmax and accumulation\n";
        if !device.is_cuda() {
            out += "device: CPU (GPU absent): the reference path at a small shape (GPU ms = host ms); S and M are timed on CUDA\n";
        }
        out += &format!(
            "{:<28} {:<5} {:>8} {:>8} {:>8} {:>10} {:>10} {:>10} {:>8} {:>10}\n",
            "B, H, T, Dh  layout",
            "dtype",
            "fwd ms",
            "GPU ms",
            "TFLOP/s",
            "f+b ms",
            "GPU ms",
            "busy ms",
            "TFLOP/s",
            "rel err"
        );
    }
    for (&dims, &dtype) in shapes.iter().flat_map(|s| dtypes.iter().map(move |d| (s, d))) {
        let n: usize = dims.iter().product();
        let mut tensor = || -> Result<candle_core::Var> {
            let v: Vec<f32> = (0..n).map(|_| rng.random_range(-2.0f32..2.0)).collect();
            Ok(candle_core::Var::from_tensor(
                &Tensor::from_vec(v, &dims[..], device)?.to_dtype(dtype)?,
            )?)
        };
        let (q, k, v) = (tensor()?, tensor()?, tensor()?);
        // The model's layout: q, k, v packed in one [B, T, 3C] tensor (the qkv projection).
        let [b_, h_, t_, d_] = dims;
        let qkv =
            candle_core::Var::from_tensor(&Tensor::randn(0f32, 1.0, (b_, t_, 3 * h_ * d_), device)?.to_dtype(dtype)?)?;
        // (host ms, GPU ms, busy ms): wall time between device syncs, CUDA events recorded on the
        // stream before the first launch and after the last (the CPU has no second clock: host
        // twice), and CUPTI's busy time of what a run launched (None on the CPU or without CUPTI).
        let time = |run: &dyn Fn() -> Result<Tensor>, with_bwd: bool| -> Result<Timing> {
            // dO = ones, made once here: no reduction and no fill in the timed pass (in training
            // dO comes from the next op's backward)
            let seed = if with_bwd { Some(run()?.ones_like()?) } else { None };
            let pass = || -> Result<()> {
                let o = run()?;
                if let Some(seed) = &seed {
                    o.backward_seeded(seed.clone(), &mut |_, _| Ok(()))?;
                }
                Ok(())
            };
            let (mut host, mut gpu) = (Vec::with_capacity(RUNS), Vec::with_capacity(RUNS));
            for i in 0..WARMUP + RUNS {
                device.synchronize()?;
                let events = GpuSpan::start(device)?;
                let start = Instant::now();
                pass()?;
                let events = events.stop()?;
                device.synchronize()?;
                let ms = start.elapsed().as_secs_f64() * 1e3;
                if i >= WARMUP {
                    host.push(ms);
                    gpu.push(events.elapsed_ms()?.unwrap_or(ms));
                }
            }
            Ok(Timing {
                host: median(host),
                gpu: median(gpu),
                busy: busy_ms(device, &pass)?,
            })
        };
        let heads = || ops::causal_attention(q.as_tensor(), k.as_tensor(), v.as_tensor());
        let packed = || ops::causal_attention_qkv(qkv.as_tensor(), h_, None);
        let (fwd, both) = (time(&heads, false)?, time(&heads, true)?);
        let (fwd_p, both_p) = (time(&packed, false)?, time(&packed, true)?);
        #[cfg_attr(not(feature = "cuda"), allow(unused_mut))] // a CUDA build adds the mma.sync row
        let mut rows = vec![("heads", fwd, both), ("packed qkv", fwd_p, both_p)];
        // Where the wgmma kernels run (Dh 64, 16-bit, an sm_90 GPU), the mma.sync ones beside them.
        #[cfg(feature = "cuda")]
        if device.is_cuda() && dtype != DType::F32 && d_ == 64 {
            let sync = ops::on_mma_sync(|| -> Result<_> { Ok((time(&packed, false)?, time(&packed, true)?)) })?;
            rows.push(("packed mma.sync", sync.0, sync.1));
        }
        // One head checked against the CPU path in f64 (exact inputs: the dtype's values widened).
        let head = |t: &Tensor| -> Result<Tensor> { Ok(t.narrow(0, 0, 1)?.narrow(1, 0, 1)?) };
        let head_f64 = |t: &Tensor| host_f64(&head(t)?);
        let want = ops::causal_attention(&head_f64(&q)?, &head_f64(&k)?, &head_f64(&v)?)?;
        let got = head(&ops::causal_attention(q.as_tensor(), k.as_tensor(), v.as_tensor())?)?;
        let err = max_rel_err(host_f64_vec(&got)?.into_iter().zip(host_f64_vec(&want)?));
        let [b, h, t, d] = dims.map(|x| x as f64);
        let flop = 0.5 * 4.0 * b * h * t * t * d;
        for (layout, fwd, both) in rows {
            let (tf_fwd, tf_both) = (flop / fwd.gpu / 1e9, 3.5 * flop / both.gpu / 1e9);
            let dt = dtype.as_str();
            if json {
                let busy = |k: &Option<Busy>| k.as_ref().map_or("null".to_string(), |k| k.ms.to_string());
                // each kernel's mean ms a run, as scripts/sdpa_bench.py lists PyTorch's (the names
                // as JSON strings: CUPTI's C++ names hold quotes and angle brackets)
                let kernels = |k: &Option<Busy>| {
                    k.as_ref().map_or("null".to_string(), |k| {
                        let map: serde_json::Map<String, serde_json::Value> =
                            k.kernels.iter().map(|(n, ms)| (n.clone(), (*ms).into())).collect();
                        serde_json::Value::Object(map).to_string()
                    })
                };
                out += &format!(
                    "{{\"op\":\"attention\",\"layout\":\"{layout}\",\"dtype\":\"{dt}\",\"dims\":{dims:?},\"fwd_ms\":{},\"fwd_gpu_ms\":{},\"fwd_busy_ms\":{},\"fwd_tflops\":{tf_fwd},\"fwd_bwd_ms\":{},\"fwd_bwd_gpu_ms\":{},\"fwd_bwd_busy_ms\":{},\"fwd_bwd_kernels\":{},\"fwd_bwd_tflops\":{tf_both},\"rel_err\":{err}}}\n",
                    fwd.host,
                    fwd.gpu,
                    busy(&fwd.busy),
                    both.host,
                    both.gpu,
                    busy(&both.busy),
                    kernels(&both.busy)
                );
            } else {
                let busy = both.busy.as_ref().map_or("-".to_string(), |k| format!("{:.3}", k.ms));
                out += &format!(
                    "{:<28} {dt:<5} {:>8.3} {:>8.3} {tf_fwd:>8.1} {:>10.3} {:>10.3} {busy:>10} {tf_both:>8.1} {err:>10.2e}\n",
                    format!("{dims:?} {layout}"),
                    fwd.host,
                    fwd.gpu,
                    both.host,
                    both.gpu,
                );
            }
        }
        if over_tolerance(err) {
            return Err(failed(format!(
                "bench-kernel --op attention: relative error {err:e} at {dims:?} {dtype:?}"
            )));
        }
    }
    Ok(out)
}

/// One pass's medians over the timed runs, in ms (see [`bench_attention`]).
#[derive(Clone)]
struct Timing {
    host: f64,
    gpu: f64,
    /// CUPTI's busy time of what one run launched; None on the CPU or without CUPTI.
    busy: Option<Busy>,
}

/// What the GPU ran for one pass (CUPTI), in mean ms a pass.
#[derive(Clone)]
struct Busy {
    /// The union of its operations' intervals.
    ms: f64,
    /// Each kernel's own time by name, most first: what the busy time holds besides the
    /// attention's kernels (the fill of dO, copies), as beside PyTorch's.
    kernels: Vec<(String, f64)>,
}

/// Runs traced with CUPTI after the timed ones, for the busy time.
const TRACED: usize = 10;

/// The mean time the GPU is busy with what one `pass` launches (CUPTI: the union of its
/// kernels', memsets' and memcpys' intervals) and each kernel's, over [`TRACED`] passes, in ms;
/// None where CUPTI does not run (the CPU).
fn busy_ms(device: &Device, pass: &dyn Fn() -> Result<()>) -> Result<Option<Busy>> {
    let mut trace = crate::gpu_trace::GpuTrace::start(device);
    if trace.unavailable().is_some() {
        return Ok(None);
    }
    for _ in 0..TRACED {
        device.synchronize()?;
        trace.mark(None);
        pass()?;
        device.synchronize()?;
        trace.mark(Some(0));
    }
    let t = trace
        .finish()
        .map_err(|e| crate::error::Error::Usage(format!("bench-kernel --op attention: CUPTI: {e}")))?;
    if t.dropped > 0 {
        return Err(crate::error::Error::Usage(format!(
            "bench-kernel --op attention: CUPTI dropped {} records: the busy time would be low",
            t.dropped
        )));
    }
    let per_run = |ns: u64| ns as f64 / 1e6 / TRACED as f64;
    Ok(Some(Busy {
        ms: per_run(t.slot(0).busy_ns),
        kernels: t.kernels.iter().map(|k| (k.name.clone(), per_run(k.gpu_ns))).collect(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::ERR_TOL;

    #[test]
    fn cpu_attention_bench_reports_both_layouts() {
        let out = bench_attention(&Device::Cpu, false).unwrap();
        assert!(out.starts_with("bench-kernel --op attention: causal"), "{out}");
        assert!(out.contains("device: CPU (GPU absent)"), "{out}");
        for row in ["[2, 2, 128, 64] heads", "[2, 2, 128, 64] packed qkv"] {
            assert!(out.contains(row), "{row} missing in\n{out}");
        }
        let json = bench_attention(&Device::Cpu, true).unwrap();
        assert_eq!(json.lines().count(), 2, "{json}");
        for line in json.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert!(v["fwd_gpu_ms"].as_f64().unwrap() > 0.0, "{line}");
            assert!(v["rel_err"].as_f64().unwrap() <= ERR_TOL, "{line}");
            // no CUPTI on the CPU: the busy time is absent, never a made-up number
            for key in ["fwd_bwd_busy_ms", "fwd_bwd_kernels"] {
                assert!(v[key].is_null() && v.get(key).is_some(), "{key}: {line}");
            }
        }
    }
}
