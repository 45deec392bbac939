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
