// One CUTLASS instantiation per file so that they compile in parallel (build.sh).
#include "../gemm_cfg.cuh"
PROBE_DEFINE_GEMM(make_f_pp_64x256_c1, "fused pingpong 64x256x64 c1x1", cutlass::gemm::KernelTmaWarpSpecializedPingpong, cutlass::epilogue::TmaWarpSpecialized, 64, 256, 1, true)
