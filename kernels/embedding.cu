// embedding.cu -- the backward of an embedding lookup: dW[ids[r], :] += dy[r, :].
//
// Math: dy [R, C] f32 (gradient of the looked-up rows), ids [R] u32 (< V), dw [V, C] f32,
// zero-filled by the caller. Every (r, j) adds dy[r, j] into dw[ids[r], j] with an fp32
// atomicAdd: rows that share a token id are summed in no fixed order, so the result is not
// bitwise reproducible run to run (the CPU reference is; bitwise resume is a CPU guarantee).
// Why: candle's `index_add` backward reached 46 GB/s at GPT-2-small (8.9 ms); this is one pass.
//
// Launch contract: 1-D grid-stride over R·C elements, 256 threads per block, blocks =
// min(ceil(R·C / 256), 65535); no shared memory; dy, ids, dw contiguous, any alignment.
// Accumulation dtype: fp32. CPU reference: `EmbeddingBackward::cpu_fwd` in src/ops/embedding.rs.

#include <stdint.h>

extern "C" __global__ void embedding_bwd_f32(const float* dy, const uint32_t* ids, float* dw, long long rows,
                                             int c) {
    const long long n = rows * (long long)c;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const long long r = i / c;
        const int j = (int)(i % c);
        atomicAdd(&dw[(long long)ids[r] * c + j], dy[i]);
    }
}
