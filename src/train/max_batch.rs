//! `train --max-batch`: the largest `train.batch_size` one device can train with this config, found
//! by trying: steps at growing batch sizes until one runs out of memory, then a binary search
//! between the last that fit and the first that did not. One process, one model: between trials
//! the memory pool is handed back to the driver, so a trial starts from the same free memory.

use std::time::Instant;

use super::Trainer;
use crate::error::Result;

/// One trial of the search.
#[derive(Debug, Clone, serde::Serialize)]
pub struct BatchTrial {
    pub batch_size: usize,
    pub fits: bool,
    /// Peak of the device memory pool during the trial (CUDA only).
    pub peak_gib: Option<f64>,
    /// Tokens per second of the trial's second step (the first pays for allocations).
    pub tokens_per_s: Option<f64>,
}

impl std::fmt::Display for BatchTrial {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.fits, self.peak_gib, self.tokens_per_s) {
            (true, peak, Some(tps)) => {
                let peak = peak.map_or("-".into(), |g| format!("{g:.1} GiB"));
                write!(f, "batch {:5}: fits | peak {peak} | {tps:.0} tokens/s", self.batch_size)
            }
            _ => write!(f, "batch {:5}: out of memory", self.batch_size),
        }
    }
}

impl Trainer {
    /// Two training steps at `batch_size`; a trial that does not fit when the device runs out of
    /// memory.
    fn try_batch(&mut self, batch_size: usize) -> Result<BatchTrial> {
        self.cfg.train.batch_size = batch_size;
        self.batcher.batch_size = batch_size;
        self.ahead = None; // queued at the last trial's batch size
        crate::ops::reset_pool(&self.device)?;
        let mut run = || -> Result<f64> {
            self.train_step()?;
            self.device.synchronize()?;
            let start = Instant::now();
            self.train_step()?;
            self.device.synchronize()?;
            Ok(start.elapsed().as_secs_f64())
        };
        let outcome = run();
        let gib = |b: u64| b as f64 / (1u64 << 30) as f64;
        match outcome {
            Ok(secs) => Ok(BatchTrial {
                batch_size,
                fits: true,
                peak_gib: crate::ops::peak_pool_bytes(&self.device)?.map(gib),
                tokens_per_s: Some(self.tokens_per_step() as f64 / secs),
            }),
            Err(e) if e.is_out_of_memory() => Ok(BatchTrial {
                batch_size,
                fits: false,
                peak_gib: None,
                tokens_per_s: None,
            }),
            Err(e) => Err(e),
        }
    }

    /// The largest batch size in [1, limit] (and within the device's kernel limits) that trains (each trial printed through `report` as
    /// it ends), and every trial. Starts at the config's batch size.
    pub fn max_batch(
        &mut self,
        limit: usize,
        report: &mut dyn FnMut(&BatchTrial),
    ) -> Result<(Option<usize>, Vec<BatchTrial>)> {
        let mut trials = Vec::new();
        let mut trial = |t: &mut Self, b: usize| -> Result<bool> {
            let r = t.try_batch(b)?;
            report(&r);
            let fits = r.fits;
            trials.push(r);
            Ok(fits)
        };
        // never past what the device's kernels address (the attention's 32-bit offsets)
        let device_cap = self
            .cfg
            .largest_batch_for_device(self.device.is_cuda())
            .unwrap_or(usize::MAX);
        let limit = limit.min(device_cap).max(1);
        let mut b = self.cfg.train.batch_size.clamp(1, limit);
        // grow (or shrink) to a bracket: fit ≤ answer < fail
        let (mut fit, mut fail) = if trial(self, b)? { (b, None) } else { (0, Some(b)) };
        while fail.is_none() && fit < limit {
            b = (fit * 2).min(limit);
            if trial(self, b)? {
                fit = b;
            } else {
                fail = Some(b);
            }
        }
        while fit == 0 {
            let f = fail.expect("invariant: a failure set fit to 0");
            if f == 1 {
                return Ok((None, trials));
            }
            b = f / 2;
            if trial(self, b)? {
                fit = b;
            } else {
                fail = Some(b);
            }
        }
        if let Some(mut hi) = fail {
            while hi - fit > 1 {
                let mid = fit + (hi - fit) / 2;
                if trial(self, mid)? {
                    fit = mid;
                } else {
                    hi = mid;
                }
            }
        }
        Ok((Some(fit), trials))
    }
}
