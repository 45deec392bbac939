#!/usr/bin/env bash
# Usage: scripts/scale-out.sh [OUT_DIR]      (from the repo root, on a machine with two GPUs)
# docs/DISTRIBUTED.md's two-GPU table in one call: minigpt on one GPU, then on two with fp32 and
# bf16 gradient communication (train.grad_comm), each with and without ZeRO-1, then PyTorch on
# one GPU and DDP on two, with and without its bf16 compression hook (scripts/ref_torch_ddp.py
# --bf16-reduce). Every configuration runs ROUNDS times, in turn, so that the machine's drift hits
# all of them. Prints one markdown table: each run's tokens/s (the job's), the median, and the
# scaling efficiency = two-GPU tokens/s ÷ (2 × one-GPU tokens/s) against the same side's
# one-GPU median.
# Environment:
#   MINIGPT        the binary (default target/release/minigpt)
#   RUN            a command to run it through, e.g. one that sets LD_LIBRARY_PATH (none by default)
#   CONFIG         the config (default configs/gpt2-small.toml); SETS: more "--set k=v" words
#   ROUNDS (2), PROFILE_STEPS (30)
#   TORCH          the PyTorch reference's config name, or "" to leave PyTorch out (default M16)
#   PYTHON         (default python3)
# Writes each run's log and the profile JSON lines into OUT_DIR (default runs/scale-out-DATE).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-runs/scale-out-$(date +%Y%m%d-%H%M%S)}
bin=${MINIGPT:-target/release/minigpt}
read -r -a run <<<"${RUN:-}"
read -r -a sets <<<"${SETS:-}"
config=${CONFIG:-configs/gpt2-small.toml}
rounds=${ROUNDS:-2}
steps=${PROFILE_STEPS:-30}
torch_cfg=${TORCH-M16}
py=${PYTHON:-python3}
mkdir -p "$out"

# name|extra arguments: minigpt's configurations
ours=(
  "1 GPU|"
  "2 GPUs, fp32 comm|--nproc-per-node 2 --set train.grad_comm=fp32"
  "2 GPUs, bf16 comm|--nproc-per-node 2 --set train.grad_comm=bf16"
  "2 GPUs, ZeRO-1, fp32 comm|--nproc-per-node 2 --set train.zero=1 --set train.grad_comm=fp32"
  "2 GPUs, ZeRO-1, bf16 comm|--nproc-per-node 2 --set train.zero=1 --set train.grad_comm=bf16"
)
# name|command: PyTorch's
theirs=()
if [[ -n $torch_cfg ]]; then
  theirs=(
    "PyTorch, 1 GPU|$py scripts/ref_torch_ddp.py --config $torch_cfg --steps $steps"
    "PyTorch DDP, 2 GPUs|$py -m torch.distributed.run --nproc-per-node 2 scripts/ref_torch_ddp.py --config $torch_cfg --steps $steps"
    "PyTorch DDP, 2 GPUs, bf16_compress_hook|$py -m torch.distributed.run --nproc-per-node 2 scripts/ref_torch_ddp.py --config $torch_cfg --steps $steps --bf16-reduce"
  )
fi

# tokens/s of one run into $out/tps-<slug>: minigpt's from its --profile-json line, PyTorch's
# from the JSON line its rank 0 prints last
slug() { tr -c 'A-Za-z0-9' '-' <<<"$1" | tr -s '-' | sed 's/-$//'; }
for r in $(seq "$rounds"); do
  for spec in "${ours[@]}"; do
    name=${spec%%|*} s=$(slug "${spec%%|*}")
    read -r -a extra <<<"${spec#*|}"
    json=$out/$s-$r.json
    rm -f "$json"
    "${run[@]}" "$bin" train --config "$config" "${sets[@]}" "${extra[@]}" --profile-steps "$steps" \
      --profile-json "$json" </dev/null >"$out/$s-$r.log" 2>&1 || { echo "$name (round $r) failed: $out/$s-$r.log" >&2; exit 1; }
    "$py" -c 'import json,sys; print(round(json.loads(open(sys.argv[1]).readline())["tokens_per_s"]))' "$json" >>"$out/tps-$s"
  done
  for spec in "${theirs[@]}"; do
    name=${spec%%|*} s=$(slug "${spec%%|*}")
    read -r -a cmd <<<"${spec#*|}"
    "${cmd[@]}" </dev/null >"$out/$s-$r.log" 2>&1 || { echo "$name (round $r) failed: $out/$s-$r.log" >&2; exit 1; }
    grep '^{' "$out/$s-$r.log" | tail -1 | "$py" -c 'import json,sys; print(round(json.loads(sys.stdin.read())["tokens_per_s"]))' >>"$out/tps-$s"
  done
done

"$py" - "$out" "${ours[@]%%|*}" -- "${theirs[@]%%|*}" <<'PY'
import re, statistics, sys
out, rest = sys.argv[1], sys.argv[2:]
split = rest.index("--")
sides = [rest[:split], rest[split + 1:]]
slug = lambda n: re.sub("-+", "-", re.sub("[^A-Za-z0-9]", "-", n)).rstrip("-")
print("| run | tokens/s (the job's, each round) | median | scaling efficiency |")
print("|---|---|---|---|")
for names in sides:
    if not names:
        continue
    runs = {n: [int(x) for x in open(f"{out}/tps-{slug(n)}").read().split()] for n in names}
    one = statistics.median(runs[names[0]])
    for n in names:
        med = statistics.median(runs[n])
        eff = "–" if n == names[0] else f"{med / (2 * one):.1%}"
        print(f"| {n} | {' / '.join(f'{t:,}' for t in runs[n])} | {med:,.0f} | {eff} |")
PY
echo "$out"
