//! CUPTI tracing (src/gpu_trace/, `train --profile-steps`): a known sequence of operations is
//! counted, and each lands in the interval (phase) that issued it. Needs libcupti.so.13 on the
//! loader path or MINIGPT_CUPTI; without it these tests fail with the reason. CUPTI sees the
//! whole process, so run them with --test-threads=1 (as scripts/gpu-check.sh does).

use std::sync::Mutex;

use candle_core::{DType, Device, Tensor};
use minigpt::gpu_trace::GpuTrace;
use minigpt::metrics::{Phase, Profiler};

use super::cuda;

/// One CUPTI session per process at a time: these tests take turns.
static CUPTI: Mutex<()> = Mutex::new(());

fn started(dev: &Device) -> GpuTrace {
    let trace = GpuTrace::start(dev);
    if let Some(why) = trace.unavailable() {
        panic!("GPU tracing {why}");
    }
    trace
}

/// Inputs made before tracing starts: 1 Mi f32 each, contiguous (no layout upload per op).
fn inputs(dev: &Device) -> (Tensor, Tensor) {
    let a = Tensor::ones((1024, 1024), DType::F32, dev).unwrap();
    let b = Tensor::full(2f32, (1024, 1024), dev).unwrap();
    dev.synchronize().unwrap();
    (a, b)
}

/// Three additions (`badd_f32` kernels), then a device copy (memcpy DtoD) and a read back to
/// the host (memcpy DtoH).
fn three_adds(a: &Tensor, b: &Tensor) -> Tensor {
    let c = (a + b).unwrap();
    let c = (&c + b).unwrap();
    (&c + a).unwrap()
}

#[test]
fn cupti_counts_three_adds_and_a_copy_in_the_interval_that_issued_them() {
    let _turn = CUPTI.lock().unwrap_or_else(|e| e.into_inner());
    let dev = cuda();
    let (a, b) = inputs(&dev);
    let mut trace = started(&dev);
    trace.mark(None); // interval 0: nothing was issued since start

    let c = three_adds(&a, &b);
    dev.synchronize().unwrap();
    trace.mark(Some(0));

    let d = c.copy().unwrap(); // a contiguous clone: cuMemcpyDtoDAsync
    let host = d.flatten_all().unwrap().to_vec1::<f32>().unwrap(); // cuMemcpyDtoHAsync
    dev.synchronize().unwrap();
    trace.mark(Some(1));
    assert_eq!(host[0], 6.0);

    let t = trace.finish().unwrap_or_else(|e| panic!("trace {e}"));
    println!("{t:?}");
    assert!(t.slot(0).kernels >= 3, "three adds, {:?}", t.slot(0));
    assert_eq!(
        t.slot(0).memcpys,
        0,
        "contiguous adds upload no layout: {:?}",
        t.slot(0)
    );
    assert!(t.slot(0).gpu_ns > 0, "kernels were timed: {:?}", t.slot(0));
    assert!(t.slot(1).memcpys >= 2, "a copy and a read back: {:?}", t.slot(1));
    assert!(
        t.slot(1).kernels < 3,
        "the adds stayed in their interval: {:?}",
        t.slot(1)
    );
    assert!(t.slot(0).ops() + t.slot(1).ops() >= 5);
    assert_eq!(t.unattributed.ops(), 0, "{:?}", t.unattributed);
    assert_eq!(t.dropped, 0);
    let adds = t.kernels.iter().find(|k| k.name.contains("badd_f32"));
    assert!(adds.is_some_and(|k| k.calls >= 3), "{:?}", t.kernels);
}

#[test]
fn the_profiler_charges_operations_to_the_phase_that_issued_them() {
    let _turn = CUPTI.lock().unwrap_or_else(|e| e.into_inner());
    let dev = cuda();
    let (a, b) = inputs(&dev);
    let mut p = Profiler::traced(&dev, started(&dev));
    for step in 1..=2 {
        p.start(step).unwrap();
        p.enter(Phase::Forward).unwrap();
        let c = three_adds(&a, &b);
        p.enter(Phase::Optimizer).unwrap();
        let d = c.copy().unwrap();
        p.enter(Phase::Other).unwrap();
        drop((c, d));
        p.end().unwrap();
    }
    let ops = p.gpu_ops().unwrap();
    println!("{}", ops.table());
    assert_eq!(ops.unavailable, None);
    assert_eq!(ops.steps, 2);
    let slot = |p: Phase| ops.phases[p.index().unwrap()];
    let (fwd, opt) = (slot(Phase::Forward), slot(Phase::Optimizer));
    assert!(fwd.kernels >= 3.0, "{fwd:?}");
    assert!(opt.memcpys >= 1.0 && opt.kernels < 3.0, "{opt:?}");
    assert!(ops.ops_per_step().unwrap() >= 4.0);
    assert!(ops.gpu_busy_ms().unwrap() > 0.0);
    assert!(ops.top_kernels.iter().any(|k| k.name.contains("badd_f32")));
}

/// On an sm_90 GPU (and an sm_90 build, as scripts/gpu-check.sh makes) the packed attention at
/// Dh 64 runs the wgmma kernels forward and backward, and `ops::on_mma_sync` the mma.sync ones:
/// fails when the fast path silently falls back (or the switch does nothing).
#[test]
fn attention_at_head_dim_64_runs_the_wgmma_kernels_on_sm_90() {
    let _turn = CUPTI.lock().unwrap_or_else(|e| e.into_inner());
    let dev = cuda();
    if minigpt::ops::compute_capability(&dev).unwrap() != Some((9, 0)) {
        println!("not an sm_90 GPU: the wgmma kernels are not expected");
        return;
    }
    let x = Tensor::randn(0f32, 1.0, (2, 256, 3 * 128), &dev)
        .unwrap()
        .to_dtype(DType::BF16)
        .unwrap();
    let x = candle_core::Var::from_tensor(&x).unwrap();
    let pass = || {
        let y = minigpt::ops::causal_attention_qkv(x.as_tensor(), 2, None).unwrap();
        y.sum_all().unwrap().backward().unwrap();
        dev.synchronize().unwrap();
    };
    let names = |on_sync: bool| {
        let mut trace = started(&dev);
        trace.mark(None);
        if on_sync {
            minigpt::ops::on_mma_sync(pass);
        } else {
            pass();
        }
        trace.mark(Some(0));
        let t = trace.finish().unwrap_or_else(|e| panic!("trace {e}"));
        t.kernels.into_iter().map(|k| k.name).collect::<Vec<_>>()
    };
    let wg = names(false);
    for k in [
        "attention_wg_fwd_bf16_d64",
        "attention_wg_bwd_delta_bf16_d64",
        "attention_wg_bwd_bf16_d64",
        "attention_wg_bwd_dq_finish_bf16_d64",
    ] {
        assert!(wg.iter().any(|n| n == k), "{k} not among {wg:?}");
    }
    let sync = names(true);
    assert!(sync.iter().any(|n| n == "attention_fwd_bf16_d64"), "{sync:?}");
    assert!(!sync.iter().any(|n| n.starts_with("attention_wg_")), "{sync:?}");
}

/// A residual branch's Linear layer whose add computes the next LayerNorm takes its gradient
/// from that LayerNorm's backward (`ln_bwd_cast[_drop]_vec6_bf16`) and runs no pass of its own
/// (`cast_colsum`); under `ops::without_handoffs` the reverse. Fails when the fused path
/// silently falls back (a gradient that is not the one the LayerNorm cast, say) or the switch
/// does nothing.
#[test]
fn a_branch_gradient_comes_from_the_next_layer_norm_backward() {
    let _turn = CUPTI.lock().unwrap_or_else(|e| e.into_inner());
    let dev = cuda();
    let (rows, n, k) = (512, 768, 256);
    let ramp = |len: usize| (0..len).map(|i| ((i % 97) as f32 - 48.0) / 64.0).collect::<Vec<_>>();
    let v = [
        ramp(rows * n),
        ramp(rows * k),
        ramp(n * k),
        ramp(n),
        ramp(n),
        ramp(n),
        ramp(rows * n),
    ];
    for drop in [None, Some(minigpt::ops::Dropout { p: 0.1, seed: 3 })] {
        let names = |apart: bool| {
            let mut trace = started(&dev);
            trace.mark(None);
            super::epilogue::branch_through_next_norm(&dev, DType::BF16, drop, (rows, n, k), &v, apart);
            dev.synchronize().unwrap();
            trace.mark(Some(0));
            let t = trace.finish().unwrap_or_else(|e| panic!("trace {e}"));
            t.kernels.into_iter().map(|k| k.name).collect::<Vec<_>>()
        };
        let (cast, fused) = match drop {
            None => ("cast_colsum_bf16", "ln_bwd_cast_vec6_bf16"),
            Some(_) => ("cast_colsum_drop_bf16", "ln_bwd_cast_drop_vec6_bf16"),
        };
        let together = names(false);
        assert!(together.iter().any(|k| k == fused), "{fused} not among {together:?}");
        assert!(!together.iter().any(|k| k.starts_with("cast_colsum")), "{together:?}");
        let apart = names(true);
        assert!(apart.iter().any(|k| k == cast), "{cast} not among {apart:?}");
        assert!(!apart.iter().any(|k| k.starts_with("ln_bwd_cast")), "{apart:?}");
    }
}

/// The qkv projection's bias gradient comes from the packed attention's backward (the bias
/// sums' `colsum_finish`, no BGRADB epilogue's reduction); under `ops::without_handoffs` from
/// cuBLASLt's BGRADB (whose GEMM then runs with the epilogue, so no `colsum_finish` here).
#[test]
fn the_qkv_bias_gradient_comes_from_the_attention_backward() {
    let _turn = CUPTI.lock().unwrap_or_else(|e| e.into_inner());
    let dev = cuda();
    if minigpt::ops::compute_capability(&dev).unwrap() != Some((9, 0)) {
        println!("not an sm_90 GPU: the wgmma backward is not expected");
        return;
    }
    let (b, t, c, h) = (2, 256, 256, 4);
    let ramp = |len: usize, s: f32| (0..len).map(|i| ((i % 89) as f32 - 44.0) * s).collect::<Vec<_>>();
    let v = [
        ramp(b * t * c, 0.02),
        ramp(3 * c * c, 0.001),
        ramp(3 * c, 0.01),
        ramp(b * t * c, 0.02),
    ];
    let names = |apart: bool| {
        let mut trace = started(&dev);
        trace.mark(None);
        super::epilogue::projection_through_attention(&dev, None, (b, t, c, h), &v, apart);
        dev.synchronize().unwrap();
        trace.mark(Some(0));
        let t = trace.finish().unwrap_or_else(|e| panic!("trace {e}"));
        t.kernels.into_iter().map(|k| k.name).collect::<Vec<_>>()
    };
    let handed = names(false);
    assert!(handed.iter().any(|k| k == "colsum_finish"), "{handed:?}");
    assert!(handed.iter().any(|k| k == "attention_wg_bwd_bf16_d64"), "{handed:?}");
    let apart = names(true);
    assert!(!apart.iter().any(|k| k == "colsum_finish"), "{apart:?}");
}

/// On an sm_90 GPU (and a build for it) a bf16 GELU layer in training, the MLP's up-projection,
/// runs the GEMM its switch names: with `MINIGPT_GELU_GEMM=1` CUTLASS's ping-pong GEMM with the
/// GELU in its epilogue (kernels/gemm/gelu_gemm.cu, whose kernel's name carries `GELU_taylor`)
/// and not cuBLASLt's GELU_AUX_BIAS kernel (`geluauxbias`), otherwise the reverse; either way the
/// backward's `bias_gelu_bwd_colsum` reads the pre-activation it stored. Fails when the asked
/// route silently falls back, or the switch does nothing.
#[test]
fn the_mlp_s_up_projection_runs_the_gemm_its_switch_names_on_sm_90() {
    let _turn = CUPTI.lock().unwrap_or_else(|e| e.into_inner());
    let dev = cuda();
    if minigpt::ops::compute_capability(&dev).unwrap() != Some((9, 0)) {
        println!("not an sm_90 GPU: the CUTLASS GEMM is not expected");
        return;
    }
    let (rows, n, k) = (512, 1536, 384);
    let t = |d: &[usize], dt: DType| {
        let t = Tensor::randn(0f32, 1.0, d, &dev).unwrap().to_dtype(dt).unwrap();
        candle_core::Var::from_tensor(&t).unwrap()
    };
    let (x, w, b) = (t(&[rows, k], DType::BF16), t(&[n, k], DType::F32), t(&[n], DType::F32));
    let (w_c, b_c) = (
        w.as_tensor().to_dtype(DType::BF16).unwrap(),
        b.as_tensor().to_dtype(DType::BF16).unwrap(),
    );
    dev.synchronize().unwrap();
    let mut trace = started(&dev);
    trace.mark(None);
    let y = minigpt::ops::dense(
        x.as_tensor(),
        &w_c,
        w.as_tensor(),
        &b_c,
        b.as_tensor(),
        minigpt::ops::Act::Gelu,
    )
    .unwrap();
    y.sum_all().unwrap().backward().unwrap();
    dev.synchronize().unwrap();
    trace.mark(Some(0));
    let names: Vec<String> = trace
        .finish()
        .unwrap_or_else(|e| panic!("trace {e}"))
        .kernels
        .into_iter()
        .map(|k| k.name)
        .collect();
    let cutlass = std::env::var("MINIGPT_GELU_GEMM").is_ok_and(|v| v == "1");
    let ran = |pat: &str| names.iter().any(|k| k.contains(pat));
    assert_eq!(
        (ran("GELU_taylor"), ran("geluauxbias")),
        (cutlass, !cutlass),
        "MINIGPT_GELU_GEMM=1: {cutlass}; (CUTLASS's GELU GEMM ran, cuBLASLt's) among {names:?}"
    );
    assert!(names.iter().any(|k| k == "bias_gelu_bwd_colsum_bf16"), "{names:?}");
}
