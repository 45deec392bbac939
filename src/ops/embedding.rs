//! The model's input as one op: token rows of `wte` plus position rows of `wpe`, with dropout,
//! in the tables' dtype (fp32: the residual stream starts wide and stays so through the
//! dropout). The backward is deterministic: the same bits on every run, on the CPU and on CUDA
//! (kernels/embedding.cu sums each token's rows in a fixed order, without floating-point
//! atomics), so two GPU runs with one seed agree bit for bit and a GPU resume continues exactly.
//! candle's own lookup (`index_select`) differentiates through `index_add`, which on CUDA reached
//! ~46 GB/s at GPT-2-small's shape and adds in no fixed order.

use std::sync::Arc;

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, CustomOp2, CustomOp3, DType, Layout, Shape, Tensor};

use super::dropout::Dropout;
use super::plumbing::{from_f64, ids as ids_of, to_f64};
use crate::error::Result;

/// `(wte[ids] + wpe) · mask` for `ids` (B, T) u32, `wte` (V, C) and `wpe` (T, C) of one float
/// dtype (f32; f64 on the CPU) → (B, T, C) in that dtype, differentiable in both tables. `drop`
/// applies dropout to the sum with the mask of element (b·T + t)·C + j.
///
/// With `rows`, the token table's gradient is left out of the backward pass (no edge to `wte`
/// in the graph): the backward hands `rows` the ids and the gradient of the token rows, with
/// the dropout mask applied, and `token_grad` turns any number of such rows into the table's
/// gradient later. The data-parallel trainer uses this to exchange a tied embedding's rows
/// (50 MB at GPT-2 small) instead of its dense gradient (154 MB) at the end of the backward pass.
pub fn embed(
    wte: &Tensor,
    wpe: &Tensor,
    ids: &Tensor,
    drop: Option<Dropout>,
    rows: Option<Arc<dyn TokenRows>>,
) -> Result<Tensor> {
    let (b, t) = ids.dims2()?;
    let (c, pos) = (wte.dim(1)?, wpe.dims2()?);
    if ids.dtype() != DType::U32 {
        return Err(candle_core::Error::Msg(format!("embedding: ids must be u32, got {:?}", ids.dtype())).into());
    }
    if pos != (t, c) || wte.dtype() != wpe.dtype() {
        let msg = format!(
            "embedding: wpe must be ({t}, {c}) in wte's dtype {:?}, got {:?} {:?}",
            wte.dtype(),
            wpe.dims(),
            wpe.dtype()
        );
        return Err(candle_core::Error::Msg(msg).into());
    }
    let wte = match rows {
        Some(_) => wte.detach(), // its gradient goes to `rows`, not through the graph
        None => wte.clone(),
    };
    let op = Embed {
        drop: drop.filter(|d| d.p > 0.0),
        rows,
    };
    let ys = wte
        .contiguous()?
        .apply_op3(&wpe.contiguous()?, &ids.flatten_all()?.contiguous()?, op)?;
    Ok(ys.reshape((b, t, c))?)
}

/// Receives, in the backward pass of `embed(.., Some(rows))`, the token ids (N) u32 and the
/// gradient of their rows (N, C) in the tables' dtype, dropout mask applied.
pub trait TokenRows: Send + Sync {
    fn token_rows(&self, ids: Tensor, dy: Tensor) -> candle_core::Result<()>;
}

/// The token table's gradient (V, C) from rows handed to a `TokenRows`: `dwte[ids[r]] += dy[r]`,
/// rows in order, the same kernel (and bits) as the backward pass of `embed` without `rows`.
/// Rows of several batches concatenated give the sum of their gradients, added row by row in
/// that order.
pub fn token_grad(dy: &Tensor, ids: &Tensor, vocab: usize) -> Result<Tensor> {
    let op = EmbedTokGrad { vocab, drop: None };
    Ok(dy.contiguous()?.apply_op2_no_bwd(&ids.contiguous()?, &op)?)
}

/// `base + token_grad(dy, ids, V)` for `base` (V, C) in dy's dtype, the same bits, in one pass
/// over the table instead of three (a zeroed gradient, then the add): the tied embedding's LM
/// head part plus its rows' part.
pub fn token_grad_onto(base: &Tensor, dy: &Tensor, ids: &Tensor) -> Result<Tensor> {
    let (vocab, c) = base.dims2()?;
    if dy.dim(1)? != c || base.dtype() != dy.dtype() {
        let msg = format!(
            "embedding-bwd: base {:?} {:?} for rows {:?} {:?}",
            base.dims(),
            base.dtype(),
            dy.dims(),
            dy.dtype()
        );
        return Err(candle_core::Error::Msg(msg).into());
    }
    let op = EmbedTokGrad { vocab, drop: None };
    Ok(dy
        .contiguous()?
        .apply_op3_no_bwd(&ids.contiguous()?, &base.contiguous()?, &op)?)
}

struct Embed {
    drop: Option<Dropout>,
    rows: Option<Arc<dyn TokenRows>>,
}

/// The factor of element `idx`: the site's mask, or 1 without dropout.
fn factor(drop: Option<Dropout>, idx: usize) -> f64 {
    drop.map_or(1.0, |d| d.factor(idx as u64) as f64)
}

/// The ids of a contiguous layout as rows of a table of `vocab` rows; an id outside it is an error.
fn token_ids(is: &CpuStorage, il: &Layout, vocab: usize, op: &str) -> candle_core::Result<Vec<usize>> {
    let ids = ids_of(is, il, op)?;
    ids.into_iter()
        .map(|id| {
            let id = id as usize;
            if id >= vocab {
                candle_core::bail!("{op}: token id {id} >= vocabulary size {vocab}");
            }
            Ok(id)
        })
        .collect()
}

/// Rounding to `dtype` of an f64 that stands for it (f32: each product and sum rounded as the
/// kernels do; f64: none).
fn rounding(dtype: DType) -> impl Fn(f64) -> f64 {
    let narrow = dtype == DType::F32;
    move |v: f64| if narrow { v as f32 as f64 } else { v }
}

impl CustomOp3 for Embed {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "embedding"
    }

    /// The reference, in the tables' dtype: an f32 sum rounded once, then the mask (as the
    /// kernel does); f64 tables in f64.
    fn cpu_fwd(
        &self,
        ts: &CpuStorage,
        tl: &Layout,
        ps: &CpuStorage,
        pl: &Layout,
        is: &CpuStorage,
        il: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let op = "embedding";
        let (vocab, c) = tl.shape().dims2()?;
        let t = pl.dims()[0];
        let ids = token_ids(is, il, vocab, op)?;
        let (wte, wpe) = (to_f64(ts, tl, op, "wte")?, to_f64(ps, pl, op, "wpe")?);
        let round = rounding(ts.dtype()); // rounds the sum to f32 before the mask
        let mut y = Vec::with_capacity(ids.len() * c);
        for (r, &id) in ids.iter().enumerate() {
            for j in 0..c {
                let sum = round(wte[id * c + j] + wpe[(r % t) * c + j]);
                y.push(sum * factor(self.drop, r * c + j));
            }
        }
        Ok((from_f64(y, ts.dtype(), op)?, Shape::from((ids.len(), c))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        ts: &candle_core::CudaStorage,
        tl: &Layout,
        ps: &candle_core::CudaStorage,
        pl: &Layout,
        is: &candle_core::CudaStorage,
        il: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        cuda::forward(self.drop, (ts, tl), (ps, pl), (is, il))
    }

    fn bwd(
        &self,
        wte: &Tensor,
        wpe: &Tensor,
        ids: &Tensor,
        _res: &Tensor,
        grad: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let grad = grad.contiguous()?;
        if let Some(rows) = &self.rows {
            // The mask applied as the token kernel would (one fp32 product), then no mask there.
            let masked = match self.drop {
                Some(d) => grad.apply_op1_no_bwd(&super::dropout::DropoutOp { d, out: grad.dtype() })?,
                None => grad.clone(),
            };
            rows.token_rows(ids.clone(), masked)?;
        }
        let tok = EmbedTokGrad {
            vocab: wte.dim(0)?,
            drop: self.drop,
        };
        let pos = EmbedPosGrad {
            t: wpe.dim(0)?,
            drop: self.drop,
        };
        let dwte = match self.rows {
            Some(_) => None,
            None => Some(grad.apply_op2_no_bwd(ids, &tok)?),
        };
        let dwpe = grad.apply_op1_no_bwd(&pos)?;
        Ok((dwte, Some(dwpe), None))
    }
}

/// (dy (N, C), ids (N)) → dwte (V, C): dwte[ids[r]] += dy[r]·mask, rows in order.
struct EmbedTokGrad {
    vocab: usize,
    drop: Option<Dropout>,
}

impl EmbedTokGrad {
    /// The reference in f64, each product and sum rounded to dy's dtype as the kernel does.
    fn cpu(&self, gs: &CpuStorage, gl: &Layout, is: &CpuStorage, il: &Layout) -> candle_core::Result<Vec<f64>> {
        let op = "embedding-bwd";
        let c = gl.dims()[1];
        let (g, ids) = (to_f64(gs, gl, op, "dy")?, token_ids(is, il, self.vocab, op)?);
        let round = rounding(gs.dtype());
        let mut dw = vec![0f64; self.vocab * c];
        for (r, &id) in ids.iter().enumerate() {
            for j in 0..c {
                let gi = round(g[r * c + j] * factor(self.drop, r * c + j));
                dw[id * c + j] = round(dw[id * c + j] + gi);
            }
        }
        Ok(dw)
    }
}

impl CustomOp2 for EmbedTokGrad {
    fn name(&self) -> &'static str {
        "embedding-bwd"
    }

    fn cpu_fwd(
        &self,
        gs: &CpuStorage,
        gl: &Layout,
        is: &CpuStorage,
        il: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let dw = self.cpu(gs, gl, is, il)?;
        Ok((
            from_f64(dw, gs.dtype(), "embedding-bwd")?,
            Shape::from((self.vocab, gl.dims()[1])),
        ))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        is: &candle_core::CudaStorage,
        il: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        cuda::token_grad(self.vocab, self.drop, (gs, gl), (is, il), None)
    }
}

/// `token_grad_onto`: (dy, ids, base).
impl CustomOp3 for EmbedTokGrad {
    fn name(&self) -> &'static str {
        "embedding-bwd-onto"
    }

    fn cpu_fwd(
        &self,
        gs: &CpuStorage,
        gl: &Layout,
        is: &CpuStorage,
        il: &Layout,
        bs: &CpuStorage,
        bl: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        let op = "embedding-bwd-onto";
        let mut dw = self.cpu(gs, gl, is, il)?;
        let round = rounding(gs.dtype());
        for (d, b) in dw.iter_mut().zip(to_f64(bs, bl, op, "base")?) {
            *d = round(b + *d);
        }
        Ok((from_f64(dw, gs.dtype(), op)?, Shape::from((self.vocab, gl.dims()[1]))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        is: &candle_core::CudaStorage,
        il: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        cuda::token_grad(self.vocab, self.drop, (gs, gl), (is, il), Some((bs, bl)))
    }
}

/// dy (B·T, C) → dwpe (T, C): dwpe[t] = Σ_b dy[b·T + t]·mask, b in order.
struct EmbedPosGrad {
    t: usize,
    drop: Option<Dropout>,
}

impl CustomOp1 for EmbedPosGrad {
    fn name(&self) -> &'static str {
        "embedding-pos-bwd"
    }

    fn cpu_fwd(&self, gs: &CpuStorage, gl: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let op = "embedding-pos-bwd";
        let (n, c) = gl.shape().dims2()?;
        let g = to_f64(gs, gl, op, "dy")?;
        let round = rounding(gs.dtype());
        let mut dw = vec![0f64; self.t * c];
        for r in 0..n {
            for j in 0..c {
                let i = (r % self.t) * c + j;
                dw[i] = round(dw[i] + round(g[r * c + j] * factor(self.drop, r * c + j)));
            }
        }
        Ok((from_f64(dw, gs.dtype(), op)?, Shape::from((self.t, c))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        cuda::position_grad(self.t, self.drop, (gs, gl))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::{CudaStorage, Layout, Shape};

    use crate::ops::dropout::cuda::DropoutArg;
    use crate::ops::dropout::Dropout;
    use crate::ops::launch::{config, grid_1d, view, wrap, Kernel, EMBEDDING};

    /// A block of 128 threads per row (grid-stride over `rows`): the forward and the finish.
    fn per_row(rows: usize) -> candle_core::cuda_backend::cudarc::driver::LaunchConfig {
        config((rows.clamp(1, 65535 * 8), 1), (128, 1), 0)
    }

    type Operand<'a> = (&'a CudaStorage, &'a Layout);

    /// Sorted rows per chunk of the token-table gradient (`EMB_CHUNK` in kernels/embedding.cu).
    const CHUNK: usize = 64;

    pub fn forward(
        drop: Option<Dropout>,
        (ts, tl): Operand,
        (ps, pl): Operand,
        (is, il): Operand,
    ) -> candle_core::Result<(CudaStorage, Shape)> {
        let op = "embedding";
        let dev = &ts.device;
        let (c, t, rows) = (tl.dims()[1], pl.dims()[0], il.shape().elem_count());
        let (wte, wpe, ids) = (
            view::<f32>(ts, tl, op, "wte")?,
            view::<f32>(ps, pl, op, "wpe")?,
            view::<u32>(is, il, op, "ids")?,
        );
        let d = DropoutArg::of(drop);
        let f = Kernel::load(dev, EMBEDDING, &format!("embed_fwd{}_f32", d.variant()))?;
        // SAFETY: the grid-stride loop writes all rows·c outputs.
        let y = unsafe { dev.alloc::<f32>(rows * c)? };
        let args = (&wte, &wpe, &ids, &y, &(rows as i64), &(t as i32), &(c as i32), &d);
        // SAFETY: matches `embed_fwd[_drop]_f32(wte, wpe, ids, y, rows, t_len, c, d)`; wpe holds
        // t·c, ids rows, y rows·c; ids < V (the model's ids come from its vocabulary).
        unsafe { f.launch(per_row(rows), args) }?;
        Ok((wrap(y, dev), Shape::from((rows, c))))
    }

    pub fn position_grad(
        t: usize,
        drop: Option<Dropout>,
        (gs, gl): Operand,
    ) -> candle_core::Result<(CudaStorage, Shape)> {
        let dev = &gs.device;
        let (n, c) = gl.shape().dims2()?;
        let g = view::<f32>(gs, gl, "embedding-pos-bwd", "dy")?;
        let d = DropoutArg::of(drop);
        let f = Kernel::load(dev, EMBEDDING, &format!("embed_bwd_pos{}_f32", d.variant()))?;
        // SAFETY: the grid-stride loop writes all t·c outputs.
        let dw = unsafe { dev.alloc::<f32>(t * c)? };
        let args = (&g, &dw, &((n / t) as i32), &(t as i32), &(c as i32), &d);
        // SAFETY: matches `embed_bwd_pos[_drop]_f32(dy, dwpe, batch, t_len, c, d)`; dy holds
        // batch·t·c, dwpe t·c.
        unsafe { f.launch(grid_1d(t * c), args) }?;
        Ok((wrap(dw, dev), Shape::from((t, c))))
    }

    /// The token table's gradient: rows bucketed by id (stable counting sort), each bucket
    /// summed in a fixed order (kernels/embedding.cu).
    /// `base`: the result is base plus the gradient (`token_grad_onto`).
    pub fn token_grad(
        vocab: usize,
        drop: Option<Dropout>,
        (gs, gl): Operand,
        (is, il): Operand,
        base: Option<Operand>,
    ) -> candle_core::Result<(CudaStorage, Shape)> {
        let op = "embedding-bwd";
        let dev = &gs.device;
        let c = gl.dims()[1];
        let rows = il.shape().elem_count();
        let (g, ids) = (view::<f32>(gs, gl, op, "dy")?, view::<u32>(is, il, op, "ids")?);
        // Without a base the kernels read none: any valid pointer stands in (dy).
        let (base, has_base) = match base {
            Some((bs, bl)) => (view::<f32>(bs, bl, op, "base")?, 1i32),
            None => (view::<f32>(gs, gl, op, "dy")?, 0i32),
        };
        let load = |name: &str| Kernel::load(dev, EMBEDDING, name);
        let (rows_i, vocab_i, c_i) = (rows as i64, vocab as i32, c as i32);
        let counts = dev.alloc_zeros::<u32>(vocab)?;
        // SAFETY (allocations): embed_scan writes all vocab + 1 starts and vocab cursors;
        // embed_place and embed_rank write one slot per row with an id < vocab, and only those
        // slots (starts[vocab] of them) are read.
        let starts = unsafe { dev.alloc::<u32>(vocab + 1)? };
        let cursor = unsafe { dev.alloc::<u32>(vocab)? };
        let unsorted = unsafe { dev.alloc::<u32>(rows.max(1))? };
        let sorted = unsafe { dev.alloc::<u32>(rows.max(1))? };

        let f = load("embed_count")?;
        // SAFETY: matches `embed_count(ids, counts, rows, vocab)`.
        unsafe { f.launch(grid_1d(rows), (&ids, &counts, &rows_i, &vocab_i)) }?;

        let f = load("embed_scan")?;
        // SAFETY: matches `embed_scan(counts, starts, cursor, vocab)`, one block of 1024.
        unsafe { f.launch(config((1, 1), (1024, 1), 0), (&counts, &starts, &cursor, &vocab_i)) }?;

        let f = load("embed_place")?;
        // SAFETY: matches `embed_place(ids, cursor, unsorted, rows, vocab)`.
        unsafe { f.launch(grid_1d(rows), (&ids, &cursor, &unsorted, &rows_i, &vocab_i)) }?;

        let f = load("embed_rank")?;
        // SAFETY: matches `embed_rank(ids, starts, unsorted, sorted, rows, vocab)`.
        unsafe { f.launch(grid_1d(rows), (&ids, &starts, &unsorted, &sorted, &rows_i, &vocab_i)) }?;

        let d = DropoutArg::of(drop);
        let chunks = rows.div_ceil(CHUNK).max(1);
        // SAFETY: the chunk kernel writes dw for the buckets inside one chunk and the partials
        // that the finish kernel reads; the finish kernel writes every other element of dw.
        let dw = unsafe { dev.alloc::<f32>(vocab * c)? };
        let part_first = unsafe { dev.alloc::<f32>(chunks * c)? };
        let part_last = unsafe { dev.alloc::<f32>(chunks * c)? };
        let f = load(&format!("embed_bwd_tok{}_f32", d.variant()))?;
        let cfg = config((chunks, c.div_ceil(128)), (128, 1), 0);
        #[rustfmt::skip] // one line, in the order of the kernel's parameters
        let args = (&g, &ids, &sorted, &starts, &dw, &part_first, &part_last, &base, &has_base, &vocab_i, &c_i, &d);
        // SAFETY: matches `embed_bwd_tok[_drop]_f32(dy, ids, sorted, starts, dw, part_first,
        // part_last, base, has_base, vocab, c, d)`; dy holds rows·c, dw and base vocab·c,
        // part_* chunks·c.
        unsafe { f.launch(cfg, args) }?;

        let f = load("embed_bwd_tok_finish")?;
        let args = (&part_first, &part_last, &starts, &dw, &base, &has_base, &vocab_i, &c_i);
        // SAFETY: matches `embed_bwd_tok_finish(part_first, part_last, starts, dw, base,
        // has_base, vocab, c)`.
        unsafe { f.launch(per_row(vocab), args) }?;
        Ok((wrap(dw, dev), Shape::from((vocab, c))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::{flat, max_abs_diff};
    use candle_core::{Device, Var};

    /// The backward passes of Σ ours·w and Σ theirs·w give each of `vars` the same gradient,
    /// within `tol`.
    fn assert_same_grads(ours: &Tensor, theirs: &Tensor, w: &Tensor, vars: [&Var; 2], tol: f64) {
        let go = (ours * w).unwrap().sum_all().unwrap().backward().unwrap();
        let gt = (theirs * w).unwrap().sum_all().unwrap().backward().unwrap();
        for v in vars {
            let (a, e) = (
                flat(go.get(v.as_tensor()).unwrap()),
                flat(gt.get(v.as_tensor()).unwrap()),
            );
            let err = max_abs_diff(&a, &e);
            assert!(err < tol, "gradient differs by {err}");
        }
    }

    /// Without dropout: the lookup plus positions equals candle's index_select + broadcast add,
    /// and both gradients equal candle's autograd of that composition.
    #[test]
    fn embedding_matches_index_select_plus_positions() {
        let dev = Device::Cpu;
        let wte = Var::from_tensor(&Tensor::randn(0f64, 1.0, (7, 5), &dev).unwrap()).unwrap();
        let wpe = Var::from_tensor(&Tensor::randn(0f64, 1.0, (3, 5), &dev).unwrap()).unwrap();
        let ids = Tensor::new(&[[2u32, 0, 2], [6, 2, 1]], &dev).unwrap();
        let ours = embed(wte.as_tensor(), wpe.as_tensor(), &ids, None, None).unwrap();
        let tok = wte.as_tensor().index_select(&ids.flatten_all().unwrap(), 0).unwrap();
        let theirs = tok.reshape((2, 3, 5)).unwrap().broadcast_add(wpe.as_tensor()).unwrap();
        assert_eq!(flat(&ours), flat(&theirs));
        let w = Tensor::randn(0f64, 1.0, (2, 3, 5), &dev).unwrap();
        assert_same_grads(&ours, &theirs, &w, [&wte, &wpe], 1e-12);
    }

    /// With dropout: element (b·T + t)·C + j of the fp32 sum takes the site's reference mask, in
    /// the forward and in both gradients; the output stays f32.
    #[test]
    fn embedding_dropout_follows_the_reference_mask_forward_and_backward() {
        let dev = Device::Cpu;
        let (v, t, c, b) = (11, 4, 6, 3);
        let d = Dropout { p: 0.3, seed: 42 };
        let wte = Var::from_tensor(&Tensor::randn(0f32, 1.0, (v, c), &dev).unwrap()).unwrap();
        let wpe = Var::from_tensor(&Tensor::randn(0f32, 1.0, (t, c), &dev).unwrap()).unwrap();
        let ids: Vec<u32> = (0..b * t).map(|i| (i * 7 % v) as u32).collect();
        let ids = Tensor::from_vec(ids, (b, t), &dev).unwrap();
        let plain = embed(wte.as_tensor(), wpe.as_tensor(), &ids, None, None).unwrap();
        let ours = embed(wte.as_tensor(), wpe.as_tensor(), &ids, Some(d), None).unwrap();
        assert_eq!(ours.dtype(), DType::F32);
        let mask = super::super::dropout::dropout_mask(&d, b * t * c, &dev).unwrap();
        let mask = mask.reshape((b, t, c)).unwrap();
        assert!(flat(&mask).contains(&0.0), "p = 0.3 dropped nothing");
        assert_eq!(flat(&ours), flat(&(&plain * &mask).unwrap()));
        // gradients: the same as the composed plain embedding times the mask
        let w = Tensor::randn(0f32, 1.0, (b, t, c), &dev).unwrap();
        let composed = (&plain * &mask).unwrap();
        assert_same_grads(&ours, &composed, &w, [&wte, &wpe], 1e-5);
    }

    /// `token_grad_onto` is `base + token_grad` to the bit, empty rows (base + 0, so -0.0
    /// becomes +0.0 as with the add) and repeated tokens included. Fails if a row skips the base
    /// or the base is added twice.
    #[test]
    fn token_grad_onto_is_base_plus_token_grad() {
        let dev = Device::Cpu;
        let (v, c) = (11, 5);
        let ids = Tensor::new(&[3u32, 7, 3, 3, 0, 7], &dev).unwrap();
        let dy = Tensor::randn(0f32, 1.0, (6, c), &dev).unwrap();
        let base = Tensor::randn(0f32, 1.0, (v, c), &dev).unwrap();
        let base = base
            .slice_assign(&[1..2, 0..c], &Tensor::full(-0.0f32, (1, c), &dev).unwrap())
            .unwrap();
        let fused = token_grad_onto(&base, &dy, &ids).unwrap();
        let apart = (&base + token_grad(&dy, &ids, v).unwrap()).unwrap();
        use crate::ops::plumbing::f32_bits;
        assert_eq!(f32_bits(&fused), f32_bits(&apart));
        assert_ne!(f32_bits(&fused), f32_bits(&base), "nothing was added");
    }

    /// Rows handed out instead of the token table's gradient: `token_grad` over two batches'
    /// rows, concatenated, equals the sum of the two batches' ordinary gradients up to the order
    /// of the fp32 additions (each batch's dropout mask applied once); the position
    /// table's gradient is unchanged and the token table gets none through the graph. Fails if
    /// the mask is applied twice or not at all, or rows are lost or reordered.
    #[test]
    fn token_rows_give_the_token_gradient_later() {
        #[derive(Default)]
        struct Keep(std::sync::Mutex<Vec<(Tensor, Tensor)>>);
        impl TokenRows for Keep {
            fn token_rows(&self, ids: Tensor, dy: Tensor) -> candle_core::Result<()> {
                self.0.lock().unwrap().push((ids, dy));
                Ok(())
            }
        }
        let dev = Device::Cpu;
        let (v, t, c, b) = (9, 4, 6, 3);
        let wte = Var::from_tensor(&Tensor::randn(0f32, 1.0, (v, c), &dev).unwrap()).unwrap();
        let wpe = Var::from_tensor(&Tensor::randn(0f32, 1.0, (t, c), &dev).unwrap()).unwrap();
        let keep = Arc::new(Keep::default());
        let mut plain_sum: Option<Tensor> = None;
        for seed in [7u64, 8] {
            let d = Dropout { p: 0.3, seed };
            let ids: Vec<u32> = (0..b * t).map(|i| ((i as u64 * 5 + seed) % v as u64) as u32).collect();
            let ids = Tensor::from_vec(ids, (b, t), &dev).unwrap();
            let w = Tensor::randn(0f32, 1.0, (b, t, c), &dev).unwrap();
            let plain = embed(wte.as_tensor(), wpe.as_tensor(), &ids, Some(d), None).unwrap();
            let gp = (&plain * &w).unwrap().sum_all().unwrap().backward().unwrap();
            let rows: Arc<dyn TokenRows> = keep.clone();
            let split = embed(wte.as_tensor(), wpe.as_tensor(), &ids, Some(d), Some(rows)).unwrap();
            let gs = (&split * &w).unwrap().sum_all().unwrap().backward().unwrap();
            assert!(
                gs.get(wte.as_tensor()).is_none(),
                "the token table got a gradient through the graph"
            );
            assert_eq!(
                flat(gs.get(wpe.as_tensor()).unwrap()),
                flat(gp.get(wpe.as_tensor()).unwrap())
            );
            let g = gp.get(wte.as_tensor()).unwrap().clone();
            plain_sum = Some(match plain_sum {
                None => g,
                Some(s) => (s + g).unwrap(),
            });
        }
        let kept = keep.0.lock().unwrap();
        assert_eq!(kept.len(), 2);
        let ids = Tensor::cat(&[&kept[0].0, &kept[1].0], 0).unwrap();
        let dy = Tensor::cat(&[&kept[0].1, &kept[1].1], 0).unwrap();
        let later = token_grad(&dy, &ids, v).unwrap();
        let want = flat(&plain_sum.unwrap());
        assert!(want.iter().any(|x| *x != 0.0) && want.iter().all(|x| x.is_finite()));
        let got = flat(&later);
        let diff = max_abs_diff(&got, &want);
        assert!(diff < 1e-6, "token gradient from rows differs by {diff}");
    }

    #[test]
    fn embedding_refuses_out_of_vocabulary_ids() {
        let dev = Device::Cpu;
        let wte = Tensor::zeros((4, 2), DType::F32, &dev).unwrap();
        let wpe = Tensor::zeros((2, 2), DType::F32, &dev).unwrap();
        let ids = Tensor::new(&[[1u32, 4]], &dev).unwrap();
        assert!(embed(&wte, &wpe, &ids, None, None).is_err());
    }
}
