//! The FP8 scaler (docs/NUMERICS.md "FP8", docs/DESIGN.md §5): what `precision.matmul = "fp8"`
//! keeps from step to step. Loss scaling again, for a format whose range is too narrow for the
//! values: each FP8 tensor of the blocks' linear layers (input, weight, output gradient) has a
//! scale that follows its amax, on the device (`ops::Fp8State`).
//!
//! - **delayed** (the default): a cast multiplies by the scale set from the amax of the last
//!   `precision.fp8_history` steps and records this step's amax; after each step
//!   (`after_step`) the amax joins the history and the scale becomes `(fmax / max(history)) /
//!   2^margin`. The scale is known before the kernel runs, which is what lets the cast live in
//!   the kernel that writes the tensor. The first step, with no history yet, scales each tensor
//!   by its own amax.
//! - **dynamic**: every cast scales by the tensor's own amax (one extra pass).
//! - **none**: scale 1, the ablation: E5M2's smallest value is 2^-16, and gradients below it
//!   are lost.
//!
//! The state is training state: checkpoints carry it (`Fp8Checkpoint`) and a resumed run
//! continues bit for bit. Values clipped at the formats' maxima are counted on the device
//! (`saturated_since_last`).

use std::collections::HashMap;
use std::sync::Arc;

use candle_core::{Device, Tensor, TensorId, Var};
use serde::{Deserialize, Serialize};

use crate::config::{Fp8Scaling, Matmul, PrecisionConfig};
use crate::error::{Error, Result};
use crate::ops::{self, Fp8Format, Fp8Site, Fp8Slot, Fp8State, ScaleMode};

/// Scaled tensors per layer, in row order: the input, the weight (E4M3), the output gradient
/// (E5M2).
const PER_LAYER: usize = 3;
const FORMATS: [Fp8Format; PER_LAYER] = [Fp8Format::E4M3, Fp8Format::E4M3, Fp8Format::E5M2];
/// The names of a layer's rows in `Fp8Checkpoint::rows`.
const ROW_NAMES: [&str; PER_LAYER] = ["input", "weight", "grad_output"];

/// What a forward pass needs to run a layer in FP8: the state and each FP8 weight's rows, with
/// this step's scale mode. Cheap to clone (activation checkpointing's rerun keeps one).
#[derive(Clone, Debug)]
pub struct Fp8Layers {
    state: Fp8State,
    rows: Arc<HashMap<TensorId, usize>>,
    mode: ScaleMode,
    /// Activation checkpointing's rerun of a block: its forward casts count into `discard`.
    rerun: bool,
    /// Saturation counts nobody reads: where an activation-checkpointing rerun counts.
    discard: Tensor,
}

impl Fp8Layers {
    /// The same layers for activation checkpointing's rerun of a block in the backward pass: it
    /// casts the same values again (the same amaxes, recorded again, and the same scales), but
    /// the first run counted its forward's clipped values, so the rerun's forward casts are not
    /// counted twice (its backward's are the only ones).
    pub fn for_rerun(&self) -> Self {
        Self {
            rerun: true,
            ..self.clone()
        }
    }

    /// The FP8 site of the layer whose weight is `weight`; None where the layer stays in the
    /// compute dtype (its dims are not multiples of 16).
    pub fn site(&self, weight: &Var) -> Option<Fp8Site> {
        let base = *self.rows.get(&weight.id())?;
        let slot = |i: usize| Fp8Slot {
            row: base + i,
            format: FORMATS[i],
            mode: self.mode,
        };
        Some(Fp8Site {
            state: self.state.clone(),
            x: slot(0),
            w: slot(1),
            dy: slot(2),
            rerun_counts: self.rerun.then(|| self.discard.clone()),
        })
    }
}

/// A collective taking a tensor's elementwise maximum over a job's ranks; None outside a job.
pub type JobMax<'a> = &'a dyn Fn(&Tensor) -> Result<Option<Tensor>>;

/// The scaling state of a run in FP8 and its bookkeeping.
pub struct Fp8Scaler {
    state: Fp8State,
    rows: Arc<HashMap<TensorId, usize>>,
    /// The FP8 layers' weight names, in row order (a layer's rows start at 3·index).
    names: Vec<String>,
    scaling: Fp8Scaling,
    history: usize,
    margin: i32,
    /// Updates so far: the next amax goes to history slot `updates % history`.
    updates: u64,
    /// The saturation counts at the last `saturated_since_last`.
    seen: Vec<u32>,
    /// The saturation counts as the last step's casts left them (a copy taken by `after_step`):
    /// the next step's first forward pass may be queued before the step's line is written
    /// (`train::ahead`), and its casts' clipped values are that step's.
    step_end: Option<Tensor>,
    /// `Fp8Layers::discard`.
    discard: Tensor,
}

/// The scaler's part of a checkpoint: the state table under `TENSOR`, this in the metadata.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Fp8Checkpoint {
    pub scaling: Fp8Scaling,
    pub history: usize,
    pub margin: i32,
    pub updates: u64,
    /// The table's rows: "<weight name>/<input|weight|grad_output>".
    pub rows: Vec<String>,
}

impl Fp8Checkpoint {
    /// The state table's tensor name in the checkpoint.
    pub const TENSOR: &'static str = "fp8.scaling_state";
}

impl Fp8Scaler {
    /// The scaler for `layers` (the blocks' linear weights, named), or None unless
    /// `precision.matmul = "fp8"`. Layers with a dim that is not a multiple of 16 stay in the
    /// compute dtype (said once). Refuses a CUDA device without FP8 tensor cores.
    pub fn new(cfg: &PrecisionConfig, layers: &[(String, Var)], device: &Device) -> Result<Option<Self>> {
        if cfg.matmul != Matmul::Fp8 {
            return Ok(None);
        }
        check_device(device)?;
        let mut rows = HashMap::new();
        let mut names = Vec::new();
        let mut left_out = Vec::new();
        for (name, w) in layers {
            let (n, k) = w.dims2()?;
            if ops::fp8_shape_ok(16, n, k) {
                rows.insert(w.id(), PER_LAYER * names.len());
                names.push(name.clone());
            } else {
                left_out.push(format!("{name} [{n}, {k}]"));
            }
        }
        if !left_out.is_empty() {
            crate::notice::once("fp8-left-out", || {
                format!(
                    "{} linear layer(s) stay in bf16, their dims not multiples of 16 (FP8 GEMMs need them): {}",
                    left_out.len(),
                    left_out.join(", ")
                )
            });
        }
        let formats: Vec<Fp8Format> = (0..names.len()).flat_map(|_| FORMATS).collect();
        let history = match cfg.fp8_scaling {
            Fp8Scaling::Delayed => cfg.fp8_history,
            Fp8Scaling::Dynamic | Fp8Scaling::None => 1,
        };
        let state = Fp8State::new(&formats, history, cfg.fp8_margin, device)?;
        Ok(Some(Self {
            seen: vec![0; formats.len()],
            step_end: None,
            discard: state.saturated.zeros_like()?,
            state,
            rows: Arc::new(rows),
            names,
            scaling: cfg.fp8_scaling,
            history,
            margin: cfg.fp8_margin,
            updates: 0,
        }))
    }

    /// How this step's casts find their scales: delayed scaling's first step, with no history
    /// yet, scales by each tensor's own amax.
    fn mode(&self) -> ScaleMode {
        match self.scaling {
            Fp8Scaling::Delayed if self.updates == 0 => ScaleMode::Dynamic,
            Fp8Scaling::Delayed => ScaleMode::Delayed,
            Fp8Scaling::Dynamic => ScaleMode::Dynamic,
            Fp8Scaling::None => ScaleMode::Fixed,
        }
    }

    /// What this step's training forward passes read.
    pub fn layers(&self) -> Fp8Layers {
        Fp8Layers {
            state: self.state.clone(),
            rows: Arc::clone(&self.rows),
            mode: self.mode(),
            rerun: false,
            discard: self.discard.clone(),
        }
    }

    /// The number of layers in FP8.
    pub fn layer_count(&self) -> usize {
        self.names.len()
    }

    /// After each step, skipped or not (its amaxes are data about the tensors either way; a
    /// non-finite amax is dropped): the step's amaxes join the history and, under delayed
    /// scaling, the scales follow it. Queued on the device. First `job_max` takes each amax's
    /// maximum over a data-parallel job's ranks (a collective; None alone), so that every rank
    /// keeps the same scales, the ones its checkpoint records (TransformerEngine reduces the
    /// amaxes over the data-parallel group the same way).
    pub fn after_step(&mut self, job_max: JobMax) -> Result<()> {
        let amax = self.state.table.narrow(1, ops::FP8_COL_AMAX, 1)?; // [rows, 1], a view
        if let Some(agreed) = job_max(&amax)? {
            // the table's amax column in place (narrow + slice_set needs a contiguous target:
            // the whole table, written back with the agreed column)
            let cols = self.state.table.dim(1)?;
            let (left, right) = (
                self.state.table.narrow(1, 0, ops::FP8_COL_AMAX)?,
                self.state
                    .table
                    .narrow(1, ops::FP8_COL_AMAX + 1, cols - ops::FP8_COL_AMAX - 1)?,
            );
            let whole = Tensor::cat(&[&left, &agreed, &right], 1)?;
            self.state.table.slice_set(&whole, 0, 0)?;
        }
        let pos = (self.updates % self.history as u64) as usize;
        ops::fp8_update(&self.state, pos, self.scaling == Fp8Scaling::Delayed)?;
        self.updates += 1;
        self.step_end = Some(self.state.saturated.copy()?);
        Ok(())
    }

    /// Values clipped at E4M3's 448 or E5M2's 57,344 by the steps since the last call, up to
    /// the end of the last step (reads the device).
    pub fn saturated_since_last(&mut self) -> Result<u64> {
        let now = self
            .step_end
            .as_ref()
            .unwrap_or(&self.state.saturated)
            .to_vec1::<u32>()?;
        let delta = now
            .iter()
            .zip(&self.seen)
            .map(|(n, s)| u64::from(n.wrapping_sub(*s)))
            .sum();
        self.seen = now;
        Ok(delta)
    }

    /// The state table (on the device) and its description, for a checkpoint.
    pub fn checkpoint(&self) -> (&Tensor, Fp8Checkpoint) {
        let rows = (self.names.iter())
            .flat_map(|n| ROW_NAMES.iter().map(move |r| format!("{n}/{r}")))
            .collect();
        let meta = Fp8Checkpoint {
            scaling: self.scaling,
            history: self.history,
            margin: self.margin,
            updates: self.updates,
            rows,
        };
        (&self.state.table, meta)
    }

    /// Continue from a checkpoint's state: the same rows, scaling and history, or a clear error
    /// (a run cannot change them on resume: the history would mean something else).
    pub fn restore(&mut self, table: &Tensor, meta: &Fp8Checkpoint) -> Result<()> {
        let (_, mine) = self.checkpoint();
        let differs = |what: &str, saved: String, now: String| {
            Error::Usage(format!(
                "the checkpoint's FP8 scaling state has {what} {saved}, this run {now}: resume with the checkpoint's precision.fp8_* settings"
            ))
        };
        if meta.scaling != mine.scaling {
            return Err(differs("scaling", meta.scaling.to_string(), mine.scaling.to_string()));
        }
        if meta.history != mine.history {
            return Err(differs("history", meta.history.to_string(), mine.history.to_string()));
        }
        if meta.margin != mine.margin {
            return Err(differs("margin", meta.margin.to_string(), mine.margin.to_string()));
        }
        if meta.rows != mine.rows {
            return Err(differs(
                "rows",
                format!("{} rows", meta.rows.len()),
                format!("{} (another model)", mine.rows.len()),
            ));
        }
        if table.dims() != self.state.table.dims() {
            return Err(differs(
                "a table of",
                format!("{:?}", table.dims()),
                format!("{:?}", self.state.table.dims()),
            ));
        }
        let table = table.to_device(self.state.table.device())?;
        self.state.table.slice_set(&table, 0, 0)?;
        self.updates = meta.updates;
        Ok(())
    }
}

/// FP8 tensor cores: CUDA compute capability 8.9 (Ada) or 9.0 (Hopper) and later; the CPU
/// emulates them.
fn check_device(device: &Device) -> Result<()> {
    let Some((major, minor)) = crate::ops::compute_capability(device)? else {
        return Ok(());
    };
    if (major, minor) < (8, 9) {
        return Err(Error::Usage(format!(
            "precision.matmul = \"fp8\" needs FP8 tensor cores (compute capability 8.9 or later); this GPU is {major}.{minor}: use precision.matmul = \"compute\""
        )));
    }
    Ok(())
}
