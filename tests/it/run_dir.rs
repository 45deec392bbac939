//! A run directory over its life: the LR horizon survives a longer resume bit for bit, and one
//! process at a time writes into it.

use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use minigpt::ckpt;

use crate::common::*;

fn resume_cmd(dir: &Path, sets: &[&str]) -> Command {
    let mut cmd = bin();
    cmd.arg("resume").arg("--ckpt").arg(dir);
    for s in sets {
        cmd.arg("--set").arg(s);
    }
    cmd
}

fn resume(dir: &Path, sets: &[&str]) -> Output {
    resume_cmd(dir, sets).output().unwrap()
}

fn train_rows(dir: &Path) -> HashMap<u64, serde_json::Value> {
    rows(dir, "train")
        .into_iter()
        .map(|r| (r["step"].as_u64().unwrap(), r))
        .collect()
}

#[test]
fn a_run_resumed_to_twice_its_steps_equals_the_long_run_with_the_same_lr_decay_steps() {
    let common = [
        "model.dropout=0.1", // the dropout streams must continue too
        "train.lr_decay_steps=40",
        "train.eval_every=1000",
        "checkpoint.every=0",
    ];
    let long = scratch("horizon-long");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &long,
        &[&common[..], &["train.max_steps=40"]].concat(),
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let short = scratch("horizon-short");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &short,
        &[&common[..], &["train.max_steps=20"]].concat(),
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = resume(&short, &["train.max_steps=40"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let (a, b) = (train_rows(&long), train_rows(&short));
    for s in 1..=40 {
        for k in ["loss", "lr", "grad_norm", "opt_step"] {
            assert_eq!(a[&s][k], b[&s][k], "step {s}: {k} differs (did the LR horizon move?)");
        }
    }
    assert_eq!(rows(&short, "train").len(), 40, "a step logged twice");

    // Past the horizon the LR stays at min_lr; the horizon itself cannot be changed on resume.
    let o = resume(&short, &["train.max_steps=45"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let b = train_rows(&short);
    assert!((41..=45).all(|s| b[&s]["lr"].as_f64() == Some(3e-4)));
    let o = resume(&short, &["train.lr_decay_steps=90"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("train.lr_decay_steps"), "{}", stderr(&o));
}

#[test]
fn train_without_lr_decay_steps_saves_its_max_steps_as_the_horizon() {
    let out = scratch("horizon-default");
    let o = train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=6"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let saved = std::fs::read_to_string(out.join("config.toml")).unwrap();
    assert!(saved.contains("lr_decay_steps = 6"), "{saved}");
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

#[test]
fn a_second_writer_of_a_live_run_directory_is_refused_and_nothing_is_logged_twice() {
    let out = scratch("one-writer");
    // A slow run: every checkpoint write sleeps (a resume keeps the run's debug keys), so the
    // first resume holds the directory for a few seconds.
    let slow = [
        "train.max_steps=4",
        "checkpoint.every=1",
        "debug.ckpt_write_delay_ms=400",
    ];
    let o = train(&micro_sets_with(&small_corpus(), &out, &slow));
    assert!(o.status.success(), "{}", stderr(&o));
    let mut first = resume_cmd(&out, &["train.max_steps=12"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    wait_for("the first resume to log a step", || {
        assert!(first.try_wait().unwrap().is_none(), "the first resume ended early");
        rows(&out, "train").iter().any(|r| r["step"].as_u64() > Some(4))
    });
    for second in [
        resume(&out, &["train.max_steps=12"]),
        train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=4"])),
    ] {
        let err = stderr(&second);
        assert_eq!(second.status.code(), Some(2), "{err}");
        assert_eq!(err.trim().lines().count(), 1, "not one line: {err}");
        assert!(
            err.contains(&format!("pid {}", first.id())) && err.contains("wait for it"),
            "{err}"
        );
    }
    let status = first.wait().unwrap();
    assert!(status.success());
    let steps: Vec<u64> = rows(&out, "train")
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(steps, (1..=12).collect::<Vec<_>>(), "a step logged twice or lost");
}

/// `train` of the tiny config into `out` for a million steps (`checkpoint`: its
/// checkpoint.every setting), its output discarded: a live run to stop or kill.
fn spawn_long_train(out: &Path, checkpoint: &str) -> std::process::Child {
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in micro_sets_with(&small_corpus(), out, &["train.max_steps=1000000", checkpoint]) {
        cmd.arg("--set").arg(s);
    }
    cmd.stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap()
}

#[test]
fn a_lock_left_by_a_killed_run_does_not_block() {
    let out = scratch("killed-writer");
    let mut child = spawn_long_train(&out, "checkpoint.every=2");
    wait_for("a checkpoint", || out.join("latest").exists());
    child.kill().unwrap(); // SIGKILL: no chance to clean up
    child.wait().unwrap();
    assert!(out.join(".lock").exists(), "the lock file is left behind");
    // every file but the lock, with its bytes
    let files = || -> Vec<(std::ffi::OsString, Vec<u8>)> {
        let mut v: Vec<_> = std::fs::read_dir(&out)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name() != ".lock")
            .map(|e| (e.file_name(), std::fs::read(e.path()).unwrap()))
            .collect();
        v.sort();
        v
    };
    let before = files();
    let o = resume(&out, &["train.max_steps=1"]);
    assert!(o.status.success(), "a dead holder blocked the resume: {}", stderr(&o));
    // already past train.max_steps: the resume says so rather than finishing in silence, and
    // writes nothing (it had rewritten the checkpoint with max_steps = 1 in its config)
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(
        said.contains("nothing to train: the run is at step")
            && said.contains("train.max_steps = 1")
            && said.contains("is left as it is"),
        "{said}"
    );
    assert!(
        files() == before,
        "a resume with nothing to train changed the run's files"
    );
    // nor does it leave a directory behind when it was asked to branch into a new one
    let branch = scratch_path("killed-writer-branch");
    let _ = std::fs::remove_dir_all(&branch);
    let o = resume(
        &out,
        &["train.max_steps=1", &format!("log.out_dir={}", branch.display())],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!branch.exists(), "an empty branch directory was left behind");
}

/// A fresh `train` into a directory that an earlier attempt left without a checkpoint (killed
/// before its first one): the earlier rows and trace are moved aside whole, so `report` and
/// `plot` read this run alone and the earlier trace is kept, and each move is said.
#[test]
fn a_fresh_run_moves_an_earlier_attempts_rows_and_trace_aside() {
    let out = scratch("earlier-attempt");
    std::fs::create_dir_all(&out).unwrap();
    let earlier = "{\"kind\":\"train\",\"step\":7,\"loss\":9.5}\n{\"kind\":\"eval\",\"step\":7,\"val_loss\":9.9}\n";
    std::fs::write(out.join("metrics.jsonl"), earlier).unwrap();
    let earlier_trace = "{\"traceEvents\":[{\"name\":\"step\"";
    std::fs::write(out.join("trace-00000001.json"), earlier_trace).unwrap();
    let earlier_events = "events.out.tfevents.1700000000.000001.minigpt.7";
    std::fs::write(out.join(earlier_events), b"earlier").unwrap();
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out,
        &["train.max_steps=3", "log.trace=true"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(out.join("metrics.jsonl.1")).unwrap(), earlier);
    assert_eq!(
        std::fs::read_to_string(out.join("trace-00000001.json.1")).unwrap(),
        earlier_trace
    );
    let trace: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("trace-00000001.json")).unwrap()).unwrap();
    assert!(
        trace["traceEvents"].as_array().is_some_and(|e| !e.is_empty()),
        "{trace}"
    );
    let steps: Vec<u64> = rows(&out, "train")
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert!(
        !steps.contains(&7),
        "the earlier attempt's rows are still read: {steps:?}"
    );
    assert_eq!(steps.last(), Some(&3));
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(said.contains("moved to") && said.contains("metrics.jsonl.1"), "{said}");
    assert!(said.contains("trace-00000001.json.1"), "{said}");
    // TensorBoard reads every event file of a folder as one run: the earlier one goes to a
    // folder of its own, and this run's is the only one left beside its rows
    assert_eq!(
        std::fs::read(out.join("tensorboard.1").join(earlier_events)).unwrap(),
        b"earlier"
    );
    assert_eq!(event_files(&out).len(), 1, "{:?}", event_files(&out));
    assert!(said.contains("tensorboard.1"), "{said}");
}

/// The names of the TensorBoard event files directly in `dir`.
fn event_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("tfevents"))
        .collect()
}

/// A resume never overwrites checkpoints: not this run's past the step it resumes from (it says
/// how to branch instead), not another run's in the directory it is pointed at. A refused resume
/// into a new directory leaves no directory behind; an accepted one writes the run's config.toml
/// there, as `train` does.
#[test]
fn a_resume_refuses_to_overwrite_checkpoints_and_branches_into_a_new_directory() {
    let run = scratch("resume-older");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &["train.max_steps=8", "checkpoint.every=4"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = |d: &Path| -> Vec<(String, Vec<u8>)> {
        let mut all: Vec<_> = std::fs::read_dir(d)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with("ckpt-"))
            .map(|e| {
                (
                    e.file_name().to_string_lossy().into_owned(),
                    std::fs::read(e.path()).unwrap(),
                )
            })
            .collect();
        all.sort();
        all
    };
    let before = bytes(&run);
    let older = run.join("ckpt-00000004.safetensors");
    let o = resume(&older, &["train.max_steps=12"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("ckpt-00000008.safetensors") && err.contains("--set log.out_dir="),
        "{err}"
    );
    assert_eq!(bytes(&run), before, "a refused resume changed the run's checkpoints");

    // another run's directory: refused, its checkpoints untouched
    let other = scratch("resume-other");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &other,
        &["train.max_steps=4", "checkpoint.every=4"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let theirs = bytes(&other);
    let o = resume(&older, &[&format!("log.out_dir={}", other.display())]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("another run"), "{}", stderr(&o));
    assert_eq!(bytes(&other), theirs);

    // a new directory: refused for another reason, nothing left; accepted, config.toml written
    let branch = scratch_path("resume-branch");
    let o = resume(&older, &[&format!("log.out_dir={}", branch.display()), "train.lr=1"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(!branch.exists(), "a refused resume left {}", branch.display());
    let o = resume(&older, &[&format!("log.out_dir={}", branch.display())]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read_to_string(branch.join("config.toml"))
        .unwrap()
        .contains("max_steps = 8"));
    assert_eq!(bytes(&run), before, "the branch wrote into the original run");
}

/// `minigpt train ... | head -2`: the reader goes away, the run goes on to its checkpoint and
/// exits 0 (a `println!` panicked and lost the run), saying once on stderr where its progress is.
#[test]
fn a_run_whose_stdout_reader_goes_away_trains_on_to_its_checkpoint() {
    let out = scratch("stdout-closed");
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in micro_sets_with(&small_corpus(), &out, &["train.max_steps=20", "log.every=1"]) {
        cmd.arg("--set").arg(s);
    }
    let mut child = cmd.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stdout.take()); // the reader exits before the first line
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("stdout is closed"), "{}", stderr(&o));
    assert_eq!(rows(&out, "train").last().unwrap()["step"], 20);
    assert!(out.join("ckpt-00000020.safetensors").exists());
}

/// `resume --set` names a key that does not exist as such (not as a change it refuses), and
/// takes a refused key given the value the run already has as no change, however it is written
/// (`train.grad_clip=1`, which `train` took, is the saved 1.0: it was refused as a change).
#[test]
fn resume_names_unknown_keys_and_accepts_a_refused_key_at_its_saved_value() {
    let run = scratch("resume-keys");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &["train.max_steps=2", "train.grad_clip=1"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = resume(&run, &["train.eval_iters=3"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is not a key of [train]"), "{}", stderr(&o));
    let lr = std::fs::read_to_string(run.join("config.toml"))
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix("lr = ").map(str::to_owned))
        .unwrap();
    let o = resume(&run, &[&format!("train.lr={lr}"), "train.max_steps=3"]);
    assert!(o.status.success(), "the saved lr refused as a change: {}", stderr(&o));
    let o = resume(&run, &["train.grad_clip=1", "model.dropout=0", "train.max_steps=4"]);
    assert!(
        o.status.success(),
        "an integer for a saved float refused: {}",
        stderr(&o)
    );
    let o = resume(&run, &["train.lr=1", "train.max_steps=5"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("cannot be changed on resume"), "{}", stderr(&o));
}

/// A refused `--set` with an empty value shows the value as `""` (the TOML it is read as), not
/// as nothing: `data.sha256 = "" cannot be changed`, never `data.sha256 =  cannot be changed`.
#[test]
fn a_refused_empty_value_is_shown_quoted() {
    use sha2::Digest;
    let run = scratch("resume-empty-value");
    let corpus = small_corpus();
    let sha: String = sha2::Sha256::digest(std::fs::read(&corpus).unwrap())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let sets = micro_sets_with(&corpus, &run, &["train.max_steps=2", &format!("data.sha256={sha}")]);
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = resume(&run, &["data.sha256=", "train.max_steps=3"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(r#"data.sha256 = "" cannot be changed on resume"#),
        "{}",
        stderr(&o)
    );
}

/// Every entry of `dir` with its bytes and times, and the directory's own times: equal
/// snapshots mean nothing was created, removed, written or touched there.
type Snapshot = (
    Vec<(std::ffi::OsString, Vec<u8>, (i64, i64), (i64, i64))>,
    (i64, i64),
    (i64, i64),
);
fn snapshot(dir: &Path) -> Snapshot {
    use std::os::unix::fs::MetadataExt;
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| {
            let m = e.metadata().unwrap();
            (
                e.file_name(),
                std::fs::read(e.path()).unwrap(),
                (m.mtime(), m.mtime_nsec()),
                (m.ctime(), m.ctime_nsec()),
            )
        })
        .collect();
    entries.sort();
    let d = std::fs::metadata(dir).unwrap();
    (entries, (d.mtime(), d.mtime_nsec()), (d.ctime(), d.ctime_nsec()))
}

/// A `train` or `resume` refused because another process holds the run directory's lock leaves
/// the directory exactly as it was: the lock file keeps its holder's bytes and times (the
/// holder's pid is what the refusal names), and nothing is created, removed or touched there.
#[test]
fn a_refused_second_writer_leaves_the_run_directory_as_it_was() {
    let out = scratch("busy-untouched");
    let o = train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    // the live holder: this process, its pid and command line in the lock file, as a run
    // writes them (a pid whose process runs another command is not named)
    let cmdline = std::fs::read("/proc/self/cmdline").unwrap();
    let args: Vec<String> = cmdline
        .split(|&b| b == 0)
        .filter(|a| !a.is_empty())
        .map(|a| String::from_utf8_lossy(a).replace('\n', " "))
        .collect();
    let holder = format!("{}\n{}\n", std::process::id(), args.join(" "));
    std::fs::write(out.join(".lock"), &holder).unwrap();
    let lock = std::fs::File::open(out.join(".lock")).unwrap();
    lock.try_lock().unwrap();
    // a write from now on shows in the times
    std::thread::sleep(Duration::from_millis(20));
    let before = snapshot(&out);
    for (what, o) in [
        (
            "train",
            train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=4"])),
        ),
        ("resume", resume(&out, &["train.max_steps=4"])),
    ] {
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{what}: {err}");
        assert!(err.contains(&format!("pid {}", std::process::id())), "{what}: {err}");
        assert!(
            snapshot(&out) == before,
            "{what}: the refusal changed the run directory"
        );
    }
    drop(lock);
}

/// A `train` or `resume` refused once it holds the lock (a run's checkpoints in the way, a
/// checkpoint past the one resumed, a key the run fixed, nothing left to train) leaves the run
/// directory exactly as it was: `.lock` keeps naming the run's last writer, bytes and times.
#[test]
fn a_command_refused_under_the_lock_leaves_the_run_directory_as_it_was() {
    let out = scratch("refused-under-lock");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out,
        &["train.max_steps=4", "checkpoint.every=2"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    std::thread::sleep(Duration::from_millis(20)); // a write from now on shows in the times
    let before = snapshot(&out);
    let older = out.join("ckpt-00000002.safetensors");
    let over_the_run = || train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=4"]));
    let commands: [(&str, &dyn Fn() -> Output, i32); 4] = [
        ("train over the run", &over_the_run, 2),
        (
            "resume from an older checkpoint",
            &|| resume(&older, &["train.max_steps=8"]),
            2,
        ),
        ("resume changing a fixed key", &|| resume(&out, &["model.n_layer=3"]), 2),
        ("resume with nothing to train", &|| resume(&out, &[]), 0),
    ];
    for (what, run, code) in commands {
        let o = run();
        assert_eq!(o.status.code(), Some(code), "{what}: {}", stderr(&o));
        assert!(snapshot(&out) == before, "{what}: changed the run directory");
    }
}

/// A refused command leaves no trace where it was pointed: `resume` given a file that is not a
/// checkpoint creates no `.lock` beside it; `train` refused when its trainer is built (a
/// `train.init_from` that does not exist) creates no run directory, and one that exists keeps
/// its files, a `config.toml` of the user's included.
#[test]
fn a_refused_command_leaves_no_trace_where_it_was_pointed() {
    let dir = scratch("no-trace");
    let notes = dir.join("notes");
    std::fs::create_dir_all(&notes).unwrap();
    std::fs::write(notes.join("readme.txt"), "hi\n").unwrap();
    std::thread::sleep(Duration::from_millis(20)); // a write from now on shows in the times
    let before = snapshot(&notes);
    let o = resume(&notes.join("readme.txt"), &[]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        snapshot(&notes) == before,
        "a refused resume changed {}",
        notes.display()
    );

    let corpus = dir.join("c.txt");
    std::fs::copy(small_corpus(), &corpus).unwrap();
    let sets = |out: &Path| {
        let missing = format!("train.init_from={}", dir.join("missing.safetensors").display());
        micro_sets_with(&corpus, out, &["data.tokenizer=gpt2", &missing])
    };
    let fresh = dir.join("runs/fresh");
    let o = train(&sets(&fresh));
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("missing.safetensors"), "{}", stderr(&o));
    assert!(
        !dir.join("runs").exists(),
        "a refused train left {}",
        dir.join("runs").display()
    );

    let mine = dir.join("mine");
    std::fs::create_dir_all(&mine).unwrap();
    std::fs::write(mine.join("config.toml"), "# my notes\n").unwrap();
    std::thread::sleep(Duration::from_millis(20));
    let before = snapshot(&mine);
    let o = train(&sets(&mine));
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    // every file as it was (the directory's own times not: it had no `.lock`, and the lock
    // taken there is a `.lock` created and removed again)
    assert!(
        snapshot(&mine).0 == before.0,
        "a refused train changed {}",
        mine.display()
    );
}

/// A fresh run never overwrites a `config.toml` that says something else (here the user's own
/// config, kept in the directory the run writes): it is moved to `config.toml.1` whole, the run
/// says so, and the run's resolved config takes its place.
#[test]
fn a_fresh_run_moves_another_config_aside_and_says_so() {
    let out = scratch("config-aside");
    let mine = std::fs::read_to_string(root().join("configs/tiny.toml")).unwrap();
    std::fs::write(out.join("config.toml"), &mine).unwrap();
    let o = train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(out.join("config.toml.1")).unwrap(), mine);
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(said.contains("config.toml held another config: moved to"), "{said}");
    let saved = std::fs::read_to_string(out.join("config.toml")).unwrap();
    assert!(saved.contains("max_steps = 2"), "{saved}");
}

/// `resume` into a directory that a live run holds before its first checkpoint names that run
/// (its pid, how to stop it), as `train` does, rather than saying there is no checkpoint.
#[test]
fn a_resume_of_a_live_run_without_a_checkpoint_names_the_run() {
    let out = scratch("live-no-ckpt");
    let mut child = spawn_long_train(&out, "checkpoint.every=1000000");
    wait_for("the run to log a step", || {
        assert!(child.try_wait().unwrap().is_none(), "the run ended early");
        out.join("metrics.jsonl").exists() && !rows(&out, "train").is_empty()
    });
    let o = resume(&out, &[]);
    child.kill().unwrap();
    child.wait().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!("pid {}", child.id())) && err.contains("wait for it"),
        "{err}"
    );
}

/// A resume into a directory an earlier run left files in (killed before its first checkpoint,
/// so nothing refuses it) starts a branch there: that run's config and rows are moved aside,
/// said on stdout, so `report` and `plot` read the resumed run alone. They were kept and mixed:
/// a 1-layer run's config beside 2-layer checkpoints, its steps 0-30 before the branch's.
#[test]
fn a_resume_into_another_runs_leftovers_moves_them_aside() {
    let dir = scratch("resume-leftovers");
    let source = dir.join("source");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &source,
        &["train.max_steps=20", "checkpoint.every=10", "train.eval_every=10"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let branch = dir.join("branch");
    std::fs::create_dir_all(&branch).unwrap();
    let old_config = "# another run\n[model]\nn_layer = 1\n";
    let old_rows = "{\"kind\":\"train\",\"step\":0,\"loss\":4.2}\n{\"kind\":\"train\",\"step\":30,\"loss\":9.9}\n";
    std::fs::write(branch.join("config.toml"), old_config).unwrap();
    std::fs::write(branch.join("metrics.jsonl"), old_rows).unwrap();
    let old_events = "events.out.tfevents.1700000000.000001.minigpt.7";
    std::fs::write(branch.join(old_events), b"another run").unwrap();
    let o = bin()
        .arg("resume")
        .arg("--ckpt")
        .arg(source.join(ckpt::file_name(10)))
        .args(["--set", &format!("log.out_dir={}", branch.display())])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.contains("held another config: moved to")
            && out.contains("held rows of another run or of an earlier attempt of this one: moved to"),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(branch.join("config.toml.1")).unwrap(),
        old_config
    );
    assert_eq!(
        std::fs::read_to_string(branch.join("metrics.jsonl.1")).unwrap(),
        old_rows
    );
    let steps: Vec<u64> = rows(&branch, "train")
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(steps, (11..=20).collect::<Vec<_>>(), "the branch's rows alone");
    assert!(
        out.contains("held TensorBoard event files of another run or of an earlier attempt of this one: moved to"),
        "{out}"
    );
    assert_eq!(
        std::fs::read(branch.join("tensorboard.1").join(old_events)).unwrap(),
        b"another run"
    );
    assert_eq!(event_files(&branch).len(), 1, "{:?}", event_files(&branch));
    let config = std::fs::read_to_string(branch.join("config.toml")).unwrap();
    assert!(
        config != old_config && config.contains(&branch.display().to_string()),
        "{config}"
    );

    // Resumed in its own directory, a run keeps its config and rows.
    let o = bin()
        .arg("resume")
        .arg("--ckpt")
        .arg(&branch)
        .args(["--set", "train.max_steps=24"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!String::from_utf8_lossy(&o.stdout).contains("moved to"));
    assert!(!branch.join("metrics.jsonl.2").exists() && !branch.join("config.toml.2").exists());
    assert!(!branch.join("tensorboard.2").exists());
    assert_eq!(
        event_files(&branch).len(),
        2,
        "a resume adds its own file beside the run's"
    );
    let steps: Vec<u64> = rows(&branch, "train")
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(steps, (11..=24).collect::<Vec<_>>());
}

/// A resume in the run's own directory that changes a key rewrites its config.toml with the
/// settings the run goes on with (it kept the first start's: max_steps 2, grad_accum 1, while
/// the run trained to 4 with 2), in place: nothing is moved aside, it is the same run.
#[test]
fn a_resume_in_its_own_directory_rewrites_config_toml_with_what_it_changed() {
    let out = scratch("resume-config");
    let o = train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = resume(&out, &["train.max_steps=4", "train.grad_accum=2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let config = std::fs::read_to_string(out.join("config.toml")).unwrap();
    assert!(
        config.contains("max_steps = 4") && config.contains("grad_accum = 2"),
        "{config}"
    );
    assert!(!out.join("config.toml.1").exists());
}

/// A resume that fails after it took the run directory (its metrics.jsonl cannot be opened)
/// leaves config.toml as it found it: the checkpoint that stands says max_steps 2, and so does
/// the config beside it (it said 4, the failed resume's, which no checkpoint had).
#[test]
fn a_resume_that_fails_before_training_leaves_config_toml_as_it_was() {
    let out = scratch("resume-fails-config");
    let o = train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let before = std::fs::read(out.join("config.toml")).unwrap();
    let rows = out.join("metrics.jsonl");
    std::fs::rename(&rows, out.join("metrics.saved")).unwrap();
    std::fs::create_dir(&rows).unwrap(); // cannot be opened for appending, even by root
    let o = resume(&out, &["train.max_steps=4"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&std::fs::read(out.join("config.toml")).unwrap()),
        String::from_utf8_lossy(&before),
        "the failed resume rewrote config.toml"
    );
    assert!(!out.join("config.toml.tmp").exists());
}

/// A metrics.jsonl that takes no rows (a full disk: /dev/full answers every write with "No space
/// left on device", even to root) fails the run in one line that names the file, the cause, the
/// checkpoint that stands and the command that continues from it once space is freed (it gave
/// the OS's words alone); before the run's first checkpoint, that there is none yet. The
/// command repeats the failed resume's `--set`s: the checkpoint that stands predates it, and
/// without its `train.max_steps` the command trained nothing.
#[test]
fn a_metrics_row_that_cannot_be_written_names_the_checkpoint_that_stands() {
    let out = scratch("metrics-full");
    let o = train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let rows = out.join("metrics.jsonl");
    std::fs::rename(&rows, out.join("metrics.saved")).unwrap();
    std::os::unix::fs::symlink("/dev/full", &rows).unwrap();
    let o = resume(&out, &["train.max_steps=4"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "not one line: {err}");
    let want = format!(
        "{}: could not write the run's metrics (No space left on device (os error 28)); {} stands: free space there, then `minigpt resume --ckpt {} --set train.max_steps=4` continues from it",
        rows.display(),
        out.join(ckpt::file_name(2)).display(),
        out.display()
    );
    assert!(err.contains(&want), "{err}");
    std::fs::remove_file(&rows).unwrap();
    std::fs::rename(out.join("metrics.saved"), &rows).unwrap();
    let o = resume(&out, &["train.max_steps=4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(ckpt::resolve(&out).unwrap(), out.join(ckpt::file_name(4)));

    let fresh = scratch("metrics-full-fresh");
    std::os::unix::fs::symlink("/dev/full", fresh.join("metrics.jsonl")).unwrap();
    let o = train(&micro_sets_with(&small_corpus(), &fresh, &["train.max_steps=2"]));
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("holds no checkpoint of the run yet: free space there, then run the command again"),
        "{err}"
    );
}

/// A resume's --set values are judged whether or not the run has steps left: a finished run
/// took `--set train.spike_z=-1` with "nothing to train" and exit 0, and one with steps left
/// trained with it (the guard off) and saved it into its checkpoints.
#[test]
fn a_resume_judges_its_set_values_with_or_without_steps_to_train() {
    let out = scratch("resume-set-judged");
    let o = train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let before = std::fs::read(out.join("config.toml")).unwrap();
    for sets in [&["train.spike_z=-1"][..], &["train.spike_z=-1", "train.max_steps=4"]] {
        let o = resume(&out, sets);
        refused_in_one_line(&format!("{sets:?}"), &o, "train.spike_z = -1 is not allowed");
    }
    assert_eq!(std::fs::read(out.join("config.toml")).unwrap(), before);
    assert!(!out.join(ckpt::file_name(4)).exists(), "it trained");
}

/// A resume that changes the job's tokens per step (another grad_accum here; another world size
/// alike) says so, with the before and after and the setting that keeps them: the learning-rate
/// schedule counts steps, so its meaning changes unseen otherwise. One that keeps them says
/// nothing of it.
#[test]
fn a_resume_that_changes_the_tokens_per_step_says_so() {
    let out = scratch("resume-batch-change");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out,
        &["train.max_steps=2", "checkpoint.every=2"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = resume(&out, &["train.max_steps=3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!String::from_utf8_lossy(&o.stdout).contains("tokens per step"));
    // the note's line in a resume's output, which must succeed
    let note = |o: std::process::Output| -> String {
        assert!(o.status.success(), "{}", stderr(&o));
        let said = String::from_utf8_lossy(&o.stdout).to_string();
        let line = said.lines().find(|l| l.contains("tokens per step"));
        line.unwrap_or_else(|| panic!("{said}")).to_string()
    };
    let line = note(resume(&out, &["train.max_steps=4", "train.grad_accum=2"]));
    // micro_sets: batch 4 x block 16 = 64 tokens a micro-batch
    assert!(line.contains("64 tokens per step") && line.contains("128"), "{line}");
    assert!(line.contains("train.grad_accum=1"), "{line}");
    // two ranks where one micro-batch was a step: no grad_accum keeps it at two ranks (the
    // line said "a world size that divides 1 keeps them"); it names the product and the way
    let line = note(
        bin()
            .arg("resume")
            .arg("--ckpt")
            .arg(out.join(ckpt::file_name(2)))
            .args(["--set", "train.max_steps=3", "--set", "train.grad_accum=1"])
            .args(["--set", &format!("log.out_dir={}", out.join("two").display())])
            .args(["--nproc-per-node", "2"])
            .env_remove("WORLD_SIZE")
            .output()
            .unwrap(),
    );
    assert!(
        line.contains("ranks x train.grad_accum = 1 keeps them") && line.contains("without --nproc-per-node"),
        "{line}"
    );
}

/// A resume of a live run's directory caught between a save's rename and its move of `latest`
/// is refused in one line, naming the run that holds it; the note on the lagging `latest` is not
/// said for a checkpoint it will not read.
#[test]
fn a_resume_refused_for_a_live_run_does_not_note_its_lagging_latest() {
    let out = scratch("live-lagging-latest");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out,
        &["train.max_steps=4", "checkpoint.every=2"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::write(out.join("latest"), ckpt::file_name(2)).unwrap();
    let held = minigpt::run_dir::lock(&out).unwrap();
    let o = resume(&out, &[]);
    drop(held);
    refused_in_one_line("resume of a held directory", &o, "is being written by another");
}

/// A `.lock` deleted under a live run (a habit with "stale" lock files) does not let a second
/// writer in: the directory itself is locked too. Both ran to the end, their rows interleaved
/// in one metrics.jsonl and both writing the same checkpoints.
#[test]
fn deleting_the_lock_file_of_a_live_run_does_not_let_a_second_writer_in() {
    let out = scratch("deleted-lock");
    let mut child = spawn_long_train(&out, "checkpoint.every=2");
    wait_for("a checkpoint", || out.join("latest").exists());
    std::fs::remove_file(out.join(".lock")).unwrap();
    let o = bin().arg("resume").arg("--ckpt").arg(&out).output().unwrap();
    let _ = child.kill();
    child.wait().unwrap();
    let err = refused_in_one_line(
        "resume after .lock was deleted",
        &o,
        "is being written by another minigpt process",
    );
    assert!(err.contains(".lock, which names it, was removed"), "{err}");
}

/// `check` (and `train --dry-run`) of a config whose log.out_dir a live run is writing says so,
/// as `train` refuses it, where it found no problems; the run goes on undisturbed.
#[test]
fn check_reports_a_run_directory_a_live_run_is_writing() {
    let out = scratch("check-live");
    let mut child = spawn_long_train(&out, "checkpoint.every=1000000");
    wait_for("the run to log a step", || {
        assert!(child.try_wait().unwrap().is_none(), "the run ended early");
        out.join("metrics.jsonl").exists() && !rows(&out, "train").is_empty()
    });
    let sets = micro_sets(&small_corpus(), &out);
    let said: Vec<Output> = [&["check"][..], &["train", "--dry-run"][..]]
        .iter()
        .map(|cmd| {
            let mut c = bin();
            c.args(*cmd).arg("--config").arg(root().join("configs/tiny.toml"));
            for s in &sets {
                c.arg("--set").arg(s);
            }
            c.output().unwrap()
        })
        .collect();
    let alive = child.try_wait().unwrap().is_none();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(alive, "the run ended while being checked");
    for o in said {
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(
            err.contains(&format!("is being written by minigpt pid {}", child.id())),
            "{err}"
        );
    }
}

/// `eval` and `sample` of a live run's directory before its first checkpoint said the run had
/// stopped and was to be trained again; they say it is being written, by whom, and to wait
/// (not a writer's advice to write elsewhere with --set log.out_dir).
#[test]
fn reading_a_live_run_before_its_first_checkpoint_says_it_is_still_going() {
    let out = scratch("live-no-ckpt");
    let mut child = spawn_long_train(&out, "checkpoint.every=1000000");
    wait_for("the run to log a step", || {
        assert!(child.try_wait().unwrap().is_none(), "the run ended early");
        out.join("metrics.jsonl").exists() && !rows(&out, "train").is_empty()
    });
    let said: Vec<Output> = [&["eval"][..], &["sample", "--tokens", "1"][..]]
        .iter()
        .map(|cmd| bin().args(*cmd).arg("--ckpt").arg(&out).output().unwrap())
        .collect();
    let alive = child.try_wait().unwrap().is_none();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(alive, "the run ended while being read");
    for o in said {
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(
            err.contains("no checkpoint in this run directory yet")
                && err.contains(&format!("minigpt pid {} (", child.id()))
                && err.contains("is writing it; run this again once it has written its first checkpoint")
                // a writer's advice (sample and eval take no --set log.out_dir)
                && !err.contains("start it again")
                && !err.contains("write elsewhere"),
            "{err}"
        );
    }
}

/// `export --format hf OUT` into a run directory (the run's own, or one a live run is writing)
/// left its model.safetensors and config.json beside that run's files, exit 0. Such an OUT is
/// refused in one line naming another folder; a folder of its own takes the export.
#[test]
fn export_refuses_a_run_directory_as_its_out() {
    let dir = scratch("export-into-run");
    let run = dir.join("a");
    let o = train(&micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let live = dir.join("live");
    let mut child = spawn_long_train(&live, "checkpoint.every=1000000");
    wait_for("the run to log a step", || {
        assert!(child.try_wait().unwrap().is_none(), "the run ended early");
        live.join("metrics.jsonl").exists() && !rows(&live, "train").is_empty()
    });
    let export = |out: &Path| {
        bin()
            .args(["export", "--format", "hf", "--ckpt"])
            .arg(&run)
            .arg(out)
            .output()
            .unwrap()
    };
    let into_live = export(&live);
    child.kill().unwrap();
    child.wait().unwrap();
    for (out, o) in [(&live, into_live), (&run, export(&run))] {
        refused_in_one_line(&out.display().to_string(), &o, "a minigpt run directory");
        assert!(stderr(&o).contains("-hf"), "{}", stderr(&o));
        assert!(!out.join("model.safetensors").exists() && !out.join("config.json").exists());
    }
    let o = export(&dir.join("a-hf"));
    assert!(o.status.success(), "{}", stderr(&o));
}

/// A fresh run into a folder whose `latest` names no checkpoint there (a file of the user's, an
/// earlier attempt's marker) moves it aside and says so, as it does the config: the first
/// checkpoint's marker overwrote it.
#[test]
fn a_latest_of_no_checkpoint_is_moved_aside_not_overwritten() {
    let run = scratch("latest-of-the-user");
    std::fs::create_dir_all(&run).unwrap();
    std::fs::write(run.join("latest"), "mine\n").unwrap();
    let o = train(&micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(run.join("latest.1")).unwrap(), "mine\n");
    assert!(String::from_utf8_lossy(&o.stdout).contains("names no checkpoint here"));
    assert!(std::fs::read_to_string(run.join("latest"))
        .unwrap()
        .starts_with("ckpt-"));
}
