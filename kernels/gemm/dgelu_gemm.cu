// The MLP's GELU backward in the down-projection's data-gradient GEMM (docs/DESIGN.md §7, "The
// GEMMs built on CUTLASS"): one CUTLASS sm90 warp-specialised GEMM whose epilogue multiplies
// the fp32 products by gelu'(u), rounds them once, and sums the bias gradient's columns.
//
//   dY [M, K] bf16 (the down-projection's output gradient), W [K, N] bf16 (its weight, stored
//   [out = K, in = N] as nn.Linear), U [M, N] bf16 (the up-projection's pre-activation, bias
//   included); all row-major.
//   dH[m, n]          = bf16( (dY·W)[m, n] · gelu'(U[m, n]) )       fp32 products, one rounding
//   partial[t, n]     = Σ over the 128 rows of M-tile t of the fp32 values above
//
// The partial rows are written without atomics (each tile its own row, summed inside the tile in
// a fixed order); the trainer sums them with kernels/bias_act.cu's colsum_finish in a fixed order,
// so the bias gradient has the same bits every run. The persistent tile scheduler gives each
// output tile to one CTA whose K loop runs in order: dH has the same bits every run too.
//
// This file is host and device code (CUTLASS builds the TMA descriptors and launches through the
// CUDA runtime, linked statically); build.rs compiles it for sm_90a into a static library when
// the CUDA target is sm_90, and src/ops/dgelu_gemm.rs calls `minigpt_dgelu_gemm_bf16`.

#include <cuda_runtime.h>

#include <cstdint>

#include "gelu.cuh"  // gelu_grad_f: the same gelu' as the separate pass (bias_gelu_bwd_colsum)

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

// The visitor's compute node: acc · gelu'(u), element by element, in fp32.
template <class T>
struct DGeluMul {
  CUTLASS_HOST_DEVICE T operator()(T const& acc, T const& u) const {
#if defined(__CUDA_ARCH__)
    return acc * gelu_grad_f(u);
#else
    return acc;  // the epilogue runs on the device only
#endif
  }
};
template <class T, int N>
struct DGeluMul<cutlass::Array<T, N>> {
  CUTLASS_HOST_DEVICE cutlass::Array<T, N> operator()(cutlass::Array<T, N> const& acc,
                                                      cutlass::Array<T, N> const& u) const {
    cutlass::Array<T, N> y;
    DGeluMul<T> op;
    CUTLASS_PRAGMA_UNROLL
    for (int i = 0; i < N; ++i) y[i] = op(acc[i], u[i]);
    return y;
  }
};

// Cooperative 128 × 256 tiles, no cluster: the fastest of the measured configurations at
// GPT-2 small's MLP (docs/PERFORMANCE.md, "The MLP's GELU backward in the down-projection's GEMM").
constexpr int kTileM = 128;
constexpr int kTileN = 256;
constexpr int kAlign = 8;  // 16 bytes of bf16

using Bf16 = cutlass::bfloat16_t;
using RowMajor = cutlass::layout::RowMajor;
constexpr auto kRound = cutlass::FloatRoundStyle::round_to_nearest;
using TileShape = Shape<Int<kTileM>, Int<kTileN>, _64>;
using ClusterShape = Shape<_1, _1, _1>;
using MainSchedule = cutlass::gemm::KernelTmaWarpSpecializedCooperative;
using EpiSchedule = cutlass::epilogue::TmaWarpSpecializedCooperative;
using EpiTile = cutlass::epilogue::collective::EpilogueTileAuto;

using EpiDesc = cutlass::epilogue::collective::detail::EpilogueDescriptor<TileShape, EpiTile, void, Bf16, EpiSchedule>;
using AuxDesc = cutlass::epilogue::collective::detail::AuxLoadDescriptor<EpiDesc, RowMajor, Bf16>;
using LoadU = cutlass::epilogue::fusion::Sm90AuxLoad<AuxDesc::Stages, typename EpiDesc::EpilogueTile, Bf16,
                                                     typename AuxDesc::Stride, typename AuxDesc::SmemLayoutAtom,
                                                     typename AuxDesc::CopyOpS2R, kAlign>;
using DGelu = cutlass::epilogue::fusion::Sm90EVT<
    cutlass::epilogue::fusion::Sm90Compute<DGeluMul, float, float, kRound>, cutlass::epilogue::fusion::Sm90AccFetch,
    LoadU>;
// Column sums over the tile's rows: plus is not an atomic functor (no atomics); FinalReduction
// false leaves one row of partials per M-tile; no bounds checks (M and N are tile multiples,
// checked below).
using ColSums = cutlass::epilogue::fusion::Sm90RowReduction<cutlass::plus, cutlass::plus, cutlass::plus, 0, TileShape,
                                                            float, float, kRound, Stride<_0, _1, _0>, 4,
                                                            /*EnableNullptr*/ false, /*FinalReduction*/ false,
                                                            /*VisitCheckOOB*/ false>;
using Epilogue = cutlass::epilogue::fusion::Sm90EVT<
    cutlass::epilogue::fusion::Sm90Compute<cutlass::epilogue::thread::Identity, Bf16, float, kRound>,
    cutlass::epilogue::fusion::Sm90EVT<ColSums, DGelu>>;

using CollectiveEpilogue = typename cutlass::epilogue::collective::CollectiveBuilder<
    cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, TileShape, ClusterShape, EpiTile, float, float, void,
    RowMajor, kAlign, Bf16, RowMajor, kAlign, EpiSchedule, Epilogue>::CollectiveOp;
using CollectiveMainloop = typename cutlass::gemm::collective::CollectiveBuilder<
    cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, Bf16, RowMajor, kAlign, Bf16, RowMajor, kAlign, float,
    TileShape, ClusterShape,
    cutlass::gemm::collective::StageCountAutoCarveout<static_cast<int>(
        sizeof(typename CollectiveEpilogue::SharedStorage))>,
    MainSchedule>::CollectiveOp;
using Kernel = cutlass::gemm::kernel::GemmUniversal<Shape<int, int, int, int>, CollectiveMainloop, CollectiveEpilogue>;
using Gemm = cutlass::gemm::device::GemmUniversalAdapter<Kernel>;

}  // namespace

extern "C" {

// The tile sizes the caller needs: M and N must be multiples of them, and `partial` holds
// (M / tile_m) rows of N floats.
int minigpt_dgelu_gemm_tile_m() { return kTileM; }
int minigpt_dgelu_gemm_tile_n() { return kTileN; }

// Launches the GEMM on `stream` (the caller's CUstream) for the operands above. Returns 0 when
// it was launched, else a code with a message in `err` (at most `err_len` bytes, NUL-ended):
// 1 the shape (M, N not tile multiples, K or a pointer not 16-byte aligned), 2 CUTLASS refused
// it, 3 a CUDA error at launch.
int minigpt_dgelu_gemm_bf16(const void* dy, const void* w, const void* u, void* dh, float* partial, int m, int n,
                            int k, int sm_count, void* stream, char* err, int err_len) {
  if (m <= 0 || n <= 0 || k <= 0 || m % kTileM != 0 || n % kTileN != 0 || k % kAlign != 0) {
    return gemm_fail(err, err_len, "dgelu-gemm", 1, "M, N must be multiples of the 128 x 256 tile and K of 8", nullptr);
  }
  for (const void* p : {dy, w, u, static_cast<const void*>(dh), static_cast<const void*>(partial)}) {
    if (reinterpret_cast<uintptr_t>(p) % 16 != 0) return gemm_fail(err, err_len, "dgelu-gemm", 1, "an operand is not 16-byte aligned", nullptr);
  }
  auto s_a = cutlass::make_cute_packed_stride(typename Kernel::StrideA{}, cute::make_shape(m, k, 1));
  auto s_b = cutlass::make_cute_packed_stride(typename Kernel::StrideB{}, cute::make_shape(n, k, 1));
  auto s_d = cutlass::make_cute_packed_stride(typename Kernel::StrideD{}, cute::make_shape(m, n, 1));
  auto s_u = cutlass::make_cute_packed_stride(typename AuxDesc::Stride{}, cute::make_shape(m, n, 1));
  typename Gemm::Arguments args{cutlass::gemm::GemmUniversalMode::kGemm,
                                {m, n, k, 1},
                                {static_cast<const Bf16*>(dy), s_a, static_cast<const Bf16*>(w), s_b},
                                {{}, nullptr, s_d, static_cast<Bf16*>(dh), s_d}};
  args.epilogue.thread = {
      // Identity: the rounding to bf16
      {
          // the column sums of ...
          {
              {},                                              // ... acc ·
              {static_cast<const Bf16*>(u), Bf16(0.f), s_u},   // gelu'(U)
              {}                                               // (the product)
          },
          {partial, 0.f, {}}},
      {}};
  return run_gemm<Gemm>(args, sm_count, stream, "dgelu-gemm", err, err_len);
}

}  // extern "C"
