//! `ops::dense` on CUDA: the Linear layers' GEMMs with the bias (and GELU) in cuBLASLt's
//! epilogue and the bias gradient in the weight-gradient GEMM's (BGRADB), against the composed
//! CPU path in f64 on the same rounded values: y, dx, dW and db, the model's shapes and odd
//! ones, bf16, f16 and f32, outputs poisoned first; and the same bits on a second run.

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

#[test]
fn dense_epilogues_match_f64_and_repeat_bit_for_bit() {
    let (dev, mut rng) = (cuda(), rng());
    let mut values = |len: usize, spread: f32, dtype: DType| -> Vec<f32> {
        let v: Vec<f32> = (0..len).map(|_| rng.random_range(-spread..spread)).collect();
        to_f32_vec(
            &Tensor::new(v.as_slice(), &Device::Cpu)
                .unwrap()
                .to_dtype(dtype)
                .unwrap(),
        )
    };
    for (rows, n, k, dtype, act) in [
        (4096, 3072, 768, DType::BF16, Act::Gelu), // GPT-2 small's c_fc at 4 of its 16 rows
        (4096, 768, 3072, DType::BF16, Act::None), // its MLP c_proj
        (4096, 2304, 768, DType::BF16, Act::None), // its c_attn
        (1000, 1536, 384, DType::F16, Act::Gelu),  // the Shakespeare model's c_fc, fewer rows
        (24, 1152, 384, DType::BF16, Act::None),   // a few rows (decode-sized)
        (200, 40, 56, DType::F16, Act::Gelu),      // small, multiples of 8 only
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
