//! Board geometry as data: the points of each board on its square grid, which points are
//! adjacent, which triples are mills, and the board's symmetries as point permutations.
//!
//! Every board is described by the straight lines drawn on it. Consecutive points of a drawn
//! line are adjacent; a drawn line of exactly three points is a mill. Points are numbered in
//! reading order from the bottom rank (a1 first), and named by their grid square: files
//! a, b, c, ... from the left, ranks 1, 2, 3, ... from the bottom.
//!
//! | board   | grid | points | lines                                                        |
//! |---------|------|--------|--------------------------------------------------------------|
//! | `nine`  | 7x7  | 24     | three nested squares, their sides' midpoints joined; with `diagonals`, the four corner diagonals (a1-b2-c3, ...) |
//! | `six`   | 5x5  | 16     | two nested squares, midpoints joined by two-point lines (no mill across) |
//! | `three` | 3x3  | 9      | rows and columns; with `diagonals`, the two long diagonals   |

use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// The largest board has 24 points; a position is a `u32` bit set per colour.
pub const MAX_POINTS: usize = 24;
/// The most mill lines through one point (the centre of the three-men board with diagonals).
pub const MAX_LINES_THROUGH: usize = 4;

/// A point of the board, `0..Board::points()`.
pub type Point = u8;

/// Which board the game is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardKind {
    /// 24 points: nine and twelve men's morris.
    Nine,
    /// 16 points: six men's morris.
    Six,
    /// 9 points: three men's morris.
    Three,
}

impl BoardKind {
    /// The name used in rules files.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            BoardKind::Nine => "nine",
            BoardKind::Six => "six",
            BoardKind::Three => "three",
        }
    }
}

impl fmt::Display for BoardKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

const NINE_LINES: &[&str] = &[
    "a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4", "e4 f4 g4", "c3 d3 e3", "b2 d2 f2", "a1 d1 g1",
    "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7",
];
const NINE_DIAGONALS: &[&str] = &["a1 b2 c3", "g1 f2 e3", "a7 b6 c5", "g7 f6 e5"];
const SIX_LINES: &[&str] = &[
    "a5 c5 e5", "b4 c4 d4", "a3 b3", "d3 e3", "b2 c2 d2", "a1 c1 e1", "a1 a3 a5", "b2 b3 b4",
    "c1 c2", "c4 c5", "d2 d3 d4", "e1 e3 e5",
];
const THREE_LINES: &[&str] = &[
    "a1 b1 c1", "a2 b2 c2", "a3 b3 c3", "a1 a2 a3", "b1 b2 b3", "c1 c2 c3",
];
const THREE_DIAGONALS: &[&str] = &["a1 b2 c3", "a3 b2 c1"];

/// Why a board cannot be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum BoardError {
    /// `diagonals` on a board that has no diagonal lines to draw (the six-men board).
    #[error("the {kind} board has no diagonal variant")]
    NoDiagonals { kind: BoardKind },
}

/// A permutation of the board's points that maps adjacency to adjacency and mills to mills.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symmetry {
    map: [Point; MAX_POINTS],
    name: String,
}

impl Symmetry {
    /// The image of a point.
    #[inline]
    #[must_use]
    pub fn point(&self, p: Point) -> Point {
        self.map[p as usize]
    }

    /// The image of a set of points.
    #[must_use]
    pub fn bits(&self, mut set: u32) -> u32 {
        let mut out = 0;
        while set != 0 {
            let p = set.trailing_zeros() as usize;
            set &= set - 1;
            out |= 1 << self.map[p];
        }
        out
    }

    /// How the symmetry was built, e.g. `rot90`, `mirror+rot180+swap`.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// The geometry of one board: points, names, adjacency, mills and symmetries.
#[derive(Clone, Debug)]
pub struct Board {
    kind: BoardKind,
    diagonals: bool,
    grid: u8,
    /// (file, rank) of each point, from 0.
    squares: Vec<(u8, u8)>,
    names: Vec<String>,
    all: u32,
    adjacent: [u32; MAX_POINTS],
    mills: Vec<u32>,
    /// The mills through each point, padded with `u32::MAX`, which no set of points fills.
    mills_through: [[u32; MAX_LINES_THROUGH]; MAX_POINTS],
    symmetries: Vec<Symmetry>,
}

impl Board {
    /// Builds a board. `diagonals` is refused on the six-men board, which has no such variant.
    ///
    /// # Errors
    /// `BoardError::NoDiagonals` when the combination does not exist.
    pub fn new(kind: BoardKind, diagonals: bool) -> Result<Board, BoardError> {
        let (grid, base, extra): (u8, &[&str], &[&str]) = match kind {
            BoardKind::Nine => (7, NINE_LINES, NINE_DIAGONALS),
            BoardKind::Six => (5, SIX_LINES, &[]),
            BoardKind::Three => (3, THREE_LINES, THREE_DIAGONALS),
        };
        if diagonals && extra.is_empty() {
            return Err(BoardError::NoDiagonals { kind });
        }
        let drawn: Vec<Vec<(u8, u8)>> = base
            .iter()
            .chain(if diagonals { extra } else { &[] })
            .map(|line| line.split(' ').map(square_of).collect())
            .collect();

        let mut squares: Vec<(u8, u8)> = drawn.iter().flatten().copied().collect();
        squares.sort_by_key(|&(file, rank)| (rank, file));
        squares.dedup();
        let index = |sq: (u8, u8)| {
            squares
                .iter()
                .position(|&s| s == sq)
                .expect("point on a line") as Point
        };

        let mut adjacent = [0u32; MAX_POINTS];
        let mut mills = Vec::new();
        for line in &drawn {
            let points: Vec<Point> = line.iter().map(|&sq| index(sq)).collect();
            for pair in points.windows(2) {
                adjacent[pair[0] as usize] |= 1 << pair[1];
                adjacent[pair[1] as usize] |= 1 << pair[0];
            }
            if points.len() == 3 {
                mills.push(points.iter().fold(0u32, |m, &p| m | 1 << p));
            }
        }
        let mut mills_through = [[u32::MAX; MAX_LINES_THROUGH]; MAX_POINTS];
        for (p, slots) in mills_through.iter_mut().enumerate().take(squares.len()) {
            let through = mills.iter().filter(|&&m| m & (1 << p) != 0);
            for (slot, &m) in slots.iter_mut().zip(through) {
                *slot = m;
            }
        }

        let names = squares
            .iter()
            .map(|&(f, r)| format!("{}{}", (b'a' + f) as char, r + 1))
            .collect();
        let mut board = Board {
            kind,
            diagonals,
            grid,
            all: (1u32 << squares.len()) - 1,
            squares,
            names,
            adjacent,
            mills,
            mills_through,
            symmetries: Vec::new(),
        };
        board.symmetries = board.find_symmetries();
        Ok(board)
    }

    /// The symmetries of the square grid (rotations, reflections) and, on boards of nested
    /// squares, the swap of the inner and outer squares; kept when they preserve adjacency and
    /// mills. The identity comes first.
    fn find_symmetries(&self) -> Vec<Symmetry> {
        let c = i32::from(self.grid / 2);
        let rings: Vec<i32> = self
            .squares
            .iter()
            .map(|&(f, r)| (i32::from(f) - c).abs().max((i32::from(r) - c).abs()))
            .collect();
        let inner = rings.iter().copied().filter(|&d| d > 0).min().unwrap_or(0);
        let outer = rings.iter().copied().max().unwrap_or(0);
        let has_centre = rings.contains(&0);
        let mut found: Vec<Symmetry> = Vec::new();
        for swap in [false, true] {
            if swap && (has_centre || inner == outer) {
                continue;
            }
            for mirror in [false, true] {
                for turns in 0..4 {
                    let mut map = [0 as Point; MAX_POINTS];
                    for (p, &(f, r)) in self.squares.iter().enumerate() {
                        let (mut x, mut y) = (i32::from(f) - c, i32::from(r) - c);
                        if swap {
                            let d = x.abs().max(y.abs());
                            let to = inner + outer - d;
                            (x, y) = (x / d * to, y / d * to);
                        }
                        if mirror {
                            x = -x;
                        }
                        for _ in 0..turns {
                            (x, y) = (-y, x);
                        }
                        let sq = ((x + c) as u8, (y + c) as u8);
                        map[p] = self
                            .squares
                            .iter()
                            .position(|&s| s == sq)
                            .expect("grid symmetry maps points to points")
                            as Point;
                    }
                    let mut name = Vec::new();
                    if mirror {
                        name.push("mirror".to_string());
                    }
                    if turns > 0 {
                        name.push(format!("rot{}", 90 * turns));
                    }
                    if swap {
                        name.push("swap".to_string());
                    }
                    let name = if name.is_empty() {
                        "identity".to_string()
                    } else {
                        name.join("+")
                    };
                    let sym = Symmetry { map, name };
                    if self.preserves_lines(&sym) && !found.iter().any(|s| s.map == sym.map) {
                        found.push(sym);
                    }
                }
            }
        }
        found
    }

    fn preserves_lines(&self, sym: &Symmetry) -> bool {
        let adjacency = (0..self.points())
            .all(|p| sym.bits(self.adjacent[p]) == self.adjacent[sym.point(p as Point) as usize]);
        let mills = self
            .mills
            .iter()
            .all(|&m| self.mills.contains(&sym.bits(m)));
        adjacency && mills
    }

    /// Which board this is.
    #[must_use]
    pub fn kind(&self) -> BoardKind {
        self.kind
    }

    /// Whether the diagonal lines are drawn.
    #[must_use]
    pub fn diagonals(&self) -> bool {
        self.diagonals
    }

    /// The number of points.
    #[inline]
    #[must_use]
    pub fn points(&self) -> usize {
        self.squares.len()
    }

    /// The side of the square grid the points lie on (7, 5 or 3).
    #[must_use]
    pub fn grid(&self) -> u8 {
        self.grid
    }

    /// (file, rank) of a point on the grid, from 0; rank 0 is the bottom.
    #[must_use]
    pub fn square(&self, p: Point) -> (u8, u8) {
        self.squares[p as usize]
    }

    /// The set of all points.
    #[inline]
    #[must_use]
    pub fn all(&self) -> u32 {
        self.all
    }

    /// The points adjacent to `p` along a drawn line.
    #[inline]
    #[must_use]
    pub fn adjacent(&self, p: Point) -> u32 {
        self.adjacent[p as usize]
    }

    /// Every mill, as a set of three points.
    #[must_use]
    pub fn mills(&self) -> &[u32] {
        &self.mills
    }

    /// How many mills through `p` are complete in `men` (which must contain `p`).
    #[inline]
    #[must_use]
    pub fn mills_closed_at(&self, men: u32, p: Point) -> u32 {
        let lines = &self.mills_through[p as usize];
        lines.iter().map(|&m| u32::from(men & m == m)).sum()
    }

    /// Whether `p` lies in a complete mill of `men`.
    #[inline]
    #[must_use]
    #[allow(clippy::manual_contains)] // each mill is compared with its own subset of `men`
    pub fn in_mill(&self, men: u32, p: Point) -> bool {
        self.mills_through[p as usize].iter().any(|&m| men & m == m)
    }

    /// The points of `men` that lie in at least one complete mill.
    #[inline]
    #[must_use]
    pub fn in_mills(&self, men: u32) -> u32 {
        self.mills
            .iter()
            .fold(0, |acc, &m| if men & m == m { acc | m } else { acc })
    }

    /// The name of a point, e.g. `d1`.
    #[must_use]
    pub fn name(&self, p: Point) -> &str {
        &self.names[p as usize]
    }

    /// The point with this name, if the board has one.
    #[must_use]
    pub fn point(&self, name: &str) -> Option<Point> {
        self.names
            .iter()
            .position(|n| n == name)
            .map(|p| p as Point)
    }

    /// The board's symmetries, the identity first: 16 on the nine and six boards (rotations,
    /// reflections, inner-outer swap), 8 on the three board.
    #[must_use]
    pub fn symmetries(&self) -> &[Symmetry] {
        &self.symmetries
    }
}

fn square_of(name: &str) -> (u8, u8) {
    let b = name.as_bytes();
    (b[0] - b'a', b[1] - b'1')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(kind: BoardKind, diagonals: bool) -> Board {
        Board::new(kind, diagonals).unwrap()
    }

    #[test]
    fn sizes_and_names() {
        let nine = board(BoardKind::Nine, false);
        assert_eq!(nine.points(), 24);
        assert_eq!(nine.mills().len(), 16);
        let names: Vec<&str> = (0..24).map(|p| nine.name(p)).collect();
        assert_eq!(names[..6], ["a1", "d1", "g1", "b2", "d2", "f2"]);
        assert_eq!(names[23], "g7");
        assert_eq!(board(BoardKind::Nine, true).mills().len(), 20);
        let six = board(BoardKind::Six, false);
        assert_eq!((six.points(), six.mills().len()), (16, 8));
        let three = board(BoardKind::Three, true);
        assert_eq!((three.points(), three.mills().len()), (9, 8));
        assert_eq!(
            Board::new(BoardKind::Six, true).unwrap_err(),
            BoardError::NoDiagonals {
                kind: BoardKind::Six
            }
        );
    }

    #[test]
    fn adjacency_follows_the_drawn_lines() {
        let nine = board(BoardKind::Nine, false);
        let p = |n: &str| nine.point(n).unwrap();
        let set = |names: &[&str]| names.iter().fold(0u32, |s, n| s | 1 << p(n));
        assert_eq!(nine.adjacent(p("d2")), set(&["d1", "d3", "b2", "f2"]));
        assert_eq!(nine.adjacent(p("a1")), set(&["d1", "a4"]));
        let diag = board(BoardKind::Nine, true);
        assert_eq!(diag.adjacent(p("b2")), set(&["d2", "b4", "a1", "c3"]));
        let six = board(BoardKind::Six, false);
        let q = |n: &str| six.point(n).unwrap();
        assert_eq!(
            six.adjacent(q("c1")),
            (1 << q("a1")) | (1 << q("e1")) | (1 << q("c2"))
        );
        // A two-point line joins points but makes no mill.
        assert!(
            six.mills()
                .iter()
                .all(|&m| m & (1 << q("c1")) == 0 || m & (1 << q("c2")) == 0)
        );
    }

    #[test]
    fn symmetry_counts() {
        assert_eq!(board(BoardKind::Nine, false).symmetries().len(), 16);
        assert_eq!(board(BoardKind::Nine, true).symmetries().len(), 16);
        assert_eq!(board(BoardKind::Six, false).symmetries().len(), 16);
        assert_eq!(board(BoardKind::Three, false).symmetries().len(), 8);
        assert_eq!(board(BoardKind::Three, true).symmetries().len(), 8);
        let nine = board(BoardKind::Nine, false);
        assert_eq!(nine.symmetries()[0].name(), "identity");
        let swap = nine
            .symmetries()
            .iter()
            .find(|s| s.name() == "swap")
            .unwrap();
        assert_eq!(nine.name(swap.point(nine.point("a1").unwrap())), "c3");
        assert_eq!(nine.name(swap.point(nine.point("d2").unwrap())), "d2");
    }
}
