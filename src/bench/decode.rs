//! `bench-kernel --op decode`: what one generated token costs, at the two shapes people sample
//! from (the Shakespeare recipe's 6 × 384 and GPT-2 small's 12 × 768), batch 1 and 8, in the
//! compute dtype of their configs (bf16 on CUDA, fp32 on the CPU). The loop is `sample`'s at
//! temperature 0 (`model::Decoder`): a prompt fills the KV cache, then each step runs one
//! position per sample and reads the greedy ids back; on CUDA through the decode chain's graph
//! and through the model's ops (`Gpt::forward_cached`), one row each.
//! Random weights: the cost does not depend on them. Wall time per token, the device
//! synchronised around the timed tokens; the median of three passes.

use std::time::Instant;

use candle_core::{DType, Device};

use crate::config::{Compute, ModelConfig, PrecisionConfig};
use crate::error::Result;
use crate::model::{DecodePath, Decoder, Gpt};
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
    /// "graph" (one CUDA graph replay per token) or "ops" (the model's ops).
    pub path: String,
    pub ms_per_token: f64,
    pub tokens_per_s: f64,
}

/// ms per step of `tokens(device)` greedy steps after a `PROMPT`-token prompt, batch `batch`:
/// `sample --temperature 0`'s loop (each step's ids read back to the host).
fn time_decode(decoder: &mut Decoder, vocab: usize, batch: usize, device: &Device) -> Result<f64> {
    decoder.reset();
    let prompt: Vec<Vec<u32>> = (0..batch)
        .map(|b| (0..PROMPT).map(|i| ((b * PROMPT + i) * 7 % vocab) as u32).collect())
        .collect();
    decoder.feed(&prompt)?;
    let mut ids = decoder.greedy()?;
    device.synchronize()?;
    let start = Instant::now();
    let n = tokens(device);
    for _ in 0..n {
        decoder.feed(&ids.iter().map(|&id| vec![id]).collect::<Vec<_>>())?;
        ids = decoder.greedy()?;
    }
    device.synchronize()?;
    Ok(start.elapsed().as_secs_f64() * 1e3 / n as f64)
}

/// The table: both shapes at batch 1 and 8 on `device`, through the graph (CUDA) and the
/// model's ops, as markdown (or one JSON object per line).
pub fn bench_decode(device: &Device, json: bool) -> Result<String> {
    let compute = if device.is_cuda() { Compute::Bf16 } else { Compute::Fp32 };
    let policy = PrecisionPolicy::new(&PrecisionConfig {
        compute,
        ..Default::default()
    });
    let mut out = String::new();
    if !json {
        out += "| shape | batch | compute | path | ms per token | tokens/s |\n|---|---|---|---|---|---|\n";
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
        for batch in [1, 8] {
            for path in [DecodePath::Auto, DecodePath::Ops] {
                let mut decoder = model.decoder(&policy, &weights, batch, s.vocab, path)?;
                if path == DecodePath::Auto && !decoder.is_graph() {
                    continue; // the CPU: the ops row is the only one
                }
                let mut ms: Vec<f64> = (0..3)
                    .map(|_| time_decode(&mut decoder, s.vocab, batch, device))
                    .collect::<Result<_>>()?;
                ms.sort_by(f64::total_cmp);
                let row = DecodeRow {
                    shape: s.name.into(),
                    batch,
                    compute: compute.to_string(),
                    path: if decoder.is_graph() { "graph" } else { "ops" }.into(),
                    ms_per_token: ms[1],
                    tokens_per_s: batch as f64 * 1e3 / ms[1],
                };
                if json {
                    out += &format!("{}\n", serde_json::to_string(&row).expect("invariant: rows serialize"));
                } else {
                    out += &format!(
                        "| {} | {} | {} | {} | {:.3} | {:.0} |\n",
                        row.shape, row.batch, row.compute, row.path, row.ms_per_token, row.tokens_per_s
                    );
                }
            }
        }
    }
    Ok(out)
}
