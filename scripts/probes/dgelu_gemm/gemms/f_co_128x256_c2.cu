// One CUTLASS instantiation per file so that they compile in parallel (build.sh).
#include "../gemm_cfg.cuh"
PROBE_DEFINE_GEMM(make_f_co_128x256_c2, "fused cooperative 128x256x64 c2x1", cutlass::gemm::KernelTmaWarpSpecializedCooperative, cutlass::epilogue::TmaWarpSpecializedCooperative, 128, 256, 2, 1)
