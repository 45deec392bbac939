//! `bench-kernel --op decode`: what one generated token costs, at the two shapes people sample
//! from (the Shakespeare recipe's 6 × 384 and GPT-2 small's 12 × 768), batch 1 and 8, in the
//! compute dtype of their configs (bf16 on CUDA, fp32 on the CPU). The loop is `sample`'s:
//! a prompt's forward pass fills the KV cache, then each step runs one position per sample
//! through the model (`Gpt::forward_cached`) and picks greedily, on the device, the next ids.
//! Random weights: the cost does not depend on them. Wall time per token, the device
//! synchronised around the timed tokens; the median of three passes.

use std::time::Instant;

use candle_core::{DType, Device, Tensor, D};

use crate::config::{Compute, ModelConfig, PrecisionConfig};
use crate::error::Result;
use crate::model::{Ctx, Gpt, KvCache};
use crate::precision::PrecisionPolicy;

/// One shape of the table.
struct Shape {
    name: &'static str,
    n_layer: usize,
    n_head: usize,
    d_model: usize,
    block_size: usize,
    vocab: usize,
}

const SHAPES: [Shape; 2] = [
    Shape {
        name: "shakespeare (6 x 384)",
        n_layer: 6,
        n_head: 6,
        d_model: 384,
        block_size: 256,
        vocab: 65,
    },
    Shape {
        name: "gpt2-small (12 x 768)",
        n_layer: 12,
        n_head: 12,
        d_model: 768,
        block_size: 1024,
        vocab: 50304,
    },
];

/// Prompt tokens before the timed ones, and the tokens timed: 200 on CUDA (the cache then holds
/// 208), 20 on the CPU (where GPT-2 small costs a fifth of a second per token).
const PROMPT: usize = 8;
fn tokens(device: &Device) -> usize {
    if device.is_cuda() {
        200
    } else {
        20
    }
}

/// One row: ms per generated token (per step of the batch) and tokens/s over the batch.
#[derive(Debug, Clone, serde::Serialize)]
pub struct DecodeRow {
    pub shape: String,
    pub batch: usize,
    pub compute: String,
    pub ms_per_token: f64,
    pub tokens_per_s: f64,
}

/// ms per step of `tokens(device)` greedy steps after a `PROMPT`-token prompt, batch `batch`.
fn time_decode(model: &Gpt, ctx: &Ctx, batch: usize, device: &Device) -> Result<f64> {
    let vocab = model.vocab_size;
    let ids: Vec<u32> = (0..batch * PROMPT).map(|i| (i * 7 % vocab) as u32).collect();
    let mut idx = Tensor::from_vec(ids, (batch, PROMPT), device)?;
    let mut cache = KvCache::new(model);
    let step = |idx: &Tensor, cache: &mut KvCache| -> Result<Tensor> {
        let logits = model.forward_cached(idx, ctx, cache)?; // (B, T_new, V)
        let t = logits.dim(1)?;
        Ok(logits.narrow(1, t - 1, 1)?.argmax(D::Minus1)?) // (B, 1) u32, on the device
    };
    idx = step(&idx, &mut cache)?;
    device.synchronize()?;
    let start = Instant::now();
    let n = tokens(device);
    for _ in 0..n {
        idx = step(&idx, &mut cache)?;
    }
    device.synchronize()?;
    Ok(start.elapsed().as_secs_f64() * 1e3 / n as f64)
}

/// The table: both shapes at batch 1 and 8 on `device`, as markdown (or one JSON object per
/// line).
pub fn bench_decode(device: &Device, json: bool) -> Result<String> {
    let compute = if device.is_cuda() { Compute::Bf16 } else { Compute::Fp32 };
    let policy = PrecisionPolicy::new(&PrecisionConfig {
        compute,
        ..Default::default()
    });
    let mut out = String::new();
    if !json {
        out += "| shape | batch | compute | ms per token | tokens/s |\n|---|---|---|---|---|\n";
    }
    for s in &SHAPES {
        let cfg = ModelConfig {
            n_layer: s.n_layer,
            n_head: s.n_head,
            d_model: s.d_model,
            block_size: s.block_size,
            dropout: 0.0,
            custom_down_proj: None,
        };
        let model = Gpt::new(&cfg, s.vocab, 1, DType::F32, device)?;
        let weights = policy.cast_masters_for_inference(&model.params().vars())?;
        let ctx = Ctx::plain(&policy, &weights);
        for batch in [1, 8] {
            let mut ms: Vec<f64> = (0..3)
                .map(|_| time_decode(&model, &ctx, batch, device))
                .collect::<Result<_>>()?;
            ms.sort_by(f64::total_cmp);
            let row = DecodeRow {
                shape: s.name.into(),
                batch,
                compute: compute.to_string(),
                ms_per_token: ms[1],
                tokens_per_s: batch as f64 * 1e3 / ms[1],
            };
            if json {
                out += &format!("{}\n", serde_json::to_string(&row).expect("invariant: rows serialize"));
            } else {
                out += &format!(
                    "| {} | {} | {} | {:.3} | {:.0} |\n",
                    row.shape, row.batch, row.compute, row.ms_per_token, row.tokens_per_s
                );
            }
        }
    }
    Ok(out)
}
