//! The CPU side of the fused attention: the plain reference forward (f32 accumulation, f64 for
//! f64 inputs) and the exact gradient of it, composed from candle ops.

use candle_core::{CpuStorage, DType, Layout, Tensor, WithDType, D};

use super::{attention_dropout_mask, dims};
use crate::ops::dropout::Dropout;

/// Accumulator of the CPU reference: f32 (f64 for f64 inputs).
trait Acc:
    Copy
    + PartialOrd
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
{
    const ZERO: Self;
    fn of(v: f64) -> Self;
    fn to(self) -> f64;
    fn exp(self) -> Self;
}

impl Acc for f32 {
    const ZERO: Self = 0.0;
    fn of(v: f64) -> Self {
        v as f32
    }
    fn to(self) -> f64 {
        self as f64
    }
    fn exp(self) -> Self {
        f32::exp(self)
    }
}

impl Acc for f64 {
    const ZERO: Self = 0.0;
    fn of(v: f64) -> Self {
        v
    }
    fn to(self) -> f64 {
        self
    }
    fn exp(self) -> Self {
        f64::exp(self)
    }
}

/// The CPU reference, kept plain. For each head and each query row i:
/// scores s_j = q_i·k_j / √Dh for j <= i, p = softmax(s), o_i = Σ_j p_j v_j, all in `A`;
/// one rounding to `T` at the end.
fn reference<T: WithDType, A: Acc>(
    q: &[T],
    k: &[T],
    v: &[T],
    (bh, t, dh): (usize, usize, usize),
    dropout: Option<Dropout>,
) -> Vec<T> {
    let widen = |x: &[T]| x.iter().map(|e| A::of(e.to_f64())).collect::<Vec<A>>(); // exact
    let (q, k, v) = (widen(q), widen(k), widen(v));
    let scale = A::of(1.0 / (dh as f64).sqrt());
    let mut out = vec![T::zero(); bh * t * dh];
    let mut scores = vec![A::ZERO; t];
    let mut acc = vec![A::ZERO; dh];
    for head in 0..bh {
        let at = |x: &[A], row: usize| -> Vec<A> { x[(head * t + row) * dh..][..dh].to_vec() };
        for i in 0..t {
            let qi = at(&q, i);
            for (j, s) in scores.iter_mut().enumerate().take(i + 1) {
                let kj = at(&k, j);
                *s = qi.iter().zip(&kj).fold(A::ZERO, |a, (&x, &y)| a + x * y) * scale;
            }
            let max = scores[..=i].iter().fold(scores[0], |m, &s| if s > m { s } else { m });
            let mut sum = A::ZERO;
            acc.iter_mut().for_each(|a| *a = A::ZERO);
            for (j, &s) in scores[..=i].iter().enumerate() {
                let p = (s - max).exp(); // <= 1: cannot overflow
                sum = sum + p; // the normaliser is taken before dropout
                let p = match dropout {
                    Some(d) => p * A::of(d.factor(((head * t + i) * t + j) as u64) as f64),
                    None => p,
                };
                for (a, &vj) in acc.iter_mut().zip(&at(&v, j)) {
                    *a = *a + p * vj;
                }
            }
            for (o, &a) in out[(head * t + i) * dh..][..dh].iter_mut().zip(&acc) {
                *o = T::from_f64((a / sum).to());
            }
        }
    }
    out
}

fn contiguous_part<'a, T>(data: &'a [T], l: &Layout) -> candle_core::Result<&'a [T]> {
    match l.contiguous_offsets() {
        Some((a, b)) => Ok(&data[a..b]),
        None => {
            candle_core::bail!("causal-attention: operands must be contiguous (ops::causal_attention makes them so)")
        }
    }
}

/// The reference over contiguous q, k, v `[B, H, T, Dh]` of one float dtype, in that dtype.
pub(super) fn forward(
    (qs, ql): (&CpuStorage, &Layout),
    (ks, kl): (&CpuStorage, &Layout),
    (vs, vl): (&CpuStorage, &Layout),
    dropout: Option<Dropout>,
) -> candle_core::Result<CpuStorage> {
    let d = dims(ql)?;
    macro_rules! run {
        ($variant:ident, $q:ident, $acc:ty) => {{
            let (CpuStorage::$variant(k), CpuStorage::$variant(v)) = (ks, vs) else {
                candle_core::bail!("causal-attention: q, k, v must have one dtype");
            };
            let (q, k, v) = (
                contiguous_part($q, ql)?,
                contiguous_part(k, kl)?,
                contiguous_part(v, vl)?,
            );
            CpuStorage::$variant(reference::<_, $acc>(q, k, v, d, dropout))
        }};
    }
    Ok(match qs {
        CpuStorage::BF16(q) => run!(BF16, q, f32),
        CpuStorage::F16(q) => run!(F16, q, f32),
        CpuStorage::F32(q) => run!(F32, q, f32),
        CpuStorage::F64(q) => run!(F64, q, f64),
        _ => candle_core::bail!("causal-attention: q, k, v must be bf16, f16, f32 or f64"),
    })
}

/// The exact gradient of the reference for `[B, H, T, Dh]` operands, composed in the
/// accumulation dtype (f32, or f64 for f64): P = softmax(mask(S)), dV = Pᵀ dO, dP = dO Vᵀ,
/// dS = P ∘ (dP - rowsum(P ∘ dP)), dQ = dS K / √Dh, dK = dSᵀ Q / √Dh; results in q's dtype.
pub(super) fn backward(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    dout: &Tensor,
    dropout: Option<Dropout>,
) -> candle_core::Result<(Tensor, Tensor, Tensor)> {
    let dtype = q.dtype();
    let acc = if dtype == DType::F64 { DType::F64 } else { DType::F32 };
    let [q, k, v, dout] = [q, k, v, dout].map(|x| x.to_dtype(acc));
    let (q, k, v, dout) = (q?, k?, v?, dout?);
    let scale = 1.0 / (q.dim(D::Minus1)? as f64).sqrt();
    let s = (q.matmul(&k.t()?.contiguous()?)? * scale)?; // (B, H, T, T)
    let p = crate::ops::softmax::causal_softmax(&s, 0).map_err(|e| candle_core::Error::Msg(e.to_string()))?;
    // With dropout (factors M): O = (P∘M)V, so dV = (P∘M)ᵀ dO and dP = M ∘ (dO Vᵀ).
    let (b, h, t, _) = q.dims4()?;
    let mask = match dropout {
        Some(d) => Some(
            attention_dropout_mask(&d, (b * h, t, t), q.device())
                .map_err(|e| candle_core::Error::Msg(e.to_string()))?
                .reshape((b, h, t, t))?
                .to_dtype(acc)?,
        ),
        None => None,
    };
    let pd = match &mask {
        Some(m) => (&p * m)?,
        None => p.clone(),
    };
    let dv = pd.t()?.contiguous()?.matmul(&dout)?; // (B, H, T, Dh)
    let dp = dout.matmul(&v.t()?.contiguous()?)?; // (B, H, T, T)
    let dp = match &mask {
        Some(m) => (dp * m)?,
        None => dp,
    };
    let row = (&p * &dp)?.sum_keepdim(D::Minus1)?; // (B, H, T, 1) = rowsum(dO ∘ O)
    let ds = (&p * dp.broadcast_sub(&row)?)?; // (B, H, T, T); 0 above the diagonal (P = 0)
    let dq = (ds.matmul(&k)? * scale)?; // (B, H, T, Dh)
    let dk = (ds.t()?.contiguous()?.matmul(&q)? * scale)?; // (B, H, T, Dh)
    Ok((dq.to_dtype(dtype)?, dk.to_dtype(dtype)?, dv.to_dtype(dtype)?))
}

#[cfg(test)]
mod tests {
    use super::super::{attention_dropout_mask, causal_attention, causal_attention_dropout, composed};
    use super::*;
    use crate::ops::testing::rel_err;
    use candle_core::{Device, Var};

    fn randn(shape: &[usize], dtype: DType) -> Tensor {
        Tensor::randn(0f32, 1.0, shape, &Device::Cpu)
            .unwrap()
            .to_dtype(dtype)
            .unwrap()
    }

    // Same math, f32 sums in a different order (and candle's softmax): a few hundred f32 ulps.
    const F32_TOL: f64 = 1e-5;
    // f64 throughout: only the summation order differs.
    const F64_TOL: f64 = 1e-12;
    // bf16 output rounding (2^-9 relative) on top of f32 math.
    const BF16_TOL: f64 = 1e-2;

    const SHAPES: [[usize; 4]; 4] = [[1, 1, 1, 8], [2, 3, 5, 4], [1, 2, 17, 16], [2, 1, 33, 8]];

    #[test]
    fn forward_matches_the_composed_computation() {
        for dims in SHAPES {
            for (dtype, tol) in [(DType::F32, F32_TOL), (DType::F64, F64_TOL)] {
                let (q, k, v) = (randn(&dims, dtype), randn(&dims, dtype), randn(&dims, dtype));
                let got = causal_attention(&q, &k, &v).unwrap();
                assert_eq!((got.dims(), got.dtype()), (&dims[..], dtype));
                let rel = rel_err(&got, &composed(&q, &k, &v, None).unwrap());
                assert!(rel <= tol, "{dims:?} {dtype:?}: rel err {rel}");
            }
        }
    }

    #[test]
    fn bf16_forward_is_the_f32_reference_rounded() {
        let dims = [2, 2, 9, 16];
        let [q, k, v] = [0, 1, 2].map(|_| randn(&dims, DType::BF16));
        let got = causal_attention(&q, &k, &v).unwrap();
        assert_eq!(got.dtype(), DType::BF16);
        let f = |t: &Tensor| t.to_dtype(DType::F32).unwrap();
        let want = composed(&f(&q), &f(&k), &f(&v), None).unwrap();
        let rel = rel_err(&got, &want);
        assert!(rel <= BF16_TOL, "rel err {rel}");
    }

    #[test]
    fn first_row_is_the_first_value_row() {
        // Query 0 sees only key 0: o_0 = v_0 exactly, whatever q and k are.
        let dims = [1, 2, 6, 4];
        let [q, k, v] = [0, 1, 2].map(|_| randn(&dims, DType::F32));
        let o = causal_attention(&q, &k, &v).unwrap();
        let first = |t: &Tensor| t.narrow(2, 0, 1).unwrap();
        assert_eq!(rel_err(&first(&o), &first(&v)), 0.0);
    }

    #[test]
    fn gradients_match_candle_autograd_of_the_composed_computation() {
        for dims in SHAPES {
            for (dtype, tol) in [(DType::F32, F32_TOL), (DType::F64, F64_TOL)] {
                let vars = [0, 1, 2].map(|_| Var::from_tensor(&randn(&dims, dtype)).unwrap());
                let [q, k, v] = [0, 1, 2].map(|i| vars[i].as_tensor().clone());
                // A loss that weights each output differently, so no gradient is trivially 0.
                let w = randn(&dims, dtype);
                let fused = (causal_attention(&q, &k, &v).unwrap() * &w).unwrap().sum_all().unwrap();
                let plain = (composed(&q, &k, &v, None).unwrap() * &w).unwrap().sum_all().unwrap();
                let (gf, gp) = (fused.backward().unwrap(), plain.backward().unwrap());
                for (name, x) in ["dq", "dk", "dv"].iter().zip([&q, &k, &v]) {
                    let rel = rel_err(gf.get(x).unwrap(), gp.get(x).unwrap());
                    assert!(rel <= tol, "{dims:?} {dtype:?} {name}: rel err {rel}");
                }
            }
        }
    }

    /// With dropout on the probabilities, the op's CPU forward and backward equal candle's
    /// autograd of the composed ops multiplied by the same mask; the mask keeps about 1 - p.
    #[test]
    fn dropout_matches_the_composed_computation_with_the_same_mask() {
        let drop = Dropout { p: 0.25, seed: 99 };
        for dims in SHAPES {
            for (dtype, tol) in [(DType::F32, F32_TOL), (DType::F64, F64_TOL)] {
                let vars = [0, 1, 2].map(|_| Var::from_tensor(&randn(&dims, dtype)).unwrap());
                let [q, k, v] = [0, 1, 2].map(|i| vars[i].as_tensor().clone());
                let w = randn(&dims, dtype);
                let ours = causal_attention_dropout(&q, &k, &v, Some(drop)).unwrap();
                let plain = composed(&q, &k, &v, Some(drop)).unwrap();
                assert!(rel_err(&ours, &plain) <= tol, "{dims:?} {dtype:?} o");
                let undropped = causal_attention(&q, &k, &v).unwrap();
                if dims[2] > 2 {
                    assert!(rel_err(&ours, &undropped) > 1e-3, "{dims:?}: dropout changed nothing");
                }
                let gf = (ours * &w).unwrap().sum_all().unwrap().backward().unwrap();
                let gp = (plain * &w).unwrap().sum_all().unwrap().backward().unwrap();
                for (name, x) in ["dq", "dk", "dv"].iter().zip([&q, &k, &v]) {
                    let rel = rel_err(gf.get(x).unwrap(), gp.get(x).unwrap());
                    assert!(rel <= tol, "{dims:?} {dtype:?} {name}: rel err {rel}");
                }
            }
        }
        let mask = attention_dropout_mask(&drop, (4, 64, 64), &Device::Cpu).unwrap();
        let v = mask.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        let kept = v.iter().filter(|&&x| x > 0.0).count() as f64 / v.len() as f64;
        assert!((kept - 0.75).abs() < 0.01, "kept {kept}");
        assert!(v.iter().all(|&x| x == 0.0 || x == (1.0 / 0.75) as f32));
        let other = attention_dropout_mask(&Dropout { seed: 100, ..drop }, (4, 64, 64), &Device::Cpu).unwrap();
        assert!(rel_err(&mask, &other) > 0.5, "another seed draws another mask");
    }
}
