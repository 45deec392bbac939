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
// within a bucket is then fixed by ranking each row among its bucket), the sorted rows are summed
// in fixed chunks of 64, and the chunks' partial sums of a bucket are added in chunk order. Why
// not one atomicAdd per element: fp32 atomics land in a different order on every run, so two
// runs with the same seed drifted apart at the 1e-4 level after ~10 steps.
//
// Launch contracts (all contiguous; dw, dwpe and the sort buffers need no zero-fill except
// `counts`):
//   embed_fwd[_drop]_f32(wte, wpe, ids, y, rows, t_len, c, d): a block per row (grid-stride over
//     rows), block 256.
//   embed_bwd_pos[_drop]_f32(dy, dwpe, batch, t_len, c, d): grid-stride over t_len·c, block 256.
//   embed_count(ids, counts, rows, vocab): counts [vocab] zeroed; grid-stride over rows.
//   embed_scan(counts, starts, cursor, vocab): ONE block of 1024; starts [vocab + 1], cursor [vocab].
//   embed_place(ids, cursor, unsorted, rows, vocab): grid-stride over rows.
//   embed_rank(ids, starts, unsorted, sorted, rows, vocab): grid-stride over the bucket slots.
//   embed_bwd_tok[_drop]_f32(dy, ids, sorted, starts, dw, part_first, part_last, vocab, c, d):
//     grid (ceil(rows / 64), ceil(c / 128)), block 128; part_* [ceil(rows / 64), c].
//   embed_bwd_tok_finish(part_first, part_last, starts, dw, vocab, c): a block per token
//     (grid-stride over vocab), block 256.
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

// A block per row (grid-stride over rows), threads over its columns: no 64-bit division per
// element.
template <bool DROP>
__device__ __forceinline__ void embed_fwd(const float* wte, const float* wpe, const uint32_t* ids, float* y, long long rows,
                                          int t_len, int c, const Dropout& d) {
    for (long long r = blockIdx.x; r < rows; r += gridDim.x) {
        const float* tok = wte + (long long)ids[r] * c;
        const float* pos = wpe + (r % t_len) * c;
        for (int j = threadIdx.x; j < c; j += blockDim.x) {
            const long long i = r * c + j;
            y[i] = masked<DROP>(__fadd_rn(tok[j], pos[j]), d, i);
        }
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
    pdl_entry();
    GRID_STRIDE(r, rows) {
        const uint32_t v = ids[r];
        if (v < (uint32_t)vocab) atomicAdd(&counts[v], 1u);
    }
}

// Exclusive prefix sum of counts into starts (starts[vocab] = total) and a copy into cursor, by one
// block of 1024 threads over consecutive chunks of 4096 counts (4 per thread, coalesced): each
// chunk is scanned with warp shuffles and carried into the next.
extern "C" __global__ void embed_scan(const unsigned* counts, unsigned* starts, unsigned* cursor, int vocab) {
    pdl_entry();
    __shared__ unsigned warp_sums[32];
    __shared__ unsigned carry;
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (threadIdx.x == 0) carry = 0;
    __syncthreads();
    for (int base = 0; base < vocab; base += 4096) {
        const int v0 = base + 4 * threadIdx.x;
        unsigned c[4], mine = 0;
#pragma unroll
        for (int k = 0; k < 4; ++k) {
            c[k] = v0 + k < vocab ? counts[v0 + k] : 0u;
            mine += c[k];
        }
        unsigned incl = mine;  // inclusive scan of the threads' sums within the warp
#pragma unroll
        for (int o = 1; o < 32; o *= 2) {
            const unsigned y = __shfl_up_sync(0xffffffffu, incl, o);
            if (lane >= o) incl += y;
        }
        if (lane == 31) warp_sums[warp] = incl;
        __syncthreads();
        if (warp == 0) {
            unsigned w = warp_sums[lane];
#pragma unroll
            for (int o = 1; o < 32; o *= 2) {
                const unsigned y = __shfl_up_sync(0xffffffffu, w, o);
                if (lane >= o) w += y;
            }
            warp_sums[lane] = w;
        }
        __syncthreads();
        unsigned run = carry + (warp > 0 ? warp_sums[warp - 1] : 0u) + incl - mine;
#pragma unroll
        for (int k = 0; k < 4; ++k) {
            if (v0 + k < vocab) {
                starts[v0 + k] = run;
                cursor[v0 + k] = run;
            }
            run += c[k];
        }
        __syncthreads();  // everyone has read carry and warp_sums
        if (threadIdx.x == 0) carry += warp_sums[31];
        __syncthreads();
    }
    if (threadIdx.x == 0) starts[vocab] = carry;
}

// Rows into their buckets, in whatever order the atomics hand out the slots.
extern "C" __global__ void embed_place(const uint32_t* ids, unsigned* cursor, unsigned* unsorted, long long rows,
                                       int vocab) {
    pdl_entry();
    GRID_STRIDE(r, rows) {
        const uint32_t v = ids[r];
        if (v < (uint32_t)vocab) unsorted[atomicAdd(&cursor[v], 1u)] = (unsigned)r;
    }
}

// The fixed order: each row moves to slot starts[v] + (number of rows of its bucket before it).
// A thread per bucket slot e (not per row), so a warp's threads share a bucket: one trip count,
// broadcast loads (per row, each lane walked its own bucket: 0.1 ms at the char-level shape).
extern "C" __global__ void embed_rank(const uint32_t* ids, const unsigned* starts, const unsigned* unsorted,
                                      unsigned* sorted, long long rows, int vocab) {
    pdl_entry();
    const long long total = starts[vocab];
    GRID_STRIDE(e, total) {
        const unsigned r = unsorted[e];
        const uint32_t v = ids[r];
        const unsigned lo = starts[v], hi = starts[v + 1];
        unsigned rank[4] = {0u, 0u, 0u, 0u};  // four loads in flight
        unsigned k = lo;
        for (; k + 4 <= hi; k += 4) {
#pragma unroll
            for (int q = 0; q < 4; ++q) rank[q] += unsorted[k + q] < r;
        }
        for (; k < hi; ++k) rank[0] += unsorted[k] < r;
        sorted[lo + rank[0] + rank[1] + rank[2] + rank[3]] = r;
    }
}

// The bucketed rows in chunks of EMB_CHUNK consecutive sorted slots; block (chunk, 128-column
// tile), one thread per column, walks its chunk's slots in order with a running sum per bucket.
// A bucket that begins and ends inside the chunk is written to dw directly; one that began in an
// earlier chunk leaves its partial sum in part_first[chunk], one that goes on past the chunk in
// part_last[chunk]. embed_bwd_tok_finish then adds each spanning bucket's partials in chunk
// order and writes zeros for empty buckets. With `has_base`, each row of dw is base's row plus
// the bucket's sum (one rounding, as a separate add would give): the tied embedding's rows part
// lands on its LM-head part without a zeroed table and an add pass over it. Work per block is bounded by the chunk length
// whatever the token distribution (a bucket per block serialised the space character of the
// char-level corpus: ~2,500 of 16,384 rows).
#define EMB_CHUNK 64

template <bool DROP>
__device__ __forceinline__ void embed_bwd_tok_chunk(const float* dy, const uint32_t* ids, const unsigned* sorted,
                                                    const unsigned* starts, float* dw, float* part_first,
                                                    float* part_last, const float* base, int has_base,
                                                    int vocab, int c, const Dropout& d) {
    __shared__ unsigned row[EMB_CHUNK];
    __shared__ unsigned tok[EMB_CHUNK];
    const long long k0 = (long long)blockIdx.x * EMB_CHUNK;
    const long long total = starts[vocab];  // rows with an id < vocab
    if (k0 >= total) return;
    const int n = (int)min((long long)EMB_CHUNK, total - k0);
    const long long k1 = k0 + n;
    if (threadIdx.x < n) {
        row[threadIdx.x] = sorted[k0 + threadIdx.x];
        tok[threadIdx.x] = ids[row[threadIdx.x]];
    }
    __syncthreads();
    const int j = blockIdx.y * 128 + threadIdx.x;
    if (j >= c) return;
    float acc = 0.f;
    unsigned cur = tok[0];
    for (int q = 0; q <= n; ++q) {
        if (q == n || tok[q] != cur) {  // flush bucket `cur`
            const bool begins_here = starts[cur] >= k0, ends_here = starts[cur + 1] <= k1;
            const long long out = (long long)cur * c + j;
            if (begins_here && ends_here) dw[out] = has_base ? __fadd_rn(base[out], acc) : acc;
            else if (!begins_here) part_first[blockIdx.x * (long long)c + j] = acc;
            else part_last[blockIdx.x * (long long)c + j] = acc;
            if (q == n) break;
            cur = tok[q];
            acc = 0.f;
        }
        const long long at = (long long)row[q] * c + j;
        acc = __fadd_rn(acc, masked<DROP>(dy[at], d, at));
    }
}

// dw for the buckets embed_bwd_tok_chunk did not finish: empty ones (zeros) and those spanning
// chunks (part_last of the first chunk, then part_first of each later chunk, in order); with
// `has_base`, base's row plus that (plus +0 for an empty bucket, as a separate add would give).
// Launch: a block per token (grid-stride over vocab), threads over the columns; block 256.
extern "C" __global__ void embed_bwd_tok_finish(const float* part_first, const float* part_last, const unsigned* starts,
                                                float* dw, const float* base, int has_base, int vocab, int c) {
    pdl_entry();
    for (int v = blockIdx.x; v < vocab; v += gridDim.x) {
        const unsigned lo = starts[v], hi = starts[v + 1];
        const unsigned first = lo / EMB_CHUNK, last = hi > lo ? (hi - 1) / EMB_CHUNK : first;
        if (hi > lo && first == last) continue;  // written by its chunk
        const long long row = (long long)v * c;
        for (int j = threadIdx.x; j < c; j += blockDim.x) {
            float s = 0.f;
            if (lo < hi) {
                s = part_last[(long long)first * c + j];
                for (unsigned k = first + 1; k <= last; ++k) s = __fadd_rn(s, part_first[(long long)k * c + j]);
            }
            dw[row + j] = has_base ? __fadd_rn(base[row + j], s) : s;
        }
    }
}

#define EMBED(SUFFIX, DROP)                                                                                      \
    extern "C" __global__ void embed_fwd##SUFFIX##_f32(const float* wte, const float* wpe, const uint32_t* ids,  \
                                                      float* y, long long rows, int t_len, int c, Dropout d) {  \
        pdl_entry();                                                                                            \
        embed_fwd<DROP>(wte, wpe, ids, y, rows, t_len, c, d);                                                    \
    }                                                                                                            \
    extern "C" __global__ void embed_bwd_pos##SUFFIX##_f32(const float* dy, float* dwpe, int batch, int t_len,   \
                                                          int c, Dropout d) {                                   \
        pdl_entry();                                                                                            \
        embed_bwd_pos<DROP>(dy, dwpe, batch, t_len, c, d);                                                       \
    }                                                                                                            \
    extern "C" __global__ void embed_bwd_tok##SUFFIX##_f32(const float* dy, const uint32_t* ids,                 \
                                                          const unsigned* sorted, const unsigned* starts,       \
                                                          float* dw, float* part_first, float* part_last,       \
                                                          const float* base, int has_base, int vocab, int c,    \
                                                          Dropout d) {                                          \
        pdl_entry();                                                                                            \
        embed_bwd_tok_chunk<DROP>(dy, ids, sorted, starts, dw, part_first, part_last, base, has_base, vocab, c,   \
                                  d);                                                                            \
    }

EMBED(, false)
EMBED(_drop, true)
