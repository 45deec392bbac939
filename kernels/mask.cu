// mask.cu -- causal masking of attention scores, forward and backward, as one elementwise pass.
//
// Math: scores s [BH, Tq, Tk] (contiguous); query row r sits at absolute position r + offset
// (offset = keys already cached), key column c at position c.
//   causal_mask_<dt>:     y = (c <= r + offset) ? s : -inf
//   causal_mask_bwd_<dt>: dx = (c <= r + offset) ? dy : 0
// Why an op and not `scores + mask_tensor`: candle's Add backward computes a gradient for both
// operands, so a constant mask costs a full [BH, Tq, Tk] zero-fill and add per layer in backward.
// This op has one input and its backward writes dx once.
//
// Dtypes: <dt> in {f32, bf16, f16}; y/dx have the input's dtype; no arithmetic, so no
// accumulation dtype. Launch contract: 1-D grid, 256 threads per block, grid = ceil(n / 256)
// (capped at 65535 blocks; the loop strides over the rest), no shared memory, no alignment
// requirement; n = BH·Tq·Tk < 2^63. CPU reference: `CausalMask::cpu_fwd` in src/ops/mask.rs.

#include "common.cuh"
#include <math_constants.h>

template <typename T>
__device__ __forceinline__ void mask_loop(const T* x, T* y, long long n, int tq, int tk, int offset, T fill) {
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const int c = (int)(i % tk);
        const int r = (int)((i / tk) % tq);
        y[i] = (c <= r + offset) ? x[i] : fill;
    }
}

#define MASK_KERNELS(T, NAME)                                                                      \
    extern "C" __global__ void causal_mask_##NAME(const T* x, T* y, long long n, int tq, int tk,  \
                                                  int offset) {                                    \
        pdl_entry();                                                                               \
        mask_loop<T>(x, y, n, tq, tk, offset, from_f32<T>(-CUDART_INF_F));                         \
    }                                                                                              \
    extern "C" __global__ void causal_mask_bwd_##NAME(const T* dy, T* dx, long long n, int tq,    \
                                                      int tk, int offset) {                        \
        pdl_entry();                                                                               \
        mask_loop<T>(dy, dx, n, tq, tk, offset, from_f32<T>(0.0f));                                \
    }

MASK_KERNELS(float, f32)
MASK_KERNELS(__nv_bfloat16, bf16)
MASK_KERNELS(__half, f16)
