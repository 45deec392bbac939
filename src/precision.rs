//! The precision policy (docs/DESIGN.md §5): one object that decides each op's dtype. The model asks it
//! for every cast and never calls `to_dtype` itself. Also owns the once-per-step cache of the
//! masters' compute-dtype copies.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use candle_core::{DType, Tensor, TensorId, Var};

use crate::config::{Compute, Fp8Scaling, Matmul, PrecisionConfig};
use crate::error::Result;

/// The ops the model distinguishes for precision purposes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// Token and position embedding lookups.
    Embedding,
    /// The residual stream and its adds.
    Residual,
    /// LayerNorm statistics and normalisation.
    LayerNorm,
    /// Every Linear / matmul: qkv, attention out, MLP, LM head.
    Matmul,
    /// Attention scores q·kᵀ and probabilities·v.
    AttnScores,
    /// Causal mask + softmax.
    Softmax,
    /// GELU (dropout is fused into the embedding, residual and attention ops).
    Elementwise,
    /// logits → cross-entropy.
    Loss,
}

/// Maps each op to its dtype according to `[precision]`.
#[derive(Debug, Clone, PartialEq)]
pub struct PrecisionPolicy {
    pub cfg: PrecisionConfig,
    /// The dtype of the islands: fp32, or fp64 for the finite-difference reference in tests.
    wide: DType,
    /// When on, every `cast` is recorded as (op, dtype given, dtype the op computes in).
    trace: Option<RefCell<Vec<(Op, DType, DType)>>>,
}

pub fn dtype_of(c: Compute) -> DType {
    match c {
        Compute::Fp32 => DType::F32,
        Compute::Bf16 => DType::BF16,
        Compute::Fp16 => DType::F16,
    }
}

/// The name configs and logs use for a dtype ("fp32", "bf16", "fp16").
pub fn dtype_name(d: DType) -> &'static str {
    match d {
        DType::F32 => "fp32",
        DType::BF16 => "bf16",
        DType::F16 => "fp16",
        DType::F64 => "fp64",
        _ => "int",
    }
}

impl PrecisionPolicy {
    pub fn new(cfg: &PrecisionConfig) -> Self {
        Self {
            cfg: cfg.clone(),
            wide: DType::F32,
            trace: None,
        }
    }

    /// Every op in fp64: the reference that gradient checks compare against.
    pub fn f64_reference() -> Self {
        Self {
            cfg: PrecisionConfig::default(),
            wide: DType::F64,
            trace: None,
        }
    }

    /// A pure fp32 policy (evaluation references, tests).
    pub fn fp32() -> Self {
        Self::new(&PrecisionConfig::default())
    }

    /// The dtype of the tensor-core ops.
    pub fn compute_dtype(&self) -> DType {
        match self.cfg.compute {
            Compute::Fp32 => self.wide,
            c => dtype_of(c),
        }
    }

    /// The dtype `op` computes in.
    pub fn dtype(&self, op: Op) -> DType {
        let island = |on: bool| if on { self.wide } else { self.compute_dtype() };
        match op {
            // Long sums accumulate rounding: the residual stream and embeddings are always fp32.
            Op::Embedding | Op::Residual => self.wide,
            Op::LayerNorm => island(self.cfg.fp32_layernorm),
            Op::Softmax => island(self.cfg.fp32_softmax),
            Op::Loss => island(self.cfg.fp32_loss),
            // bias + GELU widens its compute-dtype input, computes in fp32 and rounds once
            // (ops::bias_gelu; on CUDA 16-bit, the GEMM's epilogue on its fp32 sums)
            Op::Elementwise => self.wide,
            Op::Matmul | Op::AttnScores => self.compute_dtype(),
        }
    }

    /// The dtype `op` hands on to the next op.
    pub fn output_dtype(&self, op: Op) -> DType {
        match op {
            // The loss scalar is always wide: scaling it by 65536 in fp16 would overflow.
            Op::Embedding | Op::Residual | Op::Loss => self.wide,
            // Islands compute in fp32 and hand the compute dtype to the matmul that follows.
            Op::LayerNorm | Op::Softmax => self.compute_dtype(),
            Op::Matmul | Op::AttnScores | Op::Elementwise => self.compute_dtype(),
        }
    }

    /// The same policy, recording every cast: what each op was given and computed in.
    pub fn traced(&self) -> Self {
        Self {
            trace: Some(RefCell::new(Vec::new())),
            ..self.clone()
        }
    }

    /// The casts recorded so far by a `traced()` policy.
    pub fn trace(&self) -> Vec<(Op, DType, DType)> {
        self.trace.as_ref().map(|t| t.borrow().clone()).unwrap_or_default()
    }

    /// Cast `xs` to the dtype `op` computes in; free when it already has it.
    pub fn cast(&self, op: Op, xs: &Tensor) -> Result<Tensor> {
        if let Some(t) = &self.trace {
            t.borrow_mut().push((op, xs.dtype(), self.dtype(op)));
        }
        to(xs, self.dtype(op))
    }

    /// Record, without casting, that `op` receives `xs` and computes in its policy dtype inside
    /// a fused kernel (the loss island of the fused cross-entropy).
    pub fn record(&self, op: Op, xs: &Tensor) -> DType {
        if let Some(t) = &self.trace {
            t.borrow_mut().push((op, xs.dtype(), self.dtype(op)));
        }
        self.dtype(op)
    }

    /// Cast an island's result to the dtype it hands on.
    pub fn cast_output(&self, op: Op, xs: &Tensor) -> Result<Tensor> {
        to(xs, self.output_dtype(op))
    }

    /// Cast the weight matrices (rank >= 2) to the compute dtype once per step. The casts are
    /// tracked ops, so backward reaches the fp32 masters with fp32 gradients (candle's ToDType
    /// backward casts the gradient back to the source dtype); on CUDA in bf16/fp16, `ops::linear`
    /// multiplies by a detached copy and hands dW (an fp32 GEMM output) to the master itself.
    /// Vectors are cast only when asked for (`WeightCache::get`: the Linear layers' biases, which
    /// cuBLASLt's epilogue adds in the output's dtype); the other fused ops read them in fp32.
    pub fn cast_masters(&self, masters: &[Var]) -> Result<WeightCache> {
        self.cache(masters, false, None)
    }

    /// A step's compute copies: from `kept` where the copies are kept between steps
    /// (`ComputeCopies`: no cast, the AdamW update wrote them), else `cast_masters`.
    pub fn step_weights(&self, masters: &[Var], kept: Option<&Arc<ComputeCopies>>) -> Result<WeightCache> {
        let Some(kept) = kept else {
            return self.cast_masters(masters);
        };
        let map = masters.iter().map(|v| (v.id(), OnceLock::new()));
        Ok(WeightCache {
            map: map.collect(),
            dtype: self.compute_dtype(),
            gate: None,
            inference: false,
            kept: Some(Arc::clone(kept)),
        })
    }

    /// Whether the compute copies are kept from step to step on `device` (`ComputeCopies`):
    /// on CUDA with 16-bit matmuls and master weights on. There every reader of a copy
    /// (`ops::linear`, `ops::dense`) multiplies by it detached and sends the weight's gradient to
    /// the master itself, and the fused AdamW update rewrites the copies as it writes the
    /// masters. Elsewhere the copies are cast each step: on the CPU the gradient reaches the
    /// master through the cast; with master weights off the stored weights are rounded instead.
    pub fn keeps_copies(&self, device: &candle_core::Device) -> bool {
        self.keeps_copies_on(device.is_cuda())
    }

    /// `keeps_copies` on CUDA (`cuda`) or the CPU.
    fn keeps_copies_on(&self, cuda: bool) -> bool {
        let dtype = self.compute_dtype();
        cuda && self.cfg.master_weights && matches!(dtype, DType::BF16 | DType::F16) && self.dtype(Op::Matmul) == dtype
    }

    /// `cast_masters` for masters that may still be being written on another stream (ZeRO-1's
    /// gather of the previous update): each master is cast, or handed out, only at its first
    /// use, after `gate` has made the compute stream wait for it. The forward pass then starts
    /// as soon as its first layers' parameters are in, while the later ones still arrive.
    pub fn cast_masters_gated(&self, masters: &[Var], gate: Arc<dyn WeightGate>) -> Result<WeightCache> {
        self.cache(masters, false, Some(gate))
    }

    /// The same copies for inference (evaluation, sampling): cast from detached masters, and
    /// `WeightCache::master` hands out detached masters too, so a forward builds no autograd
    /// graph and frees each activation as soon as the next op has read it.
    pub fn cast_masters_for_inference(&self, masters: &[Var]) -> Result<WeightCache> {
        self.cache(masters, true, None)
    }

    fn cache(&self, masters: &[Var], inference: bool, gate: Option<Arc<dyn WeightGate>>) -> Result<WeightCache> {
        let dtype = self.compute_dtype();
        let mut map = HashMap::with_capacity(masters.len());
        for v in masters {
            let cell = OnceLock::new();
            if gate.is_none() && v.rank() >= 2 {
                let _ = cell.set(to(&read(v, inference), dtype)?);
            }
            map.insert(v.id(), cell);
        }
        Ok(WeightCache {
            map,
            dtype,
            gate,
            inference,
            kept: None,
        })
    }

    /// When master weights are off (ablation), the stored weights themselves are rounded to the
    /// compute dtype after every update; this returns that dtype, or None with masters on.
    pub fn storage_rounding(&self) -> Option<DType> {
        (!self.cfg.master_weights && self.compute_dtype() != self.wide).then(|| self.compute_dtype())
    }

    /// Share of gradient elements that are non-zero in fp32 but flush to zero when cast to the
    /// compute dtype: what underflows without loss scaling. A device scalar (no host sync).
    pub fn flush_to_zero_count(&self, grads: &[Tensor]) -> Result<Tensor> {
        let dtype = self.compute_dtype();
        let mut flushed: Option<Tensor> = None;
        let mut total = 0usize;
        for g in grads {
            let nonzero = g.ne(0.0)?;
            let zero_low = to(g, dtype)?.to_dtype(g.dtype())?.eq(0.0)?;
            let n = (nonzero.to_dtype(DType::F32)? * zero_low.to_dtype(DType::F32)?)?.sum_all()?;
            flushed = Some(match flushed {
                None => n,
                Some(f) => (f + n)?,
            });
            total += g.elem_count();
        }
        let flushed = flushed.expect("invariant: a model has parameters");
        Ok((flushed / total.max(1) as f64)?)
    }

    /// A table of each op with the dtype of its inputs, its computation and its output, on
    /// CUDA (`cuda`) or the CPU: the two run the GEMMs and the bias + GELU differently.
    pub fn explain(&self, cuda: bool) -> String {
        let n = |d: DType| dtype_name(d);
        let c = n(self.compute_dtype());
        let ln_in = n(self.dtype(Op::Residual));
        let gemm = self.gemm_why(cuda);
        // an island switched off computes in the compute dtype: its reason no longer holds
        let island = |op: Op, why: &'static str, off: &'static str| match self.dtype(op) == self.wide {
            true => why,
            false => off,
        };
        let rounded = !self.cfg.master_weights && self.compute_dtype() != self.wide;
        let master = match rounded {
            true => format!("fp32 master, rounded to {c} by each update"),
            false => "fp32 master".into(),
        };
        let rows: Vec<(&str, String, String, String, &str)> = vec![
            (
                "embedding lookup (wte, wpe)",
                master,
                n(self.dtype(Op::Embedding)).into(),
                n(self.output_dtype(Op::Embedding)).into(),
                "a lookup; the residual stream starts in fp32",
            ),
            (
                "residual stream + adds",
                "fp32, branch outputs cast up".into(),
                n(self.dtype(Op::Residual)).into(),
                n(self.output_dtype(Op::Residual)).into(),
                "long sums accumulate rounding",
            ),
            (
                "layernorm (ln_1, ln_2, ln_f)",
                ln_in.into(),
                n(self.dtype(Op::LayerNorm)).into(),
                n(self.output_dtype(Op::LayerNorm)).into(),
                island(
                    Op::LayerNorm,
                    "mean/variance over d_model elements",
                    "precision.fp32_layernorm = false (ablation)",
                ),
            ),
            self.linear_row(c, gemm, cuda),
            (
                "attention scores q·kᵀ, probs·v",
                c.into(),
                format!("{c}, fp32 accumulation"),
                c.into(),
                "",
            ),
            (
                "causal mask + softmax",
                c.into(),
                n(self.dtype(Op::Softmax)).into(),
                n(self.output_dtype(Op::Softmax)).into(),
                island(
                    Op::Softmax,
                    "exp overflows; max-subtraction needs precision",
                    "precision.fp32_softmax = false (ablation)",
                ),
            ),
            self.bias_gelu_row(c, cuda),
            (
                "dropout (embedding sum, residual branches)",
                format!("fp32 sum / {c} branch"),
                n(self.dtype(Op::Residual)).into(),
                n(self.output_dtype(Op::Residual)).into(),
                "fused into the embedding op and the residual adds",
            ),
            (
                "dropout (attention probabilities)",
                // the softmax's own compute dtype: fp32 with `fp32_softmax`, else the compute's
                format!("{} probabilities", n(self.dtype(Op::Softmax))),
                n(self.dtype(Op::Softmax)).into(),
                n(self.output_dtype(Op::Softmax)).into(),
                "inside the attention op, before ·v",
            ),
            self.lm_head_row(c, gemm),
            self.loss_row(
                c,
                island(
                    Op::Loss,
                    "the loss is a long reduction",
                    "precision.fp32_loss = false (ablation)",
                ),
            ),
            (
                "gradients on masters, unscale, clip, AdamW",
                "fp32".into(),
                "fp32".into(),
                match rounded {
                    true => format!("fp32 masters rounded to {c}"),
                    false => "fp32".into(),
                },
                match rounded {
                    true => "precision.master_weights = false: updates below the rounding are lost (ablation)",
                    false => "1e-7 updates must stay representable",
                },
            ),
        ];
        let rows = match self.cfg.matmul {
            Matmul::Compute => rows,
            Matmul::Fp8 => {
                let mut rows = rows;
                let at = rows
                    .iter()
                    .position(|r| r.0.starts_with("linear"))
                    .map_or(rows.len(), |i| i + 1);
                rows.insert(
                    at,
                    (
                        "linear backward (dx = dy·W, dW = dyᵀ·x)",
                        "E5M2 dy (per-tensor scale), the forward's E4M3 W and x".into(),
                        "FP8, fp32 accumulation".into(),
                        format!("{c} dx, fp32 dW"),
                        "gradients need range more than precision",
                    ),
                );
                rows
            }
        };
        let mut out = format!(
            "precision policy on {}: compute = {c}, matmul = {}, master_weights = {}, fp32_softmax = {}, fp32_layernorm = {}, fp32_loss = {}\n",
            if cuda { "CUDA" } else { "the CPU" },
            match self.cfg.matmul {
                Matmul::Compute => "compute",
                Matmul::Fp8 => "fp8",
            },
            self.cfg.master_weights, self.cfg.fp32_softmax, self.cfg.fp32_layernorm, self.cfg.fp32_loss
        );
        // each column as wide as its longest cell (the FP8 rows are wider than the others)
        let mut w = ["op", "inputs", "computes in", "output"].map(str::len);
        for (op, i, comp, o, _) in &rows {
            for (w, cell) in w.iter_mut().zip([*op, i.as_str(), comp.as_str(), o.as_str()]) {
                *w = (*w).max(cell.chars().count());
            }
        }
        let [w_op, w_in, w_comp, w_out] = w;
        out += &format!(
            "{:<w_op$} {:<w_in$} {:<w_comp$} {:<w_out$} why\n",
            "op", "inputs", "computes in", "output"
        );
        for (op, i, comp, o, why) in &rows {
            let line = format!("{op:<w_op$} {i:<w_in$} {comp:<w_comp$} {o:<w_out$} {why}");
            out += line.trim_end(); // a row with no why ends at its output
            out.push('\n');
        }
        if let Some(d) = self.storage_rounding() {
            out += &format!(
                "master weights OFF: parameters are rounded to {} after every update (ablation)\n",
                n(d)
            );
        }
        out
    }
}

impl PrecisionPolicy {
    /// `explain`'s "why" of the GEMMs in the compute dtype: tensor cores on CUDA; the CPU
    /// widens 16-bit operands to fp32 (src/ops/matmul.rs) and has no TF32.
    fn gemm_why(&self, cuda: bool) -> &'static str {
        match (cuda, self.compute_dtype(), self.cfg.tf32) {
            (true, DType::F32, true) => "TF32 tensor cores (precision.tf32)",
            (true, DType::F32, false) => "true fp32 (precision.tf32 = false)",
            (true, _, _) => "tensor cores",
            (false, DType::F32, true) => "true fp32 (the CPU has no TF32: precision.tf32 has no effect)",
            (false, DType::F32, false) => "true fp32",
            (false, _, _) => "the CPU widens 16-bit operands to fp32 (exactly) and rounds the result once",
        }
    }

    /// `explain`'s row of mlp.c_fc's bias + GELU: fp32 inside, rounded once to the compute
    /// dtype (`ops::bias_gelu`; on CUDA in 16 bits, the GEMM's epilogue on its fp32 sums).
    fn bias_gelu_row(&self, c: &'static str, cuda: bool) -> (&'static str, String, String, String, &'static str) {
        let epilogue = cuda && self.compute_dtype() != self.wide;
        let (inputs, why) = match epilogue {
            true => (
                "the GEMM's fp32 sums, the bias".to_string(),
                "in the GEMM's epilogue; the GPU's approximate tanh",
            ),
            false => (
                format!("{c} GEMM output, fp32 master bias"),
                "one pass (ops::bias_gelu)",
            ),
        };
        let computes = format!("{}, rounded once", dtype_name(self.dtype(Op::Elementwise)));
        ("bias + gelu (tanh), mlp.c_fc", inputs, computes, c.into(), why)
    }

    /// `explain`'s row of the LM head: FP8 under `precision.fp8_lm_head`.
    fn lm_head_row(&self, c: &'static str, gemm: &'static str) -> (&'static str, String, String, String, &'static str) {
        let name = "lm_head (tied to wte)";
        if self.cfg.matmul == Matmul::Fp8 && self.cfg.fp8_lm_head {
            return (
                name,
                "E4M3 x, W (E5M2 dlogits backward); scaled as the linear layers".into(),
                "FP8, fp32 accumulation".into(),
                c.into(),
                "precision.fp8_lm_head = true",
            );
        }
        (name, c.into(), format!("{c}, fp32 accumulation"), c.into(), gemm)
    }

    /// `explain`'s row of the loss: in training one op with the FP8 head under
    /// `precision.fp8_lm_head` (`ops::fp8_lm_head_loss`), which never writes the logits' gradient
    /// in the compute dtype.
    fn loss_row(&self, c: &'static str, why: &'static str) -> (&'static str, String, String, String, &'static str) {
        let (computes, out) = (
            dtype_name(self.dtype(Op::Loss)),
            dtype_name(self.output_dtype(Op::Loss)),
        );
        if self.cfg.matmul == Matmul::Fp8 && self.cfg.fp8_lm_head {
            return (
                "logits -> cross-entropy",
                "the FP8 head's logits, in the same op".into(),
                computes.into(),
                out.into(),
                "one op with the head; dlogits cast to E5M2 as computed (evaluation: bf16 logits)",
            );
        }
        ("logits -> cross-entropy", c.into(), computes.into(), out.into(), why)
    }

    /// `explain`'s row of the blocks' linear layers' forward.
    fn linear_row(
        &self,
        c: &'static str,
        gemm: &'static str,
        cuda: bool,
    ) -> (&'static str, String, String, String, &'static str) {
        let name = "linear (c_attn, c_proj, c_fc, mlp.c_proj)";
        if self.cfg.matmul == Matmul::Fp8 {
            let scaling = match self.cfg.fp8_scaling {
                Fp8Scaling::Delayed => format!(
                    "delayed scales ({}-step amax history, margin {})",
                    self.cfg.fp8_history, self.cfg.fp8_margin
                ),
                Fp8Scaling::Dynamic => format!("dynamic scales (own amax, margin {})", self.cfg.fp8_margin),
                Fp8Scaling::None => "scale 1 (no scaling: the ablation)".into(),
            };
            return (
                name,
                format!("E4M3 x, W; {scaling}"),
                "FP8, fp32 accumulation".into(),
                c.into(),
                match cuda {
                    true => "FP8 tensor cores (2x bf16); bias (+ GELU) in the epilogue",
                    false => "emulated on the CPU: E4M3/E5M2 values multiplied in fp32; bias (+ GELU) after",
                },
            );
        }
        let weights = if self.compute_dtype() == self.wide {
            "the fp32 masters".to_string()
        } else if !self.cfg.master_weights {
            format!("the masters, rounded to {c} by each update (master_weights = false)")
        } else if self.keeps_copies_on(cuda) {
            format!("{c} copies of the fp32 masters, written by each update (cast each step under train.zero = 1)")
        } else {
            format!("{c} copies of the fp32 masters, cast once per step")
        };
        (
            name,
            format!("{c} (weights: {weights})"),
            format!("{c}, fp32 accumulation"),
            c.into(),
            gemm,
        )
    }
}

fn to(xs: &Tensor, dtype: DType) -> Result<Tensor> {
    if xs.dtype() == dtype {
        Ok(xs.clone())
    } else if !xs.track_op() {
        crate::ops::round_to(xs, dtype) // outside the graph (detached masters): our cast kernel
    } else {
        Ok(xs.to_dtype(dtype)?)
    }
}

/// A master as a forward reads it: tracked for training, detached for inference.
fn read(master: &Var, inference: bool) -> Tensor {
    if inference {
        master.as_tensor().detach()
    } else {
        master.as_tensor().clone()
    }
}

/// What the compute stream must wait for before it reads a master: ZeRO-1's all-gather of the
/// previous update, still in flight on the communication stream when the next step begins
/// (`parallel::PendingGather`). Called before every read; waits (once) only the first time.
pub trait WeightGate: Send + Sync {
    fn before_use(&self, master: &Var) -> Result<()>;
}

/// This step's compute-dtype copies of the masters, keyed by the master `Var`, and the masters
/// as the forward reads them (tracked for training, detached for inference). With a gate, each
/// copy is made at its first use (`PrecisionPolicy::cast_masters_gated`).
#[derive(Clone)]
pub struct WeightCache {
    map: HashMap<TensorId, OnceLock<Tensor>>,
    dtype: DType,
    gate: Option<Arc<dyn WeightGate>>,
    inference: bool,
    /// Where the copies come from when they are kept between steps (`ComputeCopies`).
    kept: Option<Arc<ComputeCopies>>,
}

impl WeightCache {
    /// The fp32 master itself, for ops that read it directly (biases, LayerNorm gains, the
    /// embedding tables, the weights whose gradient goes straight to the master): detached when
    /// the cache is for inference.
    pub fn master(&self, master: &Var) -> Result<Tensor> {
        if let Some(gate) = &self.gate {
            gate.before_use(master)?;
        }
        Ok(read(master, self.inference))
    }

    /// Whether this forward builds no autograd graph (evaluation, sampling).
    pub fn inference(&self) -> bool {
        self.inference
    }

    /// The same copies detached (no cast again): a forward through them builds no graph, with
    /// the values of the tracked copies (activation checkpointing's first forward). Copies not
    /// made yet stay to be made, detached, from the same gate.
    pub fn detached(&self) -> Self {
        let detach = |c: &OnceLock<Tensor>| {
            let out = OnceLock::new();
            if let Some(t) = c.get() {
                let _ = out.set(t.detach());
            }
            out
        };
        Self {
            map: self.map.iter().map(|(k, c)| (*k, detach(c))).collect(),
            dtype: self.dtype,
            gate: self.gate.clone(),
            inference: true,
            kept: self.kept.clone(),
        }
    }

    /// The compute copy of `master` (a weight matrix, or a vector cast at its first request); a
    /// master missing from the cache is a bug in the caller.
    pub fn get(&self, master: &Var) -> Result<&Tensor> {
        let cell = self
            .map
            .get(&master.id())
            .expect("invariant: cast_masters was given every master");
        if let Some(t) = cell.get() {
            return Ok(t);
        }
        let copy = match &self.kept {
            Some(kept) => kept.get(master, self.dtype)?,
            None => to(&self.master(master)?, self.dtype)?,
        };
        Ok(cell.get_or_init(|| copy))
    }
}

/// The masters' compute-dtype copies kept from one step to the next, where
/// `PrecisionPolicy::keeps_copies` says so: each is cast from its master once, at its first use,
/// and from then on the fused AdamW update writes it in the same pass as the master
/// (`optim::AdamW::step`), rounded the same way. A step then reads its copies without a cast
/// pass (docs/DESIGN.md §3). A skipped step writes neither. Whoever writes a master other than
/// through the update must start a new `ComputeCopies`.
pub struct ComputeCopies {
    /// Master id → its copy (a `Var`: written in place by the update), made at first use.
    map: HashMap<TensorId, OnceLock<Var>>,
}

impl ComputeCopies {
    /// Room for a copy of each of `masters`; none is made yet.
    pub fn new(masters: &[Var]) -> Self {
        let map = masters.iter().map(|v| (v.id(), OnceLock::new()));
        Self { map: map.collect() }
    }

    /// The copy of `master` in `dtype`, detached (its readers send the gradient to the master),
    /// cast now if this is its first use.
    fn get(&self, master: &Var, dtype: DType) -> Result<Tensor> {
        let cell = self
            .map
            .get(&master.id())
            .expect("invariant: ComputeCopies::new was given every master");
        if let Some(v) = cell.get() {
            return Ok(v.as_tensor().detach());
        }
        let copy = Var::from_tensor(&to(&master.as_tensor().detach(), dtype)?.contiguous()?)?;
        Ok(cell.get_or_init(|| copy).as_tensor().detach())
    }

    /// The copy of `master` the update must rewrite, if one has been made.
    pub fn made(&self, master: &Var) -> Option<&Var> {
        self.map.get(&master.id()).and_then(OnceLock::get)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy(compute: Compute) -> PrecisionPolicy {
        PrecisionPolicy::new(&PrecisionConfig {
            compute,
            ..Default::default()
        })
    }

    #[test]
    fn default_table_keeps_islands_in_fp32() {
        let p = policy(Compute::Bf16);
        for op in [Op::Embedding, Op::Residual, Op::LayerNorm, Op::Softmax, Op::Loss] {
            assert_eq!(p.dtype(op), DType::F32, "{op:?}");
        }
        for op in [Op::Matmul, Op::AttnScores] {
            assert_eq!(p.dtype(op), DType::BF16, "{op:?}");
        }
        // bias + GELU computes in fp32 and rounds once (ops::bias_gelu)
        assert_eq!(p.dtype(Op::Elementwise), DType::F32);
        assert_eq!(p.output_dtype(Op::Elementwise), DType::BF16);
        assert_eq!(p.output_dtype(Op::LayerNorm), DType::BF16);
    }

    /// The table describes the device it is printed for: tensor cores only on CUDA (the CPU
    /// widens 16-bit operands to fp32), and bias + GELU in fp32, rounded once, on both, as
    /// ops::bias_gelu computes it (docs/DESIGN.md §5). Fails on a table that said "tensor
    /// cores" on the CPU or showed the GELU computing in bf16.
    #[test]
    fn explain_tells_the_device_and_the_gelu_in_fp32() {
        let p = policy(Compute::Bf16);
        let gelu_computes_in = |text: &str| {
            let line = text
                .lines()
                .find(|l| l.contains("gelu"))
                .expect("a gelu row")
                .to_string();
            let rounding = format!("{}, rounded once", dtype_name(p.dtype(Op::Elementwise)));
            (line.contains(&rounding) && rounding.starts_with("fp32"), line)
        };
        let cpu = p.explain(false);
        assert!(!cpu.contains("tensor core"), "{cpu}");
        assert!(cpu.starts_with("precision policy on the CPU"), "{cpu}");
        let (fp32, line) = gelu_computes_in(&cpu);
        assert!(fp32, "{line}");
        let cuda = p.explain(true);
        assert!(cuda.starts_with("precision policy on CUDA"), "{cuda}");
        let linear = cuda.lines().find(|l| l.starts_with("linear")).unwrap();
        assert!(linear.contains("tensor cores"), "{linear}");
        let (fp32, line) = gelu_computes_in(&cuda);
        assert!(fp32 && line.contains("epilogue"), "{line}");
        // the CPU has no TF32 to switch on
        let tf32 = PrecisionPolicy::new(&PrecisionConfig {
            tf32: true,
            ..Default::default()
        });
        assert!(!tf32.explain(false).contains("TF32 tensor"));
        assert!(tf32.explain(true).contains("TF32 tensor cores"));
    }

    /// An island switched off, or master weights off, is shown as the ablation it is: its row
    /// no longer gives the reason the island exists for. Fails on a bf16 softmax row that still
    /// said "exp overflows; max-subtraction needs precision".
    #[test]
    fn explain_marks_the_ablations() {
        let row = |text: &str, op: &str| text.lines().find(|l| l.starts_with(op)).unwrap().to_string();
        let off = PrecisionPolicy::new(&PrecisionConfig {
            compute: Compute::Bf16,
            fp32_softmax: false,
            fp32_layernorm: false,
            fp32_loss: false,
            master_weights: false,
            ..Default::default()
        })
        .explain(true);
        for (op, key) in [
            ("layernorm", "fp32_layernorm"),
            ("causal mask", "fp32_softmax"),
            ("logits", "fp32_loss"),
            ("gradients", "master_weights"),
        ] {
            let line = row(&off, op);
            assert!(
                line.contains(&format!("precision.{key} = false")) && line.contains("ablation"),
                "{line}"
            );
        }
        let on = policy(Compute::Bf16).explain(true);
        assert!(!on.contains("ablation"), "{on}");
    }

    /// The linear row tells where the weights it multiplies come from, as `keeps_copies` and
    /// the update decide: copies the update writes on CUDA in 16 bits, cast each step on the
    /// CPU, the masters themselves in fp32, and masters rounded by the update without master
    /// weights. Fails on a row that says "cast once per step" where the copies are kept.
    #[test]
    fn explain_tells_where_the_linear_weights_come_from() {
        let linear = |p: &PrecisionPolicy, cuda: bool| {
            let text = p.explain(cuda);
            text.lines().find(|l| l.starts_with("linear")).unwrap().to_string()
        };
        let bf16 = policy(Compute::Bf16);
        assert!(linear(&bf16, true).contains("written by each update"));
        assert!(linear(&bf16, false).contains("cast once per step"));
        let fp32 = policy(Compute::Fp32);
        assert!(linear(&fp32, true).contains("weights: the fp32 masters"));
        let rounded = PrecisionPolicy::new(&PrecisionConfig {
            compute: Compute::Bf16,
            master_weights: false,
            ..Default::default()
        });
        assert!(!rounded.keeps_copies_on(true));
        assert!(linear(&rounded, true).contains("rounded to bf16 by each update"));
    }

    #[test]
    fn island_switches_move_ops_to_the_compute_dtype() {
        let p = PrecisionPolicy::new(&PrecisionConfig {
            compute: Compute::Fp16,
            fp32_softmax: false,
            fp32_layernorm: false,
            fp32_loss: false,
            master_weights: false,
            ..Default::default()
        });
        for op in [Op::LayerNorm, Op::Softmax, Op::Loss] {
            assert_eq!(p.dtype(op), DType::F16, "{op:?}");
        }
        assert_eq!(p.dtype(Op::Residual), DType::F32);
        assert_eq!(p.storage_rounding(), Some(DType::F16));
        // the table follows: the attention dropout's input is the softmax's fp16 output (its
        // row said "fp32 probabilities" whatever the switch)
        let text = p.explain(false);
        let line = text.lines().find(|l| l.contains("attention probabilities")).unwrap();
        assert!(line.contains("fp16 probabilities") && !line.contains("fp32"), "{line}");
    }

    #[test]
    fn explain_shows_softmax_in_fp32() {
        let text = policy(Compute::Bf16).explain(false);
        let line = text.lines().find(|l| l.contains("softmax")).unwrap();
        assert!(line.contains("fp32"), "{line}");
    }

    /// A gated cache (ZeRO-1's next step) asks the gate before it reads a master, for the copy
    /// of a matrix and for a master handed out as is, and casts each matrix once, at its first
    /// use, to the same values as the eager cache. Fails if a read skips the gate (the forward
    /// would read a master that is still being written) or a copy differs or is made twice.
    #[test]
    fn a_gated_cache_waits_for_each_master_before_its_first_read() {
        use std::sync::Mutex;
        #[derive(Default)]
        struct Log(Mutex<Vec<TensorId>>);
        impl WeightGate for Log {
            fn before_use(&self, master: &Var) -> Result<()> {
                self.0.lock().unwrap().push(master.id());
                Ok(())
            }
        }
        let dev = candle_core::Device::Cpu;
        let w = Var::from_tensor(&Tensor::new(&[[1.5f32, -2.25], [3.0, 0.1]], &dev).unwrap()).unwrap();
        let b = Var::from_tensor(&Tensor::new(&[0.5f32, 1.0], &dev).unwrap()).unwrap();
        let p = policy(Compute::Bf16);
        let log = Arc::new(Log::default());
        let gated = p.cast_masters_gated(&[w.clone(), b.clone()], log.clone()).unwrap();
        assert!(log.0.lock().unwrap().is_empty(), "nothing is read before its first use");
        let eager = p.cast_masters(&[w.clone(), b.clone()]).unwrap();
        let copy = gated.get(&w).unwrap().clone();
        assert_eq!(copy.dtype(), DType::BF16);
        let same = |a: &Tensor, b: &Tensor| {
            a.to_dtype(DType::F32).unwrap().to_vec2::<f32>().unwrap()
                == b.to_dtype(DType::F32).unwrap().to_vec2::<f32>().unwrap()
        };
        assert!(same(&copy, eager.get(&w).unwrap()));
        assert_eq!(*log.0.lock().unwrap(), vec![w.id()]);
        let again = gated.get(&w).unwrap();
        assert_eq!(again.id(), copy.id(), "the copy is made once");
        gated.master(&b).unwrap();
        assert_eq!(*log.0.lock().unwrap(), vec![w.id(), b.id()]);
    }
}
