//! What the API answers, as JSON: the rules presets with their boards laid out on the grid,
//! and a game as the page draws it (position, men in hand, phase, whose turn, legal moves,
//! the move list, the result, and the last engine move with its analysis). Every move is a
//! token in the project's notation (`d1`, `a1-d1`, `xd7`).

use super::limits::Limits;
use super::sessions::{EngineMove, Session};
use crate::agents::{Analysis, Bound, Score};
use crate::game::{Board, Color, Game, PRESETS, Rules, points_of};
use crate::tablebase::{Probe, Wdl};
use serde::Serialize;

/// `GET /api/info`: what the page offers.
#[derive(Serialize)]
pub struct Info {
    pub version: &'static str,
    /// The player specs offered in the page, the default opponent first. Baselines that
    /// read no file are accepted with other options too, within `limits`.
    pub players: Vec<String>,
    /// The models a spec may name by bare name (`neural:model=NAME`, from `--models`).
    pub models: Vec<String>,
    pub limits: LimitsView,
    pub presets: Vec<PresetView>,
}

/// The limits a spec must keep to (`morris serve`'s `--max-*` flags).
#[derive(Serialize)]
pub struct LimitsView {
    /// Simulations (`sims`) or alpha-beta nodes (`nodes`) per move.
    pub max_sims: u64,
    /// Alpha-beta's `depth`.
    pub max_depth: u32,
    /// Milliseconds of search per move (a spec's `time`; a search is stopped then).
    pub max_move_ms: u64,
    /// Searches run at once; beyond, 503.
    pub max_searches: usize,
    /// The memory all games may hold, in MiB; beyond, a new game is answered 503.
    pub max_memory_mb: u64,
    /// The games held at once.
    pub max_games: usize,
    /// The games one client address may hold at once.
    pub max_games_per_address: usize,
}

/// A rules preset and its board.
#[derive(Serialize)]
pub struct PresetView {
    pub name: String,
    /// Men per player.
    pub pieces: u8,
    /// Men left at which a player flies (0: never).
    pub fly_at: u8,
    pub board: BoardView,
}

/// A board's points on its square grid, and the lines drawn between adjacent points.
#[derive(Serialize)]
pub struct BoardView {
    pub kind: &'static str,
    /// The grid's side: points have files and ranks from 0 to `grid - 1`.
    pub grid: u8,
    pub points: Vec<PointView>,
    /// Pairs of adjacent points (by name): the board's drawn lines, segment by segment.
    pub lines: Vec<[String; 2]>,
}

#[derive(Serialize)]
pub struct PointView {
    pub name: String,
    /// From 0, left to right.
    pub file: u8,
    /// From 0, bottom to top.
    pub rank: u8,
}

impl BoardView {
    #[must_use]
    pub fn of(board: &Board) -> BoardView {
        let points = (0..board.points() as u8)
            .map(|p| {
                let (file, rank) = board.square(p);
                PointView {
                    name: board.name(p).to_string(),
                    file,
                    rank,
                }
            })
            .collect();
        let mut lines = Vec::new();
        for p in 0..board.points() as u8 {
            for q in points_of(board.adjacent(p)).filter(|&q| q > p) {
                lines.push([board.name(p).to_string(), board.name(q).to_string()]);
            }
        }
        BoardView {
            kind: board.kind().name(),
            grid: board.grid(),
            points,
            lines,
        }
    }
}

impl Info {
    /// What a server offering `players` and `models` under `limits` answers.
    #[must_use]
    pub fn new(players: &[String], models: &[String], limits: &Limits) -> Info {
        Info {
            version: env!("CARGO_PKG_VERSION"),
            players: players.to_vec(),
            models: models.to_vec(),
            limits: LimitsView {
                max_sims: limits.max_sims,
                max_depth: limits.max_depth,
                max_move_ms: u64::try_from(limits.max_move.as_millis()).unwrap_or(u64::MAX),
                max_searches: limits.max_searches,
                max_memory_mb: limits.max_memory >> 20,
                max_games: super::sessions::MAX_GAMES,
                max_games_per_address: limits.max_games_per_address,
            },
            presets: PRESETS
                .iter()
                .filter_map(|(name, _)| {
                    let rules = Rules::preset(name).ok()?;
                    Some(PresetView {
                        name: (*name).to_string(),
                        pieces: rules.spec().pieces,
                        fly_at: rules.spec().fly_at,
                        board: BoardView::of(rules.board()),
                    })
                })
                .collect(),
        }
    }
}

/// A game as the page draws it.
#[derive(Serialize)]
pub struct GameView {
    pub id: String,
    /// The game's secret, which every change to it must carry (`Authorization: Bearer`):
    /// in the answer that creates the game only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
    /// The rules preset.
    pub rules: String,
    /// `human` or a player spec, per colour.
    pub white: String,
    pub black: String,
    /// The decisions so far, in order.
    pub moves: Vec<MoveView>,
    /// The same, as one line in the notation (what `load` and `morris legal --moves` take).
    pub move_list: String,
    /// The men on the board, by point name.
    pub men: PerColor<Vec<String>>,
    pub in_hand: PerColor<u8>,
    /// `white` or `black` (the side to decide, also after the game's end).
    pub to_move: &'static str,
    /// `placement` while a man is in hand, then `movement`, or `flying` when the side to
    /// move flies.
    pub phase: &'static str,
    /// The kind of decision to make: `place`, `move`, `fly` or `capture`.
    pub decision: &'static str,
    /// The legal moves (none once the game is over).
    pub legal: Vec<String>,
    /// Plies without a capture (movement phase), for the no-capture draw.
    pub quiet_plies: u16,
    pub outcome: Option<OutcomeView>,
    /// Whether a player is searching this game's position now.
    pub thinking: bool,
    pub last_engine_move: Option<EngineMoveView>,
    /// The verdict of the server's tables (`--tablebase`) on the position, where they
    /// cover it (their rules, all men placed, the game not over); absent elsewhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Verdict>,
}

/// A tablebase verdict, for the side to move, under the rules (the no-capture counter
/// included).
#[derive(Serialize)]
pub struct Verdict {
    /// `win`, `draw` or `loss`.
    pub result: &'static str,
    /// For a win or a loss, the movement plies with best play until a mill is closed or
    /// the game ends (the distance to conversion, the closing move included); absent for a
    /// draw.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub distance: Option<u32>,
}

impl Verdict {
    /// The tables' verdict on `game`'s position, if they are for its rules and cover it.
    #[must_use]
    pub fn of(tablebase: &dyn Probe, game: &Game) -> Option<Verdict> {
        if tablebase.rules().spec() != game.rules().spec() || game.is_over() {
            return None;
        }
        let probed = tablebase.probe(game.position())?;
        let result = match probed.rules {
            Wdl::Win => "win",
            Wdl::Loss => "loss",
            Wdl::Draw => "draw",
            Wdl::Unused => return None,
        };
        Some(Verdict {
            result,
            distance: (result != "draw").then_some(u32::from(probed.rules_pass.dtc)),
        })
    }
}

#[derive(Serialize)]
pub struct PerColor<T> {
    pub white: T,
    pub black: T,
}

#[derive(Serialize)]
pub struct MoveView {
    pub ply: usize,
    pub color: &'static str,
    #[serde(rename = "move")]
    pub token: String,
}

#[derive(Serialize)]
pub struct OutcomeView {
    /// `white`, `black` or `draw`.
    pub result: &'static str,
    pub reason: String,
}

/// A player's decision with its analysis.
#[derive(Serialize)]
pub struct EngineMoveView {
    pub ply: usize,
    pub color: &'static str,
    pub player: String,
    #[serde(rename = "move")]
    pub token: String,
    /// Milliseconds from the request's arrival to the move being played.
    pub server_ms: f64,
    /// Milliseconds of search.
    pub search_ms: f64,
    pub analysis: Option<AnalysisView>,
}

/// What the player's search saw, for the side that moved.
#[derive(Serialize)]
pub struct AnalysisView {
    /// Expected result, -1 (loss) .. 0 (draw) .. +1 (win).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<f32>,
    /// Alpha-beta's score.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<ScoreView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    pub nodes: u64,
    /// The leading candidates, best first.
    pub moves: Vec<CandidateView>,
}

/// A score: `{"eval": thousandths of a man}`, `{"win": plies}` or `{"loss": plies}`.
#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ScoreView {
    Eval(i32),
    Win(u32),
    Loss(u32),
}

impl From<Score> for ScoreView {
    fn from(score: Score) -> ScoreView {
        match score {
            Score::Eval(s) => ScoreView::Eval(s),
            Score::Win(n) => ScoreView::Win(n),
            Score::Loss(n) => ScoreView::Loss(n),
        }
    }
}

#[derive(Serialize)]
pub struct CandidateView {
    #[serde(rename = "move")]
    pub token: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub visits: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prior: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<ScoreView>,
    /// `exact`, or `upper` when the score only bounds the move's value from above.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bound: Option<&'static str>,
}

impl AnalysisView {
    fn of(analysis: &Analysis, game: &Game) -> AnalysisView {
        AnalysisView {
            value: analysis.value,
            score: analysis.score.map(ScoreView::from),
            depth: analysis.depth,
            nodes: analysis.nodes,
            moves: analysis
                .actions
                .iter()
                .map(|c| CandidateView {
                    token: game.token(c.action),
                    visits: c.visits,
                    prior: c.prior,
                    value: c.value,
                    score: c.score.map(|(s, _)| s.into()),
                    bound: c.score.map(|(_, b)| match b {
                        Bound::Exact => "exact",
                        Bound::Upper => "upper",
                    }),
                })
                .collect(),
        }
    }
}

impl EngineMoveView {
    fn of(m: &EngineMove, game: &Game) -> EngineMoveView {
        EngineMoveView {
            ply: m.ply,
            color: m.color.name(),
            player: m.player.clone(),
            token: game.token(m.action),
            server_ms: m.server_time.as_secs_f64() * 1e3,
            search_ms: m.search_time.as_secs_f64() * 1e3,
            analysis: m.analysis.as_ref().map(|a| AnalysisView::of(a, game)),
        }
    }
}

fn names(board: &Board, men: u32) -> Vec<String> {
    points_of(men).map(|p| board.name(p).to_string()).collect()
}

impl GameView {
    /// The view of a game, with the verdict of `tablebase` where it covers the position.
    #[must_use]
    pub fn of(session: &Session, tablebase: Option<&dyn Probe>) -> GameView {
        let game = &session.game;
        let rules = game.rules();
        let pos = game.position();
        let board = rules.board();
        let tokens: Vec<String> = game.actions().iter().map(|&a| game.token(a)).collect();
        let colors = game
            .history()
            .iter()
            .map(|p| p.side_to_move().name())
            .collect::<Vec<_>>();
        GameView {
            id: session.id.clone(),
            secret: None,
            rules: session.rules_name.clone(),
            white: session.seats[Color::White.index()].name().to_string(),
            black: session.seats[Color::Black.index()].name().to_string(),
            moves: tokens
                .iter()
                .zip(colors)
                .enumerate()
                .map(|(i, (token, color))| MoveView {
                    ply: i + 1,
                    color,
                    token: token.clone(),
                })
                .collect(),
            move_list: tokens.join(" "),
            men: PerColor {
                white: names(board, pos.men(Color::White)),
                black: names(board, pos.men(Color::Black)),
            },
            in_hand: PerColor {
                white: pos.in_hand(Color::White),
                black: pos.in_hand(Color::Black),
            },
            to_move: pos.side_to_move().name(),
            phase: if !pos.in_movement_phase() {
                "placement"
            } else if pos.can_fly(rules, pos.side_to_move()) {
                "flying"
            } else {
                "movement"
            },
            decision: pos.decision(rules).name(),
            legal: game
                .legal_actions()
                .iter()
                .map(|&a| game.token(a))
                .collect(),
            quiet_plies: pos.quiet_plies(),
            outcome: game.outcome().map(|o| OutcomeView {
                result: o.result_name(),
                reason: o.reason(),
            }),
            thinking: session.thinking(),
            last_engine_move: session
                .last_engine_move
                .as_ref()
                .map(|m| EngineMoveView::of(m, game)),
            verdict: tablebase.and_then(|tb| Verdict::of(tb, game)),
        }
    }
}
