//! The subcommands' implementations; main.rs only parses arguments and reports errors.

pub mod arena;
pub mod bench;
pub mod engine;
pub mod export;
pub mod info;
pub mod play;
pub mod plot;
pub mod rules_tools;
pub mod selfplay;
pub mod serve;
pub mod train;

use anyhow::{Context, Result};
use morris_zero::game::{Game, Rules};
use std::sync::Arc;

/// `--rules`: a preset name or a path to a rules TOML file.
pub fn load_rules(name_or_path: &str) -> Result<Arc<Rules>> {
    Ok(Arc::new(Rules::load(name_or_path)?))
}

/// A game after a move list (tokens separated by spaces; `-` or nothing is the start).
pub fn game_after(rules: &Arc<Rules>, moves: &str) -> Result<Game> {
    Game::from_tokens(rules.clone(), moves)
        .map_err(|(i, e)| anyhow::anyhow!("move {i}: {e}"))
        .context("cannot replay the move list")
}

/// Writing to a closed pipe (`morris legal ... | head`) ends the program quietly.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
