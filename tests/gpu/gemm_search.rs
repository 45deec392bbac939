//! `train --search-gemms` (docs/DESIGN.md §7): cuBLASLt's configurations searched once, saved,
//! and tried by later runs' tuners under the rule of the heuristic's first's bits.

use std::process::Stdio;

use crate::common::{rows, scratch, stderr};
use crate::startup::tiny_cuda_run;

/// A bf16 run of configs/tiny.toml searches its GEMM shapes, prints them and writes FILE; a run
/// that reads FILE says so and trains the same numbers, bit for bit, as one told not to read any
/// (`MINIGPT_GEMM_ALGOS=off`), which says nothing of it. Fails if the search wrote nothing, if a
/// searched configuration changed a number, or if the file were read silently or not at all.
#[test]
fn searched_gemm_algorithms_are_saved_read_and_change_no_number() {
    let base = scratch("gpu-search-gemms");
    let file = base.join("gemm-algos.json");
    let bf16 = "precision.compute=\"bf16\"";
    let o = tiny_cuda_run(&base.join("search"), 2)
        .args(["--set", bf16, "--search-gemms"])
        .arg(&file)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(o.status.success(), "{}\n{out}", stderr(&o));
    assert!(out.contains("shapes searched"), "{out}");
    let saved: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let shapes = saved["gemms"].as_object().map_or(0, |g| g.len());
    assert!(
        shapes >= 6,
        "a GPT's forward, data- and weight-gradient GEMMs: {shapes} shapes in {}",
        file.display()
    );
    assert!(
        !base.join("search").join("metrics.jsonl").exists(),
        "a search writes no run directory"
    );

    let train = |name: &str, algos: &std::ffi::OsStr| {
        let out = base.join(name);
        let o = tiny_cuda_run(&out, 6)
            .args(["--set", bf16])
            .env("MINIGPT_GEMM_ALGOS", algos)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        let numbers: Vec<String> = rows(&out, "train")
            .iter()
            .chain(rows(&out, "eval").iter())
            .map(|r| format!("{} {} {}", r["loss"], r["grad_norm"], r["val_loss"]))
            .collect();
        (stderr(&o), numbers)
    };
    let (said, with) = train("with", file.as_os_str());
    let (quiet, without) = train("without", "off".as_ref());
    let note = format!("searched ones of {shapes} shapes from {}", file.display());
    assert!(said.contains(&note), "stderr lacks `{note}`:\n{said}");
    assert!(!quiet.contains("GEMM algorithms"), "{quiet}");
    assert!(!without.is_empty());
    assert_eq!(with, without, "the searched algorithms train the heuristic's numbers");
}

/// Each shape is saved as soon as it is searched: a search stopped by SIGINT after its first
/// shape exits 130 saying that the shapes so far are saved, its file holds them, and the same
/// command then searches only the rest, saying how many it found there already. Fails if the
/// file were written only at the end (a stopped search of minutes lost everything), or if a
/// second search searched the saved shapes again.
#[test]
fn a_stopped_search_keeps_its_shapes_and_the_same_command_searches_the_rest() {
    use std::io::{BufRead, BufReader};
    let base = scratch("gpu-search-stopped");
    let file = base.join("gemm-algos.json");
    let search = || {
        let mut cmd = tiny_cuda_run(&base.join("search"), 2);
        cmd.args(["--set", "precision.compute=\"bf16\"", "--search-gemms"])
            .arg(&file);
        cmd
    };
    let shapes = || -> usize {
        let saved: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        saved["gemms"].as_object().map_or(0, |g| g.len())
    };
    let mut child = search()
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let mut said = String::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        said += &line;
        said.push('\n');
        if line.starts_with("GEMM search:") && line.contains("configurations in") {
            // SAFETY: a signal to our own child's pid
            unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
            break;
        }
    }
    said.extend(lines.map(|l| l.unwrap() + "\n"));
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{said}");
    let want = format!("the shapes searched so far are saved in {}", file.display());
    assert!(said.contains(&want), "stderr lacks `{want}`:\n{said}");
    let saved = shapes();
    assert!(saved >= 1, "the first shape searched is not in the file:\n{said}");

    let o = search().stdin(Stdio::null()).output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(o.status.success(), "{}\n{out}", stderr(&o));
    assert!(out.contains(&format!("({saved} found there already")), "{out}");
    assert_eq!(stderr(&o).matches("kept from").count(), saved, "{}", stderr(&o));
    assert!(shapes() >= 6, "{out}");
}
