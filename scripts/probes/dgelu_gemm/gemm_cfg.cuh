// gemm_cfg.cuh -- CUTLASS 3.x sm90 TMA warp-specialized GEMM configurations for the probe.
//
// Problem (all row-major): A = dY [M x K] bf16, B = W [K x N] bf16 (N contiguous, i.e. an
// N-major "B" in CUTLASS terms), D = [M x N] bf16, fp32 accumulation.
//   Plain  (FUSED = 0): D = bf16(acc)                          (LinearCombination, alpha 1, beta 0, no C)
//   dH only (FUSED = 2): D = bf16(acc * gelu_grad(U)), no column sums (what the sums cost)
//   Fused  (FUSED = 1):  z = acc * gelu_grad(U)  (fp32; U loaded by TMA as an aux tensor)
//                           D = bf16(z)
//                           partial[mt, n] = sum over the rows of M-tile mt of z[m, n]  (fp32)
//     The partial is written by Sm90RowReduction with FinalReduction = false (no atomics: each CTA
//     writes its own row of partials, reduced inside the CTA in a fixed order); the probe then
//     sums the ceil(M / TILE_M) partial rows in a fixed order (colsum_finish). Deterministic.
#pragma once

#include <cuda_runtime.h>
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

#include "gemm_iface.h"

namespace probe {

using namespace cute;

// gelu'(u) of the tanh-form GELU in fp32, as kernels/common.cuh's gelu_grad_f computes it (its
// sigmoid form; a first probe with 1 - t*t lost accuracy where t is near ±1). Not CUTLASS's own
// thread::dGELU, which computes tanh with tanh.approx.f32.
__device__ __forceinline__ float probe_gelu_grad(float u) {  // kernels/common.cuh's gelu_grad_f
  const float K0 = 0.7978845608028654f, K1 = 0.044715f;
  const float u2 = u * u;
  const float e = __expf(-2.f * K0 * u * (1.f + K1 * u2));
  const float s = __fdividef(1.f, 1.f + e);
  const float s1ms = e < __int_as_float(0x7f800000) ? s * s * e : 0.f;
  return fmaf(u * s1ms, 2.f * K0 * (1.f + 3.f * K1 * u2), s);
}

// Sm90Compute functor: acc * gelu'(u). Sm90Compute instantiates ComputeFn<Array<float, N>>.
template <class T>
struct DGeluMul {
  CUTLASS_HOST_DEVICE T operator()(T const& acc, T const& u) const {
#if defined(__CUDA_ARCH__)
    return acc * probe_gelu_grad(u);
#else
    return acc;  // never used on the host
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

template <class MainSched, class EpiSched, int TM, int TN, int CM, int FUSED>
struct GemmCfg {
  using ElementA = cutlass::bfloat16_t;
  using ElementB = cutlass::bfloat16_t;
  using ElementD = cutlass::bfloat16_t;
  using ElementAux = cutlass::bfloat16_t;
  using ElementAcc = float;
  using ElementCompute = float;
  using LayoutA = cutlass::layout::RowMajor;   // dY [M x K], K contiguous
  using LayoutB = cutlass::layout::RowMajor;   // W  [K x N], N contiguous
  using LayoutD = cutlass::layout::RowMajor;   // D  [M x N]
  static constexpr int Align = 8;              // 16 bytes of bf16
  static constexpr auto RS = cutlass::FloatRoundStyle::round_to_nearest;

  using TileShape = Shape<Int<TM>, Int<TN>, _64>;
  using ClusterShape = Shape<Int<CM>, _1, _1>;
  using EpiTileType = cutlass::epilogue::collective::EpilogueTileAuto;

  // ---- fused epilogue visitor tree ----
  using EpiDesc = cutlass::epilogue::collective::detail::EpilogueDescriptor<
      TileShape, EpiTileType, void, ElementD, EpiSched>;
  using AuxDesc = cutlass::epilogue::collective::detail::AuxLoadDescriptor<EpiDesc, LayoutD, ElementAux>;

  using AuxLoad = cutlass::epilogue::fusion::Sm90AuxLoad<
      AuxDesc::Stages, typename EpiDesc::EpilogueTile, ElementAux, typename AuxDesc::Stride,
      typename AuxDesc::SmemLayoutAtom, typename AuxDesc::CopyOpS2R, Align>;
  using DGelu = cutlass::epilogue::fusion::Sm90EVT<
      cutlass::epilogue::fusion::Sm90Compute<DGeluMul, ElementCompute, ElementCompute, RS>,
      cutlass::epilogue::fusion::Sm90AccFetch, AuxLoad>;
  // Per-column (reduction over M) sums: Sm90RowReduction (a "row vector" output of length N).
  // plus/plus/plus: GmemReduceFn plus is not an atomic functor -> no atomics at all.
  // FinalReduction = false: ptr_row = partial [ceil(M/TM), N] fp32, reduced by the probe.
  // VisitCheckOOB = false: M % TM == 0 and N % TN == 0 are checked at init.
  using ColSum = cutlass::epilogue::fusion::Sm90RowReduction<
      cutlass::plus, cutlass::plus, cutlass::plus, 0, TileShape, float, ElementCompute, RS,
      Stride<_0, _1, _0>, 4, /*EnableNullptr*/ false, /*FinalReduction*/ false, /*VisitCheckOOB*/ false>;
  using FusedEVT = cutlass::epilogue::fusion::Sm90EVT<
      cutlass::epilogue::fusion::Sm90Compute<cutlass::epilogue::thread::Identity, ElementD, ElementCompute, RS>,
      cutlass::epilogue::fusion::Sm90EVT<ColSum, DGelu>>;

  using PlainOp = cutlass::epilogue::fusion::LinearCombination<ElementD, ElementCompute, void, ElementCompute, RS>;

  using NoRedEVT = cutlass::epilogue::fusion::Sm90EVT<
      cutlass::epilogue::fusion::Sm90Compute<cutlass::epilogue::thread::Identity, ElementD, ElementCompute, RS>,
      DGelu>;
  using FusionOp = cute::conditional_t<FUSED == 1, FusedEVT, cute::conditional_t<FUSED == 2, NoRedEVT, PlainOp>>;

  using CollectiveEpilogue = typename cutlass::epilogue::collective::CollectiveBuilder<
      cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, TileShape, ClusterShape, EpiTileType,
      ElementAcc, ElementCompute, void, LayoutD, Align, ElementD, LayoutD, Align, EpiSched,
      FusionOp>::CollectiveOp;

  using CollectiveMainloop = typename cutlass::gemm::collective::CollectiveBuilder<
      cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, ElementA, LayoutA, Align, ElementB, LayoutB, Align,
      ElementAcc, TileShape, ClusterShape,
      cutlass::gemm::collective::StageCountAutoCarveout<static_cast<int>(
          sizeof(typename CollectiveEpilogue::SharedStorage))>,
      MainSched>::CollectiveOp;

  using GemmKernel = cutlass::gemm::kernel::GemmUniversal<Shape<int, int, int, int>, CollectiveMainloop,
                                                          CollectiveEpilogue>;
  using Gemm = cutlass::gemm::device::GemmUniversalAdapter<GemmKernel>;
};

template <class Cfg, int FUSED>
struct GemmImpl final : GemmIface {
  using Gemm = typename Cfg::Gemm;
  Gemm gemm;
  void* workspace = nullptr;
  size_t ws_size = 0;
  const char* nm;
  int tm, tn;

  GemmImpl(const char* n, int tm_, int tn_) : nm(n), tm(tm_), tn(tn_) {}
  ~GemmImpl() override {
    if (workspace) cudaFree(workspace);
  }
  const char* name() const override { return nm; }
  bool fused() const override { return FUSED == 1; }
  bool nored() const override { return FUSED == 2; }
  int tile_m() const override { return tm; }
  int tile_n() const override { return tn; }
  int stages() const override { return Cfg::CollectiveMainloop::DispatchPolicy::Stages; }
  size_t smem_bytes() const override { return sizeof(typename Gemm::GemmKernel::SharedStorage); }

  std::string init(const void* A, const void* B, const void* U, void* D, float* partial, int M, int N,
                   int K) override {
    if (M % tm != 0 || N % tn != 0) return "M or N not a multiple of the tile";
    using GK = typename Gemm::GemmKernel;
    auto sA = cutlass::make_cute_packed_stride(typename GK::StrideA{}, cute::make_shape(M, K, 1));
    auto sB = cutlass::make_cute_packed_stride(typename GK::StrideB{}, cute::make_shape(N, K, 1));
    auto sD = cutlass::make_cute_packed_stride(typename GK::StrideD{}, cute::make_shape(M, N, 1));
    typename Gemm::Arguments args{cutlass::gemm::GemmUniversalMode::kGemm,
                                  {M, N, K, 1},
                                  {reinterpret_cast<const cutlass::bfloat16_t*>(A), sA,
                                   reinterpret_cast<const cutlass::bfloat16_t*>(B), sB},
                                  {{}, nullptr, sD, reinterpret_cast<cutlass::bfloat16_t*>(D), sD}};
    if constexpr (FUSED == 2) {
      using AuxStride = typename Cfg::AuxDesc::Stride;
      AuxStride sU = cutlass::make_cute_packed_stride(AuxStride{}, cute::make_shape(M, N, 1));
      (void)partial;
      args.epilogue.thread = {{{}, {reinterpret_cast<const cutlass::bfloat16_t*>(U), cutlass::bfloat16_t(0.f), sU}, {}}, {}};
    } else if constexpr (FUSED == 1) {
      using AuxStride = typename Cfg::AuxDesc::Stride;
      AuxStride sU = cutlass::make_cute_packed_stride(AuxStride{}, cute::make_shape(M, N, 1));
      auto& t = args.epilogue.thread;  // Sm90EVT<Identity, Sm90EVT<ColSum, Sm90EVT<DGelu, Acc, Aux>>>
      t = {                                                         // identity (to bf16)
          {                                                         // column sums
              {                                                     // acc * gelu'(u)
                  {},                                               //   acc
                  {reinterpret_cast<const cutlass::bfloat16_t*>(U), cutlass::bfloat16_t(0.f), sU},  // aux U
                  {}                                                //   compute
              },
              {partial, 0.f, {}}                                    // row reduction args
          },
          {}};
    } else {
      (void)U;
      (void)partial;
      args.epilogue.thread.alpha = 1.f;
      args.epilogue.thread.beta = 0.f;
    }
    args.hw_info.device_id = 0;
    args.hw_info.sm_count = cutlass::KernelHardwareInfo::query_device_multiprocessor_count(0);

    cutlass::Status st = gemm.can_implement(args);
    if (st != cutlass::Status::kSuccess) return std::string("can_implement: ") + cutlassGetStatusString(st);
    size_t need = Gemm::get_workspace_size(args);
    if (need > ws_size) {
      if (workspace) cudaFree(workspace);
      workspace = nullptr;
      if (cudaMalloc(&workspace, need) != cudaSuccess) return "workspace alloc failed";
      ws_size = need;
    }
    st = gemm.initialize(args, workspace);
    if (st != cutlass::Status::kSuccess) return std::string("initialize: ") + cutlassGetStatusString(st);
    return "";
  }

  bool run(cudaStream_t s) override { return gemm.run(s) == cutlass::Status::kSuccess; }
};

}  // namespace probe

#define PROBE_DEFINE_GEMM(FN, NAME, MAINSCHED, EPISCHED, TM, TN, CM, FUSED)                       \
  GemmIface* FN() {                                                                               \
    using Cfg = probe::GemmCfg<MAINSCHED, EPISCHED, TM, TN, CM, FUSED>;                           \
    return new probe::GemmImpl<Cfg, FUSED>(NAME, TM, TN);                                         \
  }
