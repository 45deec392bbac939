//! Reading a few device values back without waiting for the work queued after them: on CUDA a
//! copy into page-locked host memory with an event right behind it, and a wait on that event
//! alone. The training step reads its overflow check this way while the GPU goes on with the
//! update and the next step's forward pass (docs/DESIGN.md §6).

use candle_core::{DType, Tensor};

use crate::error::Result;

/// One read at a time, `start` then `wait`; the page-locked buffer is kept between reads.
#[derive(Default)]
pub struct Readback {
    /// Read at `start` on the CPU (nothing to overlap there).
    ready: Option<Vec<f32>>,
    #[cfg(feature = "cuda")]
    cuda: Option<cuda::InFlight>,
    #[cfg(feature = "cuda")]
    buffer: Option<cuda::Pinned>,
}

impl Readback {
    /// Queue the copy of `t` (read as f32) behind everything queued on its device so far.
    pub fn start(&mut self, t: &Tensor) -> Result<()> {
        let t = t.to_dtype(DType::F32)?.flatten_all()?;
        #[cfg(feature = "cuda")]
        if let candle_core::Device::Cuda(dev) = t.device() {
            let buffer = cuda::Pinned::fit(self.buffer.take(), dev, t.elem_count())?;
            self.cuda = Some(cuda::InFlight::start(&t, dev, buffer)?);
            return Ok(());
        }
        self.ready = Some(t.to_vec1::<f32>()?);
        Ok(())
    }

    /// The values of the last `start`, once its copy is done (and nothing queued after it).
    pub fn wait(&mut self) -> Result<Vec<f32>> {
        #[cfg(feature = "cuda")]
        if let Some(read) = self.cuda.take() {
            let (values, buffer) = read.wait()?;
            self.buffer = Some(buffer);
            return Ok(values);
        }
        self.ready
            .take()
            .ok_or_else(|| candle_core::Error::Msg("readback: wait without a start".into()).into())
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::cuda_backend::cudarc::driver::sys::CUevent_flags;
    use candle_core::cuda_backend::cudarc::driver::{CudaEvent, PinnedHostSlice};
    use candle_core::{CudaDevice, Storage, Tensor};

    use crate::error::Result;

    fn failed(e: impl std::fmt::Debug) -> crate::error::Error {
        candle_core::Error::Msg(format!("readback: {e:?}")).into()
    }

    /// Page-locked host memory for exactly `len` f32 values (the driver copies the whole
    /// destination, so it is never larger than the source).
    pub struct Pinned {
        host: PinnedHostSlice<f32>,
    }

    impl Pinned {
        /// `old` when it has `len` values, else a new buffer.
        pub fn fit(old: Option<Self>, dev: &CudaDevice, len: usize) -> Result<Self> {
            match old {
                Some(p) if p.host.len() == len => Ok(p),
                _ => {
                    let ctx = dev.cuda_stream().context().clone();
                    // SAFETY: every value is written by the copy before `wait` reads it. Flags 0:
                    // cached (not write-combined) memory, which the host reads.
                    let host = unsafe { ctx.alloc_pinned_with_flags::<f32>(len, 0) }.map_err(failed)?;
                    Ok(Self { host })
                }
            }
        }
    }

    /// A copy queued on the device's stream and the event recorded right after it.
    pub struct InFlight {
        buffer: Pinned,
        done: CudaEvent,
        /// The source, alive until the copy has run (its free would be stream-ordered anyway).
        _src: Tensor,
    }

    impl InFlight {
        pub fn start(t: &Tensor, dev: &CudaDevice, mut buffer: Pinned) -> Result<Self> {
            let t = t.contiguous()?;
            let stream = dev.cuda_stream();
            {
                let (storage, layout) = t.storage_and_layout();
                let Storage::Cuda(cs) = &*storage else {
                    return Err(failed("a CUDA tensor without CUDA storage"));
                };
                let (a, b) = layout.contiguous_offsets().expect("invariant: made contiguous above");
                let src = cs.as_cuda_slice::<f32>()?.slice(a..b);
                stream.memcpy_dtoh(&src, &mut buffer.host).map_err(failed)?;
            }
            // cudarc records the buffer's own event only under its event tracking, which is off
            // (config::open_cuda): this one is ours.
            let done = stream
                .record_event(Some(CUevent_flags::CU_EVENT_DISABLE_TIMING))
                .map_err(failed)?;
            Ok(Self { buffer, done, _src: t })
        }

        pub fn wait(self) -> Result<(Vec<f32>, Pinned)> {
            self.done.synchronize().map_err(failed)?;
            let values = self.buffer.host.as_slice().map_err(failed)?.to_vec();
            Ok((values, self.buffer))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    #[test]
    fn each_wait_returns_the_values_of_its_start_and_a_wait_without_one_is_an_error() {
        let mut r = Readback::default();
        assert!(r.wait().is_err(), "a wait before any start");
        for values in [vec![1.5f32, -0.0, f32::INFINITY], vec![f32::NAN, 2.0, 3.0]] {
            r.start(&Tensor::new(values.as_slice(), &Device::Cpu).unwrap()).unwrap();
            let got = r.wait().unwrap();
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&got), bits(&values));
        }
        assert!(r.wait().is_err(), "a second wait for one start");
        // other dtypes are read as f32
        r.start(&Tensor::new(&[3u32, 7], &Device::Cpu).unwrap()).unwrap();
        assert_eq!(r.wait().unwrap(), vec![3.0, 7.0]);
    }
}
