//! `morris serve`: the local web page (src/serve) on 127.0.0.1, until the process is stopped.

use anyhow::{Context, Result, bail};
use clap::Args;
use morris_zero::agents::{from_spec, players};
use morris_zero::game::{PRESETS, Rules};
use morris_zero::serve::{DEFAULT_PLAYERS, Server};
use std::net::{Ipv4Addr, SocketAddr};
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Args)]
pub struct ServeArgs {
    /// The port on 127.0.0.1 (0: any free port).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// A player spec the page offers besides random, greedy, alphabeta:depth=4 and mcts
    /// (e.g. neural:model=models/cpu-2h,tb=tablebases/standard); repeatable.
    #[arg(long = "player", value_name = "SPEC")]
    players: Vec<String>,
}

/// Whether some preset accepts the spec (a network is trained for one rule set).
fn check_spec(spec: &str) -> Result<()> {
    let mut first_error = None;
    for (name, _) in PRESETS {
        let rules = Arc::new(Rules::preset(name)?);
        match from_spec(spec, &rules) {
            Ok(_) => return Ok(()),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    match first_error {
        Some(e) => bail!("--player {spec}: {e}"),
        None => bail!("--player {spec}: no rules preset; players: {}", players()),
    }
}

pub fn serve(args: &ServeArgs) -> Result<ExitCode> {
    let mut players: Vec<String> = DEFAULT_PLAYERS.iter().map(ToString::to_string).collect();
    for spec in &args.players {
        check_spec(spec)?;
        if !players.contains(spec) {
            players.push(spec.clone());
        }
    }
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, args.port));
    let server =
        Server::start(addr, players).with_context(|| format!("cannot listen on {addr}"))?;
    println!(
        "morris serve: open http://{}/ (Ctrl-C stops)",
        server.addr()
    );
    server.wait().context("the server stopped")?;
    Ok(ExitCode::SUCCESS)
}
