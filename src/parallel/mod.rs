//! How this process's gradients become the job's update (docs/DESIGN.md §6.1). The trainer
//! picks one `Parallelism` when it is built and its step never asks which one runs:
//!
//! - `OneProcess`: the micro-batches' gradients summed here, AdamW on every master.
//! - `DataParallel`: the same, but the last micro-batch's backward pass all-reduces the
//!   gradients in buckets while it runs (`exchange.rs`); every rank updates every master.
//! - `Zero1`: the buckets are reduce-scattered instead; each rank updates its shard of the
//!   masters and moments and all-gathers the result into everyone's masters (`zero.rs`).
//!
//! A step asks its parallelism for a `StepGrads` (`Parallelism::begin_step`): where each
//! micro-batch's backward pass delivers its gradients, what they add up to, and how the job
//! agrees on the overflow check and on a stop. The tied embedding's gradient comes in two parts
//! (the LM head's through the graph, the token rows' from the embedding's backward, `tied.rs`),
//! added once per step by each implementation where its gradients live.

use std::sync::Arc;

use candle_core::{DType, Device, Tensor, Var};

use crate::dist::Collective;
use crate::error::{Error, Result};
use crate::ops::TokenRows;
use crate::optim::{AdamW, CollectGrads, GradSink, Grads};
use crate::precision::{ComputeCopies, PrecisionPolicy, WeightCache};

mod data_parallel;
mod exchange;
mod tied;
mod zero;

pub use data_parallel::DataParallel;
pub use exchange::Buckets;
pub use tied::{EmbeddingRows, RowSum, Tied};
pub use zero::Zero1;

use tied::TiedRows;

/// How a process's gradients become the job's update. One implementation per way of running
/// (one process, data parallel, ZeRO-1); a new parallelism implements this and `StepGrads`.
pub trait Parallelism: Send {
    /// (rank, world size) of this process in its job; (0, 1) alone.
    fn rank_and_world(&self) -> (usize, usize);

    /// A step's start: the masters' compute copies, shared by its micro-batches (from `kept`
    /// where the trainer keeps them between steps), and where their gradients go.
    fn begin_step(
        &mut self,
        policy: &PrecisionPolicy,
        masters: &[Var],
        kept: Option<&Arc<ComputeCopies>>,
    ) -> Result<(WeightCache, Box<dyn StepGrads>)>;

    /// `x` summed over the job's ranks (a collective: every rank calls it); `x` alone.
    fn sum(&self, x: &Tensor) -> Result<Tensor>;

    /// `x`'s elementwise maximum over the job's ranks (a collective: every rank calls it);
    /// None alone, where there is nothing to agree on.
    fn max(&self, x: &Tensor) -> Result<Option<Tensor>>;

    /// Whether the next step's first forward pass may be queued before this step's check is
    /// read (`train::Trainer::queue_ahead`).
    fn queues_ahead(&self) -> bool;

    /// Apply `update` to the masters from `StepGrads::finish`'s gradients, which carry the
    /// overflow gate and the clip (`Grads::gate_on_device`). `optim` is the trainer's AdamW. The
    /// count of updates lost to rounding when master weights are off. By default `optim` holds
    /// every master's moments and updates them all, writing the kept compute copies too.
    fn update(&mut self, optim: &mut AdamW, masters: &[Var], grads: &Grads, update: Update) -> Result<Option<Tensor>> {
        let Some(kept) = update.copies else {
            return optim.step(masters, grads, update.lr, update.t, update.round_to);
        };
        let copies: Vec<Option<&Var>> = masters.iter().map(|m| kept.made(m)).collect();
        optim.step_and_copy(masters, grads, update.lr, update.t, &copies)?;
        Ok(None)
    }

    /// Take `full` (every master's moments, as a checkpoint holds them) as the optimizer state:
    /// the spike guard's rollback. By default `optim` holds every master's moments.
    fn restore_optimizer(&mut self, optim: &mut AdamW, full: AdamW, _masters: &[Var]) -> Result<()> {
        *optim = full;
        Ok(())
    }

    /// Wait until the masters hold the last update on this rank (a gather still running):
    /// before anything but the next step's forward pass reads them. By default the update is
    /// in place: nothing to wait for.
    fn settle(&self) -> Result<()> {
        Ok(())
    }

    /// The full AdamW state for a checkpoint, where `optim` does not hold it (a collective:
    /// every rank calls it); None, the default: `optim` is the full state.
    fn gathered_optimizer(&self, _masters: &[Var]) -> Result<Option<AdamW>> {
        Ok(None)
    }

    /// Bytes of optimizer state (AdamW moments) this rank holds; by default all of `optim`'s.
    fn optimizer_bytes(&self, optim: &AdamW) -> usize {
        optim
            .moments
            .iter()
            .map(|(m, v)| 4 * (m.elem_count() + v.elem_count()))
            .sum()
    }
}

/// Which update a step applies: learning rate `lr`, update number `t` (1-based), the dtype the
/// masters are rounded to when master weights are off (`PrecisionPolicy::storage_rounding`), and
/// the compute copies the update rewrites where they are kept between steps.
#[derive(Clone, Copy)]
pub struct Update<'a> {
    pub lr: f64,
    pub t: u64,
    pub round_to: Option<DType>,
    pub copies: Option<&'a ComputeCopies>,
}

/// One step's gradients on their way from the micro-batches' backward passes to the update.
pub trait StepGrads: Send {
    /// What micro-batch `micro`'s forward pass hands its gradients to (called before its
    /// backward pass).
    fn sinks(&mut self, micro: usize) -> Sinks;

    /// Micro-batch `micro`'s backward pass from its scaled loss (consumed: the graph is freed
    /// here). `stop`: this rank asks the job to stop.
    fn backward(&mut self, micro: usize, loss: Tensor, stop: bool) -> Result<()>;

    /// After the last micro-batch: the gradients this process updates with (the job's mean
    /// gradient, or this rank's shard of it), the tied embedding's rows added.
    fn finish(&mut self) -> Result<Grads>;

    /// The sum of squares of `finish`'s unscaled gradients as the whole job sees it (one
    /// element, on the device), followed in a job by the sum of the ranks' stop requests:
    /// every rank then skips the same steps and stops at the same step.
    fn agree(&self, sumsq: Tensor, stop: bool) -> Result<Tensor>;
}

/// Where a micro-batch's forward pass sends what its backward pass computes outside the graph.
pub struct Sinks {
    /// Checkpointed blocks' gradients (activation checkpointing).
    pub grads: Arc<dyn GradSink>,
    /// The token embedding's rows (`ops::TokenRows`).
    pub token_rows: Arc<dyn TokenRows>,
}

/// A single process: its own gradients are the update's.
pub struct OneProcess {
    named: Arc<[(String, Var)]>,
    tied: Tied,
}

impl OneProcess {
    pub fn new(named: &[(String, Var)], tied: Tied) -> Self {
        Self {
            named: named.into(),
            tied,
        }
    }
}

impl Parallelism for OneProcess {
    fn rank_and_world(&self) -> (usize, usize) {
        (0, 1)
    }

    fn begin_step(
        &mut self,
        policy: &PrecisionPolicy,
        masters: &[Var],
        kept: Option<&Arc<ComputeCopies>>,
    ) -> Result<(WeightCache, Box<dyn StepGrads>)> {
        let step = OneProcessStep {
            local: LocalSum::new(&self.named),
            rows: Arc::new(TiedRows::new(self.tied.vocab)),
            tied: self.tied,
        };
        Ok((policy.step_weights(masters, kept)?, Box::new(step)))
    }

    fn sum(&self, x: &Tensor) -> Result<Tensor> {
        Ok(x.clone())
    }

    fn max(&self, _: &Tensor) -> Result<Option<Tensor>> {
        Ok(None)
    }

    fn queues_ahead(&self) -> bool {
        true
    }
}

struct OneProcessStep {
    local: LocalSum,
    rows: Arc<TiedRows>,
    tied: Tied,
}

impl StepGrads for OneProcessStep {
    fn sinks(&mut self, _: usize) -> Sinks {
        Sinks {
            grads: self.local.collected.clone(),
            token_rows: self.rows.clone(),
        }
    }

    fn backward(&mut self, _: usize, loss: Tensor, _: bool) -> Result<()> {
        self.local.backward(loss)
    }

    fn finish(&mut self) -> Result<Grads> {
        let mut grads = self.local.take()?;
        let wte = self.tied.index;
        grads.tensors[wte] = self.rows.take().onto(&grads.tensors[wte])?;
        Ok(grads)
    }

    fn agree(&self, sumsq: Tensor, _: bool) -> Result<Tensor> {
        Ok(sumsq.reshape(1)?)
    }
}

/// This process's own gradients of a step, summed over the micro-batches it back-propagated
/// through the graph (and its checkpointed blocks, `collected`).
struct LocalSum {
    named: Arc<[(String, Var)]>,
    collected: Arc<CollectGrads>,
    sum: Option<Grads>,
}

impl LocalSum {
    fn new(named: &Arc<[(String, Var)]>) -> Self {
        Self {
            named: named.clone(),
            collected: Default::default(),
            sum: None,
        }
    }

    fn backward(&mut self, loss: Tensor) -> Result<()> {
        // the weights' gradient GEMMs beside the rest of the pass, all done when it returns
        let store = crate::ops::weight_grads_beside(loss.device(), || Ok(loss.backward()?))?;
        drop(loss); // frees the forward graph now: its cost belongs to this phase
        let g = Grads::from_store_with(&self.named, &store, self.collected.drain())?; // Err(MissingGrad) if one is absent
        match self.sum.as_mut() {
            None => self.sum = Some(g),
            Some(acc) => acc.accumulate(g)?,
        }
        Ok(())
    }

    /// The sum so far (None before any micro-batch).
    fn take_partial(&mut self) -> Option<Grads> {
        self.sum.take()
    }

    fn take(&mut self) -> Result<Grads> {
        self.sum.take().ok_or_else(|| {
            candle_core::Error::Msg("invariant: a step back-propagates at least one micro-batch".into()).into()
        })
    }
}

/// Every rank must run the same config (`RunConfig::rank_agreement`: its parts' digests) and
/// start from the same weights (same seed and code, or the same checkpoint): compare both
/// across the group before the first step, so ranks launched apart by hand (torchrun, SLURM)
/// with another `--set` are refused at once, not trained apart.
pub fn check_same_start(
    comm: &dyn Collective,
    device: &Device,
    masters: &[Var],
    agreement: &[(&str, [u8; 32])],
) -> Result<()> {
    // each digest's first 8 bytes as four 16-bit values, exact in f32
    let config: Vec<f32> = agreement
        .iter()
        .flat_map(|(_, d)| d[..8].chunks(2).map(|b| u16::from_be_bytes([b[0], b[1]]) as f32))
        .collect();
    let mut mine = Tensor::from_vec(config, agreement.len() * 4, device)?;
    if let Some(weights) = fingerprint(masters)? {
        mine = Tensor::cat(&[&mine, &weights], 0)?;
    }
    let width = mine.dim(0)?;
    let all = comm.all_gather(&mine)?.to_vec1::<f32>()?;
    let rank0 = &all[..width];
    let differs = |a: &[f32], b: &[f32]| a.iter().zip(b).any(|(x, y)| x.to_bits() != y.to_bits());
    for (r, theirs) in all.chunks(width).enumerate().skip(1) {
        let parts: Vec<&str> = agreement
            .iter()
            .enumerate()
            .filter(|(i, _)| differs(&theirs[4 * i..4 * i + 4], &rank0[4 * i..4 * i + 4]))
            .map(|(_, (name, _))| *name)
            .collect();
        if !parts.is_empty() {
            return Err(Error::Usage(format!(
                "rank {r} runs another config than rank 0: its {} differ(s); every rank must run the same minigpt command \
                 (the same config file and --set values), or the ranks would train apart",
                parts.join(", ")
            )));
        }
        let w = 4 * agreement.len();
        if differs(&theirs[w..], &rank0[w..]) {
            return Err(Error::Usage(format!(
                "rank {r} starts from other weights than rank 0 (fingerprint {:?} vs {:?}): every rank must run the same minigpt with the same config and checkpoint",
                &theirs[w..],
                &rank0[w..]
            )));
        }
    }
    Ok(())
}

/// The masters' sum and sum of squares, [2] on their device; None without masters.
pub fn fingerprint(masters: &[Var]) -> Result<Option<Tensor>> {
    let Some(first) = masters.first() else {
        return Ok(None);
    };
    let mut sum = Tensor::zeros((), DType::F32, first.device())?;
    let mut sumsq = sum.clone();
    for v in masters {
        sum = (sum + v.as_tensor().sum_all()?.to_dtype(DType::F32)?)?;
        sumsq = (sumsq + v.as_tensor().sqr()?.sum_all()?.to_dtype(DType::F32)?)?;
    }
    Ok(Some(Tensor::stack(&[sum, sumsq], 0)?))
}

/// Whether every rank of the job holds the same `values` ([n] f32; a collective: every rank
/// calls it, through `Parallelism::max` of the values and of their negations); true alone.
pub fn all_agree(p: &dyn Parallelism, values: &Tensor) -> Result<bool> {
    let both = Tensor::cat(&[values, &values.neg()?], 0)?;
    let Some(max) = p.max(&both)? else {
        return Ok(true);
    };
    let max = max.to_vec1::<f32>()?;
    let n = max.len() / 2;
    Ok((0..n).all(|i| max[i] == -max[n + i])) // the largest is the smallest
}
