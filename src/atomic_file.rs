//! Output files written whole or not at all: into a temporary beside the target, then renamed
//! over it, so that a full disk or a kill never leaves a torn file where a good one stood.
//! Must not word the error for the user: the caller knows which flag named the file.

use std::fs::File;
use std::path::{Path, PathBuf};

/// The temporary `write_atomic` fills for `path`: hidden, in the same folder (a rename across
/// file systems would be a copy), with this process's id (two commands writing one path do not
/// share it), and ending in `path`'s extension, which an image encoder picks the format by:
/// `runs/.loss.1234.tmp.png` for `runs/loss.png`.
pub fn temp_for(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let ext = path
        .extension()
        .map_or_else(String::new, |e| format!(".{}", e.to_string_lossy()));
    path.with_file_name(format!(".{stem}.{}.tmp{ext}", std::process::id()))
}

/// Remove the temporaries `temp_for(path)` that processes no longer running left beside `path`
/// (killed mid-write): `.STEM.PID.tmp.EXT` where no process PID runs. Another command writing
/// the same path now keeps its own. Best effort: a temporary that cannot be removed stays.
pub fn remove_stale_temps(path: &Path) {
    let (Some(folder), Some(name)) = (
        path.parent(),
        temp_for(path).file_name().map(|n| n.to_string_lossy().into_owned()),
    ) else {
        return;
    };
    // this process's temporary's name, split around its pid
    let pid = std::process::id().to_string();
    let Some((head, tail)) = name.split_once(&format!(".{pid}.")) else {
        return;
    };
    let (head, tail) = (format!("{head}."), format!(".{tail}"));
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let entry_name = entry.file_name().to_string_lossy().into_owned();
        let Some(other) = entry_name.strip_prefix(&head).and_then(|r| r.strip_suffix(&tail)) else {
            continue;
        };
        let running = Path::new("/proc").join(other).exists();
        if !other.is_empty() && other.bytes().all(|b| b.is_ascii_digit()) && !running {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Write `path` whole or not at all: `write` fills the temporary `temp_for(path)`, which is then
/// fsynced and renamed over `path`, and the folder fsynced. On any failure the temporary is
/// removed and `path` is as it was (the earlier file, or none). A `path` that is a symbolic link
/// to a file is written through: the file it names is replaced, the link kept.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("atomic-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let out = dir.join("a.json");
/// minigpt::atomic_file::write_atomic(&out, |tmp| std::fs::write(tmp, "{}\n")).unwrap();
/// assert_eq!(std::fs::read_to_string(&out).unwrap(), "{}\n");
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn write_atomic(path: &Path, write: impl FnOnce(&Path) -> std::io::Result<()>) -> std::io::Result<()> {
    // a link is followed, as a plain write would follow it; a dangling one is replaced
    let target = if path.is_symlink() {
        std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
    } else {
        path.to_path_buf()
    };
    remove_stale_temps(&target);
    let tmp = temp_for(&target);
    let result = (|| -> std::io::Result<()> {
        write(&tmp)?;
        File::open(&tmp)?.sync_all()?;
        std::fs::rename(&tmp, &target)?;
        let folder = target.parent().filter(|p| !p.as_os_str().is_empty());
        File::open(folder.unwrap_or(Path::new(".")))?.sync_all()
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("minigpt-atomic-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A writer that fails half way (a full disk) leaves the earlier file as it was and no
    /// temporary; one that finishes replaces it.
    #[test]
    fn a_failed_write_leaves_the_earlier_file_and_no_temporary() {
        let dir = scratch("fail");
        let out = dir.join("chart.png");
        std::fs::write(&out, b"the earlier, complete file").unwrap();
        let e = write_atomic(&out, |tmp| {
            let mut f = File::create(tmp)?;
            f.write_all(b"half of the new")?;
            Err(std::io::Error::from(std::io::ErrorKind::StorageFull))
        })
        .unwrap_err();
        assert_eq!(e.kind(), std::io::ErrorKind::StorageFull);
        assert_eq!(std::fs::read(&out).unwrap(), b"the earlier, complete file");
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(left, ["chart.png"], "a temporary was left behind");

        write_atomic(&out, |tmp| std::fs::write(tmp, b"new")).unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), b"new");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The temporary keeps the extension (the image encoder picks the format by it) and is
    /// written through a link to the file the link names, the link kept.
    #[test]
    fn the_temporary_keeps_the_extension_and_links_are_written_through() {
        assert_eq!(
            temp_for(Path::new("runs/loss.png")),
            PathBuf::from(format!("runs/.loss.{}.tmp.png", std::process::id()))
        );
        let dir = scratch("link");
        let real = dir.join("real.json");
        std::fs::write(&real, b"old").unwrap();
        let link = dir.join("link.json");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write_atomic(&link, |tmp| std::fs::write(tmp, b"new")).unwrap();
        assert!(link.is_symlink());
        assert_eq!(std::fs::read(&real).unwrap(), b"new");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A killed writer's temporary (its pid no longer runs) is removed; a running process's
    /// temporary, and files of other names, stay.
    #[test]
    fn stale_temporaries_are_removed_and_live_ones_kept() {
        let dir = scratch("stale");
        let out = dir.join("model.safetensors");
        // a pid past the kernel's largest (2^22) runs nowhere
        let stale = dir.join(".model.4999999.tmp.safetensors");
        let live = temp_for(&out);
        let user = dir.join("model.tmp");
        for f in [&stale, &live, &user] {
            std::fs::write(f, b"x").unwrap();
        }
        remove_stale_temps(&out);
        assert!(!stale.exists(), "a dead writer's temporary stayed");
        assert!(
            live.exists() && user.exists(),
            "a live temporary or a user's file was removed"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
