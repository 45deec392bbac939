//! Checkpoints: bit-for-bit resume, crash safety under SIGKILL, graceful SIGTERM, and every
//! kind of bad checkpoint refused with its own message.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use candle_core::Device;
use minigpt::ckpt::{self, Checkpoint, Snapshot};
use minigpt::data::Corpus;
use minigpt::model::Gpt;
use minigpt::train::Trainer;

use crate::common::*;

fn checksum_of(path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap();
    let (_, meta) = safetensors::SafeTensors::read_metadata(&bytes).unwrap();
    meta.metadata().as_ref().unwrap()["checksum"].clone()
}

fn resume(ckpt: &Path, sets: &[String]) -> std::process::Output {
    let mut cmd = bin();
    cmd.arg("resume").arg("--ckpt").arg(ckpt);
    for s in sets {
        cmd.arg("--set").arg(s);
    }
    cmd.output().unwrap()
}

/// Run 60 steps; resume the step-30 checkpoint in a fresh directory; both must agree exactly.
fn bitwise_resume(name: &str, extra: &[&str]) {
    let a = scratch(&format!("{name}-a"));
    let mut sets = micro_sets(&small_corpus(), &a);
    for s in [
        "train.max_steps=60",
        "checkpoint.every=10",
        "checkpoint.keep_last=10",
        "model.dropout=0.1",
    ]
    .iter()
    .chain(extra)
    {
        sets.push(s.to_string());
    }
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let b = scratch(&format!("{name}-b"));
    std::fs::copy(a.join(ckpt::file_name(30)), b.join(ckpt::file_name(30))).unwrap();
    let o = resume(&b.join(ckpt::file_name(30)), &[format!("log.out_dir={}", b.display())]);
    assert!(o.status.success(), "{}", stderr(&o));
    let by_step = |d: &Path| -> HashMap<u64, serde_json::Value> {
        rows(d, "train")
            .into_iter()
            .map(|r| (r["step"].as_u64().unwrap(), r))
            .collect()
    };
    let (ra, rb) = (by_step(&a), by_step(&b));
    assert_eq!(rb.keys().min(), Some(&31));
    for s in 31..=60 {
        for k in ["loss", "scale", "opt_step", "skipped", "grad_norm", "lr"] {
            assert_eq!(ra[&s][k], rb[&s][k], "step {s}: {k} differs after resume");
        }
    }
    assert_eq!(
        checksum_of(&a.join(ckpt::file_name(60))),
        checksum_of(&b.join(ckpt::file_name(60))),
        "final masters/moments differ"
    );
}

#[test]
fn resume_is_bit_for_bit_in_fp32() {
    bitwise_resume("resume-fp32", &[]);
}

#[test]
fn resume_is_bit_for_bit_in_fp16_with_scaler_state_restored() {
    // An overflow before step 30 (scale backed off), growth every 7 clean steps (tracker
    // mid-count at 30), an overflow after it: a fresh scaler would diverge from the saved one.
    bitwise_resume(
        "resume-fp16",
        &[
            "precision.compute=fp16",
            "scaler.init_scale=1024",
            "scaler.growth_interval=7",
            "debug.inject_overflow_steps=[12, 37]",
        ],
    );
    let st = Checkpoint::load(&scratch_path("resume-fp16-a").join(ckpt::file_name(30)))
        .unwrap()
        .state;
    assert_ne!(
        st.scaler.scale, 1024.0,
        "the test meant to save a backed-off/grown scale"
    );
}

#[test]
fn resume_is_bit_for_bit_with_the_spike_guard_s_window_restored() {
    // The spike at 33 is judged only with the window saved at 30 (an empty one would not be
    // full yet); 45-47 roll the run back to 40 in both runs.
    bitwise_resume(
        "resume-spike",
        &[
            "train.spike_guard=true",
            "train.spike_window=8",
            "train.spike_z=100",
            "debug.inject_spike_steps=[33, 45, 46, 47]",
        ],
    );
    let rolled = rows(&scratch_path("resume-spike-b"), "rollback");
    assert_eq!(rolled.len(), 1, "{rolled:?}");
    let r33 = rows(&scratch_path("resume-spike-b"), "train")
        .into_iter()
        .find(|r| r["step"] == 33)
        .unwrap();
    assert_eq!(r33["spike"], true, "{r33}");
}

/// FP8 (emulated on the CPU) with delayed scaling: the scales at step 30 come from a history of
/// 4 steps' amaxes, so a resume that started fresh scales (the first step scaled by its own
/// amax) or lost the history position would give other losses. The checkpoint carries the
/// state with 30 updates and scales that followed the data.
#[test]
fn resume_is_bit_for_bit_in_fp8_with_the_scaling_state_restored() {
    bitwise_resume(
        "resume-fp8",
        &[
            "precision.compute=bf16",
            "precision.matmul=fp8",
            "precision.fp8_history=4",
        ],
    );
    let ck = Checkpoint::load(&scratch_path("resume-fp8-a").join(ckpt::file_name(30))).unwrap();
    let (table, meta) = ck
        .fp8_state()
        .unwrap()
        .expect("an FP8 run's checkpoint holds its scaling state");
    assert_eq!((meta.updates, meta.history, meta.rows.len()), (30, 4, 12), "{meta:?}");
    let scales: Vec<f32> = table.to_vec2::<f32>().unwrap().iter().map(|r| r[1]).collect();
    assert!(scales.iter().all(|s| s.is_finite() && *s > 0.0), "{scales:?}");
    assert!(
        scales.iter().any(|s| *s > 10.0),
        "the scales followed the amaxes: {scales:?}"
    );
}

/// `precision.fp8_lm_head`: the tied LM head joins the FP8 layers (three more state rows, for
/// `wte`), its scales follow its amaxes, and the resume is still bit for bit. Fails if the key
/// leaves the head in bf16 or its state out of the checkpoint.
#[test]
fn the_fp8_lm_head_is_scaled_checkpointed_and_resumed() {
    bitwise_resume(
        "resume-fp8-head",
        &[
            "precision.compute=bf16",
            "precision.matmul=fp8",
            "precision.fp8_lm_head=true",
            "precision.fp8_history=4",
            "data.synthetic_vocab=64", // the head's dims must be multiples of 16
            "data.synthetic_tokens=4000",
        ],
    );
    let ck = Checkpoint::load(&scratch_path("resume-fp8-head-a").join(ckpt::file_name(30))).unwrap();
    let (table, meta) = ck.fp8_state().unwrap().expect("the scaling state is in the checkpoint");
    assert_eq!(meta.rows.len(), 15, "{:?}", meta.rows);
    let head: Vec<usize> = (0..meta.rows.len())
        .filter(|&i| meta.rows[i].starts_with("transformer.wte.weight/"))
        .collect();
    assert_eq!(head.len(), 3, "{:?}", meta.rows);
    let table = table.to_vec2::<f32>().unwrap();
    for i in head {
        let (scale, history) = (table[i][1], &table[i][4..8]);
        assert!(
            scale.is_finite() && scale != 1.0 && history.iter().all(|a| *a > 0.0),
            "{}: scale {scale}, amax history {history:?}",
            meta.rows[i]
        );
    }
}

/// `minigpt eval` reads only a checkpoint's weights (not the moments) and gives the val loss the
/// run's own final evaluation gave under the same policy. Fails if eval asks for the optimizer
/// state it did not read (it did: every `minigpt eval` refused its checkpoint).
#[test]
fn eval_reads_the_weights_alone_and_matches_the_run_s_evaluation() {
    let dir = scratch("eval-weights");
    let mut sets = micro_sets(&small_corpus(), &dir);
    sets.extend(["train.max_steps=6", "train.eval_every=6", "checkpoint.every=0"].map(String::from));
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let want = rows(&dir, "eval").last().unwrap()["val_loss"].as_f64().unwrap();
    let o = bin().arg("eval").arg("--ckpt").arg(&dir).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    let got: f64 = out
        .rsplit("val loss ")
        .next()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no val loss in {out:?}"));
    assert!((got - want).abs() < 5e-5, "eval {got} vs the run's {want}: {out}");
}

/// `eval --set data.path=OTHER --set data.sha256=` evaluates a char-level checkpoint on other
/// text written in its characters (docs/DESIGN.md §2: another corpus of the same vocabulary),
/// though that text uses only some of them (every held-out text does), encoded with the
/// checkpoint's vocabulary; a character the checkpoint does not have is refused by name
/// (exit 2, one line). Fails where eval compared the two character sets and refused any subset.
#[test]
fn eval_on_other_text_encodes_it_with_the_checkpoint_s_characters() {
    let dir = scratch("eval-other-text");
    let mut sets = micro_sets(&small_corpus(), &dir);
    sets.extend(["train.max_steps=2", "checkpoint.every=0"].map(String::from));
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(small_corpus()).unwrap();
    let fewer: String = text.chars().filter(|c| !c.is_ascii_uppercase()).collect();
    assert!(fewer.len() < text.len(), "the fixture has capitals to leave out");
    let other = dir.join("fewer.txt");
    std::fs::write(&other, &fewer).unwrap();
    let foreign = dir.join("foreign.txt");
    std::fs::write(&foreign, format!("{fewer}\u{65e5}")).unwrap();
    let eval = |corpus: &Path| {
        bin()
            .arg("eval")
            .arg("--ckpt")
            .arg(&dir)
            .args([
                "--set",
                &format!("data.path={}", corpus.display()),
                "--set",
                "data.sha256=",
            ])
            .output()
            .unwrap()
    };
    let o = eval(&other);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("val loss"));
    let o = eval(&foreign);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("'\u{65e5}'") && err.contains("foreign.txt"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}

fn spawn_train(out: &Path, extra: &[&str]) -> Child {
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    let mut sets = micro_sets(&small_corpus(), out);
    sets.extend(extra.iter().map(|s| s.to_string()));
    for s in sets {
        cmd.arg("--set").arg(s);
    }
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap()
}

fn wait_for(what: &str, mut f: impl FnMut() -> bool) {
    let start = Instant::now();
    while !f() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn signal(child: &Child, sig: &str) {
    let ok = std::process::Command::new("kill")
        .args([sig, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(ok.success());
}

#[test]
fn sigkill_at_random_instants_never_loses_the_run() {
    // Delays are pseudo-random but reproducible; the write delay makes mid-write kills common.
    let delays_ms = [0u64, 137, 420, 655, 910, 1280];
    for (i, delay) in delays_ms.iter().enumerate() {
        let out = scratch(&format!("kill{i}"));
        let mut child = spawn_train(
            &out,
            &[
                "train.max_steps=1000000",
                "checkpoint.every=3",
                "debug.ckpt_write_delay_ms=150",
            ],
        );
        wait_for("a first checkpoint", || !ckpt::list(&out).is_empty());
        std::thread::sleep(Duration::from_millis(*delay));
        signal(&child, "-KILL");
        child.wait().unwrap();
        let newest = ckpt::list(&out).last().unwrap().0;
        let o = resume(&out, &[format!("train.max_steps={}", newest + 4)]);
        assert!(
            o.status.success(),
            "kill #{i} (+{delay} ms): resume failed: {}",
            stderr(&o)
        );
        let done = Checkpoint::load(&ckpt::resolve(&out).unwrap()).unwrap();
        assert_eq!(done.state.step, newest + 4, "kill #{i}: run did not complete");
        assert!(
            std::fs::read_dir(&out)
                .unwrap()
                .all(|e| !e.unwrap().file_name().to_string_lossy().ends_with(".tmp")),
            "temp files left behind"
        );
    }
}

/// Checkpoints are written on a thread of their own: with each write held for 1.5 s, the step
/// after a checkpoint is logged long before the write is done, every checkpoint is still
/// complete and printed in order, and the run waits for the last one before it ends. Fails if
/// the step waits for the write, or if the run returns before its final checkpoint is durable.
#[test]
fn training_goes_on_while_a_checkpoint_is_written() {
    let out = scratch("background-write");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out,
        &[
            "train.max_steps=8",
            "checkpoint.every=4",
            "checkpoint.keep_last=5",
            "debug.ckpt_write_delay_ms=1500",
            "log.every=1",
        ],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let elapsed = |step: u64| {
        rows(&out, "train")
            .iter()
            .find(|r| r["step"].as_u64() == Some(step))
            .unwrap()["elapsed_s"]
            .as_f64()
            .unwrap()
    };
    let gap = elapsed(5) - elapsed(4);
    assert!(gap < 1.0, "step 5 waited {gap:.2} s for step 4's checkpoint");
    let steps: Vec<u64> = ckpt::list(&out).iter().map(|(s, _)| *s).collect();
    assert_eq!(steps, [4, 8]);
    for (step, path) in ckpt::list(&out) {
        assert_eq!(Checkpoint::load(&path).unwrap().state.step, step);
    }
    assert_eq!(ckpt::resolve(&out).unwrap(), out.join(ckpt::file_name(8)));
    let stdout = String::from_utf8_lossy(&o.stdout);
    let printed: Vec<&str> = stdout.lines().filter(|l| l.starts_with("checkpoint ")).collect();
    assert_eq!(printed.len(), 2, "{stdout}");
    assert!(printed[0].ends_with(&ckpt::file_name(4)) && printed[1].ends_with(&ckpt::file_name(8)));
}

#[test]
fn sigterm_checkpoints_the_current_step_and_exits_zero() {
    let out = scratch("sigterm");
    let child = spawn_train(&out, &["train.max_steps=1000000", "checkpoint.every=0"]);
    wait_for("training to start", || {
        out.join("metrics.jsonl").exists() && rows(&out, "train").len() >= 3
    });
    signal(&child, "-TERM");
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("interrupted; checkpoint written to"), "{stdout}");
    // the signal is acknowledged on stderr when it arrives
    assert!(
        stderr(&o).contains("note: received SIGTERM: stopping after the current step"),
        "{}",
        stderr(&o)
    );
    // alone, the run says how to go on
    let go_on = format!("; continue with: minigpt resume --ckpt {}\n", out.display());
    assert!(stdout.contains(&go_on), "{stdout}");
    let last_step = rows(&out, "train").last().unwrap()["step"].as_u64().unwrap();
    let ck = Checkpoint::load(&ckpt::resolve(&out).unwrap()).unwrap();
    assert_eq!(ck.state.step, last_step);
}

/// `spawn_train` of a model whose steps take about a second on two cores (no checkpoint but
/// the last, no evaluation but the first and last), once its first step's row is written: a
/// signal sent then lands inside the next step.
fn spawn_slow_steps(out: &Path, max_steps: &str) -> Child {
    let child = spawn_train(
        out,
        &[
            max_steps,
            "checkpoint.every=0",
            "train.eval_every=1000000",
            "model.n_layer=4",
            "model.d_model=384",
            "model.n_head=6",
            "model.block_size=128",
            "train.batch_size=16",
        ],
    );
    wait_for("the first step's row", || {
        out.join("metrics.jsonl").exists() && !rows(out, "train").is_empty()
    });
    child
}

/// A single process stops after the step the signal came in, not after one more: a preempted
/// job's grace period pays for no step it did not need. The model is large enough that a step
/// takes about a second on two cores, so the signal lands inside the step after the row read.
#[test]
fn a_signal_during_a_step_stops_after_that_step() {
    let out = scratch("signal-mid-step");
    let child = spawn_slow_steps(&out, "train.max_steps=1000000");
    let seen = rows(&out, "train").len() as u64;
    signal(&child, "-INT");
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let steps: Vec<u64> = rows(&out, "train")
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    let ck = Checkpoint::load(&ckpt::resolve(&out).unwrap()).unwrap();
    assert_eq!(
        ck.state.step,
        seen + 1,
        "signalled during step {}: rows {steps:?}",
        seen + 1
    );
    assert_eq!(steps.last(), Some(&(seen + 1)), "{steps:?}");
}

/// A signal that comes during the last step stops nothing: the run finishes as it would have
/// (its final checkpoint, "done"), and is not reported as interrupted with a `resume` command
/// that would find nothing to train.
#[test]
fn a_signal_during_the_last_step_lets_the_run_finish() {
    let out = scratch("signal-last-step");
    let child = spawn_slow_steps(&out, "train.max_steps=2");
    signal(&child, "-INT");
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let said = String::from_utf8_lossy(&o.stdout);
    let last = said.trim().lines().last().unwrap_or("");
    assert!(last.starts_with("done; final checkpoint"), "{said}");
    assert!(!said.contains("interrupted"), "{said}");
    let ck = Checkpoint::load(&ckpt::resolve(&out).unwrap()).unwrap();
    assert_eq!(ck.state.step, 2);
}

/// A checkpoint that cannot be written (here its temp path is a folder; a full disk in use) fails
/// the run (exit 1) naming the checkpoint that stands and the command that continues from it;
/// the error said only that nothing else was changed. A run directory deleted under the run is
/// said to be gone, not "unchanged".
#[test]
fn a_failed_checkpoint_write_names_the_checkpoint_that_stands() {
    let out = scratch("ckpt-write-fails");
    std::fs::create_dir_all(out.join(".ckpt-00000004.safetensors.tmp")).unwrap();
    let mut sets = micro_sets(&small_corpus(), &out);
    sets.extend(["train.max_steps=4", "checkpoint.every=2"].map(String::from));
    let o = train(&sets);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    let stands = format!("{} stands", out.join(ckpt::file_name(2)).display());
    assert!(err.contains(&stands), "{err}");
    assert!(
        err.contains(&format!("`minigpt resume --ckpt {}`", out.display())),
        "{err}"
    );

    let gone = scratch("ckpt-dir-gone");
    let child = spawn_train(&gone, &["train.max_steps=1000000", "checkpoint.every=200"]);
    wait_for("training to start", || {
        gone.join("metrics.jsonl").exists() && rows(&gone, "train").len() >= 3
    });
    std::fs::remove_dir_all(&gone).unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("is gone"), "{}", stderr(&o));
}

/// `timeout -s INT` signals the process and then its group: one request delivered twice at
/// once still finishes the step, checkpoints and exits 0.
#[test]
fn a_signal_repeated_at_once_is_one_stop_request() {
    let out = scratch("sigint-twice");
    let child = spawn_train(
        &out,
        &[
            "train.max_steps=1000000",
            "checkpoint.every=0",
            "debug.ckpt_write_delay_ms=1000",
        ],
    );
    wait_for("training to start", || {
        out.join("metrics.jsonl").exists() && rows(&out, "train").len() >= 3
    });
    signal(&child, "-INT");
    signal(&child, "-INT");
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("interrupted; checkpoint written to"), "{stdout}");
    // one request, acknowledged once
    assert_eq!(stderr(&o).matches("received SIGINT").count(), 1, "{}", stderr(&o));
    assert!(
        ckpt::resolve(&out).is_ok(),
        "no checkpoint after one request delivered twice"
    );
}

/// A run stopped by a signal between logged steps logs the step it checkpoints: its time is
/// the run's (`elapsed_s`), and a resume goes on from it. Without that row a resume went on from
/// the last logged step's time, and the stopped attempt's steps since were lost from the run's
/// time (and from `report`'s time to its best val); `report` refused a run stopped before its
/// first logged step. Periodic checkpoints between logged steps are logged alike, each row
/// before its step's evaluation.
#[test]
fn a_stopped_run_logs_its_checkpointed_step_and_a_resume_goes_on_from_its_time() {
    let out = scratch("stop-logs-its-step");
    let child = spawn_train(
        &out,
        &[
            "train.max_steps=1000000",
            "log.every=1000",
            "checkpoint.every=7",
            "train.eval_every=7",
        ],
    );
    wait_for("two periodic checkpoints", || ckpt::list(&out).len() >= 2);
    signal(&child, "-INT");
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let stopped = Checkpoint::load(&ckpt::resolve(&out).unwrap()).unwrap().state.step;
    let logged: Vec<u64> = rows(&out, "train")
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert!(
        logged.contains(&7) && logged.contains(&14),
        "periodic checkpoints unlogged: {logged:?}"
    );
    assert_eq!(
        logged.last(),
        Some(&stopped),
        "the stopped step is not logged: {logged:?}"
    );
    let before = rows(&out, "train").last().unwrap()["elapsed_s"].as_f64().unwrap();
    let o = resume(
        &out,
        &[format!("train.max_steps={}", stopped + 1), "log.every=1".into()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let after = rows(&out, "train").last().unwrap()["elapsed_s"].as_f64().unwrap();
    assert!(
        after > before,
        "the resumed step at {after} s, the stopped one at {before} s"
    );
    // the step's row comes before its evaluation's, which `report` keeps (a train row after
    // the eval row of its step reads as a new attempt, superseding that evaluation)
    let o = bin().arg("report").arg(&out).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(
        table.contains(" 7: ") && table.contains(" 14: "),
        "evaluations dropped: {table}"
    );
}

/// A good 20-step run to damage copies of.
fn good_run(name: &str) -> PathBuf {
    let dir = scratch(name);
    let mut sets = micro_sets(&small_corpus(), &dir);
    sets.extend(["train.max_steps=20".into(), "checkpoint.every=10".into()]);
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    dir
}

fn refused(path: &Path, want: &str) {
    let o = resume(path, &[]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&path.file_name().unwrap().to_string_lossy().to_string()),
        "does not name the file: {err}"
    );
    assert!(err.contains(want), "want {want:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// `path`'s bytes with `old` replaced by `new` (of the same length) in the header, once.
fn patched_header(path: &Path, old: &str, new: &str) -> Vec<u8> {
    assert_eq!(old.len(), new.len());
    let bytes = std::fs::read(path).unwrap();
    let end = 8 + u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
    let header = String::from_utf8(bytes[8..end].to_vec()).unwrap();
    assert_eq!(header.matches(old).count(), 1, "{old:?} in {header}");
    [&bytes[..8], header.replace(old, new).as_bytes(), &bytes[end..]].concat()
}

/// The header's metadata is checked as the tensors are: a step or a config value changed in
/// it was taken as written (a resume "at step 28" from ckpt-00000020, a model of other heads),
/// by resume, sample, eval and export alike. Format 6's `checksum_meta` refuses it; in any
/// version a checkpoint whose name and step disagree is refused; a file its run wrote under a
/// checkpoint's name is called damaged, not "another kind of file".
#[test]
fn a_checkpoint_s_metadata_is_checked_too() {
    let dir = good_run("meta-checked");
    let good = dir.join(ckpt::file_name(20));
    let header = |bytes: &[u8]| {
        let end = 8 + u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
        String::from_utf8(bytes[8..end].to_vec()).unwrap()
    };
    let text = header(&std::fs::read(&good).unwrap());
    let n_head = text.find("n_head = ").expect("the config's n_head") + "n_head = ".len();
    let digit = &text[n_head..n_head + 1];
    let other = if digit == "1" { "2" } else { "1" };
    for (name, bytes) in [
        (
            "step.safetensors",
            patched_header(&good, "{\\\"step\\\":20,", "{\\\"step\\\":28,"),
        ),
        (
            "heads.safetensors",
            patched_header(&good, &format!("n_head = {digit}"), &format!("n_head = {other}")),
        ),
    ] {
        let p = dir.join(name);
        std::fs::write(&p, bytes).unwrap();
        refused(&p, "corrupted metadata: it hashes to");
        let o = bin()
            .args(["sample", "--tokens", "3", "--ckpt"])
            .arg(&p)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(stderr(&o).contains("corrupted metadata"), "{}", stderr(&o));
    }
    // a version-5 file (no checksum_meta) at a name that says another step
    let v5 = patched_header(
        &good,
        &format!("\"format_version\":\"{}\"", ckpt::FORMAT_VERSION),
        "\"format_version\":\"5\"",
    );
    let elsewhere = scratch("meta-checked-renamed");
    let renamed = elsewhere.join(ckpt::file_name(30));
    std::fs::write(&renamed, &v5).unwrap();
    refused(&renamed, "its name says step 30, its train_state step 20");
    std::fs::write(elsewhere.join(ckpt::file_name(20)), &v5).unwrap();
    Checkpoint::load(&elsewhere.join(ckpt::file_name(20))).expect("a version-5 file loads");
    // zeroed where it lies
    let zeroed = elsewhere.join(ckpt::file_name(40));
    std::fs::write(&zeroed, vec![0u8; 4096]).unwrap();
    refused(&zeroed, "corrupted header");
    let o = bin()
        .args(["sample", "--tokens", "3", "--ckpt"])
        .arg(&zeroed)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("corrupted header"), "{}", stderr(&o));
}

/// A folder where a checkpoint file should be (named as one, or named by `latest`) is called
/// a folder, and the newest complete checkpoint beside it is offered: it had been offered
/// itself ("give it to --ckpt"), which then said "no checkpoint in this run directory".
#[test]
fn a_folder_named_as_a_checkpoint_is_named_a_folder_and_the_good_one_offered() {
    let dir = good_run("ckpt-folder");
    let newest = dir.join(ckpt::file_name(20));
    std::fs::remove_file(&newest).unwrap();
    std::fs::create_dir(&newest).unwrap();
    let earlier = dir.join(ckpt::file_name(10)).display().to_string();
    let o = resume(&dir, &["train.max_steps=30".into()]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("which is not a file") && err.contains(&earlier), "{err}");
    let o = resume(&newest, &["train.max_steps=30".into()]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("a folder, not a checkpoint file") && err.contains(&earlier),
        "{err}"
    );
    // from the one offered: the folder is in the way of its step 20, and said so
    let o = resume(Path::new(&earlier), &["train.max_steps=30".into()]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("is damaged: a folder, not a checkpoint file") && err.contains("mv "),
        "{err}"
    );
}

/// `sample` reads and hashes the model parameters only (`Checkpoint::load_weights`): a damaged
/// optimizer moment leaves it working while `resume` refuses the file; a damaged parameter makes
/// both refuse it.
#[test]
fn sample_checks_the_weights_it_reads_and_only_those() {
    let dir = good_run("weights-only");
    let good = dir.join(ckpt::file_name(20));
    let bytes = std::fs::read(&good).unwrap();
    let st = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    let offset_of = |name: &str| st.tensor(name).unwrap().data().as_ptr() as usize - bytes.as_ptr() as usize;
    let flip = |name: &str, at: usize| -> PathBuf {
        let mut b = bytes.clone();
        b[at] ^= 0x10;
        let p = dir.join(name);
        std::fs::write(&p, b).unwrap();
        p
    };
    let sample = |p: &Path| {
        bin()
            .args(["sample", "--tokens", "5", "--ckpt"])
            .arg(p)
            .output()
            .unwrap()
    };
    let moment = flip(
        "moment.safetensors",
        offset_of("optim.exp_avg.transformer.wte.weight") + 5,
    );
    let o = sample(&moment);
    assert!(o.status.success(), "a damaged moment stopped sample: {}", stderr(&o));
    refused(&moment, "bad checksum");
    let weight = flip("weight.safetensors", offset_of("transformer.wte.weight") + 5);
    let o = sample(&weight);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("bad checksum"), "{}", stderr(&o));
    refused(&weight, "bad checksum");
}

#[test]
fn corrupt_checkpoints_are_refused_each_with_its_own_message() {
    let dir = good_run("corrupt");
    let good = dir.join(ckpt::file_name(20));
    let bytes = std::fs::read(&good).unwrap();
    let bad = |name: &str, content: &[u8]| -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, content).unwrap();
        p
    };
    refused(
        &bad("truncated.safetensors", &bytes[..bytes.len() / 2]),
        "truncated (header promises",
    );
    let mut flipped = bytes.clone();
    let n = flipped.len();
    flipped[n - 100] ^= 0x10;
    refused(&bad("flipped.safetensors", &flipped), "bad checksum");
    // another kind of file is not called a truncated checkpoint
    refused(
        &bad("config.safetensors", b"[model]\nn_layer = 2\n"),
        "not a safetensors checkpoint",
    );

    // Wrong format version: same tensors, metadata rewritten.
    let st = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    let (_, header) = safetensors::SafeTensors::read_metadata(&bytes).unwrap();
    let mut meta = header.metadata().clone().unwrap();
    meta.insert("format_version".into(), "99".into());
    let rewritten = safetensors::serialize(st.tensors(), Some(meta)).unwrap();
    refused(
        &bad("version.safetensors", &rewritten),
        &format!(
            "format version 99, this minigpt reads versions 1 to {}",
            ckpt::FORMAT_VERSION
        ),
    );

    // Missing tensor and wrong shapes: checkpoints written by the library itself, so the
    // checksum is valid and only the content disagrees with the config.
    let good_ck = Checkpoint::load(&good).unwrap();
    let cfg = good_ck.config.clone();
    let corpus = Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
    let t = Trainer::new(cfg.clone(), Device::Cpu, corpus).unwrap();
    let named = t.model.params().named();
    let short: Vec<_> = named[1..].to_vec();
    let mut optim = t.optim.moments.clone();
    optim.remove(0);
    let opt = minigpt::optim::AdamW {
        moments: optim,
        ..minigpt::optim::AdamW::new(&cfg.train, &[]).unwrap()
    };
    let missing_dir = scratch("missing");
    let p = ckpt::save(
        &missing_dir,
        &Snapshot {
            spike: None,
            fp8: None,
            corpus_sha256: None,
            named: &short,
            optim: &opt,
            state: good_ck.state,
            config: &cfg,
            tokenizer: &good_ck.tokenizer,
        },
        ckpt::Keep { last: 1, every: 0 },
        0,
    )
    .unwrap();
    refused(&p, "missing tensors: optim.exp_avg.transformer.wte.weight");

    let mut wide = cfg.model.clone();
    wide.d_model = 64;
    let other = Gpt::new(
        &wide,
        good_ck.tokenizer.vocab_size(),
        1,
        candle_core::DType::F32,
        &Device::Cpu,
    )
    .unwrap();
    let other_opt = minigpt::optim::AdamW::new(&cfg.train, &other.params().vars()).unwrap();
    let shape_dir = scratch("shape");
    let p = ckpt::save(
        &shape_dir,
        &Snapshot {
            spike: None,
            fp8: None,
            corpus_sha256: None,
            named: other.params().named(),
            optim: &other_opt,
            state: good_ck.state,
            config: &cfg,
            tokenizer: &good_ck.tokenizer,
        },
        ckpt::Keep { last: 1, every: 0 },
        0,
    )
    .unwrap();
    refused(&p, "transformer.wte.weight has shape");

    // A prompt outside the checkpoint's vocabulary.
    let o = bin()
        .arg("sample")
        .arg("--ckpt")
        .arg(&good)
        .args(["--prompt", "~~~"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "prompt outside the vocabulary");
    assert!(stderr(&o).contains("'~'"), "{}", stderr(&o));

    // The good checkpoint beside all of these still loads and resumes.
    let o = resume(&good, &["train.max_steps=22".into()]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn a_corpus_with_another_vocabulary_is_refused_on_resume() {
    let dir = good_run("vocab");
    let foreign = dir.join("digits.txt");
    std::fs::write(&foreign, "0123456789\n".repeat(300)).unwrap();
    let ck = Checkpoint::load(&ckpt::resolve(&dir).unwrap()).unwrap();
    let mut cfg = ck.config.clone();
    cfg.data.path = foreign.into();
    let corpus = Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
    let e = Trainer::resume(cfg, Device::Cpu, corpus, &ck)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("vocabulary") && e.contains("disagrees"), "{e}");
}

#[test]
fn only_run_defining_keys_are_locked_on_resume() {
    let dir = good_run("locked");
    let o = resume(&dir, &["train.lr=0.1".into()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("train.lr") && stderr(&o).contains("cannot be changed on resume"),
        "{}",
        stderr(&o)
    );
    // every refused key at once (the first alone was said), the allowed keys once
    let o = resume(
        &dir,
        &[
            "train.lr=0.1".into(),
            "scaler.init_scale=2".into(),
            "train.max_steps=9".into(),
        ],
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("train.lr = 0.1 cannot be changed on resume"), "{err}");
    assert!(
        err.contains("scaler.init_scale = 2 cannot be changed on resume"),
        "{err}"
    );
    assert_eq!(err.matches("allowed:").count(), 1, "{err}");
    assert!(
        !err.contains("train.max_steps = 9"),
        "an allowed key is not refused: {err}"
    );
}

/// A key no config has, given to `eval`, was refused with the config's sections as "allowed",
/// which eval refuses next: it gets eval's own list, as a key eval does not take does.
#[test]
fn eval_names_its_own_keys_for_a_key_no_config_has() {
    let dir = good_run("eval-unknown-key");
    for set in ["bogus.key=3", "model.n_layer=3"] {
        let o = bin()
            .args(["eval", "--ckpt"])
            .arg(&dir)
            .args(["--set", set])
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{set}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(
            err.contains("cannot be changed on eval; allowed: device, data.path") && !err.contains("[model]"),
            "{set}: {err}"
        );
    }
}

#[test]
fn a_failed_checkpoint_write_leaves_the_previous_one_and_latest_intact() {
    let dir = good_run("failed-write");
    let before = std::fs::read(dir.join("latest")).unwrap();
    let good = Checkpoint::load(&ckpt::resolve(&dir).unwrap()).unwrap();
    // The temp path is taken by a directory, so creating the temp file fails, as on a full disk.
    std::fs::create_dir(dir.join(format!(".{}.tmp", ckpt::file_name(40)))).unwrap();
    let o = resume(&dir, &["train.max_steps=40".into(), "checkpoint.every=20".into()]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "a failed run, not refused input: {}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("could not write the checkpoint"), "{}", stderr(&o));
    assert_eq!(std::fs::read(dir.join("latest")).unwrap(), before, "latest changed");
    let again = Checkpoint::load(&ckpt::resolve(&dir).unwrap()).unwrap();
    assert_eq!(again.state, good.state);
}

/// A run whose first checkpoint cannot be written (its temp path taken, as on a full disk)
/// fails saying nothing else changed and what to do: make room, then run the command again.
#[test]
fn a_failed_first_checkpoint_write_says_to_run_the_command_again() {
    let dir = scratch("failed-first-write");
    std::fs::create_dir_all(dir.join(format!(".{}.tmp", ckpt::file_name(10)))).unwrap();
    let mut sets = micro_sets(&small_corpus(), &dir);
    sets.extend(["train.max_steps=10".into(), "checkpoint.every=10".into()]);
    let o = train(&sets);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("holds no earlier checkpoint: once it can be written, run the command again"),
        "{}",
        stderr(&o)
    );
}

/// The checkpoint written but `latest` not moved (its temp path taken, as on a full disk): the
/// run fails naming the marker and saying the checkpoint is complete; a resume continues from it.
#[test]
fn a_failed_latest_marker_says_the_checkpoint_is_complete_and_resume_takes_it() {
    let dir = good_run("failed-latest");
    std::fs::create_dir(dir.join(".latest.tmp")).unwrap();
    let o = resume(&dir, &["train.max_steps=30".into()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("could not point `latest` at") && e.contains("is complete"),
        "{e}"
    );
    std::fs::remove_dir(dir.join(".latest.tmp")).unwrap();
    let o = resume(&dir, &["train.max_steps=40".into()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("at step 30"),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
}

/// An old checkpoint that cannot be deleted (here a directory under its name) costs disk space,
/// not the run: named on stderr, and training goes on to its end.
#[test]
fn an_old_checkpoint_that_cannot_be_deleted_does_not_stop_the_run() {
    let dir = good_run("undeletable");
    let old = dir.join(ckpt::file_name(10));
    std::fs::remove_file(&old).unwrap();
    std::fs::create_dir_all(old.join("pinned")).unwrap();
    let o = resume(&dir, &["train.max_steps=40".into(), "checkpoint.keep_last=1".into()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("could not delete this old checkpoint"),
        "{}",
        stderr(&o)
    );
    assert_eq!(ckpt::resolve(&dir).unwrap(), dir.join(ckpt::file_name(40)));
}

/// Past a file-size limit (`ulimit -f`) the write fails with its one-line error (EFBIG) instead
/// of the process dying of SIGXFSZ without a word, and leaves no temp file.
#[test]
fn a_file_size_limit_fails_the_write_with_a_message() {
    let dir = good_run("file-size-limit");
    let size = std::fs::metadata(ckpt::resolve(&dir).unwrap()).unwrap().len();
    let limit_kib = (size / 2 / 1024).max(1);
    let o = Command::new("bash")
        .arg("-c")
        .arg(format!("ulimit -f {limit_kib}; exec \"$0\" \"$@\""))
        .arg(bin_path())
        .args(["resume", "--ckpt"])
        .arg(&dir)
        .args(["--set", "train.max_steps=30"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("could not write the checkpoint (File too large"),
        "{}",
        stderr(&o)
    );
    let temps: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(temps.is_empty(), "temp files left: {temps:?}");
}

#[test]
fn a_second_signal_exits_at_once_and_leaves_the_good_checkpoint() {
    let out = scratch("double-signal");
    // The slow write (3 s) holds the process inside the interrupt checkpoint.
    let child = spawn_train(
        &out,
        &[
            "train.max_steps=1000000",
            "checkpoint.every=2",
            "debug.ckpt_write_delay_ms=3000",
        ],
    );
    wait_for("a first checkpoint", || !ckpt::list(&out).is_empty());
    let first = ckpt::resolve(&out).unwrap();
    signal(&child, "-TERM");
    // past `signals::SAME_REQUEST`: a second request, not the first one repeated
    std::thread::sleep(Duration::from_millis(1200));
    signal(&child, "-TERM");
    let start = Instant::now();
    let o = child.wait_with_output().unwrap();
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "second signal did not exit at once"
    );
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    assert!(stderr(&o).contains("second SIGTERM"), "{}", stderr(&o));
    let now = ckpt::resolve(&out).unwrap();
    assert!(now == first || Checkpoint::load(&now).is_ok());
    // the line names the checkpoint left and the command that continues from it
    let stands = format!(
        "; {} stands: continue with: minigpt resume --ckpt {}",
        now.display(),
        out.display()
    );
    assert!(stderr(&o).contains(&stands), "{}", stderr(&o));
    Checkpoint::load(&first).unwrap();
}

/// A damaged `latest` marker (naming a checkpoint that is gone, empty, a path out of the
/// directory, bytes that are not text, or a folder) is refused naming the marker and the newest
/// checkpoint beside it; it is neither followed out of the directory nor silently replaced by
/// another checkpoint.
#[test]
fn a_damaged_latest_marker_is_refused_naming_the_newest_checkpoint() {
    let dir = good_run("latest-marker");
    let marker = dir.join("latest");
    let names: [&[u8]; 5] = [
        b"ckpt-00000099.safetensors\n",
        b"",
        b"../../etc/passwd\n",
        b"ckpt-00000010.safetensors\xff\n",
        b"folder",
    ];
    for content in names {
        let _ = std::fs::remove_file(&marker);
        match content {
            b"folder" => std::fs::create_dir(&marker).unwrap(),
            bytes => std::fs::write(&marker, bytes).unwrap(),
        }
        let content = String::from_utf8_lossy(content);
        let o = bin()
            .args(["sample", "--tokens", "1", "--ckpt"])
            .arg(&dir)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{content:?}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(
            e.contains("latest") && e.contains(&ckpt::file_name(20)),
            "{content:?}: {e}"
        );
        if content == "folder" {
            std::fs::remove_dir(&marker).unwrap();
        }
    }
}

/// A resume's or an evaluation's `--set` of an allowed key to a value out of range, or of the
/// wrong type, is said to be given by --set: the error names the checkpoint file, which the
/// user did not write that value into. Fails on a type error that read as the checkpoint's.
#[test]
fn a_resume_s_bad_value_is_said_to_be_given_by_set() {
    let dir = good_run("resume-bad-value");
    for (set, shown) in [
        ("checkpoint.keep_last=0", "checkpoint.keep_last = 0"),
        ("train.grad_accum=x", "train.grad_accum = \"x\""),
    ] {
        let o = resume(&dir, &[set.into()]);
        let err = refused_in_one_line(set, &o, shown);
        assert!(err.contains("(given by --set)"), "{err}");
    }
    let o = bin()
        .args(["eval", "--ckpt"])
        .arg(&dir)
        .args(["--set", "train.eval_batches=x"])
        .output()
        .unwrap();
    let err = refused_in_one_line("eval", &o, "train.eval_batches = \"x\"");
    assert!(err.contains("(given by --set)"), "{err}");
}

/// A save's temporary (`.ckpt-N.safetensors.tmp`) given to --ckpt is refused, and kept: a
/// resume would otherwise load it, then remove it as a stale temporary of its run directory.
#[test]
fn a_checkpoint_s_temporary_given_to_ckpt_is_refused_and_kept() {
    let dir = good_run("tmp-given");
    let tmp = dir.join(format!(".{}.tmp", ckpt::file_name(30)));
    std::fs::copy(dir.join(ckpt::file_name(20)), &tmp).unwrap();
    for command in ["resume", "eval"] {
        let o = bin().args([command, "--ckpt"]).arg(&tmp).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{command}: {}", stderr(&o));
        assert!(stderr(&o).contains("temporary file"), "{command}: {}", stderr(&o));
        assert!(tmp.is_file(), "{command} removed the file it was given");
    }
}

/// A save is renamed into place whole before `latest` moves to it: killed between the two, the
/// run directory holds a complete checkpoint past its marker. Resuming the directory continues
/// from that one, says so, and overwrites nothing (it had refused: "would overwrite").
#[test]
fn a_checkpoint_past_a_lagging_latest_marker_is_resumed_from() {
    let dir = good_run("latest-lags");
    std::fs::write(dir.join("latest"), ckpt::file_name(10)).unwrap();
    let newest = std::fs::read(dir.join(ckpt::file_name(20))).unwrap();
    let o = resume(&dir, &["train.max_steps=22".into()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(said.contains(&format!("{} at step 20", ckpt::file_name(20))), "{said}");
    assert!(stderr(&o).contains("is newer"), "{}", stderr(&o));
    assert_eq!(
        std::fs::read(dir.join(ckpt::file_name(20))).unwrap(),
        newest,
        "step 20 rewritten"
    );
    assert_eq!(ckpt::resolve(&dir).unwrap(), dir.join(ckpt::file_name(22)));
}

/// A checkpoint records its corpus' sha256: a resume on a corpus edited in place is refused
/// (exit 2, naming both hashes' starts) even with `data.sha256` unset, since its batches and
/// validation split would differ; the same content at another path resumes.
#[test]
fn a_resume_on_a_corpus_changed_in_place_is_refused() {
    let dir = scratch("corpus-changed");
    let corpus = dir.join("c.txt");
    std::fs::copy(small_corpus(), &corpus).unwrap();
    let run = dir.join("run");
    let mut sets = micro_sets(&corpus, &run);
    sets.extend(["train.max_steps=10".into(), "checkpoint.every=10".into()]);
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&corpus).unwrap();
    let moved = dir.join("moved.txt");
    std::fs::write(&moved, &text).unwrap();
    std::fs::write(&corpus, format!("{text}{}", &text[..2000])).unwrap();
    let o = resume(&run, &["train.max_steps=20".into()]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("is not the corpus the run trained on") && stderr(&o).contains("c.txt"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        ckpt::resolve(&run).unwrap(),
        run.join(ckpt::file_name(10)),
        "the refused resume wrote"
    );
    let o = resume(
        &run,
        &["train.max_steps=20".into(), format!("data.path={}", moved.display())],
    );
    assert!(
        o.status.success(),
        "the same content elsewhere was refused: {}",
        stderr(&o)
    );
}

/// `good_run` with its newest checkpoint (step 20) cut to half its length: what a disk that
/// filled up, or a copy that stopped, leaves. Returns the run directory and the damaged bytes.
fn run_with_a_truncated_newest(name: &str) -> (PathBuf, Vec<u8>) {
    let dir = good_run(name);
    let newest = dir.join(ckpt::file_name(20));
    let bytes = std::fs::read(&newest).unwrap();
    let cut = bytes[..bytes.len() / 2].to_vec();
    std::fs::write(&newest, &cut).unwrap();
    (dir, cut)
}

/// The one `error:` line of a refusal (exit 2), beside any `note:` lines.
fn error_line(what: &str, o: &std::process::Output) -> String {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "{what}: {err}");
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(errors.len(), 1, "{what}: not one error line: {err}");
    assert_eq!(
        err.lines().filter(|l| !l.starts_with("note:")).count(),
        1,
        "{what}: more than the error line and notes: {err}"
    );
    assert!(!err.contains("panicked"), "{what}: {err}");
    errors[0].to_string()
}

/// A truncated newest checkpoint refused by `resume --ckpt <dir>` names the newest complete
/// checkpoint beside it and how to go on from it (docs/DESIGN.md §8: a refusal names the newest
/// other checkpoint beside it); the damaged file stays where it is, byte for byte.
#[test]
fn a_truncated_newest_checkpoint_names_the_complete_one_beside_it_and_how_to_resume() {
    let (dir, cut) = run_with_a_truncated_newest("truncated-newest");
    let damaged = dir.join(ckpt::file_name(20));
    let older = dir.join(ckpt::file_name(10));
    let e = error_line("resume the directory", &resume(&dir, &[]));
    assert!(
        e.contains("truncated") && e.contains(&damaged.display().to_string()),
        "{e}"
    );
    assert!(
        e.contains(&format!("minigpt resume --ckpt {}", older.display())),
        "no resume command for the complete checkpoint: {e}"
    );
    assert!(
        e.contains(&format!("mv {} {}.damaged", damaged.display(), damaged.display())),
        "does not say to move the damaged one aside: {e}"
    );
    assert_eq!(std::fs::read(&damaged).unwrap(), cut, "the damaged checkpoint changed");
    // the command keeps the resume's own `--set`s (it dropped them: the run would have ended at
    // the saved max_steps, on the saved device)
    let e = error_line("resume with a set", &resume(&dir, &["train.max_steps=30".into()]));
    assert!(
        e.contains(&format!(
            "minigpt resume --ckpt {} --set train.max_steps=30`",
            older.display()
        )),
        "the resume's --set is not in the command: {e}"
    );
}

/// A run directory whose only checkpoint is damaged was a dead end: `resume` said "truncated"
/// and nothing more, and `train` into it pointed back at `resume`. Both now say that no complete
/// checkpoint is left, and the `mv` that sets it aside; after it, `train` into the directory is
/// accepted and starts afresh, and the damaged file is kept byte for byte.
#[test]
fn a_run_whose_only_checkpoint_is_damaged_says_how_to_start_afresh() {
    let dir = scratch("only-damaged").join("run");
    let sets = micro_sets_with(&small_corpus(), &dir, &["train.max_steps=2"]);
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let only = dir.join(ckpt::file_name(2));
    let bytes = std::fs::read(&only).unwrap();
    let cut = bytes[..bytes.len() / 2].to_vec();
    std::fs::write(&only, &cut).unwrap();
    let mv = format!("mv {} {}.damaged", only.display(), only.display());
    let afresh = format!("then `minigpt train` into {} starts the run afresh", dir.display());
    let e = error_line("resume", &resume(&dir, &[]));
    assert!(
        e.contains("truncated") && e.contains("no complete checkpoint of the run is left"),
        "{e}"
    );
    assert!(e.contains(&mv) && e.contains(&afresh), "{e}");
    let e = error_line("train", &train(&sets));
    assert!(e.contains("none of them complete") && e.contains("truncated"), "{e}");
    assert!(e.contains(&mv) && e.contains(&afresh), "{e}");
    assert!(!e.contains("continue it with"), "points back at resume: {e}");
    // `check` reports what `train` refuses, in the same words
    let mut cmd = bin();
    cmd.arg("check").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in &sets {
        cmd.arg("--set").arg(s);
    }
    let o = cmd.output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("none of them complete") && stderr(&o).contains(&mv),
        "{}",
        stderr(&o)
    );

    let aside = dir.join(format!("{}.damaged", ckpt::file_name(2)));
    std::fs::rename(&only, &aside).unwrap();
    let o = train(&sets);
    assert!(o.status.success(), "train after the mv: {}", stderr(&o));
    assert!(ckpt::damage(&only).is_none(), "no fresh checkpoint at step 2");
    assert_eq!(std::fs::read(&aside).unwrap(), cut, "the damaged checkpoint changed");
}

/// `latest` pointed back at a complete checkpoint, past which lies a damaged one: the
/// lagging-marker rule takes only a newer checkpoint that is complete, so the marker is followed
/// and the damaged file is named as not used.
#[test]
fn a_damaged_checkpoint_past_latest_is_not_taken_over_the_marker() {
    let (dir, cut) = run_with_a_truncated_newest("marker-behind");
    std::fs::write(dir.join("latest"), format!("{}\n", ckpt::file_name(10))).unwrap();
    assert_eq!(ckpt::resolve(&dir).unwrap(), dir.join(ckpt::file_name(10)));
    let o = bin()
        .args(["sample", "--tokens", "5", "--ckpt"])
        .arg(&dir)
        .output()
        .unwrap();
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains(&ckpt::file_name(20)) && err.contains("damaged") && !err.contains("using it"),
        "{err}"
    );
    assert_eq!(err.matches("damaged").count(), 1, "not said once: {err}");
    assert_eq!(std::fs::read(dir.join(ckpt::file_name(20))).unwrap(), cut);
}

/// Resuming an older checkpoint of a run whose directory holds a damaged later one is still
/// refused (the resume would overwrite it), saying that it is damaged, why, and the command that
/// moves it aside; once moved, the resume goes on and the moved file is kept as it was.
#[test]
fn resuming_before_a_damaged_checkpoint_says_it_is_damaged_and_to_move_it_aside() {
    let (dir, cut) = run_with_a_truncated_newest("older-resumed");
    let damaged = dir.join(ckpt::file_name(20));
    let older = dir.join(ckpt::file_name(10));
    let e = error_line("resume the older checkpoint", &resume(&older, &[]));
    assert!(
        e.contains(&ckpt::file_name(20)) && e.contains("damaged") && e.contains("truncated"),
        "{e}"
    );
    let aside = PathBuf::from(format!("{}.damaged", damaged.display()));
    let mv = format!("mv {} {}", damaged.display(), aside.display());
    assert!(e.contains(&mv), "no {mv:?}: {e}");
    assert_eq!(std::fs::read(&damaged).unwrap(), cut, "the damaged checkpoint changed");
    std::fs::rename(&damaged, &aside).unwrap();
    let o = resume(&older, &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(ckpt::resolve(&dir).unwrap(), damaged);
    Checkpoint::load(&damaged).unwrap();
    assert_eq!(std::fs::read(&aside).unwrap(), cut, "the moved checkpoint changed");
}

/// `debug.ckpt_write_delay_ms` only slows the checkpoint writes (crash-safety tests): a resume
/// may change it; a debug key that changes the training (an injected spike) stays locked.
#[test]
fn the_checkpoint_write_delay_may_change_on_resume_and_injections_may_not() {
    let dir = scratch("write-delay");
    let mut sets = micro_sets(&small_corpus(), &dir);
    sets.extend([
        "train.max_steps=10".into(),
        "checkpoint.every=10".into(),
        "debug.ckpt_write_delay_ms=300".into(),
    ]);
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = resume(
        &dir,
        &["train.max_steps=20".into(), "debug.ckpt_write_delay_ms=0".into()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let ck = Checkpoint::load(&dir.join(ckpt::file_name(20))).unwrap();
    assert_eq!(ck.config.debug.ckpt_write_delay_ms, 0, "the delay was kept");
    let o = resume(
        &dir,
        &["train.max_steps=30".into(), "debug.inject_spike_steps=[25]".into()],
    );
    refused_in_one_line("an injected spike on resume", &o, "cannot be changed on resume");
    assert_eq!(ckpt::resolve(&dir).unwrap(), dir.join(ckpt::file_name(20)));
}

#[test]
fn a_run_whose_output_readers_are_gone_trains_on_and_stops_as_asked() {
    // `train 2>&1 | head` (or a `tee` that died): every later write to stdout and stderr fails
    // with EPIPE. The run used to panic in its first note on stderr (exit 101, the steps since
    // the last checkpoint lost), and a Ctrl-C through such a pipe ended in the same panic.
    let out = scratch("closed-pipes");
    let mut child = spawn_train(&out, &["train.max_steps=40", "checkpoint.every=0"]);
    drop((child.stdout.take(), child.stderr.take())); // both readers gone at once
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "{status}");
    assert_eq!(ckpt::list(&out).last().map(|(s, _)| *s), Some(40));
    assert_eq!(rows(&out, "train").last().unwrap()["step"].as_u64(), Some(40));

    // a stop through such a pipe: the note of the signal and the run's last lines go nowhere,
    // and it still checkpoints and exits 0
    let out = scratch("closed-pipes-term");
    let mut child = spawn_train(&out, &["train.max_steps=1000000", "checkpoint.every=0"]);
    drop((child.stdout.take(), child.stderr.take()));
    wait_for("training to start", || {
        out.join("metrics.jsonl").exists() && rows(&out, "train").len() >= 3
    });
    signal(&child, "-TERM");
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "{status}");
    let last_step = rows(&out, "train").last().unwrap()["step"].as_u64().unwrap();
    let ck = Checkpoint::load(&ckpt::resolve(&out).unwrap()).unwrap();
    assert_eq!(ck.state.step, last_step);
}

#[test]
fn a_second_signal_through_a_closed_stderr_still_exits_at_once() {
    // the signal thread's note on the first signal went to a stderr whose reader was gone: it
    // panicked there, and the second signal, which ends a slow checkpoint write, was lost
    let out = scratch("double-signal-closed");
    let mut child = spawn_train(
        &out,
        &[
            "train.max_steps=1000000",
            "checkpoint.every=2",
            "debug.ckpt_write_delay_ms=3000",
        ],
    );
    drop((child.stdout.take(), child.stderr.take()));
    wait_for("a first checkpoint", || !ckpt::list(&out).is_empty());
    signal(&child, "-TERM");
    std::thread::sleep(Duration::from_millis(1200)); // past `signals::SAME_REQUEST`
    signal(&child, "-TERM");
    let start = Instant::now();
    let status = child.wait().unwrap();
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "second signal did not exit at once"
    );
    assert_eq!(status.code(), Some(130), "{status}");
}

/// `eval --set data.path=...` of a run trained on the synthetic stream was accepted and
/// ignored: the stream's losses, for a file that does not exist as for any other. It is refused
/// in one line naming the stream; without the key the stream is evaluated as before.
#[test]
fn eval_of_a_synthetic_run_refuses_a_corpus() {
    let run = scratch("eval-synthetic");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &[
            "data.synthetic_vocab=100",
            "data.synthetic_tokens=2000",
            "train.max_steps=2",
        ],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let eval = |sets: &[String]| {
        let mut cmd = bin();
        cmd.args(["eval", "--ckpt"]).arg(&run);
        for s in sets {
            cmd.args(["--set", s]);
        }
        cmd.output().unwrap()
    };
    for set in [
        "data.path=does-not-exist.txt".to_string(),
        format!("data.path={}", small_corpus().display()),
        "data.sha256=00".to_string(),
    ] {
        refused_in_one_line(
            &set,
            &eval(std::slice::from_ref(&set)),
            "trained on the synthetic stream",
        );
    }
    let o = eval(&[]);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// A run killed while writing its first checkpoint leaves only its metrics, its config and the
/// torn temporary: `resume` said "no checkpoint in this run directory" and nothing of why or of
/// the way on, which is to train it again from the config it saved.
#[test]
fn resuming_a_run_stopped_before_its_first_checkpoint_says_to_train_it_again() {
    let run = scratch("first-ckpt-torn");
    std::fs::write(
        run.join("metrics.jsonl"),
        "{\"kind\":\"eval\",\"step\":0,\"val_loss\":4.0}\n",
    )
    .unwrap();
    std::fs::write(run.join("config.toml"), "[train]\nmax_steps = 20\n").unwrap();
    std::fs::write(run.join(".ckpt-00000010.safetensors.tmp"), b"torn").unwrap();
    let o = bin().arg("resume").arg("--ckpt").arg(&run).output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("the run stopped while writing its first checkpoint"),
        "{err}"
    );
    let again = format!("minigpt train --config {}", run.join("config.toml").display());
    assert!(err.contains(&again), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}
