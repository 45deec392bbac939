// layernorm.cu -- LayerNorm over the last dim with the fp32 island of SPEC §5 inside the kernel:
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
// Output layout of the backward (one buffer, so one candle op hands back all three gradients):
// out [R·C + 2·C] f32 = dx (R·C), dgamma (C), dbeta (C). mean and rstd of each row go to a scratch
// buffer stats [2·R] from ln_bwd_dx, read by ln_bwd_params_partial.
//
// Launch contracts:
//   ln_fwd_<TO>, ln_bwd_dx_<TG>: one warp per row; block = LN_WARPS·32 threads, grid =
//     ceil(R / LN_WARPS) (< 2^31); rows are read three or four times, the repeats from L1.
//   ln_bwd_params_partial_<TG>: block = 256 threads (one column each), grid = (ceil(C/256),
//     chunks); chunk k covers rows [k·rpc, min(R, (k+1)·rpc)); partial [chunks, 2·C].
//   ln_bwd_params_finish: block = 256 (8 warps, one output each), grid = ceil(2·C / 8).
// CPU reference: `LayerNorm::cpu_fwd` and `LayerNormBwd::cpu_fwd` in src/ops/layer_norm.rs.

#include "common.cuh"

#define LN_WARPS 4

template <typename TO>
__device__ __forceinline__ void ln_fwd(const float* x, const float* gamma, const float* beta, TO* y, int rows, int c,
                                       float eps) {
    const int lane = threadIdx.x % WARP_SIZE;
    const long long r = (long long)blockIdx.x * LN_WARPS + threadIdx.x / WARP_SIZE;
    if (r >= rows) return;
    const float* xr = x + r * c;
    float s = 0.f;
    for (int j = lane; j < c; j += WARP_SIZE) s += xr[j];
    const float mean = warp_reduce_sum(s) / c;
    float v = 0.f;
    for (int j = lane; j < c; j += WARP_SIZE) {
        const float d = xr[j] - mean;
        v += d * d;
    }
    const float rstd = 1.f / sqrtf(warp_reduce_sum(v) / c + eps);
    TO* yr = y + r * c;
    for (int j = lane; j < c; j += WARP_SIZE) yr[j] = from_f32<TO>((xr[j] - mean) * rstd * gamma[j] + beta[j]);
}

template <typename TG>
__device__ __forceinline__ void ln_bwd_dx(const float* x, const float* gamma, const TG* dy, float* dx, float* stats,
                                          int rows, int c, float eps) {
    const int lane = threadIdx.x % WARP_SIZE;
    const long long r = (long long)blockIdx.x * LN_WARPS + threadIdx.x / WARP_SIZE;
    if (r >= rows) return;
    const float* xr = x + r * c;
    const TG* dyr = dy + r * c;
    float s = 0.f;
    for (int j = lane; j < c; j += WARP_SIZE) s += xr[j];
    const float mean = warp_reduce_sum(s) / c;
    float v = 0.f;
    for (int j = lane; j < c; j += WARP_SIZE) {
        const float d = xr[j] - mean;
        v += d * d;
    }
    const float rstd = 1.f / sqrtf(warp_reduce_sum(v) / c + eps);
    float a = 0.f, b = 0.f;  // Σ gamma·dy, Σ gamma·dy·xhat
    for (int j = lane; j < c; j += WARP_SIZE) {
        const float gd = gamma[j] * to_f32(dyr[j]);
        a += gd;
        b += gd * (xr[j] - mean) * rstd;
    }
    a = warp_reduce_sum(a) / c;
    b = warp_reduce_sum(b) / c;
    float* dxr = dx + r * c;
    for (int j = lane; j < c; j += WARP_SIZE) {
        const float xhat = (xr[j] - mean) * rstd;
        dxr[j] = rstd * (gamma[j] * to_f32(dyr[j]) - a - xhat * b);
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

// One warp per output (dgamma then dbeta): lane l sums chunks l, l+32, ... in order, then a
// butterfly (fixed order).
extern "C" __global__ void ln_bwd_params_finish(const float* partial, float* out, int chunks, int c) {
    const int j = blockIdx.x * (blockDim.x / WARP_SIZE) + threadIdx.x / WARP_SIZE;
    const int lane = threadIdx.x % WARP_SIZE;
    if (j >= 2 * c) return;
    float s = 0.f;
    for (int k = lane; k < chunks; k += WARP_SIZE) s += partial[(long long)k * 2 * c + j];
    s = warp_reduce_sum(s);
    if (lane == 0) out[j] = s;
}

#define LN_FWD(NAME, TO)                                                                                     \
    extern "C" __global__ void __launch_bounds__(LN_WARPS * WARP_SIZE)                                       \
        ln_fwd_##NAME(const float* x, const float* gamma, const float* beta, TO* y, int rows, int c, float eps) { \
        ln_fwd<TO>(x, gamma, beta, y, rows, c, eps);                                                         \
    }

#define LN_BWD(NAME, TG)                                                                                     \
    extern "C" __global__ void __launch_bounds__(LN_WARPS * WARP_SIZE)                                       \
        ln_bwd_dx_##NAME(const float* x, const float* gamma, const TG* dy, float* dx, float* stats, int rows, \
                         int c, float eps) {                                                                 \
        ln_bwd_dx<TG>(x, gamma, dy, dx, stats, rows, c, eps);                                                \
    }                                                                                                        \
    extern "C" __global__ void ln_bwd_params_partial_##NAME(const float* x, const TG* dy, const float* stats, \
                                                            float* partial, int rows, int c, int rpc) {      \
        ln_bwd_params_partial<TG>(x, dy, stats, partial, rows, c, rpc);                                      \
    }

LN_FWD(f32, float)
LN_FWD(bf16, __nv_bfloat16)
LN_FWD(f16, __half)
LN_BWD(f32, float)
LN_BWD(bf16, __nv_bfloat16)
LN_BWD(f16, __half)

// ---- rows of at most 32·NV elements, held in registers: one read of x (and dy), one write -------
// Lane l holds columns l, l + 32, ..., l + 32·(NV-1) (those < C). The backward also sums dgamma
// and dbeta: per lane in registers over the warp's rows, then over the block's warps in warp
// order through shared memory, into partial[block][2·C]; ln_bwd_params_finish sums the blocks.
// Launch: ln_fwd_reg<NV>_<TO>: as ln_fwd. ln_bwd_reg<NV>_<TG>: block = LN_BWD_WARPS·32 threads,
// grid = min(ceil(R / LN_BWD_WARPS), LN_BWD_BLOCKS); warp w of block b takes rows
// b·W + w + k·grid·W; dynamic smem 2·C floats.
#define LN_BWD_WARPS 8
#define LN_BWD_BLOCKS 264

// Mean and 1/sqrt(var + eps) of a row held as v[i] = x[lane + 32·i] (0 past C), two passes.
template <int NV>
__device__ __forceinline__ void row_stats(const float v[NV], int c, int lane, float eps, float& mean, float& rstd) {
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < NV; i++) s += v[i];
    mean = warp_reduce_sum(s) / c;
    float q = 0.f;
#pragma unroll
    for (int i = 0; i < NV; i++) {
        const float d = lane + i * WARP_SIZE < c ? v[i] - mean : 0.f;
        q += d * d;
    }
    rstd = 1.f / sqrtf(warp_reduce_sum(q) / c + eps);
}

template <typename TO, int NV>
__device__ __forceinline__ void ln_fwd_reg(const float* x, const float* gamma, const float* beta, TO* y, int rows,
                                           int c, float eps) {
    const int lane = threadIdx.x % WARP_SIZE;
    const long long r = (long long)blockIdx.x * LN_WARPS + threadIdx.x / WARP_SIZE;
    if (r >= rows) return;
    const float* xr = x + r * c;
    float v[NV];
#pragma unroll
    for (int i = 0; i < NV; i++) {
        const int j = lane + i * WARP_SIZE;
        v[i] = j < c ? xr[j] : 0.f;
    }
    float mean, rstd;
    row_stats<NV>(v, c, lane, eps, mean, rstd);
    TO* yr = y + r * c;
#pragma unroll
    for (int i = 0; i < NV; i++) {
        const int j = lane + i * WARP_SIZE;
        if (j < c) yr[j] = from_f32<TO>((v[i] - mean) * rstd * gamma[j] + beta[j]);
    }
}

template <typename TG, int NV>
__device__ __forceinline__ void ln_bwd_reg(const float* x, const float* gamma, const TG* dy, float* dx,
                                           float* partial, int rows, int c, float eps) {
    extern __shared__ float acc[];  // [2][C]: dgamma, dbeta of this block
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    for (int j = threadIdx.x; j < 2 * c; j += blockDim.x) acc[j] = 0.f;
    float dg[NV], db[NV];
#pragma unroll
    for (int i = 0; i < NV; i++) dg[i] = db[i] = 0.f;
    for (long long r = (long long)blockIdx.x * LN_BWD_WARPS + warp; r < rows; r += (long long)gridDim.x * LN_BWD_WARPS) {
        const float* xr = x + r * c;
        const TG* dyr = dy + r * c;
        float xv[NV], gv[NV];
#pragma unroll
        for (int i = 0; i < NV; i++) {
            const int j = lane + i * WARP_SIZE;
            xv[i] = j < c ? xr[j] : 0.f;
            gv[i] = j < c ? to_f32(dyr[j]) : 0.f;
        }
        float mean, rstd;
        row_stats<NV>(xv, c, lane, eps, mean, rstd);
        float a = 0.f, b = 0.f;  // Σ gamma·dy, Σ gamma·dy·xhat
#pragma unroll
        for (int i = 0; i < NV; i++) {
            const int j = lane + i * WARP_SIZE;
            xv[i] = (xv[i] - mean) * rstd;  // xhat from here on
            const float gd = j < c ? gamma[j] * gv[i] : 0.f;
            a += gd;
            b += gd * xv[i];
            dg[i] += gv[i] * xv[i];
            db[i] += gv[i];
        }
        a = warp_reduce_sum(a) / c;
        b = warp_reduce_sum(b) / c;
        float* dxr = dx + r * c;
#pragma unroll
        for (int i = 0; i < NV; i++) {
            const int j = lane + i * WARP_SIZE;
            if (j < c) dxr[j] = rstd * (gamma[j] * gv[i] - a - xv[i] * b);
        }
    }
    for (int w = 0; w < LN_BWD_WARPS; w++) {  // warp order: the same sums every run
        __syncthreads();
        if (warp == w) {
#pragma unroll
            for (int i = 0; i < NV; i++) {
                const int j = lane + i * WARP_SIZE;
                if (j < c) {
                    acc[j] += dg[i];
                    acc[c + j] += db[i];
                }
            }
        }
    }
    __syncthreads();
    for (int j = threadIdx.x; j < 2 * c; j += blockDim.x) partial[(long long)blockIdx.x * 2 * c + j] = acc[j];
}

#define LN_REG(NV, NAME, TO)                                                                                 \
    extern "C" __global__ void __launch_bounds__(LN_WARPS * WARP_SIZE) ln_fwd_reg##NV##_##NAME(              \
        const float* x, const float* gamma, const float* beta, TO* y, int rows, int c, float eps) {          \
        ln_fwd_reg<TO, NV>(x, gamma, beta, y, rows, c, eps);                                                 \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(LN_BWD_WARPS * WARP_SIZE) ln_bwd_reg##NV##_##NAME(          \
        const float* x, const float* gamma, const TO* dy, float* dx, float* partial, int rows, int c,        \
        float eps) {                                                                                         \
        ln_bwd_reg<TO, NV>(x, gamma, dy, dx, partial, rows, c, eps);                                         \
    }
#define LN_REG_ALL(NV)                 \
    LN_REG(NV, f32, float)             \
    LN_REG(NV, bf16, __nv_bfloat16)    \
    LN_REG(NV, f16, __half)
LN_REG_ALL(4)
LN_REG_ALL(8)
LN_REG_ALL(12)
LN_REG_ALL(16)
LN_REG_ALL(24)
LN_REG_ALL(32)
