//! The GPT (SPEC §4): token + position embeddings, N pre-norm blocks, final LayerNorm, LM head
//! tied to wte. Parameters are fp32 `Var` masters named as in the GPT-2/nanoGPT state dict.
//! Must not cast on its own: every dtype comes from the PrecisionPolicy.
//!
//! Dimension letters: B batch, T time, C = d_model, H heads, D = C/H, V vocab.

mod block;
mod params;

use candle_core::{DType, Device, Tensor, Var};

use crate::config::ModelConfig;
use crate::error::Result;
use crate::ops;
use crate::precision::{Op, PrecisionPolicy, WeightCache};
use crate::rng::{keyed_rng, stream};

use block::{Block, LayerCache};
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
/// the masters, and the dropout key (None: evaluation, no dropout).
pub struct Ctx<'a> {
    pub policy: &'a PrecisionPolicy,
    pub weights: &'a WeightCache,
    pub dropout: Option<DropoutKey>,
}

impl Ctx<'_> {
    /// Dropout on attention probabilities with probability `p` at `site`: None outside training.
    fn attn_dropout(&self, p: f64, site: u64) -> Option<ops::AttnDropout> {
        use rand::Rng;
        let key = self.dropout.filter(|_| p > 0.0)?;
        let mut rng = keyed_rng(&[key.seed, stream::DROPOUT, key.step, key.micro, site]);
        Some(ops::AttnDropout { p, seed: rng.random() })
    }

    /// Apply dropout with probability `p` at `site` (a fixed number per dropout location).
    fn dropout(&self, xs: &Tensor, p: f64, site: u64) -> Result<Tensor> {
        let Some(key) = self.dropout.filter(|_| p > 0.0) else {
            return Ok(xs.clone());
        };
        use rand::Rng;
        let mut rng = keyed_rng(&[key.seed, stream::DROPOUT, key.step, key.micro, site]);
        let uniform = if xs.device().is_cuda() {
            // On the GPU the mask is drawn there (curand, reseeded from the key): the same key
            // gives the same mask, without shipping B·T·C host numbers per site.
            xs.device().set_seed(rng.random::<u64>())?;
            Tensor::rand(0f32, 1f32, xs.shape(), xs.device())?
        } else {
            let uniform: Vec<f32> = (0..xs.elem_count()).map(|_| rng.random::<f32>()).collect();
            Tensor::from_vec(uniform, xs.shape(), xs.device())?
        };
        let xs = self.policy.cast(Op::Elementwise, xs)?;
        ops::dropout(&xs, &uniform, p)
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
        let mut ps = ParamSet::new(seed, dtype, device.clone());
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

    /// Logits (B, T, V) in the compute dtype for token ids `idx` (B, T).
    pub fn forward(&self, idx: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.forward_from(idx, ctx, None)
    }

    /// Logits (B, T, V) for `idx` (B, T) continuing the sequence held in `cache`, which gains
    /// their keys and values: each decoded token costs O(T), not a whole forward.
    pub fn forward_cached(&self, idx: &Tensor, ctx: &Ctx, cache: &mut KvCache) -> Result<Tensor> {
        self.forward_from(idx, ctx, Some(cache))
    }

    fn forward_from(&self, idx: &Tensor, ctx: &Ctx, mut cache: Option<&mut KvCache>) -> Result<Tensor> {
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
        // Embeddings are lookups into the fp32 masters: the residual stream starts in fp32.
        let wte = p.cast(Op::Embedding, self.wte.as_tensor())?;
        let tok = ops::embedding(&wte, &idx.flatten_all()?)?.reshape((b, t, c))?; // (B, T, C)
        let pos = p.cast(Op::Embedding, self.wpe.as_tensor())?.narrow(0, start, t)?; // (T, C)
        let xs = tok.broadcast_add(&pos)?;
        let mut xs = p.cast(Op::Residual, &ctx.dropout(&xs, self.cfg.dropout, 0)?)?;
        for (i, block) in self.blocks.iter().enumerate() {
            let layer = cache.as_deref_mut().map(|c| &mut c.layers[i]);
            // (B, T, C), residual dtype
            xs = block.forward(&xs, ctx, self.cfg.dropout, 1 + 2 * i as u64, layer)?;
        }
        if let Some(c) = cache {
            c.len += t;
        }
        let xs = layer_norm(&xs, &self.ln_f, p)?; // (B, T, C), compute dtype

        // LM head tied to wte: the compute-dtype copy of the same master.
        let w = ctx.weights.get(&self.wte); // (V, C)
        let logits = ops::linear(&xs.reshape((b * t, c))?, w, self.wte.as_tensor())?; // (B·T, V)
        Ok(logits.reshape((b, t, self.vocab_size))?)
    }

    /// Mean cross-entropy of predicting `targets` (B, T) from `idx` (B, T); a scalar in the
    /// wide dtype (fp32), computed in the loss island's dtype.
    pub fn loss(&self, idx: &Tensor, targets: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let logits = self.forward(idx, ctx)?; // (B, T, V)
        let (b, t, v) = logits.dims3()?;
        let logits = logits.reshape((b * t, v))?; // (B·T, V), compute dtype
        let p = ctx.policy;
        let loss = if is_wide(p.dtype(Op::Loss)) {
            // The island lives in the fused op: fp32 log-sum-exp and mean over compute-dtype logits.
            p.record(Op::Loss, &logits);
            ops::cross_entropy(&logits, &targets.flatten_all()?)?
        } else {
            ops::cross_entropy_composed(&p.cast(Op::Loss, &logits)?, &targets.flatten_all()?)?
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
fn layer_norm(xs: &Tensor, (gamma, beta): &(Var, Var), p: &PrecisionPolicy) -> Result<Tensor> {
    let xs = p.cast(Op::LayerNorm, xs)?;
    if is_wide(xs.dtype()) {
        return ops::layer_norm(
            &xs,
            gamma.as_tensor(),
            beta.as_tensor(),
            LN_EPS,
            p.output_dtype(Op::LayerNorm),
        );
    }
    let ys = ops::layer_norm_composed(&xs, gamma.as_tensor(), beta.as_tensor(), LN_EPS)?;
    p.cast_output(Op::LayerNorm, &ys)
}

/// f32 or f64: a dtype the fused islands compute in.
fn is_wide(d: DType) -> bool {
    matches!(d, DType::F32 | DType::F64)
}
