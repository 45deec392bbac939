// gemv.cu -- y = x · Wᵀ with fp32 master weights converted to bf16 as they are loaded.
//
// Math      y[r, n] = sum_k  f32(x[r, k]) * f32(bf16_rn(W[n, k]))      for r < rows, n < N
//           (bf16_rn: round to nearest even; products and sums in fp32, fma per lane, then a
//           butterfly sum over the 32 lanes of a warp; y rounded once to T at the end).
// Operands  x: [rows, K] row-major, T = bf16 | f16 | f32 (the activation dtype)
//           W: [N, K] row-major, fp32 (the master weight, as stored: no bf16 copy is made)
//           y: [rows, N] row-major, T. Every element of y is written exactly once.
// Entry     gemv_fwd_<T>(x, w, y, rows, n, k, split)        rows == 1 (decoding)
// points    gemv_fwd_rows8_<T>(x, w, y, rows, n, k, split)  1 <= rows <= GEMV_MAX_ROWS (small
//           batches: each W element is still read once; the x rows are re-read from L1)
//           <T> = bf16 | f16 | f32. rows, n, k, split are int32 (the host refuses larger).
// Launch    split = warps per output column, 1, 2, 4 or 8 (divides GEMV_WARPS): each of them
//                   sums an even share of K, then the shares are added in order through smem.
//                   The host splits while N·split <= 4096 warps and K/split >= 128 (16
//                   steps), so a small N still has enough loads in flight.
//           grid  = (ceil(N / (GEMV_WARPS / split)), 1, 1)
//           block = (32 * GEMV_WARPS, 1, 1)  = 256 threads; warp w of block b serves column
//                   n = b·(GEMV_WARPS/split) + w/split, share w % split
//           smem  = GEMV_WARPS·R floats, static (R = 1 or GEMV_MAX_ROWS); none is passed
//           (src/ops/gemv.rs, `launch` and `split_k`, build exactly this LaunchConfig.)
// Alignment Vector path when the W row, x and (rows > 1) every x row start on 16 bytes: each
//           lane reads 8 consecutive elements per step, W as two 16-byte streaming loads
//           (ld.global.cs: read once) and x as one (bf16/f16) or two (f32) 16-byte loads;
//           the last K % 8 elements and any unaligned row use scalar loads. The test is per
//           warp, so an odd K or a non-zero storage offset is correct, only slower.
// Limits    rows <= GEMV_MAX_ROWS = 8 (larger batches take the cuBLAS path in gemv.rs);
//           N, K < 2^31; N * K may exceed 2^31 (offsets are size_t).
// Accum     fp32. No fast-math.
// Reference `Gemv::cpu_fwd` in src/ops/gemv.rs: the same bf16 rounding of W, f32 accumulation.
//           Checked against an f64 sum in tests/gpu/main.rs: max-norm relative error <= 1e-2.
// Why this shape: at rows = 1 the kernel is bound by reading 4·N·K bytes of W. One warp per row
// of W gives 1 KiB per warp-step of perfectly coalesced reads; GEMV_UNROLL = 4 steps are issued
// before their first use, so each warp keeps 4 KiB in flight (Little's law on an H200:
// ≈4.8 TB/s × ≈1 µs ≈ 5 MB in flight; 4096 rows × 4 KiB = 16 MB). Measured on the H200
// (tests/gpu `tune_gemv`, L2 flushed): 4096x4096 19.5 µs, 8192x8192 63.4 µs = 4.24 TB/s, the
// device-copy ceiling. Tried and slower there: 2 or 8 steps in flight, software pipelining
// (next steps' loads before this step's fmas), 4- or 16-warp blocks, forcing 8 blocks per SM.

#include "common.cuh"

#define GEMV_WARPS 8
#define GEMV_BLOCK (GEMV_WARPS * WARP_SIZE)
#define GEMV_VEC 8      // elements per lane per step (32 B of W)
#define GEMV_UNROLL 4   // steps whose loads are issued before the first fma
#define GEMV_MAX_ROWS 8

// One step of the vector path: lane's 8 weights (already loaded) times 8 elements of each x row.
template <typename T, int R>
__device__ __forceinline__ void gemv_step(const float4 w_lo, const float4 w_hi, const T* x_col,
                                          int rows, int k, float acc[R]) {
    float wf[GEMV_VEC];
    float2 p;
    p = round_bf16x2(w_lo.x, w_lo.y); wf[0] = p.x; wf[1] = p.y;
    p = round_bf16x2(w_lo.z, w_lo.w); wf[2] = p.x; wf[3] = p.y;
    p = round_bf16x2(w_hi.x, w_hi.y); wf[4] = p.x; wf[5] = p.y;
    p = round_bf16x2(w_hi.z, w_hi.w); wf[6] = p.x; wf[7] = p.y;
#pragma unroll
    for (int r = 0; r < R; r++) {
        if (r < rows) {
            float xf[GEMV_VEC];
            load8_f32(x_col + (size_t)r * k, xf);
#pragma unroll
            for (int i = 0; i < GEMV_VEC; i++) acc[r] = fmaf(xf[i], wf[i], acc[r]);
        }
    }
}

// R: compile-time bound on rows (register accumulators); rows: the actual count (<= R).
template <typename T, int R>
__device__ __forceinline__ void gemv_fwd(const T* __restrict__ x, const float* __restrict__ w,
                                         T* __restrict__ y, int rows, int n_out, int k,
                                         int split) {
    __shared__ float partial[GEMV_WARPS][R];  // per-warp sums when split > 1
    const int lane = threadIdx.x % WARP_SIZE;
    const int warp = threadIdx.x / WARP_SIZE;
    const int n = blockIdx.x * (GEMV_WARPS / split) + warp / split;  // same for the whole warp
    const int part = warp % split;
    const bool active = n < n_out;  // no early return: the block may meet at __syncthreads

    float acc[R];
#pragma unroll
    for (int r = 0; r < R; r++) acc[r] = 0.0f;

    if (active) {
        const float* wrow = w + (size_t)n * k;
        // Warp-uniform: may this warp use 16-byte loads for W's row n and for every x row?
        const bool aligned = ((uintptr_t)wrow % 16 == 0) && ((uintptr_t)x % 16 == 0) &&
                             (rows == 1 || ((size_t)k * sizeof(T)) % 16 == 0);
        const int k_vec = aligned ? k / GEMV_VEC * GEMV_VEC : 0;
        const int steps = k_vec / GEMV_VEC;  // step s covers elements [8s, 8s + 8)
        // This warp's share of the steps: [steps·part/split, steps·(part+1)/split)
        // (steps < 2^28 and part < 8: the products fit in int32)
        const int s_end = steps * (part + 1) / split;
        int s = steps * part / split + lane;

        // Main loop: GEMV_UNROLL steps per lane, all W loads issued before the first fma.
        for (; s + (GEMV_UNROLL - 1) * WARP_SIZE < s_end; s += GEMV_UNROLL * WARP_SIZE) {
            float4 w_lo[GEMV_UNROLL], w_hi[GEMV_UNROLL];
#pragma unroll
            for (int u = 0; u < GEMV_UNROLL; u++) {
                const float* p = wrow + (size_t)(s + u * WARP_SIZE) * GEMV_VEC;
                w_lo[u] = ld_stream_f4(p);
                w_hi[u] = ld_stream_f4(p + 4);
            }
#pragma unroll
            for (int u = 0; u < GEMV_UNROLL; u++) {
                const T* x_col = x + (size_t)(s + u * WARP_SIZE) * GEMV_VEC;
                gemv_step<T, R>(w_lo[u], w_hi[u], x_col, rows, k, acc);
            }
        }
        // Remaining whole steps (fewer than GEMV_UNROLL per lane).
        for (; s < s_end; s += WARP_SIZE) {
            const float* p = wrow + (size_t)s * GEMV_VEC;
            gemv_step<T, R>(ld_stream_f4(p), ld_stream_f4(p + 4), x + (size_t)s * GEMV_VEC, rows,
                            k, acc);
        }
        // Scalar tail (K % 8), or the whole row when a start is not 16-byte aligned; the
        // column's warps interleave over it.
        for (int i = k_vec + part * WARP_SIZE + lane; i < k; i += WARP_SIZE * split) {
            const float wi = round_bf16(__ldg(wrow + i));
#pragma unroll
            for (int r = 0; r < R; r++) {
                if (r < rows) acc[r] = fmaf(to_f32(x[(size_t)r * k + i]), wi, acc[r]);
            }
        }
    }

#pragma unroll
    for (int r = 0; r < R; r++) {
        if (r < rows) acc[r] = warp_reduce_sum(acc[r]);
    }
    if (split == 1) {  // the same for every thread of the grid
        if (active && lane == 0) {
#pragma unroll
            for (int r = 0; r < R; r++) {
                if (r < rows) y[(size_t)r * n_out + n] = from_f32<T>(acc[r]);
            }
        }
        return;
    }
    if (lane == 0) {
#pragma unroll
        for (int r = 0; r < R; r++) partial[warp][r] = acc[r];
    }
    __syncthreads();
    // The column's first warp adds the shares in order (deterministic); lane r writes row r.
    if (active && part == 0 && lane < rows) {
        float total = 0.0f;
        for (int p = 0; p < split; p++) total += partial[warp + p][lane];
        y[(size_t)lane * n_out + n] = from_f32<T>(total);
    }
}

#define GEMV_FWD(T, SUFFIX)                                                                    \
    extern "C" __global__ void __launch_bounds__(GEMV_BLOCK)                                   \
        gemv_fwd_##SUFFIX(const T* x, const float* w, T* y, int rows, int n, int k,            \
                          int split) {                                                         \
        pdl_entry();                                                                           \
        gemv_fwd<T, 1>(x, w, y, 1, n, k, split);                                               \
    }                                                                                          \
    extern "C" __global__ void __launch_bounds__(GEMV_BLOCK)                                   \
        gemv_fwd_rows8_##SUFFIX(const T* x, const float* w, T* y, int rows, int n, int k,      \
                                int split) {                                                   \
        pdl_entry();                                                                           \
        gemv_fwd<T, GEMV_MAX_ROWS>(x, w, y, rows, n, k, split);                                \
    }

GEMV_FWD(__nv_bfloat16, bf16)
GEMV_FWD(__half, f16)
GEMV_FWD(float, f32)
