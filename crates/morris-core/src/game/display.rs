//! Text drawings of positions, for people: the board's lines, `W` and `B` for the men, `.` for
//! an empty point, ranks on the left and files below; optionally some points marked (the last
//! move) with brackets. Drawn from the board's geometry, so every board works. `describe` adds
//! the position's text, the status line and the legal moves: what `morris show` and the
//! engine's `d` print.

use super::action::Action;
use super::board::Point;
use super::color::Color;
use super::game::Game;
use super::position::Position;
use super::rules::Rules;
use std::fmt::Write;

/// The board with its men; `marked` points are drawn as `[W]`.
#[must_use]
pub fn draw_board(rules: &Rules, pos: &Position, marked: &[Point]) -> String {
    let board = rules.board();
    let grid = usize::from(board.grid());
    let (width, height) = (4 * (grid - 1) + 1, 2 * (grid - 1) + 1);
    let mut canvas = vec![vec![' '; width + 2]; height];
    let at = |p: Point| {
        let (file, rank) = board.square(p);
        (
            4 * usize::from(file) + 1,
            2 * (grid - 1 - usize::from(rank)),
        )
    };
    for p in 0..board.points() as Point {
        let (x0, y0) = at(p);
        for q in super::position::points_of(board.adjacent(p)).filter(|&q| q > p) {
            let (x1, y1) = at(q);
            if y0 == y1 {
                for cell in &mut canvas[y0][x0.min(x1) + 1..x0.max(x1)] {
                    *cell = '-';
                }
            } else if x0 == x1 {
                for row in &mut canvas[y0.min(y1) + 1..y0.max(y1)] {
                    row[x0] = '|';
                }
            } else {
                // Diagonal neighbours are one square apart: one stroke between them.
                let (x, y) = (usize::midpoint(x0, x1), usize::midpoint(y0, y1));
                canvas[y][x] = if (x1 > x0) == (y1 < y0) { '/' } else { '\\' };
            }
        }
    }
    for p in 0..board.points() as Point {
        let (x, y) = at(p);
        let man = if pos.men(Color::White) & (1 << p) != 0 {
            'W'
        } else if pos.men(Color::Black) & (1 << p) != 0 {
            'B'
        } else {
            '.'
        };
        canvas[y][x] = man;
        if marked.contains(&p) {
            canvas[y][x - 1] = '[';
            canvas[y][x + 1] = ']';
        }
    }
    let mut out = String::new();
    for (y, row) in canvas.iter().enumerate() {
        let rank = if y % 2 == 0 {
            format!("{}", grid - y / 2)
        } else {
            " ".to_string()
        };
        let line: String = row.iter().collect();
        let _ = writeln!(out, "{rank} {}", line.trim_end());
    }
    let mut files = String::new();
    for f in 0..grid {
        let _ = write!(files, "{:<4}", (b'a' + f as u8) as char);
    }
    let _ = writeln!(out, "   {}", files.trim_end());
    out
}

/// One line: men on the board and in hand for each side, and who is to do what.
#[must_use]
pub fn status_line(rules: &Rules, pos: &Position) -> String {
    let side = |c: Color| {
        format!(
            "{c} {} on board, {} in hand",
            pos.men(c).count_ones(),
            pos.in_hand(c)
        )
    };
    let decision = pos.decision(rules).name();
    format!(
        "{}; {}; {} to {decision}",
        side(Color::White),
        side(Color::Black),
        pos.side_to_move()
    )
}

/// The board with the last action's points marked, `position: ...`, `fen: ...` (24-point board
/// only), then the status line and `legal: ...`, or the result.
#[must_use]
pub fn describe(game: &Game) -> String {
    let rules = game.rules();
    let pos = game.position();
    let marked: Vec<u8> = match game.actions().last() {
        Some(&Action::Move { from, to }) => vec![from, to],
        Some(&(Action::Place(p) | Action::Capture(p))) => vec![p],
        None => Vec::new(),
    };
    let mut out = draw_board(rules, pos, &marked);
    let _ = writeln!(out, "position: {}", pos.text(rules));
    if let Some(fen) = pos.fen(rules) {
        let _ = writeln!(out, "fen: {fen}");
    }
    if let Some(outcome) = game.outcome() {
        let _ = writeln!(out, "{outcome}");
    } else {
        let legal: Vec<String> = game
            .legal_actions()
            .iter()
            .map(|&a| game.token(a))
            .collect();
        let _ = writeln!(out, "{}", status_line(rules, pos));
        let _ = writeln!(out, "legal: {}", legal.join(" "));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn the_standard_board_draws_with_its_men() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let game = Game::from_tokens(rules.clone(), "d1 a1 d2").unwrap();
        let text = draw_board(
            &rules,
            game.position(),
            &[rules.board().point("d2").unwrap()],
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "7  .-----------.-----------.");
        assert_eq!(lines[10], "2  |   .------[W]------.   |");
        assert_eq!(lines[12], "1  B-----------W-----------.");
        assert_eq!(lines[13], "   a   b   c   d   e   f   g");
        assert_eq!(
            status_line(&rules, game.position()),
            "white 2 on board, 7 in hand; black 1 on board, 8 in hand; black to place"
        );
    }

    #[test]
    fn diagonals_are_drawn() {
        let rules = Rules::preset("three").unwrap();
        let text = draw_board(&rules, &Position::start(&rules), &[]);
        assert_eq!(
            text,
            "3  .---.---.\n   | \\ | / |\n2  .---.---.\n   | / | \\ |\n1  .---.---.\n   a   b   c\n"
        );
    }
}
