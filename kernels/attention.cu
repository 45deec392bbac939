// attention.cu -- fused causal self-attention (FlashAttention-2 recipe), forward and backward,
// on tensor cores (mma.sync.m16n8k16, bf16/f16 operands, fp32 accumulators; at Dh = 64 on sm_90
// also wgmma.m64n64k16, the `attention_wg_*` kernels: "the tile products" below).
//
// Math, per (b, h) and query row i (s = 1/sqrt(Dh), keys j <= i only):
//   S_ij = s · q_i·k_j,  L_i = logsumexp_j S_ij,  P_ij = exp(S_ij - L_i),  o_i = Σ_j P_ij v_j
//   backward: D_i = Σ_d dO_id O_id;  dV_j = Σ_i P_ij dO_i;  dP_ij = dO_i·v_j;
//             dS_ij = P_ij (dP_ij - D_i);  dQ_i = s Σ_j dS_ij k_j;  dK_j = s Σ_i dS_ij q_i
// Online softmax (forward): per 64-key tile, running max m and sum l in fp32 (log2 units:
// scores are multiplied by s·log2(e) and exp2 is used); O is rescaled by exp2(m_old - m_new).
// Nothing of size T×T is stored: memory is O(B·H·T·Dh) (+ L and D, [B·H·T] fp32).
// exp2 is ex2.approx.ftz (one MUFU op, rel. error ~2^-22; results below 2^-126 flush to 0).
//
// Operands: q, k, v, o, dO in <dt> ∈ {bf16, f16}, placed by `Strides` (below): contiguous
// [BH, T, Dh] each, or q, k, v packed in one [B, T, 3C] tensor (the qkv projection's output)
// with o and dO in [B, T, C] and dq, dk, dv in [B, T, 3C]; base pointers and row strides
// 16-byte aligned (ops/attention.rs checks, and copies an unaligned view); Dh ∈ {32, 64, 96, 128}
// (template DH; multiple of 16 for the k-steps). L (lse) [BH, T] fp32 in log2 units of the
// scaled scores: L = log2 Σ_j exp2(S_ij·log2 e), so P_ij = exp2(S_ij·log2 e - L_i).
// Dtypes and accumulation: S, P·V, dP, dS·Q, dS·K are mma.sync with <dt> operands and fp32
// accumulators; P and dS are rounded to <dt> before they become mma operands (as in FA2);
// max, sum, exp, L, D and dS are fp32 in registers; O out in <dt>, divided by l in fp32.
// On mma.sync, dq, dk, dv are each accumulated in fp32 registers by the one block that owns the
// row and written once, rounded to <dt>. On wgmma, dk and dv so; dq's shares (one per key tile)
// are summed in fp32 in a fixed order and rounded once by a finish kernel ("the fused backward's
// dQ"). No run-to-run variation either way.
// Streamed tiles (K and V in the forward and dq kernels, Q, dO, L, D in the dK/dV kernel) go
// through a two-stage cp.async pipeline on mma.sync: the next tile loads while the current one
// computes. On wgmma they come by TMA (one thread issues each tile's copies on an mbarrier),
// through three stages: two tiles in flight while one computes.
//
// Kernels and launch contract (ops/attention.rs matches it line for line):
//   attention_fwd[_drop]_<dt>_d<DH>(q, k, v, o, lse, T, scale_log2, strides, dropout)
//     grid (ceil(T/(64·RG)), BH) with RG = 2 for DH <= 64, else 1; block 128 (4 warps, 16·RG
//     query rows each), dynamic smem
//     4·64·(DH+8)·sizeof(<dt>) bytes (2 stages of K and V tiles, rows padded by 8 elements so
//     the fragment loads are free of bank conflicts). blockIdx.x is reversed: the longest rows
//     start first.
//   attention_bwd_dq[_drop]_<dt>_d<DH>(q, k, v, o, dO, lse, D, dq, T, scale, scale_log2, strides, dropout)
//     grid, block and smem as the forward; writes D = rowsum(dO ∘ O) [BH, T] fp32 and dq.
//   attention_bwd_dkdv[_drop]_<dt>_d<DH>(q, k, v, dO, lse, D, dk, dv, T, scale, scale_log2, strides, dropout)
//     launched after attention_bwd_dq (it reads D); grid (ceil(T/64), BH), block 128 (4 warps,
//     16 key rows each; a block owns 64 keys and walks the query tiles at or below the
//     diagonal), dynamic smem 4·64·(DH+8)·sizeof(<dt>) + 4·64·4 bytes (2 stages of Q, dO, L, D).
//   On wgmma (Dh = 64) the forward is attention_wg_fwd[_drop]_<dt>_d64(q, k, v, o, lse, T,
//     scale_log2, strides, dropout, tk, tv): tk and tv are the TMA maps (TmaDesc, by value) of
//     k's and v's heads as 4-D [B, H, T, Dh] with boxes of 64 × 64 and the 128-byte swizzle;
//     grid (ceil(T/64), BH), block 128, dynamic smem 6·64·64·sizeof(<dt>) + 1024 bytes (3
//     stages of K and V, 1 KiB to align them). The backward is three launches (dq computed with
//     dK/dV, its shares added in a fixed order: "the fused backward's dQ" below):
//   attention_wg_bwd_delta_<dt>_d64(o, dO, D, counts, T, strides): grid (ceil(T/64), BH), block
//     128, no smem; writes D, and zeroes counts [BH, ceil(T/64)] for the kernel below.
//   attention_wg_bwd[_drop]_<dt>_d64(maps, k, v, dk, dv, dq_acc, counts, T, scale, scale_log2,
//     strides, dropout): maps (BwdMaps, by value) holds the TMA maps of q, dO and k (as the
//     forward's) and of L and D (1-D, boxes of ATT_LD_BOX); grid (ceil(T/64), BH), block 256
//     (two warpgroups: 0-127 compute, the producer's first thread adds the dQ shares), dynamic
//     smem 6·64·64·sizeof(<dt>) + 1024 + 6·96·4 + 2·64·64·sizeof(<dt>) + 2·64·64·4 bytes;
//     dq_acc fp32 [BH, ceil(T/64), 64·64] (no initial value), counts int32 [BH, ceil(T/64)]
//     zeros (the delta kernel's).
//   attention_wg_bwd_dq_finish_<dt>_d64(dq_acc, dq, T, scale, strides, colsum): grid (ceil(T/64),
//     BH), block 128, no smem.
//   colsum (the two wg backward kernels; null for none): the column sums of the packed gradient
//     [B, T, 3·C] (C = H·Dh: q's, k's, v's columns in turn), the bias gradient of the layer that
//     wrote qkv, summed per 64-row tile: colsum [B·ceil(T/64), 3·C] fp32, row b·ceil(T/64) + tile,
//     of the values as rounded to <dt> and stored (bias_act.cu's colsum_finish completes them).
//   Above 48 KiB of smem the caller raises CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES.
//   Limits: BH <= 65535 (grid.y), BH·T·Dh < 2^31 elements per operand (int row math inside a
//   head, size_t for the head base).
// CPU reference: `reference` in src/ops/attention.rs (f32 accumulation; f64 for f64 inputs);
// tests/gpu/attention.rs checks both against f64.

#include "common.cuh"
#include <math_constants.h>

#define ATT_TILE 64    // query rows per forward block = keys per tile = key rows per backward block
#define ATT_THREADS 128
#define ATT_PAD 8      // smem row padding, elements (16 bytes)


// Where head (b, h) = (blockIdx.y / n_head, blockIdx.y % n_head) lives in each operand: row t of
// an operand with row stride rs starts at b·T·rs + t·rs + h·DH (elements). Contiguous
// [BH, T, Dh] operands are n_head = 1, rs = Dh; the packed layout the model uses is q, k, v
// inside one [B, T, 3C] tensor (rs_in = rs_grad = 3C, base pointers +0, +C, +2C) and the output
// in [B, T, C] (rs_out = C). Passed by value as one kernel argument (src/ops/attention.rs mirrors it).
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

// ---- bf16/f16 bit packing ----------------------------------------------------------------------
__device__ __forceinline__ uint32_t bits16(__nv_bfloat16 v) { return __bfloat16_as_ushort(v); }
__device__ __forceinline__ uint32_t bits16(__half v) { return __half_as_ushort(v); }

// Two elements -> one 32-bit mma operand register (lo in the low half).
template <typename T> __device__ __forceinline__ uint32_t pack_raw(T lo, T hi) {
    return bits16(lo) | (bits16(hi) << 16);
}
// Two fp32 values rounded to <dt> (nearest even) -> one register.
template <typename T> __device__ __forceinline__ uint32_t pack2(float lo, float hi) {
    return pack_raw<T>(from_f32<T>(lo), from_f32<T>(hi));
}

template <typename T> __device__ __forceinline__ uint32_t ld32(const T* p) {
    return *reinterpret_cast<const uint32_t*>(p);
}

// c += a · b for one m16n8k16 tile (A row-major 16x16, B col-major 16x8, fp32 C).
// Fragment layout (PTX ISA, "mma.m16n8k16"), g = lane/4, t = lane%4:
//   a0 (row g, cols 2t..2t+1), a1 (row g+8, same cols), a2 (row g, cols 2t+8..), a3 (row g+8, ..)
//   b0 (k rows 2t..2t+1, col g), b1 (k rows 2t+8..2t+9, col g)
//   c0,c1 (row g, cols 2t, 2t+1), c2,c3 (row g+8, cols 2t, 2t+1)
// So the C fragments of two adjacent 8-column tiles are exactly one A fragment (FA2's trick).
// Not `volatile`: a pure function of its registers, so the compiler may interleave independent
// accumulator chains (volatile pinned every mma in program order, and each 4-long k chain then
// waited out the full mma latency at every step).
template <typename T> __device__ __forceinline__ void mma16816(float c[4], const uint32_t a[4], uint32_t b0, uint32_t b1);
// One specialisation per dtype, alike but for the operand type, which is part of the instruction.
template <>
__device__ __forceinline__ void mma16816<__nv_bfloat16>(float c[4], const uint32_t a[4], uint32_t b0, uint32_t b1) {
    asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
                 "{%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
template <>
__device__ __forceinline__ void mma16816<__half>(float c[4], const uint32_t a[4], uint32_t b0, uint32_t b1) {
    asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
                 "{%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// Attention-probability dropout (training only): element (head bh, query i, key j) of P takes
// common.cuh's drop_factor at index (bh·T + i)·T_all + j, so the backward regenerates the
// forward's mask and src/ops/attention.rs computes the same mask on the CPU, bit for bit.

// ldmatrix: four 8x8 b16 matrices from shared memory, lane l giving the address of row l%8 of
// matrix l/8. Plain: register i of lane l holds matrix i's row l/4, columns 2(l%4), 2(l%4)+1 (an
// mma A fragment, or a B fragment of a matrix stored [n][k]). .trans: it holds rows 2(l%4) and
// 2(l%4)+1 of column l/4 (a B fragment of a matrix stored [k][n], an A fragment stored [k][m]).
__device__ __forceinline__ void ldsm_x4(uint32_t r[4], const void* p) {
    const unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(p));
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(a));
}
__device__ __forceinline__ void ldsm_x4_t(uint32_t r[4], const void* p) {
    const unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(p));
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(a));
}

// B fragments of X·Mᵀ for 8 rows n0..n0+7 of M stored [n][k] (row stride LD) and the two k-steps
// kk, kk+1: (b[0], b[1]) for kk, (b[2], b[3]) for kk+1.
template <int LD, typename T>
__device__ __forceinline__ void ldsm_b_nk(uint32_t b[4], const T* m, int n0, int kk, int lane) {
    ldsm_x4(b, m + (n0 + lane % 8) * LD + (kk + lane / 16) * 16 + ((lane / 8) % 2) * 8);
}

// B fragments of X·M for M stored [k][n] (row stride LD): k-step k0..k0+15, n-tiles dn, dn+1:
// (b[0], b[1]) for dn, (b[2], b[3]) for dn+1.
template <int LD, typename T>
__device__ __forceinline__ void ldsm_b_kn(uint32_t b[4], const T* m, int k0, int dn, int lane) {
    ldsm_x4_t(b, m + (k0 + ((lane / 8) % 2) * 8 + lane % 8) * LD + (dn + lane / 16) * 8);
}

// Asynchronous tile loads: common.cuh's cp_async16 / cp_async4 / cp_async_commit / cp_async_wait.

// Rows row0..row0+63 of a head (global row stride rs elements) into smem (row stride
// DH + ATT_PAD), asynchronously; rows >= T are zeros.
template <typename T, int DH>
__device__ __forceinline__ void load_tile_async(T* s, const T* g, int row0, int t_len, int rs) {
    constexpr int CHUNKS = DH / 8;  // 16-byte chunks per row
    static_assert(ATT_TILE * CHUNKS % ATT_THREADS == 0, "every thread copies the same number of chunks");
#pragma unroll
    // A constant trip count: written as a loop over i with i += ATT_THREADS, ptxas kept a general
    // loop that recomputed both addresses per chunk (docs/PERFORMANCE.md, 2026-12-03).
    for (int j = 0; j < ATT_TILE * CHUNKS / ATT_THREADS; j++) {
        const int i = threadIdx.x + j * ATT_THREADS;
        const int r = i / CHUNKS, c = (i % CHUNKS) * 8;
        const bool ok = row0 + r < t_len;
        cp_async16(s + r * (DH + ATT_PAD) + c, ok ? g + (size_t)(row0 + r) * rs + c : g, ok);
    }
}

// Tiles first..last, in order, through a two-stage pipeline: load(tile, stage) issues a tile's
// cp.async copies into smem stage 0 or 1, body(tile, stage) computes on it. Tile t+1 is in
// flight while body(t) runs.
// E::landed() runs in every thread after its copies of tile t have landed, before the barrier
// (wgmma reads smem through the async proxy: it needs a proxy fence there; mma.sync nothing).
template <typename E, typename Load, typename Body>
__device__ __forceinline__ void pipeline(int first, int last, Load load, Body body) {
    load(first, 0);
    cp_async_commit();
    for (int t = first; t <= last; t++) {
        const int stage = (t - first) & 1;
        if (t < last) {
            load(t + 1, stage ^ 1);
            cp_async_commit();
            cp_async_wait<1>();
        } else {
            cp_async_wait<0>();
        }
        E::landed();
        __syncthreads();  // tile t is visible to every thread
        body(t, stage);
        __syncthreads();  // every thread is done with `stage` before the next load refills it
    }
}

// wgmma (sm_90a): a warpgroup (the block's 4 warps) multiplies 64 rows at once, A from registers
// and B read by the tensor cores straight from smem, through a matrix descriptor. Only Dh = 64:
// a tile row is then 128 bytes, one 128-byte swizzle atom wide. Compiled only in the sm_90a pass
// (__CUDA_ARCH_FEAT_SM90_ALL); the PTX of the plain compute_90 pass traps, and
// src/ops/attention/cuda.rs launches these kernels only from an sm_90a build on an sm_90 GPU.
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define ATT_SM90A 1
#else
#define ATT_SM90A 0
#endif

// ---- TMA (Hopper's tensor memory accelerator) ------------------------------------------------
// A tensor map (CUtensorMap, 128 bytes, built on the host by cuTensorMapEncodeTiled): passed by
// value as a __grid_constant__ kernel parameter, whose address the copy instruction takes.
struct alignas(64) TmaDesc {
    unsigned long long v[16];
};

__device__ __forceinline__ unsigned smem_addr(const void* p) {
    return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
// An mbarrier for `count` arrivals (one: the thread that issues the copies), made visible to the
// async proxy before any copy signals it.
__device__ __forceinline__ void mbar_init(uint64_t* bar, int count) {
#if ATT_SM90A
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(smem_addr(bar)), "r"(count) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
#else
    __trap();  // the sm_90a pass only (see ATT_SM90A)
#endif
}
// This thread's arrival, announcing `bytes` that copies will complete on the barrier.
__device__ __forceinline__ void mbar_expect(uint64_t* bar, unsigned bytes) {
#if ATT_SM90A
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(smem_addr(bar)), "r"(bytes)
                 : "memory");
#else
    __trap();  // the sm_90a pass only (see ATT_SM90A)
#endif
}
// Until the barrier's phase with this parity has completed (its arrival and all its bytes).
__device__ __forceinline__ void mbar_wait(uint64_t* bar, unsigned parity) {
#if ATT_SM90A
    asm volatile(
        "{\n.reg .pred done;\nwait_%=:\n"
        "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
        "@!done bra wait_%=;\n}\n" ::"r"(smem_addr(bar)),
        "r"(parity)
        : "memory");
#else
    __trap();  // the sm_90a pass only (see ATT_SM90A)
#endif
}
// One box of a 4-D map (coordinates innermost first) into smem, completing on `bar`. Rows past
// the tensor's end (a ragged last tile) arrive as zeros.
__device__ __forceinline__ void tma_load_4d(void* dst, const TmaDesc* map, int c0, int c1, int c2, int c3,
                                            uint64_t* bar) {
#if ATT_SM90A
    asm volatile(
        "cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5}], [%6];\n" ::"r"(
            smem_addr(dst)),
        "l"(reinterpret_cast<uint64_t>(map)), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(smem_addr(bar))
        : "memory");
#else
    __trap();  // the sm_90a pass only (see ATT_SM90A)
#endif
}

// One box of a 1-D map into smem, completing on `bar` (past the tensor's end: zeros).
__device__ __forceinline__ void tma_load_1d(void* dst, const TmaDesc* map, int c0, uint64_t* bar) {
#if ATT_SM90A
    asm volatile(
        "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2}], [%3];\n" ::"r"(
            smem_addr(dst)),
        "l"(reinterpret_cast<uint64_t>(map)), "r"(c0), "r"(smem_addr(bar))
        : "memory");
#else
    __trap();  // the sm_90a pass only (see ATT_SM90A)
#endif
}

// The wgmma backward's maps: Q (q's layout) and dO (o's) as 4-D [B, H, T, Dh] boxes of 64 rows,
// K likewise, L and D as 1-D [BH·T] boxes of ATT_LD_BOX values. A box must start 16 bytes into
// the vector's alignment (a misaligned one is an illegal instruction), so a tile's 64 values are
// fetched from the multiple of 4 at or below their first one and begin `lead` (0-3) values into
// the box; values past the tile are the next head's, or zeros past the end (their rows are
// masked). Each stage's box sits in a slot of ATT_LD_SLOT floats (128-byte aligned).
#define ATT_LD_BOX (ATT_TILE + 4)
#define ATT_LD_SLOT 96
static_assert(ATT_LD_BOX >= ATT_TILE + 3 && ATT_LD_BOX * 4 % 16 == 0, "a box holds a tile from up to 3 values before it, in whole 16-byte units");
static_assert(ATT_LD_BOX <= ATT_LD_SLOT && ATT_LD_SLOT * 4 % 128 == 0, "each stage's box fits its 128-byte aligned slot");
struct BwdMaps {
    TmaDesc q, dout, k, lse, delta;
};

// Barriers of a block's threads: all of them, or the consumer warpgroup (threads 0-127) of a
// warp-specialised block, on named barrier 1 (the producer warpgroup is elsewhere meanwhile).
struct BlockSync {
    __device__ static void sync() { __syncthreads(); }
};
struct ConsumerSync {
    __device__ static void sync() { asm volatile("bar.sync 1, %0;\n" ::"n"(ATT_THREADS) : "memory"); }
};
// This thread's arrival on an mbarrier (release: its earlier writes are seen by the waiter).
__device__ __forceinline__ void mbar_arrive(uint64_t* bar) {
#if ATT_SM90A
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" ::"r"(smem_addr(bar)) : "memory");
#else
    __trap();  // the sm_90a pass only (see ATT_SM90A)
#endif
}
// A warpgroup's registers per thread moved to N (all 128 threads run it): a producer gives its
// registers back, the consumers take them.
template <int N> __device__ __forceinline__ void wg_regs_dec() {
#if ATT_SM90A
    asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;\n" ::"n"(N));
#endif
}
template <int N> __device__ __forceinline__ void wg_regs_inc() {
#if ATT_SM90A
    asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\n" ::"n"(N));
#endif
}

// Tiles first..last through S stages filled by TMA: issue(tile, stage, bar) runs in thread 0 and
// starts the tile's copies on the stage's barrier (announcing their bytes); every thread waits
// for the barrier's phase of that use of the stage before body(tile, stage). The barrier at the
// end of body's iteration frees the stage for the copy issued at the top of a later one.
// `Sync` is the barrier of the threads that run it: the whole block (BlockSync), or the consumer
// warpgroup of a warp-specialised block (ConsumerSync).
template <int S, typename Sync = BlockSync, typename Issue, typename Body>
__device__ __forceinline__ void pipeline_tma(int first, int last, uint64_t* bars, Issue issue, Body body) {
    if (threadIdx.x == 0) {
#pragma unroll
        for (int i = 0; i < S; i++) mbar_init(&bars[i], 1);
    }
    Sync::sync();  // the barriers exist before anyone waits on them
    if (threadIdx.x == 0) {
#pragma unroll
        for (int i = 0; i < S - 1; i++)
            if (first + i <= last) issue(first + i, i, &bars[i]);
    }
    int stage = 0;
    unsigned phase = 0;  // parity of the current use of `stage`
    for (int t = first; t <= last; t++) {
        const int ahead = stage == 0 ? S - 1 : stage - 1;  // (stage + S - 1) % S
        if (threadIdx.x == 0 && t + S - 1 <= last) issue(t + S - 1, ahead, &bars[ahead]);
        mbar_wait(&bars[stage], phase);
        body(t, stage);
        Sync::sync();  // every thread is done with `stage` before a copy refills it
        if (++stage == S) {
            stage = 0;
            phase ^= 1;
        }
    }
}

// A fragments of 16 rows (r0 = row g, r1 = row g+8) × DH columns straight from global memory
// (row stride rs; zeros for rows >= T).
template <typename T, int DH>
__device__ __forceinline__ void load_a_frags(uint32_t f[DH / 16][4], const T* g, int r0, int r1, int t_len, int tq,
                                             int rs) {
#pragma unroll
    for (int ks = 0; ks < DH / 16; ks++) {
        const int c = ks * 16 + 2 * tq;
        f[ks][0] = r0 < t_len ? ld32(g + (size_t)r0 * rs + c) : 0u;
        f[ks][1] = r1 < t_len ? ld32(g + (size_t)r1 * rs + c) : 0u;
        f[ks][2] = r0 < t_len ? ld32(g + (size_t)r0 * rs + c + 8) : 0u;
        f[ks][3] = r1 < t_len ? ld32(g + (size_t)r1 * rs + c + 8) : 0u;
    }
}

// c = A·Bᵀ for one 16×8 column tile nb: A (16 × DH) as fragments in registers, B rows stored
// [n][k] in smem (row stride LD).
template <typename T, int DH, int LD>
__device__ __forceinline__ void mma_abt_tile(float c[4], const uint32_t a[DH / 16][4], const T* b, int nb, int lane) {
    c[0] = c[1] = c[2] = c[3] = 0.f;
#pragma unroll
    for (int kk = 0; kk < DH / 16; kk += 2) {
        uint32_t f[4];
        ldsm_b_nk<LD>(f, b, nb * 8, kk, lane);
        mma16816<T>(c, a[kk], f[0], f[1]);
        mma16816<T>(c, a[kk + 1], f[2], f[3]);
    }
}

// c[rg] += A[rg]·B for RG groups of 16 rows: A (16 × 64) as the fragments of 4 k-steps, B
// (64 × DH) stored [k][n] in smem (row stride LD); each B fragment feeds all RG groups.
template <typename T, int DH, int LD, int RG>
__device__ __forceinline__ void mma_ab_rg(float c[RG][DH / 8][4], const uint32_t a[RG][4][4], const T* b, int lane) {
#pragma unroll
    for (int j = 0; j < 4; j++) {
#pragma unroll
        for (int dn = 0; dn < DH / 8; dn += 2) {
            uint32_t f[4];
            ldsm_b_kn<LD>(f, b, j * 16, dn, lane);
#pragma unroll
            for (int rg = 0; rg < RG; rg++) {
                mma16816<T>(c[rg][dn], a[rg][j], f[0], f[1]);
                mma16816<T>(c[rg][dn + 1], a[rg][j], f[2], f[3]);
            }
        }
    }
}

// The same for one group of 16 rows (the dK/dV kernel's accumulators).
template <typename T, int DH, int LD>
__device__ __forceinline__ void mma_ab(float c[DH / 8][4], const uint32_t a[4][4], const T* b, int lane) {
    mma_ab_rg<T, DH, LD, 1>(reinterpret_cast<float(*)[DH / 8][4]>(c), reinterpret_cast<const uint32_t(*)[4][4]>(a), b,
                            lane);
}

// Rows r0 and r1 of a 16 × DH fp32 accumulator, times mul0 and mul1, rounded to <dt> (rows >= T
// skipped).
template <typename T, int DH>
__device__ __forceinline__ void store_rows(T* g, const float c[DH / 8][4], float mul0, float mul1, int r0, int r1,
                                           int t_len, int tq, int rs) {
#pragma unroll
    for (int dn = 0; dn < DH / 8; dn++) {
        const int col = dn * 8 + 2 * tq;
        if (r0 < t_len) *reinterpret_cast<uint32_t*>(g + (size_t)r0 * rs + col) = pack2<T>(c[dn][0] * mul0, c[dn][1] * mul0);
        if (r1 < t_len) *reinterpret_cast<uint32_t*>(g + (size_t)r1 * rs + col) = pack2<T>(c[dn][2] * mul1, c[dn][3] * mul1);
    }
}

// The column sums of a warpgroup's 64 × DH accumulator tile (store_rows's layout, the values
// rounded to T as store_rows stores them, rows >= T left out) into out[0..DH): per thread its two
// rows, then over the warp's 8 row groups (lanes with one tq), then the 4 warps in order through
// `part` [4][DH] of shared memory. Every consumer thread calls it (two ConsumerSync barriers).
template <typename T, int DH>
__device__ __forceinline__ void tile_colsums(const float c[DH / 8][4], float mul, int r0, int r1, int t_len,
                                             int warp, int lane, float* part, float* out) {
    const int tq = lane & 3;
#pragma unroll
    for (int dn = 0; dn < DH / 8; dn++) {
#pragma unroll
        for (int e = 0; e < 2; e++) {
            float v = 0.f;
            if (r0 < t_len) v = to_f32(from_f32<T>(c[dn][e] * mul));
            if (r1 < t_len) v += to_f32(from_f32<T>(c[dn][2 + e] * mul));
            v += __shfl_xor_sync(0xffffffffu, v, 4);
            v += __shfl_xor_sync(0xffffffffu, v, 8);
            v += __shfl_xor_sync(0xffffffffu, v, 16);
            if (lane < 4) part[warp * DH + dn * 8 + 2 * tq + e] = v;
        }
    }
    ConsumerSync::sync();
    if (threadIdx.x < DH) out[threadIdx.x] = ((part[threadIdx.x] + part[DH + threadIdx.x]) + part[2 * DH + threadIdx.x]) +
                                             part[3 * DH + threadIdx.x];
    ConsumerSync::sync();
}

__device__ __forceinline__ float2 unpack2(uint32_t u, __nv_bfloat16) {
    return __bfloat1622float2(*reinterpret_cast<const __nv_bfloat162*>(&u));
}
__device__ __forceinline__ float2 unpack2(uint32_t u, __half) {
    return __half22float2(*reinterpret_cast<const __half2*>(&u));
}
// Dot product of two packed element pairs, in fp32.
template <typename T> __device__ __forceinline__ float dot2(uint32_t a, uint32_t b) {
    const float2 x = unpack2(a, T()), y = unpack2(b, T());
    return fmaf(x.x, y.x, x.y * y.y);
}

__device__ __forceinline__ float quad_max(float v) {
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 1));
    return fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 2));
}
__device__ __forceinline__ float quad_sum(float v) {
    v += __shfl_xor_sync(0xffffffffu, v, 1);
    return v + __shfl_xor_sync(0xffffffffu, v, 2);
}

// 2^x in one MUFU instruction; exp2f without fast-math adds a denormal range fix-up around it,
// and P (or a rescale factor) below 2^-126 contributes nothing anyway. 2^-inf = 0.
__device__ __forceinline__ float fast_exp2(float x) {
    float y;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
    return y;
}

// ---- forward -----------------------------------------------------------------------------------
// A block owns BM = 64·RG query rows: warp w holds rows rg·64 + 16w .. +15 of each row group rg
// (RG groups of 64, each aligned with a 64-key tile), so every K or V fragment a warp loads from
// smem feeds RG mma chains, and the warp has RG× the independent work (FA2's 128-row blocks).
// RG = 2 for Dh <= 64, 1 above (registers). Key tiles past a group's diagonal are all masked for
// it (P = 0); only the last RG tiles of a block need the mask at all.
template <int DH> struct RowGroups { static constexpr int value = DH <= 64 ? 2 : 1; };

// The query rows of a block of attention_fwd or attention_bwd_dq: BM = 64·RG rows, row block
// qblk counted from the end (blockIdx.x is reversed: the longest rows start first), and the key
// tiles 0..last those rows see.
template <int RG>
struct QueryBlock {
    static constexpr int BM = ATT_TILE * RG;
    int qblk;
    int last;  // the last key tile any row needs

    __device__ __forceinline__ explicit QueryBlock(int t_len) {
        const int n_tiles = (t_len + ATT_TILE - 1) / ATT_TILE;
        qblk = (t_len + BM - 1) / BM - 1 - blockIdx.x;
        last = min(qblk * RG + RG - 1, n_tiles - 1);
    }
    // Row g of the 16 rows of warp `warp` in row group rg (row + 8 is the thread's other one).
    __device__ __forceinline__ int row(int rg, int warp, int g) const {
        return qblk * BM + rg * ATT_TILE + warp * 16 + g;
    }
    // Whether key tile kb needs the causal mask: a diagonal tile of some group, or past one.
    __device__ __forceinline__ bool masked(int kb) const { return kb >= qblk * RG; }
};

// The pipeline's load in attention_fwd and attention_bwd_dq: key tile kb of k and of v (row
// stride rs) into smem stage `stage` of ks and vs ([2 stages][64][DH + ATT_PAD] each).
template <typename E, typename T, int DH>
__device__ __forceinline__ void load_kv_async(T* ks, T* vs, const T* k, const T* v, int kb, int stage, int t_len,
                                              int rs) {
    constexpr int TE = E::template tile_elems<DH>();
    E::template load<T, DH>(ks + stage * TE, k, kb * ATT_TILE, t_len, rs);
    E::template load<T, DH>(vs + stage * TE, v, kb * ATT_TILE, t_len, rs);
}

// s[rg][nb] = A[rg]·Bᵀ for RG groups of 16 rows × 64 columns, B rows stored [n][k] in smem.
template <typename T, int DH, int LD, int RG>
__device__ __forceinline__ void mma_abt_rg(float c[RG][8][4], const uint32_t a[RG][DH / 16][4], const T* b,
                                           int lane) {
#pragma unroll
    for (int rg = 0; rg < RG; rg++)
#pragma unroll
        for (int nb = 0; nb < 8; nb++) c[rg][nb][0] = c[rg][nb][1] = c[rg][nb][2] = c[rg][nb][3] = 0.f;
#pragma unroll
    for (int kk = 0; kk < DH / 16; kk += 2) {
#pragma unroll
        for (int nb = 0; nb < 8; nb++) {
            uint32_t f[4];
            ldsm_b_nk<LD>(f, b, nb * 8, kk, lane);
#pragma unroll
            for (int rg = 0; rg < RG; rg++) {
                mma16816<T>(c[rg][nb], a[rg][kk], f[0], f[1]);
                mma16816<T>(c[rg][nb], a[rg][kk + 1], f[2], f[3]);
            }
        }
    }
}

// ---- the tile products: mma.sync or wgmma ------------------------------------------------------
// The forward takes its engine as a template parameter E: where a stage's tiles live in smem
// (E::smem, E::tile_elems), how a tile is loaded (E::TMA: by TMA in pipeline_tma, or by
// cp.async through E::load in pipeline), what must happen before the tensor cores read what
// threads stored (E::landed), S = Q·Kᵀ (E::scores, then E::scores_wait before a row
// group's S is read) and O += P·V (E::accumulate_start per row group as its P is ready, then
// E::accumulate_finish). wgmma runs asynchronously: the next group's S, or the previous one's
// P·V, computes on the tensor cores while this group's softmax runs; mma.sync does all of S
// in `scores` and all of P·V in `accumulate_finish` (each B fragment feeds every group). The two
// engines compute the same products on the same fragments: mma.sync's C and A fragments and
// wgmma's accumulator and register-A fragments lay out a warp's 16 rows alike (PTX ISA,
// "wgmma-64N16", "mma-16816"), so masks, softmax and dropout are shared code.

// mma.sync.m16n8k16 (sm_80+): B fragments through ldmatrix from rows padded by ATT_PAD.
struct MmaSync {
    static constexpr bool TMA = false;  // cp.async tile loads (E::load, pipeline)
    template <int DH> __device__ static constexpr int tile_elems() { return ATT_TILE * (DH + ATT_PAD); }
    template <typename T> __device__ static T* smem(unsigned char* raw) { return reinterpret_cast<T*>(raw); }
    __device__ static void landed() {}
    template <typename T, int DH> __device__ static void load(T* s, const T* g, int row0, int t_len, int rs) {
        load_tile_async<T, DH>(s, g, row0, t_len, rs);
    }
    template <typename T, int DH, int RG>
    __device__ static void scores(float c[RG][8][4], const uint32_t a[RG][DH / 16][4], const T* b, int lane) {
        mma_abt_rg<T, DH, DH + ATT_PAD, RG>(c, a, b, lane);
    }
    template <int RG> __device__ static void scores_wait(float (&)[8][4]) {}
    template <typename T, int DH> __device__ static void accumulate_start(float (&)[DH / 8][4], const uint32_t (&)[4][4], const T*) {}
    template <typename T, int DH, int RG>
    __device__ static void accumulate_finish(float c[RG][DH / 8][4], const uint32_t a[RG][4][4], const T* b, int lane) {
        mma_ab_rg<T, DH, DH + ATT_PAD, RG>(c, a, b, lane);
    }
};

// Tile layout: 64 rows × 64 elements, no padding, the 16-byte chunk c of row r stored at chunk
// c ^ (r % 8) (the 128-byte swizzle, which spreads a column of chunks over all banks); tile
// bases 1024-byte aligned (the swizzle reads address bits 7-9). TMA writes it (the maps'
// CU_TENSOR_MAP_SWIZZLE_128B, src/ops/attention/cuda.rs) and the wgmma descriptors read it.

// Matrix descriptor of a swizzled tile (PTX ISA, "Matrix Descriptor Format"): start address >> 4
// (bits 0-13), leading byte offset >> 4 (16-29), stride byte offset >> 4 (32-45), 128-byte
// swizzle (mode 1, bits 62-63). The stride byte offset (1024) steps 8 rows: 8 n-rows of a
// K-major B (k contiguous: Kᵀ, Vᵀ of the score products), 8 k-rows of an MN-major B (n
// contiguous: V, K, Q, dO as the right factor). A k-step of 16 moves the start 32 bytes along
// a K-major row, 2048 bytes (16 rows) down an MN-major tile. The leading byte offset is unused
// by both at these shapes (K-major swizzled: implied; MN-major: N = 64 is one atom wide); the
// MN-major one carries 1024 as well, the one value either reading of the field accepts.
__device__ __forceinline__ uint64_t sw128_desc(const void* p, uint64_t lbo) {
    const uint64_t a = static_cast<uint32_t>(__cvta_generic_to_shared(p));
    return ((a & 0x3FFFF) >> 4) | (lbo << 16) | (64ull << 32) | (1ull << 62);
}
__device__ __forceinline__ uint64_t desc_k_major(const void* p) { return sw128_desc(p, 1); }
__device__ __forceinline__ uint64_t desc_mn_major(const void* p) { return sw128_desc(p, 64); }

__device__ __forceinline__ void wg_fence() {
#if ATT_SM90A
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#endif
}
__device__ __forceinline__ void wg_commit() {
#if ATT_SM90A
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
#endif
}
// Until at most N of this warpgroup's committed groups are pending (they complete in order).
template <int N> __device__ __forceinline__ void wg_wait() {
#if ATT_SM90A
    asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory");
#endif
}
// The accumulators are written asynchronously: this keeps the compiler from moving their reads
// (or writes) across the wait (or the fence).
__device__ __forceinline__ void wg_operands(float (&d)[32]) {
#pragma unroll
    for (int i = 0; i < 32; i++) asm volatile("" : "+f"(d[i])::"memory");
}
// And the register A operands live until their products are waited for.
__device__ __forceinline__ void wg_keep(const uint32_t (&a)[4][4]) {
#pragma unroll
    for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < 4; j++) asm volatile("" ::"r"(a[i][j]) : "memory");
}
template <int N> __device__ __forceinline__ float (&flat(float (&c)[N][4]))[4 * N] {
    return reinterpret_cast<float(&)[4 * N]>(c);
}

// d (+)= A·B for 64 rows × 64 columns, k = 16: A in registers (this warp's 16 rows, the mma.sync
// A fragment), B through `desc`, K-major (TRANS_B = 0) or MN-major (1); acc = 0 overwrites d.
#define WGMMA_RS(TY, PTX_T)                                                                           \
    template <int TRANS_B>                                                                           \
    __device__ __forceinline__ void wgmma_rs(float (&d)[32], const uint32_t (&a)[4], uint64_t desc, int acc, TY) { \
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %38, 0;\n"                                \
                         "wgmma.mma_async.sync.aligned.m64n64k16.f32." PTX_T "." PTX_T " "           \
                         "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, {%32, %33, %34, %35}, %36, p, 1, 1, %37;\n}\n"                      \
                         : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])                                                                        \
                         : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(desc), "n"(TRANS_B), "r"(acc)); \
    }
#if ATT_SM90A
WGMMA_RS(__nv_bfloat16, "bf16")
WGMMA_RS(__half, "f16")
#else
template <int TRANS_B, typename TY>
__device__ __forceinline__ void wgmma_rs(float (&)[32], const uint32_t (&)[4], uint64_t, int, TY) { __trap(); }
#endif

// Issued, not waited for: d = A·Bᵀ over Dh = 64 (4 k-steps of 16 along a K-major B's rows) ...
template <typename T>
__device__ __forceinline__ void wg_abt(float (&d)[32], const uint32_t (&a)[4][4], uint64_t desc) {
#pragma unroll
    for (int kk = 0; kk < 4; kk++) wgmma_rs<0>(d, a[kk], desc + 2 * kk, kk, T());
}
// ... and d += A·B over 64 rows of an MN-major B (4 k-steps of 16 rows).
template <typename T>
__device__ __forceinline__ void wg_ab(float (&d)[32], const uint32_t (&a)[4][4], uint64_t desc) {
#pragma unroll
    for (int j = 0; j < 4; j++) wgmma_rs<1>(d, a[j], desc + 128 * j, 1, T());
}

// d = A·B over 64 k-rows with both operands in smem, MN-major (A stored [k][m], B [k][n], each
// one 64-wide swizzled tile): the fused backward's dQ = dS·K, from the dSᵀ tile it stored and
// its key tile. The first k-step overwrites d.
#define WGMMA_SS(TY, PTX_T)                                                                           \
    __device__ __forceinline__ void wgmma_ss_mn(float (&d)[32], uint64_t a_desc, uint64_t b_desc, int acc, TY) { \
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"                                \
                         "wgmma.mma_async.sync.aligned.m64n64k16.f32." PTX_T "." PTX_T " "           \
                         "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 1, 1;\n}\n" \
                         : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])                                                                        \
                         : "l"(a_desc), "l"(b_desc), "r"(acc));                                       \
    }
#if ATT_SM90A
WGMMA_SS(__nv_bfloat16, "bf16")
WGMMA_SS(__half, "f16")
#else
template <typename TY>
__device__ __forceinline__ void wgmma_ss_mn(float (&)[32], uint64_t, uint64_t, int, TY) { __trap(); }
#endif
template <typename T>
__device__ __forceinline__ void wg_ab_ss(float (&d)[32], uint64_t a_desc, uint64_t b_desc) {
#pragma unroll
    for (int j = 0; j < 4; j++) wgmma_ss_mn(d, a_desc + 128 * j, b_desc + 128 * j, j, T());
}

// Elements c, c + 1 (c even) of row r of a swizzled tile (the layout above), as one packed pair.
template <typename T> __device__ __forceinline__ void st_sw128_pair(T* s, int r, int c, uint32_t v) {
    *reinterpret_cast<uint32_t*>(s + r * 64 + (((c >> 3) ^ (r & 7)) << 3) + (c & 7)) = v;
}

struct Wgmma {
    static constexpr bool TMA = true;  // tiles by TMA (pipeline_tma), not E::load
    // Pipeline stages (the host's WG_STAGES): two tiles in flight while one is computed on.
    static constexpr int STAGES = 3;
    template <int DH> __device__ static constexpr int tile_elems() {
        static_assert(DH == 64, "the wgmma kernels take Dh = 64");
        return ATT_TILE * DH;
    }
    // The dynamic smem rounded up to 1024 bytes (the launch asks for 1 KiB more).
    template <typename T> __device__ static T* smem(unsigned char* raw) {
        const unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(raw));
        return reinterpret_cast<T*>(raw + ((1024u - (a & 1023u)) & 1023u));
    }
    // Stores through the generic proxy (dSᵀ, the dQ share) before the tensor cores or the copy
    // engine read them through the async one.
    __device__ static void landed() {
#if ATT_SM90A
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
#endif
    }
    // S of each row group: one commit group per row group, not waited for.
    template <typename T, int DH, int RG>
    __device__ static void scores(float c[RG][8][4], const uint32_t a[RG][DH / 16][4], const T* b, int) {
        const uint64_t desc = desc_k_major(b);
        wg_fence();
#pragma unroll
        for (int rg = 0; rg < RG; rg++) {
            wg_abt<T>(flat(c[rg]), a[rg], desc);
            wg_commit();
        }
    }
    // Row group rg's S is ready: pending at most the later groups' S and the earlier groups'
    // P·V, RG - 1 in all (groups complete in order).
    template <int RG> __device__ static void scores_wait(float (&c)[8][4]) {
        wg_wait<RG - 1>();
        wg_operands(flat(c));
    }
    template <typename T, int DH>
    __device__ static void accumulate_start(float (&c)[DH / 8][4], const uint32_t (&a)[4][4], const T* b) {
        wg_operands(flat(c));
        wg_fence();
        wg_ab<T>(flat(c), a, desc_mn_major(b));
        wg_commit();
    }
    template <typename T, int DH, int RG>
    __device__ static void accumulate_finish(float c[RG][DH / 8][4], const uint32_t a[RG][4][4], const T*, int) {
        wg_wait<0>();
#pragma unroll
        for (int rg = 0; rg < RG; rg++) {
            wg_operands(flat(c[rg]));
            wg_keep(a[rg]);
        }
    }
};

template <typename E, typename T, int DH, bool DROP, int RG>
__device__ __forceinline__ void attention_fwd(const T* __restrict__ q, const T* __restrict__ k,
                                              const T* __restrict__ v, T* __restrict__ o,
                                              float* __restrict__ lse, int t_len, float scale_log2,
                                              Strides st, Dropout dr, const TmaDesc* tk = nullptr,
                                              const TmaDesc* tv = nullptr) {
    constexpr int TE = E::template tile_elems<DH>();
    extern __shared__ __align__(16) unsigned char smem_raw[];
    constexpr int NS = E::TMA ? 3 : 2;      // stages (Wgmma::STAGES with TMA)
    T* ks = E::template smem<T>(smem_raw);  // [NS] key tiles
    T* vs = ks + NS * TE;                   // [NS] value tiles
    const QueryBlock<RG> qb(t_len);
    q += st.in_base(t_len); k += st.in_base(t_len); v += st.in_base(t_len); o += st.out_base(t_len);
    lse += (size_t)blockIdx.y * t_len;

    const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    const int g = lane >> 2, tq = lane & 3;
    int r0[RG], r1[RG];  // this thread's two query rows in each group
    uint32_t qf[RG][DH / 16][4];
    float oacc[RG][DH / 8][4];
    // Running max (log2 units) and this thread's partial row sums; the quad shares m.
    float m0[RG], m1[RG], l0[RG], l1[RG];
#pragma unroll
    for (int rg = 0; rg < RG; rg++) {
        r0[rg] = qb.row(rg, warp, g);
        r1[rg] = r0[rg] + 8;
        load_a_frags<T, DH>(qf[rg], q, r0[rg], r1[rg], t_len, tq, st.rs_in);
#pragma unroll
        for (int dn = 0; dn < DH / 8; dn++) oacc[rg][dn][0] = oacc[rg][dn][1] = oacc[rg][dn][2] = oacc[rg][dn][3] = 0.f;
        m0[rg] = m1[rg] = -CUDART_INF_F;
        l0[rg] = l1[rg] = 0.f;
    }

    // Row group rg's S on key tile kb (unscaled, in s), masked where the tile needs it: the new
    // running max (m0, m1 updated) and the factors (a.x for row r0, a.y for r1) that rescale
    // what was summed under the old one.
    auto tile_max = [&](int rg, int kb, float (&s)[8][4]) {
        if (qb.masked(kb)) {
#pragma unroll
            for (int nb = 0; nb < 8; nb++)
#pragma unroll
                for (int e = 0; e < 4; e++) {
                    const int key = kb * ATT_TILE + nb * 8 + 2 * tq + (e & 1);
                    if (key > (e < 2 ? r0[rg] : r1[rg]) || key >= t_len) s[nb][e] = -CUDART_INF_F;
                }
        }
        float mx0 = -CUDART_INF_F, mx1 = -CUDART_INF_F;
#pragma unroll
        for (int nb = 0; nb < 8; nb++) {
            mx0 = fmaxf(mx0, fmaxf(s[nb][0], s[nb][1]));
            mx1 = fmaxf(mx1, fmaxf(s[nb][2], s[nb][3]));
        }
        // m in log2 units. Key 0 (tile 0) is <= every row, so m is finite from the first
        // tile on: exp2(m_old - m_new) is exp2(-inf) = 0 the first time, never inf - inf;
        // a tile wholly past a group's diagonal leaves m as it is (max with -inf).
        const float mn0 = fmaxf(m0[rg], quad_max(mx0) * scale_log2);
        const float mn1 = fmaxf(m1[rg], quad_max(mx1) * scale_log2);
        const float2 a = make_float2(fast_exp2(m0[rg] - mn0), fast_exp2(m1[rg] - mn1));
        m0[rg] = mn0; m1[rg] = mn1;
        return a;
    };
    // P = exp2(S·s·log2e - m) of columns nb of row group rg, summed in fp32 into l (before
    // dropout: the softmax's normaliser); then dropped (z of key tile kb) and rounded to <dt>,
    // the A operand of P V.
    auto exps = [&](int rg, const float (&s)[4], float (&p)[4]) {
        p[0] = fast_exp2(fmaf(s[0], scale_log2, -m0[rg]));
        p[1] = fast_exp2(fmaf(s[1], scale_log2, -m0[rg]));
        p[2] = fast_exp2(fmaf(s[2], scale_log2, -m1[rg]));
        p[3] = fast_exp2(fmaf(s[3], scale_log2, -m1[rg]));
        l0[rg] += p[0] + p[1]; l1[rg] += p[2] + p[3];
    };
    auto drop = [&](int rg, int kb, int nb, float (&p)[4]) {
        if (DROP) {
            const unsigned long long drow0 = ((unsigned long long)blockIdx.y * t_len + r0[rg]) * t_len;
            const unsigned long long drow1 = ((unsigned long long)blockIdx.y * t_len + r1[rg]) * t_len;
            const unsigned long long key = kb * ATT_TILE + nb * 8 + 2 * tq;
            p[0] *= drop_factor(dr, drow0 + key);
            p[1] *= drop_factor(dr, drow0 + key + 1);
            p[2] *= drop_factor(dr, drow1 + key);
            p[3] *= drop_factor(dr, drow1 + key + 1);
        }
    };
    auto to_operand = [&](int nb, const float (&p)[4], uint32_t (&pf)[4][4]) {
        pf[nb / 2][(nb & 1) * 2 + 0] = pack2<T>(p[0], p[1]);
        pf[nb / 2][(nb & 1) * 2 + 1] = pack2<T>(p[2], p[3]);
    };
    auto rescale = [&](int rg, float2 a) {
        l0[rg] *= a.x; l1[rg] *= a.y;  // (l's rescale comes before the tile's sums are added)
    };
    auto rescale_o = [&](int rg, float2 a) {
#pragma unroll
        for (int dn = 0; dn < DH / 8; dn++) {
            oacc[rg][dn][0] *= a.x; oacc[rg][dn][1] *= a.x; oacc[rg][dn][2] *= a.y; oacc[rg][dn][3] *= a.y;
        }
    };
    auto body = [&](int kb, int stage) {
        // S = Q Kᵀ (unscaled: max and mask come before the one FFMA that scales to log2 units)
        float s[RG][8][4];
        const T* vt = vs + stage * TE;
        E::template scores<T, DH, RG>(s, qf, ks + stage * TE, lane);
        uint32_t pf[RG][4][4];
#pragma unroll
        for (int rg = 0; rg < RG; rg++) {
            E::template scores_wait<RG>(s[rg]);
            const float2 a = tile_max(rg, kb, s[rg]);
            rescale(rg, a);
            rescale_o(rg, a);
#pragma unroll
            for (int nb = 0; nb < 8; nb++) {
                float p[4];
                exps(rg, s[rg][nb], p);
                drop(rg, kb, nb, p);
                to_operand(nb, p, pf[rg]);
            }
            E::template accumulate_start<T, DH>(oacc[rg], pf[rg], vt);  // O += P V
        }
        E::template accumulate_finish<T, DH, RG>(oacc, pf, vt, lane);
    };
    if constexpr (E::TMA && !DROP) {
        // K and V tiles by TMA (tk, tv: [B, H, T, Dh] boxes of 64 rows), NS stages, software-
        // pipelined as FlashAttention-3's forward (its intra-warpgroup overlap): tile kb's S =
        // Q Kᵀ and tile kb - 1's O += P V are issued together, and tile kb's softmax runs on the
        // CUDA cores while that P V is on the tensor cores. P is converted and O rescaled once
        // the P V is done: ptxas keeps wgmmas in flight only where the registers they read or
        // accumulate into were written before the fence that precedes them (otherwise it
        // serializes them: its warnings C7513-C7515). The same products and sums in the same
        // order as one tile at a time: the same bits.
        static_assert(NS == Wgmma::STAGES && NS == 3 && RG == 1, "one row group; three stages");
        __shared__ uint64_t bars[NS];
        const int head = blockIdx.y % st.n_head, batch = blockIdx.y / st.n_head;
        auto issue = [&](int kb) {  // thread 0: key tile kb into stage kb % NS
            uint64_t* bar = &bars[kb % NS];
            mbar_expect(bar, 2 * TE * sizeof(T));
            tma_load_4d(ks + kb % NS * TE, tk, 0, kb * ATT_TILE, head, batch, bar);
            tma_load_4d(vs + kb % NS * TE, tv, 0, kb * ATT_TILE, head, batch, bar);
        };
        if (threadIdx.x == 0) {
#pragma unroll
            for (int i = 0; i < NS; i++) mbar_init(&bars[i], 1);
        }
        __syncthreads();  // the barriers exist before anyone waits on them
        if (threadIdx.x == 0)
            for (int kb = 0; kb < NS && kb <= qb.last; kb++) issue(kb);
        float s[8][4];
        uint32_t pf[4][4];
        // Tile kb's softmax on its S (in s, complete): P in fp32 in place, l summed, the factor
        // that rescales O returned; `ready` runs before P is converted (the previous P V done).
        auto softmax = [&](int kb, auto ready) {
            wg_operands(flat(s));
            const float2 a = tile_max(0, kb, s);
            rescale(0, a);
#pragma unroll
            for (int nb = 0; nb < 8; nb++) {
                float p[4];
                exps(0, s[nb], p);
                drop(0, kb, nb, p);
                s[nb][0] = p[0]; s[nb][1] = p[1]; s[nb][2] = p[2]; s[nb][3] = p[3];
            }
            ready();
#pragma unroll
            for (int nb = 0; nb < 8; nb++) to_operand(nb, s[nb], pf);
            rescale_o(0, a);  // before tile kb's P V, issued with the next tile's S
        };
        auto scores = [&](int kb) {  // S of tile kb into s, committed, not waited for
            mbar_wait(&bars[kb % NS], (kb / NS) & 1);
            wg_fence();
            wg_abt<T>(flat(s), qf[0], desc_k_major(ks + kb % NS * TE));
            wg_commit();
        };
        scores(0);
        wg_wait<0>();
        softmax(0, [] {});
        for (int kb = 1; kb <= qb.last; kb++) {
            scores(kb);
            E::template accumulate_start<T, DH>(oacc[0], pf, vs + (kb - 1) % NS * TE);  // tile kb - 1's P V
            wg_wait<1>();  // S; P V may still run
            softmax(kb, [&] {
                wg_wait<0>();  // tile kb - 1's P V
                wg_operands(flat(oacc[0]));
                wg_keep(pf);
                __syncthreads();  // every warp is past it: its stage may be refilled
                if (threadIdx.x == 0 && kb + 2 <= qb.last) issue(kb + 2);
            });
        }
        E::template accumulate_start<T, DH>(oacc[0], pf, vs + qb.last % NS * TE);  // the last tile's P V
        E::template accumulate_finish<T, DH, RG>(oacc, &pf, nullptr, lane);
    } else if constexpr (E::TMA) {
        // With dropout, one tile at a time: the pipelined loop above measured 2 % slower there
        // (the dropout's hashes hold 156-168 registers, three blocks an SM, and the loop's P
        // has to wait for the previous P V; docs/PERFORMANCE.md, 2026-12-04).
        static_assert(NS == Wgmma::STAGES, "the smem layout's stages are the pipeline's");
        __shared__ uint64_t bars[NS];
        const int head = blockIdx.y % st.n_head, batch = blockIdx.y / st.n_head;
        auto issue = [&](int kb, int stage, uint64_t* bar) {
            mbar_expect(bar, 2 * TE * sizeof(T));
            tma_load_4d(ks + stage * TE, tk, 0, kb * ATT_TILE, head, batch, bar);
            tma_load_4d(vs + stage * TE, tv, 0, kb * ATT_TILE, head, batch, bar);
        };
        pipeline_tma<NS>(0, qb.last, bars, issue, body);
    } else {
        pipeline<E>(
            0, qb.last, [&](int kb, int stage) { load_kv_async<E, T, DH>(ks, vs, k, v, kb, stage, t_len, st.rs_in); },
            body);
    }

#pragma unroll
    for (int rg = 0; rg < RG; rg++) {
        const float s0 = quad_sum(l0[rg]), s1 = quad_sum(l1[rg]);  // >= 1: the max gives 1
        store_rows<T, DH>(o, oacc[rg], 1.f / s0, 1.f / s1, r0[rg], r1[rg], t_len, tq, st.rs_out);
        if (tq == 0) {  // L = m + log2 l (log2 units)
            if (r0[rg] < t_len) lse[r0[rg]] = m0[rg] + log2f(s0);
            if (r1[rg] < t_len) lse[r1[rg]] = m1[rg] + log2f(s1);
        }
    }
}

// ---- backward ----------------------------------------------------------------------------------
// Two kernels, no atomics: attention_bwd_dq walks key tiles for its 64·RG queries (and first
// writes D = rowsum(dO ∘ O) for them), attention_bwd_dkdv walks query tiles for its 64 keys and
// reads that D. S and dP are computed in both (7 tile products per (query, key) tile pair instead
// of 5), which costs less than dq's fp32 atomics, their zeroed buffer and the cast after them did.
// With dropout (factor z = 0 or 1/(1-p) per element, the forward's): dV takes P∘z, and
// dS = P ∘ (z ∘ dP - D) (D from the dropped output). These two run on mma.sync (any head dim).
// On wgmma (Dh = 64) one kernel does both walks' work from the dK/dV side (attention_wg_bwd:
// 5 tile products per pair, dQ's shares added in a fixed order through L2), after a kernel that
// writes D and before one that rounds dq. The elementwise parts below are shared.

// D = rowsum(dO ∘ O) of rows r0 and r1 (dO's A fragments in registers, O read at the same
// places), written to delta by each quad's first thread; returned as (D of r0, D of r1).
template <typename T, int DH>
__device__ __forceinline__ float2 row_delta(const uint32_t dof[DH / 16][4], const T* o, float* delta, int r0, int r1,
                                            int t_len, int tq, int rs) {
    uint32_t of[DH / 16][4];
    load_a_frags<T, DH>(of, o, r0, r1, t_len, tq, rs);
    float a = 0.f, b = 0.f;
#pragma unroll
    for (int kk = 0; kk < DH / 16; kk++) {
        a += dot2<T>(dof[kk][0], of[kk][0]) + dot2<T>(dof[kk][2], of[kk][2]);
        b += dot2<T>(dof[kk][1], of[kk][1]) + dot2<T>(dof[kk][3], of[kk][3]);
    }
    const float d0 = quad_sum(a), d1 = quad_sum(b);
    if (tq == 0) {
        if (r0 < t_len) delta[r0] = d0;
        if (r1 < t_len) delta[r1] = d1;
    }
    return make_float2(d0, d1);
}

// dS = P ∘ (z ∘ dP - D) in two halves, so that on wgmma P's exponentials run while dP is still
// on the tensor cores: the first turns S into P (fp32, masked) in place and notes each
// element's dropout keep bit (bit 4·slot + e of `keep`, slot = the 8-column tile within the key
// tile); the second takes dP, rounds dS to <dt> as A-fragment registers. z is the forward's
// factor: the kept ones scale by 1/(1-p), bit for bit as drop_factor.
// A bool as a type, for a generic lambda's compile-time branch (std::bool_constant's role).
template <bool B> struct Flag { static constexpr bool value = B; };

template <bool DROP>
__device__ __forceinline__ float keep_factor(unsigned keep, int bit, const Dropout& dr) {
    return DROP ? ((keep >> bit) & 1u ? dr.scale : 0.f) : 1.f;
}

// The dq kernels: one 16 × 8 column tile (keys key0 = column 2·tq of the tile, key0 + 1) of rows
// r0 and r1 (L = l.x, l.y).
template <bool DROP>
__device__ __forceinline__ void dq_p(float s[4], unsigned& keep, int slot, int key0, int r0, int r1, float2 l,
                                     bool masked, int t_len, float scale_log2, const Dropout& dr) {
#pragma unroll
    for (int e = 0; e < 4; e++) {
        const int key = key0 + (e & 1);
        const int row = e < 2 ? r0 : r1;
        float p = fast_exp2(fmaf(s[e], scale_log2, -(e < 2 ? l.x : l.y)));
        if (masked && (key > row || key >= t_len)) p = 0.f;
        s[e] = p;
        if (DROP && drop_hash(dr.seed, ((unsigned long long)blockIdx.y * t_len + row) * t_len + key) >= dr.threshold)
            keep |= 1u << (4 * slot + e);
    }
}
// ... and its dS (D = d.x, d.y): ds0 row r0, ds1 row r1.
template <typename T, bool DROP>
__device__ __forceinline__ void dq_ds(uint32_t& ds0, uint32_t& ds1, const float p[4], const float dp[4], unsigned keep,
                                      int slot, float2 d, const Dropout& dr) {
    float x[4];
#pragma unroll
    for (int e = 0; e < 4; e++) x[e] = p[e] * (dp[e] * keep_factor<DROP>(keep, 4 * slot + e, dr) - (e < 2 ? d.x : d.y));
    ds0 = pack2<T>(x[0], x[1]);
    ds1 = pack2<T>(x[2], x[3]);
}

// The dK/dV kernels: one 16 × 8 column tile of queries (qc0 = column 2·tq within query tile qt,
// L of the tile in lt) for key rows kr0, kr1; `edge`: the diagonal tile or the last one (the
// causal mask and rows >= T). Also writes Pᵀ∘z, rounded, as dV's A fragment (p[0] row kr0).
template <typename T, bool DROP>
__device__ __forceinline__ void dkdv_p(uint32_t p[2], float s[4], unsigned& keep, int slot, int qt, int qc0, int kr0,
                                       int kr1, const float* lt, bool edge, int t_len, float scale_log2,
                                       const Dropout& dr) {
    float pz[4];
#pragma unroll
    for (int e = 0; e < 4; e++) {
        const int qc = qc0 + (e & 1), query = qt * ATT_TILE + qc;
        const int key = e < 2 ? kr0 : kr1;
        float pe = fast_exp2(fmaf(s[e], scale_log2, -lt[qc]));
        if (edge && (key > query || key >= t_len || query >= t_len)) pe = 0.f;
        if (DROP && drop_hash(dr.seed, ((unsigned long long)blockIdx.y * t_len + query) * t_len + key) >= dr.threshold)
            keep |= 1u << (4 * slot + e);
        s[e] = pe;
        pz[e] = pe * keep_factor<DROP>(keep, 4 * slot + e, dr);
    }
    p[0] = pack2<T>(pz[0], pz[1]);
    p[1] = pack2<T>(pz[2], pz[3]);
}
// ... and dSᵀ (D of the tile in dt).
template <typename T, bool DROP>
__device__ __forceinline__ void dkdv_ds(uint32_t ds[2], const float p[4], const float dp[4], unsigned keep, int slot,
                                        int qc0, const float* dt, const Dropout& dr) {
    float x[4];
#pragma unroll
    for (int e = 0; e < 4; e++) x[e] = p[e] * (dp[e] * keep_factor<DROP>(keep, 4 * slot + e, dr) - dt[qc0 + (e & 1)]);
    ds[0] = pack2<T>(x[0], x[1]);
    ds[1] = pack2<T>(x[2], x[3]);
}

// The dK/dV kernels' load of query tile qt: Q and dO (through the engine), L and D (fp32).
template <typename E, typename T, int DH>
__device__ __forceinline__ void load_query_tile(T* qs, T* dos, float* ls, float* ds, const T* q, const T* dout,
                                                const float* lse, const float* delta, int qt, int stage, int t_len,
                                                const Strides& st) {
    constexpr int TE = E::template tile_elems<DH>();
    E::template load<T, DH>(qs + stage * TE, q, qt * ATT_TILE, t_len, st.rs_in);
    E::template load<T, DH>(dos + stage * TE, dout, qt * ATT_TILE, t_len, st.rs_out);
    const int i = threadIdx.x % ATT_TILE, r = qt * ATT_TILE + i;
    const bool ok = r < t_len;
    if (threadIdx.x < ATT_TILE) cp_async4(ls + stage * ATT_TILE + i, ok ? lse + r : lse, ok);
    else cp_async4(ds + stage * ATT_TILE + i, ok ? delta + r : delta, ok);
}

template <typename T, int DH, bool DROP, int RG>
__device__ __forceinline__ void attention_bwd_dq(const T* __restrict__ q, const T* __restrict__ k,
                                                 const T* __restrict__ v, const T* __restrict__ o,
                                                 const T* __restrict__ dout, const float* __restrict__ lse,
                                                 float* __restrict__ delta, T* __restrict__ dq, int t_len,
                                                 float scale, float scale_log2, Strides st, Dropout dr) {
    constexpr int LD = DH + ATT_PAD, TE = ATT_TILE * LD;
    extern __shared__ __align__(16) unsigned char smem_raw[];
    T* ks = reinterpret_cast<T*>(smem_raw);  // [2 stages][64][LD] key tiles
    T* vs = ks + 2 * TE;                     // [2 stages][64][LD] value tiles
    const QueryBlock<RG> qb(t_len);
    q += st.in_base(t_len); k += st.in_base(t_len); v += st.in_base(t_len);
    o += st.out_base(t_len); dout += st.out_base(t_len); dq += st.grad_base(t_len);
    lse += (size_t)blockIdx.y * t_len;
    delta += (size_t)blockIdx.y * t_len;

    const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    const int g = lane >> 2, tq = lane & 3;
    int r0[RG], r1[RG];
    uint32_t qf[RG][DH / 16][4], dof[RG][DH / 16][4];
    float2 dd[RG], ll[RG];
    float dqa[RG][DH / 8][4];
#pragma unroll
    for (int rg = 0; rg < RG; rg++) {
        r0[rg] = qb.row(rg, warp, g);
        r1[rg] = r0[rg] + 8;
        load_a_frags<T, DH>(qf[rg], q, r0[rg], r1[rg], t_len, tq, st.rs_in);
        load_a_frags<T, DH>(dof[rg], dout, r0[rg], r1[rg], t_len, tq, st.rs_out);
        dd[rg] = row_delta<T, DH>(dof[rg], o, delta, r0[rg], r1[rg], t_len, tq, st.rs_out);
        // L (rows >= T: 0; their Q and dO are zeros, so they add nothing)
        ll[rg] = make_float2(r0[rg] < t_len ? lse[r0[rg]] : 0.f, r1[rg] < t_len ? lse[r1[rg]] : 0.f);
#pragma unroll
        for (int dn = 0; dn < DH / 8; dn++) dqa[rg][dn][0] = dqa[rg][dn][1] = dqa[rg][dn][2] = dqa[rg][dn][3] = 0.f;
    }

    pipeline<MmaSync>(
        0, qb.last, [&](int kb, int stage) { load_kv_async<MmaSync, T, DH>(ks, vs, k, v, kb, stage, t_len, st.rs_in); },
        [&](int kb, int stage) {
            const bool masked = qb.masked(kb);
            const T* kt = ks + stage * TE;
            const T* vt = vs + stage * TE;
            uint32_t dsf[RG][4][4];
#pragma unroll
            for (int nb = 0; nb < 8; nb++) {
                float s[RG][4], dp[RG][4];  // S = Q Kᵀ and dP = dO Vᵀ, column tile nb
#pragma unroll
                for (int rg = 0; rg < RG; rg++)
#pragma unroll
                    for (int e = 0; e < 4; e++) s[rg][e] = dp[rg][e] = 0.f;
#pragma unroll
                for (int kk = 0; kk < DH / 16; kk += 2) {
                    uint32_t fk[4], fv[4];
                    ldsm_b_nk<LD>(fk, kt, nb * 8, kk, lane);
                    ldsm_b_nk<LD>(fv, vt, nb * 8, kk, lane);
#pragma unroll
                    for (int rg = 0; rg < RG; rg++) {
                        mma16816<T>(s[rg], qf[rg][kk], fk[0], fk[1]);
                        mma16816<T>(s[rg], qf[rg][kk + 1], fk[2], fk[3]);
                        mma16816<T>(dp[rg], dof[rg][kk], fv[0], fv[1]);
                        mma16816<T>(dp[rg], dof[rg][kk + 1], fv[2], fv[3]);
                    }
                }
#pragma unroll
                for (int rg = 0; rg < RG; rg++) {
                    unsigned keep = 0;
                    dq_p<DROP>(s[rg], keep, 0, kb * ATT_TILE + nb * 8 + 2 * tq, r0[rg], r1[rg], ll[rg], masked, t_len,
                               scale_log2, dr);
                    dq_ds<T, DROP>(dsf[rg][nb / 2][(nb & 1) * 2], dsf[rg][nb / 2][(nb & 1) * 2 + 1], s[rg], dp[rg], keep,
                                   0, dd[rg], dr);
                }
            }
            mma_ab_rg<T, DH, LD, RG>(dqa, dsf, kt, lane);  // dQ += dS K
        });
#pragma unroll
    for (int rg = 0; rg < RG; rg++) store_rows<T, DH>(dq, dqa[rg], scale, scale, r0[rg], r1[rg], t_len, tq, st.rs_grad);
}

template <typename T, int DH, bool DROP>
__device__ __forceinline__ void attention_bwd_dkdv(const T* __restrict__ q, const T* __restrict__ k,
                                                   const T* __restrict__ v, const T* __restrict__ dout,
                                                   const float* __restrict__ lse, const float* __restrict__ delta,
                                                   T* __restrict__ dk, T* __restrict__ dv, int t_len, float scale,
                                                   float scale_log2, Strides st, Dropout dr) {
    constexpr int LD = DH + ATT_PAD, TE = ATT_TILE * LD;
    extern __shared__ __align__(16) unsigned char smem_raw[];
    T* qs = reinterpret_cast<T*>(smem_raw);  // [2 stages][64][LD] query tiles
    T* dos = qs + 2 * TE;                    // [2 stages][64][LD] dO tiles
    float* ls = reinterpret_cast<float*>(dos + 2 * TE);  // [2 stages][64] L
    float* ds = ls + 2 * ATT_TILE;                       // [2 stages][64] D

    const int n_tiles = (t_len + ATT_TILE - 1) / ATT_TILE;
    const int kb = blockIdx.x;  // key tile; kb = 0 has the most query tiles and starts first
    q += st.in_base(t_len); k += st.in_base(t_len); v += st.in_base(t_len); dout += st.out_base(t_len);
    dk += st.grad_base(t_len); dv += st.grad_base(t_len);
    lse += (size_t)blockIdx.y * t_len;
    delta += (size_t)blockIdx.y * t_len;

    const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    const int g = lane >> 2, tq = lane & 3;
    const int kr0 = kb * ATT_TILE + warp * 16 + g, kr1 = kr0 + 8;  // this thread's two key rows

    uint32_t kf[DH / 16][4], vf[DH / 16][4];
    load_a_frags<T, DH>(kf, k, kr0, kr1, t_len, tq, st.rs_in);
    load_a_frags<T, DH>(vf, v, kr0, kr1, t_len, tq, st.rs_in);

    float dka[DH / 8][4], dva[DH / 8][4];
#pragma unroll
    for (int dn = 0; dn < DH / 8; dn++) {
        dka[dn][0] = dka[dn][1] = dka[dn][2] = dka[dn][3] = 0.f;
        dva[dn][0] = dva[dn][1] = dva[dn][2] = dva[dn][3] = 0.f;
    }

    pipeline<MmaSync>(
        kb, n_tiles - 1,
        [&](int qt, int stage) {
            load_query_tile<MmaSync, T, DH>(qs, dos, ls, ds, q, dout, lse, delta, qt, stage, t_len, st);
        },
        [&](int qt, int stage) {
            const T* qt_s = qs + stage * TE;
            const T* dot_s = dos + stage * TE;
            // Keys after a query (the diagonal tile) and rows >= T (the last tiles) are masked.
            const bool edge = qt == kb || (qt + 1) * ATT_TILE > t_len;
            // Pᵀ = exp2(Sᵀ·s·log2e - L), dSᵀ = Pᵀ ∘ (dPᵀ - D), 16 keys × 64 queries, fp32.
            uint32_t pf[4][4], dsf[4][4];
#pragma unroll
            for (int nb = 0; nb < 8; nb++) {
                float s[4], dp[4];
                mma_abt_tile<T, DH, LD>(s, kf, qt_s, nb, lane);   // Sᵀ = K Qᵀ
                mma_abt_tile<T, DH, LD>(dp, vf, dot_s, nb, lane); // dPᵀ = V dOᵀ
                unsigned keep = 0;
                dkdv_p<T, DROP>(&pf[nb / 2][(nb & 1) * 2], s, keep, 0, qt, nb * 8 + 2 * tq, kr0, kr1, ls + stage * ATT_TILE,
                                edge, t_len, scale_log2, dr);
                dkdv_ds<T, DROP>(&dsf[nb / 2][(nb & 1) * 2], s, dp, keep, 0, nb * 8 + 2 * tq, ds + stage * ATT_TILE, dr);
            }
            mma_ab<T, DH, LD>(dva, pf, dot_s, lane);  // dV += Pᵀ dO
            mma_ab<T, DH, LD>(dka, dsf, qt_s, lane);  // dK += dSᵀ Q
        });
    store_rows<T, DH>(dk, dka, scale, scale, kr0, kr1, t_len, tq, st.rs_grad);
    store_rows<T, DH>(dv, dva, 1.f, 1.f, kr0, kr1, t_len, tq, st.rs_grad);
}

// The fused backward's dQ (below): D = rowsum(dO ∘ O) of one 64-row tile per block, 8 threads
// a row, 16 bytes each (fp32 products, summed over the 8 by shuffles).
template <typename T, int DH>
__device__ __forceinline__ void attention_bwd_delta(const T* __restrict__ o, const T* __restrict__ dout,
                                                    float* __restrict__ delta, int* __restrict__ counts, int t_len,
                                                    Strides st) {
    static_assert(DH == 64, "8 chunks of 16 bytes a row");
    // the backward's dQ count of this block's tile, zeroed here rather than by a memset of its own
    if (threadIdx.x == 0) counts[(size_t)blockIdx.y * gridDim.x + blockIdx.x] = 0;
    o += st.out_base(t_len); dout += st.out_base(t_len);
    delta += (size_t)blockIdx.y * t_len;
    const int c = (threadIdx.x % 8) * 8;
#pragma unroll
    for (int r = threadIdx.x / 8; r < ATT_TILE; r += ATT_THREADS / 8) {
        const int row = blockIdx.x * ATT_TILE + r;
        float d = 0.f;
        if (row < t_len) {
            const uint4 a = *reinterpret_cast<const uint4*>(dout + (size_t)row * st.rs_out + c);
            const uint4 b = *reinterpret_cast<const uint4*>(o + (size_t)row * st.rs_out + c);
            d = dot2<T>(a.x, b.x) + dot2<T>(a.y, b.y) + dot2<T>(a.z, b.z) + dot2<T>(a.w, b.w);
        }
        d += __shfl_xor_sync(0xffffffffu, d, 1);
        d += __shfl_xor_sync(0xffffffffu, d, 2);
        d += __shfl_xor_sync(0xffffffffu, d, 4);
        if (threadIdx.x % 8 == 0 && row < t_len) delta[row] = d;
    }
}

__device__ __forceinline__ int ld_acquire_gpu(const int* p) {
    int v;
    asm volatile("ld.acquire.gpu.global.b32 %0, [%1];\n" : "=r"(v) : "l"(p) : "memory");
    return v;
}
// *p += 1 with release semantics: this thread's earlier writes are seen by whoever acquires the
// new value (a release, not __threadfence's sequentially consistent fence).
__device__ __forceinline__ void red_release_gpu_inc(int* p) {
    asm volatile("red.release.gpu.global.add.s32 [%0], 1;\n" ::"l"(p) : "memory");
}

// The fused backward's dQ, in a fixed order. Key tile kb's share of query tile qt's dQ (dS·K,
// fp32) goes into the query tile's fp32 sum in L2 after the shares of key tiles qt, qt - 1, ...,
// kb + 1, which the tile's count says have arrived: the first share (kb = qt) is copied there,
// the others added, each as one bulk asynchronous copy of the 16 KB tile from smem, the add done
// in L2 by the copy engine. So every element is ((s_qt + s_qt-1) + ...) + s_0 in fp32 on every
// run. attention_bwd_dq_finish then scales the sums and rounds them into dq.
// The block is warp-specialised (FlashAttention-3's layout): its consumer warpgroup computes and
// leaves each share in one of two smem buffers (dq_stage, then an arrival on the buffer's `full`
// barrier); one thread of the producer warpgroup (dq_adds) waits for the count, issues the copy,
// waits for it to land, releases the count and frees the buffer (its `empty` barrier). No
// consumer waits on a count or a copy: the chain of counts that paces a head's blocks runs beside
// their tensor cores, two shares deep.
// Layout of a tile's sum (and of its smem copy): row-major fp32 [64][DH], the column pair p of
// row r (columns 2p, 2p + 1) stored at pair p ^ ((r % 8)·4): a warp's float2 stores of its 8
// rows then fill each bank twice, the fewest wavefronts for 256 bytes; the finish kernel reads a
// row's float4 q at q ^ ((r % 8)·2).
template <int DH>
__device__ __forceinline__ void dq_stage(const float (&part)[DH / 8][4], float* sm, int warp, int lane) {
    const int g = lane >> 2, tq = lane & 3, r0 = warp * 16 + g;
#pragma unroll
    for (int dn = 0; dn < DH / 8; dn++) {
        const int p = (dn * 4 + tq) ^ (g << 2);  // rows r0 and r0 + 8 alike (r % 8 = g)
        *reinterpret_cast<float2*>(sm + r0 * DH + 2 * p) = make_float2(part[dn][0], part[dn][1]);
        *reinterpret_cast<float2*>(sm + (r0 + 8) * DH + 2 * p) = make_float2(part[dn][2], part[dn][3]);
    }
    Wgmma::landed();  // the copy engine reads sm through the async proxy
}
// The producer's thread: the block's shares in turn (query tiles kb ..= last), share i from
// buffer i % 2 of dqs once its `full` barrier says the consumers left it there. Each waits until
// the query tile's count says that the shares before it are in the tile's sum, goes in by one
// bulk copy (or add), frees the buffer once the copy has read it, and once the sum has landed
// releases the count (none after key tile 0's).
template <int DH>
__device__ __forceinline__ void dq_adds(const float* dqs, uint64_t* full, uint64_t* empty, float* acc, int* counts,
                                        int kb, int last) {
    constexpr unsigned bytes = ATT_TILE * DH * 4;
    for (int qt = kb; qt <= last; qt++) {
        const int i = qt - kb, b = i & 1;  // i: the shares before this one, also the count to wait for
        mbar_wait(&full[b], (i >> 1) & 1);
        float* dst = acc + (size_t)qt * ATT_TILE * DH;
        const unsigned src = smem_addr(dqs + b * ATT_TILE * DH);
        if (i == 0) {
            asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;\n" ::"l"(dst), "r"(src),
                         "n"(bytes)
                         : "memory");
        } else {
            while (ld_acquire_gpu(counts + qt) < i) {
            }
            asm volatile("fence.proxy.async.global;\n" ::: "memory");
            asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], %2;\n" ::"l"(dst),
                         "r"(src), "n"(bytes)
                         : "memory");
        }
        asm volatile("cp.async.bulk.commit_group;\n" ::: "memory");
        asm volatile("cp.async.bulk.wait_group.read 0;\n" ::: "memory");
        mbar_arrive(&empty[b]);  // the consumers may refill the buffer
        if (kb > 0) {
            asm volatile("cp.async.bulk.wait_group 0;\n" ::: "memory");
            asm volatile("fence.proxy.async.global;\n" ::: "memory");
            red_release_gpu_inc(counts + qt);
        }
    }
    asm volatile("cp.async.bulk.wait_group 0;\n" ::: "memory");  // key tile 0's last sums
}

// dq = the query tiles' sums (dq_stage's layout) times `scale`, rounded to <dt> (rows >= T
// skipped); one tile per block.
// With `colsum`, also the tile's column sums of the rounded dq (the launch contract's colsum):
// per thread its rows (its 4 columns are fixed: ATT_THREADS % (DH / 4) == 0), then the threads
// of a column in threadIdx order through shared memory.
template <typename T, int DH>
__device__ __forceinline__ void attention_bwd_dq_finish(const float* __restrict__ acc, T* __restrict__ dq, int t_len,
                                                        float scale, Strides st, float* __restrict__ colsum) {
    static_assert(ATT_THREADS % (DH / 4) == 0, "a thread's columns are the same in every row");
    const int n_tiles = (t_len + ATT_TILE - 1) / ATT_TILE;
    acc += ((size_t)blockIdx.y * n_tiles + blockIdx.x) * ATT_TILE * DH;
    dq += st.grad_base(t_len);
    float cs[4] = {0.f, 0.f, 0.f, 0.f};
#pragma unroll 4
    for (int i = threadIdx.x; i < ATT_TILE * DH / 4; i += ATT_THREADS) {
        const int r = i / (DH / 4), q = i % (DH / 4), row = blockIdx.x * ATT_TILE + r;
        const float4 x = __ldcs(reinterpret_cast<const float4*>(acc + r * DH) + (q ^ ((r & 7) << 1)));
        if (row < t_len) {
            const uint2 u = make_uint2(pack2<T>(x.x * scale, x.y * scale), pack2<T>(x.z * scale, x.w * scale));
            *reinterpret_cast<uint2*>(dq + (size_t)row * st.rs_grad + 4 * q) = u;
            const float2 a = unpack2(u.x, T()), b = unpack2(u.y, T());
            cs[0] += a.x;
            cs[1] += a.y;
            cs[2] += b.x;
            cs[3] += b.y;
        }
    }
    if (colsum == nullptr) return;
    constexpr int GROUPS = ATT_THREADS / (DH / 4);  // threads per column
    __shared__ float part[GROUPS][DH];
    const int q = threadIdx.x % (DH / 4);
#pragma unroll
    for (int e = 0; e < 4; e++) part[threadIdx.x / (DH / 4)][4 * q + e] = cs[e];
    __syncthreads();
    if (threadIdx.x < DH) {
        float sum = 0.f;
#pragma unroll
        for (int g = 0; g < GROUPS; g++) sum += part[g][threadIdx.x];
        const int c = st.n_head * DH, head = blockIdx.y % st.n_head, batch = blockIdx.y / st.n_head;
        colsum[((size_t)batch * n_tiles + blockIdx.x) * 3 * c + head * DH + threadIdx.x] = sum;
    }
}

// The backward on wgmma, one kernel for dK, dV and dQ's shares: per query tile, Sᵀ and dPᵀ as
// whole 64 × 64 tiles (A = K and V in registers, B = Q and dO K-major in smem), then dV += Pᵀ dO
// and dK += dSᵀ Q with Pᵀ and dSᵀ as register A operands and dO, Q MN-major; dSᵀ also goes to
// smem, and dQ's share dS·K runs with both operands there (the block's key tile loaded once),
// which the producer thread adds to the query tile's sum in order (block of 256 threads: the
// consumer warpgroup 0-127 computes, the producer warpgroup's first thread adds the dQ shares,
// its registers given to the consumers). blockIdx.x runs the key tiles from the
// last one down, so that the block a share waits for has started before it (blocks start in
// blockIdx order). The dq kernel recomputed S and dP (7 tile products per pair of tiles); this
// computes 5.
template <typename T, int DH, bool DROP>
__device__ __forceinline__ void attention_wg_bwd(const BwdMaps& maps, const T* __restrict__ k,
                                                 const T* __restrict__ v, T* __restrict__ dk, T* __restrict__ dv,
                                                 float* __restrict__ dq_acc, int* __restrict__ counts, int t_len,
                                                 float scale, float scale_log2, Strides st, Dropout dr,
                                                 float* __restrict__ colsum) {
    using E = Wgmma;
    constexpr int TE = E::tile_elems<DH>();
    extern __shared__ __align__(16) unsigned char smem_raw[];
    constexpr int NS = E::STAGES;
    T* qs = E::smem<T>(smem_raw);  // [NS] query tiles
    T* dos = qs + NS * TE;         // [NS] dO tiles
    T* kss = dos + NS * TE;        // the key tile
    T* dss = kss + TE;             // dSᵀ
    float* dqs = reinterpret_cast<float*>(dss + TE);  // [2] dQ shares, fp32
    float* ls = dqs + 2 * ATT_TILE * DH;              // [NS] L boxes (BwdMaps)
    float* ds = ls + NS * ATT_LD_SLOT;                // [NS] D boxes

    const int n_tiles = (t_len + ATT_TILE - 1) / ATT_TILE;
    const int kb = gridDim.x - 1 - blockIdx.x;
    const int head = blockIdx.y % st.n_head, batch = blockIdx.y / st.n_head;
    dq_acc += (size_t)blockIdx.y * n_tiles * ATT_TILE * DH;
    counts += (size_t)blockIdx.y * n_tiles;
    // Q, dO, L and D tiles by TMA, NS stages (pipeline_tma's barriers); the key tile once, on a
    // barrier of its own; each dQ buffer's `full` (consumers → producer) and `empty` (back)
    __shared__ uint64_t bars[NS + 5];
    uint64_t *kbar = &bars[NS], *full = &bars[NS + 1], *empty = &bars[NS + 3];
    if (threadIdx.x == 0) {
        for (int b = 0; b < 2; b++) {
            mbar_init(&full[b], 1);
            mbar_init(&empty[b], 1);
        }
        mbar_init(kbar, 1);
        mbar_expect(kbar, TE * sizeof(T));
        tma_load_4d(kss, &maps.k, 0, kb * ATT_TILE, head, batch, kbar);
    }
    __syncthreads();  // the whole block's last barrier: the warpgroups part here
    if (threadIdx.x >= ATT_THREADS) {
        wg_regs_dec<24>();
        if (threadIdx.x == ATT_THREADS) dq_adds<DH>(dqs, full, empty, dq_acc, counts, kb, n_tiles - 1);
        return;
    }
    wg_regs_inc<232>();
    k += st.in_base(t_len); v += st.in_base(t_len);
    dk += st.grad_base(t_len); dv += st.grad_base(t_len);

    const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    const int g = lane >> 2, tq = lane & 3;
    const int kr0 = kb * ATT_TILE + warp * 16 + g, kr1 = kr0 + 8;

    uint32_t kf[DH / 16][4], vf[DH / 16][4];
    load_a_frags<T, DH>(kf, k, kr0, kr1, t_len, tq, st.rs_in);
    load_a_frags<T, DH>(vf, v, kr0, kr1, t_len, tq, st.rs_in);
    float dka[DH / 8][4], dva[DH / 8][4];
#pragma unroll
    for (int dn = 0; dn < DH / 8; dn++) {
        dka[dn][0] = dka[dn][1] = dka[dn][2] = dka[dn][3] = 0.f;
        dva[dn][0] = dva[dn][1] = dva[dn][2] = dva[dn][3] = 0.f;
    }
    const int lead = (blockIdx.y * t_len) & 3;  // where a tile's L and D start in their boxes
    auto issue = [&](int qt, int stage, uint64_t* bar) {
        mbar_expect(bar, 2 * TE * sizeof(T) + 2 * ATT_LD_BOX * sizeof(float));
        tma_load_4d(qs + stage * TE, &maps.q, 0, qt * ATT_TILE, head, batch, bar);
        tma_load_4d(dos + stage * TE, &maps.dout, 0, qt * ATT_TILE, head, batch, bar);
        const int row = blockIdx.y * t_len + qt * ATT_TILE - lead;  // a multiple of 4
        tma_load_1d(ls + stage * ATT_LD_SLOT, &maps.lse, row, bar);
        tma_load_1d(ds + stage * ATT_LD_SLOT, &maps.delta, row, bar);
    };

    // A query tile's share of dQ, computed at the end of its step (`share`), is handed to the
    // producer at the top of the next step, while that step's first products run on the tensor
    // cores (and after the loop for the last tile): share i into buffer i % 2.
    float share[DH / 8][4];
    auto stage_share = [&](int i) {
        const int b = i & 1;
        if (i >= 2) mbar_wait(&empty[b], ((i >> 1) - 1) & 1);  // share i - 2 has left it
        dq_stage<DH>(share, dqs + b * ATT_TILE * DH, warp, lane);
        ConsumerSync::sync();
        if (threadIdx.x == 0) mbar_arrive(&full[b]);
    };
    // One query tile's step; `Edge` (a Flag) is whether it is the diagonal or the last tile, the
    // only ones that need the mask. A compile-time flag, so that the other tiles' step carries no
    // trace of the mask: as a run-time bool the compiler computed every element's mask predicates
    // on every tile, half the step's instructions (docs/PERFORMANCE.md, 2026-12-04 entry).
    auto step = [&](int qt, int stage, auto edge_flag) {
            constexpr bool edge = decltype(edge_flag)::value;
            const T* qt_s = qs + stage * TE;
            const T* dot_s = dos + stage * TE;
            // Groups in flight in turn: Sᵀ = K Qᵀ and dPᵀ = V dOᵀ; Pᵀ while dPᵀ runs; dV += Pᵀ dO
            // while dSᵀ is formed; then dK += dSᵀ Q and dQ's share = dS K.
            float s[8][4], dp[8][4];
            wg_fence();
            wg_abt<T>(flat(s), kf, desc_k_major(qt_s));
            wg_commit();
            wg_abt<T>(flat(dp), vf, desc_k_major(dot_s));
            wg_commit();
            if (qt > kb) stage_share(qt - 1 - kb);  // the previous tile's, while these run
            wg_wait<1>();
            wg_operands(flat(s));
            uint32_t pf[4][4], dsf[4][4];
            unsigned keep = 0;
#pragma unroll
            for (int nb = 0; nb < 8; nb++)
                dkdv_p<T, DROP>(&pf[nb / 2][(nb & 1) * 2], s[nb], keep, nb, qt, nb * 8 + 2 * tq, kr0, kr1,
                                ls + stage * ATT_LD_SLOT + lead, edge, t_len, scale_log2, dr);
            wg_operands(flat(dva));
            wg_fence();
            wg_ab<T>(flat(dva), pf, desc_mn_major(dot_s));
            wg_commit();
            wg_wait<1>();  // dPᵀ (dV may still run)
            wg_operands(flat(dp));
#pragma unroll
            for (int nb = 0; nb < 8; nb++)
                dkdv_ds<T, DROP>(&dsf[nb / 2][(nb & 1) * 2], s[nb], dp[nb], keep, nb, nb * 8 + 2 * tq,
                                 ds + stage * ATT_LD_SLOT + lead, dr);
            const int kl0 = warp * 16 + g;  // this thread's key rows in the tile
#pragma unroll
            for (int j = 0; j < 4; j++)
#pragma unroll
                for (int h = 0; h < 2; h++) {
                    st_sw128_pair(dss, kl0, j * 16 + h * 8 + 2 * tq, dsf[j][2 * h]);
                    st_sw128_pair(dss, kl0 + 8, j * 16 + h * 8 + 2 * tq, dsf[j][2 * h + 1]);
                }
            wg_operands(flat(dka));
            wg_fence();
            wg_ab<T>(flat(dka), dsf, desc_mn_major(qt_s));
            wg_commit();
            E::landed();  // dSᵀ, stored through the generic proxy, is read by the tensor cores
            ConsumerSync::sync();
            wg_fence();
            if (qt == kb) mbar_wait(kbar, 0);  // the key tile, before its first use
            float dqp[DH / 8][4];
            wg_ab_ss<T>(flat(dqp), desc_mn_major(dss), desc_mn_major(kss));  // dS K
            wg_commit();
            wg_wait<0>();
            wg_operands(flat(dqp));
            // into registers no wgmma writes: read in the next step while its products run
#pragma unroll
            for (int dn = 0; dn < DH / 8; dn++)
#pragma unroll
                for (int e = 0; e < 4; e++) asm volatile("mov.b32 %0, %1;\n" : "=f"(share[dn][e]) : "f"(dqp[dn][e]));
            wg_operands(flat(dva));
            wg_operands(flat(dka));
            wg_keep(pf);
            wg_keep(dsf);
        };
    pipeline_tma<NS, ConsumerSync>(kb, n_tiles - 1, bars, issue, [&](int qt, int stage) {
        if (qt == kb || (qt + 1) * ATT_TILE > t_len) step(qt, stage, Flag<true>());
        else step(qt, stage, Flag<false>());
    });
    stage_share(n_tiles - 1 - kb);
    store_rows<T, DH>(dk, dka, scale, scale, kr0, kr1, t_len, tq, st.rs_grad);
    store_rows<T, DH>(dv, dva, 1.f, 1.f, kr0, kr1, t_len, tq, st.rs_grad);
    if (colsum != nullptr) {  // the key tile's rows of k's and v's columns (launch contract)
        __shared__ float part[4 * DH];
        const int c = st.n_head * DH;
        float* out = colsum + ((size_t)batch * n_tiles + kb) * 3 * c + head * DH;
        tile_colsums<T, DH>(dka, scale, kr0, kr1, t_len, warp, lane, part, out + c);
        tile_colsums<T, DH>(dva, 1.f, kr0, kr1, t_len, warp, lane, part, out + 2 * c);
    }
}

// Each kernel in two variants: without dropout (the branch compiled out: it cost the forward
// ~30 % at M as a runtime test) and with (`_drop`).
#define ATTENTION_VARIANT(T, NAME, DH, SUFFIX, DROP)                                                \
    extern "C" __global__ void __launch_bounds__(ATT_THREADS)                                      \
        attention_fwd##SUFFIX##_##NAME##_d##DH(const T* q, const T* k, const T* v, T* o, float* lse, \
                                               int t_len, float scale_log2, Strides st, Dropout dr) { \
        pdl_entry();                                                                                  \
        attention_fwd<MmaSync, T, DH, DROP, RowGroups<DH>::value>(q, k, v, o, lse, t_len, scale_log2, st, dr);                     \
    }                                                                                               \
    extern "C" __global__ void __launch_bounds__(ATT_THREADS) attention_bwd_dq##SUFFIX##_##NAME##_d##DH( \
        const T* q, const T* k, const T* v, const T* o, const T* dout, const float* lse, float* delta, \
        T* dq, int t_len, float scale, float scale_log2, Strides st, Dropout dr) {                  \
        pdl_entry();                                                                                \
        attention_bwd_dq<T, DH, DROP, RowGroups<DH>::value>(q, k, v, o, dout, lse, delta, dq, t_len, scale, scale_log2, st, dr); \
    }                                                                                               \
    extern "C" __global__ void __launch_bounds__(ATT_THREADS, DH <= 64 ? 3 : 1) attention_bwd_dkdv##SUFFIX##_##NAME##_d##DH( \
        const T* q, const T* k, const T* v, const T* dout, const float* lse, const float* delta,    \
        T* dk, T* dv, int t_len, float scale, float scale_log2, Strides st, Dropout dr) {           \
        pdl_entry();                                                                                \
        attention_bwd_dkdv<T, DH, DROP>(q, k, v, dout, lse, delta, dk, dv, t_len, scale, scale_log2, st, dr); \
    }

// The wgmma kernels (Dh = 64): the forward with 64-row blocks (one row group: the B operand is
// read from smem by the tensor cores, so a second group saves no smem traffic, and half the
// registers let more blocks hide each other's waits: the forward 5 % faster at M than with two
// groups), the backward with two blocks per SM.
#define ATTENTION_WG_VARIANT(T, NAME, SUFFIX, DROP)                                                 \
    extern "C" __global__ void __launch_bounds__(ATT_THREADS)                                      \
        attention_wg_fwd##SUFFIX##_##NAME##_d64(const T* q, const T* k, const T* v, T* o, float* lse, \
                                                int t_len, float scale_log2, Strides st, Dropout dr, \
                                                const __grid_constant__ TmaDesc tk,                  \
                                                const __grid_constant__ TmaDesc tv) {                \
        pdl_entry();                                                                                 \
        attention_fwd<Wgmma, T, 64, DROP, 1>(q, k, v, o, lse, t_len, scale_log2, st, dr, &tk, &tv); \
    }                                                                                               \
    extern "C" __global__ void __launch_bounds__(2 * ATT_THREADS, 2) attention_wg_bwd##SUFFIX##_##NAME##_d64( \
        const __grid_constant__ BwdMaps maps, const T* k, const T* v, T* dk, T* dv, float* dq_acc,  \
        int* counts, int t_len, float scale, float scale_log2, Strides st, Dropout dr, float* colsum) { \
        pdl_entry();                                                                                \
        attention_wg_bwd<T, 64, DROP>(maps, k, v, dk, dv, dq_acc, counts, t_len, scale, scale_log2, st, dr, colsum); \
    }

#define ATTENTION_KERNELS(T, NAME, DH)                                                              \
    ATTENTION_VARIANT(T, NAME, DH, , false)                                                         \
    ATTENTION_VARIANT(T, NAME, DH, _drop, true)

#define ATTENTION_DTYPE(T, NAME)                                                                    \
    ATTENTION_KERNELS(T, NAME, 32)                                                                  \
    ATTENTION_KERNELS(T, NAME, 64)                                                                  \
    ATTENTION_KERNELS(T, NAME, 96)                                                                  \
    ATTENTION_KERNELS(T, NAME, 128)

ATTENTION_DTYPE(__nv_bfloat16, bf16)
ATTENTION_DTYPE(__half, f16)
ATTENTION_WG_VARIANT(__nv_bfloat16, bf16, , false)
ATTENTION_WG_VARIANT(__nv_bfloat16, bf16, _drop, true)
ATTENTION_WG_VARIANT(__half, f16, , false)
ATTENTION_WG_VARIANT(__half, f16, _drop, true)
extern "C" __global__ void __launch_bounds__(ATT_THREADS)
    attention_wg_bwd_delta_bf16_d64(const __nv_bfloat16* o, const __nv_bfloat16* dout, float* delta, int* counts, int t_len,
                                    Strides st) {
    pdl_entry();
    attention_bwd_delta<__nv_bfloat16, 64>(o, dout, delta, counts, t_len, st);
}
extern "C" __global__ void __launch_bounds__(ATT_THREADS)
    attention_wg_bwd_dq_finish_bf16_d64(const float* acc, __nv_bfloat16* dq, int t_len, float scale, Strides st,
                                        float* colsum) {
    pdl_entry();
    attention_bwd_dq_finish<__nv_bfloat16, 64>(acc, dq, t_len, scale, st, colsum);
}
extern "C" __global__ void __launch_bounds__(ATT_THREADS)
    attention_wg_bwd_dq_finish_f16_d64(const float* acc, __half* dq, int t_len, float scale, Strides st,
                                       float* colsum) {
    pdl_entry();
    attention_bwd_dq_finish<__half, 64>(acc, dq, t_len, scale, st, colsum);
}
extern "C" __global__ void __launch_bounds__(ATT_THREADS)
    attention_wg_bwd_delta_f16_d64(const __half* o, const __half* dout, float* delta, int* counts, int t_len,
                                    Strides st) {
    pdl_entry();
    attention_bwd_delta<__half, 64>(o, dout, delta, counts, t_len, st);
}
