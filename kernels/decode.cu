// decode.cu -- one generated token through the whole GPT, as a chain of small kernels that a
// CUDA graph replays once per token (src/ops/decode.rs builds and captures the chain; docs/DESIGN.md
// §7, "Decoding"). Every buffer is allocated once: the KV cache, the residual stream, the
// activations and the logits live at fixed addresses, and each row's position and cache row are
// read from device memory, so the one captured graph serves every position. A row is one token
// of one sequence: decoding runs one row per sequence; a prefill runs several positions of each
// sequence as rows of one pass (launched directly), the causal order kept by the launch order
// (every row's keys and values are written before any row's attention reads them).
//
// Dtypes    T = bf16 | f16 | f32: the compute dtype (weights' compute copies, activations, the
//           KV cache, the logits). The residual stream x is fp32, the embedding rows and the
//           LayerNorm parameters are the fp32 masters: as in the model's forward pass.
// Rounding  where the model's cached forward pass rounds (src/model/block.rs), so both paths give
//           the same tokens: each Linear rounds acc + bias once to T (GELU applied before that
//           rounding); the attention scores are T(T(q·k) · T(1/sqrt(D))) as a T matmul followed
//           by a T scale gives them, the softmax is fp32 and its probabilities are rounded to T
//           before P·V, which sums in fp32 and rounds once.
// Entry points (all int arguments int32; tok, pos and slot hold one value per row):
//   decode_embed(tok, pos, wte, wpe, x, c)                 grid (rows), block 128
//       x[r, :] = wte[tok[r], :] + wpe[pos[r], :]
//   decode_gemv_<name>_r<R>_<T>(x, w, bias, gamma, beta, eps, out, rows, n, k, split)
//       grid (ceil(n / (DEC_WARPS / split))), block DEC_BLOCK; acc[r, n] = Σ_k in[r, k]·w[n, k]
//       (fp32, one warp per column, `split` warps share K and add their shares in order) for
//       rows <= R (R = 1 or DEC_MAX_ROWS) starting at row out.row0, where `in` is
//         ln_*      LayerNorm(x) of the fp32 residual stream x with (gamma, beta, eps), rounded
//                   to T (the statistics two-pass, as layernorm.cu), normalised once per block
//                   into rows·k elements of dynamic shared memory
//         residual  x itself, T (the attention output, the GELU output)
//       then the epilogue:
//         ln_store  y[r, n] = T(acc + bias[n])          (bias may be null: the LM head)
//         ln_gelu   y[r, n] = T(gelu(acc + bias[n]))
//         residual  xres[r, n] += f32(T(acc + bias[n]))  (the residual stream, in place)
//         ln_qkv    T(acc + bias[n]) to q[r, n] (n < C), else into the K or V cache at
//                   [slot[r], head, pos[r], d] (cache layout [sequences, H, tmax, D])
//   decode_attention_d<D>_<T>(q, kc, vc, y, pos, slot, heads, tmax, scale)
//       grid (heads, rows), block DEC_ATT_THREADS = 256, smem (tmax + 416) floats;
//       y[r, h·D + d] over the keys 0..=pos[r] of cache row slot[r]
//   decode_argmax_<T>(logits, ld, n, tok, pos)            grid (rows), block 1024
//       tok[r] = the first index of the largest of logits[r, 0..n), then pos[r] += 1 (greedy
//       decoding without the host: the next replay embeds the token just picked)
// Limits    k % 8 == 0 and every operand 16-byte aligned (the host checks); n, k < 2^31.
// Accum     fp32. No fast-math (gelu_f uses __expf as bias_act.cu does).
// Reference the model's own cached forward pass (`Gpt::forward_cached`), which the GPU tests
//           compare with (tests/gpu), and the fp32 CPU model for the f32 instantiation.

#include <math_constants.h>

#include "common.cuh"

#define DEC_WARPS 8
#define DEC_BLOCK (DEC_WARPS * WARP_SIZE)
#define DEC_MAX_ROWS 8
#define DEC_UNROLL 4
#define DEC_ATT_THREADS 256

#define EPI_STORE 0
#define EPI_GELU 1
#define EPI_RESIDUAL 2
#define EPI_QKV 3

// Where a GEMV's result goes (one struct: the epilogues need different subsets).
struct DecOut {
    void* y;          // store, gelu: [rows, n] T; qkv: q [rows, C] T
    float* xres;      // residual: the fp32 stream [rows, n]
    void* k_cache;    // qkv: [rows, H, tmax, D] T
    void* v_cache;
    const int* pos;   // qkv: each row's position
    const int* slot;  // qkv: each row's cache row (its sequence)
    int c;            // qkv: d_model (n = 3c)
    int head_dim;     // qkv: D
    int tmax;         // qkv: positions per cache row
    int row0;         // the first row this launch serves (batches above DEC_MAX_ROWS)
};

// v rounded to T and widened back (exact for f32).
template <typename T> __device__ __forceinline__ float round_to(float v) { return to_f32(from_f32<T>(v)); }

template <typename T, int EPI>
__device__ __forceinline__ void dec_epilogue(const DecOut& o, const T* bias, int r, int n, int n_out, float acc) {
    float v = acc + (bias ? to_f32(bias[n]) : 0.f);
    if (EPI == EPI_GELU) v = gelu_f(v);
    const T t = from_f32<T>(v);
    if (EPI == EPI_STORE || EPI == EPI_GELU) {
        static_cast<T*>(o.y)[(size_t)r * n_out + n] = t;
    } else if (EPI == EPI_RESIDUAL) {
        o.xres[(size_t)r * n_out + n] += to_f32(t);
    } else {  // EPI_QKV
        const int part = n / o.c, j = n - part * o.c;
        if (part == 0) {
            static_cast<T*>(o.y)[(size_t)r * o.c + j] = t;
        } else {
            const int heads = o.c / o.head_dim, h = j / o.head_dim, d = j - h * o.head_dim;
            T* cache = static_cast<T*>(part == 1 ? o.k_cache : o.v_cache);
            cache[(((size_t)o.slot[r] * heads + h) * o.tmax + o.pos[r]) * o.head_dim + d] = t;
        }
    }
}

// The input rows' 8 elements at column k0 of row r: from the block's normalised copy in shared
// memory (LN) or from the T activations in global memory.
template <typename T, bool LN>
__device__ __forceinline__ void dec_load_x(const T* x, size_t off, float out[8]) {
    if (LN) {
        load8<Ld::Plain>(x + off, out);
    } else {
        load8_f32(x + off, out);
    }
}

// One warp per output column n (`split` warps per column share K), R register accumulators.
// LN: x is the fp32 residual stream and the GEMV's input is LayerNorm(x) with (gamma, beta): warp
// r computes row r's statistics, the block writes the normalised rows, rounded to T, into shared
// memory (rows·k elements of dynamic smem), and the warps read them from there. So no LayerNorm
// kernel and no normalised copy in global memory sit between the residual add and the GEMV.
template <typename T, int R, int EPI, bool LN>
__device__ __forceinline__ void dec_gemv(const void* __restrict__ x, const T* __restrict__ w,
                                         const T* __restrict__ bias, const float* __restrict__ gamma,
                                         const float* __restrict__ beta, float eps, const DecOut& o,
                                         int rows, int n_out, int k, int split) {
    __shared__ float partial[DEC_WARPS][R];
    __shared__ float stats[2][R];
    extern __shared__ __align__(16) unsigned char dec_smem[];
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const int n = blockIdx.x * (DEC_WARPS / split) + warp / split;
    const int part = warp % split;
    const bool active = n < n_out;  // no early return: the block meets at __syncthreads
    const size_t x0 = (size_t)o.row0 * k;
    const T* xr;
    if (LN) {
        const float* xf = static_cast<const float*>(x) + x0;
        if (warp < rows) {
            float mean, rstd;
            row_stats_strided(xf + (size_t)warp * k, k, lane, eps, mean, rstd);
            if (lane == 0) {
                stats[0][warp] = mean;
                stats[1][warp] = rstd;
            }
        }
        __syncthreads();
        T* xs = reinterpret_cast<T*>(dec_smem);
        for (int i = threadIdx.x; i < rows * k; i += blockDim.x) {
            const int r = i / k, j = i - r * k;
            xs[i] = from_f32<T>((xf[i] - stats[0][r]) * stats[1][r] * gamma[j] + beta[j]);
        }
        __syncthreads();
        xr = xs;
    } else {
        xr = static_cast<const T*>(x) + x0;
    }
    float acc[R];
#pragma unroll
    for (int r = 0; r < R; r++) acc[r] = 0.f;
    if (active) {
        const T* wrow = w + (size_t)n * k;
        const int steps = k / 8;  // step s covers [8s, 8s + 8)
        const int s_end = steps * (part + 1) / split;
        int s = steps * part / split + lane;
        for (; s + (DEC_UNROLL - 1) * WARP_SIZE < s_end; s += DEC_UNROLL * WARP_SIZE) {
            float wf[DEC_UNROLL][8];
#pragma unroll
            for (int u = 0; u < DEC_UNROLL; u++) load8<Ld::Stream>(wrow + (size_t)(s + u * WARP_SIZE) * 8, wf[u]);
#pragma unroll
            for (int u = 0; u < DEC_UNROLL; u++) {
                const int k0 = (s + u * WARP_SIZE) * 8;
#pragma unroll
                for (int r = 0; r < R; r++) {
                    if (r < rows) {
                        float xf[8];
                        dec_load_x<T, LN>(xr, (size_t)r * k + k0, xf);
#pragma unroll
                        for (int i = 0; i < 8; i++) acc[r] = fmaf(xf[i], wf[u][i], acc[r]);
                    }
                }
            }
        }
        for (; s < s_end; s += WARP_SIZE) {
            float wf[8];
            load8<Ld::Stream>(wrow + (size_t)s * 8, wf);
#pragma unroll
            for (int r = 0; r < R; r++) {
                if (r < rows) {
                    float xf[8];
                    dec_load_x<T, LN>(xr, (size_t)r * k + (size_t)s * 8, xf);
#pragma unroll
                    for (int i = 0; i < 8; i++) acc[r] = fmaf(xf[i], wf[i], acc[r]);
                }
            }
        }
    }
#pragma unroll
    for (int r = 0; r < R; r++) acc[r] = warp_reduce_sum(acc[r]);
    if (split == 1) {
        if (active) {
#pragma unroll
            for (int r = 0; r < R; r++) {
                if (r < rows && lane == r) dec_epilogue<T, EPI>(o, bias, o.row0 + r, n, n_out, acc[r]);
            }
        }
        return;
    }
    if (lane == 0) {
#pragma unroll
        for (int r = 0; r < R; r++) partial[warp][r] = acc[r];
    }
    __syncthreads();
    if (active && part == 0 && lane < rows) {  // the shares added in order: the same bits every run
        float total = 0.f;
        for (int p = 0; p < split; p++) total += partial[warp + p][lane];
        dec_epilogue<T, EPI>(o, bias, o.row0 + lane, n, n_out, total);
    }
}

#define DEC_GEMV(T, SUFFIX, EPI, LN, NAME)                                                         \
    extern "C" __global__ void __launch_bounds__(DEC_BLOCK)                                        \
        decode_gemv_##NAME##_r1_##SUFFIX(const void* x, const T* w, const T* bias,                 \
                                         const float* gamma, const float* beta, float eps,         \
                                         DecOut o, int rows, int n, int k, int split) {            \
        pdl_entry();                                                                               \
        dec_gemv<T, 1, EPI, LN>(x, w, bias, gamma, beta, eps, o, 1, n, k, split);                  \
    }                                                                                              \
    extern "C" __global__ void __launch_bounds__(DEC_BLOCK)                                        \
        decode_gemv_##NAME##_r8_##SUFFIX(const void* x, const T* w, const T* bias,                 \
                                         const float* gamma, const float* beta, float eps,         \
                                         DecOut o, int rows, int n, int k, int split) {            \
        pdl_entry();                                                                               \
        dec_gemv<T, DEC_MAX_ROWS, EPI, LN>(x, w, bias, gamma, beta, eps, o, rows, n, k, split);    \
    }

// The four GEMVs of the chain: LayerNorm → QKV, attention output → residual, LayerNorm → MLP
// up-projection + GELU, MLP down-projection → residual; and the final LayerNorm → LM head.
#define DEC_GEMVS(T, SUFFIX)                                \
    DEC_GEMV(T, SUFFIX, EPI_QKV, true, ln_qkv)              \
    DEC_GEMV(T, SUFFIX, EPI_RESIDUAL, false, residual)      \
    DEC_GEMV(T, SUFFIX, EPI_GELU, true, ln_gelu)            \
    DEC_GEMV(T, SUFFIX, EPI_STORE, true, ln_store)

DEC_GEMVS(__nv_bfloat16, bf16)
DEC_GEMVS(__half, f16)
DEC_GEMVS(float, f32)

extern "C" __global__ void decode_embed(const unsigned* tok, const int* pos, const float* wte,
                                        const float* wpe, float* x, int c) {
    pdl_entry();
    const int r = blockIdx.x;
    const float* te = wte + (size_t)tok[r] * c;
    const float* pe = wpe + (size_t)pos[r] * c;
    for (int i = threadIdx.x; i < c; i += blockDim.x) x[(size_t)r * c + i] = te[i] + pe[i];
}

// Sum (MAX = false) or max over the block of one value per thread; every thread gets the result.
// `red` holds 32 floats; the block has at most 1024 threads.
template <bool MAX>
__device__ __forceinline__ float block_reduce(float v, float* red) {
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const int warps = (blockDim.x + WARP_SIZE - 1) / WARP_SIZE;
#pragma unroll
    for (int off = WARP_SIZE / 2; off > 0; off /= 2) {
        const float o = __shfl_xor_sync(0xffffffffu, v, off);
        v = MAX ? fmaxf(v, o) : v + o;
    }
    __syncthreads();  // red may still be read from the previous call
    if (lane == 0) red[warp] = v;
    __syncthreads();
    float t = MAX ? -CUDART_INF_F : 0.f;
    for (int i = 0; i < warps; i++) t = MAX ? fmaxf(t, red[i]) : t + red[i];  // in order
    return t;
}

// One block of DEC_ATT_THREADS per (head, row). Scores: one key per thread at a time (its D
// elements as 16-byte loads, q from shared memory), so a long context is len / 256 rounds of
// independent loads, not a chain of warp reductions; softmax over the block; P·V with G = 256 / D
// groups of D threads, each group a strided share of the keys, the shares added in order.
template <typename T, int D>
__device__ __forceinline__ void dec_attention(const T* q, const T* kc, const T* vc, T* y,
                                              const int* pos, const int* slot, int heads, int tmax,
                                              float scale) {
    extern __shared__ float smem[];
    constexpr int G = DEC_ATT_THREADS / D;
    float* qs = smem;              // [D] the query, f32
    float* part = qs + 128;        // [G][D] partial outputs (G·D <= 256)
    float* red = part + 256;       // [32] block reductions
    float* s = red + 32;           // [tmax] scores, then probabilities
    const int h = blockIdx.x, r = blockIdx.y;
    const int len = pos[r] + 1;
    const size_t head = ((size_t)slot[r] * heads + h) * tmax * D;
    const T* qh = q + ((size_t)r * heads + h) * D;
    for (int i = threadIdx.x; i < D; i += blockDim.x) qs[i] = to_f32(qh[i]);
    __syncthreads();
    const float scale_t = round_to<T>(scale);
    for (int j = threadIdx.x; j < len; j += blockDim.x) {
        const T* kj = kc + head + (size_t)j * D;
        float acc = 0.f;
#pragma unroll
        for (int i = 0; i < D; i += 8) {
            float kf[8], qf[8];
            load8_f32(kj + i, kf);
            load8<Ld::Plain>(qs + i, qf);
#pragma unroll
            for (int e = 0; e < 8; e++) acc = fmaf(qf[e], kf[e], acc);
        }
        s[j] = round_to<T>(round_to<T>(acc) * scale_t);
    }
    __syncthreads();
    float m = -CUDART_INF_F;
    for (int j = threadIdx.x; j < len; j += blockDim.x) m = fmaxf(m, s[j]);
    m = block_reduce<true>(m, red);
    float l = 0.f;
    for (int j = threadIdx.x; j < len; j += blockDim.x) {
        const float e = expf(s[j] - m);
        s[j] = e;
        l += e;
    }
    l = block_reduce<false>(l, red);
    for (int j = threadIdx.x; j < len; j += blockDim.x) s[j] = round_to<T>(s[j] / l);
    __syncthreads();
    const int g = threadIdx.x / D, d = threadIdx.x % D;
    if (g < G) {
        float acc = 0.f;
#pragma unroll 4
        for (int j = g; j < len; j += G) acc = fmaf(s[j], to_f32(vc[head + (size_t)j * D + d]), acc);
        part[g * D + d] = acc;
    }
    __syncthreads();
    if (g == 0) {
        float t = 0.f;
#pragma unroll
        for (int i = 0; i < G; i++) t += part[i * D + d];
        y[((size_t)r * heads + h) * D + d] = from_f32<T>(t);
    }
}

template <typename T>
__device__ __forceinline__ void dec_argmax(const T* logits, int ld, int n, unsigned* tok, int* pos) {
    __shared__ float best_v[32];
    __shared__ int best_i[32];
    const int r = blockIdx.x;
    const T* row = logits + (size_t)r * ld;
    float bv = -CUDART_INF_F;
    int bi = 0x7fffffff;
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
        const float v = to_f32(row[i]);
        if (v > bv) {  // i rises: a later equal value never replaces an earlier one; NaN never wins
            bv = v;
            bi = i;
        }
    }
#pragma unroll
    for (int off = WARP_SIZE / 2; off > 0; off /= 2) {
        const float ov = __shfl_xor_sync(0xffffffffu, bv, off);
        const int oi = __shfl_xor_sync(0xffffffffu, bi, off);
        if (ov > bv || (ov == bv && oi < bi)) {
            bv = ov;
            bi = oi;
        }
    }
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    if (lane == 0) {
        best_v[warp] = bv;
        best_i[warp] = bi;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int w = 1; w < (int)(blockDim.x / WARP_SIZE); w++) {
            if (best_v[w] > bv || (best_v[w] == bv && best_i[w] < bi)) {
                bv = best_v[w];
                bi = best_i[w];
            }
        }
        tok[r] = bi == 0x7fffffff ? 0u : (unsigned)bi;  // all NaN: id 0
        pos[r] += 1;
    }
}

#define DEC_OPS(T, SUFFIX)                                                                          \
    extern "C" __global__ void decode_argmax_##SUFFIX(const T* logits, int ld, int n, unsigned* tok, \
                                                      int* pos) {                                   \
        pdl_entry();                                                                                \
        dec_argmax<T>(logits, ld, n, tok, pos);                                                     \
    }

#define DEC_ATTENTION(T, SUFFIX, D)                                                                 \
    extern "C" __global__ void decode_attention_d##D##_##SUFFIX(const T* q, const T* kc, const T* vc, \
                                                                T* y, const int* pos, const int* slot, \
                                                                int heads, int tmax, float scale) { \
        pdl_entry();                                                                                \
        dec_attention<T, D>(q, kc, vc, y, pos, slot, heads, tmax, scale);                           \
    }

#define DEC_ALL(T, SUFFIX)          \
    DEC_OPS(T, SUFFIX)              \
    DEC_ATTENTION(T, SUFFIX, 32)    \
    DEC_ATTENTION(T, SUFFIX, 64)    \
    DEC_ATTENTION(T, SUFFIX, 96)    \
    DEC_ATTENTION(T, SUFFIX, 128)

DEC_ALL(__nv_bfloat16, bf16)
DEC_ALL(__half, f16)
DEC_ALL(float, f32)
