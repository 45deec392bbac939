//! SIGINT and SIGTERM for `train`, `resume` and the launcher (docs/DESIGN.md §2): the first
//! asks for a stop (finish the step, checkpoint, exit 0), a second one exits at once with 130.
//!
//! Two things make that simple rule need care:
//! - **One request can arrive twice.** `timeout -s INT` signals its child and then the child's
//!   process group, so a run receives two SIGINTs microseconds apart; taken as "a second signal"
//!   they killed the run without its checkpoint. A signal within `SAME_REQUEST` of the one that
//!   asked for the stop is the same request (`Requests`).
//! - **A signal can arrive before training starts** (reading the config, tokenizing, opening the
//!   device). Handlers are installed first thing, so it is not lost, and it exits at once: nothing
//!   has been written that a checkpoint would keep (`StopSignals::install`, `training`).

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::{Handle, Signals};

use crate::error::{Error, Result};

/// Signals closer than this to the one that asked for the stop repeat that request.
pub const SAME_REQUEST: Duration = Duration::from_secs(1);

/// What a signal means, given the ones before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// The first: stop after the current step, with a checkpoint.
    Stop,
    /// Within `SAME_REQUEST` of the first: the same request delivered again; ignored.
    Repeat,
    /// Later: stop now, without waiting for the checkpoint.
    Kill,
}

/// The signals seen so far.
#[derive(Debug, Default)]
pub struct Requests {
    first: Option<Instant>,
}

impl Requests {
    /// Classify a signal received at `now`.
    pub fn on_signal(&mut self, now: Instant) -> Request {
        match self.first {
            None => {
                self.first = Some(now);
                Request::Stop
            }
            Some(t) if now.saturating_duration_since(t) < SAME_REQUEST => Request::Repeat,
            Some(_) => Request::Kill,
        }
    }
}

/// Signal names for messages.
/// The line `say_on_mapped_file_fault` prepared, said on a SIGBUS.
static MAPPED_FAULT: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();

/// A file this process maps (a GPT-2 corpus' token cache) that another process cuts short makes
/// the next read of its mapping a SIGBUS, which killed the run with the shell's "Bus error" and
/// exit 135, without a word. From the first call on such a fault says `line` on stderr and
/// exits 1, a failed run (the checkpoint that stands is as it was; a write in flight leaves only
/// its temporary). Later calls keep the first line.
pub fn say_on_mapped_file_fault(line: &str) {
    if MAPPED_FAULT.set(format!("error: {line}\n").into_bytes()).is_err() {
        return;
    }
    let say_and_exit = || {
        if let Some(m) = MAPPED_FAULT.get() {
            // SAFETY: write(2) of a buffer that lives as long as the process
            unsafe { libc::write(2, m.as_ptr().cast(), m.len()) };
        }
        // SAFETY: _exit(2) never returns into the faulting read, and runs no destructor
        unsafe { libc::_exit(1) }
    };
    // SAFETY: the action is async-signal-safe: an atomic load, write(2) and _exit(2)
    if let Err(e) = unsafe { signal_hook::low_level::register(libc::SIGBUS, say_and_exit) } {
        crate::say!("note: a mapped file cut short under this run will end it without a message ({e})");
    }
}

pub fn name(sig: i32) -> &'static str {
    match sig {
        SIGINT => "SIGINT",
        SIGTERM => "SIGTERM",
        _ => "a signal",
    }
}

/// A thread that receives SIGINT/SIGTERM from `install` until dropped.
pub struct StopSignals {
    stop: Arc<AtomicBool>,
    /// The signal that asked for the stop (0: none yet).
    signal: Arc<AtomicI32>,
    training: Arc<AtomicBool>,
    /// Files and directories (deepest first) to remove if a signal ends the process before
    /// training began (`undo_on_early_exit`).
    undo: Undo,
    /// What a second signal's line adds: the checkpoint it leaves (`training`).
    left: Left,
    /// What a signal before training says instead of its default (`before_training_says`).
    early: Left,
    handle: Handle,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl StopSignals {
    /// Take over SIGINT and SIGTERM for a single training process. Until `training` is called a
    /// signal exits at once with 130 (saying so on stderr); after it, the first sets the flag
    /// `training` returns and a later one (past `SAME_REQUEST`) exits with 130.
    pub fn install() -> Result<Self> {
        Self::install_saying(
            "stopping after the current step (and its evaluation) with a checkpoint",
            "before training began (nothing to checkpoint yet)",
        )
    }

    /// `install` for another command, whose first signal is acknowledged as `stopping`, and
    /// one before its work began (`training`, `flag`) ends it saying `before`.
    pub fn install_saying(stopping: &'static str, before: &'static str) -> Result<Self> {
        let stop = Arc::new(AtomicBool::new(false));
        let signal = Arc::new(AtomicI32::new(0));
        let training = Arc::new(AtomicBool::new(false));
        let mut signals =
            Signals::new([SIGINT, SIGTERM]).map_err(|e| Error::Usage(format!("cannot handle SIGINT/SIGTERM: {e}")))?;
        let handle = signals.handle();
        let (flag, started, which) = (Arc::clone(&stop), Arc::clone(&training), Arc::clone(&signal));
        let undo: Undo = Arc::default();
        let undo_at_exit = Arc::clone(&undo);
        let left: Left = Arc::default();
        let left_at_kill = Arc::clone(&left);
        let early: Left = Arc::default();
        let early_at_exit = Arc::clone(&early);
        let in_job = std::env::var_os("WORLD_SIZE").is_some();
        let thread = std::thread::spawn(move || {
            let mut requests = Requests::default();
            for sig in signals.forever() {
                if !started.load(Ordering::SeqCst) {
                    // what the command created and would have removed on a refusal: an early
                    // stop leaves no trace either (try_lock: the main thread may be registering)
                    if let Ok(undo) = undo_at_exit.try_lock() {
                        undo.0.iter().for_each(|f| drop(std::fs::remove_file(f)));
                        undo.1.iter().for_each(|d| drop(std::fs::remove_dir(d)));
                        // only empty ones
                    }
                    let said = early_at_exit.try_lock().ok().and_then(|e| e.as_ref().map(|f| f()));
                    exit_now(&format!(
                        "stopped by {} {}",
                        name(sig),
                        said.unwrap_or_else(|| before.into())
                    ));
                }
                match requests.on_signal(Instant::now()) {
                    Request::Stop => {
                        which.store(sig, Ordering::SeqCst);
                        flag.store(true, Ordering::SeqCst);
                        // said at once: the step (or the evaluation after it) may take a while;
                        // in a data-parallel job the launcher speaks for the workers
                        if !in_job {
                            // on stderr: stdout may be the command's output (sample's text)
                            crate::say!(
                                "note: received {}: {stopping}; {} again, a second or more from now, exits at once",
                                name(sig),
                                name(sig)
                            );
                        }
                    }
                    Request::Repeat => {}
                    Request::Kill => {
                        // try_lock: never wait here, the one thing a second signal must not do
                        let left = left_at_kill.try_lock().ok().and_then(|l| l.as_ref().map(|f| f()));
                        exit_now(&format!(
                            "stopped by a second {}: exiting without waiting for the checkpoint{}",
                            name(sig),
                            left.unwrap_or_default()
                        ))
                    }
                }
            }
        });
        Ok(Self {
            stop,
            signal,
            training,
            undo,
            left,
            early,
            handle,
            thread: Some(thread),
        })
    }

    /// Training begins: from now on a signal asks for a stop through the flag returned. A
    /// second one exits at once, its line ending with what `left` says then (the checkpoint that
    /// stands, and how to go on from it).
    pub fn training(&self, left: impl Fn() -> String + Send + 'static) -> &AtomicBool {
        *self.left.lock().unwrap_or_else(|e| e.into_inner()) = Some(Box::new(left));
        self.training.store(true, Ordering::SeqCst);
        &self.stop
    }

    /// What a signal before training begins says after "stopped by SIGINT", instead of
    /// "before training began (nothing to checkpoint yet)": for work that leaves something
    /// behind before training (`train --search-gemms` saves each shape as it is searched).
    pub fn before_training_says(&self, said: impl Fn() -> String + Send + 'static) {
        *self.early.lock().unwrap_or_else(|e| e.into_inner()) = Some(Box::new(said));
    }

    /// `training` for a command that can stop cleanly from the start (`sample`): the flag,
    /// shared with the work that polls it.
    pub fn flag(&self) -> Arc<AtomicBool> {
        self.training.store(true, Ordering::SeqCst);
        Arc::clone(&self.stop)
    }

    /// Remove `made` (files, then directories deepest first: what taking a run directory's
    /// lock created) if a signal ends the process before training begins, as a refused command
    /// would have: a job's rank 0 holds the lock while it waits for its peers.
    pub fn undo_on_early_exit(&self, made: (Vec<PathBuf>, Vec<PathBuf>)) {
        *self.undo.lock().unwrap_or_else(|e| e.into_inner()) = made;
    }

    /// The signal that asked this process to stop, if one did.
    pub fn received(&self) -> Option<i32> {
        Some(self.signal.load(Ordering::SeqCst)).filter(|&s| s != 0)
    }
}

impl Drop for StopSignals {
    fn drop(&mut self) {
        // `close` wakes the signal thread with a send(2) on the socket it reads. A thread that
        // already saw the closed flag (a command refused right after `install`) has gone and
        // closed that socket, so the send raises SIGPIPE, whose default disposition every
        // command but training restores (`cli::main`): the process died without its error line
        // (`sample --temperature inf`: 2 to 7 runs in 4,000, 16 at a time).
        without_sigpipe(|| self.handle.close());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Run `f` with SIGPIPE blocked on this thread, then take off a SIGPIPE it raised (a broken
/// pipe's SIGPIPE goes to the thread that wrote) before the mask is restored: for closing a
/// signal_hook `Handle`, whose wake-up send(2) may find its reader gone.
pub fn without_sigpipe(f: impl FnOnce()) {
    // SAFETY: sigset_t is plain data that sigemptyset initialises; the calls change only this
    // thread's signal mask and take only a pending SIGPIPE of this thread or the process.
    unsafe {
        let mut pipe: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut pipe);
        libc::sigaddset(&mut pipe, libc::SIGPIPE);
        let mut old: libc::sigset_t = std::mem::zeroed();
        libc::pthread_sigmask(libc::SIG_BLOCK, &pipe, &mut old);
        f();
        let now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        while libc::sigtimedwait(&pipe, std::ptr::null_mut(), &now) == libc::SIGPIPE {}
        libc::pthread_sigmask(libc::SIG_SETMASK, &old, std::ptr::null_mut());
    }
}

type Undo = Arc<Mutex<(Vec<PathBuf>, Vec<PathBuf>)>>;
type Left = Arc<Mutex<Option<Box<dyn Fn() -> String + Send>>>>;

/// Say why on stderr and exit with 130 without unwinding or running exit handlers (the main
/// thread may be inside a device call).
/// Exit with 130 at once, saying `why` on stderr: as `rank R:` in a data-parallel job, and not
/// at all under `--nproc-per-node`, whose launcher says it once for the job (its workers hold
/// `MINIGPT_HEARTBEAT`, `dist::HEARTBEAT_ENV`).
fn exit_now(why: &str) -> ! {
    let var = |k: &str| std::env::var(k).ok();
    match (var("MINIGPT_HEARTBEAT"), var("WORLD_SIZE"), var("RANK")) {
        (Some(_), _, _) => {}
        (None, Some(_), Some(rank)) => crate::say!("error: rank {rank}: {why}"),
        _ => crate::say!("error: {why}"),
    }
    // SAFETY: _exit ends the process; it touches no Rust state.
    unsafe { libc::_exit(130) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signal_repeated_within_a_second_is_the_same_request_and_a_later_one_kills() {
        let t0 = Instant::now();
        let mut r = Requests::default();
        assert_eq!(r.on_signal(t0), Request::Stop);
        // `timeout -s INT`: the child, then its process group, microseconds apart
        assert_eq!(r.on_signal(t0 + Duration::from_micros(20)), Request::Repeat);
        assert_eq!(
            r.on_signal(t0 + SAME_REQUEST - Duration::from_millis(1)),
            Request::Repeat
        );
        assert_eq!(r.on_signal(t0 + SAME_REQUEST), Request::Kill);
        assert_eq!(r.on_signal(t0 + 10 * SAME_REQUEST), Request::Kill);
    }
}
