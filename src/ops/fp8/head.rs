//! The tied LM head in FP8 with its loss in one op (`precision.fp8_lm_head`, docs/NUMERICS.md
//! "FP8"): `loss = mean cross-entropy(x·Wᵀ, targets)` with E4M3 x and W. Backward, the loss's
//! gradient dlogits is cast to E5M2 in the pass that computes it from the logits and the saved
//! log-sum-exp (kernels/fp8.cu `fp8_cast16_xent`): the 16-bit dlogits the separate ops would
//! write and the cast would read again ([B·T, V], the step's largest tensor) is never made, and
//! dlogits is rounded once, from fp32, to E5M2.
//!
//! The CPU runs the same op: the emulated FP8 GEMM, the cross-entropy's f64 reference (the
//! logits rounded to x's dtype as the GPU writes them), dlogits rounded once to f32 and cast.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp3, DType, Layout, Shape, Tensor};

use super::{cpu, fp8_shape_ok, Fp8Site, Kept};
use crate::error::Result;
use crate::ops::cross_entropy::{dlogits, lse_and_picked};

/// The mean cross-entropy of `x·Wᵀ` (x [rows, K] bf16/f16/f32, the fp32 master `w` [V, K], `targets`
/// [rows] u32) with the GEMM in FP8 under `site`: an f32 scalar. Backward: dx (x's dtype) and dW
/// (f32, to the master) from dlogits cast to E5M2 in the cross-entropy's backward pass. Needs
/// rows, V and K multiples of 16 (`fp8_shape_ok`: the caller checks and says which path runs).
pub fn fp8_lm_head_loss(x: &Tensor, w: &Tensor, targets: &Tensor, site: &Fp8Site) -> Result<Tensor> {
    let (v, k) = w.dims2()?;
    let (rows, xk) = x.dims2()?;
    if xk != k || !fp8_shape_ok(rows, v, k) || w.dtype() != DType::F32 {
        let msg =
            format!("fp8-head-loss: x [{rows}, {xk}] times an f32 w [{v}, {k}]ᵀ needs K = {k} and rows, V and K multiples of 16");
        return Err(candle_core::Error::Msg(msg).into());
    }
    if targets.dims() != [rows] || targets.dtype() != DType::U32 {
        let msg = format!(
            "fp8-head-loss: targets must be [{rows}] u32 (one per row of x), got {:?} {:?}",
            targets.dims(),
            targets.dtype()
        );
        return Err(candle_core::Error::Msg(msg).into());
    }
    let op = Fp8HeadLoss {
        site: site.clone(),
        saved: Kept::default(),
    };
    Ok(x.contiguous()?
        .apply_op3(&w.contiguous()?, &targets.contiguous()?, op)?)
}

/// What the forward keeps for the backward.
enum Saved {
    Cpu {
        product: cpu::Product,
        /// The logits as x's dtype holds them, widened; the rows' log-sum-exp (f64).
        logits: Vec<f32>,
        lse: Vec<f64>,
    },
    #[cfg(feature = "cuda")]
    Cuda {
        gemm: super::cuda::Saved,
        /// [rows, V] in x's dtype, and the rows' log-sum-exp [rows] f32.
        logits: Tensor,
        lse: Tensor,
    },
}

/// (x [rows, K], w [V, K] f32, targets [rows] u32) → the mean cross-entropy, f32.
struct Fp8HeadLoss {
    site: Fp8Site,
    saved: Kept<Saved>,
}

impl CustomOp3 for Fp8HeadLoss {
    /// The backward reads x's dtype and what the forward kept, not the loss.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "fp8-head-loss"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
        ts: &CpuStorage,
        tl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let (rows, _) = xl.shape().dims2()?;
        let (v, _) = wl.shape().dims2()?;
        let t = crate::ops::plumbing::ids(ts, tl, "fp8-head-loss")?;
        if let Some(bad) = t.iter().find(|&&t| t as usize >= v) {
            candle_core::bail!("fp8-head-loss: target {bad} is outside the vocabulary of {v} logits");
        }
        let product = cpu::Product::cast(&self.site, (xs, xl), (ws, wl))?;
        // the logits rounded once to x's dtype, as the GPU's GEMM writes them
        let logits = product
            .forward()?
            .to_dtype(xs.dtype())?
            .to_dtype(DType::F32)?
            .flatten_all()?
            .to_vec1::<f32>()?;
        let (lse, picked) = lse_and_picked(&logits, v, &t);
        let loss = lse.iter().zip(&picked).map(|(l, p)| l - p).sum::<f64>() / rows as f64;
        self.saved.keep(Saved::Cpu { product, logits, lse });
        Ok((CpuStorage::F32(vec![loss as f32]), Shape::from(())))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
        ts: &candle_core::CudaStorage,
        tl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        let (rows, k) = xl.shape().dims2()?;
        let (v, _) = wl.shape().dims2()?;
        let (logits, _, gemm) = super::cuda::forward((xs, xl), (ws, wl), &self.site, (rows, v, k), None)?;
        let ll = Layout::contiguous((rows, v));
        let (loss, lse) = crate::ops::cross_entropy::cuda::forward((&logits, &ll), (ts, tl))?;
        self.saved.keep(Saved::Cuda {
            gemm,
            logits: crate::ops::launch::tensor(logits, (rows, v)),
            lse: crate::ops::launch::tensor(lse, rows),
        });
        Ok((loss, Shape::from(())))
    }

    /// dlogits = (softmax - onehot) · dloss / rows cast to E5M2 under the site's dy slot, then
    /// dx = dlogits_q · W_q and dW = dlogits_qᵀ · x_q.
    fn bwd(
        &self,
        x: &Tensor,
        _w: &Tensor,
        targets: &Tensor,
        _loss: &Tensor,
        dloss: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let s = &self.site;
        let dloss = dloss.to_dtype(DType::F32)?.contiguous()?;
        let (dx, dw) = match self.saved.take(self.name())? {
            Saved::Cpu { product, logits, lse } => {
                let t = targets.to_vec1::<u32>()?;
                let (rows, v) = (t.len(), logits.len() / t.len().max(1));
                let scale = f64::from(dloss.to_scalar::<f32>()?) / rows as f64;
                let d = dlogits(&logits, v, &lse, &t, scale, |d| d as f32);
                product.backward(s, &d, x.dtype())?
            }
            #[cfg(feature = "cuda")]
            Saved::Cuda { gemm, logits, lse } => {
                let candle_core::Device::Cuda(dev) = x.device() else {
                    candle_core::bail!("fp8-head-loss: x must be on the GPU");
                };
                let (dq, dqt) = super::cuda::xent_cast(&logits, targets, &lse, &dloss, &s.state, s.dy)?;
                drop(logits); // the [rows, V] logits go before the GEMMs allocate
                super::cuda::gemms(dev, s, &gemm, (&dq, &dqt), x.dtype())?
            }
        };
        Ok((Some(dx), Some(dw), None))
    }
}

#[cfg(test)]
mod tests {
    use candle_core::{Device, Var};
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::ops::fp8::tests::{row, site};
    use crate::ops::fp8::ScaleMode;

    fn rel_l2(a: &Tensor, b: &Tensor) -> f64 {
        let (a, b) = (
            a.to_dtype(DType::F64)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1::<f64>()
                .unwrap(),
            b.to_dtype(DType::F64)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1::<f64>()
                .unwrap(),
        );
        let num: f64 = a.iter().zip(&b).map(|(x, y)| (x - y) * (x - y)).sum();
        let den: f64 = b.iter().map(|y| y * y).sum();
        (num / den).sqrt()
    }

    /// The fused head loss on the CPU against the ops it replaces (`fp8_linear`, then
    /// `cross_entropy`), from the same state: the loss bit for bit (the same logits, the same f64
    /// reference), the x and W rows bit for bit, dx and dW within one E5M2 step on the few values
    /// whose bf16 rounding (the separate ops' dlogits) crosses an E5M2 rounding boundary, dy's
    /// amax within bf16's rounding. Fails on a wrong target column, a missing dloss / rows, a
    /// gradient routed to the wrong operand, or a NaN.
    #[test]
    fn the_cpu_head_loss_matches_the_separate_ops() {
        let dev = Device::Cpu;
        let mut r = rand::rngs::StdRng::seed_from_u64(3);
        let (rows, v, k) = (64, 80, 48);
        let x: Vec<f32> = (0..rows * k).map(|_| r.random_range(-2.0f32..2.0)).collect();
        let w: Vec<f32> = (0..v * k).map(|_| r.random_range(-0.3f32..0.3)).collect();
        let t: Vec<u32> = (0..rows).map(|_| r.random_range(0..v as u32)).collect();
        let run = |fused: bool| {
            let s = site(ScaleMode::Dynamic, 1);
            let xv = Var::from_tensor(
                &Tensor::from_slice(&x, (rows, k), &dev)
                    .unwrap()
                    .to_dtype(DType::BF16)
                    .unwrap(),
            )
            .unwrap();
            let wv = Var::from_tensor(&Tensor::from_slice(&w, (v, k), &dev).unwrap()).unwrap();
            let tt = Tensor::from_slice(&t, rows, &dev).unwrap();
            let loss = match fused {
                true => fp8_lm_head_loss(xv.as_tensor(), wv.as_tensor(), &tt, &s).unwrap(),
                false => crate::ops::cross_entropy(
                    &crate::ops::fp8_linear(xv.as_tensor(), wv.as_tensor(), &s).unwrap(),
                    &tt,
                )
                .unwrap(),
            };
            let g = loss.backward().unwrap();
            let (dx, dw) = (
                g.get(xv.as_tensor()).unwrap().clone(),
                g.get(wv.as_tensor()).unwrap().clone(),
            );
            (loss.to_scalar::<f32>().unwrap(), dx, dw, s.state)
        };
        let (lf, dxf, dwf, sf) = run(true);
        let (ls, dxs, dws, ss) = run(false);
        assert!(lf.is_finite() && lf > 0.0);
        assert_eq!(lf.to_bits(), ls.to_bits(), "the loss");
        assert_eq!((dxf.dtype(), dwf.dtype()), (DType::BF16, DType::F32));
        for (what, a, b) in [("dx", &dxf, &dxs), ("dW", &dwf, &dws)] {
            let e = rel_l2(a, b);
            assert!(e <= 2f64.powi(-4), "{what}: rel L2 {e} against the separate ops");
        }
        assert_eq!(row(&sf, 0), row(&ss, 0), "the x row");
        assert_eq!(row(&sf, 1), row(&ss, 1), "the W row");
        let (af, a_s) = (row(&sf, 2)[3] as f64, row(&ss, 2)[3] as f64);
        assert!(
            af > 0.0 && (af / a_s - 1.0).abs() <= 2f64.powi(-8),
            "dy's amax {af} vs {a_s}"
        );
    }

    /// A target outside the vocabulary is one clear error, not a NaN or a panic.
    #[test]
    fn a_target_outside_the_vocabulary_is_refused() {
        let dev = Device::Cpu;
        let x = Tensor::zeros((16, 16), DType::BF16, &dev).unwrap();
        let w = Tensor::ones((16, 16), DType::F32, &dev).unwrap();
        let t = Tensor::from_vec(vec![16u32; 16], 16, &dev).unwrap();
        let err = fp8_lm_head_loss(&x, &w, &t, &site(ScaleMode::Dynamic, 1))
            .unwrap_err()
            .to_string();
        assert!(err.contains("target 16 is outside the vocabulary of 16"), "{err}");
    }
}
