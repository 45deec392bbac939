//! Data parallelism's rank logic on the CPU: ranks are threads joined by the in-process
//! Loopback group, each running a real Trainer. The reference is one process with
//! grad_accum = world size: the job draws the same micro-batches (keyed by the job's micro-batch
//! number) and sums the same gradients in the same order, so the runs agree bit for bit.

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use candle_core::Device;
use minigpt::ckpt::{self, Checkpoint, TrainState};
use minigpt::config::RunConfig;
use minigpt::data::Corpus;
use minigpt::dist::{Collective, Loopback};
use minigpt::train::Trainer;

use crate::common::{bin, master_bits, micro_config, refused_in_one_line, root, rows, scratch, small_corpus, stderr};

fn corpus(cfg: &RunConfig) -> Corpus {
    Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap()
}

/// What one rank saw: per step (loss share, skipped, scale), and its final masters.
struct RankRun {
    steps: Vec<(f32, bool, f64)>,
    masters: Vec<Vec<u32>>,
    optimizer_bytes: usize,
    /// The FP8 scaling state's bits (`precision.matmul = "fp8"`).
    fp8: Option<Vec<u32>>,
}

fn fp8_bits(t: &Trainer) -> Option<Vec<u32>> {
    let f = t.fp8.as_ref()?;
    let v = f.checkpoint().0.flatten_all().unwrap().to_vec1::<f32>().unwrap();
    Some(v.iter().map(|x| x.to_bits()).collect())
}

/// `steps` training steps of `cfg` on `world` loopback ranks (threads).
fn run_group(cfg: &RunConfig, world: usize, steps: u64) -> Vec<RankRun> {
    Loopback::group(world)
        .into_iter()
        .map(|h| {
            let cfg = cfg.clone();
            std::thread::spawn(move || {
                let comm: Arc<dyn Collective> = Arc::new(h);
                let corpus = corpus(&cfg);
                let mut t = Trainer::new(cfg, Device::Cpu, corpus)
                    .unwrap()
                    .with_group(comm)
                    .unwrap();
                train_steps(&mut t, steps)
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|j| j.join().unwrap())
        .collect()
}

/// A whole `Trainer::run` on `world` loopback ranks (threads), rank r with config `cfg_of(r)`:
/// each rank's final masters and counters.
fn run_job(world: usize, cfg_of: impl Fn(usize) -> RunConfig) -> Vec<(Vec<Vec<u32>>, TrainState)> {
    Loopback::group(world)
        .into_iter()
        .map(|h| {
            let c = cfg_of(h.rank());
            std::thread::spawn(move || {
                let comm: Arc<dyn Collective> = Arc::new(h);
                let corpus = corpus(&c);
                let mut t = Trainer::new(c, Device::Cpu, corpus).unwrap().with_group(comm).unwrap();
                t.run(&AtomicBool::new(false)).unwrap();
                (master_bits(&t), t.state)
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|j| j.join().unwrap())
        .collect()
}

fn run_single(cfg: &RunConfig, steps: u64) -> RankRun {
    let mut t = Trainer::new(cfg.clone(), Device::Cpu, corpus(cfg)).unwrap();
    train_steps(&mut t, steps)
}

/// `steps` training steps of `t`, and what they left.
fn train_steps(t: &mut Trainer, steps: u64) -> RankRun {
    let mut out = Vec::new();
    for _ in 0..steps {
        let r = t.train_step().unwrap();
        out.push((r.loss.to_scalar::<f32>().unwrap(), r.skipped, r.scale));
    }
    RankRun {
        steps: out,
        masters: master_bits(t),
        optimizer_bytes: t.optimizer_bytes(),
        fp8: fp8_bits(t),
    }
}

/// The ranks' loss shares summed in rank order: the job's mean loss, as `run` logs it.
fn job_losses(ranks: &[RankRun]) -> Vec<f32> {
    (0..ranks[0].steps.len())
        .map(|s| ranks.iter().map(|r| r.steps[s].0).fold(0.0, |a, b| a + b))
        .collect()
}

/// A job whose spike guard rolls back once: spikes injected at steps 21 to 23 (the loss × 100,
/// far past a z of 100), checkpoints every 10 steps.
const ROLLBACK: &[&str] = &[
    "train.max_steps=26",
    "checkpoint.every=10",
    "checkpoint.keep_last=5",
    "train.spike_guard=true",
    "train.spike_window=8",
    "train.spike_z=100",
    "debug.inject_spike_steps=[21, 22, 23]",
];

fn extra(zero: u8, more: &[&str]) -> Vec<String> {
    let mut v = vec![
        "model.dropout=0.1".to_string(), // masks keyed by the job's micro-batch
        format!("train.zero={zero}"),
    ];
    v.extend(more.iter().map(|s| s.to_string()));
    v
}

fn cfg(dir: &Path, sets: &[String]) -> RunConfig {
    let refs: Vec<&str> = sets.iter().map(String::as_str).collect();
    micro_config(&small_corpus(), dir, &refs)
}

/// Two ranks with one micro-batch each train exactly as one process with two micro-batches:
/// same job loss and same masters, bit for bit, at every step, with dropout and clipping on.
/// Fails if the ranks draw the wrong batches or masks, the gradients are not averaged (or are
/// averaged twice), a bucket lands in the wrong place, or the ranks drift apart.
#[test]
fn two_ranks_train_exactly_like_one_process_with_two_micro_batches() {
    let dir = scratch("dp-equal");
    let steps = 6;
    let single = run_single(&cfg(&dir, &extra(0, &["train.grad_accum=2"])), steps);
    let ranks = run_group(&cfg(&dir, &extra(0, &[])), 2, steps);
    let want: Vec<f32> = single.steps.iter().map(|s| s.0).collect();
    assert_eq!(job_losses(&ranks), want, "job losses");
    for (r, run) in ranks.iter().enumerate() {
        assert!(
            run.masters == single.masters,
            "rank {r}'s masters differ from the single process"
        );
    }
    assert!(want.last() < want.first(), "the loss did not fall: {want:?}");
}

/// Two ranks of three micro-batches each train as one process with six: the ranks fold their
/// first micro-batches' token rows into their own tied-embedding gradient before the exchange
/// (their rows pass the vocabulary, so a step's memory stays bounded), which sums in another
/// order than one process does, so the masters agree to fp32 rounding rather than bit for bit;
/// for ZeRO-1 as for plain data parallelism. Fails if a rank's folded rows are dropped, added
/// twice, or added to another master.
#[test]
fn ranks_with_several_micro_batches_train_like_one_process() {
    let dir = scratch("dp-accum");
    let steps = 3;
    let fp32 = "precision.compute=\"fp32\"";
    let single = run_single(&cfg(&dir, &extra(0, &["train.grad_accum=6", fp32])), steps);
    let start = run_single(&cfg(&dir, &extra(0, &["train.grad_accum=6", fp32])), 0).masters;
    for zero in [0, 1] {
        let ranks = run_group(&cfg(&dir, &extra(zero, &["train.grad_accum=3", fp32])), 2, steps);
        for (k, (want, before)) in single.masters.iter().zip(&start).enumerate() {
            let f = |bits: &[u32]| bits.iter().map(|b| f32::from_bits(*b) as f64).collect::<Vec<_>>();
            let (got, want, before) = (f(&ranks[0].masters[k]), f(want), f(before));
            let moved = want.iter().zip(&before).map(|(w, b)| (w - b).abs()).fold(0.0, f64::max);
            assert!(moved > 0.0, "zero {zero}: master {k} did not move");
            for (g, w) in got.iter().zip(&want) {
                assert!(
                    (g - w).abs() <= 1e-3 * moved,
                    "zero {zero}: master {k}: {g} vs {w}, the update moved it up to {moved}"
                );
            }
        }
        assert!(ranks[0].masters == ranks[1].masters, "zero {zero}: the ranks differ");
    }
}

/// Ranks started apart (torchrun, SLURM) with another `--set` on one of them trained apart
/// without a word (another learning rate) or failed after the last step with no checkpoint
/// (another max_steps). Joining the group compares the configs first and refuses, naming the
/// rank and the part that differs; device, data.path and log.* may differ.
#[test]
fn ranks_with_other_configs_are_refused_as_they_join() {
    let dir = scratch("dp-other-config");
    let join = |sets_of: &dyn Fn(usize) -> Vec<String>| -> Vec<Result<(), (String, bool)>> {
        Loopback::group(2)
            .into_iter()
            .enumerate()
            .map(|(r, h)| {
                let cfg = cfg(&dir, &sets_of(r));
                std::thread::spawn(move || {
                    let comm: Arc<dyn Collective> = Arc::new(h);
                    let corpus = corpus(&cfg);
                    let t = Trainer::new(cfg, Device::Cpu, corpus).unwrap();
                    // refused as input (exit 2): a restart cannot make the commands agree
                    t.with_group(comm)
                        .map(|_| ())
                        .map_err(|e| (e.to_string(), e.is_input_error()))
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|j| j.join().unwrap())
            .collect()
    };
    for (key, part) in [
        ("train.lr=0.0123", "[train]"),
        ("train.max_steps=7", "[train]"),
        ("model.dropout=0.2", "[model]"),
        ("train.zero=1", "[train]"),
    ] {
        let said = join(&|r| match r {
            1 => vec![key.to_string()],
            _ => Vec::new(),
        });
        for (r, result) in said.iter().enumerate() {
            let (e, input) = result.as_ref().expect_err(&format!("{key}: rank {r} joined"));
            assert!(input, "{key}: rank {r}: not refused as input (exit 2): {e}");
            assert!(
                e.contains("rank 1 runs another config than rank 0: its ") && e.contains(part),
                "{key}: rank {r}: {e}"
            );
        }
    }
    // what may differ between machines: the same job either way
    let said = join(&|r| vec![format!("log.every={}", r + 1), format!("data.url=http://host-{r}/")]);
    assert!(said.iter().all(Result::is_ok), "{said:?}");
}

/// ZeRO-1 on three ranks equals the unsharded single process bit for bit (without clipping,
/// whose global norm is summed in another order across shards), and each rank holds about a
/// third of the optimizer state.
#[test]
fn zero1_ranks_match_the_unsharded_run_and_hold_a_third_of_the_optimizer() {
    let dir = scratch("dp-zero");
    let steps = 5;
    let single = run_single(
        &cfg(&dir, &extra(0, &["train.grad_accum=3", "train.grad_clip=0"])),
        steps,
    );
    let ranks = run_group(&cfg(&dir, &extra(1, &["train.grad_clip=0"])), 3, steps);
    let want: Vec<f32> = single.steps.iter().map(|s| s.0).collect();
    assert_eq!(job_losses(&ranks), want, "job losses");
    for (r, run) in ranks.iter().enumerate() {
        assert!(
            run.masters == single.masters,
            "rank {r}'s masters differ from the unsharded run"
        );
        let third = single.optimizer_bytes as f64 / 3.0;
        let b = run.optimizer_bytes as f64;
        assert!(
            (b - third).abs() <= 16.0,
            "rank {r}: {b} optimizer bytes, a third is {third}"
        );
    }
    let total: usize = ranks.iter().map(|r| r.optimizer_bytes).sum();
    assert_eq!(
        total, single.optimizer_bytes,
        "every moment is held by exactly one rank"
    );
}

/// An overflow on rank 1 only: both ranks skip that step, back the loss scale off together,
/// and keep identical masters; the other steps update. Fails if the flag is not reduced.
#[test]
fn overflow_on_one_rank_makes_every_rank_skip() {
    let dir = scratch("dp-overflow");
    let sets = extra(
        0,
        &[
            "precision.compute=fp16",
            "debug.inject_overflow_steps=[3]",
            "debug.inject_overflow_rank=1",
        ],
    );
    let ranks = run_group(&cfg(&dir, &sets), 2, 5);
    for (r, run) in ranks.iter().enumerate() {
        let skipped: Vec<bool> = run.steps.iter().map(|s| s.1).collect();
        assert_eq!(skipped, [false, false, true, false, false], "rank {r}");
        let scales: Vec<f64> = run.steps.iter().map(|s| s.2).collect();
        assert_eq!(
            scales,
            ranks[0].steps.iter().map(|s| s.2).collect::<Vec<_>>(),
            "rank {r} scales"
        );
        assert!(
            scales[3] < scales[2],
            "rank {r}: the scale did not back off: {scales:?}"
        );
    }
    assert!(ranks[0].masters == ranks[1].masters, "the ranks' masters diverged");
}

/// An overflow injected on a rank the job does not have is refused (exit 2) before a step: it
/// was never injected, and the run it was to test passed untested (a resume at a smaller world
/// size dropped it the same way).
#[test]
fn an_overflow_on_a_rank_the_job_lacks_is_refused() {
    let dir = scratch("dp-overflow-no-rank");
    let cfg = cfg(
        &dir,
        &extra(
            0,
            &[
                "precision.compute=fp16",
                "debug.inject_overflow_steps=[3]",
                "debug.inject_overflow_rank=1",
            ],
        ),
    );
    let corpus = corpus(&cfg);
    let t = Trainer::new(cfg, Device::Cpu, corpus).unwrap();
    let comm: Arc<dyn Collective> = Arc::new(Loopback::group(1).pop().unwrap());
    let e = t
        .with_group(comm)
        .err()
        .expect("rank 1 of a job of 1 accepted")
        .to_string();
    assert!(
        e.contains("debug.inject_overflow_rank = 1 names no rank of this job of 1"),
        "{e}"
    );
}

/// `check` refuses the rank `train` would: it said "no problems found" for a rank the job lacks,
/// and the run was then refused. Rank 1 is checked against one process and against
/// `--nproc-per-node 2`, whose job has it.
#[test]
fn check_refuses_an_overflow_rank_the_job_lacks() {
    let check = |nproc: Option<&str>| {
        let mut cmd = bin();
        cmd.arg("check").arg("--config").arg(root().join("configs/tiny.toml"));
        cmd.args(["--set", "device=cpu", "--set", "debug.inject_overflow_rank=1"]);
        cmd.args(nproc.map(|n| ["--nproc-per-node", n]).iter().flatten());
        cmd.output().unwrap()
    };
    let line = refused_in_one_line(
        "check",
        &check(None),
        "debug.inject_overflow_rank = 1 names no rank of this job of 1",
    );
    assert!(
        line.contains("`check --nproc-per-node N` checks it for a job of N"),
        "{line}"
    );
    let o = check(Some("2"));
    assert!(o.status.success(), "{}", stderr(&o));
}

/// A whole run on two ZeRO-1 ranks: rank 0 alone writes (rank 1's own log.out_dir stays
/// absent), the checkpoint holds the full state, and resuming it in ONE process (no ZeRO,
/// grad_accum 2: the same data) continues exactly as the two-rank job would have.
#[test]
fn rank0_alone_writes_and_a_sharded_checkpoint_resumes_at_another_world_size() {
    let dir = scratch("dp-ckpt");
    let other = scratch("dp-ckpt-rank1").join("never");
    let sets = extra(
        1,
        &[
            "train.max_steps=4",
            "train.eval_every=2",
            "checkpoint.every=2",
            "train.grad_clip=0",
        ],
    );
    let masters: Vec<_> = run_job(2, |rank| {
        let mut c = cfg(&dir, &sets);
        if rank == 1 {
            c.log.out_dir = other.clone();
        }
        c
    })
    .into_iter()
    .map(|(bits, _)| bits)
    .collect();
    assert!(masters[0] == masters[1]);
    assert!(!other.exists(), "rank 1 wrote {}", other.display());
    assert_eq!(ckpt::list(&dir).len(), 2, "checkpoints at steps 2 and 4");
    assert_eq!(rows(&dir, "train").len(), 4, "one metrics row per step, written once");
    assert_eq!(rows(&dir, "eval").len(), 3, "evaluations at steps 0, 2, 4");

    // resume step 2's checkpoint in one process with two micro-batches, train to 4
    let ck2 = ckpt::list(&dir).into_iter().min().unwrap();
    let ck = Checkpoint::load(&ck2.1).unwrap();
    assert_eq!(ck.state.step, 2);
    let mut c = ck.config.clone();
    c.train.zero = 0;
    c.train.grad_accum = 2;
    let mut t = Trainer::resume(c.clone(), Device::Cpu, corpus(&c), &ck).unwrap();
    for _ in 0..2 {
        t.train_step().unwrap();
    }
    assert!(
        master_bits(&t) == masters[0],
        "resumed at world size 1 differs from the 2-rank run"
    );
}

/// The spike guard's rollback in a job, while rank 0's checkpoint thread is still writing the
/// checkpoint it goes back to (a 1.2 s write; the spikes come within milliseconds): every rank
/// waits for that file and goes back to the same step, and the ranks end identical. Fails if a
/// rank lists the run directory before the write is done (it would take step 10's checkpoint
/// and the ranks would part).
#[test]
fn every_rank_rolls_back_to_the_checkpoint_rank_0_is_still_writing() {
    let dir = scratch("dp-rollback");
    let mut sets = extra(0, ROLLBACK);
    sets.push("debug.ckpt_write_delay_ms=1200".into());
    let ranks = run_job(2, |_| cfg(&dir, &sets));
    let back = rows(&dir, "rollback");
    assert_eq!(back.len(), 1, "{back:?}");
    assert_eq!(back[0]["to_step"].as_u64(), Some(20), "{}", back[0]);
    assert_eq!(ranks[0].1, ranks[1].1, "the ranks' counters differ after the rollback");
    assert!(ranks[0].0 == ranks[1].0, "the ranks' masters differ after the rollback");
}

/// A rollback on hosts that do not share the run directory: every rank reads its own, so rank
/// 1 (whose `log.out_dir` is elsewhere, as on another host) finds no checkpoint there, or an
/// older run's file at the same path. Both ranks stop with one error naming the need for a
/// directory every host sees; before, rank 1 alone failed with advice to checkpoint more often,
/// and with a stale file the ranks went on training different weights without a word.
#[test]
fn a_rollback_where_the_ranks_find_other_checkpoints_stops_the_job_saying_why() {
    let sets = extra(0, ROLLBACK);
    // an older run's checkpoints (another seed) at rank 1's path
    let stale = scratch("dp-rollback-stale");
    let mut other = cfg(
        &stale,
        &extra(0, &["train.max_steps=20", "checkpoint.every=10", "train.seed=99"]),
    );
    other.train.grad_accum = 2;
    let mut t = Trainer::new(other.clone(), Device::Cpu, corpus(&other)).unwrap();
    t.run(&AtomicBool::new(false)).unwrap();
    assert!(ckpt::list(&stale).iter().any(|(s, _)| *s == 20));
    for (case, rank1_dir, want) in [
        (
            "no checkpoint on rank 1",
            scratch("dp-rollback-none"),
            "different checkpoints before it",
        ),
        (
            "a stale checkpoint on rank 1",
            stale,
            "the ranks hold different weights",
        ),
    ] {
        let dir = scratch("dp-rollback-hosts");
        let errors: Vec<String> = Loopback::group(2)
            .into_iter()
            .map(|h| {
                let mut c = cfg(&dir, &sets);
                if h.rank() == 1 {
                    c.log.out_dir = rank1_dir.clone();
                }
                std::thread::spawn(move || {
                    let comm: Arc<dyn Collective> = Arc::new(h);
                    let corpus = corpus(&c);
                    let mut t = Trainer::new(c, Device::Cpu, corpus).unwrap().with_group(comm).unwrap();
                    t.run(&AtomicBool::new(false)).err().map(|e| e.to_string())
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|j| {
                j.join()
                    .unwrap()
                    .unwrap_or_else(|| panic!("{case}: a rank finished the run"))
            })
            .collect();
        for (r, e) in errors.iter().enumerate() {
            assert!(
                e.contains(want) && e.contains("every host of the job sees"),
                "{case}, rank {r}: {e}"
            );
        }
    }
}

/// `train.grad_comm = "bf16"` on two ranks, with and without ZeRO-1: the ranks stay identical
/// bit for bit, the job learns, and it follows the fp32 exchange closely without being it (the
/// rounding of what is sent shows; the exact arithmetic is `dist::tcp`'s test). A checkpoint of
/// the bf16 job resumes with fp32 communication and trains on.
#[test]
fn bf16_gradient_exchange_trains_like_fp32_and_resumes_with_the_other_setting() {
    let steps = 8;
    for zero in [0, 1] {
        let dir = scratch(&format!("dp-bf16-{zero}"));
        let fp32 = run_group(&cfg(&dir, &extra(zero, &[])), 2, steps);
        let bf16 = run_group(&cfg(&dir, &extra(zero, &["train.grad_comm=bf16"])), 2, steps);
        assert!(
            bf16[0].masters == bf16[1].masters,
            "ZeRO-{zero}: the ranks drifted apart"
        );
        let (a, b) = (job_losses(&fp32), job_losses(&bf16));
        assert_eq!(a[0], b[0], "the first forward pass precedes any exchange");
        assert_ne!(a, b, "ZeRO-{zero}: nothing was rounded");
        for (s, (x, y)) in a.iter().zip(&b).enumerate() {
            assert!((x - y).abs() <= 0.005 * x.abs(), "ZeRO-{zero} step {s}: {x} vs {y}");
        }
        assert!(b.last() < b.first(), "the loss did not fall: {b:?}");
    }

    let dir = scratch("dp-bf16-resume");
    let sets = extra(0, &["train.max_steps=4", "checkpoint.every=2", "train.grad_comm=bf16"]);
    let handles: Vec<_> = Loopback::group(2)
        .into_iter()
        .map(|h| {
            let c = cfg(&dir, &sets);
            std::thread::spawn(move || {
                let comm: Arc<dyn Collective> = Arc::new(h);
                let corpus = corpus(&c);
                let mut t = Trainer::new(c, Device::Cpu, corpus).unwrap().with_group(comm).unwrap();
                t.run(&AtomicBool::new(false)).unwrap();
            })
        })
        .collect();
    handles.into_iter().for_each(|h| h.join().unwrap());
    let o = bin()
        .args(["resume", "--ckpt"])
        .arg(&dir)
        .args(["--set", "train.grad_comm=fp32", "--set", "train.max_steps=6"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let last = Checkpoint::load(&ckpt::resolve(&dir).unwrap()).unwrap();
    assert_eq!(last.state.step, 6);
    assert_eq!(last.config.train.grad_comm, minigpt::config::GradComm::Fp32);
}

/// FP8 in a job: each rank casts its own micro-batches, so its amaxes differ, but the job agrees
/// on their maximum after every step and the ranks keep one scaling state (the one rank 0's
/// checkpoint records), with and without ZeRO-1. Fails if a rank's scales follow its own data
/// alone.
#[test]
fn fp8_ranks_agree_on_one_scaling_state() {
    for zero in [0, 1] {
        let dir = scratch(&format!("dp-fp8-{zero}"));
        let sets = extra(
            zero,
            &[
                "precision.compute=bf16",
                "precision.matmul=fp8",
                "precision.fp8_history=4",
            ],
        );
        let ranks = run_group(&cfg(&dir, &sets), 2, 6);
        let (a, b) = (ranks[0].fp8.as_ref().unwrap(), ranks[1].fp8.as_ref().unwrap());
        assert!(a == b, "ZeRO-{zero}: the ranks' FP8 states differ");
        assert!(
            ranks[0].masters == ranks[1].masters,
            "ZeRO-{zero}: the ranks drifted apart"
        );
        let alone = run_single(&cfg(&dir, &sets), 6);
        assert!(
            alone.fp8.as_ref() != Some(a),
            "ZeRO-{zero}: one process saw the same amaxes as the job"
        );
    }
}

/// A stop requested on rank 1 only (its SIGTERM): both ranks stop after the same step, and
/// rank 0 writes the checkpoint. Fails if the request is not agreed (rank 0 would train on
/// alone and wait forever in its next collective: the test would hang, then time out).
#[test]
fn a_stop_on_one_rank_stops_every_rank_at_the_same_step() {
    use minigpt::train::Outcome;
    let dir = scratch("dp-stop");
    for zero in [0u8, 1] {
        let sets = extra(zero, &["train.max_steps=50"]);
        let handles: Vec<_> = Loopback::group(2)
            .into_iter()
            .map(|h| {
                let c = cfg(&dir.join(format!("z{zero}")), &sets);
                std::thread::spawn(move || {
                    let stop = AtomicBool::new(h.rank() == 1);
                    let comm: Arc<dyn Collective> = Arc::new(h);
                    let corpus = corpus(&c);
                    let mut t = Trainer::new(c, Device::Cpu, corpus).unwrap().with_group(comm).unwrap();
                    let outcome = t.run(&stop).unwrap();
                    (matches!(outcome, Outcome::Interrupted { .. }), t.state.step)
                })
            })
            .collect();
        let got: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert_eq!(got, vec![(true, 1), (true, 1)], "ZeRO-{zero}");
        assert_eq!(
            ckpt::list(&dir.join(format!("z{zero}"))).len(),
            1,
            "ZeRO-{zero}: rank 0's checkpoint"
        );
    }
}

/// The tied token embedding's gradient reaches the optimizer whole: the trainer takes the LM
/// head's part from the graph and adds the embedding's part from the rows the model hands out
/// (so that a data-parallel job can exchange the head's part early), and one step of it moves
/// every master exactly as plain autograd's full gradient through the same unscale, clip and
/// AdamW does. Fails if the embedding's part is dropped, added twice, or masked twice.
#[test]
fn the_trainer_steps_with_the_whole_tied_embedding_gradient() {
    use minigpt::model::{Ctx, DropoutKey};
    use minigpt::optim::Grads;
    let dir = scratch("dp-tied");
    let c = cfg(&dir, &extra(0, &["model.dropout=0.1", "precision.compute=\"fp32\""]));
    let mut trainer = Trainer::new(c.clone(), Device::Cpu, corpus(&c)).unwrap();
    let before = master_bits(&trainer);
    trainer.train_step().unwrap();

    let mut reference = Trainer::new(c.clone(), Device::Cpu, corpus(&c)).unwrap();
    assert_eq!(master_bits(&reference), before, "same seed, same initial masters");
    let named = reference.model.params().named().to_vec();
    let masters: Vec<_> = named.iter().map(|(_, v)| v.clone()).collect();
    let weights = reference.policy.cast_masters(&masters).unwrap();
    let batch = reference
        .batcher
        .train_batch(&reference.corpus, 1, 0, &Device::Cpu)
        .unwrap();
    let ctx = Ctx {
        dropout: Some(DropoutKey {
            seed: c.train.seed,
            step: 1,
            micro: 0,
        }),
        // The embedding's gradient through the graph, as autograd gives it.
        ..Ctx::plain(&reference.policy, &weights)
    };
    let store = reference
        .model
        .loss(&batch.idx, &batch.targets, &ctx)
        .unwrap()
        .backward()
        .unwrap();
    drop(ctx);
    let mut grads = Grads::from_store_with(&named, &store, Vec::new()).unwrap();
    let sumsq = grads.unscale_and_sumsq(1.0).unwrap().to_scalar::<f32>().unwrap() as f64;
    grads.clip_global_norm(sumsq.sqrt(), c.train.grad_clip).unwrap();
    let lr = reference.schedule.lr(0);
    let rounding = reference.policy.storage_rounding();
    reference.optim.step(&masters, &grads, lr, 1, rounding).unwrap();

    let (got, want) = (master_bits(&trainer), master_bits(&reference));
    let names: Vec<&String> = named.iter().map(|(n, _)| n).collect();
    for (k, name) in names.iter().enumerate() {
        assert_ne!(want[k], before[k], "{name} did not move");
        assert!(got[k] == want[k], "{name}: the trainer's step differs from autograd's");
    }
}
