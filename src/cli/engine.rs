//! `morris engine`: the engine protocol (`morris_zero::engine`, whose documentation lists the
//! commands and their replies) on standard input and output. This file is its input and
//! output: every reply is flushed at once; the input is read on a thread of its own and each
//! search runs on another, so `stop`, `isready` and `quit` are answered while the player
//! thinks, and the other commands that come during a search wait for its `bestmove`, in
//! order. `quit` (or the end of the input) stops a search in progress and waits `QUIT_GRACE`
//! at most for its answer.

use super::load_rules;
use super::play::read_line;
use anyhow::{Context, Result};
use clap::Args;
use morris_zero::agents::{
    Agent, Choice, Listener, Panicked, Progress, StopFlag, choose_guarded, players,
};
use morris_zero::engine::info::{PONDER_NOTE, info_line, tree_note};
use morris_zero::engine::{Command, CommandError, Engine, SearchRequest, Step, parse};
use morris_zero::game::Game;
use std::collections::VecDeque;
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
    let (threads, _) = morris_zero::net::threads::read_environment(1, false)?;
    morris_zero::net::threads::configure(threads, false);
    let rules = load_rules(&args.rules)?;
    let engine = Engine::new(args.rules.clone(), rules, args.player.clone(), args.seed)
        .with_context(|| format!("--player: players: {}", players()))?;
    Session::new(engine).run(std::io::BufReader::new(std::io::stdin()), std::io::stdout())?;
    // A UCI engine quits at once. The process's exit handlers would run libtorch's static
    // destructors (about 100 ms), and a search that did not answer within `QUIT_GRACE` may
    // still be using them: leave without them. Every reply has been flushed, and the engine
    // writes no file.
    std::io::stdout().flush()?;
    // SAFETY: `_exit` ends the process at once; nothing is left to write.
    unsafe { libc::_exit(0) }
}

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

/// Writes lines, if there are any.
fn reply(out: &Out, text: &str) -> Result<()> {
    if text.is_empty() {
        return Ok(());
    }
    say(out, text)
}

/// A line of input, read.
type Line = std::result::Result<Command, CommandError>;

/// What the main loop waits for.
enum Inbound {
    Line(Line),
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

/// The protocol's input and output around an `Engine`.
pub struct Session {
    engine: Engine,
    running: Option<Running>,
    /// Commands read while a search runs, for after its answer.
    queued: VecDeque<Line>,
}

/// Whether the loop goes on after a command.
#[derive(Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

impl Session {
    #[must_use]
    pub fn new(engine: Engine) -> Session {
        Session {
            engine,
            running: None,
            queued: VecDeque::new(),
        }
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
                let line = line.map_err(CommandError::from);
                if reader
                    .send(Inbound::Line(line.and_then(|l| parse(&l))))
                    .is_err()
                {
                    return;
                }
            }
            let _ = reader.send(Inbound::End);
        });
        self.serve(&inbox, &events, &out)
    }

    fn serve(
        &mut self,
        inbox: &Receiver<Inbound>,
        events: &Sender<Inbound>,
        out: &Out,
    ) -> Result<()> {
        loop {
            // The loop holds a sender, so the channel never closes; were it to, it would end
            // like the input.
            let flow = match inbox.recv() {
                Ok(Inbound::Line(line)) if self.running.is_some() => {
                    self.while_searching(line, out)?
                }
                Ok(Inbound::Line(line)) => {
                    self.queued.push_back(line);
                    Flow::Continue
                }
                Ok(Inbound::End) | Err(_) => Flow::Quit,
                Ok(Inbound::Searched(searched)) => {
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
                if self.command(line, events, out)? == Flow::Quit {
                    return self.quit(inbox, out);
                }
            }
        }
    }

    /// `quit` or the end of the input: the search in progress, if any, is stopped at once and
    /// answered (`bestmove` with the best it has found, as after `stop`) if its answer comes
    /// within `QUIT_GRACE`; commands still queued behind it are dropped, and nothing more is
    /// read.
    fn quit(&mut self, inbox: &Receiver<Inbound>, out: &Out) -> Result<()> {
        self.queued.clear();
        self.stop(out)?;
        let deadline = Instant::now() + QUIT_GRACE;
        while self.running.is_some() {
            match inbox.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(Inbound::Searched(searched)) => self.searched(searched, out)?,
                // Lines after `quit` are not read.
                Ok(Inbound::Line(_) | Inbound::End) => {}
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
            // Its note (if any) was said when it answered.
            Some(searched) => self.best_move(searched, out),
            None => Ok(()),
        }
    }

    /// A command while the player searches: `stop`, `isready` and `ponderhit` are answered at
    /// once, and `quit` quits at once (`quit`); the others wait for the search's answer, in
    /// order, as a GUI that pipes its commands expects.
    fn while_searching(&mut self, line: Line, out: &Out) -> Result<Flow> {
        match line {
            Ok(Command::Stop) => self.stop(out)?,
            Ok(Command::IsReady) => say(out, "readyok")?,
            Ok(Command::PonderHit) => say(out, PONDER_NOTE)?,
            Ok(Command::Quit) => return Ok(Flow::Quit),
            line => self.queued.push_back(line),
        }
        Ok(Flow::Continue)
    }

    /// The search's answer: `bestmove` (held for `stop` after `go infinite`). A search that
    /// its tree's cap ended says so at once, `go infinite` or not.
    fn searched(&mut self, searched: Searched, out: &Out) -> Result<()> {
        if let Some(note) = tree_note(&searched.choice) {
            say(out, &note)?;
        }
        let running = self.running.as_mut().expect("a search answered");
        if running.infinite {
            running.answered = Some(searched);
            return Ok(());
        }
        self.best_move(searched, out)
    }

    /// `bestmove` for the search's answer; the search is over.
    fn best_move(&mut self, searched: Searched, out: &Out) -> Result<()> {
        let running = self.running.take().expect("a search answered");
        let Searched {
            player,
            choice,
            spent,
        } = searched;
        let text = self.engine.searched(player, &running.game, &choice, spent);
        say(out, &text)
    }

    /// A command while no search runs: the engine carries it out, and its text is written.
    fn command(&mut self, line: Line, events: &Sender<Inbound>, out: &Out) -> Result<Flow> {
        let step = match line {
            Ok(command) => self.engine.apply(command),
            Err(e) => Step::Reply(format!("info string error {e}")),
        };
        match step {
            Step::Reply(text) => reply(out, &text)?,
            Step::Search(text, search) => {
                reply(out, &text)?;
                self.start(search, events, out);
            }
            Step::Quit => return Ok(Flow::Quit),
        }
        Ok(Flow::Continue)
    }

    /// Runs `go`'s search on a thread of its own (`info` lines as it goes); `bestmove` comes
    /// when it answers (`searched`).
    fn start(&mut self, search: SearchRequest, events: &Sender<Inbound>, out: &Out) {
        let SearchRequest {
            mut player,
            game,
            mut budget,
            infinite,
        } = search;
        let stop = StopFlag::new();
        budget.stop = Some(stop.clone());
        budget.listener = Some(info_lines(game.clone(), Arc::clone(out)));
        self.running = Some(Running {
            stop,
            infinite,
            game: game.clone(),
            answered: None,
        });
        let events = events.clone();
        std::thread::spawn(move || {
            let start = Instant::now();
            let choice = choose_guarded(player.as_mut(), &game, &budget);
            let spent = start.elapsed();
            let _ = events.send(Inbound::Searched(Searched {
                player,
                choice,
                spent,
            }));
        });
    }
}

/// The listener that writes a search's progress as `info` lines (`info_line`).
fn info_lines(game: Game, out: Out) -> Listener {
    Listener(Arc::new(move |p: &Progress| {
        let _ = say(&out, &info_line(&game, p));
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_zero::game::Rules;
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
        let engine = Engine::new("standard".into(), rules, "alphabeta:depth=2".into(), 1).unwrap();
        let out = Buffer::default();
        Session::new(engine)
            .run(Cursor::new(input.to_string()), out.clone())
            .unwrap();
        String::from_utf8(out.0.lock().unwrap().clone()).unwrap()
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

    #[test]
    fn isready_is_answered_during_a_search() {
        let text = session("go infinite\nisready\nstop\n");
        let lines: Vec<&str> = text.lines().collect();
        let at = |prefix: &str| lines.iter().position(|l| l.starts_with(prefix));
        // An infinite search answers only after `stop`.
        assert!(at("readyok").unwrap() < at("bestmove ").unwrap(), "{text}");
        assert_eq!(text.matches("bestmove").count(), 1, "{text}");
    }
}
