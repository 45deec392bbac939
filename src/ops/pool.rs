//! The CUDA memory pool: keep freed memory cached instead of returning it to the driver, and
//! report its high-water mark (the peak device memory of a run).

use candle_core::Device;

use crate::error::Result;

/// Raise the release threshold of the device's default memory pool to the maximum, so memory
/// freed by `cuMemFreeAsync` stays in the pool across synchronisations. By default the pool
/// trims itself to zero at every sync, and the next step pays `cuMemAllocAsync` for every
/// tensor again (~10 % of a naive candle step on the H200). No-op on the CPU.
pub fn keep_memory_pool(device: &Device) -> Result<()> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(d) = device {
        let mut threshold: u64 = u64::MAX;
        pool_attribute(d, cuda::Attr::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &mut threshold, true)?;
    }
    #[cfg(not(feature = "cuda"))]
    let _ = device;
    Ok(())
}

/// The high-water mark of the device's default memory pool in bytes since the process started
/// (every candle CUDA allocation comes from it). None on the CPU.
pub fn peak_pool_bytes(device: &Device) -> Result<Option<u64>> {
    read_pool(device, false)
}

/// The memory of the device's default pool in use now, in bytes (allocated and not yet freed,
/// in stream order: the device is synchronised first). None on the CPU.
pub fn used_pool_bytes(device: &Device) -> Result<Option<u64>> {
    device.synchronize()?;
    read_pool(device, true)
}

/// The pool's memory in use now (`current`) or its high-water mark.
fn read_pool(device: &Device, current: bool) -> Result<Option<u64>> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(d) = device {
        let attr = match current {
            true => cuda::Attr::CU_MEMPOOL_ATTR_USED_MEM_CURRENT,
            false => cuda::Attr::CU_MEMPOOL_ATTR_USED_MEM_HIGH,
        };
        let mut bytes: u64 = 0;
        pool_attribute(d, attr, &mut bytes, false)?;
        return Ok(Some(bytes));
    }
    #[cfg(not(feature = "cuda"))]
    let _ = (device, current);
    Ok(None)
}

/// Reset the high-water mark of `peak_pool_bytes` to the memory in use now (the driver allows
/// setting it to zero only), so that the next peak is that of what runs from here on (each
/// mode of `bench-precision`). No-op on the CPU.
pub fn reset_peak_pool(device: &Device) -> Result<()> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(d) = device {
        device.synchronize()?;
        let mut zero: u64 = 0;
        pool_attribute(d, cuda::Attr::CU_MEMPOOL_ATTR_USED_MEM_HIGH, &mut zero, true)?;
    }
    #[cfg(not(feature = "cuda"))]
    let _ = device;
    Ok(())
}

/// `reset_peak_pool`, and hand the pool's unused memory back to the driver (between the trials
/// of a largest-batch search: a trial that ran out of memory leaves the pool full). No-op on
/// the CPU.
pub fn reset_pool(device: &Device) -> Result<()> {
    reset_peak_pool(device)?;
    #[cfg(feature = "cuda")]
    if let Device::Cuda(d) = device {
        use candle_core::cuda_backend::cudarc::driver::sys;
        let stream = d.cuda_stream();
        let ctx = stream.context();
        ctx.bind_to_thread().map_err(candle_core::Error::wrap)?;
        let mut pool: sys::CUmemoryPool = std::ptr::null_mut();
        // SAFETY: plain driver calls on candle's own context, after a synchronisation.
        unsafe {
            sys::cuDeviceGetDefaultMemPool(&mut pool, ctx.cu_device())
                .result()
                .map_err(candle_core::Error::wrap)?;
            sys::cuMemPoolTrimTo(pool, 0)
                .result()
                .map_err(candle_core::Error::wrap)?;
        }
    }
    Ok(())
}

/// Free and total device memory in bytes as the driver reports them (memory the pool holds but
/// does not use counts as taken). None on the CPU.
pub fn device_memory(device: &Device) -> Result<Option<(u64, u64)>> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(d) = device {
        let (free, total) = d
            .cuda_stream()
            .context()
            .mem_get_info()
            .map_err(candle_core::Error::wrap)?;
        return Ok(Some((free as u64, total as u64)));
    }
    #[cfg(not(feature = "cuda"))]
    let _ = device;
    Ok(None)
}

/// A device as a person writes it: `cuda:0 (NVIDIA H200)` (the ordinal and the driver's name for
/// the GPU; `cuda:0` alone when the driver cannot say), `cpu`.
///
/// ```
/// assert_eq!(minigpt::ops::device_label(&candle_core::Device::Cpu), "cpu");
/// ```
pub fn device_label(device: &Device) -> String {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(d) = device {
        let stream = d.cuda_stream();
        let ctx = stream.context();
        return match ctx.name() {
            Ok(name) => format!("cuda:{} ({name})", ctx.ordinal()),
            Err(_) => format!("cuda:{}", ctx.ordinal()),
        };
    }
    match device.location() {
        candle_core::DeviceLocation::Cpu => "cpu".into(),
        candle_core::DeviceLocation::Cuda { gpu_id } => format!("cuda:{gpu_id}"),
        candle_core::DeviceLocation::Metal { gpu_id } => format!("metal:{gpu_id}"),
    }
}

/// A CUDA device's compute capability (major, minor); None on the CPU.
pub fn compute_capability(device: &Device) -> Result<Option<(i32, i32)>> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(d) = device {
        use candle_core::cuda_backend::WrapErr;
        return Ok(Some(d.cuda_stream().context().compute_capability().w()?));
    }
    let _ = device;
    Ok(None)
}

#[cfg(feature = "cuda")]
mod cuda {
    pub use candle_core::cuda_backend::cudarc::driver::sys::CUmemPool_attribute as Attr;
}

/// Set (`set = true`) or get a u64 attribute of the default memory pool of candle's context.
#[cfg(feature = "cuda")]
fn pool_attribute(d: &candle_core::CudaDevice, attr: cuda::Attr, value: &mut u64, set: bool) -> Result<()> {
    use candle_core::cuda_backend::cudarc::driver::{sys, DriverError};
    let err = |e: DriverError| candle_core::Error::Msg(format!("memory pool: {e:?}"));
    let stream = d.cuda_stream();
    let ctx = stream.context();
    ctx.bind_to_thread().map_err(err)?;
    let mut pool: sys::CUmemoryPool = std::ptr::null_mut();
    let ptr = value as *mut u64 as *mut std::ffi::c_void;
    // SAFETY: plain driver calls on candle's own context; `pool` and `value` outlive them, and
    // both attributes used here are 64-bit (cuuint64_t) as the driver API documents.
    unsafe {
        sys::cuDeviceGetDefaultMemPool(&mut pool, ctx.cu_device())
            .result()
            .map_err(err)?;
        if set {
            sys::cuMemPoolSetAttribute(pool, attr, ptr).result().map_err(err)?;
        } else {
            sys::cuMemPoolGetAttribute(pool, attr, ptr).result().map_err(err)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cpu_is_labelled_cpu() {
        assert_eq!(device_label(&Device::Cpu), "cpu");
    }
}
