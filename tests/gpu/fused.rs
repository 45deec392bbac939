//! The fused ops of kernels/layernorm.cu, kernels/bias_act.cu and kernels/xent.cu against an f64
//! reference: each op's own CPU path in f64 on the same (dtype-rounded) inputs. Outputs and
//! every gradient, odd row lengths (the scalar paths) and model shapes (the vector paths), an
//! unaligned storage offset, fresh random inputs, outputs and gradients poisoned before the run.

use candle_core::{DType, Device, Tensor, Var};
use minigpt::ops;
use rand::Rng;

use super::{cuda, first_bit_difference, poison, rel, rng, to_f32_vec};

/// docs/DESIGN.md §7's bar for bf16: max-norm relative error <= 1e-2. bf16 outputs round once (2^-9);
/// everything inside the kernels is fp32.
const TOL: f32 = 1e-2;

fn values(rng: &mut impl Rng, len: usize, spread: f32) -> Vec<f32> {
    (0..len).map(|_| rng.random_range(-spread..spread)).collect()
}

fn check(what: &str, got: &[Vec<f32>], want: &[Vec<f32>], names: &[&str]) {
    for ((g, w), name) in got.iter().zip(want).zip(names) {
        let r = rel(g, w);
        println!("{what} {name}: rel err {r:.2e}");
        assert!(r <= TOL, "{what} {name}: rel err {r}");
    }
}

/// `v` rounded to `dtype` (nearest even) and widened back: values exact in that dtype.
fn rounded(v: &[f32], dtype: DType) -> Vec<f32> {
    to_f32_vec(&Tensor::new(v, &Device::Cpu).unwrap().to_dtype(dtype).unwrap())
}

/// A tensor of `dtype` on `dev` whose storage starts `offset` elements into its buffer.
fn at(v: &[f32], dims: &[usize], dtype: DType, dev: &Device, offset: usize) -> Tensor {
    let n: usize = dims.iter().product();
    let mut padded = vec![0f32; offset];
    padded.extend_from_slice(v);
    Tensor::from_vec(padded, offset + n, dev)
        .unwrap()
        .to_dtype(dtype)
        .unwrap()
        .narrow(0, offset, n)
        .unwrap()
        .reshape(dims)
        .unwrap()
}

/// y and (dx, dgamma, dbeta) of `sum(layer_norm(x) ∘ w)`; x, gamma, beta in `wide`, y in `out`.
fn layer_norm_run(
    dev: &Device,
    wide: DType,
    out: DType,
    (rows, c, off): (usize, usize, usize),
    v: &[Vec<f32>; 4],
) -> Vec<Vec<f32>> {
    let x = Var::from_tensor(&at(&v[0], &[rows, c], wide, dev, off)).unwrap();
    let g = Var::from_tensor(&at(&v[1], &[c], wide, dev, 0)).unwrap();
    let b = Var::from_tensor(&at(&v[2], &[c], wide, dev, 0)).unwrap();
    let w = at(&v[3], &[rows, c], out, dev, 0);
    poison(rows * c, out, dev);
    let y = ops::layer_norm(x.as_tensor(), g.as_tensor(), b.as_tensor(), 1e-5, out).unwrap();
    assert_eq!(y.dtype(), out);
    poison(rows * c + 2 * c, wide, dev);
    let grads = (&y * &w).unwrap().sum_all().unwrap().backward().unwrap();
    let mut all = vec![to_f32_vec(&y)];
    for v in [&x, &g, &b] {
        let d = grads.get(v.as_tensor()).unwrap();
        assert_eq!(d.dtype(), wide);
        all.push(to_f32_vec(d));
    }
    all
}

#[test]
fn layer_norm_matches_f64() {
    let (dev, mut rng) = (cuda(), rng());
    for (rows, c, off, out) in [
        (1, 37, 0, DType::BF16),
        (129, 384, 3, DType::BF16),
        (2048, 768, 0, DType::BF16),
        (4500, 768, 0, DType::BF16), // more rows than warps: each warp stages its next rows
        (300, 1000, 1, DType::F16),
        (300, 1000, 0, DType::F16), // float4 lanes forward, three-pass backward
        (33, 516, 4, DType::BF16),  // float4 lanes, the last group part-filled, aligned offset
        (64, 384, 0, DType::F32),
        (2048, 1600, 0, DType::BF16), // GPT-2 XL's rows: backward sums in shared memory
        (300, 1024, 4, DType::F16),   // the same at 1024 (vecs8), an aligned offset
        (40, 2048, 0, DType::F32),    // the longest float4 rows (vecs16)
        (50, 1500, 0, DType::BF16),   // a part-filled last group (vecs13)
        (50, 2100, 0, DType::BF16),   // above 2048: the three-pass kernels
    ] {
        // x with a large common offset: the two-pass variance must not cancel
        let x: Vec<f32> = values(&mut rng, rows * c, 3.0).iter().map(|v| v + 20.0).collect();
        let g = values(&mut rng, c, 1.0).iter().map(|v| 1.0 + v).collect();
        let v = [x, g, values(&mut rng, c, 0.5), values(&mut rng, rows * c, 1.0)];
        let w_rounded = rounded(&v[3], out);
        let v = [v[0].clone(), v[1].clone(), v[2].clone(), w_rounded];
        let want = layer_norm_run(&Device::Cpu, DType::F64, DType::F64, (rows, c, 0), &v);
        let got = layer_norm_run(&dev, DType::F32, out, (rows, c, off), &v);
        check(
            &format!("layer_norm {rows}x{c} +{off} {out:?}"),
            &got,
            &want,
            &["y", "dx", "dgamma", "dbeta"],
        );
    }
}

/// y and (dh, db) of `sum(op(h, b) ∘ w)`; h, w in `dtype`, b in `bias`.
fn bias_run(
    dev: &Device,
    gelu: bool,
    dtype: DType,
    bias: DType,
    (rows, c, off): (usize, usize, usize),
    v: &[Vec<f32>; 3],
) -> Vec<Vec<f32>> {
    let h = Var::from_tensor(&at(&v[0], &[rows, c], dtype, dev, off)).unwrap();
    let b = Var::from_tensor(&at(&v[1], &[c], bias, dev, 0)).unwrap();
    let w = at(&v[2], &[rows, c], dtype, dev, 0);
    poison(rows * c, dtype, dev);
    let y = if gelu {
        ops::bias_gelu(h.as_tensor(), b.as_tensor())
    } else {
        ops::bias_add(h.as_tensor(), b.as_tensor())
    }
    .unwrap();
    assert_eq!(y.dtype(), dtype);
    poison(rows * c, dtype, dev);
    let grads = (&y * &w).unwrap().sum_all().unwrap().backward().unwrap();
    let (dh, db) = (grads.get(h.as_tensor()).unwrap(), grads.get(b.as_tensor()).unwrap());
    assert_eq!((dh.dtype(), db.dtype()), (dtype, bias));
    vec![to_f32_vec(&y), to_f32_vec(dh), to_f32_vec(db)]
}

#[test]
fn bias_gelu_and_bias_add_match_f64() {
    let (dev, mut rng) = (cuda(), rng());
    for gelu in [true, false] {
        for (rows, c, off, dtype) in [
            (1, 37, 0, DType::BF16),
            (77, 1536, 0, DType::BF16),
            (33, 1536, 5, DType::BF16),
            (4096, 3072, 0, DType::BF16),
            (100, 384, 0, DType::F16),
            (50, 1152, 0, DType::F32),
        ] {
            let round = |v: Vec<f32>| rounded(&v, dtype);
            let v = [
                round(values(&mut rng, rows * c, 4.0)),
                values(&mut rng, c, 1.0),
                round(values(&mut rng, rows * c, 1.0)),
            ];
            let want = bias_run(&Device::Cpu, gelu, DType::F64, DType::F64, (rows, c, 0), &v);
            let got = bias_run(&dev, gelu, dtype, DType::F32, (rows, c, off), &v);
            let what = format!("bias_{} {rows}x{c} +{off} {dtype:?}", if gelu { "gelu" } else { "add" });
            check(&what, &got, &want, &["y", "dh", "db"]);
        }
    }
}

/// loss and dlogits of `cross_entropy(logits) · 1024` (a loss-scaled backward).
fn xent_run(dev: &Device, dtype: DType, (rows, v, off): (usize, usize, usize), x: &[f32], t: &[u32]) -> Vec<Vec<f32>> {
    let logits = Var::from_tensor(&at(x, &[rows, v], dtype, dev, off)).unwrap();
    let targets = Tensor::new(t, dev).unwrap();
    let loss = ops::cross_entropy(logits.as_tensor(), &targets).unwrap();
    assert!(matches!(loss.dtype(), DType::F32 | DType::F64));
    poison(rows * v, dtype, dev);
    let grads = (&loss * 1024.0).unwrap().backward().unwrap();
    let d = grads.get(logits.as_tensor()).unwrap();
    assert_eq!(d.dtype(), dtype);
    vec![to_f32_vec(&loss.reshape(1).unwrap()), to_f32_vec(d)]
}

/// Some logits of every row far below the others (-80 and -95 against values within ±6): their
/// exps, relative to the max and to the log-sum-exp, fall below 2^-126, where the kernels take
/// exp2f's own path instead of the one-instruction exp (kernels/xent.cu, `exp_sfu_normal`): the
/// chunks holding them do, the others of the same row do not.
fn far_out(x: &mut [f32], v: usize) {
    for row in x.chunks_mut(v) {
        for j in (0..v).step_by(13) {
            row[j] = -80.0;
        }
        for j in (5..v).step_by(29) {
            row[j] = -95.0;
        }
    }
}

#[test]
fn cross_entropy_matches_f64() {
    let (dev, mut rng) = (cuda(), rng());
    for (rows, v, off, dtype, far) in [
        (1, 65, 0, DType::BF16, false),
        (37, 65, 0, DType::BF16, false),
        (512, 50304, 0, DType::BF16, false),
        (64, 50304, 3, DType::BF16, false),
        (64, 50304, 0, DType::BF16, true), // exps below 2^-126: exp2f's own path (kernels/xent.cu)
        (100, 1000, 0, DType::F16, false),
        (30, 777, 0, DType::F32, false),
        (30, 776, 0, DType::F32, false), // the vector path in fp32
        (30, 776, 0, DType::F32, true),
    ] {
        let mut x = values(&mut rng, rows * v, 6.0);
        if far {
            far_out(&mut x, v);
        }
        let x = to_f32_vec(
            &Tensor::new(x.as_slice(), &Device::Cpu)
                .unwrap()
                .to_dtype(dtype)
                .unwrap(),
        );
        let mut t: Vec<u32> = (0..rows).map(|_| rng.random_range(0..v as u32)).collect();
        t[0] = v as u32 - 1; // the last logit of a row is a target too
        let want = xent_run(&Device::Cpu, DType::F64, (rows, v, 0), &x, &t);
        let got = xent_run(&dev, dtype, (rows, v, off), &x, &t);
        let what = format!("cross_entropy {rows}x{v} +{off} {dtype:?}");
        check(&what, &got, &want, &["loss", "dlogits"]);
        if dtype == DType::F32 {
            // fp32 all through: what is left is the kernel's own arithmetic (on the vector path
            // its exps on the SFU, kernels/common.cuh `exp_sfu`, about 1e-6)
            for (g, w) in got.iter().zip(&want) {
                let r = rel(g, w);
                assert!(r <= 1e-5, "{what}: rel err {r} in fp32");
            }
        }
    }
}

/// The loss with its gradient computed in the forward pass (`cross_entropy_seeded`, the training
/// step's form) equals the plain op's loss and backward bit for bit when the backward is seeded
/// as promised (a seed no power of two, so a rescale would show), on the fused kernel (bf16,
/// f16 at V % 8 == 0; with far-out logits too, so that both exp paths run in a row) and the plain
/// ones it leaves to the backward (V = 65, f32); seeded
/// otherwise, dlogits are rescaled to the seed given (within one rounding of the plain op's);
/// with a non-finite seed (an injected overflow) they are non-finite, not silently finite.
#[test]
fn cross_entropy_seeded_in_the_forward_equals_the_backward_s_dlogits() {
    let (dev, mut rng) = (cuda(), rng());
    let seed = 0.3f32;
    for (rows, v, dtype, far) in [
        (300, 50304, DType::BF16, false),
        (300, 50304, DType::BF16, true),
        (64, 1000, DType::F16, false),
        // the fused kernel holds a row's first 16,384 elements in registers, the rest in shared
        // memory: a row that just fills the registers, one that spills a chunk past them, and
        // one whose last chunk pair is split
        (40, 16384, DType::BF16, false),
        (40, 16392, DType::F16, false),
        (40, 20488, DType::BF16, true),
        (37, 65, DType::BF16, false),
        (30, 776, DType::F32, false),
    ] {
        let mut x = values(&mut rng, rows * v, 6.0);
        if far {
            far_out(&mut x, v);
        }
        let x = Tensor::new(x.as_slice(), &dev)
            .unwrap()
            .reshape((rows, v))
            .unwrap()
            .to_dtype(dtype)
            .unwrap();
        let t: Vec<u32> = (0..rows).map(|_| rng.random_range(0..v as u32)).collect();
        let targets = Tensor::new(t.as_slice(), &dev).unwrap();
        let run = |seeded: Option<f32>, dloss: f32| {
            let logits = Var::from_tensor(&x).unwrap();
            let loss = match seeded {
                Some(s) => ops::cross_entropy_seeded(logits.as_tensor(), &targets, s).unwrap(),
                None => ops::cross_entropy(logits.as_tensor(), &targets).unwrap(),
            };
            poison(rows * v, dtype, &dev);
            let grads = (&loss * dloss as f64).unwrap().backward().unwrap();
            let d = to_f32_vec(grads.get(logits.as_tensor()).unwrap());
            (loss.to_scalar::<f32>().unwrap(), d)
        };
        let what = format!("{rows}x{v} {dtype:?}");
        let (plain_loss, plain) = run(None, seed);
        let (loss, got) = run(Some(seed), seed);
        assert_eq!(loss.to_bits(), plain_loss.to_bits(), "{what}: loss");
        assert!(plain.iter().all(|v| v.is_finite()), "{what}: plain dlogits not finite");
        assert_eq!(
            first_bit_difference(&got, &plain),
            None,
            "{what}: dlogits seeded as promised"
        );
        let (_, plain) = run(None, 0.7);
        let (_, got) = run(Some(seed), 0.7);
        let err = rel(&got, &plain);
        assert!(err < 1e-2, "{what}: dlogits seeded otherwise: rel err {err}");
        let (_, got) = run(Some(seed), f32::INFINITY);
        assert!(
            got.iter().any(|v| !v.is_finite()),
            "{what}: an infinite seed left dlogits finite"
        );
    }
}

/// A target outside the vocabulary gives a NaN loss on CUDA (the scaler then skips the step and
/// reports it) rather than reading out of bounds.
#[test]
fn cross_entropy_bad_target_is_nan_on_cuda() {
    let dev = cuda();
    let logits = Tensor::zeros((3, 65), DType::BF16, &dev).unwrap();
    let loss = ops::cross_entropy(&logits, &Tensor::new(&[1u32, 65, 2], &dev).unwrap()).unwrap();
    assert!(loss.to_scalar::<f32>().unwrap().is_nan());
}

/// A NaN or +inf logit anywhere in a row makes the loss non-finite on CUDA, on the vector path (V % 8
/// == 0: a lone NaN beside numbers, a whole 8-element load of NaNs, one in the second load of a
/// thread's pair) and the scalar one, so the step is skipped, never trained on; -inf logits are
/// fine where the row has a finite one.
#[test]
fn cross_entropy_nan_and_inf_logits_give_a_nan_loss_on_cuda() {
    let dev = cuda();
    for v in [50304usize, 65] {
        let cases: [(&[usize], f32); 4] = [
            (&[5], f32::NAN),
            (&[8, 9, 10, 11, 12, 13, 14, 15], f32::NAN),
            (&[2048 + 3], f32::NAN),
            (&[7], f32::INFINITY),
        ];
        for (at, bad) in cases.into_iter().filter(|(at, _)| at.iter().any(|&j| j < v)) {
            let mut x = vec![0.5f32; 2 * v];
            for &j in at.iter().filter(|&&j| j < v) {
                x[v + j] = bad; // row 1
            }
            let logits = Tensor::from_vec(x, (2, v), &dev)
                .unwrap()
                .to_dtype(DType::BF16)
                .unwrap();
            let loss = ops::cross_entropy(&logits, &Tensor::new(&[1u32, 2], &dev).unwrap()).unwrap();
            let loss = loss.to_scalar::<f32>().unwrap();
            assert!(!loss.is_finite(), "V {v}, {bad} at {at:?}: loss {loss}");
        }
        let mut x = vec![f32::NEG_INFINITY; v];
        x[v - 1] = 1.0;
        let logits = Tensor::from_vec(x, (1, v), &dev)
            .unwrap()
            .to_dtype(DType::BF16)
            .unwrap();
        let loss = ops::cross_entropy(&logits, &Tensor::new(&[(v - 1) as u32], &dev).unwrap()).unwrap();
        assert_eq!(
            loss.to_scalar::<f32>().unwrap(),
            0.0,
            "V {v}: -inf logits beside one finite"
        );
    }
}

/// `ops::residual_add` on CUDA (kernels/residual.cu, vector and scalar paths) equals candle's
/// cast-then-add bit for bit, forward and backward.
#[test]
fn residual_add_matches_cast_then_add_exactly() {
    let (dev, mut rng) = (cuda(), rng());
    for (n, off, dtype) in [
        (16384 * 384, 0, DType::BF16),
        (1001, 3, DType::BF16),
        (4096, 0, DType::F16),
    ] {
        let x = Var::from_tensor(&at(&values(&mut rng, n, 3.0), &[n], DType::F32, &dev, 0)).unwrap();
        let b = Var::from_tensor(&at(&values(&mut rng, n, 3.0), &[n], dtype, &dev, off)).unwrap();
        let w = at(&values(&mut rng, n, 1.0), &[n], DType::F32, &dev, 0);
        let ours = ops::residual_add(x.as_tensor(), b.as_tensor(), None).unwrap();
        let theirs = (x.as_tensor() + b.as_tensor().to_dtype(DType::F32).unwrap()).unwrap();
        assert_eq!(to_f32_vec(&ours), to_f32_vec(&theirs), "{n} +{off} {dtype:?}");
        let go = (&ours * &w).unwrap().sum_all().unwrap().backward().unwrap();
        let gt = (&theirs * &w).unwrap().sum_all().unwrap().backward().unwrap();
        for v in [&x, &b] {
            let (a, e) = (go.get(v.as_tensor()).unwrap(), gt.get(v.as_tensor()).unwrap());
            assert_eq!(a.dtype(), e.dtype());
            assert_eq!(to_f32_vec(a), to_f32_vec(e));
        }
    }
}

/// The graph does not keep the residual add's operands: once the caller drops the branch (the
/// output of an op on a variable, as the attention and MLP projections are), its memory goes
/// back to the pool before the backward runs, and the backward still gives the branch's
/// producer its gradient, bit for bit the one through candle's add. With dropout and without,
/// f32 and bf16 branches.
#[test]
fn the_residual_add_frees_its_branch_before_the_backward() {
    let (dev, mut rng) = (cuda(), rng());
    let n = 4 << 20; // 16 MiB of f32
    for (dtype, dropout) in [
        (DType::F32, None),
        (DType::BF16, Some(ops::Dropout { p: 0.2, seed: 7 })),
    ] {
        let x = Var::from_tensor(&at(&values(&mut rng, n, 3.0), &[n], DType::F32, &dev, 0)).unwrap();
        let h = Var::from_tensor(&at(&values(&mut rng, n, 3.0), &[n], dtype, &dev, 0)).unwrap();
        let w = at(&values(&mut rng, n, 1.0), &[n], DType::F32, &dev, 0);
        let grads = |keep_branch: bool| {
            let branch = (h.as_tensor() * 0.5).unwrap(); // a graph node, not a variable
            let y = ops::residual_add(x.as_tensor(), &branch, dropout).unwrap();
            let loss = (&y * &w).unwrap().sum_all().unwrap();
            let before = ops::used_pool_bytes(&dev).unwrap().unwrap();
            let kept = keep_branch.then_some(branch);
            let freed = before - ops::used_pool_bytes(&dev).unwrap().unwrap();
            let g = loss.backward().unwrap();
            drop(kept);
            (freed, to_f32_vec(g.get(h.as_tensor()).unwrap()))
        };
        let (freed, got) = grads(false);
        let bytes = (n * dtype.size_in_bytes()) as u64;
        assert!(
            freed >= bytes,
            "{dtype:?}: {freed} bytes went back to the pool, the branch has {bytes}"
        );
        let (kept, again) = grads(true);
        assert_eq!(kept, 0, "{dtype:?}: a branch the caller keeps stays");
        assert_eq!(got, again, "{dtype:?}: the same gradient either way");
        let d = dropout.map(|d| ops::dropout_mask(&d, n, &dev).unwrap());
        let masked = match &d {
            Some(m) => (w.to_dtype(DType::F32).unwrap() * m).unwrap(),
            None => w.clone(),
        };
        let want = (masked.to_dtype(dtype).unwrap() * 0.5).unwrap();
        let want = to_f32_vec(&want);
        assert!(
            got.iter().zip(&want).all(|(a, b)| a.to_bits() == b.to_bits()),
            "{dtype:?}: the branch's producer got the masked gradient"
        );
    }
}

/// `ops::round_to` (dropout.cu's `round_*`) gives candle's `to_dtype` bits for f32 -> bf16/f16:
/// ties, subnormals, values past the format's range, infinities and NaN, aligned and not, even
/// and odd lengths.
#[test]
fn round_to_equals_candles_cast_bit_for_bit() {
    let (dev, mut rng) = (cuda(), rng());
    for (n, off) in [(1 << 20, 0), (1001, 1), (4096, 3)] {
        let mut v = values(&mut rng, n, 3.0);
        let special = [
            f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            1e-40,
            -3e-39,
            1.0 + 1.0 / 256.0, // a bf16 tie
            70000.0,           // past f16's max
            3.0e38,
            -0.0,
        ];
        v[..special.len()].copy_from_slice(&special);
        for x in v.iter_mut().skip(special.len()).step_by(7) {
            *x *= 1e-6;
        }
        let x = at(&v, &[n], DType::F32, &dev, off);
        for dtype in [DType::BF16, DType::F16] {
            let ours = ops::round_to(&x, dtype).unwrap();
            let theirs = x.to_dtype(dtype).unwrap();
            assert_eq!(ours.dtype(), dtype);
            let bits = |t: &Tensor| t.to_dtype(DType::F32).unwrap().to_vec1::<f32>().unwrap();
            let (o, t) = (bits(&ours), bits(&theirs));
            let same = o
                .iter()
                .zip(&t)
                .all(|(a, b)| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()));
            assert!(same, "{n} +{off} {dtype:?}");
            assert!(o[0].is_nan(), "NaN stays NaN");
        }
    }
}

/// The autograd's gradient sum: bit for bit candle's add where it applies (contiguous f32, n % 4
/// == 0, aligned), declined (None, candle's add runs) elsewhere, NaN and inf carried through.
#[test]
fn grad_add_matches_candle_add_exactly() {
    let (dev, mut rng) = (cuda(), rng());
    for (n, off_a, off_b) in [(16384 * 768, 0, 0), (4096, 4, 8), (1000, 0, 0)] {
        let mut av = values(&mut rng, n, 3.0);
        av[1] = f32::NAN;
        av[2] = f32::INFINITY;
        let (a, b) = (
            at(&av, &[n], DType::F32, &dev, off_a),
            at(&values(&mut rng, n, 3.0), &[n], DType::F32, &dev, off_b),
        );
        poison(n, DType::F32, &dev);
        let ours = ops::grad_add(&a, &b).unwrap().expect("applies to aligned f32");
        let theirs = (&a + &b).unwrap();
        let (o, t) = (to_f32_vec(&ours), to_f32_vec(&theirs));
        assert!(
            o.iter().zip(&t).all(|(x, y)| x.to_bits() == y.to_bits()),
            "{n} +{off_a} +{off_b}"
        );
    }
    let odd = at(&values(&mut rng, 1001, 1.0), &[1001], DType::F32, &dev, 0);
    assert!(
        ops::grad_add(&odd, &odd).unwrap().is_none(),
        "n % 4 != 0 is left to candle"
    );
    let unaligned = at(&values(&mut rng, 1000, 1.0), &[1000], DType::F32, &dev, 3);
    assert!(ops::grad_add(&unaligned, &unaligned).unwrap().is_none());
    let half = at(&values(&mut rng, 1000, 1.0), &[1000], DType::BF16, &dev, 0);
    assert!(ops::grad_add(&half, &half).unwrap().is_none(), "f32 only");
}

/// The Linear layers' op: y and dx as a 16-bit GEMM on the compute copy, dW in fp32 into the
/// master (and nothing into the copy), each against f64 on the same rounded values.
#[test]
fn linear_matches_f64_and_feeds_the_master() {
    let (dev, mut rng) = (cuda(), rng());
    for (rows, n, k, dtype) in [
        (1000, 384, 1152, DType::BF16),
        (33, 65, 384, DType::F16),
        (4096, 3072, 768, DType::BF16),
    ] {
        let round = |v: Vec<f32>| rounded(&v, dtype);
        let (xv, wv, gv) = (
            round(values(&mut rng, rows * k, 1.0)),
            round(values(&mut rng, n * k, 0.1)),
            round(values(&mut rng, rows * n, 1.0)),
        );
        // f64 reference: y = x·Wᵀ, dx = g·W, dW = gᵀ·x
        let f64t = |v: &[f32], d: (usize, usize)| {
            Tensor::from_slice(v, d, &Device::Cpu)
                .unwrap()
                .to_dtype(DType::F64)
                .unwrap()
        };
        let (x64, w64, g64) = (f64t(&xv, (rows, k)), f64t(&wv, (n, k)), f64t(&gv, (rows, n)));
        let want = [
            to_f32_vec(&x64.matmul(&w64.t().unwrap()).unwrap()),
            to_f32_vec(&g64.matmul(&w64).unwrap()),
            to_f32_vec(&g64.t().unwrap().matmul(&x64).unwrap()),
        ];
        let x = Var::from_tensor(
            &Tensor::from_slice(&xv, (rows, k), &dev)
                .unwrap()
                .to_dtype(dtype)
                .unwrap(),
        )
        .unwrap();
        let master = Var::from_tensor(&Tensor::from_slice(&wv, (n, k), &dev).unwrap()).unwrap();
        let w_c = master.as_tensor().to_dtype(dtype).unwrap(); // exact: wv is already rounded
        let g = Tensor::from_slice(&gv, (rows, n), &dev)
            .unwrap()
            .to_dtype(dtype)
            .unwrap();
        poison(rows * n + n * k, DType::F32, &dev);
        let y = ops::linear(x.as_tensor(), &w_c, master.as_tensor()).unwrap();
        assert_eq!((y.dims(), y.dtype()), (&[rows, n][..], dtype));
        let grads = (y.to_dtype(DType::F32).unwrap() * g.to_dtype(DType::F32).unwrap())
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        let dw = grads.get(master.as_tensor()).expect("the master gets dW");
        assert_eq!(dw.dtype(), DType::F32, "dW is fp32, not rounded to {dtype:?}");
        let got = [
            to_f32_vec(&y),
            to_f32_vec(grads.get(x.as_tensor()).unwrap()),
            to_f32_vec(dw),
        ];
        check(
            &format!("linear {rows}x{k} · {n}x{k} {dtype:?}"),
            &got,
            &want,
            &["y", "dx", "dW"],
        );
    }
}

/// The LayerNorm's backward adds the residual stream's gradient (what passes straight through
/// the residual add) to its dx in the kernel (`CustomOp3::bwd_adding`): x's gradient through
/// `LN → residual add` equals, bit for bit, the separate passes the autograd ran before (the
/// LayerNorm's dx, then the f32 sum `g + dx` of `ops::grad_add`), as do dgamma and dbeta, for
/// every backward kernel (the register ones at C = 100 and 384, the float4 one at 768, the
/// float4 one with its sums in shared memory at 1600, the three-pass one at 2100), with more
/// rows than the kernels have warps (the float4 kernels stage each warp's next row, `add`
/// included). Fails on a sum contracted into the product before it (an FMA), an addend of the
/// wrong row, or a gradient counted twice or dropped.
#[test]
fn the_layer_norm_backward_adds_the_residual_gradient_bit_for_bit() {
    let dev = cuda();
    let mut r = rng();
    for c in [100, 384, 768, 1600, 2100] {
        let rows = 4500;
        let t = |v: Vec<f32>, d: &[usize]| Tensor::from_vec(v, d, &dev).unwrap();
        let x = Var::from_tensor(&t(values(&mut r, rows * c, 2.0), &[rows, c])).unwrap();
        let gamma = Var::from_tensor(&t(values(&mut r, c, 1.0), &[c])).unwrap();
        let beta = Var::from_tensor(&t(values(&mut r, c, 1.0), &[c])).unwrap();
        let g = t(values(&mut r, rows * c, 1.0), &[rows, c]);
        let y = ops::layer_norm(x.as_tensor(), gamma.as_tensor(), beta.as_tensor(), 1e-5, DType::BF16).unwrap();
        let z = ops::residual_add(x.as_tensor(), &y, None).unwrap();
        let grads = (z * &g).unwrap().sum_all().unwrap().backward().unwrap();
        let got = |v: &Var| to_f32_vec(grads.get(v.as_tensor()).unwrap());
        // the separate passes: dy = g rounded to y's dtype (the residual add's branch gradient)
        let dy = g.to_dtype(DType::BF16).unwrap();
        let (dx, dgamma, dbeta) = ops::layer_norm_bwd(x.as_tensor(), gamma.as_tensor(), &dy, 1e-5).unwrap();
        let sum = ops::grad_add(&g, &dx)
            .unwrap()
            .expect("grad_add takes two f32 [rows, C] tensors");
        for (what, a, b) in [
            ("dx", got(&x), to_f32_vec(&sum)),
            ("dgamma", got(&gamma), to_f32_vec(&dgamma)),
            ("dbeta", got(&beta), to_f32_vec(&dbeta)),
        ] {
            assert!(a.iter().all(|v| v.is_finite()), "C {c} {what}: not finite");
            let same = a.iter().zip(&b).all(|(p, q)| p.to_bits() == q.to_bits());
            assert!(same, "C {c} {what}: the fused sum differs from the separate passes'");
        }
    }
}

/// The residual add with the next LayerNorm in its pass (`ops::NextNorm`, kernels/layernorm.cu's
/// `ln_fwd_res`): where the float4 kernels take the rows, the stream and the LayerNorm's output
/// are bit for bit `residual_add` then `layer_norm`, with dropout and without, and so are the
/// gradients of x, the branch, gamma and beta through both; where they do not (C % 4 != 0, C >
/// 2048, a branch offset not a multiple of 4, a branch of another dtype than the output's), no
/// output is handed on and the caller runs the LayerNorm. Fails on a wrong mask index, a row's
/// statistics taken before the add, an output handed to the wrong op or a gradient lost through
/// the op whose output was given.
#[test]
fn the_residual_add_computes_the_next_layer_norm_bit_for_bit() {
    let (dev, mut r) = (cuda(), rng());
    let rows = 4500;
    for (c, off, branch, out, fused) in [
        (384, 0, DType::BF16, DType::BF16, true),
        (768, 0, DType::BF16, DType::BF16, true),
        (768, 0, DType::F16, DType::F16, true),
        (1600, 4, DType::F32, DType::F32, true),
        (102, 0, DType::BF16, DType::BF16, false),
        (2100, 0, DType::BF16, DType::BF16, false),
        (768, 2, DType::BF16, DType::BF16, false),
        (768, 0, DType::F32, DType::BF16, false),
    ] {
        for drop in [None, Some(ops::Dropout { p: 0.2, seed: 41 })] {
            let what = format!("C {c} +{off} {branch:?} -> {out:?} {drop:?}");
            let x = Var::from_tensor(&at(&values(&mut r, rows * c, 2.0), &[rows, c], DType::F32, &dev, 0)).unwrap();
            // a Var is a fresh copy (offset 0): the offset cases keep the tensor itself
            let b_off = at(&values(&mut r, rows * c, 2.0), &[rows, c], branch, &dev, off);
            let b = Var::from_tensor(&b_off).unwrap();
            let b_in = if off == 0 { b.as_tensor().clone() } else { b_off };
            let gamma = Var::from_tensor(&at(&values(&mut r, c, 1.0), &[c], DType::F32, &dev, 0)).unwrap();
            let beta = Var::from_tensor(&at(&values(&mut r, c, 1.0), &[c], DType::F32, &dev, 0)).unwrap();
            let (w1, w2) = (
                at(&values(&mut r, rows * c, 1.0), &[rows, c], DType::F32, &dev, 0),
                at(&values(&mut r, rows * c, 1.0), &[rows, c], out, &dev, 0),
            );
            let next = ops::NextNorm {
                gamma: gamma.as_tensor().clone(),
                beta: beta.as_tensor().clone(),
                eps: 1e-5,
                out,
            };
            poison(rows * c, out, &dev);
            let added = ops::residual_add_f32_grad(x.as_tensor(), &b_in, drop, Some(&next)).unwrap();
            assert_eq!(added.normed.is_some(), fused, "{what}: fused or not");
            let normed = match &added.normed {
                Some(y) => y.clone(),
                None => ops::layer_norm(&added.stream, gamma.as_tensor(), beta.as_tensor(), 1e-5, out).unwrap(),
            };
            let stream = ops::residual_add_f32_grad(x.as_tensor(), &b_in, drop, None)
                .unwrap()
                .stream;
            let want = ops::layer_norm(&stream, gamma.as_tensor(), beta.as_tensor(), 1e-5, out).unwrap();
            let loss = |s: &Tensor, y: &Tensor| {
                let a = (s * &w1).unwrap().sum_all().unwrap();
                let b = (y * &w2).unwrap().to_dtype(DType::F32).unwrap().sum_all().unwrap();
                (a + b).unwrap().backward().unwrap()
            };
            let (got_g, want_g) = (loss(&added.stream, &normed), loss(&stream, &want));
            let mut pairs = vec![
                ("stream", to_f32_vec(&added.stream), to_f32_vec(&stream)),
                ("normed", to_f32_vec(&normed), to_f32_vec(&want)),
            ];
            let vars = [("dx", &x), ("dbranch", &b), ("dgamma", &gamma), ("dbeta", &beta)];
            for (name, v) in vars.into_iter().filter(|(n, _)| off == 0 || *n != "dbranch") {
                let g = |s: &candle_core::backprop::GradStore| to_f32_vec(s.get(v.as_tensor()).unwrap());
                pairs.push((name, g(&got_g), g(&want_g)));
            }
            for (name, a, e) in pairs {
                assert!(a.iter().all(|v| v.is_finite()), "{what} {name}: not finite");
                let same = a.iter().zip(&e).all(|(p, q)| p.to_bits() == q.to_bits());
                assert!(
                    same && a.len() == e.len(),
                    "{what} {name}: differs from the separate ops'"
                );
            }
        }
    }
}
