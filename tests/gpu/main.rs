//! GPU tests (feature `cuda`; run them on the GPU machine, see `scripts/gpu-check.sh`): each
//! kernel against an f64 reference on fresh random inputs, at odd and unaligned shapes, in
//! every activation dtype. `devices!` makes a `cpu` and a `cuda` test from one body (like
//! `test_device!` in candle-core/src/test_utils.rs), so the CPU reference is held to the same
//! bar as the kernel.
//!
//! The inputs are random with a seed taken from the clock and printed; set `GPU_TEST_SEED` to
//! replay one.
//!
//! The binary finds configs and fixtures at run time (tests/it/common.rs `root()`): run it from
//! the repository (or any directory below it), or set `MINIGPT_ROOT`, e.g. on the GPU machine
//! from a copied checkout: `MINIGPT_ROOT=$PWD .dev/gpu --test-threads=1`.
//!
//! Every error measure here is NaN-aware: a NaN or inf anywhere fails the comparison (a fold
//! through `f32::max` / `f64::max` would drop a NaN and report agreement).

// a build script and tests print freely: clippy.toml keeps `println!` out of the library
#![allow(clippy::disallowed_macros)]

use std::sync::OnceLock;

use candle_core::{DType, Device, Tensor, Var};
use minigpt::ops;
use rand::{rngs::StdRng, Rng, SeedableRng};

mod attention;
// The same helpers as the CPU integration tests (one run-time `root()`); not all are used here.
#[allow(dead_code)]
#[path = "../it/common.rs"]
mod common;
mod decode;
mod dropout;
mod epilogue;
mod fp8;
mod fused;
mod gemm_search;
mod gpu_trace;
mod model;
#[cfg(feature = "nccl")]
mod nccl;
mod startup;

/// docs/DESIGN.md §7: with bf16 operands the max-norm relative error stays under 1e-2. Origin: W is
/// rounded to bf16 (8-bit significand: 2^-9 ≈ 2e-3 relative per weight, averaging down over K),
/// and a bf16 output rounds once more by up to 2^-9; fp32 accumulation adds ~K·2^-24. Measured
/// values sit around 3e-3 (see the bench), so 1e-2 leaves room without hiding a wrong index.
const TOL: f32 = 1e-2;

/// Random values lie in [LO, HI): mixed signs, but a positive mean, so that no output of a
/// 1- or 3-column case is a near-cancelling sum. The max-norm relative error divides by the
/// largest |y_ref|; with zero-mean inputs and N = 1 that can be arbitrarily close to 0 and the
/// test would fail on correct code one run in ten.
const LO: f32 = -0.25;
const HI: f32 = 1.0;

macro_rules! devices {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[test]
            fn cpu() {
                super::$name(&candle_core::Device::Cpu)
            }
            #[test]
            fn cuda() {
                super::$name(&super::cuda())
            }
        }
    )*};
}

devices!(fwd_decoding, fwd_small_batch, fwd_training, bwd_decoding, bwd_training);

fn cuda() -> Device {
    Device::new_cuda(0).expect("these tests need a CUDA device: run them on the GPU machine")
}

/// One seed per test process (`GPU_TEST_SEED`, else the clock), printed by every test that
/// draws from it: a failing test's captured output names the seed that reruns it.
fn rng() -> StdRng {
    static SEED: OnceLock<u64> = OnceLock::new();
    let seed = *SEED.get_or_init(|| {
        std::env::var("GPU_TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap()
                    .as_nanos() as u64
            })
    });
    println!("GPU_TEST_SEED={seed}");
    StdRng::seed_from_u64(seed)
}

fn random(rng: &mut StdRng, len: usize) -> Vec<f32> {
    (0..len).map(|_| rng.random_range(LO..HI)).collect()
}

/// A `[rows, cols]` tensor of `dtype` whose storage starts `offset` elements into its buffer
/// (narrow + reshape keep the offset: no copy), and its values widened to f32.
fn tensor_at(
    values: &[f32],
    rows: usize,
    cols: usize,
    offset: usize,
    dtype: DType,
    dev: &Device,
) -> (Tensor, Vec<f32>) {
    let mut buf = vec![f32::NAN; offset];
    buf.extend_from_slice(values);
    let t = Tensor::from_vec(buf, offset + rows * cols, dev)
        .unwrap()
        .to_dtype(dtype)
        .unwrap();
    let t = t.narrow(0, offset, rows * cols).unwrap().reshape((rows, cols)).unwrap();
    assert_eq!(t.layout().start_offset(), offset);
    let exact = t
        .to_dtype(DType::F32)
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f32>()
        .unwrap();
    (t, exact)
}

/// `y_ref[r, n] = sum_k x[r, k] · w[n, k]` in f64, split over the host's cores by rows.
fn reference(x: &[f32], w: &[f32], rows: usize, n: usize, k: usize) -> Vec<f64> {
    let mut y = vec![0f64; rows * n];
    let threads = std::thread::available_parallelism().map_or(1, |p| p.get());
    let per = rows.div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        for (c, chunk) in y.chunks_mut(per * n).enumerate() {
            scope.spawn(move || {
                for (i, y_row) in chunk.chunks_mut(n).enumerate() {
                    let x_row = &x[(c * per + i) * k..][..k];
                    for (j, out) in y_row.iter_mut().enumerate() {
                        let w_row = &w[j * k..][..k];
                        *out = x_row.iter().zip(w_row).map(|(&a, &b)| a as f64 * b as f64).sum();
                    }
                }
            });
        }
    });
    y
}

/// `||y - y_ref||_inf / ||y_ref||_inf`; NaN as soon as one element of either is NaN or inf
/// (checked before any `max`, which would skip a NaN operand).
fn rel_err(y: &[f32], y_ref: &[f64]) -> f32 {
    assert_eq!(y.len(), y_ref.len());
    let (mut num, mut den) = (0f64, 0f64);
    for (&got, &want) in y.iter().zip(y_ref) {
        if !got.is_finite() || !want.is_finite() {
            return f32::NAN;
        }
        num = num.max((got as f64 - want).abs());
        den = den.max(want.abs());
    }
    (num / den) as f32
}

/// `||got - want||_inf / ||want||_inf` between two f32 vectors; NaN if either holds a NaN or
/// inf; an all-zero `want` (dq at T = 1) is compared absolutely.
fn rel(got: &[f32], want: &[f32]) -> f32 {
    assert_eq!(got.len(), want.len());
    let (mut num, mut den) = (0f64, 0f64);
    for (&g, &w) in got.iter().zip(want) {
        if !g.is_finite() || !w.is_finite() {
            return f32::NAN;
        }
        num = num.max((g as f64 - w as f64).abs());
        den = den.max((w as f64).abs());
    }
    if den == 0.0 {
        num as f32
    } else {
        (num / den) as f32
    }
}

/// `max |a - b|` in f64; NaN when an element of either is NaN or inf, so `diff <= tol` fails.
fn max_abs_diff(a: &[f32], b: &[f32]) -> f64 {
    assert_eq!(a.len(), b.len());
    let mut m = 0f64;
    for (&x, &y) in a.iter().zip(b) {
        if !x.is_finite() || !y.is_finite() {
            return f64::NAN;
        }
        m = m.max((x as f64 - y as f64).abs());
    }
    m
}

/// `||got - want||_2 / max(||want||_2, 1e-30)` in f64: the relative error of a whole tensor;
/// NaN when an element of either is NaN or inf.
fn rel_l2(got: &[f32], want: &[f32]) -> f64 {
    assert_eq!(got.len(), want.len());
    let (mut num, mut den) = (0f64, 0f64);
    for (&g, &w) in got.iter().zip(want) {
        if !g.is_finite() || !w.is_finite() {
            return f64::NAN;
        }
        let (g, w) = (g as f64, w as f64);
        num += (g - w) * (g - w);
        den += w * w;
    }
    num.sqrt() / den.sqrt().max(1e-30)
}

/// Where two equal-length f32 vectors first differ in bits (NaN payloads included), if anywhere.
fn first_bit_difference(a: &[f32], b: &[f32]) -> Option<(usize, f32, f32)> {
    assert_eq!(a.len(), b.len(), "lengths differ");
    a.iter()
        .zip(b)
        .position(|(x, y)| x.to_bits() != y.to_bits())
        .map(|i| (i, a[i], b[i]))
}

fn to_f32_vec(t: &Tensor) -> Vec<f32> {
    t.to_dtype(DType::F32)
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f32>()
        .unwrap()
}

/// Leaves NaN in the memory the next allocation of this size is likely to get (the CUDA
/// stream-ordered pool hands a freed block back), so an element the kernel forgets to write
/// shows up as NaN and fails `rel <= TOL`. Best effort: on the CPU it does nothing useful.
fn poison(len: usize, dtype: DType, dev: &Device) {
    drop(Tensor::full(f32::NAN, len, dev).unwrap().to_dtype(dtype).unwrap());
}

/// One forward case: `(rows, N, K, x storage offset, w storage offset)`.
type Case = (usize, usize, usize, usize, usize);

fn check_forward(dev: &Device, cases: &[Case]) {
    let mut rng = rng();
    for &(rows, n, k, x_off, w_off) in cases {
        let (xv, wv) = (random(&mut rng, rows * k), random(&mut rng, n * k));
        let (w, w_exact) = tensor_at(&wv, n, k, w_off, DType::F32, dev);
        for dtype in [DType::BF16, DType::F16, DType::F32] {
            let (x, x_exact) = tensor_at(&xv, rows, k, x_off, dtype, dev);
            let want = reference(&x_exact, &w_exact, rows, n, k);
            poison(rows * n, dtype, dev);
            let y = ops::gemv(&x, &w).unwrap();
            assert_eq!((y.dims(), y.dtype()), (&[rows, n][..], dtype));
            let rel = rel_err(&to_f32_vec(&y), &want);
            println!(
                "{} rows {rows} N {n} K {k} offsets ({x_off}, {w_off}) {dtype:?}: rel err {rel:.2e}",
                ops::device_label(dev)
            );
            assert!(
                rel <= TOL,
                "rows {rows} N {n} K {k} offsets ({x_off}, {w_off}) {dtype:?}: rel err {rel}"
            );
        }
    }
}

/// rows = 1 (decoding): the model's shapes, N in {1, 3, 4097}, K not a multiple of 8, and
/// storage offsets that break 16-byte alignment (1) or keep it (8 bf16 = 16 B, 4 f32 = 16 B).
fn fwd_decoding(dev: &Device) {
    check_forward(
        dev,
        &[
            (1, 4096, 4096, 0, 0),
            (1, 384, 1536, 0, 0),
            (1, 1536, 384, 0, 0),
            (1, 65, 384, 0, 0),
            (1, 1, 389, 0, 0),
            (1, 3, 1027, 0, 0),
            (1, 4097, 389, 0, 0),
            (1, 4097, 1024, 8, 4),
            (1, 65, 384, 1, 1),
            (1, 3, 1541, 3, 5),
            (1, 130, 7, 0, 0),
        ],
    );
}

/// 2..=8 rows: the kernel's multi-row variant (each weight still read once).
fn fwd_small_batch(dev: &Device) {
    check_forward(
        dev,
        &[
            (2, 384, 1536, 0, 0),
            (3, 4097, 389, 0, 0),
            (8, 1536, 384, 8, 4),
            (5, 3, 1027, 1, 1),
        ],
    );
}

/// rows = B·T (training): W to bf16 + cuBLAS on CUDA, at the MLP down-projection's shape and
/// at odd, unaligned ones.
fn fwd_training(dev: &Device) {
    check_forward(
        dev,
        &[(4096, 384, 1536, 0, 0), (4096, 129, 389, 1, 1), (9, 4097, 67, 0, 0)],
    );
}

/// The backward against candle's matmul backward on the path the model would take without the
/// custom op: fp32 masters cast to bf16, `x_bf16 · W_bf16ᵀ` (cuBLAS, or widened on the CPU).
fn check_backward(dev: &Device, rows: usize, n: usize, k: usize) {
    let mut rng = rng();
    let x = Var::from_vec(random(&mut rng, rows * k), (rows, k), dev).unwrap();
    let w = Var::from_vec(random(&mut rng, n * k), (n, k), dev).unwrap();
    let g = Tensor::from_vec(random(&mut rng, rows * n), (rows, n), dev).unwrap(); // dL/dy
    let loss = |y: Tensor| (y.to_dtype(DType::F32).unwrap() * &g).unwrap().sum_all().unwrap();

    let xb = x.to_dtype(DType::BF16).unwrap();
    let grads = loss(ops::gemv(&xb, &w).unwrap()).backward().unwrap();
    let w_bf16 = w.to_dtype(DType::BF16).unwrap();
    let grads_ref = loss(ops::matmul(&xb, &w_bf16.t().unwrap()).unwrap())
        .backward()
        .unwrap();

    for (name, var) in [("dx", &x), ("dW", &w)] {
        let (got, want) = (grads.get(var).unwrap(), grads_ref.get(var).unwrap());
        assert_eq!((got.dims(), got.dtype()), (var.dims(), DType::F32), "{name}");
        let want: Vec<f64> = to_f32_vec(want).into_iter().map(f64::from).collect();
        let rel = rel_err(&to_f32_vec(got), &want);
        println!(
            "{} backward rows {rows} N {n} K {k} {name}: rel err {rel:.2e}",
            ops::device_label(dev)
        );
        // candle's reference rounds dW to bf16 (to_dtype's backward) where ours stays f32
        assert!(rel <= TOL, "backward rows {rows} N {n} K {k} {name}: rel err {rel}");
    }
}

fn bwd_decoding(dev: &Device) {
    check_backward(dev, 1, 384, 1536);
    check_backward(dev, 1, 4097, 389);
}

fn bwd_training(dev: &Device) {
    check_backward(dev, 4096, 384, 1536);
    check_backward(dev, 4096, 129, 389);
}

/// The bench-kernel tables on the GPU (no CLI needed):
/// `gpu --ignored --nocapture bench_kernel_tables`.
#[test]
#[ignore]
fn bench_kernel_tables() {
    use minigpt::bench::{bench_kernel, BenchOptions};
    let device = cuda();
    let decoding = BenchOptions {
        device: device.clone(),
        ..Default::default()
    };
    println!("{}", bench_kernel(&decoding).unwrap());
    let model = vec![(384, 1536), (1536, 384), (1152, 384), (65, 384)];
    let training = BenchOptions {
        shapes: model,
        rows: 16384,
        json: false,
        device,
    };
    println!("{}", bench_kernel(&training).unwrap());
}

/// Tuning aid for `split_k` and the kernel's shape: launches GEMV entry points directly
/// (rows = 1, bf16 x), timed like bench-kernel (L2 flushed, CUDA events, median of 30), and prints
/// µs and GB/s per shape. `GEMV_TUNE="name:warps:split,..."` picks the entry points (default: the
/// shipped `gemv_fwd_bf16` at each split), `GEMV_TUNE_PTX=file.ptx` loads them from a PTX file
/// (same signature as `gemv_fwd_bf16`) instead of the shipped fatbin. `gpu --ignored --nocapture
/// tune_gemv`.
#[test]
#[ignore]
fn tune_gemv() {
    use candle_core::cuda_backend::cudarc::driver::sys::CUevent_flags;
    use candle_core::cuda_backend::cudarc::driver::{LaunchConfig, PushKernelArg};
    use candle_core::Storage;

    let dev = cuda();
    let Device::Cuda(cd) = &dev else { unreachable!() };
    let stream = cd.cuda_stream();
    let image = match std::env::var("GEMV_TUNE_PTX") {
        Ok(path) => candle_core::cuda_backend::cudarc::nvrtc::Ptx::from_src(std::fs::read_to_string(path).unwrap()),
        Err(_) => candle_core::cuda_backend::cudarc::nvrtc::Ptx::from_binary(ops::fatbin::GEMV.to_vec()),
    };
    let module = stream.context().load_module(image).unwrap();
    let variants: Vec<(String, usize, usize)> = std::env::var("GEMV_TUNE")
        .unwrap_or_else(|_| "gemv_fwd_bf16:8:1,gemv_fwd_bf16:8:2,gemv_fwd_bf16:8:4,gemv_fwd_bf16:8:8".into())
        .split(',')
        .map(|v| {
            let f: Vec<&str> = v.split(':').collect();
            (f[0].to_string(), f[1].parse().unwrap(), f[2].parse().unwrap())
        })
        .collect();
    let flush = Tensor::zeros((65536, 1024), DType::F32, &dev).unwrap(); // 256 MiB
    let shapes = [
        (4096, 4096),
        (8192, 8192),
        (16384, 4096),
        (2048, 2048),
        (384, 1536),
        (1536, 384),
        (65, 384),
    ];
    for (n, k) in shapes {
        let x = Tensor::randn(0f32, 1.0, k, &dev)
            .unwrap()
            .to_dtype(DType::BF16)
            .unwrap();
        let w = Tensor::randn(0f32, 1.0, (n, k), &dev).unwrap();
        let y = Tensor::zeros(n, DType::BF16, &dev).unwrap();
        let want = ops::gemv(&x.unsqueeze(0).unwrap(), &w).unwrap().squeeze(0).unwrap();
        let (xs, _) = x.storage_and_layout();
        let (ws, _) = w.storage_and_layout();
        let (ys, _) = y.storage_and_layout();
        let (Storage::Cuda(xs), Storage::Cuda(ws), Storage::Cuda(ys)) = (&*xs, &*ws, &*ys) else {
            unreachable!()
        };
        let (xs, ws, ys) = (
            xs.as_cuda_slice::<half::bf16>().unwrap(),
            ws.as_cuda_slice::<f32>().unwrap(),
            ys.as_cuda_slice::<half::bf16>().unwrap(),
        );
        for (name, warps, split) in &variants {
            let func = module.load_function(name).unwrap();
            let cfg = LaunchConfig {
                grid_dim: (n.div_ceil(warps / split) as u32, 1, 1),
                block_dim: (32 * *warps as u32, 1, 1),
                shared_mem_bytes: 0,
            };
            let (rows, ni, ki, si) = (1i32, n as i32, k as i32, *split as i32);
            let launch = || {
                let mut b = stream.launch_builder(&func);
                b.arg(xs);
                b.arg(ws);
                b.arg(ys);
                b.arg(&rows);
                b.arg(&ni);
                b.arg(&ki);
                b.arg(&si);
                unsafe { b.launch(cfg) }.unwrap();
            };
            for _ in 0..5 {
                launch();
            }
            let mut events = Vec::new();
            for _ in 0..30 {
                drop(flush.sum_keepdim(1).unwrap());
                let start = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT)).unwrap();
                launch();
                let end = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT)).unwrap();
                events.push((start, end));
            }
            dev.synchronize().unwrap();
            let mut us: Vec<f64> = events
                .iter()
                .map(|(s, e)| s.elapsed_ms(e).unwrap() as f64 * 1e3)
                .collect();
            us.sort_by(f64::total_cmp);
            let gbs = (4 * n * k + 2 * k + 2 * n) as f64 / (us[15] * 1e-6) / 1e9;
            let same = (y.to_dtype(DType::F32).unwrap() - want.to_dtype(DType::F32).unwrap())
                .unwrap()
                .abs()
                .unwrap()
                .max_all()
                .unwrap()
                .to_scalar::<f32>()
                .unwrap();
            println!("{n:>5}x{k:<5} {name:<28} warps {warps:>2} split {split}: {:>8.2} us {gbs:>7.1} GB/s  max|y - gemv| {same:.1e}", us[15]);
        }
    }
}

/// The causal mask + softmax on CUDA against the same op on the CPU, forward and backward, for
/// a square block (training) and a cached offset (decoding a chunk). Same f32 math on both
/// devices up to summation order: 1e-5.
const MASK_TOL: f32 = 1e-5;

#[test]
fn causal_softmax_matches_the_cpu() {
    let mut rng = rng();
    for (tq, tk, offset) in [(17usize, 17usize, 0usize), (5, 12, 7), (1, 9, 8)] {
        let len = 2 * 3 * tq * tk;
        let values = random(&mut rng, len);
        let run = |dev: &Device| {
            let s = Var::from_tensor(&Tensor::from_vec(values.clone(), (2, 3, tq, tk), dev).unwrap()).unwrap();
            let p = ops::causal_softmax(s.as_tensor(), offset).unwrap();
            let w = Tensor::arange(0f32, len as f32, dev)
                .unwrap()
                .reshape((2, 3, tq, tk))
                .unwrap();
            let g = (&p * (w * 1e-3).unwrap())
                .unwrap()
                .sum_all()
                .unwrap()
                .backward()
                .unwrap();
            (to_f32_vec(&p), to_f32_vec(g.get(s.as_tensor()).unwrap()))
        };
        let (p_cpu, g_cpu) = run(&Device::Cpu);
        let (p_gpu, g_gpu) = run(&cuda());
        for (name, a, b) in [("probs", &p_cpu, &p_gpu), ("grad", &g_cpu, &g_gpu)] {
            let diff = max_abs_diff(a, b); // NaN (and a failure) if either holds a NaN or inf
            assert!(
                diff <= MASK_TOL as f64,
                "{name} at ({tq}, {tk}, offset {offset}): {diff}"
            );
        }
    }
}

/// The fused optimizer phase (kernels/adamw.cu) against the composed CPU code in optim.rs.
/// Tensor sizes: 1, 3 and 1000 (below one 4096-element chunk: the scalar loop), 4099 (one full
/// float4 chunk + a 3-element tail), a 2-D 65x129 (two full chunks + a tail, weight decay) and a
/// 4099-element view starting 1 element into its buffer (unaligned: the scalar loop throughout).
const OPT_SHAPES: [&[usize]; 5] = [&[1], &[3], &[1000], &[4099], &[65, 129]];

/// Unscaled gradients: one f32 multiply per element on both devices, the same rounding, so they
/// must agree exactly; the tolerance only keeps the message uniform.
const UNSCALE_TOL: f32 = 0.0;
/// The sum of squares: f32 partials over at most 4096 terms (16 per thread, then a 256-thread
/// tree), summed in f64 on the GPU; sequential f32 on the CPU. Against an f64 reference the f32
/// partials are off by at most ~(16 + 8)·2^-24 ≈ 1.4e-6 relative, the CPU's sequential sum of
/// ~25k terms by far less than its worst case in practice; 1e-5 covers both.
const SUMSQ_TOL: f64 = 1e-5;
/// AdamW state after 3 steps (brief of issue #6): the kernel performs the composed code's fp32
/// operations in the same order without FMA contraction, so it should agree bit for bit; 1e-6
/// relative leaves room for an ulp or two of difference in sqrt/div should a toolchain change.
const ADAMW_TOL: f32 = 1e-6;

/// Gradients in [-1, 1) × `scale`, one per shape plus the unaligned view, on `dev`.
fn opt_grads(values: &[Vec<f32>], dev: &Device) -> Vec<Tensor> {
    let mut out: Vec<Tensor> = OPT_SHAPES
        .iter()
        .zip(values)
        .map(|(shape, v)| Tensor::from_vec(v.clone(), *shape, dev).unwrap())
        .collect();
    let last = values.last().unwrap();
    let mut buf = vec![0f32];
    buf.extend_from_slice(last);
    let view = Tensor::from_vec(buf, last.len() + 1, dev)
        .unwrap()
        .narrow(0, 1, last.len())
        .unwrap();
    assert_eq!(view.layout().start_offset(), 1);
    out.push(view);
    out
}

/// Parameters of the five shapes and the view's (a plain 1-D tensor of its size), from `values`.
fn opt_params(values: &[Vec<f32>], dev: &Device) -> Vec<Var> {
    OPT_SHAPES
        .iter()
        .map(|s| s.to_vec())
        .chain([vec![4099]])
        .zip(values)
        .map(|(shape, v)| Var::from_vec(v.clone(), shape, dev).unwrap())
        .collect()
}

fn opt_values(rng: &mut StdRng, scale: f32) -> Vec<Vec<f32>> {
    let mut lens: Vec<usize> = OPT_SHAPES.iter().map(|s| s.iter().product()).collect();
    lens.push(4099); // the unaligned view
    lens.iter()
        .map(|&n| (0..n).map(|_| rng.random_range(-1.0f32..1.0) * scale).collect())
        .collect()
}

/// Max-norm relative error between two f32 vectors (0 when both are all zeros; NaN when either
/// holds a NaN or inf).
fn rel_err_f32(got: &[f32], want: &[f32]) -> f32 {
    if want.iter().all(|&v| v == 0.0) && got.iter().all(|&v| v == 0.0) {
        return 0.0; // (v == 0.0 is false for NaN)
    }
    let want64: Vec<f64> = want.iter().map(|&v| v as f64).collect();
    rel_err(got, &want64)
}

#[test]
fn fused_unscale_sumsq_matches_the_cpu() {
    use minigpt::optim::Grads;
    let mut rng = rng();
    let dev = cuda();
    for inv_scale in [1.0 / 1024.0, 0.3, 1.0] {
        let values = opt_values(&mut rng, 1024.0);
        let mut cpu = Grads::new(opt_grads(&values, &Device::Cpu));
        let mut gpu = Grads::new(opt_grads(&values, &dev));
        let s_cpu = cpu.unscale_and_sumsq(inv_scale).unwrap().to_scalar::<f32>().unwrap();
        let s_gpu = gpu.unscale_and_sumsq(inv_scale).unwrap().to_scalar::<f32>().unwrap();
        let mut want = 0f64;
        for (k, (c, g)) in cpu.tensors.iter().zip(&gpu.tensors).enumerate() {
            let (c, g) = (to_f32_vec(c), to_f32_vec(g));
            want += c.iter().map(|&v| v as f64 * v as f64).sum::<f64>();
            let rel = rel_err_f32(&g, &c);
            assert!(
                rel <= UNSCALE_TOL,
                "inv_scale {inv_scale}, tensor {k}: unscaled rel err {rel}"
            );
        }
        let (rel_gpu, rel_cpu) = ((s_gpu as f64 - want).abs() / want, (s_cpu as f64 - want).abs() / want);
        println!("sumsq inv_scale {inv_scale}: gpu {s_gpu} cpu {s_cpu} f64 {want}: rel err gpu {rel_gpu:.2e} cpu {rel_cpu:.2e}");
        assert!(rel_gpu <= SUMSQ_TOL, "sumsq gpu {s_gpu} vs f64 {want}");
        assert!(rel_cpu <= SUMSQ_TOL, "sumsq cpu {s_cpu} vs f64 {want}");
    }
    // inf/NaN anywhere (float4 chunk, scalar tail, small tensor, unaligned view) gives a
    // non-finite sum, whether or not the gradients are multiplied.
    let positions = [(3, 17), (3, 4098), (1, 2), (5, 4000), (4, 65 * 129 - 1)];
    for bad in [f32::INFINITY, f32::NEG_INFINITY, f32::NAN] {
        for (k, i) in positions {
            for inv_scale in [0.5, 1.0] {
                let mut values = opt_values(&mut rng, 1.0);
                values[k][i] = bad;
                let mut gpu = Grads::new(opt_grads(&values, &dev));
                let s = gpu.unscale_and_sumsq(inv_scale).unwrap().to_scalar::<f32>().unwrap();
                assert!(
                    !s.is_finite(),
                    "{bad} at tensor {k} element {i}, inv_scale {inv_scale}: sum {s}"
                );
            }
        }
    }
    // squares beyond f32's range overflow as on the CPU: 2e19² = 4e38 > f32::MAX
    let mut values = opt_values(&mut rng, 1.0);
    values[2][5] = 2e19;
    let s = Grads::new(opt_grads(&values, &dev))
        .unscale_and_sumsq(1.0)
        .unwrap()
        .to_scalar::<f32>()
        .unwrap();
    assert!(s.is_infinite(), "overflowing square: sum {s}");
}

#[test]
fn fused_adamw_matches_the_composed_cpu_step() {
    use minigpt::config::TrainConfig;
    use minigpt::optim::{AdamW, Grads};
    let mut rng = rng();
    let dev = cuda();
    let cfg = TrainConfig {
        beta1: 0.9,
        beta2: 0.95,
        eps: 1e-8,
        weight_decay: 0.1,
        ..Default::default()
    };
    let init = opt_values(&mut rng, 1.0);
    let (p_cpu, p_gpu) = (opt_params(&init, &Device::Cpu), opt_params(&init, &dev));
    let mut opt_cpu = AdamW::new(&cfg, &p_cpu).unwrap();
    let mut opt_gpu = AdamW::new(&cfg, &p_gpu).unwrap();
    // step 1: no clipping; step 2: clipped (coefficient 0.5, deferred on CUDA); step 3: clip off
    for (t, (lr, norm, max_norm)) in [(1e-3, 1.0, 0.0), (6e-4, 2.0, 1.0), (3e-4, 0.5, 1.0)]
        .into_iter()
        .enumerate()
    {
        let t = t as u64 + 1;
        let values = opt_values(&mut rng, 0.01);
        let mut g_cpu = Grads::new(opt_grads(&values, &Device::Cpu));
        let mut g_gpu = Grads::new(opt_grads(&values, &dev));
        g_cpu.clip_global_norm(norm, max_norm).unwrap();
        g_gpu.clip_global_norm(norm, max_norm).unwrap();
        assert!(opt_cpu.step(&p_cpu, &g_cpu, lr, t, None).unwrap().is_none());
        assert!(opt_gpu.step(&p_gpu, &g_gpu, lr, t, None).unwrap().is_none());
    }
    for k in 0..p_cpu.len() {
        let pairs = [
            ("param", p_cpu[k].as_tensor(), p_gpu[k].as_tensor()),
            ("m", &opt_cpu.moments[k].0, &opt_gpu.moments[k].0),
            ("v", &opt_cpu.moments[k].1, &opt_gpu.moments[k].1),
        ];
        for (name, c, g) in pairs {
            let (c, g) = (to_f32_vec(c), to_f32_vec(g));
            let rel = rel_err_f32(&g, &c);
            let same_bits = c.iter().zip(&g).all(|(a, b)| a.to_bits() == b.to_bits());
            println!(
                "adamw tensor {k} {name} ({} elements): rel err {rel:.2e}, bit-identical {same_bits}",
                c.len()
            );
            assert!(rel <= ADAMW_TOL, "adamw tensor {k} {name}: rel err {rel}");
        }
    }
    // off CUDA the fused entry points decline and touch nothing
    let mut grads_cpu = opt_grads(&init, &Device::Cpu);
    assert!(ops::fused_unscale_sumsq(&mut grads_cpu, 0.5).unwrap().is_none());
}

/// The update queued before the host reads the check (`Grads::gate_on_device`): with a finite
/// sum it gives the bits of the host's path (read the sum, clip by the global norm, step), the
/// clip coefficient below 1, above 1 and clipping off; with an inf or NaN sum it leaves the
/// parameters and both moments exactly as they were.
#[test]
fn gated_adamw_skips_on_overflow_and_clips_as_the_host() {
    use minigpt::config::TrainConfig;
    use minigpt::optim::{AdamW, Grads};
    let mut rng = rng();
    let dev = cuda();
    let cfg = TrainConfig {
        weight_decay: 0.1,
        ..Default::default()
    };
    let init = opt_values(&mut rng, 1.0);
    let (p_host, p_gated) = (opt_params(&init, &dev), opt_params(&init, &dev));
    let mut opt_host = AdamW::new(&cfg, &p_host).unwrap();
    let mut opt_gated = AdamW::new(&cfg, &p_gated).unwrap();
    let bits = |t: &Tensor| to_f32_vec(t).iter().map(|v| v.to_bits()).collect::<Vec<u32>>();
    let state = |ps: &[Var], opt: &AdamW| -> Vec<Vec<u32>> {
        ps.iter()
            .zip(&opt.moments)
            .flat_map(|(p, (m, v))| [bits(p.as_tensor()), bits(m), bits(v)])
            .collect()
    };
    // unscaled gradients of global norm ≈ 0.4: max_norm 0.1 clips, 10 does not, 0 is off
    for (t, max_norm) in [0.1, 10.0, 0.0, 0.1].into_iter().enumerate() {
        let t = t as u64 + 1;
        let values = opt_values(&mut rng, 0.01);
        let mut g_host = Grads::new(opt_grads(&values, &dev));
        let mut g_gated = Grads::new(opt_grads(&values, &dev));
        let sumsq = g_host.unscale_and_sumsq(0.5).unwrap().to_scalar::<f32>().unwrap() as f64;
        let on_device = g_gated.unscale_and_sumsq(0.5).unwrap();
        g_host.clip_global_norm(sumsq.sqrt(), max_norm).unwrap();
        opt_host.step(&p_host, &g_host, 1e-3, t, None).unwrap();
        g_gated.gate_on_device(on_device.reshape(1).unwrap(), max_norm);
        opt_gated.step(&p_gated, &g_gated, 1e-3, t, None).unwrap();
        let coef = max_norm / (sumsq.sqrt() + 1e-6);
        println!("gated adamw step {t}: max_norm {max_norm}, host clip coefficient {coef:.4}");
        assert!(
            state(&p_host, &opt_host) == state(&p_gated, &opt_gated),
            "step {t} (max_norm {max_norm}): the gated update differs from the host's"
        );
    }
    // an overflow: the gated update writes nothing, whatever the clip
    let before = state(&p_gated, &opt_gated);
    for (bad, max_norm) in [(f32::INFINITY, 1.0), (f32::NAN, 1.0), (f32::NEG_INFINITY, 0.0)] {
        let mut values = opt_values(&mut rng, 0.01);
        values[4][77] = bad;
        let mut g = Grads::new(opt_grads(&values, &dev));
        let sumsq = g.unscale_and_sumsq(0.5).unwrap();
        assert!(!sumsq.to_scalar::<f32>().unwrap().is_finite());
        g.gate_on_device(sumsq.reshape(1).unwrap(), max_norm);
        opt_gated.step(&p_gated, &g, 1e-3, 5, None).unwrap();
        assert!(
            state(&p_gated, &opt_gated) == before,
            "a gated update with a {bad} sum changed the parameters or moments"
        );
    }
}

/// The update that writes the compute copies (`AdamW::step_and_copy`): the masters and moments
/// are the plain update's bit for bit, each copy is the updated master cast to its dtype bit for
/// bit (as the next step's cast would make it), a master without a copy slot is updated alone,
/// and a skipped (gated) update leaves masters and copies as they were.
#[test]
fn adamw_writes_the_compute_copies_in_the_same_pass() {
    use minigpt::config::TrainConfig;
    use minigpt::optim::{AdamW, Grads};
    let mut rng = rng();
    let dev = cuda();
    let cfg = TrainConfig {
        weight_decay: 0.1,
        ..Default::default()
    };
    let init = opt_values(&mut rng, 1.0);
    let (p_plain, p_copied) = (opt_params(&init, &dev), opt_params(&init, &dev));
    let mut opt_plain = AdamW::new(&cfg, &p_plain).unwrap();
    let mut opt_copied = AdamW::new(&cfg, &p_copied).unwrap();
    // bf16 copies of the even tensors, f16 of the third, none of the rest
    let copies: Vec<Option<Var>> = p_copied
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let dtype = match k {
                0 | 2 | 4 => DType::BF16,
                3 => DType::F16,
                _ => return None,
            };
            Some(Var::from_tensor(&p.as_tensor().to_dtype(dtype).unwrap()).unwrap())
        })
        .collect();
    let slots: Vec<Option<&Var>> = copies.iter().map(Option::as_ref).collect();
    let bits = |t: &Tensor| to_f32_vec(t).iter().map(|v| v.to_bits()).collect::<Vec<u32>>();
    for t in 1..=3u64 {
        let values = opt_values(&mut rng, 0.01);
        let g_plain = Grads::new(opt_grads(&values, &dev));
        let g_copied = Grads::new(opt_grads(&values, &dev));
        opt_plain.step(&p_plain, &g_plain, 1e-3, t, None).unwrap();
        opt_copied.step_and_copy(&p_copied, &g_copied, 1e-3, t, &slots).unwrap();
        for (k, (a, b)) in p_plain.iter().zip(&p_copied).enumerate() {
            assert!(
                bits(a.as_tensor()) == bits(b.as_tensor()),
                "step {t}: master {k} differs"
            );
            if let Some(c) = &copies[k] {
                let cast = b.as_tensor().to_dtype(c.dtype()).unwrap();
                assert!(
                    bits(&cast) == bits(c.as_tensor()),
                    "step {t}: copy {k} is not the cast master"
                );
            }
        }
    }
    let snapshot = |ps: &[Var]| -> Vec<Vec<u32>> {
        let masters = ps.iter().map(|p| bits(p.as_tensor()));
        masters
            .chain(copies.iter().flatten().map(|c| bits(c.as_tensor())))
            .collect()
    };
    let before = snapshot(&p_copied);
    let mut values = opt_values(&mut rng, 0.01);
    values[2][3] = f32::INFINITY;
    let mut g = Grads::new(opt_grads(&values, &dev));
    let sumsq = g.unscale_and_sumsq(1.0).unwrap();
    g.gate_on_device(sumsq.reshape(1).unwrap(), 1.0);
    opt_copied.step_and_copy(&p_copied, &g, 1e-3, 4, &slots).unwrap();
    assert!(
        snapshot(&p_copied) == before,
        "a skipped update changed a master or a copy"
    );
}

/// Timing aid: one fused AdamW update over GPT-2-small-sized parameters (124M in 148 tensors),
/// median of 20, synchronised. `gpu --ignored --nocapture fused_optimizer_timing`.
#[test]
#[ignore]
fn fused_optimizer_timing() {
    use minigpt::config::TrainConfig;
    use minigpt::optim::{AdamW, Grads};
    let dev = cuda();
    let (c, v, l) = (768usize, 50304usize, 12usize);
    let mut shapes: Vec<Vec<usize>> = vec![vec![v, c], vec![1024, c]];
    for _ in 0..l {
        shapes.extend([vec![c], vec![c], vec![3 * c, c], vec![3 * c], vec![c, c], vec![c]]);
        shapes.extend([vec![c], vec![c], vec![4 * c, c], vec![4 * c], vec![c, 4 * c], vec![c]]);
    }
    shapes.extend([vec![c], vec![c]]);
    let params: Vec<Var> = shapes
        .iter()
        .map(|s| Var::from_tensor(&Tensor::randn(0f32, 0.02, s.as_slice(), &dev).unwrap()).unwrap())
        .collect();
    let n: usize = params.iter().map(|p| p.elem_count()).sum();
    let mut opt = AdamW::new(&TrainConfig::default(), &params).unwrap();
    let fresh = || {
        Grads::new(
            params
                .iter()
                .map(|p| Tensor::randn(0f32, 1.0, p.shape(), &dev).unwrap())
                .collect(),
        )
    };
    let time = |f: &mut dyn FnMut()| {
        let mut ms = Vec::new();
        for _ in 0..20 {
            dev.synchronize().unwrap();
            let t0 = std::time::Instant::now();
            f();
            dev.synchronize().unwrap();
            ms.push(t0.elapsed().as_secs_f64() * 1e3);
        }
        ms.sort_by(f64::total_cmp);
        ms[10]
    };
    let mut grads = fresh();
    let unscale = time(&mut || {
        grads.unscale_and_sumsq(0.5).unwrap().to_scalar::<f32>().unwrap();
    });
    let mut t = 0;
    let adamw = time(&mut || {
        t += 1;
        opt.step(&params, &grads, 1e-4, t, None).unwrap();
    });
    println!(
        "{} tensors, {n} parameters: unscale + sumsq {unscale:.3} ms, adamw {adamw:.3} ms",
        params.len()
    );
}

/// The bucket packing kernel equals `Tensor::cat` of the flattened parts and the zero padding, bit
/// for bit: odd sizes, an empty part, a part at an unaligned offset of its buffer (a view), and
/// padding. Fails if an entry lands at the wrong offset, a chunk boundary drops or repeats an
/// element, or the padding is not zero.
#[test]
fn pack_f32_equals_cat_bit_for_bit_plain_and_rounded_to_bf16() {
    let dev = cuda();
    let mut r = rng();
    let sizes = [4096 * 3 + 5, 1, 0, 7, 4096, 1000];
    let base = Tensor::from_vec(random(&mut r, 9001), 9001, &dev).unwrap();
    let mut parts: Vec<Tensor> = sizes
        .iter()
        .map(|&n| Tensor::from_vec(random(&mut r, n), n, &dev).unwrap())
        .collect();
    parts.push(base.narrow(0, 3, 5000).unwrap().reshape((50, 100)).unwrap()); // offset 3: not 16-byte aligned
    let total: usize = parts.iter().map(|t| t.elem_count()).sum();
    let len = total + 6;
    let cpu: Vec<Tensor> = parts.iter().map(|t| t.to_device(&Device::Cpu).unwrap()).collect();
    // plain, and rounded to bf16 as it packs (train.grad_comm = "bf16"): the CPU's
    // to_dtype(BF16) rounds to nearest even as the kernel's __float2bfloat16_rn does
    for bf16 in [false, true] {
        let got = ops::pack_f32_as(&parts, len, bf16).unwrap();
        let want = ops::pack_f32_as(&cpu, len, bf16).unwrap();
        let (got, want) = (to_f32_vec(&got), to_f32_vec(&want));
        assert_eq!(got.len(), len);
        assert_eq!(first_bit_difference(&got, &want), None, "bf16 = {bf16}");
        assert!(want[total..].iter().all(|&x| x.to_bits() == 0), "padding must be +0");
        let rounded = want.iter().all(|x| x.to_bits() & 0xffff == 0);
        assert_eq!(
            rounded, bf16,
            "bf16 = {bf16}: every value a bf16 number exactly when asked"
        );
    }
}

/// The unpacking kernel (ZeRO-1's gathered parameters copied back into the masters) equals
/// `Var::set` of each stretch on the CPU, bit for bit: odd sizes, a stretch at an unaligned
/// offset, an empty master, and stretches out of order. Fails if a stretch is read from the wrong
/// offset, a chunk boundary drops or repeats an element, or a master is left partly unwritten.
#[test]
fn unpack_f32_equals_var_set_bit_for_bit() {
    use candle_core::Var;
    let dev = cuda();
    let mut r = rng();
    let src_len = 40_000;
    let src = Tensor::from_vec(random(&mut r, src_len), src_len, &dev).unwrap();
    let shapes: [(&[usize], usize); 5] = [
        (&[3, 4099], 0),
        (&[7], 12_297),
        (&[0], 12_304),
        (&[4096], 20_001),
        (&[50, 100], 12_304),
    ];
    let targets = |d: &Device| -> Vec<(Var, usize)> {
        shapes
            .iter()
            .map(|(shape, at)| (Var::zeros(*shape, candle_core::DType::F32, d).unwrap(), *at))
            .collect()
    };
    let (on_gpu, on_cpu) = (targets(&dev), targets(&Device::Cpu));
    ops::unpack_f32(&src, &on_gpu).unwrap();
    ops::unpack_f32(&src.to_device(&Device::Cpu).unwrap(), &on_cpu).unwrap();
    for ((g, at), (c, _)) in on_gpu.iter().zip(&on_cpu) {
        let (got, want) = (to_f32_vec(g.as_tensor()), to_f32_vec(c.as_tensor()));
        assert_eq!(got.len(), want.len());
        assert_eq!(first_bit_difference(&got, &want), None, "the master at {at}");
    }
}

/// Activation checkpointing on CUDA, bf16 with dropout: three training steps give the same
/// losses, bit for bit, as without it (the rerun draws the same masks through the same kernels),
/// and as a second run without it.
#[test]
fn activation_checkpointing_trains_identically_on_cuda() {
    use minigpt::train::Trainer;
    let losses = |mode: &str| -> Vec<u32> {
        let out = common::scratch(&format!("gpu-ckpt-{mode}"));
        let cfg = common::micro_config(
            &common::small_corpus(),
            &out,
            &[
                "device=\"cuda:0\"",
                "precision.compute=\"bf16\"",
                "model.dropout=0.1",
                "model.n_layer=2",
                "model.d_model=64",
                "model.n_head=2",
                &format!("train.activation_checkpointing=\"{mode}\""),
            ],
        );
        let corpus = minigpt::data::Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
        let mut t = Trainer::new(cfg, cuda(), corpus).unwrap();
        (0..3)
            .map(|_| t.train_step().unwrap().loss.to_scalar::<f32>().unwrap().to_bits())
            .collect()
    };
    let plain = losses("none");
    assert_eq!(plain, losses("none"), "two runs differ");
    assert_eq!(plain, losses("blocks"), "checkpointing changes the losses");
}

/// The overflow check's read-back on CUDA: page-locked memory, an event of its own (cudarc's
/// event tracking is off in the trainer), the buffer re-fitted when the length changes; each
/// wait returns what its start copied, bit for bit, with large kernels queued before and after.
#[test]
fn readback_returns_what_each_start_copied_on_cuda() {
    let dev = cuda();
    if let Device::Cuda(d) = &dev {
        // SAFETY: this test's context uses its one stream only.
        unsafe { d.disable_event_tracking() };
    }
    let mut rng = rng();
    let mut r = ops::Readback::default();
    for len in [2usize, 2, 5, 1] {
        let values: Vec<f32> = (0..len).map(|_| rng.random_range(-1e6f32..1e6)).collect();
        // a large kernel queued before the copy (a wait that did not wait would read a stale
        // buffer) and one behind it
        let a = Tensor::randn(0f32, 1.0, (4096, 4096), &dev).unwrap();
        let before = a.matmul(&a).unwrap();
        let t = Tensor::from_vec(values.clone(), len, &dev).unwrap();
        r.start(&t).unwrap();
        let behind = a.matmul(&a).unwrap();
        let got = r.wait().unwrap();
        assert_eq!(
            got.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            values.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            "length {len}"
        );
        drop((before, behind));
    }
}
