//! The loss-spike guard (`train.spike_guard`, docs/DESIGN.md §6): what large runs do by hand
//! when the loss jumps, done by the run itself.
//!
//! - **Judge.** A step whose loss or gradient norm is more than `spike_z` standard deviations
//!   above its running mean over the last `spike_window` accepted steps is a spike (llm.c's
//!   z-score skip, `-sl`/`-sg`). The guard judges once its window is full.
//! - **Skip.** A spike is gated like an overflow: no update, no LR tick (`opt_step` stays), but
//!   the loss scaler is not told of an overflow and the step is counted as a spike. The
//!   decision is taken on the device (`gate`) from thresholds the host computed from earlier
//!   steps, so the update is queued before the host reads anything, as without the guard.
//! - **Roll back.** After `spike_rollback_after` spikes within `spike_window` steps the run
//!   goes back to its newest checkpoint and skips the data it saw since (PaLM's remedy:
//!   restart before the spike, skip the batches around it), at most `spike_max_rollbacks`
//!   times; one more needed stops the run.
//!
//! The window is part of the training state: checkpoints carry it (`SpikeState`), so a resumed
//! run judges exactly as the uninterrupted one.

use std::collections::VecDeque;

use candle_core::{DType, Tensor};
use serde::{Deserialize, Serialize};

use crate::config::TrainConfig;
use crate::error::{Error, Result};

/// The guard's memory: the running window and the spikes since the last rollback.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SpikeState {
    /// The accepted steps' losses and gradient norms, newest last (at most `spike_window`).
    pub losses: VecDeque<f64>,
    pub norms: VecDeque<f64>,
    /// The steps of the spikes since the last rollback that are still within the window.
    pub recent: Vec<u64>,
    /// Spikes over the whole run, rolled-back steps included.
    pub spikes_total: u64,
    /// Rollbacks so far.
    pub rollbacks: u32,
}

/// The thresholds a step is judged by: above either is a spike. f32, as the device compares.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Thresholds {
    pub loss: f32,
    /// On the sum of squares of the gradients (the norm's threshold, squared).
    pub sumsq: f32,
}

/// What a judged step means for the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// An accepted step (or an overflow, which the scaler handles).
    Normal,
    /// Skipped as a spike.
    Spike,
    /// Skipped as a spike, and the spikes within the window call for a rollback.
    RollBack,
}

/// The guard: its settings and its state.
#[derive(Debug, Clone)]
pub struct SpikeGuard {
    enabled: bool,
    window: usize,
    z: f64,
    rollback_after: usize,
    max_rollbacks: u32,
    pub state: SpikeState,
}

fn mean_std(v: &VecDeque<f64>) -> (f64, f64) {
    let n = v.len() as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
    (mean, var.sqrt())
}

impl SpikeGuard {
    pub fn new(cfg: &TrainConfig) -> Self {
        Self {
            enabled: cfg.spike_guard,
            window: cfg.spike_window as usize,
            z: cfg.spike_z,
            rollback_after: cfg.spike_rollback_after as usize,
            max_rollbacks: cfg.spike_max_rollbacks,
            state: SpikeState::default(),
        }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Continue from a checkpoint's state (none: the run was saved without the guard, which
    /// then starts with an empty window). A window saved longer than this run's is cut to
    /// its newest values.
    pub fn restore(&mut self, state: Option<SpikeState>) {
        self.state = state.unwrap_or_default();
        for v in [&mut self.state.losses, &mut self.state.norms] {
            while v.len() > self.window {
                v.pop_front();
            }
        }
    }

    /// The thresholds of the next step; None while the window is not full (or the guard is off).
    pub fn thresholds(&self) -> Option<Thresholds> {
        if !self.enabled || self.state.losses.len() < self.window {
            return None;
        }
        let (lm, ls) = mean_std(&self.state.losses);
        let (nm, ns) = mean_std(&self.state.norms);
        let norm = nm + self.z * ns;
        Some(Thresholds {
            loss: (lm + self.z * ls) as f32,
            sumsq: (norm * norm) as f32,
        })
    }

    /// Record step `step`: its loss, its gradient norm (None on an overflow, which the
    /// statistics leave out) and whether the device judged it a spike.
    pub fn observe(&mut self, step: u64, loss: f64, norm: Option<f64>, spike: bool) -> Verdict {
        let s = &mut self.state;
        if spike {
            s.spikes_total += 1;
            s.recent.push(step);
            let window = self.window as u64;
            s.recent.retain(|&r| r + window > step);
            return match s.recent.len() >= self.rollback_after {
                true => Verdict::RollBack,
                false => Verdict::Spike,
            };
        }
        if let Some(norm) = norm.filter(|n| n.is_finite() && loss.is_finite()) {
            s.losses.push_back(loss);
            s.norms.push_back(norm);
            if s.losses.len() > self.window {
                s.losses.pop_front();
                s.norms.pop_front();
            }
        }
        Verdict::Normal
    }

    /// Whether another rollback is allowed; Err (the run stops, one line) when the limit is spent.
    pub fn may_roll_back(&self, step: u64) -> Result<()> {
        if self.state.rollbacks < self.max_rollbacks {
            return Ok(());
        }
        Err(Error::Diverged(format!(
            "loss spikes: {} within {} steps at step {step}, after {} rollback{} (train.spike_max_rollbacks); \
             lower train.lr, raise train.warmup_steps or check the data near this point",
            self.state.recent.len(),
            self.window,
            self.state.rollbacks,
            if self.state.rollbacks == 1 { "" } else { "s" }
        )))
    }

    /// After a rollback to a checkpoint that held `restored`: its window, no recent spikes,
    /// the run's totals kept and one more rollback counted.
    pub fn rolled_back(&mut self, restored: Option<SpikeState>) {
        let (total, rollbacks) = (self.state.spikes_total, self.state.rollbacks);
        self.restore(restored);
        self.state.recent.clear();
        self.state.spikes_total = total;
        self.state.rollbacks = rollbacks + 1;
    }
}

/// On the device, for the update's gate (`optim::Grads::gate_on_device`): the step's sum of
/// squares where it is no spike, +inf where its loss or its sum of squares is above the
/// thresholds; and the judgement as one f32 (1: a spike). A NaN compares false, so a NaN loss
/// or norm stays an overflow.
pub fn gate(loss: &Tensor, sumsq: &Tensor, th: Thresholds) -> Result<(Tensor, Tensor)> {
    let loss = loss.to_dtype(DType::F32)?.reshape(1)?;
    let over = loss.gt(th.loss as f64)?.maximum(&sumsq.gt(th.sumsq as f64)?)?;
    let inf = Tensor::full(f32::INFINITY, 1, sumsq.device())?;
    let gated = over.where_cond(&inf, sumsq)?;
    Ok((gated, over.to_dtype(DType::F32)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    fn guard(window: u64, after: u32) -> SpikeGuard {
        SpikeGuard::new(&TrainConfig {
            spike_guard: true,
            spike_window: window,
            spike_z: 3.0,
            spike_rollback_after: after,
            spike_max_rollbacks: 1,
            ..TrainConfig::default()
        })
    }

    #[test]
    fn judges_once_the_window_is_full_by_mean_plus_z_standard_deviations() {
        let mut g = guard(4, 3);
        for (i, (l, n)) in [(1.0, 2.0), (3.0, 4.0), (1.0, 2.0)].into_iter().enumerate() {
            assert_eq!(g.thresholds(), None, "not full after {i}");
            assert_eq!(g.observe(i as u64 + 1, l, Some(n), false), Verdict::Normal);
        }
        // an overflow (no norm) does not enter the statistics
        g.observe(4, 100.0, None, false);
        assert_eq!(g.thresholds(), None);
        g.observe(5, 3.0, Some(4.0), false);
        let th = g.thresholds().unwrap();
        // losses 1,3,1,3: mean 2, std 1 → 2 + 3·1; norms 2,4,2,4: 3 + 3·1 = 6 → 36
        assert_eq!(th, Thresholds { loss: 5.0, sumsq: 36.0 });
        // the window slides: the oldest value leaves
        g.observe(6, 2.0, Some(3.0), false);
        assert_eq!(g.state.losses, [3.0, 1.0, 3.0, 2.0]);
    }

    #[test]
    fn spikes_within_the_window_call_for_a_rollback_and_the_limit_stops_the_run() {
        let mut g = guard(4, 2);
        assert_eq!(g.observe(10, 9.0, Some(9.0), true), Verdict::Spike);
        // step 14 is 4 steps later: step 10 has left the window
        assert_eq!(g.observe(14, 9.0, Some(9.0), true), Verdict::Spike);
        assert_eq!(g.observe(15, 9.0, Some(9.0), true), Verdict::RollBack);
        assert!(g.may_roll_back(15).is_ok());
        let saved = SpikeState {
            losses: [1.0; 6].into(),
            norms: [2.0; 6].into(),
            ..Default::default()
        };
        g.rolled_back(Some(saved));
        assert_eq!((g.state.rollbacks, g.state.spikes_total), (1, 3));
        assert!(g.state.recent.is_empty());
        assert_eq!(g.state.losses.len(), 4, "cut to the window");
        let e = g.may_roll_back(20).unwrap_err();
        assert!(e.to_string().contains("after 1 rollback ("), "{e}");
    }

    #[test]
    fn the_device_gate_is_inf_on_a_spike_and_the_sum_of_squares_otherwise() {
        let th = Thresholds { loss: 5.0, sumsq: 36.0 };
        let dev = Device::Cpu;
        let judge = |loss: f32, sumsq: f32| {
            let (g, f) = gate(
                &Tensor::new(loss, &dev).unwrap(),
                &Tensor::new(&[sumsq], &dev).unwrap(),
                th,
            )
            .unwrap();
            (g.to_vec1::<f32>().unwrap()[0], f.to_vec1::<f32>().unwrap()[0])
        };
        assert_eq!(judge(4.0, 30.0), (30.0, 0.0));
        assert_eq!(judge(6.0, 30.0), (f32::INFINITY, 1.0), "loss above");
        assert_eq!(judge(4.0, 40.0), (f32::INFINITY, 1.0), "norm above");
        let (g, f) = judge(f32::NAN, f32::NAN);
        assert!(g.is_nan() && f == 0.0, "a NaN stays an overflow");
    }
}
