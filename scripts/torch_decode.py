"""Decoding in PyTorch beside `minigpt bench-kernel --op decode` (docs/PERFORMANCE.md).

The same two shapes (Shakespeare 6 x 384, vocabulary 65; GPT-2 small 12 x 768, vocabulary
50304), batch 1 and 8, bf16 weights, greedy: a prompt of 8 tokens fills a preallocated KV cache,
then 200 tokens are timed (wall time, the GPU synchronised around them). Two ways:
  eager  one decode step as PyTorch ops (SDPA over the static cache with a position mask);
  graph  the same step captured once in a CUDA graph and replayed per token (gpt-fast's recipe:
         static cache, the position in a device tensor), what "the hardware's speed" looks like.
Random weights (the cost does not depend on them); the median of three passes. Prints a markdown table; --out writes JSON.

  python scripts/torch_decode.py [--tokens 200] [--out decode.json]
"""
import argparse
import json
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

SHAPES = [("shakespeare (6 x 384)", 6, 6, 384, 65), ("gpt2-small (12 x 768)", 12, 12, 768, 50304)]
PROMPT = 8


class Block(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.h = h
        self.ln_1, self.ln_2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.c_attn, self.c_proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.c_fc, self.mlp_proj = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x, pos_idx, mask, k_cache, v_cache):
        b, _, d = x.shape
        q, k, v = self.c_attn(self.ln_1(x)).split(d, dim=2)
        q, k, v = (t.view(b, 1, self.h, d // self.h).transpose(1, 2) for t in (q, k, v))
        k_cache.index_copy_(2, pos_idx, k)
        v_cache.index_copy_(2, pos_idx, v)
        y = F.scaled_dot_product_attention(q, k_cache, v_cache, attn_mask=mask)
        x = x + self.c_proj(y.transpose(1, 2).reshape(b, 1, d))
        return x + self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x)), approximate="tanh"))


class Gpt(nn.Module):
    def __init__(self, n_layer, n_head, d, vocab, t_max):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(vocab, d), nn.Embedding(t_max, d)
        self.blocks = nn.ModuleList(Block(d, n_head) for _ in range(n_layer))
        self.ln_f = nn.LayerNorm(d)
        self.t_max = t_max
        self.register_buffer("arange", torch.arange(t_max), persistent=False)

    def step(self, idx, pos, caches):
        """idx (B, 1) ids at position pos (a 1-element long tensor): the next ids (B, 1)."""
        x = self.wte(idx) + self.wpe(pos)
        mask = (self.arange <= pos).view(1, 1, 1, self.t_max)
        for blk, (k, v) in zip(self.blocks, caches):
            x = blk(x, pos, mask, k, v)
        logits = self.ln_f(x) @ self.wte.weight.t()
        return logits.argmax(-1)


def run(shape, batch, tokens, graph):
    name, n_layer, n_head, d, vocab = shape
    t_max = PROMPT + tokens + 1
    torch.manual_seed(0)
    model = Gpt(n_layer, n_head, d, vocab, t_max).cuda().to(torch.bfloat16).eval()
    caches = [
        (torch.zeros(batch, n_head, t_max, d // n_head, device="cuda", dtype=torch.bfloat16),
         torch.zeros(batch, n_head, t_max, d // n_head, device="cuda", dtype=torch.bfloat16))
        for _ in range(n_layer)
    ]
    idx = torch.randint(0, vocab, (batch, 1), device="cuda")
    pos = torch.zeros(1, dtype=torch.long, device="cuda")
    with torch.no_grad():
        step = lambda: model.step(idx, pos, caches)
        if graph:
            s = torch.cuda.Stream()
            s.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(s):
                for _ in range(3):
                    step()
            torch.cuda.current_stream().wait_stream(s)
            g = torch.cuda.CUDAGraph()
            with torch.cuda.graph(g):
                out = step()
            step = lambda: (g.replay(), out)[1]
        for p in range(PROMPT):  # the prompt, one position at a time
            pos.fill_(p)
            idx.copy_(step())
        torch.cuda.synchronize()
        start = time.perf_counter()
        for p in range(PROMPT, PROMPT + tokens):
            pos.fill_(p)
            idx.copy_(step())
        torch.cuda.synchronize()
    ms = (time.perf_counter() - start) * 1e3 / tokens
    return {"shape": name, "batch": batch, "mode": "graph" if graph else "eager", "ms_per_token": ms,
            "tokens_per_s": batch * 1e3 / ms}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", type=int, default=200)
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    rows = []
    print(f"torch {torch.__version__} | {torch.cuda.get_device_name()}")
    print("| shape | batch | PyTorch | ms per token | tokens/s |\n|---|---|---|---|---|")
    for shape in SHAPES:
        for batch in (1, 8):
            for graph in (False, True):
                r = sorted((run(shape, batch, args.tokens, graph) for _ in range(3)), key=lambda r: r["ms_per_token"])[1]
                rows.append(r)
                print(f"| {r['shape']} | {batch} | {r['mode']} | {r['ms_per_token']:.3f} | {r['tokens_per_s']:.0f} |", flush=True)
    if args.out:
        json.dump(rows, open(args.out, "w"), indent=1)


if __name__ == "__main__":
    main()
