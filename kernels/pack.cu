// pack.cu -- many fp32 tensors copied end to end into one flat buffer, in one launch: the
// gradient buckets of data parallelism (src/parallel/), packed for one collective each (fp32, or
// bf16 for a bf16 exchange, whose received shards sum_shards_bf16 adds up in fp32).
//
// Math: dst[dst_offset_k + i] = src_k[i] for every entry k and i < n_k; an entry without a source
// (src == 0) writes n_k zeros (the bucket's padding). A copy: bit-exact.
//
// Layouts: src_k and dst are contiguous fp32 buffers given by device address. Table (built in
// src/ops/pack.rs, uploaded once per call as u64 words, entries sorted by block_start):
//   PackEntry { const float* src; i64 n; i64 dst_offset; i64 block_start; u32 flags; u32 pad; }
//   flags: bit 0 VEC4 (src_k and dst + dst_offset_k are 16-byte aligned); bit 1 BF16: each value
//   is rounded to bf16 (nearest even, `__float2bfloat16_rn`) and stored as that fp32 number (the
//   values a bf16 gradient exchange sends, `train.grad_comm = "bf16"`; no longer a plain copy).
// Entry k owns blocks [block_start_k, block_start_k + ceil(n_k / PACK_CHUNK)).
//
// Launch contract: block = 256 threads (PACK_BLOCK), no dynamic shared memory; grid = total
// blocks (< 2^31), each block copies one chunk of 4096 elements of one entry: four float4 per
// thread when the entry is VEC4 and the chunk is full, else a strided scalar loop.
//
// CPU reference: `Tensor::cat` of the flattened parts and a zero tensor (src/parallel/mod.rs);
// tests/gpu/main.rs compares the two.

#define PACK_BLOCK 256
#define PACK_CHUNK 4096
#define FLAG_VEC4 1u
#define FLAG_BF16 2u

#include <cuda_bf16.h>

#include "common.cuh"

struct PackEntry {
    const float* src;
    long long n;
    long long dst_offset;
    long long block_start;
    unsigned flags;
    unsigned pad;
};

// The entry that owns this block: the last one whose block_start <= blockIdx.x (a binary
// search of the sorted table).
template <typename Entry>
__device__ Entry entry_of_block(const Entry* table, int count) {
    int lo = 0, hi = count - 1;
    while (lo < hi) {
        const int mid = (lo + hi + 1) / 2;
        if (table[mid].block_start <= (long long)blockIdx.x) lo = mid; else hi = mid - 1;
    }
    return table[lo];
}

// This block's chunk [base, end) of an entry copied from src to dst: four float4 per thread when
// both are 16-byte aligned (vec4) and the chunk is full, else a strided scalar loop; each value
// rounded to bf16 first when `bf16`.
__device__ __forceinline__ float wire(float x, bool bf16) { return bf16 ? __bfloat162float(__float2bfloat16_rn(x)) : x; }
__device__ __forceinline__ float4 wire4(float4 x, bool bf16) {
    return bf16 ? make_float4(wire(x.x, true), wire(x.y, true), wire(x.z, true), wire(x.w, true)) : x;
}

__device__ void copy_chunk(const float* src, float* dst, long long base, long long end, bool vec4, bool bf16 = false) {
    if (vec4 && end - base == PACK_CHUNK) {
        const float4* s4 = reinterpret_cast<const float4*>(src + base);
        float4* o4 = reinterpret_cast<float4*>(dst + base);
        float4 x[PACK_CHUNK / PACK_BLOCK / 4];
#pragma unroll
        for (int k = 0; k < PACK_CHUNK / PACK_BLOCK / 4; k++) x[k] = s4[k * PACK_BLOCK + threadIdx.x];
#pragma unroll
        for (int k = 0; k < PACK_CHUNK / PACK_BLOCK / 4; k++) o4[k * PACK_BLOCK + threadIdx.x] = wire4(x[k], bf16);
    } else {
        for (long long i = base + threadIdx.x; i < end; i += PACK_BLOCK) dst[i] = wire(src[i], bf16);
    }
}

extern "C" __global__ void pack_f32(const PackEntry* table, int count, float* dst) {
    pdl_entry();
    const PackEntry e = entry_of_block(table, count);
    const long long base = ((long long)blockIdx.x - e.block_start) * PACK_CHUNK;
    const long long end = min(base + PACK_CHUNK, e.n);
    float* out = dst + e.dst_offset;
    if (e.src) {
        copy_chunk(e.src, out, base, end, e.flags & FLAG_VEC4, e.flags & FLAG_BF16);
    } else if ((e.flags & FLAG_VEC4) && end - base == PACK_CHUNK) {
        float4* o4 = reinterpret_cast<float4*>(out + base);
#pragma unroll
        for (int k = 0; k < PACK_CHUNK / PACK_BLOCK / 4; k++)
            o4[k * PACK_BLOCK + threadIdx.x] = make_float4(0.f, 0.f, 0.f, 0.f);
    } else {
        for (long long i = base + threadIdx.x; i < end; i += PACK_BLOCK) out[i] = 0.0f;
    }
}

// pack_bf16 -- the same table packed into a bf16 buffer: dst[dst_offset_k + i] = bf16(src_k[i])
// (nearest even, `__float2bfloat16_rn`), zeros for an entry without a source: what a bf16
// gradient exchange puts on the wire (`train.grad_comm = "bf16"`, src/dist/nccl.rs), half the
// bytes of pack_f32's. VEC4 is ignored (a strided scalar loop: 4-byte loads, 2-byte stores, each
// coalesced across the block). Launch contract as pack_f32.
extern "C" __global__ void pack_bf16(const PackEntry* table, int count, __nv_bfloat16* dst) {
    pdl_entry();
    const PackEntry e = entry_of_block(table, count);
    const long long base = ((long long)blockIdx.x - e.block_start) * PACK_CHUNK;
    const long long end = min(base + PACK_CHUNK, e.n);
    __nv_bfloat16* out = dst + e.dst_offset;
    for (long long i = base + threadIdx.x; i < end; i += PACK_BLOCK)
        out[i] = e.src ? __float2bfloat16_rn(e.src[i]) : __float2bfloat16_rn(0.f);
}

// sum_shards_bf16 -- the local half of a bf16 reduce-scatter with fp32 sums: `world` shards of n
// bf16 values received from the ranks (shard r from rank r, back to back) summed element by
// element in fp32, in rank order: out[i] = ((x_0[i] + x_1[i]) + x_2[i]) + ... Each rank's value
// was rounded to bf16 once (pack_bf16); no partial sum is ever rounded to bf16.
// Launch: block 256 (PACK_BLOCK), any grid (a grid-stride loop over n), no dynamic smem.
// CPU reference: the TCP collective's bf16 exchange (src/dist/tcp.rs); tests/gpu/main.rs.
extern "C" __global__ void sum_shards_bf16(const __nv_bfloat16* recv, int world, long long n, float* out) {
    pdl_entry();
    for (long long i = (long long)blockIdx.x * PACK_BLOCK + threadIdx.x; i < n; i += (long long)gridDim.x * PACK_BLOCK) {
        float s = __bfloat162float(recv[i]);
        for (int r = 1; r < world; r++) s += __bfloat162float(recv[(long long)r * n + i]);
        out[i] = s;
    }
}

// unpack_f32 -- the reverse: stretches of one flat fp32 buffer copied out to many tensors, in one
// launch: ZeRO-1's all-gathered bucket of updated parameters copied back into every master
// (src/parallel/zero.rs). Math: dst_k[i] = src_k[i] for every entry k and i < n_k. A copy:
// bit-exact. Table (src/ops/pack.rs, u64 words, entries sorted by block_start):
//   UnpackEntry { const float* src; i64 n; float* dst; i64 block_start; u32 flags; u32 pad; }
//   flags: bit 0 VEC4 (src_k and dst_k 16-byte aligned).
// Launch contract and blocking as pack_f32. CPU reference: `Var::set` of each narrowed stretch
// (dist::Collective::start_gather_into's default); tests/gpu/main.rs compares the two.

struct UnpackEntry {
    const float* src;
    long long n;
    float* dst;
    long long block_start;
    unsigned flags;
    unsigned pad;
};

extern "C" __global__ void unpack_f32(const UnpackEntry* table, int count) {
    pdl_entry();
    const UnpackEntry e = entry_of_block(table, count);
    const long long base = ((long long)blockIdx.x - e.block_start) * PACK_CHUNK;
    copy_chunk(e.src, e.dst, base, min(base + PACK_CHUNK, e.n), e.flags & FLAG_VEC4);
}
