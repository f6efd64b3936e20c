//! `morris play`: a person against any player, in a terminal or through pipes.
//!
//! The board is drawn before every decision of the person, with the last turn's points
//! marked. Every decision is announced as `N. COLOUR TOKEN`; the person's prompt is
//! `your move> ` (on its own line when standard input is not a terminal, so a script can
//! wait for it); the last line is always `result: ...`. End of input is `quit`.

use super::{StartArgs, load_rules};
use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use morris_zero::agents::{Agent, Budget, Choice, from_spec, players};
use morris_zero::engine::{LineTooLong, MAX_LINE};
use morris_zero::game::display::{draw_board, status_line};
use morris_zero::game::{Action, Board, Color, Decision, Game, Point, Position, parse_action};
use morris_zero::seeds::derive_seed;
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::time::Instant;

/// The person's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    White,
    Black,
    /// Drawn from `--seed`.
    Random,
}

#[derive(Args)]
pub struct PlayArgs {
    /// The opponent (a spec: random, greedy, alphabeta:depth=4, mcts:sims=1000, ...).
    #[arg(long)]
    opponent: String,
    /// The colour you play; white places first.
    #[arg(long, value_enum, default_value = "white")]
    color: ColorChoice,
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
    /// Seed for the opponent's random choices (and for `--color random`).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    start: StartArgs,
}

/// What a session needs besides its input and output.
pub struct PlaySettings {
    /// The game to go on from: the start, or a position and moves.
    pub start: Game,
    pub opponent: String,
    pub person: Color,
    pub seed: u64,
    /// Leave the cursor after the prompt (a terminal) instead of ending the prompt's line.
    pub inline_prompt: bool,
}

pub fn play(args: &PlayArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    let person = match args.color {
        ColorChoice::White => Color::White,
        ColorChoice::Black => Color::Black,
        ColorChoice::Random => {
            if derive_seed(args.seed, 0, 4) & 1 == 0 {
                Color::White
            } else {
                Color::Black
            }
        }
    };
    let settings = PlaySettings {
        start: args.start.game(&rules)?,
        opponent: args.opponent.clone(),
        person,
        seed: args.seed,
        inline_prompt: std::io::stdin().is_terminal(),
    };
    let stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    run_session(&settings, stdin, stdout)?;
    Ok(ExitCode::SUCCESS)
}

/// The help text, with examples on the game's board.
fn help(board: &Board) -> String {
    let (a, b, z) = (
        board.name(0),
        board.name(1),
        board.name((board.points() - 1) as Point),
    );
    format!(
        "\
Moves, one decision per line:
  {a}       place a man on {a}
  {a}-{b}    move (or fly) the man on {a} to {b}
  x{z}      capture the man on {z} (right after closing a mill: a capture is its own decision)
Commands:
  legal    list your legal moves
  hint     what the opponent's engine would play in your place
  undo     take back your last decision (and the opponent's replies to it)
  help     this text
  quit     end the game (so does the end of the input)"
    )
}

/// Reads one line, lossily decoded (or `LineTooLong`, its bytes read to its end); `None` at
/// the end of the input.
pub(crate) fn read_line(
    input: &mut impl BufRead,
) -> Result<Option<std::result::Result<String, LineTooLong>>> {
    let mut bytes = Vec::new();
    // Room for the longest line kept and its terminator, `\n` or `\r\n`.
    let read = std::io::Read::take(&mut *input, MAX_LINE as u64 + 2)
        .read_until(b'\n', &mut bytes)
        .context("reading standard input")?;
    if read == 0 {
        return Ok(None);
    }
    let ended = bytes.last() == Some(&b'\n');
    let terminator = match bytes.as_slice() {
        [.., b'\r', b'\n'] => 2,
        _ => usize::from(ended),
    };
    if bytes.len() - terminator > MAX_LINE {
        let rest = if ended {
            0
        } else {
            input.skip_until(b'\n').context("reading standard input")?
        };
        return Ok(Some(Err(LineTooLong(bytes.len() + rest))));
    }
    Ok(Some(Ok(String::from_utf8_lossy(&bytes).trim().to_string())))
}

/// The points an action touches, to mark on the board.
fn points(action: Action) -> Vec<Point> {
    match action {
        Action::Place(p) | Action::Capture(p) => vec![p],
        Action::Move { from, to } => vec![from, to],
    }
}

/// The legal tokens, space-separated.
fn legal_tokens(game: &Game) -> String {
    game.legal_actions()
        .iter()
        .map(|&a| game.token(a))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the person typed.
#[derive(Debug, PartialEq, Eq)]
enum Input<'a> {
    Empty,
    Help,
    Legal,
    Hint,
    Undo,
    Quit,
    Move(&'a str),
    TooMany(usize),
}

fn parse_input(line: &str) -> Input<'_> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        [] => Input::Empty,
        [word] => match word.to_ascii_lowercase().as_str() {
            "help" | "?" => Input::Help,
            "legal" | "moves" => Input::Legal,
            "hint" => Input::Hint,
            "undo" | "takeback" => Input::Undo,
            "quit" | "exit" | "resign" => Input::Quit,
            _ => Input::Move(word),
        },
        _ => Input::TooMany(words.len()),
    }
}

/// One game between the person (`input`) and the opponent; output goes to `out`. Returns at
/// the end of the game, on `quit` or at the end of the input; the last line written is
/// `result: ...`.
///
/// # Errors
/// A bad opponent spec, an opponent choosing an illegal action, or failed input/output.
pub fn run_session(
    settings: &PlaySettings,
    mut input: impl BufRead,
    mut out: impl Write,
) -> Result<()> {
    let rules = settings.start.rules();
    let person = settings.person;
    let build = || {
        from_spec(&settings.opponent, rules)
            .with_context(|| format!("--opponent: players: {}", players()))
    };
    let mut opponent = build()?;
    opponent.new_game(derive_seed(settings.seed, 0, 2));
    // Hints come from a second copy of the opponent's engine, so that asking for one changes
    // nothing in the opponent's own state (its random choices, its tables).
    let mut hinter = build()?;
    hinter.new_game(derive_seed(settings.seed, 0, 3));
    let mut game = settings.start.clone();
    writeln!(
        out,
        "morris play: you are {person}, {} plays {}, rules {}",
        settings.opponent,
        !person,
        rules.name()
    )?;
    writeln!(
        out,
        "Type a move (a point to place, from-to to move, x and a point to capture) or a \
         command (legal, hint, undo, help, quit)."
    )?;
    let mut show_board = true;
    loop {
        if let Some(outcome) = game.outcome() {
            show(&mut out, &game)?;
            let verdict = match outcome.winner() {
                Some(w) if w == person => "you win",
                Some(_) => "you lose",
                None => "draw",
            };
            writeln!(out, "game over: {verdict}")?;
            write_record(&mut out, &game)?;
            writeln!(out, "{outcome} after {} plies", game.actions().len())?;
            out.flush()?;
            return Ok(());
        }
        if game.position().side_to_move() != person {
            let start = Instant::now();
            let choice = opponent.choose(&game, &Budget::default());
            let spent = start.elapsed();
            let token = game.token(choice.action);
            if game.play(choice.action).is_err() {
                bail!(
                    "the opponent '{}' chose an illegal action '{token}'",
                    settings.opponent
                );
            }
            announce(&mut out, &game, Some((&choice, spent.as_millis())))?;
            show_board = true;
            continue;
        }
        if show_board {
            show(&mut out, &game)?;
        }
        if settings.inline_prompt {
            write!(out, "your move> ")?;
        } else {
            writeln!(out, "your move>")?;
        }
        out.flush()?;
        let line = match read_line(&mut input)? {
            None => return abandon(&mut out, &game, "the input ended"),
            Some(Err(too_long)) => {
                writeln!(out, "{too_long}")?;
                show_board = false;
                continue;
            }
            Some(Ok(line)) => line,
        };
        match answer(&line, &mut game, hinter.as_mut(), &mut out)? {
            Turn::Same => show_board = false,
            Turn::Changed => show_board = true,
            Turn::Quit => return abandon(&mut out, &game, "you quit"),
        }
    }
}

/// What a line of the person's input did.
enum Turn {
    /// Nothing changed on the board (a command, or a move refused).
    Same,
    /// A decision was played or taken back.
    Changed,
    Quit,
}

/// Answers one line of the person's input, who is to move in `game`.
fn answer(
    line: &str,
    game: &mut Game,
    hinter: &mut dyn Agent,
    out: &mut impl Write,
) -> Result<Turn> {
    let person = game.position().side_to_move();
    match parse_input(line) {
        Input::Empty => {}
        Input::Help => {
            writeln!(out, "{}", help(game.rules().board()))?;
            writeln!(out, "legal: {}", legal_tokens(game))?;
        }
        Input::Legal => writeln!(out, "legal: {}", legal_tokens(game))?,
        Input::Quit => return Ok(Turn::Quit),
        Input::Hint => {
            let choice = hinter.choose(game, &Budget::default());
            let info = if choice.info.is_empty() {
                String::new()
            } else {
                format!("   ({})", choice.info)
            };
            writeln!(out, "hint: {}{info}", game.token(choice.action))?;
        }
        Input::Undo => {
            let taken = undo(game, person);
            if taken.is_empty() {
                writeln!(out, "error: nothing to undo: you have not moved yet")?;
            } else {
                writeln!(
                    out,
                    "took back: {} ({} decision{})",
                    taken.join(" "),
                    taken.len(),
                    if taken.len() == 1 { "" } else { "s" }
                )?;
                return Ok(Turn::Changed);
            }
        }
        Input::TooMany(n) => {
            writeln!(
                out,
                "error: one move per line ('{line}' has {n} words; a capture is its own move)"
            )?;
            writeln!(out, "legal: {}", legal_tokens(game))?;
        }
        Input::Move(token) => match parse_action(game.rules().board(), token) {
            Err(e) => {
                writeln!(out, "error: {e}")?;
                writeln!(out, "legal: {}", legal_tokens(game))?;
            }
            // The game is not over, so a refused action is an illegal one.
            Ok(action) => {
                if game.play(action).is_ok() {
                    announce(out, game, None)?;
                    return Ok(Turn::Changed);
                }
                writeln!(
                    out,
                    "error: illegal move '{token}': {}",
                    game.why_illegal(action).unwrap_or_default()
                )?;
                writeln!(out, "legal: {}", legal_tokens(game))?;
            }
        },
    }
    Ok(Turn::Same)
}

/// Takes back the person's last decision and every decision after it; returns their tokens
/// in the order they were played (empty when the person has made none).
fn undo(game: &mut Game, person: Color) -> Vec<String> {
    let Some(last) = game
        .history()
        .iter()
        .rposition(|pos| pos.side_to_move() == person)
    else {
        return Vec::new();
    };
    let mut taken = Vec::new();
    while game.actions().len() > last {
        let action = game.undo().expect("an action to take back");
        taken.push(game.token(action));
    }
    taken.reverse();
    taken
}

/// `N. COLOUR TOKEN`, with the opponent's time and what it said.
fn announce(out: &mut impl Write, game: &Game, opponent: Option<(&Choice, u128)>) -> Result<()> {
    let n = game.actions().len();
    let action = *game.actions().last().expect("a decision was made");
    let side = game
        .history()
        .last()
        .expect("a decision was made")
        .side_to_move();
    write!(out, "{n}. {side} {}", game.token(action))?;
    if let Some((choice, ms)) = opponent {
        write!(out, "   ({ms} ms")?;
        if !choice.info.is_empty() {
            write!(out, ", {}", choice.info)?;
        }
        write!(out, ")")?;
    }
    writeln!(out)?;
    Ok(())
}

/// The board with the last turn (the trailing decisions of one side) marked, and the status.
fn show(out: &mut impl Write, game: &Game) -> Result<()> {
    let rules = game.rules();
    let mut marked = Vec::new();
    let mut last_turn = Vec::new();
    if let Some(last) = game.history().last() {
        let side = last.side_to_move();
        for (pos, &action) in game.history().iter().zip(game.actions()).rev() {
            if pos.side_to_move() != side {
                break;
            }
            marked.extend(points(action));
            last_turn.push(game.token(action));
        }
        last_turn.reverse();
        writeln!(out)?;
        writeln!(out, "last: {side} {}", last_turn.join(" "))?;
    } else {
        writeln!(out)?;
    }
    write!(out, "{}", draw_board(rules, game.position(), &marked))?;
    if !game.is_over() {
        let pos = game.position();
        let hint = match pos.decision(rules) {
            Decision::Capture => " (x and a point)",
            Decision::Place => " (a point)",
            Decision::Move | Decision::Fly => " (from-to)",
        };
        writeln!(out, "{}{hint}", status_line(rules, pos))?;
    }
    Ok(())
}

/// The game's record, as `morris legal` reads it: `position: ...` when it did not begin at
/// the start, then `moves: ...` (`-` for none).
fn write_record(out: &mut impl Write, game: &Game) -> Result<()> {
    let rules = game.rules();
    let first = game.first_position();
    if *first != Position::start(rules) {
        writeln!(out, "position: {}", first.text(rules))?;
    }
    let moves: Vec<String> = game.actions().iter().map(|&a| game.token(a)).collect();
    let moves = if moves.is_empty() {
        "-".to_string()
    } else {
        moves.join(" ")
    };
    writeln!(out, "moves: {moves}")?;
    Ok(())
}

/// Ends an unfinished game: the moves and a `result: abandoned` line.
fn abandon(out: &mut impl Write, game: &Game, why: &str) -> Result<()> {
    writeln!(out)?;
    write_record(out, game)?;
    writeln!(
        out,
        "result: abandoned ({why} after {} plies)",
        game.actions().len()
    )?;
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_zero::game::Rules;
    use std::io::Cursor;
    use std::sync::Arc;

    fn session(opponent: &str, person: Color, input: &str) -> String {
        let settings = PlaySettings {
            start: Game::new(Arc::new(Rules::preset("standard").unwrap())),
            opponent: opponent.to_string(),
            person,
            seed: 7,
            inline_prompt: false,
        };
        let mut out = Vec::new();
        run_session(&settings, Cursor::new(input), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// A line past `MAX_LINE` bytes is read to its end and refused, and the next line is
    /// read as usual; the end of the input inside a long line ends it too.
    #[test]
    fn a_line_too_long_is_refused_and_the_next_is_read() {
        let long = "d1 ".repeat(MAX_LINE / 3 + 10);
        let text = session("random", Color::White, &format!("{long}\nd1\nquit\n"));
        let bytes = long.len() + 1;
        assert!(
            text.contains(&format!("a line of {bytes} bytes was ignored")),
            "{text}"
        );
        assert!(text.contains("(you quit after 2 plies)"), "{text}");
        let mut input = Cursor::new(long.clone());
        assert_eq!(
            read_line(&mut input).unwrap().unwrap().unwrap_err().0,
            long.len()
        );
        assert!(read_line(&mut input).unwrap().is_none());
        // The longest line kept, with either terminator; one byte more is refused whole.
        for end in ["\n", "\r\n"] {
            let mut input = Cursor::new("x".repeat(MAX_LINE) + end + "d1\n");
            assert_eq!(
                read_line(&mut input).unwrap().unwrap().unwrap().len(),
                MAX_LINE
            );
            assert_eq!(read_line(&mut input).unwrap().unwrap().unwrap(), "d1");
            let mut input = Cursor::new("x".repeat(MAX_LINE + 1) + end + "d1\n");
            assert_eq!(
                read_line(&mut input).unwrap().unwrap().unwrap_err().0,
                MAX_LINE + 1 + end.len()
            );
            assert_eq!(read_line(&mut input).unwrap().unwrap().unwrap(), "d1");
        }
    }

    #[test]
    fn undo_returns_to_the_persons_turn() {
        let text = session("random", Color::White, "d1\nundo\nundo\nquit\n");
        assert!(text.contains("took back: d1 "), "{text}");
        assert!(text.contains("(2 decisions)"), "{text}");
        assert!(text.contains("error: nothing to undo"), "{text}");
        assert!(
            text.ends_with("result: abandoned (you quit after 0 plies)\n"),
            "{text}"
        );
    }

    #[test]
    fn inputs_are_commands_or_moves() {
        assert_eq!(parse_input("  HINT "), Input::Hint);
        assert_eq!(parse_input("d1"), Input::Move("d1"));
        assert_eq!(parse_input("d3 xa1"), Input::TooMany(2));
        assert_eq!(parse_input(""), Input::Empty);
    }
}
