// xent.cu -- the LM-head loss: mean softmax cross-entropy over rows of logits, with the fp32 loss
// island of docs/DESIGN.md §5 inside the kernel (the logits stay in the compute dtype in memory).
//
// Math: logits [R, V] in T, targets [R] u32. Per row, in one pass: running max m and running sum
// s = Σ exp(x - m) (online softmax, fp32), lse = m + log(s), loss_r = lse - x[target]. Then
// loss = (Σ_r loss_r) / R in fp32, summed in a fixed order (one block): the same bits every run.
// Backward: dlogits[r, j] = (exp(x[r, j] - lse_r) - [j == target_r]) · dloss / R, rounded once to
// T, with lse saved by the forward: one read of the logits and one write, no second softmax pass.
// A target >= V makes that row's loss NaN (the step is then skipped and reported, never silently
// trained on). On the vector path (VEC8 below: GPT-2's vocabulary, all of the LM head's time)
// each per-logit exp(x - m) and exp(x - lse) is `exp_sfu` (common.cuh: 2^(x·log2 e) on the SFU,
// relative error below 1.5e-6 where it matters), since these kernels' time there is their
// arithmetic as much as their bytes (xent_fused 1.15 -> 1.03 ms a GPT-2-small step); the scalar
// path (a small or odd vocabulary, where the exps cost nothing) and the rescales of a running
// sum keep `expf`.
//
// Launch contracts:
//   xent_fwd_<T>: one block of XENT_THREADS threads per row, grid = R; writes loss_rows [R] and
//     lse [R] (f32).
//   xent_mean: one block of 1024 threads; out[0] = Σ loss_rows / R.
//   xent_bwd_<T>: one block of XENT_THREADS threads per row, grid = R; dloss is a device scalar.
//   xent_fused_<T>: as xent_fwd, plus dlogits [R, V] for dloss = seed (a host value) written in
//     the same pass; V % 8 == 0 and 16-byte-aligned rows only; dynamic smem max(V - XENT_HELD_ELEMS,
//     0)·sizeof(T) bytes for 16-bit T (the first XENT_HELD_ELEMS elements are held in registers),
//     V·4 for f32.
//   xent_reseed_<T>: any grid; dlogits [n] ·= dloss / seed in place unless dloss == seed.
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

// Eight 16-bit values of one 16-byte word, widened.
template <typename T>
__device__ __forceinline__ void unpack8(const uint4 u, float o[8]) {
    const T* h = reinterpret_cast<const T*>(&u);
#pragma unroll
    for (int i = 0; i < 8; i++) o[i] = to_f32(h[i]);
}
// bf16: each 32-bit word's halves widened in one instruction each (the low one shifted up, the
// high one masked), where the generic form moved each high half down first: the same values.
template <>
__device__ __forceinline__ void unpack8<__nv_bfloat16>(const uint4 u, float o[8]) {
    const unsigned w[4] = {u.x, u.y, u.z, u.w};
#pragma unroll
    for (int i = 0; i < 4; i++) {
        o[2 * i] = __uint_as_float(w[i] << 16);
        o[2 * i + 1] = __uint_as_float(w[i] & 0xffff0000u);
    }
}
template <typename T>
__device__ __forceinline__ void load8(const T* p, float o[8]) {
    unpack8<T>(*reinterpret_cast<const uint4*>(p), o);
}
template <>
__device__ __forceinline__ void load8<float>(const float* p, float o[8]) {
    const float4 a = reinterpret_cast<const float4*>(p)[0], b = reinterpret_cast<const float4*>(p)[1];
    o[0] = a.x; o[1] = a.y; o[2] = a.z; o[3] = a.w; o[4] = b.x; o[5] = b.y; o[6] = b.z; o[7] = b.w;
}

// One iteration of the forward's vec8 loop: this thread's chunks at j and j + 8·XENT_THREADS
// (when inside the row) of x (global or shared memory) into its running (max, sum), and their
// least value into mn. Two 16-byte loads in flight per thread, then one running (max, sum): the
// sum is rescaled only when the max grows (rarely, after the first chunks), so about one exp per
// element instead of one per element plus two per merge of each chunk's pair. Where the chunks'
// least value is within exp_sfu_normal's range of the max (always, but for logits 87 below it),
// their exps skip exp2f's subnormal handling: the same bits, three instructions an element fewer.
// (`max_sum_pair`: the same on the two chunks' values, `two` saying whether the second is in the row.)
__device__ __forceinline__ void max_sum_pair(const float xa[8], const float xb[8], bool two, float& m, float& s,
                                             float& mn) {
    float mx = xa[0], lo = xa[0];
#pragma unroll
    for (int k = 1; k < 8; k++) mx = fmaxf(mx, xa[k]), lo = fminf(lo, xa[k]);
    if (two) {
#pragma unroll
        for (int k = 0; k < 8; k++) mx = fmaxf(mx, xb[k]), lo = fminf(lo, xb[k]);
    }
    mn = fminf(mn, lo);
    if (mx > m) {
        s = m == -INFINITY ? 0.f : s * expf(m - mx);
        m = mx;
    }
    if (m == -INFINITY) {  // nothing above -inf so far: nothing to add, unless all were NaN
        if (mx != mx) m = s = mx;  // NaN (fmaxf skips a NaN beside a number): the loss is NaN
        return;
    }
    if (exp_sfu_normal_from(lo - m)) {
#pragma unroll
        for (int k = 0; k < 8; k++) s += exp_sfu_normal(xa[k] - m);
        if (two) {
#pragma unroll
            for (int k = 0; k < 8; k++) s += exp_sfu_normal(xb[k] - m);
        }
    } else {
#pragma unroll
        for (int k = 0; k < 8; k++) s += exp_sfu(xa[k] - m);
        if (two) {
#pragma unroll
            for (int k = 0; k < 8; k++) s += exp_sfu(xb[k] - m);
        }
    }
}
template <typename T>
__device__ __forceinline__ void max_sum_step(const T* x, int j, int v, float& m, float& s, float& mn) {
    const int j2 = j + XENT_THREADS * 8;
    const bool two = j2 < v;  // V % 8 == 0: the second chunk is whole when it starts in the row
    float xa[8], xb[8];
    load8(x + j, xa);
    if (two) load8(x + j2, xb);
    max_sum_pair(xa, xb, two, m, s, mn);
}

// Elements of the row per iteration of the forward's vec8 loop (two chunks a thread).
#define XENT_STEP (XENT_THREADS * 16)

// This thread's running (max, sum) over its elements of the row x.
template <typename T>
__device__ __forceinline__ void row_max_sum(const T* x, int v, int vec8, float& m, float& s) {
    m = -INFINITY;
    s = 0.f;
    if (vec8) {
        float mn = INFINITY;
        for (int j = threadIdx.x * 8; j < v; j += XENT_STEP) max_sum_step(x, j, v, m, s, mn);
    } else {
        for (int j = threadIdx.x; j < v; j += XENT_THREADS) lse_add(m, s, to_f32(x[j]));
    }
}

// The row's log-sum-exp from every thread's (m, s): warp, then block merge in a fixed order;
// thread 0 writes lse and the row's loss (x[target] read from x); every thread gets lse back.
template <typename T>
__device__ __forceinline__ float row_lse(const T* x, const uint32_t* targets, float* loss_rows, float* lse_out,
                                         int v, float m, float s) {
    const long long r = blockIdx.x;
#pragma unroll
    for (int off = WARP_SIZE / 2; off > 0; off /= 2) {
        const float m2 = __shfl_xor_sync(0xffffffffu, m, off), s2 = __shfl_xor_sync(0xffffffffu, s, off);
        lse_merge(m, s, m2, s2);
    }
    __shared__ float sm[XENT_THREADS / WARP_SIZE], ss[XENT_THREADS / WARP_SIZE], lse_s;
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
        lse_s = lse;
        loss_rows[r] = t < (uint32_t)v ? lse - to_f32(x[t]) : __int_as_float(0x7fc00000);  // NaN: bad target
    }
    __syncthreads();
    return lse_s;
}

template <typename T>
__device__ __forceinline__ void xent_fwd(const T* logits, const uint32_t* targets, float* loss_rows, float* lse_out,
                                         int v, int vec8) {
    const T* x = logits + (long long)blockIdx.x * v;
    float m, s;
    row_max_sum(x, v, vec8, m, s);
    row_lse(x, targets, loss_rows, lse_out, v, m, s);
}

extern "C" __global__ void xent_mean(const float* loss_rows, float* out, int rows) {
    pdl_entry();
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

// dlogits[j .. j + 8) of the row x (global or shared memory) into d, from its lse, target and
// scale = dloss / R: (exp(x - lse) - [j + k == target]) · scale, rounded once to T. Two shortcuts
// with the same bits: a chunk without the target computes exp(x - lse) · scale (x - 0 is x), and
// its exps skip exp2f's subnormal handling where `normal` says every x of the row is within
// exp_sfu_normal's range of lse, or else this chunk's least x is.
// (`dlogits8_of`: the same from the chunk's values.)
template <typename T>
__device__ __forceinline__ void dlogits8_of(const float xv[8], T* d, int j, float l, uint32_t t, float scale,
                                            bool normal) {
    float e[8];
    if (!normal) {
        float lo = xv[0];
#pragma unroll
        for (int k = 1; k < 8; k++) lo = fminf(lo, xv[k]);
        normal = exp_sfu_normal_from(lo - l);
    }
    if (normal) {
#pragma unroll
        for (int k = 0; k < 8; k++) e[k] = exp_sfu_normal(xv[k] - l);
    } else {
#pragma unroll
        for (int k = 0; k < 8; k++) e[k] = exp_sfu(xv[k] - l);
    }
    if (t - (uint32_t)j < 8u) {  // the target's term (a constant index each: e stays in registers)
#pragma unroll
        for (int k = 0; k < 8; k++)
            if (j + k == (int)t) e[k] -= 1.f;
    }
    if (sizeof(T) == 2) {
        uint4 u;  // 8 16-bit results, stored with one 16-byte write
        T* o = reinterpret_cast<T*>(&u);
#pragma unroll
        for (int k = 0; k < 8; k++) o[k] = from_f32<T>(e[k] * scale);
        *reinterpret_cast<uint4*>(d + j) = u;
    } else {
        // fp32: two 16-byte writes (eight scalar ones, 32 bytes apart across the warp, wrote each
        // sector eight times: the f32 backward ran at a quarter of the bandwidth)
        float4* d4 = reinterpret_cast<float4*>(d + j);
        d4[0] = make_float4(e[0] * scale, e[1] * scale, e[2] * scale, e[3] * scale);
        d4[1] = make_float4(e[4] * scale, e[5] * scale, e[6] * scale, e[7] * scale);
    }
}
template <typename T>
__device__ __forceinline__ void dlogits8(const T* x, T* d, int j, float l, uint32_t t, float scale, bool normal) {
    float xv[8];
    load8(x + j, xv);
    dlogits8_of(xv, d, j, l, t, scale, normal);
}

// dlogits of the row x (global or shared memory) into d, from its lse, target and scale = dloss / R
// (`normal`: as dlogits8).
template <typename T>
__device__ __forceinline__ void row_dlogits(const T* x, T* d, float l, uint32_t t, float scale, int v, int vec8,
                                            bool normal = false) {
    if (vec8) {
        for (int j = threadIdx.x * 8; j < v; j += XENT_THREADS * 8) dlogits8(x, d, j, l, t, scale, normal);
    } else {
        for (int j = threadIdx.x; j < v; j += XENT_THREADS)
            d[j] = from_f32<T>((expf(to_f32(x[j]) - l) - (j == (int)t ? 1.f : 0.f)) * scale);
    }
}

template <typename T>
__device__ __forceinline__ void xent_bwd(const T* logits, const uint32_t* targets, const float* lse,
                                         const float* dloss, T* dlogits, int rows, int v, int vec8) {
    const long long r = blockIdx.x;
    row_dlogits(logits + r * v, dlogits + r * v, lse[r], targets[r], dloss[0] / rows, v, vec8);
}

// The forward and the backward in one pass over the logits, for a backward whose dloss the caller
// knows now (`seed`): the row is read once and kept on the SM, the forward's (max, sum) runs over
// it in xent_fwd's order, dlogits is written from it as xent_bwd writes it. A 16-bit row's first
// XENT_HELD_ELEMS elements stay in registers, each thread's first XENT_HELD chunks (32 registers),
// and the rest is copied to shared memory (cp.async: all of it in flight, in XENT_GROUPS groups of
// the forward's iterations, each waited for only when the forward reaches it, so the first chunks'
// (max, sum) runs while the rest lands). At GPT-2's vocabulary that is 67 KB of shared memory a
// block instead of the whole row's 100 KB: three blocks an SM instead of two. Each thread copies
// exactly the 8-element chunks it later reads (j = 8·tid + k·8·XENT_THREADS, in both loops), so
// its own waits are enough before reading. The same arithmetic, in the same order, as from a
// row all in shared memory.
#define XENT_GROUPS 4
#define XENT_HELD 8
#define XENT_HELD_ELEMS (XENT_HELD * XENT_THREADS * 8)
template <typename T>
__device__ __forceinline__ void xent_fused(const T* logits, const uint32_t* targets, float* loss_rows, float* lse_out,
                                           T* dlogits, int rows, int v, float seed) {
    constexpr int held = sizeof(T) == 2 ? XENT_HELD : 0;  // chunks a thread keeps in registers
    constexpr int held_elems = held * XENT_THREADS * 8;  // a whole number of the forward's iterations
    static_assert(held_elems % XENT_STEP == 0, "the held chunks end where an iteration starts");
    extern __shared__ uint4 row_smem[];  // the row's elements from held_elems on
    T* xs = reinterpret_cast<T*>(row_smem);
    const long long r = blockIdx.x;
    const T* x = logits + r * v;
    uint4 hold[held > 0 ? held : 1];
    if constexpr (held > 0) {
#pragma unroll
        for (int k = 0; k < held; k++) {
            const int j = threadIdx.x * 8 + k * XENT_THREADS * 8;
            if (j < v) hold[k] = *reinterpret_cast<const uint4*>(x + j);
        }
    }
    const int rest = max(v - held_elems, 0);  // elements in shared memory, at xs[j - held_elems]
    const T* xr = x + held_elems;
    const int per_group = ((rest + XENT_STEP - 1) / XENT_STEP + XENT_GROUPS - 1) / XENT_GROUPS;  // iterations
    for (int g = 0; g < XENT_GROUPS; g++) {
        const int end = min(rest, (g + 1) * per_group * XENT_STEP);
        for (int j = g * per_group * XENT_STEP + threadIdx.x * 8; j < end; j += XENT_THREADS * 8)
            cp_async16(xs + j, xr + j, true);
        cp_async_commit();
    }
    // row_max_sum's vec8 loop: the held chunks, then each group's iterations once it has landed
    float m = -INFINITY, s = 0.f, mn = INFINITY;
    if constexpr (held > 0) {
#pragma unroll
        for (int k = 0; k < held; k += 2) {
            const int j = threadIdx.x * 8 + k * XENT_THREADS * 8;
            if (j < v) {
                const bool two = j + XENT_THREADS * 8 < v;
                float xa[8], xb[8];
                unpack8<T>(hold[k], xa);
                if (two) unpack8<T>(hold[k + 1], xb);
                max_sum_pair(xa, xb, two, m, s, mn);
            }
        }
    }
    for (int g = 0; g < XENT_GROUPS; g++) {
        switch (XENT_GROUPS - 1 - g) {  // groups still allowed in flight
            case 3: cp_async_wait<3>(); break;
            case 2: cp_async_wait<2>(); break;
            case 1: cp_async_wait<1>(); break;
            default: cp_async_wait<0>(); break;
        }
        const int end = min(rest, (g + 1) * per_group * XENT_STEP);
        for (int j = g * per_group * XENT_STEP + threadIdx.x * 8; j < end; j += XENT_STEP)
            max_sum_step(xs, j, rest, m, s, mn);
    }
    const float l = row_lse(x, targets, loss_rows, lse_out, v, m, s);
    // row_dlogits's vec8 loop (mn: the least of this thread's elements, which are the ones it writes)
    const bool normal = exp_sfu_normal_from(mn - l);
    const uint32_t t = targets[r];
    const float scale = seed / rows;
    T* d = dlogits + r * v;
    if constexpr (held > 0) {
#pragma unroll
        for (int k = 0; k < held; k++) {
            const int j = threadIdx.x * 8 + k * XENT_THREADS * 8;
            if (j < v) {
                float xv[8];
                unpack8<T>(hold[k], xv);
                dlogits8_of(xv, d, j, l, t, scale, normal);
            }
        }
    }
    for (int j = held_elems + threadIdx.x * 8; j < v; j += XENT_THREADS * 8) {
        float xv[8];
        load8(xs + (j - held_elems), xv);
        dlogits8_of(xv, d, j, l, t, scale, normal);
    }
}

// dlogits ·= dloss / seed where the backward's dloss is not the seed the fused forward computed
// dlogits for (a caller that promised one seed and backpropagated another); a no-op otherwise.
template <typename T>
__device__ __forceinline__ void xent_reseed(T* dlogits, long long n, const float* dloss, float seed) {
    const float d = dloss[0];
    if (__float_as_uint(d) == __float_as_uint(seed)) return;
    const float f = d / seed;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        dlogits[i] = from_f32<T>(to_f32(dlogits[i]) * f);
}

#define XENT(NAME, T)                                                                                        \
    extern "C" __global__ void __launch_bounds__(XENT_THREADS)                                               \
        xent_fwd_##NAME(const T* logits, const uint32_t* targets, float* loss_rows, float* lse, int rows, int v, \
                        int vec8) {                                                                          \
        pdl_entry();                                                                                         \
        xent_fwd<T>(logits, targets, loss_rows, lse, v, vec8);                                               \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(XENT_THREADS)                                               \
        xent_bwd_##NAME(const T* logits, const uint32_t* targets, const float* lse, const float* dloss,      \
                        T* dlogits, int rows, int v, int vec8) {                                             \
        pdl_entry();                                                                                         \
        xent_bwd<T>(logits, targets, lse, dloss, dlogits, rows, v, vec8);                                    \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(XENT_THREADS, 3)                                            \
        xent_fused_##NAME(const T* logits, const uint32_t* targets, float* loss_rows, float* lse, T* dlogits,  \
                          int rows, int v, float seed) {                                                     \
        pdl_entry();                                                                                         \
        xent_fused<T>(logits, targets, loss_rows, lse, dlogits, rows, v, seed);                              \
    }                                                                                                        \
    extern "C" __global__ void xent_reseed_##NAME(T* dlogits, long long n, const float* dloss, float seed) {   \
        pdl_entry();                                                                                           \
        xent_reseed<T>(dlogits, n, dloss, seed);                                                             \
    }

XENT(f32, float)
XENT(bf16, __nv_bfloat16)
XENT(f16, __half)
