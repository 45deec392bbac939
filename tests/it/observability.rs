//! Observability from the user's side: TensorBoard reads the event files back (through Python's
//! `tensorboard` package, the reader users have) with one point per metrics.jsonl row; the
//! Chrome trace holds every phase of every step; `plot` and `bench-precision` write PNGs that
//! decode, at the size asked for.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::*;

/// The Python with `tensorboard` installed: `MINIGPT_PYTHON` when set (scripts/test.sh sets it
/// to its virtual environment); else the first that imports tensorboard of that environment
/// (`$MINIGPT_TB_VENV`, default ~/.cache/minigpt-ci/tb-venv, so a plain `cargo test` after one
/// run of scripts/test.sh finds it) and `python3`. Missing is a failure that says how to fix it.
fn python_with_tensorboard() -> String {
    let imports = |python: &str| {
        Command::new(python)
            .args(["-c", "import tensorboard"])
            .output()
            .map(|o| {
                (
                    o.status.success(),
                    String::from_utf8_lossy(&o.stderr).trim().to_string(),
                )
            })
    };
    if let Ok(python) = std::env::var("MINIGPT_PYTHON") {
        match imports(&python) {
            Ok((true, _)) => return python,
            Ok((false, err)) => {
                panic!("MINIGPT_PYTHON={python} cannot import tensorboard ({err}): `pip install tensorboard` there")
            }
            Err(e) => panic!("cannot run MINIGPT_PYTHON={python} ({e})"),
        }
    }
    let venv = std::env::var("MINIGPT_TB_VENV")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".cache/minigpt-ci/tb-venv"));
    let candidates = [venv.join("bin/python").display().to_string(), "python3".to_string()];
    for python in &candidates {
        if let Ok((true, _)) = imports(python) {
            return python.clone();
        }
    }
    panic!(
        "no Python with tensorboard (tried {}): run `bash scripts/test.sh` (it installs tensorboard into \
         a cached virtual environment and runs the tests), or `pip install tensorboard`, or set MINIGPT_PYTHON",
        candidates.join(", ")
    )
}

/// Every scalar TensorBoard reads from `dir`: tag -> [(step, value)], through EventAccumulator
/// (orphaned data purged, as TensorBoard shows it).
fn tensorboard_scalars(dir: &Path) -> BTreeMap<String, Vec<(u64, f64)>> {
    let script = r#"
import json, math, sys
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
acc = EventAccumulator(sys.argv[1], size_guidance={"scalars": 0})
acc.Reload()
out = {t: [[e.step, None if math.isnan(e.value) else e.value] for e in acc.Scalars(t)] for t in acc.Tags()["scalars"]}
print(json.dumps(out))
"#;
    let o = Command::new(python_with_tensorboard())
        .arg("-c")
        .arg(script)
        .arg(dir)
        .output()
        .unwrap();
    assert!(o.status.success(), "EventAccumulator failed: {}", stderr(&o));
    let v: BTreeMap<String, Vec<(u64, Option<f64>)>> = serde_json::from_slice(&o.stdout).unwrap();
    v.into_iter()
        .map(|(k, pts)| (k, pts.into_iter().map(|(s, x)| (s, x.unwrap_or(f64::NAN))).collect()))
        .collect()
}

/// (step, field) of the rows of `kind` where the field is present and not null (NaN for a null
/// loss: serde_json writes a non-finite loss as null, TensorBoard keeps the NaN).
fn column(dir: &Path, kind: &str, field: &str) -> Vec<(u64, f64)> {
    rows(dir, kind)
        .iter()
        .filter(|r| field == "loss" || r[field].is_number() || r[field].is_boolean())
        .map(|r| (r["step"].as_u64().unwrap(), r[field].as_f64().unwrap_or(f64::NAN)))
        .collect()
}

/// TensorBoard's points of `tag` equal the column, step for step, to float precision.
fn assert_same_points(tb: &BTreeMap<String, Vec<(u64, f64)>>, tag: &str, want: &[(u64, f64)]) {
    let got = tb.get(tag).unwrap_or_else(|| panic!("no tag {tag} in {:?}", tb.keys()));
    assert_eq!(got.len(), want.len(), "{tag}: {got:?} vs metrics.jsonl {want:?}");
    for ((gs, gv), (ws, wv)) in got.iter().zip(want) {
        assert_eq!(gs, ws, "{tag}");
        let close = (gv.is_nan() && wv.is_nan()) || (gv - wv).abs() <= 1e-6 * wv.abs().max(1e-30);
        assert!(close, "{tag} at step {gs}: tensorboard {gv} vs metrics.jsonl {wv}");
    }
}

fn micro_run(name: &str, extra: &[&str]) -> PathBuf {
    let dir = scratch(name);
    let out = dir.join("run");
    let o = train(&micro_sets_with(&small_corpus(), &out, extra));
    assert!(o.status.success(), "{}", stderr(&o));
    out
}

#[test]
fn tensorboard_reads_one_point_per_metrics_row_for_every_scalar() {
    // fp16 with the scaler, an injected overflow (a skipped row without a norm), underflow logged
    let out = micro_run(
        "tb",
        &[
            "train.max_steps=12",
            "log.every=2",
            "train.eval_every=5",
            "precision.compute=fp16",
            "log.grad_underflow=true",
            "debug.inject_overflow_steps=[3]",
        ],
    );
    let tb = tensorboard_scalars(&out);
    let train_rows = rows(&out, "train");
    assert!(train_rows.len() >= 7, "{train_rows:?}");
    assert!(train_rows
        .iter()
        .any(|r| r["skipped"] == true && r["grad_norm"].is_null()));
    for (tag, field) in [
        ("train/loss", "loss"),
        ("train/lr", "lr"),
        ("train/loss_scale", "scale"),
        ("train/skipped_total", "skipped_total"),
        ("train/grad_norm", "grad_norm"),
        ("train/grad_underflow", "grad_underflow"),
        ("train/tokens_per_s", "tokens_per_s"),
        ("train/mfu", "mfu"),
    ] {
        assert_same_points(&tb, tag, &column(&out, "train", field));
    }
    assert_eq!(column(&out, "train", "grad_norm").len(), train_rows.len() - 1);
    let evals = rows(&out, "eval");
    assert_eq!(evals.len(), 4, "steps 0, 5, 10 and the last: {evals:?}");
    assert_same_points(&tb, "eval/train_loss", &column(&out, "eval", "train_loss"));
    assert_same_points(&tb, "eval/val_loss", &column(&out, "eval", "val_loss"));
    let mfu = train_rows.last().unwrap()["mfu"].as_f64().unwrap();
    assert!(mfu > 0.0 && mfu < 1.0, "MFU {mfu}");
}

/// A micro run of 8 steps logged at every step and checkpointed every 4, as if killed after
/// logging step 8 and before its checkpoint, then resumed from step 4's checkpoint with `sets`.
fn killed_at_8_and_resumed_from_4(name: &str, sets: &[&str]) -> PathBuf {
    let out = micro_run(
        name,
        &[
            "train.max_steps=8",
            "log.every=1",
            "train.eval_every=100",
            "checkpoint.every=4",
        ],
    );
    std::fs::remove_file(out.join("ckpt-00000008.safetensors")).unwrap();
    let mut resume = bin();
    resume
        .args(["resume", "--ckpt"])
        .arg(out.join("ckpt-00000004.safetensors"));
    for s in sets {
        resume.args(["--set", s]);
    }
    let o = resume.output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    out
}

#[test]
fn tensorboard_drops_what_a_run_logged_past_the_checkpoint_it_resumed_from() {
    // as after a kill at step 8, before its checkpoint: resume from step 4's, so steps 5..8 are
    // logged twice
    let out = killed_at_8_and_resumed_from_4("tb-resume", &[]);
    let logged: Vec<u64> = rows(&out, "train")
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(logged, [1, 2, 3, 4, 5, 6, 7, 8, 5, 6, 7, 8]);
    let tb = tensorboard_scalars(&out);
    let steps: Vec<u64> = tb["train/loss"].iter().map(|p| p.0).collect();
    assert_eq!(steps, [1, 2, 3, 4, 5, 6, 7, 8], "one point per step after the purge");
}

/// A run killed after logging steps 5-7 past its checkpoint at 4, resumed there with another
/// batch (grad_accum 2: other losses) and logged every 8 steps: its next row, at 8, comes after
/// the killed attempt's. The resume row says where the run went back to, so `plot` drops those
/// rows as TensorBoard does (it drew the killed attempt's losses as this run's).
#[test]
fn what_a_killed_attempt_logged_past_the_resumed_checkpoint_is_dropped_from_plot() {
    let out = killed_at_8_and_resumed_from_4("plot-resume", &["log.every=8", "train.grad_accum=2"]);
    let resumed = rows(&out, "resume");
    assert_eq!(resumed.len(), 1, "{resumed:?}");
    assert_eq!(resumed[0]["step"].as_u64(), Some(4), "{}", resumed[0]);
    let curves = minigpt::plot::RunCurves::read(&out).unwrap();
    let plotted: Vec<u64> = curves.train.iter().map(|p| p.0).collect();
    assert_eq!(plotted, [1, 2, 3, 4, 8], "plot");
    let tb = tensorboard_scalars(&out);
    let shown: Vec<u64> = tb["train/loss"].iter().map(|p| p.0).collect();
    assert_eq!(shown, plotted, "tensorboard and plot disagree");
}

/// The spike guard rolls a run logged every 10 steps back from step 25 to step 20's checkpoint:
/// the skipped spikes it logged at 23-25 are the abandoned attempt's. `plot`, `report` and
/// TensorBoard drop them (they drew a spike of the loss x 100 there, and counted the skips).
#[test]
fn what_a_rollback_abandoned_is_dropped_from_plot_and_tensorboard() {
    let out = micro_run(
        "tb-rollback",
        &[
            "train.max_steps=40",
            "log.every=10",
            "train.eval_every=5",
            "checkpoint.every=20",
            "train.spike_guard=true",
            "train.spike_window=8",
            "train.spike_z=100",
            "debug.inject_spike_steps=[23, 24, 25]",
        ],
    );
    let back = rows(&out, "rollback");
    assert_eq!(back.len(), 1, "{back:?}");
    assert_eq!(back[0]["to_step"].as_u64(), Some(20), "{}", back[0]);
    let logged: Vec<u64> = rows(&out, "train")
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert!(logged.contains(&23), "the spikes were not logged: {logged:?}");
    let abandoned = |steps: &[u64]| steps.iter().any(|s| (21..30).contains(s));
    let curves = minigpt::plot::RunCurves::read(&out).unwrap();
    let plotted: Vec<u64> = curves.train.iter().map(|p| p.0).collect();
    assert!(!abandoned(&plotted), "plot: {plotted:?}");
    assert!(curves.skipped.is_empty(), "plot marks skips: {:?}", curves.skipped);
    let tb = tensorboard_scalars(&out);
    let shown: Vec<u64> = tb["train/loss"].iter().map(|p| p.0).collect();
    assert!(!abandoned(&shown), "tensorboard: {shown:?}");
    assert_eq!(shown, plotted, "tensorboard and plot disagree");
}

/// A train row's tokens/s (and its ms/step and MFU) measure the training steps since the last
/// row, not the evaluation between them: the row after each evaluation showed a tenth of the
/// throughput, a dip at every evaluation of every run.
#[test]
fn the_row_after_an_evaluation_measures_training_steps_only() {
    let out = micro_run(
        "rate-after-eval",
        &[
            "train.max_steps=6",
            "log.every=1",
            "train.eval_every=3",
            "train.eval_batches=500",
        ],
    );
    let train = rows(&out, "train");
    let at = |rows: &[serde_json::Value], step: u64| {
        rows.iter()
            .find(|r| r["step"].as_u64() == Some(step))
            .unwrap_or_else(|| panic!("no row at {step}: {rows:?}"))
            .clone()
    };
    // the evaluation after step 3: from its train row to its eval row
    let evaluation =
        at(&rows(&out, "eval"), 3)["elapsed_s"].as_f64().unwrap() - at(&train, 3)["elapsed_s"].as_f64().unwrap();
    // micro_sets: batch 4 x block 16 = 64 tokens a step
    let step_4 = 64.0 / at(&train, 4)["tokens_per_s"].as_f64().unwrap();
    assert!(
        step_4 < evaluation / 2.0,
        "step 4 took {step_4} s by its row, the evaluation before it {evaluation} s"
    );
}

#[test]
fn tensorboard_off_writes_no_event_file() {
    let out = micro_run("tb-off", &["train.max_steps=2", "log.tensorboard=false"]);
    let events = std::fs::read_dir(&out)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().contains("tfevents"))
        .count();
    assert_eq!(events, 0);
    assert_eq!(rows(&out, "train").len(), 2);
}

/// The trace's complete events: (name, step, start µs, end µs).
fn trace_events(dir: &Path) -> Vec<(String, u64, f64, f64)> {
    let traces: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("trace-"))
        .collect();
    assert_eq!(traces.len(), 1, "{traces:?}");
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&traces[0]).unwrap())
        .unwrap_or_else(|e| panic!("{} is not JSON: {e}", traces[0].display()));
    v["traceEvents"]
        .as_array()
        .expect("a traceEvents array")
        .iter()
        .filter(|e| e["ph"] == "X")
        .map(|e| {
            let ts = e["ts"].as_f64().unwrap();
            (
                e["name"].as_str().unwrap().to_string(),
                e["args"]["step"].as_u64().unwrap(),
                ts,
                ts + e["dur"].as_f64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn the_trace_holds_every_phase_of_every_step_in_order() {
    let out = micro_run(
        "trace",
        &[
            "train.max_steps=6",
            "train.grad_accum=2",
            "train.eval_every=3",
            "checkpoint.every=3",
            "log.trace=true",
            "precision.compute=fp16",
            "debug.inject_overflow_steps=[4]",
        ],
    );
    let ev = trace_events(&out);
    for step in 1..=6u64 {
        let mut phases: Vec<&(String, u64, f64, f64)> = ev.iter().filter(|e| e.1 == step && e.0 != "step").collect();
        phases.sort_by(|a, b| a.2.total_cmp(&b.2));
        let names: Vec<&str> = phases.iter().map(|e| e.0.as_str()).collect();
        let mut want = vec![
            "data",
            "forward",
            "backward",
            "data",
            "forward",
            "backward",
            "unscale + check",
            "optimizer", // queued before the check is read (the skipped step 4 too: it skips itself)
            "scaler update",
        ];
        if step % 3 == 0 {
            want.extend(["evaluation", "checkpoint"]);
        }
        assert_eq!(names, want, "step {step}");
        // one after the other, never overlapping
        for w in phases.windows(2) {
            assert!(w[0].3 <= w[1].2, "step {step}: {:?} overlaps {:?}", w[0], w[1]);
        }
        // the step span holds its phases (evaluation and checkpoint come after it)
        let s = ev.iter().find(|e| e.0 == "step" && e.1 == step).expect("a step span");
        for p in phases.iter().filter(|p| p.0 != "evaluation" && p.0 != "checkpoint") {
            assert!(s.2 <= p.2 && p.3 <= s.3, "step {step}: {p:?} outside {s:?}");
        }
    }
    assert!(
        ev.iter().any(|e| e.0 == "evaluation" && e.1 == 0),
        "the evaluation before step 1"
    );
}

/// Width, height and the number of distinct colours of a PNG.
fn decode_png(path: &Path) -> (u32, u32, usize) {
    let decoder = png::Decoder::new(std::fs::File::open(path).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    let px = info.color_type.samples();
    let colors: std::collections::HashSet<&[u8]> = buf[..info.buffer_size()].chunks(px).collect();
    (info.width, info.height, colors.len())
}

/// A line of metrics.jsonl that is not a row (one torn by a kill, which a resume ends and writes
/// after) is skipped by `report` and `plot`, and each says so, naming the file and the line:
/// before, a torn row (its step's loss) vanished from the table and the chart without a word.
#[test]
fn report_and_plot_name_the_lines_they_skip() {
    let run = micro_run("torn-line", &["train.max_steps=6", "train.eval_every=3"]);
    let path = run.join("metrics.jsonl");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let at = lines.iter().position(|l| l.contains("\"step\":4")).unwrap();
    let half = lines[at].len() / 2;
    lines[at].truncate(half); // a row cut by a kill, then ended by the resume
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    let note = format!("{}: line {} not a JSON row", path.display(), at + 1);
    let png = run.parent().unwrap().join("loss.png");
    for o in [
        bin().arg("report").arg(&run).output().unwrap(),
        bin().arg("plot").arg(&run).arg("--out").arg(&png).output().unwrap(),
    ] {
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(stderr(&o).matches(&note).count(), 1, "{}", stderr(&o));
    }
    // a file of rows only says nothing
    std::fs::write(&path, text).unwrap();
    let o = bin().arg("report").arg(&run).output().unwrap();
    assert!(o.status.success() && stderr(&o).is_empty(), "{}", stderr(&o));
}

/// A line of metrics.jsonl with a byte that is not UTF-8 (a damaged sector, a stray write) is
/// skipped and named like a torn line, and the rest is read: before, `report` and `plot`
/// refused the whole file ("stream did not contain valid UTF-8", exit 1).
#[test]
fn report_and_plot_skip_and_name_a_line_that_is_not_utf8() {
    let run = micro_run("not-utf8", &["train.max_steps=6", "train.eval_every=3"]);
    let path = run.join("metrics.jsonl");
    let mut bytes = std::fs::read(&path).unwrap();
    let text = String::from_utf8(bytes.clone()).unwrap();
    let at = text.lines().position(|l| l.contains("\"step\":4")).unwrap();
    let start: usize = text.lines().take(at).map(|l| l.len() + 1).sum();
    bytes[start + 3] = 0xff;
    std::fs::write(&path, bytes).unwrap();
    let note = format!("{}: line {} not a JSON row", path.display(), at + 1);
    let png = run.parent().unwrap().join("loss.png");
    let o = bin().arg("report").arg(&run).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o).matches(&note).count(), 1, "{}", stderr(&o));
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(table.contains("| run | 6 |"), "{table}");
    let o = bin().arg("plot").arg(&run).arg("--out").arg(&png).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o).matches(&note).count(), 1, "{}", stderr(&o));
}

#[test]
fn plot_draws_several_runs_into_a_png_of_the_requested_size() {
    let a = micro_run("plot-a", &["train.max_steps=10", "train.eval_every=5"]);
    let b = micro_run(
        "plot-b",
        &[
            "train.max_steps=10",
            "train.eval_every=5",
            "precision.compute=fp16",
            "debug.inject_overflow_steps=[4]",
        ],
    );
    let png = a.parent().unwrap().join("loss.png");
    let o = bin()
        .arg("plot")
        .arg(&a)
        .arg(&b)
        .arg("--out")
        .arg(&png)
        .args(["--size", "640x400"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let (w, h, colors) = decode_png(&png);
    assert_eq!((w, h), (640, 400));
    assert!(colors > 20, "only {colors} colours: the chart looks empty");
    // with --against, the base's curves too and a panel of the other's gap to it
    let against = a.parent().unwrap().join("against.png");
    let plot_against = |within: &str| {
        bin()
            .arg("plot")
            .arg(&b)
            .arg("--against")
            .arg(&a)
            .arg(within)
            .arg("--out")
            .arg(&against)
            .output()
            .unwrap()
    };
    let o = plot_against("--within=2");
    assert!(o.status.success(), "{}", stderr(&o));
    let (w, h, colors) = decode_png(&against);
    assert_eq!((w, h), (1280, 720));
    assert!(colors > 20, "only {colors} colours: the chart looks empty");
    let o = plot_against("--within=0");
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("positive percentage"), "{}", stderr(&o));
    let o = bin()
        .arg("plot")
        .arg(&b)
        .arg("--against")
        .arg(&a)
        .args(["--within", "-2"])
        .output()
        .unwrap();
    refused_in_one_line("plot", &o, "--within -2: give the tolerance as a positive percentage");
    // against a run with no evaluation step in common: refused, and the last chart kept whole
    let apart = micro_run("plot-apart", &["train.max_steps=3", "train.eval_every=3"]);
    let rows: Vec<String> = std::fs::read_to_string(apart.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .filter(|l| !l.contains(r#""kind":"eval""#) || l.contains(r#""step":3"#))
        .map(String::from)
        .collect();
    std::fs::write(apart.join("metrics.jsonl"), rows.join("\n")).unwrap();
    let before = std::fs::read(&against).unwrap();
    let o = bin()
        .arg("plot")
        .arg(&apart)
        .arg("--against")
        .arg(&a)
        .arg("--out")
        .arg(&against)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("eval_every"), "{}", stderr(&o));
    assert_eq!(
        std::fs::read(&against).unwrap(),
        before,
        "a refused plot must not overwrite --out"
    );
    // an image format the encoder cannot write: refused up front, naming the file, none written
    let svg = a.parent().unwrap().join("loss.svg");
    let o = bin().arg("plot").arg(&a).arg("--out").arg(&svg).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("loss.svg") && stderr(&o).contains(".png"),
        "{}",
        stderr(&o)
    );
    assert!(!svg.exists());
    // a directory without metrics is refused as input, naming it
    let o = bin().arg("plot").arg(a.join("nothing")).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("nothing"), "{}", stderr(&o));
}

#[test]
fn bench_precision_runs_every_cpu_mode_and_writes_json_and_png() {
    let dir = scratch("bench-precision");
    let bench = |out: &Path, steps: &str, repeats: &str| {
        bin()
            .arg("bench-precision")
            .arg("--config")
            .arg(root().join("configs/tiny.toml"))
            .args(["--set", &format!("data.path={}", small_corpus().display())])
            .args(["--set", "data.sha256=", "--set", "data.url="])
            .args(["--set", "model.n_layer=1", "--set", "train.batch_size=4"])
            .args(["--steps", steps, "--warmup", "1", "--repeats", repeats, "--out"])
            .arg(out)
            .output()
            .unwrap()
    };
    let o = bench(&dir, "3", "2");
    assert!(o.status.success(), "{}", stderr(&o));
    let stdout = String::from_utf8_lossy(&o.stdout);
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("bench-precision.json")).unwrap()).unwrap();
    let modes = json["modes"].as_array().unwrap();
    let names: Vec<&str> = modes.iter().map(|m| m["mode"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        ["fp32", "bf16", "fp16 + loss scaler", "bf16 + fp8 linear layers"]
    );
    for m in modes {
        let name = m["mode"].as_str().unwrap();
        assert!(
            stdout.contains(&format!("| {name} |")),
            "{name} missing from the table:\n{stdout}"
        );
        assert_eq!(m["repeat_median_ms"].as_array().unwrap().len(), 2);
        let (p10, med, p90) = (
            m["p10_ms"].as_f64().unwrap(),
            m["median_ms"].as_f64().unwrap(),
            m["p90_ms"].as_f64().unwrap(),
        );
        assert!(0.0 < p10 && p10 <= med && med <= p90, "{m}");
        let tps = m["tokens_per_s"].as_f64().unwrap();
        assert!(
            (tps - json["tokens_per_step"].as_f64().unwrap() / (med / 1e3)).abs() < 1e-6 * tps,
            "{m}"
        );
        assert!(m["mfu"].as_f64().unwrap() > 0.0, "{m}");
        assert!(m["final_loss"].as_f64().unwrap().is_finite(), "{m}");
        assert!(m["peak_gib"].is_null(), "no pool on the CPU: {m}");
    }
    // fp16's scaler ran: its loss equals fp32's only roughly; bf16's differs from fp32's
    let loss = |i: usize| modes[i]["final_loss"].as_f64().unwrap();
    assert!(
        (loss(0) - loss(1)).abs() < 0.1 && loss(0) != loss(1),
        "{} {}",
        loss(0),
        loss(1)
    );
    let (w, h, colors) = decode_png(&dir.join("bench-precision.png"));
    assert_eq!((w, h), (480 * 3, 560));
    assert!(colors > 20, "only {colors} colours");
    // the results replace an earlier report (and say so), never a file of the user's: one that
    // is no report, or a link, whose target took the JSON, is refused before the benchmark
    let o = bench(&dir, "1", "1");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("(replacing the earlier results there)"));
    let (mine, linked) = (scratch("bench-precision-mine"), scratch("bench-precision-link"));
    let notes = linked.join("notes.txt");
    std::fs::write(mine.join("bench-precision.json"), "{\"mine\": true}\n").unwrap();
    std::fs::write(&notes, "my notes\n").unwrap();
    std::os::unix::fs::symlink(&notes, linked.join("bench-precision.json")).unwrap();
    for (out, what) in [
        (&mine, "not an earlier bench-precision report"),
        (&linked, "a symbolic link to"),
    ] {
        refused_in_one_line("bench-precision", &bench(out, "1", "1"), what);
        assert!(!out.join("bench-precision.png").exists());
    }
    let kept = std::fs::read_to_string(mine.join("bench-precision.json")).unwrap();
    assert_eq!(kept, "{\"mine\": true}\n");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes\n");
}

#[test]
fn in_a_data_parallel_job_rank_0_alone_writes_the_event_file_and_the_trace() {
    let out = scratch("obs-dp");
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    let sets = micro_sets_with(&small_corpus(), &out, &["train.max_steps=4", "log.trace=true"]);
    for s in sets {
        cmd.arg("--set").arg(s);
    }
    let o = cmd
        .args(["--nproc-per-node", "2"])
        .env_remove("WORLD_SIZE")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let named = |part: &str| {
        std::fs::read_dir(&out)
            .unwrap()
            .filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().contains(part))
            .count()
    };
    assert_eq!((named("tfevents"), named("trace-")), (1, 1));
    let steps: Vec<u64> = trace_events(&out)
        .iter()
        .filter(|e| e.0 == "step")
        .map(|e| e.1)
        .collect();
    assert_eq!(steps, [1, 2, 3, 4]);
    let tb = tensorboard_scalars(&out);
    assert_same_points(&tb, "train/loss", &column(&out, "train", "loss"));
}

/// FP8's clipped-value counts are logged on the step whose casts clipped them. The first step
/// scales each tensor by its own amax (delayed scaling has no history yet), which clips nothing;
/// the next step's first forward pass, on delayed scales that do clip while the amaxes grow, is
/// queued before the first step's line is written (`train::ahead`). Fails if a step's line
/// counts the next step's forward casts (the first line showed them).
#[test]
fn fp8_clipped_counts_are_logged_on_their_own_step() {
    let dir = scratch("fp8-clips");
    let mut sets = micro_sets(&small_corpus(), &dir);
    sets.extend(
        [
            // configs/tiny.toml's own model: its second step's forward casts clip
            "model.n_layer=2",
            "model.n_head=4",
            "model.d_model=128",
            "model.block_size=64",
            "train.batch_size=16",
            "precision.compute=bf16",
            "precision.matmul=fp8",
            "train.max_steps=8",
            "train.eval_every=1000",
            "checkpoint.every=0",
        ]
        .map(String::from),
    );
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let clipped: Vec<u64> = rows(&dir, "train")
        .iter()
        .map(|r| r["fp8_saturated"].as_u64().expect("an FP8 run logs its clipped count"))
        .collect();
    assert_eq!(clipped.len(), 8, "{clipped:?}");
    assert_eq!(
        clipped[0], 0,
        "the first step's own-amax scales clip nothing: {clipped:?}"
    );
    assert!(
        clipped.iter().sum::<u64>() > 0,
        "nothing clipped: the run shows nothing {clipped:?}"
    );
}

/// A resumed run's `elapsed_s` goes on from the time its checkpoint's run had trained, so the
/// time `report` gives to reach a validation loss counts the whole run, not the last process.
#[test]
fn elapsed_time_goes_on_across_a_resume() {
    let out = micro_run(
        "elapsed-resume",
        &["train.max_steps=40", "train.eval_every=20", "checkpoint.every=20"],
    );
    let o = bin()
        .args(["resume", "--ckpt"])
        .arg(&out)
        .args(["--set", "train.max_steps=60"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let evals = column(&out, "eval", "elapsed_s");
    let at = |step: u64| evals.iter().find(|(s, _)| *s == step).map(|(_, e)| *e).unwrap();
    assert!(at(60) > at(40), "elapsed_s went back at the resume: {evals:?}");
    // a train row's too
    let trains = column(&out, "train", "elapsed_s");
    assert!(trains.windows(2).all(|w| w[1].1 > w[0].1), "{trains:?}");
}

/// `--profile-steps` writes no run directory, so `log.trace = true` writes no trace there: it is
/// said, not dropped without a word.
#[test]
fn a_trace_asked_of_a_profile_is_said_to_be_written_nowhere() {
    let out = scratch("profile-trace");
    let mut sets = micro_sets_with(&small_corpus(), &out.join("run"), &["log.trace=true"]);
    sets.push("train.max_steps=3".into());
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in &sets {
        cmd.arg("--set").arg(s);
    }
    let o = cmd.args(["--profile-steps", "1"]).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("log.trace = true writes no trace under --profile-steps"),
        "{}",
        stderr(&o)
    );
    assert!(!out.join("run").exists());
}
