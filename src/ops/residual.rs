//! The residual stream's add, `x + dropout(branch)` with the stream `x` in f32 and the branch in
//! the compute dtype (bf16/f16, or f32), widened exactly inside the op (kernels/residual.cu on
//! CUDA): the cast, the dropout mask and the add in one pass, the mask a pure function of the
//! site's key (`ops::Dropout`), never stored. Backward: the stream's gradient passes through, the
//! branch's is that gradient masked and rounded once to the branch's dtype.
//!
//! Also the autograd's sum of two gradient contributions (`grad_add`): the stream's gradient is
//! the sum of what passes through the add and what comes back through the next LayerNorm.

use std::sync::{Arc, Mutex};

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp2, DType, Layout, Shape, Tensor};

use super::dropout::Dropout;
use super::handoff::Handoff;
use super::layer_norm::BranchCast;
use crate::error::Result;

/// `x + dropout(branch)` in x's dtype (f32) for a bf16/f16/f32 `branch` of x's shape; other dtype
/// pairs (the f64 gradient checks) are composed: the branch dropped, cast to x's dtype, added.
pub fn residual_add(x: &Tensor, branch: &Tensor, drop: Option<Dropout>) -> Result<Tensor> {
    Ok(add(x, branch, drop, BranchGrad::Rounded, None, None)?.stream)
}

/// The LayerNorm that reads the stream next, for a residual add to compute in its own pass
/// (`Added`): gamma and beta f32 [C] (the masters), the output in `out`.
#[derive(Clone)]
pub struct NextNorm {
    pub gamma: Tensor,
    pub beta: Tensor,
    pub eps: f64,
    pub out: DType,
}

/// What a residual add hands on: the stream, and the next LayerNorm's output (`NextNorm`) where
/// the add's kernel computed it as it wrote the stream (CUDA, a branch of the LayerNorm's output
/// dtype, rows the float4 LayerNorm kernels take: kernels/layernorm.cu's `ln_fwd_res`), with the
/// LayerNorm op in the graph as if it had run; None where it did not (the caller runs it).
pub struct Added {
    pub stream: Tensor,
    pub normed: Option<Tensor>,
}

/// `residual_add` whose backward hands the branch its gradient in f32, not rounded to the
/// branch's dtype: for a branch whose producer casts its output gradient itself (an FP8 linear
/// layer casts it to E5M2), so that it is rounded once, by that cast. With `next`, the add may
/// compute the next LayerNorm in its pass (`Added`).
pub fn residual_add_f32_grad(
    x: &Tensor,
    branch: &Tensor,
    drop: Option<Dropout>,
    next: Option<&NextNorm>,
) -> Result<Added> {
    add(x, branch, drop, BranchGrad::F32, next, None)
}

/// `residual_add` whose backward hands the branch the stream's gradient itself, f32 and
/// unmasked: for a producer that applies the branch's mask and rounding in its own backward
/// (`ops::dense_residual`, which gets the same `drop`). With `next`, as `residual_add_f32_grad`;
/// with a `handoff`, where the add computes that LayerNorm, its backward computes the branch's
/// masked, rounded gradient and column sums too and leaves them there for the producer
/// (`ops::handoff`).
pub(super) fn residual_add_raw_grad(
    x: &Tensor,
    branch: &Tensor,
    drop: Option<Dropout>,
    next: Option<&NextNorm>,
    handoff: Option<&Handoff>,
) -> Result<Added> {
    add(x, branch, drop, BranchGrad::Raw, next, handoff)
}

/// What the backward hands the branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BranchGrad {
    /// The gradient masked and rounded once to the branch's dtype.
    Rounded,
    /// The gradient masked, in f32.
    F32,
    /// The gradient itself (f32, unmasked).
    Raw,
}

fn add(
    x: &Tensor,
    branch: &Tensor,
    drop: Option<Dropout>,
    grad: BranchGrad,
    next: Option<&NextNorm>,
    handoff: Option<&Handoff>,
) -> Result<Added> {
    if x.shape() != branch.shape() {
        let msg = format!("residual-add: shapes {:?} and {:?} differ", x.dims(), branch.dims());
        return Err(candle_core::Error::Msg(msg).into());
    }
    let drop = drop.filter(|d| d.p > 0.0);
    let fused = x.dtype() == DType::F32 && matches!(branch.dtype(), DType::BF16 | DType::F16 | DType::F32);
    if !fused {
        if grad == BranchGrad::Raw {
            let msg = format!(
                "residual-add: a raw-gradient branch needs an f32 stream, got {:?}",
                x.dtype()
            );
            return Err(candle_core::Error::Msg(msg).into());
        }
        let branch = match drop {
            Some(d) => super::dropout(branch, d)?,
            None => branch.clone(),
        };
        let stream = (x + branch.to_dtype(x.dtype())?)?;
        return Ok(Added { stream, normed: None });
    }
    // Also for an f32 branch without dropout (candle's add would do the same sum), so that the
    // graph keeps neither operand's values: the backward reads none (`bwd_reads_args`).
    let given = Arc::new(Mutex::new(None));
    let op = ResidualAdd {
        drop,
        grad,
        next: next.map(|n| (n.clone(), Arc::clone(&given))),
    };
    let stream = x.contiguous()?.apply_op2(&branch.contiguous()?, op)?;
    let y = given.lock().expect("invariant: no panic while holding the lock").take();
    let normed = match (next, y) {
        (Some(n), Some(y)) => {
            let cast = handoff.map(|h| BranchCast {
                drop,
                out: branch.dtype(),
                handoff: h.clone(),
            });
            let params = (&n.gamma, &n.beta);
            Some(super::layer_norm::layer_norm_given(
                &stream, params, n.eps, n.out, y, cast,
            )?)
        }
        _ => None,
    };
    Ok(Added { stream, normed })
}

/// The gradient sum candle's autograd uses once installed (`candle_core::backprop::set_grad_add`,
/// done by `install_grad_add`): on CUDA, `a + b` for two contiguous f32 tensors of one shape,
/// 16-byte aligned with a length divisible by 4 (the residual stream's and the tied embedding's
/// gradients) in one vectorised pass; `None` for everything else (candle's add then runs).
pub fn grad_add(a: &Tensor, b: &Tensor) -> candle_core::Result<Option<Tensor>> {
    // a weight's gradient may still be being written beside the compute stream
    #[cfg(feature = "cuda")]
    super::side_stream::cuda::before_reading(&[a, b])?;
    let vec4 = |t: &Tensor| t.dtype() == DType::F32 && t.is_contiguous() && t.layout().start_offset().is_multiple_of(4);
    if !a.device().is_cuda() || a.shape() != b.shape() || !vec4(a) || !vec4(b) || !a.elem_count().is_multiple_of(4) {
        return Ok(None);
    }
    Ok(Some(a.apply_op2_no_bwd(b, &GradAdd)?))
}

/// Make `grad_add` the autograd's gradient sum (once per process; later calls do nothing).
pub fn install_grad_add() {
    candle_core::backprop::set_grad_add(grad_add);
}

/// (a, b) → a + b, f32, for `grad_add`.
struct GradAdd;

impl CustomOp2 for GradAdd {
    fn name(&self) -> &'static str {
        "grad-add"
    }

    fn cpu_fwd(
        &self,
        a: &CpuStorage,
        al: &Layout,
        b: &CpuStorage,
        bl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let (Some((a0, a1)), Some((b0, b1))) = (al.contiguous_offsets(), bl.contiguous_offsets()) else {
            candle_core::bail!("grad-add: operands must be contiguous");
        };
        let (CpuStorage::F32(a), CpuStorage::F32(b)) = (a, b) else {
            candle_core::bail!("grad-add: f32 operands only");
        };
        let sum = a[a0..a1].iter().zip(&b[b0..b1]).map(|(x, y)| x + y).collect();
        Ok((CpuStorage::F32(sum), al.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        a: &candle_core::CudaStorage,
        al: &Layout,
        b: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        use super::launch::{grid_1d, view, wrap, Kernel, RESIDUAL};

        let op = "grad-add";
        let n = al.shape().elem_count();
        if !n.is_multiple_of(4) || !al.start_offset().is_multiple_of(4) || !bl.start_offset().is_multiple_of(4) {
            candle_core::bail!("{op}: needs n % 4 == 0 and 16-byte aligned operands");
        }
        let dev = a.device();
        let (x, y) = (view::<f32>(a, al, op, "a")?, view::<f32>(b, bl, op, "b")?);
        let n4 = n / 4;
        let f = Kernel::load(dev, RESIDUAL, "grad_add_f32x4")?;
        // SAFETY: the grid-stride loop writes all n4 groups.
        let out = unsafe { dev.alloc::<f32>(n)? };
        // SAFETY: matches `grad_add_f32x4(a, b, out, n4)`; a, b, out hold 4·n4 f32, 16-byte
        // aligned (buffer starts are, and the offsets are multiples of 4 elements).
        unsafe { f.launch(grid_1d(n4), (&x, &y, &out, &(n4 as i64))) }?;
        Ok((wrap(out, dev), al.shape().clone()))
    }
}

struct ResidualAdd {
    drop: Option<Dropout>,
    grad: BranchGrad,
    /// The next LayerNorm, and where its output goes where the forward computes it too.
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))] // read by cuda_fwd only
    next: Option<(NextNorm, Arc<Mutex<Option<candle_core::Storage>>>)>,
}

impl ResidualAdd {
    fn add<B: Copy>(&self, x: &[f32], b: &[B], widen: impl Fn(B) -> f32) -> Vec<f32> {
        match self.drop {
            None => x.iter().zip(b).map(|(&a, &b)| a + widen(b)).collect(),
            Some(d) => (x.iter().zip(b).enumerate())
                .map(|(i, (&a, &b))| a + d.apply_f32(widen(b), i as u64))
                .collect(),
        }
    }
}

impl CustomOp2 for ResidualAdd {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "residual-add"
    }

    /// The backward needs the mask's key and the branch's dtype, not the values: the graph
    /// does not keep the branch (a [B, T, C] tensor per block and branch) alive until the
    /// backward reaches it, nor the stream.
    fn bwd_reads_args(&self) -> [bool; 2] {
        [false, false]
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        bs: &CpuStorage,
        bl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let (Some((x0, x1)), Some((b0, b1))) = (xl.contiguous_offsets(), bl.contiguous_offsets()) else {
            candle_core::bail!("residual-add: operands must be contiguous");
        };
        let CpuStorage::F32(x) = xs else {
            candle_core::bail!("residual-add: the stream must be f32, got {:?}", xs.dtype());
        };
        let x = &x[x0..x1];
        let out: Vec<f32> = match bs {
            CpuStorage::BF16(b) => self.add(x, &b[b0..b1], |v| v.to_f32()),
            CpuStorage::F16(b) => self.add(x, &b[b0..b1], |v| v.to_f32()),
            CpuStorage::F32(b) => self.add(x, &b[b0..b1], |v| v),
            other => candle_core::bail!(
                "residual-add: the branch must be bf16, f16 or f32, got {:?}",
                other.dtype()
            ),
        };
        Ok((CpuStorage::F32(out), xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        use super::launch::{aligned16, grid_1d, suffix, view, with_float, wrap, Kernel, RESIDUAL};

        let op = "residual-add";
        let n = xl.shape().elem_count();
        let dev = xs.device();
        let x = view::<f32>(xs, xl, op, "x")?;
        let vec4 = n.is_multiple_of(4) && aligned16(xl, DType::F32) && bl.start_offset().is_multiple_of(4);
        let cfg = grid_1d(if vec4 { n / 4 } else { n });
        let drop = super::dropout::cuda::DropoutArg::of(self.drop);
        let kernel = format!("residual_add{}_{}", drop.variant(), suffix(bs.dtype(), op)?);
        if let Some((norm, given)) = &self.next {
            let ((gs, gl), (es, el)) = (norm.gamma.storage_and_layout(), norm.beta.storage_and_layout());
            if let (candle_core::Storage::Cuda(gs), candle_core::Storage::Cuda(es)) = (&*gs, &*es) {
                let both = super::layer_norm::cuda::forward_after_add(
                    (xs, xl),
                    (bs, bl),
                    (gs, gl),
                    (es, el),
                    (norm.eps, norm.out),
                    &drop,
                )?;
                if let Some((sum, y)) = both {
                    *given.lock().expect("invariant: no panic while holding the lock") =
                        Some(candle_core::Storage::Cuda(y));
                    return Ok((sum, xl.shape().clone()));
                }
            }
            crate::notice::once("residual-norm", || {
                format!(
                    "the residual add and the LayerNorm after it run as two passes: rows of {} {:?} values (the one-pass kernel takes C % 4 == 0 up to 2048, the branch in the LayerNorm's output dtype {:?}, operands at multiples of 4 elements)",
                    norm.gamma.elem_count(),
                    bs.dtype(),
                    norm.out
                )
            });
        }
        let f = Kernel::load(dev, RESIDUAL, &kernel)?;
        // SAFETY: the grid-stride loop writes all n outputs.
        let out = unsafe { dev.alloc::<f32>(n)? };
        with_float!(bs.dtype(), op, |T| {
            let b = view::<T>(bs, bl, op, "branch")?;
            // SAFETY: matches `residual_add[_drop]_<dtype>(x, branch, out, n, vec4, d)`; all hold n
            // elements; vec4 only with the alignments its contract asks.
            unsafe { f.launch(cfg, (&x, &b, &out, &(n as i64), &(vec4 as i32), &drop)) }?
        });
        Ok((wrap(out, dev), xl.shape().clone()))
    }

    fn bwd(
        &self,
        _x: &Tensor,
        branch: &Tensor,
        _out: &Tensor,
        grad: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>)> {
        let out = match self.grad {
            BranchGrad::Raw => return Ok((Some(grad.clone()), Some(grad.clone()))),
            BranchGrad::F32 => DType::F32,
            BranchGrad::Rounded => branch.dtype(),
        };
        let db = match self.drop {
            Some(d) => super::dropout::masked(grad, d, out)?,
            None if grad.dtype() == out => grad.clone(),
            // the cast alone (dropout.cu's round_* on CUDA: the same bits as to_dtype)
            None => super::dropout::round(grad, out)?,
        };
        Ok((Some(grad.clone()), Some(db)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::flat;
    use candle_core::{Device, Var};

    /// A random f32 stream, bf16 branch (both tracked) and f32 output gradient of n elements.
    fn operands(n: usize) -> (Var, Var, Tensor) {
        let dev = Device::Cpu;
        let x = Var::from_tensor(&Tensor::randn(0f32, 1.0, n, &dev).unwrap()).unwrap();
        let b = Tensor::randn(0f32, 1.0, n, &dev)
            .unwrap()
            .to_dtype(DType::BF16)
            .unwrap();
        let g = Tensor::randn(0f32, 1.0, n, &dev).unwrap();
        (x, Var::from_tensor(&b).unwrap(), g)
    }

    /// Forward and both gradients equal candle's `x + branch.to_dtype(f32)` bit for bit.
    #[test]
    fn matches_cast_then_add_exactly() {
        let dev = Device::Cpu;
        let x = Var::from_tensor(&Tensor::randn(0f32, 1.0, (3, 5, 7), &dev).unwrap()).unwrap();
        let b32 = Tensor::randn(0f32, 1.0, (3, 5, 7), &dev).unwrap();
        let b = Var::from_tensor(&b32.to_dtype(DType::BF16).unwrap()).unwrap();
        let w = Tensor::randn(0f32, 1.0, (3, 5, 7), &dev).unwrap();
        let ours = residual_add(x.as_tensor(), b.as_tensor(), None).unwrap();
        let theirs = (x.as_tensor() + b.as_tensor().to_dtype(DType::F32).unwrap()).unwrap();
        assert_eq!(flat(&ours), flat(&theirs));
        let go = (&ours * &w).unwrap().sum_all().unwrap().backward().unwrap();
        let gt = (&theirs * &w).unwrap().sum_all().unwrap().backward().unwrap();
        for v in [&x, &b] {
            let (a, e) = (go.get(v.as_tensor()).unwrap(), gt.get(v.as_tensor()).unwrap());
            assert_eq!(a.dtype(), e.dtype());
            assert_eq!(flat(a), flat(e));
        }
    }

    /// With dropout: out = x + branch·mask in fp32 at the site's reference mask, the stream's
    /// gradient passes through and the branch's is the gradient masked, rounded once to bf16.
    #[test]
    fn residual_dropout_follows_the_reference_mask_forward_and_backward() {
        let dev = Device::Cpu;
        let n = 4096;
        let d = Dropout { p: 0.2, seed: 77 };
        let (x, b, g) = operands(n);
        let ours = residual_add(x.as_tensor(), b.as_tensor(), Some(d)).unwrap();
        assert_eq!(ours.dtype(), DType::F32);
        let mask = super::super::dropout::dropout_mask(&d, n, &dev)
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        assert!(mask.contains(&0.0) && mask.iter().any(|&m| m > 1.0));
        let (xs, bs) = (
            x.as_tensor().to_vec1::<f32>().unwrap(),
            b.as_tensor().to_vec1::<half::bf16>().unwrap(),
        );
        let ys = ours.to_vec1::<f32>().unwrap();
        for i in 0..n {
            assert_eq!(ys[i], xs[i] + bs[i].to_f32() * mask[i], "element {i}");
        }
        let grads = (&ours * &g).unwrap().sum_all().unwrap().backward().unwrap();
        assert_eq!(
            grads.get(x.as_tensor()).unwrap().to_vec1::<f32>().unwrap(),
            g.to_vec1::<f32>().unwrap()
        );
        let db = grads.get(b.as_tensor()).unwrap().to_vec1::<half::bf16>().unwrap();
        let gs = g.to_vec1::<f32>().unwrap();
        for i in 0..n {
            assert_eq!(db[i], half::bf16::from_f32(gs[i] * mask[i]), "gradient element {i}");
        }
    }

    /// `residual_add_f32_grad`: the same sum, and the branch's gradient in f32, unrounded (the
    /// gradient itself, or masked by the same dropout mask), for an FP8 layer to cast once.
    /// Fails if the branch's gradient is rounded to bf16 on the way (a value off bf16's grid).
    #[test]
    fn the_f32_grad_form_hands_the_branch_its_gradient_unrounded() {
        let dev = Device::Cpu;
        let n = 4096;
        for drop in [None, Some(Dropout { p: 0.2, seed: 5 })] {
            let (x, b, g) = operands(n);
            let wide = residual_add_f32_grad(x.as_tensor(), b.as_tensor(), drop, None)
                .unwrap()
                .stream;
            let narrow = residual_add(x.as_tensor(), b.as_tensor(), drop).unwrap();
            assert_eq!(flat(&wide), flat(&narrow));
            let grads = (&wide * &g).unwrap().sum_all().unwrap().backward().unwrap();
            let db = grads.get(b.as_tensor()).unwrap();
            assert_eq!(db.dtype(), DType::F32);
            let mask = match drop {
                Some(d) => super::super::dropout::dropout_mask(&d, n, &dev)
                    .unwrap()
                    .to_vec1::<f32>()
                    .unwrap(),
                None => vec![1.0; n],
            };
            let (db, gs) = (db.to_vec1::<f32>().unwrap(), g.to_vec1::<f32>().unwrap());
            assert!(gs.iter().any(|&v| half::bf16::from_f32(v).to_f32() != v));
            for i in 0..n {
                assert_eq!(db[i], gs[i] * mask[i], "{drop:?}: gradient element {i}");
            }
        }
    }

    /// `residual_add_raw_grad` (`ops::dense_residual`'s add): the same sum with the mask, and the
    /// branch's gradient the stream's own, f32 and unmasked (its producer masks it). Fails if the
    /// add masks or rounds the gradient it hands back.
    #[test]
    fn the_raw_grad_form_hands_the_branch_the_stream_gradient() {
        let n = 4096;
        let d = Some(Dropout { p: 0.2, seed: 3 });
        let (x, b, g) = operands(n);
        let raw = residual_add_raw_grad(x.as_tensor(), b.as_tensor(), d, None, None)
            .unwrap()
            .stream;
        assert_eq!(
            flat(&raw),
            flat(&residual_add(x.as_tensor(), b.as_tensor(), d).unwrap())
        );
        let grads = (&raw * &g).unwrap().sum_all().unwrap().backward().unwrap();
        let db = grads.get(b.as_tensor()).unwrap();
        assert_eq!(db.dtype(), DType::F32);
        assert_eq!(flat(db), flat(&g));
        assert_eq!(flat(grads.get(x.as_tensor()).unwrap()), flat(&g));
        let bf16_stream = x.as_tensor().to_dtype(DType::BF16).unwrap();
        assert!(residual_add_raw_grad(&bf16_stream, b.as_tensor(), d, None, None).is_err());
    }
}
