//! `--nproc-per-node`: the flags are documented on `train` and `resume`, a process that is
//! already a worker (WORLD_SIZE set) refuses to become a launcher, and the CPU data-parallel
//! path through the launcher: a rank killed, signalled or refusing, the launcher killed.

use minigpt::ckpt;

use crate::common::*;

#[test]
fn launch_flags_are_listed_in_train_and_resume_help() {
    for cmd in ["train", "resume"] {
        let o = bin().args([cmd, "--help"]).output().unwrap();
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(o.status.success(), "{cmd}: {}", stderr(&o));
        for flag in [
            "--nproc-per-node <N>",
            "--max-restarts <K>",
            "--worker-timeout <SECS>",
            "--master-port <P>",
        ] {
            assert!(text.contains(flag), "{cmd} --help lacks {flag}: {text}");
        }
        assert!(text.contains("[default: 900]"), "{text}");
    }
}

/// On the CPU a job's ranks share one machine's cores, whose peak MFU is measured against:
/// the same tokens/s is the same MFU at any world size (two ranks read half of it: each rank
/// took the whole machine's peak as its own, and the job divided by both).
#[test]
fn cpu_ranks_share_one_peak_in_the_mfu() {
    let per_token_flops = |nproc: &str| {
        let out = scratch(&format!("launch-mfu-{nproc}"));
        let mut cmd = bin();
        cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
        for s in micro_sets_with(&small_corpus(), &out, &["train.max_steps=2", "log.every=1"]) {
            cmd.arg("--set").arg(s);
        }
        let o = cmd
            .args(["--nproc-per-node", nproc])
            .env_remove("WORLD_SIZE")
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        let row = rows(&out, "train").pop().unwrap();
        row["mfu"].as_f64().unwrap() / row["tokens_per_s"].as_f64().unwrap()
    };
    let (one, two) = (per_token_flops("1"), per_token_flops("2"));
    assert!(
        one > 0.0 && (two / one - 1.0).abs() < 1e-9,
        "MFU per token/s: {one:e} alone, {two:e} at two ranks"
    );
}

#[test]
fn launch_is_refused_in_a_worker_and_companion_flags_need_nproc() {
    let out = scratch("launch-worker");
    let config = root().join("configs/tiny.toml");
    // `train` of the micro model into `out`
    let micro_train = || {
        let mut cmd = bin();
        cmd.arg("train").arg("--config").arg(&config);
        for s in micro_sets(&small_corpus(), &out) {
            cmd.arg("--set").arg(s);
        }
        cmd
    };
    let o = micro_train()
        .args(["--nproc-per-node", "2"])
        .env("WORLD_SIZE", "2")
        .env("RANK", "1")
        .output()
        .unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("--nproc-per-node") && err.contains("WORLD_SIZE=2"),
        "{err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(!out.join(".lock").exists() && !out.join("config.toml").exists());

    // one process's search: every worker searched alone and printed its own result
    let o = micro_train()
        .args(["--nproc-per-node", "2", "--max-batch", "8"])
        .output()
        .unwrap();
    refused_in_one_line(
        "--max-batch with --nproc-per-node",
        &o,
        "--max-batch runs in one process",
    );

    // A --master-port in use fails every attempt alike: refused before any worker starts (it
    // had burned every restart and exited 1)
    let taken = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let o = micro_train()
        .args(["--nproc-per-node", "2", "--max-restarts", "2", "--master-port", &port])
        .env_remove("WORLD_SIZE")
        .output()
        .unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("--master-port") && err.contains("choose another port"),
        "{err}"
    );
    assert!(!err.contains("restart"), "{err}");
    assert!(!out.join(".lock").exists() && !out.join("config.toml").exists());

    // --max-restarts alone would be silently ignored: clap refuses it (exit 2).
    let o = bin()
        .arg("train")
        .arg("--config")
        .arg(&config)
        .args(["--max-restarts", "1"])
        .env_remove("WORLD_SIZE")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--nproc-per-node"), "{}", stderr(&o));
}

/// The pid of the launcher's worker with RANK=`rank` (Linux: /proc), once it is running.
fn worker_pid(launcher: u32, rank: usize) -> Option<u32> {
    let children = std::fs::read_to_string(format!("/proc/{launcher}/task/{launcher}/children")).ok()?;
    children
        .split_whitespace()
        .filter_map(|p| p.parse::<u32>().ok())
        .find(|pid| {
            std::fs::read(format!("/proc/{pid}/environ"))
                .map(|env| env.split(|&b| b == 0).any(|kv| kv == format!("RANK={rank}").as_bytes()))
                .unwrap_or(false)
        })
}

/// `minigpt train --nproc-per-node 2` (plus `extra`) on the micro model into `out`, for
/// `max_steps` steps with a checkpoint every 20, its output piped.
fn two_rank_train(out: &std::path::Path, max_steps: &str, extra: &[&str]) -> std::process::Command {
    let steps = format!("train.max_steps={max_steps}");
    two_rank_train_with(out, &[&steps, "checkpoint.every=20", "log.every=50"], extra)
}

/// `minigpt train --nproc-per-node 2` (plus `extra`) on the micro model into `out` with the
/// `--set`s `sets`, its output piped.
fn two_rank_train_with(out: &std::path::Path, sets: &[&str], extra: &[&str]) -> std::process::Command {
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in micro_sets_with(&small_corpus(), out, sets) {
        cmd.arg("--set").arg(s);
    }
    cmd.args(["--nproc-per-node", "2"]).args(extra).env_remove("WORLD_SIZE");
    cmd.stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    cmd
}

/// Start `minigpt train --nproc-per-node 2` on the micro model (TCP collectives on the CPU),
/// wait for its first checkpoint, SIGKILL rank 1, and return the launcher's output.
fn kill_rank1_mid_run(name: &str, extra: &[&str]) -> (std::process::Output, std::path::PathBuf) {
    let out = scratch(name);
    let mut cmd = two_rank_train(&out, "600", extra);
    let child = cmd.spawn().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    let first = out.join("ckpt-00000020.safetensors");
    while !first.exists() {
        assert!(std::time::Instant::now() < deadline, "no checkpoint within 120 s");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let pid = worker_pid(child.id(), 1).expect("rank 1 is running");
    // SAFETY: plain kill(2) of our launcher's child.
    assert_eq!(unsafe { libc::kill(pid as i32, libc::SIGKILL) }, 0);
    (child.wait_with_output().unwrap(), out)
}

/// A worker killed with SIGKILL mid-run: with --max-restarts 1 the launcher restarts both ranks
/// from the newest checkpoint and the job finishes (final checkpoint at step 600, training rows
/// after the restart); without, every rank stops and the launcher exits 1 with one line naming
/// rank 1 and the signal, never a hang.
#[test]
fn launch_a_rank_killed_mid_run_restarts_the_job_from_its_checkpoint() {
    let (o, out) = kill_rank1_mid_run("launch-kill-restart", &["--max-restarts", "1"]);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("rank 1") && err.contains("restart 1/1"), "{err}");
    assert!(out.join("ckpt-00000600.safetensors").exists(), "{err}");
    let steps: Vec<u64> = rows(&out, "train")
        .iter()
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(steps.last(), Some(&600));
    // the second attempt resumed from a checkpoint (rank 0 says so), not from scratch
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("resuming from"), "{stdout}");

    let (o, out) = kill_rank1_mid_run("launch-kill-fail", &[]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    let line = err.lines().find(|l| l.contains("worker rank 1")).unwrap_or_default();
    assert!(line.contains("SIGKILL"), "{err}");
    assert!(!out.join("ckpt-00000600.safetensors").exists());
    // the line says what stands and how to go on (it named the signal alone)
    let newest = ckpt::resolve(&out).unwrap();
    assert!(
        line.contains(&format!(
            "{} stands: continue with: minigpt resume --ckpt",
            newest.display()
        )) && line.contains("--nproc-per-node 2"),
        "{err}"
    );
}

/// A second SIGINT to the launcher (past the 1 s in which a repeat is the same request) kills
/// the workers without waiting for their checkpoint and exits 130, as a single process does,
/// not 1 ("the run failed").
#[test]
fn a_second_signal_to_the_launcher_exits_130() {
    let out = scratch("launch-second-signal");
    let sets = [
        "train.max_steps=1000000",
        "checkpoint.every=20",
        "debug.ckpt_write_delay_ms=5000",
    ];
    let child = two_rank_train_with(&out, &sets, &[]).spawn().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while worker_pid(child.id(), 1).is_none() || !out.join("metrics.jsonl").exists() {
        assert!(
            std::time::Instant::now() < deadline,
            "the workers did not start within 120 s"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // SAFETY: plain kill(2) of our own child, twice, 1.5 s apart.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    std::thread::sleep(std::time::Duration::from_millis(1500));
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    assert!(stderr(&o).contains("second signal"), "{}", stderr(&o));
    // the line says what is left: the checkpoint that stands and the command, or none yet
    let left = match minigpt::ckpt::resolve(&out) {
        Ok(ckpt) => format!(
            "; {} stands: continue with: minigpt resume --ckpt {} --nproc-per-node 2",
            ckpt.display(),
            out.display()
        ),
        Err(_) => format!("; {} holds no checkpoint yet", out.display()),
    };
    assert!(stderr(&o).contains(&left), "{}", stderr(&o));
}

/// Heartbeat directories ($TMPDIR/minigpt-launch-*) in `tmp`.
fn heartbeat_dirs(tmp: &std::path::Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(tmp)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("minigpt-launch-"))
        .map(|e| e.path())
        .collect()
}

/// A launcher killed by SIGKILL cannot remove its heartbeat directory (they had piled up in
/// /tmp forever): the next launcher on the machine removes it, and its own when it ends.
#[test]
fn a_killed_launchers_heartbeat_directory_is_removed_by_the_next_launcher() {
    let dir = scratch("launch-sigkill-tmp");
    let tmp = dir.join("tmp");
    std::fs::create_dir(&tmp).unwrap();
    let launch = |out: &str, max_steps: &str| {
        let mut cmd = bin();
        cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
        for s in micro_sets_with(&small_corpus(), &dir.join(out), &[max_steps]) {
            cmd.arg("--set").arg(s);
        }
        cmd.args(["--nproc-per-node", "2"])
            .env_remove("WORLD_SIZE")
            .env("TMPDIR", &tmp)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped());
        cmd
    };
    let mut child = launch("killed", "train.max_steps=1000000").spawn().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while worker_pid(child.id(), 1).is_none() {
        assert!(std::time::Instant::now() < deadline, "no workers within 120 s");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // SAFETY: plain kill(2) of our own child.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGKILL) }, 0);
    child.wait().unwrap();
    assert_eq!(
        heartbeat_dirs(&tmp).len(),
        1,
        "the killed launcher left no directory to test with"
    );

    let o = launch("next", "train.max_steps=2").output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(heartbeat_dirs(&tmp), Vec::<std::path::PathBuf>::new());
}

/// A resume every rank would refuse alike is said once (each rank had printed it, the lines
/// interleaved): a refused `--set` now by the launcher, before any worker starts, as `train`'s
/// launcher refuses its config; nothing to train is said once too, exit 0.
#[test]
fn a_refusal_every_rank_reaches_is_printed_once() {
    let out = scratch("launch-refused-once");
    let o = train(&micro_sets_with(&small_corpus(), &out, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let resume = |set: &str| {
        bin()
            .args(["resume", "--ckpt"])
            .arg(&out)
            .args(["--set", set, "--nproc-per-node", "2"])
            .env_remove("WORLD_SIZE")
            .output()
            .unwrap()
    };
    // refused by the launcher, which reads the checkpoint's config as `train`'s launcher reads
    // its config, before any worker starts
    let o = resume("train.lr=1");
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("train.lr = 1 cannot be changed on resume"), "{err}");
    assert!(!err.contains("rank"), "a worker started: {err}");

    let o = resume("train.max_steps=2");
    let said = format!("{}{}", String::from_utf8_lossy(&o.stdout), stderr(&o));
    assert!(o.status.success(), "{said}");
    assert_eq!(said.matches("nothing to train").count(), 1, "{said}");
}

/// SIGTERM sent to one worker from outside stops the whole job cleanly (every rank
/// checkpoints at the same step, exit 0, as docs/DESIGN.md §2 has it for a signal), and the launcher
/// says why it ended short of train.max_steps: the rank signalled and its pid, the step and
/// checkpoint, and the command that continues it, which does (it had said nothing).
#[test]
fn a_sigterm_to_one_worker_stops_the_job_and_the_launcher_says_how_to_continue() {
    let out = scratch("launch-sigterm-rank");
    let mut cmd = two_rank_train(&out, "1000000", &[]);
    let child = cmd.spawn().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while !out.join("ckpt-00000020.safetensors").exists() {
        assert!(std::time::Instant::now() < deadline, "no checkpoint within 120 s");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let pid = worker_pid(child.id(), 1).expect("rank 1 is running");
    // SAFETY: plain kill(2) of our launcher's child.
    assert_eq!(unsafe { libc::kill(pid as i32, libc::SIGTERM) }, 0);
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    let (step, latest) = ckpt::list(&out).pop().unwrap();
    assert_eq!(ckpt::resolve(&out).unwrap(), latest);
    let said: Vec<&str> = err.lines().filter(|l| l.starts_with("launch:")).collect();
    assert_eq!(
        said,
        [format!(
            "launch: rank 1 (pid {pid}) received SIGTERM: the job stopped at step {step} of 1000000 and checkpointed ({}); \
             continue with: minigpt resume --ckpt {} --nproc-per-node 2",
            latest.display(),
            out.display()
        )],
        "{err}"
    );

    // the command continues the job (here to two more steps)
    let o = bin()
        .args(["resume", "--ckpt"])
        .arg(&out)
        .args(["--nproc-per-node", "2", "--set"])
        .arg(format!("train.max_steps={}", step + 2))
        .env_remove("WORLD_SIZE")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(ckpt::resolve(&out).unwrap(), out.join(ckpt::file_name(step + 2)));
    assert!(
        !stderr(&o).contains("launch:"),
        "a finished job was said to stop: {}",
        stderr(&o)
    );
}

/// SIGINT while the run is still being built (its run directory locked, the model not yet
/// made: a large model takes a second here), alone and through the launcher: the command exits
/// 130 saying that training had not begun, and leaves no run directory, as a refused command
/// leaves none. The launcher said "the run failed" (exit 1, three lines), and both left the
/// directory behind with only its `.lock`.
#[test]
fn a_signal_before_training_began_exits_130_and_leaves_no_run_directory() {
    for (case, launcher) in [("alone", false), ("launcher", true)] {
        let out = scratch(&format!("early-signal-{case}")).join("run");
        let mut cmd = bin();
        cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
        let big = [
            "train.max_steps=5",
            "model.n_layer=12",
            "model.d_model=768",
            "model.n_head=12",
            "train.batch_size=1",
        ];
        for s in micro_sets_with(&small_corpus(), &out, &big) {
            cmd.arg("--set").arg(s);
        }
        if launcher {
            cmd.args(["--nproc-per-node", "2"]);
        }
        cmd.env_remove("WORLD_SIZE")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let child = cmd.spawn().unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
        while !out.join(".lock").exists() {
            assert!(std::time::Instant::now() < deadline, "{case}: no lock within 120 s");
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        // SAFETY: plain kill(2) of our own child.
        assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
        let o = child.wait_with_output().unwrap();
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(130), "{case}: {err}");
        assert!(err.contains("before training began"), "{case}: {err}");
        // said once, by the launcher for its job (each worker said it too, without its rank)
        assert_eq!(err.matches("before training began").count(), 1, "{case}: {err}");
        assert!(!err.contains("failed"), "{case}: {err}");
        assert!(!out.exists(), "{case}: the run directory was left behind");
    }
}

/// `--worker-timeout` bounds the time between heartbeats, not an evaluation (docs/DISTRIBUTED.md):
/// a worker beats at its start-up milestones and during evaluation, so a healthy job whose
/// evaluations (at step 0 and at the end) each outlast the timeout finishes (it was killed as
/// hung: "no heartbeat in the 3 s since it started" with a timeout of 3 s).
#[test]
fn an_evaluation_longer_than_the_worker_timeout_is_not_a_hang() {
    let out = scratch("launch-long-eval");
    // 16,000 batches per split, each rank half of them: several seconds per evaluation here
    let mut cmd = two_rank_train(
        &out,
        "2",
        // 5 s, not 3: on a loaded machine one gap between beats (an evaluation pass, plus the
        // beat's once-a-second throttle) reached 3 s; each evaluation still outlasts 5 s (7.8 s
        // on an idle 2-core machine)
        &["--set", "train.eval_batches=16000", "--worker-timeout", "5"],
    );
    let o = cmd.output().unwrap();
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(!err.contains("hung"), "{err}");
    assert_eq!(ckpt::resolve(&out).unwrap(), out.join(ckpt::file_name(2)));
    let evals = rows(&out, "eval");
    assert_eq!(evals.len(), 2, "{evals:?}");
    // the evaluation at step 0 alone outlasted the timeout (else this tests nothing)
    let first = evals[0]["elapsed_s"].as_f64().unwrap();
    assert!(
        first > 5.0,
        "the evaluation took {first} s, not more than the 5 s timeout"
    );
}

/// A checkpoint write longer than `--worker-timeout` (a slow disk) is progress, not a hang:
/// rank 0 beats while it waits for its write, and the ranks waiting for it meanwhile in their
/// next collective are not counted as hung. The job was killed as hung at the wait for the
/// first write (a `.tmp` left behind), and one that had finished and written its final
/// checkpoint exited 1 (restarted by --max-restarts into "nothing to train").
#[test]
fn a_checkpoint_write_longer_than_the_worker_timeout_is_not_a_hang() {
    let out = scratch("launch-slow-write");
    // checkpoints at 20, 40 and 60, each written in 6 s against a timeout of 4: the write of
    // 20 is still in flight when the step-40 checkpoint waits for it, and so is 40's at 60.
    // (This test failed now and then on a loaded machine: rank 1, silent while it waited for
    // rank 0's write, was called hung when rank 0's next beat landed before its own; the
    // launcher now gives it the timeout from the write's end.)
    let mut cmd = two_rank_train(
        &out,
        "60",
        &[
            "--set",
            "debug.ckpt_write_delay_ms=6000",
            "--worker-timeout",
            "4",
            "--max-restarts",
            "1",
        ],
    );
    let o = cmd.output().unwrap();
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(!err.contains("hung") && !err.contains("restart"), "{err}");
    assert_eq!(ckpt::resolve(&out).unwrap(), out.join(ckpt::file_name(60)));
    let temps: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(temps.is_empty(), "{temps:?}");
}

/// A `resume` job whose worker dies before the new run directory holds a checkpoint restarts
/// as its own command, from the checkpoint it named; the launcher said "from the start".
#[test]
fn a_resume_job_restarted_before_its_first_checkpoint_says_it_resumes_again() {
    let base = scratch("launch-resume-restart");
    let o = train(&micro_sets_with(&small_corpus(), &base, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let branch = base.join("branch");
    let mut cmd = bin();
    cmd.arg("resume")
        .arg("--ckpt")
        .arg(base.join(ckpt::file_name(2)))
        .args(["--set", &format!("log.out_dir={}", branch.display())])
        .args(["--set", "train.max_steps=3000", "--set", "checkpoint.every=100000"])
        .args(["--nproc-per-node", "2", "--max-restarts", "1"])
        .env_remove("WORLD_SIZE")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let child = cmd.spawn().unwrap();
    let start = std::time::Instant::now();
    let training =
        || std::fs::read_to_string(branch.join("metrics.jsonl")).is_ok_and(|t| t.contains("\"kind\":\"train\""));
    while !training() {
        assert!(start.elapsed().as_secs() < 120, "no training row within 120 s");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let pid = worker_pid(child.id(), 1).expect("rank 1 is running");
    // SAFETY: plain kill(2) of our launcher's child.
    assert_eq!(unsafe { libc::kill(pid as i32, libc::SIGKILL) }, 0);
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("restart 1/1 as the original resume"), "{err}");
    assert!(!err.contains("from the start"), "{err}");
    assert!(branch.join(ckpt::file_name(3000)).exists(), "{err}");
}

/// A worker that dies while rank 0 writes a checkpoint: the launcher SIGKILLed rank 0 5 s after
/// its SIGTERM, mid-write, though its heartbeat said it was writing, and the checkpoint was lost
/// ("holds no checkpoint yet"). It now waits for the write, says so, and the checkpoint stands.
#[test]
fn a_peer_s_death_waits_for_rank_0_s_checkpoint_write() {
    let out = scratch("launch-peer-dies-during-write");
    let sets = [
        "train.max_steps=1000000",
        "checkpoint.every=10",
        "debug.ckpt_write_delay_ms=8000",
        "log.every=1",
    ];
    let child = two_rank_train_with(&out, &sets, &[]).spawn().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    // past step 10: the write of ckpt-10 (8 s) is under way
    let past_10 = || std::fs::read_to_string(out.join("metrics.jsonl")).is_ok_and(|t| t.contains("\"step\":11,"));
    while worker_pid(child.id(), 1).is_none() || !past_10() {
        assert!(
            std::time::Instant::now() < deadline,
            "the job did not reach step 11 within 120 s"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let rank1 = worker_pid(child.id(), 1).unwrap();
    // SAFETY: plain kill(2) of a worker of our own child.
    assert_eq!(unsafe { libc::kill(rank1 as i32, libc::SIGKILL) }, 0);
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("is writing its checkpoint: waiting for it"), "{err}");
    assert!(out.join(ckpt::file_name(10)).exists(), "the checkpoint was lost: {err}");
    assert!(err.contains("ckpt-00000010.safetensors stands"), "{err}");
}

/// A worker's own advice inside a `--nproc-per-node 2` job ("continue it with `minigpt resume
/// --ckpt DIR`") left out `--nproc-per-node 2`: followed, it continued the job as one process
/// with half the batch. A worker of the launcher now says the job's count.
#[test]
fn a_worker_s_advice_keeps_the_job_s_process_count() {
    assert_eq!(minigpt::run_dir::LAUNCHED, minigpt::dist::HEARTBEAT_ENV);
    let out = scratch("launch-worker-advice");
    let o = two_rank_train(&out, "4", &[]).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let o = two_rank_train(&out, "8", &[]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(&format!(
            "continue it with `minigpt resume --ckpt {} --nproc-per-node 2`",
            out.display()
        )),
        "{err}"
    );
}
