//! The corpus and its batches: char-level `Vocab`, corpus load / sha256 check / download, the
//! 90/10 split and the counter-based `Batcher` keyed by (seed, step, micro-batch of the job). Owns no model state.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use candle_core::{Device, Tensor};
use rand::Rng;
use sha2::{Digest, Sha256};

use crate::config::DataConfig;
use crate::error::{Error, Result};
use crate::rng::{keyed_rng, stream};

/// Character vocabulary: the sorted distinct characters of the corpus; id = position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vocab {
    chars: Vec<char>,
}

impl Vocab {
    /// The vocabulary of a text: its distinct characters, sorted.
    pub fn from_text(text: &str) -> Self {
        let mut chars: Vec<char> = text.chars().collect();
        chars.sort_unstable();
        chars.dedup();
        Self { chars }
    }

    /// Rebuild from the stored string form (all characters in id order).
    pub fn from_chars(s: &str) -> Self {
        Self {
            chars: s.chars().collect(),
        }
    }

    /// All characters in id order: the form stored in checkpoints.
    pub fn as_string(&self) -> String {
        self.chars.iter().collect()
    }

    pub fn len(&self) -> usize {
        self.chars.len()
    }

    pub fn is_empty(&self) -> bool {
        self.chars.is_empty()
    }

    /// Encode text; a character outside the vocabulary is an error naming it.
    ///
    /// ```
    /// let v = minigpt::data::Vocab::from_text("hello");
    /// assert_eq!(v.decode(&v.encode("hell").unwrap()), "hell");
    /// assert!(v.encode("hi").is_err());
    /// ```
    pub fn encode(&self, text: &str) -> std::result::Result<Vec<u32>, UnknownChar> {
        text.chars()
            .enumerate()
            .map(|(pos, c)| {
                self.chars
                    .binary_search(&c)
                    .map(|i| i as u32)
                    .map_err(|_| UnknownChar { ch: c, pos })
            })
            .collect()
    }

    pub fn decode(&self, ids: &[u32]) -> String {
        ids.iter().map(|&i| self.chars[i as usize]).collect()
    }

    /// True when every character of `other` is in this vocabulary at the same id.
    pub fn same_as(&self, other: &Vocab) -> bool {
        self.chars == other.chars
    }
}

/// A character the vocabulary does not have, and where it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnknownChar {
    pub ch: char,
    pub pos: usize,
}

impl std::fmt::Display for UnknownChar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "character {:?} at position {} is not in the vocabulary",
            self.ch, self.pos
        )
    }
}

/// The tokenized corpus split 90/10 into train and val.
pub struct Corpus {
    pub vocab: Vocab,
    pub train: Vec<u32>,
    pub val: Vec<u32>,
    pub path: PathBuf,
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
    /// Load `cfg.path` (downloading it first when missing and `cfg.url` is set), check its
    /// sha256, tokenize, split. `block_size` is checked so every split holds a whole batch row.
    pub fn load(cfg: &DataConfig, block_size: usize, progress: DownloadProgress) -> Result<Self> {
        if cfg.synthetic_vocab > 0 {
            return Ok(Self::synthetic(cfg.synthetic_vocab, cfg.synthetic_tokens));
        }
        let path = &cfg.path;
        if !path.exists() {
            if cfg.url.is_empty() {
                return Err(corpus_err(
                    path,
                    "corpus file not found (data.path); put the file there or set data.url to download it",
                ));
            }
            download(&cfg.url, path, &cfg.sha256, progress)?;
        }
        let bytes =
            std::fs::read(path).map_err(|e| corpus_err(path, format!("cannot read the corpus (data.path): {e}")))?;
        check_sha256(path, &bytes, &cfg.sha256)?;
        let text = String::from_utf8(bytes).map_err(|e| {
            corpus_err(
                path,
                format!(
                    "not valid UTF-8 at byte {}; minigpt reads UTF-8 text",
                    e.utf8_error().valid_up_to()
                ),
            )
        })?;
        Self::from_text(&text, path, block_size, None)
    }

    /// A stream of `n_tokens` uniformly random ids over `vocab_size` symbols (U+10000 onwards),
    /// the same for every run: throughput work at a real vocabulary size, nothing to learn.
    pub fn synthetic(vocab_size: usize, n_tokens: usize) -> Self {
        let chars: String = (0..vocab_size as u32)
            .filter_map(|i| char::from_u32(0x1_0000 + i))
            .collect();
        let mut rng = keyed_rng(&[stream::SYNTHETIC, vocab_size as u64]);
        let ids: Vec<u32> = (0..n_tokens).map(|_| rng.random_range(0..vocab_size as u32)).collect();
        let n_train = n_tokens * 9 / 10;
        Self {
            vocab: Vocab::from_chars(&chars),
            val: ids[n_train..].to_vec(),
            train: ids[..n_train].to_vec(),
            path: PathBuf::from(format!("<synthetic: {vocab_size} symbols, {n_tokens} tokens>")),
        }
    }

    /// Tokenize `text` with `vocab` (or its own vocabulary when `None`) and split 90/10.
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
        let n_train = ids.len() * 9 / 10;
        // Each split must hold at least one row of block_size + 1 tokens (inputs + shifted targets).
        let shortest = n_train.min(ids.len() - n_train);
        if shortest < block_size + 1 {
            return Err(corpus_err(
                path,
                format!(
                    "corpus of {} characters is too short: its 10% validation split ({} characters) \
                     needs at least model.block_size + 1 = {}",
                    ids.len(),
                    ids.len() - n_train,
                    block_size + 1
                ),
            ));
        }
        Ok(Self {
            vocab,
            val: ids[n_train..].to_vec(),
            train: ids[..n_train].to_vec(),
            path: path.to_path_buf(),
        })
    }

    pub fn split(&self, split: Split) -> &[u32] {
        match split {
            Split::Train => &self.train,
            Split::Val => &self.val,
        }
    }
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

fn check_sha256(path: &Path, bytes: &[u8], expected: &str) -> Result<()> {
    if expected.is_empty() {
        return Ok(());
    }
    let got = sha256_hex(bytes);
    if !got.eq_ignore_ascii_case(expected) {
        return Err(corpus_err(
            path,
            format!("sha256 is {got}, data.sha256 expects {expected}; replace the file or fix data.sha256"),
        ));
    }
    Ok(())
}

/// Download `url` to `path` through a temp file in the same directory; the file appears only
/// once complete and (if `sha256` is set) verified.
fn download(url: &str, path: &Path, sha256: &str, progress: DownloadProgress) -> Result<()> {
    let offline = |why: String| {
        corpus_err(
            path,
            format!("corpus file not found and the download from data.url = {url} failed ({why}); put the file at this path (data.path) and run again"),
        )
    };
    let resp = ureq::get(url).call().map_err(|e| offline(e.to_string()))?;
    let total = resp.header("Content-Length").and_then(|s| s.parse::<u64>().ok());
    let mut reader = resp.into_reader();
    let mut bytes = Vec::new();
    let mut buf = [0u8; 64 * 1024];
    loop {
        let n = reader.read(&mut buf).map_err(|e| offline(e.to_string()))?;
        if n == 0 {
            break;
        }
        bytes.extend_from_slice(&buf[..n]);
        progress(bytes.len() as u64, total);
    }
    check_sha256(path, &bytes, sha256)?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    }
    let tmp = path.with_extension("download.tmp");
    let mut f = std::fs::File::create(&tmp).map_err(|e| Error::io(&tmp, e))?;
    f.write_all(&bytes)
        .and_then(|_| f.sync_all())
        .map_err(|e| Error::io(&tmp, e))?;
    std::fs::rename(&tmp, path).map_err(|e| Error::io(path, e))?;
    Ok(())
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

    fn batch(&self, tokens: &[u32], rng: rand::rngs::StdRng, device: &Device) -> Result<Batch> {
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
    fn sample_into(&self, tokens: &[u32], mut rng: rand::rngs::StdRng, idx: &mut Vec<u32>, targets: &mut Vec<u32>) {
        let t = self.block_size;
        // Corpus::from_text guarantees tokens.len() >= t + 1.
        let max_start = tokens.len() - t;
        for _ in 0..self.batch_size {
            let o = rng.random_range(0..max_start);
            idx.extend_from_slice(&tokens[o..o + t]);
            targets.extend_from_slice(&tokens[o + 1..o + t + 1]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vocab_round_trip_and_unknown_chars() {
        let text = "First Citizen:\nBefore we proceed any further, hear me speak.";
        let v = Vocab::from_text(text);
        assert_eq!(v.decode(&v.encode(text).unwrap()), text);
        assert_eq!(Vocab::from_chars(&v.as_string()), v);
        let e = v.encode("hear Z").unwrap_err();
        assert_eq!((e.ch, e.pos), ('Z', 5));
    }

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
    }
}
