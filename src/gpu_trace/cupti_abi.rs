//! The part of CUPTI 13's C API that `gpu_trace` reads, declared by hand, and the checks that
//! keep a different CUPTI from being misread.
//!
//! Why by hand: cudarc 0.19.10 (candle's CUDA layer) has complete bindings for this (its
//! `cupti` feature: `cupti::sys` and `cupti::result::activity`), but candle-core turns on
//! cudarc's `dynamic-linking` (features unify: one cudarc for the whole build), and with it the
//! `cupti` feature makes cudarc's build script pass `-lcupti` (and `-lcudart`) to every CUDA
//! link: building would need libcupti.so (CUDA toolkits from pip wheels often lack it), and
//! calling cudarc's functions would make libcupti.so.13 a load-time dependency, so that a
//! binary without CUPTI would not start at all. (cudarc's `dynamic-loading`, which excludes
//! `dynamic-linking`, would not do either: its loader knows no custom path and panics when the
//! library is missing.) So the functions are looked up at run time (`cupti.rs`), and the
//! record types below are transcribed, field for field, from cudarc's generated `cupti::sys`
//! for CUDA 13.0 (bindgen over cupti_activity.h): enum fields become `u32` (a value the
//! headers do not list must not be undefined behaviour), the cache-config union `u8`.
//!
//! What keeps them honest at run time: `cupti.rs` accepts only CUPTI API versions 13.x
//! ([`API_VERSIONS`]; CUDA 13.1 to 13.4 append fields to these records, per cudarc's bindings of
//! each release, and never move one), and [`decode`] reads a record only when CUPTI laid out at
//! least `size_of` its struct for it, else reports the record as too short.

use std::ffi::{c_char, c_void};
use std::mem::{offset_of, size_of};

use super::OpKind;

/// `CUptiResult` (cupti_result.h): a C enum.
pub type CuptiResult = u32;
/// `CUPTI_SUCCESS`.
pub const SUCCESS: CuptiResult = 0;
/// `CUpti_ActivityKind` values (cupti_activity.h). `CONCURRENT_KERNEL` (10) rather than `KERNEL`
/// (3), which would serialise kernels; both deliver `CUpti_ActivityKernel10` records.
pub const KIND_MEMCPY: u32 = 1;
pub const KIND_MEMSET: u32 = 2;
pub const KIND_CONCURRENT_KERNEL: u32 = 10;
/// `CUPTI_ACTIVITY_FLAG_FLUSH_FORCED` (`CUpti_ActivityFlag`).
pub const FLUSH_FORCED: u32 = 1;
/// `cuptiGetVersion` values whose records this file describes. From CUDA 13.0 the version reads
/// xxyyzz (13.0's header says 130001); CUDA 12 said 18 to 28, with older record versions.
pub const API_VERSIONS: std::ops::Range<u32> = 130_000..140_000;
/// `ACTIVITY_RECORD_ALIGNMENT` (cupti_common.h): buffers handed to CUPTI are aligned to it.
pub const RECORD_ALIGN: usize = 8;

/// `CUpti_BuffersCallbackRequestFunc`.
pub type RequestFn = unsafe extern "C" fn(buffer: *mut *mut u8, size: *mut usize, max_records: *mut usize);
/// `CUpti_BuffersCallbackCompleteFunc` (the context is a `CUcontext`).
pub type CompleteFn =
    unsafe extern "C" fn(context: *mut c_void, stream_id: u32, buffer: *mut u8, size: usize, valid_size: usize);

/// `CUpti_Activity`: every record opens with its kind.
#[repr(C)]
#[derive(Clone, Copy)]
struct Activity {
    kind: u32,
}

/// `CUpti_ActivityKernel10` (CUDA 13.0; 13.1's `CUpti_ActivityKernel11` appends `priority`).
#[repr(C, packed(8))]
#[derive(Clone, Copy)]
#[allow(non_snake_case, dead_code)]
pub struct ActivityKernel10 {
    pub kind: u32,
    pub cacheConfig: u8,
    pub sharedMemoryConfig: u8,
    pub registersPerThread: u16,
    pub partitionedGlobalCacheRequested: u32,
    pub partitionedGlobalCacheExecuted: u32,
    pub start: u64,
    pub end: u64,
    pub completed: u64,
    pub deviceId: u32,
    pub contextId: u32,
    pub streamId: u32,
    pub gridX: i32,
    pub gridY: i32,
    pub gridZ: i32,
    pub blockX: i32,
    pub blockY: i32,
    pub blockZ: i32,
    pub staticSharedMemory: i32,
    pub dynamicSharedMemory: i32,
    pub localMemoryPerThread: u32,
    pub localMemoryTotal: u32,
    pub correlationId: u32,
    pub gridId: i64,
    pub name: *const c_char,
    pub reserved0: *mut c_void,
    pub queued: u64,
    pub submitted: u64,
    pub launchType: u8,
    pub isSharedMemoryCarveoutRequested: u8,
    pub sharedMemoryCarveoutRequested: u8,
    pub padding: u8,
    pub sharedMemoryExecuted: u32,
    pub graphNodeId: u64,
    pub shmemLimitConfig: u32,
    pub graphId: u32,
    pub pAccessPolicyWindow: *mut c_void,
    pub channelID: u32,
    pub channelType: u32,
    pub clusterX: u32,
    pub clusterY: u32,
    pub clusterZ: u32,
    pub clusterSchedulingPolicy: u32,
    pub localMemoryTotal_v2: u64,
    pub maxPotentialClusterSize: u32,
    pub maxActiveClusters: u32,
    pub isDeviceLaunched: u8,
    pub padding3: [u8; 7],
}

/// `CUpti_ActivityMemcpy6` (CUDA 13.0; 13.4's `CUpti_ActivityMemcpy7` appends to it).
#[repr(C, packed(8))]
#[derive(Clone, Copy)]
#[allow(non_snake_case, dead_code)]
pub struct ActivityMemcpy6 {
    pub kind: u32,
    pub copyKind: u8,
    pub srcKind: u8,
    pub dstKind: u8,
    pub flags: u8,
    pub bytes: u64,
    pub start: u64,
    pub end: u64,
    pub deviceId: u32,
    pub contextId: u32,
    pub streamId: u32,
    pub correlationId: u32,
    pub runtimeCorrelationId: u32,
    pub pad: u32,
    pub reserved0: *mut c_void,
    pub graphNodeId: u64,
    pub graphId: u32,
    pub channelID: u32,
    pub channelType: u32,
    pub isDeviceLaunched: u8,
    pub pad2: [u8; 3],
    pub copyCount: u64,
}

/// `CUpti_ActivityMemset4` (CUDA 13.0; 13.4's `CUpti_ActivityMemset5` appends to it).
// Its tail repeats ActivityMemcpy6's fields on purpose: each struct is its own header's layout.
#[repr(C, packed(8))]
#[derive(Clone, Copy)]
#[allow(non_snake_case, dead_code)]
pub struct ActivityMemset4 {
    pub kind: u32,
    pub value: u32,
    pub bytes: u64,
    pub start: u64,
    pub end: u64,
    pub deviceId: u32,
    pub contextId: u32,
    pub streamId: u32,
    pub correlationId: u32,
    pub flags: u16,
    pub memoryKind: u16,
    pub pad: u32,
    pub reserved0: *mut c_void,
    pub graphNodeId: u64,
    pub graphId: u32,
    pub channelID: u32,
    pub channelType: u32,
    pub isDeviceLaunched: u8,
    pub pad2: [u8; 3],
}

// The transcription checked against the headers: sizeof and offsetof as the C compiler gives
// them for CUDA 13.0's cupti_activity.h (and as cudarc's bindgen layout tests assert).
const _: () = {
    assert!(size_of::<ActivityKernel10>() == 216);
    assert!(offset_of!(ActivityKernel10, start) == 16 && offset_of!(ActivityKernel10, end) == 24);
    assert!(offset_of!(ActivityKernel10, name) == 104);
    assert!(offset_of!(ActivityKernel10, isDeviceLaunched) == 208);
    assert!(size_of::<ActivityMemcpy6>() == 96);
    assert!(offset_of!(ActivityMemcpy6, start) == 16 && offset_of!(ActivityMemcpy6, end) == 24);
    assert!(size_of::<ActivityMemset4>() == 88);
    assert!(offset_of!(ActivityMemset4, start) == 16 && offset_of!(ActivityMemset4, end) == 24);
};

/// One record, reduced to what `gpu_trace` counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decoded {
    /// A kernel, memcpy or memset: GPU start and end (0 when CUPTI could not time it), and the
    /// kernel's name (CUPTI's NUL-terminated string; null for the others).
    Op {
        kind: OpKind,
        start: u64,
        end: u64,
        /// CUPTI's id of the stream it ran on.
        stream: u32,
        name: *const c_char,
    },
    /// A kind we did not enable.
    Other,
    /// CUPTI laid out fewer bytes for the record than its CUDA 13 struct has: not read.
    Short {
        record: &'static str,
        bytes: usize,
        want: usize,
    },
}

/// # Safety
/// `rec` points at `bytes` readable bytes.
unsafe fn read<T: Copy>(rec: *const u8, bytes: usize) -> Option<T> {
    // SAFETY: checked that the bytes are there; records are plain data, read unaligned.
    (bytes >= size_of::<T>()).then(|| unsafe { rec.cast::<T>().read_unaligned() })
}

/// Decode one record of `bytes` bytes (from its start to the next record's, or to the end of the
/// valid part of the buffer).
///
/// # Safety
/// `rec` points at a CUPTI activity record of `bytes` readable bytes.
unsafe fn decode(rec: *const u8, bytes: usize) -> Decoded {
    // SAFETY: `read` checks `bytes` against the struct's size.
    let Some(Activity { kind }) = (unsafe { read::<Activity>(rec, bytes) }) else {
        return Decoded::Short {
            record: "CUpti_Activity",
            bytes,
            want: size_of::<Activity>(),
        };
    };
    match kind {
        // SAFETY (all three): as for `decode`.
        KIND_CONCURRENT_KERNEL => unsafe { op::<ActivityKernel10>(rec, bytes) },
        KIND_MEMCPY => unsafe { op::<ActivityMemcpy6>(rec, bytes) },
        KIND_MEMSET => unsafe { op::<ActivityMemset4>(rec, bytes) },
        _ => Decoded::Other,
    }
}

/// A record struct [`decode`] reads: its name in cupti_activity.h, what it counts as, and what
/// is taken from it.
trait Record: Copy {
    const HEADER_NAME: &'static str;
    const OP: OpKind;
    /// GPU start and end, the stream, and the kernel's name (null for the others).
    fn span(self) -> (u64, u64, u32, *const c_char);
}

macro_rules! record {
    ($t:ident, $op:expr, |$r:ident| $name:expr) => {
        impl Record for $t {
            const HEADER_NAME: &'static str = concat!("CUpti_", stringify!($t));
            const OP: OpKind = $op;
            fn span(self) -> (u64, u64, u32, *const c_char) {
                let $r = self;
                ($r.start, $r.end, $r.streamId, $name)
            }
        }
    };
}
record!(ActivityKernel10, OpKind::Kernel, |k| k.name);
record!(ActivityMemcpy6, OpKind::Memcpy, |m| std::ptr::null());
record!(ActivityMemset4, OpKind::Memset, |m| std::ptr::null());

/// The record at `rec` read as a `T`, if CUPTI laid out the bytes of one.
///
/// # Safety
/// As for [`decode`].
unsafe fn op<T: Record>(rec: *const u8, bytes: usize) -> Decoded {
    // SAFETY: `read` checks `bytes` against the struct's size.
    match unsafe { read::<T>(rec, bytes) } {
        Some(r) => {
            let (start, end, stream, name) = r.span();
            Decoded::Op {
                kind: T::OP,
                start,
                end,
                stream,
                name,
            }
        }
        None => Decoded::Short {
            record: T::HEADER_NAME,
            bytes,
            want: size_of::<T>(),
        },
    }
}

/// Decode the `valid` bytes of a completed buffer. `next` is `cuptiActivityGetNextRecord` over
/// the buffer: it moves its argument to the following record and says whether there was one.
/// Every record's size is the distance to the next one (the last one's, to the end of `valid`).
///
/// # Safety
/// `buffer` holds `valid` bytes of records, and `next` yields pointers into them, in order.
pub unsafe fn decode_buffer(
    buffer: *const u8,
    valid: usize,
    mut next: impl FnMut(&mut *mut u8) -> bool,
) -> Vec<Decoded> {
    let mut starts = Vec::new();
    let mut rec: *mut u8 = std::ptr::null_mut();
    while next(&mut rec) {
        starts.push(rec as usize);
    }
    let end = buffer as usize + valid;
    starts
        .iter()
        .enumerate()
        .map(|(i, &at)| {
            let bytes = starts.get(i + 1).copied().unwrap_or(end).saturating_sub(at);
            // SAFETY: the record spans `bytes` bytes inside the valid part of the buffer.
            unsafe { decode(at as *const u8, bytes) }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A buffer of records laid back to back, 8-byte aligned, as CUPTI writes them.
    struct Buffer {
        words: Vec<u64>,
        starts: Vec<usize>,
    }

    impl Buffer {
        fn new() -> Self {
            Buffer {
                words: Vec::new(),
                starts: Vec::new(),
            }
        }

        fn push<T: Copy>(&mut self, rec: T, bytes: usize) {
            assert!(bytes.is_multiple_of(8) && bytes >= size_of::<Activity>());
            let at = self.words.len() * 8;
            self.words.resize(self.words.len() + bytes / 8, 0);
            let n = bytes.min(size_of::<T>());
            // SAFETY: plain data copied into a buffer of at least `n` bytes from `at`.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    (&rec as *const T).cast::<u8>(),
                    self.words.as_mut_ptr().cast::<u8>().add(at),
                    n,
                )
            };
            self.starts.push(at);
        }

        fn decode(&mut self) -> Vec<Decoded> {
            let base = self.words.as_mut_ptr().cast::<u8>();
            let mut i = 0;
            let starts = self.starts.clone();
            // SAFETY: `next` walks the records written by `push`, in order.
            unsafe {
                decode_buffer(base, self.words.len() * 8, |rec| {
                    let more = i < starts.len();
                    if more {
                        *rec = base.add(starts[i]);
                        i += 1;
                    }
                    more
                })
            }
        }
    }

    fn zeroed<T>() -> T {
        // SAFETY: test-only; every record type here is plain integers and raw pointers.
        unsafe { std::mem::zeroed() }
    }

    #[test]
    fn records_decode_by_kind_through_their_structs() {
        let name = c"badd_f32".as_ptr();
        let mut k: ActivityKernel10 = zeroed();
        (k.kind, k.start, k.end, k.name) = (KIND_CONCURRENT_KERNEL, 100, 250, name);
        let mut c: ActivityMemcpy6 = zeroed();
        (c.kind, c.start, c.end, c.bytes) = (KIND_MEMCPY, 300, 310, 4096);
        let mut s: ActivityMemset4 = zeroed();
        (s.kind, s.start, s.end, s.value) = (KIND_MEMSET, 400, 420, 7);
        let other = Activity { kind: 4 }; // CUPTI_ACTIVITY_KIND_DRIVER: not enabled here

        let mut buf = Buffer::new();
        buf.push(k, 224); // CUDA 13.1: CUpti_ActivityKernel11 appends 8 bytes
        buf.push(c, 96);
        buf.push(other, 32);
        buf.push(s, 88);
        let op = |kind, start, end, name| Decoded::Op {
            kind,
            start,
            end,
            stream: 0,
            name,
        };
        assert_eq!(
            buf.decode(),
            [
                op(OpKind::Kernel, 100, 250, name),
                op(OpKind::Memcpy, 300, 310, std::ptr::null()),
                Decoded::Other,
                op(OpKind::Memset, 400, 420, std::ptr::null()),
            ]
        );
    }

    #[test]
    fn a_record_shorter_than_its_cuda_13_struct_is_not_read() {
        let mut k: ActivityKernel10 = zeroed();
        k.kind = KIND_CONCURRENT_KERNEL;
        let mut s: ActivityMemset4 = zeroed();
        s.kind = KIND_MEMSET;
        let mut buf = Buffer::new();
        buf.push(k, 112); // e.g. an older record version: name would be read past its end
        buf.push(s, 80); // the last record: its size comes from the end of the valid bytes
        assert_eq!(
            buf.decode(),
            [
                Decoded::Short {
                    record: "CUpti_ActivityKernel10",
                    bytes: 112,
                    want: 216
                },
                Decoded::Short {
                    record: "CUpti_ActivityMemset4",
                    bytes: 80,
                    want: 88
                },
            ]
        );
    }
}
