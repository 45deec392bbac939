//! Checkpoints (docs/DESIGN.md §8): one safetensors file per checkpoint holding the fp32 masters under
//! their state-dict names, the AdamW moments, and the training state in the metadata. Written
//! atomically (temp file, fsync, rename, fsync dir; then the `latest` marker the same way);
//! read back fully validated before any `Var` is touched.

use std::collections::{BTreeMap, HashMap};
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

use candle_core::{DType, Device, Tensor, Var};
use safetensors::tensor::TensorView;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::config::RunConfig;
use crate::config::TokenizerKind;
use crate::data::{Tokenizer, Vocab};
use crate::error::{Error, Result};
use crate::fp8::Fp8Checkpoint;
use crate::optim::AdamW;
use crate::scaler::ScalerState;
use crate::spike::SpikeState;

/// Bumped whenever tensor names or metadata keys change meaning. Version 2 added `tokenizer`
/// (`vocab` is then empty for gpt2); version 1 files are char-level and still load. Version 3
/// added `checksum_weights`, the checksum of the model parameters alone, so that sampling and
/// evaluation read and hash only them (`Checkpoint::load_weights`). Version 4 hashes each 16 MiB
/// piece of a tensor on its own, in parallel (`payload_checksum`), and adds the spike guard's
/// `spike_guard` and `train_state.data_offset` (both optional). Version 5 adds the FP8 scaling
/// state of `precision.matmul = "fp8"` runs: the tensor `fp8.scaling_state` and the metadata
/// `fp8` (both optional; training state, outside `checksum_weights`). Version 6 adds
/// `checksum_meta`, the checksum of the metadata itself (`meta_checksum`): the tensors'
/// checksums left the step, the config and the rest of the header unguarded.
pub const FORMAT_VERSION: u32 = 6;
/// The first version whose metadata carries `checksum_meta`.
const META_CHECKSUM_SINCE: u32 = 6;
/// The oldest version this minigpt reads.
const OLDEST_VERSION: u32 = 1;
const FORMAT: &str = "minigpt";
const LATEST: &str = "latest";
/// Optimizer moments are stored as `optim.exp_avg.<name>` / `optim.exp_avg_sq.<name>`
/// (PyTorch's names); everything else is a model parameter.
const M_PREFIX: &str = "optim.exp_avg.";
const V_PREFIX: &str = "optim.exp_avg_sq.";

/// Whether a stored tensor is optimizer state rather than a model parameter.
fn is_optim(name: &str) -> bool {
    name.starts_with(M_PREFIX) || name.starts_with(V_PREFIX)
}

/// Whether a stored tensor is training state (moments, FP8 scales) rather than a parameter:
/// what sampling and evaluation neither read nor hash.
fn is_state(name: &str) -> bool {
    is_optim(name) || name == Fp8Checkpoint::TENSOR
}

/// The training counters a checkpoint carries besides tensors.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct TrainState {
    /// Batches consumed (iterations).
    pub step: u64,
    /// Optimizer updates applied (the LR schedule and bias correction follow it).
    pub opt_step: u64,
    pub tokens_seen: u64,
    pub skipped_total: u64,
    pub scaler: ScalerState,
    /// The data/RNG cursor: batches and dropout masks are keyed by (seed, step, rank), so the
    /// seed and the next step are the whole cursor.
    pub data_seed: u64,
    pub next_step: u64,
    /// Batches skipped by the spike guard's rollbacks: step s trains on the batch of step
    /// s + data_offset (absent from files written before it: 0).
    #[serde(default)]
    pub data_offset: u64,
    /// The whole job's tokens in the last step (world size x grad_accum x batch x block): a
    /// resume that changes them says so (absent from files written before it: 0).
    #[serde(default)]
    pub tokens_per_step: u64,
}

/// The file name of the checkpoint after `step` steps.
pub fn file_name(step: u64) -> String {
    format!("ckpt-{step:08}.safetensors")
}

fn ckpt_err(path: &Path, problem: impl Into<String>) -> Error {
    Error::Checkpoint {
        path: path.to_path_buf(),
        problem: problem.into(),
    }
}

fn tensor_bytes(t: &Tensor) -> Result<Vec<u8>> {
    let values = t.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>()?;
    Ok(values.iter().flat_map(|v| v.to_le_bytes()).collect())
}

/// sha256 over the tensors' bytes in name order (what the safetensors header cannot vouch for).
/// The checksum of a checkpoint's metadata (`checksum_meta`, format version 6): sha256 over every
/// key and value but `checksum_meta`, in key order, each length-prefixed, as lowercase hex. The
/// tensors' checksums are among them, so it vouches for the whole header.
fn meta_checksum<'a>(meta: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    use sha2::{Digest, Sha256};
    let mut pairs: Vec<(&str, &str)> = meta.into_iter().filter(|(k, _)| *k != "checksum_meta").collect();
    pairs.sort_unstable();
    let mut h = Sha256::new();
    for (k, v) in pairs {
        for part in [k, v] {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part.as_bytes());
        }
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// Bytes of a tensor hashed on their own in a version-4 checksum: its pieces hash in parallel.
const PIECE: usize = 16 << 20;

/// The checksum of the tensors (name, little-endian bytes), taken in name order, as lowercase hex.
/// Version 4 (`pieces`): SHA-256 over each tensor's name, its byte length and the SHA-256 of each
/// 16 MiB piece of its bytes, the pieces hashed on all cores (GPT-2 small's weights: half a GB,
/// about half a second on one core). Versions 1 to 3: SHA-256 over the names and bytes end to end.
fn payload_checksum<'a>(tensors: impl Iterator<Item = (&'a str, &'a [u8])>, pieces: bool) -> String {
    use rayon::prelude::*;
    let mut sorted: Vec<(&str, &[u8])> = tensors.collect();
    sorted.sort_by_key(|(n, _)| *n);
    let mut h = Sha256::new();
    if !pieces {
        for (name, bytes) in sorted {
            h.update(name.as_bytes());
            h.update(bytes);
        }
        return h.finalize().iter().map(|b| format!("{b:02x}")).collect();
    }
    let jobs: Vec<(usize, &[u8])> = sorted
        .iter()
        .enumerate()
        .flat_map(|(i, (_, bytes))| bytes.chunks(PIECE).map(move |c| (i, c)))
        .collect();
    let digests: Vec<(usize, [u8; 32])> = jobs.par_iter().map(|&(i, c)| (i, Sha256::digest(c).into())).collect();
    let mut next = digests.iter().peekable();
    for (i, (name, bytes)) in sorted.iter().enumerate() {
        h.update(name.as_bytes());
        h.update((bytes.len() as u64).to_le_bytes());
        while let Some((_, d)) = next.next_if(|(j, _)| *j == i) {
            h.update(d);
        }
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// What to write: the masters, the optimizer, the counters and what is needed to rebuild the run.
pub struct Snapshot<'a> {
    pub named: &'a [(String, Var)],
    pub optim: &'a AdamW,
    pub state: TrainState,
    pub config: &'a RunConfig,
    pub tokenizer: &'a Tokenizer,
    /// The loss-spike guard's window, when the guard runs (metadata `spike_guard`).
    pub spike: Option<&'a SpikeState>,
    /// The FP8 scaling state and its description, in FP8 runs (tensor `fp8.scaling_state`,
    /// metadata `fp8`).
    pub fp8: Option<(&'a Tensor, Fp8Checkpoint)>,
    /// The sha256 of the corpus' content (`Corpus::content_sha256`; metadata `corpus_sha256`),
    /// which `resume` compares with the corpus it is given.
    pub corpus_sha256: Option<&'a str>,
}

/// Write `dir/ckpt-<step>.safetensors` atomically, point `latest` at it, then delete what
/// `keep` does not keep (`prune`). A failed write leaves the previous checkpoint and marker untouched; a
/// failed marker leaves the new checkpoint complete beside it (`resolve` takes it); an old one
/// that cannot be deleted is named and kept.
/// `delay_ms` pauses in the middle of the write (crash-safety tests widen the window with it).
pub fn save(dir: &Path, snap: &Snapshot, keep: Keep, delay_ms: u64) -> Result<PathBuf> {
    snap.to_host()?.write(dir, keep, delay_ms, &[])
}

/// A checkpoint copied off the device: everything `write` needs, owned, so that a thread
/// of its own can hash, serialise and write it while training goes on (`Writer`).
pub struct HostSnapshot {
    step: u64,
    /// (name, little-endian f32 bytes, shape)
    tensors: Vec<(String, Vec<u8>, Vec<usize>)>,
    /// The metadata but the checksums, which `write` adds.
    meta: HashMap<String, String>,
}

impl Snapshot<'_> {
    /// Read the tensors back from the device and render the metadata: the only part of a save
    /// that needs the device or the trainer.
    pub fn to_host(&self) -> Result<HostSnapshot> {
        let mut tensors: Vec<(String, Vec<u8>, Vec<usize>)> = Vec::new();
        for ((name, var), (m, v)) in self.named.iter().zip(&self.optim.moments) {
            for (key, t) in [
                (name.clone(), var.as_tensor()),
                (format!("{M_PREFIX}{name}"), m),
                (format!("{V_PREFIX}{name}"), v),
            ] {
                tensors.push((key, tensor_bytes(t)?, t.dims().to_vec()));
            }
        }
        if let Some((table, _)) = &self.fp8 {
            tensors.push((
                Fp8Checkpoint::TENSOR.to_string(),
                tensor_bytes(table)?,
                table.dims().to_vec(),
            ));
        }
        let meta = [
            ("format", FORMAT.to_string()),
            ("format_version", FORMAT_VERSION.to_string()),
            (
                "train_state",
                serde_json::to_string(&self.state).expect("invariant: TrainState serializes"),
            ),
            ("config", self.config.to_toml()),
            ("tokenizer", self.tokenizer.kind().to_string()),
            (
                "vocab",
                match self.tokenizer {
                    Tokenizer::Char(v) => v.as_string(),
                    Tokenizer::Gpt2 => String::new(),
                },
            ),
        ]
        .into_iter()
        .chain(self.spike.map(|g| {
            let json = serde_json::to_string(g).expect("invariant: SpikeState serializes");
            ("spike_guard", json)
        }))
        .chain(self.fp8.as_ref().map(|(_, m)| {
            let json = serde_json::to_string(m).expect("invariant: Fp8Checkpoint serializes");
            ("fp8", json)
        }))
        .chain(self.corpus_sha256.map(|h| ("corpus_sha256", h.to_string())))
        // where a relative data.path was read from (a resume from elsewhere reads it there)
        .chain(
            std::env::current_dir()
                .ok()
                .and_then(|d| d.to_str().map(|d| ("working_dir", d.to_string()))),
        )
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        Ok(HostSnapshot {
            step: self.state.step,
            tensors,
            meta,
        })
    }
}

impl HostSnapshot {
    /// Where `write` puts it in `dir`.
    pub fn path_in(&self, dir: &Path) -> PathBuf {
        dir.join(file_name(self.step))
    }

    /// Hash, serialise and write atomically (`save`'s contract). A failed write says how the
    /// run goes on (`run_dir::resume_command` with `resume_sets`).
    pub fn write(self, dir: &Path, keep: Keep, delay_ms: u64, resume_sets: &[String]) -> Result<PathBuf> {
        let HostSnapshot {
            step,
            tensors,
            mut meta,
        } = self;
        let checksum = payload_checksum(tensors.iter().map(|(n, b, _)| (n.as_str(), b.as_slice())), true);
        let weights = tensors.iter().filter(|(n, _, _)| !is_state(n));
        let checksum_weights = payload_checksum(weights.map(|(n, b, _)| (n.as_str(), b.as_slice())), true);
        meta.insert("checksum".into(), checksum);
        meta.insert("checksum_weights".into(), checksum_weights);
        let checksum_meta = meta_checksum(meta.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        meta.insert("checksum_meta".into(), checksum_meta);
        let views = tensors
            .iter()
            .map(|(n, b, s)| {
                Ok((
                    n.clone(),
                    TensorView::new(safetensors::Dtype::F32, s.clone(), b).map_err(|e| ckpt_err(dir, e.to_string()))?,
                ))
            })
            .collect::<Result<Vec<_>>>()?;
        let bytes = safetensors::serialize(views, Some(meta)).map_err(|e| ckpt_err(dir, e.to_string()))?;
        drop(tensors);

        let name = file_name(step);
        let failed = |path: PathBuf, problem: String| Error::CheckpointWrite { path, problem };
        write_atomic(dir, &name, &bytes, delay_ms).map_err(|e| {
            let problem = format!(
                "could not write the checkpoint ({e}); {}",
                what_stands(dir, &e, resume_sets)
            );
            failed(dir.join(&name), problem)
        })?;
        write_atomic(dir, LATEST, format!("{name}\n").as_bytes(), 0).map_err(|e| {
            let problem = format!(
                "could not point `latest` at {name} ({e}); {name} is complete, and `{}` continues from it",
                crate::run_dir::resume_command(dir, &[])
            );
            failed(dir.join(LATEST), problem)
        })?;
        prune(dir, keep);
        Ok(dir.join(name))
    }
}

/// After a checkpoint write into `dir` failed with `e`: what of the run is left, and how to go
/// on from it (`run_dir::resume_command` with `resume_sets`).
fn what_stands(dir: &Path, e: &std::io::Error, resume_sets: &[String]) -> String {
    if !dir.is_dir() {
        return format!(
            "the run directory {} is gone, and its checkpoints with it",
            dir.display()
        );
    }
    match resolve(dir) {
        Ok(ckpt) => format!(
            "nothing else in the run directory was changed: {} stands; {}`{}` continues from it",
            ckpt.display(),
            free_space_first(e),
            crate::run_dir::resume_command(dir, resume_sets)
        ),
        Err(_) => format!(
            "nothing else in the run directory was changed; it holds no earlier checkpoint: {}run the command again",
            once_writable(e)
        ),
    }
}

/// "free space there, then " where `e` is a full disk or quota, else nothing.
fn free_space_first(e: &std::io::Error) -> &'static str {
    match e.kind() {
        std::io::ErrorKind::StorageFull | std::io::ErrorKind::QuotaExceeded => "free space there, then ",
        _ => "",
    }
}

/// What to do before running again after the failed write `e`: free space, or make it writable.
fn once_writable(e: &std::io::Error) -> &'static str {
    match free_space_first(e) {
        "" => "once it can be written, ",
        free => free,
    }
}

/// After another write of a run into `dir` failed with `e` (a metrics row): the checkpoint that
/// stands and the command that continues from it (with `resume_sets`), in the words of a
/// failed checkpoint write; or, before the run's first checkpoint, that the command is to be
/// run again.
pub fn stands_after_failed_write(dir: &Path, e: &std::io::Error, resume_sets: &[String]) -> String {
    let first = once_writable(e);
    match resolve_quietly(dir) {
        Ok(ckpt) => format!(
            "{} stands: {first}`{}` continues from it",
            ckpt.display(),
            crate::run_dir::resume_command(dir, resume_sets)
        ),
        Err(_) => format!(
            "{} holds no checkpoint of the run yet: {first}run the command again",
            dir.display()
        ),
    }
}

/// Checkpoints written on a thread of their own (docs/DESIGN.md §8): the trainer copies the
/// state off the device (`Snapshot::to_host`) and goes on training while this hashes,
/// serialises, writes and fsyncs it. One write at a time: the next one, a rollback, the end of
/// the run and dropping the writer all wait for the one in flight, so `latest` only ever moves
/// forward and no checkpoint is lost to an early return.
#[derive(Default)]
pub struct Writer {
    pending: Option<std::thread::JoinHandle<Result<PathBuf>>>,
    /// A launcher's worker: beats while it waits for a write, which is progress, not a hang.
    heartbeat: Option<(crate::dist::Heartbeat, u64)>,
}

impl Writer {
    /// Start writing `snap` into `dir` once the write in flight (if any) is done; that one's
    /// path when there was one (its error, if it failed). `resume_sets`: `HostSnapshot::write`'s.
    pub fn start(
        &mut self,
        snap: HostSnapshot,
        dir: &Path,
        keep: Keep,
        delay_ms: u64,
        resume_sets: &[String],
    ) -> Result<Option<PathBuf>> {
        let done = self.wait()?;
        let (owned, sets) = (dir.to_path_buf(), resume_sets.to_vec());
        let handle = std::thread::Builder::new()
            .name("checkpoint".into())
            .spawn(move || snap.write(&owned, keep, delay_ms, &sets))
            .map_err(|e| Error::io(dir, e))?;
        self.pending = Some(handle);
        Ok(done)
    }

    /// The write in flight, once it has finished (None while it runs or when there is none).
    pub fn poll(&mut self) -> Result<Option<PathBuf>> {
        match &self.pending {
            Some(h) if h.is_finished() => self.wait(),
            _ => Ok(None),
        }
    }

    /// Beat the heartbeat, if any, until the write in flight has finished.
    fn beat_until_written(&self) {
        if let (Some(h), Some((beat, step))) = (&self.pending, &self.heartbeat) {
            while !h.is_finished() {
                beat.beat_writing(*step);
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
        }
    }

    /// From now on, a wait beats `heartbeat` with `step` (the step being checkpointed).
    pub fn beat_while_waiting(&mut self, heartbeat: Option<&crate::dist::Heartbeat>, step: u64) {
        self.heartbeat = heartbeat.map(|h| (h.clone(), step));
    }

    /// Wait for the write in flight: its path (None when there was none), or its error.
    pub fn wait(&mut self) -> Result<Option<PathBuf>> {
        self.beat_until_written();
        match self.pending.take() {
            None => Ok(None),
            Some(h) => match h.join() {
                Ok(r) => r.map(Some),
                Err(panic) => std::panic::resume_unwind(panic),
            },
        }
    }
}

impl Drop for Writer {
    /// A run that fails or returns early still finishes the checkpoint it started.
    fn drop(&mut self) {
        self.beat_until_written();
        if let Some(Ok(Err(e))) = self.pending.take().map(|h| h.join()) {
            crate::say!("error: {e}");
        }
    }
}

/// temp file in the same directory → write → fsync → rename → fsync the directory; the temp
/// file removed on failure.
fn write_atomic(dir: &Path, name: &str, bytes: &[u8], delay_ms: u64) -> std::io::Result<()> {
    let tmp = dir.join(format!(".{name}.tmp"));
    let result = (|| -> std::io::Result<()> {
        let mut f = File::create(&tmp)?;
        let half = bytes.len() / 2;
        f.write_all(&bytes[..half])?;
        if delay_ms > 0 {
            std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        }
        f.write_all(&bytes[half..])?;
        f.sync_all()?;
        std::fs::rename(&tmp, dir.join(name))?;
        File::open(dir)?.sync_all()
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Complete checkpoints in `dir`, oldest first, as (step, path).
pub fn list(dir: &Path) -> Vec<(u64, PathBuf)> {
    let mut found: Vec<(u64, PathBuf)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| Some((step_of(&e.file_name().into_string().ok()?)?, e.path())))
        .collect();
    found.sort();
    found
}

/// The step of a checkpoint file's name (`file_name`), or None for another name.
fn step_of(name: &str) -> Option<u64> {
    let digits = name.strip_prefix("ckpt-")?.strip_suffix(".safetensors")?;
    if digits.len() != 8 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Which of a run's checkpoints stay (`checkpoint.keep_last`, `checkpoint.every`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Keep {
    /// The newest checkpoints of the schedule kept (≥ 1).
    pub last: usize,
    /// The schedule: every `every` steps (0: none, every checkpoint counts as on it).
    pub every: u64,
}

impl Keep {
    /// Whether a checkpoint at `step` is one of the schedule's, not one a signal or the last
    /// step wrote: the spike guard rolls back only to these (docs/DESIGN.md §6.3), so a run
    /// stopped and resumed rolls back where the uninterrupted run does.
    pub fn on_schedule(&self, step: u64) -> bool {
        self.every > 0 && step.is_multiple_of(self.every)
    }
}

/// Delete all but the newest `keep.last` checkpoints of the schedule, and the checkpoints off it
/// (a signal's, an earlier attempt's last step's) older than the schedule's newest: those stay
/// only until the schedule's next one, so that a stop does not push out a checkpoint the
/// uninterrupted run keeps (a rollback's target). Without a schedule, the newest `keep.last`.
/// Called only after the new one is durable. One that cannot be deleted costs disk space, not
/// the run: it is named on stderr and kept.
fn prune(dir: &Path, keep: Keep) {
    let all = list(dir);
    let schedule: Vec<u64> = all
        .iter()
        .map(|(s, _)| *s)
        .filter(|&s| keep.every == 0 || keep.on_schedule(s))
        .collect();
    let oldest_kept = schedule[schedule.len().saturating_sub(keep.last)..].first().copied();
    let newest_on = schedule.last().copied();
    for (step, path) in &all {
        let on = keep.every == 0 || keep.on_schedule(*step);
        let gone = match on {
            true => oldest_kept.is_some_and(|o| *step < o),
            false => newest_on.is_some_and(|n| *step < n),
        };
        if !gone {
            continue;
        }
        if let Err(e) = std::fs::remove_file(path) {
            crate::say!(
                "warning: {}: could not delete this old checkpoint (checkpoint.keep_last = {}): {e}; training goes on",
                path.display(),
                keep.last
            );
        }
    }
}

/// Remove temp files an interrupted write left behind.
pub fn remove_stale_temps(dir: &Path) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if name.starts_with('.') && name.ends_with(".tmp") {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// A checkpoint read and validated: nothing in it has been applied to a model yet.
pub struct Checkpoint {
    pub path: PathBuf,
    pub config: RunConfig,
    /// What the run tokenized with: its char vocabulary, or GPT-2's BPE.
    pub tokenizer: Tokenizer,
    pub state: TrainState,
    /// The spike guard's window at the checkpoint, when the run had the guard on.
    pub spike: Option<SpikeState>,
    /// The FP8 scaling state's description, when the run trained in FP8 (`fp8_state`).
    pub fp8: Option<Fp8Checkpoint>,
    /// The sha256 of the corpus the run trained on (absent from synthetic runs and from files
    /// written before it was recorded).
    pub corpus_sha256: Option<String>,
    /// The working directory of the process that wrote it: where the run read a relative
    /// `data.path` (absent from files written before it was recorded).
    pub working_dir: Option<PathBuf>,
    tensors: BTreeMap<String, (Vec<usize>, Vec<f32>)>,
}

/// A run directory (follow `latest`) or a checkpoint file → the checkpoint file. Where `latest`
/// lags a newer checkpoint, or one that is damaged, it says so once (`find` tells what it
/// read).
pub fn resolve(path: &Path) -> Result<PathBuf> {
    let (file, note) = find(path)?;
    if let Some((key, note)) = note {
        crate::notice::once(key, || note);
    }
    Ok(file)
}

/// `resolve` without its note: for a check made before the run directory is locked, whose
/// refusal (another process writes there) would make the note about a checkpoint never read.
pub fn resolve_quietly(path: &Path) -> Result<PathBuf> {
    find(path).map(|(file, _)| file)
}

/// The checkpoint file `resolve` names, with the note on a `latest` marker that lags (its key
/// for `notice::once`, its text).
fn find(path: &Path) -> Result<(PathBuf, Option<(&'static str, String)>)> {
    if !path.exists() {
        return Err(ckpt_err(path, "no such checkpoint file or run directory"));
    }
    if !path.is_dir() {
        if !path.is_file() {
            return Err(ckpt_err(
                path,
                "not a checkpoint file (a FIFO, socket or device); name a ckpt-*.safetensors file or a run directory",
            ));
        }
        let name = path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
        if name.starts_with(".ckpt-") && name.ends_with(".tmp") {
            // a save's temporary: incomplete while it is written, and removed by the next
            // process that writes the run directory (so never one to resume from)
            return Err(ckpt_err(
                path,
                format!(
                    "a checkpoint's temporary file (being written, or left by a save that was stopped), not a \
                     complete checkpoint; name a ckpt-*.safetensors file or the run directory{}",
                    path.parent().map(|d| format!(" ({})", d.display())).unwrap_or_default()
                ),
            ));
        }
        return Ok((path.to_path_buf(), None));
    }
    if path.file_name().and_then(|n| n.to_str()).and_then(step_of).is_some() {
        // named as a checkpoint file of its run directory, which it cannot be
        return Err(ckpt_err(
            path,
            format!("a folder, not a checkpoint file{}", way_on(path, None)),
        ));
    }
    let marker = path.join(LATEST);
    let newest = || {
        list(path).into_iter().rev().find(|(_, p)| damage(p).is_none()).map_or(
            " (there is no complete checkpoint beside it)".into(),
            |(_, p)| {
                format!(
                    "; the newest checkpoint beside it is {} (give it to --ckpt, or write its name into `latest`)",
                    p.display()
                )
            },
        )
    };
    match std::fs::read_to_string(&marker) {
        Ok(name) => {
            // the marker names a checkpoint file of this directory, or it is damaged: refused
            // (not followed elsewhere, not silently replaced by another checkpoint)
            let name = name.trim();
            let newest = newest();
            let own = name.starts_with("ckpt-") && name.ends_with(".safetensors") && !name.contains(['/', '\\']);
            if !own {
                return Err(ckpt_err(
                    &marker,
                    format!("names {name:?}, not a checkpoint file of this directory{newest}"),
                ));
            }
            let file = path.join(name);
            if !file.is_file() {
                let what = match file.exists() {
                    true => "which is not a file",
                    false => "which does not exist",
                };
                return Err(ckpt_err(&marker, format!("names {name}, {what}{newest}")));
            }
            // A checkpoint is renamed into place whole before `latest` is moved to it: one past
            // the marker is complete, left by a save stopped between the two (a kill, a crash).
            // One past it that fails the header check is not that (it was damaged since):
            // the marker is followed, and the damaged file named.
            let marked = step_of(name);
            let mut damaged = Vec::new();
            for (_, newer) in list(path)
                .into_iter()
                .rev()
                .take_while(|(s, _)| marked.is_some_and(|m| *s > m))
            {
                match damage(&newer) {
                    None => {
                        let note = format!(
                            "{} names {name}, but {} beside it is newer (a save still moving `latest`, or one stopped before it did): using it",
                            marker.display(),
                            newer.display()
                        );
                        return Ok((newer, Some(("latest lags", note))));
                    }
                    Some(problem) => damaged.push(format!(
                        "{} beside it is newer but damaged ({problem})",
                        newer.display()
                    )),
                }
            }
            let note = (!damaged.is_empty()).then(|| {
                let note = format!("{} names {name}; {}: not used", marker.display(), damaged.join("; "));
                ("latest lags a damaged checkpoint", note)
            });
            Ok((file, note))
        }
        // A marker that cannot be read as a name (not UTF-8, a folder, no permission) is as
        // damaged as one that names no checkpoint: refused, not taken for no marker.
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(ckpt_err(
            &marker,
            format!("cannot be read as a checkpoint's name ({e}){}", newest()),
        )),
        // No marker (e.g. a directory of copied files): the newest complete checkpoint.
        Err(_) => list(path).pop().map(|(_, p)| (p, None)).ok_or_else(|| {
            if path.join("config.json").is_file() && path.join("model.safetensors").is_file() {
                return ckpt_err(
                    path,
                    "a Hugging Face model folder (config.json, model.safetensors), not a minigpt run directory: \
                     sample, eval, export and resume read a run directory or its ckpt-*.safetensors; to train from \
                     these weights, set train.init_from to its model.safetensors",
                );
            }
            // a run still going before its first checkpoint: wait for it
            if let Some(holder) = crate::run_dir::live_writer(path) {
                let holder = match holder {
                    Some((pid, cmd)) => format!("minigpt pid {pid} (`{cmd}`)"),
                    None => "another minigpt process".into(),
                };
                return ckpt_err(
                    path,
                    format!(
                        "no checkpoint in this run directory yet: {holder} is writing it; \
                         run this again once it has written its first checkpoint (every checkpoint.every steps)"
                    ),
                );
            }
            // a run that stopped before its first checkpoint was whole: nothing to resume, and
            // the way on is to train it again from its saved config
            let started = path.join("metrics.jsonl").is_file() && path.join("config.toml").is_file();
            let torn = std::fs::read_dir(path).into_iter().flatten().flatten().any(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.starts_with(".ckpt-") && name.ends_with(".tmp")
            });
            let why = match (started, torn) {
                (true, true) => " (the run stopped while writing its first checkpoint)",
                (true, false) => " (the run stopped before its first checkpoint)",
                _ => "",
            };
            let again = match started {
                true => format!(
                    "; start it again with `minigpt train --config {}`",
                    path.join("config.toml").display()
                ),
                false => String::new(),
            };
            ckpt_err(
                path,
                format!("no checkpoint in this run directory (no `latest` marker, no ckpt-*.safetensors){why}{again}"),
            )
        }),
    }
}

impl Checkpoint {
    /// Read and validate: header, truncation, format and version, checksum, metadata.
    pub fn load(path: &Path) -> Result<Self> {
        Self::read(path, false, &[])
    }

    /// `load` for a resume (or a rollback) given `resume_sets`: a refusal's command that
    /// continues from the newest other complete checkpoint keeps them.
    pub fn load_to_resume(path: &Path, resume_sets: &[String]) -> Result<Self> {
        Self::read(path, false, resume_sets)
    }

    /// `load` for what generation and evaluation need: the model parameters and the metadata,
    /// not the optimizer moments (two thirds of the file). The file is mapped and only the
    /// parameters' bytes are read and hashed, against `checksum_weights` (format version 3);
    /// an older file has only the whole file's checksum, so all of it is read and checked.
    /// `restore` then takes no optimizer.
    pub fn load_weights(path: &Path) -> Result<Self> {
        Self::read(path, true, &[])
    }

    fn read(path: &Path, weights_only: bool, resume_sets: &[String]) -> Result<Self> {
        // Point at the newest other complete checkpoint beside it, so the user knows where to go
        // (a full load is a resume's or a rollback's: the resume command then).
        let resume = (!weights_only).then_some(resume_sets);
        let bad = |problem: String| ckpt_err(path, format!("{problem}{}", way_on(path, resume)));
        let file = std::fs::File::open(path).map_err(|e| ckpt_err(path, format!("cannot read: {e}")))?;
        // SAFETY: checkpoints are written to a temporary file and renamed into place, never
        // modified where they are, so the mapped bytes do not change under us.
        let bytes = unsafe { memmap2::Mmap::map(&file) }.map_err(|e| ckpt_err(path, format!("cannot read: {e}")))?;
        let bytes: &[u8] = &bytes;
        check_length(bytes, path).map_err(&bad)?;
        let st = safetensors::SafeTensors::deserialize(bytes)
            .map_err(|e| bad(format!("not a valid safetensors file ({e})")))?;
        let (_, header) =
            safetensors::SafeTensors::read_metadata(bytes).map_err(|e| bad(format!("bad header ({e})")))?;
        let meta = header.metadata().clone().unwrap_or_default();
        // a Hugging Face GPT-2 (one `export --format hf` wrote, or a download) is named as such,
        // with where it can go: its weights start a run, they continue none
        if meta.get("format").is_none_or(|f| f != FORMAT)
            && st
                .names()
                .iter()
                .any(|n| n.starts_with("transformer.") || n.starts_with("h.0."))
        {
            // train.init_from takes GPT-2's vocabulary only: a char-level run's export is not one
            let vocab = ["transformer.wte.weight", "wte.weight"]
                .iter()
                .find_map(|n| st.tensor(n).ok())
                .and_then(|t| t.shape().first().copied());
            let way_on = match vocab {
                Some(n) if n != crate::data::GPT2_TOKENS => format!(
                    "its vocabulary of {n} is not GPT-2's (a char-level run's export), so train.init_from does not take it \
                     either: give these commands the run directory it was exported from"
                ),
                _ => "to train from these weights, set train.init_from to this file".into(),
            };
            return Err(ckpt_err(
                path,
                format!(
                    "a Hugging Face GPT-2 model (transformers' tensor names), not a minigpt checkpoint: sample, eval, \
                     export and resume read a run directory or its ckpt-*.safetensors; {way_on}"
                ),
            ));
        }
        let get = |k: &str| {
            meta.get(k)
                .ok_or_else(|| bad(format!("metadata has no `{k}`; not a minigpt checkpoint")))
        };
        if get("format")? != FORMAT {
            return Err(bad("not a minigpt checkpoint (metadata `format`)".into()));
        }
        let version: u32 = get("format_version")?
            .parse()
            .map_err(|_| bad("unreadable format_version".into()))?;
        if !(OLDEST_VERSION..=FORMAT_VERSION).contains(&version) {
            return Err(bad(format!(
                "format version {version}, this minigpt reads versions {OLDEST_VERSION} to {FORMAT_VERSION}"
            )));
        }
        // Only the parameters, where the file can vouch for them alone.
        let (weights_only, checksum_key) = match meta.get("checksum_weights") {
            Some(_) if weights_only => (true, "checksum_weights"),
            _ => (false, "checksum"),
        };
        let stored: Vec<(String, safetensors::tensor::TensorView)> = st
            .tensors()
            .into_iter()
            .filter(|(n, _)| !(weights_only && is_state(n)))
            .collect();
        if let Some((name, view)) = stored.iter().find(|(_, v)| v.dtype() != safetensors::Dtype::F32) {
            return Err(bad(format!("tensor {name} is {:?}, expected F32", view.dtype())));
        }
        let tensors: BTreeMap<String, (Vec<usize>, Vec<f32>)> = {
            use rayon::prelude::*;
            stored
                .par_iter()
                .map(|(name, view)| {
                    let values: Vec<f32> = view
                        .data()
                        .chunks_exact(4)
                        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect();
                    (name.clone(), (view.shape().to_vec(), values))
                })
                .collect()
        };
        let got = payload_checksum(stored.iter().map(|(n, v)| (n.as_str(), v.data())), version >= 4);
        let want = get(checksum_key)?;
        if &got != want {
            return Err(bad(format!(
                "bad checksum: tensor data hashes to {got}, the header says {want}; the file is corrupted"
            )));
        }
        let state: TrainState =
            serde_json::from_str(get("train_state")?).map_err(|e| bad(format!("unreadable train_state ({e})")))?;
        let spike = match meta.get("spike_guard") {
            Some(json) => Some(serde_json::from_str(json).map_err(|e| bad(format!("unreadable spike_guard ({e})")))?),
            None => None,
        };
        let fp8: Option<Fp8Checkpoint> = match meta.get("fp8") {
            Some(json) => Some(serde_json::from_str(json).map_err(|e| bad(format!("unreadable fp8 ({e})")))?),
            None => None,
        };
        if fp8.is_some() != st.names().contains(&Fp8Checkpoint::TENSOR) {
            return Err(bad(format!(
                "metadata `fp8` and the tensor {} must come together; the file is corrupted",
                Fp8Checkpoint::TENSOR
            )));
        }
        let config = RunConfig::from_toml_str(get("config")?, path, &[])
            .map_err(|e| bad(format!("stored config is invalid ({e})")))?;
        // Version 1 predates the key: char-level.
        let kind = match meta.get("tokenizer").map(String::as_str) {
            None if version == 1 => TokenizerKind::Char,
            Some("char") => TokenizerKind::Char,
            Some("gpt2") => TokenizerKind::Gpt2,
            other => {
                return Err(bad(format!(
                    "metadata `tokenizer` is {other:?}; this minigpt knows \"char\" and \"gpt2\""
                )))
            }
        };
        if kind != config.data.tokenizer {
            return Err(bad(format!(
                "metadata `tokenizer` = {kind} disagrees with its config's data.tokenizer = {}; the file is corrupted",
                config.data.tokenizer
            )));
        }
        let tokenizer = match kind {
            TokenizerKind::Char => Tokenizer::Char(Vocab::from_chars(get("vocab")?)),
            TokenizerKind::Gpt2 => Tokenizer::Gpt2,
        };
        Ok(Self {
            path: path.to_path_buf(),
            config,
            tokenizer,
            state,
            spike,
            fp8,
            corpus_sha256: meta.get("corpus_sha256").cloned(),
            working_dir: meta.get("working_dir").map(PathBuf::from),
            tensors,
        })
    }

    /// The FP8 scaling state (on the CPU) and its description, when the run trained in FP8 and
    /// the file was read in full.
    pub fn fp8_state(&self) -> Result<Option<(Tensor, &Fp8Checkpoint)>> {
        let (Some(meta), Some((shape, values))) = (&self.fp8, self.tensors.get(Fp8Checkpoint::TENSOR)) else {
            return Ok(None);
        };
        let table = Tensor::from_vec(values.clone(), shape.as_slice(), &Device::Cpu)?;
        Ok(Some((table, meta)))
    }

    /// Check that the file holds exactly the tensors `named` expects, with their shapes, plus
    /// (when `with_optim`) both moments of each. Lists every problem at once.
    pub fn check_tensors(&self, named: &[(String, Var)], with_optim: bool) -> Result<()> {
        let mut expected: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for (name, var) in named {
            expected.insert(name.clone(), var.dims().to_vec());
            if with_optim {
                expected.insert(format!("{M_PREFIX}{name}"), var.dims().to_vec());
                expected.insert(format!("{V_PREFIX}{name}"), var.dims().to_vec());
            }
        }
        let mut problems = Vec::new();
        let missing: Vec<&str> = expected
            .keys()
            .filter(|k| !self.tensors.contains_key(*k))
            .map(|s| s.as_str())
            .collect();
        if !missing.is_empty() {
            problems.push(format!("missing tensors: {}", missing.join(", ")));
        }
        let extra: Vec<&str> = self
            .tensors
            .keys()
            .filter(|k| !expected.contains_key(*k) && (with_optim || !is_optim(k)) && *k != Fp8Checkpoint::TENSOR)
            .map(|s| s.as_str())
            .collect();
        if !extra.is_empty() {
            problems.push(format!("unexpected tensors: {}", extra.join(", ")));
        }
        for (name, shape) in &expected {
            if let Some((got, _)) = self.tensors.get(name) {
                if got != shape {
                    problems.push(format!("{name} has shape {got:?}, the model config needs {shape:?}"));
                }
            }
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ckpt_err(&self.path, problems.join("; ")))
        }
    }

    fn tensor(&self, name: &str, device: &Device) -> Result<Tensor> {
        let (shape, values) = self.tensors.get(name).expect("invariant: check_tensors passed");
        Ok(Tensor::from_vec(values.clone(), shape.as_slice(), device)?)
    }

    /// Copy the masters (and the moments, when `optim` is given) into place. Validates first:
    /// on error nothing has been changed.
    pub fn restore(&self, named: &[(String, Var)], optim: Option<&mut AdamW>) -> Result<()> {
        self.check_tensors(named, optim.is_some())?;
        for (name, var) in named {
            var.set(&self.tensor(name, var.device())?.to_dtype(var.dtype())?)?;
        }
        if let Some(opt) = optim {
            for ((name, var), (m, v)) in named.iter().zip(opt.moments.iter_mut()) {
                *m = self.tensor(&format!("{M_PREFIX}{name}"), var.device())?;
                *v = self.tensor(&format!("{V_PREFIX}{name}"), var.device())?;
            }
        }
        Ok(())
    }
}

/// The cheap part of `Checkpoint::load`'s checks, from the header alone: the file is a
/// safetensors file whose length covers what its header promises. `resume` runs it before it
/// takes the run directory's lock, so a file that is no checkpoint leaves its folder untouched.
/// A refusal names the newest other complete checkpoint beside the file and how to resume from
/// it (docs/DESIGN.md §8), with the resume's `resume_sets`.
pub fn check_header(path: &Path, resume_sets: &[String]) -> Result<()> {
    header_check(path).map_err(|e| match e {
        Error::Checkpoint { path, problem } => {
            let way = way_on(&path, Some(resume_sets));
            Error::Checkpoint {
                path,
                problem: format!("{problem}{way}"),
            }
        }
        e => e,
    })
}

/// Why `path` fails `check_header` (it is cut short, not a safetensors file, unreadable), or
/// None when it passes.
pub fn damage(path: &Path) -> Option<String> {
    match header_check(path) {
        Ok(()) => None,
        Err(Error::Checkpoint { problem, .. }) => Some(problem),
        Err(e) => Some(e.to_string()),
    }
}

/// Where to go from the refused checkpoint `path`: the newest other checkpoint beside it that
/// passes the header check, and (`resume`: the resume's `--set`s) the command that continues
/// the run from it. A refused checkpoint of the run past that one is in the way of the resume,
/// which would overwrite it: it is to be moved aside first, never deleted (it is evidence).
fn way_on(path: &Path, resume: Option<&[String]>) -> String {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let this = path.file_name();
    let Some((step, other)) = list(dir)
        .into_iter()
        .rev()
        .find(|(_, p)| p.file_name() != this && damage(p).is_none())
    else {
        return match resume.is_some() && this.and_then(|n| n.to_str()).and_then(step_of).is_some() {
            true => format!("; {}", start_afresh(dir)),
            false => String::new(),
        };
    };
    let Some(sets) = resume else {
        return format!("; the newest other complete checkpoint beside it: {}", other.display());
    };
    let own_step = this.and_then(|n| n.to_str()).and_then(step_of);
    let aside = match own_step {
        Some(s) if s > step => format!(
            "move this one aside (`mv {} {}.damaged`; a resume would overwrite it) and ",
            path.display(),
            path.display()
        ),
        _ => String::new(),
    };
    format!(
        "; the newest other complete checkpoint beside it is {}: {aside}continue from it with `{}`",
        other.display(),
        crate::run_dir::resume_command(&other, sets)
    )
}

/// Why a fresh run may not train into `dir` (what `train` refuses and `check` reports), or None
/// where it holds no checkpoint: it would mix two runs. The way on is `resume`, or, where every
/// checkpoint is damaged (a resume is refused too), to set them aside and start afresh.
pub fn a_fresh_run_over(dir: &Path) -> Option<String> {
    let existing = list(dir);
    if existing.is_empty() {
        return None;
    }
    let damaged: Vec<String> = existing
        .iter()
        .filter_map(|(_, p)| damage(p).map(|problem| format!("{} is damaged: {problem}", p.display())))
        .collect();
    Some(if damaged.len() == existing.len() {
        format!(
            "already holds a run's checkpoints, none of them complete ({}); {}",
            damaged.join("; "),
            start_afresh(dir)
        )
    } else {
        format!(
            "already holds a run's checkpoints; continue it with `{}` or train into another directory with --set log.out_dir=runs/other",
            crate::run_dir::resume_command(dir, &[])
        )
    })
}

/// The way on from a run directory none of whose checkpoints is complete (a resume has nothing
/// to continue from, and `train` refuses a directory with checkpoints): move them aside, never
/// delete them (they are evidence), and train afresh.
fn start_afresh(dir: &Path) -> String {
    let all = list(dir);
    format!(
        "no complete checkpoint of the run is left to resume from: {}, then `minigpt train` into {} starts the run afresh (or train into another directory with --set log.out_dir=...)",
        move_aside(all.iter().map(|(_, p)| p.as_path())),
        dir.display()
    )
}

/// "move it aside (`mv P P.damaged`)", or "them" with one `mv` each joined by `&&`: damaged
/// checkpoints are set aside, never deleted (they are evidence).
pub fn move_aside<'a>(paths: impl Iterator<Item = &'a Path>) -> String {
    let mv: Vec<String> = paths
        .map(|p| format!("mv {} {}.damaged", p.display(), p.display()))
        .collect();
    format!(
        "move {} aside (`{}`)",
        if mv.len() > 1 { "them" } else { "it" },
        mv.join(" && ")
    )
}

/// `check_header` without the way on.
fn header_check(path: &Path) -> Result<()> {
    use std::io::Read;
    if path.is_dir() {
        return Err(ckpt_err(path, "a folder, not a checkpoint file"));
    }
    let err = |e: std::io::Error| Error::io(path, e);
    let mut file = std::fs::File::open(path).map_err(err)?;
    let len = file.metadata().map_err(err)?.len() as usize;
    let mut head = vec![0u8; len.min(8)];
    file.read_exact(&mut head).map_err(err)?;
    if let Ok(n) = <[u8; 8]>::try_from(head.as_slice()) {
        let n = (u64::from_le_bytes(n) as usize).min(len - 8);
        head.resize(8 + n, 0);
        file.read_exact(&mut head[8..]).map_err(err)?;
    }
    check_layout(&head, len, path).map_err(|problem| ckpt_err(path, problem))
}

/// The header's metadata against itself: its `checksum_meta` (format version 6 on), and the step
/// in a checkpoint's file name against its `train_state` (any version: a renamed or damaged file
/// resumed from a step its name does not say).
fn check_metadata(meta: &serde_json::Map<String, serde_json::Value>, path: &Path) -> std::result::Result<(), String> {
    let text = |k: &str| meta.get(k).and_then(|v| v.as_str());
    let version = text("format_version").and_then(|v| v.parse::<u32>().ok());
    if version.is_some_and(|v| (META_CHECKSUM_SINCE..=FORMAT_VERSION).contains(&v)) {
        let got = meta_checksum(meta.iter().map(|(k, v)| (k.as_str(), v.as_str().unwrap_or_default())));
        match text("checksum_meta") {
            None => return Err("corrupted metadata: no `checksum_meta`, which its format version writes".into()),
            Some(want) if want != got => {
                return Err(format!(
                    "corrupted metadata: it hashes to {}…, its checksum_meta says {}…",
                    &got[..12],
                    &want[..12.min(want.len())]
                ))
            }
            Some(_) => {}
        }
    }
    let named = path.file_name().and_then(|n| n.to_str()).and_then(step_of);
    let saved = text("train_state")
        .and_then(|s| serde_json::from_str::<serde_json::Value>(s).ok())
        .and_then(|s| s.get("step")?.as_u64());
    match (named, saved) {
        (Some(n), Some(s)) if n != s => Err(format!(
            "its name says step {n}, its train_state step {s}: the file is damaged, or was renamed (a checkpoint's name is its step)"
        )),
        _ => Ok(()),
    }
}

/// Compare the file's length with what its header promises, for a clear truncation message.
fn check_length(bytes: &[u8], path: &Path) -> std::result::Result<(), String> {
    check_layout(bytes, bytes.len(), path)
}

/// `check_length` from the file's first bytes (at least its length prefix and header, where the
/// file has them) and its length.
fn check_layout(bytes: &[u8], file_len: usize, path: &Path) -> std::result::Result<(), String> {
    let Some(n) = bytes
        .get(..8)
        .map(|b| u64::from_le_bytes(b.try_into().expect("invariant: 8 bytes")) as usize)
    else {
        // too short to tell: a damaged checkpoint, unless it is not named as one
        if path.extension().is_none_or(|e| e != "safetensors") {
            return Err(format!(
                "not a safetensors checkpoint ({file_len} bytes); name a ckpt-*.safetensors file or a run directory"
            ));
        }
        return Err(format!(
            "truncated ({file_len} bytes; not even a safetensors header length)"
        ));
    };
    // a safetensors header is JSON: a file whose bytes after the length are not is some other
    // file (a config, a log), not a damaged checkpoint
    let run_s_own = path.file_name().and_then(|n| n.to_str()).and_then(step_of).is_some();
    if bytes.get(8).is_some_and(|b| *b != b'{') && run_s_own {
        // a file its run wrote under this name: damaged (overwritten, zeroed), not misnamed
        return Err("corrupted header (no JSON after its 8-byte length)".into());
    }
    if bytes.get(8).is_some_and(|b| *b != b'{') {
        // a config given where a checkpoint was meant starts a run instead
        let dir = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let config = match (path.extension().is_some_and(|e| e == "toml"), list(dir).is_empty()) {
            // a run's own config.toml: the run is its directory (a `train` there is refused)
            (true, false) => format!(
                "; this is a run's config: give its run directory, {}, to --ckpt",
                dir.display()
            ),
            (true, true) => format!(
                "; a config starts a run with `minigpt train --config {}`",
                path.display()
            ),
            (false, _) => String::new(),
        };
        return Err(format!("not a safetensors checkpoint (no JSON header after its 8-byte length); name a ckpt-*.safetensors file or a run directory{config}"));
    }
    let Some(header) = bytes.get(8..8usize.saturating_add(n)) else {
        return Err(format!(
            "truncated (header promises {n} bytes of header, file has {file_len} bytes)"
        ));
    };
    let json: serde_json::Value = serde_json::from_slice(header).map_err(|e| format!("corrupted header ({e})"))?;
    if let Some(meta) = json.get("__metadata__").and_then(|m| m.as_object()) {
        check_metadata(meta, path)?;
    }
    let end = json
        .as_object()
        .into_iter()
        .flatten()
        .filter_map(|(_, v)| v.get("data_offsets")?.get(1)?.as_u64())
        .max()
        .unwrap_or(0) as usize;
    let have = file_len - 8 - n;
    if have < end {
        return Err(format!(
            "truncated (header promises {end} bytes of tensors, file has {have})"
        ));
    }
    Ok(())
}
