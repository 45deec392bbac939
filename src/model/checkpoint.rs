//! Activation checkpointing of transformer blocks (`train.activation_checkpointing = "blocks"`):
//! a block's forward runs without an autograd graph and keeps only its input; its backward pass
//! runs the block's forward again on that input, this time with a graph, and backpropagates the
//! block's output gradient through it. Memory: one (B, T, C) tensor per block instead of all of
//! the block's activations; time: one more forward of every block.
//!
//! Candle has no such op, so this is one: a `CustomOp1` on the block's input whose forward hands
//! back the output computed beforehand without a graph, and whose `bwd` reruns the block. The
//! rerun draws the same dropout masks (they are keyed by (seed, step, micro-batch, site), nothing
//! is stored) and the same weights (this step's compute copies), so it computes exactly the
//! forward's values. The gradients of the block's masters are computed inside `bwd`, outside the
//! outer graph: they go to a `GradSink` the trainer gave the forward (the trainer adds them to
//! the others, or hands them straight to the data-parallel exchange).

use std::sync::{Arc, Mutex};

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, Layout, Shape, Storage, Tensor, Var};

use super::block::Block;
use super::{Ctx, DropoutKey};
use crate::optim::GradSink;
use crate::precision::{PrecisionPolicy, WeightCache};

/// One checkpointed block in the graph.
struct CheckpointOp {
    block: Block,
    /// The policy of the forward (a Mutex: its optional op trace is not Sync).
    policy: Mutex<PrecisionPolicy>,
    /// This step's compute copies of the masters (tracked: the rerun's graph reaches the masters).
    weights: WeightCache,
    dropout: Option<DropoutKey>,
    /// The FP8 scales of the forward (the rerun casts as it did: the same amax, recorded again;
    /// its clipped values not counted twice).
    fp8: Option<crate::fp8::Fp8Layers>,
    p: f64,
    site: u64,
    sink: Arc<dyn GradSink>,
    /// The block's output, computed without a graph before the op was applied; the op's forward
    /// hands it out once.
    output: Mutex<Option<Tensor>>,
}

impl CheckpointOp {
    fn output(&self) -> candle_core::Result<Tensor> {
        let y = self.output.lock().unwrap_or_else(|e| e.into_inner()).take();
        let y = y.ok_or_else(|| candle_core::Error::Msg("checkpoint: forward applied twice".into()))?;
        // A fresh, whole buffer is what the forward returns (a copy of it: the op must own it).
        let whole = y.layout().contiguous_offsets() == Some((0, y.elem_count()));
        Ok(if whole { y } else { y.force_contiguous()? })
    }
}

impl CustomOp1 for CheckpointOp {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "checkpointed-block"
    }

    fn cpu_fwd(&self, _: &CpuStorage, _: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        let y = self.output()?;
        let (storage, layout) = y.storage_and_layout();
        match &*storage {
            Storage::Cpu(s) => Ok((s.try_clone(layout)?, y.shape().clone())),
            _ => candle_core::bail!("checkpoint: the block's output is not on the CPU"),
        }
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        _: &candle_core::CudaStorage,
        _: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        let y = self.output()?;
        let (storage, layout) = y.storage_and_layout();
        match &*storage {
            Storage::Cuda(s) => Ok((s.try_clone(layout)?, y.shape().clone())),
            _ => candle_core::bail!("checkpoint: the block's output is not on the GPU"),
        }
    }

    fn bwd(&self, x: &Tensor, _: &Tensor, grad: &Tensor) -> candle_core::Result<Option<Tensor>> {
        let x = Var::from_tensor(&x.detach())?;
        let policy = self.policy.lock().unwrap_or_else(|e| e.into_inner());
        let ctx = Ctx {
            dropout: self.dropout,
            fp8: self.fp8.clone(),
            ..Ctx::plain(&policy, &self.weights)
        };
        let y = self
            .block
            .forward(x.as_tensor(), &ctx, self.p, self.site, None)
            .map_err(candle_core::Error::wrap)?;
        let store = y.backward_seeded(grad.contiguous()?, &mut |_, _| Ok(()))?;
        for var in self.block.vars() {
            match store.get(var.as_tensor()) {
                Some(g) => self.sink.take(var, g)?,
                None => candle_core::bail!("checkpoint: the rerun gave no gradient for a master of the block"),
            }
        }
        Ok(store.get(x.as_tensor()).cloned())
    }
}

impl Block {
    /// `forward` under activation checkpointing (see the module doc): the same values, a graph
    /// that keeps only `xs`. `nograd` are the step's weights, detached.
    pub(super) fn forward_checkpointed(
        &self,
        xs: &Tensor,
        ctx: &Ctx,
        nograd: &WeightCache,
        (p, site): (f64, u64),
        sink: Arc<dyn GradSink>,
    ) -> crate::error::Result<Tensor> {
        let quiet = Ctx {
            dropout: ctx.dropout,
            fp8: ctx.fp8.clone(),
            ..Ctx::plain(ctx.policy, nograd)
        };
        let y = self.forward(&xs.detach(), &quiet, p, site, None)?;
        let op = CheckpointOp {
            block: self.clone(),
            policy: Mutex::new(ctx.policy.clone()),
            weights: ctx.weights.clone(),
            dropout: ctx.dropout,
            fp8: ctx.fp8.as_ref().map(crate::fp8::Fp8Layers::for_rerun),
            p,
            site,
            sink,
            output: Mutex::new(Some(y)),
        };
        Ok(xs.apply_op1(op)?)
    }
}
