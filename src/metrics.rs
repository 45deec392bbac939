//! What a run reports: `metrics.jsonl` rows (docs/DESIGN.md §11, a stable interface), the same
//! scalars as TensorBoard event files, the progress bar on a terminal and plain log lines
//! otherwise (the only module that uses indicatif), and the step phases (`Profiler`): timed for
//! `--profile-steps`, traced for `log.trace`, NVTX ranges in CUDA builds.

use std::fs::{File, OpenOptions};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use crate::error::{Error, Result};
use crate::gpu_trace::{GpuTrace, Trace};
use crate::tensorboard::EventWriter;
use crate::trace::Tracer;

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
    /// Model FLOPs utilisation of `tokens_per_s` per device (src/flops.rs).
    pub mfu: f64,
    pub elapsed_s: f64,
    /// Share of gradient elements non-zero in fp32 that flush to zero in the compute dtype.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grad_underflow: Option<f64>,
    /// Share of parameter elements whose update rounded away (master weights off).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub update_lost: Option<f64>,
    /// With the loss-spike guard on: whether the step was skipped as a spike (`skipped` is
    /// then true too), and the run's spikes so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spike: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spikes_total: Option<u64>,
    /// FP8 runs: values clipped at E4M3's 448 or E5M2's 57,344 since the last row.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fp8_saturated: Option<u64>,
}

/// One `{"kind":"rollback",...}` row: the spike guard took the run back to a checkpoint.
#[derive(Debug, Clone, Serialize)]
pub struct RollbackRow {
    /// The step the spikes were counted at, and the checkpoint's step the run continues from.
    pub step: u64,
    pub to_step: u64,
    pub checkpoint: PathBuf,
    /// Batches skipped so far: step s now trains on the batch of step s + data_offset.
    pub data_offset: u64,
    pub rollbacks: u32,
    pub spikes_total: u64,
}

/// One `{"kind":"resume",...}` row: a run went on from a checkpoint; what an earlier attempt
/// logged past its step is superseded (`plot::current_rows`).
#[derive(Debug, Clone, Serialize)]
pub struct ResumeRow {
    /// The checkpoint's step: the run logs again from the step after it.
    pub step: u64,
    pub checkpoint: PathBuf,
}

/// One `{"kind":"diverged",...}` row: the run stopped because it diverged (the loss scaler's
/// overflows at its floor, or the spike guard's rollbacks spent or impossible), after the row of
/// the step it stopped at; `reason` is the error's own line. A resume from an earlier checkpoint
/// supersedes it with the rest of that attempt.
#[derive(Debug, Clone, Serialize)]
pub struct DivergedRow {
    pub step: u64,
    pub reason: String,
}

/// One `{"kind":"eval",...}` row.
#[derive(Debug, Clone, Serialize)]
pub struct EvalRow {
    pub step: u64,
    pub train_loss: f64,
    pub val_loss: f64,
    /// Wall seconds of training along the run's path (evaluations included; `run_time_at`): the
    /// time to reach a validation loss.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub elapsed_s: Option<f64>,
}

#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum Record<'a> {
    Train(&'a TrainRow),
    Eval(&'a EvalRow),
    Rollback(&'a RollbackRow),
    Resume(&'a ResumeRow),
    Diverged(&'a DivergedRow),
}

/// What a run shows and writes besides metrics.jsonl.
#[derive(Debug, Clone, Copy, Default)]
pub struct MetricsOptions {
    /// Also write the rows as TensorBoard scalars (`log.tensorboard`).
    pub tensorboard: bool,
    /// The loss scaler runs: show the loss scale and the skipped steps.
    pub scaler: bool,
}

/// Appends rows to `metrics.jsonl`, one flushed line each, writes them to TensorBoard, and
/// shows progress.
pub struct Metrics {
    /// None: a data-parallel rank other than 0, which writes and shows nothing.
    file: Option<File>,
    /// The file's length after the last whole row: a row that fails part way is cut back to it.
    len: u64,
    path: PathBuf,
    tensorboard: Option<EventWriter>,
    bar: Option<ProgressBar>,
    max_steps: u64,
    opts: MetricsOptions,
    /// Where this process started (step, time): the rate behind the ETA.
    began: (u64, std::time::Instant),
}

impl Metrics {
    /// Open (append) `dir/metrics.jsonl` and, with `opts.tensorboard`, a new event file beside
    /// it. A bar is shown only when stdout is a terminal.
    pub fn open(dir: &Path, max_steps: u64, first_step: u64, opts: MetricsOptions) -> Result<Self> {
        let path = dir.join("metrics.jsonl");
        // A fresh run (step 0) finding rows here: an earlier attempt that died before its first
        // checkpoint (`train` refuses a directory with checkpoints). Its rows would mix with this
        // run's in `report` and `plot`; they are moved aside, not lost.
        let (moved, moved_events) = match first_step {
            0 => (set_aside(&path)?, crate::tensorboard::set_aside(dir)?),
            _ => (None, None),
        };
        let failed = |e| failed_write(&path, e);
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .read(true)
            .open(&path)
            .map_err(failed)?;
        // A run killed mid-line leaves a torn last row: end it so the next row stays parseable.
        // Only the last byte is read (a file that is no regular file has none to read).
        let mut len = file.metadata().map_err(failed)?.len();
        let mut last = [0u8];
        if len > 0 {
            use std::os::unix::fs::FileExt;
            file.read_exact_at(&mut last, len - 1).map_err(failed)?;
            if last[0] != b'\n' {
                file.write_all(b"\n").map_err(failed)?;
                len += 1;
            }
        }
        // A resumed run restarts after its checkpoint: TensorBoard drops what a killed process
        // logged from there on (metrics.jsonl keeps both; readers take the later rows).
        let tensorboard = match opts.tensorboard {
            true => Some(EventWriter::create(dir, first_step + (first_step > 0) as u64)?),
            false => None,
        };
        let bar = std::io::stdout().is_terminal().then(|| {
            let bar = ProgressBar::new(max_steps);
            bar.set_style(
                ProgressStyle::with_template("{bar:30} {pos}/{len} {msg} [{elapsed_precise}]")
                    .expect("invariant: the template is a constant"),
            );
            bar.set_position(first_step);
            bar
        });
        let metrics = Self {
            file: Some(file),
            len,
            path,
            tensorboard,
            bar,
            max_steps,
            opts,
            began: (first_step, std::time::Instant::now()),
        };
        if let Some(to) = moved {
            metrics.note(&format!(
                "{} held the rows of an earlier attempt that wrote no checkpoint: moved to {}",
                metrics.path.display(),
                to.display()
            ));
        }
        if let Some(to) = moved_events {
            metrics.note(&format!(
                "{} held the TensorBoard event files of an earlier attempt: moved to {}",
                dir.display(),
                to.display()
            ));
        }
        Ok(metrics)
    }

    /// Metrics that go nowhere: the data-parallel ranks other than 0 (rank 0 logs the job).
    pub fn silent(max_steps: u64) -> Self {
        Self {
            file: None,
            len: 0,
            path: PathBuf::new(),
            tensorboard: None,
            bar: None,
            max_steps,
            opts: MetricsOptions::default(),
            began: (0, std::time::Instant::now()),
        }
    }

    fn write(&mut self, rec: Record) -> Result<()> {
        let Some(file) = &mut self.file else {
            return Ok(());
        };
        let mut line = serde_json::to_string(&rec).expect("invariant: rows always serialize");
        line.push('\n');
        // one write of the whole row; one that fails part way (a full disk) is cut back, so no
        // torn row is left behind (cutting frees space, it needs none)
        if let Err(e) = file.write_all(line.as_bytes()) {
            let _ = file.set_len(self.len);
            return Err(failed_write(&self.path, e));
        }
        self.len += line.len() as u64;
        let Some(tb) = &mut self.tensorboard else {
            return Ok(());
        };
        // an event file that takes no more (a full disk) fails the run as metrics.jsonl does:
        // the trainer names the checkpoint that stands and how to go on
        let written = match rec {
            Record::Train(r) => {
                let mut v = vec![
                    ("train/loss", r.loss),
                    ("train/lr", r.lr),
                    ("train/loss_scale", r.scale),
                    ("train/skipped_total", r.skipped_total as f64),
                    ("train/tokens_per_s", r.tokens_per_s),
                    ("train/mfu", r.mfu),
                ];
                // only when the row has them, as in metrics.jsonl (no norm on a skipped step)
                let optional = [
                    ("train/grad_norm", r.grad_norm),
                    ("train/grad_underflow", r.grad_underflow),
                    ("train/update_lost", r.update_lost),
                ];
                v.extend(optional.iter().filter_map(|(t, x)| x.map(|x| (*t, x))));
                tb.scalars(r.step, &v)
            }
            Record::Eval(r) => tb.scalars(
                r.step,
                &[("eval/train_loss", r.train_loss), ("eval/val_loss", r.val_loss)],
            ),
            // not a curve: the abandoned points after the checkpoint are dropped from the ones
            // TensorBoard shows, as `plot::current_rows` drops their rows
            Record::Rollback(r) => tb.restart_at(r.to_step + 1),
            // a resumed run's event file starts at the step after its checkpoint already
            Record::Resume(_) => Ok(()),
            // not a scalar: the curves end at the step the run stopped at
            Record::Diverged(_) => Ok(()),
        };
        written.map_err(|e| failed_write(tb.path(), e))
    }

    /// Time left at this process's rate so far, as "1h02m" / "3m05s" / "12s"; "-" before a step.
    fn eta(&self, step: u64) -> String {
        let (first, t0) = self.began;
        let done = step.saturating_sub(first);
        if done == 0 {
            return "-".into();
        }
        let secs = (t0.elapsed().as_secs_f64() / done as f64 * self.max_steps.saturating_sub(step) as f64) as u64;
        match (secs / 3600, secs / 60 % 60, secs % 60) {
            (0, 0, s) => format!("{s}s"),
            (0, m, s) => format!("{m}m{s:02}s"),
            (h, m, _) => format!("{h}h{m:02}m"),
        }
    }

    /// Record a train row and show it.
    pub fn train(&mut self, row: &TrainRow, step_ms: f64) -> Result<()> {
        self.write(Record::Train(row))?;
        let norm = row.grad_norm.map_or("-".to_string(), |n| format!("{n:.2}"));
        // the scaler's state only where there is one
        let scaler = match self.opts.scaler {
            true => format!(" | scale {} | skipped {}", row.scale, row.skipped_total),
            false => String::new(),
        };
        let spike = match (row.spike, row.spikes_total) {
            // the run's spikes (`spikes_total`), not its skipped steps (`skipped_total`, which
            // a rollback rewinds with the rest of the path)
            (Some(true), Some(n)) => format!(" | spike, skipped (the run's spike {n})"),
            _ => String::new(),
        };
        let spike = match row.fp8_saturated {
            Some(n) if n > 0 => format!("{spike} | fp8 clipped {n}"),
            _ => spike,
        };
        let line = format!(
            "step {}/{} | loss {:.4} | norm {norm}{scaler}{spike} | lr {:.1e} | {step_ms:.1} ms | {:.0} tok/s | MFU {:.1} % | eta {}",
            row.step,
            self.max_steps,
            row.loss,
            row.lr,
            row.tokens_per_s,
            100.0 * row.mfu,
            self.eta(row.step)
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

    /// Record a rollback row and say it.
    pub fn rollback(&mut self, row: &RollbackRow) -> Result<()> {
        self.write(Record::Rollback(row))?;
        self.note(&format!(
            "spike guard: rolled back from step {} to the checkpoint at step {} ({}); the data now runs {} batches ahead of the step (the spikes' batches are passed over), rollback {}",
            row.step,
            row.to_step,
            row.checkpoint.display(),
            row.data_offset,
            row.rollbacks
        ));
        Ok(())
    }

    /// Record that the run went on from a checkpoint (a resume row, not shown: the resume says
    /// it on its own line).
    pub fn resume(&mut self, row: &ResumeRow) -> Result<()> {
        self.write(Record::Resume(row))
    }

    /// Record that the run stopped diverged (not shown: the error says it).
    pub fn diverged(&mut self, row: &DivergedRow) -> Result<()> {
        self.write(Record::Diverged(row))
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
            None => crate::notice::progress(line),
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
            None => crate::notice::progress(line),
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

/// The phases of a run: those of a training step, in order (`Phase::ALL`), then the work
/// between steps that a trace also shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Data,
    Forward,
    Backward,
    UnscaleCheck,
    Optimizer,
    Other,
    Evaluation,
    Checkpoint,
}

/// The number of step phases: the rows of the profile tables.
pub const STEP_PHASES: usize = 6;

impl Phase {
    /// The phases of a training step, in order.
    pub const ALL: [Phase; STEP_PHASES] = [
        Phase::Data,
        Phase::Forward,
        Phase::Backward,
        Phase::UnscaleCheck,
        Phase::Optimizer,
        Phase::Other,
    ];

    /// The position in `ALL` (the profile tables' row, the GPU trace's slot); None for the
    /// phases between steps.
    pub fn index(self) -> Option<usize> {
        Phase::ALL.iter().position(|p| *p == self)
    }

    fn name(self) -> &'static str {
        match self {
            Phase::Data => "data (batch, weight copies)",
            Phase::Forward => "forward",
            Phase::Backward => "backward",
            Phase::UnscaleCheck => "unscale + inf/NaN check + norm",
            Phase::Optimizer => "optimizer (clip + AdamW)",
            Phase::Other => "scaler update, bookkeeping",
            Phase::Evaluation => "evaluation",
            Phase::Checkpoint => "checkpoint",
        }
    }

    /// The span name in traces and NVTX ranges.
    pub fn trace_name(self) -> &'static str {
        match self {
            Phase::Data => "data",
            Phase::Forward => "forward",
            Phase::Backward => "backward",
            Phase::UnscaleCheck => "unscale + check",
            Phase::Optimizer => "optimizer",
            Phase::Other => "scaler update",
            Phase::Evaluation => "evaluation",
            Phase::Checkpoint => "checkpoint",
        }
    }
}

/// The step phases as they happen: a step is `start`, then `enter(phase)` at the start of each
/// phase (which ends the one before), then `end`; evaluation and checkpoints are `enter` ...
/// `leave` between steps. Each phase can be
/// - timed (`enabled`, `train --profile-steps`): milliseconds per phase, the device synchronised
///   at every boundary so GPU time lands in the phase that queued it;
/// - charged its GPU operations (`traced`, CUPTI);
/// - written to a Chrome trace (`chrome`, `log.trace`), synchronised the same way;
/// - an NVTX range (CUDA builds, always: a no-op unless Nsight Systems is attached; no sync).
///
/// `disabled` does none of the first three: every call is cheap.
pub struct Profiler {
    /// Synchronise at phase boundaries (timing or a Chrome trace).
    device: Option<candle_core::Device>,
    /// Record per-phase times for `table`.
    timing: bool,
    last: std::time::Instant,
    current: [f64; STEP_PHASES],
    steps: Vec<[f64; STEP_PHASES]>,
    /// With `traced`: the GPU operations of each phase, marked at the same boundaries.
    trace: Option<GpuTrace>,
    /// Spans for the Chrome trace and NVTX.
    spans: Option<Tracer>,
    /// The open phase, and the step it belongs to.
    phase: Option<Phase>,
    step: u64,
    /// With timing on CUDA: the device memory pool's high-water mark within each phase (bytes),
    /// the largest over the recorded steps: where a step's peak memory is reached.
    peak: [u64; STEP_PHASES],
}

impl Profiler {
    /// No timing, no trace, no sync; NVTX ranges in CUDA builds.
    pub fn disabled() -> Self {
        Self {
            device: None,
            timing: false,
            last: std::time::Instant::now(),
            current: [0.0; STEP_PHASES],
            steps: Vec::new(),
            trace: None,
            spans: Tracer::nvtx(),
            phase: None,
            step: 0,
            peak: [0; STEP_PHASES],
        }
    }

    pub fn enabled(device: &candle_core::Device) -> Self {
        Self {
            device: Some(device.clone()),
            timing: true,
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

    /// Writing every phase to `tracer`'s Chrome trace, synchronised at each boundary (no timing
    /// table).
    pub fn chrome(device: &candle_core::Device, tracer: Tracer) -> Self {
        Self {
            device: tracer.writes_file().then(|| device.clone()),
            spans: Some(tracer),
            ..Self::disabled()
        }
    }

    pub fn is_enabled(&self) -> bool {
        self.timing
    }

    /// Whether the device is synchronised at every phase boundary (timing, or a Chrome trace
    /// written to a file).
    pub fn synchronises(&self) -> bool {
        self.device.is_some()
    }

    fn sync(&self) -> Result<()> {
        if let Some(d) = &self.device {
            d.synchronize()?; // profiling or tracing only: a host sync per phase boundary
        }
        Ok(())
    }

    /// Mark the start of step `step` (1-based).
    pub fn start(&mut self, step: u64) -> Result<()> {
        self.leave()?;
        self.step = step;
        self.sync()?;
        if let Some(t) = &mut self.trace {
            t.mark(None); // whatever ran since the last step belongs to no phase
        }
        if let Some(s) = &mut self.spans {
            s.begin("step", step);
        }
        self.last = std::time::Instant::now();
        self.current = [0.0; STEP_PHASES];
        Ok(())
    }

    /// `phase` starts now; the open phase, if any, ends.
    pub fn enter(&mut self, phase: Phase) -> Result<()> {
        self.leave()?;
        if let (true, Some(d)) = (self.timing, &self.device) {
            crate::ops::reset_peak_pool(d)?; // the phase's own high-water mark from here
        }
        if let Some(s) = &mut self.spans {
            s.begin(phase.trace_name(), self.step);
        }
        self.phase = Some(phase);
        Ok(())
    }

    /// End the open phase (if any): charge it the time and GPU operations since it started.
    pub fn leave(&mut self) -> Result<()> {
        let Some(phase) = self.phase.take() else {
            return Ok(());
        };
        self.sync()?;
        let now = std::time::Instant::now();
        if let (true, Some(i)) = (self.timing, phase.index()) {
            self.current[i] += now.duration_since(self.last).as_secs_f64() * 1e3;
            if let Some(high) = self
                .device
                .as_ref()
                .map(crate::ops::peak_pool_bytes)
                .transpose()?
                .flatten()
            {
                self.peak[i] = self.peak[i].max(high);
            }
        }
        if let Some(t) = &mut self.trace {
            t.mark(phase.index());
        }
        if let Some(s) = &mut self.spans {
            s.end();
        }
        self.last = now;
        Ok(())
    }

    /// Close the step's record.
    pub fn end(&mut self) -> Result<()> {
        self.leave()?;
        if let Some(s) = &mut self.spans {
            s.end(); // the step
        }
        if self.timing {
            self.steps.push(self.current);
        }
        Ok(())
    }

    /// Close the Chrome trace (if one is written): the path written.
    pub fn finish_trace(&mut self) -> Result<Option<PathBuf>> {
        match &mut self.spans {
            Some(s) => s.finish(),
            None => Ok(None),
        }
    }

    /// Stop the trace (of a `traced` profiler) and report its operations per phase and step.
    pub fn gpu_ops(&mut self) -> Result<GpuOps> {
        let Some(trace) = self.trace.take() else {
            return Ok(GpuOps::unavailable("unavailable (the profiler was not traced)"));
        };
        self.sync()?; // profiling only: the trace's last records must be complete
        Ok(match trace.finish() {
            Ok(t) => GpuOps::from_trace(&t, self.steps.len()),
            Err(why) => GpuOps::unavailable(&why),
        })
    }

    /// The largest device memory in use during any recorded phase (bytes; None off CUDA or
    /// without timing). The phases reset the pool's high-water mark, so this replaces it.
    pub fn peak_bytes(&self) -> Option<u64> {
        self.peak.iter().copied().max().filter(|&b| b > 0)
    }

    /// Median milliseconds per phase over the recorded steps, as a table (with each phase's
    /// peak device memory on CUDA).
    pub fn table(&self) -> String {
        let median = |mut v: Vec<f64>| -> f64 {
            v.sort_by(f64::total_cmp);
            if v.is_empty() {
                0.0
            } else {
                v[v.len() / 2]
            }
        };
        let per_phase: Vec<f64> = (0..STEP_PHASES)
            .map(|i| median(self.steps.iter().map(|s| s[i]).collect()))
            .collect();
        let total = median(self.steps.iter().map(|s| s.iter().sum()).collect());
        let mem = self.peak_bytes().is_some();
        let gib = |b: u64| b as f64 / (1u64 << 30) as f64;
        let mut out = format!("profile over {} steps (median ms per step)\n", self.steps.len());
        out += &format!("{:<40} {:>10} {:>7}", "phase", "ms", "share");
        out += if mem { "  peak memory\n" } else { "\n" };
        for ((p, ms), peak) in Phase::ALL.iter().zip(&per_phase).zip(&self.peak) {
            out += &format!("{:<40} {:>10.2} {:>6.1}%", p.name(), ms, 100.0 * ms / total.max(1e-9));
            out += &if mem {
                format!("  {:>7.2} GiB\n", gib(*peak))
            } else {
                "\n".into()
            };
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
    pub phases: [PhaseOps; STEP_PHASES],
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
            phases: [PhaseOps::default(); STEP_PHASES],
            outside: PhaseOps::default(),
            top_kernels: Vec::new(),
            dropped: 0,
            late: 0,
        }
    }

    /// Means per step of a trace whose slots are the positions in `Phase::ALL`.
    pub fn from_trace(trace: &Trace, steps: usize) -> Self {
        let n = steps.max(1) as f64;
        let phases: [PhaseOps; STEP_PHASES] = std::array::from_fn(|i| PhaseOps::mean(trace.slot(i), n));
        let busy_ns: u64 = (0..STEP_PHASES).map(|i| trace.slot(i).gpu_ns).sum();
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
            "GPU operations per step (CUPTI: kernels, memcpy, memset; {} more steps, synced per phase, each kernel launched once the one before it has finished; mean per step)\n{header}",
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

/// A metrics.jsonl that cannot be opened or written; the trainer adds the way on.
fn failed_write(path: &Path, reason: std::io::Error) -> Error {
    Error::MetricsWrite {
        path: path.to_path_buf(),
        reason,
        way_on: String::new(),
    }
}

/// Move a non-empty `path` to `path.N` (the first free N = 1, 2, ...) so a new attempt can
/// write its own file there; the new name, or None when there was nothing to keep.
pub(crate) fn set_aside(path: &Path) -> Result<Option<PathBuf>> {
    match std::fs::metadata(path) {
        Ok(m) if m.len() > 0 => {}
        _ => return Ok(None),
    }
    let name = path
        .file_name()
        .map_or_else(Default::default, |n| n.to_string_lossy().into_owned());
    let to = (1..)
        .map(|n| path.with_file_name(format!("{name}.{n}")))
        .find(|p| !p.exists())
        .expect("invariant: some N is free");
    std::fs::rename(path, &to).map_err(|e| Error::io(path, e))?;
    Ok(Some(to))
}

/// Seconds a run had trained by `step`, as its rows beside a checkpoint say (`dir`'s
/// metrics.jsonl as it stands, `plot::current_rows`): the `elapsed_s` of its last row at or
/// before `step`. A resumed run's rows go on from it, so the times to reach a validation loss
/// count the whole run, less what a killed attempt did after its checkpoint; 0 when no row says
/// (a checkpoint copied without its metrics).
pub fn run_time_at(dir: &Path, step: u64) -> f64 {
    let path = dir.join("metrics.jsonl");
    if !path.is_file() {
        return 0.0; // none, or no file of rows (a device would be read without end)
    }
    let Ok(text) = std::fs::read(&path).map(crate::plot::rows_text) else {
        return 0.0;
    };
    crate::plot::current_rows(&text)
        .iter()
        .filter(|r| r["step"].as_u64().is_some_and(|s| s <= step))
        .filter_map(|r| r["elapsed_s"].as_f64())
        .next_back()
        .unwrap_or(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu_trace::{KernelStat, OpCounts};

    /// An event file that takes no more rows (a full disk) fails the row as metrics.jsonl
    /// does, naming the event file, so that the trainer adds the checkpoint that stands and
    /// how to go on (it gave the OS's words alone); metrics.jsonl keeps the row.
    #[test]
    fn an_event_file_that_takes_no_rows_fails_the_row_as_a_metrics_write() {
        let dir = std::env::temp_dir().join(format!("minigpt-metrics-tb-full-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let opts = MetricsOptions {
            tensorboard: true,
            scaler: false,
        };
        let mut m = Metrics::open(&dir, 10, 0, opts).unwrap();
        let tb = m.tensorboard.take().unwrap();
        let events = tb.path().to_path_buf();
        let full = File::options().append(true).open("/dev/full").unwrap();
        m.tensorboard = Some(tb.writing_to(full));
        let row = TrainRow {
            step: 1,
            opt_step: 1,
            loss: 4.0,
            lr: 1e-3,
            scale: 1.0,
            skipped: false,
            skipped_total: 0,
            grad_norm: Some(1.0),
            tokens_per_s: 1.0,
            mfu: 0.0,
            elapsed_s: 0.1,
            grad_underflow: None,
            update_lost: None,
            spike: None,
            spikes_total: None,
            fp8_saturated: None,
        };
        match m.train(&row, 1.0) {
            Err(Error::MetricsWrite { path, reason, .. }) => {
                assert_eq!(path, events);
                assert_eq!(reason.kind(), std::io::ErrorKind::StorageFull);
            }
            other => panic!("not a metrics write error: {other:?}"),
        }
        let rows = std::fs::read_to_string(dir.join("metrics.jsonl")).unwrap();
        assert!(rows.contains("\"step\":1"), "{rows}");
        let _ = std::fs::remove_dir_all(&dir);
    }

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
        p.start(1).unwrap();
        p.enter(Phase::Forward).unwrap();
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
            busy_ns: gpu_ns,
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
