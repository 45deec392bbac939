//! LayerNorm composed from candle ops, so it has a backward (candle's fused one does not).

use candle_core::{Tensor, D};

use crate::error::Result;

/// `(x - mean) / sqrt(var + eps) * gamma + beta` over the last dim, computed in `x`'s dtype.
/// gamma and beta are cast to that dtype (they are fp32 masters; a no-op in the fp32 island).
pub fn layer_norm(xs: &Tensor, gamma: &Tensor, beta: &Tensor, eps: f64) -> Result<Tensor> {
    let dtype = xs.dtype();
    let mean = xs.mean_keepdim(D::Minus1)?; // (.., 1)
    let xc = xs.broadcast_sub(&mean)?;
    let var = xc.sqr()?.mean_keepdim(D::Minus1)?; // (.., 1), biased variance as in PyTorch
    let xn = xc.broadcast_div(&(var + eps)?.sqrt()?)?;
    let (g, b) = if gamma.dtype() == dtype {
        (gamma.clone(), beta.clone())
    } else {
        (gamma.to_dtype(dtype)?, beta.to_dtype(dtype)?)
    };
    Ok(xn.broadcast_mul(&g)?.broadcast_add(&b)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    #[test]
    fn matches_candle_fused_forward() {
        let dev = Device::Cpu;
        let x = Tensor::randn(0f32, 3.0, (4, 5, 37), &dev).unwrap();
        let g = Tensor::randn(1f32, 0.1, 37, &dev).unwrap();
        let b = Tensor::randn(0f32, 0.1, 37, &dev).unwrap();
        let ours = layer_norm(&x, &g, &b, 1e-5).unwrap();
        let fused = candle_nn::ops::layer_norm(&x, &g, &b, 1e-5).unwrap();
        let diff = (ours - fused)
            .unwrap()
            .abs()
            .unwrap()
            .max_all()
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        assert!(diff <= 1e-5, "{diff}");
    }
}
