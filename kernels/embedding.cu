// embedding.cu -- the model's input: token + position embeddings with dropout, and its backward,
// deterministic (no floating-point atomics: the same bits on every run).
//
// Math: ids [R] u32 (R = B·T rows, row r at position r % T), wte [V, C] f32, wpe [T, C] f32
// (already narrowed to the positions in use), y [R, C] f32:
//   y[r, j] = (wte[ids[r], j] + wpe[r % T, j]) · drop_factor(d, r·C + j)   (fp32, no contraction)
// Backward, with g = dy · drop_factor (the forward's mask, regenerated):
//   dwpe[t, j] = Σ_b g[b·T + t, j]                    summed over b in order
//   dwte[v, j] = Σ_{r : ids[r] = v} g[r, j]            summed over r in a fixed order
// The token table's sum runs without atomics on floats: the rows are bucketed by token id with a
// stable counting sort (integer atomics only, whose results do not depend on order; the order
// within a bucket is then fixed by ranking each row among its bucket), and each bucket is summed
// by one block: warp w takes the bucket's rows w, w + 8, ... in order, and the 8 warp sums are
// added in warp order. Why not one atomicAdd per element: fp32 atomics land in a different order
// on every run, so two runs with the same seed drifted apart at the 1e-4 level after ~10 steps.
//
// Launch contracts (all contiguous; dw, dwpe and the sort buffers need no zero-fill except
// `counts`):
//   embed_fwd[_drop]_f32(wte, wpe, ids, y, rows, t_len, c, d): grid-stride over rows·c, block 256.
//   embed_bwd_pos[_drop]_f32(dy, dwpe, batch, t_len, c, d): grid-stride over t_len·c, block 256.
//   embed_count(ids, counts, rows, vocab): counts [vocab] zeroed; grid-stride over rows.
//   embed_scan(counts, starts, cursor, vocab): ONE block of 1024; starts [vocab + 1], cursor [vocab].
//   embed_place(ids, cursor, unsorted, rows, vocab): grid-stride over rows.
//   embed_rank(ids, starts, unsorted, sorted, rows, vocab): grid-stride over rows.
//   embed_bwd_tok[_drop]_f32(dy, sorted, starts, dw, c, d): grid (vocab, ceil(c / 128)), block 256.
// Ids >= vocab are skipped on the device (the CPU reference refuses them; the model only looks up
// ids its vocabulary produced). CPU reference: `Embed::cpu_fwd` and `EmbedTokGrad::cpu_fwd` in
// src/ops/embedding.rs.

#include "common.cuh"

#define GRID_STRIDE(i, n) \
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += (long long)gridDim.x * blockDim.x)

template <bool DROP>
__device__ __forceinline__ float masked(float v, const Dropout& d, long long idx) {
    return DROP ? __fmul_rn(v, drop_factor(d, (unsigned long long)idx)) : v;
}

template <bool DROP>
__device__ __forceinline__ void embed_fwd(const float* wte, const float* wpe, const uint32_t* ids, float* y, long long rows,
                                          int t_len, int c, const Dropout& d) {
    GRID_STRIDE(i, rows * c) {
        const long long r = i / c;
        const int j = (int)(i - r * c);
        const float v = __fadd_rn(wte[(long long)ids[r] * c + j], wpe[(long long)(r % t_len) * c + j]);
        y[i] = masked<DROP>(v, d, i);
    }
}

template <bool DROP>
__device__ __forceinline__ void embed_bwd_pos(const float* dy, float* dwpe, int batch, int t_len, int c, const Dropout& d) {
    const long long plane = (long long)t_len * c;
    GRID_STRIDE(i, plane) {
        float acc = 0.f;
        for (int b = 0; b < batch; ++b) acc = __fadd_rn(acc, masked<DROP>(dy[b * plane + i], d, b * plane + i));
        dwpe[i] = acc;
    }
}

extern "C" __global__ void embed_count(const uint32_t* ids, unsigned* counts, long long rows, int vocab) {
    GRID_STRIDE(r, rows) {
        const uint32_t v = ids[r];
        if (v < (uint32_t)vocab) atomicAdd(&counts[v], 1u);
    }
}

// Exclusive prefix sum of counts into starts (starts[vocab] = total) and a copy into cursor, by one
// block of 1024 threads: each thread sums a contiguous chunk, the chunk sums are scanned in shared
// memory, then each thread writes its chunk's prefixes.
extern "C" __global__ void embed_scan(const unsigned* counts, unsigned* starts, unsigned* cursor, int vocab) {
    __shared__ unsigned sums[1024];
    const int per = (vocab + 1023) / 1024;
    const int lo = threadIdx.x * per, hi = min(lo + per, vocab);
    unsigned s = 0;
    for (int v = lo; v < hi; ++v) s += counts[v];
    sums[threadIdx.x] = s;
    __syncthreads();
    for (int off = 1; off < 1024; off *= 2) {  // Hillis-Steele inclusive scan
        const unsigned add = threadIdx.x >= off ? sums[threadIdx.x - off] : 0u;
        __syncthreads();
        sums[threadIdx.x] += add;
        __syncthreads();
    }
    unsigned run = threadIdx.x > 0 ? sums[threadIdx.x - 1] : 0u;
    for (int v = lo; v < hi; ++v) {
        starts[v] = run;
        cursor[v] = run;
        run += counts[v];
    }
    if (threadIdx.x == 1023) starts[vocab] = sums[1023];
}

// Rows into their buckets, in whatever order the atomics hand out the slots.
extern "C" __global__ void embed_place(const uint32_t* ids, unsigned* cursor, unsigned* unsorted, long long rows,
                                       int vocab) {
    GRID_STRIDE(r, rows) {
        const uint32_t v = ids[r];
        if (v < (uint32_t)vocab) unsorted[atomicAdd(&cursor[v], 1u)] = (unsigned)r;
    }
}

// The fixed order: each row moves to slot starts[v] + (number of rows of its bucket before it).
extern "C" __global__ void embed_rank(const uint32_t* ids, const unsigned* starts, const unsigned* unsorted,
                                      unsigned* sorted, long long rows, int vocab) {
    GRID_STRIDE(r, rows) {
        const uint32_t v = ids[r];
        if (v >= (uint32_t)vocab) continue;
        const unsigned lo = starts[v], hi = starts[v + 1];
        unsigned rank = 0;
        for (unsigned k = lo; k < hi; ++k) rank += unsorted[k] < (unsigned)r;
        sorted[lo + rank] = (unsigned)r;
    }
}

// One block per (token v, 128 columns): 8 warps stride over the bucket's rows, 4 columns a lane.
template <bool DROP>
__device__ __forceinline__ void embed_bwd_tok(const float* dy, const unsigned* sorted, const unsigned* starts, float* dw,
                                              int c, const Dropout& d) {
    __shared__ float part[8][128];
    const int v = blockIdx.x, warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int col0 = blockIdx.y * 128;
    const unsigned lo = starts[v], hi = starts[v + 1];
    float acc[4] = {0.f, 0.f, 0.f, 0.f};
    for (unsigned k = lo + warp; k < hi; k += 8) {
        const long long base = (long long)sorted[k] * c;
#pragma unroll
        for (int q = 0; q < 4; ++q) {
            const int j = col0 + lane + 32 * q;
            if (j < c) acc[q] = __fadd_rn(acc[q], masked<DROP>(dy[base + j], d, base + j));
        }
    }
#pragma unroll
    for (int q = 0; q < 4; ++q) part[warp][lane + 32 * q] = acc[q];
    __syncthreads();
    if (threadIdx.x < 128 && col0 + threadIdx.x < c) {
        float s = part[0][threadIdx.x];
        for (int w = 1; w < 8; ++w) s = __fadd_rn(s, part[w][threadIdx.x]);
        dw[(long long)v * c + col0 + threadIdx.x] = s;
    }
}

#define EMBED(SUFFIX, DROP)                                                                                      \
    extern "C" __global__ void embed_fwd##SUFFIX##_f32(const float* wte, const float* wpe, const uint32_t* ids,  \
                                                      float* y, long long rows, int t_len, int c, Dropout d) {  \
        embed_fwd<DROP>(wte, wpe, ids, y, rows, t_len, c, d);                                                    \
    }                                                                                                            \
    extern "C" __global__ void embed_bwd_pos##SUFFIX##_f32(const float* dy, float* dwpe, int batch, int t_len,   \
                                                          int c, Dropout d) {                                   \
        embed_bwd_pos<DROP>(dy, dwpe, batch, t_len, c, d);                                                       \
    }                                                                                                            \
    extern "C" __global__ void embed_bwd_tok##SUFFIX##_f32(const float* dy, const unsigned* sorted,              \
                                                          const unsigned* starts, float* dw, int c, Dropout d) { \
        embed_bwd_tok<DROP>(dy, sorted, starts, dw, c, d);                                                       \
    }

EMBED(, false)
EMBED(_drop, true)
