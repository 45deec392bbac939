// The MLP's up-projection with its bias and GELU (docs/DESIGN.md §7, "The GEMMs built on
// CUTLASS"): one CUTLASS sm90 warp-specialised ping-pong GEMM whose epilogue adds the bias,
// stores the pre-activation and its GELU, while the other consumer warpgroup runs its tile's
// products.
//
//   X [M, K] bf16 (the LayerNorm's output), W [N, K] bf16 (the weight, [out, in] as nn.Linear),
//   b [N] bf16; all row-major.
//   U[m, n] = bf16( (X·Wᵀ)[m, n] + b[n] )          fp32 products and sum, one rounding
//   Y[m, n] = bf16( gelu(the fp32 sum above) )
//
// GELU is CUTLASS's GELU_taylor, the tanh form computed with the GPU's approximate tanh
// (tanh.approx.f32), as cuBLASLt's GELU_AUX_BIAS epilogue does (docs/NUMERICS.md, "The GELU in
// cuBLASLt's epilogue"); the backward takes gelu' from U in an accurate form. In cuBLASLt's
// cooperative kernels both warpgroups finish their products, then compute this epilogue while
// the tensor cores wait; in the ping-pong schedule one warpgroup's epilogue runs during the
// other's products. The persistent tile scheduler gives each output tile to one CTA whose K loop
// runs in order: U and Y have the same bits every run.
//
// Host and device code, built as kernels/gemm/dgelu_gemm.cu is (build.rs); src/ops/cutlass_gemm.rs
// calls `minigpt_gelu_gemm_bf16`.

#include <cuda_runtime.h>

#include <cstdint>

#include "cutlass/cutlass.h"
#include "cute/tensor.hpp"
#include "cutlass/numeric_types.h"
#include "cutlass/gemm/device/gemm_universal_adapter.h"
#include "cutlass/gemm/kernel/gemm_universal.hpp"
#include "cutlass/gemm/collective/collective_builder.hpp"
#include "cutlass/epilogue/collective/collective_builder.hpp"
#include "cutlass/epilogue/fusion/operations.hpp"
#include "cutlass/epilogue/fusion/sm90_callbacks_tma_warpspecialized.hpp"
#include "cutlass/epilogue/thread/activation.h"
#include "cutlass/util/packed_stride.hpp"

#include "run_gemm.cuh"

namespace {

using namespace cute;

// Ping-pong 128 × 192 tiles in clusters of 2 × 1 (the two CTAs share W's tile by multicast):
// the fastest of the measured configurations at GPT-2 small's c_fc (docs/PERFORMANCE.md, "The
// MLP's GELU epilogue …; CUTLASS's ping-pong GEMM in its place").
constexpr int kTileM = 128;
constexpr int kTileN = 192;
constexpr int kAlign = 8;  // 16 bytes of bf16

using Bf16 = cutlass::bfloat16_t;
using RowMajor = cutlass::layout::RowMajor;
using ColumnMajor = cutlass::layout::ColumnMajor;  // W [N, K] row-major is B [K, N] column-major
using TileShape = Shape<Int<kTileM>, Int<kTileN>, _64>;
using ClusterShape = Shape<_2, _1, _1>;
using MainSchedule = cutlass::gemm::KernelTmaWarpSpecializedPingpong;
using EpiSchedule = cutlass::epilogue::TmaWarpSpecialized;
using EpiTile = cutlass::epilogue::collective::EpilogueTileAuto;

// Y = gelu(acc + b), U = acc + b (the aux store), no source C (beta = 0).
using Fusion = cutlass::epilogue::fusion::LinCombPerColBiasEltActAux<
    RowMajor, cutlass::epilogue::thread::GELU_taylor, Bf16, float, Bf16, Bf16, Bf16, float, kAlign, kAlign>;

using CollectiveEpilogue = typename cutlass::epilogue::collective::CollectiveBuilder<
    cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, TileShape, ClusterShape, EpiTile, float, float, void,
    RowMajor, kAlign, Bf16, RowMajor, kAlign, EpiSchedule, Fusion>::CollectiveOp;
using CollectiveMainloop = typename cutlass::gemm::collective::CollectiveBuilder<
    cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, Bf16, RowMajor, kAlign, Bf16, ColumnMajor, kAlign, float,
    TileShape, ClusterShape,
    cutlass::gemm::collective::StageCountAutoCarveout<static_cast<int>(
        sizeof(typename CollectiveEpilogue::SharedStorage))>,
    MainSchedule>::CollectiveOp;
using Kernel = cutlass::gemm::kernel::GemmUniversal<Shape<int, int, int, int>, CollectiveMainloop, CollectiveEpilogue>;
using Gemm = cutlass::gemm::device::GemmUniversalAdapter<Kernel>;

}  // namespace

extern "C" {

// Launches the GEMM on `stream` (the caller's CUstream) for the operands above. Any M and N
// (TMA clips the edge tiles); K and N must be multiples of 8 and every pointer 16-byte aligned.
// Returns 0 when it was launched, else a code with a message in `err` (at most `err_len` bytes,
// NUL-ended): 1 the shape or an alignment, 2 CUTLASS refused it, 3 a CUDA error at launch.
int minigpt_gelu_gemm_bf16(const void* x, const void* w, const void* bias, void* y, void* u, int m, int n, int k,
                           int sm_count, void* stream, char* err, int err_len) {
  if (m <= 0 || n <= 0 || k <= 0 || n % kAlign != 0 || k % kAlign != 0) {
    return gemm_fail(err, err_len, "gelu-gemm", 1, "N and K must be positive multiples of 8", nullptr);
  }
  for (const void* p : {x, w, bias, static_cast<const void*>(y), static_cast<const void*>(u)}) {
    if (reinterpret_cast<uintptr_t>(p) % 16 != 0) return gemm_fail(err, err_len, "gelu-gemm", 1, "an operand is not 16-byte aligned", nullptr);
  }
  auto s_a = cutlass::make_cute_packed_stride(typename Kernel::StrideA{}, cute::make_shape(m, k, 1));
  auto s_b = cutlass::make_cute_packed_stride(typename Kernel::StrideB{}, cute::make_shape(n, k, 1));
  auto s_d = cutlass::make_cute_packed_stride(typename Kernel::StrideD{}, cute::make_shape(m, n, 1));
  typename Gemm::Arguments args{cutlass::gemm::GemmUniversalMode::kGemm,
                                {m, n, k, 1},
                                {static_cast<const Bf16*>(x), s_a, static_cast<const Bf16*>(w), s_b},
                                {{}, nullptr, s_d, static_cast<Bf16*>(y), s_d}};
  args.epilogue.thread.alpha = 1.f;
  args.epilogue.thread.beta = 0.f;
  args.epilogue.thread.bias_ptr = static_cast<const Bf16*>(bias);
  args.epilogue.thread.aux_ptr = static_cast<Bf16*>(u);
  args.epilogue.thread.dAux = s_d;
  return run_gemm<Gemm>(args, sm_count, stream, "gelu-gemm", err, err_len);
}

}  // extern "C"
