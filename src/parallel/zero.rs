//! ZeRO stage 1: the AdamW moments, and the fp32 master elements they update, split across the
//! ranks of a data-parallel group. The split follows the gradient buckets (`dist::BucketPlan`):
//! rank r owns shard r of every bucket, which the bucket's reduce-scatter hands it summed over
//! the ranks (`parallel/mod.rs`). One step, bucket by bucket: AdamW on the owned pieces with
//! `optim::AdamW` itself (so the result is the same bits as the unsharded update of the same mean
//! gradient), then an all-gather of the updated shards into every rank's full masters, left
//! running (`PendingGather`) for the next forward pass to wait on master by master. Optimizer
//! memory per rank: the moments of about 1/world of the parameters.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use candle_core::{Tensor, TensorId, Var};

use super::exchange::JobStep;
use super::{Buckets, Parallelism, Sinks, StepGrads, Tied, Update};
use crate::dist::{BucketPlan, Collective, InFlight, Mark, Piece};
use crate::error::Result;
use crate::optim::{AdamW, Grads};
use crate::precision::{ComputeCopies, PrecisionPolicy, WeightCache, WeightGate};

/// ZeRO-1 as the trainer's parallelism: buckets reduce-scattered, this rank's shard updated,
/// the update gathered into every rank's masters while the next step starts.
pub struct Zero1 {
    buckets: Arc<Buckets>,
    named: Arc<[(String, Var)]>,
    n_micro: usize,
    tied: Tied,
    shard: Shard,
    /// The last update's gather into the masters, maybe still running (`settle`).
    gathering: Option<Arc<PendingGather>>,
}

impl Zero1 {
    /// Over `buckets` (reduce-scattered), with `n_micro` micro-batches a step; this rank's shard
    /// of `optim`'s moments (zero at the start of a run, the checkpoint's on resume: any world
    /// size's checkpoint, since they hold the full state).
    pub fn new(buckets: Buckets, named: &[(String, Var)], n_micro: usize, tied: Tied, optim: &AdamW) -> Result<Self> {
        let masters: Vec<Var> = named.iter().map(|(_, v)| v.clone()).collect();
        let shard = Shard::new(&buckets.plan, buckets.rank(), &masters, optim)?;
        Ok(Self {
            buckets: Arc::new(buckets),
            named: named.into(),
            n_micro,
            tied,
            shard,
            gathering: None,
        })
    }
}

impl Parallelism for Zero1 {
    fn rank_and_world(&self) -> (usize, usize) {
        (self.buckets.rank(), self.buckets.world_size())
    }

    /// Each master is cast at its first use, once the previous update's gather has brought it:
    /// the gather, not the update, writes the masters here, so no copies are kept (`_kept`).
    fn begin_step(
        &mut self,
        policy: &PrecisionPolicy,
        masters: &[Var],
        _kept: Option<&Arc<ComputeCopies>>,
    ) -> Result<(WeightCache, Box<dyn StepGrads>)> {
        let gathering = self.gathering.take();
        let weights = match &gathering {
            Some(g) => policy.cast_masters_gated(masters, g.clone())?,
            None => policy.cast_masters(masters)?,
        };
        let step = ZeroStep {
            job: JobStep::new(&self.buckets, &self.named, self.n_micro, self.tied),
            comm: self.buckets.comm.clone(),
            pieces: self.shard.pieces.clone(),
            gathering,
            tied: self.tied,
        };
        Ok((weights, Box::new(step)))
    }

    /// The shard's update, then its gather into the masters, left running (`self.gathering`).
    /// `optim` holds no moments here, and master weights are always on.
    fn update(&mut self, _: &mut AdamW, masters: &[Var], grads: &Grads, update: Update) -> Result<Option<Tensor>> {
        let comm = self.buckets.comm.as_ref();
        self.gathering = Some(self.shard.step(comm, masters, grads, update.lr, update.t)?);
        Ok(None)
    }

    /// This rank's shard cut afresh from `full`, after any gather still running has landed (the
    /// rollback then overwrites the masters).
    fn restore_optimizer(&mut self, _: &mut AdamW, full: AdamW, masters: &[Var]) -> Result<()> {
        self.settle()?;
        self.gathering = None;
        self.shard = Shard::new(&self.buckets.plan, self.buckets.rank(), masters, &full)?;
        Ok(())
    }

    fn settle(&self) -> Result<()> {
        match &self.gathering {
            Some(g) => g.settle(),
            None => Ok(()),
        }
    }

    fn sum(&self, x: &Tensor) -> Result<Tensor> {
        self.buckets.comm.all_reduce_sum(x)
    }

    fn max(&self, x: &Tensor) -> Result<Option<Tensor>> {
        Ok(Some(self.buckets.comm.all_reduce_max(&x.contiguous()?)?))
    }

    fn gathered_optimizer(&self, masters: &[Var]) -> Result<Option<AdamW>> {
        Ok(Some(self.shard.full_optimizer(self.buckets.comm.as_ref(), masters)?))
    }

    fn optimizer_bytes(&self, _: &AdamW) -> usize {
        self.shard.state_bytes()
    }

    /// No, as plain data parallelism (`DataParallel::queues_ahead`).
    fn queues_ahead(&self) -> bool {
        false
    }
}

struct ZeroStep {
    job: JobStep,
    comm: Arc<dyn Collective>,
    pieces: Arc<Pieces>,
    /// The previous update's gather, settled before this step's update writes the masters.
    gathering: Option<Arc<PendingGather>>,
    tied: Tied,
}

impl StepGrads for ZeroStep {
    fn sinks(&mut self, micro: usize) -> Sinks {
        self.job.sinks(micro)
    }

    fn backward(&mut self, micro: usize, loss: Tensor, stop: bool) -> Result<()> {
        self.job.backward(micro, loss, stop)
    }

    /// This rank's pieces of the summed gradients, with their part of the job's token rows
    /// added while the last buckets are still being summed.
    fn finish(&mut self) -> Result<Grads> {
        let (shards, rows, rest) = self.job.finish()?;
        if let Some(g) = self.gathering.take() {
            g.settle()?; // (the forward read every master already) before the update writes them
        }
        let mut grads = self.pieces.piece_grads(&shards)?;
        let rows_grad = rows.total()?;
        self.pieces.add_to_param(&mut grads, self.tied.index, &rows_grad)?;
        drop(rows_grad);
        rest.wait()?;
        Ok(grads)
    }

    /// The shards' sums and the stop requests, summed in one small all-reduce: the global
    /// norm², non-finite if any shard's is.
    fn agree(&self, sumsq: Tensor, stop: bool) -> Result<Tensor> {
        let stop = Tensor::new(&[stop as u8 as f32], sumsq.device())?;
        self.comm.all_reduce_sum(&Tensor::cat(&[sumsq.reshape(1)?, stop], 0)?)
    }
}

/// The stretches of parameters a rank owns, in bucket and layout order.
pub struct Pieces(Vec<Piece>);

impl Pieces {
    /// The pieces' gradients: views into this rank's reduce-scattered bucket shards.
    pub fn piece_grads(&self, shards: &[Tensor]) -> Result<Grads> {
        let tensors = self
            .0
            .iter()
            .map(|pc| Ok(shards[pc.bucket].narrow(0, pc.shard_start, pc.len)?))
            .collect::<Result<Vec<_>>>()?;
        Ok(Grads::new(tensors))
    }

    /// Add `full` (master `param`'s whole gradient, or a part of it every rank computes) to
    /// the pieces of `grads` (`piece_grads`) that belong to `param`.
    pub fn add_to_param(&self, grads: &mut Grads, param: usize, full: &Tensor) -> Result<()> {
        let flat = full.flatten_all()?;
        for (k, pc) in self.0.iter().enumerate() {
            if pc.param == param {
                grads.tensors[k] = (&grads.tensors[k] + flat.narrow(0, pc.param_start, pc.len)?)?;
            }
        }
        Ok(())
    }
}

/// One rank's share of the optimizer.
struct Shard {
    plan: BucketPlan,
    /// The stretches of parameters this rank owns.
    pieces: Arc<Pieces>,
    /// Their fp32 master elements, updated here and all-gathered after each update.
    masters: Vec<Var>,
    /// AdamW over the pieces: their moments, and each piece's decay rule from its parameter.
    optim: AdamW,
}

impl Shard {
    /// This rank's pieces of `masters` and of `optim`'s moments.
    fn new(plan: &BucketPlan, rank: usize, masters: &[Var], optim: &AdamW) -> Result<Self> {
        let pieces = plan.pieces(rank);
        let cut = |t: &Tensor, pc: &Piece| -> Result<Tensor> {
            // force_contiguous: a copy of just the piece, so the full tensor can be freed
            Ok(t.flatten_all()?.narrow(0, pc.param_start, pc.len)?.force_contiguous()?)
        };
        let mut piece_masters = Vec::with_capacity(pieces.len());
        let mut moments = Vec::with_capacity(pieces.len());
        let mut decay = Vec::with_capacity(pieces.len());
        for pc in &pieces {
            piece_masters.push(Var::from_tensor(&cut(masters[pc.param].as_tensor(), pc)?)?);
            let (m, v) = &optim.moments[pc.param];
            moments.push((cut(m, pc)?, cut(v, pc)?));
            decay.push(optim.decay[pc.param]);
        }
        Ok(Self {
            plan: plan.clone(),
            pieces: Arc::new(Pieces(pieces)),
            masters: piece_masters,
            optim: AdamW {
                moments,
                decay,
                ..optim.hyper()
            },
        })
    }

    /// Bytes of optimizer state this rank holds: the two moments of its pieces (the fp32 master
    /// pieces are as many again; the full masters every rank keeps are not optimizer state).
    fn state_bytes(&self) -> usize {
        8 * self.pieces.0.iter().map(|p| p.len).sum::<usize>()
    }

    /// Update `t` (1-based) with learning rate `lr` from the pieces' gradients (`piece_grads`,
    /// unscaled, with any clip pending), then all-gather every bucket's updated shards into
    /// `masters` (all of them, on every rank). Bucket by bucket, in the order the next forward
    /// pass reads them (the token embedding, then from the first block's bucket to the last):
    /// each bucket's gather runs on the communication stream where there is one, overlapping
    /// the next bucket's update and then the next step's forward pass, which waits for each
    /// master at its first use (`PendingGather`, `PrecisionPolicy::cast_masters_gated`).
    /// Nothing else may read `masters` before `PendingGather::settle`.
    fn step(
        &mut self,
        group: &dyn Collective,
        masters: &[Var],
        grads: &Grads,
        lr: f64,
        t: u64,
    ) -> Result<Arc<PendingGather>> {
        let n = self.plan.buckets.len();
        let mut ranges = vec![0..0; n];
        let mut end = 0;
        for (b, range) in ranges.iter_mut().enumerate() {
            let first = end;
            while end < self.pieces.0.len() && self.pieces.0[end].bucket == b {
                end += 1;
            }
            *range = first..end;
        }
        let mut marks: Vec<Option<Box<dyn Mark>>> = (0..n).map(|_| None).collect();
        let mut in_flight = Vec::with_capacity(n);
        // plan order is reverse model order after the first bucket (the embedding's)
        for b in (0..n.min(1)).chain((1..n).rev()) {
            let range = ranges[b].clone();
            let part = grads.part(range.clone());
            self.optim
                .step_part(range.start, &self.masters[range.clone()], &part, lr, t)?;
            let mut parts: Vec<Tensor> = self.masters[range].iter().map(|v| v.as_tensor().clone()).collect();
            if parts.is_empty() {
                // a shard of padding only (a bucket smaller than the world): zeros, on the device
                parts.push(Tensor::zeros(0, candle_core::DType::F32, masters[0].device())?);
            }
            let targets: Vec<(Var, usize)> = self.plan.buckets[b]
                .params
                .iter()
                .map(|&p| (masters[p].clone(), self.plan.slots[p].offset))
                .collect();
            in_flight.push(group.start_gather_into(parts, self.plan.shard_len(b), &targets)?);
            marks[b] = group.mark()?;
        }
        Ok(Arc::new(PendingGather {
            bucket_of: masters
                .iter()
                .zip(&self.plan.slots)
                .map(|(v, s)| (v.id(), s.bucket))
                .collect(),
            marks: Mutex::new(marks),
            _in_flight: in_flight,
        }))
    }

    /// The full moments, one pair per master in model order, as an unsharded AdamW holds them
    /// (for checkpoints). A collective: every rank calls it.
    fn full_optimizer(&self, group: &dyn Collective, masters: &[Var]) -> Result<AdamW> {
        let ms: Vec<Tensor> = self.optim.moments.iter().map(|(m, _)| m.clone()).collect();
        let vs: Vec<Tensor> = self.optim.moments.iter().map(|(_, v)| v.clone()).collect();
        let (ms, vs) = (self.gather(group, &ms)?, self.gather(group, &vs)?);
        let mut moments = Vec::with_capacity(masters.len());
        for (p, w) in masters.iter().enumerate() {
            let s = self.plan.slots[p];
            let part = |full: &[Tensor]| -> Result<Tensor> {
                Ok(full[s.bucket]
                    .narrow(0, s.offset, s.len)?
                    .reshape(w.shape())?
                    .force_contiguous()?)
            };
            moments.push((part(&ms)?, part(&vs)?));
        }
        Ok(AdamW {
            moments,
            decay: AdamW::decays(masters),
            ..self.optim.hyper()
        })
    }

    /// Per bucket, the all-gather of this rank's shard assembled from `per_piece` (one tensor
    /// per piece, flat), padded: the bucket's full flat space on every rank.
    fn gather(&self, group: &dyn Collective, per_piece: &[Tensor]) -> Result<Vec<Tensor>> {
        let mut out = Vec::with_capacity(self.plan.buckets.len());
        let mut k = 0;
        for b in 0..self.plan.buckets.len() {
            let mut parts = Vec::new();
            while k < self.pieces.0.len() && self.pieces.0[k].bucket == b {
                parts.push(per_piece[k].flatten_all()?);
                k += 1;
            }
            let filled: usize = parts.iter().map(|t| t.elem_count()).sum();
            let per = self.plan.shard_len(b);
            if filled < per {
                let dev = per_piece
                    .first()
                    .map_or(candle_core::Device::Cpu, |t| t.device().clone());
                parts.push(Tensor::zeros(per - filled, candle_core::DType::F32, &dev)?);
            }
            out.push(group.all_gather(&Tensor::cat(&parts, 0)?)?);
        }
        Ok(out)
    }
}

/// ZeRO-1's gather of an update, possibly still running on the communication stream: per
/// bucket, the mark the compute stream waits on before it reads one of the bucket's masters, and
/// what the gathers read (freed once every mark has been waited on: frees are stream-ordered).
pub struct PendingGather {
    bucket_of: HashMap<TensorId, usize>,
    /// Per bucket, the mark not waited on yet (None once waited, or with no stream to wait for).
    marks: Mutex<Vec<Option<Box<dyn Mark>>>>,
    _in_flight: Vec<InFlight>,
}

impl PendingGather {
    /// Make the compute stream wait for every bucket: call before anything but a gated forward
    /// reads the masters (evaluation, checkpoints) and before the next update writes them.
    pub fn settle(&self) -> Result<()> {
        let mut marks = self.marks.lock().unwrap_or_else(|e| e.into_inner());
        for mark in marks.iter_mut() {
            if let Some(m) = mark.take() {
                m.wait()?;
            }
        }
        Ok(())
    }
}

impl WeightGate for PendingGather {
    fn before_use(&self, master: &Var) -> Result<()> {
        let Some(&b) = self.bucket_of.get(&master.id()) else {
            return Ok(()); // not a master of the plan
        };
        let mark = self.marks.lock().unwrap_or_else(|e| e.into_inner())[b].take();
        match mark {
            Some(m) => m.wait(),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dist::Loopback;
    use crate::ops::plumbing::f32_bits as bits;
    use crate::parallel::Buckets;
    use candle_core::Device;
    use std::sync::Arc;

    fn named(dev: &Device) -> Vec<(String, Var)> {
        // a matrix (decayed), a vector (not), an odd-sized matrix: 10 + 3 + 6 = 19 elements
        let vals = |n: usize, s: f32| (0..n).map(|i| (i as f32 * 0.37 + s).sin()).collect::<Vec<_>>();
        let var = |n, s, shape: &[usize]| Var::from_tensor(&Tensor::from_vec(vals(n, s), shape, dev).unwrap()).unwrap();
        vec![
            ("a".into(), var(10, 0.1, &[2, 5])),
            ("b".into(), var(3, 0.7, &[3])),
            ("c".into(), var(6, 1.3, &[3, 2])),
        ]
    }

    /// A rank's gradient as the loss division leaves it: already divided by the world size.
    fn local_grads(rank: usize, world: usize, step: u64, ms: &[Var]) -> Vec<Tensor> {
        ms.iter()
            .enumerate()
            .map(|(k, v)| {
                let n = v.elem_count();
                let g: Vec<f32> = (0..n)
                    .map(|i| ((i * 13 + k * 7 + rank * 5 + step as usize * 3) % 17) as f32 * 0.05 - 0.4)
                    .collect();
                (Tensor::from_vec(g, v.shape(), v.device()).unwrap() / world as f64).unwrap()
            })
            .collect()
    }

    fn hyper(masters: &[Var]) -> AdamW {
        AdamW {
            beta1: 0.9,
            beta2: 0.99,
            eps: 1e-8,
            weight_decay: 0.1,
            moments: masters
                .iter()
                .map(|v| (v.zeros_like().unwrap(), v.zeros_like().unwrap()))
                .collect(),
            decay: AdamW::decays(masters),
        }
    }

    /// Three ranks with different local gradients, three steps, buckets of ~7 elements (so
    /// shards cut through parameters): reduce-scatter → update of the owned pieces → all-gather
    /// leaves every rank's masters equal, bit for bit, to the unsharded AdamW applied to the same
    /// mean gradient (summed in rank order), with a clip coefficient pending, and the gathered
    /// moments equal the unsharded moments. Fails if a piece boundary, the padding, the decay
    /// rule or the averaging is off by one element or one rounding.
    #[test]
    fn zero1_sharded_update_equals_the_unsharded_one_bit_for_bit() {
        let (world, steps, lr, clip) = (3usize, 3u64, 1e-2, 0.75);
        let dev = Device::Cpu;
        // the reference: one process, the mean gradient, optim::AdamW
        let reference: Vec<Var> = named(&dev).into_iter().map(|(_, v)| v).collect();
        let mut adamw = hyper(&reference);
        for t in 1..=steps {
            let mean: Vec<Tensor> = (0..reference.len())
                .map(|k| {
                    let mut s = local_grads(0, world, t, &reference)[k].clone();
                    for r in 1..world {
                        s = (s + &local_grads(r, world, t, &reference)[k]).unwrap();
                    }
                    s
                })
                .collect();
            let mut grads = Grads::new(mean);
            grads.pending_clip = clip;
            adamw.step(&reference, &grads, lr, t, None).unwrap();
        }
        // the sharded run on three loopback ranks
        let results: Vec<_> = Loopback::group(world)
            .into_iter()
            .map(|h| {
                std::thread::spawn(move || {
                    let named = named(&Device::Cpu);
                    let ms: Vec<Var> = named.iter().map(|(_, v)| v.clone()).collect();
                    let rank = h.rank();
                    let dp = Arc::new(Buckets::new(Arc::new(h), &named, true, 7, None));
                    let mut z = Shard::new(&dp.plan, rank, &ms, &hyper(&ms)).unwrap();
                    for t in 1..=steps {
                        let g = local_grads(rank, world, t, &ms);
                        let mut sync = dp.exchange();
                        for k in (0..ms.len()).rev() {
                            sync.ready(ms[k].as_tensor(), &g[k]).unwrap();
                        }
                        let (shards, _, rest) = sync.finish(Ok(()), None).unwrap();
                        rest.wait().unwrap();
                        let mut grads = z.pieces.piece_grads(&shards).unwrap();
                        grads.pending_clip = clip; // as a global-norm clip leaves it on CUDA
                        z.step(dp.comm.as_ref(), &ms, &grads, lr, t).unwrap();
                    }
                    let full = z.full_optimizer(dp.comm.as_ref(), &ms).unwrap();
                    (ms, full, z.state_bytes(), dp.plan.pieces(rank))
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| t.join().unwrap())
            .collect();
        let mut owned = 0;
        for (rank, (ms, full, bytes, pieces)) in results.into_iter().enumerate() {
            for (k, (a, b)) in ms.iter().zip(&reference).enumerate() {
                assert_eq!(bits(a.as_tensor()), bits(b.as_tensor()), "rank {rank} master {k}");
                assert_eq!(bits(&full.moments[k].0), bits(&adamw.moments[k].0), "rank {rank} m {k}");
                assert_eq!(bits(&full.moments[k].1), bits(&adamw.moments[k].1), "rank {rank} v {k}");
            }
            let len: usize = pieces.iter().map(|p| p.len).sum();
            assert_eq!(bytes, 8 * len, "rank {rank} state bytes");
            assert!(
                len <= 19usize.div_ceil(world) + 3,
                "rank {rank} owns {len} of 19 elements"
            );
            owned += len;
        }
        assert_eq!(owned, 19, "every element is owned by exactly one rank");
    }
}
