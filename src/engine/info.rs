//! What the engine writes about a search: its `info` lines while it runs, the last `info`
//! lines and `bestmove` of its answer, and the word that its tree's cap ended it. Text only:
//! the input/output layer writes it.

use crate::agents::{Choice, Panicked, Progress, Score};
use crate::game::Game;
use std::fmt::Write as _;
use std::time::Duration;

/// `uci`'s and `ponderhit`'s word on pondering.
pub const PONDER_NOTE: &str =
    "info string pondering is not supported: no Ponder option, go ponder searches as go";

/// A search's progress as an `info` line: `depth`, `score cp` (a man is 100; for searches that
/// estimate a value, 100 times it, -100 a loss to +100 a win) or `score mate N` (N moves of
/// the side to move, negative when it loses), `nodes`, `nps`, `hashfull` (thousandths of the
/// tree's memory cap in use, for the searches that keep a tree), `time` and the best move as
/// `pv`.
#[must_use]
pub fn info_line(game: &Game, p: &Progress) -> String {
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

/// `info string search stopped: tree full: ...` when the tree's cap ended the search.
#[must_use]
pub fn tree_note(choice: &Result<Choice, Panicked>) -> Option<String> {
    match choice {
        Ok(Choice {
            tree: Some(tree), ..
        }) if tree.full => Some(format!("info string search stopped: {}", tree.note())),
        _ => None,
    }
}

/// The last `info` lines and `bestmove` of `spec`'s decision at `game`, which took `spent`;
/// an illegal choice is answered `bestmove none`.
#[must_use]
pub fn answer(spec: &str, game: &Game, choice: &Choice, spent: Duration) -> String {
    let token = game.token(choice.action);
    if !game.legal_actions().contains(&choice.action) {
        return format!(
            "info string error the player '{spec}' chose an illegal action '{token}'\n\
             bestmove none"
        );
    }
    let mut text = format!("info time {}", spent.as_millis());
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
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::TreeUse;
    use crate::game::{Action, Rules};
    use std::sync::Arc;

    fn game() -> Game {
        Game::new(Arc::new(Rules::preset("standard").unwrap()))
    }

    fn progress(score: Option<Score>, value: Option<f32>) -> Progress {
        Progress {
            best: game().legal_actions()[0],
            depth: None,
            score,
            value,
            nodes: 3000,
            elapsed: Duration::from_millis(1500),
            tree: None,
        }
    }

    #[test]
    fn info_lines_carry_the_score_as_uci_does() {
        let game = game();
        let mut p = progress(Some(Score::Eval(315)), None);
        p.depth = Some(4);
        assert_eq!(
            info_line(&game, &p),
            "info depth 4 score cp 31 nodes 3000 nps 2000 time 1500 pv a1"
        );
        let text = |score, value| info_line(&game, &progress(score, value));
        assert!(text(Some(Score::Win(3)), None).contains(" score mate 2 "));
        assert!(text(Some(Score::Loss(4)), None).contains(" score mate -2 "));
        assert!(text(Some(Score::Loss(0)), None).contains(" score mate -1 "));
        assert!(text(None, Some(-0.256)).contains(" score cp -26 "));
        assert!(!text(None, None).contains("score"));
        let mut p = progress(None, Some(0.5));
        p.tree = Some(TreeUse {
            nodes: 10,
            bytes: 1 << 20,
            freed: 0,
            cap: 4 << 20,
            full: false,
        });
        assert!(info_line(&game, &p).contains(" nodes 3000 nps 2000 hashfull 250 time"));
    }

    #[test]
    fn an_answer_ends_with_bestmove_and_an_illegal_one_with_none() {
        let game = game();
        let mut choice = Choice::plain(game.legal_actions()[1]);
        let spent = Duration::from_millis(20);
        assert_eq!(
            answer("greedy", &game, &choice, spent),
            "info time 20\nbestmove d1"
        );
        choice.nodes = 500;
        choice.info = "depth 2".into();
        assert_eq!(
            answer("alphabeta", &game, &choice, spent),
            "info time 20 nodes 500 nps 25000\ninfo string depth 2\nbestmove d1"
        );
        let illegal = Choice::plain(Action::Capture(0));
        assert_eq!(
            answer("rogue", &game, &illegal, spent),
            "info string error the player 'rogue' chose an illegal action 'xa1'\nbestmove none"
        );
        assert_eq!(tree_note(&Ok(choice.clone())), None);
        choice.tree = Some(TreeUse {
            nodes: 5,
            bytes: 2 << 20,
            freed: 0,
            cap: 2 << 20,
            full: true,
        });
        let note = tree_note(&Ok(choice)).unwrap();
        assert_eq!(
            note,
            "info string search stopped: tree full: 5 nodes, 2.0 MiB of tree_mb=2"
        );
        let failed = Err(Panicked {
            message: "boom".into(),
        });
        assert_eq!(tree_note(&failed), None);
    }
}
