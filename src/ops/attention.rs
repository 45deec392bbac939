//! Fused causal self-attention `softmax(q·kᵀ/√Dh + causal mask)·v` for q, k, v `[B, H, T, Dh]`,
//! as a candle `CustomOp3`: a readable CPU reference (`cpu_fwd`), the FlashAttention-2 style
//! kernels of `kernels/attention.cu` on CUDA (nothing T×T is stored), and a backward.
//! The fp32 softmax island lives inside the op: callers pass bf16/f16 and get bf16/f16 back.
//! Must not cast on its own beyond that: the input dtype is the output dtype.

#[cfg(feature = "cuda")]
use std::sync::Mutex;

use candle_core::{CpuStorage, CustomOp3, DType, Layout, Shape, Tensor, WithDType, D};

use super::dropout::Dropout;
use crate::error::Result;

/// Causal self-attention for q, k, v of shape `[B, H, T, Dh]` (same dtype): query i attends to
/// keys j <= i with scale `1/sqrt(Dh)`. Returns `[B, H, T, Dh]` in the input dtype.
/// Differentiable in all three operands.
///
/// - CPU: any float dtype; f32 accumulation (f64 for f64 inputs, so f64 gradient checks work).
/// - CUDA, bf16/f16: the fused kernels (Dh in {32, 64, 96, 128}); softmax statistics in fp32,
///   tensor-core products with fp32 accumulation.
/// - CUDA, f32/f64: the composed candle computation (matmul, mask, softmax, matmul), whose
///   backward is candle's autograd.
///
/// ```
/// use candle_core::{Device, Tensor};
/// let q = Tensor::ones((1, 1, 3, 4), candle_core::DType::F32, &Device::Cpu)?;
/// let o = minigpt::ops::causal_attention(&q, &q, &q)?; // every value row is ones
/// assert_eq!(o.dims(), &[1, 1, 3, 4]);
/// # Ok::<(), minigpt::error::Error>(())
/// ```
pub fn causal_attention(q: &Tensor, k: &Tensor, v: &Tensor) -> Result<Tensor> {
    causal_attention_dropout(q, k, v, None)
}

/// The dropout factors `[BH, T, T_all]` (f32, 0 or 1/(1-p)) for the composed attention paths:
/// element (head bh, query i, key j) of P takes factor (bh·T + i)·T_all + j of the site's mask;
/// the softmax normaliser is taken before dropout (as `nn.Dropout` after `softmax` in PyTorch).
/// The CPU, the composed path and the kernels compute the same mask.
pub fn attention_dropout_mask(
    d: &Dropout,
    (bh, t, t_all): (usize, usize, usize),
    device: &candle_core::Device,
) -> Result<Tensor> {
    Ok(super::dropout::dropout_mask(d, bh * t * t_all, device)?.reshape((bh, t, t_all))?)
}

/// `causal_attention` with optional dropout on the attention probabilities.
pub fn causal_attention_dropout(q: &Tensor, k: &Tensor, v: &Tensor, dropout: Option<Dropout>) -> Result<Tensor> {
    let dropout = dropout.filter(|d| d.p > 0.0);
    let dims = q.dims4()?;
    if k.dims() != q.dims() || v.dims() != q.dims() {
        return Err(msg(format!(
            "causal-attention: q, k, v must have one shape [B, H, T, Dh], got {:?}, {:?}, {:?}",
            q.dims(),
            k.dims(),
            v.dims()
        )));
    }
    if k.dtype() != q.dtype() || v.dtype() != q.dtype() {
        return Err(msg(format!(
            "causal-attention: q, k, v must have one dtype, got {:?}, {:?}, {:?}",
            q.dtype(),
            k.dtype(),
            v.dtype()
        )));
    }
    let (b, h, t, dh) = dims;
    if b * h * t * dh == 0 {
        return Ok(q.zeros_like()?); // nothing to attend to
    }
    if q.device().is_cuda() && matches!(q.dtype(), DType::F32 | DType::F64) {
        return composed(q, k, v, dropout); // the kernels are bf16/f16 only
    }
    let (q, k, v) = (aligned(q)?, aligned(k)?, aligned(v)?);
    Ok(q.apply_op3(&k, &v, CausalAttention::new(dropout))?)
}

/// Causal self-attention over q, k, v packed as the qkv projection produces them: `qkv`
/// `[B, T, 3C]` holds q in columns [0, C), k in [C, 2C), v in [2C, 3C), head h at h·Dh within
/// each (Dh = C / n_head). Returns `[B, T, C]` with head h in columns [h·Dh, (h+1)·Dh): the
/// layout the output projection reads. Same math and dtypes as `causal_attention`; on CUDA the
/// kernels read and write these layouts in place, so no head split, transpose or copy runs
/// forward or backward, and the backward hands back one `[B, T, 3C]` gradient.
pub fn causal_attention_qkv(qkv: &Tensor, n_head: usize, dropout: Option<Dropout>) -> Result<Tensor> {
    let dropout = dropout.filter(|d| d.p > 0.0);
    let (b, t, c3) = qkv.dims3()?;
    if n_head == 0 || c3 % (3 * n_head) != 0 {
        return Err(msg(format!(
            "causal-attention: qkv's last dim {c3} must be 3·C with C divisible by n_head = {n_head}"
        )));
    }
    let (c, dh) = (c3 / 3, c3 / 3 / n_head);
    #[cfg(feature = "cuda")]
    if b * t > 0
        && qkv.device().is_cuda()
        && matches!(qkv.dtype(), DType::BF16 | DType::F16)
        && matches!(dh, 32 | 64 | 96 | 128)
        && c % 8 == 0
    {
        let op = CausalAttentionQkv {
            n_head,
            dropout,
            lse: Mutex::default(),
        };
        return Ok(aligned(qkv)?.apply_op1(op)?);
    }
    // Elsewhere: split into heads, attend, merge (the reference layout).
    let heads = |i: usize| -> Result<Tensor> {
        Ok(qkv
            .narrow(2, i * c, c)?
            .reshape((b, t, n_head, dh))?
            .transpose(1, 2)?
            .contiguous()?)
    };
    let o = causal_attention_dropout(&heads(0)?, &heads(1)?, &heads(2)?, dropout)?; // (B, H, T, Dh)
    Ok(o.transpose(1, 2)?.reshape((b, t, c))?)
}

/// The packed op (CUDA bf16/f16 only; `causal_attention_qkv` routes everything else).
#[cfg(feature = "cuda")]
struct CausalAttentionQkv {
    n_head: usize,
    dropout: Option<Dropout>,
    lse: Mutex<Option<Tensor>>,
}

#[cfg(feature = "cuda")]
impl candle_core::CustomOp1 for CausalAttentionQkv {
    fn name(&self) -> &'static str {
        "causal-attention-qkv"
    }

    fn cpu_fwd(&self, _: &CpuStorage, _: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        candle_core::bail!("causal-attention-qkv: CUDA only (causal_attention_qkv splits heads on the CPU)")
    }

    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        let g = cuda::Geometry::packed(l, self.n_head)?;
        let (o, lse) = cuda::forward([(s, l), (s, l), (s, l)], &g, self.dropout)?;
        let (b, t, c3) = l.shape().dims3()?;
        let lse = Tensor::from_storage(
            candle_core::Storage::Cuda(lse),
            (b * self.n_head, t),
            candle_core::op::BackpropOp::none(),
            false,
        );
        *self.lse.lock().expect("invariant: no panic while holding the lock") = Some(lse);
        Ok((o, Shape::from((b, t, c3 / 3))))
    }

    fn bwd(&self, qkv: &Tensor, y: &Tensor, dy: &Tensor) -> candle_core::Result<Option<Tensor>> {
        let lse = self
            .lse
            .lock()
            .expect("invariant: no panic while holding the lock")
            .clone()
            .ok_or_else(|| candle_core::Error::Msg("causal-attention-qkv: backward before forward".into()))?;
        let op = cuda::BackwardPacked {
            saved: cuda::Saved {
                o: y.detach(),
                dout: aligned(dy)?,
                lse,
            },
            n_head: self.n_head,
            dropout: self.dropout,
        };
        Ok(Some(qkv.apply_op1_no_bwd(&op)?)) // [B, T, 3C] in qkv's dtype, no graph
    }
}

fn msg(text: String) -> crate::error::Error {
    candle_core::Error::Msg(text).into()
}

/// Contiguous, and on CUDA starting at a multiple of 8 elements (16 bytes: the kernels' vector
/// loads); an unaligned view is copied once.
fn aligned(t: &Tensor) -> candle_core::Result<Tensor> {
    let t = t.contiguous()?;
    if t.device().is_cuda() && t.layout().start_offset() % 8 != 0 {
        return t.affine(1.0, 0.0); // fresh storage at offset 0; x·1 + 0 is exact
    }
    Ok(t)
}

/// The same math composed from candle ops, with candle's autograd as its backward:
/// `softmax(mask(q·kᵀ·s))·v` in the input dtype (used on CUDA for f32/f64, and by the tests).
fn composed(q: &Tensor, k: &Tensor, v: &Tensor, dropout: Option<Dropout>) -> Result<Tensor> {
    let (b, h, t, dh) = q.dims4()?;
    let kt = k.t()?.contiguous()?; // (B, H, Dh, T)
    let att = (q.contiguous()?.matmul(&kt)? * (1.0 / (dh as f64).sqrt()))?; // (B, H, T, T)
    let mut att = super::softmax::causal_softmax(&att, 0)?;
    if let Some(d) = dropout {
        let mask = attention_dropout_mask(&d, (b * h, t, t), q.device())?.reshape((b, h, t, t))?;
        let mask = mask.to_dtype(q.dtype())?;
        att = (att * mask)?;
    }
    Ok(att.matmul(&v.contiguous()?)?) // (B, H, T, Dh)
}

/// The forward op. On CUDA it keeps the log-sum-exp `L` `[B, H, T]` (fp32) of its last run for
/// the backward; the graph holds the op, so `L` lives exactly as long as the saved activations.
struct CausalAttention {
    dropout: Option<Dropout>,
    #[cfg(feature = "cuda")]
    lse: Mutex<Option<Tensor>>,
}

impl CausalAttention {
    fn new(dropout: Option<Dropout>) -> Self {
        Self {
            dropout,
            #[cfg(feature = "cuda")]
            lse: Mutex::default(),
        }
    }
}

/// Accumulator of the CPU reference: f32 (f64 for f64 inputs).
trait Acc:
    Copy
    + PartialOrd
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
{
    const ZERO: Self;
    fn of(v: f64) -> Self;
    fn to(self) -> f64;
    fn exp(self) -> Self;
}

impl Acc for f32 {
    const ZERO: Self = 0.0;
    fn of(v: f64) -> Self {
        v as f32
    }
    fn to(self) -> f64 {
        self as f64
    }
    fn exp(self) -> Self {
        f32::exp(self)
    }
}

impl Acc for f64 {
    const ZERO: Self = 0.0;
    fn of(v: f64) -> Self {
        v
    }
    fn to(self) -> f64 {
        self
    }
    fn exp(self) -> Self {
        f64::exp(self)
    }
}

/// The CPU reference, kept plain. For each head and each query row i:
/// scores s_j = q_i·k_j / √Dh for j <= i, p = softmax(s), o_i = Σ_j p_j v_j, all in `A`;
/// one rounding to `T` at the end.
fn reference<T: WithDType, A: Acc>(
    q: &[T],
    k: &[T],
    v: &[T],
    (bh, t, dh): (usize, usize, usize),
    dropout: Option<Dropout>,
) -> Vec<T> {
    let widen = |x: &[T]| x.iter().map(|e| A::of(e.to_f64())).collect::<Vec<A>>(); // exact
    let (q, k, v) = (widen(q), widen(k), widen(v));
    let scale = A::of(1.0 / (dh as f64).sqrt());
    let mut out = vec![T::zero(); bh * t * dh];
    let mut scores = vec![A::ZERO; t];
    let mut acc = vec![A::ZERO; dh];
    for head in 0..bh {
        let at = |x: &[A], row: usize| -> Vec<A> { x[(head * t + row) * dh..][..dh].to_vec() };
        for i in 0..t {
            let qi = at(&q, i);
            for (j, s) in scores.iter_mut().enumerate().take(i + 1) {
                let kj = at(&k, j);
                *s = qi.iter().zip(&kj).fold(A::ZERO, |a, (&x, &y)| a + x * y) * scale;
            }
            let max = scores[..=i].iter().fold(scores[0], |m, &s| if s > m { s } else { m });
            let mut sum = A::ZERO;
            acc.iter_mut().for_each(|a| *a = A::ZERO);
            for (j, &s) in scores[..=i].iter().enumerate() {
                let p = (s - max).exp(); // <= 1: cannot overflow
                sum = sum + p; // the normaliser is taken before dropout
                let p = match dropout {
                    Some(d) => p * A::of(d.factor(((head * t + i) * t + j) as u64) as f64),
                    None => p,
                };
                for (a, &vj) in acc.iter_mut().zip(&at(&v, j)) {
                    *a = *a + p * vj;
                }
            }
            for (o, &a) in out[(head * t + i) * dh..][..dh].iter_mut().zip(&acc) {
                *o = T::from_f64((a / sum).to());
            }
        }
    }
    out
}

/// `(B·H, T, Dh)` of a `[B, H, T, Dh]` layout.
fn dims(l: &Layout) -> candle_core::Result<(usize, usize, usize)> {
    match l.dims() {
        &[b, h, t, dh] => Ok((b * h, t, dh)),
        d => candle_core::bail!("causal-attention: expected [B, H, T, Dh], got {d:?}"),
    }
}

fn contiguous_part<'a, T>(data: &'a [T], l: &Layout) -> candle_core::Result<&'a [T]> {
    match l.contiguous_offsets() {
        Some((a, b)) => Ok(&data[a..b]),
        None => {
            candle_core::bail!("causal-attention: operands must be contiguous (ops::causal_attention makes them so)")
        }
    }
}

impl CustomOp3 for CausalAttention {
    fn name(&self) -> &'static str {
        "causal-attention"
    }

    fn cpu_fwd(
        &self,
        qs: &CpuStorage,
        ql: &Layout,
        ks: &CpuStorage,
        kl: &Layout,
        vs: &CpuStorage,
        vl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let d = dims(ql)?;
        macro_rules! run {
            ($variant:ident, $q:ident, $acc:ty) => {{
                let (CpuStorage::$variant(k), CpuStorage::$variant(v)) = (ks, vs) else {
                    candle_core::bail!("causal-attention: q, k, v must have one dtype");
                };
                let (q, k, v) = (
                    contiguous_part($q, ql)?,
                    contiguous_part(k, kl)?,
                    contiguous_part(v, vl)?,
                );
                CpuStorage::$variant(reference::<_, $acc>(q, k, v, d, self.dropout))
            }};
        }
        let out = match qs {
            CpuStorage::BF16(q) => run!(BF16, q, f32),
            CpuStorage::F16(q) => run!(F16, q, f32),
            CpuStorage::F32(q) => run!(F32, q, f32),
            CpuStorage::F64(q) => run!(F64, q, f64),
            _ => candle_core::bail!("causal-attention: q, k, v must be bf16, f16, f32 or f64"),
        };
        Ok((out, ql.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        qs: &candle_core::CudaStorage,
        ql: &Layout,
        ks: &candle_core::CudaStorage,
        kl: &Layout,
        vs: &candle_core::CudaStorage,
        vl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        let (o, lse) = cuda::forward(
            [(qs, ql), (ks, kl), (vs, vl)],
            &cuda::Geometry::heads(ql)?,
            self.dropout,
        )?;
        let (bh, t, _) = dims(ql)?;
        let lse = Tensor::from_storage(
            candle_core::Storage::Cuda(lse),
            (bh, t),
            candle_core::op::BackpropOp::none(),
            false,
        );
        *self.lse.lock().expect("invariant: no panic while holding the lock") = Some(lse);
        Ok((o, ql.shape().clone()))
    }

    /// CPU: `cpu_backward`, the exact gradient of the reference. CUDA: the backward kernels
    /// (results in the input dtype).
    fn bwd(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        o: &Tensor,
        dout: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        #[cfg(feature = "cuda")]
        if q.device().is_cuda() {
            let saved = self
                .lse
                .lock()
                .expect("invariant: no panic while holding the lock")
                .clone();
            let lse = match saved {
                Some(lse) => lse,
                None => {
                    // Not saved (cannot happen after cuda_fwd): recompute it with a fresh forward.
                    let op = CausalAttention::new(self.dropout);
                    q.apply_op3_no_bwd(k, v, &op)?;
                    let lse = op
                        .lse
                        .lock()
                        .expect("invariant: no panic while holding the lock")
                        .take();
                    lse.ok_or_else(|| candle_core::Error::Msg("causal-attention: no L after forward".into()))?
                }
            };
            let dout = aligned(dout)?;
            let op = cuda::Backward(
                cuda::Saved {
                    o: o.detach(),
                    dout,
                    lse,
                },
                self.dropout,
            );
            let grads = q.apply_op3_no_bwd(k, v, &op)?; // (3, B, H, T, Dh), no graph
            return Ok((Some(grads.get(0)?), Some(grads.get(1)?), Some(grads.get(2)?)));
        }
        let _ = o; // the CPU backward recomputes P from q and k
        let (dq, dk, dv) = cpu_backward(q, k, v, dout, self.dropout)?;
        Ok((Some(dq), Some(dk), Some(dv)))
    }
}

/// The exact gradient of the reference for `[B, H, T, Dh]` operands, composed in the
/// accumulation dtype (f32, or f64 for f64): P = softmax(mask(S)), dV = Pᵀ dO, dP = dO Vᵀ,
/// dS = P ∘ (dP - rowsum(P ∘ dP)), dQ = dS K / √Dh, dK = dSᵀ Q / √Dh; results in q's dtype.
fn cpu_backward(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    dout: &Tensor,
    dropout: Option<Dropout>,
) -> candle_core::Result<(Tensor, Tensor, Tensor)> {
    let dtype = q.dtype();
    let acc = if dtype == DType::F64 { DType::F64 } else { DType::F32 };
    let [q, k, v, dout] = [q, k, v, dout].map(|x| x.to_dtype(acc));
    let (q, k, v, dout) = (q?, k?, v?, dout?);
    let scale = 1.0 / (q.dim(D::Minus1)? as f64).sqrt();
    let s = (q.matmul(&k.t()?.contiguous()?)? * scale)?; // (B, H, T, T)
    let p = super::softmax::causal_softmax(&s, 0).map_err(|e| candle_core::Error::Msg(e.to_string()))?;
    // With dropout (factors M): O = (P∘M)V, so dV = (P∘M)ᵀ dO and dP = M ∘ (dO Vᵀ).
    let (b, h, t, _) = q.dims4()?;
    let mask = match dropout {
        Some(d) => Some(
            attention_dropout_mask(&d, (b * h, t, t), q.device())
                .map_err(|e| candle_core::Error::Msg(e.to_string()))?
                .reshape((b, h, t, t))?
                .to_dtype(acc)?,
        ),
        None => None,
    };
    let pd = match &mask {
        Some(m) => (&p * m)?,
        None => p.clone(),
    };
    let dv = pd.t()?.contiguous()?.matmul(&dout)?; // (B, H, T, Dh)
    let dp = dout.matmul(&v.t()?.contiguous()?)?; // (B, H, T, T)
    let dp = match &mask {
        Some(m) => (dp * m)?,
        None => dp,
    };
    let row = (&p * &dp)?.sum_keepdim(D::Minus1)?; // (B, H, T, 1) = rowsum(dO ∘ O)
    let ds = (&p * dp.broadcast_sub(&row)?)?; // (B, H, T, T); 0 above the diagonal (P = 0)
    let dq = (ds.matmul(&k)? * scale)?; // (B, H, T, Dh)
    let dk = (ds.t()?.contiguous()?.matmul(&q)? * scale)?; // (B, H, T, Dh)
    Ok((dq.to_dtype(dtype)?, dk.to_dtype(dtype)?, dv.to_dtype(dtype)?))
}

/// The launches; the contract is the header of `kernels/attention.cu`.
#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::sys::CUfunction_attribute;
    use candle_core::cuda_backend::cudarc::driver::{
        CudaFunction, CudaSlice, CudaView, DeviceRepr, LaunchConfig, PushKernelArg,
    };
    use candle_core::cuda_backend::{CudaDType, CudaStorageSlice as S, WrapErr};
    use candle_core::{CudaDevice, CudaStorage, CustomOp1, CustomOp3, DType, Layout, Shape, Storage, Tensor};
    use half::{bf16, f16};

    use super::dims;
    use crate::ops::dropout::{cuda::DropoutArg, Dropout};

    /// Rows per block tile (`ATT_TILE`), threads per block (`ATT_THREADS`) and smem padding
    /// (`ATT_PAD`) of `kernels/attention.cu`.
    const TILE: usize = 64;
    const THREADS: u32 = 128;
    const PAD: usize = 8;
    const LOG2_E: f32 = std::f32::consts::LOG2_E;

    /// The kernels' `Strides`, passed by value: where head (b, h) of each operand lives.
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct Strides {
        n_head: i32,
        head_dim: i32,
        rs_in: i32,
        rs_out: i32,
        rs_grad: i32,
        pad: i32,
    }

    // SAFETY: six i32 in the order and layout of the C struct `Strides`.
    unsafe impl DeviceRepr for Strides {}

    /// B·H heads of T rows of Dh elements, and the element offsets of q, k, v (and of dq, dk,
    /// dv) from their buffers' starts: contiguous `[B, H, T, Dh]` operands, or q, k, v packed
    /// in one `[B, T, 3C]` tensor with the output in `[B, T, C]`.
    pub(super) struct Geometry {
        bh: usize,
        t: usize,
        dh: usize,
        /// Offsets of k and v past q's start (0 for separate operands) and of dk and dv past dq's.
        k_off: usize,
        v_off: usize,
        dk_off: usize,
        dv_off: usize,
        st: Strides,
    }

    impl Geometry {
        /// Separate contiguous `[B, H, T, Dh]` operands.
        pub(super) fn heads(l: &Layout) -> candle_core::Result<Self> {
            let (bh, t, dh) = dims(l)?;
            let n = bh * t * dh;
            let st = Strides {
                n_head: 1,
                head_dim: dh as i32,
                rs_in: dh as i32,
                rs_out: dh as i32,
                rs_grad: dh as i32,
                pad: 0,
            };
            Self::checked(bh, t, dh, (0, 0, n, 2 * n), st)
        }

        /// q, k, v packed in `[B, T, 3C]` (columns [0, C), [C, 2C), [2C, 3C), head h at
        /// h·Dh within each), the output and dO in `[B, T, C]`, the gradients in `[B, T, 3C]`.
        pub(super) fn packed(l: &Layout, n_head: usize) -> candle_core::Result<Self> {
            let (b, t, c3) = l.shape().dims3()?;
            let c = c3 / 3;
            let dh = c / n_head.max(1);
            if c3 % 3 != 0 || c % n_head.max(1) != 0 || c % 8 != 0 {
                candle_core::bail!("causal-attention: packed qkv [B, T, 3C] needs C % 8 == 0 and C % H == 0, got {c3} for H = {n_head}");
            }
            let st = Strides {
                n_head: n_head as i32,
                head_dim: dh as i32,
                rs_in: c3 as i32,
                rs_out: c as i32,
                rs_grad: c3 as i32,
                pad: 0,
            };
            Self::checked(b * n_head, t, dh, (c, 2 * c, c, 2 * c), st)
        }

        fn checked(
            bh: usize,
            t: usize,
            dh: usize,
            (k_off, v_off, dk_off, dv_off): (usize, usize, usize, usize),
            st: Strides,
        ) -> candle_core::Result<Self> {
            if !matches!(dh, 32 | 64 | 96 | 128) {
                candle_core::bail!("causal-attention: the CUDA kernels take Dh in {{32, 64, 96, 128}}, got {dh}");
            }
            if bh > 65535 {
                candle_core::bail!("causal-attention: B·H = {bh} > 65535 (grid.y)");
            }
            if 3 * bh * t * dh >= 1 << 31 {
                candle_core::bail!("causal-attention: 3·B·H·T·Dh = {} >= 2^31", 3 * bh * t * dh);
            }
            Ok(Self {
                bh,
                t,
                dh,
                k_off,
                v_off,
                dk_off,
                dv_off,
                st,
            })
        }

        fn n_tiles(&self) -> u32 {
            self.t.div_ceil(TILE) as u32
        }

        /// Blocks along T of the forward and dq kernels: 64·RG query rows each, RG = 2 for
        /// Dh <= 64 and 1 above (`RowGroups` in the kernel).
        fn query_blocks(&self) -> u32 {
            let rows = if self.dh <= 64 { 2 * TILE } else { TILE };
            self.t.div_ceil(rows) as u32
        }

        fn elems(&self) -> usize {
            self.bh * self.t * self.dh
        }
    }

    /// The elements of `s` from `l`'s start plus `extra` to the end of the buffer; the start
    /// must be a multiple of 8 (16 bytes: the kernels' vector loads).
    fn view<'a, T: CudaDType>(
        s: &'a CudaStorage,
        l: &Layout,
        extra: usize,
        what: &str,
    ) -> candle_core::Result<CudaView<'a, T>> {
        if l.contiguous_offsets().is_none() {
            candle_core::bail!("causal-attention: {what} must be contiguous");
        }
        let a = l.start_offset() + extra;
        if !a.is_multiple_of(8) {
            candle_core::bail!("causal-attention: {what} must start 16-byte aligned (offset {a})");
        }
        let slice = s.as_cuda_slice::<T>()?;
        Ok(slice.slice(a..slice.len()))
    }

    /// Raises the dynamic smem limit of `f` to `smem` bytes: up to 70,656 (dK/dV, Dh 128), above
    /// the 48 KiB default.
    fn allow_smem(f: &CudaFunction, smem: usize) -> candle_core::Result<()> {
        f.set_attribute(
            CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
            smem as i32,
        )
        .w()
    }

    /// One operand: storage, layout, and for k and v the storage of q (packed) or their own.
    pub(super) type Operand<'a> = (&'a CudaStorage, &'a Layout);

    /// `(O, L)`: O in the input dtype laid out as `g` says (`[BH, T, Dh]` or `[B, T, C]`), L
    /// `[BH, T]` fp32.
    pub(super) fn forward(
        [q, k, v]: [Operand; 3],
        g: &Geometry,
        dropout: Option<Dropout>,
    ) -> candle_core::Result<(CudaStorage, CudaStorage)> {
        let dev = q.0.device().clone();
        let dr = DropoutArg::of(dropout);
        fn run<T: CudaDType + DeviceRepr>(
            dev: &CudaDevice,
            dt: &str,
            [q, k, v]: [Operand; 3],
            g: &Geometry,
            dr: &DropoutArg,
        ) -> candle_core::Result<(CudaSlice<T>, CudaSlice<f32>)> {
            let (q, k, v) = (
                view::<T>(q.0, q.1, 0, "q")?,
                view::<T>(k.0, k.1, g.k_off, "k")?,
                view::<T>(v.0, v.1, g.v_off, "v")?,
            );
            let smem = 4 * TILE * (g.dh + PAD) * std::mem::size_of::<T>(); // 2 stages of K, V
            let f = dev.get_or_load_custom_func(
                &format!("attention_fwd{}_{dt}_d{}", dr.variant(), g.dh),
                "minigpt_attention",
                super::super::ptx::ATTENTION,
            )?;
            allow_smem(&f, smem)?;
            let cfg = LaunchConfig {
                grid_dim: (g.query_blocks(), g.bh as u32, 1), // 64·RG rows × one head
                block_dim: (THREADS, 1, 1),                   // 4 warps × 16·RG rows
                shared_mem_bytes: smem as u32,
            };
            // SAFETY: every row < T of every head gets its O row and its L (rows >= T are none).
            let o = unsafe { dev.alloc::<T>(g.elems())? };
            let lse = unsafe { dev.alloc::<f32>(g.bh * g.t)? };
            let scale_log2 = LOG2_E / (g.dh as f32).sqrt();
            let t = g.t as i32;
            let mut args = f.builder();
            args.arg(&q);
            args.arg(&k);
            args.arg(&v);
            args.arg(&o);
            args.arg(&lse);
            args.arg(&t);
            args.arg(&scale_log2);
            args.arg(&g.st);
            args.arg(dr);
            // SAFETY: types and order match `attention_fwd_<dt>_d<Dh>(q, k, v, o, lse, T,
            // scale_log2, strides, dropout)`; every head row the strides reach lies inside the views
            // (checked by Geometry against the operands' shapes), o holds BH·T·Dh, lse BH·T.
            unsafe { args.launch(cfg) }.w()?;
            Ok((o, lse))
        }
        let (o, lse) = match q.0.dtype() {
            DType::BF16 => {
                let (o, l) = run::<bf16>(&dev, "bf16", [q, k, v], g, &dr)?;
                (S::BF16(o), l)
            }
            DType::F16 => {
                let (o, l) = run::<f16>(&dev, "f16", [q, k, v], g, &dr)?;
                (S::F16(o), l)
            }
            other => candle_core::bail!("causal-attention: the CUDA kernels take bf16 or f16, got {other:?}"),
        };
        let o = CudaStorage {
            slice: o,
            device: dev.clone(),
        };
        let lse = CudaStorage {
            slice: S::F32(lse),
            device: dev,
        };
        Ok((o, lse))
    }

    /// What the backward kernels need besides q, k, v.
    pub(super) struct Saved {
        pub o: Tensor,
        pub dout: Tensor,
        pub lse: Tensor,
    }

    fn cuda_of<'a>(s: &'a Storage, what: &str) -> candle_core::Result<&'a CudaStorage> {
        match s {
            Storage::Cuda(s) => Ok(s),
            _ => candle_core::bail!("causal-attention-bwd: {what} must be on the CUDA device"),
        }
    }

    /// dq, dk, dv in the input dtype in one buffer of 3·BH·T·Dh, placed as `g` says.
    fn backward(
        [q, k, v]: [Operand; 3],
        saved: &Saved,
        g: &Geometry,
        dropout: Option<Dropout>,
    ) -> candle_core::Result<CudaStorage> {
        let dev = q.0.device().clone();
        let dr = DropoutArg::of(dropout);
        let (os, ol) = saved.o.storage_and_layout();
        let (dos, dol) = saved.dout.storage_and_layout();
        let (ls, ll) = saved.lse.storage_and_layout();
        let (os, dos, ls) = (cuda_of(&os, "o")?, cuda_of(&dos, "dO")?, cuda_of(&ls, "L")?);
        let lse = view::<f32>(ls, ll, 0, "L")?;
        // SAFETY: attention_bwd_dq writes D for every row < T before attention_bwd_dkdv reads it.
        let delta = unsafe { dev.alloc::<f32>(g.bh * g.t)? };
        fn run<T: CudaDType + DeviceRepr>(
            dev: &CudaDevice,
            dt: &str,
            [q, k, v]: [Operand; 3],
            (o, dout): (Operand, Operand),
            (lse, delta): (&CudaView<'_, f32>, &CudaSlice<f32>),
            g: &Geometry,
            dr: &DropoutArg,
        ) -> candle_core::Result<CudaSlice<T>> {
            let (o, dout) = (view::<T>(o.0, o.1, 0, "o")?, view::<T>(dout.0, dout.1, 0, "dO")?);
            let (q, k, v) = (
                view::<T>(q.0, q.1, 0, "q")?,
                view::<T>(k.0, k.1, g.k_off, "k")?,
                view::<T>(v.0, v.1, g.v_off, "v")?,
            );
            // SAFETY: every row < T of dq (attention_bwd_dq), dk and dv (attention_bwd_dkdv) of
            // every head is written, and those rows tile the whole buffer.
            let grads = unsafe { dev.alloc::<T>(3 * g.elems())? };
            let total = grads.len();
            let (dq, dk, dv) = (
                grads.slice(0..total),
                grads.slice(g.dk_off..total),
                grads.slice(g.dv_off..total),
            );
            let t = g.t as i32;
            let scale = 1.0 / (g.dh as f32).sqrt();
            let scale_log2 = scale * LOG2_E;
            let tiles = 4 * TILE * (g.dh + PAD) * std::mem::size_of::<T>(); // 2 stages × 2 tiles
            let cfg = |blocks: u32, smem: usize| LaunchConfig {
                grid_dim: (blocks, g.bh as u32, 1), // rows (64·RG queries or 64 keys) × one head
                block_dim: (THREADS, 1, 1),         // 4 warps
                shared_mem_bytes: smem as u32,
            };

            let f = dev.get_or_load_custom_func(
                &format!("attention_bwd_dq{}_{dt}_d{}", dr.variant(), g.dh),
                "minigpt_attention",
                super::super::ptx::ATTENTION,
            )?;
            allow_smem(&f, tiles)?;
            let mut args = f.builder();
            args.arg(&q);
            args.arg(&k);
            args.arg(&v);
            args.arg(&o);
            args.arg(&dout);
            args.arg(lse);
            args.arg(delta);
            args.arg(&dq);
            args.arg(&t);
            args.arg(&scale);
            args.arg(&scale_log2);
            args.arg(&g.st);
            args.arg(dr);
            // SAFETY: matches `attention_bwd_dq_<dt>_d<Dh>(q, k, v, o, dO, L, D, dq, T, scale,
            // scale_log2, strides, dropout)`; every operand holds the rows its strides reach, L and
            // D hold BH·T.
            unsafe { args.launch(cfg(g.query_blocks(), tiles)) }.w()?;

            let smem = tiles + 4 * TILE * std::mem::size_of::<f32>(); // + 2 stages of L and D
            let f = dev.get_or_load_custom_func(
                &format!("attention_bwd_dkdv{}_{dt}_d{}", dr.variant(), g.dh),
                "minigpt_attention",
                super::super::ptx::ATTENTION,
            )?;
            allow_smem(&f, smem)?;
            let mut args = f.builder();
            args.arg(&q);
            args.arg(&k);
            args.arg(&v);
            args.arg(&dout);
            args.arg(lse);
            args.arg(delta);
            args.arg(&dk);
            args.arg(&dv);
            args.arg(&t);
            args.arg(&scale);
            args.arg(&scale_log2);
            args.arg(&g.st);
            args.arg(dr);
            // SAFETY: matches `attention_bwd_dkdv_<dt>_d<Dh>(q, k, v, dO, L, D, dk, dv, T, scale,
            // scale_log2, strides, dropout)`, launched after the dq kernel that wrote D.
            unsafe { args.launch(cfg(g.n_tiles(), smem)) }.w()?;
            Ok(grads)
        }
        let saved_ops = ((os, ol), (dos, dol));
        let slice = match q.0.dtype() {
            DType::BF16 => S::BF16(run::<bf16>(&dev, "bf16", [q, k, v], saved_ops, (&lse, &delta), g, &dr)?),
            DType::F16 => S::F16(run::<f16>(&dev, "f16", [q, k, v], saved_ops, (&lse, &delta), g, &dr)?),
            other => candle_core::bail!("causal-attention-bwd: bf16 or f16 on CUDA, got {other:?}"),
        };
        Ok(CudaStorage { slice, device: dev })
    }

    /// The backward of the `[B, H, T, Dh]` op as an op on `(q, k, v)`; returns
    /// `[3, B, H, T, Dh]` = (dq, dk, dv) in the input dtype.
    pub(super) struct Backward(pub Saved, pub Option<Dropout>);

    impl CustomOp3 for Backward {
        fn name(&self) -> &'static str {
            "causal-attention-bwd"
        }

        fn cpu_fwd(
            &self,
            _: &candle_core::CpuStorage,
            _: &Layout,
            _: &candle_core::CpuStorage,
            _: &Layout,
            _: &candle_core::CpuStorage,
            _: &Layout,
        ) -> candle_core::Result<(candle_core::CpuStorage, Shape)> {
            candle_core::bail!("causal-attention-bwd: CUDA only (the CPU backward is composed in bwd)")
        }

        fn cuda_fwd(
            &self,
            qs: &CudaStorage,
            ql: &Layout,
            ks: &CudaStorage,
            kl: &Layout,
            vs: &CudaStorage,
            vl: &Layout,
        ) -> candle_core::Result<(CudaStorage, Shape)> {
            let g = Geometry::heads(ql)?;
            let grads = backward([(qs, ql), (ks, kl), (vs, vl)], &self.0, &g, self.1)?;
            let mut full = vec![3]; // (3, B, H, T, Dh)
            full.extend_from_slice(ql.dims());
            Ok((grads, full.into()))
        }
    }

    /// The backward of the packed op as an op on qkv `[B, T, 3C]`; returns dqkv `[B, T, 3C]` in
    /// qkv's dtype.
    pub(super) struct BackwardPacked {
        pub saved: Saved,
        pub n_head: usize,
        pub dropout: Option<Dropout>,
    }

    impl CustomOp1 for BackwardPacked {
        fn name(&self) -> &'static str {
            "causal-attention-qkv-bwd"
        }

        fn cpu_fwd(
            &self,
            _: &candle_core::CpuStorage,
            _: &Layout,
        ) -> candle_core::Result<(candle_core::CpuStorage, Shape)> {
            candle_core::bail!("causal-attention-qkv-bwd: CUDA only (the CPU backward is composed in bwd)")
        }

        fn cuda_fwd(&self, s: &CudaStorage, l: &Layout) -> candle_core::Result<(CudaStorage, Shape)> {
            let g = Geometry::packed(l, self.n_head)?;
            Ok((
                backward([(s, l), (s, l), (s, l)], &self.saved, &g, self.dropout)?,
                l.shape().clone(),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Var};

    /// Max-norm relative error `||a - b||_inf / ||b||_inf` in f64 (NaN if `a` holds a NaN).
    fn rel_err(a: &Tensor, b: &Tensor) -> f64 {
        let a = a
            .to_dtype(DType::F64)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<f64>()
            .unwrap();
        let b = b
            .to_dtype(DType::F64)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<f64>()
            .unwrap();
        let mut num = 0f64;
        for (x, y) in a.iter().zip(&b) {
            let d = (x - y).abs();
            if d.is_nan() {
                return f64::NAN;
            }
            num = num.max(d);
        }
        if num == 0.0 {
            return 0.0; // equal, also when both are all zeros (dq at T = 1)
        }
        num / b.iter().fold(0f64, |m, v| m.max(v.abs()))
    }

    fn randn(shape: &[usize], dtype: DType) -> Tensor {
        Tensor::randn(0f32, 1.0, shape, &Device::Cpu)
            .unwrap()
            .to_dtype(dtype)
            .unwrap()
    }

    // Same math, f32 sums in a different order (and candle's softmax): a few hundred f32 ulps.
    const F32_TOL: f64 = 1e-5;
    // f64 throughout: only the summation order differs.
    const F64_TOL: f64 = 1e-12;
    // bf16 output rounding (2^-9 relative) on top of f32 math.
    const BF16_TOL: f64 = 1e-2;

    const SHAPES: [[usize; 4]; 4] = [[1, 1, 1, 8], [2, 3, 5, 4], [1, 2, 17, 16], [2, 1, 33, 8]];

    #[test]
    fn forward_matches_the_composed_computation() {
        for dims in SHAPES {
            for (dtype, tol) in [(DType::F32, F32_TOL), (DType::F64, F64_TOL)] {
                let (q, k, v) = (randn(&dims, dtype), randn(&dims, dtype), randn(&dims, dtype));
                let got = causal_attention(&q, &k, &v).unwrap();
                assert_eq!((got.dims(), got.dtype()), (&dims[..], dtype));
                let rel = rel_err(&got, &composed(&q, &k, &v, None).unwrap());
                assert!(rel <= tol, "{dims:?} {dtype:?}: rel err {rel}");
            }
        }
    }

    #[test]
    fn bf16_forward_is_the_f32_reference_rounded() {
        let dims = [2, 2, 9, 16];
        let [q, k, v] = [0, 1, 2].map(|_| randn(&dims, DType::BF16));
        let got = causal_attention(&q, &k, &v).unwrap();
        assert_eq!(got.dtype(), DType::BF16);
        let f = |t: &Tensor| t.to_dtype(DType::F32).unwrap();
        let want = composed(&f(&q), &f(&k), &f(&v), None).unwrap();
        let rel = rel_err(&got, &want);
        assert!(rel <= BF16_TOL, "rel err {rel}");
    }

    #[test]
    fn first_row_is_the_first_value_row() {
        // Query 0 sees only key 0: o_0 = v_0 exactly, whatever q and k are.
        let dims = [1, 2, 6, 4];
        let [q, k, v] = [0, 1, 2].map(|_| randn(&dims, DType::F32));
        let o = causal_attention(&q, &k, &v).unwrap();
        let first = |t: &Tensor| t.narrow(2, 0, 1).unwrap();
        assert_eq!(rel_err(&first(&o), &first(&v)), 0.0);
    }

    #[test]
    fn gradients_match_candle_autograd_of_the_composed_computation() {
        for dims in SHAPES {
            for (dtype, tol) in [(DType::F32, F32_TOL), (DType::F64, F64_TOL)] {
                let vars = [0, 1, 2].map(|_| Var::from_tensor(&randn(&dims, dtype)).unwrap());
                let [q, k, v] = [0, 1, 2].map(|i| vars[i].as_tensor().clone());
                // A loss that weights each output differently, so no gradient is trivially 0.
                let w = randn(&dims, dtype);
                let fused = (causal_attention(&q, &k, &v).unwrap() * &w).unwrap().sum_all().unwrap();
                let plain = (composed(&q, &k, &v, None).unwrap() * &w).unwrap().sum_all().unwrap();
                let (gf, gp) = (fused.backward().unwrap(), plain.backward().unwrap());
                for (name, x) in ["dq", "dk", "dv"].iter().zip([&q, &k, &v]) {
                    let rel = rel_err(gf.get(x).unwrap(), gp.get(x).unwrap());
                    assert!(rel <= tol, "{dims:?} {dtype:?} {name}: rel err {rel}");
                }
            }
        }
    }

    /// With dropout on the probabilities, the op's CPU forward and backward equal candle's
    /// autograd of the composed ops multiplied by the same mask; the mask keeps about 1 - p.
    #[test]
    fn dropout_matches_the_composed_computation_with_the_same_mask() {
        let drop = Dropout { p: 0.25, seed: 99 };
        for dims in SHAPES {
            for (dtype, tol) in [(DType::F32, F32_TOL), (DType::F64, F64_TOL)] {
                let vars = [0, 1, 2].map(|_| Var::from_tensor(&randn(&dims, dtype)).unwrap());
                let [q, k, v] = [0, 1, 2].map(|i| vars[i].as_tensor().clone());
                let w = randn(&dims, dtype);
                let ours = causal_attention_dropout(&q, &k, &v, Some(drop)).unwrap();
                let plain = composed(&q, &k, &v, Some(drop)).unwrap();
                assert!(rel_err(&ours, &plain) <= tol, "{dims:?} {dtype:?} o");
                let undropped = causal_attention(&q, &k, &v).unwrap();
                if dims[2] > 2 {
                    assert!(rel_err(&ours, &undropped) > 1e-3, "{dims:?}: dropout changed nothing");
                }
                let gf = (ours * &w).unwrap().sum_all().unwrap().backward().unwrap();
                let gp = (plain * &w).unwrap().sum_all().unwrap().backward().unwrap();
                for (name, x) in ["dq", "dk", "dv"].iter().zip([&q, &k, &v]) {
                    let rel = rel_err(gf.get(x).unwrap(), gp.get(x).unwrap());
                    assert!(rel <= tol, "{dims:?} {dtype:?} {name}: rel err {rel}");
                }
            }
        }
        let mask = attention_dropout_mask(&drop, (4, 64, 64), &Device::Cpu).unwrap();
        let v = mask.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        let kept = v.iter().filter(|&&x| x > 0.0).count() as f64 / v.len() as f64;
        assert!((kept - 0.75).abs() < 0.01, "kept {kept}");
        assert!(v.iter().all(|&x| x == 0.0 || x == (1.0 / 0.75) as f32));
        let other = attention_dropout_mask(&Dropout { seed: 100, ..drop }, (4, 64, 64), &Device::Cpu).unwrap();
        assert!(rel_err(&mask, &other) > 0.5, "another seed draws another mask");
    }

    #[test]
    fn rejects_mismatched_operands() {
        let q = randn(&[1, 1, 4, 8], DType::F32);
        let k = randn(&[1, 1, 5, 8], DType::F32);
        assert!(causal_attention(&q, &k, &q).is_err());
        assert!(causal_attention(&q, &q, &q.to_dtype(DType::F64).unwrap()).is_err());
    }
}
