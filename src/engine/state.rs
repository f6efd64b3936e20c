//! The engine's state between commands (the rules, the player, the seed, the position) and
//! what each command does to it, with no input, output or thread: `Engine::apply` takes a
//! command and returns a `Step`, the text to write and the search to run, and
//! `Engine::searched` takes the search's answer back.

use super::command::{Command, EngineOption, Go, PositionCommand};
use super::info::{PONDER_NOTE, answer};
use crate::agents::{Agent, Budget, Choice, Panicked, SpecError, from_spec, players};
use crate::game::display::describe;
use crate::game::game_from_text;
use crate::game::{Game, MoveError, PositionError, Rules, RulesError, SetupError};
use crate::seeds::derive_seed;
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;

/// `go infinite`'s time: a year, ended by `stop`.
pub const UNTIL_STOPPED: Duration = Duration::from_secs(365 * 24 * 3600);

/// The engine between commands.
pub struct Engine {
    rules_name: String,
    rules: Arc<Rules>,
    spec: String,
    /// `None` while it searches (`SearchRequest::player`).
    player: Option<Box<dyn Agent>>,
    seed: u64,
    /// Games started so far (`ucinewgame`), for the players' seeds.
    games: usize,
    game: Game,
}

/// What is left to do after a command.
pub enum Step {
    /// Write this text (nothing when it is empty) and read on.
    Reply(String),
    /// Write this text (nothing when it is empty), then run the search.
    Search(String, SearchRequest),
    /// `quit`.
    Quit,
}

/// A search that `go` asks for. Whoever runs it adds its stop flag and listener to the budget
/// and gives the player back through `Engine::searched`.
pub struct SearchRequest {
    pub player: Box<dyn Agent>,
    /// The position it searches, to check and name its move.
    pub game: Game,
    pub budget: Budget,
    /// `go infinite`: its `bestmove` waits for `stop`.
    pub infinite: bool,
}

/// A `setoption` or `position` that could be read but not applied; the engine is left as it
/// was.
#[derive(Debug, Error)]
pub enum EngineError {
    #[error("setoption: {0}")]
    Rules(RulesError),
    #[error("setoption: the player '{spec}' under these rules: {error}")]
    PlayerUnderRules { spec: String, error: Box<SpecError> },
    #[error("setoption: players: {}: {error}", players())]
    Player { error: Box<SpecError> },
    #[error("position: fen '{text}': {error}; the position is unchanged")]
    Fen {
        text: String,
        error: Box<PositionError>,
    },
    #[error(
        "position: move {index} '{token}' cannot be played: {error}; the position is unchanged"
    )]
    Move {
        /// The token's number, from 1.
        index: usize,
        token: String,
        error: MoveError,
    },
}

impl Engine {
    /// An engine for `spec` under `rules` (named `rules_name` in `uci`'s option line), at the
    /// start position.
    ///
    /// # Errors
    /// A bad player spec.
    pub fn new(
        rules_name: String,
        rules: Arc<Rules>,
        spec: String,
        seed: u64,
    ) -> Result<Engine, SpecError> {
        let mut player = from_spec(&spec, &rules)?;
        player.new_game(derive_seed(seed, 0, 1));
        Ok(Engine {
            rules_name,
            game: Game::new(rules.clone()),
            rules,
            spec,
            player: Some(player),
            seed,
            games: 0,
        })
    }

    /// The current game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Carries out a command while no search runs. `stop` has nothing to stop here.
    pub fn apply(&mut self, command: Command) -> Step {
        let reply = match command {
            Command::Uci => self.uci(),
            Command::IsReady => "readyok".to_string(),
            Command::UciNewGame => {
                self.new_game();
                String::new()
            }
            Command::SetOption(option) => error_text(self.set_option(option)),
            Command::Position(position) => error_text(self.set_position(&position)),
            Command::Go(go) => return self.go(&go),
            Command::Show => self.show(),
            Command::PonderHit => PONDER_NOTE.to_string(),
            Command::Quit => return Step::Quit,
            Command::Stop | Command::Ignored => String::new(),
        };
        Step::Reply(reply)
    }

    /// `uci`'s reply.
    fn uci(&self) -> String {
        format!(
            "id name morris-zero {}\nid author the morris-zero authors\n\
             option name Rules type string default {}\n\
             option name Player type string default {}\n\
             option name Seed type string default {}\n{PONDER_NOTE}\nuciok",
            env!("CARGO_PKG_VERSION"),
            self.rules_name,
            self.spec,
            self.seed
        )
    }

    /// `ucinewgame`: the start position, and the player's next game with the next seed.
    fn new_game(&mut self) {
        self.games += 1;
        if let Some(player) = &mut self.player {
            player.new_game(derive_seed(self.seed, self.games, 1));
        }
        self.game = Game::new(self.rules.clone());
    }

    /// `setoption`: new rules (a new player for them, the start position), a new player, or
    /// the seed of the player's later games.
    ///
    /// # Errors
    /// Rules that cannot be loaded, or a player that cannot be built; nothing changes.
    pub fn set_option(&mut self, option: EngineOption) -> Result<(), EngineError> {
        match option {
            EngineOption::Rules(name) => {
                let rules = Arc::new(Rules::load(&name).map_err(EngineError::Rules)?);
                let mut player = from_spec(&self.spec, &rules).map_err(|error| {
                    let spec = self.spec.clone();
                    let error = Box::new(error);
                    EngineError::PlayerUnderRules { spec, error }
                })?;
                player.new_game(derive_seed(self.seed, self.games, 1));
                self.rules_name = name;
                self.game = Game::new(rules.clone());
                self.rules = rules;
                self.player = Some(player);
            }
            EngineOption::Player(spec) => {
                let mut player =
                    from_spec(&spec, &self.rules).map_err(|error| EngineError::Player {
                        error: Box::new(error),
                    })?;
                player.new_game(derive_seed(self.seed, self.games, 1));
                self.spec = spec;
                self.player = Some(player);
            }
            EngineOption::Seed(seed) => self.seed = seed,
        }
        Ok(())
    }

    /// `position`: all or nothing.
    ///
    /// # Errors
    /// A text that cannot be read or a move that cannot be played (named with its number);
    /// the position is unchanged.
    pub fn set_position(&mut self, position: &PositionCommand) -> Result<(), EngineError> {
        let text = position.fen.as_deref();
        let moves = position.moves.join(" ");
        self.game = game_from_text(&self.rules, text, &moves).map_err(|e| match e {
            SetupError::Position(error) => EngineError::Fen {
                text: text.unwrap_or_default().to_string(),
                error: Box::new(error),
            },
            SetupError::Move {
                index,
                token,
                error,
            } => EngineError::Move {
                index,
                token,
                error,
            },
        })?;
        Ok(())
    }

    /// `go`: what it could not read, then the search, or `bestmove none` when the game is over.
    fn go(&mut self, go: &Go) -> Step {
        let mut lines: Vec<String> = go
            .ignored
            .iter()
            .map(|e| format!("info string error go: {e}"))
            .collect();
        if let Some(outcome) = self.game.outcome() {
            lines.push(format!("info string game over, {outcome}\nbestmove none"));
            return Step::Reply(lines.join("\n"));
        }
        let Some(player) = self.player.take() else {
            lines.push(
                "info string error the player could not be rebuilt; setoption name Player first"
                    .to_string(),
            );
            return Step::Reply(lines.join("\n"));
        };
        let time = if go.infinite {
            Some(UNTIL_STOPPED)
        } else {
            go.time.time_for(self.game.position().side_to_move())
        };
        let budget = Budget {
            depth: go.depth,
            nodes: go.nodes,
            time,
            ..Budget::default()
        };
        let search = SearchRequest {
            player,
            game: self.game.clone(),
            budget,
            infinite: go.infinite,
        };
        Step::Search(lines.join("\n"), search)
    }

    /// A search's answer: the player back, and the `bestmove` text for its `choice` at `game`
    /// (which took `spent`). A player that panicked is replaced by a fresh one.
    pub fn searched(
        &mut self,
        player: Box<dyn Agent>,
        game: &Game,
        choice: &Result<Choice, Panicked>,
        spent: Duration,
    ) -> String {
        self.player = Some(player);
        match choice {
            Ok(choice) => answer(&self.spec, game, choice, spent),
            Err(why) => {
                // A player that panicked may be in any state: a fresh one.
                if let Ok(mut player) = from_spec(&self.spec, &self.rules) {
                    player.new_game(derive_seed(self.seed, self.games, 1));
                    self.player = Some(player);
                }
                format!("info string error the player failed: {why}\nbestmove none")
            }
        }
    }

    /// `d`: the rules, the player and the moves, then the position as `morris show` prints it.
    fn show(&self) -> String {
        let game = &self.game;
        let moves: Vec<String> = game.actions().iter().map(|&a| game.token(a)).collect();
        let text = format!(
            "rules {}, player {}, moves: {}\n{}",
            self.rules.name(),
            self.spec,
            if moves.is_empty() {
                "-".to_string()
            } else {
                moves.join(" ")
            },
            describe(game)
        );
        text.trim_end().to_string()
    }
}

/// An error's `info string error` line, or nothing.
fn error_text(result: Result<(), EngineError>) -> String {
    result.map_or_else(|e| format!("info string error {e}"), |()| String::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::command::parse;

    fn engine(spec: &str) -> Engine {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        Engine::new("standard".into(), rules, spec.into(), 1).unwrap()
    }

    /// The text a line's command writes (a parse error as the I/O layer writes it).
    fn reply(engine: &mut Engine, line: &str) -> String {
        let command = match parse(line) {
            Ok(command) => command,
            Err(e) => return format!("info string error {e}"),
        };
        match engine.apply(command) {
            Step::Reply(text) => text,
            Step::Search(..) => panic!("{line}: a search"),
            Step::Quit => "quit".into(),
        }
    }

    /// The search a `go` line asks for, and the text written before it.
    fn search(engine: &mut Engine, line: &str) -> (String, SearchRequest) {
        match engine.apply(parse(line).unwrap()) {
            Step::Search(text, search) => (text, search),
            Step::Reply(text) => panic!("{line}: {text}"),
            Step::Quit => panic!("{line}: quit"),
        }
    }

    fn moves(engine: &Engine) -> String {
        let game = engine.game();
        let tokens: Vec<String> = game.actions().iter().map(|&a| game.token(a)).collect();
        tokens.join(" ")
    }

    #[test]
    fn uci_names_the_options_with_their_values() {
        let mut e = engine("greedy");
        assert_eq!(reply(&mut e, "setoption name Seed value 7"), "");
        let text = reply(&mut e, "uci");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            concat!("id name morris-zero ", env!("CARGO_PKG_VERSION"))
        );
        assert_eq!(lines[2], "option name Rules type string default standard");
        assert_eq!(lines[3], "option name Player type string default greedy");
        assert_eq!(lines[4], "option name Seed type string default 7");
        assert_eq!(lines[5], PONDER_NOTE);
        assert_eq!(lines.last(), Some(&"uciok"));
        assert_eq!(reply(&mut e, "isready"), "readyok");
        assert_eq!(reply(&mut e, "ponderhit"), PONDER_NOTE);
        for quiet in ["stop", "debug on", ""] {
            assert_eq!(reply(&mut e, quiet), "", "{quiet:?}");
        }
        assert_eq!(reply(&mut e, "quit"), "quit");
    }

    #[test]
    fn a_position_applies_completely_or_not_at_all() {
        let mut e = engine("greedy");
        assert_eq!(reply(&mut e, "position startpos moves d1 a1 d2 a4 d3"), "");
        assert_eq!(moves(&e), "d1 a1 d2 a4 d3");
        let err = reply(&mut e, "position startpos moves d1 a1 a1 d2");
        assert!(
            err.starts_with("info string error position: move 3 'a1' cannot be played: illegal")
                && err.ends_with("; the position is unchanged"),
            "{err}"
        );
        let err = reply(&mut e, "position fen whatever moves d1");
        assert!(
            err.starts_with("info string error position: fen 'whatever': white: 'whatever' is not")
                && err.ends_with("; the position is unchanged"),
            "{err}"
        );
        assert!(reply(&mut e, "position").starts_with("info string error position: expected"));
        assert_eq!(moves(&e), "d1 a1 d2 a4 d3");
        let text = "white d1 d2 d3 hand 6 | black a1 a4 hand 7 | white to capture 1";
        assert_eq!(reply(&mut e, &format!("position fen {text} moves xa1")), "");
        assert_eq!(moves(&e), "xa1");
        let shown = reply(&mut e, "d");
        assert!(
            shown.starts_with("rules standard, player greedy, moves: xa1\n"),
            "{shown}"
        );
        assert!(
            shown.ends_with("\nlegal: a1 g1 b2 f2 c3 e3 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7"),
            "{shown}"
        );
        assert_eq!(reply(&mut e, "ucinewgame"), "");
        assert_eq!(moves(&e), "");
        assert!(reply(&mut e, "show").contains(", moves: -\n"));
    }

    #[test]
    fn options_that_cannot_apply_change_nothing() {
        let mut e = engine("greedy");
        assert_eq!(reply(&mut e, "position startpos moves d1"), "");
        let err = reply(&mut e, "setoption name Rules value nonsense");
        assert!(
            err.starts_with("info string error setoption: unknown rules preset 'nonsense'"),
            "{err}"
        );
        let err = reply(&mut e, "setoption name Player value nobody");
        assert!(
            err.starts_with("info string error setoption: players: random, greedy,"),
            "{err}"
        );
        assert!(err.ends_with(&format!(
            ": unknown player 'nobody' in 'nobody'; players: {}",
            players()
        )));
        let err = reply(&mut e, "setoption name Seed value x");
        assert!(
            err.starts_with("info string error setoption: seed 'x'"),
            "{err}"
        );
        assert_eq!(moves(&e), "d1");
        assert!(reply(&mut e, "uci").contains("default greedy\n"));
        // Good rules: a new player, the start position.
        let mut e = engine("greedy");
        assert_eq!(reply(&mut e, "position startpos moves d1"), "");
        assert_eq!(reply(&mut e, "setoption name Rules value three"), "");
        assert_eq!(moves(&e), "");
        assert!(reply(&mut e, "d").starts_with("rules three, player greedy"));
        assert_eq!(reply(&mut e, "setoption name Player value random"), "");
        assert!(reply(&mut e, "d").starts_with("rules three, player random"));
    }

    #[test]
    fn go_asks_for_a_search_with_its_limits() {
        let mut e = engine("alphabeta:depth=2");
        let (text, s) = search(&mut e, "go depth x nodes 500 wtime 3000 btime 60000");
        assert_eq!(
            text,
            "info string error go: depth 'x' is not a whole number (ignored)"
        );
        assert_eq!((s.budget.depth, s.budget.nodes), (None, Some(500)));
        // White to move: White's clock over 30 moves.
        assert_eq!(s.budget.time, Some(Duration::from_millis(100)));
        assert!(!s.infinite && s.budget.stop.is_none());
        // While it searches, the player is the search's.
        let SearchRequest {
            mut player,
            game,
            budget,
            ..
        } = s;
        let choice = player.choose(&game, &budget);
        let text = e.searched(player, &game, &Ok(choice), Duration::from_millis(5));
        assert!(
            text.starts_with("info time 5 nodes ") && text.contains("\nbestmove "),
            "{text}"
        );
        let (text, s) = search(&mut e, "go infinite movetime 10");
        assert_eq!((text.as_str(), s.infinite), ("", true));
        assert_eq!(s.budget.time, Some(UNTIL_STOPPED));
        // A player that panicked is rebuilt.
        let failed = Err(Panicked {
            message: "boom".into(),
        });
        let text = e.searched(s.player, &s.game, &failed, Duration::ZERO);
        assert_eq!(
            text,
            "info string error the player failed: boom\nbestmove none"
        );
        assert_eq!(reply(&mut e, "position startpos moves d1"), "");
        let (_, s) = search(&mut e, "go movetime 20");
        assert_eq!(s.budget.time, Some(Duration::from_millis(20)));
        assert_eq!(s.game.actions().len(), 1);
    }

    #[test]
    fn go_after_the_end_answers_none() {
        let mut e = engine("greedy");
        assert_eq!(reply(&mut e, "setoption name Rules value three"), "");
        assert_eq!(
            reply(&mut e, "position startpos moves a1 a2 b1 b2 c1 xa2"),
            ""
        );
        assert_eq!(
            reply(&mut e, "go frob"),
            "info string error go: unknown parameter 'frob' (ignored)\n\
             info string game over, result: white (black has fewer than three men)\n\
             bestmove none"
        );
    }
}
