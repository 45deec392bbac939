// One CUTLASS instantiation per file so that they compile in parallel (build.sh).
#include "../gemm_cfg.cuh"
PROBE_DEFINE_GEMM(make_p_co_128x256_c1, "plain cooperative 128x256x64 c1x1", cutlass::gemm::KernelTmaWarpSpecializedCooperative, cutlass::epilogue::TmaWarpSpecializedCooperative, 128, 256, 1, false)
