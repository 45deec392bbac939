//! `minigpt report`: a markdown summary of finished runs read back from their metrics.jsonl
//! (the ablation table of docs/NUMERICS.md). Reads files only; never touches a model.

use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// One run's numbers, as read from its metrics.
#[derive(Debug, Clone, PartialEq)]
pub struct RunSummary {
    pub name: String,
    pub steps: u64,
    pub opt_steps: u64,
    pub skipped: u64,
    pub nonfinite_losses: u64,
    pub final_scale: f64,
    pub val_curve: Vec<(u64, f64)>,
    pub mean_grad_underflow: Option<f64>,
    pub mean_update_lost: Option<f64>,
}

fn mean(v: &[f64]) -> Option<f64> {
    (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64)
}

/// Summarise `dir/metrics.jsonl`.
pub fn summarize(dir: &Path) -> Result<RunSummary> {
    let path: PathBuf = dir.join("metrics.jsonl");
    let text = std::fs::read_to_string(&path).map_err(|e| Error::io(&path, e))?;
    let rows: Vec<serde_json::Value> = text.lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    let train: Vec<&serde_json::Value> = rows.iter().filter(|r| r["kind"] == "train").collect();
    let num = |r: &serde_json::Value, k: &str| r[k].as_f64();
    let last = train
        .last()
        .ok_or_else(|| Error::Usage(format!("{}: no training rows", path.display())))?;
    Ok(RunSummary {
        name: dir
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default(),
        steps: last["step"].as_u64().unwrap_or(0),
        opt_steps: last["opt_step"].as_u64().unwrap_or(0),
        skipped: last["skipped_total"].as_u64().unwrap_or(0),
        // serde_json writes NaN/inf as null: a null loss is a non-finite one.
        nonfinite_losses: train
            .iter()
            .filter(|r| num(r, "loss").is_none_or(|l| !l.is_finite()))
            .count() as u64,
        final_scale: num(last, "scale").unwrap_or(f64::NAN),
        val_curve: rows
            .iter()
            .filter(|r| r["kind"] == "eval")
            .map(|r| (r["step"].as_u64().unwrap_or(0), num(r, "val_loss").unwrap_or(f64::NAN)))
            .collect(),
        mean_grad_underflow: mean(
            &train
                .iter()
                .filter_map(|r| num(r, "grad_underflow"))
                .collect::<Vec<_>>(),
        ),
        mean_update_lost: mean(&train.iter().filter_map(|r| num(r, "update_lost")).collect::<Vec<_>>()),
    })
}

/// A markdown table of several runs.
pub fn table(runs: &[RunSummary]) -> String {
    let pct = |v: Option<f64>| v.map_or("–".to_string(), |x| format!("{:.3} %", 100.0 * x));
    let mut out = String::from(
        "| run | steps | updates | skipped | non-finite losses | final scale | grad underflow (mean) | updates lost (mean) | val loss by step |\n|---|---|---|---|---|---|---|---|---|\n",
    );
    for r in runs {
        let curve: Vec<String> = r.val_curve.iter().map(|(s, v)| format!("{s}: {v:.4}")).collect();
        out += &format!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            r.name,
            r.steps,
            r.opt_steps,
            r.skipped,
            r.nonfinite_losses,
            r.final_scale,
            pct(r.mean_grad_underflow),
            pct(r.mean_update_lost),
            curve.join(", ")
        );
    }
    out
}
