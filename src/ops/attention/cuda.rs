//! The CUDA side of the fused attention: the launches of `kernels/attention.cu` (bf16/f16) and
//! `kernels/attention_f32.cu` (f32), whose headers are the contracts, their geometry for
//! separate `[B, H, T, Dh]` operands or one packed `[B, T, 3C]` qkv, the backward ops, and the
//! packed-qkv op itself.

use std::sync::Mutex;

use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{CudaSlice, CudaView, DevicePtr, DeviceRepr};
use candle_core::cuda_backend::CudaDType;
use candle_core::{CpuStorage, CudaDevice, CudaStorage, CustomOp1, CustomOp3, DType, Layout, Shape, Tensor};
use half::{bf16, f16};

use super::{aligned, dims};
use crate::ops::dropout::{cuda::DropoutArg, Dropout};
use crate::ops::handoff::Handoff;
use crate::ops::launch::{config, on_cuda, tensor, wrap, Kernel, ATTENTION, ATTENTION_F32};

/// Rows per block tile (`ATT_TILE`, both kernel files), threads per block (`ATT_THREADS`) and
/// smem padding (`ATT_PAD`) of `kernels/attention.cu`.
const TILE: usize = 64;
const THREADS: usize = 128;
const PAD: usize = 8;
/// Pipeline stages of the wgmma kernels (`Wgmma::STAGES` in attention.cu).
const WG_STAGES: usize = 3;
/// The wgmma backward's L and D boxes (`ATT_LD_BOX`, `ATT_LD_SLOT`): a tile's 64 values from the
/// multiple of 4 at or below its first (TMA boxes start 16-byte aligned), in slots of 96 floats.
const LD_BOX: usize = TILE + 4;
const LD_SLOT: usize = 96;
const _: () = assert!(LD_BOX >= TILE + 3 && (LD_BOX * 4).is_multiple_of(16) && LD_BOX <= LD_SLOT);
const _: () = assert!((LD_SLOT * 4).is_multiple_of(128));
/// `kernels/attention_f32.cu`: operand rows padded by 4 floats, the P / dS tile's row stride
/// (`ATT_LP`).
const F32_PAD: usize = 4;
const F32_LP: usize = 80;
const LOG2_E: f32 = std::f32::consts::LOG2_E;

/// The kernels' `Strides`, passed by value: where head (b, h) of each operand lives.
#[repr(C)]
#[derive(Clone, Copy)]
struct Strides {
    n_head: i32,
    head_dim: i32,
    rs_in: i32,
    rs_out: i32,
    rs_grad: i32,
    pad: i32,
}

// SAFETY: six i32 in the order and layout of the C struct `Strides`.
crate::ops::launch::host_args!(Strides);

/// B·H heads of T rows of Dh elements, and the element offsets of q, k, v (and of dq, dk,
/// dv) from their buffers' starts: contiguous `[B, H, T, Dh]` operands, or q, k, v packed
/// in one `[B, T, 3C]` tensor with the output in `[B, T, C]`.
pub(super) struct Geometry {
    bh: usize,
    t: usize,
    dh: usize,
    /// Offsets of k and v past q's start (0 for separate operands) and of dk and dv past dq's.
    k_off: usize,
    v_off: usize,
    dk_off: usize,
    dv_off: usize,
    st: Strides,
}

impl Geometry {
    /// Separate contiguous `[B, H, T, Dh]` operands.
    pub(super) fn heads(l: &Layout) -> candle_core::Result<Self> {
        let (bh, t, dh) = dims(l)?;
        let n = bh * t * dh;
        let st = Strides {
            n_head: 1,
            head_dim: dh as i32,
            rs_in: dh as i32,
            rs_out: dh as i32,
            rs_grad: dh as i32,
            pad: 0,
        };
        Self::checked(bh, t, dh, (0, 0, n, 2 * n), st)
    }

    /// q, k, v packed in `[B, T, 3C]` (columns [0, C), [C, 2C), [2C, 3C), head h at
    /// h·Dh within each), the output and dO in `[B, T, C]`, the gradients in `[B, T, 3C]`.
    pub(super) fn packed(l: &Layout, n_head: usize) -> candle_core::Result<Self> {
        let (b, t, c3) = l.shape().dims3()?;
        let c = c3 / 3;
        let dh = c / n_head.max(1);
        if c3 % 3 != 0 || c % n_head.max(1) != 0 || c % 8 != 0 {
            candle_core::bail!(
                "causal-attention: packed qkv [B, T, 3C] needs C % 8 == 0 and C % H == 0, got {c3} for H = {n_head}"
            );
        }
        let st = Strides {
            n_head: n_head as i32,
            head_dim: dh as i32,
            rs_in: c3 as i32,
            rs_out: c as i32,
            rs_grad: c3 as i32,
            pad: 0,
        };
        Self::checked(b * n_head, t, dh, (c, 2 * c, c, 2 * c), st)
    }

    fn checked(
        bh: usize,
        t: usize,
        dh: usize,
        (k_off, v_off, dk_off, dv_off): (usize, usize, usize, usize),
        st: Strides,
    ) -> candle_core::Result<Self> {
        if !super::FUSED_HEAD_DIMS.contains(&dh) {
            candle_core::bail!("causal-attention: the CUDA kernels take Dh in {{32, 64, 96, 128}}, got {dh}");
        }
        if bh > 65535 {
            candle_core::bail!("causal-attention: B·H = {bh} > 65535 (grid.y)");
        }
        if 3 * bh * t * dh >= 1 << 31 {
            candle_core::bail!("causal-attention: 3·B·H·T·Dh = {} >= 2^31", 3 * bh * t * dh);
        }
        Ok(Self {
            bh,
            t,
            dh,
            k_off,
            v_off,
            dk_off,
            dv_off,
            st,
        })
    }

    fn n_tiles(&self) -> usize {
        self.t.div_ceil(TILE)
    }

    /// The batch: BH over the heads of a row.
    fn b(&self) -> usize {
        self.bh / (self.st.n_head as usize).max(1)
    }

    fn elems(&self) -> usize {
        self.bh * self.t * self.dh
    }
}

/// The kernels that run a dtype, with their launch geometry (each file's header is the
/// contract, matched here line for line).
#[derive(Clone, Copy)]
enum Family {
    /// `kernels/attention.cu` on mma.sync (tensor cores, sm_80+), with the dtype's name in its
    /// kernel names.
    TensorCore(&'static str),
    /// `kernels/attention.cu` on wgmma (`attention_wg_*`, sm_90a, Dh 64).
    Wgmma(&'static str),
    /// `kernels/attention_f32.cu` (fp32 FFMA on the CUDA cores).
    F32,
}

thread_local! {
    /// Set inside `super::on_mma_sync`: this thread's launches take the mma.sync kernels.
    pub(super) static MMA_SYNC_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether this build holds the wgmma kernels as sm_90a code (build.rs, `CUDA_COMPUTE_CAP` 90).
fn built_sm90a() -> bool {
    option_env!("MINIGPT_KERNELS_SM90A") == Some("1")
}

impl Family {
    /// A 16-bit dtype's kernels on `dev`: wgmma at Dh 64 from an sm_90a build on an sm_90 GPU,
    /// mma.sync otherwise (said once when an sm_90 GPU runs a build without the wgmma code).
    fn sixteen_bit(dev: &CudaDevice, dt: &'static str, dh: usize) -> candle_core::Result<Self> {
        use candle_core::cuda_backend::WrapErr;
        if dh != 64 || MMA_SYNC_ONLY.with(|c| c.get()) {
            return Ok(Self::TensorCore(dt));
        }
        let cc = dev.cuda_stream().context().compute_capability().w()?;
        if cc != (9, 0) {
            return Ok(Self::TensorCore(dt));
        }
        if !built_sm90a() {
            crate::notice::once("attention-mma-sync", || {
                "attention: the mma.sync kernels run on this sm_90 GPU; the wgmma ones are built only for \
                 CUDA_COMPUTE_CAP=90 (README, GPU)"
                    .into()
            });
            return Ok(Self::TensorCore(dt));
        }
        Ok(Self::Wgmma(dt))
    }

    /// Threads per block of all three kernels: attention.cu 4 warps (one warpgroup);
    /// attention_f32.cu 1024 / RT with RT = 8 rows per thread up to Dh 64 and 4 above (`Rows`
    /// in the kernel).
    fn threads(self, dh: usize) -> usize {
        match self {
            Self::TensorCore(_) | Self::Wgmma(_) => THREADS,
            Self::F32 if dh <= 64 => 128,
            Self::F32 => 256,
        }
    }

    /// Blocks along T of the forward and dq kernels: attention.cu on mma.sync 64·RG query rows
    /// each, RG = 2 for Dh <= 64 and 1 above (`RowGroups` in the kernel), on wgmma 64;
    /// attention_f32.cu 64 rows.
    fn query_blocks(self, g: &Geometry) -> usize {
        match self {
            Self::TensorCore(_) if g.dh <= 64 => g.t.div_ceil(2 * TILE),
            Self::TensorCore(_) | Self::Wgmma(_) | Self::F32 => g.n_tiles(),
        }
    }

    /// Dynamic smem of the forward: attention.cu 2 stages of K and V tiles (mma.sync: rows
    /// padded by PAD; wgmma: unpadded, and 1 KiB to align the swizzled tiles); attention_f32.cu
    /// the Q, K, V tiles and the P tile.
    fn fwd_smem(self, dh: usize) -> usize {
        match self {
            Self::TensorCore(_) => 4 * TILE * (dh + PAD) * 2, // 2-byte elements
            Self::Wgmma(_) => 2 * WG_STAGES * TILE * dh * 2 + 1024,
            Self::F32 => (3 * TILE * (dh + F32_PAD) + TILE * F32_LP) * 4,
        }
    }

    /// Dynamic smem of the dq kernel: attention.cu as its forward; attention_f32.cu the Q, dO,
    /// K, V tiles and the dS tile. (The wgmma backward has no dq kernel: `fused_bwd_smem`.)
    fn dq_smem(self, dh: usize) -> usize {
        match self {
            Self::TensorCore(_) | Self::Wgmma(_) => self.fwd_smem(dh),
            Self::F32 => (4 * TILE * (dh + F32_PAD) + TILE * F32_LP) * 4,
        }
    }

    /// Dynamic smem of the dK/dV kernel (and the part of the wgmma backward's that is alike):
    /// attention.cu 2 stages of Q, dO, L and D tiles;
    /// attention_f32.cu the K, V, Q, dO tiles, the Pᵀ and dSᵀ tiles, L and D.
    fn dkdv_smem(self, dh: usize) -> usize {
        match self {
            Self::TensorCore(_) => self.fwd_smem(dh) + 4 * TILE * 4,
            Self::Wgmma(_) => self.fwd_smem(dh) + 2 * WG_STAGES * LD_SLOT * 4,
            Self::F32 => (4 * TILE * (dh + F32_PAD) + 2 * TILE * F32_LP + 2 * TILE) * 4,
        }
    }

    /// Dynamic smem of the fused backward (wgmma): the dK/dV kernel's, plus the block's key
    /// tile, its dSᵀ tile and two buffers of fp32 dQ shares.
    fn fused_bwd_smem(self, dh: usize) -> usize {
        self.dkdv_smem(dh) + 2 * TILE * dh * 2 + 2 * TILE * dh * 4
    }

    /// `attention_<kind>[_drop]_<dt>_d<Dh>` with its dynamic smem limit raised to `smem` bytes:
    /// up to 101,632 (attention.cu, the wgmma backward) or 176,640 (attention_f32.cu, dK/dV at Dh
    /// 128), above the 48 KiB default.
    fn kernel(
        self,
        dev: &CudaDevice,
        kind: &str,
        dr: &DropoutArg,
        dh: usize,
        smem: usize,
    ) -> candle_core::Result<Kernel> {
        let (module, prefix, dt) = match self {
            Self::TensorCore(dt) => (ATTENTION, "", dt),
            Self::Wgmma(dt) => (ATTENTION, "wg_", dt),
            Self::F32 => (ATTENTION_F32, "", "f32"),
        };
        let name = format!("attention_{prefix}{kind}{}_{dt}_d{dh}", dr.variant());
        let f = Kernel::load(dev, module, &name)?;
        f.allow_smem(smem).map_err(|e| {
            candle_core::Error::Msg(format!(
                "causal-attention: {name} needs {smem} bytes of shared memory per block, more than this GPU allows: {e}"
            ))
        })?;
        Ok(f)
    }
}

/// The elements of `s` from `l`'s start plus `extra` to the end of the buffer; the start
/// must be a multiple of 8 elements (16 bytes of bf16/f16, 32 of f32: the kernels' 16-byte
/// vector loads).
fn view<'a, T: CudaDType>(
    s: &'a CudaStorage,
    l: &Layout,
    extra: usize,
    what: &str,
) -> candle_core::Result<CudaView<'a, T>> {
    if l.contiguous_offsets().is_none() {
        candle_core::bail!("causal-attention: {what} must be contiguous");
    }
    let a = l.start_offset() + extra;
    if !a.is_multiple_of(8) {
        candle_core::bail!("causal-attention: {what} must start 16-byte aligned (offset {a})");
    }
    let slice = s.as_cuda_slice::<T>()?;
    Ok(slice.slice(a..slice.len()))
}

/// A TMA tensor map (`TmaDesc` in attention.cu, a `CUtensorMap`): 128 bytes, passed by value.
#[repr(C, align(64))]
#[derive(Clone, Copy)]
struct TmaDesc([u64; 16]);

// SAFETY: sixteen u64 in the layout of the C struct `TmaDesc` (and of `CUtensorMap`).
crate::ops::launch::host_args!(TmaDesc);

/// The map of one operand's heads for the wgmma kernels' TMA loads (forward and backward):
/// element (d, t, h, b) at `base` + b·T·rs + h·Dh + t·rs + d (the layout `Strides` describes),
/// boxes of 64 rows × Dh with the 128-byte swizzle (the smem layout the wgmma descriptors
/// read); rows past T arrive as zeros.
fn tile_map<T: CudaDType>(view: &CudaView<T>, dt: &str, g: &Geometry, rs: usize) -> candle_core::Result<TmaDesc> {
    use cudarc::driver::{sys, DevicePtr, DeviceSlice};
    let es = std::mem::size_of::<T>() as u64;
    let ty = match dt {
        "bf16" => sys::CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
        "f16" => sys::CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
        other => candle_core::bail!("causal-attention: no TMA map for {other}"),
    };
    let n_head = g.st.n_head as usize;
    let dims: [u64; 4] = [g.dh as u64, g.t as u64, n_head as u64, (g.bh / n_head) as u64];
    let strides: [u64; 3] = [rs as u64 * es, g.st.head_dim as u64 * es, (g.t * rs) as u64 * es];
    let boxes: [u32; 4] = [g.dh as u32, TILE as u32, 1, 1];
    let stream = view.stream().clone();
    let (base, _record) = view.device_ptr(&stream);
    let swizzle = sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_128B;
    encode(ty, base, &dims, &strides, &boxes, swizzle)
}

/// The map of an fp32 [BH·T] vector (L or D) in boxes of `LD_BOX` values, for the wgmma backward.
fn row_map(view: &CudaView<f32>, n: usize) -> candle_core::Result<TmaDesc> {
    use cudarc::driver::{sys, DevicePtr, DeviceSlice};
    let stream = view.stream().clone();
    let (base, _record) = view.device_ptr(&stream);
    let ty = sys::CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
    let swizzle = sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE;
    encode(ty, base, &[n as u64], &[], &[LD_BOX as u32], swizzle)
}

/// `cuTensorMapEncodeTiled` of a map of rank dims.len() (strides: one fewer, in bytes) over the
/// device memory at `base`: element steps 1, no interleave, L2 promotion of 128 bytes, zeros
/// past the end.
fn encode(
    ty: cudarc::driver::sys::CUtensorMapDataType,
    base: u64,
    dims: &[u64],
    strides: &[u64],
    boxes: &[u32],
    swizzle: cudarc::driver::sys::CUtensorMapSwizzle,
) -> candle_core::Result<TmaDesc> {
    use cudarc::driver::sys;
    let rank = dims.len();
    if strides.len() + 1 != rank || boxes.len() != rank || !(1..=5).contains(&rank) {
        candle_core::bail!(
            "causal-attention: a tensor map of rank {rank} with {} strides",
            strides.len()
        );
    }
    let steps = [1u32; 5];
    let mut map = std::mem::MaybeUninit::<sys::CUtensorMap>::uninit();
    // SAFETY: dims, boxes and steps hold at least `rank` entries, strides rank - 1; `base` is a
    // device address of the caller's view (16-byte aligned: `view` checks offsets of 8
    // elements), and the map is only read by kernels launched while the view's storage lives.
    let r = unsafe {
        sys::cuTensorMapEncodeTiled(
            map.as_mut_ptr(),
            ty,
            rank as u32,
            base as *mut std::ffi::c_void,
            dims.as_ptr(),
            strides.as_ptr(),
            boxes.as_ptr(),
            steps.as_ptr(),
            sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            swizzle,
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
            sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        )
    };
    if r != sys::CUresult::CUDA_SUCCESS {
        candle_core::bail!(
            "causal-attention: cuTensorMapEncodeTiled({dims:?}, strides {strides:?} bytes) failed: {r:?}"
        );
    }
    // SAFETY: written by the successful call above.
    Ok(TmaDesc(unsafe { map.assume_init() }.opaque))
}

/// The wgmma backward's maps (`BwdMaps` in attention.cu).
#[repr(C, align(64))]
#[derive(Clone, Copy)]
struct BwdMaps {
    q: TmaDesc,
    dout: TmaDesc,
    k: TmaDesc,
    lse: TmaDesc,
    delta: TmaDesc,
}

// SAFETY: five `TmaDesc` in the layout of the C struct `BwdMaps`.
crate::ops::launch::host_args!(BwdMaps);

/// One operand: storage, layout, and for k and v the storage of q (packed) or their own.
pub(super) type Operand<'a> = (&'a CudaStorage, &'a Layout);

/// `(O, L)`: O in the input dtype laid out as `g` says (`[BH, T, Dh]` or `[B, T, C]`), L
/// `[BH, T]` fp32.
pub(super) fn forward(
    [q, k, v]: [Operand; 3],
    g: &Geometry,
    dropout: Option<Dropout>,
) -> candle_core::Result<(CudaStorage, CudaStorage)> {
    let dev = q.0.device();
    let dr = DropoutArg::of(dropout);
    fn run<T: CudaDType + DeviceRepr>(
        dev: &CudaDevice,
        fam: Family,
        [q, k, v]: [Operand; 3],
        g: &Geometry,
        dr: &DropoutArg,
    ) -> candle_core::Result<(CudaStorage, CudaStorage)> {
        let (q, k, v) = (
            view::<T>(q.0, q.1, 0, "q")?,
            view::<T>(k.0, k.1, g.k_off, "k")?,
            view::<T>(v.0, v.1, g.v_off, "v")?,
        );
        let smem = fam.fwd_smem(g.dh);
        let f = fam.kernel(dev, "fwd", dr, g.dh, smem)?;
        // a block of query rows × one head per block
        let cfg = config((fam.query_blocks(g), g.bh), (fam.threads(g.dh), 1), smem);
        // SAFETY: every row < T of every head gets its O row and its L (rows >= T are none).
        let o = unsafe { dev.alloc::<T>(g.elems())? };
        let lse = unsafe { dev.alloc::<f32>(g.bh * g.t)? };
        let scale_log2 = LOG2_E / (g.dh as f32).sqrt();
        let t = g.t as i32;
        if let Family::Wgmma(dt) = fam {
            // K and V by TMA (`attention_wg_fwd`)
            let rs = g.st.rs_in as usize;
            let (tk, tv) = (tile_map(&k, dt, g, rs)?, tile_map(&v, dt, g, rs)?);
            let args = (&q, &k, &v, &o, &lse, &t, &scale_log2, &g.st, dr, &tk, &tv);
            // SAFETY: as below, plus the two maps of k's and v's heads (`tile_map`), whose boxes
            // stay inside the views.
            unsafe { f.launch(cfg, args) }?;
            return Ok((wrap(o, dev), wrap(lse, dev)));
        }
        let args = (&q, &k, &v, &o, &lse, &t, &scale_log2, &g.st, dr);
        // SAFETY: types and order match `attention_fwd_<dt>_d<Dh>(q, k, v, o, lse, T, scale_log2,
        // strides, dropout)`; every head row the strides reach lies inside the views (checked by
        // Geometry against the operands' shapes), o holds BH·T·Dh, lse BH·T.
        unsafe { f.launch(cfg, args) }?;
        Ok((wrap(o, dev), wrap(lse, dev)))
    }
    match q.0.dtype() {
        DType::BF16 => run::<bf16>(dev, Family::sixteen_bit(dev, "bf16", g.dh)?, [q, k, v], g, &dr),
        DType::F16 => run::<f16>(dev, Family::sixteen_bit(dev, "f16", g.dh)?, [q, k, v], g, &dr),
        DType::F32 => run::<f32>(dev, Family::F32, [q, k, v], g, &dr),
        other => candle_core::bail!("causal-attention: the CUDA kernels take bf16, f16 or f32, got {other:?}"),
    }
}

/// What the backward kernels need besides q, k, v.
pub(super) struct Saved {
    pub o: Tensor,
    pub dout: Tensor,
    pub lse: Tensor,
}

/// dq, dk, dv in the input dtype in one buffer of 3·BH·T·Dh, placed as `g` says; with
/// `bias_sums` (a packed layout), also their column sums [3·C] f32 where the kernels compute them
/// (the wgmma family: kernels/attention.cu's `colsum`), else None.
fn backward(
    [q, k, v]: [Operand; 3],
    saved: &Saved,
    g: &Geometry,
    dropout: Option<Dropout>,
    bias_sums: bool,
) -> candle_core::Result<(CudaStorage, Option<CudaStorage>)> {
    let dev = q.0.device();
    let dr = DropoutArg::of(dropout);
    let (os, ol) = saved.o.storage_and_layout();
    let (dos, dol) = saved.dout.storage_and_layout();
    let (ls, ll) = saved.lse.storage_and_layout();
    let op = "causal-attention-bwd";
    let (os, dos, ls) = (on_cuda(&os, op, "o")?, on_cuda(&dos, op, "dO")?, on_cuda(&ls, op, "L")?);
    let lse = view::<f32>(ls, ll, 0, "L")?;
    // SAFETY: attention_bwd_dq (or, on wgmma, attention_wg_bwd_delta) writes D for every row < T
    // before the kernel that reads it.
    let delta = unsafe { dev.alloc::<f32>(g.bh * g.t)? };
    fn run<T: CudaDType + DeviceRepr>(
        dev: &CudaDevice,
        fam: Family,
        [q, k, v]: [Operand; 3],
        (o, dout): (Operand, Operand),
        (lse, delta): (&CudaView<'_, f32>, &CudaSlice<f32>),
        g: &Geometry,
        (dr, bias_sums): (&DropoutArg, bool),
    ) -> candle_core::Result<(CudaStorage, Option<CudaStorage>)> {
        let (o, dout) = (view::<T>(o.0, o.1, 0, "o")?, view::<T>(dout.0, dout.1, 0, "dO")?);
        let (q, k, v) = (
            view::<T>(q.0, q.1, 0, "q")?,
            view::<T>(k.0, k.1, g.k_off, "k")?,
            view::<T>(v.0, v.1, g.v_off, "v")?,
        );
        // SAFETY: every row < T of dq (attention_bwd_dq, or attention_wg_bwd_dq_finish), dk and dv
        // (attention_bwd_dkdv, or attention_wg_bwd) of every head is written, and those rows tile
        // the whole buffer.
        let grads = unsafe { dev.alloc::<T>(3 * g.elems())? };
        let total = grads.len();
        let (dq, dk, dv) = (
            grads.slice(0..total),
            grads.slice(g.dk_off..total),
            grads.slice(g.dv_off..total),
        );
        if let Family::Wgmma(_) = fam {
            let (saved, stats) = ((&o, &dout), (lse, delta));
            // the packed gradient's column sums per 64-row tile: [B·n_tiles, 3·C]
            let (width, chunks) = (3 * g.st.n_head as usize * g.dh, g.b() * g.n_tiles());
            // SAFETY: every (tile, column) is written: dq's columns by the finish kernel's block of
            // the tile, dk's and dv's by the backward's block of the key tile.
            let partial = if bias_sums {
                Some(unsafe { dev.alloc::<f32>(chunks * width)? })
            } else {
                None
            };
            let grad_views = [&dq, &dk, &dv];
            fused_backward::<T>(
                dev,
                fam,
                [&q, &k, &v],
                saved,
                stats,
                grad_views,
                g,
                dr,
                partial.as_ref(),
            )?;
            let db = match partial {
                Some(p) => Some(crate::ops::bias_act::cuda::finish(dev, &p, chunks, width)?),
                None => None,
            };
            return Ok((wrap(grads, dev), db));
        }
        let t = g.t as i32;
        let scale = 1.0 / (g.dh as f32).sqrt();
        let scale_log2 = scale * LOG2_E;
        // a block of query rows (dq) or of 64 keys (dK/dV) × one head per block
        let cfg = |blocks: usize, smem: usize| config((blocks, g.bh), (fam.threads(g.dh), 1), smem);
        let smem = fam.dq_smem(g.dh);
        let f = fam.kernel(dev, "bwd_dq", dr, g.dh, smem)?;
        #[rustfmt::skip] // one line, in the order of the kernel's parameters
        let args = (&q, &k, &v, &o, &dout, lse, delta, &dq, &t, &scale, &scale_log2, &g.st, dr);
        // SAFETY: matches `attention_bwd_dq_<dt>_d<Dh>(q, k, v, o, dO, L, D, dq, T, scale,
        // scale_log2, strides, dropout)`; every operand holds the rows its strides reach, L and
        // D hold BH·T.
        unsafe { f.launch(cfg(fam.query_blocks(g), smem), args) }?;

        let smem = fam.dkdv_smem(g.dh);
        let f = fam.kernel(dev, "bwd_dkdv", dr, g.dh, smem)?;
        #[rustfmt::skip] // one line, in the order of the kernel's parameters
        let args = (&q, &k, &v, &dout, lse, delta, &dk, &dv, &t, &scale, &scale_log2, &g.st, dr);
        // SAFETY: matches `attention_bwd_dkdv_<dt>_d<Dh>(q, k, v, dO, L, D, dk, dv, T, scale,
        // scale_log2, strides, dropout)`, launched after the dq kernel that wrote D.
        unsafe { f.launch(cfg(g.n_tiles(), smem), args) }?;
        Ok((wrap(grads, dev), None))
    }
    /// The wgmma family's backward: D first (`attention_wg_bwd_delta`), then one kernel for dk,
    /// dv and dQ's shares (`attention_wg_bwd`), whose blocks add each query tile's shares in a
    /// fixed order into an fp32 sum per tile (a counter per tile orders them), then
    /// `attention_wg_bwd_dq_finish` scales and rounds the sums into dq (kernels/attention.cu,
    /// "the fused backward's dQ").
    #[allow(clippy::too_many_arguments)]
    fn fused_backward<T: CudaDType + DeviceRepr>(
        dev: &CudaDevice,
        fam: Family,
        [q, k, v]: [&CudaView<'_, T>; 3],
        (o, dout): (&CudaView<'_, T>, &CudaView<'_, T>),
        (lse, delta): (&CudaView<'_, f32>, &CudaSlice<f32>),
        [dq, dk, dv]: [&CudaView<'_, T>; 3],
        g: &Geometry,
        dr: &DropoutArg,
        colsum: Option<&CudaSlice<f32>>,
    ) -> candle_core::Result<()> {
        let colsum = colsum.map_or(0u64, |c| c.device_ptr(&dev.cuda_stream()).0);
        let t = g.t as i32;
        let scale = 1.0 / (g.dh as f32).sqrt();
        let scale_log2 = scale * LOG2_E;
        let tiles = config((g.n_tiles(), g.bh), (THREADS, 1), 0); // one 64-row tile of a head per block
        let plain = DropoutArg::of(None);
        // SAFETY: the delta kernel zeroes every count (one per block of `tiles`).
        let counts = unsafe { dev.alloc::<i32>(g.bh * g.n_tiles())? };
        let f = fam.kernel(dev, "bwd_delta", &plain, g.dh, 0)?;
        // SAFETY: matches `attention_wg_bwd_delta_<dt>_d64(o, dO, D, counts, T, strides)`; o and
        // dO hold the rows their strides reach, D holds BH·T, counts BH·n_tiles.
        unsafe { f.launch(tiles, (o, dout, delta, &counts, &t, &g.st)) }?;

        // SAFETY: the block of key tile qt stores query tile qt's sum (all 64 rows) before any
        // other block adds to it or the finish kernel reads it (the counters order them).
        let dq_acc = unsafe { dev.alloc::<f32>(g.bh * g.n_tiles() * TILE * g.dh)? };
        let smem = fam.fused_bwd_smem(g.dh);
        let f = fam.kernel(dev, "bwd", dr, g.dh, smem)?;
        let Family::Wgmma(dt) = fam else {
            candle_core::bail!("causal-attention: the fused backward runs on wgmma only");
        };
        let rows = g.bh * g.t;
        let delta_view = delta.slice(0..rows);
        let maps = BwdMaps {
            q: tile_map(q, dt, g, g.st.rs_in as usize)?,
            dout: tile_map(dout, dt, g, g.st.rs_out as usize)?,
            k: tile_map(k, dt, g, g.st.rs_in as usize)?,
            lse: row_map(lse, rows)?,
            delta: row_map(&delta_view, rows)?,
        };
        #[rustfmt::skip] // one line, in the order of the kernel's parameters
        let args = (&maps, k, v, dk, dv, &dq_acc, &counts, &t, &scale, &scale_log2, &g.st, dr, &colsum);
        // SAFETY: matches `attention_wg_bwd_<dt>_d64(maps, k, v, dk, dv, dq_acc, counts, T,
        // scale, scale_log2, strides, dropout, colsum)`, launched after the kernel that wrote D;
        // the maps cover q, dO, k, L and D (`tile_map`, `row_map`); dq_acc holds
        // BH·n_tiles·64·Dh, counts BH·n_tiles zeros (written by the delta kernel); colsum null or
        // [B·n_tiles, 3·C] for a packed layout.
        // (two warpgroups: the consumers and the producer of the dQ adds)
        unsafe { f.launch(config((g.n_tiles(), g.bh), (2 * THREADS, 1), smem), args) }?;

        let f = fam.kernel(dev, "bwd_dq_finish", &plain, g.dh, 0)?;
        // SAFETY: matches `attention_wg_bwd_dq_finish_<dt>_d64(dq_acc, dq, T, scale, strides,
        // colsum)`, after the kernel that completed every sum; colsum as above.
        unsafe { f.launch(tiles, (&dq_acc, dq, &t, &scale, &g.st, &colsum)) }
    }
    let (saved_ops, stats) = (((os, ol), (dos, dol)), (&lse, &delta));
    match q.0.dtype() {
        DType::BF16 => {
            let fam = Family::sixteen_bit(dev, "bf16", g.dh)?;
            run::<bf16>(dev, fam, [q, k, v], saved_ops, stats, g, (&dr, bias_sums))
        }
        DType::F16 => {
            let fam = Family::sixteen_bit(dev, "f16", g.dh)?;
            run::<f16>(dev, fam, [q, k, v], saved_ops, stats, g, (&dr, bias_sums))
        }
        DType::F32 => run::<f32>(dev, Family::F32, [q, k, v], saved_ops, stats, g, (&dr, bias_sums)),
        other => candle_core::bail!("causal-attention-bwd: bf16, f16 or f32 on CUDA, got {other:?}"),
    }
}

/// The backward of the `[B, H, T, Dh]` op as an op on `(q, k, v)`; returns
/// `[3, B, H, T, Dh]` = (dq, dk, dv) in the input dtype.
pub(super) struct Backward(pub Saved, pub Option<Dropout>);

impl CustomOp3 for Backward {
    fn name(&self) -> &'static str {
        "causal-attention-bwd"
    }

    fn cpu_fwd(
        &self,
        _: &candle_core::CpuStorage,
        _: &Layout,
        _: &candle_core::CpuStorage,
        _: &Layout,
        _: &candle_core::CpuStorage,
        _: &Layout,
    ) -> candle_core::Result<(candle_core::CpuStorage, Shape)> {
        candle_core::bail!("causal-attention-bwd: CUDA only (the CPU backward is composed in bwd)")
    }

    fn cuda_fwd(
        &self,
        qs: &CudaStorage,
        ql: &Layout,
        ks: &CudaStorage,
        kl: &Layout,
        vs: &CudaStorage,
        vl: &Layout,
    ) -> candle_core::Result<(CudaStorage, Shape)> {
        let g = Geometry::heads(ql)?;
        let (grads, _) = backward([(qs, ql), (ks, kl), (vs, vl)], &self.0, &g, self.1, false)?;
        let mut full = vec![3]; // (3, B, H, T, Dh)
        full.extend_from_slice(ql.dims());
        Ok((grads, full.into()))
    }
}

/// The backward of the packed op as an op on qkv `[B, T, 3C]`; returns dqkv `[B, T, 3C]` in
/// qkv's dtype.
pub(super) struct BackwardPacked {
    pub saved: Saved,
    pub n_head: usize,
    pub dropout: Option<Dropout>,
    /// Whether to sum the gradient's columns too (the qkv projection's bias gradient, for a
    /// `Handoff`), left in `db` where the kernels computed them.
    pub bias_sums: bool,
    pub db: Mutex<Option<Tensor>>,
}

impl CustomOp1 for BackwardPacked {
    fn name(&self) -> &'static str {
        "causal-attention-qkv-bwd"
    }

    fn cpu_fwd(
        &self,
        _: &candle_core::CpuStorage,
        _: &Layout,
    ) -> candle_core::Result<(candle_core::CpuStorage, Shape)> {
        candle_core::bail!("causal-attention-qkv-bwd: CUDA only (the CPU backward is composed in bwd)")
    }

    fn cuda_fwd(&self, s: &CudaStorage, l: &Layout) -> candle_core::Result<(CudaStorage, Shape)> {
        let g = Geometry::packed(l, self.n_head)?;
        let (grads, db) = backward([(s, l), (s, l), (s, l)], &self.saved, &g, self.dropout, self.bias_sums)?;
        if let Some(db) = db {
            let c3 = l.shape().dims().last().copied().unwrap_or(0);
            *self.db.lock().expect("invariant: no panic while holding the lock") = Some(tensor(db, c3));
        }
        Ok((grads, l.shape().clone()))
    }
}

/// The packed op (CUDA bf16/f16/f32 only; `causal_attention_qkv` routes everything else).
pub(super) struct CausalAttentionQkv {
    n_head: usize,
    dropout: Option<Dropout>,
    lse: Mutex<Option<Tensor>>,
    /// The qkv projection's, for its bias gradient (`ops::handoff`).
    handoff: Option<Handoff>,
}

impl CausalAttentionQkv {
    pub(super) fn new(n_head: usize, dropout: Option<Dropout>, handoff: Option<Handoff>) -> Self {
        Self {
            n_head,
            dropout,
            lse: Mutex::default(),
            handoff,
        }
    }
}

impl CustomOp1 for CausalAttentionQkv {
    fn name(&self) -> &'static str {
        "causal-attention-qkv"
    }

    fn cpu_fwd(&self, _: &CpuStorage, _: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        candle_core::bail!("causal-attention-qkv: CUDA only (causal_attention_qkv splits heads on the CPU)")
    }

    fn cuda_fwd(&self, s: &CudaStorage, l: &Layout) -> candle_core::Result<(CudaStorage, Shape)> {
        let g = Geometry::packed(l, self.n_head)?;
        let (o, lse) = forward([(s, l), (s, l), (s, l)], &g, self.dropout)?;
        let (b, t, c3) = l.shape().dims3()?;
        let lse = tensor(lse, (b * self.n_head, t));
        *self.lse.lock().expect("invariant: no panic while holding the lock") = Some(lse);
        Ok((o, Shape::from((b, t, c3 / 3))))
    }

    fn bwd(&self, qkv: &Tensor, y: &Tensor, dy: &Tensor) -> candle_core::Result<Option<Tensor>> {
        let lse = self
            .lse
            .lock()
            .expect("invariant: no panic while holding the lock")
            .clone()
            .ok_or_else(|| candle_core::Error::Msg("causal-attention-qkv: backward before forward".into()))?;
        let op = BackwardPacked {
            saved: Saved {
                o: y.detach(),
                dout: aligned(dy)?,
                lse,
            },
            n_head: self.n_head,
            dropout: self.dropout,
            bias_sums: self.handoff.is_some(),
            db: Mutex::default(),
        };
        let dqkv = qkv.apply_op1_no_bwd(&op)?; // [B, T, 3C] in qkv's dtype, no graph
        let db = op.db.lock().expect("invariant: no panic while holding the lock").take();
        if let (Some(h), Some(db)) = (&self.handoff, db) {
            h.leave(&dqkv, None, db);
        }
        Ok(Some(dqkv))
    }
}
