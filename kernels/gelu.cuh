// gelu.cuh -- the tanh-form GELU of GPT-2 and its derivative in fp32, shared by the kernels in
// this folder (through common.cuh: bias_act.cu, decode.cu, fp8.cu) and the GEMM epilogue of
// gemm/dgelu_gemm.cu, so every route computes the same values.
#pragma once

#include <math_constants.h>

#define GELU_K0 0.7978845608028654f  // sqrt(2/pi)
#define GELU_K1 0.044715f

// The tanh form as a sigmoid: 0.5·(1 + tanh(z)) = σ(2z) = 1/(1 + e^(-2z)), so gelu(u) = u·σ(2z)
// and gelu'(u) = σ + u·σ(1-σ)·2·z'(u) with 1-σ = e^(-2z)·σ. One ex2.approx (__expf) and one fast
// divide (__fdividef) per element instead of tanhf's range reduction and branches: a few fp32
// ulps from the exact value (tanhf: 1-2), far below the bf16/f16 rounding that follows and within
// the fp32 reference tests. Saturates cleanly: e^(-2z) = inf gives σ = 0 (__fdividef returns 0
// for a denominator above 2^126), e^(-2z) = 0 gives σ = 1; never inf·0.
__device__ __forceinline__ float gelu_f(float u) {
    const float e = __expf(-2.f * GELU_K0 * (u + GELU_K1 * u * u * u));
    return __fdividef(u, 1.f + e);
}

__device__ __forceinline__ float gelu_grad_f(float u) {
    const float u2 = u * u;
    const float e = __expf(-2.f * GELU_K0 * u * (1.f + GELU_K1 * u2));
    const float s = __fdividef(1.f, 1.f + e);
    const float s1ms = e < CUDART_INF_F ? s * s * e : 0.f;  // σ(1-σ) = σ²·e; 0 (not 0·inf) at σ = 0
    return fmaf(u * s1ms, 2.f * GELU_K0 * (1.f + 3.f * GELU_K1 * u2), s);
}
