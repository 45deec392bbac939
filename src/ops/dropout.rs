//! Inverted dropout with a mask the caller draws, so masks come from keyed streams and a
//! resumed run drops exactly the same units.

use candle_core::Tensor;

use crate::error::Result;

/// Zero each element where `uniform < p`, scale the rest by 1/(1-p). `uniform` is U[0,1) of
/// `xs`'s shape (fp32). The mask is a constant: backward scales the gradient by the same mask.
pub fn dropout(xs: &Tensor, uniform: &Tensor, p: f64) -> Result<Tensor> {
    let keep = uniform.ge(p)?.to_dtype(xs.dtype())?;
    let mask = (keep * (1.0 / (1.0 - p)))?;
    Ok(xs.mul(&mask)?)
}
