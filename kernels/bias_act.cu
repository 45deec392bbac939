// bias_act.cu -- a Linear layer's bias add, alone or fused with GELU, and the bias gradient.
//
// Math: h [R, C] in T (a matmul's output, the compute dtype), b [C] f32 (the master, read
// directly: no per-step cast), dy [R, C] in T.
//   bias_gelu_fwd_<T>:  y = gelu(h + b)        gelu(u) = 0.5·u·(1 + tanh(K0·(u + K1·u³)))
//   bias_gelu_bwd_<T>:  dh = dy · gelu'(h + b)  gelu'(u) = 0.5·(1+t) + 0.5·u·(1-t²)·K0·(1+3·K1·u²)
//   bias_add_<T>:       y = h + b
//   colsum_partial_<T>: partial[k, j] = Σ_{rows r of chunk k} d[r, j]
//   colsum_finish:      db[j] = Σ_k partial[k, j]   (fixed order: the same bits every run)
//   bias_gelu_bwd_colsum_<T>: dh as bias_gelu_bwd, and the column sums of dh (the fp32 values,
//                       before dh is rounded to T) in the same pass: h and dy are read once, dh
//                       written once, never re-read.
//   cast_colsum[_drop]_<T>: dh = round_T(dy · drop_factor(d, i)) for an f32 dy (a residual
//                       branch's gradient; without _drop the factor is 1), and the column sums
//                       of the fp32 products in the same pass (the branch's bias gradient).
// Everything is computed in fp32 and rounded once to T (tanh through one exp, below). The bias
// gradient is db = colsum(dh) in fp32, straight into the master's. A null b is a zero bias: the
// backward of a GEMM whose epilogue added the bias before GELU reads h = the pre-activation with
// the bias in it (src/ops/dense.rs), with no zeros allocated and set for it.
//
// Launch contracts:
//   elementwise kernels: grid-stride over n = R·C elements in groups of 8 (VEC8: C % 8 == 0 and
//     every pointer 16-byte aligned, checked by the caller) or of 1; block = 256 threads,
//     grid = min(ceil(groups / 256), 65535·8).
//   colsum_partial_<T>: block = 256 threads (one column each), grid = (ceil(C/256), chunks);
//     chunk k covers rows [k·rpc, min(R, (k+1)·rpc)); partial [chunks, C] f32.
//   colsum_finish: block = (32, 8), grid = ceil(C/32).
//   bias_gelu_bwd_colsum_<T>, cast_colsum[_drop]_<T>: C % 8 == 0 and 16-byte aligned pointers;
//     block = 128 threads, each owning 8 consecutive columns, grid = (ceil(C/8/128), chunks);
//     chunk k covers rows [k·rpc, min(R, (k+1)·rpc)); partial [chunks, C] f32, then
//     colsum_finish.
// CPU reference: src/ops/bias_act.rs (`BiasGelu`, `BiasGeluGrad`, `BiasAdd`, `ColSum` cpu_fwd).

#include "common.cuh"
#include <math_constants.h>

// GELU_K0, GELU_K1, gelu_f and gelu_grad_f live in common.cuh (decode.cu and fp8.cu share them).


// 8 elements of T <-> f32, 16-byte aligned when T is 16-bit (two float4 for f32).
template <typename T> struct Vec8;
template <> struct Vec8<float> {
    static __device__ __forceinline__ void load(const float* p, float o[8]) {
        const float4 a = reinterpret_cast<const float4*>(p)[0], b = reinterpret_cast<const float4*>(p)[1];
        o[0] = a.x; o[1] = a.y; o[2] = a.z; o[3] = a.w; o[4] = b.x; o[5] = b.y; o[6] = b.z; o[7] = b.w;
    }
    static __device__ __forceinline__ void store(float* p, const float o[8]) {
        reinterpret_cast<float4*>(p)[0] = make_float4(o[0], o[1], o[2], o[3]);
        reinterpret_cast<float4*>(p)[1] = make_float4(o[4], o[5], o[6], o[7]);
    }
};
template <typename H, typename H2> struct Vec8Half {
    static __device__ __forceinline__ void load(const H* p, float o[8]) {
        const uint4 u = *reinterpret_cast<const uint4*>(p);
        const H* h = reinterpret_cast<const H*>(&u);
#pragma unroll
        for (int i = 0; i < 8; i++) o[i] = to_f32(h[i]);
    }
    static __device__ __forceinline__ void store(H* p, const float o[8]) {
        uint4 u;
        H* h = reinterpret_cast<H*>(&u);
#pragma unroll
        for (int i = 0; i < 8; i++) h[i] = from_f32<H>(o[i]);
        *reinterpret_cast<uint4*>(p) = u;
    }
};
template <> struct Vec8<__nv_bfloat16> : Vec8Half<__nv_bfloat16, __nv_bfloat162> {};
template <> struct Vec8<__half> : Vec8Half<__half, __half2> {};

// Apply f(h, b, dy) -> out over [R, C]; MODE 0 gelu fwd, 1 gelu bwd, 2 bias add.
template <typename T, int MODE>
__device__ __forceinline__ float apply(float h, float b, float d) {
    if (MODE == 0) return gelu_f(h + b);
    if (MODE == 1) return d * gelu_grad_f(h + b);
    return h + b;
}

template <typename T, int MODE>
__device__ __forceinline__ void elementwise(const T* h, const float* b, const T* dy, T* out, long long n, int c,
                                            int vec8) {
    const long long stride = (long long)gridDim.x * blockDim.x;
    if (vec8) {
        for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < n / 8; g += stride) {
            const long long i = g * 8;
            const int j = (int)(i % c);  // C % 8 == 0: the 8 elements share a row
            float hv[8], dv[8], o[8];
            Vec8<T>::load(h + i, hv);
            if (MODE == 1) Vec8<T>::load(dy + i, dv);
            float bv[8] = {};  // a null b: zeros
            if (b != nullptr) Vec8<float>::load(b + j, bv);
#pragma unroll
            for (int k = 0; k < 8; k++) o[k] = apply<T, MODE>(hv[k], bv[k], MODE == 1 ? dv[k] : 0.f);
            Vec8<T>::store(out + i, o);
        }
    } else {
        for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
            const float d = MODE == 1 ? to_f32(dy[i]) : 0.f;
            out[i] = from_f32<T>(apply<T, MODE>(to_f32(h[i]), b != nullptr ? b[i % c] : 0.f, d));
        }
    }
}

template <typename T>
__device__ __forceinline__ void colsum_partial(const T* d, float* partial, int rows, int c, int rows_per_chunk) {
    const int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= c) return;
    const long long r0 = (long long)blockIdx.y * rows_per_chunk;
    const long long r1 = min((long long)rows, r0 + rows_per_chunk);
    float s = 0.f;
    for (long long r = r0; r < r1; r++) s += to_f32(d[r * c + j]);
    partial[(long long)blockIdx.y * c + j] = s;
}

// db[j] = Σ_k partial[k, j] (common.cuh: column_finish).
extern "C" __global__ void __launch_bounds__(256) colsum_finish(const float* partial, float* out, int chunks, int c) {
    pdl_entry();
    column_finish(partial, out, nullptr, nullptr, c, chunks, c);
}

// dh = dy·gelu'(h + b) (GELU) or dy·drop_factor (a residual branch's f32 gradient, masked when
// DROP), and the column sums of dh's fp32 values before dh is rounded to T.
// __restrict__: without it the compiler may not move the next rows' loads above this row's store.
template <typename TD, typename T, bool GELU, bool DROP>
__device__ __forceinline__ void grad_colsum(const T* __restrict__ h, const float* __restrict__ b,
                                            const TD* __restrict__ dy, T* __restrict__ dh,
                                            float* __restrict__ partial, int rows, int c, int rows_per_chunk,
                                            const Dropout& d) {
    const int j = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
    if (j >= c) return;
    const long long r0 = (long long)blockIdx.y * rows_per_chunk;
    const long long r1 = min((long long)rows, r0 + rows_per_chunk);
    float bv[8] = {}, db[8];  // a null b: zeros
    if (GELU && b != nullptr) Vec8<float>::load(b + j, bv);
#pragma unroll
    for (int k = 0; k < 8; k++) db[k] = 0.f;
#pragma unroll 4
    for (long long r = r0; r < r1; r++) {
        float hv[8], dv[8], o[8];
        if (GELU) Vec8<T>::load(h + r * c + j, hv);
        Vec8<TD>::load(dy + r * c + j, dv);
#pragma unroll
        for (int k = 0; k < 8; k++) {
            if (GELU) o[k] = dv[k] * gelu_grad_f(hv[k] + bv[k]);
            else if (DROP) o[k] = __fmul_rn(dv[k], drop_factor(d, (unsigned long long)(r * c + j + k)));
            else o[k] = dv[k];
            db[k] += o[k];  // fp32 dh, before it is rounded to T for the store
        }
        Vec8<T>::store(dh + r * c + j, o);
    }
    float* out = partial + (long long)blockIdx.y * c + j;
    reinterpret_cast<float4*>(out)[0] = make_float4(db[0], db[1], db[2], db[3]);
    reinterpret_cast<float4*>(out)[1] = make_float4(db[4], db[5], db[6], db[7]);
}

#define BIAS_ACT(NAME, T)                                                                                    \
    extern "C" __global__ void bias_gelu_fwd_##NAME(const T* h, const float* b, T* y, long long n, int c,     \
                                                    int vec8) {                                              \
        pdl_entry();                                                                                         \
        elementwise<T, 0>(h, b, nullptr, y, n, c, vec8);                                                     \
    }                                                                                                        \
    extern "C" __global__ void bias_gelu_bwd_##NAME(const T* h, const float* b, const T* dy, T* dh, long long n, \
                                                    int c, int vec8) {                                       \
        pdl_entry();                                                                                         \
        elementwise<T, 1>(h, b, dy, dh, n, c, vec8);                                                         \
    }                                                                                                        \
    extern "C" __global__ void bias_add_##NAME(const T* h, const float* b, T* y, long long n, int c, int vec8) { \
        pdl_entry();                                                                                             \
        elementwise<T, 2>(h, b, nullptr, y, n, c, vec8);                                                     \
    }                                                                                                        \
    extern "C" __global__ void colsum_partial_##NAME(const T* d, float* partial, int rows, int c, int rpc) {  \
        pdl_entry();                                                                                          \
        colsum_partial<T>(d, partial, rows, c, rpc);                                                         \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(128) bias_gelu_bwd_colsum_##NAME(                           \
        const T* h, const float* b, const T* dy, T* dh, float* partial, int rows, int c, int rpc) {         \
        pdl_entry();                                                                                        \
        grad_colsum<T, T, true, false>(h, b, dy, dh, partial, rows, c, rpc, Dropout{});                       \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(128) cast_colsum_##NAME(                                    \
        const float* dy, T* dh, float* partial, int rows, int c, int rpc, Dropout d) {                      \
        pdl_entry();                                                                                        \
        grad_colsum<float, T, false, false>(nullptr, nullptr, dy, dh, partial, rows, c, rpc, d);            \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(128) cast_colsum_drop_##NAME(                               \
        const float* dy, T* dh, float* partial, int rows, int c, int rpc, Dropout d) {                      \
        pdl_entry();                                                                                        \
        grad_colsum<float, T, false, true>(nullptr, nullptr, dy, dh, partial, rows, c, rpc, d);             \
    }

BIAS_ACT(f32, float)
BIAS_ACT(bf16, __nv_bfloat16)
BIAS_ACT(f16, __half)
