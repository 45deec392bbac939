//! Guardrails (issue 30): the loss-spike guard through the real step (a spike skipped with the
//! weights unchanged, repeated spikes rolled back with the data skipped, the limit stopping the
//! run), `minigpt check` naming every problem and printing the memory estimate, and `train`
//! refusing a model too large for the machine.

use std::path::{Path, PathBuf};

use candle_core::Device;
use minigpt::ckpt::{self, Checkpoint};
use minigpt::data::Corpus;
use minigpt::train::Trainer;

use crate::common::*;

/// The guard on with a short window, so micro runs judge early, and a z high enough that only
/// the injected spikes (the loss × 100: ~700 standard deviations) count; a micro model's norm
/// jumps 20 standard deviations of an 8-step window on its own.
const GUARD: &[&str] = &[
    "train.spike_guard=true",
    "train.spike_window=8",
    "train.spike_z=100",
    "log.every=1",
];

fn guarded_run(name: &str, extra: &[&str]) -> (std::path::PathBuf, std::process::Output) {
    let dir = scratch(name);
    let mut sets = micro_sets_with(&small_corpus(), &dir, GUARD);
    sets.extend(extra.iter().map(|s| s.to_string()));
    let o = train(&sets);
    (dir, o)
}

fn checksum_of(path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap();
    let (_, meta) = safetensors::SafeTensors::read_metadata(&bytes).unwrap();
    meta.metadata().as_ref().unwrap()["checksum"].clone()
}

fn row(dir: &Path, step: u64) -> serde_json::Value {
    rows(dir, "train")
        .into_iter()
        .rfind(|r| r["step"] == step)
        .unwrap_or_else(|| panic!("no train row for step {step}"))
}

#[test]
fn an_injected_spike_is_skipped_and_logged_with_the_weights_unchanged() {
    let (dir, o) = guarded_run(
        "spike-one",
        &[
            "train.max_steps=14",
            "checkpoint.every=1",
            "checkpoint.keep_last=20",
            "debug.inject_spike_steps=[12]",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let spike = row(&dir, 12);
    assert_eq!(spike["spike"], true, "{spike}");
    assert_eq!(spike["skipped"], true, "{spike}");
    assert_eq!(spike["spikes_total"], 1, "{spike}");
    assert_eq!(spike["opt_step"], 11, "no update: {spike}");
    assert!(spike["grad_norm"].as_f64().unwrap() > 10.0 * row(&dir, 11)["grad_norm"].as_f64().unwrap());
    // masters and moments bit for bit across the spike; the next step trains again
    let sum = |s: u64| checksum_of(&dir.join(ckpt::file_name(s)));
    assert_eq!(sum(11), sum(12), "the spike changed the weights or the moments");
    assert_ne!(sum(12), sum(13), "the step after the spike did not train");
    let next = row(&dir, 13);
    assert_eq!(
        (next["spike"].clone(), next["opt_step"].clone()),
        (false.into(), 12.into())
    );
    assert_eq!(next["lr"], spike["lr"], "a spike must not tick the LR schedule");
    // before the window is full nothing is judged: no other step is a spike
    let spikes: Vec<u64> = rows(&dir, "train")
        .iter()
        .filter(|r| r["spike"] == true)
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(spikes, [12]);
    let ck = Checkpoint::load(&dir.join(ckpt::file_name(14))).unwrap();
    assert_eq!(ck.spike.expect("the guard's window is saved").spikes_total, 1);
}

#[test]
fn repeated_spikes_roll_back_to_the_checkpoint_skip_the_data_and_the_run_finishes() {
    // The checkpoint at step 20 takes over a second to write (on the checkpoint thread) while
    // steps 21 to 23 take milliseconds: the rollback must wait for it, not take step 10's.
    let (dir, o) = guarded_run(
        "spike-rollback",
        &[
            "train.max_steps=30",
            "checkpoint.every=10",
            "checkpoint.keep_last=5",
            "debug.inject_spike_steps=[21, 22, 23]",
            "debug.ckpt_write_delay_ms=1200",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let back = rows(&dir, "rollback");
    assert_eq!(back.len(), 1, "{back:?}");
    let r = &back[0];
    assert_eq!((r["step"].as_u64(), r["to_step"].as_u64()), (Some(23), Some(20)), "{r}");
    assert_eq!(
        (r["data_offset"].as_u64(), r["rollbacks"].as_u64()),
        (Some(3), Some(1)),
        "{r}"
    );
    let last = Checkpoint::load(&dir.join(ckpt::file_name(30))).unwrap();
    assert_eq!(last.state.data_offset, 3, "the skip is part of the checkpointed state");
    assert_eq!(last.spike.as_ref().unwrap().rollbacks, 1);
    assert_eq!(last.state.opt_step, 30, "the rolled-back steps are trained again");

    // After the rollback, step 21 trained on batch 24: the checkpoint at 20 with the data
    // offset 3 gives the loss the run logged, and without the offset another one.
    let ck = Checkpoint::load(&dir.join(ckpt::file_name(20))).unwrap();
    let loss_at_21 = |offset: u64| {
        let mut cfg = ck.config.clone();
        cfg.log.out_dir = scratch("spike-rollback-replay");
        let corpus = Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
        let mut t = Trainer::resume(cfg, Device::Cpu, corpus, &ck).unwrap();
        t.state.data_offset = offset;
        t.train_step().unwrap().loss.to_scalar::<f32>().unwrap() as f64
    };
    let logged = row(&dir, 21)["loss"].as_f64().unwrap();
    assert_eq!(
        loss_at_21(3),
        logged,
        "step 21 after the rollback did not train on batch 24"
    );
    assert_ne!(loss_at_21(0), logged);
}

#[test]
fn spikes_past_the_rollback_limit_or_without_a_checkpoint_stop_the_run_with_one_line() {
    let spikes = "debug.inject_spike_steps=[21, 22, 23]";
    let (_, o) = guarded_run(
        "spike-limit",
        &[
            "train.max_steps=30",
            "checkpoint.every=10",
            "train.spike_max_rollbacks=0",
            spikes,
        ],
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("loss spikes") && err.contains("after 0 rollbacks"),
        "{err}"
    );

    let (_, o) = guarded_run("spike-no-ckpt", &["train.max_steps=30", "checkpoint.every=0", spikes]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("no checkpoint of the schedule"), "{err}");
}

/// A run stopped between the spikes and resumed rolls back where the uninterrupted run does.
/// The stop's checkpoint (here the last step's at 15; a signal writes the same kind) was taken
/// as the rollback's target: the resumed run went back to step 15, skipped one batch where the
/// uninterrupted run went back to 10 and skipped six, and trained another run from there. With
/// `keep_last = 1` the stop's checkpoint also pushed out the schedule's at 10.
#[test]
fn a_run_stopped_between_spikes_and_resumed_rolls_back_as_the_uninterrupted_run() {
    let common = [
        "train.lr_decay_steps=30",
        "checkpoint.every=10",
        "checkpoint.keep_last=1",
        "debug.inject_spike_steps=[14, 15, 16]",
    ];
    let (whole, o) = guarded_run("spike-whole", &[&common[..], &["train.max_steps=30"]].concat());
    assert!(o.status.success(), "{}", stderr(&o));
    let (parts, o) = guarded_run("spike-parts", &[&common[..], &["train.max_steps=15"]].concat());
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        parts.join(ckpt::file_name(10)).exists(),
        "the stop's checkpoint pushed out the schedule's"
    );
    let o = bin()
        .args(["resume", "--ckpt"])
        .arg(&parts)
        .args(["--set", "train.max_steps=30"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let back = |d: &Path| -> Vec<(u64, u64, u64)> {
        rows(d, "rollback")
            .iter()
            .map(|r| {
                let n = |k: &str| r[k].as_u64().unwrap();
                (n("step"), n("to_step"), n("data_offset"))
            })
            .collect()
    };
    assert_eq!(back(&whole), [(16, 10, 6)]);
    assert_eq!(back(&parts), back(&whole), "the resumed run rolled back elsewhere");
    // the last row of each step: what the run stands on after the rollback
    let losses = |d: &Path| -> std::collections::BTreeMap<u64, u64> {
        rows(d, "train")
            .iter()
            .map(|r| (r["step"].as_u64().unwrap(), r["loss"].as_f64().unwrap().to_bits()))
            .collect()
    };
    assert_eq!(losses(&parts), losses(&whole), "the resumed run trained other losses");
    let last = |d: &Path| checksum_of(&d.join(ckpt::file_name(30)));
    assert_eq!(last(&parts), last(&whole), "the resumed run ended on other weights");
    // the stop's checkpoint stays only until the schedule's next
    assert!(!parts.join(ckpt::file_name(15)).exists());
}

/// With the guard on, a logging step prints the loss the step's sync already read (no second
/// read of the device): the same values, bit for bit, as a run without the guard logs, before
/// the window is full and after (the two read-back layouts). Fails if the log takes another
/// element of the read-back (the sum of squares, the spike flag) or another step's loss.
#[test]
fn a_guarded_run_logs_the_loss_it_read_the_same_as_an_unguarded_run() {
    let steps = ["train.max_steps=12", "checkpoint.every=0"];
    let (guarded, o) = guarded_run("spike-log-loss", &steps);
    assert!(o.status.success(), "{}", stderr(&o));
    let dir = scratch("spike-log-loss-off");
    let mut sets = micro_sets_with(&small_corpus(), &dir, &["log.every=1"]);
    sets.extend(steps.iter().map(|s| s.to_string()));
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let losses = |d: &Path| -> Vec<(u64, u64)> {
        rows(d, "train")
            .iter()
            .map(|r| (r["step"].as_u64().unwrap(), r["loss"].as_f64().unwrap().to_bits()))
            .collect()
    };
    let (on, off) = (losses(&guarded), losses(&dir));
    assert_eq!(on.len(), 12, "one row per step: {on:?}");
    assert_eq!(on, off, "the guarded run logged other losses");
    assert!(
        rows(&guarded, "train").iter().all(|r| r["spike"] == false),
        "a spike was judged"
    );
}

/// `minigpt check` with `sets`, writing (if it ever did) into a fresh directory unless `sets`
/// name one: the config's own `log.out_dir` may hold an earlier run's checkpoints.
fn check(sets: &[&str], config: &str) -> std::process::Output {
    let mut cmd = bin();
    cmd.arg("check").arg("--config").arg(root().join(config));
    if !sets.iter().any(|s| s.starts_with("log.out_dir=")) {
        cmd.arg("--set")
            .arg(format!("log.out_dir={}", scratch_path("check-run").display()));
    }
    for s in sets {
        cmd.arg("--set").arg(s);
    }
    cmd.output().unwrap()
}

#[test]
fn check_names_every_problem_at_once_and_exits_2() {
    let data = format!("data.path={}", small_corpus().display());
    let o = check(
        &[
            &data,
            "data.sha256=",
            "model.n_head=5",
            "train.lr=-1",
            "train.batch_size=0",
            "device=gpu",
        ],
        "configs/tiny.toml",
    );
    let all = format!("{}{}", String::from_utf8_lossy(&o.stdout), stderr(&o));
    assert_eq!(o.status.code(), Some(2), "{all}");
    for key in [
        "model.n_head = 5",
        "train.lr = -1",
        "train.batch_size = 0",
        "device = \"gpu\"",
    ] {
        assert_eq!(all.matches(key).count(), 1, "{key} not named once: {all}");
    }
    assert!(stderr(&o).contains("4 problems"), "{all}");
    // `train --dry-run` is the same check, and writes nothing
    let out = scratch("dry-run");
    let o = bin()
        .args(["train", "--dry-run", "--config"])
        .arg(root().join("configs/tiny.toml"))
        .args(["--set", &data, "--set", "data.sha256="])
        .args(["--set", &format!("log.out_dir={}", out.join("run").display())])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("tokens per step: 1024"));
    assert!(!out.join("run").exists(), "a dry run wrote its run directory");
}

/// `check` is `train --dry-run`, `--nproc-per-node` included (check had refused the flag as
/// an unexpected argument): the same report, prefixed by the same line about the launch, with
/// the job's tokens per step and steps per epoch (they were one process's).
#[test]
fn check_takes_nproc_per_node_as_train_dry_run_does() {
    let data = format!("data.path={}", small_corpus().display());
    let out = format!("log.out_dir={}", scratch_path("check-nproc").display());
    let run = |cmd: &[&str]| {
        let o = bin()
            .args(cmd)
            .arg("--config")
            .arg(root().join("configs/tiny.toml"))
            .args(["--set", &data, "--set", "data.sha256=", "--set", &out])
            .args(["--nproc-per-node", "2"])
            .env_remove("WORLD_SIZE")
            .output()
            .unwrap();
        assert!(o.status.success(), "{cmd:?}: {}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).to_string()
    };
    let run_alone = || {
        let o = bin()
            .args(["check", "--config"])
            .arg(root().join("configs/tiny.toml"))
            .args(["--set", &data, "--set", "data.sha256=", "--set", &out])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).to_string()
    };
    let checked = run(&["check"]);
    assert!(
        checked.starts_with("with --nproc-per-node 2: 2 processes, each holding the memory below"),
        "{checked}"
    );
    // the job's step is both processes' micro-batches: twice the tokens, half the steps an epoch
    let alone = run_alone();
    let number = |text: &str, after: &str| -> f64 {
        let at = text.find(after).unwrap_or_else(|| panic!("no {after:?} in {text}")) + after.len();
        text[at..]
            .split(|c: char| !(c.is_ascii_digit() || c == '.'))
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert_eq!(
        number(&checked, "tokens per step: "),
        2.0 * number(&alone, "tokens per step: ")
    );
    assert!(checked.contains("(2 processes × batch"), "{checked}");
    let (job, one) = (
        number(&checked, "steps per epoch: "),
        number(&alone, "steps per epoch: "),
    );
    assert!(
        (job * 2.0 - one).abs() <= 0.1,
        "{job} steps an epoch for the job, {one} alone"
    );
    // the same report, but for the free memory it names: other processes change it between runs
    let without_free_memory = |text: &str| -> Vec<String> {
        text.lines()
            .map(|l| match l.find(" against ") {
                Some(at) if l.starts_with("memory estimate") => l[..at].to_owned(),
                _ => l.to_owned(),
            })
            .collect()
    };
    assert_eq!(
        without_free_memory(&checked),
        without_free_memory(&run(&["train", "--dry-run"]))
    );
}

#[test]
fn check_warns_when_the_run_ends_inside_its_warmup() {
    let data = format!("data.path={}", small_corpus().display());
    let warning = |max_steps: &str| {
        let o = check(
            &[&data, "data.sha256=", "train.warmup_steps=20", max_steps],
            "configs/tiny.toml",
        );
        let out = String::from_utf8_lossy(&o.stdout).to_string();
        assert!(o.status.success(), "a warning is not a problem: {out}{}", stderr(&o));
        out.lines()
            .find(|l| l.starts_with("warning: train.warmup_steps"))
            .map(str::to_owned)
    };
    let w = warning("train.max_steps=20").expect("no warning at max_steps = warmup_steps");
    assert!(
        w.contains("train.max_steps = 20") && w.contains("at 20/21 of train.lr"),
        "{w}"
    );
    assert_eq!(warning("train.max_steps=21"), None, "the 21st step runs at train.lr");
    // `train` says it too, on stderr (a user who runs it without `check` was not told)
    let out = scratch("warmup-train");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out,
        &["train.warmup_steps=20", "train.max_steps=20"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("warning: train.warmup_steps = 20 is not below train.max_steps = 20"),
        "{}",
        stderr(&o)
    );
}

/// A step that reads more than the train split is most likely a typo (a huge grad_accum trained
/// its first step for hours, its memory growing, and `check` said "no problems found"): `check`
/// warns, naming the keys; a step within the split is not warned about.
#[test]
fn check_warns_of_a_step_longer_than_the_corpus() {
    let data = format!("data.path={}", small_corpus().display());
    let warned = |accum: &str| {
        let o = check(&[&data, "data.sha256=", accum], "configs/tiny.toml");
        let out = String::from_utf8_lossy(&o.stdout).to_string();
        assert!(o.status.success(), "a warning is not a problem: {out}{}", stderr(&o));
        out.lines()
            .find(|l| l.starts_with("warning: one step reads"))
            .map(str::to_owned)
    };
    let w = warned("train.grad_accum=9223372036854775807").expect("no warning");
    assert!(w.contains("lower train.grad_accum or train.batch_size"), "{w}");
    assert_eq!(warned("train.grad_accum=1"), None);
}

#[test]
fn check_refuses_an_out_dir_that_train_would_refuse() {
    let data = format!("data.path={}", small_corpus().display());
    let out = scratch("check-out-dir");
    std::fs::write(out.join("ckpt-00000010.safetensors"), b"x").unwrap();
    std::fs::write(out.join("file"), b"x").unwrap();
    let mut cases = vec![
        (out.clone(), "already holds a run's checkpoints"),
        (out.join("file"), "a file, not a directory"),
    ];
    if Path::new("/proc/self").exists() {
        // a file system that makes no directories, whatever access(2) tells root
        cases.push((PathBuf::from("/proc/minigpt-check"), "cannot create"));
    }
    for (dir, want) in cases {
        let o = check(
            &[&data, "data.sha256=", &format!("log.out_dir={}", dir.display())],
            "configs/tiny.toml",
        );
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(
            stderr(&o).contains(want) && stderr(&o).contains("log.out_dir"),
            "{}",
            stderr(&o)
        );
    }
}

/// A batch of nothing (`train.batch_size=0` or `train.grad_accum=0`) is one problem naming the
/// key (exit 2), and `check` prints no number derived from it: it had printed the tokens per
/// step as 0 and the steps per epoch as the training tokens, as if a step took one token. The
/// corpus is still read and the model's state still estimated.
#[test]
fn check_derives_nothing_from_an_empty_batch() {
    let data = format!("data.path={}", small_corpus().display());
    for key in ["train.batch_size", "train.grad_accum"] {
        let o = check(&[&data, "data.sha256=", &format!("{key}=0")], "configs/tiny.toml");
        let (out, err) = (String::from_utf8_lossy(&o.stdout), stderr(&o));
        assert_eq!(o.status.code(), Some(2), "{key}: {out}{err}");
        assert!(err.contains(&format!("{key} = 0")), "{key}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{key}: not one line: {err}");
        for derived in ["tokens per step:", "steps per epoch:", "epochs", "for batch"] {
            assert!(!out.contains(derived), "{key}: printed {derived:?}: {out}");
        }
        assert!(out.contains("corpus ") && out.contains("state "), "{key}: {out}");
        assert!(out.contains("not estimated until train.batch_size"), "{key}: {out}");
    }
}

/// A corpus path that exists but cannot be read whole (a device, a FIFO) is called that, not
/// "not found" (a FIFO would otherwise block the reader until a writer came).
#[test]
fn a_corpus_that_is_a_device_is_named_as_such() {
    let out = scratch_path("device-corpus");
    let o = train(&[
        "data.path=/dev/null".into(),
        "data.sha256=".into(),
        format!("log.out_dir={}", out.display()),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is not a regular file"), "{}", stderr(&o));
}

#[test]
fn check_prints_the_memory_estimate_of_gpt2_small() {
    let o = check(&[], "configs/gpt2-small.toml");
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(o.status.success(), "{out}{}", stderr(&o));
    assert!(out.contains("124.5 M parameters"), "{out}");
    let line = out.lines().find(|l| l.starts_with("memory estimate")).expect(&out);
    assert!(line.contains("GiB") && line.contains("available"), "{line}");
    assert!(out.contains("steps per epoch"), "{out}");
}

/// `minigpt ARGS` under an address-space limit of `kib`, so that running out of memory meets
/// an allocation failure (an abort) here rather than the kernel's OOM killer.
fn limited(kib: u64, args: &[String]) -> std::process::Output {
    std::process::Command::new("bash")
        .arg("-c")
        .arg(format!("ulimit -v {kib}; exec \"$@\""))
        .arg("bash")
        .arg(bin_path())
        .args(args)
        .output()
        .unwrap()
}

/// On the CPU running out of memory aborts the process (exit 134, a backtrace, the run's
/// checkpoint never written): a batch whose activations do not fit is refused up front, and
/// `--max-batch` stops its search below the memory instead of trying until it aborts.
#[test]
fn on_the_cpu_a_batch_too_large_for_memory_is_refused_and_max_batch_stops_below_it() {
    let out = scratch("batch-too-large");
    let args = |extra: &[&str]| -> Vec<String> {
        let mut a: Vec<String> = ["train", "--config"].map(String::from).to_vec();
        a.push(root().join("configs/tiny.toml").display().to_string());
        for s in micro_sets_with(&small_corpus(), &out.join("run"), extra) {
            a.extend(["--set".into(), s]);
        }
        a
    };
    // micro model, block 64: about 0.6 MB of activations a sample
    let o = limited(1_500_000, &args(&["model.block_size=64", "train.batch_size=100000"]));
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("train.batch_size = 100000") && err.contains("--max-batch"),
        "{err}"
    );
    assert!(!out.join("run").exists(), "a refused run wrote its directory");
    // `check` says so too: a problem for a config on the CPU, a warning where "auto" found no GPU
    for (device, code) in [("device=cpu", 2), ("device=auto", 0)] {
        let mut check = args(&["model.block_size=64", "train.batch_size=100000", device]);
        check[0] = "check".into();
        let o = limited(1_500_000, &check);
        let said = format!("{}{}", String::from_utf8_lossy(&o.stdout), stderr(&o));
        assert_eq!(o.status.code(), Some(code), "{device}: {said}");
        assert!(said.contains("train.batch_size = 100000"), "{device}: {said}");
    }

    let mut search = args(&["model.block_size=64", "train.batch_size=512"]);
    search.extend(["--max-batch".into(), "1000000".into()]);
    let o = limited(1_500_000, &search);
    let said = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(o.status.code(), Some(0), "{said}{}", stderr(&o));
    assert!(said.contains("on the CPU the search stops at batch"), "{said}");
    assert!(said.contains("largest batch that fits:"), "{said}");
}

#[test]
fn a_model_too_large_for_memory_is_refused_by_train_with_exit_2_and_one_line() {
    let out = scratch("too-large");
    // an address-space limit, so that a failed refusal meets an allocation failure here rather
    // than the kernel's OOM killer
    let o = std::process::Command::new("bash")
        .arg("-c")
        .arg("ulimit -v 8000000; exec \"$@\"")
        .arg("bash")
        .arg(bin_path())
        .args(["train", "--config"])
        .arg(root().join("configs/tiny.toml"))
        .args([
            "--set",
            &format!("data.path={}", small_corpus().display()),
            "--set",
            "data.sha256=",
        ])
        .args(["--set", &format!("log.out_dir={}", out.join("run").display())])
        .args([
            "--set",
            "model.n_layer=4000",
            "--set",
            "model.d_model=4096",
            "--set",
            "model.n_head=32",
        ])
        .output()
        .unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("805.5 B parameters") && err.contains("ulimit -v"), "{err}");
}

/// A corpus whose sha256 differs: `eval` may read another corpus (`--set data.sha256=`, the
/// hint's fix), `resume` may not, and its refusal says what to do instead of that hint.
#[test]
fn a_sha256_mismatch_hint_is_one_the_command_accepts() {
    let run = scratch("sha-run");
    let corpus = small_corpus();
    let text = std::fs::read_to_string(&corpus).unwrap();
    let other = run.join("other.txt");
    // the same characters in another order: the same vocabulary, another hash
    std::fs::write(&other, text.chars().rev().collect::<String>()).unwrap();
    let mut sets = micro_sets_with(&corpus, &run.join("r"), &["train.max_steps=2"]);
    let sha = |p: &std::path::Path| {
        use sha2::Digest;
        sha2::Sha256::digest(std::fs::read(p).unwrap())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    };
    sets.push(format!("data.sha256={}", sha(&corpus)));
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let on_other = format!("data.path={}", other.display());
    let run_it = |command: &str, sets: &[&str]| {
        let mut cmd = bin();
        cmd.args([command, "--ckpt"]).arg(run.join("r"));
        for s in sets {
            cmd.args(["--set", s]);
        }
        cmd.output().unwrap()
    };
    let o = run_it("eval", &[&on_other]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--set data.sha256="), "{}", stderr(&o));
    let o = run_it("eval", &[&on_other, "data.sha256="]);
    assert!(o.status.success(), "eval refused the hint's fix: {}", stderr(&o));
    let o = run_it("resume", &[&on_other]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        !err.contains("--set data.sha256=") && err.contains("point data.path at a copy"),
        "{err}"
    );
}

/// Evaluation never runs FP8: `eval --set precision.matmul=fp8` is refused (it was accepted and
/// ignored), `=compute`, what it runs, is taken (it was refused as FP8, as a bogus value was),
/// and an FP8-trained checkpoint's evaluation says it ran without FP8.
#[test]
fn eval_refuses_fp8_keys_and_says_an_fp8_run_evaluates_without_fp8() {
    let run = scratch("eval-fp8");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &["train.max_steps=2", "precision.compute=bf16", "precision.matmul=fp8"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let eval = |sets: &[&str]| {
        let mut cmd = bin();
        cmd.args(["eval", "--ckpt"]).arg(&run);
        for s in sets {
            cmd.args(["--set", s]);
        }
        cmd.output().unwrap()
    };
    for key in [
        "precision.matmul=fp8",
        "precision.matmul=\"fp8\"",
        "precision.fp8_scaling=none",
    ] {
        let o = eval(&[key]);
        assert_eq!(o.status.code(), Some(2), "{key}: {}", stderr(&o));
        assert!(stderr(&o).contains("never FP8"), "{}", stderr(&o));
    }
    // what evaluation runs is taken; a value that is neither is told the values there are
    let o = eval(&["precision.matmul=compute"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = eval(&["precision.matmul=bogus"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        !stderr(&o).contains("never FP8") && stderr(&o).contains("compute"),
        "{}",
        stderr(&o)
    );
    let o = eval(&[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(
        said.contains("trained with FP8 linear layers; evaluated without: they run in bf16"),
        "{said}"
    );
    // under another compute dtype too: FP8's need of bf16 compute was checked before the FP8
    // layers were set aside, and refused it
    for compute in ["fp32", "fp16"] {
        let o = eval(&[&format!("precision.compute={compute}")]);
        assert!(o.status.success(), "{compute}: {}", stderr(&o));
        let said = String::from_utf8_lossy(&o.stdout);
        assert!(said.contains(&format!("compute {compute} (trained with FP8")), "{said}");
        assert!(said.contains(&format!("they run in {compute})")), "{said}");
    }
}

/// A resume into a new directory (a branch) rolls back, when spikes call for it, to the
/// checkpoint it started from: the directory holds none before them yet. It stopped the run
/// with advice to checkpoint more often.
#[test]
fn a_branch_rolls_back_to_the_checkpoint_it_resumed_from() {
    let spikes = "debug.inject_spike_steps=[21, 22, 23]";
    let (dir, o) = guarded_run(
        "spike-branch-source",
        &["train.max_steps=30", "checkpoint.every=20", spikes],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let from = dir.join(ckpt::file_name(20));
    let branch = scratch("spike-branch");
    let o = bin()
        .arg("resume")
        .arg("--ckpt")
        .arg(&from)
        .args(["--set", &format!("log.out_dir={}", branch.display())])
        .args(["--set", "train.grad_accum=1"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let back = rows(&branch, "rollback");
    assert_eq!(back.len(), 1, "{back:?}");
    assert_eq!(back[0]["to_step"].as_u64(), Some(20), "{}", back[0]);
    assert_eq!(
        back[0]["checkpoint"].as_str(),
        Some(from.to_str().unwrap()),
        "{}",
        back[0]
    );
    assert!(branch.join(ckpt::file_name(30)).is_file());
}

/// `bench-precision` trains each mode as `train` would: a batch whose activations do not fit
/// the CPU's memory is refused up front, as `train` refuses it, where it aborted on an
/// allocation (exit 134, a backtrace) in the middle of the benchmark.
#[test]
fn bench_precision_refuses_a_batch_too_large_for_memory_as_train_does() {
    let out = scratch("bench-too-large");
    let mut args: Vec<String> = ["bench-precision", "--config"].map(String::from).to_vec();
    args.push(root().join("configs/tiny.toml").display().to_string());
    let sets = micro_sets_with(
        &small_corpus(),
        &out.join("run"),
        &["model.block_size=64", "train.batch_size=100000"],
    );
    // bench-precision writes no run directory: its output goes to --out (log.out_dir refused)
    for s in sets.into_iter().filter(|s| !s.starts_with("log.out_dir=")) {
        args.extend(["--set".into(), s]);
    }
    args.extend(["--steps", "1", "--repeats", "1", "--warmup", "0", "--out"].map(String::from));
    args.push(out.join("bench").display().to_string());
    let o = limited(1_500_000, &args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{}: {err}", o.status);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("train.batch_size = 100000") && err.contains("--max-batch"),
        "{err}"
    );
    assert!(!out.join("bench/bench-precision.json").exists());
}

/// `check --nproc-per-node N` on the CPU compared one worker's memory with the whole RAM and
/// found no problem where N workers, sharing that RAM, need far more; and `train
/// --nproc-per-node N` let each worker check only its own share against what was free as it
/// started, so all N started and ran the machine out of memory. Now both hold the job's total
/// against the RAM (one process of the same config still fits), `train` in the launcher before
/// it starts any worker: refused in one line, no worker, no run directory.
#[test]
fn a_cpu_job_s_processes_are_held_together_against_the_ram_by_check_and_train() {
    let out = scratch("check-nproc-cpu");
    let run = |command: &str, nproc: &str| {
        let mut cmd = bin();
        cmd.args([command, "--config"]).arg(root().join("configs/tiny.toml"));
        // micro model, block 64, batch 1000: about 0.5 GiB a process
        let sets = micro_sets_with(
            &small_corpus(),
            &out.join("run"),
            &["device=cpu", "model.block_size=64", "train.batch_size=1000"],
        );
        for s in sets {
            cmd.args(["--set", &s]);
        }
        cmd.args(["--nproc-per-node", nproc]).output().unwrap()
    };
    let o = run("check", "1");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    for command in ["check", "train"] {
        let o = run(command, "100000");
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{command}: {err}");
        assert!(
            err.contains("--nproc-per-node 100000 on the CPU") && err.contains("available RAM"),
            "{command}: {err}"
        );
        assert!(!err.contains("rank"), "{command}: no worker may start: {err}");
        assert!(!out.join("run").exists(), "{command}");
    }
    // `resume --nproc-per-node N` too: it skipped the check and started workers until the
    // machine ran out of memory
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out.join("small"),
        &["device=cpu", "train.max_steps=2"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = bin()
        .args(["resume", "--ckpt"])
        .arg(out.join("small"))
        .args(["--nproc-per-node", "100000000", "--set", "train.max_steps=4"])
        .output()
        .unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "resume: {err}");
    assert!(
        err.contains("--nproc-per-node 100000000 on the CPU") && !err.contains("rank"),
        "resume: {err}"
    );
}

/// Numbers too large for the machine got past validation and killed the process: a whole
/// number past the memory estimate's integers panicked (exit 101, "attempt to multiply with
/// overflow", in `check` too, which promises every problem in exit 2), a long synthetic stream
/// aborted on its allocation (exit 134), as did `bench-kernel --rows` past the memory, and
/// `--profile-json` naming a folder or a file in a missing folder failed after the whole
/// measurement (exit 1). Each is now refused up front, exit 2, naming the key or flag.
#[test]
fn numbers_too_large_for_the_machine_are_refused_never_a_panic_or_an_abort() {
    let out = scratch("huge-numbers");
    let run = |args: &[&str], sets: &[&str]| {
        let mut cmd = bin();
        cmd.args(args);
        if args[0] != "bench-kernel" {
            cmd.arg("--config").arg(root().join("configs/tiny.toml"));
            for s in micro_sets_with(&small_corpus(), &out.join("run"), sets) {
                cmd.args(["--set", &s]);
            }
        }
        cmd.output().unwrap()
    };
    // (train.grad_accum past the integers is a valid, endless step now: `check` counts its
    // tokens without overflow and exits 0)
    let o = run(&["check"], &["train.grad_accum=9223372036854775807"]);
    assert_eq!(o.status.code(), Some(0), "{}: {}", o.status, stderr(&o));
    let cases: [(&[&str], &[&str], &str); 6] = [
        (&["check"], &["model.n_layer=100000000000000"], "state"),
        (
            &["train"],
            &["train.batch_size=9223372036854775807"],
            "train.batch_size",
        ),
        (
            &["train"],
            &["model.d_model=4294967296", "model.n_head=1"],
            "model.n_layer",
        ),
        (
            &["check"],
            &["data.synthetic_vocab=100", "data.synthetic_tokens=10000000000"],
            "data.synthetic_tokens",
        ),
        (
            &["bench-kernel", "--shapes", "1x1", "--rows", "99999999999"],
            &[],
            "--rows",
        ),
        (
            &["bench-kernel", "--shapes", "2x2", "--rows", "18446744073709551615"],
            &[],
            "--rows",
        ),
    ];
    for (args, sets, names) in cases {
        let o = run(args, sets);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?} {sets:?}: {}: {err}", o.status);
        assert!(err.contains(names), "{args:?} {sets:?}: {err}");
        assert!(!err.contains("panicked") && !err.contains("memory allocation"), "{err}");
    }
    assert!(!out.join("run").exists());
    // --profile-json: a folder, or a file in a folder that is not there, before measuring
    std::fs::create_dir_all(out.join("a-folder")).unwrap();
    for (json, says) in [("a-folder", "a folder"), ("no/such/x.jsonl", "does not exist")] {
        let o = run(
            &[
                "train",
                "--profile-steps",
                "2",
                "--profile-json",
                &out.join(json).display().to_string(),
            ],
            &[],
        );
        let err = refused_in_one_line("--profile-json", &o, says);
        assert!(String::from_utf8_lossy(&o.stdout).is_empty(), "measured first: {err}");
    }
}
