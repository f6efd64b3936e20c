//! `morris engine`: a player behind a UCI-like line protocol on standard input and output,
//! for GUIs, match runners and scripts. Every reply is flushed at once.
//!
//! | command | reply |
//! |---------|-------|
//! | `uci` | `id name morris-zero VERSION`, `id author ...`, `option ...` lines, `uciok` |
//! | `isready` | `readyok` |
//! | `ucinewgame` | none: the start position, and `Agent::new_game` with the next seed |
//! | `setoption name Rules value NAME\|PATH` | none; the rules, a new player, the start position |
//! | `setoption name Player value SPEC` | none; a new player |
//! | `setoption name Seed value N` | none; seeds the player's later games |
//! | `position startpos [moves T1 T2 ...]` | none; one token per decision |
//! | `position fen TEXT [moves T1 T2 ...]` | none; TEXT is a position in the project's notation (`white a1 a7 g1 \| black d5 e5 f4 \| white to fly`) or, on the 24-point board, Sanmill's FEN; the game has no history before it |
//! | `go [depth D] [nodes N] [movetime MS] [wtime/btime/winc/binc/movestogo ...]` | `info ...` lines, then `bestmove TOKEN`, or `bestmove none` once the game is over |
//! | `d` or `show` | the rules, the player and the moves, then what `morris show` prints: the board, the position in both notations, the legal moves or the result |
//! | `stop`, `ponderhit` | none (searches are synchronous) |
//! | `quit` (or the end of the input) | the engine exits |
//!
//! Errors never stop the engine: they are answered `info string error ...`, and the state
//! is left as it was. In particular a `position` with a text that cannot be read or a token
//! that cannot be played (named with its number, from 1) leaves the previous position
//! unchanged: a `position` command applies completely or not at all.

use super::load_rules;
use super::play::read_line;
use anyhow::{Context, Result};
use clap::Args;
use morris_zero::agents::{Agent, Budget, from_spec, players};
use morris_zero::game::{Color, Game, Position, Rules};
use morris_zero::seeds::derive_seed;
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::Arc;
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
    let rules = load_rules(&args.rules)?;
    let mut engine = Engine::new(args.rules.clone(), rules, args.player.clone(), args.seed)?;
    let stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    engine.run(stdin, stdout)?;
    Ok(ExitCode::SUCCESS)
}

/// The engine's state between commands.
pub struct Engine {
    rules_name: String,
    rules: Arc<Rules>,
    spec: String,
    player: Box<dyn Agent>,
    seed: u64,
    /// Games started so far (`ucinewgame`), for the players' seeds.
    games: usize,
    game: Game,
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
            player,
            seed,
            games: 0,
        })
    }

    /// Answers commands from `input` until `quit` or the end of the input.
    ///
    /// # Errors
    /// Failed reading or writing only; bad commands are answered and the loop goes on.
    pub fn run(&mut self, mut input: impl BufRead, mut out: impl Write) -> Result<()> {
        while let Some(line) = read_line(&mut input)? {
            let flow = self.command(&line, &mut out)?;
            out.flush()?;
            if flow == Flow::Quit {
                break;
            }
        }
        Ok(())
    }

    fn command(&mut self, line: &str, out: &mut impl Write) -> Result<Flow> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&name, args)) = words.split_first() else {
            return Ok(Flow::Continue);
        };
        match name {
            "uci" => {
                writeln!(out, "id name morris-zero {}", env!("CARGO_PKG_VERSION"))?;
                writeln!(out, "id author the morris-zero authors")?;
                writeln!(
                    out,
                    "option name Rules type string default {}",
                    self.rules_name
                )?;
                writeln!(out, "option name Player type string default {}", self.spec)?;
                writeln!(out, "option name Seed type string default {}", self.seed)?;
                writeln!(out, "uciok")?;
            }
            "isready" => writeln!(out, "readyok")?,
            "ucinewgame" => {
                self.games += 1;
                self.player.new_game(derive_seed(self.seed, self.games, 1));
                self.game = Game::new(self.rules.clone());
            }
            "setoption" => {
                if let Err(e) = self.set_option(args) {
                    writeln!(out, "info string error setoption: {e:#}")?;
                }
            }
            "position" => {
                if let Err(e) = self.set_position(args) {
                    writeln!(out, "info string error position: {e:#}")?;
                }
            }
            "go" => self.go(args, out)?,
            "d" | "show" => self.show(out)?,
            "stop" | "ponderhit" | "debug" | "register" => {}
            "quit" => return Ok(Flow::Quit),
            _ => writeln!(
                out,
                "info string error unknown command '{name}'; commands: uci isready ucinewgame \
                 setoption position go d quit"
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
                self.player = player;
            }
            "player" => {
                let mut player = from_spec(value, &self.rules)
                    .with_context(|| format!("players: {}", players()))?;
                player.new_game(derive_seed(self.seed, self.games, 1));
                self.spec = value.to_string();
                self.player = player;
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
        let (mut game, after) = match args {
            ["startpos", after @ ..] => (Game::new(self.rules.clone()), after),
            ["fen", rest @ ..] => {
                let n = rest
                    .iter()
                    .position(|&w| w == "moves")
                    .unwrap_or(rest.len());
                let text = rest[..n].join(" ");
                let position = Position::parse(&self.rules, &text)
                    .map_err(|e| anyhow::anyhow!("fen '{text}': {e}; the position is unchanged"))?;
                (
                    Game::from_position(self.rules.clone(), position),
                    &rest[n..],
                )
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
        for (i, token) in tokens.iter().enumerate() {
            game.play_token(token).map_err(|e| {
                anyhow::anyhow!(
                    "move {} '{token}' cannot be played: {e}; the position is unchanged",
                    i + 1
                )
            })?;
        }
        self.game = game;
        Ok(())
    }

    /// `go`: the limits, the search, `info` lines and `bestmove`.
    fn go(&mut self, args: &[&str], out: &mut impl Write) -> Result<()> {
        let (budget, errors) = parse_go(args, self.game.position().side_to_move());
        for e in errors {
            writeln!(out, "info string error go: {e}")?;
        }
        if let Some(outcome) = self.game.outcome() {
            writeln!(out, "info string game over, {outcome}")?;
            writeln!(out, "bestmove none")?;
            return Ok(());
        }
        let start = Instant::now();
        let choice = self.player.choose(&self.game, &budget);
        let spent = start.elapsed();
        let ms = spent.as_millis();
        let token = self.game.token(choice.action);
        if !self.game.legal_actions().contains(&choice.action) {
            writeln!(
                out,
                "info string error the player '{}' chose an illegal action '{token}'",
                self.spec
            )?;
            writeln!(out, "bestmove none")?;
            return Ok(());
        }
        if choice.nodes > 0 {
            let nps = u128::from(choice.nodes) * 1_000_000 / spent.as_micros().max(1);
            writeln!(out, "info time {ms} nodes {} nps {nps}", choice.nodes)?;
        } else {
            writeln!(out, "info time {ms}")?;
        }
        if !choice.info.is_empty() {
            writeln!(out, "info string {}", choice.info)?;
        }
        writeln!(out, "bestmove {token}")?;
        Ok(())
    }

    /// `d`: the rules, the player and the moves, then the position as `morris show` prints it.
    fn show(&self, out: &mut impl Write) -> Result<()> {
        let game = &self.game;
        let moves: Vec<String> = game.actions().iter().map(|&a| game.token(a)).collect();
        writeln!(
            out,
            "rules {}, player {}, moves: {}",
            self.rules.name(),
            self.spec,
            if moves.is_empty() {
                "-".to_string()
            } else {
                moves.join(" ")
            }
        )?;
        write!(out, "{}", super::show::describe(game))?;
        Ok(())
    }
}

/// The limits of `go`, and what could not be read (which is ignored). Clock times
/// (`wtime`/`btime`, `winc`/`binc`, `movestogo`) become a time for this decision: the side's
/// remaining time over the moves to go (30 when not given), plus most of its increment, and
/// never more than half of what is left.
fn parse_go(args: &[&str], side: Color) -> (Budget, Vec<String>) {
    let mut budget = Budget::default();
    let mut errors = Vec::new();
    let mut clock = [None::<u64>; 2];
    let mut inc = [0u64; 2];
    let mut moves_to_go = None::<u64>;
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        let takes_value = matches!(
            key,
            "depth" | "nodes" | "movetime" | "wtime" | "btime" | "winc" | "binc" | "movestogo"
        );
        if !takes_value {
            if !matches!(key, "infinite" | "ponder") {
                errors.push(format!("unknown parameter '{key}' (ignored)"));
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
            "movetime" if number > 0 => budget.time = Some(Duration::from_millis(number)),
            "nodes" | "movetime" => {
                errors.push(format!("{key} '{value}' must be from 1 (ignored)"));
            }
            "wtime" => clock[0] = Some(number),
            "btime" => clock[1] = Some(number),
            "winc" => inc[0] = number,
            "binc" => inc[1] = number,
            _ => moves_to_go = Some(number.max(1)),
        }
    }
    if budget.time.is_none() {
        if let Some(left) = clock[side.index()] {
            let share = left / moves_to_go.unwrap_or(30) + inc[side.index()] * 3 / 4;
            let ms = share.min(left / 2).max(1);
            budget.time = Some(Duration::from_millis(ms));
        }
    }
    (budget, errors)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn session(input: &str) -> String {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let mut engine =
            Engine::new("standard".into(), rules, "alphabeta:depth=2".into(), 1).unwrap();
        let mut out = Vec::new();
        engine.run(Cursor::new(input), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn go_reads_its_limits() {
        let (b, e) = parse_go(
            &["depth", "3", "nodes", "500", "movetime", "20"],
            Color::White,
        );
        assert_eq!(
            (b.depth, b.nodes, b.time),
            (Some(3), Some(500), Some(Duration::from_millis(20)))
        );
        assert!(e.is_empty());
        let (b, _) = parse_go(
            &["wtime", "60000", "btime", "3000", "binc", "100"],
            Color::Black,
        );
        assert_eq!(b.time, Some(Duration::from_millis(3000 / 30 + 75)));
        let (b, e) = parse_go(&["depth", "x", "frob", "nodes"], Color::White);
        assert_eq!((b.depth, b.nodes, b.time), (None, None, None));
        assert_eq!(e.len(), 3, "{e:?}");
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
