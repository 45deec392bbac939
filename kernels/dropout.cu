// dropout.cu -- inverted dropout with common.cuh's counter-based mask, no mask tensor stored.
//
// Math: y[i] = round_TO(to_f32(x[i]) · drop_factor(d, i)), the product in fp32 (__fmul_rn: the
// same rounding as the CPU reference, never contracted into anything else). Element i is the
// flat index inside the dropout site's tensor.
//   dropout_<TI>_<TO>(x, y, n, d): TI -> TO in {f32->f32, bf16->bf16, f16->f16} (dropout of a
//     tensor and its backward: the same mask on the gradient), and {f32->bf16, f32->f16} (the
//     gradient of a dropped bf16/f16 residual branch: the fp32 stream gradient, masked, rounded
//     once to the branch's dtype).
//   dropout_mask_f32(out, d, n): the factors themselves (0 or 1/(1-p)), for tests and the
//     composed attention path.
// Launch contract: 1-D grid-stride over n (dropout_<TI>_<TO>: over its n/2 pairs), block 256, grid = min(ceil(n/256), 65535·8); operands
// contiguous, any alignment. CPU reference: `DropoutOp::cpu_fwd` in src/ops/dropout.rs.

#include "common.cuh"

// A thread per pair of elements (2g, 2g + 1): one hash for both (drop_factor2).
template <typename TI, typename TO>
__device__ __forceinline__ void dropout_apply(const TI* x, TO* y, long long n, const Dropout& d) {
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; 2 * g < n; g += (long long)gridDim.x * blockDim.x) {
        const long long i = 2 * g;
        float f0, f1;
        drop_factor2(d, (unsigned long long)i, f0, f1);
        y[i] = from_f32<TO>(__fmul_rn(to_f32(x[i]), f0));
        if (i + 1 < n) y[i + 1] = from_f32<TO>(__fmul_rn(to_f32(x[i + 1]), f1));
    }
}

#define DROPOUT(NAME, TI, TO)                                                                        \
    extern "C" __global__ void dropout_##NAME(const TI* x, TO* y, long long n, Dropout d) {          \
        dropout_apply<TI, TO>(x, y, n, d);                                                           \
    }

DROPOUT(f32_f32, float, float)
DROPOUT(bf16_bf16, __nv_bfloat16, __nv_bfloat16)
DROPOUT(f16_f16, __half, __half)
DROPOUT(f32_bf16, float, __nv_bfloat16)
DROPOUT(f32_f16, float, __half)

extern "C" __global__ void dropout_mask_f32(float* out, Dropout d, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        out[i] = drop_factor(d, (unsigned long long)i);
}
