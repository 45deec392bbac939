//! The library's one error type. Variants are named for what went wrong from the user's side;
//! each one that concerns a file carries its path. `cli.rs` maps variants to exit codes.

use std::path::PathBuf;

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
    /// A parameter that autograd never reached: the op on its path has no backward.
    #[error("parameter {name} received no gradient (is an op on its path forward-only?)")]
    MissingGrad { name: String },
    /// The loss scaler gave up: too many consecutive overflows at `scaler.min_scale`.
    #[error("diverged: {0}")]
    Diverged(String),
    /// A bad command-line argument that clap could not catch (e.g. a sampling value).
    #[error("{0}")]
    Usage(String),
    /// An I/O failure while running (disk full, permission), with what we were doing.
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(transparent)]
    Candle(#[from] candle_core::Error),
}

impl Error {
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io {
            path: path.into(),
            source,
        }
    }

    /// True when the user gave us something we refuse (exit code 2), false when a run that
    /// started properly then failed (exit code 1).
    pub fn is_input_error(&self) -> bool {
        matches!(
            self,
            Error::Config { .. }
                | Error::ConfigParse { .. }
                | Error::Corpus { .. }
                | Error::Checkpoint { .. }
                | Error::Usage(_)
        )
    }
}
