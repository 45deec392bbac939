// fp8.cu -- the FP8 casts of the linear layers' GEMM operands and the per-tensor scaling state
// they follow (docs/NUMERICS.md, "FP8"; src/ops/fp8.rs is the host side and the CPU reference).
//
// The scaling state is one f32 row per scaled tensor (a layer's input, weight or output
// gradient): [scale_inv, scale, fmax, amax, hist_0 .. hist_{H-1}], the row width a multiple of 4
// (the history padded with zeros) so that each scale_inv, which cuBLASLt reads through a
// pointer, is 16-byte aligned (cuBLASLt refuses the GEMM otherwise). `fmax` is the format's
// largest finite value (E4M3 448, E5M2 57344), `scale` what a value is multiplied by before it
// is rounded to FP8, `scale_inv` what cuBLASLt multiplies the FP8 product by, `amax` the largest
// |x| cast since the last update, `hist` the amax of the last H steps (a ring).
//
// fp8_cast_<T>(x, rows, cols, q, qt, row, saturated, dyn_amax, e5m2, mode, pow2m):
//   q[r, c] = fp8(x[r, c] * scale) and, when qt is not null, qt[c, r] = the same code (the
//   transposed copy the backward GEMMs read: cuBLASLt's FP8 GEMMs on Hopper take K-major
//   operands only). Rounding: to nearest even, saturating to ±fmax (an infinity too), NaN stays
//   NaN (__NV_SATFINITE). `mode` 0 = delayed: scale = row[1], and max |x| is folded into row[3];
//   1 = dynamic: scale = (fmax / a) / pow2m from a = *dyn_amax (fp8_amax_<T> just wrote it;
//   scale 1 when a is 0 or not finite), block 0 stores 1/scale and scale in row[0..2]; the other
//   modes never read dyn_amax (the host passes null there);
//   2 = fixed (the ablation without scaling): scale = row[1] (1), max |x| folded into row[3].
//   saturated[0] += the values clipped: |x·scale| beyond the midpoint above fmax (E4M3 464,
//   E5M2 61440: what would round above fmax), counted per block, one atomic per block.
//   Block (32, 8), grid (ceil(cols / 32), ceil(rows / 32)); each block casts one 32×32 tile
//   through shared memory so that both q and qt are written along rows.
// fp8_cast16_<T>(x, pre, rows, cols, q, qt, partial, row, saturated, dyn_amax, e5m2, mode,
//   pow2m): the same result for rows and cols multiples of 16 and x 16-byte aligned (checked by
//   the caller); pre and partial are ignored. A 64×64 tile per block of 256 threads: each thread
//   reads 16 elements of a row (16-byte loads) and writes their 16 codes as one 16-byte store,
//   then 16 codes of a column of the tile to qt, also as one store; each block casts 4 such
//   tiles down the rows (256 rows), with all four tiles' loads issued first from 16-bit x
//   (and the xent form's logits), the next tile's before this one's stores from f32. Grid
//   (ceil(cols / 64), ceil(rows / 256)). The bandwidth form the linear layers use; fp8_cast
//   takes any shape.
// fp8_cast16_one_<T>(same arguments): fp8_cast16 with one tile per block (64 rows; grid (ceil(cols
//   / 64), ceil(rows / 64))), for tensors whose 256-row blocks would leave SMs idle: most of the
//   linear layers' weights (GPT-2 small's attention projection [768, 768] is 36 such blocks on
//   132 SMs). The same codes: each element's cast does not depend on the block that does it.
// fp8_cast16_grad_<T>(same arguments): the backward's form, with two fusions for a layer with a
//   bias (src/ops/fp8.rs, `fp8_dense`). With `pre` (not null, [rows, cols] like x) the value
//   cast is x·gelu'(pre), the GELU's backward, in fp32 (gelu_grad_f, common.cuh), so that dh is
//   never written in 16 bits; with `partial` (not null, [ceil(rows / 256), cols] f32)
//   partial[block row, c] = the fp32 sum of the values cast over the block's 256 rows, in a
//   fixed order: the bias gradient, which bias_act.cu's colsum_finish completes in a fixed order
//   too.
// fp8_cast16_xent_<T>(logits, targets, lse, dloss, rows, cols, q, qt, row, saturated, dyn_amax,
//   e5m2, mode, pow2m): the LM head's backward cast fused with the cross-entropy's backward
//   (src/ops/fp8.rs, `fp8_lm_head_loss`): the value cast is dlogits[r, c] = (exp(logits[r, c] -
//   lse[r]) - [c == targets[r]]) · dloss[0] / rows, computed in fp32 exactly as xent.cu's
//   xent_bwd computes it before rounding, so dlogits is never written in 16 bits. The same tiles
//   and contract as fp8_cast16 otherwise (logits 16-byte aligned, rows and cols multiples of 16).
// fp8_amax_xent_<T>(logits, targets, lse, dloss, rows, cols, a, row_amax): fp8_amax of those
//   values (dynamic scaling).
// fp8_amax_<T>(x, pre, n, a, row_amax): max |v| over n into *a and row_amax (as unsigned bits:
//   for |v| the integer order is the float order, and NaN's bits sit above inf's, so a NaN wins),
//   v = x, or x·gelu'(pre) as fp8_cast16 computes it; *a must be 0 before. Grid-stride, block 256.
// fp8_update(state, rows, width, pos, pow2m, from_history): one thread per row, after each
//   optimizer step: hist[pos] = amax (0 when amax is not finite: no information), amax = 0, and
//   where from_history (delayed scaling) and m = max(hist) > 0, scale = (fmax / m) / pow2m and
//   scale_inv = 1 / scale (unchanged if that is not finite). Block 128.
//
// Every f32 operation of the casts and the update is one IEEE-rounded operation (no
// --use_fast_math, no contraction: a product and a quotient only), so `Fp8Format::quantise` and
// `scale_for` in src/ops/fp8.rs give the same bits on the CPU. The fused GELU backward is the
// exception: gelu_grad_f's fast exp is bias_act.cu's, not the CPU's (the CPU composes the same
// layer from ops::bias_gelu's backward and a cast).

#include <cuda_fp8.h>

#include "common.cuh"

#define COL_SCALE_INV 0
#define COL_SCALE 1
#define COL_FMAX 2
#define COL_AMAX 3
#define COL_HIST 4
#define TILE 32
#define TILE_ROWS 8

__device__ __forceinline__ float scale_for(float fmax, float a, float pow2m) {
    if (!(a > 0.f) || !isfinite(a)) return 1.f;
    const float s = __fdiv_rn(__fdiv_rn(fmax, a), pow2m);
    return isfinite(s) ? s : 1.f;
}

__device__ __forceinline__ unsigned char to_fp8(float v, int e5m2) {
    return (unsigned char)__nv_cvt_float_to_fp8(v, __NV_SATFINITE, e5m2 ? __NV_E5M2 : __NV_E4M3);
}

// max over the block of `v` (unsigned), valid in thread 0.
__device__ __forceinline__ unsigned block_max_u32(unsigned v, unsigned* smem) {
    const int lane = threadIdx.x % WARP_SIZE, tid = threadIdx.y * blockDim.x + threadIdx.x;
    const int warp = tid / WARP_SIZE, warps = (blockDim.x * blockDim.y + WARP_SIZE - 1) / WARP_SIZE;
    v = __reduce_max_sync(0xffffffffu, v);
    if (lane == 0) smem[warp] = v;
    __syncthreads();
    if (tid == 0) {
        for (int w = 1; w < warps; ++w) v = max(v, smem[w]);
    }
    return v;
}

__device__ __forceinline__ unsigned block_sum_u32(unsigned v, unsigned* smem) {
    const int lane = threadIdx.x % WARP_SIZE, tid = threadIdx.y * blockDim.x + threadIdx.x;
    const int warp = tid / WARP_SIZE, warps = (blockDim.x * blockDim.y + WARP_SIZE - 1) / WARP_SIZE;
    v = __reduce_add_sync(0xffffffffu, v);
    __syncthreads();  // smem may still be read by an earlier reduction
    if (lane == 0) smem[warp] = v;
    __syncthreads();
    if (tid == 0) {
        for (int w = 1; w < warps; ++w) v += smem[w];
    }
    return v;
}

template <typename T>
__device__ void fp8_cast(const T* __restrict__ x, int rows, int cols, unsigned char* __restrict__ q,
                         unsigned char* __restrict__ qt, float* row, unsigned* saturated, const float* dyn_amax,
                         int e5m2, int mode, float pow2m) {
    __shared__ unsigned char tile[TILE][TILE + 4];
    __shared__ unsigned red[TILE * TILE_ROWS / WARP_SIZE];
    const float scale = mode == 1 ? scale_for(row[COL_FMAX], *dyn_amax, pow2m) : row[COL_SCALE];
    if (mode == 1 && blockIdx.x == 0 && blockIdx.y == 0 && threadIdx.x == 0 && threadIdx.y == 0) {
        row[COL_SCALE] = scale;
        row[COL_SCALE_INV] = __frcp_rn(scale);
    }
    const int r0 = blockIdx.y * TILE, c0 = blockIdx.x * TILE;
    const int c = c0 + threadIdx.x;
    unsigned amax = 0, sat = 0;
#pragma unroll
    for (int j = 0; j < TILE; j += TILE_ROWS) {
        const int r = r0 + threadIdx.y + j;
        unsigned char code = 0;
        if (r < rows && c < cols) {
            const float v = to_f32(x[(long long)r * cols + c]);
            const float s = __fmul_rn(v, scale);
            amax = max(amax, __float_as_uint(fabsf(v)));
            sat += e5m2 ? fabsf(s) >= 61440.f : fabsf(s) > 464.f;  // Fp8Format::clips
            code = to_fp8(s, e5m2);
            q[(long long)r * cols + c] = code;
        }
        tile[threadIdx.y + j][threadIdx.x] = code;
    }
    if (qt != nullptr) {
        __syncthreads();
        const int rr = r0 + threadIdx.x;
#pragma unroll
        for (int j = 0; j < TILE; j += TILE_ROWS) {
            const int cc = c0 + threadIdx.y + j;
            if (cc < cols && rr < rows) qt[(long long)cc * rows + rr] = tile[threadIdx.x][threadIdx.y + j];
        }
    }
    if (mode != 1) {
        amax = block_max_u32(amax, red);
        if (threadIdx.x == 0 && threadIdx.y == 0 && amax != 0) atomicMax(reinterpret_cast<unsigned*>(row + COL_AMAX), amax);
    }
    sat = block_sum_u32(sat, red);
    if (threadIdx.x == 0 && threadIdx.y == 0 && sat != 0) atomicAdd(saturated, sat);
}

#define TILE16 64
#define TILES16 4  // row tiles per block of fp8_cast16: 256 rows (FP8_CAST16_ROWS in src/ops/fp8.rs)

// The byte of a 64 × 64 tile of codes at (r, c): rows of 64 bytes, each row's four 16-byte chunks
// permuted by the row's 16-row group (chunk (c / 16) ^ (r / 16)). A warp writes whole chunks along
// rows; it reads the transpose down columns, one byte of 16 rows per thread, its threads' four
// row groups at once: unpermuted those four reads fall in one bank (rows 16 apart are 1,024 bytes
// apart), permuted they fall in four.
__device__ __forceinline__ int tile_at(int r, int c) {
    return r * TILE16 + ((((c >> 4) ^ (r >> 4)) & 3) << 4) + (c & 15);
}

// 16 consecutive elements of T as raw 16-byte words: a load in flight while the last ones are cast.
template <typename T> struct Raw16 {
    uint4 u[sizeof(T)];  // 16·sizeof(T) bytes
    __device__ __forceinline__ void load(const T* p) {
#pragma unroll
        for (int i = 0; i < (int)sizeof(T); ++i) u[i] = ld16<Ld::Stream>(reinterpret_cast<const uint4*>(p) + i);
    }
    __device__ __forceinline__ float at(int i) const { return to_f32(reinterpret_cast<const T*>(u)[i]); }
};

// The cross-entropy's saved pieces, for the KIND_XENT cast: dlogits from the logits.
struct XentArgs {
    const unsigned* targets;
    const float* lse;
    const float* dloss;
};

// xent.cu's xent_bwd value of one logit, before its rounding.
__device__ __forceinline__ float xent_grad(float x, float lse, bool target, float scale) {
    return (exp_sfu(x - lse) - (target ? 1.f : 0.f)) * scale;
}

#define KIND_X 0     // the forward's casts: x as it is
#define KIND_GRAD 1  // the backward's: `pre` and `partial` (either may still be null)
#define KIND_XENT 2  // the LM head's backward: dlogits from the logits (XentArgs)

// DEPTH: the row tiles whose loads a thread has in flight (at most TILES): all of them for
// 16-bit values (four tiles' 16 values are 32 registers); one tile of f32, whose 16 values take
// twice the registers (two tiles spill at 64). docs/PERFORMANCE.md measured 2, 3 and 4.
template <typename T, int KIND, int TILES = TILES16, int DEPTH = (sizeof(T) == 2 ? TILES : 1)>
__device__ void fp8_cast16(const T* __restrict__ x, const T* __restrict__ pre, XentArgs xent, int rows, int cols,
                           unsigned char* __restrict__ q, unsigned char* __restrict__ qt, float* __restrict__ partial,
                           float* row, unsigned* saturated, const float* dyn_amax, int e5m2, int mode, float pow2m) {
    __shared__ __align__(16) unsigned char tile[TILE16 * TILE16];  // addressed through tile_at
    __shared__ unsigned red[256 / WARP_SIZE];
    __shared__ float sums[TILE16 / 16][TILE16 + 1];  // the bias gradient: 16-row partial sums per column
    const float scale = mode == 1 ? scale_for(row[COL_FMAX], *dyn_amax, pow2m) : row[COL_SCALE];
    if (mode == 1 && blockIdx.x == 0 && blockIdx.y == 0 && threadIdx.x == 0) {
        row[COL_SCALE] = scale;
        row[COL_SCALE_INV] = __frcp_rn(scale);
    }
    const float clip = e5m2 ? 61440.f : 464.f;
    const int t = threadIdx.x;
    const int rb = blockIdx.y * TILE16 * TILES, c0 = blockIdx.x * TILE16;
    const int lr = t / 4, lc = (t % 4) * 16;  // this thread's row in each tile and 16 columns
    const int c = c0 + lc;
    const bool col_in = c < cols;
    constexpr bool GRAD = KIND == KIND_GRAD, XENT = KIND == KIND_XENT;
    const bool gelu = GRAD && pre != nullptr, sums_on = GRAD && partial != nullptr;
    const float xent_scale = XENT ? xent.dloss[0] / rows : 0.f;  // xent_bwd's dloss / rows
    // tile j + DEPTH's loads are issued once tile j's values are out of their registers
    // (buffer j % DEPTH), so they fly through tile j's stores and barriers and the next tiles'
    // work; the first DEPTH tiles' before the loop
    static_assert(DEPTH >= 1 && DEPTH <= TILES, "fp8_cast16: 1 <= DEPTH <= TILES");
    float lse_next[DEPTH];
    unsigned target_next[DEPTH];
    unsigned amax = 0, sat = 0;
    float acc[GRAD ? 16 : 1];  // the column sums of this thread's rows (0 outside the tensor)
#pragma unroll
    for (int i = 0; i < (GRAD ? 16 : 1); ++i) acc[i] = 0.f;
    Raw16<T> xr[DEPTH], pr[GRAD ? DEPTH : 1];
    const auto fetch = [&](int b, int r) {
        if (r < rows && col_in) {
            xr[b].load(x + (long long)r * cols + c);
            if (gelu) pr[GRAD ? b : 0].load(pre + (long long)r * cols + c);
            if (XENT) {
                lse_next[b] = xent.lse[r];
                target_next[b] = xent.targets[r];
            }
        }
    };
#pragma unroll
    for (int b = 0; b < DEPTH; ++b) fetch(b, rb + b * TILE16 + lr);
#pragma unroll(DEPTH > 1 ? TILES : 1)  // the buffers' indices known at compile time
    for (int j = 0; j < TILES; ++j) {
        const int r0 = rb + j * TILE16;
        if (r0 >= rows) break;  // the same for every thread of the block
        const int r = r0 + lr, b = j % DEPTH;
        const bool in = r < rows && col_in;
        float v[16];
        if (in) {
            const float l = XENT ? lse_next[b] : 0.f;
            const unsigned tg = XENT ? target_next[b] : 0u;
            if constexpr (XENT) {
                // xent_grad, with xent.cu's two shortcuts (dlogits8): the exps without exp2f's
                // subnormal handling where the least of the 16 logits allows, the one-hot term
                // only where the target is among them; the same bits
                float lo = xr[b].at(0);
#pragma unroll
                for (int i = 1; i < 16; ++i) lo = fminf(lo, xr[b].at(i));
                if (exp_sfu_normal_from(lo - l)) {
#pragma unroll
                    for (int i = 0; i < 16; ++i) v[i] = exp_sfu_normal(xr[b].at(i) - l);
                } else {
#pragma unroll
                    for (int i = 0; i < 16; ++i) v[i] = exp_sfu(xr[b].at(i) - l);
                }
                if (tg - (unsigned)c < 16u) {
#pragma unroll
                    for (int i = 0; i < 16; ++i)
                        if ((unsigned)(c + i) == tg) v[i] -= 1.f;
                }
#pragma unroll
                for (int i = 0; i < 16; ++i) v[i] *= xent_scale;
            } else {
#pragma unroll
                for (int i = 0; i < 16; ++i)
                    v[i] = gelu ? __fmul_rn(xr[b].at(i), gelu_grad_f(pr[GRAD ? b : 0].at(i))) : xr[b].at(i);
            }
        }
        // the x and xent forms fetch here, between the values and their cast; the grad form
        // after the cast (below): there its 16 values, the pre-activations and 16 column sums
        // are live at once, and fetching here kept both live with the next loads (spills)
        if (!GRAD && j + DEPTH < TILES) fetch(b, r + DEPTH * TILE16);
        if (in) {
            __align__(16) unsigned char codes[16];
#pragma unroll
            for (int i = 0; i < 16; ++i) {
                const float sv = __fmul_rn(v[i], scale);
                amax = max(amax, __float_as_uint(fabsf(v[i])));
                sat += e5m2 ? fabsf(sv) >= clip : fabsf(sv) > clip;
                codes[i] = to_fp8(sv, e5m2);
                if (GRAD) acc[GRAD ? i : 0] += v[i];
            }
            const uint4 packed = *reinterpret_cast<const uint4*>(codes);
            *reinterpret_cast<uint4*>(q + (long long)r * cols + c) = packed;
            *reinterpret_cast<uint4*>(&tile[tile_at(lr, lc)]) = packed;
        }
        if (GRAD && j + DEPTH < TILES) fetch(b, r + DEPTH * TILE16);
        if (qt != nullptr) {
            __syncthreads();
            // thread t writes qt[c0 + tc, r0 + tr .. r0 + tr + 16): column tc of the tile, 16 rows
            const int tc = t / 4, tr = (t % 4) * 16;
            if (c0 + tc < cols && r0 + tr < rows) {
                __align__(16) unsigned char col[16];
#pragma unroll
                for (int i = 0; i < 16; ++i) col[i] = tile[tile_at(tr + i, tc)];
                *reinterpret_cast<uint4*>(qt + (long long)(c0 + tc) * rows + r0 + tr) =
                    *reinterpret_cast<const uint4*>(col);
            }
            __syncthreads();  // before the next tile overwrites `tile`
        }
    }
    if (sums_on) {
        // the column sums of the values cast (fp32, before the scale), in a fixed order: each
        // thread's rows in order, then each warp's 8 threads of a column by shuffles (the lanes
        // with the same 16 columns differ in bits 2..4), then two warps per slot, then 4 slots
#pragma unroll
        for (int i = 0; i < (GRAD ? 16 : 1); ++i) {
            acc[i] += __shfl_xor_sync(0xffffffffu, acc[i], 4);
            acc[i] += __shfl_xor_sync(0xffffffffu, acc[i], 8);
            acc[i] += __shfl_xor_sync(0xffffffffu, acc[i], 16);
        }
        const int warp = t / WARP_SIZE, lane = t % WARP_SIZE;
        for (int half = 0; half < 2; ++half) {
            __syncthreads();
            if (warp % 2 == half && lane < 4) {
#pragma unroll
                for (int i = 0; i < 16; ++i) {
                    float* slot = &sums[warp / 2][lc + i];
                    *slot = half == 0 ? acc[GRAD ? i : 0] : *slot + acc[GRAD ? i : 0];
                }
            }
        }
        __syncthreads();
        if (t < TILE16 && c0 + t < cols) {
            float s = 0.f;
#pragma unroll
            for (int w = 0; w < TILE16 / 16; ++w) s += sums[w][t];
            partial[(long long)blockIdx.y * cols + c0 + t] = s;
        }
    }
    if (mode != 1) {
        amax = block_max_u32(amax, red);
        if (t == 0 && amax != 0) atomicMax(reinterpret_cast<unsigned*>(row + COL_AMAX), amax);
    }
    sat = block_sum_u32(sat, red);
    if (t == 0 && sat != 0) atomicAdd(saturated, sat);
}

template <typename T>
__device__ void fp8_amax(const T* __restrict__ x, const T* __restrict__ pre, long long n, float* a, float* row_amax) {
    __shared__ unsigned red[256 / WARP_SIZE];
    unsigned m = 0;
    const long long stride = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        float v = to_f32(x[i]);
        if (pre != nullptr) v = __fmul_rn(v, gelu_grad_f(to_f32(pre[i])));
        m = max(m, __float_as_uint(fabsf(v)));
    }
    m = block_max_u32(m, red);
    if (threadIdx.x == 0 && m != 0) {
        atomicMax(reinterpret_cast<unsigned*>(a), m);
        atomicMax(reinterpret_cast<unsigned*>(row_amax), m);
    }
}

template <typename T>
__device__ void fp8_amax_xent(const T* __restrict__ x, XentArgs xent, int rows, int cols, float* a, float* row_amax) {
    __shared__ unsigned red[256 / WARP_SIZE];
    unsigned m = 0;
    const float scale = xent.dloss[0] / rows;
    const long long n = (long long)rows * cols, stride = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        const long long r = i / cols;
        const float v = xent_grad(to_f32(x[i]), xent.lse[r], (unsigned)(i - r * cols) == xent.targets[r], scale);
        m = max(m, __float_as_uint(fabsf(v)));
    }
    m = block_max_u32(m, red);
    if (threadIdx.x == 0 && m != 0) {
        atomicMax(reinterpret_cast<unsigned*>(a), m);
        atomicMax(reinterpret_cast<unsigned*>(row_amax), m);
    }
}

// GRAD_BLOCKS: the grad form's blocks per SM in its launch bounds; from f32 (an FP8 layer's dy
// straight from the residual stream's f32 gradient) its 16 f32 values, their pre-activations and
// 16 column sums need more than 64 registers (2: up to 128, no spills). GRAD_DEPTH: its tiles in
// flight (DEPTH of fp8_cast16): from 16 bits, one (two spill at 64 registers; at three blocks an
// SM they do not, and ran no faster: docs/PERFORMANCE.md).
#define FP8(NAME, T, GRAD_BLOCKS, GRAD_DEPTH)                                                                                         \
    extern "C" __global__ void fp8_cast_##NAME(const T* x, int rows, int cols, unsigned char* q,             \
                                               unsigned char* qt, float* row, unsigned* saturated,           \
                                               const float* dyn_amax, int e5m2, int mode, float pow2m) {     \
        pdl_entry();                                                                                         \
        fp8_cast<T>(x, rows, cols, q, qt, row, saturated, dyn_amax, e5m2, mode, pow2m);                      \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(256, 4) fp8_cast16_##NAME(                                \
        const T* x, const T* pre, int rows, int cols, unsigned char* q, unsigned char* qt, float* partial,  \
        float* row, unsigned* saturated, const float* dyn_amax, int e5m2, int mode, float pow2m) {          \
        pdl_entry();                                                                                        \
        fp8_cast16<T, KIND_X>(x, nullptr, XentArgs{}, rows, cols, q, qt, nullptr, row, saturated, dyn_amax, e5m2, \
                              mode, pow2m);                                                                  \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(256, 4) fp8_cast16_one_##NAME(                            \
        const T* x, const T* pre, int rows, int cols, unsigned char* q, unsigned char* qt, float* partial,  \
        float* row, unsigned* saturated, const float* dyn_amax, int e5m2, int mode, float pow2m) {          \
        pdl_entry();                                                                                        \
        fp8_cast16<T, KIND_X, 1, 1>(x, nullptr, XentArgs{}, rows, cols, q, qt, nullptr, row, saturated, dyn_amax, \
                                 e5m2, mode, pow2m);                                                         \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(256, GRAD_BLOCKS) fp8_cast16_grad_##NAME(                           \
        const T* x, const T* pre, int rows, int cols, unsigned char* q, unsigned char* qt, float* partial,  \
        float* row, unsigned* saturated, const float* dyn_amax, int e5m2, int mode, float pow2m) {          \
        pdl_entry();                                                                                        \
        fp8_cast16<T, KIND_GRAD, TILES16, GRAD_DEPTH>(x, pre, XentArgs{}, rows, cols, q, qt, partial, row, saturated, dyn_amax, e5m2, \
                                 mode, pow2m);                                                               \
    }                                                                                                        \
    extern "C" __global__ void __launch_bounds__(256, 4) fp8_cast16_xent_##NAME(                           \
        const T* logits, const unsigned* targets, const float* lse, const float* dloss, int rows, int cols,  \
        unsigned char* q, unsigned char* qt, float* row, unsigned* saturated, const float* dyn_amax, int e5m2, \
        int mode, float pow2m) {                                                                             \
        pdl_entry();                                                                                         \
        fp8_cast16<T, KIND_XENT>(logits, nullptr, XentArgs{targets, lse, dloss}, rows, cols, q, qt, nullptr, row, \
                                 saturated, dyn_amax, e5m2, mode, pow2m);                                    \
    }                                                                                                        \
    extern "C" __global__ void fp8_amax_xent_##NAME(const T* logits, const unsigned* targets, const float* lse, \
                                                    const float* dloss, int rows, int cols, float* a,        \
                                                    float* row_amax) {                                       \
        pdl_entry();                                                                                         \
        fp8_amax_xent<T>(logits, XentArgs{targets, lse, dloss}, rows, cols, a, row_amax);                    \
    }                                                                                                        \
    extern "C" __global__ void fp8_amax_##NAME(const T* x, const T* pre, long long n, float* a,             \
                                               float* row_amax) {                                            \
        pdl_entry();                                                                                         \
        fp8_amax<T>(x, pre, n, a, row_amax);                                                                 \
    }

FP8(f32, float, 2, 2)
FP8(bf16, __nv_bfloat16, 4, 1)
FP8(f16, __half, 4, 1)

extern "C" __global__ void fp8_update(float* state, int rows, int width, int pos, float pow2m, int from_history) {
    pdl_entry();
    const int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    float* row = state + (long long)r * width;
    float a = row[COL_AMAX];
    if (!isfinite(a)) a = 0.f;
    row[COL_HIST + pos] = a;
    row[COL_AMAX] = 0.f;
    if (!from_history) return;
    float m = 0.f;
    for (int h = COL_HIST; h < width; ++h) m = fmaxf(m, row[h]);
    if (m > 0.f) {
        const float s = __fdiv_rn(__fdiv_rn(row[COL_FMAX], m), pow2m);
        if (isfinite(s)) {
            row[COL_SCALE] = s;
            row[COL_SCALE_INV] = __frcp_rn(s);
        }
    }
}
