//! LayerNorm with its fp32 island inside one op (kernels/layernorm.cu on CUDA): statistics and
//! normalisation in the wide dtype, the result rounded once to the dtype the next matmul wants,
//! and a backward giving x, gamma and beta their gradients from one op. `layer_norm_composed` is
//! the same math from candle ops, for the island-off ablation and as the tests' reference.

use candle_core::backend::BackendStorage;
use std::sync::Mutex;

use candle_core::{CpuStorage, CustomOp3, DType, Layout, Shape, Tensor, D};
use rayon::prelude::*;

use super::dropout::Dropout;
use super::handoff::Handoff;
use super::plumbing::{from_f64, to_f64};
use crate::error::Result;

/// A residual branch's gradient, computed by the backward of the LayerNorm that reads the stream
/// the branch was added to (`ops::handoff`). There the stream's gradient is the branch's: the
/// residual add hands it on unrounded (`ops::dense_residual`), and the Linear layer that wrote the
/// branch needs it masked with the branch's dropout, rounded to `out` and column-summed (its
/// bias's gradient). Where the LayerNorm's CUDA backward can (the staged float4 kernels, a 16-bit
/// `out` of its output gradient's dtype, x's gradient complete in its pass), it writes those too.
#[derive(Clone)]
pub(crate) struct BranchCast {
    pub drop: Option<Dropout>,
    pub out: DType,
    pub handoff: Handoff,
}

/// `(x - mean) / sqrt(var + eps) * gamma + beta` over the last dim, statistics in `x`'s dtype
/// (f32, or f64 on the CPU), the result rounded once to `out`. gamma and beta are cast to `x`'s
/// dtype when they differ (the fp32 masters normally need no cast).
pub fn layer_norm(xs: &Tensor, gamma: &Tensor, beta: &Tensor, eps: f64, out: DType) -> Result<Tensor> {
    let wide = xs.dtype();
    if !matches!(wide, DType::F32 | DType::F64) {
        let msg = format!("layer-norm: the fused op takes f32 or f64 input (the island), got {wide:?}");
        return Err(candle_core::Error::Msg(msg).into());
    }
    let c = xs.dim(D::Minus1)?;
    if gamma.dims() != [c] || beta.dims() != [c] {
        let msg = format!(
            "layer-norm: gamma and beta must be [{c}], got {:?} and {:?}",
            gamma.dims(),
            beta.dims()
        );
        return Err(candle_core::Error::Msg(msg).into());
    }
    let (g, b) = (gamma.to_dtype(wide)?, beta.to_dtype(wide)?);
    let op = LayerNorm {
        eps,
        out,
        given: Mutex::default(),
        cast: None,
    };
    Ok(xs.contiguous()?.apply_op3(&g, &b, op)?)
}

/// `layer_norm(xs, gamma, beta, eps, out)` whose output `y` was computed already, by the kernel
/// that wrote `xs` (the residual add's fused form, `ops::residual`): the op in the graph, with
/// its backward, and `y` as its forward's result. `xs` is contiguous and f32, gamma and beta f32.
/// With `cast`, the backward also computes the gradient of the branch the add wrote, where it can.
pub(super) fn layer_norm_given(
    xs: &Tensor,
    (gamma, beta): (&Tensor, &Tensor),
    eps: f64,
    out: DType,
    y: candle_core::Storage,
    cast: Option<BranchCast>,
) -> candle_core::Result<Tensor> {
    let op = LayerNorm {
        eps,
        out,
        given: Mutex::new(Some(y)),
        cast,
    };
    xs.apply_op3(gamma, beta, op)
}

/// The backward alone, as the op's `bwd` runs it: (dx, dgamma, dbeta) for x (f32/f64), gamma
/// of x's dtype and the output gradient `dy` (any float dtype). For benchmarks and tests.
pub fn layer_norm_bwd(xs: &Tensor, gamma: &Tensor, dy: &Tensor, eps: f64) -> Result<(Tensor, Tensor, Tensor)> {
    Ok(bwd_adding(xs, gamma, dy, eps, None, None)?)
}

/// `layer_norm_bwd` with dx = `add` + the LayerNorm's contribution, summed as the autograd's
/// gradient store sums two contributions (`add + dx`, one f32 rounding): on CUDA inside the
/// backward kernel, so the residual stream's gradient is not one more pass (`ops::grad_add`);
/// elsewhere (and for an `add` the kernels do not take) after it, as the store would. With
/// `cast`, a branch's gradient from dx where the kernels compute it (`BranchCast`).
fn bwd_adding(
    xs: &Tensor,
    gamma: &Tensor,
    dy: &Tensor,
    eps: f64,
    add: Option<Tensor>,
    cast: Option<&BranchCast>,
) -> candle_core::Result<(Tensor, Tensor, Tensor)> {
    let fused = |a: &Tensor| {
        a.device().is_cuda()
            && xs.device().is_cuda()
            && xs.dtype() == DType::F32
            && a.dtype() == DType::F32
            && a.shape() == xs.shape()
            && a.is_contiguous()
    };
    let (in_kernel, after) = match add {
        Some(a) if fused(&a) => (Some(a), None),
        other => (None, other),
    };
    // dx is the branch's gradient only if nothing is added to it after the kernel
    let cast = cast.filter(|_| after.is_none());
    let op = LayerNormBwd {
        eps,
        params: Mutex::default(),
        add: in_kernel,
        cast: cast.map(|c| (c.out, c.drop)),
        branch: Mutex::default(),
    };
    let dx = xs.contiguous()?.apply_op3_no_bwd(gamma, &dy.contiguous()?, &op)?;
    if let (Some(c), Some((dh, db))) = (cast, taken(&op.branch)) {
        c.handoff.leave(&dx, Some(dh), db);
    }
    let params = taken(&op.params);
    let (dgamma, dbeta) =
        params.ok_or_else(|| candle_core::Error::Msg("layer-norm-bwd: no parameter gradients".into()))?;
    let dx = match after {
        Some(a) => match super::grad_add(&a, &dx)? {
            Some(sum) => sum,
            None => a.add(&dx)?,
        },
        None => dx,
    };
    Ok((dx, dgamma, dbeta))
}

fn taken<T>(m: &Mutex<Option<T>>) -> Option<T> {
    m.lock().expect("invariant: no panic while holding the lock").take()
}

/// The composed version: every step a candle op in `x`'s dtype, candle's autograd as backward.
pub fn layer_norm_composed(xs: &Tensor, gamma: &Tensor, beta: &Tensor, eps: f64) -> Result<Tensor> {
    let dtype = xs.dtype();
    let mean = xs.mean_keepdim(D::Minus1)?; // (.., 1)
    let xc = xs.broadcast_sub(&mean)?;
    let var = xc.sqr()?.mean_keepdim(D::Minus1)?; // (.., 1), biased variance as in PyTorch
    let xn = xc.broadcast_div(&(var + eps)?.sqrt()?)?;
    let (g, b) = (gamma.to_dtype(dtype)?, beta.to_dtype(dtype)?);
    Ok(xn.broadcast_mul(&g)?.broadcast_add(&b)?)
}

struct LayerNorm {
    eps: f64,
    out: DType,
    /// The output, where the kernel that wrote x computed it too (`layer_norm_given`): the
    /// forward hands it out instead of computing it.
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))] // read by cuda_fwd only
    given: Mutex<Option<candle_core::Storage>>,
    /// The branch whose gradient the backward computes too, where it can (`BranchCast`).
    cast: Option<BranchCast>,
}

/// Per row: (mean, rstd) in f64.
fn stats(row: &[f64], eps: f64) -> (f64, f64) {
    let c = row.len() as f64;
    let mean = row.iter().sum::<f64>() / c;
    let var = row.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / c;
    (mean, 1.0 / (var + eps).sqrt())
}

impl CustomOp3 for LayerNorm {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "layer-norm"
    }

    /// The reference: every row in f64, one rounding to the output dtype.
    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
        bs: &CpuStorage,
        bl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let op = "layer-norm";
        let (x, g, b) = (
            to_f64(xs, xl, op, "x")?,
            to_f64(gs, gl, op, "gamma")?,
            to_f64(bs, bl, op, "beta")?,
        );
        let c = g.len();
        let mut y = vec![0f64; x.len()];
        y.par_chunks_mut(c).zip(x.par_chunks(c)).for_each(|(y, x)| {
            let (mean, rstd) = stats(x, self.eps);
            for j in 0..c {
                y[j] = (x[j] - mean) * rstd * g[j] + b[j];
            }
        });
        Ok((from_f64(y, self.out, op)?, xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        let given = self
            .given
            .lock()
            .expect("invariant: no panic while holding the lock")
            .take();
        let y = match given {
            Some(candle_core::Storage::Cuda(y)) => y,
            Some(_) => candle_core::bail!("layer-norm: a given output must be on the GPU"),
            None => cuda::forward(self, (xs, xl), (gs, gl), (bs, bl))?,
        };
        Ok((y, xl.shape().clone()))
    }

    fn bwd(
        &self,
        x: &Tensor,
        gamma: &Tensor,
        beta: &Tensor,
        y: &Tensor,
        dy: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        self.bwd_adding(x, gamma, beta, y, dy, None)
    }

    /// x's gradient so far (the residual stream's, passed straight through the residual add) is
    /// added to dx in the backward kernel: one pass fewer per LayerNorm (docs/DESIGN.md §7).
    fn bwd_adds_to_arg1(&self) -> bool {
        true
    }

    fn bwd_adding(
        &self,
        x: &Tensor,
        gamma: &Tensor,
        _beta: &Tensor,
        _y: &Tensor,
        dy: &Tensor,
        acc: Option<Tensor>,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let (dx, dgamma, dbeta) = bwd_adding(x, gamma, dy, self.eps, acc, self.cast.as_ref())?;
        Ok((Some(dx), Some(dgamma), Some(dbeta)))
    }
}

/// (x, gamma, dy) → dx in x's dtype and shape; dgamma and dbeta ([C] each, x's dtype) are left
/// in `params`, in buffers of their own: they live until the optimizer step, dx does not.
struct LayerNormBwd {
    eps: f64,
    params: Mutex<Option<(Tensor, Tensor)>>,
    /// CUDA: f32 [x's shape], contiguous, added to dx in the kernel (`bwd_adding`).
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    add: Option<Tensor>,
    /// CUDA: the branch's dtype and dropout (`BranchCast`), for the kernels that compute its
    /// gradient, which they leave in `branch` as (dh, db).
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    cast: Option<(DType, Option<Dropout>)>,
    branch: Mutex<Option<(Tensor, Tensor)>>,
}

impl LayerNormBwd {
    fn keep(&self, dgamma: candle_core::Storage, dbeta: candle_core::Storage, c: usize) {
        let t = |s| Tensor::from_storage(s, c, candle_core::op::BackpropOp::none(), false);
        *self.params.lock().expect("invariant: no panic while holding the lock") = Some((t(dgamma), t(dbeta)));
    }
}

impl CustomOp3 for LayerNormBwd {
    fn name(&self) -> &'static str {
        "layer-norm-bwd"
    }

    /// The reference in f64; dgamma and dbeta summed over rows in order.
    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
        ds: &CpuStorage,
        dl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let op = "layer-norm-bwd";
        let (x, g, dy) = (
            to_f64(xs, xl, op, "x")?,
            to_f64(gs, gl, op, "gamma")?,
            to_f64(ds, dl, op, "dy")?,
        );
        let c = g.len();
        let mut dx = vec![0f64; x.len()];
        dx.par_chunks_mut(c)
            .zip(x.par_chunks(c).zip(dy.par_chunks(c)))
            .for_each(|(dx, (x, dy))| {
                let (mean, rstd) = stats(x, self.eps);
                let (mut a, mut b) = (0f64, 0f64);
                for j in 0..c {
                    let gd = g[j] * dy[j];
                    a += gd;
                    b += gd * (x[j] - mean) * rstd;
                }
                let (a, b) = (a / c as f64, b / c as f64);
                for j in 0..c {
                    dx[j] = rstd * (g[j] * dy[j] - a - (x[j] - mean) * rstd * b);
                }
            });
        let (mut dgamma, mut dbeta) = (vec![0f64; c], vec![0f64; c]);
        for (x, dy) in x.chunks(c).zip(dy.chunks(c)) {
            let (mean, rstd) = stats(x, self.eps);
            for j in 0..c {
                dgamma[j] += dy[j] * (x[j] - mean) * rstd;
                dbeta[j] += dy[j];
            }
        }
        let wide = xs.dtype();
        let (dgamma, dbeta) = (from_f64(dgamma, wide, op)?, from_f64(dbeta, wide, op)?);
        self.keep(candle_core::Storage::Cpu(dgamma), candle_core::Storage::Cpu(dbeta), c);
        Ok((from_f64(dx, wide, op)?, xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        ds: &candle_core::CudaStorage,
        dl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        let (dx, dgamma, dbeta, branch) = cuda::backward(self, (xs, xl), (gs, gl), (ds, dl))?;
        let c = gl.shape().elem_count();
        self.keep(candle_core::Storage::Cuda(dgamma), candle_core::Storage::Cuda(dbeta), c);
        if let Some((dh, db)) = branch {
            let (dh, db) = (
                super::launch::tensor(dh, xl.shape().clone()),
                super::launch::tensor(db, c),
            );
            *self.branch.lock().expect("invariant: no panic while holding the lock") = Some((dh, db));
        }
        Ok((dx, xl.shape().clone()))
    }
}

/// The launches; the contract is the header of `kernels/layernorm.cu`.
#[cfg(feature = "cuda")]
pub(super) mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::CudaSlice;
    use candle_core::{CudaDevice, CudaStorage, DType, Layout};

    use super::{LayerNorm, LayerNormBwd};
    use candle_core::cuda_backend::cudarc::driver::sys::CUdevice_attribute;
    use candle_core::cuda_backend::cudarc::driver::DevicePtr;
    use candle_core::cuda_backend::WrapErr;

    use crate::ops::launch::{config, on_cuda, rows_per_chunk, suffix, view, with_float, wrap, Kernel, LAYERNORM};

    /// Rows per block (`LN_WARPS`: one warp per row).
    const WARPS: usize = 4;
    /// Warps per block of the backward kernels (`LN_BWD_WARPS`), but six for the register-sum
    /// kernels with six float4 groups a lane (`LN_REG_BWD_WARPS(NV, VEC)`: `vec6`, `cast_vec6`, which
    /// spilled at eight), and most blocks of either (two per SM; one for vecs).
    const BWD_WARPS: usize = 8;
    const BWD_WARPS_VEC6: usize = 6;
    const BWD_BLOCKS: usize = 264;

    /// Largest C of the register-resident forward and backward kernels, with float4 lanes
    /// (`vec`) and with one element per lane (`reg`); the backward's float4 kernels keep the
    /// dgamma/dbeta sums in registers up to `BWD_REG_SUMS` columns, in shared memory above
    /// (`vecs`: BWD_WARPS·2·C floats, one block per SM).
    const FWD_MAX: (usize, usize) = (2048, 1024);
    const BWD_MAX: (usize, usize) = (2048, 512);
    const BWD_REG_SUMS: usize = 768;

    /// The register-resident kernel for rows of C elements: `vec<NV>` (each lane holds float4
    /// groups: C % 4 == 0 and every operand starting at a multiple of 4 elements, so rows are
    /// 16-byte aligned for f32 and 8-byte for 16-bit types) with the smallest 128·NV >= C, else
    /// `reg<NV>` with the smallest 32·NV >= C; None above the limits (the three-pass kernels run).
    /// `vec_sums` caps the plain `vec` kernels (the backward's register sums); above it, up to
    /// the limit, `vecs<NV>`.
    fn reg_variant(
        c: usize,
        layouts: &[&Layout],
        (max_vec, max_reg): (usize, usize),
        vec_sums: usize,
    ) -> Option<String> {
        let vec4 = c.is_multiple_of(4) && layouts.iter().all(|l| l.start_offset().is_multiple_of(4));
        if vec4 && c <= max_vec {
            let kind = if c <= vec_sums { "vec" } else { "vecs" };
            [1, 2, 3, 4, 6, 8, 10, 13, 16]
                .into_iter()
                .find(|nv| 128 * nv >= c)
                .map(|nv| format!("{kind}{nv}"))
        } else if c <= max_reg {
            [4, 8, 12, 16, 24, 32]
                .into_iter()
                .find(|nv| 32 * nv >= c)
                .map(|nv| format!("reg{nv}"))
        } else {
            None
        }
    }

    fn sizes(xl: &Layout, gl: &Layout) -> candle_core::Result<(usize, i32, i32)> {
        let c = gl.shape().elem_count();
        let rows = xl.shape().elem_count() / c.max(1);
        if rows * c >= 1 << 31 || rows == 0 {
            candle_core::bail!("layer-norm: {rows} rows of {c} must be non-empty and < 2^31 elements");
        }
        Ok((rows, rows as i32, c as i32))
    }

    type Arg<'a> = (&'a CudaStorage, &'a Layout);

    pub(super) fn forward(
        op: &LayerNorm,
        (xs, xl): Arg,
        (gs, gl): Arg,
        (bs, bl): Arg,
    ) -> candle_core::Result<CudaStorage> {
        let name = "layer-norm";
        if xs.dtype() != DType::F32 {
            candle_core::bail!("layer-norm: the CUDA kernel takes f32 input, got {:?}", xs.dtype());
        }
        let (rows, rows_i, c) = sizes(xl, gl)?;
        let dev = xs.device();
        let (x, g, b) = (
            view::<f32>(xs, xl, name, "x")?,
            view::<f32>(gs, gl, name, "gamma")?,
            view::<f32>(bs, bl, name, "beta")?,
        );
        let kernel = match reg_variant(c as usize, &[xl, gl, bl], FWD_MAX, usize::MAX) {
            Some(variant) => format!("ln_fwd_{variant}_{}", suffix(op.out, name)?),
            None => format!("ln_fwd_{}", suffix(op.out, name)?),
        };
        let f = Kernel::load(dev, LAYERNORM, &kernel)?;
        let cfg = config((rows.div_ceil(WARPS), 1), (WARPS * 32, 1), 0);
        let eps = op.eps as f32;
        let n = rows * c as usize;
        with_float!(op.out, name, |T| {
            // SAFETY: the kernel writes all rows·C outputs (one warp per row).
            let y = unsafe { dev.alloc::<T>(n)? };
            // SAFETY: matches `ln_fwd_<out>(x, gamma, beta, y, rows, c, eps)`; x and y hold rows·C
            // elements, gamma and beta C.
            unsafe { f.launch(cfg, (&x, &g, &b, &y, &rows_i, &c, &eps)) }?;
            Ok(wrap(y, dev))
        })
    }

    /// The residual add `x + dropout(branch)` (kernels/residual.cu's sum) and the LayerNorm of
    /// the sum in one pass (`ln_fwd_res[_drop]_vec<NV>`): (the sum, f32; the LayerNorm's output,
    /// of the branch's dtype), or None where no fused kernel takes these operands (rows the
    /// float4 kernels do not take, a branch of another dtype than `out`), for the caller to run
    /// the two ops.
    pub(in crate::ops) fn forward_after_add(
        (xs, xl): Arg,
        (bs, bl): Arg,
        (gs, gl): Arg,
        (es, el): Arg,
        (eps, out): (f64, DType),
        drop: &crate::ops::dropout::cuda::DropoutArg,
    ) -> candle_core::Result<Option<(CudaStorage, CudaStorage)>> {
        let name = "residual-add + layer-norm";
        if xs.dtype() != DType::F32 || bs.dtype() != out || xl.shape() != bl.shape() {
            return Ok(None);
        }
        let (rows, rows_i, c) = sizes(xl, gl)?;
        let variant = reg_variant(c as usize, &[xl, bl, gl, el], FWD_MAX, usize::MAX);
        let Some(variant) = variant.filter(|v| v.starts_with("vec")) else {
            return Ok(None);
        };
        let dev = xs.device();
        let (x, g, b) = (
            view::<f32>(xs, xl, name, "x")?,
            view::<f32>(gs, gl, name, "gamma")?,
            view::<f32>(es, el, name, "beta")?,
        );
        let kernel = format!("ln_fwd_res{}_{variant}_{}", drop.variant(), suffix(out, name)?);
        let f = Kernel::load(dev, LAYERNORM, &kernel)?;
        let cfg = config((rows.div_ceil(WARPS), 1), (WARPS * 32, 1), 0);
        let eps = eps as f32;
        let n = rows * c as usize;
        // SAFETY: the kernel writes all rows·C sums (one warp per row).
        let sum = unsafe { dev.alloc::<f32>(n)? };
        let y = with_float!(out, name, |T| {
            let br = view::<T>(bs, bl, name, "branch")?;
            // SAFETY: the kernel writes all rows·C outputs.
            let y = unsafe { dev.alloc::<T>(n)? };
            // SAFETY: matches `ln_fwd_res[_drop]_vec<NV>_<out>(x, branch, sum, gamma, beta, y,
            // rows, c, eps[, d])`; x, branch, sum and y hold rows·C elements, gamma and beta C;
            // C and the offsets fit the float4 kernels (reg_variant).
            match drop.variant() {
                "" => unsafe { f.launch(cfg, (&x, &br, &sum, &g, &b, &y, &rows_i, &c, &eps)) }?,
                _ => unsafe { f.launch(cfg, (&x, &br, &sum, &g, &b, &y, &rows_i, &c, &eps, drop)) }?,
            }
            Ok::<_, candle_core::Error>(wrap(y, dev))
        })?;
        Ok(Some((wrap(sum, dev), y)))
    }

    /// (dx, dgamma, dbeta, and the branch's (dh, db) where `op.cast` asks for them and the
    /// kernels compute them: the staged float4 kernels, a 16-bit dy of the branch's dtype).
    pub(super) fn backward(
        op: &LayerNormBwd,
        (xs, xl): Arg,
        (gs, gl): Arg,
        (ds, dl): Arg,
    ) -> candle_core::Result<Backward> {
        let name = "layer-norm-bwd";
        if xs.dtype() != DType::F32 || gs.dtype() != DType::F32 {
            candle_core::bail!("layer-norm-bwd: the CUDA kernels take f32 x and gamma");
        }
        let (rows, rows_i, c) = sizes(xl, gl)?;
        let dev = xs.device();
        let (x, g) = (view::<f32>(xs, xl, name, "x")?, view::<f32>(gs, gl, name, "gamma")?);
        let dt = suffix(ds.dtype(), name)?;
        let n = rows * c as usize;
        let cu = c as usize;
        let eps = op.eps as f32;
        // what the kernels add to dx: a null pointer for none
        let add_guard = op.add.as_ref().map(|a| a.storage_and_layout());
        let add = match &add_guard {
            Some((s, l)) => Some(view::<f32>(on_cuda(s, name, "the gradient to add")?, l, name, "add")?),
            None => None,
        };
        let add_ptr = add.as_ref().map_or(0u64, |a| a.device_ptr(&dev.cuda_stream()).0);
        // SAFETY: the dx kernels write all of dx (and stats); the finish kernel dgamma and dbeta.
        let dx = unsafe { dev.alloc::<f32>(n)? };
        let (dgamma, dbeta) = unsafe { (dev.alloc::<f32>(cu)?, dev.alloc::<f32>(cu)?) };
        // Register-resident backward: with one element per lane only up to 512 columns (at
        // C = 768, NV = 24, it measured slower than the three-pass kernels on the H200: 196 vs
        // 151 µs at 16384 rows); with float4 lanes up to 768.
        let mut branch = None;
        let (partial, chunks) = if let Some(variant) = reg_variant(cu, &[xl, gl, dl], BWD_MAX, BWD_REG_SUMS) {
            // the branch's gradient: with the staged float4 kernels (`vec`, not `vecs`) only
            let staged = variant.starts_with("vec") && !variant.starts_with("vecs");
            let cast = op
                .cast
                .filter(|(out, _)| staged && *out == ds.dtype() && matches!(out, DType::BF16 | DType::F16));
            let (warps, smem) = bwd_block(dev, &variant, cu, ds.dtype().size_in_bytes(), cast.is_some())?;
            // the shared-memory sums: one block per SM (BWD_BLOCKS is two per SM)
            let max_blocks = match variant.starts_with("vecs") {
                true => BWD_BLOCKS / 2,
                false => BWD_BLOCKS,
            };
            let blocks = rows.div_ceil(warps).min(max_blocks);
            let width = if cast.is_some() { 3 } else { 2 };
            // SAFETY: every block writes its 2·C (with the branch 3·C) partial sums.
            let partial = unsafe { dev.alloc::<f32>(blocks * width * cu)? };
            let cfg = config((blocks, 1), (warps * 32, 1), smem);
            with_float!(ds.dtype(), name, |T| {
                let dy = view::<T>(ds, dl, name, "dy")?;
                let drop = cast.map(|(_, d)| crate::ops::dropout::cuda::DropoutArg::of(d));
                let kernel = match &drop {
                    None => format!("ln_bwd_{variant}_{dt}"),
                    Some(d) => format!("ln_bwd_cast{}_{variant}_{dt}", d.variant()),
                };
                let f = Kernel::load(dev, LAYERNORM, &kernel)?;
                f.allow_smem(smem)?;
                match drop {
                    // SAFETY: matches `ln_bwd_{reg,vec}<NV>_<dt>(x, gamma, dy, add, dx, partial,
                    // rows, c, eps)`; x, dy, dx (and add, or null) hold rows·C, gamma C, partial
                    // blocks·2·C; C fits the variant, vec only with the alignment reg_variant
                    // checked (add is a contiguous f32 tensor of x's shape: a fresh buffer's
                    // alignment).
                    None => unsafe { f.launch(cfg, (&x, &g, &dy, &add_ptr, &dx, &partial, &rows_i, &c, &eps)) }?,
                    Some(drop) => {
                        // SAFETY: every row's dh is written (one warp per row).
                        let dh = unsafe { dev.alloc::<T>(n)? };
                        let args = (&x, &g, &dy, &add_ptr, &dx, &partial, &rows_i, &c, &eps, &dh);
                        // SAFETY: matches `ln_bwd_cast[_drop]_vec<NV>_<dt>(x, gamma, dy, add, dx,
                        // partial, rows, c, eps, cast[, d])`; as the plain kernel, with partial
                        // blocks·3·C and dh a fresh rows·C of dy's dtype.
                        match drop.variant() {
                            "" => unsafe { f.launch(cfg, args) }?,
                            _ => {
                                let (x, g, dy, a, dx, p, r, c, e, dh) = args;
                                unsafe { f.launch(cfg, (x, g, dy, a, dx, p, r, c, e, dh, &drop)) }?
                            }
                        }
                        branch = Some(wrap(dh, dev));
                    }
                }
            });
            (partial, blocks)
        } else {
            // SAFETY: ln_bwd_dx writes both statistics of every row before the partial kernel
            // reads them; the partial kernel writes every (chunk, column) of `partial`.
            let stats = unsafe { dev.alloc::<f32>(2 * rows)? };
            let rpc = rows_per_chunk(rows);
            let chunks = rows.div_ceil(rpc);
            let partial = unsafe { dev.alloc::<f32>(chunks * 2 * cu)? };
            with_float!(ds.dtype(), name, |T| {
                let dy = view::<T>(ds, dl, name, "dy")?;
                let f = Kernel::load(dev, LAYERNORM, &format!("ln_bwd_dx_{dt}"))?;
                let cfg = config((rows.div_ceil(WARPS), 1), (WARPS * 32, 1), 0);
                // SAFETY: matches `ln_bwd_dx_<dt>(x, gamma, dy, add, dx, stats, rows, c, eps)`; x,
                // dy, dx (and add, or null) hold rows·C elements, gamma C, stats 2·rows.
                unsafe { f.launch(cfg, (&x, &g, &dy, &add_ptr, &dx, &stats, &rows_i, &c, &eps)) }?;

                let f = Kernel::load(dev, LAYERNORM, &format!("ln_bwd_params_partial_{dt}"))?;
                let cfg = config((cu.div_ceil(256), chunks), (256, 1), 0);
                // SAFETY: matches `ln_bwd_params_partial_<dt>(x, dy, stats, partial, rows, c, rpc)`;
                // partial holds chunks·2·C, chunks·rpc >= rows.
                unsafe { f.launch(cfg, (&x, &dy, &stats, &partial, &rows_i, &c, &(rpc as i32))) }?
            });
            (partial, chunks)
        };
        if op.cast.is_some() && branch.is_none() {
            crate::notice::once("ln-branch-cast", || {
                format!("the residual branches' gradients are rounded and column-summed in a pass of their own (cast_colsum): the LayerNorm backward at {cu} columns does not compute them (its float4 kernels do, up to {BWD_REG_SUMS} columns of bf16 or f16; docs/DESIGN.md §7)")
            });
        }
        let branch = match branch {
            Some(dh) => {
                // SAFETY: the finish kernel writes all C of the branch's bias gradient.
                let db = unsafe { dev.alloc::<f32>(cu)? };
                finish(dev, &partial, (&dgamma, &dbeta, Some(&db)), chunks, c)?;
                Some((dh, wrap(db, dev)))
            }
            None => {
                finish(dev, &partial, (&dgamma, &dbeta, None), chunks, c)?;
                None
            }
        };
        Ok((wrap(dx, dev), wrap(dgamma, dev), wrap(dbeta, dev), branch))
    }

    /// What `backward` returns: dx, dgamma, dbeta and the branch's (dh, db).
    pub(super) type Backward = (
        CudaStorage,
        CudaStorage,
        CudaStorage,
        Option<(CudaStorage, CudaStorage)>,
    );

    /// Warps per block and dynamic shared memory (bytes) of the backward kernel `variant` at C
    /// columns and a gradient of `tg_bytes` per element: the dgamma/dbeta sums (2·C floats per
    /// block, per warp for `vecs`) and, for the `vec` kernels, each warp's staging buffer for its
    /// next row (`ln_stage_floats` in the kernel), and for the `_cast` ones gamma; BWD_WARPS
    /// (BWD_WARPS_VEC6 for `vec6`), or fewer where that much shared memory is more than a block
    /// may have.
    fn bwd_block(
        dev: &CudaDevice,
        variant: &str,
        c: usize,
        tg_bytes: usize,
        cast: bool,
    ) -> candle_core::Result<(usize, usize)> {
        let (smem_sums, staged) = (variant.starts_with("vecs"), variant.starts_with("vec"));
        let stage = match staged && !smem_sums {
            // the `_cast` kernels' branch sums: C more floats per warp
            true => 2 * c + (c * tg_bytes).div_ceil(16) * 4 + if cast { c } else { 0 },
            false => 0,
        };
        // and the `_cast` kernels' copy of gamma: C floats per block
        let gamma = if staged && !smem_sums && cast { c } else { 0 };
        let smem = |w: usize| 4 * (if smem_sums { w } else { 1 } * 2 * c + w * stage + gamma);
        let attr = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN;
        let max = dev.cuda_stream().context().attribute(attr).w()? as usize;
        let most = if variant == "vec6" { BWD_WARPS_VEC6 } else { BWD_WARPS };
        match (1..=most).rev().find(|&w| smem(w) <= max) {
            Some(w) => Ok((w, smem(w))),
            None => candle_core::bail!(
                "layer-norm-bwd: rows of {c} need {} bytes of shared memory per warp, the GPU has {max} per block",
                smem(1)
            ),
        }
    }

    /// dgamma, dbeta (and the branch's db) = the sums over `chunks` rows of `partial` [chunks,
    /// 2·C] ([chunks, 3·C] with db).
    fn finish(
        dev: &CudaDevice,
        partial: &CudaSlice<f32>,
        (dgamma, dbeta, db): (&CudaSlice<f32>, &CudaSlice<f32>, Option<&CudaSlice<f32>>),
        chunks: usize,
        c: i32,
    ) -> candle_core::Result<()> {
        let f = Kernel::load(dev, LAYERNORM, "ln_bwd_params_finish")?;
        let stream = dev.cuda_stream();
        let db_ptr = db.map_or(0u64, |d| d.device_ptr(&stream).0);
        let width = if db.is_some() { 3 } else { 2 };
        // 32 outputs per block × 8 interleaved chunk subsets
        let cfg = config(((width * c as usize).div_ceil(32), 1), (32, 8), 0);
        // SAFETY: matches `ln_bwd_params_finish(partial, dgamma, dbeta, dbranch, chunks, c)`;
        // partial holds chunks·width·C, dgamma, dbeta and the branch's db (or null) C each.
        unsafe { f.launch(cfg, (partial, dgamma, dbeta, &db_ptr, &(chunks as i32), &c)) }
    }
}

#[cfg(test)]
mod tests {
    use super::super::plumbing::max_diff;
    use super::*;
    use crate::ops::testing::flat;
    use candle_core::{Device, Var};

    /// x's gradient through `LayerNorm → residual add` (the LayerNorm adding the residual's
    /// pass-through gradient in its backward, `bwd_adding`) equals the backward alone plus that
    /// gradient, bit for bit, with dgamma and dbeta the backward's. Fails if the pass-through
    /// gradient is dropped or counted twice.
    #[test]
    fn the_backward_adds_the_gradient_x_gathered_before() {
        let dev = Device::Cpu;
        let (rows, c) = (32, 48);
        let x = Var::from_tensor(&Tensor::randn(0f32, 1.0, (rows, c), &dev).unwrap()).unwrap();
        let g = Var::from_tensor(&Tensor::randn(1f32, 0.1, c, &dev).unwrap()).unwrap();
        let b = Var::from_tensor(&Tensor::randn(0f32, 0.1, c, &dev).unwrap()).unwrap();
        let w = Tensor::randn(0f32, 1.0, (rows, c), &dev).unwrap();
        let y = layer_norm(x.as_tensor(), g.as_tensor(), b.as_tensor(), 1e-5, DType::BF16).unwrap();
        let z = crate::ops::residual_add(x.as_tensor(), &y, None).unwrap();
        let grads = (z * &w).unwrap().sum_all().unwrap().backward().unwrap();
        let dy = w.to_dtype(DType::BF16).unwrap();
        let (dx, dg, db) = layer_norm_bwd(x.as_tensor(), g.as_tensor(), &dy, 1e-5).unwrap();
        let want = (&w + &dx).unwrap();
        assert_eq!(flat(grads.get(x.as_tensor()).unwrap()), flat(&want));
        assert_eq!(flat(grads.get(g.as_tensor()).unwrap()), flat(&dg));
        assert_eq!(flat(grads.get(b.as_tensor()).unwrap()), flat(&db));
    }

    /// dgamma and dbeta own buffers of C elements: they live until the optimizer step and must
    /// not hold on to (or clone) the activation-sized buffer the kernel wrote them into.
    #[test]
    fn parameter_gradients_are_compact() {
        let dev = Device::Cpu;
        let (rows, c) = (64, 37);
        let x = Tensor::randn(0f32, 1.0, (rows, c), &dev).unwrap();
        let g = Tensor::randn(1f32, 0.1, c, &dev).unwrap();
        let dy = Tensor::randn(0f32, 1.0, (rows, c), &dev).unwrap();
        let (dx, dg, db) = layer_norm_bwd(&x, &g, &dy, 1e-5).unwrap();
        assert_eq!(dx.dims(), &[rows, c]);
        for t in [&dg, &db] {
            let (storage, layout) = t.storage_and_layout();
            let candle_core::Storage::Cpu(candle_core::CpuStorage::F32(v)) = &*storage else {
                panic!("f32 on the CPU")
            };
            assert_eq!((v.len(), layout.start_offset()), (c, 0));
        }
    }

    #[test]
    fn composed_matches_candle_fused_forward() {
        let dev = Device::Cpu;
        let x = Tensor::randn(0f32, 3.0, (4, 5, 37), &dev).unwrap();
        let g = Tensor::randn(1f32, 0.1, 37, &dev).unwrap();
        let b = Tensor::randn(0f32, 0.1, 37, &dev).unwrap();
        let ours = layer_norm_composed(&x, &g, &b, 1e-5).unwrap();
        let fused = candle_nn::ops::layer_norm(&x, &g, &b, 1e-5).unwrap();
        assert!(max_diff(&ours, &fused) <= 1e-5);
    }

    /// The fused op's forward and all three gradients against candle's autograd of the composed
    /// ops, in f64 (odd row length, offset mean, non-trivial gamma).
    #[test]
    fn fused_op_matches_composed_forward_and_backward() {
        let dev = Device::Cpu;
        let x = Var::from_tensor(&(Tensor::randn(0f64, 2.0, (3, 7, 45), &dev).unwrap() + 1.5).unwrap()).unwrap();
        let g = Var::from_tensor(&Tensor::randn(1f64, 0.3, 45, &dev).unwrap()).unwrap();
        let b = Var::from_tensor(&Tensor::randn(0f64, 0.3, 45, &dev).unwrap()).unwrap();
        let dy = Tensor::randn(0f64, 1.0, (3, 7, 45), &dev).unwrap();
        let fused = layer_norm(x.as_tensor(), g.as_tensor(), b.as_tensor(), 1e-5, DType::F64).unwrap();
        let composed = layer_norm_composed(x.as_tensor(), g.as_tensor(), b.as_tensor(), 1e-5).unwrap();
        assert!(max_diff(&fused, &composed) < 1e-12);
        let gf = (&fused * &dy).unwrap().sum_all().unwrap().backward().unwrap();
        let gc = (&composed * &dy).unwrap().sum_all().unwrap().backward().unwrap();
        for v in [&x, &g, &b] {
            let (a, e) = (gf.get(v.as_tensor()).unwrap(), gc.get(v.as_tensor()).unwrap());
            assert_eq!(a.dims(), e.dims());
            assert!(max_diff(a, e) < 1e-10, "{}", max_diff(a, e));
        }
    }

    /// f32 statistics, bf16 output: the f64 result rounded once (within one bf16 ulp).
    #[test]
    fn bf16_output_is_the_wide_result_rounded_once() {
        let dev = Device::Cpu;
        let x = Tensor::randn(0f32, 1.0, (16, 64), &dev).unwrap();
        let (g, b) = (
            Tensor::ones(64, DType::F32, &dev).unwrap(),
            Tensor::zeros(64, DType::F32, &dev).unwrap(),
        );
        let y = layer_norm(&x, &g, &b, 1e-5, DType::BF16).unwrap();
        assert_eq!(y.dtype(), DType::BF16);
        let wide = layer_norm_composed(&x.to_dtype(DType::F64).unwrap(), &g, &b, 1e-5).unwrap();
        let rel = max_diff(&y, &wide) / max_diff(&wide, &wide.zeros_like().unwrap());
        assert!(rel < 2f64.powi(-8), "{rel}");
    }

    #[test]
    fn rejects_low_precision_input_and_wrong_gamma() {
        let dev = Device::Cpu;
        let x = Tensor::zeros((2, 8), DType::BF16, &dev).unwrap();
        let g = Tensor::ones(8, DType::F32, &dev).unwrap();
        let e = layer_norm(&x, &g, &g, 1e-5, DType::BF16).unwrap_err().to_string();
        assert!(e.contains("f32 or f64"), "{e}");
        let x = x.to_dtype(DType::F32).unwrap();
        let e = layer_norm(&x, &g.narrow(0, 0, 7).unwrap(), &g, 1e-5, DType::F32)
            .unwrap_err()
            .to_string();
        assert!(e.contains("gamma and beta must be [8]"), "{e}");
    }
}
