// gemv.cu -- y = x · Wᵀ with fp32 master weights converted to bf16 as they are loaded.
//
// Math      y[r, n] = sum_k  f32(x[r, k]) * f32(bf16_rn(W[n, k]))      for r < rows, n < N
//           (bf16_rn: round to nearest even; products and sums in fp32, fma per lane, then a
//           butterfly sum over the 32 lanes of a warp; y rounded once to T at the end).
// Operands  x: [rows, K] row-major, T = bf16 | f16 | f32 (the activation dtype)
//           W: [N, K] row-major, fp32 (the master weight, as stored: no bf16 copy is made)
//           y: [rows, N] row-major, T. Every element of y is written exactly once.
// Entry     gemv_fwd_<T>(x, w, y, rows, n, k)        rows == 1 (decoding)
// points    gemv_fwd_rows8_<T>(x, w, y, rows, n, k)  1 <= rows <= GEMV_MAX_ROWS (small batches:
//           each W element is still read once; the x rows are re-read from L1)
//           <T> = bf16 | f16 | f32. rows, n, k are int32 (the host refuses larger).
// Launch    grid  = (ceil(N / GEMV_WARPS), 1, 1)      one warp per output column n
//           block = (32 * GEMV_WARPS, 1, 1)           = 256 threads
//           smem  = 0
//           (src/ops/gemv.rs, `launch`, builds exactly this LaunchConfig.)
// Alignment Vector path when the W row, x and (rows > 1) every x row start on 16 bytes: each
//           lane reads 8 consecutive elements per step, W as two 16-byte streaming loads
//           (L1 no-allocate: read once) and x as one (bf16/f16) or two (f32) 16-byte loads;
//           the last K % 8 elements and any unaligned row use scalar loads. The test is per
//           warp, so an odd K or a non-zero storage offset is correct, only slower.
// Limits    rows <= GEMV_MAX_ROWS = 8 (larger batches take the cuBLAS path in gemv.rs);
//           N, K < 2^31; N * K may exceed 2^31 (offsets are size_t).
// Accum     fp32. No fast-math.
// Reference `Gemv::cpu_fwd` in src/ops/gemv.rs: the same bf16 rounding of W, f32 accumulation
//           (sequential). Checked against an f64 sum in tests/gpu/main.rs: relative max-norm
//           error <= 1e-2.
// Why this shape: at rows = 1 the kernel is bound by reading 4·N·K bytes of W. One warp per row
// of W gives 1 KiB per warp-step of perfectly coalesced reads; GEMV_UNROLL steps are issued
// before their first use so each warp keeps 2 KiB in flight, and 8-warp blocks let ~48-64 warps
// share an SM. Little's law on an H200 (≈4.8 TB/s × ≈1 µs) asks for ≈5 MB in flight: 4096
// rows × 2 KiB = 8 MB.

#include "common.cuh"

#define GEMV_WARPS 8
#define GEMV_BLOCK (GEMV_WARPS * WARP_SIZE)
#define GEMV_VEC 8      // elements per lane per step (32 B of W)
#define GEMV_UNROLL 2   // steps whose loads are issued before the first fma
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
                                         T* __restrict__ y, int rows, int n_out, int k) {
    const int lane = threadIdx.x % WARP_SIZE;
    const int n = blockIdx.x * GEMV_WARPS + threadIdx.x / WARP_SIZE;
    if (n >= n_out) return;  // n is the same for the whole warp: it leaves together
    const float* wrow = w + (size_t)n * k;

    float acc[R];
#pragma unroll
    for (int r = 0; r < R; r++) acc[r] = 0.0f;

    // Warp-uniform: may this warp use 16-byte loads for W's row n and for every x row?
    const bool aligned = ((uintptr_t)wrow % 16 == 0) && ((uintptr_t)x % 16 == 0) &&
                         (rows == 1 || ((size_t)k * sizeof(T)) % 16 == 0);
    const int k_vec = aligned ? k / GEMV_VEC * GEMV_VEC : 0;
    const int steps = k_vec / GEMV_VEC;  // step s covers elements [8s, 8s + 8)

    int s = lane;
    // Main loop: GEMV_UNROLL steps per lane, all W loads issued before the first fma.
    for (; s + (GEMV_UNROLL - 1) * WARP_SIZE < steps; s += GEMV_UNROLL * WARP_SIZE) {
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
    for (; s < steps; s += WARP_SIZE) {
        const float* p = wrow + (size_t)s * GEMV_VEC;
        gemv_step<T, R>(ld_stream_f4(p), ld_stream_f4(p + 4), x + (size_t)s * GEMV_VEC, rows, k,
                        acc);
    }
    // Scalar tail (K % 8), or the whole row when a start is not 16-byte aligned.
    for (int i = k_vec + lane; i < k; i += WARP_SIZE) {
        const float wi = round_bf16(__ldg(wrow + i));
#pragma unroll
        for (int r = 0; r < R; r++) {
            if (r < rows) acc[r] = fmaf(to_f32(x[(size_t)r * k + i]), wi, acc[r]);
        }
    }

#pragma unroll
    for (int r = 0; r < R; r++) {
        if (r < rows) {
            const float total = warp_reduce_sum(acc[r]);
            if (lane == 0) y[(size_t)r * n_out + n] = from_f32<T>(total);
        }
    }
}

#define GEMV_FWD(T, SUFFIX)                                                                    \
    extern "C" __global__ void __launch_bounds__(GEMV_BLOCK)                                   \
        gemv_fwd_##SUFFIX(const T* x, const float* w, T* y, int rows, int n, int k) {          \
        gemv_fwd<T, 1>(x, w, y, 1, n, k);                                                      \
    }                                                                                          \
    extern "C" __global__ void __launch_bounds__(GEMV_BLOCK)                                   \
        gemv_fwd_rows8_##SUFFIX(const T* x, const float* w, T* y, int rows, int n, int k) {    \
        gemv_fwd<T, GEMV_MAX_ROWS>(x, w, y, rows, n, k);                                       \
    }

GEMV_FWD(__nv_bfloat16, bf16)
GEMV_FWD(__half, f16)
GEMV_FWD(float, f32)
