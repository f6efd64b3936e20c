//! Matches between players: games played in parallel, colours alternating, each pair of
//! games opened by the same random plies (or the same opening from a list) so that
//! deterministic players do not replay one game, results as wins/draws/losses per colour,
//! score and Elo (see `elo`), an optional SPRT that stops the match once it decides.
//!
//! Every game is reproducible on its own: its opening and both players' seeds are derived
//! from the match seed and the game's number, whichever thread plays it.

pub mod elo;

pub use elo::{Sprt, SprtDecision, Tally, elo_from_score};

use crate::agents::{Agent, Budget, Choice, SpecError, from_spec};
use crate::game::{Action, Color, Game, Outcome, Rules, format_action};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};
use thiserror::Error;

/// Why a match could not be played.
#[derive(Debug, Error)]
pub enum ArenaError {
    #[error(transparent)]
    Spec(#[from] SpecError),
    #[error("game {game}: player '{player}' chose an illegal action: {reason}")]
    IllegalAction {
        game: usize,
        player: String,
        reason: String,
    },
}

/// A game still going after this many plies is stopped as a draw. Only rules with both draw
/// rules and the ply cap off can get there.
pub const ARENA_PLY_CAP: usize = 5000;

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchSettings {
    pub rules: Arc<Rules>,
    /// The player being judged.
    pub player: String,
    pub opponent: String,
    pub games: usize,
    pub threads: usize,
    /// Random plies opening each pair of games (ignored when `openings` is given).
    pub opening_plies: u32,
    /// Openings as move lists; pair j of games uses opening j modulo their number.
    pub openings: Vec<Vec<Action>>,
    pub seed: u64,
    pub sprt: Option<Sprt>,
}

/// One game of a match.
#[derive(Clone, Debug, Serialize)]
pub struct GameRecord {
    pub index: usize,
    /// The colour of the player being judged.
    pub player_color: &'static str,
    pub opening_plies: usize,
    pub moves: Vec<String>,
    /// `white`, `black` or `draw`.
    pub result: &'static str,
    pub reason: String,
    /// The judged player's points: 1, 0.5 or 0.
    pub points: f64,
    #[serde(skip)]
    pub clock: [SideClock; 2],
}

/// Time and work of one side in one game (index 0: the judged player).
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct SideClock {
    pub decisions: u64,
    pub seconds: f64,
    pub nodes: u64,
}

impl SideClock {
    fn add(&mut self, other: &SideClock) {
        self.decisions += other.decisions;
        self.seconds += other.seconds;
        self.nodes += other.nodes;
    }

    /// Milliseconds per decision.
    #[must_use]
    pub fn ms_per_decision(&self) -> f64 {
        1000.0 * self.seconds / self.decisions.max(1) as f64
    }

    /// Nodes per second while thinking.
    #[must_use]
    pub fn nodes_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.nodes as f64 / self.seconds
        } else {
            0.0
        }
    }
}

/// The result of a match.
#[derive(Clone, Debug, Serialize)]
pub struct MatchReport {
    pub rules: String,
    pub player: String,
    pub opponent: String,
    pub seed: u64,
    pub opening_plies: u32,
    pub as_white: Tally,
    pub as_black: Tally,
    pub total: Tally,
    pub score: f64,
    /// `None` stands for an infinite value (a score of 0 or 1).
    pub elo: Option<f64>,
    pub elo_low: Option<f64>,
    pub elo_high: Option<f64>,
    pub sprt: Option<SprtReport>,
    /// Totals over the match, judged player first.
    pub clocks: [SideClock; 2],
    pub games: Vec<GameRecord>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SprtReport {
    pub test: Sprt,
    pub llr: f64,
    pub bounds: (f64, f64),
    pub decision: SprtDecision,
}

/// A mixing of the match seed with a game number and a role, so that every game and player
/// gets its own stream.
#[must_use]
pub fn derive_seed(seed: u64, game: usize, role: u64) -> u64 {
    let mut z = seed
        ^ (game as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ role.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `plies` uniformly random actions from the start that do not end the game.
#[must_use]
pub fn random_opening(rules: &Arc<Rules>, plies: u32, seed: u64) -> Vec<Action> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    loop {
        let mut game = Game::new(rules.clone());
        for _ in 0..plies {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            game.play_unchecked(legal[rng.gen_range(0..legal.len())]);
        }
        if !game.is_over() {
            return game.actions().to_vec();
        }
    }
}

/// A finished game: the game, its outcome (`None`: stopped at `ARENA_PLY_CAP`) and each
/// colour's clock (White first).
pub type PlayedGame = (Game, Option<Outcome>, [SideClock; 2]);

/// Plays one game from an opening; `on_decision` sees each decision as it is made.
///
/// # Errors
/// The spec of a player that chose an illegal action, and why it was illegal.
pub fn play_game(
    rules: &Arc<Rules>,
    white: &mut dyn Agent,
    black: &mut dyn Agent,
    opening: &[Action],
    on_decision: &mut dyn FnMut(&Game, &Choice, Duration),
) -> Result<PlayedGame, (String, String)> {
    let mut game = Game::new(rules.clone());
    for &action in opening {
        game.play_unchecked(action);
    }
    let mut clocks = [SideClock::default(); 2];
    let budget = Budget::default();
    loop {
        if let Some(outcome) = game.outcome() {
            return Ok((game, Some(outcome), clocks));
        }
        if game.actions().len() >= ARENA_PLY_CAP {
            return Ok((game, None, clocks));
        }
        let side = game.position().side_to_move();
        let agent: &mut dyn Agent = if side == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        let start = Instant::now();
        let choice = agent.choose(&game, &budget);
        let spent = start.elapsed();
        let clock = &mut clocks[side.index()];
        clock.decisions += 1;
        clock.seconds += spent.as_secs_f64();
        clock.nodes += choice.nodes;
        if let Err(e) = game.play(choice.action) {
            return Err((agent.spec().to_string(), e.to_string()));
        }
        on_decision(&game, &choice, spent);
    }
}

/// Plays game `index` of a match (colours by parity, opening by pair).
fn play_match_game(
    settings: &MatchSettings,
    index: usize,
    player: &mut dyn Agent,
    opponent: &mut dyn Agent,
) -> Result<GameRecord, ArenaError> {
    let pair = index / 2;
    let opening = if settings.openings.is_empty() {
        random_opening(
            &settings.rules,
            settings.opening_plies,
            derive_seed(settings.seed, pair, 0),
        )
    } else {
        settings.openings[pair % settings.openings.len()].clone()
    };
    player.new_game(derive_seed(settings.seed, index, 1));
    opponent.new_game(derive_seed(settings.seed, index, 2));
    let player_color = if index % 2 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let (white, black): (&mut dyn Agent, &mut dyn Agent) = if player_color == Color::White {
        (player, opponent)
    } else {
        (opponent, player)
    };
    let (game, outcome, clocks) =
        play_game(&settings.rules, white, black, &opening, &mut |_, _, _| {}).map_err(
            |(player, reason)| ArenaError::IllegalAction {
                game: index,
                player,
                reason,
            },
        )?;
    let (result, reason, points) = match outcome {
        Some(o) => (
            o.result_name(),
            o.reason(),
            f64::from(o.score_for(player_color) + 1) / 2.0,
        ),
        None => (
            "draw",
            format!("stopped by the arena after {ARENA_PLY_CAP} plies"),
            0.5,
        ),
    };
    let board = settings.rules.board();
    Ok(GameRecord {
        index,
        player_color: player_color.name(),
        opening_plies: opening.len(),
        moves: game
            .actions()
            .iter()
            .map(|&a| format_action(board, a))
            .collect(),
        result,
        reason,
        points,
        clock: [
            clocks[player_color.index()],
            clocks[(!player_color).index()],
        ],
    })
}

/// Progress as games finish: games done, tallies so far (judged player's side).
pub struct Progress<'a> {
    pub done: usize,
    pub total: &'a Tally,
}

/// Plays a match.
///
/// # Errors
/// A player spec that cannot be built, or a player that chose an illegal action.
pub fn run_match(
    settings: &MatchSettings,
    on_game: &mut dyn FnMut(&Progress),
) -> Result<MatchReport, ArenaError> {
    // Build once here so that a bad spec is an error before any thread starts.
    from_spec(&settings.player, &settings.rules)?;
    from_spec(&settings.opponent, &settings.rules)?;
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let threads = settings.threads.clamp(1, settings.games.max(1));
    // Bounded, so that workers wait for the tally: once SPRT decides, at most one game per
    // thread is still being played.
    let (send, receive) = mpsc::sync_channel::<Result<GameRecord, ArenaError>>(threads);
    let mut records = Vec::with_capacity(settings.games);
    let mut failure = None;
    let (mut as_white, mut as_black) = (Tally::default(), Tally::default());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let send = send.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                let mut player =
                    from_spec(&settings.player, &settings.rules).expect("checked above");
                let mut opponent =
                    from_spec(&settings.opponent, &settings.rules).expect("checked above");
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= settings.games || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    if send
                        .send(play_match_game(
                            settings,
                            index,
                            player.as_mut(),
                            opponent.as_mut(),
                        ))
                        .is_err()
                    {
                        break;
                    }
                }
            });
        }
        drop(send);
        for record in receive {
            let record = match record {
                Ok(record) => record,
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    failure.get_or_insert(e);
                    continue;
                }
            };
            if record.player_color == Color::White.name() {
                &mut as_white
            } else {
                &mut as_black
            }
            .add(record.points);
            records.push(record);
            let total = as_white.plus(&as_black);
            on_game(&Progress {
                done: records.len(),
                total: &total,
            });
            if settings
                .sprt
                .is_some_and(|t| t.decide(&total) != SprtDecision::Continue)
            {
                stop.store(true, Ordering::Relaxed);
            }
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    Ok(report(settings, as_white, as_black, records))
}

/// Sums up a finished match.
fn report(
    settings: &MatchSettings,
    as_white: Tally,
    as_black: Tally,
    mut records: Vec<GameRecord>,
) -> MatchReport {
    records.sort_by_key(|r| r.index);
    let total = as_white.plus(&as_black);
    let finite = |x: f64| x.is_finite().then_some(x);
    let (elo, low, high) = total.elo();
    let mut clocks = [SideClock::default(); 2];
    for record in &records {
        clocks[0].add(&record.clock[0]);
        clocks[1].add(&record.clock[1]);
    }
    MatchReport {
        rules: settings.rules.name().to_string(),
        player: settings.player.clone(),
        opponent: settings.opponent.clone(),
        seed: settings.seed,
        opening_plies: settings.opening_plies,
        as_white,
        as_black,
        total,
        score: total.score(),
        elo: finite(elo),
        elo_low: finite(low),
        elo_high: finite(high),
        sprt: settings.sprt.map(|test| SprtReport {
            test,
            llr: test.llr(&total),
            bounds: test.bounds(),
            decision: test.decide(&total),
        }),
        clocks,
        games: records,
    }
}
