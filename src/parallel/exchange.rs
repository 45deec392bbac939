//! Data parallelism's gradient exchange, overlapped with the backward pass. The backward pass
//! reports each master's gradient as soon as it is complete (`Tensor::backward_with_ready`, a
//! hook of the vendored autograd); a bucket of the plan (`dist::BucketPlan`) whose gradients
//! are all in is packed into one flat fp32 buffer and its collective started at once, on the
//! communication stream where there is one, while the backward pass carries on with the earlier
//! layers. With launch points (`Buckets::launch_at`), a complete bucket waits for the next
//! one: the gradient of a master that the backward pass completes right before kernels that a
//! concurrent collective slows down least (docs/DISTRIBUTED.md, "When buckets start"). Plain
//! data parallelism all-reduces each bucket (every rank then holds the summed gradients); ZeRO-1
//! reduce-scatters it (each rank holds the sum of its shard only, see `zero.rs`). The loss of
//! every micro-batch is divided by grad_accum × world size before the backward pass, so these
//! sums are the job's mean gradient. `JobStep` is the part of a step both share.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use candle_core::{Tensor, TensorId, Var};

use super::{EmbeddingRows, LocalSum, RowSum, Sinks, Tied, TiedRows};
use crate::dist::{BucketPlan, Collective, InFlight};
use crate::error::{Error, Result};
use crate::optim::{GradSink, Grads};

/// A step of a job up to its buckets' sums: every micro-batch but the last back-propagates
/// into this rank's own sum (as one process does), the last into the bucketed exchange, which
/// starts from that sum; checkpointed blocks of the last hand theirs to the exchange too.
pub(super) struct JobStep {
    buckets: Arc<Buckets>,
    n_micro: usize,
    local: LocalSum,
    /// The micro-batches' token rows: those before the last are folded into this rank's own
    /// gradient before the exchange, the last's are gathered.
    rows: Arc<TiedRows>,
    tied: Tied,
    /// The last micro-batch's exchange, made when its forward pass asks for its sinks.
    exchange: Option<Arc<Exchange>>,
    /// The last backward pass's own result (an error raised through the exchange comes back
    /// from `GradSync::finish`).
    done: Option<candle_core::Result<()>>,
}

impl JobStep {
    pub(super) fn new(buckets: &Arc<Buckets>, named: &Arc<[(String, Var)]>, n_micro: usize, tied: Tied) -> Self {
        Self {
            buckets: buckets.clone(),
            n_micro,
            local: LocalSum::new(named),
            rows: Arc::new(TiedRows::new(tied.vocab)),
            tied,
            exchange: None,
            done: None,
        }
    }

    pub(super) fn sinks(&mut self, micro: usize) -> Sinks {
        let grads: Arc<dyn GradSink> = if micro + 1 == self.n_micro {
            let exchange = Arc::new(Exchange(Mutex::new(self.buckets.exchange())));
            self.exchange = Some(exchange.clone());
            exchange
        } else {
            self.local.collected.clone()
        };
        Sinks {
            grads,
            token_rows: self.rows.clone(),
        }
    }

    pub(super) fn backward(&mut self, micro: usize, loss: Tensor, stop: bool) -> Result<()> {
        if micro + 1 < self.n_micro {
            return self.local.backward(loss);
        }
        let earlier = self.earlier_with_rows()?;
        let exchange = self.exchange.as_ref().ok_or_else(|| {
            candle_core::Error::Msg("invariant: the last micro-batch's forward pass made the exchange".into())
        })?;
        exchange.prepare(earlier, stop as u8 as f32);
        let done = loss.backward_with_ready(&mut |v, g| exchange.ready(v, g)).map(drop);
        drop(loss); // the graph (and its checkpointed blocks' handles on the exchange)
        self.done = Some(done);
        Ok(())
    }

    /// This rank's sum over the micro-batches before the last, their token rows folded into
    /// the tied embedding's gradient: the exchange then gathers the last micro-batch's rows
    /// only, whatever the grad_accum.
    fn earlier_with_rows(&mut self) -> Result<Option<Grads>> {
        let mut earlier = self.local.take_partial();
        let table = self.rows.with(|rows| rows.fold().map(|()| rows.take_table()))?;
        if let Some(table) = table {
            let Some(g) = earlier.as_mut() else {
                let msg = "invariant: rows were folded from earlier micro-batches";
                return Err(candle_core::Error::Msg(msg.into()).into());
            };
            let wte = self.tied.index;
            g.tensors[wte] = (&g.tensors[wte] + table)?;
        }
        Ok(earlier)
    }

    /// After the last backward pass: the buckets' results in plan order, every rank's token
    /// rows of the last micro-batch (in the job's micro-batch order, summed as one process
    /// sums them), and the last buckets still being summed (`GradSync::finish`).
    pub(super) fn finish(&mut self) -> Result<(Vec<Tensor>, RowSum, Settle)> {
        let (Some(exchange), Some(done)) = (self.exchange.take(), self.done.take()) else {
            let msg = "invariant: the step's last micro-batch went through the exchange";
            return Err(candle_core::Error::Msg(msg.into()).into());
        };
        let mine = self.rows.take().take_kept()?;
        let micro_rows = mine.ids.dim(0)?;
        let (buckets, rows, rest) = exchange.into_inner()?.finish(done, Some(&mine))?;
        let rows = rows.expect("invariant: rows given, rows gathered");
        Ok((buckets, RowSum::of_gathered(&rows, micro_rows, self.tied.vocab)?, rest))
    }
}

/// A step's gradient exchange, fed both by the backward pass's ready hook and by checkpointed
/// blocks' backward (through `GradSink`).
struct Exchange(Mutex<GradSync>);

impl Exchange {
    /// Right before the backward pass (the forward pass may have been queued earlier): this
    /// rank's sum over the step's earlier micro-batches, and its stop request.
    fn prepare(&self, earlier: Option<Grads>, control: f32) {
        let mut sync = self.0.lock().unwrap_or_else(|e| e.into_inner());
        sync.earlier = earlier.map(|g| g.tensors);
        sync.control = control;
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

/// The buckets of a job: the group, the bucket plan over its masters, and which master a
/// gradient belongs to.
pub struct Buckets {
    pub comm: Arc<dyn Collective>,
    pub plan: BucketPlan,
    /// Reduce-scatter (ZeRO-1) instead of all-reduce.
    pub sharded: bool,
    /// The gradients travel rounded to bf16 and are summed in fp32 (`train.grad_comm = "bf16"`).
    pub bf16: bool,
    index: HashMap<TensorId, usize>,
    names: Vec<String>,
    /// Per master, whether its gradient's arrival starts the complete buckets; all false: each
    /// bucket starts as soon as it is complete.
    launch_points: Vec<bool>,
}

impl Buckets {
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
            bf16: false,
            index: named
                .iter()
                .enumerate()
                .map(|(i, (_, v))| (v.as_tensor().id(), i))
                .collect(),
            names: named.iter().map(|(n, _)| n.clone()).collect(),
            launch_points: vec![false; named.len()],
        }
    }

    /// Hold complete buckets until the gradient of one of `masters` (positions in `named`)
    /// arrives, or the backward pass ends, instead of starting each as soon as it is complete.
    pub fn launch_at(mut self, masters: &[usize]) -> Self {
        for &p in masters {
            self.launch_points[p] = true;
        }
        self
    }

    /// Send the gradients rounded to bf16, each rank's once, and sum them in fp32
    /// (`train.grad_comm = "bf16"`; the control value, 0 or 1 per rank, is exact either way).
    pub fn bf16(mut self, bf16: bool) -> Self {
        self.bf16 = bf16;
        self
    }

    pub fn rank(&self) -> usize {
        self.comm.rank()
    }

    pub fn world_size(&self) -> usize {
        self.comm.world_size()
    }

    /// The exchange of one step's gradients, with nothing added to them and a control value
    /// of 0 (`GradSync::earlier`, `GradSync::control`).
    pub fn exchange(self: &Arc<Self>) -> GradSync {
        GradSync {
            dp: Arc::clone(self),
            control: 0.0,
            pending: vec![None; self.names.len()],
            missing: self.plan.buckets.iter().map(|b| b.params.len()).collect(),
            launched: Vec::with_capacity(self.plan.buckets.len()),
            packed: Vec::with_capacity(self.plan.buckets.len()),
            earlier: None,
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
    dp: Arc<Buckets>,
    /// A number every rank adds to the all-reduce (the stop request), read back with
    /// `Buckets::control_sum`; it rides in the last bucket's tail, so it costs no collective of
    /// its own. Not under ZeRO-1, whose buckets are reduce-scattered.
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
    /// This rank's sum over the step's earlier micro-batches (grad_accum > 1), added to each
    /// gradient before it is sent.
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
        let held = self.dp.launch_points.iter().any(|&l| l) && !self.dp.launch_points[p];
        if !held {
            self.start_complete(self.missing.len())?;
        }
        Ok(())
    }

    /// Start the complete buckets in plan order, at most up to bucket `until` (exclusive).
    fn start_complete(&mut self, until: usize) -> Result<()> {
        while self.launched.len() < until && self.missing[self.launched.len()] == 0 {
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
        let (result, reads) = self
            .dp
            .comm
            .start_packed_sum(parts, len, self.dp.sharded, self.dp.bf16)?;
        self.launched.push(result);
        self.packed.push(reads);
        Ok(())
    }

    /// After the backward pass: the buckets' results (all-reduced buckets, or this rank's
    /// shards under ZeRO-1), in plan order, and every rank's token rows (this rank's `rows`, in
    /// micro-batch order, are all-gathered here). The rows and the first bucket (the tied
    /// embedding's, which the rows' part is added to) are readable on the compute stream at
    /// once; the other buckets after `Settle::wait`, so that the rows' part is computed while the
    /// last buckets are still being summed. An error the backward pass raised through `ready` is
    /// returned here as it was.
    pub fn finish(
        mut self,
        backward: candle_core::Result<()>,
        rows: Option<&EmbeddingRows>,
    ) -> Result<(Vec<Tensor>, Option<EmbeddingRows>, Settle)> {
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
        // The first bucket, then the rows, then the buckets still held: the compute stream waits
        // for the rows (and everything started before them) only.
        self.start_complete(1)?;
        let gathering = rows.map(|r| r.start_gather(self.dp.comm.as_ref())).transpose()?;
        let rows_in = self.dp.comm.mark()?;
        self.start_complete(self.missing.len())?;
        match rows_in {
            Some(mark) => mark.wait()?,
            None => self.dp.comm.wait()?,
        }
        let rows = gathering.map(GatheringRows::finish).transpose()?;
        let settle = Settle {
            comm: Arc::clone(&self.dp.comm),
            packed: Some(std::mem::take(&mut self.packed)),
        };
        Ok((self.launched, rows, settle))
    }
}

/// The last buckets of `GradSync::finish`, still being summed: `wait` before reading them. Also
/// keeps what their collectives read until then. Dropped without `wait` (an error path), it
/// waits all the same: no bucket may be freed while a collective still writes it.
#[must_use = "the buckets are not complete before `wait`"]
pub struct Settle {
    comm: Arc<dyn Collective>,
    /// None once waited for.
    packed: Option<Vec<InFlight>>,
}

impl Settle {
    /// Make the compute stream wait for every bucket.
    pub fn wait(mut self) -> Result<()> {
        self.comm.wait()?;
        self.packed = None; // freed in stream order, after the wait
        Ok(())
    }
}

impl Drop for Settle {
    fn drop(&mut self) {
        if self.packed.is_some() {
            let _ = self.comm.wait();
        }
    }
}

impl EmbeddingRows {
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
/// compute stream has waited for the gathers).
struct GatheringRows {
    all_dy: Tensor,
    all_ids: Tensor,
    _reads: (Tensor, Tensor),
    rows: usize,
    cols: usize,
}

impl GatheringRows {
    /// Once the compute stream has waited for the gathers: every rank's rows, rank 0's first.
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

    /// Two loopback ranks back-propagate a chain of four layers (masters w0..w3, which complete
    /// in backward from w3 to w0) through buckets of 1 or 2 masters, starting them at
    /// `launch_at`'s masters (none: as soon as complete). Asserts that every bucket holds the
    /// sum over the ranks of each rank's gradients and the views give each master its own sum;
    /// returns, per gradient arrival in order, (master, buckets started once it was taken).
    fn exchange_chain(launch_at: &'static [usize]) -> Vec<(usize, usize)> {
        let world = 2;
        let chain = |x: Tensor, masters: &[Var]| {
            let mut h = x;
            for v in masters {
                h = h.matmul(v.as_tensor()).unwrap().sum_keepdim(1).unwrap();
                h = h.broadcast_as((1, 3)).unwrap().contiguous().unwrap();
            }
            h.sum_all().unwrap()
        };
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
                    let dp = Buckets::new(Arc::new(h), &named, false, 7, None).launch_at(launch_at);
                    let dp = Arc::new(dp);
                    let loss = chain(Tensor::full(1.0 + r, (1, 3), &dev).unwrap(), &masters);
                    let mut sync = dp.exchange();
                    let mut order = Vec::new();
                    let res = loss
                        .backward_with_ready(&mut |v, g| {
                            sync.ready(v, g)?;
                            let k = masters.iter().position(|m| m.as_tensor().id() == v.id()).unwrap();
                            order.push((k, sync.launched.len()));
                            Ok(())
                        })
                        .map(|_| ());
                    let (buckets, _, rest) = sync.finish(res, None).unwrap();
                    rest.wait().unwrap();
                    let grads = dp.bucket_views(&buckets, &masters).unwrap();
                    // reference: this rank's own gradients, summed over both ranks' inputs
                    let want: Vec<Vec<Tensor>> = (0..world)
                        .map(|rr| {
                            let x = Tensor::full(1.0 + rr as f32, (1, 3), &dev).unwrap();
                            let store = chain(x, &masters).backward().unwrap();
                            masters
                                .iter()
                                .map(|v| store.get(v.as_tensor()).unwrap().clone())
                                .collect()
                        })
                        .collect();
                    for (k, g) in grads.tensors.iter().enumerate() {
                        let sum = (&want[0][k] + &want[1][k]).unwrap();
                        let diff = (g - &sum).unwrap().abs().unwrap().max_all().unwrap();
                        assert_eq!(
                            diff.to_dtype(DType::F64).unwrap().to_scalar::<f64>().unwrap(),
                            0.0,
                            "w{k}"
                        );
                    }
                    order
                })
            })
            .collect();
        let orders: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert_eq!(
            orders[0], orders[1],
            "the ranks started their buckets at different points"
        );
        orders[0].clone()
    }

    /// Without launch points each bucket starts as soon as it is complete: the first (w3 and
    /// w2) when w2's gradient arrives, before w1's and w0's. Fails if buckets wait for the end
    /// of the backward pass (no overlap) or a gradient lands in the wrong place.
    #[test]
    fn rank_gradients_are_summed_in_buckets_during_backward() {
        let order = exchange_chain(&[]);
        let at = |k: usize| order.iter().find(|o| o.0 == k).unwrap().1;
        assert_eq!((at(3), at(2)), (0, 1), "{order:?}");
    }

    /// With a launch point at w1, the complete first bucket (w3 and w2) is held until w1's
    /// gradient arrives and started then, and the rest at the end, with the same sums. Fails
    /// if a bucket starts before its launch point or the held ones are never started.
    #[test]
    fn complete_buckets_wait_for_the_next_launch_point() {
        let order = exchange_chain(&[1]);
        let at = |k: usize| order.iter().find(|o| o.0 == k).unwrap().1;
        assert_eq!((at(3), at(2), at(1), at(0)), (0, 0, 1, 1), "{order:?}");
    }
}
