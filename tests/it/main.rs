//! One integration binary (ripgrep's layout): CPU tests of what a user relies on.

// a build script and tests print freely: clippy.toml keeps `println!` out of the library
#![allow(clippy::disallowed_macros)]

mod bpe;
mod checkpointing;
mod ckpt;
mod cli;
mod common;
mod data;
mod guard;
mod kernels;
mod launch;
mod model;
mod nvcc_cache;
mod observability;
mod parallel;
mod pretrained;
mod run_dir;
mod sample;
mod scaler;
mod train;
