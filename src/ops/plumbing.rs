//! What the CPU references of the fused ops (LayerNorm, bias + GELU, cross-entropy, embedding)
//! share: the contiguous part of a storage as f64 copies and u32 ids, and f64 results rounded
//! back. The CUDA side's shared plumbing is `launch.rs`.

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

/// Test helper: the bits of every element of an f32 tensor, in order (-0.0 and +0.0 differ).
#[cfg(test)]
pub(crate) fn f32_bits(t: &candle_core::Tensor) -> Vec<u32> {
    let v = t.flatten_all().unwrap().to_vec1::<f32>().unwrap();
    v.iter().map(|x| x.to_bits()).collect()
}
