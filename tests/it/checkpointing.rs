//! Activation checkpointing (`train.activation_checkpointing = "blocks"`) changes what the
//! forward keeps, never what the step computes: the same losses, gradients and masters as
//! without it, with dropout on (the rerun draws the same masks), with gradient accumulation, and
//! in a data-parallel job (the checkpointed blocks hand their gradients to the exchange).

use std::sync::Arc;

use candle_core::Device;
use minigpt::config::RunConfig;
use minigpt::data::Corpus;
use minigpt::dist::{Collective, Loopback};
use minigpt::model::{Ctx, DropoutKey};
use minigpt::optim::Grads;
use minigpt::optim::{CollectGrads, GradSink};
use minigpt::train::Trainer;

use crate::common::{master_bits, micro_config, scratch, small_corpus};

fn cfg(mode: &str, extra: &[&str]) -> RunConfig {
    let dir = scratch(&format!("ckpt-act-{mode}"));
    let mut sets = vec![
        "model.n_layer=3",
        "model.dropout=0.1",
        "precision.compute=fp32",
        "train.max_steps=20",
    ];
    sets.extend_from_slice(extra);
    let mode = format!("train.activation_checkpointing=\"{mode}\"");
    sets.push(&mode);
    micro_config(&small_corpus(), &dir, &sets)
}

fn corpus(cfg: &RunConfig) -> Corpus {
    Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap()
}

/// (losses of 20 steps, final masters) of one process.
fn run(cfg: RunConfig) -> (Vec<f32>, Vec<Vec<u32>>) {
    let mut t = Trainer::new(cfg.clone(), Device::Cpu, corpus(&cfg)).unwrap();
    let losses = (0..20)
        .map(|_| t.train_step().unwrap().loss.to_scalar::<f32>().unwrap())
        .collect();
    (losses, master_bits(&t))
}

fn assert_close(a: &[f32], b: &[f32], what: &str) {
    assert_eq!(a.len(), b.len());
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        let rel = ((x - y) / x).abs();
        assert!(
            rel <= 1e-6,
            "{what}: step {} differs: {x} vs {y} (relative {rel:e})",
            i + 1
        );
    }
}

/// 20 fp32 steps, dropout 0.1, with and without checkpointing: the same losses (relative
/// difference ≤ 1e-6: in fact equal) and the same masters after the last step, with grad_accum 1
/// and 2. Fails if the rerun draws other dropout masks, misses a master's gradient, or doubles
/// one.
#[test]
fn checkpointed_blocks_train_exactly_as_without() {
    for accum in ["train.grad_accum=1", "train.grad_accum=2"] {
        let (a, ma) = run(cfg("none", &[accum]));
        let (b, mb) = run(cfg("blocks", &[accum]));
        assert_close(&a, &b, accum);
        assert!(ma == mb, "{accum}: the masters differ after 20 steps");
        assert!(a[19] < a[0], "{accum}: the loss did not fall: {a:?}");
    }
}

/// One forward and backward with dropout: every master's gradient is the same with and without
/// checkpointing (bit for bit), and the checkpointed blocks deliver theirs through the sink.
#[test]
fn checkpointed_blocks_give_the_same_gradients() {
    let grads = |mode: &str| {
        let cfg = cfg(mode, &[]);
        let t = Trainer::new(cfg.clone(), Device::Cpu, corpus(&cfg)).unwrap();
        let named = t.model.params().named().to_vec();
        let masters: Vec<_> = named.iter().map(|(_, v)| v.clone()).collect();
        let weights = t.policy.cast_masters(&masters).unwrap();
        let batch = t.batcher.train_batch(&t.corpus, 1, 0, &Device::Cpu).unwrap();
        let sink = Arc::new(CollectGrads::default());
        let ctx = Ctx {
            dropout: Some(DropoutKey {
                seed: 5,
                step: 1,
                micro: 0,
            }),
            checkpoint: (mode == "blocks").then(|| sink.clone() as Arc<dyn GradSink>),
            ..Ctx::plain(&t.policy, &weights)
        };
        let store = t
            .model
            .loss(&batch.idx, &batch.targets, &ctx)
            .unwrap()
            .backward()
            .unwrap();
        drop(ctx);
        let extra = sink.drain();
        let from_sink = extra.len();
        let g = Grads::from_store_with(&named, &store, extra).unwrap();
        let bits: Vec<Vec<u32>> = g
            .tensors
            .iter()
            .map(|t| {
                t.flatten_all()
                    .unwrap()
                    .to_vec1::<f32>()
                    .unwrap()
                    .iter()
                    .map(|x| x.to_bits())
                    .collect()
            })
            .collect();
        (
            bits,
            from_sink,
            named.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>(),
        )
    };
    let (a, n_a, names) = grads("none");
    let (b, n_b, _) = grads("blocks");
    assert_eq!(n_a, 0);
    assert_eq!(n_b, 3 * 12, "every block master's gradient comes through the sink");
    for (k, name) in names.iter().enumerate() {
        assert!(a[k] == b[k], "{name}: gradients differ");
    }
}

/// Two data-parallel ranks with checkpointing train exactly as one process with two
/// micro-batches without it: the checkpointed blocks' gradients reach the bucket exchange.
#[test]
fn checkpointed_blocks_feed_the_data_parallel_exchange() {
    let (want, masters) = run(cfg("none", &["train.grad_accum=2"]));
    let c = cfg("blocks", &[]);
    let ranks: Vec<_> = Loopback::group(2)
        .into_iter()
        .map(|h| {
            let c = c.clone();
            std::thread::spawn(move || {
                let comm: Arc<dyn Collective> = Arc::new(h);
                let mut t = Trainer::new(c.clone(), Device::Cpu, corpus(&c))
                    .unwrap()
                    .with_group(comm)
                    .unwrap();
                let losses: Vec<f32> = (0..20)
                    .map(|_| t.train_step().unwrap().loss.to_scalar::<f32>().unwrap())
                    .collect();
                (losses, master_bits(&t))
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|j| j.join().unwrap())
        .collect();
    let job: Vec<f32> = (0..20).map(|s| ranks[0].0[s] + ranks[1].0[s]).collect();
    assert_close(&want, &job, "2 ranks with checkpointing");
    for (r, (_, m)) in ranks.iter().enumerate() {
        assert!(*m == masters, "rank {r}'s masters differ");
    }
}

/// FP8 (the CPU emulation) under checkpointing: the rerun casts the same values with the same
/// scales, so the losses and masters are those of the run without it, and its clipped values are
/// not counted a second time: the saturation counts are equal too (and not zero: delayed
/// scaling with a one-step history clips while the amaxes grow). Fails if the rerun counts again
/// or moves a scale.
#[test]
fn checkpointed_blocks_in_fp8_count_each_clipped_value_once() {
    let fp8 = [
        "precision.compute=bf16",
        "precision.matmul=fp8",
        "precision.fp8_history=1",
        "train.lr=1e-2",
    ];
    let run_fp8 = |mode: &str| {
        let cfg = cfg(mode, &fp8);
        let mut t = Trainer::new(cfg.clone(), Device::Cpu, corpus(&cfg)).unwrap();
        let losses: Vec<f32> = (0..20)
            .map(|_| t.train_step().unwrap().loss.to_scalar::<f32>().unwrap())
            .collect();
        let clipped = t.fp8.as_mut().unwrap().saturated_since_last().unwrap();
        (losses, master_bits(&t), clipped)
    };
    let (a, ma, ca) = run_fp8("none");
    let (b, mb, cb) = run_fp8("blocks");
    assert_close(&a, &b, "fp8");
    assert!(ma == mb, "fp8: the masters differ after 20 steps");
    assert!(ca > 0, "nothing was clipped: the test proves nothing");
    assert_eq!(
        ca, cb,
        "clipped values counted {ca} times without checkpointing, {cb} with"
    );
}
