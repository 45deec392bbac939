//! Mean softmax cross-entropy over rows of logits: the LM-head loss. `cross_entropy` is one op
//! with the fp32 loss island inside (kernels/xent.cu on CUDA): the logits stay in the compute
//! dtype in memory, the log-sum-exp and the mean are fp32, and the backward writes dlogits in one
//! pass from the saved log-sum-exp. `cross_entropy_composed` computes in the logits' own dtype
//! from candle ops (the island-off ablation, and the tests' reference).

use std::sync::Mutex;

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp2, CustomOp3, DType, Layout, Shape, Tensor, D};
use rayon::prelude::*;

use super::plumbing::{from_f64, ids, to_f64};
use crate::error::Result;

/// Mean over rows of `-log softmax(logits)[target]`: logits (N, V) in any float dtype, targets
/// (N) u32 → a scalar in f32 (f64 for f64 logits). Natural log: ln V at uniform predictions.
/// A target outside the vocabulary is an error on the CPU and a NaN loss on CUDA.
pub fn cross_entropy(logits: &Tensor, targets: &Tensor) -> Result<Tensor> {
    xent(logits, targets, CrossEntropy::default())
}

/// `cross_entropy` whose backward the caller promises to seed with `dloss = seed` (the loss
/// scale times the micro-batch's share, known before the forward runs): on CUDA, for 16-bit
/// logits that need a gradient, the forward then writes dlogits for that seed in the same pass
/// over the logits (`xent_fused`: one read of the logits for the loss and its gradient instead of
/// two), and the backward only hands them on. A backward seeded otherwise rescales them by
/// `dloss / seed` (exact for powers of two); every other case is `cross_entropy`.
pub fn cross_entropy_seeded(logits: &Tensor, targets: &Tensor, seed: f32) -> Result<Tensor> {
    let op = CrossEntropy {
        seed: Some(seed),
        ..Default::default()
    };
    xent(logits, targets, op)
}

fn xent(logits: &Tensor, targets: &Tensor, op: CrossEntropy) -> Result<Tensor> {
    let (n, _v) = logits.dims2()?;
    if targets.dims() != [n] || targets.dtype() != DType::U32 {
        let msg = format!(
            "cross-entropy: targets must be [{n}] u32 (one per row of logits), got {:?} {:?}",
            targets.dims(),
            targets.dtype()
        );
        return Err(candle_core::Error::Msg(msg).into());
    }
    let op = CrossEntropy {
        // only a forward whose backward will run computes the gradient in advance
        seed: op.seed.filter(|_| logits.track_op()),
        ..op
    };
    Ok(logits.contiguous()?.apply_op2(&targets.contiguous()?, op)?)
}

/// The same loss composed from candle ops in `logits`' dtype.
pub fn cross_entropy_composed(logits: &Tensor, targets: &Tensor) -> Result<Tensor> {
    let n = logits.dim(0)?;
    let max = logits.max_keepdim(D::Minus1)?.detach(); // (N, 1); shifting by a constant changes no gradient
    let shifted = logits.broadcast_sub(&max)?;
    let lse = shifted.exp()?.sum_keepdim(D::Minus1)?.log()?; // (N, 1)
    let picked = shifted.gather(&targets.unsqueeze(1)?, 1)?; // (N, 1)
    Ok(((lse - picked)?.sum_all()? / n as f64)?)
}

/// The wide dtype of the loss for logits of `d`.
fn wide(d: DType) -> DType {
    if d == DType::F64 {
        DType::F64
    } else {
        DType::F32
    }
}

/// The forward op; it keeps the per-row log-sum-exp of its run for the backward (the graph holds
/// the op, so it lives as long as the logits do), or, given the backward's seed and run fused,
/// dlogits itself.
#[derive(Default)]
struct CrossEntropy {
    lse: Mutex<Option<Tensor>>,
    /// The dloss the caller will backpropagate (`cross_entropy_seeded`), for a tracked forward.
    seed: Option<f32>,
    /// dlogits for `seed`, written by the fused forward.
    dlogits: Mutex<Option<Tensor>>,
}

impl CrossEntropy {
    fn keep(&self, lse: Tensor) {
        *self.lse.lock().expect("invariant: no panic while holding the lock") = Some(lse);
    }
}

/// The log-sum-exp of a row in f64 (max-shifted). Generic so that f32 logits are widened one by
/// one as read: the same f64 arithmetic as on an f64 copy, without that copy (at GPT-2's
/// vocabulary a batch's logits are hundreds of MB).
fn row_lse<T: Copy + Into<f64>>(row: &[T]) -> f64 {
    let m = row.iter().map(|&x| x.into()).fold(f64::NEG_INFINITY, f64::max);
    m + row.iter().map(|&x| (x.into() - m).exp()).sum::<f64>().ln()
}

/// Per row of `x` (rows of `v`): the log-sum-exp and the logit of the row's target, in f64.
pub(super) fn lse_and_picked<T: Copy + Into<f64> + Sync>(x: &[T], v: usize, t: &[u32]) -> (Vec<f64>, Vec<f64>) {
    let lse = x.par_chunks(v).map(row_lse).collect();
    let picked = x.chunks(v).zip(t).map(|(row, &t)| row[t as usize].into()).collect();
    (lse, picked)
}

/// dlogits = (softmax - onehot) · scale per element, in f64 from the saved per-row log-sum-exp,
/// each result rounded once by `round` (to f32, or none for f64).
pub(super) fn dlogits<T: Copy + Into<f64> + Sync, O: Copy + Default + Send>(
    x: &[T],
    v: usize,
    lse: &[f64],
    t: &[u32],
    scale: f64,
    round: impl Fn(f64) -> O + Sync,
) -> Vec<O> {
    let mut dx = vec![O::default(); x.len()];
    dx.par_chunks_mut(v)
        .zip(x.par_chunks(v))
        .zip(lse.par_iter().zip(t.par_iter()))
        .for_each(|((d, x), (l, &t))| {
            for (j, (d, &x)) in d.iter_mut().zip(x).enumerate() {
                let onehot = if j == t as usize { 1.0 } else { 0.0 };
                *d = round(((x.into() - l).exp() - onehot) * scale);
            }
        });
    dx
}

/// The targets (N) of logits (N, V), and V; a target outside the vocabulary is an error.
fn targets(ts: &CpuStorage, tl: &Layout, ll: &Layout, op: &str) -> candle_core::Result<(Vec<u32>, usize)> {
    let (t, v) = (ids(ts, tl, op)?, ll.dims()[1]);
    if let Some(bad) = t.iter().find(|&&t| t as usize >= v) {
        candle_core::bail!("{op}: target {bad} is outside the vocabulary of {v} logits");
    }
    Ok((t, v))
}

/// The f32 logits of a contiguous layout, borrowed (None for other dtypes).
fn f32_slice<'a>(s: &'a CpuStorage, l: &Layout) -> Option<&'a [f32]> {
    match (s, l.contiguous_offsets()) {
        (CpuStorage::F32(v), Some((a, b))) => Some(&v[a..b]),
        _ => None,
    }
}

impl CustomOp2 for CrossEntropy {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "cross-entropy"
    }

    /// The reference: every row in f64, the mean in f64, one rounding to the wide dtype.
    fn cpu_fwd(
        &self,
        ls: &CpuStorage,
        ll: &Layout,
        ts: &CpuStorage,
        tl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let op = "cross-entropy";
        let (t, v) = targets(ts, tl, ll, op)?;
        let (lse, picked) = match f32_slice(ls, ll) {
            // f32: widened as read (the same numbers as the f64 copy below, less memory).
            Some(x) => lse_and_picked(x, v, &t),
            None => lse_and_picked(&to_f64(ls, ll, op, "logits")?, v, &t),
        };
        let loss = lse.iter().zip(&picked).map(|(l, p)| l - p).sum::<f64>() / t.len().max(1) as f64;
        let dtype = wide(ls.dtype());
        let lse = Tensor::from_vec(lse, t.len(), &candle_core::Device::Cpu)?;
        self.keep(lse);
        Ok((from_f64(vec![loss], dtype, op)?, Shape::from(())))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        ls: &candle_core::CudaStorage,
        ll: &Layout,
        ts: &candle_core::CudaStorage,
        tl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        if let Some(seed) = self.seed {
            match cuda::not_fused(ls, ll) {
                None => {
                    let (loss, dlogits) = cuda::forward_with_grad((ls, ll), (ts, tl), seed)?;
                    let dlogits = super::launch::tensor(dlogits, ll.shape().clone());
                    *self.dlogits.lock().expect("invariant: no panic while holding the lock") = Some(dlogits);
                    return Ok((loss, Shape::from(())));
                }
                Some(why) => crate::notice::once("xent-two-passes", || {
                    format!("cross-entropy computes dlogits in its backward, a pass of its own: {why}")
                }),
            }
        }
        let (loss, lse) = cuda::forward((ls, ll), (ts, tl))?;
        self.keep(super::launch::tensor(lse, ll.dims()[0]));
        Ok((loss, Shape::from(())))
    }

    fn bwd(
        &self,
        logits: &Tensor,
        targets: &Tensor,
        _loss: &Tensor,
        dloss: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>)> {
        let fused = self
            .dlogits
            .lock()
            .expect("invariant: no panic while holding the lock")
            .take();
        if let Some(dlogits) = fused {
            // (kept only by the fused CUDA forward, for `self.seed`)
            #[cfg(feature = "cuda")]
            if let Some(seed) = self.seed {
                cuda::reseed(&dlogits, &dloss.to_dtype(DType::F32)?, seed)?;
            }
            return Ok((Some(dlogits), None));
        }
        let saved = self
            .lse
            .lock()
            .expect("invariant: no panic while holding the lock")
            .clone();
        let Some(lse) = saved else {
            candle_core::bail!("cross-entropy: backward before forward (no saved log-sum-exp)")
        };
        let op = CrossEntropyBwd { lse };
        let dlogits = logits.apply_op3_no_bwd(targets, &dloss.to_dtype(wide(logits.dtype()))?, &op)?;
        Ok((Some(dlogits), None))
    }
}

/// (logits, targets, dloss) → dlogits = (softmax - onehot) · dloss / N in the logits' dtype.
struct CrossEntropyBwd {
    lse: Tensor,
}

impl CustomOp3 for CrossEntropyBwd {
    fn name(&self) -> &'static str {
        "cross-entropy-bwd"
    }

    fn cpu_fwd(
        &self,
        ls: &CpuStorage,
        ll: &Layout,
        ts: &CpuStorage,
        tl: &Layout,
        ds: &CpuStorage,
        dl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let op = "cross-entropy-bwd";
        let (t, v) = targets(ts, tl, ll, op)?;
        let lse = self.lse.to_dtype(DType::F64)?.to_vec1::<f64>()?;
        let scale = to_f64(ds, dl, op, "dloss")?[0] / t.len().max(1) as f64;
        let dx = match f32_slice(ls, ll) {
            // f32: each result rounded once to f32 as `from_f64` does, without the f64 copies.
            Some(x) => CpuStorage::F32(dlogits(x, v, &lse, &t, scale, |d| d as f32)),
            None => {
                let x = to_f64(ls, ll, op, "logits")?;
                from_f64(dlogits(&x, v, &lse, &t, scale, |d| d), ls.dtype(), op)?
            }
        };
        Ok((dx, ll.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        ls: &candle_core::CudaStorage,
        ll: &Layout,
        ts: &candle_core::CudaStorage,
        tl: &Layout,
        ds: &candle_core::CudaStorage,
        dl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        Ok((
            cuda::backward(&self.lse, (ls, ll), (ts, tl), (ds, dl))?,
            ll.shape().clone(),
        ))
    }
}

/// The launches; the contract is the header of `kernels/xent.cu`.
#[cfg(feature = "cuda")]
pub(super) mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::CudaSlice;
    use candle_core::{CudaDevice, CudaStorage, Layout, Tensor};

    use crate::ops::launch::{aligned16, config, on_cuda, suffix, view, with_float, wrap, Kernel, XENT};

    const THREADS: usize = 256;
    type Arg<'a> = (&'a CudaStorage, &'a Layout);

    fn sizes(ll: &Layout) -> candle_core::Result<(usize, usize)> {
        let (rows, v) = (ll.dims()[0], ll.dims()[1]);
        if rows == 0 || rows > i32::MAX as usize || v > i32::MAX as usize {
            candle_core::bail!("cross-entropy: {rows} rows of {v} logits: need 0 < rows, V < 2^31");
        }
        Ok((rows, v))
    }

    /// The forward kernels' outputs: each row's loss and log-sum-exp, and the mean's slot.
    struct RowOut {
        loss_rows: CudaSlice<f32>,
        lse: CudaSlice<f32>,
        loss: CudaSlice<f32>,
    }

    impl RowOut {
        fn alloc(dev: &CudaDevice, rows: usize) -> candle_core::Result<Self> {
            // SAFETY: one loss and one lse per row (one block per row), one mean (`mean`).
            unsafe {
                Ok(Self {
                    loss_rows: dev.alloc::<f32>(rows)?,
                    lse: dev.alloc::<f32>(rows)?,
                    loss: dev.alloc::<f32>(1)?,
                })
            }
        }

        /// Launches the mean of the rows' losses into `loss`, the op's output.
        fn mean(self, dev: &CudaDevice, rows: i32) -> candle_core::Result<(CudaStorage, CudaSlice<f32>)> {
            let f = Kernel::load(dev, XENT, "xent_mean")?;
            // SAFETY: matches `xent_mean(loss_rows, out, rows)`; one block of 1024.
            unsafe { f.launch(config((1, 1), (1024, 1), 0), (&self.loss_rows, &self.loss, &rows)) }?;
            Ok((wrap(self.loss, dev), self.lse))
        }
    }

    /// (loss scalar f32, lse [rows] f32).
    pub(in crate::ops) fn forward((ls, ll): Arg, (ts, tl): Arg) -> candle_core::Result<(CudaStorage, CudaStorage)> {
        let op = "cross-entropy";
        let (rows, v) = sizes(ll)?;
        let dev = ls.device();
        let t = view::<u32>(ts, tl, op, "targets")?;
        let out = RowOut::alloc(dev, rows)?;
        let vec8 = (v % 8 == 0 && aligned16(ll, ls.dtype())) as i32;
        let (rows_i, v_i) = (rows as i32, v as i32);
        let f = Kernel::load(dev, XENT, &format!("xent_fwd_{}", suffix(ls.dtype(), op)?))?;
        let cfg = config((rows, 1), (THREADS, 1), 0);
        with_float!(ls.dtype(), op, |T| {
            let x = view::<T>(ls, ll, op, "logits")?;
            // SAFETY: matches `xent_fwd_<dtype>(logits, targets, loss_rows, lse, rows, v, vec8)`;
            // logits hold rows·V elements, targets, loss_rows and lse rows.
            unsafe { f.launch(cfg, (&x, &t, &out.loss_rows, &out.lse, &rows_i, &v_i, &vec8)) }?
        });
        let (loss, lse) = out.mean(dev, rows_i)?;
        Ok((loss, wrap(lse, dev)))
    }

    /// Why `forward_with_grad` does not take these logits (None: it does): it needs 16-bit
    /// logits, rows of V % 8 == 0 from a 16-byte-aligned base, and a row whose part past the
    /// registers (`fused_smem`) fits a block's shared memory (at most two blocks' an SM).
    pub(super) fn not_fused(ls: &CudaStorage, ll: &Layout) -> Option<String> {
        let v = ll.dims()[1];
        if ls.dtype().size_in_bytes() != 2 {
            Some(format!(
                "the fused kernel takes 16-bit logits, these are {:?}",
                ls.dtype()
            ))
        } else if !v.is_multiple_of(8) || !aligned16(ll, ls.dtype()) {
            Some(format!(
                "a vocabulary of {v} (the fused kernel reads rows 8 logits at a time: V % 8 == 0)"
            ))
        } else if fused_smem(v, 2) > FUSED_SMEM_MAX {
            Some(format!(
                "a row of {v} logits is more than a block's registers and shared memory hold"
            ))
        } else {
            None
        }
    }

    /// The most shared memory (bytes) a block of the fused kernel takes: two blocks' in an H200
    /// SM's 228 KiB.
    const FUSED_SMEM_MAX: usize = 112 << 10;

    /// The fused kernel's shared memory (bytes) for rows of `v` elements of `size` bytes: a
    /// 16-bit row's first `XENT_HELD_ELEMS` (kernels/xent.cu: 8 chunks of 8 a thread) are held in
    /// registers, the rest in shared memory.
    fn fused_smem(v: usize, size: usize) -> usize {
        const XENT_HELD_ELEMS: usize = 8 * THREADS * 8;
        match size {
            2 => v.saturating_sub(XENT_HELD_ELEMS) * 2,
            _ => v * size,
        }
    }

    /// (loss scalar f32, dlogits [rows, V] in the logits' dtype for dloss = `seed`); the caller
    /// checked `not_fused`.
    pub(in crate::ops) fn forward_with_grad(
        (ls, ll): Arg,
        (ts, tl): Arg,
        seed: f32,
    ) -> candle_core::Result<(CudaStorage, CudaStorage)> {
        let op = "cross-entropy";
        let (rows, v) = sizes(ll)?;
        let dev = ls.device();
        let t = view::<u32>(ts, tl, op, "targets")?;
        let out = RowOut::alloc(dev, rows)?;
        let (rows_i, v_i) = (rows as i32, v as i32);
        let smem = fused_smem(v, ls.dtype().size_in_bytes());
        let f = Kernel::load(dev, XENT, &format!("xent_fused_{}", suffix(ls.dtype(), op)?))?;
        f.allow_smem(smem)?;
        let cfg = config((rows, 1), (THREADS, 1), smem);
        let dlogits = with_float!(ls.dtype(), op, |T| {
            let x = view::<T>(ls, ll, op, "logits")?;
            // SAFETY: one block per row writes all V of its row.
            let dx = unsafe { dev.alloc::<T>(rows * v)? };
            // SAFETY: matches `xent_fused_<dtype>(logits, targets, loss_rows, lse, dlogits, rows, v,
            // seed)`; logits and dlogits hold rows·V (V % 8 == 0, 16-byte aligned: `not_fused`),
            // targets, loss_rows and lse rows; the shared memory `fused_smem` says.
            unsafe { f.launch(cfg, (&x, &t, &out.loss_rows, &out.lse, &dx, &rows_i, &v_i, &seed)) }?;
            Ok::<_, candle_core::Error>(wrap(dx, dev))
        })?;
        Ok((out.mean(dev, rows_i)?.0, dlogits))
    }

    /// dlogits ·= dloss / seed on the device where the backward's dloss is not `seed`; nothing
    /// changes (one launch whose blocks return at once) where it is.
    pub(super) fn reseed(dlogits: &Tensor, dloss: &Tensor, seed: f32) -> candle_core::Result<()> {
        let op = "cross-entropy-bwd";
        let (ds, dl) = dlogits.storage_and_layout();
        let ds = on_cuda(&ds, op, "dlogits")?;
        let (gs, gl) = dloss.storage_and_layout();
        let g = view::<f32>(on_cuda(&gs, op, "dloss")?, gl, op, "dloss")?;
        let dev = ds.device();
        let n = dl.shape().elem_count() as i64;
        let f = Kernel::load(dev, XENT, &format!("xent_reseed_{}", suffix(ds.dtype(), op)?))?;
        let cfg = config((264, 1), (THREADS, 1), 0);
        with_float!(ds.dtype(), op, |T| {
            let d = view::<T>(ds, dl, op, "dlogits")?;
            // SAFETY: matches `xent_reseed_<dtype>(dlogits, n, dloss, seed)`; dlogits holds n
            // elements (written in place: the op's own buffer, handed on by this backward only),
            // dloss one.
            unsafe { f.launch(cfg, (&d, &n, &g, &seed)) }
        })
    }

    pub(super) fn backward(
        lse: &Tensor,
        (ls, ll): Arg,
        (ts, tl): Arg,
        (ds, dl): Arg,
    ) -> candle_core::Result<CudaStorage> {
        let op = "cross-entropy-bwd";
        let (rows, v) = sizes(ll)?;
        let dev = ls.device();
        let (lse_s, lse_l) = lse.storage_and_layout();
        let l = view::<f32>(on_cuda(&lse_s, op, "the saved log-sum-exp")?, lse_l, op, "lse")?;
        let t = view::<u32>(ts, tl, op, "targets")?;
        let d = view::<f32>(ds, dl, op, "dloss")?;
        let vec8 = (v % 8 == 0 && aligned16(ll, ls.dtype())) as i32;
        let (rows_i, v_i) = (rows as i32, v as i32);
        let f = Kernel::load(dev, XENT, &format!("xent_bwd_{}", suffix(ls.dtype(), op)?))?;
        let cfg = config((rows, 1), (THREADS, 1), 0);
        with_float!(ls.dtype(), op, |T| {
            let x = view::<T>(ls, ll, op, "logits")?;
            // SAFETY: one block per row writes all V of its row.
            let dx = unsafe { dev.alloc::<T>(rows * v)? };
            // SAFETY: matches `xent_bwd_<dtype>(logits, targets, lse, dloss, dlogits, rows, v, vec8)`;
            // logits and dlogits hold rows·V, targets and lse rows, dloss one.
            unsafe { f.launch(cfg, (&x, &t, &l, &d, &dx, &rows_i, &v_i, &vec8)) }?;
            Ok(wrap(dx, dev))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Var};

    #[test]
    fn composed_matches_candle_nn_cross_entropy() {
        let dev = Device::Cpu;
        let logits = Tensor::randn(0f32, 4.0, (9, 13), &dev).unwrap();
        let targets = Tensor::new(&[0u32, 3, 12, 5, 5, 1, 7, 8, 2], &dev).unwrap();
        let ours = cross_entropy_composed(&logits, &targets)
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        let theirs = candle_nn::loss::cross_entropy(&logits, &targets)
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        assert!((ours - theirs).abs() <= 1e-5, "{ours} vs {theirs}");
        let uniform = Tensor::zeros((4, 65), DType::F32, &dev).unwrap();
        let l = cross_entropy(&uniform, &Tensor::new(&[1u32, 2, 3, 4], &dev).unwrap()).unwrap();
        assert!((l.to_scalar::<f32>().unwrap() - (65f32).ln()).abs() < 1e-5);
    }

    /// Loss and dlogits against candle's autograd of the composed ops, f64, with a scaled
    /// upstream gradient (as the loss scaler gives) and large logits (the max shift matters).
    #[test]
    fn fused_op_matches_composed_forward_and_backward() {
        let dev = Device::Cpu;
        let logits = Var::from_tensor(&(Tensor::randn(0f64, 5.0, (11, 67), &dev).unwrap() + 80.0).unwrap()).unwrap();
        let targets = Tensor::new(&[0u32, 66, 3, 3, 12, 40, 7, 8, 2, 65, 1], &dev).unwrap();
        let ours = cross_entropy(logits.as_tensor(), &targets).unwrap();
        let theirs = cross_entropy_composed(logits.as_tensor(), &targets).unwrap();
        let (a, b) = (ours.to_scalar::<f64>().unwrap(), theirs.to_scalar::<f64>().unwrap());
        assert!((a - b).abs() < 1e-12, "{a} vs {b}");
        let go = (ours * 1024.0).unwrap().backward().unwrap();
        let gt = (theirs * 1024.0).unwrap().backward().unwrap();
        let (a, b) = (go.get(logits.as_tensor()).unwrap(), gt.get(logits.as_tensor()).unwrap());
        let diff = super::super::plumbing::max_diff(a, b);
        assert!(diff < 1e-10, "{diff}");
    }

    /// bf16 logits: the loss is f32 (the island), the gradient bf16 (the logits' dtype).
    #[test]
    fn bf16_logits_give_an_f32_loss_and_bf16_gradient() {
        let dev = Device::Cpu;
        let l32 = Tensor::randn(0f32, 3.0, (6, 65), &dev).unwrap();
        let logits = Var::from_tensor(&l32.to_dtype(DType::BF16).unwrap()).unwrap();
        let targets = Tensor::new(&[1u32, 2, 3, 4, 5, 64], &dev).unwrap();
        let loss = cross_entropy(logits.as_tensor(), &targets).unwrap();
        assert_eq!(loss.dtype(), DType::F32);
        let wide = cross_entropy(&logits.as_tensor().to_dtype(DType::F64).unwrap(), &targets)
            .unwrap()
            .to_scalar::<f64>()
            .unwrap();
        assert!((loss.to_scalar::<f32>().unwrap() as f64 - wide).abs() < 1e-6 * wide.abs());
        let g = loss.backward().unwrap();
        assert_eq!(g.get(logits.as_tensor()).unwrap().dtype(), DType::BF16);
    }

    /// f32 logits take a path without f64 copies; it must give exactly the f64 path's numbers
    /// rounded once to f32 (loss and every element of dlogits).
    #[test]
    fn f32_path_equals_the_f64_reference_rounded_once() {
        let dev = Device::Cpu;
        let l32 = (Tensor::randn(0f32, 4.0, (7, 130), &dev).unwrap() + 30.0).unwrap();
        let targets = Tensor::new(&[0u32, 129, 5, 5, 64, 1, 100], &dev).unwrap();
        let x32 = Var::from_tensor(&l32).unwrap();
        let x64 = Var::from_tensor(&l32.to_dtype(DType::F64).unwrap()).unwrap();
        let (a, b) = (
            cross_entropy(x32.as_tensor(), &targets).unwrap(),
            cross_entropy(x64.as_tensor(), &targets).unwrap(),
        );
        assert_eq!(a.to_scalar::<f32>().unwrap(), b.to_scalar::<f64>().unwrap() as f32);
        let ga = (a * 512.0).unwrap().backward().unwrap();
        let gb = (b * 512.0).unwrap().backward().unwrap();
        let da = ga
            .get(x32.as_tensor())
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        let db = gb
            .get(x64.as_tensor())
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<f64>()
            .unwrap();
        assert!(da.iter().zip(&db).all(|(a, b)| a.to_bits() == (*b as f32).to_bits()));
    }

    /// The seeded form is the same loss and gradient as the plain op wherever it runs its
    /// backward as a pass of its own (the CPU; the GPU test holds the fused kernel to it bit for
    /// bit), whatever the backward is seeded with.
    #[test]
    fn seeded_loss_equals_the_plain_loss_and_gradient() {
        let dev = Device::Cpu;
        let x = Var::from_tensor(&Tensor::randn(0f32, 3.0, (6, 64), &dev).unwrap()).unwrap();
        let targets = Tensor::new(&[1u32, 2, 3, 4, 5, 63], &dev).unwrap();
        for dloss in [0.25f32, 0.7] {
            let run = |seeded: bool| {
                let loss = match seeded {
                    true => cross_entropy_seeded(x.as_tensor(), &targets, 0.25).unwrap(),
                    false => cross_entropy(x.as_tensor(), &targets).unwrap(),
                };
                let g = (&loss * dloss as f64).unwrap().backward().unwrap();
                let d = g
                    .get(x.as_tensor())
                    .unwrap()
                    .flatten_all()
                    .unwrap()
                    .to_vec1::<f32>()
                    .unwrap();
                (loss.to_scalar::<f32>().unwrap(), d)
            };
            let ((la, da), (lb, db)) = (run(true), run(false));
            assert_eq!(la.to_bits(), lb.to_bits());
            assert!(
                da.iter().zip(&db).all(|(a, b)| a.to_bits() == b.to_bits()),
                "dloss {dloss}"
            );
        }
    }

    #[test]
    fn rejects_targets_outside_the_vocabulary() {
        let dev = Device::Cpu;
        let logits = Tensor::zeros((2, 5), DType::F32, &dev).unwrap();
        let e = cross_entropy(&logits, &Tensor::new(&[1u32, 5], &dev).unwrap())
            .unwrap_err()
            .to_string();
        assert!(e.contains("target 5 is outside the vocabulary of 5"), "{e}");
        let e = cross_entropy(&logits, &Tensor::new(&[1u32], &dev).unwrap())
            .unwrap_err()
            .to_string();
        assert!(e.contains("targets must be [2] u32"), "{e}");
    }
}
