//! Evaluation: mean loss over `train.eval_batches` fixed batches of each split, no dropout,
//! under the same precision policy as training (as autocast evaluates in PyTorch).

use candle_core::{DType, Tensor};

use super::Trainer;
use crate::data::Split;
use crate::error::Result;
use crate::metrics::EvalRow;
use crate::model::Ctx;

impl Trainer {
    pub fn evaluate(&self) -> Result<EvalRow> {
        let weights = self.policy.cast_masters(&self.masters)?;
        let ctx = Ctx {
            policy: &self.policy,
            weights: &weights,
            dropout: None,
        };
        let mut mean = [0.0f64; 2];
        for (i, split) in [Split::Train, Split::Val].into_iter().enumerate() {
            let mut sum = Tensor::zeros((), DType::F32, &self.device)?; // one host sync per split
            for b in 0..self.cfg.train.eval_batches as u64 {
                let batch = self.batcher.eval_batch(&self.corpus, split, b, &self.device)?;
                sum = (sum + self.model.loss(&batch.idx, &batch.targets, &ctx)?.detach())?;
            }
            mean[i] = sum.to_scalar::<f32>()? as f64 / self.cfg.train.eval_batches as f64;
        }
        Ok(EvalRow {
            step: self.state.step,
            train_loss: mean[0],
            val_loss: mean[1],
            elapsed_s: None,
        })
    }
}
