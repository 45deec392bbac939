//! Ranks as processes talking TCP, so that data-parallel training runs across processes on the
//! CPU and CI can test multi-process jobs without GPUs or NCCL. Not built for speed: a star
//! through rank 0, which receives every rank's values, combines them in rank order exactly as
//! `Loopback` does (so the results are the same bits) and sends each rank its result.
//!
//! A peer that exits mid-job is an error naming it on every rank, never a hang: rank 0 drops all
//! its connections when one fails, so the others' reads end too. There is no read timeout during
//! collectives (a slow step is legitimate), only at the rendezvous.

use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use candle_core::{DType, Tensor};

use super::rendezvous::{accept_peers, connect_to_rank0, silent_rank0};
use super::{Collective, DistEnv};
use crate::error::{Error, Result};

/// One rank's connections to its group. Every rank must call the same collectives in the same
/// order with the same lengths, as with NCCL; rank 0 checks the operation and the length.
pub struct Tcp {
    rank: usize,
    world: usize,
    /// One lock for all streams: a collective's messages must not interleave with another's.
    state: Mutex<State>,
}

struct State {
    /// Rank 0: the stream to rank r at index r - 1. Other ranks: the one stream to rank 0.
    links: Vec<TcpStream>,
    /// Why the group broke: after a failed read or write the streams' position in the protocol
    /// is lost, so every later collective fails with this.
    broken: Option<String>,
}

/// What a rank asks rank 0 for; the tag of its message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Sum = 0,
    Max = 1,
    ReduceScatter = 2,
    Gather = 3,
}

impl Op {
    fn name(tag: u8) -> &'static str {
        ["all_reduce_sum", "all_reduce_max", "reduce_scatter_sum", "all_gather"]
            .get(tag as usize)
            .copied()
            .unwrap_or("an unknown collective")
    }
}

/// The tags of rank 0's replies.
const REPLY_OK: u8 = 0;
const REPLY_ERR: u8 = 1;

/// How a collective failed: a broken connection (the group is unusable) or a mistake every rank
/// was told about (the streams are still in step).
enum Fail {
    Link(String),
    Group(String),
}

fn failed(msg: String) -> Error {
    candle_core::Error::Msg(format!("tcp collective: {msg}")).into()
}

/// A failed read or write on the stream to `peer`, as a message naming it.
fn link(peer: usize, e: std::io::Error) -> Fail {
    Fail::Link(match e.kind() {
        ErrorKind::UnexpectedEof
        | ErrorKind::ConnectionReset
        | ErrorKind::ConnectionAborted
        | ErrorKind::BrokenPipe => {
            format!("rank {peer} closed its connection (did it exit?)")
        }
        _ => format!("the connection to rank {peer} failed: {e}"),
    })
}

/// A frame: tag, byte length (u64), bytes; one write so TCP_NODELAY sends it at once.
fn send(s: &mut TcpStream, tag: u8, bytes: &[u8]) -> std::io::Result<()> {
    let mut frame = Vec::with_capacity(9 + bytes.len());
    frame.push(tag);
    frame.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
    frame.extend_from_slice(bytes);
    s.write_all(&frame)
}

fn recv(s: &mut TcpStream) -> std::io::Result<(u8, Vec<u8>)> {
    let mut head = [0u8; 9];
    s.read_exact(&mut head)?;
    let mut len = [0u8; 8];
    len.copy_from_slice(&head[1..]);
    let mut bytes = vec![0u8; u64::from_le_bytes(len) as usize];
    s.read_exact(&mut bytes)?;
    Ok((head[0], bytes))
}

fn to_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn to_f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

impl Tcp {
    /// Joins the group `env` describes: rank 0 listens at MASTER_ADDR:MASTER_PORT and the other
    /// ranks connect (retrying until `timeout`); returns once every rank has arrived. Fails
    /// naming the missing ranks when they do not all arrive within `timeout`, and on a rank
    /// whose WORLD_SIZE differs from rank 0's.
    pub fn connect(env: &DistEnv, timeout: Duration) -> Result<Tcp> {
        let deadline = Instant::now() + timeout;
        let world = env.world_size;
        if env.rank >= world {
            return Err(failed(format!("rank {} is not below WORLD_SIZE {world}", env.rank)));
        }
        let links = if env.rank == 0 {
            let mut links = accept_peers(env, deadline, timeout)?;
            // Everyone is here: tell each rank so, with the world size to check.
            for (i, s) in links.iter_mut().enumerate() {
                s.write_all(&(world as u32).to_le_bytes())
                    .map_err(|e| failed(format!("connecting: to rank {}: {e}", i + 1)))?;
            }
            links
        } else {
            let mut s = connect_to_rank0(env, deadline, timeout)?;
            let mut theirs = [0u8; 4];
            s.read_exact(&mut theirs).map_err(|e| silent_rank0(env, timeout, e))?;
            let theirs = u32::from_le_bytes(theirs) as usize;
            if theirs != world {
                return Err(failed(format!(
                    "rank {} has WORLD_SIZE {world} but rank 0 has {theirs}: start every worker with the same WORLD_SIZE",
                    env.rank
                )));
            }
            vec![s]
        };
        for s in &links {
            s.set_read_timeout(None).map_err(|e| failed(e.to_string()))?;
        }
        Ok(Tcp {
            rank: env.rank,
            world,
            state: Mutex::new(State { links, broken: None }),
        })
    }

    /// Runs one collective: `mine` to rank 0, this rank's result back.
    fn exchange(&self, op: Op, mine: Vec<f32>) -> Result<Vec<f32>> {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(why) = &state.broken {
            return Err(failed(format!("{}: the group is broken: {why}", Op::name(op as u8))));
        }
        let out = if self.rank == 0 {
            self.combine(&mut state.links, op, mine)
        } else {
            Self::ask_rank0(&mut state.links, op, &mine)
        };
        out.map_err(|fail| {
            let why = match fail {
                Fail::Group(why) => why,
                Fail::Link(why) => {
                    // Closing every stream ends the other ranks' reads: they fail instead of hanging.
                    state.links.clear();
                    state.broken = Some(why.clone());
                    why
                }
            };
            failed(format!(
                "rank {} of {}: {}: {why}",
                self.rank,
                self.world,
                Op::name(op as u8)
            ))
        })
    }

    /// Rank 0: gather every rank's values, check them, fold them in rank order as `Loopback`
    /// does, and reply (each rank its shard for a reduce-scatter) or tell every rank what is wrong.
    fn combine(&self, links: &mut [TcpStream], op: Op, mine: Vec<f32>) -> Result<Vec<f32>, Fail> {
        let n = mine.len();
        let mut problem = None;
        let mut acc = mine;
        for (i, s) in links.iter_mut().enumerate() {
            let peer = i + 1;
            let (tag, bytes) = recv(s).map_err(|e| link(peer, e))?;
            let other = to_f32s(&bytes);
            if problem.is_some() {
                continue; // still read every message, to keep the streams in step
            }
            if tag != op as u8 {
                problem = Some(format!("rank {peer} called {} instead", Op::name(tag)));
            } else if other.len() != n {
                problem = Some(format!("rank {peer} has {} elements, rank 0 has {n}", other.len()));
            } else {
                match op {
                    Op::Sum | Op::ReduceScatter => acc.iter_mut().zip(&other).for_each(|(a, &b)| *a += b),
                    // NaN wins, as an overflow flag must.
                    Op::Max => acc
                        .iter_mut()
                        .zip(&other)
                        .for_each(|(a, &b)| *a = if a.is_nan() || b.is_nan() { f32::NAN } else { a.max(b) }),
                    Op::Gather => acc.extend_from_slice(&other),
                }
            }
        }
        if problem.is_none() && op == Op::ReduceScatter && !n.is_multiple_of(self.world) {
            problem = Some(format!("{n} elements do not split into {} equal shards", self.world));
        }
        if let Some(why) = problem {
            for (i, s) in links.iter_mut().enumerate() {
                send(s, REPLY_ERR, why.as_bytes()).map_err(|e| link(i + 1, e))?;
            }
            return Err(Fail::Group(why));
        }
        if op != Op::ReduceScatter {
            let bytes = to_bytes(&acc);
            for (i, s) in links.iter_mut().enumerate() {
                send(s, REPLY_OK, &bytes).map_err(|e| link(i + 1, e))?;
            }
            return Ok(acc);
        }
        let shard = n / self.world;
        for (i, s) in links.iter_mut().enumerate() {
            let lo = (i + 1) * shard;
            send(s, REPLY_OK, &to_bytes(&acc[lo..lo + shard])).map_err(|e| link(i + 1, e))?;
        }
        acc.truncate(shard);
        Ok(acc)
    }

    /// Any other rank: send `mine` to rank 0 and wait for the result or rank 0's complaint.
    fn ask_rank0(links: &mut [TcpStream], op: Op, mine: &[f32]) -> Result<Vec<f32>, Fail> {
        let s = links
            .first_mut()
            .ok_or_else(|| Fail::Link("no connection to rank 0".into()))?;
        send(s, op as u8, &to_bytes(mine)).map_err(|e| link(0, e))?;
        match recv(s).map_err(|e| link(0, e))? {
            (REPLY_OK, bytes) => Ok(to_f32s(&bytes)),
            (REPLY_ERR, why) => Err(Fail::Group(format!(
                "rank 0 reports: {}",
                String::from_utf8_lossy(&why)
            ))),
            (tag, _) => Err(Fail::Link(format!("rank 0 sent an unknown reply (tag {tag})"))),
        }
    }

    fn run(&self, op: Op, x: &Tensor) -> Result<Vec<f32>> {
        let mine = x.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>()?;
        self.exchange(op, mine)
    }
}

impl Collective for Tcp {
    fn rank(&self) -> usize {
        self.rank
    }

    fn world_size(&self) -> usize {
        self.world
    }

    fn all_reduce_sum(&self, x: &Tensor) -> Result<Tensor> {
        Ok(Tensor::from_vec(self.run(Op::Sum, x)?, x.shape(), x.device())?)
    }

    fn all_reduce_max(&self, x: &Tensor) -> Result<Tensor> {
        Ok(Tensor::from_vec(self.run(Op::Max, x)?, x.shape(), x.device())?)
    }

    fn reduce_scatter_sum(&self, x: &Tensor) -> Result<Tensor> {
        let out = self.run(Op::ReduceScatter, x)?;
        let n = out.len();
        Ok(Tensor::from_vec(out, n, x.device())?)
    }

    fn all_gather(&self, x: &Tensor) -> Result<Tensor> {
        let out = self.run(Op::Gather, x)?;
        let n = out.len();
        Ok(Tensor::from_vec(out, n, x.device())?)
    }
}

#[cfg(test)]
mod tests {
    use super::super::rendezvous::testing::{env, free_port};
    use super::*;
    use crate::dist::Loopback;
    use candle_core::Device;
    use std::sync::{mpsc, Arc};

    /// Runs `f(rank, handle)` on `world` threads, each with its own handle (a `Tcp` joined on a
    /// fresh port, or a `Loopback`), and returns the results in rank order; a rank that takes
    /// longer than 20 s is a hang and fails the test.
    fn on_ranks<C, R>(handles: Vec<C>, f: impl Fn(usize, C) -> R + Send + Sync + 'static) -> Vec<R>
    where
        C: Send + 'static,
        R: Send + 'static,
    {
        let (tx, rx) = mpsc::channel();
        let f = Arc::new(f);
        let world = handles.len();
        for (rank, h) in handles.into_iter().enumerate() {
            let (tx, f) = (tx.clone(), f.clone());
            std::thread::spawn(move || tx.send((rank, f(rank, h))).unwrap());
        }
        drop(tx);
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut out: Vec<Option<R>> = (0..world).map(|_| None).collect();
        for _ in 0..world {
            let left = deadline.saturating_duration_since(Instant::now());
            let (rank, r) = rx.recv_timeout(left).expect("a rank hung or panicked");
            out[rank] = Some(r);
        }
        out.into_iter().map(Option::unwrap).collect()
    }

    /// `world` threads each joining one TCP group on a free port: the handles, in rank order.
    fn tcp_group(world: usize) -> Vec<Tcp> {
        let port = free_port();
        let envs: Vec<_> = (0..world).map(|r| env(r, world, port)).collect();
        on_ranks(envs, |_, e| Tcp::connect(&e, Duration::from_secs(10)).unwrap())
    }

    /// Rank r's data: values whose sum depends on the order of addition ((1e8 + 1) - 1e8 = 0 but
    /// (1e8 - 1e8) + 1 = 1), signed zeros (-0 + -0 + -0 = -0, 0 + -0 = 0), a NaN for the max.
    fn rank_data(rank: usize) -> Vec<f32> {
        let order = [[1e8, 1.0, -1e8], [1.0, -1e8, 1e8], [-1e8, 1e8, 1.0]];
        let mut v: Vec<f32> = (0..12)
            .map(|i| ((rank * 31 + i * 7) % 13) as f32 * 0.1 - 0.55)
            .collect();
        v[0] = order[0][rank];
        v[1] = order[1][rank];
        v[2] = order[2][rank];
        v[3] = -0.0;
        v[4] = if rank == 0 { 0.0 } else { -0.0 };
        v[5] = if rank == 1 { f32::NAN } else { 3.0 };
        v
    }

    fn bits(t: &Tensor) -> (Vec<usize>, Vec<u32>) {
        let v = t.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        (t.dims().to_vec(), v.iter().map(|x| x.to_bits()).collect())
    }

    /// The four collectives on rank `rank`'s data (all-gather of the input and of the shard).
    fn run_all<C: Collective>(rank: usize, h: C) -> Vec<(Vec<usize>, Vec<u32>)> {
        let x = Tensor::from_vec(rank_data(rank), (3, 4), &Device::Cpu).unwrap();
        let sum = h.all_reduce_sum(&x).unwrap();
        let max = h.all_reduce_max(&x).unwrap();
        let shard = h.reduce_scatter_sum(&x).unwrap();
        let gathered = h.all_gather(&x).unwrap();
        let of_shards = h.all_gather(&shard).unwrap();
        [sum, max, shard, gathered, of_shards].iter().map(bits).collect()
    }

    /// All four collectives over TCP on world 3 give every rank the same bits, and shapes, as
    /// the in-process reference on the same inputs.
    #[test]
    fn tcp_collectives_match_loopback_bit_for_bit() {
        let want = on_ranks(Loopback::group(3), run_all);
        let got = on_ranks(tcp_group(3), run_all);
        assert_eq!(got, want);
        // The data did exercise the order: rank 0's sum is (1e8 + 1) - 1e8 = 0, not 1.
        assert_eq!(f32::from_bits(got[0][0].1[0]), 0.0);
        assert!(f32::from_bits(got[0][0].1[3]).is_sign_negative());
        assert_eq!(got[0][0].0, vec![3, 4]);
    }

    /// `train.grad_comm = "bf16"` over TCP on 2 and 3 ranks, all-reduced (plain data parallelism)
    /// and reduce-scattered (ZeRO-1), as the bucket exchange starts it (`start_packed_sum`): the
    /// fp32 result of each rank's values rounded to bf16 once, summed in fp32 in rank order.
    /// Fails if a partial sum is rounded to bf16 (a bf16 running sum) or nothing is rounded.
    #[test]
    fn bf16_gradient_exchange_rounds_each_rank_once_and_sums_in_fp32() {
        let bf16 = |x: f32| half::bf16::from_f32(x).to_f32();
        // values whose bf16 sums lose what fp32 sums keep: 1 + 2^-8 is not a bf16 number
        let data = |rank: usize, n: usize| -> Vec<f32> {
            (0..n)
                .map(|i| 1.0 + ((rank * 7 + i * 13) % 29) as f32 * 0.0137 + rank as f32 * 1e-3)
                .collect()
        };
        for world in [2, 3] {
            let n = 6 * world;
            for scatter in [false, true] {
                let got = on_ranks(tcp_group(world), move |rank, h| {
                    let x = Tensor::from_vec(data(rank, n - 2), n - 2, &Device::Cpu).unwrap();
                    let (out, _) = h.start_packed_sum(vec![x], n, scatter, true).unwrap();
                    out.to_vec1::<f32>().unwrap()
                });
                let mut full: Vec<f32> = (0..n)
                    .map(|i| {
                        (0..world)
                            .map(|r| data(r, n - 2).get(i).copied().map_or(0.0, bf16))
                            .fold(0.0f32, |a, b| a + b)
                    })
                    .collect();
                let bf16_running: Vec<f32> = (0..n - 2)
                    .map(|i| {
                        (0..world)
                            .map(|r| bf16(data(r, n - 2)[i]))
                            .fold(0.0f32, |a, b| bf16(a + b))
                    })
                    .collect();
                let fp32_exchange: Vec<f32> = (0..n - 2)
                    .map(|i| (0..world).map(|r| data(r, n - 2)[i]).sum())
                    .collect();
                for (rank, g) in got.iter().enumerate() {
                    let want = match scatter {
                        true => &full[rank * n / world..(rank + 1) * n / world],
                        false => &full[..],
                    };
                    assert_eq!(g, want, "world {world}, scatter {scatter}, rank {rank}");
                }
                full.truncate(n - 2);
                assert_ne!(full, bf16_running, "the data must tell fp32 sums from bf16 ones");
                assert_ne!(full, fp32_exchange, "the data must tell rounded values from exact ones");
            }
        }
    }

    /// A rank whose length (or divisibility) is wrong fails the collective on every rank, each
    /// error naming it, and the group stays usable.
    #[test]
    fn a_rank_with_another_length_fails_every_rank_naming_it() {
        let out = on_ranks(tcp_group(3), |rank, h| {
            let n = if rank == 2 { 5 } else { 6 };
            let x = Tensor::zeros(n, DType::F32, &Device::Cpu).unwrap();
            let wrong = h.all_reduce_sum(&x).unwrap_err().to_string();
            let x = Tensor::ones(4, DType::F32, &Device::Cpu).unwrap();
            let uneven = h.reduce_scatter_sum(&x).unwrap_err().to_string();
            let after = h.all_reduce_sum(&x).unwrap().to_vec1::<f32>().unwrap();
            (wrong, uneven, after)
        });
        for (rank, (wrong, uneven, after)) in out.into_iter().enumerate() {
            assert!(
                wrong.contains("rank 2 has 5 elements, rank 0 has 6"),
                "rank {rank}: {wrong}"
            );
            assert!(
                uneven.contains("4 elements do not split into 3"),
                "rank {rank}: {uneven}"
            );
            assert_eq!(after, vec![3.0; 4], "rank {rank}");
        }
    }

    /// A rank that exits mid-job: the others' next collective fails naming it (rank 0) or naming
    /// rank 0, which closed every connection (rank 1); later ones fail at once. And rank 0 exiting
    /// fails the others.
    #[test]
    fn a_rank_that_drops_its_connection_fails_the_others_next_collective() {
        let out = on_ranks(tcp_group(3), |rank, h| {
            let x = Tensor::ones(4, DType::F32, &Device::Cpu).unwrap();
            h.all_reduce_sum(&x).unwrap();
            if rank == 2 {
                drop(h);
                return (String::new(), String::new(), None);
            }
            let first = h.all_reduce_sum(&x).unwrap_err().to_string();
            let later = h.all_gather(&x).unwrap_err().to_string();
            // Rank 0's handle lives on: rank 1 must hear of the failure from rank 0, not from
            // rank 0's exit.
            (first, later, Some(h))
        });
        assert!(
            out[0].0.contains("rank 2 closed its connection (did it exit?)"),
            "{}",
            out[0].0
        );
        assert!(out[1].0.contains("rank 0 closed its connection"), "{}", out[1].0);
        for (first, later, _) in &out[..2] {
            assert!(
                later.contains("the group is broken") && later.contains("closed its connection"),
                "{later}"
            );
            assert!(first.contains("all_reduce_sum"), "{first}");
        }

        let out = on_ranks(tcp_group(2), |rank, h| {
            if rank == 0 {
                return String::new();
            }
            let x = Tensor::ones(4, DType::F32, &Device::Cpu).unwrap();
            h.all_gather(&x).unwrap_err().to_string()
        });
        assert!(out[1].contains("rank 0 closed its connection"), "{}", out[1]);
    }

    /// A rank that never arrives: rank 0 gives up after the timeout naming it, and the rank that
    /// did arrive fails too instead of waiting for a group that will not form.
    #[test]
    fn connect_times_out_naming_the_missing_rank() {
        let port = free_port();
        let start = Instant::now();
        let out = on_ranks(vec![env(0, 3, port), env(1, 3, port)], |_, e| {
            Tcp::connect(&e, Duration::from_millis(300))
                .err()
                .map(|e| e.to_string())
        });
        assert!(start.elapsed() < Duration::from_secs(5));
        let e0 = out[0].as_deref().expect("rank 0 connected without rank 2");
        assert!(
            e0.contains("saw 1 of 2 peers") && e0.contains("rank(s) 2 never arrived"),
            "{e0}"
        );
        let e1 = out[1].as_deref().expect("rank 1 connected without rank 2");
        assert!(e1.contains("rank 1") && e1.contains("every rank arrived"), "{e1}");
    }
}
