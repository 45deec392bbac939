//! One-time notices on stderr: when a run takes a slower path than the one it could take (a
//! composed op instead of a fused kernel), it says so once per process, with the reason, instead
//! of falling back silently.

use std::collections::HashSet;
use std::sync::Mutex;

static SAID: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);

/// Print `note: {message}` on stderr the first time `key` is seen in this process.
pub fn once(key: &'static str, message: impl FnOnce() -> String) {
    let mut said = SAID.lock().unwrap_or_else(|e| e.into_inner());
    if said.get_or_insert_with(HashSet::new).insert(key) {
        eprintln!("note: {}", message());
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
