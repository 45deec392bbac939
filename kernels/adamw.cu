// adamw.cu -- the optimizer phase of a step, fused: unscale + sum of squares over all gradients,
// then AdamW over all parameters, each as one launch over a device table of tensors.
//
// Math (all fp32; k = tensor, i = element):
//   unscale_sumsq_f32:  g_ki <- g_ki * inv_scale        (in place; skipped when do_scale == 0)
//                       partial[b] = sum of g_ki^2 over block b's elements (after the multiply)
//   sumsq_finish_f32:   out[0] = sum_b partial[b]
//   adamw_f32:          g = g_ki * clip                  (only when clip_on; g is not written back)
//                       m = b1*m + (1-b1)*g
//                       v = b2*v + (1-b2)*g*g
//                       p = p*decay_k - lr * (m * inv_bc1) / (sqrt(v * inv_bc2) + eps)
//     where inv_bc1 = 1/(1 - b1^t), inv_bc2 = 1/(1 - b2^t), decay_k = 1 - lr*wd, applied only to
//     tensors with the DECAY flag (2-D weights; the host decides, as optim::AdamW does).
//   Gated (gate != NULL, the update queued before the host has read the overflow check):
//                       sumsq = gate[0] as f64; not finite -> the whole kernel returns, nothing
//                       written (the skipped step); else with max_norm > 0,
//                       coef = max_norm / (sqrt(sumsq) + 1e-6) in f64 and, when coef < 1,
//                       clip = (float)coef, clip_on = 1: the host's Grads::clip_global_norm on
//                       the same f32 sum, so the same bits.
//   Each scalar is rounded to fp32 on the host as candle rounds it (`(x * s)` on an f32 tensor is
//   candle's affine `x * (float)s + 0`; `x / s` is `x * (float)(1/s) + 0`). Every operation is a
//   round-to-nearest intrinsic (__fmul_rn, __fadd_rn, __fdiv_rn, __fsqrt_rn): nvcc may not
//   contract them into FMAs, so each step rounds exactly as the composed CPU code in
//   src/optim.rs (`AdamW::step`, `Grads::clip_global_norm`) does, and the two agree bit for bit.
//   No --use_fast_math: sqrt and division must be the IEEE ones.
//
// Layouts: each tensor is a contiguous fp32 buffer given by its device address. Tables (built in
// src/ops/adamw.rs, uploaded once per call as u64 words, entries sorted by block_start):
//   SumsqTensor { float* g; i64 n; i64 block_start; u32 flags; u32 pad; }         (4 words)
//   AdamWTensor { float* p; const float* g; float* m; float* v; i64 n; i64 block_start;
//                 float decay; u32 flags; void* copy; }                          (8 words)
//   flags: bit 0 VEC4 (p, g, m, v 16-byte aligned, copy 8-byte aligned), bit 1 DECAY,
//   bit 2 COPY_BF16 / bit 3 COPY_F16: also write the updated p rounded to nearest even into
//   `copy` (n elements of that dtype): the next step's compute copy of the weight, made in the
//   same pass (docs/DESIGN.md §3), so no step casts its masters. The same rounding as candle's
//   cast (__float2bfloat16_rn / __float2half_rn), so the same bits as casting after the update.
// Tensor k owns blocks [block_start_k, block_start_k + ceil(n_k / CHUNK)); empty tensors are
// left out of the table. Written buffers (g in unscale; p, m, v in adamw) must not overlap.
//
// Launch contract (all three): block = 256 threads (ADAMW_BLOCK), no dynamic shared memory.
//   unscale_sumsq_f32, adamw_f32: grid = total blocks = sum_k ceil(n_k / 4096) (< 2^31), each
//   block does one CHUNK of 4096 elements of one tensor: 16 per thread, as four float4 loads per
//   array when the entry is VEC4 and the chunk is full, else a strided scalar loop.
//   sumsq_finish_f32: grid = 1, block = 256; partial holds one float per unscale block.
//
// Accumulation: per thread and per block in fp32 (at most 4096 squares), then the partials in
// fp64 in a fixed order, one rounding to fp32 at the end (> FLT_MAX becomes inf, as the CPU's fp32
// sum would). No atomics: the result is the same on every run. Non-finite values propagate: a
// square is never negative, so inf stays inf and NaN stays NaN through every sum.
//
// CPU reference: the composed candle code in src/optim.rs (`Grads::unscale_and_sumsq`,
// `Grads::clip_global_norm`, `AdamW::step`); tests/gpu/main.rs holds the two together.

#include "common.cuh"

#define ADAMW_BLOCK 256
#define ADAMW_CHUNK 4096                       // elements per block
#define ADAMW_PER_THREAD (ADAMW_CHUNK / ADAMW_BLOCK)  // 16
#define FLAG_VEC4 1u
#define FLAG_DECAY 2u
#define FLAG_COPY_BF16 4u
#define FLAG_COPY_F16 8u

struct SumsqTensor {
    float* g;
    long long n;
    long long block_start;
    unsigned flags;
    unsigned pad;
};

struct AdamWTensor {
    float* p;
    const float* g;
    float* m;
    float* v;
    long long n;
    long long block_start;
    float decay;
    unsigned flags;
    void* copy;
};

// The last entry whose block_start <= b: the tensor that owns block b.
template <typename E>
__device__ __forceinline__ int owner_of(const E* table, int count, long long b) {
    int lo = 0, hi = count - 1;
    while (lo < hi) {
        const int mid = (lo + hi + 1) / 2;
        if (table[mid].block_start <= b) lo = mid; else hi = mid - 1;
    }
    return lo;
}

// Sum over the block; the result is valid in thread 0.
__device__ __forceinline__ float block_reduce_sum(float v) {
    __shared__ float warp_sums[ADAMW_BLOCK / WARP_SIZE];
    v = warp_reduce_sum(v);
    if (threadIdx.x % WARP_SIZE == 0) warp_sums[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    v = threadIdx.x < ADAMW_BLOCK / WARP_SIZE ? warp_sums[threadIdx.x] : 0.0f;
    return threadIdx.x < WARP_SIZE ? warp_reduce_sum(v) : 0.0f;
}

extern "C" __global__ void unscale_sumsq_f32(const SumsqTensor* table, int count, float inv_scale,
                                             int do_scale, float* partial) {
    pdl_entry();
    const SumsqTensor t = table[owner_of(table, count, blockIdx.x)];
    const long long base = ((long long)blockIdx.x - t.block_start) * ADAMW_CHUNK;
    const long long end = min(base + ADAMW_CHUNK, t.n);
    float acc = 0.0f;
    if ((t.flags & FLAG_VEC4) && end - base == ADAMW_CHUNK) {
        float4* g4 = reinterpret_cast<float4*>(t.g + base);
        float4 x[ADAMW_PER_THREAD / 4];
#pragma unroll
        for (int k = 0; k < ADAMW_PER_THREAD / 4; k++) x[k] = g4[k * ADAMW_BLOCK + threadIdx.x];
#pragma unroll
        for (int k = 0; k < ADAMW_PER_THREAD / 4; k++) {
            if (do_scale) {
                // candle's `g * inv_scale`: x * s + 0 (the + 0 only turns -0 into +0)
                x[k].x = __fadd_rn(__fmul_rn(x[k].x, inv_scale), 0.0f);
                x[k].y = __fadd_rn(__fmul_rn(x[k].y, inv_scale), 0.0f);
                x[k].z = __fadd_rn(__fmul_rn(x[k].z, inv_scale), 0.0f);
                x[k].w = __fadd_rn(__fmul_rn(x[k].w, inv_scale), 0.0f);
                g4[k * ADAMW_BLOCK + threadIdx.x] = x[k];
            }
            acc += x[k].x * x[k].x + x[k].y * x[k].y + x[k].z * x[k].z + x[k].w * x[k].w;
        }
    } else {
        for (long long i = base + threadIdx.x; i < end; i += ADAMW_BLOCK) {
            float x = t.g[i];
            if (do_scale) {
                x = __fadd_rn(__fmul_rn(x, inv_scale), 0.0f);
                t.g[i] = x;
            }
            acc += x * x;
        }
    }
    acc = block_reduce_sum(acc);
    if (threadIdx.x == 0) partial[blockIdx.x] = acc;
}

extern "C" __global__ void sumsq_finish_f32(const float* partial, long long n, float* out) {
    pdl_entry();
    __shared__ double warp_sums[ADAMW_BLOCK / WARP_SIZE];
    double acc = 0.0;
    for (long long i = threadIdx.x; i < n; i += ADAMW_BLOCK) acc += (double)partial[i];
    acc = warp_reduce_sum_f64(acc);
    if (threadIdx.x % WARP_SIZE == 0) warp_sums[threadIdx.x / WARP_SIZE] = acc;
    __syncthreads();
    if (threadIdx.x < WARP_SIZE) {
        acc = threadIdx.x < ADAMW_BLOCK / WARP_SIZE ? warp_sums[threadIdx.x] : 0.0;
        acc = warp_reduce_sum_f64(acc);
        if (threadIdx.x == 0) out[0] = __double2float_rn(acc);
    }
}

// Scalars of one AdamW update, each already rounded to fp32 as candle rounds it.
struct AdamWScalars {
    float b1, one_minus_b1, b2, one_minus_b2, inv_bc1, inv_bc2, eps, lr, clip;
    int clip_on;
};

// candle's affine `x * s + 0` on an f32 tensor (CPU: `v * mul + add`).
__device__ __forceinline__ float affine(float x, float s) { return __fadd_rn(__fmul_rn(x, s), 0.0f); }

// One element, in the order of the composed `AdamW::step`.
__device__ __forceinline__ void adamw_element(float& p, float g, float& m, float& v, const AdamWScalars& s,
                                              bool decay_on, float decay) {
    if (s.clip_on) g = affine(g, s.clip);                                   // clip_global_norm
    m = __fadd_rn(affine(m, s.b1), affine(g, s.one_minus_b1));              // m*b1 + g*(1-b1)
    v = __fadd_rn(affine(v, s.b2), affine(__fmul_rn(g, g), s.one_minus_b2)); // v*b2 + g²*(1-b2)
    const float m_hat = affine(m, s.inv_bc1);                               // m / bc1
    const float v_hat = affine(v, s.inv_bc2);                               // v / bc2
    const float update = __fdiv_rn(m_hat, __fadd_rn(__fsqrt_rn(v_hat), s.eps)); // sqrt + eps (x*1 + eps)
    const float decayed = decay_on ? affine(p, decay) : p;                  // decoupled decay
    p = __fsub_rn(decayed, affine(update, s.lr));                           // - update * lr
}

__device__ __forceinline__ void adamw_element4(float4& p, float4 g, float4& m, float4& v, const AdamWScalars& s,
                                               bool decay_on, float decay) {
    adamw_element(p.x, g.x, m.x, v.x, s, decay_on, decay);
    adamw_element(p.y, g.y, m.y, v.y, s, decay_on, decay);
    adamw_element(p.z, g.z, m.z, v.z, s, decay_on, decay);
    adamw_element(p.w, g.w, m.w, v.w, s, decay_on, decay);
}

// The compute copy of 4 updated elements at `copy + i` (i a multiple of 4: one 8-byte store).
__device__ __forceinline__ void store_copy4(void* copy, unsigned flags, long long i, float4 p) {
    if (flags & FLAG_COPY_BF16) {
        const __nv_bfloat162 lo = __floats2bfloat162_rn(p.x, p.y), hi = __floats2bfloat162_rn(p.z, p.w);
        uint2 u;
        u.x = *reinterpret_cast<const unsigned*>(&lo);
        u.y = *reinterpret_cast<const unsigned*>(&hi);
        *reinterpret_cast<uint2*>(static_cast<__nv_bfloat16*>(copy) + i) = u;
    } else if (flags & FLAG_COPY_F16) {
        const __half2 lo = __floats2half2_rn(p.x, p.y), hi = __floats2half2_rn(p.z, p.w);
        uint2 u;
        u.x = *reinterpret_cast<const unsigned*>(&lo);
        u.y = *reinterpret_cast<const unsigned*>(&hi);
        *reinterpret_cast<uint2*>(static_cast<__half*>(copy) + i) = u;
    }
}

__device__ __forceinline__ void store_copy(void* copy, unsigned flags, long long i, float p) {
    if (flags & FLAG_COPY_BF16) static_cast<__nv_bfloat16*>(copy)[i] = __float2bfloat16_rn(p);
    else if (flags & FLAG_COPY_F16) static_cast<__half*>(copy)[i] = __float2half_rn(p);
}

extern "C" __global__ void adamw_f32(const AdamWTensor* table, int count, AdamWScalars s, const float* gate,
                                     double max_norm) {
    pdl_entry();
    if (gate != nullptr) {
        const double sumsq = (double)gate[0];
        if (!isfinite(sumsq)) return; // an overflow: the step is skipped
        if (max_norm > 0.0) {
            const double coef = __ddiv_rn(max_norm, __dadd_rn(__dsqrt_rn(sumsq), 1e-6));
            if (coef < 1.0) {
                s.clip = __double2float_rn(coef);
                s.clip_on = 1;
            }
        }
    }
    const AdamWTensor t = table[owner_of(table, count, blockIdx.x)];
    const long long base = ((long long)blockIdx.x - t.block_start) * ADAMW_CHUNK;
    const long long end = min(base + ADAMW_CHUNK, t.n);
    const bool decay_on = t.flags & FLAG_DECAY;
    if ((t.flags & FLAG_VEC4) && end - base == ADAMW_CHUNK) {
        // All loads first (4 float4 per array in flight), then the math, then the stores.
        float4* p4 = reinterpret_cast<float4*>(t.p + base);
        const float4* g4 = reinterpret_cast<const float4*>(t.g + base);
        float4* m4 = reinterpret_cast<float4*>(t.m + base);
        float4* v4 = reinterpret_cast<float4*>(t.v + base);
        float4 p[ADAMW_PER_THREAD / 4], g[ADAMW_PER_THREAD / 4], m[ADAMW_PER_THREAD / 4], v[ADAMW_PER_THREAD / 4];
#pragma unroll
        for (int k = 0; k < ADAMW_PER_THREAD / 4; k++) {
            const int j = k * ADAMW_BLOCK + threadIdx.x;
            p[k] = p4[j];
            g[k] = __ldcs(g4 + j); // read once: evict first
            m[k] = m4[j];
            v[k] = v4[j];
        }
#pragma unroll
        for (int k = 0; k < ADAMW_PER_THREAD / 4; k++) {
            adamw_element4(p[k], g[k], m[k], v[k], s, decay_on, t.decay);
            const int j = k * ADAMW_BLOCK + threadIdx.x;
            p4[j] = p[k];
            m4[j] = m[k];
            v4[j] = v[k];
            store_copy4(t.copy, t.flags, base + 4 * (long long)j, p[k]);
        }
    } else {
        for (long long i = base + threadIdx.x; i < end; i += ADAMW_BLOCK) {
            float p = t.p[i], m = t.m[i], v = t.v[i];
            adamw_element(p, t.g[i], m, v, s, decay_on, t.decay);
            t.p[i] = p;
            t.m[i] = m;
            t.v[i] = v;
            store_copy(t.copy, t.flags, i, p);
        }
    }
}
