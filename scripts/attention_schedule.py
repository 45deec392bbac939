#!/usr/bin/env python3
"""A lockstep schedule for one head's attention backward in which dQ's sums never wait on order.

The backward's work for one head of T = 64·n is the causal triangle of (key tile k, query tile q)
pairs, q >= k: n(n+1)/2 of them. Key tile k has n - k pairs, so pairing k with n-1-k gives every
warpgroup (WG) n + 1 pairs (the middle tile alone when n is odd): n/2 WGs, equal work, no tail.
A WG keeps one key tile's dK and dV in registers, so it takes its first key tile's pairs, then its
second's. The question this answers: can the pairs be put in n + 1 steps so that, at every step,
every WG has one pair and no two WGs work on the same query tile? Then each query tile's dQ
receives at most one share a step, and the order of its sums is the step order: fixed, with no
WG ever waiting for another's add to land first. Each step is a bipartite matching of WGs to query
tiles (augmenting paths, deepest tiles first); the search is randomised and retried.

docs/PERFORMANCE.md ("Where it stands, bar by bar") says what such a schedule would and would not
remove. This is a model of a design, not a kernel: it runs on the CPU and checks its own result.

Usage: python3 scripts/attention_schedule.py [--tiles N ...] [--print]
"""
import argparse
import random
import sys


def schedule(n, tries=2000, seed=0):
    """[(step rows: the query tile of each WG, None when it has none)] or None if none was found."""
    rng = random.Random(seed)
    wgs = [(k, n - 1 - k) for k in range(n // 2)] + ([(n // 2, None)] if n % 2 else [])
    steps = max(sum(n - t for t in w if t is not None) for w in wgs)
    for _ in range(tries):
        left = [[set(range(a, n)), set(range(b, n)) if b is not None else set()] for a, b in wgs]
        rows = []
        for _ in range(steps):
            cands = [first if first else second for first, second in left]
            match = {}

            def augment(i, seen):
                for q in sorted(cands[i], key=lambda q: (-q, rng.random())):
                    if q not in seen:
                        seen.add(q)
                        if q not in match or augment(match[q], seen):
                            match[q] = i
                            return True
                return False

            order = sorted(range(len(cands)), key=lambda i: (len(cands[i]), rng.random()))
            if not all(augment(i, set()) for i in order if cands[i]):
                break
            row = [None] * len(cands)
            for q, i in match.items():
                row[i] = q
                cands[i].discard(q)
            rows.append(row)
        else:
            if all(not a and not b for a, b in left):
                return wgs, rows
    return wgs, None


def check(n, wgs, rows):
    """Every pair once, each WG's key tiles in turn, one share per query tile per step."""
    done = set()
    for w, (first, second) in enumerate(wgs):
        keys = [first] * (n - first) + ([second] * (n - second) if second is not None else [])
        qs = [row[w] for row in rows if row[w] is not None]
        assert len(qs) == len(keys), (w, qs)
        for k, q in zip(keys, qs):
            assert q >= k and (k, q) not in done, (w, k, q)
            done.add((k, q))
    assert len(done) == n * (n + 1) // 2
    for row in rows:
        qs = [q for q in row if q is not None]
        assert len(qs) == len(set(qs)), row
    idle = sum(q is None for row in rows for q in row)
    return idle


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tiles", type=int, nargs="+", default=[4, 8, 16, 32])
    ap.add_argument("--print", action="store_true", help="print each step's query tiles")
    args = ap.parse_args()
    failed = False
    for n in args.tiles:
        wgs, rows = schedule(n)
        if rows is None:
            print(f"T = {64 * n}: {n} tiles, {len(wgs)} WGs: no schedule found")
            failed = True
            continue
        idle = check(n, wgs, rows)
        print(f"T = {64 * n}: {n} tiles, {len(wgs)} WGs, {len(rows)} steps, {n * (n + 1) // 2} pairs, "
              f"{idle} idle WG-steps, at most one dQ share a query tile a step")
        if args.print:
            print("  WG key tiles:", ", ".join(f"{a}+{b}" if b is not None else f"{a}" for a, b in wgs))
            for s, row in enumerate(rows):
                print(f"  step {s:2d}: query tiles {row}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
