//! The corpus as a user meets it (docs/DESIGN.md §9): what is downloaded and when (said on
//! stderr, never into a path the config's url was not written for), what `check` leaves on disk
//! (nothing), the token caches of lists, and what a folder's walk skips or refuses.

use std::path::{Path, PathBuf};
use std::process::Output;

use crate::common::*;

/// A copy of configs/tiny.toml in `dir` whose [data] names `path` and downloads it from `url`
/// (as the shipped configs do for Tiny Shakespeare), with the micro model's shape.
fn config_with_url(dir: &Path, path: &Path, url: &str) -> PathBuf {
    let tiny = std::fs::read_to_string(root().join("configs/tiny.toml")).unwrap();
    let text: String = tiny
        .lines()
        .map(|l| {
            if l.starts_with("path =") {
                format!("path = {:?}", path.display().to_string())
            } else if l.starts_with("url =") {
                format!("url = {url:?}")
            } else if l.starts_with("sha256 =") {
                "sha256 = \"\"".into()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let cfg = dir.join("with-url.toml");
    std::fs::write(&cfg, text).unwrap();
    cfg
}

/// The micro model's overrides without the corpus keys (`micro_sets` sets data.path and
/// data.url; these tests choose which of them a command line gives).
fn shape_sets(out: &Path) -> Vec<String> {
    micro_sets(Path::new("unused"), out)
        .into_iter()
        .filter(|s| !s.starts_with("data."))
        .collect()
}

fn run(cmd: &str, config: &Path, sets: &[String]) -> Output {
    let mut c = bin();
    c.arg(cmd).arg("--config").arg(config);
    for s in sets {
        c.arg("--set").arg(s);
    }
    c.output().unwrap()
}

/// A micro run in `dir/run` on the corpus folder `folder` with `tokenizer` (nothing downloaded,
/// no sha256: a folder has none).
fn folder_sets(dir: &Path, folder: &Path, tokenizer: &str) -> Vec<String> {
    let mut sets = shape_sets(&dir.join("run"));
    sets.extend([
        format!("data.path={}", folder.display()),
        "data.url=".into(),
        "data.sha256=".into(),
        format!("data.tokenizer={tokenizer}"),
    ]);
    sets
}

/// The names in `dir`, sorted (recursively, relative), to compare before and after a command.
fn listing(dir: &Path) -> Vec<String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            out.push(p.strip_prefix(root).unwrap().display().to_string());
            if e.file_type().unwrap().is_dir() {
                walk(root, &p, out);
            }
        }
    }
    let mut v = Vec::new();
    walk(dir, dir, &mut v);
    v.sort();
    v
}

/// A data.path given by --set is not filled from the config file's data.url, which was
/// written for the file's own path (a typo'd path trained on Tiny Shakespeare, saying nothing).
#[test]
fn a_data_path_given_by_set_is_not_downloaded_from_the_config_s_url() {
    let dir = scratch("data-typo");
    let body = std::fs::read(small_corpus()).unwrap();
    let (url, hits) = serve(body.clone());
    let cfg = config_with_url(&dir, &dir.join("data/corpus.txt"), &url);
    let typo = dir.join("mycorpsu2.txt");
    let mut sets = shape_sets(&dir.join("run"));
    sets.push(format!("data.path={}", typo.display()));
    sets.push("train.max_steps=2".into());
    for cmd in ["train", "check", "prepare"] {
        let o = run(cmd, &cfg, &sets);
        let err = match cmd {
            // check lists its problems in one error line after its report on stdout
            "check" => {
                let err = stderr(&o);
                assert_eq!(o.status.code(), Some(2), "{cmd}: {err}");
                err
            }
            _ => refused_in_one_line(cmd, &o, "--set data.url="),
        };
        assert!(
            err.contains(&typo.display().to_string()) && err.contains("--set data.url=") && err.contains("data.path"),
            "{cmd}: {err}"
        );
        assert!(!typo.exists(), "{cmd} downloaded into the typo'd path");
        assert_eq!(hits.load(std::sync::atomic::Ordering::SeqCst), 0, "{cmd} downloaded");
    }
    assert!(!dir.join("run").exists());

    // Given both on the command line, the download happens, and says so off a terminal.
    let mut both = sets.clone();
    both.push(format!("data.url={url}"));
    let o = run("train", &cfg, &both);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert_eq!(std::fs::read(&typo).unwrap(), body);
    let said: Vec<&str> = err.lines().filter(|l| l.contains(&url)).collect();
    assert_eq!(said.len(), 1, "{err}");
    assert!(said[0].contains(&typo.display().to_string()), "{err}");
    assert!(
        err.contains(&format!("{} bytes", body.len())),
        "the size is not said: {err}"
    );
}

/// `resume` and `eval` read the checkpoint's config, whose data.url was written for its own
/// data.path: a --set path that is missing is refused, not filled from it. A typo'd path used
/// to be downloaded into (eval then scored the run's own corpus where another was asked for).
#[test]
fn resume_and_eval_do_not_download_the_run_s_url_into_a_path_given_by_set() {
    use std::sync::atomic::Ordering::SeqCst;
    let dir = scratch("data-typo-resume");
    let body = std::fs::read(small_corpus()).unwrap();
    let (url, hits) = serve(body.clone());
    let cfg = config_with_url(&dir, &dir.join("data/corpus.txt"), &url);
    let run_dir = dir.join("run");
    let mut sets = shape_sets(&run_dir);
    sets.push("train.max_steps=2".into());
    let o = run("train", &cfg, &sets);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(hits.load(SeqCst), 1);

    let typo = dir.join("mycorpsu2.txt");
    let path_set = format!("data.path={}", typo.display());
    let ckpt_cmd = |cmd: &str, extra: &[String]| {
        let mut c = bin();
        c.arg(cmd).arg("--ckpt").arg(&run_dir);
        for s in extra {
            c.arg("--set").arg(s);
        }
        c.output().unwrap()
    };
    for cmd in ["resume", "eval"] {
        let mut extra = vec![path_set.clone()];
        if cmd == "resume" {
            extra.push("train.max_steps=3".into());
        }
        let o = ckpt_cmd(cmd, &extra);
        let err = refused_in_one_line(cmd, &o, "--set data.url=");
        assert!(err.contains(&typo.display().to_string()), "{cmd}: {err}");
        assert!(!typo.exists(), "{cmd} downloaded into the typo'd path");
        assert_eq!(hits.load(SeqCst), 1, "{cmd} downloaded");
    }

    // Given both, the resume downloads into the new path and goes on (the corpus is the run's).
    let o = ckpt_cmd(
        "resume",
        &[path_set, format!("data.url={url}"), "train.max_steps=3".into()],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read(&typo).unwrap(), body);
    assert_eq!(hits.load(SeqCst), 2);
}

/// The shipped configs' first run still downloads their corpus (data.path and data.url
/// from the same file, or data.path set to the file's own value), and says so.
#[test]
fn a_config_s_own_path_is_downloaded_from_its_url_and_said() {
    let dir = scratch("data-first-run");
    let body = std::fs::read(small_corpus()).unwrap();
    let (url, hits) = serve(body.clone());
    let target = dir.join("data/corpus.txt");
    let cfg = config_with_url(&dir, &target, &url);
    let mut sets = shape_sets(&dir.join("run"));
    sets.push("train.max_steps=1".into());
    let o = run("train", &cfg, &sets);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert_eq!(std::fs::read(&target).unwrap(), body);
    assert!(
        err.contains(&format!("downloading {url} -> {}", target.display())),
        "{err}"
    );
    assert_eq!(hits.load(std::sync::atomic::Ordering::SeqCst), 1);

    // the file's own path given again by --set is the path the url was written for
    std::fs::remove_file(&target).unwrap();
    sets.push(format!("data.path={}", target.display()));
    sets.push(format!("log.out_dir={}", dir.join("run2").display()));
    let o = run("train", &cfg, &sets);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read(&target).unwrap(), body);
}

/// A data.path naming a folder cannot receive a download: refused up front (exit 2, one
/// line) with nothing left behind; it was exit 1 with `Not a directory` and a `.download.tmp`.
#[test]
fn a_download_into_a_folder_path_is_refused_and_leaves_nothing() {
    let dir = scratch("data-dl-folder");
    let (url, hits) = serve(std::fs::read(small_corpus()).unwrap());
    let folder = format!("{}/dl6/", dir.display());
    let mut sets = shape_sets(&dir.join("run"));
    sets.push(format!("data.path={folder}"));
    sets.push(format!("data.url={url}"));
    sets.push("data.sha256=".into());
    for cmd in ["train", "prepare"] {
        let o = run(cmd, &root().join("configs/tiny.toml"), &sets);
        let err = refused_in_one_line(cmd, &o, &folder);
        assert!(err.contains("names a folder"), "{cmd}: {err}");
        assert_eq!(listing(&dir), Vec::<String>::new(), "{cmd} left files: {err}");
    }
    assert_eq!(hits.load(std::sync::atomic::Ordering::SeqCst), 0);
}

/// `check` writes nothing. A missing corpus with a url is a note (train would download
/// it), not a download; a GPT-2 corpus without a token cache is not tokenized into one, and a
/// stale cache is not deleted.
#[test]
fn check_downloads_builds_and_deletes_nothing() {
    let dir = scratch("data-check");
    let (url, hits) = serve(std::fs::read(small_corpus()).unwrap());
    let target = dir.join("data/corpus.txt");
    let cfg = config_with_url(&dir, &target, &url);
    let sets = shape_sets(&dir.join("run"));
    for tokenizer in ["char", "gpt2"] {
        let mut sets = sets.clone();
        sets.push(format!("data.tokenizer={tokenizer}"));
        let o = run("check", &cfg, &sets);
        let out = String::from_utf8_lossy(&o.stdout).to_string();
        assert!(o.status.success(), "{tokenizer}: {out}{}", stderr(&o));
        assert!(out.contains("no problems found"), "{out}");
        let note = out.lines().find(|l| l.contains(&url)).expect(&out);
        assert!(
            note.contains("download") && note.contains(&target.display().to_string()),
            "{note}"
        );
        assert_eq!(listing(&dir), vec!["with-url.toml"], "{tokenizer}: check wrote files");
    }
    assert_eq!(hits.load(std::sync::atomic::Ordering::SeqCst), 0, "check downloaded");

    // A GPT-2 corpus without a cache: checked, not tokenized into a cache.
    std::fs::create_dir_all(target.parent().unwrap()).unwrap();
    std::fs::copy(small_corpus(), &target).unwrap();
    let mut gpt2 = sets.clone();
    gpt2.push("data.tokenizer=gpt2".into());
    let before = listing(&dir);
    let o = run("check", &cfg, &gpt2);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(o.status.success(), "{out}{}", stderr(&o));
    assert!(out.contains("minigpt prepare"), "{out}");
    assert_eq!(listing(&dir), before, "check wrote files: {out}");

    // With a cache (prepare), check reports its count; an edited corpus's stale cache stays.
    let o = run("prepare", &cfg, &gpt2);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run("check", &cfg, &gpt2);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(o.status.success() && out.contains(" tokens (train "), "{out}");
    std::fs::write(&target, "An edited corpus.\n".repeat(200)).unwrap();
    let before = listing(&dir);
    let o = run("check", &cfg, &gpt2);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(o.status.success(), "{out}{}", stderr(&o));
    assert_eq!(listing(&dir), before, "check deleted or built a cache: {out}");
}

/// Two lists with the same first file and the same length have caches of their own:
/// alternating between them tokenizes each once.
#[test]
fn lists_sharing_a_first_file_and_a_length_keep_their_own_caches() {
    let dir = scratch("data-lists");
    let text = std::fs::read_to_string(small_corpus()).unwrap();
    for name in ["a.txt", "b.txt", "c.txt"] {
        std::fs::write(dir.join(name), format!("{name}\n{text}")).unwrap();
    }
    let list = |second: &str| {
        format!(
            "data.path=[{:?}, {:?}]",
            dir.join("a.txt").display().to_string(),
            dir.join(second).display().to_string()
        )
    };
    let prepare = |second: &str| {
        let mut sets = shape_sets(&dir.join("run"));
        sets.extend([
            list(second),
            "data.url=".into(),
            "data.sha256=".into(),
            "data.tokenizer=gpt2".into(),
        ]);
        let o = run("prepare", &root().join("configs/tiny.toml"), &sets);
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).to_string()
    };
    assert!(prepare("b.txt").contains("(built now)"));
    assert!(prepare("c.txt").contains("(built now)"));
    let again = prepare("b.txt");
    assert!(
        !again.contains("(built now)"),
        "the [a, b] cache was deleted by [a, c]'s: {again}"
    );
    assert!(!prepare("c.txt").contains("(built now)"));
    let bins = listing(&dir).into_iter().filter(|n| n.ends_with(".bin")).count();
    assert_eq!(bins, 2);
}

/// A folder's symbolic links to folders and broken links are skipped, and said once on
/// stderr, naming each.
#[test]
fn a_folder_s_skipped_links_are_named_once() {
    let dir = scratch("data-links");
    let folder = dir.join("books");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("one.txt"), std::fs::read(small_corpus()).unwrap()).unwrap();
    let elsewhere = dir.join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    std::fs::write(elsewhere.join("two.txt"), "not read\n").unwrap();
    std::os::unix::fs::symlink(&elsewhere, folder.join("linked")).unwrap();
    std::os::unix::fs::symlink(dir.join("gone.txt"), folder.join("broken.txt")).unwrap();
    let mut sets = shape_sets(&dir.join("run"));
    sets.extend([
        format!("data.path={}", folder.display()),
        "data.url=".into(),
        "data.sha256=".into(),
    ]);
    let o = run("check", &root().join("configs/tiny.toml"), &sets);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    let said: Vec<&str> = err.lines().filter(|l| l.contains("linked")).collect();
    assert_eq!(said.len(), 1, "{err}");
    assert!(said[0].contains("broken.txt") && said[0].contains("skipped"), "{err}");
}

/// A file in a corpus folder whose name is not UTF-8 is read as the file it is: its name was
/// made text first (the bytes replaced), and the file of that name "did not exist". With the
/// char tokenizer and GPT-2's (whose cache records the folder's files) alike.
#[test]
fn a_folder_s_file_whose_name_is_not_utf8_is_read() {
    use std::os::unix::ffi::OsStrExt;
    let dir = scratch("data-non-utf8-name");
    let folder = dir.join("books");
    std::fs::create_dir_all(&folder).unwrap();
    let name = std::ffi::OsStr::from_bytes(b"bad\xffname.txt");
    std::fs::write(folder.join(name), std::fs::read(small_corpus()).unwrap()).unwrap();
    for tokenizer in ["char", "gpt2"] {
        let sets = folder_sets(&dir, &folder, tokenizer);
        let o = run("prepare", &root().join("configs/tiny.toml"), &sets);
        assert!(o.status.success(), "{tokenizer}: {}", stderr(&o));
    }
}

/// A folder's bad files are all named in the one error line, not only the first.
#[test]
fn every_bad_file_of_a_folder_is_named() {
    let dir = scratch("data-bad-files");
    let folder = dir.join("mixed");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("good.txt"), "fine text\n".repeat(100)).unwrap();
    std::fs::write(folder.join("image.png"), b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    std::fs::write(folder.join("latin1.txt"), b"caf\xe9\n").unwrap();
    for tokenizer in ["char", "gpt2"] {
        let sets = folder_sets(&dir, &folder, tokenizer);
        let o = run("train", &root().join("configs/tiny.toml"), &sets);
        let err = refused_in_one_line(tokenizer, &o, "image.png");
        assert!(
            err.contains("latin1.txt") && err.contains("UTF-8"),
            "{tokenizer}: {err}"
        );
    }
}

/// A list's missing file is named with a way on that fits a list: data.url downloads a single
/// data.path, so "set data.url to download it" sent the user to a key that cannot help.
#[test]
fn a_list_s_missing_file_is_not_sent_to_data_url() {
    let dir = scratch("data-list-missing");
    std::fs::write(dir.join("a.txt"), std::fs::read(small_corpus()).unwrap()).unwrap();
    let mut sets = shape_sets(&dir.join("run"));
    sets.extend([
        format!(
            "data.path=[{:?}, {:?}]",
            dir.join("a.txt").display().to_string(),
            dir.join("gone.txt").display().to_string()
        ),
        "data.url=".into(),
        "data.sha256=".into(),
    ]);
    let o = run("check", &root().join("configs/tiny.toml"), &sets);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("gone.txt") && err.contains("corpus not found"), "{err}");
    assert!(
        err.contains("take it out of the list") && !err.contains("set data.url to download it"),
        "{err}"
    );
}

/// A corpus file named with a trailing '/' (or as a folder on its way) was "not found", with
/// advice to download it, which a path ending in '/' is refused; with data.url set, "names a
/// folder", with advice to drop the url: each sent the user to the other. Both now name the
/// file and the fix.
#[test]
fn a_file_named_as_a_folder_is_named_as_a_file() {
    let dir = scratch("data-file-as-folder");
    let corpus = dir.join("corpus.txt");
    std::fs::copy(small_corpus(), &corpus).unwrap();
    for (path, url) in [
        (format!("{}/", corpus.display()), ""),
        (format!("{}/", corpus.display()), "http://127.0.0.1:9/x.txt"),
        (format!("{}/inner.txt", corpus.display()), ""),
    ] {
        let mut sets = shape_sets(&dir.join("run"));
        sets.extend([
            format!("data.path={path}"),
            format!("data.url={url}"),
            "data.sha256=".into(),
        ]);
        for cmd in ["check", "train"] {
            let o = run(cmd, &root().join("configs/tiny.toml"), &sets);
            assert_eq!(o.status.code(), Some(2), "{cmd} {path}: {}", stderr(&o));
            let err = stderr(&o);
            assert!(
                err.contains(&format!("{} is a file, not a folder", corpus.display())) && !err.contains("not found"),
                "{cmd} {path} {url}: {err}"
            );
        }
    }
}

/// `eval` on a corpus too short for the run's block was told to "train with model.block_size N
/// or less", which `eval` refuses (it keeps the checkpoint's); `train` keeps that advice.
#[test]
fn eval_on_a_short_corpus_gives_only_the_way_it_takes() {
    let dir = scratch("data-eval-short");
    let o = train(&micro_sets_with(
        &small_corpus(),
        &dir.join("run"),
        &["train.max_steps=2"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let short = dir.join("short.txt");
    let text = std::fs::read_to_string(small_corpus()).unwrap();
    std::fs::write(&short, &text[..100]).unwrap(); // a val split of 10 characters, block 16
    let o = bin()
        .args(["eval", "--ckpt"])
        .arg(dir.join("run"))
        .args([
            "--set",
            &format!("data.path={}", short.display()),
            "--set",
            "data.sha256=",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("is too short") && err.contains("give a longer corpus"),
        "{err}"
    );
    assert!(!err.contains("model.block_size 9"), "{err}");
    // train on it is told both ways
    let mut sets = micro_sets(&short, &dir.join("run2"));
    sets.push("data.sha256=".into());
    let o = train(&sets);
    assert!(
        stderr(&o).contains("or train with model.block_size 9 or less"),
        "{}",
        stderr(&o)
    );
}

/// A run trained with `--set data.path` kept the config file's data.url in its saved config:
/// once its corpus was gone, `eval` and `resume` downloaded the config's corpus into the run's
/// path and went on with it, exit 0. The url is saved only with its own path: both refuse.
#[test]
fn a_run_on_a_path_given_by_set_never_downloads_the_config_s_url_later() {
    use std::sync::atomic::Ordering::SeqCst;
    let dir = scratch("data-set-path-later");
    let (url, hits) = serve(std::fs::read(small_corpus()).unwrap());
    let cfg = config_with_url(&dir, &dir.join("data/corpus.txt"), &url);
    let mine = dir.join("mine.txt");
    std::fs::copy(small_corpus(), &mine).unwrap();
    let run_dir = dir.join("run");
    let mut sets = shape_sets(&run_dir);
    sets.extend(["train.max_steps=2".into(), format!("data.path={}", mine.display())]);
    let o = run("train", &cfg, &sets);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::remove_file(&mine).unwrap();
    for (cmd, extra) in [("eval", None), ("resume", Some("train.max_steps=3"))] {
        let mut c = bin();
        c.arg(cmd).arg("--ckpt").arg(&run_dir);
        if let Some(e) = extra {
            c.args(["--set", e]);
        }
        let o = c.output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{cmd}: {}", stderr(&o));
        assert!(stderr(&o).contains("corpus not found"), "{cmd}: {}", stderr(&o));
        assert!(
            !mine.exists(),
            "{cmd} downloaded the config's corpus into the run's path"
        );
    }
    assert_eq!(hits.load(SeqCst), 0);
}

/// `eval` of a run whose corpus was edited since scored the edited text and said nothing of it
/// (a resume refuses it): the scores are said to be another corpus'.
#[test]
fn eval_says_when_the_corpus_is_not_the_one_the_run_trained_on() {
    let dir = scratch("data-eval-edited");
    let corpus = dir.join("c.txt");
    let text = std::fs::read_to_string(small_corpus()).unwrap();
    std::fs::write(&corpus, &text).unwrap();
    let run = dir.join("run");
    assert!(train(&micro_sets_with(&corpus, &run, &["train.max_steps=2"]))
        .status
        .success());
    let eval = || bin().args(["eval", "--ckpt"]).arg(&run).output().unwrap();
    let o = eval();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!stderr(&o).contains("not the corpus"), "{}", stderr(&o));
    let edited: String = text.chars().rev().collect(); // the same characters, other text
    std::fs::write(&corpus, edited).unwrap();
    let o = eval();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("is not the corpus the run trained on")
            && stderr(&o).contains("the losses are this corpus'"),
        "{}",
        stderr(&o)
    );
}
