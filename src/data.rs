//! The corpus and its batches: corpus files (a file, a folder, a list) and their download and
//! sha256 check, tokenization (`tokenizer`: char or GPT-2's BPE; `cache`: GPT-2 tokens computed
//! once into a memory-mapped file beside the corpus), the 90/10 split and the counter-based
//! `Batcher` keyed by (seed, step, micro-batch of the job). Owns no model state.

mod cache;
mod tokenizer;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use candle_core::{Device, Tensor};
use rand::Rng;
use sha2::{Digest, Sha256};

use crate::config::{DataConfig, DataPath, TokenizerKind};
use crate::error::{Error, Result};
use crate::rng::{keyed_rng, stream};

pub use cache::{encode_file_with, prepare_source, CacheInfo, Plan, Source};
pub use tokenizer::{gpt2_encode, padded_vocab, Tokenizer, UnknownChar, Vocab, GPT2_EOT, GPT2_TOKENS};

/// The token stream: ids in memory (char, synthetic) or the GPT-2 cache file mapped read-only
/// (little-endian uint16), so a corpus larger than RAM trains; pages are read as batches touch them.
enum Store {
    Ids(Vec<u32>),
    Mapped(memmap2::Mmap),
}

impl Store {
    fn len(&self) -> usize {
        match self {
            Store::Ids(v) => v.len(),
            Store::Mapped(m) => m.len() / 2,
        }
    }

    /// Append ids [lo, hi) to `out`.
    fn extend_into(&self, lo: usize, hi: usize, out: &mut Vec<u32>) {
        match self {
            Store::Ids(v) => out.extend_from_slice(&v[lo..hi]),
            Store::Mapped(m) => out.extend(
                m[2 * lo..2 * hi]
                    .chunks_exact(2)
                    .map(|b| u16::from_le_bytes([b[0], b[1]]) as u32),
            ),
        }
    }
}

/// One split of the token stream: a window [lo, lo + len) of the corpus's store.
#[derive(Clone, Copy)]
pub struct Tokens<'a> {
    store: &'a Store,
    lo: usize,
    len: usize,
}

impl Tokens<'_> {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Append tokens [start, start + n) of this split to `out`.
    pub fn extend_into(&self, start: usize, n: usize, out: &mut Vec<u32>) {
        assert!(start + n <= self.len, "invariant: a batch row lies inside its split");
        self.store.extend_into(self.lo + start, self.lo + start + n, out);
    }

    /// The whole split as ids (tests, small corpora).
    pub fn to_vec(&self) -> Vec<u32> {
        let mut v = Vec::with_capacity(self.len);
        self.extend_into(0, self.len, &mut v);
        v
    }
}

/// The tokenized corpus split 90/10 into train and val.
pub struct Corpus {
    pub tokenizer: Tokenizer,
    store: Store,
    /// Tokens of the train split: the first 90 %.
    n_train: usize,
    /// What to name in messages: the file, the folder, or the list as `[a, b]`.
    pub path: PathBuf,
    /// The GPT-2 token cache this corpus reads (None: tokenized in memory).
    pub cache: Option<CacheInfo>,
    /// The sha256 of its content (a char corpus' text; a BPE corpus' file, or its files'
    /// sha256s in order), which a checkpoint records so that a resume refuses other data
    /// (None: synthetic). The token cache's format is no part of it.
    pub content_sha256: Option<String>,
}

/// What `Corpus::inspect` found.
pub enum Inspection {
    /// The corpus, read as `load` reads it (a GPT-2 corpus from its fresh token cache).
    Loaded(Corpus),
    /// Not read into tokens, and why (a download `train` would make, a token cache `train` would
    /// build); the tokenizer when it is known without the corpus (GPT-2's).
    Pending {
        path: PathBuf,
        tokenizer: Option<Tokenizer>,
        note: String,
    },
}

/// Which split a batch comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Split {
    Train,
    Val,
}

/// Called while downloading with (bytes so far, total if known).
pub type DownloadProgress<'a> = &'a mut dyn FnMut(u64, Option<u64>);

impl Corpus {
    /// Load the corpus of `cfg` (downloading a missing single file first when `cfg.url` is
    /// set), check its sha256, tokenize, split. With `data.tokenizer = "gpt2"` the tokens come
    /// from the cache beside the corpus, built first when missing or stale. `block_size` is
    /// checked so every split holds a whole batch row.
    pub fn load(cfg: &DataConfig, block_size: usize, progress: DownloadProgress) -> Result<Self> {
        Self::load_recorded(cfg, block_size, progress, None)
    }

    /// `load` for a resume: a GPT-2 corpus whose content hash is not the one its checkpoint
    /// `recorded` is
    /// refused before its token cache is built (a build would take minutes on a large corpus,
    /// and replace the cache of the content the run trained on). The caller still compares
    /// the loaded corpus (`is_recorded_as`): a fresh cache is taken without reading the files.
    pub fn load_recorded(
        cfg: &DataConfig,
        block_size: usize,
        progress: DownloadProgress,
        recorded: Option<&str>,
    ) -> Result<Self> {
        if cfg.synthetic_vocab > 0 {
            return Ok(Self::synthetic(cfg.synthetic_vocab, cfg.synthetic_tokens));
        }
        let source = Self::source(cfg, progress)?;
        match cfg.tokenizer {
            TokenizerKind::Char => Self::read_chars(&source, cfg, block_size),
            TokenizerKind::Gpt2 => {
                let (info, mmap) = cache::load_or_build(&source, &cfg.sha256, recorded)?;
                Self::from_store(
                    Tokenizer::Gpt2,
                    Store::Mapped(mmap),
                    &source.label,
                    block_size,
                    Some(info),
                )
            }
        }
    }

    /// The char-level corpus of `source`, its text checked against `data.sha256`.
    fn read_chars(source: &Source, cfg: &DataConfig, block_size: usize) -> Result<Self> {
        let text = source.read_text()?;
        let sha256 = sha256_hex(text.as_bytes());
        check_sha256_hex(&source.label, &sha256, &cfg.sha256)?;
        let corpus = Self::from_text(&text, &source.label, block_size, None)?;
        Ok(Self {
            content_sha256: Some(sha256),
            ..corpus
        })
    }

    /// The corpus files of `cfg.path`; a missing single file is downloaded from `cfg.url` first.
    /// `data.sha256` is refused for anything but a single file.
    pub fn source(cfg: &DataConfig, progress: DownloadProgress) -> Result<Source> {
        if let Some(path) = to_download(cfg)? {
            download(&cfg.url, path, &cfg.sha256, progress)?;
        }
        Self::source_as_is(cfg)
    }

    /// The corpus files of `cfg.path` as they are (nothing downloaded).
    fn source_as_is(cfg: &DataConfig) -> Result<Source> {
        let source = Source::from_paths(cfg.path.paths())?;
        if !cfg.sha256.is_empty() && !source.is_single_file() {
            return Err(corpus_err(
                &source.label,
                "data.sha256 checks a single corpus file, and data.path names a folder or a list; leave data.sha256 empty \
                 (--set data.sha256= on the command line)",
            ));
        }
        Ok(source)
    }

    /// What `minigpt check` learns of the corpus of `cfg` without writing anything (docs/DESIGN.md
    /// §2): a missing file is not downloaded, and a GPT-2 corpus is read from a token cache of its
    /// current content only, never tokenized into one (nor are stale caches deleted). The
    /// refusals are `load`'s.
    pub fn inspect(cfg: &DataConfig, block_size: usize) -> Result<Inspection> {
        if cfg.synthetic_vocab > 0 {
            return Ok(Inspection::Loaded(Self::synthetic(
                cfg.synthetic_vocab,
                cfg.synthetic_tokens,
            )));
        }
        let gpt2 = (cfg.tokenizer == TokenizerKind::Gpt2).then_some(Tokenizer::Gpt2);
        if let Some(path) = to_download(cfg)? {
            return Ok(Inspection::Pending {
                path: path.clone(),
                tokenizer: gpt2,
                note: format!(
                    "{} is not there yet: `train` downloads it from data.url = {} (check downloads nothing)",
                    path.display(),
                    cfg.url
                ),
            });
        }
        let source = Self::source_as_is(cfg)?;
        match cfg.tokenizer {
            TokenizerKind::Char => Self::read_chars(&source, cfg, block_size).map(Inspection::Loaded),
            TokenizerKind::Gpt2 => match cache::inspect(&source, &cfg.sha256)? {
                Some(info) => {
                    let mmap = cache::map(&info)?;
                    Self::from_store(Tokenizer::Gpt2, Store::Mapped(mmap), &source.label, block_size, Some(info))
                        .map(Inspection::Loaded)
                }
                None => Ok(Inspection::Pending {
                    path: source.label.clone(),
                    tokenizer: gpt2,
                    note: "GPT-2 tokens not counted: this corpus has no token cache yet, which `minigpt prepare` builds (as `train` does on first use; check writes nothing)".into(),
                }),
            },
        }
    }

    /// A stream of `n_tokens` uniformly random ids over `vocab_size` symbols (U+10000 onwards),
    /// the same for every run: throughput work at a real vocabulary size, nothing to learn.
    pub fn synthetic(vocab_size: usize, n_tokens: usize) -> Self {
        let chars: String = (0..vocab_size as u32)
            .filter_map(|i| char::from_u32(0x1_0000 + i))
            .collect();
        let mut rng = keyed_rng(&[stream::SYNTHETIC, vocab_size as u64]);
        let ids: Vec<u32> = (0..n_tokens).map(|_| rng.random_range(0..vocab_size as u32)).collect();
        Self {
            tokenizer: Tokenizer::Char(Vocab::from_chars(&chars)),
            store: Store::Ids(ids),
            n_train: n_tokens * 9 / 10,
            path: PathBuf::from(format!("<synthetic: {vocab_size} symbols, {n_tokens} tokens>")),
            cache: None,
            content_sha256: None,
        }
    }

    /// The tokenizer as `check` and `train` name it: a synthetic stream has none (its ids are
    /// drawn at random, stood in for by a char vocabulary of that size).
    pub fn describe_tokenizer(&self) -> String {
        match self.content_sha256 {
            None => format!("none (synthetic ids over {} symbols)", self.vocab_size()),
            Some(_) => self.tokenizer.describe(),
        }
    }

    /// Tokenize `text` by characters with `vocab` (or its own vocabulary when `None`) and split 90/10.
    pub fn from_text(text: &str, path: &Path, block_size: usize, vocab: Option<&Vocab>) -> Result<Self> {
        if text.is_empty() {
            return Err(corpus_err(path, "the corpus is empty"));
        }
        let vocab = vocab.cloned().unwrap_or_else(|| Vocab::from_text(text));
        let ids = vocab.encode(text).map_err(|e| {
            corpus_err(
                path,
                format!("{e} of the checkpoint; use the corpus the run was trained on"),
            )
        })?;
        Self::from_store(Tokenizer::Char(vocab), Store::Ids(ids), path, block_size, None)
    }

    /// Split 90/10; each split must hold at least one row of block_size + 1 tokens (inputs +
    /// shifted targets).
    fn from_store(
        tokenizer: Tokenizer,
        store: Store,
        path: &Path,
        block_size: usize,
        cache: Option<CacheInfo>,
    ) -> Result<Self> {
        let n = store.len();
        let n_train = n * 9 / 10;
        let shortest = n_train.min(n - n_train);
        if shortest < block_size + 1 {
            let unit = match tokenizer {
                Tokenizer::Char(_) => "characters",
                Tokenizer::Gpt2 => "GPT-2 tokens",
            };
            let fix = match shortest {
                0 | 1 => "give a longer corpus".to_string(),
                // `eval` keeps the checkpoint's block size, and drops the second way (`for_eval`)
                s => format!("give a longer corpus{SHORTER_BLOCK}{} or less", s - 1),
            };
            // tokenizing took the time: the cache stays for a model of a shorter block
            let kept = cache.as_ref().filter(|c| c.built).map_or(String::new(), |c| {
                format!(" (its token cache, {}, is kept)", c.path.display())
            });
            return Err(corpus_err(
                path,
                format!(
                    "corpus of {n} {unit} is too short: its shorter split ({shortest} {unit}; train 90 %, val 10 %) \
                     needs at least model.block_size + 1 = {}; {fix}{kept}",
                    block_size + 1
                ),
            ));
        }
        let content_sha256 = cache.as_ref().map(|c| c.content_sha256.clone());
        Ok(Self {
            tokenizer,
            store,
            n_train,
            path: path.to_path_buf(),
            cache,
            content_sha256,
        })
    }

    /// This char-level corpus in the ids of `tokenizer`, a checkpoint's character vocabulary,
    /// for evaluating the checkpoint on other text (docs/DESIGN.md §2, `eval`): the text may use
    /// only some of its characters; one it lacks is an error naming it. Anything else (equal
    /// vocabularies, GPT-2) is returned as it is, for the tokenizer check that follows.
    pub fn encoded_with(self, tokenizer: &Tokenizer) -> Result<Self> {
        let (Tokenizer::Char(own), Tokenizer::Char(theirs), Store::Ids(ids)) =
            (&self.tokenizer, tokenizer, &self.store)
        else {
            return Ok(self);
        };
        if own.same_as(theirs) {
            return Ok(self);
        }
        // own id i -> the checkpoint's id of the same character
        let map = theirs.encode(&own.as_string()).map_err(|e| {
            corpus_err(
                &self.path,
                format!(
                    "character {:?} is not in the checkpoint's vocabulary ({} characters); evaluate on text written in them",
                    e.ch,
                    theirs.len()
                ),
            )
        })?;
        let ids = ids.iter().map(|&i| map[i as usize]).collect();
        Ok(Self {
            tokenizer: tokenizer.clone(),
            store: Store::Ids(ids),
            ..self
        })
    }

    /// The refusal of this corpus as not the one whose hash a checkpoint `recorded`, where it is
    /// not (`is_recorded_as`).
    pub fn refuse_unless_recorded_as(&self, recorded: &str) -> Result<()> {
        match (self.content_sha256.as_deref(), self.is_recorded_as(recorded)) {
            (Some(now), Some(false)) => Err(not_the_recorded_corpus(&self.path, now, recorded)),
            _ => Ok(()),
        }
    }

    /// Whether `recorded`, a checkpoint's `corpus_sha256`, names this corpus' content: its
    /// `content_sha256`, or for a GPT-2 corpus what checkpoints recorded before that hash left
    /// the token cache's format out (`CacheInfo::v1_sha256`). None: nothing to compare
    /// (synthetic data).
    pub fn is_recorded_as(&self, recorded: &str) -> Option<bool> {
        let now = self.content_sha256.as_deref()?;
        let v1 = self.cache.as_ref().map(|c| c.v1_sha256.as_str());
        Some(recorded == now || v1 == Some(recorded))
    }

    pub fn split(&self, split: Split) -> Tokens<'_> {
        let (lo, len) = match split {
            Split::Train => (0, self.n_train),
            Split::Val => (self.n_train, self.store.len() - self.n_train),
        };
        Tokens {
            store: &self.store,
            lo,
            len,
        }
    }

    /// Tokens in the whole corpus.
    pub fn len(&self) -> usize {
        self.store.len()
    }

    pub fn is_empty(&self) -> bool {
        self.store.len() == 0
    }

    /// Rows of the model's embedding: the tokenizer's (padded) vocabulary.
    pub fn vocab_size(&self) -> usize {
        self.tokenizer.vocab_size()
    }
}

/// Where a relative data.path was looked for: it is read from the working directory, not the
/// config's folder, and a run started elsewhere misses the corpus it names.
fn where_relative(path: &Path) -> String {
    match std::env::current_dir() {
        Ok(cwd) if path.is_relative() => format!(
            " (a relative path, looked for in the working directory {})",
            cwd.display()
        ),
        _ => String::new(),
    }
}

/// The file that `path` goes through as if it were a folder, if any: `data/a.txt` for
/// `data/a.txt/` or `data/a.txt/b`, which the file system calls "not a directory" and a plain
/// lookup "not found".
fn file_in_the_way(path: &Path) -> Option<PathBuf> {
    let mut at = PathBuf::new();
    for part in path.components() {
        at.push(part);
        if at.is_file() {
            // the whole path a file (no trailing '/'): not in the way
            return (at.as_os_str() != path.as_os_str()).then_some(at);
        }
    }
    None
}

/// `file_in_the_way`'s refusal, or None.
pub(crate) fn through_a_file(path: &Path) -> Option<Error> {
    file_in_the_way(path).map(|file| {
        corpus_err(
            path,
            format!(
                "{} is a file, not a folder: name it alone (data.path = {:?})",
                file.display(),
                file.display().to_string()
            ),
        )
    })
}

fn corpus_err(path: &Path, problem: impl Into<String>) -> Error {
    Error::Corpus {
        path: path.to_path_buf(),
        problem: problem.into(),
    }
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// `label`'s content, hashed `now`, is not the corpus whose content hash a resumed checkpoint
/// `recorded`: a resume reads the same batches and validation split, so it is refused.
pub fn not_the_recorded_corpus(label: &Path, now: &str, recorded: &str) -> Error {
    corpus_err(
        label,
        format!(
            "its content (sha256 {}…) is not the corpus the run trained on ({}…); \
             a resume reads the same batches and validation split: point data.path at a copy of that corpus \
             (a GPT-2-tokenized run goes on from its weights on other data through `export --format hf` and train.init_from)",
            &now[..12.min(now.len())],
            &recorded[..12.min(recorded.len())],
        ),
    )
}

/// A too-short corpus' second way on, a model of a shorter block: training's, not `eval`'s.
const SHORTER_BLOCK: &str = ", or train with model.block_size ";

/// A corpus error as `eval` says it: `eval` keeps the checkpoint's `model.block_size`, so a
/// corpus too short for it has one way on, a longer corpus.
pub fn for_eval(e: Error) -> Error {
    match e {
        Error::Corpus { path, problem } if problem.contains(SHORTER_BLOCK) => {
            let (head, tail) = problem.split_once(SHORTER_BLOCK).expect("invariant: contained");
            let tail = tail.split_once(" or less").map_or("", |(_, rest)| rest);
            Error::Corpus {
                path,
                problem: format!("{head}{tail}"),
            }
        }
        e => e,
    }
}

/// The end of a sha256 mismatch's message: what to do. `resume` replaces it, since a resumed
/// run reads the corpus it trained on and cannot change `data.sha256`.
pub const SHA256_FIX: &str =
    "; replace the file, or fix data.sha256 (another corpus: --set data.sha256= skips the check)";

/// Compare a file's sha256 (hex) with `data.sha256` (empty: not checked).
fn check_sha256_hex(path: &Path, got: &str, expected: &str) -> Result<()> {
    if expected.is_empty() {
        return Ok(());
    }
    if !got.eq_ignore_ascii_case(expected) {
        return Err(corpus_err(
            path,
            format!("sha256 is {got}, data.sha256 expects {expected}{SHA256_FIX}"),
        ));
    }
    Ok(())
}

/// The single file that `cfg` downloads from `data.url`: its `data.path`, when missing and a url
/// is set. Refused (input errors) before anything is fetched: a path that names a folder (the
/// download is one file), and a path given by `--set` while the url is the config's (a config
/// file's or a checkpoint's), written for its own path (a typo'd path would be filled with the
/// config's corpus).
fn to_download(cfg: &DataConfig) -> Result<Option<&PathBuf>> {
    let DataPath::One(path) = &cfg.path else {
        return Ok(None);
    };
    if cfg.url.is_empty() || path.exists() {
        return Ok(None);
    }
    if let Some(e) = through_a_file(path) {
        return Err(e);
    }
    if let Some(link) = crate::error::broken_link(path) {
        // a download would go through the link, or fail on its loop: the link is the problem
        return Err(corpus_err(
            path,
            format!("{link}; point data.path at the corpus itself"),
        ));
    }
    if cfg.url_for_another_path {
        return Err(corpus_err(
            path,
            format!(
                "corpus file not found{}; data.path was given by --set, and data.url = {} was written for the config's own \
                 data.path: fix the path, or pass --set data.url=URL to download into this one \
                 (--set data.url= to not download)",
                where_relative(path),
                cfg.url
            ),
        ));
    }
    let raw = path.as_os_str().as_encoded_bytes();
    if raw.ends_with(b"/") || raw.ends_with(b"/.") || path.file_name().is_none() {
        return Err(corpus_err(
            path,
            format!(
                "names a folder, and data.url = {} downloads one file: name the file to download into \
                 (data.path=DIR/corpus.txt), or set data.url= to read the folder's files",
                cfg.url
            ),
        ));
    }
    Ok(Some(path))
}

/// How long a download waits to connect, and then for each read of its body: a server that
/// stops answering ends the download with an error, not a wait without end.
const DOWNLOAD_CONNECT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);
const DOWNLOAD_READ_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(60);

/// Download `url` to `path`, streamed through a temp file in the same directory and hashed as it
/// comes (a corpus of any size in little memory); the file appears only once complete and (if
/// `sha256` is set) verified; the temp file never outlives a failure. Says so on stderr,
/// terminal or not (the progress bar is a terminal's only). A server's refusal (an HTTP error
/// status) refuses the input, exit 2; the network failing (no route, no answer within the
/// timeouts, a body cut short) fails the command, exit 1: the same command may work later.
fn download(url: &str, path: &Path, sha256: &str, progress: DownloadProgress) -> Result<()> {
    crate::say!("downloading {url} -> {}", path.display());
    let put_it_there = format!(
        "corpus file not found{} and the download from data.url = {url} failed",
        where_relative(path)
    );
    let refused = |why: String| {
        corpus_err(
            path,
            format!("{put_it_there} ({why}); fix data.url, or put the file at this path (data.path) and run again"),
        )
    };
    let failed = |why: String| {
        Error::io(
            path,
            std::io::Error::other(format!(
                "{put_it_there} ({why}); run the command again once the network or the server answers, \
                 or put the file at this path (data.path) yourself"
            )),
        )
    };
    let agent = ureq::AgentBuilder::new()
        .timeout_connect(DOWNLOAD_CONNECT_TIMEOUT)
        .timeout_read(DOWNLOAD_READ_TIMEOUT)
        .build();
    let resp = agent.get(url).call().map_err(|e| match e {
        ureq::Error::Status(..) => refused(e.to_string()),
        ureq::Error::Transport(t) => failed(t.to_string()),
    })?;
    let total = resp.header("Content-Length").and_then(|s| s.parse::<u64>().ok());
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| unwritable_folder(path, dir, e))?;
    }
    let tmp = path.with_extension("download.tmp");
    let mut file = std::fs::File::create(&tmp).map_err(|e| {
        let dir = path
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        unwritable_folder(path, dir, e)
    })?;
    let mut hasher = Sha256::new();
    let mut received = 0u64;
    let streamed = (|| -> Result<()> {
        let mut reader = resp.into_reader();
        let mut buf = vec![0u8; 1 << 20];
        loop {
            let n = reader.read(&mut buf).map_err(|e| failed(e.to_string()))?;
            if n == 0 {
                break;
            }
            hasher.update(&buf[..n]);
            file.write_all(&buf[..n]).map_err(|e| Error::io(path, e))?;
            received += n as u64;
            progress(received, total);
        }
        if total.is_some_and(|t| t != received) {
            return Err(failed(format!(
                "{received} bytes received of the {} the server announced",
                total.unwrap_or(0)
            )));
        }
        // checked before the file is put in place: what disagrees is the download, not a file
        let got: String = hasher.clone().finalize().iter().map(|b| format!("{b:02x}")).collect();
        if !sha256.is_empty() && !got.eq_ignore_ascii_case(sha256) {
            return Err(corpus_err(
                path,
                format!(
                    "the download from data.url = {url} has sha256 {got}, data.sha256 expects {sha256}; nothing was kept. \
                     Fix data.url or data.sha256 (another corpus: --set data.sha256= skips the check)"
                ),
            ));
        }
        file.sync_all().map_err(|e| Error::io(path, e))?;
        std::fs::rename(&tmp, path).map_err(|e| Error::io(path, e))
    })();
    if streamed.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    streamed?;
    crate::say!(
        "downloaded {received} bytes ({:.1} MB) -> {}",
        received as f64 / 1e6,
        path.display()
    );
    Ok(())
}

/// The download cannot write into `dir`, the folder of `path` (read-only, no permission): the
/// input names a place that cannot take the corpus.
fn unwritable_folder(path: &Path, dir: &Path, e: std::io::Error) -> Error {
    corpus_err(
        path,
        format!(
            "cannot download the corpus into {} ({e}): set data.path to a folder you can write, \
             or put the file at this path yourself",
            dir.display()
        ),
    )
}

/// One batch: `idx` and `targets`, both (B, T) u32, targets shifted by one.
pub struct Batch {
    pub idx: Tensor,
    pub targets: Tensor,
}

/// Samples batches of `block_size + 1` tokens at offsets drawn from a keyed RNG.
pub struct Batcher {
    pub batch_size: usize,
    pub block_size: usize,
    pub seed: u64,
}

impl Batcher {
    /// Micro-batch `micro` of training step `step` (1-based): a pure function of its key. In a
    /// data-parallel job `micro` is the job's micro-batch number, rank · grad_accum + the rank's
    /// own, so every rank draws different batches and a job of W ranks draws exactly what one
    /// process with W · grad_accum micro-batches draws.
    pub fn train_batch(&self, corpus: &Corpus, step: u64, micro: u64, device: &Device) -> Result<Batch> {
        // The 0 is where the key once held a rank; kept so that earlier runs resume unchanged.
        let rng = keyed_rng(&[self.seed, stream::TRAIN, step, 0, micro]);
        self.batch(corpus.split(Split::Train), rng, device)
    }

    /// Evaluation batch `i` of a split: the same batches at every evaluation, so the numbers
    /// are comparable across the run.
    pub fn eval_batch(&self, corpus: &Corpus, split: Split, i: u64, device: &Device) -> Result<Batch> {
        let rng = keyed_rng(&[self.seed, stream::EVAL, split as u64, i]);
        self.batch(corpus.split(split), rng, device)
    }

    /// Evaluation batches `range` of a split stacked along the batch axis, (G·B, T) with
    /// G = range.len(): batch i is rows [i·B, (i+1)·B), exactly `eval_batch(i)`'s rows.
    pub fn eval_batches(
        &self,
        corpus: &Corpus,
        split: Split,
        range: std::ops::Range<u64>,
        device: &Device,
    ) -> Result<Batch> {
        let (mut idx, mut targets) = (Vec::new(), Vec::new());
        for i in range.clone() {
            let rng = keyed_rng(&[self.seed, stream::EVAL, split as u64, i]);
            self.sample_into(corpus.split(split), rng, &mut idx, &mut targets);
        }
        let shape = (range.count() * self.batch_size, self.block_size);
        Ok(Batch {
            idx: Tensor::from_vec(idx, shape, device)?,
            targets: Tensor::from_vec(targets, shape, device)?,
        })
    }

    fn batch(&self, tokens: Tokens, rng: rand::rngs::StdRng, device: &Device) -> Result<Batch> {
        let (b, t) = (self.batch_size, self.block_size);
        let mut idx = Vec::with_capacity(b * t);
        let mut targets = Vec::with_capacity(b * t);
        self.sample_into(tokens, rng, &mut idx, &mut targets);
        Ok(Batch {
            idx: Tensor::from_vec(idx, (b, t), device)?,         // (B, T)
            targets: Tensor::from_vec(targets, (b, t), device)?, // (B, T)
        })
    }

    /// Append one batch's B rows of inputs and targets drawn from `rng`.
    fn sample_into(&self, tokens: Tokens, mut rng: rand::rngs::StdRng, idx: &mut Vec<u32>, targets: &mut Vec<u32>) {
        let t = self.block_size;
        // Corpus::from_store guarantees tokens.len() >= t + 1.
        let max_start = tokens.len() - t;
        for _ in 0..self.batch_size {
            let o = rng.random_range(0..max_start);
            tokens.extend_into(o, t, idx);
            tokens.extend_into(o + 1, t, targets);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_are_a_pure_function_of_their_key() {
        let text: String = (0..2000).map(|i| (b'a' + (i * 7 % 26) as u8) as char).collect();
        let c = Corpus::from_text(&text, Path::new("x"), 16, None).unwrap();
        let b = Batcher {
            batch_size: 4,
            block_size: 16,
            seed: 7,
        };
        let dev = Device::Cpu;
        let x1 = b.train_batch(&c, 3, 0, &dev).unwrap().idx.to_vec2::<u32>().unwrap();
        let _ = b.train_batch(&c, 4, 0, &dev).unwrap();
        let x2 = b.train_batch(&c, 3, 0, &dev).unwrap().idx.to_vec2::<u32>().unwrap();
        let x3 = b.train_batch(&c, 5, 0, &dev).unwrap().idx.to_vec2::<u32>().unwrap();
        assert_eq!(x1, x2);
        assert_ne!(x1, x3);
        // another rank's micro-batch (job micro-batch 1) differs
        let r1 = b.train_batch(&c, 3, 1, &dev).unwrap().idx.to_vec2::<u32>().unwrap();
        assert_ne!(x1, r1);
    }

    #[test]
    fn targets_are_inputs_shifted_by_one() {
        let text: String = (0..500).map(|i| (b'a' + (i % 26) as u8) as char).collect();
        let c = Corpus::from_text(&text, Path::new("x"), 8, None).unwrap();
        let b = Batcher {
            batch_size: 2,
            block_size: 8,
            seed: 1,
        };
        let batch = b.train_batch(&c, 1, 0, &Device::Cpu).unwrap();
        let (x, y) = (
            batch.idx.to_vec2::<u32>().unwrap(),
            batch.targets.to_vec2::<u32>().unwrap(),
        );
        for (xr, yr) in x.iter().zip(&y) {
            assert_eq!(&xr[1..], &yr[..7]);
        }
    }

    #[test]
    fn short_and_empty_corpora_are_refused() {
        assert!(Corpus::from_text("", Path::new("e.txt"), 8, None).is_err());
        let e = Corpus::from_text("abcdefghijklmnopqrst", Path::new("s.txt"), 8, None)
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("too short"), "{e}");
        // 20 characters: val is 2, so a block of 1 fits, and the message says so
        assert!(e.contains("train with model.block_size 1 or less"), "{e}");
        let fits = Corpus::from_text("abcdefghijklmnopqrst", Path::new("s.txt"), 1, None);
        assert!(fits.is_ok(), "the block size the message offers must fit");
    }
}
