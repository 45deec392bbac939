//! CUDA builds: CUPTI's Activity API, loaded at run time with `libloading` (`cupti_abi.rs` says
//! why not through cudarc) from `$MINIGPT_CUPTI`, `libcupti.so.13` or `libcupti.so`.

use std::alloc::Layout;
use std::collections::HashMap;
use std::ffi::{c_char, c_void, CStr};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};

use super::cupti_abi::{
    decode_buffer, CompleteFn, CuptiResult, Decoded, RequestFn, API_VERSIONS, FLUSH_FORCED, KIND_CONCURRENT_KERNEL,
    KIND_MEMCPY, KIND_MEMSET, RECORD_ALIGN, SUCCESS,
};
use super::{attribute, Bound, Rec, Trace};

/// The kinds a session enables, with their names for messages.
const KINDS: [(u32, &str); 3] = [
    (KIND_CONCURRENT_KERNEL, "CONCURRENT_KERNEL"),
    (KIND_MEMCPY, "MEMCPY"),
    (KIND_MEMSET, "MEMSET"),
];

/// One activity buffer: 8 MiB holds ~38k kernel records, several steps of the M shape.
const BUFFER_BYTES: usize = 8 << 20;

/// The CUPTI entry points we use (signatures from cupti_activity.h, cupti_result.h,
/// cupti_version.h, as in cudarc's `cupti::sys`; CUPTIAPI is empty on Linux: plain C calls).
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
    let register: unsafe extern "C" fn(RequestFn, CompleteFn) -> CuptiResult = sym!("cuptiActivityRegisterCallbacks");
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
    if r != SUCCESS || !API_VERSIONS.contains(&version) {
        return Err(format!(
            "unavailable: {} reports CUPTI API version {version} ({}); minigpt reads CUDA 13's records (version {} to {}): point MINIGPT_CUPTI at CUDA 13's libcupti.so.13",
            api.path,
            api.describe(r),
            API_VERSIONS.start,
            API_VERSIONS.end - 1
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
    /// Set when a record is shorter than its CUDA 13 struct: it was not read, and the trace
    /// reports CUPTI as unavailable.
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
    Layout::from_size_align(BUFFER_BYTES, RECORD_ALIGN).expect("invariant: constant, valid layout")
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
unsafe extern "C" fn buffer_completed(_ctx: *mut c_void, _stream: u32, buffer: *mut u8, _size: usize, valid: usize) {
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
    // Read the buffer before taking the sink's lock: no CUPTI call runs under our lock, so
    // a flush on another thread (which calls back into us) cannot wait on it in a cycle.
    // `get_next_record` ends with CUPTI_ERROR_MAX_LIMIT_REACHED (no more records) or
    // _INVALID_KIND (a torn one).
    // SAFETY: CUPTI moves `rec` from one of its records in `buffer` to the next.
    let next = |rec: &mut *mut u8| unsafe { (api.get_next_record)(buffer, valid, rec) } == SUCCESS;
    // SAFETY: `next` walks the `valid` bytes of records in `buffer`, in order.
    let records = unsafe { decode_buffer(buffer, valid, next) };
    let mut layout_error = None;
    let ops: Vec<_> = records
        .into_iter()
        .filter_map(|r| match r {
            Decoded::Op {
                kind,
                start,
                end,
                stream,
                name,
            } => Some((kind, start, end, stream, name)),
            Decoded::Other => None, // a kind we did not enable
            Decoded::Short { record, bytes, want } => {
                layout_error.get_or_insert_with(|| {
                    format!(
                        "unavailable: {} delivered a {bytes}-byte record where CUDA 13's {record} has {want} bytes: not the layout minigpt reads",
                        api.path
                    )
                });
                None
            }
        })
        .collect();
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
    for (kind, start, end, stream, name) in ops {
        // SAFETY: kernel names are CUPTI's NUL-terminated strings, shared by all records of
        // a kernel and kept while CUPTI runs; the others are null.
        let name = unsafe { sink.intern(name) };
        sink.recs.push(Rec {
            kind,
            start,
            end,
            stream,
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

    pub fn finish(mut self, timeline: Option<&std::path::Path>) -> Result<Trace, String> {
        self.flush(FLUSH_FORCED); // whatever is left, complete or not
        self.stop();
        let sink = sink().take().unwrap_or_default();
        if let Some(e) = sink.layout_error {
            return Err(e);
        }
        if let Some(e) = self.error.take() {
            return Err(format!("failed: {e}"));
        }
        if let Some(path) = timeline {
            if let Err(e) = super::write_timeline(path, &self.bounds, &sink.recs, &sink.names) {
                crate::say!("note: {} not written: {e}", path.display());
            }
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
