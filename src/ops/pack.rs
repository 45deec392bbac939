//! Packing gradients into a bucket: many f32 tensors copied end to end into one new flat buffer,
//! zero-padded, in one launch on CUDA (`kernels/pack.cu`). `Tensor::cat` does the same with one
//! copy kernel per tensor at a fraction of the bandwidth; it stays the CPU path and the reference.
//! And the reverse, unpacking: stretches of a flat buffer copied into many masters (ZeRO-1's
//! gathered parameters), one launch on CUDA, `Var::set` per master elsewhere.

use candle_core::{Tensor, Var};

use crate::error::Result;

/// `parts` (any shapes, f32) flattened and laid end to end, then zeros up to `len` elements.
/// Outside the autograd graph.
pub fn pack_f32(parts: &[Tensor], len: usize) -> Result<Tensor> {
    pack_f32_as(parts, len, false)
}

/// `pack_f32`, each value rounded to bf16 (nearest even) and kept as that fp32 number when
/// `bf16`: what a bf16 gradient exchange sends (`train.grad_comm = "bf16"`), in the same pass.
pub fn pack_f32_as(parts: &[Tensor], len: usize, bf16: bool) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if let Some(candle_core::Device::Cuda(dev)) = parts.first().map(|t| t.device().clone()) {
        let form = if bf16 {
            cuda::Form::F32RoundedToBf16
        } else {
            cuda::Form::F32
        };
        if let Some((t, _table)) = cuda::pack::<f32>(parts, len, &dev, None, form)? {
            return Ok(t); // the table is freed in stream order after the launch
        }
    }
    let round = |t: &Tensor| -> candle_core::Result<Tensor> {
        let t = t.flatten_all()?;
        match bf16 {
            true => t.to_dtype(candle_core::DType::BF16)?.to_dtype(candle_core::DType::F32),
            false => Ok(t),
        }
    };
    let mut flat = parts.iter().map(round).collect::<candle_core::Result<Vec<_>>>()?;
    let filled: usize = flat.iter().map(|t| t.elem_count()).sum();
    if filled < len {
        let dev = parts.first().map_or(candle_core::Device::Cpu, |t| t.device().clone());
        flat.push(Tensor::zeros(len - filled, candle_core::DType::F32, &dev)?);
    }
    Ok(Tensor::cat(&flat, 0)?.detach())
}

/// Copy `src[at .. at + n]` into each master of `targets` (`(master, at)`, n its element count),
/// in place. On CUDA one launch on the compute stream; elsewhere `Var::set`, the reference.
pub fn unpack_f32(src: &Tensor, targets: &[(Var, usize)]) -> Result<()> {
    #[cfg(feature = "cuda")]
    if let candle_core::Device::Cuda(dev) = src.device() {
        if let Some(table) = cuda::unpack(src, targets, dev, None)? {
            drop(table); // freed in stream order after the launch
            return Ok(());
        }
    }
    for (v, at) in targets {
        v.set(&src.narrow(0, *at, v.elem_count())?.reshape(v.shape())?)?;
    }
    Ok(())
}

/// `unpack_f32` launched on `stream` (after the compute stream's work so far): the masters are
/// written there, to be read on the compute stream only once it has joined `stream`. Returns
/// what the copy reads (`src` and the launch's table, which lives on `stream`): keep it until
/// then, unless `src` was allocated on `stream` too (then its free is ordered after the copy).
/// None when `src` or a master is not a contiguous f32 tensor on that device.
#[cfg(feature = "cuda")]
pub fn unpack_f32_on(
    src: &Tensor,
    targets: &[(Var, usize)],
    stream: &std::sync::Arc<candle_core::cuda_backend::cudarc::driver::CudaStream>,
) -> Result<Option<impl Send + Sync + 'static>> {
    let candle_core::Device::Cuda(dev) = src.device() else {
        return Ok(None);
    };
    Ok(cuda::unpack(src, targets, dev, Some(stream))?.map(|table| (src.clone(), table)))
}

/// `pack_f32_as` with the copy launched on `stream` (a collectives' stream, ordered after the
/// compute stream's work so far), so the compute stream goes on while it runs. None when a part
/// is not a contiguous f32 tensor on that device.
#[cfg(feature = "cuda")]
pub fn pack_f32_on(
    parts: &[Tensor],
    len: usize,
    stream: &std::sync::Arc<candle_core::cuda_backend::cudarc::driver::CudaStream>,
    bf16: bool,
) -> Result<Option<PackedOn>> {
    let form = if bf16 {
        cuda::Form::F32RoundedToBf16
    } else {
        cuda::Form::F32
    };
    pack_on(parts, len, stream, form)
}

/// `pack_f32_on` into a bf16 buffer (`[len]`, DType::BF16): each value rounded to bf16 (nearest
/// even), the bytes a bf16 gradient exchange sends. None as `pack_f32_on`.
#[cfg(feature = "cuda")]
pub fn pack_bf16_on(
    parts: &[Tensor],
    len: usize,
    stream: &std::sync::Arc<candle_core::cuda_backend::cudarc::driver::CudaStream>,
) -> Result<Option<PackedOn>> {
    pack_on(parts, len, stream, cuda::Form::Bf16)
}

#[cfg(feature = "cuda")]
fn pack_on(
    parts: &[Tensor],
    len: usize,
    stream: &std::sync::Arc<candle_core::cuda_backend::cudarc::driver::CudaStream>,
    form: cuda::Form,
) -> Result<Option<PackedOn>> {
    let Some(candle_core::Device::Cuda(dev)) = parts.first().map(|t| t.device().clone()) else {
        return Ok(None);
    };
    let packed = match form {
        cuda::Form::Bf16 => cuda::pack::<half::bf16>(parts, len, &dev, Some(stream), form)?,
        cuda::Form::F32 | cuda::Form::F32RoundedToBf16 => cuda::pack::<f32>(parts, len, &dev, Some(stream), form)?,
    };
    Ok(packed.map(|(flat, table)| PackedOn {
        flat,
        _reads: (parts.to_vec(), table),
    }))
}

/// The local half of a bf16 reduce-scatter (`kernels/pack.cu`, `sum_shards_bf16`): `recv` holds
/// `world` shards of `n` bf16 values back to back (shard r from rank r); writes their element-wise
/// sum in fp32, in rank order, into `out` ([n]), launched on `stream` (which has seen the writes
/// of `recv` and the allocation of `out`).
#[cfg(feature = "cuda")]
pub fn sum_shards_bf16_on(
    recv: &candle_core::cuda_backend::cudarc::driver::CudaSlice<half::bf16>,
    world: usize,
    n: usize,
    out: &candle_core::cuda_backend::cudarc::driver::CudaSlice<f32>,
    dev: &candle_core::CudaDevice,
    stream: &std::sync::Arc<candle_core::cuda_backend::cudarc::driver::CudaStream>,
) -> Result<()> {
    cuda::sum_shards(recv, world, n, out, dev, stream)
}

/// A pack in flight on another stream: the packed tensor (allocated on that stream), and what
/// the copy reads (the parts and the launch's table), to be kept until that stream has been
/// joined, unless the parts outlive it anyway (the packed buffer and the table are freed in
/// that stream's order).
#[cfg(feature = "cuda")]
pub struct PackedOn {
    pub flat: Tensor,
    _reads: (Vec<Tensor>, candle_core::cuda_backend::cudarc::driver::CudaSlice<u64>),
}

#[cfg(feature = "cuda")]
mod cuda {
    use std::sync::Arc;

    use candle_core::cuda_backend::cudarc::driver::{
        CudaSlice, CudaStream, DevicePtr, DeviceRepr, DriverError, LaunchConfig, ValidAsZeroBits,
    };
    use candle_core::cuda_backend::CudaDType;
    use candle_core::{CudaDevice, DType, Device, Storage, Tensor};

    use crate::error::Result;
    use crate::ops::launch::{config, tensor, wrap, Kernel, PACK};

    /// `PACK_BLOCK` / `PACK_CHUNK` in `kernels/pack.cu`.
    const BLOCK: usize = 256;
    const CHUNK: usize = 4096;
    const FLAG_VEC4: u64 = 1;
    const FLAG_BF16: u64 = 2;

    /// What a pack writes: fp32 (`pack_f32`), fp32 each rounded to bf16 (`pack_f32` with the
    /// BF16 flag), or bf16 (`pack_bf16`).
    #[derive(Clone, Copy, PartialEq, Debug)]
    pub(crate) enum Form {
        F32,
        F32RoundedToBf16,
        Bf16,
    }

    /// A kernel bound to its stream, with its launch geometry.
    type Bound = (Kernel, LaunchConfig);

    /// What a pack or unpack launch needs besides its arguments: the table uploaded (on `on` when
    /// given, so that it is freed in that stream's order) with its entry count, and, when there are
    /// blocks to run, kernel `name` of kernels/pack.cu with its grid, bound to `on` after the
    /// compute stream's work so far (the writes of what it reads, the last reads of what it writes).
    fn prepare(
        dev: &CudaDevice,
        on: Option<&Arc<CudaStream>>,
        table: &[u64],
        blocks: usize,
        name: &str,
    ) -> Result<(CudaSlice<u64>, i32, Option<Bound>)> {
        let err = |what: &str, e: DriverError| candle_core::Error::Msg(format!("{name}: {what}: {e:?}"));
        let count = (table.len() / 5) as i32;
        let table = match on {
            Some(on) => on.clone_htod(table).map_err(|e| err("table", e))?,
            None => dev.clone_htod(table)?,
        };
        if blocks == 0 {
            return Ok((table, count, None));
        }
        let Ok(grid) = u32::try_from(blocks) else {
            return Err(candle_core::Error::Msg(format!("{name}: {blocks} blocks >= 2^32")).into());
        };
        let mut func = Kernel::load(dev, PACK, name)?;
        if let Some(on) = on {
            on.join(&dev.cuda_stream()).map_err(|e| err("stream join", e))?;
            func = func.on_stream(Arc::clone(on));
        }
        Ok((table, count, Some((func, config((grid as usize, 1), (BLOCK, 1), 0)))))
    }

    /// A buffer of `len` elements on `on` (freed in that stream's order: it can be dropped as
    /// soon as the work that reads it has been queued) or on the compute stream.
    ///
    /// # Safety
    /// Uninitialised: the caller writes every element before anyone reads it.
    unsafe fn alloc_on<T: DeviceRepr + ValidAsZeroBits>(
        dev: &CudaDevice,
        on: Option<&Arc<CudaStream>>,
        len: usize,
    ) -> Result<CudaSlice<T>> {
        Ok(match on {
            Some(on) => {
                unsafe { on.alloc::<T>(len) }.map_err(|e| candle_core::Error::Msg(format!("pack: alloc: {e:?}")))?
            }
            None => unsafe { dev.alloc::<T>(len)? },
        })
    }

    /// The packed tensor (elements of T: f32 for `Form::F32` and `F32RoundedToBf16`, bf16 for
    /// `Form::Bf16`) and the launch's table (the kernel reads it: free it in the launch stream's
    /// order); None when a part is not a contiguous f32 tensor on `dev` (the caller then
    /// concatenates). `on`: launch on that stream, after the compute stream's work so far.
    pub(super) fn pack<T: CudaDType + DeviceRepr + ValidAsZeroBits>(
        parts: &[Tensor],
        len: usize,
        dev: &CudaDevice,
        on: Option<&Arc<CudaStream>>,
        form: Form,
    ) -> Result<Option<(Tensor, CudaSlice<u64>)>> {
        let stream = dev.cuda_stream();
        let elem = std::mem::size_of::<T>() as u64;
        if (form == Form::Bf16) != (elem == 2) {
            return Err(candle_core::Error::Msg(format!("pack: {elem}-byte elements for {:?}", form)).into());
        }
        // SAFETY: every element is written: the parts and the zero entry cover [0, len).
        let out = unsafe { alloc_on::<T>(dev, on, len)? };
        let (out_ptr, _guard) = out.device_ptr(&stream);
        let mut table: Vec<u64> = Vec::with_capacity(5 * (parts.len() + 1));
        let mut blocks = 0usize;
        let mut at = 0usize;
        let mut push = |src: u64, n: usize, at: usize, table: &mut Vec<u64>| {
            let dst = out_ptr + elem * at as u64;
            let vec4 = src.is_multiple_of(16) && dst.is_multiple_of(16);
            let rounded = form == Form::F32RoundedToBf16;
            let flags = if vec4 { FLAG_VEC4 } else { 0 } | if rounded { FLAG_BF16 } else { 0 };
            table.extend_from_slice(&[src, n as u64, at as u64, blocks as u64, flags]);
            blocks += n.div_ceil(CHUNK);
        };
        let mut guards = Vec::with_capacity(parts.len());
        for t in parts {
            let ok = t.dtype() == DType::F32 && matches!(t.device(), Device::Cuda(d) if d.id() == dev.id());
            let (ptr, a, b) = {
                let (storage, layout) = t.storage_and_layout();
                let (Storage::Cuda(cs), Some((a, b)), true) = (&*storage, layout.contiguous_offsets(), ok) else {
                    return Ok(None);
                };
                let (ptr, _record) = cs.as_cuda_slice::<f32>()?.device_ptr(&stream);
                (ptr, a, b)
            };
            if b > a {
                push(ptr + 4 * a as u64, b - a, at, &mut table);
            }
            at += b - a;
            guards.push(t.clone()); // alive until the launch is queued (frees are stream-ordered)
        }
        if at > len {
            return Err(candle_core::Error::Msg(format!("pack: {at} elements into {len}")).into());
        }
        if len > at {
            push(0, len - at, at, &mut table); // the padding: zeros
        }
        drop(_guard);
        let name = if form == Form::Bf16 { "pack_bf16" } else { "pack_f32" };
        let (table, count, launch) = prepare(dev, on, &table, blocks, name)?;
        if let Some((func, cfg)) = launch {
            // SAFETY: argument types and order match `pack_f32(table, count, dst)` (f32 dst) and
            // `pack_bf16(table, count, dst)` (bf16 dst); every entry
            // addresses n live contiguous f32 elements of a part in `parts` (kept alive in
            // `guards`) or none (zeros), and writes [dst_offset, dst_offset + n) of `out`, which
            // holds len elements; the entries' ranges are disjoint.
            unsafe { func.launch(cfg, (&table, &count, &out)) }?;
        }
        drop(guards);
        Ok(Some((tensor(wrap(out, dev), len), table)))
    }

    /// `unpack_f32`'s launch: the table (free it in the launch stream's order), or None when
    /// `src` or a master is not a contiguous f32 tensor on `dev` or a stretch lies outside `src`.
    /// `sum_shards_bf16`'s launch on `on` (which is ordered after the writes of `recv` and the
    /// allocation of `out`).
    pub(super) fn sum_shards(
        recv: &CudaSlice<half::bf16>,
        world: usize,
        n: usize,
        out: &CudaSlice<f32>,
        dev: &CudaDevice,
        on: &Arc<CudaStream>,
    ) -> Result<()> {
        if recv.len() < world * n || out.len() < n || world == 0 {
            return Err(candle_core::Error::Msg(format!(
                "sum_shards_bf16: {} received values, {} outputs for {world} shards of {n}",
                recv.len(),
                out.len()
            ))
            .into());
        }
        if n == 0 {
            return Ok(());
        }
        let func = Kernel::load(dev, PACK, "sum_shards_bf16")?.on_stream(Arc::clone(on));
        // a grid-stride loop: enough blocks to fill the GPU, no more
        let blocks = n.div_ceil(BLOCK).min(2048);
        let (world_i, n_i) = (world as i32, n as i64);
        // SAFETY: argument types and order match `sum_shards_bf16(recv, world, n, out)`; recv
        // holds at least world·n bf16, out at least n f32 (both checked above).
        unsafe { func.launch(config((blocks, 1), (BLOCK, 1), 0), (recv, &world_i, &n_i, out)) }?;
        Ok(())
    }

    pub(super) fn unpack(
        src: &Tensor,
        targets: &[(candle_core::Var, usize)],
        dev: &CudaDevice,
        on: Option<&Arc<CudaStream>>,
    ) -> Result<Option<CudaSlice<u64>>> {
        let stream = dev.cuda_stream();
        let address = |t: &Tensor| -> Result<Option<(u64, usize)>> {
            let ok = t.dtype() == DType::F32 && matches!(t.device(), Device::Cuda(d) if d.id() == dev.id());
            let (storage, layout) = t.storage_and_layout();
            let (Storage::Cuda(cs), Some((a, b)), true) = (&*storage, layout.contiguous_offsets(), ok) else {
                return Ok(None);
            };
            let (ptr, _record) = cs.as_cuda_slice::<f32>()?.device_ptr(&stream);
            Ok(Some((ptr + 4 * a as u64, b - a)))
        };
        let Some((src_ptr, src_len)) = address(src)? else {
            return Ok(None);
        };
        let mut table: Vec<u64> = Vec::with_capacity(5 * targets.len());
        let mut blocks = 0usize;
        for (v, at) in targets {
            let Some((dst, n)) = address(v.as_tensor())? else {
                return Ok(None);
            };
            if at + n > src_len {
                return Ok(None);
            }
            if n == 0 {
                continue;
            }
            let s = src_ptr + 4 * *at as u64;
            let flags = if s.is_multiple_of(16) && dst.is_multiple_of(16) {
                FLAG_VEC4
            } else {
                0
            };
            table.extend_from_slice(&[s, n as u64, dst, blocks as u64, flags]);
            blocks += n.div_ceil(CHUNK);
        }
        let (table, count, launch) = prepare(dev, on, &table, blocks, "unpack_f32")?;
        if let Some((func, cfg)) = launch {
            // SAFETY: argument types and order match `unpack_f32(table, count)`; every entry reads
            // n live f32 elements of `src` (checked within its length) and writes all n elements
            // of one master's contiguous buffer; the caller keeps `src` and the masters alive
            // until the launch stream has been joined. Masters are distinct tensors, so the
            // written ranges are disjoint.
            unsafe { func.launch(cfg, (&table, &count)) }?;
        }
        Ok(Some(table))
    }
}
