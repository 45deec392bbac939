#!/usr/bin/env python3
"""PyTorch reference throughput for a GPT-2-style decoder, to compare minigpt with
(scripts/bench-gpu.sh runs it; scripts/torch_ops.py imports its model and step).

Model: pre-LN decoder blocks (LayerNorm -> causal self-attention via
F.scaled_dot_product_attention -> residual; LayerNorm -> Linear(d,4d) -> GELU(tanh) ->
Linear(4d,d) -> residual), learned position embeddings, final LayerNorm, LM head tied to the
token embedding. Training step: cross-entropy loss, backward, grad-norm clipping at 1.0,
AdamW(fused=True). Data are random token ids (throughput only).

Modes: fp32 (TF32 off), bf16 autocast (eager), fp16 autocast + GradScaler (eager),
bf16 autocast + torch.compile.

FLOPs per token (training) = 6*N + 12*L*d*T  (N = parameters without the position embedding;
the attention term counts the full TxT score matrix, forward+backward, as in the PaLM paper's
MFU definition; a causal kernel does about half of that work).
MFU is reported against 989 TFLOP/s (H100/H200 SXM dense bf16 datasheet) and against a fixed
bf16 matmul ceiling of 790 TFLOP/s (the ceiling measured at start is reported in "info").

Usage: python3 scripts/ref_torch.py [--out results.json] [--deadline SECONDS] [--only S,M16,M32,XL16]
                                  [--modes fp32,bf16,fp16,bf16_compile] [--steps 30]
"""
import argparse
import gc
import json
import math
import os
import statistics
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

PEAK_BF16 = 989e12


class Block(nn.Module):
    def __init__(self, d, n_head):
        super().__init__()
        self.n_head = n_head
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.attn_out = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc_in = nn.Linear(d, 4 * d)
        self.fc_out = nn.Linear(4 * d, d)

    def forward(self, x):
        b, t, d = x.shape
        h = self.ln1(x)
        q, k, v = self.qkv(h).split(d, dim=2)
        # (b, t, d) -> (b, heads, t, d/heads)
        q = q.view(b, t, self.n_head, d // self.n_head).transpose(1, 2)
        k = k.view(b, t, self.n_head, d // self.n_head).transpose(1, 2)
        v = v.view(b, t, self.n_head, d // self.n_head).transpose(1, 2)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        a = a.transpose(1, 2).reshape(b, t, d)
        x = x + self.attn_out(a)
        x = x + self.fc_out(F.gelu(self.fc_in(self.ln2(x)), approximate="tanh"))
        return x


class DecoderLM(nn.Module):
    def __init__(self, vocab, block, n_layer, n_head, d):
        super().__init__()
        self.tok = nn.Embedding(vocab, d)
        self.pos = nn.Embedding(block, d)
        self.blocks = nn.ModuleList(Block(d, n_head) for _ in range(n_layer))
        self.ln_f = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab, bias=False)
        self.head.weight = self.tok.weight  # tied
        for name, p in self.named_parameters():
            if p.dim() >= 2:
                std = 0.02
                if name.endswith("attn_out.weight") or name.endswith("fc_out.weight"):
                    std = 0.02 / math.sqrt(2 * n_layer)
                nn.init.normal_(p, 0.0, std)
            elif name.endswith(".bias"):
                nn.init.zeros_(p)

    def forward(self, idx):
        t = idx.shape[1]
        pos = torch.arange(t, device=idx.device)
        x = self.tok(idx) + self.pos(pos)
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.ln_f(x))


CONFIGS = {
    "S": dict(n_layer=6, n_head=6, d=384, block=256, batch=64, vocab=65),
    "M16": dict(n_layer=12, n_head=12, d=768, block=1024, batch=16, vocab=50304),
    "M32": dict(n_layer=12, n_head=12, d=768, block=1024, batch=32, vocab=50304),
    "XL16": dict(n_layer=48, n_head=25, d=1600, block=1024, batch=16, vocab=50304),  # GPT-2 XL's shape
}


def set_tf32(on):
    torch.backends.cuda.matmul.allow_tf32 = on
    torch.backends.cudnn.allow_tf32 = on
    torch.set_float32_matmul_precision("high" if on else "highest")


def measure_matmul_ceiling(n=8192, iters=20):
    a = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    for _ in range(3):
        a @ b
    torch.cuda.synchronize()
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    s.record()
    for _ in range(iters):
        a @ b
    e.record()
    torch.cuda.synchronize()
    ms = s.elapsed_time(e) / iters
    del a, b
    return 2 * n**3 / (ms * 1e-3)


def train_step(fwd, opt, scaler, amp_dtype, batches, V):
    """The reference's training step, step(i) -> loss: batch i mod len(batches), cross-entropy
    (under autocast when amp_dtype is set), backward (scaled with a GradScaler), clip_grad_norm_(1.0),
    AdamW, zero_grad(set_to_none=True). scripts/torch_ops.py counts this same step's GPU operations."""
    params = [p for g in opt.param_groups for p in g["params"]]

    def step(i):
        x, y = batches[i % len(batches)]
        with torch.autocast("cuda", dtype=amp_dtype, enabled=amp_dtype is not None):
            logits = fwd(x)
            loss = F.cross_entropy(logits.reshape(-1, V), y.reshape(-1))
        if scaler is not None:
            scaler.scale(loss).backward()
            scaler.unscale_(opt)
            torch.nn.utils.clip_grad_norm_(params, 1.0)
            scaler.step(opt)
            scaler.update()
        else:
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, 1.0)
            opt.step()
        opt.zero_grad(set_to_none=True)
        return loss

    return step


def run_one(cfg_name, mode, steps, warmup, ceiling):
    cfg = CONFIGS[cfg_name]
    torch.manual_seed(0)
    set_tf32(False)  # fp32 mode: true fp32 matmuls; autocast modes: their leftover fp32 ops too
    dev = "cuda"
    model = DecoderLM(cfg["vocab"], cfg["block"], cfg["n_layer"], cfg["n_head"], cfg["d"]).to(dev)
    n_params = sum(p.numel() for p in model.parameters())
    n_flop_params = n_params - model.pos.weight.numel()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-4, betas=(0.9, 0.95), weight_decay=0.1, fused=True)
    amp_dtype = {"fp32": None, "bf16": torch.bfloat16, "fp16": torch.float16, "bf16_compile": torch.bfloat16}[mode]
    scaler = torch.amp.GradScaler("cuda") if mode == "fp16" else None
    fwd = model
    if mode.endswith("_compile"):
        torch._dynamo.reset()
        fwd = torch.compile(model, dynamic=False)
    B, T, V = cfg["batch"], cfg["block"], cfg["vocab"]
    batches = [
        (torch.randint(0, V, (B, T), device=dev), torch.randint(0, V, (B, T), device=dev)) for _ in range(4)
    ]

    step = train_step(fwd, opt, scaler, amp_dtype, batches, V)

    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    t0 = time.perf_counter()
    first_loss = step(0).item()
    torch.cuda.synchronize()
    first_step_s = time.perf_counter() - t0  # includes compilation for *_compile
    for i in range(1, warmup):
        step(i)
    torch.cuda.synchronize()
    ev = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(steps)]
    t0 = time.perf_counter()
    for i in range(steps):
        ev[i][0].record()
        loss = step(i)
        ev[i][1].record()
    torch.cuda.synchronize()
    wall = time.perf_counter() - t0
    last_loss = loss.item()
    ms = [s.elapsed_time(e) for s, e in ev]
    med_ms = statistics.median(ms)
    tokens = B * T
    flop_per_token = 6 * n_flop_params + 12 * cfg["n_layer"] * cfg["d"] * T
    achieved = flop_per_token * tokens / (med_ms * 1e-3)
    res = dict(
        config=cfg_name,
        mode=mode,
        **cfg,
        params=n_params,
        params_for_flops=n_flop_params,
        flop_per_token=flop_per_token,
        steps=steps,
        warmup=warmup,
        step_ms_median=med_ms,
        step_ms_min=min(ms),
        step_ms_max=max(ms),
        step_ms_wall_mean=wall / steps * 1e3,
        tokens_per_s=tokens / (med_ms * 1e-3),
        achieved_tflops=achieved / 1e12,
        mfu_vs_989=achieved / PEAK_BF16,
        mfu_vs_measured_ceiling=achieved / ceiling,
        peak_mem_gib=torch.cuda.max_memory_allocated() / 2**30,
        first_step_s=first_step_s,
        loss_first=first_loss,
        loss_last=last_loss,
    )
    del model, fwd, opt, batches, scaler
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=None)
    ap.add_argument("--deadline", type=float, default=520.0, help="seconds; skip runs that would start later")
    ap.add_argument("--only", default="S,M16,M32")
    ap.add_argument("--modes", default="fp32,bf16,fp16,bf16_compile")
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--compile-budget", type=float, default=150.0,
                    help="skip a compile run when fewer than this many seconds remain")
    args = ap.parse_args()
    t_start = time.perf_counter()
    assert torch.cuda.is_available()
    info = dict(
        torch=torch.__version__,
        cuda=torch.version.cuda,
        device=torch.cuda.get_device_name(0),
        cudnn=torch.backends.cudnn.version(),
    )
    try:
        v = torch.cuda.nccl.version()
        info["nccl"] = ".".join(map(str, v)) if isinstance(v, tuple) else str(v)
    except Exception as e:  # informational only
        info["nccl"] = f"unknown ({e})"
    print("info:", info, flush=True)
    ceiling = measure_matmul_ceiling()
    print(f"bf16 matmul 8192^3 ceiling (torch): {ceiling / 1e12:.1f} TFLOP/s", flush=True)
    info["bf16_matmul_8192_tflops"] = ceiling / 1e12
    ceiling_for_mfu = 790e12  # fixed, so results compare across runs; the measured one is in info
    results, skipped = [], []
    cfgs = args.only.split(",")
    modes = args.modes.split(",")
    # eager runs first (all configs), compiled runs last: compilation time is the unknown
    plan = [(c, m) for c in cfgs for m in modes if not m.endswith("_compile")]
    plan += [(c, m) for c in cfgs for m in modes if m.endswith("_compile")]
    for cfg_name, mode in plan:
        elapsed = time.perf_counter() - t_start
        left = args.deadline - elapsed
        if left < 15 or (mode.endswith("_compile") and left < args.compile_budget):
            print(f"skip {cfg_name}/{mode}: {left:.0f}s left before deadline", flush=True)
            skipped.append(dict(config=cfg_name, mode=mode, reason=f"deadline ({left:.0f}s left)"))
            continue
        t0 = time.perf_counter()
        try:
            r = run_one(cfg_name, mode, args.steps, args.warmup, ceiling_for_mfu)
            gc.collect()
            torch.cuda.empty_cache()
            r["run_s"] = time.perf_counter() - t0
            results.append(r)
            print(
                f"{cfg_name:4s} {mode:13s} step {r['step_ms_median']:8.2f} ms  {r['tokens_per_s']:10.0f} tok/s  "
                f"MFU {100 * r['mfu_vs_989']:5.1f}% (vs790 {100 * r['mfu_vs_measured_ceiling']:5.1f}%)  "
                f"mem {r['peak_mem_gib']:6.2f} GiB  first {r['first_step_s']:.1f}s  run {r['run_s']:.0f}s  "
                f"loss {r['loss_first']:.3f}->{r['loss_last']:.3f}",
                flush=True,
            )
        except torch.OutOfMemoryError as e:
            print(f"{cfg_name}/{mode}: OOM {e}", flush=True)
            skipped.append(dict(config=cfg_name, mode=mode, reason="OOM"))
            gc.collect()
            torch.cuda.empty_cache()
        except Exception as e:  # report and go on (e.g. compile failure)
            print(f"{cfg_name}/{mode}: FAILED {type(e).__name__}: {str(e)[:2000]}", flush=True)
            skipped.append(dict(config=cfg_name, mode=mode, reason=f"{type(e).__name__}: {str(e)[:500]}"))
            gc.collect()
            torch.cuda.empty_cache()
        if args.out:  # rewrite after every run so a killed job still leaves results
            with open(args.out, "w") as f:
                json.dump(dict(info=info, results=results, skipped=skipped), f, indent=1)
    print()
    print(f"{'cfg':4s} {'mode':13s} {'step ms':>9s} {'tok/s':>11s} {'TFLOP/s':>8s} {'MFU989':>7s} {'MFU790':>7s} {'mem GiB':>8s}")
    for r in results:
        print(
            f"{r['config']:4s} {r['mode']:13s} {r['step_ms_median']:9.2f} {r['tokens_per_s']:11.0f} "
            f"{r['achieved_tflops']:8.1f} {100 * r['mfu_vs_989']:6.1f}% {100 * r['mfu_vs_measured_ceiling']:6.1f}% "
            f"{r['peak_mem_gib']:8.2f}"
        )
    for s in skipped:
        print(f"{s['config']:4s} {s['mode']:13s} skipped: {s['reason'][:100]}")
    print(f"total {time.perf_counter() - t_start:.0f}s")


if __name__ == "__main__":
    main()
