//! Differentiable building blocks the model composes: matmul with fp32 accumulation, Linear
//! layers with their bias (and GELU) in the GEMM's epilogue (cuBLASLt), fused LayerNorm, bias + GELU, causal attention and cross-entropy (each a CustomOp with a CPU
//! reference and a CUDA kernel in kernels/), the embedding and the residual add with dropout
//! fused in, and the fused optimizer. Every
//! op here has a backward (candle's fused `layer_norm` / `softmax_last_dim` do not). Ops take
//! dtypes as given: the policy decides.

mod adamw;
mod attention;
mod bias_act;
mod cross_entropy;
#[cfg(feature = "cuda")]
mod cublaslt;
mod cutlass_gemm;
mod decode;
mod dense;
mod dropout;
mod embedding;
pub mod fatbin;
mod fp8;
pub mod gemm_algos;
mod gemv;
mod handoff;
#[cfg(feature = "cuda")]
mod launch;
mod layer_norm;
mod linear;
mod mask;
mod matmul;
mod pack;
pub(crate) mod plumbing;
mod pool;
mod readback;
mod residual;
mod side_stream;
mod softmax;
#[cfg(test)]
mod testing;

pub use adamw::{fused_adamw, fused_unscale_sumsq, AdamWHyper, DeviceGate};
#[cfg(feature = "cuda")]
pub use attention::on_mma_sync;
pub use attention::{
    attention_dropout_mask, causal_attention, causal_attention_dropout, causal_attention_qkv,
    causal_attention_qkv_with_handoff, FUSED_HEAD_DIMS,
};
pub use bias_act::{bias_add, bias_gelu, bias_gelu_bwd};
pub use cross_entropy::{cross_entropy, cross_entropy_composed, cross_entropy_seeded};
#[cfg(feature = "cuda")]
pub use cublaslt::{digest_of, digest_reference, pick_algorithm, search_gemms, searched, Searched};
#[cfg(feature = "cuda")]
pub use decode::DecodeChain;
pub use decode::{decode_unsupported, DecodeLayer, DecodeModel, DECODE_HEAD_DIMS};
pub use dense::{dense, dense_is_fused, dense_residual, dense_with_handoff, mlp_residual, Act, LayerWeights};
pub use dropout::{dropout, dropout_mask, round_to, Dropout};
pub use embedding::{embed, token_grad, token_grad_onto, TokenRows};
pub use fp8::{
    fp8_dense, fp8_linear, fp8_lm_head_loss, fp8_quantise, fp8_scale_for, fp8_shape_ok, fp8_update, Fp8Format, Fp8Site,
    Fp8Slot, Fp8State, ScaleMode, FP8_COL_AMAX, FP8_STATE_COLS,
};
pub use gemv::{gemv, GEMV_MAX_ROWS};
pub use handoff::{without_handoffs, Handoff};
pub use layer_norm::{layer_norm, layer_norm_bwd, layer_norm_composed};
pub use linear::linear;
pub use matmul::{matmul, set_tf32};
#[cfg(feature = "cuda")]
pub use pack::{pack_bf16_on, pack_f32_on, sum_shards_bf16_on, unpack_f32_on, PackedOn};
pub use pack::{pack_f32, pack_f32_as, unpack_f32};
pub use pool::{
    compute_capability, device_label, device_memory, keep_memory_pool, peak_pool_bytes, reset_peak_pool, reset_pool,
    used_pool_bytes,
};
pub use readback::Readback;
pub use residual::{grad_add, install_grad_add, residual_add, residual_add_f32_grad, Added, NextNorm};
pub use side_stream::weight_grads_beside;
pub use softmax::causal_softmax;

/// Runs `f` with every kernel launched only after the one before it has finished: on sm_90+
/// kernels otherwise use programmatic dependent launch (src/ops/launch.rs), and a trace's span of
/// such a kernel includes its wait for the one ahead. For the profile's per-kernel times.
pub fn without_pdl<R>(f: impl FnOnce() -> R) -> R {
    #[cfg(feature = "cuda")]
    return launch::without_pdl(f);
    #[cfg(not(feature = "cuda"))]
    f()
}

/// Have candle's CUDA backend load its kernels from the images `build.rs` compiled ahead of time
/// (`fatbin::candle_module`) instead of JIT-compiling their PTX in the first process on a
/// machine (once per process; later calls do nothing; CPU builds: nothing to do).
pub fn install_candle_kernels() {
    #[cfg(feature = "cuda")]
    candle_core::cuda_backend::set_module_images(fatbin::candle_module);
}
