//! The dynamic loss scaler (docs/DESIGN.md §6) as a pure state machine: it never touches a tensor.
//! `train/step.rs` multiplies the loss by `scale()`, unscales by `inv_scale()` and reports
//! whether the gradients overflowed; `update` then backs off or grows. Semantics follow
//! torch.amp.GradScaler, plus DeepSpeed's hysteresis.

use serde::{Deserialize, Serialize};

use crate::config::{Compute, ScalerConfig};
use crate::error::{Error, Result};

/// Everything that must survive a checkpoint. Resuming at `init_scale` after a run settled lower
/// buys an overflow cascade, so the scale is saved, not recomputed.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct ScalerState {
    pub scale: f64,
    /// Clean steps since the last overflow or growth.
    pub growth_tracker: u64,
    /// Overflows still tolerated before the next back-off (reset to `hysteresis` on growth).
    pub hysteresis_left: u32,
    /// Consecutive overflows seen while already at `min_scale`, and the step of the first.
    pub skips_at_min: u32,
    pub first_skip_at_min: u64,
}

/// What `update` did, for the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScaleChange {
    Kept,
    BackedOff,
    Grew,
}

#[derive(Debug, Clone)]
pub struct LossScaler {
    cfg: ScalerConfig,
    enabled: bool,
    state: ScalerState,
}

impl LossScaler {
    pub fn new(cfg: &ScalerConfig, compute: Compute) -> Self {
        let enabled = cfg.is_enabled(compute);
        Self {
            cfg: cfg.clone(),
            enabled,
            state: ScalerState {
                scale: if enabled { cfg.init_scale } else { 1.0 },
                growth_tracker: 0,
                hysteresis_left: cfg.hysteresis,
                skips_at_min: 0,
                first_skip_at_min: 0,
            },
        }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// The factor the loss is multiplied by before backward (1 when disabled).
    pub fn scale(&self) -> f64 {
        self.state.scale
    }

    /// The factor every gradient is multiplied by after backward.
    pub fn inv_scale(&self) -> f64 {
        1.0 / self.state.scale
    }

    pub fn state(&self) -> ScalerState {
        self.state
    }

    pub fn restore(&mut self, state: ScalerState) {
        self.state = state;
    }

    /// Record the outcome of step `step`. On overflow: back off (after hysteresis, not below
    /// `min_scale`) and reset the growth tracker. On a clean step: grow after `growth_interval`
    /// of them (not above `max_scale`). A disabled scaler keeps scale 1 but still counts
    /// consecutive overflows: skipping forever is never an option.
    pub fn update(&mut self, found_inf: bool, step: u64) -> Result<ScaleChange> {
        let s = &mut self.state;
        if !found_inf {
            s.skips_at_min = 0;
            if !self.enabled {
                return Ok(ScaleChange::Kept);
            }
            s.growth_tracker += 1;
            if s.growth_tracker >= self.cfg.growth_interval {
                s.growth_tracker = 0;
                s.hysteresis_left = self.cfg.hysteresis;
                let grown = (s.scale * self.cfg.growth_factor).min(self.cfg.max_scale);
                if grown != s.scale {
                    s.scale = grown;
                    return Ok(ScaleChange::Grew);
                }
            }
            return Ok(ScaleChange::Kept);
        }
        let at_min = !self.enabled || s.scale <= self.cfg.min_scale;
        if at_min {
            if s.skips_at_min == 0 {
                s.first_skip_at_min = step;
            }
            s.skips_at_min += 1;
            if s.skips_at_min >= self.cfg.max_skips_at_min_scale {
                let (n, first) = (s.skips_at_min, s.first_skip_at_min);
                return Err(Error::Diverged(match self.enabled {
                    true => format!(
                        "{n} consecutive overflows at min_scale = {} (steps {first}–{step}); lower train.lr or try precision.compute = \"bf16\"",
                        s.scale
                    ),
                    // no scale to blame: the loss scaler is off
                    false => format!(
                        "{n} consecutive steps with non-finite gradients (steps {first}–{step}), with loss scaling off; \
                         lower train.lr or check the data"
                    ),
                }));
            }
        }
        if !self.enabled {
            return Ok(ScaleChange::Kept);
        }
        s.growth_tracker = 0;
        if s.hysteresis_left > 1 {
            s.hysteresis_left -= 1;
            return Ok(ScaleChange::Kept);
        }
        let backed = (s.scale * self.cfg.backoff_factor).max(self.cfg.min_scale);
        let change = if backed != s.scale {
            ScaleChange::BackedOff
        } else {
            ScaleChange::Kept
        };
        s.scale = backed;
        Ok(change)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scaler(f: impl FnOnce(&mut ScalerConfig)) -> LossScaler {
        let mut cfg = ScalerConfig::default();
        f(&mut cfg);
        LossScaler::new(&cfg, Compute::Fp16)
    }

    #[test]
    fn overflow_backs_off_and_resets_growth() {
        let mut s = scaler(|c| c.growth_interval = 3);
        s.update(false, 1).unwrap();
        s.update(false, 2).unwrap();
        assert_eq!(s.state().growth_tracker, 2);
        assert_eq!(s.update(true, 3).unwrap(), ScaleChange::BackedOff);
        assert_eq!(s.scale(), 32768.0);
        assert_eq!(s.state().growth_tracker, 0);
    }

    #[test]
    fn grows_after_exactly_growth_interval_clean_steps() {
        let mut s = scaler(|c| c.growth_interval = 5);
        for step in 1..5 {
            assert_eq!(s.update(false, step).unwrap(), ScaleChange::Kept);
            assert_eq!(s.scale(), 65536.0);
        }
        assert_eq!(s.update(false, 5).unwrap(), ScaleChange::Grew);
        assert_eq!(s.scale(), 131072.0);
    }

    #[test]
    fn hysteresis_n_tolerates_n_minus_one_overflows() {
        let mut s = scaler(|c| c.hysteresis = 3);
        assert_eq!(s.update(true, 1).unwrap(), ScaleChange::Kept);
        assert_eq!(s.update(true, 2).unwrap(), ScaleChange::Kept);
        assert_eq!(s.scale(), 65536.0);
        assert_eq!(s.update(true, 3).unwrap(), ScaleChange::BackedOff);
        assert_eq!(s.scale(), 32768.0);
    }

    /// With the scaler off there is no min_scale to blame: the divergence said "overflows at
    /// min_scale = 1" of a run that scaled nothing.
    #[test]
    fn a_disabled_scaler_diverges_in_words_of_non_finite_gradients() {
        let mut cfg = ScalerConfig {
            max_skips_at_min_scale: 3,
            ..ScalerConfig::default()
        };
        cfg.enabled = Some(false);
        let mut s = LossScaler::new(&cfg, Compute::Fp16);
        s.update(true, 7).unwrap();
        s.update(true, 8).unwrap();
        let e = s.update(true, 9).unwrap_err().to_string();
        assert!(
            e.contains("3 consecutive steps with non-finite gradients (steps 7–9), with loss scaling off"),
            "{e}"
        );
        assert!(!e.contains("min_scale"), "{e}");
    }

    #[test]
    fn min_and_max_clamps_hold() {
        let mut s = scaler(|c| {
            c.init_scale = 4.0;
            c.min_scale = 2.0;
            c.max_scale = 8.0;
            c.growth_interval = 1;
        });
        s.update(true, 1).unwrap();
        s.update(true, 2).unwrap();
        assert_eq!(s.scale(), 2.0);
        for step in 3..10 {
            s.update(false, step).unwrap();
        }
        assert_eq!(s.scale(), 8.0);
    }

    #[test]
    fn too_many_overflows_at_min_scale_is_divergence() {
        let mut s = scaler(|c| {
            c.init_scale = 1.0;
            c.max_skips_at_min_scale = 4;
        });
        for step in 10..13 {
            s.update(true, step).unwrap();
        }
        let e = s.update(true, 13).unwrap_err().to_string();
        assert!(
            e.contains("diverged") && e.contains("4 consecutive") && e.contains("10–13"),
            "{e}"
        );
    }

    #[test]
    fn a_clean_step_resets_the_divergence_count() {
        let mut s = scaler(|c| {
            c.init_scale = 1.0;
            c.max_skips_at_min_scale = 2;
        });
        s.update(true, 1).unwrap();
        s.update(false, 2).unwrap();
        s.update(true, 3).unwrap();
    }

    #[test]
    fn disabled_scaler_is_an_identity() {
        let mut s = LossScaler::new(&ScalerConfig::default(), Compute::Bf16);
        assert!(!s.enabled());
        assert_eq!((s.scale(), s.inv_scale()), (1.0, 1.0));
        for step in 1..5000 {
            s.update(step % 7 == 0, step).unwrap();
        }
        assert_eq!(s.scale(), 1.0);
    }
}
