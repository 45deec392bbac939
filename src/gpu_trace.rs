//! GPU operation counts for `train --profile-steps`: every kernel launch, memcpy and memset the
//! process issues, with its GPU time, charged to intervals the caller marks (the step phases).
//! Uses NVIDIA CUPTI's Activity API, loaded at run time; on a CPU build, a CPU device or without
//! CUPTI it says why it is unavailable and counts nothing. Must not synchronise the device
//! itself: callers mark an interval's end only after a sync.

use candle_core::Device;

/// Operations charged to one slot, summed over all of its intervals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OpCounts {
    pub kernels: u64,
    pub memcpys: u64,
    pub memsets: u64,
    /// Sum of the operations' durations (end − start) in ns. Candle issues everything on one
    /// stream, so operations do not overlap and this is the time the GPU was busy.
    pub gpu_ns: u64,
}

impl OpCounts {
    /// Kernel launches + memcpys + memsets.
    pub fn ops(&self) -> u64 {
        self.kernels + self.memcpys + self.memsets
    }

    fn add(&mut self, kind: OpKind, gpu_ns: u64) {
        match kind {
            OpKind::Kernel => self.kernels += 1,
            OpKind::Memcpy => self.memcpys += 1,
            OpKind::Memset => self.memsets += 1,
        }
        self.gpu_ns += gpu_ns;
    }
}

/// One kernel, by name, over the whole trace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelStat {
    /// As CUPTI reports it (C++ kernels come mangled).
    pub name: String,
    pub calls: u64,
    pub gpu_ns: u64,
}

/// What a finished trace collected.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Trace {
    /// Indexed by the slot given to [`GpuTrace::mark`]; a slot never marked reads as zero.
    pub slots: Vec<OpCounts>,
    /// Operations that ran in an interval closed with `mark(None)` or after the last mark.
    pub unattributed: OpCounts,
    /// Kernels by name, most GPU time first.
    pub kernels: Vec<KernelStat>,
    /// Records CUPTI dropped for want of a buffer: when non-zero, every count is low.
    pub dropped: u64,
    /// Records handed over only after the interval they ran in had closed, and placed by their
    /// start timestamp instead.
    pub late: u64,
}

impl Trace {
    /// The counts of `slot` (zero if nothing ran in it).
    pub fn slot(&self, slot: usize) -> OpCounts {
        self.slots.get(slot).copied().unwrap_or_default()
    }
}

/// A running trace, or the one-line reason there is none.
pub struct GpuTrace {
    session: std::result::Result<cupti::Session, String>,
}

impl GpuTrace {
    /// Start recording every kernel, memcpy and memset of the process. Never fails: when tracing
    /// is impossible the trace is inert and [`GpuTrace::unavailable`] says why.
    pub fn start(device: &Device) -> Self {
        Self {
            session: cupti::Session::start(device),
        }
    }

    /// Why nothing is being counted, e.g. "unavailable (CPU build)"; None while tracing.
    pub fn unavailable(&self) -> Option<&str> {
        self.session.as_ref().err().map(String::as_str)
    }

    /// Close the interval that began at the previous mark (or at `start`) and charge what ran in
    /// it to `slot`; `None` charges it to nobody. Call only right after synchronising the
    /// device, so that everything issued in the interval has finished.
    pub fn mark(&mut self, slot: Option<usize>) {
        if let Ok(s) = &mut self.session {
            s.mark(slot);
        }
    }

    /// Stop tracing and add up what each slot ran. Synchronise the device first. Err carries
    /// the reason when the trace was unavailable or CUPTI failed on the way.
    pub fn finish(self) -> std::result::Result<Trace, String> {
        self.session.and_then(cupti::Session::finish)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
enum OpKind {
    Kernel,
    Memcpy,
    Memset,
}

/// One activity record, reduced to what we count.
#[derive(Debug, Clone, Copy)]
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
struct Rec {
    kind: OpKind,
    /// GPU start and end in CUPTI's ns clock; 0 when CUPTI could not time the operation.
    start: u64,
    end: u64,
    /// Index into the kernel name list (kernels only).
    name: Option<u32>,
    /// The interval in progress when CUPTI handed the record over: the one it ran in, or later.
    delivered: usize,
}

/// The end of an interval: CUPTI's clock when it was marked, and whom it is charged to.
#[derive(Debug, Clone, Copy)]
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
struct Bound {
    t_ns: u64,
    slot: Option<usize>,
}

/// How far CUPTI's GPU timestamps may disagree with its host clock (`cuptiGetTimestamp`) before
/// we trust a timestamp over the interval a record was delivered in. 2 µs is below the ~3–5 µs
/// a launch takes to reach the GPU after the host returns from the preceding sync, which is the
/// least time between a mark and the start of the next interval's first operation.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
const CLOCK_SLACK_NS: u64 = 2_000;

/// Charge each record to an interval, then to that interval's slot. A record is never delivered
/// before it ran, only late (its buffer was not yet complete at a flush), so the delivery
/// interval is an upper bound; a start timestamp clearly before that interval opened moves the
/// record back to the interval the timestamp falls in.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
fn attribute(bounds: &[Bound], recs: &[Rec], names: &[String], dropped: u64) -> Trace {
    let mut trace = Trace {
        dropped,
        ..Trace::default()
    };
    let mut by_name = vec![(0u64, 0u64); names.len()];
    for r in recs {
        let delivered = r.delivered.min(bounds.len());
        let opened_ns = delivered.checked_sub(1).map(|i| bounds[i].t_ns);
        let interval = match opened_ns {
            Some(opened) if r.start != 0 && r.start + CLOCK_SLACK_NS <= opened => {
                trace.late += 1;
                bounds.partition_point(|b| b.t_ns < r.start) // the first interval ending after start
            }
            _ => delivered,
        };
        let gpu_ns = if r.start == 0 { 0 } else { r.end.saturating_sub(r.start) };
        match bounds.get(interval).and_then(|b| b.slot) {
            Some(slot) => {
                if trace.slots.len() <= slot {
                    trace.slots.resize(slot + 1, OpCounts::default());
                }
                trace.slots[slot].add(r.kind, gpu_ns);
            }
            None => trace.unattributed.add(r.kind, gpu_ns),
        }
        if let Some(entry) = r.name.and_then(|i| by_name.get_mut(i as usize)) {
            entry.0 += 1;
            entry.1 += gpu_ns;
        }
    }
    trace.kernels = names
        .iter()
        .zip(by_name)
        .filter(|(_, (calls, _))| *calls > 0)
        .map(|(name, (calls, gpu_ns))| KernelStat {
            name: name.clone(),
            calls,
            gpu_ns,
        })
        .collect();
    trace
        .kernels
        .sort_by(|a, b| b.gpu_ns.cmp(&a.gpu_ns).then_with(|| a.name.cmp(&b.name)));
    trace
}

/// CPU builds: there is nothing to trace, and no session can exist.
#[cfg(not(feature = "cuda"))]
mod cupti {
    use super::Trace;

    pub enum Session {}

    impl Session {
        pub fn start(_device: &candle_core::Device) -> Result<Self, String> {
            Err("unavailable (CPU build)".to_string())
        }

        pub fn mark(&mut self, _slot: Option<usize>) {
            match *self {}
        }

        pub fn finish(self) -> Result<Trace, String> {
            match self {}
        }
    }
}

/// CUDA builds: CUPTI's Activity API through `libloading`.
#[cfg(feature = "cuda")]
mod cupti {
    use std::alloc::Layout;
    use std::collections::HashMap;
    use std::ffi::{c_char, c_void, CStr};
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};

    use super::{attribute, Bound, OpKind, Rec, Trace};

    // Everything below that describes CUPTI comes from the CUDA 13.0 CUPTI headers
    // (nvidia-cuda-cupti 13.0.85: include/cupti_activity.h, cupti_result.h, cupti_common.h,
    // cupti_version.h); the offsets were printed with offsetof() from those headers.
    //
    // CUpti_ActivityKind (cupti_activity.h). KIND_KERNEL (3) would serialise kernels; the
    // CONCURRENT_KERNEL kind does not, and delivers the same CUpti_ActivityKernel10 records.
    const KIND_MEMCPY: u32 = 1;
    const KIND_MEMSET: u32 = 2;
    const KIND_CONCURRENT_KERNEL: u32 = 10;
    const KINDS: [(u32, &str); 3] = [
        (KIND_CONCURRENT_KERNEL, "CONCURRENT_KERNEL"),
        (KIND_MEMCPY, "MEMCPY"),
        (KIND_MEMSET, "MEMSET"),
    ];
    // CUptiResult (cupti_result.h): CUPTI_SUCCESS; CUpti_ActivityFlag: CUPTI_ACTIVITY_FLAG_FLUSH_FORCED.
    const SUCCESS: u32 = 0;
    const FLUSH_FORCED: u32 = 1;
    // cupti_version.h: from CUDA 13.0 the API version reads xxyyzz; 130000 is 13.0, the first
    // release whose kernel records are CUpti_ActivityKernel10.
    const MIN_API_VERSION: u32 = 130_000;
    // Records are `__attribute__((packed, aligned(8)))` structs (PACKED_ALIGNMENT,
    // ACTIVITY_RECORD_ALIGNMENT = 8 in cupti_common.h), laid back to back in our buffers.
    // Every record opens with CUpti_Activity { CUpti_ActivityKind kind; }: a u32 at offset 0.
    // CUpti_ActivityKernel10 (216 bytes): uint64_t start @16, end @24; const char *name @104.
    // CUpti_ActivityMemcpy6 (96 bytes) and CUpti_ActivityMemset4 (88 bytes): start @16, end @24.
    // Later 13.x releases may append fields, never move these.
    const KERNEL_RECORD_BYTES: usize = 216;
    const KERNEL_NAME_AT: usize = 104;
    const MEMCPY_RECORD_BYTES: usize = 96;
    const MEMSET_RECORD_BYTES: usize = 88;
    const START_AT: usize = 16;
    const END_AT: usize = 24;
    const _: () = assert!(KERNEL_NAME_AT + 8 <= KERNEL_RECORD_BYTES);
    const _: () = assert!(END_AT + 8 <= MEMSET_RECORD_BYTES && END_AT + 8 <= MEMCPY_RECORD_BYTES);

    /// One activity buffer: 8 MiB holds ~38k kernel records, several steps of the M shape.
    const BUFFER_BYTES: usize = 8 << 20;
    const BUFFER_ALIGN: usize = 8; // ACTIVITY_RECORD_ALIGNMENT

    type CuptiResult = u32;
    type RequestFn = unsafe extern "C" fn(*mut *mut u8, *mut usize, *mut usize);
    type CompleteFn = unsafe extern "C" fn(*mut c_void, u32, *mut u8, usize, usize);

    /// The CUPTI entry points we use (signatures from cupti_activity.h, cupti_result.h,
    /// cupti_version.h; CUPTIAPI is empty on Linux, so they are plain C calls).
    struct Api {
        /// Kept loaded for the life of the process: CUPTI's threads run inside it.
        _lib: libloading::Library,
        path: String,
        enable: unsafe extern "C" fn(u32) -> CuptiResult,
        disable: unsafe extern "C" fn(u32) -> CuptiResult,
        flush_all: unsafe extern "C" fn(u32) -> CuptiResult,
        get_next_record: unsafe extern "C" fn(*mut u8, usize, *mut *mut u8) -> CuptiResult,
        dropped_records: unsafe extern "C" fn(*mut c_void, u32, *mut usize) -> CuptiResult,
        timestamp: unsafe extern "C" fn(*mut u64) -> CuptiResult,
        result_string: unsafe extern "C" fn(CuptiResult, *mut *const c_char) -> CuptiResult,
    }

    /// Loaded (and its buffer callbacks registered) once per process, never unloaded.
    static API: OnceLock<Result<Api, String>> = OnceLock::new();
    /// What the buffer callbacks collected; None while no session runs (records are dropped).
    static SINK: Mutex<Option<Sink>> = Mutex::new(None);
    /// The interval in progress: stamped on every record the callbacks receive.
    static INTERVAL: AtomicUsize = AtomicUsize::new(0);
    /// CUPTI's callbacks are process-global: one session at a time.
    static ACTIVE: AtomicBool = AtomicBool::new(false);

    fn api() -> Result<&'static Api, String> {
        API.get_or_init(load).as_ref().map_err(Clone::clone)
    }

    /// `$MINIGPT_CUPTI`, then `libcupti.so.13`, then `libcupti.so`, found through the loader.
    fn load() -> Result<Api, String> {
        let mut names: Vec<String> = std::env::var("MINIGPT_CUPTI").into_iter().collect();
        names.extend(["libcupti.so.13".to_string(), "libcupti.so".to_string()]);
        let mut first_error = None;
        for name in &names {
            // SAFETY: loading CUPTI runs its initialisers, which only set up the library itself.
            match unsafe { libloading::Library::new(name) } {
                Ok(lib) => return bind(lib, name),
                // libloading's Display says only "dlopen failed"; dlerror()'s text is the source
                Err(e) => {
                    first_error
                        .get_or_insert_with(|| std::error::Error::source(&e).map_or(e.to_string(), |s| s.to_string()));
                }
            }
        }
        Err(format!(
            "unavailable: cannot load CUPTI (tried {}; {}); put the folder of libcupti.so.13 on LD_LIBRARY_PATH or set MINIGPT_CUPTI to its path",
            names.join(", "),
            first_error.unwrap_or_default()
        ))
    }

    fn bind(lib: libloading::Library, path: &str) -> Result<Api, String> {
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: the field's type is the C signature from the CUPTI 13 headers.
                *unsafe { lib.get($name) }.map_err(|e| format!("unavailable: {path} lacks {}: {e}", $name))?
            };
        }
        let get_version: unsafe extern "C" fn(*mut u32) -> CuptiResult = sym!("cuptiGetVersion");
        let register: unsafe extern "C" fn(RequestFn, CompleteFn) -> CuptiResult =
            sym!("cuptiActivityRegisterCallbacks");
        let api = Api {
            enable: sym!("cuptiActivityEnable"),
            disable: sym!("cuptiActivityDisable"),
            flush_all: sym!("cuptiActivityFlushAll"),
            get_next_record: sym!("cuptiActivityGetNextRecord"),
            dropped_records: sym!("cuptiActivityGetNumDroppedRecords"),
            timestamp: sym!("cuptiGetTimestamp"),
            result_string: sym!("cuptiGetResultString"),
            path: path.to_string(),
            _lib: lib,
        };
        let mut version = 0u32;
        // SAFETY: C calls with valid out-pointers; the callbacks are `extern "C"` with the
        // signatures CUpti_BuffersCallbackRequestFunc / CUpti_BuffersCallbackCompleteFunc.
        let r = unsafe { get_version(&mut version) };
        if r != SUCCESS || version < MIN_API_VERSION {
            return Err(format!(
                "unavailable: {} reports CUPTI API version {version} ({}); minigpt reads CUDA 13 records (version >= {MIN_API_VERSION}): point MINIGPT_CUPTI at CUDA 13's libcupti.so.13",
                api.path,
                api.describe(r)
            ));
        }
        let r = unsafe { register(buffer_requested, buffer_completed) };
        if r != SUCCESS {
            return Err(format!(
                "unavailable: cuptiActivityRegisterCallbacks failed: {}",
                api.describe(r)
            ));
        }
        Ok(api)
    }

    impl Api {
        fn describe(&self, r: CuptiResult) -> String {
            let mut s: *const c_char = std::ptr::null();
            // SAFETY: CUPTI writes a pointer to a static string, or leaves ours null.
            if unsafe { (self.result_string)(r, &mut s) } == SUCCESS && !s.is_null() {
                unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned()
            } else {
                format!("CUptiResult {r}")
            }
        }
    }

    #[derive(Default)]
    struct Sink {
        recs: Vec<Rec>,
        name_ids: HashMap<Vec<u8>, u32>,
        names: Vec<String>,
        dropped: u64,
        /// Set when a kernel record is shorter than CUpti_ActivityKernel10: offsets would lie.
        layout_error: Option<String>,
    }

    impl Sink {
        /// SAFETY: `p` is null or CUPTI's NUL-terminated kernel name.
        unsafe fn intern(&mut self, p: *const c_char) -> Option<u32> {
            if p.is_null() {
                return None;
            }
            let bytes = unsafe { CStr::from_ptr(p) }.to_bytes();
            if let Some(id) = self.name_ids.get(bytes) {
                return Some(*id);
            }
            let id = self.names.len() as u32;
            self.names.push(String::from_utf8_lossy(bytes).into_owned());
            self.name_ids.insert(bytes.to_vec(), id);
            Some(id)
        }
    }

    fn sink() -> MutexGuard<'static, Option<Sink>> {
        SINK.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn buffer_layout() -> Layout {
        Layout::from_size_align(BUFFER_BYTES, BUFFER_ALIGN).expect("invariant: constant, valid layout")
    }

    /// CUpti_BuffersCallbackRequestFunc: an empty 8-byte-aligned buffer; if the allocation fails
    /// CUPTI gets none and counts what it drops.
    unsafe extern "C" fn buffer_requested(buffer: *mut *mut u8, size: *mut usize, max_records: *mut usize) {
        // SAFETY: CUPTI passes valid out-pointers; the layout has a non-zero size.
        unsafe {
            let p = std::alloc::alloc(buffer_layout());
            *buffer = p;
            *size = if p.is_null() { 0 } else { BUFFER_BYTES };
            *max_records = 0; // as many as fit
        }
    }

    /// CUpti_BuffersCallbackCompleteFunc: read the records into the sink, free the buffer.
    unsafe extern "C" fn buffer_completed(
        _ctx: *mut c_void,
        _stream: u32,
        buffer: *mut u8,
        _size: usize,
        valid: usize,
    ) {
        if buffer.is_null() {
            return;
        }
        if let Some(Ok(api)) = API.get() {
            // SAFETY: `buffer` holds `valid` bytes of records written by CUPTI.
            unsafe { collect(api, buffer, valid) };
        }
        // SAFETY: every buffer CUPTI returns came from `buffer_requested` with this layout.
        unsafe { std::alloc::dealloc(buffer, buffer_layout()) };
    }

    /// SAFETY: `buffer` holds `valid` bytes of CUPTI activity records.
    unsafe fn collect(api: &Api, buffer: *mut u8, valid: usize) {
        let delivered = INTERVAL.load(Ordering::SeqCst);
        let read_u64 = |rec: *mut u8, at: usize| unsafe { rec.add(at).cast::<u64>().read_unaligned() };
        // Read the buffer before taking the sink's lock: no CUPTI call runs under our lock, so
        // a flush on another thread (which calls back into us) cannot wait on it in a cycle.
        let mut ops: Vec<(OpKind, u64, u64, *const c_char)> = Vec::new();
        let mut layout_error = None;
        let mut rec: *mut u8 = std::ptr::null_mut();
        let mut last_kernel: Option<*mut u8> = None;
        // Ends with CUPTI_ERROR_MAX_LIMIT_REACHED (no more records) or _INVALID_KIND (a torn one).
        while unsafe { (api.get_next_record)(buffer, valid, &mut rec) } == SUCCESS {
            // Runtime check of the record layout: a kernel record is followed by the next record
            // no sooner than sizeof(CUpti_ActivityKernel10) bytes later.
            if let Some(k) = last_kernel.take() {
                let stride = rec as usize - k as usize;
                if stride < KERNEL_RECORD_BYTES {
                    layout_error = Some(format!(
                        "{}: kernel records are {stride} bytes, CUpti_ActivityKernel10 has {KERNEL_RECORD_BYTES}: not the CUDA 13 layout",
                        api.path
                    ));
                }
            }
            let (kind, name) = match unsafe { rec.cast::<u32>().read() } {
                KIND_CONCURRENT_KERNEL => {
                    last_kernel = Some(rec);
                    let name = unsafe { rec.add(KERNEL_NAME_AT).cast::<*const c_char>().read_unaligned() };
                    (OpKind::Kernel, name)
                }
                KIND_MEMCPY => (OpKind::Memcpy, std::ptr::null()),
                KIND_MEMSET => (OpKind::Memset, std::ptr::null()),
                _ => continue, // a kind we did not enable
            };
            ops.push((kind, read_u64(rec, START_AT), read_u64(rec, END_AT), name));
        }
        let mut dropped = 0usize;
        // SAFETY: null context and stream 0 ask for the global count, which the call resets.
        if unsafe { (api.dropped_records)(std::ptr::null_mut(), 0, &mut dropped) } != SUCCESS {
            dropped = 0;
        }
        let mut guard = sink();
        let Some(sink) = guard.as_mut() else {
            return; // no session: drop the records
        };
        sink.dropped += dropped as u64;
        if sink.layout_error.is_none() {
            sink.layout_error = layout_error;
        }
        for (kind, start, end, name) in ops {
            // SAFETY: kernel names are CUPTI's NUL-terminated strings, shared by all records of
            // a kernel and kept while CUPTI runs; the others are null.
            let name = unsafe { sink.intern(name) };
            sink.recs.push(Rec {
                kind,
                start,
                end,
                name,
                delivered,
            });
        }
    }

    pub struct Session {
        api: &'static Api,
        enabled: Vec<u32>,
        bounds: Vec<Bound>,
        /// The first CUPTI failure after start: the trace is then reported as failed.
        error: Option<String>,
    }

    impl Session {
        pub fn start(device: &candle_core::Device) -> Result<Self, String> {
            if !device.is_cuda() {
                return Err("unavailable (device is the CPU)".to_string());
            }
            let api = api()?;
            if ACTIVE.swap(true, Ordering::SeqCst) {
                return Err("unavailable: another GPU trace is running in this process".to_string());
            }
            *sink() = Some(Sink::default());
            INTERVAL.store(0, Ordering::SeqCst);
            let mut session = Session {
                api,
                enabled: Vec::new(),
                bounds: Vec::new(),
                error: None,
            };
            for (kind, name) in KINDS {
                // SAFETY: a plain C call with a CUpti_ActivityKind value from the header.
                let r = unsafe { (api.enable)(kind) };
                if r != SUCCESS {
                    // dropping `session` disables what was enabled and ends the session
                    return Err(format!(
                        "unavailable: cuptiActivityEnable({name}) failed: {} (is another profiler, e.g. nsys or ncu, attached?)",
                        api.describe(r)
                    ));
                }
                session.enabled.push(kind);
            }
            Ok(session)
        }

        pub fn mark(&mut self, slot: Option<usize>) {
            let mut t_ns = 0u64;
            // SAFETY: a valid out-pointer.
            let r = unsafe { (self.api.timestamp)(&mut t_ns) };
            self.check("cuptiGetTimestamp", r);
            // The caller has synchronised, so every record of the closing interval is complete
            // and a default flush hands them all over now, stamped with this interval.
            self.flush(0);
            self.bounds.push(Bound { t_ns, slot });
            INTERVAL.store(self.bounds.len(), Ordering::SeqCst);
        }

        pub fn finish(mut self) -> Result<Trace, String> {
            self.flush(FLUSH_FORCED); // whatever is left, complete or not
            self.stop();
            let sink = sink().take().unwrap_or_default();
            if let Some(e) = self.error.take().or(sink.layout_error) {
                return Err(format!("failed: {e}"));
            }
            Ok(attribute(&self.bounds, &sink.recs, &sink.names, sink.dropped))
        }

        fn flush(&mut self, flag: u32) {
            // SAFETY: a plain C call; the callbacks it runs lock SINK, which we do not hold.
            let r = unsafe { (self.api.flush_all)(flag) };
            self.check("cuptiActivityFlushAll", r);
        }

        fn check(&mut self, call: &str, r: CuptiResult) {
            if r != SUCCESS && self.error.is_none() {
                self.error = Some(format!("{call}: {}", self.api.describe(r)));
            }
        }

        fn stop(&mut self) {
            for kind in self.enabled.drain(..) {
                // SAFETY: a plain C call. A failure here leaves a kind on with no sink: harmless.
                unsafe { (self.api.disable)(kind) };
            }
        }
    }

    impl Drop for Session {
        fn drop(&mut self) {
            self.stop();
            *sink() = None;
            ACTIVE.store(false, Ordering::SeqCst);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bound(t_ns: u64, slot: Option<usize>) -> Bound {
        Bound { t_ns, slot }
    }

    fn rec(kind: OpKind, start: u64, end: u64, name: Option<u32>, delivered: usize) -> Rec {
        Rec {
            kind,
            start,
            end,
            name,
            delivered,
        }
    }

    #[test]
    fn a_cpu_device_is_unavailable_and_counts_nothing() {
        let mut trace = GpuTrace::start(&Device::Cpu);
        let why = trace.unavailable().expect("no tracing on the CPU").to_string();
        if cfg!(feature = "cuda") {
            assert_eq!(why, "unavailable (device is the CPU)");
        } else {
            assert_eq!(why, "unavailable (CPU build)");
        }
        trace.mark(Some(0));
        assert_eq!(trace.finish(), Err(why));
    }

    #[test]
    fn records_go_to_the_slot_of_the_interval_they_were_delivered_in() {
        // intervals: 0 → slot None (between steps), 1 → slot 0, 2 → slot 1
        let bounds = [
            bound(1_000_000, None),
            bound(2_000_000, Some(0)),
            bound(3_000_000, Some(1)),
        ];
        let recs = [
            rec(OpKind::Kernel, 1_100_000, 1_200_000, Some(0), 1),
            rec(OpKind::Memcpy, 1_300_000, 1_310_000, None, 1),
            rec(OpKind::Kernel, 2_100_000, 2_400_000, Some(1), 2),
            rec(OpKind::Memset, 0, 0, None, 2), // untimed: placed by delivery
            rec(OpKind::Kernel, 500_000, 600_000, Some(0), 0),
        ];
        let names = ["add".to_string(), "gemm".to_string()];
        let t = attribute(&bounds, &recs, &names, 0);
        assert_eq!(
            t.slot(0),
            OpCounts {
                kernels: 1,
                memcpys: 1,
                memsets: 0,
                gpu_ns: 110_000
            }
        );
        assert_eq!(
            t.slot(1),
            OpCounts {
                kernels: 1,
                memcpys: 0,
                memsets: 1,
                gpu_ns: 300_000
            }
        );
        assert_eq!(t.unattributed.ops(), 1);
        assert_eq!(t.late, 0);
        assert_eq!(t.slot(7), OpCounts::default());
        // most GPU time first
        assert_eq!(t.kernels[0].name, "gemm");
        assert_eq!(
            t.kernels[1],
            KernelStat {
                name: "add".into(),
                calls: 2,
                gpu_ns: 200_000
            }
        );
    }

    #[test]
    fn a_record_delivered_late_is_placed_by_its_start_timestamp() {
        let bounds = [
            bound(1_000_000, Some(0)),
            bound(2_000_000, Some(1)),
            bound(3_000_000, Some(2)),
        ];
        // ran in interval 0, handed over during interval 2 (and after the last mark)
        let recs = [
            rec(OpKind::Kernel, 900_000, 950_000, None, 2),
            rec(OpKind::Kernel, 1_500_000, 1_600_000, None, 3),
            // within the clock slack of the interval it was delivered in: stays there
            rec(OpKind::Kernel, 1_999_000, 2_100_000, None, 2),
        ];
        let t = attribute(&bounds, &recs, &[], 5);
        assert_eq!(t.slot(0).kernels, 1);
        assert_eq!(t.slot(1).kernels, 1);
        assert_eq!(t.slot(2).kernels, 1);
        assert_eq!((t.late, t.dropped), (2, 5));
        assert_eq!(t.unattributed.ops(), 0);
    }
}
