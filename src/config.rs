//! The run configuration: one struct per TOML section, `--set` overrides, and `validate()`.
//! Defaults live here and only here (the `Default` impls). Nothing below `train/` and `cli.rs`
//! sees a whole `RunConfig`: each module gets its own section by reference.

use std::ops::Bound::{self, Excluded, Included, Unbounded};
use std::ops::RangeBounds;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::{Error, Problems, Result};

/// The whole run: what `configs/*.toml` holds, after overrides.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RunConfig {
    /// "auto" (CUDA when built with it and a GPU is present, else CPU), "cpu" or "cuda:N".
    pub device: String,
    pub model: ModelConfig,
    pub data: DataConfig,
    pub train: TrainConfig,
    pub precision: PrecisionConfig,
    pub scaler: ScalerConfig,
    pub checkpoint: CheckpointConfig,
    pub log: LogConfig,
    pub debug: DebugConfig,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ModelConfig {
    pub n_layer: usize,
    pub n_head: usize,
    pub d_model: usize,
    pub block_size: usize,
    /// Dropout on the embeddings, the attention probabilities and both residual branches (nanoGPT).
    pub dropout: f64,
    /// Route each block's MLP down-projection through the custom GEMV op (docs/DESIGN.md §7), which
    /// rounds the fp32 weights to bf16 as it loads them. Unset: on for bf16 compute on CUDA.
    pub custom_down_proj: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DataConfig {
    /// The corpus: a UTF-8 text file, a folder of them, or a list of files (docs/DESIGN.md §9).
    pub path: DataPath,
    /// How text becomes token ids: "char" (the corpus's characters) or "gpt2" (GPT-2's BPE,
    /// tokenized once into a cached uint16 file beside the corpus).
    pub tokenizer: TokenizerKind,
    /// Where to download `path` from when it is missing; empty: never download.
    pub url: String,
    /// Expected sha256 of the corpus file (hex); empty: not checked.
    pub sha256: String,
    /// 0: read the corpus at `path`. N > 0: a synthetic stream of uniformly random token ids
    /// over a vocabulary of N symbols (throughput work at GPT-2's shape; nothing to learn).
    pub synthetic_vocab: usize,
    /// Length of the synthetic stream, in tokens.
    pub synthetic_tokens: usize,
    /// Set as a config file (or a checkpoint's config) is loaded, never saved: `data.path` was
    /// changed by `--set` and `data.url` was not, so the url is the config's, written for its
    /// own path; it is never downloaded into another (docs/DESIGN.md §9).
    #[serde(skip)]
    pub url_for_another_path: bool,
}

/// `data.path`: one path (a file, or a folder whose files are read in sorted order) or a list
/// of files read in the order given.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged, expecting = "a path (a file or a folder) or a list of file paths")]
pub enum DataPath {
    One(PathBuf),
    Many(Vec<PathBuf>),
}

impl DataPath {
    /// The paths as given: one file or folder, or the list.
    pub fn paths(&self) -> &[PathBuf] {
        match self {
            DataPath::One(p) => std::slice::from_ref(p),
            DataPath::Many(v) => v,
        }
    }

    /// The same path or list with each relative path read from `dir`.
    pub fn rooted_at(&self, dir: &Path) -> DataPath {
        match self {
            DataPath::One(p) => DataPath::One(dir.join(p)),
            DataPath::Many(v) => DataPath::Many(v.iter().map(|p| dir.join(p)).collect()),
        }
    }

    /// For messages: the path, or the list as `[a, b]`.
    pub fn display(&self) -> String {
        match self {
            DataPath::One(p) => p.display().to_string(),
            DataPath::Many(v) => {
                let all: Vec<String> = v.iter().map(|p| p.display().to_string()).collect();
                format!("[{}]", all.join(", "))
            }
        }
    }
}

impl From<PathBuf> for DataPath {
    fn from(p: PathBuf) -> Self {
        DataPath::One(p)
    }
}

/// `data.tokenizer` (src/data/tokenizer.rs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TokenizerKind {
    /// The corpus's distinct characters.
    #[default]
    Char,
    /// GPT-2's byte-level BPE (tiktoken's r50k_base).
    Gpt2,
}

impl std::fmt::Display for TokenizerKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TokenizerKind::Char => "char",
            TokenizerKind::Gpt2 => "gpt2",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TrainConfig {
    pub seed: u64,
    pub batch_size: usize,
    /// Micro-batches per optimizer step (gradient accumulation).
    pub grad_accum: usize,
    pub max_steps: u64,
    pub lr: f64,
    pub min_lr: f64,
    pub warmup_steps: u64,
    /// The cosine horizon: the LR decays from `lr` to `min_lr` over this many optimizer updates
    /// and stays at `min_lr` after (nanoGPT's `lr_decay_iters`). Unset: `max_steps` (at least
    /// `warmup_steps`) as the config is loaded; the resolved number is saved with the run, so a
    /// resume with a larger `max_steps` keeps the schedule.
    pub lr_decay_steps: Option<u64>,
    pub beta1: f64,
    pub beta2: f64,
    pub eps: f64,
    pub weight_decay: f64,
    /// Global-norm clip threshold; 0 disables clipping.
    pub grad_clip: f64,
    pub eval_every: u64,
    pub eval_batches: usize,
    /// What a training forward keeps for the backward pass: "none" (everything) or "blocks" (each
    /// transformer block's input only; its backward reruns the block's forward).
    pub activation_checkpointing: Checkpointing,
    /// ZeRO stage of a data-parallel run: 0 every rank holds the whole optimizer; 1 the AdamW
    /// moments (and the fp32 master elements they update) are sharded across the ranks.
    pub zero: u8,
    /// Size of a data-parallel gradient bucket, MiB of fp32 gradients (PyTorch DDP's
    /// bucket_cap_mb): each bucket is one collective.
    pub bucket_mb: f64,
    /// When a complete bucket's collective starts (docs/DISTRIBUTED.md): "attention" at the next
    /// attention kernels of the backward pass, which slow down least beside a collective;
    /// "ready" as soon as its gradients are in.
    pub bucket_launch: BucketLaunch,
    /// How gradients travel between data-parallel ranks (docs/DISTRIBUTED.md): "fp32", or "bf16":
    /// each rank's gradients rounded to bf16 once and summed in fp32, never a bf16 partial sum.
    pub grad_comm: GradComm,
    /// Start a fresh run from GPT-2 weights in Hugging Face's safetensors layout instead of the
    /// random initialisation (src/pretrained.rs); unset: random. Read by `train` only.
    pub init_from: Option<PathBuf>,
    /// The loss-spike guard (src/spike.rs, docs/DESIGN.md §6): skip a step whose loss or gradient
    /// norm is more than `spike_z` standard deviations above its running mean over the last
    /// `spike_window` accepted steps; after `spike_rollback_after` spikes within `spike_window`
    /// steps, roll back to the newest checkpoint and skip the data since it.
    pub spike_guard: bool,
    /// Accepted steps the running mean and standard deviation are taken over (the guard judges
    /// once it has this many), and the span in which spikes are counted toward a rollback.
    pub spike_window: u64,
    /// Standard deviations above the running mean that make a spike (llm.c's -sl / -sg).
    pub spike_z: f64,
    /// Spikes within `spike_window` steps that roll the run back.
    pub spike_rollback_after: u32,
    /// Rollbacks allowed in a run; one more needed stops it.
    pub spike_max_rollbacks: u32,
}

/// `train.grad_comm`: the number format of the gradient exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GradComm {
    #[default]
    Fp32,
    Bf16,
}

impl std::fmt::Display for GradComm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            GradComm::Fp32 => "fp32",
            GradComm::Bf16 => "bf16",
        })
    }
}

/// `train.bucket_launch`: when a data-parallel gradient bucket's collective starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BucketLaunch {
    /// When the backward pass next reaches a block's attention kernels.
    #[default]
    Attention,
    /// As soon as the bucket's gradients are complete.
    Ready,
}

/// `train.activation_checkpointing` (docs/DESIGN.md §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Checkpointing {
    #[default]
    None,
    Blocks,
}

impl std::fmt::Display for Checkpointing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Checkpointing::None => "none",
            Checkpointing::Blocks => "blocks",
        })
    }
}

/// The compute dtype of the precision policy (docs/DESIGN.md §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Compute {
    Fp32,
    Bf16,
    Fp16,
}

impl std::fmt::Display for Compute {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Compute::Fp32 => "fp32",
            Compute::Bf16 => "bf16",
            Compute::Fp16 => "fp16",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PrecisionConfig {
    pub compute: Compute,
    /// Keep fp32 master weights; false stores the weights in the compute dtype (ablation).
    pub master_weights: bool,
    pub fp32_softmax: bool,
    pub fp32_layernorm: bool,
    pub fp32_loss: bool,
    /// fp32 compute only: let the fp32 GEMMs run on tensor cores in TF32 (10-bit mantissa
    /// operands, fp32 accumulation), PyTorch's `allow_tf32`. Off: true fp32 GEMMs.
    pub tf32: bool,
    /// The transformer blocks' linear layers: "compute" (GEMMs in the compute dtype) or "fp8"
    /// (E4M3 weights and activations, E5M2 gradients, per-tensor scales; bf16 compute; the LM
    /// head stays in the compute dtype). docs/NUMERICS.md, "FP8".
    pub matmul: Matmul,
    /// How the FP8 scales follow the data: "delayed" (from the amax of the last `fp8_history`
    /// steps, TransformerEngine's default), "dynamic" (each tensor's own amax, one extra pass per
    /// cast) or "none" (scale 1: the ablation that shows what the scales are for).
    pub fp8_scaling: Fp8Scaling,
    /// Steps of amax history behind a delayed scale (TransformerEngine's default, 1024).
    pub fp8_history: usize,
    /// The FP8 scales are divided by 2^fp8_margin: headroom above the amax (default 0).
    pub fp8_margin: i32,
    /// Under `matmul = "fp8"`, the LM head (tied to the token embedding) in FP8 too: E4M3 x and
    /// W, E5M2 dlogits (default false: the head stays in the compute dtype).
    pub fp8_lm_head: bool,
}

/// The linear layers' GEMM format (`precision.matmul`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Matmul {
    /// The compute dtype.
    Compute,
    /// FP8: E4M3 forward, E5M2 gradients.
    Fp8,
}

/// How FP8 scales are chosen (`precision.fp8_scaling`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Fp8Scaling {
    Delayed,
    Dynamic,
    None,
}

impl std::fmt::Display for Fp8Scaling {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Fp8Scaling::Delayed => "delayed",
            Fp8Scaling::Dynamic => "dynamic",
            Fp8Scaling::None => "none",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ScalerConfig {
    /// Unset: on for fp16, off for bf16 and fp32 (docs/DESIGN.md §6).
    pub enabled: Option<bool>,
    pub init_scale: f64,
    pub growth_factor: f64,
    pub backoff_factor: f64,
    pub growth_interval: u64,
    pub min_scale: f64,
    pub max_scale: f64,
    /// The overflow, counted since the last growth, that backs off (DeepSpeed's hysteresis): the
    /// ones before it are skipped with the scale kept; 1 backs off at once.
    pub hysteresis: u32,
    /// Consecutive overflows at `min_scale` after which the run is declared diverged.
    pub max_skips_at_min_scale: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CheckpointConfig {
    /// Steps between checkpoints; 0 writes only the final one.
    pub every: u64,
    pub keep_last: usize,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LogConfig {
    /// The run directory: config.toml, metrics.jsonl, checkpoints.
    pub out_dir: PathBuf,
    /// Steps between metrics rows and log lines (skipped steps are always logged).
    pub every: u64,
    /// Also log the share of gradient elements that flush to zero in the compute dtype.
    pub grad_underflow: bool,
    /// Write TensorBoard event files (`events.out.tfevents.*`) into the run directory.
    pub tensorboard: bool,
    /// Write a Chrome trace of every step's phases (`trace-*.json`); synchronises the device
    /// at each phase boundary, so the run is slower while it traces.
    pub trace: bool,
    /// The per-device peak FLOP/s that MFU is measured against; unset = the table in
    /// src/flops.rs for the GPU and compute dtype (an estimate on the CPU).
    pub peak_flops: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DebugConfig {
    /// Steps (1-based) whose gradients are made non-finite through the real backward path.
    pub inject_overflow_steps: Vec<u64>,
    /// In a data-parallel run, inject on this rank only (unset: every rank).
    pub inject_overflow_rank: Option<usize>,
    /// Sleep this long in the middle of each checkpoint write (crash-safety tests).
    pub ckpt_write_delay_ms: u64,
    /// Batches (numbered like steps, from 1, before any rollback's data skip) whose loss is
    /// multiplied by `inject_spike_factor` through the real forward and backward pass.
    pub inject_spike_steps: Vec<u64>,
    pub inject_spike_factor: f64,
}

impl DebugConfig {
    /// `inject_overflow_rank` naming no rank of a job of `world` ranks (`train` refuses it as the
    /// job forms, `check` beforehand): its overflows would never be injected, and the test it
    /// sets up would pass untested.
    pub fn rank_problem(&self, world: usize) -> Option<Error> {
        let rank = self.inject_overflow_rank.filter(|&r| r >= world)?;
        Some(Error::Usage(format!(
            "debug.inject_overflow_rank = {rank} names no rank of this job of {world} (ranks 0 to {}); name one, \
             or leave the key out to inject on every rank",
            world - 1
        )))
    }
}

impl Default for DebugConfig {
    fn default() -> Self {
        Self {
            inject_overflow_steps: Vec::new(),
            inject_overflow_rank: None,
            ckpt_write_delay_ms: 0,
            inject_spike_steps: Vec::new(),
            inject_spike_factor: 100.0,
        }
    }
}

impl Default for RunConfig {
    fn default() -> Self {
        Self {
            device: "auto".into(),
            model: ModelConfig::default(),
            data: DataConfig::default(),
            train: TrainConfig::default(),
            precision: PrecisionConfig::default(),
            scaler: ScalerConfig::default(),
            checkpoint: CheckpointConfig::default(),
            log: LogConfig::default(),
            debug: DebugConfig::default(),
        }
    }
}

impl Default for ModelConfig {
    fn default() -> Self {
        Self {
            n_layer: 6,
            n_head: 6,
            d_model: 384,
            block_size: 256,
            dropout: 0.2,
            custom_down_proj: None,
        }
    }
}

impl Default for DataConfig {
    fn default() -> Self {
        Self {
            path: DataPath::One("data/tinyshakespeare.txt".into()),
            tokenizer: TokenizerKind::Char,
            url: String::new(),
            sha256: String::new(),
            synthetic_vocab: 0,
            synthetic_tokens: 10_000_000,
            url_for_another_path: false,
        }
    }
}

impl Default for TrainConfig {
    fn default() -> Self {
        Self {
            seed: 1337,
            batch_size: 64,
            grad_accum: 1,
            max_steps: 5000,
            lr: 1e-3,
            min_lr: 1e-4,
            warmup_steps: 100,
            lr_decay_steps: None,
            beta1: 0.9,
            beta2: 0.99,
            eps: 1e-8,
            weight_decay: 0.1,
            grad_clip: 1.0,
            eval_every: 250,
            eval_batches: 200,
            activation_checkpointing: Checkpointing::None,
            zero: 0,
            bucket_mb: 25.0,
            bucket_launch: BucketLaunch::Attention,
            grad_comm: GradComm::Fp32,
            init_from: None,
            spike_guard: false,
            spike_window: 32,
            spike_z: 6.0,
            spike_rollback_after: 3,
            spike_max_rollbacks: 2,
        }
    }
}

impl Default for PrecisionConfig {
    fn default() -> Self {
        Self {
            compute: Compute::Fp32,
            master_weights: true,
            fp32_softmax: true,
            fp32_layernorm: true,
            fp32_loss: true,
            tf32: false,
            matmul: Matmul::Compute,
            fp8_scaling: Fp8Scaling::Delayed,
            fp8_history: 1024,
            fp8_margin: 0,
            fp8_lm_head: false,
        }
    }
}

impl Default for ScalerConfig {
    fn default() -> Self {
        Self {
            enabled: None,
            init_scale: 65536.0,
            growth_factor: 2.0,
            backoff_factor: 0.5,
            growth_interval: 2000,
            min_scale: 1.0,
            max_scale: 16_777_216.0, // 2^24
            hysteresis: 1,
            max_skips_at_min_scale: 50,
        }
    }
}

impl Default for CheckpointConfig {
    fn default() -> Self {
        Self {
            every: 500,
            keep_last: 3,
        }
    }
}

impl Default for LogConfig {
    fn default() -> Self {
        Self {
            out_dir: "runs/default".into(),
            every: 10,
            grad_underflow: false,
            tensorboard: true,
            trace: false,
            peak_flops: None,
        }
    }
}

impl ScalerConfig {
    /// Whether loss scaling runs: explicit setting, else on only for fp16.
    pub fn is_enabled(&self, compute: Compute) -> bool {
        self.enabled.unwrap_or(compute == Compute::Fp16)
    }
}

/// serde's message for a value of the wrong type, with Rust's type names in words: "invalid
/// type: string "abc", expected f64" → "expected a number, got the string "abc"". A whole
/// number of `key` is told the range `problems` holds it to (`whole_range`, within its type's).
fn in_words(message: &str, key: &str) -> String {
    let Some((got, expected)) = message.split_once(", expected ") else {
        return message.to_string();
    };
    let whole = |lo: i128, hi: i128| format!("a whole number {}", range_words(&whole_range(key, (lo, hi)).0));
    let expected = match expected.trim() {
        "f64" | "f32" => "a number",
        "u64" | "usize" => &whole(0, u64::MAX.into()),
        "u32" => &whole(0, u32::MAX.into()),
        "u16" => &whole(0, u16::MAX.into()),
        "u8" => &whole(0, u8::MAX.into()),
        "i64" => "a whole number",
        "i32" => &whole(i32::MIN.into(), i32::MAX.into()),
        "a boolean" => "true or false",
        "path string" | "a string" => "a quoted string (--set 'section.key=\"...\"')",
        other => other,
    };
    let got = got
        .trim_start_matches("invalid type: ")
        .trim_start_matches("invalid value: ");
    // digits past TOML's integers reach serde as a string (`--set` falls back to one)
    // (digits TOML could read as an integer were quoted: a string, which is said as such)
    let digits = got.strip_prefix("string \"").and_then(|g| g.strip_suffix('"'));
    match digits {
        Some(n) if n.parse::<i64>().is_ok() => {
            format!("expected {expected}, got {got}: a number is written without quotes")
        }
        Some(n) if n.trim_start_matches('-').parse::<u128>().is_ok() => {
            format!(
                "expected {expected}, got {n}, past TOML's largest integer, {}",
                i64::MAX
            )
        }
        _ => format!("expected {expected}, got {got}"),
    }
}

/// `p` with each problem of a key that an override in `overrides` gave saying so, "(given by
/// --set)", as the parse's own errors do: the error names the config file, which may not hold
/// the key at all.
fn given_by_sets(p: Problems, overrides: &[String]) -> Problems {
    let given: Vec<&str> = overrides
        .iter()
        .map(|o| o.split('=').next().unwrap_or("").trim())
        .collect();
    let marked = p.0.into_iter().map(|e| match e {
        Error::Config {
            path,
            key,
            value,
            problem,
        } if given.contains(&key.as_str()) => {
            // beside another key's name or value, the mark names its own key
            let rest = problem.replace(key.as_str(), "");
            let other = SECTIONS.iter().any(|s| rest.contains(&format!("{s}.")));
            let problem = match other {
                true => format!("{problem} ({key} given by --set)"),
                false => format!("{problem} (given by --set)"),
            };
            Error::Config {
                path,
                key,
                value,
                problem,
            }
        }
        // a problem between two keys, the other one given: say which
        Error::Config {
            path,
            key,
            value,
            problem,
        } => {
            let other = given.iter().find(|g| g.contains('.') && mentions(&problem, g));
            let problem = match other {
                Some(g) => format!("{problem} ({g} given by --set)"),
                None => problem,
            };
            Error::Config {
                path,
                key,
                value,
                problem,
            }
        }
        e => e,
    });
    Problems(marked.collect())
}

/// Whether `text` names the config key `key` (`section.key`) as a whole word: not as a part of
/// a longer key (`scaler.min_scale` is not named by `scaler.min_scale_x`).
fn mentions(text: &str, key: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
    text.match_indices(key).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + key.len()..].chars().next();
        !before.is_some_and(word) && !after.is_some_and(|c| word(c) && c != '.')
    })
}

/// Where a config came from, for error messages.
/// "did you mean `max_steps`? " where one of `keys` (serde's list: `a`, `b`, ...) is a likely
/// misspelling of `key` (a few letters apart); else nothing.
fn did_you_mean(key: &str, keys: &str) -> String {
    let closest = keys
        .split(", ")
        .map(|k| k.trim_matches('`'))
        .map(|k| (strsim::damerau_levenshtein(key, k), k))
        .min();
    match closest {
        Some((d, k)) if d <= 2.max(key.len() / 4) && d < key.len() => format!("did you mean `{k}`? "),
        _ => String::new(),
    }
}

fn parse_err(path: &Path, problem: impl std::fmt::Display) -> Error {
    Error::ConfigParse {
        path: path.to_path_buf(),
        problem: problem.to_string().trim().replace('\n', " "),
    }
}

/// Keys `resume` may change (an entry ending in '.' allows its whole section): anything else
/// would make the resumed run a different run. The launcher's restarts keep the same keys.
pub const RESUME_ALLOWED: &[&str] = &[
    "device",
    "data.path",
    // where a missing corpus file is downloaded from: the corpus read is checked against the run's
    "data.url",
    "train.max_steps",
    // the data-parallel layout: a job may resume at another world size (docs/DISTRIBUTED.md)
    "train.grad_accum",
    "train.zero",
    "train.bucket_mb",
    "train.bucket_launch",
    "train.grad_comm",
    // how the backward pass gets its activations: the same values either way
    "train.activation_checkpointing",
    "train.eval_every",
    "train.eval_batches",
    // the guard's thresholds and limits: a run that spiked may be resumed with others
    "train.spike_guard",
    "train.spike_window",
    "train.spike_z",
    "train.spike_rollback_after",
    "train.spike_max_rollbacks",
    "log.",
    "checkpoint.",
    // a pause in the middle of each checkpoint write (crash-safety tests): changes no number
    "debug.ckpt_write_delay_ms",
];

/// Whether `key` is in `allowed`, where an entry ending in '.' allows the whole section.
pub fn key_allowed(key: &str, allowed: &[&str]) -> bool {
    allowed.iter().any(|a| {
        if a.ends_with('.') {
            key.starts_with(a)
        } else {
            key == *a
        }
    })
}

/// The config's sections (`device` is a key of the top level).
pub const SECTIONS: [&str; 8] = [
    "model",
    "data",
    "train",
    "precision",
    "scaler",
    "checkpoint",
    "log",
    "debug",
];

/// Parse one `--set section.key=value` into the table. The value is TOML when it parses as
/// TOML (`1e-3`, `true`, `[5, 6]`, `"x"`), else a plain string (`precision.compute=fp16`).
pub fn apply_override(table: &mut toml::Table, path: &Path, assignment: &str) -> Result<()> {
    let (key, raw) = assignment
        .split_once('=')
        .ok_or_else(|| parse_err(path, format!("--set {assignment:?}: expected section.key=value")))?;
    let key = key.trim();
    let value = match toml::from_str::<toml::Table>(&format!("v = {raw}")) {
        Ok(mut t) => t.remove("v").expect("invariant: the table was parsed from `v = ...`"),
        Err(_) => toml::Value::String(raw.to_string()),
    };
    let parts: Vec<&str> = key.split('.').collect();
    match parts.as_slice() {
        [top] if !top.is_empty() => {
            if SECTIONS.contains(top) {
                // a whole section given at once would drop every key of it not named here
                return Err(parse_err(
                    path,
                    format!(
                        "--set {assignment}: [{top}] is a section; set its keys one at a time (--set {top}.key=value)"
                    ),
                ));
            }
            table.insert(top.to_string(), value);
        }
        [section, field] if !section.is_empty() && !field.is_empty() => {
            let entry = table
                .entry(section.to_string())
                .or_insert_with(|| toml::Value::Table(toml::Table::new()));
            let Some(sec) = entry.as_table_mut() else {
                return Err(parse_err(path, format!("--set {key}: {section} is not a section")));
            };
            sec.insert(field.to_string(), value);
        }
        _ => {
            return Err(parse_err(
                path,
                format!("--set {assignment:?}: expected section.key=value, e.g. train.lr=3e-4"),
            ))
        }
    }
    Ok(())
}

/// The text of the config file `path`. A file that is not text is most often a checkpoint
/// given to `--config` where `resume --ckpt` was meant: the error says so.
pub fn read_config_text(path: &Path) -> Result<String> {
    std::fs::read_to_string(path).map_err(|e| Error::ConfigParse {
        path: path.to_path_buf(),
        problem: if e.kind() == std::io::ErrorKind::InvalidData {
            // a checkpoint given where `resume --ckpt` was meant gets that way on; other binary
            // files are only named as not text
            let checkpoint = path.extension().is_some_and(|x| x == "safetensors");
            match checkpoint {
                true => format!(
                    "not a TOML config (a safetensors file; a checkpoint continues with `minigpt resume --ckpt {}`); name a config such as configs/tiny.toml",
                    path.display()
                ),
                false => "not a TOML config (not UTF-8 text); name a config such as configs/tiny.toml".into(),
            }
        } else if path.is_dir() {
            let run = match path.join("latest").exists() || path.join("metrics.jsonl").exists() {
                true => format!("; a run directory continues with `minigpt resume --ckpt {}`", path.display()),
                false => String::new(),
            };
            format!("a directory, not a config file{run}; name a config such as configs/tiny.toml")
        } else {
            format!("cannot read the config file: {e}")
        },
    })
}

impl RunConfig {
    /// Read `path`, apply the `--set` overrides, deserialize and validate as a new run's config
    /// (`problems_of_a_new_run`).
    pub fn load(path: &Path, overrides: &[String]) -> Result<Self> {
        let text = read_config_text(path)?;
        let cfg = Self::parse(&text, path, overrides)?;
        cfg.problems_with_sets(path, overrides).into_result()?;
        Ok(cfg)
    }

    /// Parse config text (`origin` names it in errors), apply overrides, validate. Every
    /// problem is reported at once: each bad `--set` and section, else each bad value.
    pub fn from_toml_str(text: &str, origin: &Path, overrides: &[String]) -> Result<Self> {
        let cfg = Self::parse(text, origin, overrides)?;
        given_by_sets(cfg.problems(origin), overrides).into_result()?;
        Ok(cfg)
    }

    /// `from_toml_str` without `validate`: the config as written, for `problems` to judge.
    pub fn parse(text: &str, origin: &Path, overrides: &[String]) -> Result<Self> {
        let mut table: toml::Table = toml::from_str(text).map_err(|e| {
            // where in the file: the line and column of the span TOML's parser points at
            let at = e.span().map_or(String::new(), |span| {
                let before = &text[..span.start.min(text.len())];
                let line = before.matches('\n').count() + 1;
                let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
                format!("line {line}, column {column}: ")
            });
            // JSON (a metrics.jsonl, a config.json) is not TOML: say what was given
            let json = match text.trim_start().starts_with('{') {
                true => " (this is JSON, not a TOML config; name a config such as configs/tiny.toml)",
                false => "",
            };
            parse_err(origin, format!("{at}{}{json}", e.message().trim_end()))
        })?;
        let data_path = |t: &toml::Table| t.get("data").and_then(|d| d.get("path")).cloned();
        let file_path = data_path(&table);
        let mut p = Problems::default();
        for o in overrides {
            p.check(apply_override(&mut table, origin, o));
        }
        let set: Vec<&str> = overrides
            .iter()
            .map(|o| o.split('=').next().unwrap_or("").trim())
            .collect();
        let path_changed = data_path(&table) != file_path;
        let mut cfg = Self::from_table(table, origin, &set, p)?;
        cfg.data.url_for_another_path = path_changed && !set.contains(&"data.url");
        Ok(cfg.resolved())
    }

    /// Keys whose unset value is resolved once, as the config is loaded. A run (and every
    /// checkpoint of it) records its cosine horizon, and a config saved before the key existed
    /// gets the max_steps it was trained toward. (A run shorter than its warmup never leaves
    /// the warmup, so the horizon may start there.)
    fn resolved(mut self) -> Self {
        let t = &mut self.train;
        t.lr_decay_steps.get_or_insert(t.max_steps.max(t.warmup_steps));
        self
    }

    /// Deserialize section by section so an unknown key is reported as `section.key`, and
    /// every bad section is reported (with the problems already in `p`).
    fn from_table(table: toml::Table, origin: &Path, set: &[&str], mut p: Problems) -> Result<Self> {
        // A section that does not deserialize is tried one key at a time (every field has a
        // default), so each bad key is named with its value, in words rather than Rust's types.
        fn section<T: serde::de::DeserializeOwned>(
            origin: &Path,
            set: &[&str],
            name: &str,
            v: &toml::Value,
        ) -> Result<()> {
            let Err(whole) = T::deserialize(v.clone()) else {
                return Ok(());
            };
            let Some(keys) = v.as_table() else {
                return Err(parse_err(
                    origin,
                    format!(
                        "`{name}` = {v} is not a section; set its keys ([{name}] in the file, --set {name}.key=value)"
                    ),
                ));
            };
            let mut p = Problems::default();
            for (key, value) in keys {
                let one = toml::Table::from_iter([(key.clone(), value.clone())]);
                if let Err(e) = T::deserialize(toml::Value::Table(one)) {
                    let full = format!("{name}.{key}");
                    let from = if set.contains(&full.as_str()) {
                        " (given by --set)"
                    } else {
                        ""
                    };
                    let unknown = e.message().starts_with("unknown field");
                    let problem = match e.message().split_once(", expected ") {
                        Some((_, keys)) if unknown => {
                            // serde: "one of `a`, `b`, `c`", or "`a` or `b`" for two
                            let keys = keys.strip_prefix("one of ").unwrap_or(keys).replace("` or `", "`, `");
                            format!(
                                "is not a key of [{name}]{from}; {}allowed: {keys}",
                                did_you_mean(key, &keys)
                            )
                        }
                        // a name key given something else (`true`, `1`): serde says "expected
                        // string only"; the names it takes are what it says of an unknown one
                        _ if e.message().contains("expected string only") => {
                            let probe = toml::Table::from_iter([(key.clone(), toml::Value::from("?"))]);
                            let names = T::deserialize(toml::Value::Table(probe))
                                .err()
                                .and_then(|e| Some(e.message().split_once(", expected ")?.1.trim().to_string()));
                            let names = names.unwrap_or_else(|| "a name".into());
                            format!("is not allowed: expected {names} (a name, in quotes in a file), got {value}{from}")
                        }
                        _ => format!("is not allowed: {}{from}", in_words(e.message(), &full)),
                    };
                    p.push(Error::Config {
                        path: origin.to_path_buf(),
                        key: full,
                        value: value.to_string(),
                        problem,
                    });
                }
            }
            if p.is_empty() {
                p.push(parse_err(origin, format!("[{name}]: {}", whole.message())));
            }
            p.into_result()
        }
        for (name, v) in &table {
            let r = match name.as_str() {
                "device" => String::deserialize(v.clone()).map(|_| ()).map_err(|_| {
                    parse_err(
                        origin,
                        format!("device = {v} is not allowed; use \"auto\", \"cpu\" or \"cuda:N\""),
                    )
                }),
                "model" => section::<ModelConfig>(origin, set, name, v),
                "data" => section::<DataConfig>(origin, set, name, v),
                "train" => section::<TrainConfig>(origin, set, name, v),
                "precision" => section::<PrecisionConfig>(origin, set, name, v),
                "scaler" => section::<ScalerConfig>(origin, set, name, v),
                "checkpoint" => section::<CheckpointConfig>(origin, set, name, v),
                "log" => section::<LogConfig>(origin, set, name, v),
                "debug" => section::<DebugConfig>(origin, set, name, v),
                other => {
                    let given = set.iter().any(|k| k.split('.').next() == Some(other));
                    let from = if given { " (given by --set)" } else { "" };
                    Err(parse_err(
                        origin,
                        format!(
                            "unknown section or key `{other}`{from}; allowed: device, [model], [data], [train], \
                             [precision], [scaler], [checkpoint], [log], [debug]"
                        ),
                    ))
                }
            };
            p.check(r);
        }
        p.into_result()?;
        RunConfig::deserialize(toml::Value::Table(table)).map_err(|e| parse_err(origin, e.message()))
    }

    /// Serialize as TOML (the resolved config saved into runs and checkpoints). A `data.url`
    /// written for the config file's own path, where `--set` named another, is saved empty: it
    /// is not the run's corpus' url, and no later command (a resume, an eval) may download it
    /// into the run's path (docs/DESIGN.md §9).
    pub fn to_toml(&self) -> String {
        let saved = if self.data.url_for_another_path {
            let mut run = self.clone();
            run.data.url.clear();
            std::borrow::Cow::Owned(run)
        } else {
            std::borrow::Cow::Borrowed(self)
        };
        toml::to_string(saved.as_ref()).expect("invariant: RunConfig always serializes")
    }

    /// What every rank of a data-parallel job must hold alike, by part: each part's name and
    /// the sha256 of its values (as JSON). Left out: what may differ between machines and is checked
    /// otherwise (`device`, `data.path` and `data.url`, whose content `data.sha256` pins;
    /// `train.init_from`, whose weights the start-up fingerprint compares) and what only rank 0
    /// uses (`log.*`, `checkpoint.keep_last`).
    pub fn rank_agreement(&self) -> Vec<(&'static str, [u8; 32])> {
        fn digest(value: &impl Serialize) -> [u8; 32] {
            use sha2::{Digest, Sha256};
            let json = serde_json::to_vec(value).expect("invariant: the config's parts serialize");
            Sha256::digest(json).into()
        }
        let mut train = self.train.clone();
        train.init_from = None;
        let data = (
            &self.data.tokenizer,
            &self.data.sha256,
            self.data.synthetic_vocab,
            self.data.synthetic_tokens,
        );
        vec![
            ("[model]", digest(&self.model)),
            ("[train] (init_from aside)", digest(&train)),
            ("[precision]", digest(&self.precision)),
            ("[scaler]", digest(&self.scaler)),
            ("[data] (path and url aside)", digest(&data)),
            ("checkpoint.every", digest(&self.checkpoint.every)),
            ("[debug]", digest(&self.debug)),
        ]
    }

    /// Check every value before any work starts; the message names key, value and what is
    /// allowed. Every problem is reported, not only the first (`Error::Several`).
    pub fn validate(&self, origin: &Path) -> Result<()> {
        self.problems(origin).into_result()
    }

    /// Every problem with the values, in the order of the sections.
    pub fn problems(&self, origin: &Path) -> Problems {
        let mut p = Problems::default();
        let bad = |key: &str, value: String, problem: String| Error::Config {
            path: origin.to_path_buf(),
            key: key.to_string(),
            value,
            problem,
        };
        let m = &self.model;
        p.check(parse_device(&self.device).map_err(|e| bad("device", format!("{:?}", self.device), e)));
        p.check(whole(origin, "model.n_layer", m.n_layer));
        p.check(whole(origin, "model.n_head", m.n_head));
        p.check(whole(origin, "model.d_model", m.d_model));
        p.check(whole(origin, "model.block_size", m.block_size));
        if !m.d_model.is_multiple_of(m.n_head) {
            p.push(bad(
                "model.n_head",
                m.n_head.to_string(),
                format!("does not divide model.d_model = {}", m.d_model),
            ));
        }
        p.check(in_range(origin, "model.dropout", m.dropout, 0.0..1.0, ""));
        if m.custom_down_proj == Some(true) && self.precision.compute != Compute::Bf16 {
            p.push(bad(
                "model.custom_down_proj",
                "true".into(),
                format!(
                    "needs precision.compute = \"bf16\" (the op rounds the weights to bf16), not \"{}\"",
                    self.precision.compute
                ),
            ));
        }
        if self.precision.tf32 && self.precision.compute != Compute::Fp32 {
            p.push(bad(
                "precision.tf32",
                "true".into(),
                format!(
                    "needs precision.compute = \"fp32\" (TF32 is a way to run fp32 GEMMs), not \"{}\"",
                    self.precision.compute
                ),
            ));
        }
        let pr = &self.precision;
        if pr.matmul == Matmul::Fp8 {
            if pr.compute != Compute::Bf16 {
                p.push(bad(
                    "precision.matmul",
                    "\"fp8\"".into(),
                    format!(
                        "needs precision.compute = \"bf16\" (FP8 GEMMs run beside bf16 compute), not \"{}\"",
                        pr.compute
                    ),
                ));
            }
            if !pr.master_weights {
                p.push(bad(
                    "precision.matmul",
                    "\"fp8\"".into(),
                    "needs precision.master_weights = true (the weights are cast to E4M3 from their fp32 masters)"
                        .into(),
                ));
            }
        }
        p.check(whole(origin, "precision.fp8_history", pr.fp8_history));
        p.check(whole(origin, "precision.fp8_margin", pr.fp8_margin));
        let t = &self.train;
        p.check(whole(origin, "train.batch_size", t.batch_size));
        p.check(whole(origin, "train.grad_accum", t.grad_accum));
        p.check(whole(origin, "train.zero", t.zero));
        p.check(in_range(
            origin,
            "train.bucket_mb",
            t.bucket_mb,
            POSITIVE,
            "MiB, e.g. 25, the default",
        ));
        p.check(whole(origin, "train.max_steps", t.max_steps));
        if let Some(d) = t.lr_decay_steps {
            let key = "train.lr_decay_steps";
            if whole(origin, key, d).is_err() || d < t.warmup_steps {
                let (range, _) = whole_range(key, u64::BOUNDS);
                p.push(bad(
                    key,
                    d.to_string(),
                    format!(
                        "is not allowed; must be {} and at least train.warmup_steps = {} (unset: the larger of train.max_steps and train.warmup_steps)",
                        range_words(&range),
                        t.warmup_steps
                    ),
                ));
            }
        }
        p.check(in_range(origin, "train.lr", t.lr, POSITIVE, ""));
        if t.lr.is_finite() && t.lr > 0.0 {
            p.check(in_range(
                origin,
                "train.min_lr",
                t.min_lr,
                0.0..=t.lr,
                "at most train.lr",
            ));
        }
        p.check(in_range(origin, "train.beta1", t.beta1, 0.0..1.0, ""));
        p.check(in_range(origin, "train.beta2", t.beta2, 0.0..1.0, ""));
        p.check(in_range(origin, "train.eps", t.eps, POSITIVE, ""));
        p.check(in_range(origin, "train.weight_decay", t.weight_decay, 0.0.., ""));
        p.check(in_range(
            origin,
            "train.grad_clip",
            t.grad_clip,
            0.0..,
            "0 disables clipping",
        ));
        p.check(whole(origin, "train.eval_every", t.eval_every));
        p.check(whole(origin, "train.eval_batches", t.eval_batches));
        let s = &self.scaler;
        p.check(in_range(origin, "scaler.min_scale", s.min_scale, POSITIVE, ""));
        if s.min_scale.is_finite() && s.max_scale.is_finite() && s.min_scale > s.max_scale {
            // one problem, not a max_scale and an init_scale held to an empty range
            p.push(bad(
                "scaler.min_scale",
                s.min_scale.to_string(),
                format!(
                    "is above scaler.max_scale = {}; the scale's range needs min_scale at most max_scale \
                     (lower scaler.min_scale or raise scaler.max_scale)",
                    s.max_scale
                ),
            ));
        } else {
            // a bound that is not a finite number is its own key's problem (said above or
            // below), not a range to hold the other keys to
            let (lo, hi) = (s.min_scale.is_finite(), s.max_scale.is_finite());
            let (maxima, why) = match lo {
                true => ((Included(s.min_scale), Unbounded), "scaler.min_scale"),
                false => (POSITIVE, ""),
            };
            p.check(in_range(origin, "scaler.max_scale", s.max_scale, maxima, why));
            let (scales, why) = match (lo, hi) {
                (true, true) => (
                    (Included(s.min_scale), Included(s.max_scale)),
                    "scaler.min_scale to scaler.max_scale",
                ),
                (true, false) => ((Included(s.min_scale), Unbounded), "scaler.min_scale"),
                (false, true) => ((Excluded(0.0), Included(s.max_scale)), "scaler.max_scale"),
                (false, false) => (POSITIVE, ""),
            };
            p.check(in_range(origin, "scaler.init_scale", s.init_scale, scales, why));
        }
        p.check(in_range(
            origin,
            "scaler.growth_factor",
            s.growth_factor,
            (Excluded(1.0), Unbounded),
            "",
        ));
        p.check(in_range(
            origin,
            "scaler.backoff_factor",
            s.backoff_factor,
            (Excluded(0.0), Excluded(1.0)),
            "",
        ));
        p.check(whole(origin, "scaler.growth_interval", s.growth_interval));
        p.check(whole(origin, "scaler.hysteresis", s.hysteresis));
        p.check(whole(origin, "scaler.max_skips_at_min_scale", s.max_skips_at_min_scale));
        p.check(whole(origin, "checkpoint.keep_last", self.checkpoint.keep_last));
        p.check(whole(origin, "log.every", self.log.every));
        if let Some(peak) = self.log.peak_flops {
            let why = "FLOP/s, e.g. 989e12; unset: the device table's peak";
            p.check(in_range(origin, "log.peak_flops", peak, POSITIVE, why));
        }
        if self.log.out_dir.as_os_str().is_empty() {
            p.push(bad(
                "log.out_dir",
                "\"\"".into(),
                "is not allowed; name the run directory".into(),
            ));
        }
        let d = &self.data;
        let shortest = m.block_size.saturating_add(1).saturating_mul(10);
        if d.synthetic_vocab > 0 && d.synthetic_tokens < shortest {
            p.push(bad(
                "data.synthetic_tokens",
                d.synthetic_tokens.to_string(),
                format!("is too short; needs at least 10 x (model.block_size + 1) = {shortest}"),
            ));
        }
        if d.synthetic_vocab > 0 && d.synthetic_tokens > MAX_SYNTHETIC_TOKENS {
            // the stream is drawn into memory at once: past this, an allocation that aborts
            p.push(bad(
                "data.synthetic_tokens",
                d.synthetic_tokens.to_string(),
                format!(
                    "is more than {MAX_SYNTHETIC_TOKENS}, the most a synthetic stream holds (4 bytes of memory per token); \
                     a throughput run needs far fewer (the default is 10000000)"
                ),
            ));
        }
        p.check(whole(origin, "data.synthetic_vocab", d.synthetic_vocab));
        let paths = self.data.path.paths();
        if paths.is_empty() || paths.iter().any(|p| p.as_os_str().is_empty()) {
            p.push(bad(
                "data.path",
                format!("{:?}", self.data.path.display()),
                "is not allowed; name the corpus: a file, a folder of files, or a list of files".into(),
            ));
        }
        if d.tokenizer == TokenizerKind::Gpt2 && d.synthetic_vocab > 0 {
            p.push(bad(
                "data.tokenizer",
                "\"gpt2\"".into(),
                format!(
                    "cannot tokenize the synthetic stream of data.synthetic_vocab = {}; set one or the other",
                    d.synthetic_vocab
                ),
            ));
        }
        if let Some(init) = &self.train.init_from {
            if init.as_os_str().is_empty() {
                p.push(bad(
                    "train.init_from",
                    "\"\"".into(),
                    "is not allowed; name a model.safetensors file, or leave the key out".into(),
                ));
            }
            if d.tokenizer != TokenizerKind::Gpt2 {
                p.push(bad(
                    "train.init_from",
                    format!("{:?}", init.display().to_string()),
                    format!(
                        "needs data.tokenizer = \"gpt2\" (GPT-2's weights index its BPE vocabulary), not \"{}\"",
                        d.tokenizer
                    ),
                ));
            }
        }
        if let Some(problem) = url_problem(&self.data.url) {
            p.push(bad("data.url", format!("{:?}", self.data.url), problem));
        }
        let sha = &self.data.sha256;
        let hex64 = sha.len() == 64 && sha.chars().all(|c| c.is_ascii_hexdigit());
        if !sha.is_empty() && !hex64 {
            p.push(bad(
                "data.sha256",
                format!("{sha:?}"),
                "is not a 64-digit hex sha256 (or empty to skip the check)".into(),
            ));
        }
        // one problem per list, at its first step out of range
        for (key, steps) in [
            ("debug.inject_overflow_steps", &self.debug.inject_overflow_steps),
            ("debug.inject_spike_steps", &self.debug.inject_spike_steps),
        ] {
            if let Some(e) = steps.iter().find_map(|&s| whole(origin, key, s).err()) {
                p.push(e);
            }
        }
        let why = "what an injected spike multiplies the loss by";
        p.check(in_range(
            origin,
            "debug.inject_spike_factor",
            self.debug.inject_spike_factor,
            POSITIVE,
            why,
        ));
        if t.spike_guard {
            self.spike_problems(origin, &mut p);
        }
        p
    }

    /// `problems` of a config that starts a run (a config file, not a checkpoint's): the spike
    /// guard's keys are judged with the guard off too, since a resume may turn it on with them
    /// (a checkpoint saved before they were judged so still loads).
    pub fn problems_of_a_new_run(&self, origin: &Path) -> Problems {
        self.problems_of_a_run_with(origin, self.precision.matmul)
    }

    /// `problems_of_a_new_run`, FP8's keys judged as a run with `matmul` uses them.
    fn problems_of_a_run_with(&self, origin: &Path, matmul: Matmul) -> Problems {
        let mut p = self.problems(origin);
        if !self.train.spike_guard {
            self.spike_problems(origin, &mut p);
        }
        self.fp8_problems(origin, matmul, &mut p);
        p
    }

    /// `load` for `bench-precision`, whose modes set `precision.matmul` themselves, one of them
    /// to "fp8": FP8's keys are judged as that mode uses them, not by the file's matmul (a
    /// `--set precision.fp8_history=16` tunes the FP8 mode; one that no mode uses, a history
    /// without delayed scaling, is still refused).
    pub fn load_for_precision_bench(path: &Path, overrides: &[String]) -> Result<Self> {
        let text = read_config_text(path)?;
        let cfg = Self::parse(&text, path, overrides)?;
        given_by_sets(cfg.problems_of_a_run_with(path, Matmul::Fp8), overrides).into_result()?;
        Ok(cfg)
    }

    /// FP8's keys set where they have no effect: each names the setting it needs, which the
    /// config lacks. A key at its default is not told apart from one left out, so only a value
    /// other than the default is refused. Judged for a new run only: an evaluation runs without
    /// FP8 (`eval` clears `precision.matmul`), and a checkpoint saved before they were judged so
    /// still loads.
    fn fp8_problems(&self, origin: &Path, matmul: Matmul, p: &mut Problems) {
        let (pr, default) = (&self.precision, PrecisionConfig::default());
        let fp8 = matmul == Matmul::Fp8;
        let no_effect = |key: &str, value: String, needs: &str, what: &str| Error::Config {
            path: origin.to_path_buf(),
            key: key.to_string(),
            value,
            problem: format!("has no effect: {what} applies only with {needs}; set that, or leave {key} out"),
        };
        let matmul = "precision.matmul = \"fp8\"";
        if pr.fp8_lm_head && !fp8 {
            p.push(no_effect(
                "precision.fp8_lm_head",
                "true".into(),
                matmul,
                "the FP8 LM head",
            ));
        }
        if pr.fp8_scaling != default.fp8_scaling && !fp8 {
            let value = format!("\"{}\"", pr.fp8_scaling);
            p.push(no_effect("precision.fp8_scaling", value, matmul, "FP8's scaling"));
        }
        let delayed = "precision.matmul = \"fp8\" and precision.fp8_scaling = \"delayed\"";
        if pr.fp8_history != default.fp8_history && !(fp8 && pr.fp8_scaling == Fp8Scaling::Delayed) {
            let value = pr.fp8_history.to_string();
            p.push(no_effect("precision.fp8_history", value, delayed, "the amax history"));
        }
        let scaled = "precision.matmul = \"fp8\" and precision.fp8_scaling = \"delayed\" or \"dynamic\"";
        if pr.fp8_margin != default.fp8_margin && !(fp8 && pr.fp8_scaling != Fp8Scaling::None) {
            let value = pr.fp8_margin.to_string();
            p.push(no_effect("precision.fp8_margin", value, scaled, "the scales' margin"));
        }
    }

    /// `problems_of_a_new_run` of a config parsed with `overrides`, each marked where an
    /// override gave its key (`given_by_sets`).
    pub fn problems_with_sets(&self, origin: &Path, overrides: &[String]) -> Problems {
        given_by_sets(self.problems_of_a_new_run(origin), overrides)
    }

    /// The spike guard's keys that are out of range.
    fn spike_problems(&self, origin: &Path, p: &mut Problems) {
        let t = &self.train;
        p.check(whole(origin, "train.spike_window", t.spike_window));
        p.check(in_range(
            origin,
            "train.spike_z",
            t.spike_z,
            POSITIVE,
            "standard deviations, e.g. 6",
        ));
        p.check(whole(origin, "train.spike_rollback_after", t.spike_rollback_after));
    }
}

/// What a number key may hold: an integer, or a float, which must also be finite.
trait Number: PartialOrd + std::fmt::Display + Copy + Default {
    fn is_finite(self) -> bool {
        true
    }
}

impl Number for u32 {}
impl Number for u64 {}
impl Number for usize {}
impl Number for i32 {}
impl Number for i128 {}

impl Number for f64 {
    fn is_finite(self) -> bool {
        f64::is_finite(self)
    }
}

/// Finite and above 0: learning rates, epsilons, scales.
const POSITIVE: (Bound<f64>, Bound<f64>) = (Excluded(0.0), Unbounded);

/// `key = v` must be finite and in `range`; else a `Config` error naming the key, the value and
/// the range ("in [0, 1)", "at least 1", "positive"), with `why` after it (where a bound comes
/// from, what a value means) when not empty.
fn in_range<T: Number>(origin: &Path, key: &str, v: T, range: impl RangeBounds<T>, why: &str) -> Result<()> {
    if v.is_finite() && range.contains(&v) {
        return Ok(());
    }
    let allowed = range_words(&range);
    let what = match v.is_finite() {
        true => "is not allowed",
        false => "is not a finite number",
    };
    let mut problem = format!("{what}; must be {allowed}");
    if !why.is_empty() {
        problem += &format!(" ({why})");
    }
    Err(Error::Config {
        path: origin.to_path_buf(),
        key: key.to_string(),
        value: v.to_string(),
        problem,
    })
}

/// A range in words: "in [0, 1)", "at least 1", "positive".
fn range_words<T: Number>(range: &impl RangeBounds<T>) -> String {
    match (range.start_bound(), range.end_bound()) {
        (Excluded(lo), Unbounded) if *lo == T::default() => "positive".to_string(),
        (Excluded(lo), Unbounded) => format!("above {lo}"),
        (Included(lo), Unbounded) => format!("at least {lo}"),
        (Unbounded, Included(hi)) => format!("at most {hi}"),
        (Unbounded, Excluded(hi)) => format!("below {hi}"),
        (lo, hi) => {
            let lo = match lo {
                Included(x) => format!("[{x}"),
                Excluded(x) => format!("({x}"),
                Unbounded => "(-inf".into(),
            };
            let hi = match hi {
                Included(x) => format!("{x}]"),
                Excluded(x) => format!("{x})"),
                Unbounded => "inf)".into(),
            };
            format!("in {lo}, {hi}")
        }
    }
}

/// The whole-number keys that take less than their type allows: (key, least, most, why), most
/// None for the type's largest. The one account of these ranges: `problems` holds the keys'
/// values to it (`whole`) and a value of the wrong type is told it (`in_words`), so the two
/// cannot drift apart.
const WHOLE_RANGES: &[(&str, i128, Option<i128>, &str)] = &[
    ("model.n_layer", 1, None, ""),
    ("model.n_head", 1, None, ""),
    ("model.d_model", 1, None, ""),
    ("model.block_size", 1, None, ""),
    ("data.synthetic_vocab", 0, Some(MAX_SYNTHETIC_VOCAB as i128), ""),
    ("train.batch_size", 1, None, ""),
    ("train.grad_accum", 1, None, ""),
    (
        "train.zero",
        0,
        Some(1),
        "the ZeRO stage: 0, no sharding; 1, optimizer state sharded",
    ),
    ("train.max_steps", 1, None, ""),
    ("train.lr_decay_steps", 1, None, ""), // and at least train.warmup_steps
    ("train.eval_every", 1, None, ""),
    ("train.eval_batches", 1, None, ""),
    (
        "train.spike_window",
        2,
        None,
        "accepted steps of the running statistics; a few dozen at least",
    ),
    (
        "train.spike_rollback_after",
        1,
        None,
        "spikes within train.spike_window steps that roll the run back",
    ),
    ("precision.fp8_history", 1, Some(65536), "steps, e.g. 1024, the default"),
    ("precision.fp8_margin", 0, Some(32), "e.g. 0, the default"),
    ("scaler.growth_interval", 1, None, ""),
    ("scaler.hysteresis", 1, None, ""),
    ("scaler.max_skips_at_min_scale", 1, None, ""),
    ("checkpoint.keep_last", 1, None, ""),
    ("log.every", 1, None, ""),
    ("debug.inject_overflow_steps", 1, None, "steps are numbered from 1"),
    ("debug.inject_spike_steps", 1, None, "batches are numbered from 1"),
];

/// The range `key` is held to, within its type's bounds `(lo, hi)` (a value past them never
/// parses), and why: its `WHOLE_RANGES` entry, else the type's own range. A range up to
/// u64's largest is said as having no end ("at least 1").
fn whole_range(key: &str, (lo, hi): (i128, i128)) -> ((Bound<i128>, Bound<i128>), &'static str) {
    let entry = WHOLE_RANGES.iter().find(|r| r.0 == key);
    let (least, most, why) = entry.map_or((lo, None, ""), |&(_, least, most, why)| (least, most, why));
    let most = most.map_or(hi, |m| m.min(hi));
    let end = match most >= i128::from(u64::MAX) {
        true => Unbounded,
        false => Included(most),
    };
    ((Included(least.max(lo)), end), why)
}

/// A whole-number key's type, with its bounds.
trait Whole: Copy {
    const BOUNDS: (i128, i128);
    fn wide(self) -> i128;
}

macro_rules! whole_type {
    ($($t:ty),*) => {$(
        impl Whole for $t {
            const BOUNDS: (i128, i128) = (<$t>::MIN as i128, <$t>::MAX as i128);
            fn wide(self) -> i128 {
                self as i128
            }
        }
    )*};
}
whole_type!(u8, u32, u64, usize, i32);

/// `key = v` must be in the key's range (`whole_range`), else a `Config` error as `in_range`'s.
fn whole<T: Whole>(origin: &Path, key: &str, v: T) -> Result<()> {
    let (range, why) = whole_range(key, T::BOUNDS);
    in_range(origin, key, v.wide(), range, why)
}

impl RunConfig {
    /// The largest train.batch_size the CUDA attention kernel's 32-bit offsets allow
    /// (3·B·T·d_model < 2^31), in every compute dtype (fp32 has its fused kernel too), None where
    /// there is no such limit (the CPU attends through the composed ops).
    pub fn largest_batch_for_device(&self, cuda: bool) -> Option<usize> {
        if !cuda {
            return None;
        }
        let per_row = 3 * self.model.block_size as u128 * self.model.d_model as u128;
        Some((((1u128 << 31) - 1) / per_row) as usize)
    }

    /// Limits of the device the run will use, checked once it is chosen. On CUDA the fused
    /// attention indexes the packed q, k, v of one micro-batch with 32-bit offsets:
    /// 3·B·T·d_model (= 3·B·H·T·Dh) must stay below 2^31.
    pub fn check_device_limits(&self, cuda: bool, origin: &Path) -> Result<()> {
        let (m, t) = (&self.model, &self.train);
        let Some(largest) = self.largest_batch_for_device(cuda) else {
            return Ok(());
        };
        if t.batch_size <= largest {
            return Ok(());
        }
        let per_row = 3 * m.block_size as u128 * m.d_model as u128;
        let fix = if largest >= 1 {
            format!("use train.batch_size <= {largest} (raise train.grad_accum to keep the tokens per step)")
        } else {
            "even batch_size 1 does not fit: lower model.block_size or model.d_model".into()
        };
        Err(Error::Config {
            path: origin.to_path_buf(),
            key: "train.batch_size".into(),
            value: t.batch_size.to_string(),
            problem: format!(
                "is too large for the CUDA attention kernel: 3 × train.batch_size × model.block_size ({}) × model.d_model ({}) = {} must be below 2^31; {fix}",
                m.block_size,
                m.d_model,
                t.batch_size as u128 * per_row
            ),
        })
    }
}

/// The longest synthetic stream (`data.synthetic_tokens`): its ids are drawn into memory at
/// once, 4 bytes each, 4 GB here.
pub const MAX_SYNTHETIC_TOKENS: usize = 1_000_000_000;

/// Synthetic symbols are Unicode scalar values from U+10000 on (so vocabularies still round-trip
/// through checkpoints as text); this many exist before U+10FFFF.
pub const MAX_SYNTHETIC_VOCAB: usize = 0x10_0000;

/// Which device a config asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceRequest {
    Auto,
    Cpu,
    Cuda(usize),
}

/// Parse `device`: "auto", "cpu" or "cuda:N".
pub fn parse_device(s: &str) -> std::result::Result<DeviceRequest, String> {
    match s {
        "auto" => Ok(DeviceRequest::Auto),
        "cpu" => Ok(DeviceRequest::Cpu),
        "cuda" => Ok(DeviceRequest::Cuda(0)),
        _ => s
            .strip_prefix("cuda:")
            .and_then(|n| n.parse().ok())
            .map(DeviceRequest::Cuda)
            .ok_or_else(|| "is not allowed; use \"auto\", \"cpu\" or \"cuda:N\"".to_string()),
    }
}

/// The origin `select_device` is given for a `--device` flag (`sample`, `bench-kernel`): its
/// refusals then say to pass the flag, not to set the config key.
pub const DEVICE_FLAG: &str = "--device";

/// How to ask for the CPU instead of a device this build or machine lacks.
fn cpu_fix(origin: &Path) -> &'static str {
    if origin == Path::new(DEVICE_FLAG) {
        "pass --device cpu"
    } else {
        // a checkpoint's config (resume, eval) is changed by --set only
        "set device = \"cpu\" (--set device=cpu)"
    }
}

/// Open the device a config asks for; "auto" says what it chose. A CUDA device without
/// CUDA is refused, never silently replaced by the CPU.
pub fn select_device(s: &str, origin: &Path) -> Result<(candle_core::Device, String)> {
    select_device_for(s, origin, 0)
}

/// `select_device` for worker `local_rank` of a data-parallel job on this host: "auto" means
/// GPU `local_rank` (one process per GPU); an explicit "cuda:N" is taken as given.
pub fn select_device_for(s: &str, origin: &Path, local_rank: usize) -> Result<(candle_core::Device, String)> {
    let bad = |problem: String| Error::Config {
        path: origin.to_path_buf(),
        key: "device".into(),
        value: format!("{s:?}"),
        problem,
    };
    match parse_device(s).map_err(bad)? {
        DeviceRequest::Cpu => Ok((candle_core::Device::Cpu, "device: cpu".into())),
        DeviceRequest::Auto => {
            if candle_core::utils::cuda_is_available() {
                if let Ok(d) = open_cuda(local_rank) {
                    return Ok((d, format!("device: cuda:{local_rank} (auto)")));
                }
            }
            let why = if candle_core::utils::cuda_is_available() {
                "no usable GPU"
            } else {
                "built without CUDA"
            };
            Ok((candle_core::Device::Cpu, format!("device: cpu (auto: {why})")))
        }
        DeviceRequest::Cuda(n) => {
            if !candle_core::utils::cuda_is_available() {
                return Err(bad(format!(
                    "is not available: this minigpt was built without CUDA; rebuild with --features cuda or {}",
                    cpu_fix(origin)
                )));
            }
            let d = open_cuda(n).map_err(|e| bad(format!("cannot be opened ({e})")))?;
            Ok((d, format!("device: cuda:{n}")))
        }
    }
}

/// Open CUDA device `n`. Candle issues every operation on one stream, and the two others (the
/// weight-gradient GEMMs' beside it, src/ops/side_stream.rs, and the collectives' of a
/// data-parallel job, src/dist/nccl.rs) synchronise with it explicitly, so cudarc's
/// per-buffer event tracking (events created with every buffer, recorded and waited for around
/// every launch once a context has a stream of its own, as candle's has) protects nothing here
/// and costs host time on every op: it is switched off (docs/PERFORMANCE.md, "Host overhead").
fn open_cuda(n: usize) -> candle_core::Result<candle_core::Device> {
    // candle's stream at the highest priority: work queued beside it (`ops::weight_grads_beside`)
    // takes the SMs it leaves idle rather than competing for them
    #[cfg(feature = "cuda")]
    let device = candle_core::Device::Cuda(candle_core::CudaDevice::new_with_high_priority_stream(n)?);
    #[cfg(not(feature = "cuda"))]
    let device = candle_core::Device::new_cuda(n)?;
    #[cfg(feature = "cuda")]
    if let candle_core::Device::Cuda(d) = &device {
        // SAFETY: no buffer of this process is used on a second stream without an explicit
        // event (the collectives' stream, the only other one, joins the compute stream).
        unsafe { d.disable_event_tracking() };
    }
    Ok(device)
}

/// What is wrong with `data.url`, a corpus' download address, found without the network: none
/// (empty: no download), or one that is not an http(s) URL with a host, which the download
/// would refuse only once `train` runs (`check` passed it).
fn url_problem(url: &str) -> Option<String> {
    if url.is_empty() {
        return None;
    }
    let Some((scheme, rest)) = url.split_once("://") else {
        return Some("is not a URL: give an http:// or https:// address (or empty, to download nothing)".into());
    };
    if !scheme.eq_ignore_ascii_case("http") && !scheme.eq_ignore_ascii_case("https") {
        return Some(format!(
            "is a {scheme}:// address, and a corpus is downloaded over http:// or https:// only: \
             put the file at data.path yourself, and set data.url = \"\""
        ));
    }
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = host.rsplit('@').next().unwrap_or(host);
    if host.is_empty() || host.starts_with(':') || url.chars().any(char::is_whitespace) {
        return Some("is not a usable URL (no host, or a space in it): give the whole http(s)://host/path".into());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(text: &str, sets: &[&str]) -> Result<RunConfig> {
        let sets: Vec<String> = sets.iter().map(|s| s.to_string()).collect();
        RunConfig::from_toml_str(text, Path::new("t.toml"), &sets)
    }

    /// `load` judged as a new run's config (`RunConfig::load`: `problems_of_a_new_run`).
    fn load_new_run(text: &str, sets: &[&str]) -> Result<RunConfig> {
        let sets: Vec<String> = sets.iter().map(|s| s.to_string()).collect();
        let origin = Path::new("t.toml");
        let cfg = RunConfig::parse(text, origin, &sets)?;
        cfg.problems_with_sets(origin, &sets).into_result()?;
        Ok(cfg)
    }

    #[test]
    fn every_problem_is_reported_at_once_and_tf32_only_with_fp32() {
        let e = load(
            "",
            &[
                "model.n_head=5",
                "train.lr=-1",
                "precision.tf32=true",
                "precision.compute=bf16",
            ],
        )
        .unwrap_err();
        let Error::Several(all) = &e else {
            panic!("not several: {e}")
        };
        let keys: Vec<&str> = all
            .iter()
            .map(|p| match p {
                Error::Config { key, .. } => key.as_str(),
                _ => "?",
            })
            .collect();
        // train.min_lr is not judged against an invalid train.lr (no second, derived complaint)
        assert_eq!(keys, ["model.n_head", "precision.tf32", "train.lr"], "{e}");
        assert!(e.to_string().starts_with("3 problems:"), "{e}");
        assert!(load("", &["precision.tf32=true", "precision.compute=fp32"]).is_ok());
        // bad sections are all named too, before any value is judged
        let e = load(
            "[model]
n_heads = 2
[train]
lr = \"x\"
",
            &[],
        )
        .unwrap_err();
        assert!(matches!(&e, Error::Several(v) if v.len() == 2), "{e}");
        // two bad values in one section and one in another: one flat list of three (a section's
        // own list was nested as one item, "2 problems:", under a count of 2)
        let e = load("", &["model.n_layer=abc", "model.n_head=abc", "train.lr=x"]).unwrap_err();
        let Error::Several(all) = &e else {
            panic!("not several: {e}")
        };
        assert_eq!(all.len(), 3, "{e}");
        assert!(all.iter().all(|p| !matches!(p, Error::Several(_))), "{e}");
        assert!(e.to_string().starts_with("3 problems:"), "{e}");
    }

    /// FP8's keys are judged against the rest of the policy: fp8 needs bf16 compute and master
    /// weights, the FP8 LM head needs fp8. Fails if one of them is accepted alone.
    #[test]
    fn fp8_keys_need_the_policy_they_run_in() {
        let keys = |sets: &[&str]| -> Vec<String> {
            match load_new_run("", sets) {
                Ok(_) => vec![],
                Err(Error::Several(all)) => all.iter().map(|p| p.to_string()).collect(),
                Err(e) => vec![e.to_string()],
            }
        };
        let bad = keys(&["precision.fp8_lm_head=true", "precision.compute=bf16"]);
        assert!(
            bad.len() == 1 && bad[0].contains("precision.fp8_lm_head") && bad[0].contains("matmul"),
            "{bad:?}"
        );
        let bad = keys(&[
            "precision.matmul=fp8",
            "precision.compute=fp16",
            "precision.master_weights=false",
        ]);
        assert_eq!(bad.len(), 2, "{bad:?}");
        assert!(keys(&[
            "precision.matmul=fp8",
            "precision.fp8_lm_head=true",
            "precision.compute=bf16"
        ])
        .is_empty());
    }

    /// Every FP8 key set where it has no effect is refused alike, naming the key, the setting
    /// it needs and the fix; set where it takes effect, or left at its default, it is not.
    /// Fails on a config that took `fp8_history`, `fp8_margin` or `fp8_scaling` without
    /// `matmul = "fp8"` silently while it refused `fp8_lm_head`.
    /// bench-precision's FP8 mode uses FP8's keys, so its load takes them where a new run's
    /// refuses them for want of precision.matmul = "fp8" (which bench-precision sets itself and
    /// refuses from --set); a key that mode does not use either is still refused. Fails on a
    /// bench that refused `--set precision.fp8_history=16` with advice it then refused too.
    #[test]
    fn a_precision_bench_takes_the_fp8_keys_its_fp8_mode_uses() {
        let tiny = Path::new(env!("CARGO_MANIFEST_DIR")).join("configs/tiny.toml");
        let history = ["precision.fp8_history=16".to_string()];
        assert!(RunConfig::load(&tiny, &history).is_err(), "a plain run takes it");
        let cfg = RunConfig::load_for_precision_bench(&tiny, &history).unwrap();
        assert_eq!(cfg.precision.fp8_history, 16);
        let unused = [
            "precision.fp8_scaling=\"dynamic\"".to_string(),
            "precision.fp8_history=16".to_string(),
        ];
        let e = RunConfig::load_for_precision_bench(&tiny, &unused)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("precision.fp8_history") && e.contains("has no effect"),
            "{e}"
        );
    }

    #[test]
    fn fp8_keys_without_effect_are_refused_alike() {
        let refused = |sets: &[&str]| -> Vec<String> {
            let e = match load_new_run("", sets) {
                Ok(_) => return vec![],
                Err(e) => e,
            };
            let all = match e {
                Error::Several(all) => all,
                e => vec![e],
            };
            all.iter()
                .filter_map(|e| match e {
                    Error::Config { key, problem, .. } if problem.starts_with("has no effect") => {
                        assert!(problem.contains(&format!("leave {key} out")), "{e}");
                        assert!(problem.contains("precision.matmul = \"fp8\""), "{e}");
                        Some(key.clone())
                    }
                    _ => None,
                })
                .collect()
        };
        let d = PrecisionConfig::default();
        let scaling = |s: Fp8Scaling| format!("precision.fp8_scaling={s}");
        assert_ne!(d.fp8_scaling, Fp8Scaling::Dynamic);
        let other_history = format!("precision.fp8_history={}", d.fp8_history + 1);
        let other_margin = format!("precision.fp8_margin={}", d.fp8_margin + 1);
        let (lm_head, other_scaling) = ("precision.fp8_lm_head=true".to_string(), scaling(Fp8Scaling::Dynamic));
        let fp8 = ["precision.matmul=fp8".to_string(), "precision.compute=bf16".to_string()];
        let with = |parts: &[&String]| -> Vec<String> { parts.iter().map(|s| s.to_string()).collect() };
        let judged = |sets: Vec<String>| refused(&sets.iter().map(String::as_str).collect::<Vec<_>>());
        // without fp8 every key is refused, each once
        assert_eq!(
            judged(with(&[&other_history, &other_margin, &lm_head, &other_scaling])),
            [
                "precision.fp8_lm_head",
                "precision.fp8_scaling",
                "precision.fp8_history",
                "precision.fp8_margin"
            ]
        );
        // with fp8 and delayed scaling every one takes effect
        let delayed = scaling(Fp8Scaling::Delayed);
        let all = with(&[&fp8[0], &fp8[1], &other_history, &other_margin, &lm_head, &delayed]);
        assert!(judged(all).is_empty());
        // the history is delayed scaling's alone; the margin needs a scale to divide
        let dynamic = with(&[&fp8[0], &fp8[1], &other_history, &other_margin, &other_scaling]);
        assert_eq!(judged(dynamic), ["precision.fp8_history"]);
        let none = scaling(Fp8Scaling::None);
        assert_eq!(
            judged(with(&[&fp8[0], &fp8[1], &other_margin, &none])),
            ["precision.fp8_margin"]
        );
        // defaults are not told apart from keys left out
        let defaults = [
            format!("precision.fp8_history={}", d.fp8_history),
            format!("precision.fp8_margin={}", d.fp8_margin),
            scaling(d.fp8_scaling),
        ];
        assert!(judged(defaults.to_vec()).is_empty());
    }

    #[test]
    fn overrides_parse_as_toml_or_plain_strings() {
        let cfg = load(
            "[train]\nlr = 1e-3\n",
            &[
                "train.lr=3e-4",
                "precision.compute=fp16",
                "data.path=/tmp/x.txt",
                "debug.inject_overflow_steps=[5, 6]",
            ],
        )
        .unwrap();
        assert_eq!(cfg.train.lr, 3e-4);
        assert_eq!(cfg.precision.compute, Compute::Fp16);
        assert_eq!(cfg.data.path, DataPath::One("/tmp/x.txt".into()));
        assert_eq!(cfg.debug.inject_overflow_steps, vec![5, 6]);
    }

    /// A value of the wrong type names its key, its value, what is expected in words (not Rust's
    /// type names) and whether `--set` gave it; a syntax error names its line and column.
    #[test]
    fn type_and_syntax_errors_name_the_key_or_the_line() {
        let e = load("", &["train.lr=abc", "train.max_steps=1.5"])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("train.lr = \"abc\"") && e.contains("expected a number"),
            "{e}"
        );
        assert!(
            e.contains("train.max_steps = 1.5") && e.contains("a whole number"),
            "{e}"
        );
        assert!(
            e.contains("(given by --set)") && !e.contains("f64") && !e.contains("u64"),
            "{e}"
        );
        let e = load("[model]\nn_head = \"4\"\n", &[]).unwrap_err().to_string();
        assert!(e.contains("model.n_head = \"4\"") && !e.contains("--set"), "{e}");
        let e = load("[model]\nn_layer = 2\nn_head = \n", &[]).unwrap_err().to_string();
        assert!(e.contains("line 3, column"), "{e}");
        let e = load("", &["train=3"]).unwrap_err().to_string();
        assert!(e.contains("is a section") && !e.contains("TrainConfig"), "{e}");
        let e = load("[model]\nn_layer = 2\nd_model = 64\n", &["model={n_head=2}"])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("--set model.key=value"),
            "a whole section replaced the file's: {e}"
        );
    }

    #[test]
    fn unknown_keys_and_sections_are_named() {
        let e = load("[model]\nn_embd = 3\n", &[]).unwrap_err().to_string();
        assert!(e.contains("[model]") && e.contains("n_embd"), "{e}");
        let e = load("", &["modle.n_layer=3"]).unwrap_err().to_string();
        assert!(e.contains("modle"), "{e}");
        // a misspelt section names --set as its source, as a misspelt key does; in the file it
        // does not
        let e = load("", &["precison.compute=fp16"]).unwrap_err().to_string();
        assert!(
            e.contains("`precison` (given by --set)") && e.contains("[precision]"),
            "{e}"
        );
        let e = load("[precison]\ncompute = \"fp16\"\n", &[]).unwrap_err().to_string();
        assert!(e.contains("`precison`") && !e.contains("--set"), "{e}");
    }

    /// A misspelt key is told the key it is a few letters from; a key like no other is told
    /// only the list. Every section says it alike, a two-key one ([checkpoint]) too.
    #[test]
    fn a_misspelt_key_is_told_the_one_it_is_near() {
        let e = load("", &["train.max_step=5"]).unwrap_err().to_string();
        assert!(
            e.contains("is not a key of [train] (given by --set); did you mean `max_steps`? allowed: `seed`"),
            "{e}"
        );
        let e = load("", &["checkpoint.keep_lst=2"]).unwrap_err().to_string();
        assert!(
            e.contains("is not a key of [checkpoint] (given by --set); did you mean `keep_last`? allowed: `every`, `keep_last`"),
            "{e}"
        );
        let e = load("", &["checkpoint.zzz=1"]).unwrap_err().to_string();
        assert!(
            e.contains("is not a key of [checkpoint] (given by --set); allowed: `every`, `keep_last`")
                && !e.contains("did you"),
            "{e}"
        );
    }

    /// A value out of range says when a `--set` gave it: the error names the config file, which
    /// may hold no such key (`t.toml: train.lr = -1 ...` read as the file's value); the file's
    /// own values do not say it.
    #[test]
    fn a_value_out_of_range_says_it_was_given_by_set() {
        let e = load("", &["train.lr=-1", "train.bucket_mb=0"]).unwrap_err().to_string();
        assert_eq!(e.matches("(given by --set)").count(), 2, "{e}");
        let e = load("[train]\nlr = -1\n", &[]).unwrap_err().to_string();
        assert!(e.contains("train.lr = -1") && !e.contains("--set"), "{e}");
    }

    /// A negative whole number is told the range `validate` holds the key to: at least 1
    /// where 0 is refused too, else at least 0.
    #[test]
    fn a_negative_count_is_told_the_keys_own_minimum() {
        for (set, least) in [
            ("train.max_steps=-5", "at least 1"),
            ("model.n_layer=-1", "at least 1"),
            ("train.lr_decay_steps=-1", "at least 1"),
            ("train.warmup_steps=-5", "at least 0"),
            ("train.spike_window=-1", "at least 2"),
            ("train.zero=-1", "in [0, 1]"),
            ("train.zero=256", "in [0, 1]"),
            // a key of a narrower type is told its type's bounds too: 2^32 passed "at least 1"
            // and was refused all the same
            ("scaler.hysteresis=4294967296", "in [1, 4294967295]"),
        ] {
            let e = load("", &[set]).unwrap_err().to_string();
            assert!(e.contains(&format!("expected a whole number {least}")), "{set}: {e}");
        }
        // a quoted whole number is a string, not a number past TOML's integers
        for (text, sets) in [
            ("", &["train.max_steps=\"20\""][..]),
            ("[train]\nmax_steps = \"300\"\n", &[][..]),
        ] {
            let e = load(text, sets).unwrap_err().to_string();
            assert!(
                e.contains("got string") && e.contains("without quotes") && !e.contains("largest"),
                "{e}"
            );
        }
        // digits past TOML's integers were called a string
        let e = load("", &["train.seed=18446744073709551615"]).unwrap_err().to_string();
        assert!(
            e.contains("past TOML's largest integer") && !e.contains("got string"),
            "{e}"
        );
    }

    /// A value of the wrong type is told the range that validation holds its key to, the same
    /// words: for every whole-number key of the config, the range in the type error admits
    /// exactly the probe values that validation accepts, and a value out of it is refused in
    /// those words. Fails where the two drifted apart (`train.spike_window = "x"` was told
    /// ">= 0" while validation wanted at least 2; `precision.fp8_history`, `train.zero` the
    /// type's range).
    #[test]
    fn a_type_error_tells_the_range_validation_holds_the_key_to() {
        let mut keys: Vec<String> = Vec::new();
        let table: toml::Table = toml::from_str(&RunConfig::default().to_toml()).unwrap();
        for (name, section) in &table {
            for (key, v) in section.as_table().into_iter().flatten() {
                if v.is_integer() || v.as_array().is_some_and(|a| a.iter().all(toml::Value::is_integer)) {
                    keys.push(format!("{name}.{key}"));
                }
            }
        }
        // unset by default, so not in the default config's text
        keys.extend(["train.lr_decay_steps", "debug.inject_overflow_rank"].map(String::from));
        assert!(keys.iter().any(|k| k == "train.spike_window"), "{keys:?}");
        // the setting a key takes effect in (the FP8 keys'), or a cross-key rule kept quiet
        let context = |key: &str| -> &[&str] {
            match key {
                k if k.starts_with("precision.fp8") => &["precision.matmul=fp8", "precision.compute=bf16"],
                "train.lr_decay_steps" => &["train.warmup_steps=0"],
                _ => &[],
            }
        };
        let is_list = |key: &str| {
            let (section, field) = key.split_once('.').unwrap();
            matches!(
                table.get(section).and_then(|s| s.get(field)),
                Some(toml::Value::Array(_))
            )
        };
        let judged = |key: &str, value: &str| -> Result<RunConfig> {
            let value = if is_list(key) {
                format!("[{value}]")
            } else {
                value.to_string()
            };
            let assignment = format!("{key}={value}");
            let sets = [context(key), &[assignment.as_str()]].concat();
            load_new_run("", &sets)
        };
        // the range a type error gives, in words, parsed back to bounds
        let told = |key: &str| -> (String, i128, i128) {
            let e = judged(key, "\"x\"").unwrap_err().to_string();
            let words = e
                .split("expected a whole number ")
                .nth(1)
                .and_then(|r| r.split(", got").next())
                .unwrap_or_else(|| panic!("{key}: {e}"))
                .to_string();
            let (lo, hi) = match words.strip_prefix("at least ") {
                Some(lo) => (lo.to_string(), i128::MAX.to_string()),
                None => {
                    let inner = words.strip_prefix("in [").and_then(|w| w.strip_suffix(']'));
                    let (lo, hi) = inner
                        .and_then(|w| w.split_once(", "))
                        .unwrap_or_else(|| panic!("{key}: {words}"));
                    (lo.to_string(), hi.to_string())
                }
            };
            (words, lo.parse().unwrap(), hi.parse().unwrap())
        };
        let probes = [
            -1i128,
            0,
            1,
            2,
            3,
            32,
            33,
            255,
            256,
            65536,
            65537,
            1 << 20,
            (1 << 20) + 1,
            1 << 32,
        ];
        for key in &keys {
            let (words, lo, hi) = told(key);
            for v in probes.into_iter().chain([lo - 1, lo, hi, hi.saturating_add(1)]) {
                if v > i128::from(i64::MAX) || v < i128::from(i64::MIN) {
                    continue; // past TOML's integers
                }
                let this_key = |e: &Error| {
                    // a range's refusal, not another rule's (model.n_head must divide d_model)
                    matches!(e, Error::Config { key: k, problem, .. } if k == key && !problem.contains("does not divide"))
                };
                let refused: Vec<String> = match judged(key, &v.to_string()) {
                    Ok(_) => vec![],
                    Err(Error::Several(all)) => all.iter().filter(|e| this_key(e)).map(|e| e.to_string()).collect(),
                    Err(e) if this_key(&e) => vec![e.to_string()],
                    Err(_) => vec![],
                };
                let inside = (lo..=hi).contains(&v);
                assert_eq!(refused.is_empty(), inside, "{key} = {v}, told {words:?}: {refused:?}");
                for e in &refused {
                    // refused by validation in the same words, or as a type error with them
                    let same =
                        e.contains(&format!("must be {words}")) || e.contains(&format!("a whole number {words}"));
                    assert!(same, "{key} = {v}, told {words:?}: {e}");
                }
            }
        }
    }

    /// The device hint names what the user can change: the --device flag, or the config key
    /// (also through --set, the only way to change a checkpoint's).
    #[cfg(not(feature = "cuda"))]
    #[test]
    fn a_cuda_device_without_cuda_says_how_to_ask_for_the_cpu() {
        let e = select_device("cuda:0", Path::new(DEVICE_FLAG)).unwrap_err().to_string();
        assert!(e.contains("pass --device cpu") && !e.contains("set device"), "{e}");
        let e = select_device("cuda:0", Path::new("runs/x/ckpt-00000002.safetensors"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("--set device=cpu"), "{e}");
    }

    #[test]
    fn validation_names_key_value_and_rule() {
        let e = load("[model]\nn_head = 5\nd_model = 384\n", &[])
            .unwrap_err()
            .to_string();
        assert_eq!(e, "t.toml: model.n_head = 5 does not divide model.d_model = 384");
        let e = load("", &["train.lr=-1"]).unwrap_err().to_string();
        assert!(e.contains("train.lr = -1"), "{e}");
        let e = load("", &["model.block_size=0"]).unwrap_err().to_string();
        assert!(e.contains("model.block_size = 0"), "{e}");
        let e = load("", &["device=gpu"]).unwrap_err().to_string();
        assert!(e.contains("device"), "{e}");
        for bad in ["train.bucket_mb=0", "train.bucket_mb=-5", "train.bucket_mb=nan"] {
            let e = load("", &[bad]).unwrap_err().to_string();
            assert!(e.contains("train.bucket_mb") && e.contains("positive"), "{bad}: {e}");
        }
        assert!(load("", &["train.bucket_mb=50"]).is_ok());
    }

    #[test]
    fn a_number_out_of_range_names_the_range_and_where_a_bound_comes_from() {
        let refused = |set: &str| load("", &[set]).unwrap_err().to_string();
        assert_eq!(
            refused("train.beta2=1"),
            "t.toml: train.beta2 = 1 is not allowed; must be in [0, 1) (given by --set)"
        );
        assert_eq!(
            refused("scaler.backoff_factor=0"),
            "t.toml: scaler.backoff_factor = 0 is not allowed; must be in (0, 1) (given by --set)"
        );
        assert_eq!(
            refused("train.eval_every=0"),
            "t.toml: train.eval_every = 0 is not allowed; must be at least 1 (given by --set)"
        );
        assert_eq!(
            refused("train.eps=nan"),
            "t.toml: train.eps = NaN is not a finite number; must be positive (given by --set)"
        );
        assert_eq!(
            refused("train.min_lr=1"),
            "t.toml: train.min_lr = 1 is not allowed; must be in [0, 0.001] (at most train.lr) (train.min_lr given by --set)"
        );
        assert_eq!(
            refused("scaler.growth_factor=inf"),
            "t.toml: scaler.growth_factor = inf is not a finite number; must be above 1 (given by --set)"
        );
        assert!(load("", &["train.grad_clip=0", "train.weight_decay=0", "model.dropout=0"]).is_ok());
    }

    /// `check` passed a `data.url` that `train` then refused ("Bad URL", "Unknown Scheme"):
    /// one that cannot be fetched is refused up front, naming the key.
    #[test]
    fn a_url_that_no_download_can_use_is_refused_by_validation() {
        for (url, says) in [
            ("notaurl", "is not a URL"),
            ("file:///tmp/x.txt", "is a file:// address"),
            ("ftp://127.0.0.1/x.txt", "is a ftp:// address"),
            ("http:///x.txt", "no host"),
            ("https://exa mple.com/x", "no host"),
        ] {
            assert!(
                url_problem(url).is_some_and(|p| p.contains(says)),
                "{url}: {:?}",
                url_problem(url)
            );
        }
        for url in [
            "",
            "https://raw.githubusercontent.com/a/b/c.txt",
            "http://127.0.0.1:8765/x",
            "HTTP://h/x?y=1",
        ] {
            assert_eq!(url_problem(url), None, "{url}");
        }
    }

    /// A run whose `data.path` came from `--set` kept the config file's `data.url` in its saved
    /// config: an `eval` or `resume` after the corpus went missing downloaded the config's corpus
    /// into the run's path and scored it, exit 0. The url is saved only with its own path.
    #[test]
    fn a_url_written_for_another_path_is_not_saved_with_the_run() {
        let file = "[data]\npath = \"data/a.txt\"\nurl = \"https://example.com/a.txt\"\n";
        let own = load(file, &[]).unwrap().to_toml();
        assert!(own.contains("https://example.com/a.txt"), "{own}");
        let other = load(file, &["data.path=mine.txt"]).unwrap();
        assert!(other.data.url_for_another_path);
        let saved = load(&other.to_toml(), &[]).unwrap();
        assert_eq!(saved.data.url, "", "{}", other.to_toml());
        assert_eq!(saved.data.path, other.data.path);
        // given with the path, the url is the run's
        let both = load(file, &["data.path=mine.txt", "data.url=https://example.com/m.txt"]).unwrap();
        assert!(both.to_toml().contains("https://example.com/m.txt"));
    }

    /// min_scale above max_scale blamed max_scale and held init_scale to an empty range, both
    /// left at their defaults; it is one problem, saying which key was given.
    #[test]
    /// A scaler bound that is not a number was also held against the keys beside it:
    /// `min_scale = nan` made `max_scale = 16777216` "not allowed; must be at least NaN".
    fn a_scale_bound_that_is_not_a_number_is_one_problem() {
        for (key, set) in [
            ("scaler.min_scale", "scaler.min_scale=nan"),
            ("scaler.max_scale", "scaler.max_scale=nan"),
        ] {
            let e = load("", &[set]).unwrap_err().to_string();
            assert!(e.contains(&format!("{key} = NaN is not a finite number")), "{e}");
            assert_eq!(e.matches("NaN").count(), 1, "the NaN held against another key: {e}");
        }
        let e = load("", &["scaler.min_scale=nan", "scaler.init_scale=0"])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("scaler.init_scale = 0"),
            "a bad init_scale is still said: {e}"
        );
    }

    #[test]
    fn min_scale_above_max_scale_is_one_problem_naming_the_key_given() {
        let e = load("", &["scaler.min_scale=1e9"]).unwrap_err().to_string();
        assert_eq!(e.lines().count(), 1, "{e}");
        assert!(
            e.contains("scaler.min_scale = 1000000000 is above scaler.max_scale = 16777216"),
            "{e}"
        );
        assert!(e.ends_with("(scaler.min_scale given by --set)"), "{e}");
        let e = load("", &["scaler.max_scale=0.5"]).unwrap_err().to_string();
        assert!(
            e.contains("scaler.min_scale = 1 is above") && e.ends_with("(scaler.max_scale given by --set)"),
            "{e}"
        );
        assert!(mentions("a (scaler.min_scale)", "scaler.min_scale"));
        assert!(
            !mentions("scaler.min_scale_x", "scaler.min_scale") && !mentions("xscaler.min_scale", "scaler.min_scale")
        );
    }

    #[test]
    fn resolved_config_round_trips() {
        let cfg = load("", &["precision.compute=bf16", "scaler.enabled=true"]).unwrap();
        let again = load(&cfg.to_toml(), &[]).unwrap();
        assert_eq!(cfg, again);
    }

    #[test]
    fn lr_decay_steps_is_resolved_from_max_steps_once_and_validated() {
        let cfg = load("[train]\nmax_steps = 200\nwarmup_steps = 10\n", &[]).unwrap();
        assert_eq!(cfg.train.lr_decay_steps, Some(200));
        assert!(cfg.to_toml().contains("lr_decay_steps = 200"), "{}", cfg.to_toml());
        // The saved config (or an old one without the key, resolved the same way) keeps its
        // horizon when max_steps changes later.
        let longer = load(&cfg.to_toml(), &["train.max_steps=400"]).unwrap();
        assert_eq!(longer.train.lr_decay_steps, Some(200));
        let set = load("", &["train.lr_decay_steps=300", "train.max_steps=200"]).unwrap();
        assert_eq!(set.train.lr_decay_steps, Some(300));
        let short = load("[train]\nmax_steps = 3\nwarmup_steps = 10\n", &[]).unwrap();
        assert_eq!(short.train.lr_decay_steps, Some(10), "a run shorter than its warmup");
        for bad in ["train.lr_decay_steps=0", "train.lr_decay_steps=5"] {
            let e = load("[train]\nwarmup_steps = 10\n", &[bad]).unwrap_err().to_string();
            assert!(
                e.contains("train.lr_decay_steps") && e.contains("train.warmup_steps = 10"),
                "{e}"
            );
            // what unset resolves to, as `resolved` does it
            assert!(
                e.contains("unset: the larger of train.max_steps and train.warmup_steps"),
                "{e}"
            );
        }
    }

    #[test]
    fn a_batch_too_large_for_the_cuda_attention_kernel_is_refused_up_front() {
        // GPT-2 small's shape at batch 2048: 3·B·H·T·Dh = 4831838208.
        let cfg = load(
            "",
            &[
                "precision.compute=bf16",
                "model.block_size=1024",
                "model.d_model=768",
                "model.n_head=12",
                "train.batch_size=2048",
            ],
        )
        .unwrap();
        let e = cfg.check_device_limits(true, Path::new("t.toml")).unwrap_err();
        let text = e.to_string();
        assert!(e.is_input_error(), "{text}");
        assert!(
            text.contains("train.batch_size = 2048")
                && text.contains("4831838208")
                && text.contains("train.batch_size <= 910")
                && text.contains("train.grad_accum"),
            "{text}"
        );
        assert!(
            cfg.check_device_limits(false, Path::new("t.toml")).is_ok(),
            "the CPU has no such limit"
        );
        let fits = load(&cfg.to_toml(), &["train.batch_size=910"]).unwrap();
        assert!(fits.check_device_limits(true, Path::new("t.toml")).is_ok());
        // fp32 attends through its own fused kernel on CUDA, with the same 32-bit offsets
        let fp32 = load(&cfg.to_toml(), &["precision.compute=fp32"]).unwrap();
        assert!(fp32.check_device_limits(true, Path::new("t.toml")).is_err());
    }

    #[test]
    fn data_path_is_a_path_or_a_list_and_the_tokenizer_is_checked() {
        let cfg = load("[data]\npath = [\"a.txt\", \"b.txt\"]\ntokenizer = \"gpt2\"\n", &[]).unwrap();
        assert_eq!(cfg.data.path, DataPath::Many(vec!["a.txt".into(), "b.txt".into()]));
        assert_eq!(cfg.data.tokenizer, TokenizerKind::Gpt2);
        assert_eq!(load(&cfg.to_toml(), &[]).unwrap(), cfg, "the list round-trips");
        assert_eq!(
            load("", &[]).unwrap().data.tokenizer,
            TokenizerKind::Char,
            "char by default"
        );
        let e = load("", &["data.tokenizer=bpe"]).unwrap_err().to_string();
        assert!(
            e.contains("data.tokenizer") && e.contains("bpe") && e.contains("gpt2"),
            "{e}"
        );
        let e = load("", &["data.path=[]"]).unwrap_err().to_string();
        assert!(e.contains("data.path"), "{e}");
        let e = load("", &["data.tokenizer=gpt2", "data.synthetic_vocab=100"])
            .unwrap_err()
            .to_string();
        assert!(e.contains("data.tokenizer") && e.contains("synthetic_vocab"), "{e}");
        let e = load("", &["train.init_from=gpt2.safetensors"]).unwrap_err().to_string();
        assert!(e.contains("train.init_from") && e.contains("gpt2"), "{e}");
        assert!(load("", &["train.init_from=gpt2.safetensors", "data.tokenizer=gpt2"]).is_ok());
    }

    #[test]
    fn scaler_defaults_follow_compute() {
        let s = ScalerConfig::default();
        assert!(s.is_enabled(Compute::Fp16));
        assert!(!s.is_enabled(Compute::Bf16));
        assert!(!s.is_enabled(Compute::Fp32));
    }
}
