//! Before a run: what it will hold in memory against what the device has, and `minigpt check`,
//! which validates a config, reads its corpus and prints the run's sizes, listing every problem
//! at once (docs/DESIGN.md §2).
//!
//! The memory estimate (`MemoryEstimate`) has two parts:
//! - **State**, exact up to the allocator: per parameter an fp32 master, its fp32 gradient and
//!   two fp32 AdamW moments (16 bytes), plus the kept 16-bit compute copy where the policy keeps
//!   one (bf16/fp16 on CUDA: 18 bytes). `train` refuses up front when this alone does not fit.
//! - **Activations** of one micro-batch, a fit to measured peaks (H200, docs/PERFORMANCE.md):
//!   per token and layer about 50 bytes per model dimension with the fused kernels (bf16/fp16 on
//!   CUDA), 100 in fp32 on CUDA (its own fused attention), and on the CPU 140 bytes per
//!   dimension plus 24 bytes per head per position of context (composed attention: its T × T
//!   tensors kept for the backward pass), and once 28 more for one layer's backward through
//!   them (`CPU_ATTENTION_KEPT`, `CPU_ATTENTION_BACKWARD`); with
//!   `activation_checkpointing = "blocks"` each block keeps only its fp32 input, and one block's
//!   activations are alive at a time. The logits add 4 bytes per vocabulary entry per token (8 in
//!   fp32). GPT-2 small at batch 16 × 1024 in bf16: 12.2 GiB estimated; the memory pool's peak
//!   was 12.0 GiB before the GEMM epilogues and is 10.6 GiB now (H200, 2026-12-01): the estimate
//!   errs on the safe side.
//! - **Held rows**: with `train.grad_accum` above 1, the tied embedding's gradient rows (a token
//!   id and C fp32 values each) that a step keeps across its micro-batches, folded into a (V, C)
//!   table once they reach the vocabulary (docs/DESIGN.md §6.1, "The tied embedding's rows"): at
//!   a fold the kept rows twice (they are concatenated) and the table twice (old and new). A
//!   rank of a job also gathers every rank's rows of its last micro-batch (`gathered_rows`).
//!
//!   `check` warns when state plus activations exceed a GPU's memory (the estimate errs on the
//!   safe side there, and a CUDA out-of-memory is a clear error); on the CPU, where running out
//!   aborts the process, `train` and `resume` refuse such a batch up front (`check` too where
//!   the config says `device = "cpu"`; with `"auto"` on a machine without a GPU it warns that
//!   they will: the config may be meant for a machine with one).

use std::path::{Path, PathBuf};

use candle_core::Device;

use crate::config::{Checkpointing, Compute, RunConfig, TokenizerKind};
use crate::data::{Corpus, Inspection, Split, Tokenizer};
use crate::error::{Error, Problems, Result};
use crate::run_dir::out_dir_not_a_dir;

/// Bytes as GiB, or MiB below one GiB.
pub fn gib(bytes: f64) -> String {
    match bytes / (1u64 << 30) as f64 {
        g if g >= 1.0 => format!("{g:.1} GiB"),
        g if g * 1024.0 >= 0.1 => format!("{:.1} MiB", g * 1024.0),
        g => format!("{:.1} KiB", g * 1024.0 * 1024.0),
    }
}

/// A parameter count as people write it: 413.3 K, 124.5 M, 1.6 B.
fn count(n: u64) -> String {
    match n as f64 {
        x if x >= 1e9 => format!("{:.1} B", x / 1e9),
        x if x >= 1e6 => format!("{:.1} M", x / 1e6),
        x => format!("{:.1} K", x / 1e3),
    }
}

/// Bytes per head per position of context (so per token, per layer) that the CPU's composed
/// attention keeps for the backward pass: six fp32 (B, H, T, T) tensors (q·kᵀ, its scaling, the
/// causal mask's output, softmax's shifted input, its exp and the probabilities).
const CPU_ATTENTION_KEPT: f64 = 24.0;
/// The same for the (B, H, T, T) gradients and temporaries of the backward pass through one
/// layer's attention (about seven), alive one layer at a time. Kept plus these hold the
/// estimate at or above the peak resident memory where the scores dominate (d 128, batch × T
/// × heads: 32 × 512 × 16 and 8 × 1024 × 8 in one layer, 6.27 and 3.11 GiB; 8 × 512 × 16 in
/// two, 2.41 GiB), which the earlier fit of 26 bytes per layer put at 3.5, 1.8 and 1.8 GiB.
const CPU_ATTENTION_BACKWARD: f64 = 28.0;

/// What a run of this config holds in memory on its device (see the module's comment).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MemoryEstimate {
    pub params: u64,
    /// Bytes per parameter of weights, gradients and optimizer state.
    pub bytes_per_param: u64,
    /// Weights, gradients, AdamW moments (and compute copies), bytes.
    pub state: f64,
    /// One micro-batch's activations, bytes.
    pub activations: f64,
    /// The tied embedding's gradient rows a step holds across its micro-batches, bytes (0 with
    /// one micro-batch a step: its rows are part of `activations`).
    pub held_rows: f64,
    /// The ranks a ZeRO-1 job shards the AdamW moments over (1: each holds them whole).
    pub moment_shards: usize,
}

impl MemoryEstimate {
    /// For `cfg` with a vocabulary of `vocab` rows (padded, as the model holds it), on CUDA or not.
    pub fn of(cfg: &RunConfig, vocab: usize, cuda: bool) -> Self {
        let (m, t) = (&cfg.model, &cfg.train);
        let (l, d, h, ctx) = (m.n_layer as f64, m.d_model as f64, m.n_head as f64, m.block_size as f64);
        // per block: qkv 3d² + 3d, attention projection d² + d, MLP 8d² + 5d, two LayerNorms 4d;
        // in f64, exact for any model that fits a machine, and no overflow for a `--set` that is
        // refused beside this estimate (`check` lists every problem)
        let params = l * (12.0 * d * d + 13.0 * d) + (vocab as f64 + ctx + 2.0) * d;
        let half = cfg.precision.compute != Compute::Fp32;
        let copies = cuda && half && cfg.precision.master_weights;
        let bytes_per_param = 16 + 2 * copies as u64;
        // the fused kernels on CUDA (fp32 has its own attention kernel: twice the bytes, no
        // T × T scores); composed attention on the CPU, whose (B, H, T, T) fp32 tensors the
        // autograd keeps per layer (scores, scaled, masked, shifted, exp, probabilities: 6 × 4
        // bytes per head per position) and whose backward adds about 7 of one layer's at a time
        let (layer, backward) = match (cuda, half) {
            (true, true) => (50.0 * d, 0.0),
            (true, false) => (100.0 * d, 0.0),
            (false, _) => (
                140.0 * d + CPU_ATTENTION_KEPT * h * ctx,
                CPU_ATTENTION_BACKWARD * h * ctx,
            ),
        };
        let layers = match t.activation_checkpointing {
            Checkpointing::None => l * layer + backward,
            Checkpointing::Blocks => l * 4.0 * d + layer + backward,
        };
        let logits = vocab as f64 * if cuda && half { 4.0 } else { 8.0 };
        let tokens = t.batch_size as f64 * ctx;
        Self {
            params: params as u64, // saturates
            bytes_per_param,
            state: params * bytes_per_param as f64,
            activations: tokens * (layers + logits),
            held_rows: held_rows(vocab as f64, d, tokens, t.grad_accum as f64),
            moment_shards: 1,
        }
    }

    /// One rank's share of a job of `world` ranks (`vocab` as for `of`): under `train.zero = 1`
    /// the AdamW moments (8 bytes a parameter) are split across the ranks (docs/DISTRIBUTED.md);
    /// a step ends by gathering every rank's rows of its last micro-batch (`gathered_rows`).
    pub fn per_rank(self, cfg: &RunConfig, vocab: usize, world: usize) -> Self {
        if world <= 1 {
            return self;
        }
        let tokens = cfg.train.batch_size as f64 * cfg.model.block_size as f64; // no overflow for any --set
        let gathered = gathered_rows(vocab as f64, cfg.model.d_model as f64, tokens, world as f64);
        let held_rows = self.held_rows.max(gathered);
        if cfg.train.zero != 1 {
            return Self { held_rows, ..self };
        }
        let moments = self.params as f64 * 8.0;
        Self {
            state: self.state - moments + moments / world as f64,
            held_rows,
            moment_shards: world,
            ..self
        }
    }

    pub fn total(&self) -> f64 {
        self.state + self.activations + self.held_rows
    }
}

/// The tied embedding's rows a step of `micro_batches` micro-batches of `tokens` tokens holds
/// beyond the last micro-batch's (the module's comment): the earlier micro-batches' rows until
/// they reach `vocab`; from the first fold on, at a fold, those rows twice and the table twice.
fn held_rows(vocab: f64, d_model: f64, tokens: f64, micro_batches: f64) -> f64 {
    let row = 4.0 + 4.0 * d_model; // a u32 id and its fp32 gradient
    let earlier = (micro_batches - 1.0).max(0.0) * tokens;
    if earlier < vocab {
        return earlier * row;
    }
    // a fold comes once the kept rows reach the vocabulary: by then less than a micro-batch's
    // rows past it
    let kept = (vocab + tokens).min(earlier);
    2.0 * kept * row + 2.0 * vocab * d_model * 4.0
}

/// The rows a rank of a job of `world` ranks holds when the step ends (docs/DESIGN.md §6.1): every
/// rank's rows of its last micro-batch, gathered (the other ranks' beside its own), and their sum
/// as one process sums that many micro-batches: their copy concatenated, and where they reach
/// the vocabulary a fold's copy of at most a vocabulary and a micro-batch of rows and two tables.
/// The folds of a rank's earlier micro-batches come before, during its backward (`held_rows`).
fn gathered_rows(vocab: f64, d_model: f64, tokens: f64, world: f64) -> f64 {
    let row = 4.0 + 4.0 * d_model;
    let others = (world - 1.0) * tokens * row;
    let (copied, tables) = match (world - 1.0) * tokens >= vocab {
        true => ((vocab + tokens).min(world * tokens), 2.0 * vocab * d_model * 4.0),
        false => (world * tokens, 0.0),
    };
    others + copied * row + tables
}

/// "state S + activations A for batch B × T[ + the tied embedding's gradient rows a step holds R]".
fn describe_parts(e: &MemoryEstimate, cfg: &RunConfig) -> String {
    let mut parts = format!(
        "state {} + activations {} for batch {} × {}",
        gib(e.state),
        gib(e.activations),
        cfg.train.batch_size,
        cfg.model.block_size
    );
    if e.held_rows > 0.0 {
        parts += &format!(
            " + the tied embedding's gradient rows a step holds {}",
            gib(e.held_rows)
        );
    }
    parts
}

/// The memory a run on `device` can have, in bytes, and where the number comes from: the free
/// memory of a GPU; on the CPU the available RAM (MemAvailable), or the address-space limit
/// (`ulimit -v`) when that is lower. None where it cannot be read.
pub fn available_memory(device: &Device) -> Option<(f64, String)> {
    if device.is_cuda() {
        let (free, _) = crate::ops::device_memory(device).ok().flatten()?;
        return Some((free as f64, format!("free on {}", crate::ops::device_label(device))));
    }
    let kib = |line: &str| line.split_whitespace().nth(1)?.parse::<f64>().ok();
    let ram = available_ram()?;
    // "Max address space   <soft> <hard> bytes"; "unlimited" when there is none
    let limit = std::fs::read_to_string("/proc/self/limits").ok().and_then(|s| {
        let line = s.lines().find(|l| l.starts_with("Max address space"))?.to_string();
        line.split_whitespace().nth(3)?.parse::<f64>().ok()
    });
    // the address space this process maps besides its tensors counts against the limit, not
    // against RAM: what it maps now (the binary, libraries) and, once training, glibc's 64 MiB
    // arena per compute thread (a training process mapped 378 MiB with 27 MiB resident)
    let mapped = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmSize:")).and_then(kib))
        .unwrap_or(0.0)
        * 1024.0;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) + 2;
    let mapped = mapped + threads as f64 * 64.0 * 1024.0 * 1024.0;
    Some(match limit {
        Some(l) if l < ram => (
            (l - mapped).max(0.0),
            "the process's address-space limit (ulimit -v) less what it maps already".into(),
        ),
        _ => (ram, "available RAM".into()),
    })
}

/// The machine's available RAM (MemAvailable), in bytes, which every process on it shares
/// (an address-space limit is each process's own). None where it cannot be read.
fn available_ram() -> Option<f64> {
    let kib = |line: &str| line.split_whitespace().nth(1)?.parse::<f64>().ok();
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    Some(text.lines().find(|l| l.starts_with("MemAvailable:")).and_then(kib)? * 1024.0)
}

/// A data-parallel job of `processes` CPU workers whose memory together exceeds the machine's
/// RAM (`ram`): each holds a whole state and its micro-batch's activations (`e`), and they
/// share the RAM, where on CUDA each has a GPU of its own.
fn job_too_large(e: &MemoryEstimate, cfg: &RunConfig, processes: usize, ram: f64) -> Error {
    Error::WontFit(format!(
        "--nproc-per-node {processes} on the CPU: the processes share its memory, each holding about {} ({}), \
         {} in all, more than the {} of available RAM; run fewer processes, or lower train.batch_size (raise train.grad_accum to keep the tokens per step) \
         or set train.activation_checkpointing=\"blocks\"",
        gib(e.total()),
        describe_parts(e, cfg),
        gib(processes as f64 * e.total()),
        gib(ram)
    ))
}

/// `train --nproc-per-node N`'s refusal, in the launcher before any worker starts, of a CPU
/// job whose N workers together need more than the machine's available RAM: each worker checks
/// only its own share against what is free when it starts, so N of them would each pass and
/// together run the machine out of memory. (On CUDA each worker has a GPU of its own.)
pub fn refuse_if_job_too_large(cfg: &RunConfig, vocab: usize, processes: usize) -> Result<()> {
    let batched = cfg.train.batch_size > 0 && cfg.train.grad_accum > 0;
    let Some(ram) = available_ram().filter(|_| batched && processes > 1) else {
        return Ok(());
    };
    let alone = MemoryEstimate::of(cfg, vocab, false);
    let e = alone.per_rank(cfg, vocab, processes);
    // a config past the RAM in one process alone is refused by the worker itself, in words
    // about its batch; past it only in a job (a rank's gathered rows grow with the job), here
    match processes as f64 * e.total() > ram && alone.total() <= ram {
        true => Err(job_too_large(&e, cfg, processes, ram)),
        false => Ok(()),
    }
}

/// One line: the state's size and what it is made of.
fn describe_state(e: &MemoryEstimate) -> String {
    let copies = if e.bytes_per_param > 16 {
        " + a 16-bit compute copy"
    } else {
        ""
    };
    let shards = match e.moment_shards {
        1 => String::new(),
        n => format!("; the moments sharded over {n} ranks by ZeRO-1"),
    };
    format!(
        "{} parameters: weights, gradients and AdamW state take about {} (fp32 master, gradient and two moments{copies}: {} bytes per parameter{shards})",
        count(e.params),
        gib(e.state),
        e.bytes_per_param
    )
}

/// `train`'s refusal up front: the state alone does not fit the device's memory. An input
/// error (exit 2) with the estimate in one line, before anything is allocated.
pub fn refuse_if_too_large(cfg: &RunConfig, vocab: usize, device: &Device) -> Result<()> {
    // a rank of a data-parallel job holds its share of a ZeRO-1 state
    let world = std::env::var("WORLD_SIZE")
        .ok()
        .and_then(|w| w.parse().ok())
        .unwrap_or(1);
    let e = MemoryEstimate::of(cfg, vocab, device.is_cuda()).per_rank(cfg, vocab, world);
    let Some((have, source)) = available_memory(device) else {
        return Ok(());
    };
    if e.state <= have {
        return Ok(());
    }
    Err(Error::WontFit(format!(
        "model.n_layer = {} × model.d_model = {}: {}, more than the {} of {source}; train a smaller model \
         (model.n_layer, model.d_model) or on a device with more memory",
        cfg.model.n_layer,
        cfg.model.d_model,
        describe_state(&e),
        gib(have)
    )))
}

/// The CPU's refusal of a batch whose activations do not fit beside the state: running out of
/// memory there aborts the process (the allocator cannot report it as an error).
fn batch_too_large(e: &MemoryEstimate, cfg: &RunConfig, have: f64, source: &str) -> Error {
    Error::WontFit(format!(
        "train.batch_size = {} × model.block_size = {}: {} need about {}, more than the {} of {source}; \
         lower train.batch_size (raise train.grad_accum to keep the tokens per step) or set train.activation_checkpointing=\"blocks\"; \
         `train --max-batch` finds the largest batch that fits",
        cfg.train.batch_size,
        cfg.model.block_size,
        describe_parts(e, cfg),
        gib(e.total()),
        gib(have)
    ))
}

/// `train`'s and `resume`'s refusal on the CPU of a batch that does not fit the memory beside
/// the state (`batch_too_large`). On CUDA running out is a clear error, and the estimate errs on
/// the safe side, so nothing is refused there.
pub fn refuse_if_batch_too_large(cfg: &RunConfig, vocab: usize, device: &Device) -> Result<()> {
    if device.is_cuda() {
        return Ok(());
    }
    let e = MemoryEstimate::of(cfg, vocab, false);
    match available_memory(device) {
        Some((have, source)) if e.total() > have => Err(batch_too_large(&e, cfg, have, &source)),
        _ => Ok(()),
    }
}

/// The share of the CPU's memory `train --max-batch` lets the estimate fill: the allocator's
/// peak runs above the estimate's fit of resident memory (under `ulimit -v 3000000` tiny.toml
/// trained at batch 800 and aborted at 900, where the estimate fits 932), and far above it in
/// address space, which freed blocks the allocator keeps still take (a 1.2 GiB limit aborted a
/// micro model's trial at 85 % of it, and held at 50 %).
const CPU_SEARCH_SHARE: f64 = 0.85;
const ADDRESS_SPACE_SEARCH_SHARE: f64 = 0.5;

/// The largest batch size whose estimate fits a share of the CPU's memory, and that memory in
/// words (`train --max-batch` stops its search there: a trial past it would abort the process);
/// None on CUDA, where a trial that runs out of memory is an error the search catches, or where
/// the memory is unknown.
pub fn largest_cpu_batch(cfg: &RunConfig, vocab: usize, device: &Device) -> Option<(usize, String)> {
    if device.is_cuda() {
        return None;
    }
    let (have, source) = available_memory(device)?;
    let share = match source.contains("ulimit -v") {
        true => ADDRESS_SPACE_SEARCH_SHARE,
        false => CPU_SEARCH_SHARE,
    };
    let budget = have * share;
    let at = |batch: usize| {
        let mut at = cfg.clone();
        at.train.batch_size = batch;
        MemoryEstimate::of(&at, vocab, false)
    };
    // the activations grow linearly with the batch and the held rows grow too: the batch the
    // state and activations alone allow is a bound, searched down from for the whole estimate
    let one = at(1);
    let bound = ((budget - one.state) / one.activations.max(1.0)).floor().max(0.0) as usize;
    let (mut fits, mut over) = (0, bound + 1);
    while over - fits > 1 {
        let mid = fits + (over - fits) / 2;
        match at(mid).total() <= budget {
            true => fits = mid,
            false => over = mid,
        }
    }
    Some((fits, format!("{:.0} % of the {} of {source}", share * 100.0, gib(have))))
}

/// What stops this user from creating or writing `dir`, found as `train` finds it (nothing is
/// left behind): where `dir` exists, a file is created in it and removed; where it is missing, a
/// directory is made in its nearest existing ancestor and removed. access(2) let root pass where
/// the file system then refuses (/proc makes no directories, /sys takes no files). The path
/// refused and the OS's words.
fn unwritable(dir: &Path) -> Option<(PathBuf, std::io::Error)> {
    let existing = dir
        .ancestors()
        .map(|p| if p.as_os_str().is_empty() { Path::new(".") } else { p })
        .find(|p| p.exists())?;
    let probe = existing.join(format!(".minigpt-check-probe-{}", std::process::id()));
    let made = match existing == dir {
        true => std::fs::File::create_new(&probe).map(drop),
        false => std::fs::create_dir(&probe),
    };
    match made {
        Ok(()) => {
            let _ = std::fs::remove_file(&probe).or_else(|_| std::fs::remove_dir(&probe));
            None
        }
        Err(e) => Some((existing.to_path_buf(), e)),
    }
}

/// A run that ends inside its warmup, said by `check` and by `train`: `train.warmup_steps` not
/// below `train.max_steps`. Valid (lr_decay_steps resolves to the larger of the two), but the
/// run never reaches `train.lr` (`optim::LrSchedule::lr`).
pub fn warmup_warning(cfg: &RunConfig) -> Option<String> {
    let t = &cfg.train;
    (t.warmup_steps >= t.max_steps).then(|| {
        format!(
            "train.warmup_steps = {} is not below train.max_steps = {}: the run ends inside its warmup, at {}/{} of train.lr = {}, and never reaches it; lower train.warmup_steps to warm up fully",
            t.warmup_steps,
            t.max_steps,
            t.max_steps,
            t.warmup_steps + 1,
            t.lr
        )
    })
}

/// The warning for an evaluation that is most likely a typo: one that reads more tokens of each
/// split than the val split holds (`train.eval_batches` × `train.batch_size` × `block_size`) and
/// more batches than the whole run trains on (its two splits' `2 × train.eval_batches` against
/// `train.max_steps × train.grad_accum`). Either alone is common: nanoGPT's Shakespeare recipe
/// (configs/bf16.toml) reads its small val split 29 times over at each evaluation, and a short
/// trial run trains on fewer batches than it evaluates; both together (a `train.eval_batches` of
/// 10^12) make every evaluation, the one before the first step included, outlast the training.
pub fn eval_warning(cfg: &RunConfig, val_tokens: usize) -> Option<String> {
    let (m, t) = (&cfg.model, &cfg.train);
    let per_eval = [t.eval_batches, t.batch_size, m.block_size]
        .iter()
        .fold(1u128, |n, &k| n.saturating_mul(k as u128));
    let eval_batches = 2u128.saturating_mul(t.eval_batches as u128);
    let train_batches = (t.max_steps as u128).saturating_mul(t.grad_accum as u128);
    (per_eval > val_tokens as u128 && eval_batches > train_batches).then(|| {
        format!(
            "one evaluation reads {per_eval} tokens of each split (train.eval_batches {} × batch {} × block {}), more than the val split's {val_tokens}, \
             and its {eval_batches} batches of both splits outnumber the whole run's training (train.max_steps {} × train.grad_accum {}): \
             every evaluation would outlast the training; lower train.eval_batches",
            t.eval_batches, t.batch_size, m.block_size, t.max_steps, t.grad_accum
        )
    })
}

/// What `minigpt check` found: the lines to print and every problem.
pub struct CheckReport {
    pub lines: Vec<String>,
    pub warnings: Vec<String>,
    pub problems: Problems,
}

/// `minigpt check --config X [--set ...]` (`train --dry-run`): validate the config; read its
/// corpus (a GPT-2 corpus's token cache when it has a fresh one); open its device; print the
/// parameter count, the memory estimate against the device's memory, the tokens per step and the
/// steps per epoch. Nothing is written: a corpus `train` would download, or tokenize into a
/// cache, is a note saying so, its token count unknown (`Corpus::inspect`).
pub fn check(path: &Path, sets: &[String], processes: usize) -> CheckReport {
    let mut report = CheckReport {
        lines: Vec::new(),
        warnings: Vec::new(),
        problems: Problems::default(),
    };
    let text = match crate::config::read_config_text(path) {
        Ok(t) => t,
        Err(e) => {
            report.problems.push(e);
            return report;
        }
    };
    let cfg = match RunConfig::parse(&text, path, sets) {
        Ok(cfg) => cfg,
        Err(Error::Several(all)) => {
            all.into_iter().for_each(|e| report.problems.push(e));
            return report;
        }
        Err(e) => {
            report.problems.push(e);
            return report;
        }
    };
    let values = cfg.problems_with_sets(path, sets);
    // what the corpus and the estimate need: valid data keys and a model of some size
    let m = &cfg.model;
    let blocked = [m.n_layer, m.n_head, m.d_model, m.block_size].contains(&0)
        || values.0.iter().any(|e| match e {
            Error::Config { key, .. } => key.starts_with("data."),
            _ => true,
        });
    let valid = values.is_empty();
    let bad_device = values
        .0
        .iter()
        .any(|e| matches!(e, Error::Config { key, .. } if key == "device"));
    values.0.into_iter().for_each(|e| report.problems.push(e));
    if let Some(e) = cfg.debug.rank_problem(processes) {
        // `check` alone counts one rank: a job of more is checked with --nproc-per-node
        report.problems.push(match processes {
            1 => Error::Usage(format!("{e}; `check --nproc-per-node N` checks it for a job of N")),
            _ => e,
        });
    }
    if let Some(init) = cfg.train.init_from.as_deref().filter(|p| !p.as_os_str().is_empty()) {
        // what `train` refuses before the first step, from the file's header and config.json
        match crate::pretrained::check_init_file(init, &cfg.model) {
            Ok(note) => report.warnings.extend(note),
            Err(e) => report.problems.push(e),
        }
    }
    let out = &cfg.log.out_dir;
    if let Some(problem) = out_dir_not_a_dir(out) {
        report.problems.push(Error::Usage(problem));
    } else if let Some((denied, e)) = unwritable(out) {
        let what = match denied == *out {
            true => "cannot write it".to_string(),
            false => format!("cannot create it in {}", denied.display()),
        };
        report.problems.push(Error::Usage(format!(
            "log.out_dir = {}: {what} ({e}); choose a directory you can write (--set log.out_dir=...)",
            out.display(),
        )));
    } else if let Some(busy) = crate::run_dir::held_by_a_live_run(out) {
        // what `train` refuses first, as it takes the directory's lock
        report.problems.push(busy);
    } else if let Some(problem) = crate::ckpt::a_fresh_run_over(out) {
        // what `train` refuses: a fresh run over another run's checkpoints
        report
            .problems
            .push(Error::Usage(format!("log.out_dir = {} {problem}", out.display())));
    }
    if valid {
        report.warnings.extend(warmup_warning(&cfg));
    }
    report.lines.push(format!(
        "config {}: {}",
        path.display(),
        if valid { "valid" } else { "has problems (below)" }
    ));
    let device = match crate::config::select_device(&cfg.device, path) {
        Err(_) if bad_device => None, // listed once, with the values' problems
        Ok((device, note)) => {
            report.lines.push(note);
            if let Err(e) = cfg.check_device_limits(device.is_cuda(), path) {
                report.problems.push(e);
            }
            Some(device)
        }
        Err(e) => {
            report.problems.push(e);
            None
        }
    };
    if blocked {
        report
            .lines
            .push("corpus and memory: not checked until the model and data keys are valid".into());
        return report;
    }
    // check writes nothing: no download, no token cache built or deleted (`Corpus::inspect`)
    let (train_tokens, vocab) = match Corpus::inspect(&cfg.data, cfg.model.block_size) {
        Ok(Inspection::Loaded(corpus)) => {
            let train_tokens = corpus.split(Split::Train).len();
            let val_tokens = corpus.split(Split::Val).len();
            report.warnings.extend(eval_warning(&cfg, val_tokens));
            report.lines.push(format!(
                "corpus {}: {} tokens (train {train_tokens}, val {}) | tokenizer {}",
                corpus.path.display(),
                corpus.len(),
                corpus.split(Split::Val).len(),
                corpus.describe_tokenizer()
            ));
            (Some(train_tokens), corpus.vocab_size())
        }
        Ok(Inspection::Pending { path, tokenizer, note }) => {
            let described = tokenizer.as_ref().map_or("char".into(), |t| t.describe());
            report
                .lines
                .push(format!("corpus {}: tokenizer {described}", path.display()));
            report.lines.push(format!("note: {note}"));
            // a GPT-2 corpus there without its cache: `train` builds one beside it, which a
            // folder it cannot write (a read-only dataset mount) refuses
            let beside = match path.is_dir() {
                true => Some(path.as_path()),
                // a bare file name is in the working directory
                false => path.exists().then(|| match path.parent() {
                    Some(p) if !p.as_os_str().is_empty() => p,
                    _ => Path::new("."),
                }),
            };
            if let (Some(_), Some(dir)) = (&tokenizer, beside) {
                if let Some((at, e)) = unwritable(dir) {
                    report.problems.push(Error::Corpus {
                        path: path.clone(),
                        problem: format!(
                            "its GPT-2 token cache cannot be written beside it, in {} ({e}), and `train` and `prepare` \
                             build it there: make the folder writable, or copy the corpus to one that is",
                            at.display()
                        ),
                    });
                }
            }
            match tokenizer {
                Some(t) => (None, t.vocab_size()),
                None => {
                    report.lines.push(
                        "model and memory: not estimated until the corpus is there (its characters are the vocabulary)"
                            .into(),
                    );
                    return report;
                }
            }
        }
        Err(e) => {
            report.problems.push(e);
            // GPT-2's vocabulary is no part of the corpus: the model and memory are judged
            // still, so that every problem is listed at once
            if cfg.data.tokenizer != TokenizerKind::Gpt2 || cfg.data.synthetic_vocab > 0 {
                return report;
            }
            (None, Tokenizer::Gpt2.vocab_size())
        }
    };
    let (m, t) = (&cfg.model, &cfg.train);
    let cuda = device.as_ref().is_some_and(Device::is_cuda);
    let alone = MemoryEstimate::of(&cfg, vocab, cuda);
    let e = alone.per_rank(&cfg, vocab, processes);
    report.lines.push(format!(
        "model: {} layers × d_model {}, {} heads, block_size {}, vocabulary {} | {}",
        m.n_layer,
        m.d_model,
        m.n_head,
        m.block_size,
        vocab,
        describe_state(&e)
    ));
    report.lines.push(format!(
        "optimizer: AdamW (lr {}, betas {}/{}, weight decay {}), {} compute, master weights {}",
        t.lr,
        t.beta1,
        t.beta2,
        t.weight_decay,
        cfg.precision.compute,
        if cfg.precision.master_weights { "fp32" } else { "off" }
    ));
    let where_ = if cuda { "CUDA" } else { "the CPU" };
    // an empty batch (train.batch_size or train.grad_accum = 0, a problem listed above) has no
    // activations, tokens per step or epochs to derive: only the state is estimated
    let batched = t.batch_size > 0 && t.grad_accum > 0;
    let mut memory = if batched {
        format!(
            "memory estimate on {where_}: {} (activation checkpointing {}) = {}",
            describe_parts(&e, &cfg),
            t.activation_checkpointing,
            gib(e.total())
        )
    } else {
        format!("memory estimate on {where_}: state {}", gib(e.state))
    };
    if let Some(device) = &device {
        match available_memory(device) {
            Some((have, source)) => {
                memory += &format!(" against {} {source}", gib(have));
                if e.state > have {
                    report.problems.push(Error::WontFit(format!(
                        "the weights, gradients and AdamW state alone ({}) exceed the {} {source}; train a smaller model (model.n_layer, model.d_model)",
                        gib(e.state),
                        gib(have)
                    )));
                } else if batched && alone.total() > have && !cuda && cfg.device == "cpu" {
                    // a config for the CPU: `train` refuses it here (a job's share: below)
                    report.problems.push(batch_too_large(&alone, &cfg, have, &source));
                } else if batched && alone.total() > have && !cuda {
                    // device "auto" found no GPU: a warning, as on CUDA, since the config may be
                    // meant for a machine with one
                    report.warnings.push(format!(
                        "{} (`train` and `resume` refuse this batch on the CPU)",
                        batch_too_large(&alone, &cfg, have, &source)
                    ));
                } else if batched && e.total() > have && cuda {
                    report.warnings.push(format!(
                        "the estimate ({}) may not fit the {} {source}: lower train.batch_size (raise train.grad_accum to keep the tokens per step) or set train.activation_checkpointing=\"blocks\"; `train --max-batch` finds the largest batch that fits",
                        gib(e.total()),
                        gib(have)
                    ));
                }
            }
            None => memory += " (the device's memory is unknown)",
        }
        // a CPU job's workers share the machine's RAM: all of them together against it
        let ram = available_ram().filter(|_| batched && processes > 1 && !cuda);
        if let Some(ram) = ram {
            let all = processes as f64 * e.total();
            memory += &format!(
                "; {processes} processes on the CPU: {} against {} available RAM",
                gib(all),
                gib(ram)
            );
            if all > ram && alone.total() <= ram {
                let e = job_too_large(&e, &cfg, processes, ram);
                match cfg.device == "cpu" {
                    true => report.problems.push(e),
                    // "auto" found no GPU: the config may be meant for GPUs, one per process
                    false => report.warnings.push(format!(
                        "{e} (`train` and `resume` refuse this job on the CPU; on GPUs, each process has its own)"
                    )),
                }
            }
        }
    }
    report.lines.push(memory);
    if !batched {
        report.lines.push(
            "not estimated until train.batch_size and train.grad_accum are valid: the activations, the tokens per step, the steps per epoch"
                .into(),
        );
        return report;
    }
    // a data-parallel job's step takes every process's micro-batches (each reads its own)
    let per_step = [processes.max(1), t.batch_size, m.block_size, t.grad_accum]
        .iter()
        .fold(1u128, |n, &k| n.saturating_mul(k as u128));
    let job = match processes > 1 {
        true => format!("{processes} processes × "),
        false => String::new(),
    };
    let epochs = match train_tokens {
        Some(n) => {
            let epoch = n as f64 / per_step as f64;
            if epoch < 1.0 {
                // legal (the data wraps), but a step this long is most likely a typo: a huge
                // grad_accum trained one step for hours, growing, and `check` had passed it
                report.warnings.push(format!(
                    "one step reads {per_step} tokens, {:.3e} times the train split's {n}: every step goes over the whole corpus; \
                     lower train.grad_accum or train.batch_size",
                    per_step as f64 / n.max(1) as f64
                ));
            }
            format!(
                "steps per epoch: {epoch:.1} | train.max_steps {} = {:.2} epochs",
                t.max_steps,
                t.max_steps as f64 / epoch.max(1e-12)
            )
        }
        None => "steps per epoch: unknown until the corpus is tokenized".into(),
    };
    report.lines.push(format!(
        "tokens per step: {per_step} ({job}batch {} × block {} × grad_accum {}) | {epochs}",
        t.batch_size, m.block_size, t.grad_accum,
    ));
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Gpt;
    use candle_core::DType;

    /// An evaluation that reads more than the val split and more batches than the run trains on
    /// is warned of, naming the key to lower; one that does only one of the two (nanoGPT's
    /// recipe reads the val split over and over; a short trial run evaluates more batches than
    /// it trains) is not, and neither is a shipped config; a value past usize's products does
    /// not overflow. Fails on a `check` that passed train.eval_batches = 10^12 silently, or that
    /// warned on every run of the headline recipe.
    #[test]
    fn an_evaluation_longer_than_the_val_split_and_the_run_is_warned_of() {
        let mut cfg = RunConfig::default();
        let per_batch = cfg.train.batch_size * cfg.model.block_size;
        let val = 10 * per_batch;
        cfg.train.max_steps = 100;
        cfg.train.eval_batches = 10;
        assert_eq!(eval_warning(&cfg, val), None, "exactly the split");
        cfg.train.eval_batches = 11;
        assert_eq!(eval_warning(&cfg, val), None, "past the split, far short of the run");
        cfg.train.max_steps = 3;
        assert_eq!(
            eval_warning(&cfg, 100 * per_batch),
            None,
            "longer than the run, within the split"
        );
        let w = eval_warning(&cfg, val).expect("past the split and longer than the run");
        assert!(
            w.contains("lower train.eval_batches") && w.contains(&val.to_string()),
            "{w}"
        );
        cfg.train.max_steps = 5000;
        for huge in [1_000_000_000_000, usize::MAX] {
            cfg.train.eval_batches = huge;
            assert!(eval_warning(&cfg, val).is_some(), "{huge} batches");
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        for name in ["bf16", "tiny", "gpt2-small", "shakespeare-bpe"] {
            let cfg = RunConfig::load(&root.join(format!("configs/{name}.toml")), &[]).unwrap();
            // the val split of Tiny Shakespeare, the smallest any of them reads
            assert_eq!(eval_warning(&cfg, 111_540), None, "configs/{name}.toml");
        }
    }

    #[test]
    fn the_parameter_count_is_the_model_s() {
        for sets in [
            &[][..],
            &[
                "model.n_layer=3",
                "model.d_model=48",
                "model.n_head=4",
                "model.block_size=20",
            ][..],
        ] {
            let sets: Vec<String> = sets.iter().map(|s| s.to_string()).collect();
            let cfg = RunConfig::load(Path::new("configs/tiny.toml"), &sets).unwrap();
            let model = Gpt::new(&cfg.model, 65, 1, DType::F32, &Device::Cpu).unwrap();
            let e = MemoryEstimate::of(&cfg, 65, false);
            assert_eq!(e.params, model.params().count() as u64, "{sets:?}");
            assert_eq!(e.state, 16.0 * e.params as f64);
        }
    }

    /// A ZeRO-1 rank holds 1/W of the moments (train's "optimizer state per rank"); `check
    /// --nproc-per-node` counted them whole, and `train`'s up-front refusal would turn away a
    /// job that fits only sharded. Without ZeRO-1, or alone, the state is whole.
    #[test]
    fn a_zero1_rank_holds_its_share_of_the_moments() {
        let sets = |zero: u8| vec![format!("train.zero={zero}")];
        let one = RunConfig::load(Path::new("configs/tiny.toml"), &sets(1)).unwrap();
        let e = MemoryEstimate::of(&one, 65, false);
        let moments = 8.0 * e.params as f64;
        assert_eq!(e.per_rank(&one, 65, 4).state, e.state - moments * 3.0 / 4.0);
        assert!(describe_state(&e.per_rank(&one, 65, 4)).contains("sharded over 4 ranks by ZeRO-1"));
        assert_eq!(e.per_rank(&one, 65, 1), e);
        let zero = RunConfig::load(Path::new("configs/tiny.toml"), &sets(0)).unwrap();
        assert_eq!(e.per_rank(&zero, 65, 4).state, e.state);
    }

    /// The CPU's estimate where the composed attention's T × T tensors dominate: never below
    /// the peak resident memory of one step (`/usr/bin/time -v`, max RSS), where the earlier
    /// fit gave 3.5 GiB for a 6.27 GiB peak, 1.8 for 3.11 and 1.8 for 2.41.
    #[test]
    fn the_cpu_estimate_is_not_below_the_peak_where_attention_dominates() {
        for (sets, measured_gib) in [
            (
                [
                    "model.block_size=512",
                    "model.n_head=16",
                    "model.n_layer=1",
                    "train.batch_size=32",
                ],
                6.27,
            ),
            (
                [
                    "model.block_size=1024",
                    "model.n_head=8",
                    "model.n_layer=1",
                    "train.batch_size=8",
                ],
                3.11,
            ),
            (
                [
                    "model.block_size=512",
                    "model.n_head=16",
                    "model.n_layer=2",
                    "train.batch_size=8",
                ],
                2.41,
            ),
        ] {
            let sets: Vec<String> = sets.iter().map(|s| s.to_string()).collect();
            let cfg = RunConfig::load(Path::new("configs/tiny.toml"), &sets).unwrap();
            let e = MemoryEstimate::of(&cfg, 65, false);
            let ratio = e.total() / (measured_gib * (1u64 << 30) as f64);
            assert!(
                (1.0..1.15).contains(&ratio),
                "{sets:?}: {} ({ratio:.2}x)",
                gib(e.total())
            );
        }
    }

    /// The tied embedding's rows a step keeps across its micro-batches: none with one
    /// micro-batch, growing with `grad_accum` until they reach the vocabulary, then no more
    /// (they are folded into a table). GPT-2 small at batch 12 (H100, docs/PERFORMANCE.md, "The
    /// tied embedding's rows folded"): the memory pool's peak grew by 0.79 GiB from one
    /// micro-batch to 40, to 8.63 GiB; the estimate stays above that peak.
    #[test]
    fn the_rows_held_across_micro_batches_grow_until_folded() {
        let at = |accum: usize| {
            let sets = vec!["train.batch_size=12".into(), format!("train.grad_accum={accum}")];
            let cfg = RunConfig::load(Path::new("configs/gpt2-small.toml"), &sets).unwrap();
            MemoryEstimate::of(&cfg, 50304, true)
        };
        let row = 4.0 + 4.0 * 768.0;
        assert_eq!(at(1).held_rows, 0.0);
        assert_eq!(at(3).held_rows, 2.0 * 12.0 * 1024.0 * row);
        assert_eq!(at(40).held_rows, at(400).held_rows);
        let grew = at(40).held_rows / (0.79 * (1u64 << 30) as f64);
        assert!((0.75..1.25).contains(&grew), "{} ({grew:.2}x)", gib(at(40).held_rows));
        assert!(at(40).total() > 8.63 * (1u64 << 30) as f64, "{}", gib(at(40).total()));
        assert_eq!(at(40).total(), at(40).state + at(40).activations + at(40).held_rows);
    }

    /// A rank of a job holds, at the step's end, every rank's rows of its last micro-batch and
    /// their sum (`gathered_rows`); with more micro-batches, the larger of that and its own folds.
    /// GPT-2 small at batch 16 on 8 ranks: 7 ranks' rows beside its own (353 MB), a fold's copy
    /// of 66,688 rows (205 MB) and two tables (309 MB).
    #[test]
    fn a_job_s_rank_holds_the_gathered_rows() {
        let at = |accum: usize, world: usize| {
            let sets = vec![format!("train.grad_accum={accum}")];
            let cfg = RunConfig::load(Path::new("configs/gpt2-small.toml"), &sets).unwrap();
            MemoryEstimate::of(&cfg, 50304, true).per_rank(&cfg, 50304, world)
        };
        let (row, tokens, table) = (4.0 + 4.0 * 768.0, 16384.0, 50304.0 * 768.0 * 4.0);
        assert_eq!(at(1, 1).held_rows, 0.0);
        let eight = 7.0 * tokens * row + (50304.0 + tokens) * row + 2.0 * table;
        assert_eq!(at(1, 8).held_rows, eight);
        // two ranks gather fewer rows than the vocabulary: no fold, one copy of them all
        assert_eq!(at(1, 2).held_rows, tokens * row + 2.0 * tokens * row);
        // a rank's own folds over 40 micro-batches outweigh two ranks' gathered rows
        assert_eq!(at(40, 2).held_rows, at(40, 1).held_rows);
        assert!(at(40, 2).held_rows > at(1, 2).held_rows);
    }

    #[test]
    fn gpt2_small_in_bf16_is_at_most_a_fifth_above_the_measured_peak_and_never_below() {
        let cfg = RunConfig::load(Path::new("configs/gpt2-small.toml"), &[]).unwrap();
        let e = MemoryEstimate::of(&cfg, 50304, true);
        assert_eq!(e.bytes_per_param, 18);
        // the memory pool's peak, `train --profile-steps`, H200, batch 16 (docs/PERFORMANCE.md)
        let measured = 10.59 * (1u64 << 30) as f64;
        let ratio = e.total() / measured;
        assert!((1.0..1.2).contains(&ratio), "{} ({ratio:.2}x)", gib(e.total()));
    }
}
