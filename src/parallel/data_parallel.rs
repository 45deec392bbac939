//! Plain data parallelism: every rank back-propagates its own micro-batches, the last one's
//! gradients are all-reduced in buckets while its backward pass runs (`exchange.rs`), and every
//! rank applies the same update to all of its masters.

use std::sync::Arc;

use candle_core::{Tensor, Var};

use super::exchange::JobStep;
use super::{Buckets, Parallelism, Sinks, StepGrads, Tied};
use crate::error::Result;
use crate::optim::Grads;
use crate::precision::{ComputeCopies, PrecisionPolicy, WeightCache};

pub struct DataParallel {
    buckets: Arc<Buckets>,
    named: Arc<[(String, Var)]>,
    n_micro: usize,
    tied: Tied,
}

impl DataParallel {
    /// Over `buckets` (all-reduced, not sharded), with `n_micro` micro-batches a step.
    pub fn new(buckets: Buckets, named: &[(String, Var)], n_micro: usize, tied: Tied) -> Self {
        Self {
            buckets: Arc::new(buckets),
            named: named.into(),
            n_micro,
            tied,
        }
    }
}

impl Parallelism for DataParallel {
    fn rank_and_world(&self) -> (usize, usize) {
        (self.buckets.rank(), self.buckets.world_size())
    }

    fn begin_step(
        &mut self,
        policy: &PrecisionPolicy,
        masters: &[Var],
        kept: Option<&Arc<ComputeCopies>>,
    ) -> Result<(WeightCache, Box<dyn StepGrads>)> {
        let step = DataParallelStep {
            job: JobStep::new(&self.buckets, &self.named, self.n_micro, self.tied),
            buckets: self.buckets.clone(),
            masters: masters.to_vec(),
            summed: None,
            tied: self.tied,
        };
        Ok((policy.step_weights(masters, kept)?, Box::new(step)))
    }

    fn sum(&self, x: &Tensor) -> Result<Tensor> {
        self.buckets.comm.all_reduce_sum(x)
    }

    fn max(&self, x: &Tensor) -> Result<Option<Tensor>> {
        Ok(Some(self.buckets.comm.all_reduce_max(&x.contiguous()?)?))
    }

    /// No: on two GPUs a 100-step run gained nothing from it (docs/DISTRIBUTED.md, "Queued
    /// ahead"), so a job keeps the simpler order.
    fn queues_ahead(&self) -> bool {
        false
    }
}

struct DataParallelStep {
    job: JobStep,
    buckets: Arc<Buckets>,
    masters: Vec<Var>,
    /// The all-reduced buckets, once `finish`ed (the gradients are views into them).
    summed: Option<Vec<Tensor>>,
    tied: Tied,
}

impl StepGrads for DataParallelStep {
    fn sinks(&mut self, micro: usize) -> Sinks {
        self.job.sinks(micro)
    }

    fn backward(&mut self, micro: usize, loss: Tensor, stop: bool) -> Result<()> {
        self.job.backward(micro, loss, stop)
    }

    /// Every master's view into the all-reduced buckets, the job's token rows added to the
    /// tied embedding's while the last buckets are still being summed.
    fn finish(&mut self) -> Result<Grads> {
        let (summed, rows, rest) = self.job.finish()?;
        let mut grads = self.buckets.bucket_views(&summed, &self.masters)?;
        let wte = self.tied.index;
        grads.tensors[wte] = rows.onto(&grads.tensors[wte])?;
        rest.wait()?;
        self.summed = Some(summed);
        Ok(grads)
    }

    /// Every rank holds the same all-reduced gradients, so the same sum, non-finite on every
    /// rank as soon as one rank's gradients were (inf or NaN survive the sum); the stop
    /// requests were summed in the last bucket.
    fn agree(&self, sumsq: Tensor, _: bool) -> Result<Tensor> {
        let summed = self.summed.as_deref().unwrap_or_default();
        let stops = self
            .buckets
            .control_sum(summed)?
            .expect("invariant: agree follows finish's all-reduced buckets");
        Ok(Tensor::cat(&[sumsq.reshape(1)?, stops], 0)?)
    }
}
