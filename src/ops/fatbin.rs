//! Our CUDA kernels as fatbins, compiled from `kernels/*.cu` by `build.rs` (only with the `cuda`
//! feature): SASS for the target GPU and PTX beside it. Loaded once per device and module at
//! first use by `launch::Kernel::load`, under the module names `launch.rs` pairs with them.

/// `kernels/gemv.cu`: `gemv_fwd_{bf16,f16,f32}`, `gemv_fwd_rows8_{bf16,f16,f32}`. Loaded as
/// module `"minigpt_gemv"` by `ops::gemv`.
#[cfg(feature = "cuda")]
pub const GEMV: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/gemv.fatbin"));

/// `kernels/mask.cu`: `causal_mask_{f32,bf16,f16}`, `causal_mask_bwd_{f32,bf16,f16}`. Loaded as
/// module `"minigpt_mask"` by `ops::causal_softmax`.
#[cfg(feature = "cuda")]
pub const MASK: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/mask.fatbin"));

/// `kernels/embedding.cu`: `embed_fwd[_drop]_f32`, `embed_bwd_pos[_drop]_f32`, `embed_count`,
/// `embed_scan`, `embed_place`, `embed_rank`, `embed_bwd_tok[_drop]_f32`, `embed_bwd_tok_finish`. Loaded as module
/// `"minigpt_embedding"` by `ops::embed` and its backward.
#[cfg(feature = "cuda")]
pub const EMBEDDING: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/embedding.fatbin"));

/// `kernels/fp8.cu`: `fp8_cast_{f32,bf16,f16}`, `fp8_amax_{f32,bf16,f16}`, `fp8_update`. Loaded
/// as module `"minigpt_fp8"` by `ops::fp8_linear`, `ops::fp8_quantise` and `ops::fp8_update`.
#[cfg(feature = "cuda")]
pub const FP8: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/fp8.fatbin"));

/// `kernels/adamw.cu`: `unscale_sumsq_f32`, `sumsq_finish_f32`, `adamw_f32`. Loaded as module
/// `"minigpt_adamw"` by `ops::fused_unscale_sumsq` and `ops::fused_adamw`.
#[cfg(feature = "cuda")]
pub const ADAMW: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/adamw.fatbin"));

/// `kernels/digest.cu`: `digest_u16`. Loaded as module `"minigpt_digest"` by the GEMM tuner
/// (`ops::cublaslt`).
#[cfg(feature = "cuda")]
pub const DIGEST: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/digest.fatbin"));

/// `kernels/pack.cu`: `pack_f32`, `pack_bf16`, `sum_shards_bf16`, `unpack_f32`. Loaded as module
/// `"minigpt_pack"` by `ops::pack_f32` and its siblings.
#[cfg(feature = "cuda")]
pub const PACK: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/pack.fatbin"));

/// `kernels/attention.cu`: `attention_{fwd,bwd_dq,bwd_dkdv}[_drop]_{bf16,f16}_d{32,64,96,128}`
/// (mma.sync) and `attention_wg_{fwd,bwd_dq,bwd_dkdv}[_drop]_{bf16,f16}_d64` (wgmma, sm_90a).
/// Loaded as module `"minigpt_attention"` by `ops::causal_attention`.
#[cfg(feature = "cuda")]
pub const ATTENTION: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/attention.fatbin"));

/// `kernels/attention_f32.cu`: `attention_{fwd,bwd_dq,bwd_dkdv}[_drop]_f32_d{32,64,96,128}`.
/// Loaded as module `"minigpt_attention_f32"` by `ops::causal_attention` for f32 operands.
#[cfg(feature = "cuda")]
pub const ATTENTION_F32: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/attention_f32.fatbin"));

/// `kernels/layernorm.cu`: `ln_fwd_{f32,bf16,f16}`, `ln_bwd_dx_*`, `ln_bwd_params_partial_*`,
/// `ln_bwd_params_finish`. Loaded as module `"minigpt_layernorm"` by `ops::layer_norm`.
#[cfg(feature = "cuda")]
pub const LAYERNORM: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/layernorm.fatbin"));

/// `kernels/bias_act.cu`: `bias_gelu_{fwd,bwd}_*`, `bias_add_*`, `colsum_partial_*`,
/// `colsum_finish`. Loaded as module `"minigpt_bias_act"` by `ops::bias_gelu` and `ops::bias_add`.
#[cfg(feature = "cuda")]
pub const BIAS_ACT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/bias_act.fatbin"));

/// `kernels/xent.cu`: `xent_fwd_*`, `xent_mean`, `xent_bwd_*`. Loaded as module `"minigpt_xent"`
/// by `ops::cross_entropy`.
#[cfg(feature = "cuda")]
pub const XENT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/xent.fatbin"));

/// `kernels/residual.cu`: `residual_add[_drop]_{bf16,f16,f32}`, `grad_add_f32x4`. Loaded as module
/// `"minigpt_residual"` by `ops::residual_add` and `ops::grad_add`.
#[cfg(feature = "cuda")]
pub const RESIDUAL: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/residual.fatbin"));

/// `kernels/dropout.cu`: `dropout_{f32_f32,bf16_bf16,f16_f16,f32_bf16,f32_f16}`,
/// `dropout_mask_f32`. Loaded as module `"minigpt_dropout"` by `ops::dropout` and the residual
/// add's backward.
#[cfg(feature = "cuda")]
pub const DROPOUT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/dropout.fatbin"));

/// `kernels/decode.cu`: `decode_embed`, `decode_gemv_{ln_qkv,residual,ln_gelu,ln_store}_r{1,8}_*`,
/// `decode_attention_d{32,64,96,128}_*`, `decode_argmax_*`. Loaded as module `"minigpt_decode"` by
/// `ops::DecodeChain`.
#[cfg(feature = "cuda")]
pub const DECODE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/decode.fatbin"));

/// The candle-kernels modules candle's CUDA backend loads for minigpt (affine, binary, cast,
/// fill, indexing, reduce, ternary, unary), compiled by `build.rs` from the release's sources in
/// `third_party/candle-kernels` with candle's flags: SASS beside candle's own PTX. The image of
/// candle-kernels module `index` (`Module::index()`), None for the modules not built here (they
/// keep the driver's JIT). Installed by `ops::install_candle_kernels`.
#[cfg(feature = "cuda")]
pub fn candle_module(index: usize) -> Option<&'static [u8]> {
    use candle_core::cuda_backend::kernels as k;
    macro_rules! image {
        ($stem:literal) => {
            include_bytes!(concat!(env!("OUT_DIR"), "/candle_", $stem, ".fatbin")) as &'static [u8]
        };
    }
    let images: [(k::Module, &'static [u8]); 8] = [
        (k::AFFINE, image!("affine")),
        (k::BINARY, image!("binary")),
        (k::CAST, image!("cast")),
        (k::FILL, image!("fill")),
        (k::INDEXING, image!("indexing")),
        (k::REDUCE, image!("reduce")),
        (k::TERNARY, image!("ternary")),
        (k::UNARY, image!("unary")),
    ];
    images
        .into_iter()
        .find(|(m, _)| m.index() == index)
        .map(|(_, image)| image)
}
