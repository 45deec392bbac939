#!/usr/bin/env python3
"""The fused attention beside PyTorch's SDPA by GPU busy time, in one command (on the GPU machine).

Runs, ROUNDS times in turn so that the machine's drift hits every side:
  minigpt bench-kernel --op attention --json     (CUPTI: the union of what one run launched)
  python3 scripts/sdpa_bench.py                  (SDPA's default: cuDNN's attention on Hopper)
  python3 scripts/sdpa_bench.py --deterministic  (SDPA asked for ordered sums, as minigpt's are)
  python3 scripts/sdpa_bench.py --backend flash  (FlashAttention-2, PyTorch's default before cuDNN's)
and prints one markdown table of forward + backward busy ms per shape (bf16, causal, Dh 64) with
each round's value, the backend the kernels came from, whether five backward passes repeated
their bits, and minigpt's time as a fraction of each SDPA's (medians). docs/PERFORMANCE.md says
why busy time and not the events' span: where PyTorch's host is slower than its kernels, the
span times the host.

Usage: python3 scripts/attention_vs_sdpa.py [--rounds N] [--json FILE]
Environment: MINIGPT (default target/release/minigpt); RUN, a command to run it through (e.g.
one that sets LD_LIBRARY_PATH); PYTHON (default: this interpreter).
"""
import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHAPES = {(64, 6, 256, 64): "S", (16, 12, 1024, 64): "M"}


def json_lines(cmd):
    """The JSON objects a command prints, one a line; its other output passes through to stderr."""
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    sys.stderr.write(done.stderr)
    if done.returncode != 0:
        sys.exit(f"attention_vs_sdpa: `{shlex.join(cmd)}` exited with {done.returncode}")
    rows = []
    for line in done.stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            rows.append(json.loads(line))
    if not rows:
        sys.exit(f"attention_vs_sdpa: `{shlex.join(cmd)}` printed no JSON line")
    return rows


def collect(rounds):
    """{(side, shape name): [busy ms per round]} and {side: (backend, repeatable)}."""
    minigpt = shlex.split(os.environ.get("RUN", "")) + [os.environ.get("MINIGPT", "target/release/minigpt")]
    python = os.environ.get("PYTHON", sys.executable)
    sides = [
        ("minigpt, packed qkv", minigpt + ["bench-kernel", "--op", "attention", "--json"]),
        ("SDPA", [python, "scripts/sdpa_bench.py"]),
        ("SDPA, deterministic", [python, "scripts/sdpa_bench.py", "--deterministic"]),
        ("SDPA, FlashAttention-2", [python, "scripts/sdpa_bench.py", "--backend", "flash"]),
    ]
    busy, about = {}, {}
    for r in range(rounds):
        for side, cmd in sides:
            print(f"round {r + 1}: {side}", file=sys.stderr, flush=True)
            for row in json_lines(cmd):
                shape = SHAPES.get(tuple(row["dims"]))
                if shape is None:
                    continue
                if row.get("op") == "attention" and (row["dtype"] != "bf16" or row["layout"] != "packed qkv"):
                    continue  # minigpt's heads layout, f32 and mma.sync rows: not what SDPA is given
                ms = row["fwd_bwd_busy_ms"]
                if ms is None:
                    sys.exit(f"attention_vs_sdpa: {side} reported no busy time (no GPU?)")
                busy.setdefault((side, shape), []).append(ms)
                if "backend" in row:
                    about[side] = (row["backend"].split(" ")[0], row["repeatable"])
    return [s for s, _ in sides], busy, about


def table(sides, busy, about):
    ours = sides[0]
    lines = [
        "| shape | " + " | ".join(sides) + " | " + " | ".join(f"minigpt ÷ {s}" for s in sides[1:]) + " |",
        "|---|" + "---|" * (2 * len(sides) - 1),
    ]
    for shape in ("S", "M"):
        cells, medians = [], {}
        for side in sides:
            values = busy.get((side, shape))
            if not values:
                sys.exit(f"attention_vs_sdpa: no {shape} row from {side}")
            medians[side] = statistics.median(values)
            cell = ", ".join(f"{v:.3f}" for v in values)
            if side in about:
                backend, repeatable = about[side]
                cell += f" ({backend}{'' if repeatable else ', not repeatable'})"
            cells.append(cell)
        ratios = [f"{medians[ours] / medians[s]:.2f}×" for s in sides[1:]]
        lines.append(f"| {shape} | " + " | ".join(cells + ratios) + " |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--json", help="also write every value measured to this file")
    args = ap.parse_args()
    if args.rounds < 1:
        sys.exit("attention_vs_sdpa: --rounds must be at least 1")
    sides, busy, about = collect(args.rounds)
    print("forward + backward, GPU busy ms per round (bf16, causal, Dh 64; S [64, 6, 256, 64], M [16, 12, 1024, 64])")
    print(table(sides, busy, about))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"busy_ms": {f"{s}|{shape}": v for (s, shape), v in busy.items()},
                       "backends": about}, f, indent=1)


if __name__ == "__main__":
    main()
