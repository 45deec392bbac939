//! `ops::causal_attention` (kernels/attention.cu for bf16/f16, kernels/attention_f32.cu for f32)
//! against an f64 reference: the op's own CPU path in f64 (composed math, exact gradient) on the
//! same dtype-rounded inputs. Output and all three gradients, T in {1, 17, ..., 1024}, several
//! B·H, and every head dimension the model sends to the fused kernels (`FUSED_HEAD_DIMS`), in
//! both layouts (separate [B, H, T, Dh] operands and the packed qkv projection), bf16, f16 and
//! f32, with and without dropout; and two runs of each give the same bits.

use std::collections::BTreeSet;

use candle_core::{DType, Device, Tensor, Var};
use minigpt::ops;
use rand::Rng;

use super::{cuda, first_bit_difference, poison, rel, rng, to_f32_vec};

/// The head dimensions src/model/block.rs sends to `ops::causal_attention_qkv` on CUDA
/// (`ops::FUSED_HEAD_DIMS`, the ones both kernel files are instantiated for): each runs below in
/// both layouts, every dtype, with and without dropout, and
/// `fused_attention_takes_exactly_the_tested_head_dims` fails if the kernels take another.
const FUSED_HEAD_DIMS: [usize; 4] = minigpt::ops::FUSED_HEAD_DIMS;

/// The dtypes the CUDA kernels take: bf16 and f16 (attention.cu), f32 (attention_f32.cu).
const DTYPES: [DType; 3] = [DType::BF16, DType::F16, DType::F32];

/// The cases of the coverage matrix: for each head dim a different T (not a multiple of the
/// kernels' 64- or 128-row tiles) and B·H, in each dtype, without and with dropout.
fn coverage_cases(rng: &mut impl Rng) -> Vec<(usize, usize, usize, usize, DType, Option<ops::Dropout>)> {
    let mut cases = Vec::new();
    for (i, &dh) in FUSED_HEAD_DIMS.iter().enumerate() {
        let (b, h, t) = [(2, 3, 77), (1, 2, 130), (2, 2, 200), (1, 3, 257)][i];
        for dtype in DTYPES {
            for p in [None, Some(0.2)] {
                let drop = p.map(|p| ops::Dropout { p, seed: rng.random() });
                cases.push((b, h, t, dh, dtype, drop));
            }
        }
    }
    cases
}

/// Asserts that `ran` holds every (head dim, dtype, dropout on) of the coverage matrix.
fn assert_covered(layout: &str, ran: &BTreeSet<(usize, &'static str, bool)>) {
    for dh in FUSED_HEAD_DIMS {
        for dtype in DTYPES {
            for dropout in [false, true] {
                assert!(
                    ran.contains(&(dh, dtype.as_str(), dropout)),
                    "{layout}: head dim {dh} {dtype:?} dropout {dropout} never ran"
                );
            }
        }
    }
}

/// The accuracy bar of docs/DESIGN.md §7 for bf16 operands: max-norm relative error <= 1e-2. Origin: q, k, v, P and dS
/// are bf16 (2^-9 ≈ 2e-3 relative per element) as mma operands, O is rounded to bf16 once
/// more; max, sums, exp and L are fp32. The f16 cases (2^-11) sit well inside it.
const TOL: f32 = 1e-2;

/// The bar for f32 (kernels/attention_f32.cu): every operand, product and sum is fp32 (2^-24
/// per rounding, growing with the ~T-long sums) and exp2 is ex2.approx (2^-22), which puts the
/// error around 1e-6 (about 2e-6 at T = 1024); 1e-4 leaves a wide margin and still fails a TF32
/// product (10-bit mantissa: ~5e-4 per product) or a lost tile.
const F32_TOL: f32 = 1e-4;

/// The bar of `dtype`'s kernels.
fn tol(dtype: DType) -> f32 {
    if dtype == DType::F32 {
        F32_TOL
    } else {
        TOL
    }
}

/// Values in [-SPREAD, SPREAD): wide enough that the softmax is peaked (scores up to ~Dh·4/√Dh),
/// so a wrong mask or a wrong running max shows.
const SPREAD: f32 = 2.0;

fn values(rng: &mut impl Rng, len: usize) -> Vec<f32> {
    (0..len).map(|_| rng.random_range(-SPREAD..SPREAD)).collect()
}

/// q, k, v and the output weight w for `dims`, each rounded to `dtype` once, so that both sides
/// of a comparison see the same operands.
fn rounded_inputs(rng: &mut impl Rng, dims: [usize; 4], dtype: DType) -> [Vec<f32>; 4] {
    let n: usize = dims.iter().product();
    [0, 1, 2, 3].map(|_| {
        let v = values(rng, n);
        to_f32_vec(&Tensor::from_vec(v, n, &Device::Cpu).unwrap().to_dtype(dtype).unwrap())
    })
}

/// o, dq, dk, dv of `got` each within `dtype`'s bar of `want` (NaN fails), printed under `case`.
fn assert_close(case: &str, got: &[Vec<f32>; 4], want: &[Vec<f32>; 4], dtype: DType) {
    for (name, (g, w)) in ["o", "dq", "dk", "dv"].iter().zip(got.iter().zip(want)) {
        let r = rel(g, w);
        println!("attention {case} {name}: rel err {r:.2e}");
        assert!(r <= tol(dtype), "{case} {name}: rel err {r}");
    }
}

/// O and (dq, dk, dv) of `sum(O ∘ w)` on `dev` in `dtype`, all widened to f32.
fn run(
    dev: &Device,
    dtype: DType,
    dims: [usize; 4],
    qkvw: &[Vec<f32>; 4],
    dropout: Option<ops::Dropout>,
) -> [Vec<f32>; 4] {
    let n: usize = dims.iter().product();
    let t = |v: &Vec<f32>| Tensor::from_slice(v, &dims, dev).unwrap().to_dtype(dtype).unwrap();
    let vars = [0, 1, 2].map(|i| Var::from_tensor(&t(&qkvw[i])).unwrap());
    let w = t(&qkvw[3]);
    poison(n, dtype, dev);
    let [q, k, v] = [0, 1, 2].map(|i| vars[i].as_tensor());
    let o = ops::causal_attention_dropout(q, k, v, dropout).unwrap();
    assert_eq!((o.dims(), o.dtype()), (&dims[..], dtype));
    poison(3 * n, dtype, dev); // the gradients come back in the input dtype
    let grads = (&o * &w).unwrap().sum_all().unwrap().backward().unwrap();
    let g = |i: usize| {
        let g = grads.get(vars[i].as_tensor()).expect("every operand gets a gradient");
        assert_eq!(g.dtype(), dtype);
        to_f32_vec(g)
    };
    [to_f32_vec(&o), g(0), g(1), g(2)]
}

/// The [B, H, T, Dh] op on CUDA against f64 on the CPU: the output and dq, dk, dv, at T = 1
/// (one key), short and long sequences, every head dim of `FUSED_HEAD_DIMS` in bf16, f16 and f32
/// with and without dropout on the probabilities. Fails when a kernel instance is wrong (a head
/// dim's tiling, a mask at a tile edge, the running max, the dropout mask or its 1/(1-p) in the
/// forward or either backward kernel), and for f32 when the error exceeds `F32_TOL` (or is NaN).
#[test]
fn causal_attention_matches_f64() {
    let dev = cuda();
    let mut rng = rng();
    let mut drop = |p: f64| Some(ops::Dropout { p, seed: rng.random() });
    let mut cases: Vec<([usize; 4], DType, Option<ops::Dropout>)> = vec![
        ([1, 1, 1, 64], DType::BF16, None),
        ([2, 3, 17, 64], DType::BF16, None),
        ([3, 1, 17, 128], DType::BF16, None),
        ([2, 2, 256, 64], DType::BF16, None),
        ([1, 3, 256, 128], DType::BF16, None),
        ([1, 2, 1024, 64], DType::BF16, None),
        ([1, 1, 1024, 128], DType::BF16, None),
        ([4, 6, 100, 64], DType::BF16, None),
        ([2, 2, 256, 64], DType::F16, None),
        ([1, 1, 1024, 128], DType::F16, None),
        ([1, 1, 1, 96], DType::BF16, drop(0.5)),
        ([1, 2, 1024, 96], DType::BF16, drop(0.2)),
        // f32 (kernels/attention_f32.cu): one key, one tile, the model's shapes at full length
        ([1, 1, 1, 64], DType::F32, None),
        ([2, 3, 17, 64], DType::F32, None),
        ([3, 1, 17, 128], DType::F32, None),
        ([2, 2, 256, 64], DType::F32, None),
        ([1, 2, 1024, 64], DType::F32, None),
        ([1, 1, 1024, 128], DType::F32, None),
        ([4, 6, 100, 32], DType::F32, None),
        ([1, 1, 1, 96], DType::F32, drop(0.5)),
        ([1, 2, 1024, 64], DType::F32, drop(0.2)),
        ([1, 1, 1024, 96], DType::F32, drop(0.1)),
    ];
    for (b, h, t, dh, dtype, dropout) in coverage_cases(&mut rng) {
        cases.push(([b, h, t, dh], dtype, dropout));
    }
    let mut ran = BTreeSet::new();
    for (dims, dtype, dropout) in cases {
        let qkvw = rounded_inputs(&mut rng, dims, dtype);
        let want = run(&Device::Cpu, DType::F64, dims, &qkvw, dropout);
        let got = run(&dev, dtype, dims, &qkvw, dropout);
        assert_close(&format!("{dims:?} {dtype:?} {dropout:?}"), &got, &want, dtype);
        ran.insert((dims[3], dtype.as_str(), dropout.is_some()));
    }
    assert_covered("[B, H, T, Dh] attention", &ran);
}

/// The CUDA kernels take exactly `FUSED_HEAD_DIMS` (the [B, H, T, Dh] op refuses any other
/// head dim on CUDA rather than falling back): fails when a head dim is added to or removed
/// from kernels/attention.cu or kernels/attention_f32.cu (for any dtype) without this file's
/// coverage matrix (and src/model/block.rs's dispatch) following.
#[test]
fn fused_attention_takes_exactly_the_tested_head_dims() {
    let dev = cuda();
    let mut taken = Vec::new();
    for dh in (8..=256).step_by(8) {
        for dtype in DTYPES {
            let q = Tensor::ones((1, 1, 3, dh), dtype, &dev).unwrap();
            if ops::causal_attention(&q, &q, &q).is_ok() {
                taken.push((dh, dtype));
            }
        }
    }
    let want: Vec<(usize, DType)> = FUSED_HEAD_DIMS
        .iter()
        .flat_map(|&dh| DTYPES.map(|dtype| (dh, dtype)))
        .collect();
    assert_eq!(taken, want, "head dims the CUDA attention kernels take");
}

/// Median of 20 synchronised wall-clock runs of forward and forward+backward at the S and M
/// shapes, bf16 and f32; prints TFLOP/s (causal: half of 4·B·H·T²·Dh forward, 2.5× that
/// backward).
#[test]
#[ignore]
fn causal_attention_timing() {
    let dev = cuda();
    let mut rng = rng();
    let shapes = [("S", [64, 6, 256, 64]), ("M", [16, 12, 1024, 64])];
    for ((label, dims), dtype) in shapes
        .into_iter()
        .flat_map(|s| [DType::BF16, DType::F32].map(|d| (s, d)))
    {
        let n: usize = dims.iter().product();
        let t = |v: Vec<f32>| Tensor::from_vec(v, &dims, &dev).unwrap().to_dtype(dtype).unwrap();
        let vars = [0, 1, 2].map(|_| Var::from_tensor(&t(values(&mut rng, n))).unwrap());
        let [q, k, v] = [0, 1, 2].map(|i| vars[i].as_tensor().clone());
        let [b, h, tt, dh] = dims.map(|x| x as f64);
        let fwd_flop = 0.5 * 4.0 * b * h * tt * tt * dh;
        let time = |with_bwd: bool| -> f64 {
            let mut ms = Vec::new();
            for i in 0..25 {
                dev.synchronize().unwrap();
                let start = std::time::Instant::now();
                let o = ops::causal_attention(&q, &k, &v).unwrap();
                if with_bwd {
                    o.sum_all().unwrap().backward().unwrap();
                }
                dev.synchronize().unwrap();
                if i >= 5 {
                    ms.push(start.elapsed().as_secs_f64() * 1e3);
                }
            }
            ms.sort_by(f64::total_cmp);
            ms[ms.len() / 2]
        };
        let (f, fb) = (time(false), time(true));
        println!(
            "attention {label} {dims:?} {dtype:?}: fwd {f:.3} ms = {:.1} TFLOP/s; fwd+bwd {fb:.3} ms = {:.1} TFLOP/s",
            fwd_flop / f / 1e9,
            3.5 * fwd_flop / fb / 1e9
        );
    }
}

/// `ops::causal_attention_qkv` on CUDA (the packed kernels: q, k, v read from one [B, T, 3C]
/// tensor, output written as [B, T, C]: what the model calls) against the same op on the CPU in
/// f64 (heads split, the reference): output and the packed gradient, every head dim of
/// `FUSED_HEAD_DIMS` in bf16, f16 and f32, with and without dropout. Fails as the [B, H, T, Dh]
/// test does, and also when the packed strides (head h at h·Dh of each third) are wrong.
#[test]
fn packed_qkv_attention_matches_f64() {
    let dev = cuda();
    let mut rng = rng();
    let mut drop = |p: f64| Some(ops::Dropout { p, seed: rng.random() });
    let mut cases = vec![
        ((2, 17, 3, 64), DType::BF16, None),
        ((4, 256, 6, 64), DType::BF16, None),
        ((1, 1024, 12, 64), DType::BF16, None),
        ((2, 100, 2, 128), DType::F16, None),
        ((3, 65, 4, 32), DType::BF16, None),
        ((2, 64, 4, 96), DType::BF16, None), // C = 384 as in the Shakespeare model, 4 heads of 96
        // with dropout on the probabilities: the kernels regenerate the CPU's mask
        ((2, 17, 3, 64), DType::BF16, drop(0.2)),
        ((4, 256, 6, 64), DType::BF16, drop(0.2)),
        ((1, 300, 2, 128), DType::F16, drop(0.5)),
        ((1, 1024, 2, 96), DType::F16, drop(0.2)),
        // f32: GPT-2 small's heads (12 of 64) at full length, the Shakespeare model's, and odd T
        ((1, 1024, 12, 64), DType::F32, None),
        ((2, 64, 4, 96), DType::F32, None),
        ((3, 65, 4, 32), DType::F32, drop(0.2)),
        ((1, 300, 2, 128), DType::F32, drop(0.5)),
        ((2, 1024, 2, 64), DType::F32, drop(0.1)),
    ];
    for (b, h, t, dh, dtype, dropout) in coverage_cases(&mut rng) {
        cases.push(((b, t, h, dh), dtype, dropout));
    }
    let mut ran = BTreeSet::new();
    for ((b, t, h, dh), dtype, dropout) in cases {
        let c = h * dh;
        let n = b * t * 3 * c;
        let qkv = to_f32_vec(
            &Tensor::from_vec(values(&mut rng, n), n, &Device::Cpu)
                .unwrap()
                .to_dtype(dtype)
                .unwrap(),
        );
        let w = to_f32_vec(
            &Tensor::from_vec(values(&mut rng, b * t * c), b * t * c, &Device::Cpu)
                .unwrap()
                .to_dtype(dtype)
                .unwrap(),
        );
        let run = |dev: &Device, dtype: DType| -> [Vec<f32>; 2] {
            let x = Var::from_tensor(
                &Tensor::from_slice(&qkv, (b, t, 3 * c), dev)
                    .unwrap()
                    .to_dtype(dtype)
                    .unwrap(),
            )
            .unwrap();
            let w = Tensor::from_slice(&w, (b, t, c), dev).unwrap().to_dtype(dtype).unwrap();
            poison(b * t * c, dtype, dev);
            let y = ops::causal_attention_qkv(x.as_tensor(), h, dropout).unwrap();
            assert_eq!((y.dims(), y.dtype()), (&[b, t, c][..], dtype));
            poison(n, dtype, dev);
            let g = (&y * &w).unwrap().sum_all().unwrap().backward().unwrap();
            let g = g.get(x.as_tensor()).expect("qkv gets a gradient");
            assert_eq!((g.dims(), g.dtype()), (&[b, t, 3 * c][..], dtype));
            [to_f32_vec(&y), to_f32_vec(g)]
        };
        let want = run(&Device::Cpu, DType::F64);
        let got = run(&dev, dtype);
        for (name, (g, w)) in ["y", "dqkv"].iter().zip(got.iter().zip(&want)) {
            let r = rel(g, w);
            println!(
                "attention qkv {:?} {dtype:?} {dropout:?} {name}: rel err {r:.2e}",
                (b, t, h, dh)
            );
            assert!(
                r <= tol(dtype),
                "{:?} {dtype:?} {dropout:?} {name}: rel err {r}",
                (b, t, h, dh)
            );
        }
        ran.insert((dh, dtype.as_str(), dropout.is_some()));
    }
    assert_covered("packed qkv attention", &ran);
}

/// Two CUDA runs of the attention on the same inputs give the same bits: the output and all
/// three gradients, separate [B, H, T, Dh] operands and the packed qkv, every dtype (f32 at
/// every head dim), with and without dropout, at T = 1024 (16 key tiles per long row, so a
/// scheduling-dependent order would show). Fails when a kernel's sums depend on timing
/// (atomics, a reduction over blocks), which would break docs/DESIGN.md §7's bit-for-bit
/// reruns and resumes.
#[test]
fn attention_runs_are_bit_identical() {
    let dev = cuda();
    let mut rng = rng();
    let mut cases: Vec<(usize, DType)> = FUSED_HEAD_DIMS.iter().map(|&dh| (dh, DType::F32)).collect();
    cases.extend([(64, DType::BF16), (64, DType::F16)]);
    for (dh, dtype) in cases {
        for p in [None, Some(0.2)] {
            let dropout = p.map(|p| ops::Dropout { p, seed: rng.random() });
            // [B, H, T, Dh] operands: O, dq, dk, dv
            let dims = [2, 2, 1024, dh];
            let n: usize = dims.iter().product();
            let qkvw = [0, 1, 2, 3].map(|_| values(&mut rng, n));
            let first = run(&dev, dtype, dims, &qkvw, dropout);
            let again = run(&dev, dtype, dims, &qkvw, dropout);
            for (name, (one, two)) in ["o", "dq", "dk", "dv"].iter().zip(first.iter().zip(&again)) {
                if let Some((i, x, y)) = first_bit_difference(one, two) {
                    panic!("{dims:?} {dtype:?} {dropout:?} {name}: the second run differs at {i}: {x:e} vs {y:e}");
                }
            }
            // The packed layout: y and dqkv
            let (b, t, h) = (2, 1024, 3);
            let c = h * dh;
            let qkv = Tensor::from_vec(values(&mut rng, b * t * 3 * c), (b, t, 3 * c), &dev)
                .unwrap()
                .to_dtype(dtype)
                .unwrap();
            let w = Tensor::from_vec(values(&mut rng, b * t * c), (b, t, c), &dev)
                .unwrap()
                .to_dtype(dtype)
                .unwrap();
            let packed = || -> [Vec<f32>; 2] {
                let x = Var::from_tensor(&qkv).unwrap();
                let y = ops::causal_attention_qkv(x.as_tensor(), h, dropout).unwrap();
                let g = (&y * &w).unwrap().sum_all().unwrap().backward().unwrap();
                [
                    to_f32_vec(&y),
                    to_f32_vec(g.get(x.as_tensor()).expect("qkv gets a gradient")),
                ]
            };
            let (first, again) = (packed(), packed());
            for (name, (one, two)) in ["y", "dqkv"].iter().zip(first.iter().zip(&again)) {
                if let Some((i, x, y)) = first_bit_difference(one, two) {
                    panic!(
                        "packed {:?} {dtype:?} {dropout:?} {name}: the second run differs at {i}: {x:e} vs {y:e}",
                        (b, t, h, dh)
                    );
                }
            }
            println!("attention {dtype:?} Dh {dh} {dropout:?}: two runs bit-identical in both layouts");
        }
    }
}

/// Dh 64 in bf16 and f16 runs the wgmma kernels on an sm_90 GPU, and the mma.sync ones under
/// `ops::on_mma_sync`: both engines against f64 (one key, a ragged tile, the model's length,
/// dropout). The tests above reach only the default engine at Dh 64; this fails when either
/// engine's instance is wrong (a swizzle or descriptor of the wgmma tiles, a fragment order).
#[test]
fn both_engines_match_f64_at_head_dim_64() {
    let dev = cuda();
    let mut rng = rng();
    let mut drop = |p: f64| Some(ops::Dropout { p, seed: rng.random() });
    let cases: Vec<([usize; 4], DType, Option<ops::Dropout>)> = vec![
        ([1, 1, 1, 64], DType::BF16, None),
        ([2, 3, 17, 64], DType::BF16, None),
        ([2, 2, 200, 64], DType::F16, None),
        ([1, 2, 1024, 64], DType::BF16, None),
        ([4, 6, 100, 64], DType::BF16, drop(0.5)),
        ([1, 2, 1024, 64], DType::F16, drop(0.1)),
    ];
    for (dims, dtype, dropout) in cases {
        let qkvw = rounded_inputs(&mut rng, dims, dtype);
        let want = run(&Device::Cpu, DType::F64, dims, &qkvw, dropout);
        let default = run(&dev, dtype, dims, &qkvw, dropout);
        let sync = ops::on_mma_sync(|| run(&dev, dtype, dims, &qkvw, dropout));
        for (engine, got) in [("default", &default), ("mma.sync", &sync)] {
            assert_close(&format!("{engine} {dims:?} {dtype:?} {dropout:?}"), got, &want, dtype);
        }
    }
}
