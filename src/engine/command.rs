//! The protocol's commands: one line of input read into a `Command`, or a `CommandError`
//! naming what is wrong with it. Reading needs no engine, no thread and no process, so every
//! form and every error is tested here. Words are separated by whitespace; commands and `go`'s
//! parameters are case-sensitive, option names are not; words after a command that takes none
//! are ignored.

use crate::agents::TimeControl;
use std::num::ParseIntError;
use std::time::Duration;
use thiserror::Error;

/// One line of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Uci,
    IsReady,
    UciNewGame,
    SetOption(EngineOption),
    Position(PositionCommand),
    Go(Go),
    Stop,
    PonderHit,
    /// `d` or `show`.
    Show,
    Quit,
    /// An empty line, `debug` or `register`: nothing to do.
    Ignored,
}

/// `setoption name NAME value VALUE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineOption {
    /// A rules preset's name or a rules file's path.
    Rules(String),
    /// A player spec.
    Player(String),
    Seed(u64),
}

/// `position startpos|fen TEXT [moves T1 T2 ...]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionCommand {
    /// The position's text after `fen` (its words joined by single spaces); `None`: `startpos`.
    pub fen: Option<String>,
    /// One token per decision.
    pub moves: Vec<String>,
}

/// `go` and its limits. Parameters that cannot be read are left out and listed in
/// `ignored`; the search runs without them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// `movetime`, `wtime`/`btime`, `winc`/`binc`, `movestogo`.
    pub time: TimeControl,
    /// `go infinite`: the search runs until `stop`.
    pub infinite: bool,
    /// What could not be read, in order.
    pub ignored: Vec<GoError>,
}

/// The longest line kept, in bytes: a `position` with every move of a game at the largest
/// `max_plies` (65,535 moves of up to 9 bytes) is about 590 KB. A longer line is read to its
/// end and refused, so that input without line breaks cannot fill the memory.
pub const MAX_LINE: usize = 1 << 20;

/// A line longer than `MAX_LINE`, read to its end and dropped (its bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("a line of {0} bytes was ignored: lines are read up to {MAX_LINE} bytes")]
pub struct LineTooLong(pub usize);

/// A line that is not a command this engine can carry out.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CommandError {
    #[error(
        "unknown command '{0}'; commands: uci isready ucinewgame setoption position go stop d quit"
    )]
    Unknown(String),
    #[error("setoption: {0}")]
    SetOption(OptionError),
    #[error("position: {0}")]
    Position(PositionUsageError),
    /// A line longer than the engine reads.
    #[error(transparent)]
    TooLong(#[from] LineTooLong),
}

/// A `setoption` that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptionError {
    /// No `name`.
    #[error("expected 'setoption name NAME value VALUE'")]
    Usage,
    /// No `value`, or an empty one.
    #[error("option '{name}' needs a value ('setoption name {name} value ...')")]
    NoValue { name: String },
    #[error("unknown option '{name}'; options: Rules, Player, Seed")]
    Unknown { name: String },
    #[error("seed '{value}' is not a whole number: {error}")]
    Seed { value: String, error: ParseIntError },
}

/// A `position` whose form is wrong (its text and moves are checked when it is applied).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionUsageError {
    /// `position` alone.
    #[error("expected {POSITION_USAGE}")]
    Missing,
    /// Neither `startpos` nor `fen`.
    #[error("'{0}': expected {POSITION_USAGE}")]
    UnknownStart(String),
    /// A word after `startpos` other than `moves`.
    #[error("'{0}' after the position: expected 'moves' ({POSITION_USAGE})")]
    NotMoves(String),
}

const POSITION_USAGE: &str =
    "'position startpos [moves T1 T2 ...]' or 'position fen TEXT [moves T1 T2 ...]'";

/// A `go` parameter that cannot be read (and is ignored).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GoError {
    #[error("ponder is not supported: searching as go without it (no Ponder option)")]
    Ponder,
    #[error("unknown parameter '{0}' (ignored)")]
    UnknownParameter(String),
    /// A parameter that takes a number, last on the line.
    #[error("'{0}' needs a number (ignored)")]
    MissingValue(&'static str),
    #[error("{key} '{value}' is not a whole number (ignored)")]
    NotANumber { key: &'static str, value: String },
    /// `depth`, `nodes` or `movetime` below 1 (or a depth beyond `u32`).
    #[error("{key} '{value}' must be from 1 (ignored)")]
    NotPositive { key: &'static str, value: String },
}

/// `go`'s parameters that take a number.
const GO_NUMBERS: [&str; 8] = [
    "depth",
    "nodes",
    "movetime",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
];

/// Reads one line of input.
///
/// # Errors
/// An unknown command, or a `setoption` or `position` whose form is wrong. (`go`'s unreadable
/// parameters are not errors: `Go::ignored`.)
pub fn parse(line: &str) -> Result<Command, CommandError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&name, args)) = words.split_first() else {
        return Ok(Command::Ignored);
    };
    Ok(match name {
        "uci" => Command::Uci,
        "isready" => Command::IsReady,
        "ucinewgame" => Command::UciNewGame,
        "setoption" => Command::SetOption(parse_option(args).map_err(CommandError::SetOption)?),
        "position" => Command::Position(parse_position(args).map_err(CommandError::Position)?),
        "go" => Command::Go(parse_go(args)),
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        "d" | "show" => Command::Show,
        "quit" => Command::Quit,
        "debug" | "register" => Command::Ignored,
        _ => return Err(CommandError::Unknown(name.to_string())),
    })
}

/// `setoption`'s words: `name NAME value VALUE`, NAME and VALUE as many words as they take.
fn parse_option(args: &[&str]) -> Result<EngineOption, OptionError> {
    let text = args.join(" ");
    let rest = text.strip_prefix("name ").ok_or(OptionError::Usage)?;
    let (name, value) = match rest.split_once(" value ") {
        Some((n, v)) => (n.trim(), v.trim()),
        None => (rest.trim(), ""),
    };
    let name = name.to_string();
    if value.is_empty() {
        return Err(OptionError::NoValue { name });
    }
    match name.to_ascii_lowercase().as_str() {
        "rules" => Ok(EngineOption::Rules(value.to_string())),
        "player" => Ok(EngineOption::Player(value.to_string())),
        "seed" => value.parse().map(EngineOption::Seed).map_err(|error| {
            let value = value.to_string();
            OptionError::Seed { value, error }
        }),
        _ => Err(OptionError::Unknown { name }),
    }
}

/// `position`'s words: `startpos` or `fen TEXT` (up to `moves`), then `moves` and the tokens.
fn parse_position(args: &[&str]) -> Result<PositionCommand, PositionUsageError> {
    let (fen, after) = match args {
        ["startpos", after @ ..] => (None, after),
        ["fen", rest @ ..] => {
            let n = rest
                .iter()
                .position(|&w| w == "moves")
                .unwrap_or(rest.len());
            (Some(rest[..n].join(" ")), &rest[n..])
        }
        [] => return Err(PositionUsageError::Missing),
        [other, ..] => return Err(PositionUsageError::UnknownStart(other.to_string())),
    };
    let moves = match after {
        [] => &[][..],
        ["moves", tokens @ ..] => tokens,
        [other, ..] => return Err(PositionUsageError::NotMoves(other.to_string())),
    };
    let moves = moves.iter().map(ToString::to_string).collect();
    Ok(PositionCommand { fen, moves })
}

/// `go`'s words; what cannot be read goes to `ignored`.
fn parse_go(args: &[&str]) -> Go {
    let mut go = Go::default();
    let mut words = args.iter().peekable();
    // A word `go` knows is never a value: `go wtime infinite` lacks wtime's value and is
    // infinite.
    let keyword = |w: &str| GO_NUMBERS.contains(&w) || matches!(w, "infinite" | "ponder");
    while let Some(&word) = words.next() {
        let Some(&key) = GO_NUMBERS.iter().find(|&&k| k == word) else {
            match word {
                "infinite" => go.infinite = true,
                "ponder" => go.ignored.push(GoError::Ponder),
                _ => go.ignored.push(GoError::UnknownParameter(word.to_string())),
            }
            continue;
        };
        let Some(&value) = words.next_if(|w| !keyword(w)) else {
            go.ignored.push(GoError::MissingValue(key));
            continue;
        };
        if let Err(e) = go.set(key, value) {
            go.ignored.push(e);
        }
    }
    go
}

impl Go {
    /// Sets the parameter `key` (one of `GO_NUMBERS`) to `value`.
    fn set(&mut self, key: &'static str, value: &str) -> Result<(), GoError> {
        // Clock times may be negative in some GUIs when a side has overstepped: count as 0.
        let number = value
            .parse::<i64>()
            .map(|v| u64::try_from(v.max(0)).unwrap_or(0))
            .map_err(|_| GoError::NotANumber {
                key,
                value: value.to_string(),
            })?;
        let not_positive = || GoError::NotPositive {
            key,
            value: value.to_string(),
        };
        let positive = Some(number).filter(|&n| n > 0);
        let ms = Duration::from_millis(number);
        match key {
            "depth" => {
                let depth = positive.and_then(|d| u32::try_from(d).ok());
                self.depth = Some(depth.ok_or_else(not_positive)?);
            }
            "nodes" => self.nodes = Some(positive.ok_or_else(not_positive)?),
            "movetime" => self.time.movetime = Some(positive.map(|_| ms).ok_or_else(not_positive)?),
            "wtime" => self.time.left[0] = Some(ms),
            "btime" => self.time.left[1] = Some(ms),
            "winc" => self.time.increment[0] = ms,
            "binc" => self.time.increment[1] = ms,
            _ => self.time.moves_to_go = Some(number.max(1)),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(line: &str) -> Go {
        match parse(line) {
            Ok(Command::Go(go)) => go,
            other => panic!("{line}: {other:?}"),
        }
    }

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn commands_without_arguments() {
        for (line, command) in [
            ("uci", Command::Uci),
            ("isready", Command::IsReady),
            ("ucinewgame", Command::UciNewGame),
            ("stop", Command::Stop),
            ("ponderhit", Command::PonderHit),
            ("d", Command::Show),
            ("show", Command::Show),
            ("quit", Command::Quit),
            ("", Command::Ignored),
            (" \t ", Command::Ignored),
            ("debug on", Command::Ignored),
            ("register later", Command::Ignored),
            // Words after a command that takes none are ignored.
            ("  isready now  ", Command::IsReady),
            ("quit\r", Command::Quit),
        ] {
            assert_eq!(parse(line), Ok(command), "{line:?}");
        }
    }

    #[test]
    fn an_unknown_command_is_named() {
        let err = parse("frobnicate a b").unwrap_err();
        assert_eq!(err, CommandError::Unknown("frobnicate".into()));
        assert_eq!(
            err.to_string(),
            "unknown command 'frobnicate'; commands: uci isready ucinewgame setoption position \
             go stop d quit"
        );
        // Commands are case-sensitive.
        assert_eq!(parse("UCI"), Err(CommandError::Unknown("UCI".into())));
    }

    #[test]
    fn setoption_reads_its_three_options() {
        for (line, option) in [
            (
                "setoption name Rules value three",
                EngineOption::Rules("three".into()),
            ),
            (
                "setoption name rules value configs/rules/my rules.toml",
                EngineOption::Rules("configs/rules/my rules.toml".into()),
            ),
            (
                "setoption  name  PLAYER   value  alphabeta:depth=3 ",
                EngineOption::Player("alphabeta:depth=3".into()),
            ),
            (
                "setoption name Player value a value b",
                EngineOption::Player("a value b".into()),
            ),
            ("setoption name seed value 7", EngineOption::Seed(7)),
        ] {
            assert_eq!(parse(line), Ok(Command::SetOption(option)), "{line}");
        }
    }

    #[test]
    fn setoption_names_what_is_wrong() {
        let option = |line: &str| match parse(line) {
            Err(CommandError::SetOption(e)) => e,
            other => panic!("{line}: {other:?}"),
        };
        for line in [
            "setoption",
            "setoption name",
            "setoption foo name Seed value 1",
        ] {
            assert_eq!(option(line), OptionError::Usage, "{line}");
        }
        let no_value = |name: &str| OptionError::NoValue { name: name.into() };
        assert_eq!(option("setoption name Foo"), no_value("Foo"));
        assert_eq!(option("setoption name Seed value"), no_value("Seed value"));
        assert_eq!(option("setoption name value x"), no_value("value x"));
        let err = option("setoption name Foo value 3");
        assert_eq!(err, OptionError::Unknown { name: "Foo".into() });
        assert_eq!(
            CommandError::SetOption(err).to_string(),
            "setoption: unknown option 'Foo'; options: Rules, Player, Seed"
        );
        for (value, why) in [
            ("x", "invalid digit found in string"),
            ("-3", "invalid digit found in string"),
            (
                "18446744073709551616",
                "number too large to fit in target type",
            ),
        ] {
            let err = option(&format!("setoption name Seed value {value}"));
            assert!(matches!(&err, OptionError::Seed { value: v, .. } if v == value));
            assert_eq!(
                err.to_string(),
                format!("seed '{value}' is not a whole number: {why}")
            );
        }
        assert_eq!(
            no_value("Foo").to_string(),
            "option 'Foo' needs a value ('setoption name Foo value ...')"
        );
    }

    #[test]
    fn position_reads_startpos_or_a_text_and_the_moves() {
        let position = |line: &str| match parse(line) {
            Ok(Command::Position(p)) => (p.fen, p.moves.join(" ")),
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(position("position startpos"), (None, String::new()));
        assert_eq!(position("position startpos moves"), (None, String::new()));
        assert_eq!(
            position("position startpos moves d1  a1 xd7"),
            (None, "d1 a1 xd7".into())
        );
        let text = "white d1 d2 d3 hand 6 | black a1 a4 hand 7 | white to capture 1";
        assert_eq!(
            position(&format!("position fen {text} moves xa1 b2")),
            (Some(text.into()), "xa1 b2".into())
        );
        assert_eq!(
            position("position fen  white a1   | black"),
            (Some("white a1 | black".into()), String::new())
        );
        // The text is read when the command is applied: an empty one is passed on.
        assert_eq!(
            position("position fen"),
            (Some(String::new()), String::new())
        );
        assert_eq!(
            position("position fen moves d1"),
            (Some(String::new()), "d1".into())
        );
    }

    #[test]
    fn position_names_what_is_wrong() {
        let usage = |line: &str| match parse(line) {
            Err(CommandError::Position(e)) => e,
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(usage("position"), PositionUsageError::Missing);
        assert_eq!(
            usage("position somewhere moves d1"),
            PositionUsageError::UnknownStart("somewhere".into())
        );
        assert_eq!(
            usage("position startpos foo moves d1"),
            PositionUsageError::NotMoves("foo".into())
        );
        let forms =
            "'position startpos [moves T1 T2 ...]' or 'position fen TEXT [moves T1 T2 ...]'";
        assert_eq!(
            parse("position").unwrap_err().to_string(),
            format!("position: expected {forms}")
        );
        assert_eq!(
            parse("position somewhere").unwrap_err().to_string(),
            format!("position: 'somewhere': expected {forms}")
        );
        assert_eq!(
            parse("position startpos foo").unwrap_err().to_string(),
            format!("position: 'foo' after the position: expected 'moves' ({forms})")
        );
    }

    #[test]
    fn go_reads_its_limits() {
        assert_eq!(go("go"), Go::default());
        let g = go("go depth 3 nodes 500 movetime 20");
        assert_eq!(
            (g.depth, g.nodes, g.time, g.infinite),
            (Some(3), Some(500), TimeControl::per_move(ms(20)), false)
        );
        assert!(g.ignored.is_empty());
        let g = go("go wtime 60000 btime 3000 winc 10 binc 100 movestogo 12");
        let time = TimeControl {
            movetime: None,
            left: [Some(ms(60_000)), Some(ms(3_000))],
            increment: [ms(10), ms(100)],
            moves_to_go: Some(12),
        };
        assert_eq!((g.time, g.ignored.len()), (time, 0));
        // An overstepped clock counts as 0; 0 moves to go as 1; the last value of a repeated
        // parameter counts.
        let g = go("go wtime -50 movestogo 0 depth 2 depth 5");
        assert_eq!(g.time.left, [Some(ms(0)), None]);
        assert_eq!((g.time.moves_to_go, g.depth), (Some(1), Some(5)));
        let g = go("go infinite");
        assert!(g.infinite && g.time == TimeControl::default());
        let g = go("go movetime 100 infinite");
        assert!(g.infinite && g.time.movetime == Some(ms(100)));
        // A keyword where a value should be: the value is missing, the keyword counts.
        let g = go("go wtime infinite");
        assert!(g.infinite && g.time.left == [None, None], "{g:?}");
        assert_eq!(g.ignored, [GoError::MissingValue("wtime")]);
        let g = go("go depth movetime 50");
        assert_eq!((g.depth, g.time.movetime), (None, Some(ms(50))));
        assert_eq!(g.ignored, [GoError::MissingValue("depth")]);
    }

    #[test]
    fn go_names_what_it_ignores() {
        let g = go("go depth x frob movetime -5 ponder nodes");
        assert_eq!(
            g.ignored,
            [
                GoError::NotANumber {
                    key: "depth",
                    value: "x".into()
                },
                GoError::UnknownParameter("frob".into()),
                GoError::NotPositive {
                    key: "movetime",
                    value: "-5".into()
                },
                GoError::Ponder,
                GoError::MissingValue("nodes"),
            ]
        );
        assert_eq!(
            (g.depth, g.nodes, g.time),
            (None, None, TimeControl::default())
        );
        let text: Vec<String> = g.ignored.iter().map(ToString::to_string).collect();
        assert_eq!(
            text,
            [
                "depth 'x' is not a whole number (ignored)",
                "unknown parameter 'frob' (ignored)",
                "movetime '-5' must be from 1 (ignored)",
                "ponder is not supported: searching as go without it (no Ponder option)",
                "'nodes' needs a number (ignored)",
            ]
        );
        let not_positive = |key, value: &str| GoError::NotPositive {
            key,
            value: value.into(),
        };
        assert_eq!(
            go("go depth 0 nodes 0 movetime 0").ignored,
            [
                not_positive("depth", "0"),
                not_positive("nodes", "0"),
                not_positive("movetime", "0")
            ]
        );
        assert_eq!(
            go("go depth 99999999999 nodes -1").ignored,
            [
                not_positive("depth", "99999999999"),
                not_positive("nodes", "-1")
            ]
        );
        let g = go("go btime x winc 99999999999999999999 movestogo 2.5 depth 4");
        let keys: Vec<&str> = g
            .ignored
            .iter()
            .map(|e| match e {
                GoError::NotANumber { key, .. } => *key,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(keys, ["btime", "winc", "movestogo"]);
        // What can be read still counts.
        assert_eq!(g.depth, Some(4));
        // Parameters are case-sensitive.
        assert_eq!(
            go("go Depth 3").ignored,
            [
                GoError::UnknownParameter("Depth".into()),
                GoError::UnknownParameter("3".into())
            ]
        );
    }
}
