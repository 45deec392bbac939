//! The GPT-2 token cache (docs/DESIGN.md §9): a corpus is tokenized once, in parallel, into a
//! file beside it that training maps into memory, so tokenizing costs nothing after the first
//! run and a corpus larger than RAM trains.
//!
//! The file is nanoGPT's `prepare.py` format, so token files move between the two: the ids as
//! little-endian uint16, no header. Beside it a small JSON sidecar records what it was built
//! from: each file's size, modification time and sha256, and the corpus hash that names the
//! pair (`<name>.gpt2-<12 hex>.bin` / `.json`). A run whose files still have the recorded sizes
//! and times uses the cache without reading the corpus; otherwise the corpus is hashed (cheap
//! next to tokenizing) and the cache of that hash is used, or built, and older caches of the same
//! corpus are deleted.
//!
//! Parallelism without changing a single token: no piece of GPT-2's pre-tokenizer holds a
//! non-whitespace character followed by a whitespace one (`is_cut`), so a file is cut just
//! before such whitespace (a line break, CRLF's `\r`, a space, in any script) into ~256 KiB
//! chunks that rayon encodes independently; the concatenation equals encoding the whole file.
//! Files are joined by `<|endoftext|>`, GPT-2's document separator.

use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::tokenizer::{gpt2_encode, GPT2_EOT, GPT2_TOKENS};
use super::{check_sha256_hex, corpus_err, not_the_recorded_corpus};
use crate::error::{Error, Result};

const FORMAT: &str = "minigpt-tokens";
const VERSION: u32 = 1;
const TOKENIZER: &str = "gpt2";
/// Hex digits of the corpus hash in the cache's name.
const SHORT_HASH: usize = 12;

/// The corpus files of `data.path`, in reading order, and where their cache lives.
#[derive(Debug, Clone)]
pub struct Source {
    /// Names the corpus in messages: the file, the folder, or the list as `[a, b]`.
    pub label: PathBuf,
    /// The cache's directory and name prefix: `<dir>/<name>` gives `<dir>/<name>.gpt2-<hash>.bin`.
    stem: PathBuf,
    /// (path to read, name recorded in the sidecar).
    files: Vec<(PathBuf, String)>,
    single_file: bool,
}

/// A ready token cache.
#[derive(Debug, Clone)]
pub struct CacheInfo {
    pub path: PathBuf,
    pub tokens: u64,
    /// Built by this call (false: an existing cache was used).
    pub built: bool,
    /// The sha256 of the corpus' content, whatever the cache's format (`content_hash`): what a
    /// checkpoint records of its data.
    pub content_sha256: String,
    /// What checkpoints recorded for this corpus before `content_hash` (`v1_hash`), which a
    /// resume accepts as the same content.
    pub v1_sha256: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct FileEntry {
    path: String,
    bytes: u64,
    mtime_ns: u64,
    sha256: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Sidecar {
    format: String,
    version: u32,
    tokenizer: String,
    /// What the .bin holds, for a reader who finds it without minigpt.
    layout: String,
    tokens: u64,
    corpus_sha256: String,
    files: Vec<FileEntry>,
}

/// How a file is cut for the parallel encode (tests use small numbers to force many cuts).
#[derive(Debug, Clone, Copy)]
pub struct Plan {
    /// Target bytes per chunk encoded by one task.
    pub chunk: usize,
    /// Bytes read from a file at a time (grown when a window holds no cut point).
    pub window: usize,
}

impl Default for Plan {
    fn default() -> Self {
        Self {
            chunk: 256 << 10,
            window: 32 << 20,
        }
    }
}

impl Source {
    /// One path (a file, or a folder read recursively in sorted order, hidden entries and token
    /// caches skipped) or a list of files (in the order given).
    pub fn from_paths(paths: &[PathBuf]) -> Result<Self> {
        // data.url downloads one file, so for a list the way on is the path alone
        let fix = match paths.len() {
            1 => "put the corpus there (a text file, or a folder of them) or set data.url to download a single file",
            _ => "put the file there or take it out of the list (data.url downloads a single data.path, not a list's files)",
        };
        let missing = |p: &Path| match (std::fs::metadata(p), crate::error::broken_link(p)) {
            // there, but a FIFO, a socket or a device: nothing a corpus can be read from whole
            (Ok(_), _) => corpus_err(
                p,
                "is not a regular file (a FIFO, socket or device); data.path names a text file or a folder of them",
            ),
            (Err(_), Some(link)) => corpus_err(p, format!("{link}; point data.path at the corpus itself")),
            // `a.txt/`: the file is there, named as a folder
            (Err(_), None) => super::through_a_file(p).unwrap_or_else(|| {
                corpus_err(
                    p,
                    format!("corpus not found (data.path){}; {fix}", super::where_relative(p)),
                )
            }),
        };
        match paths {
            [p] if p.is_dir() => {
                let canon = std::fs::canonicalize(p).map_err(|e| Error::io(p, e))?;
                let (Some(parent), Some(name)) = (canon.parent(), canon.file_name()) else {
                    return Err(corpus_err(
                        p,
                        "cannot place the token cache beside this folder; name a folder below it",
                    ));
                };
                let (mut found, mut skipped) = (Vec::new(), Vec::new());
                walk(&canon, Path::new(""), &mut found, &mut skipped)?;
                found.sort();
                if !skipped.is_empty() {
                    skipped.sort();
                    let list: Vec<String> = skipped
                        .iter()
                        .map(|(rel, why)| format!("{} ({why})", rel.display()))
                        .collect();
                    crate::say!(
                        "note: {}: skipped {} entr{} that minigpt does not read: {}",
                        p.display(),
                        skipped.len(),
                        if skipped.len() == 1 { "y" } else { "ies" },
                        list.join(", ")
                    );
                }
                if found.is_empty() {
                    return Err(corpus_err(p, "the corpus folder holds no files"));
                }
                Ok(Self {
                    label: p.clone(),
                    stem: parent.join(name),
                    files: found
                        .into_iter()
                        .map(|rel| (canon.join(&rel), rel.display().to_string()))
                        .collect(),
                    single_file: false,
                })
            }
            [p] => {
                if !p.is_file() {
                    return Err(missing(p));
                }
                let name = file_name(p);
                Ok(Self {
                    label: p.clone(),
                    stem: p.clone(),
                    files: vec![(p.clone(), name)],
                    single_file: true,
                })
            }
            [] => Err(corpus_err(Path::new(""), "data.path names no corpus")),
            [first, ..] => {
                for p in paths {
                    if p.is_dir() {
                        return Err(corpus_err(
                            p,
                            "is a folder; a list in data.path names files (or give the folder alone)",
                        ));
                    }
                    if !p.is_file() {
                        return Err(missing(p));
                    }
                }
                // the list's own hash: lists sharing a first file and a length keep apart caches
                let name = format!("{}+{}-{}", file_name(first), paths.len() - 1, list_hash(paths));
                Ok(Self {
                    // messages name the whole list, not its first file
                    label: PathBuf::from(crate::config::DataPath::Many(paths.to_vec()).display()),
                    stem: first.with_file_name(name),
                    files: paths.iter().map(|p| (p.clone(), p.display().to_string())).collect(),
                    single_file: false,
                })
            }
        }
    }

    pub fn is_single_file(&self) -> bool {
        self.single_file
    }

    /// The files' paths in reading order.
    pub fn files(&self) -> impl Iterator<Item = &Path> {
        self.files.iter().map(|(p, _)| p.as_path())
    }

    /// The whole corpus as one text (the char tokenizer's input): the files concatenated.
    /// A file that is not UTF-8 is refused, naming it and the byte.
    pub fn read_text(&self) -> Result<String> {
        let mut text = String::new();
        let mut bad = Vec::new();
        for (path, name) in &self.files {
            let bytes = std::fs::read(path)
                .map_err(|e| corpus_err(path, format!("cannot read the corpus (data.path): {e}")))?;
            match String::from_utf8(bytes) {
                Ok(s) => text.push_str(&s),
                Err(e) => bad.push((path.clone(), name.clone(), e.utf8_error().valid_up_to() as u64)),
            }
        }
        match bad.is_empty() {
            true => Ok(text),
            false => Err(not_utf8_files(&self.label, &bad)),
        }
    }

    /// Each file's sha256 in reading order, checking that every one is UTF-8; the files that are
    /// not are all named in one error.
    fn hash_files(&self) -> Result<Vec<String>> {
        let mut hashes = Vec::new();
        let mut bad = Vec::new();
        for (path, name) in &self.files {
            match hash_file(path)? {
                Ok(h) => hashes.push(h),
                Err(at) => bad.push((path.clone(), name.clone(), at)),
            }
        }
        match bad.is_empty() {
            true => Ok(hashes),
            false => Err(not_utf8_files(&self.label, &bad)),
        }
    }

    fn dir(&self) -> &Path {
        self.stem.parent().unwrap_or(Path::new(""))
    }

    fn name(&self) -> String {
        file_name(&self.stem)
    }

    /// `<dir>/<name>.gpt2-<hash>.<ext>`.
    fn cache_path(&self, hash: &str, ext: &str) -> PathBuf {
        self.dir().join(format!("{}.{TOKENIZER}-{hash}.{ext}", self.name()))
    }

    /// Each file's name, size and modification time (its sha256 left empty).
    fn stat(&self) -> Result<Vec<FileEntry>> {
        self.files
            .iter()
            .map(|(path, name)| {
                let meta = std::fs::metadata(path).map_err(|e| corpus_err(path, format!("cannot read: {e}")))?;
                let mtime_ns = meta
                    .modified()
                    .ok()
                    .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                    .map_or(0, |d| d.as_nanos() as u64);
                Ok(FileEntry {
                    path: name.clone(),
                    bytes: meta.len(),
                    mtime_ns,
                    sha256: String::new(),
                })
            })
            .collect()
    }
}

/// 8 hex digits of the sha256 over a list's paths (each as the file system resolves it, else
/// as given), in order: names the list's cache (`<first file>+<N-1>-<8 hex>`).
fn list_hash(paths: &[PathBuf]) -> String {
    let mut h = Sha256::new();
    for p in paths {
        let resolved = std::fs::canonicalize(p).unwrap_or_else(|_| p.clone());
        h.update(resolved.as_os_str().as_encoded_bytes());
        h.update(b"\n");
    }
    h.finalize().iter().take(4).map(|b| format!("{b:02x}")).collect()
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// The files (path, name, byte) that are not UTF-8: one names itself, several are listed in one
/// line under the corpus's label.
fn not_utf8_files(label: &Path, bad: &[(PathBuf, String, u64)]) -> Error {
    if let [(path, _, at)] = bad {
        return not_utf8(path, *at);
    }
    let list: Vec<String> = bad
        .iter()
        .map(|(_, name, at)| format!("{name} (at byte {at})"))
        .collect();
    corpus_err(
        label,
        format!(
            "{} files are not valid UTF-8: {}; minigpt reads UTF-8 text (convert them, or leave them out of data.path)",
            bad.len(),
            list.join(", ")
        ),
    )
}

fn not_utf8(path: &Path, at: u64) -> Error {
    corpus_err(
        path,
        format!(
            "not valid UTF-8 at byte {at}; minigpt reads UTF-8 text (convert the file, or leave it out of data.path)"
        ),
    )
}

/// Whether a name is a token cache or its sidecar (`*.gpt2-<12 hex>.bin|json`): skipped when
/// a folder is read, so a cache beside a file inside the folder never becomes corpus text.
fn is_cache_name(name: &str) -> bool {
    let Some(base) = name.strip_suffix(".bin").or_else(|| name.strip_suffix(".json")) else {
        return false;
    };
    base.rsplit_once(&format!(".{TOKENIZER}-"))
        .is_some_and(|(_, h)| h.len() == SHORT_HASH && h.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The regular files below `root/rel`, as paths relative to `root`. Hidden entries and token
/// caches are skipped; so are symbolic links to folders (not followed: a loop would never end),
/// broken links and anything not a regular file, each put in `skipped` with the reason, for the
/// caller to say (docs/DESIGN.md §9).
fn walk(root: &Path, rel: &Path, out: &mut Vec<PathBuf>, skipped: &mut Vec<(PathBuf, &'static str)>) -> Result<()> {
    let dir = root.join(rel);
    for entry in std::fs::read_dir(&dir).map_err(|e| Error::io(&dir, e))? {
        let entry = entry.map_err(|e| Error::io(&dir, e))?;
        // the name as the file system has it (a name that is not UTF-8 opens as itself); the
        // lossy text only to judge it
        let name = entry.file_name();
        let text = name.to_string_lossy();
        if text.starts_with('.') || is_cache_name(&text) {
            continue;
        }
        let kind = entry.file_type().map_err(|e| Error::io(entry.path(), e))?;
        if kind.is_dir() {
            walk(root, &rel.join(&name), out, skipped)?;
        } else if kind.is_file() || (kind.is_symlink() && entry.path().is_file()) {
            out.push(rel.join(&name));
        } else if kind.is_symlink() && entry.path().is_dir() {
            skipped.push((rel.join(&name), "a symbolic link to a folder: not followed"));
        } else if kind.is_symlink() && std::fs::metadata(entry.path()).is_err() {
            skipped.push((rel.join(&name), "a broken symbolic link"));
        } else {
            skipped.push((rel.join(&name), "not a regular file"));
        }
    }
    Ok(())
}

/// The token cache of `src`, built first when missing or stale (or when `force`); mapped.
/// `expected_sha256` (hex, or empty) is checked against a single file's content.
/// `recorded`: a resume's corpus, whose cache is not built for other content.
pub fn load_or_build(
    src: &Source,
    expected_sha256: &str,
    recorded: Option<&str>,
) -> Result<(CacheInfo, memmap2::Mmap)> {
    let info = prepare(src, expected_sha256, false, recorded)?;
    let mmap = map(&info)?;
    Ok((info, mmap))
}

/// The token cache `info` names, mapped read-only; its length checked against the record.
pub fn map(info: &CacheInfo) -> Result<memmap2::Mmap> {
    let file = File::open(&info.path).map_err(|e| Error::io(&info.path, e))?;
    // SAFETY: the map is read-only, and minigpt never writes a cache file in place: a rebuild
    // writes a new file and renames it over, which leaves this mapping's inode untouched.
    let mmap = unsafe { memmap2::Mmap::map(&file) }.map_err(|e| Error::io(&info.path, e))?;
    if mmap.len() as u64 != 2 * info.tokens {
        return Err(corpus_err(
            &info.path,
            format!(
                "the token cache changed while it was opened ({} bytes, expected {}); run again",
                mmap.len(),
                2 * info.tokens
            ),
        ));
    }
    crate::signals::say_on_mapped_file_fault(&format!(
        "{}: the token cache was cut short while this process read it (another process truncated or rewrote it \
         in place); stopped at once, the newest checkpoint stands: rebuild the cache (`minigpt prepare --force` \
         with the run's config) and run again",
        info.path.display()
    ));
    // ids past GPT-2's (a damaged or overwritten cache) would fail the first step that embeds
    // one, naming neither the file nor the fix
    if let Some((at, id)) = first_id_past(&mmap, GPT2_TOKENS) {
        return Err(corpus_err(
            &info.path,
            format!(
                "token cache damaged: id {id} at token {at} is past GPT-2's {GPT2_TOKENS} ids; delete it (or run \
                 `minigpt prepare --force` with the run's config) and the next run rebuilds it from the corpus"
            ),
        ));
    }
    Ok(mmap)
}

/// The first little-endian u16 of `bytes` (its index, its value) that is `limit` or more.
fn first_id_past(bytes: &[u8], limit: usize) -> Option<(usize, u16)> {
    const CHUNK: usize = 1 << 20; // tokens
    bytes.par_chunks(2 * CHUNK).enumerate().find_map_first(|(c, chunk)| {
        chunk
            .chunks_exact(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .enumerate()
            .find(|&(_, id)| usize::from(id) >= limit)
            .map(|(i, id)| (c * CHUNK + i, id))
    })
}

/// The token cache of `src`'s current content, if one is there, found without writing anything
/// (`minigpt check`): its sidecar records these files' sizes and times, or their hashes. A
/// missing or stale cache is None (neither built nor deleted); the corpus is checked as a build
/// would check it (not empty, UTF-8, `expected_sha256`).
pub fn inspect(src: &Source, expected_sha256: &str) -> Result<Option<CacheInfo>> {
    let stats = src.stat()?;
    if stats.iter().all(|f| f.bytes == 0) {
        return Err(corpus_err(&src.label, "the corpus is empty"));
    }
    let sha256 = checked_sha256(src, expected_sha256)?;
    if let Some(info) = find_fresh(src, &stats, sha256.as_deref())? {
        return Ok(Some(info));
    }
    let (entries, hash) = hashed(src, stats, expected_sha256)?;
    let short = &hash[..SHORT_HASH];
    let (bin, side) = (src.cache_path(short, "bin"), src.cache_path(short, "json"));
    Ok(read_sidecar(&side)
        .filter(|s| s.corpus_sha256 == hash && bin_ok(&bin, s.tokens))
        .map(|s| CacheInfo {
            path: bin,
            tokens: s.tokens,
            built: false,
            content_sha256: content_hash(&entries, src.single_file),
            v1_sha256: v1_hash(&entries),
        }))
}

/// `stats` with each file's sha256 read, a single file's checked against `data.sha256`, and
/// the corpus hash that names its cache.
fn hashed(src: &Source, mut entries: Vec<FileEntry>, expected_sha256: &str) -> Result<(Vec<FileEntry>, String)> {
    for (entry, sha256) in entries.iter_mut().zip(src.hash_files()?) {
        entry.sha256 = sha256;
    }
    if src.single_file {
        check_sha256_hex(&src.label, &entries[0].sha256, expected_sha256)?;
    }
    let hash = corpus_hash(&entries);
    Ok((entries, hash))
}

/// Make sure the token cache of `src` is present and fresh (`minigpt prepare`, and `train`
/// through `Corpus::load`); `force` rebuilds it regardless.
pub fn prepare_source(src: &Source, expected_sha256: &str, force: bool) -> Result<CacheInfo> {
    prepare(src, expected_sha256, force, None)
}

/// `prepare_source`; with `recorded`, content other than the recorded corpus' is refused once
/// hashed, before anything is built, refreshed or removed.
fn prepare(src: &Source, expected_sha256: &str, force: bool, recorded: Option<&str>) -> Result<CacheInfo> {
    let stats = src.stat()?;
    if stats.iter().all(|f| f.bytes == 0) {
        return Err(corpus_err(&src.label, "the corpus is empty"));
    }
    let sha256 = checked_sha256(src, expected_sha256)?;
    if !force {
        if let Some(info) = find_fresh(src, &stats, sha256.as_deref())? {
            return Ok(info);
        }
    }
    // One process tokenizes; the others (ranks of one job) wait here and then find it fresh.
    let _lock = match lock(src) {
        Ok(lock) => lock,
        // a folder this process cannot write (a read-only dataset mount) whose cache holds this
        // content under other times (a copy, a touch): read it as it is, since nothing needs
        // writing but its record of the times
        Err(e) => return same_content_read_only(src, stats, expected_sha256, recorded, force).ok_or(e)?,
    };
    let stats = src.stat()?;
    if !force {
        if let Some(info) = find_fresh(src, &stats, sha256.as_deref())? {
            return Ok(info);
        }
    }
    let (entries, hash) = hashed(src, stats, expected_sha256)?;
    if let Some(recorded) = recorded {
        let now = content_hash(&entries, src.single_file);
        if recorded != now && recorded != v1_hash(&entries) {
            return Err(not_the_recorded_corpus(&src.label, &now, recorded));
        }
    }
    let short = hash[..SHORT_HASH].to_string();
    let short = short.as_str();
    let (bin, side) = (src.cache_path(short, "bin"), src.cache_path(short, "json"));
    // The same content under new times (a copy, a touch): keep the tokens, refresh the record.
    if let Some(old) = read_sidecar(&side).filter(|s| !force && s.corpus_sha256 == hash && bin_ok(&bin, s.tokens)) {
        write_sidecar(&side, &Sidecar { files: entries, ..old })?;
        remove_stale(src, short);
        return Ok(CacheInfo {
            path: bin,
            tokens: old.tokens,
            built: false,
            content_sha256: content_hash(&old.files, src.single_file),
            v1_sha256: v1_hash(&old.files),
        });
    }
    remove_temps(src);
    let tokens = build(src, &bin, Plan::default())?;
    if tokens == 0 {
        let _ = std::fs::remove_file(&bin);
        return Err(corpus_err(&src.label, "the corpus is empty (no GPT-2 tokens)"));
    }
    write_sidecar(
        &side,
        &Sidecar {
            format: FORMAT.into(),
            version: VERSION,
            tokenizer: TOKENIZER.into(),
            layout: "GPT-2 token ids, little-endian uint16, no header (nanoGPT's prepare.py format)".into(),
            tokens,
            corpus_sha256: hash,
            files: entries.clone(),
        },
    )?;
    remove_stale(src, short);
    Ok(CacheInfo {
        path: bin,
        tokens,
        built: true,
        content_sha256: content_hash(&entries, src.single_file),
        v1_sha256: v1_hash(&entries),
    })
}

/// The cache of `src`'s content as hashed now, where one is there (its sidecar recording other
/// times) and `force` is off, without writing anything: for a folder that takes no lock file.
/// None where there is none (the caller's refusal stands), or an error of the hashing itself.
fn same_content_read_only(
    src: &Source,
    stats: Vec<FileEntry>,
    expected_sha256: &str,
    recorded: Option<&str>,
    force: bool,
) -> Option<Result<CacheInfo>> {
    if force {
        return None;
    }
    let (entries, hash) = match hashed(src, stats, expected_sha256) {
        Ok(h) => h,
        Err(e) => return Some(Err(e)),
    };
    if let Some(recorded) = recorded {
        let now = content_hash(&entries, src.single_file);
        if recorded != now && recorded != v1_hash(&entries) {
            return Some(Err(not_the_recorded_corpus(&src.label, &now, recorded)));
        }
    }
    let short = &hash[..SHORT_HASH];
    let bin = src.cache_path(short, "bin");
    let old =
        read_sidecar(&src.cache_path(short, "json")).filter(|s| s.corpus_sha256 == hash && bin_ok(&bin, s.tokens))?;
    crate::say!(
        "note: {}: its token cache holds this content under other file times, and the folder cannot be written to \
         record them: the cache is used as it is, and the corpus is hashed again at every load",
        src.label.display()
    );
    Some(Ok(CacheInfo {
        path: bin,
        tokens: old.tokens,
        built: false,
        content_sha256: content_hash(&old.files, src.single_file),
        v1_sha256: v1_hash(&old.files),
    }))
}

/// A single file's sha256 as read from it now, checked against `data.sha256`, where that is
/// set (None otherwise). The check is of the file, not of the sha256 a cache's sidecar recorded:
/// a file edited in place under the same size and time matched its stale record, and its old
/// tokens were used. Reading it costs a hash per load, which an empty `data.sha256` skips.
fn checked_sha256(src: &Source, expected_sha256: &str) -> Result<Option<String>> {
    if !src.single_file || expected_sha256.is_empty() {
        return Ok(None);
    }
    let sha256 = src.hash_files()?.into_iter().next().unwrap_or_default();
    check_sha256_hex(&src.label, &sha256, expected_sha256)?;
    Ok(Some(sha256))
}

/// A cache whose sidecar records exactly these files, sizes and times, with a .bin of the
/// recorded length; and, where `sha256` is the single file's hash as read now
/// (`checked_sha256`), that hash.
fn find_fresh(src: &Source, stats: &[FileEntry], sha256: Option<&str>) -> Result<Option<CacheInfo>> {
    let prefix = format!("{}.{TOKENIZER}-", src.name());
    let Ok(entries) = std::fs::read_dir(src.dir().join(".")) else {
        return Ok(None);
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(hash) = name.strip_prefix(&prefix).and_then(|r| r.strip_suffix(".json")) else {
            continue;
        };
        if !is_cache_name(&name) {
            continue;
        }
        let Some(side) = read_sidecar(&entry.path()) else {
            continue;
        };
        let same_files =
            side.files.len() == stats.len()
                && side.files.iter().zip(stats).all(|(a, b)| {
                    a.path == b.path && a.bytes == b.bytes && a.mtime_ns == b.mtime_ns && b.mtime_ns != 0
                });
        let bin = src.cache_path(hash, "bin");
        let same_content = sha256.is_none_or(|h| side.files.first().is_some_and(|f| f.sha256 == h));
        if same_files && same_content && side.corpus_sha256.starts_with(hash) && bin_ok(&bin, side.tokens) {
            return Ok(Some(CacheInfo {
                path: bin,
                tokens: side.tokens,
                built: false,
                content_sha256: content_hash(&side.files, src.single_file),
                v1_sha256: v1_hash(&side.files),
            }));
        }
    }
    Ok(None)
}

fn read_sidecar(path: &Path) -> Option<Sidecar> {
    let text = std::fs::read_to_string(path).ok()?;
    let s: Sidecar = serde_json::from_str(&text).ok()?;
    (s.format == FORMAT && s.version == VERSION && s.tokenizer == TOKENIZER).then_some(s)
}

fn bin_ok(bin: &Path, tokens: u64) -> bool {
    std::fs::metadata(bin).is_ok_and(|m| m.is_file() && m.len() == 2 * tokens)
}

/// sha256 over the files' own sha256s in reading order, the cache's format and what joins
/// them: names the cache, so that a new format gets a fresh cache.
fn corpus_hash(entries: &[FileEntry]) -> String {
    let mut h = Sha256::new();
    h.update(format!("{FORMAT} {VERSION} {TOKENIZER}: files joined by <|endoftext|>\n").as_bytes());
    for e in entries {
        h.update(e.sha256.as_bytes());
        h.update(b"\n");
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The sha256 of the corpus' content, which the cache's format never changes (docs/DESIGN.md
/// §8, `corpus_sha256`): a single file's own sha256 (what `sha256sum` prints and `data.sha256`
/// checks), else the sha256 over the files' sha256s in reading order.
fn content_hash(entries: &[FileEntry], single_file: bool) -> String {
    if let [one] = entries {
        if single_file {
            return one.sha256.clone();
        }
    }
    let mut h = Sha256::new();
    h.update(b"files joined by <|endoftext|>\n");
    for e in entries {
        h.update(e.sha256.as_bytes());
        h.update(b"\n");
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// What checkpoints recorded as a GPT-2 corpus' hash before `content_hash`: `corpus_hash` of
/// cache format 1, frozen here so that a later format keeps resuming those runs.
fn v1_hash(entries: &[FileEntry]) -> String {
    let mut h = Sha256::new();
    h.update(b"minigpt-tokens 1 gpt2: files joined by <|endoftext|>\n");
    for e in entries {
        h.update(e.sha256.as_bytes());
        h.update(b"\n");
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The sha256 of a file, checking on the way that it is UTF-8 (so a bad file is refused
/// before any tokenizing starts): Err(the offset of the first byte that is not).
fn hash_file(path: &Path) -> Result<std::result::Result<String, u64>> {
    let mut f = File::open(path).map_err(|e| corpus_err(path, format!("cannot read the corpus (data.path): {e}")))?;
    let mut h = Sha256::new();
    let mut buf = vec![0u8; 1 << 20];
    let mut carry = 0usize; // bytes of a character cut by the previous read, moved to buf's front
    let mut offset = 0u64; // the file offset of buf[0]
    loop {
        let n = f.read(&mut buf[carry..]).map_err(|e| Error::io(path, e))?;
        h.update(&buf[carry..carry + n]);
        let have = carry + n;
        match std::str::from_utf8(&buf[..have]) {
            Ok(_) => carry = 0,
            // A character cut at the end of the buffer: complete it with the next read.
            Err(e) if e.error_len().is_none() && n > 0 => {
                let valid = e.valid_up_to();
                buf.copy_within(valid..have, 0);
                carry = have - valid;
                offset += valid as u64;
                continue;
            }
            Err(e) => return Ok(Err(offset + e.valid_up_to() as u64)),
        }
        if n == 0 {
            break;
        }
        offset += have as u64;
    }
    Ok(Ok(h.finalize().iter().map(|b| format!("{b:02x}")).collect()))
}

/// An exclusive advisory lock beside the corpus, held while the cache is checked and built.
fn lock(src: &Source) -> Result<File> {
    let path = src.dir().join(format!(".{}.{TOKENIZER}.lock", src.name()));
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| {
            corpus_err(
                &path,
                format!("cannot write the token cache beside the corpus ({e}); make the folder writable or copy the corpus to one that is"),
            )
        })?;
    if file.try_lock().is_err() {
        crate::say!(
            "note: another process is tokenizing {}; waiting for it",
            src.label.display()
        );
        file.lock().map_err(|e| Error::io(&path, e))?;
    }
    Ok(file)
}

/// Delete this corpus's caches of other hashes (an edited corpus leaves its old tokens behind).
fn remove_stale(src: &Source, keep: &str) {
    let prefix = format!("{}.{TOKENIZER}-", src.name());
    for entry in std::fs::read_dir(src.dir().join(".")).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with(&prefix) && is_cache_name(&name) && !name[prefix.len()..].starts_with(keep) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Delete temp files an interrupted build left (called with the lock held).
fn remove_temps(src: &Source) {
    let prefix = format!(".{}.{TOKENIZER}-", src.name());
    for entry in std::fs::read_dir(src.dir().join(".")).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with(&prefix) && name.ends_with(".tmp") {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Write `bytes` to `path` through a temp file in the same directory and a rename.
fn write_atomic(path: &Path, write: impl FnOnce(&mut BufWriter<File>) -> Result<()>) -> Result<()> {
    let tmp = path.with_file_name(format!(".{}.{}.tmp", file_name(path), std::process::id()));
    let result = (|| -> Result<()> {
        let file = File::create(&tmp).map_err(|e| match e.kind() {
            // a folder this user cannot write: the input's problem (exit 2), as in `lock`
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => corpus_err(
                path,
                format!("cannot write the token cache beside the corpus ({e}); make the folder writable or copy the corpus to one that is"),
            ),
            _ => Error::io(&tmp, e),
        })?;
        let mut w = BufWriter::with_capacity(1 << 20, file);
        write(&mut w)?;
        let file = w.into_inner().map_err(|e| Error::io(&tmp, e.into_error()))?;
        file.sync_all().map_err(|e| Error::io(&tmp, e))?;
        std::fs::rename(&tmp, path).map_err(|e| Error::io(path, e))
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

fn write_sidecar(path: &Path, side: &Sidecar) -> Result<()> {
    let text = serde_json::to_string_pretty(side).expect("invariant: the sidecar serializes");
    write_atomic(path, |w| w.write_all(text.as_bytes()).map_err(|e| Error::io(path, e)))
}

/// Tokenize every file of `src` into `bin` (uint16 LE); returns the number of tokens.
fn build(src: &Source, bin: &Path, plan: Plan) -> Result<u64> {
    let total: u64 = src.stat()?.iter().map(|f| f.bytes).sum();
    let bar = progress_bar(total);
    if bar.is_hidden() {
        crate::say!(
            "tokenizing {} ({} file{}, {:.1} MB) with GPT-2's BPE into {}",
            src.label.display(),
            src.files.len(),
            if src.files.len() == 1 { "" } else { "s" },
            total as f64 / 1e6,
            bin.display()
        );
    }
    let start = Instant::now();
    let mut n = 0u64;
    write_atomic(bin, |w| {
        for (i, (path, _)) in src.files.iter().enumerate() {
            if i > 0 {
                w.write_all(&(GPT2_EOT as u16).to_le_bytes())
                    .map_err(|e| Error::io(bin, e))?;
                n += 1;
            }
            n += encode_file(path, plan, &bar, &mut |ids| {
                let bytes: Vec<u8> = ids.iter().flat_map(|&id| (id as u16).to_le_bytes()).collect();
                w.write_all(&bytes).map_err(|e| Error::io(bin, e))
            })?;
        }
        Ok(())
    })?;
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    crate::say!(
        "tokenized {}: {n} tokens in {secs:.1} s ({:.1} MB/s) -> {}",
        src.label.display(),
        total as f64 / 1e6 / secs.max(1e-9),
        bin.display()
    );
    Ok(n)
}

/// A byte-count bar on a terminal; hidden otherwise (the build then prints two plain lines).
fn progress_bar(total: u64) -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total);
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "tokenizing (gpt2) {bar:40} {bytes}/{total_bytes} {bytes_per_sec} eta {eta}",
    ) {
        bar.set_style(style);
    }
    bar
}

/// Whether a chunk may start at `p`: just before a whitespace character (Unicode White_Space:
/// `\n`, `\r`, a space, a no-break space, ...) that follows a character that is not one.
/// GPT-2's pre-tokenizer (r50k_base: `'(?:[sdmt]|ll|ve|re)| ?\p{L}++| ?\p{N}++|
/// ?[^\s\p{L}\p{N}]++|\s++$|\s+(?!\S)|\s`) has no piece that holds a non-whitespace
/// character followed by a whitespace one (its only whitespace outside whitespace-only pieces is
/// a leading space), so every piece of the whole text ends at `p` or starts there; the pieces
/// before `p` end on a non-whitespace character, so neither `$` nor the lookahead sees past
/// `p`, and the pattern looks at nothing before where a piece starts. Encoding the two sides
/// apart therefore gives exactly the tokens of encoding them together, whatever the script or
/// the line ends (CRLF, Cyrillic or CJK beside a line break).
fn is_cut(b: &[u8], p: usize) -> bool {
    if p == 0 || p >= b.len() || is_continuation(b[p]) {
        return false;
    }
    let next = match b[p] {
        c if c.is_ascii() => c as char,
        _ => match char_at(b, p) {
            Some(c) => c,
            None => return false, // cut by the window's end, or not UTF-8: no cut here
        },
    };
    if !next.is_whitespace() {
        return false;
    }
    let prev = match b[p - 1] {
        c if c.is_ascii() => c as char,
        _ => {
            let Some(start) = (p.saturating_sub(4)..p).rev().find(|&i| !is_continuation(b[i])) else {
                return false;
            };
            match std::str::from_utf8(&b[start..p]).ok().and_then(|s| s.chars().next()) {
                Some(c) => c,
                None => return false,
            }
        }
    };
    !prev.is_whitespace()
}

/// A UTF-8 continuation byte (10xxxxxx): never the start of a character.
fn is_continuation(byte: u8) -> bool {
    byte & 0xC0 == 0x80
}

/// The character starting at `b[p]`, if it is whole and valid there.
fn char_at(b: &[u8], p: usize) -> Option<char> {
    let tail = &b[p..b.len().min(p + 4)];
    let valid = match std::str::from_utf8(tail) {
        Ok(s) => s,
        Err(e) => std::str::from_utf8(&tail[..e.valid_up_to()]).ok()?,
    };
    valid.chars().next()
}

/// Cut points of `b` about `chunk` bytes apart (each the first cut at or after the target).
fn cuts(b: &[u8], chunk: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut next = chunk.max(1);
    while next < b.len() {
        match (next..b.len()).find(|&p| is_cut(b, p)) {
            Some(p) => {
                out.push(p);
                next = p + chunk.max(1);
            }
            None => break,
        }
    }
    out
}

/// Encode one file, window by window, each window's chunks in parallel, handing the ids to
/// `sink` in order. Returns the number of tokens.
fn encode_file(
    path: &Path,
    plan: Plan,
    bar: &indicatif::ProgressBar,
    sink: &mut dyn FnMut(&[u32]) -> Result<()>,
) -> Result<u64> {
    let mut file =
        File::open(path).map_err(|e| corpus_err(path, format!("cannot read the corpus (data.path): {e}")))?;
    let mut buf: Vec<u8> = Vec::new();
    let mut offset = 0u64; // the file offset of buf[0]
    let mut window = plan.window.max(plan.chunk);
    let mut eof = false;
    let mut n = 0u64;
    loop {
        while buf.len() < window && !eof {
            let have = buf.len();
            buf.resize(window, 0);
            let got = file.read(&mut buf[have..]).map_err(|e| Error::io(path, e))?;
            buf.truncate(have + got);
            eof = got == 0;
        }
        let mut bounds = cuts(&buf, plan.chunk);
        match (eof, bounds.last()) {
            (true, _) => bounds.push(buf.len()),
            (false, Some(_)) => {}
            (false, None) => {
                window *= 2; // a window without a single cut point: read on
                continue;
            }
        }
        let end = *bounds.last().expect("invariant: at least one bound");
        let starts = std::iter::once(0).chain(bounds.iter().copied());
        let pieces: Vec<(usize, usize)> = starts.zip(bounds.iter().copied()).collect();
        let ids = pieces
            .par_iter()
            .map(|&(a, b)| {
                std::str::from_utf8(&buf[a..b])
                    .map(gpt2_encode)
                    .map_err(|e| not_utf8(path, offset + (a + e.valid_up_to()) as u64))
            })
            .collect::<Result<Vec<Vec<u32>>>>()?;
        for chunk in &ids {
            sink(chunk)?;
            n += chunk.len() as u64;
        }
        bar.inc(end as u64);
        buf.drain(..end);
        offset += end as u64;
        window = plan.window.max(plan.chunk);
        if eof && buf.is_empty() {
            return Ok(n);
        }
    }
}

/// Encode a file through the chunked parallel path with `plan` (tests compare it with
/// encoding the whole text at once).
pub fn encode_file_with(path: &Path, plan: Plan) -> Result<Vec<u32>> {
    let mut out = Vec::new();
    encode_file(path, plan, &indicatif::ProgressBar::hidden(), &mut |ids| {
        out.extend_from_slice(ids);
        Ok(())
    })?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cut_points_sit_before_whitespace_that_follows_a_non_whitespace_character() {
        let b = b"ab\ncd\n\nef\n gh\nij";
        let all: Vec<usize> = (0..b.len()).filter(|&p| is_cut(b, p)).collect();
        assert_eq!(all, vec![2, 5, 9, 13]); // "ab|\ncd", "cd|\n\nef", "ef|\n gh", "gh|\nij"
        assert_eq!(cuts(b, 1), vec![2, 5, 9, 13]);
        assert_eq!(cuts(b, 4), vec![5, 9, 13]);
        assert!(cuts(b, 100).is_empty());
        // CRLF, Cyrillic and CJK line ends, a no-break space; never inside a character
        let t = "я\r\nж 東\u{3000}x\u{a0}".as_bytes();
        let all: Vec<usize> = (0..t.len()).filter(|&p| is_cut(t, p)).collect();
        assert_eq!(all, vec![2, 6, 10, 14]);
        assert!(!is_cut(&t[..15], 14), "a no-break space cut by the window's end");
    }

    /// The hash a checkpoint records is the content's alone: a single file's sha256, else the
    /// files' sha256s in order (neither the cache's format nor its name hash); the format-1 hash
    /// earlier checkpoints recorded stays what it was, pinned to a value one of them holds.
    #[test]
    fn the_recorded_corpus_hash_is_independent_of_the_cache_format() {
        let entry = |sha256: &str| FileEntry {
            path: "small.txt".into(),
            bytes: 1,
            mtime_ns: 1,
            sha256: sha256.into(),
        };
        // sha256 of tests/fixtures/small.txt
        let small = entry("b69479ceed46694a9a6df3f268028f2a0809056b152fa07d21ecef8b0baae047");
        assert_eq!(content_hash(std::slice::from_ref(&small), true), small.sha256);
        assert_eq!(
            v1_hash(std::slice::from_ref(&small)),
            "aebb29b86f26b9bcef27d8324db335e6e90874c479bb8704248a6200fbe37634"
        );
        let two = [small.clone(), entry(&"1".repeat(64))];
        let joined = content_hash(&two, false);
        assert_ne!(joined, corpus_hash(&two));
        assert_ne!(
            joined,
            content_hash(&[two[1].clone(), two[0].clone()], false),
            "order matters"
        );
        // a folder of one file is named by the hash over its files, as any folder is
        assert_ne!(content_hash(std::slice::from_ref(&small), false), small.sha256);
    }

    #[test]
    fn hashing_checks_utf8_across_read_boundaries() {
        let dir = std::env::temp_dir().join(format!("minigpt-utf8-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("t.txt");
        // "é" (2 bytes) straddles the 1 MiB read; the file is valid.
        let mut bytes = vec![b'a'; (1 << 20) - 1];
        bytes.extend_from_slice("é and more".as_bytes());
        std::fs::write(&path, &bytes).unwrap();
        let digest: String = Sha256::digest(&bytes).iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(hash_file(&path).unwrap(), Ok(digest));
        // A stray byte after the boundary is named at its offset; a cut character at the end too.
        bytes.push(0xff);
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(hash_file(&path).unwrap(), Err(bytes.len() as u64 - 1));
        bytes.pop();
        bytes.extend_from_slice(&"é".as_bytes()[..1]);
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(hash_file(&path).unwrap(), Err(bytes.len() as u64 - 1));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn cache_names_are_recognised() {
        assert!(is_cache_name("corpus.txt.gpt2-0123456789ab.bin"));
        assert!(is_cache_name("books.gpt2-0123456789ab.json"));
        assert!(!is_cache_name("corpus.txt"));
        assert!(!is_cache_name("x.gpt2-xyz.bin"));
    }

    /// Texts whose line breaks old cut points missed: CRLF, Cyrillic and CJK at the line ends,
    /// no-break and other Unicode spaces (every White_Space character but the ASCII ones).
    fn unicode_texts() -> Vec<(&'static str, String)> {
        let spaces = "\u{85}\u{a0}\u{1680}\u{2000}\u{2001}\u{2002}\u{2003}\u{2004}\u{2005}\u{2006}\u{2007}\u{2008}\u{2009}\u{200a}\u{2028}\u{2029}\u{202f}\u{205f}\u{3000}\u{b}\u{c}\t";
        let mut crlf = String::new();
        let mut cyrillic = String::new();
        let mut cjk = String::new();
        let mut nbsp = String::new();
        let mut mixed = String::new();
        for i in 0..3000 {
            crlf += &format!("Line {i}: to be, or not to be.\r\n\r\n  'tis {i}\r\n");
            cyrillic += &format!("Привет, мир {i}!\nЭто строка.\n\nёлка\r\n");
            cjk += &format!("你好世界。这是第{i}行\n東京\u{3000}都\r\n한국어\n");
            nbsp += &format!("a\u{a0}b {i}\u{a0}\u{a0}c\u{a0}\nd\u{a0} e'll\u{a0}'s\n");
            let s: Vec<char> = spaces.chars().collect();
            let (a, b) = (s[i % s.len()], s[(i * 7 + 3) % s.len()]);
            mixed += &format!("x{a}y{a}{b}z{i}{b}\u{e9}{a}'ll{b}{b}!{a}\n");
        }
        vec![
            ("crlf", crlf),
            ("cyrillic", cyrillic),
            ("cjk", cjk),
            ("nbsp", nbsp),
            ("mixed", mixed),
        ]
    }

    /// `text`, written to `path`, encodes through the chunked path (chunks down to one byte) to
    /// the ids of encoding it whole.
    fn chunked_equals_whole(path: &Path, text: &str, name: &str) {
        std::fs::write(path, text).unwrap();
        let whole = gpt2_encode(text);
        for plan in [
            Plan { chunk: 1, window: 16 },
            Plan { chunk: 7, window: 64 },
            Plan {
                chunk: 100,
                window: 1000,
            },
            Plan::default(),
        ] {
            assert_eq!(encode_file_with(path, plan).unwrap(), whole, "{name}: {plan:?}");
        }
    }

    #[test]
    fn chunked_encoding_equals_encoding_the_whole_text_in_any_script_and_line_end() {
        let dir = std::env::temp_dir().join(format!("minigpt-chunks-unicode-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (name, text) in unicode_texts() {
            let path = dir.join(format!("{name}.txt"));
            chunked_equals_whole(&path, &text, name);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A CRLF or non-ASCII corpus is cut as an LF one is: many chunks, read a bounded window at
    /// a time (it was read whole, as one chunk: 397 MB peak for a 127 MB CRLF file).
    #[test]
    fn crlf_and_non_ascii_corpora_are_cut_into_many_chunks() {
        let dir = std::env::temp_dir().join(format!("minigpt-chunks-count-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let plan = Plan {
            chunk: 1000,
            window: 8192,
        };
        for (name, text) in unicode_texts() {
            let path = dir.join(format!("{name}.txt"));
            std::fs::write(&path, &text).unwrap();
            let mut chunks = 0usize;
            encode_file(&path, plan, &indicatif::ProgressBar::hidden(), &mut |_| {
                chunks += 1;
                Ok(())
            })
            .unwrap();
            assert!(
                chunks >= text.len() / (2 * plan.chunk),
                "{name}: {chunks} chunks of {} bytes",
                text.len()
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn chunked_encoding_equals_encoding_the_whole_text() {
        let dir = std::env::temp_dir().join(format!("minigpt-chunks-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("t.txt");
        // Line breaks between printable characters (cut points), runs of blank lines, CRLF,
        // indentation, non-ASCII at line starts and ends, and a trailing newline.
        let mut text = String::new();
        for i in 0..400 {
            text += &format!("Line {i}: to be, or not to be.\nÉté\n\n  indented {i}\r\nend—\n'tis\n");
        }
        chunked_equals_whole(&path, &text, "ascii");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
