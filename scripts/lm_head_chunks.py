#!/usr/bin/env python3
# Usage: python3 scripts/lm_head_chunks.py   (on the GPU machine; docs/PERFORMANCE.md, "The LM head's logits kept in L2")
# Does the LM head's logits pass run faster when each row chunk's logits are still in L2?
# full: L = X Wt (one GEMM), then one in-place pass over L (read + write, a stand-in for the
# loss's fused pass). Each variant captured in a CUDA graph (no host gaps). chunked: per R rows, the GEMM into L's rows, then the pass over those rows.
import torch, time, statistics
torch.backends.cuda.matmul.allow_tf32 = False
N, C, V = 32768, 768, 50304
X = torch.randn(N, C, device="cuda", dtype=torch.bfloat16)
W = torch.randn(V, C, device="cuda", dtype=torch.bfloat16) * 0.02
L = torch.empty(N, V, device="cuda", dtype=torch.bfloat16)
def ev(): return torch.cuda.Event(enable_timing=True)
def timed(fn, reps):
    fn(); torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g): fn()
    fn = g.replay
    fn(); torch.cuda.synchronize()
    out = []
    for _ in range(reps):
        a, b = ev(), ev(); a.record(); fn(); b.record(); torch.cuda.synchronize(); out.append(a.elapsed_time(b))
    return statistics.median(out)
def gemm_only(): torch.mm(X, W.t(), out=L)
def pass_only(): L.mul_(0.5)
def full(): torch.mm(X, W.t(), out=L); L.mul_(0.5)
def chunked(R):
    def f():
        for i in range(0, N, R):
            torch.mm(X[i:i+R], W.t(), out=L[i:i+R]); L[i:i+R].mul_(0.5)
    return f
def chunked_gemm_only(R):
    def f():
        for i in range(0, N, R): torch.mm(X[i:i+R], W.t(), out=L[i:i+R])
    return f
def chunked_pass_only(R):
    def f():
        for i in range(0, N, R): L[i:i+R].mul_(0.5)
    return f
for rnd in range(2):
    print("round", rnd)
    print(f"  full: gemm {timed(gemm_only,20):.3f} ms, pass {timed(pass_only,20):.3f}, both {timed(full,20):.3f}")
    for R in (128, 256, 512, 1024, 4096):
        g = timed(chunked_gemm_only(R), 10); p = timed(chunked_pass_only(R), 10); b = timed(chunked(R), 10)
        print(f"  R={R}: gemm {g:.3f}, pass {p:.3f}, both {b:.3f}, both - gemm {b-g:.3f}")
