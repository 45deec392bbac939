//! The optimizer phase on CUDA in a handful of launches (`kernels/adamw.cu`): unscale + sum of
//! squares over all gradients, then AdamW over all parameters, each in place and as one launch
//! over a device table of tensors. The composed candle code in `optim.rs` is the reference and
//! the CPU path: these functions answer `None` / `false` off CUDA and the caller falls back to it.
//! Optimizer state, not graph ops: no backward, nothing here is tracked by autograd.

use candle_core::{Tensor, Var};

use crate::error::Result;

/// The scalars of one AdamW update (see `optim::AdamW::step`, whose formula this follows).
#[derive(Debug, Clone, Copy)]
pub struct AdamWHyper {
    pub lr: f64,
    pub beta1: f64,
    pub beta2: f64,
    pub eps: f64,
    /// Decoupled weight decay, applied to tensors of rank >= 2 only (as `optim::AdamW`).
    pub weight_decay: f64,
    /// 1-based update number, for the bias corrections.
    pub t: u64,
    /// Gradient clipping coefficient not yet applied to the gradients; 1.0: none.
    pub clip_coef: f64,
}

/// The overflow check and the global-norm clip, left to the update itself so that it can be
/// queued before the host has read the check: `sumsq` is the step's sum of squares of the
/// unscaled gradients (one f32 on the device). Not finite: the update writes nothing (the
/// skipped step). Else, with `max_norm` > 0, the gradients are clipped by
/// max_norm / (sqrt(sumsq) + 1e-6) when that is below 1, computed as `Grads::clip_global_norm`
/// computes it on the host from the same f32, so the bits are the same.
#[derive(Debug, Clone)]
pub struct DeviceGate {
    pub sumsq: Tensor,
    pub max_norm: f64,
}

/// On CUDA: multiply every gradient by `inv_scale` in place (skipped when it is 1) and return
/// the sum of squares of the result as an f32 device scalar, non-finite exactly when some element
/// is inf/NaN (or the squares overflow f32), like `Grads::unscale_and_sumsq`. Deterministic: no
/// atomics. Non-contiguous gradients are replaced by contiguous copies first.
/// `Ok(None)` when the gradients are not f32 tensors on one CUDA device: use the composed path.
pub fn fused_unscale_sumsq(grads: &mut [Tensor], inv_scale: f64) -> Result<Option<Tensor>> {
    #[cfg(feature = "cuda")]
    if grads.first().is_some_and(|g| g.device().is_cuda()) {
        return cuda::unscale_sumsq(grads, inv_scale);
    }
    let _ = (grads, inv_scale);
    Ok(None)
}

/// On CUDA: one AdamW update of every parameter, in place in the `Var`s and the moments
/// (`moments[k] = (m, v)`, contiguous f32 like their parameter), reading `grads` (multiplied by
/// `hp.clip_coef` on the fly when it is not 1), decaying the parameters whose `decay` is true.
/// Same fp32 operations in the same order as `optim::AdamW::step`. With a `gate`, the update
/// skips or clips itself as the gate says. `copies[k]`, when given (an empty slice: none), is a
/// contiguous bf16 or f16 `Var` of parameter k's shape that receives the updated parameter
/// rounded to nearest even in the same pass (the next step's compute copy). `Ok(false)` (nothing
/// touched) when the tensors are not f32 (copies: bf16/f16) on one CUDA device: use the composed
/// path.
pub fn fused_adamw(
    params: &[Var],
    grads: &[Tensor],
    moments: &mut [(Tensor, Tensor)],
    decay: &[bool],
    hp: &AdamWHyper,
    gate: Option<&DeviceGate>,
    copies: &[Option<&Var>],
) -> Result<bool> {
    let n = params.len();
    if grads.len() != n || moments.len() != n || decay.len() != n || !(copies.is_empty() || copies.len() == n) {
        return Err(candle_core::Error::Msg(format!(
            "adamw: {n} parameters, {} gradients, {} moment pairs, {} decay flags, {} copy slots",
            grads.len(),
            moments.len(),
            decay.len(),
            copies.len()
        ))
        .into());
    }
    #[cfg(feature = "cuda")]
    if params.first().is_some_and(|p| p.device().is_cuda()) {
        return cuda::adamw(params, grads, moments, decay, hp, gate, copies);
    }
    let _ = (params, grads, moments, decay, hp, gate, copies);
    Ok(false)
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::cuda_backend::cudarc::driver::{DevicePtr, LaunchConfig};
    use candle_core::{CudaDevice, DType, Device, Storage, Tensor, Var};

    use super::{AdamWHyper, DeviceGate};
    use crate::error::Result;
    use crate::ops::launch::{config, tensor, wrap, Kernel, ADAMW};

    /// `ADAMW_BLOCK` / `ADAMW_CHUNK` in `kernels/adamw.cu`: threads per block, elements per block.
    const BLOCK: usize = 256;
    const CHUNK: usize = 4096;
    /// Table flags (`FLAG_VEC4`, `FLAG_DECAY` in the kernel).
    const FLAG_VEC4: u64 = 1;
    const FLAG_DECAY: u64 = 2;
    const FLAG_COPY_BF16: u64 = 4;
    const FLAG_COPY_F16: u64 = 8;

    /// Address (with the layout's start offset) and element count of a contiguous f32 CUDA
    /// tensor on `dev`; `None` if it is anything else.
    fn f32_buffer(t: &Tensor, dev: &CudaDevice) -> Result<Option<(u64, usize)>> {
        if t.dtype() != DType::F32 {
            return Ok(None);
        }
        buffer(t, dev)
    }

    /// `f32_buffer` for an f32, bf16 or f16 tensor (the address counts the dtype's size).
    fn buffer(t: &Tensor, dev: &CudaDevice) -> Result<Option<(u64, usize)>> {
        if !matches!(t.device(), Device::Cuda(d) if d.id() == dev.id()) {
            return Ok(None);
        }
        let (storage, layout) = t.storage_and_layout();
        let (Storage::Cuda(cs), Some((start, end))) = (&*storage, layout.contiguous_offsets()) else {
            return Ok(None);
        };
        let stream = dev.cuda_stream();
        // The address only: candle runs every op on this one stream (no multi-stream event
        // tracking), so stream order is what keeps our kernel after earlier writes and before
        // later reads. The guard of the read lock ends here; the caller keeps `t` alive across the
        // launch, and a later free is stream-ordered too (cuMemFreeAsync).
        let (ptr, _record) = match t.dtype() {
            DType::F32 => cs.as_cuda_slice::<f32>()?.device_ptr(&stream),
            DType::BF16 => cs.as_cuda_slice::<half::bf16>()?.device_ptr(&stream),
            DType::F16 => cs.as_cuda_slice::<half::f16>()?.device_ptr(&stream),
            _ => return Ok(None),
        };
        Ok(Some((ptr + (t.dtype().size_in_bytes() * start) as u64, end - start)))
    }

    /// Written ranges `(address, elements)` must be pairwise disjoint (a shared buffer would be
    /// updated twice).
    fn disjoint(mut ranges: Vec<(u64, usize)>) -> bool {
        ranges.sort_unstable();
        ranges.windows(2).all(|w| w[0].0 + 4 * w[0].1 as u64 <= w[1].0)
    }

    fn blocks(n: usize) -> usize {
        n.div_ceil(CHUNK)
    }

    fn grid(total_blocks: usize, what: &str) -> Result<LaunchConfig> {
        let Ok(blocks) = u32::try_from(total_blocks) else {
            return Err(candle_core::Error::Msg(format!("{what}: {total_blocks} blocks >= 2^32")).into());
        };
        Ok(config((blocks as usize, 1), (BLOCK, 1), 0)) // only the kernels' static smem
    }

    pub(super) fn unscale_sumsq(grads: &mut [Tensor], inv_scale: f64) -> Result<Option<Tensor>> {
        let Device::Cuda(dev) = grads[0].device().clone() else {
            unreachable!("invariant: the caller checked is_cuda")
        };
        // The table: SumsqTensor { g, n, block_start, flags } as 4 u64 words per tensor.
        let mut table: Vec<u64> = Vec::with_capacity(4 * grads.len());
        let mut written = Vec::with_capacity(grads.len());
        let mut total_blocks = 0usize;
        for g in grads.iter_mut() {
            if !g.is_contiguous() {
                *g = g.contiguous()?;
            }
            let Some((ptr, n)) = f32_buffer(g, &dev)? else {
                return Ok(None);
            };
            if n == 0 {
                continue;
            }
            let flags = if ptr % 16 == 0 { FLAG_VEC4 } else { 0 };
            table.extend_from_slice(&[ptr, n as u64, total_blocks as u64, flags]);
            written.push((ptr, n));
            total_blocks += blocks(n);
        }
        let do_scale = inv_scale != 1.0; // as the composed path: no pass over memory for × 1
        if do_scale && !disjoint(written) {
            return Ok(None); // two gradients share memory: let the composed path (new tensors) do it
        }
        if total_blocks == 0 {
            return Ok(Some(Tensor::zeros((), DType::F32, &Device::Cuda(dev))?));
        }
        let count = (table.len() / 4) as i32;
        // SAFETY: sumsq_finish_f32 writes out[0] (one block, always).
        let out = unsafe { dev.alloc::<f32>(1)? };
        let table = dev.clone_htod(&table)?;
        // SAFETY: unscale_sumsq_f32 writes partial[b] for every one of its total_blocks blocks.
        let partial = unsafe { dev.alloc::<f32>(total_blocks)? };

        let func = Kernel::load(&dev, ADAMW, "unscale_sumsq_f32")?;
        let (inv_scale, do_scale) = (inv_scale as f32, do_scale as i32); // candle rounds the scalar to f32 too
        let args = (&table, &count, &inv_scale, &do_scale, &partial);
        // SAFETY: argument types and order match `unscale_sumsq_f32(table, count, inv_scale,
        // do_scale, partial)`; every table entry addresses n live, contiguous f32 elements of a
        // gradient in `grads` (kept alive by the caller), pairwise disjoint when written; partial
        // holds total_blocks floats.
        unsafe { func.launch(grid(total_blocks, "unscale_sumsq")?, args) }?;

        let func = Kernel::load(&dev, ADAMW, "sumsq_finish_f32")?;
        // SAFETY: argument types and order match `sumsq_finish_f32(partial, n, out)`; one block.
        unsafe { func.launch(grid(1, "sumsq_finish")?, (&partial, &(total_blocks as i64), &out)) }?;
        Ok(Some(tensor(wrap(out, &dev), ())))
    }

    /// `AdamWScalars` in `kernels/adamw.cu`, each scalar rounded to f32 as candle rounds it.
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct Scalars {
        b1: f32,
        one_minus_b1: f32,
        b2: f32,
        one_minus_b2: f32,
        inv_bc1: f32,
        inv_bc2: f32,
        eps: f32,
        lr: f32,
        clip: f32,
        clip_on: i32,
    }

    // SAFETY: plain #[repr(C)] old data with the field order, types and size (40 bytes) of the
    // kernel's AdamWScalars, passed by value.
    crate::ops::launch::host_args!(Scalars);

    pub(super) fn adamw(
        params: &[Var],
        grads: &[Tensor],
        moments: &mut [(Tensor, Tensor)],
        decay_flags: &[bool],
        hp: &AdamWHyper,
        gate: Option<&DeviceGate>,
        copies: &[Option<&Var>],
    ) -> Result<bool> {
        let Device::Cuda(dev) = params[0].device().clone() else {
            unreachable!("invariant: the caller checked is_cuda")
        };
        // decay_k = 1 - lr·wd on 2-D weights when wd > 0, as the composed step: `old * (1 - lr*wd)`.
        let decay = (1.0 - hp.lr * hp.weight_decay) as f32;
        // The table: AdamWTensor { p, g, m, v, n, block_start, decay | flags << 32, copy } as 8
        // u64 words.
        let mut table: Vec<u64> = Vec::with_capacity(8 * params.len());
        let mut written = Vec::with_capacity(4 * params.len());
        let mut total_blocks = 0usize;
        let mut contiguous_grads = Vec::new(); // copies of strided gradients, alive until launched
        let entries = params
            .iter()
            .zip(grads)
            .zip(moments.iter())
            .zip(decay_flags)
            .enumerate();
        for (k, (((w, g), (m, v)), &decays)) in entries {
            let g = if g.is_contiguous() {
                g
            } else {
                contiguous_grads.push(g.contiguous()?);
                contiguous_grads.last().expect("invariant: just pushed")
            };
            let bufs = [
                f32_buffer(w.as_tensor(), &dev)?,
                f32_buffer(g, &dev)?,
                f32_buffer(m, &dev)?,
                f32_buffer(v, &dev)?,
            ];
            let [Some(p), Some(g), Some(m), Some(v)] = bufs else {
                return Ok(false);
            };
            let n = p.1;
            if g.1 != n || m.1 != n || v.1 != n {
                return Err(candle_core::Error::Msg(format!(
                    "adamw: parameter of {n} elements, gradient {}, moments {} and {}",
                    g.1, m.1, v.1
                ))
                .into());
            }
            if n == 0 {
                continue;
            }
            let mut flags = 0;
            let (mut copy, mut copy_aligned) = (0u64, true);
            if let Some(Some(c)) = copies.get(k) {
                let flag = match c.dtype() {
                    DType::BF16 => FLAG_COPY_BF16,
                    DType::F16 => FLAG_COPY_F16,
                    _ => return Ok(false),
                };
                let Some((ptr, len)) = buffer(c.as_tensor(), &dev)? else {
                    return Ok(false);
                };
                if len != n {
                    let msg = format!("adamw: parameter of {n} elements, compute copy of {len}");
                    return Err(candle_core::Error::Msg(msg).into());
                }
                (copy, copy_aligned) = (ptr, ptr % 8 == 0);
                flags |= flag;
                written.push((ptr, n.div_ceil(2))); // 2n bytes, in the 4-byte units `disjoint` counts
            }
            if copy_aligned && [p.0, g.0, m.0, v.0].iter().all(|a| a % 16 == 0) {
                flags |= FLAG_VEC4;
            }
            if decays && hp.weight_decay > 0.0 {
                flags |= FLAG_DECAY;
            }
            let decay_and_flags = decay.to_bits() as u64 | flags << 32;
            table.extend_from_slice(&[p.0, g.0, m.0, v.0, n as u64, total_blocks as u64, decay_and_flags, copy]);
            written.extend_from_slice(&[p, m, v]);
            total_blocks += blocks(n);
        }
        if !disjoint(written) {
            let msg = "adamw: parameters, moments and compute copies must not share memory";
            return Err(candle_core::Error::Msg(msg.into()).into());
        }
        if total_blocks == 0 {
            return Ok(true);
        }
        // Bias corrections and scalars exactly as the composed step computes and candle rounds them.
        let bc1 = 1.0 - hp.beta1.powi(hp.t as i32);
        let bc2 = 1.0 - hp.beta2.powi(hp.t as i32);
        let s = Scalars {
            b1: hp.beta1 as f32,
            one_minus_b1: (1.0 - hp.beta1) as f32,
            b2: hp.beta2 as f32,
            one_minus_b2: (1.0 - hp.beta2) as f32,
            inv_bc1: (1.0 / bc1) as f32, // candle's `x / s` is `x * (1/s)`
            inv_bc2: (1.0 / bc2) as f32,
            eps: hp.eps as f32,
            lr: hp.lr as f32,
            clip: hp.clip_coef as f32,
            clip_on: (hp.clip_coef != 1.0) as i32,
        };
        let count = (table.len() / 8) as i32;
        // The gate's sum: its address (null: no gate); `gate` keeps it alive across the launch.
        let (gate_ptr, max_norm) = match gate {
            None => (0u64, 0.0f64),
            Some(g) => match f32_buffer(&g.sumsq, &dev)? {
                Some((ptr, 1)) => (ptr, g.max_norm),
                _ => {
                    let msg = format!(
                        "adamw: the gate's sum of squares must be one f32 on this GPU, got {:?}",
                        g.sumsq
                    );
                    return Err(candle_core::Error::Msg(msg).into());
                }
            },
        };
        let table = dev.clone_htod(&table)?;
        let func = Kernel::load(&dev, ADAMW, "adamw_f32")?;
        // SAFETY: argument types and order match `adamw_f32(table, count, scalars, gate,
        // max_norm)`; every entry addresses n live, contiguous f32 elements of a parameter, its
        // gradient and its two moments (all borrowed for this call; strided gradients copied into
        // `contiguous_grads`), and copy is null or n live 16-bit elements of the flagged dtype;
        // the written buffers (p, m, v; the copies) are pairwise disjoint (checked above); gate
        // is null or the address of one live f32.
        unsafe { func.launch(grid(total_blocks, "adamw")?, (&table, &count, &s, &gate_ptr, &max_norm)) }?;
        drop(contiguous_grads); // freed in stream order, after the kernel
        Ok(true)
    }
}
