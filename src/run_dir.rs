//! A run directory's one-writer lock (docs/DESIGN.md §11).
//!
//! `train` and `resume` take an advisory lock on `dir/.lock` before they read or write anything
//! there, and hold it for the life of the run; the OS drops it when the process ends, however it
//! ends, so a killed run resumes at once. Taking it is two steps:
//! - [`lock`] takes the lock and changes nothing: a command refused after it (a checkpoint in
//!   the way, a bad `--set`, a corrupt checkpoint, a `train.init_from` that cannot be read)
//!   leaves the directory as it found it; where taking the lock created the directory or an
//!   empty `.lock`, dropping it unclaimed removes them again.
//! - [`RunDirLock::claim`], once every refusal has passed, checks that the directory takes new
//!   files and writes this process's pid and command line into `.lock`, for the refusal a
//!   second writer gets.
//!
//! Between the two, `.lock` still names the directory's last writer, which has ended. A second
//! writer names a holder only when that pid is alive and runs the command the file records
//! (read in `/proc`), so it never names, or offers to stop, a process that is not the holder.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::Error;

/// The lock file's name inside a run directory.
pub const LOCK_FILE: &str = ".lock";

/// Why `log.out_dir` can never be a directory: the message naming `dir` itself, or the nearest
/// existing ancestor, when that is not a directory (`runs/notes.txt/x`); `train`, `resume` and
/// `check` refuse it alike.
pub fn out_dir_not_a_dir(dir: &Path) -> Option<String> {
    let existing = dir.ancestors().find(|p| !p.as_os_str().is_empty() && p.exists())?;
    if existing.is_dir() {
        return None;
    }
    Some(if existing == dir {
        format!(
            "log.out_dir = {}: a file, not a directory; choose another log.out_dir (--set log.out_dir=runs/x)",
            dir.display()
        )
    } else {
        format!(
            "log.out_dir = {}: {} is a file, not a directory; choose another log.out_dir (--set log.out_dir=runs/x)",
            dir.display(),
            existing.display()
        )
    })
}

/// The lock of a run directory, held and not yet claimed: nothing in the directory has changed.
/// Dropped unclaimed (the command was refused), it removes what taking it created: the empty
/// `.lock`, and the directories made for it, so a refused command leaves no trace.
#[must_use = "the lock is released when this is dropped"]
pub struct RunDirLock {
    /// The locked `.lock`; None once claimed.
    file: Option<File>,
    /// The directory itself, locked too: a `.lock` deleted under a live run (a habit with
    /// "stale" lock files) lets the next process lock a new file, never the directory.
    dir_file: Option<File>,
    dir: PathBuf,
    /// Whether taking the lock created `.lock`.
    made_file: bool,
    /// The directories taking the lock created, `dir` first.
    made_dirs: Vec<PathBuf>,
}

/// Creates `dir` if needed and takes its lock, or refuses: `log.out_dir` is a file, cannot be
/// created or written (exit 2, naming the config key), or another process holds the lock
/// ([`Error::RunDirBusy`], naming it where it can be named). Writes nothing into the directory
/// but an empty `.lock` where there was none (removed again if the lock is dropped unclaimed).
pub fn lock(dir: &Path) -> Result<RunDirLock, Error> {
    if let Some(problem) = out_dir_not_a_dir(dir) {
        return Err(Error::Usage(problem));
    }
    let made_dirs: Vec<PathBuf> = dir
        .ancestors()
        .take_while(|p| !p.as_os_str().is_empty() && !p.exists())
        .map(Path::to_path_buf)
        .collect();
    // as is one that cannot be created: under a file system that takes no new directories
    // (/proc answers "No such file or directory", even to root), or a name too long
    std::fs::create_dir_all(dir).map_err(|e| {
        use std::io::ErrorKind as K;
        remove_empty(&made_dirs);
        match e.kind() {
            K::NotFound | K::NotADirectory | K::InvalidFilename => Error::Usage(format!(
                "log.out_dir = {}: cannot create it ({e}); choose a directory you can write (--set log.out_dir=...)",
                dir.display()
            )),
            _ => unwritable(dir, dir, e),
        }
    })?;
    let path = dir.join(LOCK_FILE);
    let failed = |e: Error| {
        remove_empty(&made_dirs);
        e
    };
    // A refused command that created `.lock` unlinks it as it lets go; one that opened that
    // file before the unlink and locks it after holds a lock on no path. So the lock counts
    // only when `.lock` is still the file locked, else it is taken again.
    for _ in 0..100 {
        let mut open = std::fs::OpenOptions::new();
        open.read(true).write(true);
        // the last writer's pid and command stay until a run claims the directory
        let (file, made_file) = match open.clone().create_new(true).open(&path) {
            Ok(f) => (f, true),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => match open.open(&path) {
                Ok(f) => (f, false),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => return Err(failed(unwritable(dir, &path, e))),
            },
            Err(e) => return Err(failed(unwritable(dir, &path, e))),
        };
        match file.try_lock() {
            Ok(()) => {}
            // the holder's: its directories stay
            Err(std::fs::TryLockError::WouldBlock) => return Err(busy(dir, &path)),
            Err(std::fs::TryLockError::Error(e)) => return Err(failed(Error::io(&path, e))),
        }
        if same_file(&file, &path) {
            // where the directory cannot be opened, `.lock` alone guards it, as before
            let dir_file = File::open(dir).ok();
            if let Some(Err(e)) = dir_file.as_ref().map(File::try_lock) {
                if made_file {
                    let _ = std::fs::remove_file(&path);
                }
                return Err(match e {
                    std::fs::TryLockError::WouldBlock => busy_unnamed(dir),
                    std::fs::TryLockError::Error(e) => failed(Error::io(dir, e)),
                });
            }
            return Ok(RunDirLock {
                file: Some(file),
                dir_file,
                dir: dir.to_path_buf(),
                made_file,
                made_dirs,
            });
        }
    }
    Err(failed(Error::io(
        &path,
        std::io::Error::other("its lock file kept being replaced"),
    )))
}

/// Whether `path` names the file open as `file`.
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Removes each of `dirs` (deepest first) that is empty.
fn remove_empty(dirs: &[PathBuf]) {
    for d in dirs {
        if std::fs::remove_dir(d).is_err() {
            return;
        }
    }
}

impl RunDirLock {
    /// The command goes ahead: checks that the directory takes new files (an existing one with
    /// a lock file opens even where nothing can be created in it, by its mode or an immutable
    /// flag: found here, not at the first checkpoint), writes this process's pid and command
    /// line into `.lock`, then makes `first`'s writes (the run's config). The returned claim
    /// holds the lock until the process ends; where any of these fails (a full disk), the lock
    /// is dropped unclaimed, removing what taking it created.
    pub fn claim(mut self, first: impl FnOnce() -> Result<(), Error>) -> Result<Claim, Error> {
        let dir = self.dir.clone();
        let probe = dir.join(format!(".write-probe-{}", std::process::id()));
        File::create(&probe).map_err(|e| unwritable(&dir, &dir, e))?;
        let _ = std::fs::remove_file(&probe);
        let holder = format!("{}\n{}\n", std::process::id(), command_line(std::env::args()));
        let lock = self.file.as_mut().expect("invariant: a lock is claimed once");
        // a failed write (a full disk) leaves the lock unclaimed: its drop removes what taking
        // it created, the `.lock` and the directories
        lock.set_len(0)
            .and_then(|()| lock.write_all(holder.as_bytes()))
            .map_err(|e| unwritable(&dir, &dir.join(LOCK_FILE), e))?;
        first()?;
        let file = self.file.take().expect("invariant: checked just above");
        Ok(Claim {
            _file: file,
            _dir: self.dir_file.take(),
        })
    }
}

impl RunDirLock {
    /// What taking the lock created and a drop unclaimed would remove: the `.lock` file (if it
    /// made it) and the directories, deepest first. For a process that may exit without
    /// dropping it (a signal before training began: `signals::StopSignals::undo_on_early_exit`).
    pub fn made(&self) -> (Vec<PathBuf>, Vec<PathBuf>) {
        let file = (self.file.is_some() && self.made_file).then(|| self.dir.join(LOCK_FILE));
        (file.into_iter().collect(), self.made_dirs.clone())
    }
}

impl Drop for RunDirLock {
    fn drop(&mut self) {
        let Some(file) = self.file.take() else {
            return; // claimed: the run's `.lock` stays, naming it
        };
        if self.made_file {
            // unlinked while still locked: a process that opened it meanwhile finds it replaced
            let _ = std::fs::remove_file(self.dir.join(LOCK_FILE));
        }
        drop(file);
        remove_empty(&self.made_dirs);
    }
}

/// A directory this user cannot create or write, or one on a full disk, is the config's
/// problem, found before anything ran, not the run's.
pub(crate) fn unwritable(dir: &Path, path: &Path, e: std::io::Error) -> Error {
    use std::io::ErrorKind::{PermissionDenied, QuotaExceeded, ReadOnlyFilesystem, StorageFull};
    let fix = match e.kind() {
        PermissionDenied | ReadOnlyFilesystem => "make it writable, or choose a directory you can write",
        StorageFull | QuotaExceeded => "free space there, or choose a directory on another disk",
        _ => return Error::io(path, e),
    };
    Error::Usage(format!(
        "log.out_dir = {}: cannot write {} ({e}); {fix} (--set log.out_dir=...)",
        dir.display(),
        path.display()
    ))
}

/// The command that continues the run in `dir` from the checkpoint that stands there:
/// `minigpt resume --ckpt DIR` with `resume_sets`, the `--set`s of the resume this process (or
/// job) runs, none for `train`. The checkpoint that stands may predate that resume and hold
/// none of them: without its `train.max_steps` the command would train nothing. `log.out_dir`
/// is left out: `--ckpt DIR` writes there.
/// A worker of a `--nproc-per-node N` job says `--nproc-per-node N` (without it the command
/// would continue the job as one process, with another batch).
pub fn resume_command(dir: &Path, resume_sets: &[String]) -> String {
    let mut cmd = format!("minigpt resume --ckpt {}", shell_word(&dir.display().to_string()));
    for set in resume_sets {
        if set.split('=').next().map(str::trim) != Some("log.out_dir") {
            cmd.push_str(&format!(" --set {}", shell_word(set)));
        }
    }
    if let Some(n) = launched_world() {
        cmd.push_str(&format!(" --nproc-per-node {n}"));
    }
    cmd
}

/// The environment variable `minigpt`'s launcher gives its workers (`dist::HEARTBEAT_ENV`, a
/// module of this one's layer: the name is written twice, and a test holds them equal).
pub const LAUNCHED: &str = "MINIGPT_HEARTBEAT";

/// N for a worker that `--nproc-per-node N` started (its launcher's variable and WORLD_SIZE in
/// its environment); None alone, or under torchrun or SLURM, which have their own commands.
fn launched_world() -> Option<usize> {
    std::env::var_os(LAUNCHED)?;
    std::env::var("WORLD_SIZE").ok()?.parse().ok().filter(|&n| n > 1)
}

/// `s` as one word for a POSIX shell: as it is when it holds only safe characters, else in
/// single quotes.
pub fn shell_word(s: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "_-./:@%+=,".contains(c);
    if !s.is_empty() && s.chars().all(safe) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// One line of a process's arguments, as `.lock` records them and `/proc/PID/cmdline` is read.
fn command_line(args: impl IntoIterator<Item = String>) -> String {
    let args: Vec<String> = args.into_iter().map(|a| a.replace('\n', " ")).collect();
    args.join(" ")
}

/// A claimed run directory: its `.lock` and the directory, locked while this lives.
#[must_use = "the lock is released when this is dropped"]
pub struct Claim {
    _file: File,
    _dir: Option<File>,
}

/// The directory is locked by a process whose `.lock` is gone (deleted under it): nothing
/// names the holder.
fn busy_unnamed(dir: &Path) -> Error {
    Error::RunDirBusy {
        path: dir.to_path_buf(),
        problem: format!(
            "is being written by another minigpt process (its {LOCK_FILE}, which names it, was removed); \
             wait for it to finish and run this again, or write elsewhere with --set log.out_dir=..."
        ),
    }
}

/// The refusal a second writer gets: the holder named by pid and command where `.lock` names
/// a live process running that command, with how to stop it; else "another minigpt process".
fn busy(dir: &Path, path: &Path) -> Error {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut lines = text.lines();
    let pid = lines.next().and_then(|p| p.trim().parse::<u32>().ok());
    let command = lines.next().map(str::trim).filter(|c| !c.is_empty());
    match (pid, command) {
        (Some(pid), Some(cmd)) if is_running(pid, cmd) != Some(false) => busy_by(dir, Some((pid, cmd))),
        _ => busy_by(dir, None),
    }
}

/// The refusal naming the holder by pid and command, with how to stop it, where it is known.
fn busy_by(dir: &Path, holder: Option<(u32, &str)>) -> Error {
    let (holder, stop) = match holder {
        Some((pid, cmd)) => (
            format!("minigpt pid {pid} (`{cmd}`)"),
            format!(", or stop it with `kill -INT {pid}` (it checkpoints, then exits)"),
        ),
        None => ("another minigpt process".to_string(), String::new()),
    };
    Error::RunDirBusy {
        path: dir.to_path_buf(),
        problem: format!(
            "is being written by {holder}; wait for it to finish{stop} and run this again, or write elsewhere with --set log.out_dir=..."
        ),
    }
}

/// The refusal `train` would get from `dir`'s lock, found without taking it (`check` must not
/// turn away a run that starts meanwhile): see `live_writer`.
pub fn held_by_a_live_run(dir: &Path) -> Option<Error> {
    let holder = live_writer(dir)?;
    Some(busy_by(dir, holder.as_ref().map(|(pid, cmd)| (*pid, cmd.as_str()))))
}

/// The live process writing `dir`, found without taking its lock: `.lock` names a live process
/// running the command it records, which a run writes there as it claims the directory; or, in
/// a writer's first moments (it holds the lock and `.lock` still names its predecessor), the
/// kernel's table of locks names the process that holds `.lock` or the directory. Its pid and
/// command where known (Some(None): a holder whose command cannot be read).
pub fn live_writer(dir: &Path) -> Option<Option<(u32, String)>> {
    let path = dir.join(LOCK_FILE);
    let text = std::fs::read_to_string(&path).ok()?;
    let mut lines = text.lines();
    let named = lines
        .next()
        .and_then(|p| p.trim().parse::<u32>().ok())
        .zip(lines.next());
    if let Some((pid, command)) = named {
        if pid != std::process::id() && is_running(pid, command.trim()) == Some(true) {
            return Some(Some((pid, command.trim().to_string())));
        }
    }
    let pid = lock_holder(&[&path, dir])?;
    let command = std::fs::read(format!("/proc/{pid}/cmdline")).ok().map(|raw| {
        let args = raw.split(|&b| b == 0).filter(|a| !a.is_empty());
        command_line(args.map(|a| String::from_utf8_lossy(a).into_owned()))
    });
    Some(command.map(|c| (pid, c)))
}

/// The pid of another process holding a `flock` on one of `files`, read from `/proc/locks`
/// (`N: FLOCK ADVISORY WRITE PID MAJ:MIN:INODE 0 EOF`, device numbers in hex); None where no
/// such lock is listed or the system has no such table.
fn lock_holder(files: &[&Path]) -> Option<u32> {
    use std::os::unix::fs::MetadataExt;
    let ids: Vec<(u64, u64, u64)> = files
        .iter()
        .filter_map(|f| std::fs::metadata(f).ok())
        .map(|m| {
            (
                u64::from(libc::major(m.dev())),
                u64::from(libc::minor(m.dev())),
                m.ino(),
            )
        })
        .collect();
    let table = std::fs::read_to_string("/proc/locks").ok()?;
    table.lines().find_map(|line| {
        let f: Vec<&str> = line.split_whitespace().collect();
        // a waiter's line reads `N: -> FLOCK ...`: it holds nothing
        if f.get(1) != Some(&"FLOCK") {
            return None;
        }
        let pid = f.get(4)?.parse::<u32>().ok()?;
        let mut id = f.get(5)?.split(':');
        let hex = |s: Option<&str>| u64::from_str_radix(s?, 16).ok();
        let (major, minor) = (hex(id.next())?, hex(id.next())?);
        let inode = id.next()?.parse::<u64>().ok()?;
        (pid != std::process::id() && ids.contains(&(major, minor, inode))).then_some(pid)
    })
}

/// Whether process `pid` is alive and runs `command` (as [`command_line`] writes it); `None`
/// where the system has no `/proc` to tell.
fn is_running(pid: u32, command: &str) -> Option<bool> {
    if !Path::new("/proc/self/cmdline").exists() {
        return None;
    }
    let Ok(raw) = std::fs::read(format!("/proc/{pid}/cmdline")) else {
        return Some(false);
    };
    let args = raw
        .split(|&b| b == 0)
        .filter(|a| !a.is_empty())
        .map(|a| String::from_utf8_lossy(a).into_owned());
    Some(command_line(args) == command)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The command that continues a run is one a shell runs as printed: a directory or a value
    /// with a space or quote stays one word; a resume's `--set`s go with it, but for
    /// `log.out_dir`, which `--ckpt` already names.
    #[test]
    fn the_resume_command_quotes_its_words_and_repeats_a_resume_s_sets() {
        assert_eq!(shell_word("it's"), "'it'\\''s'");
        let sets = ["train.max_steps=40", "log.out_dir=runs/b", "data.path=my corpus.txt"].map(String::from);
        assert_eq!(
            resume_command(Path::new("runs/my run"), &sets),
            "minigpt resume --ckpt 'runs/my run' --set train.max_steps=40 --set 'data.path=my corpus.txt'"
        );
        assert_eq!(resume_command(Path::new("runs/x"), &[]), "minigpt resume --ckpt runs/x");
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("minigpt-run-dir-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// `check` read only `.lock`, which in a writer's first moments (the lock taken, not yet
    /// claimed) still names the last writer, long gone: it said the directory was free. The
    /// holder of the lock is now found in the kernel's table of locks and named.
    #[test]
    fn a_writer_that_holds_the_lock_and_has_not_claimed_it_is_found() {
        let dir = scratch("first-moments");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(LOCK_FILE), "999999999\nminigpt train --config gone.toml\n").unwrap();
        assert!(held_by_a_live_run(&dir).is_none(), "nobody holds it yet");
        // another process takes the lock as `lock` does (flock(2)) and holds it
        // (-o: its `sleep` does not inherit the lock, which dies with flock(1) itself)
        let mut holder = std::process::Command::new("flock")
            .arg("-o")
            .arg(dir.join(LOCK_FILE))
            .args(["sleep", "30"])
            .spawn()
            .expect("util-linux flock(1) runs");
        let start = std::time::Instant::now();
        let found = loop {
            if let Some(e) = held_by_a_live_run(&dir) {
                break e.to_string();
            }
            assert!(start.elapsed().as_secs() < 10, "the lock was never found");
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        let pid = holder.id();
        // flock(1) holds the lock itself and runs `sleep` as its child
        assert!(found.contains(&format!("pid {pid} (`flock -o ")), "{found}");
        assert!(!found.contains("999999999"), "{found}");
        holder.kill().unwrap();
        holder.wait().unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The lock changes nothing until it is claimed: the last writer's pid and command stay in
    /// `.lock` (a refused command leaves them), and a claim replaces them with this process's.
    #[test]
    fn a_lock_changes_nothing_until_it_is_claimed() {
        let dir = scratch("claim");
        std::fs::create_dir_all(&dir).unwrap();
        let last = "12345\nminigpt train --config configs/tiny.toml\n";
        std::fs::write(dir.join(LOCK_FILE), last).unwrap();
        let held = lock(&dir).unwrap();
        assert_eq!(std::fs::read_to_string(dir.join(LOCK_FILE)).unwrap(), last);
        drop(held);
        assert_eq!(std::fs::read_to_string(dir.join(LOCK_FILE)).unwrap(), last);
        let entries = |d: &Path| std::fs::read_dir(d).unwrap().count();
        assert_eq!(entries(&dir), 1, "the lock left a file behind");

        let _held = lock(&dir).unwrap().claim(|| Ok(())).unwrap();
        let text = std::fs::read_to_string(dir.join(LOCK_FILE)).unwrap();
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some(std::process::id().to_string().as_str()));
        assert_eq!(lines.next(), Some(command_line(std::env::args()).as_str()));
        assert_eq!(entries(&dir), 1, "the write probe was left behind");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A claim whose first writes fail (the config on a full disk) is no claim: the lock goes
    /// unclaimed and removes the directories it made and its `.lock` (they were left behind,
    /// holding an empty `.lock` or config.toml). A full disk is refused as input, naming the fix.
    #[test]
    fn a_claim_whose_first_writes_fail_leaves_nothing() {
        let top = scratch("claim-fails");
        let dir = top.join("run");
        let full = || std::io::Error::from(std::io::ErrorKind::StorageFull);
        let e = lock(&dir)
            .unwrap()
            .claim(|| Err(unwritable(&dir, &dir.join("config.toml"), full())))
            .err()
            .expect("the claim failed");
        assert!(matches!(&e, Error::Usage(m) if m.contains("free space")), "{e}");
        assert!(!top.exists(), "{} left behind", top.display());
    }

    /// A lock dropped unclaimed (a refused command) removes what taking it created: the
    /// directories made for it and its empty `.lock`; in a directory that had a `.lock`, the
    /// file stays as it was.
    #[test]
    fn an_unclaimed_lock_removes_what_it_made() {
        let top = scratch("unclaimed");
        let dir = top.join("a/b");
        drop(lock(&dir).unwrap());
        assert!(!top.exists(), "{} left behind", top.display());

        std::fs::create_dir_all(&dir).unwrap();
        drop(lock(&dir).unwrap());
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "an empty .lock was left");
        std::fs::write(dir.join(LOCK_FILE), "1\nminigpt train\n").unwrap();
        drop(lock(&dir).unwrap());
        assert_eq!(
            std::fs::read_to_string(dir.join(LOCK_FILE)).unwrap(),
            "1\nminigpt train\n"
        );
        let _ = std::fs::remove_dir_all(&top);
    }

    /// A held lock whose file names this process by its real command line names it; one whose
    /// file names a pid that runs another command (the last writer's pid, reused), or none at
    /// all, names no process and offers no `kill`.
    #[test]
    fn a_second_writer_names_the_holder_only_when_the_file_names_a_live_holder() {
        let dir = scratch("busy");
        std::fs::create_dir_all(&dir).unwrap();
        let held = lock(&dir).unwrap();
        let me = std::process::id();
        let refusal = |text: &str| {
            std::fs::write(dir.join(LOCK_FILE), text).unwrap();
            match lock(&dir) {
                Err(Error::RunDirBusy { problem, .. }) => problem,
                Err(e) => panic!("not the busy refusal: {e}"),
                Ok(_) => panic!("a held lock was taken twice"),
            }
        };
        let live = refusal(&format!("{me}\n{}\n", command_line(std::env::args())));
        assert!(
            live.contains(&format!("minigpt pid {me}")) && live.contains(&format!("kill -INT {me}")),
            "{live}"
        );
        for stale in [
            format!("{me}\nminigpt train --config configs/tiny.toml\n"),
            String::new(),
            "not a pid\n".to_string(),
        ] {
            let said = refusal(&stale);
            assert!(
                said.contains("another minigpt process") && !said.contains("kill"),
                "{stale:?}: {said}"
            );
        }
        drop(held);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
