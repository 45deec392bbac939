//! cuBLASLt GEMMs with epilogues (CUDA only): the bias, bias + GELU and bias-gradient work that
//! would otherwise be a separate pass over the GEMM's output done inside the GEMM's own epilogue
//! (`ops::dense` uses it; docs/DESIGN.md §7). One handle and one 32 MiB workspace per device, and
//! an algorithm per GEMM shape, chosen at the shape's first call, so a call is one
//! `cublasLtMatmul` after it.
//!
//! The choice: the heuristic ranks up to eight algorithms; its first is often not the fastest
//! (by up to 10 % at GPT-2's LM head, docs/PERFORMANCE.md). At a shape's first call each is run
//! on that call's operands, with up to eight more that need no workspace (cuBLASLt zeroes 4
//! bytes of a workspace before every GEMM it is given one for: a memset on the stream, with its
//! launch gap), and its outputs compared with the first's by a digest of their bits
//! (kernels/digest.cu); of those that compute the same bits, the fastest (CUDA events, three
//! runs) is kept. So the numbers never depend on the choice, nor on the timing that made it: a
//! run computes what the heuristic's first would have, bit for bit.
//!
//! The heuristic's few candidates are not all there is: each algorithm it offers has hundreds
//! of configurations (tile, cluster shape, swizzle, custom option), and at GPT-2 small's
//! forward GEMMs one it never ranks runs up to 13 % faster (docs/PERFORMANCE.md). Timing them
//! all takes seconds per shape, so `train --search-gemms` does it once (`search_gemms`) and
//! saves the fastest of each shape (`ops::gemm_algos`); every later run on the same GPU and
//! cuBLASLt version adds the saved one to its shapes' candidates, under the same rule of the
//! same bits.
//!
//! Every GEMM here is column-major, as cuBLASLt sees it: D[m×n] = op(A)·op(B), fp32 accumulation
//! and scale (CUBLAS_COMPUTE_32F; _FAST_TF32 for fp32 operands under `precision.tf32`), A and B
//! of one dtype (bf16, f16 or f32), D of theirs or fp32. The callers
//! turn row-major tensors into this form (a row-major [r, c] matrix is a column-major c×r one).
//! Operands must be 16-byte aligned (the heuristic is asked for algorithms that need no more),
//! leading dims multiples of 8 elements.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use candle_core::cuda_backend::DeviceId;
use candle_core::CudaDevice;
use cudarc::cublaslt::result::{self as lt, CublasError};
use cudarc::cublaslt::sys;
use cudarc::driver::{CudaSlice, CudaStream, DevicePtr};

use super::gemm_algos::{self, AlgoConfig, GemmAlgos};

/// The workspace cuBLASLt may use, as NVIDIA recommends for Hopper.
const WORKSPACE_BYTES: usize = 32 << 20;
/// The split-K reduction schemes allowed: CUBLASLT_REDUCTION_SCHEME_COMPUTE_TYPE (2) and
/// _OUTPUT_TYPE (4), and none (0); not _INPLACE (1), which accumulates into the output.
const REDUCTION_SCHEMES: u32 = 2 | 4;
/// The alignment (bytes) every operand is promised to have.
pub(super) const ALIGN: u64 = 16;
/// Candidates asked of the heuristic when a benchmark picks other than its first.
const CANDIDATES: usize = 8;
/// The search's configurations of an algorithm: custom options 0..=SEARCH_CUSTOM (of those it
/// has) and these cluster shapes (CUBLASLT_CLUSTER_SHAPE_ AUTO, 1x1x1, 2x1x1, 1x2x1), with
/// either swizzle, at every tile and stages the algorithm lists; split-K only as the heuristic
/// offers it.
const SEARCH_CUSTOM: i32 = 3;
const SEARCH_CLUSTERS: [u16; 4] = [0, 2, 3, 5];
/// After one timed run each, the fastest this many are timed again beside the heuristic's.
const SEARCH_FINALISTS: usize = 12;

/// The file a search saves each shape into as soon as it is searched (`search_gemms`); while
/// set, each shape's first call searches every configuration, unless the file has the shape.
static SEARCH_INTO: Mutex<Option<PathBuf>> = Mutex::new(None);

fn searching() -> Option<PathBuf> {
    SEARCH_INTO.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Which algorithm every GEMM takes: 0, each shape's tuned one (what training uses), or i + 1,
/// the heuristic's i-th ranked (0: its first), set by `bench-kernel --op gemm-algos` to time it
/// (`pick_algorithm`).
static PICK: AtomicUsize = AtomicUsize::new(0);

/// Makes every cuBLASLt GEMM from here on take the heuristic's `i`-th ranked algorithm
/// (`Some(0)`: its first), or its last where it offers fewer; `None`: each shape's tuned one,
/// the default. For `bench-kernel --op gemm-algos` only. Returns the number of candidates
/// offered for each shape used since the last pick.
pub fn pick_algorithm(i: Option<usize>) -> Vec<(String, usize)> {
    PICK.store(i.map_or(0, |i| i + 1), Ordering::Relaxed);
    let Some(state) = STATE.get() else {
        return Vec::new();
    };
    let Ok(mut all) = state.lock() else {
        return Vec::new();
    };
    let mut seen = Vec::new();
    for lt in all.values_mut() {
        for (shape, list) in lt.candidates.drain() {
            seen.push((shape.describe(), list.len()));
        }
    }
    seen.sort();
    seen
}

/// What the GEMM does with its result before writing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Epilogue {
    /// D = op(A)·op(B).
    Plain,
    /// D = op(A)·op(B) + bias, one bias value per row of D (m values) in D's dtype (cuBLASLt
    /// takes no fp32 bias for a 16-bit D), added to the fp32 accumulator.
    Bias,
    /// aux = op(A)·op(B) + bias and D = gelu(aux) (the tanh approximation), both in D's dtype:
    /// aux is the pre-activation the GELU's backward needs.
    GeluAuxBias,
    /// D = gelu(op(A)·op(B) + bias) alone: GeluAuxBias without the pre-activation, for a
    /// forward no backward follows (evaluation, sampling).
    GeluBias,
    /// D = op(A)·op(B), and bias[j] = Σ_k op(B)[k, j]: the bias gradient of the B operand's
    /// columns (n values, in D's dtype: fp32 here), summed in fp32.
    BGradB,
}

impl Epilogue {
    fn code(self) -> sys::cublasLtEpilogue_t {
        use sys::cublasLtEpilogue_t as E;
        match self {
            Self::Plain => E::CUBLASLT_EPILOGUE_DEFAULT,
            Self::Bias => E::CUBLASLT_EPILOGUE_BIAS,
            Self::GeluAuxBias => E::CUBLASLT_EPILOGUE_GELU_AUX_BIAS,
            Self::GeluBias => E::CUBLASLT_EPILOGUE_GELU_BIAS,
            Self::BGradB => E::CUBLASLT_EPILOGUE_BGRADB,
        }
    }
}

/// The shape and types of one GEMM: what its algorithm depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Shape {
    pub transa: bool,
    pub transb: bool,
    pub m: u64,
    pub n: u64,
    pub k: u64,
    pub lda: i64,
    pub ldb: i64,
    pub ldd: i64,
    /// A's dtype.
    pub a: sys::cudaDataType,
    /// B's dtype (A's, except in an FP8 GEMM of E4M3 by E5M2).
    pub b: sys::cudaDataType,
    /// D's dtype (C is D: beta = 0).
    pub d: sys::cudaDataType,
    pub epilogue: Epilogue,
    /// fp32 operands multiplied in TF32 on the tensor cores (`precision.tf32`,
    /// CUBLAS_COMPUTE_32F_FAST_TF32); false: full fp32 (and always for 16-bit operands).
    pub tf32: bool,
    /// FP8 operands (`ops::fp8`): the product is multiplied by the scales at `Operands::a_scale`
    /// and `b_scale`; None for 16-bit and fp32 GEMMs.
    pub fp8: Option<Fp8>,
}

impl Shape {
    /// `m×n×k epilogue` for the benchmark's table.
    fn describe(&self) -> String {
        format!("{}×{}×{} {:?}", self.m, self.n, self.k, self.epilogue)
    }

    /// `m×n×k`, the operands' transposes and dtypes and the epilogue, for the search's table:
    /// e.g. `2304×16384×768 TN 16BF·16BF→16BF Bias`.
    fn label(&self) -> String {
        let t = |on: bool| if on { 'T' } else { 'N' };
        let ty = |d: sys::cudaDataType| format!("{d:?}").trim_start_matches("CUDA_R_").to_string();
        let tf32 = if self.tf32 { " TF32" } else { "" };
        let fp8 = if self.fp8.is_some() { " FP8" } else { "" };
        format!(
            "{}×{}×{} {}{} {}·{}→{} {:?}{tf32}{fp8}",
            self.m,
            self.n,
            self.k,
            t(self.transa),
            t(self.transb),
            ty(self.a),
            ty(self.b),
            ty(self.d),
            self.epilogue
        )
    }

    /// The shape's name in the searched-GEMM file: every field.
    fn key(&self) -> String {
        format!("{self:?}")
    }

    fn compute(&self) -> sys::cublasComputeType_t {
        match self.tf32 {
            true => sys::cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32,
            false => sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
        }
    }
}

/// What an FP8 GEMM adds to its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Fp8 {
    /// CUBLASLT_MATMUL_DESC_FAST_ACCUM: the tensor cores' partial sums are not promoted to full
    /// fp32 along K (faster; TransformerEngine's choice for the forward GEMM, not the backward).
    pub fast_accum: bool,
}

/// Device addresses of one call's operands; `bias` is the bias (Bias, GeluAuxBias, GeluBias) or the bias
/// gradient written (BGradB), both of D's dtype, `aux` GeluAuxBias's pre-activation (m×n, ld m);
/// 0 when unused; `a_scale` and `b_scale` one f32 each that an FP8 GEMM multiplies the product
/// by (the operands' scale_inv).
pub(super) struct Operands {
    pub a: u64,
    pub b: u64,
    pub d: u64,
    pub bias: u64,
    pub aux: u64,
    pub a_scale: u64,
    pub b_scale: u64,
}

/// An algorithm and the workspace it needs (bytes; at most `WORKSPACE_BYTES`). One that needs
/// none is called without one: given a workspace, cuBLASLt zeroes 4 bytes of it before each GEMM,
/// a memset of its own on the stream (125 a GPT-2-small step, each with its launch gap).
#[derive(Clone, Copy)]
struct Algo {
    algo: sys::cublasLtMatmulAlgo_t,
    workspace: usize,
}

/// One device's handle, workspace and algorithms.
struct Lt {
    handle: sys::cublasLtHandle_t,
    workspace: CudaSlice<u8>,
    /// The workspace of the GEMMs queued on a second stream (`matmul_on`), which may run while
    /// one on candle's stream uses `workspace`; allocated at the first.
    side_workspace: Option<CudaSlice<u8>>,
    /// The heuristic's first algorithm per shape (None: cuBLASLt has none).
    algos: HashMap<Shape, Option<Algo>>,
    /// The algorithm each shape's calls take, chosen at its first call (`Lt::tune`).
    tuned: HashMap<Shape, Algo>,
    /// The heuristic's ranked candidates per shape, while a benchmark picks (`PICK` > 0).
    candidates: HashMap<Shape, Vec<Algo>>,
    /// The searched configurations read from the file (`ops::gemm_algos`), by `Shape::key`.
    known: HashMap<String, AlgoConfig>,
    /// What this process's search found, by `Shape::key` (`search_gemms`), with the shape.
    searched: BTreeMap<String, (Shape, AlgoConfig)>,
    /// The shapes a search found in its file already (`Shape::label`), not searched again.
    kept: Vec<String>,
    /// The GPU's name, as the file records it.
    device: String,
}

// SAFETY: the handle is used under the mutex of `STATE` only, one call at a time.
unsafe impl Send for Lt {}

static STATE: OnceLock<Mutex<HashMap<DeviceId, Lt>>> = OnceLock::new();

fn err(what: &str, e: CublasError) -> candle_core::Error {
    candle_core::Error::Msg(format!("cuBLASLt {what}: {e}"))
}

/// The descriptors of one GEMM, destroyed on drop.
struct Descs {
    desc: sys::cublasLtMatmulDesc_t,
    a: sys::cublasLtMatrixLayout_t,
    b: sys::cublasLtMatrixLayout_t,
    d: sys::cublasLtMatrixLayout_t,
}

impl Drop for Descs {
    fn drop(&mut self) {
        // SAFETY: each was created by `Descs::new` and is destroyed once, here.
        unsafe {
            let _ = lt::destroy_matmul_desc(self.desc);
            let _ = lt::destroy_matrix_layout(self.a);
            let _ = lt::destroy_matrix_layout(self.b);
            let _ = lt::destroy_matrix_layout(self.d);
        }
    }
}

/// Sets attribute `attr` of `desc` to `value`.
///
/// SAFETY: `T` must be the attribute's type as cuBLASLt documents it.
unsafe fn set<T>(
    desc: sys::cublasLtMatmulDesc_t,
    attr: sys::cublasLtMatmulDescAttributes_t,
    value: &T,
) -> candle_core::Result<()> {
    lt::set_matmul_desc_attribute(desc, attr, value as *const T as *const _, std::mem::size_of::<T>())
        .map_err(|e| err("set attribute", e))
}

impl Descs {
    /// The descriptors of `s`, with `ops`' bias and aux pointers set (zero: left unset).
    fn new(s: &Shape, ops: &Operands) -> candle_core::Result<Self> {
        use sys::cublasLtMatmulDescAttributes_t as A;
        let desc =
            lt::create_matmul_desc(s.compute(), sys::cudaDataType::CUDA_R_32F).map_err(|e| err("create desc", e))?;
        let layout = |ty, rows, cols, ld| lt::create_matrix_layout(ty, rows, cols, ld).map_err(|e| err("layout", e));
        let (ar, ac) = if s.transa { (s.k, s.m) } else { (s.m, s.k) };
        let (br, bc) = if s.transb { (s.n, s.k) } else { (s.k, s.n) };
        let descs = Self {
            desc,
            a: layout(s.a, ar, ac, s.lda)?,
            b: layout(s.b, br, bc, s.ldb)?,
            d: layout(s.d, s.m, s.n, s.ldd)?,
        };
        // SAFETY: each value has its attribute's documented type: cublasOperation_t (i32),
        // cublasLtEpilogue_t, pointers as u64 device addresses, int64_t.
        unsafe {
            set(desc, A::CUBLASLT_MATMUL_DESC_TRANSA, &(s.transa as i32))?;
            set(desc, A::CUBLASLT_MATMUL_DESC_TRANSB, &(s.transb as i32))?;
            set(desc, A::CUBLASLT_MATMUL_DESC_EPILOGUE, &s.epilogue.code())?;
            if s.epilogue != Epilogue::Plain && ops.bias != 0 {
                set(desc, A::CUBLASLT_MATMUL_DESC_BIAS_POINTER, &ops.bias)?; // of D's dtype
            }
            if let Some(fp8) = s.fp8 {
                set(desc, A::CUBLASLT_MATMUL_DESC_FAST_ACCUM, &(fp8.fast_accum as i8))?;
                if ops.a_scale != 0 {
                    set(desc, A::CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, &ops.a_scale)?;
                    set(desc, A::CUBLASLT_MATMUL_DESC_B_SCALE_POINTER, &ops.b_scale)?;
                }
            }
            if s.epilogue == Epilogue::GeluAuxBias {
                set(desc, A::CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, &(s.m as i64))?;
                if ops.aux != 0 {
                    set(desc, A::CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, &ops.aux)?;
                }
            }
        }
        Ok(descs)
    }
}

impl Lt {
    fn new(dev: &CudaDevice) -> candle_core::Result<Self> {
        let handle = lt::create_handle().map_err(|e| err("create handle", e))?;
        // SAFETY: cuBLASLt's scratch space; never read before cuBLASLt writes it.
        let workspace = unsafe { dev.alloc::<u8>(WORKSPACE_BYTES)? };
        let device = dev
            .cuda_stream()
            .context()
            .name()
            .unwrap_or_else(|_| "a CUDA GPU".into());
        let known = match gemm_algos::default_path().map(|p| (GemmAlgos::load(&p, &device, cublaslt_version()), p)) {
            Some((Ok(Some(file)), path)) => {
                crate::notice::once("gemm-algos-file", || {
                    format!(
                        "GEMM algorithms: the tuner also tries the searched ones of {} shapes from {}",
                        file.gemms.len(),
                        path.display()
                    )
                });
                file.gemms.into_iter().collect()
            }
            Some((Err(why), _)) => {
                crate::notice::once("gemm-algos-file", || format!("GEMM algorithms: not using {why}"));
                HashMap::new()
            }
            Some((Ok(None), path)) if searching().is_none() => {
                crate::notice::once("gemm-algos-file", || {
                    format!(
                        "GEMM algorithms: the fastest of cuBLASLt's ranked ones per shape; `minigpt train --config <config> --search-gemms` searches all of them once and saves the result to {} (on the H200, GPT-2 small: +0.5–0.7 % tokens/s, never other numbers)",
                        path.display()
                    )
                });
                HashMap::new()
            }
            // MINIGPT_GEMM_ALGOS=off, no folder to look in, or no file yet while searching
            _ => HashMap::new(),
        };
        Ok(Self {
            handle,
            workspace,
            side_workspace: None,
            algos: HashMap::new(),
            tuned: HashMap::new(),
            candidates: HashMap::new(),
            known,
            searched: BTreeMap::new(),
            kept: Vec::new(),
            device,
        })
    }

    /// The algorithm `s`'s calls take: the fastest of the heuristic's candidates whose outputs
    /// on this call's operands are bit for bit its first's (the module's doc). Leaves the GEMM's
    /// outputs written, as the call asked.
    ///
    /// # Safety
    /// `matmul`'s contract for `s` and `ops`.
    unsafe fn tune(&mut self, dev: &CudaDevice, s: &Shape, ops: &Operands) -> candle_core::Result<Algo> {
        let Some(first) = self.algo(dev, s)? else {
            let msg = format!("cuBLASLt has no algorithm for {s:?} (ops::dense checks `supports` first)");
            return Err(candle_core::Error::Msg(msg));
        };
        // and those of no workspace, which run without cuBLASLt's memset before the GEMM
        let mut others = self.heuristic(dev, s, CANDIDATES, WORKSPACE_BYTES)?;
        others.extend(self.heuristic(dev, s, CANDIDATES, 0)?);
        // and the one a search found for this shape (`ops::gemm_algos`)
        if let Some(c) = self.known.get(&s.key()).copied() {
            others.extend(self.configured(dev, s, &c)?);
        }
        // SAFETY (all runs below): the caller's contract.
        unsafe { self.run(dev, s, ops, &first) }?;
        if let Some(file) = searching() {
            // a shape the file has (an earlier search, perhaps stopped) is tuned as usual, with it
            match self.saved_in(&file, s) {
                Some(c) => {
                    others.extend(self.configured(dev, s, &c)?);
                    self.kept.push(s.label());
                    crate::say!(
                        "GEMM search: {}: kept from {} (searched before)",
                        s.label(),
                        file.display()
                    );
                }
                None => {
                    // SAFETY: the caller's contract.
                    let best = unsafe { self.search(dev, s, ops, &others, &file) }?;
                    self.tuned.insert(*s, best);
                    return Ok(best);
                }
            }
        }
        if others.len() > 1 && tuning_on() {
            let want = digest(dev, s, ops)?;
            let mut best = (first, unsafe { self.time(dev, s, ops, &first, 3) }?);
            for algo in others.iter().skip(1) {
                // an algorithm the heuristic offered may still refuse these operands: not taken
                if unsafe { self.run(dev, s, ops, algo) }.is_err() || digest(dev, s, ops)? != want {
                    continue;
                }
                let t = unsafe { self.time(dev, s, ops, algo, 3) }?;
                if t < best.1 {
                    best = (*algo, t);
                }
            }
            // the outputs as the call asked (the last candidate run may have differed)
            unsafe { self.run(dev, s, ops, &best.0) }?;
            self.tuned.insert(*s, best.0);
            return Ok(best.0);
        }
        self.tuned.insert(*s, first);
        Ok(first)
    }

    /// Mean milliseconds of `runs` runs of `algo` (after the caller's run warmed it).
    ///
    /// # Safety
    /// As `run`.
    unsafe fn time(
        &self,
        dev: &CudaDevice,
        s: &Shape,
        ops: &Operands,
        algo: &Algo,
        runs: usize,
    ) -> candle_core::Result<f32> {
        use candle_core::cuda_backend::WrapErr;
        let stream = dev.cuda_stream();
        let timing = Some(cudarc::driver::sys::CUevent_flags::CU_EVENT_DEFAULT);
        let start = stream.record_event(timing).w()?;
        for _ in 0..runs {
            // SAFETY: the caller's contract.
            unsafe { self.run(dev, s, ops, algo) }?;
        }
        let end = stream.record_event(timing).w()?;
        Ok(start.elapsed_ms(&end).w()? / runs as f32)
    }

    /// `train --search-gemms`: the fastest configuration of the algorithms among `offered` (the
    /// heuristic's candidates, its first at 0, whose outputs are in place) whose outputs are the
    /// first's bits. Every configuration cuBLASLt accepts for `s` runs once, timed; the fastest
    /// `SEARCH_FINALISTS` and the offered ones are timed again in five interleaved rounds of five
    /// runs, and the lowest median wins. Recorded in `searched` with the heuristic's best median
    /// beside it and saved to `file` (`save_searched`) before its line is said; leaves the
    /// GEMM's outputs written.
    ///
    /// # Safety
    /// `matmul`'s contract for `s` and `ops`.
    unsafe fn search(
        &mut self,
        dev: &CudaDevice,
        s: &Shape,
        ops: &Operands,
        offered: &[Algo],
        file: &Path,
    ) -> candle_core::Result<Algo> {
        let began = std::time::Instant::now();
        let want = digest(dev, s, ops)?;
        let mut ids: Vec<i32> = offered.iter().map(|a| config_of(&a.algo).id).collect();
        ids.sort_unstable();
        ids.dedup();
        let descs = Descs::new(s, ops)?;
        let mut screened = Vec::new();
        for id in ids {
            for algo in self.configurations(s, &descs, id) {
                // SAFETY (both): the caller's contract; one that refuses the operands is skipped
                if unsafe { self.run(dev, s, ops, &algo) }.is_ok() {
                    screened.push((algo, unsafe { self.time(dev, s, ops, &algo, 1) }?));
                }
            }
        }
        screened.sort_by(|a, b| a.1.total_cmp(&b.1));
        let searched = screened.iter().take(SEARCH_FINALISTS).map(|(a, _)| (*a, true));
        let mut finalists = Vec::new();
        for (algo, found) in offered.iter().map(|a| (*a, false)).chain(searched) {
            // SAFETY: the caller's contract
            if unsafe { self.run(dev, s, ops, &algo) }.is_ok() && digest(dev, s, ops)? == want {
                finalists.push((algo, found, Vec::new()));
            }
        }
        for _ in 0..5 {
            for (algo, _, times) in &mut finalists {
                // SAFETY: the caller's contract
                times.push(unsafe { self.time(dev, s, ops, algo, 5) }?);
            }
        }
        let median = |t: &Vec<f32>| {
            let mut t = t.clone();
            t.sort_by(f32::total_cmp);
            t[t.len() / 2] * 1e3
        };
        let best_of = |found: bool| {
            finalists
                .iter()
                .filter(|f| f.1 == found)
                .map(|(a, _, t)| (*a, median(t)))
                .min_by(|a, b| a.1.total_cmp(&b.1))
        };
        // the heuristic's first always qualifies (its own bits)
        let heuristic =
            best_of(false).ok_or_else(|| candle_core::Error::Msg(format!("search of {s:?}: no candidate")))?;
        let best = match best_of(true) {
            Some(found) if found.1 < heuristic.1 => found,
            _ => heuristic,
        };
        let mut config = config_of(&best.0.algo);
        (config.heuristic_us, config.searched_us) = (heuristic.1, best.1);
        self.searched.insert(s.key(), (*s, config));
        // saved before it is said: a search stopped at the line keeps the shape it names
        self.save_searched(file, s)?;
        // a search takes minutes in all: each shape says when it is done
        crate::say!(
            "GEMM search: {}: {} configurations in {:.0} s, {:.1} µs against the heuristic's {:.1}",
            s.label(),
            screened.len(),
            began.elapsed().as_secs_f64(),
            best.1,
            heuristic.1
        );
        // SAFETY: the caller's contract: the outputs as the call asked
        unsafe { self.run(dev, s, ops, &best.0) }?;
        Ok(best.0)
    }

    /// Every configuration of algorithm `id` that cuBLASLt accepts for `s` (`search`'s grid:
    /// every tile and stages it lists, `SEARCH_CLUSTERS`, both swizzles, custom options up to
    /// `SEARCH_CUSTOM`; no split-K), with the workspace each needs (at most ours).
    fn configurations(&self, s: &Shape, descs: &Descs, id: i32) -> Vec<Algo> {
        use sys::cublasLtMatmulAlgoCapAttributes_t as Cap;
        let Some(base) = self.init(s, id) else {
            return Vec::new();
        };
        let ids = |cap| {
            let mut bytes = 0usize;
            // SAFETY: a size query (null buffer), then a buffer of that many bytes of u32 ids.
            unsafe { sys::cublasLtMatmulAlgoCapGetAttribute(&base, cap, std::ptr::null_mut(), 0, &mut bytes) };
            let mut v = vec![0u32; bytes / 4];
            if !v.is_empty() {
                // SAFETY: `v` holds the `bytes` the size query asked for.
                unsafe {
                    sys::cublasLtMatmulAlgoCapGetAttribute(&base, cap, v.as_mut_ptr() as *mut _, bytes, &mut bytes)
                };
            }
            if v.is_empty() {
                v.push(0); // undefined: the algorithm's own
            }
            v
        };
        let (tiles, stages) = (
            ids(Cap::CUBLASLT_ALGO_CAP_TILE_IDS),
            ids(Cap::CUBLASLT_ALGO_CAP_STAGES_IDS),
        );
        let mut custom_max = 0i32;
        let mut n = 0usize;
        // SAFETY: an int32_t capability.
        unsafe {
            sys::cublasLtMatmulAlgoCapGetAttribute(
                &base,
                Cap::CUBLASLT_ALGO_CAP_CUSTOM_OPTION_MAX,
                &mut custom_max as *mut i32 as *mut _,
                4,
                &mut n,
            )
        };
        let mut found = Vec::new();
        for &tile in &tiles {
            for &stage in &stages {
                for cluster in SEARCH_CLUSTERS {
                    for swizzle in 0..2 {
                        for custom in 0..=custom_max.clamp(0, SEARCH_CUSTOM) as u32 {
                            let c = AlgoConfig {
                                id,
                                tile,
                                stages: stage,
                                inner_shape: 0,
                                cluster,
                                swizzle,
                                custom,
                                split_k: 1,
                                reduction: 0,
                                heuristic_us: 0.0,
                                searched_us: 0.0,
                            };
                            if let Some(a) = self.checked(base, &c, descs) {
                                found.push(a);
                            }
                        }
                    }
                }
            }
        }
        found
    }

    /// `c` set on `base` (an initialised algorithm of `c.id`), if cuBLASLt accepts it for the
    /// GEMM of `descs` with at most our workspace.
    fn checked(&self, mut base: sys::cublasLtMatmulAlgo_t, c: &AlgoConfig, descs: &Descs) -> Option<Algo> {
        use sys::cublasLtMatmulAlgoConfigAttributes_t as C;
        fn put<T>(a: &mut sys::cublasLtMatmulAlgo_t, attr: C, v: T) -> bool {
            // SAFETY: T is the attribute's documented type (the callers below).
            let status = unsafe {
                sys::cublasLtMatmulAlgoConfigSetAttribute(a, attr, &v as *const T as *const _, std::mem::size_of::<T>())
            };
            status == sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS
        }
        let set = put(&mut base, C::CUBLASLT_ALGO_CONFIG_TILE_ID, c.tile)
            && put(&mut base, C::CUBLASLT_ALGO_CONFIG_STAGES_ID, c.stages)
            && put(&mut base, C::CUBLASLT_ALGO_CONFIG_INNER_SHAPE_ID, c.inner_shape)
            && put(&mut base, C::CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID, c.cluster)
            && put(&mut base, C::CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING, c.swizzle)
            && put(&mut base, C::CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION, c.custom)
            && put(&mut base, C::CUBLASLT_ALGO_CONFIG_SPLITK_NUM, c.split_k)
            && put(&mut base, C::CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME, c.reduction);
        if !set {
            return None;
        }
        // SAFETY: plain data, written by the check.
        let mut r: sys::cublasLtMatmulHeuristicResult_t = unsafe { std::mem::zeroed() };
        // SAFETY: live handle and descriptors; C's layout is D's.
        let status = unsafe {
            sys::cublasLtMatmulAlgoCheck(
                self.handle,
                descs.desc,
                descs.a,
                descs.b,
                descs.d,
                descs.d,
                &base,
                &mut r,
            )
        };
        (status == sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS && r.workspaceSize <= WORKSPACE_BYTES).then_some(Algo {
            algo: base,
            workspace: r.workspaceSize,
        })
    }

    /// The configuration the searched-GEMM file at `path` holds for `s`, if it is this GPU's
    /// and cuBLASLt version's file.
    fn saved_in(&self, path: &Path, s: &Shape) -> Option<AlgoConfig> {
        let file = GemmAlgos::load(path, &self.device, cublaslt_version()).ok().flatten()?;
        file.gemms.get(&s.key()).copied()
    }

    /// `s`'s searched configuration merged into the file at `path` (`ops::gemm_algos`), written
    /// at once so that a search stopped later keeps it. A file of another GPU or cuBLASLt
    /// version is kept as `<path>.old` and replaced.
    fn save_searched(&self, path: &Path, s: &Shape) -> candle_core::Result<()> {
        let version = cublaslt_version();
        let mut found = GemmAlgos::new(&self.device, version);
        found.gemms = self
            .searched
            .get(&s.key())
            .map(|(_, c)| (s.key(), *c))
            .into_iter()
            .collect();
        let io = |e: std::io::Error| candle_core::Error::Msg(format!("{}: {e}", path.display()));
        let file = match GemmAlgos::load(path, &self.device, version) {
            Ok(Some(file)) => file,
            Ok(None) => GemmAlgos::new(&self.device, version),
            Err(why) => {
                let old = path.with_extension("json.old");
                std::fs::rename(path, &old).map_err(io)?;
                crate::notice::once("gemm-algos-replaced", || {
                    format!("{why}: kept as {}, replaced", old.display())
                });
                GemmAlgos::new(&self.device, version)
            }
        };
        file.merge_and_save(&found, path).map(drop).map_err(io)
    }

    /// The saved configuration `c` for `s`, if cuBLASLt still accepts it.
    fn configured(&self, dev: &CudaDevice, s: &Shape, c: &AlgoConfig) -> candle_core::Result<Option<Algo>> {
        let descs = Descs::new(s, &self.placeholder(dev))?;
        Ok(self.init(s, c.id).and_then(|base| self.checked(base, c, &descs)))
    }

    /// Algorithm `id` for `s`'s types, initialised (its default configuration); None where
    /// cuBLASLt has no such algorithm for them.
    fn init(&self, s: &Shape, id: i32) -> Option<sys::cublasLtMatmulAlgo_t> {
        let f32_ = sys::cudaDataType::CUDA_R_32F;
        // SAFETY: plain data, written by AlgoInit.
        let mut algo: sys::cublasLtMatmulAlgo_t = unsafe { std::mem::zeroed() };
        // SAFETY: a live handle; `algo` is written.
        let status =
            unsafe { sys::cublasLtMatmulAlgoInit(self.handle, s.compute(), f32_, s.a, s.b, s.d, s.d, id, &mut algo) };
        (status == sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS).then_some(algo)
    }

    /// Operands for descriptors that no GEMM runs with (the heuristic, checks): cuBLASLt
    /// refuses an epilogue whose bias or aux pointer is unset, so the workspace's (256-byte
    /// aligned) address stands in for them.
    fn placeholder(&self, dev: &CudaDevice) -> Operands {
        let stream = dev.cuda_stream();
        let (ws, _record) = self.workspace.device_ptr(&stream);
        Operands {
            a: 0,
            b: 0,
            d: 0,
            bias: ws,
            aux: ws,
            a_scale: ws,
            b_scale: ws,
        }
    }

    /// Queues `algo` on `s` with the operands at `ops`.
    ///
    /// # Safety
    /// `matmul`'s contract.
    unsafe fn run(&self, dev: &CudaDevice, s: &Shape, ops: &Operands, algo: &Algo) -> candle_core::Result<()> {
        // SAFETY: the caller's contract.
        unsafe { self.run_on(&dev.cuda_stream(), &self.workspace, s, ops, algo) }
    }

    /// Queues `algo` on `s` on `stream`, with `workspace` (`WORKSPACE_BYTES`, used by no GEMM
    /// that may run at the same time on another stream).
    ///
    /// # Safety
    /// `matmul`'s contract, on `stream`.
    unsafe fn run_on(
        &self,
        stream: &CudaStream,
        workspace: &CudaSlice<u8>,
        s: &Shape,
        ops: &Operands,
        algo: &Algo,
    ) -> candle_core::Result<()> {
        let descs = Descs::new(s, ops)?;
        let (ws, _record) = workspace.device_ptr(stream);
        let (ws, ws_bytes) = match algo.workspace {
            0 => (0, 0),
            _ => (ws, WORKSPACE_BYTES),
        };
        let (alpha, beta) = (1f32, 0f32);
        // SAFETY: the caller's contract for the operands; descriptors, handle, algorithm and
        // workspace are live; C is D with beta = 0 (never read).
        unsafe {
            lt::matmul(
                self.handle,
                descs.desc,
                &alpha as *const f32 as *const _,
                &beta as *const f32 as *const _,
                ops.a as *const _,
                descs.a,
                ops.b as *const _,
                descs.b,
                ops.d as *const _,
                descs.d,
                ops.d as *mut _,
                descs.d,
                &algo.algo,
                ws as *mut _,
                ws_bytes,
                stream.cu_stream() as sys::cudaStream_t,
            )
        }
        .map_err(|e| err(&format!("matmul {s:?}"), e))
    }

    /// The heuristic's first algorithm for `s`, cached; None when cuBLASLt has none. (Under a
    /// benchmark's `pick_algorithm`, its pick among the ranked candidates.)
    fn algo(&mut self, dev: &CudaDevice, s: &Shape) -> candle_core::Result<Option<Algo>> {
        let pick = PICK.load(Ordering::Relaxed);
        if pick > 0 {
            if !self.candidates.contains_key(s) {
                let list = self.heuristic(dev, s, CANDIDATES, WORKSPACE_BYTES)?;
                self.candidates.insert(*s, list);
            }
            let list = &self.candidates[s];
            return Ok(list.get(pick - 1).or(list.last()).copied());
        }
        if let Some(a) = self.algos.get(s) {
            return Ok(*a);
        }
        let found = self.heuristic(dev, s, 1, WORKSPACE_BYTES)?.first().copied();
        self.algos.insert(*s, found);
        Ok(found)
    }

    /// Up to `count` of the heuristic's algorithms for `s`, fastest (by its estimate) first;
    /// empty when cuBLASLt has none.
    fn heuristic(
        &mut self,
        dev: &CudaDevice,
        s: &Shape,
        count: usize,
        workspace: usize,
    ) -> candle_core::Result<Vec<Algo>> {
        use sys::cublasLtMatmulPreferenceAttributes_t as P;
        // The heuristic reads no operand.
        let descs = Descs::new(s, &self.placeholder(dev))?;
        let pref = lt::create_matmul_pref().map_err(|e| err("create preference", e))?;
        // SAFETY (both): the workspace size is a uint64_t attribute, the alignments uint32_t.
        let set_u64 = |attr, value: u64| unsafe {
            lt::set_matmul_pref_attribute(pref, attr, &value as *const u64 as *const _, 8)
        };
        let set_u32 = |attr, value: u32| unsafe {
            lt::set_matmul_pref_attribute(pref, attr, &value as *const u32 as *const _, 4)
        };
        let found = (|| {
            set_u64(P::CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, workspace as u64)
                .map_err(|e| err("workspace preference", e))?;
            for attr in [
                P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES,
                P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES,
                P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES,
                P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES,
            ] {
                set_u32(attr, ALIGN as u32).map_err(|e| err("alignment preference", e))?;
            }
            // Split-K partial sums reduced in a workspace (compute or output type), never "in
            // place" in the output: the same bits every run.
            set_u32(P::CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK, REDUCTION_SCHEMES)
                .map_err(|e| err("reduction preference", e))?;
            if count == 1 {
                // SAFETY: descriptors and preference are live; C's layout is D's (beta = 0).
                return match unsafe {
                    lt::get_matmul_algo_heuristic(self.handle, descs.desc, descs.a, descs.b, descs.d, descs.d, pref)
                } {
                    Ok(h) => Ok(vec![Algo {
                        algo: h.algo,
                        workspace: h.workspaceSize,
                    }]),
                    Err(CublasError(sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED)) => Ok(Vec::new()),
                    Err(e) => Err(err(&format!("heuristic for {s:?}"), e)),
                };
            }
            // SAFETY: plain data, overwritten by the call below for the first `got` entries.
            let mut results: Vec<sys::cublasLtMatmulHeuristicResult_t> = vec![unsafe { std::mem::zeroed() }; count];
            let mut got = 0i32;
            // SAFETY: as above; `results` holds `count` entries.
            let status = unsafe {
                sys::cublasLtMatmulAlgoGetHeuristic(
                    self.handle,
                    descs.desc,
                    descs.a,
                    descs.b,
                    descs.d,
                    descs.d,
                    pref,
                    count as i32,
                    results.as_mut_ptr(),
                    &mut got,
                )
            };
            match status {
                sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS => {}
                sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED => return Ok(Vec::new()),
                e => return Err(err(&format!("heuristic for {s:?}"), CublasError(e))),
            }
            let ok = results.iter().take(got.max(0) as usize);
            Ok(ok
                .filter(|r| r.state == sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS)
                .map(|r| Algo {
                    algo: r.algo,
                    workspace: r.workspaceSize,
                })
                .collect())
        })();
        // SAFETY: created above, destroyed once.
        let _ = unsafe { lt::destroy_matmul_pref(pref) };
        found
    }
}

/// The configuration `algo` is set to (its `CUBLASLT_ALGO_CONFIG_*` attributes).
fn config_of(algo: &sys::cublasLtMatmulAlgo_t) -> AlgoConfig {
    use sys::cublasLtMatmulAlgoConfigAttributes_t as C;
    fn get<T: Default>(a: &sys::cublasLtMatmulAlgo_t, attr: C) -> T {
        let mut v = T::default();
        let mut n = 0usize;
        // SAFETY: T is the attribute's documented type (the calls below).
        unsafe {
            sys::cublasLtMatmulAlgoConfigGetAttribute(
                a,
                attr,
                &mut v as *mut T as *mut _,
                std::mem::size_of::<T>(),
                &mut n,
            )
        };
        v
    }
    AlgoConfig {
        id: get(algo, C::CUBLASLT_ALGO_CONFIG_ID),
        tile: get(algo, C::CUBLASLT_ALGO_CONFIG_TILE_ID),
        stages: get(algo, C::CUBLASLT_ALGO_CONFIG_STAGES_ID),
        inner_shape: get(algo, C::CUBLASLT_ALGO_CONFIG_INNER_SHAPE_ID),
        cluster: get(algo, C::CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID),
        swizzle: get(algo, C::CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING),
        custom: get(algo, C::CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION),
        split_k: get(algo, C::CUBLASLT_ALGO_CONFIG_SPLITK_NUM),
        reduction: get(algo, C::CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME),
        heuristic_us: 0.0,
        searched_us: 0.0,
    }
}

/// The cuBLASLt library's version (e.g. 130100), as the searched-GEMM file records it.
fn cublaslt_version() -> usize {
    // SAFETY: no arguments; reads a constant of the loaded library.
    unsafe { sys::cublasLtGetVersion() }
}

/// From here on each GEMM shape's first call searches every configuration of the algorithms
/// the heuristic offers and saves the fastest into `into` at once (`train --search-gemms`; a
/// shape the file has is not searched again, so a stopped search goes on where it stopped);
/// `None`: stop searching.
pub fn search_gemms(into: Option<PathBuf>) {
    *SEARCH_INTO.lock().unwrap_or_else(|e| e.into_inner()) = into;
}

/// What a search did (`searched`).
#[derive(Default)]
pub struct Searched {
    /// The shapes searched, each named for people (`Shape::label`), with its configuration and
    /// times.
    pub found: Vec<(String, AlgoConfig)>,
    /// The shapes found in the file already, not searched again.
    pub kept: Vec<String>,
}

/// What this process's search did (on the first device that searched).
pub fn searched() -> crate::error::Result<Searched> {
    let Some(state) = STATE.get() else {
        return Ok(Default::default());
    };
    let all = state
        .lock()
        .map_err(|_| candle_core::Error::Msg("cuBLASLt: state poisoned by an earlier panic".into()))?;
    let Some(lt) = all.values().find(|lt| !lt.searched.is_empty() || !lt.kept.is_empty()) else {
        return Ok(Default::default());
    };
    Ok(Searched {
        found: lt.searched.values().map(|(s, c)| (s.label(), *c)).collect(),
        kept: lt.kept.clone(),
    })
}

/// Runs `f` with this device's cuBLASLt state.
fn with_lt<R>(dev: &CudaDevice, f: impl FnOnce(&mut Lt) -> candle_core::Result<R>) -> candle_core::Result<R> {
    let mut all = STATE
        .get_or_init(Default::default)
        .lock()
        .map_err(|_| candle_core::Error::Msg("cuBLASLt: state poisoned by an earlier panic".into()))?;
    let lt = match all.entry(dev.id()) {
        std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
        std::collections::hash_map::Entry::Vacant(e) => e.insert(Lt::new(dev)?),
    };
    f(lt)
}

/// Whether cuBLASLt has an algorithm for `s` on `dev` (asked once per shape, then cached).
pub(super) fn supports(dev: &CudaDevice, s: &Shape) -> candle_core::Result<bool> {
    with_lt(dev, |lt| Ok(lt.algo(dev, s)?.is_some()))
}

/// Queues the GEMM `s` on `dev`'s stream (candle's one stream) with the operands at `ops`: the
/// shape's chosen algorithm (`Lt::tune` at its first call; under a benchmark's
/// `pick_algorithm`, the pick).
///
/// # Safety
/// The addresses must be live device memory of `dev` holding the operands `s` describes
/// (A: lda·cols of A, B: ldb·cols of B, D: ldd·n, bias: m (or n for BGradB) and aux: m·n of D's
/// dtype), 16-byte aligned, D, bias (BGradB) and aux not overlapping anything read; and they
/// must stay live until the stream has run the GEMM (stream-ordered frees do).
pub(super) unsafe fn matmul(dev: &CudaDevice, s: &Shape, ops: &Operands) -> candle_core::Result<()> {
    with_lt(dev, |lt| {
        if PICK.load(Ordering::Relaxed) == 0 {
            if let Some(algo) = lt.tuned.get(s).copied() {
                // SAFETY: the caller's contract.
                return unsafe { lt.run(dev, s, ops, &algo) };
            }
            // SAFETY: the caller's contract; the tuning leaves the outputs written.
            return unsafe { lt.tune(dev, s, ops) }.map(|_| ());
        }
        let Some(algo) = lt.algo(dev, s)? else {
            let msg = format!("cuBLASLt has no algorithm for {s:?} (ops::dense checks `supports` first)");
            return Err(candle_core::Error::Msg(msg));
        };
        // SAFETY: the caller's contract.
        unsafe { lt.run(dev, s, ops, &algo) }
    })
}

/// Queues the GEMM `s` on `stream`, a second stream of `dev`'s (`ops::side_stream`), with a
/// workspace of its own, if `s`'s algorithm has been chosen (by an earlier call through `matmul`):
/// the algorithm candle's stream would run, so the same bits. False, and nothing queued, where it
/// has not (the caller runs `matmul`, which chooses it) or a benchmark picks algorithms.
///
/// # Safety
/// `matmul`'s contract, on `stream`: the operands written before it runs, live until it has.
pub(super) unsafe fn matmul_on(
    dev: &CudaDevice,
    stream: &CudaStream,
    s: &Shape,
    ops: &Operands,
) -> candle_core::Result<bool> {
    with_lt(dev, |lt| {
        let Some(algo) = lt.tuned.get(s).copied().filter(|_| PICK.load(Ordering::Relaxed) == 0) else {
            return Ok(false);
        };
        if lt.side_workspace.is_none() {
            // SAFETY: cuBLASLt's scratch space; never read before cuBLASLt writes it.
            lt.side_workspace = Some(unsafe { dev.alloc::<u8>(WORKSPACE_BYTES)? });
        }
        let workspace = lt.side_workspace.as_ref().expect("invariant: allocated just above");
        // SAFETY: the caller's contract; the workspace is this stream's alone.
        unsafe { lt.run_on(stream, workspace, s, ops, &algo) }?;
        Ok(true)
    })
}

/// Whether GEMMs are tuned: not under `MINIGPT_GEMM_TUNE=0` (every shape then takes the
/// heuristic's first algorithm: for A/B runs, and the test that tuning changes no bits). Read
/// once per process.
fn tuning_on() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var("MINIGPT_GEMM_TUNE").map_or(true, |v| v != "0"))
}

/// The digest of everything the GEMM `s` writes at `ops` (D, and the bias gradient or the
/// pre-activation its epilogue writes): kernels/digest.cu's sum over 16-bit words, read back
/// (a sync: tuning happens once per shape).
fn digest(dev: &CudaDevice, s: &Shape, ops: &Operands) -> candle_core::Result<[u64; 3]> {
    let bytes = |ty: sys::cudaDataType| match ty {
        sys::cudaDataType::CUDA_R_32F => 4u64,
        sys::cudaDataType::CUDA_R_16BF | sys::cudaDataType::CUDA_R_16F => 2,
        _ => 1,
    };
    let d_bytes = bytes(s.d);
    let outputs = [
        (ops.d, s.ldd as u64 * s.n * d_bytes),
        match s.epilogue {
            Epilogue::BGradB => (ops.bias, s.n * d_bytes),
            _ => (0, 0),
        },
        match s.epilogue {
            Epilogue::GeluAuxBias => (ops.aux, s.m * s.n * d_bytes),
            _ => (0, 0),
        },
    ];
    let d = digest_words(dev, &outputs)?;
    Ok([d[0], d[1], d[2]])
}

/// kernels/digest.cu's digest of each `(address, bytes)` buffer on `dev` (0 for a null address),
/// read back: a sync.
fn digest_words(dev: &CudaDevice, buffers: &[(u64, u64)]) -> candle_core::Result<Vec<u64>> {
    use super::launch::{grid_1d_max, Kernel, DIGEST};
    use candle_core::cuda_backend::WrapErr;
    let f = Kernel::load(dev, DIGEST, "digest_u16")?;
    let out = dev.alloc_zeros::<u64>(buffers.len().max(1))?;
    for (i, &(addr, len)) in buffers.iter().enumerate() {
        if addr == 0 || len < 2 {
            continue;
        }
        let words = (len / 2) as i64;
        let slot = out.slice(i..i + 1);
        // SAFETY: matches `digest_u16(p, n, out)`: `addr` holds `len` bytes (the callers'
        // contracts), out one zeroed u64.
        unsafe { f.launch(grid_1d_max(words as usize, 4096), (&addr, &words, &slot)) }?;
    }
    let mut host = dev.cuda_stream().clone_dtoh(&out).w()?;
    host.truncate(buffers.len());
    Ok(host)
}

/// The tuner's digest of a contiguous CUDA tensor of bf16, f16 or f32 (its bytes as 16-bit
/// words, kernels/digest.cu): for the GPU test that holds the kernel to `digest_reference`.
pub fn digest_of(t: &candle_core::Tensor) -> candle_core::Result<u64> {
    use candle_core::cuda_backend::CudaStorageSlice as S;
    let candle_core::Device::Cuda(dev) = t.device() else {
        candle_core::bail!("digest_of: a CUDA tensor");
    };
    let (storage, layout) = t.storage_and_layout();
    let (candle_core::Storage::Cuda(cs), Some((start, end))) = (&*storage, layout.contiguous_offsets()) else {
        candle_core::bail!("digest_of: a contiguous CUDA tensor");
    };
    let stream = dev.cuda_stream();
    let base = match &cs.slice {
        S::BF16(v) => v.device_ptr(&stream).0,
        S::F16(v) => v.device_ptr(&stream).0,
        S::F32(v) => v.device_ptr(&stream).0,
        _ => candle_core::bail!("digest_of: bf16, f16 or f32, got {:?}", t.dtype()),
    };
    let size = t.dtype().size_in_bytes() as u64;
    let buffer = (base + start as u64 * size, (end - start) as u64 * size);
    Ok(digest_words(dev, &[buffer])?[0])
}

/// kernels/digest.cu's digest computed on the host: Σ mix(word_i, i) mod 2^64 over the 16-bit
/// words (little-endian, as the GPU holds them).
pub fn digest_reference(words: &[u16]) -> u64 {
    words.iter().enumerate().fold(0u64, |acc, (i, &w)| {
        let mut x = ((w as u64) << 40) ^ i as u64;
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        acc.wrapping_add(x ^ (x >> 31))
    })
}
