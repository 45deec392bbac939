//! Inverted dropout with a counter-based mask: element i of a dropout site is kept when a hash of
//! (seed, i) clears p, and kept values are scaled by 1/(1-p). The seed is drawn on the host from
//! (run seed, step, micro-batch, site), so a mask is a pure function of where it is applied: the
//! CPU and the CUDA kernels (`drop_factor` in kernels/common.cuh) compute the same mask, the
//! backward regenerates the forward's mask instead of storing it, no RNG state lives on the
//! device, and a resumed run drops exactly the same units.
//!
//! The mask is usually applied inside another op (the embedding sum, the residual add, the
//! attention probabilities); `dropout` here is the stand-alone op for the paths that have no
//! fused kernel.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, DType, Layout, Shape, Tensor};
use half::{bf16, f16};

use crate::error::Result;

/// One dropout site's mask: probability `p`, hash `seed`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Dropout {
    pub p: f64,
    pub seed: u64,
}

impl Dropout {
    /// Hash values below this are dropped: p·2^32.
    pub(super) fn threshold(&self) -> u32 {
        (self.p.clamp(0.0, 1.0) * 4294967296.0).min(u32::MAX as f64) as u32
    }

    pub(super) fn scale(&self) -> f32 {
        (1.0 / (1.0 - self.p)) as f32
    }

    /// The factor (0 or 1/(1-p)) of element `idx`: kernels/common.cuh's `drop_factor`, a Weyl
    /// step on (idx, seed) and the lowbias32 finaliser, in 32-bit arithmetic.
    pub fn factor(&self, idx: u64) -> f32 {
        let mut x = (idx as u32).wrapping_mul(0x9E37_79B1).wrapping_add(self.seed as u32);
        x ^= ((idx >> 32) as u32).wrapping_mul(0x85EB_CA77) ^ (self.seed >> 32) as u32;
        x ^= x >> 16;
        x = x.wrapping_mul(0x7FEB_352D);
        x ^= x >> 15;
        x = x.wrapping_mul(0x846C_A68B);
        x ^= x >> 16;
        if x >= self.threshold() {
            self.scale()
        } else {
            0.0
        }
    }

    /// `x · factor(idx)` rounded once in x's precision (what the kernels compute in fp32).
    pub(super) fn apply_f32(&self, x: f32, idx: u64) -> f32 {
        x * self.factor(idx)
    }

    pub(super) fn apply_f64(&self, x: f64, idx: u64) -> f64 {
        x * self.factor(idx) as f64
    }
}

/// The factors of the first `n` elements of a site, (n) f32: tests and the composed paths.
pub fn dropout_mask(d: &Dropout, n: usize, device: &candle_core::Device) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if let candle_core::Device::Cuda(dev) = device {
        return Ok(cuda::mask(d, n, dev)?);
    }
    let v: Vec<f32> = (0..n as u64).map(|i| d.factor(i)).collect();
    Ok(Tensor::from_vec(v, n, device)?)
}

/// `xs` with dropout `d` applied, in xs's dtype; the backward applies the same mask to the
/// gradient. No mask tensor is stored.
pub fn dropout(xs: &Tensor, d: Dropout) -> Result<Tensor> {
    Ok(xs.contiguous()?.apply_op1(DropoutOp { d, out: xs.dtype() })?)
}

/// `xs` (f32) rounded to `dtype` (bf16 or f16, nearest even) outside the autograd graph: on
/// CUDA through our own kernel (kernels/dropout.cu's `round_*`), so that a process that only
/// samples loads none of candle's PTX modules (compiling one of them on a machine's first run
/// costs about a second, docs/PERFORMANCE.md); the same bits as `to_dtype`, which the CPU and
/// every other pair of dtypes use.
pub fn round_to(xs: &Tensor, dtype: DType) -> Result<Tensor> {
    Ok(round(xs, dtype)?)
}

/// `round_to` for the ops' backwards (candle's error type).
pub(super) fn round(xs: &Tensor, dtype: DType) -> candle_core::Result<Tensor> {
    if xs.device().is_cuda() && xs.dtype() == DType::F32 && matches!(dtype, DType::BF16 | DType::F16) {
        let op = DropoutOp {
            d: Dropout { p: 0.0, seed: 0 },
            out: dtype,
        };
        return xs.contiguous()?.apply_op1_no_bwd(&op);
    }
    xs.detach().to_dtype(dtype)
}

/// `round_out(xs · mask)` with the mask of `d` over xs's flat index: a dropped gradient in `out`
/// (f32 for a producer that rounds it itself, or the branch's 16-bit dtype).
pub(super) fn masked(xs: &Tensor, d: Dropout, out: DType) -> candle_core::Result<Tensor> {
    xs.contiguous()?.apply_op1_no_bwd(&DropoutOp { d, out })
}

/// `x ↦ round_out(x · factor)` over a contiguous tensor. `out` is the input's dtype for dropout
/// and its backward, or a 16-bit dtype for an f32 gradient going back to a 16-bit branch.
pub(super) struct DropoutOp {
    pub d: Dropout,
    pub out: DType,
}

impl DropoutOp {
    fn map<T: Copy, U>(&self, v: &[T], f: impl Fn(T, u64) -> U) -> Vec<U> {
        v.iter().enumerate().map(|(i, &x)| f(x, i as u64)).collect()
    }
}

impl CustomOp1 for DropoutOp {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "dropout"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let Some((a, b)) = l.contiguous_offsets() else {
            candle_core::bail!("dropout: the input must be contiguous");
        };
        let d = &self.d;
        let out = match (s, self.out) {
            (CpuStorage::F32(v), DType::F32) => CpuStorage::F32(self.map(&v[a..b], |x, i| d.apply_f32(x, i))),
            (CpuStorage::F64(v), DType::F64) => CpuStorage::F64(self.map(&v[a..b], |x, i| d.apply_f64(x, i))),
            (CpuStorage::BF16(v), DType::BF16) => {
                CpuStorage::BF16(self.map(&v[a..b], |x, i| bf16::from_f32(d.apply_f32(x.to_f32(), i))))
            }
            (CpuStorage::F16(v), DType::F16) => {
                CpuStorage::F16(self.map(&v[a..b], |x, i| f16::from_f32(d.apply_f32(x.to_f32(), i))))
            }
            (CpuStorage::F32(v), DType::BF16) => {
                CpuStorage::BF16(self.map(&v[a..b], |x, i| bf16::from_f32(d.apply_f32(x, i))))
            }
            (CpuStorage::F32(v), DType::F16) => {
                CpuStorage::F16(self.map(&v[a..b], |x, i| f16::from_f32(d.apply_f32(x, i))))
            }
            (s, out) => candle_core::bail!("dropout: {:?} -> {out:?} is not supported", s.dtype()),
        };
        Ok((out, l.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        Ok((cuda::apply(self, s, l)?, l.shape().clone()))
    }

    fn bwd(&self, arg: &Tensor, _res: &Tensor, grad: &Tensor) -> candle_core::Result<Option<Tensor>> {
        // The same mask on the gradient, handed back in the argument's dtype.
        let op = DropoutOp {
            d: self.d,
            out: arg.dtype(),
        };
        Ok(Some(grad.contiguous()?.apply_op1_no_bwd(&op)?))
    }
}

#[cfg(feature = "cuda")]
pub(super) mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::DeviceRepr;
    use candle_core::cuda_backend::CudaDType;
    use candle_core::{CudaDevice, CudaStorage, DType, Layout, Tensor};
    use half::{bf16, f16};

    use super::{Dropout, DropoutOp};
    use crate::ops::launch::{grid_1d, suffix, tensor, view, wrap, Kernel, DROPOUT};

    /// The kernels' `Dropout` (kernels/common.cuh), passed by value: threshold 0 is no dropout.
    #[repr(C)]
    #[derive(Clone, Copy)]
    pub struct DropoutArg {
        seed: u64,
        threshold: u32,
        scale: f32,
    }

    // SAFETY: u64, u32, f32 in the order and layout of the C struct `Dropout` (16 bytes, align 8).
    crate::ops::launch::host_args!(DropoutArg);

    impl DropoutArg {
        /// The kernel-name suffix: the dropout branch is compiled only into `_drop` kernels.
        pub fn variant(&self) -> &'static str {
            if self.threshold > 0 {
                "_drop"
            } else {
                ""
            }
        }

        pub fn of(d: Option<Dropout>) -> Self {
            match d.filter(|d| d.p > 0.0) {
                Some(d) => Self {
                    seed: d.seed,
                    threshold: d.threshold(),
                    scale: d.scale(),
                },
                None => Self {
                    seed: 0,
                    threshold: 0,
                    scale: 1.0,
                },
            }
        }
    }

    pub fn apply(op: &DropoutOp, s: &CudaStorage, l: &Layout) -> candle_core::Result<CudaStorage> {
        let name = "dropout";
        let dev = &s.device;
        let n = l.shape().elem_count();
        let arg = DropoutArg::of(Some(op.d));
        // no dropout and a narrowing: the cast alone (round_*), no mask hashed
        let pass = match arg.threshold == 0 && s.dtype() == DType::F32 && op.out != DType::F32 {
            true => "round",
            false => "dropout",
        };
        let kernel = format!("{pass}_{}_{}", suffix(s.dtype(), name)?, suffix(op.out, name)?);
        let f = Kernel::load(dev, DROPOUT, &kernel)?;
        fn run<I: CudaDType, O: CudaDType + DeviceRepr>(
            f: &Kernel,
            (s, l): (&CudaStorage, &Layout),
            n: usize,
            arg: &DropoutArg,
        ) -> candle_core::Result<CudaStorage> {
            let x = view::<I>(s, l, "dropout", "input")?;
            // SAFETY: the grid-stride loop writes all n outputs.
            let y = unsafe { s.device.alloc::<O>(n)? };
            // SAFETY: matches `dropout_<ti>_<to>(x, y, n, d)`; x and y hold n elements.
            unsafe { f.launch(grid_1d(n.div_ceil(8)), (&x, &y, &(n as i64), arg)) }?;
            Ok(wrap(y, &s.device))
        }
        match (s.dtype(), op.out) {
            (DType::F32, DType::F32) => run::<f32, f32>(&f, (s, l), n, &arg),
            (DType::BF16, DType::BF16) => run::<bf16, bf16>(&f, (s, l), n, &arg),
            (DType::F16, DType::F16) => run::<f16, f16>(&f, (s, l), n, &arg),
            (DType::F32, DType::BF16) => run::<f32, bf16>(&f, (s, l), n, &arg),
            (DType::F32, DType::F16) => run::<f32, f16>(&f, (s, l), n, &arg),
            (i, o) => candle_core::bail!("{name}: {i:?} -> {o:?} has no CUDA kernel"),
        }
    }

    /// `dropout_mask_f32` over n elements.
    pub fn mask(d: &Dropout, n: usize, dev: &CudaDevice) -> candle_core::Result<Tensor> {
        let f = Kernel::load(dev, DROPOUT, "dropout_mask_f32")?;
        // SAFETY: the grid-stride loop writes all n factors.
        let out = unsafe { dev.alloc::<f32>(n)? };
        // SAFETY: matches `dropout_mask_f32(out, d, n)`; out holds n.
        unsafe { f.launch(grid_1d(n), (&out, &DropoutArg::of(Some(*d)), &(n as i64))) }?;
        Ok(tensor(wrap(out, dev), n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Var};

    /// The forward keeps about 1 - p of the elements, scales them by 1/(1-p) and zeroes the rest,
    /// exactly at the reference mask's positions; the backward applies the same mask.
    #[test]
    fn dropout_forward_and_backward_follow_the_reference_mask() {
        let dev = Device::Cpu;
        let d = Dropout { p: 0.2, seed: 12345 };
        let n = 20_000;
        let x = Var::from_tensor(&Tensor::randn(0f32, 1.0, n, &dev).unwrap()).unwrap();
        let mask = dropout_mask(&d, n, &dev).unwrap().to_vec1::<f32>().unwrap();
        let kept = mask.iter().filter(|&&m| m > 0.0).count() as f64 / n as f64;
        assert!((kept - 0.8).abs() < 0.01, "kept {kept}");
        assert!(mask.iter().all(|&m| m == 0.0 || m == 1.25));
        let y = dropout(x.as_tensor(), d).unwrap();
        let xs = x.as_tensor().to_vec1::<f32>().unwrap();
        let ys = y.to_vec1::<f32>().unwrap();
        for i in 0..n {
            assert_eq!(ys[i], xs[i] * mask[i], "element {i}");
        }
        let w = Tensor::randn(0f32, 1.0, n, &dev).unwrap();
        let g = (&y * &w).unwrap().sum_all().unwrap().backward().unwrap();
        let gx = g.get(x.as_tensor()).unwrap().to_vec1::<f32>().unwrap();
        let ws = w.to_vec1::<f32>().unwrap();
        for i in 0..n {
            assert_eq!(gx[i], ws[i] * mask[i], "gradient element {i}");
        }
        // another seed, another mask
        let other = dropout_mask(&Dropout { seed: 12346, ..d }, n, &dev)
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        assert!(mask.iter().zip(&other).filter(|(a, b)| a != b).count() > n / 10);
    }

    /// bf16 inputs: the product is taken in fp32 and rounded once; the dtype is kept.
    #[test]
    fn dropout_keeps_the_dtype_and_rounds_once() {
        let dev = Device::Cpu;
        let d = Dropout { p: 0.3, seed: 7 };
        let x = Tensor::randn(0f32, 1.0, 4096, &dev)
            .unwrap()
            .to_dtype(DType::BF16)
            .unwrap();
        let y = dropout(&x, d).unwrap();
        assert_eq!(y.dtype(), DType::BF16);
        let mask = dropout_mask(&d, 4096, &dev).unwrap().to_vec1::<f32>().unwrap();
        let (xs, ys) = (x.to_vec1::<bf16>().unwrap(), y.to_vec1::<bf16>().unwrap());
        for i in 0..4096 {
            assert_eq!(ys[i], bf16::from_f32(xs[i].to_f32() * mask[i]));
        }
    }
}
