//! The rules of one game: a `RulesSpec` (what a rules TOML file says, every option with the
//! standard game's value as its default) checked and compiled into `Rules` (the spec plus the
//! board's geometry). Presets live in configs/rules/*.toml and are built into the binary;
//! any other file can be loaded by path.

use super::board::{Board, BoardError, BoardKind};
use super::zobrist::{MAX_PENDING, MAX_PIECES};
use serde::{Deserialize, Serialize};
use std::path::Path;
use thiserror::Error;

/// How many men closing a mill earns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MillCaptures {
    /// One capture per action, however many mills it closes (seeds 000-004).
    One,
    /// One capture per mill closed: a man closing two mills at once captures two.
    PerMill,
}

/// Which of the opponent's men a capture may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MillProtection {
    /// Men in a mill are protected unless every man of the opponent is in a mill (seeds 000,
    /// 001, 002, 004; seed 003 says "siempre que haya otras fichas disponibles").
    UnlessAllInMills,
    /// Any man may be captured.
    None,
}

/// What a full board means when placement ends (only possible with 12 men on 24 points).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FullBoard {
    /// The game is drawn (the usual twelve men's morris rule).
    Draw,
    /// The player to move is blocked and loses, as in any other blocked position.
    Loss,
}

/// The options of a rules file. Every field defaults to the standard game (configs/rules/
/// standard.toml), so a file need only name what differs.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RulesSpec {
    /// A name for the rule set, shown in logs and checkpoints.
    pub name: String,
    /// The board: `nine` (24 points), `six` (16 points) or `three` (9 points).
    pub board: BoardKind,
    /// Draw the diagonal lines (seed 002): men move and mills form along them too.
    pub diagonals: bool,
    /// Men per player, all placed before any moves.
    pub pieces: u8,
    /// A player with this many men (all placed) may fly to any empty point; 0 turns flying off.
    pub fly_at: u8,
    /// One capture per mill-closing action, or one per mill closed.
    pub mill_captures: MillCaptures,
    /// Whether men in mills are protected from capture.
    pub mill_protection: MillProtection,
    /// What a board full at the end of placement means.
    pub full_board: FullBoard,
    /// Seed 003: a man moved out of a mill may not move back on its owner's next turn to close
    /// the same mill.
    pub forbid_mill_reform: bool,
    /// Draw after this many plies of movement without a capture; 0 = off.
    pub no_capture_draw: u16,
    /// Draw when the same position, with the same side to move, occurs this many times; 0 = off.
    pub repetition_draw: u8,
    /// Stop the game after this many plies (decisions), a cap for training; 0 = off.
    pub max_plies: u16,
}

impl Default for RulesSpec {
    fn default() -> Self {
        RulesSpec {
            name: "standard".to_string(),
            board: BoardKind::Nine,
            diagonals: false,
            pieces: 9,
            fly_at: 3,
            mill_captures: MillCaptures::One,
            mill_protection: MillProtection::UnlessAllInMills,
            full_board: FullBoard::Draw,
            forbid_mill_reform: false,
            no_capture_draw: 100,
            repetition_draw: 3,
            max_plies: 0,
        }
    }
}

/// What can be wrong with a rules name, file or spec.
#[derive(Debug, Error)]
pub enum RulesError {
    #[error("unknown rules preset '{name}'; presets: {}; or give a path to a .toml file", PRESETS.iter().map(|p| p.0).collect::<Vec<_>>().join(", "))]
    UnknownPreset { name: String },
    #[error("cannot read rules file {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("rules {origin}: {message}")]
    Parse { origin: String, message: String },
    #[error("rules '{name}': {message}")]
    Invalid { name: String, message: String },
    /// The spec's board and `diagonals` do not make a board.
    #[error("rules '{name}': {error}")]
    Board { name: String, error: BoardError },
}

/// The largest rules file read, in bytes (the presets are under 2 KB).
pub const MAX_RULES_FILE: u64 = 1 << 20;

/// The presets built into the binary, by name.
pub const PRESETS: &[(&str, &str)] = &[
    (
        "standard",
        include_str!("../../../../configs/rules/standard.toml"),
    ),
    (
        "no-flying",
        include_str!("../../../../configs/rules/no-flying.toml"),
    ),
    (
        "alquerque",
        include_str!("../../../../configs/rules/alquerque.toml"),
    ),
    (
        "diagonal",
        include_str!("../../../../configs/rules/diagonal.toml"),
    ),
    (
        "twelve",
        include_str!("../../../../configs/rules/twelve.toml"),
    ),
    ("six", include_str!("../../../../configs/rules/six.toml")),
    (
        "three",
        include_str!("../../../../configs/rules/three.toml"),
    ),
];

/// A checked rule set with its board geometry.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "RulesSpec", into = "RulesSpec")]
pub struct Rules {
    spec: RulesSpec,
    board: Board,
}

impl PartialEq for Rules {
    fn eq(&self, other: &Rules) -> bool {
        self.spec == other.spec
    }
}

impl Eq for Rules {}

impl TryFrom<RulesSpec> for Rules {
    type Error = RulesError;
    fn try_from(spec: RulesSpec) -> Result<Rules, RulesError> {
        Rules::new(spec)
    }
}

impl From<Rules> for RulesSpec {
    fn from(rules: Rules) -> RulesSpec {
        rules.spec
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::new(RulesSpec::default()).expect("the default rules are valid")
    }
}

impl Rules {
    /// Checks a spec and builds its board.
    ///
    /// # Errors
    /// `RulesError::Board` for a board that does not exist, `RulesError::Invalid` naming the
    /// option that cannot work.
    pub fn new(spec: RulesSpec) -> Result<Rules, RulesError> {
        let invalid = |message: String| RulesError::Invalid {
            name: spec.name.clone(),
            message,
        };
        let board = Board::new(spec.board, spec.diagonals).map_err(|error| RulesError::Board {
            name: spec.name.clone(),
            error,
        })?;
        let points = board.points();
        let max_pieces = (points / 2).min(MAX_PIECES);
        if !(3..=max_pieces).contains(&usize::from(spec.pieces)) {
            return Err(invalid(format!(
                "pieces = {} but the {} board takes 3 to {max_pieces} per player",
                spec.pieces, spec.board
            )));
        }
        if spec.fly_at != 0 && !(3..=spec.pieces).contains(&spec.fly_at) {
            return Err(invalid(format!(
                "fly_at = {} must be 0 (no flying) or from 3 to pieces ({}): a player with fewer than 3 men has lost",
                spec.fly_at, spec.pieces
            )));
        }
        if spec.repetition_draw == 1 {
            return Err(invalid(
                "repetition_draw = 1 would draw every position; use 0 (off) or 2 or more"
                    .to_string(),
            ));
        }
        debug_assert!(board.mills().len() <= 32 && MAX_PENDING >= 1);
        Ok(Rules { spec, board })
    }

    /// A preset by name (`standard`, `no-flying`, `alquerque`, `diagonal`, `twelve`, `six`,
    /// `three`).
    ///
    /// # Errors
    /// `RulesError::UnknownPreset` listing the presets.
    pub fn preset(name: &str) -> Result<Rules, RulesError> {
        let (_, text) =
            PRESETS
                .iter()
                .find(|p| p.0 == name)
                .ok_or_else(|| RulesError::UnknownPreset {
                    name: name.to_string(),
                })?;
        Rules::parse(text, &format!("preset '{name}'"))
    }

    /// A preset name or the path of a rules TOML file (anything with a `/` or ending in
    /// `.toml` is a path; a preset's name is the preset, whatever file of that name the
    /// current directory holds; another name, a file there).
    ///
    /// # Errors
    /// An unknown preset, an unreadable file (or one past `MAX_RULES_FILE` bytes), bad TOML
    /// or an invalid option.
    pub fn load(name_or_path: &str) -> Result<Rules, RulesError> {
        let path = Path::new(name_or_path);
        let is_preset = PRESETS.iter().any(|p| p.0 == name_or_path);
        if name_or_path.contains('/')
            || path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("toml"))
            || (!is_preset && path.is_file())
        {
            let read = |source| RulesError::Read {
                path: name_or_path.to_string(),
                source,
            };
            // A rules file is a few hundred bytes: a device, a pipe or a huge file is not one.
            let meta = std::fs::metadata(path).map_err(read)?;
            if !meta.is_file() || meta.len() > MAX_RULES_FILE {
                return Err(read(std::io::Error::other(format!(
                    "not a regular file of at most {MAX_RULES_FILE} bytes"
                ))));
            }
            let text = std::fs::read_to_string(path).map_err(read)?;
            Rules::parse(&text, &format!("file {name_or_path}"))
        } else {
            Rules::preset(name_or_path)
        }
    }

    /// Parses the text of a rules file; `origin` names it in errors.
    ///
    /// # Errors
    /// Bad TOML, an unknown option or an invalid value.
    pub fn parse(text: &str, origin: &str) -> Result<Rules, RulesError> {
        let spec: RulesSpec = toml::from_str(text).map_err(|e| RulesError::Parse {
            origin: origin.to_string(),
            message: e.to_string().trim_end().to_string(),
        })?;
        // Named by where it came from: a file's rules carry the name it gives (a preset's
        // by default).
        Rules::new(spec).map_err(|e| RulesError::Parse {
            origin: origin.to_string(),
            message: e.to_string(),
        })
    }

    /// The options.
    #[must_use]
    pub fn spec(&self) -> &RulesSpec {
        &self.spec
    }

    /// The board geometry.
    #[inline]
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rule set's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.spec.name
    }

    /// Whether every game ends: a draw rule or the ply cap is on. Without any, two players
    /// can shuffle men forever; self-play, which plays until a game ends, refuses such rules.
    #[must_use]
    pub fn ends_every_game(&self) -> bool {
        let spec = &self.spec;
        spec.no_capture_draw > 0 || spec.repetition_draw > 0 || spec.max_plies > 0
    }

    /// The same rules with the draw rules and the ply cap off, as perft tables are counted.
    #[must_use]
    pub fn without_draws(&self) -> Rules {
        let spec = RulesSpec {
            no_capture_draw: 0,
            repetition_draw: 0,
            max_plies: 0,
            ..self.spec.clone()
        };
        Rules {
            spec,
            board: self.board.clone(),
        }
    }

    /// The same rules with other draw settings (for tests and training presets).
    #[must_use]
    pub fn with_draws(&self, no_capture_draw: u16, repetition_draw: u8, max_plies: u16) -> Rules {
        let spec = RulesSpec {
            no_capture_draw,
            repetition_draw,
            max_plies,
            ..self.spec.clone()
        };
        Rules {
            spec,
            board: self.board.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_loads_and_standard_is_the_default() {
        for (name, _) in PRESETS {
            let rules = Rules::preset(name).unwrap();
            assert_eq!(rules.name(), *name);
        }
        assert_eq!(
            Rules::preset("standard").unwrap().spec(),
            &RulesSpec::default()
        );
    }

    #[test]
    fn bad_rules_are_refused_with_a_reason() {
        let err = Rules::preset("nonsense").unwrap_err().to_string();
        assert!(
            err.contains("standard") && err.contains("nonsense"),
            "{err}"
        );
        let err = Rules::parse("pieces = 13", "test").unwrap_err().to_string();
        assert!(err.contains("pieces = 13"), "{err}");
        let err = Rules::parse("fly_at = 2", "test").unwrap_err().to_string();
        assert!(err.contains("fly_at"), "{err}");
        let err = Rules::parse("flying = true", "test")
            .unwrap_err()
            .to_string();
        assert!(err.contains("unknown field"), "{err}");
        let err = Rules::parse("board = \"six\"\ndiagonals = true\npieces = 6", "test")
            .unwrap_err()
            .to_string();
        assert!(err.contains("diagonal"), "{err}");
        let err = Rules::parse("board = \"three\"", "test")
            .unwrap_err()
            .to_string();
        assert!(err.contains("pieces = 9"), "{err}");
        let err = Rules::load("/nonexistent/rules.toml")
            .unwrap_err()
            .to_string();
        assert!(err.contains("cannot read"), "{err}");
        // A file's invalid rules are named by the file, whatever name they give themselves;
        // a device is not read.
        let dir = std::env::temp_dir().join(format!("morris-rules-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("p0.toml");
        std::fs::write(&file, "pieces = 0\n").unwrap();
        let err = Rules::load(file.to_str().unwrap()).unwrap_err().to_string();
        assert!(
            err.contains("p0.toml") && err.contains("pieces = 0"),
            "{err}"
        );
        let err = Rules::load("/dev/zero").unwrap_err().to_string();
        assert!(err.contains("not a regular file"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_partial_file_takes_the_standard_defaults() {
        let rules = Rules::parse("name = \"mine\"\ndiagonals = true", "test").unwrap();
        assert_eq!(rules.spec().pieces, 9);
        assert!(rules.board().diagonals());
    }
}
