//! build.rs's nvcc runs and the cache that keeps their outputs between builds (a module of the
//! build script, and of the `it` tests, which run the cache with a stand-in compiler).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The directories whose files key the cache: the ones build.rs watches (`rerun-if-changed`).
pub const WATCHED: [&str; 3] = ["kernels", "third_party/candle-kernels", "third_party/cutlass"];

/// One nvcc run: `src` to `out` (a fatbin or a library, as `args` say).
pub struct Job {
    pub src: PathBuf,
    pub out: PathBuf,
    pub args: Vec<String>,
}

impl Job {
    pub fn run(&self, nvcc: &str) {
        let output = Command::new(nvcc)
            .args(&self.args)
            .arg("-o")
            .arg(&self.out)
            .arg(&self.src)
            .output()
            .unwrap_or_else(|e| {
                panic!(
                    "cannot run `{nvcc}` for {}: {e}\n\
                     put the CUDA toolkit's nvcc on PATH or set NVCC (README, GPU)",
                    self.src.display()
                )
            });
        if !output.status.success() {
            panic!(
                "`{nvcc}` failed on {} ({}):\n{}{}\n\
                 put the CUDA toolkit's nvcc on PATH or set NVCC (README, GPU)",
                self.src.display(),
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr),
            );
        }
    }
}

/// nvcc's outputs kept in a directory between builds (`$MINIGPT_NVCC_CACHE`), each named by the
/// SHA-256 of what makes it: nvcc's and the host compiler's versions, the job's source and
/// arguments, and every file under the directories this script watches (the kernels, candle's
/// kernel sources, CUTLASS). A job whose output is there is copied instead of compiled; a
/// compiled one is stored by a rename, so a build stopped midway leaves no partial entry.
pub struct NvccCache {
    dir: PathBuf,
    /// The hash of the compilers' versions and the watched directories' files.
    inputs: sha2::Sha256,
}

impl NvccCache {
    /// The cache `$MINIGPT_NVCC_CACHE` names (none where unset or empty), keyed by the
    /// directories this build script watches.
    pub fn from_env(nvcc: &str) -> Option<NvccCache> {
        let dir = PathBuf::from(std::env::var_os("MINIGPT_NVCC_CACHE").filter(|d| !d.is_empty())?);
        Some(NvccCache::new(dir, nvcc, &WATCHED.map(Path::new)))
    }

    /// A cache in `dir` (created if missing) for outputs of `nvcc`, keyed by every file under
    /// `roots` beside the compilers' versions.
    pub fn new(dir: PathBuf, nvcc: &str, roots: &[&Path]) -> NvccCache {
        use sha2::Digest;
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("MINIGPT_NVCC_CACHE={}: {e}", dir.display()));
        let mut inputs = sha2::Sha256::new();
        for (program, arg) in [(nvcc, "--version"), ("gcc", "--version")] {
            let version = Command::new(program).arg(arg).output().map(|o| o.stdout);
            inputs.update(version.unwrap_or_default());
        }
        let mut files = Vec::new();
        for root in roots {
            list_files(root, &mut files);
        }
        files.sort();
        for file in files {
            let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
            inputs.update(file.to_string_lossy().as_bytes());
            inputs.update((bytes.len() as u64).to_le_bytes());
            inputs.update(bytes);
        }
        NvccCache { dir, inputs }
    }

    /// Copies the job's output from the cache, or compiles it and stores it there.
    pub fn run(&self, job: &Job, nvcc: &str) {
        use sha2::Digest;
        let mut key = self.inputs.clone();
        for part in std::iter::once(job.src.to_string_lossy()).chain(job.args.iter().map(Into::into)) {
            key.update(part.as_bytes());
            key.update([0]);
        }
        let hex: String = key.finalize().iter().map(|b| format!("{b:02x}")).collect();
        let kept = self.dir.join(hex);
        if std::fs::copy(&kept, &job.out).is_ok() {
            return;
        }
        job.run(nvcc);
        let partial = kept.with_extension(format!("partial-{}", std::process::id()));
        let stored = std::fs::copy(&job.out, &partial).and_then(|_| std::fs::rename(&partial, &kept));
        if let Err(e) = stored {
            let _ = std::fs::remove_file(&partial);
            println!(
                "cargo::warning=nvcc's output for {} not kept in {}: {e}",
                job.src.display(),
                self.dir.display()
            );
        }
    }
}

/// Every file under `dir`, recursively.
fn list_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
    for entry in entries {
        let path = entry
            .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
            .path();
        if path.is_dir() {
            list_files(&path, files);
        } else {
            files.push(path);
        }
    }
}
