//! Bad input gets one clear line on stderr and exit code 2; never a panic.

use crate::common::*;

fn refused(sets: &[&str], must_name: &str) {
    let out = scratch("cli-bad");
    let mut all = micro_sets(&small_corpus(), &out);
    all.extend(sets.iter().map(|s| s.to_string()));
    let err = refused_in_one_line(&format!("{sets:?}"), &train(&all), must_name);
    assert!(!err.contains("panicked") && !err.contains("RUST_BACKTRACE"), "{err}");
}

#[test]
fn unknown_key_is_refused_by_name() {
    refused(&["model.no_such_key=1"], "no_such_key");
}

#[test]
fn n_head_not_dividing_d_model_is_refused() {
    refused(
        &["model.d_model=64", "model.n_head=7"],
        "model.n_head = 7 does not divide model.d_model = 64",
    );
}

/// The spike guard's keys are judged with the guard off too: a resume may turn the guard on,
/// and then refused the value as the checkpoint's, which `train` had saved without a word.
#[test]
fn a_spike_guard_key_out_of_range_is_refused_with_the_guard_off() {
    refused(&["train.spike_window=1"], "train.spike_window = 1");
    refused(&["train.spike_z=-1"], "train.spike_z = -1");
}

/// A name key given a boolean or a number names the names it takes; serde's words were
/// "expected string only, got unit variant".
#[test]
fn a_name_key_given_a_boolean_names_the_names_it_takes() {
    refused(
        &["train.activation_checkpointing=true"],
        "expected `none` or `blocks` (a name, in quotes in a file), got true",
    );
}

#[test]
fn negative_lr_is_refused() {
    refused(&["train.lr=-0.001"], "train.lr = -0.001");
}

#[test]
fn zero_block_size_is_refused() {
    refused(&["model.block_size=0"], "model.block_size = 0");
}

#[test]
fn an_out_dir_that_is_a_file_is_refused() {
    let file = scratch("cli-out-file").join("not-a-dir");
    std::fs::write(&file, "kept").unwrap();
    refused(&[&format!("log.out_dir={}", file.display())], "a file, not a directory");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "kept");
}

#[test]
fn missing_corpus_is_refused_naming_the_path() {
    refused(&["data.path=/nonexistent/corpus.txt"], "/nonexistent/corpus.txt");
}

/// A relative data.path is read from the working directory, not the config's folder: a run
/// started elsewhere is told where it looked.
#[test]
fn a_missing_relative_corpus_names_the_working_directory() {
    let cwd = scratch("relative-corpus");
    let o = bin()
        .current_dir(&cwd)
        .args(["train", "--config"])
        .arg(root().join("configs/tiny.toml"))
        .args(["--set", "data.path=corpora/missing.txt", "--set", "data.url="])
        .output()
        .unwrap();
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{e}");
    assert!(
        e.contains("corpora/missing.txt") && e.contains(&format!("working directory {}", cwd.display())),
        "{e}"
    );
}

/// A resume or an evaluation run from another directory reads a relative data.path where the
/// run read it, and says so; it used to look in its own working directory and download the
/// corpus there (or fail without a url). A working directory that holds a file at that path
/// still comes first: its sha256 decides, and another corpus is refused.
#[test]
fn a_relative_corpus_is_read_where_the_run_read_it() {
    let base = scratch("relative-resume");
    let (proj, elsewhere, out) = (base.join("proj"), base.join("else"), base.join("run"));
    std::fs::create_dir_all(proj.join("corpora")).unwrap();
    std::fs::create_dir_all(&elsewhere).unwrap();
    std::fs::copy(small_corpus(), proj.join("corpora/c.txt")).unwrap();
    let mut sets = micro_sets(std::path::Path::new("corpora/c.txt"), &out);
    sets.push("train.max_steps=4".into());
    let mut first = bin();
    first
        .current_dir(&proj)
        .arg("train")
        .arg("--config")
        .arg(root().join("configs/tiny.toml"));
    for s in &sets {
        first.arg("--set").arg(s);
    }
    let o = first.output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let from_elsewhere = |args: &[&str]| bin().current_dir(&elsewhere).args(args).output().unwrap();
    let ckpt = out.join("ckpt-00000004.safetensors");
    let ckpt = ckpt.to_str().unwrap();
    let o = from_elsewhere(&["eval", "--ckpt", ckpt]);
    let e = stderr(&o);
    assert!(o.status.success(), "{e}");
    let said = format!(
        "not in the working directory {}: read from {}",
        elsewhere.display(),
        proj.display()
    );
    assert!(e.contains(&said) && e.contains("corpora/c.txt"), "{e}");
    let o = from_elsewhere(&["resume", "--ckpt", ckpt, "--set", "train.max_steps=6"]);
    let e = stderr(&o);
    assert!(o.status.success(), "{e}");
    assert!(e.contains(&said), "{e}");
    assert!(out.join("ckpt-00000006.safetensors").is_file(), "{e}");
    let left: Vec<_> = std::fs::read_dir(&elsewhere).unwrap().collect();
    assert!(left.is_empty(), "the resume wrote into its working directory: {left:?}");
    // a file at that path in the working directory is read first, and checked
    std::fs::create_dir_all(elsewhere.join("corpora")).unwrap();
    std::fs::write(
        elsewhere.join("corpora/c.txt"),
        "another corpus altogether, ".repeat(400),
    )
    .unwrap();
    let o = from_elsewhere(&["resume", "--ckpt", ckpt, "--set", "log.out_dir=branch"]);
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{e}");
    assert!(
        e.contains("not the corpus the run trained on") && !e.contains("read from"),
        "{e}"
    );
}

/// The download's start is said (one line), then the failure (one line). A network that does
/// not answer fails the command (exit 1: the same command may work later), where it was
/// refused as input (exit 2), which a script could not tell from a wrong config.
#[test]
fn unreachable_download_says_where_to_put_the_file() {
    let out = scratch("cli-unreachable");
    let mut all = micro_sets(&small_corpus(), &out);
    all.extend([
        "data.path=/tmp/minigpt-missing.txt".into(),
        "data.url=https://127.0.0.1:9/x.txt".into(),
    ]);
    let o = train(&all);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    let lines: Vec<&str> = err.trim().lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert_eq!(
        lines[0],
        "downloading https://127.0.0.1:9/x.txt -> /tmp/minigpt-missing.txt"
    );
    assert!(
        lines[1].starts_with("error: ")
            && lines[1].contains("run the command again once the network or the server answers")
            && lines[1].contains("put the file at this path"),
        "{err}"
    );
    // an address no download can use is refused by `check` already, naming the key
    let mut all = micro_sets(&small_corpus(), &out);
    all.extend([
        "data.path=/tmp/minigpt-missing.txt".into(),
        "data.url=file:///tmp/x.txt".into(),
    ]);
    let mut cmd = bin();
    cmd.arg("check").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in &all {
        cmd.arg("--set").arg(s);
    }
    let o = cmd.output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("data.url") && err.contains("http:// or https:// only"),
        "{err}"
    );
}

#[test]
fn corpus_too_short_for_a_block_is_refused() {
    let short = root().join("tests/fixtures/short.txt");
    refused(&[&format!("data.path={}", short.display())], "too short");
}

#[test]
fn cuda_device_without_cuda_is_refused_not_replaced() {
    if candle_core::utils::cuda_is_available() {
        return; // this binary has CUDA: the request is legitimate
    }
    refused(&["device=cuda:0"], "built without CUDA");
}

#[test]
fn help_shows_defaults_and_exit_codes() {
    let o = bin().args(["sample", "--help"]).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success());
    assert!(
        text.contains("[default: 500]") && text.contains("[default: 0.8]"),
        "{text}"
    );
    assert!(text.contains("Exit codes"), "{text}");
    // each command's own: sample and eval write no checkpoint when signalled (every command's
    // help said "0 ... also after SIGINT/SIGTERM, once the checkpoint is written")
    assert!(text.contains("130 SIGINT/SIGTERM"), "{text}");
    for cmd in ["sample", "eval", "prepare", "export", "report"] {
        let o = bin().args([cmd, "--help"]).output().unwrap();
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(!text.contains("checkpoint is written"), "{cmd}: {text}");
    }
    let o = bin().args(["resume", "--help"]).output().unwrap();
    assert!(String::from_utf8_lossy(&o.stdout).contains("checkpoint is written"));
}

#[test]
fn explain_precision_shows_fp32_islands_in_bf16() {
    let o = bin()
        .args(["train", "--config"])
        .arg(root().join("configs/bf16.toml"))
        .arg("--explain-precision")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", stderr(&o));
    for op in ["softmax", "layernorm", "cross-entropy"] {
        let line = text
            .lines()
            .find(|l| l.contains(op))
            .unwrap_or_else(|| panic!("no {op} line: {text}"));
        assert!(line.contains("fp32"), "{line}");
    }
    let linear = text.lines().find(|l| l.starts_with("linear")).unwrap();
    assert!(linear.contains("bf16"), "{linear}");
    // a table: every row's last column (why) starts where its header does
    let rows: Vec<Vec<char>> = text.lines().skip(1).map(|l| l.chars().collect()).collect();
    let at = rows[0].iter().collect::<String>().find(" why").unwrap() + 1; // an ASCII header
    for row in rows.iter().filter(|r| r.len() > at) {
        assert!(
            row[at - 1] == ' ' && row[at] != ' ',
            "misaligned: {}",
            row.iter().collect::<String>()
        );
    }
}

#[test]
fn a_missing_corpus_is_downloaded_and_checked() {
    let body = std::fs::read(small_corpus()).unwrap();
    let dir = scratch("download");
    let target = dir.join("data/corpus.txt");
    let mut sets = micro_sets(&target, &dir.join("run"));
    let (url, hits) = serve(body.clone());
    sets.push(format!("data.url={url}"));
    sets.push("train.max_steps=2".into());
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read(&target).unwrap(), body);
    assert_eq!(hits.load(std::sync::atomic::Ordering::SeqCst), 1, "downloaded once");

    // A download whose sha256 disagrees is refused and leaves no file behind.
    let target = dir.join("data/other.txt");
    let mut sets = micro_sets(&target, &dir.join("run2"));
    sets.push(format!("data.url={}", serve(body).0));
    sets.push(format!("data.sha256={}", "0".repeat(64)));
    let o = train(&sets);
    assert_eq!(o.status.code(), Some(2));
    // It names the download, not the missing file as a file to replace.
    let err = stderr(&o);
    assert!(err.contains("the download from data.url = http"), "{err}");
    assert!(err.contains("nothing was kept"), "{err}");
    assert!(!err.contains("replace the file"), "{err}");
    assert!(!target.exists());
}

/// `--profile-steps 1` timed the forward phase at 0 ms: the step before had queued the first
/// profiled step's forward pass, so the table's whole step understated the step. The profiled
/// steps now run their own forward passes.
#[test]
fn a_one_step_profile_times_its_forward_pass() {
    let out = scratch("cli-profile-one");
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in micro_sets_with(&small_corpus(), &out, &["device=cpu"]) {
        cmd.arg("--set").arg(s);
    }
    let o = cmd.args(["--profile-steps", "1"]).output().unwrap();
    let stdout = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(o.status.success(), "{}", stderr(&o));
    let forward: f64 = stdout
        .lines()
        .find(|l| l.starts_with("forward "))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|ms| ms.parse().ok())
        .unwrap_or_else(|| panic!("no forward line: {stdout}"));
    assert!(forward > 0.0, "{stdout}");
}

/// Issue #6: on a CPU build the GPU operations are n/a, the JSON says null, and
/// `report --bench` shows a dash, never a made-up count.
#[test]
fn profile_on_the_cpu_reports_gpu_operations_unavailable() {
    let out = scratch("cli-profile");
    let json = out.join("ours.jsonl");
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in micro_sets_with(&small_corpus(), &out, &["device=cpu"]) {
        cmd.arg("--set").arg(s);
    }
    let o = cmd
        .args(["--profile-steps", "2", "--profile-json"])
        .arg(&json)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", stderr(&o));
    let why = if cfg!(feature = "cuda") {
        "(device is the CPU)"
    } else {
        "(CPU build)"
    };
    assert!(
        stdout.contains(&format!("GPU operations per step: unavailable {why}")),
        "{stdout}"
    );
    assert!(stdout.contains("top kernels: n/a"), "{stdout}");
    let line: serde_json::Value = serde_json::from_str(std::fs::read_to_string(&json).unwrap().trim()).unwrap();
    assert!(
        line["ops_per_step"].is_null() && line["gpu_busy_ms"].is_null(),
        "{line}"
    );

    let torch = out.join("torch.json");
    std::fs::write(&torch, r#"{"results":[]}"#).unwrap();
    let o = bin()
        .args(["report", "--bench"])
        .arg(&json)
        .arg("--torch")
        .arg(&torch)
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        table.contains("| minigpt ops/step | PyTorch eager ops/step |"),
        "{table}"
    );
    assert!(table.lines().nth(2).unwrap().ends_with("| – | – |"), "{table}");

    // several rounds' reference files: each is read (a missing one is an error naming it)
    let o = bin()
        .args(["report", "--bench"])
        .arg(&json)
        .arg("--torch")
        .arg(&torch)
        .arg("--torch")
        .arg(out.join("absent.json"))
        .output()
        .unwrap();
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "a file named on the command line: {e}");
    // one line, the OS's reason once (it was printed twice: once as the message's, once as
    // the error's source)
    assert!(e.contains("absent.json") && e.trim().lines().count() == 1, "{e}");
    assert_eq!(e.matches("os error 2").count(), 1, "{e}");

    // a JSON file that is not the reference's (`{}`, our own lines) gave a table of dashes
    std::fs::write(out.join("empty.json"), "{}").unwrap();
    for other in [out.join("empty.json"), json.clone()] {
        let o = bin()
            .args(["report", "--bench"])
            .arg(&json)
            .arg("--torch")
            .arg(&other)
            .output()
            .unwrap();
        let e = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{e}");
        assert!(e.contains("not ref_torch.py's JSON"), "{e}");
    }

    // --profile-json appends: to a file of its own lines, yes; to one of anything else (a
    // run's metrics.jsonl, a checkpoint), it damaged that file, exit 0
    let profile_into = |file: &std::path::Path| {
        let mut cmd = bin();
        cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
        for s in micro_sets_with(&small_corpus(), &out, &["device=cpu"]) {
            cmd.arg("--set").arg(s);
        }
        cmd.args(["--profile-steps", "1", "--profile-json"])
            .arg(file)
            .output()
            .unwrap()
    };
    let o = profile_into(&json);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&json).unwrap().lines().count(), 2);
    // a last line without its newline (an editor's save) gets one before the next record: the
    // record was glued onto it, and the file then refused as not its lines
    let text = std::fs::read_to_string(&json).unwrap();
    std::fs::write(&json, text.trim_end()).unwrap();
    let o = profile_into(&json);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&json).unwrap();
    assert_eq!(text.lines().count(), 3, "{text}");
    assert!(!text.contains("}{"), "{text}");
    let o = profile_into(&json);
    assert!(o.status.success(), "{}", stderr(&o));
    let metrics = out.join("metrics.jsonl");
    let rows = "{\"kind\":\"eval\",\"step\":0,\"val_loss\":4.2}\n";
    std::fs::write(&metrics, rows).unwrap();
    let o = profile_into(&metrics);
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{e}");
    assert!(e.contains("its line 1 is not a --profile-json line"), "{e}");
    assert_eq!(std::fs::read_to_string(&metrics).unwrap(), rows, "the file was changed");
}

/// `report` names each run as `plot` does: two runs in directories of the same name by their
/// parents (both were "run", and could not be told apart), and `.` by the directory's own name
/// (it was an empty cell).
#[test]
fn report_tells_runs_of_the_same_name_apart_and_names_the_current_directory() {
    let out = scratch("cli-report-names");
    for side in ["a", "b"] {
        let o = train(&micro_sets_with(
            &small_corpus(),
            &out.join(side).join("run"),
            &["train.max_steps=2"],
        ));
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let o = bin()
        .arg("report")
        .arg(out.join("a/run"))
        .arg(out.join("b/run"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(table.contains("| a/run |") && table.contains("| b/run |"), "{table}");
    let o = bin()
        .arg("report")
        .arg(".")
        .current_dir(out.join("a/run"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(table.lines().any(|l| l.starts_with("| run |")), "{table}");

    // one run named twice (and through another path) is one row, said once per repeat
    let a = out.join("a/run");
    let o = bin()
        .arg("report")
        .arg(&a)
        .arg(&a)
        .arg(out.join("a/../a/run"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let rows = String::from_utf8_lossy(&o.stdout)
        .lines()
        .filter(|l| l.starts_with("| ") && !l.contains("| steps |"))
        .count();
    assert_eq!(rows, 1, "{}", String::from_utf8_lossy(&o.stdout));
    assert_eq!(
        stderr(&o).matches("is named more than once: shown once").count(),
        2,
        "{}",
        stderr(&o)
    );
}

/// Three natural mistakes got clap's bare "unexpected argument": `--set key value` in two
/// words, and the config or the run given without --config / --ckpt. Each now gets one line
/// with the command written right; clap's other refusals are one line too.
#[test]
fn a_set_in_two_words_and_a_path_without_its_flag_are_told_the_right_form() {
    let tiny = root().join("configs/tiny.toml");
    let tiny = tiny.to_str().unwrap();
    let run = |args: &[&str]| bin().args(args).output().unwrap();
    let o = run(&["train", "--config", tiny, "--set", "train.lr", "3e-4"]);
    refused_in_one_line("--set in two words", &o, "--set train.lr=3e-4");
    let o = run(&["check", "--set", "train.lr"]);
    refused_in_one_line("--set without =", &o, "is not KEY=VALUE");
    let o = run(&["train", tiny]);
    refused_in_one_line("train CONFIG", &o, &format!("minigpt train --config {tiny}"));
    let dir = root().join("configs");
    let o = run(&["sample", dir.to_str().unwrap()]);
    refused_in_one_line("sample DIR", &o, &format!("minigpt sample --ckpt {}", dir.display()));
    // clap's other refusals came with its usage block (3 to 5 lines): one line now, keeping
    // what names the fix (the flag missing, the flag meant)
    let o = run(&["train"]);
    refused_in_one_line("no --config", &o, "not provided: --config <CONFIG>");
    let o = run(&["train", "--confg", tiny]);
    refused_in_one_line("a misspelt flag", &o, "tip: a similar argument exists: '--config'");
    let o = run(&["sample", "--ckpt", "x", "--prompt", "a", "--prompt", "b"]);
    refused_in_one_line("a flag twice", &o, "cannot be used multiple times");
}

/// `report RUN --against BASE`: the summary of both, then how many of the run's evaluations
/// are within the tolerance of the base's. A run against itself is within at every one; a
/// tolerance that is not a positive percentage is refused.
#[test]
fn report_against_a_base_run_counts_the_evaluations_within_the_tolerance() {
    let out = scratch("cli-against");
    let run = out.join("run");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &["train.max_steps=4", "train.eval_every=2", "checkpoint.every=0"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let report = |within: &str| {
        bin()
            .arg("report")
            .arg(&run)
            .arg("--against")
            .arg(&run)
            .arg(within)
            .output()
            .unwrap()
    };
    let o = report("--within=0.5");
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(table.contains("| within 0.5 % | largest gap (step) |"), "{table}");
    assert!(table.contains("| run | run | 3 | 3 | +0.00 % (0) |"), "{table}");
    let o = report("--within=0");
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("positive percentage"), "{}", stderr(&o));
    // a negative one written as two words gets the same one line, not clap's advice to write
    // `-- -1` (which makes -1 a run directory)
    let o = bin()
        .arg("report")
        .arg(&run)
        .arg("--against")
        .arg(&run)
        .args(["--within", "-1"])
        .output()
        .unwrap();
    refused_in_one_line("report", &o, "--within -1: give the tolerance as a positive percentage");

    // a folder that is no run: refused as input, saying what to name instead (as `plot` does),
    // beside the table of the run that could be read (the whole report was lost to it)
    let o = bin().arg("report").arg(&run).arg(&out).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("no metrics.jsonl; name run directories"),
        "{}",
        stderr(&o)
    );
    let table = String::from_utf8_lossy(&o.stdout);
    assert_eq!(table.lines().filter(|l| l.starts_with("| ")).count(), 2, "{table}");
    // `plot` alike: the chart of the run it can read, the other said, exit 2 (it wrote no chart)
    let png = out.join("two.png");
    let o = bin()
        .arg("plot")
        .arg(&run)
        .arg(&out)
        .arg("--out")
        .arg(&png)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("no metrics.jsonl; name run directories"),
        "{}",
        stderr(&o)
    );
    assert!(png.is_file(), "plot wrote no chart of the run it could read");
    // the base of --against is needed whole: nothing drawn without it
    let o = bin()
        .arg("plot")
        .arg(&run)
        .arg("--against")
        .arg(&out)
        .arg("--out")
        .arg(out.join("none.png"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(!out.join("none.png").exists());
    // nor is a folder whose metrics.jsonl is itself a folder (exit 1, the OS's words alone)
    let odd = out.join("odd");
    std::fs::create_dir_all(odd.join("metrics.jsonl")).unwrap();
    for command in ["report", "plot"] {
        let o = bin().arg(command).arg(&odd).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{command}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("a folder, not a run's metrics file"),
            "{}",
            stderr(&o)
        );
    }
}

/// `train --max-batch LIMIT` on the CPU (where memory never runs out in this range): every
/// trial fits, the search stops at the limit and says so, and nothing is written to log.out_dir.
#[test]
fn max_batch_searches_up_to_its_limit_and_writes_no_run() {
    let out = scratch("max-batch");
    let dir = out.join("run");
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in micro_sets(&small_corpus(), &dir) {
        cmd.arg("--set").arg(s);
    }
    let o = cmd.args(["--max-batch", "6"]).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", stderr(&o));
    let tried: Vec<&str> = text.lines().filter(|l| l.starts_with("batch")).collect();
    assert_eq!(tried.len(), 2, "4 (the config's) then 6 (the limit): {text}");
    assert!(tried.iter().all(|l| l.contains("fits")), "{text}");
    assert!(text.contains("largest batch that fits: 6"), "{text}");
    assert!(!dir.exists(), "--max-batch wrote {}", dir.display());
}

/// `train --search-gemms` on the CPU (or in a build without CUDA) is refused in one line that
/// says it needs CUDA, with exit 2, and writes no file. Fails if the search ran on the CPU
/// (nothing to search) or wrote an empty file.
#[test]
fn searching_gemms_off_cuda_is_refused() {
    let out = scratch("cli-search-gemms");
    let file = out.join("gemm-algos.json");
    let mut cmd = bin();
    cmd.env("MINIGPT_GEMM_ALGOS", &file);
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in micro_sets(&small_corpus(), &out) {
        cmd.arg("--set").arg(s);
    }
    cmd.args(["--set", "device=\"cpu\"", "--search-gemms"]);
    // without a FILE (the default place: MINIGPT_GEMM_ALGOS here), then with one
    for o in [cmd.output().unwrap(), cmd.arg(&file).output().unwrap()] {
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(err.contains("--search-gemms") && err.contains("CUDA"), "{err}");
        assert_eq!(err.trim().lines().count(), 1, "not one line: {err}");
    }
    assert!(!file.exists(), "a refused search wrote {}", file.display());
}

/// Output paths and inputs named on the command line that cannot work are refused up front as
/// input (exit 2, one line naming the path), not after the work, as a failed run (exit 1) with
/// the OS's or the image encoder's words.
#[test]
fn unusable_paths_on_the_command_line_are_refused_as_input() {
    let run = scratch("paths");
    let o = train(&micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let file = run.join("config.toml");
    let empty = run.join("empty.jsonl");
    std::fs::write(&empty, "").unwrap();
    let missing_folder = run.join("no/such/folder/a.png");
    // a symbolic link to a folder that is gone: export said "File exists" (exit 1)
    let dangling = run.join("dangling");
    std::os::unix::fs::symlink(run.join("gone"), &dangling).unwrap();
    let export_to = |out: &std::path::Path| -> Vec<std::ffi::OsString> {
        let args = ["export", "--ckpt"].map(std::ffi::OsString::from);
        let rest = [run.as_os_str(), "--format".as_ref(), "hf".as_ref(), out.as_os_str()];
        args.into_iter().chain(rest.map(|a| a.to_os_string())).collect()
    };
    // two links that name each other: export called the loop "a symbolic link to" the other,
    // "which does not exist"; as a corpus it was "not found", with a download offered
    let looped = run.join("loop-a");
    std::os::unix::fs::symlink(run.join("loop-b"), &looped).unwrap();
    std::os::unix::fs::symlink(&looped, run.join("loop-b")).unwrap();
    let sample_of = |ckpt: &std::path::Path| -> Vec<std::ffi::OsString> {
        vec![
            "sample".into(),
            "--tokens".into(),
            "3".into(),
            "--ckpt".into(),
            ckpt.into(),
        ]
    };
    let own_config = format!(
        "this is a run's config: give its run directory, {}, to --ckpt",
        run.display()
    );
    // a link named .png to a text file: the chart replaced the text
    let notes = run.join("notes.txt");
    std::fs::write(&notes, "mine\n").unwrap();
    let png_link = run.join("link.png");
    std::os::unix::fs::symlink(&notes, &png_link).unwrap();
    let cases: Vec<(Vec<std::ffi::OsString>, &str)> = vec![
        (
            vec!["plot".into(), run.clone().into(), "--out".into(), png_link.into()],
            "which is not an image file",
        ),
        (export_to(&dangling), "a symbolic link to"),
        (export_to(&looped), "a symbolic link loop; choose another"),
        (
            vec![
                "check".into(),
                "--config".into(),
                root().join("configs/tiny.toml").into(),
                "--set".into(),
                format!("data.path={}", looped.display()).into(),
            ],
            "a symbolic link loop; point data.path at the corpus itself",
        ),
        // a device: "cannot read: No such device (os error 19)"
        (sample_of(std::path::Path::new("/dev/null")), "a FIFO, socket or device"),
        // a run's own config: it offered `train --config` of it, which that run's checkpoints refuse
        (sample_of(&file), &own_config),
        (
            vec!["plot".into(), run.clone().into(), "--out".into(), missing_folder.into()],
            "does not exist",
        ),
        (
            vec![
                "plot".into(),
                run.clone().into(),
                "--out".into(),
                run.join("x.png").into(),
            ],
            "",
        ),
        (vec!["report".into(), file.clone().into()], "name run directories"),
        (export_to(&file), "a file"),
        (
            vec![
                "report".into(),
                "--bench".into(),
                run.join("nope.jsonl").into(),
                "--torch".into(),
                file.clone().into(),
            ],
            "nope.jsonl",
        ),
        (
            vec![
                "report".into(),
                "--bench".into(),
                empty.into(),
                "--torch".into(),
                file.clone().into(),
            ],
            "no minigpt benchmark lines",
        ),
        (
            vec![
                "bench-precision".into(),
                "--config".into(),
                root().join("configs/tiny.toml").into(),
                "--out".into(),
                file.into(),
            ],
            "a file",
        ),
    ];
    // where this user cannot write (a path through a file, a file system that takes no new
    // files): refused before the work, naming the flag's path (the work needs nothing to exist)
    let through_file = run.join("metrics.jsonl/x");
    let tiny = root().join("configs/tiny.toml");
    let unwritable: Vec<(Vec<std::ffi::OsString>, String)> = [
        ("plot", "/sys/x.png".into()),
        ("plot", through_file.join("a.png")),
        ("export", "/sys/x".into()),
        ("export", "/proc/x".into()),
        ("export", through_file.clone()),
        ("bench-precision", "/sys/x".into()),
        ("train", "/sys/x.json".into()),
    ]
    .into_iter()
    .map(|(cmd, out): (&str, std::path::PathBuf)| {
        let args: Vec<std::ffi::OsString> = match cmd {
            "plot" => vec!["plot".into(), run.clone().into(), "--out".into(), out.clone().into()],
            "export" => vec![
                "export".into(),
                "--ckpt".into(),
                run.clone().into(),
                "--format".into(),
                "hf".into(),
                out.clone().into(),
            ],
            // refused before it measures: the JSON line would be lost after the profile
            "train" => vec![
                "train".into(),
                "--config".into(),
                tiny.clone().into(),
                "--profile-steps".into(),
                "2".into(),
                "--profile-json".into(),
                out.clone().into(),
            ],
            _ => vec![
                cmd.into(),
                "--config".into(),
                tiny.clone().into(),
                "--out".into(),
                out.clone().into(),
            ],
        };
        (args, out.display().to_string())
    })
    .collect();
    for (args, out) in unwritable {
        let o = bin().args(&args).output().unwrap();
        let err = refused_in_one_line(&format!("{args:?}"), &o, &out);
        assert!(err.contains("choose another"), "{args:?}: {err}");
        assert!(
            !err.contains("Os {") && !err.contains("Error("),
            "{args:?}: Debug text: {err}"
        );
    }
    for (args, want) in cases {
        let o = bin().args(&args).output().unwrap();
        if want.is_empty() {
            assert!(o.status.success(), "{args:?}: {}", stderr(&o)); // the control: a good --out
            continue;
        }
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(want) && stderr(&o).trim().lines().count() == 1,
            "{args:?}: {}",
            stderr(&o)
        );
    }
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "mine\n");
}

/// A count flag given 0, where 0 would do nothing or be read as another number
/// (`--profile-steps 0` profiled one step), is refused in one line naming the flag and the
/// least value.
#[test]
fn a_count_of_zero_is_refused_in_one_line() {
    let tiny = root().join("configs/tiny.toml");
    let tiny = tiny.to_str().unwrap();
    for (flag, args) in [
        (
            "--profile-steps",
            vec!["train", "--config", tiny, "--profile-steps", "0"],
        ),
        ("--max-batch", vec!["train", "--config", tiny, "--max-batch", "0"]),
        ("--steps", vec!["bench-precision", "--config", tiny, "--steps", "0"]),
        ("--repeats", vec!["bench-precision", "--config", tiny, "--repeats", "0"]),
        (
            "--nproc-per-node",
            vec!["check", "--config", tiny, "--nproc-per-node", "0"],
        ),
    ] {
        let o = bin().args(&args).output().unwrap();
        let err = refused_in_one_line(&format!("{args:?}"), &o, flag);
        assert!(err.contains('1'), "{args:?}: the least value is not named: {err}");
    }
}

/// Options that cannot take effect together are usage errors (exit 2), not silently dropped:
/// `--dry-run` with a mode that would run, `--max-batch 0`, run directories beside `--bench`.
#[test]
fn options_that_would_be_ignored_are_refused() {
    let tiny = root().join("configs/tiny.toml");
    let tiny = tiny.to_str().unwrap();
    for args in [
        vec!["train", "--config", tiny, "--dry-run", "--max-batch", "8"],
        vec!["train", "--config", tiny, "--dry-run", "--profile-steps", "2"],
        vec!["train", "--config", tiny, "--dry-run", "--explain-precision"],
        // a check starts no workers: their restarts, timeout and port would go unused
        vec![
            "train",
            "--config",
            tiny,
            "--dry-run",
            "--nproc-per-node",
            "2",
            "--max-restarts",
            "3",
        ],
        vec![
            "check",
            "--config",
            tiny,
            "--nproc-per-node",
            "2",
            "--worker-timeout",
            "5",
        ],
        // a character vocabulary keeps no token cache for --force to rebuild
        vec!["prepare", "--config", tiny, "--force"],
        vec!["train", "--config", tiny, "--max-batch", "0"],
        vec!["report", "--bench", "a.jsonl", "--torch", "b.json", "runs/x"],
        // the GEMV's shapes and rows beside an op that times its own shapes
        vec!["bench-kernel", "--op", "fused", "--shapes", "64x64"],
        vec!["bench-kernel", "--op", "attention", "--rows", "4"],
    ] {
        let o = bin().args(&args).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    }
    // a GEMV shape whose tensors (14 TB here) fit no machine: refused up front, where the
    // allocation aborted the process (exit 134)
    let o = bin()
        .args(["bench-kernel", "--shapes", "1000000x1000000"])
        .output()
        .unwrap();
    refused_in_one_line(
        "bench-kernel --shapes",
        &o,
        "--shapes 1000000x1000000: its tensors take",
    );
    // a key bench-precision sets for every mode it compares: the table showed every mode anyway
    for set in ["precision.compute=fp16", "scaler.enabled=false"] {
        let o = bin()
            .args(["bench-precision", "--config", tiny, "--steps", "1", "--set", set])
            .output()
            .unwrap();
        let key = set.split('=').next().unwrap();
        refused_in_one_line(set, &o, &format!("--set {key}: bench-precision sets"));
    }
    // it writes no run directory: log.out_dir was dropped unseen, the results in --out's folder
    let o = bin()
        .args([
            "bench-precision",
            "--config",
            tiny,
            "--steps",
            "1",
            "--set",
            "log.out_dir=elsewhere",
        ])
        .output()
        .unwrap();
    refused_in_one_line(
        "log.out_dir",
        &o,
        "writes no run directory; its table, JSON and chart go to --out DIR",
    );
    // a count of 0 reads as the other refusals do (it said "0 is not in 1..18446744073709551615")
    let o = bin()
        .args(["bench-precision", "--config", tiny, "--steps", "0"])
        .output()
        .unwrap();
    refused_in_one_line("--steps 0", &o, "0 is not allowed; use a whole number >= 1");
    // a key of one mode alone: the other modes' validation refused it, naming bf16 compute or
    // FP8 linear layers the user never asked for
    for (set, mode) in [
        ("precision.tf32=true", "the fp32 compute mode alone"),
        ("precision.fp8_lm_head=true", "the FP8 linear layers mode alone"),
    ] {
        let o = bin()
            .args(["bench-precision", "--config", tiny, "--steps", "1", "--set", set])
            .output()
            .unwrap();
        let key = set.split('=').next().unwrap();
        refused_in_one_line(set, &o, &format!("{key} = true (in "));
        assert!(stderr(&o).contains(mode), "{}", stderr(&o));
    }
}

/// A `--bench` table's other flags without `--bench` ask for `--bench` alone: they asked for run
/// directories too, which `--bench` then refuses beside it.
#[test]
fn report_torch_without_bench_asks_for_bench_alone() {
    for flag in ["--torch", "--torch-ops"] {
        let o = bin().args(["report", flag, "x.json"]).output().unwrap();
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{flag}: {err}");
        assert!(err.contains("--bench"), "{flag}: {err}");
        assert!(!err.contains("<RUNS>"), "{flag}: asks for run directories: {err}");
    }
}

/// A `log.out_dir` whose path runs through a file (`runs/notes.txt/x`) can never be created: an
/// input error (exit 2, one line naming log.out_dir) for `train` and `resume`, and a problem
/// for `check` (docs/DESIGN.md §2), not a failed run with the OS's "Not a directory". The file
/// is left as it was.
#[test]
fn an_out_dir_inside_a_file_is_refused_as_input() {
    let run = scratch("out-in-file");
    let o = train(&micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let file = run.join("notes.txt");
    std::fs::write(&file, "kept").unwrap();
    let inside = format!("log.out_dir={}", file.join("sub").display());
    let mut train_sets = micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]);
    train_sets.push(inside.clone());
    let resume = bin()
        .args(["resume", "--ckpt"])
        .arg(&run)
        .args(["--set", "train.max_steps=4", "--set", &inside])
        .output()
        .unwrap();
    let mut check = bin();
    check.arg("check").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in &train_sets {
        check.arg("--set").arg(s);
    }
    for (what, o) in [
        ("train", train(&train_sets)),
        ("resume", resume),
        ("check", check.output().unwrap()),
    ] {
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{what}: {err}");
        assert!(
            err.contains("log.out_dir") && err.contains("notes.txt is a file, not a directory"),
            "{what}: {err}"
        );
        assert_eq!(err.trim().lines().count(), 1, "{what}: not one line: {err}");
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "kept");
}

/// `resume --help` and `eval --help` list the keys their `--set` accepts: every one the code
/// allows (a key missing from the list reads as refused; docs/DESIGN.md §2 lists them).
#[test]
fn help_of_resume_and_eval_names_every_key_they_accept() {
    let help = |cmd: &str| {
        let o = bin().args([cmd, "--help"]).output().unwrap();
        assert!(o.status.success());
        String::from_utf8_lossy(&o.stdout).to_string()
    };
    let resume = help("resume");
    for key in minigpt::config::RESUME_ALLOWED {
        let shown = match key.strip_suffix('.') {
            Some(section) => format!("{section}.*"),
            None if key.starts_with("train.spike_") => "train.spike_*".into(),
            None => key.to_string(),
        };
        assert!(resume.contains(&shown), "resume --help does not name {shown}: {resume}");
    }
    let eval = help("eval");
    for shown in [
        "device",
        "data.path",
        "data.sha256",
        "train.eval_batches",
        "precision.*",
    ] {
        assert!(eval.contains(shown), "eval --help does not name {shown}: {eval}");
    }
}

/// A second `train` into a run directory that holds checkpoints is refused (exit 2) with the
/// two ways on that README.md gives, whole: the `resume` command naming that directory, and
/// the `--set` of another log.out_dir (`check` says the same). The run is left as it was, its
/// `.lock` (which names the process that wrote the run) included.
#[test]
fn a_train_over_a_run_names_the_resume_command_that_continues_it() {
    let run = scratch("train-over-run");
    let sets = micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]);
    assert!(train(&sets).status.success());
    let before = std::fs::read(run.join("metrics.jsonl")).unwrap();
    let lock = std::fs::read(run.join(".lock")).unwrap(); // the finished run's pid and command
    let mut check = bin();
    check.arg("check").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in &sets {
        check.arg("--set").arg(s);
    }
    for (what, o) in [("train", train(&sets)), ("check", check.output().unwrap())] {
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{what}: {err}");
        let resume = format!("minigpt resume --ckpt {}", run.display());
        assert!(
            err.contains(&resume) && err.contains("--set log.out_dir="),
            "{what}: {err}"
        );
        assert_eq!(err.trim().lines().count(), 1, "{what}: not one line: {err}");
    }
    assert_eq!(std::fs::read(run.join("metrics.jsonl")).unwrap(), before);
    assert_eq!(
        std::fs::read(run.join(".lock")).unwrap(),
        lock,
        "the refused train rewrote .lock"
    );
}

/// Flags that only mean something beside another are refused without it (exit 2), rather than
/// the command doing its other work without them: `train --profile-json` without
/// `--profile-steps` or `--max-batch` (it trained a whole run and wrote no JSON), `report
/// --torch` without `--bench` (it printed the runs' table).
#[test]
fn a_companion_flag_without_its_mode_is_refused() {
    let run = scratch("companion");
    let json = run.join("p.json");
    let mut sets = micro_sets_with(&small_corpus(), &run.join("r"), &["train.max_steps=1"]);
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    sets.push("log.out_dir=".to_string() + &run.join("r2").display().to_string());
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in &sets {
        cmd.arg("--set").arg(s);
    }
    let o = cmd.arg("--profile-json").arg(&json).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "train --profile-json: {}", stderr(&o));
    assert!(stderr(&o).contains("--profile-json"), "{}", stderr(&o));
    assert!(!run.join("r2").exists(), "a refused train wrote its run directory");
    let o = bin()
        .arg("report")
        .arg("--torch")
        .arg(&json)
        .arg(run.join("r"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "report --torch: {}", stderr(&o));
    assert!(stderr(&o).contains("--bench"), "{}", stderr(&o));
}

/// `train --config` (or `check --config`) given a checkpoint, a realistic slip for `resume
/// --ckpt`, says so and names the command that continues the run, not only "stream did not
/// contain valid UTF-8".
#[test]
fn a_checkpoint_given_as_the_config_names_resume() {
    let run = scratch("ckpt-as-config");
    let o = train(&micro_sets_with(&small_corpus(), &run, &["train.max_steps=1"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let ckpt = run.join("ckpt-00000001.safetensors");
    for cmd in ["train", "check"] {
        let o = bin().arg(cmd).arg("--config").arg(&ckpt).output().unwrap();
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{cmd}: {err}");
        assert!(
            err.contains("minigpt resume --ckpt") && err.contains("ckpt-00000001"),
            "{cmd}: {err}"
        );
        assert_eq!(err.trim().lines().count(), 1, "{cmd}: {err}");
    }
    // any other file that is not text is only named so: no checkpoint's way on for it
    let random = run.join("random.bin");
    std::fs::write(&random, [0xffu8, 0xfe, 0x00, 0x9c]).unwrap();
    let o = bin().arg("train").arg("--config").arg(&random).output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("not UTF-8 text") && !err.contains("resume"), "{err}");
    // the other slips between a run and its config, each named with the command that fits
    let config = root().join("configs/tiny.toml");
    let resume_cfg = bin().args(["resume", "--ckpt"]).arg(&config).output().unwrap();
    let slips = [
        (
            "train --config RUN_DIR",
            bin().args(["train", "--config"]).arg(&run).output().unwrap(),
            "minigpt resume --ckpt",
        ),
        (
            "train --config metrics.jsonl",
            bin()
                .args(["train", "--config"])
                .arg(run.join("metrics.jsonl"))
                .output()
                .unwrap(),
            "this is JSON, not a TOML config",
        ),
        ("resume --ckpt CONFIG", resume_cfg, "minigpt train --config"),
        (
            "report MISSING",
            bin().arg("report").arg(run.join("missing")).output().unwrap(),
            "no such directory",
        ),
    ];
    for (what, o, want) in slips {
        refused_in_one_line(what, &o, want);
    }
    assert!(
        !root().join("configs/.lock").exists(),
        "resume --ckpt CONFIG locked configs/"
    );
}

/// A `log.out_dir` that cannot be created (under /proc, where even root's mkdir fails with
/// "No such file or directory") is refused as input by `train` and `resume` (exit 2, one line
/// naming log.out_dir, the path and the OS's reason), not a failed run (exit 1).
#[test]
fn an_out_dir_that_cannot_be_created_is_refused_as_input() {
    let run = scratch("out-uncreatable");
    let o = train(&micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let dir = std::path::Path::new("/proc/minigpt-no-such-dir/run");
    let set = format!("log.out_dir={}", dir.display());
    let mut train_sets = micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]);
    train_sets.push(set.clone());
    let resume = bin()
        .args(["resume", "--ckpt"])
        .arg(&run)
        .args(["--set", "train.max_steps=4", "--set", &set])
        .output()
        .unwrap();
    for (what, o) in [("train", train(&train_sets)), ("resume", resume)] {
        let err = refused_in_one_line(what, &o, "log.out_dir = /proc/minigpt-no-such-dir/run");
        assert!(
            err.contains("cannot create") && err.contains("os error"),
            "{what}: {err}"
        );
    }
}

/// A stdout that cannot take a command's output (`> /dev/full`: a full disk) fails the command
/// with one line naming stdout, exit 1; `eval`, `check` and `export` panicked with a backtrace
/// (exit 101). A reader that goes away (`| head`) ends a report quietly.
#[test]
fn a_stdout_that_cannot_be_written_fails_in_one_line() {
    let full = std::path::Path::new("/dev/full");
    if !full.exists() {
        return; // not a Linux machine
    }
    let out = scratch("stdout-full");
    let run = out.join("run");
    let sets = micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]);
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let mut check = bin();
    check.arg("check").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in micro_sets(&small_corpus(), &out.join("other")) {
        check.arg("--set").arg(s);
    }
    let mut eval = bin();
    eval.arg("eval").arg("--ckpt").arg(&run);
    let mut export = bin();
    export
        .args(["export", "--format", "hf", "--ckpt"])
        .arg(&run)
        .arg(out.join("hf"));
    for (what, mut cmd) in [("check", check), ("eval", eval), ("export", export)] {
        let o = cmd.stdout(std::fs::File::create(full).unwrap()).output().unwrap();
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{what}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{what}: {err}");
        assert!(err.starts_with("error: stdout: "), "{what}: {err}");
    }
}

/// An exported Hugging Face model handed to `--ckpt` (its folder or its model.safetensors) is
/// named as such, with where its weights can go; it was "not a minigpt checkpoint (metadata
/// `format`)", or "no checkpoint in this run directory", without a way on.
#[test]
fn a_hugging_face_model_given_as_a_checkpoint_is_named_as_one() {
    let dir = scratch("hf-as-ckpt");
    let run = dir.join("run");
    let o = train(&micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let hf = dir.join("hf");
    let o = bin()
        .args(["export", "--format", "hf", "--ckpt"])
        .arg(&run)
        .arg(&hf)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    for given in [hf.clone(), hf.join("model.safetensors")] {
        for cmd in ["sample", "eval"] {
            let o = bin().arg(cmd).arg("--ckpt").arg(&given).output().unwrap();
            let err = refused_in_one_line(&format!("{cmd} {}", given.display()), &o, "Hugging Face");
            assert!(err.contains("train.init_from"), "{err}");
        }
    }
}

/// `precision.tf32` on the CPU, where no GEMM runs in TF32, is said once, not ignored unseen.
#[test]
fn tf32_on_the_cpu_is_said_to_have_no_effect() {
    let out = scratch("tf32-cpu");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out,
        &["train.max_steps=1", "device=\"cpu\"", "precision.tf32=true"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stderr(&o)
            .matches("precision.tf32 = true has no effect on the CPU")
            .count(),
        1,
        "{}",
        stderr(&o)
    );
}
