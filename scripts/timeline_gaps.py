#!/usr/bin/env python3
"""Where the GPU waits for the host: reads the CSV that `MINIGPT_GPU_TIMELINE=FILE minigpt train
--profile-steps N` writes (every traced GPU operation and the phase marks) and, inside each
phase interval, charges every idle gap between one operation's end and the next one's start to
the operation that follows it (the one the host was late to issue). The first operation of an
interval is skipped: its gap includes the sync that closed the previous phase. The gap after it
is reported apart: in the traced pass (synced at every phase) it holds the profiler's own work
after that sync, about 0.4 ms in every phase on the H200, which a back-to-back step does not pay.

The profile also writes FILE.back-to-back: `--profile-steps N` more steps as a run goes, with no
phase syncs, between two marks (one interval, "slot -"). Read it with `--steps N` so that its
numbers are per step; there the gap after the first operation is the one real sync's too.

Usage: python3 scripts/timeline_gaps.py FILE [TOP] [--steps N]   (prints per-phase busy and idle
ms per step, the TOP (20) operations by idle time before them, and the TOP places in a step
(phase, the operation's index in it, the one before it) by their mean idle time; --steps N:
divide by N steps per interval instead of counting an interval as one step)
"""
import csv
import sys
from collections import defaultdict


def main():
    args = sys.argv[1:]
    per = 1
    if "--steps" in args:
        i = args.index("--steps")
        per = int(args[i + 1])
        del args[i : i + 2]
    path = args[0]
    top = int(args[1]) if len(args) > 1 else 20
    marks, ops = [], []
    with open(path) as f:
        for row in csv.DictReader(f):
            start, end = int(row["start_ns"]), int(row["end_ns"])
            if row["kind"] == "mark":
                marks.append((start, row["name"]))
            elif start:
                name = row["name"] or row["kind"]
                ops.append((start, end, name))
    marks.sort()
    ops.sort()
    phase_busy, phase_idle, steps = defaultdict(float), defaultdict(float), defaultdict(int)
    after_first = defaultdict(float)
    idle_before, count_before = defaultdict(float), defaultdict(int)
    places = defaultdict(float)
    i, opened = 0, None
    for t, slot in marks:
        prev_end, prev_name, index = None, None, 0
        while i < len(ops) and ops[i][0] < t:
            start, end, name = ops[i]
            if opened is not None and start >= opened:
                phase_busy[slot] += end - start
                if prev_end is not None and start > prev_end and index == 1:
                    after_first[slot] += start - prev_end
                elif prev_end is not None and start > prev_end:
                    gap = start - prev_end
                    phase_idle[slot] += gap
                    idle_before[name] += gap
                    count_before[name] += 1
                    places[(slot, index, prev_name, name)] += gap
                prev_end = max(prev_end or end, end)
                prev_name, index = name, index + 1
            i += 1
        if opened is not None:
            steps[slot] += per
        opened = t
    print("phase (slot)   steps   busy ms/step   idle ms/step (between its operations)   after its first")
    for slot in sorted(steps):
        n = max(steps[slot], 1)
        busy, idle, first = (v[slot] / n / 1e6 for v in (phase_busy, phase_idle, after_first))
        print(f"{slot:12} {n:7d} {busy:14.3f} {idle:14.3f} {first:40.3f}")
    n = max(max(steps.values(), default=1), 1)
    print(f"\nidle before each operation, ms per step (top {top}; mean gap in µs)")
    for name, ns in sorted(idle_before.items(), key=lambda kv: -kv[1])[:top]:
        c = count_before[name]
        print(f"{ns / n / 1e6:8.3f}  {c / n:6.1f}/step  {ns / c / 1e3:7.1f}  {name[:90]}")
    print(f"\nthe {top} largest places, mean µs per step: phase, index, operation before -> operation")
    for (slot, index, prev, name), ns in sorted(places.items(), key=lambda kv: -kv[1])[:top]:
        print(f"{ns / n / 1e3:8.1f}  {slot} #{index}  {str(prev)[:50]} -> {name[:50]}")


if __name__ == "__main__":
    main()
