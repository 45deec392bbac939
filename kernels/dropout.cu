// dropout.cu -- inverted dropout with common.cuh's counter-based mask, no mask tensor stored.
//
// Math: y[i] = round_TO(to_f32(x[i]) · drop_factor(d, i)), the product in fp32 (__fmul_rn: the
// same rounding as the CPU reference, never contracted into anything else). Element i is the
// flat index inside the dropout site's tensor.
//   dropout_<TI>_<TO>(x, y, n, d): TI -> TO in {f32->f32, bf16->bf16, f16->f16} (dropout of a
//     tensor and its backward: the same mask on the gradient), and {f32->bf16, f32->f16} (the
//     gradient of a dropped bf16/f16 residual branch: the fp32 stream gradient, masked, rounded
//     once to the branch's dtype).
//   round_<TI>_<TO>(x, y, n, d): {f32->bf16, f32->f16} without dropout (d unused): a cast.
//   dropout_mask_f32(out, d, n): the factors themselves (0 or 1/(1-p)), for tests and the
//     composed attention path.
// Launch contract: 1-D grid-stride, block 256; dropout_<TI>_<TO> over its n/2 pairs with
// grid = min(ceil(n/8/256), 65535·8) (about four pairs a thread), dropout_mask_f32 over n with
// grid = min(ceil(n/256), 65535·8); operands contiguous, any alignment. CPU reference: `DropoutOp::cpu_fwd` in src/ops/dropout.rs.

#include "common.cuh"

// Two elements per thread: one 8-byte load and one 4-byte store (2-byte outputs) when the
// pointers are aligned for it, else element by element.
template <typename T> struct Pair;
template <> struct Pair<float> { using V = float2; };
template <> struct Pair<__nv_bfloat16> { using V = __nv_bfloat162; };
template <> struct Pair<__half> { using V = __half2; };

__device__ __forceinline__ float2 widen2(float2 v) { return v; }
__device__ __forceinline__ float2 widen2(__nv_bfloat162 v) { return __bfloat1622float2(v); }
__device__ __forceinline__ float2 widen2(__half2 v) { return __half22float2(v); }
template <typename T> __device__ __forceinline__ typename Pair<T>::V narrow2(float a, float b);
template <> __device__ __forceinline__ float2 narrow2<float>(float a, float b) { return make_float2(a, b); }
template <> __device__ __forceinline__ __nv_bfloat162 narrow2<__nv_bfloat16>(float a, float b) {
    return __floats2bfloat162_rn(a, b);
}
template <> __device__ __forceinline__ __half2 narrow2<__half>(float a, float b) { return __floats2half2_rn(a, b); }

template <typename TI, typename TO, bool DROP = true>
__device__ __forceinline__ void dropout_apply(const TI* x, TO* y, long long n, const Dropout& d) {
    const bool paired = ((reinterpret_cast<uintptr_t>(x) % sizeof(typename Pair<TI>::V)) |
                         (reinterpret_cast<uintptr_t>(y) % sizeof(typename Pair<TO>::V))) == 0;
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; 2 * g < n; g += (long long)gridDim.x * blockDim.x) {
        const long long i = 2 * g;
        // without DROP the factor is never computed and the value is only rounded to TO
        const auto apply = [&](float v, unsigned long long j) { return DROP ? __fmul_rn(v, drop_factor(d, j)) : v; };
        if (paired && i + 1 < n) {
            const float2 v = widen2(reinterpret_cast<const typename Pair<TI>::V*>(x)[g]);
            reinterpret_cast<typename Pair<TO>::V*>(y)[g] = narrow2<TO>(apply(v.x, i), apply(v.y, i + 1));
        } else {
            y[i] = from_f32<TO>(apply(to_f32(x[i]), i));
            if (i + 1 < n) y[i + 1] = from_f32<TO>(apply(to_f32(x[i + 1]), i + 1));
        }
    }
}

#define DROPOUT(NAME, TI, TO)                                                                        \
    extern "C" __global__ void dropout_##NAME(const TI* x, TO* y, long long n, Dropout d) {          \
        pdl_entry();                                                                                 \
        dropout_apply<TI, TO>(x, y, n, d);                                                           \
    }

// round_<TI>_<TO>: the same pass with no dropout (threshold 0): a plain f32 -> bf16/f16 cast,
// round to nearest even, the same bits as candle's cast kernels (the gradient of an undropped
// 16-bit residual branch, and the weights' inference copies).
#define ROUND(NAME, TI, TO)                                                                          \
    extern "C" __global__ void round_##NAME(const TI* x, TO* y, long long n, Dropout d) {            \
        pdl_entry();                                                                                 \
        dropout_apply<TI, TO, false>(x, y, n, d);                                                    \
    }

ROUND(f32_bf16, float, __nv_bfloat16)
ROUND(f32_f16, float, __half)

DROPOUT(f32_f32, float, float)
DROPOUT(bf16_bf16, __nv_bfloat16, __nv_bfloat16)
DROPOUT(f16_f16, __half, __half)
DROPOUT(f32_bf16, float, __nv_bfloat16)
DROPOUT(f32_f16, float, __half)

extern "C" __global__ void dropout_mask_f32(float* out, Dropout d, long long n) {
    pdl_entry();
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        out[i] = drop_factor(d, (unsigned long long)i);
}
