//! The weight gradients beside the backward's critical path (docs/DESIGN.md §7). In a Linear
//! layer's backward, dx = dh·W feeds the layer below and so every later op of the pass; dW =
//! dhᵀ·x (and db, in the BGRADB form) feeds nothing until the optimizer. Inside
//! `weight_grads_beside`, those cuBLASLt GEMMs go on a second stream: it waits for the compute
//! stream's work so far (dh and x written, dW allocated), runs the GEMM with a cuBLASLt
//! workspace of its own, and the compute stream goes straight on to dx and the layer below. The
//! GPU then has a GEMM to place where the compute stream leaves SMs idle: the last blocks of a
//! kernel, the memory-bound passes' partly filled SMs, the launch gaps before each GEMM. The
//! compute stream has the context's highest priority (`config::open_cuda`) and this one the
//! default, so the GEMMs take SMs where the compute stream has no block waiting for one, rather
//! than competing with the critical path (docs/PERFORMANCE.md measured both).
//!
//! Each GEMM is the one the compute stream would run (the shape's chosen algorithm, the same
//! operands, a workspace of the same size): the same bits. Only when it runs changes.
//!
//! What keeps it safe (cudarc's per-buffer event tracking is off, src/config.rs):
//! - What the GEMM reads (dh, x) is held until the compute stream has waited for the GEMM, so no
//!   stream-ordered free hands its memory to a later op while the GEMM may still read it. The
//!   compute stream waits for the GEMM `LAG` places behind the newest (long done by then) and
//!   lets its operands go. A GEMM that stays on the compute stream gets them back
//!   (`Placed::Here`), to be let go once it is queued there.
//! - What it writes (dW, db) is read on the compute stream only after a wait for it: the
//!   autograd's gradient sum (`ops::grad_add`) waits when a contribution is one of them, and the
//!   scope's end waits for all (the pass's gradients are read after it).
//!
//! Elsewhere the GEMM runs on the compute stream as before: outside a scope; in the profile's
//! traced pass, which times each kernel alone (`ops::without_pdl`); at a shape's first call,
//! which chooses its algorithm on the compute stream (`ops::cublaslt`); for FP8's GEMMs
//! (measured slower beside); and with `MINIGPT_WGRAD_STREAM=0` (for A/B measurements), or for
//! the GEMMs of more output tiles than `MINIGPT_WGRAD_STREAM_TILES` (`fits_beside`).

use candle_core::Device;

use crate::error::Result;

/// Runs `f` (a backward pass) with its weight-gradient GEMMs on a second stream (module doc);
/// when it returns, the compute stream has waited for every one of them, so the gradients it
/// produced may be read there. Nested scopes join at the outermost's end. On the CPU, `f()`.
pub fn weight_grads_beside<R>(device: &Device, f: impl FnOnce() -> Result<R>) -> Result<R> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = device {
        return cuda::scope(dev, f);
    }
    let _ = device;
    f()
}

/// Whether a weight-gradient GEMM whose output is `rows × cols` may go beside: every one may,
/// unless `setting` (the value of `MINIGPT_WGRAD_STREAM_TILES`) keeps those of more than that many
/// output tiles of 128 × 128 on the compute stream. For measuring which GEMMs gain beside: a
/// GEMM that fills the GPU by itself may only compete there (docs/PERFORMANCE.md measured GPT-2
/// XL's step 0.6–1 % slower with every GEMM beside). A setting that is not a count is refused,
/// naming it and how to fix it.
#[cfg(any(feature = "cuda", test))]
fn fits_beside((rows, cols): (usize, usize), setting: Option<&str>) -> std::result::Result<bool, String> {
    let Some(v) = setting else { return Ok(true) };
    let max: usize = v.trim().parse().map_err(|_| {
        format!(
            "MINIGPT_WGRAD_STREAM_TILES={v:?} is not a count of 128 × 128 output tiles: set a whole \
             number (e.g. 300), or unset it to run every weight-gradient GEMM beside"
        )
    })?;
    Ok(rows.div_ceil(128) * cols.div_ceil(128) <= max)
}

#[cfg(feature = "cuda")]
pub(super) mod cuda {
    use std::any::Any;
    use std::cell::{Cell, RefCell};
    use std::collections::VecDeque;
    use std::sync::{Arc, OnceLock};

    use candle_core::cuda_backend::cudarc::driver::{CudaEvent, CudaStream};
    use candle_core::cuda_backend::DeviceId;
    use candle_core::{CudaDevice, Storage, Tensor};

    use crate::error::Result;

    /// How many GEMMs may be queued beside the compute stream before it waits for the oldest.
    const LAG: usize = 2;

    /// A device's second stream and the GEMMs queued on it that the compute stream has not yet
    /// waited for, oldest first.
    struct Side {
        device: DeviceId,
        /// Candle's stream, where everything else runs.
        compute: Arc<CudaStream>,
        stream: Arc<CudaStream>,
        queued: VecDeque<Queued>,
    }

    /// One GEMM on the side stream: its completion, and what it reads and writes, held until the
    /// compute stream has waited for `done`.
    struct Queued {
        done: CudaEvent,
        /// Never read: its buffers (tensors, or FP8 codes) are freed only after the compute
        /// stream's wait.
        _reads: Box<dyn Any>,
        writes: Vec<Tensor>,
    }

    thread_local! {
        /// Scopes open on this thread (`weight_grads_beside`).
        static OPEN: Cell<usize> = const { Cell::new(0) };
        /// This thread's side streams, one per device it has opened a scope on.
        static SIDES: RefCell<Vec<Side>> = const { RefCell::new(Vec::new()) };
    }

    /// Whether GEMMs may go beside: not under `MINIGPT_WGRAD_STREAM=0` (read once per process).
    fn enabled() -> bool {
        static ON: OnceLock<bool> = OnceLock::new();
        *ON.get_or_init(|| std::env::var("MINIGPT_WGRAD_STREAM").map_or(true, |v| v != "0"))
    }

    /// `fits_beside` under `MINIGPT_WGRAD_STREAM_TILES` (read once per process), its error as
    /// the caller's.
    fn fits_beside_here(out: (usize, usize)) -> candle_core::Result<bool> {
        static SETTING: OnceLock<Option<String>> = OnceLock::new();
        let setting = SETTING.get_or_init(|| std::env::var("MINIGPT_WGRAD_STREAM_TILES").ok());
        super::fits_beside(out, setting.as_deref()).map_err(candle_core::Error::Msg)
    }

    fn driver(what: &str, e: impl std::fmt::Debug) -> candle_core::Error {
        candle_core::Error::Msg(format!("weight-gradient stream: {what}: {e:?}"))
    }

    pub(in crate::ops) fn scope<R>(dev: &CudaDevice, f: impl FnOnce() -> Result<R>) -> Result<R> {
        if !enabled() || super::super::launch::pdl_suspended() {
            return f();
        }
        SIDES.with(|s| -> candle_core::Result<()> {
            let mut sides = s.borrow_mut();
            if !sides.iter().any(|side| side.device == dev.id()) {
                let stream = dev
                    .cuda_stream()
                    .context()
                    .new_stream()
                    .map_err(|e| driver("stream", e))?;
                sides.push(Side {
                    device: dev.id(),
                    compute: dev.cuda_stream(),
                    stream,
                    queued: VecDeque::new(),
                });
            }
            Ok(())
        })?;
        OPEN.with(|o| o.set(o.get() + 1));
        let out = f();
        let depth = OPEN.with(|o| {
            o.set(o.get() - 1);
            o.get()
        });
        // the pass's gradients are read after this, on the compute stream: wait for all of them,
        // on an error too (the held operands are released in the compute stream's order)
        let joined = if depth == 0 { join_device(dev.id()) } else { Ok(()) };
        let out = out?;
        joined?;
        Ok(out)
    }

    /// Where `queue` put a GEMM.
    pub(in crate::ops) enum Placed {
        /// On the side stream, which holds its operands until the compute stream has waited.
        Beside,
        /// Nowhere: the caller runs it on the compute stream, and keeps what `queue` gives back
        /// (its operands' buffers) until it has queued it there.
        Here(Box<dyn Any>),
    }

    /// Queues `gemm` on the side stream, after the compute stream's work so far, if a scope is
    /// open on this thread: `reads` owns (or holds a handle to) its operands' buffers, `writes`
    /// are its outputs (already allocated on the compute stream). `gemm` returns false where it
    /// queued nothing. Outside a scope, or for a GEMM of `out` (rows × cols of its output)
    /// that `fits_beside` keeps here, nothing is queued: the caller then runs the GEMM on the
    /// compute stream (`Placed::Here`).
    pub(in crate::ops) fn queue(
        dev: &CudaDevice,
        out: (usize, usize),
        reads: Box<dyn Any>,
        writes: &[&Tensor],
        gemm: impl FnOnce(&CudaStream) -> candle_core::Result<bool>,
    ) -> candle_core::Result<Placed> {
        if OPEN.with(Cell::get) == 0 || !fits_beside_here(out)? {
            return Ok(Placed::Here(reads));
        }
        SIDES.with(|s| {
            let mut sides = s.borrow_mut();
            let Some(side) = sides.iter_mut().find(|side| side.device == dev.id()) else {
                return Ok(Placed::Here(reads));
            };
            let compute = &side.compute;
            let ready = compute.record_event(None).map_err(|e| driver("record", e))?;
            side.stream.wait(&ready).map_err(|e| driver("wait", e))?;
            if !gemm(&side.stream)? {
                return Ok(Placed::Here(reads));
            }
            let done = side.stream.record_event(None).map_err(|e| driver("record", e))?;
            side.queued.push_back(Queued {
                done,
                _reads: reads,
                writes: writes.iter().map(|&t| t.clone()).collect(),
            });
            while side.queued.len() > LAG {
                let oldest = side.queued.pop_front().expect("invariant: longer than LAG");
                compute.wait(&oldest.done).map_err(|e| driver("wait", e))?;
                // dropping `oldest` frees its operands in the compute stream's order, after the wait
            }
            Ok(Placed::Beside)
        })
    }

    /// Makes the compute stream wait for the side stream if any of `ts` is written by a GEMM
    /// queued there and not yet waited for (the autograd sums a second contribution into it).
    pub(in crate::ops) fn before_reading(ts: &[&Tensor]) -> candle_core::Result<()> {
        if OPEN.with(Cell::get) == 0 {
            return Ok(());
        }
        let written = SIDES.with(|s| {
            s.borrow().iter().find_map(|side| {
                let hit = side
                    .queued
                    .iter()
                    .flat_map(|q| &q.writes)
                    .any(|w| ts.iter().any(|t| same_buffer(w, t)));
                hit.then_some(side.device)
            })
        });
        match written {
            Some(device) => join_device(device),
            None => Ok(()),
        }
    }

    /// Whether two tensors share their storage.
    fn same_buffer(a: &Tensor, b: &Tensor) -> bool {
        let ptr = |t: &Tensor| {
            let (s, _) = t.storage_and_layout();
            &*s as *const Storage as usize
        };
        ptr(a) == ptr(b)
    }

    /// The compute stream waits for every GEMM queued beside it (the side stream runs them in
    /// order: the newest's completion covers all), and their tensors are let go.
    fn join_device(device: DeviceId) -> candle_core::Result<()> {
        SIDES.with(|s| {
            let mut sides = s.borrow_mut();
            let Some(side) = sides.iter_mut().find(|side| side.device == device) else {
                return Ok(());
            };
            let queued = std::mem::take(&mut side.queued);
            match queued.back() {
                Some(newest) => side.compute.wait(&newest.done).map_err(|e| driver("wait", e)),
                None => Ok(()),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::fits_beside;

    #[test]
    fn a_tile_limit_keeps_only_the_larger_gemms_on_the_compute_stream() {
        let (lm_head, c_fc) = ((768, 50304), (768, 3072)); // GPT-2 small: 6 × 393 and 6 × 24 tiles
        assert!(fits_beside(lm_head, None).unwrap() && fits_beside(c_fc, None).unwrap());
        assert!(!fits_beside(lm_head, Some("150")).unwrap());
        assert!(
            fits_beside(c_fc, Some("144")).unwrap(),
            "a GEMM of exactly the limit goes beside"
        );
        assert!(!fits_beside(c_fc, Some("143")).unwrap());
        assert!(
            !fits_beside((1, 1), Some(" 0 ")).unwrap(),
            "0 keeps every GEMM on the compute stream"
        );
        assert!(
            fits_beside((129, 129), Some("4")).unwrap(),
            "a partial tile counts as one"
        );
        assert!(!fits_beside((129, 129), Some("3")).unwrap());
        for bad in ["", "many", "-1", "1.5"] {
            let e = fits_beside(c_fc, Some(bad)).unwrap_err();
            assert!(
                e.contains("MINIGPT_WGRAD_STREAM_TILES") && e.contains("unset it"),
                "{e}"
            );
        }
    }
}
