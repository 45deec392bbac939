//! Causal masking of attention scores as one op with its own backward: scores above the
//! diagonal become -inf, and the backward passes the gradient through below it and writes zeros
//! above. Added as a constant tensor instead, candle's Add backward would also build a gradient
//! for the mask: a zero-fill and an add over all [B, H, Tq, Tk] scores per layer.

use candle_core::{CpuStorage, CustomOp1, Layout, Shape, Tensor};
use half::{bf16, f16};

use crate::error::Result;

/// `scores` (.., Tq, Tk) with key c hidden from query r when c > r + offset.
pub fn causal_mask(scores: &Tensor, offset: usize) -> Result<Tensor> {
    let scores = scores.contiguous()?;
    Ok(scores.apply_op1(CausalMask {
        offset,
        backward: false,
    })?)
}

/// `backward = false`: fill with -inf (the forward). `backward = true`: fill with 0 (its gradient).
struct CausalMask {
    offset: usize,
    backward: bool,
}

impl CausalMask {
    fn apply<T: Copy>(&self, v: &[T], l: &Layout, fill: T) -> candle_core::Result<Vec<T>> {
        let Some((a, b)) = l.contiguous_offsets() else {
            candle_core::bail!("causal-mask: the scores must be contiguous");
        };
        let dims = l.dims();
        let (tq, tk) = (dims[dims.len() - 2], dims[dims.len() - 1]);
        Ok(v[a..b]
            .iter()
            .enumerate()
            .map(|(i, &x)| if i % tk <= (i / tk) % tq + self.offset { x } else { fill })
            .collect())
    }
}

impl CustomOp1 for CausalMask {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "causal-mask"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let bwd = self.backward;
        let out = match s {
            CpuStorage::F32(v) => CpuStorage::F32(self.apply(v, l, if bwd { 0.0 } else { f32::NEG_INFINITY })?),
            CpuStorage::F64(v) => CpuStorage::F64(self.apply(v, l, if bwd { 0.0 } else { f64::NEG_INFINITY })?),
            CpuStorage::BF16(v) => {
                CpuStorage::BF16(self.apply(v, l, if bwd { bf16::ZERO } else { bf16::NEG_INFINITY })?)
            }
            CpuStorage::F16(v) => CpuStorage::F16(self.apply(v, l, if bwd { f16::ZERO } else { f16::NEG_INFINITY })?),
            _ => candle_core::bail!("causal-mask: scores must be a float tensor"),
        };
        Ok((out, l.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        use candle_core::backend::BackendStorage;

        use super::launch::{grid_1d_max, suffix, view, with_float, wrap, Kernel, MASK};

        let op = "causal-mask";
        let dims = l.dims();
        let (tq, tk) = (dims[dims.len() - 2] as i32, dims[dims.len() - 1] as i32);
        let n = l.shape().elem_count();
        let dev = &s.device;
        let variant = if self.backward {
            "causal_mask_bwd"
        } else {
            "causal_mask"
        };
        let f = Kernel::load(dev, MASK, &format!("{variant}_{}", suffix(s.dtype(), op)?))?;
        let y = with_float!(s.dtype(), op, |T| {
            let x = view::<T>(s, l, op, "the scores")?;
            // SAFETY: the kernel writes every one of the n elements (grid-stride loop).
            let y = unsafe { dev.alloc::<T>(n)? };
            let args = (&x, &y, &(n as i64), &tq, &tk, &(self.offset as i32));
            // SAFETY: argument types and order match `causal_mask*_<dt>(x, y, n, tq, tk, offset)`.
            unsafe { f.launch(grid_1d_max(n, 65535), args) }?;
            wrap(y, dev)
        });
        Ok((y, l.shape().clone()))
    }

    fn bwd(&self, _arg: &Tensor, _res: &Tensor, grad_res: &Tensor) -> candle_core::Result<Option<Tensor>> {
        let op = CausalMask {
            offset: self.offset,
            backward: true,
        };
        Ok(Some(grad_res.contiguous()?.apply_op1(op)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Var};

    #[test]
    fn masks_above_the_shifted_diagonal_and_gradients_likewise() {
        let dev = Device::Cpu;
        let s = Var::new(&[[[1f32, 2., 3., 4.], [5., 6., 7., 8.]]], &dev).unwrap(); // (1, Tq 2, Tk 4)
        let y = causal_mask(s.as_tensor(), 1).unwrap(); // query r sees keys c <= r + 1
        let inf = f32::NEG_INFINITY;
        assert_eq!(
            y.to_vec3::<f32>().unwrap(),
            vec![vec![vec![1., 2., inf, inf], vec![5., 6., 7., inf]]]
        );
        let dy = Tensor::ones((1, 2, 4), candle_core::DType::F32, &dev).unwrap();
        let finite = y.maximum(-1e9).unwrap(); // keep the loss finite
        let g = (finite * dy).unwrap().sum_all().unwrap().backward().unwrap();
        let gs = g.get(s.as_tensor()).unwrap().to_vec3::<f32>().unwrap();
        assert_eq!(gs, vec![vec![vec![1., 1., 0., 0.], vec![1., 1., 1., 0.]]]);
    }
}
