//! Causal mask + softmax over the last dim, composed so it has a backward.

use candle_core::{Tensor, D};

use crate::error::Result;

/// Softmax of attention scores (.., T, T) with positions after the query masked out.
/// The mask is a constant added to the scores: it has no gradient of its own.
pub fn causal_softmax(att: &Tensor) -> Result<Tensor> {
    let t = att.dim(D::Minus1)?;
    let mask: Vec<f32> = (0..t * t)
        .map(|i| if i % t > i / t { f32::NEG_INFINITY } else { 0.0 })
        .collect();
    let mask = Tensor::from_vec(mask, (t, t), att.device())?.to_dtype(att.dtype())?; // (T, T)
    let att = att.broadcast_add(&mask)?;
    // exp(x - max) <= 1, so the sum cannot overflow; the diagonal is never masked, so max is finite.
    Ok(candle_nn::ops::softmax(&att, D::Minus1)?)
}
