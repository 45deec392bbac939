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
//   embed_fwd[_drop]_f32(wte, wpe, ids, y, rows, t_len, c, d): grid-stride over rows·c, block 256.
//   embed_bwd_pos[_drop]_f32(dy, dwpe, batch, t_len, c, d): grid-stride over t_len·c, block 256.
//   embed_count(ids, counts, rows, vocab): counts [vocab] zeroed; grid-stride over rows.
//   embed_scan(counts, starts, cursor, vocab): ONE block of 1024; starts [vocab + 1], cursor [vocab].
//   embed_place(ids, cursor, unsorted, rows, vocab): grid-stride over rows.
//   embed_rank(ids, starts, unsorted, sorted, rows, vocab): grid-stride over rows.
//   embed_bwd_tok[_drop]_f32(dy, ids, sorted, starts, dw, part_first, part_last, vocab, c, d):
//     grid (ceil(rows / 64), ceil(c / 128)), block 128; part_* [ceil(rows / 64), c].
//   embed_bwd_tok_finish(part_first, part_last, starts, dw, vocab, c): grid-stride over vocab·c.
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

// The bucketed rows in chunks of EMB_CHUNK consecutive sorted slots; block (chunk, 128-column
// tile), one thread per column, walks its chunk's slots in order with a running sum per bucket.
// A bucket that begins and ends inside the chunk is written to dw directly; one that began in an
// earlier chunk leaves its partial sum in part_first[chunk], one that goes on past the chunk in
// part_last[chunk]. embed_bwd_tok_finish then adds each spanning bucket's partials in chunk
// order and writes zeros for empty buckets. Work per block is bounded by the chunk length
// whatever the token distribution (a bucket per block serialised the space character of the
// char-level corpus: ~2,500 of 16,384 rows).
#define EMB_CHUNK 64

template <bool DROP>
__device__ __forceinline__ void embed_bwd_tok_chunk(const float* dy, const uint32_t* ids, const unsigned* sorted,
                                                    const unsigned* starts, float* dw, float* part_first,
                                                    float* part_last, int vocab, int c, const Dropout& d) {
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
            if (begins_here && ends_here) dw[(long long)cur * c + j] = acc;
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
// chunks (part_last of the first chunk, then part_first of each later chunk, in order).
// Launch: grid-stride over vocab·c, block 256.
extern "C" __global__ void embed_bwd_tok_finish(const float* part_first, const float* part_last, const unsigned* starts,
                                                float* dw, int vocab, int c) {
    GRID_STRIDE(i, (long long)vocab * c) {
        const int v = (int)(i / c), j = (int)(i - (long long)v * c);
        const unsigned lo = starts[v], hi = starts[v + 1];
        if (lo == hi) {
            dw[i] = 0.f;
            continue;
        }
        const unsigned first = lo / EMB_CHUNK, last = (hi - 1) / EMB_CHUNK;
        if (first == last) continue;  // written by its chunk
        float s = part_last[(long long)first * c + j];
        for (unsigned k = first + 1; k <= last; ++k) s = __fadd_rn(s, part_first[(long long)k * c + j]);
        dw[i] = s;
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
    extern "C" __global__ void embed_bwd_tok##SUFFIX##_f32(const float* dy, const uint32_t* ids,                 \
                                                          const unsigned* sorted, const unsigned* starts,       \
                                                          float* dw, float* part_first, float* part_last,       \
                                                          int vocab, int c, Dropout d) {                        \
        embed_bwd_tok_chunk<DROP>(dy, ids, sorted, starts, dw, part_first, part_last, vocab, c, d);              \
    }

EMBED(, false)
EMBED(_drop, true)
