//! The residual stream's add, `x + branch` with the stream `x` in f32 and the branch in the
//! compute dtype (bf16/f16), widened exactly inside the op (kernels/residual.cu on CUDA): the
//! cast and the add in one pass. Backward: the stream's gradient passes through, the branch's is
//! that gradient rounded to the branch's dtype (what the cast's backward gave).

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp2, DType, Layout, Shape, Tensor};

use crate::error::Result;

/// `x + branch` in x's dtype (f32) for a 16-bit `branch` of x's shape; other dtype pairs are a
/// plain candle add after casting the branch to x's dtype.
pub fn residual_add(x: &Tensor, branch: &Tensor) -> Result<Tensor> {
    if x.shape() != branch.shape() {
        let msg = format!("residual-add: shapes {:?} and {:?} differ", x.dims(), branch.dims());
        return Err(candle_core::Error::Msg(msg).into());
    }
    if x.dtype() != DType::F32 || !matches!(branch.dtype(), DType::BF16 | DType::F16) {
        return Ok((x + branch.to_dtype(x.dtype())?)?);
    }
    Ok(x.contiguous()?.apply_op2(&branch.contiguous()?, ResidualAdd)?)
}

struct ResidualAdd;

impl CustomOp2 for ResidualAdd {
    fn name(&self) -> &'static str {
        "residual-add"
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
            CpuStorage::BF16(b) => x.iter().zip(&b[b0..b1]).map(|(a, b)| a + b.to_f32()).collect(),
            CpuStorage::F16(b) => x.iter().zip(&b[b0..b1]).map(|(a, b)| a + b.to_f32()).collect(),
            other => candle_core::bail!("residual-add: the branch must be bf16 or f16, got {:?}", other.dtype()),
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
        use candle_core::cuda_backend::cudarc::driver::{LaunchConfig, PushKernelArg};
        use candle_core::cuda_backend::{CudaStorageSlice as S, WrapErr};
        use half::{bf16, f16};

        use super::plumbing::cuda::{aligned16, suffix, view};

        let op = "residual-add";
        let n = xl.shape().elem_count();
        let dev = xs.device().clone();
        let x = view::<f32>(xs, xl, op, "x")?;
        let vec4 = n.is_multiple_of(4) && aligned16(xl, DType::F32) && bl.start_offset().is_multiple_of(4);
        let groups = if vec4 { n / 4 } else { n };
        let cfg = LaunchConfig {
            grid_dim: (groups.div_ceil(256).clamp(1, 65535 * 8) as u32, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };
        let f = dev.get_or_load_custom_func(
            &format!("residual_add_{}", suffix(bs.dtype(), op)?),
            "minigpt_residual",
            super::ptx::RESIDUAL,
        )?;
        // SAFETY: the grid-stride loop writes all n outputs.
        let out = unsafe { dev.alloc::<f32>(n)? };
        let (n_i, vec4_i) = (n as i64, vec4 as i32);
        macro_rules! run {
            ($t:ty) => {{
                let b = view::<$t>(bs, bl, op, "branch")?;
                let mut args = f.builder();
                args.arg(&x);
                args.arg(&b);
                args.arg(&out);
                args.arg(&n_i);
                args.arg(&vec4_i);
                // SAFETY: matches `residual_add_<dtype>(x, branch, out, n, vec4)`; all hold n
                // elements; vec4 only with the alignments its contract asks.
                unsafe { args.launch(cfg) }.w()?;
            }};
        }
        match bs.dtype() {
            DType::BF16 => run!(bf16),
            DType::F16 => run!(f16),
            other => candle_core::bail!("{op}: the branch must be bf16 or f16, got {other:?}"),
        }
        Ok((
            candle_core::CudaStorage {
                slice: S::F32(out),
                device: dev,
            },
            xl.shape().clone(),
        ))
    }

    fn bwd(
        &self,
        _x: &Tensor,
        branch: &Tensor,
        _out: &Tensor,
        grad: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>)> {
        Ok((Some(grad.clone()), Some(grad.to_dtype(branch.dtype())?)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Var};

    /// Forward and both gradients equal candle's `x + branch.to_dtype(f32)` bit for bit.
    #[test]
    fn matches_cast_then_add_exactly() {
        let dev = Device::Cpu;
        let x = Var::from_tensor(&Tensor::randn(0f32, 1.0, (3, 5, 7), &dev).unwrap()).unwrap();
        let b32 = Tensor::randn(0f32, 1.0, (3, 5, 7), &dev).unwrap();
        let b = Var::from_tensor(&b32.to_dtype(DType::BF16).unwrap()).unwrap();
        let w = Tensor::randn(0f32, 1.0, (3, 5, 7), &dev).unwrap();
        let ours = residual_add(x.as_tensor(), b.as_tensor()).unwrap();
        let theirs = (x.as_tensor() + b.as_tensor().to_dtype(DType::F32).unwrap()).unwrap();
        let flat = |t: &Tensor| {
            t.to_dtype(DType::F32)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1::<f32>()
                .unwrap()
        };
        assert_eq!(flat(&ours), flat(&theirs));
        let go = (&ours * &w).unwrap().sum_all().unwrap().backward().unwrap();
        let gt = (&theirs * &w).unwrap().sum_all().unwrap().backward().unwrap();
        for v in [&x, &b] {
            let (a, e) = (go.get(v.as_tensor()).unwrap(), gt.get(v.as_tensor()).unwrap());
            assert_eq!(a.dtype(), e.dtype());
            assert_eq!(flat(a), flat(e));
        }
    }
}
