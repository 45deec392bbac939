//! One pre-norm transformer block: LayerNorm → causal self-attention → residual; LayerNorm →
//! MLP (4x, GELU) → residual. Dropout on both residual branches.

use candle_core::{DType, Tensor, Var};

use super::{next_norm, norm_after, params::Init, Ctx, ParamSet};
use crate::config::ModelConfig;
use crate::error::Result;
use crate::ops;
use crate::ops::Fp8Site;
use crate::precision::{Op, WeightCache};

/// y = x·Wᵀ + b with W (out, in) stored as in PyTorch.
#[derive(Clone)]
struct Linear {
    weight: Var,
    bias: Var,
}

impl Linear {
    fn new(ps: &mut ParamSet, name: &str, n_in: usize, n_out: usize, std: f64) -> Result<Self> {
        Ok(Self {
            weight: ps.param(&format!("{name}.weight"), (n_out, n_in), Init::Normal(std))?,
            bias: ps.param(&format!("{name}.bias"), n_out, Init::Zeros)?,
        })
    }

    /// xs (.., in) in the compute dtype → (.., out) in the compute dtype: act(x·Wᵀ + b) with the
    /// bias added to the fp32 sums in the GEMM's epilogue on CUDA (the fp32 bias to the rounded
    /// product elsewhere), dW and db straight into the fp32 masters.
    fn forward(&self, xs: &Tensor, ctx: &Ctx, act: ops::Act) -> Result<Tensor> {
        self.forward_handing(xs, ctx, act, None)
    }

    /// `forward` whose output's reader may compute the bias's gradient in its backward and hand
    /// it over (`ops::Handoff`).
    fn forward_handing(&self, xs: &Tensor, ctx: &Ctx, act: ops::Act, handoff: Option<&ops::Handoff>) -> Result<Tensor> {
        let xs = ctx.policy.cast(Op::Matmul, xs)?;
        if act == ops::Act::Gelu {
            ctx.policy.record(Op::Elementwise, &xs); // the GELU computes in fp32 and rounds once
        }
        if let Some(y) = self.forward_fp8(&xs, ctx, act)? {
            return Ok(y);
        }
        let w = self.weights(ctx)?;
        ops::dense_with_handoff(&xs, (&w.w_c, &w.w_master), (&w.b_c, &w.b), act, handoff)
    }

    /// This step's compute copies of the weight and the bias, and their fp32 masters.
    fn weights(&self, ctx: &Ctx) -> Result<Weights> {
        Ok(Weights {
            w_c: ctx.weights.get(&self.weight)?.clone(),
            w_master: ctx.weights.master(&self.weight)?,
            b_c: ctx.weights.get(&self.bias)?.clone(),
            b: ctx.weights.master(&self.bias)?,
        })
    }

    /// `stream + dropout(x·Wᵀ + b)`: the layer as a residual branch, added to the stream (wide)
    /// in its dtype, the branch masked and widened inside the add (`ops::dense_residual`), which
    /// may compute `next`, the LayerNorm that reads the stream next, in the same pass. An FP8
    /// layer gets its branch's gradient back in fp32: it casts it to E5M2 itself, so rounding it
    /// to the branch's dtype first would only cost a pass and a rounding (docs/NUMERICS.md, FP8).
    fn forward_residual(
        &self,
        stream: &Tensor,
        xs: &Tensor,
        ctx: &Ctx,
        drop: Option<ops::Dropout>,
        next: Option<&ops::NextNorm>,
    ) -> Result<ops::Added> {
        let xs = ctx.policy.cast(Op::Matmul, xs)?;
        ctx.policy.record(Op::Residual, &xs); // the stream is already wide: the add computes in its dtype
        if let Some(y) = self.forward_fp8(&xs, ctx, ops::Act::None)? {
            return ops::residual_add_f32_grad(stream, &y, drop, next);
        }
        let w = self.weights(ctx)?;
        ops::dense_residual(stream, &xs, &w.w_c, &w.w_master, &w.b_c, &w.b, (drop, next))
    }

    /// The layer on its FP8 site, where it has one at these rows: E4M3 x and W (from the fp32
    /// master), E5M2 dy backward, the bias (and GELU) in the FP8 GEMM's epilogue on CUDA
    /// (docs/NUMERICS.md, FP8); None where it runs in the compute dtype.
    fn forward_fp8(&self, xs: &Tensor, ctx: &Ctx, act: ops::Act) -> Result<Option<Tensor>> {
        let rows = xs.elem_count() / self.weight.dim(1)?.max(1);
        let Some(site) = self.fp8_site(ctx, rows)? else {
            return Ok(None);
        };
        let (w, b) = (ctx.weights.master(&self.weight)?, ctx.weights.master(&self.bias)?);
        let b_c = if xs.device().is_cuda() {
            Some(ctx.weights.get(&self.bias)?)
        } else {
            None
        };
        Ok(Some(ops::fp8_dense(xs, &w, b_c, &b, act, &site)?))
    }

    /// The layer's FP8 site where it runs in FP8 at `rows` rows: under `precision.matmul =
    /// "fp8"` with rows, N and K multiples of 16 (said once where the rows keep it in bf16).
    fn fp8_site(&self, ctx: &Ctx, rows: usize) -> Result<Option<Fp8Site>> {
        let Some(site) = ctx.fp8.as_ref().and_then(|f| f.site(&self.weight)) else {
            return Ok(None);
        };
        let (n, k) = self.weight.dims2()?;
        if ops::fp8_shape_ok(rows, n, k) {
            return Ok(Some(site));
        }
        crate::notice::once("fp8-rows", || {
            format!("a linear layer runs in bf16 this call: {rows} rows are not a multiple of 16 (FP8 GEMMs need it)")
        });
        Ok(None)
    }
}

/// A Linear layer's tensors for one step (`Linear::weights`).
struct Weights {
    w_c: Tensor,
    w_master: Tensor,
    b_c: Tensor,
    b: Tensor,
}

impl Weights {
    fn lend(&self) -> ops::LayerWeights<'_> {
        ops::LayerWeights {
            w_c: &self.w_c,
            w_master: &self.w_master,
            b_c: &self.b_c,
            b: &self.b,
        }
    }
}

/// Marks the dropout site of a block's attention probabilities (its residual sites are small
/// integers): the same key never draws two masks.
const ATTN_SITE: u64 = 1 << 32;

/// One layer's cached keys and values, (B, H, T_cached, D) each; None before the first token.
pub type LayerCache = Option<(Tensor, Tensor)>;

#[derive(Clone)]
struct Attention {
    c_attn: Linear, // (3C, C): q, k, v
    c_proj: Linear, // (C, C)
    n_head: usize,
}

impl Attention {
    /// `stream + dropout(attention(xs))`: xs (B, T, C) in the compute dtype, the stream (B, T,
    /// C) wide; `drop` on the attention probabilities, `drop_out` on the output; `next` the
    /// LayerNorm the add may compute. With a cache, the new keys and values are appended to it
    /// and the queries attend to everything cached so far.
    fn forward(
        &self,
        stream: &Tensor,
        xs: &Tensor,
        ctx: &Ctx,
        (drop, drop_out): (Option<ops::Dropout>, Option<ops::Dropout>),
        cache: Option<&mut LayerCache>,
        next: Option<&ops::NextNorm>,
    ) -> Result<ops::Added> {
        let (b, t, c) = xs.dims3()?;
        let (h, d) = (self.n_head, c / self.n_head);
        let p = ctx.policy;
        // the fused attention's backward sums c_attn's bias gradient as it writes qkv's
        let handoff = ops::Handoff::default();
        let qkv = self.c_attn.forward_handing(xs, ctx, ops::Act::None, Some(&handoff))?; // (B, T, 3C)

        // bf16/fp16 compute runs kernels/attention.cu (tensor cores), fp32 compute
        // kernels/attention_f32.cu (fp32 FFMA): both for the head sizes in FUSED_HEAD_DIMS.
        let fused =
            cache.is_none() && qkv.device().is_cuda() && p.cfg.fp32_softmax && ops::FUSED_HEAD_DIMS.contains(&d);
        if !fused && cache.is_none() && qkv.device().is_cuda() {
            crate::notice::once("composed-attention", || {
                let why = if !p.cfg.fp32_softmax {
                    "precision.fp32_softmax = false (the fused kernels keep the softmax island inside)".to_string()
                } else {
                    format!(
                        "head dim {d} (the fused kernels are built for {:?})",
                        ops::FUSED_HEAD_DIMS
                    )
                };
                format!("causal attention runs as composed candle ops (T x T scores in memory, slower): {why}")
            });
        }
        if fused {
            // One kernel each way, flash-attention style (kernels/attention.cu, or
            // kernels/attention_f32.cu in fp32 compute), reading q, k, v straight out of the
            // packed projection and writing (B, T, C): scores, mask, softmax and ·v without a
            // T×T tensor and without splitting heads; the softmax island (running max and sum,
            // exp) is fp32 inside it, as the policy asks.
            let qkv = p.cast(Op::AttnScores, &qkv)?;
            let ys = ops::causal_attention_qkv_with_handoff(&qkv, h, drop, Some(&handoff))?; // (B, T, C)
            return self.c_proj.forward_residual(stream, &ys, ctx, drop_out, next);
        }
        let heads = |i: usize| -> Result<Tensor> {
            // (B, T, C) → (B, T, H, D) → (B, H, T, D)
            Ok(qkv
                .narrow(2, i * c, c)?
                .reshape((b, t, h, d))?
                .transpose(1, 2)?
                .contiguous()?)
        };
        let (q, mut k, mut v) = (heads(0)?, heads(1)?, heads(2)?);
        let mut offset = 0;
        if let Some(cache) = cache {
            if let Some((k_old, v_old)) = cache.take() {
                offset = k_old.dim(2)?;
                k = Tensor::cat(&[&k_old, &k], 2)?; // (B, H, T_old + T, D)
                v = Tensor::cat(&[&v_old, &v], 2)?;
            }
            *cache = Some((k.clone(), v.clone()));
        }
        let att = p.cast(Op::AttnScores, &q)?;
        let att = (ops::matmul(&att, &k.t()?.contiguous()?)? * (1.0 / (d as f64).sqrt()))?; // (B, H, T, T_all)

        // numerics: mask + softmax run in the softmax island (fp32 by default); exp(x - max) <= 1.
        let mut att = ops::causal_softmax(&p.cast(Op::Softmax, &att)?, offset)?;
        if let Some(d) = drop {
            // the fused kernel's mask, element for element (training: no cache, offset 0)
            let t_all = att.dim(3)?;
            let mask = ops::attention_dropout_mask(&d, (b * h, t, t_all), att.device())?.reshape((b, h, t, t_all))?;
            let mask = mask.to_dtype(att.dtype())?;
            att = (att * mask)?;
        }
        let att = p.cast_output(Op::Softmax, &att)?;
        let ys = ops::matmul(&att, &v)?; // (B, H, T, D)
        let ys = ys.transpose(1, 2)?.reshape((b, t, c))?; // (B, T, C)
        self.c_proj.forward_residual(stream, &ys, ctx, drop_out, next)
    }
}

#[derive(Clone)]
struct Mlp {
    c_fc: Linear,   // (4C, C)
    c_proj: Linear, // (C, 4C): the down-projection
    /// model.custom_down_proj: Some(true/false) as configured; None = on for bf16 on CUDA at
    /// decoding's few rows (the GEMV reads the fp32 master once), off at B·T rows (the GEMM with
    /// the bias in its epilogue, on the step's compute copy).
    custom_down_proj: Option<bool>,
}

impl Mlp {
    /// Whether the down-projection runs the custom GEMV on `rows` rows of `dtype` (its input's).
    fn uses_gemv(&self, cuda: bool, dtype: DType, rows: usize) -> bool {
        let auto = cuda && dtype == DType::BF16 && rows <= ops::GEMV_MAX_ROWS;
        self.custom_down_proj.unwrap_or(auto)
    }

    /// `stream + dropout(mlp(xs))`: xs (B, T, C) the LayerNorm's output, the stream wide;
    /// `next` the LayerNorm the add may compute.
    fn forward(
        &self,
        stream: &Tensor,
        xs: &Tensor,
        ctx: &Ctx,
        drop: Option<ops::Dropout>,
        next: Option<&ops::NextNorm>,
    ) -> Result<ops::Added> {
        if let Some(added) = self.forward_fused(stream, xs, ctx, drop, next)? {
            return Ok(added);
        }
        let hs = self.c_fc.forward(xs, ctx, ops::Act::Gelu)?; // (B, T, 4C); tanh approximation, as GPT-2
        let rows = hs.elem_count() / hs.dim(candle_core::D::Minus1)?.max(1);
        if !self.uses_gemv(hs.device().is_cuda(), hs.dtype(), rows) {
            return self.c_proj.forward_residual(stream, &hs, ctx, drop, next); // (B, T, C)
        }
        // The custom op reads the fp32 master and rounds it to bf16 as it loads it (no cached
        // copy), accumulates in fp32, and hands back the compute dtype; its backward gives the
        // master an fp32 gradient directly.
        let hs = ctx.policy.cast(Op::Matmul, &hs)?;
        let ys = ops::gemv(&hs, &ctx.weights.master(&self.c_proj.weight)?)?; // (B, T, C)
        let ys = ops::bias_add(&ys, &ctx.weights.master(&self.c_proj.bias)?)?;
        ctx.policy.record(Op::Residual, &ys);
        let stream = ops::residual_add(stream, &ys, drop)?;
        Ok(ops::Added { stream, normed: None })
    }

    /// `forward` with the GELU's backward in the down-projection's data-gradient GEMM
    /// (`ops::mlp_residual`), where it applies: both layers in the compute dtype (not FP8).
    fn forward_fused(
        &self,
        stream: &Tensor,
        xs: &Tensor,
        ctx: &Ctx,
        drop: Option<ops::Dropout>,
        next: Option<&ops::NextNorm>,
    ) -> Result<Option<ops::Added>> {
        let xs = ctx.policy.cast(Op::Matmul, xs)?;
        let rows = xs.elem_count() / self.c_fc.weight.dim(1)?.max(1);
        let gemv = self.uses_gemv(xs.device().is_cuda(), xs.dtype(), rows);
        if gemv || self.c_fc.fp8_site(ctx, rows)?.is_some() || self.c_proj.fp8_site(ctx, rows)?.is_some() {
            return Ok(None);
        }
        let (up, down) = (self.c_fc.weights(ctx)?, self.c_proj.weights(ctx)?);
        let added = ops::mlp_residual(stream, &xs, up.lend(), down.lend(), (drop, next))?;
        if added.is_some() {
            ctx.policy.record(Op::Elementwise, &xs); // the GELU computes in fp32 and rounds once
            ctx.policy.record(Op::Residual, &xs); // the down-projection's branch, added to the wide stream
        }
        Ok(added)
    }
}

#[derive(Clone)]
pub(super) struct Block {
    ln_1: (Var, Var),
    attn: Attention,
    ln_2: (Var, Var),
    mlp: Mlp,
}

impl Block {
    pub(super) fn new(ps: &mut ParamSet, name: &str, cfg: &ModelConfig, proj_std: f64) -> Result<Self> {
        let c = cfg.d_model;
        let mut ln = |n: &str| -> Result<(Var, Var)> {
            Ok((
                ps.param(&format!("{name}.{n}.weight"), c, Init::Ones)?,
                ps.param(&format!("{name}.{n}.bias"), c, Init::Zeros)?,
            ))
        };
        let ln_1 = ln("ln_1")?;
        let attn = Attention {
            c_attn: Linear::new(ps, &format!("{name}.attn.c_attn"), c, 3 * c, 0.02)?,
            c_proj: Linear::new(ps, &format!("{name}.attn.c_proj"), c, c, proj_std)?,
            n_head: cfg.n_head,
        };
        let ln_2 = (
            ps.param(&format!("{name}.ln_2.weight"), c, Init::Ones)?,
            ps.param(&format!("{name}.ln_2.bias"), c, Init::Zeros)?,
        );
        let mlp = Mlp {
            c_fc: Linear::new(ps, &format!("{name}.mlp.c_fc"), c, 4 * c, 0.02)?,
            c_proj: Linear::new(ps, &format!("{name}.mlp.c_proj"), 4 * c, c, proj_std)?,
            custom_down_proj: cfg.custom_down_proj,
        };
        Ok(Self { ln_1, attn, ln_2, mlp })
    }

    /// The linear layers' weights: c_attn, attn.c_proj, c_fc, mlp.c_proj.
    pub(super) fn linear_weights(&self) -> [&Var; 4] {
        let (a, m) = (&self.attn, &self.mlp);
        [&a.c_attn.weight, &a.c_proj.weight, &m.c_fc.weight, &m.c_proj.weight]
    }

    /// The attention's output projection weight: its gradient is complete just before the
    /// backward pass reaches the attention kernels.
    pub(super) fn attention_output_weight(&self) -> &Var {
        &self.attn.c_proj.weight
    }

    /// The block's tensors as the decode chain reads them: LayerNorms as fp32 masters, the
    /// Linear layers' compute copies.
    pub(super) fn decode_layer(&self, w: &WeightCache) -> Result<ops::DecodeLayer> {
        let ln = |(g, b): &(Var, Var)| -> Result<(Tensor, Tensor)> { Ok((w.master(g)?, w.master(b)?)) };
        let lin = |l: &Linear| -> Result<(Tensor, Tensor)> { Ok((w.get(&l.weight)?.clone(), w.get(&l.bias)?.clone())) };
        Ok(ops::DecodeLayer {
            ln_1: ln(&self.ln_1)?,
            qkv: lin(&self.attn.c_attn)?,
            proj: lin(&self.attn.c_proj)?,
            ln_2: ln(&self.ln_2)?,
            fc: lin(&self.mlp.c_fc)?,
            down: lin(&self.mlp.c_proj)?,
        })
    }

    /// The block's masters, in no particular order.
    pub(super) fn vars(&self) -> [&Var; 12] {
        let (a, m) = (&self.attn, &self.mlp);
        [
            &self.ln_1.0,
            &self.ln_1.1,
            &a.c_attn.weight,
            &a.c_attn.bias,
            &a.c_proj.weight,
            &a.c_proj.bias,
            &self.ln_2.0,
            &self.ln_2.1,
            &m.c_fc.weight,
            &m.c_fc.bias,
            &m.c_proj.weight,
            &m.c_proj.bias,
        ]
    }

    /// The LayerNorm that reads the block's input stream.
    pub(super) fn first_norm(&self) -> &(Var, Var) {
        &self.ln_1
    }

    /// xs (B, T, C) residual stream (fp32) → same. `site` numbers this block's dropout sites;
    /// `cache` holds this layer's keys and values when decoding.
    pub(super) fn forward(
        &self,
        xs: &Tensor,
        ctx: &Ctx,
        dropout: f64,
        site: u64,
        cache: Option<&mut LayerCache>,
    ) -> Result<Tensor> {
        let xs = ops::Added {
            stream: xs.clone(),
            normed: None,
        };
        Ok(self.forward_added(xs, ctx, (dropout, site), cache, None)?.stream)
    }

    /// `forward` on a stream whose residual add may have computed this block's first LayerNorm
    /// already (`xs.normed`); the block's last add computes `next`, the LayerNorm after the block
    /// (the next block's first, or the final one), where it can: each residual add and the
    /// LayerNorm that reads its sum are one pass over the stream (`ops::Added`).
    pub(super) fn forward_added(
        &self,
        xs: ops::Added,
        ctx: &Ctx,
        (dropout, site): (f64, u64),
        cache: Option<&mut LayerCache>,
        next: Option<&(Var, Var)>,
    ) -> Result<ops::Added> {
        let drops = (ctx.dropout_at(dropout, site | ATTN_SITE), ctx.dropout_at(dropout, site));
        let h = norm_after(&xs, &self.ln_1, ctx)?;
        let ln_2 = next_norm(&self.ln_2, ctx)?;
        let xs = self.attn.forward(&xs.stream, &h, ctx, drops, cache, ln_2.as_ref())?;
        let h = norm_after(&xs, &self.ln_2, ctx)?;
        let next = match next {
            Some(ln) => next_norm(ln, ctx)?,
            None => None,
        };
        self.mlp
            .forward(&xs.stream, &h, ctx, ctx.dropout_at(dropout, site + 1), next.as_ref())
    }
}
