//! `minigpt report`: a markdown summary of finished runs read back from their metrics.jsonl
//! (the ablation table of docs/NUMERICS.md). Reads files only; never touches a model.

use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// One run's numbers, as read from its metrics.
#[derive(Debug, Clone, PartialEq)]
pub struct RunSummary {
    pub name: String,
    pub steps: u64,
    pub opt_steps: u64,
    /// Skipped steps on the run's current path (`skipped_total`: a rollback abandons the skips
    /// past its checkpoint with the rest of the attempt).
    pub skipped: u64,
    /// The spike guard's rollbacks, and its spikes in all (absent where the guard was off).
    pub rollbacks: u64,
    pub spikes: Option<u64>,
    pub nonfinite_losses: u64,
    /// The loss scale the last logged step ran at (an overflow there backs off the one saved);
    /// None before the first training row.
    pub last_scale: Option<f64>,
    pub val_curve: Vec<(u64, f64)>,
    /// The lowest validation loss: (step, loss, seconds since the run started when logged).
    pub best_val: Option<(u64, f64, Option<f64>)>,
    pub mean_grad_underflow: Option<f64>,
    pub mean_update_lost: Option<f64>,
    /// The run stopped diverged: the step and the error's line (its `diverged` row).
    pub diverged: Option<(u64, String)>,
    /// `train.max_steps` of the run's saved config.toml (absent where it cannot be read): a run
    /// whose last step is below it was stopped, or is still running.
    pub max_steps: Option<u64>,
    /// Another process is writing the run now (its `.lock`).
    pub running: bool,
    /// The run's config.toml is missing or unreadable, so `max_steps` is not known.
    pub max_steps_unknown: bool,
}

/// `train.max_steps` of the config a run saved in its directory.
fn planned_steps(dir: &Path) -> Option<u64> {
    let text = std::fs::read_to_string(dir.join("config.toml")).ok()?;
    let cfg: toml::Value = toml::from_str(&text).ok()?;
    cfg.get("train")?.get("max_steps")?.as_integer()?.try_into().ok()
}

fn mean(v: &[f64]) -> Option<f64> {
    (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64)
}

/// Summarise `dir/metrics.jsonl`.
pub fn summarize(dir: &Path) -> Result<RunSummary> {
    let path: PathBuf = dir.join("metrics.jsonl");
    let rows = crate::plot::run_rows(dir)?; // a resumed run's superseded rows dropped
    let train: Vec<&serde_json::Value> = rows.iter().filter(|r| r["kind"] == "train").collect();
    let num = |r: &serde_json::Value, k: &str| r[k].as_f64();
    // a run in its first `log.every` steps (or stopped there) has its step-0 evaluation alone
    let none = serde_json::Value::Null;
    let last = match train.last() {
        Some(last) => *last,
        None if rows.iter().any(|r| r["kind"] == "eval") => &none,
        None => {
            return Err(Error::Usage(format!(
                "{}: no training or evaluation rows",
                path.display()
            )))
        }
    };
    // rows written before skipped steps left these shares out measured 0 there
    let measured = |k: &str| -> Vec<f64> {
        train
            .iter()
            .filter(|r| r["skipped"] != true)
            .filter_map(|r| num(r, k))
            .collect()
    };
    let best_val = rows
        .iter()
        .filter(|r| r["kind"] == "eval")
        .filter_map(|r| Some((r["step"].as_u64()?, num(r, "val_loss")?, num(r, "elapsed_s"))))
        .filter(|(_, v, _)| v.is_finite())
        .min_by(|a, b| a.1.total_cmp(&b.1));
    let planned = planned_steps(dir);
    Ok(RunSummary {
        name: crate::plot::run_name(dir),
        steps: last["step"].as_u64().unwrap_or(0),
        opt_steps: last["opt_step"].as_u64().unwrap_or(0),
        skipped: last["skipped_total"].as_u64().unwrap_or(0),
        rollbacks: rows.iter().filter(|r| r["kind"] == "rollback").count() as u64,
        spikes: last["spikes_total"].as_u64(),
        // serde_json writes NaN/inf as null: a null loss is a non-finite one.
        nonfinite_losses: train
            .iter()
            .filter(|r| num(r, "loss").is_none_or(|l| !l.is_finite()))
            .count() as u64,
        last_scale: num(last, "scale"),
        val_curve: rows
            .iter()
            .filter(|r| r["kind"] == "eval")
            .map(|r| (r["step"].as_u64().unwrap_or(0), num(r, "val_loss").unwrap_or(f64::NAN)))
            .collect(),
        best_val,
        mean_grad_underflow: mean(&measured("grad_underflow")),
        mean_update_lost: mean(&measured("update_lost")),
        diverged: rows.iter().rev().find(|r| r["kind"] == "diverged").map(|r| {
            let step = r["step"].as_u64().unwrap_or(0);
            (step, r["reason"].as_str().unwrap_or_default().to_string())
        }),
        max_steps: planned,
        max_steps_unknown: planned.is_none(),
        running: crate::run_dir::held_by_a_live_run(dir).is_some(),
    })
}

/// A markdown table of several runs.
pub fn table(runs: &[RunSummary]) -> String {
    let pct = |v: Option<f64>| v.map_or("–".to_string(), |x| format!("{:.3} %", 100.0 * x));
    let mut out = String::from(
        "| run | steps | updates | skipped | non-finite losses | last step's scale | grad underflow (mean) | updates lost (mean) | best val (step, time) | val loss by step |\n|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for r in runs {
        let curve: Vec<String> = r.val_curve.iter().map(|(s, v)| format!("{s}: {v:.4}")).collect();
        let best = match r.best_val {
            Some((step, v, Some(secs))) => format!("{v:.4} ({step}, {secs:.1} s)"),
            Some((step, v, None)) => format!("{v:.4} ({step})"),
            None => "–".to_string(),
        };
        // the spike guard's doings beside the skips: its rollbacks, and its spikes (skipped as
        // such, with or without a rollback)
        let plural = |n: u64, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
        let guard: Vec<String> = [
            (r.rollbacks > 0).then(|| plural(r.rollbacks, "rollback")),
            r.spikes.filter(|&k| k > 0).map(|k| plural(k, "spike")),
        ]
        .into_iter()
        .flatten()
        .collect();
        let skipped = match guard.is_empty() {
            true => r.skipped.to_string(),
            false => format!("{} ({})", r.skipped, guard.join(", ")),
        };
        // a run that has not reached its max_steps says so: stopped (a signal, a kill) or running
        let steps = match (&r.diverged, r.max_steps.filter(|&m| m > r.steps), r.running) {
            (Some(_), _, _) => format!("{} (diverged)", r.steps),
            (None, Some(m), true) => format!("{} of {m} (running)", r.steps),
            (None, Some(m), false) => format!("{} of {m} (stopped)", r.steps),
            (None, None, true) => format!("{} (running)", r.steps),
            // no readable config.toml: whether the run finished cannot be told
            (None, None, false) if r.max_steps_unknown => format!("{} (of ?: no readable config.toml)", r.steps),
            (None, None, false) => r.steps.to_string(),
        };
        out += &format!(
            "| {} | {steps} | {} | {skipped} | {} | {} | {} | {} | {best} | {} |\n",
            r.name,
            r.opt_steps,
            r.nonfinite_losses,
            r.last_scale.map_or("–".into(), |s| s.to_string()),
            pct(r.mean_grad_underflow),
            pct(r.mean_update_lost),
            curve.join(", ")
        );
    }
    // why each diverged run stopped, under the table
    for r in runs {
        if let Some((step, reason)) = &r.diverged {
            out += &format!("\n{} diverged at step {step}: {reason}\n", r.name);
        }
    }
    out
}

/// One run's validation curve against a base run's, evaluation by evaluation (`report
/// --against`): how closely a change (a precision, a communication format, a seed) tracks the
/// base, the way docs/NUMERICS.md and docs/DISTRIBUTED.md judge their curves.
#[derive(Debug, Clone, PartialEq)]
pub struct Tracking {
    pub name: String,
    pub base: String,
    /// Evaluations at steps both runs logged.
    pub common: usize,
    /// Of those, the ones whose relative gap is finite and within the tolerance.
    pub within: usize,
    /// The step and the signed relative gap (run − base) / base of the largest gap; a
    /// non-finite gap (a NaN or missing loss on either side) counts as the largest.
    pub largest: Option<(u64, f64)>,
}

/// `run`'s val losses against `base`'s at the steps both evaluated, `tol` a relative tolerance
/// (0.01 = 1 %). A step evaluated twice (a resumed run repeats the evaluations after its
/// checkpoint) counts once, with its last value: the run as it continued. An error where they
/// share no evaluation step.
pub fn tracking(run: &RunSummary, base: &RunSummary, tol: f64) -> Result<Tracking> {
    let gaps = crate::plot::relative_gaps(&run.val_curve, &base.val_curve);
    if gaps.is_empty() {
        return Err(Error::Usage(format!(
            "report --against: {} and {} share no evaluation step; compare runs with the same train.eval_every",
            run.name, base.name
        )));
    }
    // NaN never passes, and never hides behind a larger finite gap
    let size = |g: f64| if g.is_finite() { g.abs() } else { f64::INFINITY };
    Ok(Tracking {
        name: run.name.clone(),
        base: base.name.clone(),
        common: gaps.len(),
        within: gaps.iter().filter(|(_, g)| g.is_finite() && g.abs() <= tol).count(),
        // the earliest of equal gaps (max_by keeps the last it meets)
        largest: gaps
            .iter()
            .rev()
            .copied()
            .max_by(|a, b| size(a.1).total_cmp(&size(b.1))),
    })
}

/// A markdown table of `tracking` results, `tol` as in `tracking`.
pub fn tracking_table(rows: &[Tracking], tol: f64) -> String {
    let mut out = format!(
        "| run | against | evaluations at common steps | within {} % | largest gap (step) |\n|---|---|---|---|---|\n",
        100.0 * tol
    );
    for t in rows {
        let largest = match t.largest {
            Some((step, g)) if g.is_finite() => format!("{:+.2} % ({step})", 100.0 * g),
            Some((step, _)) => format!("non-finite ({step})"),
            None => "–".to_string(),
        };
        out += &format!(
            "| {} | {} | {} | {} | {largest} |\n",
            t.name, t.base, t.common, t.within
        );
    }
    out
}

/// The median of `v` (the middle two's mean for an even count). NaN when `v` is empty or holds a
/// non-finite value: a round that failed shows as NaN instead of being outvoted by the others.
fn median(v: &[f64]) -> f64 {
    if v.is_empty() || v.iter().any(|x| !x.is_finite()) {
        return f64::NAN;
    }
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let m = s.len() / 2;
    if s.len() % 2 == 1 {
        s[m]
    } else {
        (s[m - 1] + s[m]) / 2.0
    }
}

/// The side-by-side table of `scripts/bench-gpu.sh`: minigpt's `--profile-json` lines beside
/// the PyTorch reference's results (ref_torch.py `--out`, one file or several: a file a round),
/// matched by shape and precision, and the GPU operations per step of each (ours from CUPTI,
/// PyTorch's from `scripts/torch_ops.py --out`, when given). Every line of a shape and
/// precision is a round: a row shows each side's median over its rounds, how many there were,
/// and minigpt's tokens/s as a multiple of torch.compile's (what docs/PERFORMANCE.md judges the
/// step by). Lines written before `ops_per_step` existed show `–` there.
pub fn bench_table(ours_path: &Path, torch_paths: &[PathBuf], torch_ops_path: Option<&Path>) -> Result<String> {
    // a file named here that is missing or a folder is the command line's mistake (exit 2)
    let read = |p: &Path| {
        std::fs::read_to_string(p).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound | std::io::ErrorKind::IsADirectory => Error::Usage(format!(
                "{}: {e}; name the JSON file written by the benchmark",
                p.display()
            )),
            _ => Error::io(p, e),
        })
    };
    // the "results" list of a reference script's JSON (`--out`)
    let results_of = |p: &Path, script: &str| -> Result<Vec<serde_json::Value>> {
        let json: serde_json::Value = serde_json::from_str(&read(p)?)
            .map_err(|e| Error::Usage(format!("{}: not {script}'s JSON ({e})", p.display())))?;
        match json["results"].as_array() {
            Some(rows) => Ok(rows.clone()),
            None => Err(Error::Usage(format!(
                "{}: not {script}'s JSON (it has no \"results\" list, which `{script} --out` writes)",
                p.display()
            ))),
        }
    };
    let ours: Vec<serde_json::Value> = read(ours_path)?
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();
    if ours.iter().all(|o| o["n_layer"].as_f64().is_none()) {
        return Err(Error::Usage(format!(
            "{}: no minigpt benchmark lines (the JSON lines `train --profile-steps N --profile-json FILE` appends)",
            ours_path.display()
        )));
    }
    let mut results = Vec::new();
    for p in torch_paths {
        results.extend(results_of(p, "ref_torch.py")?);
    }
    let op_counts = match torch_ops_path {
        Some(p) => results_of(p, "torch_ops.py")?,
        None => Vec::new(),
    };
    let n = |v: &serde_json::Value, k: &str| v[k].as_f64().unwrap_or(f64::NAN);
    let shape = |l: f64, d: f64, t: f64, b: f64| format!("{l}×{d}, T {t}, B {b}");
    // (shape, precision) in the order the lines first name them, with every line of each
    type Key = ((f64, f64, f64, f64), String);
    let mut groups: Vec<(Key, Vec<&serde_json::Value>)> = Vec::new();
    for o in &ours {
        let key = (
            (n(o, "n_layer"), n(o, "d_model"), n(o, "block_size"), n(o, "batch_size")),
            o["compute"].as_str().unwrap_or("?").to_string(),
        );
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, lines)) => lines.push(o),
            None => groups.push((key, vec![o])),
        }
    }
    let mut out = String::from(
        "| shape | precision | rounds (minigpt / eager / compile) | minigpt ms/step | minigpt tokens/s | minigpt MFU | minigpt peak GiB | PyTorch eager ms/step | PyTorch tokens/s | PyTorch MFU | PyTorch peak GiB | PyTorch/minigpt tokens/s | torch.compile tokens/s | minigpt ÷ torch.compile | minigpt ops/step | PyTorch eager ops/step |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for ((dims, mode), lines) in &groups {
        let same_shape = |r: &&serde_json::Value| (n(r, "n_layer"), n(r, "d"), n(r, "block"), n(r, "batch")) == *dims;
        let torch_mode = |m: &str| -> Vec<&serde_json::Value> {
            results.iter().filter(same_shape).filter(|r| r["mode"] == m).collect()
        };
        let (eager, compiled) = (torch_mode(mode), torch_mode(&format!("{mode}_compile")));
        let med = |rows: &[&serde_json::Value], k: &str| median(&rows.iter().map(|r| n(r, k)).collect::<Vec<_>>());
        let peak = |rows: &[&serde_json::Value], k: &str| {
            rows.iter()
                .filter_map(|r| r[k].as_f64())
                .reduce(f64::max)
                .map_or("–".to_string(), |g| format!("{g:.1}"))
        };
        // a cell of PyTorch's, `–` where the reference has no run of this shape and mode
        let cell = |rows: &[&serde_json::Value], f: &dyn Fn() -> String| {
            if rows.is_empty() {
                "–".to_string()
            } else {
                f()
            }
        };
        let tokens = med(lines, "tokens_per_s");
        // the rounds' range beside the median (a NaN median, a failed round, stands alone)
        let spread = if lines.len() > 1 && tokens.is_finite() {
            let all: Vec<f64> = lines.iter().map(|o| n(o, "tokens_per_s")).collect();
            let (lo, hi) = (
                all.iter().copied().fold(f64::INFINITY, f64::min),
                all.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            );
            format!(" ({lo:.0}–{hi:.0})")
        } else {
            String::new()
        };
        let ops: Vec<f64> = lines.iter().filter_map(|o| o["ops_per_step"].as_f64()).collect();
        let eager_ops = op_counts.iter().filter(same_shape).find(|r| r["mode"] == mode.as_str());
        out += &format!(
            "| {} | {mode} | {} / {} / {} | {:.1} | {tokens:.0}{spread} | {:.1} % | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            shape(dims.0, dims.1, dims.2, dims.3),
            lines.len(),
            eager.len(),
            compiled.len(),
            med(lines, "ms_per_step"),
            100.0 * med(lines, "mfu"),
            peak(lines, "peak_gib"),
            cell(&eager, &|| format!("{:.1}", med(&eager, "step_ms_median"))),
            cell(&eager, &|| format!("{:.0}", med(&eager, "tokens_per_s"))),
            cell(&eager, &|| format!("{:.1} %", 100.0 * med(&eager, "mfu_vs_989"))),
            cell(&eager, &|| peak(&eager, "peak_mem_gib")),
            cell(&eager, &|| format!("{:.1}×", med(&eager, "tokens_per_s") / tokens)),
            cell(&compiled, &|| format!("{:.0}", med(&compiled, "tokens_per_s"))),
            cell(&compiled, &|| format!("{:.3}×", tokens / med(&compiled, "tokens_per_s"))),
            if ops.is_empty() { "–".to_string() } else { format!("{:.0}", median(&ops)) },
            eager_ops.map_or("–".to_string(), |r| format!("{:.0}", n(r, "ops_per_step"))),
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("minigpt-report-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// The best validation loss, its step and the wall time to it (eval rows written before
    /// `elapsed_s` existed give the step alone).
    #[test]
    fn summary_names_the_best_val_loss_and_the_time_to_it() {
        let dir = scratch("best");
        let rows = [
            r#"{"kind":"eval","step":0,"train_loss":4.2,"val_loss":4.2,"elapsed_s":1.0}"#,
            r#"{"kind":"train","step":10,"opt_step":10,"loss":3.0,"lr":0.001,"scale":1.0,"skipped":false,"skipped_total":0,"grad_norm":1.0,"tokens_per_s":1.0,"elapsed_s":2.0}"#,
            r#"{"kind":"eval","step":10,"train_loss":1.4,"val_loss":1.465,"elapsed_s":32.9}"#,
            r#"{"kind":"eval","step":20,"train_loss":1.0,"val_loss":1.5,"elapsed_s":40.0}"#,
        ];
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        let s = summarize(&dir).unwrap();
        assert_eq!(s.best_val, Some((10, 1.465, Some(32.9))));
        assert!(table(&[s]).contains("| 1.4650 (10, 32.9 s) |"));
        let old = rows.map(|r| r.replace(r#","elapsed_s":32.9"#, ""));
        std::fs::write(dir.join("metrics.jsonl"), old.join("\n")).unwrap();
        assert!(table(&[summarize(&dir).unwrap()]).contains("| 1.4650 (10) |"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A run in its first `log.every` steps, or stopped there, has its step-0 evaluation and no
    /// training row: it is a run at step 0 (the report refused it, "no training rows", where
    /// `plot` drew it). A file of neither is still refused.
    #[test]
    fn a_run_with_its_first_evaluation_alone_is_at_step_0() {
        let dir = scratch("step0");
        std::fs::write(dir.join("config.toml"), "[train]\nmax_steps = 40\n").unwrap();
        let eval = r#"{"kind":"eval","step":0,"train_loss":4.2,"val_loss":4.25,"elapsed_s":1.0}"#;
        std::fs::write(dir.join("metrics.jsonl"), eval).unwrap();
        let s = summarize(&dir).unwrap();
        assert_eq!(
            (s.steps, s.last_scale, s.best_val),
            (0, None, Some((0, 4.25, Some(1.0))))
        );
        let t = table(&[s]);
        assert!(t.contains("| 0 of 40 (stopped) | 0 | 0 | 0 | – |"), "{t}");
        // without its config.toml, whether it finished cannot be told: it looked finished
        std::fs::remove_file(dir.join("config.toml")).unwrap();
        let t = table(&[summarize(&dir).unwrap()]);
        assert!(t.contains("| 0 (of ?: no readable config.toml) |"), "{t}");
        std::fs::write(
            dir.join("metrics.jsonl"),
            r#"{"kind":"resume","step":0,"checkpoint":"c"}"#,
        )
        .unwrap();
        assert!(summarize(&dir).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A skipped step's gradient underflow is not a measurement (its gradients are not
    /// finite): the mean is over the steps that updated. Rows of older builds logged 0 there,
    /// which pulled the mean down.
    #[test]
    fn the_mean_underflow_leaves_out_skipped_steps() {
        let dir = scratch("underflow");
        let row = |step: u64, skipped: bool, underflow: f64| {
            format!(
                r#"{{"kind":"train","step":{step},"opt_step":{step},"loss":2.0,"scale":1.0,"skipped":{skipped},"skipped_total":0,"grad_underflow":{underflow}}}"#
            )
        };
        let rows = [row(3, false, 0.001), row(4, true, 0.0), row(6, false, 0.003)];
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        assert_eq!(summarize(&dir).unwrap().mean_grad_underflow, Some(0.002));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A run the spike guard rolled back: its skipped steps past the checkpoint were abandoned
    /// with the rest of the attempt, so `skipped_total` counts the current path's alone; the
    /// rollbacks and spikes are said beside it (the report said "skipped 1" and nothing else of
    /// the 3 spikes and the rollback).
    #[test]
    fn a_rolled_back_run_names_its_rollbacks_and_spikes_beside_its_skips() {
        let dir = scratch("rollback");
        let rows = [
            r#"{"kind":"train","step":8,"opt_step":7,"loss":9.0,"scale":1.0,"skipped":true,"skipped_total":1,"spike":true,"spikes_total":1}"#,
            r#"{"kind":"train","step":9,"opt_step":7,"loss":9.0,"scale":1.0,"skipped":true,"skipped_total":2,"spike":true,"spikes_total":2}"#,
            r#"{"kind":"train","step":10,"opt_step":7,"loss":9.0,"scale":1.0,"skipped":true,"skipped_total":3,"spike":true,"spikes_total":3}"#,
            r#"{"kind":"rollback","step":10,"to_step":5,"checkpoint":"c","data_offset":5,"rollbacks":1,"spikes_total":3}"#,
            r#"{"kind":"train","step":30,"opt_step":29,"loss":2.0,"scale":1.0,"skipped":false,"skipped_total":1,"spike":false,"spikes_total":3}"#,
        ];
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        let s = summarize(&dir).unwrap();
        assert_eq!((s.skipped, s.rollbacks, s.spikes), (1, 1, Some(3)));
        let t = table(&[s]);
        assert!(t.contains("| 1 (1 rollback, 3 spikes) |"), "{t}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A rollback of an attempt that a resume superseded (killed after it; resumed from a
    /// checkpoint before it, where the guard had rolled nothing back) is not the run's: the
    /// resumed attempt's own rollback is (the report said "2 rollbacks" of a run that made one).
    /// A spike skipped without a rollback is said beside the skip too (it said "1" alone).
    #[test]
    fn a_superseded_rollback_is_not_counted_and_a_lone_spike_is_said() {
        let dir = scratch("rollback-superseded");
        let spike = |step: u64, total: u64| {
            format!(
                r#"{{"kind":"train","step":{step},"opt_step":11,"loss":9.0,"scale":1.0,"skipped":true,"skipped_total":{total},"spike":true,"spikes_total":{total}}}"#
            )
        };
        let rollback = r#"{"kind":"rollback","step":14,"to_step":10,"checkpoint":"c","data_offset":4,"rollbacks":1,"spikes_total":3}"#;
        let rows = [
            spike(12, 1),
            spike(13, 2),
            spike(14, 3),
            rollback.to_string(),
            // killed here; resumed from step 10
            r#"{"kind":"resume","step":10,"checkpoint":"c"}"#.to_string(),
            spike(12, 1),
            spike(13, 2),
            spike(14, 3),
            rollback.to_string(),
            r#"{"kind":"train","step":20,"opt_step":16,"loss":2.0,"scale":1.0,"skipped":false,"skipped_total":0,"spike":false,"spikes_total":3}"#.into(),
        ];
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        let s = summarize(&dir).unwrap();
        assert_eq!((s.skipped, s.rollbacks, s.spikes), (0, 1, Some(3)));
        assert!(table(&[s]).contains("| 0 (1 rollback, 3 spikes) |"));
        let lone = [
            spike(12, 1),
            r#"{"kind":"train","step":20,"opt_step":19,"loss":2.0,"scale":1.0,"skipped":false,"skipped_total":1,"spike":false,"spikes_total":1}"#.into(),
        ];
        std::fs::write(dir.join("metrics.jsonl"), lone.join("\n")).unwrap();
        let t = table(&[summarize(&dir).unwrap()]);
        assert!(t.contains("| 1 (1 spike) |"), "{t}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A run that stopped diverged looked in the table like one stopped by hand or still going:
    /// its steps now say "(diverged)" and the reason follows the table. A resume from an earlier
    /// checkpoint supersedes the divergence with the rest of that attempt.
    #[test]
    fn a_diverged_run_says_so_until_a_resume_goes_on_from_before_it() {
        let dir = scratch("diverged");
        let train = |step: u32| {
            format!(
                r#"{{"kind":"train","step":{step},"opt_step":{step},"loss":2.0,"scale":1.0,"skipped":false,"skipped_total":0}}"#
            )
        };
        let mut rows = vec![
            train(10),
            train(20),
            r#"{"kind":"diverged","step":20,"reason":"too many overflows"}"#.to_string(),
        ];
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        let s = summarize(&dir).unwrap();
        assert_eq!(s.diverged, Some((20, "too many overflows".to_string())));
        let t = table(&[s]);
        assert!(t.contains("| 20 (diverged) |"), "{t}");
        assert!(t.contains("diverged at step 20: too many overflows"), "{t}");
        rows.push(r#"{"kind":"resume","step":10,"checkpoint":"c"}"#.into());
        rows.push(train(30));
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        let s = summarize(&dir).unwrap();
        assert_eq!((s.steps, s.diverged.is_none()), (30, true), "{s:?}");
        let t = table(&[s]);
        assert!(!t.contains("(diverged)") && !t.contains("diverged at"), "{t}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A run stopped before its max_steps (a signal, a kill) read like a finished one: its steps
    /// now say "of" the planned count and that it stopped.
    #[test]
    fn a_run_stopped_short_of_its_max_steps_says_so() {
        let dir = scratch("stopped-short");
        std::fs::write(dir.join("config.toml"), "[train]\nmax_steps = 300\n").unwrap();
        let rows = [
            r#"{"kind":"eval","step":0,"val_loss":4.0}"#,
            r#"{"kind":"train","step":28,"opt_step":28,"loss":3.0,"scale":1.0,"skipped_total":0}"#,
        ];
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        let s = summarize(&dir).unwrap();
        assert_eq!((s.steps, s.max_steps, s.running), (28, Some(300), false));
        assert!(table(&[s]).contains("| 28 of 300 (stopped) |"));
        std::fs::write(dir.join("config.toml"), "[train]\nmax_steps = 28\n").unwrap();
        assert!(
            table(&[summarize(&dir).unwrap()]).contains("| 28 | 28 |"),
            "a finished run"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A val curve written as a run's metrics.jsonl, `None` a loss logged as null (non-finite).
    fn run_with(name: &str, curve: &[(u64, Option<f64>)]) -> RunSummary {
        let dir = scratch(name);
        // in a run's order: the evaluation at step 0, step 1's train row, the later evaluations
        let mut rows = Vec::new();
        let train = r#"{"kind":"train","step":1,"opt_step":1,"loss":3.0,"scale":1.0,"skipped_total":0}"#;
        for (step, v) in curve {
            if *step > 0 && rows.len() == curve.iter().filter(|(s, _)| *s == 0).count() {
                rows.push(train.to_string());
            }
            let v = v.map_or("null".to_string(), |v| v.to_string());
            rows.push(format!(r#"{{"kind":"eval","step":{step},"val_loss":{v}}}"#));
        }
        if !rows.iter().any(|r| r == train) {
            rows.push(train.to_string());
        }
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        let s = summarize(&dir).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        s
    }

    /// Matched by step, not by position; the gap's sign is the run's side; NaN fails and is the
    /// largest gap however large the finite ones.
    #[test]
    fn tracking_counts_the_evaluations_within_the_tolerance_by_step() {
        let base = run_with("base", &[(0, Some(4.0)), (50, Some(2.0)), (100, Some(1.5))]);
        // an extra evaluation at 25 that the base lacks: skipped, not shifted onto 50
        let run = run_with(
            "run",
            &[(0, Some(4.02)), (25, Some(3.0)), (50, Some(2.03)), (100, Some(1.49))],
        );
        let t = tracking(&run, &base, 0.01).unwrap();
        assert_eq!((t.common, t.within), (3, 2), "{t:?}");
        let (step, gap) = t.largest.unwrap();
        assert_eq!(step, 50);
        assert!((gap - 0.015).abs() < 1e-12, "{gap}");
        let table = tracking_table(&[t], 0.01);
        assert!(
            table.contains("-run-") && table.contains("| 3 | 2 | +1.50 % (50) |"),
            "{table}"
        );
        assert!(table.contains("within 1 %"), "{table}");

        let lower = run_with("lower", &[(0, Some(3.9)), (50, Some(2.0)), (100, Some(1.5))]);
        let t = tracking(&lower, &base, 0.01).unwrap();
        let (step, gap) = t.largest.unwrap();
        assert_eq!((t.within, step), (2, 0), "{t:?}");
        assert!(
            (gap + 0.025).abs() < 1e-12,
            "a run below the base has a negative gap: {gap}"
        );

        let nan = run_with("nan", &[(0, Some(40.0)), (50, None), (100, Some(1.5))]);
        let t = tracking(&nan, &base, 0.01).unwrap();
        assert_eq!(t.within, 1, "NaN must not pass: {t:?}");
        assert_eq!(t.largest.map(|l| l.0), Some(50), "the NaN, not the +900 %: {t:?}");
        assert!(tracking_table(&[t], 0.01).contains("| non-finite (50) |"));

        // a resumed run's repeated evaluation counts once, with the value it continued from
        let resumed = run_with(
            "resumed",
            &[(0, Some(4.0)), (50, Some(9.0)), (50, Some(2.0)), (100, Some(1.5))],
        );
        let t = tracking(&resumed, &base, 0.01).unwrap();
        assert_eq!((t.common, t.within), (3, 3), "{t:?}");

        let apart = run_with("apart", &[(10, Some(2.0))]);
        let e = tracking(&apart, &base, 0.01).unwrap_err().to_string();
        assert!(
            e.contains("share no evaluation step") && e.contains("eval_every"),
            "{e}"
        );
    }

    #[test]
    fn bench_table_shows_ops_per_step_and_reads_lines_written_before_it() {
        let dir = scratch("bench");
        let shape = r#""n_layer":6,"d_model":384,"block_size":256,"batch_size":64,"ms_per_step":10.0,"tokens_per_s":1.6e6,"mfu":0.1,"peak_gib":null"#;
        let ours = dir.join("ours.jsonl");
        let lines = [
            format!(r#"{{"compute":"fp32",{shape}}}"#), // an old line: no ops_per_step
            format!(r#"{{"compute":"bf16",{shape},"ops_per_step":1234.4,"gpu_busy_ms":9.5}}"#),
        ];
        std::fs::write(&ours, lines.join("\n")).unwrap();
        let torch = dir.join("torch.json");
        std::fs::write(&torch, r#"{"results":[]}"#).unwrap();
        let ops = dir.join("torch_ops.json");
        let rec = r#""config":"S","n_layer":6,"d":384,"block":256,"batch":64"#;
        std::fs::write(
            &ops,
            format!(r#"{{"results":[{{{rec},"mode":"bf16","ops_per_step":987.0}},{{{rec},"mode":"fp16","ops_per_step":5.0}}]}}"#),
        )
        .unwrap();
        let table = bench_table(&ours, std::slice::from_ref(&torch), Some(&ops)).unwrap();
        let rows: Vec<&str> = table.lines().skip(2).collect();
        assert_eq!(rows.len(), 2, "{table}");
        assert!(rows[0].ends_with("| – | – |"), "{}", rows[0]);
        assert!(rows[1].ends_with("| 1234 | 987 |"), "{}", rows[1]);
        let without = bench_table(&ours, &[torch], None).unwrap();
        assert!(without.lines().nth(3).unwrap().ends_with("| 1234 | – |"), "{without}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Rounds: each side's median over its lines (a round a line, PyTorch's over several files),
    /// the counts shown, the bar's ratio from the medians; a failed round (NaN) is not outvoted;
    /// a shape the reference did not run shows dashes, not a ratio against nothing.
    #[test]
    fn bench_table_takes_each_sides_median_over_its_rounds() {
        let dir = scratch("bench-rounds");
        let m16 =
            r#""compute":"bf16","n_layer":12,"d_model":768,"block_size":1024,"batch_size":16,"mfu":0.5,"peak_gib":9.9"#;
        let xl = r#""compute":"bf16","n_layer":48,"d_model":1600,"block_size":1024,"batch_size":16,"mfu":0.5"#;
        let ours = dir.join("ours.jsonl");
        let lines = [
            format!(r#"{{{m16},"ms_per_step":28.0,"tokens_per_s":580000.0}}"#),
            format!(r#"{{{xl},"ms_per_step":300.0,"tokens_per_s":50000.0}}"#),
            format!(r#"{{{m16},"ms_per_step":29.0,"tokens_per_s":570000.0}}"#),
            format!(r#"{{{m16},"ms_per_step":27.0,"tokens_per_s":590000.0}}"#),
            format!(r#"{{{xl},"ms_per_step":300.0,"tokens_per_s":null}}"#),
        ];
        std::fs::write(&ours, lines.join("\n")).unwrap();
        let rec = r#""n_layer":12,"d":768,"block":1024,"batch":16,"mfu_vs_989":0.4,"peak_mem_gib":11.0"#;
        let round = |i: usize, eager: f64, compiled: f64| {
            let p = dir.join(format!("torch-{i}.json"));
            std::fs::write(
                &p,
                format!(
                    r#"{{"results":[{{{rec},"mode":"bf16","step_ms_median":40.0,"tokens_per_s":{eager}}},{{{rec},"mode":"bf16_compile","step_ms_median":36.0,"tokens_per_s":{compiled}}}]}}"#
                ),
            )
            .unwrap();
            p
        };
        let torch = [round(1, 380000.0, 440000.0), round(2, 390000.0, 460000.0)];
        let table = bench_table(&ours, &torch, None).unwrap();
        let rows: Vec<&str> = table.lines().skip(2).collect();
        assert_eq!(rows.len(), 2, "one row per shape and precision: {table}");
        assert!(
            rows[0].starts_with("| 12×768, T 1024, B 16 | bf16 | 3 / 2 / 2 | 28.0 | 580000 (570000–590000) |"),
            "{}",
            rows[0]
        );
        // PyTorch's medians: eager 385,000, compile 450,000; 580,000 / 450,000 = 1.289
        assert!(
            rows[0].contains("| 385000 |") && rows[0].contains("| 450000 | 1.289× |"),
            "{}",
            rows[0]
        );
        // XL: one round failed to report, so the median is NaN; the reference never ran it
        assert!(
            rows[1].starts_with("| 48×1600, T 1024, B 16 | bf16 | 2 / 0 / 0 | 300.0 | NaN |"),
            "{}",
            rows[1]
        );
        assert!(
            rows[1].ends_with("| – | – | – | – | – | – | – | – | – |"),
            "{}",
            rows[1]
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
