//! Text generation from a checkpoint: temperature, top-k, a seeded stream. Builds the model
//! from the checkpoint's own config and tokenizer (the prompt is encoded and the output decoded
//! with it); never sees the training state.

use candle_core::{DType, Device, Tensor, D};
use rand::Rng;

use crate::ckpt::Checkpoint;
use crate::error::{Error, Result};
use crate::model::{Ctx, Gpt, KvCache};
use crate::precision::PrecisionPolicy;
use crate::rng::{keyed_rng, stream};

/// What to generate.
#[derive(Debug, Clone)]
pub struct SampleOptions {
    pub prompt: String,
    pub tokens: usize,
    /// Softmax temperature; 0 picks the most likely character every time.
    pub temperature: f64,
    /// Keep only the k most likely characters (0: all).
    pub top_k: usize,
    pub seed: u64,
}

/// Generate `opts.tokens` new characters after the prompt; returns only the new text.
pub fn generate(ckpt: &Checkpoint, device: &Device, opts: &SampleOptions) -> Result<String> {
    if !(opts.temperature.is_finite() && opts.temperature >= 0.0) {
        return Err(Error::Usage(format!(
            "--temperature {} is not allowed; use a number >= 0",
            opts.temperature
        )));
    }
    let cfg = &ckpt.config;
    let tokenizer = &ckpt.tokenizer;
    let model = Gpt::new(&cfg.model, tokenizer.vocab_size(), cfg.train.seed, DType::F32, device)?;
    ckpt.restore(model.params().named(), None)?;
    let policy = PrecisionPolicy::new(&cfg.precision);
    let weights = policy.cast_masters_for_inference(&model.params().vars())?;
    let ctx = Ctx::plain(&policy, &weights);
    let mut ids = tokenizer
        .encode(&opts.prompt)
        .map_err(|e| Error::Usage(format!("--prompt: {e} of {}", ckpt.path.display())))?;
    if ids.is_empty() {
        // A newline for char (id 0 without one), <|endoftext|> for GPT-2: a document start.
        ids.push(tokenizer.start_id());
    }
    // Only ids that stand for text are sampled: GPT-2's padding rows (50257..50304) never are.
    let n_tokens = tokenizer.n_tokens();
    let mut rng = keyed_rng(&[opts.seed, stream::SAMPLE]);
    let mut out = Vec::with_capacity(opts.tokens);
    let block = cfg.model.block_size;
    // Decoding with a KV cache: each new token runs one position through the model. When the
    // cache is full, it is rebuilt from the newest half block (positions are learned only up to
    // block_size), so generation costs O(T) per token on average.
    let mut cache = KvCache::new(&model);
    let mut pending: Vec<u32> = ids[ids.len().saturating_sub(block)..].to_vec();
    for _ in 0..opts.tokens {
        if cache.len + pending.len() > block {
            cache = KvCache::new(&model);
            pending = ids[ids.len() - (block / 2).max(1)..].to_vec();
        }
        let idx = Tensor::new(pending.as_slice(), device)?.unsqueeze(0)?; // (1, T_new)
        let logits = model.forward_cached(&idx, &ctx, &mut cache)?; // (1, T_new, V)
        let last = logits
            .narrow(1, pending.len() - 1, 1)?
            .flatten_all()?
            .narrow(0, 0, n_tokens)?
            .to_dtype(DType::F32)?; // (V) without the padding
        let next = pick(&last, opts, &mut rng)?;
        ids.push(next);
        out.push(next);
        pending = vec![next];
    }
    Ok(tokenizer.decode(&out))
}

/// Choose the next id from logits (V): greedy at temperature 0, else top-k + softmax sampling.
fn pick(logits: &Tensor, opts: &SampleOptions, rng: &mut impl Rng) -> Result<u32> {
    if opts.temperature == 0.0 {
        return Ok(logits.argmax(D::Minus1)?.to_scalar::<u32>()?);
    }
    let mut l: Vec<f32> = (logits / opts.temperature)?.to_vec1()?;
    if opts.top_k > 0 && opts.top_k < l.len() {
        let mut sorted = l.clone();
        sorted.sort_by(|a, b| b.total_cmp(a));
        let kth = sorted[opts.top_k - 1];
        l.iter_mut().filter(|x| **x < kth).for_each(|x| *x = f32::NEG_INFINITY);
    }
    let max = l.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
    let probs: Vec<f64> = l.iter().map(|x| ((x - max) as f64).exp()).collect();
    let total: f64 = probs.iter().sum();
    let mut u = rng.random::<f64>() * total;
    for (i, p) in probs.iter().enumerate() {
        u -= p;
        if u <= 0.0 && *p > 0.0 {
            return Ok(i as u32);
        }
    }
    Ok(probs.iter().rposition(|p| *p > 0.0).unwrap_or(0) as u32)
}
