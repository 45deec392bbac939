//! `ops::causal_attention` (kernels/attention.cu) against an f64 reference: the op's own CPU
//! path in f64 (composed math, exact gradient) on the same bf16/f16-rounded inputs. Output and
//! all three gradients, T in {1, 17, 256, 1024}, Dh in {64, 128}, several B·H.

use candle_core::{DType, Device, Tensor, Var};
use minigpt::ops;
use rand::Rng;

use super::{cuda, poison, rel, rng, to_f32_vec};

/// SPEC §7 bar for bf16 operands: max-norm relative error <= 1e-2. Origin: q, k, v, P and dS
/// are bf16 (2^-9 ≈ 2e-3 relative per element) as mma operands, O is rounded to bf16 once
/// more; max, sums, exp and L are fp32. The f16 cases (2^-11) sit well inside it.
const TOL: f32 = 1e-2;

/// Values in [-SPREAD, SPREAD): wide enough that the softmax is peaked (scores up to ~Dh·4/√Dh),
/// so a wrong mask or a wrong running max shows.
const SPREAD: f32 = 2.0;

fn values(rng: &mut impl Rng, len: usize) -> Vec<f32> {
    (0..len).map(|_| rng.random_range(-SPREAD..SPREAD)).collect()
}

/// O and (dq, dk, dv) of `sum(O ∘ w)` on `dev` in `dtype`, all widened to f32.
fn run(dev: &Device, dtype: DType, dims: [usize; 4], qkvw: &[Vec<f32>; 4]) -> [Vec<f32>; 4] {
    let n: usize = dims.iter().product();
    let t = |v: &Vec<f32>| Tensor::from_slice(v, &dims, dev).unwrap().to_dtype(dtype).unwrap();
    let vars = [0, 1, 2].map(|i| Var::from_tensor(&t(&qkvw[i])).unwrap());
    let w = t(&qkvw[3]);
    poison(n, dtype, dev);
    let o = ops::causal_attention(vars[0].as_tensor(), vars[1].as_tensor(), vars[2].as_tensor()).unwrap();
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

#[test]
fn causal_attention_matches_f64() {
    let dev = cuda();
    let mut rng = rng();
    let cases: [([usize; 4], DType); 10] = [
        ([1, 1, 1, 64], DType::BF16),
        ([2, 3, 17, 64], DType::BF16),
        ([3, 1, 17, 128], DType::BF16),
        ([2, 2, 256, 64], DType::BF16),
        ([1, 3, 256, 128], DType::BF16),
        ([1, 2, 1024, 64], DType::BF16),
        ([1, 1, 1024, 128], DType::BF16),
        ([4, 6, 100, 64], DType::BF16),
        ([2, 2, 256, 64], DType::F16),
        ([1, 1, 1024, 128], DType::F16),
    ];
    for (dims, dtype) in cases {
        let n: usize = dims.iter().product();
        // Round the inputs to the dtype once, so both sides see the same operands.
        let qkvw = [0, 1, 2, 3].map(|_| {
            let v = values(&mut rng, n);
            to_f32_vec(&Tensor::from_vec(v, n, &Device::Cpu).unwrap().to_dtype(dtype).unwrap())
        });
        let want = run(&Device::Cpu, DType::F64, dims, &qkvw);
        let got = run(&dev, dtype, dims, &qkvw);
        for (name, (g, w)) in ["o", "dq", "dk", "dv"].iter().zip(got.iter().zip(&want)) {
            let r = rel(g, w);
            println!("attention {dims:?} {dtype:?} {name}: rel err {r:.2e}");
            assert!(r <= TOL, "{dims:?} {dtype:?} {name}: rel err {r}");
        }
    }
}

/// Median of 20 synchronised wall-clock runs of forward and forward+backward at the S and M
/// shapes; prints TFLOP/s (causal: half of 4·B·H·T²·Dh forward, 2.5× that backward).
#[test]
#[ignore]
fn causal_attention_timing() {
    let dev = cuda();
    let mut rng = rng();
    for (label, dims) in [("S", [64, 6, 256, 64]), ("M", [16, 12, 1024, 64])] {
        let n: usize = dims.iter().product();
        let t = |v: Vec<f32>| Tensor::from_vec(v, &dims, &dev).unwrap().to_dtype(DType::BF16).unwrap();
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
            "attention {label} {dims:?} bf16: fwd {f:.3} ms = {:.1} TFLOP/s; fwd+bwd {fb:.3} ms = {:.1} TFLOP/s",
            fwd_flop / f / 1e9,
            3.5 * fwd_flop / fb / 1e9
        );
    }
}

/// `ops::causal_attention_qkv` on CUDA (the packed kernels: q, k, v read from one [B, T, 3C]
/// tensor, output written as [B, T, C]) against the same op on the CPU in f64 (heads split, the
/// reference): output and the packed gradient, bf16 and f16.
#[test]
fn packed_qkv_attention_matches_f64() {
    let dev = cuda();
    let mut rng = rng();
    let mut drop = |p: f64| Some(ops::Dropout { p, seed: rng.random() });
    let cases = [
        ((2, 17, 3, 64), DType::BF16, None),
        ((4, 256, 6, 64), DType::BF16, None),
        ((1, 1024, 12, 64), DType::BF16, None),
        ((2, 100, 2, 128), DType::F16, None),
        ((3, 65, 4, 32), DType::BF16, None),
        // with dropout on the probabilities: the kernels regenerate the CPU's mask
        ((2, 17, 3, 64), DType::BF16, drop(0.2)),
        ((4, 256, 6, 64), DType::BF16, drop(0.2)),
        ((1, 300, 2, 128), DType::F16, drop(0.5)),
    ];
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
                r <= TOL,
                "{:?} {dtype:?} {dropout:?} {name}: rel err {r}",
                (b, t, h, dh)
            );
        }
    }
}
