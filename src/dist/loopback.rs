//! Ranks as threads of one process, exchanging through shared memory: the collectives' rank
//! logic (who sums what, in which order, who owns which shard) exercised on the CPU, as the NCCL
//! group would run it across GPUs.

use std::sync::{Arc, Barrier, Mutex};

use candle_core::{DType, Tensor};

use super::Collective;
use crate::error::Result;

/// What the ranks of one group share: a slot per rank and a barrier.
struct Shared {
    slots: Mutex<Vec<Vec<f32>>>,
    barrier: Barrier,
}

/// One rank's handle on an in-process group. `Loopback::group(n)` makes the n handles; give one
/// to each thread. Every rank must call the same collectives in the same order, as with NCCL.
pub struct Loopback {
    rank: usize,
    shared: Arc<Shared>,
}

impl Loopback {
    pub fn group(world: usize) -> Vec<Loopback> {
        let shared = Arc::new(Shared {
            slots: Mutex::new(vec![Vec::new(); world]),
            barrier: Barrier::new(world),
        });
        (0..world)
            .map(|rank| Loopback {
                rank,
                shared: shared.clone(),
            })
            .collect()
    }

    /// Publish `mine`, wait for every rank, combine all slots (in rank order) with `f`, and wait
    /// again so that no rank overwrites its slot before the others have read it.
    fn exchange<R>(&self, mine: Vec<f32>, f: impl FnOnce(&[Vec<f32>]) -> R) -> R {
        self.shared.slots.lock().unwrap_or_else(|e| e.into_inner())[self.rank] = mine;
        self.shared.barrier.wait();
        let out = f(&self.shared.slots.lock().unwrap_or_else(|e| e.into_inner()));
        self.shared.barrier.wait();
        out
    }

    fn combine(&self, x: &Tensor, op: impl Fn(f32, f32) -> f32) -> Result<Tensor> {
        let mine = flat(x)?;
        let n = mine.len();
        let out = self.exchange(mine, |all| {
            let mut acc = all[0].clone();
            for other in &all[1..] {
                for (a, &b) in acc.iter_mut().zip(other) {
                    *a = op(*a, b);
                }
            }
            acc
        });
        debug_assert_eq!(out.len(), n);
        Ok(Tensor::from_vec(out, x.shape(), x.device())?)
    }
}

fn flat(x: &Tensor) -> Result<Vec<f32>> {
    Ok(x.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>()?)
}

fn length_error(what: &str, n: usize, world: usize) -> crate::error::Error {
    candle_core::Error::Msg(format!("{what}: {n} elements do not split into {world} equal shards")).into()
}

impl Collective for Loopback {
    fn rank(&self) -> usize {
        self.rank
    }

    fn world_size(&self) -> usize {
        self.shared.slots.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    fn all_reduce_sum(&self, x: &Tensor) -> Result<Tensor> {
        self.combine(x, |a, b| a + b)
    }

    fn all_reduce_max(&self, x: &Tensor) -> Result<Tensor> {
        // NaN wins, as an overflow flag must.
        self.combine(x, |a, b| if a.is_nan() || b.is_nan() { f32::NAN } else { a.max(b) })
    }

    fn reduce_scatter_sum(&self, x: &Tensor) -> Result<Tensor> {
        let world = self.world_size();
        let mine = flat(x)?;
        if mine.len() % world != 0 {
            return Err(length_error("reduce-scatter", mine.len(), world));
        }
        let n = mine.len() / world;
        let lo = self.rank * n;
        let out = self.exchange(mine, |all| {
            let mut acc = all[0][lo..lo + n].to_vec();
            for other in &all[1..] {
                for (a, &b) in acc.iter_mut().zip(&other[lo..lo + n]) {
                    *a += b;
                }
            }
            acc
        });
        Ok(Tensor::from_vec(out, n, x.device())?)
    }

    fn all_gather(&self, x: &Tensor) -> Result<Tensor> {
        let out = self.exchange(flat(x)?, |all| all.concat());
        let n = out.len();
        Ok(Tensor::from_vec(out, n, x.device())?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dist::shard_range;
    use candle_core::Device;

    /// Runs `f(rank handle)` on `world` threads and returns their results in rank order.
    fn on_ranks<R: Send + 'static>(world: usize, f: impl Fn(Loopback) -> R + Send + Sync + 'static) -> Vec<R> {
        let f = Arc::new(f);
        let threads: Vec<_> = Loopback::group(world)
            .into_iter()
            .map(|h| {
                let f = f.clone();
                std::thread::spawn(move || f(h))
            })
            .collect();
        threads.into_iter().map(|t| t.join().unwrap()).collect()
    }

    fn rank_data(rank: usize, n: usize) -> Vec<f32> {
        (0..n).map(|i| ((rank * 31 + i * 7) % 13) as f32 * 0.25 - 1.0).collect()
    }

    /// Sum and max agree on every rank and equal the rank-order fold; reduce-scatter gives each
    /// rank its shard of the sum; all-gather reassembles the shards in rank order.
    #[test]
    fn loopback_collectives_combine_in_rank_order() {
        let (world, n) = (3, 12);
        let out = on_ranks(world, move |h| {
            let x = Tensor::from_vec(rank_data(h.rank(), n), n, &Device::Cpu).unwrap();
            let sum = h.all_reduce_sum(&x).unwrap().to_vec1::<f32>().unwrap();
            let max = h.all_reduce_max(&x).unwrap().to_vec1::<f32>().unwrap();
            let shard = h.reduce_scatter_sum(&x).unwrap();
            let gathered = h.all_gather(&shard).unwrap().to_vec1::<f32>().unwrap();
            (sum, max, shard.to_vec1::<f32>().unwrap(), gathered)
        });
        let want_sum: Vec<f32> = (0..n)
            .map(|i| (0..world).fold(0.0, |a, r| a + rank_data(r, n)[i]))
            .collect();
        let want_max: Vec<f32> = (0..n)
            .map(|i| (0..world).map(|r| rank_data(r, n)[i]).fold(f32::MIN, f32::max))
            .collect();
        for (rank, (sum, max, shard, gathered)) in out.into_iter().enumerate() {
            assert_eq!(sum, want_sum, "rank {rank} sum");
            assert_eq!(max, want_max, "rank {rank} max");
            let (lo, len) = shard_range(n, world, rank);
            assert_eq!(shard, want_sum[lo..lo + len].to_vec(), "rank {rank} shard");
            assert_eq!(gathered, want_sum, "rank {rank} all-gather of the shards");
        }
    }

    /// One rank's NaN (an overflow) reaches every rank through the max: all skip together.
    #[test]
    fn an_overflow_on_one_rank_is_seen_by_all() {
        let out = on_ranks(4, |h| {
            let flag = if h.rank() == 2 { f32::NAN } else { 0.0 };
            let x = Tensor::new(&[flag], &Device::Cpu).unwrap();
            h.all_reduce_max(&x).unwrap().to_vec1::<f32>().unwrap()[0]
        });
        assert!(out.iter().all(|f| f.is_nan()), "{out:?}");
    }

    #[test]
    fn shards_cover_the_range_once_and_reduce_scatter_refuses_uneven_lengths() {
        for (n, world) in [(10, 3), (12, 4), (5, 8), (0, 2)] {
            let mut covered = 0;
            for rank in 0..world {
                let (lo, len) = shard_range(n, world, rank);
                assert_eq!(lo, covered.min(n), "n {n} world {world} rank {rank}");
                covered = lo + len;
            }
            assert_eq!(covered, n);
        }
        let out = on_ranks(2, |h| {
            let x = Tensor::zeros(5, DType::F32, &Device::Cpu).unwrap();
            h.reduce_scatter_sum(&x).is_err()
        });
        assert_eq!(out, vec![true, true]);
    }
}
