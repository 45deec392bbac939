//! Charts as PNG files: the loss curves of several runs (`minigpt plot`, read from their
//! metrics.jsonl) and the bar charts of `bench-precision`.
//!
//! Drawn with plotters' bitmap backend in memory, encoded with `image` and written through a
//! temporary and a rename (`atomic_file`): a failed write leaves the earlier chart, never a
//! torn one. Text goes through ab_glyph with DejaVu Sans compiled in (the `dejavu` crate), not
//! through the system's fonts: a bare server or container has no fontconfig, and a chart
//! without labels is no chart.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use plotters::coord::Shift;
use plotters::element::DashedPathElement;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters_backend::BackendCoord;

use crate::error::{Error, Result};

/// Default size of a chart, pixels.
pub const DEFAULT_SIZE: (u32, u32) = (1280, 720);

/// One run's curves, by step. A step logged twice (a run resumed from an earlier checkpoint
/// after a kill) keeps its later row, as the resumed run saw it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RunCurves {
    pub name: String,
    /// (step, training loss) of the train rows with a finite loss.
    pub train: Vec<(u64, f64)>,
    /// (step, validation loss) of the eval rows.
    pub val: Vec<(u64, f64)>,
    /// (step, loss scale) of the train rows.
    pub scale: Vec<(u64, f64)>,
    /// Steps whose update was skipped.
    pub skipped: Vec<u64>,
    /// Steps whose evaluation gave a non-finite val loss: no point on the curve, so marked at the
    /// chart's top edge (they were left out without a trace).
    pub val_not_finite: Vec<u64>,
}

/// The text of a run directory's metrics.jsonl; a directory without one is refused as input,
/// naming what to give instead (`plot` and `report` both read runs through this).
fn read_metrics(dir: &Path) -> Result<String> {
    let path = dir.join("metrics.jsonl");
    if dir.is_file() {
        return Err(Error::Usage(format!(
            "{}: a file; name run directories (the log.out_dir of a run), not the files in them",
            dir.display()
        )));
    }
    std::fs::read(&path).map(rows_text).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound if !dir.exists() => Error::Usage(format!(
            "{}: no such directory; name run directories (the log.out_dir of a run)",
            dir.display()
        )),
        std::io::ErrorKind::NotFound => Error::Usage(format!(
            "{}: no metrics.jsonl; name run directories (the log.out_dir of a run)",
            dir.display()
        )),
        std::io::ErrorKind::IsADirectory => Error::Usage(format!(
            "{}: a folder, not a run's metrics file; name run directories (the log.out_dir of a run)",
            path.display()
        )),
        _ => Error::io(&path, e),
    })
}

/// The text of metrics.jsonl's bytes, line for line: a line that is not UTF-8 (a damaged byte)
/// becomes one that is no JSON row, so that readers skip and name it as they do a torn line,
/// and read every other line (one bad byte refused the whole file).
pub fn rows_text(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let lines: Vec<String> = e
                .as_bytes()
                .split(|&b| b == b'\n')
                .map(|l| std::str::from_utf8(l).map_or_else(|_| NOT_UTF8.to_string(), str::to_string))
                .collect();
            lines.join("\n")
        }
    }
}

/// What stands in for a line that is not UTF-8: not blank, and not JSON.
const NOT_UTF8: &str = "(not UTF-8)";

/// `dir/metrics.jsonl`'s rows as the run stands (`current_rows`), saying on stderr which lines
/// were not rows and were skipped: a line torn by a kill (a resume ends it and writes on), a last
/// line a live run is still writing, or text that minigpt did not write.
pub fn run_rows(dir: &Path) -> Result<Vec<serde_json::Value>> {
    let text = read_metrics(dir)?;
    let bad = unreadable_lines(&text);
    if !bad.is_empty() {
        let list: Vec<String> = bad.iter().take(5).map(usize::to_string).collect();
        let more = match bad.len() {
            n if n > 5 => format!(" and {} more", n - 5),
            _ => String::new(),
        };
        crate::say!(
            "note: {}: line{} {}{more} not a JSON row (torn by a kill, still being written, damaged, \
             or not minigpt's): skipped",
            dir.join("metrics.jsonl").display(),
            if bad.len() > 1 { "s" } else { "" },
            list.join(", "),
        );
    }
    Ok(current_rows(&text))
}

/// The 1-based numbers of the non-blank lines of `text` that are not JSON objects.
fn unreadable_lines(text: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .filter(|(_, l)| !serde_json::from_str::<serde_json::Value>(l).is_ok_and(|v| v.is_object()))
        .map(|(i, _)| i + 1)
        .collect()
}

/// Where a train or eval row stands in a run: after step s's train row comes its evaluation.
fn position(row: &serde_json::Value) -> Option<(u64, u8)> {
    let step = row["step"].as_u64()?;
    match row["kind"].as_str()? {
        "train" => Some((step, 0)),
        "eval" => Some((step, 1)),
        // after its step's rows: a resume from an earlier checkpoint supersedes it
        "diverged" => Some((step, 2)),
        _ => None,
    }
}

/// The rows of a metrics.jsonl as the run stands (unparseable lines, such as one torn by a kill,
/// are skipped). A resumed run, or one the spike guard rolled back, logs again from the step
/// after its checkpoint: a train or eval row that is not past the ones read so far starts that
/// new attempt, and the train and eval rows it supersedes (at its position and after) are
/// dropped, as TensorBoard drops them. A rollback row (its `to_step`) or a resume row (its
/// `step`, the checkpoint's) says where the run went back to: the train and eval rows after that
/// step are dropped there, even when the next row logged comes later than they do (a
/// `log.every` above 1, after skipped steps that are always logged). Other rows (rollbacks,
/// resumes) are kept, but for the rollbacks a later attempt supersedes (a resume from a
/// checkpoint before them, whose spike guard does not count them): a rollback on the run's path
/// stands.
pub fn current_rows(text: &str) -> Vec<serde_json::Value> {
    let mut rows: Vec<serde_json::Value> = Vec::new();
    let mut last: Option<(u64, u8)> = None;
    for row in text
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(serde_json::Value::is_object)
    {
        // where a new attempt starts: at a row not past the last one, or after a rollback's
        // checkpoint; what was logged from there on is superseded
        let back_to = match row["kind"].as_str() {
            Some("rollback") => row["to_step"].as_u64(),
            Some("resume") => row["step"].as_u64(),
            _ => None,
        };
        let (here, restart) = match (position(&row), back_to) {
            (Some(p), _) => (Some(p), last.filter(|&l| l >= p).map(|_| p)),
            (None, Some(to)) => (Some((to, 1)), Some((to + 1, 0))),
            (None, None) => (None, None),
        };
        if let Some(p) = restart {
            // a rollback's own restart keeps the earlier rollbacks: they happened on its path
            let by_rollback = row["kind"] == "rollback";
            let superseded_rollback = |r: &serde_json::Value| {
                !by_rollback && r["kind"] == "rollback" && r["step"].as_u64().is_some_and(|s| s >= p.0)
            };
            rows.retain(|r| position(r).is_none_or(|q| q < p) && !superseded_rollback(r));
        }
        last = here.or(last);
        rows.push(row);
    }
    rows
}

impl RunCurves {
    /// Read `dir/metrics.jsonl` as the run stands (`run_rows`).
    pub fn read(dir: &Path) -> Result<Self> {
        let (mut train, mut val, mut scale, mut skipped) =
            (BTreeMap::new(), BTreeMap::new(), BTreeMap::new(), BTreeMap::new());
        let mut val_not_finite = BTreeMap::new();
        for row in run_rows(dir)? {
            let Some(step) = row["step"].as_u64() else { continue };
            match row["kind"].as_str() {
                Some("train") => {
                    // a null loss is a non-finite one (serde_json writes NaN as null)
                    match row["loss"].as_f64().filter(|l| l.is_finite()) {
                        Some(l) => train.insert(step, l),
                        None => train.remove(&step),
                    };
                    if let Some(s) = row["scale"].as_f64() {
                        scale.insert(step, s);
                    }
                    skipped.insert(step, row["skipped"].as_bool().unwrap_or(false));
                }
                Some("eval") => {
                    // a null loss is a non-finite one; a step evaluated again keeps its later row
                    let v = row["val_loss"].as_f64().filter(|l| l.is_finite());
                    match v {
                        Some(v) => val.insert(step, v),
                        None => val.remove(&step),
                    };
                    val_not_finite.insert(step, v.is_none());
                }
                _ => {}
            }
        }
        if train.is_empty() && val.is_empty() {
            return Err(Error::Usage(format!(
                "{}: no train or eval rows with a finite loss to plot",
                dir.join("metrics.jsonl").display()
            )));
        }
        Ok(Self {
            name: run_name(dir),
            train: train.into_iter().collect(),
            val: val.into_iter().collect(),
            scale: scale.into_iter().collect(),
            skipped: skipped.into_iter().filter(|(_, s)| *s).map(|(k, _)| k).collect(),
            val_not_finite: val_not_finite.into_iter().filter(|(_, s)| *s).map(|(k, _)| k).collect(),
        })
    }

    fn scale_varies(&self) -> bool {
        self.scale.windows(2).any(|w| w[0].1 != w[1].1)
    }
}

/// (step, (run − base) / base) at the steps both curves have, in step order; a step given twice
/// (a resumed run repeats the evaluations after its checkpoint) keeps its last value. The gap of
/// a validation curve against a base run's: `plot --against` draws it, `report --against`
/// counts it.
pub fn relative_gaps(run: &[(u64, f64)], base: &[(u64, f64)]) -> Vec<(u64, f64)> {
    let base: BTreeMap<u64, f64> = base.iter().copied().collect();
    let run: BTreeMap<u64, f64> = run.iter().copied().collect();
    run.into_iter()
        .filter_map(|(step, v)| base.get(&step).map(|&b| (step, (v - b) / b)))
        .collect()
}

/// One bar: a value and an optional whisker (low, high).
#[derive(Debug, Clone, PartialEq)]
pub struct Bar {
    pub label: String,
    pub value: f64,
    pub whisker: Option<(f64, f64)>,
}

/// One panel of a bar chart: a title and its bars (their values in the title's unit).
#[derive(Debug, Clone, PartialEq)]
pub struct Panel {
    pub title: String,
    pub bars: Vec<Bar>,
    /// Decimals of the values printed above the bars (None: about 3 significant digits).
    pub decimals: Option<usize>,
}

/// The font family every chart uses, registered once.
const FONT: &str = "sans-serif";

fn font_ready() -> Result<()> {
    static READY: OnceLock<std::result::Result<(), String>> = OnceLock::new();
    READY
        .get_or_init(|| {
            plotters::style::register_font(FONT, FontStyle::Normal, dejavu::sans::regular())
                .map_err(|_| "the embedded DejaVu Sans font did not load".to_string())
        })
        .clone()
        .map_err(|why| Error::Usage(format!("cannot draw text: {why}")))
}

/// Refuse up front what the image encoder would fail on after drawing, with its internals as
/// the message: a format other than the file's extension's PNG, JPEG or BMP, a folder that does
/// not exist, an existing folder as the file.
fn image_output(out: &Path) -> Result<()> {
    let ext = out.extension().map(|e| e.to_string_lossy().to_ascii_lowercase());
    if !matches!(ext.as_deref(), Some("png" | "jpg" | "jpeg" | "bmp")) {
        return Err(Error::Usage(format!(
            "--out {}: plot writes .png, .jpg or .bmp images (by the extension); name a .png file",
            out.display()
        )));
    }
    if out.is_dir() {
        return Err(Error::Usage(format!(
            "--out {}: a folder; name the image file",
            out.display()
        )));
    }
    // the chart is written through a symbolic link to the file it names: that file's extension
    // counts too (a link named .png to a text file had the text replaced by the image)
    if out.is_symlink() {
        let target = std::fs::canonicalize(out).ok();
        let ext = target
            .as_deref()
            .and_then(Path::extension)
            .map(|e| e.to_string_lossy().to_ascii_lowercase());
        if let (Some(target), false) = (&target, matches!(ext.as_deref(), Some("png" | "jpg" | "jpeg" | "bmp"))) {
            return Err(Error::Usage(format!(
                "--out {}: a symbolic link to {}, which is not an image file, and the chart would replace it; \
                 name the image file itself",
                out.display(),
                target.display()
            )));
        }
    }
    let folder = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if !folder.is_dir() {
        return Err(Error::Usage(format!(
            "--out {}: the folder {} does not exist (or is not a folder); create it first",
            out.display(),
            folder.display()
        )));
    }
    Ok(())
}

/// The bitmap backend's error type (plotters does not export its name).
type BitmapError = <BitMapBackend<'static> as DrawingBackend>::ErrorType;

/// A drawing error with the OS's words where it wraps an OS error (the backend's Display is its
/// Debug text).
fn drawing_failed(e: DrawingAreaErrorKind<BitmapError>) -> std::io::Error {
    use plotters_backend::DrawingErrorKind::DrawingError;
    let why = match &e {
        DrawingAreaErrorKind::BackendError(DrawingError(BitmapError::IOError(io))) => io.to_string(),
        e => e.to_string(),
    };
    std::io::Error::other(format!("drawing the chart failed: {why}"))
}

/// The pixels (RGB, row by row) of a `size` image on white, drawn by `draw`. Drawn in memory:
/// the file is written apart (`write_image`), so that a failed write is the OS's error.
fn render(
    size: (u32, u32),
    draw: impl FnOnce(&DrawingArea<BitMapBackend, Shift>) -> std::io::Result<()>,
) -> std::io::Result<Vec<u8>> {
    let mut pixels = vec![0u8; size.0 as usize * size.1 as usize * 3];
    let root = BitMapBackend::with_buffer(&mut pixels, size).into_drawing_area();
    root.fill(&WHITE).map_err(drawing_failed)?;
    draw(&root)?;
    root.present().map_err(drawing_failed)?;
    drop(root); // it borrows `pixels`
    Ok(pixels)
}

/// Draw a `size` image with `draw` and write it to `out` in its extension's format, whole or
/// not at all: through a temporary beside it and a rename (`atomic_file`), so that a full disk
/// leaves the earlier chart there, not a truncated one.
fn write_image(
    out: &Path,
    size: (u32, u32),
    draw: impl FnOnce(&DrawingArea<BitMapBackend, Shift>) -> std::io::Result<()>,
) -> Result<()> {
    let pixels = render(size, draw).map_err(|e| Error::io(out, e))?;
    let ext = out
        .extension()
        .map(|e| e.to_string_lossy().into_owned())
        .unwrap_or_default();
    let format =
        image::ImageFormat::from_extension(ext).expect("invariant: image_output accepted only png, jpg, jpeg and bmp");
    let mut bytes = std::io::Cursor::new(Vec::new());
    image::write_buffer_with_format(&mut bytes, &pixels, size.0, size.1, image::ColorType::Rgb8, format)
        .map_err(|e| Error::io(out, std::io::Error::other(format!("encoding the chart failed: {e}"))))?;
    crate::atomic_file::write_atomic(out, |tmp| std::fs::write(tmp, bytes.get_ref())).map_err(|e| not_written(out, e))
}

/// The error of an output file that could not be written (a full disk): the OS's reason, that
/// the file there before is unchanged (or that nothing was left), and what to do. `plot` and
/// `bench-precision` both name theirs with `--out`.
pub fn not_written(out: &Path, e: std::io::Error) -> Error {
    use std::io::ErrorKind as K;
    let left = if out.exists() {
        "the earlier file there is unchanged"
    } else {
        "no partial file was left"
    };
    let fix = match e.kind() {
        K::StorageFull | K::QuotaExceeded | K::FileTooLarge => "free space on its disk, or choose another --out",
        _ => "choose another --out",
    };
    Error::io(
        out,
        std::io::Error::new(e.kind(), format!("could not write it ({e}); {left}; {fix}")),
    )
}

/// matplotlib's tab10, red second: no two closer than a CIE76 ΔE of 27 (purple and pink).
const PALETTE: [RGBColor; 10] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(148, 103, 189),
    RGBColor(255, 127, 14),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(23, 190, 207),
    RGBColor(127, 127, 127),
    RGBColor(188, 189, 34),
];

/// The pattern of a run's lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dash {
    Solid,
    Dashed,
    Dotted,
}

/// The shape of a run's points (a single point has no line, so no dashes, to tell it by).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    Circle,
    Square,
    Diamond,
}

/// How one run is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RunStyle {
    pub color: RGBColor,
    pub dash: Dash,
    pub marker: Marker,
}

/// How many runs look different: the palette's colours solid with circles, then dashed with
/// squares, then dotted with diamonds. A legend lists no more runs than this.
pub const STYLES: usize = PALETTE.len() * 3;

/// How run `i` is drawn (`STYLES` looks, then the same again: the legend lists no more, and
/// counts the rest). Hues a golden angle apart after the palette looked alike: the 9th run
/// in the 2nd one's red, the 10th in the 3rd one's green.
pub fn run_style(i: usize) -> RunStyle {
    const LOOKS: [(Dash, Marker); 3] = [
        (Dash::Solid, Marker::Circle),
        (Dash::Dashed, Marker::Square),
        (Dash::Dotted, Marker::Diamond),
    ];
    let (dash, marker) = LOOKS[i / PALETTE.len() % LOOKS.len()];
    RunStyle {
        color: PALETTE[i % PALETTE.len()],
        dash,
        marker,
    }
}

/// A line through `points` in `dash`'s pattern (dash and gap lengths in pixels).
fn line<C: Clone>(points: &[C], dash: Dash, style: ShapeStyle) -> DashedPathElement<std::vec::IntoIter<C>, i32> {
    let (on, off) = match dash {
        Dash::Solid => (i32::MAX, 0), // one dash as long as any line: a plain path
        Dash::Dashed => (10, 6),
        Dash::Dotted => (3, 5),
    };
    DashedPathElement::new(points.to_vec(), on, off, style)
}

/// The corners of `marker` centred at `(x, y)`, `r` pixels to its edge (a circle as a
/// 16-gon): every marker one polygon, so that each series of points is one element type.
fn marker_corners(marker: Marker, (x, y): BackendCoord, r: i32) -> Vec<BackendCoord> {
    match marker {
        Marker::Circle => (0..16)
            .map(|k| {
                let a = f64::from(k) * std::f64::consts::TAU / 16.0;
                let (dx, dy) = (f64::from(r) * a.cos(), f64::from(r) * a.sin());
                (x + dx.round() as i32, y + dy.round() as i32)
            })
            .collect(),
        Marker::Square => vec![(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)],
        // a diamond's corners reach one pixel further, or it looks smaller than the others
        Marker::Diamond => vec![(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)],
    }
}

/// A legend entry's picture at `(x, y)`: 20 pixels of the line in its pattern, with the point
/// marker in the middle where the series draws its points.
fn legend_glyph<'a, DB: DrawingBackend + 'a>(
    (x, y): BackendCoord,
    dash: Dash,
    style: ShapeStyle,
    marker: Option<(Marker, i32)>,
) -> impl IntoDynElement<'a, DB, BackendCoord> {
    // no corners, no polygon: a line alone
    let corners = marker.map_or_else(Vec::new, |(m, r)| marker_corners(m, (10, 0), r));
    EmptyElement::at((x, y)) + line(&[(0, 0), (20, 0)], dash, style) + Polygon::new(corners, style.filled())
}

/// A tick label of an axis from `lo` to `hi`: as many decimals as the ticks' spacing needs, and
/// in scientific notation past 1e5, so that a label fits its label area (a loss of 3e12 was
/// "3000000000000", cut off on the left).
fn tick_label(v: f64, lo: f64, hi: f64) -> String {
    let big = lo.abs().max(hi.abs());
    let step = ((hi - lo).abs() / 10.0).max(big * 1e-12).max(f64::MIN_POSITIVE);
    if v.abs() < step * 1e-6 {
        return "0".into(); // a tick at zero computed as -1e-17 would read "-0.000"
    }
    if big >= 1e5 {
        let decimals = (big.log10() - step.log10()).ceil().clamp(1.0, 6.0) as usize;
        return format!("{v:.decimals$e}");
    }
    let decimals = (-step.log10()).ceil().clamp(0.0, 6.0) as usize;
    format!("{v:.decimals$}")
}

/// `dir` made absolute, without its `.` components (`a/.` is `a`).
fn absolute(dir: &Path) -> PathBuf {
    let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    dir.components().collect()
}

/// A run's name in a table or a legend: its directory's name (of the absolute path, so that `.`
/// is named too).
pub fn run_name(dir: &Path) -> String {
    let dir = absolute(dir);
    dir.file_name()
        .map_or_else(|| dir.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// The names of the runs in `dirs` (`run_name`), where different directories that share one
/// are told apart by their parent directory.
pub fn distinct_names(dirs: &[&Path]) -> Vec<String> {
    let paths: Vec<PathBuf> = dirs.iter().map(|d| absolute(d)).collect();
    let names: Vec<String> = dirs.iter().map(|d| run_name(d)).collect();
    let shared = |i: usize| (0..paths.len()).any(|j| names[j] == names[i] && paths[j] != paths[i]);
    let parent = |i: usize| paths[i].parent().and_then(Path::file_name);
    (0..paths.len())
        .map(|i| match (shared(i), parent(i)) {
            (true, Some(p)) => format!("{}/{}", p.to_string_lossy(), names[i]),
            _ => names[i].clone(),
        })
        .collect()
}

/// Train and val loss against step for every run on one chart; the loss scale on a second
/// (log) axis for the runs where it varies; skipped steps as triangles along the bottom. With
/// `within` (a relative tolerance, 0.01 = 1 %), `runs[0]` is the base and a panel below draws
/// every other run's val gap to it in percent (`relative_gaps`), on the same steps, the
/// tolerance as dashed lines. `out` is written whole or not at all (`write_image`).
pub fn loss_chart(runs: &[RunCurves], within: Option<f64>, out: &Path, size: (u32, u32)) -> Result<()> {
    font_ready()?;
    // every refusal before anything is drawn
    image_output(out)?;
    let against = against(runs, within)?;
    write_image(out, size, |root| draw_loss_chart(runs, against.as_ref(), root))
}

/// The base run, the tolerance and the others' gaps to it in percent, with `within`; refused
/// where there is no finite loss, or no run shares an evaluated step with the base.
type Against<'r> = (&'r RunCurves, f64, Vec<Vec<(u64, f64)>>);

fn against(runs: &[RunCurves], within: Option<f64>) -> Result<Option<Against<'_>>> {
    if !runs
        .iter()
        .flat_map(|r| r.train.iter().chain(&r.val))
        .any(|p| p.1.is_finite())
    {
        return Err(Error::Usage("no finite loss to plot".into()));
    }
    match (within, runs.split_first()) {
        (Some(tol), Some((base, others))) => Ok(Some((base, tol, gaps_in_percent(base, others)?))),
        _ => Ok(None),
    }
}

/// `loss_chart`'s picture on `root`: the losses, and with `against` the gaps panel below them,
/// both over the runs' steps (`last_step`).
fn draw_loss_chart(
    runs: &[RunCurves],
    against: Option<&Against>,
    root: &DrawingArea<BitMapBackend, Shift>,
) -> std::io::Result<()> {
    let last = last_step(runs);
    match against {
        Some((base, tol, gaps)) => {
            let (top, bottom) = root.split_vertically(root.dim_in_pixel().1 * 2 / 3);
            draw_losses(runs, last, &top)?;
            draw_gaps(base, gaps, *tol, (last, right_labels_px(runs)), &bottom)
        }
        None => draw_losses(runs, last, root),
    }
}

/// The last step any run logged (at least 1): the right end of the step axis of the loss chart
/// and of the gaps panel below it (which ran to its own last gap: 0–1 under a 0–20 chart for a
/// run whose val loss was NaN after step 0).
fn last_step(runs: &[RunCurves]) -> u64 {
    runs.iter()
        .flat_map(|r| r.train.iter().chain(&r.val).chain(&r.scale).map(|p| p.0))
        .max()
        .unwrap_or(1)
        .max(1)
}

/// Each of `runs`' val gaps to `base`'s, in percent; refused where none shares a step with it.
fn gaps_in_percent(base: &RunCurves, runs: &[RunCurves]) -> Result<Vec<Vec<(u64, f64)>>> {
    // the steps a run evaluated, finite or not
    let evaluated = |r: &RunCurves, step: u64| r.val.iter().any(|p| p.0 == step) || r.val_not_finite.contains(&step);
    let gaps: Vec<Vec<(u64, f64)>> = runs
        .iter()
        .map(|r| {
            let mut g: Vec<(u64, f64)> = relative_gaps(&r.val, &base.val)
                .into_iter()
                .map(|(s, g)| (s, 100.0 * g))
                .collect();
            // a step where either side's val loss is not finite has a gap that is not either:
            // left out, the line ran through it as if the run tracked its base
            let lost = r.val_not_finite.iter().filter(|&&s| evaluated(base, s));
            let lost_base = base.val_not_finite.iter().filter(|&&s| evaluated(r, s));
            g.extend(lost.chain(lost_base).map(|&s| (s, f64::NAN)));
            g.sort_by_key(|p| p.0);
            g.dedup_by_key(|p| p.0);
            g
        })
        .collect();
    if gaps.iter().all(Vec::is_empty) {
        return Err(Error::Usage(format!(
            "plot --against: no run has an evaluation at a step {} evaluated; compare runs with the same train.eval_every",
            base.name
        )));
    }
    Ok(gaps)
}

/// A series of one run on the loss chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Series {
    Train,
    Val,
    Scale,
    Skipped,
    ValNotFinite,
}

/// The series of `run` that have something to draw, in legend order (a run never evaluated
/// was listed as "val" beside nothing).
fn series_of(run: &RunCurves) -> Vec<Series> {
    [
        (Series::Train, !run.train.is_empty()),
        (Series::Val, !run.val.is_empty()),
        (Series::Scale, run.scale_varies()),
        (Series::Skipped, !run.skipped.is_empty()),
        (Series::ValNotFinite, !run.val_not_finite.is_empty()),
    ]
    .into_iter()
    .filter_map(|(s, drawn)| drawn.then_some(s))
    .collect()
}

/// A series with fewer points than this is drawn as points too: a line needs two (a run of one
/// logged step was listed in the legend and drawn as nothing).
const LINE_POINTS: usize = 2;

/// Radius in pixels of the points of a val curve, of a gap curve and of a train curve too short
/// for a line.
const VAL_POINT_PX: i32 = 4;
const GAP_POINT_PX: i32 = 3;
const TRAIN_POINT_PX: i32 = 4;

/// The legend's label of series `s` of run `i`, or None where the legend leaves it out: every
/// series drawn with `Legend::Full`; with `Legend::Runs(n)` one per listed run, its name beside
/// its val curve, or beside its train curve where it has no val.
fn legend_label(runs: &[RunCurves], i: usize, s: Series, legend: Legend) -> Option<String> {
    let run = &runs[i];
    if !series_of(run).contains(&s) {
        return None;
    }
    let name = &run.name;
    match legend {
        Legend::Full => Some(match s {
            Series::Train => format!("{name} train"),
            Series::Val => format!("{name} val"),
            Series::Scale => format!("{name} loss scale"),
            Series::Skipped => format!("{name} skipped steps ({})", run.skipped.len()),
            Series::ValNotFinite => format!("{name} val not finite ({})", run.val_not_finite.len()),
        }),
        Legend::Runs(listed) => {
            let stands_for_run = if run.val.is_empty() { Series::Train } else { Series::Val };
            (i < listed && s == stands_for_run).then(|| name.clone())
        }
    }
}

fn draw_losses(runs: &[RunCurves], last: u64, root: &DrawingArea<BitMapBackend, Shift>) -> std::io::Result<()> {
    let losses = runs.iter().flat_map(|r| r.train.iter().chain(&r.val).map(|p| p.1));
    let (lo, hi) = losses.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), l| (lo.min(l), hi.max(l)));
    let pad = ((hi - lo) * 0.05).max(1e-3);
    let (y_lo, y_hi) = (lo - pad, hi + pad);
    let varies = runs.iter().any(RunCurves::scale_varies);
    let scales = runs
        .iter()
        .filter(|r| r.scale_varies())
        .flat_map(|r| r.scale.iter().map(|p| p.1))
        .filter(|s| *s > 0.0);
    let (s_lo, s_hi) = scales.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), s| (a.min(s), b.max(s)));
    let (s_lo, s_hi) = if s_lo.is_finite() {
        (s_lo / 2.0, s_hi * 2.0)
    } else {
        (0.5, 2.0)
    };

    let legend = Legend::fit(runs, root.dim_in_pixel());
    let caption = match legend {
        Legend::Full => {
            let names: Vec<&str> = runs.iter().map(|r| r.name.as_str()).collect();
            format!("loss: {}", names.join(", "))
        }
        Legend::Runs(_) => format!("loss: {} runs (faint: train, bold: val)", runs.len()),
    };
    let mut chart = ChartBuilder::on(root)
        .caption(caption, (FONT, 22))
        .margin(16)
        .x_label_area_size(45)
        .y_label_area_size(LEFT_LABELS_PX)
        .right_y_label_area_size(right_labels_px(runs))
        .build_cartesian_2d(0u64..last, y_lo..y_hi)
        .map_err(drawing_failed)?
        .set_secondary_coord(0u64..last, (s_lo..s_hi).log_scale());
    chart
        .configure_mesh()
        .x_desc("step")
        .y_desc("loss")
        .label_style((FONT, 15))
        .axis_desc_style((FONT, 17))
        .y_label_formatter(&|v| tick_label(*v, y_lo, y_hi))
        .draw()
        .map_err(drawing_failed)?;
    if varies {
        // powers of two in a few characters (a scale of 1e6 drew "1000000" twice, under the
        // axis title)
        chart
            .configure_secondary_axes()
            .y_desc("loss scale (log)")
            .label_style((FONT, 15))
            .axis_desc_style((FONT, 17))
            .y_labels(6)
            .y_label_formatter(&|s| short_scale(*s))
            .draw()
            .map_err(drawing_failed)?;
    }

    for (i, run) in runs.iter().enumerate() {
        let RunStyle { color: c, dash, marker } = run_style(i);
        let label = |s| legend_label(runs, i, s, legend);
        let dot = |at: (u64, f64), r, style: ShapeStyle| {
            EmptyElement::at(at) + Polygon::new(marker_corners(marker, (0, 0), r), style.filled())
        };
        // train: faint, thin; as points too where it is too short for a line
        let faint = c.mix(0.5).stroke_width(2);
        let train_points = (run.train.len() < LINE_POINTS).then_some((marker, TRAIN_POINT_PX));
        let train = chart
            .draw_series([line(&run.train, dash, faint)])
            .map_err(drawing_failed)?;
        if let Some(l) = label(Series::Train) {
            train
                .label(l)
                .legend(move |p| legend_glyph(p, dash, faint, train_points));
        }
        if train_points.is_some() {
            let points = run.train.iter().map(|p| dot(*p, TRAIN_POINT_PX, faint));
            chart.draw_series(points).map_err(drawing_failed)?;
        }
        // val: bold, with its points (a curve of few evaluations)
        let bold = c.stroke_width(3);
        let val = chart
            .draw_series([line(&run.val, dash, bold)])
            .map_err(drawing_failed)?;
        if let Some(l) = label(Series::Val) {
            val.label(l)
                .legend(move |p| legend_glyph(p, dash, bold, Some((marker, VAL_POINT_PX))));
        }
        let points = run.val.iter().map(|p| dot(*p, VAL_POINT_PX, bold));
        chart.draw_series(points).map_err(drawing_failed)?;
        if run.scale_varies() {
            let thin = c.mix(0.8).stroke_width(1);
            let scale = chart
                .draw_secondary_series([line(&run.scale, dash, thin)])
                .map_err(drawing_failed)?;
            if let Some(l) = label(Series::Scale) {
                scale.label(l).legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 8, y), (x + 12, y - 4)], c.stroke_width(1))
                });
            }
        }
        if !run.val_not_finite.is_empty() {
            let marks = run
                .val_not_finite
                .iter()
                .map(|s| Cross::new((*s, y_hi - pad * 0.5), 6, c.stroke_width(3)));
            let crosses = chart.draw_series(marks).map_err(drawing_failed)?;
            if let Some(l) = label(Series::ValNotFinite) {
                crosses
                    .label(l)
                    .legend(move |(x, y)| Cross::new((x + 10, y), 6, c.stroke_width(3)));
            }
        }
        if !run.skipped.is_empty() {
            let marks = run
                .skipped
                .iter()
                .map(|s| TriangleMarker::new((*s, y_lo + pad * 0.5), 6, c.filled()));
            let skipped = chart.draw_series(marks).map_err(drawing_failed)?;
            if let Some(l) = label(Series::Skipped) {
                skipped
                    .label(l)
                    .legend(move |(x, y)| TriangleMarker::new((x + 10, y), 6, c.filled()));
            }
        }
    }
    if let Legend::Runs(listed) = legend {
        if listed < runs.len() {
            chart
                .draw_series(std::iter::empty::<PathElement<(u64, f64)>>())
                .map_err(drawing_failed)?
                .label(format!("... and {} more", runs.len() - listed))
                .legend(|(x, y)| PathElement::new(vec![(x, y)], WHITE));
        }
    }
    chart
        .configure_series_labels()
        .label_font((FONT, 15))
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK.mix(0.5))
        .position(SeriesLabelPosition::UpperRight)
        .draw()
        .map_err(drawing_failed)
}

/// What the loss chart's legend lists: every series drawn where they fit the chart's height,
/// else one entry per run, for the first `n` runs that fit (ten or more runs ran the legend past
/// the chart). Never more runs than `STYLES`: past them the runs look like the listed ones.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Legend {
    Full,
    Runs(usize),
}

impl Legend {
    /// Pixels a legend line takes at its 15-pixel font, and what the chart's caption, axes and
    /// margins leave of its height.
    const LINE_PX: u32 = 20;
    const CHROME_PX: u32 = 130;

    fn fit(runs: &[RunCurves], (_, height): (u32, u32)) -> Self {
        let room = (height.saturating_sub(Self::CHROME_PX) / Self::LINE_PX).max(1) as usize;
        let series: usize = runs.iter().map(|r| series_of(r).len()).sum();
        let distinct = runs.len() <= STYLES;
        match (series <= room && distinct, runs.len() <= room && distinct) {
            (true, _) => Legend::Full,
            (false, true) => Legend::Runs(runs.len()),
            // the last line says how many runs are left out
            (false, false) => Legend::Runs((room - 1).min(STYLES)),
        }
    }
}

/// The loss chart's left label area ("4.50e12" beside the axis title), and the gaps panel's
/// below it, so that their step axes line up.
const LEFT_LABELS_PX: u32 = 80;

/// The loss chart's right label area: the loss scale's axis where a run's scale varies (the
/// gaps panel keeps it empty, so that its step axis lines up with the chart's).
fn right_labels_px(runs: &[RunCurves]) -> u32 {
    if runs.iter().any(RunCurves::scale_varies) {
        75
    } else {
        0
    }
}

/// The val gaps to `base` (`gaps_in_percent`) against step, over the loss chart's steps and
/// under its step axis (`last`, and its right label area's width), in the loss chart's styles
/// (the base is run 0), and ±`tol` as dashed lines. A gap that is not finite (a val loss of NaN
/// or inf, the run's or the base's) breaks its line and is marked × at the panel's top edge:
/// the line drawn through it read as a run tracking its base.
fn draw_gaps(
    base: &RunCurves,
    gaps: &[Vec<(u64, f64)>],
    tol: f64,
    (last, right_px): (u64, u32),
    area: &DrawingArea<BitMapBackend, Shift>,
) -> std::io::Result<()> {
    let reach = gaps
        .iter()
        .flatten()
        .map(|p| p.1.abs())
        .filter(|g| g.is_finite())
        .fold(100.0 * tol, f64::max)
        * 1.15;
    let non_finite = gaps.iter().flatten().any(|p| !p.1.is_finite());
    let mut chart = ChartBuilder::on(area)
        .caption(
            format!(
                "val loss against {}, % (dashed: ±{} %{})",
                base.name,
                100.0 * tol,
                if non_finite { "; ×: not finite" } else { "" }
            ),
            (FONT, 18),
        )
        .margin(16)
        .x_label_area_size(40)
        .y_label_area_size(LEFT_LABELS_PX)
        .right_y_label_area_size(right_px)
        .build_cartesian_2d(0u64..last, -reach..reach)
        .map_err(drawing_failed)?;
    chart
        .configure_mesh()
        .x_desc("step")
        .y_desc("gap, %")
        // a tick at zero computed as -1e-17 would read "-0.000"
        .y_label_formatter(&|v| short(if v.abs() < 1e-9 * reach { 0.0 } else { *v }))
        .label_style((FONT, 15))
        .axis_desc_style((FONT, 17))
        .draw()
        .map_err(drawing_failed)?;
    for bound in [-100.0 * tol, 100.0 * tol] {
        let line = DashedLineSeries::new([(0, bound), (last, bound)], 8, 6, BLACK.mix(0.6).stroke_width(1));
        chart.draw_series(line).map_err(drawing_failed)?;
    }
    for (i, g) in gaps.iter().enumerate() {
        let RunStyle { color: c, dash, marker } = run_style(i + 1);
        let style = c.stroke_width(2);
        for finite in g.split(|p| !p.1.is_finite()).filter(|run| !run.is_empty()) {
            chart.draw_series([line(finite, dash, style)]).map_err(drawing_failed)?;
        }
        let corners = marker_corners(marker, (0, 0), GAP_POINT_PX);
        let points = g
            .iter()
            .filter(|p| p.1.is_finite())
            .map(|p| EmptyElement::at(*p) + Polygon::new(corners.clone(), style.filled()));
        chart.draw_series(points).map_err(drawing_failed)?;
        let crosses = g
            .iter()
            .filter(|p| !p.1.is_finite())
            .map(|p| Cross::new((p.0, reach * 0.9), GAP_POINT_PX, style));
        chart.draw_series(crosses).map_err(drawing_failed)?;
    }
    Ok(())
}

/// Panels of labelled bars side by side, with whiskers where given and each value printed
/// above its bar; `out` written whole or not at all (`write_image`).
pub fn bar_chart(title: &str, panels: &[Panel], out: &Path, size: (u32, u32)) -> Result<()> {
    font_ready()?;
    image_output(out)?;
    write_image(out, size, |root| {
        let root = root.titled(title, (FONT, 22)).map_err(drawing_failed)?;
        let areas = root.split_evenly((1, panels.len().max(1)));
        for (panel, area) in panels.iter().zip(&areas) {
            bar_panel(panel, area)?;
        }
        Ok(())
    })
}

fn bar_panel(panel: &Panel, area: &DrawingArea<BitMapBackend, Shift>) -> std::io::Result<()> {
    let n = panel.bars.len().max(1) as u32;
    let top = panel
        .bars
        .iter()
        .map(|b| b.whisker.map_or(b.value, |w| w.1.max(b.value)))
        .filter(|v| v.is_finite())
        .fold(0.0f64, f64::max);
    let top = if top > 0.0 { top * 1.15 } else { 1.0 };
    let labels: Vec<String> = panel.bars.iter().map(|b| b.label.clone()).collect();
    let value_text = |v: f64| match panel.decimals {
        Some(d) => format!("{v:.d$}"),
        None => short(v),
    };
    let mut chart = ChartBuilder::on(area)
        .caption(&panel.title, (FONT, 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        // a segmented 0..k has k + 1 segments
        .build_cartesian_2d((0u32..n.max(2) - 1).into_segmented(), 0f64..top)
        .map_err(drawing_failed)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n as usize)
        .label_style((FONT, 14))
        .x_label_formatter(&|x| match x {
            SegmentValue::CenterOf(i) => labels.get(*i as usize).cloned().unwrap_or_default(),
            _ => String::new(),
        })
        .y_label_formatter(&|v| short(*v))
        .draw()
        .map_err(drawing_failed)?;
    for (i, bar) in panel.bars.iter().enumerate() {
        if !bar.value.is_finite() {
            continue;
        }
        let i = i as u32;
        let c = run_style(i as usize).color;
        let mut rect = Rectangle::new(
            [(SegmentValue::Exact(i), 0.0), (SegmentValue::Exact(i + 1), bar.value)],
            c.mix(0.8).filled(),
        );
        rect.set_margin(0, 0, 10, 10);
        chart.draw_series([rect]).map_err(drawing_failed)?;
        if let Some((lo, hi)) = bar.whisker {
            let line = PathElement::new(
                vec![(SegmentValue::CenterOf(i), lo), (SegmentValue::CenterOf(i), hi)],
                BLACK.stroke_width(2),
            );
            chart.draw_series([line]).map_err(drawing_failed)?;
        }
        let above = bar.whisker.map_or(bar.value, |w| w.1.max(bar.value));
        let text = Text::new(
            value_text(bar.value),
            (SegmentValue::CenterOf(i), above + top * 0.01),
            (FONT, 15)
                .into_font()
                .color(&BLACK)
                .pos(Pos::new(HPos::Center, VPos::Bottom)),
        );
        chart.draw_series([text]).map_err(drawing_failed)?;
    }
    Ok(())
}

/// A loss scale (a power of two) in a few characters: 0.5, 1024, 65.5k, 1.05M.
fn short_scale(v: f64) -> String {
    if v < 1e4 {
        return format!("{}", (v * 1e3).round() / 1e3);
    }
    short(v)
}

/// A number in at most about 5 characters: 1.23M, 45.6k, 0.123.
fn short(v: f64) -> String {
    let a = v.abs();
    if a == 0.0 {
        "0".into()
    } else if a >= 1e9 {
        format!("{:.2}G", v / 1e9)
    } else if a >= 1e6 {
        format!("{:.2}M", v / 1e6)
    } else if a >= 1e4 {
        format!("{:.1}k", v / 1e3)
    } else if a >= 100.0 {
        format!("{v:.0}")
    } else if a >= 1.0 {
        format!("{v:.2}")
    } else {
        format!("{v:.3}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Matched by step (the run's extra step skipped, not shifted), the sign the run's side, a
    /// step logged twice by its last value.
    #[test]
    fn relative_gaps_match_steps_and_keep_a_repeated_steps_last_value() {
        let base = [(0, 4.0), (50, 2.0), (100, 1.5)];
        let run = [(0, 4.2), (25, 3.0), (50, 9.0), (50, 1.9), (200, 1.0)];
        let gaps = relative_gaps(&run, &base);
        let steps: Vec<u64> = gaps.iter().map(|g| g.0).collect();
        assert_eq!(steps, [0, 50]);
        assert!(
            (gaps[0].1 - 0.05).abs() < 1e-12 && (gaps[1].1 + 0.05).abs() < 1e-12,
            "{gaps:?}"
        );
    }

    /// A run killed after step 6 and resumed from step 4's checkpoint with another eval_every:
    /// the first attempt's rows past step 4 are gone, its evaluation at 6 (a better val loss
    /// than the resumed run's) with them; the rollback row stays.
    #[test]
    fn current_rows_drop_what_a_resume_superseded() {
        let mut text = String::new();
        for s in 1..=6u64 {
            text += &format!("{{\"kind\":\"train\",\"step\":{s},\"loss\":{}}}\n", 10 - s);
            if s % 2 == 0 {
                text += &format!("{{\"kind\":\"eval\",\"step\":{s},\"val_loss\":1.0}}\n");
            }
        }
        text += "{\"kind\":\"rollback\",\"step\":6,\"to_step\":4}\n";
        for s in 5..=6u64 {
            text += &format!("{{\"kind\":\"train\",\"step\":{s},\"loss\":{}}}\n", 20 - s);
            text += &format!("{{\"kind\":\"eval\",\"step\":{s},\"val_loss\":2.0}}\n");
        }
        let rows = current_rows(&text);
        let seen: Vec<(String, u64, f64)> = rows
            .iter()
            .filter_map(|r| {
                let v = r["loss"].as_f64().or(r["val_loss"].as_f64()).unwrap_or(-1.0);
                Some((r["kind"].as_str()?.to_string(), r["step"].as_u64()?, v))
            })
            .collect();
        let want: Vec<(String, u64, f64)> = [
            ("train", 1, 9.0),
            ("train", 2, 8.0),
            ("eval", 2, 1.0),
            ("train", 3, 7.0),
            ("train", 4, 6.0),
            ("eval", 4, 1.0),
            ("rollback", 6, -1.0),
            ("train", 5, 15.0),
            ("eval", 5, 2.0),
            ("train", 6, 14.0),
            ("eval", 6, 2.0),
        ]
        .iter()
        .map(|(k, s, v)| (k.to_string(), *s, *v))
        .collect();
        assert_eq!(seen, want);
    }

    /// A rollback logged every 10 steps: the skipped spikes at 23-25 were logged (a skip always
    /// is), then the run went back to step 20's checkpoint, and its next row (an evaluation at
    /// 25) comes after them. They were kept as the run's rows, drawn as a spike and counted as
    /// skips that the run no longer had.
    /// A metrics.jsonl row of `kind` at `step`, with no other field.
    fn row_of(kind: &str, step: u64) -> String {
        format!("{{\"kind\":\"{kind}\",\"step\":{step}}}\n")
    }

    /// The (kind, step) of each row `current_rows` keeps of `text`.
    fn kinds_and_steps(text: &str) -> Vec<(String, u64)> {
        current_rows(text)
            .iter()
            .map(|r| (r["kind"].as_str().unwrap().to_string(), r["step"].as_u64().unwrap()))
            .collect()
    }

    #[test]
    fn current_rows_drop_what_a_rollback_abandoned() {
        let mut text = row_of("train", 10) + &row_of("train", 20);
        for s in 23..=25 {
            text += &row_of("train", s);
        }
        text += "{\"kind\":\"rollback\",\"step\":25,\"to_step\":20}\n";
        text += &(row_of("eval", 25) + &row_of("train", 30) + &row_of("eval", 30));
        let seen = kinds_and_steps(&text);
        let want = [
            ("train", 10),
            ("train", 20),
            ("rollback", 25),
            ("eval", 25),
            ("train", 30),
            ("eval", 30),
        ];
        assert_eq!(seen, want.map(|(k, s)| (k.to_string(), s)));
    }

    /// A run logged every 10 steps, killed after logging skipped steps 23-24 past its checkpoint
    /// at 20, and resumed (with other settings, so the skips did not recur): its next row is at
    /// 30, after them. The resume row says where the run went back to: the stale skips are
    /// dropped, as TensorBoard drops them.
    #[test]
    fn current_rows_drop_what_a_killed_attempt_logged_past_the_checkpoint_resumed() {
        let mut text = row_of("train", 10) + &row_of("train", 20) + &row_of("train", 23) + &row_of("train", 24);
        text += &(row_of("resume", 20) + &row_of("train", 30) + &row_of("eval", 30));
        let seen = kinds_and_steps(&text);
        let want = [
            ("train", 10),
            ("train", 20),
            ("resume", 20),
            ("train", 30),
            ("eval", 30),
        ];
        assert_eq!(seen, want.map(|(k, s)| (k.to_string(), s)));
    }

    /// A colour's CIE L*a*b* (sRGB, D65 white).
    fn lab(c: RGBColor) -> [f64; 3] {
        let lin = |u: u8| {
            let u = f64::from(u) / 255.0;
            if u <= 0.04045 {
                u / 12.92
            } else {
                ((u + 0.055) / 1.055).powf(2.4)
            }
        };
        let (r, g, b) = (lin(c.0), lin(c.1), lin(c.2));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f64| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        [116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))]
    }

    /// The CIE76 colour difference: about 2.3 is just noticeable; the 9th and 2nd runs' reds were
    /// 8.4 apart, the 10th and 3rd runs' greens 17.9.
    fn delta_e(a: RGBColor, b: RGBColor) -> f64 {
        let (a, b) = (lab(a), lab(b));
        (0..3).map(|k| (a[k] - b[k]).powi(2)).sum::<f64>().sqrt()
    }

    /// Two colours this far apart (CIE76) read as different colours in a legend, not shades of
    /// one: tab10's closest pair, purple and pink, is 27.7 apart.
    const DISTINCT_DELTA_E: f64 = 25.0;

    /// No two runs a legend lists look alike (13 runs drew the 2nd and 9th in one red, the 3rd
    /// and 10th in one green): runs of one line pattern differ clearly in colour, and runs of
    /// one colour differ in line pattern and point shape.
    #[test]
    fn no_two_listed_runs_look_alike() {
        for i in 0..STYLES {
            for j in i + 1..STYLES {
                let (a, b) = (run_style(i), run_style(j));
                if a.dash == b.dash {
                    let d = delta_e(a.color, b.color);
                    assert!(d >= DISTINCT_DELTA_E, "runs {i} and {j}: {a:?} and {b:?}, ΔE {d:.1}");
                } else {
                    assert_ne!(a.marker, b.marker, "runs {i} and {j}: one point shape");
                }
            }
        }
        // a tall chart had room to list 40 runs in full, in 30 looks
        let run = |i: usize| RunCurves {
            name: format!("r{i}"),
            train: vec![(1, 3.0), (2, 2.9)],
            val: vec![(2, 3.1)],
            ..RunCurves::default()
        };
        let runs: Vec<RunCurves> = (0..40).map(run).collect();
        assert_eq!(Legend::fit(&runs[..STYLES], (1280, 2000)), Legend::Full);
        assert_eq!(Legend::fit(&runs, (1280, 2000)), Legend::Runs(STYLES));
    }

    /// The pixels of the loss chart of `runs` (with `within`, the gaps panel too), RGB row by row.
    fn chart_pixels(runs: &[RunCurves], within: Option<f64>, size: (u32, u32)) -> Vec<u8> {
        font_ready().unwrap();
        let against = against(runs, within).unwrap();
        render(size, |root| draw_loss_chart(runs, against.as_ref(), root)).unwrap()
    }

    /// The (x, y) of the pixels within `tol` of `rgb` in every channel.
    fn pixels_near(pixels: &[u8], width: u32, rgb: RGBColor, tol: u8) -> Vec<(u32, u32)> {
        let near = |a: u8, b: u8| a.abs_diff(b) <= tol;
        pixels
            .chunks(3)
            .enumerate()
            .filter(|(_, p)| near(p[0], rgb.0) && near(p[1], rgb.1) && near(p[2], rgb.2))
            .map(|(k, _)| (k as u32 % width, k as u32 / width))
            .collect()
    }

    /// `c` at `alpha` over white, as the chart blends it.
    fn over_white(c: RGBColor, alpha: f64) -> RGBColor {
        let blend = |v: u8| (f64::from(v) * alpha + 255.0 * (1.0 - alpha)).round() as u8;
        RGBColor(blend(c.0), blend(c.1), blend(c.2))
    }

    /// A run of one logged step and no evaluation: its train loss is a point (a one-point line
    /// is no line: the chart was empty), and the legend lists no val curve it does not have.
    #[test]
    fn a_single_train_row_is_drawn_as_a_point_and_no_val_is_listed() {
        let runs = [RunCurves {
            name: "one".into(),
            train: vec![(1, 4.17)],
            ..RunCurves::default()
        }];
        let (w, h) = (640, 360);
        let pixels = chart_pixels(&runs, None, (w, h));
        let blue = run_style(0).color;
        // the point, at mid height: the legend sits in the upper right corner
        let point: Vec<(u32, u32)> = pixels_near(&pixels, w, over_white(blue, 0.5), 6)
            .into_iter()
            .filter(|&(_, y)| y > h / 3)
            .collect();
        assert!(point.len() >= 20, "no point drawn for the one train row: {point:?}");
        // the val curve's full colour is nowhere: no curve, no legend entry for one
        let val = pixels_near(&pixels, w, blue, 6);
        assert!(
            val.is_empty(),
            "a val legend entry or curve drawn at {:?}",
            &val[..val.len().min(5)]
        );

        assert_eq!(legend_label(&runs, 0, Series::Val, Legend::Full), None);
        assert_eq!(
            legend_label(&runs, 0, Series::Train, Legend::Full),
            Some("one train".into())
        );
        // with one entry per run, the train curve stands for a run never evaluated
        assert_eq!(
            legend_label(&runs, 0, Series::Train, Legend::Runs(1)),
            Some("one".into())
        );
        assert_eq!(series_of(&runs[0]), [Series::Train]);
    }

    /// The gaps panel runs over the loss chart's steps: a run whose val loss was NaN after step
    /// 10 of 20 had its gaps drawn over 0-10, under a chart of 0-20.
    #[test]
    fn the_gaps_panel_shares_the_charts_steps() {
        let curve = |steps: &[u64], at: f64| steps.iter().map(|&s| (s, at - s as f64 * 0.05)).collect();
        let base = RunCurves {
            name: "base".into(),
            train: curve(&(1..=20).collect::<Vec<_>>(), 4.0),
            val: curve(&[0, 10, 20], 4.1),
            ..RunCurves::default()
        };
        let nan_after_10 = RunCurves {
            name: "fp16".into(),
            val: curve(&[0, 10], 4.12),
            ..base.clone()
        };
        assert_eq!(last_step(&[base.clone(), nan_after_10.clone()]), 20);
        let (w, h) = (800, 600);
        let pixels = chart_pixels(&[base, nan_after_10], Some(0.01), (w, h));
        let red: Vec<u32> = pixels_near(&pixels, w, run_style(1).color, 10)
            .into_iter()
            .filter(|&(_, y)| y > h * 2 / 3)
            .map(|(x, _)| x)
            .collect();
        let right = red.iter().max().copied().unwrap_or(0);
        assert!(!red.is_empty(), "no gap drawn");
        // step 10 of 0-20 is mid-panel; of 0-10 it was at the right edge
        assert!(right < w * 3 / 4, "the gap at step 10 drawn at x = {right} of {w}");
    }

    /// The gaps panel under a chart with a loss-scale axis on its right kept no room for it,
    /// so its step 60 sat 75 px right of the chart's; and a val loss that was not finite at
    /// one step was left out of the gaps, whose line ran through it as if the run tracked its
    /// base. The axes line up, and the step is marked × at the panel's top edge.
    #[test]
    fn the_gaps_panel_lines_up_and_marks_a_gap_that_is_not_finite() {
        let val = |at: &[u64]| at.iter().map(|&s| (s, 4.0 - s as f64 * 0.01)).collect::<Vec<_>>();
        let base = RunCurves {
            name: "base".into(),
            train: (1..=60).map(|s| (s, 4.0 - s as f64 * 0.01)).collect(),
            val: val(&[0, 20, 40, 60]),
            scale: vec![(1, 65536.0), (60, 32768.0)], // a loss-scale axis on the right
            ..RunCurves::default()
        };
        let run = RunCurves {
            name: "fp16".into(),
            val: val(&[0, 20, 60]).into_iter().map(|(s, v)| (s, v * 1.002)).collect(),
            val_not_finite: vec![40],
            ..base.clone()
        };
        let (w, h) = (1000, 750);
        let pixels = chart_pixels(&[base, run], Some(0.01), (w, h));
        let red = pixels_near(&pixels, w, run_style(1).color, 10);
        let right_end = |top: bool| {
            red.iter()
                .filter(|&&(_, y)| (y < h * 2 / 3) == top)
                .map(|&(x, _)| x)
                .max()
                .unwrap()
        };
        let (chart, panel) = (right_end(true), right_end(false));
        assert!(
            chart.abs_diff(panel) <= 4,
            "step 60 at x = {chart} in the chart, {panel} in the panel"
        );
        // the × at step 40 (two thirds across), in the panel's top fifth
        let panel_top = h * 2 / 3;
        let cross: Vec<u32> = red
            .iter()
            .filter(|&&(_, y)| y > panel_top && y < panel_top + (h - panel_top) / 5)
            .map(|&(x, _)| x)
            .collect();
        assert!(!cross.is_empty(), "no mark of the gap that is not finite");
    }

    /// A chart that cannot be written (a full disk, simulated by its temporary linked to
    /// /dev/full) leaves the earlier chart whole and no temporary, and the error says so and
    /// what to do. The chart was written in place: a truncated PNG replaced the good one.
    #[test]
    fn a_chart_that_cannot_be_written_leaves_the_earlier_one() {
        let dir = std::env::temp_dir().join(format!("minigpt-plot-full-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("loss.png");
        let runs = [RunCurves {
            name: "a".into(),
            train: vec![(1, 4.0), (2, 3.5)],
            val: vec![(2, 3.6)],
            ..RunCurves::default()
        }];
        loss_chart(&runs, None, &out, (64, 64)).unwrap();
        let earlier = std::fs::read(&out).unwrap();
        std::os::unix::fs::symlink("/dev/full", crate::atomic_file::temp_for(&out)).unwrap();
        let e = loss_chart(&runs, None, &out, (400, 300)).unwrap_err().to_string();
        assert!(
            e.contains("No space left on device")
                && e.contains("earlier file there is unchanged")
                && e.contains("free space"),
            "{e}"
        );
        assert_eq!(std::fs::read(&out).unwrap(), earlier, "the earlier chart was changed");
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(left, ["loss.png"], "a temporary was left behind");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Tick labels fit their label area whatever the loss (3e12 was "3000000000000", cut off)
    /// and tell neighbouring ticks apart.
    #[test]
    fn tick_labels_are_short_and_distinct() {
        assert_eq!(tick_label(3.0e12, 1.0e12, 3.2e12), "3.00e12");
        assert_eq!(tick_label(2.5, 1.4, 4.6), "2.5");
        assert_eq!(tick_label(1.2345, 1.234, 1.236), "1.2345");
        assert_eq!(tick_label(-1e-17, -1.0, 1.0), "0");
        for (lo, hi) in [(1e12, 3.2e12), (0.9, 4.1), (1.2341, 1.2352), (1e5, 1.01e5)] {
            let ticks: Vec<String> = (0..=10)
                .map(|k| tick_label(lo + (hi - lo) * k as f64 / 10.0, lo, hi))
                .collect();
            assert!(ticks.iter().all(|t| t.len() <= 8), "{ticks:?}");
            let unique: std::collections::HashSet<&String> = ticks.iter().collect();
            assert_eq!(unique.len(), ticks.len(), "{ticks:?}");
        }
        assert_eq!(short_scale(1_048_576.0), "1.05M");
        assert_eq!(short_scale(0.5), "0.5");
    }

    /// Twelve runs with a varying scale and skipped steps (four series each) list one entry
    /// each (their val curve) on a 720-pixel chart; forty list the ones that fit and a count;
    /// two list every series.
    #[test]
    fn the_legend_fits_the_chart() {
        let run = |name: &str| RunCurves {
            name: name.into(),
            train: vec![(1, 3.0), (2, 2.9)],
            val: vec![(1, 3.1)],
            scale: vec![(1, 65536.0), (2, 32768.0)],
            skipped: vec![2],
            val_not_finite: vec![],
        };
        let runs: Vec<RunCurves> = (0..40).map(|i| run(&format!("r{i}"))).collect();
        assert_eq!(Legend::fit(&runs[..2], (1280, 720)), Legend::Full);
        assert_eq!(Legend::fit(&runs[..12], (1280, 720)), Legend::Runs(12));
        let Legend::Runs(n) = Legend::fit(&runs, (1280, 720)) else {
            panic!("forty runs listed in full")
        };
        assert!(n < 40 && (n + 1) as u32 * Legend::LINE_PX <= 720 - Legend::CHROME_PX);
    }

    #[test]
    fn short_numbers() {
        assert_eq!(short(1_234_567.0), "1.23M");
        assert_eq!(short(45_600.0), "45.6k");
        assert_eq!(short(512.4), "512");
        assert_eq!(short(2.345), "2.35");
        assert_eq!(short(0.1234), "0.123");
    }

    #[test]
    fn curves_keep_the_later_row_of_a_step_and_the_skips() {
        let dir = std::env::temp_dir().join(format!("minigpt-plot-unit-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let rows = [
            r#"{"kind":"eval","step":0,"train_loss":4.2,"val_loss":4.3}"#,
            r#"{"kind":"train","step":1,"loss":4.0,"scale":65536.0,"skipped":false}"#,
            r#"{"kind":"train","step":2,"loss":null,"scale":65536.0,"skipped":true}"#,
            r#"{"kind":"train","step":3,"loss":3.0,"scale":32768.0,"skipped":false}"#,
            r#"{"kind":"train","step":3,"loss":3.5,"scale":32768.0,"skipped":false}"#,
            r#"{"kind":"tra"#, // torn by a kill
        ];
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        let c = RunCurves::read(&dir).unwrap();
        assert_eq!(c.train, [(1, 4.0), (3, 3.5)]);
        assert_eq!(c.val, [(0, 4.3)]);
        assert_eq!(c.skipped, [2]);
        assert!(c.scale_varies());
        assert!(c.val_not_finite.is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A non-finite evaluation has no point on the val curve; it was left out without a trace
    /// (`report` said NaN where the chart showed nothing). It is kept as a step to mark, and it
    /// marks a run whose val curve is otherwise empty past step 0 in the legend too.
    #[test]
    fn a_non_finite_evaluation_is_kept_to_be_marked() {
        let dir = std::env::temp_dir().join(format!("minigpt-plot-nan-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let rows = [
            r#"{"kind":"eval","step":0,"train_loss":4.2,"val_loss":4.3}"#,
            r#"{"kind":"train","step":5,"loss":null,"scale":1.0,"skipped":true}"#,
            r#"{"kind":"eval","step":5,"train_loss":null,"val_loss":null}"#,
            r#"{"kind":"eval","step":10,"train_loss":null,"val_loss":null}"#,
        ];
        std::fs::write(dir.join("metrics.jsonl"), rows.join("\n")).unwrap();
        let c = RunCurves::read(&dir).unwrap();
        assert_eq!(c.val, [(0, 4.3)]);
        assert_eq!(c.val_not_finite, [5, 10]);
        let label = legend_label(std::slice::from_ref(&c), 0, Series::ValNotFinite, Legend::Full);
        assert_eq!(
            label.as_deref(),
            Some(
                "minigpt-plot-nan-{pid} val not finite (2)"
                    .replace("{pid}", &std::process::id().to_string())
                    .as_str()
            )
        );
        let out = dir.join("nan.png");
        loss_chart(&[c], None, &out, (400, 300)).unwrap();
        assert!(out.is_file());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
