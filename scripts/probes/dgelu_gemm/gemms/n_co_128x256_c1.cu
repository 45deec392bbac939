// One CUTLASS instantiation per file so that they compile in parallel (build.sh).
#include "../gemm_cfg.cuh"
PROBE_DEFINE_GEMM(make_n_co_128x256_c1, "dH-only cooperative 128x256x64 c1x1", cutlass::gemm::KernelTmaWarpSpecializedCooperative, cutlass::epilogue::TmaWarpSpecializedCooperative, 128, 256, 1, 2)
