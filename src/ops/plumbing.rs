//! What the fused ops (LayerNorm, bias + GELU, cross-entropy) share: the contiguous part of a
//! storage, f64 copies for the CPU references, and on CUDA typed views and the dtype suffix of a
//! kernel's name.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, DType, Layout};
use half::{bf16, f16};

/// The elements of a contiguous layout, as f64 (exact for every float dtype).
pub(super) fn to_f64(s: &CpuStorage, l: &Layout, op: &str, what: &str) -> candle_core::Result<Vec<f64>> {
    let Some((a, b)) = l.contiguous_offsets() else {
        candle_core::bail!("{op}: {what} must be contiguous");
    };
    Ok(match s {
        CpuStorage::F64(v) => v[a..b].to_vec(),
        CpuStorage::F32(v) => v[a..b].iter().map(|&x| x as f64).collect(),
        CpuStorage::BF16(v) => v[a..b].iter().map(|x| x.to_f64()).collect(),
        CpuStorage::F16(v) => v[a..b].iter().map(|x| x.to_f64()).collect(),
        other => candle_core::bail!("{op}: {what} must be a float tensor, got {:?}", other.dtype()),
    })
}

/// f64 values rounded once (to nearest even) to `dtype`.
pub(super) fn from_f64(v: Vec<f64>, dtype: DType, op: &str) -> candle_core::Result<CpuStorage> {
    Ok(match dtype {
        DType::F64 => CpuStorage::F64(v),
        DType::F32 => CpuStorage::F32(v.into_iter().map(|x| x as f32).collect()),
        DType::BF16 => CpuStorage::BF16(v.into_iter().map(bf16::from_f64).collect()),
        DType::F16 => CpuStorage::F16(v.into_iter().map(f16::from_f64).collect()),
        other => candle_core::bail!("{op}: cannot produce {other:?}"),
    })
}

/// The u32 ids of a contiguous layout.
pub(super) fn ids(s: &CpuStorage, l: &Layout, op: &str) -> candle_core::Result<Vec<u32>> {
    match (s, l.contiguous_offsets()) {
        (CpuStorage::U32(v), Some((a, b))) => Ok(v[a..b].to_vec()),
        _ => candle_core::bail!("{op}: targets must be contiguous u32"),
    }
}

#[cfg(feature = "cuda")]
pub(super) mod cuda {
    use candle_core::cuda_backend::cudarc::driver::CudaView;
    use candle_core::cuda_backend::CudaDType;
    use candle_core::{CudaStorage, DType, Layout};

    /// The contiguous part of `s` as a typed view.
    pub fn view<'a, T: CudaDType>(
        s: &'a CudaStorage,
        l: &Layout,
        op: &str,
        what: &str,
    ) -> candle_core::Result<CudaView<'a, T>> {
        let Some((a, b)) = l.contiguous_offsets() else {
            candle_core::bail!("{op}: {what} must be contiguous");
        };
        Ok(s.as_cuda_slice::<T>()?.slice(a..b))
    }

    /// Whether the contiguous part of `l` starts on a 16-byte boundary (vector loads).
    pub fn aligned16(l: &Layout, dtype: DType) -> bool {
        (l.start_offset() * dtype.size_in_bytes()).is_multiple_of(16)
    }

    /// The suffix of a kernel name for an activation dtype.
    pub fn suffix(dtype: DType, op: &str) -> candle_core::Result<&'static str> {
        Ok(match dtype {
            DType::F32 => "f32",
            DType::BF16 => "bf16",
            DType::F16 => "f16",
            other => candle_core::bail!("{op}: the CUDA kernels take f32, bf16 or f16, got {other:?}"),
        })
    }

    /// Rows per chunk for a two-stage column reduction over `rows`: about 512 chunks, so the
    /// partial sums fill the GPU and stay small.
    pub fn rows_per_chunk(rows: usize) -> usize {
        rows.div_ceil(512).max(1)
    }
}

/// Test helper: the largest absolute difference of two tensors, in f64.
#[cfg(test)]
pub(super) fn max_diff(a: &candle_core::Tensor, b: &candle_core::Tensor) -> f64 {
    (a.to_dtype(DType::F64).unwrap() - b.to_dtype(DType::F64).unwrap())
        .unwrap()
        .abs()
        .unwrap()
        .max_all()
        .unwrap()
        .to_scalar::<f64>()
        .unwrap()
}
