//! minigpt: a readable mixed-precision GPT trainer on Candle.
//!
//! Modules in layer order; a module uses `crate::` items only from lower layers:
//! L0 error, notice, atomic_file · L1 config, signals, ops, rng, run_dir, gpu_trace, dist, tensorboard, trace, plot ·
//! L2 data, precision, scaler, fp8, spike, optim, metrics, flops ·
//! L3 model, ckpt, parallel, pretrained · L4 train · L5 sample, bench, report, launch, preflight · L6 cli (main.rs is L7).

pub mod atomic_file;
pub mod error;
pub mod notice;

pub mod config;
pub mod dist;
pub mod gpu_trace;
pub mod ops;
pub mod plot;
pub mod rng;
pub mod run_dir;
pub mod signals;
pub mod tensorboard;
pub mod trace;

pub mod data;
pub mod flops;
pub mod fp8;
pub mod metrics;
pub mod optim;
pub mod precision;
pub mod scaler;
pub mod spike;

pub mod ckpt;
pub mod model;
pub mod parallel;
pub mod pretrained;

pub mod train;

pub mod bench;
pub mod launch;
pub mod preflight;
pub mod report;
pub mod sample;

pub mod cli;
