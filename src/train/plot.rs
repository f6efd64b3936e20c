//! Learning-curve pictures: one coloured line with a marker at each point per series, a
//! legend, written as PNG. Text is drawn with `DejaVu` Sans embedded in the binary (the `dejavu`
//! crate, through plotters' `ab_glyph` feature), so nothing depends on the machine's fonts.

use super::tensorboard::Scalar;
use super::tensorboard::tags::{
    ARENA_SCORE_PREFIX, PERFECT_BLUNDERS, PERFECT_BLUNDERS_FLYING, PERFECT_BLUNDERS_MOVING,
    PERFECT_BLUNDERS_PLACEMENT, PERFECT_DRAW_HELD, PERFECT_WIN_KEPT, RUN_MINUTES,
    TABLEBASE_BLUNDERS, TABLEBASE_BLUNDERS_FLYING, TABLEBASE_BLUNDERS_MOVING,
    TABLEBASE_BLUNDERS_PLACEMENT, TABLEBASE_DRAWN_HOLD, TABLEBASE_WIN_CONVERSION,
};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::{FontStyle, register_font};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::OnceLock;
use thiserror::Error;

/// The picture's size in pixels.
pub const SIZE: (u32, u32) = (1200, 750);

/// Why a plot cannot be drawn.
#[derive(Debug, Error)]
pub enum PlotError {
    #[error("cannot load the embedded font")]
    Font,
    #[error("cannot draw {path}: {message}")]
    Draw { path: String, message: String },
}

/// Line colours, in series order (Tableau 10), then again.
pub const COLOURS: [RGBColor; 10] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
    RGBColor(188, 189, 34),
    RGBColor(23, 190, 207),
];

/// Registers the embedded font as plotters' `sans-serif`, once per process.
fn fonts() -> Result<(), PlotError> {
    static REGISTERED: OnceLock<bool> = OnceLock::new();
    let ok = *REGISTERED.get_or_init(|| {
        register_font("sans-serif", FontStyle::Normal, dejavu::sans::regular()).is_ok()
            && register_font("sans-serif", FontStyle::Bold, dejavu::sans::bold()).is_ok()
    });
    if ok { Ok(()) } else { Err(PlotError::Font) }
}

/// The axis range covering `values` and `base` (a range always shown), with a margin.
fn axis_range(values: impl Iterator<Item = f64>, base: (f64, f64), margin: f64) -> (f64, f64) {
    let (lo, hi) = values.fold(base, |(lo, hi), v| (lo.min(v), hi.max(v)));
    let pad = (hi - lo).max(f64::EPSILON) * margin;
    (lo - if lo < base.0 { pad } else { 0.0 }, hi + pad)
}

/// A curve: its name (the legend's) and its `(x, y)` points.
pub type Series = (String, Vec<(f64, f64)>);

/// A [`Series`] borrowed for drawing, its points cleaned (`finite_and_sorted`).
type NamedPoints<'a> = (&'a str, Vec<(f64, f64)>);

/// The largest magnitude drawn: a point beyond it (a damaged log's) is left out like a
/// non-finite one, since the axes' ticks over a span near f64's limit never end.
const LARGEST_DRAWN: f64 = 1e15;

/// Each series with its non-finite (or beyond `LARGEST_DRAWN`) points left out and the rest
/// in order of `x`.
fn finite_and_sorted(series: &[Series]) -> Vec<NamedPoints<'_>> {
    series
        .iter()
        .map(|(name, points)| {
            let mut points: Vec<(f64, f64)> = points
                .iter()
                .copied()
                .filter(|(x, y)| x.abs() <= LARGEST_DRAWN && y.abs() <= LARGEST_DRAWN)
                .collect();
            points.sort_by(|a, b| a.0.total_cmp(&b.0));
            (name.as_str(), points)
        })
        .collect()
}

/// One chart of a picture: its series (each a name and its `(x, y)` points), the y axis's
/// label, the range it always shows, and where the legend goes.
pub struct Panel {
    pub series: Vec<Series>,
    pub y_label: String,
    /// The y range shown whatever the values (widened where a value lies outside).
    pub y_base: (f64, f64),
    /// The y axis's labels as percentages (a rate) rather than plain numbers (a score).
    pub percent: bool,
    pub legend: SeriesLabelPosition,
}

impl Panel {
    /// A panel of scores (0 to 1, the legend lower right).
    #[must_use]
    pub fn scores(series: Vec<Series>, y_label: &str) -> Panel {
        Panel {
            series,
            y_label: y_label.to_string(),
            y_base: (0.0, 1.0),
            percent: false,
            legend: SeriesLabelPosition::LowerRight,
        }
    }

    /// A panel of rates that fall as the player improves (from 0 to their largest, in
    /// percent, the legend upper right, where falling curves leave room).
    #[must_use]
    pub fn rates(series: Vec<Series>, y_label: &str) -> Panel {
        Panel {
            series,
            y_label: y_label.to_string(),
            y_base: (0.0, 0.0),
            percent: true,
            legend: SeriesLabelPosition::UpperRight,
        }
    }
}

/// Draws `series` (each a name and its `(x, y)` points; points are joined in order of `x`,
/// non-finite ones left out) as lines with markers and a legend, under `title`, and writes
/// the picture to `out` as PNG ([`SIZE`]). The x axis starts at 0; the y axis shows at least
/// 0..1 (a score), more if a value lies outside.
///
/// # Errors
/// The picture cannot be drawn or written (for instance `out`'s directory does not exist, or
/// its name does not end in `.png`).
pub fn learning_curve(
    series: &[Series],
    title: &str,
    x_label: &str,
    y_label: &str,
    out: &Path,
) -> Result<(), PlotError> {
    learning_curves(
        &[Panel::scores(series.to_vec(), y_label)],
        title,
        x_label,
        out,
    )
}

/// The picture's size for `panels` charts stacked: [`SIZE`] for one, and each further one
/// 60% of its height (`SIZE.1 * 3 / 5` more).
#[must_use]
pub fn size_for(panels: usize) -> (u32, u32) {
    let more = u32::try_from(panels.saturating_sub(1)).unwrap_or(u32::MAX);
    (SIZE.0, SIZE.1 + more.saturating_mul(SIZE.1 * 3 / 5))
}

/// Draws `panels` stacked, the first under `title` and at [`SIZE`]'s height, each further
/// one 60% of it, over one x axis from 0 (the same minutes in each), and writes the picture
/// to `out` as PNG ([`size_for`]). Each panel's series take the colours in order
/// ([`COLOURS`]), so colours repeat only beyond ten series in one panel.
///
/// # Errors
/// As [`learning_curve`].
pub fn learning_curves(
    panels: &[Panel],
    title: &str,
    x_label: &str,
    out: &Path,
) -> Result<(), PlotError> {
    fonts()?;
    let draw_error = |e: &dyn std::fmt::Display| PlotError::Draw {
        path: out.display().to_string(),
        message: e.to_string(),
    };
    let cleaned: Vec<Vec<NamedPoints>> = panels
        .iter()
        .map(|panel| finite_and_sorted(&panel.series))
        .collect();
    let xs = || {
        cleaned
            .iter()
            .flatten()
            .flat_map(|(_, p)| p.iter().map(|p| p.0))
    };
    let (x0, x1) = axis_range(xs(), (0.0, 0.0), 0.03);
    let x1 = if x1 > x0 + f64::EPSILON { x1 } else { x0 + 1.0 };

    let size = size_for(panels.len());
    let root = BitMapBackend::new(out, size).into_drawing_area();
    root.fill(&WHITE).map_err(|e| draw_error(&e))?;
    let mut rest = root.clone();
    for (i, (panel, series)) in panels.iter().zip(&cleaned).enumerate() {
        let area = if i + 1 == panels.len() {
            rest.clone()
        } else {
            let height = if i == 0 { SIZE.1 } else { SIZE.1 * 3 / 5 };
            let (top, bottom) = rest.split_vertically(height);
            rest = bottom;
            top
        };
        let caption = (i == 0).then_some(title);
        draw_panel(&area, panel, series, caption, (x0, x1), x_label).map_err(|e| draw_error(&e))?;
    }
    root.present().map_err(|e| draw_error(&e))?;
    Ok(())
}

/// One panel of [`learning_curves`] drawn on `area`: its axes over `x` and its series' range
/// (at least `panel.y_base`), its lines and markers, its legend, and `caption` above it.
fn draw_panel(
    area: &DrawingArea<BitMapBackend<'_>, Shift>,
    panel: &Panel,
    series: &[NamedPoints<'_>],
    caption: Option<&str>,
    x: (f64, f64),
    x_label: &str,
) -> Result<(), String> {
    let ys = series.iter().flat_map(|(_, p)| p.iter().map(|p| p.1));
    let (y0, y1) = axis_range(ys, panel.y_base, 0.03);
    let y1 = if y1 > y0 + f64::EPSILON { y1 } else { y0 + 0.1 };
    let mut builder = ChartBuilder::on(area);
    if let Some(title) = caption {
        builder.caption(title, ("sans-serif", 28).into_font().style(FontStyle::Bold));
    }
    let mut chart = builder
        .margin(20)
        .x_label_area_size(55)
        .y_label_area_size(75)
        .build_cartesian_2d(x.0..x.1, y0..y1)
        .map_err(|e| e.to_string())?;
    let percent = |v: &f64| format!("{:.0}%", v * 100.0);
    let plain = |v: &f64| format!("{v:.1}");
    let y_format: &dyn Fn(&f64) -> String = if panel.percent { &percent } else { &plain };
    chart
        .configure_mesh()
        .x_desc(x_label)
        .y_desc(panel.y_label.as_str())
        .y_label_formatter(y_format)
        .axis_desc_style(("sans-serif", 20))
        .label_style(("sans-serif", 16))
        .max_light_lines(4)
        .light_line_style(RGBColor(238, 238, 238))
        .bold_line_style(RGBColor(200, 200, 200))
        .draw()
        .map_err(|e| e.to_string())?;

    for (j, (name, points)) in series.iter().enumerate() {
        let colour = COLOURS[j % COLOURS.len()];
        chart
            .draw_series(LineSeries::new(
                points.iter().copied(),
                colour.stroke_width(3),
            ))
            .map_err(|e| e.to_string())?
            .label(*name)
            .legend(move |(x, y)| {
                EmptyElement::at((x, y))
                    + PathElement::new(vec![(0, 0), (24, 0)], colour.stroke_width(3))
                    + Circle::new((12, 0), 5, colour.filled())
            });
        chart
            .draw_series(points.iter().map(|&p| Circle::new(p, 5, colour.filled())))
            .map_err(|e| e.to_string())?;
    }
    if !series.is_empty() {
        chart
            .configure_series_labels()
            .position(panel.legend.clone())
            .label_font(("sans-serif", 18))
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Whether a series of [`score_series`] is a rate of decisions that lose value (the
/// endgame tables' blunders, the test set's value lost), which falls as the player
/// improves, rather than a score or a rate kept.
#[must_use]
pub fn is_loss_rate(name: &str) -> bool {
    TABLEBASE_SERIES
        .iter()
        .chain(&PERFECT_SERIES)
        .any(|(tag, legend)| *legend == name && LOSS_RATES.contains(tag))
}

/// The tags of [`is_loss_rate`]'s series.
const LOSS_RATES: [&str; 8] = [
    TABLEBASE_BLUNDERS,
    TABLEBASE_BLUNDERS_PLACEMENT,
    TABLEBASE_BLUNDERS_MOVING,
    TABLEBASE_BLUNDERS_FLYING,
    PERFECT_BLUNDERS,
    PERFECT_BLUNDERS_PLACEMENT,
    PERFECT_BLUNDERS_MOVING,
    PERFECT_BLUNDERS_FLYING,
];

/// `series` in two: the scores and the rates kept (wins kept, draws held), which rise to 1,
/// and the rates of decisions that lose value ([`is_loss_rate`]), which fall to 0; `morris
/// plot` draws each on its own axis.
#[must_use]
pub fn split_loss_rates(series: Vec<Series>) -> (Vec<Series>, Vec<Series>) {
    series
        .into_iter()
        .partition(|(name, _)| !is_loss_rate(name))
}

/// The endgame-table measures a curve shows beside the scores, with their legend names.
const TABLEBASE_SERIES: [(&str, &str); 6] = [
    (TABLEBASE_BLUNDERS, "tablebase: blunder rate"),
    (
        TABLEBASE_BLUNDERS_PLACEMENT,
        "tablebase: blunders, placement",
    ),
    (TABLEBASE_BLUNDERS_MOVING, "tablebase: blunders, moving"),
    (TABLEBASE_BLUNDERS_FLYING, "tablebase: blunders, flying"),
    (TABLEBASE_WIN_CONVERSION, "tablebase: wins kept"),
    (TABLEBASE_DRAWN_HOLD, "tablebase: draws held"),
];

/// The perfect-play test set's measures (`eval.testset`), with their legend names.
const PERFECT_SERIES: [(&str, &str); 6] = [
    (PERFECT_BLUNDERS, "test set: value lost"),
    (
        PERFECT_BLUNDERS_PLACEMENT,
        "test set: value lost, placement",
    ),
    (PERFECT_BLUNDERS_MOVING, "test set: value lost, moving"),
    (PERFECT_BLUNDERS_FLYING, "test set: value lost, flying"),
    (PERFECT_WIN_KEPT, "test set: wins kept"),
    (PERFECT_DRAW_HELD, "test set: draws held"),
];

/// A run's arena scores as learning curves: for each opponent (in name order), the
/// `arena/score/<opponent>` values against training minutes, in step order, then the
/// endgame-table rates where the run logged them (`tablebase/...`). The minutes of a
/// step are the `run/minutes` logged at that step or, where there is none, the scalar's
/// `wall_time` less the earliest `wall_time` among `scalars`. A step logged more than once (a
/// run resumed from an earlier checkpoint) keeps the value read last.
#[must_use]
pub fn score_series(scalars: &[Scalar]) -> Vec<Series> {
    // (a tablebase series?, its name) -> step -> (wall time, value); arena scores come first.
    type Points = BTreeMap<u64, (f64, f64)>;
    let start = scalars
        .iter()
        .map(|s| s.wall_time)
        .fold(f64::INFINITY, f64::min);
    let minutes: BTreeMap<u64, f64> = scalars
        .iter()
        .filter(|s| s.tag == RUN_MINUTES)
        .map(|s| (s.step, s.value))
        .collect();
    let mut scores: BTreeMap<(bool, &str), Points> = BTreeMap::new();
    for s in scalars {
        let name = match s.tag.strip_prefix(ARENA_SCORE_PREFIX) {
            Some(opponent) if !opponent.is_empty() => Some((false, opponent)),
            _ => TABLEBASE_SERIES
                .iter()
                .chain(&PERFECT_SERIES)
                .find(|(tag, _)| *tag == s.tag)
                .map(|(_, name)| (true, *name)),
        };
        if let Some(name) = name {
            scores
                .entry(name)
                .or_default()
                .insert(s.step, (s.wall_time, s.value));
        }
    }
    scores
        .into_iter()
        .map(|((_, name), by_step)| {
            let points = by_step
                .into_iter()
                .map(|(step, (wall_time, value))| {
                    let x = minutes
                        .get(&step)
                        .copied()
                        .unwrap_or((wall_time - start) / 60.0);
                    (x, value)
                })
                .collect();
            (name.to_string(), points)
        })
        .collect()
}
