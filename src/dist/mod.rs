//! Data-parallel groups of processes (or threads): who this worker is, how it finds the others,
//! and the collectives that combine their tensors. One `Collective` interface with four
//! implementations: `SingleProcess` (world size 1: every collective is the identity), `Loopback`
//! (ranks are threads of one process: tests the rank logic on the CPU), `Tcp` (ranks are
//! processes joined through rank 0 over TCP: multi-process jobs on the CPU, without GPUs or
//! NCCL) and `Nccl` (one process per GPU).
//!
//! Every collective sums in rank order, so a group's results are the same bits on every rank
//! and on every run (the determinism the trainer's resume guarantees rests on).

mod buckets;
mod loopback;
#[cfg(feature = "nccl")]
mod nccl;
mod rendezvous;
mod tcp;

use candle_core::{Tensor, Var};

use crate::error::Result;

pub use buckets::{Bucket, BucketPlan, Piece, Slot};
pub use loopback::Loopback;
#[cfg(feature = "nccl")]
pub use nccl::Nccl;
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
    /// Start `all_gather` of `x`, as `start_all_reduce_sum`.
    fn start_all_gather(&self, x: &Tensor) -> Result<Tensor> {
        self.all_gather(x)
    }
    /// Pack `parts` end to end (`ops::pack_f32`, zeros up to `len`) and start the sum over the
    /// ranks of that flat buffer: all-reduced, or reduce-scattered (`scatter`). With `bf16`
    /// (`train.grad_comm = "bf16"`) each rank's values are rounded to bf16 once, as they are
    /// packed, and the sum over the ranks is taken in fp32 (never a bf16 partial sum). Returns
    /// the result and what the collective reads, which the caller keeps until `wait`.
    /// Implementations with a communication stream pack there, off the compute stream.
    fn start_packed_sum(
        &self,
        parts: Vec<Tensor>,
        len: usize,
        scatter: bool,
        bf16: bool,
    ) -> Result<(Tensor, InFlight)> {
        pack_then_start(self, parts, len, scatter, bf16)
    }
    /// ZeRO-1's exchange of updated parameters: this rank's `parts` (its shard of a bucket, laid
    /// end to end and zero-padded to `len`, as `ops::pack_f32`) all-gathered into the bucket's
    /// flat space of world_size·len elements, then copied into `targets` (each master with its
    /// offset in that space, `ops::unpack_f32`). Started as `start_all_reduce_sum`: with a
    /// communication stream, the masters are written there and may be read on the compute
    /// stream only after `wait`; the returned value is what that stream reads, kept until then.
    fn start_gather_into(&self, parts: Vec<Tensor>, len: usize, targets: &[(Var, usize)]) -> Result<InFlight> {
        let full = self.all_gather(&crate::ops::pack_f32(&parts, len)?)?;
        crate::ops::unpack_f32(&full, targets)?;
        Ok(Box::new(()))
    }
    /// Make the compute stream wait for every collective started so far.
    fn wait(&self) -> Result<()> {
        Ok(())
    }
    /// A mark at this point of the communication stream: waiting on it makes the compute stream
    /// wait for the collectives started so far, and for no later one. None without such a
    /// stream (every collective is finished when it returns).
    fn mark(&self) -> Result<Option<Box<dyn Mark>>> {
        Ok(None)
    }
}

/// A point on a communication stream (`Collective::mark`).
pub trait Mark: Send + Sync {
    /// Make the compute stream wait for the work before the mark.
    fn wait(&self) -> Result<()>;
}

/// What a started collective reads, kept alive until the group's `wait`.
pub type InFlight = Box<dyn std::any::Any + Send + Sync>;

/// `start_packed_sum` with the copy on the compute stream.
fn pack_then_start<C: Collective + ?Sized>(
    c: &C,
    parts: Vec<Tensor>,
    len: usize,
    scatter: bool,
    bf16: bool,
) -> Result<(Tensor, InFlight)> {
    let flat = crate::ops::pack_f32_as(&parts, len, bf16)?;
    drop(parts); // the copy is all the collective reads
    let out = if scatter {
        c.start_reduce_scatter_sum(&flat)?
    } else {
        c.start_all_reduce_sum(&flat)?
    };
    Ok((out, Box::new(flat)))
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
    let start = rank.saturating_mul(per).min(n); // saturating: n may be near usize::MAX
    (start, per.min(n - start))
}

/// How long a worker waits for the others at the rendezvous before giving up (naming who is
/// missing): the slowest rank's start-up, model build included, must fit.
pub const RENDEZVOUS_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(300);

/// The environment variable naming the heartbeat file a launcher (`--nproc-per-node`) gives
/// each worker; its presence means the ranks were started together.
pub const HEARTBEAT_ENV: &str = "MINIGPT_HEARTBEAT";

/// The heartbeat file a launcher watches to tell a hung worker from a slow one (docs/DESIGN.md
/// §2, the launcher): rewritten with the step number at most every [`BEAT_EVERY`], at the
/// worker's start-up milestones, after each training step, between evaluation passes and while
/// it waits for a checkpoint write ([`Heartbeat::beat_writing`]), so that `--worker-timeout`
/// bounds the time between two of those, not a whole evaluation or start-up. Clones share the
/// limit.
#[derive(Debug, Clone)]
pub struct Heartbeat {
    path: std::path::PathBuf,
    last: std::sync::Arc<std::sync::Mutex<Option<std::time::Instant>>>,
}

impl Heartbeat {
    /// The file `$MINIGPT_HEARTBEAT` names, when a launcher started this process.
    pub fn from_env() -> Option<Self> {
        std::env::var_os(HEARTBEAT_ENV).map(|p| Self::at(std::path::PathBuf::from(p)))
    }

    pub fn at(path: std::path::PathBuf) -> Self {
        Self {
            path,
            last: Default::default(),
        }
    }

    pub fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// Rewrite the file with `step`, unless it was rewritten less than [`BEAT_EVERY`] ago.
    pub fn beat(&self, step: u64) {
        self.write(step.to_string());
    }

    /// As `beat`, while this worker waits for its checkpoint to be written: the file says so
    /// ([`WRITING`]), and the launcher does not count the silence of the ranks waiting for this
    /// one in a collective meanwhile as a hang.
    pub fn beat_writing(&self, step: u64) {
        self.write(format!("{step} {WRITING}"));
    }

    fn write(&self, text: String) {
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        if last.is_some_and(|t| t.elapsed() < BEAT_EVERY) {
            return;
        }
        let _ = std::fs::write(&self.path, text); // best effort: a probe
        *last = Some(std::time::Instant::now());
    }
}

/// The shortest time between two rewrites of a heartbeat file: well under the shortest
/// `--worker-timeout` (1 s), so that the timeout bounds a step, not a step and the wait for the
/// next rewrite.
pub const BEAT_EVERY: std::time::Duration = std::time::Duration::from_millis(200);

/// The word after the step in a heartbeat file of a worker waiting for its checkpoint write.
pub const WRITING: &str = "writing-checkpoint";

/// This process's group: alone (`env` None) a `SingleProcess`; in a job on CUDA devices NCCL
/// (builds with the `nccl` feature); otherwise the TCP collective through rank 0, on the CPU or,
/// in a CUDA build without NCCL, through host copies, said once on stderr.
pub fn connect(
    env: Option<&DistEnv>,
    device: &candle_core::Device,
    timeout: std::time::Duration,
) -> Result<std::sync::Arc<dyn Collective>> {
    use std::sync::Arc;
    let Some(env) = env else {
        return Ok(Arc::new(SingleProcess));
    };
    if std::env::var_os(HEARTBEAT_ENV).is_none() {
        // started by torchrun, SLURM or by hand, not by `--nproc-per-node` (whose workers start
        // together): a missing peer would otherwise be a silent wait of `timeout`
        crate::say!(
            "rank {} of {}: meeting the other ranks at {}:{} (waiting up to {} s)",
            env.rank,
            env.world_size,
            env.master_addr,
            env.master_port,
            timeout.as_secs()
        );
    }
    #[cfg(feature = "nccl")]
    if let candle_core::Device::Cuda(dev) = device {
        return Ok(Arc::new(Nccl::connect(env, dev, timeout)?));
    }
    if device.is_cuda() {
        crate::notice::once("tcp-collective", || {
            "this minigpt was built without NCCL (--features cuda,nccl): the ranks exchange gradients through the host over TCP, far slower than NCCL".into()
        });
    }
    Ok(Arc::new(Tcp::connect(env, timeout)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heartbeat is rewritten once `BEAT_EVERY` has passed, not once a second: with the
    /// shortest `--worker-timeout` (1 s) a healthy worker's file could be a second old, and two
    /// runs in three of a job with millisecond steps were killed as hung. Within the interval
    /// the file is left alone (a beat per step would be a write per step), and a worker waiting
    /// for its checkpoint write says so after the step.
    #[test]
    fn a_heartbeat_is_rewritten_every_fifth_of_a_second_and_says_when_it_writes() {
        let path = std::env::temp_dir().join(format!("minigpt-heartbeat-{}", std::process::id()));
        let beat = Heartbeat::at(path.clone());
        beat.beat(1);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1");
        beat.beat(2); // within the interval: not written
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1");
        std::thread::sleep(BEAT_EVERY + std::time::Duration::from_millis(50));
        beat.beat(3);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "3");
        assert!(
            BEAT_EVERY * 4 <= std::time::Duration::from_secs(1),
            "well inside a 1 s timeout"
        );
        std::thread::sleep(BEAT_EVERY + std::time::Duration::from_millis(50));
        beat.beat_writing(3);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), format!("3 {WRITING}"));
        let _ = std::fs::remove_file(&path);
    }
}
