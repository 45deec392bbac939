#!/usr/bin/env python3
"""Reference run: a PyTorch char-level GPT on Tiny Shakespeare with nanoGPT's shakespeare-char
hyperparameters (6 layers, 6 heads, d 384, block 256, batch 64, dropout 0.2, lr 1e-3 cosine to
1e-4 over 5000 iterations, 100 warmup, AdamW betas (0.9, 0.99), weight decay 0.1, clip 1.0,
eval every 250 iterations over 200 batches). Reports wall time, time spent training (evals
excluded), the best val loss and the first evaluation at or below the target.

The minigpt side of the comparison is `minigpt train --config configs/bf16.toml` (docs/PERFORMANCE.md).

Usage: python3 scripts/ref_torch_recipe.py data/tinyshakespeare.txt [--mode eager|compile] [--iters 5000]
                                           [--seed N] [--stop-at IT] [--out f.json]
"""
import argparse, json, math, time
import torch, torch.nn as nn, torch.nn.functional as F


class Block(nn.Module):
    def __init__(self, d, h, p):
        super().__init__()
        self.h, self.p = h, p
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.fc, self.fc2 = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)
        self.drop = nn.Dropout(p)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        q, k, v = (z.view(b, t, self.h, d // self.h).transpose(1, 2) for z in (q, k, v))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True, dropout_p=self.p if self.training else 0.0)
        x = x + self.drop(self.proj(a.transpose(1, 2).reshape(b, t, d)))
        return x + self.drop(self.fc2(F.gelu(self.fc(self.ln2(x)), approximate="tanh")))


class GPT(nn.Module):
    def __init__(self, vocab, block, n_layer=6, n_head=6, d=384, p=0.2):
        super().__init__()
        self.tok, self.pos = nn.Embedding(vocab, d), nn.Embedding(block, d)
        self.drop = nn.Dropout(p)
        self.blocks = nn.ModuleList(Block(d, n_head, p) for _ in range(n_layer))
        self.ln_f = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab, bias=False)
        self.head.weight = self.tok.weight
        for n, w in self.named_parameters():
            if w.dim() >= 2:
                nn.init.normal_(w, 0.0, 0.02 / (math.sqrt(2 * n_layer) if n.endswith(("proj.weight", "fc2.weight")) else 1))
            elif n.endswith(".bias"):
                nn.init.zeros_(w)

    def forward(self, idx, tgt):
        x = self.drop(self.tok(idx) + self.pos(torch.arange(idx.shape[1], device=idx.device)))
        for blk in self.blocks:
            x = blk(x)
        logits = self.head(self.ln_f(x)).float()
        return F.cross_entropy(logits.reshape(-1, logits.size(-1)), tgt.reshape(-1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--mode", default="eager")
    ap.add_argument("--iters", type=int, default=5000)
    ap.add_argument("--target", type=float, default=1.47)
    ap.add_argument("--out")
    ap.add_argument("--seed", type=int, default=1337)
    ap.add_argument("--stop-at", type=int, default=None, help="stop after the eval at this iteration (schedule unchanged)")
    a = ap.parse_args()
    text = open(a.data).read()
    chars = sorted(set(text))
    stoi = {c: i for i, c in enumerate(chars)}
    ids = torch.tensor([stoi[c] for c in text], dtype=torch.long)
    n = int(0.9 * len(ids))
    train, val = ids[:n].cuda(), ids[n:].cuda()
    B, T = 64, 256
    g = torch.Generator(device="cuda").manual_seed(a.seed)

    def batch(src):
        ix = torch.randint(len(src) - T - 1, (B,), device="cuda", generator=g)
        off = torch.arange(T + 1, device="cuda")
        w = src[ix[:, None] + off]
        return w[:, :-1], w[:, 1:]

    torch.manual_seed(a.seed)
    model = GPT(len(chars), T).cuda()
    decay = [p for p in model.parameters() if p.dim() >= 2]
    nodecay = [p for p in model.parameters() if p.dim() < 2]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": nodecay, "weight_decay": 0.0}],
                            lr=1e-3, betas=(0.9, 0.99), fused=True)
    fwd = torch.compile(model) if a.mode == "compile" else model

    def lr_at(it):
        if it < 100:
            return 1e-3 * (it + 1) / 101
        r = min(1.0, (it - 100) / (a.iters - 100))
        return 1e-4 + 0.5 * (1 + math.cos(math.pi * r)) * (1e-3 - 1e-4)

    @torch.no_grad()
    def evaluate():
        model.eval()
        out = {}
        for name, src in (("train", train), ("val", val)):
            ls = torch.zeros(200, device="cuda")
            for i in range(200):
                x, y = batch(src)
                with torch.autocast("cuda", torch.bfloat16):
                    ls[i] = fwd(x, y)
            out[name] = ls.mean().item()
        model.train()
        return out

    evals, eval_s, first_hit = [], 0.0, None
    torch.cuda.synchronize()
    t0 = time.time()
    for it in range(a.iters + 1):
        if it % 250 == 0 or it == a.iters:
            torch.cuda.synchronize(); e0 = time.time()
            r = evaluate(); r["iter"] = it; r["wall_s"] = round(time.time() - t0, 2)
            evals.append(r)
            if first_hit is None and r["val"] <= a.target:
                first_hit = r
            print(json.dumps(r), flush=True)
            eval_s += time.time() - e0
            if it == a.iters or it == a.stop_at:
                break
        for gp in opt.param_groups:
            gp["lr"] = lr_at(it)
        x, y = batch(train)
        with torch.autocast("cuda", torch.bfloat16):
            loss = fwd(x, y)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
    torch.cuda.synchronize()
    wall = time.time() - t0
    res = {"mode": a.mode, "iters": a.iters, "wall_s": round(wall, 2), "train_s": round(wall - eval_s, 2),
           "best_val": min(e["val"] for e in evals), "final": evals[-1], "first_at_target": first_hit,
           "torch": torch.__version__, "gpu": torch.cuda.get_device_name()}
    print(json.dumps(res))
    if a.out:
        json.dump({"result": res, "evals": evals}, open(a.out, "w"), indent=1)


if __name__ == "__main__":
    main()
