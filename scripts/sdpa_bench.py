#!/usr/bin/env python3
"""PyTorch's scaled_dot_product_attention (causal, bf16) at the shapes `minigpt bench-kernel --op
attention` times, measured the same way: median of 50 runs after 5 warm-up, the device
synchronised around each, forward and forward + backward (the whole autograd pass seeded with
dO = ones, a tensor made once before the runs: no reduction, no fill timed): host wall time
(`*_ms`) and GPU time between CUDA events recorded before and after (`*_gpu_ms`); TFLOP/s
(from GPU time) count the causal half of 4*B*H*T^2*Dh forward and 2.5x that backward. `*_busy_ms`: the time the GPU is busy with what one run
launched (the union of its kernels', memsets' and memcpys' intervals: no gaps, no host time),
from torch.profiler over 10 more runs, as `bench-kernel --op attention` reports its own from
CUPTI; where PyTorch's host is slower than its kernels, the events' span times the host.
`repeatable`: whether five more backward passes gave dq, dk and dv the same bits (minigpt's do,
by construction). One JSON line per shape. The gradients are dropped before each run, outside
the timed span, so that each backward writes fresh ones as minigpt's does (left in place,
autograd would add each run's into the last: three extra adds timed).

Usage: python3 scripts/sdpa_bench.py [--deterministic] [--backend flash|cudnn|efficient|cudnn-frontend]
  (on the GPU machine)
  --deterministic: torch.use_deterministic_algorithms(True) and cudnn.deterministic, so that
  SDPA picks a backward whose sums are ordered (PyTorch 2.11 on Hopper: FlashAttention-2's
  deterministic backward instead of cuDNN's), without the NaN fill of new tensors
  --backend: SDPA limited to that backend (torch.nn.attention.sdpa_kernel): `flash` is
  FlashAttention-2, whose backward (unordered dQ sums unless --deterministic) PyTorch took by
  default before cuDNN's; `cudnn-frontend` calls cuDNN's fused attention through NVIDIA's
  cudnn-frontend Python package (`torch.ops.cudnn.sdpa_fwd` / `sdpa_bwd`; the package's folder
  in CUDNN_FRONTEND_PATH where it is not installed), whose backward, unlike SDPA's route to the
  same kernels, takes `--deterministic` as cuDNN's own `use_deterministic_algorithm`
"""
import json
import statistics
import sys
import time

import torch
import torch.nn.functional as F


def median_ms(fn, warmup=5, runs=50, reset=lambda: None):
    """(host ms, GPU ms), medians; `reset` runs before each run, untimed."""
    host, gpu = [], []
    for i in range(warmup + runs):
        reset()
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        t0 = time.perf_counter()
        fn()
        end.record()
        torch.cuda.synchronize()
        if i >= warmup:
            host.append((time.perf_counter() - t0) * 1e3)
            gpu.append(start.elapsed_time(end))
    return statistics.median(host), statistics.median(gpu)


def busy_ms(fn, runs=10, reset=lambda: None):
    """(busy ms, {name: ms}, backend): the mean time the GPU is busy with what one run of `fn`
    launches (the union of its operations' intervals), the time of each by name, and which
    backend's kernels ran (PyTorch 2.11 takes cuDNN's attention on Hopper), by torch.profiler."""
    from torch.profiler import ProfilerActivity, profile
    fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(runs):
            reset()
            fn()
        torch.cuda.synchronize()
    by_name, spans = {}, []
    for e in prof.events():
        if str(e.device_type).endswith("CUDA"):  # the GPU-side records: kernels, memsets, memcpys
            by_name[e.name] = by_name.get(e.name, 0.0) + e.time_range.elapsed_us()
            spans.append((e.time_range.start, e.time_range.end))
    busy, open_, close = 0.0, None, None  # the union of the intervals: overlaps count once
    for start, end in sorted(spans):
        if close is None or start > close:
            busy += 0.0 if close is None else close - open_
            open_, close = start, end
        else:
            close = max(close, end)
    busy += 0.0 if close is None else close - open_
    ms = {name[:60]: round(us / 1e3 / runs, 4) for name, us in by_name.items()}
    backend = "cudnn" if any("cudnn" in n for n in by_name) else "flash" if any("flash" in n for n in by_name) else "other"
    return busy / 1e3 / runs, ms, backend


deterministic = "--deterministic" in sys.argv[1:]
backend = sys.argv[sys.argv.index("--backend") + 1] if "--backend" in sys.argv[1:] else None
attention = F.scaled_dot_product_attention
if backend == "cudnn-frontend":
    import math
    import os

    if os.environ.get("CUDNN_FRONTEND_PATH"):
        sys.path.insert(0, os.environ["CUDNN_FRONTEND_PATH"])
    try:
        import cudnn.sdpa.fwd.torch_op  # noqa: F401 (registers torch.ops.cudnn.sdpa_fwd / sdpa_bwd)
    except ImportError as e:
        sys.exit(f"sdpa_bench: --backend cudnn-frontend needs NVIDIA's cudnn-frontend Python package with "
                 f"its torch ops (pip install nvidia-cudnn-frontend, or its unpacked wheel's folder in "
                 f"CUDNN_FRONTEND_PATH): {e}")

    class FrontendAttention(torch.autograd.Function):
        @staticmethod
        def forward(ctx, q, k, v):
            scale = 1.0 / math.sqrt(q.shape[-1])
            o, lse = torch.ops.cudnn.sdpa_fwd(q, k, v, scale, is_causal=True, return_lse=True)
            ctx.save_for_backward(q, k, v, o, lse)
            ctx.scale = scale
            return o

        @staticmethod
        def backward(ctx, do):
            q, k, v, o, lse = ctx.saved_tensors
            return torch.ops.cudnn.sdpa_bwd(do.contiguous(), q, k, v, o, lse, ctx.scale, is_causal=True,
                                            is_deterministic=deterministic)

    def attention(q, k, v, is_causal):
        assert is_causal
        return FrontendAttention.apply(q, k, v)
elif backend is not None:
    switches = {"flash": torch.backends.cuda.enable_flash_sdp, "cudnn": torch.backends.cuda.enable_cudnn_sdp,
                "efficient": torch.backends.cuda.enable_mem_efficient_sdp}
    if backend not in switches:
        sys.exit(f"sdpa_bench: --backend {backend}: flash, cudnn or efficient")
    for name, switch in switches.items():  # for the whole process
        switch(name == backend)
    torch.backends.cuda.enable_math_sdp(False)
if deterministic:
    torch.use_deterministic_algorithms(True)
    torch.backends.cudnn.deterministic = True
    # not the attention's cost: deterministic mode also fills every torch.empty with NaN
    torch.utils.deterministic.fill_uninitialized_memory = False

for dims in ([64, 6, 256, 64], [16, 12, 1024, 64]):
    q, k, v = (torch.randn(*dims, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
    fwd = median_ms(lambda: attention(q, k, v, is_causal=True))
    seed = torch.ones(*dims, device="cuda", dtype=torch.bfloat16)  # dO = 1, made once, as minigpt's bench

    def fwd_bwd():
        o = attention(q, k, v, is_causal=True)
        o.backward(seed)

    def drop_grads():
        q.grad = k.grad = v.grad = None

    both = median_ms(fwd_bwd, reset=drop_grads)
    fwd_k = busy_ms(lambda: attention(q, k, v, is_causal=True))
    both_k = busy_ms(fwd_bwd, reset=drop_grads)
    grads = []
    for _ in range(5):
        drop_grads()
        fwd_bwd()
        grads.append(torch.cat([x.grad.flatten() for x in (q, k, v)]).view(torch.int16))
    repeatable = all(torch.equal(g, grads[0]) for g in grads[1:])
    b, h, t, d = dims
    flop = 0.5 * 4 * b * h * t * t * d
    torch.cuda.reset_peak_memory_stats()
    attention(q, k, v, is_causal=True).float().sum().backward()
    print(json.dumps({"op": "sdpa", "backend": both_k[2] + (" (deterministic)" if deterministic else " (SDPA's default)" if backend is None else " (asked for)"), "dims": dims, "fwd_ms": fwd[0], "fwd_gpu_ms": fwd[1],
                      "fwd_busy_ms": fwd_k[0], "fwd_bwd_busy_ms": both_k[0], "fwd_bwd_kernels": both_k[1],
                      "deterministic_requested": deterministic, "repeatable": repeatable,
                      "fwd_tflops": flop / fwd[1] / 1e9, "fwd_bwd_ms": both[0], "fwd_bwd_gpu_ms": both[1],
                      "fwd_bwd_tflops": 3.5 * flop / both[1] / 1e9,
                      "peak_gib": torch.cuda.max_memory_allocated() / 2**30}))
