//! Fused causal self-attention `softmax(q·kᵀ/√Dh + causal mask)·v` for q, k, v `[B, H, T, Dh]`,
//! as a candle `CustomOp3`: a readable CPU reference (`cpu::reference`), the FlashAttention-2 style
//! kernels of `kernels/attention.cu` (bf16/f16, tensor cores) and `kernels/attention_f32.cu`
//! (f32, FFMA on the CUDA cores) on CUDA (nothing T×T is stored), and a backward.
//! The fp32 softmax island lives inside the op: callers pass bf16/f16 (or f32) and get the same
//! dtype back. Must not cast on its own beyond that: the input dtype is the output dtype.
//!
//! Here: the public functions, the op and its dispatch. `cpu.rs`: the CPU reference forward
//! and its exact backward. `cuda.rs`: the kernel launches and their geometry, the backward ops
//! and the packed-qkv op.

#[cfg(feature = "cuda")]
use std::sync::Mutex;

use candle_core::{CpuStorage, CustomOp3, DType, Layout, Shape, Tensor};

use super::dropout::Dropout;
use crate::error::Result;

mod cpu;
#[cfg(feature = "cuda")]
mod cuda;

/// The head dimensions kernels/attention.cu and kernels/attention_f32.cu are instantiated for:
/// the fused CUDA path runs for these (bf16/f16/f32); other head dims take the composed path.
pub const FUSED_HEAD_DIMS: [usize; 4] = [32, 64, 96, 128];

/// Causal self-attention for q, k, v of shape `[B, H, T, Dh]` (same dtype): query i attends to
/// keys j <= i with scale `1/sqrt(Dh)`. Returns `[B, H, T, Dh]` in the input dtype.
/// Differentiable in all three operands.
///
/// - CPU: any float dtype; f32 accumulation (f64 for f64 inputs, so f64 gradient checks work).
/// - CUDA, bf16/f16: the fused kernels (Dh in {32, 64, 96, 128}); softmax statistics in fp32,
///   tensor-core products with fp32 accumulation.
/// - CUDA, f32: the fused fp32 kernels (the same Dh), every product an fp32 FFMA (no TF32).
/// - CUDA, f64: the composed candle computation (matmul, mask, softmax, matmul), whose
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

/// Runs `f` with this thread's CUDA attention on the mma.sync kernels even where the wgmma ones
/// would run (Dh 64 on an sm_90 GPU): for benchmarks and tests that set the two side by side.
#[cfg(feature = "cuda")]
pub fn on_mma_sync<R>(f: impl FnOnce() -> R) -> R {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            cuda::MMA_SYNC_ONLY.with(|c| c.set(self.0));
        }
    }
    let _reset = Reset(cuda::MMA_SYNC_ONLY.with(|c| c.replace(true)));
    f()
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
    if q.device().is_cuda() && q.dtype() == DType::F64 {
        return composed(q, k, v, dropout); // the kernels are bf16/f16/f32 only
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
    causal_attention_qkv_with_handoff(qkv, n_head, dropout, None)
}

/// `causal_attention_qkv` whose backward, on the wgmma kernels, also sums the columns of the qkv
/// gradient it writes, the bias gradient of the projection that wrote qkv, and leaves it in
/// `handoff` (`ops::dense_with_handoff`'s): cuBLASLt's separate bias-gradient reduction gone.
pub fn causal_attention_qkv_with_handoff(
    qkv: &Tensor,
    n_head: usize,
    dropout: Option<Dropout>,
    handoff: Option<&crate::ops::Handoff>,
) -> Result<Tensor> {
    let dropout = dropout.filter(|d| d.p > 0.0);
    let (b, t, c3) = qkv.dims3()?;
    if n_head == 0 || c3 % (3 * n_head) != 0 {
        return Err(msg(format!(
            "causal-attention: qkv's last dim {c3} must be 3·C with C divisible by n_head = {n_head}"
        )));
    }
    let (c, dh) = (c3 / 3, c3 / 3 / n_head);
    #[cfg(not(feature = "cuda"))]
    let _ = handoff; // the CPU's composed backward: the projection sums its own bias gradient
    #[cfg(feature = "cuda")]
    if b * t > 0
        && qkv.device().is_cuda()
        && matches!(qkv.dtype(), DType::BF16 | DType::F16 | DType::F32)
        && FUSED_HEAD_DIMS.contains(&dh)
        && c % 8 == 0
    {
        let op = cuda::CausalAttentionQkv::new(
            n_head,
            dropout,
            handoff.filter(|_| crate::ops::handoff::handoffs_on()).cloned(),
        );
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
/// `softmax(mask(q·kᵀ·s))·v` in the input dtype (used on CUDA for f64, and by the tests).
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

/// `(B·H, T, Dh)` of a `[B, H, T, Dh]` layout.
fn dims(l: &Layout) -> candle_core::Result<(usize, usize, usize)> {
    match l.dims() {
        &[b, h, t, dh] => Ok((b * h, t, dh)),
        d => candle_core::bail!("causal-attention: expected [B, H, T, Dh], got {d:?}"),
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
        let out = cpu::forward((qs, ql), (ks, kl), (vs, vl), self.dropout)?;
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
        let lse = super::launch::tensor(lse, (bh, t));
        *self.lse.lock().expect("invariant: no panic while holding the lock") = Some(lse);
        Ok((o, ql.shape().clone()))
    }

    /// CPU: `cpu::backward`, the exact gradient of the reference. CUDA: the backward kernels
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
        let (dq, dk, dv) = cpu::backward(q, k, v, dout, self.dropout)?;
        Ok((Some(dq), Some(dk), Some(dv)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    #[test]
    fn rejects_mismatched_operands() {
        let q = Tensor::randn(0f32, 1.0, (1, 1, 4, 8), &Device::Cpu).unwrap();
        let k = Tensor::randn(0f32, 1.0, (1, 1, 5, 8), &Device::Cpu).unwrap();
        assert!(causal_attention(&q, &k, &q).is_err());
        assert!(causal_attention(&q, &q, &q.to_dtype(DType::F64).unwrap()).is_err());
    }
}
