//! Helpers shared by the integration tests (tests/it) and the GPU tests (tests/gpu, which
//! include this file): paths, the binary, small run configs.
//!
//! Paths are found at run time, never baked in at build time: a test binary built on one machine
//! runs from a copy of the repository at another path on the GPU machine.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use minigpt::config::RunConfig;
use minigpt::train::Trainer;

/// Files that mark the repository root.
const ROOT_MARKERS: [&str; 2] = ["Cargo.toml", "configs/tiny.toml"];

/// The repository checkout the tests read configs, fixtures and data from: `MINIGPT_ROOT` when
/// set, else the current directory or its nearest ancestor holding both `Cargo.toml` and
/// `configs/tiny.toml` (cargo runs tests from the package root; on the GPU machine the copied
/// test binary is run from the repository root). Panics naming what it looked for.
pub fn root() -> PathBuf {
    static ROOT: OnceLock<PathBuf> = OnceLock::new();
    ROOT.get_or_init(find_root).clone()
}

fn find_root() -> PathBuf {
    let holds_markers = |dir: &Path| ROOT_MARKERS.iter().all(|m| dir.join(m).is_file());
    let cwd = std::env::current_dir().expect("the current directory is unreadable");
    if let Some(dir) = std::env::var_os("MINIGPT_ROOT") {
        let dir = cwd.join(dir); // a relative MINIGPT_ROOT is taken from the current directory
        assert!(
            holds_markers(&dir),
            "MINIGPT_ROOT={} does not hold {}: point it at the minigpt repository",
            dir.display(),
            ROOT_MARKERS.join(" and ")
        );
        return dir;
    }
    match cwd.ancestors().find(|d| holds_markers(d)) {
        Some(dir) => dir.to_path_buf(),
        None => panic!(
            "no minigpt repository found: neither {} nor any directory above it holds {}; \
             run the tests from the repository or set MINIGPT_ROOT to it",
            cwd.display(),
            ROOT_MARKERS.join(" and ")
        ),
    }
}

/// The `minigpt` binary: `MINIGPT_BIN` when set, else the one cargo built for these tests, else
/// `<root>/.dev/minigpt` (the staging folder of scripts/gpu-check.sh). Panics naming the paths
/// it tried.
pub fn bin_path() -> PathBuf {
    if let Some(p) = std::env::var_os("MINIGPT_BIN") {
        let p = PathBuf::from(p);
        assert!(p.is_file(), "MINIGPT_BIN={} is not a file", p.display());
        return p;
    }
    // Where cargo put it at build time: present when the tests run where they were built.
    let built = PathBuf::from(env!("CARGO_BIN_EXE_minigpt"));
    if built.is_file() {
        return built;
    }
    let staged = root().join(".dev/minigpt");
    assert!(
        staged.is_file(),
        "the minigpt binary is at neither {} (build time) nor {}: set MINIGPT_BIN to it",
        built.display(),
        staged.display()
    );
    staged
}

pub fn bin() -> Command {
    Command::new(bin_path())
}

/// Tiny Shakespeare: `MINIGPT_CORPUS` (set by .ci/run), else the copy shipped in data/.
/// Missing is a failure, never a silent skip.
pub fn shakespeare() -> PathBuf {
    if let Ok(p) = std::env::var("MINIGPT_CORPUS") {
        return PathBuf::from(p);
    }
    let p = root().join("data/tinyshakespeare.txt");
    assert!(
        p.exists(),
        "Tiny Shakespeare not found at data/tinyshakespeare.txt: restore it from git or set MINIGPT_CORPUS to its path"
    );
    p
}

/// A few KB of Shakespeare for fast runs.
pub fn small_corpus() -> PathBuf {
    let p = root().join("tests/fixtures/small.txt");
    assert!(
        p.is_file(),
        "test fixture {} is missing: restore it from git",
        p.display()
    );
    p
}

/// A fresh scratch directory: under cargo's target tmp dir when it exists at run time (the tests
/// run where they were built), else under the system's temp dir.
pub fn scratch(name: &str) -> PathBuf {
    let dir = scratch_path(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Where `scratch(name)` puts its directory (without creating it).
pub fn scratch_path(name: &str) -> PathBuf {
    let base = option_env!("CARGO_TARGET_TMPDIR")
        .map(PathBuf::from)
        .filter(|p| p.is_dir())
        .unwrap_or_else(std::env::temp_dir);
    base.join(format!("minigpt-{name}-{}", std::process::id()))
}

/// Overrides that shrink configs/tiny.toml to a model that takes milliseconds per step.
pub fn micro_sets(corpus: &Path, out: &Path) -> Vec<String> {
    vec![
        format!("data.path={}", corpus.display()),
        "data.url=".into(),
        "data.sha256=".into(),
        format!("log.out_dir={}", out.display()),
        "model.n_layer=1".into(),
        "model.n_head=2".into(),
        "model.d_model=32".into(),
        "model.block_size=16".into(),
        "train.batch_size=4".into(),
        "train.eval_batches=2".into(),
        "train.warmup_steps=5".into(),
        "log.every=1".into(),
    ]
}

/// `micro_sets` plus more overrides.
pub fn micro_sets_with(corpus: &Path, out: &Path, extra: &[&str]) -> Vec<String> {
    let mut sets = micro_sets(corpus, out);
    sets.extend(extra.iter().map(|s| s.to_string()));
    sets
}

pub fn micro_config(corpus: &Path, out: &Path, extra: &[&str]) -> RunConfig {
    RunConfig::load(&root().join("configs/tiny.toml"), &micro_sets_with(corpus, out, extra)).unwrap()
}

/// `minigpt train --config configs/tiny.toml --set ...`.
pub fn train(sets: &[String]) -> Output {
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in sets {
        cmd.arg("--set").arg(s);
    }
    cmd.output().unwrap()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

/// Asserts that `o` was refused as input: exit 2 and one line of stderr containing `want`
/// (`what` names the command in a failure); returns that line.
pub fn refused_in_one_line(what: &str, o: &Output, want: &str) -> String {
    let err = stderr(o);
    // the status in full: a process that died of a signal has no code, and says nothing
    assert_eq!(o.status.code(), Some(2), "{what}: {}: {err}", o.status);
    assert!(err.contains(want), "{what}: no {want:?} in: {err}");
    assert_eq!(err.trim().lines().count(), 1, "{what}: not one line: {err}");
    err
}

/// metrics.jsonl rows of one kind.
pub fn rows(dir: &Path, kind: &str) -> Vec<serde_json::Value> {
    std::fs::read_to_string(dir.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|r| r["kind"] == kind)
        .collect()
}

/// Bits of every master of `t`, in `params()` order.
pub fn master_bits(t: &Trainer) -> Vec<Vec<u32>> {
    t.model
        .params()
        .named()
        .iter()
        .map(|(_, v)| {
            let x = v.as_tensor().flatten_all().unwrap().to_vec1::<f32>().unwrap();
            x.iter().map(|f| f.to_bits()).collect()
        })
        .collect()
}

/// Serve `body` over plain HTTP on a free local port to every request, counting them; returns
/// the URL and the count.
pub fn serve(body: Vec<u8>) -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    use std::io::{Read, Write};
    use std::sync::atomic::Ordering;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/corpus.txt", listener.local_addr().unwrap());
    let hits = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counted = hits.clone();
    std::thread::spawn(move || {
        for mut s in listener.incoming().flatten() {
            counted.fetch_add(1, Ordering::SeqCst);
            let mut buf = [0u8; 4096];
            let _ = s.read(&mut buf);
            let _ = write!(
                s,
                "HTTP/1.1 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            );
            let _ = s.write_all(&body);
        }
    });
    (url, hits)
}
