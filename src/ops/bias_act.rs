//! A Linear layer's bias, alone (`bias_add`) or fused with GELU (`bias_gelu`, the tanh
//! approximation GPT-2 uses), as single-pass ops with single-pass backwards
//! (kernels/bias_act.cu on CUDA). The bias is the fp32 master, read directly: it needs no
//! per-step cast, and its gradient is a column sum in fp32 straight into the master's.
//!
//! candle's composed versions cost a broadcast add forward, and backward a dozen tensor ops over
//! (B, T, 4C) for GELU (two `powf`, a `tanh`) plus a reduction and a cast for the bias.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, CustomOp2, CustomOp3, DType, Layout, Shape, Tensor, D};
use half::{bf16, f16};
use rayon::prelude::*;

use super::plumbing::to_f64;
use crate::error::Result;

/// sqrt(2/π) and the cubic coefficient of the tanh approximation (Hendrycks & Gimpel, §2).
const K0: f64 = 0.797_884_560_802_865_4;
const K1: f64 = 0.044_715;
/// Rows per parallel chunk on the CPU.
const ROWS_PER_TASK: usize = 64;

/// `gelu(h + b)` over the last dim, in `h`'s dtype; `b` is [C], f32 (f64 allowed on the CPU).
pub fn bias_gelu(h: &Tensor, b: &Tensor) -> Result<Tensor> {
    let (h, b) = operands(h, b, "bias-gelu")?;
    Ok(h.apply_op2(&b, BiasAct { gelu: true })?)
}

/// `h + b` over the last dim, in `h`'s dtype; `b` is [C], f32 (f64 allowed on the CPU).
pub fn bias_add(h: &Tensor, b: &Tensor) -> Result<Tensor> {
    let (h, b) = operands(h, b, "bias-add")?;
    Ok(h.apply_op2(&b, BiasAct { gelu: false })?)
}

/// The backward of `bias_gelu` alone, as the op's `bwd` runs it: (dh in h's dtype, db in b's).
/// For benchmarks and tests.
pub fn bias_gelu_bwd(h: &Tensor, b: &Tensor, dy: &Tensor) -> Result<(Tensor, Tensor)> {
    let (h, b) = operands(h, b, "bias-gelu")?;
    Ok(gelu_grads(&h, &b, &dy.contiguous()?)?)
}

/// (dh, db) of `gelu(h + b)`: on CUDA one pass that also sums db (where the vector kernel
/// applies), else dh and then its column sum.
pub(super) fn gelu_grads(h: &Tensor, b: &Tensor, dy: &Tensor) -> candle_core::Result<(Tensor, Tensor)> {
    grads(h, b, dy, false)
}

/// (dh, db) of `gelu(pre)` for a pre-activation that already holds the bias `b` (a GEMM's
/// epilogue added it): `gelu_grads` with a zero bias, whose values `b` stands in for without
/// being read (its shape and dtype are db's).
pub(super) fn gelu_grads_of_pre(pre: &Tensor, b: &Tensor, dy: &Tensor) -> candle_core::Result<(Tensor, Tensor)> {
    grads(pre, b, dy, true)
}

fn grads(h: &Tensor, b: &Tensor, dy: &Tensor, zero_bias: bool) -> candle_core::Result<(Tensor, Tensor)> {
    let op = BiasGeluGrad {
        db: Default::default(),
        zero_bias,
    };
    let dh = h.apply_op3_no_bwd(b, dy, &op)?;
    let summed = op.db.lock().expect("invariant: no panic while holding the lock").take();
    let db = match summed {
        Some(db) => db,
        None => dh.apply_op1_no_bwd(&ColSum { out: b.dtype() })?,
    };
    Ok((dh, db))
}

/// (dh, db) of a residual branch's Linear layer from the stream's f32 gradient `dy` [R, C]:
/// dh = round_out(dy · mask) in the compute dtype `out` (the mask of the branch's dropout `drop`,
/// or 1) and db = the column sums of the fp32 products dy · mask. On CUDA one pass over dy
/// (`cast_colsum[_drop]_<dtype>` and `colsum_finish`) where its vector kernel applies; else the
/// masked rounding and the column sum of the fp32 products as separate passes (the same values,
/// the column sums in another order).
pub(super) fn branch_grads(
    dy: &Tensor,
    out: DType,
    drop: Option<super::Dropout>,
) -> candle_core::Result<(Tensor, Tensor)> {
    let dy = dy.contiguous()?;
    let drop = drop.filter(|d| d.p > 0.0);
    #[cfg(feature = "cuda")]
    if dy.dtype() == DType::F32 && matches!(out, DType::BF16 | DType::F16) {
        let (ds, dl) = dy.storage_and_layout();
        if let candle_core::Storage::Cuda(ds) = &*ds {
            if let Some((dh, db)) = cuda::cast_colsum((ds, dl), out, drop)? {
                let c = *dl.dims().last().unwrap_or(&1);
                return Ok((
                    super::launch::tensor(dh, dl.shape().clone()),
                    super::launch::tensor(db, c),
                ));
            }
            crate::notice::once("branch-grad-passes", || {
                format!(
                    "a residual branch's gradient {:?} is rounded and its bias gradient summed in two passes: the one-pass kernel needs a row length that is a multiple of 8 and a 16-byte aligned gradient",
                    dl.dims()
                )
            });
        }
    }
    let masked = match drop {
        Some(d) => super::dropout::masked(&dy, d, DType::F32)?,
        None => dy.detach(),
    };
    let db = col_sum(&masked)?;
    Ok((super::dropout::round(&masked, out)?, db))
}

/// The fp32 column sums of `d` [.., C]: a bias's gradient (`ops::dense` where cuBLASLt cannot).
pub(super) fn col_sum(d: &Tensor) -> candle_core::Result<Tensor> {
    d.apply_op1_no_bwd(&ColSum { out: DType::F32 })
}

/// Contiguous operands with a wide bias of the right length (a bias stored in a low precision,
/// when master weights are off, is widened by a differentiable cast).
fn operands(h: &Tensor, b: &Tensor, op: &str) -> Result<(Tensor, Tensor)> {
    let c = h.dim(D::Minus1)?;
    if b.dims() != [c] {
        let msg = format!("{op}: the bias must be [{c}] (the last dim of h), got {:?}", b.dims());
        return Err(candle_core::Error::Msg(msg).into());
    }
    let b = match b.dtype() {
        DType::F32 | DType::F64 => b.clone(),
        _ => b.to_dtype(DType::F32)?,
    };
    Ok((h.contiguous()?, b.contiguous()?))
}

fn gelu(u: f64) -> f64 {
    0.5 * u * (1.0 + (K0 * (u + K1 * u * u * u)).tanh())
}

fn gelu_grad(u: f64) -> f64 {
    let t = (K0 * (u + K1 * u * u * u)).tanh();
    0.5 * (1.0 + t) + 0.5 * u * (1.0 - t * t) * K0 * (1.0 + 3.0 * K1 * u * u)
}

/// tanh through one `exp`: 1 - 2/(e^{2u} + 1). glibc's `tanhf` (via `expm1f`) was 14 % of a
/// tiny-config CPU step; `expf` is several times cheaper and this form stays exact at the
/// extremes (e^{2u} = inf gives 1, e^{2u} = 0 gives -1) with ~1e-7 relative error elsewhere.
fn tanh32(u: f32) -> f32 {
    1.0 - 2.0 / ((2.0 * u).exp() + 1.0)
}

fn gelu32(u: f32) -> f32 {
    let (k0, k1) = (K0 as f32, K1 as f32);
    0.5 * u * (1.0 + tanh32(k0 * (u + k1 * u * u * u)))
}

fn gelu_grad32(u: f32) -> f32 {
    let (k0, k1) = (K0 as f32, K1 as f32);
    let t = tanh32(k0 * (u + k1 * u * u * u));
    0.5 * (1.0 + t) + 0.5 * u * (1.0 - t * t) * k0 * (1.0 + 3.0 * k1 * u * u)
}

/// `out[r, j] = f(h[r, j], b[j], dy[r, j])` over rows in parallel (dy = h when absent).
fn map_rows<T: Copy + Send + Sync + Default, B: Copy + Sync>(
    h: &[T],
    dy: Option<&[T]>,
    b: &[B],
    f: impl Fn(T, B, T) -> T + Sync,
) -> Vec<T> {
    let c = b.len();
    let mut out = vec![T::default(); h.len()];
    let dy = dy.unwrap_or(h);
    out.par_chunks_mut(c * ROWS_PER_TASK)
        .zip(h.par_chunks(c * ROWS_PER_TASK).zip(dy.par_chunks(c * ROWS_PER_TASK)))
        .for_each(|(o, (h, d))| {
            for (i, o) in o.iter_mut().enumerate() {
                *o = f(h[i], b[i % c], d[i]);
            }
        });
    out
}

/// The CPU kernels: `mode` 0 = gelu(h + b), 1 = dy·gelu'(h + b), 2 = h + b, shaped as h. f32
/// arithmetic for f32/bf16/f16 (one rounding at the end), f64 for f64.
fn cpu_apply(
    mode: u8,
    (hs, hl): (&CpuStorage, &Layout),
    (bs, bl): (&CpuStorage, &Layout),
    dy: Option<(&CpuStorage, &Layout)>,
    zero_bias: bool,
    op: &str,
) -> candle_core::Result<(CpuStorage, Shape)> {
    let part = |l: &Layout| -> candle_core::Result<(usize, usize)> {
        l.contiguous_offsets()
            .ok_or_else(|| candle_core::Error::Msg(format!("{op}: operands must be contiguous")))
    };
    let (h0, h1) = part(hl)?;
    let b = match zero_bias {
        true => vec![0f64; bl.shape().elem_count()],
        false => to_f64(bs, bl, op, "b")?,
    };
    let b32: Vec<f32> = b.iter().map(|&x| x as f32).collect();
    let f32_fn = move |h: f32, b: f32, d: f32| match mode {
        0 => gelu32(h + b),
        1 => d * gelu_grad32(h + b),
        _ => h + b,
    };
    let f64_fn = move |h: f64, b: f64, d: f64| match mode {
        0 => gelu(h + b),
        1 => d * gelu_grad(h + b),
        _ => h + b,
    };
    // `map_rows(h, dy, b, f)` for h (and dy) of one storage variant.
    macro_rules! run {
        ($variant:ident, $h:ident, $b:expr, $f:expr) => {{
            let d = match dy {
                Some((CpuStorage::$variant(d), dl)) => {
                    let (a, z) = part(dl)?;
                    Some(&d[a..z])
                }
                Some(_) => candle_core::bail!("{op}: h and dy must have one dtype"),
                None => None,
            };
            CpuStorage::$variant(map_rows(&$h[h0..h1], d, $b, $f))
        }};
    }
    let out = match hs {
        CpuStorage::F32(v) => run!(F32, v, &b32, f32_fn),
        CpuStorage::BF16(v) => run!(BF16, v, &b32, |h: bf16, b, d: bf16| {
            bf16::from_f32(f32_fn(h.to_f32(), b, d.to_f32()))
        }),
        CpuStorage::F16(v) => run!(F16, v, &b32, |h: f16, b, d: f16| {
            f16::from_f32(f32_fn(h.to_f32(), b, d.to_f32()))
        }),
        CpuStorage::F64(v) => run!(F64, v, &b, f64_fn),
        other => candle_core::bail!("{op}: h must be a float tensor, got {:?}", other.dtype()),
    };
    Ok((out, hl.shape().clone()))
}

/// (h, b) → gelu(h + b) or h + b.
struct BiasAct {
    gelu: bool,
}

impl CustomOp2 for BiasAct {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        if self.gelu {
            "bias-gelu"
        } else {
            "bias-add"
        }
    }

    /// The GELU's backward reads h and b; the bias add's reads neither (dh = dy, db = Σ dy).
    fn bwd_reads_args(&self) -> [bool; 2] {
        [self.gelu, self.gelu]
    }

    fn cpu_fwd(
        &self,
        hs: &CpuStorage,
        hl: &Layout,
        bs: &CpuStorage,
        bl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let mode = if self.gelu { 0 } else { 2 };
        cpu_apply(mode, (hs, hl), (bs, bl), None, false, self.name())
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        hs: &candle_core::CudaStorage,
        hl: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        let kernel = if self.gelu { "bias_gelu_fwd" } else { "bias_add" };
        Ok((
            cuda::elementwise(kernel, (hs, hl), (bs, bl), None, false)?,
            hl.shape().clone(),
        ))
    }

    fn bwd(
        &self,
        h: &Tensor,
        b: &Tensor,
        _y: &Tensor,
        dy: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>)> {
        let dy = dy.contiguous()?;
        let (dh, db) = if self.gelu {
            gelu_grads(h, b, &dy)?
        } else {
            let db = dy.apply_op1_no_bwd(&ColSum { out: b.dtype() })?;
            (dy, db)
        };
        Ok((Some(dh), Some(db)))
    }
}

/// (h, b, dy) → dy · gelu'(h + b) in h's dtype. The CUDA vector kernel also sums db = Σ_rows dh
/// (f32, [C], from dh before its rounding to h's dtype) in the same pass and leaves it here for
/// `gelu_grads`.
/// With `zero_bias`, b's values are not read: the bias is zero (it is already in h).
struct BiasGeluGrad {
    db: std::sync::Mutex<Option<Tensor>>,
    zero_bias: bool,
}

impl CustomOp3 for BiasGeluGrad {
    fn name(&self) -> &'static str {
        "bias-gelu-grad"
    }

    fn cpu_fwd(
        &self,
        hs: &CpuStorage,
        hl: &Layout,
        bs: &CpuStorage,
        bl: &Layout,
        ds: &CpuStorage,
        dl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        cpu_apply(1, (hs, hl), (bs, bl), Some((ds, dl)), self.zero_bias, self.name())
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        hs: &candle_core::CudaStorage,
        hl: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
        ds: &candle_core::CudaStorage,
        dl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        if let Some((dh, db)) = cuda::gelu_bwd_colsum((hs, hl), (bs, bl), (ds, dl), self.zero_bias)? {
            let db = super::launch::tensor(db, bl.shape().elem_count());
            *self.db.lock().expect("invariant: no panic while holding the lock") = Some(db);
            return Ok((dh, hl.shape().clone()));
        }
        Ok((
            cuda::elementwise("bias_gelu_bwd", (hs, hl), (bs, bl), Some((ds, dl)), self.zero_bias)?,
            hl.shape().clone(),
        ))
    }
}

/// d [R, C] → Σ_rows d, [C] in `out` (f32, or f64 on the CPU), summed in the wide dtype.
struct ColSum {
    out: DType,
}

impl CustomOp1 for ColSum {
    fn name(&self) -> &'static str {
        "column-sum"
    }

    /// Rows in order: the same sums every time.
    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let c = *l.dims().last().unwrap_or(&1);
        let d = to_f64(s, l, self.name(), "d")?;
        let mut sum = vec![0f64; c];
        for row in d.chunks(c) {
            for (s, x) in sum.iter_mut().zip(row) {
                *s += x;
            }
        }
        Ok((super::plumbing::from_f64(sum, self.out, self.name())?, Shape::from(c)))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        if self.out != DType::F32 {
            candle_core::bail!("column-sum: the CUDA kernels sum into f32, not {:?}", self.out);
        }
        let c = *l.dims().last().unwrap_or(&1);
        Ok((cuda::colsum(s, l, c)?, Shape::from(c)))
    }
}

/// The launches; the contract is the header of `kernels/bias_act.cu`.
#[cfg(feature = "cuda")]
pub(super) mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::CudaSlice;
    use candle_core::{CudaDevice, CudaStorage, DType, Layout};

    use crate::ops::launch::{
        aligned16, config, grid_1d, rows_per_chunk, suffix, view, with_float, wrap, Kernel, BIAS_ACT,
    };
    use candle_core::cuda_backend::cudarc::driver::LaunchConfig;

    type Arg<'a> = (&'a CudaStorage, &'a Layout);

    /// The address of b's f32 values for a kernel's `b`, or null (the kernels' zero bias) with
    /// `zero_bias`.
    fn bias_ptr(bs: &CudaStorage, bl: &Layout, op: &str, zero_bias: bool) -> candle_core::Result<u64> {
        use candle_core::cuda_backend::cudarc::driver::DevicePtr;
        if zero_bias {
            return Ok(0);
        }
        let b = view::<f32>(bs, bl, op, "b")?;
        let stream = bs.device().cuda_stream();
        let (ptr, _) = b.device_ptr(&stream);
        Ok(ptr)
    }

    /// `<kernel>_<dtype>(h, b, [dy,] out, n, c, vec8)` over all of h.
    pub(super) fn elementwise(
        kernel: &str,
        (hs, hl): Arg,
        (bs, bl): Arg,
        dy: Option<Arg>,
        zero_bias: bool,
    ) -> candle_core::Result<CudaStorage> {
        let op = kernel;
        if bs.dtype() != DType::F32 {
            candle_core::bail!("{op}: the CUDA kernels take an f32 bias, got {:?}", bs.dtype());
        }
        let n = hl.shape().elem_count();
        let c = bl.shape().elem_count();
        if let Some((ds, dl)) = dy {
            if ds.dtype() != hs.dtype() || dl.shape() != hl.shape() {
                candle_core::bail!("{op}: dy must have h's dtype and shape");
            }
        }
        let vec8 = c % 8 == 0
            && aligned16(hl, hs.dtype())
            && aligned16(bl, DType::F32)
            && dy.is_none_or(|(ds, dl)| aligned16(dl, ds.dtype()));
        let cfg = grid_1d(if vec8 { n / 8 } else { n });
        let dev = hs.device();
        let f = Kernel::load(dev, BIAS_ACT, &format!("{kernel}_{}", suffix(hs.dtype(), op)?))?;
        let b = bias_ptr(bs, bl, op, zero_bias)?;
        let (n_i, c_i, vec8_i) = (n as i64, c as i32, vec8 as i32);
        with_float!(hs.dtype(), op, |T| {
            let h = view::<T>(hs, hl, op, "h")?;
            // SAFETY: the grid-stride loop writes all n outputs.
            let out = unsafe { dev.alloc::<T>(n)? };
            match dy {
                Some((ds, dl)) => {
                    let d = view::<T>(ds, dl, op, "dy")?;
                    // SAFETY: matches `bias_gelu_bwd_<dtype>(h, b, dy, out, n, c, vec8)`; h, dy, out
                    // hold n elements, b C (or null: zeros); vec8 only when C % 8 == 0 and every
                    // pointer is 16-byte aligned.
                    unsafe { f.launch(cfg, (&h, &b, &d, &out, &n_i, &c_i, &vec8_i)) }?
                }
                // SAFETY: matches `{bias_gelu_fwd,bias_add}_<dtype>(h, b, out, n, c, vec8)`; h and
                // out hold n elements, b C; vec8 as above.
                None => unsafe { f.launch(cfg, (&h, &b, &out, &n_i, &c_i, &vec8_i)) }?,
            }
            Ok(wrap(out, dev))
        })
    }

    /// The row chunks of the one-pass gradient kernels (`bias_gelu_bwd_colsum`, `cast_colsum`):
    /// (rows per chunk, chunks, launch config) for `rows` × `c`, 8 columns a thread.
    fn grad_colsum_grid(rows: usize, c: usize) -> (usize, usize, LaunchConfig) {
        // Rows per chunk for a grid of about 1024 blocks: one wave of the 8 resident blocks per SM
        // the kernel's registers allow on the 132-SM H200. Measured there (16384 rows): C = 3072
        // takes 48 rows (82 % of copy bandwidth; 32 rows left a tail wave: 69 %), C = 1536 32.
        let blocks_x = (c / 8).div_ceil(128);
        let rpc = (rows * blocks_x).div_ceil(1024).max(16);
        let chunks = rows.div_ceil(rpc);
        (rpc, chunks, config((blocks_x, chunks), (128, 1), 0))
    }

    /// `bias_gelu_bwd_colsum_<dtype>` then `colsum_finish`: (dh, db f32 [C]), or None when the
    /// vector kernel does not apply (C % 8 != 0 or an unaligned operand: the caller falls back to
    /// the elementwise kernel and a column sum).
    pub(super) fn gelu_bwd_colsum(
        (hs, hl): Arg,
        (bs, bl): Arg,
        (ds, dl): Arg,
        zero_bias: bool,
    ) -> candle_core::Result<Option<(CudaStorage, CudaStorage)>> {
        let op = "bias-gelu-grad";
        let c = bl.shape().elem_count();
        let vec8 = c % 8 == 0
            && bs.dtype() == DType::F32
            && ds.dtype() == hs.dtype()
            && dl.shape() == hl.shape()
            && aligned16(hl, hs.dtype())
            && aligned16(bl, DType::F32)
            && aligned16(dl, ds.dtype());
        if !vec8 {
            return Ok(None);
        }
        let n = hl.shape().elem_count();
        let rows = n / c.max(1);
        let dev = hs.device();
        let (rpc, chunks, cfg) = grad_colsum_grid(rows, c);
        // SAFETY: every (chunk, column) partial is written by the kernel below.
        let partial = unsafe { dev.alloc::<f32>(chunks * c)? };
        let kernel = format!("bias_gelu_bwd_colsum_{}", suffix(hs.dtype(), op)?);
        let f = Kernel::load(dev, BIAS_ACT, &kernel)?;
        let b = bias_ptr(bs, bl, op, zero_bias)?;
        let (rows_i, c_i, rpc_i) = (rows as i32, c as i32, rpc as i32);
        let dh = with_float!(hs.dtype(), op, |T| {
            let (h, d) = (view::<T>(hs, hl, op, "h")?, view::<T>(ds, dl, op, "dy")?);
            // SAFETY: every row < R of every column group is written.
            let dh = unsafe { dev.alloc::<T>(n)? };
            // SAFETY: matches `bias_gelu_bwd_colsum_<dtype>(h, b, dy, dh, partial, rows, c, rpc)`;
            // h, dy, dh hold rows·C, b C (or null: zeros), partial chunks·C; C % 8 == 0, pointers
            // 16-byte aligned.
            unsafe { f.launch(cfg, (&h, &b, &d, &dh, &partial, &rows_i, &c_i, &rpc_i)) }?;
            wrap(dh, dev)
        });
        let db = finish(dev, &partial, chunks, c)?;
        Ok(Some((dh, db)))
    }

    /// `cast_colsum[_drop]_<out>` then `colsum_finish` over an f32 dy [R, C]: (dh in `out`,
    /// db f32 [C]), or None when the vector kernel does not apply (C % 8 != 0 or dy unaligned).
    pub(super) fn cast_colsum(
        (ds, dl): Arg,
        out: DType,
        drop: Option<crate::ops::Dropout>,
    ) -> candle_core::Result<Option<(CudaStorage, CudaStorage)>> {
        let op = "branch-grad";
        let c = *dl.dims().last().unwrap_or(&1);
        if c % 8 != 0 || ds.dtype() != DType::F32 || !aligned16(dl, DType::F32) {
            return Ok(None);
        }
        let n = dl.shape().elem_count();
        let rows = n / c.max(1);
        let dev = ds.device();
        let (rpc, chunks, cfg) = grad_colsum_grid(rows, c);
        // SAFETY: every (chunk, column) partial is written by the kernel below.
        let partial = unsafe { dev.alloc::<f32>(chunks * c)? };
        let drop = crate::ops::dropout::cuda::DropoutArg::of(drop);
        let kernel = format!("cast_colsum{}_{}", drop.variant(), suffix(out, op)?);
        let f = Kernel::load(dev, BIAS_ACT, &kernel)?;
        let d = view::<f32>(ds, dl, op, "dy")?;
        let (rows_i, c_i, rpc_i) = (rows as i32, c as i32, rpc as i32);
        let dh = with_float!(out, op, |T| {
            // SAFETY: every row < R of every column group is written.
            let dh = unsafe { dev.alloc::<T>(n)? };
            // SAFETY: matches `cast_colsum[_drop]_<out>(dy, dh, partial, rows, c, rpc, d)`; dy
            // and dh hold rows·C, partial chunks·C; C % 8 == 0, dy 16-byte aligned, dh fresh.
            unsafe { f.launch(cfg, (&d, &dh, &partial, &rows_i, &c_i, &rpc_i, &drop)) }?;
            wrap(dh, dev)
        });
        let db = finish(dev, &partial, chunks, c)?;
        Ok(Some((dh, db)))
    }

    /// `colsum_finish`: db [C] f32 = the fixed-order sum of `partial` [chunks, C].
    pub(in crate::ops) fn finish(
        dev: &CudaDevice,
        partial: &CudaSlice<f32>,
        chunks: usize,
        c: usize,
    ) -> candle_core::Result<CudaStorage> {
        // SAFETY: every output column is written (one warp each).
        let out = unsafe { dev.alloc::<f32>(c)? };
        let f = Kernel::load(dev, BIAS_ACT, "colsum_finish")?;
        // 32 columns per block × 8 interleaved chunk subsets
        let cfg = config((c.div_ceil(32), 1), (32, 8), 0);
        // SAFETY: matches `colsum_finish(partial, out, chunks, c)`; partial holds chunks·C.
        unsafe { f.launch(cfg, (partial, &out, &(chunks as i32), &(c as i32))) }?;
        Ok(wrap(out, dev))
    }

    /// Σ over rows of d [R, C] into f32 [C], in two fixed-order stages.
    pub(super) fn colsum(ds: &CudaStorage, dl: &Layout, c: usize) -> candle_core::Result<CudaStorage> {
        let op = "column-sum";
        let rows = dl.shape().elem_count() / c.max(1);
        let dev = ds.device();
        let rpc = rows_per_chunk(rows);
        let chunks = rows.div_ceil(rpc);
        // SAFETY: every (chunk, column) partial is written below.
        let partial = unsafe { dev.alloc::<f32>(chunks * c)? };
        let (rows_i, c_i, rpc_i) = (rows as i32, c as i32, rpc as i32);
        let f = Kernel::load(dev, BIAS_ACT, &format!("colsum_partial_{}", suffix(ds.dtype(), op)?))?;
        let cfg = config((c.div_ceil(256), chunks), (256, 1), 0);
        with_float!(ds.dtype(), op, |T| {
            let d = view::<T>(ds, dl, op, "d")?;
            // SAFETY: matches `colsum_partial_<dtype>(d, partial, rows, c, rpc)`; d holds rows·C
            // elements, partial chunks·C with chunks·rpc >= rows.
            unsafe { f.launch(cfg, (&d, &partial, &rows_i, &c_i, &rpc_i)) }?
        });
        finish(dev, &partial, chunks, c)
    }
}

#[cfg(test)]
mod tests {
    use super::super::plumbing::max_diff;
    use super::*;
    use candle_core::{Device, Var};

    /// Forward and both gradients against candle's autograd of `(h + b).gelu()` (candle's gelu is
    /// the same tanh approximation; its backward uses 6-digit constants, hence 1e-5 in f64), in
    /// f64 and in f32, odd row length.
    #[test]
    fn bias_gelu_matches_candles_composed_ops() {
        for (dtype, tol) in [(DType::F64, 1e-5), (DType::F32, 2e-5)] {
            let dev = Device::Cpu;
            let h = Var::from_tensor(
                &Tensor::randn(0f64, 2.0, (5, 3, 19), &dev)
                    .unwrap()
                    .to_dtype(dtype)
                    .unwrap(),
            )
            .unwrap();
            let b = Var::from_tensor(&Tensor::randn(0f64, 1.0, 19, &dev).unwrap().to_dtype(dtype).unwrap()).unwrap();
            let dy = Tensor::randn(0f64, 1.0, (5, 3, 19), &dev)
                .unwrap()
                .to_dtype(dtype)
                .unwrap();
            let ours = bias_gelu(h.as_tensor(), b.as_tensor()).unwrap();
            let theirs = h.as_tensor().broadcast_add(b.as_tensor()).unwrap().gelu().unwrap();
            assert!(
                max_diff(&ours, &theirs) < tol,
                "{dtype:?} fwd {}",
                max_diff(&ours, &theirs)
            );
            let go = (&ours * &dy).unwrap().sum_all().unwrap().backward().unwrap();
            let gt = (&theirs * &dy).unwrap().sum_all().unwrap().backward().unwrap();
            for v in [&h, &b] {
                let (a, e) = (go.get(v.as_tensor()).unwrap(), gt.get(v.as_tensor()).unwrap());
                assert_eq!(a.dims(), e.dims());
                // the bias gradient sums 15 rows: scale the tolerance with it
                assert!(max_diff(a, e) < 16.0 * tol, "{dtype:?} grad {}", max_diff(a, e));
            }
        }
    }

    /// The exact derivative: central differences of the f64 forward.
    #[test]
    fn bias_gelu_gradient_matches_finite_differences() {
        let dev = Device::Cpu;
        let xs: Vec<f64> = (0..41).map(|i| -6.0 + 0.3 * i as f64).collect();
        let h = Var::new(xs.as_slice(), &dev).unwrap();
        let b = Tensor::new(&[0.125f64], &dev).unwrap().broadcast_as(1).unwrap();
        let h2 = h.as_tensor().reshape((41, 1)).unwrap();
        let y = bias_gelu(&h2, &b).unwrap();
        let g = y.sum_all().unwrap().backward().unwrap();
        let g = g.get(h.as_tensor()).unwrap().to_vec1::<f64>().unwrap();
        let eps = 1e-6;
        for (x, g) in xs.iter().zip(g) {
            let fd = (gelu(x + 0.125 + eps) - gelu(x + 0.125 - eps)) / (2.0 * eps);
            assert!((fd - g).abs() < 1e-8, "x {x}: {g} vs {fd}");
        }
    }

    #[test]
    fn bias_add_forward_and_gradients() {
        let dev = Device::Cpu;
        let h = Var::new(&[[1f32, 2., 3.], [4., 5., 6.]], &dev).unwrap();
        let b = Var::new(&[10f32, 20., 30.], &dev).unwrap();
        let y = bias_add(h.as_tensor(), b.as_tensor()).unwrap();
        assert_eq!(
            y.to_vec2::<f32>().unwrap(),
            vec![vec![11., 22., 33.], vec![14., 25., 36.]]
        );
        let dy = Tensor::new(&[[1f32, 2., 3.], [0.5, 0.25, 0.125]], &dev).unwrap();
        let g = (&y * &dy).unwrap().sum_all().unwrap().backward().unwrap();
        assert_eq!(
            g.get(h.as_tensor()).unwrap().to_vec2::<f32>().unwrap(),
            dy.to_vec2::<f32>().unwrap()
        );
        assert_eq!(
            g.get(b.as_tensor()).unwrap().to_vec1::<f32>().unwrap(),
            vec![1.5, 2.25, 3.125]
        );
    }

    /// bf16 activations with an f32 bias: the output is the f32 result rounded once, and the
    /// bias gradient is f32 (the master's dtype).
    #[test]
    fn bf16_activations_with_f32_bias() {
        let dev = Device::Cpu;
        let h32 = Tensor::randn(0f32, 1.0, (8, 16), &dev).unwrap();
        let h = h32.to_dtype(DType::BF16).unwrap();
        let b = Var::from_tensor(&Tensor::randn(0f32, 1.0, 16, &dev).unwrap()).unwrap();
        let y = bias_gelu(&h, b.as_tensor()).unwrap();
        assert_eq!(y.dtype(), DType::BF16);
        let wide = bias_gelu(&h.to_dtype(DType::F32).unwrap(), b.as_tensor()).unwrap();
        let rel = max_diff(&y, &wide) / wide.abs().unwrap().max_all().unwrap().to_scalar::<f32>().unwrap() as f64;
        assert!(rel < 2f64.powi(-8), "{rel}");
        let g = y.to_dtype(DType::F32).unwrap().sum_all().unwrap().backward().unwrap();
        assert_eq!(g.get(b.as_tensor()).unwrap().dtype(), DType::F32);
    }

    #[test]
    fn rejects_a_bias_of_the_wrong_length() {
        let dev = Device::Cpu;
        let h = Tensor::zeros((2, 8), DType::F32, &dev).unwrap();
        let b = Tensor::zeros(7, DType::F32, &dev).unwrap();
        let e = bias_gelu(&h, &b).unwrap_err().to_string();
        assert!(e.contains("the bias must be [8]"), "{e}");
    }

    /// `branch_grads` (the route every device takes where the one-pass kernel cannot): dh is the
    /// gradient masked and rounded once to bf16, db the column sums of the fp32 masked products
    /// (not of dh's rounded values, not of the unmasked gradient).
    #[test]
    fn branch_grads_mask_round_once_and_sum_the_fp32_products() {
        let dev = Device::Cpu;
        let (rows, c) = (37, 24);
        let dy = Tensor::randn(0f32, 1.0, (rows, c), &dev).unwrap();
        let d = crate::ops::Dropout { p: 0.25, seed: 9 };
        let mask = crate::ops::dropout_mask(&d, rows * c, &dev)
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        assert!(mask.contains(&0.0));
        let v = dy.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        for (drop, m) in [(None, vec![1.0; rows * c]), (Some(d), mask)] {
            let (dh, db) = branch_grads(&dy, DType::BF16, drop).unwrap();
            assert_eq!((dh.dtype(), db.dtype(), db.dims()), (DType::BF16, DType::F32, &[c][..]));
            let prod: Vec<f32> = v.iter().zip(&m).map(|(a, b)| a * b).collect();
            let dh = dh.flatten_all().unwrap().to_vec1::<bf16>().unwrap();
            assert_eq!(
                dh,
                prod.iter().map(|&x| bf16::from_f32(x)).collect::<Vec<_>>(),
                "{drop:?}"
            );
            let db = db.to_vec1::<f32>().unwrap();
            for (j, got) in db.iter().enumerate() {
                let want: f64 = (0..rows).map(|r| prod[r * c + j] as f64).sum();
                assert!(
                    (*got as f64 - want).abs() <= 1e-5 * want.abs().max(1.0),
                    "{drop:?} column {j}"
                );
            }
        }
    }
}
