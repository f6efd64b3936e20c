//! Positions as text against the rules engine: every position of random games on every preset
//! reads back from its text (and on the 24-point board from its FEN) as the same position with
//! the same key, legal actions and outcome; and the reader, fed random bytes or mutated valid
//! lines, returns errors and never panics, and every position it accepts holds the engine's
//! invariants.

use morris_core::game::{ActionList, Color, Game, PRESETS, Position, Rules};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::{Arc, LazyLock};

/// The presets, and two variants for what they do not reach: several captures pending and
/// bans on the diagonal board, and tight draw limits with the ply cap.
static RULE_SETS: LazyLock<Vec<Arc<Rules>>> = LazyLock::new(|| {
    let mut sets: Vec<Rules> = PRESETS
        .iter()
        .map(|(name, _)| Rules::preset(name).unwrap())
        .collect();
    let per_mill = "name = \"per-mill\"\ndiagonals = true\npieces = 12\nmill_captures = \"per-mill\"\n\
                    mill_protection = \"none\"\nforbid_mill_reform = true\nfly_at = 4";
    sets.push(Rules::parse(per_mill, "test").unwrap());
    sets.push(Rules::preset("six").unwrap().with_draws(20, 2, 90));
    sets.into_iter().map(Arc::new).collect()
});

/// A random game's positions, the finished one included.
fn random_positions(rules: &Arc<Rules>, rng: &mut ChaCha8Rng) -> Vec<Position> {
    let mut game = Game::new(rules.clone());
    let mut positions = vec![*game.position()];
    loop {
        let legal = game.legal_actions();
        if legal.is_empty() || game.actions().len() > 3000 {
            return positions;
        }
        game.play_unchecked(legal[rng.gen_range(0..legal.len())]);
        positions.push(*game.position());
    }
}

/// The legal actions (with the draw rules, without history) and the outcome.
fn play_of(rules: &Rules, pos: &Position) -> (ActionList, Option<morris_core::game::Outcome>) {
    let mut legal = ActionList::new();
    pos.legal_actions(rules, std::iter::empty(), &mut legal);
    (legal, pos.outcome(rules, std::iter::empty()))
}

#[test]
fn positions_of_random_games_read_back_from_their_text() {
    const POSITIONS: usize = 100_000;
    let sets = &*RULE_SETS;
    let mut rng = ChaCha8Rng::seed_from_u64(20);
    let (mut checked, mut fens, mut pending, mut bans) = (0, 0, 0, 0);
    for (i, rules) in sets.iter().enumerate() {
        let quota = POSITIONS * (i + 1) / sets.len() - POSITIONS * i / sets.len();
        let mut done = 0;
        while done < quota {
            for pos in random_positions(rules, &mut rng)
                .into_iter()
                .take(quota - done)
            {
                done += 1;
                let text = pos.text(rules).to_string();
                let read = Position::parse(rules, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(read, pos, "{text}");
                assert_eq!(read.text(rules).to_string(), text);
                assert_eq!((read.key(), read.compute_key()), (pos.key(), pos.key()));
                assert_eq!(play_of(rules, &read), play_of(rules, &pos), "{text}");
                pending += usize::from(pos.pending_captures() > 1);
                bans += usize::from(Color::ALL.iter().any(|&c| pos.reform_ban(c).is_some()));
                if let Some(fen) = pos.fen(rules) {
                    let read =
                        Position::parse(rules, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                    assert_eq!(read.fen(rules).as_ref(), Some(&fen));
                    assert_eq!(read.key(), pos.key(), "{fen}");
                    // The move number keeps half the ply counter; everything else is exact.
                    assert!(
                        read.ply() <= pos.ply() && pos.ply() - read.ply() <= 1,
                        "{fen}"
                    );
                    assert_eq!(read.quiet_plies(), pos.quiet_plies(), "{fen}");
                    assert_eq!(play_of(rules, &read), play_of(rules, &pos), "{fen}");
                    fens += 1;
                }
            }
        }
        checked += done;
    }
    assert_eq!(checked, POSITIONS);
    assert!(fens > POSITIONS / 2, "{fens} FENs");
    assert!(
        pending > 0 && bans > 0,
        "{pending} multiple captures, {bans} bans"
    );
}

/// What the engine relies on in any position it is given, checked for a position the reader
/// accepted: a consistent key, the men within the rules, a decision with an action exactly when
/// the game goes on, and play from it that keeps reading back from its text.
fn holds_invariants(rules: &Arc<Rules>, pos: Position, seed: u64) {
    let board = rules.board();
    assert_eq!(pos.key(), pos.compute_key());
    assert_eq!(pos.men(Color::White) & pos.men(Color::Black), 0);
    assert_eq!(pos.occupied() & !board.all(), 0);
    for c in Color::ALL {
        assert!(pos.men_left(c) <= u32::from(rules.spec().pieces));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::from_position(rules.clone(), pos);
    for _ in 0..40 {
        let pos = *game.position();
        let mut generated = ActionList::new();
        pos.generate(rules, &mut generated);
        assert_eq!(pos.has_legal_action(rules), !generated.is_empty());
        assert_eq!(pos.decisive_outcome(rules).is_none(), !generated.is_empty());
        assert_eq!(
            Position::parse(rules, &pos.text(rules).to_string()),
            Ok(pos)
        );
        let legal = game.legal_actions();
        if legal.is_empty() {
            return;
        }
        game.play(legal[rng.gen_range(0..legal.len())]).unwrap();
    }
}

/// Words the notations are made of, for mutations.
const WORDS: &[&str] = &[
    "white",
    "black",
    "hand",
    "to",
    "place",
    "move",
    "fly",
    "capture",
    "ban",
    "quiet",
    "ply",
    "|",
    "0",
    "1",
    "2",
    "3",
    "4",
    "7",
    "9",
    "12",
    "13",
    "24",
    "31",
    "100",
    "-1",
    "65535",
    "99999",
    "a1",
    "d1",
    "g1",
    "b2",
    "d2",
    "a4",
    "c3",
    "d5",
    "g7",
    "a7",
    "b4",
    "z9",
    "w",
    "b",
    "p",
    "m",
    "r",
    "s",
    "o",
    "?",
    "ids:nodes",
    "c:w-1-3",
    "p:3",
    "s:1",
    "O@******/********/********",
    "@@@@@@@@/@@@@@@@@/@@@@@@@@",
    "a4-a1",
    "a1-a1",
    "",
];

/// A valid line of either notation from a random game, edited by `edits`.
fn mutated(rules: &Arc<Rules>, seed: u64, fen: bool, edits: &[(u8, usize, usize)]) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let positions = random_positions(rules, &mut rng);
    let pos = positions[rng.gen_range(0..positions.len())];
    let line = pos
        .fen(rules)
        .filter(|_| fen)
        .unwrap_or_else(|| pos.text(rules).to_string());
    let mut words: Vec<String> = line.split(' ').map(str::to_string).collect();
    for &(kind, at, pick) in edits {
        let (len, at) = (words.len(), at % (words.len() + 1));
        let word = WORDS[pick % WORDS.len()].to_string();
        match kind % 5 {
            0 => words.insert(at, word),
            1 if at < words.len() => words[at] = word,
            2 if at < words.len() => {
                words.remove(at);
            }
            3 if at < words.len() => {
                // Change one character of the word.
                let mut chars: Vec<char> = words[at].chars().collect();
                let i = pick % (chars.len() + 1);
                let c = ['*', 'O', '@', 'X', '/', '|', '-', '0', '9', 'a', 'h'][pick % 11];
                if i < chars.len() && pick % 2 == 0 {
                    chars[i] = c;
                } else {
                    chars.insert(i.min(chars.len()), c);
                }
                words[at] = chars.into_iter().collect();
            }
            _ if at < len => words.swap(at, (at + pick) % len),
            _ => {}
        }
    }
    words.join(" ")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_bytes_are_errors_not_panics(set in 0..PRESETS.len() + 2, bytes in prop::collection::vec(any::<u8>(), 0..160)) {
        let rules = &RULE_SETS[set];
        if let Ok(pos) = Position::parse(rules, &String::from_utf8_lossy(&bytes)) {
            holds_invariants(rules, pos, 1);
        }
    }

    #[test]
    fn text_in_the_notations_alphabet_is_read_or_refused(set in 0..PRESETS.len() + 2, text in "[whiteblackndtopfyqurvsz0-9|/O@*X: -]{0,120}") {
        let rules = &RULE_SETS[set];
        if let Ok(pos) = Position::parse(rules, &text) {
            holds_invariants(rules, pos, 2);
        }
    }

    #[test]
    fn mutated_lines_are_read_or_refused(set in 0..PRESETS.len() + 2, seed in any::<u64>(), fen in any::<bool>(), edits in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..4)) {
        let rules = &RULE_SETS[set];
        let line = mutated(rules, seed, fen, &edits);
        match Position::parse(rules, &line) {
            Ok(pos) => holds_invariants(rules, pos, seed),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

/// A ban no move could have left is refused, naming why: the man that moved must stand on
/// its point (or have been captured), it came from a point its side left, and from a
/// neighbour where the side does not fly.
#[test]
fn a_ban_no_move_could_leave_is_refused() {
    let rules = Rules::preset("alquerque").unwrap();
    let position = |bans: &str| {
        Position::parse(
            &rules,
            &format!("white a1 g1 a7 d1 | black f4 d5 e5 b6 | white to move | {bans}"),
        )
    };
    for (bans, why) in [
        ("ban white d5-d6", "holds the other side's man"),
        ("ban black e5-d5", "holds a man of its side"),
        ("ban white a1-g7", "not neighbours"),
    ] {
        let err = position(bans)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains(why), "{bans}: {err}");
    }
    // A reachable ban reads: the man on its point from an empty neighbour, or captured since.
    assert!(position("ban white a1-a4").is_ok());
    assert!(position("ban black c5-c4").is_ok());
}
