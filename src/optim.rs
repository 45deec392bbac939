//! Our AdamW (moments visible, so checkpoints can save them), the LR schedule, and the fp32
//! gradient set with its fused-in-one-pass unscale + overflow check, global norm and clipping.
//! `Var::set` is called here (the update) and in ckpt.rs (restore) only. On CUDA the unscale
//! and the update run as fused kernels (`ops::fused_*`); the composed code here is their
//! reference and the CPU path.

use candle_core::backprop::GradStore;
use candle_core::{DType, Tensor, Var};

use crate::config::TrainConfig;
use crate::error::{Error, Result};
use crate::ops::{self, AdamWHyper, DeviceGate};

/// One fp32 gradient per master, in the masters' order.
pub struct Grads {
    pub tensors: Vec<Tensor>,
    /// Clipping coefficient owed to `tensors` but not yet multiplied in (1.0: none). Only on
    /// CUDA, where the fused AdamW applies it as it reads each gradient (saves a read and a write
    /// of every gradient); on the CPU `clip_global_norm` multiplies at once and this stays 1.0.
    pub pending_clip: f64,
    /// The overflow check and clip left to the update on the GPU (`Grads::gate_on_device`);
    /// None: the host has decided both.
    pub gate: Option<DeviceGate>,
}

impl Grads {
    /// Gradients with nothing pending.
    pub fn new(tensors: Vec<Tensor>) -> Self {
        Self {
            tensors,
            pending_clip: 1.0,
            gate: None,
        }
    }

    /// The same gradients, for the masters `range` only (ZeRO-1's pieces), with what is pending.
    pub fn part(&self, range: std::ops::Range<usize>) -> Self {
        Self {
            tensors: self.tensors[range].to_vec(),
            pending_clip: self.pending_clip,
            gate: self.gate.clone(),
        }
    }

    /// Leave the overflow check and the global-norm clip (`max_norm`, 0: none) to the fused
    /// AdamW, which reads `sumsq` (this step's sum of squares, as `unscale_and_sumsq` returned
    /// it, agreed across a job) on the device: the update can then be queued before the host
    /// reads the check (on CUDA with master weights off, the composed update reads it itself).
    pub fn gate_on_device(&mut self, sumsq: Tensor, max_norm: f64) {
        self.gate = Some(DeviceGate { sumsq, max_norm });
    }

    /// Take each master's gradient out of a backward's store. A master autograd never reached
    /// is an error naming it (candle's own AdamW would silently skip it).
    pub fn from_store(named: &[(String, Var)], store: &GradStore) -> Result<Self> {
        Self::from_store_with(named, store, Vec::new())
    }

    /// `from_store`, where the gradients of some masters come from `extra` instead (activation
    /// checkpointing's blocks compute theirs outside the graph).
    pub fn from_store_with(named: &[(String, Var)], store: &GradStore, extra: Vec<(Var, Tensor)>) -> Result<Self> {
        let mut extra: std::collections::HashMap<_, _> = extra.into_iter().map(|(v, g)| (v.id(), g)).collect();
        let mut seen = std::collections::HashSet::new();
        let tensors = named
            .iter()
            .map(|(name, v)| {
                let g = match (store.get(v.as_tensor()), extra.remove(&v.id())) {
                    (Some(a), Some(b)) => &(a + b)?,
                    (Some(a), None) => a,
                    (None, Some(b)) => &b.clone(),
                    (None, None) => return Err(Error::MissingGrad { name: name.clone() }),
                };
                // to_dtype's backward casts to the master's dtype, so this is a no-op for fp32 masters.
                // detach: a gradient built by ops on tracked tensors still references the whole
                // forward graph; the moments would keep every step's activations alive.
                let g = g.to_dtype(v.dtype())?.detach();
                // The fused unscale works in place: two masters must never share one buffer (the
                // autograd stores a first gradient as is, so `a + b` of two masters would).
                let buffer = {
                    let (storage, _) = g.storage_and_layout();
                    &*storage as *const candle_core::Storage as usize
                };
                // force_contiguous copies just this tensor (copy() would clone the whole buffer).
                Ok(if seen.insert(buffer) { g } else { g.force_contiguous()? })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Self::new(tensors))
    }

    /// Add another micro-batch's gradients.
    pub fn accumulate(&mut self, other: Grads) -> Result<()> {
        for (a, b) in self.tensors.iter_mut().zip(other.tensors) {
            *a = (&*a + b)?;
        }
        Ok(())
    }

    /// Multiply every gradient by `inv_scale` (in fp32) and return the sum of squares of the
    /// result as a device scalar. One pass, one flag: the sum is non-finite exactly when some
    /// element is inf/NaN (or the squares overflow fp32, which is an overflow too). Reading it
    /// is the step's one host sync.
    pub fn unscale_and_sumsq(&mut self, inv_scale: f64) -> Result<Tensor> {
        // CUDA: two launches for all tensors, same semantics (fp64 sum of fp32 block partials).
        if let Some(total) = ops::fused_unscale_sumsq(&mut self.tensors, inv_scale)? {
            return Ok(total);
        }
        let mut total: Option<Tensor> = None;
        for g in self.tensors.iter_mut() {
            if inv_scale != 1.0 {
                *g = (&*g * inv_scale)?;
            }
            let sq = g.sqr()?.sum_all()?;
            total = Some(match total {
                None => sq,
                Some(t) => (t + sq)?,
            });
        }
        Ok(total.expect("invariant: a model has parameters"))
    }

    /// Scale all gradients so their global L2 norm is at most `max_norm` (0: no clipping).
    /// Coefficient as in torch.nn.utils.clip_grad_norm_: max_norm / (norm + 1e-6), capped at 1.
    pub fn clip_global_norm(&mut self, norm: f64, max_norm: f64) -> Result<()> {
        if max_norm <= 0.0 {
            return Ok(());
        }
        let coef = max_norm / (norm + 1e-6);
        if coef < 1.0 && self.tensors.first().is_some_and(|g| g.device().is_cuda()) {
            self.pending_clip *= coef; // AdamW::step multiplies it in (fused on CUDA)
        } else if coef < 1.0 {
            for g in self.tensors.iter_mut() {
                *g = (&*g * coef)?;
            }
        }
        Ok(())
    }
}

/// Where a backward pass computed outside the autograd graph (a checkpointed block's rerun,
/// `model::checkpoint`) hands each of its masters' gradients (complete: a block's masters are
/// used in that block only). The trainer's parallelism (`parallel`) gives the sink.
pub trait GradSink: Send + Sync {
    fn take(&self, var: &Var, grad: &Tensor) -> candle_core::Result<()>;
}

/// A sink that keeps the gradients until the backward pass is over.
#[derive(Default)]
pub struct CollectGrads(std::sync::Mutex<Vec<(Var, Tensor)>>);

impl CollectGrads {
    /// The gradients received so far, in arrival order, emptying the sink.
    pub fn drain(&self) -> Vec<(Var, Tensor)> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

impl GradSink for CollectGrads {
    fn take(&self, var: &Var, grad: &Tensor) -> candle_core::Result<()> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((var.clone(), grad.clone()));
        Ok(())
    }
}

/// Linear warmup then cosine decay to `min_lr` at `train.lr_decay_steps` optimizer updates,
/// `min_lr` after (nanoGPT's get_lr). The horizon is the run's, not `max_steps`: a resume that
/// trains longer continues on the floor instead of stretching the curve.
#[derive(Debug, Clone)]
pub struct LrSchedule {
    pub lr: f64,
    pub min_lr: f64,
    pub warmup_steps: u64,
    pub decay_steps: u64,
}

impl LrSchedule {
    pub fn new(cfg: &TrainConfig) -> Self {
        Self {
            lr: cfg.lr,
            min_lr: cfg.min_lr,
            warmup_steps: cfg.warmup_steps,
            // Unset only in a config built in code (loading resolves it): max_steps, as loading does.
            decay_steps: cfg.lr_decay_steps.unwrap_or(cfg.max_steps.max(cfg.warmup_steps)),
        }
    }

    /// The learning rate for the update after `opt_step` updates have been applied.
    pub fn lr(&self, opt_step: u64) -> f64 {
        // 1) linear warmup
        if opt_step < self.warmup_steps {
            return self.lr * (opt_step + 1) as f64 / (self.warmup_steps + 1) as f64;
        }
        // 2) past the decay horizon: the floor
        if opt_step >= self.decay_steps {
            return self.min_lr;
        }
        // 3) cosine from lr down to min_lr
        let ratio = (opt_step - self.warmup_steps) as f64 / (self.decay_steps - self.warmup_steps).max(1) as f64;
        let coeff = 0.5 * (1.0 + (std::f64::consts::PI * ratio).cos());
        self.min_lr + coeff * (self.lr - self.min_lr)
    }
}

/// AdamW with decoupled weight decay on 2-D weights only (matrices and embeddings; not biases
/// or LayerNorm gains), bias-corrected moments, all in fp32.
pub struct AdamW {
    pub beta1: f64,
    pub beta2: f64,
    pub eps: f64,
    pub weight_decay: f64,
    /// First and second moments, one pair per master, same order.
    pub moments: Vec<(Tensor, Tensor)>,
    /// Whether weight decay applies, per master: the matrices (rank >= 2), not the biases,
    /// LayerNorm gains or other vectors. Explicit so that ZeRO-1's flat pieces of a matrix
    /// keep its rule (`AdamW::decays`).
    pub decay: Vec<bool>,
}

impl AdamW {
    pub fn new(cfg: &TrainConfig, masters: &[Var]) -> Result<Self> {
        let moments = masters
            .iter()
            .map(|v| Ok((v.zeros_like()?, v.zeros_like()?)))
            .collect::<Result<Vec<_>>>()?;
        Ok(Self {
            beta1: cfg.beta1,
            beta2: cfg.beta2,
            eps: cfg.eps,
            weight_decay: cfg.weight_decay,
            moments,
            decay: Self::decays(masters),
        })
    }

    /// The same hyperparameters, no state.
    pub fn hyper(&self) -> Self {
        Self {
            moments: Vec::new(),
            decay: Vec::new(),
            ..*self
        }
    }

    /// The decay rule per master: matrices decay, vectors don't.
    pub fn decays(masters: &[Var]) -> Vec<bool> {
        masters.iter().map(|v| v.rank() >= 2).collect()
    }

    /// `step` for some of the masters only: `masters` and `grads` are the ones this optimizer
    /// holds moments for at `first`, `first + 1`, ... Each element's update depends on its own
    /// gradient and moments only, so updating the masters in parts gives the same bits as one
    /// `step` (ZeRO-1 updates a bucket's shard at a time, to gather it while the next updates).
    pub fn step_part(&mut self, first: usize, masters: &[Var], grads: &Grads, lr: f64, t: u64) -> Result<()> {
        let range = first..first + masters.len();
        let (Some(moments), Some(decay)) = (self.moments.get(range.clone()), self.decay.get(range.clone())) else {
            let msg = format!("adamw: masters {range:?} of an optimizer of {}", self.moments.len());
            return Err(candle_core::Error::Msg(msg).into());
        };
        let mut part = Self {
            moments: moments.to_vec(),
            decay: decay.to_vec(),
            ..self.hyper()
        };
        part.step(masters, grads, lr, t, None)?;
        self.moments.splice(range, part.moments); // the composed path makes new moment tensors
        Ok(())
    }

    /// Apply update number `t` (1-based, for bias correction) with learning rate `lr`.
    /// `round_to`: when master weights are off (ablation), store the result rounded to that
    /// dtype; the return value then counts the elements whose update was lost to rounding.
    /// With a gate on `grads`, the update skips or clips itself (on the device where fused).
    pub fn step(
        &mut self,
        masters: &[Var],
        grads: &Grads,
        lr: f64,
        t: u64,
        round_to: Option<DType>,
    ) -> Result<Option<Tensor>> {
        self.apply(masters, grads, lr, t, round_to, &[])
    }

    /// `step`, also writing each updated master into its compute copy (`copies[k]`, a 16-bit
    /// `Var` like `masters[k]`, or None for a master without one) rounded to nearest even, in the
    /// same pass on CUDA: the next step reads the copies without casting
    /// (`precision::ComputeCopies`). A skipped (gated) update writes neither.
    pub fn step_and_copy(
        &mut self,
        masters: &[Var],
        grads: &Grads,
        lr: f64,
        t: u64,
        copies: &[Option<&Var>],
    ) -> Result<()> {
        if copies.len() != masters.len() {
            let msg = format!("adamw: {} masters, {} copy slots", masters.len(), copies.len());
            return Err(candle_core::Error::Msg(msg).into());
        }
        self.apply(masters, grads, lr, t, None, copies)?;
        Ok(())
    }

    /// The update of `step`, writing `copies` too when given (empty: none).
    fn apply(
        &mut self,
        masters: &[Var],
        grads: &Grads,
        lr: f64,
        t: u64,
        round_to: Option<DType>,
        copies: &[Option<&Var>],
    ) -> Result<Option<Tensor>> {
        let (b1, b2) = (self.beta1, self.beta2);
        let bc1 = 1.0 - b1.powi(t as i32);
        let bc2 = 1.0 - b2.powi(t as i32);
        // CUDA: one launch for all parameters, in place, same fp32 operations in the same order
        // as the loop below (which stays the reference and the CPU path). The rounding ablation
        // (`round_to`) is composed only.
        if round_to.is_none() {
            let hp = AdamWHyper {
                lr,
                beta1: b1,
                beta2: b2,
                eps: self.eps,
                weight_decay: self.weight_decay,
                t,
                clip_coef: grads.pending_clip,
            };
            if ops::fused_adamw(
                masters,
                &grads.tensors,
                &mut self.moments,
                &self.decay,
                &hp,
                grads.gate.as_ref(),
                copies,
            )? {
                return Ok(None);
            }
        }
        // The composed update reads a gate's sum itself: skip on overflow, else clip as
        // `Grads::clip_global_norm` would (the same multiply, so the same bits).
        let mut clip = grads.pending_clip;
        if let Some(gate) = &grads.gate {
            let sumsq = gate.sumsq.flatten_all()?.to_vec1::<f32>()?[0] as f64;
            if !sumsq.is_finite() {
                return Ok(None);
            }
            let coef = gate.max_norm / (sumsq.sqrt() + 1e-6);
            if gate.max_norm > 0.0 && coef < 1.0 {
                clip *= coef;
            }
        }
        let mut lost: Option<Tensor> = None;
        let pairs = masters.iter().zip(&grads.tensors).zip(self.moments.iter_mut());
        for (k, (((w, g), (m, v)), &decays)) in pairs.zip(&self.decay).enumerate() {
            let clipped; // a clip deferred by clip_global_norm on CUDA, or a gate's
            let g = if clip != 1.0 {
                clipped = (g * clip)?;
                &clipped
            } else {
                g
            };
            *m = ((&*m * b1)? + (g * (1.0 - b1))?)?;
            *v = ((&*v * b2)? + (g.sqr()? * (1.0 - b2))?)?;
            let m_hat = (&*m / bc1)?;
            let v_hat = (&*v / bc2)?;
            let update = (m_hat / (v_hat.sqrt()? + self.eps)?)?;
            let old = w.as_tensor();
            // Decoupled decay (Loshchilov & Hutter): shrink the weight, then the Adam step.
            let decayed = if decays && self.weight_decay > 0.0 {
                (old * (1.0 - lr * self.weight_decay))?
            } else {
                old.clone()
            };
            let mut new = (decayed - (update * lr)?)?;
            if let Some(dt) = round_to {
                new = new.to_dtype(dt)?.to_dtype(old.dtype())?;
                let moved = new.ne(old)?.to_dtype(DType::F32)?.sum_all()?;
                let unchanged = (w.elem_count() as f64 - moved)?;
                lost = Some(match lost {
                    None => unchanged,
                    Some(l) => (l + unchanged)?,
                });
            }
            if let Some(Some(copy)) = copies.get(k) {
                copy.set(&new.to_dtype(copy.dtype())?)?; // the cast the fused update does inline
            }
            w.set(&new)?;
        }
        Ok(lost)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    /// `a + b` of two masters hands both the same gradient tensor; the fused in-place unscale
    /// would then scale that buffer twice. from_store gives each master its own buffer.
    #[test]
    fn masters_never_share_a_gradient_buffer() {
        let dev = Device::Cpu;
        let a = Var::new(&[1f32, 2.], &dev).unwrap();
        let b = Var::new(&[3f32, 4.], &dev).unwrap();
        let store = (a.as_tensor() + b.as_tensor())
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        let named = vec![("a".to_string(), a), ("b".to_string(), b)];
        let grads = Grads::from_store(&named, &store).unwrap();
        let buffer = |t: &Tensor| {
            let (s, _) = t.storage_and_layout();
            &*s as *const candle_core::Storage as usize
        };
        assert_ne!(buffer(&grads.tensors[0]), buffer(&grads.tensors[1]));
        for g in &grads.tensors {
            assert_eq!(g.to_vec1::<f32>().unwrap(), vec![1., 1.]);
        }
    }

    fn cfg() -> TrainConfig {
        TrainConfig {
            beta1: 0.9,
            beta2: 0.99,
            eps: 1e-8,
            weight_decay: 0.1,
            ..Default::default()
        }
    }

    #[test]
    fn one_adamw_step_equals_hand_computed_values() {
        let dev = Device::Cpu;
        let w2 = Var::new(&[[1.0f32, -2.0], [0.5, 3.0]], &dev).unwrap();
        let b1 = Var::new(&[1.0f32, -1.0], &dev).unwrap();
        let masters = [w2.clone(), b1.clone()];
        let grads = Grads::new(vec![
            Tensor::new(&[[0.1f32, -0.2], [0.0, 4.0]], &dev).unwrap(),
            Tensor::new(&[0.5f32, 0.25], &dev).unwrap(),
        ]);
        let mut opt = AdamW::new(&cfg(), &masters).unwrap();
        let lr = 0.01;
        opt.step(&masters, &grads, lr, 1, None).unwrap();
        // t = 1: m_hat = g, v_hat = g², update = g / (|g| + eps) ≈ sign(g).
        let hand = |w: f64, g: f64, decay: bool| {
            let m = 0.1 * g / (1.0 - 0.9);
            let v = 0.01 * g * g / (1.0 - 0.99);
            let w = if decay { w * (1.0 - lr * 0.1) } else { w };
            w - lr * m / (v.sqrt() + 1e-8)
        };
        let got = w2.as_tensor().to_vec2::<f32>().unwrap();
        let want = [
            [hand(1.0, 0.1, true), hand(-2.0, -0.2, true)],
            [hand(0.5, 0.0, true), hand(3.0, 4.0, true)],
        ];
        for (gr, wr) in got.iter().zip(want) {
            for (g, w) in gr.iter().zip(wr) {
                assert!((*g as f64 - w).abs() <= 1e-6, "{g} vs {w}");
            }
        }
        // The 1-D bias gets no weight decay.
        let got = b1.as_tensor().to_vec1::<f32>().unwrap();
        assert!((got[0] as f64 - hand(1.0, 0.5, false)).abs() <= 1e-6);
        assert!((got[1] as f64 - hand(-1.0, 0.25, false)).abs() <= 1e-6);
    }

    #[test]
    fn weight_decay_touches_only_2d_weights() {
        let dev = Device::Cpu;
        let w2 = Var::new(&[[1.0f32, 1.0]], &dev).unwrap();
        let b1 = Var::new(&[1.0f32, 1.0], &dev).unwrap();
        let masters = [w2.clone(), b1.clone()];
        let zero = Grads::new(vec![
            Tensor::zeros((1, 2), DType::F32, &dev).unwrap(),
            Tensor::zeros(2, DType::F32, &dev).unwrap(),
        ]);
        let mut opt = AdamW::new(
            &TrainConfig {
                weight_decay: 0.5,
                ..cfg()
            },
            &masters,
        )
        .unwrap();
        opt.step(&masters, &zero, 0.1, 1, None).unwrap();
        assert_eq!(w2.as_tensor().to_vec2::<f32>().unwrap(), vec![vec![0.95f32, 0.95]]);
        assert_eq!(b1.as_tensor().to_vec1::<f32>().unwrap(), vec![1.0f32, 1.0]);
    }

    #[test]
    fn schedule_warms_up_then_decays_to_min_lr() {
        let s = LrSchedule {
            lr: 1e-3,
            min_lr: 1e-4,
            warmup_steps: 10,
            decay_steps: 110,
        };
        assert!((s.lr(0) - 1e-3 / 11.0).abs() < 1e-12);
        assert!((s.lr(10) - 1e-3).abs() < 1e-12);
        assert!((s.lr(60) - 5.5e-4).abs() < 1e-12);
        assert_eq!(s.lr(110), 1e-4);
        assert!((1..200).all(|i| s.lr(i) <= 1e-3 && s.lr(i) >= 1e-4));
    }

    #[test]
    fn schedule_follows_lr_decay_steps_not_max_steps_and_stays_at_min_lr_past_it() {
        let train = |max_steps, lr_decay_steps| TrainConfig {
            lr: 1e-3,
            min_lr: 1e-4,
            warmup_steps: 10,
            max_steps,
            lr_decay_steps,
            ..TrainConfig::default()
        };
        // A run of 100 steps with horizon 100, resumed to 400: the same curve, then the floor.
        let short = LrSchedule::new(&train(100, Some(100)));
        let long = LrSchedule::new(&train(400, Some(100)));
        assert_eq!(long.decay_steps, 100);
        assert!((0..400).all(|i| short.lr(i).to_bits() == long.lr(i).to_bits()));
        assert!(long.lr(99) > 1e-4);
        assert!((100..400).all(|i| long.lr(i) == 1e-4), "past the horizon: min_lr");
        // Unset (a config built in code): max_steps, at least the warmup.
        assert_eq!(LrSchedule::new(&train(400, None)).decay_steps, 400);
        assert_eq!(LrSchedule::new(&train(3, None)).decay_steps, 10);
    }

    #[test]
    fn unscale_is_exact_and_flags_any_non_finite_element() {
        let dev = Device::Cpu;
        let mut g = Grads::new(vec![
            Tensor::new(&[1024.0f32, -2048.0], &dev).unwrap(),
            Tensor::new(&[512.0f32], &dev).unwrap(),
        ]);
        let s = g.unscale_and_sumsq(1.0 / 1024.0).unwrap().to_scalar::<f32>().unwrap();
        assert_eq!(g.tensors[0].to_vec1::<f32>().unwrap(), vec![1.0, -2.0]);
        assert_eq!(s, 1.0 + 4.0 + 0.25);
        for bad in [f32::INFINITY, f32::NEG_INFINITY, f32::NAN] {
            let mut g = Grads::new(vec![Tensor::new(&[1.0f32, bad, 0.0], &dev).unwrap()]);
            assert!(!g
                .unscale_and_sumsq(0.5)
                .unwrap()
                .to_scalar::<f32>()
                .unwrap()
                .is_finite());
        }
    }

    #[test]
    fn clipping_bounds_the_global_norm() {
        let dev = Device::Cpu;
        let mut g = Grads::new(vec![
            Tensor::new(&[3.0f32], &dev).unwrap(),
            Tensor::new(&[4.0f32], &dev).unwrap(),
        ]);
        g.clip_global_norm(5.0, 1.0).unwrap();
        let n: f32 = g
            .tensors
            .iter()
            .map(|t| t.sqr().unwrap().sum_all().unwrap().to_scalar::<f32>().unwrap())
            .sum();
        assert!((n.sqrt() - 1.0).abs() < 1e-5);
    }
}
