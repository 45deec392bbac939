//! The GEMMs built on CUTLASS (docs/DESIGN.md §7, "The GEMMs built on CUTLASS"): two kernels
//! for the MLP on sm_90, in the static library build.rs compiles from kernels/gemm/ for
//! `CUDA_COMPUTE_CAP=90` (sm_90a's wgmma and TMA), bf16 only.
//!
//! - **The up-projection's GELU** (`gelu_forward`, kernels/gemm/gelu_gemm.cu): U = x·Wᵀ + b and
//!   gelu(U) from one ping-pong GEMM, whose epilogue runs while the other warpgroup's products
//!   do. It replaces cuBLASLt's GELU_AUX_BIAS epilogue (the same GELU: the GPU's approximate
//!   tanh, docs/NUMERICS.md), whose cooperative kernels leave the tensor cores idle through it.
//!   `MINIGPT_GELU_GEMM=1` turns it on: not the default until the whole GPU suite and the
//!   step's A/B on an H200 have run with it (docs/PERFORMANCE.md, "The MLP's up-projection in
//!   CUTLASS's ping-pong GEMM").
//! - **The GELU backward** (`dgelu_data_grad`, kernels/gemm/dgelu_gemm.cu, the `mlp_residual`
//!   row): dH = bf16((dY·W) · gelu'(U)) from the fp32 products, rounding once, and the
//!   up-projection's bias gradient db = Σ_rows (dY·W) · gelu'(U) in fp32 (one row of partial sums
//!   per 128-row tile, summed by `colsum_finish` in a fixed order). The separate route writes
//!   dY·W rounded to bf16, then reads it back with U in `bias_gelu_bwd_colsum`: one write and one
//!   read of [rows, 4C] more, and a second rounding. It takes rows a multiple of 128, 4C of 256
//!   and C of 8. `MINIGPT_DGELU_GEMM=0` turns it off.
//!
//! Elsewhere cuBLASLt's epilogue and the separate pass run, and the `applies_*` functions say
//! once why. The switches also serve A/B measurements in one binary.

use candle_core::{DType, Device};

/// Whether the CUTLASS GEMMs can run for `dtype` on `dev` (an sm_90 GPU, a library built for
/// it, bf16); says once why not where a CUDA run could expect them.
#[cfg(feature = "cuda")]
fn sm90_bf16(dev: &candle_core::CudaDevice, dtype: DType) -> candle_core::Result<bool> {
    use candle_core::cuda_backend::WrapErr;

    if dtype == DType::F16 {
        crate::notice::once("cutlass-gemm-f16", || {
            "in fp16 the MLP's up-projection runs cuBLASLt's GELU epilogue and its GELU backward a separate pass: \
             the CUTLASS GEMMs that fuse them are built for bf16"
                .into()
        });
    }
    if dtype != DType::BF16 {
        return Ok(false); // fp32 compute runs cuBLASLt's fp32/TF32 GEMMs (no 16-bit rounding to save)
    }
    let cc = dev.cuda_stream().context().compute_capability().w()?;
    if cc != (9, 0) || !BUILT {
        crate::notice::once("cutlass-gemm-arch", || {
            format!(
                "the MLP's up-projection runs cuBLASLt's GELU epilogue and its GELU backward a separate pass: the \
                 CUTLASS GEMMs that fuse them need an sm_90 GPU and a build for CUDA_COMPUTE_CAP=90 (this GPU is \
                 sm_{}{}{}; README, GPU)",
                cc.0,
                cc.1,
                if BUILT { "" } else { ", this build has no sm_90a code" }
            )
        });
        return Ok(false);
    }
    Ok(true)
}

/// Whether the ping-pong GELU GEMM runs the up-projection of `rows` rows, `n` outputs (4C) and
/// `k` inputs (C) in `dtype` on `dev` (asked for by `MINIGPT_GELU_GEMM=1`); says once why not
/// where a CUDA run could expect it.
#[cfg(feature = "cuda")]
pub(super) fn applies_gelu(
    dev: &candle_core::CudaDevice,
    dtype: DType,
    (rows, n, k): (usize, usize, usize),
) -> candle_core::Result<bool> {
    if !std::env::var("MINIGPT_GELU_GEMM").is_ok_and(|v| v == "1") {
        return Ok(false); // cuBLASLt's GELU epilogue, the default (the module's comment)
    }
    if !sm90_bf16(dev, dtype)? {
        return Ok(false);
    }
    if rows == 0 || !n.is_multiple_of(8) || !k.is_multiple_of(8) {
        crate::notice::once("gelu-gemm-shape", || {
            format!(
                "the MLP's up-projection of {rows} rows × {n} outputs runs cuBLASLt's GELU epilogue: the CUTLASS \
                 GEMM needs 4·n_embd and n_embd multiples of 8"
            )
        });
        return Ok(false);
    }
    Ok(true)
}

/// Whether the fused GELU backward runs for an MLP of `rows` rows, hidden width `n` (4C) and
/// width `k` (C) in `dtype` on `device`; says once why not where a CUDA run could expect it.
#[cfg(feature = "cuda")]
pub(super) fn applies_dgelu(
    device: &Device,
    dtype: DType,
    rows: usize,
    n: usize,
    k: usize,
) -> candle_core::Result<bool> {
    let Device::Cuda(dev) = device else {
        return Ok(false);
    };
    if std::env::var("MINIGPT_DGELU_GEMM").is_ok_and(|v| v == "0") {
        crate::notice::once("dgelu-gemm-off", || {
            "MINIGPT_DGELU_GEMM=0: the MLP's GELU backward runs as a separate pass after the data-gradient GEMM".into()
        });
        return Ok(false);
    }
    if !sm90_bf16(dev, dtype)? {
        return Ok(false);
    }
    let (tm, tn) = TILE;
    if !rows.is_multiple_of(tm) || !n.is_multiple_of(tn) || !k.is_multiple_of(8) {
        crate::notice::once("dgelu-gemm-shape", || {
            format!(
                "the MLP's GELU backward runs as a separate pass at {rows} rows × {n} hidden: its fused GEMM needs rows \
                 (batch_size × block_size) a multiple of {tm}, 4·n_embd of {tn} and n_embd of 8"
            )
        });
        return Ok(false);
    }
    Ok(true)
}

#[cfg(not(feature = "cuda"))]
pub(super) fn applies_dgelu(_: &Device, _: DType, _: usize, _: usize, _: usize) -> candle_core::Result<bool> {
    Ok(false)
}

/// Whether this build has the CUTLASS library (build.rs: CUDA_COMPUTE_CAP=90).
#[cfg(feature = "cuda")]
const BUILT: bool = cfg!(minigpt_gemm);

/// (rows, columns) of the fused GELU backward's tile: kernels/gemm/dgelu_gemm.cu's kTileM and
/// kTileN, which `dgelu_data_grad` checks the library reports.
#[cfg(feature = "cuda")]
const TILE: (usize, usize) = (128, 256);

#[cfg(all(feature = "cuda", minigpt_gemm))]
mod ffi {
    use std::ffi::{c_char, c_int, c_void};

    extern "C" {
        pub fn minigpt_dgelu_gemm_tile_m() -> c_int;
        pub fn minigpt_dgelu_gemm_tile_n() -> c_int;
        #[allow(clippy::too_many_arguments)] // the C signature
        pub fn minigpt_dgelu_gemm_bf16(
            dy: *const c_void,
            w: *const c_void,
            u: *const c_void,
            dh: *mut c_void,
            partial: *mut f32,
            m: c_int,
            n: c_int,
            k: c_int,
            sm_count: c_int,
            stream: *mut c_void,
            err: *mut c_char,
            err_len: c_int,
        ) -> c_int;
        #[allow(clippy::too_many_arguments)] // the C signature
        pub fn minigpt_gelu_gemm_bf16(
            x: *const c_void,
            w: *const c_void,
            bias: *const c_void,
            y: *mut c_void,
            u: *mut c_void,
            m: c_int,
            n: c_int,
            k: c_int,
            sm_count: c_int,
            stream: *mut c_void,
            err: *mut c_char,
            err_len: c_int,
        ) -> c_int;
    }
}

/// A library call's result: Ok for 0, else its message with the shape.
#[cfg(all(feature = "cuda", minigpt_gemm))]
fn checked(code: std::ffi::c_int, err: &[std::ffi::c_char], shape: (usize, usize, usize)) -> candle_core::Result<()> {
    if code != 0 {
        // SAFETY: the library NUL-ends the message within the buffer.
        let msg = unsafe { std::ffi::CStr::from_ptr(err.as_ptr()) }.to_string_lossy();
        let (m, n, k) = shape;
        candle_core::bail!("{msg} (code {code}; rows {m}, N {n}, K {k})");
    }
    Ok(())
}

/// y = gelu(x·wᵀ + b) and u = x·wᵀ + b, [rows, N] bf16 each, for x [rows, K], w [N, K] and b [N]
/// at the device addresses given (contiguous bf16, 16-byte aligned), into the fresh buffers at
/// `y` and `u`; the caller checked `applies_gelu`.
///
/// # Safety
/// The addresses must hold the elements named above on `dev`, stay alive until the GEMM has run
/// on `dev`'s stream (candle orders every op on it), and `y`, `u` must not overlap the inputs.
#[cfg(all(feature = "cuda", minigpt_gemm))]
pub(super) unsafe fn gelu_forward(
    dev: &candle_core::CudaDevice,
    [x, w, b, y, u]: [u64; 5],
    (rows, n, k): (usize, usize, usize),
) -> candle_core::Result<()> {
    let stream = dev.cuda_stream();
    stream
        .context()
        .bind_to_thread()
        .map_err(|e| candle_core::Error::Msg(format!("gelu-gemm: {e:?}")))?;
    let sms = super::launch::sm_count(dev)? as i32;
    let mut err = [0 as std::ffi::c_char; 256];
    // SAFETY: the caller's contract; the library checks the shape and alignment before it
    // launches and writes at most `err.len()` bytes of message.
    let code = unsafe {
        ffi::minigpt_gelu_gemm_bf16(
            x as *const _,
            w as *const _,
            b as *const _,
            y as *mut _,
            u as *mut _,
            rows as i32,
            n as i32,
            k as i32,
            sms,
            stream.cu_stream() as *mut _,
            err.as_mut_ptr(),
            err.len() as i32,
        )
    };
    checked(code, &err, (rows, n, k))
}

/// Never called: `applies_gelu` is false without the library.
///
/// # Safety
/// None needed: it launches nothing.
#[cfg(all(feature = "cuda", not(minigpt_gemm)))]
pub(super) unsafe fn gelu_forward(
    _: &candle_core::CudaDevice,
    _: [u64; 5],
    _: (usize, usize, usize),
) -> candle_core::Result<()> {
    candle_core::bail!("gelu-gemm: not in this build (ops::cutlass_gemm::applies_gelu said it was)")
}

/// (dH [rows, N] bf16, db [N] f32) for dY [rows, K], W [K, N] (the down-projection's weight
/// copy, [out, in]) and the pre-activation U [rows, N], all bf16 on the GPU; the caller checked
/// `applies_dgelu`.
#[cfg(all(feature = "cuda", minigpt_gemm))]
pub(super) fn dgelu_data_grad(
    dy: &candle_core::Tensor,
    w: &candle_core::Tensor,
    u: &candle_core::Tensor,
) -> candle_core::Result<(candle_core::Tensor, candle_core::Tensor)> {
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::{DevicePtr, DevicePtrMut};
    use half::bf16;

    use super::launch::{on_cuda, tensor, view, wrap};

    let op = "dgelu-gemm";
    let (rows, k) = dy.dims2()?;
    let (k_w, n) = w.dims2()?;
    if k_w != k || u.dims() != [rows, n] {
        candle_core::bail!(
            "{op}: dy [rows, K], w [K, N] and u [rows, N] must agree, got {:?}, {:?}, {:?}",
            dy.dims(),
            w.dims(),
            u.dims()
        );
    }
    // SAFETY: the library's tile queries read nothing and always return.
    let tile = unsafe {
        (
            ffi::minigpt_dgelu_gemm_tile_m() as usize,
            ffi::minigpt_dgelu_gemm_tile_n() as usize,
        )
    };
    if tile != TILE {
        candle_core::bail!("{op}: the library's tile is {tile:?}, this build expects {TILE:?}: rebuild");
    }
    let (dy, w, u) = (dy.contiguous()?, w.contiguous()?, u.contiguous()?);
    let ((ds, dl), (ws, wl), (us, ul)) = (dy.storage_and_layout(), w.storage_and_layout(), u.storage_and_layout());
    let (ds, ws, us) = (on_cuda(&ds, op, "dy")?, on_cuda(&ws, op, "w")?, on_cuda(&us, op, "u")?);
    let dev = ds.device().clone();
    let (dyv, wv, uv) = (
        view::<bf16>(ds, dl, op, "dy")?,
        view::<bf16>(ws, wl, op, "w")?,
        view::<bf16>(us, ul, op, "u")?,
    );
    let tiles = rows / TILE.0;
    let stream = dev.cuda_stream();
    // SAFETY: the GEMM writes every element of dh and every (tile, column) partial.
    let mut dh = unsafe { dev.alloc::<bf16>(rows * n)? };
    // SAFETY: as above.
    let mut partial = unsafe { dev.alloc::<f32>(tiles * n)? };
    let sms = super::launch::sm_count(&dev)? as i32;
    let mut err = [0 as std::ffi::c_char; 256];
    {
        let (dyp, _g1) = dyv.device_ptr(&stream);
        let (wp, _g2) = wv.device_ptr(&stream);
        let (up, _g3) = uv.device_ptr(&stream);
        let (dhp, _g4) = dh.device_ptr_mut(&stream);
        let (pp, _g5) = partial.device_ptr_mut(&stream);
        stream
            .context()
            .bind_to_thread()
            .map_err(|e| candle_core::Error::Msg(format!("{op}: {e:?}")))?;
        // SAFETY: dy, w, u, dh hold rows·K, K·N, rows·N and rows·N bf16, partial (rows/128)·N
        // f32, all on the stream's device and alive until the launch has read them (the guards
        // record the use on the stream); the library checks the shape and alignment before it
        // launches and writes at most `err.len()` bytes of message.
        let code = unsafe {
            ffi::minigpt_dgelu_gemm_bf16(
                dyp as *const _,
                wp as *const _,
                up as *const _,
                dhp as *mut _,
                pp as *mut f32,
                rows as i32,
                n as i32,
                k as i32,
                sms,
                stream.cu_stream() as *mut _,
                err.as_mut_ptr(),
                err.len() as i32,
            )
        };
        checked(code, &err, (rows, n, k))?;
    }
    let db = super::bias_act::cuda::finish(&dev, &partial, tiles, n)?;
    let dh = tensor(wrap(dh, &dev), (rows, n));
    Ok((dh, tensor(db, n)))
}
