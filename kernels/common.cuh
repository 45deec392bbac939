// common.cuh -- helpers shared by the kernels in this folder: warp reduction, bf16/f16
// conversion, vector loads. Included by each .cu; never compiled on its own.
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <math_constants.h>
#include <stdint.h>

#define WARP_SIZE 32

// The first statement of every kernel in this folder (a CPU test checks it): the launches of
// src/ops/launch.rs allow programmatic dependent launch on sm_90+ (docs/DESIGN.md §7), so a kernel
// may be resident before the kernel ahead of it in the stream has finished. `griddepcontrol.wait`
// holds every thread until that kernel has completed and its writes are visible: no global
// memory is read or written before it. `launch_dependents` then lets the next kernel's blocks be
// placed as this one's last blocks start, so its launch overlaps this kernel's tail instead of
// following it. Both are no-ops for a kernel launched without the attribute, and below sm_90.
__device__ __forceinline__ void pdl_entry() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;\n\tgriddepcontrol.launch_dependents;" ::: "memory");
#endif
}

// Sum of `v` over the 32 lanes of a warp (butterfly: every lane ends with the total).
__device__ __forceinline__ float warp_reduce_sum(float v) {
#pragma unroll
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
        v += __shfl_xor_sync(0xffffffffu, v, offset);
    }
    return v;
}

// fp32 -> bf16 (round to nearest even) -> fp32: a weight "converted to bf16 as it is loaded".
// Same rounding as half::bf16::from_f32 in the CPU reference and as candle's f32->bf16 cast.
__device__ __forceinline__ float round_bf16(float v) {
    return __bfloat162float(__float2bfloat16_rn(v));
}

// The same for two values at once (one cvt.rn.bf16x2.f32 on sm_80+).
__device__ __forceinline__ float2 round_bf16x2(float a, float b) {
    return __bfloat1622float2(__floats2bfloat162_rn(a, b));
}

// e^x as 2^(x·log2 e) on the special-function unit: `exp2f` is `ex2.approx` with its denormal
// handling (2 ulp), two instructions where `expf` takes about eight. For the cross-entropy's
// per-logit terms on its vector path (xent.cu, and fp8.cu's dlogits, which follow xent.cu's),
// whose exps bound those kernels' time. Relative error at most about 2^-22 + |x|·2^-24 (the rounding of x·log2 e):
// below 1.5e-6 for the terms that carry a softmax's mass (x = logit - max >= -20).
__device__ __forceinline__ float exp_sfu(float x) { return exp2f(x * 1.4426950408889634f); }
// exp_sfu(x) where x·log2 e >= -126, as one `ex2.approx.ftz`: exp2f spends three more instructions
// an element on arguments below -126 (a halving before, a squaring after, for a subnormal result),
// and above -126 both are the same MUFU.EX2 of the same argument: the same bits. Callers check
// exp_sfu_normal_from(lo) once for all x >= lo (the rounded x·log2 e is monotonic in x); a NaN
// lo fails the check.
__device__ __forceinline__ float exp_sfu_normal(float x) {
    float y;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x * 1.4426950408889634f));
    return y;
}
__device__ __forceinline__ bool exp_sfu_normal_from(float lo) { return lo * 1.4426950408889634f >= -126.f; }

// Element -> f32 for the activation dtypes (exact for all three).
__device__ __forceinline__ float to_f32(float v) { return v; }
__device__ __forceinline__ float to_f32(__nv_bfloat16 v) { return __bfloat162float(v); }
__device__ __forceinline__ float to_f32(__half v) { return __half2float(v); }

// f32 -> element, round to nearest even.
template <typename T> __device__ __forceinline__ T from_f32(float v);
template <> __device__ __forceinline__ float from_f32<float>(float v) { return v; }
template <> __device__ __forceinline__ __nv_bfloat16 from_f32<__nv_bfloat16>(float v) {
    return __float2bfloat16_rn(v);
}
template <> __device__ __forceinline__ __half from_f32<__half>(float v) { return __float2half_rn(v); }

#include "gelu.cuh"  // gelu_f, gelu_grad_f

// Asks L2 to fetch the 128-byte line holding p (prefetch.global.L2): no register, no wait; a
// later load of it then waits for L2, not for DRAM.
__device__ __forceinline__ void prefetch_l2(const void* p) {
    asm volatile("prefetch.global.L2 [%0];" ::"l"(p));
}

// Streaming 16-byte load of data read exactly once (ld.global.cs: evict-first in L1 and L2).
// `p` must be 16-byte aligned. Measured on the H200 (rows = 1 GEMV, 8192x8192): 4.24 TB/s, against
// 3.89 TB/s for ld.global.nc.L1::no_allocate.L2::256B (the 256-byte L2 prefetch hint costs
// bandwidth here) and 4.20 TB/s for plain __ldg.
__device__ __forceinline__ float4 ld_stream_f4(const float* p) {
    return __ldcs(reinterpret_cast<const float4*>(p));
}

// How a 16-byte load reads memory: through the read-only cache (__ldg: activations re-read by
// every warp, which should stay in L1), streaming (__ldcs: weights read once), or plainly (any
// address space: shared memory, where __ldg does not apply).
enum class Ld { Cached, Stream, Plain };

template <Ld L> __device__ __forceinline__ uint4 ld16(const void* p) {
    const uint4* q = reinterpret_cast<const uint4*>(p);
    if (L == Ld::Cached) return __ldg(q);
    if (L == Ld::Stream) return __ldcs(q);
    return *q;
}

// 8 consecutive elements widened to f32 from a 16-byte-aligned address, read as L says.
template <Ld L> __device__ __forceinline__ void load8(const float* p, float out[8]) {
    const uint4 a = ld16<L>(p), b = ld16<L>(p + 4);
    const float* fa = reinterpret_cast<const float*>(&a);
    const float* fb = reinterpret_cast<const float*>(&b);
#pragma unroll
    for (int i = 0; i < 4; i++) {
        out[i] = fa[i];
        out[4 + i] = fb[i];
    }
}

template <Ld L> __device__ __forceinline__ void load8(const __nv_bfloat16* p, float out[8]) {
    const uint4 u = ld16<L>(p);
    const __nv_bfloat162* h = reinterpret_cast<const __nv_bfloat162*>(&u);
#pragma unroll
    for (int i = 0; i < 4; i++) {
        const float2 f = __bfloat1622float2(h[i]);
        out[2 * i] = f.x;
        out[2 * i + 1] = f.y;
    }
}

template <Ld L> __device__ __forceinline__ void load8(const __half* p, float out[8]) {
    const uint4 u = ld16<L>(p);
    const __half2* h = reinterpret_cast<const __half2*>(&u);
#pragma unroll
    for (int i = 0; i < 4; i++) {
        const float2 f = __half22float2(h[i]);
        out[2 * i] = f.x;
        out[2 * i + 1] = f.y;
    }
}

// The read-only-cache form, what most kernels use.
template <typename T> __device__ __forceinline__ void load8_f32(const T* p, float out[8]) { load8<Ld::Cached>(p, out); }

// Mean and 1/sqrt(var + eps) of row xr (C elements, lane l reading columns l, l + 32, ..), two
// passes: layernorm.cu's ln_fwd and ln_bwd_dx (its row_stats is the same for rows held in
// registers) and decode.cu's LayerNorm GEMVs.
__device__ __forceinline__ void row_stats_strided(const float* xr, int c, int lane, float eps, float& mean,
                                                  float& rstd) {
    float s = 0.f;
    for (int j = lane; j < c; j += WARP_SIZE) s += xr[j];
    mean = warp_reduce_sum(s) / c;
    float v = 0.f;
    for (int j = lane; j < c; j += WARP_SIZE) {
        const float d = xr[j] - mean;
        v += d * d;
    }
    rstd = 1.f / sqrtf(warp_reduce_sum(v) / c + eps);
}

// The same in fp64 (adamw.cu's final sum of squares).
__device__ __forceinline__ double warp_reduce_sum_f64(double v) {
#pragma unroll
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
        v += __shfl_xor_sync(0xffffffffu, v, offset);
    }
    return v;
}

// Σ_k partial[k·n + j] for j < n, k < chunks, into out_lo[j] for j < split, out_hi[j - split]
// for j < 2·split and out_3[j - 2·split] above (up to three gradients from one pass): the second
// stage of the fixed-order column sums (bias and LayerNorm parameter gradients). Block (32, 8):
// threadIdx.x a column of a 32-column strip (each row of the strip one coalesced 128-byte read),
// threadIdx.y one of 8 interleaved chunk subsets, whose sums are then added in y order: the same
// bits every run. Grid ceil(n / 32).
__device__ __forceinline__ void column_finish(const float* partial, float* out_lo, float* out_hi, float* out_3,
                                              int split, int chunks, int n) {
    __shared__ float part[8][33];
    const int j = blockIdx.x * 32 + threadIdx.x;
    float acc = 0.f;
    if (j < n) {
        // 16 loads in flight, then their sums in k order: a few round trips instead of one per 4
        // partial rows (a GPT-2-small finish took 8-17 µs with 24-96 blocks on the GPU)
#pragma unroll 16
        for (int k = threadIdx.y; k < chunks; k += 8) acc += partial[(long long)k * n + j];
    }
    part[threadIdx.y][threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.y == 0 && j < n) {
        float t = 0.f;
#pragma unroll
        for (int y = 0; y < 8; y++) t += part[y][threadIdx.x];
        if (j < split) out_lo[j] = t;
        else if (j < 2 * split) out_hi[j - split] = t;
        else out_3[j - 2 * split] = t;
    }
}

// Dropout from a counter-based hash (training only). Element idx of a dropout site is kept when
// hash(seed, idx) >= threshold (threshold = p·2^32; 0 = no dropout) and kept values are
// multiplied by scale = 1/(1-p). The hash is a Weyl step on the 64-bit counter and the seed
// followed by the "lowbias32" finaliser (two 32-bit multiplies, three xor-shifts): a pure function
// of (seed, idx), so no RNG state lives on the device, the backward regenerates the forward's
// mask, and src/ops/dropout.rs (`Dropout::factor`) computes the same mask on the CPU, bit for
// bit. 32-bit arithmetic only: the 64-bit SplitMix finaliser it replaced cost the attention
// kernels ~3x more integer work per element of P (measured: fwd + dq + dK/dV with dropout 1.59 ->
// 1.24 ms per step at the Shakespeare shape). A hash shared by two neighbours (16 bits each) was
// tried and measured slower in the attention kernels. The seed is drawn on the host from (run
// seed, step, micro-batch, site).
struct Dropout {
    unsigned long long seed;
    unsigned threshold;
    float scale;
};

__device__ __forceinline__ unsigned drop_hash(unsigned long long seed, unsigned long long idx) {
    unsigned x = (unsigned)idx * 0x9E3779B1u + (unsigned)seed;
    x ^= (unsigned)(idx >> 32) * 0x85EBCA77u ^ (unsigned)(seed >> 32);
    x ^= x >> 16;
    x *= 0x7FEB352Du;
    x ^= x >> 15;
    x *= 0x846CA68Bu;
    x ^= x >> 16;
    return x;
}

__device__ __forceinline__ float drop_factor(const Dropout& d, unsigned long long idx) {
    return drop_hash(d.seed, idx) >= d.threshold ? d.scale : 0.f;
}

// Asynchronous loads (cp.async, sm_80+; the attention kernels' tiles, LayerNorm's next rows).
// 16 (or 4, or 8) bytes global -> shared without a register round trip; `valid` false zero-fills
// them (src-size 0: nothing is read).
__device__ __forceinline__ void cp_async16(void* s, const void* g, bool valid) {
    const unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(s));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(a), "l"(g), "r"(valid ? 16 : 0) : "memory");
}
__device__ __forceinline__ void cp_async4(void* s, const void* g, bool valid) {
    const unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(s));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" ::"r"(a), "l"(g), "r"(valid ? 4 : 0) : "memory");
}
__device__ __forceinline__ void cp_async8(void* s, const void* g) {
    const unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(s));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(a), "l"(g) : "memory");
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
// Until at most N of this thread's committed groups are still in flight.
template <int N> __device__ __forceinline__ void cp_async_wait() {
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
}
