//! `bench-kernel`: the custom GEMV (`ops::gemv`, docs/DESIGN.md §7) beside a device copy of the same
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

use candle_core::{DType, Device, Tensor};

use super::timing::{gb_per_s, Clock, Stats};
use super::{failed, max_rel_err, over_tolerance, ERR_TOL, REF_ROWS, RUNS, WARMUP};
use crate::error::{Error, Result};
use crate::ops;

/// What to benchmark; `Default` gives the default shapes of docs/DESIGN.md §2 (bench-kernel) at one row on the CPU.
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
    if let Some(bad) = results.iter().find(|r| r.rel_err.is_some_and(over_tolerance)) {
        let e = bad.rel_err.unwrap_or(f64::NAN);
        return Err(failed(format!(
            "bench-kernel: {} at {}x{} (rows {}) has relative error {e:e}, over the tolerance {ERR_TOL:e}",
            bad.name, bad.n, bad.k, opts.rows
        )));
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
        gb_per_s(self.bytes, self.times.median)
    }
    fn tflops(&self) -> f64 {
        self.flops as f64 / (self.times.median * 1e-6) / 1e12
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
        let (n, m) = (self.n, self.m);
        Ok(max_rel_err(
            (0..m)
                .flat_map(|i| (0..n).map(move |j| (i, j)))
                .map(|(i, j)| (y[i * n + j] as f64, self.y_t[j * m + i])),
        ))
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
    fn bad_options_are_usage_errors() {
        let opts = BenchOptions {
            rows: 0,
            ..Default::default()
        };
        assert!(matches!(bench_kernel(&opts), Err(Error::Usage(_))));
    }
}
