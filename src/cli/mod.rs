//! The subcommands' implementations; main.rs only parses arguments and reports errors.

pub mod arena;
pub mod bench;
mod bench_search;
mod bench_selfplay;
mod bench_train;
pub mod blunders;
pub mod engine;
pub mod export;
pub mod info;
mod judge;
pub mod play;
pub mod plot;
pub mod rules_tools;
pub mod selfplay;
pub mod serve;
pub mod show;
pub mod tablebase;
pub mod testset;
pub mod train;

use anyhow::Result;
use morris_zero::game::{Game, Rules, game_from_text};
use std::sync::Arc;

/// `--rules`: a preset name or a path to a rules TOML file.
pub fn load_rules(name_or_path: &str) -> Result<Arc<Rules>> {
    Ok(Arc::new(Rules::load(name_or_path)?))
}

/// Where a command's game starts: `--position`, then `--moves` played from it.
#[derive(clap::Args)]
pub struct StartArgs {
    /// Start from this position, in the project's notation ("white a1 a7 g1 | black d5 e5 f4 |
    /// white to fly") or, on the 24-point board, Sanmill's FEN; it has no history.
    #[arg(long)]
    pub position: Option<String>,
    /// Moves, space-separated (e.g. "d1 a1 d2 a4 d3 xa1"), from --position or the start.
    #[arg(long, default_value = "")]
    pub moves: String,
}

impl StartArgs {
    /// The game after `--position` and `--moves`.
    pub fn game(&self, rules: &Arc<Rules>) -> Result<Game> {
        Ok(game_from_text(
            rules,
            self.position.as_deref(),
            &self.moves,
        )?)
    }
}

/// A game from one line of text: a move list from the start, or a position (either notation,
/// recognised by its first word: `white`, `black`, or a FEN board with `/`) optionally
/// followed by `moves T1 T2 ...`.
pub fn game_from_line(rules: &Arc<Rules>, line: &str) -> Result<Game> {
    let first = line.split_whitespace().next().unwrap_or_default();
    if !(first.contains('/')
        || ["white", "black"]
            .iter()
            .any(|w| first.eq_ignore_ascii_case(w)))
    {
        return Ok(game_from_text(rules, None, line)?);
    }
    let (position, moves) = split_moves(line);
    Ok(game_from_text(rules, Some(position), moves)?)
}

/// A position's text and the moves after it: the text before and after the word `moves`.
fn split_moves(text: &str) -> (&str, &str) {
    let boundary = |c: Option<char>| c.is_none_or(char::is_whitespace);
    text.match_indices("moves")
        .find(|&(at, word)| {
            boundary(text[..at].chars().next_back())
                && boundary(text[at + word.len()..].chars().next())
        })
        .map_or((text, ""), |(at, word)| {
            (&text[..at], &text[at + word.len()..])
        })
}

/// An error and its causes on one line, as `{e:#}` writes them, but with a cause left out
/// where the message before it already says it (errors that name their source in their own
/// text and also give it as their `source`).
pub fn describe(e: &anyhow::Error) -> String {
    let mut text = e.to_string();
    for cause in e.chain().skip(1) {
        let cause = cause.to_string();
        if !text.contains(&cause) {
            text = format!("{text}: {cause}");
        }
    }
    text
}

/// Writing to a closed pipe (`morris legal ... | head`) ends the program quietly.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

#[cfg(test)]
mod tests {
    use super::describe;

    #[derive(Debug, thiserror::Error)]
    #[error("outer: {0}")]
    struct NamesItsSource(#[source] std::io::Error);

    #[test]
    fn a_cause_the_message_already_names_is_written_once() {
        let gone = || std::io::Error::other("disk gone");
        let named = anyhow::Error::new(NamesItsSource(gone()));
        assert_eq!(format!("{named:#}"), "outer: disk gone: disk gone");
        assert_eq!(describe(&named), "outer: disk gone");
        let context = anyhow::Error::new(gone()).context("reading x");
        assert_eq!(describe(&context), "reading x: disk gone");
    }
}
