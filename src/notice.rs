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
