//! The decode chain itself: its buffers, kernels, addresses and graph (see `super`).

use std::sync::Arc;

use candle_core::cuda_backend::cudarc::driver::sys;
use candle_core::cuda_backend::cudarc::driver::{CudaGraph, CudaSlice, CudaStream, DevicePtr};
use candle_core::cuda_backend::WrapErr;
use candle_core::{CudaDevice, DType, Device, Storage, Tensor};

use super::super::launch::{config, suffix, Kernel, DECODE};
use super::{decode_unsupported, DecodeModel};
use crate::error::{Error, Result};

/// Rows one GEMV launch serves (`DEC_MAX_ROWS` in kernels/decode.cu); a larger batch takes
/// several launches per layer.
const MAX_ROWS: usize = 8;
/// Warps per GEMV block (`DEC_WARPS`).
const WARPS: usize = 8;
/// Where a GEMV's result goes: `DecOut` in kernels/decode.cu, field for field.
#[repr(C)]
#[derive(Clone, Copy, Default)]
struct DecOut {
    y: u64,
    xres: u64,
    k_cache: u64,
    v_cache: u64,
    pos: u64,
    slot: u64,
    c: i32,
    head_dim: i32,
    tmax: i32,
    row0: i32,
}
// SAFETY: plain old data laid out as the kernel's struct (six 8-byte addresses, four int32).
crate::ops::launch::host_args!(DecOut);

/// The chain's kernels, loaded before the capture (loading is not a stream operation).
struct Kernels {
    embed: Kernel,
    attention: Kernel,
    argmax: Kernel,
    /// Per `Gemv`, for one row and for up to MAX_ROWS.
    gemv: [[Kernel; 2]; 4],
}

/// The chain's four GEMVs (kernels/decode.cu's `decode_gemv_<name>`): the three `Ln*` take the
/// LayerNorm of the fp32 residual stream as their input.
#[derive(Clone, Copy)]
enum Gemv {
    LnQkv = 0,
    Residual = 1,
    LnGelu = 2,
    LnStore = 3,
}

impl Gemv {
    const NAMES: [&'static str; 4] = ["ln_qkv", "residual", "ln_gelu", "ln_store"];
}

/// Rows one direct (prefill) pass may hold at least: 8 positions of 8 sequences.
const PASS_ROWS: usize = 64;

/// The buffers, allocated once (bytes; T-sized elements unless said). P = rows a pass may hold.
struct Buffers {
    /// [pos (P), tok (P), slot (P)] as u32: each row's position, token and cache row, what the
    /// host writes before a pass (and the greedy pick rewrites: tok, pos + 1).
    ctl: CudaSlice<u32>,
    x: CudaSlice<f32>,      // (P, C) the residual stream
    q: CudaSlice<u8>,       // (P, C)
    y: CudaSlice<u8>,       // (P, C) attention output
    f: CudaSlice<u8>,       // (P, 4C) GELU output
    k_cache: CudaSlice<u8>, // per layer (B, H, block_size, D)
    v_cache: CudaSlice<u8>,
    logits: CudaSlice<u8>, // (P, V)
}

/// One token per sequence through the model, replayed from a CUDA graph; or, to fill the
/// caches, several positions of every sequence in one pass of direct launches.
pub struct DecodeChain {
    model: DecodeModel,
    bufs: Buffers,
    kernels: Kernels,
    addrs: Addrs,
    graph: Option<CudaGraph>,
    stream: Arc<CudaStream>,
    dtype: DType,
    /// Sequences decoded together (B), rows a pass may hold (P >= B), positions per sequence.
    seqs: usize,
    pass_rows: usize,
    block_size: usize,
    /// Per sequence, the row of the last pass that held its newest token.
    last_rows: Vec<usize>,
    /// Whether the last pass was a decoding step (row r = sequence r): then the device's own
    /// greedy picks, already in place, can be the next step's input.
    decoding: bool,
}

impl DecodeChain {
    /// The chain for `seqs` sequences decoded together; `graph` false launches the decoding
    /// step's kernels one by one instead of replaying a graph (the same work; to measure what
    /// the graph saves).
    pub fn new(model: DecodeModel, seqs: usize, graph: bool) -> Result<Self> {
        let Device::Cuda(dev) = model.wte.device().clone() else {
            return Err(msg("decode chain: the model is not on a CUDA device".into()));
        };
        if let Some(why) = decode_unsupported(&model, model.wte.device()) {
            return Err(msg(format!("decode chain: {why}")));
        }
        let dtype = model.head.dtype();
        let (v, c) = model.head.dims2()?;
        let block_size = model.wpe.dim(0)?;
        let size = dtype.size_in_bytes();
        let n = model.layers.len();
        let p = seqs.max(PASS_ROWS);
        let stream = dev.cuda_stream();
        let bytes = |elems: usize| -> Result<CudaSlice<u8>> { Ok(dev.alloc_zeros::<u8>(elems * size)?) };
        let bufs = Buffers {
            ctl: dev.alloc_zeros::<u32>(3 * p)?,
            x: dev.alloc_zeros::<f32>(p * c)?,
            q: bytes(p * c)?,
            y: bytes(p * c)?,
            f: bytes(p * 4 * c)?,
            k_cache: bytes(n * seqs * c * block_size)?,
            v_cache: bytes(n * seqs * c * block_size)?,
            logits: bytes(p * v)?,
        };
        let kernels = Kernels::load(&dev, dtype, c / model.n_head)?;
        kernels.attention.allow_smem(attention_smem(block_size))?;
        for g in [Gemv::LnQkv, Gemv::LnGelu, Gemv::LnStore] {
            for kernel in &kernels.gemv[g as usize] {
                kernel.allow_smem(ln_smem(c, size))?;
            }
        }
        let addrs = Addrs::of(&model, &bufs, &stream, (seqs, p), block_size, size)?;
        let mut chain = Self {
            model,
            bufs,
            kernels,
            addrs,
            graph: None,
            stream,
            dtype,
            seqs,
            pass_rows: p,
            block_size,
            last_rows: (0..seqs).collect(),
            decoding: false,
        };
        if graph {
            chain.capture()?;
        }
        Ok(chain)
    }

    /// Sequences decoded together.
    pub fn seqs(&self) -> usize {
        self.seqs
    }

    /// Positions the cache holds per sequence (the model's block_size).
    pub fn capacity(&self) -> usize {
        self.block_size
    }

    /// Run `tokens` (one per sequence) at position `pos` (< capacity): each sequence's cache
    /// gains the token's keys and values, and `logits` / `picked` then give the next token's.
    pub fn step(&mut self, tokens: &[u32], pos: usize) -> Result<()> {
        let column: Vec<Vec<u32>> = tokens.iter().map(|&t| vec![t]).collect();
        self.write_rows(&column, pos, 0, 1)?;
        self.replay()?;
        self.decoding = true;
        Ok(())
    }

    /// Run the tokens the previous step picked (`picked`) at the positions after it: greedy
    /// decoding with nothing written from the host. Only after a `step` (or another of these).
    pub fn step_greedy(&mut self) -> Result<()> {
        if !self.decoding {
            return Err(msg(
                "decode chain: a greedy step follows a decoding step, not a prefill".into(),
            ));
        }
        self.replay()
    }

    /// Whether the device's picks after the last pass are in place as the next step's input.
    pub fn holds_picks(&self) -> bool {
        self.decoding
    }

    /// Fill positions `start..start + T` of every sequence with `tokens[b]` (T each), as rows
    /// of as few direct passes as the buffers allow (the caches then hold them, and `logits` /
    /// `picked` give each sequence's next token). Much faster than T steps for a prompt or the
    /// context window's slide: the weights are read once per pass, not once per position.
    pub fn prefill(&mut self, tokens: &[Vec<u32>], start: usize) -> Result<()> {
        let t = tokens.first().map_or(0, Vec::len);
        let per = (self.pass_rows / self.seqs).max(1);
        for t0 in (0..t).step_by(per) {
            let n = per.min(t - t0);
            self.write_rows(tokens, start, t0, n)?;
            self.record(self.seqs * n)?;
        }
        self.decoding = false;
        Ok(())
    }

    /// Write the control block for positions start + t0 .. start + t0 + n of every sequence:
    /// row b·n + j holds sequence b's token t0 + j.
    fn write_rows(&mut self, tokens: &[Vec<u32>], start: usize, t0: usize, n: usize) -> Result<()> {
        let (b, p) = (self.seqs, self.pass_rows);
        if tokens.len() != b || tokens.iter().any(|r| r.len() < t0 + n) || start + t0 + n > self.block_size {
            return Err(msg(format!(
                "decode chain: {} sequences of tokens at positions {}..{} for {b} sequences of {} positions",
                tokens.len(),
                start + t0,
                start + t0 + n,
                self.block_size
            )));
        }
        let mut ctl = vec![0u32; 3 * p];
        for (s, seq) in tokens.iter().enumerate() {
            for j in 0..n {
                let r = s * n + j;
                ctl[r] = (start + t0 + j) as u32;
                ctl[p + r] = seq[t0 + j];
                ctl[2 * p + r] = s as u32;
            }
        }
        self.last_rows = (0..b).map(|s| s * n + n - 1).collect();
        self.stream.memcpy_htod(&ctl, &mut self.bufs.ctl).w()?;
        Ok(())
    }

    /// Each sequence's next-token logits after the last pass, (B × V) row-major, in f32.
    pub fn logits(&self) -> Result<Vec<f32>> {
        let v = self.model.head.dim(0)?;
        let row_bytes = v * self.dtype.size_in_bytes();
        let mut out = Vec::with_capacity(self.seqs * v);
        // the rows a decoding step leaves are 0..B, one read; a prefill's are spread out
        let contiguous = self.last_rows.iter().enumerate().all(|(i, &r)| r == i);
        let spans: Vec<(usize, usize)> = if contiguous {
            vec![(0, self.seqs)]
        } else {
            self.last_rows.iter().map(|&r| (r, 1)).collect()
        };
        for (row, count) in spans {
            let view = self.bufs.logits.slice(row * row_bytes..(row + count) * row_bytes);
            let raw = self.stream.clone_dtoh(&view).w()?;
            self.stream.synchronize().w()?;
            out.extend(widen(&raw, self.dtype));
        }
        Ok(out)
    }

    /// Each sequence's most likely next id after the last pass (the first of equal maxima,
    /// among the tokenizer's ids), as the device picked it.
    pub fn picked(&self) -> Result<Vec<u32>> {
        let ctl = self.stream.clone_dtoh(&self.bufs.ctl).w()?;
        self.stream.synchronize().w()?;
        Ok(self.last_rows.iter().map(|&r| ctl[self.pass_rows + r]).collect())
    }

    fn replay(&self) -> Result<()> {
        match &self.graph {
            Some(g) => g.launch().w()?,
            None => self.record(self.seqs)?,
        }
        Ok(())
    }

    /// Record the decoding step (B rows) into a graph on the device's stream. Capture is
    /// thread-local, so other threads' CUDA calls do not break it; it is always ended, even
    /// when a launch fails.
    fn capture(&mut self) -> Result<()> {
        use sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
        self.stream.synchronize().w()?; // the weights' casts are done before the capture
        self.stream.begin_capture(CU_STREAM_CAPTURE_MODE_THREAD_LOCAL).w()?;
        let recorded = self.record(self.seqs);
        let graph = self.stream.end_capture(sys::CUgraphInstantiate_flags(0)).w();
        recorded?;
        let graph = graph?.ok_or_else(|| msg("decode chain: the capture recorded nothing".into()))?;
        graph.upload().w()?;
        self.graph = Some(graph);
        Ok(())
    }

    /// Launch the whole chain once on the stream over `rows` rows (<= P) as the control block
    /// describes them. Only plain addresses reach the kernels.
    fn record(&self, rows: usize) -> Result<()> {
        let a = &self.addrs;
        let (tmax, heads) = (self.block_size, self.model.n_head);
        let (v, c) = self.model.head.dims2()?;
        let d = c / heads;
        let k = &self.kernels;
        // SAFETY: decode_embed(tok, pos, wte, wpe, x, c): rows tokens < V, positions < block_size.
        unsafe {
            k.embed.launch(
                config((rows, 1), (128, 1), 0),
                (&a.tok, &a.pos, &a.wte, &a.wpe, &a.x, &(c as i32)),
            )
        }?;
        let smem = attention_smem(tmax);
        let scale = 1.0 / (d as f32).sqrt();
        let res = DecOut {
            xres: a.x,
            ..Default::default()
        };
        for (i, l) in a.layers.iter().enumerate() {
            let (kc, vc) = (
                a.k_cache + i as u64 * a.layer_cache,
                a.v_cache + i as u64 * a.layer_cache,
            );
            let qkv = DecOut {
                y: a.q,
                k_cache: kc,
                v_cache: vc,
                pos: a.pos,
                slot: a.slot,
                c: c as i32,
                head_dim: d as i32,
                tmax: tmax as i32,
                ..Default::default()
            };
            self.gemv(Gemv::LnQkv, (a.x, Some(l.ln_1)), l.qkv, (3 * c, c), qkv, rows)?;
            // SAFETY: decode_attention(q, kc, vc, y, pos, slot, heads, tmax, scale): grid
            // (H, rows), block ATT_THREADS, attention_smem(tmax) bytes; slots < B, the caches hold
            // B·H·tmax·D elements.
            unsafe {
                k.attention.launch(
                    config((heads, rows), (ATT_THREADS, 1), smem),
                    (
                        &a.q,
                        &kc,
                        &vc,
                        &a.y,
                        &a.pos,
                        &a.slot,
                        &(heads as i32),
                        &(tmax as i32),
                        &scale,
                    ),
                )
            }?;
            self.gemv(Gemv::Residual, (a.y, None), l.proj, (c, c), res, rows)?;
            let up = DecOut {
                y: a.f,
                ..Default::default()
            };
            self.gemv(Gemv::LnGelu, (a.x, Some(l.ln_2)), l.fc, (4 * c, c), up, rows)?;
            self.gemv(Gemv::Residual, (a.f, None), l.down, (c, 4 * c), res, rows)?;
        }
        let head = DecOut {
            y: a.logits,
            ..Default::default()
        };
        self.gemv(Gemv::LnStore, (a.x, Some(a.ln_f)), (a.head, 0), (v, c), head, rows)?;
        // SAFETY: decode_argmax(logits, ld, n, tok, pos): grid (rows), 1024 threads; n <= ld = V.
        unsafe {
            k.argmax.launch(
                config((rows, 1), (1024, 1), 0),
                (
                    &a.logits,
                    &(v as i32),
                    &(self.model.n_tokens.min(v) as i32),
                    &a.tok,
                    &a.pos,
                ),
            )
        }?;
        Ok(())
    }

    /// One Linear layer, (weight (N, K), bias (N) or 0), over the input rows at `x` (rows, K):
    /// the fp32 residual stream through LayerNorm `ln` = (gamma, beta) for the `Ln*` GEMVs.
    fn gemv(
        &self,
        which: Gemv,
        (x, ln): (u64, Option<(u64, u64)>),
        (w, bias): (u64, u64),
        (n, k): (usize, usize),
        out: DecOut,
        total_rows: usize,
    ) -> Result<()> {
        let split = super::super::gemv::split_k(n, k);
        let grid = n.div_ceil(WARPS / split);
        let (gamma, beta) = ln.unwrap_or((0, 0));
        let eps = self.model.eps as f32;
        for row0 in (0..total_rows).step_by(MAX_ROWS) {
            let rows = (total_rows - row0).min(MAX_ROWS);
            let kernel = &self.kernels.gemv[which as usize][usize::from(rows > 1)];
            let o = DecOut {
                row0: row0 as i32,
                ..out
            };
            // the Ln* GEMVs normalise their rows into shared memory
            let smem = if ln.is_some() {
                rows * k * self.dtype.size_in_bytes()
            } else {
                0
            };
            // SAFETY: decode_gemv_<name>_r{1,8}(x, w, bias, gamma, beta, eps, out, rows, n, k,
            // split): x holds (row0 + rows)·k elements (fp32 for the Ln* GEMVs, which read C
            // gamma and beta values), w n·k, bias n (or 0: none), the outputs as `out` says
            // (shapes checked in Addrs::of); k % 8 == 0 and every buffer is 16-byte aligned.
            unsafe {
                kernel.launch(
                    config((grid, 1), (32 * WARPS, 1), smem),
                    (
                        &x,
                        &w,
                        &bias,
                        &gamma,
                        &beta,
                        &eps,
                        &o,
                        &(rows as i32),
                        &(n as i32),
                        &(k as i32),
                        &(split as i32),
                    ),
                )
            }?;
        }
        Ok(())
    }
}

/// Dynamic shared memory the LayerNorm GEMVs may take (bytes): MAX_ROWS normalised rows of C.
fn ln_smem(c: usize, size: usize) -> usize {
    MAX_ROWS * c * size
}

/// Threads per attention block (`DEC_ATT_THREADS`).
const ATT_THREADS: usize = 256;

/// Dynamic shared memory of the attention kernel (bytes): the query (128 floats), 256 partial
/// outputs, 32 reduction slots and tmax scores.
fn attention_smem(tmax: usize) -> usize {
    (128 + 256 + 32 + tmax) * 4
}

/// One block's addresses: (gamma, beta) and (weight, bias) pairs.
struct LayerAddrs {
    ln_1: (u64, u64),
    qkv: (u64, u64),
    proj: (u64, u64),
    ln_2: (u64, u64),
    fc: (u64, u64),
    down: (u64, u64),
}

/// Every address the chain reads or writes, taken once before the capture (taking a buffer's
/// address through cudarc waits on and records its events: not something to record into a graph).
struct Addrs {
    pos: u64,
    tok: u64,
    slot: u64,
    x: u64,
    q: u64,
    y: u64,
    f: u64,
    k_cache: u64,
    v_cache: u64,
    layer_cache: u64,
    logits: u64,
    wte: u64,
    wpe: u64,
    head: u64,
    ln_f: (u64, u64),
    layers: Vec<LayerAddrs>,
}

impl Addrs {
    fn of(
        m: &DecodeModel,
        b: &Buffers,
        s: &CudaStream,
        (seqs, p): (usize, usize),
        tmax: usize,
        size: usize,
    ) -> Result<Self> {
        let (v, c) = m.head.dims2()?;
        let shaped = |t: &Tensor, dims: &[usize], what: &str| -> Result<u64> {
            if t.dims() != dims {
                return Err(msg(format!(
                    "decode chain: {what} has shape {:?}, not {dims:?}",
                    t.dims()
                )));
            }
            addr(t, s)
        };
        let pair = |(w, bias): &(Tensor, Tensor), n: usize, k: usize, what: &str| -> Result<(u64, u64)> {
            Ok((shaped(w, &[n, k], what)?, shaped(bias, &[n], what)?))
        };
        let ln = |(g, bias): &(Tensor, Tensor)| -> Result<(u64, u64)> {
            Ok((
                shaped(g, &[c], "a LayerNorm weight")?,
                shaped(bias, &[c], "a LayerNorm bias")?,
            ))
        };
        let layers = m
            .layers
            .iter()
            .map(|l| {
                Ok(LayerAddrs {
                    ln_1: ln(&l.ln_1)?,
                    qkv: pair(&l.qkv, 3 * c, c, "attn.c_attn")?,
                    proj: pair(&l.proj, c, c, "attn.c_proj")?,
                    ln_2: ln(&l.ln_2)?,
                    fc: pair(&l.fc, 4 * c, c, "mlp.c_fc")?,
                    down: pair(&l.down, c, 4 * c, "mlp.c_proj")?,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        let ptr = |b: &CudaSlice<u8>| b.device_ptr(s).0;
        let ctl = b.ctl.device_ptr(s).0;
        Ok(Self {
            pos: ctl,
            tok: ctl + 4 * p as u64,
            slot: ctl + 8 * p as u64,
            x: b.x.device_ptr(s).0,
            q: ptr(&b.q),
            y: ptr(&b.y),
            f: ptr(&b.f),
            k_cache: ptr(&b.k_cache),
            v_cache: ptr(&b.v_cache),
            layer_cache: (seqs * c * tmax * size) as u64,
            logits: ptr(&b.logits),
            wte: shaped(&m.wte, &[v, c], "wte")?,
            wpe: shaped(&m.wpe, &[tmax, c], "wpe")?,
            head: addr(&m.head, s)?,
            ln_f: ln(&m.ln_f)?,
            layers,
        })
    }
}

impl Kernels {
    fn load(dev: &CudaDevice, dtype: DType, head_dim: usize) -> Result<Self> {
        let t = suffix(dtype, "decode")?;
        let get = |name: &str| Kernel::load(dev, DECODE, name);
        let gemv = |name: &str| -> Result<[Kernel; 2]> {
            Ok([
                get(&format!("decode_gemv_{name}_r1_{t}"))?,
                get(&format!("decode_gemv_{name}_r8_{t}"))?,
            ])
        };
        let [a, b, c, d] = Gemv::NAMES;
        Ok(Self {
            embed: get("decode_embed")?,
            attention: get(&format!("decode_attention_d{head_dim}_{t}"))?,
            argmax: get(&format!("decode_argmax_{t}"))?,
            gemv: [gemv(a)?, gemv(b)?, gemv(c)?, gemv(d)?],
        })
    }
}

/// Raw logits of `dtype` widened to f32.
fn widen(raw: &[u8], dtype: DType) -> Vec<f32> {
    match dtype {
        DType::F32 => raw
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect(),
        DType::BF16 => raw
            .chunks_exact(2)
            .map(|b| half::bf16::from_le_bytes([b[0], b[1]]).to_f32())
            .collect(),
        _ => raw
            .chunks_exact(2)
            .map(|b| half::f16::from_le_bytes([b[0], b[1]]).to_f32())
            .collect(),
    }
}

/// The device address of a contiguous CUDA tensor's first element, 16-byte aligned.
fn addr(t: &Tensor, stream: &CudaStream) -> Result<u64> {
    let (storage, layout) = t.storage_and_layout();
    let Storage::Cuda(s) = &*storage else {
        return Err(msg("decode chain: a tensor is not on the CUDA device".into()));
    };
    if !layout.is_contiguous() {
        return Err(msg("decode chain: a weight is not contiguous".into()));
    }
    let base = match t.dtype() {
        DType::F32 => s.as_cuda_slice::<f32>()?.device_ptr(stream).0,
        DType::BF16 => s.as_cuda_slice::<half::bf16>()?.device_ptr(stream).0,
        DType::F16 => s.as_cuda_slice::<half::f16>()?.device_ptr(stream).0,
        other => return Err(msg(format!("decode chain: a weight of dtype {other:?}"))),
    };
    let a = base + (layout.start_offset() * t.dtype().size_in_bytes()) as u64;
    if !a.is_multiple_of(16) {
        return Err(msg("decode chain: a weight is not 16-byte aligned".into()));
    }
    Ok(a)
}

fn msg(text: String) -> Error {
    candle_core::Error::Msg(text).into()
}
