//! A Linear layer with its bias, and optionally GELU, in one op: `y = x·Wᵀ + b` or
//! `y = gelu(x·Wᵀ + b)` (the tanh approximation, as GPT-2), the weight's and the bias's gradients
//! straight into their fp32 masters.
//!
//! On CUDA the bias and the GELU are the GEMM's epilogue (cuBLASLt, `ops::cublaslt`): the bias's
//! compute copy (cuBLASLt takes the bias in the output's dtype, as PyTorch's autocast casts it;
//! in fp32 it is the master) is added to the fp32 accumulator and the result rounded once,
//! instead of rounding the product, reading it back, adding the fp32 bias and writing it again.
//! The product never exists as a tensor of its own, which in fp32 is also the memory of a
//! [rows, N] fp32 tensor per layer that the autograd graph would keep to its end. The
//! GELU form also writes the pre-activation, which its backward reads (not where no input asks
//! for a gradient). Backward, the bias form's gradient is the weight-gradient GEMM's epilogue too
//! (BGRADB: dW and db in one pass over dy); the GELU form's dh and db come from the one-pass
//! `bias_gelu` backward kernel; a residual branch's layer (`dense_residual`) gets the stream's
//! f32 gradient and rounds it, masks it and sums db in one pass of its own. Elsewhere (the
//! CPU, f64, master weights off) this is `ops::linear` followed by `ops::bias_add` or
//! `ops::bias_gelu`, the reference the GPU tests hold the fused path to (docs/DESIGN.md §7).

use std::sync::{Arc, Mutex};

use candle_core::{CpuStorage, CustomOp3, DType, Layout, Shape, Tensor};

use super::handoff::{handoffs_on, Handoff};
use super::residual::{Added, NextNorm};
use crate::error::Result;

/// What follows the bias.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// `x·Wᵀ + b`.
    None,
    /// `gelu(x·Wᵀ + b)`.
    Gelu,
}

/// `act(x · w_cᵀ + b)` for x `[.., K]` and w_c `[N, K]` in the compute dtype, the bias `[N]`;
/// `[.., N]` out in the compute dtype. The weight's gradient goes to `w_master` (`[N, K]` f32,
/// w_c's source) as in `ops::linear`, the bias's to `b` (its master); `b_c` is the bias's compute
/// copy, which the epilogue adds (the separate passes add the fp32 `b`).
pub fn dense(x: &Tensor, w_c: &Tensor, w_master: &Tensor, b_c: &Tensor, b: &Tensor, act: Act) -> Result<Tensor> {
    dense_with_handoff(x, (w_c, w_master), (b_c, b), act, None)
}

/// `dense` whose output's reader may compute the bias's gradient in its own backward and leave
/// it in `handoff` (`ops::handoff`): the packed attention (`causal_attention_qkv_with_handoff`),
/// whose backward writes the gradient of the qkv projection's output.
pub fn dense_with_handoff(
    x: &Tensor,
    (w_c, w_master): (&Tensor, &Tensor),
    (b_c, b): (&Tensor, &Tensor),
    act: Act,
    handoff: Option<&Handoff>,
) -> Result<Tensor> {
    check_bias(w_c, b_c, b)?;
    if !fused(x, w_c, w_master, b_c, b)? {
        let h = super::linear(x, w_c, w_master)?;
        return match act {
            Act::None => super::bias_add(&h, b),
            Act::Gelu => super::bias_gelu(&h, b),
        };
    }
    let handoff = handoff.filter(|_| handoffs_on()).cloned();
    apply(
        x,
        w_c,
        w_master,
        b_c,
        b,
        act,
        Route {
            handoff,
            ..Route::default()
        },
    )
}

/// `stream + dropout(x · w_cᵀ + b)`: a Linear layer whose output is a residual branch, added to
/// the f32 stream by `ops::residual_add` (the mask, the widening and the add in one pass). On
/// the cuBLASLt route the branch's gradient comes back to the layer as the stream's f32
/// gradient itself, and the layer's backward masks it, rounds it to the compute dtype and sums
/// the bias's gradient from the fp32 products in one pass (`cast_colsum`), where the separate
/// route rounds it in the add's backward and sums the bias's gradient in the weight-gradient
/// GEMM's epilogue from the rounded values (docs/DESIGN.md §7). On the cuBLASLt route the add
/// may compute `next`, the LayerNorm that reads the stream next, in its own pass (`Added`).
pub fn dense_residual(
    stream: &Tensor,
    x: &Tensor,
    w_c: &Tensor,
    w_master: &Tensor,
    b_c: &Tensor,
    b: &Tensor,
    (drop, next): (Option<super::Dropout>, Option<&NextNorm>),
) -> Result<Added> {
    check_bias(w_c, b_c, b)?;
    let wide_grad = x.dtype() != DType::F32 && fused(x, w_c, w_master, b_c, b)?;
    if !wide_grad {
        let y = dense(x, w_c, w_master, b_c, b, Act::None)?;
        let stream = super::residual_add(stream, &y, drop)?;
        return Ok(Added { stream, normed: None });
    }
    let drop = drop.filter(|d| d.p > 0.0);
    // where the next LayerNorm's backward computes the branch's gradient (`BranchCast`)
    let handoff = handoffs_on().then(Handoff::default);
    let route = Route {
        branch_drop: drop,
        handoff: handoff.clone(),
        ..Route::default()
    };
    let y = apply(x, w_c, w_master, b_c, b, Act::None, route)?;
    super::residual::residual_add_raw_grad(stream, &y, drop, next, handoff.as_ref())
}

/// A Linear layer's tensors: this step's compute copies of the weight ([N, K]) and bias ([N]),
/// and their fp32 masters, which get the gradients.
#[derive(Clone, Copy)]
pub struct LayerWeights<'a> {
    pub w_c: &'a Tensor,
    pub w_master: &'a Tensor,
    pub b_c: &'a Tensor,
    pub b: &'a Tensor,
}

/// `stream + dropout(gelu(x·W1ᵀ + b1)·W2ᵀ + b2)`, the MLP, where the GELU's backward runs in the
/// down-projection's data-gradient GEMM (`ops::cutlass_gemm`): the up-projection's output is its
/// pre-activation U (the GELU, still its GEMM's epilogue, writes gelu(U) beside it), and the
/// down-projection, multiplying gelu(U), hands back U's gradient and the up-projection's bias
/// gradient. None where that GEMM does not apply (not bf16 on an sm_90 GPU, shapes off its tiles,
/// no gradient asked, a layer off the cuBLASLt route): the caller composes `dense` (GELU) and
/// `dense_residual`, the separate route, which computes the same values with dY·W rounded once
/// more before the GELU's backward reads it.
pub fn mlp_residual(
    stream: &Tensor,
    x: &Tensor,
    up: LayerWeights,
    down: LayerWeights,
    (drop, next): (Option<super::Dropout>, Option<&NextNorm>),
) -> Result<Option<Added>> {
    check_bias(up.w_c, up.b_c, up.b)?;
    check_bias(down.w_c, down.b_c, down.b)?;
    let (hidden, width) = up.w_c.dims2()?;
    if down.w_c.dims2()? != (width, hidden) {
        let msg = format!(
            "mlp: the down-projection must be [{width}, {hidden}] (the up-projection's [{hidden}, {width}] transposed), got {:?}",
            down.w_c.dims()
        );
        return Err(candle_core::Error::Msg(msg).into());
    }
    let rows = x.elem_count() / width.max(1);
    let tracked = [x, up.w_master, up.b, down.w_master, down.b]
        .iter()
        .any(|t| t.track_op());
    // `applies` last: it says once why the GEMM does not run (fp16, the GPU, the shapes)
    if !tracked
        || !fused(x, up.w_c, up.w_master, up.b_c, up.b)?
        || !fused_at(x.device(), x.dtype(), rows, true, down)?
        || !super::cutlass_gemm::applies_dgelu(x.device(), x.dtype(), rows, hidden, width)?
    {
        return Ok(None);
    }
    // the up-projection: U out, gelu(U) left in `h`; U's bias gradient comes back in `up_grads`
    let (h, up_grads) = (Arc::new(Mutex::new(None)), Handoff::default());
    let pre = apply(
        x,
        up.w_c,
        up.w_master,
        up.b_c,
        up.b,
        Act::Gelu,
        Route {
            split: Some(Arc::clone(&h)),
            handoff: handoffs_on().then(|| up_grads.clone()),
            ..Route::default()
        },
    )?;
    let Some(h) = h.lock().expect("invariant: no panic while holding the lock").take() else {
        return Err(candle_core::Error::Msg("mlp: the up-projection wrote no GELU output".into()).into());
    };
    // the down-projection as a residual branch (`dense_residual`), reading gelu(U)
    let drop = drop.filter(|d| d.p > 0.0);
    let handoff = handoffs_on().then(Handoff::default);
    let route = Route {
        branch_drop: drop,
        handoff: handoff.clone(),
        gelu_in: Some(GeluInput { h, up_grads }),
        ..Route::default()
    };
    let y = apply(&pre, down.w_c, down.w_master, down.b_c, down.b, Act::None, route)?;
    Ok(Some(super::residual::residual_add_raw_grad(
        stream,
        &y,
        drop,
        next,
        handoff.as_ref(),
    )?))
}

fn check_bias(w_c: &Tensor, b_c: &Tensor, b: &Tensor) -> Result<()> {
    let (n, _) = w_c.dims2()?;
    if b.dims() != [n] || b_c.dims() != [n] {
        let msg = format!("dense: the bias must be [{n}] (w's rows), got {:?}", b.dims());
        return Err(candle_core::Error::Msg(msg).into());
    }
    Ok(())
}

/// What a `Dense` op does beside its GEMM, apart from its activation.
#[derive(Default)]
struct Route {
    /// A residual branch's dropout (`dense_residual`).
    branch_drop: Option<super::Dropout>,
    /// Where the op that produces the output's gradient may leave dh and db (`ops::handoff`).
    handoff: Option<Handoff>,
    /// The up-projection of `mlp_residual`: the output is the pre-activation, gelu of it goes here.
    split: Option<Arc<Mutex<Option<Tensor>>>>,
    /// The down-projection of `mlp_residual`.
    gelu_in: Option<GeluInput>,
}

/// The down-projection of `mlp_residual`: its input is the up-projection's pre-activation U,
/// `h` = gelu(U) the up-projection wrote, which the forward GEMM multiplies and the weight's
/// gradient reads; the backward returns U's gradient and leaves the up-projection's bias
/// gradient in `up_grads`.
struct GeluInput {
    h: Tensor,
    up_grads: Handoff,
}

/// The cuBLASLt route: the `Dense` op on x, the master and the bias, with what `route` adds.
fn apply(
    x: &Tensor,
    w_c: &Tensor,
    w_master: &Tensor,
    b_c: &Tensor,
    b: &Tensor,
    act: Act,
    route: Route,
) -> Result<Tensor> {
    let op = Dense {
        w_c: w_c.contiguous()?.detach(), // their gradients are never computed: dW and db go to
        b_c: b_c.contiguous()?.detach(), // the masters
        act,
        pre: Default::default(),
        // a forward no backward follows (evaluation, sampling) writes no pre-activation
        keep_pre: x.track_op() || w_master.track_op() || b.track_op() || route.split.is_some(),
        branch_drop: route.branch_drop,
        handoff: route.handoff,
        split: route.split,
        gelu_in: route.gelu_in,
    };
    // x keeps its leading dims and y comes out with them: no reshape node on either side, so a
    // consumer whose backward reads no values (the residual add) lets y's memory go.
    Ok(x.contiguous()?.apply_op3(w_master, &b.contiguous()?, op)?)
}

/// Whether `dense` takes the cuBLASLt route for these operands (tests and benchmarks hold the
/// two routes side by side).
pub fn dense_is_fused(x: &Tensor, w_c: &Tensor, w_master: &Tensor, b_c: &Tensor, b: &Tensor) -> Result<bool> {
    fused(x, w_c, w_master, b_c, b)
}

/// Whether the cuBLASLt route runs: CUDA, x, w_c and b_c of one dtype (bf16, f16, or f32, where
/// the compute copies are the masters themselves), fp32 masters,
/// shapes and offsets cuBLASLt's aligned algorithms take, and an algorithm for the forward GEMM.
/// Where a 16-bit CUDA call cannot take it, says once why.
#[cfg(feature = "cuda")]
fn fused(x: &Tensor, w_c: &Tensor, w_master: &Tensor, b_c: &Tensor, b: &Tensor) -> Result<bool> {
    let k = w_c.dim(1)?;
    let aligned = ((x.layout().start_offset() * x.dtype().size_in_bytes()) as u64).is_multiple_of(cuda::ALIGN);
    let layer = LayerWeights { w_c, w_master, b_c, b };
    fused_at(x.device(), x.dtype(), x.elem_count() / k.max(1), aligned, layer)
}

/// `fused` for an input of `rows` rows of `dtype` on `device`, `x_aligned` if it starts on a
/// 16-byte boundary.
#[cfg(feature = "cuda")]
fn fused_at(
    device: &candle_core::Device,
    dtype: DType,
    rows: usize,
    x_aligned: bool,
    layer: LayerWeights,
) -> Result<bool> {
    let LayerWeights { w_c, w_master, b_c, b } = layer;
    let candle_core::Device::Cuda(dev) = device else {
        return Ok(false);
    };
    if !matches!(dtype, DType::BF16 | DType::F16 | DType::F32) {
        return Ok(false); // f64 (gradient checks): the composed path, as `ops::linear`
    }
    let (n, k) = w_c.dims2()?;
    let aligned =
        |t: &Tensor| ((t.layout().start_offset() * t.dtype().size_in_bytes()) as u64).is_multiple_of(cuda::ALIGN);
    let why =
        if w_c.dtype() != dtype || b_c.dtype() != dtype || w_master.dtype() != DType::F32 || b.dtype() != DType::F32 {
            Some("the weight or bias copy, or a master, has another dtype (master weights off?)".to_string())
        } else if n % 8 != 0 || k % 8 != 0 || !x_aligned || !aligned(w_c) || !aligned(b_c) {
            Some(format!("[{rows}, {k}] x [{n}, {k}]ᵀ is not 16-byte aligned"))
        } else if !cuda::supports(dev, dtype, (rows, n, k))? {
            Some(format!("cuBLASLt has no bias epilogue for [{rows}, {k}] x [{n}, {k}]ᵀ"))
        } else {
            None
        };
    if let Some(why) = &why {
        crate::notice::once("dense-composed", || {
            format!("a Linear layer's bias (and GELU) runs as a separate pass after its GEMM: {why}")
        });
    }
    Ok(why.is_none())
}

#[cfg(not(feature = "cuda"))]
fn fused(_: &Tensor, _: &Tensor, _: &Tensor, _: &Tensor, _: &Tensor) -> Result<bool> {
    Ok(false)
}

#[cfg(not(feature = "cuda"))]
fn fused_at(_: &candle_core::Device, _: DType, _: usize, _: bool, _: LayerWeights) -> Result<bool> {
    Ok(false)
}

/// (x [.., K], w_master [N, K] f32, b [N] f32) → act(x · w_cᵀ + b_c) [.., N] (x's leading dims
/// are its rows); CUDA only.
struct Dense {
    /// This step's compute copies of the weight and the bias, detached.
    w_c: Tensor,
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))] // read by cuda_fwd only
    b_c: Tensor,
    act: Act,
    /// The GELU form's pre-activation x·w_cᵀ + b, written by the forward for the backward.
    pre: std::sync::Mutex<Option<Tensor>>,
    /// Whether the GELU form writes `pre`: not where no input asks for a gradient.
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))] // read by cuda_fwd only
    keep_pre: bool,
    /// A residual branch's dropout (`dense_residual`): dy arrives as the stream's f32 gradient,
    /// unmasked, and the backward applies this mask as it rounds it.
    branch_drop: Option<super::Dropout>,
    /// Where the op that produces dy may leave dh and db, computed in its own pass
    /// (`ops::handoff`): taken when dy is the gradient they belong to.
    handoff: Option<Handoff>,
    /// The up-projection of `mlp_residual`: the output is the pre-activation (the backward is the
    /// bias form's), gelu of it goes here.
    split: Option<Arc<Mutex<Option<Tensor>>>>,
    /// The down-projection of `mlp_residual`.
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))] // read by cuda_fwd and the CUDA backward
    gelu_in: Option<GeluInput>,
}

impl CustomOp3 for Dense {
    /// The backward reads the inputs (and what the forward kept), not the output: its memory
    /// goes before the backward runs.
    fn bwd_reads_output(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        match self.act {
            Act::None => "dense-bias",
            Act::Gelu => "dense-bias-gelu",
        }
    }

    fn cpu_fwd(
        &self,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        candle_core::bail!("dense: CUDA only (ops::dense composes linear and the bias op elsewhere)")
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        _: &candle_core::CudaStorage,
        _: &Layout,
        _: &candle_core::CudaStorage,
        _: &Layout,
    ) -> candle_core::Result<(candle_core::CudaStorage, Shape)> {
        use candle_core::backend::BackendStorage;

        // the down-projection of `mlp_residual` multiplies gelu(U), not its input U
        let h = self.gelu_in.as_ref().map(|g| g.h.storage_and_layout());
        let (xs, xl) = match &h {
            Some((hs, hl)) => (super::launch::on_cuda(hs, "dense", "gelu(U)")?, *hl),
            None => (xs, xl),
        };
        let k = xl.shape().dims().last().copied().unwrap_or(0);
        let rows = xl.shape().elem_count() / k.max(1);
        let ((ws, wl), (bs, bl)) = (self.w_c.storage_and_layout(), self.b_c.storage_and_layout());
        let (candle_core::Storage::Cuda(ws), candle_core::Storage::Cuda(bs)) = (&*ws, &*bs) else {
            candle_core::bail!("dense: the weight and bias copies must be on the GPU");
        };
        let (n, k_w) = wl.shape().dims2()?;
        if k != k_w || ws.dtype() != xs.dtype() || bs.dtype() != xs.dtype() || bl.shape().dims() != [n] {
            candle_core::bail!("dense: x [rows, K], w [N, K] and b [N] must share K, N and dtype");
        }
        let gelu = match self.act {
            Act::None => None,
            Act::Gelu => Some(self.keep_pre),
        };
        let mut out = xl.shape().dims().to_vec();
        *out.last_mut().expect("invariant: x has a last dim (k)") = n;
        let out = Shape::from(out);
        let (y, pre) = cuda::forward((xs, xl), (ws, wl), (bs, bl), (rows, n, k), gelu)?;
        let Some(pre) = pre else {
            return Ok((y, out));
        };
        if let Some(split) = &self.split {
            // the up-projection of `mlp_residual`: U is the output, gelu(U) goes to the down-projection
            *split.lock().expect("invariant: no panic while holding the lock") =
                Some(super::launch::tensor(y, out.clone()));
            return Ok((pre, out));
        }
        let pre = super::launch::tensor(pre, (rows, n));
        *self.pre.lock().expect("invariant: no panic while holding the lock") = Some(pre);
        Ok((y, out))
    }

    /// dx = dh · w_c in the compute dtype, dW = dhᵀ · x in fp32 for the master and db = Σ_rows dh
    /// in fp32, where dh is dy (bias) or dy·gelu'(pre) (GELU).
    fn bwd(
        &self,
        x: &Tensor,
        _w_master: &Tensor,
        b: &Tensor,
        _y: &Tensor,
        dy: &Tensor,
    ) -> candle_core::Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let (n, k) = self.w_c.dims2()?;
        let rows = x.elem_count() / k.max(1);
        let handed = self.handoff.as_ref().and_then(|h| h.take_for(dy));
        let dy = dy.contiguous()?.reshape((rows, n))?;
        let x_dims = x.dims();
        let u = x; // the down-projection of `mlp_residual`: its input is U
                   // its weight's gradient reads what its GEMM multiplied, gelu(U)
        let x = self.gelu_in.as_ref().map_or(x, |g| &g.h);
        let x = &x.detach().reshape((rows, k))?;
        // the up-projection of `mlp_residual` gets U's gradient: the bias form's backward
        let act = if self.split.is_some() { Act::None } else { self.act };
        let (dh, dw, db) = match act {
            Act::Gelu => {
                let pre = self
                    .pre
                    .lock()
                    .expect("invariant: no panic while holding the lock")
                    .clone();
                let Some(pre) = pre else {
                    candle_core::bail!("dense: the backward ran before the forward wrote the pre-activation");
                };
                // gelu'(pre): the bias is already in the pre-activation
                let (dh, db) = super::bias_act::gelu_grads_of_pre(&pre, b, &dy)?;
                let dw = weight_grad(&dh, x)?; // [N, K] f32
                (dh, dw, db)
            }
            // a residual branch's f32 gradient (`dense_residual`): masked, rounded and its column
            // sums taken in one pass
            Act::None if dy.dtype() == DType::F32 && self.w_c.dtype() != DType::F32 => {
                let (dh, db) = match handed {
                    Some(super::handoff::Handed { dh: Some(dh), db, .. }) => (dh.reshape((rows, n))?, db),
                    _ => super::bias_act::branch_grads(&dy, self.w_c.dtype(), self.branch_drop)?,
                };
                (dh.clone(), weight_grad(&dh, x)?, db)
            }
            // dy's producer summed db (the packed attention's backward): the weight's GEMM alone
            Act::None if handed.as_ref().is_some_and(|h| h.dh.is_none()) => {
                let db = handed.expect("invariant: matched just above").db;
                (dy.clone(), weight_grad(&dy, x)?, db)
            }
            Act::None => {
                let (dw, db) = weight_and_bias_grads(&dy, x)?;
                (dy, dw, db)
            }
        };
        let dx = match &self.gelu_in {
            Some(g) => g.input_grad(&dh, &self.w_c, u)?,
            None => data_grad(&dh, &self.w_c)?.reshape(x_dims)?, // [rows, N] · [N, K]
        };
        Ok((Some(dx), Some(dw), Some(db)))
    }
}

impl GeluInput {
    /// U's gradient, in U's shape, for the down-projection's dh [rows, N] and weight copy w_c
    /// [N, K]: (dh·w_c) · gelu'(U), rounded once, by the fused GEMM (`ops::cutlass_gemm`), which
    /// also sums the up-projection's bias gradient; that is left in `up_grads`.
    fn input_grad(&self, dh: &Tensor, w_c: &Tensor, u: &Tensor) -> candle_core::Result<Tensor> {
        #[cfg(all(feature = "cuda", minigpt_gemm))]
        {
            let rows = dh.dim(0)?;
            let k = w_c.dim(1)?;
            let (du, db) = super::cutlass_gemm::dgelu_data_grad(dh, w_c, &u.reshape((rows, k))?)?;
            let du = du.reshape(u.dims())?;
            self.up_grads.leave(&du, None, db);
            Ok(du)
        }
        #[cfg(not(all(feature = "cuda", minigpt_gemm)))]
        {
            let _ = (dh, w_c, u, &self.up_grads);
            candle_core::bail!(
                "mlp: the fused GELU backward is not in this build (ops::cutlass_gemm::applies_dgelu said it was)"
            )
        }
    }
}

/// (dW = dyᵀ·x [N, K] f32, db = Σ_rows dy [N] f32): one cuBLASLt GEMM with the BGRADB epilogue
/// where it has an algorithm, else the weight-gradient GEMM and a column sum (said once).
fn weight_and_bias_grads(dy: &Tensor, x: &Tensor) -> candle_core::Result<(Tensor, Tensor)> {
    #[cfg(feature = "cuda")]
    if let Some((dw, Some(db))) = cuda::weight_grads(dy, x, true)? {
        return Ok((dw, db));
    }
    let dw = weight_grad(dy, x)?;
    let db = super::bias_act::col_sum(dy)?;
    Ok((dw, db))
}

/// dW = dyᵀ·x [N, K] in fp32: one tensor-core GEMM on 16-bit operands (cuBLASLt's, or cuBLAS's
/// `WeightGrad` where cuBLASLt does not take them), a plain fp32 GEMM on fp32 ones.
pub(super) fn weight_grad(dy: &Tensor, x: &Tensor) -> candle_core::Result<Tensor> {
    if dy.dtype() == DType::F32 {
        // detached: a tracked matmul would keep x (a forward activation) alive in the weight's
        // gradient until the backward pass ends
        return dy.detach().t()?.matmul(&x.detach());
    }
    #[cfg(feature = "cuda")]
    if let Some(dw) = cuda::weight_grads(dy, x, false)? {
        return Ok(dw.0);
    }
    dy.apply_op2_no_bwd(x, &super::gemv::WeightGrad)
}

/// dx = dy·w [rows, K] for dy [rows, N] and w [N, K] of one 16-bit dtype: cuBLASLt's GEMM where
/// it takes the operands (its tuned algorithm, `ops::cublaslt`), candle's matmul elsewhere.
pub(super) fn data_grad(dy: &Tensor, w: &Tensor) -> candle_core::Result<Tensor> {
    #[cfg(feature = "cuda")]
    if let Some(dx) = cuda::data_grad(dy, w)? {
        return Ok(dx);
    }
    dy.matmul(w)
}

#[cfg(feature = "cuda")]
pub(super) mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::DevicePtr;
    use candle_core::cuda_backend::CudaStorageSlice as S;
    use candle_core::{CudaDevice, CudaStorage, DType, Layout, Tensor};
    use cudarc::cublaslt::sys::cudaDataType;

    pub(super) use crate::ops::cublaslt::ALIGN;
    use crate::ops::cublaslt::{self, Epilogue, Operands, Shape};
    use crate::ops::launch::{tensor, wrap};
    use crate::ops::side_stream::cuda as side_stream;

    type Arg<'a> = (&'a CudaStorage, &'a Layout);

    fn ty(dtype: DType) -> candle_core::Result<cudaDataType> {
        Ok(match dtype {
            DType::BF16 => cudaDataType::CUDA_R_16BF,
            DType::F16 => cudaDataType::CUDA_R_16F,
            DType::F32 => cudaDataType::CUDA_R_32F,
            other => candle_core::bail!("dense: no cuBLASLt type for {other:?}"),
        })
    }

    /// Whether a GEMM of `dtype` operands runs in TF32: fp32 under `precision.tf32` (the switch
    /// `ops::set_tf32` sets for candle's own GEMMs too).
    fn tf32(dtype: DType) -> bool {
        dtype == DType::F32 && candle_core::cuda::gemm_reduced_precision_f32()
    }

    /// y [rows, N] = x [rows, K] · w [N, K]ᵀ (+ epilogue), as cuBLASLt's column-major
    /// yᵀ [N × rows] = wᵀ (w read transposed) · xᵀ.
    /// `gelu`: None (bias only), Some(true) (GELU, writing the pre-activation) or Some(false)
    /// (GELU alone).
    fn forward_shape(
        dtype: DType,
        (rows, n, k): (usize, usize, usize),
        gelu: Option<bool>,
    ) -> candle_core::Result<Shape> {
        Ok(Shape {
            transa: true,
            transb: false,
            m: n as u64,
            n: rows as u64,
            k: k as u64,
            lda: k as i64,
            ldb: k as i64,
            ldd: n as i64,
            a: ty(dtype)?,
            b: ty(dtype)?,
            d: ty(dtype)?,
            epilogue: match gelu {
                None => Epilogue::Bias,
                Some(true) => Epilogue::GeluAuxBias,
                Some(false) => Epilogue::GeluBias,
            },
            tf32: tf32(dtype),
            fp8: None,
        })
    }

    /// Whether both forward epilogues have an algorithm for this shape.
    pub(super) fn supports(dev: &CudaDevice, dtype: DType, dims: (usize, usize, usize)) -> candle_core::Result<bool> {
        Ok(cublaslt::supports(dev, &forward_shape(dtype, dims, None)?)?
            && cublaslt::supports(dev, &forward_shape(dtype, dims, Some(true))?)?)
    }

    /// The device address of a storage's contiguous part (element offset included).
    fn addr(s: &CudaStorage, l: &Layout) -> candle_core::Result<u64> {
        let Some((start, _)) = l.contiguous_offsets() else {
            candle_core::bail!("dense: operands must be contiguous");
        };
        let stream = s.device().cuda_stream();
        // The address only: candle runs every op on this one stream, which orders the GEMM after
        // the writes of its inputs; the storages outlive the call (see `cublaslt::matmul`).
        let base = match &s.slice {
            S::BF16(v) => v.device_ptr(&stream).0,
            S::F16(v) => v.device_ptr(&stream).0,
            S::F32(v) => v.device_ptr(&stream).0,
            _ => candle_core::bail!("dense: a bf16, f16 or f32 operand, got {:?}", s.dtype()),
        };
        Ok(base + (start * s.dtype().size_in_bytes()) as u64)
    }

    /// A fresh [len] buffer of `dtype` on `dev` and its address; every element is written by the
    /// GEMM that follows.
    fn output(dev: &CudaDevice, dtype: DType, len: usize) -> candle_core::Result<(CudaStorage, u64)> {
        let out = match dtype {
            // SAFETY: the GEMM that follows writes all `len` elements.
            DType::BF16 => wrap(unsafe { dev.alloc::<half::bf16>(len)? }, dev),
            // SAFETY: as above.
            DType::F16 => wrap(unsafe { dev.alloc::<half::f16>(len)? }, dev),
            // SAFETY: as above.
            DType::F32 => wrap(unsafe { dev.alloc::<f32>(len)? }, dev),
            other => candle_core::bail!("dense: no output of {other:?}"),
        };
        let a = addr(&out, &Layout::contiguous(len))?;
        Ok((out, a))
    }

    /// (y, the pre-activation when `gelu` is Some(true)). GELU alone falls back to writing the
    /// pre-activation where cuBLASLt has no algorithm for it.
    pub(super) fn forward(
        x: Arg,
        w: Arg,
        b: Arg,
        dims: (usize, usize, usize),
        gelu: Option<bool>,
    ) -> candle_core::Result<(CudaStorage, Option<CudaStorage>)> {
        let (rows, n, _) = dims;
        let dev = x.0.device();
        let mut shape = forward_shape(x.0.dtype(), dims, gelu)?;
        if gelu == Some(false) && !cublaslt::supports(dev, &shape)? {
            crate::notice::once("dense-gelu-aux", || {
                format!("a GELU layer of {dims:?} (rows, N, K) writes its pre-activation in evaluation too: cuBLASLt has no GELU_BIAS algorithm for it")
            });
            shape = forward_shape(x.0.dtype(), dims, Some(true))?;
        }
        let (y, d) = output(dev, x.0.dtype(), rows * n)?;
        let pre = if shape.epilogue == Epilogue::GeluAuxBias {
            Some(output(dev, x.0.dtype(), rows * n)?)
        } else {
            None
        };
        if let Some((_, u)) = &pre {
            if crate::ops::cutlass_gemm::applies_gelu(dev, x.0.dtype(), dims)? {
                let ops = [addr(x.0, x.1)?, addr(w.0, w.1)?, addr(b.0, b.1)?, d, *u];
                // SAFETY: as for cuBLASLt below (the same operands; y and pre are fresh).
                unsafe { crate::ops::cutlass_gemm::gelu_forward(dev, ops, dims) }?;
                return Ok((y, pre.map(|p| p.0)));
            }
        }
        let ops = Operands {
            a: addr(w.0, w.1)?,
            b: addr(x.0, x.1)?,
            d,
            bias: addr(b.0, b.1)?,
            aux: pre.as_ref().map_or(0, |p| p.1),
            a_scale: 0,
            b_scale: 0,
        };
        // SAFETY: w holds N·K, x rows·K, b N elements of the shape's dtype (ops::dense checked
        // shapes, dtypes and 16-byte alignment); y and pre are fresh rows·N buffers.
        unsafe { cublaslt::matmul(dev, &shape, &ops) }?;
        Ok((y, pre.map(|p| p.0)))
    }

    /// (dW, db) with `bias`, through the BGRADB epilogue, or dW alone; None where cuBLASLt has
    /// no algorithm for it (the caller composes them, and this says so once for the bias).
    pub(super) fn weight_grads(
        dy: &Tensor,
        x: &Tensor,
        bias: bool,
    ) -> candle_core::Result<Option<(Tensor, Option<Tensor>)>> {
        let candle_core::Device::Cuda(dev) = dy.device() else {
            return Ok(None);
        };
        let ((rows, n), (rows_x, k)) = (dy.dims2()?, x.dims2()?);
        if rows != rows_x || dy.dtype() != x.dtype() || !matches!(dy.dtype(), DType::BF16 | DType::F16 | DType::F32) {
            candle_core::bail!("dense: dy [rows, N] and x [rows, K] must share rows and a bf16, f16 or f32 dtype");
        }
        // dWᵀ [K × N] (column-major) = xᵀ (x as K × rows) · dy (dy as N × rows, read transposed);
        // the bias gradient sums op(B) = dyᵀ's columns over k = rows.
        let shape = Shape {
            transa: false,
            transb: true,
            m: k as u64,
            n: n as u64,
            k: rows as u64,
            lda: k as i64,
            ldb: n as i64,
            ldd: k as i64,
            a: ty(dy.dtype())?,
            b: ty(dy.dtype())?,
            d: cudaDataType::CUDA_R_32F,
            epilogue: if bias { Epilogue::BGradB } else { Epilogue::Plain },
            tf32: tf32(dy.dtype()),
            fp8: None,
        };
        if !cublaslt::supports(dev, &shape)? {
            if bias {
                crate::notice::once("dense-bgrad", || {
                    format!("the bias gradient of [{rows}, {n}] runs as a separate column sum: cuBLASLt has no BGRADB algorithm for it")
                });
            }
            return Ok(None);
        }
        let (dys, dyl) = dy.storage_and_layout();
        let (xs, xl) = x.storage_and_layout();
        let (candle_core::Storage::Cuda(dys), candle_core::Storage::Cuda(xs)) = (&*dys, &*xs) else {
            candle_core::bail!("dense: dy and x must be on the GPU");
        };
        if dyl.contiguous_offsets().is_none() || xl.contiguous_offsets().is_none() {
            return Ok(None);
        }
        let (a, b) = (addr(xs, xl)?, addr(dys, dyl)?);
        if [a, b].iter().any(|p| p % ALIGN != 0) || n % 8 != 0 || k % 8 != 0 {
            // ops::dense's forward checked x; dy comes from autograd and may be a view
            if bias {
                crate::notice::once("dense-bgrad-align", || {
                    format!("the bias gradient of [{rows}, {n}] runs as a separate column sum: an operand is not 16-byte aligned")
                });
            }
            return Ok(None);
        }
        let (dw, d) = output(dev, DType::F32, n * k)?;
        let (db, bias_ptr) = match bias {
            true => {
                let (db, p) = output(dev, DType::F32, n)?;
                (Some(tensor(db, n)), p)
            }
            false => (None, 0),
        };
        let dw = tensor(dw, (n, k));
        let ops = Operands {
            a,
            b,
            d,
            bias: bias_ptr,
            aux: 0,
            a_scale: 0,
            b_scale: 0,
        };
        // nothing on candle's stream reads dW or db before the optimizer: the GEMM may run beside
        // it (`ops::side_stream`), holding dy and x until it has
        let writes: Vec<&Tensor> = std::iter::once(&dw).chain(&db).collect();
        // SAFETY (both): x holds rows·K and dy rows·N elements of one dtype (checked above), dW
        // N·K and db N f32 are fresh; the side stream holds dy and x until it has run the GEMM.
        let reads = Box::new((dy.clone(), x.clone()));
        let placed = side_stream::queue(dev, (n, k), reads, &writes, |stream| unsafe {
            cublaslt::matmul_on(dev, stream, &shape, &ops)
        })?;
        if let side_stream::Placed::Here(_reads) = placed {
            unsafe { cublaslt::matmul(dev, &shape, &ops) }?;
        }
        Ok(Some((dw, db)))
    }

    /// dx [rows, K] = dy [rows, N] · w [N, K] in their 16-bit dtype (column-major dxᵀ [K × rows]
    /// = w (as K × N) · dyᵀ (dy as N × rows)), or None where cuBLASLt has no algorithm for it or
    /// an operand is not 16-byte aligned (the caller runs candle's matmul).
    pub(super) fn data_grad(dy: &Tensor, w: &Tensor) -> candle_core::Result<Option<Tensor>> {
        let candle_core::Device::Cuda(dev) = dy.device() else {
            return Ok(None);
        };
        let ((rows, n), (n_w, k)) = (dy.dims2()?, w.dims2()?);
        if n != n_w || dy.dtype() != w.dtype() || !matches!(dy.dtype(), DType::BF16 | DType::F16) {
            return Ok(None);
        }
        let shape = Shape {
            transa: false,
            transb: false,
            m: k as u64,
            n: rows as u64,
            k: n as u64,
            lda: k as i64,
            ldb: n as i64,
            ldd: k as i64,
            a: ty(w.dtype())?,
            b: ty(dy.dtype())?,
            d: ty(dy.dtype())?,
            epilogue: Epilogue::Plain,
            tf32: false,
            fp8: None,
        };
        let (dys, dyl) = dy.storage_and_layout();
        let (ws, wl) = w.storage_and_layout();
        let (candle_core::Storage::Cuda(dys), candle_core::Storage::Cuda(ws)) = (&*dys, &*ws) else {
            return Ok(None);
        };
        let (Some(_), Some(_)) = (dyl.contiguous_offsets(), wl.contiguous_offsets()) else {
            return Ok(None);
        };
        let ab = (addr(ws, wl)?, addr(dys, dyl)?);
        // SAFETY: w holds N·K and dy rows·N elements of one 16-bit dtype (checked above).
        let dx = unsafe { plain(dev, &shape, ab, (n, k), dy.dtype()) }?;
        Ok(dx.map(|dx| tensor(dx, (rows, k))))
    }

    /// The GEMM `shape` (no epilogue) of A at `a` and B at `b` into a fresh D of `dtype`, or None
    /// where an operand is not 16-byte aligned, the weight's N or K not a multiple of 8, or
    /// cuBLASLt has no algorithm for it.
    ///
    /// # Safety
    /// A and B hold the operands `shape` describes, live until the stream has run the GEMM.
    unsafe fn plain(
        dev: &CudaDevice,
        shape: &Shape,
        (a, b): (u64, u64),
        (n, k): (usize, usize),
        dtype: DType,
    ) -> candle_core::Result<Option<CudaStorage>> {
        if [a, b].iter().any(|p| p % ALIGN != 0) || n % 8 != 0 || k % 8 != 0 || !cublaslt::supports(dev, shape)? {
            return Ok(None);
        }
        let (out, d) = output(dev, dtype, (shape.m * shape.n) as usize)?;
        let ops = Operands {
            a,
            b,
            d,
            bias: 0,
            aux: 0,
            a_scale: 0,
            b_scale: 0,
        };
        // SAFETY: the caller's contract for A and B; D (m·n, ld m) is fresh.
        unsafe { cublaslt::matmul(dev, shape, &ops) }?;
        Ok(Some(out))
    }

    /// y [rows, N] = x [rows, K] · w [N, K]ᵀ with no epilogue (`ops::linear`: the LM head), in
    /// their 16-bit dtype, or None where cuBLASLt has no algorithm for it or an operand is not
    /// 16-byte aligned (the caller runs candle's matmul).
    pub(in crate::ops) fn x_wt(
        x: Arg,
        w: Arg,
        dims: (usize, usize, usize),
    ) -> candle_core::Result<Option<CudaStorage>> {
        let (_, n, k) = dims;
        let dev = x.0.device();
        if !matches!(x.0.dtype(), DType::BF16 | DType::F16) || w.0.dtype() != x.0.dtype() {
            return Ok(None);
        }
        let shape = Shape {
            epilogue: Epilogue::Plain,
            ..forward_shape(x.0.dtype(), dims, None)?
        };
        let ab = (addr(w.0, w.1)?, addr(x.0, x.1)?);
        // SAFETY: w holds N·K and x rows·K elements of one 16-bit dtype (checked above).
        unsafe { plain(dev, &shape, ab, (n, k), x.0.dtype()) }
    }
}
