//! `train.init_from` (issue 17): a file in Hugging Face's GPT-2 layout, generated here, loads
//! into the model and gives the same logits as the same weights saved as a minigpt checkpoint;
//! a file of another shape is refused naming the first mismatch.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use candle_core::{DType, Device, Tensor};
use minigpt::ckpt::{self, Checkpoint, Snapshot};
use minigpt::config::RunConfig;
use minigpt::data::Corpus;
use minigpt::model::{Ctx, Gpt};
use minigpt::precision::PrecisionPolicy;
use minigpt::train::Trainer;
use rand::SeedableRng;
use rand_distr::{Distribution, Normal};

use crate::common::*;

const GPT2_TOKENS: usize = 50257;
/// wpe rows in the file: more than the config's block_size (GPT-2 has 1024 for any run).
const FILE_POSITIONS: usize = 24;

fn config(corpus: &Path, out: &Path, extra: &[&str]) -> RunConfig {
    let mut sets = vec![
        "data.tokenizer=gpt2",
        "model.n_layer=2",
        "model.n_head=2",
        "model.d_model=16",
    ];
    sets.extend_from_slice(extra);
    micro_config(corpus, out, &sets) // block_size 16
}

/// Random weights in minigpt's names and layout for `cfg` (wte padded to 50304: its padding
/// rows are irrelevant here and left random).
fn our_weights(cfg: &RunConfig, seed: u64) -> Vec<(String, Tensor)> {
    let model = Gpt::new(&cfg.model, 50304, 1, DType::F32, &Device::Cpu).unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let normal = Normal::new(0.0f32, 0.5).unwrap();
    model
        .params()
        .named()
        .iter()
        .map(|(name, var)| {
            let values: Vec<f32> = (0..var.elem_count()).map(|_| normal.sample(&mut rng)).collect();
            (
                name.clone(),
                Tensor::from_vec(values, var.dims(), &Device::Cpu).unwrap(),
            )
        })
        .collect()
}

/// The same weights as Hugging Face stores GPT-2: no `transformer.` prefix, Conv1D weights
/// [in, out], wte with 50257 rows, wpe with more rows than block_size (the extra ones random),
/// plus the attention-mask buffers and the tied lm_head that a real file carries.
fn write_hf(ours: &[(String, Tensor)], path: &Path, n_positions: usize) {
    write_hf_head(ours, path, n_positions, false)
}

/// `write_hf`, with an `lm_head.weight` of other values than `wte` when `untied`.
fn write_hf_head(ours: &[(String, Tensor)], path: &Path, n_positions: usize, untied: bool) {
    let mut hf: Vec<(String, Tensor)> = Vec::new();
    for (name, t) in ours {
        let bare = name.strip_prefix("transformer.").unwrap().to_string();
        let conv1d = [
            "attn.c_attn.weight",
            "attn.c_proj.weight",
            "mlp.c_fc.weight",
            "mlp.c_proj.weight",
        ]
        .iter()
        .any(|s| bare.ends_with(s));
        let t = if conv1d {
            t.t().unwrap().contiguous().unwrap()
        } else if bare == "wte.weight" {
            t.narrow(0, 0, GPT2_TOKENS).unwrap()
        } else if bare == "wpe.weight" {
            let extra = Tensor::ones(
                (n_positions - t.dim(0).unwrap(), t.dim(1).unwrap()),
                DType::F32,
                &Device::Cpu,
            );
            Tensor::cat(&[t, &extra.unwrap()], 0).unwrap()
        } else {
            t.clone()
        };
        if bare == "wte.weight" {
            let head = if untied { (&t * 0.5).unwrap() } else { t.clone() };
            hf.push(("lm_head.weight".into(), head));
        }
        if let Some(block) = bare.strip_suffix(".ln_1.weight") {
            let mask = Tensor::ones((1, 1, n_positions, n_positions), DType::F32, &Device::Cpu).unwrap();
            hf.push((format!("{block}.attn.bias"), mask));
        }
        hf.push((bare, t));
    }
    let bytes: Vec<(String, Vec<u8>, Vec<usize>)> = hf
        .iter()
        .map(|(n, t)| {
            let v = t.flatten_all().unwrap().to_vec1::<f32>().unwrap();
            (
                n.clone(),
                v.iter().flat_map(|x| x.to_le_bytes()).collect(),
                t.dims().to_vec(),
            )
        })
        .collect();
    let views: Vec<(String, safetensors::tensor::TensorView)> = bytes
        .iter()
        .map(|(n, b, s)| {
            (
                n.clone(),
                safetensors::tensor::TensorView::new(safetensors::Dtype::F32, s.clone(), b).unwrap(),
            )
        })
        .collect();
    let meta: HashMap<String, String> = [("format".to_string(), "pt".to_string())].into();
    std::fs::write(path, safetensors::serialize(views, Some(meta)).unwrap()).unwrap();
}

/// Logits (B, T, V) of `model` on fixed ids, in fp32.
fn logits(model: &Gpt, cfg: &RunConfig) -> Vec<f32> {
    let policy = PrecisionPolicy::new(&cfg.precision);
    let weights = policy.cast_masters_for_inference(&model.params().vars()).unwrap();
    let ctx = Ctx::plain(&policy, &weights);
    let ids: Vec<u32> = (0..32u32).map(|i| (i * 7919) % GPT2_TOKENS as u32).collect();
    let idx = Tensor::from_vec(ids, (2, 16), &Device::Cpu).unwrap();
    let out = model.forward(&idx, &ctx).unwrap();
    // Only the real vocabulary: the padding rows of wte are filled by init_from (their mean).
    out.narrow(2, 0, GPT2_TOKENS)
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f32>()
        .unwrap()
}

/// The trainer's state as the checkpoint of a run in `run`, as `train` writes it.
fn save_run(t: &Trainer, run: &Path) -> PathBuf {
    std::fs::create_dir_all(run).unwrap();
    let snap = Snapshot {
        spike: None,
        fp8: None,
        corpus_sha256: None,
        named: t.model.params().named(),
        optim: &t.optim,
        state: t.state,
        config: &t.cfg,
        tokenizer: &t.corpus.tokenizer,
    };
    ckpt::save(run, &snap, ckpt::Keep { last: 1, every: 0 }, 0).unwrap()
}

/// `minigpt export --format hf --ckpt RUN OUT`.
fn export_output(run: &Path, out: &Path) -> std::process::Output {
    bin()
        .args(["export", "--format", "hf", "--ckpt"])
        .arg(run)
        .arg(out)
        .output()
        .unwrap()
}

/// `minigpt export --format hf --ckpt RUN OUT`, which must succeed.
fn export_hf(run: &Path, out: &Path) {
    let o = export_output(run, out);
    assert!(o.status.success(), "{}", stderr(&o));
}

fn corpus_in(dir: &Path) -> PathBuf {
    let corpus = dir.join("c.txt");
    std::fs::copy(small_corpus(), &corpus).unwrap();
    corpus
}

#[test]
fn init_from_loads_hugging_face_gpt2_layout_like_a_minigpt_checkpoint() {
    let dir = scratch("init-from");
    let corpus = corpus_in(&dir);
    let hf = dir.join("model.safetensors");
    let base = config(&corpus, &dir.join("a"), &[]);
    let ours = our_weights(&base, 7);
    write_hf(&ours, &hf, FILE_POSITIONS);

    // A: a fresh run started from the Hugging Face file.
    let cfg = config(&corpus, &dir.join("a"), &[&format!("train.init_from={}", hf.display())]);
    let corpus_a = Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
    let a = Trainer::new(cfg.clone(), Device::Cpu, corpus_a).unwrap();

    // B: the same weights written as a minigpt checkpoint, loaded the way sample/eval do.
    let b_model = Gpt::new(&base.model, 50304, 99, DType::F32, &Device::Cpu).unwrap();
    for ((name, var), (n2, t)) in b_model.params().named().iter().zip(&ours) {
        assert_eq!(name, n2);
        var.set(t).unwrap();
    }
    let optim = minigpt::optim::AdamW::new(&base.train, &b_model.params().vars()).unwrap();
    let ck_dir = dir.join("b");
    std::fs::create_dir_all(&ck_dir).unwrap();
    let path = ckpt::save(
        &ck_dir,
        &Snapshot {
            spike: None,
            fp8: None,
            corpus_sha256: None,
            named: b_model.params().named(),
            optim: &optim,
            state: a.state,
            config: &base,
            tokenizer: &a.corpus.tokenizer,
        },
        ckpt::Keep { last: 1, every: 0 },
        0,
    )
    .unwrap();
    let ck = Checkpoint::load(&path).unwrap();
    let b = Gpt::new(&ck.config.model, ck.tokenizer.vocab_size(), 5, DType::F32, &Device::Cpu).unwrap();
    ck.restore(b.params().named(), None).unwrap();

    let (la, lb) = (logits(&a.model, &cfg), logits(&b, &base));
    assert_eq!(la.len(), lb.len());
    let same = la.iter().zip(&lb).all(|(x, y)| x.to_bits() == y.to_bits());
    assert!(same, "logits differ: first {:?} vs {:?}", &la[..4], &lb[..4]);

    // Every parameter arrived (not just the ones the logits happen to be sensitive to), the
    // wpe cropped to block_size, wte's padding rows the mean of its real rows.
    for ((name, var), (_, want)) in a.model.params().named().iter().zip(&ours) {
        let got = var.as_tensor();
        let (got, want) = if name == "transformer.wte.weight" {
            let pad = got.narrow(0, GPT2_TOKENS, 47).unwrap();
            let mean = want.narrow(0, 0, GPT2_TOKENS).unwrap().mean_keepdim(0).unwrap();
            let diff = pad.broadcast_sub(&mean).unwrap().abs().unwrap().max_all().unwrap();
            assert!(diff.to_scalar::<f32>().unwrap() < 1e-6);
            (
                got.narrow(0, 0, GPT2_TOKENS).unwrap(),
                want.narrow(0, 0, GPT2_TOKENS).unwrap(),
            )
        } else {
            (got.clone(), want.clone())
        };
        let eq = got.eq(&want).unwrap().to_dtype(DType::F32).unwrap().min_all().unwrap();
        assert_eq!(eq.to_scalar::<f32>().unwrap(), 1.0, "{name}");
    }
}

#[test]
fn init_from_refuses_another_shape_naming_the_first_mismatch() {
    let dir = scratch("init-from-bad");
    let corpus = corpus_in(&dir);
    let hf = dir.join("model.safetensors");
    write_hf(
        &our_weights(&config(&corpus, &dir.join("x"), &[]), 3),
        &hf,
        FILE_POSITIONS,
    );
    let init = format!("train.init_from={}", hf.display());
    let refused = |extra: &[&str]| -> String {
        let mut sets = vec![init.as_str()];
        sets.extend_from_slice(extra);
        let cfg = config(&corpus, &dir.join("r"), &sets);
        let c = Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
        let e = Trainer::new(cfg, Device::Cpu, c).err().expect("refused");
        assert!(e.is_input_error(), "{e}");
        e.to_string()
    };
    let e = refused(&["model.d_model=32"]);
    assert!(
        e.contains("wte.weight is [50257, 16], d_model 16; the config has model.d_model = 32: set model.d_model=16"),
        "{e}"
    );
    let e = refused(&["model.n_layer=3"]);
    assert!(
        e.contains("2 blocks") && e.contains("model.n_layer = 3: set model.n_layer=2"),
        "{e}"
    );
    let e = refused(&["model.block_size=32"]);
    assert!(
        e.contains("wpe.weight is [24, 16]") && e.contains("set model.block_size to 24 or less"),
        "{e}"
    );

    // Through the command line: exit 2, one line, naming the file.
    let mut sets = micro_sets(&corpus, &dir.join("cli"));
    for s in [
        "data.tokenizer=gpt2",
        "model.n_layer=2",
        "model.n_head=2",
        "model.d_model=8",
        &init,
    ] {
        sets.push(s.to_string());
    }
    let o = train(&sets);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("model.safetensors") && err.contains("set model.d_model=16"),
        "{err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");

    // init_from with the char tokenizer is refused when the config is read.
    let e = RunConfig::load(
        &root().join("configs/tiny.toml"),
        &[format!("train.init_from={}", hf.display())],
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("train.init_from") && e.contains("data.tokenizer = \"gpt2\""),
        "{e}"
    );
}

/// `minigpt export --format hf`: a checkpoint's weights in GPT2LMHeadModel's layout (Conv1D
/// transposes, wte cropped to 50257, no optimizer, no separate LM head) with a GPT2Config; read
/// back through `train.init_from`, the model gives the checkpoint's logits bit for bit. An
/// existing export is not overwritten; a char run is exported with its own vocabulary.
#[test]
fn export_hf_round_trips_through_init_from() {
    let dir = scratch("export-hf");
    let corpus = corpus_in(&dir);
    let base = config(&corpus, &dir.join("run"), &[]);
    let corpus_b = Corpus::load(&base.data, base.model.block_size, &mut |_, _| {}).unwrap();
    let t = Trainer::new(base.clone(), Device::Cpu, corpus_b).unwrap();
    for ((_, var), (_, w)) in t.model.params().named().iter().zip(our_weights(&base, 11)) {
        var.set(&w).unwrap();
    }
    let run = dir.join("run");
    save_run(&t, &run);
    let out = dir.join("hf");
    export_hf(&run, &out);

    let cfg: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("config.json")).unwrap()).unwrap();
    for (k, v) in [
        ("model_type", serde_json::json!("gpt2")),
        ("vocab_size", serde_json::json!(GPT2_TOKENS)),
        ("n_layer", serde_json::json!(2)),
        ("n_head", serde_json::json!(2)),
        ("n_embd", serde_json::json!(16)),
        ("n_positions", serde_json::json!(16)),
        ("activation_function", serde_json::json!("gelu_new")),
        ("tie_word_embeddings", serde_json::json!(true)),
        ("eos_token_id", serde_json::json!(50256)),
    ] {
        assert_eq!(cfg[k], v, "config.json {k}");
    }
    let bytes = std::fs::read(out.join("model.safetensors")).unwrap();
    let st = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    let shape = |n: &str| st.tensor(n).unwrap().shape().to_vec();
    assert_eq!(shape("transformer.wte.weight"), [GPT2_TOKENS, 16]);
    assert_eq!(
        shape("transformer.h.0.attn.c_attn.weight"),
        [16, 48],
        "Conv1D: [in, out]"
    );
    assert_eq!(shape("transformer.h.1.mlp.c_proj.weight"), [64, 16]);
    assert!(st
        .names()
        .iter()
        .all(|n| !n.starts_with("optim.") && *n != "lm_head.weight"));
    let (_, header) = safetensors::SafeTensors::read_metadata(&bytes).unwrap();
    assert_eq!(header.metadata().as_ref().unwrap()["format"], "pt");

    let hf = out.join("model.safetensors");
    let cfg_a = config(&corpus, &dir.join("a"), &[&format!("train.init_from={}", hf.display())]);
    let corpus_a = Corpus::load(&cfg_a.data, cfg_a.model.block_size, &mut |_, _| {}).unwrap();
    let a = Trainer::new(cfg_a.clone(), Device::Cpu, corpus_a).unwrap();
    let (la, lb) = (logits(&a.model, &cfg_a), logits(&t.model, &base));
    let same = la.iter().zip(&lb).all(|(x, y)| x.to_bits() == y.to_bits());
    assert!(
        same,
        "logits differ after the round trip: {:?} vs {:?}",
        &la[..4],
        &lb[..4]
    );

    let again = bin()
        .args(["export", "--format", "hf", "--ckpt"])
        .arg(&run)
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(2), "{}", stderr(&again));
    assert!(stderr(&again).contains("exists"), "{}", stderr(&again));
    assert_eq!(std::fs::read(&hf).unwrap(), bytes, "the existing export was touched");

    // An export into a folder holding files of the user's named like the old temporaries
    // (`model.tmp`, `config.tmp`) keeps them: the export truncated them and renamed them over
    // its files. (A failed write leaving nothing is `pretrained::tests`'.)
    let half = dir.join("hf-mine");
    std::fs::create_dir_all(&half).unwrap();
    for f in ["model.tmp", "config.tmp"] {
        std::fs::write(half.join(f), b"my notes").unwrap();
    }
    export_hf(&run, &half);
    assert_eq!(std::fs::read(half.join("model.safetensors")).unwrap(), bytes);
    for f in ["model.tmp", "config.tmp"] {
        assert_eq!(std::fs::read(half.join(f)).unwrap(), b"my notes", "{f} was overwritten");
    }

    // A char-level run: its own vocabulary, its characters in char_vocab.json (the ids stood
    // for nothing outside minigpt's checkpoint), and the note naming it, on stderr with the
    // other commands' notes (it was on stdout).
    let char_run = scratch("export-char");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &char_run,
        &["train.max_steps=2", "train.eval_every=1000"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let char_out = char_run.join("hf");
    let o = export_output(&char_run, &char_out);
    assert!(o.status.success(), "{}", stderr(&o));
    let said = stderr(&o);
    assert!(
        said.contains("no tokenizer") && said.contains("characters listed in") && said.contains("char_vocab.json"),
        "{said}"
    );
    assert!(!String::from_utf8_lossy(&o.stdout).contains("note:"));
    let ck = Checkpoint::load(&ckpt::resolve(&char_run).unwrap()).unwrap();
    let listed: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(char_out.join("char_vocab.json")).unwrap()).unwrap();
    let chars: String = listed["chars"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    let decoded = ck
        .tokenizer
        .decode(&(0..ck.tokenizer.n_tokens() as u32).collect::<Vec<_>>());
    assert_eq!(chars, decoded, "char_vocab.json is the vocabulary in id order");
    assert_eq!(listed["type"], "char");
    let cfg: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(char_out.join("config.json")).unwrap()).unwrap();
    assert_eq!(cfg["vocab_size"], serde_json::json!(ck.tokenizer.n_tokens()));
    // explicitly null: left out, transformers takes GPT-2's 50256, outside this vocabulary
    assert!(
        cfg.get("eos_token_id").is_some_and(|v| v.is_null()) && cfg["bos_token_id"].is_null(),
        "{cfg}"
    );
    // Given to sample, the export is named; the way on is its run, not train.init_from (which
    // takes GPT-2's vocabulary only: the advice used to send users there, to a second refusal).
    let o = bin()
        .args(["sample", "--tokens", "1", "--ckpt"])
        .arg(char_out.join("model.safetensors"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let said = stderr(&o);
    assert!(
        said.contains("a Hugging Face GPT-2 model")
            && said.contains("is not GPT-2's")
            && !said.contains("set train.init_from"),
        "{said}"
    );
}

/// A run on a synthetic token stream was exported with the note of a char-level run, calling
/// its ids "the run's N characters", which a user would look for and not find: its ids stand for
/// no text, and the note says so.
#[test]
fn a_synthetic_run_s_export_says_its_ids_are_no_text() {
    let run = scratch("export-synthetic");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &[
            "train.max_steps=2",
            "train.eval_every=1000",
            "data.synthetic_vocab=64",
            "data.synthetic_tokens=4000",
        ],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = export_output(&run, &run.join("hf"));
    assert!(o.status.success(), "{}", stderr(&o));
    let said = stderr(&o);
    assert!(
        said.contains("synthetic token stream") && said.contains("64 token ids stand for no text"),
        "{said}"
    );
    assert!(!said.contains("characters"), "{said}");
    assert!(
        !run.join("hf/char_vocab.json").exists(),
        "a synthetic run has no characters"
    );
}

/// The Python with PyTorch and transformers: `MINIGPT_HF_PYTHON` when set (scripts/test.sh sets it
/// to its cached virtual environment), else that environment's default place
/// (~/.cache/minigpt-ci/hf-venv). Missing is a failure that says how to fix it.
fn python_with_transformers() -> String {
    let python = std::env::var("MINIGPT_HF_PYTHON").unwrap_or_else(|_| {
        let home = std::env::var("HOME").unwrap_or_default();
        format!("{home}/.cache/minigpt-ci/hf-venv/bin/python")
    });
    let probe = std::process::Command::new(&python)
        .args(["-c", "import torch, transformers"])
        .output();
    match probe {
        Ok(o) if o.status.success() => python,
        Ok(o) => panic!(
            "{python} cannot import torch and transformers ({}): run `bash scripts/test.sh` (it installs them \
             into a cached virtual environment), or set MINIGPT_HF_PYTHON",
            String::from_utf8_lossy(&o.stderr).trim()
        ),
        Err(e) => panic!(
            "cannot run {python} ({e}): run `bash scripts/test.sh` (it sets up a virtual environment with \
             torch and transformers), or set MINIGPT_HF_PYTHON"
        ),
    }
}

/// The reference side of the round trip, in transformers: `make DIR` saves a random
/// GPT2LMHeadModel; `check IN OUT IDS LOGITS PROMPT N` loads both models, compares the exported
/// one's logits on IDS (2 × 16) with minigpt's (raw little-endian f32) and with the original's,
/// and greedy-generates N tokens from PROMPT with `generate`; prints one JSON line.
const HF_SCRIPT: &str = r#"
import json, sys
import torch
from transformers import GPT2Config, GPT2LMHeadModel
torch.manual_seed(0)
if sys.argv[1] == "make":
    cfg = GPT2Config(n_layer=2, n_head=4, n_embd=64, n_positions=32, vocab_size=50257)
    GPT2LMHeadModel(cfg).save_pretrained(sys.argv[2], safe_serialization=True)
    sys.exit(0)
_, _, src, out, ids, ours, prompt, n = sys.argv
a = GPT2LMHeadModel.from_pretrained(src).eval()
b = GPT2LMHeadModel.from_pretrained(out).eval()
ids = torch.tensor(json.loads(ids)).reshape(2, 16)
ours = torch.frombuffer(bytearray(open(ours, "rb").read()), dtype=torch.float32).reshape(2, 16, -1)
b.generation_config.eos_token_id = None  # minigpt generates past <|endoftext|>
with torch.no_grad():
    lb = b(ids).logits
    la = a(ids).logits
    x = torch.tensor([json.loads(prompt)])
    g = b.generate(x, attention_mask=torch.ones_like(x), max_new_tokens=int(n), do_sample=False, pad_token_id=50256)
print(json.dumps({
    "vocab": lb.shape[-1],
    "ours_vs_exported": (lb - ours).abs().max().item(),
    "original_vs_exported": (la - lb).abs().max().item(),
    "greedy": g[0, x.shape[1]:].tolist(),
}))
"#;

/// Both directions against the real library (CPU, fp32): a GPT2LMHeadModel written by
/// transformers is imported with `train.init_from`, checkpointed, exported with `minigpt export`,
/// and read back by transformers, whose logits on the exported model match minigpt's (max abs
/// diff ≤ 1e-4) and the original's; greedy generation is the same token for token.
#[test]
fn hugging_face_round_trip_against_transformers() {
    let python = python_with_transformers();
    let dir = scratch("hf-both-ways");
    let corpus = corpus_in(&dir);
    let src = dir.join("hf-in");
    let run_py = |args: &[String]| {
        let o = std::process::Command::new(&python)
            .arg("-c")
            .arg(HF_SCRIPT)
            .args(args)
            .output()
            .unwrap();
        assert!(o.status.success(), "transformers: {}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).trim().to_string()
    };
    run_py(&["make".into(), src.display().to_string()]);

    // transformers → minigpt: a fresh run from the file, checkpointed as `train` would
    let init = format!("train.init_from={}", src.join("model.safetensors").display());
    let sets = [
        "model.n_head=4",
        "model.d_model=64",
        "model.block_size=32",
        init.as_str(),
    ];
    let cfg = config(&corpus, &dir.join("run"), &sets);
    let corpus_t = Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
    let t = Trainer::new(cfg.clone(), Device::Cpu, corpus_t).unwrap();
    let run = dir.join("run");
    let path = save_run(&t, &run);

    // minigpt → transformers
    let out = dir.join("hf-out");
    export_hf(&run, &out);

    // minigpt's side: logits on the same ids, greedy tokens from the same prompt
    let ours = logits(&t.model, &cfg);
    let ids: Vec<u32> = (0..32u32).map(|i| (i * 7919) % GPT2_TOKENS as u32).collect();
    let ours_file = dir.join("ours.f32");
    std::fs::write(
        &ours_file,
        ours.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>(),
    )
    .unwrap();
    let ck = Checkpoint::load_weights(&path).unwrap();
    let prompt = "ROMEO: What light";
    let prompt_ids = ck.tokenizer.encode(prompt).unwrap();
    let opts = minigpt::sample::SampleOptions {
        prompt: prompt.into(),
        tokens: 12,
        temperature: 0.0,
        top_k: 0,
        top_p: 1.0,
        num_samples: 1,
        seed: 1,
        path: minigpt::model::DecodePath::Auto,
        stop: None,
    };
    let ours_greedy = minigpt::sample::generate(&ck, &Device::Cpu, &opts, None)
        .unwrap()
        .ids
        .remove(0);

    let line = run_py(&[
        "check".into(),
        src.display().to_string(),
        out.display().to_string(),
        serde_json::to_string(&ids).unwrap(),
        ours_file.display().to_string(),
        serde_json::to_string(&prompt_ids).unwrap(),
        opts.tokens.to_string(),
    ]);
    let got: serde_json::Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
    assert_eq!(got["vocab"], serde_json::json!(GPT2_TOKENS), "{line}");
    let diff = |k: &str| {
        got[k]
            .as_f64()
            .unwrap_or_else(|| panic!("{k} is not a number (NaN?): {line}"))
    };
    assert!(
        diff("ours_vs_exported") <= 1e-4,
        "minigpt vs transformers on the export: {line}"
    );
    assert!(
        diff("original_vs_exported") <= 1e-4,
        "the export vs the original: {line}"
    );
    let theirs: Vec<u32> = serde_json::from_value(got["greedy"].clone()).unwrap();
    assert_eq!(theirs, ours_greedy, "greedy tokens: transformers vs minigpt");
}

/// `train.init_from` given what is not Hugging Face's GPT-2 file is refused up front, by
/// `check` and by `train` alike (exit 2), with the fix for what it is: a folder names the
/// `model.safetensors` inside it, a minigpt checkpoint names `resume` and `export --format hf`,
/// any other file says it is not safetensors.
#[test]
fn init_from_that_is_not_a_gpt2_file_is_refused_with_what_to_give() {
    let dir = scratch("init-from-wrong");
    let corpus = corpus_in(&dir);
    let run = dir.join("run");
    let o = train(&micro_sets_with(
        &corpus,
        &run,
        &["data.tokenizer=gpt2", "train.max_steps=1"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let ck = ckpt::resolve(&run).unwrap();
    let folder = dir.join("hf");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("model.safetensors"), b"").unwrap();
    let inside = format!("--set train.init_from={}", folder.join("model.safetensors").display());
    for (given, want) in [
        (&folder, inside.as_str()),
        (&ck, "minigpt resume --ckpt"),
        (&corpus, "not a safetensors file"),
    ] {
        let init = format!("train.init_from={}", given.display());
        let sets = micro_sets_with(&corpus, &dir.join("new"), &["data.tokenizer=gpt2", &init]);
        let mut check = bin();
        check.arg("check").arg("--config").arg(root().join("configs/tiny.toml"));
        for s in &sets {
            check.arg("--set").arg(s);
        }
        let o = check.output().unwrap();
        assert_eq!(o.status.code(), Some(2), "check, {}: {}", given.display(), stderr(&o));
        assert!(stderr(&o).contains(want), "check, {}: {}", given.display(), stderr(&o));
        refused_in_one_line(&format!("train, {}", given.display()), &train(&sets), want);
    }
    let o = refused_in_one_line(
        "train, a checkpoint",
        &train(&micro_sets_with(
            &corpus,
            &dir.join("new"),
            &["data.tokenizer=gpt2", &format!("train.init_from={}", ck.display())],
        )),
        "export --ckpt",
    );
    assert!(o.contains("--format hf"), "{o}");
    assert!(!dir.join("new").exists(), "a refused train left its run directory");
}

/// `minigpt check` with `sets` on configs/tiny.toml.
fn check(sets: &[String]) -> std::process::Output {
    let mut cmd = bin();
    cmd.arg("check").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in sets {
        cmd.arg("--set").arg(s);
    }
    cmd.output().unwrap()
}

/// What the weights cannot say, Hugging Face's `config.json` beside them does: a head count
/// other than the config's is refused by `check` and by `train` with the setting that fits, as
/// is a GPT-2 variant minigpt does not compute, and an untied LM head; without a config.json the
/// run says once that `model.n_head` is taken as given. `check` refuses what the file's header
/// shows (blocks, positions) as `train` does.
#[test]
fn init_from_checks_the_head_count_and_the_variant_from_config_json() {
    let dir = scratch("init-from-config-json");
    let corpus = corpus_in(&dir);
    let hf_dir = dir.join("hf");
    std::fs::create_dir_all(&hf_dir).unwrap();
    let hf = hf_dir.join("model.safetensors");
    let ours = our_weights(&config(&corpus, &dir.join("x"), &[]), 5); // 2 layers, 2 heads, d_model 16
    write_hf(&ours, &hf, FILE_POSITIONS);
    let init = format!("train.init_from={}", hf.display());
    let run = dir.join("run");
    let sets = |extra: &[&str]| {
        let base = [
            "data.tokenizer=gpt2",
            "model.n_layer=2",
            "model.d_model=16",
            "train.max_steps=1",
            &init,
        ];
        micro_sets_with(&corpus, &run, &[&base[..], extra].concat())
    };

    // No config.json: the run goes on with the config's head count, and says so once.
    let o = train(&sets(&["model.n_head=4"]));
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert_eq!(err.matches("no config.json beside").count(), 1, "{err}");
    assert!(err.contains("model.n_head = 4 is taken as given"), "{err}");
    std::fs::remove_dir_all(&run).unwrap();
    let o = check(&sets(&["model.n_head=4"]));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("warning: train.init_from: no config.json beside"), "{out}");

    // A config.json that gives 2 heads: 4 is refused, up front and without a trace; 2 trains.
    let json = |extra: &str| {
        format!(
            r#"{{"model_type": "gpt2", "n_layer": 2, "n_head": 2, "n_embd": 16, "n_positions": {FILE_POSITIONS},
                "activation_function": "gelu_new", "layer_norm_epsilon": 1e-05, "tie_word_embeddings": true{extra}}}"#
        )
    };
    std::fs::write(hf_dir.join("config.json"), json("")).unwrap();
    for (what, o) in [
        ("check", check(&sets(&["model.n_head=4"]))),
        ("train", train(&sets(&["model.n_head=4"]))),
    ] {
        let e = refused_in_one_line(
            what,
            &o,
            "says n_head = 2; the config has model.n_head = 4: set model.n_head=2",
        );
        assert!(e.contains("config.json"), "{what}: {e}");
    }
    assert!(!run.exists(), "a refused train left its run directory");
    let o = train(&sets(&["model.n_head=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!stderr(&o).contains("config.json"), "{}", stderr(&o));
    std::fs::remove_dir_all(&run).unwrap();

    // Another GPT-2 than minigpt computes.
    std::fs::write(hf_dir.join("config.json"), json(r#", "activation_function": "relu""#)).unwrap();
    for (what, o) in [
        ("check", check(&sets(&["model.n_head=2"]))),
        ("train", train(&sets(&["model.n_head=2"]))),
    ] {
        refused_in_one_line(what, &o, "activation_function = \"relu\"; minigpt computes gelu_new");
    }
    std::fs::write(hf_dir.join("config.json"), json("")).unwrap();

    // The header's shapes, in check as in train.
    for (set, want) in [
        (
            "model.n_layer=3",
            "the config has model.n_layer = 3: set model.n_layer=2",
        ),
        ("model.block_size=32", "set model.block_size to 24 or less"),
    ] {
        for (what, o) in [("check", check(&sets(&[set]))), ("train", train(&sets(&[set])))] {
            refused_in_one_line(&format!("{what} {set}"), &o, want);
        }
    }

    // An LM head that is not wte.
    write_hf_head(&ours, &hf, FILE_POSITIONS, true);
    refused_in_one_line("train, untied", &train(&sets(&["model.n_head=2"])), "an untied LM head");
    assert!(!run.exists(), "a refused train left its run directory");
}

/// A char-level run's export has its characters' rows in wte, not GPT-2's 50257: `check` refused
/// nothing, and `train` tokenized the corpus into its cache before refusing with advice to set
/// n_layer, n_head, d_model. Both now refuse the vocabulary up front, naming it, and the run's
/// own checkpoint is not sent through `export` (whose file could never start a GPT-2 run).
#[test]
fn init_from_of_another_vocabulary_is_refused_by_check_and_before_the_token_cache() {
    let dir = scratch("init-from-vocab");
    let corpus = corpus_in(&dir);
    let run = dir.join("run");
    let o = train(&micro_sets_with(&corpus, &run, &["train.max_steps=1"]));
    assert!(o.status.success(), "{}", stderr(&o));
    export_hf(&run, &dir.join("hf"));
    let ck = ckpt::resolve(&run).unwrap();
    for (init, want) in [
        (dir.join("hf/model.safetensors"), "a vocabulary of"),
        (ck, "a char-level run's"),
    ] {
        let sets = micro_sets_with(
            &corpus,
            &dir.join("new"),
            &["data.tokenizer=gpt2", &format!("train.init_from={}", init.display())],
        );
        let o = check(&sets);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "check {}: {err}", init.display());
        assert!(err.contains(want) && err.contains("GPT-2's vocabulary"), "{err}");
        assert!(
            !err.contains("export --ckpt") && !err.contains("set model.n_layer"),
            "{err}"
        );
        let err = refused_in_one_line("train", &train(&sets), want);
        assert!(err.contains("GPT-2's vocabulary"), "{err}");
        let cached: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().to_string())
            .filter(|n| n.contains(".gpt2-"))
            .collect();
        assert!(cached.is_empty(), "a refused train built a token cache: {cached:?}");
        assert!(!dir.join("new").exists(), "a refused train left its run directory");
    }
}

/// A checkpoint whose weights hold a NaN (a run saved as it diverged, a file edited by hand):
/// `eval` printed `train loss NaN | val loss NaN` and exited 0, which a script reading its
/// status took for a result; it now fails (exit 1) as a diverged training run does. `export`
/// wrote the NaN without a word; it now says how many weights are not finite and where.
#[test]
fn a_checkpoint_with_nan_weights_fails_eval_and_export_says_so() {
    let run = scratch("nan-weights");
    let corpus = corpus_in(&run);
    let cfg = micro_config(&corpus, &run, &[]);
    let corpus = Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {}).unwrap();
    let t = Trainer::new(cfg.clone(), Device::Cpu, corpus).unwrap();
    let named = t.model.params().named();
    let (name, ln) = named.iter().find(|(n, _)| n == "transformer.ln_f.weight").unwrap();
    let mut w = ln.as_tensor().to_vec1::<f32>().unwrap();
    w[0] = f32::NAN;
    ln.set(&Tensor::new(w, &Device::Cpu).unwrap()).unwrap();
    save_run(&t, &run);

    let o = bin().args(["eval", "--ckpt"]).arg(&run).output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("are not finite (train NaN, val NaN)"), "{err}");
    assert!(String::from_utf8_lossy(&o.stdout).contains("val loss NaN"));

    let o = export_output(&run, &run.join("hf"));
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("holds 1 weights that are not finite") && err.contains(&format!("the first in {name}")),
        "{err}"
    );
}
