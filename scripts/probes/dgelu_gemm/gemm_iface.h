// gemm_iface.h -- the probe's view of one CUTLASS GEMM instantiation (defined in gemms/*.cu).
#pragma once
#include <cuda_runtime.h>
#include <string>

struct GemmIface {
  virtual ~GemmIface() {}
  virtual const char* name() const = 0;
  virtual bool fused() const = 0;
  virtual bool nored() const { return false; }
  virtual int tile_m() const = 0;
  virtual int tile_n() const = 0;
  virtual int stages() const = 0;
  virtual size_t smem_bytes() const = 0;
  // A = dY [M x K], B = W [K x N], U [M x N] (fused only), D [M x N] (all bf16, row-major);
  // partial [M / tile_m x N] fp32 (fused only). Returns "" on success, else an error message.
  virtual std::string init(const void* A, const void* B, const void* U, void* D, float* partial, int M, int N,
                           int K) = 0;
  virtual bool run(cudaStream_t s) = 0;  // launches with the arguments of the last init
};
