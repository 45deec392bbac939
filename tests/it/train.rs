//! Whole runs through the binary: tiny Shakespeare learns, sample prints what was asked,
//! and the mixed-precision runs track fp32.

use crate::common::*;

/// Val loss configs/tiny.toml must reach (issue #2): well below the ~3.3 of a unigram model.
const TINY_VAL_TARGET: f64 = 2.5;

#[test]
fn tiny_config_learns_shakespeare_and_sample_prints_exactly_n_chars() {
    let out = scratch("tiny");
    let corpus = shakespeare();
    let o = train(&[
        format!("data.path={}", corpus.display()),
        format!("log.out_dir={}", out.display()),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let evals = rows(&out, "eval");
    let first = evals.first().unwrap()["val_loss"].as_f64().unwrap();
    let last = evals.last().unwrap()["val_loss"].as_f64().unwrap();
    // An untrained model predicts nearly uniformly over 65 characters: ln 65 = 4.17.
    assert!((first - 65f64.ln()).abs() < 0.15, "initial val loss {first}");
    assert!(
        last < TINY_VAL_TARGET,
        "final val loss {last}, want < {TINY_VAL_TARGET}"
    );
    assert!(out.join("config.toml").exists());

    let text = std::fs::read_to_string(&corpus).unwrap();
    let n = 123;
    let s = bin()
        .args([
            "sample",
            "--prompt",
            "ROMEO:",
            "--tokens",
            &n.to_string(),
            "--seed",
            "3",
            "--ckpt",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(s.status.success(), "{}", stderr(&s));
    let printed = String::from_utf8(s.stdout).unwrap();
    let new: Vec<char> = printed
        .strip_prefix("ROMEO:")
        .unwrap()
        .strip_suffix('\n')
        .unwrap()
        .chars()
        .collect();
    assert_eq!(new.len(), n);
    assert!(new.iter().all(|c| text.contains(*c)), "foreign characters in {new:?}");
    // A different seed gives a different sample; the same seed the same one.
    let again = bin()
        .args([
            "sample", "--prompt", "ROMEO:", "--tokens", "123", "--seed", "3", "--ckpt",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(again.stdout).unwrap(), printed);
}

/// Issue #3: bf16 and fp16 end within 2 % (relative) of fp32's val loss at the same step.
const MIXED_VS_FP32_TOL: f64 = 0.02;

#[test]
fn bf16_and_fp16_track_fp32() {
    let corpus = shakespeare();
    let mut val = Vec::new();
    for p in ["fp32", "bf16", "fp16"] {
        let out = scratch(&format!("prec-{p}"));
        // 150 of tiny's 300 steps keep CI fast; the acceptance check runs the full 300.
        let o = train(&[
            format!("data.path={}", corpus.display()),
            format!("log.out_dir={}", out.display()),
            format!("precision.compute={p}"),
            "train.max_steps=150".into(),
            "checkpoint.every=0".into(),
        ]);
        assert!(o.status.success(), "{p}: {}", stderr(&o));
        val.push(rows(&out, "eval").last().unwrap()["val_loss"].as_f64().unwrap());
    }
    for (p, v) in ["bf16", "fp16"].iter().zip(&val[1..]) {
        let rel = (v - val[0]).abs() / val[0];
        assert!(rel <= MIXED_VS_FP32_TOL, "{p} val {v} vs fp32 {}: {rel}", val[0]);
    }
}

/// The next step's first forward pass is queued before a step reads its overflow check, except
/// before an evaluation or a checkpoint (docs/DESIGN.md §6): a run that checkpoints after every
/// step (never queued ahead) and one that checkpoints only at the end (queued ahead at every
/// other step) must log the same numbers and end with the same masters and moments, through
/// an injected overflow (the skipped step), dropout, fp16's loss scale, gradient accumulation.
#[test]
fn forward_passes_queued_a_step_ahead_change_no_bit() {
    let corpus = small_corpus();
    let checksum = |dir: &std::path::Path| -> String {
        let bytes = std::fs::read(dir.join(minigpt::ckpt::file_name(24))).unwrap();
        let (_, meta) = safetensors::SafeTensors::read_metadata(&bytes).unwrap();
        meta.metadata().as_ref().unwrap()["checksum"].clone()
    };
    for (name, extra) in [
        (
            "ahead-fp16",
            &["precision.compute=fp16", "debug.inject_overflow_steps=[7]"][..],
        ),
        ("ahead-accum", &["train.grad_accum=2"][..]),
    ] {
        let run = |every: &str| {
            let out = scratch(&format!("{name}-{every}"));
            let common = ["train.max_steps=24", "train.eval_every=12", "model.dropout=0.1"];
            let every = format!("checkpoint.every={every}");
            let sets = micro_sets_with(
                &corpus,
                &out,
                &[&common[..], extra, &[&every, "checkpoint.keep_last=30"]].concat(),
            );
            let o = train(&sets);
            assert!(o.status.success(), "{name}: {}", stderr(&o));
            out
        };
        let (paused, ahead) = (run("1"), run("0"));
        let numbers = |dir: &std::path::Path| -> Vec<String> {
            let keep = [
                "step",
                "loss",
                "grad_norm",
                "scale",
                "skipped",
                "opt_step",
                "lr",
                "val_loss",
            ];
            let mut all = rows(dir, "train");
            all.extend(rows(dir, "eval"));
            all.iter()
                .map(|r| keep.iter().map(|k| r[*k].to_string()).collect::<Vec<_>>().join(" "))
                .collect()
        };
        let (a, b) = (numbers(&paused), numbers(&ahead));
        assert_eq!(a.len(), 24 + 3, "{name}: 24 train rows and evaluations at 0, 12, 24");
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x, y, "{name}: a run that queued forward passes ahead logged otherwise");
        }
        if name == "ahead-fp16" {
            assert!(a[6].contains(" true "), "{name}: step 7 is the skipped one: {}", a[6]);
        }
        assert_eq!(
            checksum(&paused),
            checksum(&ahead),
            "{name}: final masters or moments differ"
        );
    }
}
