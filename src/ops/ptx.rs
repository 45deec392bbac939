//! PTX of our CUDA kernels, compiled from `kernels/*.cu` by `build.rs` (only with the `cuda`
//! feature) and loaded at first use with
//! `dev.get_or_load_custom_func(name, module, ptx)`, as in candle-examples' custom-ops.

/// `kernels/gemv.cu`: `gemv_fwd_{bf16,f16,f32}`, `gemv_fwd_rows8_{bf16,f16,f32}`. Loaded as
/// module `"minigpt_gemv"` by `ops::gemv`.
#[cfg(feature = "cuda")]
pub const GEMV: &str = include_str!(concat!(env!("OUT_DIR"), "/gemv.ptx"));

/// `kernels/mask.cu`: `causal_mask_{f32,bf16,f16}`, `causal_mask_bwd_{f32,bf16,f16}`. Loaded as
/// module `"minigpt_mask"` by `ops::causal_softmax`.
#[cfg(feature = "cuda")]
pub const MASK: &str = include_str!(concat!(env!("OUT_DIR"), "/mask.ptx"));

/// `kernels/embedding.cu`: `embedding_bwd_f32`. Loaded as module `"minigpt_embedding"` by
/// `ops::embedding`'s backward.
#[cfg(feature = "cuda")]
pub const EMBEDDING: &str = include_str!(concat!(env!("OUT_DIR"), "/embedding.ptx"));
