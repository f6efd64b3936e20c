//! `morris serve`: the web page (src/serve) on 127.0.0.1 (or `--host`), until the process is
//! stopped. The operator chooses the players offered, the files a request may name, the
//! limits on what a request may compute and hold, the names the server answers to, and the
//! caps and timeouts on connections.

use anyhow::{Context, Result, bail};
use clap::Args;
use morris_zero::agents::{from_spec, players};
use morris_zero::game::{PRESETS, Rules};
use morris_zero::serve::limits::{DEFAULT_GAMES_PER_ADDRESS, DEFAULT_MAX_MEMORY_MB};
use morris_zero::serve::offer::list_models;
use morris_zero::serve::process::{connections_within, map_large_allocations, raise_open_files};
use morris_zero::serve::{Config, ConnectionLimits, DEFAULT_PLAYERS, Hosts, Limits, Offer, Server};
use morris_zero::tablebase::{Probe, Tablebase};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

/// The shipped model and its tables, relative to the directory the README's commands run
/// in; offered (and the default opponent) when no `--player` is given.
const SHIPPED_MODEL: &str = "models/cpu-2h";
const SHIPPED_TABLES: &str = "tablebases/standard";

#[derive(Args)]
pub struct ServeArgs {
    /// The port (0: any free port).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The address to listen on. Beyond 127.0.0.1 anyone who can reach the port can start
    /// games and use the CPU within the limits below (each game is changed only by its
    /// creator, who holds its secret; anyone with its id may watch it).
    #[arg(long, default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    host: IpAddr,
    /// A host name the server answers to (the Host a browser sends), besides localhost
    /// names and IP literals; repeatable. Other names are refused (403), so that a page
    /// elsewhere cannot reach the server by rebinding its own name to this address.
    #[arg(long = "allow-host", value_name = "NAME")]
    allow_hosts: Vec<String>,
    /// A player spec the page offers before random, greedy, alphabeta:depth=4 and mcts
    /// (e.g. neural:model=models/cpu-2h,tb=tablebases/standard); repeatable; the first is
    /// the page's default opponent. Without it the shipped model is offered (and the
    /// default), where it loads. The files an offered spec names are the only ones a
    /// request may name, besides --models and --tablebase.
    #[arg(long = "player", value_name = "SPEC")]
    players: Vec<String>,
    /// A directory of models (*.safetensors, *.pt) a request may name by bare name
    /// (neural:model=NAME).
    #[arg(long, value_name = "DIR")]
    models: Option<PathBuf>,
    /// Endgame tables (`morris tablebase build`): games under their rules show the tables'
    /// verdict on the position; a spec may name them with tb=DIR. Default: tablebases/standard
    /// where it holds tables.
    #[arg(long, value_name = "DIR")]
    tablebase: Option<PathBuf>,
    /// The most simulations (a network's or mcts's sims) or alpha-beta nodes a move may take.
    #[arg(long, default_value_t = Limits::default().max_sims)]
    max_sims: u64,
    /// The deepest alpha-beta search a spec may name.
    #[arg(long, default_value_t = Limits::default().max_depth)]
    max_depth: u32,
    /// Milliseconds a move may search: a longer search is stopped and plays its best move.
    #[arg(long, default_value_t = 10_000)]
    max_move_ms: u64,
    /// Searches that run at once (default: the number of cores); a move beyond them waits up
    /// to 2 s for one to end, then is answered 503.
    #[arg(long)]
    max_searches: Option<usize>,
    /// MiB the games held may take, their players' tables and trees as estimated from
    /// their specs (docs/web.md); a new game beyond it is answered 503 unless a game idle for
    /// 10 minutes can be dropped. The default holds 64 games against alphabeta's default
    /// 16 MiB table.
    #[arg(long, default_value_t = DEFAULT_MAX_MEMORY_MB)]
    max_memory_mb: u64,
    /// Games one client address (an IPv6 client: its /64) may hold at once; a new one
    /// beyond is answered 503 unless one of its own has been idle for 10 minutes.
    #[arg(long, default_value_t = DEFAULT_GAMES_PER_ADDRESS)]
    max_games_per_address: usize,
    /// Connections open at once; beyond, the oldest one with no request running is closed
    /// (a newcomer is refused, 503, only when all are running one). Lowered to what the
    /// process's open-file limit allows (two descriptors a connection).
    #[arg(long, default_value_t = ConnectionLimits::default().max_total)]
    max_connections: usize,
    /// Connections open at once from one client address (an IPv6 client: its /64);
    /// beyond, 503.
    #[arg(long, default_value_t = ConnectionLimits::default().max_per_address)]
    max_connections_per_address: usize,
    /// Milliseconds a request's head may take to arrive, from the connection's opening or
    /// the previous answer: so also how long an idle kept-alive connection stays open.
    #[arg(long, default_value_t = 10_000)]
    header_timeout_ms: u64,
    /// Milliseconds a request's body may take to arrive, from its head (408 beyond).
    #[arg(long, default_value_t = 10_000)]
    body_timeout_ms: u64,
}

/// Whether some preset accepts the spec (a network is trained for one rule set), within the
/// limits.
fn check_spec(spec: &str, limits: &Limits) -> Result<()> {
    limits.check(spec).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut first_error = None;
    for (name, _) in PRESETS {
        let rules = Arc::new(Rules::preset(name)?);
        let capped = limits.capped(spec).map_err(|e| anyhow::anyhow!("{e}"))?;
        match from_spec(&capped, &rules) {
            Ok(mut agent) => {
                return limits
                    .check_built(spec, agent.as_mut())
                    .map_err(|e| anyhow::anyhow!("{e}"));
            }
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    match first_error {
        Some(e) => bail!("{e}"),
        None => bail!("no rules preset; players: {}", players()),
    }
}

/// The limits the flags set.
fn limits(args: &ServeArgs) -> Result<Limits> {
    let limits = Limits {
        max_sims: args.max_sims,
        max_depth: args.max_depth,
        max_move: Duration::from_millis(args.max_move_ms),
        max_searches: args
            .max_searches
            .unwrap_or_else(|| Limits::default().max_searches),
        max_memory: args.max_memory_mb.saturating_mul(1 << 20),
        max_games_per_address: args.max_games_per_address,
    };
    if limits.max_sims == 0 || limits.max_depth == 0 || args.max_move_ms == 0 {
        bail!("--max-sims, --max-depth and --max-move-ms must be at least 1");
    }
    if limits.max_searches == 0 || args.max_memory_mb == 0 || args.max_games_per_address == 0 {
        bail!("--max-searches, --max-memory-mb and --max-games-per-address must be at least 1");
    }
    Ok(limits)
}

/// The caps and timeouts on connections the flags set, the total lowered to what
/// `open_files` descriptors allow (with a line saying so).
fn connection_limits(args: &ServeArgs, open_files: u64) -> Result<ConnectionLimits> {
    if args.max_connections == 0 || args.max_connections_per_address == 0 {
        bail!("--max-connections and --max-connections-per-address must be at least 1");
    }
    if args.header_timeout_ms == 0 || args.body_timeout_ms == 0 {
        bail!("--header-timeout-ms and --body-timeout-ms must be at least 1");
    }
    let within = connections_within(open_files);
    if args.max_connections > within {
        println!(
            "morris serve: --max-connections {} lowered to {within}: the process may open {open_files} files (ulimit -n), two a connection",
            args.max_connections
        );
    }
    Ok(ConnectionLimits {
        max_total: args.max_connections.min(within),
        max_per_address: args.max_connections_per_address,
        header_timeout: Duration::from_millis(args.header_timeout_ms),
        body_timeout: Duration::from_millis(args.body_timeout_ms),
    })
}

/// The tables of `--tablebase`, or of tablebases/standard where it holds them.
fn tablebase(args: &ServeArgs) -> Result<Option<(String, Arc<Tablebase>)>> {
    let (dir, given) = match &args.tablebase {
        Some(dir) => (dir.clone(), true),
        None if Path::new(SHIPPED_TABLES).is_dir() => (PathBuf::from(SHIPPED_TABLES), false),
        None => return Ok(None),
    };
    let opened = Tablebase::open(&dir, None).and_then(|tb| Tablebase::shared(&dir, tb.rules()));
    match opened {
        Ok(tb) => Ok(Some((dir.display().to_string(), tb))),
        Err(e) if given => Err(e).context(format!("--tablebase {}", dir.display())),
        Err(e) => {
            println!("morris serve: no tablebase verdicts ({e})");
            Ok(None)
        }
    }
}

/// The offered specs: the `--player`s, else the shipped model where it loads; then the
/// baselines within the limits.
fn offered_players(args: &ServeArgs, limits: &Limits, tables: Option<&str>) -> Result<Vec<String>> {
    let mut offered: Vec<String> = Vec::new();
    for spec in &args.players {
        check_spec(spec, limits).with_context(|| format!("--player {spec}"))?;
        if !offered.contains(spec) {
            offered.push(spec.clone());
        }
    }
    if args.players.is_empty() {
        let shipped = match tables {
            Some(dir) if dir == SHIPPED_TABLES => format!("neural:model={SHIPPED_MODEL},tb={dir}"),
            _ => format!("neural:model={SHIPPED_MODEL}"),
        };
        match check_spec(&shipped, limits) {
            Ok(()) => offered.push(shipped),
            Err(e) => println!(
                "morris serve: the shipped model is not offered: {} (run from the project's directory, or pass --player)",
                super::describe(&e)
            ),
        }
    }
    for spec in DEFAULT_PLAYERS {
        if limits.check(spec).is_ok() && !offered.iter().any(|p| p == spec) {
            offered.push(spec.to_string());
        }
    }
    Ok(offered)
}

/// The models of `--models`, each checked; one that does not load is left out, with a line.
fn offered_models(args: &ServeArgs, limits: &Limits) -> Result<Vec<(String, PathBuf)>> {
    let Some(dir) = &args.models else {
        return Ok(Vec::new());
    };
    let listed = list_models(dir).with_context(|| format!("--models {}", dir.display()))?;
    let mut models = Vec::new();
    for (name, path) in listed {
        match check_spec(&format!("neural:model={}", path.display()), limits) {
            Ok(()) => models.push((name, path)),
            Err(e) => println!(
                "morris serve: --models: {name} is not offered: {}",
                super::describe(&e)
            ),
        }
    }
    Ok(models)
}

pub fn serve(args: &ServeArgs) -> Result<ExitCode> {
    // A move's network search evaluates one position at a time; libtorch's intra-op threads
    // do not speed up batch-1 evaluations, and each search holding all the cores would make
    // concurrent searches (one per core by default) fight over them.
    tch::set_num_threads(1);
    map_large_allocations();
    let open_files = raise_open_files().context("the open-file limit (RLIMIT_NOFILE)")?;
    let connections = connection_limits(args, open_files)?;
    let limits = limits(args)?;
    let tables = tablebase(args)?;
    let players = offered_players(args, &limits, tables.as_ref().map(|t| t.0.as_str()))?;
    let models = offered_models(args, &limits)?;
    let config = Config {
        offer: Offer {
            players,
            models,
            tablebase: tables.as_ref().map(|t| t.0.clone()),
        },
        limits,
        tablebase: tables.map(|t| t.1),
        hosts: Hosts::new(&args.allow_hosts),
        connections,
        idle_after: None,
    };
    let addr = SocketAddr::from((args.host, args.port));
    if !args.host.is_loopback() {
        println!(
            "morris serve: warning: listening on {} - anyone who can reach this port can start games and use the CPU within the limits; there is no authentication beyond each game's secret",
            args.host
        );
    }
    let server = Server::start(addr, config).with_context(|| format!("cannot listen on {addr}"))?;
    println!(
        "morris serve: open http://{}/ (Ctrl-C stops)",
        server.addr()
    );
    server.wait().context("the server stopped")?;
    Ok(ExitCode::SUCCESS)
}
