//! `morris engine`: a player behind a UCI-like line protocol on standard input and output,
//! for GUIs, match runners and scripts. Every reply is flushed at once. The input is read on
//! a thread of its own and each search runs on another, so `stop`, `isready` and `quit` are
//! answered while the player thinks.
//!
//! | command | reply |
//! |---------|-------|
//! | `uci` | `id name morris-zero VERSION`, `id author ...`, `option ...` lines, `info string` that pondering is not offered, `uciok` |
//! | `isready` | `readyok` (at once, during a search too) |
//! | `ucinewgame` | none: the start position, and `Agent::new_game` with the next seed |
//! | `setoption name Rules value NAME\|PATH` | none; the rules, a new player, the start position |
//! | `setoption name Player value SPEC` | none; a new player |
//! | `setoption name Seed value N` | none; seeds the player's later games |
//! | `position startpos [moves T1 T2 ...]` | none; one token per decision |
//! | `position fen TEXT [moves T1 T2 ...]` | none; TEXT is a position in the project's notation (`white a1 a7 g1 \| black d5 e5 f4 \| white to fly`) or, on the 24-point board, Sanmill's FEN; the game has no history before it |
//! | `go [depth D] [nodes N] [movetime MS] [wtime/btime/winc/binc/movestogo ...] [infinite]` | `info ...` lines while it searches (each alpha-beta iteration; twice a second for searches that count simulations, with `hashfull`, how full their tree is), then `bestmove TOKEN`, or `bestmove none` once the game is over; `go infinite` searches until `stop` |
//! | `stop` | ends the search: `bestmove` with the best found so far |
//! | `ponderhit` | `info string` that pondering is not supported (no `Ponder` option is offered) |
//! | `d` or `show` | the rules, the player and the moves, then what `morris show` prints: the board, the position in both notations, the legal moves or the result |
//! | `quit` (or the end of the input) | the engine exits at once: a search in progress is stopped and its `bestmove` (the best found so far) written if it comes within `QUIT_GRACE`; commands still waiting for that search are dropped |
//!
//! Limits: `depth`, `nodes` and `movetime` (or the time the clocks give) replace the spec's own
//! limits for that search (`Budget`): `alphabeta:depth=4` given `movetime 200` deepens for
//! 200 ms. Without any, the spec's limits apply.
//!
//! Errors never stop the engine: they are answered `info string error ...`, and the state
//! is left as it was. In particular a `position` with a text that cannot be read or a token
//! that cannot be played (named with its number, from 1) leaves the previous position
//! unchanged: a `position` command applies completely or not at all. Commands other than
//! `stop`, `isready`, `ponderhit` and `quit` that come while a search runs are carried out
//! after its `bestmove`, in order (a GUI that pipes `position` and `go` without waiting gets
//! every answer, as long as it waits for them before `quit` or the end of its input).
//!
//! Memory: every search is bounded. Alpha-beta's transposition table has its fixed size
//! (`tt_mb`); the players that grow a tree (rollout MCTS, a network's search) end their
//! search at the cap on its memory (`tree_mb`, `morris_core::agents::tree_cap`), which their
//! `info` lines report as `hashfull`, and the engine writes `info string search stopped: tree
//! full: ...` when the cap ends a search.

use super::load_rules;
use super::play::read_line;
use anyhow::{Context, Result};
use clap::Args;
use morris_zero::agents::{
    Agent, Budget, Choice, Listener, Panicked, Progress, Score, StopFlag, TimeControl,
    choose_guarded, from_spec, players,
};
use morris_zero::game::{Color, Game, Rules, SetupError, game_from_text};
use morris_zero::seeds::derive_seed;
use std::collections::VecDeque;
use std::fmt::Write as _;
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct EngineArgs {
    /// The player behind the protocol (a spec: random, greedy, alphabeta:depth=4, ...).
    #[arg(long)]
    player: String,
    /// Rules preset name or path to a rules TOML file (`setoption name Rules` changes it).
    #[arg(long, default_value = "standard")]
    rules: String,
    /// Seed for the player's random choices; game N after it uses a seed derived from both.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn engine(args: &EngineArgs) -> Result<ExitCode> {
    // A network player searches one position at a time: at batch 1 a second libtorch thread
    // costs more than it brings, and beside a busy program its spinning stalls the search
    // (docs/engine.md has the figures). MORRIS_THREADS overrides.
    let (threads, _) =
        morris_zero::net::threads::from_environment(1, false).map_err(anyhow::Error::msg)?;
    morris_zero::net::threads::configure(threads, false);
    let rules = load_rules(&args.rules)?;
    let mut engine = Engine::new(args.rules.clone(), rules, args.player.clone(), args.seed)?;
    engine.run(std::io::BufReader::new(std::io::stdin()), std::io::stdout())?;
    // A UCI engine quits at once. The process's exit handlers would run libtorch's static
    // destructors (about 100 ms), and a search that did not answer within `QUIT_GRACE` may
    // still be using them: leave without them. Every reply has been flushed, and the engine
    // writes no file.
    std::io::stdout().flush()?;
    // SAFETY: `_exit` ends the process at once; nothing is left to write.
    unsafe { libc::_exit(0) }
}

/// `go infinite`'s time: a year, ended by `stop`.
const UNTIL_STOPPED: Duration = Duration::from_secs(365 * 24 * 3600);

/// How long `quit` waits for a stopped search's answer. The players answer a stop within a
/// millisecond or so (alpha-beta reads the flag every 1,024 nodes, the others every batch or
/// 64 simulations); one that has not answered by then is left behind, unanswered, as the
/// process exits.
const QUIT_GRACE: Duration = Duration::from_millis(100);

/// Where the engine writes, shared with the searching thread's `info` lines.
type Out = Arc<Mutex<dyn Write + Send>>;

/// Writes lines and flushes them.
fn say(out: &Out, text: &str) -> Result<()> {
    let mut out = out
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    writeln!(out, "{text}")?;
    out.flush()?;
    Ok(())
}

/// What the main loop waits for.
enum Event {
    Line(String),
    /// The end of the input (or a read error).
    End,
    /// The search thread's answer.
    Searched(Searched),
}

/// A finished search: the player back, and its decision.
struct Searched {
    player: Box<dyn Agent>,
    /// `Err`: the player panicked.
    choice: std::result::Result<Choice, Panicked>,
    spent: Duration,
}

/// A search in progress.
struct Running {
    stop: StopFlag,
    /// `go infinite`: its `bestmove` waits for `stop`.
    infinite: bool,
    /// The game it searches, to check and name its move.
    game: Game,
    /// Its answer, held while an infinite search waits for `stop`.
    answered: Option<Searched>,
}

/// The engine's state between commands.
pub struct Engine {
    rules_name: String,
    rules: Arc<Rules>,
    spec: String,
    /// `None` while it searches on its thread.
    player: Option<Box<dyn Agent>>,
    seed: u64,
    /// Games started so far (`ucinewgame`), for the players' seeds.
    games: usize,
    game: Game,
    running: Option<Running>,
    /// Commands read while a search runs, for after its answer.
    queued: VecDeque<String>,
}

/// Whether the loop goes on after a command.
#[derive(Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

impl Engine {
    /// An engine for `spec` under `rules` (named `rules_name` in `uci`'s option line).
    ///
    /// # Errors
    /// A bad player spec.
    pub fn new(rules_name: String, rules: Arc<Rules>, spec: String, seed: u64) -> Result<Engine> {
        let mut player = from_spec(&spec, &rules)
            .with_context(|| format!("--player: players: {}", players()))?;
        player.new_game(derive_seed(seed, 0, 1));
        Ok(Engine {
            rules_name,
            game: Game::new(rules.clone()),
            rules,
            spec,
            player: Some(player),
            seed,
            games: 0,
            running: None,
            queued: VecDeque::new(),
        })
    }

    /// Answers commands from `input` until `quit` or the end of the input, which stop a
    /// search in progress at once (`quit`).
    ///
    /// # Errors
    /// Failed writing only; bad commands are answered and the loop goes on.
    pub fn run(
        &mut self,
        mut input: impl BufRead + Send + 'static,
        out: impl Write + Send + 'static,
    ) -> Result<()> {
        let out: Out = Arc::new(Mutex::new(out));
        let (events, inbox) = channel();
        let reader = events.clone();
        std::thread::spawn(move || {
            while let Ok(Some(line)) = read_line(&mut input) {
                if reader.send(Event::Line(line)).is_err() {
                    return;
                }
            }
            let _ = reader.send(Event::End);
        });
        self.serve(&inbox, &events, &out)
    }

    fn serve(&mut self, inbox: &Receiver<Event>, events: &Sender<Event>, out: &Out) -> Result<()> {
        loop {
            // The loop holds a sender, so the channel never closes; were it to, it would end
            // like the input.
            let flow = match inbox.recv() {
                Ok(Event::Line(line)) if self.running.is_some() => {
                    self.while_searching(line, out)?
                }
                Ok(Event::Line(line)) => {
                    self.queued.push_back(line);
                    Flow::Continue
                }
                Ok(Event::End) | Err(_) => Flow::Quit,
                Ok(Event::Searched(searched)) => {
                    self.searched(searched, out)?;
                    Flow::Continue
                }
            };
            if flow == Flow::Quit {
                return self.quit(inbox, out);
            }
            // Commands in order, each once the search before it has answered.
            while self.running.is_none() {
                let Some(line) = self.queued.pop_front() else {
                    break;
                };
                if self.command(&line, events, out)? == Flow::Quit {
                    return self.quit(inbox, out);
                }
            }
        }
    }

    /// `quit` or the end of the input: the search in progress, if any, is stopped at once and
    /// answered (`bestmove` with the best it has found, as after `stop`) if its answer comes
    /// within `QUIT_GRACE`; commands still queued behind it are dropped, and nothing more is
    /// read.
    fn quit(&mut self, inbox: &Receiver<Event>, out: &Out) -> Result<()> {
        self.queued.clear();
        self.stop(out)?;
        let deadline = Instant::now() + QUIT_GRACE;
        while self.running.is_some() {
            match inbox.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(Event::Searched(searched)) => self.searched(searched, out)?,
                // Lines after `quit` are not read.
                Ok(Event::Line(_) | Event::End) => {}
                // It runs on, on its thread, until the process exits.
                Err(_) => return Ok(()),
            }
        }
        Ok(())
    }

    /// Stops the search in progress; an infinite one that has already answered is answered
    /// now, any other when its answer comes.
    fn stop(&mut self, out: &Out) -> Result<()> {
        let Some(running) = self.running.as_mut() else {
            return Ok(());
        };
        running.stop.raise();
        running.infinite = false;
        match running.answered.take() {
            Some(searched) => self.searched(searched, out),
            None => Ok(()),
        }
    }

    /// A command while the player searches: `stop`, `isready` and `ponderhit` are answered at
    /// once, and `quit` quits at once (`quit`); the others wait for the search's answer, in
    /// order, as a GUI that pipes its commands expects.
    fn while_searching(&mut self, line: String, out: &Out) -> Result<Flow> {
        match line.split_whitespace().next().unwrap_or("") {
            "stop" => self.stop(out)?,
            "isready" => say(out, "readyok")?,
            "ponderhit" => say(out, PONDER_NOTE)?,
            "quit" => return Ok(Flow::Quit),
            _ => self.queued.push_back(line),
        }
        Ok(Flow::Continue)
    }

    /// The search's answer: `bestmove` (held for `stop` after `go infinite`). A search that
    /// its tree's cap ended says so at once, `go infinite` or not.
    fn searched(&mut self, searched: Searched, out: &Out) -> Result<()> {
        if let Ok(Choice {
            tree: Some(tree), ..
        }) = &searched.choice
        {
            if tree.full {
                say(out, &format!("info string search stopped: {}", tree.note()))?;
            }
        }
        let running = self.running.as_mut().expect("a search answered");
        if running.infinite {
            running.answered = Some(searched);
            return Ok(());
        }
        let running = self.running.take().expect("a search answered");
        let Searched {
            player,
            choice,
            spent,
        } = searched;
        self.player = Some(player);
        match choice {
            Ok(choice) => self.answer(&running.game, &choice, spent, out),
            Err(why) => {
                // A player that panicked may be in any state: a fresh one.
                if let Ok(mut player) = from_spec(&self.spec, &self.rules) {
                    player.new_game(derive_seed(self.seed, self.games, 1));
                    self.player = Some(player);
                }
                say(
                    out,
                    &format!("info string error the player failed: {why}\nbestmove none"),
                )
            }
        }
    }

    fn command(&mut self, line: &str, events: &Sender<Event>, out: &Out) -> Result<Flow> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&name, args)) = words.split_first() else {
            return Ok(Flow::Continue);
        };
        match name {
            "uci" => {
                say(
                    out,
                    &format!(
                        "id name morris-zero {}\nid author the morris-zero authors\n\
                         option name Rules type string default {}\n\
                         option name Player type string default {}\n\
                         option name Seed type string default {}\n{PONDER_NOTE}\nuciok",
                        env!("CARGO_PKG_VERSION"),
                        self.rules_name,
                        self.spec,
                        self.seed
                    ),
                )?;
            }
            "isready" => say(out, "readyok")?,
            "ucinewgame" => {
                self.games += 1;
                if let Some(player) = &mut self.player {
                    player.new_game(derive_seed(self.seed, self.games, 1));
                }
                self.game = Game::new(self.rules.clone());
            }
            "setoption" => {
                if let Err(e) = self.set_option(args) {
                    say(out, &format!("info string error setoption: {e:#}"))?;
                }
            }
            "position" => {
                if let Err(e) = self.set_position(args) {
                    say(out, &format!("info string error position: {e:#}"))?;
                }
            }
            "go" => self.go(args, events, out)?,
            "d" | "show" => say(out, self.show().trim_end())?,
            "stop" | "debug" | "register" => {}
            "ponderhit" => say(out, PONDER_NOTE)?,
            "quit" => return Ok(Flow::Quit),
            _ => say(
                out,
                &format!(
                    "info string error unknown command '{name}'; commands: uci isready \
                     ucinewgame setoption position go stop d quit"
                ),
            )?,
        }
        Ok(Flow::Continue)
    }
    /// `setoption name NAME value VALUE` (the name is case-insensitive).
    fn set_option(&mut self, args: &[&str]) -> Result<()> {
        let text = args.join(" ");
        let rest = text
            .strip_prefix("name ")
            .context("expected 'setoption name NAME value VALUE'")?;
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        if value.is_empty() {
            anyhow::bail!("option '{name}' needs a value ('setoption name {name} value ...')");
        }
        match name.to_ascii_lowercase().as_str() {
            "rules" => {
                let rules = load_rules(value)?;
                let mut player = from_spec(&self.spec, &rules)
                    .with_context(|| format!("the player '{}' under these rules", self.spec))?;
                player.new_game(derive_seed(self.seed, self.games, 1));
                self.rules_name = value.to_string();
                self.game = Game::new(rules.clone());
                self.rules = rules;
                self.player = Some(player);
            }
            "player" => {
                let mut player = from_spec(value, &self.rules)
                    .with_context(|| format!("players: {}", players()))?;
                player.new_game(derive_seed(self.seed, self.games, 1));
                self.spec = value.to_string();
                self.player = Some(player);
            }
            "seed" => {
                self.seed = value
                    .parse()
                    .with_context(|| format!("seed '{value}' is not a whole number"))?;
            }
            _ => anyhow::bail!("unknown option '{name}'; options: Rules, Player, Seed"),
        }
        Ok(())
    }

    /// `position startpos|fen TEXT [moves T1 T2 ...]`: all or nothing.
    fn set_position(&mut self, args: &[&str]) -> Result<()> {
        const USAGE: &str =
            "'position startpos [moves T1 T2 ...]' or 'position fen TEXT [moves T1 T2 ...]'";
        let (text, after) = match args {
            ["startpos", after @ ..] => (None, after),
            ["fen", rest @ ..] => {
                let n = rest
                    .iter()
                    .position(|&w| w == "moves")
                    .unwrap_or(rest.len());
                (Some(rest[..n].join(" ")), &rest[n..])
            }
            [] => anyhow::bail!("expected {USAGE}"),
            [other, ..] => anyhow::bail!("'{other}': expected {USAGE}"),
        };
        let tokens = match after {
            [] => &[][..],
            ["moves", tokens @ ..] => tokens,
            [other, ..] => {
                anyhow::bail!("'{other}' after the position: expected 'moves' ({USAGE})")
            }
        };
        self.game = game_from_text(&self.rules, text.as_deref(), &tokens.join(" ")).map_err(
            |e| match e {
                SetupError::Position(e) => anyhow::anyhow!(
                    "fen '{}': {e}; the position is unchanged",
                    text.unwrap_or_default()
                ),
                SetupError::Move {
                    index,
                    token,
                    error,
                } => anyhow::anyhow!(
                    "move {index} '{token}' cannot be played: {error}; the position is unchanged"
                ),
            },
        )?;
        Ok(())
    }

    /// `go`: the limits, then the search on a thread of its own (`info` lines as it goes);
    /// `bestmove` comes when it answers (`searched`).
    fn go(&mut self, args: &[&str], events: &Sender<Event>, out: &Out) -> Result<()> {
        let (mut budget, infinite, errors) = parse_go(args, self.game.position().side_to_move());
        for e in errors {
            say(out, &format!("info string error go: {e}"))?;
        }
        if let Some(outcome) = self.game.outcome() {
            say(
                out,
                &format!("info string game over, {outcome}\nbestmove none"),
            )?;
            return Ok(());
        }
        let Some(mut player) = self.player.take() else {
            say(
                out,
                "info string error the player could not be rebuilt; setoption name Player first",
            )?;
            return Ok(());
        };
        let stop = StopFlag::new();
        if infinite {
            budget.time = Some(UNTIL_STOPPED);
        }
        budget.stop = Some(stop.clone());
        budget.listener = Some(info_lines(self.game.clone(), Arc::clone(out)));
        let game = self.game.clone();
        let events = events.clone();
        std::thread::spawn(move || {
            let start = Instant::now();
            let choice = choose_guarded(player.as_mut(), &game, &budget);
            let spent = start.elapsed();
            let _ = events.send(Event::Searched(Searched {
                player,
                choice,
                spent,
            }));
        });
        self.running = Some(Running {
            stop,
            infinite,
            game: self.game.clone(),
            answered: None,
        });
        Ok(())
    }

    /// The last `info` lines and `bestmove` of a decision.
    fn answer(&self, game: &Game, choice: &Choice, spent: Duration, out: &Out) -> Result<()> {
        let ms = spent.as_millis();
        let token = game.token(choice.action);
        if !game.legal_actions().contains(&choice.action) {
            say(
                out,
                &format!(
                    "info string error the player '{}' chose an illegal action '{token}'\n\
                     bestmove none",
                    self.spec
                ),
            )?;
            return Ok(());
        }
        let mut text = format!("info time {ms}");
        if choice.nodes > 0 {
            let nps = u128::from(choice.nodes) * 1_000_000 / spent.as_micros().max(1);
            let _ = write!(text, " nodes {} nps {nps}", choice.nodes);
        }
        if let Some(tree) = choice.tree {
            let _ = write!(text, " hashfull {}", tree.permille());
        }
        text.push('\n');
        if !choice.info.is_empty() {
            let _ = writeln!(text, "info string {}", choice.info);
        }
        let _ = write!(text, "bestmove {token}");
        say(out, &text)
    }

    /// `d`: the rules, the player and the moves, then the position as `morris show` prints it.
    fn show(&self) -> String {
        let game = &self.game;
        let moves: Vec<String> = game.actions().iter().map(|&a| game.token(a)).collect();
        format!(
            "rules {}, player {}, moves: {}\n{}",
            self.rules.name(),
            self.spec,
            if moves.is_empty() {
                "-".to_string()
            } else {
                moves.join(" ")
            },
            morris_zero::game::display::describe(game)
        )
    }
}

/// `uci`'s and `ponderhit`'s word on pondering.
const PONDER_NOTE: &str =
    "info string pondering is not supported: no Ponder option, go ponder searches as go";

/// The listener that writes a search's progress as `info` lines: `depth`, `score cp` (a man is
/// 100; for searches that estimate a value, 100 times it, -100 a loss to +100 a win) or
/// `score mate N` (N moves of the side to move, negative when it loses), `nodes`, `nps`,
/// `hashfull` (thousandths of the tree's memory cap in use, for the searches that keep a tree),
/// `time` and the best move as `pv`.
fn info_lines(game: Game, out: Out) -> Listener {
    Listener(Arc::new(move |p: &Progress| {
        let _ = say(&out, &info_line(&game, p));
    }))
}

fn info_line(game: &Game, p: &Progress) -> String {
    let mut line = String::from("info");
    if let Some(depth) = p.depth {
        let _ = write!(line, " depth {depth}");
    }
    match (p.score, p.value) {
        (Some(Score::Eval(e)), _) => {
            let _ = write!(line, " score cp {}", e / 10);
        }
        (Some(Score::Win(plies)), _) => {
            let _ = write!(line, " score mate {}", plies.div_ceil(2));
        }
        (Some(Score::Loss(plies)), _) => {
            let _ = write!(line, " score mate -{}", plies.div_ceil(2).max(1));
        }
        (None, Some(v)) => {
            let _ = write!(line, " score cp {}", (v * 100.0).round() as i32);
        }
        (None, None) => {}
    }
    let ms = p.elapsed.as_millis();
    let nps = u128::from(p.nodes) * 1000 / ms.max(1);
    let _ = write!(line, " nodes {} nps {nps}", p.nodes);
    if let Some(tree) = p.tree {
        let _ = write!(line, " hashfull {}", tree.permille());
    }
    let _ = write!(line, " time {ms} pv {}", game.token(p.best));
    line
}

/// The limits of `go`, and what could not be read (which is ignored). Clock times
/// (`wtime`/`btime`, `winc`/`binc`, `movestogo`) become a time for this decision: the side's
/// remaining time over the moves to go (30 when not given), plus most of its increment, and
/// never more than half of what is left. `infinite`: whether the search goes on until `stop`.
fn parse_go(args: &[&str], side: Color) -> (Budget, bool, Vec<String>) {
    let mut budget = Budget::default();
    let mut infinite = false;
    let mut errors = Vec::new();
    let mut clock = TimeControl::default();
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        let takes_value = matches!(
            key,
            "depth" | "nodes" | "movetime" | "wtime" | "btime" | "winc" | "binc" | "movestogo"
        );
        if !takes_value {
            match key {
                "infinite" => infinite = true,
                "ponder" => errors.push(
                    "ponder is not supported: searching as go without it (no Ponder option)"
                        .to_string(),
                ),
                _ => errors.push(format!("unknown parameter '{key}' (ignored)")),
            }
            i += 1;
            continue;
        }
        let Some(value) = args.get(i + 1) else {
            errors.push(format!("'{key}' needs a number (ignored)"));
            break;
        };
        i += 2;
        // Clock times may be negative in some GUIs when a side has overstepped: count as 0.
        let number = value
            .parse::<i64>()
            .ok()
            .map(|v| u64::try_from(v.max(0)).unwrap_or(0));
        let Some(number) = number else {
            errors.push(format!("{key} '{value}' is not a whole number (ignored)"));
            continue;
        };
        match key {
            "depth" => match u32::try_from(number) {
                Ok(d) if d > 0 => budget.depth = Some(d),
                _ => errors.push(format!("depth '{value}' must be from 1 (ignored)")),
            },
            "nodes" if number > 0 => budget.nodes = Some(number),
            "movetime" if number > 0 => clock.movetime = Some(Duration::from_millis(number)),
            "nodes" | "movetime" => {
                errors.push(format!("{key} '{value}' must be from 1 (ignored)"));
            }
            "wtime" => clock.left[0] = Some(Duration::from_millis(number)),
            "btime" => clock.left[1] = Some(Duration::from_millis(number)),
            "winc" => clock.increment[0] = Duration::from_millis(number),
            "binc" => clock.increment[1] = Duration::from_millis(number),
            _ => clock.moves_to_go = Some(number.max(1)),
        }
    }
    budget.time = clock.time_for(side);
    (budget, infinite, errors)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    /// A buffer the engine's threads write to and the test reads.
    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);

    impl Write for Buffer {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn session(input: &str) -> String {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let mut engine =
            Engine::new("standard".into(), rules, "alphabeta:depth=2".into(), 1).unwrap();
        let out = Buffer::default();
        engine
            .run(Cursor::new(input.to_string()), out.clone())
            .unwrap();
        String::from_utf8(out.0.lock().unwrap().clone()).unwrap()
    }

    #[test]
    fn go_reads_its_limits() {
        let (b, infinite, e) = parse_go(
            &["depth", "3", "nodes", "500", "movetime", "20"],
            Color::White,
        );
        assert!(!infinite);
        assert_eq!(
            (b.depth, b.nodes, b.time),
            (Some(3), Some(500), Some(Duration::from_millis(20)))
        );
        assert!(e.is_empty());
        let (b, _, _) = parse_go(
            &["wtime", "60000", "btime", "3000", "binc", "100"],
            Color::Black,
        );
        assert_eq!(b.time, Some(Duration::from_millis(3000 / 30 + 75)));
        let (b, _, e) = parse_go(&["depth", "x", "frob", "nodes"], Color::White);
        assert_eq!((b.depth, b.nodes, b.time), (None, None, None));
        assert_eq!(e.len(), 3, "{e:?}");
        let (b, infinite, e) = parse_go(&["infinite", "ponder"], Color::White);
        assert!(infinite && b.time.is_none());
        assert!(e[0].starts_with("ponder is not supported"), "{e:?}");
    }

    #[test]
    fn a_bad_position_leaves_the_last_one() {
        let text = session(
            "position startpos moves d1 a1 d2 a4 d3\nposition startpos moves d1 d1\ngo depth 1\nquit\ngo\n",
        );
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[0].starts_with("info string error position: move 2 'd1'"),
            "{text}"
        );
        assert!(lines.last().unwrap().starts_with("bestmove x"), "{text}");
        // Nothing is read after quit.
        assert_eq!(text.matches("bestmove").count(), 1, "{text}");
    }
}
