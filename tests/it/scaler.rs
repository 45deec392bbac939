//! The loss scaler inside real training steps: a skipped step changes nothing, injected
//! overflows are skipped exactly where asked, too many overflows is divergence.

use candle_core::Device;
use minigpt::data::Corpus;
use minigpt::train::Trainer;

use crate::common::*;

fn bits(t: &candle_core::Tensor) -> Vec<u32> {
    t.flatten_all()
        .unwrap()
        .to_vec1::<f32>()
        .unwrap()
        .iter()
        .map(|x| x.to_bits())
        .collect()
}

#[test]
fn a_skipped_step_leaves_masters_moments_and_schedule_bit_identical() {
    let out = scratch("skip");
    let cfg = micro_config(
        &small_corpus(),
        &out,
        &["precision.compute=fp16", "debug.inject_overflow_steps=[3]"],
    );
    let corpus = Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
    let mut t = Trainer::new(cfg, Device::Cpu, corpus).unwrap();
    t.train_step().unwrap();
    t.train_step().unwrap();
    let masters: Vec<Vec<u32>> = t
        .model
        .params()
        .named()
        .iter()
        .map(|(_, v)| bits(v.as_tensor()))
        .collect();
    let moments: Vec<(Vec<u32>, Vec<u32>)> = t.optim.moments.iter().map(|(m, v)| (bits(m), bits(v))).collect();
    let (opt_step, scale) = (t.state.opt_step, t.scaler.scale());
    let lr_before = t.schedule.lr(t.state.opt_step);

    let r = t.train_step().unwrap();
    assert!(r.skipped && r.grad_norm.is_none());
    assert_eq!(t.state.step, 3);
    assert_eq!(t.state.opt_step, opt_step, "a skipped step must not count as an update");
    assert_eq!(t.schedule.lr(t.state.opt_step), lr_before, "the LR schedule ticked");
    assert_eq!(t.scaler.scale(), scale * 0.5, "scale not backed off");
    assert_eq!(t.scaler.state().growth_tracker, 0);
    let after: Vec<Vec<u32>> = t
        .model
        .params()
        .named()
        .iter()
        .map(|(_, v)| bits(v.as_tensor()))
        .collect();
    assert_eq!(after, masters, "masters changed on a skipped step");
    let after_m: Vec<(Vec<u32>, Vec<u32>)> = t.optim.moments.iter().map(|(m, v)| (bits(m), bits(v))).collect();
    assert_eq!(after_m, moments, "AdamW moments changed on a skipped step");

    let r = t.train_step().unwrap();
    assert!(!r.skipped && r.grad_norm.unwrap().is_finite());
    assert_eq!(t.state.opt_step, opt_step + 1);
}

#[test]
fn injected_overflows_are_skipped_exactly_there_and_the_loss_still_falls() {
    let out = scratch("inject");
    let sets = micro_sets_with(
        &small_corpus(),
        &out,
        &[
            "precision.compute=fp16",
            "scaler.init_scale=1024",
            "scaler.growth_interval=1000",
            "debug.inject_overflow_steps=[5, 6, 20]",
            "train.max_steps=40",
            "train.lr=1e-2",
        ],
    );
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let rows = rows(&out, "train");
    let skipped: Vec<u64> = rows
        .iter()
        .filter(|r| r["skipped"] == true)
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(skipped, vec![5, 6, 20]);
    let scale = |s: u64| rows.iter().find(|r| r["step"] == s).unwrap()["scale"].as_f64().unwrap();
    assert_eq!((scale(4), scale(5), scale(6), scale(7)), (1024.0, 1024.0, 512.0, 256.0));
    assert_eq!((scale(20), scale(21)), (256.0, 128.0));
    let last = rows.last().unwrap();
    assert_eq!(last["step"].as_u64().unwrap() - last["opt_step"].as_u64().unwrap(), 3);
    assert!(rows
        .iter()
        .filter(|r| r["skipped"] == true)
        .all(|r| r["grad_norm"].is_null()));
    let losses: Vec<f64> = rows
        .iter()
        .filter(|r| r["skipped"] == false)
        .map(|r| r["loss"].as_f64().unwrap())
        .collect();
    assert!(losses.iter().all(|l| l.is_finite()));
    let mean = |s: &[f64]| s.iter().sum::<f64>() / s.len() as f64;
    assert!(
        mean(&losses[losses.len() - 5..]) < mean(&losses[..5]) - 0.3,
        "loss did not go down: {losses:?}"
    );
}

#[test]
fn endless_overflow_at_min_scale_stops_as_diverged() {
    let out = scratch("diverge");
    let sets = micro_sets_with(
        &small_corpus(),
        &out,
        &[
            "precision.compute=fp16",
            "scaler.init_scale=2",
            "scaler.max_skips_at_min_scale=4",
            "debug.inject_overflow_steps=[2, 3, 4, 5, 6, 7, 8, 9]",
            "train.max_steps=20",
        ],
    );
    let o = train(&sets);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("diverged: 4 consecutive overflows at min_scale = 1 (steps 3–6)"),
        "{err}"
    );
    // the step that diverged is logged like every skipped step, so `report` counts it
    let last = rows(&out, "train").last().cloned().unwrap();
    assert_eq!(last["step"].as_u64(), Some(6), "{last}");
    assert_eq!(last["skipped"].as_bool(), Some(true), "{last}");
    assert_eq!(last["skipped_total"].as_u64(), Some(5), "{last}");
    // and the divergence is the attempt's last row, which `report` shows (it showed a run that
    // stopped at step 6 like one stopped by hand)
    let ended = rows(&out, "diverged");
    assert_eq!(ended.len(), 1, "{ended:?}");
    assert_eq!(ended[0]["step"].as_u64(), Some(6), "{:?}", ended[0]);
    assert!(ended[0]["reason"].as_str().unwrap().contains("4 consecutive overflows"));
    let o = bin().arg("report").arg(&out).output().unwrap();
    let table = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(table.contains("| 6 (diverged) |"), "{table}");
    assert!(table.contains("diverged at step 6: 4 consecutive overflows"), "{table}");
}

#[test]
fn bf16_without_scaler_still_skips_non_finite_steps() {
    let out = scratch("bf16-skip");
    let sets = micro_sets_with(
        &small_corpus(),
        &out,
        &[
            "precision.compute=bf16",
            "debug.inject_overflow_steps=[3]",
            "train.max_steps=6",
        ],
    );
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let rows = rows(&out, "train");
    assert!(rows.iter().all(|r| r["scale"] == 1.0));
    let skipped: Vec<u64> = rows
        .iter()
        .filter(|r| r["skipped"] == true)
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(skipped, vec![3]);
}

/// Two ablations change what the run's own numbers mean, and the run says so at its start: with
/// `precision.fp32_loss = false` the logged losses are sums rounded in the compute dtype (a
/// bf16 run logged 2.0000 at every step), and with loss scaling off `log.grad_underflow` reads 0
/// because the gradients arrive already flushed. The full recipe says neither.
#[test]
fn an_ablation_that_changes_the_run_s_numbers_says_so_at_its_start() {
    let out = scratch("ablation-notes");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out.join("ablated"),
        &[
            "precision.compute=fp16",
            "scaler.enabled=false",
            "log.grad_underflow=true",
            "precision.fp32_loss=false",
            "train.max_steps=1",
        ],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(
        said.contains("precision.fp32_loss = false: the loss is reduced in fp16"),
        "{said}"
    );
    assert!(said.contains("log.grad_underflow with loss scaling off"), "{said}");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out.join("recipe"),
        &["precision.compute=fp16", "log.grad_underflow=true", "train.max_steps=1"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(
        !said.contains("fp32_loss") && !said.contains("loss scaling off"),
        "{said}"
    );
}

/// A run that diverges while its checkpoint is being written waits for the write, prints it and
/// names it in its error as the checkpoint that stands, with the way to try the change the error
/// suggests: a resume refuses train.lr and the precision. (Before, a checkpoint that landed
/// during the failure was never printed, and the error named none.)
#[test]
fn a_divergence_names_the_checkpoint_that_stands_once_it_has_landed() {
    let out = scratch("diverge-ckpt");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out,
        &[
            "precision.compute=fp16",
            "scaler.init_scale=1",
            "scaler.max_skips_at_min_scale=3",
            "debug.inject_overflow_steps=[5, 6, 7]",
            "checkpoint.every=2",
            "debug.ckpt_write_delay_ms=1000",
            "train.max_steps=20",
        ],
    ));
    let (said, err) = (String::from_utf8_lossy(&o.stdout), stderr(&o));
    assert_eq!(o.status.code(), Some(1), "{err}");
    let newest = out.join("ckpt-00000006.safetensors");
    assert!(newest.exists(), "{err}");
    let line = format!("checkpoint {}", newest.display());
    assert!(said.contains(&line) || err.contains(&line), "{said}{err}");
    assert!(
        err.contains(&format!("the newest checkpoint stays {}", newest.display())),
        "{err}"
    );
    assert!(
        err.contains("config.toml --set log.out_dir=NEW --set KEY=VALUE`"),
        "{err}"
    );
}

/// A run whose loss stopped being a number ends as diverged at its next evaluation (exit 1, a
/// `diverged` row) instead of skipping every step to the end, writing those weights as its final
/// checkpoint over the last good one and exiting 0; the newest checkpoint before it stays.
#[test]
fn a_non_finite_evaluation_ends_the_run_as_diverged_keeping_the_last_checkpoint() {
    let out = scratch("nan-eval");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &out,
        &[
            "precision.compute=fp16",
            "scaler.enabled=false",
            "train.lr=1e4",
            "train.warmup_steps=1",
            "train.max_steps=30",
            "train.eval_every=3",
            "checkpoint.every=2",
            "checkpoint.keep_last=1",
        ],
    ));
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("diverged: the evaluation at step 3 gave train loss"),
        "{err}"
    );
    assert!(err.contains("the newest checkpoint stays"), "{err}");
    assert!(out.join("ckpt-00000002.safetensors").exists(), "{err}");
    assert!(!out.join("ckpt-00000003.safetensors").exists(), "{err}");
    let ended = rows(&out, "diverged");
    assert_eq!(ended.len(), 1, "{ended:?}");
    assert_eq!(ended[0]["step"].as_u64(), Some(3));
}
