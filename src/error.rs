//! The library's one error type. Variants are named for what went wrong from the user's side;
//! each one that concerns a file carries its path. `cli.rs` maps variants to exit codes.

use std::path::{Path, PathBuf};

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A config value that is present but not allowed.
    #[error("{path}: {key} = {value} {problem}")]
    Config {
        path: PathBuf,
        key: String,
        value: String,
        problem: String,
    },
    /// A config file that is not valid TOML, or has an unknown key or a value of the wrong type.
    #[error("{path}: {problem}")]
    ConfigParse { path: PathBuf, problem: String },
    /// The corpus is missing, unreadable, or not usable for training.
    #[error("{path}: {problem}")]
    Corpus { path: PathBuf, problem: String },
    /// A checkpoint that cannot be trusted, or that does not match the run.
    #[error("{path}: {problem}")]
    Checkpoint { path: PathBuf, problem: String },
    /// Writing a checkpoint failed (disk full, permission); the previous one is untouched.
    #[error("{path}: {problem}")]
    CheckpointWrite { path: PathBuf, problem: String },
    /// Writing a row to the run's `metrics.jsonl` failed (disk full, a file in the way); no torn
    /// row is left. `way_on` (the trainer's): which checkpoint stands and how to continue.
    #[error("{path}: could not write the run's metrics ({reason}){way_on}")]
    MetricsWrite {
        path: PathBuf,
        reason: std::io::Error,
        way_on: String,
    },
    /// A parameter that autograd never reached: the op on its path has no backward.
    #[error("parameter {name} received no gradient (is an op on its path forward-only?)")]
    MissingGrad { name: String },
    /// The loss scaler gave up: too many consecutive overflows at `scaler.min_scale`.
    #[error("diverged: {0}")]
    Diverged(String),
    /// A bad command-line argument that clap could not catch (e.g. a sampling value).
    #[error("{0}")]
    Usage(String),
    /// An I/O failure while running (disk full, permission), with what we were doing. The OS's
    /// reason is in the message and not a `source`: the one-line report (`{:#}`) prints a source
    /// after the message, and printed it twice.
    #[error("{path}: {reason}")]
    Io { path: PathBuf, reason: std::io::Error },
    /// Another live process writes into this run directory (`train`/`resume` hold its lock).
    #[error("{path}: {problem}")]
    RunDirBusy { path: PathBuf, problem: String },
    /// `--nproc-per-node`: a worker failed, hung or was stopped and no restart was left (exit 1),
    /// or the first attempt's first failure was a worker refusing its input (exit 2: a restart
    /// cannot fix input). One line naming the rank, its pid and how it ended.
    #[error("{message}")]
    Launch { message: String, input_refused: bool },
    /// A second stop signal ended the job without waiting for its checkpoint (the launcher;
    /// a single process exits at once in `signals`): exit 130, as after a SIGINT.
    #[error("{0}")]
    Interrupted(String),
    /// The device ran out of memory; the message names the run's shape, the memory and what
    /// to change (built by `Error::explain_out_of_memory`).
    #[error("{0}")]
    OutOfMemory(String),
    /// A run that cannot fit the device's memory, refused before anything is allocated: the
    /// estimate and what to change, in one line (`preflight::refuse_if_too_large`).
    #[error("{0}")]
    WontFit(String),
    /// Several problems found at once (config validation, `minigpt check`), one per line.
    #[error("{} problems:{}", .0.len(), .0.iter().map(|e| format!("\n  - {e}")).collect::<String>())]
    Several(Vec<Error>),
    /// Everything else from candle, printed as its root message: one line, no backtrace.
    #[error("{}", candle_message(.0))]
    Candle(candle_core::Error),
}

impl From<candle_core::Error> for Error {
    fn from(e: candle_core::Error) -> Self {
        Error::Candle(e)
    }
}

/// A candle error as one line: the backtrace `.bt()` attached is dropped, context and path
/// wrappers become `context: message` prefixes, and line breaks become spaces.
pub fn candle_message(e: &candle_core::Error) -> String {
    use candle_core::Error as E;
    let text = match e {
        E::WithBacktrace { inner, .. } => return candle_message(inner),
        E::Context { inner, context } => format!("{context}: {}", candle_message(inner)),
        E::WithPath { inner, path } => format!("{}: {}", path.display(), candle_message(inner)),
        E::WrappedContext { wrapped, context } => format!("{context}: {wrapped}"),
        other => other.to_string(),
    };
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What the out-of-memory message says about the run (the caller knows the config).
#[derive(Debug, Clone)]
pub struct RunShape {
    /// As `ops::device_label` writes it: "cuda:0 (NVIDIA H200)", "cpu".
    pub device: String,
    pub n_layer: usize,
    pub d_model: usize,
    pub block_size: usize,
    pub batch_size: usize,
    pub grad_accum: usize,
    /// "fp32", "bf16", "fp16".
    pub compute: String,
    /// Model parameters, when the model was built.
    pub params: Option<usize>,
    /// Whether blocks already keep only their inputs (train.activation_checkpointing = "blocks").
    pub checkpointing: bool,
}

/// The device's memory when the allocation failed (CUDA; unknown elsewhere).
#[derive(Debug, Clone, Copy, Default)]
pub struct DeviceMemory {
    pub free: Option<u64>,
    pub total: Option<u64>,
    /// The run's high-water mark (the memory pool's peak): the run needed more than this.
    pub peak_in_use: Option<u64>,
}

/// Why `path`, a symbolic link, leads nowhere: "a symbolic link loop" (it resolves back to
/// itself) or "a symbolic link to T, which does not exist". None when `path` is no link, or one
/// that resolves.
pub fn broken_link(path: &Path) -> Option<String> {
    let target = std::fs::read_link(path).ok()?;
    match std::fs::metadata(path) {
        Ok(_) => None,
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => Some("a symbolic link loop".into()),
        Err(_) => Some(format!("a symbolic link to {}, which does not exist", target.display())),
    }
}

fn gib(bytes: u64) -> String {
    format!("{:.1} GiB", bytes as f64 / (1u64 << 30) as f64)
}

impl Error {
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io {
            path: path.into(),
            reason: source,
        }
    }

    /// True when the user gave us something we refuse (exit code 2), false when a run that
    /// started properly then failed (exit code 1).
    pub fn is_input_error(&self) -> bool {
        if let Error::Several(all) = self {
            return all.iter().all(Error::is_input_error);
        }
        matches!(
            self,
            Error::Config { .. }
                | Error::ConfigParse { .. }
                | Error::Corpus { .. }
                | Error::Checkpoint { .. }
                | Error::Usage(_)
                | Error::RunDirBusy { .. }
                | Error::WontFit(_)
                | Error::Launch {
                    input_refused: true,
                    ..
                }
        )
    }

    /// True for a device allocation that failed: the CUDA driver's CUDA_ERROR_OUT_OF_MEMORY
    /// (what cudarc reports for candle's allocations), cuBLAS's ALLOC_FAILED, or a message
    /// saying "out of memory", however deeply candle wrapped it.
    pub fn is_out_of_memory(&self) -> bool {
        match self {
            Error::OutOfMemory(_) => true,
            Error::Candle(e) => {
                let text = candle_message(e);
                text.contains("CUDA_ERROR_OUT_OF_MEMORY")
                    || text.contains("CUBLAS_STATUS_ALLOC_FAILED")
                    || text.to_ascii_lowercase().contains("out of memory")
            }
            _ => false,
        }
    }

    /// An out-of-memory error becomes `OutOfMemory` with one line a user can act on: the shape
    /// of the run, the memory it had against what the device has, and which keys to change.
    /// Every other error is returned as it is.
    pub fn explain_out_of_memory(self, run: &RunShape, mem: DeviceMemory) -> Self {
        if !self.is_out_of_memory() || matches!(self, Error::OutOfMemory(_)) {
            return self;
        }
        let r = run;
        let mut line = format!(
            "out of memory on {}: model {} layers × d_model {}, block_size {}, batch_size {} × grad_accum {}, {}",
            r.device, r.n_layer, r.d_model, r.block_size, r.batch_size, r.grad_accum, r.compute
        );
        let state = r.params.map(|p| {
            // fp32 master, gradient and two AdamW moments; the step's bf16/fp16 weight copy.
            let per_param = if r.compute == "fp32" { 16 } else { 18 };
            (p, p as u64 * per_param)
        });
        match (mem.peak_in_use, mem.free, mem.total) {
            (peak, free, Some(total)) => {
                line += &match peak {
                    Some(p) => format!("; it needed more than the {} it had in use", gib(p)),
                    None => "; it needed more".into(),
                };
                line += &format!(", the device has {} in all", gib(total));
                if let Some(f) = free {
                    line += &format!(" ({} free)", gib(f));
                }
            }
            (Some(p), _, None) => line += &format!("; it needed more than the {} it had in use", gib(p)),
            (None, _, None) => {}
        }
        if let Some((p, bytes)) = state {
            line += &format!(
                "; weights, gradients and AdamW state take about {} ({:.1} M parameters), the rest is activations, which grow with train.batch_size × model.block_size",
                gib(bytes),
                p as f64 / 1e6
            );
        }
        let model_alone_too_big = matches!((state, mem.total), (Some((_, b)), Some(t)) if b >= t / 2);
        let smaller_model = "a smaller model (model.n_layer, model.d_model)";
        if !r.checkpointing && !model_alone_too_big {
            line += "; keep fewer activations with train.activation_checkpointing=\"blocks\" (each block's backward reruns its forward: about a third more compute)";
        }
        if r.batch_size > 1 && !model_alone_too_big {
            let half = r.batch_size / 2;
            let same = if r.batch_size.is_multiple_of(2) {
                " for the same tokens per step"
            } else {
                ""
            };
            line += &format!(
                "; lower train.batch_size (e.g. train.batch_size={half} with train.grad_accum={}{same}) or train {smaller_model}",
                r.grad_accum * 2
            );
        } else if r.batch_size > 1 {
            line += &format!("; train {smaller_model}, or lower train.batch_size");
        } else {
            line += &format!("; lower model.block_size or train {smaller_model}");
        }
        Error::OutOfMemory(line)
    }
}

/// Problems collected so that the user sees all of them at once, not only the first.
#[derive(Debug, Default)]
pub struct Problems(pub Vec<Error>);

impl Problems {
    /// Keep `e`; a `Several` (a part's own list, such as a config section's) adds its problems
    /// one by one, so the list stays flat and its count true.
    pub fn push(&mut self, e: Error) {
        match e {
            Error::Several(all) => all.into_iter().for_each(|e| self.push(e)),
            e => self.0.push(e),
        }
    }

    /// Keep `r`'s error, if any; its value otherwise.
    pub fn check<T>(&mut self, r: Result<T>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(e) => {
                self.push(e);
                None
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Ok when there are none; the problem itself when there is one; `Several` otherwise.
    pub fn into_result(mut self) -> Result<()> {
        match self.0.len() {
            0 => Ok(()),
            1 => Err(self.0.remove(0)),
            _ => Err(Error::Several(self.0)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape() -> RunShape {
        RunShape {
            device: "cuda:0".into(),
            n_layer: 12,
            d_model: 768,
            block_size: 1024,
            batch_size: 64,
            grad_accum: 1,
            compute: "bf16".into(),
            params: Some(124_000_000),
            checkpointing: false,
        }
    }

    /// What cudarc's DriverError prints for CUDA_ERROR_OUT_OF_MEMORY, as candle wraps it.
    const DRIVER_OOM: &str = "DriverError(CUDA_ERROR_OUT_OF_MEMORY, \"out of memory\")";

    fn with_backtrace(inner: candle_core::Error) -> candle_core::Error {
        candle_core::Error::WithBacktrace {
            inner: Box::new(inner),
            backtrace: Box::new(std::backtrace::Backtrace::force_capture()),
        }
    }

    #[test]
    fn candle_errors_print_their_root_message_on_one_line_without_the_backtrace() {
        let e: Error = with_backtrace(candle_core::Error::Msg(
            "causal-attention: 3·B·H·T·Dh = 4831838208 >= 2^31".into(),
        ))
        .into();
        assert_eq!(e.to_string(), "causal-attention: 3·B·H·T·Dh = 4831838208 >= 2^31");
        let e: Error = candle_core::Error::Msg("inner\nmore".into())
            .context("while stepping")
            .into();
        assert_eq!(e.to_string(), "while stepping: inner more");
        assert!(!e.is_out_of_memory() && !e.is_input_error());
    }

    #[test]
    fn out_of_memory_is_recognised_through_candle_wrappers() {
        let plain: Error = candle_core::Error::Msg(DRIVER_OOM.into()).into();
        let wrapped: Error = with_backtrace(candle_core::Error::Msg(DRIVER_OOM.into()).context("matmul")).into();
        let boxed: Error = candle_core::Error::Cuda(Box::new(std::io::Error::other(DRIVER_OOM))).into();
        let cublas: Error = candle_core::Error::Msg("CUBLAS_STATUS_ALLOC_FAILED".into()).into();
        for e in [&plain, &wrapped, &boxed, &cublas] {
            assert!(e.is_out_of_memory(), "{e}");
        }
        let other: Error =
            candle_core::Error::Msg("DriverError(CUDA_ERROR_ILLEGAL_ADDRESS, \"an illegal memory access\")".into())
                .into();
        assert!(!other.is_out_of_memory());
        let cfg = Error::Usage("out of memory".into());
        assert!(!cfg.is_out_of_memory(), "only device errors are out-of-memory errors");
    }

    #[test]
    fn the_out_of_memory_message_names_shape_memory_and_keys_on_one_line() {
        let e: Error = with_backtrace(candle_core::Error::Msg(DRIVER_OOM.into())).into();
        let mem = DeviceMemory {
            free: Some(300 << 20),
            total: Some(140 << 30),
            peak_in_use: Some(139 << 30),
        };
        let e = e.explain_out_of_memory(&shape(), mem);
        let text = e.to_string();
        assert!(
            matches!(e, Error::OutOfMemory(_)) && !e.is_input_error(),
            "exit code 1: {text}"
        );
        assert_eq!(text.lines().count(), 1, "{text}");
        for want in [
            "cuda:0",
            "12 layers × d_model 768",
            "block_size 1024",
            "batch_size 64",
            "more than the 139.0 GiB it had in use",
            "140.0 GiB in all (0.3 GiB free)",
            "2.1 GiB (124.0 M parameters)",
            "train.batch_size=32 with train.grad_accum=2 for the same tokens per step",
            "model.n_layer",
            "train.activation_checkpointing=\"blocks\"",
        ] {
            assert!(text.contains(want), "missing {want:?}: {text}");
        }
        assert!(!text.contains("DriverError") && !text.contains("backtrace"), "{text}");

        // Memory unknown (no CUDA), batch of one: still one line, still what to change.
        let one = RunShape {
            batch_size: 1,
            params: None,
            checkpointing: true,
            device: "cpu".into(),
            ..shape()
        };
        let text = Error::from(candle_core::Error::Msg("out of memory".into()))
            .explain_out_of_memory(&one, DeviceMemory::default())
            .to_string();
        assert_eq!(text.lines().count(), 1, "{text}");
        assert!(
            text.contains("lower model.block_size") && !text.contains("GiB"),
            "{text}"
        );

        // Anything else passes through untouched.
        let e = Error::Diverged("x".into()).explain_out_of_memory(&shape(), mem);
        assert!(matches!(e, Error::Diverged(_)));
    }
}
