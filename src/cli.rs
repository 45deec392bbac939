//! The command line: clap types, dispatch, signal handling and the exit code. The only module
//! that uses anyhow or touches the process, besides the worker launcher (`launch`, which
//! `train`/`resume --nproc-per-node` hand over to).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use candle_core::{DType, Device};
use clap::{Args, Parser, Subcommand};

use crate::bench::{
    bench_attention, bench_decode, bench_epilogue, bench_fp8, bench_fused, bench_gemm_algos, bench_kernel,
    BenchOptions, PrecisionBench,
};
use crate::ckpt::{self, Checkpoint};
use crate::config::{
    apply_override, key_allowed, select_device, select_device_for, RunConfig, TokenizerKind, DEVICE_FLAG,
    RESUME_ALLOWED,
};
use crate::data::{prepare_source, Corpus, Tokenizer};
use crate::dist::{self, Collective, DistEnv, Heartbeat};
use crate::error::{DeviceMemory, Error, RunShape};
use crate::launch::{self, LaunchOptions};
use crate::metrics::download_progress;
use crate::model::DecodePath;
use crate::notice;
use crate::plot::{self, RunCurves};
use crate::precision::PrecisionPolicy;
use crate::preflight;
use crate::report;
use crate::run_dir::{self, RunDirLock};
use crate::sample::{generate, SampleOptions};
use crate::signals::StopSignals;
use crate::train::{Outcome, Trainer};

/// The exit codes, as `--help` tells them: the whole program's, and each command's.
const EXIT_CODES: &str = "Exit codes: 0 success (train and resume: also after SIGINT/SIGTERM, once the checkpoint is \
written); 1 the command failed (I/O, CUDA error, out of device memory, diverged); 2 input refused (usage, config, \
corpus, checkpoint, a run directory another minigpt process is writing); 130 interrupted (a second SIGINT/SIGTERM to \
a run, one before its training began, or one to sample). Each command's --help gives its own.";
const TRAIN_EXIT_CODES: &str = "Exit codes: 0 success (also after SIGINT/SIGTERM: the step finishes, a checkpoint is \
written and its path printed); 1 the run failed (I/O during training, CUDA error, out of device memory, diverged); 2 \
input refused (usage, config, corpus, checkpoint, a run directory another minigpt process is writing); 130 a second \
SIGINT/SIGTERM, a second or more after the first (the line names the checkpoint that stands), or one before training \
began.";
const SAMPLE_EXIT_CODES: &str =
    "Exit codes: 0 success; 1 failed (I/O, CUDA error, logits that are not finite); 2 input \
refused (usage, checkpoint, prompt, more samples than memory holds); 130 SIGINT/SIGTERM: the samples end at the next \
token and what was made is printed.";
const COMMAND_EXIT_CODES: &str = "Exit codes: 0 success; 1 failed (I/O, CUDA error, out of device memory); 2 input \
refused (usage, config, corpus, checkpoint). SIGINT/SIGTERM end the command at once (the shell reports 130 or 143).";

#[derive(Parser)]
#[command(name = "minigpt", version, about = "Train small GPTs in mixed precision, readable end to end", after_help = EXIT_CODES)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Train from scratch; writes the run directory `log.out_dir`.
    #[command(after_help = TRAIN_EXIT_CODES)]
    Train(TrainArgs),
    /// Continue a run from its newest checkpoint (a run directory) or a given checkpoint file.
    #[command(after_help = TRAIN_EXIT_CODES)]
    Resume(ResumeArgs),
    /// Generate text from a checkpoint.
    #[command(after_help = SAMPLE_EXIT_CODES)]
    Sample(SampleArgs),
    /// Evaluate a checkpoint: mean train and val loss, optionally under another precision policy.
    #[command(after_help = COMMAND_EXIT_CODES)]
    Eval(EvalArgs),
    /// Check a run before starting it: validate the config, read and tokenize its corpus (a
    /// GPT-2 corpus: read its fresh token cache, never building one), open its device, and print the parameter count, the memory estimate against the device's
    /// memory, the tokens per step and the steps per epoch; every problem is listed at once
    /// (exit 2 if any). Leaves nothing behind. The same as `train --dry-run`.
    #[command(after_help = COMMAND_EXIT_CODES)]
    Check(CheckArgs),
    /// Write a checkpoint's model in another library's layout: `--format hf`, Hugging Face's
    /// GPT2LMHeadModel (config.json + model.safetensors, for `from_pretrained`).
    #[command(after_help = COMMAND_EXIT_CODES)]
    Export(ExportArgs),
    /// Time the custom GEMV against a device copy and the library matmul: median/min/max, GB/s, error.
    #[command(name = "bench-kernel", after_help = COMMAND_EXIT_CODES)]
    BenchKernel(BenchArgs),
    /// Summarise runs (steps, skips, non-finite losses, underflow, val curve) as markdown; a run
    /// short of its max_steps is marked stopped or running.
    #[command(after_help = COMMAND_EXIT_CODES)]
    Report(ReportArgs),
    /// Tokenize the corpus of a config once (data.tokenizer = "gpt2": the cached uint16 token
    /// file beside the corpus, which `train` otherwise builds on first use) and print its size.
    #[command(after_help = COMMAND_EXIT_CODES)]
    Prepare(PrepareArgs),
    /// Draw train and val loss against step for one or more runs into a PNG (loss scale on a
    /// second axis when it varies, skipped steps marked).
    #[command(after_help = COMMAND_EXIT_CODES)]
    Plot(PlotArgs),
    /// Train the same model in fp32, bf16, fp16 with the loss scaler and bf16 with FP8 linear
    /// layers (CUDA: bf16 with and without the custom down-projection; the CPU emulates FP8),
    /// repeats interleaved: step time, tokens/s, MFU, peak memory and final loss per mode, as a
    /// markdown table, JSON and a PNG chart.
    #[command(name = "bench-precision", after_help = COMMAND_EXIT_CODES)]
    BenchPrecision(BenchPrecisionArgs),
}

#[derive(Args)]
struct CheckArgs {
    /// The run config (TOML), e.g. configs/gpt2-small.toml.
    #[arg(long)]
    config: PathBuf,
    /// Override a config key, as for `train`: --set section.key=value (repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = key_value)]
    sets: Vec<String>,
    /// Check the run as `train --nproc-per-node N` would start it: N processes, each holding
    /// the memory reported, the tokens per step and steps per epoch the job's (`train --dry-run
    /// --nproc-per-node N`).
    #[arg(long, value_name = "N", value_parser = at_least_one::<u32>)]
    nproc_per_node: Option<u32>,
}

#[derive(Args)]
struct ExportArgs {
    /// A run directory (follows its `latest` marker) or a ckpt-*.safetensors file.
    #[arg(long)]
    ckpt: PathBuf,
    /// The layout: "hf" (Hugging Face's GPT-2).
    #[arg(long, value_parser = ["hf"])]
    format: String,
    /// The directory to write (created; an existing export in it is not overwritten).
    out: PathBuf,
}

#[derive(Args)]
struct PrepareArgs {
    /// The run config (TOML) whose [data] section names the corpus and the tokenizer.
    #[arg(long)]
    config: PathBuf,
    /// Override a config key, e.g. --set data.path=corpus/ --set data.tokenizer=gpt2.
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = key_value)]
    sets: Vec<String>,
    /// Rebuild the token cache even when it looks fresh (a file changed without changing its
    /// size or modification time).
    #[arg(long, default_value_t = false)]
    force: bool,
}

#[derive(Args)]
struct PlotArgs {
    /// Run directories (each holding a metrics.jsonl).
    #[arg(required = true)]
    runs: Vec<PathBuf>,
    /// The PNG to write.
    #[arg(long, default_value = "loss.png")]
    out: PathBuf,
    /// Width x height in pixels.
    #[arg(long, value_parser = parse_size, default_value = "1280x720")]
    size: (u32, u32),
    /// Also draw this run's curves, and below them each run's val loss against it, in percent
    /// at every step both evaluated, with ±--within as dashed lines.
    #[arg(long, value_name = "RUN")]
    against: Option<PathBuf>,
    #[command(flatten)]
    within: Within,
}

/// A tolerance given in percent (`--within`) as a fraction; refused unless positive.
fn tolerance(percent: f64) -> Result<f64, Error> {
    if percent.is_finite() && percent > 0.0 {
        Ok(percent / 100.0)
    } else if !percent.is_finite() {
        Err(Error::Usage(format!(
            "--within {percent}: not a finite number; give the tolerance as a positive percentage, e.g. --within 1"
        )))
    } else {
        Err(Error::Usage(format!(
            "--within {percent}: give the tolerance as a positive percentage, e.g. --within 1"
        )))
    }
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("{s:?} is not a size; write WIDTHxHEIGHT in pixels, each 64 to 8192, e.g. 1280x720");
    let (w, h) = s.trim().split_once(['x', 'X']).ok_or_else(bad)?;
    let (w, h): (u32, u32) = (
        w.trim().parse().map_err(|_| bad())?,
        h.trim().parse().map_err(|_| bad())?,
    );
    if !(64..=8192).contains(&w) || !(64..=8192).contains(&h) {
        return Err(bad());
    }
    Ok((w, h))
}

#[derive(Args)]
struct BenchPrecisionArgs {
    /// The run config (TOML) whose model and batch are measured, e.g. configs/bf16.toml.
    #[arg(long)]
    config: PathBuf,
    /// Override a config key (repeatable), e.g. --set data.path=... or --set train.batch_size=8.
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = key_value)]
    sets: Vec<String>,
    /// Timed steps per mode and repeat.
    #[arg(long, default_value_t = 20, value_parser = at_least_one::<u64>)]
    steps: u64,
    /// Untimed steps before them (kernel loading, allocator warm-up).
    #[arg(long, default_value_t = 2)]
    warmup: u64,
    /// Rounds over all modes (interleaved).
    #[arg(long, default_value_t = 3, value_parser = at_least_one::<u64>)]
    repeats: u64,
    /// Folder for bench-precision.json and bench-precision.png.
    #[arg(long, default_value = "runs/bench-precision")]
    out: PathBuf,
}

/// Keys `eval` may change: how to evaluate, not what was trained.
const EVAL_ALLOWED: &[&str] = &[
    "device",
    "data.path",
    "data.url",
    "data.sha256",
    "train.eval_batches",
    "precision.",
];

#[derive(Args)]
struct EvalArgs {
    /// A run directory (follows its `latest` marker) or a ckpt-*.safetensors file.
    #[arg(long)]
    ckpt: PathBuf,
    /// Override an allowed key: device, data.path, data.url (where a missing corpus file is downloaded from), data.sha256 (empty: another corpus of the same vocabulary), train.eval_batches, precision.* (e.g. precision.compute=fp32).
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = key_value)]
    sets: Vec<String>,
}

#[derive(Args)]
struct BenchArgs {
    /// Which kernel: the custom GEMV; the fused causal attention; the fused LayerNorm, bias +
    /// GELU and cross-entropy (attention and fused: S and M shapes, bf16); or GPT-2 small's
    /// Linear layers with the bias (+ GELU) in cuBLASLt's epilogue beside separate passes (CUDA);
    /// or decoding: ms per generated token at the Shakespeare and GPT-2-small shapes, batch 1 and 8;
    /// or fp8: GPT-2 small's and XL's Linear layers through the FP8 GEMMs beside bf16 (CUDA).
    /// gemm-algos: those layers with each of the cuBLASLt heuristic's ranked algorithms (CUDA).
    #[arg(long, value_parser = ["gemv", "attention", "fused", "epilogue", "gemm-algos", "decode", "fp8"], default_value = "gemv")]
    op: String,
    /// --op gemv: weight shapes N x K (W is [N, K]), comma-separated [default: 4096x4096,8192x8192,384x1536,1536x384,1152x384,65x384]. The other ops time their own shapes.
    #[arg(long, value_delimiter = ',', value_parser = parse_shape)]
    shapes: Option<Vec<(usize, usize)>>,
    /// --op gemv: rows of x: 1 is decoding (memory-bound), B·T is training (e.g. 16384) [default: 1].
    #[arg(long)]
    rows: Option<usize>,
    /// One JSON object per line instead of the table.
    #[arg(long, default_value_t = false)]
    json: bool,
    /// "auto", "cpu" or "cuda:N".
    #[arg(long, default_value = "auto")]
    device: String,
}

fn parse_shape(s: &str) -> Result<(usize, usize), String> {
    let bad = || format!("{s:?} is not a shape; write NxK, e.g. 4096x4096");
    let (n, k) = s.trim().split_once(['x', 'X']).ok_or_else(bad)?;
    Ok((
        n.trim().parse().map_err(|_| bad())?,
        k.trim().parse().map_err(|_| bad())?,
    ))
}

/// `--set`'s value: one word `section.key=value` (`--set train.lr 3e-4` gave clap's bare
/// "unexpected argument '3e-4'").
fn key_value(s: &str) -> Result<String, String> {
    match s.split_once('=') {
        Some((key, _)) if !key.trim().is_empty() => Ok(s.to_string()),
        _ => Err(format!(
            "{s:?} is not KEY=VALUE; write the key, `=` and the value as one word, e.g. --set train.lr=3e-4"
        )),
    }
}

/// A count of 1 or more (`--max-batch 0` would search nothing, `--profile-steps 0` time nothing).
fn at_least_one<T: std::str::FromStr + PartialOrd + From<u8>>(s: &str) -> Result<T, String> {
    match s.trim().parse::<T>() {
        Ok(n) if n >= T::from(1) => Ok(n),
        _ => Err(format!("{s} is not allowed; use a whole number >= 1")),
    }
}

#[derive(Args)]
struct ReportArgs {
    /// Run directories (each holding a metrics.jsonl).
    // not asked for beside a --bench table's own flags: `report --torch x.json` is missing
    // --bench alone (it asked for run directories too, which --bench then refused)
    #[arg(required_unless_present_any = ["bench", "torch", "torch_ops"], conflicts_with = "bench")]
    runs: Vec<PathBuf>,
    /// Instead: the side-by-side table of `train --profile-json` lines (this file) ...
    #[arg(long, requires = "torch", value_name = "JSONL")]
    bench: Option<PathBuf>,
    /// ... and the PyTorch reference's `--out` JSON (repeat it for several rounds' files: each
    /// side's rounds are reported by their median).
    #[arg(long, requires = "bench", value_name = "JSON")]
    torch: Vec<PathBuf>,
    /// ... and, optionally, PyTorch's GPU operations per step (`scripts/torch_ops.py --out`).
    #[arg(long, requires = "bench", value_name = "JSON")]
    torch_ops: Option<PathBuf>,
    /// Also compare each run's val loss with this run's, evaluation by evaluation: how many
    /// are within --within of it, and the largest gap.
    #[arg(long, value_name = "RUN", conflicts_with = "bench")]
    against: Option<PathBuf>,
    #[command(flatten)]
    within: Within,
}

/// `--within`, the tolerance of `report` and `plot`'s `--against`.
#[derive(Args)]
struct Within {
    /// The tolerance of --against, in percent of the base run's val loss.
    // a negative value reaches `tolerance`, which refuses it, rather than being taken for a flag
    #[arg(
        long = "within",
        value_name = "PERCENT",
        default_value_t = 1.0,
        requires = "against",
        allow_negative_numbers = true
    )]
    percent: f64,
}

#[derive(Args)]
struct TrainArgs {
    /// The run config (TOML), e.g. configs/tiny.toml.
    #[arg(long)]
    config: PathBuf,
    /// Override a config key: --set section.key=value (repeatable), e.g. --set train.lr=3e-4.
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = key_value)]
    sets: Vec<String>,
    /// Print which dtype each op runs in for this config on the device it would use, then exit.
    #[arg(long, default_value_t = false)]
    explain_precision: bool,
    /// Check the run instead of starting it (`minigpt check`): config, corpus, memory estimate,
    /// tokens per step, every problem at once; exit 2 if any.
    #[arg(long, default_value_t = false,
          conflicts_with_all = ["explain_precision", "profile_steps", "max_batch"])]
    dry_run: bool,
    /// Time N steps phase by phase (forward, backward, unscale, clip, optimizer), print the
    /// table and the throughput, then (CUDA builds, with NVIDIA CUPTI; MINIGPT_CUPTI names the
    /// library) the GPU operations per phase and the top kernels of N more, traced steps; then
    /// exit without writing a run directory.
    #[arg(long, value_name = "N", value_parser = at_least_one::<u64>,
          conflicts_with_all = ["explain_precision", "max_batch"])]
    profile_steps: Option<u64>,
    /// With --profile-steps or --max-batch: also append the result as one JSON line to this file.
    #[arg(long, value_name = "FILE")]
    profile_json: Option<PathBuf>,
    /// Find the largest train.batch_size this device trains this config with (two steps per
    /// trial: doubling from the config's batch size until one runs out of memory, then a binary
    /// search), print every trial (peak memory, tokens/s) and exit without writing a run
    /// directory. LIMIT caps the search (default 4096).
    #[arg(long, value_name = "LIMIT", num_args = 0..=1, default_missing_value = "4096",
          value_parser = at_least_one::<usize>, conflicts_with = "explain_precision")]
    max_batch: Option<usize>,
    /// CUDA: search every configuration of the algorithms cuBLASLt's heuristic offers for this
    /// config's GEMMs (two training steps; each shape's first call times thousands, so this
    /// takes minutes), keep each shape's fastest whose outputs are bit for bit the heuristic's
    /// first's, print them and add them to FILE (default: $MINIGPT_GEMM_ALGOS, else
    /// ~/.cache/minigpt/gemm-algos.json), which later runs on this GPU and cuBLASLt version
    /// read and try beside the heuristic's; then exit without writing a run directory.
    #[arg(long, value_name = "FILE", num_args = 0..=1,
          conflicts_with_all = ["explain_precision", "dry_run", "profile_steps", "max_batch"])]
    search_gemms: Option<Option<PathBuf>>,
    #[command(flatten)]
    launch: LaunchArgs,
}

/// `--nproc-per-node` and its companions, the same on `train` and `resume`.
#[derive(Args)]
#[command(next_help_heading = "Data-parallel launch (one host)")]
struct LaunchArgs {
    /// Start N data-parallel worker processes of this command on this host (ranks 0..N-1; rank i
    /// uses cuda:i) and supervise them. When a worker exits with an error, is killed or hangs, the
    /// others are stopped (SIGTERM, SIGKILL 5 s later); with restarts left all N start again from
    /// the run's newest checkpoint (`resume --ckpt <log.out_dir>`), else the launcher exits 1.
    /// SIGINT/SIGTERM reach the workers as SIGTERM (they checkpoint, then exit); a second kills them.
    #[arg(long, value_name = "N", value_parser = at_least_one::<u32>)]
    nproc_per_node: Option<u32>,
    /// With --nproc-per-node: how many times all workers may be restarted after a failure
    /// (not after an attempt that refused its input, exit 2: another would be refused alike).
    #[arg(long, value_name = "K", default_value_t = 0, requires = "nproc_per_node")]
    max_restarts: u32,
    /// With --nproc-per-node: a worker whose heartbeat file ($MINIGPT_HEARTBEAT) is older than
    /// this many seconds, or that has not written one this long after its start, is hung (0: never).
    /// Workers beat at start-up milestones, after each step and between evaluation passes: this
    /// bounds the time between beats, not a whole evaluation.
    #[arg(long, value_name = "SECS", default_value_t = 900, requires = "nproc_per_node")]
    worker_timeout: u64,
    /// With --nproc-per-node: MASTER_PORT of the workers' rendezvous on 127.0.0.1 (default: a
    /// free port, chosen afresh for every attempt).
    #[arg(long, value_name = "P", value_parser = clap::value_parser!(u16).range(1..), requires = "nproc_per_node")]
    master_port: Option<u16>,
}

impl Default for LaunchArgs {
    /// No launch: the flags' defaults.
    fn default() -> Self {
        Self {
            nproc_per_node: None,
            max_restarts: 0,
            worker_timeout: LaunchOptions::new(1).worker_timeout.as_secs(),
            master_port: None,
        }
    }
}

impl LaunchArgs {
    /// The first flag given that only supervises running workers (restarts, hang timeout,
    /// rendezvous port): a command that starts none refuses it rather than ignore it.
    fn supervision_flag(&self) -> Option<&'static str> {
        let defaults = Self::default();
        [
            (self.max_restarts != defaults.max_restarts, "--max-restarts"),
            (self.worker_timeout != defaults.worker_timeout, "--worker-timeout"),
            (self.master_port.is_some(), "--master-port"),
        ]
        .into_iter()
        .find_map(|(given, flag)| given.then_some(flag))
    }

    /// The launcher's options when this process is to launch workers; None when it runs the
    /// command itself. Refuses --nproc-per-node in a process that already is a worker.
    fn launcher(&self) -> anyhow::Result<Option<LaunchOptions>> {
        let Some(n) = self.nproc_per_node else {
            return Ok(None);
        };
        if let Some(world) = std::env::var_os("WORLD_SIZE") {
            return Err(Error::Usage(format!(
                "--nproc-per-node {n}: this process already is a worker of a launched job (WORLD_SIZE={} is set); \
                 drop --nproc-per-node, or unset WORLD_SIZE to launch a new job",
                world.to_string_lossy()
            ))
            .into());
        }
        if let Some(port) = self.master_port {
            // every attempt rendezvouses on this port: one in use fails them all alike
            if let Err(e) = std::net::TcpListener::bind(("127.0.0.1", port)) {
                return Err(Error::Usage(format!(
                    "--master-port {port}: rank 0 cannot listen at 127.0.0.1:{port} ({e}); choose another port, \
                     or leave --master-port out and a free one is chosen for every attempt"
                ))
                .into());
            }
        }
        Ok(Some(LaunchOptions {
            max_restarts: self.max_restarts as usize,
            worker_timeout: Duration::from_secs(self.worker_timeout),
            master_port: self.master_port,
            ..LaunchOptions::new(n as usize)
        }))
    }
}

/// This process's arguments after the program name: what a launcher's workers run.
fn own_args() -> Vec<OsString> {
    std::env::args_os().skip(1).collect()
}

#[derive(Args)]
struct ResumeArgs {
    /// A run directory (follows its `latest` marker) or a ckpt-*.safetensors file.
    #[arg(long)]
    ckpt: PathBuf,
    /// Override an allowed key: device, data.path, data.url (where a missing corpus file is downloaded from), train.max_steps, train.grad_accum, train.zero, train.bucket_mb, train.bucket_launch, train.grad_comm, train.activation_checkpointing, train.eval_every, train.eval_batches, train.spike_*, log.*, checkpoint.*, debug.ckpt_write_delay_ms.
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = key_value)]
    sets: Vec<String>,
    #[command(flatten)]
    launch: LaunchArgs,
}

#[derive(Args)]
struct SampleArgs {
    /// A run directory (follows its `latest` marker) or a ckpt-*.safetensors file.
    #[arg(long)]
    ckpt: PathBuf,
    /// Text to continue, encoded with the run's tokenizer [default: a newline, a document start;
    /// for a character vocabulary without one, its first character]
    #[arg(long)]
    prompt: Option<String>,
    /// Number of new tokens to generate (characters, or GPT-2 tokens: the run's tokenizer). Past
    /// the model's block_size the context slides: the model then sees the newest half block.
    #[arg(long, default_value_t = 500, allow_negative_numbers = true)]
    tokens: usize,
    /// Softmax temperature; 0 is greedy.
    #[arg(long, default_value_t = 0.8, allow_negative_numbers = true)]
    temperature: f64,
    /// Sample among the k most likely tokens only (0: all).
    #[arg(long, default_value_t = 200, allow_negative_numbers = true)]
    top_k: usize,
    /// Nucleus sampling: among the fewest most likely tokens whose probabilities add up to at
    /// least p (after --top-k; 1: all).
    #[arg(long, default_value_t = 1.0, allow_negative_numbers = true)]
    top_p: f64,
    /// Samples to generate, as one batch; sample i is the one --seed SEED+i gives alone. One
    /// sample is printed as it is made; several are printed at the end, separated by a line of
    /// dashes.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true)]
    num_samples: usize,
    #[arg(long, default_value_t = 1337)]
    seed: u64,
    /// "auto", "cpu" or "cuda:N".
    #[arg(long, default_value = "auto")]
    device: String,
    /// How each token is decoded: "graph" replays one CUDA graph per token over a static KV
    /// cache where the model allows it (else the model's ops, saying why once); "ops" always runs
    /// the model's ops (the reference path). On the CPU both are the ops.
    #[arg(long, value_enum, default_value_t = DecodeArg::Graph)]
    decode: DecodeArg,
}

#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum DecodeArg {
    Graph,
    Ops,
}

/// `print!` for a command's output: a stdout that cannot take it (a full disk, `> /dev/full`)
/// fails the command with one line naming stdout (exit 1) instead of a panic. A reader that
/// went away (`| head`) ends the command by SIGPIPE, quietly, as Unix tools do (`main`).
macro_rules! out {
    ($($arg:tt)*) => {
        write_stdout(format_args!($($arg)*), false)
    };
}

/// `println!` as `out!` writes.
macro_rules! outln {
    ($($arg:tt)*) => {
        write_stdout(format_args!($($arg)*), true)
    };
}

/// What `out!` and `outln!` write: `text`, then a newline where asked, flushed.
fn write_stdout(text: std::fmt::Arguments, newline: bool) -> Result<(), Error> {
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_fmt(text)
        .and_then(|()| if newline { stdout.write_all(b"\n") } else { Ok(()) })
        .and_then(|()| stdout.flush())
        .map_err(|e| Error::io("stdout", e))
}

/// Parse, run, print one line on error, and map it to the exit code.
pub fn main() -> ExitCode {
    crate::ops::install_candle_kernels(); // before any command opens a GPU
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if let Some(tip) = usage_tip(&e) {
                crate::say!("error: {tip}");
            } else if matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                let _ = e.print(); // what was asked for (or, with no command, the way in)
            } else {
                // one line, as every other refusal: clap's message (a required flag's name on
                // its second line) and its tip (the flag meant), without its usage block and
                // pointer at --help
                let text = e.render().to_string();
                let lines = text.lines().take_while(|l| !l.starts_with("Usage:"));
                let said: Vec<&str> = lines
                    .map(str::trim)
                    .filter(|l| !l.is_empty() && !l.starts_with("For more information"))
                    .collect();
                let tips = said.iter().position(|l| l.starts_with("tip:")).unwrap_or(said.len());
                crate::say!(
                    "{}",
                    [said[..tips].join(" "), said[tips..].join("; ")]
                        .join("; ")
                        .trim_end_matches("; ")
                );
            }
            return ExitCode::from(e.exit_code() as u8);
        }
    };
    let trains = match &cli.command {
        Command::Train(a) => !(a.dry_run || a.explain_precision),
        Command::Resume(_) => true,
        _ => false,
    };
    if !trains {
        // a command whose reader goes away (`| head`) ends quietly, as Unix tools do; training
        // keeps SIGPIPE ignored and trains on (`notice::progress`)
        // SAFETY: restoring a signal's default disposition before any thread is started.
        unsafe { libc::signal(libc::SIGPIPE, libc::SIG_DFL) };
    }
    // past a file-size limit (`ulimit -f`) a write fails with EFBIG and gets its one-line error
    // naming the file, instead of the process dying of SIGXFSZ mid-write without a word
    // SAFETY: ignoring a signal before any thread is started.
    unsafe { libc::signal(libc::SIGXFSZ, libc::SIG_IGN) };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            use std::io::Write;
            let message = format!("{e:#}");
            // in a data-parallel job every rank may fail: say which one
            let line = match std::env::var("RANK")
                .ok()
                .filter(|_| std::env::var_os("WORLD_SIZE").is_some())
            {
                Some(rank) => format!("error: rank {rank}: {message}\n"),
                None => format!("error: {message}\n"),
            };
            // one write, so that the lines of ranks failing together do not interleave; under
            // `--nproc-per-node`, the message only once however many ranks reach it
            let heartbeat = std::env::var_os(dist::HEARTBEAT_ENV).map(PathBuf::from);
            if launch::first_to_say(heartbeat.as_deref(), &message) {
                let _ = std::io::stderr().write_all(line.as_bytes());
            }
            exit_code(&e)
        }
    }
}

/// For clap's bare "unexpected argument 'X' found", the mistake that most likely made it: a
/// `--set key value` written as two words, or the config or run directory given without its
/// flag (`train configs/tiny.toml`, `sample runs/tiny`).
fn usage_tip(e: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::UnknownArgument {
        return None;
    }
    let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) else {
        return None;
    };
    let args: Vec<String> = std::env::args().collect();
    if let Some(pair) = args
        .windows(3)
        .find(|w| w[0] == "--set" && !w[1].contains('=') && w[2] == *arg)
    {
        return Some(format!(
            "--set {} {}: write the key, `=` and the value as one word: --set {}={}",
            pair[1], pair[2], pair[1], pair[2]
        ));
    }
    let command = args.get(1).map(String::as_str).unwrap_or_default();
    let flag = match command {
        "train" | "check" | "prepare" | "bench-precision" if arg.ends_with(".toml") => "--config",
        "resume" | "sample" | "eval" | "export" if Path::new(arg).exists() => "--ckpt",
        _ => return None,
    };
    Some(format!(
        "unexpected argument '{arg}': `{command}` takes it with {flag}: minigpt {command} {flag} {arg}"
    ))
}

/// 2 for input we refuse, 130 for a job a second signal ended, 1 for a run that failed.
fn exit_code(e: &anyhow::Error) -> ExitCode {
    match e.downcast_ref::<Error>() {
        Some(err) if err.is_input_error() => ExitCode::from(2),
        Some(Error::Interrupted(_)) => ExitCode::from(130),
        _ => ExitCode::from(1),
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Train(a) => train(a),
        Command::Resume(a) => resume(a),
        Command::Sample(a) => sample(a),
        Command::Eval(a) => eval(a),
        Command::Export(a) => export(a),
        Command::Check(a) => {
            let launch = LaunchArgs {
                nproc_per_node: a.nproc_per_node,
                ..LaunchArgs::default()
            };
            check(&a.config, &a.sets, launch.launcher()?.as_ref())
        }
        Command::Prepare(a) => prepare(a),
        Command::BenchKernel(a) => {
            if a.op != "gemv" && (a.shapes.is_some() || a.rows.is_some()) {
                // options that would be ignored are refused, not dropped
                let (flag, what) = match a.shapes.is_some() {
                    true => ("--shapes", "weight shapes"),
                    false => ("--rows", "rows of x"),
                };
                return Err(Error::Usage(format!(
                    "{flag} sets the GEMV's {what} (--op gemv); --op {} times its own shapes: leave {flag} out",
                    a.op
                ))
                .into());
            }
            let (device, note) = select_device(&a.device, Path::new(DEVICE_FLAG))?;
            if !a.json {
                outln!("{note}")?;
            }
            if a.op == "attention" {
                out!("{}", bench_attention(&device, a.json)?)?;
                return Ok(());
            }
            if a.op == "fused" {
                out!("{}", bench_fused(&device, a.json)?)?;
                return Ok(());
            }
            if a.op == "epilogue" {
                out!("{}", bench_epilogue(&device, a.json)?)?;
                return Ok(());
            }
            if a.op == "gemm-algos" {
                out!("{}", bench_gemm_algos(&device, a.json)?)?;
                return Ok(());
            }
            if a.op == "decode" {
                out!("{}", bench_decode(&device, a.json)?)?;
                return Ok(());
            }
            if a.op == "fp8" {
                out!("{}", bench_fp8(&device, a.json)?)?;
                return Ok(());
            }
            let opts = BenchOptions {
                shapes: a.shapes.unwrap_or_else(|| crate::bench::DEFAULT_SHAPES.to_vec()),
                rows: a.rows.unwrap_or(1),
                json: a.json,
                device,
            };
            refuse_gemv_shapes_too_large(&opts)?;
            out!("{}", bench_kernel(&opts)?)?;
            Ok(())
        }
        Command::Report(ReportArgs {
            bench: Some(ours),
            torch,
            torch_ops,
            ..
        }) => {
            out!("{}", report::bench_table(&ours, &torch, torch_ops.as_deref())?)?;
            Ok(())
        }
        Command::Plot(a) => plot_runs(a),
        Command::BenchPrecision(a) => bench_precision(a),
        Command::Report(a) => {
            if !a.torch.is_empty() {
                // clap's `requires` lets a repeatable flag through: refused, not dropped
                return Err(Error::Usage(
                    "--torch is the PyTorch side of a --bench table: add --bench OURS.jsonl, or leave --torch out"
                        .into(),
                )
                .into());
            }
            let (mut runs, left_out) = read_runs(a.against.as_deref(), &a.runs, |d, name| {
                report::summarize(d).map(|run| report::RunSummary { name, ..run })
            })?;
            if a.against.is_none() {
                out!("{}", report::table(&runs))?;
                return left_out.map_or(Ok(()), |e| Err(e.into()));
            }
            let tol = tolerance(a.within.percent)?;
            let base = runs.remove(0);
            let tracked = runs
                .iter()
                .map(|r| report::tracking(r, &base, tol))
                .collect::<Result<Vec<_>, _>>()?;
            out!("{}", report::table(&[std::slice::from_ref(&base), &runs[..]].concat()))?;
            outln!("")?;
            out!("{}", report::tracking_table(&tracked, tol))?;
            left_out.map_or(Ok(()), |e| Err(e.into()))
        }
    }
}

/// A GEMV shape whose tensors cannot fit is refused before any is allocated (exit 2): on the
/// CPU the allocation would abort the process. About 14 bytes per weight: the fp32 weight, its
/// bf16 copy, the host copy the float64 reference reads and the device copy's buffers.
fn refuse_gemv_shapes_too_large(opts: &BenchOptions) -> Result<(), Error> {
    // x [rows, K] and y [rows, N] as the weight is held (f32, a bf16 copy, the device's and the
    // reference's): about 14 bytes per element too; in f64, so no --rows overflows it
    let need = |&(n, k): &(usize, usize)| 14.0 * (n as f64 * k as f64 + opts.rows as f64 * (n as f64 + k as f64));
    let Some(&(n, k)) = opts.shapes.iter().max_by(|a, b| need(a).total_cmp(&need(b))) else {
        return Ok(());
    };
    let rows = match opts.rows {
        1 => String::new(),
        r => format!(" with --rows {r}"),
    };
    let fix = match opts.rows {
        1 => "give smaller shapes",
        _ => "give fewer --rows or smaller shapes",
    };
    match preflight::available_memory(&opts.device) {
        Some((have, from)) if need(&(n, k)) > have => Err(Error::Usage(format!(
            "--shapes {n}x{k}{rows}: its tensors take about {:.1} GiB, more than the {:.1} GiB available ({from}); {fix}",
            need(&(n, k)) / (1u64 << 30) as f64,
            have / (1u64 << 30) as f64
        ))),
        _ => Ok(()),
    }
}

fn load_corpus(cfg: &RunConfig) -> anyhow::Result<Corpus> {
    Ok(Corpus::load(&cfg.data, cfg.model.block_size, &mut download_progress())?)
}

/// `minigpt prepare`: tokenize now what `train` would tokenize on first use.
fn prepare(a: PrepareArgs) -> anyhow::Result<()> {
    let cfg = RunConfig::load(&a.config, &a.sets)?;
    let cached = cfg.data.tokenizer == TokenizerKind::Gpt2 && cfg.data.synthetic_vocab == 0;
    if a.force && !cached {
        return Err(Error::Usage(format!(
            "--force rebuilds a GPT-2 token cache, and {} keeps none (data.tokenizer = \"{}\"{}); drop --force",
            a.config.display(),
            cfg.data.tokenizer,
            if cfg.data.synthetic_vocab > 0 {
                ", a synthetic corpus"
            } else {
                ""
            }
        ))
        .into());
    }
    let forced = a.force;
    if forced {
        let source = Corpus::source(&cfg.data, &mut download_progress())?;
        prepare_source(&source, &cfg.data.sha256, true)?;
    }
    let mut corpus = load_corpus(&cfg)?;
    if let Some(cache) = corpus.cache.as_mut() {
        cache.built |= forced; // rebuilt above, then read back
    }
    outln!("{}", describe_corpus(&corpus))?;
    Ok(())
}

/// One line: the corpus (all its files, when a list), its tokens and splits, the tokenizer,
/// the cache file.
fn describe_corpus(c: &Corpus) -> String {
    use crate::data::Split;
    let cache = c.cache.as_ref().map_or(String::new(), |i| {
        format!(
            " | cache {}{}",
            i.path.display(),
            if i.built { " (built now)" } else { "" }
        )
    });
    format!(
        "corpus {}: {} tokens (train {}, val {}) | tokenizer {}{cache}",
        c.path.display(),
        c.len(),
        c.split(Split::Train).len(),
        c.split(Split::Val).len(),
        c.describe_tokenizer()
    )
}

/// `minigpt check` / `train --dry-run`: the report on stdout; every problem in the error.
/// `launcher`: the options of the launch checked for (`--nproc-per-node`).
fn check(config: &Path, sets: &[String], launcher: Option<&LaunchOptions>) -> anyhow::Result<()> {
    if let Some(opts) = launcher {
        // the memory is per process; the job's step is every rank's
        outln!(
            "with --nproc-per-node {}: {} process{}, each holding the memory below; the step and epochs are the job's",
            opts.nproc,
            opts.nproc,
            if opts.nproc == 1 { "" } else { "es" }
        )?;
    }
    let processes = launcher.map_or(1, |o| o.nproc);
    let report = preflight::check(config, sets, processes);
    for line in &report.lines {
        outln!("{line}")?;
    }
    for w in &report.warnings {
        outln!("warning: {w}")?;
    }
    if report.problems.is_empty() {
        outln!("no problems found")?;
    }
    Ok(report.problems.into_result()?)
}

/// Where `train --search-gemms [FILE]` writes: FILE, or the default (`ops::gemm_algos`). Refused
/// off CUDA.
fn search_path(file: Option<&Path>, device: &Device) -> Result<PathBuf, Error> {
    if !cfg!(feature = "cuda") || !device.is_cuda() {
        let why = "--search-gemms searches cuBLASLt's GEMMs: it needs a CUDA build (--features cuda) and a CUDA device";
        return Err(Error::Usage(why.into()));
    }
    let path = match file {
        Some(file) => file.to_path_buf(),
        None => crate::ops::gemm_algos::default_path().ok_or_else(|| {
            let why = "--search-gemms: no file to write (MINIGPT_GEMM_ALGOS is off, or HOME is unset): name one, --search-gemms FILE";
            Error::Usage(why.into())
        })?,
    };
    crate::ops::gemm_algos::check_writable(&path).map_err(|e| {
        Error::Usage(format!(
            "--search-gemms: cannot write {} ({e}): name another FILE",
            path.display()
        ))
    })?;
    Ok(path)
}

/// `train --search-gemms`: two steps of `trainer` with every GEMM shape searched at its first
/// call (`ops::search_gemms`), each saved to `path` as it is searched, then the shapes' gains
/// printed. A stopped search keeps the shapes it searched, and the same command searches the
/// rest.
#[cfg(feature = "cuda")]
fn search_gemms(path: &Path, mut trainer: Trainer, signals: &StopSignals) -> anyhow::Result<()> {
    let start = std::time::Instant::now();
    crate::say!("searching every configuration of each GEMM shape's algorithms: minutes in all, a line per shape, each saved to {} as it is found (a stopped search goes on where it stopped)", path.display());
    let file = path.display().to_string();
    signals.before_training_says(move || {
        format!("during the GEMM search: the shapes searched so far are saved in {file}; the same command searches the rest")
    });
    crate::ops::search_gemms(Some(path.to_path_buf()));
    let steps = (0..2).try_for_each(|_| trainer.train_step().map(drop));
    crate::ops::search_gemms(None);
    steps?;
    let crate::ops::Searched { found, kept } = crate::ops::searched()?;
    outln!("| GEMM (cuBLASLt's column-major m×n×k, op(A) op(B)) | heuristic's fastest µs | searched µs | gain |")?;
    outln!("|---|---|---|---|")?;
    for (shape, c) in &found {
        let gain = 1.0 - c.searched_us / c.heuristic_us;
        outln!(
            "| {shape} | {:.1} | {:.1} | {:+.1} % |",
            c.heuristic_us,
            c.searched_us,
            -100.0 * gain
        )?;
    }
    let kept = match kept.len() {
        0 => String::new(),
        n => format!(" ({n} found there already, from an earlier search; delete the file to search them again)"),
    };
    outln!(
        "{} shapes searched in {:.0} s, saved to {}{kept}",
        found.len(),
        start.elapsed().as_secs_f64(),
        path.display()
    )?;
    Ok(())
}

#[cfg(not(feature = "cuda"))]
fn search_gemms(_: &Path, _: Trainer, _: &StopSignals) -> anyhow::Result<()> {
    unreachable!("search_path refuses a build without CUDA")
}

fn train(a: TrainArgs) -> anyhow::Result<()> {
    if a.profile_json.is_some() && a.profile_steps.is_none() && a.max_batch.is_none() {
        // a flag that would be ignored is refused, not dropped (it trained a whole run)
        return Err(Error::Usage(
            "--profile-json records a --profile-steps or --max-batch measurement: add one of them, or leave --profile-json out"
                .into(),
        )
        .into());
    }
    if let Some(path) = &a.profile_json {
        output_file("--profile-json", path)?; // refused before the measurement, not after it
        appends_to_profile_lines(path)?;
    }
    let launcher = a.launch.launcher()?;
    if a.dry_run {
        if let Some(flag) = a.launch.supervision_flag() {
            return Err(Error::Usage(format!(
                "{flag} with --dry-run: a check starts no workers to supervise; drop {flag} (--nproc-per-node alone checks the job's shape)"
            ))
            .into());
        }
        return check(&a.config, &a.sets, launcher.as_ref());
    }
    if a.max_batch.is_some() && launcher.is_some() {
        // each worker searched on its own, each printing its result
        return Err(Error::Usage(
            "--max-batch runs in one process: drop --nproc-per-node (it finds one process's largest batch_size; `check --nproc-per-node N` then judges a job of N)"
                .into(),
        )
        .into());
    }
    if a.search_gemms.is_some() && launcher.is_some() {
        return Err(Error::Usage(
            "--search-gemms runs in one process: drop --nproc-per-node (the search is per GPU model, not per rank)"
                .into(),
        )
        .into());
    }
    let cfg = RunConfig::load(&a.config, &a.sets)?;
    if a.explain_precision {
        // the table of the device the run would use: the CPU and CUDA run GEMMs differently
        let (device, _) = select_device(&cfg.device, &a.config)?;
        out!("{}", PrecisionPolicy::new(&cfg.precision).explain(device.is_cuda()))?;
        return Ok(());
    }
    if let Some(init) = &cfg.train.init_from {
        // refused from the file's header before a GPT-2 corpus is tokenized into its cache;
        // the note on a missing config.json is said when the weights load
        crate::pretrained::check_init_file(init, &cfg.model)?;
    }
    if let Some(opts) = launcher {
        // a GPT-2 corpus is tokenized once here, not in every worker
        let corpus = (cfg.data.tokenizer == TokenizerKind::Gpt2)
            .then(|| load_corpus(&cfg))
            .transpose()?;
        if cfg.device == "cpu" || !cfg!(feature = "cuda") {
            // the workers share this machine's RAM; each would check only its own share
            let vocab = match corpus {
                Some(c) => c.vocab_size(),
                None => load_corpus(&cfg)?.vocab_size(),
            };
            preflight::refuse_if_job_too_large(&cfg, vocab, opts.nproc)?;
        }
        // The workers take the run directory's lock (rank 0); a profile writes no run directory.
        let run_dir = a.profile_steps.is_none().then_some(cfg.log.out_dir.as_path());
        return Ok(launch::run(&own_args(), run_dir, &a.sets, &opts)?);
    }
    let signals = StopSignals::install()?;
    let job = Job::from_env()?;
    job.beat(0);
    let (device, device_note) = job.device(&cfg.device, &a.config)?;
    job.beat(0);
    cfg.check_device_limits(device.is_cuda(), &a.config)?;
    let corpus = load_corpus(&cfg)?;
    job.beat(0);
    if corpus.cache.is_some() {
        job.say(&describe_corpus(&corpus));
    }
    warn_of_a_long_evaluation(&cfg, &corpus, &job);
    preflight::refuse_if_too_large(&cfg, corpus.vocab_size(), &device)?;
    if a.max_batch.is_none() {
        preflight::refuse_if_batch_too_large(&cfg, corpus.vocab_size(), &device)?;
    }
    if let Some(n) = a.profile_steps {
        // a profile never begins training as a run does: a signal ends it at once
        signals.before_training_says(|| {
            "during --profile-steps (a profile writes nothing; its table comes at its end)".into()
        });
        job.say(&device_note);
        if cfg.log.trace && job.is_rank0() {
            // --profile-steps writes no run directory, so no trace file either: said, not dropped
            crate::say!(
                "note: log.trace = true writes no trace under --profile-steps, which writes no run directory; \
                 its per-phase table is the profile's own (train without --profile-steps for a trace)"
            );
        }
        let explain = |e: Error| explain_out_of_memory(e, &cfg, &device, None);
        let comm = job.connect(&device)?;
        let report = Trainer::new(cfg.clone(), device.clone(), corpus)
            .and_then(|t| t.with_group(comm))
            .and_then(|mut t| t.profile(n))
            .map_err(explain)?;
        if !job.is_rank0() {
            return Ok(());
        }
        out!("{report}")?;
        if let Some(path) = &a.profile_json {
            append_json_line(path, &serde_json::to_value(&report).context("profile json")?)?;
        }
        return Ok(());
    }
    if let Some(file) = &a.search_gemms {
        job.say(&device_note);
        let path = search_path(file.as_deref(), &device)?;
        return search_gemms(&path, Trainer::new(cfg.clone(), device.clone(), corpus)?, &signals);
    }
    if let Some(mut limit) = a.max_batch {
        job.say(&device_note);
        if let Some((fits, memory)) = preflight::largest_cpu_batch(&cfg, corpus.vocab_size(), &device) {
            if fits == 0 {
                let mut one = cfg.clone();
                one.train.batch_size = 1;
                preflight::refuse_if_batch_too_large(&one, corpus.vocab_size(), &device)?;
            }
            if fits < limit {
                job.say(&format!(
                    "on the CPU the search stops at batch {fits}, the largest whose estimated memory fits {memory}: running out of memory there aborts the process"
                ));
                limit = fits;
            }
        }
        let mut t = Trainer::new(cfg.clone(), device.clone(), corpus)?;
        let (best, trials) = t.max_batch(limit, &mut |trial| notice::progress(&trial.to_string()))?;
        let Some(best) = best else {
            return Err(explain_out_of_memory(
                Error::OutOfMemory("even train.batch_size=1 does not fit".into()),
                &cfg,
                &device,
                Some(t.model.params().count()),
            )
            .into());
        };
        let at = trials.iter().find(|r| r.batch_size == best && r.fits);
        outln!(
            "largest batch that fits: {best} (peak {}, {} tokens/s) | activation checkpointing {}",
            at.and_then(|r| r.peak_gib)
                .map_or("-".into(), |g| format!("{g:.1} GiB")),
            at.and_then(|r| r.tokens_per_s)
                .map_or("-".into(), |t| format!("{t:.0}")),
            cfg.train.activation_checkpointing
        )?;
        if let Some(path) = &a.profile_json {
            let line = serde_json::json!({
                "n_layer": cfg.model.n_layer, "d_model": cfg.model.d_model, "n_head": cfg.model.n_head,
                "block_size": cfg.model.block_size, "activation_checkpointing": cfg.train.activation_checkpointing,
                "max_batch": best, "trials": trials,
            });
            append_json_line(path, &line)?;
        }
        return Ok(());
    }
    // Rank 0 alone owns the run directory (the lock, the config, checkpoints, metrics).
    let lock = match job.is_rank0() {
        true => {
            let lock = run_dir::lock(&cfg.log.out_dir)?;
            refuse_a_run_in(&cfg.log.out_dir)?;
            signals.undo_on_early_exit(lock.made());
            Some(lock)
        }
        false => None,
    };
    job.say(&device_note);
    let comm = job.connect(&device)?;
    job.beat(0);
    let trainer = Trainer::new(cfg.clone(), device.clone(), corpus).and_then(|t| t.with_group(comm));
    job.beat(0);
    let _held = claim_run_dir(lock, &trainer, || claim_run_files(&cfg, true))?;
    // said once nothing is refused: a warning above a refusal reads as part of it
    if let Some(warning) = preflight::warmup_warning(&cfg).filter(|_| job.is_rank0() && trainer.is_ok()) {
        crate::say!("warning: {warning}");
    }
    run_trainer(trainer, &cfg, &device, &job, &signals)
}

/// Append `value` as one line of JSON to `path` (created if missing).
/// `--profile-json` appends a line to its file: refuse one that holds anything but such lines
/// (each a JSON object with the model's `n_layer`), a checkpoint or a run's `metrics.jsonl`
/// say, which the line would damage.
fn appends_to_profile_lines(path: &Path) -> Result<(), Error> {
    let Ok(bytes) = std::fs::read(path) else {
        return Ok(()); // a new file (or one output_file found unwritable already)
    };
    let text = String::from_utf8_lossy(&bytes);
    let foreign = text.lines().enumerate().find(|(_, l)| {
        !l.trim().is_empty()
            && serde_json::from_str::<serde_json::Value>(l).map_or(true, |v| v.get("n_layer").is_none())
    });
    match foreign {
        Some((i, _)) => Err(Error::Usage(format!(
            "--profile-json {}: its line {} is not a --profile-json line, and the flag appends one to the file; \
             name a new file, or one that holds only such lines",
            path.display(),
            i + 1
        ))),
        None => Ok(()),
    }
}

/// Append `value` as one line to `path`: after a newline first where the file's last line has
/// none (the record was glued onto it, and the file then refused as not its lines).
fn append_json_line(path: &Path, value: &serde_json::Value) -> anyhow::Result<()> {
    use std::io::{Read, Seek, SeekFrom, Write};
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .read(true)
        .open(path)
        .map_err(|e| Error::io(path, e))?;
    let mut last = [b'\n'];
    if f.metadata().map_err(|e| Error::io(path, e))?.len() > 0 {
        f.seek(SeekFrom::End(-1)).map_err(|e| Error::io(path, e))?;
        f.read_exact(&mut last).map_err(|e| Error::io(path, e))?;
    }
    let sep = if last[0] == b'\n' { "" } else { "\n" };
    writeln!(f, "{sep}{value}").map_err(|e| Error::io(path, e))?;
    Ok(())
}

/// This process's place in a data-parallel job (RANK, WORLD_SIZE, LOCAL_RANK, MASTER_ADDR,
/// MASTER_PORT, as `--nproc-per-node`, torchrun or SLURM set them), or alone.
struct Job {
    env: Option<DistEnv>,
    /// The launcher's heartbeat file, beaten at start-up milestones before the trainer takes it.
    heartbeat: Option<Heartbeat>,
}

impl Job {
    fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            env: DistEnv::from_env()?,
            heartbeat: Heartbeat::from_env(),
        })
    }

    /// A sign of life for the launcher at a start-up milestone (`Heartbeat::beat`).
    fn beat(&self, step: u64) {
        if let Some(h) = &self.heartbeat {
            h.beat(step);
        }
    }

    fn is_rank0(&self) -> bool {
        self.env.as_ref().is_none_or(|e| e.rank == 0)
    }

    /// The device: "auto" is GPU LOCAL_RANK in a job.
    fn device(&self, request: &str, origin: &Path) -> anyhow::Result<(Device, String)> {
        let local = self.env.as_ref().map_or(0, |e| e.local_rank);
        Ok(select_device_for(request, origin, local)?)
    }

    /// Join the other ranks (a group of one when alone).
    fn connect(&self, device: &Device) -> anyhow::Result<Arc<dyn Collective>> {
        Ok(dist::connect(self.env.as_ref(), device, dist::RENDEZVOUS_TIMEOUT)?)
    }

    /// Print on rank 0 only: the job speaks once.
    fn say(&self, line: &str) {
        if self.is_rank0() {
            notice::progress(line);
        }
    }
}

/// `check`'s warning of an evaluation that reads more than the val split, said before a run
/// starts: a huge `train.eval_batches` makes every evaluation, the one before the first step
/// too, take hours.
fn warn_of_a_long_evaluation(cfg: &RunConfig, corpus: &Corpus, job: &Job) {
    let val_tokens = corpus.split(crate::data::Split::Val).len();
    if let Some(w) = preflight::eval_warning(cfg, val_tokens) {
        job.say(&format!("warning: {w}"));
    }
}

/// Run to the end, turning a device out-of-memory error into one that says what to change.
/// A failed step leaves the run directory as the last checkpoint and metrics row left it.
fn run_trainer(
    trainer: crate::error::Result<Trainer>,
    cfg: &RunConfig,
    device: &Device,
    job: &Job,
    signals: &StopSignals,
) -> anyhow::Result<()> {
    let mut trainer = trainer.map_err(|e| explain_out_of_memory(e, cfg, device, None))?;
    // A launcher watches this file to tell a hung worker from a slow one.
    trainer.heartbeat = job.heartbeat.clone();
    let params = trainer.model.params().count();
    let (dir, sets) = (cfg.log.out_dir.clone(), trainer.resume_sets.clone());
    let outcome = trainer
        .run(signals.training(move || left_in(&dir, &sets)))
        .map_err(|e| explain_out_of_memory(e, cfg, device, Some(params)))?;
    let (step, max_steps) = (trainer.state.step, cfg.train.max_steps);
    if let (Outcome::Interrupted { checkpoint }, Some(heartbeat)) = (&outcome, &trainer.heartbeat) {
        if step < max_steps {
            // the launcher learns why the job ended early (docs/DESIGN.md §2, the launcher)
            let note = launch::StopNote {
                step,
                max_steps,
                signal: signals.received().map(|s| crate::signals::name(s).to_string()),
                checkpoint: job.is_rank0().then(|| checkpoint.clone()),
            };
            note.write(heartbeat.path());
        }
    }
    if job.is_rank0() {
        // alone, the run says how to go on; a launcher says it for the job (with its flags)
        report(outcome, job.env.is_none().then_some(&cfg.log.out_dir));
    }
    Ok(())
}

/// What a run stopped by a second signal leaves in `dir` (its line's end): the checkpoint a
/// `resume` takes, and the command (with a resume's `resume_sets`), or that there is none yet.
fn left_in(dir: &Path, resume_sets: &[String]) -> String {
    match ckpt::resolve_quietly(dir) {
        Ok(ckpt) => format!(
            "; {} stands: continue with: {}",
            ckpt.display(),
            run_dir::resume_command(dir, resume_sets)
        ),
        Err(_) => format!("; {} holds no checkpoint yet", dir.display()),
    }
}

/// `Error::explain_out_of_memory` with this run's shape and the device's memory.
fn explain_out_of_memory(e: Error, cfg: &RunConfig, device: &Device, params: Option<usize>) -> Error {
    if !e.is_out_of_memory() {
        return e;
    }
    let (m, t) = (&cfg.model, &cfg.train);
    let shape = RunShape {
        device: crate::ops::device_label(device),
        n_layer: m.n_layer,
        d_model: m.d_model,
        block_size: m.block_size,
        batch_size: t.batch_size,
        grad_accum: t.grad_accum,
        compute: cfg.precision.compute.to_string(),
        params,
        checkpointing: t.activation_checkpointing == crate::config::Checkpointing::Blocks,
    };
    let free_total = crate::ops::device_memory(device).ok().flatten();
    let mem = DeviceMemory {
        free: free_total.map(|(f, _)| f),
        total: free_total.map(|(_, t)| t),
        peak_in_use: crate::ops::peak_pool_bytes(device).ok().flatten(),
    };
    e.explain_out_of_memory(&shape, mem)
}

/// The run goes ahead once every refusal has passed and its trainer is built (one that failed
/// to build is reported by `run_trainer`, the directory left as it was): this process claims
/// the run directory (`lock`, rank 0's, held until the run ends; None on other ranks).
fn claim_run_dir(
    lock: Option<RunDirLock>,
    trainer: &crate::error::Result<Trainer>,
    first: impl FnOnce() -> crate::error::Result<()>,
) -> anyhow::Result<Option<run_dir::Claim>> {
    match (lock, trainer.is_ok()) {
        (Some(lock), true) => Ok(Some(lock.claim(first)?)),
        _ => Ok(None),
    }
}

/// The run's files, before its first step: its config (`save_config`), and, in a resume of
/// the run's own directory (not `replace`), its metrics.jsonl opened for appending: one the
/// user cannot write (read-only, immutable) is refused as its directory is (exit 2), where it
/// had failed the run (exit 1) once the run began. A fresh run or a branch moves the file aside.
fn claim_run_files(cfg: &RunConfig, replace: bool) -> crate::error::Result<()> {
    save_config(cfg, replace)?;
    // a `latest` of no checkpoint here (an earlier attempt's, or a file of the user's) would be
    // overwritten by the first checkpoint's marker: moved aside, as the config is
    let latest = cfg.log.out_dir.join("latest");
    if replace && latest.is_file() && ckpt::list(&cfg.log.out_dir).is_empty() {
        if let Some(to) = crate::metrics::set_aside(&latest)? {
            notice::progress(&format!(
                "{} names no checkpoint here (an earlier attempt's marker, or a file of yours): moved to {}",
                latest.display(),
                to.display()
            ));
        }
    }
    let rows = cfg.log.out_dir.join("metrics.jsonl");
    if !replace && rows.is_file() {
        std::fs::OpenOptions::new()
            .append(true)
            .open(&rows)
            .map_err(|e| crate::run_dir::unwritable(&cfg.log.out_dir, &rows, e))?;
    }
    Ok(())
}

/// The run's resolved config beside its checkpoints. With `replace` (a fresh run), a
/// `config.toml` already there that says something else (an earlier attempt's with other
/// values, or a file of the user's) is moved to `config.toml.N` first, and the run says so;
/// else (a resume in the run's own directory) the one there is the run's own, and is rewritten
/// in place where the resume changed a key.
fn save_config(cfg: &RunConfig, replace: bool) -> crate::error::Result<()> {
    let path = cfg.log.out_dir.join("config.toml");
    let toml = cfg.to_toml();
    match std::fs::read(&path) {
        Err(_) => {}
        Ok(old) if old == toml.as_bytes() => return Ok(()),
        // the run's own, from its start or an earlier resume: rewritten with what this resume
        // changed (max_steps, grad_accum, ...), as the run now goes on
        Ok(_) if !replace => {}
        Ok(_) => {
            if let Some(to) = crate::metrics::set_aside(&path)? {
                notice::progress(&format!(
                    "{} held another config: moved to {}",
                    path.display(),
                    to.display()
                ));
            }
        }
    }
    // whole or not at all: a full disk leaves no empty config.toml behind
    let tmp = path.with_extension("toml.tmp");
    std::fs::write(&tmp, toml)
        .and_then(|()| std::fs::rename(&tmp, &path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            crate::run_dir::unwritable(&cfg.log.out_dir, &path, e)
        })?;
    Ok(())
}

/// Refuses to train over an existing run's checkpoints: that would mix two runs (use `resume`,
/// or another log.out_dir).
fn refuse_a_run_in(dir: &Path) -> anyhow::Result<()> {
    match ckpt::a_fresh_run_over(dir) {
        None => Ok(()),
        Some(problem) => Err(Error::Config {
            path: dir.to_path_buf(),
            key: "log.out_dir".into(),
            value: format!("{:?}", dir.display().to_string()),
            problem,
        }
        .into()),
    }
}

fn resume(a: ResumeArgs) -> anyhow::Result<()> {
    let launcher = a.launch.launcher()?;
    // a missing checkpoint is refused before anything is created; in a directory that a live
    // run holds (it has not checkpointed yet), that run is named instead. Quietly: `resume_in`
    // reads `latest` again once the directory is locked, and says then whether it lags.
    match ckpt::resolve_quietly(&a.ckpt) {
        // a file that is no checkpoint is refused before its folder is locked
        Ok(path) => ckpt::check_header(&path, &a.sets)?,
        Err(e) => {
            if a.ckpt.is_dir() {
                drop(run_dir::lock(&a.ckpt)?);
            }
            return Err(e.into());
        }
    }
    let out_dir = resume_out_dir(&a)?;
    if let Some(opts) = launcher {
        // as `train`'s launcher does: the CPU workers share this machine's RAM, and each would
        // check only its own share (a huge count started workers until the machine ran out)
        let ck = Checkpoint::load_to_resume(&ckpt::resolve_quietly(&a.ckpt)?, &a.sets)?;
        let cfg = checkpoint_config(
            &ck,
            &a.sets,
            RESUME_ALLOWED,
            "resume (the resumed run would differ from the saved one)",
        )?;
        if cfg.device == "cpu" || !cfg!(feature = "cuda") {
            preflight::refuse_if_job_too_large(&cfg, ck.tokenizer.vocab_size(), opts.nproc)?;
        }
        return Ok(launch::run(&own_args(), Some(&out_dir), &a.sets, &opts)?);
    }
    resume_in(&a, out_dir)
}

/// A resume writes checkpoints, `latest` and metrics into `out_dir`: refused (before anything is
/// written) when that would overwrite another run's files, or this run's checkpoints past `step`
/// (a resume from an older checkpoint of the run in its own directory).
fn refuse_overwriting(out_dir: &Path, from: &Path, step: u64) -> Result<(), Error> {
    let existing = ckpt::list(out_dir);
    let refuse = |problem: String| Error::Config {
        path: out_dir.to_path_buf(),
        key: "log.out_dir".into(),
        value: format!("{:?}", out_dir.display().to_string()),
        problem,
    };
    let names = |list: &[&(u64, PathBuf)]| {
        let names: Vec<String> = list.iter().map(|(s, _)| ckpt::file_name(*s)).collect();
        names.join(", ")
    };
    let from_dir = from
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let own = matches!((from_dir.canonicalize(), out_dir.canonicalize()), (Ok(a), Ok(b)) if a == b);
    if !own && !existing.is_empty() {
        return Err(refuse(format!(
            "already holds checkpoints of another run ({}); resume into a new directory (--set log.out_dir=...)",
            names(&existing.iter().collect::<Vec<_>>())
        )));
    }
    let later: Vec<&(u64, PathBuf)> = existing.iter().filter(|(s, _)| *s > step).collect();
    if later.is_empty() {
        return Ok(());
    }
    // A damaged one (it fails the header check) is refused all the same: it is evidence, never
    // overwritten or deleted; it is named with its problem and the command that moves it aside.
    let damaged: Vec<(&PathBuf, String)> = later
        .iter()
        .filter_map(|(_, p)| ckpt::damage(p).map(|problem| (p, problem)))
        .collect();
    let said: Vec<String> = damaged
        .iter()
        .map(|(p, problem)| format!("; {} is damaged: {problem}", p.display()))
        .collect();
    let way = if damaged.len() == later.len() {
        format!(
            "{} to resume from step {step} here, or resume into another directory (--set log.out_dir=...)",
            ckpt::move_aside(damaged.iter().map(|(p, _)| p.as_path()))
        )
    } else {
        "resume into another directory (--set log.out_dir=...) to branch from it, or move them away first".to_string()
    };
    Err(refuse(format!(
        "holds this run's checkpoints past step {step} ({}), which resuming from {} would overwrite{}; {way}",
        names(&later),
        from.display(),
        said.concat()
    )))
}

fn resume_in(a: &ResumeArgs, out_dir: PathBuf) -> anyhow::Result<()> {
    let signals = StopSignals::install()?;
    let job = Job::from_env()?;
    // Locked before `latest` is read: a run that ends meanwhile is continued from its final
    // checkpoint, never from an older one (that would log its last steps twice). Rank 0 alone
    // owns the run directory; it claims it once every refusal below has passed.
    let lock: Option<RunDirLock> = match job.is_rank0() {
        true => Some(run_dir::lock(&out_dir)?),
        false => None,
    };
    if let Some(lock) = &lock {
        signals.undo_on_early_exit(lock.made());
    }
    let path = ckpt::resolve(&a.ckpt)?;
    let ck = Checkpoint::load_to_resume(&path, &a.sets)?;
    job.beat(ck.state.step);
    if job.is_rank0() {
        refuse_overwriting(&out_dir, &path, ck.state.step)?;
    }
    let mut cfg = checkpoint_config(
        &ck,
        &a.sets,
        RESUME_ALLOWED,
        "resume (the resumed run would differ from the saved one)",
    )?;
    refuse_bad_sets(&cfg, &a.sets, &path)?;
    if let Some(note) = corpus_where_the_run_read_it(&mut cfg, &ck).filter(|_| job.is_rank0()) {
        crate::say!("note: {note}");
    }
    let (device, device_note) = job.device(&cfg.device, &path)?;
    job.beat(ck.state.step);
    cfg.check_device_limits(device.is_cuda(), &path)?;
    let recorded = ck.corpus_sha256.as_deref();
    let corpus = Corpus::load_recorded(&cfg.data, cfg.model.block_size, &mut download_progress(), recorded)
        .map_err(|e| match e {
            // a resume reads the corpus the run trained on: no other corpus is offered
            Error::Corpus { path, problem } if problem.ends_with(crate::data::SHA256_FIX) => Error::Corpus {
                path,
                problem: problem.replace(
                    crate::data::SHA256_FIX,
                    ": not the corpus the run trained on, which a resume reads; point data.path at a copy of it",
                ),
            },
            e => e,
        })
        .with_context(|| format!("while resuming from {}", path.display()))?;
    job.beat(ck.state.step);
    if let Some(recorded) = recorded {
        // whatever data.sha256 says: its batches and validation split would differ (a GPT-2
        // corpus with a fresh cache is compared here, by the hash its cache recorded)
        corpus
            .refuse_unless_recorded_as(recorded)
            .with_context(|| format!("while resuming from {}", path.display()))?;
    }
    preflight::refuse_if_too_large(&cfg, corpus.vocab_size(), &device)?;
    preflight::refuse_if_batch_too_large(&cfg, corpus.vocab_size(), &device)?;
    cfg.log.out_dir = out_dir;
    job.say(&device_note);
    job.say(&format!("resuming from {} at step {}", path.display(), ck.state.step));
    warn_of_a_long_evaluation(&cfg, &corpus, &job);
    let comm = job.connect(&device)?;
    job.beat(ck.state.step);
    let trainer = Trainer::resume(cfg.clone(), device.clone(), corpus, &ck)
        .and_then(|t| t.with_group(comm))
        .map(|mut t| {
            t.resume_sets = a.sets.clone();
            t
        });
    job.beat(ck.state.step);
    if let Some(change) = trainer.as_ref().ok().and_then(|t| t.tokens_per_step_change(&ck)) {
        job.say(&change);
    }
    if trainer.is_ok() && ck.state.step >= cfg.train.max_steps {
        // every check above has passed; nothing is written: the checkpoint keeps its config
        job.say(&format!(
            "nothing to train: the run is at step {}, train.max_steps = {} (resume with --set train.max_steps=N, N > {}, to go on); {} is left as it is",
            ck.state.step,
            cfg.train.max_steps,
            ck.state.step,
            path.display()
        ));
        return Ok(());
    }
    // A resume into another directory than its checkpoint's starts a branch there: what an
    // earlier run left in it (its config, its rows, its event files) is moved aside, as `train`
    // does, so that `report`, `plot` and TensorBoard read this run alone. In the checkpoint's
    // own directory, all of them are this run's.
    let own = |p: &Path| std::fs::canonicalize(p).ok();
    let branch = own(path.parent().unwrap_or(Path::new("."))) != own(&cfg.log.out_dir);
    // config.toml as the checkpoint resumed from left it: put back should the run fail before a
    // checkpoint of its own stands (metrics.jsonl unwritable, a full disk), so that the config
    // beside the run never says what no checkpoint of it had
    let config_path = cfg.log.out_dir.join("config.toml");
    let config_before = (!branch).then(|| std::fs::read(&config_path).ok()).flatten();
    let held = claim_run_dir(lock, &trainer, || claim_run_files(&cfg, branch))?;
    if held.is_some() {
        let rows = cfg.log.out_dir.join("metrics.jsonl");
        if let Some(to) = (branch.then(|| crate::metrics::set_aside(&rows)).transpose()?).flatten() {
            notice::progress(&format!(
                "{} held rows of another run or of an earlier attempt of this one: moved to {}",
                rows.display(),
                to.display()
            ));
        }
        let events = branch.then(|| crate::tensorboard::set_aside(&cfg.log.out_dir));
        if let Some(to) = events.transpose()?.flatten() {
            notice::progress(&format!(
                "{} held TensorBoard event files of another run or of an earlier attempt of this one: moved to {}",
                cfg.log.out_dir.display(),
                to.display()
            ));
        }
    }
    let ran = run_trainer(trainer, &cfg, &device, &job, &signals); // the trainer is dropped: no write in flight
    let saved_since = ckpt::list(&cfg.log.out_dir)
        .iter()
        .any(|(s, p)| *s > ck.state.step && ckpt::damage(p).is_none());
    match (ran, config_before.filter(|_| held.is_some())) {
        (Err(e), Some(before)) if !saved_since => match put_back(&config_path, &before) {
            Ok(()) => Err(e),
            Err(why) => Err(e.context(format!(
                "{} still says what this resume set, not what {} has: putting it back failed ({why})",
                config_path.display(),
                path.display()
            ))),
        },
        (ran, _) => ran,
    }
}

/// Writes `bytes` back to `path` whole (through a temporary file and a rename) where it now
/// holds anything else.
fn put_back(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if std::fs::read(path).is_ok_and(|now| now == bytes) {
        return Ok(());
    }
    let tmp = path.with_extension("toml.tmp");
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&tmp);
        })
}

/// The values a resume's `--set` gives are judged as a new run's (`problems_of_a_new_run`): the
/// spike guard's keys with the guard off too, since a later resume may turn it on with them,
/// and whether or not the run has steps left (a finished run said "nothing to train", exit 0,
/// to `--set train.spike_z=-1`). Only the keys given are judged: a checkpoint saved before a
/// value was judged so still resumes.
fn refuse_bad_sets(cfg: &RunConfig, sets: &[String], origin: &Path) -> Result<(), Error> {
    let keys: Vec<&str> = sets.iter().map(|s| s.split('=').next().unwrap_or("").trim()).collect();
    let bad = cfg
        .problems_with_sets(origin, sets)
        .0
        .into_iter()
        .filter(|e| matches!(e, Error::Config { key, .. } if keys.contains(&key.as_str())))
        .collect();
    crate::error::Problems(bad).into_result()
}

/// Where a resume writes: `--set log.out_dir=...`, else the checkpoint's own directory (the
/// run may have been moved since it was written).
fn resume_out_dir(a: &ResumeArgs) -> anyhow::Result<PathBuf> {
    let mut table = toml::Table::new();
    for s in &a.sets {
        if s.split('=').next().unwrap_or("").trim() == "log.out_dir" {
            apply_override(&mut table, &a.ckpt, s)?;
        }
    }
    let set = table.get("log").and_then(|l| l.get("out_dir")).and_then(|v| v.as_str());
    Ok(match set {
        Some(dir) => PathBuf::from(dir),
        None if a.ckpt.is_dir() => a.ckpt.clone(),
        None => a.ckpt.parent().map(Path::to_path_buf).unwrap_or_default(),
    })
}

/// The checkpoint's config with `--set` overrides applied, each checked against `allowed`
/// (an entry ending in '.' allows the whole section). `what` names the command in the error.
fn checkpoint_config(ck: &Checkpoint, sets: &[String], allowed: &[&str], what: &str) -> anyhow::Result<RunConfig> {
    checkpoint_config_from(ck, &ck.config, sets, allowed, what)
}

/// `checkpoint_config` over `stored`, the checkpoint's config as the command runs it (`eval`
/// runs an FP8 run's linear layers in the compute dtype).
fn checkpoint_config_from(
    ck: &Checkpoint,
    stored: &RunConfig,
    sets: &[String],
    allowed: &[&str],
    what: &str,
) -> anyhow::Result<RunConfig> {
    let mut table: toml::Table = toml::from_str(&stored.to_toml()).context("stored config")?;
    let list: Vec<String> = allowed
        .iter()
        .map(|a| match a.ends_with('.') {
            true => format!("{a}*"),
            false => a.to_string(),
        })
        .collect();
    // every key the command refuses, said at once (the first alone was said, then the next)
    let mut refusals: Vec<Error> = Vec::new();
    for s in sets {
        let key = s.split('=').next().unwrap_or("").trim();
        let refused = |problem: String| Error::Config {
            path: ck.path.clone(),
            key: key.to_string(),
            // an empty value is the empty string, shown as TOML writes it
            value: match s.split_once('=').map(|(_, v)| v.trim()) {
                Some(v) if !v.is_empty() => v.to_string(),
                _ => "\"\"".into(),
            },
            problem,
        };
        let mut tried = table.clone();
        apply_override(&mut tried, &ck.path, s)?;
        // compared as the run reads them: `grad_clip=1` is the saved 1.0, no change; the --set
        // read again over the table that holds it (the same value), so that a value of the
        // wrong type is said to be given by --set, not blamed on the checkpoint
        let read = |t: &toml::Table, sets: &[String]| -> anyhow::Result<String> {
            Ok(RunConfig::parse(&toml::to_string(t).context("stored config")?, &ck.path, sets)?.to_toml())
        };
        // a key of no section gets the command's list, not the config's sections (which the
        // command would refuse next); a key of a section that does not read gets the config's
        // refusal (a typo's); a value the run already has is no change
        let section = key.split('.').next().unwrap_or("");
        let tried = match read(&tried, std::slice::from_ref(s)) {
            Err(e) if section == "device" || crate::config::SECTIONS.contains(&section) => return Err(e),
            tried => tried.ok(),
        };
        if !key_allowed(key, allowed) && tried != Some(read(&table, &[])?) {
            refusals.push(refused(format!("cannot be changed on {what}")));
            continue;
        }
        apply_override(&mut table, &ck.path, s)?;
    }
    // the allowed keys once, after the last
    if let Some(Error::Config { problem, .. }) = refusals.last_mut() {
        *problem += &format!("; allowed: {}", list.join(", "));
    }
    if !refusals.is_empty() {
        return Err(match refusals.len() {
            1 => refusals.remove(0),
            _ => Error::Several(refusals),
        }
        .into());
    }
    let text = toml::to_string(&table).context("stored config")?;
    // the --sets again (already in `text`, so the same values): a value out of range is
    // said to be given by --set, not blamed on the checkpoint file the error names
    let mut cfg = RunConfig::from_toml_str(&text, &ck.path, sets)?;
    // as for a config file (`RunConfig::parse`): the run's url was written for its own path,
    // and a --set path (a typo, or another corpus to evaluate on) is never filled from it
    let set = |k: &str| sets.iter().any(|s| s.split('=').next().map(str::trim) == Some(k));
    cfg.data.url_for_another_path = cfg.data.path != stored.data.path && !set("data.url");
    Ok(cfg)
}

/// A checkpoint's corpus, read where its run read it: a relative `data.path` that the working
/// directory does not hold, and the run's working directory (`Checkpoint::working_dir`) does, is
/// read from there, with a note that says so (docs/DESIGN.md §9). Left as it is where `--set
/// data.path` named another, where the working directory holds it (the corpus' sha256 still
/// decides whether it is the run's), and where neither does (the refusal names the working
/// directory).
fn corpus_where_the_run_read_it(cfg: &mut RunConfig, ck: &Checkpoint) -> Option<String> {
    let dir = ck.working_dir.as_deref()?;
    let paths = cfg.data.path.paths();
    let relative = paths.iter().any(|p| p.is_relative());
    if cfg.data.synthetic_vocab > 0 || cfg.data.path != ck.config.data.path || !relative {
        return None;
    }
    let rooted = cfg.data.path.rooted_at(dir);
    if paths.iter().all(|p| p.exists()) || !rooted.paths().iter().all(|p| p.exists()) {
        return None;
    }
    let here = std::env::current_dir()
        .map(|d| d.display().to_string())
        .unwrap_or_else(|_| ".".into());
    let note = format!(
        "data.path {} is not in the working directory {here}: read from {}, where the run read it",
        cfg.data.path.display(),
        dir.display()
    );
    cfg.data.path = rooted;
    Some(note)
}

fn eval(a: EvalArgs) -> anyhow::Result<()> {
    let path = ckpt::resolve(&a.ckpt)?;
    let ck = Checkpoint::load_weights(&path)?; // the moments are neither read nor hashed
                                               // evaluation never runs FP8 (docs/DESIGN.md §5): an FP8 key would be accepted and ignored;
                                               // `precision.matmul = "compute"`, what it runs, is taken (its other values are judged below)
    let never_fp8 = |s: &String| {
        Error::Usage(format!(
            "--set {s}: evaluation runs the linear layers in the compute dtype, never FP8 (FP8 applies to training); choose the compute dtype with --set precision.compute=..."
        ))
    };
    let asks_fp8 = |s: &&String| match s.split_once('=') {
        Some((key, value)) => {
            let key = key.trim();
            key.starts_with("precision.fp8") || (key == "precision.matmul" && value.trim().trim_matches('"') == "fp8")
        }
        None => false,
    };
    if let Some(s) = a.sets.iter().find(asks_fp8) {
        return Err(never_fp8(s).into());
    }
    if ck.config.data.synthetic_vocab > 0 {
        // the synthetic stream is evaluated whatever a --set of the corpus' keys says: such a
        // key was accepted and ignored, giving the stream's losses for any file, or none
        if let Some(s) = a.sets.iter().find(|s| {
            let key = s.split('=').next().unwrap_or("").trim();
            matches!(key, "data.path" | "data.url" | "data.sha256")
        }) {
            return Err(Error::Usage(format!(
                "--set {s}: {} trained on the synthetic stream (data.synthetic_vocab = {}), which eval evaluates; \
                 its token ids stand for no text, so no corpus applies: leave the data.* keys out",
                path.display(),
                ck.config.data.synthetic_vocab
            ))
            .into());
        }
    }
    // an FP8 run is evaluated with its linear layers in the compute dtype, set before the
    // overrides are validated: FP8 needs bf16 compute, and `--set precision.compute=fp32` of
    // such a run was refused for it
    let mut stored = ck.config.clone();
    let trained_fp8 = stored.precision.matmul == crate::config::Matmul::Fp8;
    if trained_fp8 {
        // say what runs: the policy's FP8 notes would describe layers that do not run FP8 here
        stored.precision.matmul = crate::config::Matmul::Compute;
        stored.precision.fp8_lm_head = false;
    }
    let mut cfg = checkpoint_config_from(&ck, &stored, &a.sets, EVAL_ALLOWED, "eval")?;
    if let Some(note) = corpus_where_the_run_read_it(&mut cfg, &ck) {
        crate::say!("note: {note}");
    }
    let (device, _) = select_device(&cfg.device, &path)?;
    cfg.check_device_limits(device.is_cuda(), &path)?;
    let corpus = load_corpus(&cfg)
        .and_then(|c| Ok(c.encoded_with(&ck.tokenizer)?))
        .map_err(|e| match e.downcast::<Error>() {
            Ok(e) => crate::data::for_eval(e).into(),
            Err(e) => e,
        })
        .with_context(|| format!("while evaluating {}", path.display()))?;
    // another corpus is eval's to score (a held-out file, a corpus edited since): said, since
    // the losses are then not the run's own
    let recorded = ck.corpus_sha256.as_deref();
    if let (Some(false), Some(now), Some(was)) = (
        recorded.and_then(|r| corpus.is_recorded_as(r)),
        corpus.content_sha256.as_deref(),
        recorded,
    ) {
        crate::say!(
            "note: {}: its content (sha256 {}…) is not the corpus the run trained on ({}…): the losses are this corpus'",
            corpus.path.display(),
            &now[..12.min(now.len())],
            &was[..12.min(was.len())]
        );
    }
    if !cfg.precision.fp32_loss && cfg.precision.compute != crate::config::Compute::Fp32 {
        crate::say!(
            "note: precision.fp32_loss = false: each batch's {} per-token losses are summed in {}, whose sum stops growing \
             at a few thousand; the losses below carry that rounding, not only the model's (docs/NUMERICS.md, the loss island)",
            cfg.train.batch_size * cfg.model.block_size,
            cfg.precision.compute
        );
    }
    let row = Trainer::for_evaluation(cfg.clone(), device.clone(), corpus, &ck)
        .and_then(|t| t.evaluate())
        .map_err(|e| explain_out_of_memory(e, &cfg, &device, None))?;
    outln!(
        "{} step {} | compute {}{} | train loss {:.4} | val loss {:.4}",
        path.display(),
        row.step,
        cfg.precision.compute,
        if trained_fp8 {
            format!(
                " (trained with FP8 linear layers; evaluated without: they run in {})",
                cfg.precision.compute
            )
        } else {
            String::new()
        },
        row.train_loss,
        row.val_loss
    )?;
    // a script reads the exit status: a loss that is not finite fails, as in training
    if !(row.train_loss.is_finite() && row.val_loss.is_finite()) {
        return Err(Error::Diverged(format!(
            "the losses of {} are not finite (train {}, val {}): its weights hold NaN or inf, or this precision overflows",
            path.display(),
            row.train_loss,
            row.val_loss
        ))
        .into());
    }
    Ok(())
}

/// The runs of `report` and `plot`, the base of `--against` first (`plot::loss_chart` draws the
/// others' gaps to the first), each read by `read` with its name (runs that share a directory
/// name are told apart by their parents). A run that cannot be read is left out and said
/// after the others are shown (the second value: exit 2), as `ls` lists what it can; with none
/// readable, or the base unreadable (it is needed whole), the command is refused.
fn read_runs<T>(
    against: Option<&Path>,
    others: &[PathBuf],
    read: impl Fn(&Path, String) -> Result<T, Error>,
) -> Result<(Vec<T>, Option<Error>), Error> {
    // a run named twice (`runs/a runs/a`, `runs/a ./runs/a`) is one run: shown once, and said;
    // it was listed twice, two legend entries alike but for the colour (the base of --against
    // may be among the runs: compared with itself, it is the check that the gaps read 0)
    let mut seen: Vec<PathBuf> = Vec::new();
    let mut others: Vec<&Path> = others.iter().map(PathBuf::as_path).collect();
    others.retain(|d| {
        let key = std::fs::canonicalize(d).unwrap_or_else(|_| d.to_path_buf());
        if seen.contains(&key) {
            crate::say!("note: {} is named more than once: shown once", d.display());
            return false;
        }
        seen.push(key);
        true
    });
    let dirs: Vec<&Path> = against.into_iter().chain(others).collect();
    let (mut runs, mut left_out, mut base_missing) = (Vec::new(), Vec::new(), false);
    for (i, (d, name)) in dirs.iter().zip(plot::distinct_names(&dirs)).enumerate() {
        match read(d, name) {
            Ok(run) => runs.push(run),
            Err(e) => {
                base_missing |= i == 0 && against.is_some();
                left_out.push(e);
            }
        }
    }
    let left_out = match left_out.len() {
        0 => None,
        1 => Some(left_out.remove(0)),
        _ => Some(Error::Several(left_out)),
    };
    match left_out {
        Some(e) if runs.is_empty() || base_missing => Err(e),
        left_out => Ok((runs, left_out)),
    }
}

fn plot_runs(a: PlotArgs) -> anyhow::Result<()> {
    let within = a.against.as_ref().map(|_| tolerance(a.within.percent)).transpose()?;
    output_file("--out", &a.out)?;
    let (runs, left_out) = read_runs(a.against.as_deref(), &a.runs, |d, name| {
        RunCurves::read(d).map(|run| RunCurves { name, ..run })
    })?;
    plot::loss_chart(&runs, within, &a.out, a.size)?;
    outln!("wrote {} ({}x{})", a.out.display(), a.size.0, a.size.1)?;
    left_out.map_or(Ok(()), |e| Err(e.into()))
}

fn bench_precision(a: BenchPrecisionArgs) -> anyhow::Result<()> {
    // a --set of a key every mode sets would be dropped unseen: refused instead
    let key = |s: &String| s.split('=').next().unwrap_or("").trim().to_string();
    if let Some(k) = a
        .sets
        .iter()
        .map(key)
        .find(|k| crate::bench::PRECISION_MODE_KEYS.contains(&k.as_str()))
    {
        return Err(Error::Usage(format!(
            "--set {k}: bench-precision sets {} itself for each mode it compares; leave it out",
            crate::bench::PRECISION_MODE_KEYS.join(", ")
        ))
        .into());
    }
    if a.sets.iter().map(key).any(|k| k == "log.out_dir") {
        // it writes no run directory: the key would be dropped unseen
        return Err(Error::Usage(format!(
            "--set log.out_dir: bench-precision writes no run directory; its table, JSON and chart go to --out DIR ({} now)",
            a.out.display()
        ))
        .into());
    }
    output_folder("--out", &a.out)?; // before the benchmark, not after it
    earlier_results_only(&a.out.join("bench-precision.json"))?;
    // a key that applies to one mode alone would make the modes differ in more than precision
    // (and the other modes' validation refused it, naming a dtype or a matmul the user never
    // chose): refused, from a --set before the config's own checks, or from the file
    let one_mode = |k: &str, on: bool| {
        let mode = match k {
            "precision.tf32" => "fp32 compute",
            _ => "FP8 linear layers",
        };
        on.then(|| {
            Error::Usage(format!(
                "{k} = true (in {} or --set): it applies to the {mode} mode alone, so bench-precision's modes would differ in more \
                 than their precision; leave it false here (`minigpt train --set {k}=true --profile-steps N` measures it)",
                a.config.display()
            ))
        })
    };
    for s in &a.sets {
        let (k, v) = s.split_once('=').unwrap_or((s, ""));
        if let Some(e) = one_mode(
            k.trim(),
            matches!(k.trim(), "precision.tf32" | "precision.fp8_lm_head") && v.trim() != "false",
        ) {
            return Err(e.into());
        }
    }
    let cfg = RunConfig::load_for_precision_bench(&a.config, &a.sets)?;
    let from_file = [
        one_mode("precision.tf32", cfg.precision.tf32),
        one_mode("precision.fp8_lm_head", cfg.precision.fp8_lm_head),
    ];
    if let Some(e) = from_file.into_iter().flatten().next() {
        return Err(e.into());
    }
    let (device, note) = select_device(&cfg.device, &a.config)?;
    outln!("{note}")?;
    let corpus = || Corpus::load(&cfg.data, cfg.model.block_size, &mut download_progress());
    let bench = PrecisionBench {
        cfg: cfg.clone(),
        origin: a.config.clone(),
        sets: a.sets.clone(),
        device: device.clone(),
        corpus: &corpus,
        steps: a.steps,
        warmup: a.warmup,
        repeats: a.repeats as usize,
    };
    // `train`'s memory refusals up front, for every mode: a mode past the memory would abort the
    // process (or meet the OOM killer) in the middle of the benchmark. On the CPU every mode
    // has the same estimate; on CUDA the 16-bit modes keep a compute copy (preflight.rs).
    let vocab = corpus()?.vocab_size();
    for mode in bench.configs()? {
        preflight::refuse_if_too_large(&mode, vocab, &device)?;
        preflight::refuse_if_batch_too_large(&mode, vocab, &device)?;
    }
    let report = bench
        .run(&mut |line| crate::say!("{line}"))
        .map_err(|e| explain_out_of_memory(e, &cfg, &device, None))?;
    let earlier = a.out.join("bench-precision.json").exists();
    // the table first: a write that fails (a full disk) does not lose the measurements
    out!("{}", report.table())?;
    let (json, png) = report.write(&a.out)?;
    let replaced = if earlier {
        " (replacing the earlier results there)"
    } else {
        ""
    };
    outln!("wrote {} and {}{replaced}", json.display(), png.display())?;
    Ok(())
}

/// The run's last line. `alone`: the run directory of a process that is the whole job, whose
/// interrupted run is told the command that continues it.
fn report(outcome: Outcome, alone: Option<&PathBuf>) {
    match outcome {
        Outcome::Finished { checkpoint } => {
            notice::progress(&format!("done; final checkpoint {}", checkpoint.display()))
        }
        Outcome::Interrupted { checkpoint } => {
            // the checkpoint just written holds the run's config, a resume's `--set`s included
            let go_on = alone.map_or(String::new(), |dir| {
                format!("; continue with: {}", run_dir::resume_command(dir, &[]))
            });
            notice::progress(&format!(
                "interrupted; checkpoint written to {}{go_on}",
                checkpoint.display()
            ))
        }
    }
}

/// Refuse (exit 2) an output folder this user cannot write, before the command's work: an
/// existing file, or one that `writable` refuses. A command that writes there would otherwise
/// fail only after its work, with the OS's words.
fn output_folder(flag: &str, dir: &Path) -> Result<(), Error> {
    if let Some(link) = crate::error::broken_link(dir) {
        let fix = match link.ends_with("which does not exist") {
            true => "create that folder, or choose another",
            false => "choose another",
        };
        return Err(Error::Usage(format!("{flag} {}: {link}; {fix} {flag}", dir.display())));
    }
    if dir.exists() && !dir.is_dir() {
        return Err(Error::Usage(format!(
            "{flag} {}: a file; name a folder to write into (created if missing)",
            dir.display()
        )));
    }
    writable(flag, dir, dir)
}

/// Refuse (exit 2), before the benchmark, a `bench-precision.json` that the results would replace
/// and that holds no earlier results: a link (the file it names would be replaced: a user's
/// notes were), or a file that is not a bench-precision report. An earlier report is replaced,
/// and said.
fn earlier_results_only(json: &Path) -> Result<(), Error> {
    let refuse = |what: String| {
        Err(Error::Usage(format!(
            "--out {}: {} is {what}, and the results would replace it; choose another --out, or move it",
            json.parent().unwrap_or(Path::new(".")).display(),
            json.display()
        )))
    };
    if json.is_symlink() {
        let target = std::fs::read_link(json).map_or("?".into(), |t| t.display().to_string());
        return refuse(format!("a symbolic link to {target}"));
    }
    if !json.exists() {
        return Ok(());
    }
    // a report's two keys that no other file is likely to hold together
    let report = std::fs::read(json)
        .ok()
        .and_then(|b| serde_json::from_slice::<serde_json::Value>(&b).ok())
        .is_some_and(|v| v.get("modes").is_some_and(|m| m.is_array()) && v.get("tokens_per_step").is_some());
    match report {
        true => Ok(()),
        false => refuse("not an earlier bench-precision report".into()),
    }
}

/// Refuse (exit 2), before any work, an output file this user cannot write: its folder as
/// `writable` checks it, a folder that does not exist, a folder given as the file, and the file
/// itself where it exists (opened for writing, unchanged).
fn output_file(flag: &str, file: &Path) -> Result<(), Error> {
    let folder = file
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    writable(flag, file, folder)?;
    // found here, not after the measurement or the chart it would hold
    if file.is_dir() {
        return Err(Error::Usage(format!(
            "{flag} {}: a folder; give the path of a file (in that folder, say)",
            file.display()
        )));
    }
    if !folder.is_dir() {
        return Err(Error::Usage(format!(
            "{flag} {}: the folder {} does not exist; create it, or choose another {flag}",
            file.display(),
            folder.display()
        )));
    }
    match std::fs::OpenOptions::new().write(true).open(file) {
        Err(e) if file.is_file() && unwritable(&e) => Err(Error::Usage(format!(
            "{flag} {}: cannot write it ({e}); choose another {flag}",
            file.display()
        ))),
        _ => Ok(()),
    }
}

/// Refuse `folder` (`flag`'s `given` path, or the folder it goes in) where it, or where it is
/// missing its nearest existing ancestor, is a file or takes no new files (permission, a
/// read-only file system): a file is created there and removed, as `run_dir` checks a run
/// directory (access(2) lets root pass where the file system then refuses).
fn writable(flag: &str, given: &Path, folder: &Path) -> Result<(), Error> {
    let existing = folder
        .ancestors()
        .map(|p| if p.as_os_str().is_empty() { Path::new(".") } else { p })
        .find(|p| p.exists())
        .unwrap_or(Path::new("."));
    if !existing.is_dir() {
        return Err(Error::Usage(format!(
            "{flag} {}: {} is a file, not a folder; choose another {flag}",
            given.display(),
            existing.display()
        )));
    }
    let probe = existing.join(format!(".minigpt-write-probe-{}", std::process::id()));
    match std::fs::OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) if unwritable(&e) || e.kind() == std::io::ErrorKind::NotFound => Err(Error::Usage(format!(
            "{flag} {}: cannot write into {} ({e}); choose another {flag}, in a folder you can write",
            given.display(),
            existing.display()
        ))),
        Err(e) => Err(Error::io(&probe, e)),
    }
}

/// An error that says this user may not write there: the input's problem, not the run's.
fn unwritable(e: &std::io::Error) -> bool {
    use std::io::ErrorKind as K;
    matches!(e.kind(), K::PermissionDenied | K::ReadOnlyFilesystem)
}

/// Refuse (exit 2) an export into a minigpt run directory (checkpoints, metrics.jsonl or a
/// `.lock`): its model.safetensors and config.json went in beside that run's files, even those
/// of a run another process was writing, or of the run exported.
fn refuse_a_run_dir_as_out(out: &Path) -> Result<(), Error> {
    let what = if !ckpt::list(out).is_empty() {
        "checkpoints"
    } else if out.join("metrics.jsonl").exists() {
        "metrics.jsonl"
    } else if out.join(run_dir::LOCK_FILE).exists() {
        run_dir::LOCK_FILE
    } else {
        return Ok(());
    };
    let name = out
        .file_name()
        .map_or("model".into(), |n| n.to_string_lossy().into_owned());
    let other = out.with_file_name(format!("{name}-hf"));
    Err(Error::Usage(format!(
        "OUT {}: a minigpt run directory (it holds {what}); export into a folder of its own, such as {}",
        out.display(),
        other.display()
    )))
}

fn export(a: ExportArgs) -> anyhow::Result<()> {
    output_folder("OUT", &a.out)?;
    refuse_a_run_dir_as_out(&a.out)?;
    // a signal ends the export at once, leaving nothing of it: its temporaries (a model's worth
    // of bytes, hidden in OUT) and the folders it made were left behind
    let signals = StopSignals::install_saying("", "before the export was written (nothing of it is left)")?;
    let temps = ["config.json", "model.safetensors", crate::pretrained::CHAR_VOCAB]
        .map(|f| crate::atomic_file::temp_for(&a.out.join(f)))
        .to_vec();
    let made: Vec<PathBuf> = a
        .out
        .ancestors()
        .take_while(|d| !d.as_os_str().is_empty() && !d.exists())
        .map(Path::to_path_buf)
        .collect();
    signals.undo_on_early_exit((temps, made));
    let path = ckpt::resolve(&a.ckpt)?;
    let ck = Checkpoint::load_weights(&path)?;
    let model = crate::model::Gpt::blank(&ck.config.model, ck.tokenizer.vocab_size(), DType::F32, &Device::Cpu)?;
    ck.restore(model.params().named(), None)?;
    let bpe = ck.tokenizer.kind() == TokenizerKind::Gpt2;
    let n_tokens = ck.tokenizer.n_tokens();
    let synthetic = ck.config.data.synthetic_vocab > 0;
    let chars = match &ck.tokenizer {
        Tokenizer::Char(v) if !synthetic => Some(v.as_string()),
        _ => None,
    };
    let done = crate::pretrained::export_hf(
        model.params().named(),
        &ck.config.model,
        n_tokens,
        bpe,
        chars.as_deref(),
        &a.out,
    )?;
    outln!(
        "exported {} (step {}) as Hugging Face GPT-2: {} and {} (vocab_size {})",
        path.display(),
        ck.state.step,
        done.config.display(),
        done.weights.display(),
        done.vocab_size
    )?;
    // notes on stderr, as every command's: stdout is the command's output
    if synthetic {
        crate::say!(
            "note: a run on a synthetic token stream (data.synthetic_vocab): the export holds no tokenizer; its {n_tokens} token ids stand for no text"
        );
    } else if let Some(list) = &done.chars {
        crate::say!(
            "note: a char-level run: transformers has no tokenizer for it; its {n_tokens} ids are the characters listed in {}, in order",
            list.display()
        );
    }
    if let Some((n, first)) = &done.non_finite {
        crate::say!(
            "note: the checkpoint holds {n} weights that are not finite (NaN or inf; the first in {first}), exported as they are: \
             the model computes no usable output"
        );
    }
    Ok(())
}

/// Refuse (exit 2) more samples, of more tokens, than the memory `generate` may use holds,
/// naming the most that fit: such a count aborted on an allocation (exit 134), or filled the
/// machine's RAM until the kernel killed the process.
fn refuse_samples_too_many(ck: &Checkpoint, device: &Device, a: &SampleArgs) -> Result<(), Error> {
    let each = crate::sample::bytes_per_sample(&ck.config.model, ck.tokenizer.vocab_size(), a.tokens);
    let Some((have, source)) = preflight::available_memory(device) else {
        return Ok(());
    };
    let need = each * a.num_samples as f64;
    if need <= have {
        return Ok(());
    }
    let what = "its KV cache, activations, logits and text";
    if each > have {
        return Err(Error::Usage(format!(
            "--tokens {} needs about {} a sample ({what}), more than the {} {source}; ask for fewer tokens",
            a.tokens,
            preflight::gib(each),
            preflight::gib(have),
        )));
    }
    Err(Error::Usage(format!(
        "--num-samples {} of --tokens {} need about {} ({} a sample: {what}), more than the {} {source}; at most {} fit: ask for fewer",
        a.num_samples,
        a.tokens,
        preflight::gib(need),
        preflight::gib(each),
        preflight::gib(have),
        (have / each).floor() as u64,
    )))
}

fn sample(a: SampleArgs) -> anyhow::Result<()> {
    use std::io::Write;

    let path = ckpt::resolve(&a.ckpt)?;
    let ck = Checkpoint::load_weights(&path)?; // the moments are neither read nor hashed
    let (device, _) = select_device(&a.device, Path::new(DEVICE_FLAG))?;
    // the first SIGINT/SIGTERM ends the samples at the next token, printed; a later one exits
    let signals = StopSignals::install_saying(
        "ending the samples at the next token and printing them",
        "before sampling began",
    )?;
    // unset: a newline where the vocabulary has one; else the empty prompt, which `generate`
    // starts from the tokenizer's document start (a character vocabulary's first character)
    let prompt = a.prompt.clone().unwrap_or_else(|| match ck.tokenizer.encode("\n") {
        Ok(_) => "\n".into(),
        Err(_) => String::new(),
    });
    let opts = SampleOptions {
        prompt: prompt.clone(),
        tokens: a.tokens,
        temperature: a.temperature,
        top_k: a.top_k,
        top_p: a.top_p,
        num_samples: a.num_samples,
        seed: a.seed,
        path: match a.decode {
            DecodeArg::Graph => DecodePath::Auto,
            DecodeArg::Ops => DecodePath::Ops,
        },
        stop: Some(signals.flag()),
    };
    refuse_samples_too_many(&ck, &device, &a)?;
    let mut stdout = std::io::stdout().lock();
    let generation = if a.num_samples == 1 {
        // The prompt goes out with the first new piece, once the options, the prompt and the
        // model have been accepted: a refused sample prints nothing to stdout.
        let mut prompt = Some(prompt.as_str());
        let mut print = |piece: &str| -> crate::error::Result<()> {
            let written = prompt
                .take()
                .map_or(Ok(()), |p| stdout.write_all(p.as_bytes()))
                .and_then(|()| stdout.write_all(piece.as_bytes()))
                .and_then(|()| stdout.flush());
            written.map_err(|e| crate::error::Error::io("stdout", e))
        };
        let g = generate(&ck, &device, &opts, Some(&mut print))?;
        writeln!(stdout, "{}", prompt.unwrap_or(""))
            .and_then(|()| stdout.flush())
            .map_err(|e| Error::io("stdout", e))?;
        g
    } else {
        let g = generate(&ck, &device, &opts, None)?;
        let mut written = Ok(());
        for (i, text) in g.texts.iter().enumerate() {
            if i > 0 {
                written = written.and_then(|()| writeln!(stdout, "---------------"));
            }
            written = written.and_then(|()| writeln!(stdout, "{prompt}{text}"));
        }
        // every failed write names stdout, as one sample's do
        written
            .and_then(|()| stdout.flush())
            .map_err(|e| Error::io("stdout", e))?;
        g
    };
    crate::say!(
        "sample: {} tokens in {:.2} s ({:.0} tokens/s, batch {}, {})",
        generation.tokens,
        generation.seconds,
        generation.tokens_per_s(),
        a.num_samples,
        crate::ops::device_label(&device)
    );
    if generation.stopped {
        let made = generation.ids.first().map_or(0, Vec::len);
        return Err(Error::Interrupted(format!(
            "sample: interrupted after {made} of {} tokens a sample (printed above)",
            a.tokens
        ))
        .into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The launcher strips exactly its own flags from the workers' arguments.
    #[test]
    fn launch_flags_are_the_ones_the_launcher_strips() {
        let cmd = LaunchArgs::augment_args(clap::Command::new("t"));
        let mut longs: Vec<String> = cmd
            .get_arguments()
            .filter_map(|a| a.get_long())
            .map(|l| format!("--{l}"))
            .collect();
        longs.sort();
        let mut stripped: Vec<String> = launch::LAUNCH_FLAGS.iter().map(|f| f.to_string()).collect();
        stripped.sort();
        assert_eq!(longs, stripped);
    }
}
