//! `bench-precision`: the same model trained in each precision the device can run, side by side:
//! fp32, bf16, fp16 with the loss scaler and, on CUDA, bf16 with and without the custom
//! down-projection GEMV (`model.custom_down_proj`). The question it answers is the one a user
//! asks before choosing a config: what does each precision buy in step time, throughput, memory,
//! and what does it cost in loss.
//!
//! Method: for each repeat, every mode in turn (interleaved, so drift of clocks or of other load
//! on the machine spreads over all modes instead of landing on one) builds a fresh trainer from
//! the same seed, runs `warmup` untimed steps, then `steps` steps timed one by one with a device
//! sync after each. Per mode: median and 10th/90th percentiles of the step time over all timed
//! steps of all repeats, tokens/s and MFU at the median, the peak of the CUDA memory pool (reset
//! before each trainer), and the training loss of the last step (median over repeats). Nothing
//! is written to a run directory; the JSON, the PNG chart and the markdown table are the output.

use std::path::{Path, PathBuf};
use std::time::Instant;

use candle_core::Device;
use serde::Serialize;

use crate::config::{Compute, Matmul, RunConfig};
use crate::data::Corpus;
use crate::error::{Error, Result};
use crate::flops::Peak;
use crate::plot::{self, Bar, Panel};
use crate::train::Trainer;

/// One precision setup.
#[derive(Debug, Clone, PartialEq)]
pub struct Mode {
    pub name: &'static str,
    pub compute: Compute,
    /// `model.custom_down_proj`; None = the config's auto (off on the CPU and outside bf16).
    pub custom_down_proj: Option<bool>,
    /// The loss scaler: on for fp16 only.
    pub scaler: bool,
    /// `precision.matmul`: the blocks' linear layers in FP8 (E4M3/E5M2, delayed scaling).
    pub matmul: Matmul,
}

/// The modes a device runs: the custom down-projection is a CUDA kernel, so on the CPU bf16
/// runs once; FP8 (bf16 compute, the linear layers' GEMMs in FP8) on both, emulated on the CPU.
pub fn modes(cuda: bool) -> Vec<Mode> {
    let mode = |name, compute, custom_down_proj, scaler| Mode {
        name,
        compute,
        custom_down_proj,
        scaler,
        matmul: Matmul::Compute,
    };
    let mut m = vec![mode("fp32", Compute::Fp32, None, false)];
    if cuda {
        m.push(mode("bf16 (custom down-proj)", Compute::Bf16, Some(true), false));
        m.push(mode("bf16 (cuBLAS down-proj)", Compute::Bf16, Some(false), false));
    } else {
        m.push(mode("bf16", Compute::Bf16, None, false));
    }
    m.push(mode("fp16 + loss scaler", Compute::Fp16, None, true));
    m.push(Mode {
        matmul: Matmul::Fp8,
        ..mode("bf16 + fp8 linear layers", Compute::Bf16, None, false)
    });
    m
}

/// What `bench-precision` does.
pub struct PrecisionBench<'a> {
    /// The base config; each mode changes only the precision keys.
    pub cfg: RunConfig,
    /// Where the config came from (error messages).
    pub origin: PathBuf,
    /// The `--set` overrides applied to it: a mode's refusal names the one it conflicts with.
    pub sets: Vec<String>,
    pub device: Device,
    /// Loads the corpus (once per trainer: a trainer owns its corpus).
    pub corpus: &'a dyn Fn() -> Result<Corpus>,
    pub steps: u64,
    pub warmup: u64,
    pub repeats: usize,
}

/// One mode's measurements.
#[derive(Debug, Clone, Serialize)]
pub struct ModeResult {
    pub mode: String,
    pub compute: String,
    pub custom_down_proj: Option<bool>,
    pub loss_scaler: bool,
    pub median_ms: f64,
    pub p10_ms: f64,
    pub p90_ms: f64,
    pub min_ms: f64,
    pub max_ms: f64,
    /// The median step time of each repeat, in order.
    pub repeat_median_ms: Vec<f64>,
    /// At the median step time.
    pub tokens_per_s: f64,
    pub mfu: f64,
    pub peak_flops: f64,
    pub peak_source: String,
    /// The CUDA memory pool's high-water mark (max over repeats); null on the CPU.
    pub peak_gib: Option<f64>,
    /// Training loss of the last timed step, median over repeats.
    pub final_loss: f64,
    /// Skipped steps (overflow) per trainer, max over repeats.
    pub skipped_steps: u64,
}

/// The whole benchmark: what ran and each mode's result.
// The run's dimensions repeat error::RunShape's on purpose: this is the JSON schema written out.
#[derive(Debug, Clone, Serialize)]
pub struct PrecisionReport {
    pub config: String,
    pub device: String,
    pub n_layer: usize,
    pub d_model: usize,
    pub block_size: usize,
    pub batch_size: usize,
    pub grad_accum: usize,
    pub params: usize,
    pub tokens_per_step: u64,
    pub flops_per_token: f64,
    pub steps: u64,
    pub warmup: u64,
    pub repeats: usize,
    pub modes: Vec<ModeResult>,
}

/// The config of `mode`: `base` with its precision keys set (the keys `bench-precision` refuses
/// from `--set`, src/cli.rs), validated.
fn mode_config(base: &RunConfig, mode: &Mode, origin: &Path, sets: &[String], cuda: bool) -> Result<RunConfig> {
    let mut cfg = base.clone();
    cfg.precision.compute = mode.compute;
    cfg.model.custom_down_proj = mode.custom_down_proj;
    cfg.scaler.enabled = Some(mode.scaler);
    cfg.precision.matmul = mode.matmul;
    cfg.validate(origin)
        .map_err(|e| refused_by_mode(e, mode, origin, sets))?;
    cfg.check_device_limits(cuda, origin)?;
    Ok(cfg)
}

/// The keys `mode_config` sets for each mode (`bench-precision` refuses them from `--set`).
pub const MODE_KEYS: &[&str] = &[
    "precision.compute",
    "precision.matmul",
    "scaler.enabled",
    "model.custom_down_proj",
];

/// A mode's validation refusal, said as the conflict it is: the refused key is the mode's (the
/// benchmark set it, not the user), so the error names the mode and where the value it
/// conflicts with came from, the `--set` that gave it or the config file, not the file alone.
fn refused_by_mode(e: Error, mode: &Mode, origin: &Path, sets: &[String]) -> Error {
    let all = match e {
        Error::Several(all) => all,
        e => vec![e],
    };
    let said: Vec<Error> = all.into_iter().map(|e| said_by_mode(e, mode, origin, sets)).collect();
    match said.len() {
        1 => said.into_iter().next().expect("invariant: one error"),
        _ => Error::Several(said),
    }
}

/// One problem of `refused_by_mode`; a problem of a key no mode sets is left as it is.
fn said_by_mode(e: Error, mode: &Mode, origin: &Path, sets: &[String]) -> Error {
    let Error::Config {
        key, value, problem, ..
    } = &e
    else {
        return e;
    };
    if !MODE_KEYS.contains(&key.as_str()) {
        return e;
    }
    // the user's key the problem names: the last --set of it, else the config file's value
    let set_key = |s: &&String| s.split('=').next().unwrap_or("").trim().to_string();
    let given = sets.iter().rev().find(|s| {
        let k = set_key(s);
        !k.is_empty() && problem.contains(&k)
    });
    let from = match given {
        Some(s) => format!("--set {s} conflicts with it: leave that --set out"),
        None => format!("{} conflicts with it: change the value there", origin.display()),
    };
    Error::Usage(format!(
        "bench-precision's mode \"{}\" sets {key} = {value}, which {problem}; {from} (every mode runs the same config)",
        mode.name
    ))
}

/// Nearest-rank percentile of sorted values.
fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// The median: the middle value, or the middle two's mean for an even count (the nearest-rank
/// percentile gave the upper one, the maximum of two steps).
fn median(v: &[f64]) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    match s.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => s[n / 2],
        n => (s[n / 2 - 1] + s[n / 2]) / 2.0,
    }
}

/// What one trainer measured.
struct Run {
    step_ms: Vec<f64>,
    final_loss: f64,
    skipped: u64,
    peak_bytes: Option<u64>,
}

impl PrecisionBench<'_> {
    /// Each mode's config on this device, validated, in the order `run` trains them.
    pub fn configs(&self) -> Result<Vec<RunConfig>> {
        let cuda = self.device.is_cuda();
        modes(cuda)
            .iter()
            .map(|m| mode_config(&self.cfg, m, &self.origin, &self.sets, cuda))
            .collect()
    }

    /// Run every mode `repeats` times, interleaved.
    pub fn run(&self, progress: &mut dyn FnMut(&str)) -> Result<PrecisionReport> {
        if self.steps == 0 || self.repeats == 0 {
            return Err(Error::Usage(
                "bench-precision: --steps and --repeats must be at least 1".into(),
            ));
        }
        let modes = modes(self.device.is_cuda());
        let cfgs = self.configs()?;
        let mut runs: Vec<Vec<Run>> = modes.iter().map(|_| Vec::new()).collect();
        let mut shape = None;
        for rep in 0..self.repeats {
            for (i, (mode, cfg)) in modes.iter().zip(&cfgs).enumerate() {
                let run = self.one(cfg, &mut shape)?;
                progress(&format!(
                    "repeat {}/{} {:<24} median {:.2} ms/step | loss {:.4}",
                    rep + 1,
                    self.repeats,
                    mode.name,
                    median(&run.step_ms),
                    run.final_loss
                ));
                runs[i].push(run);
            }
        }
        let (params, tokens_per_step, flops_per_token) = shape.expect("invariant: at least one trainer ran");
        let results = modes
            .iter()
            .zip(&runs)
            .map(|(mode, runs)| {
                let mut all: Vec<f64> = runs.iter().flat_map(|r| r.step_ms.iter().copied()).collect();
                all.sort_by(f64::total_cmp);
                let median_ms = median(&all);
                let tokens_per_s = tokens_per_step as f64 / (median_ms / 1e3);
                let peak = Peak::of(&self.device, mode.compute, self.cfg.log.peak_flops);
                ModeResult {
                    mode: mode.name.to_string(),
                    compute: mode.compute.to_string(),
                    custom_down_proj: mode.custom_down_proj,
                    loss_scaler: mode.scaler,
                    median_ms,
                    p10_ms: percentile(&all, 10.0),
                    p90_ms: percentile(&all, 90.0),
                    min_ms: all[0],
                    max_ms: all[all.len() - 1],
                    repeat_median_ms: runs.iter().map(|r| median(&r.step_ms)).collect(),
                    tokens_per_s,
                    mfu: peak.mfu(tokens_per_s, flops_per_token, 1),
                    peak_flops: peak.flops,
                    peak_source: peak.source,
                    peak_gib: runs
                        .iter()
                        .filter_map(|r| r.peak_bytes)
                        .max()
                        .map(|b| b as f64 / (1u64 << 30) as f64),
                    final_loss: median(&runs.iter().map(|r| r.final_loss).collect::<Vec<_>>()),
                    skipped_steps: runs.iter().map(|r| r.skipped).max().unwrap_or(0),
                }
            })
            .collect();
        let (m, t) = (&self.cfg.model, &self.cfg.train);
        Ok(PrecisionReport {
            config: self.origin.display().to_string(),
            device: crate::ops::device_label(&self.device),
            n_layer: m.n_layer,
            d_model: m.d_model,
            block_size: m.block_size,
            batch_size: t.batch_size,
            grad_accum: t.grad_accum,
            params,
            tokens_per_step,
            flops_per_token,
            steps: self.steps,
            warmup: self.warmup,
            repeats: self.repeats,
            modes: results,
        })
    }

    /// One fresh trainer: warm-up, then the timed steps. `shape` gets (parameters, tokens per
    /// step, FLOPs per token) from the first.
    fn one(&self, cfg: &RunConfig, shape: &mut Option<(usize, u64, f64)>) -> Result<Run> {
        crate::ops::reset_peak_pool(&self.device)?;
        let mut t = Trainer::new(cfg.clone(), self.device.clone(), (self.corpus)()?)?;
        shape.get_or_insert((t.model.params().count(), t.tokens_per_step(), t.flops_per_token()));
        for _ in 0..self.warmup {
            t.train_step()?;
        }
        self.device.synchronize()?;
        let mut step_ms = Vec::with_capacity(self.steps as usize);
        let mut last = None;
        for _ in 0..self.steps {
            let start = Instant::now();
            let report = t.train_step()?;
            self.device.synchronize()?;
            step_ms.push(start.elapsed().as_secs_f64() * 1e3);
            last = Some(report);
        }
        let last = last.expect("invariant: steps >= 1");
        Ok(Run {
            step_ms,
            final_loss: last.loss.to_scalar::<f32>()? as f64,
            skipped: t.state.skipped_total,
            peak_bytes: crate::ops::peak_pool_bytes(&self.device)?,
        })
    }
}

impl PrecisionReport {
    /// The markdown table printed on stdout.
    pub fn table(&self) -> String {
        let mut out = format!(
            "bench-precision: {} on {} | {} layers x {}, block {}, batch {} x {} | {} steps x {} repeats after {} warm-up\n\n",
            self.config,
            self.device,
            self.n_layer,
            self.d_model,
            self.block_size,
            self.batch_size,
            self.grad_accum,
            self.steps,
            self.repeats,
            self.warmup
        );
        out += "| mode | ms/step (median) | p10–p90 ms | tokens/s | MFU | peak memory | final loss | skipped |\n";
        out += "|---|---|---|---|---|---|---|---|\n";
        for m in &self.modes {
            out += &format!(
                "| {} | {:.2} | {:.2}–{:.2} | {:.0} | {:.1} % | {} | {:.4} | {} |\n",
                m.mode,
                m.median_ms,
                m.p10_ms,
                m.p90_ms,
                m.tokens_per_s,
                100.0 * m.mfu,
                m.peak_gib.map_or("n/a (CPU)".into(), |g| format!("{g:.2} GiB")),
                m.final_loss,
                m.skipped_steps
            );
        }
        // the peaks MFU is measured against, each with the modes it applies to
        let mut peaks: Vec<(String, Vec<&str>)> = Vec::new();
        for m in &self.modes {
            let peak = format!("{} ({})", crate::flops::rate(m.peak_flops), m.peak_source);
            match peaks.iter_mut().find(|(p, _)| *p == peak) {
                Some((_, modes)) => modes.push(&m.mode),
                None => peaks.push((peak, vec![&m.mode])),
            }
        }
        let peaks: Vec<String> = peaks
            .iter()
            .map(|(p, modes)| format!("{p} for {}", modes.join(", ")))
            .collect();
        out += &format!("\nMFU against {}\n", peaks.join("; "));
        out
    }

    /// Write `bench-precision.png` and `bench-precision.json` into `dir`, each whole or not at
    /// all (through a temporary and a rename: a full disk leaves the earlier file, not a torn
    /// one), the larger PNG first, so that the likelier failure leaves both earlier files; the
    /// two paths.
    pub fn write(&self, dir: &Path) -> Result<(PathBuf, PathBuf)> {
        std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
        let png = dir.join("bench-precision.png");
        let bars = |value: &dyn Fn(&ModeResult) -> f64| -> Vec<Bar> {
            self.modes
                .iter()
                .map(|m| Bar {
                    label: chart_label(&m.mode),
                    value: value(m),
                    whisker: None,
                })
                .collect()
        };
        let per_s = self.tokens_per_step as f64 * 1e3;
        let mut tokens = bars(&|m| m.tokens_per_s);
        for (bar, m) in tokens.iter_mut().zip(&self.modes) {
            bar.whisker = Some((per_s / m.p90_ms, per_s / m.p10_ms));
        }
        let mut panels = vec![
            Panel {
                title: "tokens/s (median; whisker p10–p90 step time)".into(),
                bars: tokens,
                decimals: None,
            },
            Panel {
                title: "MFU %".into(),
                bars: bars(&|m| 100.0 * m.mfu),
                decimals: Some(1),
            },
        ];
        if self.modes.iter().any(|m| m.peak_gib.is_some()) {
            panels.push(Panel {
                title: "peak memory GiB".into(),
                bars: bars(&|m| m.peak_gib.unwrap_or(f64::NAN)),
                decimals: Some(2),
            });
        }
        panels.push(Panel {
            title: format!("training loss after {} steps", self.warmup + self.steps),
            bars: bars(&|m| m.final_loss),
            decimals: Some(4),
        });
        let title = format!(
            "bench-precision: {} layers x {}, block {}, batch {} on {}",
            self.n_layer, self.d_model, self.block_size, self.batch_size, self.device
        );
        let width = 480 * panels.len() as u32;
        plot::bar_chart(&title, &panels, &png, (width, 560))?;
        let json = dir.join("bench-precision.json");
        let text = serde_json::to_string_pretty(self).expect("invariant: the report serializes") + "\n";
        crate::atomic_file::write_atomic(&json, |tmp| std::fs::write(tmp, &text))
            .map_err(|e| plot::not_written(&json, e))?;
        Ok((json, png))
    }
}

/// A mode's name short enough for the chart's axis, e.g. "bf16 custom" for "bf16 (custom
/// down-proj)"; the table and the JSON keep the full one.
fn chart_label(mode: &str) -> String {
    mode.replace(" (custom down-proj)", " custom")
        .replace(" (cuBLAS down-proj)", " cuBLAS")
        .replace(" + loss scaler", " scaled")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_of_an_even_count_is_the_middle_two_s_mean() {
        assert!((median(&[646.99, 299.15]) - 473.07).abs() < 1e-9);
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn the_cpu_runs_four_modes_and_cuda_five() {
        let names = |c| modes(c).iter().map(|m| m.name).collect::<Vec<_>>();
        assert_eq!(
            names(false),
            ["fp32", "bf16", "fp16 + loss scaler", "bf16 + fp8 linear layers"]
        );
        assert_eq!(names(true).len(), 5);
        assert!(modes(true)
            .iter()
            .any(|m| m.matmul == Matmul::Fp8 && m.compute == Compute::Bf16));
        assert!(modes(true).iter().any(|m| m.custom_down_proj == Some(false)));
        assert!(modes(false).iter().all(|m| m.scaler == (m.compute == Compute::Fp16)));
    }

    /// A mode refused for a value the user gave names that value's origin: the `--set` that
    /// gave it, or else the config file, and the mode whose key it conflicts with. Fails if the
    /// refusal blames the config file for a `--set`'s value (`t.toml: precision.matmul = ...`).
    #[test]
    fn a_mode_refused_names_the_origin_of_the_value_it_conflicts_with() {
        let origin = Path::new("t.toml");
        let fp8 = modes(false).into_iter().find(|m| m.matmul == Matmul::Fp8).unwrap();
        let set = "precision.master_weights=false".to_string();
        let base = RunConfig::parse("", origin, std::slice::from_ref(&set)).unwrap();
        let said = |sets: &[String]| {
            mode_config(&base, &fp8, origin, sets, false)
                .map(|_| ())
                .unwrap_err()
                .to_string()
        };
        let e = said(std::slice::from_ref(&set));
        assert!(
            e.contains(&format!("--set {set} conflicts")) && e.contains(fp8.name) && !e.starts_with("t.toml:"),
            "{e}"
        );
        assert_eq!(e.lines().count(), 1, "{e}");
        // the same value from the file is the file's
        let e = said(&[]);
        assert!(e.contains("t.toml conflicts") && !e.contains("--set"), "{e}");
        // the other modes run it
        for m in modes(false).iter().filter(|m| m.matmul != Matmul::Fp8) {
            assert!(mode_config(&base, m, origin, std::slice::from_ref(&set), false).is_ok());
        }
    }

    #[test]
    fn percentiles_are_nearest_rank() {
        let v: Vec<f64> = (1..=11).map(f64::from).collect();
        assert_eq!(percentile(&v, 50.0), 6.0);
        assert_eq!(percentile(&v, 10.0), 2.0);
        assert_eq!(percentile(&v, 90.0), 10.0);
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
    }

    /// A report of two made-up modes, for the writing tests.
    fn a_report() -> PrecisionReport {
        let mode = |name: &str, ms: f64| ModeResult {
            mode: name.into(),
            compute: name.into(),
            custom_down_proj: None,
            loss_scaler: false,
            median_ms: ms,
            p10_ms: ms * 0.9,
            p90_ms: ms * 1.1,
            min_ms: ms * 0.8,
            max_ms: ms * 1.2,
            repeat_median_ms: vec![ms],
            tokens_per_s: 1e6 / ms,
            mfu: 0.3,
            peak_flops: 1e12,
            peak_source: "test".into(),
            peak_gib: None,
            final_loss: 4.0,
            skipped_steps: 0,
        };
        PrecisionReport {
            config: "configs/tiny.toml".into(),
            device: "cpu".into(),
            n_layer: 2,
            d_model: 64,
            block_size: 32,
            batch_size: 4,
            grad_accum: 1,
            params: 100_000,
            tokens_per_step: 128,
            flops_per_token: 6e5,
            steps: 2,
            warmup: 1,
            repeats: 1,
            modes: vec![mode("fp32", 20.0), mode("bf16", 12.0)],
        }
    }

    /// A results file that cannot be written (a full disk, simulated by its temporary linked to
    /// /dev/full) leaves the earlier PNG and JSON whole, and no temporary; the error says the
    /// earlier file is unchanged and what to do. Both were written in place (a truncated PNG).
    #[test]
    fn results_that_cannot_be_written_leave_the_earlier_files() {
        let dir = std::env::temp_dir().join(format!("minigpt-bench-full-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (json, png) = a_report().write(&dir).unwrap();
        let earlier = (std::fs::read(&json).unwrap(), std::fs::read(&png).unwrap());
        let mut faster = a_report();
        faster.modes[1].median_ms = 6.0;
        for blocked in [&png, &json] {
            let tmp = crate::atomic_file::temp_for(blocked);
            std::os::unix::fs::symlink("/dev/full", &tmp).unwrap();
            let e = faster.write(&dir).unwrap_err().to_string();
            assert!(
                e.contains(&*blocked.to_string_lossy())
                    && e.contains("earlier file there is unchanged")
                    && e.contains("free space"),
                "{e}"
            );
            assert!(!tmp.is_symlink(), "the temporary {} was left", tmp.display());
            if blocked == &png {
                // the PNG is written first: neither file changed
                let now = (std::fs::read(&json).unwrap(), std::fs::read(&png).unwrap());
                assert!(now == earlier, "an earlier file was changed");
            }
            let was = if blocked == &png { &earlier.1 } else { &earlier.0 };
            assert!(
                &std::fs::read(blocked).unwrap() == was,
                "{} was changed",
                blocked.display()
            );
        }
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        names.sort();
        assert_eq!(names, ["bench-precision.json", "bench-precision.png"]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
