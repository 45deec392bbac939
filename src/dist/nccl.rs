//! The `Collective` of a multi-GPU job: NCCL, one process per GPU. Rank 0 creates the NCCL
//! unique id and hands it to the others through the TCP rendezvous; every collective runs on a
//! communication stream of its own, so that the buckets started during the backward pass
//! (`start_*`) overlap the compute stream's work until `wait`.
//!
//! Stream discipline (cudarc's per-buffer event tracking is switched off: with two streams it
//! would record and wait on events around every candle op): before a collective the
//! communication stream waits for the compute stream (the input and the output's allocation
//! are complete), and `wait` (or the end of a synchronous collective) makes the compute stream
//! wait for the communication stream. A started collective's input and output are owned by the
//! caller's tensors, which outlive `wait` (`parallel::GradSync` keeps them), so no buffer is
//! freed while NCCL still reads or writes it.

use std::sync::Arc;
use std::time::Duration;

use candle_core::cuda_backend::cudarc::driver::sys::CUevent_flags;
use candle_core::cuda_backend::cudarc::driver::{CudaEvent, CudaSlice, CudaStream, CudaView};
use candle_core::op::BackpropOp;
use candle_core::{CudaDevice, CudaStorage, DType, Storage, Tensor, Var};
use cudarc::nccl::safe::{Comm, Id, ReduceOp};

use super::{rendezvous, Collective, DistEnv, InFlight, Mark};
use crate::error::{Error, Result};

pub struct Nccl {
    comm: Comm,
    device: CudaDevice,
    compute: Arc<CudaStream>,
    rank: usize,
    world: usize,
}

// SAFETY: a `Comm` is a handle that NCCL lets any one thread use at a time; minigpt calls every
// collective of a rank from its one training thread, in order (the trait's Sync is for the
// shared `Arc`, not for concurrent calls).
unsafe impl Send for Nccl {}
unsafe impl Sync for Nccl {}

fn nccl_error(what: &str, e: impl std::fmt::Debug) -> Error {
    candle_core::Error::Msg(format!("NCCL {what}: {e:?}")).into()
}

impl Nccl {
    /// Join the job `env` describes on `device` (this rank's GPU). Blocks until every rank has
    /// arrived at the rendezvous (at most `timeout`) and NCCL has connected them.
    pub fn connect(env: &DistEnv, device: &CudaDevice, timeout: Duration) -> Result<Self> {
        let id = if env.rank == 0 {
            let id = Id::new().map_err(|e| nccl_error("unique id", e))?;
            id.internal().iter().map(|&c| c as u8).collect::<Vec<u8>>()
        } else {
            Vec::new()
        };
        let blob = rendezvous(env, &id, timeout)?;
        let internal: [std::ffi::c_char; 128] = blob
            .iter()
            .map(|&b| b as std::ffi::c_char)
            .collect::<Vec<_>>()
            .try_into()
            .map_err(|_| nccl_error("unique id", format!("{} bytes from rank 0, not 128", blob.len())))?;
        let compute = device.cuda_stream();
        // SAFETY: from here on this process synchronises its two streams explicitly (module doc).
        unsafe { device.disable_event_tracking() };
        // at the compute stream's priority (the highest, config::open_cuda): level with it, as
        // two streams of default priority were, and ahead of the weight-gradient stream
        compute
            .context()
            .bind_to_thread()
            .map_err(|e| nccl_error("stream", e))?;
        let (_, highest) = cudarc::driver::result::stream::get_priority_range().map_err(|e| nccl_error("stream", e))?;
        let stream = compute
            .context()
            .new_stream_with_priority(highest)
            .map_err(|e| nccl_error("stream", e))?;
        let comm = Comm::from_rank(stream, env.rank, env.world_size, Id::uninit(internal))
            .map_err(|e| nccl_error(&format!("init of rank {} of {}", env.rank, env.world_size), e))?;
        Ok(Self {
            comm,
            device: device.clone(),
            compute,
            rank: env.rank,
            world: env.world_size,
        })
    }

    /// Run `op(input, output)` on the communication stream after the compute stream's work so
    /// far; `out_len` elements of output. `sync`: the compute stream waits for it too.
    /// `out_on_comm`: the output is allocated on the communication stream, so that it may be
    /// dropped once its last reader there has been queued (not before the group's `wait`).
    fn run(
        &self,
        x: &Tensor,
        out_len: usize,
        sync: bool,
        out_on_comm: bool,
        what: &str,
        op: impl FnOnce(
            &Comm,
            &CudaView<'_, f32>,
            &mut CudaSlice<f32>,
        ) -> std::result::Result<(), cudarc::nccl::result::NcclError>,
    ) -> Result<Tensor> {
        if x.dtype() != DType::F32 {
            return Err(nccl_error(what, format!("needs f32, got {:?}", x.dtype())));
        }
        let x = x.contiguous()?;
        let (storage, layout) = x.storage_and_layout();
        let Storage::Cuda(cs) = &*storage else {
            return Err(nccl_error(what, "needs a CUDA tensor"));
        };
        let (a, b) = layout.contiguous_offsets().expect("invariant: made contiguous above");
        let input = cs.as_cuda_slice::<f32>()?.slice(a..b);
        let comm_stream = self.comm.stream();
        let out_stream = if out_on_comm { &comm_stream } else { &self.compute };
        // SAFETY: every element is written by the collective before anyone reads it.
        let mut out = unsafe { out_stream.alloc::<f32>(out_len) }.map_err(|e| nccl_error(what, e))?;
        comm_stream.join(&self.compute).map_err(|e| nccl_error(what, e))?;
        op(&self.comm, &input, &mut out).map_err(|e| nccl_error(what, e))?;
        if sync {
            self.compute.join(&comm_stream).map_err(|e| nccl_error(what, e))?;
        }
        drop(storage);
        let out = CudaStorage::wrap_cuda_slice(out, self.device.clone());
        Ok(Tensor::from_storage(
            Storage::Cuda(out),
            out_len,
            BackpropOp::none(),
            false,
        ))
    }

    fn all_reduce(&self, x: &Tensor, op: ReduceOp, sync: bool) -> Result<Tensor> {
        let n = x.elem_count();
        let out = self.run(x, n, sync, false, "all-reduce", |c, i, o| {
            c.all_reduce(i, o, &op).map(drop)
        })?;
        Ok(out.reshape(x.shape())?)
    }

    fn reduce_scatter(&self, x: &Tensor, sync: bool) -> Result<Tensor> {
        let n = x.elem_count();
        if !n.is_multiple_of(self.world) {
            return Err(nccl_error(
                "reduce-scatter",
                format!("{n} elements do not split into {} shards", self.world),
            ));
        }
        self.run(x, n / self.world, sync, false, "reduce-scatter", |c, i, o| {
            c.reduce_scatter(i, o, &ReduceOp::Sum).map(drop)
        })
    }

    /// A reduce-scatter of bf16 values with fp32 sums (`train.grad_comm = "bf16"`): `packed`
    /// (bf16, `world` shards of n) goes shard r to rank r, an all-to-all of grouped sends and
    /// receives, and the `world` shards this rank receives are summed element by element in fp32,
    /// in rank order (`ops::sum_shards_bf16_on`), all on the communication stream. Returns this
    /// rank's shard of the sum, [n] f32, allocated on the compute stream (read there after `wait`;
    /// keep it until then when it is only gathered). Half the bytes of the fp32 reduce-scatter, and
    /// no partial sum ever rounded to bf16 (NCCL's own bf16 reduce-scatter rounds at every hop).
    fn reduce_scatter_bf16(&self, packed: &Tensor) -> Result<Tensor> {
        let what = "bf16 reduce-scatter";
        let total = packed.elem_count();
        if packed.dtype() != DType::BF16 || !total.is_multiple_of(self.world) {
            return Err(nccl_error(
                what,
                format!("needs bf16 in {} shards, got {total} {:?}", self.world, packed.dtype()),
            ));
        }
        let n = total / self.world;
        let (storage, layout) = packed.storage_and_layout();
        let (Storage::Cuda(cs), Some((a, _))) = (&*storage, layout.contiguous_offsets()) else {
            return Err(nccl_error(what, "needs a contiguous CUDA tensor"));
        };
        let src = cs.as_cuda_slice::<half::bf16>()?;
        let comm_stream = self.comm.stream();
        // SAFETY: every element is written, by the receives (recv) and by the sum (out).
        let mut recv = unsafe { comm_stream.alloc::<half::bf16>(total) }.map_err(|e| nccl_error(what, e))?;
        let out = unsafe { self.device.alloc::<f32>(n)? };
        comm_stream.join(&self.compute).map_err(|e| nccl_error(what, e))?;
        cudarc::nccl::result::group_start().map_err(|e| nccl_error(what, e))?;
        let queued = (0..self.world).try_for_each(|r| {
            let peer = r as i32;
            self.comm.send(&src.slice(a + r * n..a + (r + 1) * n), peer)?;
            self.comm.recv(&mut recv.slice_mut(r * n..(r + 1) * n), peer).map(drop)
        });
        let ended = cudarc::nccl::result::group_end();
        queued.map_err(|e| nccl_error(what, e))?;
        ended.map_err(|e| nccl_error(what, e))?;
        crate::ops::sum_shards_bf16_on(&recv, self.world, n, &out, &self.device, &comm_stream)?;
        drop(recv); // freed on the communication stream, after the sum
        drop(storage);
        Ok(Tensor::from_storage(
            Storage::Cuda(CudaStorage::wrap_cuda_slice(out, self.device.clone())),
            n,
            BackpropOp::none(),
            false,
        ))
    }

    fn gather(&self, x: &Tensor, sync: bool, out_on_comm: bool) -> Result<Tensor> {
        let n = x.elem_count();
        self.run(x, n * self.world, sync, out_on_comm, "all-gather", |c, i, o| {
            c.all_gather(i, o).map(drop)
        })
    }
}

impl Collective for Nccl {
    fn rank(&self) -> usize {
        self.rank
    }

    fn world_size(&self) -> usize {
        self.world
    }

    fn all_reduce_sum(&self, x: &Tensor) -> Result<Tensor> {
        self.all_reduce(x, ReduceOp::Sum, true)
    }

    fn all_reduce_max(&self, x: &Tensor) -> Result<Tensor> {
        self.all_reduce(x, ReduceOp::Max, true)
    }

    fn reduce_scatter_sum(&self, x: &Tensor) -> Result<Tensor> {
        self.reduce_scatter(x, true)
    }

    fn all_gather(&self, x: &Tensor) -> Result<Tensor> {
        self.gather(x, true, false)
    }

    fn start_all_reduce_sum(&self, x: &Tensor) -> Result<Tensor> {
        self.all_reduce(x, ReduceOp::Sum, false)
    }

    fn start_reduce_scatter_sum(&self, x: &Tensor) -> Result<Tensor> {
        self.reduce_scatter(x, false)
    }

    fn start_all_gather(&self, x: &Tensor) -> Result<Tensor> {
        self.gather(x, false, false)
    }

    /// The copy runs on the communication stream too (measured: 0.25 ms of a GPT-2-small step
    /// taken off the compute stream). The parts are kept until `wait`, not freed after the copy.
    ///
    /// With `bf16` the gradients are packed as bf16 and reduce-scattered by `reduce_scatter_bf16`
    /// (bf16 on the wire, fp32 sums); the all-reduce gathers the fp32 shard sums after it, so
    /// every rank holds the same fp32 numbers (0.75× the bytes of the fp32 all-reduce; ZeRO-1's
    /// reduce-scatter alone, 0.5×).
    fn start_packed_sum(
        &self,
        parts: Vec<Tensor>,
        len: usize,
        scatter: bool,
        bf16: bool,
    ) -> Result<(Tensor, InFlight)> {
        if bf16 {
            if let Some(packed) = crate::ops::pack_bf16_on(&parts, len, &self.comm.stream())? {
                let shard = self.reduce_scatter_bf16(&packed.flat)?;
                if scatter {
                    return Ok((shard, Box::new(packed)));
                }
                let full = self.gather(&shard, false, false)?;
                return Ok((full, Box::new((packed, shard)))); // the shard is read until `wait`
            }
        }
        let Some(packed) = crate::ops::pack_f32_on(&parts, len, &self.comm.stream(), bf16)? else {
            compute_stream_copies();
            return super::pack_then_start(self, parts, len, scatter, bf16);
        };
        let out = if scatter {
            self.reduce_scatter(&packed.flat, false)?
        } else {
            self.all_reduce(&packed.flat, ReduceOp::Sum, false)?
        };
        Ok((out, Box::new(packed)))
    }

    /// Packing, gathering and unpacking all run on the communication stream, so the compute
    /// stream goes on with the next bucket's update meanwhile. Their buffers live on that stream
    /// too and are freed there as soon as the unpacking is queued: nothing to keep until `wait`
    /// (ZeRO-1 would otherwise hold a bucket's packed and gathered copies into the next step).
    fn start_gather_into(&self, parts: Vec<Tensor>, len: usize, targets: &[(Var, usize)]) -> Result<InFlight> {
        let stream = self.comm.stream();
        let Some(packed) = crate::ops::pack_f32_on(&parts, len, &stream, false)? else {
            compute_stream_copies();
            let full = self.gather(&crate::ops::pack_f32(&parts, len)?, true, false)?;
            crate::ops::unpack_f32(&full, targets)?;
            return Ok(Box::new(()));
        };
        let full = self.gather(&packed.flat, false, true)?;
        match crate::ops::unpack_f32_on(&full, targets, &stream)? {
            Some(copy) => {
                drop((packed, full, copy)); // freed on the communication stream, after the unpacking
                Ok(Box::new(()))
            }
            None => {
                compute_stream_copies();
                self.wait()?;
                crate::ops::unpack_f32(&full, targets)?;
                Ok(Box::new(packed))
            }
        }
    }

    fn wait(&self) -> Result<()> {
        self.compute
            .join(&self.comm.stream())
            .map_err(|e| nccl_error("wait", e))
    }

    fn mark(&self) -> Result<Option<Box<dyn Mark>>> {
        let event = self
            .comm
            .stream()
            .record_event(Some(CUevent_flags::CU_EVENT_DISABLE_TIMING))
            .map_err(|e| nccl_error("mark", e))?;
        Ok(Some(Box::new(StreamMark {
            event,
            compute: Arc::clone(&self.compute),
        })))
    }
}

/// Said once: a bucket holds a tensor that is not contiguous f32 on this GPU (never a model's
/// parameters or gradients), so its copies run on the compute stream, which then waits.
fn compute_stream_copies() {
    crate::notice::once("nccl-compute-stream-copies", || {
        "data parallel: a bucket holds a tensor that is not contiguous f32 on this GPU; its packing and copies run on the compute stream, without overlap".into()
    });
}

/// An event recorded on the communication stream, and the compute stream that waits for it.
struct StreamMark {
    event: CudaEvent,
    compute: Arc<CudaStream>,
}

impl Mark for StreamMark {
    fn wait(&self) -> Result<()> {
        self.compute.wait(&self.event).map_err(|e| nccl_error("wait", e))
    }
}
