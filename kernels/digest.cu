// digest.cu -- a 64-bit digest of a buffer's bits: the sum, mod 2^64, of a 64-bit mix of each
// 16-bit word with its index. The GEMM tuner (src/ops/cublaslt.rs) compares the outputs of
// cuBLASLt's candidate algorithms by it: a candidate whose output differs from the first's in any
// word gives another digest (but for a 2^-64 chance per pair), so only algorithms that compute
// the same bits are ever taken. Integer sums commute exactly: the digest is the same every run,
// whatever the order of the atomic adds.
//
// Launch contract: digest_u16(p, n, out): p holds n 16-bit words (any 2-byte aligned buffer),
// out one u64 the caller zeroed; block = 256 threads, grid-stride, any grid (< 2^31).
// CPU reference: `cublaslt::digest_reference` in src/ops/cublaslt.rs (the GPU test
// `epilogue::the_gemm_digest_matches_its_reference` holds the kernel to it); the GPU test
// `epilogue::gemm_tuning_changes_no_bits` trains a tuned and an untuned run to the same bits.

#include "common.cuh"

extern "C" __global__ void digest_u16(const unsigned short* p, long long n, unsigned long long* out) {
    pdl_entry();
    unsigned long long acc = 0;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        // SplitMix64's finaliser of (word, index): distinct inputs for every word value and index
        // below 2^40.
        unsigned long long x = ((unsigned long long)p[i] << 40) ^ (unsigned long long)i;
        x += 0x9E3779B97F4A7C15ull;
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
        acc += x ^ (x >> 31);
    }
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, o);
    if ((threadIdx.x & 31) == 0) atomicAdd(out, acc);
}
