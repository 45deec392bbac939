//! What a run reports: `metrics.jsonl` rows (docs/DESIGN.md §11, a stable interface), the progress bar on
//! a terminal and plain log lines otherwise. The only module that uses indicatif.

use std::fs::{File, OpenOptions};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use crate::error::{Error, Result};
use crate::gpu_trace::{GpuTrace, Trace};

/// One `{"kind":"train",...}` row: logged steps (and every skipped step).
#[derive(Debug, Clone, Serialize)]
pub struct TrainRow {
    pub step: u64,
    pub opt_step: u64,
    pub loss: f64,
    pub lr: f64,
    pub scale: f64,
    pub skipped: bool,
    pub skipped_total: u64,
    /// Null on a skipped step.
    pub grad_norm: Option<f64>,
    pub tokens_per_s: f64,
    pub elapsed_s: f64,
    /// Share of gradient elements non-zero in fp32 that flush to zero in the compute dtype.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grad_underflow: Option<f64>,
    /// Share of parameter elements whose update rounded away (master weights off).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub update_lost: Option<f64>,
}

/// One `{"kind":"eval",...}` row.
#[derive(Debug, Clone, Serialize)]
pub struct EvalRow {
    pub step: u64,
    pub train_loss: f64,
    pub val_loss: f64,
    /// Wall seconds since this process started the run (evaluations included): the time to
    /// reach a validation loss.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub elapsed_s: Option<f64>,
}

#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum Record<'a> {
    Train(&'a TrainRow),
    Eval(&'a EvalRow),
}

/// Appends rows to `metrics.jsonl`, one flushed line each, and shows progress.
pub struct Metrics {
    /// None: a data-parallel rank other than 0, which writes and shows nothing.
    file: Option<File>,
    path: PathBuf,
    bar: Option<ProgressBar>,
    max_steps: u64,
}

impl Metrics {
    /// Open (append) `dir/metrics.jsonl`. A bar is shown only when stdout is a terminal.
    pub fn open(dir: &Path, max_steps: u64, first_step: u64) -> Result<Self> {
        let path = dir.join("metrics.jsonl");
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .map_err(|e| Error::io(&path, e))?;
        // A run killed mid-line leaves a torn last row: end it so the next row stays parseable.
        let torn = std::fs::read(&path)
            .map_err(|e| Error::io(&path, e))?
            .last()
            .is_some_and(|b| *b != b'\n');
        if torn {
            writeln!(file).map_err(|e| Error::io(&path, e))?;
        }
        let bar = std::io::stdout().is_terminal().then(|| {
            let bar = ProgressBar::new(max_steps);
            bar.set_style(
                ProgressStyle::with_template("{bar:30} {pos}/{len} {msg} [{elapsed_precise}<{eta_precise}]")
                    .expect("invariant: the template is a constant"),
            );
            bar.set_position(first_step);
            bar
        });
        Ok(Self {
            file: Some(file),
            path,
            bar,
            max_steps,
        })
    }

    /// Metrics that go nowhere: the data-parallel ranks other than 0 (rank 0 logs the job).
    pub fn silent(max_steps: u64) -> Self {
        Self {
            file: None,
            path: PathBuf::new(),
            bar: None,
            max_steps,
        }
    }

    fn write(&mut self, rec: Record) -> Result<()> {
        let Some(file) = &mut self.file else {
            return Ok(());
        };
        let line = serde_json::to_string(&rec).expect("invariant: rows always serialize");
        writeln!(file, "{line}").map_err(|e| Error::io(&self.path, e))
    }

    /// Record a train row and show it.
    pub fn train(&mut self, row: &TrainRow, step_ms: f64) -> Result<()> {
        self.write(Record::Train(row))?;
        let norm = row.grad_norm.map_or("-".to_string(), |n| format!("{n:.2}"));
        let line = format!(
            "step {}/{} | loss {:.4} | norm {norm} | scale {} | lr {:.1e} | skipped {} | {step_ms:.1} ms | {:.0} tok/s",
            row.step, self.max_steps, row.loss, row.scale, row.lr, row.skipped_total, row.tokens_per_s
        );
        self.show(&line, row.step);
        Ok(())
    }

    /// Record an eval row and show it.
    pub fn eval(&mut self, row: &EvalRow) -> Result<()> {
        self.write(Record::Eval(row))?;
        self.note(&format!(
            "eval step {} | train loss {:.4} | val loss {:.4}",
            row.step, row.train_loss, row.val_loss
        ));
        Ok(())
    }

    /// Advance the bar without a row (steps between log points).
    pub fn tick(&self, step: u64) {
        if let Some(bar) = &self.bar {
            bar.set_position(step);
        }
    }

    /// A line that stays in the log (above the bar on a terminal).
    pub fn note(&self, line: &str) {
        if self.file.is_none() {
            return;
        }
        match &self.bar {
            Some(bar) => bar.println(line),
            None => println!("{line}"),
        }
    }

    fn show(&self, line: &str, step: u64) {
        if self.file.is_none() {
            return;
        }
        match &self.bar {
            Some(bar) => {
                bar.set_position(step);
                bar.set_message(line.to_string());
            }
            None => println!("{line}"),
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish();
        }
    }
}

/// A byte-count progress reporter for downloads: a bar on a terminal, else nothing.
pub fn download_progress() -> impl FnMut(u64, Option<u64>) {
    let bar: Option<ProgressBar> = std::io::stderr().is_terminal().then(ProgressBar::no_length);
    move |done, total| {
        if let Some(bar) = &bar {
            if let Some(t) = total {
                bar.set_length(t);
            }
            bar.set_position(done);
        }
    }
}

/// The phases of a training step, in order (train/step.rs numbers them the same way).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Forward,
    Backward,
    UnscaleCheck,
    Clip,
    Optimizer,
    Other,
}

impl Phase {
    pub const ALL: [Phase; 6] = [
        Phase::Forward,
        Phase::Backward,
        Phase::UnscaleCheck,
        Phase::Clip,
        Phase::Optimizer,
        Phase::Other,
    ];

    fn name(self) -> &'static str {
        match self {
            Phase::Forward => "forward (incl. master casts, batch)",
            Phase::Backward => "backward",
            Phase::UnscaleCheck => "unscale + inf/NaN check + norm",
            Phase::Clip => "clip",
            Phase::Optimizer => "optimizer (AdamW)",
            Phase::Other => "scaler update, bookkeeping",
        }
    }
}

/// Per-phase step timing (`train --profile-steps N`). Disabled, every call is a no-op; enabled,
/// it synchronises the device at each phase boundary so GPU time lands in the right phase.
pub struct Profiler {
    device: Option<candle_core::Device>,
    last: std::time::Instant,
    current: [f64; 6],
    steps: Vec<[f64; 6]>,
    /// With `traced`: the GPU operations of each phase, marked at the same boundaries.
    trace: Option<GpuTrace>,
}

impl Profiler {
    pub fn disabled() -> Self {
        Self {
            device: None,
            last: std::time::Instant::now(),
            current: [0.0; 6],
            steps: Vec::new(),
            trace: None,
        }
    }

    pub fn enabled(device: &candle_core::Device) -> Self {
        Self {
            device: Some(device.clone()),
            ..Self::disabled()
        }
    }

    /// Enabled, and charging the GPU operations that `trace` records to the phases as well.
    pub fn traced(device: &candle_core::Device, trace: GpuTrace) -> Self {
        Self {
            trace: Some(trace),
            ..Self::enabled(device)
        }
    }

    pub fn is_enabled(&self) -> bool {
        self.device.is_some()
    }

    /// Mark the start of a step.
    pub fn start(&mut self) -> Result<()> {
        if let Some(d) = &self.device {
            d.synchronize()?;
            if let Some(t) = &mut self.trace {
                t.mark(None); // whatever ran since the last step belongs to no phase
            }
            self.last = std::time::Instant::now();
            self.current = [0.0; 6];
        }
        Ok(())
    }

    /// Charge the time since the last mark to `phase`.
    pub fn lap(&mut self, phase: Phase) -> Result<()> {
        if let Some(d) = &self.device {
            d.synchronize()?; // profiling only: a host sync per phase boundary
            let now = std::time::Instant::now();
            let i = Phase::ALL
                .iter()
                .position(|p| *p == phase)
                .expect("invariant: ALL lists every phase");
            self.current[i] += now.duration_since(self.last).as_secs_f64() * 1e3;
            if let Some(t) = &mut self.trace {
                t.mark(Some(i));
            }
            self.last = now;
        }
        Ok(())
    }

    /// Close the step's record.
    pub fn end(&mut self) -> Result<()> {
        if self.is_enabled() {
            self.lap(Phase::Other)?;
            self.steps.push(self.current);
        }
        Ok(())
    }

    /// Stop the trace (of a `traced` profiler) and report its operations per phase and step.
    pub fn gpu_ops(&mut self) -> Result<GpuOps> {
        let Some(trace) = self.trace.take() else {
            return Ok(GpuOps::unavailable("unavailable (the profiler was not traced)"));
        };
        if let Some(d) = &self.device {
            d.synchronize()?; // profiling only: the trace's last records must be complete
        }
        Ok(match trace.finish() {
            Ok(t) => GpuOps::from_trace(&t, self.steps.len()),
            Err(why) => GpuOps::unavailable(&why),
        })
    }

    /// Median milliseconds per phase over the recorded steps, as a table.
    pub fn table(&self) -> String {
        let median = |mut v: Vec<f64>| -> f64 {
            v.sort_by(f64::total_cmp);
            if v.is_empty() {
                0.0
            } else {
                v[v.len() / 2]
            }
        };
        let per_phase: Vec<f64> = (0..6)
            .map(|i| median(self.steps.iter().map(|s| s[i]).collect()))
            .collect();
        let total = median(self.steps.iter().map(|s| s.iter().sum()).collect());
        let mut out = format!("profile over {} steps (median ms per step)\n", self.steps.len());
        out += &format!("{:<40} {:>10} {:>7}\n", "phase", "ms", "share");
        for (p, ms) in Phase::ALL.iter().zip(&per_phase) {
            out += &format!("{:<40} {:>10.2} {:>6.1}%\n", p.name(), ms, 100.0 * ms / total.max(1e-9));
        }
        out += &format!("{:<40} {:>10.2}\n", "whole step", total);
        out
    }
}

/// The kernels listed under the GPU operations table.
const TOP_KERNELS: usize = 40;
/// Kernel names (cuBLAS's run past 100 characters) are cut to this many.
const KERNEL_NAME_WIDTH: usize = 60;

/// One phase's GPU operations, mean per step.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct PhaseOps {
    pub kernels: f64,
    pub memcpys: f64,
    pub memsets: f64,
    /// GPU-busy time: the summed durations of the phase's operations.
    pub gpu_ms: f64,
}

impl PhaseOps {
    /// Kernel launches + memcpys + memsets.
    pub fn ops(&self) -> f64 {
        self.kernels + self.memcpys + self.memsets
    }

    fn mean(c: crate::gpu_trace::OpCounts, steps: f64) -> Self {
        Self {
            kernels: c.kernels as f64 / steps,
            memcpys: c.memcpys as f64 / steps,
            memsets: c.memsets as f64 / steps,
            gpu_ms: c.gpu_ns as f64 / 1e6 / steps,
        }
    }
}

/// One kernel of the "top kernels" table, mean per step.
#[derive(Debug, Clone, PartialEq)]
pub struct KernelOps {
    pub name: String,
    pub calls: f64,
    pub gpu_us: f64,
    /// Of the step's GPU-busy time.
    pub share: f64,
}

/// The GPU operations of each step phase (`train --profile-steps` on CUDA with CUPTI), means
/// over the traced steps. When there is no trace, `unavailable` says why and every number is
/// absent: the table says n/a.
#[derive(Debug, Clone, PartialEq)]
pub struct GpuOps {
    /// E.g. "unavailable (CPU build)", or why CUPTI could not be loaded.
    pub unavailable: Option<String>,
    pub steps: usize,
    /// In `Phase::ALL` order.
    pub phases: [PhaseOps; 6],
    /// Operations that ran between steps, in no phase (none expected).
    pub outside: PhaseOps,
    /// At most TOP_KERNELS, most GPU time first.
    pub top_kernels: Vec<KernelOps>,
    /// Records CUPTI dropped: when non-zero, the counts are low.
    pub dropped: u64,
    /// Records that arrived after their phase had closed, placed by GPU timestamp.
    pub late: u64,
}

impl GpuOps {
    pub fn unavailable(why: &str) -> Self {
        Self {
            unavailable: Some(why.to_string()),
            steps: 0,
            phases: [PhaseOps::default(); 6],
            outside: PhaseOps::default(),
            top_kernels: Vec::new(),
            dropped: 0,
            late: 0,
        }
    }

    /// Means per step of a trace whose slots are the positions in `Phase::ALL`.
    pub fn from_trace(trace: &Trace, steps: usize) -> Self {
        let n = steps.max(1) as f64;
        let phases: [PhaseOps; 6] = std::array::from_fn(|i| PhaseOps::mean(trace.slot(i), n));
        let busy_ns: u64 = (0..6).map(|i| trace.slot(i).gpu_ns).sum();
        let top_kernels = trace
            .kernels
            .iter()
            .take(TOP_KERNELS)
            .map(|k| KernelOps {
                name: k.name.clone(),
                calls: k.calls as f64 / n,
                gpu_us: k.gpu_ns as f64 / 1e3 / n,
                share: k.gpu_ns as f64 / busy_ns.max(1) as f64,
            })
            .collect();
        Self {
            unavailable: None,
            steps,
            phases,
            outside: PhaseOps::mean(trace.unattributed, n),
            top_kernels,
            dropped: trace.dropped,
            late: trace.late,
        }
    }

    /// GPU operations per step, all phases; None without a trace.
    pub fn ops_per_step(&self) -> Option<f64> {
        self.unavailable
            .is_none()
            .then(|| self.phases.iter().map(PhaseOps::ops).sum())
    }

    /// GPU-busy milliseconds per step, all phases; None without a trace.
    pub fn gpu_busy_ms(&self) -> Option<f64> {
        self.unavailable
            .is_none()
            .then(|| self.phases.iter().map(|p| p.gpu_ms).sum())
    }

    /// Operations per phase, then the top kernels.
    pub fn table(&self) -> String {
        let row = |label: &str, c: [String; 5]| {
            format!(
                "{label:<40} {:>9} {:>8} {:>8} {:>9} {:>9}\n",
                c[0], c[1], c[2], c[3], c[4]
            )
        };
        let header = row(
            "phase",
            ["kernels", "memcpy", "memset", "ops", "GPU ms"].map(String::from),
        );
        let cells = |p: &PhaseOps| {
            [
                format!("{:.1}", p.kernels),
                format!("{:.1}", p.memcpys),
                format!("{:.1}", p.memsets),
                format!("{:.1}", p.ops()),
                format!("{:.2}", p.gpu_ms),
            ]
        };
        if let Some(why) = &self.unavailable {
            let na = || ["n/a"; 5].map(String::from);
            let mut out = format!("GPU operations per step: {why}\n{header}");
            for p in Phase::ALL {
                out += &row(p.name(), na());
            }
            out += &row("whole step", na());
            out += "top kernels: n/a\n";
            return out;
        }
        let mut out = format!(
            "GPU operations per step (CUPTI: kernels, memcpy, memset; {} more steps, synced per phase; mean per step)\n{header}",
            self.steps
        );
        for (p, ops) in Phase::ALL.iter().zip(&self.phases) {
            out += &row(p.name(), cells(ops));
        }
        if self.outside.ops() > 0.0 {
            out += &row("between steps (no phase)", cells(&self.outside));
        }
        let whole = self.phases.iter().fold(PhaseOps::default(), |a, p| PhaseOps {
            kernels: a.kernels + p.kernels,
            memcpys: a.memcpys + p.memcpys,
            memsets: a.memsets + p.memsets,
            gpu_ms: a.gpu_ms + p.gpu_ms,
        });
        out += &row("whole step", cells(&whole));
        if self.dropped > 0 {
            out += &format!(
                "warning: CUPTI dropped {} records (no buffer): the counts above are low\n",
                self.dropped
            );
        }
        if self.late > 0 {
            out += &format!(
                "note: {} records arrived after their phase had ended; they were placed by GPU timestamp\n",
                self.late
            );
        }
        out += &format!(
            "top kernels by GPU time (mean per step)\n{:<w$} {:>8} {:>10} {:>7}\n",
            "kernel",
            "calls",
            "GPU µs",
            "share",
            w = KERNEL_NAME_WIDTH
        );
        for k in &self.top_kernels {
            let name: String = if k.name.chars().count() > KERNEL_NAME_WIDTH {
                k.name.chars().take(KERNEL_NAME_WIDTH - 1).chain(['…']).collect()
            } else {
                k.name.clone()
            };
            out += &format!(
                "{name:<w$} {:>8.1} {:>10.1} {:>6.1}%\n",
                k.calls,
                k.gpu_us,
                100.0 * k.share,
                w = KERNEL_NAME_WIDTH
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu_trace::{KernelStat, OpCounts};

    #[test]
    fn without_a_trace_every_cell_is_na() {
        let ops = GpuOps::unavailable("unavailable (CPU build)");
        assert_eq!(ops.ops_per_step(), None);
        assert_eq!(ops.gpu_busy_ms(), None);
        let table = ops.table();
        assert!(
            table.starts_with("GPU operations per step: unavailable (CPU build)\n"),
            "{table}"
        );
        for line in table.lines().skip(2) {
            assert!(line.contains("n/a"), "{line}");
            assert!(!line.chars().any(|c| c.is_ascii_digit()), "a number in {line:?}");
        }
    }

    #[test]
    fn a_cpu_profiler_traced_on_the_cpu_reports_unavailable() {
        let device = candle_core::Device::Cpu;
        let mut p = Profiler::traced(&device, GpuTrace::start(&device));
        p.start().unwrap();
        p.lap(Phase::Forward).unwrap();
        p.end().unwrap();
        let ops = p.gpu_ops().unwrap();
        assert!(ops.unavailable.is_some());
        assert!(ops.table().contains("n/a"));
    }

    #[test]
    fn means_per_step_and_shares_come_from_the_trace() {
        let c = |kernels, gpu_ns| OpCounts {
            kernels,
            memcpys: 2,
            memsets: 0,
            gpu_ns,
        };
        let trace = Trace {
            slots: vec![c(10, 6_000_000), c(20, 14_000_000)],
            kernels: vec![KernelStat {
                name: "x".repeat(80),
                calls: 8,
                gpu_ns: 10_000_000,
            }],
            ..Trace::default()
        };
        let ops = GpuOps::from_trace(&trace, 2);
        assert_eq!(ops.phases[0].kernels, 5.0);
        assert_eq!(ops.phases[1].ops(), 11.0);
        assert_eq!(ops.phases[5], PhaseOps::default());
        assert_eq!(ops.ops_per_step(), Some(17.0));
        assert_eq!(ops.gpu_busy_ms(), Some(10.0));
        assert_eq!(ops.top_kernels[0].calls, 4.0);
        assert_eq!(ops.top_kernels[0].gpu_us, 5_000.0);
        assert_eq!(ops.top_kernels[0].share, 0.5);
        let table = ops.table();
        assert!(
            table.contains(&format!("{}… ", "x".repeat(KERNEL_NAME_WIDTH - 1))),
            "{table}"
        );
        assert!(!table.contains("n/a"), "{table}");
        assert!(table.contains("whole step"), "{table}");
    }
}
