//! `ops::fp8_*` on CUDA (kernels/fp8.cu and cuBLASLt's FP8 GEMMs) against the CPU emulation and
//! against float64: the casts' codes and the scaling state bit for bit, the update kernel bit for
//! bit, and the FP8 linear layer's y, dx and dW within what the summation order and one output
//! rounding allow of the emulation, and within E4M3/E5M2's precision of the exact product.

use candle_core::{DType, Device, Tensor, Var};
use minigpt::ops::{self, Fp8Format, Fp8Site, Fp8Slot, Fp8State, ScaleMode};
use rand::Rng;

use super::{cuda, rel_l2, rng, to_f32_vec};

fn state_on(s: &Fp8State, dev: &Device) -> Fp8State {
    Fp8State {
        table: s.table.to_device(dev).unwrap(),
        saturated: s.saturated.to_device(dev).unwrap(),
        pow2m: s.pow2m,
    }
}

fn fresh_state(history: usize, margin: i32) -> Fp8State {
    let formats = [Fp8Format::E4M3, Fp8Format::E4M3, Fp8Format::E5M2];
    Fp8State::new(&formats, history, margin, &Device::Cpu).unwrap()
}

/// Values over the formats' whole range: normal, subnormal after scaling, beyond the maxima,
/// zeros and both signs.
fn wide_values(len: usize) -> Vec<f32> {
    let mut r = rng();
    (0..len)
        .map(|i| match i % 97 {
            0 => 0.0,
            1 => -0.0,
            2 => 1e9,
            3 => -7e4,
            _ => r.random_range(-2.0f32..2.0) * f32::powi(2.0, r.random_range(-26..14)),
        })
        .collect()
}

fn bits(t: &Tensor) -> Vec<u32> {
    to_f32_vec(t).iter().map(|v| v.to_bits()).collect()
}

/// Every code, every state column and the saturation counts equal the CPU's, per format and
/// scale mode, at shapes whose tiles are partial (37 × 45: the scalar kernel; 80 × 96 and
/// 144 × 768: the 16-wide one with a 64-row tile per block, as most weights take it; 5136 ×
/// 1008: 256-row blocks, 336 of them, as the activations take it on a GPU of up to 168 SMs),
/// from f32, bf16 and f16 inputs, over two casts into one row (the amax is a max over both).
/// Fails on a rounding, saturation or subnormal difference, a wrong amax fold, a dynamic scale
/// that differs, or a missed edge tile.
#[test]
fn casts_equal_the_cpu_bit_for_bit() {
    let dev = cuda();
    for (rows, cols) in [(37, 45), (80, 96), (144, 768), (5136, 1008)] {
        for dtype in [DType::F32, DType::BF16, DType::F16] {
            for mode in [ScaleMode::Delayed, ScaleMode::Dynamic, ScaleMode::Fixed] {
                for (row, format) in [(0, Fp8Format::E4M3), (2, Fp8Format::E5M2)] {
                    let cpu = fresh_state(4, 1);
                    // a delayed row with a scale of its own
                    let mut t = cpu.table.to_vec2::<f32>().unwrap();
                    t[row][1] = 37.5;
                    t[row][0] = 1.0 / 37.5;
                    let cpu = Fp8State {
                        table: Tensor::new(t, &Device::Cpu).unwrap(),
                        ..cpu
                    };
                    let gpu = state_on(&cpu, &dev);
                    let slot = Fp8Slot { row, format, mode };
                    for pass in 0..2 {
                        let v = wide_values(rows * cols);
                        let x = Tensor::from_vec(v, (rows, cols), &Device::Cpu)
                            .unwrap()
                            .to_dtype(dtype)
                            .unwrap();
                        let q_cpu = ops::fp8_quantise(&x, &cpu, slot).unwrap();
                        let q_gpu = ops::fp8_quantise(&x.to_device(&dev).unwrap(), &gpu, slot).unwrap();
                        let (a, b) = (
                            q_cpu.flatten_all().unwrap().to_vec1::<u8>().unwrap(),
                            q_gpu.flatten_all().unwrap().to_vec1::<u8>().unwrap(),
                        );
                        let first = a.iter().zip(&b).position(|(x, y)| x != y);
                        assert!(
                            first.is_none(),
                            "{rows}x{cols} {dtype:?} {mode:?} {format:?} pass {pass}: codes differ at {first:?}"
                        );
                        assert_eq!(
                            bits(&cpu.table),
                            bits(&gpu.table),
                            "{dtype:?} {mode:?} {format:?}: state"
                        );
                        assert_eq!(
                            cpu.saturated.to_vec1::<u32>().unwrap(),
                            gpu.saturated.to_vec1::<u32>().unwrap(),
                            "{dtype:?} {mode:?} {format:?}: saturation counts"
                        );
                    }
                    if mode == ScaleMode::Fixed {
                        let n = cpu.saturated.to_vec1::<u32>().unwrap()[row];
                        assert!(n > 0, "scale 1 must clip the 1e9 entries");
                    }
                }
            }
        }
    }
}

/// The update kernel equals the CPU's update: the history ring, the reset, the delayed scale
/// and its inverse, NaN and inf amaxes dropped, margin applied; and with `from_history` off the
/// scale is left alone.
#[test]
fn the_update_equals_the_cpu_bit_for_bit() {
    let dev = cuda();
    let mut r = rng();
    for from_history in [true, false] {
        let cpu = fresh_state(3, 2);
        let mut t = cpu.table.to_vec2::<f32>().unwrap();
        for (i, row) in t.iter_mut().enumerate() {
            row[3] = match i {
                0 => f32::NAN,
                1 => f32::INFINITY,
                _ => r.random_range(0.0f32..5.0),
            };
            for h in &mut row[4..] {
                *h = r.random_range(0.0f32..3.0);
            }
        }
        let cpu = Fp8State {
            table: Tensor::new(t, &Device::Cpu).unwrap(),
            ..cpu
        };
        let gpu = state_on(&cpu, &dev);
        for pos in [1, 2, 0] {
            ops::fp8_update(&cpu, pos, from_history).unwrap();
            ops::fp8_update(&gpu, pos, from_history).unwrap();
            assert_eq!(
                bits(&cpu.table),
                bits(&gpu.table),
                "pos {pos} from_history {from_history}"
            );
        }
        let after = cpu.table.to_vec2::<f32>().unwrap();
        assert!(after.iter().all(|r| r[3] == 0.0), "the amax is reset");
        if !from_history {
            assert!(after.iter().all(|r| r[1] == 1.0), "no history: the scale stays");
        }
    }
}

/// (y, dx, dW) of `sum(fp8_linear(x, W) ∘ g)` on `dev`.
fn linear(dev: &Device, site: &Fp8Site, v: &[Vec<f32>; 3], (rows, n, k): (usize, usize, usize)) -> [Vec<f32>; 3] {
    let t = |v: &[f32], d: &[usize]| Tensor::from_slice(v, d, dev).unwrap();
    let x = Var::from_tensor(&t(&v[0], &[rows, k]).to_dtype(DType::BF16).unwrap()).unwrap();
    let w = Var::from_tensor(&t(&v[1], &[n, k])).unwrap();
    let g = t(&v[2], &[rows, n]).to_dtype(DType::BF16).unwrap();
    let y = ops::fp8_linear(x.as_tensor(), w.as_tensor(), site).unwrap();
    assert_eq!((y.dims(), y.dtype()), (&[rows, n][..], DType::BF16));
    let loss = (y.to_dtype(DType::F32).unwrap() * g.to_dtype(DType::F32).unwrap())
        .unwrap()
        .sum_all()
        .unwrap();
    let grads = loss.backward().unwrap();
    let dx = grads.get(x.as_tensor()).expect("x gets dx");
    let dw = grads.get(w.as_tensor()).expect("the master gets dW");
    assert_eq!((dx.dtype(), dw.dtype()), (DType::BF16, DType::F32));
    [to_f32_vec(&y), to_f32_vec(dx), to_f32_vec(dw)]
}

/// `a [m, kk] · b [kk, nn]` in f64 with a, b given as row-major slices read through `at`.
fn mm(
    m: usize,
    kk: usize,
    nn: usize,
    a: impl Fn(usize, usize) -> f64 + Sync,
    b: impl Fn(usize, usize) -> f64 + Sync,
) -> Vec<f32> {
    let mut out = vec![0f32; m * nn];
    std::thread::scope(|s| {
        let threads = std::thread::available_parallelism().map_or(1, |p| p.get());
        for (c, chunk) in out.chunks_mut(m.div_ceil(threads) * nn).enumerate() {
            let (a, b) = (&a, &b);
            s.spawn(move || {
                let base = c * m.div_ceil(threads);
                for (i, row) in chunk.chunks_mut(nn).enumerate() {
                    for (j, o) in row.iter_mut().enumerate() {
                        *o = (0..kk).map(|l| a(base + i, l) * b(l, j)).sum::<f64>() as f32;
                    }
                }
            });
        }
    });
    out
}

/// The FP8 linear layer on CUDA against the CPU emulation from the same state (dynamic scales:
/// both sides compute the same ones) and against float64 on the unquantised operands, at the
/// model's shapes. The emulation differs by the fp32 summation order and one bf16 rounding of y
/// and dx (2^-8 relative, L2 well below 1e-2); the exact product by E4M3's 2^-4 relative step per
/// operand in y, and E5M2's 2^-3 in dx and dW (L2 bounds: 2^-4 and 2^-3). Fails on a transposed
/// copy that is wrong (dgrad reads Wᵀ, wgrad xᵀ and dyᵀ), a scale pointer to the wrong row, a
/// format swapped, or any NaN.
#[test]
fn the_fp8_linear_matches_the_emulation_and_float64() {
    let dev = cuda();
    let mut r = rng();
    for (rows, n, k) in [
        (128, 2304, 768),
        (256, 768, 768),
        (128, 3072, 768),
        (128, 768, 3072),
        (48, 80, 32),
    ] {
        let draw = |r: &mut rand::rngs::StdRng, len: usize, s: f32| -> Vec<f32> {
            (0..len).map(|_| r.random_range(-s..s)).collect()
        };
        let v = [
            draw(&mut r, rows * k, 2.0),
            draw(&mut r, n * k, 0.05),
            draw(&mut r, rows * n, 1e-4),
        ];
        let mode = ScaleMode::Dynamic;
        let site = |state: Fp8State| Fp8Site {
            state,
            x: Fp8Slot {
                row: 0,
                format: Fp8Format::E4M3,
                mode,
            },
            w: Fp8Slot {
                row: 1,
                format: Fp8Format::E4M3,
                mode,
            },
            dy: Fp8Slot {
                row: 2,
                format: Fp8Format::E5M2,
                mode,
            },
            rerun_counts: None,
        };
        let cpu = fresh_state(1, 0);
        let gpu = state_on(&cpu, &dev);
        let (s_cpu, s_gpu) = (site(cpu.clone()), site(gpu.clone()));
        let want = linear(&Device::Cpu, &s_cpu, &v, (rows, n, k));
        let got = linear(&dev, &s_gpu, &v, (rows, n, k));
        assert_eq!(bits(&cpu.table), bits(&gpu.table), "{rows}x{n}x{k}: the same scales");
        for (i, what) in ["y", "dx", "dW"].iter().enumerate() {
            let e = rel_l2(&got[i], &want[i]);
            assert!(e <= 1e-2, "{rows}x{n}x{k} {what}: rel L2 {e} against the CPU emulation");
        }
        // against the exact product of the bf16-rounded operands
        let bf16_rounded = |v: &[f32]| -> Vec<f32> { v.iter().map(|&x| half::bf16::from_f32(x).to_f32()).collect() };
        let (xb, gb) = (bf16_rounded(&v[0]), bf16_rounded(&v[2]));
        let w = &v[1];
        let y = mm(rows, k, n, |i, l| xb[i * k + l] as f64, |l, j| w[j * k + l] as f64);
        let dx = mm(rows, n, k, |i, l| gb[i * n + l] as f64, |l, j| w[l * k + j] as f64);
        let dw = mm(n, rows, k, |i, l| gb[l * n + i] as f64, |l, j| xb[l * k + j] as f64);
        for (what, got, exact, bound) in [
            ("y", &got[0], &y, 0.0625),
            ("dx", &got[1], &dx, 0.125),
            ("dW", &got[2], &dw, 0.125),
        ] {
            let e = rel_l2(got, exact);
            assert!(
                e <= bound,
                "{rows}x{n}x{k} {what}: rel L2 {e} against float64 (bound {bound})"
            );
            assert!(
                e > 1e-4,
                "{rows}x{n}x{k} {what}: rel L2 {e}: the operands were not quantised"
            );
        }
    }
}

/// Two runs of the same FP8 linear layer give the same bits (the scales, y, dx and dW): no
/// atomics in the sums, the amax a max.
#[test]
fn the_fp8_linear_is_deterministic() {
    let dev = cuda();
    let mut r = rng();
    let (rows, n, k) = (512, 768, 768);
    let v = [0.5f32, 0.05, 1e-3].map(|s| {
        (0..rows.max(n) * k)
            .map(|_| r.random_range(-s..s))
            .collect::<Vec<f32>>()
    });
    let v = [
        v[0][..rows * k].to_vec(),
        v[1][..n * k].to_vec(),
        v[2][..rows * n].to_vec(),
    ];
    let run = || {
        let gpu = state_on(&fresh_state(1, 0), &dev);
        let site = site_of(gpu.clone(), ScaleMode::Dynamic);
        let out = linear(&dev, &site, &v, (rows, n, k));
        (
            out.map(|o| o.iter().map(|x| x.to_bits()).collect::<Vec<_>>()),
            bits(&gpu.table),
        )
    };
    assert!(run() == run(), "two FP8 runs differ");
}

/// The FP8 GEMM with the bias (and GELU) in cuBLASLt's epilogue against the same FP8 GEMM
/// followed by the separate bias passes (the CPU emulation's composition), on the GPU from the
/// same scales: y, dx, dW and db within one bf16 rounding of each other (the epilogue adds the
/// bias's bf16 copy to the fp32 sums and rounds once; the passes round the product, then add the
/// fp32 bias), dx and dW under GELU within the E5M2 rounding of dh (below). Fails on a bias
/// added twice or not at all, a GELU on the wrong side of it, a pre-activation the backward
/// misreads, or a bias gradient summed wrong in the fused cast.
#[test]
fn the_fp8_epilogue_matches_the_separate_passes() {
    let dev = cuda();
    let mut r = rng();
    let (rows, n, k) = (256, 3072, 768);
    for act in [ops::Act::None, ops::Act::Gelu] {
        let draw = |r: &mut rand::rngs::StdRng, len: usize, s: f32| -> Vec<f32> {
            (0..len).map(|_| r.random_range(-s..s)).collect()
        };
        let (xv, wv, bv, gv) = (
            draw(&mut r, rows * k, 2.0),
            draw(&mut r, n * k, 0.05),
            draw(&mut r, n, 0.5),
            draw(&mut r, rows * n, 1e-3),
        );
        let run = |epilogue: bool| -> [Vec<f32>; 5] {
            let state = state_on(&fresh_state(1, 0), &dev);
            let site = site_of(state, ScaleMode::Dynamic);
            let t = |v: &[f32], d: &[usize]| Tensor::from_slice(v, d, &dev).unwrap();
            let x = Var::from_tensor(&t(&xv, &[rows, k]).to_dtype(DType::BF16).unwrap()).unwrap();
            let w = Var::from_tensor(&t(&wv, &[n, k])).unwrap();
            let b = Var::from_tensor(&t(&bv, &[n])).unwrap();
            let b_c = b.as_tensor().to_dtype(DType::BF16).unwrap();
            let y = ops::fp8_dense(
                x.as_tensor(),
                w.as_tensor(),
                epilogue.then_some(&b_c),
                b.as_tensor(),
                act,
                &site,
            )
            .unwrap();
            let g = t(&gv, &[rows, n]);
            let grads = (y.to_dtype(DType::F32).unwrap() * g)
                .unwrap()
                .sum_all()
                .unwrap()
                .backward()
                .unwrap();
            [
                to_f32_vec(&y),
                to_f32_vec(grads.get(x.as_tensor()).unwrap()),
                to_f32_vec(grads.get(w.as_tensor()).unwrap()),
                to_f32_vec(grads.get(b.as_tensor()).unwrap()),
                to_f32_vec(&b_c),
            ]
        };
        let (fused, separate) = (run(true), run(false));
        for (i, what) in ["y", "dx", "dW", "db"].iter().enumerate() {
            // With GELU the fused backward casts the fp32 dh to E5M2 where the passes cast its
            // bf16 rounding: about 1 value in 64 lands on the other side of an E5M2 rounding
            // boundary (2 mantissa bits) and moves by one E5M2 step (up to 2^-2 of itself),
            // about 1.5e-2 in rel L2 over dx and dW. A missing gelu' is off by far more.
            let tol = match (act, *what) {
                (ops::Act::Gelu, "dx" | "dW") => 2f64.powi(-4),
                _ => 1e-2,
            };
            let e = rel_l2(&fused[i], &separate[i]);
            assert!(
                e <= tol,
                "{act:?} {what}: rel L2 {e} between the epilogue and the separate passes (tolerance {tol})"
            );
        }
    }
}

/// A site of rows 0..3 of `state` under `mode`.
fn site_of(state: Fp8State, mode: ScaleMode) -> Fp8Site {
    let slot = |row, format| Fp8Slot { row, format, mode };
    Fp8Site {
        state,
        x: slot(0, Fp8Format::E4M3),
        w: slot(1, Fp8Format::E4M3),
        dy: slot(2, Fp8Format::E5M2),
        rerun_counts: None,
    }
}

/// (loss, dx, dW) of the FP8 LM head with its loss on `dev`: the fused op, or the FP8 linear
/// layer followed by the cross-entropy (`fused` false: the ops the fused one replaces).
fn head_loss(
    dev: &Device,
    site: &Fp8Site,
    (xv, wv, tv): (&[f32], &[f32], &[u32]),
    (rows, v, k): (usize, usize, usize),
    fused: bool,
) -> [Vec<f32>; 3] {
    let x = Var::from_tensor(
        &Tensor::from_slice(xv, (rows, k), dev)
            .unwrap()
            .to_dtype(DType::BF16)
            .unwrap(),
    )
    .unwrap();
    let w = Var::from_tensor(&Tensor::from_slice(wv, (v, k), dev).unwrap()).unwrap();
    let t = Tensor::from_slice(tv, rows, dev).unwrap();
    let loss = match fused {
        true => ops::fp8_lm_head_loss(x.as_tensor(), w.as_tensor(), &t, site).unwrap(),
        false => ops::cross_entropy(&ops::fp8_linear(x.as_tensor(), w.as_tensor(), site).unwrap(), &t).unwrap(),
    };
    assert_eq!((loss.dims(), loss.dtype()), (&[][..], DType::F32));
    let grads = loss.backward().unwrap();
    let dx = grads.get(x.as_tensor()).expect("x gets dx");
    let dw = grads.get(w.as_tensor()).expect("the master gets dW");
    assert_eq!((dx.dtype(), dw.dtype()), (DType::BF16, DType::F32));
    [to_f32_vec(&loss), to_f32_vec(dx), to_f32_vec(dw)]
}

/// The FP8 LM head with its loss (`ops::fp8_lm_head_loss`: dlogits cast to E5M2 in the
/// cross-entropy's backward pass, kernels/fp8.cu `fp8_cast16_xent`) on CUDA, delayed and dynamic,
/// at a vocabulary of whole 64-column tiles and ones that end in a partial tile:
/// - against the separate GPU ops it replaces (the FP8 linear layer, then the cross-entropy):
///   the same loss bit for bit (the same GEMM and loss kernels), the same x and W scales, dy's
///   amax within bf16's rounding of it (the separate ops cast bf16 dlogits, the fused pass the
///   fp32 values), dx and dW within one E5M2 step on the few values whose bf16 rounding crosses
///   an E5M2 rounding boundary;
/// - against the CPU emulation of the same op (dlogits from f64): dx and dW within 1e-2;
/// - against float64 on the unquantised operands: the loss within 1 %, dx and dW within E5M2's
///   2^-3.
///
/// Fails on a wrong target column, a log-sum-exp of the wrong row, a missing dloss / rows, a
/// transposed copy that is wrong, a skipped edge tile, or any NaN.
#[test]
fn the_fp8_head_loss_matches_the_separate_ops_the_emulation_and_float64() {
    let dev = cuda();
    let mut r = rng();
    let (rows, k) = (256, 768);
    for (v, mode) in [
        (2048, ScaleMode::Delayed),
        (2000, ScaleMode::Dynamic),
        (1040, ScaleMode::Delayed),
    ] {
        let xv: Vec<f32> = (0..rows * k).map(|_| r.random_range(-2.0f32..2.0)).collect();
        let wv: Vec<f32> = (0..v * k).map(|_| r.random_range(-0.1f32..0.1)).collect();
        let tv: Vec<u32> = (0..rows).map(|_| r.random_range(0..v as u32)).collect();
        // delayed: scales from a history, as after a first step
        let mut cpu = fresh_state(4, 0);
        if mode == ScaleMode::Delayed {
            let width = cpu.table.dim(1).unwrap();
            let mut t = cpu.table.flatten_all().unwrap().to_vec1::<f32>().unwrap();
            for (row, amax) in [(0, 2.0f32), (1, 0.1), (2, 4e-3)] {
                let s = t[row * width + 2] / amax;
                t[row * width + 1] = s;
                t[row * width] = 1.0 / s;
            }
            cpu.table = Tensor::from_vec(t, (3, width), &Device::Cpu).unwrap();
        }
        let fresh_gpu = || state_on(&cpu, &dev);
        let (g_fused, g_sep, c_emul) = (fresh_gpu(), fresh_gpu(), state_on(&cpu, &Device::Cpu));
        let shape = (rows, v, k);
        let ops = (&xv[..], &wv[..], &tv[..]);
        let fused = head_loss(&dev, &site_of(g_fused.clone(), mode), ops, shape, true);
        let sep = head_loss(&dev, &site_of(g_sep.clone(), mode), ops, shape, false);
        let emul = head_loss(&Device::Cpu, &site_of(c_emul.clone(), mode), ops, shape, true);
        let tag = format!("V {v}, {mode:?}");
        assert_eq!(
            fused[0][0].to_bits(),
            sep[0][0].to_bits(),
            "{tag}: the loss differs from the separate ops'"
        );
        let (tf, ts) = (to_f32_vec(&g_fused.table), to_f32_vec(&g_sep.table));
        let width = g_fused.table.dim(1).unwrap();
        assert_eq!(tf[..2 * width], ts[..2 * width], "{tag}: the x and W rows differ");
        let (af, asep) = (tf[2 * width + 3] as f64, ts[2 * width + 3] as f64);
        if mode == ScaleMode::Dynamic {
            let (af, asep) = (tf[2 * width + 1] as f64, ts[2 * width + 1] as f64); // the scales
            assert!(
                (af / asep - 1.0).abs() <= 2f64.powi(-8),
                "{tag}: dy's scale {af} vs {asep}"
            );
        } else {
            assert!(
                af > 0.0 && (af / asep - 1.0).abs() <= 2f64.powi(-8),
                "{tag}: dy's amax {af} vs {asep}"
            );
        }
        for (i, what) in [(1, "dx"), (2, "dW")] {
            let e = rel_l2(&fused[i], &sep[i]);
            assert!(e <= 2f64.powi(-4), "{tag} {what}: rel L2 {e} against the separate ops");
            let e = rel_l2(&fused[i], &emul[i]);
            assert!(e <= 1e-2, "{tag} {what}: rel L2 {e} against the CPU emulation");
        }
        // float64: logits of the bf16-rounded x and the f32 W, the loss and its gradients
        let xb: Vec<f32> = xv.iter().map(|&x| half::bf16::from_f32(x).to_f32()).collect();
        let logits = mm(rows, k, v, |i, l| xb[i * k + l] as f64, |l, j| wv[j * k + l] as f64);
        let mut dl = vec![0f32; rows * v];
        let mut loss = 0f64;
        for i in 0..rows {
            let row = &logits[i * v..(i + 1) * v];
            let m = row.iter().fold(f64::NEG_INFINITY, |m, &x| m.max(x as f64));
            let lse = m + row.iter().map(|&x| (x as f64 - m).exp()).sum::<f64>().ln();
            loss += lse - row[tv[i] as usize] as f64;
            for j in 0..v {
                let p = (row[j] as f64 - lse).exp() - if j == tv[i] as usize { 1.0 } else { 0.0 };
                dl[i * v + j] = (p / rows as f64) as f32;
            }
        }
        let loss = loss / rows as f64;
        let e = (fused[0][0] as f64 - loss).abs() / loss;
        assert!(e <= 1e-2, "{tag}: loss {} vs float64 {loss}: rel {e}", fused[0][0]);
        let dx = mm(rows, v, k, |i, l| dl[i * v + l] as f64, |l, j| wv[l * k + j] as f64);
        let dw = mm(v, rows, k, |i, l| dl[l * v + i] as f64, |l, j| xb[l * k + j] as f64);
        for (what, got, exact) in [("dx", &fused[1], &dx), ("dW", &fused[2], &dw)] {
            let e = rel_l2(got, exact);
            assert!(e <= 0.125, "{tag} {what}: rel L2 {e} against float64");
            assert!(e > 1e-4, "{tag} {what}: rel L2 {e}: dlogits was not quantised");
        }
    }
}

/// An FP8 linear layer with a bias takes its output gradient in f32 (what a residual add hands
/// a branch made by an FP8 layer: `ops::residual_add_f32_grad`): from an f32 dy holding
/// bf16-representable values, dx, dW and db equal the bf16 dy's bit for bit (the same codes, the
/// same sums in the same order). Fails where the f32 gradient is read with the wrong element
/// size or stride, or cast through another kernel's rounding.
#[test]
fn the_fp8_dense_takes_an_f32_output_gradient() {
    let dev = cuda();
    let mut r = rng();
    let (rows, n, k) = (512, 768, 3072);
    let draw = |r: &mut rand::rngs::StdRng, len: usize, s: f32| -> Vec<f32> {
        (0..len)
            .map(|_| half::bf16::from_f32(r.random_range(-s..s)).to_f32())
            .collect()
    };
    let (xv, wv, bv, gv) = (
        draw(&mut r, rows * k, 2.0),
        draw(&mut r, n * k, 0.05),
        draw(&mut r, n, 0.5),
        draw(&mut r, rows * n, 1e-3),
    );
    let run = |dy_dtype: DType| -> [Vec<u32>; 4] {
        let site = site_of(state_on(&fresh_state(1, 0), &dev), ScaleMode::Dynamic);
        let t = |v: &[f32], d: &[usize]| Tensor::from_slice(v, d, &dev).unwrap();
        let x = Var::from_tensor(&t(&xv, &[rows, k]).to_dtype(DType::BF16).unwrap()).unwrap();
        let w = Var::from_tensor(&t(&wv, &[n, k])).unwrap();
        let b = Var::from_tensor(&t(&bv, &[n])).unwrap();
        let b_c = b.as_tensor().to_dtype(DType::BF16).unwrap();
        let y = ops::fp8_dense(
            x.as_tensor(),
            w.as_tensor(),
            Some(&b_c),
            b.as_tensor(),
            ops::Act::None,
            &site,
        )
        .unwrap();
        // y + 0 · x-shaped stream, with dy arriving as `dy_dtype`
        let stream = Tensor::zeros((rows, n), DType::F32, &dev).unwrap();
        let sum = match dy_dtype {
            DType::F32 => ops::residual_add_f32_grad(&stream, &y, None, None).unwrap().stream,
            _ => ops::residual_add(&stream, &y, None).unwrap(),
        };
        let grads = (sum * t(&gv, &[rows, n]))
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        let get = |v: &Var| to_f32_vec(grads.get(v.as_tensor()).unwrap());
        let out = [to_f32_vec(&y), get(&x), get(&w), get(&b)];
        out.map(|o| o.iter().map(|f| f.to_bits()).collect())
    };
    let (wide, narrow) = (run(DType::F32), run(DType::BF16));
    for (i, what) in ["y", "dx", "dW", "db"].iter().enumerate() {
        assert!(
            wide[i] == narrow[i],
            "{what}: an f32 dy gives other bits than its bf16 copy"
        );
    }
}
