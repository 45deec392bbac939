//! TensorBoard event files: the run's scalars in the format TensorBoard reads, so a run can be
//! watched with the tool people already use (`tensorboard --logdir runs`).
//!
//! Why by hand: the crates that write these files are unmaintained or need `protoc` at build time.
//! The format is small. A file named `events.out.tfevents.*` is a sequence of records:
//!
//! ```text
//! u64 length (little-endian) | u32 masked CRC32C of those 8 bytes | `length` bytes | u32 masked CRC32C of them
//! ```
//!
//! each holding one serialised `tensorflow.Event` protobuf. The messages below are the few fields
//! of `event.proto` and `summary.proto` a scalar needs, derived with prost (field numbers as in
//! TensorFlow's .proto files). The first record carries `file_version = "brain.Event:2"`; each
//! process then writes a `SessionLog.START` at the step it starts from, so that TensorBoard drops
//! the points a killed run logged after the checkpoint it was resumed from (TensorBoard's "purge
//! orphaned data", the same job the torn-line handling of metrics.jsonl does).

use std::fs::File;
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use prost::Message;

use crate::error::{Error, Result};

/// `tensorflow.Event` (tensorflow/core/util/event.proto): what one record holds.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Event {
    /// Seconds since the Unix epoch.
    #[prost(double, tag = "1")]
    pub wall_time: f64,
    #[prost(int64, tag = "2")]
    pub step: i64,
    #[prost(oneof = "event::What", tags = "3, 5, 7")]
    pub what: Option<event::What>,
}

pub mod event {
    /// The `what` oneof of `tensorflow.Event`.
    #[derive(Clone, PartialEq, prost::Oneof)]
    pub enum What {
        /// "brain.Event:2" in a file's first record.
        #[prost(string, tag = "3")]
        FileVersion(String),
        #[prost(message, tag = "5")]
        Summary(super::Summary),
        /// (6 is the deprecated LogMessage.)
        #[prost(message, tag = "7")]
        SessionLog(super::SessionLog),
    }
}

/// `tensorflow.Summary` (tensorflow/core/framework/summary.proto).
#[derive(Clone, PartialEq, prost::Message)]
pub struct Summary {
    #[prost(message, repeated, tag = "1")]
    pub value: Vec<SummaryValue>,
}

/// `tensorflow.Summary.Value`, the scalar case only. `simple_value` belongs to a oneof in the
/// .proto: `optional` makes prost write it even when it is 0.0 (a plain proto3 float would be
/// left out, and TensorBoard would drop the point).
#[derive(Clone, PartialEq, prost::Message)]
pub struct SummaryValue {
    #[prost(string, tag = "1")]
    pub tag: String,
    #[prost(float, optional, tag = "2")]
    pub simple_value: Option<f32>,
}

/// `tensorflow.SessionLog`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct SessionLog {
    /// 1 = START.
    #[prost(int32, tag = "1")]
    pub status: i32,
}

const SESSION_START: i32 = 1;

/// The CRC32C TFRecord stores: rotated and offset, so that a CRC of data that holds CRCs stays
/// well distributed.
pub fn masked_crc32c(bytes: &[u8]) -> u32 {
    let crc = crc32c::crc32c(bytes);
    crc.rotate_right(15).wrapping_add(0xa282_ead8)
}

/// One TFRecord: length, its masked CRC, the bytes, their masked CRC.
pub fn frame(payload: &[u8]) -> Vec<u8> {
    let len = (payload.len() as u64).to_le_bytes();
    let mut out = Vec::with_capacity(payload.len() + 16);
    out.extend_from_slice(&len);
    out.extend_from_slice(&masked_crc32c(&len).to_le_bytes());
    out.extend_from_slice(payload);
    out.extend_from_slice(&masked_crc32c(payload).to_le_bytes());
    out
}

/// Move the event files an earlier run left in `dir` into `dir/tensorboard.N/` (the first free
/// N). TensorBoard reads every file of a folder whose name holds `tfevents` as one run: left in
/// place, an earlier run's steps before this one's first would be shown as this run's. In the
/// subfolder they are a run of their own. The folder, or None when there were none.
pub fn set_aside(dir: &Path) -> Result<Option<PathBuf>> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(None); // no folder yet: nothing was left in it
    };
    let files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.file_name().is_some_and(|n| n.to_string_lossy().contains("tfevents")))
        .collect();
    if files.is_empty() {
        return Ok(None);
    }
    let to = (1..)
        .map(|n| dir.join(format!("tensorboard.{n}")))
        .find(|p| !p.exists())
        .expect("invariant: some N is free");
    std::fs::create_dir(&to).map_err(|e| Error::io(&to, e))?;
    for f in files {
        let name = f.file_name().expect("invariant: listed files have names");
        std::fs::rename(&f, to.join(name)).map_err(|e| Error::io(&f, e))?;
    }
    Ok(Some(to))
}

/// Appends scalar events to one `events.out.tfevents.*` file of a run directory.
pub struct EventWriter {
    file: File,
    path: PathBuf,
    /// Bytes of whole records written: a write that fails part way (a full disk) is cut back
    /// to here, so the file never ends in a torn record.
    len: u64,
}

impl EventWriter {
    /// Start a new event file in `dir` (TensorBoard reads every such file of a directory, in
    /// name order: the name starts with the time, so a resumed run's file sorts after the
    /// earlier ones). `first_step` is the step this process starts from.
    pub fn create(dir: &Path, first_step: u64) -> Result<Self> {
        let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
        let name = format!(
            "events.out.tfevents.{:010}.{:06}.minigpt.{}",
            now.as_secs(),
            now.subsec_micros(),
            std::process::id()
        );
        let path = dir.join(name);
        let file = File::create(&path).map_err(|e| Error::io(&path, e))?;
        let mut w = Self { file, path, len: 0 };
        w.write(0, event::What::FileVersion("brain.Event:2".into()))
            .and_then(|()| {
                w.write(
                    first_step,
                    event::What::SessionLog(SessionLog { status: SESSION_START }),
                )
            })
            .map_err(|e| Error::io(&w.path, e))?;
        Ok(w)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// This writer with its records going to `file` instead (a test's full disk: /dev/full).
    #[cfg(test)]
    pub(crate) fn writing_to(self, file: File) -> Self {
        Self { file, ..self }
    }

    /// One event holding every `(tag, value)` at `step`, flushed so TensorBoard sees it while
    /// the run goes on. NaN and infinities are written as they are (TensorBoard shows them).
    /// A failed write leaves no torn record; its error is the caller's to name (`path`).
    pub fn scalars(&mut self, step: u64, values: &[(&str, f64)]) -> std::io::Result<()> {
        let value = values
            .iter()
            .map(|(tag, v)| SummaryValue {
                tag: tag.to_string(),
                simple_value: Some(*v as f32),
            })
            .collect();
        self.write(step, event::What::Summary(Summary { value }))
    }

    /// The run goes on from `step` again (the spike guard rolled it back to the checkpoint
    /// before it): a session start there, on which TensorBoard drops every point it holds at
    /// `step` and after, as it does for a resumed run's file.
    pub fn restart_at(&mut self, step: u64) -> std::io::Result<()> {
        self.write(step, event::What::SessionLog(SessionLog { status: SESSION_START }))
    }

    fn write(&mut self, step: u64, what: event::What) -> std::io::Result<()> {
        let wall_time = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        let event = Event {
            wall_time,
            step: step as i64,
            what: Some(what),
        };
        // one write per record, unbuffered: TensorBoard sees each as the run goes on
        let record = frame(&event.encode_to_vec());
        match self.file.write_all(&record) {
            Ok(()) => {
                self.len += record.len() as u64;
                Ok(())
            }
            Err(e) => {
                let _ = self.file.set_len(self.len);
                let _ = self.file.seek(SeekFrom::Start(self.len));
                Err(e)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32c_and_its_mask_match_tensorflow() {
        // CRC-32C check value (RFC 3720), then TensorFlow's mask of it.
        assert_eq!(crc32c::crc32c(b"123456789"), 0xe306_9283);
        // TensorFlow's ((crc >> 15) | (crc << 17)) + 0xa282ead8, worked out by hand
        assert_eq!(masked_crc32c(b"123456789"), 0x2507_c60du32.wrapping_add(0xa282_ead8));
    }

    #[test]
    fn a_record_frames_its_payload() {
        let rec = frame(b"hello");
        assert_eq!(rec.len(), 8 + 4 + 5 + 4);
        assert_eq!(u64::from_le_bytes(rec[..8].try_into().unwrap()), 5);
        assert_eq!(
            u32::from_le_bytes(rec[8..12].try_into().unwrap()),
            masked_crc32c(&rec[..8])
        );
        assert_eq!(&rec[12..17], b"hello");
        assert_eq!(
            u32::from_le_bytes(rec[17..].try_into().unwrap()),
            masked_crc32c(b"hello")
        );
    }

    #[test]
    fn a_zero_scalar_is_still_encoded() {
        let v = SummaryValue {
            tag: "t".into(),
            simple_value: Some(0.0),
        };
        let bytes = v.encode_to_vec();
        // tag 1 (len-delimited "t"), then tag 2 fixed32 0.0: 0x15 + 4 zero bytes
        assert_eq!(bytes, [0x0a, 1, b't', 0x15, 0, 0, 0, 0]);
        assert_eq!(SummaryValue::decode(bytes.as_slice()).unwrap(), v);
    }

    #[test]
    fn the_file_is_a_sequence_of_whole_records() {
        let dir = std::env::temp_dir().join(format!("minigpt-tb-unit-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut w = EventWriter::create(&dir, 0).unwrap();
        w.scalars(3, &[("train/loss", 1.5), ("train/skipped_total", 0.0)])
            .unwrap();
        let bytes = std::fs::read(w.path()).unwrap();
        let mut events = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let len = u64::from_le_bytes(bytes[i..i + 8].try_into().unwrap()) as usize;
            let body = &bytes[i + 12..i + 12 + len];
            let crc = u32::from_le_bytes(bytes[i + 12 + len..i + 16 + len].try_into().unwrap());
            assert_eq!(crc, masked_crc32c(body));
            events.push(Event::decode(body).unwrap());
            i += 16 + len;
        }
        assert_eq!(i, bytes.len());
        assert_eq!(events.len(), 3);
        assert_eq!(events[0].what, Some(event::What::FileVersion("brain.Event:2".into())));
        assert_eq!(events[2].step, 3);
        let Some(event::What::Summary(s)) = &events[2].what else {
            panic!("not a summary: {:?}", events[2]);
        };
        assert_eq!(s.value[1].tag, "train/skipped_total");
        assert_eq!(s.value[1].simple_value, Some(0.0));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
