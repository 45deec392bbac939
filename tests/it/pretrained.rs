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
            hf.push(("lm_head.weight".into(), t.clone()));
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
            named: b_model.params().named(),
            optim: &optim,
            state: a.state,
            config: &base,
            tokenizer: &a.corpus.tokenizer,
        },
        1,
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
        e.contains("first mismatch: wte.weight is [50257, 16] in the file, the config needs [50257, 32]"),
        "{e}"
    );
    let e = refused(&["model.n_layer=3"]);
    assert!(e.contains("2 blocks") && e.contains("model.n_layer = 3"), "{e}");
    let e = refused(&["model.block_size=32"]);
    assert!(e.contains("wpe.weight is [24, 16]"), "{e}");

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
        err.contains("model.safetensors") && err.contains("first mismatch"),
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
