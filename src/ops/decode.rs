//! Decoding one token for every sequence of a batch as one captured CUDA graph (the chain is
//! CUDA only; kernels/decode.cu, docs/DESIGN.md §7 "Decoding"). `Gpt::forward_cached` costs a
//! few hundred launches per token, each far shorter than its launch: the GPU waits on the host.
//! Here the whole chain (the embedding; per layer the QKV GEMV with LayerNorm folded into its
//! loads, writing the KV cache → attention over the cache → the projection GEMV added to the
//! residual → the MLP's GEMV with LayerNorm and GELU → its down-projection added to the
//! residual; then the LM head with the final LayerNorm and a greedy pick: 5 launches per layer
//! and 3 more) is recorded once into a graph and replayed per token. Every buffer is allocated
//! up front at a fixed address, the KV cache holds `block_size` positions, and each row's
//! position is read from device memory, so one graph serves every position. A prompt (or the
//! context window's slide) runs as a prefill: several positions of every sequence as the rows
//! of one pass.
//!
//! The chain keeps the tensors it reads (the model's compute copies and fp32 masters) alive and
//! reads them through raw device pointers: a kernel argument that is a plain address is not
//! tracked by cudarc's events, so nothing outside the graph is recorded into it.

use candle_core::{DType, Device, Tensor};

#[cfg(feature = "cuda")]
mod chain;
#[cfg(feature = "cuda")]
pub use chain::DecodeChain;

/// The head dims the attention kernel is built for.
pub const DECODE_HEAD_DIMS: [usize; 4] = [32, 64, 96, 128];

/// One block's tensors: LayerNorm (gamma, beta) as fp32 masters, the Linear layers as
/// (weight (out, in), bias (out)) compute copies.
pub struct DecodeLayer {
    pub ln_1: (Tensor, Tensor),
    pub qkv: (Tensor, Tensor),
    pub proj: (Tensor, Tensor),
    pub ln_2: (Tensor, Tensor),
    pub fc: (Tensor, Tensor),
    pub down: (Tensor, Tensor),
}

/// The model as the chain reads it.
pub struct DecodeModel {
    /// Token and position embeddings, fp32 masters (V, C) and (block_size, C).
    pub wte: Tensor,
    pub wpe: Tensor,
    pub layers: Vec<DecodeLayer>,
    /// Final LayerNorm, fp32 masters.
    pub ln_f: (Tensor, Tensor),
    /// The LM head: the compute copy of wte, (V, C).
    pub head: Tensor,
    pub n_head: usize,
    /// Ids the greedy pick chooses among (the tokenizer's; V may be padded above it).
    pub n_tokens: usize,
    pub eps: f64,
}

/// Why the chain cannot decode this model (None: it can), for the caller's one notice.
pub fn decode_unsupported(model: &DecodeModel, device: &Device) -> Option<String> {
    let c = model.wte.dim(1).unwrap_or(0);
    let d = c / model.n_head.max(1);
    if !device.is_cuda() {
        return Some("the graph decoder is CUDA only".into());
    }
    if !matches!(model.head.dtype(), DType::BF16 | DType::F16 | DType::F32) {
        return Some(format!("compute dtype {:?}", model.head.dtype()));
    }
    // the LayerNorm GEMVs hold 8 normalised rows in shared memory (227 KiB per block on Hopper)
    let smem = 8 * c * model.head.dtype().size_in_bytes();
    if smem > 200 << 10 {
        return Some(format!(
            "d_model {c}: 8 normalised rows of it do not fit in a block's shared memory"
        ));
    }
    if !c.is_multiple_of(8) || !c.is_multiple_of(model.n_head.max(1)) || !DECODE_HEAD_DIMS.contains(&d) {
        return Some(format!(
            "d_model {c} with {} heads (the decode kernels take d_model % 8 == 0 and head dims {DECODE_HEAD_DIMS:?})",
            model.n_head
        ));
    }
    None
}
