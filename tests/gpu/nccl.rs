//! NCCL's bf16 gradient exchange (`train.grad_comm = "bf16"`, src/dist/nccl.rs) on a one-rank
//! job: the bf16 pack, the all-to-all of grouped sends and receives, the fp32 sum of the received
//! shards and the fp32 gather all run (a rank sends to and receives from itself). Two ranks need
//! two GPUs (docs/DISTRIBUTED.md); the multi-rank numerics are the TCP collective's CPU tests.

use std::time::Duration;

use candle_core::{DType, Device, Tensor};
use minigpt::dist::{Collective, DistEnv, Nccl};
use rand::Rng;

use super::{cuda, rng};

/// Both uses of the exchange, the all-reduce (plain data parallelism) and the reduce-scatter
/// (ZeRO-1), against the parts rounded to bf16 once and packed on the CPU (with zeros up to
/// `len`), bit for bit: fails when a shard lands at the wrong offset, the sum reads the wrong
/// shard or adds the padding, a value is rounded twice or not at all, or the gather mis-sizes.
#[test]
fn nccl_bf16_exchange_on_one_rank_is_each_value_rounded_to_bf16_once() {
    let dev = cuda();
    let Device::Cuda(cd) = &dev else {
        unreachable!("cuda() is a CUDA device")
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let env = DistEnv {
        rank: 0,
        world_size: 1,
        local_rank: 0,
        master_addr: "127.0.0.1".into(),
        master_port: port,
    };
    let nccl = Nccl::connect(&env, cd, Duration::from_secs(60)).unwrap();
    let mut rng = rng();
    // odd sizes (a part shorter than a pack chunk, one a chunk and one past it), values across
    // many binades so that rounding to bf16 changes most of them
    let parts: Vec<Vec<f32>> = [1000usize, 4097, 3]
        .iter()
        .map(|&n| {
            (0..n)
                .map(|_| rng.random_range(-1.0f32..1.0) * 2f32.powi(rng.random_range(-20..20)))
                .collect()
        })
        .collect();
    let len = 8192;
    let on = |d: &Device| {
        parts
            .iter()
            .map(|p| Tensor::from_slice(p, p.len(), d).unwrap())
            .collect::<Vec<_>>()
    };
    let want = minigpt::ops::pack_f32_as(&on(&Device::Cpu), len, true)
        .unwrap()
        .to_vec1::<f32>()
        .unwrap();
    let rounded = want
        .iter()
        .zip(parts.concat())
        .filter(|(w, p)| w.to_bits() != p.to_bits())
        .count();
    assert!(
        rounded > 5000,
        "the inputs must need rounding ({rounded} of 5100 changed)"
    );
    for scatter in [false, true] {
        let (out, in_flight) = nccl.start_packed_sum(on(&dev), len, scatter, true).unwrap();
        nccl.wait().unwrap();
        drop(in_flight);
        assert_eq!(out.dtype(), DType::F32);
        let got = out.to_device(&Device::Cpu).unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(
            got.len(),
            len,
            "scatter {scatter}: one rank's shard is the whole bucket"
        );
        let first = got.iter().zip(&want).position(|(g, w)| g.to_bits() != w.to_bits());
        assert_eq!(first, None, "scatter {scatter}: first difference at {first:?}");
    }
}
