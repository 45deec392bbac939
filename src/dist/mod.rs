//! Data-parallel groups of processes (or threads): who this worker is, how it finds the others,
//! and the collectives that combine their tensors. One `Collective` interface with four
//! implementations: `SingleProcess` (world size 1: every collective is the identity), `Loopback`
//! (ranks are threads of one process: tests the rank logic on the CPU), `Tcp` (ranks are
//! processes joined through rank 0 over TCP: multi-process jobs on the CPU, without GPUs or
//! NCCL), and, later, NCCL.
//!
//! Every collective sums in rank order, so a group's results are the same bits on every rank
//! and on every run (the determinism the trainer's resume guarantees rests on).

mod loopback;
mod rendezvous;
mod tcp;

use candle_core::Tensor;

use crate::error::Result;

pub use loopback::Loopback;
pub use rendezvous::{rendezvous, DistEnv};
pub use tcp::Tcp;

/// The operations data parallelism needs, on flat f32 tensors of the same length on every rank.
pub trait Collective: Send + Sync {
    /// This worker's index in [0, world_size).
    fn rank(&self) -> usize;
    fn world_size(&self) -> usize;
    /// The element-wise sum over ranks, returned on every rank.
    fn all_reduce_sum(&self, x: &Tensor) -> Result<Tensor>;
    /// The element-wise maximum over ranks (the overflow flag: every rank skips together).
    fn all_reduce_max(&self, x: &Tensor) -> Result<Tensor>;
    /// `x` of world_size·n elements → this rank's n: the sum over ranks of x[rank·n..(rank+1)·n].
    fn reduce_scatter_sum(&self, x: &Tensor) -> Result<Tensor>;
    /// `x` of n elements on each rank → world_size·n, rank r's at r·n.
    fn all_gather(&self, x: &Tensor) -> Result<Tensor>;
    /// Start `all_reduce_sum` of `x` without waiting for it: on a device with a communication
    /// stream it runs there, overlapping the compute stream's work, and the returned tensor may
    /// be read on the compute stream only after `wait`. Implementations without a second stream
    /// finish it before returning (the default).
    fn start_all_reduce_sum(&self, x: &Tensor) -> Result<Tensor> {
        self.all_reduce_sum(x)
    }
    /// Start `reduce_scatter_sum` of `x`, as `start_all_reduce_sum`.
    fn start_reduce_scatter_sum(&self, x: &Tensor) -> Result<Tensor> {
        self.reduce_scatter_sum(x)
    }
    /// Make the compute stream wait for every collective started so far.
    fn wait(&self) -> Result<()> {
        Ok(())
    }
}

/// World size 1: the collectives of a group of one.
#[derive(Debug, Default, Clone, Copy)]
pub struct SingleProcess;

impl Collective for SingleProcess {
    fn rank(&self) -> usize {
        0
    }

    fn world_size(&self) -> usize {
        1
    }

    fn all_reduce_sum(&self, x: &Tensor) -> Result<Tensor> {
        Ok(x.clone())
    }

    fn all_reduce_max(&self, x: &Tensor) -> Result<Tensor> {
        Ok(x.clone())
    }

    fn reduce_scatter_sum(&self, x: &Tensor) -> Result<Tensor> {
        Ok(x.clone())
    }

    fn all_gather(&self, x: &Tensor) -> Result<Tensor> {
        Ok(x.clone())
    }
}

/// The shard of `n` elements that rank `rank` of `world` owns under ZeRO-style partitioning:
/// equal shards of ceil(n / world) elements (the last ones padded), as (start, len) within n.
pub fn shard_range(n: usize, world: usize, rank: usize) -> (usize, usize) {
    let per = n.div_ceil(world.max(1));
    let start = (rank * per).min(n);
    (start, per.min(n - start))
}
