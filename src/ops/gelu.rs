//! GELU, tanh approximation (GPT-2's), fused into one pass forward and one pass backward on the
//! CPU. candle's own `gelu` backward is a dozen tensor ops with two `powf` and a `tanh` over the
//! whole (B, T, 4C) activation (18 % of a tiny-config step, docs/PERFORMANCE.md); this computes
//! the same formula element by element. Other devices use candle's kernels until the fused CUDA
//! op (issue #8).

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, CustomOp2, Layout, Shape, Tensor};
use half::{bf16, f16};
use rayon::prelude::*;

use crate::error::Result;

/// sqrt(2/π) and the cubic coefficient of the tanh approximation (Hendrycks & Gimpel, §2).
const K0: f64 = 0.797_884_560_802_865_4;
const K1: f64 = 0.044_715;
/// Elements per parallel chunk: large enough to amortise the scheduling.
const CHUNK: usize = 1 << 14;

/// `0.5·x·(1 + tanh(K0·(x + K1·x³)))`, in `xs`'s dtype, differentiable.
pub fn gelu(xs: &Tensor) -> Result<Tensor> {
    if !xs.device().is_cpu() {
        return Ok(xs.gelu()?);
    }
    Ok(xs.contiguous()?.apply_op1(Gelu)?)
}

fn fwd(x: f64) -> f64 {
    0.5 * x * (1.0 + (K0 * (x + K1 * x * x * x)).tanh())
}

/// d gelu / dx.
fn grad(x: f64) -> f64 {
    let t = (K0 * (x + K1 * x * x * x)).tanh();
    0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * K0 * (1.0 + 3.0 * K1 * x * x)
}

/// tanh through one `exp`: 1 - 2/(e^{2u} + 1). glibc's `tanhf` (via `expm1f`) was 14 % of a
/// tiny-config CPU step; `expf` is several times cheaper and this form stays exact at the
/// extremes (e^{2u} = inf gives 1, e^{2u} = 0 gives -1) with ~1e-7 relative error elsewhere.
fn tanh32(u: f32) -> f32 {
    1.0 - 2.0 / ((2.0 * u).exp() + 1.0)
}

fn fwd32(x: f32) -> f32 {
    let (k0, k1) = (K0 as f32, K1 as f32);
    0.5 * x * (1.0 + tanh32(k0 * (x + k1 * x * x * x)))
}

fn grad32(x: f32) -> f32 {
    let (k0, k1) = (K0 as f32, K1 as f32);
    let t = tanh32(k0 * (x + k1 * x * x * x));
    0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * k0 * (1.0 + 3.0 * k1 * x * x)
}

fn contiguous<'a, T>(v: &'a [T], l: &Layout) -> candle_core::Result<&'a [T]> {
    match l.contiguous_offsets() {
        Some((a, b)) => Ok(&v[a..b]),
        None => candle_core::bail!("gelu: the input must be contiguous"),
    }
}

/// Apply `f` element-wise in parallel chunks.
fn map<T: Copy + Send + Sync, U: Send + Default + Clone>(v: &[T], f: impl Fn(T) -> U + Sync) -> Vec<U> {
    let mut out = vec![U::default(); v.len()];
    out.par_chunks_mut(CHUNK).zip(v.par_chunks(CHUNK)).for_each(|(o, i)| {
        for (o, &i) in o.iter_mut().zip(i) {
            *o = f(i);
        }
    });
    out
}

struct Gelu;

impl CustomOp1 for Gelu {
    fn name(&self) -> &'static str {
        "gelu"
    }

    /// Low-precision inputs are computed in f32 and rounded once.
    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let out = match s {
            CpuStorage::F32(v) => CpuStorage::F32(map(contiguous(v, l)?, fwd32)),
            CpuStorage::F64(v) => CpuStorage::F64(map(contiguous(v, l)?, fwd)),
            CpuStorage::BF16(v) => CpuStorage::BF16(map(contiguous(v, l)?, |x| bf16::from_f32(fwd32(x.to_f32())))),
            CpuStorage::F16(v) => CpuStorage::F16(map(contiguous(v, l)?, |x| f16::from_f32(fwd32(x.to_f32())))),
            _ => candle_core::bail!("gelu: unsupported dtype {:?}", s.dtype()),
        };
        Ok((out, l.shape().clone()))
    }

    fn bwd(&self, arg: &Tensor, _res: &Tensor, grad_res: &Tensor) -> candle_core::Result<Option<Tensor>> {
        Ok(Some(arg.contiguous()?.apply_op2(&grad_res.contiguous()?, GeluGrad)?))
    }
}

/// (x, dy) → dy · gelu'(x), in dy's dtype.
struct GeluGrad;

impl CustomOp2 for GeluGrad {
    fn name(&self) -> &'static str {
        "gelu-grad"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        dy: &CpuStorage,
        dl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        fn zip<T: Copy + Send + Sync>(x: &[T], d: &[T], f: impl Fn(T, T) -> T + Sync + Send) -> Vec<T> {
            let mut out: Vec<T> = d.to_vec();
            out.par_chunks_mut(CHUNK).zip(x.par_chunks(CHUNK)).for_each(|(o, x)| {
                for (o, &x) in o.iter_mut().zip(x) {
                    *o = f(x, *o);
                }
            });
            out
        }
        let out = match (xs, dy) {
            (CpuStorage::F32(x), CpuStorage::F32(d)) => {
                CpuStorage::F32(zip(contiguous(x, xl)?, contiguous(d, dl)?, |x, d| d * grad32(x)))
            }
            (CpuStorage::F64(x), CpuStorage::F64(d)) => {
                CpuStorage::F64(zip(contiguous(x, xl)?, contiguous(d, dl)?, |x, d| d * grad(x)))
            }
            (CpuStorage::BF16(x), CpuStorage::BF16(d)) => {
                CpuStorage::BF16(zip(contiguous(x, xl)?, contiguous(d, dl)?, |x, d| {
                    bf16::from_f32(d.to_f32() * grad32(x.to_f32()))
                }))
            }
            (CpuStorage::F16(x), CpuStorage::F16(d)) => {
                CpuStorage::F16(zip(contiguous(x, xl)?, contiguous(d, dl)?, |x, d| {
                    f16::from_f32(d.to_f32() * grad32(x.to_f32()))
                }))
            }
            _ => candle_core::bail!("gelu-grad: dtypes {:?} and {:?} must match", xs.dtype(), dy.dtype()),
        };
        Ok((out, dl.shape().clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Var};

    /// Same formula, different evaluation order (candle uses powf): f32 round-off only.
    const TOL: f32 = 1e-5;

    #[test]
    fn forward_and_backward_match_candles_composed_gelu() {
        let x = Var::new(&[-6.0f32, -3.1, -1.0, -0.3, 0.0, 0.2, 0.9, 2.5, 7.0], &Device::Cpu).unwrap();
        let dy = Tensor::new(&[0.5f32, -1.0, 2.0, 1.0, 1.0, -0.25, 3.0, 1.5, -2.0], &Device::Cpu).unwrap();
        let ours = gelu(x.as_tensor()).unwrap();
        let theirs = x.as_tensor().gelu().unwrap();
        let diff = |a: &Tensor, b: &Tensor| {
            (a - b)
                .unwrap()
                .abs()
                .unwrap()
                .max_all()
                .unwrap()
                .to_scalar::<f32>()
                .unwrap()
        };
        assert!(diff(&ours, &theirs) <= TOL);
        let g_ours = (ours * &dy).unwrap().sum_all().unwrap().backward().unwrap();
        let g_theirs = (theirs * &dy).unwrap().sum_all().unwrap().backward().unwrap();
        let (a, b) = (g_ours.get(x.as_tensor()).unwrap(), g_theirs.get(x.as_tensor()).unwrap());
        assert!(diff(a, b) <= TOL, "{a} vs {b}");
    }
}
