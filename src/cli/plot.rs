//! `morris plot`: a run's learning curve (its arena scores against training minutes) as a
//! PNG, from the `TensorBoard` event files in `RUN/tb/`; where the run judged its network
//! against perfect play (the test set, the endgame tables), the share of its decisions that
//! lose value on a second axis below.

use anyhow::{Context, Result, bail};
use clap::Args;
use morris_zero::run_dir::RunDir;
use morris_zero::train::plot::{Panel, learning_curves, score_series, split_loss_rates};
use morris_zero::train::tensorboard::read_dir_scalars;
use std::path::PathBuf;
use std::process::ExitCode;

/// The picture's name inside the run directory when `--out` is not given.
pub const DEFAULT_NAME: &str = "learning-curve.png";

#[derive(Args)]
pub struct PlotArgs {
    /// The run directory (the trainer's `--run`); its event files are in RUN/tb/.
    #[arg(long)]
    run: PathBuf,
    /// Where to write the PNG (default: RUN/learning-curve.png).
    #[arg(long)]
    out: Option<PathBuf>,
}

/// Reads every scalar of the run, draws each `arena/score/<opponent>` (and the rates kept:
/// wins kept, draws held) against `run/minutes`, and below them the rates of value-losing
/// decisions where the run logged any, writes the PNG and prints its path.
pub fn plot(args: &PlotArgs) -> Result<ExitCode> {
    let tb = RunDir::new(&args.run).tensorboard();
    let scalars = read_dir_scalars(&tb).context("cannot read the run's event files")?;
    let series = score_series(&scalars);
    if series.is_empty() {
        bail!(
            "{}: no arena/score/<opponent> scalars to plot ({} scalars read)",
            tb.display(),
            scalars.len()
        );
    }
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| args.run.join(DEFAULT_NAME));
    let name = args.run.canonicalize().unwrap_or_else(|_| args.run.clone());
    let name = name.file_name().map_or_else(
        || args.run.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let (scores, losses) = split_loss_rates(series);
    let mut panels = vec![Panel::scores(
        scores,
        "score (win 1, draw ½, loss 0), rate kept",
    )];
    if !losses.is_empty() {
        panels.push(Panel::rates(
            losses,
            "decisions that lose value (perfect play)",
        ));
    }
    learning_curves(
        &panels,
        &format!("Learning curve: {name}"),
        "training time (minutes)",
        &out,
    )?;
    println!("{}", out.display());
    Ok(ExitCode::SUCCESS)
}
