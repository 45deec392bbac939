//! `--nproc-per-node`: the flags are documented on `train` and `resume`, and a process that is
//! already a worker (WORLD_SIZE set) refuses to become a launcher.

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

#[test]
fn launch_is_refused_in_a_worker_and_companion_flags_need_nproc() {
    let out = scratch("launch-worker");
    let config = root().join("configs/tiny.toml");
    let mut cmd = bin();
    cmd.arg("train").arg("--config").arg(&config);
    for s in micro_sets(&small_corpus(), &out) {
        cmd.arg("--set").arg(s);
    }
    let o = cmd
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
