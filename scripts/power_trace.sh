#!/usr/bin/env bash
# power_trace.sh -- run a command while nvidia-smi samples the GPU's SM clock and power draw,
# then summarise the samples taken while the GPU was busy (power above IDLE_W): whether a run is
# held back by the board's power limit (docs/PERFORMANCE.md: under GPT-2 small's step the
# clock falls from 1,980 to ~1,750 MHz at ~690 of 700 W).
#
#   bash scripts/power_trace.sh OUT.csv COMMAND [ARGS...]
#   INTERVAL_MS=100 IDLE_W=200 GPU=0 bash scripts/power_trace.sh ...
#
# Prints one line: samples, median and 10th-90th percentile SM clock (MHz) and power (W) while
# busy, the power limit, and the command's exit status (which the script also exits with).
set -uo pipefail
[[ $# -ge 2 ]] || { echo "usage: power_trace.sh OUT.csv COMMAND [ARGS...]" >&2; exit 2; }
out=$1; shift
interval=${INTERVAL_MS:-100}
idle=${IDLE_W:-200}
gpu=${GPU:-0}
command -v nvidia-smi >/dev/null || { echo "power_trace: nvidia-smi is not on PATH (run this on the GPU machine)" >&2; exit 2; }
: > "$out"
nvidia-smi -i "$gpu" --query-gpu=timestamp,clocks.sm,power.draw,power.limit,temperature.gpu \
  --format=csv,noheader,nounits -lms "$interval" > "$out" &
smi=$!
"$@"
rc=$?
kill "$smi" 2>/dev/null
wait "$smi" 2>/dev/null
python3 - "$out" "$idle" "$rc" <<'PY'
import statistics, sys
path, idle, rc = sys.argv[1], float(sys.argv[2]), sys.argv[3]
rows = []
for line in open(path):
    f = [x.strip() for x in line.split(",")]
    try:
        rows.append((float(f[1]), float(f[2]), float(f[3])))
    except (IndexError, ValueError):
        continue  # a partial last line, or "[N/A]"
busy = [r for r in rows if r[1] > idle]
if not busy:
    print(f"power_trace: {len(rows)} samples, none above {idle:.0f} W; exit {rc}")
    sys.exit(0)
def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * (len(xs) - 1) + 0.5))]
clk, pw = [r[0] for r in busy], [r[1] for r in busy]
print(
    f"power_trace: {len(busy)} of {len(rows)} samples busy (> {idle:.0f} W): SM clock median "
    f"{statistics.median(clk):.0f} MHz (p10-p90 {pct(clk, 0.1):.0f}-{pct(clk, 0.9):.0f}), power median "
    f"{statistics.median(pw):.0f} W (p10-p90 {pct(pw, 0.1):.0f}-{pct(pw, 0.9):.0f}) of a {busy[0][2]:.0f} W limit; exit {rc}"
)
PY
exit "$rc"
