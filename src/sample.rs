//! Text generation from a checkpoint: temperature, top-k, top-p (nucleus), a seeded stream per
//! sample, several samples as one batch, the text handed on as it is made. Builds the model from
//! the checkpoint's own config and tokenizer (the prompt is encoded and the output decoded with
//! it); never sees the training state.

use std::time::Instant;

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
    /// Softmax temperature; 0 picks the most likely token every time.
    pub temperature: f64,
    /// Keep only the k most likely tokens (0: all).
    pub top_k: usize,
    /// Keep only the most likely tokens whose probabilities add up to at least p (nucleus
    /// sampling, after top-k; 1: all).
    pub top_p: f64,
    /// Samples generated together, as one batch; sample i draws from the stream of seed + i, so
    /// it is the sample `seed + i` alone gives.
    pub num_samples: usize,
    pub seed: u64,
}

/// What `generate` made.
#[derive(Debug, Clone)]
pub struct Generation {
    /// Each sample's new text (without the prompt).
    pub texts: Vec<String>,
    /// Each sample's new token ids, in the checkpoint's tokenizer.
    pub ids: Vec<Vec<u32>>,
    /// New tokens over all samples, and the seconds from the first forward pass to the last token.
    pub tokens: usize,
    pub seconds: f64,
}

impl Generation {
    /// New tokens per second over all samples.
    pub fn tokens_per_s(&self) -> f64 {
        self.tokens as f64 / self.seconds.max(1e-9)
    }
}

/// Where `generate` hands sample 0's new text as it is made.
pub type OnText<'a> = &'a mut dyn FnMut(&str) -> Result<()>;

/// Generate `opts.tokens` new tokens after the prompt for each of `opts.num_samples` samples.
/// With one sample, `on_text` (if given) receives the new text as it is made, in pieces that
/// add up to the returned text (a BPE token that ends inside a character waits for the rest).
/// Past `block_size` tokens the context slides: the cache is rebuilt from the newest half block.
pub fn generate(
    ckpt: &Checkpoint,
    device: &Device,
    opts: &SampleOptions,
    mut on_text: Option<OnText>,
) -> Result<Generation> {
    if !(opts.temperature.is_finite() && opts.temperature >= 0.0) {
        return Err(Error::Usage(format!(
            "--temperature {} is not allowed; use a number >= 0",
            opts.temperature
        )));
    }
    if !(opts.top_p > 0.0 && opts.top_p <= 1.0) {
        return Err(Error::Usage(format!(
            "--top-p {} is not allowed; use 0 < p <= 1",
            opts.top_p
        )));
    }
    if opts.num_samples == 0 {
        return Err(Error::Usage("--num-samples 0 generates nothing; use 1 or more".into()));
    }
    let cfg = &ckpt.config;
    let tokenizer = &ckpt.tokenizer;
    let model = Gpt::blank(&cfg.model, tokenizer.vocab_size(), DType::F32, device)?;
    ckpt.restore(model.params().named(), None)?; // every parameter, checked by name and shape
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
    let n = opts.num_samples;
    // Only ids that stand for text are sampled: GPT-2's padding rows (50257..50304) never are.
    let n_tokens = tokenizer.n_tokens();
    let mut rngs: Vec<_> = (0..n as u64)
        .map(|i| keyed_rng(&[opts.seed.wrapping_add(i), stream::SAMPLE]))
        .collect();
    let mut outs: Vec<Vec<u32>> = vec![Vec::with_capacity(opts.tokens); n];
    let block = cfg.model.block_size;
    // Decoding with a KV cache: each new token runs one position per sample through the model.
    // When the cache is full, it is rebuilt from the newest half block (positions are learned
    // only up to block_size), so generation costs O(T) per token on average.
    let mut cache = KvCache::new(&model);
    let mut pending: Vec<Vec<u32>> = vec![ids[ids.len().saturating_sub(block)..].to_vec(); n];
    let mut streamed = 0; // sample 0's tokens already handed to on_text
    let start = Instant::now();
    for _ in 0..opts.tokens {
        if cache.len + pending[0].len() > block {
            cache = KvCache::new(&model);
            let keep = (block / 2).max(1);
            pending = outs
                .iter()
                .map(|out| {
                    let all: Vec<u32> = ids.iter().chain(out).copied().collect();
                    all[all.len() - keep.min(all.len())..].to_vec()
                })
                .collect();
        }
        let t_new = pending[0].len();
        let flat: Vec<u32> = pending.concat();
        let idx = Tensor::from_vec(flat, (n, t_new), device)?; // (N, T_new)
        let logits = model.forward_cached(&idx, &ctx, &mut cache)?; // (N, T_new, V)
        let last = logits
            .narrow(1, t_new - 1, 1)?
            .squeeze(1)?
            .narrow(1, 0, n_tokens)?
            .to_dtype(DType::F32)?; // (N, V) without the padding
        for (i, (out, rng)) in outs.iter_mut().zip(&mut rngs).enumerate() {
            let next = pick(&last.get(i)?, opts, rng)?;
            out.push(next);
            pending[i] = vec![next];
        }
        if let Some(f) = on_text.as_mut().filter(|_| n == 1) {
            let piece = tokenizer.decode(&outs[0][streamed..]);
            if !piece.ends_with('\u{FFFD}') {
                f(&piece)?;
                streamed = outs[0].len();
            }
        }
    }
    if let Some(f) = on_text.as_mut().filter(|_| n == 1 && streamed < outs[0].len()) {
        f(&tokenizer.decode(&outs[0][streamed..]))?;
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(Generation {
        texts: outs.iter().map(|o| tokenizer.decode(o)).collect(),
        tokens: n * opts.tokens,
        ids: outs,
        seconds,
    })
}

/// Choose the next id from logits (V): greedy at temperature 0, else top-k, then top-p, then
/// softmax sampling.
fn pick(logits: &Tensor, opts: &SampleOptions, rng: &mut impl Rng) -> Result<u32> {
    if opts.temperature == 0.0 {
        return Ok(logits.argmax(D::Minus1)?.to_scalar::<u32>()?);
    }
    let mut l: Vec<f32> = (logits / opts.temperature)?.to_vec1()?;
    if opts.top_k > 0 && opts.top_k < l.len() {
        // the k-th largest value, as a full sort would place it, in linear time (GPT-2's 50,257
        // logits per token: a sort cost more than the model's forward pass)
        let mut scratch = l.clone();
        let kth = *scratch.select_nth_unstable_by(opts.top_k - 1, |a, b| b.total_cmp(a)).1;
        l.iter_mut().filter(|x| **x < kth).for_each(|x| *x = f32::NEG_INFINITY);
    }
    let max = l.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
    let mut probs: Vec<f64> = l.iter().map(|x| ((x - max) as f64).exp()).collect();
    if opts.top_p < 1.0 {
        nucleus(&mut probs, opts.top_p);
    }
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

/// Zero every weight outside the nucleus: the fewest most likely ids whose weights add up to
/// at least `p` of the total (ties kept in id order; the most likely id always stays).
fn nucleus(weights: &mut [f64], p: f64) {
    let total: f64 = weights.iter().sum();
    // only the ids still in play are ordered (after top-k, a few hundred of 50,257): the zeros
    // would sort last and stay zero
    let mut order: Vec<usize> = (0..weights.len()).filter(|&i| weights[i] != 0.0).collect();
    order.sort_by(|&a, &b| weights[b].total_cmp(&weights[a]).then(a.cmp(&b)));
    let mut kept = 0.0;
    let mut cut = order.len();
    for (rank, &i) in order.iter().enumerate() {
        kept += weights[i];
        if kept >= p * total {
            cut = rank + 1;
            break;
        }
    }
    for &i in &order[cut..] {
        weights[i] = 0.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nucleus_keeps_the_fewest_most_likely_ids_reaching_p() {
        let mut w = vec![0.1, 0.4, 0.2, 0.3];
        nucleus(&mut w, 0.6); // 0.4 + 0.3 = 0.7 >= 0.6
        assert_eq!(w, vec![0.0, 0.4, 0.0, 0.3]);
        let mut w = vec![0.1, 0.4, 0.2, 0.3];
        nucleus(&mut w, 1e-9); // the most likely id always stays
        assert_eq!(w, vec![0.0, 0.4, 0.0, 0.0]);
        let mut w = vec![0.25; 4];
        nucleus(&mut w, 0.5); // ties: the lower ids first
        assert_eq!(w, vec![0.25, 0.25, 0.0, 0.0]);
        let mut w = vec![0.1, 0.4, 0.2, 0.3];
        nucleus(&mut w, 1.0);
        assert_eq!(w, vec![0.1, 0.4, 0.2, 0.3]);
    }
}
