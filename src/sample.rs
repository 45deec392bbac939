//! Text generation from a checkpoint: temperature, top-k, top-p (nucleus), a seeded stream per
//! sample, several samples as one batch, the text handed on as it is made. Builds the model from
//! the checkpoint's own config and tokenizer (the prompt is encoded and the output decoded with
//! it); never sees the training state.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

use candle_core::{DType, Device};
use rand::Rng;

use crate::ckpt::Checkpoint;
use crate::config::ModelConfig;
use crate::error::{Error, Result};
use crate::model::{argmax, DecodePath, Gpt};
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
    /// How to decode: the CUDA graph where it runs (`Auto`), or the model's ops.
    pub path: DecodePath,
    /// Set (by a SIGINT) to end generation at the next token: what was made so far is returned
    /// (`Generation::stopped`) rather than lost.
    pub stop: Option<Arc<AtomicBool>>,
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
    /// Ended early by `SampleOptions::stop`.
    pub stopped: bool,
}

impl Generation {
    /// New tokens per second over all samples.
    pub fn tokens_per_s(&self) -> f64 {
        self.tokens as f64 / self.seconds.max(1e-9)
    }
}

/// About the most bytes one sample of `generate` holds at once on `model`'s shape: its KV cache
/// (every layer's keys and values over a block, in fp32, twice: a step's concatenation copies
/// it), a cache rebuild's activations (half a block through a layer's widest tensors and its
/// attention scores), its logits (on the device, on the host, and the weights `pick` sorts) and
/// its `tokens` new tokens with their text. An upper bound for refusing counts that cannot fit.
pub fn bytes_per_sample(model: &ModelConfig, vocab: usize, tokens: usize) -> f64 {
    let (l, d, t, h) = (
        model.n_layer as f64,
        model.d_model as f64,
        model.block_size as f64,
        model.n_head as f64,
    );
    let cache = l * 2.0 * t * d * 4.0 * 2.0;
    let rebuild = (t / 2.0) * (16.0 * d + h * t) * 4.0;
    let logits = vocab as f64 * 4.0 * 3.0;
    let text = tokens as f64 * 16.0 + t * 4.0 + 512.0;
    cache + rebuild + logits + text
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
            "--temperature {} is not allowed; use a finite number >= 0 (0 is greedy)",
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
    // A temperature whose inverse overflows f32 would divide the logits into ±inf, and their
    // softmax into NaN: what such a temperature tends to is the greedy pick, taken as such
    // (`pick` does the same where only the products overflow).
    let greedy = opts.temperature == 0.0 || !((1.0 / opts.temperature) as f32).is_finite();
    if greedy && opts.temperature > 0.0 {
        note_greedy(opts.temperature);
    }
    let cfg = &ckpt.config;
    let tokenizer = &ckpt.tokenizer;
    let model = Gpt::blank(&cfg.model, tokenizer.vocab_size(), DType::F32, device)?;
    ckpt.restore(model.params().named(), None)?; // every parameter, checked by name and shape
    let policy = PrecisionPolicy::new(&cfg.precision);
    let weights = policy.cast_masters_for_inference(&model.params().vars())?;
    let mut ids = tokenizer.encode(&opts.prompt).map_err(|e| {
        Error::Usage(format!(
            "--prompt: {e} of {}: a character-level run knows only the {} characters of its corpus; \
                 write the prompt with those (a run with data.tokenizer = \"gpt2\" takes any text)",
            ckpt.path.display(),
            tokenizer.vocab_size()
        ))
    })?;
    if ids.is_empty() {
        // A newline for char (id 0 without one), <|endoftext|> for GPT-2: a document start.
        ids.push(tokenizer.start_id());
    }
    let n = opts.num_samples;
    // Only ids that stand for text are sampled: GPT-2's padding rows (50257..50304) never are.
    let mut decoder = model.decoder(&policy, &weights, n, tokenizer.n_tokens(), opts.path)?;
    let mut rngs: Vec<_> = (0..n as u64)
        .map(|i| keyed_rng(&[opts.seed.wrapping_add(i), stream::SAMPLE]))
        .collect();
    // grown as tokens come: `--tokens` may ask for more than memory holds up front
    let mut outs: Vec<Vec<u32>> = vec![Vec::with_capacity(opts.tokens.min(1 << 16)); n];
    let block = decoder.capacity();
    if ids.len() > block {
        crate::notice::once("prompt past the block", || {
            format!(
                "--prompt is {} tokens, more than the model's block_size {block}: it reads the last {block}",
                ids.len()
            )
        });
    }
    // Each new token runs one position per sample through the model. When the cache is full,
    // it is rebuilt from the newest half block (positions are learned only up to block_size),
    // so generation costs O(T) per token on average.
    let mut pending: Vec<Vec<u32>> = vec![ids[ids.len().saturating_sub(block)..].to_vec(); n];
    let mut streamed = 0; // sample 0's tokens already handed to on_text
    let start = Instant::now();
    let mut stopped = false;
    for _ in 0..opts.tokens {
        if opts.stop.as_ref().is_some_and(|s| s.load(Ordering::SeqCst)) {
            stopped = true;
            break;
        }
        if decoder.len() + pending[0].len() > block {
            decoder.reset();
            let keep = (block / 2).max(1);
            pending = outs
                .iter()
                .map(|out| {
                    let all: Vec<u32> = ids.iter().chain(out).copied().collect();
                    all[all.len() - keep.min(all.len())..].to_vec()
                })
                .collect();
        }
        decoder.feed(&pending)?;
        let next: Vec<u32> = if greedy {
            decoder.greedy()?
        } else {
            let logits = decoder.logits()?; // (N, V) without the padding
            logits
                .iter()
                .zip(&mut rngs)
                .map(|(l, rng)| pick(l, opts, rng))
                .collect::<Option<Vec<u32>>>()
                .ok_or_else(|| {
                    Error::Diverged(format!(
                        "the model's logits after {} new tokens are not finite (NaN or inf): {} computes no distribution to sample from",
                        outs[0].len(),
                        ckpt.path.display()
                    ))
                })?
        };
        for ((out, p), id) in outs.iter_mut().zip(&mut pending).zip(next) {
            out.push(id);
            *p = vec![id];
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
        tokens: n * outs[0].len(),
        ids: outs,
        seconds,
        stopped,
    })
}

/// Said once: a temperature so small that the logits divided by it overflow f32 samples greedily.
fn note_greedy(temperature: f64) {
    crate::notice::once("greedy temperature", || {
        format!(
            "--temperature {temperature:e} is too small to divide f32 logits by; sampling greedily, as --temperature 0"
        )
    });
}

/// Choose the next id from logits (V) at a temperature above 0: top-k, then top-p, then
/// softmax sampling. Only the ids in play are weighed: the k most likely after top-k (GPT-2's
/// 50,257 logits per token, 200 in play by default), each the weight the whole vector would
/// give it, in id order, so the draw is the one the whole vector gives (an id outside top-k has
/// weight 0, which changes neither a sum nor the walk below). None when the logits give no
/// distribution (a NaN, or +inf, among those in play): no id is made up.
fn pick(logits: &[f32], opts: &SampleOptions, rng: &mut impl Rng) -> Option<u32> {
    if logits.iter().any(|x| !x.is_finite()) {
        return None;
    }
    let inv = (1.0 / opts.temperature) as f32; // x · (1/t), as candle's `tensor / t` computes it
    let l: Vec<f32> = logits.iter().map(|x| x * inv).collect();
    if l.iter().any(|x| x.is_infinite()) {
        note_greedy(opts.temperature); // what so small a temperature tends to
        return Some(argmax(logits));
    }
    let kept: Vec<u32> = if opts.top_k > 0 && opts.top_k < l.len() {
        let kth = kth_largest(&l, opts.top_k);
        (0..l.len() as u32)
            .filter(|&i| l[i as usize].partial_cmp(&kth) != Some(std::cmp::Ordering::Less)) // NaN stays
            .collect()
    } else {
        (0..l.len() as u32).collect()
    };
    let max = kept.iter().map(|&i| l[i as usize]).fold(f32::NEG_INFINITY, f32::max);
    let mut probs: Vec<f64> = kept.iter().map(|&i| ((l[i as usize] - max) as f64).exp()).collect();
    if opts.top_p < 1.0 {
        nucleus(&mut probs, opts.top_p); // `kept` is in id order: ties stay in id order
    }
    let total: f64 = probs.iter().sum();
    if !(total.is_finite() && total > 0.0) {
        return None;
    }
    let mut u = rng.random::<f64>() * total;
    for (&i, p) in kept.iter().zip(&probs) {
        u -= p;
        if u <= 0.0 && *p > 0.0 {
            return Some(i);
        }
    }
    kept.iter().zip(&probs).rev().find(|(_, p)| **p > 0.0).map(|(&i, _)| i)
}

/// The k-th largest of `values` (1 <= k <= len) in `f32::total_cmp`'s order, as a full sort
/// would place it: one pass with the k largest so far in a min-heap, where most values cost one
/// integer comparison with its top (a sort, or even a selection, of GPT-2's 50,257 logits per
/// token cost more than the model's forward pass).
fn kth_largest(values: &[f32], k: usize) -> f32 {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    // total_cmp's own key: the bits as i32, the magnitude bits flipped for negative values (an
    // involution, so it also maps a key back)
    let key = |bits: i32| bits ^ ((((bits >> 31) as u32) >> 1) as i32);
    let mut heap: BinaryHeap<Reverse<i32>> = values[..k].iter().map(|v| Reverse(key(v.to_bits() as i32))).collect();
    let mut floor = heap.peek().expect("invariant: k >= 1").0;
    for v in &values[k..] {
        let kv = key(v.to_bits() as i32);
        if kv > floor {
            heap.pop();
            heap.push(Reverse(kv));
            floor = heap.peek().expect("invariant: k >= 1").0;
        }
    }
    f32::from_bits(key(floor) as u32)
}

/// Zero every weight outside the nucleus: the fewest most likely ids whose weights add up to
/// at least `p` of the total (ties kept in id order; the most likely id always stays).
fn nucleus(weights: &mut [f64], p: f64) {
    let total: f64 = weights.iter().sum();
    // only the ids with weight are ordered: the zeros would sort last and stay zero
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
    fn kth_largest_is_the_sorted_kth() {
        let mut rng = keyed_rng(&[2]);
        for len in [1, 2, 7, 300] {
            let mut v: Vec<f32> = (0..len).map(|_| (rng.random::<f32>() * 8.0).round()).collect(); // ties
            v.extend([f32::NEG_INFINITY, -0.0, 0.0]);
            let mut sorted = v.clone();
            sorted.sort_by(|a, b| b.total_cmp(a));
            for k in 1..=v.len() {
                assert_eq!(kth_largest(&v, k), sorted[k - 1], "len {len} k {k}");
            }
        }
    }

    fn opts(temperature: f64) -> SampleOptions {
        SampleOptions {
            prompt: String::new(),
            tokens: 1,
            temperature,
            top_k: 0,
            top_p: 1.0,
            num_samples: 1,
            seed: 0,
            path: DecodePath::Ops,
            stop: None,
        }
    }

    /// A temperature whose products with the logits overflow f32 picks the most likely id (the
    /// softmax of ±inf was NaN, and the walk then fell through to id 0); logits that are not
    /// finite give no id at all, whatever the temperature.
    #[test]
    fn pick_is_greedy_where_the_temperature_overflows_and_refuses_non_finite_logits() {
        let logits = [-2.0f32, 0.5, 5.0, 3.0, 5.0];
        let mut rng = keyed_rng(&[3]);
        for t in [1e-38, 1e-30] {
            // 1e-38: 5 / t overflows; 1e-30: it does not, and the softmax is one-hot already
            assert_eq!(pick(&logits, &opts(t), &mut rng), Some(2), "temperature {t}");
        }
        assert_eq!(pick(&logits, &opts(1.0), &mut rng).map(|i| i < 5), Some(true));
        for bad in [f32::NAN, f32::INFINITY, f32::NEG_INFINITY] {
            let mut l = logits;
            l[0] = bad;
            for t in [1.0, 1e-38] {
                assert_eq!(pick(&l, &opts(t), &mut rng), None, "{bad} at temperature {t}");
            }
        }
    }

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
