//! The GPT (docs/DESIGN.md §4): token + position embeddings, N pre-norm blocks, final LayerNorm, LM head
//! tied to wte. Parameters are fp32 `Var` masters named as in the GPT-2/nanoGPT state dict.
//! Must not cast on its own: every dtype comes from the PrecisionPolicy.
//!
//! Dimension letters: B batch, T time, C = d_model, H heads, D = C/H, V vocab.

mod block;
mod checkpoint;
mod decode;
mod params;

use std::sync::Arc;

use candle_core::{DType, Device, Tensor, Var};

use crate::config::ModelConfig;
use crate::error::Result;
use crate::fp8::Fp8Layers;
use crate::ops;
use crate::optim::GradSink;
use crate::precision::{Op, PrecisionPolicy, WeightCache};
use crate::rng::{keyed_rng, stream};

use block::{Block, LayerCache};
pub use decode::{argmax, DecodePath, Decoder};
pub use params::{Init, ParamSet};

/// LayerNorm epsilon, PyTorch's default.
const LN_EPS: f64 = 1e-5;

/// Where this forward's dropout masks come from: (seed, step, micro-batch) keys a stream.
#[derive(Debug, Clone, Copy)]
pub struct DropoutKey {
    pub seed: u64,
    pub step: u64,
    pub micro: u64,
}

/// Everything one forward needs besides the input: the policy, this step's compute copies of
/// the masters, the dropout key (None: evaluation, no dropout), and, for a training forward under
/// activation checkpointing, where the checkpointed blocks' backward hands its gradients.
pub struct Ctx<'a> {
    pub policy: &'a PrecisionPolicy,
    pub weights: &'a WeightCache,
    pub dropout: Option<DropoutKey>,
    pub checkpoint: Option<Arc<dyn GradSink>>,
    /// Training: the token embedding's gradient leaves the graph as rows (`ops::embed`), so that
    /// the tied `wte`'s gradient in the graph is the LM head's alone, complete at the start of
    /// the backward pass; the trainer adds the rows' part (`ops::token_grad`) afterwards.
    pub token_rows: Option<Arc<dyn ops::TokenRows>>,
    /// Training under `precision.matmul = "fp8"`: the blocks' linear layers run their GEMMs in
    /// FP8 with these scales (evaluation and sampling: None, the compute dtype's GEMMs).
    pub fp8: Option<Fp8Layers>,
    /// Training: the dloss the step's backward seeds the loss with (this micro-batch's share of
    /// the job's mean, when no loss scale can change it between the forward and the backward),
    /// so that the loss computes its gradient in the forward's pass (`ops::cross_entropy_seeded`).
    pub loss_seed: Option<f32>,
}

impl<'a> Ctx<'a> {
    /// A forward pass outside training: no dropout, no activation checkpointing, the token
    /// embedding's gradient (if any) left in the graph.
    pub fn plain(policy: &'a PrecisionPolicy, weights: &'a WeightCache) -> Self {
        Ctx {
            policy,
            weights,
            dropout: None,
            checkpoint: None,
            token_rows: None,
            fp8: None,
            loss_seed: None,
        }
    }

    /// The dropout mask of `site` with probability `p`, its hash seed drawn from (seed, step,
    /// micro-batch, site): None outside training or at p = 0. The ops apply it inside their own
    /// kernels, on the CPU and on CUDA alike, so nothing is reseeded and no mask is stored.
    fn dropout_at(&self, p: f64, site: u64) -> Option<ops::Dropout> {
        use rand::Rng;
        let key = self.dropout.filter(|_| p > 0.0)?;
        let mut rng = keyed_rng(&[key.seed, stream::DROPOUT, key.step, key.micro, site]);
        Some(ops::Dropout { p, seed: rng.random() })
    }
}

pub struct Gpt {
    pub cfg: ModelConfig,
    pub vocab_size: usize,
    wte: Var, // (V, C): token embedding, also the LM head
    wpe: Var, // (block_size, C)
    blocks: Vec<Block>,
    ln_f: (Var, Var),
    params: ParamSet,
}

impl Gpt {
    /// A freshly initialised model (GPT-2 init from the keyed stream of `seed`), masters in
    /// `dtype` (fp32 for training; fp64 for gradient checks).
    pub fn new(cfg: &ModelConfig, vocab_size: usize, seed: u64, dtype: DType, device: &Device) -> Result<Self> {
        Self::build(cfg, vocab_size, ParamSet::new(seed, dtype, device.clone()))
    }

    /// The same model with every parameter zero, for a checkpoint to fill (`Checkpoint::restore`):
    /// what sampling and evaluation need, without drawing the initialisation first.
    pub fn blank(cfg: &ModelConfig, vocab_size: usize, dtype: DType, device: &Device) -> Result<Self> {
        Self::build(cfg, vocab_size, ParamSet::blank(dtype, device.clone()))
    }

    fn build(cfg: &ModelConfig, vocab_size: usize, mut ps: ParamSet) -> Result<Self> {
        let c = cfg.d_model;
        // GPT-2: residual projections are scaled so the stream's variance doesn't grow with depth.
        let proj_std = 0.02 / ((2 * cfg.n_layer) as f64).sqrt();
        let wte = ps.param("transformer.wte.weight", (vocab_size, c), Init::Normal(0.02))?;
        let wpe = ps.param("transformer.wpe.weight", (cfg.block_size, c), Init::Normal(0.02))?;
        let blocks = (0..cfg.n_layer)
            .map(|i| Block::new(&mut ps, &format!("transformer.h.{i}"), cfg, proj_std))
            .collect::<Result<Vec<_>>>()?;
        let ln_f = (
            ps.param("transformer.ln_f.weight", c, Init::Ones)?,
            ps.param("transformer.ln_f.bias", c, Init::Zeros)?,
        );
        Ok(Self {
            cfg: cfg.clone(),
            vocab_size,
            wte,
            wpe,
            blocks,
            ln_f,
            params: ps,
        })
    }

    /// The named masters in a fixed order (the checkpoint's and the optimizer's order).
    pub fn params(&self) -> &ParamSet {
        &self.params
    }

    /// The blocks' linear layers' weights with their names: what `precision.matmul = "fp8"`
    /// runs in FP8; with `lm_head`, the token embedding too, which the LM head is tied to
    /// (`precision.fp8_lm_head`; the embedding's lookup reads the fp32 master either way).
    pub fn fp8_layers(&self, lm_head: bool) -> Vec<(String, Var)> {
        let name = |v: &Var| {
            let named = self.params.named().iter().find(|(_, p)| p.id() == v.id());
            named
                .map(|(n, _)| n.clone())
                .expect("invariant: every block weight is a named parameter")
        };
        let weights = self.blocks.iter().flat_map(|b| b.linear_weights());
        let head = lm_head.then_some(&self.wte);
        weights.chain(head).map(|w| (name(w), w.clone())).collect()
    }

    /// The position of the token embedding (tied to the LM head) in `params()`'s order.
    pub fn token_embedding_index(&self) -> usize {
        self.index_of(&self.wte)
    }

    /// The positions in `params()`'s order of each block's attention output projection weight.
    /// The backward pass completes its gradient right before the block's attention kernels,
    /// which a concurrent collective slows down much less than matmuls (docs/DISTRIBUTED.md):
    /// where data parallelism starts its buckets.
    pub fn attention_backward_points(&self) -> Vec<usize> {
        self.blocks
            .iter()
            .map(|b| self.index_of(b.attention_output_weight()))
            .collect()
    }

    fn index_of(&self, var: &Var) -> usize {
        let id = var.as_tensor().id();
        self.params
            .vars()
            .iter()
            .position(|v| v.as_tensor().id() == id)
            .expect("invariant: a model's master is a parameter")
    }

    /// Logits (B, T, V) in the compute dtype for token ids `idx` (B, T).
    pub fn forward(&self, idx: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.forward_from(idx, ctx, None)
    }

    /// Logits (B, T, V) for `idx` (B, T) continuing the sequence held in `cache`, which gains
    /// their keys and values: each decoded token costs O(T), not a whole forward.
    pub fn forward_cached(&self, idx: &Tensor, ctx: &Ctx, cache: &mut KvCache) -> Result<Tensor> {
        self.forward_from(idx, ctx, Some(cache))
    }

    fn forward_from(&self, idx: &Tensor, ctx: &Ctx, cache: Option<&mut KvCache>) -> Result<Tensor> {
        let (b, t) = idx.dims2()?;
        let xs = self.hidden(idx, ctx, cache)?; // (B·T, C)
        Ok(self.head(&xs, ctx)?.reshape((b, t, self.vocab_size))?)
    }

    /// The final LayerNorm's output (B·T, C) in the compute dtype for `idx` (B, T): the
    /// embeddings and the blocks, what the LM head reads.
    fn hidden(&self, idx: &Tensor, ctx: &Ctx, mut cache: Option<&mut KvCache>) -> Result<Tensor> {
        let (b, t) = idx.dims2()?;
        let start = cache.as_ref().map_or(0, |c| c.len);
        if start + t > self.cfg.block_size {
            let msg = format!(
                "sequence of {} tokens exceeds model.block_size = {}",
                start + t,
                self.cfg.block_size
            );
            return Err(candle_core::Error::Msg(msg).into());
        }
        let c = self.cfg.d_model;
        let p = ctx.policy;
        // Embeddings are lookups into the fp32 masters, summed and dropped out in one op: the
        // residual stream starts in fp32 and the dropout does not round it.
        let wte = p.cast(Op::Embedding, &ctx.weights.master(&self.wte)?)?;
        let pos = p
            .cast(Op::Embedding, &ctx.weights.master(&self.wpe)?)?
            .narrow(0, start, t)?; // (T, C)
        let rows = ctx.token_rows.clone().filter(|_| cache.is_none());
        let xs = ops::embed(&wte, &pos, idx, ctx.dropout_at(self.cfg.dropout, 0), rows)?; // (B, T, C)
        let xs = p.cast(Op::Residual, &xs)?;
        // Under activation checkpointing (training only) the blocks run without a graph first.
        let checkpoint = match (&ctx.checkpoint, &cache) {
            (Some(sink), None) if !ctx.weights.inference() => Some((sink, ctx.weights.detached())),
            _ => None,
        };
        let mut xs = ops::Added {
            stream: xs,
            normed: None,
        };
        for (i, block) in self.blocks.iter().enumerate() {
            let site = 1 + 2 * i as u64;
            // (B, T, C), residual dtype; a block's last residual add computes the LayerNorm after
            // it where it can (`Block::forward_added`)
            let next = self.blocks.get(i + 1).map_or(&self.ln_f, |b| b.first_norm());
            xs = match &checkpoint {
                Some((sink, nograd)) => {
                    let ys = block.forward_checkpointed(
                        &xs.stream,
                        ctx,
                        nograd,
                        (self.cfg.dropout, site),
                        Arc::clone(sink),
                    )?;
                    ops::Added {
                        stream: ys,
                        normed: None,
                    }
                }
                None => {
                    let layer = cache.as_deref_mut().map(|c| &mut c.layers[i]);
                    block.forward_added(xs, ctx, (self.cfg.dropout, site), layer, Some(next))?
                }
            };
        }
        if let Some(c) = cache {
            c.len += t;
        }
        let xs = norm_after(&xs, &self.ln_f, ctx)?; // (B, T, C), compute dtype
        Ok(xs.reshape((b * t, c))?)
    }

    /// The LM head's FP8 site where it runs in FP8 at `rows` rows: `precision.fp8_lm_head` and
    /// every dim a multiple of 16 (said once where the dims keep it in the compute dtype).
    fn fp8_head(&self, ctx: &Ctx, rows: usize) -> Option<ops::Fp8Site> {
        let site = ctx.fp8.as_ref().and_then(|f| f.site(&self.wte))?;
        if ops::fp8_shape_ok(rows, self.vocab_size, self.cfg.d_model) {
            return Some(site);
        }
        crate::notice::once("fp8-lm-head", || {
            format!(
                "precision.fp8_lm_head: the LM head stays in the compute dtype this call: {rows} rows x vocabulary {} are not multiples of 16 (FP8 GEMMs need it)",
                self.vocab_size
            )
        });
        None
    }

    /// Logits (B·T, V) in the compute dtype from the final LayerNorm's output `xs` (B·T, C):
    /// the LM head tied to wte, through the compute-dtype copy of the master or FP8 casts of the
    /// master under precision.fp8_lm_head.
    fn head(&self, xs: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let p = ctx.policy;
        Ok(match self.fp8_head(ctx, xs.dim(0)?) {
            Some(site) => ops::fp8_linear(&p.cast(Op::Matmul, xs)?, &ctx.weights.master(&self.wte)?, &site)?,
            None => {
                let w = ctx.weights.get(&self.wte)?; // (V, C)
                ops::linear(xs, w, &ctx.weights.master(&self.wte)?)? // (B·T, V)
            }
        })
    }

    /// Mean cross-entropy of predicting `targets` (B, T) from `idx` (B, T); a scalar in the
    /// wide dtype (fp32), computed in the loss island's dtype.
    pub fn loss(&self, idx: &Tensor, targets: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.loss_sum(idx, targets, ctx, 1)
    }

    /// One forward over `groups` batches stacked along the batch axis (`idx`, `targets`:
    /// (G·B, T)), returning the sum of each batch's mean cross-entropy: what G calls of `loss`
    /// give, with one pass through the model (evaluation).
    pub fn loss_sum(&self, idx: &Tensor, targets: &Tensor, ctx: &Ctx, groups: usize) -> Result<Tensor> {
        let (b, t) = idx.dims2()?;
        let p = ctx.policy;
        if groups == 1 && is_wide(p.dtype(Op::Loss)) {
            if let Some(site) = self.fp8_head(ctx, b * t) {
                // The FP8 head and its loss in one op: dlogits is cast to E5M2 as the
                // cross-entropy's backward computes it (ops::fp8_lm_head_loss).
                let xs = p.cast(Op::Matmul, &self.hidden(idx, ctx, None)?)?; // (B·T, C)
                p.record(Op::Loss, &xs);
                let w = ctx.weights.master(&self.wte)?;
                let loss = ops::fp8_lm_head_loss(&xs, &w, &targets.flatten_all()?, &site)?;
                return p.cast_output(Op::Loss, &loss);
            }
        }
        let logits = self.forward(idx, ctx)?; // (G·B, T, V)
        let (b, t, v) = logits.dims3()?;
        if groups == 0 || b % groups != 0 {
            let msg = format!("loss_sum: {b} rows do not split into {groups} equal batches");
            return Err(candle_core::Error::Msg(msg).into());
        }
        let logits = logits.reshape((b * t, v))?; // (G·B·T, V), compute dtype
        let targets = targets.flatten_all()?;
        let rows = b * t / groups;
        let mut sum: Option<Tensor> = None;
        for g in 0..groups {
            let loss = self.mean_xent(
                &logits.narrow(0, g * rows, rows)?,
                &targets.narrow(0, g * rows, rows)?,
                ctx,
            )?;
            sum = Some(match sum {
                None => loss,
                Some(s) => (s + loss)?,
            });
        }
        Ok(sum.expect("invariant: groups >= 1"))
    }

    /// Mean cross-entropy of `logits` (N, V) against `targets` (N) in the loss island.
    fn mean_xent(&self, logits: &Tensor, targets: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let p = ctx.policy;
        let loss = if is_wide(p.dtype(Op::Loss)) {
            // The island lives in the fused op: fp32 log-sum-exp and mean over compute-dtype logits.
            p.record(Op::Loss, logits);
            match ctx.loss_seed {
                Some(seed) => ops::cross_entropy_seeded(logits, targets, seed)?,
                None => ops::cross_entropy(logits, targets)?,
            }
        } else {
            if logits.device().is_cuda() {
                crate::notice::once("composed-loss", || {
                    "cross-entropy runs as composed candle ops in the compute dtype (slower): precision.fp32_loss = false"
                        .into()
                });
            }
            ops::cross_entropy_composed(&p.cast(Op::Loss, logits)?, targets)?
        };
        p.cast_output(Op::Loss, &loss)
    }
}

/// Keys and values of the tokens decoded so far, one entry per layer.
pub struct KvCache {
    layers: Vec<LayerCache>,
    /// Tokens held (the position of the next one).
    pub len: usize,
}

impl KvCache {
    pub fn new(model: &Gpt) -> Self {
        Self {
            layers: vec![None; model.blocks.len()],
            len: 0,
        }
    }
}

/// LayerNorm in the policy's LayerNorm dtype, output in the dtype it hands on: the fused op
/// when that dtype is wide (the island, or fp32 compute), the composed ops otherwise (ablation).
fn layer_norm(xs: &Tensor, (gamma, beta): &(Var, Var), ctx: &Ctx) -> Result<Tensor> {
    let p = ctx.policy;
    let (gamma, beta) = (ctx.weights.master(gamma)?, ctx.weights.master(beta)?);
    let xs = p.cast(Op::LayerNorm, xs)?;
    if is_wide(xs.dtype()) {
        return ops::layer_norm(&xs, &gamma, &beta, LN_EPS, p.output_dtype(Op::LayerNorm));
    }
    if xs.device().is_cuda() {
        crate::notice::once("composed-layernorm", || {
            "LayerNorm runs as composed candle ops in the compute dtype (slower): precision.fp32_layernorm = false"
                .into()
        });
    }
    let ys = ops::layer_norm_composed(&xs, &gamma, &beta, LN_EPS)?;
    p.cast_output(Op::LayerNorm, &ys)
}

/// `ln` as the residual add before it may compute it in its own pass (`ops::NextNorm`): where
/// the policy runs it as the fused op (the island) on an f32 stream, the masters f32.
fn next_norm((gamma, beta): &(Var, Var), ctx: &Ctx) -> Result<Option<ops::NextNorm>> {
    let p = ctx.policy;
    let (gamma, beta) = (ctx.weights.master(gamma)?, ctx.weights.master(beta)?);
    let f32s = [
        gamma.dtype(),
        beta.dtype(),
        p.dtype(Op::Residual),
        p.dtype(Op::LayerNorm),
    ];
    if f32s.iter().any(|&d| d != DType::F32) {
        return Ok(None);
    }
    Ok(Some(ops::NextNorm {
        gamma,
        beta,
        eps: LN_EPS,
        out: p.output_dtype(Op::LayerNorm),
    }))
}

/// The LayerNorm `ln` of the stream a residual add handed on: what the add computed in its pass
/// where it did (`next_norm`), else `layer_norm` now. The same values either way.
fn norm_after(xs: &ops::Added, ln: &(Var, Var), ctx: &Ctx) -> Result<Tensor> {
    match &xs.normed {
        Some(ys) => {
            ctx.policy.record(Op::LayerNorm, &xs.stream);
            Ok(ys.clone())
        }
        None => layer_norm(&xs.stream, ln, ctx),
    }
}

/// f32 or f64: a dtype the fused islands compute in.
fn is_wide(d: DType) -> bool {
    matches!(d, DType::F32 | DType::F64)
}
