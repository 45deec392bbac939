// One CUTLASS instantiation per file so that they compile in parallel (build.sh).
#include "../gemm_cfg.cuh"
PROBE_DEFINE_GEMM(make_f_pp_128x128_c2, "fused pingpong 128x128x64 c2x1", cutlass::gemm::KernelTmaWarpSpecializedPingpong, cutlass::epilogue::TmaWarpSpecialized, 128, 128, 2, true)
