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

// Doc comments are clap's help text: no Markdown backticks there.
#[allow(clippy::doc_markdown)]
#[derive(Subcommand)]
enum Command {
    /// Train a player from scratch with a preset (or continue one with --resume):
    /// self-play, replay buffer, gradient steps, evaluations, checkpoints, TensorBoard logs.
    Train(cli::train::TrainArgs),
    /// Play games of a checkpoint against itself and write them as a record file.
    Selfplay(cli::selfplay::SelfPlayArgs),
    /// Export a checkpoint as TorchScript with a JSON sidecar (rules, planes, action ids).
    Export(cli::export::ExportArgs),
    /// Print the crate and libtorch versions and whether CUDA is available.
    Info,
    /// Show a position: the board, the position as text (the project's notation and, on the
    /// 24-point board, Sanmill's FEN), whose turn it is and the legal moves.
    Show(cli::show::ShowArgs),
    /// Count the action sequences of a given length (perft); the last line is `perft D N`.
    Perft(cli::rules_tools::PerftArgs),
    /// Print the legal actions in a position, or the result if the game is over.
    Legal(cli::rules_tools::LegalArgs),
    /// Play a match between two players: colours alternating, games in parallel, then a
    /// table of results with the Elo difference.
    Evaluate(cli::arena::EvaluateArgs),
    /// Play one game between two players and show it move by move.
    Match(cli::arena::MatchArgs),
    /// Play a game against a player in the terminal (or through pipes); the last line is
    /// `result: ...`.
    Play(cli::play::PlayArgs),
    /// Serve a player over a UCI-like protocol on standard input and output.
    Engine(cli::engine::EngineArgs),
    /// Serve a web page on localhost to play against any player (or watch two) and see
    /// what it thinks; prints the address.
    Serve(cli::serve::ServeArgs),
    /// Draw a run's learning curve (arena scores against training minutes) as a PNG; prints
    /// its path.
    Plot(cli::plot::PlotArgs),
    /// Perfect-play tables, of the phase after placement or (`build --whole`) of the whole
    /// game: build, verify, probe, sample, time probes, count.
    Tablebase {
        #[command(subcommand)]
        what: cli::tablebase::TablebaseCommand,
    },
    /// Perfect-play test sets: make one from the whole game's tables, describe one (`evaluate
    /// --testset` judges a player on one, with no tables present).
    Testset {
        #[command(subcommand)]
        what: cli::testset::TestsetCommand,
    },
    /// Measure speed; the last line is the figure.
    Bench {
        #[command(subcommand)]
        what: cli::bench::BenchCommand,
    },
}

fn main() -> ExitCode {
    // Before libtorch creates any thread: they inherit it.
    morris_zero::net::flush_denormals();
    morris_zero::net::keep_freed_memory();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Train(args) => cli::train::train(&args),
        Command::Selfplay(args) => cli::selfplay::selfplay(&args),
        Command::Export(args) => cli::export::export(&args),
        Command::Info => Ok(cli::info::run()),
        Command::Show(args) => cli::show::show(&args),
        Command::Perft(args) => cli::rules_tools::perft(&args),
        Command::Legal(args) => cli::rules_tools::legal(&args),
        Command::Evaluate(args) => cli::arena::evaluate(&args),
        Command::Match(args) => cli::arena::show_match(&args),
        Command::Play(args) => cli::play::play(&args),
        Command::Engine(args) => cli::engine::engine(&args),
        Command::Serve(args) => cli::serve::serve(&args),
        Command::Plot(args) => cli::plot::plot(&args),
        Command::Bench { what } => cli::bench::run(&what),
        Command::Tablebase { what } => cli::tablebase::run(&what),
        Command::Testset { what } => cli::testset::run(&what),
    };
    match result {
        Ok(code) => code,
        Err(e) if cli::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", cli::describe(&e));
            ExitCode::FAILURE
        }
    }
}
