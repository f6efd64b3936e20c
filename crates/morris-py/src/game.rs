//! `Rules` and `Game` for Python: the presets and rules files, legal actions as ids and as
//! notation, play and undo, the result and its reason, the board's drawing, the position as
//! text, the Zobrist key, and the position as the network's input (observation and mask).

use crate::errors::{IllegalActionError, value_error};
use morris_core::env::Encoder;
use morris_core::game::display::{draw_board, status_line};
use morris_core::game::{
    Action, Game, MoveError, Rules, RulesSpec, SetupError, format_action, game_from_text,
    parse_action,
};
use numpy::{PyArray1, PyArray3, PyArrayMethods};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use std::sync::Arc;

/// A rule set: a preset (`Rules("standard")`, `Rules.presets()`) or a rules file
/// (`Rules("path/to/rules.toml")`, `Rules.from_toml(text)`).
#[pyclass(name = "Rules", module = "morris_zero._core", frozen)]
#[derive(Clone)]
pub struct PyRules {
    pub rules: Arc<Rules>,
}

#[pymethods]
impl PyRules {
    /// A preset's name or the path of a rules TOML file.
    #[new]
    #[pyo3(signature = (name_or_path = "standard"))]
    fn new(name_or_path: &str) -> PyResult<PyRules> {
        let rules = Rules::load(name_or_path).map_err(value_error)?;
        Ok(PyRules {
            rules: Arc::new(rules),
        })
    }

    /// The rules from the text of a rules file.
    #[staticmethod]
    fn from_toml(text: &str) -> PyResult<PyRules> {
        let rules = Rules::parse(text, "the text given").map_err(value_error)?;
        Ok(PyRules {
            rules: Arc::new(rules),
        })
    }

    /// The rules from their JSON form, as an export sidecar's `rules` holds them.
    #[staticmethod]
    fn from_json(text: &str) -> PyResult<PyRules> {
        let spec: RulesSpec =
            serde_json::from_str(text).map_err(|e| value_error(format!("rules JSON: {e}")))?;
        let rules = Rules::new(spec).map_err(value_error)?;
        Ok(PyRules {
            rules: Arc::new(rules),
        })
    }

    /// The presets' names.
    #[staticmethod]
    fn presets() -> Vec<&'static str> {
        morris_core::game::PRESETS.iter().map(|p| p.0).collect()
    }

    /// The same rules without the draw rules (repetition, no-capture count, `max_plies`).
    fn without_draws(&self) -> PyRules {
        PyRules {
            rules: Arc::new(self.rules.without_draws()),
        }
    }

    #[getter]
    fn name(&self) -> String {
        self.rules.name().to_string()
    }

    /// The board's points, P.
    #[getter]
    fn points(&self) -> usize {
        self.rules.board().points()
    }

    /// The point names, in point order (point p is `point_names[p]`).
    #[getter]
    fn point_names(&self) -> Vec<String> {
        let board = self.rules.board();
        (0..board.points())
            .map(|p| board.name(p as u8).to_string())
            .collect()
    }

    /// Action ids per decision, A = 2P + P².
    #[getter]
    fn action_count(&self) -> usize {
        Encoder::new(self.rules.clone()).action_count()
    }

    /// The observation's shape, `(C, H, W)`.
    #[getter]
    fn observation_shape(&self) -> (usize, usize, usize) {
        let [c, h, w] = Encoder::new(self.rules.clone()).shape();
        (c, h, w)
    }

    /// The board's symmetries that the rules keep (16 or 8).
    #[getter]
    fn symmetry_count(&self) -> usize {
        self.rules.board().symmetries().len()
    }

    /// The token of an action id in the notation (`d1`, `xd1`, `d1-d2`).
    fn token(&self, action: i64) -> PyResult<String> {
        let action = action_from_id(&self.rules, action)?;
        Ok(format_action(self.rules.board(), action))
    }

    /// The action id of a token.
    fn action_id(&self, token: &str) -> PyResult<usize> {
        let action = parse_action(self.rules.board(), token).map_err(value_error)?;
        Ok(action.id(self.rules.board().points()))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyRules>()
            .is_ok_and(|o| o.get().rules == self.rules)
    }

    fn __repr__(&self) -> String {
        format!("Rules('{}')", self.rules.name())
    }
}

/// The rules an argument names: a `Rules`, a preset's name or a rules file's path.
pub fn rules_from(arg: &Bound<'_, PyAny>) -> PyResult<Arc<Rules>> {
    if let Ok(rules) = arg.cast::<PyRules>() {
        return Ok(rules.get().rules.clone());
    }
    if let Ok(name) = arg.extract::<String>() {
        return Ok(Arc::new(Rules::load(&name).map_err(value_error)?));
    }
    Err(PyTypeError::new_err(format!(
        "rules must be a Rules or a preset's name or a rules file's path (str), not {}",
        arg.get_type().name()?
    )))
}

/// The action an id stands for, or `IllegalActionError` when the id is outside `0..A`.
pub fn action_from_id(rules: &Rules, id: i64) -> PyResult<Action> {
    let points = rules.board().points();
    usize::try_from(id)
        .ok()
        .and_then(|id| Action::from_id(id, points))
        .ok_or_else(|| {
            IllegalActionError::new_err(format!(
                "action id {id} is out of range: ids run from 0 to {} on this board",
                2 * points + points * points - 1
            ))
        })
}

/// A game: a position and its history (for the repetition rule), played with checked moves.
#[pyclass(name = "Game", module = "morris_zero._core")]
#[derive(Clone)]
pub struct PyGame {
    pub game: Game,
    encoder: Arc<Encoder>,
}

impl PyGame {
    pub fn wrap(game: Game) -> PyGame {
        let encoder = Arc::new(Encoder::new(game.rules().clone()));
        PyGame { game, encoder }
    }
}

#[pymethods]
impl PyGame {
    /// A game from the start position.
    #[new]
    #[pyo3(signature = (rules = None))]
    fn new(rules: Option<&Bound<'_, PyAny>>) -> PyResult<PyGame> {
        let rules = match rules {
            Some(r) => rules_from(r)?,
            None => Arc::new(Rules::default()),
        };
        Ok(PyGame::wrap(Game::new(rules)))
    }

    /// A game from the start (or from `position`) after the moves in notation,
    /// space-separated (`"d1 a1 d2 a4 d3 xa1"`).
    #[staticmethod]
    #[pyo3(signature = (moves, rules = None, position = None))]
    fn from_moves(
        moves: &str,
        rules: Option<&Bound<'_, PyAny>>,
        position: Option<&str>,
    ) -> PyResult<PyGame> {
        game_from(rules, position, moves)
    }

    /// A game from a position in the project's notation or Sanmill's FEN (the start position
    /// for an empty text).
    #[staticmethod]
    #[pyo3(name = "from_position", signature = (text, rules = None))]
    fn from_position_text(text: &str, rules: Option<&Bound<'_, PyAny>>) -> PyResult<PyGame> {
        game_from(rules, Some(text), "")
    }

    #[getter]
    fn rules(&self) -> PyRules {
        PyRules {
            rules: self.game.rules().clone(),
        }
    }

    /// The legal actions' ids, in the engine's order (empty once the game is over).
    fn legal_actions(&self) -> Vec<usize> {
        let points = self.game.rules().board().points();
        self.game
            .legal_actions()
            .iter()
            .map(|a| a.id(points))
            .collect()
    }

    /// The legal actions in notation.
    fn legal_moves(&self) -> Vec<String> {
        self.game
            .legal_actions()
            .iter()
            .map(|&a| self.game.token(a))
            .collect()
    }

    /// Plays an action, given as its id (int) or its token (str). An illegal action raises
    /// `IllegalActionError` and leaves the game as it was.
    fn play(&mut self, action: &Bound<'_, PyAny>) -> PyResult<()> {
        if let Ok(token) = action.extract::<String>() {
            self.game
                .play_token(&token)
                .map_err(|e| move_error("", &e))?;
            return Ok(());
        }
        let Ok(id) = action.extract::<i64>() else {
            return Err(PyTypeError::new_err(format!(
                "an action is an id (int) or a token (str), not {}",
                action.get_type().name()?
            )));
        };
        let action = action_from_id(self.game.rules(), id)?;
        self.game.play(action).map_err(|e| move_error("", &e))
    }

    /// Takes back the last action; returns its id, or None at the game's first position.
    fn undo(&mut self) -> Option<usize> {
        let points = self.game.rules().board().points();
        self.game.undo().map(|a| a.id(points))
    }

    /// The token of an action id.
    fn token(&self, action: i64) -> PyResult<String> {
        Ok(self.game.token(action_from_id(self.game.rules(), action)?))
    }

    /// The id of a token (legal or not; `play` checks legality).
    fn action_id(&self, token: &str) -> PyResult<usize> {
        let board = self.game.rules().board();
        let action = parse_action(board, token).map_err(value_error)?;
        Ok(action.id(board.points()))
    }

    /// The ids played from the first position.
    #[getter]
    fn actions(&self) -> Vec<usize> {
        let points = self.game.rules().board().points();
        self.game.actions().iter().map(|a| a.id(points)).collect()
    }

    #[getter]
    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// `"white"`, `"black"` or `"draw"` once the game is over, else None.
    #[getter]
    fn result(&self) -> Option<&'static str> {
        self.game
            .outcome()
            .map(morris_core::game::Outcome::result_name)
    }

    /// Why the game ended (a sentence), or None.
    #[getter]
    fn reason(&self) -> Option<String> {
        self.game.outcome().map(morris_core::game::Outcome::reason)
    }

    /// Whether the game ended at the rules' `max_plies` cap: a truncation, not a result.
    #[getter]
    fn truncated(&self) -> bool {
        matches!(
            self.game.outcome(),
            Some(morris_core::game::Outcome::Draw(
                morris_core::game::DrawReason::MaxPlies
            ))
        )
    }

    /// +1 if `color` (`"white"` or `"black"`) won, -1 if it lost, 0 for a draw or a game
    /// not over.
    fn score_for(&self, color: &str) -> PyResult<i32> {
        let side = color_from(color)?;
        Ok(self.game.outcome().map_or(0, |o| o.score_for(side)))
    }

    /// `"white"` or `"black"`: who decides next.
    #[getter]
    fn to_move(&self) -> &'static str {
        self.game.position().side_to_move().name()
    }

    /// What the next decision is: `"place"`, `"move"`, `"fly"` or `"capture"`.
    #[getter]
    fn decision(&self) -> &'static str {
        use morris_core::game::Decision;
        match self.game.position().decision(self.game.rules()) {
            Decision::Place => "place",
            Decision::Move => "move",
            Decision::Fly => "fly",
            Decision::Capture => "capture",
        }
    }

    /// Plies played from the first position.
    #[getter]
    fn ply(&self) -> usize {
        self.game.actions().len()
    }

    /// The position's Zobrist key (equal positions, equal keys).
    #[getter]
    fn key(&self) -> u64 {
        self.game.position().key()
    }

    /// How many times the current position has occurred (1 the first time).
    #[getter]
    fn repetitions(&self) -> usize {
        self.game.repetitions()
    }

    /// The position in the project's notation (`Game.from_position` reads it back).
    #[getter]
    fn position(&self) -> String {
        self.game.position().text(self.game.rules()).to_string()
    }

    /// The position in Sanmill's FEN (24-point boards only; else None).
    #[getter]
    fn fen(&self) -> Option<String> {
        self.game.position().fen(self.game.rules())
    }

    /// The board drawn in text, the last action's points marked, and the status line.
    fn board(&self) -> String {
        let rules = self.game.rules();
        let pos = self.game.position();
        let marked: Vec<u8> = match self.game.actions().last() {
            Some(&Action::Move { from, to }) => vec![from, to],
            Some(&(Action::Place(p) | Action::Capture(p))) => vec![p],
            None => Vec::new(),
        };
        let mut text = draw_board(rules, pos, &marked);
        text.push_str(&status_line(rules, pos));
        text
    }

    /// The position as the network's input: the observation `[C, H, W]` (float32), from
    /// the point of view of the player to move, as the environment and the `neural` player
    /// encode it; with `color` (`"white"` or `"black"`), from that player's (its own and the
    /// opponent's planes traded where it is not to move).
    #[pyo3(signature = (color=None))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        color: Option<&str>,
    ) -> PyResult<Bound<'py, PyArray3<f32>>> {
        let [c, h, w] = self.encoder.shape();
        let mut out = vec![0.0; c * h * w];
        let position = self.game.position();
        self.encoder
            .encode(position, self.game.repetitions(), &mut out);
        if color.map(color_from).transpose()? == Some(!position.side_to_move()) {
            self.encoder.swap_sides(&mut out);
        }
        Ok(PyArray1::from_vec(py, out)
            .reshape([c, h, w])
            .expect("the observation has C * H * W values"))
    }

    /// The legal actions as a mask over every action id, `[A]` (bool).
    fn mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        let mut out = vec![false; self.encoder.action_count()];
        self.encoder
            .write_mask(&self.game.legal_actions(), &mut out);
        PyArray1::from_vec(py, out)
    }

    fn copy(&self) -> PyGame {
        self.clone()
    }

    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    fn __str__(&self) -> String {
        self.board()
    }

    fn __repr__(&self) -> String {
        format!(
            "Game('{}', position='{}')",
            self.game.rules().name(),
            self.position()
        )
    }
}

/// The game after `moves` from `position` (the start for `None` or a blank text), under
/// `rules` (the standard rules for `None`): a bad position is a `ValueError`, a move that
/// cannot be played as `move_error` says.
fn game_from(
    rules: Option<&Bound<'_, PyAny>>,
    position: Option<&str>,
    moves: &str,
) -> PyResult<PyGame> {
    let rules = match rules {
        Some(r) => rules_from(r)?,
        None => Arc::new(Rules::default()),
    };
    let position = position.filter(|text| !text.trim().is_empty());
    match game_from_text(&rules, position, moves) {
        Ok(game) => Ok(PyGame::wrap(game)),
        Err(SetupError::Position(error)) => Err(value_error(error)),
        Err(SetupError::Move { index, error, .. }) => {
            Err(move_error(&format!("move {index}: "), &error))
        }
    }
}

/// `"white"` or `"black"`.
pub fn color_from(name: &str) -> PyResult<morris_core::game::Color> {
    match name {
        "white" => Ok(morris_core::game::Color::White),
        "black" => Ok(morris_core::game::Color::Black),
        other => Err(value_error(format!(
            "color '{other}': use \"white\" or \"black\""
        ))),
    }
}

/// A move's error: an illegal move (or one after the end) as `IllegalActionError`, a malformed
/// one as `ValueError`.
fn move_error(prefix: &str, error: &MoveError) -> PyErr {
    match error {
        MoveError::Malformed { .. } => value_error(format!("{prefix}{error}")),
        MoveError::Illegal { .. } | MoveError::GameOver { .. } => {
            IllegalActionError::new_err(format!("{prefix}{error}"))
        }
    }
}
