//! A decision's time from the clock: a fixed time per move, or the time left on the side's
//! clock, its increment and the moves to go, turned into one `Budget::time`. The engine
//! protocol's `go` (`movetime`, `wtime`/`btime`, `winc`/`binc`, `movestogo`) and `morris
//! evaluate --movetime` both take their time from here.

use crate::game::Color;
use std::time::Duration;

/// Moves the clock's time is shared over when the caller does not say (`movestogo`).
pub const DEFAULT_MOVES_TO_GO: u64 = 30;

/// The time controls of one decision, as UCI's `go` gives them. A `movetime` wins over the
/// clocks; without either, there is no time (the spec's own limits apply).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimeControl {
    /// A fixed time for the decision (`movetime`).
    pub movetime: Option<Duration>,
    /// The time left on White's and Black's clocks (`wtime`, `btime`), by `Color::index`.
    pub left: [Option<Duration>; 2],
    /// Their increments per move (`winc`, `binc`).
    pub increment: [Duration; 2],
    /// Moves until the clocks' next control (`movestogo`; `DEFAULT_MOVES_TO_GO` when not given,
    /// 0 counts as 1).
    pub moves_to_go: Option<u64>,
}

impl TimeControl {
    /// The same time for every decision.
    #[must_use]
    pub fn per_move(time: Duration) -> TimeControl {
        TimeControl {
            movetime: Some(time),
            ..TimeControl::default()
        }
    }

    /// The time for `side`'s decision: the `movetime` if given; else from `side`'s clock, the
    /// time left over the moves to go plus three quarters of the increment, never more than
    /// half the time left and at least 1 ms (counted in whole milliseconds); `None` without
    /// either.
    #[must_use]
    pub fn time_for(&self, side: Color) -> Option<Duration> {
        if self.movetime.is_some() {
            return self.movetime;
        }
        let left = millis(self.left[side.index()]?);
        let increment = millis(self.increment[side.index()]);
        let moves = self.moves_to_go.unwrap_or(DEFAULT_MOVES_TO_GO).max(1);
        let share = (left / moves).saturating_add(increment.saturating_mul(3) / 4);
        Some(Duration::from_millis(share.min(left / 2).max(1)))
    }
}

/// Whole milliseconds, saturating.
fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn clocks(white: u64, black: u64) -> TimeControl {
        TimeControl {
            left: [Some(ms(white)), Some(ms(black))],
            ..TimeControl::default()
        }
    }

    #[test]
    fn no_control_gives_no_time_and_a_movetime_wins() {
        assert_eq!(TimeControl::default().time_for(Color::White), None);
        let fixed = TimeControl::per_move(ms(250));
        assert_eq!(fixed.time_for(Color::White), Some(ms(250)));
        assert_eq!(fixed.time_for(Color::Black), Some(ms(250)));
        // Not rounded to milliseconds.
        let fine = TimeControl::per_move(Duration::from_micros(1500));
        assert_eq!(
            fine.time_for(Color::Black),
            Some(Duration::from_micros(1500))
        );
        let both = TimeControl {
            movetime: Some(ms(20)),
            ..clocks(60_000, 60_000)
        };
        assert_eq!(both.time_for(Color::White), Some(ms(20)));
    }

    #[test]
    fn the_clock_is_shared_over_the_moves_to_go() {
        let mut control = clocks(60_000, 3_000);
        // 30 moves to go by default, each side its own clock.
        assert_eq!(control.time_for(Color::White), Some(ms(2_000)));
        assert_eq!(control.time_for(Color::Black), Some(ms(100)));
        // Three quarters of the increment, in whole milliseconds.
        control.increment = [ms(0), ms(101)];
        assert_eq!(control.time_for(Color::Black), Some(ms(100 + 75)));
        assert_eq!(control.time_for(Color::White), Some(ms(2_000)));
        control.moves_to_go = Some(10);
        assert_eq!(control.time_for(Color::Black), Some(ms(300 + 75)));
        // 0 moves to go counts as 1: half the time left at most.
        control.moves_to_go = Some(0);
        assert_eq!(control.time_for(Color::Black), Some(ms(1_500)));
        // Only the side to move's clock counts.
        let white_only = TimeControl {
            left: [Some(ms(9_000)), None],
            ..TimeControl::default()
        };
        assert_eq!(white_only.time_for(Color::Black), None);
        assert_eq!(white_only.time_for(Color::White), Some(ms(300)));
        // Left-over microseconds are dropped: 1,000.9 ms over 30 moves is 33 ms.
        let odd = TimeControl {
            left: [Some(Duration::from_micros(1_000_900)), None],
            ..TimeControl::default()
        };
        assert_eq!(odd.time_for(Color::White), Some(ms(33)));
    }

    #[test]
    fn a_short_clock_gives_half_of_it_and_never_nothing() {
        let mut control = clocks(1_000, 0);
        control.increment = [ms(5_000), ms(0)];
        assert_eq!(control.time_for(Color::White), Some(ms(500)));
        // An empty clock (or an overstepped one, read as 0) still searches 1 ms.
        assert_eq!(control.time_for(Color::Black), Some(ms(1)));
        // Huge figures saturate instead of wrapping.
        let huge = TimeControl {
            left: [Some(Duration::MAX), None],
            increment: [Duration::MAX, ms(0)],
            moves_to_go: Some(1),
            ..TimeControl::default()
        };
        assert_eq!(huge.time_for(Color::White), Some(ms(u64::MAX / 2)));
    }
}
