//! The engine protocol: a UCI-like line protocol that puts a player behind standard input and
//! output, for GUIs, match runners and scripts (`morris engine`, docs/engine.md). This module
//! is the protocol without input, output or threads: `command` reads a line into a `Command`
//! (or a `CommandError` naming what is wrong), `Engine` carries commands out and says what to
//! write and what to search, `info` writes a search's progress and answer. src/cli/engine.rs
//! reads the lines, writes the replies, and runs each search on a thread of its own so that
//! `stop`, `isready` and `quit` are answered while the player thinks.
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
//! | `quit` (or the end of the input) | the engine exits at once: a search in progress is stopped and its `bestmove` (the best found so far) written if it comes within `QUIT_GRACE` (100 ms, src/cli/engine.rs); commands still waiting for that search are dropped |
//!
//! Limits: `depth`, `nodes` and `movetime` (or the time the clocks give,
//! `morris_core::agents::TimeControl`) replace the spec's own limits for that search
//! (`Budget`): `alphabeta:depth=4` given `movetime 200` deepens for 200 ms. Without any, the
//! spec's limits apply.
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

pub mod command;
pub mod info;
mod state;

pub use command::{
    Command, CommandError, EngineOption, Go, GoError, LineTooLong, MAX_LINE, OptionError,
    PositionCommand, PositionUsageError, parse,
};
pub use state::{Engine, EngineError, SearchRequest, Step, UNTIL_STOPPED};
