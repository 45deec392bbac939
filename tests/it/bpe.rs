//! GPT-2 BPE (issue 17): published ids, UTF-8 round trips, the token cache (nanoGPT's uint16
//! format, folders and lists, staleness), refusals, a tiny BPE run that learns and samples, and
//! checkpoints written before the tokenizer was recorded.

use std::path::{Path, PathBuf};

use candle_core::{Device, Tensor};
use minigpt::ckpt::{self, Checkpoint, Snapshot};
use minigpt::config::{DataPath, RunConfig, TokenizerKind};
use minigpt::data::{gpt2_encode, Corpus, Split, Tokenizer, GPT2_EOT};
use minigpt::sample::{generate, SampleOptions};
use minigpt::train::Trainer;
use rand::{Rng, SeedableRng};

use crate::common::*;

/// A config for `corpus` with the GPT-2 tokenizer and the micro model.
fn gpt2_config(corpus: &Path, out: &Path, extra: &[&str]) -> RunConfig {
    let mut sets = vec!["data.tokenizer=gpt2"];
    sets.extend_from_slice(extra);
    micro_config(corpus, out, &sets)
}

fn load(cfg: &RunConfig) -> minigpt::error::Result<Corpus> {
    Corpus::load(&cfg.data, cfg.model.block_size, &mut |_, _| {})
}

/// All tokens of a corpus, train then val.
fn all_tokens(c: &Corpus) -> Vec<u32> {
    let mut v = c.split(Split::Train).to_vec();
    v.extend(c.split(Split::Val).to_vec());
    v
}

/// Files in `dir` whose names end with `suffix`.
/// A scratch folder `name` with a copy of the small corpus (`c.txt`), and the `--set`s of a
/// micro GPT-2-tokenized run of it into the folder's `run`, with `extra`: (folder, corpus, run, sets).
fn bpe_setup(name: &str, extra: &[&str]) -> (PathBuf, PathBuf, PathBuf, Vec<String>) {
    let dir = scratch(name);
    let corpus = dir.join("c.txt");
    std::fs::copy(small_corpus(), &corpus).unwrap();
    let out = dir.join("run");
    let mut sets = micro_sets(&corpus, &out);
    sets.push("data.tokenizer=gpt2".into());
    sets.extend(extra.iter().map(|s| s.to_string()));
    (dir, corpus, out, sets)
}

fn files_ending(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    v.sort();
    v
}

/// Ids published for GPT-2 (tiktoken's r50k_base / Hugging Face's gpt2 tokenizer).
#[test]
fn gpt2_encodes_fixed_strings_to_the_published_ids() {
    assert_eq!(gpt2_encode("Hello world"), vec![15496, 995]);
    assert_eq!(gpt2_encode("\n"), vec![198]);
    assert_eq!(gpt2_encode("\n\n"), vec![628]);
    assert_eq!(gpt2_encode(" the"), vec![262]);
    assert_eq!(gpt2_encode("The"), vec![464]);
    assert_eq!(gpt2_encode(","), vec![11]);
    assert_eq!(gpt2_encode("."), vec![13]);
    // The start of nanoGPT's shakespeare train.bin.
    assert_eq!(gpt2_encode("First Citizen:\n"), vec![5962, 22307, 25, 198]);
    // `<|endoftext|>` in text is ordinary text (encode_ordinary), never the special id.
    assert!(!gpt2_encode("a<|endoftext|>b").contains(&GPT2_EOT));
}

/// Random strings over ASCII, CRLF, tabs, Latin-1, CJK, combining marks and emoji (ZWJ
/// sequences, flags, skin tones) come back byte for byte.
#[test]
fn gpt2_round_trips_arbitrary_utf8() {
    let pieces = [
        "a",
        "Z",
        " ",
        "  ",
        "\r\n",
        "\n",
        "\t",
        "é",
        "ß",
        "Ω",
        "中文",
        "日本語",
        "e\u{301}",
        "👋",
        "👨‍👩‍👧",
        "🇫🇷",
        "👍🏽",
        "'s",
        "'ll",
        "123",
        "3.14",
        "<|endoftext|>",
        "\u{FEFF}",
        "\u{A0}",
        "𝔘𝔫𝔦",
        "\r",
        "—",
    ];
    let mut rng = rand::rngs::StdRng::seed_from_u64(17);
    let t = Tokenizer::Gpt2;
    for _ in 0..300 {
        let n = rng.random_range(0..40);
        let text: String = (0..n).map(|_| pieces[rng.random_range(0..pieces.len())]).collect();
        let ids = t.encode(&text).unwrap();
        assert!(ids.iter().all(|&i| (i as usize) < t.n_tokens()));
        assert_eq!(t.decode(&ids), text, "{ids:?}");
    }
    // Any char at all (random scalar values), in one string.
    let wild: String = (0..2000)
        .filter_map(|_| char::from_u32(rng.random_range(0..0x11_0000)))
        .collect();
    assert_eq!(t.decode(&t.encode(&wild).unwrap()), wild);
}

/// The cache beside the corpus is a header-less little-endian uint16 array of the ids
/// (nanoGPT's `np.array(ids, dtype=np.uint16).tofile(...)`), and Tiny Shakespeare has the
/// 338,025 GPT-2 tokens nanoGPT's prepare.py reports (301,966 train + 36,059 val).
#[test]
fn the_cache_is_headerless_little_endian_uint16_of_the_ids() {
    let dir = scratch("bpe-cache-bytes");
    let corpus = dir.join("shakespeare.txt");
    std::fs::copy(shakespeare(), &corpus).unwrap();
    let cfg = gpt2_config(&corpus, &dir.join("run"), &[]);
    let c = load(&cfg).unwrap();
    let info = c.cache.clone().expect("a gpt2 corpus reads a cache");
    assert!(info.built);
    assert_eq!(info.path.parent(), Some(dir.as_path()), "beside the corpus");
    let text = std::fs::read_to_string(&corpus).unwrap();
    let ids = gpt2_encode(&text);
    assert_eq!(ids.len(), 338_025);
    let want: Vec<u8> = ids.iter().flat_map(|&i| (i as u16).to_le_bytes()).collect();
    assert!(
        std::fs::read(&info.path).unwrap() == want,
        "cache bytes differ from the ids"
    );
    assert_eq!(all_tokens(&c), ids);
    assert_eq!(c.split(Split::Train).len(), ids.len() * 9 / 10);
    assert_eq!(c.vocab_size(), 50304);
    // The second load reads the same cache without building.
    let again = load(&cfg).unwrap();
    let info2 = again.cache.clone().unwrap();
    assert_eq!((info2.path, info2.built), (info.path, false));
}

/// A folder holding one file gives that file's tokens; more files are read in sorted order
/// (recursively), joined by <|endoftext|>; a list is read in its own order.
#[test]
fn folders_and_lists_of_files_tokenize_like_their_files() {
    let dir = scratch("bpe-folder");
    let text = std::fs::read_to_string(small_corpus()).unwrap();
    let file = dir.join("one.txt");
    std::fs::write(&file, &text).unwrap();
    let folder = dir.join("books");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("one.txt"), &text).unwrap();
    let alone = all_tokens(&load(&gpt2_config(&file, &dir.join("r1"), &[])).unwrap());
    let in_folder = load(&gpt2_config(&folder, &dir.join("r2"), &[])).unwrap();
    assert_eq!(all_tokens(&in_folder), alone);
    assert_eq!(alone, gpt2_encode(&text));
    // The folder's cache sits beside the folder, not inside it.
    assert_eq!(in_folder.cache.as_ref().unwrap().path.parent(), Some(dir.as_path()));
    assert_eq!(files_ending(&folder, ".bin"), Vec::<PathBuf>::new());

    // Two more files: "a.txt" sorts first, "z/b.txt" (a subfolder) after "one.txt"; hidden skipped.
    std::fs::write(folder.join("a.txt"), "Alpha.\n").unwrap();
    std::fs::create_dir_all(folder.join("z")).unwrap();
    std::fs::write(folder.join("z/b.txt"), "Beta!").unwrap();
    std::fs::write(folder.join(".hidden"), "never read").unwrap();
    let three = all_tokens(&load(&gpt2_config(&folder, &dir.join("r3"), &[])).unwrap());
    let mut want = gpt2_encode("Alpha.\n");
    want.push(GPT2_EOT);
    want.extend(&alone);
    want.push(GPT2_EOT);
    want.extend(gpt2_encode("Beta!"));
    assert_eq!(three, want);

    // A list, in the order given.
    let mut cfg = gpt2_config(&file, &dir.join("r4"), &[]);
    cfg.data.path = DataPath::Many(vec![folder.join("z/b.txt"), file.clone()]);
    let listed = load(&cfg).unwrap();
    let mut want = gpt2_encode("Beta!");
    want.push(GPT2_EOT);
    want.extend(&alone);
    assert_eq!(all_tokens(&listed), want);
    // `data.path = ["..", ".."]` in TOML is that list.
    let toml = format!(
        "[data]\npath = [{:?}, {:?}]\ntokenizer = \"gpt2\"\n",
        folder.join("z/b.txt").display().to_string(),
        file.display().to_string()
    );
    let parsed = RunConfig::from_toml_str(&toml, Path::new("t.toml"), &[]).unwrap();
    assert_eq!(parsed.data.path, cfg.data.path);
    assert_eq!(parsed.data.tokenizer, TokenizerKind::Gpt2);
}

/// An edited corpus gets a new cache (the old one is deleted); a cache of the wrong length is
/// rebuilt; a corpus touched without a change keeps its cache.
#[test]
fn a_stale_cache_is_rebuilt() {
    let dir = scratch("bpe-stale");
    let corpus = dir.join("c.txt");
    let text = std::fs::read_to_string(small_corpus()).unwrap();
    std::fs::write(&corpus, &text).unwrap();
    let cfg = gpt2_config(&corpus, &dir.join("r"), &[]);
    let first = load(&cfg).unwrap().cache.unwrap();
    assert!(first.built);

    // Same bytes, new modification time: the hash matches, nothing is tokenized again.
    std::thread::sleep(std::time::Duration::from_millis(20));
    std::fs::write(&corpus, &text).unwrap();
    let touched = load(&cfg).unwrap().cache.unwrap();
    assert_eq!((&touched.path, touched.built), (&first.path, false));

    // Edited: another hash, another file, the old pair gone.
    let edited = format!("{text}\nROMEO:\nA new line for a stale cache.\n");
    std::fs::write(&corpus, &edited).unwrap();
    let c = load(&cfg).unwrap();
    let second = c.cache.clone().unwrap();
    assert!(second.built && second.path != first.path, "{second:?}");
    assert!(!first.path.exists(), "the stale cache was left behind");
    assert_eq!(all_tokens(&c), gpt2_encode(&edited));
    assert_eq!(files_ending(&dir, ".bin").len(), 1);
    assert_eq!(files_ending(&dir, ".json").len(), 1);

    // A cache cut short (a crash of some other writer, a bad copy) is rebuilt.
    let bytes = std::fs::read(&second.path).unwrap();
    std::fs::write(&second.path, &bytes[..bytes.len() - 2]).unwrap();
    let third = load(&cfg).unwrap();
    assert!(third.cache.as_ref().unwrap().built);
    assert_eq!(std::fs::read(&second.path).unwrap(), bytes);
}

/// Empty, not UTF-8, or too short for one batch: exit 2, one line naming the corpus.
#[test]
fn bad_corpora_are_refused_by_name() {
    let dir = scratch("bpe-refused");
    let cases = [
        ("empty.txt", Vec::new(), "is empty"),
        (
            "latin1.txt",
            b"caf\xe9 au lait\n".repeat(200),
            "not valid UTF-8 at byte 3",
        ),
        ("short.txt", b"To be, or not to be.\n".to_vec(), "too short"),
    ];
    for (name, bytes, why) in cases {
        let corpus = dir.join(name);
        std::fs::write(&corpus, &bytes).unwrap();
        let mut sets = micro_sets(&corpus, &dir.join(format!("run-{name}")));
        sets.push("data.tokenizer=gpt2".into());
        let o = train(&sets);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{name}: {err}");
        // One error line (a corpus too short is only known once tokenized: the build's note
        // may come before it).
        let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
        assert_eq!(errors.len(), 1, "{name}: {err}");
        assert!(errors[0].contains(name) && errors[0].contains(why), "{name}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    // A folder with a non-UTF-8 file names that file.
    let folder = dir.join("mixed");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("good.txt"), "fine text\n".repeat(100)).unwrap();
    std::fs::write(folder.join("bad.txt"), b"\xff\xfe".repeat(10)).unwrap();
    let e = load(&gpt2_config(&folder, &dir.join("r"), &[])).err().unwrap();
    assert!(e.is_input_error() && e.to_string().contains("bad.txt"), "{e}");
}

/// `minigpt prepare` builds the cache that `train` then uses as is.
#[test]
fn prepare_builds_the_cache_train_then_reads() {
    let (dir, corpus, _, mut sets) = bpe_setup("bpe-prepare", &[]);
    let mut cmd = bin();
    cmd.args(["prepare", "--config"]).arg(root().join("configs/tiny.toml"));
    for s in &sets {
        cmd.arg("--set").arg(s);
    }
    let o = cmd.output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let printed = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(printed.contains("(built now)") && printed.contains("gpt2"), "{printed}");
    let bins = files_ending(&dir, ".bin");
    assert_eq!(bins.len(), 1);
    let modified = std::fs::metadata(&bins[0]).unwrap().modified().unwrap();
    sets.push("train.max_steps=1".into());
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        !stderr(&o).contains("tokenizing"),
        "train tokenized again: {}",
        stderr(&o)
    );
    assert_eq!(std::fs::metadata(&bins[0]).unwrap().modified().unwrap(), modified);

    // A list is named whole: its tokens are all its files' (the line named the first alone).
    let second = dir.join("d.txt");
    std::fs::write(&second, "A second file of the list.\n").unwrap();
    let list = format!(
        "data.path=[{:?}, {:?}]",
        corpus.display().to_string(),
        second.display().to_string()
    );
    let mut cmd = bin();
    cmd.args(["prepare", "--config"]).arg(root().join("configs/tiny.toml"));
    for s in sets.iter().filter(|s| !s.starts_with("data.path=")) {
        cmd.arg("--set").arg(s);
    }
    let o = cmd.arg("--set").arg(&list).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let printed = String::from_utf8_lossy(&o.stdout).to_string();
    let named = format!("corpus [{}, {}]:", corpus.display(), second.display());
    assert!(printed.contains(&named), "{printed}");
    // check names it whole too (it named the list's first file as the corpus); the run above
    // holds checkpoints, so check looks at a directory of its own
    let mut cmd = bin();
    cmd.args(["check", "--config"]).arg(root().join("configs/tiny.toml"));
    for s in sets
        .iter()
        .filter(|s| !s.starts_with("data.path=") && !s.starts_with("log.out_dir="))
    {
        cmd.arg("--set").arg(s);
    }
    cmd.arg("--set")
        .arg(format!("log.out_dir={}", dir.join("unused").display()));
    let o = cmd.arg("--set").arg(&list).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let printed = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(printed.contains(&named), "{printed}");
}

/// A BPE checkpoint records its corpus by content alone: a single file's own sha256 (it had
/// recorded the token cache's name hash, which holds the cache's format version, so a new
/// format would have refused every earlier run's corpus). A checkpoint that recorded that
/// format-1 hash still resumes on the same corpus; another hash is refused.
#[test]
fn a_bpe_checkpoint_records_its_corpus_by_content_and_older_ones_resume() {
    use sha2::Digest;
    let (_, corpus, out, sets) = bpe_setup("bpe-content-hash", &["train.max_steps=2"]);
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let path = ckpt::resolve(&out).unwrap();
    let file_sha256: String = sha2::Sha256::digest(std::fs::read(&corpus).unwrap())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let recorded = Checkpoint::load(&path).unwrap().corpus_sha256.unwrap();
    assert_eq!(recorded, file_sha256, "not the corpus file's sha256");

    // The hash earlier minigpt wrote for this corpus (format 1 of the token cache: sha256 of
    // "minigpt-tokens 1 gpt2: files joined by <|endoftext|>\n" and each file's sha256 + "\n"),
    // pinned as a checkpoint of that version recorded it for tests/fixtures/small.txt.
    const V1: &str = "aebb29b86f26b9bcef27d8324db335e6e90874c479bb8704248a6200fbe37634";
    let resume = |max_steps: u64| {
        bin()
            .args(["resume", "--ckpt"])
            .arg(&out)
            .args(["--set", &format!("train.max_steps={max_steps}")])
            .output()
            .unwrap()
    };
    // rewrite the recorded hash in place, as a format-5 file (before `checksum_meta`) had it:
    // such files are what recorded format 1's hash
    let record = |old: &str, new: &str| {
        let path = ckpt::resolve(&out).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let header = 8 + u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
        let text = String::from_utf8(bytes[8..header].to_vec()).unwrap();
        assert_eq!(text.matches(old).count(), 1, "{text}");
        let version = format!("\"format_version\":\"{}\"", ckpt::FORMAT_VERSION);
        let text = text.replace(&version, "\"format_version\":\"5\"");
        let mut patched = bytes[..8].to_vec();
        patched.extend(text.replace(old, new).into_bytes());
        patched.extend(&bytes[header..]);
        std::fs::write(&path, patched).unwrap();
    };
    record(&recorded, V1);
    let o = resume(3);
    assert!(
        o.status.success(),
        "a format-1 hash of the same corpus was refused: {}",
        stderr(&o)
    );
    let other = "0".repeat(64);
    record(&file_sha256, &other);
    let o = resume(4);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("is not the corpus the run trained on"),
        "{}",
        stderr(&o)
    );
}

/// A token cache whose ids are past GPT-2's (damaged, overwritten in place: its record still
/// matches) is refused as a corpus problem by `check`, `prepare` and `train`, naming the file
/// and the fix, before a run directory is made; it failed the run's first step (exit 1) with
/// "token id 65535 >= vocabulary size", and `check` found no problem.
#[test]
fn a_token_cache_with_ids_past_gpt2_s_is_refused_by_name() {
    let (dir, _, out, sets) = bpe_setup("bpe-damaged-cache", &["train.max_steps=1"]);
    let run = |cmd: &str| {
        let mut c = bin();
        c.args([cmd, "--config"]).arg(root().join("configs/tiny.toml"));
        for s in &sets {
            c.arg("--set").arg(s);
        }
        c.output().unwrap()
    };
    let o = run("prepare");
    assert!(o.status.success(), "{}", stderr(&o));
    let bin_file = files_ending(&dir, ".bin").pop().unwrap();
    let mut ids = std::fs::read(&bin_file).unwrap();
    let at = ids.len() / 2 / 2; // a token in the middle
    ids[2 * at..2 * at + 2].copy_from_slice(&u16::MAX.to_le_bytes());
    let mtime = std::fs::metadata(&bin_file).unwrap().modified().unwrap();
    std::fs::write(&bin_file, &ids).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&bin_file)
        .unwrap()
        .set_modified(mtime)
        .unwrap();
    for cmd in ["check", "prepare", "train"] {
        let o = run(cmd);
        assert_eq!(o.status.code(), Some(2), "{cmd}: {}", stderr(&o));
        let said = stderr(&o);
        assert!(
            said.contains(&format!(
                "{}: token cache damaged: id 65535 at token {at}",
                bin_file.display()
            )),
            "{cmd}: {said}"
        );
    }
    assert!(!out.exists(), "the refused train made its run directory");
    std::fs::remove_file(&bin_file).unwrap();
    let o = run("train");
    assert!(o.status.success(), "{}", stderr(&o));
}

/// A token cache cut short by another process while a run reads it: the next batch read from
/// the mapping was a SIGBUS, and the run died with the shell's "Bus error" (exit 135) and no
/// word. It now says what happened and how to go on, exit 1.
#[test]
fn a_token_cache_cut_short_under_a_run_stops_it_with_one_line() {
    let (dir, _, _, sets) = bpe_setup(
        "bpe-cut-short",
        &[
            "train.max_steps=1000000",
            "log.every=1",
            "train.eval_every=1000000",
            "checkpoint.every=0",
        ],
    );
    let mut c = bin();
    c.args(["train", "--config"]).arg(root().join("configs/tiny.toml"));
    for s in &sets {
        c.arg("--set").arg(s);
    }
    let child = c
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let metrics = dir.join("run/metrics.jsonl");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while !std::fs::read_to_string(&metrics).is_ok_and(|t| t.contains("\"step\":3,")) {
        assert!(std::time::Instant::now() < deadline, "no step 3 within 120 s");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let cache = files_ending(&dir, ".bin").pop().unwrap();
    std::fs::File::options()
        .write(true)
        .open(&cache)
        .unwrap()
        .set_len(0)
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains(&format!(
            "{}: the token cache was cut short while this process read it",
            cache.display()
        )),
        "{err}"
    );
}

/// `check` of a GPT-2 config lists every problem at once: a corpus it refuses (empty, not
/// UTF-8) beside a model too large for the machine, whose vocabulary is GPT-2's whatever the
/// corpus (it stopped at the corpus, and the memory problem went unsaid).
#[test]
fn check_of_a_bpe_config_judges_the_model_beside_a_refused_corpus() {
    let dir = scratch("bpe-check-all");
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    let latin1 = dir.join("latin1.txt");
    std::fs::write(&latin1, b"caf\xe9\n").unwrap();
    for (corpus, said) in [(&empty, "the corpus is empty"), (&latin1, "not valid UTF-8")] {
        let o = bin()
            .args(["check", "--config"])
            .arg(root().join("configs/shakespeare-bpe.toml"))
            .args([
                "--set",
                "data.sha256=",
                "--set",
                "device=cpu",
                "--set",
                "model.n_layer=100000",
            ])
            .arg("--set")
            .arg(format!("data.path={}", corpus.display()))
            .arg("--set")
            .arg(format!("log.out_dir={}", dir.join("run").display()))
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        let err = stderr(&o);
        assert!(
            err.contains(said) && err.contains("the weights, gradients and AdamW state alone"),
            "{err}"
        );
    }
}

/// A resume on a GPT-2 corpus edited since the run is refused before its token cache is
/// built: it had tokenized the whole corpus (minutes on a large one) and replaced the cache of
/// the content the run trained on, then refused. The refusal keeps that cache, and resuming on
/// the content put back takes it without a build.
#[test]
fn a_resume_on_an_edited_bpe_corpus_is_refused_before_tokenizing_and_keeps_the_run_s_cache() {
    let (dir, corpus, out, sets) = bpe_setup("bpe-edited-before-resume", &["train.max_steps=2"]);
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let caches = || {
        let mut c = files_ending(&dir, ".bin");
        c.extend(files_ending(&dir, ".json"));
        c.sort();
        c
    };
    let trained_on = caches();
    assert_eq!(trained_on.len(), 2, "{trained_on:?}");
    let text = std::fs::read(&corpus).unwrap();
    std::fs::write(&corpus, [text.as_slice(), b" and more"].concat()).unwrap();
    let resume = || {
        bin()
            .args(["resume", "--ckpt"])
            .arg(&out)
            .args(["--set", "train.max_steps=3"])
            .output()
            .unwrap()
    };
    let o = resume();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("is not the corpus the run trained on"),
        "{}",
        stderr(&o)
    );
    assert!(
        !stderr(&o).contains("tokenizing"),
        "tokenized before refusing: {}",
        stderr(&o)
    );
    assert_eq!(caches(), trained_on, "the run's token cache was replaced");
    std::fs::write(&corpus, &text).unwrap();
    let o = resume();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        !stderr(&o).contains("tokenizing"),
        "rebuilt the kept cache: {}",
        stderr(&o)
    );
}

/// A small BPE model learns (the val loss falls well below ln 50304 = 10.83), its checkpoint
/// records the tokenizer, and `sample` encodes the prompt and decodes GPT-2 tokens.
#[test]
fn a_tiny_bpe_run_learns_and_samples_text() {
    let (_, _, out, sets) = bpe_setup(
        "bpe-run",
        &[
            "train.max_steps=40",
            "train.eval_every=20",
            "train.lr=1e-2",
            "model.d_model=64",
        ],
    );
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let evals = rows(&out, "eval");
    let first = evals.first().unwrap()["val_loss"].as_f64().unwrap();
    let last = evals.last().unwrap()["val_loss"].as_f64().unwrap();
    assert!((first - 50304f64.ln()).abs() < 0.2, "initial val loss {first}");
    assert!(last < first - 2.0, "val loss {first} -> {last}");

    let ck = Checkpoint::load(&ckpt::resolve(&out).unwrap()).unwrap();
    assert_eq!(ck.tokenizer, Tokenizer::Gpt2);
    let s = bin()
        .args([
            "sample", "--prompt", "ROMEO:", "--tokens", "30", "--seed", "5", "--ckpt",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(s.status.success(), "{}", stderr(&s));
    let printed = String::from_utf8(s.stdout).unwrap();
    let new = printed.strip_prefix("ROMEO:").unwrap().strip_suffix('\n').unwrap();
    assert!(!new.is_empty() && !new.contains('\u{FFFD}'), "{new:?}");
    // 30 new tokens: the text re-encodes to about that many (BPE may merge across the seams).
    let n = gpt2_encode(new).len();
    assert!((10..=40).contains(&n), "{n} tokens in {new:?}");
}

/// Sampling never picks a padding id (50257..50304), even when the model prefers them.
#[test]
fn padding_ids_are_never_sampled() {
    let dir = scratch("bpe-padding");
    let corpus = dir.join("c.txt");
    std::fs::copy(small_corpus(), &corpus).unwrap();
    let cfg = gpt2_config(&corpus, &dir.join("run"), &[]);
    let t = Trainer::new(cfg.clone(), Device::Cpu, load(&cfg).unwrap()).unwrap();
    // ln_f outputs all ones; wte's padding rows are ones (logit C = 32), id 0's row 0.75
    // (logit 24), every other row 0: unmasked, the padding would win nearly every draw; masked,
    // id 0 ("!") wins nearly every draw.
    let c = cfg.model.d_model;
    let dev = Device::Cpu;
    for (name, var) in t.model.params().named() {
        let value = match name.as_str() {
            "transformer.ln_f.weight" => Tensor::zeros(c, var.dtype(), &dev),
            "transformer.ln_f.bias" => Tensor::ones(c, var.dtype(), &dev),
            "transformer.wte.weight" => Tensor::cat(
                &[
                    (Tensor::ones((1, c), var.dtype(), &dev).unwrap() * 0.75).unwrap(),
                    Tensor::zeros((50256, c), var.dtype(), &dev).unwrap(),
                    Tensor::ones((47, c), var.dtype(), &dev).unwrap(),
                ],
                0,
            ),
            _ => continue,
        };
        var.set(&value.unwrap()).unwrap();
    }
    let out = dir.join("ck");
    std::fs::create_dir_all(&out).unwrap();
    let path = ckpt::save(
        &out,
        &Snapshot {
            spike: None,
            fp8: None,
            corpus_sha256: None,
            named: t.model.params().named(),
            optim: &t.optim,
            state: t.state,
            config: &cfg,
            tokenizer: &t.corpus.tokenizer,
        },
        ckpt::Keep { last: 1, every: 0 },
        0,
    )
    .unwrap();
    let ck = Checkpoint::load(&path).unwrap();
    for temperature in [0.0, 1.0] {
        let opts = SampleOptions {
            prompt: "Hi".into(),
            tokens: 20,
            temperature,
            top_k: 0,
            top_p: 1.0,
            num_samples: 1,
            seed: 1,
            path: minigpt::model::DecodePath::Auto,
            stop: None,
        };
        let text = generate(&ck, &Device::Cpu, &opts, None).unwrap().texts.remove(0);
        assert_eq!(text, "!".repeat(20), "temperature {temperature}");
    }
}

/// A checkpoint of format version 1 (before the tokenizer was recorded: no `tokenizer` key,
/// no data.tokenizer in its config, one checksum over the whole file's tensors end to end) still
/// loads as char-level and samples.
#[test]
fn version_1_checkpoints_load_as_char() {
    let dir = scratch("bpe-v1");
    let out = dir.join("run");
    let mut sets = micro_sets(&small_corpus(), &out);
    sets.push("train.max_steps=2".into());
    let o = train(&sets);
    assert!(o.status.success(), "{}", stderr(&o));
    let path = ckpt::resolve(&out).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    let st = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    let (_, header) = safetensors::SafeTensors::read_metadata(&bytes).unwrap();
    let mut meta = header.metadata().clone().unwrap();
    assert_eq!(meta["tokenizer"], "char");
    meta.remove("tokenizer");
    meta.insert("format_version".into(), "1".into());
    let config = meta["config"].replace("tokenizer = \"char\"\n", "");
    assert!(!config.contains("tokenizer"), "{config}");
    meta.insert("config".into(), config);
    // version 1's checksum: SHA-256 over the names and bytes end to end, in name order (version
    // 4 hashes pieces); no checksum of the weights alone (version 3 added it)
    meta.remove("checksum_weights");
    let mut named = st.tensors();
    named.sort_by(|a, b| a.0.cmp(&b.0));
    let mut h = <sha2::Sha256 as sha2::Digest>::new();
    for (name, view) in &named {
        sha2::Digest::update(&mut h, name.as_bytes());
        sha2::Digest::update(&mut h, view.data());
    }
    let hex: String = sha2::Digest::finalize(h).iter().map(|b| format!("{b:02x}")).collect();
    meta.insert("checksum".into(), hex);
    let old = dir.join("old.safetensors");
    std::fs::write(&old, safetensors::serialize(st.tensors(), Some(meta)).unwrap()).unwrap();
    let ck = Checkpoint::load(&old).unwrap();
    assert!(matches!(&ck.tokenizer, Tokenizer::Char(v) if v.len() > 30));
    let s = bin()
        .args(["sample", "--prompt", "ROMEO:", "--tokens", "10", "--ckpt"])
        .arg(&old)
        .output()
        .unwrap();
    assert!(s.status.success(), "{}", stderr(&s));
    let printed = String::from_utf8(s.stdout).unwrap();
    assert_eq!(
        printed
            .strip_prefix("ROMEO:")
            .unwrap()
            .trim_end_matches('\n')
            .chars()
            .count(),
        10
    );
}

/// The shipped BPE configs load and describe what they say.
#[test]
fn shipped_bpe_configs_load() {
    let small = RunConfig::load(&root().join("configs/shakespeare-bpe.toml"), &[]).unwrap();
    assert_eq!(small.data.tokenizer, TokenizerKind::Gpt2);
    assert_eq!(small.model.block_size, 256);
    let big = RunConfig::load(&root().join("configs/gpt2-small-text.toml"), &[]).unwrap();
    assert_eq!(big.data.tokenizer, TokenizerKind::Gpt2);
    assert_eq!((big.model.n_layer, big.model.n_head, big.model.d_model), (12, 12, 768));
    assert_eq!(
        big.train.batch_size * big.train.grad_accum * big.model.block_size,
        491_520
    );
}

/// With `data.sha256` set, a GPT-2 corpus is checked by hashing the file, as a char corpus is:
/// a word edited in place under the same size and modification time matched the sha256 its
/// fresh-looking cache recorded, and `check`, `prepare` and `train` used the old tokens. Now the
/// edit is refused, and with the edited file's sha256 the cache is rebuilt from it.
#[test]
fn data_sha256_checks_a_bpe_corpus_file_not_its_cache_record() {
    use sha2::Digest;
    let dir = scratch("bpe-sha256-in-place");
    let corpus = dir.join("c.txt");
    let text = std::fs::read_to_string(small_corpus()).unwrap();
    std::fs::write(&corpus, &text).unwrap();
    let sha = |bytes: &[u8]| -> String { sha2::Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect() };
    let true_sha = format!("data.sha256={}", sha(text.as_bytes()));
    let cfg = gpt2_config(&corpus, &dir.join("r"), &[&true_sha]);
    assert!(load(&cfg).unwrap().cache.unwrap().built);

    // one word changed, the size and the modification time kept
    let mtime = std::fs::metadata(&corpus).unwrap().modified().unwrap();
    let at = text.find("the").unwrap();
    let edited = format!("{}THE{}", &text[..at], &text[at + 3..]);
    std::fs::write(&corpus, &edited).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&corpus)
        .unwrap()
        .set_modified(mtime)
        .unwrap();

    let e = match load(&cfg) {
        Ok(_) => panic!("the file edited in place was loaded from its stale cache"),
        Err(e) => e.to_string(),
    };
    assert!(e.contains("sha256 is") && e.contains("data.sha256 expects"), "{e}");
    let mut check = bin();
    check.arg("check").arg("--config").arg(root().join("configs/tiny.toml"));
    for s in micro_sets_with(&corpus, &dir.join("r"), &["data.tokenizer=gpt2", &true_sha]) {
        check.arg("--set").arg(s);
    }
    let o = check.output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("data.sha256 expects"), "{}", stderr(&o));

    let new_sha = format!("data.sha256={}", sha(edited.as_bytes()));
    let c = load(&gpt2_config(&corpus, &dir.join("r"), &[&new_sha])).unwrap();
    assert!(c.cache.as_ref().unwrap().built, "the stale tokens were used");
    assert_eq!(all_tokens(&c), gpt2_encode(&edited));
}

/// A stale GPT-2 cache in a folder this user can no longer write (its lock file left by the
/// first build, so taking the lock passes) failed at the temp file, exit 1, naming a file that
/// does not exist and no way on. It is now the refusal a fresh read-only folder gets: exit 2,
/// the cache's folder and what to do. Run as an unprivileged user (setpriv), since root writes
/// any folder.
#[test]
fn rebuilding_a_stale_cache_in_a_folder_it_cannot_write_is_refused_with_a_way_on() {
    use std::os::unix::fs::PermissionsExt;
    // under the system's temp folder, not the target folder's: the unprivileged user must reach
    // it, and a target folder may sit in a home only root can enter (CI keeps it in ~/.cache)
    let dir = std::env::temp_dir().join(format!("minigpt-bpe-readonly-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let corpus_dir = dir.join("corpus");
    std::fs::create_dir_all(&corpus_dir).unwrap();
    let corpus = corpus_dir.join("a.txt");
    std::fs::copy(small_corpus(), &corpus).unwrap();
    let root_user = unsafe { libc::geteuid() } == 0;
    if root_user {
        for p in [&dir, &corpus_dir, &corpus] {
            std::os::unix::fs::chown(p, Some(65534), Some(65534)).unwrap();
        }
    }
    let prepare = || {
        let mut cmd = if root_user {
            let mut c = std::process::Command::new("setpriv");
            c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
                .arg(bin().get_program());
            c
        } else {
            bin()
        };
        cmd.args(["prepare", "--config"]).arg(root().join("configs/tiny.toml"));
        for s in micro_sets(&corpus, &dir.join("run")) {
            cmd.arg("--set").arg(s);
        }
        cmd.args(["--set", "data.tokenizer=gpt2"]).output().unwrap()
    };
    let o = prepare();
    assert!(o.status.success(), "{}", stderr(&o));
    let mut text = std::fs::read_to_string(&corpus).unwrap();
    text.push_str("one more line\n");
    std::fs::write(&corpus, text).unwrap();
    std::fs::set_permissions(&corpus_dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    let o = prepare();
    std::fs::set_permissions(&corpus_dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("cannot write the token cache beside the corpus") && err.contains("make the folder writable"),
        "{err}"
    );
    assert!(!err.contains(".tmp"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
