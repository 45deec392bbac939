// residual.cu -- the residual stream's add: out = x + widen(branch), with x and out fp32 (the
// stream) and the branch in the compute dtype. One pass instead of a cast pass (which writes an
// fp32 copy of the branch) followed by an add pass that reads it back.
//
// With dropout on the branch (training), the mask is applied in the same pass:
// out = x + widen(branch)·drop_factor(d, i) (common.cuh), the product and the sum each rounded
// once in fp32 (__fmul_rn/__fadd_rn: never contracted into an fma, so the CPU reference gives
// the same bits). No mask tensor and no dropped copy of the branch are written.
//
// Launch contract: residual_add[_drop]_<T>(x, branch, out, n, vec4, d), T in {bf16, f16, f32}:
// grid-stride over n elements in groups of 4 (vec4: every pointer 16-byte aligned for x/out and
// 8-byte aligned for the branch, n % 4 == 0; checked by the caller) or of 1; block = 256,
// grid = min(ceil(groups/256), 65535·8). The branch's gradient is dropout.cu's dropout_f32_<T>.
// grad_add_f32x4(a, b, out, n4): out = a + b over n4 float4 groups (every pointer 16-byte
// aligned), grid-stride; block = 256, grid = min(ceil(n4/256), 65535·8). The sum of two
// contributions to one gradient in autograd (candle's generic binary add reaches about half the
// bandwidth on these large contiguous f32 tensors).
// CPU reference: `ResidualAdd::cpu_fwd` and `GradAdd::cpu_fwd` in src/ops/residual.rs.

#include "common.cuh"

template <typename T, bool DROP>
__device__ __forceinline__ float branch_at(const T* b, long long i, const Dropout& d) {
    const float v = to_f32(b[i]);
    return DROP ? __fmul_rn(v, drop_factor(d, (unsigned long long)i)) : v;
}

template <typename T, bool DROP>
__device__ __forceinline__ void residual_add(const float* x, const T* b, float* out, long long n, int vec4,
                                             const Dropout& d) {
    const long long stride = (long long)gridDim.x * blockDim.x;
    if (vec4) {
        for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < n / 4; g += stride) {
            const float4 a = reinterpret_cast<const float4*>(x)[g];
            const long long i = 4 * g;
            reinterpret_cast<float4*>(out)[g] =
                make_float4(__fadd_rn(a.x, branch_at<T, DROP>(b, i, d)), __fadd_rn(a.y, branch_at<T, DROP>(b, i + 1, d)),
                            __fadd_rn(a.z, branch_at<T, DROP>(b, i + 2, d)), __fadd_rn(a.w, branch_at<T, DROP>(b, i + 3, d)));
        }
    } else {
        for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
            out[i] = __fadd_rn(x[i], branch_at<T, DROP>(b, i, d));
    }
}

#define RESIDUAL(NAME, T)                                                                                  \
    extern "C" __global__ void residual_add_##NAME(const float* x, const T* b, float* out, long long n,     \
                                                   int vec4, Dropout d) {                                  \
        pdl_entry();                                                                                       \
        residual_add<T, false>(x, b, out, n, vec4, d);                                                     \
    }                                                                                                      \
    extern "C" __global__ void residual_add_drop_##NAME(const float* x, const T* b, float* out, long long n,\
                                                        int vec4, Dropout d) {                             \
        pdl_entry();                                                                                       \
        residual_add<T, true>(x, b, out, n, vec4, d);                                                      \
    }

RESIDUAL(bf16, __nv_bfloat16)
RESIDUAL(f16, __half)
RESIDUAL(f32, float)

extern "C" __global__ void grad_add_f32x4(const float4* a, const float4* b, float4* out, long long n4) {
    pdl_entry();
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += (long long)gridDim.x * blockDim.x) {
        const float4 x = a[i], y = b[i];
        out[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
    }
}
