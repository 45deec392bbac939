//! Hugging Face's GPT-2 layout both ways. `train.init_from`: start a fresh run from GPT-2
//! weights in Hugging Face's safetensors layout (the `model.safetensors` of the released
//! checkpoints) instead of the random initialisation; nothing is downloaded: the user points at
//! a file they have. `export_hf` (`minigpt export --format hf`): a run's weights written in that
//! layout with a `config.json`, which `GPT2LMHeadModel.from_pretrained` loads.
//!
//! Hugging Face's GPT-2 differs from minigpt's state dict in three ways, undone here:
//! - its four projections are `Conv1D`s, stored [in, out], the transpose of our Linear's
//!   [out, in] (`attn.c_attn`, `attn.c_proj`, `mlp.c_fc`, `mlp.c_proj` weights);
//! - `wte` has GPT-2's 50257 rows; ours is padded to 50304 (docs/DESIGN.md §9). The padding
//!   rows get the mean of the real rows, so their logits start at the average logit instead of
//!   dominating the softmax (a zero row would give logit 0, far above GPT-2's typical logits);
//! - names may lack the `transformer.` prefix, and the file may hold the attention-mask buffers
//!   (`attn.bias`, `attn.masked_bias`) and the tied `lm_head.weight`, which are not parameters.
//!
//! `wpe` may have more rows than `model.block_size` (GPT-2 has 1024): the first rows are kept,
//! as nanoGPT's `crop_block_size` does. Every other shape must match the config exactly.
//! Everything is checked before any parameter is set: on error the model is untouched.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use candle_core::{Tensor, Var};
use safetensors::{Dtype, SafeTensors};

use crate::config::ModelConfig;
use crate::data::GPT2_TOKENS;
use crate::error::{Error, Result};

/// Our names of the weights Hugging Face stores as Conv1D ([in, out]).
const CONV1D: [&str; 4] = [
    ".attn.c_attn.weight",
    ".attn.c_proj.weight",
    ".mlp.c_fc.weight",
    ".mlp.c_proj.weight",
];

fn err(path: &Path, problem: impl Into<String>) -> Error {
    Error::Checkpoint {
        path: path.to_path_buf(),
        problem: format!("train.init_from: {}", problem.into()),
    }
}

/// Our name for a tensor of the file (`h.0.attn.c_attn.weight` → `transformer.h.0...`), or
/// None for what is not a parameter (mask buffers, the tied LM head).
fn our_name(name: &str) -> Option<String> {
    let bare = name.strip_prefix("transformer.").unwrap_or(name);
    let buffer = bare.ends_with(".attn.bias") || bare.ends_with(".attn.masked_bias");
    (!buffer && bare != "lm_head.weight").then(|| format!("transformer.{bare}"))
}

/// The number of blocks `transformer.h.N.*` among `names`.
fn layers<'a>(names: impl Iterator<Item = &'a str>) -> usize {
    names
        .filter_map(|n| {
            n.strip_prefix("transformer.h.")?
                .split('.')
                .next()?
                .parse::<usize>()
                .ok()
        })
        .map(|i| i + 1)
        .max()
        .unwrap_or(0)
}

fn to_f32(path: &Path, name: &str, dtype: Dtype, bytes: &[u8]) -> Result<Vec<f32>> {
    Ok(match dtype {
        Dtype::F32 => bytes
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        Dtype::F16 => bytes
            .chunks_exact(2)
            .map(|c| half::f16::from_le_bytes([c[0], c[1]]).to_f32())
            .collect(),
        Dtype::BF16 => bytes
            .chunks_exact(2)
            .map(|c| half::bf16::from_le_bytes([c[0], c[1]]).to_f32())
            .collect(),
        other => {
            return Err(err(
                path,
                format!("{name} is {other:?}; GPT-2 weights are F32, F16 or BF16"),
            ))
        }
    })
}

/// What `train.init_from` must be before its tensors are read, from its header and the
/// `config.json` beside it: a file (not a folder: the `model.safetensors` inside it is named when
/// there is one), in safetensors format, not a minigpt checkpoint (which continues with `resume`,
/// or starts a new run once exported), with the config's `model.n_layer`, `d_model` and at least
/// its `block_size` positions; and, where Hugging Face's `config.json` sits beside it, the same
/// `n_head` and a GPT-2 that minigpt computes (`gelu_new`, layer-norm epsilon 1e-5, a tied LM
/// head). Without a `config.json` nothing says how the heads split `d_model`: the returned note
/// says the config's `n_head` is taken as given. `minigpt check` runs this; `load_hf` runs it first.
pub fn check_init_file(path: &Path, model: &ModelConfig) -> Result<Option<String>> {
    if path.is_dir() {
        let inside = path.join("model.safetensors");
        let fix = match inside.is_file() {
            true => format!("name the file inside it: --set train.init_from={}", inside.display()),
            false => "name a model.safetensors file in Hugging Face's GPT-2 layout".into(),
        };
        return Err(err(path, format!("is a directory; {fix}")));
    }
    let mut file = std::fs::File::open(path).map_err(|e| err(path, format!("cannot open the file ({e})")))?;
    let mut len = [0u8; 8];
    let header = std::io::Read::read_exact(&mut file, &mut len).ok().and_then(|()| {
        let n = usize::try_from(u64::from_le_bytes(len)).ok()?;
        let size = file.metadata().ok()?.len() as usize;
        let mut header = vec![0u8; n.min(size.saturating_sub(8)).min(100 << 20)];
        std::io::Read::read_exact(&mut file, &mut header).ok()?;
        serde_json::from_slice::<serde_json::Value>(&header).ok()
    });
    let Some(header) = header else {
        return Err(err(
            path,
            "not a safetensors file; give a model.safetensors in Hugging Face's GPT-2 layout",
        ));
    };
    if header["__metadata__"]["format"] == "minigpt" {
        // a char-level run's weights index its characters: no export of them starts a run on
        // GPT-2's vocabulary, which train.init_from needs (`RunConfig::validate`)
        let start = match header["__metadata__"]["tokenizer"] == "gpt2" {
            true => format!(
                "or start from its weights with `minigpt export --ckpt {} --format hf OUT` and train.init_from=OUT/model.safetensors",
                path.display()
            ),
            false => "its weights are a char-level run's, whose vocabulary is its characters: train.init_from takes a model \
                 of GPT-2's vocabulary (Hugging Face's GPT-2, or the export of a run with data.tokenizer = \"gpt2\")"
                .into(),
        };
        return Err(err(
            path,
            format!(
                "a minigpt checkpoint, not Hugging Face's GPT-2 layout: continue its run with `minigpt resume --ckpt {}`; {start}",
                path.display(),
            ),
        ));
    }
    check_header_shape(path, &header, model)?;
    check_hf_config(path, model)
}

/// The model's size as the file's header gives it (blocks, `wte`'s width, `wpe`'s rows) against
/// the config, each mismatch with the setting that fits the file.
fn check_header_shape(path: &Path, header: &serde_json::Value, model: &ModelConfig) -> Result<()> {
    let shapes: BTreeMap<String, Vec<usize>> = header
        .as_object()
        .into_iter()
        .flatten()
        .filter_map(|(name, v)| {
            let shape = v["shape"]
                .as_array()?
                .iter()
                .map(|d| d.as_u64().map(|d| d as usize))
                .collect::<Option<_>>()?;
            Some((our_name(name)?, shape))
        })
        .collect();
    // the vocabulary first: no model.* setting fixes it
    if let Some(shape @ [rows, _]) = shapes.get("transformer.wte.weight").map(Vec::as_slice) {
        if *rows != GPT2_TOKENS {
            return Err(err(path, vocabulary_mismatch(shape)));
        }
    }
    let have = layers(shapes.keys().map(String::as_str));
    if have != model.n_layer {
        return Err(err(
            path,
            format!(
                "the file has {have} blocks (h.0 .. h.{}), the config has model.n_layer = {}: set model.n_layer={have}",
                have.max(1) - 1,
                model.n_layer
            ),
        ));
    }
    if let Some(shape @ [_, d]) = shapes.get("transformer.wte.weight").map(Vec::as_slice) {
        if *d != model.d_model {
            return Err(err(
                path,
                format!(
                    "the file's wte.weight is {shape:?}, d_model {d}; the config has model.d_model = {}: set model.d_model={d}",
                    model.d_model
                ),
            ));
        }
    }
    if let Some(shape @ [rows, _]) = shapes.get("transformer.wpe.weight").map(Vec::as_slice) {
        if *rows < model.block_size {
            return Err(err(
                path,
                format!(
                    "the file's wpe.weight is {shape:?}: {rows} positions, fewer than model.block_size = {}: set model.block_size to {rows} or less",
                    model.block_size
                ),
            ));
        }
    }
    Ok(())
}

/// The refusal of a file whose `wte` (`shape`) is not GPT-2's 50257 rows: its model was trained
/// on another vocabulary (a char-level run's export has its characters' rows).
fn vocabulary_mismatch(shape: &[usize]) -> String {
    format!(
        "the file's wte.weight is {shape:?}: a vocabulary of {} tokens, where data.tokenizer = \"gpt2\" has GPT-2's {GPT2_TOKENS}; \
         train.init_from takes a model of GPT-2's vocabulary (Hugging Face's GPT-2, or the export of a run with data.tokenizer = \"gpt2\"), \
         not one of another tokenizer (a char-level run's export)",
        shape.first().copied().unwrap_or(0)
    )
}

/// Hugging Face's `config.json` beside the weights: the head count (which no tensor's shape
/// gives) and the settings under which the weights compute minigpt's GPT-2. None when it is
/// there and agrees; the note to print when there is none.
fn check_hf_config(path: &Path, model: &ModelConfig) -> Result<Option<String>> {
    let json_path = path.parent().unwrap_or(Path::new(".")).join("config.json");
    let text = match std::fs::read_to_string(&json_path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Some(format!(
                "train.init_from: no config.json beside {}: the weights do not say how d_model splits into heads, \
                 so model.n_head = {} is taken as given (GPT-2 small, medium, large, XL: 12, 16, 20, 25); \
                 a wrong count loads and trains another model",
                path.display(),
                model.n_head
            )))
        }
        Err(e) => {
            return Err(err(
                path,
                format!("cannot read {} beside it ({e})", json_path.display()),
            ))
        }
    };
    let cfg: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| err(path, format!("{} beside it is not JSON ({e})", json_path.display())))?;
    let says = |key: &str, fix: String| {
        err(
            path,
            format!("{} says {key} = {}; {fix}", json_path.display(), cfg[key]),
        )
    };
    if cfg.get("model_type").is_some_and(|t| t != "gpt2") {
        return Err(says("model_type", "minigpt loads GPT-2 (\"gpt2\") only".into()));
    }
    for (key, ours, value) in [
        ("n_layer", "model.n_layer", model.n_layer),
        ("n_embd", "model.d_model", model.d_model),
        ("n_head", "model.n_head", model.n_head),
    ] {
        if let Some(n) = cfg.get(key).and_then(serde_json::Value::as_u64) {
            if n as usize != value {
                return Err(says(key, format!("the config has {ours} = {value}: set {ours}={n}")));
            }
        }
    }
    if let Some(n) = cfg.get("n_positions").and_then(serde_json::Value::as_u64) {
        if (n as usize) < model.block_size {
            let fix = format!(
                "fewer than model.block_size = {}: set model.block_size to {n} or less",
                model.block_size
            );
            return Err(says("n_positions", fix));
        }
    }
    let another = "these weights compute another model than minigpt's GPT-2";
    if let Some(act) = cfg.get("activation_function").and_then(serde_json::Value::as_str) {
        if !matches!(act, "gelu_new" | "gelu_pytorch_tanh") {
            return Err(says(
                "activation_function",
                format!("minigpt computes gelu_new (GELU's tanh approximation): {another}"),
            ));
        }
    }
    if let Some(eps) = cfg.get("layer_norm_epsilon").and_then(serde_json::Value::as_f64) {
        if (eps - 1e-5).abs() > 1e-12 {
            return Err(says(
                "layer_norm_epsilon",
                format!("minigpt's LayerNorm uses 1e-5: {another}"),
            ));
        }
    }
    if let Some(n) = cfg.get("n_inner").and_then(serde_json::Value::as_u64) {
        if n as usize != 4 * model.d_model {
            return Err(says(
                "n_inner",
                format!("minigpt's MLP is 4 × d_model = {} wide: {another}", 4 * model.d_model),
            ));
        }
    }
    for (key, want) in [
        ("scale_attn_weights", true),
        ("scale_attn_by_inverse_layer_idx", false),
        ("tie_word_embeddings", true),
    ] {
        if cfg
            .get(key)
            .and_then(serde_json::Value::as_bool)
            .is_some_and(|b| b != want)
        {
            return Err(says(key, format!("minigpt's GPT-2 has {key} = {want}: {another}")));
        }
    }
    Ok(None)
}

/// Load the file at `path` into the model's masters `named` (minigpt's names and shapes).
/// `n_tokens` is the tokenizer's real vocabulary (GPT-2's 50257): the file's `wte` must have
/// exactly that many rows.
pub fn load_hf(path: &Path, model: &ModelConfig, named: &[(String, Var)], n_tokens: usize) -> Result<()> {
    if let Some(note) = check_init_file(path, model)? {
        crate::notice::once("init_from without config.json", || note);
    }
    let file = std::fs::File::open(path).map_err(|e| err(path, format!("cannot open the file ({e})")))?;
    // SAFETY: read-only map of a file minigpt does not write; a concurrent writer could only
    // make the weights wrong, which the shape checks do not rely on for memory safety.
    let bytes = unsafe { memmap2::Mmap::map(&file) }.map_err(|e| err(path, format!("cannot read ({e})")))?;
    let st = SafeTensors::deserialize(&bytes).map_err(|e| {
        err(
            path,
            format!("not a safetensors file ({e}); give a model.safetensors in Hugging Face's GPT-2 layout"),
        )
    })?;
    let mut file_tensors = BTreeMap::new();
    check_tied_head(path, &st)?;
    for (name, view) in st.tensors() {
        if let Some(ours) = our_name(&name) {
            file_tensors.insert(ours, (name, view));
        }
    }
    let (have, want) = (
        layers(file_tensors.keys().map(String::as_str)),
        layers(named.iter().map(|(n, _)| n.as_str())),
    );
    if have != want {
        return Err(err(
            path,
            format!(
                "the file has {have} blocks (h.0 .. h.{}), the config has model.n_layer = {want}",
                have.max(1) - 1
            ),
        ));
    }
    let mut loaded = Vec::with_capacity(named.len());
    for (name, var) in named {
        let Some((file_name, view)) = file_tensors.remove(name) else {
            return Err(err(
                path,
                format!("the file has no {name} (nor its name without `transformer.`)"),
            ));
        };
        let ours = var.dims().to_vec();
        let conv1d = CONV1D.iter().any(|s| name.ends_with(s));
        let file_shape = view.shape().to_vec();
        // What the file must hold, in its own layout.
        let (expected, hint) = if conv1d {
            (vec![ours[1], ours[0]], "Conv1D, stored [in, out]")
        } else if name == "transformer.wte.weight" {
            (vec![n_tokens, ours[1]], "GPT-2's vocabulary × model.d_model")
        } else if name == "transformer.wpe.weight" {
            let rows = file_shape.first().copied().unwrap_or(0).max(ours[0]);
            (vec![rows, ours[1]], "at least model.block_size rows × model.d_model")
        } else {
            (ours.clone(), "as in minigpt")
        };
        if name == "transformer.wte.weight" && file_shape.first() != Some(&n_tokens) {
            return Err(err(path, vocabulary_mismatch(&file_shape)));
        }
        if file_shape != expected {
            return Err(err(
                path,
                format!(
                    "first mismatch: {file_name} is {file_shape:?} in the file, the config needs {expected:?} ({hint}); \
                     set model.n_layer, n_head, d_model to the checkpoint's (GPT-2 small: 12, 12, 768)"
                ),
            ));
        }
        let values = to_f32(path, &file_name, view.dtype(), view.data())?;
        let device = var.device();
        let t = Tensor::from_vec(values, file_shape.as_slice(), device)?;
        let t = if conv1d {
            t.t()?.contiguous()?
        } else if name == "transformer.wte.weight" && ours[0] > n_tokens {
            let pad = t.mean_keepdim(0)?.broadcast_as((ours[0] - n_tokens, ours[1]))?;
            Tensor::cat(&[&t, &pad], 0)?
        } else if name == "transformer.wpe.weight" {
            t.narrow(0, 0, ours[0])?
        } else {
            t
        };
        loaded.push((var, t));
    }
    if let Some((_, (file_name, view))) = file_tensors.into_iter().next() {
        return Err(err(
            path,
            format!(
                "the file has {file_name} {:?}, which minigpt's GPT-2 does not; is it a GPT-2 checkpoint?",
                view.shape()
            ),
        ));
    }
    for (var, t) in loaded {
        var.set(&t.to_dtype(var.dtype())?)?;
    }
    Ok(())
}

/// A file that stores `lm_head.weight` must store `wte`'s values there: GPT-2's LM head is
/// tied to its token embeddings, and so is minigpt's, which has no separate head to load.
fn check_tied_head(path: &Path, st: &SafeTensors) -> Result<()> {
    let find = |names: [&str; 2]| names.iter().find_map(|n| st.tensor(n).ok());
    let (Some(head), Some(wte)) = (
        find(["lm_head.weight", "transformer.lm_head.weight"]),
        find(["transformer.wte.weight", "wte.weight"]),
    ) else {
        return Ok(());
    };
    let same = head.shape() == wte.shape()
        && match head.dtype() == wte.dtype() {
            true => head.data() == wte.data(),
            false => {
                to_f32(path, "lm_head.weight", head.dtype(), head.data())?
                    == to_f32(path, "wte.weight", wte.dtype(), wte.data())?
            }
        };
    match same {
        true => Ok(()),
        false => Err(err(
            path,
            "the file's lm_head.weight differs from its wte.weight: an untied LM head, where minigpt's GPT-2 (as GPT-2) \
             ties the head to the token embeddings; these weights would compute another model",
        )),
    }
}

/// The file beside a char-level run's export that lists its characters in id order.
pub const CHAR_VOCAB: &str = "char_vocab.json";

/// What `export_hf` wrote.
#[derive(Debug)]
pub struct HfExport {
    pub config: PathBuf,
    pub weights: PathBuf,
    /// A char-level run's characters in id order (`char_vocab.json`): transformers has no
    /// tokenizer for them, and without it the ids stand for nothing.
    pub chars: Option<PathBuf>,
    /// Weights that are not finite (NaN, ±inf), with the first tensor that holds one: written
    /// as they are.
    pub non_finite: Option<(usize, String)>,
    /// The exported vocabulary: GPT-2's 50257 for a BPE run, the characters of a char run.
    pub vocab_size: usize,
}

/// Write the masters `named` (minigpt's names and layout, `model`'s shapes) as Hugging Face's
/// GPT-2 into the directory `out`: `model.safetensors` in `GPT2LMHeadModel`'s layout (the four
/// projections transposed to Conv1D's [in, out], `wte` cropped to the tokenizer's `n_tokens`
/// rows, the LM head left to `tie_word_embeddings`) and `config.json` (a `GPT2Config`: the
/// shape, `gelu_new`, layer-norm epsilon 1e-5, the dropouts). `gpt2_bpe`: the run tokenized with
/// GPT-2's BPE (then `<|endoftext|>` is bos and eos); a char run is exported with its own vocab
/// size and its characters (`chars`, in id order) in `char_vocab.json`. Refuses to write over an existing export, and a model that is not
/// minigpt's GPT-2 (a name or shape GPT-2's layout has no place for).
pub fn export_hf(
    named: &[(String, Var)],
    model: &ModelConfig,
    n_tokens: usize,
    gpt2_bpe: bool,
    chars: Option<&str>,
    out: &Path,
) -> Result<HfExport> {
    let fail = |problem: String| Error::Checkpoint {
        path: out.to_path_buf(),
        problem: format!("export --format hf: {problem}"),
    };
    let (config, weights, vocab) = (
        out.join("config.json"),
        out.join("model.safetensors"),
        out.join(CHAR_VOCAB),
    );
    if let Some(existing) = [&config, &weights, &vocab].into_iter().find(|p| p.exists()) {
        return Err(fail(format!(
            "{} exists; export into a new directory (nothing was written)",
            existing.display()
        )));
    }
    let mut tensors: Vec<(String, Vec<usize>, Vec<u8>)> = Vec::with_capacity(named.len());
    let mut non_finite: Option<(usize, String)> = None;
    for (name, var) in named {
        let block_part = name
            .strip_prefix("transformer.h.")
            .and_then(|r| r.split_once('.'))
            .map(|(_, p)| p);
        let known = matches!(
            name.as_str(),
            "transformer.wte.weight" | "transformer.wpe.weight" | "transformer.ln_f.weight" | "transformer.ln_f.bias"
        ) || block_part.is_some_and(|p| {
            ["ln_1", "ln_2", "attn.c_attn", "attn.c_proj", "mlp.c_fc", "mlp.c_proj"]
                .iter()
                .any(|m| p == format!("{m}.weight") || p == format!("{m}.bias"))
        });
        if !known {
            return Err(fail(format!("{name} has no place in GPT-2's layout")));
        }
        let mut t = var.as_tensor().to_dtype(candle_core::DType::F32)?;
        if CONV1D.iter().any(|s| name.ends_with(s)) {
            t = t.t()?.contiguous()?; // Linear [out, in] -> Conv1D [in, out]
        } else if name == "transformer.wte.weight" {
            let rows = t.dim(0)?;
            if rows < n_tokens {
                return Err(fail(format!(
                    "wte has {rows} rows, fewer than the vocabulary's {n_tokens}"
                )));
            }
            t = t.narrow(0, 0, n_tokens)?.contiguous()?; // the padding rows are not GPT-2's
        }
        let values = t.flatten_all()?.to_vec1::<f32>()?;
        let bad = values.iter().filter(|v| !v.is_finite()).count();
        if bad > 0 {
            let (n, _) = non_finite.get_or_insert((0, name.clone()));
            *n += bad;
        }
        let bytes = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        tensors.push((name.clone(), t.dims().to_vec(), bytes));
    }
    let views = tensors
        .iter()
        .map(|(n, shape, b)| {
            let view = safetensors::tensor::TensorView::new(Dtype::F32, shape.clone(), b)
                .map_err(|e| fail(format!("{n}: {e}")))?;
            Ok((n.clone(), view))
        })
        .collect::<Result<Vec<_>>>()?;
    // transformers refuses a safetensors file without `format` = "pt" in its metadata.
    let meta: HashMap<String, String> = [("format".to_string(), "pt".to_string())].into();
    let bytes = safetensors::serialize(views, Some(meta)).map_err(|e| fail(e.to_string()))?;
    let mut cfg = serde_json::json!({
        "architectures": ["GPT2LMHeadModel"],
        "model_type": "gpt2",
        "vocab_size": n_tokens,
        "n_positions": model.block_size,
        "n_ctx": model.block_size,
        "n_embd": model.d_model,
        "n_layer": model.n_layer,
        "n_head": model.n_head,
        "n_inner": null,
        "activation_function": "gelu_new",
        "layer_norm_epsilon": 1e-5,
        "resid_pdrop": model.dropout,
        "embd_pdrop": model.dropout,
        "attn_pdrop": model.dropout,
        "initializer_range": 0.02,
        "scale_attn_weights": true,
        "tie_word_embeddings": true,
        "torch_dtype": "float32",
    });
    // GPT-2's <|endoftext|>; a character vocabulary has none, and transformers' GPT-2 default
    // (50256) lies outside it, so it is written as null
    let special = if gpt2_bpe {
        serde_json::json!(50256)
    } else {
        serde_json::Value::Null
    };
    cfg["bos_token_id"] = special.clone();
    cfg["eos_token_id"] = special;
    let text = serde_json::to_string_pretty(&cfg).expect("invariant: a JSON value serializes");
    let chars = chars.map(|c| {
        let list: Vec<String> = c.chars().map(String::from).collect();
        serde_json::to_string_pretty(&serde_json::json!({ "type": "char", "chars": list }))
            .expect("invariant: a JSON value serializes")
    });
    std::fs::create_dir_all(out).map_err(|e| Error::io(out, e))?;
    let mut files = vec![(&weights, bytes.as_slice()), (&config, text.as_bytes())];
    if let Some(c) = &chars {
        files.push((&vocab, c.as_bytes()));
    }
    write_all_or_none(&files)?;
    Ok(HfExport {
        config,
        weights,
        chars: chars.map(|_| vocab),
        non_finite,
        vocab_size: n_tokens,
    })
}

/// Write each `(path, bytes)` through a temporary file beside it, all of them before any is
/// renamed into place: on a failure (a full disk) none of the files is left, nor any temporary
/// one, so the export can simply be run again.
fn write_all_or_none(files: &[(&PathBuf, &[u8])]) -> Result<()> {
    use std::io::Write;
    // hidden and named by this process (`atomic_file::temp_for`): never a user's file in OUT
    let tmp = |path: &Path| crate::atomic_file::temp_for(path);
    for (path, _) in files {
        crate::atomic_file::remove_stale_temps(path);
    }
    // named by the file the user asked for (not its temporary), with what is left and the fix
    let failed = |path: &Path, e: std::io::Error| {
        let fix = match e.kind() {
            std::io::ErrorKind::StorageFull | std::io::ErrorKind::QuotaExceeded => "free space there, then ",
            _ => "",
        };
        let why = format!("{e}; the export was abandoned, none of its files left: {fix}run it again");
        Error::io(path, std::io::Error::new(e.kind(), why))
    };
    let mut placed: Vec<&Path> = Vec::new();
    let result = (|| -> Result<()> {
        for (path, bytes) in files {
            let mut f = std::fs::File::create(tmp(path)).map_err(|e| failed(path, e))?;
            f.write_all(bytes)
                .and_then(|()| f.sync_all())
                .map_err(|e| failed(path, e))?;
        }
        for (path, _) in files {
            std::fs::rename(tmp(path), path).map_err(|e| failed(path, e))?;
            placed.push(path);
        }
        Ok(())
    })();
    if result.is_err() {
        for (path, _) in files {
            let _ = std::fs::remove_file(tmp(path));
        }
        for path in placed {
            let _ = std::fs::remove_file(path);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A write that fails part way (config.json's temporary on a full disk) leaves neither file
    /// nor any temporary, so the export can be run again; the error names the file asked for
    /// (it named the temporary) and says what to do.
    #[test]
    fn a_failed_export_leaves_nothing_and_names_the_file_asked_for() {
        let dir = std::env::temp_dir().join(format!("minigpt-export-fail-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let (weights, config) = (dir.join("model.safetensors"), dir.join("config.json"));
        std::os::unix::fs::symlink("/dev/full", crate::atomic_file::temp_for(&config)).unwrap();
        let e = write_all_or_none(&[(&weights, b"weights"), (&config, b"{}")]).unwrap_err();
        let said = e.to_string();
        assert!(
            said.starts_with(&format!("{}:", config.display()))
                && said
                    .contains("the export was abandoned, none of its files left: free space there, then run it again"),
            "{said}"
        );
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert!(left.is_empty(), "a failed export left {left:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn names_map_with_and_without_the_prefix_and_buffers_are_skipped() {
        assert_eq!(
            our_name("h.0.attn.c_attn.weight").unwrap(),
            "transformer.h.0.attn.c_attn.weight"
        );
        assert_eq!(our_name("transformer.wte.weight").unwrap(), "transformer.wte.weight");
        assert_eq!(our_name("h.3.attn.bias"), None);
        assert_eq!(our_name("h.3.attn.masked_bias"), None);
        assert_eq!(our_name("lm_head.weight"), None);
        assert_eq!(
            our_name("h.3.attn.c_attn.bias").unwrap(),
            "transformer.h.3.attn.c_attn.bias"
        );
        assert_eq!(
            layers(["transformer.h.0.x", "transformer.h.11.y", "transformer.wte.weight"].into_iter()),
            12
        );
    }
}
