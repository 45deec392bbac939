//! One training iteration, in the order of the mixed-precision recipe:
//! scale → backward → unscale + check → skip, or clip → step → update the scaler.
//! No cadence in here: logging, evaluation and checkpoints belong to `Trainer::run`; how the
//! gradients reach the update (one process, data parallel, ZeRO-1) to `self.parallel`
//! (`parallel::Parallelism`); the next step's forward pass queued early to `ahead.rs`.

use candle_core::{DType, Tensor};

use super::Trainer;
use crate::config::Checkpointing;
use crate::error::Result;
use crate::metrics::Phase;
use crate::model::{Ctx, DropoutKey};
use crate::parallel::{StepGrads, Update};
use crate::precision::WeightCache;

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
    /// A stop was requested (on any rank of a data-parallel job): checkpoint and end the run.
    pub stop: bool,
}

/// What a step's micro-batches share (`Trainer::begin_step`).
pub(super) struct StepStart {
    /// The masters' compute-dtype copies: kept from the last update, or cast once per step.
    pub(super) weights: WeightCache,
    /// Where the micro-batches' gradients go, and what they add up to.
    pub(super) grads: Box<dyn StepGrads>,
}

impl Trainer {
    /// One iteration: `train.grad_accum` micro-batches, then at most one optimizer update.
    /// In a data-parallel job every rank runs it in lockstep.
    pub fn train_step(&mut self) -> Result<StepReport> {
        let step = self.state.step + 1; // 1-based number of this iteration
        self.profiler.start(step)?;
        self.profiler.enter(Phase::Data)?;
        let lr = self.schedule.lr(self.state.opt_step); // follows opt_step: a skip doesn't tick it
        let scale = self.scaler.scale();
        let backward_factor = self.backward_factor(step, scale);
        let (mut start, mut queued) = match self.take_ahead(step) {
            Some((start, first)) => (start, Some(first)),
            None => (self.begin_step()?, None),
        };
        let mut loss_sum = Tensor::zeros((), DType::F32, &self.device)?; // stays on the device
        for micro in 0..self.cfg.train.grad_accum {
            let loss = match queued.take() {
                Some(first) => first,
                None => self.forward(&mut start, step, micro)?,
            };
            self.profiler.enter(Phase::Backward)?;
            // 1. scale: ×S lifts fp16 gradients above 2^-24 so they don't flush to zero; S = 1 when disabled
            loss_sum = (loss_sum + loss.detach())?;
            let scaled = (loss * backward_factor)?;
            // 2. backward: to_dtype's backward casts each gradient back, so masters get fp32
            // gradients (in a job, exchanged with the other ranks' while it runs)
            start.grads.backward(micro, scaled, self.stop_requested)?;
        }
        let mut grads = start.grads.finish()?; // the job's mean gradient (this rank's shard of it)
        self.profiler.enter(Phase::UnscaleCheck)?;
        // 3. unscale (×1/S in fp32) + 4. check, in one pass: the sum of squares, agreed by the job
        let sumsq = grads.unscale_and_sumsq(1.0 / scale)?;
        let check = start.grads.agree(sumsq, self.stop_requested)?;
        let underflow = if self.cfg.log.grad_underflow {
            Some(self.policy.flush_to_zero_count(&grads.tensors)?)
        } else {
            None
        };
        // 5. skip, or 6. clip by the fp32 global norm + 7. step: decided by the update itself
        // from the check on the device, so it is queued before the host reads the check
        grads.gate_on_device(check.narrow(0, 0, 1)?, self.cfg.train.grad_clip);
        self.readback.start(&check)?;
        self.profiler.enter(Phase::Optimizer)?;
        let t = self.state.opt_step + 1;
        let update = Update {
            lr,
            t,
            round_to: self.policy.storage_rounding(),
            copies: self.copies.as_deref(),
        };
        let update_lost = self.parallel.update(&mut self.optim, &self.masters, &grads, update)?;
        drop((grads, start)); // freed before the next forward pass allocates
        self.queue_ahead(step)?;
        self.profiler.enter(Phase::Other)?;
        // the step's one host sync
        let (sumsq, found_inf, stop) = self.read_check()?;
        // 5. skip: masters, moments and the LR schedule stay exactly as they were (the gated
        // update wrote nothing)
        let grad_norm = (!found_inf).then(|| sumsq.sqrt());
        if !found_inf {
            self.state.opt_step = t;
        }
        // 8. update the scaler: back off (after hysteresis) or grow; Err(Diverged) at the limit
        self.scaler.update(found_inf, step)?;
        self.state.step = step;
        self.state.tokens_seen += self.tokens_per_step();
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
            stop,
        })
    }

    /// What the loss of step `step` is multiplied by before its backward pass: the loss scale,
    /// or inf at `debug.inject_overflow_steps` (on `debug.inject_overflow_rank`, or every
    /// rank), so that every gradient arrives inf or NaN through the real backward, as in a real
    /// overflow.
    fn backward_factor(&self, step: u64, scale: f64) -> f64 {
        let debug = &self.cfg.debug;
        let rank = self.rank_and_world().0;
        let inject =
            debug.inject_overflow_steps.contains(&step) && debug.inject_overflow_rank.is_none_or(|r| r == rank);
        if inject {
            f64::INFINITY
        } else {
            scale
        }
    }

    /// A step's start: the masters' compute copies and where its gradients go, from the
    /// parallelism.
    pub(super) fn begin_step(&mut self) -> Result<StepStart> {
        let (weights, grads) = self
            .parallel
            .begin_step(&self.policy, &self.masters, self.copies.as_ref())?;
        Ok(StepStart { weights, grads })
    }

    /// Queue micro-batch `micro` of step `step`: its batch, its forward pass, its loss. Each
    /// micro-batch's loss is divided by all the job's micro-batches of the step, so the
    /// gradients summed over them (here, then across the ranks) are the job's mean.
    pub(super) fn forward(&mut self, start: &mut StepStart, step: u64, micro: usize) -> Result<Tensor> {
        if micro > 0 {
            self.profiler.enter(Phase::Data)?; // micro-batch 0's began with the step
        }
        let (rank, world) = self.rank_and_world();
        let n_micro = self.cfg.train.grad_accum;
        // The job's micro-batch number: rank r draws r·grad_accum .. (r+1)·grad_accum, so a
        // job of W ranks draws what one process with W·grad_accum micro-batches would.
        let job_micro = (rank * n_micro + micro) as u64;
        let batch = self.batcher.train_batch(&self.corpus, step, job_micro, &self.device)?;
        self.profiler.enter(Phase::Forward)?;
        let sinks = start.grads.sinks(micro);
        let checkpointing = self.cfg.train.activation_checkpointing == Checkpointing::Blocks;
        let ctx = Ctx {
            dropout: Some(DropoutKey {
                seed: self.cfg.train.seed,
                step,
                micro: job_micro,
            }),
            checkpoint: checkpointing.then_some(sinks.grads),
            token_rows: Some(sinks.token_rows),
            ..Ctx::plain(&self.policy, &start.weights)
        };
        let divisor = (n_micro * world) as f64;
        Ok((self.model.loss(&batch.idx, &batch.targets, &ctx)? / divisor)?) // f32 (loss island)
    }

    /// Wait for what `StepGrads::agree` gave, started on `self.readback` (the step's one host
    /// sync): (sum of squares, overflow, stop). A single process's check carries no stop
    /// requests: its own stands.
    fn read_check(&mut self) -> Result<(f64, bool, bool)> {
        let read = self.readback.wait()?;
        let sumsq = read[0] as f64;
        let stop = match read.get(1) {
            Some(&stops) => stops > 0.0,
            None => self.stop_requested,
        };
        Ok((sumsq, !sumsq.is_finite(), stop))
    }
}
