//! `bench-kernel`: the custom GEMV (`ops::gemv`, SPEC §7) beside a device copy of the same
//! traffic and the library matmul at the same shapes, in the recipe of llm.c's `dev/cuda`:
//! median/min/max time, achieved GB/s, and the error against an f64 reference.
//!
//! What one table row measures:
//! - time: [`RUNS`] timed runs after [`WARMUP`] untimed ones. On CUDA each run is bracketed by
//!   two CUDA events on the device's stream, right after a 256 MiB read that evicts the L2 (so
//!   weights come from HBM, as in decoding) and keeps the GPU busy while the host enqueues the
//!   run (so host launch overhead is not counted). On the CPU, wall time around each run.
//! - GB/s: bytes the impl must move at least once (its weights, x and y) / median time. For our
//!   kernel that is 4·N·K (fp32 W, read once) + 2·rows·K (bf16 x) + 2·rows·N (bf16 y).
//! - copy: a device-to-device copy of half those bytes, so that read + written equal the
//!   kernel's traffic; its GB/s (read + written) is the ceiling the kernel is held against.
//! - rel err: `||y - y_ref||_inf / ||y_ref||_inf` over up to [`REF_ROWS`] rows of x, `y_ref`
//!   summed in f64 from the same bf16 x and fp32 W. NaN or more than [`ERR_TOL`] fails the bench.

use std::time::Instant;

use candle_core::{DType, Device, Tensor};

use crate::error::{Error, Result};
use crate::ops;

/// What to benchmark; `Default` gives the shapes of SPEC §7 at one row on the CPU.
#[derive(Debug, Clone)]
pub struct BenchOptions {
    /// `(N, K)`: W is `[N, K]`, x is `[rows, K]`.
    pub shapes: Vec<(usize, usize)>,
    /// Rows of x: 1 = decoding (memory-bound), B·T = training.
    pub rows: usize,
    /// One JSON object per line instead of the table.
    pub json: bool,
    pub device: Device,
}

/// Two square sizes to reach the bandwidth plateau, then the model's own weights (d_model 384):
/// MLP down (384x1536) and up (1536x384), attention qkv (1152x384), LM head (65x384).
pub const DEFAULT_SHAPES: [(usize, usize); 6] = [
    (4096, 4096),
    (8192, 8192),
    (384, 1536),
    (1536, 384),
    (1152, 384),
    (65, 384),
];

impl Default for BenchOptions {
    fn default() -> Self {
        BenchOptions {
            shapes: DEFAULT_SHAPES.to_vec(),
            rows: 1,
            json: false,
            device: Device::Cpu,
        }
    }
}

/// Untimed runs first: PTX load and JIT, cuBLAS heuristics, allocator warm-up.
const WARMUP: usize = 5;
/// Timed runs per (shape, impl); the issue asks for at least 50.
const RUNS: usize = 50;
/// Rows of x checked against the f64 reference (evenly spaced): the reference costs rows·N·K
/// f64 multiply-adds on the host, too many at rows = B·T.
const REF_ROWS: usize = 16;
/// SPEC §7: with bf16 operands the relative error stays under 1e-2 (bf16 has an 8-bit
/// significand: W and y each round by up to 2^-9 relative).
const ERR_TOL: f64 = 1e-2;
/// Elements of the f32 buffer read before each CUDA run: 256 MiB, five times the H200's L2.
#[cfg(feature = "cuda")]
const FLUSH_ELEMS: usize = 64 << 20;

/// Runs the benchmark and returns the printable table (or JSON lines when `opts.json`).
pub fn bench_kernel(opts: &BenchOptions) -> Result<String> {
    if opts.rows == 0 || opts.shapes.is_empty() || opts.shapes.iter().any(|&(n, k)| n == 0 || k == 0) {
        return Err(Error::Usage(
            "bench-kernel needs rows >= 1 and shapes N x K with N, K >= 1".into(),
        ));
    }
    let clock = Clock::new(&opts.device)?;
    let mut results = Vec::new();
    for &(n, k) in &opts.shapes {
        results.extend(bench_shape(&clock, &opts.device, opts.rows, n, k)?);
    }
    if let Some(bad) = results
        .iter()
        .find(|r| r.rel_err.is_some_and(|e| e.is_nan() || e > ERR_TOL))
    {
        let e = bad.rel_err.unwrap_or(f64::NAN);
        return Err(candle_core::Error::Msg(format!(
            "bench-kernel: {} at {}x{} (rows {}) has relative error {e:e}, over the tolerance {ERR_TOL:e}",
            bad.name, bad.n, bad.k, opts.rows
        ))
        .into());
    }
    Ok(if opts.json {
        json_lines(&clock, opts.rows, &results)
    } else {
        table(&clock, opts.rows, &results)
    })
}

/// One table row.
struct Measured {
    n: usize,
    k: usize,
    name: &'static str,
    times: Stats,
    bytes: usize,
    flops: usize,
    /// None for the copy, which computes nothing.
    rel_err: Option<f64>,
    /// This impl's GB/s over the copy's, at the same shape.
    of_copy: f64,
    /// This impl's median time over cuBLAS-with-bf16-weights' (None on the CPU).
    of_bf16: Option<f64>,
}

fn bench_shape(clock: &Clock, dev: &Device, rows: usize, n: usize, k: usize) -> Result<Vec<Measured>> {
    // Inputs: x bf16 (the activation dtype of decoding and of the bf16 policy), W the fp32 master.
    let x = Tensor::randn(0f32, 1.0, (rows, k), dev)?.to_dtype(DType::BF16)?;
    let w = Tensor::randn(0f32, 1.0, (n, k), dev)?;
    let x_f32 = x.to_dtype(DType::F32)?; // exact: the same values in fp32
    let reference = Reference::new(&x, &w)?;
    let (x_in, y_out) = (2 * rows * k, 2 * rows * n); // bf16 bytes
    let flops = 2 * rows * n * k;

    let mut out = Vec::new();
    let mut push = |name, times: Stats, bytes, y: Option<Tensor>| -> Result<()> {
        let rel_err = y.map(|y| reference.rel_err(&y)).transpose()?;
        out.push(Measured {
            n,
            k,
            name,
            times,
            bytes,
            flops,
            rel_err,
            of_copy: 0.0,
            of_bf16: None,
        });
        Ok(())
    };

    let ours = if !clock.is_cuda() {
        "gemv cpu_fwd (reference)"
    } else if rows <= ops::GEMV_MAX_ROWS {
        "gemv (ours, kernel)"
    } else {
        "gemv (ours, W->bf16+cuBLAS)"
    };
    let times = clock.time(|| ops::gemv(&x, &w))?;
    push(ours, times, 4 * n * k + x_in + y_out, Some(ops::gemv(&x, &w)?))?;

    let copy_bytes = (4 * n * k + x_in + y_out) / 2;
    let times = clock.time_copy(copy_bytes)?;
    push(
        if clock.is_cuda() { "copy d2d" } else { "copy (memcpy)" },
        times,
        2 * copy_bytes,
        None,
    )?;

    let wt = w.t()?; // [K, N] view: cuBLAS / gemm read it transposed, no copy
    let times = clock.time(|| Ok(x_f32.matmul(&wt)?))?;
    let name = if clock.is_cuda() {
        "cuBLAS fp32 W"
    } else {
        "candle matmul fp32 W"
    };
    push(name, times, 4 * (n * k + rows * k + rows * n), Some(x_f32.matmul(&wt)?))?;

    if clock.is_cuda() {
        let wt_bf16 = w.to_dtype(DType::BF16)?.t()?; // converted once, outside the timing
        let times = clock.time(|| Ok(x.matmul(&wt_bf16)?))?;
        push(
            "cuBLAS bf16 W",
            times,
            2 * n * k + x_in + y_out,
            Some(x.matmul(&wt_bf16)?),
        )?;
    }

    let copy_gbs = out[1].gbs();
    let bf16_us = out.get(3).map(|m| m.times.median);
    for m in &mut out {
        m.of_copy = m.gbs() / copy_gbs;
        m.of_bf16 = bf16_us.map(|b| m.times.median / b);
    }
    Ok(out)
}

impl Measured {
    fn gbs(&self) -> f64 {
        self.bytes as f64 / (self.times.median * 1e-6) / 1e9
    }
    fn tflops(&self) -> f64 {
        self.flops as f64 / (self.times.median * 1e-6) / 1e12
    }
}

/// Median, min and max of the timed runs, in microseconds.
#[derive(Debug, Clone, Copy)]
struct Stats {
    median: f64,
    min: f64,
    max: f64,
}

impl Stats {
    fn of(mut us: Vec<f64>) -> Stats {
        us.sort_by(f64::total_cmp);
        let mid = us.len() / 2;
        let median = if us.len().is_multiple_of(2) {
            (us[mid - 1] + us[mid]) / 2.0
        } else {
            us[mid]
        };
        Stats {
            median,
            min: us[0],
            max: us[us.len() - 1],
        }
    }
}

/// What CUPTI saw of one run: GPU time of its kernels, memcpys and memsets (no launch gaps),
/// and how many there were.
#[derive(Clone, Copy)]
struct Kernels {
    us: f64,
    launches: f64,
}

/// Runs traced with CUPTI per op (after the timed ones), L2 flushed before each as there.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
const TRACED: usize = 10;

/// How runs are timed on each device.
enum Clock {
    Cpu,
    #[cfg(feature = "cuda")]
    Cuda {
        device: Device,
        stream: std::sync::Arc<candle_core::cuda_backend::cudarc::driver::CudaStream>,
        name: String,
        /// Read (reduced) before each run: evicts the L2 and keeps the GPU busy meanwhile.
        flush: Tensor,
    },
}

impl Clock {
    fn new(dev: &Device) -> Result<Clock> {
        match dev {
            Device::Cpu => Ok(Clock::Cpu),
            #[cfg(feature = "cuda")]
            Device::Cuda(cuda) => {
                use candle_core::cuda_backend::WrapErr;
                let stream = cuda.cuda_stream();
                let name = stream.context().name().w()?;
                let flush = Tensor::zeros((FLUSH_ELEMS / 1024, 1024), DType::F32, dev)?;
                Ok(Clock::Cuda {
                    device: dev.clone(),
                    stream,
                    name,
                    flush,
                })
            }
            other => Err(Error::Usage(format!(
                "bench-kernel runs on the CPU or CUDA, not {other:?}"
            ))),
        }
    }

    fn is_cuda(&self) -> bool {
        !matches!(self, Clock::Cpu)
    }

    fn describe(&self) -> String {
        match self {
            Clock::Cpu => format!(
                "CPU (GPU absent: {}); wall time per run",
                if cfg!(feature = "cuda") {
                    "device is the CPU"
                } else {
                    "built without the cuda feature"
                }
            ),
            #[cfg(feature = "cuda")]
            Clock::Cuda { device, name, .. } => format!(
                "{name} ({:?}); CUDA events per run, L2 flushed before each",
                device.location()
            ),
        }
    }

    /// A copy of `bytes` between two buffers allocated beforehand: `cuMemcpyDtoDAsync` on CUDA,
    /// `copy_from_slice` on the CPU.
    fn time_copy(&self, bytes: usize) -> Result<Stats> {
        match self {
            Clock::Cpu => {
                let src = vec![1u8; bytes];
                let mut dst = vec![0u8; bytes];
                self.time(|| {
                    dst.copy_from_slice(&src);
                    std::hint::black_box(&mut dst);
                    Ok(())
                })
            }
            #[cfg(feature = "cuda")]
            Clock::Cuda { stream, .. } => {
                use candle_core::cuda_backend::WrapErr;
                let src = stream.alloc_zeros::<u8>(bytes).w()?;
                let mut dst = stream.alloc_zeros::<u8>(bytes).w()?;
                self.time(|| Ok(stream.memcpy_dtod(&src, &mut dst).w()?))
            }
        }
    }

    /// `time`, then [`TRACED`] runs under CUPTI: the mean GPU time and count of what each run
    /// launched (None on the CPU, or without CUPTI).
    fn time_with_kernels<T>(&self, mut run: impl FnMut() -> Result<T>) -> Result<(Stats, Option<Kernels>)> {
        let stats = self.time(&mut run)?;
        match self {
            Clock::Cpu => Ok((stats, None)),
            #[cfg(feature = "cuda")]
            Clock::Cuda { device, flush, .. } => {
                let mut trace = crate::gpu_trace::GpuTrace::start(device);
                if trace.unavailable().is_some() {
                    return Ok((stats, None));
                }
                for _ in 0..TRACED {
                    drop(flush.sum_keepdim(1)?);
                    device.synchronize()?;
                    trace.mark(None); // the flush is nobody's
                    let out = run()?;
                    device.synchronize()?;
                    trace.mark(Some(0));
                    drop(out);
                }
                let t = trace
                    .finish()
                    .map_err(|e| Error::Usage(format!("bench-kernel: CUPTI: {e}")))?;
                let s = t.slot(0);
                let kernels = Kernels {
                    us: s.gpu_ns as f64 / 1e3 / TRACED as f64,
                    launches: s.ops() as f64 / TRACED as f64,
                };
                Ok((stats, Some(kernels)))
            }
        }
    }

    /// [`WARMUP`] untimed runs of `run`, then [`RUNS`] timed ones; what `run` returns (its
    /// output) is dropped after the clock stops.
    fn time<T>(&self, mut run: impl FnMut() -> Result<T>) -> Result<Stats> {
        for _ in 0..WARMUP {
            run()?;
        }
        let us = match self {
            Clock::Cpu => (0..RUNS)
                .map(|_| {
                    let start = Instant::now();
                    let out = run()?; // CPU ops are synchronous
                    let us = start.elapsed().as_secs_f64() * 1e6;
                    drop(out);
                    Ok(us)
                })
                .collect::<Result<Vec<f64>>>()?,
            #[cfg(feature = "cuda")]
            Clock::Cuda {
                device, stream, flush, ..
            } => {
                use candle_core::cuda_backend::cudarc::driver::sys::CUevent_flags;
                use candle_core::cuda_backend::WrapErr;
                device.synchronize()?;
                let mut events = Vec::with_capacity(RUNS);
                for _ in 0..RUNS {
                    drop(flush.sum_keepdim(1)?); // 256 MiB read; the host runs ahead meanwhile
                    let start = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT)).w()?;
                    let out = run()?;
                    let end = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT)).w()?;
                    drop(out); // freed in stream order, after `end`
                    events.push((start, end));
                }
                device.synchronize()?; // the one wait, after all runs are enqueued
                events
                    .iter()
                    .map(|(start, end)| Ok(start.elapsed_ms(end).w()? as f64 * 1e3))
                    .collect::<Result<Vec<f64>>>()?
            }
        };
        Ok(Stats::of(us))
    }
}

/// `y_ref` in f64 for up to [`REF_ROWS`] evenly spaced rows of x, from the very inputs the impls
/// get (bf16 x widened exactly, fp32 W), and the row indices to pick the same rows of each `y`.
struct Reference {
    rows: Tensor,
    /// `[n, m]`: column-major in the picked rows, m = rows picked.
    y_t: Vec<f64>,
    n: usize,
    m: usize,
}

impl Reference {
    fn new(x: &Tensor, w: &Tensor) -> Result<Reference> {
        let (rows, k) = x.dims2()?;
        let n = w.dim(0)?;
        let m = rows.min(REF_ROWS);
        let picked: Vec<u32> = (0..m).map(|i| (i * rows / m) as u32).collect();
        let idx = Tensor::new(picked.as_slice(), x.device())?;
        let xs = x
            .index_select(&idx, 0)?
            .to_dtype(DType::F32)?
            .flatten_all()?
            .to_vec1::<f32>()?;
        let ws = w.flatten_all()?.to_vec1::<f32>()?;
        let mut y_t = vec![0f64; n * m];
        // Split the output columns over the host's cores: at 8192x8192 this is 16 x 67M f64 FMAs.
        let threads = std::thread::available_parallelism().map_or(1, |p| p.get());
        let per = n.div_ceil(threads).max(1);
        std::thread::scope(|scope| {
            for (c, chunk) in y_t.chunks_mut(per * m).enumerate() {
                let (xs, ws) = (&xs, &ws);
                scope.spawn(move || {
                    for (jj, col) in chunk.chunks_mut(m).enumerate() {
                        let w_row = &ws[(c * per + jj) * k..][..k];
                        for (i, out) in col.iter_mut().enumerate() {
                            let x_row = &xs[i * k..][..k];
                            *out = x_row.iter().zip(w_row).map(|(&a, &b)| a as f64 * b as f64).sum();
                        }
                    }
                });
            }
        });
        Ok(Reference { rows: idx, y_t, n, m })
    }

    /// `||y - y_ref||_inf / ||y_ref||_inf` on the picked rows; NaN if `y` holds a NaN.
    fn rel_err(&self, y: &Tensor) -> Result<f64> {
        let y = y
            .index_select(&self.rows, 0)?
            .to_dtype(DType::F32)?
            .flatten_all()?
            .to_vec1::<f32>()?;
        let (mut num, mut den) = (0f64, 0f64);
        for i in 0..self.m {
            for j in 0..self.n {
                let want = self.y_t[j * self.m + i];
                let diff = (y[i * self.n + j] as f64 - want).abs();
                if diff.is_nan() {
                    return Ok(f64::NAN); // f64::max would skip it
                }
                num = num.max(diff);
                den = den.max(want.abs());
            }
        }
        Ok(num / den)
    }
}

fn table(clock: &Clock, rows: usize, results: &[Measured]) -> String {
    let mut s = format!(
        "bench-kernel: y = x·Wᵀ, x [rows = {rows}, K] bf16, W [N, K] fp32 master, y bf16\n\
         device: {}\n\
         {RUNS} timed runs after {WARMUP} warm-up; GB/s = bytes moved / median; copy moves the \
         same bytes (read + written); rel err = max-norm vs f64 on {} row(s), tolerance {ERR_TOL:e}\n\
         {}\n\n",
        clock.describe(),
        rows.min(REF_ROWS),
        if clock.is_cuda() {
            format!(
                "ours: rows <= {} -> GEMV kernel (kernels/gemv.cu), more rows -> W to bf16 + cuBLAS",
                ops::GEMV_MAX_ROWS
            )
        } else {
            "ours: the CPU reference (cpu_fwd); the CUDA kernel is not timed here".to_string()
        },
    );
    s += &format!(
        "{:<11} {:<28} {:>10} {:>10} {:>10} {:>9} {:>6} {:>8} {:>8} {:>9}\n",
        "N x K", "impl", "median us", "min us", "max us", "GB/s", "%copy", "TFLOP/s", "x bf16", "rel err"
    );
    for (i, m) in results.iter().enumerate() {
        let first = i == 0 || results[i - 1].n != m.n || results[i - 1].k != m.k;
        let shape = if first {
            format!("{}x{}", m.n, m.k)
        } else {
            String::new()
        };
        let of_bf16 = m.of_bf16.map_or("-".to_string(), |r| format!("{r:.2}"));
        let rel = m.rel_err.map_or("-".to_string(), |e| format!("{e:.2e}"));
        s += &format!(
            "{shape:<11} {:<28} {:>10.2} {:>10.2} {:>10.2} {:>9.1} {:>5.0}% {:>8.2} {of_bf16:>8} {rel:>9}\n",
            m.name,
            m.times.median,
            m.times.min,
            m.times.max,
            m.gbs(),
            100.0 * m.of_copy,
            m.tflops(),
        );
    }
    s
}

fn json_lines(clock: &Clock, rows: usize, results: &[Measured]) -> String {
    let mut s = String::new();
    for m in results {
        let line = serde_json::json!({
            "device": clock.describe(),
            "rows": rows,
            "n": m.n,
            "k": m.k,
            "impl": m.name,
            "median_us": m.times.median,
            "min_us": m.times.min,
            "max_us": m.times.max,
            "runs": RUNS,
            "bytes": m.bytes,
            "gb_per_s": m.gbs(),
            "of_copy": m.of_copy,
            "tflop_per_s": m.tflops(),
            "time_over_cublas_bf16": m.of_bf16,
            "rel_err": m.rel_err,
        });
        s += &line.to_string();
        s.push('\n');
    }
    s
}

/// The median of `v` (the upper one for an even count).
fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// CUDA events recorded on the device's stream around a stretch of work: GPU time from the
/// first launch after `start` to the completion of the last before `stop`. Nothing on the CPU.
enum GpuSpan {
    None,
    #[cfg(feature = "cuda")]
    Started(
        std::sync::Arc<candle_core::cuda_backend::cudarc::driver::CudaStream>,
        candle_core::cuda_backend::cudarc::driver::CudaEvent,
    ),
    #[cfg(feature = "cuda")]
    Stopped(
        candle_core::cuda_backend::cudarc::driver::CudaEvent,
        candle_core::cuda_backend::cudarc::driver::CudaEvent,
    ),
}

impl GpuSpan {
    fn start(device: &Device) -> Result<Self> {
        match device {
            #[cfg(feature = "cuda")]
            Device::Cuda(cuda) => {
                use candle_core::cuda_backend::cudarc::driver::sys::CUevent_flags;
                use candle_core::cuda_backend::WrapErr;
                let stream = cuda.cuda_stream();
                let start = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT)).w()?;
                Ok(GpuSpan::Started(stream, start))
            }
            _ => Ok(GpuSpan::None),
        }
    }

    fn stop(self) -> Result<Self> {
        match self {
            #[cfg(feature = "cuda")]
            GpuSpan::Started(stream, start) => {
                use candle_core::cuda_backend::cudarc::driver::sys::CUevent_flags;
                use candle_core::cuda_backend::WrapErr;
                let end = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT)).w()?;
                Ok(GpuSpan::Stopped(start, end))
            }
            other => Ok(other),
        }
    }

    /// Milliseconds between the events, once the device has passed the second; None on the CPU.
    fn elapsed_ms(&self) -> Result<Option<f64>> {
        match self {
            #[cfg(feature = "cuda")]
            GpuSpan::Stopped(start, end) => {
                use candle_core::cuda_backend::WrapErr;
                Ok(Some(start.elapsed_ms(end).w()? as f64))
            }
            _ => Ok(None),
        }
    }
}

/// `bench-kernel --op attention`: the fused causal attention (`ops::causal_attention`,
/// kernels/attention.cu) at the S shape [64, 6, 256, 64] and the M shape [16, 12, 1024, 64],
/// bf16: forward and forward + backward (the whole autograd pass seeded with dO = ones; a full
/// `sum_all` in candle is one slow block and would dominate), median of [`RUNS`] after
/// [`WARMUP`], the device synchronised around each run: host wall time, and GPU time between
/// CUDA events recorded before the first launch and after the last; TFLOP/s (from GPU time)
/// count the causal half of 4·B·H·T²·Dh forward and 2.5× that backward. The error column compares
/// the output of one head with the op's CPU path in f64 on the same bf16 inputs.
pub fn bench_attention(device: &Device, json: bool) -> Result<String> {
    // Allocations as in training (and as PyTorch's caching allocator): freed memory stays pooled.
    ops::keep_memory_pool(device)?;
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut out = String::new();
    // The CPU path is the per-head reference: a small shape, and the header says so.
    let shapes: &[[usize; 4]] = if device.is_cuda() {
        &[[64, 6, 256, 64], [16, 12, 1024, 64]]
    } else {
        &[[2, 2, 128, 64]]
    };
    if !json {
        out += "bench-kernel --op attention: causal softmax(q·kᵀ/√Dh)·v, bf16, fp32 softmax and accumulation\n";
        if !device.is_cuda() {
            out += "device: CPU (GPU absent): the reference path at a small shape (GPU ms = host ms); S and M are timed on CUDA\n";
        }
        out += &format!(
            "{:<28} {:>8} {:>8} {:>8} {:>10} {:>10} {:>8} {:>10}\n",
            "B, H, T, Dh  layout", "fwd ms", "GPU ms", "TFLOP/s", "f+b ms", "GPU ms", "TFLOP/s", "rel err"
        );
    }
    for &dims in shapes {
        let n: usize = dims.iter().product();
        let mut tensor = || -> Result<candle_core::Var> {
            let v: Vec<f32> = (0..n).map(|_| rng.random_range(-2.0f32..2.0)).collect();
            Ok(candle_core::Var::from_tensor(
                &Tensor::from_vec(v, &dims[..], device)?.to_dtype(DType::BF16)?,
            )?)
        };
        let (q, k, v) = (tensor()?, tensor()?, tensor()?);
        // The model's layout: q, k, v packed in one [B, T, 3C] tensor (the qkv projection).
        let [b_, h_, t_, d_] = dims;
        let qkv = candle_core::Var::from_tensor(
            &Tensor::randn(0f32, 1.0, (b_, t_, 3 * h_ * d_), device)?.to_dtype(DType::BF16)?,
        )?;
        // (host ms, GPU ms): wall time between device syncs, and CUDA events recorded on the stream
        // before the first launch and after the last (the CPU has no second clock: host twice).
        let time = |run: &dyn Fn() -> Result<Tensor>, with_bwd: bool| -> Result<(f64, f64)> {
            let (mut host, mut gpu) = (Vec::with_capacity(RUNS), Vec::with_capacity(RUNS));
            for i in 0..WARMUP + RUNS {
                device.synchronize()?;
                let events = GpuSpan::start(device)?;
                let start = Instant::now();
                let o = run()?;
                if with_bwd {
                    o.backward()?; // seeds dO = ones: no reduction in the timed pass
                }
                let events = events.stop()?;
                device.synchronize()?;
                let ms = start.elapsed().as_secs_f64() * 1e3;
                if i >= WARMUP {
                    host.push(ms);
                    gpu.push(events.elapsed_ms()?.unwrap_or(ms));
                }
            }
            Ok((median(host), median(gpu)))
        };
        let heads = || ops::causal_attention(q.as_tensor(), k.as_tensor(), v.as_tensor());
        let packed = || ops::causal_attention_qkv(qkv.as_tensor(), h_, None);
        let (fwd, both) = (time(&heads, false)?, time(&heads, true)?);
        let (fwd_p, both_p) = (time(&packed, false)?, time(&packed, true)?);
        // One head checked against the CPU path in f64 (exact inputs: bf16 values widened).
        let head = |t: &candle_core::Var| -> Result<Tensor> {
            Ok(t.as_tensor()
                .narrow(0, 0, 1)?
                .narrow(1, 0, 1)?
                .to_device(&Device::Cpu)?
                .to_dtype(DType::F64)?)
        };
        let want = ops::causal_attention(&head(&q)?, &head(&k)?, &head(&v)?)?
            .flatten_all()?
            .to_vec1::<f64>()?;
        let got = ops::causal_attention(q.as_tensor(), k.as_tensor(), v.as_tensor())?
            .narrow(0, 0, 1)?
            .narrow(1, 0, 1)?
            .to_device(&Device::Cpu)?
            .to_dtype(DType::F64)?
            .flatten_all()?
            .to_vec1::<f64>()?;
        let err = got.iter().zip(&want).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max)
            / want.iter().map(|x| x.abs()).fold(0.0, f64::max);
        let [b, h, t, d] = dims.map(|x| x as f64);
        let flop = 0.5 * 4.0 * b * h * t * t * d;
        for (layout, fwd, both) in [("heads", fwd, both), ("packed qkv", fwd_p, both_p)] {
            let ((fwd, fwd_gpu), (both, both_gpu)) = (fwd, both);
            let (tf_fwd, tf_both) = (flop / fwd_gpu / 1e9, 3.5 * flop / both_gpu / 1e9);
            if json {
                out += &format!(
                    "{{\"op\":\"attention\",\"layout\":\"{layout}\",\"dims\":{dims:?},\"fwd_ms\":{fwd},\"fwd_gpu_ms\":{fwd_gpu},\"fwd_tflops\":{tf_fwd},\"fwd_bwd_ms\":{both},\"fwd_bwd_gpu_ms\":{both_gpu},\"fwd_bwd_tflops\":{tf_both},\"rel_err\":{err}}}\n"
                );
            } else {
                out += &format!(
                    "{:<28} {fwd:>8.3} {fwd_gpu:>8.3} {tf_fwd:>8.1} {both:>10.3} {both_gpu:>10.3} {tf_both:>8.1} {err:>10.2e}\n",
                    format!("{dims:?} {layout}")
                );
            }
        }
        if err.is_nan() || err > ERR_TOL {
            return Err(candle_core::Error::Msg(format!(
                "bench-kernel --op attention: relative error {err:e} at {dims:?}"
            ))
            .into());
        }
    }
    Ok(out)
}

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
    let rows = got.dim(0)?.min(REF_ROWS);
    let g = got
        .narrow(0, 0, rows)?
        .to_device(&Device::Cpu)?
        .to_dtype(DType::F64)?
        .flatten_all()?
        .to_vec1::<f64>()?;
    let w = want
        .narrow(0, 0, rows)?
        .to_dtype(DType::F64)?
        .flatten_all()?
        .to_vec1::<f64>()?;
    let (mut num, mut den) = (0f64, 0f64);
    for (a, b) in g.iter().zip(&w) {
        let d = (a - b).abs();
        if d.is_nan() {
            return Ok(f64::NAN);
        }
        num = num.max(d);
        den = den.max(b.abs());
    }
    Ok(num / den.max(f64::MIN_POSITIVE))
}

/// The first [`REF_ROWS`] rows of `t`, on the CPU, in f64 (exact widening).
fn head_f64(t: &Tensor) -> Result<Tensor> {
    Ok(t.narrow(0, 0, t.dim(0)?.min(REF_ROWS))?
        .to_device(&Device::Cpu)?
        .to_dtype(DType::F64)?)
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
        let mut add = |op, dims: String, phase, (times, kernels), bytes: usize, rel_err| -> Result<()> {
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
        add(
            "layer_norm",
            format!("{r}x{c}"),
            "fwd",
            fwd,
            r * c * 6,
            Some(rows_rel_err(&y, &want)?),
        )?;
        let dy = Tensor::randn(0f32, 1.0, (r, c), device)?.to_dtype(bf16)?;
        let bwd = clock.time_with_kernels(|| ops::layer_norm_bwd(&x, &g, &dy, 1e-5))?;
        add("layer_norm", format!("{r}x{c}"), "bwd", bwd, r * c * 10, None)?;

        // bias + GELU over the MLP's hidden layer, bf16 [r, 4c] with an f32 bias.
        let n = 4 * c;
        let h = Tensor::randn(0f32, 1.5, (r, n), device)?.to_dtype(bf16)?;
        let hb = Tensor::randn(0f32, 0.5, n, device)?;
        let fwd = clock.time_with_kernels(|| ops::bias_gelu(&h, &hb))?;
        let y = ops::bias_gelu(&h, &hb)?;
        let want = ops::bias_gelu(&head_f64(&h)?, &hb.to_device(&Device::Cpu)?.to_dtype(DType::F64)?)?;
        add(
            "bias_gelu",
            format!("{r}x{n}"),
            "fwd",
            fwd,
            r * n * 4,
            Some(rows_rel_err(&y, &want)?),
        )?;
        let dy = Tensor::randn(0f32, 1.0, (r, n), device)?.to_dtype(bf16)?;
        let bwd = clock.time_with_kernels(|| ops::bias_gelu_bwd(&h, &hb, &dy))?;
        add("bias_gelu", format!("{r}x{n}"), "bwd", bwd, r * n * 6, None)?;

        // cross-entropy over bf16 logits [r, v]; the backward is the loss's whole autograd pass
        // (a scalar seed, then the one dlogits kernel).
        let logits = candle_core::Var::from_tensor(&Tensor::randn(0f32, 3.0, (r, v), device)?.to_dtype(bf16)?)?;
        let t = Tensor::rand(0f32, v as f32, r, device)?
            .floor()?
            .clamp(0f32, (v - 1) as f32)?
            .to_dtype(DType::U32)?;
        let fwd = clock.time_with_kernels(|| ops::cross_entropy(logits.as_tensor(), &t))?;
        let head = |x: &Tensor| x.narrow(0, 0, REF_ROWS.min(r));
        let got = ops::cross_entropy(&head(logits.as_tensor())?, &head(&t)?)?.reshape(1)?;
        let want =
            ops::cross_entropy(&head_f64(logits.as_tensor())?, &head(&t)?.to_device(&Device::Cpu)?)?.reshape(1)?;
        add(
            "cross_entropy",
            format!("{r}x{v}"),
            "fwd",
            fwd,
            r * v * 2,
            Some(rows_rel_err(&got, &want)?),
        )?;
        let loss = ops::cross_entropy(logits.as_tensor(), &t)?;
        let bwd = clock.time_with_kernels(|| Ok(loss.backward()?))?;
        add("cross_entropy", format!("{r}x{v}"), "bwd", bwd, r * v * 4, None)?;
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
        let gbs = |t: &Stats| row.bytes as f64 / (t.median * 1e-6) / 1e9;
        let (ours, copy) = (gbs(&row.times), gbs(&row.copy));
        let err = row.rel_err.map_or("-".to_string(), |e| format!("{e:.2e}"));
        // %copy of the kernels alone: bytes over kernel time, against the copy's bandwidth.
        let kernel_pct = row
            .kernels
            .map(|k| 100.0 * row.bytes as f64 / (k.us * 1e-6) / 1e9 / copy);
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
        if let Some(e) = row.rel_err.filter(|e| e.is_nan() || *e > ERR_TOL) {
            return Err(candle_core::Error::Msg(format!(
                "bench-kernel --op fused: {} relative error {e:e} at {}",
                row.op, row.shape
            ))
            .into());
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_bench_runs_small_shapes_and_reports_every_impl() {
        let opts = BenchOptions {
            shapes: vec![(7, 33), (16, 64)],
            rows: 3,
            ..Default::default()
        };
        let out = bench_kernel(&opts).unwrap();
        assert!(out.contains("GPU absent"), "{out}");
        for name in ["gemv cpu_fwd", "copy", "candle matmul fp32 W", "7x33", "16x64"] {
            assert!(out.contains(name), "{name} missing in\n{out}");
        }
        let json = bench_kernel(&BenchOptions { json: true, ..opts }).unwrap();
        assert_eq!(json.lines().count(), 6);
        for line in json.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert!(v["median_us"].as_f64().unwrap() > 0.0);
        }
    }

    #[test]
    fn stats_median_min_max() {
        let s = Stats::of(vec![3.0, 1.0, 2.0, 10.0]);
        assert_eq!((s.median, s.min, s.max), (2.5, 1.0, 10.0));
    }

    #[test]
    fn bad_options_are_usage_errors() {
        let opts = BenchOptions {
            rows: 0,
            ..Default::default()
        };
        assert!(matches!(bench_kernel(&opts), Err(Error::Usage(_))));
    }
}
