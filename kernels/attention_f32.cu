// attention_f32.cu -- fused causal self-attention in fp32 (FlashAttention-2 recipe), forward and
// backward, as SIMT math on the CUDA cores: every product is an fp32 FFMA (no tensor cores, no
// TF32). The fp32 twin of attention.cu: same math, same launch arguments, same L and D.
//
// Math, per (b, h) and query row i (s = 1/sqrt(Dh), keys j <= i only):
//   S_ij = s · q_i·k_j,  L_i = logsumexp_j S_ij,  P_ij = exp(S_ij - L_i),  o_i = Σ_j P_ij v_j
//   backward: D_i = Σ_d dO_id O_id;  dV_j = Σ_i P_ij dO_i;  dP_ij = dO_i·v_j;
//             dS_ij = P_ij (dP_ij - D_i);  dQ_i = s Σ_j dS_ij k_j;  dK_j = s Σ_i dS_ij q_i
// Online softmax (forward): per 64-key tile, running max m and sum l (log2 units: scores are
// multiplied by s·log2(e) and exp2 is used); O is rescaled by exp2(m_old - m_new). Nothing of
// size T×T is stored: memory is O(B·H·T·Dh) (+ L and D, [B·H·T] fp32).
// exp2 is ex2.approx.ftz (one MUFU op, rel. error ~2^-22; results below 2^-126 flush to 0).
//
// Operands: q, k, v, o, dO, dq, dk, dv fp32, placed by `Strides` (as in attention.cu):
// contiguous [BH, T, Dh] each, or q, k, v packed in one [B, T, 3C] tensor with o and dO in
// [B, T, C] and dq, dk, dv in [B, T, 3C]; base pointers and row strides 16-byte aligned (the
// tile loads are 16-byte cp.async; ops/attention checks, and copies an unaligned view);
// Dh ∈ {32, 64, 96, 128} (template DH). L (lse) [BH, T] fp32 in log2 units of the scaled
// scores: L = log2 Σ_j exp2(S_ij·log2 e), so P_ij = exp2(S_ij·log2 e - L_i): the units
// attention.cu uses. Everything (products, max, sums, exp, L, D, P, dS) is fp32; O is divided
// by l in fp32. dq, dk, dv are each accumulated in registers by the one block that owns the
// row and written once (no atomics, no zeroed buffer): two runs give the same bits.
// Dropout on P (training): element (bh, i, j) takes common.cuh's drop_factor at index
// (bh·T + i)·T + j, exactly as attention.cu, so the masks are the bf16 path's and the CPU's.
//
// Tiling. Every block works on 64-row tiles held in shared memory, row-major with rows padded
// to DH + 4 floats (operand tiles) or 64 + 16 floats (the P / dS tile). A warp owns 2·RT rows
// of its block's 64 (RT = 8 for Dh <= 64: 4 warps, 128 threads; RT = 4 above: 8 warps, 256
// threads, which halves the accumulators per thread). Lane = 2·cg + rh: a thread holds rows
// warp·2RT + rh + 2r (r < RT) and, of a 64-column score tile, columns cg + 16c (c < 4): a
// register micro-tile of RT × 4 scores, built from float4 shared loads along the reduction
// dimension (RT + 4 LDS.128 per 4·RT·4 FFMA). Of a Dh-wide result (O, dQ, dK, dV) it holds the
// same rows and Dh/16 columns: VEC·cg + 16·VEC·u + e (VEC = 4 for Dh = 64, 128, else 2). The
// strides make every shared load conflict-free: the two rows a warp reads (rh = 0, 1) differ
// by DH + 4 ≡ 4 (or 80 ≡ 16) banks, the 16 columns are 16 consecutive rows or vectors.
// Score tiles above the causal diagonal are skipped (only the diagonal tile is masked); the
// row max and sum of a row are reduced over its 16 lanes with shuffles (fixed order).
// Loads are cp.async, split so that each overlaps a tile product: e.g. in the forward K of the
// next tile loads while P·V runs and V of the next tile while Q·Kᵀ runs (single buffers).
//
// Kernels and launch contract (src/ops/attention/cuda.rs matches it), THREADS = 1024 / RT
// (128 for Dh <= 64, 256 above), LD = DH + 4, LP = 80, n = ceil(T / 64):
//   attention_fwd[_drop]_f32_d<DH>(q, k, v, o, lse, T, scale_log2, strides, dropout)
//     grid (n, BH), block THREADS, dynamic smem (3·64·LD + 64·LP)·4 bytes (Q, K, V, P tiles).
//     blockIdx.x is reversed: the longest rows start first.
//   attention_bwd_dq[_drop]_f32_d<DH>(q, k, v, o, dO, lse, D, dq, T, scale, scale_log2, strides, dropout)
//     grid (n, BH), block THREADS, dynamic smem (4·64·LD + 64·LP)·4 bytes (Q, dO, K, V, dS);
//     writes D = rowsum(dO ∘ O) [BH, T] fp32 and dq.
//   attention_bwd_dkdv[_drop]_f32_d<DH>(q, k, v, dO, lse, D, dk, dv, T, scale, scale_log2, strides, dropout)
//     launched after attention_bwd_dq (it reads D); grid (n, BH) (block x owns keys 64x..64x+63
//     and walks the query tiles at or below the diagonal: x = 0 has the most and starts first),
//     block THREADS, dynamic smem (4·64·LD + 2·64·LP + 2·64)·4 bytes (K, V, Q, dO, Pᵀ, dSᵀ, L, D).
//   Smem runs from 48,128 (forward, Dh 32) to 176,640 bytes (dK/dV, Dh 128): above 48 KiB the
//   caller raises CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES.
//   Limits: BH <= 65535 (grid.y), 3·BH·T·Dh < 2^31 (the host checks it: int row offsets inside
//   a batch element, size_t for the head base and the stores).
// Expected bottleneck: FFMA issue (the micro-tiles give ~90 % FFMA among the inner loops'
// instructions); shared-memory bandwidth is about half used.
// CPU reference: src/ops/attention/cpu.rs; tests/gpu/attention.rs checks both against f64.

#include "common.cuh"
#include <math_constants.h>

#define ATT_TILE 64  // query rows per forward / dq block = keys per tile = key rows per dK/dV block
#define ATT_LP 80    // row stride of the P / dS tiles, floats: 80 ≡ 16 banks, so rh = 0, 1 never collide

// Rows per thread: 8 (128 threads) up to Dh 64; 4 (256 threads) above, so that dK and dV
// (2 · RT · Dh/16 accumulators) stay in registers.
template <int DH> struct Rows { static constexpr int value = DH <= 64 ? 8 : 4; };
// Floats per vector a thread reads of a Dh-wide row: 4 where Dh is a multiple of 64 (16 lanes
// × 4 = 64 columns per step), else 2 (16 × 2 = 32).
template <int DH> struct Vec { static constexpr int value = DH % 64 == 0 ? 4 : 2; };

// Where head (b, h) = (blockIdx.y / n_head, blockIdx.y % n_head) lives in each operand; the
// same struct as attention.cu's (one kernel argument, src/ops/attention/cuda.rs mirrors it).
struct Strides {
    int n_head;
    int head_dim;
    int rs_in;    // q, k, v
    int rs_out;   // o, dO
    int rs_grad;  // dq, dk, dv
    int pad;
    __device__ __forceinline__ size_t base(int t_len, int rs) const {
        return (size_t)(blockIdx.y / n_head) * t_len * rs + (size_t)(blockIdx.y % n_head) * head_dim;
    }
    __device__ __forceinline__ size_t in_base(int t_len) const { return base(t_len, rs_in); }
    __device__ __forceinline__ size_t out_base(int t_len) const { return base(t_len, rs_out); }
    __device__ __forceinline__ size_t grad_base(int t_len) const { return base(t_len, rs_grad); }
};

// 2^x in one MUFU instruction (as attention.cu). 2^-inf = 0.
__device__ __forceinline__ float fast_exp2(float x) {
    float y;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
    return y;
}

// Asynchronous tile loads: common.cuh's cp_async16 / cp_async4 / cp_async_commit / cp_async_wait.

// Rows row0..row0+63 of a head (global row stride rs floats) into smem (row stride DH + 4),
// asynchronously; rows >= T are zeros (so they add nothing and can never be NaN). Thread t
// copies chunk t % CHUNKS of rows t / CHUNKS + RSTEP·n: one row step and one column per thread,
// so the addresses it keeps across the tile loop are few. Int offsets inside a head: T·rs
// < 2^31 (the host's bound on 3·BH·T·Dh implies it).
template <int DH, int THREADS>
__device__ __forceinline__ void load_tile(float* s, const float* g, int row0, int t_len, int rs) {
    constexpr int CHUNKS = DH / 4;  // 16-byte chunks per row
    // Rows per pass: THREADS / CHUNKS rounded down to a power of two, so that it divides 64
    // (Dh 96 on 256 threads: 8 rows of 24 chunks, 64 threads idle).
    constexpr int RSTEP = THREADS / CHUNKS >= 16 ? 16 : THREADS / CHUNKS >= 8 ? 8 : 4;
    static_assert(RSTEP * CHUNKS <= THREADS && ATT_TILE % RSTEP == 0, "one pass covers RSTEP rows");
    if (threadIdx.x >= RSTEP * CHUNKS) return;
    const int r = threadIdx.x / CHUNKS, c = (threadIdx.x % CHUNKS) * 4;
#pragma unroll
    for (int n = 0; n < ATT_TILE / RSTEP; n++) {
        const int row = row0 + r + n * RSTEP;
        const bool ok = row < t_len;
        cp_async16(s + (r + n * RSTEP) * (DH + 4) + c, g + (ok ? row * rs + c : 0), ok);
    }
}

// 64 floats v[row0..row0+63] into smem (zeros for rows >= T), by threads [first, first + 64).
__device__ __forceinline__ void load_row_vec(float* s, const float* g, int row0, int t_len, int first) {
    const int i = threadIdx.x - first, r = row0 + i;
    if (i >= 0 && i < ATT_TILE) cp_async4(s + i, r < t_len ? g + r : g, r < t_len);
}

// ---- the two register-tiled products ----------------------------------------------------------
// c[r][c4] += Σ_k a[2r·LDA + k] · b[16·c4·LDB + k] for k < K: this thread's RT × 4 micro-tile
// of A·Bᵀ with A and B both row-major in smem; a = A's row (warp·2RT + rh), b = B's row cg.
// Per 4 k: RT + 4 LDS.128 (the a rows are a warp broadcast of 2 addresses, the b rows 16
// consecutive rows) feed 16·RT FFMA.
template <int RT, int K, int LDA, int LDB>
__device__ __forceinline__ void mma_abt(float (&c)[RT][4], const float* a, const float* b) {
#pragma unroll 2
    for (int k = 0; k < K; k += 4) {
        float4 bv[4];
#pragma unroll
        for (int c4 = 0; c4 < 4; c4++) bv[c4] = *reinterpret_cast<const float4*>(b + 16 * c4 * LDB + k);
#pragma unroll
        for (int r = 0; r < RT; r++) {
            const float4 av = *reinterpret_cast<const float4*>(a + 2 * r * LDA + k);
#pragma unroll
            for (int c4 = 0; c4 < 4; c4++) {
                c[r][c4] = fmaf(av.x, bv[c4].x, c[r][c4]);
                c[r][c4] = fmaf(av.y, bv[c4].y, c[r][c4]);
                c[r][c4] = fmaf(av.z, bv[c4].z, c[r][c4]);
                c[r][c4] = fmaf(av.w, bv[c4].w, c[r][c4]);
            }
        }
    }
}

// VEC consecutive floats from smem.
template <int VEC> __device__ __forceinline__ void ld_vec(float (&x)[VEC], const float* p);
template <> __device__ __forceinline__ void ld_vec<4>(float (&x)[4], const float* p) {
    const float4 v = *reinterpret_cast<const float4*>(p);
    x[0] = v.x; x[1] = v.y; x[2] = v.z; x[3] = v.w;
}
template <> __device__ __forceinline__ void ld_vec<2>(float (&x)[2], const float* p) {
    const float2 v = *reinterpret_cast<const float2*>(p);
    x[0] = v.x; x[1] = v.y;
}

// c[r][u·VEC + e] += Σ_j a[2r·LDA + j] · b[j·LDB + 16·VEC·u + e] for j < 64: this thread's
// RT × Dh/16 micro-tile of A·B with A (the 64-column P or dS tile) and B (a 64 × Dh tile) both
// row-major in smem; a = A's row (warp·2RT + rh), b = &B[0][VEC·cg].
template <int RT, int DH, int LDA, int LDB>
__device__ __forceinline__ void mma_ab(float (&c)[RT][DH / 16], const float* a, const float* b) {
    constexpr int VEC = Vec<DH>::value, U = DH / (16 * VEC);
#pragma unroll 2
    for (int j = 0; j < ATT_TILE; j += 4) {
        float bv[4][U][VEC];  // B rows j..j+3, this thread's columns
#pragma unroll
        for (int jj = 0; jj < 4; jj++)
#pragma unroll
            for (int u = 0; u < U; u++) ld_vec<VEC>(bv[jj][u], b + (j + jj) * LDB + 16 * VEC * u);
#pragma unroll
        for (int r = 0; r < RT; r++) {
            const float4 av = *reinterpret_cast<const float4*>(a + 2 * r * LDA + j);
            const float aj[4] = {av.x, av.y, av.z, av.w};
#pragma unroll
            for (int jj = 0; jj < 4; jj++)
#pragma unroll
                for (int u = 0; u < U; u++)
#pragma unroll
                    for (int e = 0; e < VEC; e++) c[r][u * VEC + e] = fmaf(aj[jj], bv[jj][u][e], c[r][u * VEC + e]);
        }
    }
}

// Rows of a Dh-wide accumulator times `mul[r]` into global memory (row stride rs), rows >= T
// skipped; `row0` is the thread's first row (its others are row0 + 2r), col0 = VEC·cg.
template <int RT, int DH>
__device__ __forceinline__ void store_rows(float* g, const float (&c)[RT][DH / 16], const float (&mul)[RT], int row0,
                                           int col0, int t_len, int rs) {
    constexpr int VEC = Vec<DH>::value, U = DH / (16 * VEC);
#pragma unroll
    for (int r = 0; r < RT; r++) {
        const int row = row0 + 2 * r;
        if (row >= t_len) continue;
#pragma unroll
        for (int u = 0; u < U; u++) {
            float* p = g + (size_t)row * rs + col0 + 16 * VEC * u;
            const float* x = &c[r][u * VEC];
            if constexpr (VEC == 4) {
                *reinterpret_cast<float4*>(p) = make_float4(x[0] * mul[r], x[1] * mul[r], x[2] * mul[r], x[3] * mul[r]);
            } else {
                *reinterpret_cast<float2*>(p) = make_float2(x[0] * mul[r], x[1] * mul[r]);
            }
        }
    }
}

// Max / sum over the 16 lanes that share a row (lane = 2·cg + rh: the xor masks flip cg only).
__device__ __forceinline__ float row_max(float v) {
#pragma unroll
    for (int m = 2; m < WARP_SIZE; m *= 2) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, m));
    return v;
}
__device__ __forceinline__ float row_sum(float v) {
#pragma unroll
    for (int m = 2; m < WARP_SIZE; m *= 2) v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}

// This thread's place in its block: first row of its RT rows (within the 64-row tile), its
// score columns cg + 16c, and the first of its Dh-wide columns.
template <int DH>
struct Lanes {
    static constexpr int RT = Rows<DH>::value;
    int row0, cg, col0;
    __device__ __forceinline__ Lanes() {
        const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
        cg = lane >> 1;
        row0 = warp * 2 * RT + (lane & 1);
        col0 = Vec<DH>::value * cg;
    }
};

// ---- forward -----------------------------------------------------------------------------------
// Per key tile kb: S = Q Kᵀ (registers), mask (diagonal tile only), online softmax, P (dropped)
// to smem, O += P V. K of tile kb+1 loads during P·V, V of tile kb+1 during the next Q·Kᵀ.
template <int DH, bool DROP>
__device__ __forceinline__ void attention_fwd(const float* __restrict__ q, const float* __restrict__ k,
                                              const float* __restrict__ v, float* __restrict__ o,
                                              float* __restrict__ lse, int t_len, float scale_log2, Strides st,
                                              Dropout dr) {
    constexpr int RT = Rows<DH>::value, THREADS = 1024 / RT, LD = DH + 4, TE = ATT_TILE * LD, DV = DH / 16;
    extern __shared__ __align__(16) float smem[];
    float* qs = smem;      // [64][LD] this block's queries
    float* ks = qs + TE;   // [64][LD] key tile
    float* vs = ks + TE;   // [64][LD] value tile
    float* ps = vs + TE;   // [64][LP] P of the tile
    const int n_tiles = (t_len + ATT_TILE - 1) / ATT_TILE;
    const int qt = n_tiles - 1 - blockIdx.x;  // reversed: the longest rows first
    q += st.in_base(t_len); k += st.in_base(t_len); v += st.in_base(t_len); o += st.out_base(t_len);
    lse += (size_t)blockIdx.y * t_len;
    const Lanes<DH> ln;
    const int qrow0 = qt * ATT_TILE + ln.row0;  // this thread's first query row in the head

    load_tile<DH, THREADS>(qs, q, qt * ATT_TILE, t_len, st.rs_in);
    load_tile<DH, THREADS>(ks, k, 0, t_len, st.rs_in);
    cp_async_commit();
    load_tile<DH, THREADS>(vs, v, 0, t_len, st.rs_in);
    cp_async_commit();

    float oacc[RT][DV], m[RT], l[RT];  // m: running max (log2 units); l: this thread's partial sum
#pragma unroll
    for (int r = 0; r < RT; r++) {
#pragma unroll
        for (int d = 0; d < DV; d++) oacc[r][d] = 0.f;
        m[r] = -CUDART_INF_F;
        l[r] = 0.f;
    }
    cp_async_wait<1>();  // Q and K tile 0 (V tile 0 may still be in flight)
    __syncthreads();

    for (int kb = 0; kb <= qt; kb++) {
        float s[RT][4];  // S = Q Kᵀ unscaled: max and mask come before the FFMA that scales it
#pragma unroll
        for (int r = 0; r < RT; r++) s[r][0] = s[r][1] = s[r][2] = s[r][3] = 0.f;
        mma_abt<RT, DH, LD, LD>(s, qs + ln.row0 * LD, ks + ln.cg * LD);
        if (kb == qt) {  // the diagonal tile: keys after the query, and keys >= T
#pragma unroll
            for (int r = 0; r < RT; r++)
#pragma unroll
                for (int c = 0; c < 4; c++) {
                    const int key = kb * ATT_TILE + ln.cg + 16 * c;
                    if (key > qrow0 + 2 * r || key >= t_len) s[r][c] = -CUDART_INF_F;
                }
        }
#pragma unroll
        for (int r = 0; r < RT; r++) {
            // Key kb·64 <= every row of the block in every tile it visits, so each row has a
            // finite score in each tile: m is finite from tile 0 on, and exp2(m_old - m_new)
            // is exp2(-inf) = 0 the first time, never inf - inf.
            const float mx = row_max(fmaxf(fmaxf(s[r][0], s[r][1]), fmaxf(s[r][2], s[r][3])));
            const float mn = fmaxf(m[r], mx * scale_log2);
            const float alpha = fast_exp2(m[r] - mn);
            m[r] = mn;
            l[r] *= alpha;
#pragma unroll
            for (int d = 0; d < DV; d++) oacc[r][d] *= alpha;
            const unsigned long long drow = ((unsigned long long)blockIdx.y * t_len + qrow0 + 2 * r) * t_len;
#pragma unroll
            for (int c = 0; c < 4; c++) {
                // P in fp32, summed before dropout (the softmax's normaliser), then dropped.
                float p = fast_exp2(fmaf(s[r][c], scale_log2, -mn));
                l[r] += p;
                const int key = kb * ATT_TILE + ln.cg + 16 * c;
                if (DROP) p *= drop_factor(dr, drow + key);
                ps[(ln.row0 + 2 * r) * ATT_LP + ln.cg + 16 * c] = p;
            }
        }
        cp_async_wait<0>();  // V tile kb (this thread's copies)
        __syncthreads();     // P and V visible to all; every thread is done with the K tile
        if (kb < qt) {
            load_tile<DH, THREADS>(ks, k, (kb + 1) * ATT_TILE, t_len, st.rs_in);
            cp_async_commit();
        }
        mma_ab<RT, DH, ATT_LP, LD>(oacc, ps + ln.row0 * ATT_LP, vs + ln.col0);  // O += P V
        cp_async_wait<0>();  // K tile kb + 1
        __syncthreads();     // K visible; every thread is done with V and P
        if (kb < qt) {
            load_tile<DH, THREADS>(vs, v, (kb + 1) * ATT_TILE, t_len, st.rs_in);
            cp_async_commit();
        }
    }

    float inv[RT];
#pragma unroll
    for (int r = 0; r < RT; r++) {
        const float sum = row_sum(l[r]);  // >= 1: the max gives 1
        inv[r] = 1.f / sum;
        const int row = qrow0 + 2 * r;
        if (ln.cg == 0 && row < t_len) lse[row] = m[r] + log2f(sum);  // L = m + log2 l
    }
    store_rows<RT, DH>(o, oacc, inv, qrow0, ln.col0, t_len, st.rs_out);
}

// ---- backward ----------------------------------------------------------------------------------
// Two kernels, no atomics (as attention.cu): attention_bwd_dq walks key tiles for its 64
// queries (and first writes D = rowsum(dO ∘ O) for them), attention_bwd_dkdv walks query tiles
// for its 64 keys and reads that D. S and dP are computed in both. With dropout (factor z = 0
// or 1/(1-p) per element, the forward's): dV takes P∘z, and dS = P ∘ (z ∘ dP - D).

template <int DH, bool DROP>
__device__ __forceinline__ void attention_bwd_dq(const float* __restrict__ q, const float* __restrict__ k,
                                                 const float* __restrict__ v, const float* __restrict__ o,
                                                 const float* __restrict__ dout, const float* __restrict__ lse,
                                                 float* __restrict__ delta, float* __restrict__ dq, int t_len,
                                                 float scale, float scale_log2, Strides st, Dropout dr) {
    constexpr int RT = Rows<DH>::value, THREADS = 1024 / RT, LD = DH + 4, TE = ATT_TILE * LD, DV = DH / 16;
    extern __shared__ __align__(16) float smem[];
    float* qs = smem;        // [64][LD] this block's queries
    float* dos = qs + TE;    // [64][LD] their dO rows
    float* ks = dos + TE;    // [64][LD] key tile
    float* vs = ks + TE;     // [64][LD] value tile
    float* dss = vs + TE;    // [64][LP] dS of the tile
    const int n_tiles = (t_len + ATT_TILE - 1) / ATT_TILE;
    const int qt = n_tiles - 1 - blockIdx.x;  // reversed: the longest rows first
    q += st.in_base(t_len); k += st.in_base(t_len); v += st.in_base(t_len);
    o += st.out_base(t_len); dout += st.out_base(t_len); dq += st.grad_base(t_len);
    lse += (size_t)blockIdx.y * t_len;
    delta += (size_t)blockIdx.y * t_len;
    const Lanes<DH> ln;
    const int qrow0 = qt * ATT_TILE + ln.row0;

    // Group 0: Q, dO and V tile 0 (dP = dO Vᵀ comes first in each tile); group 1: K tile 0.
    load_tile<DH, THREADS>(qs, q, qt * ATT_TILE, t_len, st.rs_in);
    load_tile<DH, THREADS>(dos, dout, qt * ATT_TILE, t_len, st.rs_out);
    load_tile<DH, THREADS>(vs, v, 0, t_len, st.rs_in);
    cp_async_commit();
    load_tile<DH, THREADS>(ks, k, 0, t_len, st.rs_in);
    cp_async_commit();

    // D of the warp's 2·RT rows, one warp-wide sum per row (lanes over Dh, read from global
    // while the tiles load); each thread keeps those of its own rows. Rows >= T: D = L = 0
    // (their Q and dO are zero rows, so they add nothing).
    float dl[RT], ll[RT];
    {
        const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
#pragma unroll
        for (int w = 0; w < 2 * RT; w++) {
            const int row = qt * ATT_TILE + warp * 2 * RT + w;
            float a = 0.f;
            if (row < t_len) {
#pragma unroll
                for (int d = lane; d < DH; d += WARP_SIZE)
                    a = fmaf(dout[(size_t)row * st.rs_out + d], o[(size_t)row * st.rs_out + d], a);
            }
            a = warp_reduce_sum(a);
            if (lane == 0 && row < t_len) delta[row] = a;
            if ((w & 1) == (lane & 1)) dl[w / 2] = a;
        }
    }
    float dqa[RT][DV];
#pragma unroll
    for (int r = 0; r < RT; r++) {
        const int row = qrow0 + 2 * r;
        ll[r] = row < t_len ? lse[row] : 0.f;
#pragma unroll
        for (int d = 0; d < DV; d++) dqa[r][d] = 0.f;
    }
    cp_async_wait<1>();  // Q, dO, V tile 0
    __syncthreads();

    for (int kb = 0; kb <= qt; kb++) {
        float dp[RT][4], s[RT][4];
#pragma unroll
        for (int r = 0; r < RT; r++)
#pragma unroll
            for (int c = 0; c < 4; c++) dp[r][c] = s[r][c] = 0.f;
        mma_abt<RT, DH, LD, LD>(dp, dos + ln.row0 * LD, vs + ln.cg * LD);  // dP = dO Vᵀ
        cp_async_wait<0>();  // K tile kb
        __syncthreads();     // K visible; every thread is done with the V tile
        if (kb < qt) {
            load_tile<DH, THREADS>(vs, v, (kb + 1) * ATT_TILE, t_len, st.rs_in);
            cp_async_commit();
        }
        mma_abt<RT, DH, LD, LD>(s, qs + ln.row0 * LD, ks + ln.cg * LD);  // S = Q Kᵀ
#pragma unroll
        for (int r = 0; r < RT; r++) {
            const int row = qrow0 + 2 * r;
            const unsigned long long drow = ((unsigned long long)blockIdx.y * t_len + row) * t_len;
#pragma unroll
            for (int c = 0; c < 4; c++) {
                const int key = kb * ATT_TILE + ln.cg + 16 * c;
                float p = fast_exp2(fmaf(s[r][c], scale_log2, -ll[r]));
                if (kb == qt && (key > row || key >= t_len)) p = 0.f;
                const float z = DROP ? drop_factor(dr, drow + key) : 1.f;
                dss[(ln.row0 + 2 * r) * ATT_LP + ln.cg + 16 * c] = p * (dp[r][c] * z - dl[r]);
            }
        }
        __syncthreads();  // dS visible
        mma_ab<RT, DH, ATT_LP, LD>(dqa, dss + ln.row0 * ATT_LP, ks + ln.col0);  // dQ += dS K
        cp_async_wait<0>();  // V tile kb + 1
        __syncthreads();     // V visible; every thread is done with K and dS
        if (kb < qt) {
            load_tile<DH, THREADS>(ks, k, (kb + 1) * ATT_TILE, t_len, st.rs_in);
            cp_async_commit();
        }
    }
    float mul[RT];
#pragma unroll
    for (int r = 0; r < RT; r++) mul[r] = scale;
    store_rows<RT, DH>(dq, dqa, mul, qrow0, ln.col0, t_len, st.rs_grad);
}

// Per query tile qt (kb..n-1): dPᵀ = V dOᵀ, Sᵀ = K Qᵀ, Pᵀ and dSᵀ to smem, dV += (Pᵀ∘z) dO,
// dK += dSᵀ Q. dO of the next tile loads during dK's product, Q (with L, D) during dPᵀ's.
template <int DH, bool DROP>
__device__ __forceinline__ void attention_bwd_dkdv(const float* __restrict__ q, const float* __restrict__ k,
                                                   const float* __restrict__ v, const float* __restrict__ dout,
                                                   const float* __restrict__ lse, const float* __restrict__ delta,
                                                   float* __restrict__ dk, float* __restrict__ dv, int t_len,
                                                   float scale, float scale_log2, Strides st, Dropout dr) {
    constexpr int RT = Rows<DH>::value, THREADS = 1024 / RT, LD = DH + 4, TE = ATT_TILE * LD, DV = DH / 16;
    constexpr int PE = ATT_TILE * ATT_LP;
    extern __shared__ __align__(16) float smem[];
    float* ks = smem;        // [64][LD] this block's keys
    float* vs = ks + TE;     // [64][LD] their values
    float* qs = vs + TE;     // [64][LD] query tile
    float* dos = qs + TE;    // [64][LD] dO tile
    float* pts = dos + TE;   // [64][LP] Pᵀ∘z (keys × queries)
    float* dsts = pts + PE;  // [64][LP] dSᵀ
    float* ls = dsts + PE;   // [64] L of the query tile
    float* ds = ls + ATT_TILE;  // [64] D of the query tile

    const int n_tiles = (t_len + ATT_TILE - 1) / ATT_TILE;
    const int kb = blockIdx.x;  // key tile; kb = 0 has the most query tiles and starts first
    q += st.in_base(t_len); k += st.in_base(t_len); v += st.in_base(t_len); dout += st.out_base(t_len);
    dk += st.grad_base(t_len); dv += st.grad_base(t_len);
    lse += (size_t)blockIdx.y * t_len;
    delta += (size_t)blockIdx.y * t_len;
    const Lanes<DH> ln;
    const int krow0 = kb * ATT_TILE + ln.row0;  // this thread's first key row in the head

    // Group 0: K, V and dO of tile kb; group 1: Q, L, D of tile kb.
    load_tile<DH, THREADS>(ks, k, kb * ATT_TILE, t_len, st.rs_in);
    load_tile<DH, THREADS>(vs, v, kb * ATT_TILE, t_len, st.rs_in);
    load_tile<DH, THREADS>(dos, dout, kb * ATT_TILE, t_len, st.rs_out);
    cp_async_commit();
    load_tile<DH, THREADS>(qs, q, kb * ATT_TILE, t_len, st.rs_in);
    load_row_vec(ls, lse, kb * ATT_TILE, t_len, 0);
    load_row_vec(ds, delta, kb * ATT_TILE, t_len, ATT_TILE);
    cp_async_commit();

    float dka[RT][DV], dva[RT][DV];
#pragma unroll
    for (int r = 0; r < RT; r++)
#pragma unroll
        for (int d = 0; d < DV; d++) dka[r][d] = dva[r][d] = 0.f;
    cp_async_wait<1>();  // K, V, dO
    __syncthreads();

    for (int qt = kb; qt < n_tiles; qt++) {
        float dp[RT][4], s[RT][4];
#pragma unroll
        for (int r = 0; r < RT; r++)
#pragma unroll
            for (int c = 0; c < 4; c++) dp[r][c] = s[r][c] = 0.f;
        mma_abt<RT, DH, LD, LD>(dp, vs + ln.row0 * LD, dos + ln.cg * LD);  // dPᵀ = V dOᵀ
        cp_async_wait<0>();  // Q, L, D of tile qt
        __syncthreads();
        mma_abt<RT, DH, LD, LD>(s, ks + ln.row0 * LD, qs + ln.cg * LD);  // Sᵀ = K Qᵀ
        // Keys after a query (the diagonal tile), keys >= T and queries >= T (the last tile).
        const bool edge = qt == kb || (qt + 1) * ATT_TILE > t_len;
#pragma unroll
        for (int c = 0; c < 4; c++) {
            const int qc = ln.cg + 16 * c, query = qt * ATT_TILE + qc;
            const float lq = ls[qc], dq_ = ds[qc];
            const unsigned long long dcol = ((unsigned long long)blockIdx.y * t_len + query) * t_len;
#pragma unroll
            for (int r = 0; r < RT; r++) {
                const int key = krow0 + 2 * r;
                float p = fast_exp2(fmaf(s[r][c], scale_log2, -lq));
                if (edge && (key > query || key >= t_len || query >= t_len)) p = 0.f;
                const float z = DROP ? drop_factor(dr, dcol + key) : 1.f;
                pts[(ln.row0 + 2 * r) * ATT_LP + qc] = p * z;
                dsts[(ln.row0 + 2 * r) * ATT_LP + qc] = p * (dp[r][c] * z - dq_);
            }
        }
        __syncthreads();  // Pᵀ, dSᵀ visible
        mma_ab<RT, DH, ATT_LP, LD>(dva, pts + ln.row0 * ATT_LP, dos + ln.col0);  // dV += Pᵀ dO
        __syncthreads();  // every thread is done with the dO tile
        if (qt + 1 < n_tiles) {
            load_tile<DH, THREADS>(dos, dout, (qt + 1) * ATT_TILE, t_len, st.rs_out);
            cp_async_commit();
        }
        mma_ab<RT, DH, ATT_LP, LD>(dka, dsts + ln.row0 * ATT_LP, qs + ln.col0);  // dK += dSᵀ Q
        cp_async_wait<0>();  // dO tile qt + 1
        __syncthreads();     // dO visible; every thread is done with Q, L, D, Pᵀ and dSᵀ
        if (qt + 1 < n_tiles) {
            load_tile<DH, THREADS>(qs, q, (qt + 1) * ATT_TILE, t_len, st.rs_in);
            load_row_vec(ls, lse, (qt + 1) * ATT_TILE, t_len, 0);
            load_row_vec(ds, delta, (qt + 1) * ATT_TILE, t_len, ATT_TILE);
            cp_async_commit();
        }
    }
    float mul_k[RT], mul_v[RT];
#pragma unroll
    for (int r = 0; r < RT; r++) {
        mul_k[r] = scale;
        mul_v[r] = 1.f;
    }
    store_rows<RT, DH>(dk, dka, mul_k, krow0, ln.col0, t_len, st.rs_grad);
    store_rows<RT, DH>(dv, dva, mul_v, krow0, ln.col0, t_len, st.rs_grad);
}

// Blocks per SM the forward's smem allows (72,704 bytes at Dh 64: 3; 97,280 at Dh 96: 2;
// 121,856 at Dh 128: 1); its launch bounds cap the registers to match (170 and 128). The
// backward kernels fit 2 blocks of 128 threads (Dh <= 64) or 1 of 256 by smem, which leaves
// them the full 255 registers.
template <int DH> struct FwdBlocks { static constexpr int value = DH <= 64 ? 3 : DH <= 96 ? 2 : 1; };

// Each kernel in two variants: without dropout (the branch compiled out) and with (`_drop`).
#define ATTENTION_F32_VARIANT(DH, SUFFIX, DROP)                                                      \
    extern "C" __global__ void __launch_bounds__(1024 / Rows<DH>::value, FwdBlocks<DH>::value)       \
        attention_fwd##SUFFIX##_f32_d##DH(const float* q, const float* k, const float* v, float* o,   \
                                          float* lse, int t_len, float scale_log2, Strides st,        \
                                          Dropout dr) {                                              \
        pdl_entry();                                                                                 \
        attention_fwd<DH, DROP>(q, k, v, o, lse, t_len, scale_log2, st, dr);                          \
    }                                                                                                \
    extern "C" __global__ void __launch_bounds__(1024 / Rows<DH>::value, 1)                          \
        attention_bwd_dq##SUFFIX##_f32_d##DH(const float* q, const float* k, const float* v,          \
                                             const float* o, const float* dout, const float* lse,     \
                                             float* delta, float* dq, int t_len, float scale,         \
                                             float scale_log2, Strides st, Dropout dr) {              \
        pdl_entry();                                                                                  \
        attention_bwd_dq<DH, DROP>(q, k, v, o, dout, lse, delta, dq, t_len, scale, scale_log2, st, dr); \
    }                                                                                                \
    extern "C" __global__ void __launch_bounds__(1024 / Rows<DH>::value, 1)                          \
        attention_bwd_dkdv##SUFFIX##_f32_d##DH(const float* q, const float* k, const float* v,        \
                                               const float* dout, const float* lse,                   \
                                               const float* delta, float* dk, float* dv, int t_len,   \
                                               float scale, float scale_log2, Strides st,             \
                                               Dropout dr) {                                          \
        pdl_entry();                                                                                  \
        attention_bwd_dkdv<DH, DROP>(q, k, v, dout, lse, delta, dk, dv, t_len, scale, scale_log2, st, dr); \
    }

#define ATTENTION_F32_KERNELS(DH)                                                                    \
    ATTENTION_F32_VARIANT(DH, , false)                                                               \
    ATTENTION_F32_VARIANT(DH, _drop, true)

ATTENTION_F32_KERNELS(32)
ATTENTION_F32_KERNELS(64)
ATTENTION_F32_KERNELS(96)
ATTENTION_F32_KERNELS(128)
