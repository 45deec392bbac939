//! Gradients one op's backward computes for another op's backward (docs/DESIGN.md §7): a
//! Linear layer's output gradient `g` is produced by the backward of the op that read the
//! layer's output (the LayerNorm after a residual add, the attention over a packed qkv), which
//! already holds `g` in registers as it writes it; it can round, mask and column-sum it in the
//! same pass, where the layer's backward would read `g` again. The two ops share a `Handoff`:
//! the producer leaves what it computed, tagged with the id of the tensor `g` it belongs to, and
//! the layer takes it when the gradient it receives is that tensor. Anything else (another
//! contribution summed into `g` after the producer ran, a path the producer's kernels do not
//! take) leaves the layer computing what it needs itself, as it does without a handoff.

use std::cell::Cell;
use std::sync::{Arc, Mutex};

use candle_core::{Tensor, TensorId};

/// Shared by the op that produces a Linear layer's output gradient and the layer (`Dense`).
#[derive(Clone, Default)]
pub struct Handoff(Arc<Mutex<Option<Handed>>>);

/// What the producer computed for the gradient of tensor id `of`: the layer's dh (where the
/// layer's gradient is the masked, rounded `g`: a residual branch) and db = Σ_rows dh in f32.
pub(crate) struct Handed {
    pub of: TensorId,
    pub dh: Option<Tensor>,
    pub db: Tensor,
}

impl Handoff {
    /// Leave `dh` and `db` for the gradient `g`, replacing anything left before.
    pub(crate) fn leave(&self, g: &Tensor, dh: Option<Tensor>, db: Tensor) {
        *self.0.lock().expect("invariant: no panic while holding the lock") = Some(Handed { of: g.id(), dh, db });
    }

    /// What was left for the gradient `g` (the same tensor), if anything; emptied either way.
    pub(crate) fn take_for(&self, g: &Tensor) -> Option<Handed> {
        let left = self
            .0
            .lock()
            .expect("invariant: no panic while holding the lock")
            .take();
        left.filter(|h| h.of == g.id())
    }
}

thread_local! {
    static NO_HANDOFFS: Cell<bool> = const { Cell::new(false) };
}

pub(crate) fn handoffs_on() -> bool {
    !NO_HANDOFFS.with(Cell::get)
}

/// Run `f` with every Linear layer built in it computing its own gradients from its output's
/// gradient (`cast_colsum`, BGRADB), as before the ops that produce that gradient computed them
/// (`ops::handoff`): for tests and measurements that hold the two side by side (the same dh, so
/// the same dx and dW; db summed in another order).
pub fn without_handoffs<R>(f: impl FnOnce() -> R) -> R {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            NO_HANDOFFS.with(|c| c.set(self.0));
        }
    }
    let _reset = Reset(NO_HANDOFFS.with(|c| c.replace(true)));
    f()
}
