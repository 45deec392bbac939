#!/usr/bin/env bash
# Usage: scripts/ab-builds.sh BIN_A BIN_B [OUT_DIR]      (from the repo root)
# Two builds of minigpt (before and after a change) judged on one machine, as the rows of
# docs/PERFORMANCE.md are:
#  1. The same numbers. Each build trains every run of AB_RUNS; their metrics.jsonl rows must
#     agree bit for bit, the clock-dependent fields aside (tokens_per_s, mfu, elapsed_s). Where
#     they do not, it prints the first differing row and each numeric field's largest relative
#     difference over all rows (what a change that moves bits must explain).
#  2. The speed. `train --profile-steps` on every config of AB_SPEED, the builds alternated
#     ROUNDS times (A B A B ...) so that the machine's drift hits both; prints the tokens/s of
#     each round and each build's median.
# Environment:
#   AB_RUNS   the runs of 1, separated by ';': "name config key=value ..." (the defaults below
#             are the GPU checks: S for 200 steps, fp16 with an injected overflow, two
#             micro-batches, activation checkpointing)
#   AB_SPEED  the configs of 2, the same form (default: S and GPT-2 small, batch 16)
#   ROUNDS (2), PROFILE_STEPS (30), CORPUS (data/tinyshakespeare.txt)
#   RUN       a wrapper for the binaries, e.g. "bash .dev/run-on-device.sh" (none by default)
#   AB_ENV_A, AB_ENV_B  VAR=VALUE words set for that side's runs only, e.g. BIN_A = BIN_B and
#             AB_ENV_B="MINIGPT_KERNELS_DIR=/tmp/variant": a kernel variant judged against the
#             built-in module by the same binary (docs/DESIGN.md §7)
# Writes each run's directory and log and speed.jsonl into OUT_DIR (default
# runs/ab-DATE), prints its path last, and exits 1 when a run's numbers differ or fail.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 2 ]] || { sed -n 2,21p "$0" >&2; exit 2; }
a=$1 b=$2
out=${3:-runs/ab-$(date +%Y%m%d-%H%M%S)}
rounds=${ROUNDS:-2}
corpus=${CORPUS:-data/tinyshakespeare.txt}
read -r -a run <<<"${RUN:-}"
read -r -a env_a <<<"${AB_ENV_A:-}"
read -r -a env_b <<<"${AB_ENV_B:-}"
for kv in "${env_a[@]}" "${env_b[@]}"; do
  [[ $kv =~ ^[A-Za-z_][A-Za-z0-9_]*= ]] || { echo "AB_ENV_A/AB_ENV_B: '$kv' is not VAR=VALUE" >&2; exit 2; }
done
# use SIDE: sets cmd to that side's command (its environment, the wrapper, the binary)
use() { if [[ $1 == a ]]; then cmd=(env "${env_a[@]}" "${run[@]}" "$a"); else cmd=(env "${env_b[@]}" "${run[@]}" "$b"); fi; }
runs=${AB_RUNS:-"s200 configs/bf16.toml train.max_steps=200 train.eval_every=100 train.eval_batches=20;\
fp16-overflow configs/fp16.toml train.max_steps=60 train.eval_every=30 train.eval_batches=5 debug.inject_overflow_steps=[30];\
accum2 configs/bf16.toml train.max_steps=40 train.grad_accum=2 train.eval_every=20 train.eval_batches=5;\
ckpt-blocks configs/bf16.toml train.max_steps=40 train.activation_checkpointing=blocks train.eval_every=20 train.eval_batches=5"}
speed=${AB_SPEED:-"S configs/bf16.toml;M16 configs/gpt2-small.toml train.batch_size=16"}
mkdir -p "$out"

# train SIDE OUTDIR CONFIG [key=value ...]: a run that logs every step and keeps one checkpoint
train() {
  local s=$1 dir=$2 cfg=$3; shift 3
  local cmd; use "$s"
  local sets=(--set "data.path=$corpus" --set "log.out_dir=$dir" --set log.every=1 --set checkpoint.every=0
    --set log.tensorboard=false)
  for kv in "$@"; do sets+=(--set "$kv"); done
  rm -rf "$dir"
  "${cmd[@]}" train --config "$cfg" "${sets[@]}" </dev/null >"$dir.log" 2>&1
}

status=0
IFS=';' read -r -a specs <<<"$runs"
for spec in "${specs[@]}"; do
  read -r -a w <<<"$spec"
  name=${w[0]}
  for s in a b; do
    train "$s" "$out/$name-$s" "${w[@]:1}" || { echo "$name: build $s failed (see $out/$name-$s.log)"; status=1; }
  done
  python3 - "$out/$name-a/metrics.jsonl" "$out/$name-b/metrics.jsonl" "$name" <<'PY' || status=1
import json, sys
CLOCK = {"tokens_per_s", "mfu", "elapsed_s"}
def rows(path):
    try:
        with open(path) as f:
            return [{k: v for k, v in json.loads(l).items() if k not in CLOCK} for l in f if l.strip()]
    except OSError as e:
        sys.exit(f"{sys.argv[3]}: {e}")
a, b = rows(sys.argv[1]), rows(sys.argv[2])
evals = [r for r in a if r.get("kind") == "eval"]
last = f"last val {evals[-1]['val_loss']}" if evals else "no evaluation"
def spread(a, b):
    """Per numeric field, the largest relative difference over the paired rows and its step."""
    worst = {}
    for x, y in zip(a, b):
        for k, u in x.items():
            v = y.get(k)
            if isinstance(u, (int, float)) and isinstance(v, (int, float)) and not isinstance(u, bool) and u != v:
                r = abs(u - v) / max(abs(u), abs(v))
                if r > worst.get(k, (0, None))[0]:
                    worst[k] = (r, x.get("step"))
    return ", ".join(f"{k} {r:.1e} (step {s})" for k, (r, s) in sorted(worst.items())) or "none numeric"
for i, (x, y) in enumerate(zip(a, b)):
    if x != y:
        sys.exit(f"{sys.argv[3]}: DIFFER at row {i + 1}: {x} vs {y}; largest relative differences: {spread(a, b)}")
if len(a) != len(b):
    sys.exit(f"{sys.argv[3]}: DIFFER: {len(a)} rows vs {len(b)}")
print(f"{sys.argv[3]}: {len(a)} rows identical ({last})")
PY
done

: >"$out/speed.jsonl"
IFS=';' read -r -a specs <<<"$speed"
for spec in "${specs[@]}"; do
  read -r -a w <<<"$spec"
  sets=(--set "data.path=$corpus")
  for kv in "${w[@]:2}"; do sets+=(--set "$kv"); done
  for ((r = 1; r <= rounds; r++)); do
    for s in a b; do
      side=$s
      use "$s"
      tmp=$out/speed-${w[0]}-$side-$r.json
      rm -f "$tmp"
      if "${cmd[@]}" train --config "${w[1]}" "${sets[@]}" --profile-steps "${PROFILE_STEPS:-30}" \
        --profile-json "$tmp" </dev/null >"$out/speed-${w[0]}-$side-$r.log" 2>&1; then
        python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); r.update(name=sys.argv[2], side=sys.argv[3], round=int(sys.argv[4])); print(json.dumps(r))' \
          "$tmp" "${w[0]}" "$side" "$r" >>"$out/speed.jsonl"
      else
        echo "speed ${w[0]}: build $side failed (see $out/speed-${w[0]}-$side-$r.log)"; status=1
      fi
    done
  done
done
python3 - "$out/speed.jsonl" <<'PY'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
for name in dict.fromkeys(r["name"] for r in rows):
    line = [name]
    for side in "ab":
        t = [r["tokens_per_s"] for r in rows if r["name"] == name and r["side"] == side]
        if t:
            line.append(f"{side}: " + " / ".join(f"{x:,.0f}" for x in t) + f" (median {statistics.median(t):,.0f})")
    med = {s: statistics.median([r["tokens_per_s"] for r in rows if r["name"] == name and r["side"] == s] or [0]) for s in "ab"}
    if med["a"] > 0 and med["b"] > 0:
        line.append(f"b/a {med['b'] / med['a'] - 1:+.1%}")
    print("speed " + " | ".join(line) + " tokens/s")
PY
echo "$out"
exit $status
