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
    /// Sum of the operations' durations (end − start) in ns.
    pub gpu_ns: u64,
    /// The union of the operations' intervals in ns: the time the GPU was busy with at least one
    /// of them. Below `gpu_ns` where operations overlap: a kernel launched early by programmatic
    /// dependent launch (kernels/common.cuh, `pdl_entry`) runs beside the end of the one before
    /// it, and the weight-gradient GEMMs run on a stream of their own (docs/DESIGN.md §7).
    pub busy_ns: u64,
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
    /// Where `finish` writes the timeline CSV (`MINIGPT_GPU_TIMELINE`), if anywhere.
    timeline: Option<std::path::PathBuf>,
}

impl GpuTrace {
    /// Start recording every kernel, memcpy and memset of the process. Never fails: when tracing
    /// is impossible the trace is inert and [`GpuTrace::unavailable`] says why.
    pub fn start(device: &Device) -> Self {
        Self::start_as(device, "")
    }

    /// `start`, its timeline written (when `MINIGPT_GPU_TIMELINE` asks for one) to that path
    /// with `suffix` appended: a second trace of the same process beside the first.
    pub fn start_as(device: &Device, suffix: &str) -> Self {
        let timeline = std::env::var_os(TIMELINE_ENV).map(|path| {
            let mut path = std::path::PathBuf::from(path);
            if let Ok(rank) = std::env::var("RANK") {
                path.as_mut_os_string().push(format!(".rank{rank}")); // one file per worker
            }
            path.as_mut_os_string().push(suffix);
            path
        });
        Self {
            session: cupti::Session::start(device),
            timeline,
        }
    }

    /// Whether `MINIGPT_GPU_TIMELINE` asks for timelines.
    pub fn timeline_requested() -> bool {
        std::env::var_os(TIMELINE_ENV).is_some()
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
        let timeline = self.timeline;
        self.session.and_then(|s| s.finish(timeline.as_deref()))
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
    /// CUPTI's stream id.
    stream: u32,
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
    // each timed record's interval, by slot (None: unattributed), for the busy time's union
    let mut spans: Vec<(Option<usize>, u64, u64)> = Vec::with_capacity(recs.len());
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
        let slot = bounds.get(interval).and_then(|b| b.slot);
        if gpu_ns > 0 {
            spans.push((slot, r.start, r.end));
        }
        match slot {
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
    // the union of each slot's intervals: sorted by slot, then start, and merged
    spans.sort_unstable();
    let mut i = 0;
    while i < spans.len() {
        let slot = spans[i].0;
        let (mut busy, mut open, mut close) = (0u64, spans[i].1, spans[i].2);
        while i < spans.len() && spans[i].0 == slot {
            let (_, start, end) = spans[i];
            if start > close {
                busy += close - open;
                open = start;
            }
            close = close.max(end);
            i += 1;
        }
        busy += close - open;
        match slot {
            Some(slot) => trace.slots[slot].busy_ns = busy,
            None => trace.unattributed.busy_ns = busy,
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

/// Environment variable naming a CSV file to write every traced GPU operation to (kind,
/// stream, start and end in ns, kernel name; and the interval marks): the timeline behind the
/// profile's sums, for questions they cannot answer (what overlapped what, where the GPU
/// idled). A data-parallel worker appends `.rank<RANK>`.
pub const TIMELINE_ENV: &str = "MINIGPT_GPU_TIMELINE";

#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
fn write_timeline(path: &std::path::Path, bounds: &[Bound], recs: &[Rec], names: &[String]) -> std::io::Result<()> {
    use std::io::Write;
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    writeln!(out, "kind,stream,start_ns,end_ns,name")?;
    for b in bounds {
        let slot = b.slot.map_or("-".to_string(), |s| s.to_string());
        writeln!(out, "mark,,{},{},slot {slot}", b.t_ns, b.t_ns)?;
    }
    for r in recs {
        let name = r.name.and_then(|i| names.get(i as usize)).map_or("", String::as_str);
        writeln!(
            out,
            "{:?},{},{},{},\"{}\"",
            r.kind,
            r.stream,
            r.start,
            r.end,
            name.replace('"', "'")
        )?;
    }
    out.flush()
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

        pub fn finish(self, _timeline: Option<&std::path::Path>) -> Result<Trace, String> {
            match self {}
        }
    }
}

/// CUDA builds: CUPTI's Activity API, loaded at run time.
#[cfg(feature = "cuda")]
mod cupti;

/// The part of CUPTI 13's C API we read, and its layout checks (plain Rust: compiled and tested
/// on CPU builds too).
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
mod cupti_abi;

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
            stream: 0,
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
                gpu_ns: 110_000,
                busy_ns: 110_000
            }
        );
        assert_eq!(
            t.slot(1),
            OpCounts {
                kernels: 1,
                memcpys: 0,
                memsets: 1,
                gpu_ns: 300_000,
                busy_ns: 300_000
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

    /// The busy time is the union of a slot's intervals: a kernel that starts before the one
    /// before it ends (an early launch, another stream) counts once; a gap counts nothing; an
    /// untimed record adds nothing. Fails if overlaps are summed or gaps bridged.
    #[test]
    fn busy_time_is_the_union_of_the_intervals() {
        let bounds = [bound(1_000_000, Some(0)), bound(2_000_000, None)];
        let recs = [
            rec(OpKind::Kernel, 100_000, 300_000, Some(0), 0),
            rec(OpKind::Kernel, 250_000, 400_000, Some(0), 0), // overlaps the first by 50 µs
            rec(OpKind::Kernel, 260_000, 280_000, Some(0), 0), // inside the first
            rec(OpKind::Memset, 0, 0, None, 0),
            rec(OpKind::Kernel, 600_000, 700_000, Some(0), 0), // after a 200 µs gap
            rec(OpKind::Kernel, 1_100_000, 1_200_000, Some(0), 1), // the unattributed interval
        ];
        let t = attribute(&bounds, &recs, &["k".to_string()], 0);
        assert_eq!(t.slot(0).gpu_ns, 200_000 + 150_000 + 20_000 + 100_000);
        assert_eq!(t.slot(0).busy_ns, 300_000 + 100_000);
        assert_eq!(t.unattributed.busy_ns, 100_000);
    }

    /// The timeline CSV (`MINIGPT_GPU_TIMELINE`): a header, one row per interval mark, one per
    /// operation with its kind, stream, start, end and quoted name (quotes inside replaced), in
    /// that column order. Fails if a column moves or a name with a comma splits its row.
    #[test]
    fn the_timeline_csv_has_one_row_per_mark_and_operation() {
        let dir = std::env::temp_dir().join(format!("minigpt-timeline-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tl.csv");
        let names = vec!["gemm<float, 128>".to_string(), "say \"hi\"".to_string()];
        let mut recs = vec![
            rec(OpKind::Kernel, 100, 250, Some(0), 1),
            rec(OpKind::Memcpy, 300, 310, None, 1),
        ];
        recs[0].stream = 7;
        recs.push(Rec {
            stream: 13,
            ..rec(OpKind::Kernel, 400, 420, Some(1), 2)
        });
        write_timeline(&path, &[bound(50, None), bound(500, Some(2))], &recs, &names).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines,
            [
                "kind,stream,start_ns,end_ns,name",
                "mark,,50,50,slot -",
                "mark,,500,500,slot 2",
                "Kernel,7,100,250,\"gemm<float, 128>\"",
                "Memcpy,0,300,310,\"\"",
                "Kernel,13,400,420,\"say 'hi'\"",
            ]
        );
        std::fs::remove_dir_all(&dir).unwrap();
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
