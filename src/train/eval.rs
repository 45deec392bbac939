//! Evaluation: mean loss over `train.eval_batches` fixed batches of each split, as inference: no
//! dropout, no autograd graph (detached masters), and as many batches per forward pass as the
//! memory budget allows. Each batch's loss is still its own mean, so the result is the same mean
//! over the same batches as one batch at a time, under the training precision policy (as
//! autocast evaluates in PyTorch).

use std::path::Path;

use candle_core::{DType, Tensor};

use super::Trainer;
use crate::data::Split;
use crate::error::{Error, Result};
use crate::metrics::EvalRow;
use crate::model::Ctx;

/// Activation memory an evaluation forward may take: a quarter of the free device memory, at
/// most this much (more batches per pass stop paying once the GEMMs fill the GPU).
const EVAL_BUDGET_CUDA: u64 = 8 << 30;
/// The same on the CPU, where larger passes only cost memory.
const EVAL_BUDGET_CPU: u64 = 256 << 20;

impl Trainer {
    pub fn evaluate(&self) -> Result<EvalRow> {
        self.parallel.settle()?;
        let weights = self.policy.cast_masters_for_inference(&self.masters)?;
        let ctx = Ctx::plain(&self.policy, &weights);
        let n = self.cfg.train.eval_batches as u64;
        let per_pass = self.eval_batches_per_pass()?.min(n).max(1);
        // In a data-parallel job each rank evaluates its share of the batches; the sums add up.
        let (rank, world) = self.rank_and_world();
        let (lo, len) = crate::dist::shard_range(n as usize, world, rank);
        let mine = lo as u64..(lo + len) as u64;
        let mut mean = [0.0f64; 2];
        for (i, split) in [Split::Train, Split::Val].into_iter().enumerate() {
            let mut sum = Tensor::zeros((), DType::F32, &self.device)?; // one host sync per split
            for start in mine.clone().step_by(per_pass as usize) {
                let range = start..start.saturating_add(per_pass).min(mine.end);
                let groups = (range.end - range.start) as usize;
                let batch = self.batcher.eval_batches(&self.corpus, split, range, &self.device)?;
                sum = (sum + self.model.loss_sum(&batch.idx, &batch.targets, &ctx, groups)?)?;
                // an evaluation may take longer than --worker-timeout: the heartbeat goes on
                self.beat();
            }
            sum = self.parallel.sum(&sum)?;
            mean[i] = sum.to_scalar::<f32>()? as f64 / n as f64;
        }
        Ok(EvalRow {
            step: self.state.step,
            train_loss: mean[0],
            val_loss: mean[1],
            elapsed_s: None,
        })
    }

    /// Evaluation batches per forward pass: the memory budget over an estimate of the peak
    /// bytes per batch of an inference forward (the widest activations of one block, in fp32 to
    /// be safe, and the logits with the loss's fp32 working copy).
    fn eval_batches_per_pass(&self) -> Result<u64> {
        let m = &self.cfg.model;
        let tokens = (self.cfg.train.batch_size * m.block_size) as u64;
        let per_token = 4 * (16 * m.d_model as u64) + 6 * self.model.vocab_size as u64;
        let budget = match crate::ops::device_memory(&self.device)? {
            Some((free, _)) => (free / 4).min(EVAL_BUDGET_CUDA),
            None => EVAL_BUDGET_CPU,
        };
        Ok(budget / (tokens * per_token).max(1))
    }
}

/// An evaluation whose loss is not finite ends the run as diverged (exit 1): at these weights the
/// model's outputs are not numbers, a skipped step leaves the weights as they are, and a run
/// that went on skipped every step and then wrote those weights as its final checkpoint over
/// the last good one, exiting 0. The run's newest checkpoint stays (`stands_after_divergence`).
pub(super) fn diverged(row: &EvalRow) -> Option<Error> {
    if row.train_loss.is_finite() && row.val_loss.is_finite() {
        return None;
    }
    Some(Error::Diverged(format!(
        "the evaluation at step {} gave train loss {}, val loss {}: the model's loss is not finite at these weights; \
         lower train.lr or raise train.warmup_steps",
        row.step, row.train_loss, row.val_loss
    )))
}

/// The end of a divergence's error: the checkpoint that stands in `dir`, and that the changes a
/// divergence calls for (train.lr, precision, warmup) are a new run's, which a resume refuses.
pub(super) fn stands_after_divergence(dir: &Path) -> String {
    let new_run = format!(
        "a resume keeps the run's settings, so try a change in a new run: `minigpt train --config {} --set log.out_dir=NEW --set KEY=VALUE`",
        crate::run_dir::shell_word(&dir.join("config.toml").display().to_string())
    );
    match crate::ckpt::resolve_quietly(dir) {
        Ok(ckpt) => format!("the newest checkpoint stays {}; {new_run}", ckpt.display()),
        Err(_) => format!("{} holds no checkpoint of the run; {new_run}", dir.display()),
    }
}
