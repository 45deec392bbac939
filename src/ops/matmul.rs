//! Matmul in the operands' dtype with fp32 accumulation, on every device.

use candle_core::{DType, Device, Tensor};

use crate::error::Result;

/// Whether fp32 GEMMs may run in TF32 on tensor cores (`precision.tf32`): a process-wide switch
/// of candle's cuBLAS calls, as PyTorch's `torch.backends.cuda.matmul.allow_tf32`. No effect on
/// the CPU or on 16-bit GEMMs.
pub fn set_tf32(allow: bool) {
    #[cfg(feature = "cuda")]
    candle_core::cuda::set_gemm_reduced_precision_f32(allow);
    #[cfg(not(feature = "cuda"))]
    let _ = allow;
}

/// `a · b` for operands of one dtype, accumulated in fp32, result in that dtype.
///
/// On CUDA this is cuBLAS (bf16/fp16 tensor cores accumulate in fp32). candle's CPU matmul has no
/// bf16 kernel, so on the CPU low-precision operands are widened to fp32 (exact: every bf16/fp16
/// value is an fp32 value), multiplied in fp32 and the result rounded back: the same numbers a
/// tensor core produces, up to summation order.
pub fn matmul(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    let dtype = a.dtype();
    if matches!(a.device(), Device::Cpu) && matches!(dtype, DType::BF16 | DType::F16) {
        let y = a.to_dtype(DType::F32)?.matmul(&b.to_dtype(DType::F32)?)?;
        return Ok(y.to_dtype(dtype)?);
    }
    Ok(a.matmul(b)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn low_precision_matmul_matches_fp32_within_rounding() {
        let a = Tensor::randn(0f32, 1.0, (7, 33), &Device::Cpu).unwrap();
        let b = Tensor::randn(0f32, 1.0, (33, 5), &Device::Cpu).unwrap();
        let want = a.matmul(&b).unwrap();
        for dt in [DType::BF16, DType::F16] {
            let got = matmul(&a.to_dtype(dt).unwrap(), &b.to_dtype(dt).unwrap()).unwrap();
            assert_eq!(got.dtype(), dt);
            let err = (got.to_dtype(DType::F32).unwrap() - &want).unwrap().abs().unwrap();
            let rel = (err.sum_all().unwrap().to_scalar::<f32>().unwrap())
                / want.abs().unwrap().sum_all().unwrap().to_scalar::<f32>().unwrap();
            // bf16 operands carry 8 bits of mantissa: ~0.4 % per element, averaging down.
            assert!(rel <= 1e-2, "{dt:?}: {rel}");
        }
    }
}
