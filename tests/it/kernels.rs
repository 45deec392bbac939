//! The kernels' launch contract that no GPU run can check by luck: src/ops/launch.rs launches
//! every kernel of kernels/ with programmatic dependent launch on sm_90+, so a kernel may be
//! resident while the one ahead of it still runs. Each must wait for it (`pdl_entry()`, its first
//! statement) before touching global memory; a kernel without it would race with its producer.

use crate::common::*;

/// The statement each `__global__` body starts with, per kernel: (file, kernel head, statement).
fn first_statements() -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    let dir = root().join("kernels");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        for (at, _) in text.match_indices("__global__") {
            let open = at + text[at..].find('{').expect("a kernel has a body");
            let head = text[at..open].split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                !head.contains(';'),
                "{name}: a __global__ declaration without a body: {head}"
            );
            // the body's first statement, macro continuations (`\`) and whitespace skipped
            let body = text[open + 1..].trim_start_matches(|c: char| c.is_whitespace() || c == '\\');
            let first = body.split(';').next().unwrap_or("").trim().to_string();
            found.push((name.clone(), head, first));
        }
    }
    found
}

#[test]
fn every_kernel_waits_for_the_one_ahead_of_it_first() {
    let kernels = first_statements();
    assert!(
        kernels.len() >= 60,
        "only {} kernels found under kernels/",
        kernels.len()
    );
    let missing: Vec<_> = kernels
        .iter()
        .filter(|(_, _, first)| first != "pdl_entry()")
        .map(|(file, head, first)| format!("{file}: {head} starts with `{first}`"))
        .collect();
    assert!(
        missing.is_empty(),
        "kernels that do not start with `pdl_entry();` (kernels/common.cuh says why):\n{}",
        missing.join("\n")
    );
}
