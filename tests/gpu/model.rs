//! The whole model on CUDA against the same model on the CPU, in bf16 and fp16 with dropout on:
//! every parameter's gradient of one forward + backward, and a few training steps through the
//! trainer. Possible because both devices build the same masters from one seed, read the same
//! batch, and draw every dropout mask from the same counter hash (src/ops/dropout.rs): the only
//! differences left are rounding.
//!
//! Why the tolerances are what they are. Both devices round to the compute dtype at the same
//! points of the graph (the policy decides them, not the device), but they get there by
//! different routes: fp32 sums in other orders, the fused attention keeps the scores in fp32
//! where the CPU's composed attention rounds them to the compute dtype, dW is an fp32 GEMM output
//! on CUDA and a compute-dtype one widened on the CPU, the bf16 down-projection goes through
//! the custom GEMV on CUDA. Each such place differs by O(eps) relative, with eps the compute
//! dtype's machine epsilon (bf16 2^-8, fp16 2^-11), and the differences of the D stages a
//! gradient crosses (forward and backward through each block, plus the embedding and the head:
//! D = 2·n_layer + 2) add up like a random walk: a tensor's relative error is ~ eps·sqrt(D), and
//! `grad_tol` = K_GRAD·eps·sqrt(D). A scalar that aggregates a whole batch or every gradient (the
//! mean loss over B·T tokens, the global gradient norm) averages its elements' independent
//! differences away (by ~1/sqrt(count)): it must agree within one rounding of the compute dtype,
//! the unit roundoff u = eps/2 (`scalar_tol`). fp32 summation order alone (2^-24) is far below
//! both.
//!
//! Measured on an H200 (2026-11-30, this file's seeds): per-tensor gradient errors 0.1–1.1·eps in
//! both dtypes (bf16 at most 4.2e-3 against a tolerance of 1.4e-2, fp16 at most 5.6e-4 against
//! 1.8e-3); losses within 3e-5 and gradient norms within 4e-4 (bf16) / 7e-5 (fp16) over six
//! trainer steps, against 2e-3 / 2.4e-4 at step 1. A gradient computed with other dropout masks is
//! off by 0.2–0.8 in every weight matrix.

use candle_core::{DType, Device, Tensor};
use minigpt::config::{Compute, ModelConfig, PrecisionConfig, RunConfig};
use minigpt::data::{Batcher, Corpus};
use minigpt::model::{Ctx, DropoutKey, Gpt};
use minigpt::optim::Grads;
use minigpt::precision::PrecisionPolicy;

use super::{common, cuda, first_bit_difference, rel_l2, to_f32_vec};

/// The compute dtype's machine epsilon (the spacing of its values at 1).
fn eps(compute: Compute) -> f64 {
    match compute {
        Compute::Bf16 => 2f64.powi(-8),
        Compute::Fp16 => 2f64.powi(-11),
        Compute::Fp32 => 2f64.powi(-23),
    }
}

/// Headroom of the per-tensor gradient tolerance over eps·sqrt(D) (module doc): about 3× the
/// largest error measured. A gradient computed with a wrong dropout mask is off by O(1) in every
/// weight matrix (checked below, so the tolerance is never vacuous), a missing 1/(1-p) scale by
/// 25 %, a wrong sign, index or transpose by O(1).
const K_GRAD: f64 = 1.5;

/// The tolerance on each parameter's relative gradient error: K·eps·sqrt(D), D = 2·n_layer + 2.
/// bf16: 1.4e-2, fp16: 1.8e-3 at two layers.
fn grad_tol(compute: Compute, n_layer: usize) -> f64 {
    K_GRAD * eps(compute) * ((2 * n_layer + 2) as f64).sqrt()
}

/// The tolerance on a scalar aggregate (a mean loss, a global gradient norm) after `step`
/// optimizer steps: the unit roundoff u = eps/2, widened by sqrt(step) as each update adds its
/// own differences to the masters (AdamW moves a weight by about lr whatever its gradient's size,
/// so an element whose gradient is within rounding of zero may move either way on either device).
/// bf16: 2.0e-3 at step 1, fp16: 2.4e-4; a gradient 1 % off moves the norm by 1e-2.
fn scalar_tol(compute: Compute, step: usize) -> f64 {
    eps(compute) / 2.0 * (step as f64).sqrt()
}

/// `err <= tol`; false for a NaN `err`, so a non-finite value always fails.
fn within(err: f64, tol: f64) -> bool {
    err <= tol
}

/// `err > tol`; false for a NaN `err`.
fn exceeds(err: f64, tol: f64) -> bool {
    err > tol
}

/// Two blocks of two heads of 64 (a head size the fused attention takes, so CUDA runs it), block
/// 64, dropout 0.2 on every site: the embedding sum, the attention probabilities, both residual
/// branches.
fn grad_model() -> ModelConfig {
    ModelConfig {
        n_layer: 2,
        n_head: 2,
        d_model: 128,
        block_size: 64,
        dropout: 0.2,
        custom_down_proj: None, // auto: the custom GEMV on CUDA in bf16, as in training
    }
}

const MODEL_SEED: u64 = 1337;
const BATCH: usize = 4;

/// The fp16 backward runs on the loss times this (the loss scaler's job in training): without it
/// the smallest dlogits (~1e-5) sit among fp16's subnormals, where both devices keep few bits.
/// 1024 keeps the largest CPU dW (a compute-dtype GEMM output there) far below fp16's 65504.
/// Relative errors do not depend on it; bf16 needs none.
fn loss_scale(compute: Compute) -> f64 {
    match compute {
        Compute::Fp16 => 1024.0,
        _ => 1.0,
    }
}

/// One batch (B, T) of ids and targets from tests/fixtures/small.txt, and its vocabulary size.
fn fixture_batch() -> (Vec<u32>, Vec<u32>, usize) {
    let path = common::small_corpus();
    let text = std::fs::read_to_string(&path).unwrap();
    let t = grad_model().block_size;
    let corpus = Corpus::from_text(&text, &path, t, None).unwrap();
    let batcher = Batcher {
        batch_size: BATCH,
        block_size: t,
        seed: 7,
    };
    let b = batcher.train_batch(&corpus, 1, 0, &Device::Cpu).unwrap();
    let ids = |x: &Tensor| x.flatten_all().unwrap().to_vec1::<u32>().unwrap();
    (ids(&b.idx), ids(&b.targets), corpus.vocab_size())
}

/// One master after a forward + backward: its name, rank, initial value and gradient (of
/// loss × `loss_scale`), on the host.
struct Param {
    name: String,
    rank: usize,
    value: Vec<f32>,
    grad: Vec<f32>,
}

/// What one forward + backward gives: the loss and every master.
struct Pass {
    loss: f64,
    params: Vec<Param>,
}

fn forward_backward(dev: &Device, compute: Compute, key: DropoutKey) -> Pass {
    minigpt::ops::install_grad_add(); // the autograd's gradient sum, as the trainer installs it
    let (ids, targets, vocab) = fixture_batch();
    let cfg = grad_model();
    let model = Gpt::new(&cfg, vocab, MODEL_SEED, DType::F32, dev).unwrap();
    let policy = PrecisionPolicy::new(&PrecisionConfig {
        compute,
        ..Default::default()
    });
    let weights = policy.cast_masters(&model.params().vars()).unwrap();
    let ctx = Ctx {
        dropout: Some(key),
        ..Ctx::plain(&policy, &weights)
    };
    let shape = (BATCH, cfg.block_size);
    let idx = Tensor::from_slice(&ids, shape, dev).unwrap();
    let tgt = Tensor::from_slice(&targets, shape, dev).unwrap();
    let loss = model.loss(&idx, &tgt, &ctx).unwrap();
    let store = (&loss * loss_scale(compute)).unwrap().backward().unwrap();
    let grads = Grads::from_store(model.params().named(), &store).unwrap();
    let params = model
        .params()
        .named()
        .iter()
        .zip(&grads.tensors)
        .map(|((name, var), g)| {
            assert_eq!(g.dims(), var.dims(), "{name}: gradient shape");
            Param {
                name: name.clone(),
                rank: var.rank(),
                value: to_f32_vec(var.as_tensor()),
                grad: to_f32_vec(g),
            }
        })
        .collect();
    Pass {
        loss: loss.to_dtype(DType::F64).unwrap().to_scalar::<f64>().unwrap(),
        params,
    }
}

/// Each parameter's gradient on CUDA against the CPU's, relative L2 error per tensor, and the
/// loss. Fails when any gradient holds a NaN or inf, when any tensor's error exceeds
/// `grad_tol`, when the loss differs by more than `scalar_tol`, or when the tolerance is vacuous:
/// a weight matrix's gradient under a *different* dropout key (another mask everywhere) would
/// have passed, or (fp16, whose tolerance is below 1 %) a gradient scaled by 1.01 would. A kernel
/// whose backward is wrong (a wrong mask index, a missing 1/(1-p), a transposed dW, a dropped
/// contribution to the tied embedding, ...) fails it; so does a CUDA forward that diverges from
/// the CPU's.
fn check_model_gradients(compute: Compute) {
    let key = DropoutKey {
        seed: 99,
        step: 3,
        micro: 0,
    };
    let other_key = DropoutKey { micro: 1, ..key };
    let cpu = forward_backward(&Device::Cpu, compute, key);
    let gpu = forward_backward(&cuda(), compute, key);
    let other = forward_backward(&Device::Cpu, compute, other_key);
    let tol = grad_tol(compute, grad_model().n_layer);
    let loss_tol = scalar_tol(compute, 1);

    let mut failures = Vec::new();
    let loss_err = (gpu.loss - cpu.loss).abs() / cpu.loss.abs();
    println!(
        "{compute} loss: cpu {:.6} cuda {:.6} rel err {loss_err:.2e} (tol {loss_tol:.2e}); other key's loss {:.6}",
        cpu.loss, gpu.loss, other.loss
    );
    if !within(loss_err, loss_tol) {
        failures.push(format!(
            "loss: cpu {} vs cuda {} (rel err {loss_err:e})",
            cpu.loss, gpu.loss
        ));
    }
    println!(
        "{:<34} {:>7} {:>10} {:>10} {:>10} {:>14}",
        "parameter", "numel", "||g_cpu||", "rel err", "tol", "other-key err"
    );
    assert_eq!(cpu.params.len(), gpu.params.len());
    for ((p_cpu, p_gpu), p_other) in cpu.params.iter().zip(&gpu.params).zip(&other.params) {
        let (name, rank) = (&p_cpu.name, p_cpu.rank);
        let (w_cpu, w_gpu) = (&p_cpu.value, &p_gpu.value);
        let (g_cpu, g_gpu, g_other) = (&p_cpu.grad, &p_gpu.grad, &p_other.grad);
        assert_eq!(name, &p_gpu.name, "parameter order");
        // The same seed gives the same masters on both devices, or nothing below means anything.
        if let Some((i, a, b)) = first_bit_difference(w_cpu, w_gpu) {
            failures.push(format!("{name}: initial value differs at {i}: cpu {a} cuda {b}"));
            continue;
        }
        for (device, g) in [("cpu", g_cpu), ("cuda", g_gpu)] {
            if let Some(i) = g.iter().position(|v| !v.is_finite()) {
                failures.push(format!("{name}: {device} gradient element {i} is {}", g[i]));
            }
        }
        let err = rel_l2(g_gpu, g_cpu);
        let err_other = rel_l2(g_gpu, g_other);
        let norm = g_cpu.iter().map(|&v| v as f64 * v as f64).sum::<f64>().sqrt();
        println!(
            "{name:<34} {:>7} {norm:>10.3e} {err:>10.2e} {tol:>10.2e} {err_other:>14.2e}",
            g_cpu.len()
        );
        if !within(err, tol) {
            failures.push(format!("{name}: rel err {err:e} > tol {tol:e}"));
        }
        // Not vacuous: every weight matrix's gradient (a sum of outer products of masked
        // activations and masked output gradients) computed with other masks must fail. (A
        // vector's may not: ln_f.bias sums dlogits·W over every token, which at initialisation
        // hardly depends on the masks.)
        if rank >= 2 && !exceeds(err_other, tol) {
            failures.push(format!(
                "{name}: the gradient of another dropout key is within the tolerance too \
                 (rel err {err_other:e} <= {tol:e}): the test cannot tell masks apart"
            ));
        }
        // Where the tolerance is below 1 % (fp16), a gradient 1 % off in any one tensor fails.
        if tol < 0.01 {
            let scaled: Vec<f32> = g_cpu.iter().map(|&v| v * 1.01).collect();
            let err_scaled = rel_l2(g_gpu, &scaled);
            if !exceeds(err_scaled, tol) {
                failures.push(format!(
                    "{name}: a gradient 1 % off passes (rel err {err_scaled:e} <= {tol:e})"
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{compute} gradients, CUDA vs CPU:\n{}",
        failures.join("\n")
    );
}

#[test]
fn model_gradients_match_the_cpu_bf16() {
    check_model_gradients(Compute::Bf16);
}

#[test]
fn model_gradients_match_the_cpu_fp16() {
    check_model_gradients(Compute::Fp16);
}

/// Steps of the trainer compared below.
const STEPS: usize = 6;

/// (loss, gradient norm, skipped) of each of `STEPS` trainer steps on `dev`: configs/tiny.toml
/// on tests/fixtures/small.txt with dropout 0.2 and three micro-batches a step, in `compute`.
fn train_steps(dev: Device, compute: Compute) -> Vec<(f64, Option<f64>, bool)> {
    use minigpt::train::Trainer;
    let root = common::root();
    let out = common::scratch(&format!("gpu-steps-{compute}"));
    let sets = common::micro_sets_with(
        &common::small_corpus(),
        &out,
        &[
            "model.n_layer=2",
            "model.n_head=4",
            "model.d_model=128", // head dim 32: the fused attention on CUDA
            "model.block_size=32",
            "model.dropout=0.2",
            "train.batch_size=8",
            // three micro-batches of 256 token rows each, past the vocabulary: the tied
            // embedding's rows are folded into a table twice a step (docs/DESIGN.md §6.1)
            "train.grad_accum=3",
            // fp16: a first scale whose backward overflows neither device's fp16 GEMM outputs
            // (the CPU's dW is one, CUDA's is fp32), so no step is skipped on one and not the other
            "scaler.init_scale=1024",
            &format!("precision.compute={compute}"),
        ],
    );
    let cfg = RunConfig::load(&root.join("configs/tiny.toml"), &sets).unwrap();
    let corpus = Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
    let mut t = Trainer::new(cfg, dev, corpus).unwrap();
    let steps = (0..STEPS)
        .map(|_| {
            let r = t.train_step().unwrap();
            let loss = r.loss.to_dtype(DType::F64).unwrap().to_scalar::<f64>().unwrap();
            (loss, r.grad_norm, r.skipped)
        })
        .collect();
    let _ = std::fs::remove_dir_all(&out);
    steps
}

/// Trainer steps (forward, backward, loss scaling, unscale + overflow check, clipping, AdamW) on
/// CUDA and on the CPU from the same seed, with dropout: each step's loss and global gradient
/// norm agree within `scalar_tol`, no step is skipped on either device, and every number is
/// finite. Fails when a CUDA gradient is off by more than about u (a norm 1 % off fails in both
/// dtypes), when the CUDA step path (the fused unscale/AdamW, the scaler's bookkeeping, the
/// per-step dropout keys, the batches, the tied embedding's folded rows) departs from the
/// CPU's, or when anything turns NaN.
fn check_training_steps(compute: Compute) {
    let cpu = train_steps(Device::Cpu, compute);
    let gpu = train_steps(cuda(), compute);
    let mut failures = Vec::new();
    println!("{compute} step: loss cpu / cuda (rel err), grad norm cpu / cuda (rel err), tol");
    for (i, ((l_cpu, n_cpu, s_cpu), (l_gpu, n_gpu, s_gpu))) in cpu.iter().zip(&gpu).enumerate() {
        let step = i + 1;
        let tol = scalar_tol(compute, step);
        let loss_err = (l_gpu - l_cpu).abs() / l_cpu.abs();
        let (n_cpu, n_gpu) = (n_cpu.unwrap_or(f64::NAN), n_gpu.unwrap_or(f64::NAN));
        let norm_err = (n_gpu - n_cpu).abs() / n_cpu.abs();
        println!(
            "{compute} step {step}: loss {l_cpu:.6} / {l_gpu:.6} ({loss_err:.2e}), norm {n_cpu:.5} / {n_gpu:.5} ({norm_err:.2e}), tol {tol:.2e}"
        );
        if *s_cpu || *s_gpu {
            failures.push(format!("step {step}: skipped on cpu {s_cpu}, on cuda {s_gpu}"));
        }
        if !within(loss_err, tol) {
            failures.push(format!(
                "step {step}: loss cpu {l_cpu} vs cuda {l_gpu} (rel err {loss_err:e})"
            ));
        }
        if !within(norm_err, tol) {
            failures.push(format!(
                "step {step}: gradient norm cpu {n_cpu} vs cuda {n_gpu} (rel err {norm_err:e})"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{compute} training steps, CUDA vs CPU:\n{}",
        failures.join("\n")
    );
}

#[test]
fn training_steps_match_the_cpu_bf16() {
    check_training_steps(Compute::Bf16);
}

#[test]
fn training_steps_match_the_cpu_fp16() {
    check_training_steps(Compute::Fp16);
}
