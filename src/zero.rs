//! ZeRO stage 1: the AdamW moments (and the fp32 master shard they update) split across the
//! ranks of a data-parallel group. The masters are laid end to end in one flat space padded to
//! world_size equal shards; rank r owns shard r. One step: reduce-scatter the gradients (each
//! rank receives the sum of its shard, then the mean), AdamW on the shard with exactly the
//! element-wise operations of `optim::AdamW` (so the result is the same bits as the unsharded
//! update of the mean gradient), all-gather the updated shards into every rank's masters.
//! Optimizer memory per rank: 2 × ceil(n / world) fp32 elements instead of 2n.

use candle_core::{DType, Device, Tensor, Var};

use crate::dist::{shard_range, Collective};
use crate::error::Result;
use crate::optim::AdamW;

/// One rank's share of the optimizer state.
pub struct Zero1 {
    /// Elements per shard: ceil(n / world).
    per: usize,
    /// Total elements of all masters.
    n: usize,
    /// This rank's (start, len) in the flat space (len < per for the padded last shards).
    shard: (usize, usize),
    /// 1.0 where weight decay applies (2-D masters), 0.0 elsewhere, over this shard.
    decays: Tensor,
    /// First and second moments of this shard.
    pub m: Tensor,
    pub v: Tensor,
}

/// The masters laid end to end, flattened, as one fp32 tensor.
fn flat(ts: &[Tensor]) -> Result<Tensor> {
    let parts = ts
        .iter()
        .map(|t| t.flatten_all())
        .collect::<candle_core::Result<Vec<_>>>()?;
    Ok(Tensor::cat(&parts, 0)?)
}

/// `x` (n) zero-padded to `len`.
fn padded(x: &Tensor, len: usize) -> Result<Tensor> {
    let n = x.elem_count();
    if n == len {
        return Ok(x.clone());
    }
    let pad = Tensor::zeros(len - n, x.dtype(), x.device())?;
    Ok(Tensor::cat(&[x, &pad], 0)?)
}

impl Zero1 {
    /// Zero moments for this rank's shard of `masters` (the same list, in the same order, on
    /// every rank).
    pub fn new(masters: &[Var], world: usize, rank: usize) -> Result<Self> {
        let n: usize = masters.iter().map(|v| v.elem_count()).sum();
        let device = masters.first().map_or(Device::Cpu, |v| v.device().clone());
        let shard = shard_range(n, world, rank);
        // The decay flag of every element of the flat space, cut to this shard.
        let mut flags = Vec::with_capacity(n);
        for v in masters {
            let d = if v.rank() >= 2 { 1f32 } else { 0f32 };
            flags.extend(std::iter::repeat_n(d, v.elem_count()));
        }
        let decays = Tensor::from_vec(flags[shard.0..shard.0 + shard.1].to_vec(), shard.1, &device)?;
        Ok(Self {
            per: n.div_ceil(world.max(1)),
            n,
            shard,
            decays,
            m: Tensor::zeros(shard.1, DType::F32, &device)?,
            v: Tensor::zeros(shard.1, DType::F32, &device)?,
        })
    }

    /// Bytes of optimizer state this rank holds (the two moment shards).
    pub fn state_bytes(&self) -> usize {
        2 * self.shard.1 * 4
    }

    /// Update `t` (1-based) with learning rate `lr`: `grads` are this rank's local gradients
    /// (one per master), averaged over the group here; `clip` multiplies the mean gradient (the
    /// global-norm clip coefficient, 1.0 for none). `hp` gives betas, eps and weight decay.
    pub fn step(
        &mut self,
        group: &dyn Collective,
        masters: &[Var],
        grads: &[Tensor],
        hp: &AdamW,
        (lr, t, clip): (f64, u64, f64),
    ) -> Result<()> {
        let world = group.world_size();
        let (lo, len) = self.shard;
        // 1. reduce-scatter: this rank's shard of the summed gradients, then the mean
        let g_all = padded(&flat(grads)?, self.per * world)?;
        let g = group.reduce_scatter_sum(&g_all)?.narrow(0, 0, len)?;
        let mut g = (g / world as f64)?;
        if clip != 1.0 {
            g = (g * clip)?;
        }
        // 2. AdamW on the shard: optim::AdamW's operations, element for element
        let (b1, b2) = (hp.beta1, hp.beta2);
        let (bc1, bc2) = (1.0 - b1.powi(t as i32), 1.0 - b2.powi(t as i32));
        self.m = ((&self.m * b1)? + (&g * (1.0 - b1))?)?;
        self.v = ((&self.v * b2)? + (g.sqr()? * (1.0 - b2))?)?;
        let update = ((&self.m / bc1)? / ((&self.v / bc2)?.sqrt()? + hp.eps)?)?;
        let p = flat(&masters.iter().map(|v| v.as_tensor().clone()).collect::<Vec<_>>())?.narrow(0, lo, len)?;
        let decayed = if hp.weight_decay > 0.0 {
            self.decays.where_cond_f32(&(&p * (1.0 - lr * hp.weight_decay))?, &p)?
        } else {
            p
        };
        let new = (decayed - (update * lr)?)?;
        // 3. all-gather the updated shards into every rank's masters
        let all = group.all_gather(&padded(&new, self.per)?)?.narrow(0, 0, self.n)?;
        let mut at = 0;
        for v in masters {
            let k = v.elem_count();
            v.set(&all.narrow(0, at, k)?.reshape(v.shape())?)?;
            at += k;
        }
        Ok(())
    }
}

/// `where(mask != 0, a, b)` for an f32 0/1 mask.
trait WhereF32 {
    fn where_cond_f32(&self, a: &Tensor, b: &Tensor) -> Result<Tensor>;
}

impl WhereF32 for Tensor {
    fn where_cond_f32(&self, a: &Tensor, b: &Tensor) -> Result<Tensor> {
        Ok(self.ne(0f32)?.where_cond(a, b)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dist::Loopback;
    use crate::optim::Grads;
    use std::sync::Arc;

    fn masters(dev: &Device) -> Vec<Var> {
        // a matrix (decayed), a vector (not), an odd-sized matrix: 10 + 3 + 6 = 19 elements
        let vals = |n: usize, s: f32| (0..n).map(|i| (i as f32 * 0.37 + s).sin()).collect::<Vec<_>>();
        vec![
            Var::from_tensor(&Tensor::from_vec(vals(10, 0.1), (2, 5), dev).unwrap()).unwrap(),
            Var::from_tensor(&Tensor::from_vec(vals(3, 0.7), 3, dev).unwrap()).unwrap(),
            Var::from_tensor(&Tensor::from_vec(vals(6, 1.3), (3, 2), dev).unwrap()).unwrap(),
        ]
    }

    fn local_grads(rank: usize, step: u64, ms: &[Var]) -> Vec<Tensor> {
        ms.iter()
            .enumerate()
            .map(|(k, v)| {
                let n = v.elem_count();
                let g: Vec<f32> = (0..n)
                    .map(|i| ((i * 13 + k * 7 + rank * 5 + step as usize * 3) % 17) as f32 * 0.05 - 0.4)
                    .collect();
                Tensor::from_vec(g, v.shape(), v.device()).unwrap()
            })
            .collect()
    }

    fn hyper() -> AdamW {
        AdamW {
            beta1: 0.9,
            beta2: 0.99,
            eps: 1e-8,
            weight_decay: 0.1,
            moments: Vec::new(),
        }
    }

    fn bits(t: &Tensor) -> Vec<u32> {
        t.flatten_all()
            .unwrap()
            .to_vec1::<f32>()
            .unwrap()
            .iter()
            .map(|x| x.to_bits())
            .collect()
    }

    /// Three ranks with different local gradients, three steps: reduce-scatter → shard update →
    /// all-gather leaves every rank's masters equal, bit for bit, to the unsharded AdamW applied
    /// to the same mean gradient (summed in rank order), and the gathered moment shards equal the
    /// unsharded moments. Fails if a shard boundary, the padding, the decay mask or the averaging
    /// is off by one element or one rounding.
    #[test]
    fn zero1_sharded_update_equals_the_unsharded_one_bit_for_bit() {
        let (world, steps, lr) = (3usize, 3u64, 1e-2);
        let dev = Device::Cpu;
        // the reference: one process, mean gradient, optim::AdamW
        let reference = masters(&dev);
        let mut adamw = hyper();
        adamw.moments = reference
            .iter()
            .map(|v| (v.zeros_like().unwrap(), v.zeros_like().unwrap()))
            .collect();
        for t in 1..=steps {
            let mean: Vec<Tensor> = (0..reference.len())
                .map(|k| {
                    let mut s = local_grads(0, t, &reference)[k].clone();
                    for r in 1..world {
                        s = (s + &local_grads(r, t, &reference)[k]).unwrap();
                    }
                    (s / world as f64).unwrap()
                })
                .collect();
            adamw.step(&reference, &Grads::new(mean), lr, t, None).unwrap();
        }
        // the sharded run on three loopback ranks
        let results: Vec<_> = Loopback::group(world)
            .into_iter()
            .map(|h| {
                std::thread::spawn(move || {
                    let ms = masters(&Device::Cpu);
                    let h = Arc::new(h);
                    let mut z = Zero1::new(&ms, world, h.rank()).unwrap();
                    for t in 1..=steps {
                        let g = local_grads(h.rank(), t, &ms);
                        z.step(h.as_ref(), &ms, &g, &hyper(), (lr, t, 1.0)).unwrap();
                    }
                    let m = h.all_gather(&padded(&z.m, z.per).unwrap()).unwrap();
                    let v = h.all_gather(&padded(&z.v, z.per).unwrap()).unwrap();
                    let bytes = z.state_bytes();
                    (ms, m, v, bytes)
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| t.join().unwrap())
            .collect();
        let n = 19;
        let full_m = flat(&adamw.moments.iter().map(|(m, _)| m.clone()).collect::<Vec<_>>()).unwrap();
        let full_v = flat(&adamw.moments.iter().map(|(_, v)| v.clone()).collect::<Vec<_>>()).unwrap();
        for (rank, (ms, m, v, bytes)) in results.into_iter().enumerate() {
            for (k, (a, b)) in ms.iter().zip(&reference).enumerate() {
                assert_eq!(bits(a.as_tensor()), bits(b.as_tensor()), "rank {rank} master {k}");
            }
            assert_eq!(
                bits(&m.narrow(0, 0, n).unwrap()),
                bits(&full_m),
                "rank {rank} first moments"
            );
            assert_eq!(
                bits(&v.narrow(0, 0, n).unwrap()),
                bits(&full_v),
                "rank {rank} second moments"
            );
            assert_eq!(bytes, 2 * shard_range(n, world, rank).1 * 4, "rank {rank} state bytes");
        }
    }
}
