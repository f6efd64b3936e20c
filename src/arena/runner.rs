//! The match runner: plays a match's plan on worker threads, each keeping several games going
//! in lockstep so that a network player's searches share batches. Each round, players without
//! a network move at once (one instance per game, seeded for it); then every network player
//! runs one `mcts::batched_round` over the searches of all its games that wait for it, and
//! plays the decisions of the searches that are done. Every move is checked with `Game::play`:
//! an illegal one stops the match with an error naming the player.
//!
//! A network player's decision is seeded by its game's seed and the ply, as the neural
//! player's own `choose` does, so a game comes out the same alone or among many.

use super::{
    ARENA_PLY_CAP, ArenaError, MatchEvent, MatchGame, MatchReport, MatchSettings, SideClock,
    SprtDecision, SprtReport, Tally,
};
use crate::agents::{
    Agent, Budget, Choice, KeptTree, NetworkSearch, SpecError, TimeControl, from_spec,
};
use crate::game::{Color, Game, Position, Rules, format_action};
use crate::match_plan::{MatchPlan, PlannedGame};
use crate::mcts::{Search, batched_round};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A side of a match.
pub enum Contestant<'a> {
    /// A player spec (`greedy`, `neural:model=...`); each worker thread builds its own.
    Spec(String),
    /// A network already loaded, with its search (the trainer's own). The match then runs on
    /// one thread.
    Network {
        name: String,
        network: NetworkSearch<'a>,
    },
    /// Players made by a function, a fresh one for every game (tests, embedding programs).
    Custom {
        name: String,
        make: &'a (dyn Fn() -> Box<dyn Agent> + Sync),
    },
}

impl Contestant<'_> {
    /// The name in reports: the spec, or the given name.
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            Contestant::Spec(spec) => spec,
            Contestant::Network { name, .. } | Contestant::Custom { name, .. } => name,
        }
    }
}

/// How a worker seats one side.
enum Seating<'a> {
    /// A fresh player per game (its state is the game's).
    PerGame(Box<dyn Fn() -> Result<Box<dyn Agent>, SpecError> + 'a>),
    /// One network player for every game of the worker, driven through its network.
    Shared(Box<dyn Agent>),
    /// The borrowed network of `Contestant::Network`.
    Borrowed(NetworkSearch<'a>),
}

impl Seating<'_> {
    fn network(&mut self) -> Option<NetworkSearch<'_>> {
        match self {
            Seating::PerGame(_) => None,
            Seating::Shared(agent) => agent.network_search(),
            Seating::Borrowed(network) => Some(NetworkSearch {
                evaluator: &mut *network.evaluator,
                settings: network.settings,
                temperature: network.temperature,
                tablebase: network.tablebase.clone(),
                root_symmetries: network.root_symmetries,
                leaves_per_round: network.leaves_per_round,
            }),
        }
    }
}

/// A game in progress on a worker.
struct LiveGame {
    planned: PlannedGame,
    game: Game,
    /// Per-game players (seat 0: the judged player), where the seat has them.
    players: [Option<Box<dyn Agent>>; 2],
    /// The network search of the seat to move, once begun.
    search: Option<Search>,
    /// Each network seat's search from its last decision (tree reuse, `NetworkSearch::keep`).
    kept: [Option<KeptTree>; 2],
    /// Thinking time spent on the search so far.
    search_seconds: f64,
    clocks: [SideClock; 2],
}

impl LiveGame {
    fn new(
        planned: &PlannedGame,
        rules: &Arc<Rules>,
        seats: &[Seating<'_>; 2],
    ) -> Result<LiveGame, SpecError> {
        let mut players = [None, None];
        for ((seat, slot), &seed) in seats.iter().zip(&mut players).zip(&planned.seeds) {
            if let Seating::PerGame(make) = seat {
                slot.insert(make()?).new_game(seed);
            }
        }
        let game = planned.opening.game(rules);
        Ok(LiveGame {
            planned: planned.clone(),
            game,
            players,
            search: None,
            kept: [None, None],
            search_seconds: 0.0,
            clocks: [SideClock::default(); 2],
        })
    }

    /// The seat to move: 0 for the judged player.
    fn seat_to_move(&self) -> usize {
        usize::from(self.game.position().side_to_move() != self.planned.player_color)
    }

    fn finished(&self) -> bool {
        self.game.is_over() || self.game.actions().len() >= ARENA_PLY_CAP
    }

    /// Plays `choice` for `seat`, checked, and shows it to the match's observer; `seconds`
    /// of thinking go on its clock.
    fn play(
        &mut self,
        job: &Job<'_, '_>,
        seat: usize,
        choice: &Choice,
        seconds: f64,
    ) -> Result<(), ArenaError> {
        let clock = &mut self.clocks[seat];
        clock.decisions += 1;
        clock.seconds += seconds;
        clock.nodes += choice.nodes;
        clock.evaluations += choice.evaluations;
        if let Some(depth) = choice.analysis.as_ref().and_then(|a| a.depth) {
            clock.depth += u64::from(depth);
            clock.decisions_with_depth += 1;
        }
        self.game
            .play(choice.action)
            .map_err(|e| ArenaError::IllegalAction {
                game: self.planned.index,
                player: job.names[seat].to_string(),
                reason: e.to_string(),
            })?;
        let mut tallies = job.tallies.lock().expect("a tally");
        (tallies.on_event)(&MatchEvent::Decision {
            index: self.planned.index,
            game: &self.game,
            choice,
            seconds,
        });
        Ok(())
    }

    /// Moves the per-game players until a network must move or the game is over.
    fn play_per_game_moves(&mut self, job: &Job<'_, '_>) -> Result<(), ArenaError> {
        while !self.finished() {
            let seat = self.seat_to_move();
            let Some(player) = self.players[seat].as_mut() else {
                return Ok(());
            };
            let start = Instant::now();
            let choice = player.choose(&self.game, &Budget::default());
            self.play(job, seat, &choice, start.elapsed().as_secs_f64())?;
        }
        Ok(())
    }

    /// Plays the whole game with every decision given `movetime` (`MatchSettings::movetime`, the
    /// time `TimeControl::per_move` gives): per-game players and a worker's shared network
    /// player alike decide through `choose`.
    fn play_timed(
        &mut self,
        job: &Job<'_, '_>,
        seats: &mut [Seating<'_>; 2],
        movetime: Duration,
    ) -> Result<(), ArenaError> {
        let control = TimeControl::per_move(movetime);
        for (seat, seating) in seats.iter_mut().enumerate() {
            if let Seating::Shared(agent) = seating {
                agent.new_game(self.planned.seeds[seat]);
            }
        }
        while !self.finished() {
            let seat = self.seat_to_move();
            let player: &mut dyn Agent = match (&mut self.players[seat], &mut seats[seat]) {
                (Some(player), _) => player.as_mut(),
                (None, Seating::Shared(agent)) => agent.as_mut(),
                _ => unreachable!("a borrowed network is refused with a movetime"),
            };
            let budget = Budget {
                time: control.time_for(self.game.position().side_to_move()),
                ..Budget::default()
            };
            let start = Instant::now();
            let choice = player.choose(&self.game, &budget);
            self.play(job, seat, &choice, start.elapsed().as_secs_f64())?;
        }
        Ok(())
    }

    /// The finished game's record.
    fn record(&self, rules: &Rules) -> MatchGame {
        let color = self.planned.player_color;
        let (result, reason, points) = match self.game.outcome() {
            Some(o) => (
                o.result_name(),
                o.reason(),
                f64::from(o.score_for(color) + 1) / 2.0,
            ),
            None => (
                "draw",
                format!("stopped by the arena after {ARENA_PLY_CAP} plies"),
                0.5,
            ),
        };
        MatchGame {
            index: self.planned.index,
            player_color: color.name(),
            opening_plies: self.planned.opening.actions.len(),
            position: (self.planned.opening.position != Position::start(rules))
                .then(|| self.planned.opening.position.text(rules).to_string()),
            moves: self
                .game
                .actions()
                .iter()
                .map(|&a| format_action(rules.board(), a))
                .collect(),
            result,
            reason,
            points,
            clock: self.clocks,
        }
    }
}

/// One network seat's round over the live games where it is to move: searches begin, one batch
/// is evaluated, and the searches that are done are played.
fn network_round(
    job: &Job<'_, '_>,
    live: &mut [LiveGame],
    seat: usize,
    network: &mut NetworkSearch<'_>,
) -> Result<(), ArenaError> {
    let start = Instant::now();
    let mut waiting: Vec<&mut LiveGame> = live
        .iter_mut()
        .filter(|t| !t.finished() && t.seat_to_move() == seat)
        .collect();
    if waiting.is_empty() {
        return Ok(());
    }
    let mut searches: Vec<&mut Search> = waiting
        .iter_mut()
        .map(|t| {
            let (game, seed, kept) = (&t.game, t.planned.seeds[seat], &mut t.kept[seat]);
            t.search.get_or_insert_with(|| {
                let simulations = network.settings.simulations_at(game.position());
                network.begin(game, simulations, seed, kept.take())
            })
        })
        .collect();
    batched_round(&mut searches, network.evaluator);
    // The games' searches ran side by side: each gets an even share of the round's time.
    let share = start.elapsed().as_secs_f64() / waiting.len() as f64;
    for live_game in waiting {
        live_game.search_seconds += share;
        if let Some(mut search) = live_game.search.take_if(|s| s.done()) {
            let seconds = std::mem::take(&mut live_game.search_seconds);
            let choice = network.decide(&mut search, seconds);
            live_game.kept[seat] = network.keep(search, &live_game.game);
            live_game.play(job, seat, &choice, seconds)?;
        }
    }
    Ok(())
}

/// What every worker shares.
struct Job<'a, 'b> {
    settings: &'a MatchSettings,
    plan: MatchPlan,
    names: [&'a str; 2],
    next: AtomicUsize,
    stop: AtomicBool,
    tallies: Mutex<Tallies<'b>>,
}

impl Job<'_, '_> {
    /// Plays games of the plan (taken in order) until none is left or the match stops,
    /// tallying each finished game. At most `settings.batch_games` games are played at once
    /// when a network plays, else one.
    fn work(&self, mut seats: [Seating<'_>; 2]) -> Result<(), ArenaError> {
        let networks = seats.iter_mut().any(|s| s.network().is_some());
        let window = if networks && self.settings.movetime.is_none() {
            self.settings.batch_games.max(1)
        } else {
            1
        };
        let rules = &self.settings.rules;
        let mut live: Vec<LiveGame> = Vec::with_capacity(window);
        while !self.stop.load(Ordering::Relaxed) {
            while live.len() < window {
                let index = self.next.fetch_add(1, Ordering::Relaxed);
                let Some(planned) = self.plan.games.get(index) else {
                    break;
                };
                live.push(LiveGame::new(planned, rules, &seats)?);
            }
            if live.is_empty() {
                break;
            }
            for live_game in &mut live {
                match self.settings.movetime {
                    Some(movetime) => live_game.play_timed(self, &mut seats, movetime)?,
                    None => live_game.play_per_game_moves(self)?,
                }
            }
            let (finished, going): (Vec<LiveGame>, Vec<LiveGame>) =
                live.drain(..).partition(LiveGame::finished);
            live = going;
            for live_game in finished {
                if !self
                    .tallies
                    .lock()
                    .expect("a tally")
                    .add(live_game.record(rules))
                {
                    self.stop.store(true, Ordering::Relaxed);
                }
            }
            for (seat, s) in seats.iter_mut().enumerate() {
                if let Some(mut network) = s.network() {
                    network_round(self, &mut live, seat, &mut network)?;
                }
            }
        }
        Ok(())
    }
}

impl<'a> Contestant<'a> {
    /// A copy for another worker thread (`None` for a borrowed network, which stays on one).
    fn share(&self) -> Option<Contestant<'a>> {
        match self {
            Contestant::Spec(spec) => Some(Contestant::Spec(spec.clone())),
            Contestant::Custom { name, make } => Some(Contestant::Custom {
                name: name.clone(),
                make: *make,
            }),
            Contestant::Network { .. } => None,
        }
    }

    /// How a worker seats this side.
    fn into_seat(self, rules: &'a Arc<Rules>) -> Result<Seating<'a>, SpecError> {
        Ok(match self {
            Contestant::Spec(spec) => {
                let mut agent = from_spec(&spec, rules)?;
                if agent.network_search().is_some() {
                    Seating::Shared(agent)
                } else {
                    Seating::PerGame(Box::new(move || from_spec(&spec, rules)))
                }
            }
            Contestant::Custom { make, .. } => Seating::PerGame(Box::new(move || Ok(make()))),
            Contestant::Network { network, .. } => Seating::Borrowed(network),
        })
    }
}

/// Plays the match `settings` describes between `player` (the side judged) and `opponent`;
/// `on_event` sees every decision and the tally as games finish. Players built from specs play
/// on `settings.threads` workers, each with its own instances; a borrowed network on one.
///
/// # Errors
/// A player spec that cannot be built, or a player that chose an illegal action.
pub fn run_match<'a>(
    settings: &'a MatchSettings,
    player: Contestant<'a>,
    opponent: Contestant<'a>,
    on_event: &mut (dyn FnMut(&MatchEvent) + Send),
) -> Result<MatchReport, ArenaError> {
    let started = Instant::now();
    let rules = &settings.rules;
    let names = [player.name().to_string(), opponent.name().to_string()];
    let job = Job {
        settings,
        plan: MatchPlan::new(rules, settings.games, &settings.openings, settings.seed),
        names: [&names[0], &names[1]],
        next: AtomicUsize::new(0),
        stop: AtomicBool::new(false),
        tallies: Mutex::new(Tallies {
            total: Tally::default(),
            games: Vec::with_capacity(settings.games),
            sprt: settings.sprt,
            on_event,
        }),
    };
    let threads = settings.threads.clamp(1, settings.games.max(1));
    if settings.movetime.is_some() {
        if let Some(c) = [&player, &opponent]
            .into_iter()
            .find(|c| matches!(c, Contestant::Network { .. }))
        {
            return Err(ArenaError::Timed(c.name().to_string()));
        }
        // One search at a time per worker: a second libtorch thread at batch 1 costs more
        // than it brings (docs/engine.md).
        crate::net::threads::configure(1, false);
    }
    match (player.share(), opponent.share()) {
        (Some(p), Some(o)) if threads > 1 => {
            // Built once here, so that a bad spec is an error before any game starts.
            for c in [&p, &o] {
                if let Contestant::Spec(spec) = c {
                    from_spec(spec, rules)?;
                }
            }
            std::thread::scope(|scope| {
                let workers: Vec<_> = (0..threads)
                    .map(|_| {
                        let (p, o, job) = (p.share(), o.share(), &job);
                        scope.spawn(move || {
                            // A network on each worker: their libtorch threads share the cores.
                            if settings.movetime.is_none() {
                                crate::net::threads::share_cores(threads);
                            }
                            let seats = [
                                p.expect("shared").into_seat(rules)?,
                                o.expect("shared").into_seat(rules)?,
                            ];
                            job.work(seats)
                                .inspect_err(|_| job.stop.store(true, Ordering::Relaxed))
                        })
                    })
                    .collect();
                workers
                    .into_iter()
                    .map(|w| w.join().expect("a match worker panicked"))
                    .collect::<Result<Vec<()>, ArenaError>>()
            })?;
        }
        _ => job.work([player.into_seat(rules)?, opponent.into_seat(rules)?])?,
    }
    let tallies = job.tallies.into_inner().expect("a tally");
    Ok(tallies.report(settings, &names, started.elapsed()))
}

/// The tally of a match as games come in, and its report at the end.
struct Tallies<'a> {
    /// From the judged player's side.
    total: Tally,
    games: Vec<MatchGame>,
    sprt: Option<super::Sprt>,
    on_event: &'a mut (dyn FnMut(&MatchEvent<'_>) + Send),
}

impl Tallies<'_> {
    /// Counts a finished game; false once the SPRT has decided.
    fn add(&mut self, game: MatchGame) -> bool {
        self.total.add(game.points);
        self.games.push(game);
        (self.on_event)(&MatchEvent::Finished {
            done: self.games.len(),
            total: &self.total,
        });
        self.sprt
            .is_none_or(|test| test.decide(&self.total) == SprtDecision::Continue)
    }

    fn report(
        mut self,
        settings: &MatchSettings,
        names: &[String; 2],
        took: Duration,
    ) -> MatchReport {
        self.games.sort_by_key(|g| g.index);
        // As White, as Black.
        let mut tallies = [Tally::default(); 2];
        let mut clocks = [SideClock::default(); 2];
        for game in &self.games {
            tallies[usize::from(game.player_color != Color::White.name())].add(game.points);
            clocks[0].add(&game.clock[0]);
            clocks[1].add(&game.clock[1]);
        }
        let total = self.total;
        let finite = |x: f64| x.is_finite().then_some(x);
        let (elo, low, high) = total.elo();
        MatchReport {
            rules: settings.rules.name().to_string(),
            player: names[0].clone(),
            opponent: names[1].clone(),
            seed: settings.seed,
            opening_plies: match settings.openings {
                super::Openings::Random(plies) => plies,
                super::Openings::List(_) => 0,
            },
            as_white: tallies[0],
            as_black: tallies[1],
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
            seconds: took.as_secs_f64(),
            games: self.games,
        }
    }
}
