//! Helpers shared by the integration tests: paths, the binary, small run configs.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use minigpt::config::RunConfig;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_minigpt"))
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
    root().join("tests/fixtures/small.txt")
}

/// A fresh scratch directory under the target dir.
pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
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

/// metrics.jsonl rows of one kind.
pub fn rows(dir: &Path, kind: &str) -> Vec<serde_json::Value> {
    std::fs::read_to_string(dir.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|r| r["kind"] == kind)
        .collect()
}
