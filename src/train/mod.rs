//! The Trainer: owns the model, optimizer, scaler, data and counters, and the cadence of a run
//! (log, evaluate, checkpoint, stop on a signal). What one step does is in `step.rs`.

mod ahead;
mod eval;
mod max_batch;
mod step;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use candle_core::{DType, Device, Tensor, Var};

pub use max_batch::BatchTrial;
pub use step::StepReport;

use crate::ckpt::{self, Checkpoint, Snapshot, TrainState};
use crate::config::{BucketLaunch, Compute, GradComm, RunConfig};
use crate::data::{Batcher, Corpus};
use crate::dist::Collective;
use crate::error::{Error, Result};
use crate::flops::{self, Peak};
use crate::fp8::Fp8Scaler;
use crate::gpu_trace::GpuTrace;
use crate::metrics::{
    DivergedRow, EvalRow, GpuOps, Metrics, MetricsOptions, Phase, Profiler, ResumeRow, RollbackRow, TrainRow,
};
use crate::model::Gpt;
use crate::optim::{AdamW, LrSchedule};
use crate::parallel::{self, Buckets, DataParallel, OneProcess, Parallelism, Tied, Zero1};
use crate::precision::{ComputeCopies, PrecisionPolicy};
use crate::scaler::LossScaler;
use crate::spike::SpikeGuard;

pub struct Trainer {
    pub cfg: RunConfig,
    pub device: Device,
    pub corpus: Corpus,
    pub model: Gpt,
    pub policy: PrecisionPolicy,
    pub scaler: LossScaler,
    /// The loss-spike guard (`train.spike_guard`); off, it judges nothing.
    pub spike: SpikeGuard,
    pub optim: AdamW,
    pub schedule: LrSchedule,
    pub batcher: Batcher,
    masters: Vec<Var>,
    pub state: TrainState,
    pub out_dir: PathBuf,
    pub profiler: Profiler,
    /// How this process's gradients become the job's update: one process, data parallel or
    /// ZeRO-1 (then `optim` holds no moments), chosen once (`with_group`).
    parallel: Box<dyn Parallelism>,
    /// The masters' compute copies, kept between steps where the policy says so
    /// (`PrecisionPolicy::keeps_copies`): made at their first use, rewritten by each update.
    copies: Option<Arc<ComputeCopies>>,
    /// The FP8 scales of the blocks' linear layers (`precision.matmul = "fp8"`; src/fp8.rs).
    pub fp8: Option<Fp8Scaler>,
    /// This rank asks the job to stop (set by `run` from its signal flag; agreed at each step).
    stop_requested: bool,
    /// The next step's first forward pass, queued while the host read this step's check.
    ahead: Option<ahead::Ahead>,
    /// Where the step's overflow check is read back.
    readback: crate::ops::Readback,
    /// A file rewritten with the step number as training and evaluation progress (at most once
    /// a second), so that a launcher can tell a hung worker from a slow one.
    pub heartbeat: Option<crate::dist::Heartbeat>,
    /// Rank 0's checkpoint thread: the write in flight, if any.
    writer: ckpt::Writer,
    /// The `--set`s of the resume this process runs (none for `train`), which the command that
    /// continues the run after a failure repeats (`run_dir::resume_command`).
    pub resume_sets: Vec<String>,
    /// Seconds the run had trained when this process took it up: the rows' `elapsed_s` go on
    /// from there (0 for a fresh run; `crate::metrics::run_time_at` on resume).
    elapsed_before: f64,
    /// The checkpoint this process resumed from (step, path): a rollback goes back to it when
    /// the run directory holds none before the spikes (a resume into a new directory).
    resumed_from: Option<(u64, PathBuf)>,
}

/// What `train --profile-steps` measured.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ProfileReport {
    #[serde(skip)]
    pub table: String,
    pub compute: String,
    pub n_layer: usize,
    pub d_model: usize,
    pub block_size: usize,
    pub batch_size: usize,
    pub params: usize,
    /// The steps back to back, as a run goes (mean).
    pub ms_per_step: f64,
    /// Each step followed by a device sync (median): no step's work overlaps the next's.
    pub ms_per_step_synced: f64,
    /// The whole job's (all ranks).
    pub tokens_per_s: f64,
    /// Model FLOPs utilisation of each GPU against `peak_flops`.
    pub mfu: f64,
    /// The peak MFU is measured against (src/flops.rs), and where it came from.
    pub peak_flops: f64,
    pub peak_source: String,
    /// Data-parallel ranks (1: a single process).
    pub world_size: usize,
    /// AdamW moments held by one rank (a shard of them under ZeRO-1).
    pub optimizer_gib: f64,
    /// Peak of the device memory pool (CUDA only).
    pub peak_gib: Option<f64>,
    /// GPU operations (kernel launches, memcpy, memset) per step, from the traced pass (CUDA
    /// with CUPTI only; null otherwise, and absent from lines written before it existed).
    pub ops_per_step: Option<f64>,
    /// GPU-busy milliseconds per step (summed operation durations), from the traced pass.
    pub gpu_busy_ms: Option<f64>,
    /// Operations per phase and the top kernels, printed after the timing.
    #[serde(skip)]
    pub ops_table: String,
}

impl std::fmt::Display for ProfileReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.table)?;
        let peak = self.peak_gib.map_or("-".to_string(), |g| format!("{g:.2} GiB"));
        writeln!(
            f,
            "throughput: {:.0} tokens/s ({:.2} ms/step, steps back to back; {:.2} ms synced per step, median) | MFU {:.1} % of {} ({}) | peak pool {peak} | {} parameters",
            self.tokens_per_s,
            self.ms_per_step,
            self.ms_per_step_synced,
            100.0 * self.mfu,
            flops::rate(self.peak_flops),
            self.peak_source,
            self.params
        )?;
        if self.world_size > 1 {
            writeln!(
                f,
                "data parallel: {} ranks; tokens/s for the whole job, MFU per GPU | optimizer state per rank {:.3} GiB",
                self.world_size, self.optimizer_gib
            )?;
        }
        write!(f, "{}", self.ops_table)
    }
}

/// How a run ended.
#[derive(Debug)]
pub enum Outcome {
    Finished { checkpoint: PathBuf },
    Interrupted { checkpoint: PathBuf },
}

impl Trainer {
    /// A fresh run: initialised model (or GPT-2's weights from `train.init_from`), zero
    /// moments, scaler at `init_scale`.
    pub fn new(cfg: RunConfig, device: Device, corpus: Corpus) -> Result<Self> {
        let t = Self::build(cfg, device, corpus)?;
        if let Some(path) = &t.cfg.train.init_from {
            crate::pretrained::load_hf(
                path,
                &t.cfg.model,
                t.model.params().named(),
                t.corpus.tokenizer.n_tokens(),
            )?;
        }
        Ok(t)
    }

    /// The model at its random initialisation and the rest of a fresh state.
    fn build(cfg: RunConfig, device: Device, corpus: Corpus) -> Result<Self> {
        crate::ops::keep_memory_pool(&device)?;
        crate::ops::set_tf32(cfg.precision.tf32); // fp32 GEMMs in TF32 only when asked
        if cfg.precision.tf32 && !device.is_cuda() {
            crate::notice::once("tf32 off cuda", || {
                "precision.tf32 = true has no effect on the CPU: its fp32 GEMMs run in fp32".into()
            });
        }
        crate::ops::install_grad_add(); // the autograd's gradient sums: one vector pass on CUDA
        crate::ops::install_candle_kernels(); // candle's kernels as SASS: no JIT at first use
        let model = Gpt::new(&cfg.model, corpus.vocab_size(), cfg.train.seed, DType::F32, &device)?;
        let masters = model.params().vars();
        let optim = AdamW::new(&cfg.train, &masters)?;
        let scaler = LossScaler::new(&cfg.scaler, cfg.precision.compute);
        let tied = Tied {
            index: model.token_embedding_index(),
            vocab: model.vocab_size,
        };
        let parallel = Box::new(OneProcess::new(model.params().named(), tied));
        let state = TrainState {
            step: 0,
            opt_step: 0,
            tokens_seen: 0,
            skipped_total: 0,
            scaler: scaler.state(),
            data_seed: cfg.train.seed,
            next_step: 1,
            data_offset: 0,
            tokens_per_step: 0,
        };
        let policy = PrecisionPolicy::new(&cfg.precision);
        let fp8 = Fp8Scaler::new(&cfg.precision, &model.fp8_layers(cfg.precision.fp8_lm_head), &device)?;
        let copies = policy
            .keeps_copies(&device)
            .then(|| Arc::new(ComputeCopies::new(&masters)));
        Ok(Self {
            policy,
            copies,
            fp8,
            schedule: LrSchedule::new(&cfg.train),
            spike: SpikeGuard::new(&cfg.train),
            batcher: Batcher {
                batch_size: cfg.train.batch_size,
                block_size: cfg.model.block_size,
                seed: cfg.train.seed,
            },
            out_dir: cfg.log.out_dir.clone(),
            cfg,
            device,
            corpus,
            model,
            scaler,
            optim,
            masters,
            state,
            profiler: Profiler::disabled(),
            parallel,
            stop_requested: false,
            ahead: None,
            readback: Default::default(),
            heartbeat: None,
            writer: ckpt::Writer::default(),
            resume_sets: Vec::new(),
            elapsed_before: 0.0,
            resumed_from: None,
        })
    }

    /// Join a data-parallel group (`comm`; every rank calls this with the same config and
    /// checkpoint): the parallelism is chosen here, once. World size 1 without ZeRO changes
    /// nothing. Under `train.zero = 1` this rank keeps only its shard of the optimizer state,
    /// cut from the full state `self.optim` holds (zero at the start, the checkpoint's on
    /// resume: a run resumes at any world size). Refuses to start when the ranks' initial
    /// masters differ.
    pub fn with_group(mut self, comm: Arc<dyn Collective>) -> Result<Self> {
        let world = comm.world_size();
        if let Some(e) = self.cfg.debug.rank_problem(world) {
            return Err(e);
        }
        let sharded = self.cfg.train.zero == 1;
        if world == 1 && !sharded {
            return Ok(self);
        }
        let tied = Tied {
            index: self.model.token_embedding_index(),
            vocab: self.model.vocab_size,
        };
        // train.bucket_mb (default 25, PyTorch DDP's): large enough that each collective runs
        // near the link's bandwidth, small enough that the first starts early.
        let bucket_elements = ((self.cfg.train.bucket_mb * (1 << 20) as f64 / 4.0) as usize).max(1);
        let launch_points = match self.cfg.train.bucket_launch {
            BucketLaunch::Attention => self.model.attention_backward_points(),
            BucketLaunch::Ready => Vec::new(),
        };
        let named = self.model.params().named();
        // The tied embedding's graph gradient (the LM head's) completes first: it opens the
        // first bucket, the others follow in reverse model order.
        let bf16 = self.cfg.train.grad_comm == GradComm::Bf16;
        let buckets = Buckets::new(comm, named, sharded, bucket_elements, Some(tied.index))
            .launch_at(&launch_points)
            .bf16(bf16);
        parallel::check_same_start(
            buckets.comm.as_ref(),
            &self.device,
            &self.masters,
            &self.cfg.rank_agreement(),
        )?;
        let n_micro = self.cfg.train.grad_accum;
        self.parallel = if sharded {
            let zero = Zero1::new(buckets, named, n_micro, tied, &self.optim)?;
            self.optim = self.optim.hyper(); // the full moments are freed; the shard holds them
            Box::new(zero)
        } else {
            Box::new(DataParallel::new(buckets, named, n_micro, tied))
        };
        Ok(self)
    }

    /// Where this job's tokens per step differ from those of the step its checkpoint `ck` was
    /// saved after (another world size or grad_accum), the line that says so: the learning-rate
    /// schedule counts steps, so each of them now weighs other tokens (docs/DISTRIBUTED.md).
    pub fn tokens_per_step_change(&self, ck: &Checkpoint) -> Option<String> {
        let (before, now) = (ck.state.tokens_per_step, self.tokens_per_step());
        if before == 0 || before == now {
            return None;
        }
        let (t, world) = (&self.cfg.train, self.rank_and_world().1);
        let micro = (t.batch_size * self.cfg.model.block_size) as u64;
        let micro_before = before / micro.max(1);
        let keep = if micro_before.is_multiple_of(world as u64) {
            format!("--set train.grad_accum={} keeps them", micro_before / world as u64)
        } else {
            format!(
                "ranks x train.grad_accum = {micro_before} keeps them (one process: --set train.grad_accum={micro_before}, without --nproc-per-node)"
            )
        };
        Some(format!(
            "the job's batch changes: {before} tokens per step before ({micro_before} micro-batch{} of {micro}), \
             {now} now ({world} rank{} x grad_accum {}); the learning-rate schedule counts steps, not tokens: {keep}",
            if micro_before == 1 { "" } else { "es" },
            if world == 1 { "" } else { "s" },
            t.grad_accum
        ))
    }

    /// (rank, world size) of this process in its job; (0, 1) alone.
    pub fn rank_and_world(&self) -> (usize, usize) {
        self.parallel.rank_and_world()
    }

    /// Tokens the whole job trains on per step.
    pub fn tokens_per_step(&self) -> u64 {
        let (m, t) = (&self.cfg.model, &self.cfg.train);
        (t.batch_size * m.block_size * t.grad_accum * self.rank_and_world().1) as u64
    }

    /// Model FLOPs per trained token (src/flops.rs): the parameters less the position embedding.
    pub fn flops_per_token(&self) -> f64 {
        let m = &self.cfg.model;
        let weights = self.model.params().count() - m.block_size * m.d_model;
        flops::flops_per_token(weights, m.n_layer, m.d_model, m.block_size)
    }

    /// The peak FLOP/s of this rank's device for the compute dtype (or `log.peak_flops`).
    pub fn peak(&self) -> Peak {
        Peak::of(&self.device, self.cfg.precision.compute, self.cfg.log.peak_flops)
    }

    /// MFU of the job's `tokens_per_s`: against each GPU's peak, or against the machine's CPU
    /// peak once, which a job's CPU ranks share (the launcher starts every rank on this host,
    /// and `peak` counts all its cores).
    pub fn mfu(&self, tokens_per_s: f64) -> f64 {
        let devices = match self.device.is_cuda() {
            true => self.rank_and_world().1,
            false => 1,
        };
        self.peak().mfu(tokens_per_s, self.flops_per_token(), devices)
    }

    /// Bytes of optimizer state (AdamW moments) this rank holds.
    pub fn optimizer_bytes(&self) -> usize {
        self.parallel.optimizer_bytes(&self.optim)
    }

    /// Continue from a checkpoint: masters, moments, scaler state and counters exactly as saved.
    /// `cfg` is the checkpoint's config with the allowed overrides applied.
    pub fn resume(cfg: RunConfig, device: Device, corpus: Corpus, ckpt: &Checkpoint) -> Result<Self> {
        check_tokenizer(ckpt, &corpus)?;
        let mut t = Self::build(cfg, device, corpus)?;
        ckpt.restore(t.model.params().named(), Some(&mut t.optim))?;
        t.scaler.restore(ckpt.state.scaler);
        t.spike.restore(ckpt.spike.clone());
        t.restore_fp8(ckpt)?;
        t.state = ckpt.state;
        let dir = ckpt.path.parent().unwrap_or(std::path::Path::new("."));
        t.elapsed_before = crate::metrics::run_time_at(dir, ckpt.state.step);
        t.resumed_from = Some((ckpt.state.step, ckpt.path.clone()));
        Ok(t)
    }

    /// A checkpoint's weights and counters, for evaluation (`minigpt eval`): read with
    /// `Checkpoint::load_weights`, so the optimizer's moments and the scaling states are neither
    /// read nor restored.
    pub fn for_evaluation(cfg: RunConfig, device: Device, corpus: Corpus, ckpt: &Checkpoint) -> Result<Self> {
        check_tokenizer(ckpt, &corpus)?;
        let mut t = Self::build(cfg, device, corpus)?;
        ckpt.restore(t.model.params().named(), None)?;
        t.state = ckpt.state;
        Ok(t)
    }

    /// Measure `steps` training steps after 2 warm-up steps: first the throughput, as a run
    /// goes (the steps back to back, the host syncing only for each step's check, the device
    /// synchronised before the first and after the last; the mean), then the same number synced
    /// after every step (the median, for comparison with measurements before the next step's
    /// forward pass was queued ahead, which a sync per step defeats), then phase by phase (synced
    /// at every phase boundary), then (CUDA with CUPTI only) the same number again with the GPU
    /// operations of each phase traced. Writes nothing to the run directory.
    pub fn profile(&mut self, steps: u64) -> Result<ProfileReport> {
        for _ in 0..2 {
            self.train_step()?;
        }
        self.device.synchronize()?;
        let start = Instant::now();
        for _ in 0..steps {
            self.train_step()?;
        }
        self.device.synchronize()?;
        let ms_per_step = start.elapsed().as_secs_f64() * 1e3 / steps.max(1) as f64;
        let mut step_ms = Vec::with_capacity(steps as usize);
        for _ in 0..steps {
            let start = Instant::now();
            self.train_step()?;
            self.device.synchronize()?;
            step_ms.push(start.elapsed().as_secs_f64() * 1e3);
        }
        step_ms.sort_by(f64::total_cmp);
        let ms_synced = step_ms[step_ms.len() / 2];
        let peak_before = crate::ops::peak_pool_bytes(&self.device)?;
        // the step before queued the next forward pass: dropped, so that the first profiled
        // step runs its own inside its forward phase (it was timed at 0 ms; with one step, the
        // whole table understated the step)
        self.ahead = None;
        self.profiler = Profiler::enabled(&self.device);
        for _ in 0..steps {
            self.train_step()?;
        }
        let table = self.profiler.table();
        // the phases reset the pool's high-water mark: the peak is the larger of the two
        let peak = peak_before.max(self.profiler.peak_bytes());
        self.profiler = Profiler::disabled();
        let peak_gib = peak.map(|b| b as f64 / (1u64 << 30) as f64);
        // A pass of its own for the trace, so CUPTI's overhead never reaches the times above.
        let trace = GpuTrace::start(&self.device);
        let ops = match trace.unavailable().map(str::to_string) {
            Some(why) => GpuOps::unavailable(&why), // CPU build, CPU device or no CUPTI: n/a
            None => {
                self.profiler = Profiler::traced(&self.device, trace);
                // each kernel's span its own work, not also its wait for the one ahead
                crate::ops::without_pdl(|| (0..steps).try_for_each(|_| self.train_step().map(drop)))?;
                let ops = self.profiler.gpu_ops()?;
                self.profiler = Profiler::disabled();
                ops
            }
        };
        if GpuTrace::timeline_requested() {
            self.trace_back_to_back(steps)?;
        }
        self.parallel.settle()?;
        let (m, t) = (&self.cfg.model, &self.cfg.train);
        let tokens_per_s = self.tokens_per_step() as f64 / (ms_per_step / 1e3); // the whole job's
        let world = self.rank_and_world().1;
        let peak = self.peak();
        Ok(ProfileReport {
            table,
            compute: self.cfg.precision.compute.to_string(),
            n_layer: m.n_layer,
            d_model: m.d_model,
            block_size: m.block_size,
            batch_size: t.batch_size,
            params: self.model.params().count(),
            ms_per_step,
            ms_per_step_synced: ms_synced,
            tokens_per_s,
            mfu: self.mfu(tokens_per_s),
            peak_flops: peak.flops,
            peak_source: peak.source,
            world_size: world,
            optimizer_gib: self.optimizer_bytes() as f64 / (1u64 << 30) as f64,
            peak_gib,
            ops_per_step: ops.ops_per_step(),
            gpu_busy_ms: ops.gpu_busy_ms(),
            ops_table: ops.table(),
        })
    }

    fn snapshot<'a>(&'a self, optim: &'a AdamW) -> Snapshot<'a> {
        let mut state = self.state;
        state.scaler = self.scaler.state();
        state.next_step = state.step + 1;
        Snapshot {
            named: self.model.params().named(),
            optim,
            state,
            config: &self.cfg,
            tokenizer: &self.corpus.tokenizer,
            spike: self.spike.enabled().then_some(&self.spike.state),
            fp8: self.fp8.as_ref().map(Fp8Scaler::checkpoint),
            corpus_sha256: self.corpus.content_sha256.as_deref(),
        }
    }

    /// The FP8 scales as a checkpoint saved them; a run that turns FP8 on at a checkpoint
    /// without them starts fresh scales (said once), one that turns it off leaves them.
    fn restore_fp8(&mut self, ckpt: &Checkpoint) -> Result<()> {
        let Some(fp8) = &mut self.fp8 else {
            return Ok(());
        };
        match ckpt.fp8_state()? {
            Some((table, meta)) => fp8.restore(&table, meta).map_err(|e| Error::Checkpoint {
                path: ckpt.path.clone(),
                problem: e.to_string(),
            }),
            None => {
                crate::notice::once("fp8-fresh", || {
                    "the checkpoint has no FP8 scaling state (it trained without FP8): the scales start fresh".into()
                });
                *fp8 = Fp8Scaler::new(
                    &self.cfg.precision,
                    &self.model.fp8_layers(self.cfg.precision.fp8_lm_head),
                    &self.device,
                )?
                .expect("invariant: the run is in FP8");
                Ok(())
            }
        }
    }

    /// The spike guard's rollback (src/spike.rs), after step `self.state.step` found too many
    /// spikes: back to the newest checkpoint of the run directory before this step — masters,
    /// moments, scaler, counters and the guard's window as saved — with the batches seen since
    /// it skipped (`TrainState::data_offset`). Every rank of a job does it alike; rank 0 writes
    /// the row. Err when the rollbacks are spent or there is no checkpoint to go back to.
    fn roll_back(&mut self, metrics: &mut Metrics) -> Result<()> {
        let step = self.state.step;
        self.spike.may_roll_back(step)?;
        self.parallel.settle()?;
        // The newest checkpoint may still be on rank 0's checkpoint thread: every rank reads
        // the directory only once it is written (the sum is a collective, a barrier).
        self.note_written(metrics, true)?;
        if self.rank_and_world().1 > 1 {
            self.parallel
                .sum(&Tensor::zeros((), DType::F32, &self.device)?)?
                .to_scalar::<f32>()?;
        }
        // the run directory's newest of the schedule before the spikes (not a signal's: the
        // uninterrupted run has none there, docs/DESIGN.md §6.3), or the checkpoint this process
        // resumed from in another directory (a branch has written none before it yet)
        let keep = self.keep();
        let own_dir = |p: &PathBuf| {
            let dir = |d: &Path| std::fs::canonicalize(d).ok();
            p.parent().and_then(dir).is_some_and(|d| Some(d) == dir(&self.out_dir))
        };
        let found = (self.resumed_from.clone().into_iter().filter(|(_, p)| !own_dir(p)))
            .chain(
                ckpt::list(&self.out_dir)
                    .into_iter()
                    .filter(|(s, _)| keep.on_schedule(*s)),
            )
            .filter(|(s, _)| *s < step)
            .max_by_key(|(s, _)| *s);
        // Every rank reads its own run directory: in a job, they must all find the same
        // checkpoint (docs/DISTRIBUTED.md: a rollback needs the directory on every host).
        let shared = "a rollback reads the checkpoint on every rank: the run directory must be one every host of the job sees (docs/DISTRIBUTED.md)";
        let at = found.as_ref().map_or(0, |(s, _)| s + 1);
        let at = Tensor::new(&[(at >> 20) as f32, (at & 0xF_FFFF) as f32], &self.device)?;
        if !parallel::all_agree(self.parallel.as_ref(), &at)? {
            return Err(Error::Diverged(format!(
                "loss spikes at step {step} call for a rollback, but the ranks find different checkpoints before it \
                 in their {} ({}); {shared}",
                self.out_dir.display(),
                found
                    .as_ref()
                    .map_or("none here".into(), |(_, p)| format!("{} here", p.display()))
            )));
        }
        let Some((_, path)) = found else {
            return Err(Error::Diverged(format!(
                "loss spikes at step {step} call for a rollback, but {} has no checkpoint of the schedule \
                 (every checkpoint.every steps) before it; checkpoint more often or raise train.spike_rollback_after",
                self.out_dir.display()
            )));
        };
        let ck = Checkpoint::load_to_resume(&path, &self.resume_sets)?;
        let mut full = AdamW::new(&self.cfg.train, &self.masters)?;
        ck.restore(self.model.params().named(), Some(&mut full))?;
        self.parallel.restore_optimizer(&mut self.optim, full, &self.masters)?;
        if let Some(weights) = parallel::fingerprint(&self.masters)? {
            if !parallel::all_agree(self.parallel.as_ref(), &weights)? {
                return Err(Error::Diverged(format!(
                    "rolled back to {}, the ranks hold different weights: their run directories' files differ; {shared}",
                    path.display()
                )));
            }
        }
        self.scaler.restore(ck.state.scaler);
        self.spike.rolled_back(ck.spike.clone());
        self.restore_fp8(&ck)?;
        let data_offset = self.state.data_offset + (step - ck.state.step);
        self.state = TrainState {
            data_offset,
            ..ck.state
        };
        // what was made from the masters before: the kept copies, the queued forward pass
        self.copies = self
            .policy
            .keeps_copies(&self.device)
            .then(|| Arc::new(ComputeCopies::new(&self.masters)));
        self.ahead = None;
        metrics.rollback(&RollbackRow {
            step,
            to_step: ck.state.step,
            checkpoint: path,
            data_offset,
            rollbacks: self.spike.state.rollbacks,
            spikes_total: self.spike.state.spikes_total,
        })
    }

    /// Write a checkpoint of the full state. In a data-parallel job every rank calls it (under
    /// ZeRO-1 the moments are gathered from the shards first) and rank 0 alone writes; the
    /// others get the directory back. The state is copied off the device here; the file is
    /// hashed, written and fsynced on the checkpoint thread while training goes on
    /// (`ckpt::Writer`), unless `wait`. Its path is printed once it is durable
    /// (`note_written`).
    fn save(&mut self, metrics: &Metrics, wait: bool) -> Result<PathBuf> {
        self.parallel.settle()?;
        let gathered = self.parallel.gathered_optimizer(&self.masters)?;
        if self.rank_and_world().0 != 0 {
            return Ok(self.out_dir.clone());
        }
        let snap = self.snapshot(gathered.as_ref().unwrap_or(&self.optim)).to_host()?;
        let path = snap.path_in(&self.out_dir);
        let (keep, delay) = (self.keep(), self.cfg.debug.ckpt_write_delay_ms);
        // waiting for a write (this one's predecessor here; this one later) beats: it is
        // progress, and the launcher knows the other ranks wait for it
        self.writer.beat_while_waiting(self.heartbeat.as_ref(), self.state.step);
        if let Some(done) = self.writer.start(snap, &self.out_dir, keep, delay, &self.resume_sets)? {
            metrics.note(&format!("checkpoint {}", done.display()));
        }
        self.note_written(metrics, wait)?;
        Ok(path)
    }

    /// Print the checkpoint the thread has finished writing, if any (waiting for it: `wait`);
    /// its error, if the write failed, fails the run here.
    fn note_written(&mut self, metrics: &Metrics, wait: bool) -> Result<()> {
        let done = if wait { self.writer.wait()? } else { self.writer.poll()? };
        if let Some(path) = done {
            metrics.note(&format!("checkpoint {}", path.display()));
        }
        Ok(())
    }

    /// `profile`'s last pass, with `MINIGPT_GPU_TIMELINE`: `steps` steps back to back as a run
    /// goes (no phase syncs), every GPU operation written to the timeline's path + `.back-to-back`
    /// (a mark before and after them): where the GPU idles when only the step's check syncs.
    fn trace_back_to_back(&mut self, steps: u64) -> Result<()> {
        self.device.synchronize()?;
        let mut trace = GpuTrace::start_as(&self.device, ".back-to-back");
        trace.mark(None);
        for _ in 0..steps {
            self.train_step()?;
        }
        self.device.synchronize()?;
        trace.mark(None);
        if let Err(why) = trace.finish() {
            crate::say!("note: the back-to-back timeline was not written: {why}");
        }
        Ok(())
    }

    /// `save` as the trace's checkpoint phase.
    fn checkpoint(&mut self, metrics: &Metrics, wait: bool) -> Result<PathBuf> {
        self.profiler.enter(Phase::Checkpoint)?;
        let path = self.save(metrics, wait)?;
        self.profiler.leave()?;
        Ok(path)
    }

    /// `log.trace`: a Chrome trace named for the first step this process runs (a resumed run
    /// starts a new file), with what ran in its `otherData`. An earlier attempt's trace from the
    /// same step (it died before its next checkpoint) is moved aside, not overwritten.
    fn open_trace(&self, metrics: &Metrics) -> Result<crate::trace::Tracer> {
        let path = self.out_dir.join(format!("trace-{:08}.json", self.state.step + 1));
        if let Some(to) = crate::metrics::set_aside(&path)? {
            metrics.note(&format!(
                "{} held an earlier attempt's trace: moved to {}",
                path.display(),
                to.display()
            ));
        }
        let (m, t) = (&self.cfg.model, &self.cfg.train);
        let other = serde_json::json!({
            "run": self.out_dir.display().to_string(),
            "device": crate::ops::device_label(&self.device),
            "compute": self.cfg.precision.compute.to_string(),
            "n_layer": m.n_layer, "d_model": m.d_model, "block_size": m.block_size,
            "batch_size": t.batch_size, "grad_accum": t.grad_accum,
            "world_size": self.rank_and_world().1,
        });
        crate::trace::Tracer::chrome(&path, other)
    }

    /// Close the Chrome trace (if one is written) and say where it is.
    fn close_trace(&mut self, metrics: &Metrics) -> Result<()> {
        if let Some(path) = self.profiler.finish_trace()? {
            metrics.note(&format!("trace {}", path.display()));
            self.profiler = Profiler::disabled();
        }
        Ok(())
    }

    /// Rewrite the heartbeat file with the step number (at most every `dist::BEAT_EVERY`).
    fn beat(&self) {
        if let Some(heartbeat) = &self.heartbeat {
            heartbeat.beat(self.state.step);
        }
    }

    /// Whether `run` evaluates after step `step` (every `eval_every` steps and at the last).
    fn evaluates_after(&self, step: u64) -> bool {
        step.is_multiple_of(self.cfg.train.eval_every) || step >= self.cfg.train.max_steps
    }

    /// Which checkpoints the run keeps, and which are of its schedule.
    fn keep(&self) -> ckpt::Keep {
        let c = &self.cfg.checkpoint;
        ckpt::Keep {
            last: c.keep_last,
            every: c.every,
        }
    }

    /// Whether `run` checkpoints after step `step` (every `checkpoint.every` steps and at the
    /// last; a stop request too, which `run` learns from the step).
    fn checkpoints_after(&self, step: u64) -> bool {
        self.keep().on_schedule(step) || step >= self.cfg.train.max_steps
    }

    /// Whether `run` does more than log after step `step`: evaluate, checkpoint or end.
    fn pauses_after(&self, step: u64) -> bool {
        self.evaluates_after(step) || self.checkpoints_after(step)
    }

    /// Train to `train.max_steps`: log every `log.every` steps (and every skipped step),
    /// evaluate every `train.eval_every`, checkpoint every `checkpoint.every` and at the end.
    /// When `stop` becomes true, finish the step, checkpoint and return `Interrupted`. In a
    /// data-parallel job all ranks run this in lockstep; rank 0 alone writes the run directory.
    pub fn run(&mut self, stop: &AtomicBool) -> Result<Outcome> {
        match self.run_steps(stop) {
            // a row that could not be written says what stands and how to go on, as a failed
            // checkpoint write does; the checkpoint in flight lands (or fails) first
            Err(Error::MetricsWrite { path, reason, .. }) => {
                if let Err(e) = self.writer.wait() {
                    crate::say!("error: {e}"); // as the writer's drop says it
                }
                let way_on = format!(
                    "; {}",
                    ckpt::stands_after_failed_write(&self.out_dir, &reason, &self.resume_sets)
                );
                Err(Error::MetricsWrite { path, reason, way_on })
            }
            ran => ran,
        }
    }

    /// The run stops on `e`: a divergence is recorded as the attempt's last row (`report`
    /// shows it), and the trace and the progress bar are closed, as a finished run closes them.
    /// The checkpoint in flight lands first and is printed, and the error names the checkpoint
    /// that stands: the suggested changes are not a resume's to make.
    fn stop_diverged(&mut self, metrics: &mut Metrics, e: Error) -> Error {
        let Error::Diverged(reason) = e else {
            return e;
        };
        // the divergence is the run's error; anything else that fails here is said beside it
        if let Err(w) = self.note_written(metrics, true) {
            crate::say!("error: {w}");
        }
        let row = DivergedRow {
            step: self.state.step,
            reason: reason.clone(),
        };
        if let Err(w) = metrics.diverged(&row).and_then(|()| self.close_trace(metrics)) {
            crate::say!("error: {w}");
        }
        metrics.finish();
        Error::Diverged(format!("{reason}; {}", eval::stands_after_divergence(&self.out_dir)))
    }

    /// Write the train row of the step just taken (`report`): its loss (a host sync), and the
    /// rates of the steps since `since` (when the last row was written, the tokens seen then),
    /// less `paused` (evaluations and checkpoints since), at `elapsed_s` of the run's time.
    fn log_row(
        &mut self,
        metrics: &mut Metrics,
        report: &StepReport,
        since: (Instant, u64),
        paused: Duration,
        elapsed_s: f64,
    ) -> Result<()> {
        let secs = since.0.elapsed().saturating_sub(paused).as_secs_f64();
        let tokens = self.state.tokens_seen - since.1;
        let steps_since = (tokens / self.tokens_per_step()).max(1);
        let read = |t: &Option<Tensor>| -> Result<Option<f64>> {
            Ok(match t {
                Some(t) => Some(t.to_scalar::<f32>()? as f64),
                None => None,
            })
        };
        // the job's mean loss: as the step's sync read it, else every rank's share summed here
        // (a collective: all ranks log at the same steps, since skips, stops and checkpoints
        // are agreed, and all run the guard or none)
        let loss = match report.loss_read {
            Some(loss) => loss,
            None => self.parallel.sum(&report.loss)?.to_scalar::<f32>()? as f64,
        };
        let tokens_per_s = tokens as f64 / secs.max(1e-9);
        let row = TrainRow {
            step: self.state.step,
            opt_step: self.state.opt_step,
            loss,
            lr: report.lr,
            scale: report.scale,
            skipped: report.skipped,
            skipped_total: self.state.skipped_total,
            grad_norm: report.grad_norm,
            tokens_per_s,
            mfu: self.mfu(tokens_per_s),
            elapsed_s,
            // a skipped step's gradients are not finite and it updates nothing: neither share
            // is measured there (a 0 would pull the report's means down)
            grad_underflow: read(&report.underflow)?.filter(|_| !report.skipped),
            update_lost: read(&report.update_lost)?
                .filter(|_| !report.skipped)
                .map(|n| n / self.model.params().count() as f64),
            spike: self.spike.enabled().then_some(report.spike),
            spikes_total: self.spike.enabled().then_some(self.spike.state.spikes_total),
            fp8_saturated: self.fp8.as_mut().map(Fp8Scaler::saturated_since_last).transpose()?,
        };
        metrics.train(&row, secs * 1e3 / steps_since as f64)
    }

    /// `run` itself.
    fn run_steps(&mut self, stop: &AtomicBool) -> Result<Outcome> {
        let cfg = self.cfg.clone();
        let (rank, world) = self.rank_and_world();
        let mut metrics = if rank == 0 {
            std::fs::create_dir_all(&self.out_dir).map_err(|e| Error::io(&self.out_dir, e))?;
            ckpt::remove_stale_temps(&self.out_dir);
            let opts = MetricsOptions {
                tensorboard: cfg.log.tensorboard,
                scaler: self.scaler.enabled(),
            };
            Metrics::open(&self.out_dir, cfg.train.max_steps, self.state.step, opts)?
        } else {
            Metrics::silent(cfg.train.max_steps)
        };
        if let Some((step, checkpoint)) = self.resumed_from.clone() {
            // what an attempt killed after this checkpoint logged past it is not this run's
            metrics.resume(&ResumeRow { step, checkpoint })?;
        }
        if rank == 0 && cfg.log.trace {
            self.profiler = Profiler::chrome(&self.device, self.open_trace(&metrics)?);
        }
        let peak = self.peak();
        metrics.note(&format!(
            "model: {} parameters | device {} | compute {} | loss scaling {} | MFU against {} ({})",
            self.model.params().count(),
            crate::ops::device_label(&self.device),
            cfg.precision.compute,
            if self.scaler.enabled() { "on" } else { "off" },
            flops::rate(peak.flops),
            peak.source
        ));
        for note in ablation_notes(&cfg, self.scaler.enabled()) {
            metrics.note(&note);
        }
        if world > 1 || cfg.train.zero == 1 {
            metrics.note(&format!(
                "data parallel: {world} ranks x batch {} x grad_accum {} | ZeRO-{} | gradients sent in {}, summed in fp32 | optimizer state per rank {:.1} MiB",
                cfg.train.batch_size,
                cfg.train.grad_accum,
                cfg.train.zero,
                cfg.train.grad_comm,
                self.optimizer_bytes() as f64 / (1 << 20) as f64
            ));
        }
        let start = Instant::now();
        let elapsed = |t: &Self| t.elapsed_before + start.elapsed().as_secs_f64();
        let evaluate = |t: &mut Self| -> Result<EvalRow> {
            t.profiler.enter(Phase::Evaluation)?;
            let row = t.evaluate()?;
            t.profiler.leave()?;
            Ok(EvalRow {
                elapsed_s: Some(elapsed(t)),
                ..row
            })
        };
        self.beat();
        if self.state.step == 0 {
            let row = evaluate(self)?;
            metrics.eval(&row)?;
            if let Some(e) = eval::diverged(&row) {
                return Err(self.stop_diverged(&mut metrics, e));
            }
        }
        // since the last row: when it was written, the tokens seen then, and the time spent
        // since in evaluations and checkpoints, which a row's ms/step, tokens/s and MFU leave out
        let mut last_log = (Instant::now(), self.state.tokens_seen);
        let mut paused = Duration::ZERO;
        let mut last_ckpt: Option<PathBuf> = None;
        while self.state.step < cfg.train.max_steps {
            self.stop_requested = stop.load(Ordering::SeqCst);
            let mut report = self.step_and_report()?;
            self.beat();
            self.note_written(&metrics, false)?;
            let step = self.state.step;
            let is_last = step == cfg.train.max_steps;
            // A data-parallel job stops where its ranks agreed (at the step's check, so a request
            // that came after it stops after the next step); a single process agrees with nobody:
            // a request that came during this step stops the run here. After the last step,
            // nothing is left to stop: the run finishes.
            let asked = || report.stop || (world == 1 && stop.load(Ordering::SeqCst));
            // the row of every skipped step, every `log.every`, the last, and every step that
            // checkpoints, so that a resume from it goes on from its `elapsed_s`: written before
            // the step's evaluation row, which `report` and `plot` read as coming after it
            let saves = self.checkpoints_after(step) || (asked() && !is_last);
            let logged = report.skipped || step.is_multiple_of(cfg.log.every) || saves;
            if logged {
                let now = Instant::now();
                self.log_row(&mut metrics, &report, last_log, paused, elapsed(self))?;
                (last_log, paused) = ((now, self.state.tokens_seen), Duration::ZERO);
            } else {
                metrics.tick(step);
            }
            if let Some(e) = report.diverged.take() {
                // its row (a skipped step's) is written above: the step that diverged is seen
                return Err(self.stop_diverged(&mut metrics, e));
            }
            if report.roll_back {
                // before this step could be evaluated or saved
                if let Err(e) = self.roll_back(&mut metrics) {
                    return Err(self.stop_diverged(&mut metrics, e));
                }
                (last_log, paused) = ((Instant::now(), self.state.tokens_seen), Duration::ZERO);
                continue;
            }
            let pause = Instant::now();
            if self.evaluates_after(step) {
                let row = evaluate(self)?;
                metrics.eval(&row)?;
                if let Some(e) = eval::diverged(&row) {
                    // before this step's checkpoint: the last one stays the run's newest
                    return Err(self.stop_diverged(&mut metrics, e));
                }
            }
            // a request that came during the evaluation stops here where the step has its row;
            // else after the next step, whose row comes before its evaluation's
            let interrupted = asked() && !is_last && logged;
            if interrupted {
                self.ahead = None; // the next step's first pass, queued before the request came
            }
            if self.checkpoints_after(step) || interrupted {
                last_ckpt = Some(self.checkpoint(&metrics, interrupted)?);
            }
            paused += pause.elapsed();
            if interrupted {
                self.close_trace(&metrics)?;
                metrics.finish();
                return Ok(Outcome::Interrupted {
                    checkpoint: last_ckpt.expect("invariant: saved just above"),
                });
            }
        }
        // `resume` returns before building a trainer that is already at max_steps, and a fresh
        // run trains at least one step: the last step always checkpoints (`checkpoints_after`)
        let Some(checkpoint) = last_ckpt else {
            return Err(Error::Usage(format!(
                "nothing to train: the run is at step {}, train.max_steps = {}",
                self.state.step, cfg.train.max_steps
            )));
        };
        self.note_written(&metrics, true)?;
        self.close_trace(&metrics)?;
        metrics.finish();
        Ok(Outcome::Finished { checkpoint })
    }
}

/// A checkpoint continues only on the corpus' tokenizer it was trained with.
fn check_tokenizer(ckpt: &Checkpoint, corpus: &Corpus) -> Result<()> {
    if ckpt.tokenizer != corpus.tokenizer {
        return Err(Error::Checkpoint {
            path: ckpt.path.clone(),
            problem: format!(
                "its vocabulary ({}) disagrees with the corpus {} ({}); use a corpus of the same vocabulary (the one it was trained on)",
                ckpt.tokenizer.describe(),
                corpus.path.display(),
                corpus.tokenizer.describe()
            ),
        });
    }
    Ok(())
}

/// What an ablation does to the run's own numbers, said once at its start: a measurement that
/// reads differently from what the user may take it for (docs/NUMERICS.md).
fn ablation_notes(cfg: &RunConfig, scaling: bool) -> Vec<String> {
    let compute = cfg.precision.compute;
    let mut notes = Vec::new();
    if compute == Compute::Fp32 {
        return notes;
    }
    if !cfg.precision.fp32_loss {
        notes.push(format!(
            "precision.fp32_loss = false: the loss is reduced in {compute}, so every loss this run logs (train, eval, \
             the spike guard's and the best val) carries that sum's rounding; `minigpt eval --ckpt DIR --set \
             precision.fp32_loss=true` scores the model with the loss in fp32"
        ));
    }
    if cfg.log.grad_underflow && !scaling {
        notes.push(format!(
            "log.grad_underflow with loss scaling off: the gradients reach the fp32 masters already flushed to zero \
             in {compute}, so the share reads 0; a run with the scaler on measures what this one loses"
        ));
    }
    notes
}
