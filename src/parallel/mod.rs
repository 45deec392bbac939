//! Data parallelism's gradient exchange, overlapped with the backward pass. The backward pass
//! reports each master's gradient as soon as it is complete (`Tensor::backward_with_ready`, a
//! hook of the vendored autograd); a bucket of the plan (`dist::BucketPlan`) whose gradients
//! are all in is packed into one flat fp32 buffer and its collective started at once, on the
//! communication stream where there is one, while the backward pass carries on with the earlier
//! layers. Plain data parallelism all-reduces each bucket (every rank then holds the summed
//! gradients); ZeRO-1 reduce-scatters it (each rank holds the sum of its shard only, see
//! `zero.rs`). The loss of every micro-batch is divided by grad_accum × world size before the
//! backward pass, so these sums are the job's mean gradient.

use std::collections::HashMap;
use std::sync::Arc;

use candle_core::{Tensor, TensorId, Var};

use crate::dist::{BucketPlan, Collective, InFlight};
use crate::error::{Error, Result};
use crate::optim::Grads;

mod zero;

pub use zero::{PendingGather, Zero1};

/// What a data-parallel trainer needs besides its model: the group, the bucket plan over its
/// masters, and which master a gradient belongs to.
pub struct DataParallel {
    pub comm: Arc<dyn Collective>,
    pub plan: BucketPlan,
    /// Reduce-scatter (ZeRO-1) instead of all-reduce.
    pub sharded: bool,
    index: HashMap<TensorId, usize>,
    names: Vec<String>,
}

impl DataParallel {
    /// `first`: a master whose gradient completes before all others (the tied embedding, whose
    /// graph gradient is the LM head's): it opens the first bucket; the others follow in
    /// reverse model order.
    pub fn new(
        comm: Arc<dyn Collective>,
        named: &[(String, Var)],
        sharded: bool,
        bucket_elements: usize,
        first: Option<usize>,
    ) -> Self {
        let sizes: Vec<usize> = named.iter().map(|(_, v)| v.elem_count()).collect();
        let order: Vec<usize> = first
            .into_iter()
            .chain((0..sizes.len()).rev().filter(|&p| Some(p) != first))
            .collect();
        Self {
            plan: BucketPlan::in_order(&sizes, &order, comm.world_size(), bucket_elements),
            comm,
            sharded,
            index: named
                .iter()
                .enumerate()
                .map(|(i, (_, v))| (v.as_tensor().id(), i))
                .collect(),
            names: named.iter().map(|(n, _)| n.clone()).collect(),
        }
    }

    pub fn rank(&self) -> usize {
        self.comm.rank()
    }

    pub fn world_size(&self) -> usize {
        self.comm.world_size()
    }

    /// The exchange of one step's gradients. `earlier`: this rank's sum over the step's
    /// earlier micro-batches (grad_accum > 1), added to each gradient before it is sent.
    /// `control`: a number every rank adds to the all-reduce (the stop request), read back with
    /// `control_sum`; it rides in the last bucket's tail, so it costs no collective of its own.
    /// Not under ZeRO-1, whose buckets are reduce-scattered.
    pub fn exchange(self: &Arc<Self>, earlier: Option<Grads>, control: f32) -> GradSync {
        GradSync {
            dp: Arc::clone(self),
            control,
            pending: vec![None; self.names.len()],
            missing: self.plan.buckets.iter().map(|b| b.params.len()).collect(),
            launched: Vec::with_capacity(self.plan.buckets.len()),
            packed: Vec::with_capacity(self.plan.buckets.len()),
            earlier: earlier.map(|g| g.tensors),
            error: None,
        }
    }

    /// The sum over the ranks of the `control` values of `exchange`, from its all-reduced
    /// buckets (a one-element tensor); None under ZeRO-1.
    pub fn control_sum(&self, buckets: &[Tensor]) -> Result<Option<Tensor>> {
        match (self.sharded, self.plan.buckets.last(), buckets.last()) {
            (false, Some(plan), Some(last)) => Ok(Some(last.narrow(0, plan.padded, 1)?)),
            _ => Ok(None),
        }
    }

    /// Per master, its view into the all-reduced buckets (no copy).
    pub fn bucket_views(&self, buckets: &[Tensor], masters: &[Var]) -> Result<Grads> {
        let tensors = masters
            .iter()
            .zip(&self.plan.slots)
            .map(|(v, s)| Ok(buckets[s.bucket].narrow(0, s.offset, s.len)?.reshape(v.shape())?))
            .collect::<Result<Vec<_>>>()?;
        Ok(Grads::new(tensors))
    }
}

/// One step's gradient exchange in flight: fed by the backward pass (`ready`), ended by
/// `finish`.
pub struct GradSync {
    dp: Arc<DataParallel>,
    control: f32,
    /// Per master, its complete gradient until its bucket is packed.
    pending: Vec<Option<Tensor>>,
    /// Per bucket, how many of its masters' gradients are still to come.
    missing: Vec<usize>,
    /// The started buckets' results, in plan order (their collectives are started in this
    /// order on every rank, whatever order the gradients arrive in).
    launched: Vec<Tensor>,
    /// What the started collectives read (the packed buckets, and where the packing runs on
    /// the communication stream, the gradients): alive until `finish` has waited for them (a
    /// buffer freed on the compute stream could be reused while NCCL still reads it).
    packed: Vec<InFlight>,
    earlier: Option<Vec<Tensor>>,
    error: Option<Error>,
}

impl GradSync {
    /// The backward pass's callback: `grad` is the complete gradient of `var`. Gradients of
    /// tensors that are not masters (none in a model) are ignored.
    pub fn ready(&mut self, var: &Tensor, grad: &Tensor) -> candle_core::Result<()> {
        let Some(&p) = self.dp.index.get(&var.id()) else {
            return Ok(());
        };
        if let Err(e) = self.take(p, grad) {
            let msg = e.to_string();
            self.error = Some(e);
            return Err(candle_core::Error::Msg(msg));
        }
        Ok(())
    }

    fn take(&mut self, p: usize, grad: &Tensor) -> Result<()> {
        let grad = match &self.earlier {
            Some(earlier) => (&earlier[p] + grad)?,
            None => grad.detach(),
        };
        if self.pending[p].replace(grad).is_some() {
            return Ok(()); // reported twice: keep the later, the count stands
        }
        let b = self.dp.plan.slots[p].bucket;
        self.missing[b] -= 1;
        // Start every complete bucket in plan order.
        while self.launched.len() < self.missing.len() && self.missing[self.launched.len()] == 0 {
            self.start(self.launched.len())?;
        }
        Ok(())
    }

    fn start(&mut self, b: usize) -> Result<()> {
        let bucket = &self.dp.plan.buckets[b];
        let mut parts: Vec<Tensor> = bucket
            .params
            .iter()
            .map(|&p| self.pending[p].take().expect("invariant: the bucket is complete"))
            .collect();
        let mut len = bucket.padded;
        // The control value after the last bucket's padding (padded again to a world multiple).
        if !self.dp.sharded && b + 1 == self.dp.plan.buckets.len() {
            let device = parts[0].device().clone();
            if bucket.padded > bucket.len {
                parts.push(Tensor::zeros(bucket.padded - bucket.len, parts[0].dtype(), &device)?);
            }
            parts.push(Tensor::new(&[self.control], &device)?);
            len = bucket.padded + self.dp.world_size();
        }
        let (result, reads) = self.dp.comm.start_packed_sum(parts, len, self.dp.sharded)?;
        self.launched.push(result);
        self.packed.push(reads);
        Ok(())
    }

    /// After the backward pass: the buckets' results (all-reduced buckets, or this rank's
    /// shards under ZeRO-1), in plan order, and every rank's token rows (this rank's `rows`, in
    /// micro-batch order, are all-gathered here), readable on the compute stream. An error the
    /// backward pass raised through `ready` is returned here as it was.
    pub fn finish(
        mut self,
        backward: candle_core::Result<()>,
        rows: Option<&EmbeddingRows>,
    ) -> Result<(Vec<Tensor>, Option<EmbeddingRows>)> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        backward?;
        if let Some(b) = self.missing.iter().position(|&m| m > 0) {
            let p = self.dp.plan.buckets[b]
                .params
                .iter()
                .find(|&&p| self.pending[p].is_none())
                .copied()
                .unwrap_or(0);
            return Err(Error::MissingGrad {
                name: self.dp.names[p].clone(),
            });
        }
        let gathering = rows.map(|r| r.start_gather(self.dp.comm.as_ref())).transpose()?;
        self.dp.comm.wait()?;
        drop(self.packed); // freed in stream order, after the wait
        let rows = gathering.map(GatheringRows::finish).transpose()?;
        Ok((self.launched, rows))
    }
}

/// Token ids (R) u32 and their rows' output gradients (R, C) f32, as the embedding's backward
/// hands them out (`ops::TokenRows`): one step's micro-batches, concatenated in order.
#[derive(Debug, Clone)]
pub struct EmbeddingRows {
    pub ids: Tensor,
    pub dy: Tensor,
}

impl EmbeddingRows {
    /// The rows of `parts` (ids, gradients), in order; one part is taken as it is (no copy).
    pub fn cat(parts: &[(Tensor, Tensor)]) -> Result<Self> {
        if let [(ids, dy)] = parts {
            return Ok(Self {
                ids: ids.clone(),
                dy: dy.clone(),
            });
        }
        let ids: Vec<&Tensor> = parts.iter().map(|(i, _)| i).collect();
        let dy: Vec<&Tensor> = parts.iter().map(|(_, d)| d).collect();
        Ok(Self {
            ids: Tensor::cat(&ids, 0)?,
            dy: Tensor::cat(&dy, 0)?,
        })
    }

    /// The embedding table's gradient (V, C) these rows give (`ops::token_grad`).
    pub fn token_grad(&self, vocab: usize) -> Result<Tensor> {
        crate::ops::token_grad(&self.dy, &self.ids, vocab)
    }

    /// Start the all-gathers of every rank's rows: the gradients as they are (the gathered
    /// buffer is already every rank's rows in rank order, no copy on either side), then the ids
    /// as f32 (exact below 2^24).
    fn start_gather(&self, comm: &dyn Collective) -> Result<GatheringRows> {
        let (rows, cols) = self.dy.dims2()?;
        let dy = self.dy.contiguous()?.flatten_all()?;
        let ids = self.ids.to_dtype(candle_core::DType::F32)?;
        let all_dy = comm.start_all_gather(&dy)?;
        let all_ids = comm.start_all_gather(&ids)?;
        Ok(GatheringRows {
            all_dy,
            all_ids,
            _reads: (dy, ids),
            rows: rows * comm.world_size(),
            cols,
        })
    }
}

/// Rows being all-gathered: the results, and the inputs the collectives read (alive until the
/// group's `wait`).
struct GatheringRows {
    all_dy: Tensor,
    all_ids: Tensor,
    _reads: (Tensor, Tensor),
    rows: usize,
    cols: usize,
}

impl GatheringRows {
    /// After the group's `wait`: every rank's rows, rank 0's first.
    fn finish(self) -> Result<EmbeddingRows> {
        Ok(EmbeddingRows {
            ids: self.all_ids.to_dtype(candle_core::DType::U32)?,
            dy: self.all_dy.reshape((self.rows, self.cols))?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dist::Loopback;
    use candle_core::{DType, Device};

    /// Two loopback ranks, a chain of layers whose masters complete one after the other in
    /// backward: every bucket holds the sum over ranks of each rank's gradients, the views
    /// give each master its own sum, and the buckets start in plan order while the backward
    /// pass is still running (the first bucket before the last gradient is in). Fails if a
    /// gradient lands in the wrong place, a bucket starts early or never, or the ranks disagree.
    #[test]
    fn rank_gradients_are_summed_in_buckets_during_backward() {
        let world = 2;
        let handles: Vec<_> = Loopback::group(world)
            .into_iter()
            .map(|h| {
                std::thread::spawn(move || {
                    let dev = Device::Cpu;
                    let r = h.rank() as f32;
                    let named: Vec<(String, Var)> = (0..4)
                        .map(|i| {
                            let w = Tensor::full(1.0 + i as f32, (3, 2), &dev).unwrap();
                            (format!("w{i}"), Var::from_tensor(&w).unwrap())
                        })
                        .collect();
                    let masters: Vec<Var> = named.iter().map(|(_, v)| v.clone()).collect();
                    // tiny buckets: each holds 1 or 2 masters
                    let dp = Arc::new(DataParallel::new(Arc::new(h), &named, false, 7, None));
                    let x = Tensor::full(1.0 + r, (1, 3), &dev).unwrap();
                    let mut h = x.clone();
                    for v in &masters {
                        h = h
                            .matmul(v.as_tensor())
                            .unwrap()
                            .sum_keepdim(1)
                            .unwrap()
                            .broadcast_as((1, 3))
                            .unwrap();
                        h = h.contiguous().unwrap();
                    }
                    let loss = h.sum_all().unwrap();
                    let mut sync = dp.exchange(None, 0.0);
                    let mut order = Vec::new();
                    let res = loss
                        .backward_with_ready(&mut |v, g| {
                            order.push((v.id(), sync.launched.len()));
                            sync.ready(v, g)
                        })
                        .map(|_| ());
                    let (buckets, _) = sync.finish(res, None).unwrap();
                    let grads = dp.bucket_views(&buckets, &masters).unwrap();
                    // reference: this rank's own gradients, summed over both ranks' inputs
                    let mut want = Vec::new();
                    for rr in 0..world {
                        let x = Tensor::full(1.0 + rr as f32, (1, 3), &dev).unwrap();
                        let mut h = x;
                        for v in &masters {
                            h = h
                                .matmul(v.as_tensor())
                                .unwrap()
                                .sum_keepdim(1)
                                .unwrap()
                                .broadcast_as((1, 3))
                                .unwrap();
                            h = h.contiguous().unwrap();
                        }
                        let store = h.sum_all().unwrap().backward().unwrap();
                        want.push(
                            masters
                                .iter()
                                .map(|v| store.get(v.as_tensor()).unwrap().clone())
                                .collect::<Vec<_>>(),
                        );
                    }
                    for (k, g) in grads.tensors.iter().enumerate() {
                        let sum = (&want[0][k] + &want[1][k]).unwrap();
                        let diff = (g - &sum).unwrap().abs().unwrap().max_all().unwrap();
                        assert_eq!(
                            diff.to_dtype(DType::F64).unwrap().to_scalar::<f64>().unwrap(),
                            0.0,
                            "w{k}"
                        );
                    }
                    // the last layer's master (w3) completes first, and its bucket had started
                    // before the first layer's gradient (w0) arrived
                    assert_eq!(order.first().map(|o| o.0), Some(masters[3].as_tensor().id()));
                    let w0_at = order.iter().find(|o| o.0 == masters[0].as_tensor().id()).unwrap().1;
                    assert!(w0_at >= 1, "no bucket had started before the last gradient: {order:?}");
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
    }
}
