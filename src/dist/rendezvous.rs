//! How the workers of a job find each other: the usual environment (RANK, WORLD_SIZE, LOCAL_RANK,
//! MASTER_ADDR, MASTER_PORT, as torchrun and SLURM launchers set them) and a small TCP rendezvous
//! at MASTER_ADDR:MASTER_PORT through which rank 0 hands every other rank a blob (the NCCL unique
//! id). No shared filesystem is assumed. A peer that never arrives is an error naming who waited
//! for whom, after a timeout, never a hang.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

use crate::error::{Error, Result};

/// This worker's place in the job, from the environment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DistEnv {
    pub rank: usize,
    pub world_size: usize,
    pub local_rank: usize,
    pub master_addr: String,
    pub master_port: u16,
}

impl DistEnv {
    /// Reads RANK, WORLD_SIZE, LOCAL_RANK (default = RANK), MASTER_ADDR (default 127.0.0.1) and
    /// MASTER_PORT (default 29500, torchrun's) through `get`. None when WORLD_SIZE is unset
    /// (a single process).
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Option<Self>> {
        let Some(world) = get("WORLD_SIZE") else {
            return Ok(None);
        };
        let num = |name: &str, v: &str| -> Result<usize> {
            v.trim()
                .parse::<usize>()
                .map_err(|_| usage(format!("{name}={v} is not a non-negative integer")))
        };
        let world_size = num("WORLD_SIZE", &world)?;
        let rank = num(
            "RANK",
            &get("RANK").ok_or_else(|| usage("WORLD_SIZE is set but RANK is not".into()))?,
        )?;
        let local_rank = match get("LOCAL_RANK") {
            Some(v) => num("LOCAL_RANK", &v)?,
            None => rank,
        };
        if world_size == 0 || rank >= world_size {
            return Err(usage(format!(
                "RANK={rank} must be below WORLD_SIZE={world_size} (and WORLD_SIZE >= 1)"
            )));
        }
        let master_port = match get("MASTER_PORT") {
            Some(v) => v
                .trim()
                .parse::<u16>()
                .map_err(|_| usage(format!("MASTER_PORT={v} is not a port number")))?,
            None => 29500,
        };
        Ok(Some(Self {
            rank,
            world_size,
            local_rank,
            master_addr: get("MASTER_ADDR").unwrap_or_else(|| "127.0.0.1".into()),
            master_port,
        }))
    }

    /// `from_vars` on the process environment.
    pub fn from_env() -> Result<Option<Self>> {
        Self::from_vars(|k| std::env::var(k).ok())
    }
}

fn usage(msg: String) -> Error {
    Error::Usage(format!("distributed launch: {msg}"))
}

fn failed(msg: String) -> Error {
    candle_core::Error::Msg(format!("rendezvous: {msg}")).into()
}

/// Rank 0 listens at MASTER_ADDR:MASTER_PORT and, once all world_size - 1 other ranks have
/// connected (retrying until `timeout`), sends each of them `payload`. Returns the payload on
/// every rank. Fails, naming the address and what was missing, when the peers do not all arrive
/// within `timeout`.
pub fn rendezvous(env: &DistEnv, payload: &[u8], timeout: Duration) -> Result<Vec<u8>> {
    let deadline = Instant::now() + timeout;
    if env.rank == 0 {
        for (i, s) in accept_peers(env, deadline, timeout)?.iter_mut().enumerate() {
            s.write_all(&(payload.len() as u32).to_le_bytes())
                .and_then(|_| s.write_all(payload))
                .map_err(|e| failed(format!("to rank {}: {e}", i + 1)))?;
        }
        return Ok(payload.to_vec());
    }
    let mut s = connect_to_rank0(env, deadline, timeout)?;
    let mut len = [0u8; 4];
    s.read_exact(&mut len).map_err(|e| silent_rank0(env, timeout, e))?;
    let mut blob = vec![0u8; u32::from_le_bytes(len) as usize];
    s.read_exact(&mut blob).map_err(|e| silent_rank0(env, timeout, e))?;
    Ok(blob)
}

fn master(env: &DistEnv) -> String {
    format!("{}:{}", env.master_addr, env.master_port)
}

/// Rank 0's half of the meeting (shared with `Tcp::connect`): listen at MASTER_ADDR:MASTER_PORT
/// and accept the world_size - 1 other ranks before `deadline`, each announcing its rank.
/// Returns their streams in rank order (rank r at index r - 1): blocking, TCP_NODELAY on, with
/// the handshake's read timeout still set.
pub(super) fn accept_peers(env: &DistEnv, deadline: Instant, timeout: Duration) -> Result<Vec<TcpStream>> {
    let peers = env.world_size.saturating_sub(1);
    if peers == 0 {
        return Ok(Vec::new());
    }
    let addr = master(env);
    let listener = TcpListener::bind(&addr).map_err(|e| failed(format!("rank 0 cannot listen at {addr}: {e}")))?;
    listener.set_nonblocking(true).map_err(|e| failed(e.to_string()))?;
    let mut streams: Vec<Option<TcpStream>> = (0..peers).map(|_| None).collect();
    for arrived in 0..peers {
        let next = |_left: Duration| -> Result<Option<(usize, TcpStream)>> {
            match listener.accept() {
                Ok((mut s, _)) => {
                    s.set_nonblocking(false)
                        .and_then(|_| s.set_nodelay(true))
                        .and_then(|_| s.set_read_timeout(Some(Duration::from_secs(5))))
                        .map_err(|e| failed(e.to_string()))?;
                    let mut rank = [0u8; 4];
                    s.read_exact(&mut rank)
                        .map_err(|e| failed(format!("a peer at {addr}: {e}")))?;
                    Ok(Some((u32::from_le_bytes(rank) as usize, s)))
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => Ok(None),
                Err(e) => Err(failed(format!("rank 0 at {addr}: {e}"))),
            }
        };
        let timed_out = || {
            let missing: Vec<String> = (1..=peers)
                .filter(|&r| streams[r - 1].is_none())
                .map(|r| r.to_string())
                .collect();
            failed(format!(
                "rank 0 at {addr} saw {arrived} of {peers} peers within {timeout:.0?}; rank(s) {} never arrived: start every worker with the same WORLD_SIZE, MASTER_ADDR and MASTER_PORT",
                missing.join(", ")
            ))
        };
        let (rank, s) = retry_until(deadline, Duration::from_millis(20), next, timed_out)?;
        if rank == 0 || rank > peers || streams[rank - 1].is_some() {
            return Err(failed(format!(
                "rank 0 at {addr}: a peer announced rank {rank} twice or out of range (WORLD_SIZE {})",
                peers + 1
            )));
        }
        streams[rank - 1] = Some(s);
    }
    Ok(streams.into_iter().flatten().collect())
}

/// The other ranks' half (shared with `Tcp::connect`): connect to rank 0, retrying until
/// `deadline`, and announce this rank. The stream has TCP_NODELAY on and a read timeout of the
/// time left, for rank 0's reply.
pub(super) fn connect_to_rank0(env: &DistEnv, deadline: Instant, timeout: Duration) -> Result<TcpStream> {
    let addr = master(env);
    let target = addr
        .to_socket_addrs()
        .map_err(|e| failed(format!("cannot resolve MASTER_ADDR:MASTER_PORT = {addr}: {e}")))?
        .next()
        .ok_or_else(|| failed(format!("{addr} resolves to no address")))?;
    let connect = |left: Duration| -> Result<Option<TcpStream>> {
        match TcpStream::connect_timeout(&target, left.min(Duration::from_millis(500))) {
            Ok(mut s) => {
                s.set_nodelay(true)
                    .and_then(|_| s.set_read_timeout(Some(left.max(Duration::from_millis(1)))))
                    .map_err(|e| failed(e.to_string()))?;
                s.write_all(&(env.rank as u32).to_le_bytes())
                    .map_err(|e| failed(format!("to {addr}: {e}")))?;
                Ok(Some(s))
            }
            Err(_) => Ok(None), // rank 0 is not listening yet
        }
    };
    let timed_out = || {
        failed(format!(
            "rank {} could not reach rank 0 at {addr} within {timeout:.0?}: is rank 0 running, with the same MASTER_ADDR and MASTER_PORT?",
            env.rank
        ))
    };
    retry_until(deadline, Duration::from_millis(50), connect, timed_out)
}

/// Call `attempt` with the time left until it returns `Some`, sleeping `pause` after each `None`
/// (not yet: try again); once `deadline` has passed, the error is `timed_out()`. An `Err` from
/// `attempt` ends the retries.
fn retry_until<T>(
    deadline: Instant,
    pause: Duration,
    mut attempt: impl FnMut(Duration) -> Result<Option<T>>,
    timed_out: impl FnOnce() -> Error,
) -> Result<T> {
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(timed_out());
        }
        if let Some(done) = attempt(left)? {
            return Ok(done);
        }
        std::thread::sleep(pause);
    }
}

/// A non-zero rank's failed read of rank 0's reply to its handshake, as an error that says why.
pub(super) fn silent_rank0(env: &DistEnv, timeout: Duration, e: std::io::Error) -> Error {
    use std::io::ErrorKind::{ConnectionReset, TimedOut, UnexpectedEof, WouldBlock};
    let addr = master(env);
    failed(match e.kind() {
        UnexpectedEof | ConnectionReset => format!(
            "rank {}: rank 0 at {addr} closed the connection before every rank arrived (see rank 0's error)",
            env.rank
        ),
        WouldBlock | TimedOut => format!(
            "rank {} reached rank 0 at {addr} but not every rank arrived within {timeout:.0?}: start every worker with the same WORLD_SIZE, MASTER_ADDR and MASTER_PORT",
            env.rank
        ),
        _ => format!("rank {}: from rank 0 at {addr}: {e}", env.rank),
    })
}

/// What the tests of a group on this host share (here and in `tcp`).
#[cfg(test)]
pub(super) mod testing {
    use super::*;

    /// A port of 127.0.0.1 that was free a moment ago.
    pub fn free_port() -> u16 {
        TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
    }

    /// Rank `rank` of `world`, meeting at 127.0.0.1:`port`.
    pub fn env(rank: usize, world: usize, port: u16) -> DistEnv {
        DistEnv {
            rank,
            world_size: world,
            local_rank: rank,
            master_addr: "127.0.0.1".into(),
            master_port: port,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{env, free_port};
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn every_rank_receives_rank_0s_payload() {
        let port = free_port();
        let world = 4;
        let threads: Vec<_> = (0..world)
            .map(|r| {
                std::thread::spawn(move || {
                    let mine = if r == 0 { b"nccl-unique-id".to_vec() } else { Vec::new() };
                    rendezvous(&env(r, world, port), &mine, Duration::from_secs(10)).unwrap()
                })
            })
            .collect();
        for t in threads {
            assert_eq!(t.join().unwrap(), b"nccl-unique-id");
        }
    }

    /// A peer that never arrives: rank 0 gives up after the timeout naming the missing rank, and
    /// a rank whose rank 0 never starts gives up naming the address.
    #[test]
    fn a_missing_peer_times_out_with_a_message_naming_it() {
        let port = free_port();
        let start = Instant::now();
        let e = rendezvous(&env(0, 3, port), b"id", Duration::from_millis(400))
            .unwrap_err()
            .to_string();
        assert!(start.elapsed() < Duration::from_secs(5));
        assert!(
            e.contains("saw 0 of 2 peers") && e.contains("1, 2") && e.contains(&port.to_string()),
            "{e}"
        );
        let e = rendezvous(&env(2, 3, free_port()), b"", Duration::from_millis(400))
            .unwrap_err()
            .to_string();
        assert!(e.contains("rank 2 could not reach rank 0"), "{e}");
    }

    #[test]
    fn the_environment_is_read_and_checked() {
        let vars = |pairs: &[(&str, &str)]| {
            let m: HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
            move |k: &str| m.get(k).cloned()
        };
        assert_eq!(DistEnv::from_vars(vars(&[])).unwrap(), None);
        let e = DistEnv::from_vars(vars(&[("WORLD_SIZE", "2"), ("RANK", "1"), ("MASTER_PORT", "1234")]))
            .unwrap()
            .unwrap();
        assert_eq!((e.rank, e.world_size, e.local_rank, e.master_port), (1, 2, 1, 1234));
        assert_eq!(e.master_addr, "127.0.0.1");
        for bad in [
            vec![("WORLD_SIZE", "2")],
            vec![("WORLD_SIZE", "2"), ("RANK", "2")],
            vec![("WORLD_SIZE", "x"), ("RANK", "0")],
            vec![("WORLD_SIZE", "2"), ("RANK", "0"), ("MASTER_PORT", "99999")],
        ] {
            let err = DistEnv::from_vars(vars(&bad)).unwrap_err().to_string();
            assert!(err.contains("distributed launch"), "{bad:?}: {err}");
        }
    }
}
