//! Mean softmax cross-entropy over rows of logits, composed so it has a backward.

use candle_core::{Tensor, D};

use crate::error::Result;

/// Mean over rows of `-log softmax(logits)[target]`, computed in `logits`' dtype.
/// logits (N, V), targets (N) u32. Natural log: ln V at uniform predictions.
pub fn cross_entropy(logits: &Tensor, targets: &Tensor) -> Result<Tensor> {
    let n = logits.dim(0)?;
    let max = logits.max_keepdim(D::Minus1)?.detach(); // (N, 1); shifting by a constant changes no gradient
    let shifted = logits.broadcast_sub(&max)?;
    let lse = shifted.exp()?.sum_keepdim(D::Minus1)?.log()?; // (N, 1)
    let picked = shifted.gather(&targets.unsqueeze(1)?, 1)?; // (N, 1)
    Ok(((lse - picked)?.sum_all()? / n as f64)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{DType, Device};

    #[test]
    fn matches_candle_nn_cross_entropy() {
        let dev = Device::Cpu;
        let logits = Tensor::randn(0f32, 4.0, (9, 13), &dev).unwrap();
        let targets = Tensor::new(&[0u32, 3, 12, 5, 5, 1, 7, 8, 2], &dev).unwrap();
        let ours = cross_entropy(&logits, &targets).unwrap().to_scalar::<f32>().unwrap();
        let theirs = candle_nn::loss::cross_entropy(&logits, &targets)
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        assert!((ours - theirs).abs() <= 1e-5, "{ours} vs {theirs}");
        let uniform = Tensor::zeros((4, 65), DType::F32, &dev).unwrap();
        let l = cross_entropy(&uniform, &Tensor::new(&[1u32, 2, 3, 4], &dev).unwrap()).unwrap();
        assert!((l.to_scalar::<f32>().unwrap() - (65f32).ln()).abs() < 1e-5);
    }
}
