//! How the gradients of a data-parallel step are grouped for communication: buckets of whole
//! parameters, in reverse model order (the order the backward pass completes them: the last
//! block's gradients first, the embedding's last), each one flat fp32 space padded to a
//! multiple of the world size so that it splits into equal shards (ZeRO-1 owns shard r of every
//! bucket on rank r). A fixed plan, the same on every rank: collectives must be issued in the
//! same order everywhere, and ZeRO-1's shards must mean the same elements at every step.

use super::shard_range;

/// Where one parameter lies in its bucket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub bucket: usize,
    /// Element offset in the bucket's flat space.
    pub offset: usize,
    pub len: usize,
}

/// One bucket: the parameters laid end to end, then zero padding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bucket {
    /// Parameter indices (model order), in the order they are laid out.
    pub params: Vec<usize>,
    /// Elements of the parameters.
    pub len: usize,
    /// `len` rounded up to a multiple of the world size.
    pub padded: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BucketPlan {
    pub world: usize,
    pub buckets: Vec<Bucket>,
    /// Per parameter (model order), its place.
    pub slots: Vec<Slot>,
}

impl BucketPlan {
    /// Buckets of at least `cap` elements (but never a parameter split across two), filled with
    /// the parameters of sizes `sizes` (model order) from the last to the first.
    pub fn new(sizes: &[usize], world: usize, cap: usize) -> Self {
        let order: Vec<usize> = (0..sizes.len()).rev().collect();
        Self::in_order(sizes, &order, world, cap)
    }

    /// As `new`, the parameters taken in `order` (each index once: the order the backward pass
    /// completes their gradients).
    pub fn in_order(sizes: &[usize], order: &[usize], world: usize, cap: usize) -> Self {
        assert_eq!(
            order.len(),
            sizes.len(),
            "invariant: the order names every parameter once"
        );
        let world = world.max(1);
        let mut buckets: Vec<Bucket> = Vec::new();
        let mut slots = vec![
            Slot {
                bucket: 0,
                offset: 0,
                len: 0
            };
            sizes.len()
        ];
        let mut open: Option<Bucket> = None;
        for &p in order {
            let b = open.get_or_insert_with(|| Bucket {
                params: Vec::new(),
                len: 0,
                padded: 0,
            });
            slots[p] = Slot {
                bucket: buckets.len(),
                offset: b.len,
                len: sizes[p],
            };
            b.params.push(p);
            b.len += sizes[p];
            if b.len >= cap {
                buckets.push(open.take().expect("invariant: just filled"));
            }
        }
        buckets.extend(open);
        for b in &mut buckets {
            b.padded = b.len.div_ceil(world) * world;
        }
        Self { world, buckets, slots }
    }

    /// Elements of bucket `b` each rank owns (its padded length over the world size).
    pub fn shard_len(&self, b: usize) -> usize {
        self.buckets[b].padded / self.world
    }

    /// The parts of rank `rank`'s shard of every bucket that hold parameters (not padding), in
    /// bucket order and, within a bucket, in layout order.
    pub fn pieces(&self, rank: usize) -> Vec<Piece> {
        let mut out = Vec::new();
        for (b, bucket) in self.buckets.iter().enumerate() {
            let per = self.shard_len(b);
            let (lo, len) = shard_range(bucket.padded, self.world, rank);
            let hi = (lo + len).min(bucket.len);
            for &p in &bucket.params {
                let s = self.slots[p];
                let (start, end) = (s.offset.max(lo), (s.offset + s.len).min(hi));
                if start < end {
                    out.push(Piece {
                        bucket: b,
                        param: p,
                        param_start: start - s.offset,
                        shard_start: start - lo,
                        len: end - start,
                    });
                }
            }
            debug_assert_eq!(len, per);
        }
        out
    }
}

/// A stretch of one parameter inside one rank's shard of one bucket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub bucket: usize,
    pub param: usize,
    /// Element offset in the (flattened) parameter.
    pub param_start: usize,
    /// Element offset in the rank's shard of the bucket.
    pub shard_start: usize,
    pub len: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every parameter element is in exactly one rank's piece, at the place the bucket layout
    /// says, for uneven sizes, a parameter larger than the cap, more ranks than elements of a
    /// bucket, and another completion order (the tied embedding first, as the trainer plans
    /// it). Fails if a piece boundary or the padding is off by one.
    #[test]
    fn rank_pieces_cover_every_parameter_element_once() {
        let sizes = [7, 1, 30, 5, 2, 11, 3];
        let reverse: Vec<usize> = (0..sizes.len()).rev().collect();
        let first_then_reverse = [0, 6, 5, 4, 3, 2, 1];
        for (world, cap, order) in [1, 2, 3, 4, 8]
            .into_iter()
            .flat_map(|w| [1, 10, 16, 1000].map(move |c| (w, c)))
            .flat_map(|(w, c)| [&reverse[..], &first_then_reverse[..]].map(move |o| (w, c, o)))
        {
            {
                let plan = if order == reverse {
                    BucketPlan::new(&sizes, world, cap)
                } else {
                    BucketPlan::in_order(&sizes, order, world, cap)
                };
                let mut seen: Vec<Vec<u8>> = sizes.iter().map(|&n| vec![0; n]).collect();
                for rank in 0..world {
                    for pc in plan.pieces(rank) {
                        let slot = plan.slots[pc.param];
                        assert_eq!(slot.bucket, pc.bucket);
                        // the flat position of this piece agrees with the shard's position
                        let flat = slot.offset + pc.param_start;
                        assert_eq!(flat, rank * plan.shard_len(pc.bucket) + pc.shard_start);
                        assert!(pc.shard_start + pc.len <= plan.shard_len(pc.bucket));
                        for e in &mut seen[pc.param][pc.param_start..pc.param_start + pc.len] {
                            *e += 1;
                        }
                    }
                }
                assert!(
                    seen.iter().flatten().all(|&c| c == 1),
                    "world {world} cap {cap}: {seen:?}"
                );
                for b in &plan.buckets {
                    assert_eq!(b.padded % world, 0);
                    assert!(b.padded >= b.len && b.padded < b.len + world);
                }
                // the order's first parameter opens the first bucket
                assert_eq!(plan.buckets[0].params[0], order[0]);
            }
        }
    }
}
