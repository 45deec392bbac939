//! The next step's first forward pass, queued while the host waits for this step's check (its
//! one sync): the GPU then has that pass to run behind the update instead of idling. Values
//! only: the pass is a function of the masters after this step's update (which it follows in
//! stream order), the seed, the step and the rank, like a forward pass queued at the start of
//! its own step, so it changes no bit (`train::forward_passes_queued_a_step_ahead_change_no_bit`).

use candle_core::Tensor;

use super::step::StepStart;
use super::Trainer;
use crate::error::Result;
use crate::metrics::Phase;

/// Step `step`'s start and its micro-batch 0's forward pass (its loss, holding the graph).
pub(super) struct Ahead {
    step: u64,
    start: StepStart,
    first: Tensor,
}

impl Trainer {
    /// The rule: queue step `step + 1`'s first forward pass before reading step `step`'s check
    /// where the parallelism allows it (`Parallelism::queues_ahead`), but not while the profiler
    /// synchronises at every phase boundary (timing phases, or writing a Chrome trace), nor
    /// before a pause of the run (an evaluation, a checkpoint, the end, a stop this rank asked
    /// for), which would hold that pass's activations through it.
    fn looks_ahead(&self, step: u64) -> bool {
        self.parallel.queues_ahead()
            && !self.profiler.synchronises()
            && !self.stop_requested
            && !self.pauses_after(step)
    }

    /// After step `step`'s update is queued: queue step `step + 1`'s start and first forward
    /// pass behind it, where `looks_ahead` says so.
    pub(super) fn queue_ahead(&mut self, step: u64) -> Result<()> {
        if !self.looks_ahead(step) {
            return Ok(());
        }
        self.profiler.enter(Phase::Data)?;
        let mut start = self.begin_step()?;
        let first = self.forward(&mut start, step + 1, 0)?;
        self.ahead = Some(Ahead {
            step: step + 1,
            start,
            first,
        });
        Ok(())
    }

    /// Step `step`'s start and first forward pass, if the step before queued them.
    pub(super) fn take_ahead(&mut self, step: u64) -> Option<(StepStart, Tensor)> {
        match self.ahead.take() {
            Some(ahead) if ahead.step == step => Some((ahead.start, ahead.first)),
            _ => None,
        }
    }
}
