#!/usr/bin/env python3
"""Where one kernel's warps stall and what it executes, instruction by instruction: reads the
source page of an Nsight Compute report as CSV,

    ncu --clock-control none --kernel-name NAME --launch-skip S --launch-count 1 --set full \\
        --import-source no -o REP  minigpt train --config configs/gpt2-small.toml ...
    ncu -i REP.ncu-rep --page source --csv --print-source sass > FILE.csv

and prints (1) the warp-state samples by stall reason, (2) the executed warp instructions by
opcode, (3) the straight-line runs of SASS that executed most (a run is consecutive
instructions with the same execution count: a loop body or a branch's side), with their top
opcodes, and (4) the TOP instructions by stall samples with their two largest reasons. A stall
sample is charged to the instruction that could not issue: a barrier's wait shows on the
instruction after the BAR.SYNC, a scoreboard wait on the instruction that reads the register.

Usage: python3 scripts/ncu_sass.py FILE.csv [TOP]   (TOP: 25)
"""
import csv
import sys
from collections import Counter


def opcode(sass):
    """`@!P0 LDGSTS.E.BYPASS.128 [...]` -> `LDGSTS`."""
    words = [w for w in sass.split() if not w.startswith("@")]
    return words[0].split(".")[0] if words else "?"


def as_int(s):
    try:
        return int(s)
    except ValueError:
        return 0


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    with open(sys.argv[1], newline="") as f:
        rows = list(csv.reader(f))
    # the first line names the kernel; the second is the header
    header = rows[1] if len(rows) > 1 else []
    col = {name: i for i, name in enumerate(header)}
    need = ["Warp Stall Sampling (All Samples)", "Instructions Executed"]
    if any(n not in col for n in need):
        sys.exit(f"{sys.argv[1]}: not an ncu source page (no {need} columns); write it with "
                 "`ncu -i REP.ncu-rep --page source --csv --print-source sass` from a --set full report")
    body = [r for r in rows[2:] if len(r) == len(header)]
    stalls = [h for h in header if h.startswith("stall_") and "Not Issued" not in h]
    samples = col["Warp Stall Sampling (All Samples)"]
    executed = col["Instructions Executed"]

    total = sum(as_int(r[samples]) for r in body) or 1
    by_reason = Counter()
    for r in body:
        for s in stalls:
            by_reason[s] += as_int(r[col[s]])
    print(f"{rows[0][1] if len(rows[0]) > 1 else ''}: {total} stall samples")
    for reason, n in by_reason.most_common(12):
        print(f"  {reason[6:]:24s} {n:9d} {100 * n / total:5.1f} %")

    insts = sum(as_int(r[executed]) for r in body) or 1
    by_op = Counter()
    for r in body:
        by_op[opcode(r[1])] += as_int(r[executed])
    print(f"executed warp instructions: {insts}")
    for op, n in by_op.most_common(16):
        print(f"  {op:12s} {n:11d} {100 * n / insts:5.1f} %")

    runs, start = [], 0
    for i in range(1, len(body) + 1):
        if i == len(body) or as_int(body[i][executed]) != as_int(body[start][executed]):
            count = as_int(body[start][executed])
            runs.append((count * (i - start), start, i - 1, count))
            start = i
    print("largest straight-line runs (rows are the CSV's instruction order):")
    for n, a, b, count in sorted(runs, reverse=True)[:10]:
        ops = Counter(opcode(body[j][1]) for j in range(a, b + 1)).most_common(5)
        mix = ", ".join(f"{op} {k}" for op, k in ops)
        print(f"  {a:5d}-{b:5d} x{count:7d} = {n:10d} ({100 * n / insts:4.1f} %)  {mix}")

    print(f"top {top} instructions by stall samples:")
    ranked = sorted(range(len(body)), key=lambda i: as_int(body[i][samples]), reverse=True)
    for i in ranked[:top]:
        r = body[i]
        n = as_int(r[samples])
        why = sorted(((as_int(r[col[s]]), s[6:]) for s in stalls), reverse=True)[:2]
        reasons = " ".join(f"{s}:{k}" for k, s in why if k)
        print(f"  {i:5d} {n:7d} {100 * n / total:5.1f} %  {r[1].strip()[:64]:64s} {reasons}")


if __name__ == "__main__":
    main()
