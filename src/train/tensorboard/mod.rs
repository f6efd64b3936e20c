//! The trainer's `TensorBoard` log: scalars written as event files that `tensorboard --logdir`
//! reads ([`EventLog`], in `writer.rs`), and read back for `morris plot` and the tests
//! ([`read_scalars`], [`read_dir_scalars`], in `reader.rs`).
//!
//! A run keeps its event files in `RunDir::tensorboard` (`RUN/tb/`). Each [`EventLog`] opens a new file
//! there (`events.out.tfevents.<unix seconds>.<host>.<pid>.<n>`, never one that exists), so a
//! resumed run adds a file beside the earlier ones; `TensorBoard` and [`read_dir_scalars`] read
//! them all, in name order, which is time order.
//!
//! # Tags
//! The convention the trainer logs under, at its step (the number of gradient steps done):
//!
//! | tag ([`tags`]) | what |
//! | --- | --- |
//! | `loss/policy` | policy loss (cross-entropy against the search's policy) |
//! | `loss/value` | value loss |
//! | `loss/total` | the loss minimised (policy + value + regularisation) |
//! | `train/lr` | learning rate |
//! | `train/policy_entropy` | mean entropy of the network's policy |
//! | `train/value_accuracy` | share of positions whose value has the sign of the outcome |
//! | `speed/games_per_s` | self-play games finished per second |
//! | `speed/positions_per_s` | self-play positions (decisions) per second |
//! | `speed/evals_per_s` | network evaluations per second |
//! | `buffer/size` | positions in the replay buffer |
//! | `buffer/train_ratio` | positions sampled for training per position generated |
//! | `selfplay/game_length` | mean plies per self-play game |
//! | `selfplay/white_wins` | share of self-play games White won |
//! | `selfplay/draws` | share drawn |
//! | `selfplay/black_wins` | share Black won |
//! | `arena/score/<opponent>` | score against a baseline (win 1, draw ½, loss 0), in \[0, 1\] |
//! | `arena/elo/<opponent>` | the Elo difference that score implies |
//! | `run/minutes` | training time so far, in minutes, summed over resumed sessions |
//!
//! `morris plot` draws every `arena/score/<opponent>` against the `run/minutes` logged at the
//! same step, so the trainer logs `run/minutes` at each step it logs an arena score.

mod reader;
mod writer;

pub use reader::{EventError, ReadError, Scalar, event_files, read_dir_scalars, read_scalars};
pub use writer::{EventLog, EventLogError};

/// The tag names of the convention (module docs), for the trainer and the readers to share.
pub mod tags {
    pub const LOSS_POLICY: &str = "loss/policy";
    pub const LOSS_VALUE: &str = "loss/value";
    /// The auxiliary heads' losses (a network with `[net] aux_heads`).
    pub const LOSS_REPLY: &str = "loss/reply";
    pub const LOSS_OWNERSHIP: &str = "loss/ownership";
    pub const LOSS_SHORT_VALUE: &str = "loss/short_value";
    pub const LOSS_TOTAL: &str = "loss/total";
    pub const TRAIN_LR: &str = "train/lr";
    pub const TRAIN_POLICY_ENTROPY: &str = "train/policy_entropy";
    pub const TRAIN_VALUE_ACCURACY: &str = "train/value_accuracy";
    pub const SPEED_GAMES_PER_S: &str = "speed/games_per_s";
    pub const SPEED_POSITIONS_PER_S: &str = "speed/positions_per_s";
    pub const SPEED_EVALS_PER_S: &str = "speed/evals_per_s";
    /// Positions per forward pass of self-play's network.
    pub const SPEED_MEAN_BATCH: &str = "speed/mean_batch";
    /// Gradient steps per second.
    pub const SPEED_STEPS_PER_S: &str = "speed/steps_per_s";
    /// Share of the time self-play's network was busy: the inference service's forward
    /// passes, or on CUDA the GPU's utilisation (parallel pipeline only).
    pub const SPEED_NETWORK_BUSY: &str = "speed/network_busy";
    pub const BUFFER_SIZE: &str = "buffer/size";
    pub const BUFFER_TRAIN_RATIO: &str = "buffer/train_ratio";
    pub const SELFPLAY_GAME_LENGTH: &str = "selfplay/game_length";
    pub const SELFPLAY_WHITE_WINS: &str = "selfplay/white_wins";
    pub const SELFPLAY_DRAWS: &str = "selfplay/draws";
    pub const SELFPLAY_BLACK_WINS: &str = "selfplay/black_wins";
    /// With `[selfplay] resign_threshold`: the share of each round's games a side resigned,
    /// and of the games played out to check it where a side would have resigned, the share
    /// that side did not lose (since the trainer started).
    pub const SELFPLAY_RESIGNED: &str = "selfplay/resigned";
    pub const SELFPLAY_FALSE_RESIGNS: &str = "selfplay/false_resign_rate";
    /// Followed by the opponent's name: `arena/score/<opponent>`.
    pub const ARENA_SCORE_PREFIX: &str = "arena/score/";
    /// Followed by the opponent's name: `arena/elo/<opponent>`.
    pub const ARENA_ELO_PREFIX: &str = "arena/elo/";
    pub const RUN_MINUTES: &str = "run/minutes";
    /// The network's decisions at positions the endgame tables cover (`[tablebase]`): the
    /// share that worsen the value, the share of won positions kept won, of drawn ones held.
    pub const TABLEBASE_BLUNDERS: &str = "tablebase/blunder_rate";
    pub const TABLEBASE_WIN_CONVERSION: &str = "tablebase/win_conversion";
    pub const TABLEBASE_DRAWN_HOLD: &str = "tablebase/drawn_hold";
    /// The blunder rate of the decisions in one phase of the side to move (placement,
    /// moving, flying: `arena::blunders::PHASES`), where the sample has any.
    pub const TABLEBASE_BLUNDERS_PLACEMENT: &str = "tablebase/blunder_rate/placement";
    pub const TABLEBASE_BLUNDERS_MOVING: &str = "tablebase/blunder_rate/moving";
    pub const TABLEBASE_BLUNDERS_FLYING: &str = "tablebase/blunder_rate/flying";
    /// The network's decisions on the perfect-play test set (`eval.testset`), judged by its
    /// labels: the share that lose value (overall and per phase), of won positions kept won,
    /// of drawn ones held.
    pub const PERFECT_BLUNDERS: &str = "perfect/blunder_rate";
    pub const PERFECT_BLUNDERS_PLACEMENT: &str = "perfect/blunder_rate/placement";
    pub const PERFECT_BLUNDERS_MOVING: &str = "perfect/blunder_rate/moving";
    pub const PERFECT_BLUNDERS_FLYING: &str = "perfect/blunder_rate/flying";
    pub const PERFECT_WIN_KEPT: &str = "perfect/win_kept";
    pub const PERFECT_DRAW_HELD: &str = "perfect/draw_held";
    /// The judgements' tags in the order `Learner::log_rates` and the curve's legend take
    /// them: value lost overall, in placement, moving and flying, wins kept, draws held.
    pub const TABLEBASE_RATES: [&str; 6] = [
        TABLEBASE_BLUNDERS,
        TABLEBASE_BLUNDERS_PLACEMENT,
        TABLEBASE_BLUNDERS_MOVING,
        TABLEBASE_BLUNDERS_FLYING,
        TABLEBASE_WIN_CONVERSION,
        TABLEBASE_DRAWN_HOLD,
    ];
    pub const PERFECT_RATES: [&str; 6] = [
        PERFECT_BLUNDERS,
        PERFECT_BLUNDERS_PLACEMENT,
        PERFECT_BLUNDERS_MOVING,
        PERFECT_BLUNDERS_FLYING,
        PERFECT_WIN_KEPT,
        PERFECT_DRAW_HELD,
    ];
    /// Cores this process and competing programs used over an iteration, and libtorch's
    /// threads at its end (src/net/threads.rs).
    pub const SYSTEM_CPU_OWN: &str = "system/cpu_own";
    pub const SYSTEM_CPU_OTHERS: &str = "system/cpu_others";
    pub const SYSTEM_THREADS: &str = "system/threads";

    /// `arena/score/<opponent>`.
    #[must_use]
    pub fn arena_score(opponent: &str) -> String {
        format!("{ARENA_SCORE_PREFIX}{opponent}")
    }

    /// `arena/elo/<opponent>`.
    #[must_use]
    pub fn arena_elo(opponent: &str) -> String {
        format!("{ARENA_ELO_PREFIX}{opponent}")
    }
}

/// What every event file starts with (the first event's `file_version`).
pub const FILE_VERSION: &str = "brain.Event:2";

/// The prefix of every event file's name, as `TensorBoard` looks for it.
pub const FILE_PREFIX: &str = "events.out.tfevents.";
