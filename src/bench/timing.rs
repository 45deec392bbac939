//! How the benches time a run: [`Clock`] (CUDA events on the device's stream with the L2 flushed
//! before each run, or wall time on the CPU), [`GpuSpan`] (CUDA events around a stretch of work),
//! CUPTI's GPU time of what a run launched ([`Kernels`]), and the statistics over the runs.

use std::time::Instant;

use candle_core::Device;
#[cfg(feature = "cuda")]
use candle_core::{DType, Tensor};

use super::{RUNS, WARMUP};
use crate::error::{Error, Result};

/// Elements of the f32 buffer read before each CUDA run: 256 MiB, five times the H200's L2.
#[cfg(feature = "cuda")]
const FLUSH_ELEMS: usize = 64 << 20;

/// Runs traced with CUPTI per op (after the timed ones), L2 flushed before each as there.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
const TRACED: usize = 10;

/// Median, min and max of the timed runs, in microseconds.
#[derive(Debug, Clone, Copy)]
pub(super) struct Stats {
    pub median: f64,
    pub min: f64,
    pub max: f64,
}

impl Stats {
    pub fn of(mut us: Vec<f64>) -> Stats {
        us.sort_by(f64::total_cmp);
        let mid = us.len() / 2;
        let median = if us.len().is_multiple_of(2) {
            (us[mid - 1] + us[mid]) / 2.0
        } else {
            us[mid]
        };
        Stats {
            median,
            min: us[0],
            max: us[us.len() - 1],
        }
    }
}

/// The median of `v` (the upper one for an even count, unlike [`Stats`]: the attention table's).
pub(super) fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// GB/s of moving `bytes` in `us` microseconds.
pub(super) fn gb_per_s(bytes: usize, us: f64) -> f64 {
    bytes as f64 / (us * 1e-6) / 1e9
}

/// What CUPTI saw of one run: GPU time of its kernels, memcpys and memsets (no launch gaps),
/// and how many there were.
#[derive(Clone, Copy)]
pub(super) struct Kernels {
    pub us: f64,
    pub launches: f64,
}

/// How runs are timed on each device.
pub(super) enum Clock {
    Cpu,
    #[cfg(feature = "cuda")]
    Cuda {
        device: Device,
        stream: std::sync::Arc<candle_core::cuda_backend::cudarc::driver::CudaStream>,
        /// Read (reduced) before each run: evicts the L2 and keeps the GPU busy meanwhile.
        flush: Tensor,
    },
}

impl Clock {
    pub fn new(dev: &Device) -> Result<Clock> {
        match dev {
            Device::Cpu => Ok(Clock::Cpu),
            #[cfg(feature = "cuda")]
            Device::Cuda(cuda) => {
                let stream = cuda.cuda_stream();
                let flush = Tensor::zeros((FLUSH_ELEMS / 1024, 1024), DType::F32, dev)?;
                Ok(Clock::Cuda {
                    device: dev.clone(),
                    stream,
                    flush,
                })
            }
            other => Err(Error::Usage(format!(
                "bench-kernel runs on the CPU or CUDA, not {}",
                crate::ops::device_label(other)
            ))),
        }
    }

    pub fn is_cuda(&self) -> bool {
        !matches!(self, Clock::Cpu)
    }

    pub fn describe(&self) -> String {
        match self {
            Clock::Cpu => format!(
                "CPU (GPU absent: {}); wall time per run",
                if cfg!(feature = "cuda") {
                    "device is the CPU"
                } else {
                    "built without the cuda feature"
                }
            ),
            #[cfg(feature = "cuda")]
            Clock::Cuda { device, .. } => format!(
                "{}; CUDA events per run, L2 flushed before each",
                crate::ops::device_label(device)
            ),
        }
    }

    /// A copy of `bytes` between two buffers allocated beforehand: `cuMemcpyDtoDAsync` on CUDA,
    /// `copy_from_slice` on the CPU.
    pub fn time_copy(&self, bytes: usize) -> Result<Stats> {
        match self {
            Clock::Cpu => {
                let src = vec![1u8; bytes];
                let mut dst = vec![0u8; bytes];
                self.time(|| {
                    dst.copy_from_slice(&src);
                    std::hint::black_box(&mut dst);
                    Ok(())
                })
            }
            #[cfg(feature = "cuda")]
            Clock::Cuda { stream, .. } => {
                use candle_core::cuda_backend::WrapErr;
                let src = stream.alloc_zeros::<u8>(bytes).w()?;
                let mut dst = stream.alloc_zeros::<u8>(bytes).w()?;
                self.time(|| Ok(stream.memcpy_dtod(&src, &mut dst).w()?))
            }
        }
    }

    /// `time`, then [`TRACED`] runs under CUPTI: the mean GPU time and count of what each run
    /// launched (None on the CPU, or without CUPTI).
    pub fn time_with_kernels<T>(&self, mut run: impl FnMut() -> Result<T>) -> Result<(Stats, Option<Kernels>)> {
        self.time_with_kernels_prepared(|| Ok(()), |()| run())
    }

    /// `time_with_kernels` of `run(prepare())`, with `prepare` outside the clock and the trace
    /// (a backward pass needs a fresh forward graph each time: the pass releases it).
    pub fn time_with_kernels_prepared<P, T>(
        &self,
        mut prepare: impl FnMut() -> Result<P>,
        mut run: impl FnMut(P) -> Result<T>,
    ) -> Result<(Stats, Option<Kernels>)> {
        let stats = self.time_prepared(&mut prepare, &mut run)?;
        match self {
            Clock::Cpu => Ok((stats, None)),
            #[cfg(feature = "cuda")]
            Clock::Cuda { device, flush, .. } => {
                let mut trace = crate::gpu_trace::GpuTrace::start(device);
                if trace.unavailable().is_some() {
                    return Ok((stats, None));
                }
                for _ in 0..TRACED {
                    let input = prepare()?;
                    drop(flush.sum_keepdim(1)?);
                    device.synchronize()?;
                    trace.mark(None); // the flush and the preparation are nobody's
                    let out = run(input)?;
                    device.synchronize()?;
                    trace.mark(Some(0));
                    drop(out);
                }
                let t = trace
                    .finish()
                    .map_err(|e| Error::Usage(format!("bench-kernel: CUPTI: {e}")))?;
                let s = t.slot(0);
                let kernels = Kernels {
                    us: s.gpu_ns as f64 / 1e3 / TRACED as f64,
                    launches: s.ops() as f64 / TRACED as f64,
                };
                Ok((stats, Some(kernels)))
            }
        }
    }

    /// [`WARMUP`] untimed runs of `run`, then [`RUNS`] timed ones; what `run` returns (its
    /// output) is dropped after the clock stops.
    pub fn time<T>(&self, mut run: impl FnMut() -> Result<T>) -> Result<Stats> {
        self.time_prepared(|| Ok(()), |()| run())
    }

    /// `time` of `run(prepare())`, each `prepare` before its run's clock starts.
    pub fn time_prepared<P, T>(
        &self,
        mut prepare: impl FnMut() -> Result<P>,
        mut run: impl FnMut(P) -> Result<T>,
    ) -> Result<Stats> {
        for _ in 0..WARMUP {
            run(prepare()?)?;
        }
        let us = match self {
            Clock::Cpu => (0..RUNS)
                .map(|_| {
                    let input = prepare()?;
                    let start = Instant::now();
                    let out = run(input)?; // CPU ops are synchronous
                    let us = start.elapsed().as_secs_f64() * 1e6;
                    drop(out);
                    Ok(us)
                })
                .collect::<Result<Vec<f64>>>()?,
            #[cfg(feature = "cuda")]
            Clock::Cuda { device, flush, .. } => {
                device.synchronize()?;
                let mut spans = Vec::with_capacity(RUNS);
                for _ in 0..RUNS {
                    let input = prepare()?; // queued before the span starts: not timed
                    drop(flush.sum_keepdim(1)?); // 256 MiB read; the host runs ahead meanwhile
                    let span = GpuSpan::start(device)?;
                    let out = run(input)?;
                    spans.push(span.stop()?);
                    drop(out); // freed in stream order, after the span's end
                }
                device.synchronize()?; // the one wait, after all runs are enqueued
                spans
                    .iter()
                    .map(|s| Ok(s.elapsed_ms()?.expect("invariant: a CUDA device records events") * 1e3))
                    .collect::<Result<Vec<f64>>>()?
            }
        };
        Ok(Stats::of(us))
    }
}

/// CUDA events recorded on the device's stream around a stretch of work: GPU time from the
/// first launch after `start` to the completion of the last before `stop`. Nothing on the CPU.
pub(super) enum GpuSpan {
    None,
    #[cfg(feature = "cuda")]
    Started(
        std::sync::Arc<candle_core::cuda_backend::cudarc::driver::CudaStream>,
        candle_core::cuda_backend::cudarc::driver::CudaEvent,
    ),
    #[cfg(feature = "cuda")]
    Stopped(
        candle_core::cuda_backend::cudarc::driver::CudaEvent,
        candle_core::cuda_backend::cudarc::driver::CudaEvent,
    ),
}

impl GpuSpan {
    pub fn start(device: &Device) -> Result<Self> {
        match device {
            #[cfg(feature = "cuda")]
            Device::Cuda(cuda) => {
                let stream = cuda.cuda_stream();
                let start = record_event(&stream)?;
                Ok(GpuSpan::Started(stream, start))
            }
            _ => Ok(GpuSpan::None),
        }
    }

    pub fn stop(self) -> Result<Self> {
        match self {
            #[cfg(feature = "cuda")]
            GpuSpan::Started(stream, start) => Ok(GpuSpan::Stopped(start, record_event(&stream)?)),
            other => Ok(other),
        }
    }

    /// Milliseconds between the events, once the device has passed the second; None on the CPU.
    pub fn elapsed_ms(&self) -> Result<Option<f64>> {
        match self {
            #[cfg(feature = "cuda")]
            GpuSpan::Stopped(start, end) => {
                use candle_core::cuda_backend::WrapErr;
                Ok(Some(start.elapsed_ms(end).w()? as f64))
            }
            _ => Ok(None),
        }
    }
}

#[cfg(feature = "cuda")]
fn record_event(
    stream: &candle_core::cuda_backend::cudarc::driver::CudaStream,
) -> Result<candle_core::cuda_backend::cudarc::driver::CudaEvent> {
    use candle_core::cuda_backend::cudarc::driver::sys::CUevent_flags;
    use candle_core::cuda_backend::WrapErr;
    Ok(stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT)).w()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_median_min_max() {
        let s = Stats::of(vec![3.0, 1.0, 2.0, 10.0]);
        assert_eq!((s.median, s.min, s.max), (2.5, 1.0, 10.0));
        assert_eq!(median(vec![3.0, 1.0, 2.0, 10.0]), 3.0);
    }
}
