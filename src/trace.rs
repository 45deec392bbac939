//! Step traces: each phase of a training step (and each evaluation and checkpoint) as a
//! `tracing` span, written as a Chrome trace (`log.trace = true`; open it in Perfetto or
//! chrome://tracing) and, in CUDA builds, as NVTX 3 ranges for Nsight Systems.
//!
//! The spans go to a dispatcher of their own, not the process-wide default, so several trainers
//! in one process (the tests) never share a trace. One layer turns them into both outputs:
//!
//! - Chrome: one complete ("X") event per span, `args.step` the step it belongs to, in a
//!   `{"traceEvents": [...]}` file written as the run goes and closed by [`Tracer::finish`] (or
//!   when the tracer is dropped). `tracing-chrome` would do most of this, but it writes a bare
//!   array and panics on I/O errors in its writer thread; here an I/O error is reported when the
//!   trace is finished, and a run killed outright leaves a file whose last `]}` is missing.
//! - NVTX: a push when a span is entered and a pop when it is left (the `nvtx` crate carries the
//!   NVTX 3 headers: no libnvToolsExt, which CUDA 13 no longer ships). Without a tool attached
//!   (`nsys profile ...`) each call is a no-op, so CUDA builds push the ranges on every run.
//!
//! Spans only mark time on the host. Whoever opens them decides whether to synchronise the
//! device first (metrics::Profiler does while it writes a Chrome trace, so that GPU time lands
//! in the phase that queued it).

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use tracing::{Dispatch, Span};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::Layer;

use crate::error::{Error, Result};

/// Emits spans to its own dispatcher; see the module docs.
pub struct Tracer {
    dispatch: Dispatch,
    sink: Option<Arc<Mutex<Sink>>>,
    /// Entered spans, innermost last.
    open: Vec<Span>,
}

impl Tracer {
    /// NVTX ranges only (CUDA builds); None in CPU builds, where there is nothing to emit.
    pub fn nvtx() -> Option<Self> {
        cfg!(feature = "cuda").then(|| Self::with_sink(None))
    }

    /// A Chrome trace written to `path` (and, in CUDA builds, NVTX ranges). `other` goes into
    /// the file's `otherData` (what ran: model shape, precision, device).
    pub fn chrome(path: &Path, other: serde_json::Value) -> Result<Self> {
        let sink = Sink::create(path, &other)?;
        Ok(Self::with_sink(Some(Arc::new(Mutex::new(sink)))))
    }

    fn with_sink(sink: Option<Arc<Mutex<Sink>>>) -> Self {
        let layer = PhaseLayer {
            sink: sink.clone(),
            origin: Instant::now(),
        };
        let subscriber = tracing_subscriber::registry().with(layer);
        Self {
            dispatch: Dispatch::new(subscriber),
            sink,
            open: Vec::new(),
        }
    }

    /// Whether this tracer writes a file (and so wants the device synchronised at boundaries).
    pub fn writes_file(&self) -> bool {
        self.sink.is_some()
    }

    /// Open a span named `name` (a phase, or "step") inside the ones already open.
    pub fn begin(&mut self, name: &str, step: u64) {
        let span = tracing::dispatcher::with_default(
            &self.dispatch,
            || tracing::info_span!(target: "minigpt", "phase", phase = name, step = step),
        );
        span.with_subscriber(|(id, d)| d.enter(id));
        self.open.push(span);
    }

    /// Close the innermost open span (none open: nothing happens).
    pub fn end(&mut self) {
        if let Some(span) = self.open.pop() {
            span.with_subscriber(|(id, d)| d.exit(id));
        }
    }

    /// How many spans are open.
    pub fn depth(&self) -> usize {
        self.open.len()
    }

    /// Close every open span, then the file; the path written, if any. An I/O error met while
    /// writing the trace is reported here. Spans opened afterwards go nowhere.
    pub fn finish(&mut self) -> Result<Option<PathBuf>> {
        while !self.open.is_empty() {
            self.end();
        }
        let Some(sink) = self.sink.take() else {
            return Ok(None);
        };
        let mut sink = sink.lock().unwrap_or_else(|e| e.into_inner());
        sink.close()?;
        Ok(Some(sink.path.clone()))
    }
}

impl Drop for Tracer {
    fn drop(&mut self) {
        let _ = self.finish(); // best effort: an error path has its own error to report
    }
}

/// The trace file: events appended as they complete.
struct Sink {
    file: Option<BufWriter<File>>,
    path: PathBuf,
    /// The first write error; later writes are skipped.
    error: Option<std::io::Error>,
    pid: u32,
}

impl Sink {
    fn create(path: &Path, other: &serde_json::Value) -> Result<Self> {
        let file = File::create(path).map_err(|e| Error::io(path, e))?;
        let mut sink = Self {
            file: Some(BufWriter::new(file)),
            path: path.to_path_buf(),
            error: None,
            pid: std::process::id(),
        };
        let head = format!(
            "{{\"displayTimeUnit\":\"ms\",\"otherData\":{other},\"traceEvents\":[\n{}",
            serde_json::json!({"name": "process_name", "ph": "M", "pid": sink.pid, "tid": 0,
                               "args": {"name": "minigpt"}})
        );
        sink.put(head.as_bytes());
        let thread = serde_json::json!({"name": "thread_name", "ph": "M", "pid": sink.pid, "tid": 0,
                                        "args": {"name": "training loop"}});
        sink.put(format!(",\n{thread}").as_bytes());
        match sink.error.take() {
            Some(e) => Err(Error::io(path, e)),
            None => Ok(sink),
        }
    }

    fn put(&mut self, bytes: &[u8]) {
        if self.error.is_some() {
            return;
        }
        if let Some(f) = &mut self.file {
            if let Err(e) = f.write_all(bytes) {
                self.error = Some(e);
            }
        }
    }

    /// One complete event: `ts` and `dur` in microseconds since the tracer started.
    fn complete(&mut self, name: &str, step: u64, ts: f64, dur: f64) {
        let ev = serde_json::json!({"name": name, "cat": "minigpt", "ph": "X", "ts": ts, "dur": dur,
                                    "pid": self.pid, "tid": 0, "args": {"step": step}});
        self.put(format!(",\n{ev}").as_bytes());
    }

    fn close(&mut self) -> Result<()> {
        if self.file.is_some() {
            self.put(b"\n]}\n");
            if let Some(mut f) = self.file.take() {
                if let Err(e) = f.flush() {
                    self.error.get_or_insert(e);
                }
            }
        }
        match self.error.take() {
            Some(e) => Err(Error::io(&self.path, e)),
            None => Ok(()),
        }
    }
}

/// What a span carries from its creation to its exit.
struct SpanData {
    name: String,
    step: u64,
    /// Microseconds since the tracer started, when the span was entered.
    entered: Option<f64>,
}

/// Reads the `phase` and `step` fields of a span.
struct Fields<'a>(&'a mut SpanData);

impl tracing::field::Visit for Fields<'_> {
    fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
        if field.name() == "phase" {
            self.0.name = value.to_string();
        }
    }

    fn record_u64(&mut self, field: &tracing::field::Field, value: u64) {
        if field.name() == "step" {
            self.0.step = value;
        }
    }

    fn record_debug(&mut self, _: &tracing::field::Field, _: &dyn std::fmt::Debug) {}
}

/// The layer behind a [`Tracer`]: Chrome events and NVTX ranges from the same spans.
struct PhaseLayer {
    sink: Option<Arc<Mutex<Sink>>>,
    origin: Instant,
}

impl<S> Layer<S> for PhaseLayer
where
    S: tracing::Subscriber + for<'a> LookupSpan<'a>,
{
    fn on_new_span(&self, attrs: &tracing::span::Attributes<'_>, id: &tracing::span::Id, ctx: Context<'_, S>) {
        let mut data = SpanData {
            name: attrs.metadata().name().to_string(),
            step: 0,
            entered: None,
        };
        attrs.record(&mut Fields(&mut data));
        if let Some(span) = ctx.span(id) {
            span.extensions_mut().insert(data);
        }
    }

    fn on_enter(&self, id: &tracing::span::Id, ctx: Context<'_, S>) {
        let Some(span) = ctx.span(id) else { return };
        let mut ext = span.extensions_mut();
        let Some(data) = ext.get_mut::<SpanData>() else { return };
        data.entered = Some(self.origin.elapsed().as_secs_f64() * 1e6);
        #[cfg(feature = "cuda")]
        nvtx::range_push!("{}", data.name);
    }

    fn on_exit(&self, id: &tracing::span::Id, ctx: Context<'_, S>) {
        let Some(span) = ctx.span(id) else { return };
        let ext = span.extensions();
        let Some(data) = ext.get::<SpanData>() else { return };
        #[cfg(feature = "cuda")]
        nvtx::range_pop!();
        if let (Some(sink), Some(start)) = (&self.sink, data.entered) {
            let now = self.origin.elapsed().as_secs_f64() * 1e6;
            let mut sink = sink.lock().unwrap_or_else(|e| e.into_inner());
            sink.complete(&data.name, data.step, start, now - start);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_spans_become_complete_events_in_a_trace_events_object() {
        let dir = std::env::temp_dir().join(format!("minigpt-trace-unit-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("trace.json");
        let mut t = Tracer::chrome(&path, serde_json::json!({"what": "test"})).unwrap();
        assert!(t.writes_file());
        for step in 1..=2 {
            t.begin("step", step);
            t.begin("forward", step);
            std::thread::sleep(std::time::Duration::from_millis(2));
            t.end();
            t.begin("backward", step);
            t.end();
            assert_eq!(t.depth(), 1);
            t.end();
        }
        t.begin("left open", 3); // closed by finish
        assert_eq!(t.finish().unwrap(), Some(path.clone()));
        assert_eq!(t.finish().unwrap(), None);
        let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        assert_eq!(v["otherData"]["what"], "test");
        let ev: Vec<&serde_json::Value> = v["traceEvents"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["ph"] == "X")
            .collect();
        let names: Vec<(&str, u64)> = ev
            .iter()
            .map(|e| (e["name"].as_str().unwrap(), e["args"]["step"].as_u64().unwrap()))
            .collect();
        // an event is written when its span closes: inner ones first
        assert_eq!(
            names,
            [
                ("forward", 1),
                ("backward", 1),
                ("step", 1),
                ("forward", 2),
                ("backward", 2),
                ("step", 2),
                ("left open", 3)
            ]
        );
        let (fwd, step) = (ev[0], ev[2]);
        assert!(fwd["dur"].as_f64().unwrap() >= 2000.0, "{fwd}");
        let end = |e: &serde_json::Value| e["ts"].as_f64().unwrap() + e["dur"].as_f64().unwrap();
        assert!(step["ts"].as_f64() <= fwd["ts"].as_f64() && end(step) >= end(fwd));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_trace_in_a_missing_directory_is_an_error_naming_it() {
        let path = std::env::temp_dir().join("minigpt-no-such-dir-xyz/trace.json");
        let err = Tracer::chrome(&path, serde_json::Value::Null)
            .err()
            .unwrap()
            .to_string();
        assert!(err.contains("minigpt-no-such-dir-xyz"), "{err}");
    }
}
