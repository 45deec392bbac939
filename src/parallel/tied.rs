//! The tied token embedding's gradient, which comes in two parts: the LM head's through the
//! graph, and the token rows' that the embedding's backward hands out (`ops::TokenRows`): token
//! ids and the gradient of their rows, which add up to a (V, C) table. Keeping rows instead of a
//! table lets a job exchange the LM head's part early and gather only the rows, but a step's rows
//! grow with its micro-batches, so `RowSum` folds them into a table once they reach its size
//! (docs/DESIGN.md §6.1, "The tied embedding's rows").

use std::sync::Mutex;

use candle_core::Tensor;

use crate::error::Result;
use crate::ops::TokenRows;

/// The tied embedding: which master it is, and the vocabulary its rows index.
#[derive(Debug, Clone, Copy)]
pub struct Tied {
    pub index: usize,
    pub vocab: usize,
}

/// Token ids (R) u32 and their rows' output gradients (R, C) f32, as the embedding's backward
/// hands them out (`ops::TokenRows`): micro-batches' rows, concatenated in order.
#[derive(Debug, Clone)]
pub struct EmbeddingRows {
    pub ids: Tensor,
    pub dy: Tensor,
}

impl EmbeddingRows {
    /// The rows of `parts` (ids, gradients), in order; one part is taken as it is (no copy).
    pub fn cat(parts: &[(Tensor, Tensor)]) -> Result<Self> {
        if let [(ids, dy)] = parts {
            return Ok(Self {
                ids: ids.clone(),
                dy: dy.clone(),
            });
        }
        let ids: Vec<&Tensor> = parts.iter().map(|(i, _)| i).collect();
        let dy: Vec<&Tensor> = parts.iter().map(|(_, d)| d).collect();
        Ok(Self {
            ids: Tensor::cat(&ids, 0)?,
            dy: Tensor::cat(&dy, 0)?,
        })
    }

    /// The embedding table's gradient (V, C) these rows give (`ops::token_grad`).
    pub fn token_grad(&self, vocab: usize) -> Result<Tensor> {
        crate::ops::token_grad(&self.dy, &self.ids, vocab)
    }

    /// `base` (V, C) plus the gradient these rows give, in one pass (`ops::token_grad_onto`).
    pub fn token_grad_onto(&self, base: &Tensor) -> Result<Tensor> {
        crate::ops::token_grad_onto(base, &self.dy, &self.ids)
    }
}

/// A step's token rows and what they add up to, in a fixed order. Micro-batches' rows are kept
/// as they come; when a micro-batch's rows arrive while those kept number at least the
/// vocabulary, the kept ones are first folded into a (V, C) table (`fold`). A step holds at most
/// about a table and a vocabulary's worth of rows whatever its grad_accum; a step whose rows
/// stay below the vocabulary (most: GPT-2 small's batch of 16 × 1024 is a third of its 50,257)
/// adds them all onto the LM head's part in one pass, as rows.
///
/// The result depends only on the sequence of micro-batches' rows, so a job that gathers every
/// rank's rows and pushes them in the job's micro-batch order (`of_gathered`) sums them exactly
/// as one process with the job's micro-batches does.
pub struct RowSum {
    vocab: usize,
    /// The folded rows' gradient so far.
    table: Option<Tensor>,
    kept: Vec<(Tensor, Tensor)>,
    kept_rows: usize,
}

impl RowSum {
    pub fn new(vocab: usize) -> Self {
        Self {
            vocab,
            table: None,
            kept: Vec::new(),
            kept_rows: 0,
        }
    }

    /// One micro-batch's rows, after folding the kept ones if they reach the vocabulary.
    pub fn push(&mut self, ids: Tensor, dy: Tensor) -> Result<()> {
        if self.kept_rows >= self.vocab {
            self.fold()?;
        }
        self.kept_rows += ids.elem_count();
        self.kept.push((ids, dy));
        Ok(())
    }

    /// The kept rows added onto the table (or made into it), in their order.
    pub fn fold(&mut self) -> Result<()> {
        if self.kept.is_empty() {
            return Ok(());
        }
        let rows = EmbeddingRows::cat(&std::mem::take(&mut self.kept))?;
        self.kept_rows = 0;
        self.table = Some(match self.table.take() {
            None => rows.token_grad(self.vocab)?,
            Some(table) => rows.token_grad_onto(&table)?,
        });
        Ok(())
    }

    /// The folded table, taken out (a job adds it to this rank's own gradient before the
    /// exchange); the kept rows stay.
    pub fn take_table(&mut self) -> Option<Tensor> {
        self.table.take()
    }

    /// The kept rows, taken out, in order (a job gathers them).
    pub fn take_kept(&mut self) -> Result<EmbeddingRows> {
        self.kept_rows = 0;
        EmbeddingRows::cat(&std::mem::take(&mut self.kept))
    }

    /// A job's gathered rows (`micro_rows` per micro-batch, in the job's micro-batch order)
    /// pushed as one process pushes its micro-batches.
    pub fn of_gathered(rows: &EmbeddingRows, micro_rows: usize, vocab: usize) -> Result<Self> {
        let mut sum = Self::new(vocab);
        let total = rows.ids.dim(0)?;
        if micro_rows == 0 || total % micro_rows != 0 {
            let msg = format!("invariant: {total} gathered rows are not micro-batches of {micro_rows}");
            return Err(candle_core::Error::Msg(msg).into());
        }
        for start in (0..total).step_by(micro_rows) {
            sum.push(
                rows.ids.narrow(0, start, micro_rows)?,
                rows.dy.narrow(0, start, micro_rows)?,
            )?;
        }
        Ok(sum)
    }

    /// `base` (V, C) plus every row's gradient: in one pass over the table while none were
    /// folded; `base` + (the table + the kept rows) once some were.
    pub fn onto(self, base: &Tensor) -> Result<Tensor> {
        if self.table.is_none() {
            return EmbeddingRows::cat(&self.kept)?.token_grad_onto(base);
        }
        Ok((base + self.total()?)?)
    }

    /// Every row's gradient, a (V, C) table: the folded table plus the kept rows.
    pub fn total(self) -> Result<Tensor> {
        if self.kept.is_empty() {
            return self
                .table
                .ok_or_else(|| candle_core::Error::Msg("invariant: a step's embedding hands out rows".into()).into());
        }
        let rows = EmbeddingRows::cat(&self.kept)?;
        match &self.table {
            None => rows.token_grad(self.vocab),
            Some(table) => rows.token_grad_onto(table),
        }
    }
}

/// Where a step's micro-batches hand their token rows (`ops::TokenRows`), summed by a `RowSum`.
pub struct TiedRows {
    sum: Mutex<RowSum>,
    vocab: usize,
}

impl TiedRows {
    pub fn new(vocab: usize) -> Self {
        Self {
            sum: Mutex::new(RowSum::new(vocab)),
            vocab,
        }
    }

    /// The rows' sum so far, taken out (an empty one is left).
    pub fn take(&self) -> RowSum {
        std::mem::replace(&mut *self.lock(), RowSum::new(self.vocab))
    }

    /// `f` on the rows' sum so far.
    pub fn with<T>(&self, f: impl FnOnce(&mut RowSum) -> T) -> T {
        f(&mut self.lock())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, RowSum> {
        self.sum.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl TokenRows for TiedRows {
    fn token_rows(&self, ids: Tensor, dy: Tensor) -> candle_core::Result<()> {
        self.lock().push(ids, dy).map_err(candle_core::Error::wrap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{DType, Device};

    fn bits(t: &Tensor) -> Vec<u32> {
        let v = t.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        v.iter().map(|x| x.to_bits()).collect()
    }

    /// Micro-batches of `rows` random rows of width `c` over a vocabulary of `vocab`.
    fn micro_batches(n: usize, rows: usize, vocab: usize, c: usize) -> Vec<(Tensor, Tensor)> {
        let dev = Device::Cpu;
        (0..n)
            .map(|_| {
                let ids = Tensor::rand(0f32, vocab as f32, rows, &dev).unwrap().floor().unwrap();
                let ids = ids.to_dtype(DType::U32).unwrap();
                (ids, Tensor::randn(0f32, 1.0, (rows, c), &dev).unwrap())
            })
            .collect()
    }

    /// Rows below the vocabulary are never folded: the sum is the one pass over all of them,
    /// bit for bit, as before folding existed. Fails if a fold starts early.
    #[test]
    fn rows_below_the_vocabulary_add_in_one_pass() {
        let (vocab, c) = (50, 8);
        let parts = micro_batches(4, 12, vocab, c); // 48 rows < 50
        let base = Tensor::randn(0f32, 1.0, (vocab, c), &Device::Cpu).unwrap();
        let mut sum = RowSum::new(vocab);
        for (ids, dy) in parts.iter().cloned() {
            sum.push(ids, dy).unwrap();
        }
        assert!(sum.table.is_none(), "folded below the vocabulary");
        let want = EmbeddingRows::cat(&parts).unwrap().token_grad_onto(&base).unwrap();
        assert_eq!(bits(&sum.onto(&base).unwrap()), bits(&want));
    }

    /// Many micro-batches: the rows held never exceed the vocabulary plus one micro-batch (the
    /// step's memory no longer grows with grad_accum), and the sum matches the float64 sum of
    /// every row. Fails if a fold drops, repeats or misplaces rows.
    #[test]
    fn many_micro_batches_fold_into_a_table_and_keep_every_row() {
        let (vocab, c, rows, n) = (20, 4, 7, 30);
        let parts = micro_batches(n, rows, vocab, c);
        let base = Tensor::randn(0f32, 1.0, (vocab, c), &Device::Cpu).unwrap();
        let mut sum = RowSum::new(vocab);
        for (ids, dy) in parts.iter().cloned() {
            sum.push(ids, dy).unwrap();
            assert!(sum.kept_rows < vocab + rows, "{} rows kept", sum.kept_rows);
        }
        assert!(sum.table.is_some(), "never folded");
        let got = sum.onto(&base).unwrap().to_vec2::<f32>().unwrap();

        let mut want: Vec<Vec<f64>> = base
            .to_vec2::<f32>()
            .unwrap()
            .iter()
            .map(|r| r.iter().map(|&x| x as f64).collect())
            .collect();
        for (ids, dy) in &parts {
            let (ids, dy) = (ids.to_vec1::<u32>().unwrap(), dy.to_vec2::<f32>().unwrap());
            for (id, row) in ids.iter().zip(&dy) {
                for (w, &x) in want[*id as usize].iter_mut().zip(row) {
                    *w += x as f64;
                }
            }
        }
        for (g, w) in got.iter().flatten().zip(want.iter().flatten()) {
            let err = (*g as f64 - w).abs() / w.abs().max(1.0);
            assert!(err < 1e-5, "{g} vs {w}: relative error {err}"); // a NaN fails too
        }
    }

    /// A job's gathered rows pushed micro-batch by micro-batch give the bits of one process
    /// pushing the same micro-batches, both for the sum onto a base and for the table alone
    /// (ZeRO-1's route). Fails if the gathered rows are cut at other places than the
    /// micro-batches, or folded in another order.
    #[test]
    fn gathered_rows_sum_as_one_process_does() {
        let (vocab, c, rows) = (16, 4, 6);
        let parts = micro_batches(9, rows, vocab, c);
        let base = Tensor::randn(0f32, 1.0, (vocab, c), &Device::Cpu).unwrap();
        let one = || {
            let mut sum = RowSum::new(vocab);
            for (ids, dy) in parts.iter().cloned() {
                sum.push(ids, dy).unwrap();
            }
            sum
        };
        let gathered = EmbeddingRows::cat(&parts).unwrap();
        let job = || RowSum::of_gathered(&gathered, rows, vocab).unwrap();
        assert_eq!(bits(&job().onto(&base).unwrap()), bits(&one().onto(&base).unwrap()));
        assert_eq!(bits(&job().total().unwrap()), bits(&one().total().unwrap()));
        let (a, b) = (job().onto(&base).unwrap(), (&base + job().total().unwrap()).unwrap());
        assert_eq!(bits(&a), bits(&b), "onto differs from base + total");
    }
}
