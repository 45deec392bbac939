// layernorm.cu -- LayerNorm over the last dim with the fp32 island of docs/DESIGN.md §5 inside the kernel:
// forward, and a backward for x, gamma and beta.
//
// Math: x [R, C] f32 (the residual stream), gamma, beta [C] f32 (the masters, read directly: no
// per-step cast). Per row: mean = Σx/C, var = Σ(x-mean)²/C (two passes, biased as PyTorch),
// rstd = 1/sqrt(var + eps), xhat = (x-mean)·rstd, y = xhat·gamma + beta rounded once to TO.
// Backward, dy [R, C] in TG (the gradient of y, in the dtype y had):
//   dx = rstd · (gamma·dy - mean_j(gamma·dy) - xhat · mean_j(gamma·dy·xhat))
//   dgamma = Σ_rows dy·xhat, dbeta = Σ_rows dy
// All arithmetic in fp32; dgamma/dbeta summed per (row chunk, column) and then over chunks in a
// fixed order: no atomics, the same bits every run.
//
// `add` (null, or [R·C] f32): dx = add + the LayerNorm's dx, one f32 addition (`__fadd_rn`, never
// contracted into the product before it): the residual stream's gradient, which also passes
// straight through the residual add, summed here instead of in a pass of its own (the same bits
// as ops::grad_add's sum of the two).
// Outputs of the backward: dx [R·C] f32, and dgamma [C], dbeta [C] f32 in buffers of their own
// (they live until the optimizer step; the activation-sized dx does not). mean and rstd of each
// row go to a scratch buffer stats [2·R] from ln_bwd_dx, read by ln_bwd_params_partial.
//
// Launch contracts:
//   ln_fwd_<TO>, ln_bwd_dx_<TG>: one warp per row; block = LN_WARPS·32 threads, grid =
//     ceil(R / LN_WARPS) (< 2^31); rows are read three or four times, the repeats from L1.
//     (Rows up to 1024 elements take the register-resident kernels at the end of this file.)
//   ln_fwd_res[_drop]_vec<NV>_<TO>(x, branch, sum, gamma, beta, y, rows, c, eps[, d]): ln_fwd's
//     launch; sum [R·C] f32 = x + widen(branch) (masked with d: residual.cu's add), y = the
//     LayerNorm of sum; branch in TO, C % 4 == 0, every operand starting at a multiple of 4 elements.
//   ln_bwd_params_partial_<TG>: block = 256 threads (one column each), grid = (ceil(C/256),
//     chunks); chunk k covers rows [k·rpc, min(R, (k+1)·rpc)); partial [chunks, 2·C].
//   ln_bwd_params_finish: block = (32, 8), grid = ceil(2·C / 32), or ceil(3·C / 32) with dbranch.
// CPU reference: `LayerNorm::cpu_fwd` and `LayerNormBwd::cpu_fwd` in src/ops/layer_norm.rs.

#include "common.cuh"

#define LN_WARPS 4

// row_stats_strided (the two-pass row statistics ln_fwd and ln_bwd_dx share) lives in
// common.cuh: decode.cu's LayerNorm GEMVs use it too.

template <typename TO>
__device__ __forceinline__ void ln_fwd(const float* x, const float* gamma, const float* beta, TO* y, int rows, int c,
                                       float eps) {
    const int lane = threadIdx.x % WARP_SIZE;
    const long long r = (long long)blockIdx.x * LN_WARPS + threadIdx.x / WARP_SIZE;
    if (r >= rows) return;
    const float* xr = x + r * c;
    float mean, rstd;
    row_stats_strided(xr, c, lane, eps, mean, rstd);
    TO* yr = y + r * c;
    for (int j = lane; j < c; j += WARP_SIZE) yr[j] = from_f32<TO>((xr[j] - mean) * rstd * gamma[j] + beta[j]);
}

template <typename TG>
__device__ __forceinline__ void ln_bwd_dx(const float* x, const float* gamma, const TG* dy, const float* add, float* dx,
                                          float* stats, int rows, int c, float eps) {
    const int lane = threadIdx.x % WARP_SIZE;
    const long long r = (long long)blockIdx.x * LN_WARPS + threadIdx.x / WARP_SIZE;
    if (r >= rows) return;
    const float* xr = x + r * c;
    const TG* dyr = dy + r * c;
    float mean, rstd;
    row_stats_strided(xr, c, lane, eps, mean, rstd);
    float a = 0.f, b = 0.f;  // Σ gamma·dy, Σ gamma·dy·xhat
    for (int j = lane; j < c; j += WARP_SIZE) {
        const float gd = gamma[j] * to_f32(dyr[j]);
        a += gd;
        b += gd * (xr[j] - mean) * rstd;
    }
    a = warp_reduce_sum(a) / c;
    b = warp_reduce_sum(b) / c;
    float* dxr = dx + r * c;
    const float* addr = add == nullptr ? nullptr : add + r * c;
    for (int j = lane; j < c; j += WARP_SIZE) {
        const float xhat = (xr[j] - mean) * rstd;
        const float v = rstd * (gamma[j] * to_f32(dyr[j]) - a - xhat * b);
        dxr[j] = addr == nullptr ? v : __fadd_rn(addr[j], v);  // the gradient store's add + dx
    }
    if (lane == 0) {
        stats[2 * r] = mean;
        stats[2 * r + 1] = rstd;
    }
}

template <typename TG>
__device__ __forceinline__ void ln_bwd_params_partial(const float* x, const TG* dy, const float* stats, float* partial,
                                                      int rows, int c, int rows_per_chunk) {
    const int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= c) return;
    const long long r0 = (long long)blockIdx.y * rows_per_chunk;
    const long long r1 = min((long long)rows, r0 + rows_per_chunk);
    float dg = 0.f, db = 0.f;
    for (long long r = r0; r < r1; r++) {
        const float d = to_f32(dy[r * c + j]);
        dg += d * (x[r * c + j] - stats[2 * r]) * stats[2 * r + 1];
        db += d;
    }
    partial[(long long)blockIdx.y * 2 * c + j] = dg;
    partial[(long long)blockIdx.y * 2 * c + c + j] = db;
}

// dgamma [C], dbeta [C] = the column sums of partial [chunks, 2·C] (common.cuh: column_finish);
// with a non-null dbranch [C], of partial [chunks, 3·C], its last C columns the branch's bias
// gradient the `_cast` backward kernels summed (below).
extern "C" __global__ void __launch_bounds__(256) ln_bwd_params_finish(const float* partial, float* dgamma,
                                                                      float* dbeta, float* dbranch, int chunks,
                                                                      int c) {
    pdl_entry();
    column_finish(partial, dgamma, dbeta, dbranch, c, chunks, (dbranch == nullptr ? 2 : 3) * c);
}

#define LN_FWD(NAME, TO)                                                                                     \
    extern "C" __global__ void __launch_bounds__(LN_WARPS * WARP_SIZE)                                       \
        ln_fwd_##NAME(const float* x, const float* gamma, const float* beta, TO* y, int rows, int c, float eps) { \
        pdl_entry();                                                                                              \
        ln_fwd<TO>(x, gamma, beta, y, rows, c, eps);                                                         \
    }

#define LN_BWD(NAME, TG)                                                                                     \
    extern "C" __global__ void __launch_bounds__(LN_WARPS * WARP_SIZE)                                       \
        ln_bwd_dx_##NAME(const float* x, const float* gamma, const TG* dy, const float* add, float* dx,      \
                         float* stats, int rows, int c, float eps) {                                         \
        pdl_entry();                                                                                         \
        ln_bwd_dx<TG>(x, gamma, dy, add, dx, stats, rows, c, eps);                                           \
    }                                                                                                        \
    extern "C" __global__ void ln_bwd_params_partial_##NAME(const float* x, const TG* dy, const float* stats, \
                                                            float* partial, int rows, int c, int rpc) {      \
        pdl_entry();                                                                                         \
        ln_bwd_params_partial<TG>(x, dy, stats, partial, rows, c, rpc);                                      \
    }

LN_FWD(f32, float)
LN_FWD(bf16, __nv_bfloat16)
LN_FWD(f16, __half)
LN_BWD(f32, float)
LN_BWD(bf16, __nv_bfloat16)
LN_BWD(f16, __half)

// ---- rows of at most 32·NV·VEC elements, held in registers: one read of x (and dy), one write ---
// Lane l holds the VEC consecutive columns (32·i + l)·VEC .. +VEC-1 for i < NV (those < C): with
// VEC = 4 (C % 4 == 0 and 16-byte aligned rows) every access is a float4 or a 4 × 16-bit vector,
// with VEC = 1 one element per lane per step. The backward also sums dgamma and dbeta: per lane
// in registers over the warp's rows, then over the block's warps in warp order through shared
// memory, into partial[block][2·C]; ln_bwd_params_finish sums the blocks.
// Launch: ln_fwd_{reg,vec}<NV>_<TO>: as ln_fwd. ln_bwd_{reg,vec,vecs}<NV>_<TG>: block = W·32
// threads (W <= LN_REG_BWD_WARPS(NV, VEC), vecs LN_BWD_WARPS), grid = min(ceil(R / W), blocks per SM ·
// SMs); warp w of block b takes rows b·W + w + k·grid·W; dynamic smem in floats: reg 2·C, vec
// 2·C + W·S with S = ln_stage_floats(C, sizeof(TG)) (the staged next rows, below),
// cast[_drop]_vec 2·C + W·S + W·C + C (the branch sums, gamma; partial then [blocks][3·C]), vecs
// W·2·C.
#define LN_BWD_WARPS 8
// The register-sum kernels with six float4 groups a lane (vec6 and cast[_drop]_vec6: VEC = 4,
// NV = 6, C up to 768): 6 warps, two blocks an SM, so up to 168 registers a thread. At 8 warps (128
// registers) they were the only ones of the family that spilled (`ln_bwd_cast_vec6` 84 bytes a
// thread, `cast_drop_vec6` 160, `vec6` 40) and the `_cast` ones ran 11 % slower at GPT-2 small's
// rows (docs/PERFORMANCE.md, 2026-12-04 night and a later session); the others keep 8 warps (no spill, and the same
// time at 6 where measured: `cast_drop_vec3`). The plain and the `_cast` kernel of an NV share the
// count, so that the fused kernel's dgamma and dbeta are summed over the same partition of the
// rows as the separate pass's (the same bits).
#define LN_REG_BWD_WARPS(NV, VEC) ((VEC) == 4 && (NV) == 6 ? 6 : LN_BWD_WARPS)

// VEC consecutive elements at p widened to f32 / rounded from f32 (VEC = 4: one 16-byte access for
// f32, one 8-byte access for 16-bit types; p aligned to it).
template <int VEC, typename T> __device__ __forceinline__ void ld_vec(const T* p, float o[VEC]) {
    if constexpr (VEC == 1) {
        o[0] = to_f32(*p);
    } else if constexpr (sizeof(T) == 4) {
        const float4 v = *reinterpret_cast<const float4*>(p);
        o[0] = v.x; o[1] = v.y; o[2] = v.z; o[3] = v.w;
    } else {
        const uint2 u = *reinterpret_cast<const uint2*>(p);
        const T* h = reinterpret_cast<const T*>(&u);
#pragma unroll
        for (int e = 0; e < 4; e++) o[e] = to_f32(h[e]);
    }
}
template <int VEC, typename T> __device__ __forceinline__ void st_vec(T* p, const float v[VEC]) {
    if constexpr (VEC == 1) {
        *p = from_f32<T>(v[0]);
    } else if constexpr (sizeof(T) == 4) {
        *reinterpret_cast<float4*>(p) = make_float4(v[0], v[1], v[2], v[3]);
    } else {
        uint2 u;
        T* h = reinterpret_cast<T*>(&u);
#pragma unroll
        for (int e = 0; e < 4; e++) h[e] = from_f32<T>(v[e]);
        *reinterpret_cast<uint2*>(p) = u;
    }
}

// First column of lane's group i.
template <int VEC> __device__ __forceinline__ int col0(int i, int lane) { return (i * WARP_SIZE + lane) * VEC; }

// Mean and 1/sqrt(var + eps) of a row held as v[i·VEC + e] (0 past C), two passes.
template <int NV, int VEC>
__device__ __forceinline__ void row_stats(const float v[NV * VEC], int c, int lane, float eps, float& mean,
                                          float& rstd) {
    float s = 0.f;
#pragma unroll
    for (int k = 0; k < NV * VEC; k++) s += v[k];
    mean = warp_reduce_sum(s) / c;
    float q = 0.f;
#pragma unroll
    for (int i = 0; i < NV; i++) {
        if (col0<VEC>(i, lane) < c) {
#pragma unroll
            for (int e = 0; e < VEC; e++) {
                const float d = v[i * VEC + e] - mean;
                q += d * d;
            }
        }
    }
    rstd = 1.f / sqrtf(warp_reduce_sum(q) / c + eps);
}

// RES = 0: the LayerNorm of x. RES = 1: of x + widen(branch), the residual add of residual.cu in
// the same pass, its sum written to `sum` (the stream) as the row is loaded; RES = 2: the same with
// the branch's dropout mask. The sum's arithmetic is residual.cu's (__fmul_rn, __fadd_rn, the mask
// of element r·C + j), and the statistics are those of the sum's f32 values: the same bits as the
// add followed by the LayerNorm.
template <typename TO, int NV, int VEC, int RES = 0>
__device__ __forceinline__ void ln_fwd_reg(const float* x, const TO* branch, float* sum, const Dropout& d,
                                           const float* gamma, const float* beta, TO* y, int rows, int c, float eps) {
    const int lane = threadIdx.x % WARP_SIZE;
    const long long r = (long long)blockIdx.x * LN_WARPS + threadIdx.x / WARP_SIZE;
    if (r >= rows) return;
    const float* xr = x + r * c;
    float v[NV * VEC];
    // every load of the row first, then the sums and their stores: a store to `sum` may alias a
    // later load for all the compiler knows (it is x itself where the add is in place), so loads
    // interleaved with the stores went to memory one group at a time (NV round trips a row)
    float br[RES > 0 ? NV * VEC : 1];
#pragma unroll
    for (int i = 0; i < NV; i++) {
        const int j = col0<VEC>(i, lane);
        if (j < c) {
            ld_vec<VEC>(xr + j, v + i * VEC);
            if constexpr (RES > 0) ld_vec<VEC>(branch + r * c + j, br + i * VEC);
        } else {
#pragma unroll
            for (int e = 0; e < VEC; e++) v[i * VEC + e] = 0.f;
        }
    }
    if constexpr (RES > 0) {
#pragma unroll
        for (int i = 0; i < NV; i++) {
            const int j = col0<VEC>(i, lane);
            if (j < c) {
#pragma unroll
                for (int e = 0; e < VEC; e++) {
                    const float b = br[i * VEC + e];
                    const float be = RES == 2 ? __fmul_rn(b, drop_factor(d, (unsigned long long)(r * c + j + e))) : b;
                    v[i * VEC + e] = __fadd_rn(v[i * VEC + e], be);
                }
                st_vec<VEC>(sum + r * c + j, v + i * VEC);
            }
        }
    }
    float mean, rstd;
    row_stats<NV, VEC>(v, c, lane, eps, mean, rstd);
    TO* yr = y + r * c;
#pragma unroll
    for (int i = 0; i < NV; i++) {
        const int j = col0<VEC>(i, lane);
        if (j < c) {
            float g[VEC], b[VEC], o[VEC];
            ld_vec<VEC>(gamma + j, g);
            ld_vec<VEC>(beta + j, b);
#pragma unroll
            for (int e = 0; e < VEC; e++) o[e] = (v[i * VEC + e] - mean) * rstd * g[e] + b[e];
            st_vec<VEC>(yr + j, o);
        }
    }
}

// The backward's next row, staged in shared memory (the vec kernels): while a warp computes row r,
// cp.async copies the warp's next row r + grid·W into a buffer of the warp's own, x and dy as soon
// as row r's are in registers, `add` once row r's dx is written; each is one row ahead. A lane
// copies, and later reads, only its own groups (col0), so its own cp.async.wait_group is all the
// synchronisation there is, and it overwrites a group only after the values read from it were
// used. Without it every row paid two DRAM round trips in turn (x and dy, then add), with at most
// 16 warps per SM to hide them: the kernel waited on memory at 2.6 TB/s (docs/PERFORMANCE.md).
// Layout of a warp's buffer (ln_stage_floats): x [C] f32, add [C] f32, dy [C] TG padded to 16 bytes.
template <typename TG> struct LnStage {
    float* x;
    float* add;
    TG* dy;
};
__device__ __forceinline__ int ln_stage_floats(int c, int tg_bytes) { return 2 * c + (c * tg_bytes + 15) / 16 * 4; }

template <int NV, typename TG>
__device__ __forceinline__ void stage_x_dy(const LnStage<TG>& s, const float* x, const TG* dy, long long r, int c,
                                           int lane) {
#pragma unroll
    for (int i = 0; i < NV; i++) {
        const int j = col0<4>(i, lane);
        if (j < c) {
            cp_async16(s.x + j, x + r * c + j, true);
            if constexpr (sizeof(TG) == 4) {
                cp_async16(s.dy + j, dy + r * c + j, true);
            } else {
                cp_async8(s.dy + j, dy + r * c + j);
            }
        }
    }
}

template <int NV>
__device__ __forceinline__ void stage_add(float* s, const float* add, long long r, int c, int lane) {
#pragma unroll
    for (int i = 0; i < NV; i++) {
        const int j = col0<4>(i, lane);
        if (j < c) cp_async16(s + j, add + r * c + j, true);
    }
}

// SMEM_ACC (rows too long for the sums to stay in registers next to the row): each warp sums its
// rows' dgamma and dbeta in a slice of shared memory of its own instead, [W][2][C], lane by lane
// in the same order as the registers would (the same bits). W = blockDim.x / 32 warps.
//
// CAST (the `_cast[_drop]` kernels, staged rows only): dx is also the gradient of the residual
// branch that wrote x, a Linear layer's output (src/ops/dense.rs, docs/DESIGN.md §7). The kernel
// writes that layer's dh = round_TG(dx · drop_factor(d, r·C + j)) (CAST 2; CAST 1: dx itself) to
// `cast` and sums the fp32 products per column, the layer's bias gradient: each lane into its own
// columns of its warp's slice of shared memory [W][C] (after the staging buffers), then the
// block's warps in warp order into partial[block][2·C + j], partial being [blocks][3·C]. The same
// arithmetic as bias_act.cu's cast_colsum, which it replaces: dh is the same bits, db's sums run
// in another order.
template <typename TG, int NV, int VEC, bool SMEM_ACC, int CAST = 0>
__device__ __forceinline__ void ln_bwd_reg(const float* __restrict__ x, const float* gamma,
                                           const TG* __restrict__ dy, const float* __restrict__ add, float* __restrict__ dx,
                                           float* __restrict__ partial, int rows, int c, float eps,
                                           TG* __restrict__ cast = nullptr, const Dropout& d = Dropout{}) {
    // (not with the sums in shared memory: at 1600 columns the staging took 230 KB of it, one
    // block per SM, and the kernel ran 13 % slower than with the L2 prefetch below)
    constexpr bool STAGED = VEC == 4 && !SMEM_ACC;
    static_assert(CAST == 0 || STAGED, "the branch's cast comes with the staged float4 kernels only");
    // [2][C]: dgamma, dbeta of this block (SMEM_ACC: per warp); then (STAGED) each warp's buffer
    extern __shared__ float acc[];
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE, nw = blockDim.x / WARP_SIZE;
    float* wacc = acc + (SMEM_ACC ? warp * 2 * c : 0);  // this warp's slice
    LnStage<TG> st{};
    if constexpr (STAGED) {
        float* base = acc + (SMEM_ACC ? nw : 1) * 2 * c + warp * ln_stage_floats(c, sizeof(TG));
        st = {base, base + c, reinterpret_cast<TG*>(base + 2 * c)};
    }
    if (SMEM_ACC) {
        for (int j = lane; j < 2 * c; j += WARP_SIZE) wacc[j] = 0.f;
        __syncwarp();
    } else {
        for (int j = threadIdx.x; j < 2 * c; j += blockDim.x) acc[j] = 0.f;
    }
    // CAST: the warps' branch sums [W][C]; a lane reads and writes only its own columns (col0)
    float* const bsums = acc + 2 * c + nw * ln_stage_floats(c, sizeof(TG));
    if constexpr (CAST > 0) {
#pragma unroll
        for (int i = 0; i < NV; i++) {
            const int j = col0<VEC>(i, lane);
            if (j < c) *reinterpret_cast<float4*>(bsums + warp * c + j) = make_float4(0.f, 0.f, 0.f, 0.f);
        }
    }
    // CAST: gamma [C] in shared memory (after the branch sums), read twice a row. From global
    // memory its loads missed L1 (most of it is this kernel's shared memory) and were the
    // kernel's longest waits (Nsight Compute, docs/PERFORMANCE.md, 2026-12-04 night); the
    // plain staged kernel measured 1 % slower with the copy (ptxas spilled more), so it reads
    // gamma from global memory as before.
    float* const gs = bsums + nw * c;
    if constexpr (CAST > 0) {
        for (int j = threadIdx.x * 4; j < c; j += blockDim.x * 4)
            *reinterpret_cast<float4*>(gs + j) = *reinterpret_cast<const float4*>(gamma + j);
        __syncthreads();
        gamma = gs;
    }
    constexpr int NR = SMEM_ACC ? 1 : NV * VEC;  // register sums
    float dg[NR], db[NR];
#pragma unroll
    for (int k = 0; k < NR; k++) dg[k] = db[k] = 0.f;
    const long long stride = (long long)gridDim.x * nw;
    long long r = (long long)blockIdx.x * nw + warp;
    if constexpr (STAGED) {  // the first row: x and dy, then add, as two groups (waited for in turn)
        if (r < rows) stage_x_dy<NV>(st, x, dy, r, c, lane);
        cp_async_commit();
        if (r < rows && add != nullptr) stage_add<NV>(st.add, add, r, c, lane);
        cp_async_commit();
    }
    for (; r < rows; r += stride) {
        const long long rn = r + stride;  // this warp's next row
        const float* xr = x + r * c;
        const TG* dyr = dy + r * c;
        if constexpr (STAGED) cp_async_wait<1>();  // row r's x and dy (its add may still be on its way)
        float xv[NV * VEC], gv[NV * VEC];
#pragma unroll
        for (int i = 0; i < NV; i++) {
            const int j = col0<VEC>(i, lane);
            if (j < c) {
                ld_vec<VEC>(STAGED ? st.x + j : xr + j, xv + i * VEC);
                ld_vec<VEC>(STAGED ? st.dy + j : dyr + j, gv + i * VEC);
            } else {
#pragma unroll
                for (int e = 0; e < VEC; e++) xv[i * VEC + e] = gv[i * VEC + e] = 0.f;
            }
        }
        if (SMEM_ACC && add != nullptr) {
            // one warp per SM-resident row at a time: `add`'s row on its way to L2 while the sums
            // run, so that its load below waits for L2, not for DRAM (one prefetch per line)
#pragma unroll
            for (int i = 0; i < NV; i++) {
                const int j = col0<VEC>(i, lane);
                if (j < c && j % 32 == 0) prefetch_l2(add + r * c + j);
            }
        }
        float mean, rstd;
        row_stats<NV, VEC>(xv, c, lane, eps, mean, rstd);
        float a = 0.f, b = 0.f;  // Σ gamma·dy, Σ gamma·dy·xhat (dy = 0 past C: nothing added)
#pragma unroll
        for (int i = 0; i < NV; i++) {
            const int j = col0<VEC>(i, lane);
            float gm[VEC];
            if (j < c) {
                ld_vec<VEC>(gamma + j, gm);
            } else {
#pragma unroll
                for (int e = 0; e < VEC; e++) gm[e] = 0.f;
            }
#pragma unroll
            for (int e = 0; e < VEC; e++) {
                const int k = i * VEC + e;
                xv[k] = (xv[k] - mean) * rstd;  // xhat from here on
                const float gd = gm[e] * gv[k];
                a += gd;
                b += gd * xv[k];
                if (!SMEM_ACC) {
                    dg[k] += gv[k] * xv[k];
                    db[k] += gv[k];
                }
            }
            if constexpr (SMEM_ACC) {
                static_assert(VEC == 4, "the shared-memory sums take float4 groups");
                if (j < c) {
                // the group's VEC = 4 sums as one 16-byte read-modify-write each: a warp's
                // accesses are then 512 contiguous bytes (4 wavefronts), where four scalar ones,
                // lanes 16 bytes apart, were 4-way bank conflicts (73 % of the kernel's shared
                // wavefronts at XL's 1600 columns, Nsight Compute). Each sum gets the same fp32
                // addition as before, in the same order.
                float4* pg = reinterpret_cast<float4*>(wacc + j);
                float4* pb = reinterpret_cast<float4*>(wacc + c + j);
                float4 sg = *pg, sb = *pb;
                const int k = i * VEC;
                sg.x += gv[k] * xv[k];
                sg.y += gv[k + 1] * xv[k + 1];
                sg.z += gv[k + 2] * xv[k + 2];
                sg.w += gv[k + 3] * xv[k + 3];
                sb.x += gv[k];
                sb.y += gv[k + 1];
                sb.z += gv[k + 2];
                sb.w += gv[k + 3];
                *pg = sg;
                *pb = sb;
                }
            }
        }
        if constexpr (STAGED) {  // every value read from the buffer's x and dy has been used
            if (rn < rows) stage_x_dy<NV>(st, x, dy, rn, c, lane);
            cp_async_commit();
        }
        a = warp_reduce_sum(a) / c;
        b = warp_reduce_sum(b) / c;
        if constexpr (STAGED) cp_async_wait<1>();  // row r's add
        float* dxr = dx + r * c;
#pragma unroll
        for (int i = 0; i < NV; i++) {
            const int j = col0<VEC>(i, lane);
            if (j < c) {
                float gm[VEC], o[VEC];
                ld_vec<VEC>(gamma + j, gm);
#pragma unroll
                for (int e = 0; e < VEC; e++) o[e] = rstd * (gm[e] * gv[i * VEC + e] - a - xv[i * VEC + e] * b);
                if (add != nullptr) {  // the gradient store's add + dx, one rounding
                    float av[VEC];
                    ld_vec<VEC>(STAGED ? st.add + j : add + r * c + j, av);
#pragma unroll
                    for (int e = 0; e < VEC; e++) o[e] = __fadd_rn(av[e], o[e]);
                }
                st_vec<VEC>(dxr + j, o);
                if constexpr (CAST > 0) {  // the branch's dh and its bias's column sums
                    float m[VEC];
#pragma unroll
                    for (int e = 0; e < VEC; e++)
                        m[e] = CAST == 2 ? __fmul_rn(o[e], drop_factor(d, (unsigned long long)(r * c + j + e))) : o[e];
                    st_vec<VEC>(cast + r * c + j, m);
                    float4* ps = reinterpret_cast<float4*>(bsums + warp * c + j);
                    float4 sm = *ps;
                    sm.x += m[0];
                    sm.y += m[1];
                    sm.z += m[2];
                    sm.w += m[3];
                    *ps = sm;
                }
            }
        }
        if constexpr (STAGED) {  // the buffer's add values are in the stores above
            if (rn < rows && add != nullptr) stage_add<NV>(st.add, add, rn, c, lane);
            cp_async_commit();
        }
    }
    if constexpr (SMEM_ACC) {
        __syncthreads();
        for (int j = threadIdx.x; j < 2 * c; j += blockDim.x) {
            float sum = 0.f;
            for (int w = 0; w < nw; w++) sum += acc[w * 2 * c + j];  // warp order
            partial[(long long)blockIdx.x * 2 * c + j] = sum;
        }
    } else {
        for (int w = 0; w < nw; w++) {  // warp order: the same sums every run
            __syncthreads();
            if (warp == w) {
#pragma unroll
                for (int i = 0; i < NV; i++) {
                    const int j = col0<VEC>(i, lane);
                    if (j < c) {
#pragma unroll
                        for (int e = 0; e < VEC; e++) {
                            acc[j + e] += dg[i * VEC + e];
                            acc[c + j + e] += db[i * VEC + e];
                        }
                    }
                }
            }
        }
        __syncthreads();
        const long long pw = (CAST > 0 ? 3 : 2) * c;  // partial's row width
        for (int j = threadIdx.x; j < 2 * c; j += blockDim.x) partial[blockIdx.x * pw + j] = acc[j];
        if constexpr (CAST > 0) {
            for (int j = threadIdx.x; j < c; j += blockDim.x) {
                float sum = 0.f;
                for (int w = 0; w < nw; w++) sum += bsums[w * c + j];  // warp order
                partial[blockIdx.x * pw + 2 * c + j] = sum;
            }
        }
    }
}

#define LN_REG_FWD(KIND, NV, VEC, NAME, TO)                                                                  \
    extern "C" __global__ void __launch_bounds__(LN_WARPS * WARP_SIZE) ln_fwd_##KIND##NV##_##NAME(          \
        const float* x, const float* gamma, const float* beta, TO* y, int rows, int c, float eps) {          \
        pdl_entry();                                                                                         \
        ln_fwd_reg<TO, NV, VEC>(x, nullptr, nullptr, Dropout{}, gamma, beta, y, rows, c, eps);               \
    }
// The residual add and the LayerNorm of its sum in one pass (RES above): float4 lanes only.
#define LN_RES_FWD(KIND, NV, VEC, NAME, TO)                                                                  \
    extern "C" __global__ void __launch_bounds__(LN_WARPS * WARP_SIZE) ln_fwd_res_##KIND##NV##_##NAME(      \
        const float* x, const TO* branch, float* sum, const float* gamma, const float* beta, TO* y, int rows, \
        int c, float eps) {                                                                                  \
        pdl_entry();                                                                                         \
        ln_fwd_reg<TO, NV, VEC, 1>(x, branch, sum, Dropout{}, gamma, beta, y, rows, c, eps);                 \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(LN_WARPS * WARP_SIZE) ln_fwd_res_drop_##KIND##NV##_##NAME( \
        const float* x, const TO* branch, float* sum, const float* gamma, const float* beta, TO* y, int rows, \
        int c, float eps, Dropout d) {                                                                       \
        pdl_entry();                                                                                         \
        ln_fwd_reg<TO, NV, VEC, 2>(x, branch, sum, d, gamma, beta, y, rows, c, eps);                         \
    }
// 2 blocks per SM: at most 128 registers, 168 for vec6 (LN_REG_BWD_WARPS).
#define LN_REG_BWD(KIND, NV, VEC, NAME, TO)                                                                  \
    extern "C" __global__ void __launch_bounds__(LN_REG_BWD_WARPS(NV, VEC) * WARP_SIZE, 2) ln_bwd_##KIND##NV##_##NAME(   \
        const float* x, const float* gamma, const TO* dy, const float* add, float* dx, float* partial,       \
        int rows, int c, float eps) {                                                                        \
        pdl_entry();                                                                                         \
        ln_bwd_reg<TO, NV, VEC, false>(x, gamma, dy, add, dx, partial, rows, c, eps);                        \
    }
// The same, writing the residual branch's dh and bias-gradient sums too (CAST above): 16-bit
// gradients only (an f32 branch needs no rounding); dynamic smem W·C floats more than vec's.
#define LN_CAST_BWD(KIND, NV, VEC, NAME, TO)                                                                 \
    extern "C" __global__ void __launch_bounds__(LN_REG_BWD_WARPS(NV, VEC) * WARP_SIZE, 2) ln_bwd_cast_##KIND##NV##_##NAME( \
        const float* x, const float* gamma, const TO* dy, const float* add, float* dx, float* partial,       \
        int rows, int c, float eps, TO* cast) {                                                              \
        pdl_entry();                                                                                         \
        ln_bwd_reg<TO, NV, VEC, false, 1>(x, gamma, dy, add, dx, partial, rows, c, eps, cast);               \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(LN_REG_BWD_WARPS(NV, VEC) * WARP_SIZE, 2)                            \
        ln_bwd_cast_drop_##KIND##NV##_##NAME(const float* x, const float* gamma, const TO* dy, const float* add, \
                                             float* dx, float* partial, int rows, int c, float eps, TO* cast,   \
                                             Dropout d) {                                                       \
        pdl_entry();                                                                                         \
        ln_bwd_reg<TO, NV, VEC, false, 2>(x, gamma, dy, add, dx, partial, rows, c, eps, cast, d);            \
    }
// Longer rows (vecs<NV>: float4 lanes, sums in shared memory, W·2·C floats of it): one block per
// SM, up to 255 registers for the row.
#define LN_SMEM_BWD(KIND, NV, VEC, NAME, TO)                                                                 \
    extern "C" __global__ void __launch_bounds__(LN_BWD_WARPS * WARP_SIZE, 1) ln_bwd_##KIND##NV##_##NAME(   \
        const float* x, const float* gamma, const TO* dy, const float* add, float* dx, float* partial,       \
        int rows, int c, float eps) {                                                                        \
        pdl_entry();                                                                                         \
        ln_bwd_reg<TO, NV, VEC, true>(x, gamma, dy, add, dx, partial, rows, c, eps);                         \
    }
#define LN_REG_ALL(WHICH, KIND, NV, VEC)              \
    WHICH(KIND, NV, VEC, f32, float)                  \
    WHICH(KIND, NV, VEC, bf16, __nv_bfloat16)         \
    WHICH(KIND, NV, VEC, f16, __half)
// Forward: C <= 2048 with VEC = 4, C <= 1024 with VEC = 1. Backward: C <= 512 with VEC = 1, C <=
// 768 with VEC = 4 and the sums in registers, C <= 2048 with VEC = 4 and the sums in shared memory
// (vecs); other rows take the 3-pass kernels.
LN_REG_ALL(LN_REG_FWD, reg, 4, 1)
LN_REG_ALL(LN_REG_FWD, reg, 8, 1)
LN_REG_ALL(LN_REG_FWD, reg, 12, 1)
LN_REG_ALL(LN_REG_FWD, reg, 16, 1)
LN_REG_ALL(LN_REG_FWD, reg, 24, 1)
LN_REG_ALL(LN_REG_FWD, reg, 32, 1)
LN_REG_ALL(LN_REG_FWD, vec, 1, 4)
LN_REG_ALL(LN_REG_FWD, vec, 2, 4)
LN_REG_ALL(LN_REG_FWD, vec, 3, 4)
LN_REG_ALL(LN_REG_FWD, vec, 4, 4)
LN_REG_ALL(LN_REG_FWD, vec, 6, 4)
LN_REG_ALL(LN_REG_FWD, vec, 8, 4)
LN_REG_ALL(LN_REG_FWD, vec, 10, 4)
LN_REG_ALL(LN_REG_FWD, vec, 13, 4)
LN_REG_ALL(LN_REG_FWD, vec, 16, 4)
LN_REG_ALL(LN_RES_FWD, vec, 1, 4)
LN_REG_ALL(LN_RES_FWD, vec, 2, 4)
LN_REG_ALL(LN_RES_FWD, vec, 3, 4)
LN_REG_ALL(LN_RES_FWD, vec, 4, 4)
LN_REG_ALL(LN_RES_FWD, vec, 6, 4)
LN_REG_ALL(LN_RES_FWD, vec, 8, 4)
LN_REG_ALL(LN_RES_FWD, vec, 10, 4)
LN_REG_ALL(LN_RES_FWD, vec, 13, 4)
LN_REG_ALL(LN_RES_FWD, vec, 16, 4)
LN_REG_ALL(LN_REG_BWD, reg, 4, 1)
LN_REG_ALL(LN_REG_BWD, reg, 8, 1)
LN_REG_ALL(LN_REG_BWD, reg, 12, 1)
LN_REG_ALL(LN_REG_BWD, reg, 16, 1)
LN_REG_ALL(LN_REG_BWD, vec, 1, 4)
LN_REG_ALL(LN_REG_BWD, vec, 2, 4)
LN_REG_ALL(LN_REG_BWD, vec, 3, 4)
LN_REG_ALL(LN_REG_BWD, vec, 4, 4)
LN_REG_ALL(LN_REG_BWD, vec, 6, 4)
#define LN_CAST_ALL(NV)                                \
    LN_CAST_BWD(vec, NV, 4, bf16, __nv_bfloat16)       \
    LN_CAST_BWD(vec, NV, 4, f16, __half)
LN_CAST_ALL(1)
LN_CAST_ALL(2)
LN_CAST_ALL(3)
LN_CAST_ALL(4)
LN_CAST_ALL(6)
LN_REG_ALL(LN_SMEM_BWD, vecs, 8, 4)
LN_REG_ALL(LN_SMEM_BWD, vecs, 10, 4)
LN_REG_ALL(LN_SMEM_BWD, vecs, 13, 4)
LN_REG_ALL(LN_SMEM_BWD, vecs, 16, 4)
