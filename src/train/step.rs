//! One training iteration, in the order of the mixed-precision recipe:
//! scale → backward → unscale + check → skip, or clip → step → update the scaler.
//! No cadence in here: logging, evaluation and checkpoints belong to `Trainer::run`.

use std::sync::{Arc, Mutex};

use candle_core::{DType, Tensor, Var};

use super::Trainer;
use crate::config::Checkpointing;
use crate::error::Result;
use crate::metrics::Phase;
use crate::model::{CollectGrads, Ctx, DropoutKey, GradSink};
use crate::ops;
use crate::optim::{AdamW, Grads};
use crate::parallel::{EmbeddingRows, GradSync, PendingGather, Settle};
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

impl Trainer {
    /// One iteration: `train.grad_accum` micro-batches, then at most one optimizer update.
    /// In a data-parallel job every rank runs it in lockstep: its own micro-batches, the
    /// gradient exchange during the last backward pass, and the same update everywhere.
    pub fn train_step(&mut self) -> Result<StepReport> {
        let step = self.state.step + 1; // 1-based number of this iteration
        self.profiler.start(step)?;
        self.profiler.enter(Phase::Data)?;
        let lr = self.schedule.lr(self.state.opt_step); // follows opt_step: a skip doesn't tick it
        let scale = self.scaler.scale();
        let rank = self.rank_and_world().0;
        // Overflow injection goes through the real backward: the loss is multiplied by inf
        // instead of the scale, so every gradient arrives inf or NaN, as in a real overflow.
        let debug = &self.cfg.debug;
        let inject =
            debug.inject_overflow_steps.contains(&step) && debug.inject_overflow_rank.is_none_or(|r| r == rank);
        let backward_factor = if inject { f64::INFINITY } else { scale };
        // Micro-batch 0's forward pass may have been queued by the previous step already.
        let (start, mut first) = match self.ahead.take() {
            Some(ahead) if ahead.step == step => (ahead.start, Some(ahead.first)),
            _ => (self.begin_step()?, None),
        };
        let StepStart {
            weights,
            gathering,
            token_rows,
        } = start;
        let n_micro = self.cfg.train.grad_accum;
        let mut grads: Option<Grads> = None;
        let mut buckets: Option<Vec<Tensor>> = None;
        let mut settle: Option<Settle> = None; // the exchange's last buckets, still being summed
        let mut loss_sum = Tensor::zeros((), DType::F32, &self.device)?; // stays on the device
        let mut all_rows: Option<EmbeddingRows> = None;
        for micro in 0..n_micro as u64 {
            let Forward {
                loss,
                exchange,
                collected,
            } = match first.take() {
                Some(queued) => queued,
                None => {
                    if micro > 0 {
                        self.profiler.enter(Phase::Data)?; // micro-batch 0's began above, with the casts
                    }
                    let last = micro + 1 == n_micro as u64;
                    let earlier = if last && self.dp.is_some() { grads.take() } else { None };
                    self.forward(step, micro, &weights, &token_rows, earlier)?
                }
            };
            self.profiler.enter(Phase::Backward)?;
            // 1. scale: ×S lifts fp16 gradients above 2^-24 so they don't flush to zero; S = 1 when disabled
            let scaled = (&loss * backward_factor)?;
            loss_sum = (loss_sum + loss.detach())?;
            // 2. backward: to_dtype's backward casts each gradient back, so masters get fp32 gradients
            match exchange {
                Some(exchange) => {
                    exchange.set_control(self.stop_requested as u8 as f32); // summed over the ranks
                    let done = scaled.backward_with_ready(&mut |v, g| exchange.ready(v, g)).map(drop);
                    drop((scaled, loss)); // the graph (and its checkpointed blocks' handles on the exchange)
                    let mine = token_rows.take()?;
                    let (b, rows, rest) = exchange.into_inner()?.finish(done, Some(&mine))?;
                    (buckets, all_rows, settle) = (Some(b), rows, Some(rest));
                }
                None => {
                    let store = scaled.backward()?;
                    drop((scaled, loss)); // frees the forward graph now: its cost belongs to this phase
                    let extra = collected.map(|c| c.drain()).unwrap_or_default();
                    let g = Grads::from_store_with(self.model.params().named(), &store, extra)?; // Err(MissingGrad) if one is absent
                    match grads.as_mut() {
                        None => grads = Some(g),
                        Some(acc) => acc.accumulate(g)?,
                    }
                }
            }
        }
        if let Some(g) = gathering {
            g.settle()?; // (the forward read every master already) before the update writes them
        }
        let mut grads = match (&self.dp, &self.zero, &buckets) {
            (Some(_), Some(zero), Some(b)) => zero.piece_grads(b)?, // this rank's shard
            (Some(dp), None, Some(b)) => dp.bucket_views(b, &self.masters)?, // all of them
            _ => grads.expect("invariant: grad_accum >= 1"),
        };
        // The tied embedding: the LM head's part (summed over the job) + the rows' part.
        let rows = match all_rows {
            Some(rows) => rows,
            None => token_rows.take()?,
        };
        let wte = self.model.token_embedding_index();
        match &self.zero {
            Some(zero) => zero.add_to_param(&mut grads, wte, &rows.token_grad(self.model.vocab_size)?)?,
            None => grads.tensors[wte] = rows.token_grad_onto(&grads.tensors[wte])?,
        }
        drop(rows);
        if let Some(rest) = settle {
            rest.wait()?; // the last buckets were summed while the rows' part was computed
        }
        self.profiler.enter(Phase::UnscaleCheck)?;
        // 3. unscale (×1/S in fp32) + 4. check, in one pass: the sum of squares, agreed by the job
        let sumsq = grads.unscale_and_sumsq(1.0 / scale)?;
        let checked = self.agree(sumsq, buckets.as_deref())?;
        let underflow = if self.cfg.log.grad_underflow {
            Some(self.policy.flush_to_zero_count(&grads.tensors)?)
        } else {
            None
        };
        let t = self.state.opt_step + 1;
        let (sumsq, found_inf, stop, update_lost) =
            if AdamW::gates_on_device(&self.masters, self.policy.storage_rounding()) {
                // The update is queued before the host reads the check: the fused AdamW reads the
                // sum on the GPU (the composed one on the CPU reads it itself), skips itself on an
                // overflow and clips by the global norm (the same bits as steps 5–7 below). A single
                // process queues the next step's first forward pass too (`looks_ahead`), so the GPU
                // has both to run while the host waits for the check alone.
                grads.gate_on_device(checked.narrow(0, 0, 1)?, self.cfg.train.grad_clip);
                self.readback.start(&checked)?;
                self.profiler.enter(Phase::Optimizer)?;
                let lost = self.update(&grads, lr, t)?;
                drop((grads, buckets, weights)); // freed before the next forward pass allocates
                if self.looks_ahead(step) {
                    self.ahead = Some(self.queue_ahead(step + 1)?);
                }
                self.profiler.enter(Phase::Other)?;
                let (sumsq, found_inf, stop) = self.read_check()?; // the step's one host sync
                (sumsq, found_inf, stop, lost)
            } else {
                self.readback.start(&checked)?;
                let (sumsq, found_inf, stop) = self.read_check()?; // the step's one host sync
                let mut lost = None;
                if !found_inf {
                    self.profiler.enter(Phase::Clip)?;
                    grads.clip_global_norm(sumsq.sqrt(), self.cfg.train.grad_clip)?; // 6. clip by the fp32 global norm
                    self.profiler.enter(Phase::Optimizer)?;
                    lost = self.update(&grads, lr, t)?; // 7. step
                }
                self.profiler.enter(Phase::Other)?;
                (sumsq, found_inf, stop, lost)
            };
        // 5. skip: masters, moments and the LR schedule stay exactly as they were (a queued
        // update wrote nothing)
        let grad_norm = (!found_inf).then(|| sumsq.sqrt());
        if !found_inf {
            self.state.opt_step = t;
        }
        // 8. update: back off (after hysteresis) or grow; Err(Diverged) at the limit
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

    /// What a step's micro-batches share: the masters' compute-dtype copies, cast once per step
    /// (under ZeRO-1 each at its first use, once the previous update's gather has brought it),
    /// that gather, and the token rows the embedding's backward hands out.
    fn begin_step(&mut self) -> Result<StepStart> {
        let gathering = self.gathering.take();
        let weights = match &gathering {
            Some(g) => self.policy.cast_masters_gated(&self.masters, g.clone())?,
            None => self.policy.cast_masters(&self.masters)?,
        };
        Ok(StepStart {
            weights,
            gathering,
            token_rows: Arc::new(StepRows::default()),
        })
    }

    /// Queue micro-batch `micro` of step `step`: its batch, its forward pass, its loss. Each
    /// micro-batch's loss is divided by all the job's micro-batches of the step, so the
    /// gradients summed over them (here, then across the ranks) are the job's mean. The last
    /// micro-batch of a data-parallel step carries the gradient exchange, which starts from
    /// `earlier` (this rank's sum over the step's other micro-batches).
    fn forward(
        &mut self,
        step: u64,
        micro: u64,
        weights: &WeightCache,
        token_rows: &Arc<StepRows>,
        earlier: Option<Grads>,
    ) -> Result<Forward> {
        let (rank, world) = self.rank_and_world();
        let n_micro = self.cfg.train.grad_accum as u64;
        // The job's micro-batch number: rank r draws r·grad_accum .. (r+1)·grad_accum, so a
        // job of W ranks draws what one process with W·grad_accum micro-batches would.
        let job_micro = rank as u64 * n_micro + micro;
        let batch = self.batcher.train_batch(&self.corpus, step, job_micro, &self.device)?;
        self.profiler.enter(Phase::Forward)?;
        // The last micro-batch of a data-parallel step exchanges its gradients while the
        // backward pass runs; checkpointed blocks hand theirs over from inside it.
        let exchange = match &self.dp {
            Some(dp) if micro + 1 == n_micro => Some(Arc::new(Exchange(Mutex::new(dp.exchange(earlier, 0.0))))),
            _ => None,
        };
        let checkpointing = self.cfg.train.activation_checkpointing == Checkpointing::Blocks;
        let collected = (checkpointing && exchange.is_none()).then(|| Arc::new(CollectGrads::default()));
        let sink: Option<Arc<dyn GradSink>> = match (&exchange, &collected) {
            _ if !checkpointing => None,
            (Some(e), _) => Some(e.clone()),
            (None, c) => c.clone().map(|c| c as Arc<dyn GradSink>),
        };
        let ctx = Ctx {
            policy: &self.policy,
            weights,
            dropout: Some(DropoutKey {
                seed: self.cfg.train.seed,
                step,
                micro: job_micro,
            }),
            checkpoint: sink,
            token_rows: Some(token_rows.clone()),
        };
        let divisor = (n_micro as usize * world) as f64;
        let loss = (self.model.loss(&batch.idx, &batch.targets, &ctx)? / divisor)?; // f32 (loss island)
        Ok(Forward {
            loss,
            exchange,
            collected,
        })
    }

    /// Whether to queue step `step + 1`'s first forward pass before reading step `step`'s
    /// check: not while the profiler synchronises at every phase boundary (timing phases, or
    /// writing a Chrome trace), nor before a pause of the run (an evaluation, a checkpoint, the
    /// end, a stop this rank asked for), which would hold that pass's activations through it.
    /// Not in a data-parallel job either: on two GPUs a 100-step run gained nothing from it
    /// (docs/DISTRIBUTED.md, "Queued ahead"), so the job keeps the simpler order.
    fn looks_ahead(&self, step: u64) -> bool {
        self.dp.is_none() && !self.profiler.synchronises() && !self.stop_requested && !self.pauses_after(step)
    }

    /// Step `step`'s start and its micro-batch 0's forward pass, queued behind this step's
    /// update (whose masters they read, in stream order).
    fn queue_ahead(&mut self, step: u64) -> Result<Ahead> {
        self.profiler.enter(Phase::Data)?;
        let start = self.begin_step()?;
        let first = self.forward(step, 0, &start.weights, &start.token_rows, None)?;
        Ok(Ahead { step, start, first })
    }

    /// Step 7: AdamW on the fp32 masters with update number `t`. Under ZeRO-1 on this rank's
    /// shard, then the updated shards are gathered into every rank's masters (in flight as
    /// `self.gathering`). The count of updates lost to rounding when master weights are off.
    fn update(&mut self, grads: &Grads, lr: f64, t: u64) -> Result<Option<Tensor>> {
        match (&self.dp, &mut self.zero) {
            (Some(dp), Some(zero)) => {
                self.gathering = Some(zero.step(dp.comm.as_ref(), &self.masters, grads, lr, t)?);
                Ok(None)
            }
            _ => self
                .optim
                .step(&self.masters, grads, lr, t, self.policy.storage_rounding()),
        }
    }

    /// The step's sum of squares as the whole job sees it, on the device, followed in a job by
    /// the ranks' stop requests: every rank then skips the same steps (the loss scale stays the
    /// same everywhere) and stops at the same step. Plain data parallelism: every rank holds the
    /// same all-reduced gradients, so the same sum, non-finite on every rank as soon as one
    /// rank's gradients were (inf or NaN survive the sum); the stop requests were summed in the
    /// last bucket. ZeRO-1: the shards' sums and the stop requests are summed in one small
    /// all-reduce: the global norm², non-finite if any shard's is. A single process: its own sum.
    fn agree(&self, sumsq: Tensor, buckets: Option<&[Tensor]>) -> Result<Tensor> {
        let sumsq = sumsq.reshape(1)?;
        Ok(match (&self.dp, buckets) {
            (Some(dp), Some(b)) if self.zero.is_none() => {
                let stops = dp.control_sum(b)?.expect("invariant: an all-reduced exchange");
                Tensor::cat(&[sumsq, stops], 0)?
            }
            (Some(dp), _) => {
                let stop = Tensor::new(&[self.stop_requested as u8 as f32], &self.device)?;
                dp.comm.all_reduce_sum(&Tensor::cat(&[sumsq, stop], 0)?)?
            }
            (None, _) => sumsq,
        })
    }

    /// Wait for what `agree` gave, started on `self.readback` (the step's one host sync):
    /// (sum of squares, overflow, stop).
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

/// What a step's micro-batches share (`Trainer::begin_step`).
pub(super) struct StepStart {
    /// The masters' compute-dtype copies, shared by all micro-batches.
    weights: WeightCache,
    /// ZeRO-1: the previous update's gather, settled before this step's update.
    gathering: Option<Arc<PendingGather>>,
    /// The token embedding's part of the tied gradient, as rows of every micro-batch: added
    /// once after the backward passes (all ranks' rows in a data-parallel job).
    token_rows: Arc<StepRows>,
}

/// One micro-batch's forward pass, queued: its loss (holding the graph) and what its backward
/// pass hands gradients to.
pub(super) struct Forward {
    loss: Tensor,
    exchange: Option<Arc<Exchange>>,
    collected: Option<Arc<CollectGrads>>,
}

/// Step `step`'s start and micro-batch 0's forward pass, queued by the step before it while
/// the host waited for that step's check (`Trainer::looks_ahead`). Values only: a function of
/// the masters after the previous update, the seed, the step and the rank, like a forward
/// pass queued at the start of its own step.
pub(super) struct Ahead {
    step: u64,
    start: StepStart,
    first: Forward,
}

/// The token rows of a step's micro-batches, in order (the model's `Ctx::token_rows`).
#[derive(Default)]
struct StepRows(Mutex<Vec<(Tensor, Tensor)>>);

impl StepRows {
    fn take(&self) -> Result<EmbeddingRows> {
        let parts = std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()));
        EmbeddingRows::cat(&parts)
    }
}

impl ops::TokenRows for StepRows {
    fn token_rows(&self, ids: Tensor, dy: Tensor) -> candle_core::Result<()> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).push((ids, dy));
        Ok(())
    }
}

/// A step's gradient exchange, fed both by the backward pass's ready hook and by checkpointed
/// blocks' backward (through `GradSink`).
struct Exchange(Mutex<GradSync>);

impl Exchange {
    /// The value this rank adds to the exchange's all-reduce (its stop request), set right
    /// before the backward pass (the forward pass may have been queued a step early).
    fn set_control(&self, control: f32) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).set_control(control);
    }

    fn ready(&self, var: &Tensor, grad: &Tensor) -> candle_core::Result<()> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).ready(var, grad)
    }

    /// The exchange back, once the graph holding the other handles is gone.
    fn into_inner(self: Arc<Self>) -> Result<GradSync> {
        let only = Arc::try_unwrap(self).map_err(|_| {
            candle_core::Error::Msg("invariant: the step's graph still holds the gradient exchange".into())
        })?;
        Ok(only.0.into_inner().unwrap_or_else(|e| e.into_inner()))
    }
}

impl GradSink for Exchange {
    fn take(&self, var: &Var, grad: &Tensor) -> candle_core::Result<()> {
        self.ready(var.as_tensor(), grad)
    }
}
