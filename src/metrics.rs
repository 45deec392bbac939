//! What a run reports: `metrics.jsonl` rows (SPEC §11, a stable interface), the progress bar on
//! a terminal and plain log lines otherwise. The only module that uses indicatif.

use std::fs::{File, OpenOptions};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use crate::error::{Error, Result};

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
}

#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum Record<'a> {
    Train(&'a TrainRow),
    Eval(&'a EvalRow),
}

/// Appends rows to `metrics.jsonl`, one flushed line each, and shows progress.
pub struct Metrics {
    file: File,
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
            file,
            path,
            bar,
            max_steps,
        })
    }

    fn write(&mut self, rec: Record) -> Result<()> {
        let line = serde_json::to_string(&rec).expect("invariant: rows always serialize");
        writeln!(self.file, "{line}").map_err(|e| Error::io(&self.path, e))
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
        match &self.bar {
            Some(bar) => bar.println(line),
            None => println!("{line}"),
        }
    }

    fn show(&self, line: &str, step: u64) {
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
}

impl Profiler {
    pub fn disabled() -> Self {
        Self {
            device: None,
            last: std::time::Instant::now(),
            current: [0.0; 6],
            steps: Vec::new(),
        }
    }

    pub fn enabled(device: &candle_core::Device) -> Self {
        Self {
            device: Some(device.clone()),
            ..Self::disabled()
        }
    }

    pub fn is_enabled(&self) -> bool {
        self.device.is_some()
    }

    /// Mark the start of a step.
    pub fn start(&mut self) -> Result<()> {
        if let Some(d) = &self.device {
            d.synchronize()?;
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
