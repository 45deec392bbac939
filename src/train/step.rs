//! One training iteration, in the order of the mixed-precision recipe:
//! scale → backward → unscale + check (+ the spike guard's judgement) → skip, or clip → step →
//! update the scaler.
//! No cadence in here: logging, evaluation and checkpoints belong to `Trainer::run`; how the
//! gradients reach the update (one process, data parallel, ZeRO-1) to `self.parallel`
//! (`parallel::Parallelism`); the next step's forward pass queued early to `ahead.rs`.

use candle_core::{DType, Tensor};

use super::Trainer;
use crate::config::Checkpointing;
use crate::error::{Error, Result};
use crate::metrics::Phase;
use crate::model::{Ctx, DropoutKey};
use crate::parallel::{StepGrads, Update};
use crate::precision::WeightCache;
use crate::spike::{self, Verdict};

/// What one step hands back. Tensors stay on the device: they are read only on logging steps.
pub struct StepReport {
    pub loss: Tensor,
    /// The job's loss as the step's one sync already read it (the spike guard reads it every
    /// step): what a logging step prints without reading `loss` again. None with the guard off.
    pub loss_read: Option<f64>,
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
    /// Skipped as a loss spike (src/spike.rs); `skipped` is then true too.
    pub spike: bool,
    /// The spikes within the guard's window call for a rollback (`Trainer::roll_back`).
    pub roll_back: bool,
    /// The scaler's verdict that the run diverged at this (skipped) step: `run` logs the step's
    /// row, then ends with it; `train_step` returns it as the error.
    pub diverged: Option<Error>,
}

/// What the host reads back at the step's one sync.
struct Check {
    /// The unscaled gradients' sum of squares: non-finite on an overflow.
    sumsq: f64,
    stop: bool,
    /// The job's loss, read when the spike guard runs.
    loss: Option<f64>,
    /// The device judged the step a spike.
    spike: bool,
}

/// The spike guard's part of a step: the gate the update reads, and what the host reads back.
struct Judged {
    gate: Tensor,
    readback: Tensor,
    /// Where the guard's values start in `readback` (after the parallelism's check).
    check_len: usize,
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
    /// In a data-parallel job every rank runs it in lockstep. Err(Diverged) when the scaler
    /// gives up (the step is counted, as skipped).
    pub fn train_step(&mut self) -> Result<StepReport> {
        let mut report = self.step_and_report()?;
        match report.diverged.take() {
            Some(e) => Err(e),
            None => Ok(report),
        }
    }

    /// `train_step` with a divergence in the report, so that `run` logs the step that diverged.
    pub(super) fn step_and_report(&mut self) -> Result<StepReport> {
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
        // (the spike guard: a z-score outlier of the loss or the norm is gated like an overflow)
        let judged = self.judge_spike(&loss_sum, &check)?;
        // 5. skip, or 6. clip by the fp32 global norm + 7. step: decided by the update itself
        // from the check on the device, so it is queued before the host reads the check
        grads.gate_on_device(judged.gate, self.cfg.train.grad_clip);
        self.readback.start(&judged.readback)?;
        self.profiler.enter(Phase::Optimizer)?;
        let t = self.state.opt_step + 1;
        let update = Update {
            lr,
            t,
            round_to: self.policy.storage_rounding(),
            copies: self.copies.as_deref(),
        };
        let update_lost = self.parallel.update(&mut self.optim, &self.masters, &grads, update)?;
        // (FP8: this step's amaxes join the history and the next step's scales follow it)
        if let Some(fp8) = &mut self.fp8 {
            let parallel = &self.parallel;
            fp8.after_step(&|amax: &Tensor| parallel.max(amax))?;
        }
        drop((grads, start)); // freed before the next forward pass allocates
        self.queue_ahead(step)?;
        self.profiler.enter(Phase::Other)?;
        // the step's one host sync
        let check = self.read_check(judged.check_len)?;
        let found_inf = !check.sumsq.is_finite();
        let skipped = found_inf || check.spike;
        // 5. skip: masters, moments and the LR schedule stay exactly as they were (the gated
        // update wrote nothing)
        let grad_norm = (!found_inf).then(|| check.sumsq.sqrt());
        if !skipped {
            self.state.opt_step = t;
        }
        // 8. update the scaler: back off (after hysteresis) or grow; Diverged at the limit
        // (a spike is not an overflow: the scale does not back off for it)
        let diverged = self.scaler.update(found_inf, step).err();
        let verdict = match check.loss {
            Some(loss) => self.spike.observe(step, loss, grad_norm, check.spike),
            None => Verdict::Normal,
        };
        self.state.step = step;
        self.state.tokens_per_step = self.tokens_per_step();
        self.state.tokens_seen += self.state.tokens_per_step;
        self.state.skipped_total += skipped as u64;
        self.profiler.end()?;
        Ok(StepReport {
            loss: loss_sum,
            loss_read: check.loss,
            grad_norm,
            skipped,
            scale,
            lr,
            underflow,
            update_lost,
            stop: check.stop,
            spike: check.spike,
            roll_back: verdict == Verdict::RollBack,
            diverged,
        })
    }

    /// The spike guard's judgement of the step (src/spike.rs), queued on the device: with the
    /// guard off, the update's gate is the check's sum of squares and the host reads the check;
    /// with it on, the host also reads the job's loss, and once the window is full the gate is
    /// +inf where the loss or the sum of squares is above the thresholds.
    fn judge_spike(&self, loss: &Tensor, check: &Tensor) -> Result<Judged> {
        let sumsq = check.narrow(0, 0, 1)?;
        let check_len = check.dim(0)?;
        if !self.spike.enabled() {
            let readback = check.clone();
            return Ok(Judged {
                gate: sumsq,
                readback,
                check_len,
            });
        }
        let loss = self.parallel.sum(loss)?.reshape(1)?; // the job's mean loss, on every rank
        let (gate, readback) = match self.spike.thresholds() {
            Some(th) => {
                let (gate, flag) = spike::gate(&loss, &sumsq, th)?;
                (gate, Tensor::cat(&[check, &loss, &flag], 0)?)
            }
            None => (sumsq, Tensor::cat(&[check, &loss], 0)?),
        };
        Ok(Judged {
            gate,
            readback,
            check_len,
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
        // the batch of step + data_offset: a spike rollback skips the batches it had seen
        let data_step = step + self.state.data_offset;
        let batch = self
            .batcher
            .train_batch(&self.corpus, data_step, job_micro, &self.device)?;
        self.profiler.enter(Phase::Forward)?;
        let debug = &self.cfg.debug;
        let spike = match debug.inject_spike_steps.contains(&data_step) {
            true => debug.inject_spike_factor, // a bad batch, through the real forward and backward
            false => 1.0,
        };
        let share = spike / (n_micro * world) as f64;
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
            fp8: self.fp8.as_ref().map(|f| f.layers()),
            loss_seed: self.loss_seed(step, share),
            ..Ctx::plain(&self.policy, &start.weights)
        };
        Ok((self.model.loss(&batch.idx, &batch.targets, &ctx)? * share)?) // f32 (loss island)
    }

    /// The dloss step `step`'s backward will reach the loss with, where the forward can know
    /// it: the backward seeds ones through `× backward_factor` and `× share` (`train_step`,
    /// `forward`), each an f32 multiply on the device, so the loss's gradient is their f32
    /// product. None under a loss scaler: the step's first forward pass is queued before the
    /// step before it updates the scale (`ahead.rs`), so its forward cannot know it.
    fn loss_seed(&self, step: u64, share: f64) -> Option<f32> {
        if self.scaler.enabled() {
            if self.device.is_cuda() {
                crate::notice::once("xent-unfused", || {
                    "cross-entropy computes dlogits in its backward, a pass of its own: under the loss \
                     scaler the forward cannot know the scale its backward will see"
                        .into()
                });
            }
            return None;
        }
        Some(seed_of(self.backward_factor(step, self.scaler.scale()), share))
    }

    /// Wait for what `StepGrads::agree` gave (the first `check_len` values) and the spike
    /// guard's loss and judgement after them, started on `self.readback` (the step's one host
    /// sync). A single process's check carries no stop requests: its own stands.
    fn read_check(&mut self, check_len: usize) -> Result<Check> {
        let read = self.readback.wait()?;
        let (check, guard) = read.split_at(check_len);
        let stop = match check.get(1) {
            Some(&stops) => stops > 0.0,
            None => self.stop_requested,
        };
        Ok(Check {
            sumsq: check[0] as f64,
            stop,
            loss: guard.first().map(|&l| l as f64),
            spike: guard.get(1).is_some_and(|&f| f > 0.0),
        })
    }
}

/// The gradient the backward of `(loss · share) · factor` hands `loss`: ones through two f32
/// multiplies by the factors rounded to f32 (candle's `affine` backward), one rounding of their
/// product.
fn seed_of(factor: f64, share: f64) -> f32 {
    factor as f32 * share as f32
}

#[cfg(test)]
mod tests {
    use candle_core::{Device, Tensor, Var};

    /// The seed the forward promises is, bit for bit, what the backward of the step's loss
    /// expression delivers to the loss (else the fused loss rescales its dlogits, one rounding
    /// more): for shares no power of two, loss scales, a spike factor and an injected overflow.
    #[test]
    fn the_promised_seed_is_what_the_backward_delivers() {
        let loss = Var::from_tensor(&Tensor::new(2.75f32, &Device::Cpu).unwrap()).unwrap();
        for (factor, share) in [
            (1.0, 1.0),
            (1.0, 1.0 / 3.0),
            (65536.0, 1.0 / 6.0),
            (1.0, 7.0 / 3.0),
            (f64::INFINITY, 0.5),
        ] {
            let scaled = ((loss.as_tensor() * share).unwrap() * factor).unwrap(); // as forward, then train_step
            let g = scaled.backward().unwrap();
            let got = g.get(loss.as_tensor()).unwrap().to_scalar::<f32>().unwrap();
            assert_eq!(
                got.to_bits(),
                super::seed_of(factor, share).to_bits(),
                "factor {factor}, share {share}"
            );
        }
    }
}
