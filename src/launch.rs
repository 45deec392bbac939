//! `train`/`resume --nproc-per-node N`: a local launcher that starts N worker processes of the
//! same command, supervises them and restarts them all after a failure (torchelastic's
//! semantics), so that a data-parallel job on one host needs no external tool.
//!
//! Why all of them: data-parallel workers meet in collectives, so one dead or hung worker blocks
//! the others forever. The launcher therefore treats the job as one unit. A worker that exits
//! non-zero, dies by a signal or stops beating its heartbeat fails the attempt: the others get
//! SIGTERM (they checkpoint if they can), SIGKILL after a grace period (they are likely blocked in
//! a collective), and are all reaped. With restarts left, all N start again as `resume --ckpt
//! <run dir>` (the newest complete checkpoint), or as the original command when the run has no
//! checkpoint yet.
//!
//! The protocol with a worker (DistEnv reads the first five; see `spawn`): RANK, LOCAL_RANK,
//! WORLD_SIZE, MASTER_ADDR=127.0.0.1, MASTER_PORT (a fresh free port per attempt unless given),
//! and MINIGPT_HEARTBEAT, a file of its own the worker rewrites at its start-up milestones, after
//! each training step, between evaluation passes and while it waits for a checkpoint write (at
//! most every `dist::BEAT_EVERY`: `dist::Heartbeat`),
//! in a directory of the launcher's (`HeartbeatDir`: one a killed launcher left
//! is removed by the next). A job stopped by a signal before its last step (the launcher's or
//! one sent to a worker) exits 0; each worker leaves a `StopNote` in its heartbeat file, from
//! which the launcher says who was signalled and how to continue. A worker is hung when that file is older than `--worker-timeout`, or when it has not
//! created it within `--worker-timeout` of its start. Each worker leads its own process group
//! (a terminal's Ctrl-C reaches the launcher alone, which forwards one SIGTERM) and, on Linux,
//! dies with the launcher (PR_SET_PDEATHSIG), so no worker outlives it.
//!
//! Like `cli`, this module touches the process: it spawns, signals and reaps children, and
//! handles the launcher's own SIGINT/SIGTERM (first: forward SIGTERM; second: SIGKILL).

use std::ffi::OsString;
use std::os::unix::fs::DirBuilderExt;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use crate::ckpt;
use crate::config::{key_allowed, RESUME_ALLOWED};
use crate::dist::HEARTBEAT_ENV;
use crate::error::{Error, Result};
use crate::signals::{Request, Requests};

/// The launcher's own flags (each takes one value): stripped from the workers' arguments.
pub const LAUNCH_FLAGS: [&str; 4] = [
    "--nproc-per-node",
    "--max-restarts",
    "--worker-timeout",
    "--master-port",
];
/// Workers of a local launch meet here.
pub const MASTER_ADDR: &str = "127.0.0.1";

/// How to launch and supervise.
#[derive(Debug, Clone)]
pub struct LaunchOptions {
    /// Workers per attempt (WORLD_SIZE).
    pub nproc: usize,
    /// Restarts of all workers after a failed attempt.
    pub max_restarts: usize,
    /// A worker whose heartbeat is older than this is hung; zero turns hang detection off.
    pub worker_timeout: Duration,
    /// MASTER_PORT for every attempt; None: a free port, chosen afresh per attempt.
    pub master_port: Option<u16>,
    /// Between SIGTERM and SIGKILL when stopping the workers of a failed attempt.
    pub kill_grace: Duration,
    /// How often the workers are checked.
    pub poll: Duration,
}

impl LaunchOptions {
    /// `nproc` workers, no restarts, a 900 s heartbeat timeout, a free port, 5 s grace.
    pub fn new(nproc: usize) -> Self {
        Self {
            nproc,
            max_restarts: 0,
            worker_timeout: Duration::from_secs(900),
            master_port: None,
            kill_grace: Duration::from_secs(5),
            poll: Duration::from_millis(100),
        }
    }
}

/// What every worker of an attempt runs: the program and its arguments (the same for all
/// ranks; the rank comes through the environment).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorkerSpec {
    pub program: PathBuf,
    pub args: Vec<OsString>,
}

/// How a worker ended an attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// Exited by itself with a non-zero status.
    Exited(i32),
    /// Killed by a signal it did not handle.
    Signaled(i32),
    /// No heartbeat for `silent` (`started`: its heartbeat file existed; else it never created
    /// one; `stopped`: the process is stopped, by SIGSTOP or a debugger).
    Hung {
        silent: Duration,
        started: bool,
        stopped: bool,
    },
}

impl Cause {
    /// A hung worker whose process is stopped (SIGSTOP, a debugger).
    fn stopped(&self) -> bool {
        matches!(self, Cause::Hung { stopped: true, .. })
    }
}

/// The first worker that failed in an attempt, and how many others were stopped because of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub rank: usize,
    pub pid: u32,
    pub cause: Cause,
    pub stopped: usize,
    /// Other ranks without a heartbeat at the same time (they may only be waiting for it).
    pub also_hung: Vec<usize>,
    /// The first of `also_hung` went silent within `TIE` of this one (neither stopped): which of
    /// them stalled the other cannot be told from their heartbeats.
    pub tied: bool,
}

/// Heartbeats come at step boundaries, at most every `dist::BEAT_EVERY`: two ranks whose last
/// signs of life are closer than this went silent together, as far as the launcher can tell.
const TIE: Duration = Duration::from_millis(1500);

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "worker rank {} (pid {}) ", self.rank, self.pid)?;
        match self.cause {
            Cause::Exited(code) => write!(f, "exited with status {code}")?,
            Cause::Signaled(sig) => write!(f, "was killed by signal {sig} ({})", signal_name(sig))?,
            Cause::Hung {
                silent, stopped: true, ..
            } => write!(
                f,
                "is stopped (SIGSTOP, or a debugger holds it): no heartbeat for {} s",
                silent.as_secs()
            )?,
            Cause::Hung {
                silent, started: true, ..
            } => write!(f, "hung: no heartbeat for {} s", silent.as_secs())?,
            Cause::Hung {
                silent, started: false, ..
            } => write!(
                f,
                "hung: no heartbeat in the {} s since it started (it never wrote ${HEARTBEAT_ENV})",
                silent.as_secs()
            )?,
        }
        if !self.also_hung.is_empty() {
            let ranks: Vec<String> = self.also_hung.iter().map(usize::to_string).collect();
            let ranks = ranks.join(", ");
            match self.tied {
                true => write!(
                    f,
                    " (rank(s) {ranks} went silent within a second of it: a worker waiting for a stalled peer in a \
                     collective stops beating too, so which one stalled cannot be told from the heartbeats)"
                )?,
                false => write!(
                    f,
                    " (rank(s) {ranks} had no heartbeat either: a worker waiting for a stalled peer in a collective stops beating too)"
                )?,
            }
        }
        if self.stopped > 0 {
            write!(f, "; stopped the other {} worker(s)", self.stopped)?;
        }
        Ok(())
    }
}

/// What a worker leaves in its heartbeat file when the job stopped on a signal short of
/// `train.max_steps`, once it has checkpointed and just before it exits 0: how the launcher
/// learns why a job whose workers all exited 0 ended early (JSON, one object; a heartbeat
/// otherwise holds a step number).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StopNote {
    /// The step the job stopped and checkpointed at.
    pub step: u64,
    /// The run's `train.max_steps`.
    pub max_steps: u64,
    /// The signal this worker received ("SIGTERM", "SIGINT"); None: another rank's stopped it
    /// (the ranks agree on a stop at each step).
    pub signal: Option<String>,
    /// The checkpoint written (rank 0's note; the other ranks write none).
    pub checkpoint: Option<PathBuf>,
}

impl StopNote {
    /// Replace the heartbeat file's content with this note (best effort, like a beat).
    pub fn write(&self, heartbeat: &Path) {
        if let Ok(text) = serde_json::to_string(self) {
            let _ = std::fs::write(heartbeat, text);
        }
    }

    /// The note in a heartbeat file, if it holds one.
    fn read(heartbeat: &Path) -> Option<Self> {
        serde_json::from_str(&std::fs::read_to_string(heartbeat).ok()?).ok()
    }
}

/// A job whose workers all exited 0 after stopping on a signal short of `train.max_steps`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stopped {
    /// The step they stopped and checkpointed at.
    pub step: u64,
    pub max_steps: u64,
    /// The ranks that received the signal themselves: (rank, pid, signal).
    pub signalled: Vec<(usize, u32, String)>,
    /// Rank 0's checkpoint.
    pub checkpoint: Option<PathBuf>,
}

impl Stopped {
    /// The launcher's line: why the job stopped, where, and the command that continues it.
    /// `by_launcher`: the launcher itself was signalled (and forwarded it); `run_dir` and
    /// `opts`: what `resume` needs to go on as this job.
    pub fn describe(&self, by_launcher: bool, run_dir: Option<&Path>, opts: &LaunchOptions) -> String {
        let who = match (by_launcher, self.signalled.as_slice()) {
            (true, _) | (false, []) => "stopped by a signal to the launcher".to_string(),
            (false, ranks) => {
                let each: Vec<String> = ranks
                    .iter()
                    .map(|(rank, pid, sig)| format!("rank {rank} (pid {pid}) received {sig}"))
                    .collect();
                each.join(" and ")
            }
        };
        let saved = self
            .checkpoint
            .as_ref()
            .map_or(String::new(), |c| format!(" ({})", c.display()));
        let mut line = format!(
            "{who}: the job stopped at step {} of {} and checkpointed{saved}",
            self.step, self.max_steps
        );
        if let Some(dir) = run_dir {
            // the checkpoint just written holds the job's config, a resume's `--set`s included
            line.push_str(&format!("; continue with: {}", continue_command(dir, opts, &[])));
        }
        line
    }
}

/// `minigpt resume --ckpt <dir> --nproc-per-node N`, with a resume's `resume_sets`
/// (`run_dir::resume_command`) and the launcher's other flags where they are not their
/// defaults (a `train`'s config, `--set`s included, is in its checkpoints).
fn continue_command(dir: &Path, opts: &LaunchOptions, resume_sets: &[String]) -> String {
    let defaults = LaunchOptions::new(opts.nproc);
    let mut cmd = format!(
        "{} --nproc-per-node {}",
        crate::run_dir::resume_command(dir, resume_sets),
        opts.nproc
    );
    if opts.max_restarts != defaults.max_restarts {
        cmd.push_str(&format!(" --max-restarts {}", opts.max_restarts));
    }
    if opts.worker_timeout != defaults.worker_timeout {
        cmd.push_str(&format!(" --worker-timeout {}", opts.worker_timeout.as_secs()));
    }
    if let Some(port) = opts.master_port {
        cmd.push_str(&format!(" --master-port {port}"));
    }
    cmd
}

/// How an attempt ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Every worker exited 0 (also after a forwarded SIGTERM: they checkpointed).
    Succeeded,
    /// Every worker exited 0, having stopped on a signal short of `train.max_steps` (their
    /// `StopNote`s).
    Stopped(Stopped),
    /// A worker failed or hung; the others were stopped and reaped. `interrupted`: the launcher
    /// had been asked to stop meanwhile (no restart then).
    Failed { failure: Failure, interrupted: bool },
    /// A second stop request: the `running` workers left were SIGKILLed and reaped.
    Killed { running: usize },
}

/// Runs attempts of N workers. `stop_requests` counts the launcher's SIGINT/SIGTERM (or a
/// test's requests): the first forwards SIGTERM to the workers, the second SIGKILLs them.
pub struct Supervisor<'a> {
    pub opts: LaunchOptions,
    /// Where the per-rank heartbeat files live (private to this launch).
    pub heartbeat_dir: PathBuf,
    pub stop_requests: &'a AtomicUsize,
}

/// One started worker.
struct Worker {
    rank: usize,
    pid: u32,
    child: Child,
    started: Instant,
    heartbeat: PathBuf,
    status: Option<ExitStatus>,
}

impl Supervisor<'_> {
    /// Attempts until one succeeds: the first runs `first`; after a failure with restarts left,
    /// `next` gives the restart's spec and says where it starts from (printed on the restart
    /// line). Some when the job stopped on a signal before its last step. Errors:
    /// `Error::Launch` naming the failed rank (input_refused when the first attempt's first
    /// failure was exit status 2), or I/O starting the workers.
    pub fn run(
        &self,
        first: WorkerSpec,
        mut next: impl FnMut() -> Result<(WorkerSpec, String)>,
    ) -> Result<Option<Stopped>> {
        let max = self.opts.max_restarts;
        let mut spec = first;
        let mut restarts = 0;
        loop {
            let port = match self.opts.master_port {
                Some(p) => p,
                None => free_port()?,
            };
            let failure = match self.attempt(&spec, port)? {
                Outcome::Succeeded => return Ok(None),
                Outcome::Stopped(stopped) => return Ok(Some(stopped)),
                Outcome::Killed { running } => {
                    return Err(Error::Interrupted(format!(
                        "stopped by a second signal: killed the {running} running worker(s) without waiting for their checkpoint"
                    )))
                }
                // a worker stopped by the signal before training began (it exits 130; one that
                // had not yet taken over the signal dies of it): nothing to checkpoint, as a
                // single process says it (exit 130)
                Outcome::Failed {
                    interrupted: true,
                    failure,
                } if user_stop(failure.cause) => {
                    return Err(Error::Interrupted(
                        "stopped by a signal before training began (nothing to checkpoint yet)".into(),
                    ))
                }
                Outcome::Failed {
                    interrupted: true,
                    failure,
                } => return Err(failed(format!("{failure} (while stopping on a signal; not restarting)"))),
                // A signal sent to one worker stops the job as the launcher's would: a second
                // SIGINT/SIGTERM (or one before training began) ends that worker with 130, or
                // kills it before it handles signals. Someone asked for the stop: no restart.
                Outcome::Failed { failure, .. } if user_stop(failure.cause) => {
                    return Err(Error::Interrupted(format!(
                        "{failure}: a signal sent to that worker stopped it (a second SIGINT/SIGTERM, or one before it \
                         began training); not restarting"
                    )))
                }
                Outcome::Failed { failure, .. } => failure,
            };
            // status 2: the attempt's input was refused, and another attempt gets the same
            // input. A first attempt's refusal is the command's (exit 2); a restart's (say, a
            // checkpoint it cannot read) ends a job that failed (exit 1), its restarts unspent.
            if failure.cause == Cause::Exited(2) {
                return Err(Error::Launch {
                    message: format!("{failure}; not restarting: {INPUT_REFUSED}"),
                    input_refused: restarts == 0,
                });
            }
            if restarts >= max {
                let used = if max > 0 {
                    format!("; all {max} restart(s) used")
                } else {
                    String::new()
                };
                return Err(failed(format!("{failure}{used}")));
            }
            if self.stop_requests.load(Ordering::SeqCst) > 0 {
                return Err(failed(format!(
                    "{failure}; not restarting: the launcher was stopped by a signal"
                )));
            }
            restarts += 1;
            let (restart, from) = next()?;
            crate::say!("launch: {failure}; restart {restarts}/{max} {from}");
            spec = restart;
        }
    }

    /// Start `nproc` workers of `spec` on `port` and supervise them until all exit 0, one fails
    /// or hangs (then the others are stopped), or the launcher is stopped. Every worker is
    /// reaped before this returns.
    pub fn attempt(&self, spec: &WorkerSpec, port: u16) -> Result<Outcome> {
        let n = self.opts.nproc;
        clear_claims(&self.heartbeat_dir); // a line said in the previous attempt is said again
        let mut workers: Vec<Worker> = Vec::with_capacity(n);
        for rank in 0..n {
            let heartbeat = self.heartbeat_dir.join(format!("rank-{rank}"));
            let _ = std::fs::remove_file(&heartbeat); // a previous attempt's beat is not this one's
            match spawn(spec, rank, n, port, &heartbeat) {
                Ok(child) => workers.push(Worker {
                    rank,
                    pid: child.id(),
                    child,
                    started: Instant::now(),
                    heartbeat,
                    status: None,
                }),
                Err(e) => {
                    self.stop(&mut workers);
                    return Err(Error::io(&spec.program, e));
                }
            }
        }
        let mut forwarded = false;
        // when a worker was last seen waiting for its checkpoint write: the others' silence
        // counts from then, since they may have waited for it in a collective
        let mut writing_seen: Option<SystemTime> = None;
        loop {
            let stops = self.stop_requests.load(Ordering::SeqCst);
            if stops >= 2 {
                let running = kill_all(&mut workers);
                return Ok(Outcome::Killed { running });
            }
            if stops == 1 && !forwarded {
                forwarded = true;
                let running = signal_running(&workers, libc::SIGTERM);
                crate::say!("launch: stopping: sent SIGTERM to {running} worker(s) (they checkpoint, then exit; a second signal kills them)");
            }
            let mut failure = None;
            let mut lost = None;
            for w in workers.iter_mut().filter(|w| w.status.is_none()) {
                match w.try_reap() {
                    Ok(Some(status)) => {
                        // Of several failures seen in one poll, name a killed worker before one
                        // that exited: the others' errors are usually its consequence (a peer
                        // gone from a collective).
                        let killed = |c: &Cause| matches!(c, Cause::Signaled(_));
                        if let Some(cause) = cause_of(status) {
                            let replace = match &failure {
                                None => true,
                                Some((_, _, seen)) => killed(&cause) && !killed(seen),
                            };
                            if replace {
                                failure = Some((w.rank, w.pid, cause));
                            }
                        }
                    }
                    Ok(None) => {}
                    Err(e) => lost = Some(format!("cannot wait for worker rank {} (pid {}): {e}", w.rank, w.pid)),
                }
            }
            if let Some(message) = lost {
                kill_all(&mut workers);
                return Err(failed(message));
            }
            let (mut also_hung, mut tied) = (Vec::new(), false);
            if failure.is_none() && !self.opts.worker_timeout.is_zero() {
                if let Some(hung) = hung_workers(&workers, self.opts.worker_timeout, &mut writing_seen) {
                    failure = Some(hung.named);
                    (also_hung, tied) = (hung.others, hung.tied);
                }
            }
            if let Some((rank, pid, cause)) = failure {
                // A hung worker is stopped too, but it is not one of "the others".
                let stopped = workers.iter().filter(|w| w.status.is_none() && w.rank != rank).count();
                self.stop(&mut workers);
                let interrupted = self.stop_requests.load(Ordering::SeqCst) > 0;
                let failure = Failure {
                    rank,
                    pid,
                    cause,
                    stopped,
                    also_hung,
                    tied,
                };
                return Ok(Outcome::Failed { failure, interrupted });
            }
            if workers.iter().all(|w| w.status.is_some()) {
                return Ok(match stop_notes(&workers) {
                    Some(stopped) => Outcome::Stopped(stopped),
                    None => Outcome::Succeeded,
                });
            }
            std::thread::sleep(self.opts.poll);
        }
    }

    /// SIGTERM the running workers, SIGKILL those left after the grace period (or at once on a
    /// second stop request), and reap all. A worker still writing its checkpoint (its heartbeat
    /// says so, and is fresh) gets the time to finish it, up to `--worker-timeout`: killed, the
    /// write was lost, and a restart went back to the checkpoint before it, or to the start.
    fn stop(&self, workers: &mut [Worker]) {
        signal_running(workers, libc::SIGTERM);
        let grace = self.opts.kill_grace;
        let (start, mut said) = (Instant::now(), false);
        let mut deadline = start + grace;
        while self.stop_requests.load(Ordering::SeqCst) < 2 {
            let mut left = 0;
            for w in workers.iter_mut().filter(|w| w.status.is_none()) {
                if !matches!(w.try_reap(), Ok(Some(_))) {
                    left += 1;
                }
            }
            if left == 0 {
                return;
            }
            if Instant::now() >= deadline {
                let capped = !self.opts.worker_timeout.is_zero() && start.elapsed() >= self.opts.worker_timeout;
                let writer = workers
                    .iter()
                    .find(|w| w.status.is_none() && writes_a_checkpoint(w, grace));
                match writer.filter(|_| !capped) {
                    Some(w) => {
                        if !said {
                            crate::say!("launch: rank {} (pid {}) is writing its checkpoint: waiting for it before stopping the job", w.rank, w.pid);
                            said = true;
                        }
                        deadline = Instant::now() + grace;
                    }
                    None => break,
                }
            }
            std::thread::sleep(self.opts.poll.min(Duration::from_millis(20)));
        }
        kill_all(workers);
    }
}

impl Worker {
    /// Reap the worker if it has exited: its exit status (kept in `status`), None while it runs.
    fn try_reap(&mut self) -> std::io::Result<Option<ExitStatus>> {
        let exited = self.child.try_wait()?;
        if exited.is_some() {
            self.status = exited;
        }
        Ok(exited)
    }
}

/// What the workers' notes say of a job that stopped on a signal; None when none left one.
fn stop_notes(workers: &[Worker]) -> Option<Stopped> {
    let notes: Vec<(&Worker, StopNote)> = workers
        .iter()
        .filter_map(|w| StopNote::read(&w.heartbeat).map(|n| (w, n)))
        .collect();
    let (_, first) = notes.first()?;
    Some(Stopped {
        step: first.step,
        max_steps: first.max_steps,
        signalled: notes
            .iter()
            .filter_map(|(w, n)| n.signal.clone().map(|s| (w.rank, w.pid, s)))
            .collect(),
        checkpoint: notes.iter().find_map(|(_, n)| n.checkpoint.clone()),
    })
}

/// Start worker `rank` of `world` with the protocol's environment, stdin closed, stdout and
/// stderr inherited, leading its own process group.
fn spawn(spec: &WorkerSpec, rank: usize, world: usize, port: u16, heartbeat: &Path) -> std::io::Result<Child> {
    let mut cmd = Command::new(&spec.program);
    cmd.args(&spec.args)
        .env("RANK", rank.to_string())
        .env("LOCAL_RANK", rank.to_string())
        .env("WORLD_SIZE", world.to_string())
        .env("MASTER_ADDR", MASTER_ADDR)
        .env("MASTER_PORT", port.to_string())
        .env(HEARTBEAT_ENV, heartbeat)
        .stdin(Stdio::null())
        .process_group(0);
    die_with_launcher(&mut cmd);
    cmd.spawn()
}

/// Linux: the worker gets SIGKILL when the launcher's spawning thread ends (the launcher was
/// killed), so no worker is orphaned blocking in a collective and holding the run directory.
#[cfg(target_os = "linux")]
fn die_with_launcher(cmd: &mut Command) {
    let parent = std::process::id() as libc::pid_t;
    // SAFETY: the closure runs in the forked child before exec and calls only async-signal-safe
    // functions (prctl, getppid) and allocates nothing.
    unsafe {
        cmd.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            if libc::getppid() != parent {
                // The launcher died before prctl took effect.
                return Err(std::io::Error::from_raw_os_error(libc::ESRCH));
            }
            Ok(())
        });
    }
}

#[cfg(not(target_os = "linux"))]
fn die_with_launcher(_cmd: &mut Command) {}

/// Send `sig` to the process group of every worker not yet reaped; returns how many.
fn signal_running(workers: &[Worker], sig: libc::c_int) -> usize {
    let mut n = 0;
    for w in workers.iter().filter(|w| w.status.is_none()) {
        // SAFETY: kill(2) only sends a signal. The worker leads its own group (spawn) and is not
        // reaped yet, so the group id is still its own.
        unsafe { libc::kill(-(w.pid as libc::pid_t), sig) };
        n += 1;
    }
    n
}

/// SIGKILL every worker not yet reaped and reap it; returns how many there were.
fn kill_all(workers: &mut [Worker]) -> usize {
    let running = signal_running(workers, libc::SIGKILL);
    for w in workers.iter_mut().filter(|w| w.status.is_none()) {
        let _ = w.child.kill(); // in case the group signal could not be sent
        w.status = w.child.wait().ok();
        if w.status.is_none() {
            // wait(2) failed: the child is not ours to reap any more; do not signal its pid again.
            w.status = Some(ExitStatus::from_raw(0));
        }
    }
    running
}

/// None for a clean exit.
fn cause_of(status: ExitStatus) -> Option<Cause> {
    match (status.code(), status.signal()) {
        (Some(0), _) => None,
        (Some(code), _) => Some(Cause::Exited(code)),
        (None, Some(sig)) => Some(Cause::Signaled(sig)),
        (None, None) => Some(Cause::Exited(-1)),
    }
}

/// Whether a running worker is hung: its heartbeat file is older than `timeout`, or it has not
/// created one within `timeout` of its start. Silence before `excused` (when a peer was last
/// seen writing its checkpoint) does not count.
fn hung(w: &Worker, timeout: Duration, excused: Option<SystemTime>) -> Option<Cause> {
    match std::fs::metadata(&w.heartbeat).and_then(|m| m.modified()) {
        Ok(beat) => {
            // A beat stamped in the future (clock step) counts as fresh.
            let silent = SystemTime::now()
                .duration_since(excused.map_or(beat, |e| e.max(beat)))
                .unwrap_or_default();
            (silent > timeout).then_some(Cause::Hung {
                silent,
                started: true,
                stopped: is_stopped(w.pid),
            })
        }
        Err(_) => {
            let since_excused = excused.and_then(|e| SystemTime::now().duration_since(e).ok());
            let silent = since_excused.map_or(w.started.elapsed(), |e| e.min(w.started.elapsed()));
            (silent > timeout).then_some(Cause::Hung {
                silent,
                started: false,
                stopped: is_stopped(w.pid),
            })
        }
    }
}

/// The hung worker to name, and the other ranks silent beside it, or None when none is hung. A
/// worker waiting for a stalled peer in a collective stops beating too, so a stopped process
/// (SIGSTOP, a debugger) is named first, even before its own silence reaches `timeout`, else the
/// longest silent. `writing_seen` is when a worker was last seen waiting for its checkpoint
/// write (updated here): the others may have waited for it in their next collective, and once
/// it is written they need up to a step to beat again, so their silence counts from then.
fn hung_workers(workers: &[Worker], timeout: Duration, writing_seen: &mut Option<SystemTime>) -> Option<Hung> {
    if workers
        .iter()
        .any(|w| w.status.is_none() && writes_a_checkpoint(w, timeout))
    {
        *writing_seen = Some(SystemTime::now());
        return None; // the others wait for its write in their next collective
    }
    let excused = *writing_seen;
    // when each last gave a sign of life (its last beat, else its start), as a wall-clock time:
    // stable however long the polling takes, so the longest silent is the earliest
    let last_sign = |w: &Worker| {
        let sign = std::fs::metadata(&w.heartbeat)
            .and_then(|m| m.modified())
            .unwrap_or_else(|_| SystemTime::now() - w.started.elapsed());
        excused.map_or(sign, |e| e.max(sign))
    };
    let running = || workers.iter().filter(|w| w.status.is_none());
    let mut silent: Vec<(usize, u32, Cause, bool, SystemTime)> = running()
        .filter_map(|w| hung(w, timeout, excused).map(|c| (w.rank, w.pid, c, c.stopped(), last_sign(w))))
        .collect();
    if silent.is_empty() {
        return None;
    }
    let seen: Vec<usize> = silent.iter().map(|s| s.0).collect();
    for w in running().filter(|w| !seen.contains(&w.rank) && is_stopped(w.pid)) {
        let since = last_sign(w);
        let cause = Cause::Hung {
            silent: SystemTime::now().duration_since(since).unwrap_or_default(),
            started: true,
            stopped: true,
        };
        silent.push((w.rank, w.pid, cause, true, since));
    }
    // ranks silent for half the timeout are listed beside it too: a peer that stalled a moment
    // later than the one named has not reached the timeout yet
    let seen: Vec<usize> = silent.iter().map(|s| s.0).collect();
    for w in running().filter(|w| !seen.contains(&w.rank)) {
        let since = last_sign(w);
        let silence = SystemTime::now().duration_since(since).unwrap_or_default();
        if silence >= timeout / 2 {
            silent.push((
                w.rank,
                w.pid,
                Cause::Hung {
                    silent: silence,
                    started: true,
                    stopped: false,
                },
                false,
                since,
            ));
        }
    }
    silent.sort_by_key(|(rank, _, _, stopped, since)| (!stopped, *since, *rank));
    let tied = match (silent.first(), silent.get(1)) {
        (Some(a), Some(b)) => !a.3 && !b.3 && b.4.duration_since(a.4).unwrap_or_default() < TIE,
        _ => false,
    };
    let others = silent[1..].iter().map(|(r, ..)| *r).collect();
    let (rank, pid, cause, ..) = silent.swap_remove(0);
    Some(Hung {
        named: (rank, pid, cause),
        others,
        tied,
    })
}

/// Whether `w` beats, within `timeout`, as a worker waiting for its checkpoint write
/// (`dist::Heartbeat::beat_writing`): the job is writing, not hung.
fn writes_a_checkpoint(w: &Worker, timeout: Duration) -> bool {
    let fresh = std::fs::metadata(&w.heartbeat)
        .and_then(|m| m.modified())
        .is_ok_and(|t| SystemTime::now().duration_since(t).unwrap_or_default() <= timeout);
    fresh
        && std::fs::read_to_string(&w.heartbeat)
            .is_ok_and(|text| text.split_whitespace().nth(1) == Some(crate::dist::WRITING))
}

/// `hung_workers`' verdict: the worker to name (rank, pid, cause), the other silent ranks, and
/// whether the first of them went silent within `TIE` of it.
struct Hung {
    named: (usize, u32, Cause),
    others: Vec<usize>,
    tied: bool,
}

/// Whether process `pid` is stopped (SIGSTOP, a debugger): its state in /proc is `T` or `t`.
fn is_stopped(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            s.rsplit_once(')')
                .map(|(_, rest)| rest.trim_start().starts_with(['T', 't']))
        })
        .unwrap_or(false)
}

fn signal_name(sig: i32) -> &'static str {
    match sig {
        libc::SIGHUP => "SIGHUP",
        libc::SIGINT => "SIGINT",
        libc::SIGQUIT => "SIGQUIT",
        libc::SIGILL => "SIGILL",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGUSR1 => "SIGUSR1",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGUSR2 => "SIGUSR2",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGALRM => "SIGALRM",
        libc::SIGTERM => "SIGTERM",
        _ => "unnamed",
    }
}

/// Why a worker's exit status 2 ends the job: said in its line, which then offers no resume.
const INPUT_REFUSED: &str = "status 2 means its input was refused, which a restart cannot fix";

/// How a worker ends when a SIGINT/SIGTERM stops it short of a checkpoint: exit 130 (a second
/// signal, or one before training began), or killed by it before it took the signals over.
fn user_stop(cause: Cause) -> bool {
    matches!(
        cause,
        Cause::Exited(130) | Cause::Signaled(libc::SIGINT | libc::SIGTERM)
    )
}

fn failed(message: String) -> Error {
    Error::Launch {
        message,
        input_refused: false,
    }
}

/// A port that was free a moment ago (the kernel's choice for 127.0.0.1:0).
fn free_port() -> Result<u16> {
    std::net::TcpListener::bind((MASTER_ADDR, 0))
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .map_err(|e| failed(format!("cannot find a free port for MASTER_PORT on {MASTER_ADDR}: {e}")))
}

/// The workers' arguments: the launcher's (`argv` without the program name, the subcommand
/// first) minus the launcher's own flags, in both `--flag V` and `--flag=V` forms.
pub fn worker_args(argv: &[OsString]) -> Vec<OsString> {
    let mut out = Vec::with_capacity(argv.len());
    let mut it = argv.iter();
    while let Some(a) = it.next() {
        let text = a.to_string_lossy();
        if text == "--" {
            out.push(a.clone());
            out.extend(it.by_ref().cloned());
            break;
        }
        if LAUNCH_FLAGS.contains(&text.as_ref()) {
            it.next(); // its value
        } else if !LAUNCH_FLAGS.iter().any(|f| text.starts_with(&format!("{f}="))) {
            out.push(a.clone());
        }
    }
    out
}

/// A restart's arguments: `resume --ckpt <run_dir>` plus the `--set`s of the original command
/// that resume allows, when the run directory holds a checkpoint; else the original arguments
/// (a `train` into a directory without checkpoints is allowed; a command without a run
/// directory, e.g. `--profile-steps`, always starts again as it was).
pub fn restart_args(
    original: &[OsString],
    run_dir: Option<&Path>,
    sets: &[String],
    has_checkpoint: bool,
) -> Vec<OsString> {
    let Some(dir) = run_dir.filter(|_| has_checkpoint) else {
        return original.to_vec();
    };
    let mut args: Vec<OsString> = vec!["resume".into(), "--ckpt".into(), dir.into()];
    for s in resume_allowed(sets) {
        args.push("--set".into());
        args.push(s.into());
    }
    args
}

/// The `--set`s among `sets` that a resume allows.
fn resume_allowed(sets: &[String]) -> impl Iterator<Item = &String> {
    sets.iter()
        .filter(|s| key_allowed(s.split('=').next().unwrap_or("").trim(), RESUME_ALLOWED))
}

/// The checkpoint `resume --ckpt dir` would load (`ckpt::resolve`), when `dir` holds a complete
/// one; the newest listed one when the marker names no file. Quietly: the resume says whether
/// `latest` lags.
pub fn newest_checkpoint(dir: &Path) -> Option<PathBuf> {
    let (_, newest) = ckpt::list(dir).pop()?;
    Some(
        ckpt::resolve_quietly(dir)
            .ok()
            .filter(|p| p.is_file())
            .unwrap_or(newest),
    )
}

/// The name every launcher's heartbeat directory starts with, in the temp directory.
const HEARTBEAT_DIR_PREFIX: &str = "minigpt-launch-";
/// The file in a heartbeat directory its launcher holds locked (flock) while it lives.
const OWNER_FILE: &str = ".owner";
/// A heartbeat directory of an earlier minigpt (no owner file) is stale once its launcher's pid
/// is gone and nothing in it has changed for this long.
const LEGACY_STALE: Duration = Duration::from_secs(24 * 3600);

/// A private directory for the heartbeat files (mode 0700, created fresh), removed on drop. A
/// launcher killed by SIGKILL cannot remove its own, so it holds the directory's owner file
/// locked for its life, and each new launcher first removes this user's heartbeat directories
/// whose lock is free (`sweep`): the lock dies with its process, whatever pid namespace that
/// was in.
pub struct HeartbeatDir {
    path: PathBuf,
    /// The locked owner file (None where the file system takes no locks: never swept then).
    _owner: Option<std::fs::File>,
}

impl HeartbeatDir {
    /// In the temp directory (`$TMPDIR`, else /tmp), after sweeping it.
    pub fn create() -> Result<Self> {
        Self::create_in(&std::env::temp_dir())
    }

    fn create_in(base: &Path) -> Result<Self> {
        sweep(base);
        let nanos = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or_default()
            .subsec_nanos();
        let mut last = None;
        for i in 0..16u32 {
            let dir = base.join(format!("{HEARTBEAT_DIR_PREFIX}{}-{nanos:x}-{i}", std::process::id()));
            // Not recursive: an existing path (someone else's) is never reused.
            match std::fs::DirBuilder::new().mode(0o700).create(&dir) {
                Ok(()) => {
                    let owner = lock_owner(&dir);
                    return Ok(Self {
                        path: dir,
                        _owner: owner,
                    });
                }
                Err(e) => last = Some((dir, e)),
            }
        }
        let (dir, e) = last.expect("invariant: the loop ran at least once");
        Err(Error::Usage(format!(
            "cannot create the launcher's heartbeat folder {} ({e}): it goes in the temp folder ($TMPDIR, else /tmp); \
             point TMPDIR at a writable folder",
            dir.display()
        )))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for HeartbeatDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// Create `dir/.owner` locked: locked under a temporary name first and then renamed (the lock
/// stays with the open file), so a sweep never finds the owner file unlocked while its launcher
/// lives. None when the file system takes no lock.
fn lock_owner(dir: &Path) -> Option<std::fs::File> {
    let tmp = dir.join(".owner.tmp");
    let file = std::fs::File::create(&tmp).ok()?;
    let locked = file.try_lock().is_ok() && std::fs::rename(&tmp, dir.join(OWNER_FILE)).is_ok();
    locked.then_some(file)
}

/// Remove this user's heartbeat directories in `base` whose launcher is gone: the owner file's
/// lock is free; or, in one an earlier minigpt made (no owner file, its launcher's pid in its
/// name), that pid is not running and nothing in it changed for `LEGACY_STALE`. Best effort.
fn sweep(base: &Path) {
    use std::os::unix::fs::MetadataExt;
    let Ok(entries) = std::fs::read_dir(base) else {
        return;
    };
    // SAFETY: geteuid(2) cannot fail and touches no memory.
    let me = unsafe { libc::geteuid() };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(rest) = name.strip_prefix(HEARTBEAT_DIR_PREFIX) else {
            continue;
        };
        let path = entry.path();
        // never a link, never another user's
        match std::fs::symlink_metadata(&path) {
            Ok(m) if m.is_dir() && m.uid() == me => {}
            _ => continue,
        }
        let stale = match std::fs::File::open(path.join(OWNER_FILE)) {
            Ok(owner) => owner.try_lock().is_ok(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => legacy_stale(&path, rest),
            Err(_) => false,
        };
        if stale {
            let _ = std::fs::remove_dir_all(&path);
        }
    }
}

/// An owner-less heartbeat directory `<prefix><pid>-...` (an earlier minigpt's, or one being
/// created this instant): stale when no process `pid` runs here and neither it nor a file in
/// it changed for `LEGACY_STALE`.
fn legacy_stale(path: &Path, rest: &str) -> bool {
    let Some(pid) = rest.split('-').next().and_then(|p| p.parse::<libc::pid_t>().ok()) else {
        return false;
    };
    // SAFETY: signal 0 only checks that the process exists.
    let gone = pid > 0
        && unsafe { libc::kill(pid, 0) } != 0
        && std::io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
    let quiet = |p: &Path| {
        std::fs::symlink_metadata(p)
            .and_then(|m| m.modified())
            .is_ok_and(|t| t.elapsed().is_ok_and(|age| age > LEGACY_STALE))
    };
    let files_quiet = std::fs::read_dir(path).is_ok_and(|es| es.flatten().all(|e| quiet(&e.path())));
    gone && quiet(path) && files_quiet
}

/// The files of a heartbeat directory that claim an error line (`first_to_say`).
const CLAIM_PREFIX: &str = "said-";

/// Whether this process is to print `message`, its one-line error: a worker of a launch
/// (`heartbeat`: its MINIGPT_HEARTBEAT) claims the message in its launcher's heartbeat directory
/// by creating `said-<first 16 hex of its sha256>` there exclusively, so that an error every rank
/// reaches alike (a refused resume) is printed once, by the first rank to reach it. The launcher
/// clears the claims at each attempt. True outside a launch, and whenever the claim cannot be
/// made (a line printed twice beats one never printed).
pub fn first_to_say(heartbeat: Option<&Path>, message: &str) -> bool {
    use sha2::{Digest, Sha256};
    let Some(dir) = heartbeat.and_then(Path::parent) else {
        return true;
    };
    let digest: String = Sha256::digest(message.as_bytes())[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let claim = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(dir.join(format!("{CLAIM_PREFIX}{digest}")));
    !matches!(claim, Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists)
}

/// Remove the claims of a previous attempt from the heartbeat directory `dir`.
fn clear_claims(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        if e.file_name().to_string_lossy().starts_with(CLAIM_PREFIX) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// Become the launcher: run `argv` (this process's arguments without the program name, the
/// subcommand first) as `opts.nproc` workers of this executable, restarting them from the run
/// directory's newest checkpoint (`run_dir`; None: the command writes none) after a failure.
/// `sets` are the original command's `--set`s; a restart keeps those `resume` allows. The
/// launcher's SIGINT/SIGTERM is forwarded to the workers as SIGTERM; a second one kills them.
/// A job that stopped on a signal before its last step (the launcher's, or one sent to a
/// worker) ends with one line on stderr: who was signalled, the step and checkpoint, and the
/// command that continues it.
pub fn run(argv: &[OsString], run_dir: Option<&Path>, sets: &[String], opts: &LaunchOptions) -> Result<()> {
    let program = std::env::current_exe().map_err(|e| Error::io("the minigpt executable", e))?;
    let original = worker_args(argv);
    let heartbeats = HeartbeatDir::create()?;
    let stops = Arc::new(AtomicUsize::new(0));
    let mut signals = signal_hook::iterator::Signals::new([signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM])
        .map_err(|e| failed(format!("cannot handle SIGINT/SIGTERM: {e}")))?;
    let handle = signals.handle();
    let counter = Arc::clone(&stops);
    let listener = std::thread::spawn(move || {
        // a signal repeated within a second (`timeout` signals the process, then its group) is
        // the same request, not the second one that kills the workers
        let mut requests = Requests::default();
        for _ in signals.forever() {
            if requests.on_signal(Instant::now()) != Request::Repeat {
                counter.fetch_add(1, Ordering::SeqCst);
            }
        }
    });
    let supervisor = Supervisor {
        opts: opts.clone(),
        heartbeat_dir: heartbeats.path().to_path_buf(),
        stop_requests: &stops,
    };
    let first = WorkerSpec {
        program: program.clone(),
        args: original.clone(),
    };
    let result = supervisor.run(first, || {
        let newest = run_dir.and_then(newest_checkpoint);
        let args = restart_args(&original, run_dir, sets, newest.is_some());
        // before its first checkpoint a job restarts as its own command: a `resume` goes on
        // from the checkpoint it named, a `train` from the start
        let resumes = original.first().is_some_and(|a| a == "resume");
        let from = match (newest, run_dir) {
            (Some(ck), _) => format!("from {}", ck.display()),
            (None, Some(dir)) if resumes => format!(
                "as the original resume, from the checkpoint it names ({} holds no checkpoint of its own yet)",
                dir.display()
            ),
            (None, Some(dir)) => format!("from the start ({} holds no checkpoint yet)", dir.display()),
            (None, None) => "from the start (this command writes no checkpoints)".into(),
        };
        Ok((
            WorkerSpec {
                program: program.clone(),
                args,
            },
            from,
        ))
    });
    // the wake-up can meet a listener already gone (`signals::without_sigpipe`)
    crate::signals::without_sigpipe(|| handle.close());
    let _ = listener.join();
    // killed by a second signal, or failed with no restart left: the checkpoint that stands,
    // and how to go on from it (not where its input was refused: a resume would be too)
    // a resume's `--set`s go with it: the checkpoint that stands may predate it
    let resume_sets: Vec<String> = match original.first().is_some_and(|a| a == "resume") {
        true => resume_allowed(sets).cloned().collect(),
        false => Vec::new(),
    };
    let way_on = |why: &str, dir: &Path| match newest_checkpoint(dir) {
        Some(ckpt) => format!(
            "{why}; {} stands: continue with: {}",
            ckpt.display(),
            continue_command(dir, opts, &resume_sets)
        ),
        None => format!("{why}; {} holds no checkpoint yet", dir.display()),
    };
    let result = result.map_err(|e| match (e, run_dir) {
        (Error::Interrupted(why), Some(dir)) => Error::Interrupted(way_on(&why, dir)),
        (
            Error::Launch {
                message,
                input_refused: false,
            },
            Some(dir),
        ) if !message.contains(INPUT_REFUSED) => Error::Launch {
            message: way_on(&message, dir),
            input_refused: false,
        },
        (e, _) => e,
    });
    if let Some(stopped) = result? {
        let by_launcher = stops.load(Ordering::SeqCst) > 0;
        crate::say!("launch: {}", stopped.describe(by_launcher, run_dir, opts));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    /// Scratch directory for one test (removed first).
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("minigpt-launch-test-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// One test's scratch directory (heartbeats and what the workers write there; removed when
    /// dropped) and the stop counter its supervisors share.
    struct Setup {
        dir: PathBuf,
        stops: AtomicUsize,
    }

    impl Setup {
        fn new(name: &str) -> Self {
            Self {
                dir: scratch(name),
                stops: AtomicUsize::new(0),
            }
        }

        fn supervisor(&self, opts: LaunchOptions) -> Supervisor<'_> {
            Supervisor {
                opts,
                heartbeat_dir: self.dir.clone(),
                stop_requests: &self.stops,
            }
        }
    }

    impl Drop for Setup {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }

    /// Every rank runs `sh -c script`.
    fn sh(script: &str) -> WorkerSpec {
        WorkerSpec {
            program: "/bin/sh".into(),
            args: os(&["-c", script]),
        }
    }

    fn opts(nproc: usize) -> LaunchOptions {
        LaunchOptions {
            poll: Duration::from_millis(20),
            kill_grace: Duration::from_secs(2),
            ..LaunchOptions::new(nproc)
        }
    }

    fn alive(pid: u32) -> bool {
        // SAFETY: signal 0 only checks that the process exists.
        unsafe { libc::kill(pid as libc::pid_t, 0) == 0 }
    }

    /// Pids the workers wrote to `dir/pid-<rank>`.
    fn pids(dir: &Path, n: usize) -> Vec<u32> {
        (0..n)
            .map(|r| {
                std::fs::read_to_string(dir.join(format!("pid-{r}")))
                    .unwrap()
                    .trim()
                    .parse()
                    .unwrap()
            })
            .collect()
    }

    fn no_restart() -> Result<(WorkerSpec, String)> {
        panic!("no restart expected")
    }

    #[test]
    fn launch_all_ranks_exit_0_with_the_protocol_environment() {
        let setup = Setup::new("ok");
        let dir = &setup.dir;
        let sup = setup.supervisor(opts(3));
        let script = format!(
            "echo \"$RANK $LOCAL_RANK $WORLD_SIZE $MASTER_ADDR $MASTER_PORT $MINIGPT_HEARTBEAT\" > {}/env-$RANK",
            dir.display()
        );
        let start = Instant::now();
        assert_eq!(sup.attempt(&sh(&script), 4242).unwrap(), Outcome::Succeeded);
        assert!(start.elapsed() < Duration::from_secs(3));
        for r in 0..3 {
            let env = std::fs::read_to_string(dir.join(format!("env-{r}"))).unwrap();
            let want = format!("{r} {r} 3 127.0.0.1 4242 {}", dir.join(format!("rank-{r}")).display());
            assert_eq!(env.trim(), want);
        }
        // Through run() too, on a port of its own choosing.
        sup.run(sh("exit 0"), no_restart).unwrap();
    }

    #[test]
    fn launch_a_failing_rank_stops_the_others_promptly_and_names_rank_and_status() {
        let setup = Setup::new("fail");
        let dir = &setup.dir;
        let sup = setup.supervisor(opts(3));
        // Rank 1 fails once every rank is up; the others would sleep for 30 s.
        let script = format!(
            "d={}; echo $$ > $d/p-$RANK; mv $d/p-$RANK $d/pid-$RANK; while [ ! -e $d/pid-0 ] || [ ! -e $d/pid-1 ] || [ ! -e $d/pid-2 ]; do sleep 0.01; done; \
             if [ $RANK = 1 ]; then exit 3; fi; exec sleep 30",
            dir.display()
        );
        let start = Instant::now();
        let e = sup.run(sh(&script), no_restart).unwrap_err();
        assert!(start.elapsed() < Duration::from_secs(3), "{:?}", start.elapsed());
        let pids = pids(dir, 3);
        let text = e.to_string();
        assert_eq!(
            text,
            format!(
                "worker rank 1 (pid {}) exited with status 3; stopped the other 2 worker(s)",
                pids[1]
            )
        );
        assert!(!e.is_input_error());
        for pid in pids {
            assert!(!alive(pid), "pid {pid} still running (or a zombie)");
        }
    }

    #[test]
    fn launch_restarts_all_ranks_after_a_sigkill_and_succeeds() {
        let setup = Setup::new("restart");
        let dir = &setup.dir;
        // First attempt: rank 1 kills itself with SIGKILL, rank 0 sleeps; second: both exit 0.
        let script = format!(
            "d={}; if [ -e $d/ran-$RANK ]; then exit 0; fi; touch $d/ran-$RANK; \
             if [ $RANK = 1 ]; then while [ ! -e $d/ran-0 ]; do sleep 0.01; done; kill -9 $$; fi; exec sleep 30",
            dir.display()
        );
        let sup = setup.supervisor(LaunchOptions {
            max_restarts: 1,
            ..opts(2)
        });
        let mut restarts = 0;
        let start = Instant::now();
        sup.run(sh(&script), || {
            restarts += 1;
            Ok((sh(&script), "from the test".into()))
        })
        .unwrap();
        assert_eq!(restarts, 1);
        assert!(start.elapsed() < Duration::from_secs(3), "{:?}", start.elapsed());

        // Without a restart, the same failure is the error, naming the signal.
        let _ = std::fs::remove_file(dir.join("ran-0"));
        let _ = std::fs::remove_file(dir.join("ran-1"));
        let sup = Supervisor { opts: opts(2), ..sup };
        let e = sup.run(sh(&script), no_restart).unwrap_err().to_string();
        assert!(
            e.starts_with("worker rank 1 (pid ")
                && e.ends_with("was killed by signal 9 (SIGKILL); stopped the other 1 worker(s)"),
            "{e}"
        );
    }

    /// A worker ended by a signal sent to it (exit 130 after a second SIGINT, or killed by a
    /// SIGTERM it had not yet taken over) stops the job with 130, not a restart, even with
    /// restarts left: the user asked for the stop.
    #[test]
    fn a_worker_stopped_by_a_signal_sent_to_it_ends_the_job_without_a_restart() {
        let setup = Setup::new("worker-stop");
        let dir = &setup.dir;
        let sup = setup.supervisor(LaunchOptions {
            max_restarts: 3,
            ..opts(2)
        });
        for (how, said) in [
            ("exit 130", "exited with status 130"),
            ("kill -TERM $$", "was killed by signal 15 (SIGTERM)"),
        ] {
            let script = format!(
                "d={}; echo $$ > $d/p-$RANK; mv $d/p-$RANK $d/pid-$RANK; while [ ! -e $d/pid-0 ] || [ ! -e $d/pid-1 ]; do sleep 0.01; done; \
                 if [ $RANK = 0 ]; then {how}; fi; exec sleep 30",
                dir.display()
            );
            let e = sup.run(sh(&script), no_restart).unwrap_err();
            let pids = pids(dir, 2);
            assert!(matches!(e, Error::Interrupted(_)), "{e:?}");
            assert_eq!(
                e.to_string(),
                format!(
                    "worker rank 0 (pid {}) {said}; stopped the other 1 worker(s): a signal sent to that worker stopped it \
                     (a second SIGINT/SIGTERM, or one before it began training); not restarting",
                    pids[0]
                )
            );
            for r in 0..2 {
                let _ = std::fs::remove_file(dir.join(format!("pid-{r}")));
            }
        }
    }

    /// A rank that waited in a collective for a peer's checkpoint write has up to the timeout,
    /// from the moment the write ended, to beat again. It was called hung when the writer's
    /// next ordinary beat landed before its own (a race that a loaded machine widened).
    #[test]
    fn a_rank_that_waited_for_a_peer_s_checkpoint_write_has_the_timeout_after_it() {
        let setup = Setup::new("after-write");
        let sup = setup.supervisor(LaunchOptions {
            worker_timeout: Duration::from_secs(1),
            ..opts(2)
        });
        // Rank 0 waits for its write for 1.5 s, then beats as it trains; rank 1 beats once, then
        // is silent until 0.3 s after the write ended: 1.8 s in all, but only 0.3 s after it.
        let beats = |text: &str, n: u32| {
            format!("i=0; while [ $i -lt {n} ]; do echo '{text}' > \"$MINIGPT_HEARTBEAT\"; sleep 0.1; i=$((i+1)); done")
        };
        let script = |rank1_after: &str| {
            format!(
                "if [ $RANK = 0 ]; then {}; {}; else echo 5 > \"$MINIGPT_HEARTBEAT\"; sleep 1.8; {rank1_after}; fi",
                beats(&format!("5 {}", crate::dist::WRITING), 15),
                beats("6", 12),
            )
        };
        sup.run(sh(&script(&beats("6", 8))), no_restart).unwrap();
        // one that stays silent is still hung, a timeout after the write ended
        let e = sup
            .run(sh(&script("exec sleep 30")), no_restart)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("worker rank 1") && e.contains(" hung: no heartbeat for "),
            "{e}"
        );
    }

    #[test]
    fn launch_detects_a_hung_rank_by_its_stale_heartbeat() {
        let setup = Setup::new("hung");
        let dir = &setup.dir;
        let sup = setup.supervisor(LaunchOptions {
            worker_timeout: Duration::from_secs(1),
            ..opts(2)
        });
        // Rank 0 beats every 0.1 s; rank 1 beats once, then stops beating.
        let script = format!(
            "echo $$ > {}/pid-$RANK; if [ $RANK = 0 ]; then while :; do touch \"$MINIGPT_HEARTBEAT\"; sleep 0.1; done; fi; \
             touch \"$MINIGPT_HEARTBEAT\"; exec sleep 30",
            dir.display()
        );
        let start = Instant::now();
        let e = sup.run(sh(&script), no_restart).unwrap_err().to_string();
        assert!(start.elapsed() < Duration::from_secs(3), "{:?}", start.elapsed());
        let pids = pids(dir, 2);
        assert_eq!(
            e,
            format!(
                "worker rank 1 (pid {}) hung: no heartbeat for 1 s; stopped the other 1 worker(s)",
                pids[1]
            )
        );
        assert!(pids.iter().all(|&p| !alive(p)));

        // Rank 1 stops (SIGSTOP) and rank 0, as if waiting for it in a collective, stops
        // beating too: the stopped one is named, the other beside it.
        let script = format!(
            "echo $$ > {}/pid-$RANK; if [ $RANK = 1 ]; then sleep 0.3; touch \"$MINIGPT_HEARTBEAT\"; kill -STOP $$; fi; touch \"$MINIGPT_HEARTBEAT\"; exec sleep 30",
            dir.display()
        );
        let e = sup.run(sh(&script), no_restart).unwrap_err().to_string();
        let stalled = self::pids(dir, 2);
        assert!(
            e.starts_with(&format!(
                "worker rank 1 (pid {}) is stopped (SIGSTOP, or a debugger holds it): no heartbeat for ",
                stalled[1]
            )) && e.contains("rank(s) 0 had no heartbeat either"),
            "{e}"
        );
        assert!(stalled.iter().all(|&p| !alive(p)));

        // Both ranks beat once, together, then go silent (one stalled, the other waiting for it
        // in a collective, neither stopped): both are named, and the message does not pretend
        // to know which one stalled (it named one of them at random).
        let script = format!(
            "echo $$ > {}/pid-$RANK; touch \"$MINIGPT_HEARTBEAT\"; exec sleep 30",
            dir.display()
        );
        let e = sup.run(sh(&script), no_restart).unwrap_err().to_string();
        assert!(
            e.contains(" hung: no heartbeat for ")
                && e.contains("went silent within a second of it")
                && e.contains("cannot be told"),
            "{e}"
        );
        let pids = self::pids(dir, 2);
        assert!(pids.iter().all(|&p| !alive(p)));

        // A worker that never writes its heartbeat is hung `timeout` after its start.
        let e = sup.run(sh("exec sleep 30"), no_restart).unwrap_err().to_string();
        assert!(
            e.starts_with("worker rank 0") && e.contains("hung: no heartbeat in the 1 s since it started"),
            "{e}"
        );
    }

    #[test]
    fn launch_input_refused_by_the_first_attempt_is_not_restarted() {
        let setup = Setup::new("refused");
        let sup = setup.supervisor(LaunchOptions {
            max_restarts: 3,
            ..opts(2)
        });
        let e = sup.run(sh("exit 2"), no_restart).unwrap_err();
        assert!(e.is_input_error(), "exit code 2: {e}");
        assert!(e.to_string().contains("exited with status 2"), "{e}");
    }

    /// A restart whose input is refused (exit 2: the run's checkpoint damaged meanwhile, say)
    /// would be refused again: the launcher stops there, the job failed (not an input error of
    /// the command). It spent every restart left on the same refusal.
    #[test]
    fn launch_a_restart_refused_is_not_restarted_again() {
        let setup = Setup::new("restart-refused");
        let sup = setup.supervisor(LaunchOptions {
            max_restarts: 3,
            ..opts(2)
        });
        let mut restarts = 0;
        let e = sup
            .run(sh("exit 1"), || {
                restarts += 1;
                Ok((sh("exit 2"), "from the test".into()))
            })
            .unwrap_err();
        assert_eq!(restarts, 1, "{e}");
        assert!(!e.is_input_error(), "the job ran and failed: {e}");
        assert!(e.to_string().contains("not restarting: status 2"), "{e}");
    }

    #[test]
    fn launch_forwards_sigterm_on_a_stop_request_and_kills_on_a_second() {
        let setup = Setup::new("stop");
        let dir = &setup.dir;
        let sup = setup.supervisor(opts(2));
        // Workers that "checkpoint" on SIGTERM: exit 0.
        let graceful = format!(
            "trap 'exit 0' TERM; touch {}/up-$RANK; while :; do sleep 0.05; done",
            dir.display()
        );
        let stubborn = format!(
            "trap '' TERM; echo $$ > {}/pid-$RANK; while :; do sleep 0.05; done",
            dir.display()
        );
        let ready = |prefix: &str| (0..2).all(|r| dir.join(format!("{prefix}-{r}")).exists());
        std::thread::scope(|s| {
            let run = s.spawn(|| sup.attempt(&sh(&graceful), 1));
            while !ready("up") {
                std::thread::sleep(Duration::from_millis(10));
            }
            setup.stops.store(1, Ordering::SeqCst);
            assert_eq!(run.join().unwrap().unwrap(), Outcome::Succeeded);

            setup.stops.store(0, Ordering::SeqCst);
            let run = s.spawn(|| sup.attempt(&sh(&stubborn), 1));
            while !ready("pid") {
                std::thread::sleep(Duration::from_millis(10));
            }
            setup.stops.store(1, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(100));
            setup.stops.store(2, Ordering::SeqCst);
            assert_eq!(run.join().unwrap().unwrap(), Outcome::Killed { running: 2 });
        });
        assert!(pids(dir, 2).iter().all(|&p| !alive(p)));
    }

    /// A pid no process has: a child's, once reaped.
    fn dead_pid() -> u32 {
        let mut child = Command::new("/bin/true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        assert!(!alive(pid));
        pid
    }

    /// Set the modification time of `path` (a file or a directory) to `age` ago.
    fn age(path: &Path, age: Duration) {
        let f = std::fs::File::open(path).unwrap();
        f.set_modified(SystemTime::now() - age).unwrap();
    }

    /// A launcher killed by SIGKILL leaves its heartbeat directory behind: the next one removes
    /// it (its owner file's lock is free), keeps a live launcher's (locked), and of an earlier
    /// minigpt's owner-less ones removes those whose pid is gone and that stayed untouched a day.
    #[test]
    fn heartbeat_dirs_of_dead_launchers_are_removed_by_the_next_one() {
        let setup = Setup::new("sweep");
        let base = &setup.dir;
        let live = HeartbeatDir::create_in(base).unwrap();
        assert!(live.path().join(OWNER_FILE).is_file());
        // a killed launcher's: its owner file, unlocked
        let killed = base.join(format!("{HEARTBEAT_DIR_PREFIX}{}-1-0", dead_pid()));
        std::fs::create_dir(&killed).unwrap();
        std::fs::write(killed.join(OWNER_FILE), b"").unwrap();
        std::fs::write(killed.join("rank-0"), b"12").unwrap();
        // an earlier minigpt's (no owner file): stale, recent, and of a running pid
        let day = LEGACY_STALE + Duration::from_secs(60);
        let old = |pid: u32, aged: bool| {
            let dir = base.join(format!("{HEARTBEAT_DIR_PREFIX}{pid}-2-0"));
            std::fs::create_dir(&dir).unwrap();
            std::fs::write(dir.join("rank-0"), b"7").unwrap();
            if aged {
                age(&dir.join("rank-0"), day);
                age(&dir, day);
            }
            dir
        };
        let legacy_dead = old(dead_pid(), true);
        let legacy_recent = old(dead_pid(), false);
        let legacy_running = old(std::process::id(), true);
        // not a heartbeat directory, and a link to one
        let other = base.join("minigpt-other");
        std::fs::create_dir(&other).unwrap();
        let link = base.join(format!("{HEARTBEAT_DIR_PREFIX}{}-3-0", dead_pid()));
        std::os::unix::fs::symlink(&killed, &link).unwrap();

        let next = HeartbeatDir::create_in(base).unwrap();
        assert!(!killed.exists(), "a dead launcher's directory was kept");
        assert!(!legacy_dead.exists(), "an earlier minigpt's stale directory was kept");
        assert!(live.path().is_dir() && next.path().is_dir());
        for kept in [&legacy_recent, &legacy_running, &other] {
            assert!(kept.is_dir(), "{} removed", kept.display());
        }
        assert!(link.symlink_metadata().is_ok(), "a link was followed or removed");
        let live_path = live.path().to_path_buf();
        drop(live);
        assert!(!live_path.exists());
    }

    /// Of the ranks of one attempt that fail with the same message, the first says it and the
    /// others keep quiet; another message, a process outside a launch and the next attempt
    /// (whose claims the launcher clears) say theirs.
    #[test]
    fn an_error_line_is_said_once_per_attempt() {
        let setup = Setup::new("claims");
        let beat = |rank: usize| setup.dir.join(format!("rank-{rank}"));
        let refused = "runs/x/ckpt-00000010.safetensors: train.lr = 1 cannot be changed on resume";
        assert!(first_to_say(Some(&beat(1)), refused));
        assert!(!first_to_say(Some(&beat(0)), refused));
        assert!(first_to_say(Some(&beat(0)), "cuda:1: no such device"));
        assert!(first_to_say(None, refused));
        let sup = setup.supervisor(opts(2));
        let unclaimed = "for f in \"$(dirname \"$MINIGPT_HEARTBEAT\")\"/said-*; do test ! -e \"$f\" || exit 3; done";
        assert_eq!(sup.attempt(&sh(unclaimed), 1).unwrap(), Outcome::Succeeded);
        assert!(first_to_say(Some(&beat(0)), refused));
    }

    /// A temp folder that cannot take the heartbeat folder (a TMPDIR that does not exist) is
    /// refused naming TMPDIR, not with the bare OS error on a path the user never gave.
    #[test]
    fn a_temp_folder_that_cannot_take_the_heartbeats_names_tmpdir() {
        let Err(e) = HeartbeatDir::create_in(Path::new("/nonexistent/minigpt-tmp")) else {
            panic!("created a heartbeat folder under a folder that does not exist")
        };
        assert!(e.is_input_error(), "{e}");
        assert!(e.to_string().contains("point TMPDIR at a writable folder"), "{e}");
    }

    /// Workers that stop on a signal short of max_steps leave notes in their heartbeat files:
    /// the attempt reports the step, the rank signalled (with its pid) and rank 0's
    /// checkpoint, and the launcher's line says so with the command that continues the job.
    #[test]
    fn a_job_stopped_by_a_signal_to_one_rank_says_which_and_how_to_continue() {
        let setup = Setup::new("stop-note");
        let dir = &setup.dir;
        let sup = setup.supervisor(opts(2));
        let script = format!(
            "echo $$ > {}/pid-$RANK; if [ $RANK = 1 ]; then s='\"SIGTERM\"' c=null; else s=null c='\"runs/x/ckpt-00000007.safetensors\"'; fi; \
             printf '{{\"step\":7,\"max_steps\":10,\"signal\":%s,\"checkpoint\":%s}}' \"$s\" \"$c\" > \"$MINIGPT_HEARTBEAT\"",
            dir.display()
        );
        let Outcome::Stopped(stopped) = sup.attempt(&sh(&script), 1).unwrap() else {
            panic!("not reported as stopped")
        };
        let pids = pids(dir, 2);
        let checkpoint = PathBuf::from("runs/x/ckpt-00000007.safetensors");
        assert_eq!(
            stopped,
            Stopped {
                step: 7,
                max_steps: 10,
                signalled: vec![(1, pids[1], "SIGTERM".into())],
                checkpoint: Some(checkpoint.clone()),
            }
        );
        let o = opts(2);
        assert_eq!(
            stopped.describe(false, Some(Path::new("runs/x")), &o),
            format!(
                "rank 1 (pid {}) received SIGTERM: the job stopped at step 7 of 10 and checkpointed \
                 (runs/x/ckpt-00000007.safetensors); continue with: minigpt resume --ckpt runs/x --nproc-per-node 2",
                pids[1]
            )
        );
        // the launcher's own signal, forwarded to every rank; a directory a shell would split,
        // and the launcher's flags that were not their defaults
        let o = LaunchOptions {
            max_restarts: 3,
            master_port: Some(29500),
            ..opts(2)
        };
        assert_eq!(
            stopped.describe(true, Some(Path::new("runs/my run")), &o),
            "stopped by a signal to the launcher: the job stopped at step 7 of 10 and checkpointed \
             (runs/x/ckpt-00000007.safetensors); continue with: minigpt resume --ckpt 'runs/my run' --nproc-per-node 2 \
             --max-restarts 3 --master-port 29500"
        );
        // workers that exit 0 without a note (the run finished) succeed plainly
        let plain = format!(
            "echo $$ > {}/pid-$RANK; echo 10 > \"$MINIGPT_HEARTBEAT\"",
            dir.display()
        );
        assert_eq!(sup.attempt(&sh(&plain), 1).unwrap(), Outcome::Succeeded);
    }

    #[test]
    fn launch_flags_are_stripped_from_the_worker_args() {
        let argv = os(&[
            "train",
            "--nproc-per-node",
            "2",
            "--config",
            "c.toml",
            "--max-restarts=3",
            "--set",
            "train.lr=1",
            "--worker-timeout",
            "60",
            "--master-port=29500",
        ]);
        assert_eq!(
            worker_args(&argv),
            os(&["train", "--config", "c.toml", "--set", "train.lr=1"])
        );
    }

    #[test]
    fn launch_restart_resumes_from_the_run_dir_with_allowed_sets_only_when_it_has_a_checkpoint() {
        let original = os(&["train", "--config", "c.toml", "--set", "model.n_layer=1"]);
        let sets: Vec<String> = [
            "model.n_layer=1",
            "train.max_steps=50",
            "log.out_dir=runs/x",
            "train.lr=1e-3",
            "device=cpu",
            "checkpoint.every = 5",
        ]
        .map(String::from)
        .to_vec();
        let dir = Path::new("runs/x");
        assert_eq!(
            restart_args(&original, Some(dir), &sets, true),
            os(&[
                "resume",
                "--ckpt",
                "runs/x",
                "--set",
                "train.max_steps=50",
                "--set",
                "log.out_dir=runs/x",
                "--set",
                "device=cpu",
                "--set",
                "checkpoint.every = 5",
            ])
        );
        assert_eq!(restart_args(&original, Some(dir), &sets, false), original);
        assert_eq!(restart_args(&original, None, &sets, true), original);

        // What decides it: a complete checkpoint in the directory (a temp file is none).
        let run = scratch("ckpt");
        assert_eq!(newest_checkpoint(&run), None);
        std::fs::write(run.join(".ckpt-00000010.safetensors.tmp"), b"").unwrap();
        assert_eq!(newest_checkpoint(&run), None);
        for step in [10, 20] {
            std::fs::write(run.join(ckpt::file_name(step)), b"").unwrap();
        }
        assert_eq!(newest_checkpoint(&run), Some(run.join(ckpt::file_name(20))));
        let _ = std::fs::remove_dir_all(&run);
    }
}
