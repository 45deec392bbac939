//! One-time notices on stderr: when a run takes a slower path than the one it could take (a
//! composed op instead of a fused kernel), it says so once per process, with the reason, instead
//! of falling back silently.

use std::collections::HashSet;
use std::fmt;
use std::sync::Mutex;

static SAID: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);

/// Print `note: {message}` on stderr the first time `key` is seen in this process.
pub fn once(key: &'static str, message: impl FnOnce() -> String) {
    let mut said = SAID.lock().unwrap_or_else(|e| e.into_inner());
    if said.get_or_insert_with(HashSet::new).insert(key) {
        crate::say!("note: {}", message());
    }
}

/// Print `line` on stdout for a process that must outlive its reader: a training run piped into
/// `head`, or a `tee` that died, keeps training (its rows are in metrics.jsonl) instead of
/// panicking in `println!` and losing the steps since its last checkpoint. The first failed
/// write says so once on stderr; later lines are dropped.
pub fn progress(line: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if let Err(e) = writeln!(out, "{line}").and_then(|()| out.flush()) {
        once("stdout", || {
            format!("stdout is closed ({e}): the run goes on; its progress is in metrics.jsonl")
        });
    }
}

/// `eprintln!` that never panics: writes the line to stderr and drops a failed write. A run's
/// stderr is often a pipe (`2>&1 | tee log`, `| head`) whose reader may go away, and `eprintln!`
/// panics on such a write, killing a run mid-step (exit 101, the steps since its last checkpoint
/// lost) or the signal thread that would have caught a second Ctrl-C. Clippy refuses
/// `eprintln!` and `println!` in the library (clippy.toml); the commands' stdout goes through
/// `cli`'s `out!`, which fails with one line instead.
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::notice::stderr_line(format_args!($($arg)*))
    };
}

/// What `say!` writes: the line and its newline in one write, so that lines of processes sharing
/// the stream do not interleave; an error (a reader gone, a full disk) is dropped.
pub fn stderr_line(line: fmt::Arguments) {
    use std::io::Write;
    let _ = std::io::stderr().lock().write_all(format!("{line}\n").as_bytes());
}
