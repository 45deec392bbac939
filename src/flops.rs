//! Model FLOPs utilisation: the FLOPs a training token costs and the peak the device could do,
//! in one place so that every throughput minigpt prints (log lines, TensorBoard, the profile,
//! bench-precision) is measured against the same numbers.
//!
//! FLOPs per token as in PaLM's MFU (and the PyTorch reference, scripts/ref_torch.py): 6 per
//! weight (2 forward, 4 backward; the position embedding is a lookup and does not count) plus
//! 12·L·C·T for the attention scores and their weighted sum, forward and backward. The peaks are
//! datasheet dense (no sparsity) figures for the compute dtype; `log.peak_flops` overrides them.

use candle_core::Device;

use crate::config::Compute;

/// Training FLOPs per token: `6·weights + 12·n_layer·d_model·block_size`. `weights` excludes
/// the position embedding.
pub fn flops_per_token(weights: usize, n_layer: usize, d_model: usize, block_size: usize) -> f64 {
    6.0 * weights as f64 + 12.0 * (n_layer * d_model * block_size) as f64
}

/// Dense peaks of one GPU model, FLOP/s.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GpuPeak {
    /// Matched against the name the driver reports (first match wins: specific names first).
    pub name: &'static str,
    /// bf16 and fp16 tensor cores.
    pub half: f64,
    /// fp32 GEMMs through TF32 tensor cores (when reduced-precision fp32 GEMMs are allowed).
    pub tf32: f64,
    /// fp32 on the CUDA cores: what candle's fp32 GEMMs run at by default.
    pub fp32: f64,
}

/// Datasheet peaks without sparsity (half the datasheets' sparse tensor figures), 989 rounded as
/// in the reference. The H200 SXM has the H100 SXM's compute; the NVL boards run lower clocks.
#[rustfmt::skip]
pub const GPU_PEAKS: &[GpuPeak] = &[
    GpuPeak { name: "H200 NVL", half: 835.5e12, tf32: 417.5e12, fp32: 60.0e12 },
    GpuPeak { name: "H200", half: 989e12, tf32: 494.5e12, fp32: 67e12 },
    GpuPeak { name: "H100 NVL", half: 835.5e12, tf32: 417.5e12, fp32: 60.0e12 },
    GpuPeak { name: "H100 PCIe", half: 756.5e12, tf32: 378.0e12, fp32: 51.2e12 },
    GpuPeak { name: "H100", half: 989e12, tf32: 494.5e12, fp32: 67e12 },
    GpuPeak { name: "A100", half: 312.0e12, tf32: 156.0e12, fp32: 19.5e12 },
];

/// The dense bf16 peak of an H100/H200 SXM: the MFU denominator of scripts/ref_torch.py, and
/// the figure used for a GPU not in [`GPU_PEAKS`].
pub const PEAK_BF16_FLOPS: f64 = 989e12;

/// A CPU core's fp32 estimate: two 8-wide FMA units (AVX2) at 3 GHz, 2 FLOPs per FMA. bf16 and
/// fp16 run as fp32 on the CPU (candle widens them), so every dtype gets this figure.
pub const CPU_CORE_FLOPS: f64 = 2.0 * 8.0 * 2.0 * 3.0e9;

/// The peak MFU is measured against, and where it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Peak {
    pub flops: f64,
    /// E.g. "NVIDIA H200, bf16", "log.peak_flops", "CPU estimate, 2 cores".
    pub source: String,
}

impl Peak {
    /// For `compute` on `device`; `over` (log.peak_flops) wins when set.
    pub fn of(device: &Device, compute: Compute, over: Option<f64>) -> Self {
        if let Some(flops) = over {
            return Self {
                flops,
                source: "log.peak_flops".into(),
            };
        }
        match gpu_name(device) {
            Some(name) => Self::gpu(&name, compute, candle_core::cuda::gemm_reduced_precision_f32()),
            None => {
                let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
                Self {
                    flops: cores as f64 * CPU_CORE_FLOPS,
                    source: format!("CPU estimate, {cores} cores x {:.0} GFLOP/s", CPU_CORE_FLOPS / 1e9),
                }
            }
        }
    }

    /// The table's peak for the GPU the driver calls `name`; an unknown GPU gets the H100/H200
    /// figures and says so.
    pub fn gpu(name: &str, compute: Compute, tf32: bool) -> Self {
        let (row, known) = match GPU_PEAKS.iter().find(|p| name.contains(p.name)) {
            Some(p) => (*p, true),
            None => (GPU_PEAKS[1], false), // the H200's row
        };
        let (flops, what) = match compute {
            Compute::Bf16 | Compute::Fp16 => (row.half, compute.to_string()),
            Compute::Fp32 if tf32 => (row.tf32, "fp32 (TF32)".to_string()),
            Compute::Fp32 => (row.fp32, "fp32".to_string()),
        };
        let source = match known {
            true => format!("{name}, {what}"),
            false => format!("{name} is not in the peak table: the H100/H200 SXM's {what} peak; set log.peak_flops"),
        };
        Self { flops, source }
    }

    /// MFU of `tokens_per_s` on `devices` devices (the job's tokens, each device's peak).
    pub fn mfu(&self, tokens_per_s: f64, flops_per_token: f64, devices: usize) -> f64 {
        tokens_per_s * flops_per_token / (devices.max(1) as f64 * self.flops)
    }
}

/// A FLOP/s figure for people: "989 TFLOP/s", "192 GFLOP/s".
pub fn rate(flops: f64) -> String {
    match flops >= 1e12 {
        true => format!("{:.0} TFLOP/s", flops / 1e12),
        false => format!("{:.0} GFLOP/s", flops / 1e9),
    }
}

/// The GPU's name as the driver reports it ("NVIDIA H200"); None on the CPU.
pub(crate) fn gpu_name(device: &Device) -> Option<String> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(d) = device {
        return Some(
            d.cuda_stream()
                .context()
                .name()
                .unwrap_or_else(|_| "unknown GPU".into()),
        );
    }
    #[cfg(not(feature = "cuda"))]
    let _ = device;
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flops_per_token_is_six_per_weight_plus_attention() {
        // GPT-2 small without the position embedding: 124.4 M weights; 12 x 768 x 1024
        let f = flops_per_token(124_439_808 - 1024 * 768, 12, 768, 1024);
        assert_eq!(f, 6.0 * (124_439_808.0 - 786_432.0) + 12.0 * 12.0 * 768.0 * 1024.0);
    }

    #[test]
    fn the_peak_follows_the_gpu_and_the_dtype() {
        let h200 = Peak::gpu("NVIDIA H200", Compute::Bf16, false);
        assert_eq!(h200.flops, 989e12);
        assert_eq!(h200.source, "NVIDIA H200, bf16");
        assert_eq!(Peak::gpu("NVIDIA H200 NVL", Compute::Fp16, false).flops, 835.5e12);
        assert_eq!(Peak::gpu("NVIDIA H100 80GB HBM3", Compute::Fp32, false).flops, 67e12);
        assert_eq!(Peak::gpu("NVIDIA H100 80GB HBM3", Compute::Fp32, true).flops, 494.5e12);
        assert_eq!(Peak::gpu("NVIDIA H100 PCIe", Compute::Bf16, false).flops, 756.5e12);
        let odd = Peak::gpu("NVIDIA RTX 9999", Compute::Bf16, false);
        assert_eq!(odd.flops, PEAK_BF16_FLOPS);
        assert!(odd.source.contains("log.peak_flops"), "{}", odd.source);
    }

    #[test]
    fn the_override_wins_and_the_cpu_gets_an_estimate() {
        let p = Peak::of(&Device::Cpu, Compute::Bf16, Some(1e12));
        assert_eq!((p.flops, p.source.as_str()), (1e12, "log.peak_flops"));
        let cpu = Peak::of(&Device::Cpu, Compute::Fp32, None);
        assert!(
            cpu.flops >= CPU_CORE_FLOPS && cpu.source.starts_with("CPU estimate"),
            "{cpu:?}"
        );
        // 2 devices at 1e12 each, 1e6 tokens/s at 1e6 FLOPs each: 50 %
        assert_eq!(p.mfu(1e6, 1e6, 2), 0.5);
        assert_eq!(
            (rate(989e12), rate(192e9)),
            ("989 TFLOP/s".into(), "192 GFLOP/s".into())
        );
    }
}
