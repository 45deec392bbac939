//! Decoding with a KV cache, one new position per sequence per step: the loop `sample` and
//! `bench-kernel --op decode` share (docs/DESIGN.md §7, "Decoding"). On CUDA, when the model's
//! shape and precision allow it, a step is one replay of the decode chain's CUDA graph
//! (`ops::DecodeChain`: a static KV cache, about seven kernels per layer, no host work between
//! them); otherwise it is `Gpt::forward_cached` through the model's ops, and on CUDA the run says
//! once why. The chain rounds where the model's cached forward pass rounds, so the two paths give
//! the same logits up to the order of fp32 sums (tests/gpu compares them).

use candle_core::{DType, Tensor};

use super::{Ctx, Gpt, KvCache};
use crate::error::{Error, Result};
use crate::ops;
use crate::precision::{Op, PrecisionPolicy, WeightCache};

/// Which way to decode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DecodePath {
    /// The CUDA graph where it can run, the model's ops elsewhere.
    Auto,
    /// The model's ops (`Gpt::forward_cached`) everywhere: the reference, and the "before" row.
    Ops,
}

/// A batch of sequences being decoded together, each with its own cache.
pub struct Decoder<'a> {
    rows: usize,
    len: usize,
    block_size: usize,
    n_tokens: usize,
    engine: Engine<'a>,
}

enum Engine<'a> {
    Ops {
        model: &'a Gpt,
        ctx: Ctx<'a>,
        cache: KvCache,
        /// The last fed position's logits, (rows, V).
        last: Option<Tensor>,
    },
    #[cfg(feature = "cuda")]
    Graph {
        chain: Box<ops::DecodeChain>,
        /// The ids the device picked after the last step (`greedy`), still in its input buffer.
        picked: Option<Vec<u32>>,
    },
}

impl Gpt {
    /// A decoder for `rows` sequences with this model's `weights` under `policy`; `n_tokens`
    /// bounds the ids a greedy pick chooses among (the tokenizer's; the vocabulary may be
    /// padded above it).
    pub fn decoder<'a>(
        &'a self,
        policy: &'a PrecisionPolicy,
        weights: &'a WeightCache,
        rows: usize,
        n_tokens: usize,
        path: DecodePath,
    ) -> Result<Decoder<'a>> {
        if rows == 0 {
            return Err(Error::Usage("decoding 0 sequences: use 1 or more".into()));
        }
        let ops_engine = || Engine::Ops {
            model: self,
            ctx: Ctx::plain(policy, weights),
            cache: KvCache::new(self),
            last: None,
        };
        let engine = match path {
            DecodePath::Ops => ops_engine(),
            DecodePath::Auto => match self.graph_engine(policy, weights, rows, n_tokens)? {
                Some(engine) => engine,
                None => ops_engine(),
            },
        };
        Ok(Decoder {
            rows,
            len: 0,
            block_size: self.cfg.block_size,
            n_tokens: n_tokens.min(self.vocab_size),
            engine,
        })
    }

    /// The graph engine, or None (with one notice on CUDA saying why) where it cannot run.
    fn graph_engine<'a>(
        &self,
        policy: &PrecisionPolicy,
        weights: &WeightCache,
        rows: usize,
        n_tokens: usize,
    ) -> Result<Option<Engine<'a>>> {
        let device = self.wte.device();
        if !device.is_cuda() {
            return Ok(None);
        }
        let model = self.decode_model(weights, n_tokens)?;
        let why = if policy.dtype(Op::Embedding) != DType::F32 || policy.dtype(Op::Residual) != DType::F32 {
            Some("the residual stream is not fp32".to_string())
        } else if !policy.cfg.fp32_layernorm {
            Some("precision.fp32_layernorm = false".into())
        } else if !policy.cfg.fp32_softmax {
            Some("precision.fp32_softmax = false".into())
        } else {
            ops::decode_unsupported(&model, device)
        };
        if let Some(why) = why {
            crate::notice::once("decode-ops", || {
                format!("decoding runs through the model's ops, a few hundred launches per token (slower): {why}")
            });
            return Ok(None);
        }
        #[cfg(feature = "cuda")]
        return Ok(Some(Engine::Graph {
            chain: Box::new(ops::DecodeChain::new(model, rows, true)?),
            picked: None,
        }));
        #[cfg(not(feature = "cuda"))]
        {
            let _ = (model, rows);
            Ok(None)
        }
    }

    /// This model's tensors as the decode chain reads them.
    fn decode_model(&self, w: &WeightCache, n_tokens: usize) -> Result<ops::DecodeModel> {
        Ok(ops::DecodeModel {
            wte: w.master(&self.wte)?,
            wpe: w.master(&self.wpe)?,
            layers: self.blocks.iter().map(|b| b.decode_layer(w)).collect::<Result<_>>()?,
            ln_f: (w.master(&self.ln_f.0)?, w.master(&self.ln_f.1)?),
            head: w.get(&self.wte)?.clone(),
            n_head: self.cfg.n_head,
            n_tokens,
            eps: super::LN_EPS,
        })
    }
}

impl Decoder<'_> {
    /// Positions held per sequence (the next one's index).
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Positions a sequence can hold (the model's block_size).
    pub fn capacity(&self) -> usize {
        self.block_size
    }

    /// Whether steps replay the CUDA graph (false: the model's ops).
    pub fn is_graph(&self) -> bool {
        !matches!(self.engine, Engine::Ops { .. })
    }

    /// Forget every position: the next `feed` starts each sequence afresh.
    pub fn reset(&mut self) {
        self.len = 0;
        match &mut self.engine {
            Engine::Ops { model, cache, last, .. } => {
                *cache = KvCache::new(model);
                *last = None;
            }
            #[cfg(feature = "cuda")]
            Engine::Graph { picked, .. } => *picked = None,
        }
    }

    /// Append `tokens[r]` to sequence r, the same number for every row (at least one); the
    /// next logits are those after each row's last token.
    pub fn feed(&mut self, tokens: &[Vec<u32>]) -> Result<()> {
        let t = tokens.first().map_or(0, Vec::len);
        if tokens.len() != self.rows || t == 0 || tokens.iter().any(|r| r.len() != t) {
            return Err(usage(format!(
                "decoder: feed one or more tokens for each of the {} sequences, the same number each",
                self.rows
            )));
        }
        if self.len + t > self.block_size {
            return Err(usage(format!(
                "decoder: {} + {t} positions exceed model.block_size = {}",
                self.len, self.block_size
            )));
        }
        match &mut self.engine {
            Engine::Ops {
                model,
                ctx,
                cache,
                last,
            } => {
                let flat: Vec<u32> = tokens.concat();
                let idx = Tensor::from_vec(flat, (self.rows, t), model.wte.device())?;
                let logits = model.forward_cached(&idx, ctx, cache)?; // (rows, t, V)
                *last = Some(logits.narrow(1, t - 1, 1)?.squeeze(1)?);
            }
            #[cfg(feature = "cuda")]
            Engine::Graph { chain, picked } => {
                let held = t == 1
                    && chain.holds_picks()
                    && picked
                        .as_ref()
                        .is_some_and(|p| tokens.iter().zip(p).all(|(r, &id)| r[0] == id));
                if held {
                    chain.step_greedy()?; // the device already holds these ids and positions
                } else if t == 1 {
                    chain.step(&tokens.iter().map(|r| r[0]).collect::<Vec<_>>(), self.len)?;
                } else {
                    chain.prefill(tokens, self.len)?; // a prompt, or the window's slide
                }
                *picked = None;
            }
        }
        self.len += t;
        Ok(())
    }

    /// Each row's logits for its next token (the tokenizer's ids only), in f32.
    pub fn logits(&self) -> Result<Vec<Vec<f32>>> {
        let n = self.n_tokens;
        match &self.engine {
            Engine::Ops { last, .. } => {
                let last = last.as_ref().ok_or_else(|| usage("decoder: no token fed yet".into()))?;
                Ok(last.narrow(1, 0, n)?.to_dtype(DType::F32)?.to_vec2()?)
            }
            #[cfg(feature = "cuda")]
            Engine::Graph { chain, .. } => {
                let all = chain.logits()?;
                let v = all.len() / self.rows;
                Ok(all.chunks_exact(v).map(|row| row[..n].to_vec()).collect())
            }
        }
    }

    /// Each row's most likely next id (the first of equal maxima; NaN never wins). With the
    /// graph, picked on the device, and feeding exactly these ids next writes nothing.
    pub fn greedy(&mut self) -> Result<Vec<u32>> {
        if self.len == 0 {
            return Err(usage("decoder: no token fed yet".into()));
        }
        match &mut self.engine {
            Engine::Ops { .. } => Ok(self.logits()?.iter().map(|row| argmax(row)).collect()),
            #[cfg(feature = "cuda")]
            Engine::Graph { chain, picked } => {
                let ids = chain.picked()?;
                *picked = Some(ids.clone());
                Ok(ids)
            }
        }
    }
}

/// The index of the first largest value (0 if none is larger than -inf).
pub fn argmax(row: &[f32]) -> u32 {
    let mut best = (0, f32::NEG_INFINITY);
    for (i, &v) in row.iter().enumerate() {
        if v > best.1 {
            best = (i, v);
        }
    }
    best.0 as u32
}

fn usage(text: String) -> Error {
    Error::Usage(text)
}
