//! `y = x · Wᵀ` for the model's Linear layers and LM head in 16-bit on CUDA, with the weight's
//! gradient written straight into the fp32 master: the op takes this step's 16-bit copy of W
//! (what the forward and dx multiply by) and the master itself (what receives dW).
//!
//! Through candle's matmul and the master cast, dW was a bf16 GEMM output of the transposed
//! view, made contiguous (a transposing copy) and then widened to fp32 by the cast's backward:
//! two extra passes per weight per step (~2 ms of the 40 ms GPT-2-small step on the H200), and a
//! dW rounded to bf16 on the way. Here dW = dyᵀ·x is one GEMM with 16-bit operands, fp32
//! accumulation and an fp32 result, dx = dy·W one 16-bit GEMM, and the forward one too: each
//! through cuBLASLt with its algorithm tuned per shape (`ops::cublaslt`), or cuBLAS where
//! cuBLASLt does not take the operands.

use candle_core::{CpuStorage, CustomOp3, DType, Layout, Shape, Tensor};

use crate::error::Result;

/// `x · w_cᵀ` for x `[.., K]` and w_c `[N, K]` in the compute dtype, `[.., N]` out; the gradient
/// of the weight goes to `w_master` (`[N, K]` f32, w_c's source) instead of w_c. On CUDA with
/// bf16/f16 operands this is the fused op; elsewhere (the CPU, fp32) `ops::matmul` on w_c, whose
/// gradient reaches the master through the cast as before.
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
    let fused = x.device().is_cuda()
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

/// (x [rows, K], w_c [N, K], w_master [N, K] f32) → x · w_cᵀ [rows, N]; CUDA only.
struct Linear;

impl CustomOp3 for Linear {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "linear"
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
        candle_core::bail!("linear: CUDA only (ops::linear multiplies through ops::matmul elsewhere)")
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
        let (x2, w2) = (
            Layout::contiguous_with_offset((rows, k), xo),
            Layout::contiguous_with_offset((n, k), wo),
        );
        let y = match super::dense::cuda::x_wt((xs, &x2), (ws, &w2), (rows, n, k))? {
            Some(y) => y,
            None => super::gemv::x_wt(xs, xo, ws, wo, (rows, n, k))?,
        };
        Ok((y, Shape::from((rows, n))))
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
        let dx = super::dense::data_grad(&dy, w_c)?; // [rows, N] · [N, K]
        let dw = super::dense::weight_grad(&dy, x)?; // [N, K] f32
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
}
