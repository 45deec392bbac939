//! `y = x · Wᵀ` straight from the fp32 master `W`: each weight is rounded to bf16 as it is
//! loaded, products are summed in fp32, `y` comes out in `x`'s dtype (docs/DESIGN.md §7). A candle
//! `CustomOp2` on `(x, W)` with a readable CPU reference (`cpu_fwd`), the CUDA path (`cuda_fwd`,
//! `kernels/gemv.cu`) and a backward, so the model can use it for the MLP down-projection in
//! training and for single-token decoding in `sample`.
//!
//! Two regimes behind the one op, picked by the number of rows of `x` (all leading dims):
//! - `rows <= GEMV_MAX_ROWS` (decoding): our kernel. Memory-bound: every fp32 weight is read
//!   once, with 16-byte streaming loads, one warp per output column, warp-shuffle reduction.
//! - more rows (training, `rows = B·T`): `W` is converted to bf16 once per call (candle's cast,
//!   round to nearest even, the same rounding as the kernel) and multiplied by cuBLAS through
//!   candle's matmul (tensor cores, fp32 accumulation). The math is the same; a hand-written tiled
//!   kernel would only be slower than cuBLAS at these shapes. For f32 `x` the bf16 weights are
//!   widened back (exact) and the GEMM runs in fp32; for f16 `x` they are narrowed to f16 (exact
//!   except below 2^-16 in magnitude, where the absolute error stays under 2^-25).

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp2, DType, Layout, Shape, Tensor, WithDType};
use half::bf16;

use crate::error::Result;

/// Largest number of rows served by the GEMV kernel (`GEMV_MAX_ROWS` in `kernels/gemv.cu`);
/// more rows go through cuBLAS.
pub const GEMV_MAX_ROWS: usize = 8;

/// Warps per block of the GEMV kernel (`GEMV_WARPS` in `kernels/gemv.cu`).
#[cfg(feature = "cuda")]
const GEMV_WARPS: usize = 8;

/// Warps per output column of the GEMV kernel: split K in 2, 4 or 8 while the grid stays within
/// 4096 warps and each warp keeps at least 128 elements (16 steps of 8). A small N (the model's
/// shapes) then has more loads in flight at once; N >= 4096 keeps 1. Measured on the H200
/// (tests/gpu `tune_gemv`): 384x1536 at split 8 is 5.9 µs against 7.4 µs at 1, 1536x384 at
/// split 2 is 5.7 µs against 6.4 µs; at 4096x4096 any split is slower.
#[cfg(any(feature = "cuda", test))]
pub(super) fn split_k(n: usize, k: usize) -> usize {
    const TARGET_WARPS: usize = 4096;
    const MIN_ELEMS_PER_WARP: usize = 128;
    let mut split = 1;
    while split < 8 && n * split * 2 <= TARGET_WARPS && k / (split * 2) >= MIN_ELEMS_PER_WARP {
        split *= 2;
    }
    split
}

/// `y = x · Wᵀ` for `x` `[.., K]` (bf16, f16 or f32) and the fp32 master `w` `[N, K]`; returns
/// `[.., N]` in `x`'s dtype. Differentiable in both operands (the gradient of `w` is fp32).
/// Non-contiguous operands are made contiguous first (a copy); storage offsets are fine.
pub fn gemv(x: &Tensor, w: &Tensor) -> Result<Tensor> {
    if w.dtype() != DType::F32 {
        return Err(msg(format!("gemv: w must be the fp32 master, got {:?}", w.dtype())));
    }
    if !matches!(x.dtype(), DType::BF16 | DType::F16 | DType::F32) {
        return Err(msg(format!("gemv: x must be bf16, f16 or f32, got {:?}", x.dtype())));
    }
    let dims = Dims::of(x.layout(), w.layout())?;
    if dims.rows == 0 || dims.n == 0 {
        return Ok(Tensor::zeros(dims.out, x.dtype(), x.device())?); // nothing to compute
    }
    let (x, w) = (x.contiguous()?, w.contiguous()?);
    Ok(x.apply_op2(&w, Gemv)?)
}

fn msg(text: String) -> crate::error::Error {
    candle_core::Error::Msg(text).into()
}

/// The op; stateless. Use it through [`gemv`], which checks dtypes and makes operands contiguous.
struct Gemv;

/// Sizes of one call: `x` is `[rows, k]` once its leading dims are flattened, `w` is `[n, k]`.
struct Dims {
    rows: usize,
    n: usize,
    k: usize,
    out: Shape,
}

impl Dims {
    fn of(x: &Layout, w: &Layout) -> candle_core::Result<Self> {
        let (n, k) = match w.dims() {
            &[n, k] => (n, k),
            d => candle_core::bail!("gemv: w must be [N, K], got shape {d:?}"),
        };
        let xd = x.dims();
        if xd.last() != Some(&k) {
            candle_core::bail!("gemv: x of shape {xd:?} must end in K = {k} (w is [{n}, {k}])");
        }
        let rows = xd[..xd.len() - 1].iter().product();
        let mut out = xd.to_vec();
        *out.last_mut().expect("x has at least one dim") = n;
        Ok(Dims {
            rows,
            n,
            k,
            out: out.into(),
        })
    }
}

/// The elements a contiguous layout covers; a clear error for a strided one.
fn contiguous_part<'a, T>(data: &'a [T], layout: &Layout, what: &str) -> candle_core::Result<&'a [T]> {
    match layout.contiguous_offsets() {
        Some((start, end)) => Ok(&data[start..end]),
        None => candle_core::bail!("gemv: {what} must be contiguous (ops::gemv makes it so)"),
    }
}

/// The CPU reference, kept plain: each weight rounded to bf16 (nearest even, as the kernel's
/// `__float2bfloat16_rn`), products summed in f32, one rounding to `T` at the end.
fn reference<T: WithDType>(x: &[T], w: &[f32], d: &Dims) -> Vec<T> {
    let x: Vec<f32> = x.iter().map(|v| v.to_f64() as f32).collect(); // exact widening
    let mut w_row = vec![0f32; d.k];
    let mut y = vec![T::zero(); d.rows * d.n];
    for j in 0..d.n {
        for (rounded, &v) in w_row.iter_mut().zip(&w[j * d.k..(j + 1) * d.k]) {
            *rounded = bf16::from_f32(v).to_f32();
        }
        for r in 0..d.rows {
            let acc = dot_f32(&x[r * d.k..(r + 1) * d.k], &w_row);
            y[r * d.n + j] = T::from_f64(acc as f64); // exact widening: rounds the f32 sum once
        }
    }
    y
}

/// f32 dot product in 8 interleaved partial sums (as the kernel's lanes sum in pieces; it also
/// lets the compiler vectorise without reassociating anything).
fn dot_f32(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0f32; 8];
    let (a8, b8) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = a8.remainder().iter().zip(b8.remainder()).map(|(x, y)| x * y).sum();
    for (xa, xb) in a8.zip(b8) {
        for i in 0..8 {
            acc[i] += xa[i] * xb[i];
        }
    }
    acc.iter().sum::<f32>() + tail
}

/// `a · b` with fp32 accumulation in `a`'s dtype. candle's CPU matmul has no bf16 kernel, so
/// there low-precision operands are widened to f32 (exact) and the product rounded back.
fn matmul_f32_acc(a: &Tensor, b: &Tensor) -> candle_core::Result<Tensor> {
    let dtype = a.dtype();
    if a.device().is_cpu() && matches!(dtype, DType::BF16 | DType::F16) {
        return a
            .to_dtype(DType::F32)?
            .matmul(&b.to_dtype(DType::F32)?)?
            .to_dtype(dtype);
    }
    a.matmul(b)
}

impl CustomOp2 for Gemv {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "gemv"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let d = Dims::of(xl, wl)?;
        let w = match ws {
            CpuStorage::F32(w) => contiguous_part(w, wl, "w")?,
            other => candle_core::bail!("gemv: w must be f32, got {:?}", other.dtype()),
        };
        let y = match xs {
            CpuStorage::BF16(x) => CpuStorage::BF16(reference(contiguous_part(x, xl, "x")?, w, &d)),
            CpuStorage::F16(x) => CpuStorage::F16(reference(contiguous_part(x, xl, "x")?, w, &d)),
            CpuStorage::F32(x) => CpuStorage::F32(reference(contiguous_part(x, xl, "x")?, w, &d)),
            other => candle_core::bail!("gemv: x must be bf16, f16 or f32, got {:?}", other.dtype()),
        };
        Ok((y, d.out))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        use super::launch::wrap;
        use candle_core::cuda_backend::CudaStorageSlice as S;

        let d = Dims::of(xl, wl)?;
        let x_dtype = xs.dtype();
        if ws.dtype() != DType::F32 {
            candle_core::bail!("gemv: w must be f32, got {:?}", ws.dtype());
        }
        let (Some((xo, _)), Some((wo, _))) = (xl.contiguous_offsets(), wl.contiguous_offsets()) else {
            candle_core::bail!("gemv: x and w must be contiguous (ops::gemv makes them so)");
        };

        if d.rows > GEMV_MAX_ROWS {
            // Training regime: W -> bf16 once (round to nearest even), then cuBLAS.
            let w_bf16 = ws.to_dtype(wl, DType::BF16)?;
            let w_c = if x_dtype == DType::BF16 {
                w_bf16
            } else {
                w_bf16.to_dtype(&Layout::contiguous((d.n, d.k)), x_dtype)?
            };
            let y = x_wt(xs, xo, &w_c, 0, (d.rows, d.n, d.k))?;
            return Ok((y, d.out));
        }

        let dev = xs.device();
        let w = ws.as_cuda_slice::<f32>()?.slice(wo..wo + d.n * d.k);
        let x_len = d.rows * d.k;
        let y = match &xs.slice {
            S::BF16(x) => wrap(launch(dev, "bf16", &x.slice(xo..xo + x_len), &w, &d)?, dev),
            S::F16(x) => wrap(launch(dev, "f16", &x.slice(xo..xo + x_len), &w, &d)?, dev),
            S::F32(x) => wrap(launch(dev, "f32", &x.slice(xo..xo + x_len), &w, &d)?, dev),
            _ => candle_core::bail!("gemv: x must be bf16, f16 or f32, got {x_dtype:?}"),
        };
        Ok((y, d.out))
    }

    /// `dx = dy · W_bf16` in `dy`'s dtype (the rounded weights the forward used; fp32
    /// accumulation in cuBLAS), `dW = dyᵀ · x` with fp32 accumulation and an fp32 result,
    /// straight into the fp32 gradient of the master. On CUDA with 16-bit activations dW is one
    /// tensor-core GEMM on the 16-bit operands (`WeightGrad`: their products are exact in fp32,
    /// so this is the same sum as widening them first, ~10× faster than an fp32 GEMM).
    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        _y: &Tensor,
        dy: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>)> {
        let (n, k) = w.dims2()?;
        let dy2 = dy.reshape(((), n))?; // [rows, N]
        let x2 = x.reshape(((), k))?; // [rows, K]
        let w_c = w.to_dtype(DType::BF16)?.to_dtype(dy.dtype())?; // [N, K]
        let dx = matmul_f32_acc(&dy2, &w_c)?.reshape(x.shape())?; // [.., K]
        let low = matches!(dy.dtype(), DType::BF16 | DType::F16) && x.dtype() == dy.dtype();
        let dw = if dy.device().is_cuda() && low {
            dy2.contiguous()?.apply_op2_no_bwd(&x2.contiguous()?, &WeightGrad)? // [N, K] f32
        } else {
            dy2.to_dtype(DType::F32)?.t()?.matmul(&x2.to_dtype(DType::F32)?)? // [N, K]
        };
        Ok((Some(dx), Some(dw)))
    }
}

/// (dy [rows, N], x [rows, K]) in bf16 or f16 → dW = dyᵀ·x [N, K] in f32: one cuBLAS GemmEx
/// with 16-bit operands, fp32 accumulation and an fp32 output (CUDA only).
pub(super) struct WeightGrad;

impl CustomOp2 for WeightGrad {
    fn name(&self) -> &'static str {
        "gemv-weight-grad"
    }

    fn cpu_fwd(
        &self,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        candle_core::bail!("gemv-weight-grad: CUDA only (the CPU backward widens and multiplies)")
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        ds: &candle_core::CudaStorage,
        dl: &Layout,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        use candle_core::cuda_backend::cudarc::cublas::{result::gemm_ex, sys};
        use candle_core::cuda_backend::cudarc::driver::{DevicePtr, DevicePtrMut};
        use candle_core::cuda_backend::{CudaStorageSlice as S, WrapErr};

        let ((rows, n), (rows_x, k)) = (dl.shape().dims2()?, xl.shape().dims2()?);
        if rows != rows_x || ds.dtype() != xs.dtype() {
            candle_core::bail!("gemv-weight-grad: dy [rows, N] and x [rows, K] must share rows and dtype");
        }
        let (Some((d0, d1)), Some((x0, x1))) = (dl.contiguous_offsets(), xl.contiguous_offsets()) else {
            candle_core::bail!("gemv-weight-grad: operands must be contiguous");
        };
        let int =
            |v: usize| i32::try_from(v).map_err(|_| candle_core::Error::Msg(format!("gemv-weight-grad: {v} >= 2^31")));
        let (rows_i, n_i, k_i) = (int(rows)?, int(n)?, int(k)?);
        let dev = ds.device().clone();
        let stream = dev.cuda_stream();
        // SAFETY: cuBLAS writes all N·K outputs (beta = 0).
        let mut dw = unsafe { dev.alloc::<f32>(n * k)? };
        let blas = dev.cublas_handle();
        let (alpha, beta) = (1f32, 0f32);
        macro_rules! run {
            ($d:expr, $x:expr, $ty:expr) => {{
                let (d, x) = ($d.slice(d0..d1), $x.slice(x0..x1));
                let (dp, _gd) = d.device_ptr(&stream);
                let (xp, _gx) = x.device_ptr(&stream);
                let (wp, _gw) = dw.device_ptr_mut(&stream);
                // Row-major dW[N, K] is column-major dWᵀ (K×N) = xᵀ·dy: A = x as column-major
                // K×rows (lda K), B = dy as column-major N×rows (ldb N) transposed.
                // SAFETY: pointers and sizes as described; the handle is bound to this stream.
                unsafe {
                    gemm_ex(
                        *blas.handle(),
                        sys::cublasOperation_t::CUBLAS_OP_N,
                        sys::cublasOperation_t::CUBLAS_OP_T,
                        k_i,
                        n_i,
                        rows_i,
                        &alpha as *const f32 as *const _,
                        xp as *const _,
                        $ty,
                        k_i,
                        dp as *const _,
                        $ty,
                        n_i,
                        &beta as *const f32 as *const _,
                        wp as *mut _,
                        sys::cudaDataType_t::CUDA_R_32F,
                        k_i,
                        sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
                        sys::cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT_TENSOR_OP,
                    )
                }
                .w()?;
            }};
        }
        match (&ds.slice, &xs.slice) {
            (S::BF16(d), S::BF16(x)) => run!(d, x, sys::cudaDataType_t::CUDA_R_16BF),
            (S::F16(d), S::F16(x)) => run!(d, x, sys::cudaDataType_t::CUDA_R_16F),
            _ => candle_core::bail!("gemv-weight-grad: bf16 or f16 operands, got {:?}", ds.dtype()),
        }
        Ok((super::launch::wrap(dw, &dev), Shape::from((n, k))))
    }
}

/// `x · wᵀ` [rows, N] for x [rows, K] and w [N, K] of one dtype, contiguous from element offsets
/// `xo` and `wo`: candle's storage matmul (cuBLAS, fp32 accumulation) on a transposed view of w,
/// no copy. The GEMM of the training regime here and of `ops::linear`.
#[cfg(feature = "cuda")]
pub(super) fn x_wt(
    xs: &candle_core::CudaStorage,
    xo: usize,
    ws: &candle_core::CudaStorage,
    wo: usize,
    (rows, n, k): (usize, usize, usize),
) -> candle_core::Result<candle_core::CudaStorage> {
    let wt = Layout::contiguous_with_offset((n, k), wo).transpose(0, 1)?; // [K, N] view
    let x2 = Layout::contiguous_with_offset((rows, k), xo);
    xs.matmul(ws, (1, rows, n, k), &x2, &wt)
}

/// Launches `gemv_fwd_<dtype>` (one row) or `gemv_fwd_rows8_<dtype>` (2..=8 rows) with the
/// launch contract of `kernels/gemv.cu`.
#[cfg(feature = "cuda")]
fn launch<T: candle_core::cuda_backend::cudarc::driver::DeviceRepr>(
    dev: &candle_core::CudaDevice,
    dtype: &str,
    x: &candle_core::cuda_backend::cudarc::driver::CudaView<'_, T>,
    w: &candle_core::cuda_backend::cudarc::driver::CudaView<'_, f32>,
    d: &Dims,
) -> candle_core::Result<candle_core::cuda_backend::cudarc::driver::CudaSlice<T>> {
    use super::launch::{config, Kernel, GEMV};

    let int = |v: usize, what: &str| {
        i32::try_from(v).map_err(|_| candle_core::Error::Msg(format!("gemv: {what} = {v} >= 2^31")))
    };
    let (rows, n, k) = (int(d.rows, "rows")?, int(d.n, "N")?, int(d.k, "K")?);
    let split = split_k(d.n, d.k);
    let variant = if d.rows == 1 { "gemv_fwd" } else { "gemv_fwd_rows8" };
    let func = Kernel::load(dev, GEMV, &format!("{variant}_{dtype}"))?;
    // `split` warps per column n, 256 threads, only the kernel's static smem
    let cfg = config((d.n.div_ceil(GEMV_WARPS / split), 1), (32 * GEMV_WARPS, 1), 0);
    // SAFETY: the kernel writes every one of the rows·N elements (one per column and row).
    let y = unsafe { dev.alloc::<T>(d.rows * d.n)? };
    // SAFETY: argument types and order match `gemv_fwd*_<dtype>(x, w, y, rows, n, k, split)`; x holds
    // rows·K elements and w N·K (sliced above), y rows·N; split is 1, 2, 4 or 8.
    unsafe { func.launch(cfg, (x, w, &y, &rows, &n, &k, &(split as i32))) }?;
    Ok(y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::rel_err;
    use candle_core::{Device, Var};

    fn randn(shape: &[usize]) -> Tensor {
        Tensor::randn(0f32, 1.0, shape, &Device::Cpu).unwrap()
    }

    /// The plain twin: candle's matmul on the same bf16-rounded weights, in f32.
    fn plain(x: &Tensor, w: &Tensor) -> Tensor {
        let w = w.to_dtype(DType::BF16).unwrap().to_dtype(DType::F32).unwrap();
        x.to_dtype(DType::F32)
            .unwrap()
            .broadcast_matmul(&w.t().unwrap())
            .unwrap()
    }

    // Same rounded operands, f32 sums in a different order: a few f32 ulps of the row sum.
    const SUM_ORDER_TOL: f64 = 1e-5;
    // bf16 output rounding: 2^-9 relative, plus the sum-order slack.
    const BF16_OUT_TOL: f64 = 1e-2;

    #[test]
    fn cpu_fwd_matches_plain_matmul_on_rounded_weights() {
        for (rows, n, k) in [(1, 1, 1), (1, 3, 37), (5, 11, 64), (9, 4, 129)] {
            let (x, w) = (randn(&[rows, k]), randn(&[n, k]));
            let y = gemv(&x, &w).unwrap();
            assert_eq!(y.dims(), &[rows, n]);
            let rel = rel_err(&y, &plain(&x, &w));
            assert!(rel <= SUM_ORDER_TOL, "({rows}, {n}, {k}): {rel}");
        }
    }

    #[test]
    fn output_has_x_dtype_for_every_activation_dtype() {
        let (x, w) = (randn(&[3, 40]), randn(&[7, 40]));
        for dt in [DType::BF16, DType::F16, DType::F32] {
            let xd = x.to_dtype(dt).unwrap();
            let y = gemv(&xd, &w).unwrap();
            assert_eq!(y.dtype(), dt);
            let rel = rel_err(&y, &plain(&xd, &w));
            assert!(rel <= BF16_OUT_TOL, "{dt:?}: {rel}");
        }
    }

    #[test]
    fn storage_offsets_and_strided_inputs_give_the_same_result() {
        let (x, w) = (randn(&[6, 33]), randn(&[9, 33]));
        // narrow on dim 0: contiguous with a non-zero start offset (no copy)
        let (xn, wn) = (x.narrow(0, 2, 3).unwrap(), w.narrow(0, 1, 5).unwrap());
        assert!(xn.layout().start_offset() > 0 && wn.layout().start_offset() > 0);
        let want = gemv(&xn.copy().unwrap(), &wn.copy().unwrap()).unwrap();
        assert_eq!(rel_err(&gemv(&xn, &wn).unwrap(), &want), 0.0);
        // a transposed (strided) x is made contiguous first
        let xt = x.t().unwrap().contiguous().unwrap().t().unwrap();
        assert!(!xt.is_contiguous());
        assert_eq!(rel_err(&gemv(&xt, &w).unwrap(), &gemv(&x, &w).unwrap()), 0.0);
    }

    #[test]
    fn leading_dims_are_rows() {
        let (x, w) = (randn(&[2, 3, 16]), randn(&[5, 16]));
        let y = gemv(&x, &w).unwrap();
        assert_eq!(y.dims(), &[2, 3, 5]);
        assert!(rel_err(&y, &plain(&x, &w)) <= SUM_ORDER_TOL);
    }

    #[test]
    fn bwd_matches_matmul_backward() {
        let x = Var::from_tensor(&randn(&[4, 3, 24])).unwrap();
        let w = Var::from_tensor(&randn(&[10, 24])).unwrap();
        let g = randn(&[4, 3, 10]); // upstream gradient
        let grads = (gemv(&x, &w).unwrap() * &g)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        // reference: candle's matmul backward on the same rounded weights, with the rounding
        // as a straight-through constant so that dW stays in f32 (to_dtype's backward would round
        // it to bf16): w + (w_bf16 - w) equals w_bf16 exactly in f32.
        let w_r = w.to_dtype(DType::BF16).unwrap().to_dtype(DType::F32).unwrap();
        let w_r = (w.as_tensor() + (w_r - w.as_tensor()).unwrap().detach()).unwrap();
        let y_ref = x.broadcast_matmul(&w_r.t().unwrap()).unwrap();
        let grads_ref = (y_ref * &g).unwrap().sum_all().unwrap().backward().unwrap();
        for (name, v) in [("x", x.as_tensor()), ("w", w.as_tensor())] {
            let (got, want) = (grads.get(v).unwrap(), grads_ref.get(v).unwrap());
            assert_eq!(got.dims(), v.dims(), "{name}");
            assert_eq!(got.dtype(), DType::F32, "{name}");
            let rel = rel_err(got, want);
            assert!(rel <= SUM_ORDER_TOL, "d{name}: {rel}");
        }
    }

    #[test]
    fn bwd_with_bf16_activations_gives_bf16_dx_and_f32_dw() {
        let x = Var::from_tensor(&randn(&[5, 32])).unwrap();
        let w = Var::from_tensor(&randn(&[6, 32])).unwrap();
        let xb = x.to_dtype(DType::BF16).unwrap();
        let y = gemv(&xb, &w).unwrap();
        assert_eq!(y.dtype(), DType::BF16);
        let dy = Tensor::ones((5, 6), DType::BF16, &Device::Cpu).unwrap(); // d(sum y)/dy
        let (dxb, dw) = Gemv.bwd(&xb, &w, &y, &dy).unwrap();
        let (dxb, dw) = (dxb.unwrap(), dw.unwrap());
        assert_eq!((dxb.dtype(), dw.dtype()), (DType::BF16, DType::F32));
        // d(sum y)/dW[n, k] = sum_r x[r, k] over the bf16 values of x
        let want = xb.to_dtype(DType::F32).unwrap().sum_keepdim(0).unwrap();
        let want = want.broadcast_as((6, 32)).unwrap();
        assert!(rel_err(&dw, &want) <= SUM_ORDER_TOL);
        // through autograd, the f32 master of x gets an f32 gradient via to_dtype's backward
        let grads = y.to_dtype(DType::F32).unwrap().sum_all().unwrap().backward().unwrap();
        assert_eq!(grads.get(&x).unwrap().dtype(), DType::F32);
        assert!(rel_err(grads.get(&w).unwrap(), &want) <= SUM_ORDER_TOL);
    }

    #[test]
    fn split_k_spreads_small_n_over_more_warps() {
        assert_eq!(split_k(384, 1536), 8); // MLP down-projection: 3072 warps instead of 384
        assert_eq!(split_k(1536, 384), 2);
        assert_eq!(split_k(65, 384), 2);
        assert_eq!(split_k(3, 1027), 8);
        assert_eq!(split_k(1, 389), 2);
        assert_eq!(split_k(1, 200), 1); // too short to share
        for (n, k) in [(4096, 4096), (8192, 8192), (4097, 389)] {
            assert_eq!(split_k(n, k), 1, "{n}x{k}");
        }
    }

    #[test]
    fn refuses_wrong_dtypes_and_shapes() {
        let (x, w) = (randn(&[2, 8]), randn(&[3, 8]));
        assert!(gemv(&x, &w.to_dtype(DType::BF16).unwrap()).is_err());
        assert!(gemv(&x.to_dtype(DType::F64).unwrap(), &w).is_err());
        assert!(gemv(&randn(&[2, 7]), &w).is_err());
        assert!(gemv(&x, &randn(&[8])).is_err());
        let empty = gemv(&randn(&[0, 8]), &w).unwrap();
        assert_eq!(empty.dims(), &[0, 3]);
    }
}
