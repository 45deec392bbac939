#!/usr/bin/env python3
"""GPU operations per training step of the PyTorch reference trainer, to set beside minigpt's
(`train --profile-steps`, CUPTI). Counts what torch.profiler records on the GPU -- kernels
(`cat == "kernel"`), memcpys (`gpu_memcpy`) and memsets (`gpu_memset`); Kineto gets these from
the same CUPTI activity kinds minigpt enables -- over a few steps after warm-up, divided by the
number of steps.

Model and step are the reference's (`scripts/ref_torch.py`, imported by path, not copied): its
DecoderLM and CONFIGS, random token batches, cross-entropy, backward, clip_grad_norm_(1.0),
AdamW(fused=True), zero_grad(set_to_none=True); autocast in bf16 or fp16 (+ GradScaler), eager;
fp32 with TF32 off. Shapes: S = 6x384, 6 heads, T 256, B 64,
vocab 65; M16 = 12x768, T 1024, B 16, vocab 50304.

Usage: python3 scripts/torch_ops.py [--ref scripts/ref_torch.py] [--only S,M16] [--modes bf16]
                                    [--warmup 3] [--steps 3] [--out torch_ops.json]
Writes {"info": {...}, "results": [{"config", "mode", "n_layer", "d", "block", "batch", "vocab",
"steps", "kernels_per_step", "memcpy_per_step", "memset_per_step", "ops_per_step"}, ...]}
(the keys ref_torch.py uses, so `minigpt report --bench ... --torch-ops FILE` matches rows the
same way) and prints one line per shape and mode.
"""
import argparse
import gc
import importlib.util
import json
import os
import tempfile

import torch
from torch.profiler import ProfilerActivity, profile

# Chrome-trace categories of GPU operations in Kineto's export (libkineto ActivityType.cpp:
# CONCURRENT_KERNEL -> "kernel", GPU_MEMCPY -> "gpu_memcpy", GPU_MEMSET -> "gpu_memset").
OP_CATEGORIES = {"kernel": "kernels", "gpu_memcpy": "memcpy", "gpu_memset": "memset"}


def load_ref(path):
    spec = importlib.util.spec_from_file_location("ref_torch", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def make_step(ref, cfg, mode):
    """The reference's training step (ref_torch.run_one's `step`), eager."""
    ref.set_tf32(False)
    torch.manual_seed(0)
    model = ref.DecoderLM(cfg["vocab"], cfg["block"], cfg["n_layer"], cfg["n_head"], cfg["d"]).to("cuda")
    opt = torch.optim.AdamW(model.parameters(), lr=3e-4, betas=(0.9, 0.95), weight_decay=0.1, fused=True)
    amp_dtype = {"fp32": None, "bf16": torch.bfloat16, "fp16": torch.float16}[mode]
    scaler = torch.amp.GradScaler("cuda") if mode == "fp16" else None
    B, T, V = cfg["batch"], cfg["block"], cfg["vocab"]
    batches = [(torch.randint(0, V, (B, T), device="cuda"), torch.randint(0, V, (B, T), device="cuda")) for _ in range(4)]

    return ref.train_step(model, opt, scaler, amp_dtype, batches, V)


def count_ops(step, warmup, steps):
    """Mean GPU operations per step, by kind, over `steps` profiled steps after `warmup`."""
    for i in range(warmup):
        step(i)
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for i in range(steps):
            step(warmup + i)
        torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "trace.json")
        prof.export_chrome_trace(path)
        with open(path) as f:
            events = json.load(f)["traceEvents"]
    counts = {name: 0 for name in OP_CATEGORIES.values()}
    for ev in events:
        name = OP_CATEGORIES.get(str(ev.get("cat", "")).lower())  # some Kineto builds write "Kernel"
        if name is not None and ev.get("ph") == "X":  # complete events only (no flow arrows)
            counts[name] += 1
    return {name: n / steps for name, n in counts.items()}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", default=os.path.join(here, "ref_torch.py"))
    ap.add_argument("--only", default="S,M16")
    ap.add_argument("--modes", default="bf16", help="any of fp32,bf16,fp16 (eager)")
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    assert torch.cuda.is_available(), "torch_ops.py needs a CUDA device"
    ref = load_ref(args.ref)
    info = dict(torch=torch.__version__, cuda=torch.version.cuda, device=torch.cuda.get_device_name(0))
    results = []
    for name in args.only.split(","):
        cfg = ref.CONFIGS[name]
        for mode in args.modes.split(","):
            per_step = count_ops(make_step(ref, cfg, mode), args.warmup, args.steps)
            ops = per_step["kernels"] + per_step["memcpy"] + per_step["memset"]
            results.append(
                dict(
                    config=name,
                    mode=mode,
                    **cfg,
                    steps=args.steps,
                    kernels_per_step=per_step["kernels"],
                    memcpy_per_step=per_step["memcpy"],
                    memset_per_step=per_step["memset"],
                    ops_per_step=ops,
                )
            )
            print(
                f"{name:4s} {mode:5s} ops/step {ops:8.1f}  (kernels {per_step['kernels']:.1f}, "
                f"memcpy {per_step['memcpy']:.1f}, memset {per_step['memset']:.1f})",
                flush=True,
            )
            gc.collect()  # the step (model, optimizer, batches) is gone: give its memory back
            torch.cuda.empty_cache()
            if args.out:  # rewrite after every run so a killed job still leaves results
                with open(args.out, "w") as f:
                    json.dump(dict(info=info, results=results), f, indent=1)


if __name__ == "__main__":
    main()
