//! `morris`: the command line. One subcommand per user job; each lives in src/cli/.

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Self-play training for Nine Men's Morris and its variants.
#[derive(Parser)]
#[command(name = "morris", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the crate and libtorch versions and whether CUDA is available.
    Info,
    /// Count the action sequences of a given length (perft); the last line is `perft D N`.
    Perft(cli::rules_tools::PerftArgs),
    /// Print the legal actions after a move list, or the result if the game is over.
    Legal(cli::rules_tools::LegalArgs),
    /// Play a match between two players: colours alternating, games in parallel, then a
    /// table of results with the Elo difference.
    Evaluate(cli::arena::EvaluateArgs),
    /// Play one game between two players and show it move by move.
    Match(cli::arena::MatchArgs),
    /// Measure speed; the last line is the figure.
    Bench {
        #[command(subcommand)]
        what: cli::bench::BenchCommand,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Info => Ok(cli::info::run()),
        Command::Perft(args) => cli::rules_tools::perft(&args),
        Command::Legal(args) => cli::rules_tools::legal(&args),
        Command::Evaluate(args) => cli::arena::evaluate(&args),
        Command::Match(args) => cli::arena::show_match(&args),
        Command::Bench { what } => cli::bench::run(&what),
    };
    match result {
        Ok(code) => code,
        Err(e) if cli::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
