//! libtorch's intra-op threads on a machine that may be doing something else.
//!
//! libtorch splits each batch over its intra-op threads (OpenMP), whose threads spin at the
//! end of a parallel region until the slowest arrives. When another program holds one of the
//! cores, the descheduled thread holds the whole batch up. Measured on the 2-core machine
//! with the `cpu` preset (`morris bench selfplay`): 933 moves/s alone and 311 beside one busy
//! loop with 2 threads; 706 beside it with 1 thread; `OMP_WAIT_POLICY=PASSIVE` gives 615
//! beside it but costs a fifth alone (742). So the program keeps libgomp's spinning (an
//! `OMP_WAIT_POLICY` in the environment still applies) and chooses the thread count instead:
//! `adapt`, called between batches, reads how much CPU this process got and how much other
//! programs took. Fewer threads when the process gets less than its threads ask for while
//! others take more than the cores it left them; more when the cores are free again, or on a trial every 20 seconds (a niced
//! program that the scheduler keeps out of the way leaves the cores busy but harmless; one in
//! another control group or session does not, whatever its niceness).
//!
//! The readings come from `/proc` (Linux); elsewhere the count stays as configured and no
//! share is reported. Written by hand: `sysinfo` would do it for more systems, but it reads
//! every process on each refresh, where two small files are enough here.

use std::fmt::Write;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use thiserror::Error;

/// `MORRIS_THREADS=N` overrides the configured thread count.
pub const THREADS_ENV: &str = "MORRIS_THREADS";
/// `MORRIS_ADAPTIVE_THREADS=0` (or 1) overrides whether the count adapts.
pub const ADAPTIVE_ENV: &str = "MORRIS_ADAPTIVE_THREADS";

/// How often `adapt` looks at the machine.
const ADAPT_EVERY: Duration = Duration::from_millis(500);
/// How long a lowered count stays before a trial of one thread more.
const TRIAL_AFTER: Duration = Duration::from_secs(20);

/// CPU time so far, in clock ticks.
#[derive(Clone, Copy, Debug)]
struct Ticks {
    /// Every core's time, idle included.
    total: u64,
    /// Time spent running anything (the kernel and stolen time included).
    busy: u64,
    /// This process's time (all its threads).
    own: u64,
}

fn read_ticks() -> Option<Ticks> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    let fields: Vec<u64> = stat
        .lines()
        .next()?
        .strip_prefix("cpu ")?
        .split_whitespace()
        .map(|f| f.parse().ok())
        .collect::<Option<_>>()?;
    // user nice system idle iowait irq softirq steal (guest time is inside user).
    let &[user, nice, system, idle, iowait, irq, softirq, steal, ..] = fields.as_slice() else {
        return None;
    };
    let own = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name (which may hold spaces): state is the first, utime
    // the 12th, stime the 13th.
    let own: Vec<&str> = own.rsplit_once(')')?.1.split_whitespace().collect();
    let number = |i: usize| own.get(i)?.parse::<u64>().ok();
    let busy = user + nice + system + irq + softirq + steal;
    Some(Ticks {
        total: busy + idle + iowait,
        busy,
        own: number(11)? + number(12)?,
    })
}

/// How the machine's CPU was shared over an interval, in cores (time-averaged).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CpuShare {
    pub seconds: f64,
    pub cores: usize,
    /// What this process got.
    pub own: f64,
    /// What everything else got (other programs, the kernel).
    pub others: f64,
}

impl CpuShare {
    /// The cores other programs leave to this one.
    #[must_use]
    pub fn free(&self) -> f64 {
        (self.cores as f64 - self.others).max(0.0)
    }

    /// Whether other programs kept this process from the `asked` cores: it got less, and
    /// they took more than the cores it did not ask for.
    #[must_use]
    pub fn busy(&self, asked: i32) -> bool {
        let asked = f64::from(asked);
        self.own < 0.85 * asked && self.others > self.cores as f64 - asked + 0.25
    }

    /// One line for logs, flagging a process that gets less than it asks for (`asked`
    /// cores) because others compete.
    #[must_use]
    pub fn describe(&self, asked: i32) -> String {
        let mut line = format!(
            "cpu: this process {:.2} cores, other programs {:.2}, of {}",
            self.own, self.others, self.cores
        );
        if self.busy(asked) {
            let _ = write!(
                line,
                " (busy machine: {asked} asked for, {:.2} left free)",
                self.free()
            );
        }
        line
    }
}

/// Measures the `CpuShare` between one call of `sample` and the next.
#[derive(Debug)]
pub struct CpuMeter {
    cores: usize,
    last: Option<(Instant, Ticks)>,
}

impl Default for CpuMeter {
    fn default() -> Self {
        CpuMeter::new()
    }
}

impl CpuMeter {
    /// A meter whose first interval starts now.
    #[must_use]
    pub fn new() -> CpuMeter {
        CpuMeter {
            cores: std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
            last: read_ticks().map(|t| (Instant::now(), t)),
        }
    }

    /// The share since the last call (or since `new`); `None` where `/proc` cannot be read
    /// or no time has passed.
    pub fn sample(&mut self) -> Option<CpuShare> {
        let (then, before) = self.last?;
        let now = read_ticks()?;
        self.last = Some((Instant::now(), now));
        let total = now.total.checked_sub(before.total).filter(|&t| t > 0)? as f64;
        let delta = |a: u64, b: u64| a.saturating_sub(b) as f64;
        let own = delta(now.own, before.own);
        let others = (delta(now.busy, before.busy) - own).max(0.0);
        let cores = self.cores as f64;
        Some(CpuShare {
            seconds: then.elapsed().as_secs_f64(),
            cores: self.cores,
            own: cores * own / total,
            others: cores * others / total,
        })
    }
}

/// The thread count after a reading: fewer threads (as many as the cores left free) when
/// the process got less than its `current` threads ask for while others ran; one more when
/// the cores for it are free, or on a `trial`. Between 1 and `most`.
fn adapted(current: i32, most: i32, share: &CpuShare, trial: bool) -> i32 {
    let free = share.free();
    let next = if share.busy(current) {
        ((free + 0.5).floor() as i32).min(current - 1)
    } else if free >= f64::from(current) + 0.8 || trial {
        current + 1
    } else {
        current
    };
    next.clamp(1, most.max(1))
}

/// The adaptive state: the configured count and what is used now.
struct Adaptive {
    most: i32,
    current: i32,
    meter: CpuMeter,
    next_look: Instant,
    /// When the count last went down (a trial of one more is due `TRIAL_AFTER` later).
    lowered: Instant,
    /// Readings in a row that asked for fewer threads: it takes two, so that one program
    /// starting up does not cost the other core for 20 seconds.
    strikes: u8,
}

impl Adaptive {
    fn new(most: i32, now: Instant) -> Adaptive {
        Adaptive {
            most,
            current: most,
            meter: CpuMeter::new(),
            next_look: now + ADAPT_EVERY,
            lowered: now,
            strikes: 0,
        }
    }

    /// Takes a reading at `now`; the new thread count if it changes.
    fn step(&mut self, share: &CpuShare, now: Instant) -> Option<i32> {
        let trial = now >= self.lowered + TRIAL_AFTER;
        let next = adapted(self.current, self.most, share, trial);
        if next < self.current {
            self.strikes += 1;
            if self.strikes < 2 {
                return None;
            }
            self.lowered = now;
        } else if trial && next == self.current {
            // Nothing to try (already at the most): the next trial is due later.
            self.lowered = now;
        }
        self.strikes = 0;
        (next != self.current).then(|| {
            self.current = next;
            next
        })
    }
}

static ADAPTIVE: Mutex<Option<Adaptive>> = Mutex::new(None);

/// The thread settings in effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadSettings {
    /// The most intra-op threads (the configured count, or libtorch's default for 0).
    pub threads: i32,
    pub adaptive: bool,
}

/// An override in the environment that does not parse (`read_environment`), with the text
/// it holds.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum EnvironmentError {
    #[error("{THREADS_ENV}='{value}': expected a positive thread count")]
    Threads { value: String },
    #[error("{ADAPTIVE_ENV}='{value}': expected 0 or 1")]
    Adaptive { value: String },
}

/// `threads` and `adaptive` as `MORRIS_THREADS` and `MORRIS_ADAPTIVE_THREADS` in the
/// environment override them (training configs apply this to their presets and files).
///
/// # Errors
/// An override that is not a positive count, or not 0 or 1.
pub fn read_environment(threads: i32, adaptive: bool) -> Result<(i32, bool), EnvironmentError> {
    let threads = match std::env::var(THREADS_ENV) {
        Ok(value) => value
            .trim()
            .parse::<i32>()
            .ok()
            .filter(|&n| n > 0)
            .ok_or(EnvironmentError::Threads { value })?,
        Err(_) => threads,
    };
    let adaptive = match std::env::var(ADAPTIVE_ENV).as_deref().map(str::trim) {
        Ok("1" | "true") => true,
        Ok("0" | "false") => false,
        Ok(value) => {
            return Err(EnvironmentError::Adaptive {
                value: value.to_string(),
            });
        }
        Err(_) => adaptive,
    };
    Ok((threads, adaptive))
}

/// Sets libtorch's intra-op threads: `threads` (0: libtorch's default), which `adapt` may
/// lower while other programs use the cores when `adaptive`; returns what is in effect.
pub fn configure(threads: i32, adaptive: bool) -> ThreadSettings {
    if threads > 0 {
        tch::set_num_threads(threads);
    }
    let most = tch::get_num_threads();
    *ADAPTIVE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner) =
        (adaptive && most > 1).then(|| Adaptive::new(most, Instant::now()));
    ThreadSettings {
        threads: most,
        adaptive: adaptive && most > 1,
    }
}

/// For `workers` threads that each run their own network: libtorch's threads divided among
/// them (at least one each), so that their threads do not outnumber the cores.
pub fn share_cores(workers: usize) {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    tch::set_num_threads(i32::try_from((cores / workers.max(1)).max(1)).unwrap_or(1));
}

/// Between batches: every half second, reads the CPU share and adapts the thread count (see
/// the module's note and `adapted`; lowering it takes two readings in a row). Cheap; does
/// nothing unless `configure` made the count adaptive.
pub fn adapt() {
    let mut state = ADAPTIVE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let Some(state) = state.as_mut() else {
        return;
    };
    let now = Instant::now();
    if now < state.next_look {
        return;
    }
    state.next_look = now + ADAPT_EVERY;
    if let Some(share) = state.meter.sample()
        && let Some(next) = state.step(&share, now)
    {
        tch::set_num_threads(next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn share(cores: usize, own: f64, others: f64) -> CpuShare {
        CpuShare {
            seconds: 1.0,
            cores,
            own,
            others,
        }
    }

    #[test]
    fn threads_follow_the_cores_the_process_gets() {
        let adapt =
            |current, most, own, others| adapted(current, most, &share(2, own, others), false);
        // Two threads beside one busy loop: the loop gets two thirds of a core.
        assert_eq!(adapt(2, 2, 1.33, 0.67), 1);
        // One thread beside it stays at one; the loop stops: back to two.
        assert_eq!(adapt(1, 2, 1.0, 1.0), 1);
        assert_eq!(adapt(1, 2, 1.0, 0.05), 2);
        // Others run, but the process gets what it asks for (a niced program the scheduler
        // keeps out of its way): no change.
        assert_eq!(adapt(2, 2, 1.95, 0.9), 2);
        // The process leaves its cores idle (single-threaded work): no change.
        assert_eq!(adapt(2, 2, 1.1, 0.1), 2);
        // Many cores: 4 threads that a GPU leaves idle, others on 3 of the 12 cores left.
        assert_eq!(adapted(4, 4, &share(16, 1.0, 3.0), false), 4);
        // A trial of one more after a while, never above the configured count.
        assert_eq!(adapted(1, 2, &share(2, 1.0, 1.0), true), 2);
        assert_eq!(adapted(2, 2, &share(2, 2.0, 0.0), true), 2);
        // With many cores, down to the cores left free, never below one.
        assert_eq!(adapted(8, 8, &share(16, 5.0, 11.0), false), 5);
        assert_eq!(adapted(2, 4, &share(2, 0.2, 2.0), false), 1);
    }

    #[test]
    fn it_takes_two_busy_readings_to_lower_and_tries_again_later() {
        let start = Instant::now();
        let at = |s: f64| start + Duration::from_secs_f64(s);
        let mut state = Adaptive::new(2, start);
        let busy = share(2, 1.33, 0.67);
        let one_thread_beside_a_loop = share(2, 1.0, 1.0);
        // One busy reading (a program starting up) changes nothing; two in a row do.
        assert_eq!(state.step(&busy, at(0.5)), None);
        assert_eq!(state.step(&share(2, 1.95, 0.05), at(1.0)), None);
        assert_eq!(state.step(&busy, at(1.5)), None);
        assert_eq!(state.step(&busy, at(2.0)), Some(1));
        // Beside the loop it stays at one until a trial is due, 20 seconds later.
        assert_eq!(state.step(&one_thread_beside_a_loop, at(10.0)), None);
        assert_eq!(state.step(&one_thread_beside_a_loop, at(22.0)), Some(2));
        // The trial fails (twice): back to one, and the next trial waits again.
        assert_eq!(state.step(&busy, at(22.5)), None);
        assert_eq!(state.step(&busy, at(23.0)), Some(1));
        assert_eq!(state.step(&one_thread_beside_a_loop, at(40.0)), None);
        // The loop stops: two threads at once.
        assert_eq!(state.step(&share(2, 1.0, 0.02), at(40.5)), Some(2));
    }

    #[test]
    fn the_meter_sees_this_process_work() {
        let mut meter = CpuMeter::new();
        if read_ticks().is_none() {
            return; // no /proc: nothing to measure (not Linux)
        }
        let start = Instant::now();
        let mut x = 0u64;
        while start.elapsed() < Duration::from_millis(300) {
            x = std::hint::black_box(x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1));
        }
        let share = meter.sample().expect("a reading");
        assert!(share.seconds >= 0.3);
        // This thread spun the whole time (other tests may run beside it, in this process);
        // the shares fit in the machine, up to the ticks: /proc/self/stat and /proc/stat are
        // counted apart, and over 0.3 s (60 ticks on 2 cores) their readings can differ by a
        // tenth or more (a CI run read 2.43 cores of 2).
        assert!(share.own > 0.0, "{share:?}");
        assert!(share.others >= 0.0);
        assert!(
            share.own + share.others <= share.cores as f64 * 1.3,
            "{share:?}"
        );
    }

    #[test]
    fn a_busy_machine_is_flagged() {
        assert!(share(2, 1.0, 1.0).describe(2).contains("busy machine"));
        assert!(!share(2, 1.9, 0.1).describe(2).contains("busy machine"));
        assert!(!share(2, 1.0, 1.0).describe(1).contains("busy machine"));
    }
}
