//! The model: causality, f64 finite-difference gradients, every parameter gets a gradient,
//! and the precision policy's dtypes really reach the ops.

use candle_core::{DType, Device, Tensor};
use minigpt::config::{Compute, ModelConfig, PrecisionConfig};
use minigpt::model::{Ctx, Gpt};
use minigpt::optim::Grads;
use minigpt::precision::PrecisionPolicy;

fn tiny_cfg() -> ModelConfig {
    ModelConfig {
        n_layer: 2,
        n_head: 2,
        d_model: 8,
        block_size: 6,
        dropout: 0.0,
        custom_down_proj: None,
    }
}

/// Gradients from finite differences in f64 agree with backward to this relative error.
/// Central differences with step FD_H have truncation error ~FD_H² and round-off ~1e-16/FD_H
/// (both ~1e-10 absolute); FD_FLOOR keeps near-zero gradients from inflating the ratio.
const FD_TOL: f64 = 1e-4;
const FD_H: f64 = 1e-5;
const FD_FLOOR: f64 = 1e-6;

#[test]
fn changing_later_tokens_never_changes_earlier_logits() {
    let dev = Device::Cpu;
    let cfg = ModelConfig {
        block_size: 12,
        ..tiny_cfg()
    };
    let model = Gpt::new(&cfg, 11, 7, DType::F32, &dev).unwrap();
    let policy = PrecisionPolicy::fp32();
    let w = policy.cast_masters(&model.params().vars()).unwrap();
    let ctx = Ctx::plain(&policy, &w);
    let a: Vec<u32> = vec![1, 5, 2, 9, 3, 3, 0, 10, 4, 6, 8, 2];
    for t in 0..a.len() - 1 {
        let mut b = a.clone();
        for x in b.iter_mut().skip(t + 1) {
            *x = (*x + 1) % 11; // always a different token
        }
        let la = model
            .forward(&Tensor::new(a.as_slice(), &dev).unwrap().unsqueeze(0).unwrap(), &ctx)
            .unwrap();
        let lb = model
            .forward(&Tensor::new(b.as_slice(), &dev).unwrap().unsqueeze(0).unwrap(), &ctx)
            .unwrap();
        let head = |l: &Tensor| {
            l.narrow(1, 0, t + 1)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1::<f32>()
                .unwrap()
        };
        assert_eq!(head(&la), head(&lb), "logits at positions <= {t} changed");
        let tail = |l: &Tensor| {
            l.narrow(1, t + 1, 1)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1::<f32>()
                .unwrap()
        };
        assert_ne!(tail(&la), tail(&lb), "the test changed nothing visible at {}", t + 1);
    }
}

#[test]
fn gradients_match_central_finite_differences_in_f64() {
    let dev = Device::Cpu;
    let model = Gpt::new(&tiny_cfg(), 7, 3, DType::F64, &dev).unwrap();
    let policy = PrecisionPolicy::f64_reference();
    let idx = Tensor::new(&[[1u32, 4, 2, 6, 0, 3], [5, 5, 1, 2, 6, 4]], &dev).unwrap();
    let tgt = Tensor::new(&[[4u32, 2, 6, 0, 3, 1], [5, 1, 2, 6, 4, 0]], &dev).unwrap();
    let loss_of = || -> f64 {
        let w = policy.cast_masters(&model.params().vars()).unwrap();
        let ctx = Ctx::plain(&policy, &w);
        model.loss(&idx, &tgt, &ctx).unwrap().to_scalar::<f64>().unwrap()
    };
    let w = policy.cast_masters(&model.params().vars()).unwrap();
    let ctx = Ctx::plain(&policy, &w);
    let loss = model.loss(&idx, &tgt, &ctx).unwrap();
    assert_eq!(loss.dtype(), DType::F64);
    let grads = Grads::from_store(model.params().named(), &loss.backward().unwrap()).unwrap();
    let h = FD_H;
    let mut checked = 0;
    for ((name, var), g) in model.params().named().iter().zip(&grads.tensors) {
        let g = g.flatten_all().unwrap().to_vec1::<f64>().unwrap();
        let orig = var.as_tensor().flatten_all().unwrap().to_vec1::<f64>().unwrap();
        // A spread of elements of every parameter (all of the small ones).
        for i in (0..orig.len()).step_by((orig.len() / 5).max(1)) {
            let set = |v: f64| {
                let mut x = orig.clone();
                x[i] = v;
                var.set(&Tensor::from_vec(x, var.shape(), &dev).unwrap()).unwrap();
            };
            set(orig[i] + h);
            let up = loss_of();
            set(orig[i] - h);
            let down = loss_of();
            set(orig[i]);
            let numeric = (up - down) / (2.0 * h);
            let rel = (numeric - g[i]).abs() / numeric.abs().max(g[i].abs()).max(FD_FLOOR);
            assert!(
                rel <= FD_TOL,
                "{name}[{i}]: backward {} vs finite difference {numeric} (rel {rel:e})",
                g[i]
            );
            checked += 1;
        }
    }
    assert!(checked > 50, "only {checked} elements checked");
}

/// The default policy with `compute` as the compute dtype.
fn policy_of(compute: Compute) -> PrecisionPolicy {
    PrecisionPolicy::new(&PrecisionConfig {
        compute,
        ..Default::default()
    })
}

#[test]
fn every_parameter_gets_a_nonzero_gradient() {
    let dev = Device::Cpu;
    let model = Gpt::new(&tiny_cfg(), 7, 3, DType::F32, &dev).unwrap();
    for compute in [Compute::Fp32, Compute::Bf16, Compute::Fp16] {
        let policy = policy_of(compute);
        let w = policy.cast_masters(&model.params().vars()).unwrap();
        let ctx = Ctx::plain(&policy, &w);
        let idx = Tensor::new(&[[1u32, 4, 2, 6, 0, 3]], &dev).unwrap();
        let loss = model.loss(&idx, &idx, &ctx).unwrap();
        let grads = Grads::from_store(model.params().named(), &(loss * 1024.0).unwrap().backward().unwrap()).unwrap();
        for ((name, var), g) in model.params().named().iter().zip(&grads.tensors) {
            assert_eq!(g.dtype(), DType::F32, "{compute}: gradient of {name}");
            assert_eq!(var.dtype(), DType::F32, "{compute}: master {name}");
            let norm = g.sqr().unwrap().sum_all().unwrap().to_scalar::<f32>().unwrap();
            assert!(norm > 0.0 && norm.is_finite(), "{compute}: {name} gradient norm {norm}");
        }
    }
}

/// The backward pass releases the forward graph as it goes (third_party/README.md): a second
/// pass from the same loss is refused, and a second forward through the same weights (the same
/// cached compute copies) still gives every gradient, bit for bit.
#[test]
fn backward_releases_its_graph_and_the_weights_stay_trainable() {
    let dev = Device::Cpu;
    let model = Gpt::new(&tiny_cfg(), 7, 5, DType::F32, &dev).unwrap();
    for compute in [Compute::Fp32, Compute::Bf16] {
        let policy = policy_of(compute);
        let w = policy.cast_masters(&model.params().vars()).unwrap();
        let ctx = Ctx::plain(&policy, &w);
        let idx = Tensor::new(&[[1u32, 4, 2, 6, 0, 3]], &dev).unwrap();
        let grads = |loss: &Tensor| -> Vec<Vec<f32>> {
            let store = loss.backward().unwrap();
            let g = Grads::from_store(model.params().named(), &store).unwrap_or_else(|e| panic!("{compute}: {e}"));
            g.tensors
                .iter()
                .map(|t| t.flatten_all().unwrap().to_vec1().unwrap())
                .collect()
        };
        let loss = model.loss(&idx, &idx, &ctx).unwrap();
        let first = grads(&loss);
        let again = loss.backward().map(|_| ()).unwrap_err().to_string();
        assert!(again.contains("already backpropagated"), "{compute}: {again}");
        let second = grads(&model.loss(&idx, &idx, &ctx).unwrap());
        assert_eq!(
            first, second,
            "{compute}: a second forward and backward gave other gradients"
        );
    }
}

#[test]
fn bf16_policy_feeds_fp32_to_islands_and_bf16_to_matmuls() {
    use minigpt::precision::Op;
    let dev = Device::Cpu;
    let policy = PrecisionPolicy::new(&PrecisionConfig {
        compute: Compute::Bf16,
        ..Default::default()
    });
    let x = Tensor::zeros((2, 3), DType::F32, &dev).unwrap();
    for op in [Op::Softmax, Op::LayerNorm, Op::Loss, Op::Residual] {
        assert_eq!(policy.cast(op, &x).unwrap().dtype(), DType::F32, "{op:?}");
    }
    for op in [Op::Matmul, Op::AttnScores] {
        assert_eq!(policy.cast(op, &x).unwrap().dtype(), DType::BF16, "{op:?}");
    }
    // The compute copies of the weight matrices are bf16; the masters stay fp32.
    let model = Gpt::new(&tiny_cfg(), 7, 3, DType::F32, &dev).unwrap();
    let vars = model.params().vars();
    let w = policy.cast_masters(&vars).unwrap();
    for v in &vars {
        assert_eq!(v.dtype(), DType::F32);
        if v.rank() >= 2 {
            assert_eq!(w.get(v).unwrap().dtype(), DType::BF16);
        }
    }
    // A traced forward: what each op of the real model computed in.
    let traced = policy.traced();
    let ctx = Ctx::plain(&traced, &w);
    let idx = Tensor::new(&[[1u32, 4, 2]], &dev).unwrap();
    assert_eq!(model.loss(&idx, &idx, &ctx).unwrap().dtype(), DType::F32);
    let trace = traced.trace();
    for op in [Op::Softmax, Op::LayerNorm, Op::Loss, Op::Matmul, Op::AttnScores] {
        let seen: Vec<DType> = trace.iter().filter(|(o, _, _)| *o == op).map(|(_, _, d)| *d).collect();
        assert!(!seen.is_empty(), "{op:?} never consulted the policy");
        let want = if matches!(op, Op::Matmul | Op::AttnScores) {
            DType::BF16
        } else {
            DType::F32
        };
        assert!(seen.iter().all(|d| *d == want), "{op:?} computed in {seen:?}");
    }
}

/// The KV cache changes the order of nothing but the concatenation: it must agree with the full
/// forward to fp32 round-off (matmuls over the same values; 1e-5 is ~100 ulps at these sizes).
const KV_TOL: f32 = 1e-5;

#[test]
fn kv_cached_decoding_matches_the_full_forward() {
    use minigpt::model::KvCache;
    let dev = Device::Cpu;
    let cfg = ModelConfig {
        block_size: 10,
        ..tiny_cfg()
    };
    let model = Gpt::new(&cfg, 11, 5, DType::F32, &dev).unwrap();
    let policy = PrecisionPolicy::fp32();
    let w = policy.cast_masters(&model.params().vars()).unwrap();
    let ctx = Ctx::plain(&policy, &w);
    let ids: Vec<u32> = vec![3, 1, 4, 1, 5, 9, 2, 6, 5, 3];
    let full = model
        .forward(&Tensor::new(ids.as_slice(), &dev).unwrap().unsqueeze(0).unwrap(), &ctx)
        .unwrap();
    let mut cache = KvCache::new(&model);
    // Prefill three tokens at once, then one at a time.
    let mut pos = 0;
    for chunk in [
        &ids[..3],
        &ids[3..4],
        &ids[4..5],
        &ids[5..6],
        &ids[6..7],
        &ids[7..8],
        &ids[8..9],
        &ids[9..],
    ] {
        let got = model
            .forward_cached(
                &Tensor::new(chunk, &dev).unwrap().unsqueeze(0).unwrap(),
                &ctx,
                &mut cache,
            )
            .unwrap();
        let want = full.narrow(1, pos, chunk.len()).unwrap();
        let diff = (got - want)
            .unwrap()
            .abs()
            .unwrap()
            .max_all()
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        assert!(diff <= KV_TOL, "positions {pos}..{}: {diff}", pos + chunk.len());
        pos += chunk.len();
    }
    assert_eq!(cache.len, 10);
    let overflow = model.forward_cached(&Tensor::new(&[[1u32]], &dev).unwrap(), &ctx, &mut cache);
    assert!(overflow.is_err(), "a full cache must refuse, not wrap around");
}

/// bf16 outputs carry 8 significant bits: two summation orders over the same bf16 values agree
/// to a few bf16 ulps (2^-8 relative each).
const BF16_TOL: f32 = 2e-2;

#[test]
fn custom_down_projection_matches_the_library_path_in_bf16() {
    let dev = Device::Cpu;
    let policy = PrecisionPolicy::new(&PrecisionConfig {
        compute: Compute::Bf16,
        ..Default::default()
    });
    let idx = Tensor::new(&[[1u32, 4, 2, 6, 0, 3]], &dev).unwrap();
    let run = |custom: bool| {
        let model = Gpt::new(
            &ModelConfig {
                custom_down_proj: Some(custom),
                ..tiny_cfg()
            },
            7,
            3,
            DType::F32,
            &dev,
        )
        .unwrap();
        let w = policy.cast_masters(&model.params().vars()).unwrap();
        let ctx = Ctx::plain(&policy, &w);
        let logits = model.forward(&idx, &ctx).unwrap().to_dtype(DType::F32).unwrap();
        let loss = model.loss(&idx, &idx, &ctx).unwrap();
        let grads = Grads::from_store(model.params().named(), &loss.backward().unwrap()).unwrap();
        let names: Vec<String> = model.params().named().iter().map(|(n, _)| n.clone()).collect();
        (logits, grads.tensors, names)
    };
    let (la, ga, names) = run(false);
    let (lb, gb, _) = run(true);
    let rel = |a: &Tensor, b: &Tensor| {
        let d = (a - b)
            .unwrap()
            .abs()
            .unwrap()
            .max_all()
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        d / a
            .abs()
            .unwrap()
            .max_all()
            .unwrap()
            .to_scalar::<f32>()
            .unwrap()
            .max(1e-12)
    };
    assert!(rel(&la, &lb) <= BF16_TOL, "logits differ: {}", rel(&la, &lb));
    for ((a, b), name) in ga.iter().zip(&gb).zip(&names) {
        assert!(rel(a, b) <= BF16_TOL, "{name}: gradient differs by {}", rel(a, b));
    }
}

/// With dropout on, the embedding sum and the residual stream stay fp32: the dropout is fused
/// into the embedding op and the residual adds, so nothing casts the stream to bf16 on the way.
#[test]
fn dropout_keeps_the_embedding_sum_and_residual_stream_in_fp32() {
    use minigpt::model::DropoutKey;
    use minigpt::precision::Op;
    let dev = Device::Cpu;
    let policy = PrecisionPolicy::new(&PrecisionConfig {
        compute: Compute::Bf16,
        ..Default::default()
    });
    let cfg = ModelConfig {
        dropout: 0.2,
        ..tiny_cfg()
    };
    let model = Gpt::new(&cfg, 7, 3, DType::F32, &dev).unwrap();
    let w = policy.cast_masters(&model.params().vars()).unwrap();
    let traced = policy.traced();
    let key = DropoutKey {
        seed: 1,
        step: 1,
        micro: 0,
    };
    let ctx = Ctx {
        dropout: Some(key),
        ..Ctx::plain(&traced, &w)
    };
    let idx = Tensor::new(&[[1u32, 4, 2, 6, 0]], &dev).unwrap();
    let dropped = model.loss(&idx, &idx, &ctx).unwrap();
    let trace = traced.trace();
    for op in [Op::Embedding, Op::Residual] {
        let seen: Vec<DType> = trace.iter().filter(|(o, _, _)| *o == op).map(|(_, _, d)| *d).collect();
        assert!(!seen.is_empty(), "{op:?} never consulted the policy");
        assert!(seen.iter().all(|d| *d == DType::F32), "{op:?} computed in {seen:?}");
    }
    // the stream entering the blocks, then one add per residual branch
    assert_eq!(
        trace.iter().filter(|(o, _, _)| *o == Op::Residual).count(),
        1 + 2 * cfg.n_layer
    );
    // no op takes an fp32 tensor down to bf16 except the inputs of the bf16 ops
    for (op, given, computed) in &trace {
        if *given == DType::F32 && *computed == DType::BF16 {
            assert!(
                matches!(op, Op::Matmul | Op::AttnScores | Op::Elementwise),
                "{op:?} narrowed fp32 to bf16"
            );
        }
    }
    // dropout really acts: another step draws other masks and another loss
    let other = Ctx {
        dropout: Some(DropoutKey { step: 2, ..key }),
        ..ctx
    };
    let again = model.loss(&idx, &idx, &other).unwrap();
    assert_ne!(dropped.to_scalar::<f32>().unwrap(), again.to_scalar::<f32>().unwrap());
}

/// Inference builds no autograd graph, and several evaluation batches in one forward give each
/// batch's own mean loss: the same sum as one forward per batch, to fp32 round-off.
#[test]
fn inference_builds_no_graph_and_batched_losses_equal_one_batch_at_a_time() {
    let dev = Device::Cpu;
    let policy = PrecisionPolicy::fp32();
    let cfg = ModelConfig {
        dropout: 0.2, // ignored without a dropout key
        ..tiny_cfg()
    };
    let model = Gpt::new(&cfg, 9, 5, DType::F32, &dev).unwrap();
    let w = policy.cast_masters_for_inference(&model.params().vars()).unwrap();
    let ctx = Ctx::plain(&policy, &w);
    let rows: Vec<Vec<u32>> = (0..6)
        .map(|r| (0..6).map(|t| ((r * 5 + t * 3) % 9) as u32).collect())
        .collect();
    let batch = |rs: &[Vec<u32>]| Tensor::new(rs.to_vec(), &dev).unwrap();
    let all = batch(&rows);
    let tgt = all.clone();
    let stacked = model.loss_sum(&all, &tgt, &ctx, 3).unwrap();
    assert!(!stacked.track_op(), "an inference forward built an autograd graph");
    let mut one_by_one = 0f32;
    for g in 0..3 {
        let b = batch(&rows[2 * g..2 * g + 2]);
        one_by_one += model.loss(&b, &b, &ctx).unwrap().to_scalar::<f32>().unwrap();
    }
    let stacked = stacked.to_scalar::<f32>().unwrap();
    assert!(
        stacked.is_finite() && (stacked - one_by_one).abs() <= 1e-6 * one_by_one.abs(),
        "{stacked} vs {one_by_one}"
    );
    assert!(
        model.loss_sum(&all, &tgt, &ctx, 4).is_err(),
        "6 rows do not split into 4 batches"
    );
    // the training cache does track: the same forward has a graph
    let wt = policy.cast_masters(&model.params().vars()).unwrap();
    let ctx_t = Ctx { weights: &wt, ..ctx };
    assert!(model.loss(&all, &tgt, &ctx_t).unwrap().track_op());
}
