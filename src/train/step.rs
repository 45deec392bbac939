//! One training iteration, in the order of the mixed-precision recipe:
//! scale → backward → unscale + check → skip, or clip → step → update the scaler.
//! No cadence in here: logging, evaluation and checkpoints belong to `Trainer::run`.

use candle_core::{DType, Tensor};

use super::Trainer;
use crate::error::Result;
use crate::metrics::Phase;
use crate::model::{Ctx, DropoutKey};
use crate::optim::Grads;

/// What one step hands back. Tensors stay on the device: they are read only on logging steps.
pub struct StepReport {
    pub loss: Tensor,
    pub grad_norm: Option<f64>,
    pub skipped: bool,
    /// The scale this step's loss was multiplied by.
    pub scale: f64,
    pub lr: f64,
    /// Count of gradient elements that flush to zero in the compute dtype (log.grad_underflow).
    pub underflow: Option<Tensor>,
    /// Count of parameter elements whose update was lost to rounding (master weights off).
    pub update_lost: Option<Tensor>,
}

impl Trainer {
    /// One iteration: `train.grad_accum` micro-batches, then at most one optimizer update.
    pub fn train_step(&mut self) -> Result<StepReport> {
        self.profiler.start()?;
        let step = self.state.step + 1; // 1-based number of this iteration
        let lr = self.schedule.lr(self.state.opt_step); // follows opt_step: a skip doesn't tick it
        let scale = self.scaler.scale();
        // Overflow injection goes through the real backward: the loss is multiplied by inf
        // instead of the scale, so every gradient arrives inf or NaN, as in a real overflow.
        let backward_factor = if self.cfg.debug.inject_overflow_steps.contains(&step) {
            f64::INFINITY
        } else {
            scale
        };
        let named = self.model.params().named();
        // The masters' compute-dtype copies, cast once per step and shared by all micro-batches.
        let weights = self.policy.cast_masters(&self.masters)?;
        let n_micro = self.cfg.train.grad_accum;
        let mut grads: Option<Grads> = None;
        let mut loss_sum = Tensor::zeros((), DType::F32, &self.device)?; // stays on the device
        for micro in 0..n_micro as u64 {
            let batch = self.batcher.train_batch(&self.corpus, step, micro, &self.device)?;
            let ctx = Ctx {
                policy: &self.policy,
                weights: &weights,
                dropout: Some(DropoutKey {
                    seed: self.cfg.train.seed,
                    step,
                    micro,
                }),
            };
            let loss = (self.model.loss(&batch.idx, &batch.targets, &ctx)? / n_micro as f64)?; // f32 (loss island)
            self.profiler.lap(Phase::Forward)?;
            // 1. scale: ×S lifts fp16 gradients above 2^-24 so they don't flush to zero; S = 1 when disabled
            let scaled = (&loss * backward_factor)?;
            // 2. backward: to_dtype's backward casts each gradient back, so masters get fp32 gradients
            let g = Grads::from_store(named, &scaled.backward()?)?; // Err(MissingGrad) if one is absent
            match grads.as_mut() {
                None => grads = Some(g),
                Some(acc) => acc.accumulate(g)?,
            }
            loss_sum = (loss_sum + loss.detach())?;
            drop((scaled, loss)); // frees the forward graph now: its cost belongs to this phase
            self.profiler.lap(Phase::Backward)?;
        }
        let mut grads = grads.expect("invariant: grad_accum >= 1");
        // 3. unscale (×1/S in fp32) + 4. check, in one pass; reading the flag is the one host sync
        let sumsq = grads.unscale_and_sumsq(1.0 / scale)?.to_scalar::<f32>()? as f64;
        let found_inf = !sumsq.is_finite();
        self.profiler.lap(Phase::UnscaleCheck)?;
        let underflow = if self.cfg.log.grad_underflow {
            Some(self.policy.flush_to_zero_count(&grads.tensors)?)
        } else {
            None
        };
        let (grad_norm, update_lost) = if found_inf {
            (None, None) // 5. skip: masters, moments and the LR schedule stay exactly as they were
        } else {
            let norm = sumsq.sqrt();
            grads.clip_global_norm(norm, self.cfg.train.grad_clip)?; // 6. clip by the fp32 global norm
            self.profiler.lap(Phase::Clip)?;
            let t = self.state.opt_step + 1;
            // 7. step: AdamW on the fp32 masters
            let lost = self
                .optim
                .step(&self.masters, &grads, lr, t, self.policy.storage_rounding())?;
            self.state.opt_step = t;
            self.profiler.lap(Phase::Optimizer)?;
            (Some(norm), lost)
        };
        // 8. update: back off (after hysteresis) or grow; Err(Diverged) at the limit
        self.scaler.update(found_inf, step)?;
        self.state.step = step;
        self.state.tokens_seen += (n_micro * self.cfg.train.batch_size * self.cfg.model.block_size) as u64;
        self.state.skipped_total += found_inf as u64;
        self.profiler.end()?;
        Ok(StepReport {
            loss: loss_sum,
            grad_norm,
            skipped: found_inf,
            scale,
            lr,
            underflow,
            update_lost,
        })
    }
}
