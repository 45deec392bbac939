//! The file of searched GEMM algorithms (docs/DESIGN.md §7): what `train --search-gemms` found
//! for each cuBLASLt GEMM shape, for later runs on the same GPU and cuBLASLt version to offer
//! their tuner (`ops::cublaslt`) as one more candidate.
//!
//! cuBLASLt's heuristic ranks a handful of configurations of its algorithms; the search times
//! every configuration of the algorithms it offers (tile, stages, cluster shape, swizzle, custom
//! option), thousands per shape, which takes seconds per shape: too long for every run's start,
//! so it runs once and its results are kept here. The file never changes a number: a stored
//! configuration is taken only where its outputs are bit for bit those of the heuristic's first
//! algorithm on the shape's first call, as every candidate of the tuner is.
//!
//! Format: JSON, `{"format": "minigpt-gemm-algos", "version": 1, "device": .., "cublaslt": ..,
//! "gemms": {"<shape>": {config}}}`; a file of another device or cuBLASLt version is not read
//! (and the run says so once). Where: `MINIGPT_GEMM_ALGOS` (a path, or `off`), else
//! `$XDG_CACHE_HOME/minigpt/gemm-algos.json`, else `$HOME/.cache/minigpt/gemm-algos.json`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

const FORMAT: &str = "minigpt-gemm-algos";
const VERSION: u32 = 1;

/// One configuration of a cuBLASLt algorithm: its `CUBLASLT_ALGO_CONFIG_*` attributes.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct AlgoConfig {
    pub id: i32,
    pub tile: u32,
    pub stages: u32,
    pub inner_shape: u16,
    pub cluster: u16,
    pub swizzle: u32,
    pub custom: u32,
    pub split_k: i32,
    pub reduction: u32,
    /// Microseconds a call took with the heuristic's fastest candidate and with this one, when
    /// searched (a record for people; not read back into any decision).
    pub heuristic_us: f32,
    pub searched_us: f32,
}

/// The searched configurations of one device and cuBLASLt version, by shape.
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GemmAlgos {
    format: String,
    version: u32,
    pub device: String,
    pub cublaslt: usize,
    pub gemms: BTreeMap<String, AlgoConfig>,
}

impl GemmAlgos {
    pub fn new(device: &str, cublaslt: usize) -> Self {
        Self {
            format: FORMAT.into(),
            version: VERSION,
            device: device.into(),
            cublaslt,
            gemms: BTreeMap::new(),
        }
    }

    /// The file at `path`, if it exists. Err: unreadable, not this format, or of another device
    /// or cuBLASLt version (the message says which and how to search again).
    pub fn load(path: &Path, device: &str, cublaslt: usize) -> Result<Option<Self>, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        let file: Self = serde_json::from_str(&text).map_err(|e| {
            format!(
                "{} is not a searched-GEMM file ({e}); delete it or search again",
                path.display()
            )
        })?;
        if file.format != FORMAT || file.version != VERSION {
            return Err(format!(
                "{} is {} version {}, not {FORMAT} version {VERSION}",
                path.display(),
                file.format,
                file.version
            ));
        }
        if file.device != device || file.cublaslt != cublaslt {
            return Err(format!(
                "{} was searched on {} with cuBLASLt {}, this run has {device} with cuBLASLt {cublaslt}: \
                 search again with `minigpt train --config <config> --search-gemms`",
                path.display(),
                file.device,
                file.cublaslt
            ));
        }
        Ok(Some(file))
    }

    /// Adds `other`'s shapes (replacing those searched again) and writes the file atomically
    /// (a temporary beside it, then a rename), creating its folder.
    pub fn merge_and_save(mut self, other: &Self, path: &Path) -> std::io::Result<Self> {
        self.gemms.extend(other.gemms.iter().map(|(k, v)| (k.clone(), *v)));
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        let tmp = path.with_extension("json.tmp");
        let text = serde_json::to_string_pretty(&self).map_err(std::io::Error::other)?;
        std::fs::write(&tmp, text + "\n")?;
        std::fs::rename(&tmp, path)?;
        Ok(self)
    }
}

/// Whether the file can be written at `path`: its folder is created and a temporary written
/// and removed beside it, as `merge_and_save` will (so a search of minutes does not end in an
/// error that loses its results).
pub fn check_writable(path: &Path) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("json.tmp");
    std::fs::write(&tmp, b"")?;
    std::fs::remove_file(&tmp)
}

/// Where the file is read and written: `MINIGPT_GEMM_ALGOS` (None for `off`), else the user's
/// cache folder (None where neither `XDG_CACHE_HOME` nor `HOME` is set).
pub fn default_path() -> Option<PathBuf> {
    path_from(|k| std::env::var_os(k))
}

fn path_from(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<PathBuf> {
    if let Some(p) = var("MINIGPT_GEMM_ALGOS") {
        return (p != "off").then(|| PathBuf::from(p));
    }
    let cache = var("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(cache.join("minigpt").join("gemm-algos.json"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(tile: u32) -> AlgoConfig {
        AlgoConfig {
            id: 66,
            tile,
            stages: 35,
            inner_shape: 0,
            cluster: 3,
            swizzle: 1,
            custom: 1,
            split_k: 1,
            reduction: 0,
            heuristic_us: 91.0,
            searched_us: 78.9,
        }
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("minigpt-gemm-algos-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir.join("sub").join("gemm-algos.json")
    }

    /// A saved file reads back the same, and a second search adds its shapes and replaces the
    /// ones it searched again (fails if the merge drops or duplicates an entry).
    #[test]
    fn saves_merges_and_loads_back() {
        let path = scratch("merge");
        let mut first = GemmAlgos::new("NVIDIA H200", 130100);
        first.gemms.insert("a".into(), config(407));
        first.gemms.insert("b".into(), config(20));
        let first = GemmAlgos::new("NVIDIA H200", 130100)
            .merge_and_save(&first, &path)
            .unwrap();
        let mut again = GemmAlgos::new("NVIDIA H200", 130100);
        again.gemms.insert("b".into(), config(459));
        again.gemms.insert("c".into(), config(208));
        let loaded = GemmAlgos::load(&path, "NVIDIA H200", 130100).unwrap().unwrap();
        assert_eq!(loaded, first);
        loaded.merge_and_save(&again, &path).unwrap();
        let merged = GemmAlgos::load(&path, "NVIDIA H200", 130100).unwrap().unwrap();
        let tiles: Vec<(String, u32)> = merged.gemms.iter().map(|(k, v)| (k.clone(), v.tile)).collect();
        assert_eq!(tiles, [("a".into(), 407), ("b".into(), 459), ("c".into(), 208)]);
        assert!(
            !path.with_extension("json.tmp").exists(),
            "the temporary is renamed away"
        );
    }

    /// No file is not an error; another GPU's or cuBLASLt version's file, or a file that is not
    /// this format, is refused with a message that names the file and what to do.
    #[test]
    fn refuses_another_device_version_or_format() {
        let path = scratch("refuse");
        assert_eq!(GemmAlgos::load(&path, "NVIDIA H200", 130100), Ok(None));
        let mut file = GemmAlgos::new("NVIDIA H100 80GB HBM3", 130100);
        file.gemms.insert("a".into(), config(407));
        GemmAlgos::new("NVIDIA H100 80GB HBM3", 130100)
            .merge_and_save(&file, &path)
            .unwrap();
        let e = GemmAlgos::load(&path, "NVIDIA H200", 130100).unwrap_err();
        assert!(e.contains("NVIDIA H100") && e.contains("--search-gemms"), "{e}");
        let e = GemmAlgos::load(&path, "NVIDIA H100 80GB HBM3", 120900).unwrap_err();
        assert!(e.contains("130100") && e.contains("120900"), "{e}");
        std::fs::write(&path, "{\"gemms\": 3}").unwrap();
        let e = GemmAlgos::load(&path, "NVIDIA H200", 130100).unwrap_err();
        assert!(e.contains("not a searched-GEMM file"), "{e}");
    }

    /// A file that cannot be written is found before a search starts: a path below a plain
    /// file fails, a fresh folder is created, and no temporary is left behind.
    #[test]
    fn writability_is_checked_up_front() {
        let path = scratch("writable");
        check_writable(&path).unwrap();
        assert!(path.parent().unwrap().is_dir());
        assert!(!path.with_extension("json.tmp").exists() && !path.exists());
        let blocker = path.parent().unwrap().join("a-file");
        std::fs::write(&blocker, "x").unwrap();
        assert!(check_writable(&blocker.join("gemm-algos.json")).is_err());
    }

    /// The file's place: the variable wins (and `off` turns the file off), then the XDG cache
    /// folder, then ~/.cache.
    #[test]
    fn the_path_follows_the_environment() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.into())
        };
        let p = path_from(env(&[("MINIGPT_GEMM_ALGOS", "/x/g.json"), ("HOME", "/h")]));
        assert_eq!(p, Some(PathBuf::from("/x/g.json")));
        assert_eq!(path_from(env(&[("MINIGPT_GEMM_ALGOS", "off"), ("HOME", "/h")])), None);
        let p = path_from(env(&[("XDG_CACHE_HOME", "/c"), ("HOME", "/h")]));
        assert_eq!(p, Some(PathBuf::from("/c/minigpt/gemm-algos.json")));
        let p = path_from(env(&[("HOME", "/h")]));
        assert_eq!(p, Some(PathBuf::from("/h/.cache/minigpt/gemm-algos.json")));
        assert_eq!(path_from(env(&[])), None);
    }
}
