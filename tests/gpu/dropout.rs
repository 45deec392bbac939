//! The fused dropout sites on CUDA against the same ops on the CPU: the mask itself
//! (`ops::dropout_mask`), the stand-alone `ops::dropout`, the residual add with dropout
//! (`ops::residual_add`) and the token + position embedding with dropout (`ops::embed`). Each mask
//! is a counter hash of (seed, element index), computed by kernels/common.cuh's `drop_factor` on
//! CUDA and by `Dropout::factor` on the CPU, so these ops are bit-identical across devices except
//! where a gradient sums many rows (the embedding's), whose order may differ.
//!
//! Also the determinism of the embedding backward on CUDA: the same inputs give the same bits on
//! every run (the kernel sorts rows by token and sums each token's rows in a fixed order, with no
//! floating-point atomics).

use candle_core::{DType, Device, Tensor, Var};
use minigpt::ops::{self, Dropout};
use rand::Rng;

use super::{cuda, first_bit_difference, rel_l2, rng, to_f32_vec};

fn values(rng: &mut impl Rng, len: usize, spread: f32) -> Vec<f32> {
    (0..len).map(|_| rng.random_range(-spread..spread)).collect()
}

/// Panics naming the first element where `a` (CPU) and `b` (CUDA) differ in bits.
fn assert_same_bits(what: &str, a: &[f32], b: &[f32]) {
    if let Some((i, x, y)) = first_bit_difference(a, b) {
        panic!("{what}: element {i} of {} differs: cpu {x:e} cuda {y:e}", a.len());
    }
}

/// A tensor of `dtype` on `dev` whose storage starts `offset` elements into its buffer.
fn at(v: &[f32], dtype: DType, dev: &Device, offset: usize) -> Tensor {
    let mut padded = vec![0f32; offset];
    padded.extend_from_slice(v);
    Tensor::from_vec(padded, offset + v.len(), dev)
        .unwrap()
        .to_dtype(dtype)
        .unwrap()
        .narrow(0, offset, v.len())
        .unwrap()
}

/// `ops::dropout_mask` on CUDA equals the CPU's bit for bit: lengths that are not multiples of
/// the block or of 4, long ones (indices past 2^24, where an index kept in f32 would collide),
/// several seeds and probabilities. Fails when kernels/common.cuh's hash drifts from
/// `Dropout::factor` (a changed constant, a 32-bit index, a different threshold or scale).
#[test]
fn dropout_mask_is_the_same_on_both_devices() {
    let (dev, mut rng) = (cuda(), rng());
    for (n, p) in [
        (1, 0.2),
        (1000, 0.1),
        (4099, 0.5),
        (1 << 20, 0.2),
        ((1 << 24) + 17, 0.9),
    ] {
        for seed in [0u64, u64::MAX, rng.random()] {
            let d = Dropout { p, seed };
            let cpu = to_f32_vec(&ops::dropout_mask(&d, n, &Device::Cpu).unwrap());
            let gpu = to_f32_vec(&ops::dropout_mask(&d, n, &dev).unwrap());
            let kept = cpu.iter().filter(|&&m| m > 0.0).count() as f64 / n as f64;
            println!("mask n {n} p {p} seed {seed}: kept {kept:.4}");
            assert_same_bits(&format!("mask n {n} p {p} seed {seed}"), &cpu, &gpu);
            if n >= 1000 {
                assert!((kept - (1.0 - p)).abs() < 0.05, "p {p}: kept {kept}");
            }
        }
    }
}

/// `ops::dropout` forward and backward on CUDA equal the CPU's bit for bit, for f32, bf16 and
/// f16 inputs, aligned and unaligned storage. Fails when the kernel applies another mask, rounds
/// differently (the product is taken in fp32 and rounded once), or its backward forgets the mask.
#[test]
fn dropout_matches_the_cpu_bit_for_bit() {
    let (dev, mut rng) = (cuda(), rng());
    for (n, off, dtype) in [
        (4096 * 384, 0, DType::F32),
        (1001, 3, DType::F32),
        (65_537, 0, DType::BF16),
        (1001, 5, DType::BF16),
        (4096, 0, DType::F16),
    ] {
        let (xv, wv) = (values(&mut rng, n, 3.0), values(&mut rng, n, 1.0));
        let d = Dropout {
            p: 0.2,
            seed: rng.random(),
        };
        let run = |dev: &Device| {
            let x = Var::from_tensor(&at(&xv, dtype, dev, off)).unwrap();
            let y = ops::dropout(x.as_tensor(), d).unwrap();
            assert_eq!(y.dtype(), dtype);
            let w = Tensor::from_slice(&wv, n, dev).unwrap();
            let g = (y.to_dtype(DType::F32).unwrap() * w)
                .unwrap()
                .sum_all()
                .unwrap()
                .backward()
                .unwrap();
            let dx = g.get(x.as_tensor()).expect("x gets a gradient");
            assert_eq!(dx.dtype(), dtype);
            (to_f32_vec(&y), to_f32_vec(dx))
        };
        let ((y_cpu, dx_cpu), (y_gpu, dx_gpu)) = (run(&Device::Cpu), run(&dev));
        assert!(y_cpu.contains(&0.0), "p = 0.2 dropped nothing");
        assert_same_bits(&format!("dropout {n} +{off} {dtype:?} forward"), &y_cpu, &y_gpu);
        assert_same_bits(&format!("dropout {n} +{off} {dtype:?} dx"), &dx_cpu, &dx_gpu);
    }
}

/// `ops::residual_add(x, branch, Some(dropout))` on CUDA (kernels/residual.cu, vector and scalar
/// paths) equals the CPU bit for bit: the output (x + branch widened and masked, in fp32), the
/// stream's gradient (passed through) and the branch's (masked, rounded once to its dtype).
/// Fails when the fused add uses another mask index (e.g. per float4 group), scales kept values
/// differently, or masks the stream's gradient instead of the branch's.
#[test]
fn residual_add_with_dropout_matches_the_cpu_bit_for_bit() {
    let (dev, mut rng) = (cuda(), rng());
    for (n, off, dtype, p) in [
        (16384 * 384, 0, DType::BF16, 0.2),
        (1001, 3, DType::BF16, 0.2),
        (4096, 0, DType::F16, 0.5),
        (4100, 1, DType::F16, 0.1),
        (4096, 0, DType::F32, 0.2),
    ] {
        let (xv, bv, wv) = (
            values(&mut rng, n, 3.0),
            values(&mut rng, n, 3.0),
            values(&mut rng, n, 1.0),
        );
        let d = Dropout { p, seed: rng.random() };
        let run = |dev: &Device| {
            let x = Var::from_tensor(&at(&xv, DType::F32, dev, 0)).unwrap();
            let b = Var::from_tensor(&at(&bv, dtype, dev, off)).unwrap();
            let y = ops::residual_add(x.as_tensor(), b.as_tensor(), Some(d)).unwrap();
            assert_eq!(y.dtype(), DType::F32);
            let w = Tensor::from_slice(&wv, n, dev).unwrap();
            let g = (&y * w).unwrap().sum_all().unwrap().backward().unwrap();
            let (dx, db) = (g.get(x.as_tensor()).unwrap(), g.get(b.as_tensor()).unwrap());
            assert_eq!((dx.dtype(), db.dtype()), (DType::F32, dtype));
            [to_f32_vec(&y), to_f32_vec(dx), to_f32_vec(db)]
        };
        let (cpu, gpu) = (run(&Device::Cpu), run(&dev));
        // the reference itself: x + mask · branch, with the CPU's mask
        let mask = to_f32_vec(&ops::dropout_mask(&d, n, &Device::Cpu).unwrap());
        let b_exact = to_f32_vec(&at(&bv, dtype, &Device::Cpu, 0));
        for i in (0..n).step_by(97) {
            assert_eq!(cpu[0][i], xv[i] + b_exact[i] * mask[i], "reference element {i}");
        }
        for (k, name) in ["y", "dx", "dbranch"].iter().enumerate() {
            assert_same_bits(
                &format!("residual_add {n} +{off} {dtype:?} p {p} {name}"),
                &cpu[k],
                &gpu[k],
            );
        }
    }
}

/// y, dwte and dwpe of `sum(embed(wte, wpe, ids, drop) ∘ w)` on `dev`.
fn embed_run(
    dev: &Device,
    (v, t, c): (usize, usize, usize),
    tables: &[Vec<f32>; 3],
    ids: &[u32],
    drop: Option<Dropout>,
) -> [Vec<f32>; 3] {
    let b = ids.len() / t;
    let wte = Var::from_tensor(&Tensor::from_slice(&tables[0], (v, c), dev).unwrap()).unwrap();
    let wpe = Var::from_tensor(&Tensor::from_slice(&tables[1], (t, c), dev).unwrap()).unwrap();
    let w = Tensor::from_slice(&tables[2], (b, t, c), dev).unwrap();
    let ids = Tensor::from_slice(ids, (b, t), dev).unwrap();
    let y = ops::embed(wte.as_tensor(), wpe.as_tensor(), &ids, drop, None).unwrap();
    assert_eq!((y.dims(), y.dtype()), (&[b, t, c][..], DType::F32));
    let g = (&y * &w).unwrap().sum_all().unwrap().backward().unwrap();
    let (dwte, dwpe) = (g.get(wte.as_tensor()).unwrap(), g.get(wpe.as_tensor()).unwrap());
    [to_f32_vec(&y), to_f32_vec(dwte), to_f32_vec(dwpe)]
}

/// fp32 sums of up to `rows` terms in another order: each partial sum rounds by at most 2^-24
/// relative, and the rounding errors of m terms grow like sqrt(m) in practice (m·2^-24 at worst).
/// Relative L2 error per table: 8·sqrt(rows)·2^-24 (6e-5 at 16384 rows; measured 4e-7 there)
/// leaves room for the worst rows; a wrong mask is off by O(1), and one lost row of 16384 moves
/// dwte by ~1/sqrt(16384) = 8e-3, far above it.
fn fp32_sum_tol(rows: usize) -> f64 {
    8.0 * (rows as f64).sqrt() * 2f64.powi(-24)
}

/// (V, T, C, B) cases: the model's Shakespeare shape (65 tokens over 64·256 rows: ~250 rows per
/// token), C not a multiple of the kernels' 128-column blocks, a single row, and a vocabulary
/// larger than the batch (tokens with no rows: dwte rows of exact zeros).
const EMBED_CASES: [(usize, usize, usize, usize); 4] =
    [(65, 256, 384, 64), (65, 64, 100, 3), (7, 1, 5, 1), (1000, 17, 128, 2)];

/// Random wte (V, C), wpe (T, C) and upstream gradient (B·T, C), B·T token ids, and the two
/// dropout settings every embedding test runs: none and p = 0.2.
fn embed_inputs(
    rng: &mut impl Rng,
    (v, t, c, b): (usize, usize, usize, usize),
) -> ([Vec<f32>; 3], Vec<u32>, [Option<Dropout>; 2]) {
    let rows = b * t;
    let tables = [
        values(rng, v * c, 1.0),
        values(rng, t * c, 1.0),
        values(rng, rows * c, 1.0),
    ];
    let ids = embed_ids(rng, v, rows);
    let drops = [
        None,
        Some(Dropout {
            p: 0.2,
            seed: rng.random(),
        }),
    ];
    (tables, ids, drops)
}

/// Ids for an embedding case: uniform over the vocabulary, and in the first batch row the same
/// token over and over (one bucket much longer than the others).
fn embed_ids(rng: &mut impl Rng, v: usize, rows: usize) -> Vec<u32> {
    let mut ids: Vec<u32> = (0..rows).map(|_| rng.random_range(0..v as u32)).collect();
    for id in ids.iter_mut().take(rows / 8) {
        *id = 3 % v as u32;
    }
    ids
}

/// `ops::embed` on CUDA against the CPU, with and without dropout: the forward (an fp32 sum
/// rounded once, then the mask) bit for bit, dwte and dwpe within fp32 summation-order
/// tolerance. Fails when the kernel indexes the mask by anything but (b·T + t)·C + j, masks the
/// table rows instead of the sum, drops or double-counts a row of a token's bucket, or writes a
/// dwte row for a token that does not occur as anything but zero.
#[test]
fn embedding_matches_the_cpu() {
    let (dev, mut rng) = (cuda(), rng());
    for (v, t, c, b) in EMBED_CASES {
        let rows = b * t;
        let (tables, ids, drops) = embed_inputs(&mut rng, (v, t, c, b));
        for drop in drops {
            let what = format!("embed V {v} T {t} C {c} B {b} {drop:?}");
            let cpu = embed_run(&Device::Cpu, (v, t, c), &tables, &ids, drop);
            let gpu = embed_run(&dev, (v, t, c), &tables, &ids, drop);
            assert_same_bits(&format!("{what} forward"), &cpu[0], &gpu[0]);
            for (k, name, summed) in [(1, "dwte", rows), (2, "dwpe", b)] {
                let (err, tol) = (rel_l2(&gpu[k], &cpu[k]), fp32_sum_tol(summed));
                println!("{what} {name}: rel err {err:.2e} (tol {tol:.2e})");
                assert!(err <= tol, "{what} {name}: rel err {err:e} > {tol:e}");
            }
            // tokens that never occur get exact zeros on both devices
            for id in 0..v {
                if !ids.contains(&(id as u32)) {
                    let row = &gpu[1][id * c..][..c];
                    assert!(
                        row.iter().all(|&x| x == 0.0),
                        "{what}: dwte row {id} of an absent token"
                    );
                }
            }
        }
    }
}

/// The embedding backward on CUDA run twice on the same inputs gives bit-identical dwte and dwpe
/// (65 tokens over 16384 rows of 384, each token's bucket ~250 rows long, one much longer), and
/// both agree with the CPU within fp32 tolerance. Fails when the kernel sums a bucket in an order
/// that depends on scheduling (floating-point atomics, an unstable sort), which would make two
/// GPU runs of one seed drift apart and a resumed run differ from an uninterrupted one.
#[test]
fn embedding_backward_is_deterministic_on_cuda() {
    let (dev, mut rng) = (cuda(), rng());
    let (v, t, c, b) = (65, 256, 384, 64);
    let rows = b * t;
    let (tables, ids, drops) = embed_inputs(&mut rng, (v, t, c, b));
    for drop in drops {
        let first = embed_run(&dev, (v, t, c), &tables, &ids, drop);
        for run in 1..4 {
            let again = embed_run(&dev, (v, t, c), &tables, &ids, drop);
            for (k, name) in [(0, "y"), (1, "dwte"), (2, "dwpe")] {
                if let Some((i, x, y)) = first_bit_difference(&first[k], &again[k]) {
                    panic!("{drop:?}: {name} of run {run} differs from run 0 at {i}: {x:e} vs {y:e}");
                }
            }
        }
        let cpu = embed_run(&Device::Cpu, (v, t, c), &tables, &ids, drop);
        for (k, name, summed) in [(1, "dwte", rows), (2, "dwpe", b)] {
            let (err, tol) = (rel_l2(&first[k], &cpu[k]), fp32_sum_tol(summed));
            println!("deterministic embed {drop:?} {name}: rel err vs cpu {err:.2e} (tol {tol:.2e})");
            assert!(err <= tol, "{drop:?} {name}: rel err vs cpu {err:e} > {tol:e}");
        }
    }
}

/// The token rows path on CUDA (`embed(.., Some(rows))` then `ops::token_grad`, what the trainer
/// uses for the tied embedding) gives the same dwte bits as the in-graph backward, with and
/// without dropout, and the same dwpe. Fails if the rows carry the mask twice or not at all,
/// or lose a row.
#[test]
fn token_rows_give_the_in_graph_token_gradient_on_cuda() {
    #[derive(Default)]
    struct Keep(std::sync::Mutex<Vec<(Tensor, Tensor)>>);
    impl ops::TokenRows for Keep {
        fn token_rows(&self, ids: Tensor, dy: Tensor) -> candle_core::Result<()> {
            self.0.lock().unwrap().push((ids, dy));
            Ok(())
        }
    }
    let (dev, mut rng) = (cuda(), rng());
    let (v, t, c, b) = (1000, 64, 384, 8);
    let (tables, ids, drops) = embed_inputs(&mut rng, (v, t, c, b));
    for drop in drops {
        let want = embed_run(&dev, (v, t, c), &tables, &ids, drop);
        let wte = Var::from_tensor(&Tensor::from_slice(&tables[0], (v, c), &dev).unwrap()).unwrap();
        let wpe = Var::from_tensor(&Tensor::from_slice(&tables[1], (t, c), &dev).unwrap()).unwrap();
        let w = Tensor::from_slice(&tables[2], (b, t, c), &dev).unwrap();
        let idt = Tensor::from_slice(&ids, (b, t), &dev).unwrap();
        let keep = std::sync::Arc::new(Keep::default());
        let rows: std::sync::Arc<dyn ops::TokenRows> = keep.clone();
        let y = ops::embed(wte.as_tensor(), wpe.as_tensor(), &idt, drop, Some(rows)).unwrap();
        let g = (&y * &w).unwrap().sum_all().unwrap().backward().unwrap();
        assert!(
            g.get(wte.as_tensor()).is_none(),
            "{drop:?}: wte got a gradient through the graph"
        );
        let kept = keep.0.lock().unwrap();
        let dwte = ops::token_grad(&kept[0].1, &kept[0].0, v).unwrap();
        for (name, got, want) in [
            ("dwte", to_f32_vec(&dwte), &want[1]),
            ("dwpe", to_f32_vec(g.get(wpe.as_tensor()).unwrap()), &want[2]),
        ] {
            assert!(want.iter().any(|x| *x != 0.0));
            if let Some((i, x, y)) = first_bit_difference(&got, want) {
                panic!("{drop:?}: {name} from rows differs at {i}: {x:e} vs {y:e}");
            }
        }
    }
}

/// `ops::token_grad_onto` (the tied embedding's rows part added onto its LM-head part in one
/// pass) gives the bits of `base + token_grad` on CUDA, for a base that starts inside its
/// buffer (a bucket's view), with -0.0 in it, tokens that never occur and one token spanning
/// many chunks; and the CPU's values within fp32 summation tolerance. Fails if an empty or
/// spanning row skips the base, a row is written twice, or the base is read at the wrong offset.
#[test]
fn token_grad_onto_equals_base_plus_token_grad_on_cuda() {
    let (dev, mut rng) = (cuda(), rng());
    let (v, c, rows) = (3000, 384, 16 * 1024);
    let ids = embed_ids(&mut rng, v / 2, rows); // the upper half of the vocabulary never occurs
    let dy = values(&mut rng, rows * c, 1.0);
    let mut base = values(&mut rng, v * c, 1.0);
    for x in base.iter_mut().step_by(7) {
        *x = -0.0;
    }
    let offset = 5;
    let padded: Vec<f32> = vec![9.0; offset].into_iter().chain(base.iter().copied()).collect();
    let on = |d: &Device| {
        let dy = Tensor::from_slice(&dy, (rows, c), d).unwrap();
        let ids = Tensor::from_slice(&ids, rows, d).unwrap();
        let base = Tensor::from_slice(&padded, offset + v * c, d).unwrap();
        let base = base.narrow(0, offset, v * c).unwrap().reshape((v, c)).unwrap();
        let fused = ops::token_grad_onto(&base, &dy, &ids).unwrap();
        let apart = (&base + ops::token_grad(&dy, &ids, v).unwrap()).unwrap();
        (to_f32_vec(&fused), to_f32_vec(&apart))
    };
    for (d, name) in [(&dev, "cuda"), (&Device::Cpu, "cpu")] {
        let (fused, apart) = on(d);
        if let Some((i, x, y)) = first_bit_difference(&fused, &apart) {
            panic!("{name}: token_grad_onto differs from base + token_grad at {i}: {x:e} vs {y:e}");
        }
    }
    let (fused, cpu_fused) = (on(&dev).0, on(&Device::Cpu).0);
    let err = rel_l2(&fused, &cpu_fused);
    let tol = fp32_sum_tol(rows);
    println!("token_grad_onto: rel err vs cpu {err:.2e} (tol {tol:.2e})");
    assert!(err <= tol, "rel err vs cpu {err:e} > {tol:e}");
}
