//! `minigpt sample` beyond the basics: several samples as one batch (sample i is what seed + i
//! gives alone), nucleus sampling, generation past block_size, tokens/s on stderr.

use std::path::Path;
use std::process::Output;

use super::common::{bin, micro_sets_with, refused_in_one_line, scratch, small_corpus, stderr, train};

fn sample(run: &Path, args: &[&str]) -> Output {
    let o = bin().arg("sample").args(args).arg("--ckpt").arg(run).output().unwrap();
    assert!(o.status.success(), "sample {args:?}: {}", stderr(&o));
    o
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn batched_samples_nucleus_and_long_generation() {
    let run = scratch("sample-features");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &["train.max_steps=30", "train.eval_every=1000"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));

    // Three samples in one batch: each is the sample of seed 7 + i alone (block_size 16, so 40
    // tokens also slide the context twice).
    let batch = stdout(&sample(
        &run,
        &["--prompt", "A", "--tokens", "40", "--seed", "7", "--num-samples", "3"],
    ));
    let parts: Vec<&str> = batch.split("---------------\n").collect();
    assert_eq!(parts.len(), 3, "{batch}");
    for (i, part) in parts.iter().enumerate() {
        let alone = stdout(&sample(
            &run,
            &["--prompt", "A", "--tokens", "40", "--seed", &(7 + i).to_string()],
        ));
        assert_eq!(
            *part,
            alone,
            "sample {i} of the batch differs from seed {} alone",
            7 + i
        );
        assert_eq!(
            alone
                .strip_prefix('A')
                .unwrap()
                .strip_suffix('\n')
                .unwrap()
                .chars()
                .count(),
            40
        );
    }
    assert!(parts[0] != parts[1] || parts[1] != parts[2], "three identical samples");

    // A nucleus this small keeps only the most likely token: greedy decoding.
    let greedy = stdout(&sample(
        &run,
        &["--prompt", "A", "--tokens", "30", "--temperature", "0"],
    ));
    let nucleus = sample(
        &run,
        &["--prompt", "A", "--tokens", "30", "--top-p", "1e-9", "--top-k", "0"],
    );
    assert_eq!(stdout(&nucleus), greedy);
    let err = stderr(&nucleus);
    assert!(err.contains("tokens/s") && err.contains("30 tokens"), "{err}");

    // A top-p outside (0, 1] is refused with the flag named, and a prompt the vocabulary
    // cannot spell likewise; neither prints any of the prompt first.
    // A negative count is named by its flag too (it was "unexpected argument '-1'").
    for (flag, args) in [
        ("--top-p", ["--prompt", "ROMEO:", "--top-p", "1.5"]),
        ("--prompt", ["--prompt", "ROMEO€", "--tokens", "5"]),
        ("--top-k", ["--prompt", "ROMEO:", "--top-k", "-1"]),
        ("--num-samples", ["--prompt", "ROMEO:", "--num-samples", "-2"]),
    ] {
        let bad = bin().arg("sample").args(args).arg("--ckpt").arg(&run).output().unwrap();
        assert_eq!(bad.status.code(), Some(2), "{}", stderr(&bad));
        assert!(stderr(&bad).contains(flag), "{}", stderr(&bad));
        assert_eq!(stdout(&bad), "", "a refused sample printed to stdout");
    }
    // A value that is not a finite number is told so: inf is >= 0, but not a temperature.
    for (flag, value, want) in [
        ("--temperature", "inf", "use a finite number >= 0"),
        ("--temperature", "NaN", "use a finite number >= 0"),
        ("--top-p", "inf", "use 0 < p <= 1"),
    ] {
        let bad = bin()
            .arg("sample")
            .args([flag, value])
            .arg("--ckpt")
            .arg(&run)
            .output()
            .unwrap();
        refused_in_one_line(
            &format!("{flag} {value}"),
            &bad,
            &format!("{flag} {value} is not allowed; {want}"),
        );
    }

    // Device cuda:N on a build without CUDA: the fix is the flag, not a config key
    if !cfg!(feature = "cuda") {
        let bad = bin()
            .args(["sample", "--device", "cuda:0", "--ckpt"])
            .arg(&run)
            .output()
            .unwrap();
        let err = refused_in_one_line("sample --device cuda:0", &bad, "pass --device cpu");
        assert!(!err.contains("set device"), "{err}");
    }

    // No new tokens: the prompt alone, once
    assert_eq!(
        stdout(&sample(&run, &["--prompt", "ROMEO:", "--tokens", "0"])),
        "ROMEO:\n"
    );
}

/// Interrupted (SIGINT), `sample` ends at the next token and prints what it made, every sample
/// of a batch (printed only at the end otherwise, all of it was lost), then exits 130 saying
/// so; the first signal is acknowledged on stderr at once.
#[test]
fn an_interrupted_batch_of_samples_prints_what_it_made() {
    let run = scratch("sample-interrupted");
    let o = train(&micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let child = bin()
        .arg("sample")
        .args(["--prompt", "A", "--tokens", "100000000", "--num-samples", "2", "--ckpt"])
        .arg(&run)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(2)); // the checkpoint loads in a fraction
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(130), "{err}");
    assert!(err.contains("note: received SIGINT: ending the samples"), "{err}");
    let made: usize = err
        .split("interrupted after ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no token count in: {err}"));
    assert!(made > 0, "nothing generated in 2 s: {err}");
    let text = stdout(&o);
    let parts: Vec<&str> = text.split("---------------\n").collect();
    assert_eq!(parts.len(), 2, "{text}");
    for part in parts {
        // the prompt, `made` characters (the char tokenizer: one token each), a newline
        assert_eq!(part.chars().count(), 1 + made + 1, "{part:?}");
    }
}

/// A temperature too small to divide f32 logits by samples greedily and says so once (its
/// probabilities were NaN, and every token was id 0: a newline); with no `--prompt`, a vocabulary
/// without a newline starts from its first character (it refused a prompt nobody gave).
#[test]
fn tiny_temperatures_are_greedy_and_a_vocabulary_without_newline_samples_without_a_prompt() {
    let dir = scratch("sample-edges");
    let run = dir.join("run");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &["train.max_steps=20", "train.eval_every=1000"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let greedy = stdout(&sample(
        &run,
        &["--prompt", "A", "--tokens", "30", "--temperature", "0"],
    ));
    // 1/t overflows f32 at 1e-39 and 1e-300; at 1e-38 it does not (nor, for this model's small
    // logits, do their products), and the softmax is one-hot by itself
    for (t, said) in [("1e-39", 1), ("1e-300", 1), ("1e-38", 0)] {
        let o = sample(&run, &["--prompt", "A", "--tokens", "30", "--temperature", t]);
        assert_eq!(stdout(&o), greedy, "--temperature {t}");
        let err = stderr(&o);
        assert_eq!(
            err.matches("sampling greedily").count(),
            said,
            "--temperature {t}: {err}"
        );
    }

    // One line, no newline anywhere: the char vocabulary has none.
    let corpus = dir.join("one-line.txt");
    let line: String = (0..4000)
        .map(|i| ["the cat ", "a dog; ", "sat on it, "][i % 3])
        .collect();
    std::fs::write(&corpus, line).unwrap();
    let run = dir.join("one-line");
    let o = train(&micro_sets_with(
        &corpus,
        &run,
        &["train.max_steps=5", "train.eval_every=1000"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = sample(&run, &["--tokens", "12"]);
    let text = stdout(&o);
    assert_eq!(text.strip_suffix('\n').unwrap().chars().count(), 12, "{text:?}");
    // a newline asked for is still refused by name
    let o = bin()
        .args(["sample", "--prompt", "\n", "--ckpt"])
        .arg(&run)
        .output()
        .unwrap();
    refused_in_one_line("--prompt newline", &o, "--prompt");
}

/// More samples (or tokens) than memory holds are refused up front, exit 2, naming the most that
/// fit: a billion samples aborted on a 320 GB allocation with a backtrace (exit 134), and twenty
/// million filled the machine's RAM until the kernel killed the process. Under the same limit a
/// count that fits samples.
#[test]
fn more_samples_than_memory_holds_are_refused_naming_the_most_that_fit() {
    let run = scratch("sample-too-many");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &["train.max_steps=2", "train.eval_every=1000"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let o = bin()
        .args(["sample", "--tokens", "3", "--num-samples", "1000000000", "--ckpt"])
        .arg(&run)
        .output()
        .unwrap();
    let err = refused_in_one_line("a billion samples", &o, "--num-samples 1000000000");
    assert!(err.contains("at most"), "{err}");
    assert!(o.stdout.is_empty(), "{}", stdout(&o));
    let o = bin()
        .args(["sample", "--tokens", "3", "--num-samples", "100", "--ckpt"])
        .arg(&run)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
}

/// A refused `sample` exits 2 with its line every time. Its signal thread, started and closed
/// at once, could be gone before the close woke it: the wake-up then raised SIGPIPE, whose
/// default disposition `sample` restores, and the process died without a word (about 1 run in
/// 1,000 under load; `signals::StopSignals`'s drop). Many runs at once make that load.
#[test]
fn a_refused_sample_never_dies_of_its_signal_thread() {
    let run = scratch("sample-refused-often");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &["train.max_steps=2", "train.eval_every=1000"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    std::thread::scope(|scope| {
        for _ in 0..8 {
            scope.spawn(|| {
                for _ in 0..150 {
                    let o = bin()
                        .args(["sample", "--temperature", "inf", "--ckpt"])
                        .arg(&run)
                        .output()
                        .unwrap();
                    refused_in_one_line("--temperature inf", &o, "--temperature inf is not allowed");
                }
            });
        }
    });
}

/// A prompt longer than the model's block is cut to its last block_size tokens, and said so
/// (it was cut silently); one that fits says nothing of it.
#[test]
fn a_prompt_longer_than_the_block_is_said_to_be_cut() {
    let run = scratch("sample-long-prompt");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &run,
        &["train.max_steps=2", "train.eval_every=1000"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    // micro_sets: block_size 16
    let long = "the ".repeat(6);
    let o = sample(&run, &["--prompt", &long, "--tokens", "2"]);
    let err = stderr(&o);
    assert!(
        err.contains("--prompt is 24 tokens, more than the model's block_size 16: it reads the last 16"),
        "{err}"
    );
    // a character the corpus never had: named, with what the run can take instead
    let o = bin()
        .args(["sample", "--prompt", "h\u{e9}llo", "--tokens", "2", "--ckpt"])
        .arg(&run)
        .output()
        .unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("character '\u{e9}' at position 1 is not in the vocabulary"),
        "{err}"
    );
    assert!(
        err.contains("knows only the") && err.contains("data.tokenizer"),
        "{err}"
    );
    let o = sample(&run, &["--prompt", "the ", "--tokens", "2"]);
    assert!(!stderr(&o).contains("block_size"), "{}", stderr(&o));
}

/// A stdout that cannot take the samples (`> /dev/full`: a full disk) fails in one line naming
/// stdout, for one sample and for several: several said "No space left on device" alone.
#[test]
fn samples_to_a_full_stdout_name_stdout() {
    let full = Path::new("/dev/full");
    if !full.exists() {
        return; // not a Linux machine
    }
    let run = scratch("sample-full");
    let o = train(&micro_sets_with(&small_corpus(), &run, &["train.max_steps=2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    for n in ["1", "2"] {
        let o = bin()
            .arg("sample")
            .args(["--tokens", "5", "--num-samples", n, "--ckpt"])
            .arg(&run)
            .stdout(std::fs::File::create(full).unwrap())
            .output()
            .unwrap();
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{n} samples: {err}");
        let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
        assert_eq!(errors.len(), 1, "{n} samples: {err}");
        assert!(errors[0].starts_with("error: stdout: "), "{n} samples: {err}");
    }
}
