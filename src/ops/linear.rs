//! `y = x · Wᵀ` for the model's Linear layers and LM head in 16-bit on CUDA, with the weight's
//! gradient written straight into the fp32 master: the op takes this step's 16-bit copy of W
//! (what the forward and dx multiply by) and the master itself (what receives dW).
//!
//! Through candle's matmul and the master cast, dW was a bf16 GEMM output of the transposed
//! view, made contiguous (a transposing copy) and then widened to fp32 by the cast's backward:
//! two extra passes per weight per step (~2 ms of the 40 ms GPT-2-small step on the H200), and a
//! dW rounded to bf16 on the way. Here dW = dyᵀ·x is one cuBLAS GemmEx with 16-bit operands,
//! fp32 accumulation and an fp32 result (gemv.rs's `WeightGrad`), dx = dy·W one 16-bit GEMM.

use candle_core::{CpuStorage, CustomOp3, DType, Layout, Shape, Tensor};

use super::gemv::WeightGrad;
use crate::error::Result;

/// `x · w_cᵀ` for x `[.., K]` and w_c `[N, K]` in the compute dtype, `[.., N]` out; the gradient
/// of the weight goes to `w_master` (`[N, K]` f32, w_c's source) instead of w_c. With bf16/f16
/// operands this is the op below on CUDA and on the CPU alike, so dW is an fp32 sum of the
/// 16-bit products on both (through the cast's backward the CPU rounded it to bf16 first); with
/// fp32 operands `ops::matmul` on w_c, whose gradient reaches the master through the cast.
pub fn linear(x: &Tensor, w_c: &Tensor, w_master: &Tensor) -> Result<Tensor> {
    let (n, k) = w_c.dims2()?;
    let k_x = x.dims().last().copied().unwrap_or(0);
    if k_x != k || w_master.elem_count() != n * k {
        let msg = format!(
            "linear: x {:?} times w {:?}ᵀ needs x's last dim = {k} and a master of {} elements, got {k_x} and {:?}",
            x.dims(),
            w_c.dims(),
            n * k,
            w_master.dims()
        );
        return Err(candle_core::Error::Msg(msg).into());
    }
    let fused = (x.device().is_cuda() || x.device().is_cpu())
        && matches!(x.dtype(), DType::BF16 | DType::F16)
        && w_c.dtype() == x.dtype()
        && w_master.dtype() == DType::F32
        && w_master.dims() == [n, k];
    let dims = x.dims().to_vec();
    let rows = x.elem_count() / k.max(1);
    let x2 = x.reshape((rows, k))?;
    let y = if fused {
        // w_c detached: its gradient is never computed (the op hands dW to the master), and
        // candle's backward expects one for every tracked input.
        x2.contiguous()?
            .apply_op3(&w_c.contiguous()?.detach(), w_master, Linear)?
    } else {
        super::matmul(&x2, &w_c.t()?)?
    };
    let mut out = dims;
    *out.last_mut().expect("invariant: x has a last dim") = n;
    Ok(y.reshape(out)?)
}

/// (x [rows, K], w_c [N, K], w_master [N, K] f32) → x · w_cᵀ [rows, N]: cuBLAS on CUDA; on the
/// CPU the operands widened to f32 (exactly), multiplied and the result rounded once, as
/// `ops::matmul` does there.
struct Linear;

impl CustomOp3 for Linear {
    fn name(&self) -> &'static str {
        "linear"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let ((rows, k), (n, k_w)) = (xl.shape().dims2()?, wl.shape().dims2()?);
        if k != k_w {
            candle_core::bail!("linear: x [rows, K] and w [N, K] must share K");
        }
        let widen = |s: &CpuStorage, l: &Layout, dims: (usize, usize)| -> candle_core::Result<Tensor> {
            let v = super::plumbing::to_f64(s, l, "linear", "an operand")?;
            Tensor::from_vec(
                v.into_iter().map(|x| x as f32).collect::<Vec<f32>>(),
                dims,
                &candle_core::Device::Cpu,
            )
        };
        let y = widen(xs, xl, (rows, k))?.matmul(&widen(ws, wl, (n, k))?.t()?)?;
        let y = y.to_dtype(candle_core::backend::BackendStorage::dtype(xs))?;
        let (s, _) = y.storage_and_layout();
        match &*s {
            candle_core::Storage::Cpu(c) => Ok((c.clone(), Shape::from((rows, n)))),
            _ => candle_core::bail!("linear: expected a CPU result"),
        }
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
        _: &candle_core::CudaStorage,
        _: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        use candle_core::backend::BackendStorage;

        let ((rows, k), (n, k_w)) = (xl.shape().dims2()?, wl.shape().dims2()?);
        let (Some((xo, _)), Some((wo, _))) = (xl.contiguous_offsets(), wl.contiguous_offsets()) else {
            candle_core::bail!("linear: x and w must be contiguous (ops::linear makes them so)");
        };
        if k != k_w || xs.dtype() != ws.dtype() {
            candle_core::bail!("linear: x [rows, K] and w [N, K] must share K and dtype");
        }
        Ok((super::gemv::x_wt(xs, xo, ws, wo, (rows, n, k))?, Shape::from((rows, n))))
    }

    /// dx = dy · w_c in the compute dtype; dW = dyᵀ · x in fp32 for the master; none for w_c
    /// (detached by `linear`).
    fn bwd(
        &self,
        x: &Tensor,
        w_c: &Tensor,
        _w_master: &Tensor,
        _y: &Tensor,
        dy: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let dy = dy.contiguous()?;
        if dy.device().is_cpu() {
            let dx = super::matmul(&dy, w_c).map_err(candle_core::Error::wrap)?; // [rows, N] · [N, K]
            let dw = dy.to_dtype(DType::F32)?.t()?.matmul(&x.to_dtype(DType::F32)?)?; // [N, K] f32
            return Ok((Some(dx), None, Some(dw)));
        }
        let dx = dy.matmul(w_c)?; // [rows, N] · [N, K]
        let dw = dy.apply_op2_no_bwd(x, &WeightGrad)?; // [N, K] f32
        Ok((Some(dx), None, Some(dw)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    /// Off CUDA it is the plain matmul on the compute copy; a mismatched x is refused, not
    /// reinterpreted (x [2, 3, 10] has 60 elements, divisible by w's 6 columns).
    #[test]
    fn matches_matmul_and_refuses_mismatched_shapes() {
        let dev = Device::Cpu;
        let w = Tensor::randn(0f32, 1.0, (4, 6), &dev).unwrap();
        let x = Tensor::randn(0f32, 1.0, (2, 3, 6), &dev).unwrap();
        let y = linear(&x, &w, &w).unwrap();
        let want = x.reshape((6, 6)).unwrap().matmul(&w.t().unwrap()).unwrap();
        assert_eq!(y.dims(), &[2, 3, 4]);
        let diff = (y.reshape((6, 4)).unwrap() - want)
            .unwrap()
            .abs()
            .unwrap()
            .max_all()
            .unwrap();
        assert!(diff.to_scalar::<f32>().unwrap() < 1e-5);
        let bad = Tensor::randn(0f32, 1.0, (2, 3, 10), &dev).unwrap();
        let err = linear(&bad, &w, &w).unwrap_err().to_string();
        assert!(err.contains("last dim = 6"), "{err}");
    }

    /// On the CPU in bf16 the master's gradient is the fp32 sum of the bf16 products, as on
    /// CUDA: within fp32 rounding of the f64 sum (rounded to bf16, as the cast's backward did
    /// before, it would be ~2^-9 off), and the forward is the f32 product rounded once. Fails if
    /// dW goes through a bf16 tensor again or the forward rounds differently from ops::matmul.
    #[test]
    fn the_cpu_weight_gradient_is_fp32_in_bf16() {
        let dev = Device::Cpu;
        let (rows, n, k) = (64, 24, 40);
        let x = Tensor::randn(0f32, 1.0, (rows, k), &dev)
            .unwrap()
            .to_dtype(DType::BF16)
            .unwrap();
        let master = candle_core::Var::from_tensor(&Tensor::randn(0f32, 0.3, (n, k), &dev).unwrap()).unwrap();
        let w_c = master.as_tensor().to_dtype(DType::BF16).unwrap();
        let y = linear(&x, &w_c, master.as_tensor()).unwrap();
        let want_y = super::super::matmul(&x, &w_c.t().unwrap()).unwrap();
        let bits = |t: &Tensor| {
            t.to_dtype(DType::F32)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1::<f32>()
                .unwrap()
        };
        assert_eq!(bits(&y), bits(&want_y), "the forward is ops::matmul's");
        let g = Tensor::randn(0f32, 1.0, (rows, n), &dev).unwrap();
        let grads = (y.to_dtype(DType::F32).unwrap() * &g)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        let dw = grads.get(master.as_tensor()).expect("the master gets dW");
        assert_eq!(dw.dtype(), DType::F32);
        // dy is g rounded to bf16 (the cast's backward), x is bf16: the f64 reference of dyᵀ·x
        let (dyv, xv) = (bits(&g.to_dtype(DType::BF16).unwrap()), bits(&x));
        let got = bits(dw);
        let (mut num, mut den) = (0f64, 0f64);
        for i in 0..n {
            for j in 0..k {
                let r: f64 = (0..rows).map(|t| dyv[t * n + i] as f64 * xv[t * k + j] as f64).sum();
                num = num.max((got[i * k + j] as f64 - r).abs());
                den = den.max(r.abs());
            }
        }
        assert!(
            num / den < 1e-5,
            "dW rel err {} (a bf16-rounded dW is ~2e-3 off)",
            num / den
        );
    }
}
