//! FP8 GEMMs for the linear layers (`precision.matmul = "fp8"`, docs/NUMERICS.md "FP8"):
//! `y = x·Wᵀ` with x and W rounded to E4M3 and, backward, the output gradient to E5M2
//! (TransformerEngine's "hybrid" recipe), each with a per-tensor scale, fp32 accumulation.
//!
//! A scaled tensor is one row of the scaling state (`Fp8State`, kernels/fp8.cu says the
//! layout): the cast multiplies by the row's scale, rounds to the format (to nearest even,
//! saturating at ±max) and folds max |x| into the row's amax; the GEMM multiplies the FP8
//! product by the two operands' `scale_inv`. Where the scale comes from is the row's
//! `ScaleMode`: the amax history (delayed scaling: `fp8_update` after each step), this tensor's
//! own amax (dynamic: one extra pass), or 1 (the ablation without scaling).
//!
//! On CUDA the casts are kernels/fp8.cu and the GEMMs cuBLASLt's FP8 matmul, the scales read by
//! cuBLASLt from the state on the device (no host sync). Hopper's FP8 GEMMs take K-major
//! operands only, so each cast writes its tensor and its transpose (the backward's dgrad reads
//! Wᵀ, the wgrad xᵀ and dyᵀ). On the CPU the same casts are emulated bit for bit
//! (`Fp8Format::quantise` is `__nv_cvt_float_to_fp8` with `__NV_SATFINITE`) and the products
//! computed in fp32: the reference the GPU tests hold the kernels to.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp2, DType, Device, Layout, Shape, Storage, Tensor};

use crate::error::Result;

mod head;
pub use head::fp8_lm_head_loss;

/// Columns of a state row before the history: scale_inv, scale, fmax, amax (kernels/fp8.cu); a
/// row is a multiple of 4 columns, so that each scale_inv is 16-byte aligned for cuBLASLt.
pub const FP8_STATE_COLS: usize = 4;
const COL_SCALE_INV: usize = 0;
const COL_SCALE: usize = 1;
const COL_FMAX: usize = 2;
const COL_AMAX: usize = 3;
/// The state table's amax column (what a data-parallel job agrees on: src/fp8.rs).
pub const FP8_COL_AMAX: usize = COL_AMAX;

/// An 8-bit float format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fp8Format {
    /// 4 exponent bits (bias 7), 3 mantissa bits, no infinity: max 448, smallest 2^-9.
    E4M3,
    /// 5 exponent bits (bias 15), 2 mantissa bits: max 57,344, smallest 2^-16.
    E5M2,
}

impl Fp8Format {
    pub fn name(self) -> &'static str {
        match self {
            Self::E4M3 => "E4M3",
            Self::E5M2 => "E5M2",
        }
    }

    /// The largest finite value.
    pub fn max(self) -> f32 {
        match self {
            Self::E4M3 => 448.0,
            Self::E5M2 => 57344.0,
        }
    }

    /// (mantissa bits, exponent bias).
    fn bits(self) -> (u32, i32) {
        match self {
            Self::E4M3 => (3, 7),
            Self::E5M2 => (2, 15),
        }
    }

    /// `v` rounded to this format, to nearest even, saturating at ±max (infinities too), NaN to
    /// NaN: `__nv_cvt_float_to_fp8(v, __NV_SATFINITE, ..)`'s code.
    pub fn quantise(self, v: f32) -> u8 {
        let (m, bias) = self.bits();
        let sign = if v.is_sign_negative() { 0x80u8 } else { 0 };
        if v.is_nan() {
            return 0x7f;
        }
        let a = v.abs();
        let code = if a >= self.max() {
            self.max_code()
        } else {
            let min_normal = f32::powi(2.0, 1 - bias);
            if a < min_normal {
                // subnormal: multiples of 2^(1 - bias - m), rounded; 2^m of them is the smallest
                // normal, whose code is the same integer
                (a * f32::powi(2.0, bias - 1 + m as i32)).round_ties_even() as u8
            } else {
                let e = ((a.to_bits() >> 23) as i32) - 127; // a is normal in f32 here
                let frac = a / f32::powi(2.0, e) - 1.0; // exact: [0, 1)
                let mut q = (frac * (1u32 << m) as f32).round_ties_even() as u32;
                let mut e = e;
                if q == 1 << m {
                    q = 0;
                    e += 1;
                }
                ((((e + bias) as u32) << m) | q) as u8
            }
        };
        sign | code.min(self.max_code())
    }

    /// Whether `s` (a scaled value) is clipped: beyond max by more than rounding would move it,
    /// i.e. it would round to a value above max were there one (E4M3 above 464, E5M2 from 61,440
    /// on: the midpoints to the next power's step, ties to even).
    pub fn clips(self, s: f32) -> bool {
        match self {
            Self::E4M3 => s.abs() > 464.0,
            Self::E5M2 => s.abs() >= 61440.0,
        }
    }

    fn max_code(self) -> u8 {
        match self {
            Self::E4M3 => 0x7e,
            Self::E5M2 => 0x7b,
        }
    }

    /// The value of `code` (NaN for the NaN codes, ±inf for E5M2's infinities).
    pub fn value(self, code: u8) -> f32 {
        let (m, bias) = self.bits();
        let sign = if code & 0x80 != 0 { -1.0 } else { 1.0 };
        let mag = code & 0x7f;
        let e = (mag >> m) as i32;
        let frac = (mag & ((1 << m) - 1)) as f32;
        let emax_field = (1 << (7 - m)) - 1;
        match self {
            Self::E4M3 if mag == 0x7f => return f32::NAN,
            Self::E5M2 if e == emax_field => return if frac == 0.0 { sign * f32::INFINITY } else { f32::NAN },
            _ => {}
        }
        let v = if e == 0 {
            frac * f32::powi(2.0, 1 - bias - m as i32)
        } else {
            (1.0 + frac / (1 << m) as f32) * f32::powi(2.0, e - bias)
        };
        sign * v
    }
}

/// How a cast finds its scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScaleMode {
    /// The row's scale, which `fp8_update` sets from the amax history.
    Delayed,
    /// This tensor's own amax (an extra pass before the cast).
    Dynamic,
    /// Scale 1, never changed: FP8 without scaling (the ablation).
    Fixed,
}

impl ScaleMode {
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))] // the kernels' mode argument
    fn code(self) -> i32 {
        match self {
            Self::Delayed => 0,
            Self::Dynamic => 1,
            Self::Fixed => 2,
        }
    }
}

/// `(fmax / amax) / 2^margin`, or 1 where amax is 0 or not finite or the quotient overflows:
/// the dynamic scale (kernels/fp8.cu's `scale_for`, the same two rounded divisions).
pub fn fp8_scale_for(fmax: f32, amax: f32, pow2m: f32) -> f32 {
    if amax.is_nan() || amax <= 0.0 || !amax.is_finite() {
        return 1.0;
    }
    let s = (fmax / amax) / pow2m;
    if s.is_finite() {
        s
    } else {
        1.0
    }
}

/// The scaling state of every FP8 tensor of a model: `table` [rows, FP8_STATE_COLS + history]
/// f32 and `saturated` [rows] u32 (values clipped at ±max, counted since the state was made,
/// wrapping), on the model's device. Clones share the tensors.
#[derive(Clone, Debug)]
pub struct Fp8State {
    pub table: Tensor,
    pub saturated: Tensor,
    /// 2^margin: the scales are divided by it (TransformerEngine's `margin`).
    pub pow2m: f32,
}

impl Fp8State {
    /// A fresh state: each row's format's max, scale 1, no amax yet; room for `history` amaxes
    /// (rounded up to a multiple of 4, the rest staying 0).
    pub fn new(formats: &[Fp8Format], history: usize, margin: i32, device: &Device) -> Result<Self> {
        let width = FP8_STATE_COLS + history.max(1).next_multiple_of(4);
        let mut t = vec![0f32; formats.len() * width];
        for (r, f) in formats.iter().enumerate() {
            t[r * width + COL_FMAX] = f.max();
            t[r * width + COL_SCALE] = 1.0;
            t[r * width + COL_SCALE_INV] = 1.0;
        }
        Ok(Self {
            table: Tensor::from_vec(t, (formats.len(), width), device)?,
            saturated: Tensor::zeros(formats.len(), DType::U32, device)?,
            pow2m: f32::powi(2.0, margin),
        })
    }

    fn width(&self) -> Result<usize> {
        Ok(self.table.dim(1)?)
    }
}

/// One scaled tensor: its row of the state, its format and where its scale comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fp8Slot {
    pub row: usize,
    pub format: Fp8Format,
    pub mode: ScaleMode,
}

/// A linear layer's three scaled tensors.
#[derive(Clone, Debug)]
pub struct Fp8Site {
    pub state: Fp8State,
    /// The input (E4M3).
    pub x: Fp8Slot,
    /// The weight (E4M3).
    pub w: Fp8Slot,
    /// The output gradient (E5M2).
    pub dy: Fp8Slot,
    /// Where the forward's casts (x, W) count their clipped values instead of `state.saturated`:
    /// activation checkpointing's rerun of a block casts them again, and the first run counted
    /// them. None: the state's counts.
    pub rerun_counts: Option<Tensor>,
}

impl Fp8Site {
    /// The state the forward's casts record into: `state`, with `rerun_counts` for its counts.
    fn forward_state(&self) -> Fp8State {
        match &self.rerun_counts {
            Some(counts) => Fp8State {
                saturated: counts.clone(),
                ..self.state.clone()
            },
            None => self.state.clone(),
        }
    }
}

/// Whether an FP8 GEMM takes `[rows, K] x [N, K]ᵀ`: every dim a multiple of 16, as cuBLASLt's
/// FP8 kernels need (torchtitan's rule too); the CPU emulation follows the same rule.
pub fn fp8_shape_ok(rows: usize, n: usize, k: usize) -> bool {
    rows.is_multiple_of(16) && n.is_multiple_of(16) && k.is_multiple_of(16) && rows > 0
}

/// `x · Wᵀ` through FP8 for x `[.., K]` (bf16, f16 or f32) and the fp32 master `w` `[N, K]`
/// (cast to E4M3 straight from fp32): `[.., N]` in x's dtype, rounded once from the fp32
/// product. Backward: dx (x's dtype) and dW (fp32, to the master) from the E5M2 output gradient.
/// Fails where `fp8_shape_ok` does not hold (the caller checks it and says which path runs).
pub fn fp8_linear(x: &Tensor, w: &Tensor, site: &Fp8Site) -> Result<Tensor> {
    let (n, k) = w.dims2()?;
    let dims = x.dims().to_vec();
    let rows = x.elem_count() / k.max(1);
    if dims.last() != Some(&k) || !fp8_shape_ok(rows, n, k) || w.dtype() != DType::F32 {
        let msg = format!(
            "fp8-linear: x {dims:?} times an f32 w [{n}, {k}]ᵀ needs x's last dim = {k} and rows, N and K multiples of 16"
        );
        return Err(candle_core::Error::Msg(msg).into());
    }
    let op = Fp8Linear {
        site: site.clone(),
        saved: Default::default(),
    };
    let y = x.reshape((rows, k))?.contiguous()?.apply_op2(&w.contiguous()?, op)?;
    let mut out = dims;
    *out.last_mut().expect("invariant: x has a last dim") = n;
    Ok(y.reshape(out)?)
}

/// `act(x·Wᵀ + b)` through FP8: `fp8_linear` with the bias, and GELU, after it. On CUDA, given
/// `b_c`, these are the FP8 GEMM's epilogue where cuBLASLt has one (the bias's compute copy added to
/// the fp32 sums, rounded once, as `ops::dense` does in bf16), the bias gradient a column sum
/// of dy (or of dy·gelu' from `bias_gelu`'s backward kernel) straight into the master `b`.
/// Elsewhere `fp8_linear` followed by `ops::bias_add` / `ops::bias_gelu` on the fp32 `b`: the CPU
/// emulation's numerics.
pub fn fp8_dense(
    x: &Tensor,
    w: &Tensor,
    b_c: Option<&Tensor>,
    b: &Tensor,
    act: super::Act,
    site: &Fp8Site,
) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if let (Device::Cuda(dev), Some(b_c)) = (x.device(), b_c) {
        let (n, k) = w.dims2()?;
        let rows = x.elem_count() / k.max(1);
        let epilogue = match act {
            super::Act::None => cuda::Epilogue::Bias,
            super::Act::Gelu => cuda::Epilogue::GeluAuxBias,
        };
        let fits = b_c.dtype() == x.dtype()
            && b_c.dims() == [n]
            && fp8_shape_ok(rows, n, k)
            && dims_ok(x, k)
            && cuda::supports(dev, site, (rows, n, k), x.dtype(), epilogue)?;
        if fits {
            let op = Fp8Dense {
                site: site.clone(),
                b_c: b_c.contiguous()?.detach(),
                act,
                saved: Default::default(),
                pre: Default::default(),
            };
            let y = x
                .reshape((rows, k))?
                .contiguous()?
                .apply_op3(&w.contiguous()?, &b.contiguous()?, op)?;
            let mut out = x.dims().to_vec();
            *out.last_mut().expect("invariant: x has a last dim") = n;
            return Ok(y.reshape(out)?);
        }
        crate::notice::once("fp8-epilogue", || {
            format!("an FP8 linear layer's bias (and GELU) runs as its own pass: cuBLASLt has no FP8 epilogue for [{rows}, {k}] x [{n}, {k}]ᵀ")
        });
    }
    let _ = b_c; // the CPU adds the fp32 master
    let h = fp8_linear(x, w, site)?;
    match act {
        super::Act::None => super::bias_add(&h, b),
        super::Act::Gelu => super::bias_gelu(&h, b),
    }
}

#[cfg(feature = "cuda")]
fn dims_ok(x: &Tensor, k: usize) -> bool {
    x.dims().last() == Some(&k)
}

/// `x`'s E4M3/E5M2 codes `[.., C]` (u8) under `slot`, recording as the linear layers' casts do
/// (tests and benchmarks).
pub fn fp8_quantise(x: &Tensor, state: &Fp8State, slot: Fp8Slot) -> Result<Tensor> {
    let c = x.dims().last().copied().unwrap_or(1);
    let rows = x.elem_count() / c.max(1);
    let x2 = x.reshape((rows, c))?.contiguous()?;
    let codes = match x.device() {
        Device::Cpu => {
            let v = x2.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>()?;
            let (q, _) = cpu::cast(state, slot, &v)?;
            Tensor::from_vec(q, (rows, c), &Device::Cpu)?
        }
        #[cfg(feature = "cuda")]
        Device::Cuda(_) => cuda::quantise(&x2, state, slot)?,
        d => return Err(candle_core::Error::Msg(format!("fp8: no casts on {d:?}")).into()),
    };
    Ok(codes.reshape(x.dims())?)
}

/// After each optimizer step: every row's amax goes into its history at `pos` (and is reset),
/// and where `from_history` (delayed scaling) the scale becomes `(fmax / max(history)) /
/// 2^margin` (kept when the history is all zero). On the device, no host sync.
pub fn fp8_update(state: &Fp8State, pos: usize, from_history: bool) -> Result<()> {
    let width = state.width()?;
    if pos >= width - FP8_STATE_COLS {
        let msg = format!(
            "fp8: history position {pos} beyond the history of {}",
            width - FP8_STATE_COLS
        );
        return Err(candle_core::Error::Msg(msg).into());
    }
    match state.table.device() {
        Device::Cpu => cpu::update(state, pos, from_history),
        #[cfg(feature = "cuda")]
        Device::Cuda(_) => Ok(cuda::update(state, pos, from_history)?),
        d => Err(candle_core::Error::Msg(format!("fp8: no scaling state on {d:?}")).into()),
    }
}

/// What the forward keeps for the backward: the operands' FP8 forms and the scales used.
enum Saved {
    Cpu(cpu::Product),
    #[cfg(feature = "cuda")]
    Cuda(cuda::Saved),
}

/// What an op's forward keeps for its backward: written by the forward, taken once by the
/// backward.
struct Kept<T>(std::sync::Mutex<Option<T>>);

impl<T> Default for Kept<T> {
    fn default() -> Self {
        Self(std::sync::Mutex::new(None))
    }
}

impl<T> Kept<T> {
    fn keep(&self, v: T) {
        *self.0.lock().expect("invariant: no panic while holding the lock") = Some(v);
    }

    fn take(&self, op: &str) -> candle_core::Result<T> {
        let v = self
            .0
            .lock()
            .expect("invariant: no panic while holding the lock")
            .take();
        v.ok_or_else(|| candle_core::Error::Msg(format!("{op}: the backward ran twice or before the forward")))
    }
}

/// (x [rows, K], w [N, K] f32) → x·wᵀ [rows, N] in x's dtype.
struct Fp8Linear {
    site: Fp8Site,
    saved: Kept<Saved>,
}

impl CustomOp2 for Fp8Linear {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "fp8-linear"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let (rows, _) = xl.shape().dims2()?;
        let (n, _) = wl.shape().dims2()?;
        let product = cpu::Product::cast(&self.site, (xs, xl), (ws, wl))?;
        let y = cpu::storage(&product.forward()?.to_dtype(xs.dtype())?)?;
        self.saved.keep(Saved::Cpu(product));
        Ok((y, Shape::from((rows, n))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        let (rows, k) = xl.shape().dims2()?;
        let (n, _) = wl.shape().dims2()?;
        let (y, _, saved) = cuda::forward((xs, xl), (ws, wl), &self.site, (rows, n, k), None)?;
        self.saved.keep(Saved::Cuda(saved));
        Ok((y, Shape::from((rows, n))))
    }

    /// dx = dy_q · W_q and dW = dy_qᵀ · x_q, the E5M2 dy_q cast under the site's dy slot.
    fn bwd(
        &self,
        x: &Tensor,
        _w: &Tensor,
        _y: &Tensor,
        dy: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>)> {
        let dy = dy.contiguous()?;
        let s = &self.site;
        let (dx, dw) = match self.saved.take(self.name())? {
            Saved::Cpu(product) => {
                let v = dy.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>()?;
                product.backward(s, &v, x.dtype())?
            }
            #[cfg(feature = "cuda")]
            Saved::Cuda(saved) => {
                let (dx, dw, _) = cuda::backward(&dy, cuda::Bias::None, x.dtype(), s, saved)?;
                (dx, dw)
            }
        };
        Ok((Some(dx), Some(dw)))
    }
}

/// (x [rows, K], w [N, K] f32, b [N] f32) → act(x·wᵀ + b_c) [rows, N]; CUDA only.
#[cfg(feature = "cuda")]
struct Fp8Dense {
    site: Fp8Site,
    /// The bias's compute copy, detached: the epilogue adds it; db goes to the master b.
    b_c: Tensor,
    act: super::Act,
    saved: Kept<cuda::Saved>,
    /// The GELU form's pre-activation x·wᵀ + b, written by the forward for the backward.
    pre: Kept<Tensor>,
}

#[cfg(feature = "cuda")]
impl candle_core::CustomOp3 for Fp8Dense {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        match self.act {
            super::Act::None => "fp8-dense-bias",
            super::Act::Gelu => "fp8-dense-bias-gelu",
        }
    }

    fn cpu_fwd(
        &self,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        candle_core::bail!("fp8-dense: CUDA only (fp8_dense composes fp8_linear and the bias op elsewhere)")
    }

    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
        _: &candle_core::CudaStorage,
        _: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        let (rows, k) = xl.shape().dims2()?;
        let (n, _) = wl.shape().dims2()?;
        let gelu = self.act == super::Act::Gelu;
        let (y, pre, saved) = cuda::forward((xs, xl), (ws, wl), &self.site, (rows, n, k), Some((&self.b_c, gelu)))?;
        if let Some(pre) = pre {
            self.pre.keep(super::launch::tensor(pre, (rows, n)));
        }
        self.saved.keep(saved);
        Ok((y, Shape::from((rows, n))))
    }

    /// dh = dy (bias) or dy·gelu'(pre) (GELU), cast to E5M2 with db its column sum in the same
    /// pass (kernels/fp8.cu), then dx and dW as `fp8_linear`'s backward.
    fn bwd(
        &self,
        x: &Tensor,
        _w: &Tensor,
        b: &Tensor,
        _y: &Tensor,
        dy: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let dy = dy.contiguous()?;
        let saved = self.saved.take("fp8-dense")?;
        let (dx, dw, db) = match self.act {
            super::Act::Gelu => {
                let pre = self.pre.take("fp8-dense")?;
                cuda::backward(&dy, cuda::Bias::Gelu(&pre), x.dtype(), &self.site, saved)?
            }
            super::Act::None => cuda::backward(&dy, cuda::Bias::Sum, x.dtype(), &self.site, saved)?,
        };
        let Some(db) = db else {
            candle_core::bail!("fp8-dense: the backward's cast summed no bias gradient");
        };
        let db = db.to_dtype(b.dtype())?;
        Ok((Some(dx), Some(dw), Some(db)))
    }
}

/// The CPU emulation: the casts bit for bit as kernels/fp8.cu, the state read and written on the
/// host.
mod cpu {
    use super::*;

    /// A contiguous storage's values as f32 (exact for bf16, f16 and f32).
    pub(super) fn values(s: &CpuStorage, l: &Layout) -> candle_core::Result<Vec<f32>> {
        let Some((a, b)) = l.contiguous_offsets() else {
            candle_core::bail!("fp8: operands must be contiguous");
        };
        Ok(match s {
            CpuStorage::F32(v) => v[a..b].to_vec(),
            CpuStorage::BF16(v) => v[a..b].iter().map(|x| x.to_f32()).collect(),
            CpuStorage::F16(v) => v[a..b].iter().map(|x| x.to_f32()).collect(),
            other => candle_core::bail!("fp8: bf16, f16 or f32 operands, got {:?}", other.dtype()),
        })
    }

    pub(super) fn storage(t: &Tensor) -> candle_core::Result<CpuStorage> {
        let (s, _) = t.storage_and_layout();
        match &*s {
            Storage::Cpu(c) => Ok(c.clone()),
            _ => candle_core::bail!("fp8: expected a CPU tensor"),
        }
    }

    fn read_row(state: &Fp8State, row: usize) -> Result<Vec<f32>> {
        Ok(state.table.narrow(0, row, 1)?.flatten_all()?.to_vec1::<f32>()?)
    }

    fn write_row(state: &Fp8State, row: usize, values: Vec<f32>) -> Result<()> {
        let n = values.len();
        state
            .table
            .slice_set(&Tensor::from_vec(values, (1, n), &Device::Cpu)?, 0, row)?;
        Ok(())
    }

    /// The cast of `v` under `slot`: (codes, scale_inv), the row's amax, scale and saturation
    /// count updated as the kernels do.
    pub(super) fn cast(state: &Fp8State, slot: Fp8Slot, v: &[f32]) -> Result<(Vec<u8>, f32)> {
        let mut row = read_row(state, slot.row)?;
        let amax = v.iter().map(|x| x.abs().to_bits()).max().unwrap_or(0);
        row[COL_AMAX] = f32::from_bits(row[COL_AMAX].to_bits().max(amax));
        if slot.mode == ScaleMode::Dynamic {
            let s = fp8_scale_for(row[COL_FMAX], f32::from_bits(amax), state.pow2m);
            row[COL_SCALE] = s;
            row[COL_SCALE_INV] = 1.0 / s;
        }
        let scale = row[COL_SCALE];
        let mut saturated = 0u32;
        let codes = v
            .iter()
            .map(|&x| {
                let s = x * scale;
                saturated += slot.format.clips(s) as u32;
                slot.format.quantise(s)
            })
            .collect();
        let inv = row[COL_SCALE_INV];
        write_row(state, slot.row, row)?;
        let counts = state.saturated.to_vec1::<u32>()?;
        let total = counts[slot.row].wrapping_add(saturated);
        state
            .saturated
            .slice_set(&Tensor::new(&[total], &Device::Cpu)?, 0, slot.row)?;
        Ok((codes, inv))
    }

    /// An FP8 product's operands as the forward cast them: the codes' (unscaled) values as f32
    /// and their scale_inv.
    pub(super) struct Product {
        xq: Tensor,
        wq: Tensor,
        x_inv: f32,
        w_inv: f32,
    }

    impl Product {
        /// x [rows, K] and w [N, K] cast under the site's x and w slots.
        pub(super) fn cast(
            site: &Fp8Site,
            x: (&CpuStorage, &Layout),
            w: (&CpuStorage, &Layout),
        ) -> candle_core::Result<Self> {
            let (rows, k) = x.1.shape().dims2()?;
            let (n, _) = w.1.shape().dims2()?;
            let st = site.forward_state();
            let (xq, x_inv) = cast_values(&st, site.x, &values(x.0, x.1)?).map_err(candle_core::Error::wrap)?;
            let (wq, w_inv) = cast_values(&st, site.w, &values(w.0, w.1)?).map_err(candle_core::Error::wrap)?;
            Ok(Self {
                xq: Tensor::from_vec(xq, (rows, k), &Device::Cpu)?,
                wq: Tensor::from_vec(wq, (n, k), &Device::Cpu)?,
                x_inv,
                w_inv,
            })
        }

        /// x·wᵀ [rows, N] in f32, from the FP8 values and the scales.
        pub(super) fn forward(&self) -> candle_core::Result<Tensor> {
            self.xq.matmul(&self.wq.t()?)? * f64::from(self.x_inv * self.w_inv)
        }

        /// dx [rows, K] (`dx_dtype`) and dW [N, K] (f32) from dy's values [rows, N], cast to
        /// E5M2 under the site's dy slot.
        pub(super) fn backward(
            &self,
            site: &Fp8Site,
            dy: &[f32],
            dx_dtype: DType,
        ) -> candle_core::Result<(Tensor, Tensor)> {
            let (rows, n) = (self.xq.dim(0)?, self.wq.dim(0)?);
            let (dq, d_inv) = cast_values(&site.state, site.dy, dy).map_err(candle_core::Error::wrap)?;
            let dq = Tensor::from_vec(dq, (rows, n), &Device::Cpu)?;
            let dx = (dq.matmul(&self.wq)? * f64::from(d_inv * self.w_inv))?.to_dtype(dx_dtype)?;
            let dw = (dq.t()?.matmul(&self.xq)? * f64::from(d_inv * self.x_inv))?;
            Ok((dx, dw))
        }
    }

    /// `cast`, the codes decoded to their (unscaled) values.
    pub(super) fn cast_values(state: &Fp8State, slot: Fp8Slot, v: &[f32]) -> Result<(Vec<f32>, f32)> {
        let (codes, inv) = cast(state, slot, v)?;
        let table: Vec<f32> = (0..=255u8).map(|c| slot.format.value(c)).collect();
        Ok((codes.iter().map(|&c| table[c as usize]).collect(), inv))
    }

    pub(super) fn update(state: &Fp8State, pos: usize, from_history: bool) -> Result<()> {
        let rows = state.table.dim(0)?;
        for r in 0..rows {
            let mut row = read_row(state, r)?;
            let a = if row[COL_AMAX].is_finite() { row[COL_AMAX] } else { 0.0 };
            row[FP8_STATE_COLS + pos] = a;
            row[COL_AMAX] = 0.0;
            if from_history {
                let m = row[FP8_STATE_COLS..].iter().fold(0f32, |m, &h| m.max(h));
                if m > 0.0 {
                    let s = (row[COL_FMAX] / m) / state.pow2m;
                    if s.is_finite() {
                        row[COL_SCALE] = s;
                        row[COL_SCALE_INV] = 1.0 / s;
                    }
                }
            }
            write_row(state, r, row)?;
        }
        Ok(())
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::{CudaSlice, CudaView, DevicePtr};
    use candle_core::{CudaDevice, CudaStorage, DType, Layout, Storage, Tensor};
    use cudarc::cublaslt::sys::cudaDataType;

    use super::{Fp8Format, Fp8Site, Fp8Slot, Fp8State, ScaleMode, COL_SCALE_INV, FP8_STATE_COLS};
    pub(super) use crate::ops::cublaslt::Epilogue;
    use crate::ops::cublaslt::{self, Operands, Shape};
    use crate::ops::launch::{
        config, grid_1d_max, on_cuda, sm_count, suffix, tensor, view, with_float, wrap, Kernel, FP8,
    };

    /// The rows each block of `fp8_cast16` casts (kernels/fp8.cu: 4 tiles of 64), the rows of
    /// one bias-gradient partial.
    const FP8_CAST16_ROWS: usize = 256;

    /// The transposed FP8 copies the backward reads, and the state rows of their scales.
    pub(super) struct Saved {
        /// xᵀ [K, rows] and Wᵀ [K, N], E4M3.
        xt: CudaSlice<u8>,
        wt: CudaSlice<u8>,
        rows: usize,
        n: usize,
        k: usize,
    }

    fn ty(f: Fp8Format) -> cudaDataType {
        match f {
            Fp8Format::E4M3 => cudaDataType::CUDA_R_8F_E4M3,
            Fp8Format::E5M2 => cudaDataType::CUDA_R_8F_E5M2,
        }
    }

    fn out_ty(d: DType) -> candle_core::Result<cudaDataType> {
        Ok(match d {
            DType::BF16 => cudaDataType::CUDA_R_16BF,
            DType::F16 => cudaDataType::CUDA_R_16F,
            DType::F32 => cudaDataType::CUDA_R_32F,
            other => candle_core::bail!("fp8: no GEMM output of {other:?}"),
        })
    }

    /// The state's storages: table (f32) and saturation counts (u32), with their devices'
    /// addresses taken under the guards `f` runs within.
    fn with_state<R>(
        state: &Fp8State,
        f: impl FnOnce(&CudaSlice<f32>, &CudaSlice<u32>, usize) -> candle_core::Result<R>,
    ) -> candle_core::Result<R> {
        let width = state.table.dim(1)?;
        let (ts, _) = state.table.storage_and_layout();
        let (ss, _) = state.saturated.storage_and_layout();
        let (Storage::Cuda(ts), Storage::Cuda(ss)) = (&*ts, &*ss) else {
            candle_core::bail!("fp8: the scaling state must be on the GPU with the model");
        };
        f(ts.as_cuda_slice::<f32>()?, ss.as_cuda_slice::<u32>()?, width)
    }

    /// The device address of `slot`'s scale_inv (what cuBLASLt multiplies the product by).
    fn scale_inv_addr(dev: &CudaDevice, state: &Fp8State, slot: Fp8Slot) -> candle_core::Result<u64> {
        with_state(state, |t, _, width| {
            let stream = dev.cuda_stream();
            let (base, _record) = t.device_ptr(&stream);
            Ok(base + ((slot.row * width + COL_SCALE_INV) * 4) as u64)
        })
    }

    /// Casts x [rows, cols] (contiguous, `T` elements) under `slot`: (q [rows, cols], qᵀ
    /// [cols, rows]).
    fn cast(
        dev: &CudaDevice,
        x: (&CudaStorage, &Layout),
        rows: usize,
        cols: usize,
        state: &Fp8State,
        slot: Fp8Slot,
    ) -> candle_core::Result<(CudaSlice<u8>, CudaSlice<u8>)> {
        cast_fused(dev, x, None, None, (rows, cols), state, slot)
    }

    /// `cast`, with the backward's fusions of kernels/fp8.cu: x·gelu'(pre) cast instead of x
    /// where `pre` is given, and the column sums of what is cast into `partial`
    /// ([ceil(rows / FP8_CAST16_ROWS), cols] f32) where that is given. Both need the vector
    /// kernel.
    fn cast_fused(
        dev: &CudaDevice,
        x: (&CudaStorage, &Layout),
        pre: Option<(&CudaStorage, &Layout)>,
        partial: Option<&CudaSlice<f32>>,
        (rows, cols): (usize, usize),
        state: &Fp8State,
        slot: Fp8Slot,
    ) -> candle_core::Result<(CudaSlice<u8>, CudaSlice<u8>)> {
        let (xs, xl) = x;
        let Some((start, end)) = xl.contiguous_offsets() else {
            candle_core::bail!("fp8: the cast's input must be contiguous");
        };
        let pre_at = match pre {
            None => None,
            Some((ps, pl)) => match pl.contiguous_offsets() {
                Some((s, e)) if ps.dtype() == xs.dtype() && e - s == end - start => Some((ps, s, e)),
                _ => candle_core::bail!("fp8: the pre-activation must be contiguous and shaped as the gradient"),
            },
        };
        let suffix = match xs.dtype() {
            DType::F32 => "f32",
            DType::BF16 => "bf16",
            DType::F16 => "f16",
            other => candle_core::bail!("fp8: no cast from {other:?}"),
        };
        let n = rows * cols;
        // SAFETY (both): the cast writes every element of q and qᵀ.
        let q = unsafe { dev.alloc::<u8>(n)? };
        let qt = unsafe { dev.alloc::<u8>(n)? };
        // the vector form where every row starts 16-byte aligned (the linear layers' shapes)
        let aligned = |at: usize| (at * xs.dtype().size_in_bytes()).is_multiple_of(16);
        let vector = rows.is_multiple_of(16)
            && cols.is_multiple_of(16)
            && aligned(start)
            && pre_at.is_none_or(|(_, s, _)| aligned(s));
        let fused = pre.is_some() || partial.is_some();
        if !vector && fused {
            candle_core::bail!("fp8: the fused backward cast needs rows and columns multiples of 16, 16-byte aligned");
        }
        // blocks of one 64-row tile where blocks of 256 rows would not give every SM two (most
        // weights: GPT-2 small's [768, 768] would be 36 blocks); the fused form's bias partials
        // are per 256 rows, so it keeps them
        let grid16 = (cols.div_ceil(64), rows.div_ceil(FP8_CAST16_ROWS));
        let one_tile = vector && !fused && grid16.0 * grid16.1 < 2 * sm_count(dev)?;
        let (name, grid, block) = match (vector, fused) {
            (true, true) => ("fp8_cast16_grad", grid16, (256, 1)),
            (true, false) if one_tile => ("fp8_cast16_one", (cols.div_ceil(64), rows.div_ceil(64)), (256, 1)),
            (true, false) => ("fp8_cast16", grid16, (256, 1)),
            (false, _) => ("fp8_cast", (cols.div_ceil(32), rows.div_ceil(32)), (32, 8)),
        };
        let cast = Kernel::load(dev, FP8, &format!("{name}_{suffix}"))?;
        let amax = Kernel::load(dev, FP8, &format!("fp8_amax_{suffix}"))?;
        let (_dyn_amax, dyn_amax) = dyn_amax(dev, slot)?;
        let e5m2 = (slot.format == Fp8Format::E5M2) as i32;
        let mode = slot.mode.code();
        with_state(state, |t, sat, width| {
            let row: CudaView<f32> = t.slice(slot.row * width..(slot.row + 1) * width);
            let sat: CudaView<u32> = sat.slice(slot.row..slot.row + 1);
            macro_rules! go {
                ($t:ty) => {{
                    let xv = xs.as_cuda_slice::<$t>()?.slice(start..end);
                    let pv = match pre_at {
                        Some((ps, s, e)) => Some(ps.as_cuda_slice::<$t>()?.slice(s..e)),
                        None => None,
                    };
                    // a null pointer where a fusion is off
                    let (pre_ptr, partial_ptr) = {
                        let stream = dev.cuda_stream();
                        let p = pv.as_ref().map_or(0, |v| v.device_ptr(&stream).0);
                        (p, partial.map_or(0, |v| v.device_ptr(&stream).0))
                    };
                    if slot.mode == ScaleMode::Dynamic {
                        let row_amax =
                            t.slice(slot.row * width + super::COL_AMAX..slot.row * width + super::COL_AMAX + 1);
                        // SAFETY: matches `fp8_amax_T(x, pre, n, a, row_amax)`; x (and pre, or
                        // null) hold n elements, a one zeroed f32, row_amax one f32 of the state.
                        unsafe {
                            amax.launch(
                                grid_1d_max(n, 1024),
                                (&xv, &pre_ptr, &(n as i64), &dyn_amax, &row_amax),
                            )
                        }?;
                    }
                    let (rows_i, cols_i) = (rows as i32, cols as i32);
                    if vector {
                        // SAFETY: matches `fp8_cast16[_grad|_one]_T(x, pre, rows, cols, q, qt, partial, row,
                        // saturated, dyn_amax, e5m2, mode, pow2m)`: x (and pre, or null) hold
                        // rows·cols elements, 16-byte aligned, rows and cols multiples of 16; q
                        // and qt as many bytes, partial (or null) ceil(rows / 256)·cols f32, row
                        // one state row of `width` f32 (FP8_STATE_COLS + history), saturated one
                        // u32, dyn_amax one zeroed f32 (dynamic mode; null otherwise, not
                        // read); the grid covers every tile.
                        unsafe {
                            cast.launch(
                                config(grid, block, 0),
                                (
                                    &xv,
                                    &pre_ptr,
                                    &rows_i,
                                    &cols_i,
                                    &q,
                                    &qt,
                                    &partial_ptr,
                                    &row,
                                    &sat,
                                    &dyn_amax,
                                    &e5m2,
                                    &mode,
                                    &state.pow2m,
                                ),
                            )
                        }
                    } else {
                        // SAFETY: matches `fp8_cast_T(x, rows, cols, q, qt, row, saturated,
                        // dyn_amax, e5m2, mode, pow2m)`, as above without the fusions.
                        unsafe {
                            cast.launch(
                                config(grid, block, 0),
                                (
                                    &xv,
                                    &rows_i,
                                    &cols_i,
                                    &q,
                                    &qt,
                                    &row,
                                    &sat,
                                    &dyn_amax,
                                    &e5m2,
                                    &mode,
                                    &state.pow2m,
                                ),
                            )
                        }
                    }
                }};
            }
            debug_assert!(width > FP8_STATE_COLS);
            match xs.dtype() {
                DType::F32 => go!(f32),
                DType::BF16 => go!(half::bf16),
                _ => go!(half::f16),
            }
        })?;
        Ok((q, qt))
    }

    /// The zeroed f32 that `fp8_amax` leaves a dynamic scale's amax in, and its address; for
    /// the other modes, which never read it, none and a null pointer: no allocation and no memset
    /// on the stream for every cast of a delayed-scaling step (docs/PERFORMANCE.md counts them).
    fn dyn_amax(dev: &CudaDevice, slot: Fp8Slot) -> candle_core::Result<(Option<CudaSlice<f32>>, u64)> {
        if slot.mode != ScaleMode::Dynamic {
            return Ok((None, 0));
        }
        let a = dev.alloc_zeros::<f32>(1)?;
        let ptr = a.device_ptr(&dev.cuda_stream()).0;
        Ok((Some(a), ptr))
    }

    fn addr(dev: &CudaDevice, s: &CudaSlice<u8>) -> u64 {
        s.device_ptr(&dev.cuda_stream()).0
    }

    fn out_addr(s: &CudaStorage) -> candle_core::Result<u64> {
        use candle_core::cuda_backend::CudaStorageSlice as S;
        let stream = s.device().cuda_stream();
        Ok(match &s.slice {
            S::BF16(v) => v.device_ptr(&stream).0,
            S::F16(v) => v.device_ptr(&stream).0,
            S::F32(v) => v.device_ptr(&stream).0,
            _ => candle_core::bail!("fp8: a bf16, f16 or f32 output, got {:?}", s.dtype()),
        })
    }

    fn alloc_out(dev: &CudaDevice, dtype: DType, len: usize) -> candle_core::Result<CudaStorage> {
        Ok(match dtype {
            // SAFETY (all three): the GEMM that follows writes every element.
            DType::BF16 => wrap(unsafe { dev.alloc::<half::bf16>(len)? }, dev),
            DType::F16 => wrap(unsafe { dev.alloc::<half::f16>(len)? }, dev),
            _ => wrap(unsafe { dev.alloc::<f32>(len)? }, dev),
        })
    }

    /// What the forward GEMM adds to its fp32 sums: nothing, the bias (a compute-dtype vector of
    /// m values at `bias`), or the bias and GELU with the pre-activation written to `aux`.
    #[derive(Clone, Copy)]
    pub(super) struct Epi {
        pub epilogue: Epilogue,
        pub bias: u64,
        pub aux: u64,
    }

    const PLAIN: Epi = Epi {
        epilogue: Epilogue::Plain,
        bias: 0,
        aux: 0,
    };

    /// The cuBLASLt shape of an FP8 GEMM: D [m × n] column-major = op(A)·op(B), A read
    /// transposed (K-major) and B as stored, both FP8: the "TN" form Hopper's FP8 GEMMs take.
    fn shape(
        (fa, fb): (Fp8Format, Fp8Format),
        (m, n, k): (usize, usize, usize),
        out: DType,
        fast_accum: bool,
        epilogue: Epilogue,
    ) -> candle_core::Result<Shape> {
        Ok(Shape {
            transa: true,
            transb: false,
            m: m as u64,
            n: n as u64,
            k: k as u64,
            lda: k as i64,
            ldb: k as i64,
            ldd: m as i64,
            a: ty(fa),
            b: ty(fb),
            d: out_ty(out)?,
            epilogue,
            tf32: false,
            fp8: Some(cublaslt::Fp8 { fast_accum }),
        })
    }

    /// Whether cuBLASLt has the forward GEMM of `[rows, K] x [N, K]ᵀ` with `epilogue`.
    pub(super) fn supports(
        dev: &CudaDevice,
        site: &Fp8Site,
        (rows, n, k): (usize, usize, usize),
        out: DType,
        epilogue: Epilogue,
    ) -> candle_core::Result<bool> {
        let s = shape((site.w.format, site.x.format), (n, rows, k), out, true, epilogue)?;
        cublaslt::supports(dev, &s)
    }

    #[allow(clippy::too_many_arguments)]
    fn gemm(
        dev: &CudaDevice,
        (a, fa, a_scale): (u64, Fp8Format, u64),
        (b, fb, b_scale): (u64, Fp8Format, u64),
        (m, n, k): (usize, usize, usize),
        out: DType,
        fast_accum: bool,
        epi: Epi,
    ) -> candle_core::Result<CudaStorage> {
        let d = alloc_out(dev, out, m * n)?;
        let shape = shape((fa, fb), (m, n, k), out, fast_accum, epi.epilogue)?;
        let ops = Operands {
            a,
            b,
            d: out_addr(&d)?,
            bias: epi.bias,
            aux: epi.aux,
            a_scale,
            b_scale,
        };
        // SAFETY: A holds m·k and B n·k bytes (K-major), D is a fresh m·n buffer of `out`, the
        // bias m and aux m·n elements of `out` where the epilogue has them, the scales one f32
        // each in the state; all 16-byte aligned (fresh allocations, a contiguous bias copy, and
        // the state rows' scale_inv columns).
        unsafe { cublaslt::matmul(dev, &shape, &ops) }?;
        Ok(d)
    }

    /// y = x·Wᵀ (+ the bias, or gelu(x·Wᵀ + b)): (y, the pre-activation for GELU, what the
    /// backward reads). `bias`: the bias's compute copy (N elements of x's dtype) and whether
    /// GELU follows.
    pub(super) fn forward(
        x: (&CudaStorage, &Layout),
        w: (&CudaStorage, &Layout),
        site: &Fp8Site,
        (rows, n, k): (usize, usize, usize),
        bias: Option<(&Tensor, bool)>,
    ) -> candle_core::Result<(CudaStorage, Option<CudaStorage>, Saved)> {
        let dev = x.0.device().clone();
        let (epi, pre) = match bias {
            None => (PLAIN, None),
            Some((b, gelu)) => {
                let (bs, bl) = b.storage_and_layout();
                let Storage::Cuda(bs) = &*bs else {
                    candle_core::bail!("fp8: the bias copy must be on the GPU");
                };
                let Some((start, _)) = bl.contiguous_offsets() else {
                    candle_core::bail!("fp8: the bias copy must be contiguous");
                };
                let bias = out_addr(bs)? + (start * bs.dtype().size_in_bytes()) as u64;
                let pre = if gelu {
                    Some(alloc_out(&dev, x.0.dtype(), rows * n)?)
                } else {
                    None
                };
                let epi = Epi {
                    epilogue: if gelu { Epilogue::GeluAuxBias } else { Epilogue::Bias },
                    bias,
                    aux: pre.as_ref().map(out_addr).transpose()?.unwrap_or(0),
                };
                (epi, pre)
            }
        };
        let state = site.forward_state();
        let (xq, xt) = cast(&dev, x, rows, k, &state, site.x)?;
        let (wq, wt) = cast(&dev, w, n, k, &state, site.w)?;
        let x_inv = scale_inv_addr(&dev, &site.state, site.x)?;
        let w_inv = scale_inv_addr(&dev, &site.state, site.w)?;
        // yᵀ [N × rows] = W [N, K] (read transposed) · xᵀ
        let y = gemm(
            &dev,
            (addr(&dev, &wq), site.w.format, w_inv),
            (addr(&dev, &xq), site.x.format, x_inv),
            (n, rows, k),
            x.0.dtype(),
            true,
            epi,
        )?;
        Ok((y, pre, Saved { xt, wt, rows, n, k }))
    }

    /// dx and dW from the output gradient `dy` through the saved transposed operands, after one
    /// cast of dy to E5M2 (and its transpose). A layer with a bias passes `Bias::Sum` (db is the
    /// column sum of dy, taken in the cast) or `Bias::Gelu(pre)` (dy·gelu'(pre) is cast and
    /// summed: the GELU's backward in the same pass), and gets db back.
    pub(super) fn backward(
        dy: &Tensor,
        bias: Bias,
        dx_dtype: DType,
        site: &Fp8Site,
        s: Saved,
    ) -> candle_core::Result<(Tensor, Tensor, Option<Tensor>)> {
        let candle_core::Device::Cuda(dev) = dy.device() else {
            candle_core::bail!("fp8: the gradient must be on the GPU");
        };
        let (rows, n) = (s.rows, s.n);
        let (dys, dyl) = dy.storage_and_layout();
        let Storage::Cuda(dys) = &*dys else {
            candle_core::bail!("fp8: the gradient must be on the GPU");
        };
        let chunks = rows.div_ceil(FP8_CAST16_ROWS);
        let partial = match bias {
            // SAFETY: the cast writes every (tile row, column) partial.
            Bias::None => None,
            _ => Some(unsafe { dev.alloc::<f32>(chunks * n)? }),
        };
        let pre_storage = match &bias {
            Bias::Gelu(pre) => Some(pre.storage_and_layout()),
            _ => None,
        };
        let pre = match &pre_storage {
            Some((ps, pl)) => match &**ps {
                Storage::Cuda(ps) => Some((ps, *pl)),
                _ => candle_core::bail!("fp8: the pre-activation must be on the GPU"),
            },
            None => None,
        };
        let (dyq, dyt) = cast_fused(dev, (dys, dyl), pre, partial.as_ref(), (rows, n), &site.state, site.dy)?;
        let db = match &partial {
            Some(p) => Some(tensor(crate::ops::bias_act::cuda::finish(dev, p, chunks, n)?, n)),
            None => None,
        };
        let (dx, dw) = gemms(dev, site, &s, (&dyq, &dyt), dx_dtype)?;
        Ok((dx, dw, db))
    }

    /// dx [rows, K] (`dx_dtype`) and dW [N, K] (f32) from dy's E5M2 codes and their transpose,
    /// through the transposed operands the forward kept.
    pub(super) fn gemms(
        dev: &CudaDevice,
        site: &Fp8Site,
        s: &Saved,
        (dyq, dyt): (&CudaSlice<u8>, &CudaSlice<u8>),
        dx_dtype: DType,
    ) -> candle_core::Result<(Tensor, Tensor)> {
        let (rows, n, k) = (s.rows, s.n, s.k);
        let (x_inv, w_inv, dy_inv) = (
            scale_inv_addr(dev, &site.state, site.x)?,
            scale_inv_addr(dev, &site.state, site.w)?,
            scale_inv_addr(dev, &site.state, site.dy)?,
        );
        // dxᵀ [K × rows] = Wᵀ [K, N] (read transposed: K-major over N) · dyᵀ
        let dx = gemm(
            dev,
            (addr(dev, &s.wt), site.w.format, w_inv),
            (addr(dev, dyq), site.dy.format, dy_inv),
            (k, rows, n),
            dx_dtype,
            false,
            PLAIN,
        )?;
        // dWᵀ [K × N] = xᵀ [K, rows] (read transposed) · dy as dyᵀ [N, rows]
        let dw = gemm(
            dev,
            (addr(dev, &s.xt), site.x.format, x_inv),
            (addr(dev, dyt), site.dy.format, dy_inv),
            (k, n, rows),
            DType::F32,
            false,
            PLAIN,
        )?;
        Ok((tensor(dx, (rows, k)), tensor(dw, (n, k))))
    }

    /// The LM head's dlogits cast to E5M2 under `slot` straight from the logits [rows, V], the
    /// cross-entropy's saved log-sum-exp [rows] and targets [rows] and the loss's gradient
    /// (kernels/fp8.cu `fp8_cast16_xent`: the cross-entropy's backward and the cast in one pass;
    /// dlogits is never written in 16 bits): (q [rows, V], qᵀ [V, rows]).
    pub(super) fn xent_cast(
        logits: &Tensor,
        targets: &Tensor,
        lse: &Tensor,
        dloss: &Tensor,
        state: &Fp8State,
        slot: Fp8Slot,
    ) -> candle_core::Result<(CudaSlice<u8>, CudaSlice<u8>)> {
        let op = "fp8-head-loss";
        let candle_core::Device::Cuda(dev) = logits.device() else {
            candle_core::bail!("{op}: the logits must be on the GPU");
        };
        let (rows, cols) = logits.dims2()?;
        let (ls, ll) = logits.storage_and_layout();
        let (ts, tl) = targets.storage_and_layout();
        let (es, el) = lse.storage_and_layout();
        let (ds, dl) = dloss.storage_and_layout();
        let ls = on_cuda(&ls, op, "the logits")?;
        let aligned = ll.start_offset() * ls.dtype().size_in_bytes() % 16 == 0;
        if !rows.is_multiple_of(16) || !cols.is_multiple_of(16) || !aligned || !ll.is_contiguous() {
            candle_core::bail!(
                "{op}: logits [{rows}, {cols}] must be contiguous, 16-byte aligned, both dims multiples of 16"
            );
        }
        let t = view::<u32>(on_cuda(&ts, op, "the targets")?, tl, op, "targets")?;
        let l = view::<f32>(on_cuda(&es, op, "the log-sum-exp")?, el, op, "lse")?;
        let d = view::<f32>(on_cuda(&ds, op, "the loss's gradient")?, dl, op, "dloss")?;
        let sfx = suffix(ls.dtype(), op)?;
        let cast = Kernel::load(dev, FP8, &format!("fp8_cast16_xent_{sfx}"))?;
        let amax = Kernel::load(dev, FP8, &format!("fp8_amax_xent_{sfx}"))?;
        let n = rows * cols;
        // SAFETY (both): the cast writes every element of q and qᵀ.
        let q = unsafe { dev.alloc::<u8>(n)? };
        let qt = unsafe { dev.alloc::<u8>(n)? };
        let (_dyn_amax, dyn_amax) = dyn_amax(dev, slot)?;
        let (e5m2, mode, rows_i, cols_i) = (
            (slot.format == Fp8Format::E5M2) as i32,
            slot.mode.code(),
            rows as i32,
            cols as i32,
        );
        let grid = (cols.div_ceil(64), rows.div_ceil(FP8_CAST16_ROWS));
        with_state(state, |tab, sat, width| {
            let row: CudaView<f32> = tab.slice(slot.row * width..(slot.row + 1) * width);
            let sat: CudaView<u32> = sat.slice(slot.row..slot.row + 1);
            with_float!(ls.dtype(), op, |T| {
                let x = view::<T>(ls, ll, op, "logits")?;
                if slot.mode == ScaleMode::Dynamic {
                    let at = slot.row * width + super::COL_AMAX;
                    let row_amax = tab.slice(at..at + 1);
                    // SAFETY: matches `fp8_amax_xent_T(logits, targets, lse, dloss, rows, cols, a,
                    // row_amax)`: logits hold rows·cols elements, targets and lse rows, dloss, a
                    // (zeroed) and row_amax one each.
                    unsafe {
                        amax.launch(
                            grid_1d_max(n, 1024),
                            (&x, &t, &l, &d, &rows_i, &cols_i, &dyn_amax, &row_amax),
                        )
                    }?;
                }
                // SAFETY: matches `fp8_cast16_xent_T(logits, targets, lse, dloss, rows, cols, q,
                // qt, row, saturated, dyn_amax, e5m2, mode, pow2m)`: logits 16-byte aligned with
                // rows and cols multiples of 16 (checked above), q and qt rows·cols bytes, row
                // one state row, saturated one u32, dyn_amax one zeroed f32 (dynamic mode;
                // null otherwise, not read); the grid covers every tile.
                unsafe {
                    cast.launch(
                        config(grid, (256, 1), 0),
                        (
                            &x,
                            &t,
                            &l,
                            &d,
                            &rows_i,
                            &cols_i,
                            &q,
                            &qt,
                            &row,
                            &sat,
                            &dyn_amax,
                            &e5m2,
                            &mode,
                            &state.pow2m,
                        ),
                    )
                }
            })
        })?;
        Ok((q, qt))
    }

    /// What the backward does with a bias: none, db = Σ dy, or the GELU's backward first.
    pub(super) enum Bias<'a> {
        None,
        Sum,
        Gelu(&'a Tensor),
    }

    pub(super) fn quantise(x: &Tensor, state: &Fp8State, slot: Fp8Slot) -> candle_core::Result<Tensor> {
        let candle_core::Device::Cuda(dev) = x.device() else {
            candle_core::bail!("fp8: expected a GPU tensor");
        };
        let (rows, cols) = x.dims2()?;
        let (xs, xl) = x.storage_and_layout();
        let Storage::Cuda(xs) = &*xs else {
            candle_core::bail!("fp8: expected a GPU tensor");
        };
        let (q, _) = cast(dev, (xs, xl), rows, cols, state, slot)?;
        Ok(tensor(wrap(q, dev), (rows, cols)))
    }

    pub(super) fn update(state: &Fp8State, pos: usize, from_history: bool) -> candle_core::Result<()> {
        let candle_core::Device::Cuda(dev) = state.table.device() else {
            candle_core::bail!("fp8: expected the state on the GPU");
        };
        let rows = state.table.dim(0)?;
        let f = Kernel::load(dev, FP8, "fp8_update")?;
        with_state(state, |t, _, width| {
            // SAFETY: matches `fp8_update(state, rows, width, pos, pow2m, from_history)`; the
            // table holds rows·width f32 and pos < width - FP8_STATE_COLS (checked by the caller).
            unsafe {
                f.launch(
                    config((rows.div_ceil(128), 1), (128, 1), 0),
                    (
                        t,
                        &(rows as i32),
                        &(width as i32),
                        &(pos as i32),
                        &state.pow2m,
                        &(from_history as i32),
                    ),
                )
            }
        })?;
        Ok(())
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Every code decodes to a value that quantises back to itself (NaN aside), the maxima are
    /// 448 and 57344, and the codes' order is the values' order. Fails on a wrong bias, mantissa
    /// width or subnormal step.
    #[test]
    fn every_code_round_trips() {
        for f in [Fp8Format::E4M3, Fp8Format::E5M2] {
            let mut last = -1.0f32;
            for code in 0..=0x7fu8 {
                let v = f.value(code);
                if v.is_nan() || v.is_infinite() {
                    continue;
                }
                assert!(v > last, "{f:?} code {code:#x}: {v} after {last}");
                last = v;
                assert_eq!(f.quantise(v), code, "{f:?} {v}");
                assert_eq!(f.quantise(-v), if v == 0.0 { 0x80 } else { code | 0x80 }, "{f:?} -{v}");
            }
            assert_eq!(last, f.max(), "{f:?}");
        }
        assert_eq!(Fp8Format::E4M3.value(1), f32::powi(2.0, -9));
        assert_eq!(Fp8Format::E5M2.value(1), f32::powi(2.0, -16));
    }

    /// Rounding against the float8 crate (a port of CUDA's own `__nv_cvt_double_to_fp8`, with
    /// `SatFinite`) over the whole range, the formats' subnormals and saturation included. Fails
    /// on any code that differs.
    #[test]
    fn quantise_rounds_to_nearest_even_and_saturates() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let same_codes = |v: f32| {
            assert_eq!(
                Fp8Format::E4M3.quantise(v),
                float8::F8E4M3::from_f32(v).to_bits(),
                "e4m3 {v}"
            );
            assert_eq!(
                Fp8Format::E5M2.quantise(v),
                float8::F8E5M2::from_f32(v).to_bits(),
                "e5m2 {v}"
            );
        };
        for _ in 0..400_000 {
            same_codes(rng.random_range(-2.0f32..2.0) * f32::powi(2.0, rng.random_range(-24..20)));
        }
        for v in [
            464.0f32,
            464.1,
            480.0,
            61440.0,
            61439.0,
            2f32.powi(-10),
            3.0 * 2f32.powi(-11),
            2f32.powi(-17),
        ] {
            same_codes(v);
            same_codes(-v);
        }
        // 1.0625 lies halfway between 1 and 1.125 in E4M3: to the even mantissa, 1
        assert_eq!(Fp8Format::E4M3.value(Fp8Format::E4M3.quantise(1.0625)), 1.0);
        assert_eq!(Fp8Format::E4M3.value(Fp8Format::E4M3.quantise(1.1875)), 1.25);
        for (f, big) in [(Fp8Format::E4M3, 1e6f32), (Fp8Format::E5M2, f32::INFINITY)] {
            assert_eq!(f.value(f.quantise(big)), f.max());
            assert_eq!(f.value(f.quantise(-big)), -f.max());
            assert!(f.value(f.quantise(f32::NAN)).is_nan());
        }
    }

    pub(super) fn site(mode: ScaleMode, history: usize) -> Fp8Site {
        let formats = [Fp8Format::E4M3, Fp8Format::E4M3, Fp8Format::E5M2];
        let state = Fp8State::new(&formats, history, 0, &Device::Cpu).unwrap();
        let slot = |row, format| Fp8Slot { row, format, mode };
        Fp8Site {
            state,
            x: slot(0, Fp8Format::E4M3),
            w: slot(1, Fp8Format::E4M3),
            dy: slot(2, Fp8Format::E5M2),
            rerun_counts: None,
        }
    }

    pub(super) fn row(s: &Fp8State, r: usize) -> Vec<f32> {
        s.table
            .narrow(0, r, 1)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1()
            .unwrap()
    }

    /// Delayed scaling: the cast uses the scale in the state and records the amax; the update
    /// moves the amax into the history and sets scale = fmax / max(history), keeping the largest
    /// amax of the window, and ignores a non-finite amax. Fails if the amax is lost, the history
    /// is not a max over the window, or a NaN poisons the scale.
    #[test]
    fn delayed_scaling_follows_the_amax_history() {
        let s = site(ScaleMode::Delayed, 2);
        let st = &s.state;
        let x = Tensor::new(&[[2.0f32, -4.0]], &Device::Cpu).unwrap();
        fp8_quantise(&x, st, s.x).unwrap();
        assert_eq!(row(st, 0)[COL_AMAX], 4.0);
        assert_eq!(
            row(st, 0)[COL_SCALE],
            1.0,
            "delayed: the cast does not change the scale"
        );
        fp8_update(st, 0, true).unwrap();
        let r = row(st, 0);
        assert_eq!((r[COL_AMAX], r[4], r[COL_SCALE]), (0.0, 4.0, 112.0));
        assert_eq!(r[COL_SCALE_INV], 1.0 / 112.0);
        // a smaller amax next: the window's max (4) still sets the scale
        fp8_quantise(&(x.clone() * 0.25).unwrap(), st, s.x).unwrap();
        fp8_update(st, 1, true).unwrap();
        assert_eq!(row(st, 0)[COL_SCALE], 112.0);
        // the 4 leaves the window of 2: the scale follows the amax of 1
        fp8_quantise(&(x.clone() * 0.25).unwrap(), st, s.x).unwrap();
        fp8_update(st, 0, true).unwrap();
        assert_eq!(row(st, 0)[COL_SCALE], 448.0);
        // a NaN amax is no information: the scale stays
        fp8_quantise(&Tensor::new(&[[f32::NAN, 1.0]], &Device::Cpu).unwrap(), st, s.x).unwrap();
        assert!(row(st, 0)[COL_AMAX].is_nan(), "a NaN is recorded as such");
        fp8_update(st, 1, true).unwrap();
        assert_eq!(row(st, 0)[COL_SCALE], 448.0);
        // rows without an amax keep scale 1
        assert_eq!(row(st, 1)[COL_SCALE], 1.0);
    }

    /// Dynamic scaling scales by the tensor's own amax (its max lands on ±448), counts nothing as
    /// saturated; scale 1 (the ablation) saturates what is above 448 and counts it. Fails if the
    /// scale or the saturation count is wrong.
    #[test]
    fn dynamic_scales_by_the_current_amax_and_fixed_saturates() {
        let s = site(ScaleMode::Dynamic, 1);
        let x = Tensor::new(&[[1000.0f32, -0.5, 3.0, 1e-4]], &Device::Cpu).unwrap();
        let q = fp8_quantise(&x, &s.state, s.x)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<u8>()
            .unwrap();
        assert_eq!(Fp8Format::E4M3.value(q[0]), 448.0);
        assert_eq!(row(&s.state, 0)[COL_SCALE], 0.448);
        assert_eq!(s.state.saturated.to_vec1::<u32>().unwrap(), vec![0, 0, 0]);
        let f = site(ScaleMode::Fixed, 1);
        let q = fp8_quantise(&x, &f.state, f.x)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<u8>()
            .unwrap();
        assert_eq!(Fp8Format::E4M3.value(q[0]), 448.0);
        assert_eq!(
            Fp8Format::E4M3.value(q[3]),
            0.0,
            "1e-4 is below E4M3's 2^-9 without a scale"
        );
        assert_eq!(f.state.saturated.to_vec1::<u32>().unwrap(), vec![1, 0, 0]);
        fp8_update(&f.state, 0, false).unwrap();
        assert_eq!(row(&f.state, 0)[COL_SCALE], 1.0, "fixed: never rescaled");
    }

    /// The emulated FP8 linear against float64 products of the quantised operands (so only the
    /// fp32 sums and the output's rounding differ), forward and both gradients, and against the
    /// exact product within the formats' precision. Fails on a wrong scale, a swapped format or
    /// a transposed operand.
    #[test]
    fn the_emulated_linear_matches_the_quantised_product() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let (rows, n, k) = (32, 16, 48);
        let mut draw = |len: usize, s: f32| -> Vec<f32> { (0..len).map(|_| rng.random_range(-s..s)).collect() };
        let (xv, wv, gv) = (draw(rows * k, 3.0), draw(n * k, 0.05), draw(rows * n, 1e-3));
        let s = site(ScaleMode::Dynamic, 1);
        let x = candle_core::Var::from_vec(xv.clone(), (rows, k), &Device::Cpu).unwrap();
        let w = candle_core::Var::from_vec(wv.clone(), (n, k), &Device::Cpu).unwrap();
        let g = Tensor::from_vec(gv.clone(), (rows, n), &Device::Cpu).unwrap();
        let y = fp8_linear(x.as_tensor(), w.as_tensor(), &s).unwrap();
        let grads = (y.clone() * &g).unwrap().sum_all().unwrap().backward().unwrap();
        let (dx, dw) = (grads.get(&x).unwrap(), grads.get(&w).unwrap());
        // the reference: dynamic scales, quantised in f64
        let q = |v: &[f32], f: Fp8Format| -> Vec<f64> {
            let amax = v.iter().fold(0f32, |m, x| m.max(x.abs()));
            let sc = fp8_scale_for(f.max(), amax, 1.0);
            v.iter()
                .map(|&x| f64::from(f.value(f.quantise(x * sc))) / f64::from(sc))
                .collect()
        };
        let (xq, wq, gq) = (
            q(&xv, Fp8Format::E4M3),
            q(&wv, Fp8Format::E4M3),
            q(&gv, Fp8Format::E5M2),
        );
        let mm = |a: &[f64], b: &[f64], (m, kk, nn): (usize, usize, usize), ta: bool, tb: bool| -> Vec<f64> {
            let at = |i: usize, j: usize| if ta { a[j * m + i] } else { a[i * kk + j] };
            let bt = |i: usize, j: usize| if tb { b[j * kk + i] } else { b[i * nn + j] };
            (0..m * nn)
                .map(|ij| (0..kk).map(|l| at(ij / nn, l) * bt(l, ij % nn)).sum())
                .collect()
        };
        let rel = |got: &Tensor, want: &[f64]| -> f64 {
            let got = got.flatten_all().unwrap().to_vec1::<f32>().unwrap();
            let num: f64 = got.iter().zip(want).map(|(g, w)| (f64::from(*g) - w).powi(2)).sum();
            let den: f64 = want.iter().map(|w| w * w).sum();
            (num / den).sqrt()
        };
        let e_y = rel(&y, &mm(&xq, &wq, (rows, k, n), false, true));
        let e_dx = rel(dx, &mm(&gq, &wq, (rows, n, k), false, false));
        let e_dw = rel(dw, &mm(&gq, &xq, (n, rows, k), true, false));
        for (what, e) in [("y", e_y), ("dx", e_dx), ("dw", e_dw)] {
            assert!(e < 1e-6, "{what}: rel err {e} against the quantised product");
        }
        // and the quantisation itself within E4M3/E5M2's precision of the exact product
        let exact = mm(
            &xv.iter().map(|&v| f64::from(v)).collect::<Vec<_>>(),
            &wv.iter().map(|&v| f64::from(v)).collect::<Vec<_>>(),
            (rows, k, n),
            false,
            true,
        );
        let e = rel(&y, &exact);
        assert!(
            e > 1e-4 && e < 0.08,
            "fp8 forward rel err {e} against exact: quantised, within 2^-4"
        );
    }
}
