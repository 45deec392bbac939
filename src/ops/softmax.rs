//! Causal mask + softmax over the last dim, composed so it has a backward.

use candle_core::{Tensor, D};

use crate::error::Result;

/// Softmax of attention scores (.., Tq, Tk) with keys after each query masked out. Query i sits
/// at absolute position `offset + i` (offset = keys already cached); key j at position j.
/// The mask is its own op (ops::mask): no gradient is built for a constant.
pub fn causal_softmax(att: &Tensor, offset: usize) -> Result<Tensor> {
    let (tq, tk) = (att.dim(D::Minus2)?, att.dim(D::Minus1)?);
    if tq == 1 && offset + 1 == tk {
        // One new query sees every key: nothing to mask (the decoding step).
        return Ok(candle_nn::ops::softmax(att, D::Minus1)?);
    }
    let att = super::mask::causal_mask(att, offset)?;
    // exp(x - max) <= 1, so the sum cannot overflow; the diagonal is never masked, so max is finite.
    Ok(candle_nn::ops::softmax(&att, D::Minus1)?)
}
