//! Tokenizers: text ↔ token ids. Two kinds (`data.tokenizer`, docs/DESIGN.md §9):
//!
//! - `char`: the sorted distinct characters of the corpus; id = position. Its vocabulary is part
//!   of the run (stored in every checkpoint), so a corpus with other characters is refused.
//! - `gpt2`: GPT-2's byte-level BPE (tiktoken's `r50k_base`), 50257 ids, the ranks embedded in the
//!   `tiktoken-rs` crate so nothing is fetched at run time. The model's vocabulary is padded to a
//!   multiple of 64 (50304, as nanoGPT does: the LM head's GEMM runs on aligned shapes); the
//!   padding ids are never produced by `encode` and sampling never picks them.

use crate::config::TokenizerKind;

/// GPT-2's vocabulary: 50000 merges + 256 bytes + `<|endoftext|>`.
pub const GPT2_TOKENS: usize = 50257;
/// `<|endoftext|>`: GPT-2's document separator.
pub const GPT2_EOT: u32 = 50256;
/// The model's vocabulary is padded up to a multiple of this (nanoGPT's 50304).
pub const VOCAB_PAD: usize = 64;

/// `n` rounded up to a multiple of `VOCAB_PAD`.
pub fn padded_vocab(n: usize) -> usize {
    n.div_ceil(VOCAB_PAD) * VOCAB_PAD
}

/// GPT-2's BPE, built once per process from the ranks embedded in tiktoken-rs.
fn gpt2_bpe() -> &'static tiktoken_rs::CoreBPE {
    tiktoken_rs::r50k_base_singleton()
}

/// Encode with GPT-2's BPE as nanoGPT's `enc.encode_ordinary` does: `<|endoftext|>` in the text
/// is ordinary text, never the special id.
///
/// ```
/// assert_eq!(minigpt::data::gpt2_encode("Hello world"), vec![15496, 995]);
/// ```
pub fn gpt2_encode(text: &str) -> Vec<u32> {
    gpt2_bpe().encode_ordinary(text)
}

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

    /// Ids outside the vocabulary decode to U+FFFD.
    pub fn decode(&self, ids: &[u32]) -> String {
        ids.iter()
            .map(|&i| {
                self.chars
                    .get(i as usize)
                    .copied()
                    .unwrap_or(char::REPLACEMENT_CHARACTER)
            })
            .collect()
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

/// A run's tokenizer: what `train` tokenized the corpus with, what checkpoints record and what
/// `sample` encodes the prompt and decodes the output with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tokenizer {
    Char(Vocab),
    Gpt2,
}

impl Tokenizer {
    pub fn kind(&self) -> TokenizerKind {
        match self {
            Tokenizer::Char(_) => TokenizerKind::Char,
            Tokenizer::Gpt2 => TokenizerKind::Gpt2,
        }
    }

    /// Rows of the model's embedding and LM head: the char vocabulary as is, GPT-2's padded to
    /// a multiple of 64.
    pub fn vocab_size(&self) -> usize {
        match self {
            Tokenizer::Char(v) => v.len(),
            Tokenizer::Gpt2 => padded_vocab(GPT2_TOKENS),
        }
    }

    /// Ids that stand for text (the rest of `vocab_size` is padding, never sampled).
    pub fn n_tokens(&self) -> usize {
        match self {
            Tokenizer::Char(v) => v.len(),
            Tokenizer::Gpt2 => GPT2_TOKENS,
        }
    }

    /// Encode text; only the char tokenizer can meet a character it does not know.
    pub fn encode(&self, text: &str) -> std::result::Result<Vec<u32>, UnknownChar> {
        match self {
            Tokenizer::Char(v) => v.encode(text),
            Tokenizer::Gpt2 => Ok(gpt2_encode(text)),
        }
    }

    /// Decode ids to text. GPT-2's tokens are bytes: a sequence cut inside a multi-byte
    /// character (or holding a padding id) decodes the broken part to U+FFFD.
    pub fn decode(&self, ids: &[u32]) -> String {
        match self {
            Tokenizer::Char(v) => v.decode(ids),
            Tokenizer::Gpt2 => {
                let bpe = gpt2_bpe();
                let mut bytes = Vec::with_capacity(ids.len() * 4);
                for &id in ids {
                    match bpe.decode_bytes(&[id]) {
                        Ok(b) => bytes.extend_from_slice(&b),
                        Err(_) => bytes.extend_from_slice("\u{FFFD}".as_bytes()),
                    }
                }
                String::from_utf8_lossy(&bytes).into_owned()
            }
        }
    }

    /// The id a generation starts from when the prompt is empty: a newline for char (id 0 when
    /// the vocabulary has none), `<|endoftext|>` for GPT-2 (a document start).
    pub fn start_id(&self) -> u32 {
        match self {
            Tokenizer::Char(v) => v.encode("\n").map(|ids| ids[0]).unwrap_or(0),
            Tokenizer::Gpt2 => GPT2_EOT,
        }
    }

    /// A one-line description for messages: "char (65 symbols)", "gpt2 (50257 tokens, padded to 50304)".
    pub fn describe(&self) -> String {
        match self {
            Tokenizer::Char(v) => format!("char ({} symbols)", v.len()),
            Tokenizer::Gpt2 => format!("gpt2 ({GPT2_TOKENS} tokens, padded to {})", padded_vocab(GPT2_TOKENS)),
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
    fn gpt2_vocabulary_is_padded_to_a_multiple_of_64() {
        assert_eq!(Tokenizer::Gpt2.vocab_size(), 50304);
        assert_eq!(Tokenizer::Gpt2.n_tokens(), 50257);
        assert_eq!(padded_vocab(64), 64);
        assert_eq!(padded_vocab(65), 128);
    }

    #[test]
    fn gpt2_decodes_endoftext_and_replaces_padding_ids() {
        let t = Tokenizer::Gpt2;
        assert_eq!(t.decode(&[15496, GPT2_EOT, 995]), "Hello<|endoftext|> world");
        assert_eq!(t.decode(&[15496, 50300]), "Hello\u{FFFD}");
        // encode_ordinary: the special token's text is ordinary text, not id 50256.
        assert!(!gpt2_encode("<|endoftext|>").contains(&GPT2_EOT));
    }
}
