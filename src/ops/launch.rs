//! What every CUDA op shares between its storages and its kernels (kernels/*.cu): the kernel
//! modules, loading a kernel, typed views of a storage's contiguous part, the dtype suffix of a
//! kernel's name and the float-dtype dispatch, launch geometry, one call that pushes a kernel's
//! arguments in order and launches it, and wrapping device buffers back into storages and
//! tensors. CUDA only.
//!
//! A launch reads
//!
//! ```ignore
//! let f = Kernel::load(&dev, DROPOUT, "dropout_mask_f32")?;
//! // SAFETY: the grid-stride loop writes all n factors.
//! let out = unsafe { dev.alloc::<f32>(n)? };
//! // SAFETY: matches `dropout_mask_f32(out, d, n)`; out holds n.
//! unsafe { f.launch(grid_1d(n), (&out, &arg, &(n as i64))) }?;
//! Ok(tensor(wrap(out, &dev), n))
//! ```

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use std::ffi::c_void;

use candle_core::cuda_backend::cudarc::driver::sys::{self, CUfunction_attribute};
use candle_core::cuda_backend::cudarc::driver::{
    CudaFunction, CudaModule, CudaSlice, CudaStream, CudaView, DevicePtr, LaunchConfig,
};
use candle_core::cuda_backend::cudarc::nvrtc::Ptx;
use candle_core::cuda_backend::{CudaDType, DeviceId, WrapErr};
use candle_core::op::BackpropOp;
use candle_core::{CudaDevice, CudaStorage, DType, Layout, Shape, Storage, Tensor};

use super::fatbin;

/// One module of kernels/: the name it is cached under, and its fatbin (SASS and PTX).
#[derive(Clone, Copy)]
pub struct Module {
    name: &'static str,
    image: &'static [u8],
}

macro_rules! modules {
    ($($id:ident $name:literal),+) => {
        $(
            #[doc = concat!("Module `", $name, "`: the kernels of `fatbin::", stringify!($id), "`.")]
            pub const $id: Module = Module { name: $name, image: fatbin::$id };
        )+
    };
}

/// The modules loaded so far, per device: each fatbin is loaded once (`cuModuleLoadData`: the
/// SASS for this GPU as it is, or its PTX through the driver's JIT on another).
fn loaded(dev: &CudaDevice, module: Module) -> candle_core::Result<Arc<CudaModule>> {
    type Loaded = Mutex<HashMap<(DeviceId, &'static str), Arc<CudaModule>>>;
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    let mut map = LOADED
        .get_or_init(Default::default)
        .lock()
        .expect("invariant: no panic holds the lock");
    if let Some(m) = map.get(&(dev.id(), module.name)) {
        return Ok(Arc::clone(m));
    }
    let stream = dev.cuda_stream();
    let context = stream.context();
    let m = match replacement(module)? {
        Some((path, bytes)) => context.load_module(Ptx::from_binary(bytes)).map_err(|e| {
            candle_core::Error::Msg(format!(
                "MINIGPT_KERNELS_DIR: {} does not load ({e}): build it for this GPU (docs/DESIGN.md §7), or remove it to use the built-in module",
                path.display()
            ))
        })?,
        None => context.load_module(Ptx::from_binary(module.image.to_vec())).w()?,
    };
    map.insert((dev.id(), module.name), Arc::clone(&m));
    Ok(m)
}

/// For kernel work on a machine with nvcc but no Rust: with `MINIGPT_KERNELS_DIR=DIR` set, a
/// module whose fatbin (or cubin) `DIR/<stem>.fatbin` exists (stem: the module's name without
/// `minigpt_`, i.e. its kernels/ file's) is loaded from there instead of the one built in, and
/// stderr says so once per module. The file must keep the built-in kernels' names and launch
/// contracts (docs/DESIGN.md §7). An unreadable DIR is an error, not a silent fallback.
fn replacement(module: Module) -> candle_core::Result<Option<(std::path::PathBuf, Vec<u8>)>> {
    let Some(dir) = std::env::var_os("MINIGPT_KERNELS_DIR") else {
        return Ok(None);
    };
    let dir = std::path::PathBuf::from(dir);
    if !dir.is_dir() {
        candle_core::bail!(
            "MINIGPT_KERNELS_DIR={} is not a folder: point it at the folder of the fatbins to load, or unset it",
            dir.display()
        );
    }
    let stem = module.name.trim_start_matches("minigpt_");
    for ext in ["fatbin", "cubin"] {
        let path = dir.join(format!("{stem}.{ext}"));
        if path.is_file() {
            let bytes = std::fs::read(&path).map_err(|e| {
                candle_core::Error::Msg(format!("MINIGPT_KERNELS_DIR: reading {}: {e}", path.display()))
            })?;
            crate::say!(
                "minigpt: module {} from {} (MINIGPT_KERNELS_DIR), not the one built in",
                module.name,
                path.display()
            );
            return Ok(Some((path, bytes)));
        }
    }
    Ok(None)
}

modules! {
    ADAMW "minigpt_adamw", ATTENTION "minigpt_attention", ATTENTION_F32 "minigpt_attention_f32", BIAS_ACT "minigpt_bias_act", DECODE "minigpt_decode", DIGEST "minigpt_digest", DROPOUT "minigpt_dropout",
    EMBEDDING "minigpt_embedding", FP8 "minigpt_fp8", GEMV "minigpt_gemv", LAYERNORM "minigpt_layernorm", MASK "minigpt_mask",
    PACK "minigpt_pack", RESIDUAL "minigpt_residual", XENT "minigpt_xent"
}

/// A kernel, loaded and bound to its device's stream (candle's one stream: stream order is what
/// keeps a launch after the writes of its inputs and before the reads of its outputs).
pub struct Kernel {
    func: CudaFunction,
    stream: Arc<CudaStream>,
}

impl Kernel {
    /// Kernel `name` of `module` (loaded once per device, then cached).
    pub fn load(dev: &CudaDevice, module: Module, name: &str) -> candle_core::Result<Self> {
        let func = loaded(dev, module)?.load_function(name).w()?;
        Ok(Self {
            func,
            stream: dev.cuda_stream(),
        })
    }

    /// The same kernel launched on `stream` instead (the collectives' stream): the caller orders
    /// that stream after the writes of the kernel's inputs.
    pub fn on_stream(self, stream: Arc<CudaStream>) -> Self {
        Self { stream, ..self }
    }

    /// Raises the kernel's dynamic shared-memory limit to `bytes` (launches above the 48 KiB
    /// default need it).
    pub fn allow_smem(&self, bytes: usize) -> candle_core::Result<()> {
        self.func
            .set_attribute(
                CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                bytes as i32,
            )
            .w()
    }

    /// Launches the kernel with `cfg` and `args` (a tuple of references: `&CudaSlice`,
    /// `&CudaView`, scalars and the `#[repr(C)]` argument structs of `host_args!`), through
    /// `cuLaunchKernelEx`, with programmatic dependent launch where `pdl` allows it: the kernel
    /// may become resident before the one ahead of it in the stream has finished, and waits for it
    /// in its first statement (`pdl_entry` in kernels/common.cuh, docs/DESIGN.md §7).
    ///
    /// # Safety
    ///
    /// `args` must match the kernel's parameters in number, order and type; every buffer must
    /// hold all the elements the kernel reads or writes under `cfg`; an output allocated
    /// uninitialised must be written in full by the kernel (or by the launches before any read).
    pub unsafe fn launch<A: Args>(&self, cfg: LaunchConfig, args: A) -> candle_core::Result<()> {
        let mut params = Params::default();
        args.push(&self.stream, &mut params);
        let mut attr = sys::CUlaunchAttribute {
            id: sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION,
            pad: [0; 4],
            // SAFETY: an all-zero union is a valid value of each of its integer fields.
            value: unsafe { std::mem::zeroed() },
        };
        attr.value.programmaticStreamSerializationAllowed = 1;
        let launch = sys::CUlaunchConfig {
            gridDimX: cfg.grid_dim.0,
            gridDimY: cfg.grid_dim.1,
            gridDimZ: cfg.grid_dim.2,
            blockDimX: cfg.block_dim.0,
            blockDimY: cfg.block_dim.1,
            blockDimZ: cfg.block_dim.2,
            sharedMemBytes: cfg.shared_mem_bytes,
            hStream: self.stream.cu_stream(),
            attrs: &mut attr,
            numAttrs: u32::from(pdl(&self.stream)?),
        };
        self.stream.context().bind_to_thread().w()?;
        let mut raw = params.pointers();
        // SAFETY: `raw` holds one pointer per kernel parameter, each to a value that lives until
        // this call returns (`params`, or the caller's `args`; the driver copies them at launch);
        // the caller's contract above.
        unsafe { sys::cuLaunchKernelEx(&launch, self.func.cu_function(), raw.as_mut_ptr(), std::ptr::null_mut()) }
            .result()
            .w()
    }
}

thread_local! {
    static PDL_SUSPENDED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with this thread's kernels launched each after the one before it has finished (no
/// programmatic dependent launch): for traces that time each kernel, whose span would otherwise
/// include the wait for the kernel ahead of it.
pub fn without_pdl<R>(f: impl FnOnce() -> R) -> R {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            PDL_SUSPENDED.with(|c| c.set(self.0));
        }
    }
    let _reset = Reset(PDL_SUSPENDED.with(|c| c.replace(true)));
    f()
}

/// Whether this thread is inside `without_pdl` (a trace that times each kernel alone).
pub(super) fn pdl_suspended() -> bool {
    PDL_SUSPENDED.with(|c| c.get())
}

/// Whether launches on `stream`'s device may use programmatic dependent launch: compute
/// capability 9.0 or above (Hopper's `griddepcontrol`), unless `MINIGPT_PDL=0` (for A/B
/// measurements; decided once per process, for its first device) or inside `without_pdl`.
fn pdl(stream: &CudaStream) -> candle_core::Result<bool> {
    static PDL: OnceLock<bool> = OnceLock::new();
    if pdl_suspended() {
        return Ok(false);
    }
    if let Some(&on) = PDL.get() {
        return Ok(on);
    }
    let major = stream
        .context()
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
        .w()?;
    let off = std::env::var("MINIGPT_PDL").is_ok_and(|v| v == "0");
    if off && major >= 9 {
        crate::notice::once("pdl-off", || {
            "MINIGPT_PDL=0: kernels launch without programmatic dependent launch".into()
        });
    }
    Ok(*PDL.get_or_init(|| major >= 9 && !off))
}

/// The device's streaming multiprocessors (what a grid must cover to use the whole GPU).
pub fn sm_count(dev: &CudaDevice) -> candle_core::Result<usize> {
    let attr = sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT;
    Ok(dev.cuda_stream().context().attribute(attr).w()? as usize)
}

/// A launch's parameters as `cuLaunchKernelEx` takes them: one pointer per parameter, to the
/// value (a host argument) or to the buffer's device address (kept here until the launch).
#[derive(Default)]
pub struct Params {
    args: Vec<Param>,
}

enum Param {
    Host(*mut c_void),
    Device(u64),
}

impl Params {
    /// A by-value argument at `value`.
    pub fn host(&mut self, value: *const c_void) {
        self.args.push(Param::Host(value.cast_mut()));
    }

    /// The pointer array. The device addresses it points into live in `self`, which the caller
    /// keeps until the launch.
    fn pointers(&self) -> Vec<*mut c_void> {
        self.args
            .iter()
            .map(|p| match p {
                Param::Host(h) => *h,
                Param::Device(d) => d as *const u64 as *mut c_void,
            })
            .collect()
    }
}

/// One kernel argument.
pub trait Arg {
    fn push(&self, stream: &CudaStream, params: &mut Params);
}

impl<T> Arg for &CudaSlice<T> {
    fn push(&self, stream: &CudaStream, params: &mut Params) {
        params.args.push(Param::Device(self.device_ptr(stream).0));
    }
}

impl<T> Arg for &CudaView<'_, T> {
    fn push(&self, stream: &CudaStream, params: &mut Params) {
        params.args.push(Param::Device(self.device_ptr(stream).0));
    }
}

/// Arguments passed by value (scalars, and the `#[repr(C)]` structs the kernels take): the
/// driver copies each from its address at launch.
macro_rules! host_args {
    ($($t:ty),+ $(,)?) => {
        $(
            impl $crate::ops::launch::Arg for &$t {
                fn push(
                    &self,
                    _: &candle_core::cuda_backend::cudarc::driver::CudaStream,
                    params: &mut $crate::ops::launch::Params,
                ) {
                    params.host(*self as *const $t as *const std::ffi::c_void);
                }
            }
        )+
    };
}
host_args!(i32, u32, i64, u64, f32, f64);
pub(crate) use host_args;

/// A kernel's argument list: a tuple of up to 15 references, pushed in order.
pub trait Args {
    fn push(self, stream: &CudaStream, params: &mut Params);
}

macro_rules! args_tuple {
    ($($t:ident $v:ident),+) => {
        impl<$($t: Arg),+> Args for ($($t,)+) {
            fn push(self, stream: &CudaStream, params: &mut Params) {
                let ($($v,)+) = self;
                $($v.push(stream, params);)+
            }
        }
    };
}

args_tuple!(A a);
args_tuple!(A a, B b);
args_tuple!(A a, B b, C c);
args_tuple!(A a, B b, C c, D d);
args_tuple!(A a, B b, C c, D d, E e);
args_tuple!(A a, B b, C c, D d, E e, F f);
args_tuple!(A a, B b, C c, D d, E e, F f, G g);
args_tuple!(A a, B b, C c, D d, E e, F f, G g, H h);
args_tuple!(A a, B b, C c, D d, E e, F f, G g, H h, I i);
args_tuple!(A a, B b, C c, D d, E e, F f, G g, H h, I i, J j);
args_tuple!(A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k);
args_tuple!(A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k, L l);
args_tuple!(A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k, L l, M m);
args_tuple!(A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k, L l, M m, N n);
args_tuple!(A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k, L l, M m, N n, O o);

/// Blocks of `block` (x, y) threads on a `grid` (x, y) of blocks, with `smem` bytes of dynamic
/// shared memory (each size cast to the driver's u32).
pub fn config(grid: (usize, usize), block: (usize, usize), smem: usize) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (grid.0 as u32, grid.1 as u32, 1),
        block_dim: (block.0 as u32, block.1 as u32, 1),
        shared_mem_bytes: smem as u32,
    }
}

/// A 1-D grid-stride launch over `n` items: blocks of 256 threads, ceil(n / 256) of them, at
/// least 1 and at most 65535·8.
pub fn grid_1d(n: usize) -> LaunchConfig {
    grid_1d_max(n, 65535 * 8)
}

/// `grid_1d` with at most `max_blocks` blocks.
pub fn grid_1d_max(n: usize, max_blocks: usize) -> LaunchConfig {
    config((n.div_ceil(256).clamp(1, max_blocks), 1), (256, 1), 0)
}

/// `slice` as a storage of its dtype on `dev`.
pub fn wrap<T: CudaDType>(slice: CudaSlice<T>, dev: &CudaDevice) -> CudaStorage {
    CudaStorage::wrap_cuda_slice(slice, dev.clone())
}

/// A storage as a tensor of `shape`, outside the graph (no backward): the buffers an op keeps for
/// its backward or hands back beside its output.
pub fn tensor(s: CudaStorage, shape: impl Into<Shape>) -> Tensor {
    Tensor::from_storage(Storage::Cuda(s), shape, BackpropOp::none(), false)
}

/// The contiguous part of `s` as a typed view.
pub fn view<'a, T: CudaDType>(
    s: &'a CudaStorage,
    l: &Layout,
    op: &str,
    what: &str,
) -> candle_core::Result<CudaView<'a, T>> {
    let Some((a, b)) = l.contiguous_offsets() else {
        candle_core::bail!("{op}: {what} must be contiguous");
    };
    Ok(s.as_cuda_slice::<T>()?.slice(a..b))
}

/// The CUDA storage behind a saved tensor's `storage_and_layout`.
pub fn on_cuda<'a>(s: &'a Storage, op: &str, what: &str) -> candle_core::Result<&'a CudaStorage> {
    match s {
        Storage::Cuda(s) => Ok(s),
        _ => candle_core::bail!("{op}: {what} must be on the CUDA device"),
    }
}

/// Whether the contiguous part of `l` starts on a 16-byte boundary (vector loads).
pub fn aligned16(l: &Layout, dtype: DType) -> bool {
    (l.start_offset() * dtype.size_in_bytes()).is_multiple_of(16)
}

/// The suffix of a kernel name for an activation dtype.
pub fn suffix(dtype: DType, op: &str) -> candle_core::Result<&'static str> {
    Ok(match dtype {
        DType::F32 => "f32",
        DType::BF16 => "bf16",
        DType::F16 => "f16",
        other => candle_core::bail!("{op}: the CUDA kernels take f32, bf16 or f16, got {other:?}"),
    })
}

/// Rows per chunk for a two-stage column reduction over `rows`: about 512 chunks, so the
/// partial sums fill the GPU and stay small.
pub fn rows_per_chunk(rows: usize) -> usize {
    rows.div_ceil(512).max(1)
}

/// `$body` with the type `$t` standing for the Rust type of the float dtype `$dtype` (f32, bf16
/// or f16), so one generic body serves the three kernels of an op; any other dtype fails as
/// `suffix` does.
macro_rules! with_float {
    ($dtype:expr, $op:expr, |$t:ident| $body:expr) => {
        match $dtype {
            candle_core::DType::F32 => {
                type $t = f32;
                $body
            }
            candle_core::DType::BF16 => {
                type $t = half::bf16;
                $body
            }
            candle_core::DType::F16 => {
                type $t = half::f16;
                $body
            }
            other => candle_core::bail!("{}: the CUDA kernels take f32, bf16 or f16, got {other:?}", $op),
        }
    };
}
pub(crate) use with_float;
