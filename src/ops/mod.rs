//! Differentiable building blocks the model composes: matmul with fp32 accumulation,
//! LayerNorm, causal softmax, cross-entropy and dropout. Every op here has a backward (candle's
//! fused `layer_norm` / `softmax_last_dim` do not). Ops take dtypes as given: the policy decides.

mod adamw;
mod attention;
mod cross_entropy;
mod dropout;
mod embedding;
mod gelu;
mod gemv;
mod layer_norm;
mod mask;
mod matmul;
mod pool;
pub mod ptx;
mod softmax;

pub use adamw::{fused_adamw, fused_unscale_sumsq, AdamWHyper};
pub use attention::causal_attention;
pub use cross_entropy::cross_entropy;
pub use dropout::dropout;
pub use embedding::embedding;
pub use gelu::gelu;
pub use gemv::{gemv, GEMV_MAX_ROWS};
pub use layer_norm::layer_norm;
pub use matmul::matmul;
pub use pool::{keep_memory_pool, peak_pool_bytes};
pub use softmax::causal_softmax;
