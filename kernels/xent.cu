// xent.cu -- the LM-head loss: mean softmax cross-entropy over rows of logits, with the fp32 loss
// island of docs/DESIGN.md §5 inside the kernel (the logits stay in the compute dtype in memory).
//
// Math: logits [R, V] in T, targets [R] u32. Per row, in one pass: running max m and running sum
// s = Σ exp(x - m) (online softmax, fp32), lse = m + log(s), loss_r = lse - x[target]. Then
// loss = (Σ_r loss_r) / R in fp32, summed in a fixed order (one block): the same bits every run.
// Backward: dlogits[r, j] = (exp(x[r, j] - lse_r) - [j == target_r]) · dloss / R, rounded once to
// T, with lse saved by the forward: one read of the logits and one write, no second softmax pass.
// A target >= V makes that row's loss NaN (the step is then skipped and reported, never silently
// trained on).
//
// Launch contracts:
//   xent_fwd_<T>: one block of XENT_THREADS threads per row, grid = R; writes loss_rows [R] and
//     lse [R] (f32).
//   xent_mean: one block of 1024 threads; out[0] = Σ loss_rows / R.
//   xent_bwd_<T>: one block of XENT_THREADS threads per row, grid = R; dloss is a device scalar.
// Rows of V % 8 == 0 elements with a 16-byte-aligned base are read 8 elements per load (VEC8),
// the forward two loads per thread at a time with one running (max, sum) per thread.
// CPU reference: `CrossEntropy::cpu_fwd` and `CrossEntropyBwd::cpu_fwd` in src/ops/cross_entropy.rs.

#include "common.cuh"

#define XENT_THREADS 256

// Merge (m2, s2) into (m, s): both are (max, Σ exp(x - max)) over disjoint sets.
__device__ __forceinline__ void lse_merge(float& m, float& s, float m2, float s2) {
    if (m2 == -INFINITY) return;
    if (m == -INFINITY) {
        m = m2;
        s = s2;
        return;
    }
    const float mx = fmaxf(m, m2);
    s = s * expf(m - mx) + s2 * expf(m2 - mx);
    m = mx;
}

__device__ __forceinline__ void lse_add(float& m, float& s, float x) {
    if (x > m) {
        s = s * expf(m - x) + 1.f;  // m = -inf: s = 0 · 0 + 1
        m = x;
    } else if (x != x) {
        m = s = x;  // NaN: a NaN sum beside m = -inf would be dropped by lse_merge
    } else if (x > -INFINITY) {
        s += expf(x - m);  // (-inf adds nothing; exp(-inf - -inf) would be NaN)
    }
}

template <typename T>
__device__ __forceinline__ void load8(const T* p, float o[8]) {
    const uint4 u = *reinterpret_cast<const uint4*>(p);
    const T* h = reinterpret_cast<const T*>(&u);
#pragma unroll
    for (int i = 0; i < 8; i++) o[i] = to_f32(h[i]);
}
template <>
__device__ __forceinline__ void load8<float>(const float* p, float o[8]) {
    const float4 a = reinterpret_cast<const float4*>(p)[0], b = reinterpret_cast<const float4*>(p)[1];
    o[0] = a.x; o[1] = a.y; o[2] = a.z; o[3] = a.w; o[4] = b.x; o[5] = b.y; o[6] = b.z; o[7] = b.w;
}

template <typename T>
__device__ __forceinline__ void xent_fwd(const T* logits, const uint32_t* targets, float* loss_rows, float* lse_out,
                                         int rows, int v, int vec8) {
    const long long r = blockIdx.x;
    const T* x = logits + r * v;
    float m = -INFINITY, s = 0.f;
    if (vec8) {
        // Two 16-byte loads in flight per thread, then one running (max, sum): the sum is
        // rescaled only when the max grows (rarely, after the first chunks), so about one exp
        // per element instead of one per element plus two per merge of each chunk's pair.
        for (int j = threadIdx.x * 8; j < v; j += XENT_THREADS * 16) {
            const int j2 = j + XENT_THREADS * 8;
            const bool two = j2 < v;  // V % 8 == 0: the second chunk is whole when it starts in the row
            float xa[8], xb[8];
            load8(x + j, xa);
            if (two) load8(x + j2, xb);
            float mx = xa[0];
#pragma unroll
            for (int k = 1; k < 8; k++) mx = fmaxf(mx, xa[k]);
            if (two) {
#pragma unroll
                for (int k = 0; k < 8; k++) mx = fmaxf(mx, xb[k]);
            }
            if (mx > m) {
                s = m == -INFINITY ? 0.f : s * expf(m - mx);
                m = mx;
            }
            if (m == -INFINITY) {  // nothing above -inf so far: nothing to add, unless all were NaN
                if (mx != mx) m = s = mx;  // NaN (fmaxf skips a NaN beside a number): the loss is NaN
                continue;
            }
#pragma unroll
            for (int k = 0; k < 8; k++) s += expf(xa[k] - m);
            if (two) {
#pragma unroll
                for (int k = 0; k < 8; k++) s += expf(xb[k] - m);
            }
        }
    } else {
        for (int j = threadIdx.x; j < v; j += XENT_THREADS) lse_add(m, s, to_f32(x[j]));
    }
    // warp, then block merge of the (max, sum) pairs
#pragma unroll
    for (int off = WARP_SIZE / 2; off > 0; off /= 2) {
        const float m2 = __shfl_xor_sync(0xffffffffu, m, off), s2 = __shfl_xor_sync(0xffffffffu, s, off);
        lse_merge(m, s, m2, s2);
    }
    __shared__ float sm[XENT_THREADS / WARP_SIZE], ss[XENT_THREADS / WARP_SIZE];
    const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    if (lane == 0) {
        sm[warp] = m;
        ss[warp] = s;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        m = sm[0];
        s = ss[0];
        for (int w = 1; w < XENT_THREADS / WARP_SIZE; w++) lse_merge(m, s, sm[w], ss[w]);
        const float lse = m + logf(s);
        const uint32_t t = targets[r];
        lse_out[r] = lse;
        loss_rows[r] = t < (uint32_t)v ? lse - to_f32(x[t]) : __int_as_float(0x7fc00000);  // NaN: bad target
    }
}

extern "C" __global__ void xent_mean(const float* loss_rows, float* out, int rows) {
    __shared__ float part[1024 / WARP_SIZE];
    float s = 0.f;
    for (int r = threadIdx.x; r < rows; r += blockDim.x) s += loss_rows[r];
    s = warp_reduce_sum(s);
    if (threadIdx.x % WARP_SIZE == 0) part[threadIdx.x / WARP_SIZE] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.f;
        for (int w = 0; w < (int)(blockDim.x / WARP_SIZE); w++) t += part[w];
        out[0] = t / rows;
    }
}

template <typename T>
__device__ __forceinline__ void xent_bwd(const T* logits, const uint32_t* targets, const float* lse,
                                         const float* dloss, T* dlogits, int rows, int v, int vec8) {
    const long long r = blockIdx.x;
    const T* x = logits + r * v;
    T* d = dlogits + r * v;
    const float l = lse[r], scale = dloss[0] / rows;
    const uint32_t t = targets[r];
    if (vec8) {
        for (int j = threadIdx.x * 8; j < v; j += XENT_THREADS * 8) {
            float xv[8];
            load8(x + j, xv);
            if (sizeof(T) == 2) {
                uint4 u;  // 8 16-bit results, stored with one 16-byte write
                T* o = reinterpret_cast<T*>(&u);
#pragma unroll
                for (int k = 0; k < 8; k++) o[k] = from_f32<T>((expf(xv[k] - l) - (j + k == (int)t ? 1.f : 0.f)) * scale);
                *reinterpret_cast<uint4*>(d + j) = u;
            } else {
                // fp32: two 16-byte writes (eight scalar ones, 32 bytes apart across the warp,
                // wrote each sector eight times: the f32 backward ran at a quarter of the bandwidth)
                float o[8];
#pragma unroll
                for (int k = 0; k < 8; k++) o[k] = (expf(xv[k] - l) - (j + k == (int)t ? 1.f : 0.f)) * scale;
                float4* d4 = reinterpret_cast<float4*>(d + j);
                d4[0] = make_float4(o[0], o[1], o[2], o[3]);
                d4[1] = make_float4(o[4], o[5], o[6], o[7]);
            }
        }
    } else {
        for (int j = threadIdx.x; j < v; j += XENT_THREADS)
            d[j] = from_f32<T>((expf(to_f32(x[j]) - l) - (j == (int)t ? 1.f : 0.f)) * scale);
    }
}

#define XENT(NAME, T)                                                                                        \
    extern "C" __global__ void __launch_bounds__(XENT_THREADS)                                               \
        xent_fwd_##NAME(const T* logits, const uint32_t* targets, float* loss_rows, float* lse, int rows, int v, \
                        int vec8) {                                                                          \
        xent_fwd<T>(logits, targets, loss_rows, lse, rows, v, vec8);                                         \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(XENT_THREADS)                                               \
        xent_bwd_##NAME(const T* logits, const uint32_t* targets, const float* lse, const float* dloss,      \
                        T* dlogits, int rows, int v, int vec8) {                                             \
        xent_bwd<T>(logits, targets, lse, dloss, dlogits, rows, v, vec8);                                    \
    }

XENT(f32, float)
XENT(bf16, __nv_bfloat16)
XENT(f16, __half)
