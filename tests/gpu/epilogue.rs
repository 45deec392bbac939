//! `ops::dense` on CUDA: the Linear layers' GEMMs with the bias (and GELU) in cuBLASLt's
//! epilogue (with `MINIGPT_GELU_GEMM=1`, a bf16 GELU layer's in CUTLASS's on sm_90) and the bias gradient in the
//! weight-gradient GEMM's (BGRADB), against the composed
//! CPU path in f64 on the same rounded values: y, dx, dW and db, the model's shapes and odd
//! ones, bf16, f16 and f32, outputs poisoned first; and the same bits on a second run. Also
//! `ops::dense_residual`, a residual branch's Linear layer with its add and dropout.

use candle_core::{DType, Device, Tensor, Var};
use minigpt::ops::{self, Act};
use rand::Rng;

use super::{cuda, poison, rel, rng, to_f32_vec};

/// docs/DESIGN.md §7's bar for 16-bit operands (one output rounding, fp32 accumulation), and
/// fp32's (summation order only, K up to 3072 terms).
fn tol(dtype: DType) -> f32 {
    if dtype == DType::F32 {
        1e-5
    } else {
        1e-2
    }
}

/// (y, dx, dW, db) of `sum(dense(x, W, b) ∘ g)` on `dev` with x, g in `dtype` and W, b in `wide`
/// (the compute copy of W rounded to `dtype`, as the step makes it).
fn run(
    dev: &Device,
    dtype: DType,
    wide: DType,
    act: Act,
    dims: (usize, usize, usize),
    v: &[Vec<f32>; 4],
) -> Vec<Vec<f32>> {
    let (rows, n, k) = dims;
    let t = |v: &[f32], d: &[usize], dt: DType| Tensor::from_slice(v, d, dev).unwrap().to_dtype(dt).unwrap();
    let x = Var::from_tensor(&t(&v[0], &[rows, k], dtype)).unwrap();
    let w = Var::from_tensor(&t(&v[1], &[n, k], wide)).unwrap();
    let b = Var::from_tensor(&t(&v[2], &[n], wide)).unwrap();
    let g = t(&v[3], &[rows, n], dtype);
    let (w_c, b_c) = (
        w.as_tensor().to_dtype(dtype).unwrap(),
        b.as_tensor().to_dtype(dtype).unwrap(),
    );
    if dev.is_cuda() {
        let fused = ops::dense_is_fused(x.as_tensor(), &w_c, w.as_tensor(), &b_c, b.as_tensor()).unwrap();
        assert!(fused, "{dims:?} {dtype:?}: ops::dense did not take the cuBLASLt route");
    }
    poison(2 * rows * n + n * k, dtype, dev);
    let y = ops::dense(x.as_tensor(), &w_c, w.as_tensor(), &b_c, b.as_tensor(), act).unwrap();
    assert_eq!((y.dims(), y.dtype()), (&[rows, n][..], dtype));
    poison(rows * k + n * k, DType::F32, dev);
    let grads = (y.to_dtype(DType::F32).unwrap() * g.to_dtype(DType::F32).unwrap())
        .unwrap()
        .sum_all()
        .unwrap()
        .backward()
        .unwrap();
    let dw = grads.get(w.as_tensor()).expect("the master gets dW");
    let db = grads.get(b.as_tensor()).expect("the bias gets db");
    assert_eq!(
        (dw.dtype(), db.dtype()),
        (wide, wide),
        "dW and db in the masters' dtype"
    );
    [&y, grads.get(x.as_tensor()).unwrap(), dw, db].map(to_f32_vec).to_vec()
}

/// `len` values uniform in ±spread, each exact in `dtype`.
fn rounded_values(rng: &mut impl Rng, len: usize, spread: f32, dtype: DType) -> Vec<f32> {
    let v: Vec<f32> = (0..len).map(|_| rng.random_range(-spread..spread)).collect();
    let t = Tensor::new(v.as_slice(), &Device::Cpu).unwrap();
    to_f32_vec(&t.to_dtype(dtype).unwrap())
}

#[test]
fn dense_epilogues_match_f64_and_repeat_bit_for_bit() {
    let (dev, mut rng) = (cuda(), rng());
    let mut values = |len: usize, spread: f32, dtype: DType| rounded_values(&mut rng, len, spread, dtype);
    for (rows, n, k, dtype, act) in [
        (4096, 3072, 768, DType::BF16, Act::Gelu), // GPT-2 small's c_fc at 4 of its 16 rows
        (4096, 768, 3072, DType::BF16, Act::None), // its MLP c_proj
        (4096, 2304, 768, DType::BF16, Act::None), // its c_attn
        (1000, 1536, 384, DType::F16, Act::Gelu),  // the Shakespeare model's c_fc, fewer rows
        (24, 1152, 384, DType::BF16, Act::None),   // a few rows (decode-sized)
        (200, 40, 56, DType::F16, Act::Gelu),      // small, multiples of 8 only
        (203, 1536, 384, DType::BF16, Act::Gelu),  // a last row chunk of 11 rows
        (300, 1000, 200, DType::BF16, Act::Gelu),  // edge tiles in M, N and K (CUTLASS's 128 × 192 × 64)
        (2048, 1536, 384, DType::F32, Act::Gelu),  // fp32 compute: the Shakespeare c_fc
        (2048, 384, 1536, DType::F32, Act::None),  // its MLP c_proj
        (200, 40, 56, DType::F32, Act::None),
    ] {
        let v = [
            values(rows * k, 1.0, dtype),
            values(n * k, 0.1, dtype), // the master holds values exact in dtype: W_c = W
            values(n, 1.0, dtype),     // exact in dtype too: the epilogue adds the bias's copy
            values(rows * n, 1.0, dtype),
        ];
        let want = run(&Device::Cpu, DType::F64, DType::F64, act, (rows, n, k), &v);
        let got = run(&dev, dtype, DType::F32, act, (rows, n, k), &v);
        let what = format!("dense {act:?} [{rows}, {k}] x [{n}, {k}]ᵀ {dtype:?}");
        for ((g, w), name) in got.iter().zip(&want).zip(["y", "dx", "dW", "db"]) {
            let r = rel(g, w);
            println!("{what} {name}: rel err {r:.2e}");
            assert!(r <= tol(dtype), "{what} {name}: rel err {r}");
        }
        let again = run(&dev, dtype, DType::F32, act, (rows, n, k), &v);
        for ((a, b), name) in got.iter().zip(&again).zip(["y", "dx", "dW", "db"]) {
            let same = a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits());
            assert!(same, "{what} {name}: a second run gave other bits");
        }
    }
}

/// The GELU epilogue point by point, in each compute dtype: pre-activations u on a grid over
/// [-10, 10], exact in bf16 (so in every dtype and in TF32): x's first column u, W's first
/// column 1, the rest 0, b 0, so that the GEMM's sums are u exactly. Against the tanh-form GELU
/// in f64, within what cuBLASLt's GELU takes from the GPU's approximate tanh (`tanh.approx.f32`,
/// whose relative error PTX bounds by 2^-10.987, so its absolute error too: 0.5·|u| times that
/// in GELU) plus the output's rounding. docs/NUMERICS.md ("The GELU in cuBLASLt's epilogue")
/// reads the printed points: 0 for u ≤ −5 and a few % off around u = −4.5, where GELU is of
/// order 1e-6.
#[test]
fn gelu_epilogue_pointwise_against_f64() {
    let dev = cuda();
    let (rows, n, k) = (8192usize, 64usize, 768usize);
    let u: Vec<f32> = (0..rows)
        .map(|i| half::bf16::from_f32(-10.0 + 20.0 * i as f32 / (rows - 1) as f32).to_f32())
        .collect();
    let mut xv = vec![0f32; rows * k];
    for (r, &v) in u.iter().enumerate() {
        xv[r * k] = v;
    }
    let mut wv = vec![0f32; n * k];
    for c in 0..n {
        wv[c * k] = 1.0;
    }
    let gelu = |u: f64| 0.5 * u * (1.0 + ((2.0 / std::f64::consts::PI).sqrt() * (u + 0.044715 * u.powi(3))).tanh());
    for (dtype, out_eps) in [
        (DType::BF16, 2f64.powi(-8)),
        (DType::F16, 2f64.powi(-11)),
        (DType::F32, 2f64.powi(-24)),
    ] {
        let x = Tensor::from_slice(&xv, (rows, k), &dev)
            .unwrap()
            .to_dtype(dtype)
            .unwrap();
        let w = Var::from_tensor(&Tensor::from_slice(&wv, (n, k), &dev).unwrap()).unwrap();
        let b = Var::from_tensor(&Tensor::zeros(n, DType::F32, &dev).unwrap()).unwrap();
        let (w_c, b_c) = (
            w.as_tensor().to_dtype(dtype).unwrap(),
            b.as_tensor().to_dtype(dtype).unwrap(),
        );
        assert!(ops::dense_is_fused(&x, &w_c, w.as_tensor(), &b_c, b.as_tensor()).unwrap());
        let y = to_f32_vec(&ops::dense(&x, &w_c, w.as_tensor(), &b_c, b.as_tensor(), Act::Gelu).unwrap());
        let (mut worst_abs, mut worst_rel) = ((0f64, 0f64), (0f64, 0f64));
        for (r, &ur) in u.iter().enumerate() {
            let (uu, got) = (ur as f64, y[r * n] as f64);
            let want = gelu(uu);
            let abs = (got - want).abs();
            // the approximate tanh's error in GELU, then the output's rounding (f16's subnormals
            // step by 2^-24)
            let approx = 0.5 * uu.abs() * 2f64.powf(-10.987);
            let bound = approx + out_eps * (want.abs() + approx) + 2f64.powi(-24);
            assert!(
                abs <= bound,
                "{dtype:?} u={uu}: got {got:e}, want {want:e} (bound {bound:e})"
            );
            if abs > worst_abs.1 {
                worst_abs = (uu, abs);
            }
            if want.abs() > 1e-6 && abs / want.abs() > worst_rel.1 {
                worst_rel = (uu, abs / want.abs());
            }
        }
        println!(
            "GELU epilogue {dtype:?}: worst abs err {:.3e} at u={:.4}; worst rel err where |GELU| > 1e-6 {:.3e} at u={:.4}",
            worst_abs.1, worst_abs.0, worst_rel.1, worst_rel.0
        );
        for at in [-8.0f32, -6.0, -5.0, -4.5, -4.0, -3.0, -2.0, -1.0, -0.5, 0.5, 1.0, 3.0] {
            let r = u
                .iter()
                .enumerate()
                .min_by(|a, b| (a.1 - at).abs().total_cmp(&(b.1 - at).abs()))
                .unwrap()
                .0;
            println!(
                "  u={:+.4}: got {:+.6e}, want {:+.6e}",
                u[r],
                y[r * n],
                gelu(u[r] as f64)
            );
        }
    }
}

/// An operand cuBLASLt's aligned algorithms cannot take (a row length not a multiple of 8)
/// goes the composed way, with the same numbers as calling the two ops.
#[test]
fn dense_composes_where_cublaslt_cannot() {
    let dev = cuda();
    let x = Tensor::ones((5, 12), DType::BF16, &dev).unwrap();
    let w = Tensor::ones((7, 12), DType::F32, &dev).unwrap();
    let b = Tensor::ones(7, DType::F32, &dev).unwrap();
    let (w_c, b_c) = (w.to_dtype(DType::BF16).unwrap(), b.to_dtype(DType::BF16).unwrap());
    assert!(!ops::dense_is_fused(&x, &w_c, &w, &b_c, &b).unwrap());
    let y = ops::dense(&x, &w_c, &w, &b_c, &b, Act::Gelu).unwrap();
    let want = ops::bias_gelu(&ops::linear(&x, &w_c, &w).unwrap(), &b).unwrap();
    assert_eq!(to_f32_vec(&y), to_f32_vec(&want));
}

/// (out, d_stream, dx, dW, db) of `sum(dense_residual(stream, x, W, b, drop) ∘ g)`: on CUDA the
/// fused route (the branch's f32 gradient masked, rounded and column-summed in one pass); the
/// reference on the CPU in f64, `stream + mask ∘ (x·Wᵀ + b)` through candle's own ops.
fn run_residual(
    dev: &Device,
    dtype: DType,
    drop: Option<ops::Dropout>,
    dims: (usize, usize, usize),
    v: &[Vec<f32>; 5],
) -> Vec<Vec<f32>> {
    let (rows, n, k) = dims;
    let wide = if dev.is_cuda() { DType::F32 } else { DType::F64 };
    let t = |v: &[f32], d: &[usize], dt: DType| Tensor::from_slice(v, d, dev).unwrap().to_dtype(dt).unwrap();
    let stream = Var::from_tensor(&t(&v[0], &[rows, n], wide)).unwrap();
    let x = Var::from_tensor(&t(&v[1], &[rows, k], if dev.is_cuda() { dtype } else { wide })).unwrap();
    let w = Var::from_tensor(&t(&v[2], &[n, k], wide)).unwrap();
    let b = Var::from_tensor(&t(&v[3], &[n], wide)).unwrap();
    let g = t(&v[4], &[rows, n], wide);
    let out = if dev.is_cuda() {
        let (w_c, b_c) = (
            w.as_tensor().to_dtype(dtype).unwrap(),
            b.as_tensor().to_dtype(dtype).unwrap(),
        );
        assert!(ops::dense_is_fused(x.as_tensor(), &w_c, w.as_tensor(), &b_c, b.as_tensor()).unwrap());
        poison(2 * rows * n + n * k, dtype, dev);
        let (s, x) = (stream.as_tensor(), x.as_tensor());
        ops::dense_residual(s, x, &w_c, w.as_tensor(), &b_c, b.as_tensor(), (drop, None))
            .unwrap()
            .stream
    } else {
        let mask = match drop {
            Some(d) => ops::dropout_mask(&d, rows * n, dev).unwrap().to_dtype(wide).unwrap(),
            None => Tensor::ones(rows * n, wide, dev).unwrap(),
        };
        let branch = x.as_tensor().matmul(&w.as_tensor().t().unwrap()).unwrap();
        let branch = branch.broadcast_add(b.as_tensor()).unwrap();
        (stream.as_tensor() + (branch * mask.reshape((rows, n)).unwrap()).unwrap()).unwrap()
    };
    assert_eq!((out.dims(), out.dtype()), (&[rows, n][..], wide));
    poison(rows * k + n * k, DType::F32, dev);
    let grads = (&out * &g).unwrap().sum_all().unwrap().backward().unwrap();
    let grad = |v: &Var| grads.get(v.as_tensor()).expect("every input gets a gradient");
    assert_eq!(
        (grad(&w).dtype(), grad(&b).dtype()),
        (wide, wide),
        "dW and db in the masters' dtype"
    );
    [&out, grad(&stream), grad(&x), grad(&w), grad(&b)]
        .map(to_f32_vec)
        .to_vec()
}

/// `ops::dense_residual` on CUDA, with and without the branch's dropout: the stream plus the
/// masked branch, the stream's gradient passed through, and dx, dW, db from the masked gradient
/// rounded once, against f64 (fails if the mask is applied twice, or not at all, on the way
/// back, or if db sums the unmasked gradient); and the same bits on a second run.
#[test]
fn dense_residual_matches_f64_with_and_without_dropout() {
    let (dev, mut rng) = (cuda(), rng());
    let mut values = |len: usize, spread: f32, dtype: DType| rounded_values(&mut rng, len, spread, dtype);
    let drop = ops::Dropout { p: 0.2, seed: 41 };
    for (rows, n, k, dtype, drop) in [
        (4096, 768, 3072, DType::BF16, None), // GPT-2 small's MLP c_proj at 4 of its 16 rows
        (4096, 768, 768, DType::BF16, Some(drop)), // its attention c_proj, with dropout
        (1000, 384, 1536, DType::F16, Some(drop)), // the Shakespeare model's MLP c_proj
        (24, 384, 384, DType::BF16, None),    // a few rows
        (200, 40, 56, DType::F16, Some(drop)), // small, multiples of 8 only
    ] {
        let v = [
            values(rows * n, 1.0, DType::F32),
            values(rows * k, 1.0, dtype),
            values(n * k, 0.1, dtype), // exact in dtype: W_c = W
            values(n, 1.0, dtype),
            values(rows * n, 1.0, DType::F32),
        ];
        let want = run_residual(&Device::Cpu, dtype, drop, (rows, n, k), &v);
        let got = run_residual(&dev, dtype, drop, (rows, n, k), &v);
        let what = format!("dense_residual [{rows}, {k}] x [{n}, {k}]ᵀ {dtype:?} dropout {drop:?}");
        for ((g, w), name) in got.iter().zip(&want).zip(["out", "d_stream", "dx", "dW", "db"]) {
            let r = rel(g, w);
            println!("{what} {name}: rel err {r:.2e}");
            assert!(r <= tol(dtype), "{what} {name}: rel err {r}");
        }
        let again = run_residual(&dev, dtype, drop, (rows, n, k), &v);
        for ((a, b), name) in got.iter().zip(&again).zip(["out", "d_stream", "dx", "dW", "db"]) {
            let same = a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits());
            assert!(same, "{what} {name}: a second run gave other bits");
        }
    }
}

/// A GELU layer no gradient will be asked of (evaluation: every input detached) runs the
/// epilogue without the pre-activation (GELU_BIAS): its y against the training form's, which
/// the test above holds to f64, within the same bar.
#[test]
fn dense_gelu_without_a_gradient_matches_the_training_form() {
    let (dev, mut rng) = (cuda(), rng());
    let (rows, n, k) = (4096, 1536, 384);
    let mut t = |d: &[usize], spread: f32, dt: DType| {
        let v: Vec<f32> = (0..d.iter().product::<usize>())
            .map(|_| rng.random_range(-spread..spread))
            .collect();
        Tensor::from_slice(&v, d, &dev).unwrap().to_dtype(dt).unwrap()
    };
    let (x, w, b) = (
        t(&[rows, k], 1.0, DType::BF16),
        t(&[n, k], 0.1, DType::F32),
        t(&[n], 1.0, DType::F32),
    );
    let (w_c, b_c) = (w.to_dtype(DType::BF16).unwrap(), b.to_dtype(DType::BF16).unwrap());
    let wv = Var::from_tensor(&w).unwrap();
    let trained = ops::dense(&x, &w_c, wv.as_tensor(), &b_c, &b, Act::Gelu).unwrap();
    let inferred = ops::dense(&x, &w_c, &w, &b_c, &b, Act::Gelu).unwrap();
    let (a, e) = (to_f32_vec(&inferred), to_f32_vec(&trained));
    let r = rel(&a, &e);
    let same = a.iter().zip(&e).all(|(x, y)| x.to_bits() == y.to_bits());
    println!("dense GELU without a gradient: rel err {r:.2e} against the training form, bit-identical: {same}");
    assert!(r <= tol(DType::BF16), "rel err {r}");
}

/// GPT-2 small's shape at two layers and 16 × 256 tokens (every GEMM on cuBLASLt: the Linear
/// layers' forward, dx and dW, the LM head's over the 50,304-token vocabulary), six training steps
/// and an evaluation with `sets` added, in a process of its own with `env` set: each logged
/// step's loss and gradient norm, and the evaluation's loss.
fn gpt2_small_rows(name: &str, env: (&str, &str), sets: &[&str]) -> (Vec<String>, Vec<String>) {
    use super::common::{bin, root, rows, scratch, stderr};
    let out = scratch(&format!("gpu-{name}"));
    let mut all = vec![
        "device=\"cuda\"".to_string(),
        "model.n_layer=2".into(),
        "model.block_size=256".into(),
        "train.max_steps=6".into(),
        "train.eval_every=6".into(),
        "log.every=1".into(),
        "log.tensorboard=false".into(),
        "checkpoint.every=0".into(),
        format!("log.out_dir={}", out.display()),
    ];
    all.extend(sets.iter().map(|s| s.to_string()));
    let mut cmd = bin();
    cmd.arg("train")
        .arg("--config")
        .arg(root().join("configs/gpt2-small.toml"));
    for s in &all {
        cmd.arg("--set").arg(s);
    }
    let o = cmd
        .env(env.0, env.1)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let pick = |kind: &str, keys: &[&str]| -> Vec<String> {
        let r = rows(&out, kind);
        r.iter()
            .map(|r| keys.iter().map(|k| r[*k].to_string()).collect::<Vec<_>>().join(" "))
            .collect()
    };
    (
        pick("train", &["step", "loss", "grad_norm"]),
        pick("eval", &["step", "val_loss"]),
    )
}

/// The GEMM tuner (`ops::cublaslt`: per shape, the fastest of cuBLASLt's ranked algorithms whose
/// outputs are bit for bit its first's) changes no number: `gpt2_small_rows` trains the same
/// losses, norms and evaluation as a run whose GEMMs all take the heuristic's first
/// (`MINIGPT_GEMM_TUNE=0`; the choice is made once per process). Fails if the tuner kept an
/// algorithm of other bits, or left a GEMM's output from a candidate it did not keep.
#[test]
fn gemm_tuning_changes_no_bits() {
    let tune = "MINIGPT_GEMM_TUNE";
    let (tuned, first) = (
        gpt2_small_rows("gemm-tune-1", (tune, "1"), &[]),
        gpt2_small_rows("gemm-tune-0", (tune, "0"), &[]),
    );
    assert_eq!(tuned.0.len(), 6, "six training rows");
    assert_eq!(tuned, first, "tuned GEMMs against the heuristic's first");
}

/// The weight-gradient GEMMs on their second stream (`ops::side_stream`) change no number: one
/// micro-batch, two (the stream joined after each backward pass, the second's gradients summed
/// into the first's), and activation checkpointing (a block's backward run inside the pass) each
/// train the same losses, norms and evaluation as with `MINIGPT_WGRAD_STREAM=0`; so does a
/// backward with the LM head's GEMM (6 × 393 output tiles) kept on the compute stream and the
/// blocks' (at most 144) beside, by `MINIGPT_WGRAD_STREAM_TILES`. Fails if a gradient was read
/// before its GEMM had run, or an operand freed while a GEMM read it.
#[test]
fn weight_gradients_beside_the_backward_change_no_bits() {
    let var = "MINIGPT_WGRAD_STREAM";
    for (name, beside_env, sets) in [
        ("plain", (var, "1"), &[][..]),
        ("accum2", (var, "1"), &["train.grad_accum=2"][..]),
        ("ckpt", (var, "1"), &["train.activation_checkpointing=\"blocks\""][..]),
        ("mixed", ("MINIGPT_WGRAD_STREAM_TILES", "150"), &[][..]),
    ] {
        let beside = gpt2_small_rows(&format!("wgrad-{name}-1"), beside_env, sets);
        let apart = gpt2_small_rows(&format!("wgrad-{name}-0"), (var, "0"), sets);
        assert_eq!(beside.0.len(), 6, "{name}: six training rows");
        assert_eq!(beside, apart, "{name}: the second stream against candle's alone");
    }
}

/// kernels/digest.cu (the GEMM tuner's comparison of outputs) equals its host reference over a
/// buffer of an odd length at a storage offset (bf16 and f32), and one word changed anywhere
/// changes it. Fails if the kernel skipped words (a grid-stride bound, the warp sum) or mixed
/// the index wrongly, or if two outputs that differ could compare equal.
#[test]
fn the_gemm_digest_matches_its_reference() {
    let (dev, mut r) = (cuda(), rng());
    for (n, off, dtype) in [(1_000_003, 3, DType::BF16), (65_537, 0, DType::F32)] {
        let v: Vec<f32> = (0..n + off).map(|_| r.random_range(-4.0..4.0)).collect();
        let host = Tensor::from_vec(v, n + off, &Device::Cpu)
            .unwrap()
            .to_dtype(dtype)
            .unwrap();
        let t = host.to_device(&dev).unwrap().narrow(0, off, n).unwrap();
        let words: Vec<u16> = match dtype {
            DType::BF16 => host.to_vec1::<half::bf16>().unwrap()[off..]
                .iter()
                .map(|x| x.to_bits())
                .collect(),
            _ => host.to_vec1::<f32>().unwrap()[off..]
                .iter()
                .flat_map(|x| {
                    let b = x.to_bits();
                    [b as u16, (b >> 16) as u16]
                })
                .collect(),
        };
        let got = ops::digest_of(&t).unwrap();
        assert_eq!(got, ops::digest_reference(&words), "{n} +{off} {dtype:?}");
        // one word's lowest bit flipped, on the device
        let mut changed = words.clone();
        let at = r.random_range(0..changed.len());
        changed[at] ^= 1;
        let flipped: Vec<half::bf16> = changed.iter().map(|&w| half::bf16::from_bits(w)).collect();
        let flipped = Tensor::from_vec(flipped, changed.len(), &dev).unwrap();
        let got_flipped = ops::digest_of(&flipped).unwrap();
        assert_eq!(got_flipped, ops::digest_reference(&changed));
        assert_ne!(
            got_flipped, got,
            "{n} +{off} {dtype:?}: word {at} flipped, the same digest"
        );
    }
}

/// The gradients of (stream, x, W, b, gamma, beta) through `dense_residual` whose add computes
/// the next LayerNorm (`ops::NextNorm`), followed as in the model by the next residual add, of a
/// branch computed from the LayerNorm's output (here that output itself), under `loss = Σ
/// stream'' ∘ w1`: the stream's gradient at the first add is then the LayerNorm backward's
/// output, the next add's pass-through added in its kernel, which on CUDA also computes the
/// branch's dh and db (`BranchCast`), unless `apart`. `v`: stream, x, W, b, gamma, beta, w1, as
/// the test below draws them.
pub(crate) fn branch_through_next_norm(
    dev: &Device,
    dtype: DType,
    drop: Option<ops::Dropout>,
    (rows, n, k): (usize, usize, usize),
    v: &[Vec<f32>; 7],
    apart: bool,
) -> Vec<Vec<f32>> {
    let t = |v: &[f32], d: &[usize], dt: DType| Tensor::from_slice(v, d, dev).unwrap().to_dtype(dt).unwrap();
    let var = |v: &[f32], d: &[usize], dt: DType| Var::from_tensor(&t(v, d, dt)).unwrap();
    let stream = var(&v[0], &[rows, n], DType::F32);
    let x = var(&v[1], &[rows, k], dtype);
    let (w, b) = (var(&v[2], &[n, k], DType::F32), var(&v[3], &[n], DType::F32));
    let (gamma, beta) = (var(&v[4], &[n], DType::F32), var(&v[5], &[n], DType::F32));
    let w1 = t(&v[6], &[rows, n], DType::F32);
    let (w_c, b_c) = (
        w.as_tensor().to_dtype(dtype).unwrap(),
        b.as_tensor().to_dtype(dtype).unwrap(),
    );
    let pass = || {
        let next = ops::NextNorm {
            gamma: gamma.as_tensor().clone(),
            beta: beta.as_tensor().clone(),
            eps: 1e-5,
            out: dtype,
        };
        let (s, xs) = (stream.as_tensor(), x.as_tensor());
        let added = ops::dense_residual(s, xs, &w_c, w.as_tensor(), &b_c, b.as_tensor(), (drop, Some(&next))).unwrap();
        let normed = added.normed.expect("the add computes the LayerNorm at these shapes");
        let next = ops::residual_add(&added.stream, &normed, None).unwrap();
        (&next * &w1).unwrap().sum_all().unwrap().backward().unwrap()
    };
    let grads = if apart { ops::without_handoffs(pass) } else { pass() };
    [&stream, &x, &w, &b, &gamma, &beta]
        .map(|v| to_f32_vec(grads.get(v.as_tensor()).expect("every input gets a gradient")))
        .to_vec()
}

/// The Linear layer of a residual branch gets its dh and db from the backward of the LayerNorm
/// that reads the stream next (kernels/layernorm.cu's `ln_bwd_cast`): the stream's, x's, W's,
/// gamma's and beta's gradients bit for bit those of the separate pass (`cast_colsum`), so dh
/// is the same masked rounding; db within fp32's summation-order error of it and of the f64 sum
/// of the masked stream gradient. Fails on a wrong mask index, a cast of dx before its residual
/// add, a dh handed to the wrong layer, or a lost or doubled row in db.
#[test]
fn a_branch_gradient_from_the_next_layer_norm_matches_its_own_pass() {
    let (dev, mut rng) = (cuda(), rng());
    let mut values = |len: usize, spread: f32, dtype: DType| rounded_values(&mut rng, len, spread, dtype);
    let drop = ops::Dropout { p: 0.2, seed: 7 };
    for (rows, n, k, dtype, drop) in [
        (4500, 768, 256, DType::BF16, None), // GPT-2 small's width (vec6), rows not a multiple of 8
        (4500, 768, 256, DType::BF16, Some(drop)), // with the branch's dropout
        (1000, 384, 128, DType::F16, Some(drop)), // the Shakespeare model's (vec3)
        (100, 128, 64, DType::BF16, None),   // vec1, fewer rows than warps × blocks
    ] {
        let v = [
            values(rows * n, 1.0, DType::F32),
            values(rows * k, 1.0, dtype),
            values(n * k, 0.1, dtype),
            values(n, 1.0, dtype),
            values(n, 1.0, DType::F32),
            values(n, 1.0, DType::F32),
            values(rows * n, 1.0, DType::F32),
        ];
        let what = format!("[{rows}, {n}] from [{rows}, {k}] {dtype:?} dropout {drop:?}");
        let got = branch_through_next_norm(&dev, dtype, drop, (rows, n, k), &v, false);
        let want = branch_through_next_norm(&dev, dtype, drop, (rows, n, k), &v, true);
        for (i, name) in ["d_stream", "dx", "dW", "db", "dgamma", "dbeta"]
            .into_iter()
            .enumerate()
        {
            let (a, e) = (&got[i], &want[i]);
            assert!(a.iter().all(|v| v.is_finite()), "{what} {name}: not finite");
            if name == "db" {
                continue;
            }
            let same = a.len() == e.len() && a.iter().zip(e).all(|(p, q)| p.to_bits() == q.to_bits());
            assert!(same, "{what} {name}: differs from the separate pass's");
        }
        // db against the separate pass's and against the f64 column sums of the masked gradient
        let mask = match drop {
            Some(d) => to_f32_vec(&ops::dropout_mask(&d, rows * n, &Device::Cpu).unwrap()),
            None => vec![1.0; rows * n],
        };
        let g = &got[0];
        let mut db64 = vec![0f64; n];
        for (r, row) in g.chunks(n).enumerate() {
            for (j, &gv) in row.iter().enumerate() {
                db64[j] += gv as f64 * mask[r * n + j] as f64;
            }
        }
        let db64: Vec<f32> = db64.into_iter().map(|v| v as f32).collect();
        for (other, against) in [(&want[3], "the separate pass"), (&db64, "f64")] {
            let r = rel(&got[3], other);
            println!("{what} db: rel err {r:.2e} against {against}");
            assert!(r <= 1e-5, "{what} db: rel err {r} against {against}");
        }
        let again = branch_through_next_norm(&dev, dtype, drop, (rows, n, k), &v, false);
        assert!(
            got.iter()
                .flatten()
                .zip(again.iter().flatten())
                .all(|(a, b)| a.to_bits() == b.to_bits()),
            "{what}: a second run gave other bits"
        );
    }
}

/// The gradients of (x, W, b) through the qkv projection and the packed attention, the
/// projection's bias gradient handed over by the attention's backward (`ops::Handoff`) unless
/// `apart`, under `loss = Σ attention(x·Wᵀ + b) ∘ g`. `v`: x, W, b, g.
pub(crate) fn projection_through_attention(
    dev: &Device,
    drop: Option<ops::Dropout>,
    (b, t, c, n_head): (usize, usize, usize, usize),
    v: &[Vec<f32>; 4],
    apart: bool,
) -> Vec<Vec<f32>> {
    let dtype = DType::BF16;
    let t_ = |v: &[f32], d: &[usize], dt: DType| Tensor::from_slice(v, d, dev).unwrap().to_dtype(dt).unwrap();
    let x = Var::from_tensor(&t_(&v[0], &[b, t, c], dtype)).unwrap();
    let w = Var::from_tensor(&t_(&v[1], &[3 * c, c], DType::F32)).unwrap();
    let bias = Var::from_tensor(&t_(&v[2], &[3 * c], DType::F32)).unwrap();
    let g = t_(&v[3], &[b, t, c], dtype);
    let (w_c, b_c) = (
        w.as_tensor().to_dtype(dtype).unwrap(),
        bias.as_tensor().to_dtype(dtype).unwrap(),
    );
    let pass = || {
        let handoff = ops::Handoff::default();
        let (ws, bs) = ((&w_c, w.as_tensor()), (&b_c, bias.as_tensor()));
        let qkv = ops::dense_with_handoff(x.as_tensor(), ws, bs, Act::None, Some(&handoff)).unwrap();
        let y = ops::causal_attention_qkv_with_handoff(&qkv, n_head, drop, Some(&handoff)).unwrap();
        (&y * &g)
            .unwrap()
            .to_dtype(DType::F32)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap()
    };
    let grads = if apart { ops::without_handoffs(pass) } else { pass() };
    [&x, &w, &bias]
        .map(|v| to_f32_vec(grads.get(v.as_tensor()).expect("every input gets a gradient")))
        .to_vec()
}

/// The qkv projection's bias gradient summed by the packed attention's wgmma backward as it
/// writes the gradient (kernels/attention.cu's `colsum`), instead of cuBLASLt's BGRADB: x's and
/// W's gradients bit for bit those of the projection summing it itself, db within fp32's
/// summation-order error of its sum; with dropout, at a T that leaves a partial tile, at
/// several heads and batches. Fails on a column sum written to another head's or part's
/// columns, a tile counted twice or not at all, rows past T summed, or sums of values other
/// than the stored ones.
#[test]
fn the_attention_backward_hands_the_qkv_projection_its_bias_gradient() {
    let (dev, mut rng) = (cuda(), rng());
    if ops::compute_capability(&dev).unwrap() != Some((9, 0)) {
        println!("not an sm_90 GPU: the wgmma backward, which sums the columns, does not run");
        return;
    }
    let mut values = |len: usize, spread: f32| rounded_values(&mut rng, len, spread, DType::BF16);
    for (b, t, c, n_head, drop) in [
        (2, 1024, 768, 12, None),                                 // GPT-2 small's layer at 2 rows
        (3, 200, 256, 4, Some(ops::Dropout { p: 0.1, seed: 5 })), // a partial tile, dropout
        (1, 64, 128, 2, None),                                    // one tile
    ] {
        let v = [
            values(b * t * c, 1.0),
            values(3 * c * c, 0.05),
            values(3 * c, 0.5),
            values(b * t * c, 1.0),
        ];
        let what = format!("[{b}, {t}, {c}] heads {n_head} dropout {drop:?}");
        let got = projection_through_attention(&dev, drop, (b, t, c, n_head), &v, false);
        let want = projection_through_attention(&dev, drop, (b, t, c, n_head), &v, true);
        for (i, name) in ["dx", "dW", "db"].into_iter().enumerate() {
            let (a, e) = (&got[i], &want[i]);
            assert!(a.iter().all(|v| v.is_finite()), "{what} {name}: not finite");
            if name == "db" {
                let r = rel(a, e);
                println!("{what} db: rel err {r:.2e} against BGRADB's");
                assert!(r <= 1e-5, "{what} db: rel err {r}");
            } else {
                let same = a.len() == e.len() && a.iter().zip(e).all(|(p, q)| p.to_bits() == q.to_bits());
                assert!(same, "{what} {name}: differs from the projection's own sums");
            }
        }
        let again = projection_through_attention(&dev, drop, (b, t, c, n_head), &v, false);
        assert!(
            got.iter()
                .flatten()
                .zip(again.iter().flatten())
                .all(|(a, b)| a.to_bits() == b.to_bits()),
            "{what}: a second run gave other bits"
        );
    }
}

/// (out, d_stream, dx, dW1, db1, dW2, db2) of `sum(mlp(stream, x) ∘ g)` for the MLP
/// `stream + mask ∘ (gelu(x·W1ᵀ + b1)·W2ᵀ + b2)`: on CUDA `ops::mlp_residual` (which must take its
/// route: the GELU's backward in the down-projection's data-gradient GEMM), on the CPU the f64
/// reference through the composed ops.
fn run_mlp(
    dev: &Device,
    drop: Option<ops::Dropout>,
    (rows, c, hidden): (usize, usize, usize),
    v: &[Vec<f32>; 7],
) -> Vec<Vec<f32>> {
    let cuda = dev.is_cuda();
    let wide = if cuda { DType::F32 } else { DType::F64 };
    let t = |v: &[f32], d: &[usize], dt: DType| Tensor::from_slice(v, d, dev).unwrap().to_dtype(dt).unwrap();
    let var = |v: &[f32], d: &[usize], dt: DType| Var::from_tensor(&t(v, d, dt)).unwrap();
    let stream = var(&v[0], &[rows, c], wide);
    let x = var(&v[1], &[rows, c], if cuda { DType::BF16 } else { wide });
    let (w1, b1) = (var(&v[2], &[hidden, c], wide), var(&v[3], &[hidden], wide));
    let (w2, b2) = (var(&v[4], &[c, hidden], wide), var(&v[5], &[c], wide));
    let g = t(&v[6], &[rows, c], wide);
    let out = if cuda {
        let copy = |v: &Var| v.as_tensor().to_dtype(DType::BF16).unwrap();
        let (w1_c, b1_c, w2_c, b2_c) = (copy(&w1), copy(&b1), copy(&w2), copy(&b2));
        let up = ops::LayerWeights {
            w_c: &w1_c,
            w_master: w1.as_tensor(),
            b_c: &b1_c,
            b: b1.as_tensor(),
        };
        let down = ops::LayerWeights {
            w_c: &w2_c,
            w_master: w2.as_tensor(),
            b_c: &b2_c,
            b: b2.as_tensor(),
        };
        poison(3 * rows * hidden, DType::BF16, dev);
        let added = ops::mlp_residual(stream.as_tensor(), x.as_tensor(), up, down, (drop, None)).unwrap();
        added
            .expect("the fused GELU backward applies on an sm_90 GPU at these shapes")
            .stream
    } else {
        let mask = match drop {
            Some(d) => ops::dropout_mask(&d, rows * c, dev).unwrap().to_dtype(wide).unwrap(),
            None => Tensor::ones(rows * c, wide, dev).unwrap(),
        };
        let h = ops::bias_gelu(
            &x.as_tensor().matmul(&w1.as_tensor().t().unwrap()).unwrap(),
            b1.as_tensor(),
        )
        .unwrap();
        let branch = h.matmul(&w2.as_tensor().t().unwrap()).unwrap();
        let branch = branch.broadcast_add(b2.as_tensor()).unwrap();
        (stream.as_tensor() + (branch * mask.reshape((rows, c)).unwrap()).unwrap()).unwrap()
    };
    assert_eq!((out.dims(), out.dtype()), (&[rows, c][..], wide));
    poison(2 * rows * hidden, DType::F32, dev);
    let grads = (&out * &g).unwrap().sum_all().unwrap().backward().unwrap();
    let grad = |v: &Var| grads.get(v.as_tensor()).expect("every input gets a gradient");
    for p in [&w1, &b1, &w2, &b2] {
        assert_eq!(grad(p).dtype(), wide, "the masters get their gradients in their dtype");
    }
    [
        &out,
        grad(&stream),
        grad(&x),
        grad(&w1),
        grad(&b1),
        grad(&w2),
        grad(&b2),
    ]
    .map(to_f32_vec)
    .to_vec()
}

/// `ops::mlp_residual`, the MLP whose GELU backward runs in the down-projection's data-gradient
/// GEMM (CUTLASS, `ops::dgelu_gemm`), at GPT-2 small's and the Shakespeare model's widths, with
/// and without dropout: the output and all seven gradients against f64 within the bf16 bar
/// (fails if gelu' is wrong or applied to the wrong tensor, if the bias gradient's tile sums are
/// lost or summed twice, if the down-projection's dW reads U instead of gelu(U), or if a value is
/// left unwritten: the buffers are poisoned with NaN first); and the same bits on a second run.
#[test]
fn mlp_with_the_gelu_backward_in_the_gemm_matches_f64_and_repeats() {
    let (dev, mut rng) = (cuda(), rng());
    let mut values = |len: usize, spread: f32, dtype: DType| rounded_values(&mut rng, len, spread, dtype);
    let drop = ops::Dropout { p: 0.1, seed: 7 };
    for (rows, c, drop) in [
        (4096, 768, None),       // GPT-2 small at 4 of its 16 sequences
        (2048, 384, Some(drop)), // the Shakespeare model, with the branch's dropout
        (384, 64, None),         // the narrowest: 4C = 256, one column tile; three row tiles
    ] {
        let hidden = 4 * c;
        let v = [
            values(rows * c, 1.0, DType::F32),
            values(rows * c, 1.0, DType::BF16),
            values(hidden * c, 0.1, DType::BF16), // exact in bf16: the compute copies equal the masters
            values(hidden, 1.0, DType::BF16),
            values(c * hidden, 0.05, DType::BF16),
            values(c, 1.0, DType::BF16),
            values(rows * c, 1.0, DType::F32),
        ];
        let names = ["out", "d_stream", "dx", "dW1", "db1", "dW2", "db2"];
        let want = run_mlp(&Device::Cpu, drop, (rows, c, hidden), &v);
        let got = run_mlp(&dev, drop, (rows, c, hidden), &v);
        let what = format!("mlp_residual [{rows}, {c}] -> {hidden} bf16 dropout {drop:?}");
        for ((g, w), name) in got.iter().zip(&want).zip(names) {
            let r = rel(g, w);
            println!("{what} {name}: rel err {r:.2e}");
            assert!(r <= tol(DType::BF16), "{what} {name}: rel err {r}");
        }
        let again = run_mlp(&dev, drop, (rows, c, hidden), &v);
        for ((a, b), name) in got.iter().zip(&again).zip(names) {
            let same = a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits());
            assert!(same, "{what} {name}: a second run gave other bits");
        }
    }
}
