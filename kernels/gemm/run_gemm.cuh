// The host side the GEMMs of kernels/gemm/ share (docs/DESIGN.md §7, "The GEMMs built on
// CUTLASS"): a failure as a code and a message for the caller, and CUTLASS's checks,
// initialisation and launch on the caller's stream.

#pragma once

#include <cuda_runtime.h>

#include <cstdio>

#include "cutlass/cutlass.h"

// Writes "<name>: <what><detail>" into `err` (at most `err_len` bytes, NUL-ended) and returns
// `code`: 1 the shape or an alignment, 2 CUTLASS refused it, 3 a CUDA error.
inline int gemm_fail(char* err, int err_len, const char* name, int code, const char* what, const char* detail) {
  if (err && err_len > 0) snprintf(err, err_len, "%s: %s%s", name, what, detail ? detail : "");
  return code;
}

// Runs `Gemm` (a GemmUniversalAdapter) with `args` on `stream` (a CUstream) over `sm_count` SMs
// of the current device, with no workspace: 0 when it was launched, else gemm_fail's code.
template <class Gemm>
int run_gemm(typename Gemm::Arguments& args, int sm_count, void* stream, const char* name, char* err, int err_len) {
  int device = 0;
  if (cudaGetDevice(&device) != cudaSuccess) {
    return gemm_fail(err, err_len, name, 3, "no current device: ", cudaGetErrorString(cudaGetLastError()));
  }
  args.hw_info.device_id = device;
  args.hw_info.sm_count = sm_count;
  Gemm gemm;
  cutlass::Status st = gemm.can_implement(args);
  if (st != cutlass::Status::kSuccess) return gemm_fail(err, err_len, name, 2, "CUTLASS cannot run it: ", cutlassGetStatusString(st));
  if (Gemm::get_workspace_size(args) != 0) return gemm_fail(err, err_len, name, 2, "CUTLASS asked for a workspace", nullptr);
  auto s = static_cast<cudaStream_t>(stream);
  st = gemm.initialize(args, nullptr, s);
  if (st != cutlass::Status::kSuccess) return gemm_fail(err, err_len, name, 2, "CUTLASS initialize: ", cutlassGetStatusString(st));
  st = gemm.run(s);
  if (st != cutlass::Status::kSuccess) {
    return gemm_fail(err, err_len, name, 3, "launch failed: ", cudaGetErrorString(cudaGetLastError()));
  }
  return 0;
}
