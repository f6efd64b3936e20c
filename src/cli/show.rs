//! `morris show`: a position for a person and for other programs: the board, the position in
//! the project's notation and (on the 24-point board) Sanmill's FEN, then whose turn it is and
//! the legal moves, or the result (`morris_core::game::display::describe`, which the engine's
//! `d` prints too).

use super::{StartArgs, load_rules};
use anyhow::Result;
use clap::Args;
use morris_zero::game::display::describe;
use std::process::ExitCode;

#[derive(Args)]
pub struct ShowArgs {
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
    #[command(flatten)]
    start: StartArgs,
}

pub fn show(args: &ShowArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    print!("{}", describe(&args.start.game(&rules)?));
    Ok(ExitCode::SUCCESS)
}
