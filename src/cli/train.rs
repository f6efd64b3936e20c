//! `morris train`: training from scratch (or `--resume`) with a preset, `--set KEY=VALUE`
//! overriding its settings (`--print-config` shows the result); a live progress line, a line
//! per evaluation and checkpoint; Ctrl-C saves and stops.

use anyhow::{Context, Result, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use morris_zero::run_dir::{CHECKPOINT, RunDir};
use morris_zero::train::config::Override;
use morris_zero::train::{Event, StopReason};
use morris_zero::train::{Learner, TrainConfig, units};
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

// Doc comments are clap's help text: no Markdown backticks there.
#[allow(clippy::doc_markdown)]
#[derive(Args)]
#[allow(clippy::struct_excessive_bools)] // command-line switches, each one of its own
pub struct TrainArgs {
    /// Training preset (tiny, cpu, gpu) or a TOML file [default: cpu; with --resume: the
    /// config stored in the checkpoint].
    #[arg(long)]
    config: Option<String>,
    /// The run's name: checkpoints and logs go to CHECKPOINT_DIR/RUN [default: the preset's
    /// name].
    #[arg(long)]
    run: Option<String>,
    /// Where runs live.
    #[arg(long, default_value = "checkpoints")]
    checkpoint_dir: PathBuf,
    /// Continue the run from its newest checkpoint and replay buffer.
    #[arg(long)]
    resume: bool,
    /// Continue the run if its directory holds a checkpoint, else start it (what
    /// scripts/run.sh does, so that running it again resumes).
    #[arg(long, conflicts_with = "resume")]
    resume_if_any: bool,
    /// Sets one of the config's settings over the preset's (or with --resume, the stored
    /// config's); repeatable. KEY is its TOML path: a section's key as selfplay.simulations,
    /// or a top-level one as max_minutes. VALUE is a TOML value; one that does not parse as
    /// one is a string, so device=cpu needs no quotes ('name="123"' for a string of digits).
    /// An unknown key or a value of the wrong type is an error, as in the file. Often set:
    /// max_steps, max_minutes (0: no limit), seed, device, threads (over MORRIS_THREADS),
    /// selfplay.simulations (self-play's budget; the trained player's is search.simulations,
    /// the trainer's evaluations' eval.simulations), selfplay.games_in_parallel,
    /// selfplay.opening_plies, selfplay.resign_threshold, optim.root_value_weight, eval.games
    /// (0: no evaluations), eval.every_minutes, checkpoint.network_every_minutes, tablebase.dir,
    /// tablebase.build_men, deterministic;
    /// the parallel pipeline with N workers is deterministic=false with pipeline.workers=N
    /// (pipeline.workers alone keeps the preset's loop).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    set: Vec<Override>,
    /// Print the configuration (the preset or the stored one, with the --set overrides,
    /// checked) as TOML that --config takes, and exit without training.
    #[arg(long)]
    print_config: bool,
    /// Train on games played elsewhere instead of playing them: record files that appear in
    /// DIR (`morris selfplay --as-training` writes them; the Ray layer, `python -m
    /// morris_zero.ray`, delivers them), taken in and removed; the weights are published every
    /// `pipeline.publish_every_steps` steps to RUN/published/ for the players.
    #[arg(long, value_name = "DIR")]
    games_from: Option<PathBuf>,
    /// Print no `resume with:` line at the end: the Ray layer's learner, whose run resumes by
    /// the driver's own command (which the driver prints).
    #[arg(long, hide = true)]
    no_resume_line: bool,
}

static STOP: AtomicBool = AtomicBool::new(false);

fn percent(x: f64) -> String {
    format!("{:.0}%", 100.0 * x)
}

/// Refuses a new run in `run_dir` where a run's networks are (its checkpoints, its best
/// network, the networks it kept): the new run would write over them. The advice names what
/// works: `--resume` where a checkpoint is left.
fn refuse_over_a_run(run_dir: &Path) -> Result<()> {
    let dir = RunDir::new(run_dir);
    let held = dir.run_networks();
    if let Some(first) = held.first() {
        let more = match held.len() - 1 {
            0 => String::new(),
            n => format!(" and {n} more"),
        };
        let advice = if dir.checkpoints().is_empty() {
            "no checkpoint is left to resume from: move them away, or name another run \
             with --run"
        } else {
            "add --resume to continue that run, or name another with --run"
        };
        bail!(
            "{} already holds a run's networks ({}{more}): {advice}",
            run_dir.display(),
            first.display(),
        );
    }
    Ok(())
}

pub fn train(args: &TrainArgs) -> Result<ExitCode> {
    let resume = resumes(args)?;
    let (config, origin) = load_config(args, resume)?;
    if args.print_config {
        print!("# morris train {origin}\n{}", config.to_toml());
        return Ok(ExitCode::SUCCESS);
    }
    let run = args.run.clone().unwrap_or_else(|| config.name.clone());
    let run_dir = args.checkpoint_dir.join(&run);
    let tables = &config.tablebase;
    if tables.build_men > 0 {
        // What a first build costs on a quiet 2-core machine (docs/tablebase.md).
        let cost = match tables.build_men {
            ..=4 => "a few seconds",
            5 => "about 10 s and 18 MiB",
            6 => "about a minute and 180 MiB",
            _ => "minutes to hours: docs/tablebase.md",
        };
        println!(
            "endgame tables up to {m}v{m} in {}: building any that are missing ({cost} on 2 \
             cores, once)",
            tables.dir,
            m = tables.build_men
        );
    }
    let mut trainer = if resume {
        Learner::resume(config, &run_dir)?
    } else {
        refuse_over_a_run(&run_dir)?;
        Learner::new(config, &run_dir)?
    };
    if let Some(inbox) = &args.games_from {
        trainer = trainer.with_games_from(inbox.clone());
    }
    for line in trainer.resume_report() {
        println!("{line}");
    }
    // SIGINT, SIGTERM and SIGHUP (what systemd, Kubernetes, Slurm and cloud preemption send
    // before a kill): save the checkpoint of the step reached and stop; a second one stops at
    // once, leaving the last complete checkpoint as it is.
    ctrlc::set_handler(|| {
        if STOP.swap(true, Ordering::SeqCst) {
            eprintln!("\nsecond stop signal: stopping without saving");
            std::process::exit(130);
        }
        eprintln!("\nstop signal: saving a checkpoint and stopping (again to stop at once)");
    })
    .context("cannot install the signal handler")?;
    let cfg = trainer.config().clone();
    print_header(&run, &run_dir, &trainer);
    let mut display = Display::new(&cfg, &trainer);
    let reason = trainer.run(&STOP, &mut |event| display.show(event))?;
    display.bar.finish_and_clear();
    print_summary(&trainer, reason);
    if !args.no_resume_line {
        println!("resume with: {}", resume_command(&run, args));
    }
    Ok(ExitCode::SUCCESS)
}

/// The command that continues this run: `morris train --run RUN ... --resume`, with the
/// checkpoint directory and the inbox where they are not the defaults (a learner resumes as a
/// learner).
fn resume_command(run: &str, args: &TrainArgs) -> String {
    let dir = if args.checkpoint_dir == Path::new("checkpoints") {
        String::new()
    } else {
        format!(
            " --checkpoint-dir {}",
            shell_word(&args.checkpoint_dir.display().to_string())
        )
    };
    let inbox = args.games_from.as_ref().map_or_else(String::new, |d| {
        format!(" --games-from {}", shell_word(&d.display().to_string()))
    });
    format!(
        "morris train --run {}{dir}{inbox} --resume",
        shell_word(run)
    )
}

/// The run's first line: where it is, what it trains and from which step.
fn print_header(run: &str, run_dir: &std::path::Path, trainer: &Learner) {
    let cfg = trainer.config();
    let selfplay_search = cfg.selfplay.search(&cfg.search);
    println!(
        "training run '{run}' ({}): rules {}, net {}x{}, self-play {} with {} simulations \
         (the player: {} with {}), device {}; step {}, {} positions in the replay buffer",
        run_dir.display(),
        cfg.rules,
        cfg.net.blocks,
        cfg.net.channels,
        selfplay_search.root.name(),
        selfplay_search.simulations,
        cfg.search.root.name(),
        cfg.search.simulations,
        cfg.device,
        trainer.step(),
        trainer.buffer().len()
    );
}

/// Whether the run is resumed: `--resume`, or `--resume-if-any` where the run's directory
/// (`--run`, else the preset's name) holds a checkpoint.
fn resumes(args: &TrainArgs) -> Result<bool> {
    if args.resume || !args.resume_if_any {
        return Ok(args.resume);
    }
    let run = match (&args.run, &args.config) {
        (Some(run), _) => run.clone(),
        (None, Some(name)) => TrainConfig::load_with(name, &args.set)?.name,
        (None, None) => "cpu".to_string(),
    };
    Ok(!CHECKPOINT.list(&args.checkpoint_dir.join(run)).is_empty())
}

/// The config of the run: a preset or file, or when it resumes without `--config`, the one
/// stored in the run's newest checkpoint; the `--set` overrides over it. Also what it was
/// made from, in words.
fn load_config(args: &TrainArgs, resume: bool) -> Result<(TrainConfig, String)> {
    let (config, base) = match (&args.config, resume) {
        (Some(name), _) => (
            TrainConfig::load_with(name, &args.set)?,
            format!("--config {}", shell_word(name)),
        ),
        (None, false) => (
            TrainConfig::load_with("cpu", &args.set)?,
            "--config cpu".to_string(),
        ),
        (None, true) => {
            let run = args.run.as_deref().unwrap_or("cpu");
            let (unit, _) = units::newest_complete(&RunDir::new(args.checkpoint_dir.join(run)))
                .context("--resume")?;
            let path = unit.checkpoint.path.display().to_string();
            let config = TrainConfig::parse_with(&unit.checkpoint.meta.config, &path, &args.set)?;
            (config, format!("--resume (the config stored in {path})"))
        }
    };
    let mut origin = base;
    for o in &args.set {
        let _ = write!(origin, " --set {}", shell_word(&o.to_string()));
    }
    Ok((config, origin))
}

/// What the terminal shows while training: a bar (by time, by steps, or a spinner) with the
/// latest figures, and a line per evaluation and checkpoint; without a terminal, a status
/// line a minute.
struct Display {
    bar: ProgressBar,
    max_minutes: f64,
    max_steps: u64,
    terminal: bool,
    last_line: Instant,
    /// When a busy machine was last told of (at most once a minute).
    last_busy_line: Option<Instant>,
}

impl Display {
    fn new(cfg: &TrainConfig, trainer: &Learner) -> Display {
        let bar = if cfg.max_minutes > 0.0 {
            let bar = ProgressBar::new((cfg.max_minutes * 60.0) as u64);
            bar.set_style(
                ProgressStyle::with_template("{bar:24} {elapsed_precise} (left {eta}) {msg}")
                    .expect("template"),
            );
            bar.set_position((trainer.progress().minutes * 60.0) as u64);
            bar
        } else if cfg.max_steps > 0 {
            let bar = ProgressBar::new(cfg.max_steps);
            bar.set_style(
                ProgressStyle::with_template("{bar:24} {pos}/{len} steps (left {eta}) {msg}")
                    .expect("template"),
            );
            bar.set_position(trainer.step());
            bar
        } else {
            let bar = ProgressBar::new_spinner();
            bar.set_style(
                ProgressStyle::with_template("{spinner} {elapsed_precise} {msg}")
                    .expect("template"),
            );
            bar
        };
        bar.enable_steady_tick(Duration::from_millis(500));
        Display {
            bar,
            max_minutes: cfg.max_minutes,
            max_steps: cfg.max_steps,
            terminal: std::io::stderr().is_terminal(),
            last_line: Instant::now(),
            last_busy_line: None,
        }
    }

    fn show(&mut self, event: Event) {
        match event {
            iteration @ Event::Iteration { .. } => self.show_iteration(iteration),
            Event::Evaluated { step, report } => {
                let (elo, low, high) = report.total.elo();
                self.bar.suspend(|| {
                    println!(
                        "eval step {step}: vs {}: {} (+{} ={} -{}), Elo {elo:+.0} [{low:+.0}, \
                         {high:+.0}], {:.0}s",
                        report.opponent,
                        percent(report.score),
                        report.total.wins,
                        report.total.draws,
                        report.total.losses,
                        report.seconds
                    );
                });
            }
            Event::Judged { step, rates } => {
                self.bar.suspend(|| {
                    println!(
                        "tablebase step {step}: blunders {}, wins kept {}, draws held {}",
                        rates.blunders.show(),
                        rates.win_conversion.show(),
                        rates.drawn_hold.show()
                    );
                });
            }
            Event::Perfect { step, report } => {
                self.bar.suspend(|| {
                    let phases: Vec<String> = report
                        .phases
                        .iter()
                        .map(|(phase, r)| format!("{phase} {}", r.blunders.show()))
                        .chain([format!("all {}", report.overall.blunders.show())])
                        .collect();
                    println!(
                        "perfect play (test set, {} positions) step {step}: value lost {}; wins kept {}, draws held {}",
                        report.positions,
                        phases.join(", "),
                        report.overall.win_conversion.show(),
                        report.overall.drawn_hold.show()
                    );
                });
            }
            Event::Saved { step, path } => {
                self.bar
                    .suspend(|| println!("checkpoint step {step}: {}", path.display()));
            }
            Event::NetworkKept { minute, step, path } => {
                self.bar.suspend(|| {
                    println!(
                        "network at minute {minute} (step {step}) kept: {}",
                        path.display()
                    );
                });
            }
        }
    }

    /// The bar's message after a round, and a line where the log wants one.
    fn show_iteration(&mut self, event: Event) {
        let Event::Iteration {
            step,
            minutes,
            games,
            buffer,
            speeds,
            replay_ratio,
            losses,
            cpu,
            busy,
            resignation,
        } = event
        else {
            return;
        };
        if self.max_minutes > 0.0 {
            self.bar.set_position((minutes * 60.0) as u64);
        } else if self.max_steps > 0 {
            self.bar.set_position(step);
        }
        let mut msg = format!(
            "step {step} · {:.1} steps/s · {:.0} moves/s · {:.0} evals/s (batch {:.0}) \
             · {games} games · buffer {buffer} · replay ratio {replay_ratio:.2}",
            speeds.steps_per_second,
            speeds.moves_per_second,
            speeds.evals_per_second,
            speeds.mean_batch
        );
        if let Some(busy) = speeds.busy {
            let _ = write!(msg, " · network busy {:.0}%", 100.0 * busy);
        }
        if let Some(l) = losses {
            let _ = write!(msg, " · loss {:.3}/{:.3}", l.policy_loss, l.value_loss);
        }
        if let Some(r) = resignation {
            let _ = write!(
                msg,
                " · resigned {:.0}% · false resigns {} of {} would-be",
                100.0 * r.resigned as f64 / r.games.max(1) as f64,
                r.false_resigns,
                r.checked
            );
            // AlphaGo Zero kept its false positives below 5%.
            if r.checked >= 20 && r.false_resigns * 20 > r.checked {
                msg.push_str(" (over 5%: raise resign_threshold or resign_after)");
            }
        }
        let minute = Duration::from_secs(60);
        if !self.terminal && self.last_line.elapsed() >= minute {
            self.last_line = Instant::now();
            self.bar.suspend(|| println!("[{minutes:.1} min] {msg}"));
            if let Some(cpu) = &cpu {
                self.bar.suspend(|| println!("[{minutes:.1} min] {cpu}"));
            }
        } else if busy && self.last_busy_line.is_none_or(|t| t.elapsed() >= minute) {
            self.last_busy_line = Some(Instant::now());
            let cpu = cpu.unwrap_or_default();
            self.bar.suspend(|| println!("[{minutes:.1} min] {cpu}"));
        }
        self.bar.set_message(msg);
    }
}

/// The line that ends a run.
fn print_summary(trainer: &Learner, reason: StopReason) {
    let why = match reason {
        StopReason::MaxSteps => "reached max_steps",
        StopReason::MaxMinutes => "reached max_minutes",
        StopReason::Interrupted => "interrupted",
    };
    let progress = trainer.progress();
    let scores: Vec<String> = trainer
        .scores()
        .iter()
        .map(|(k, v)| format!("{k} {}", percent(*v)))
        .collect();
    println!(
        "stopped ({why}) at step {} after {:.1} minutes: {} games, {} positions; latest scores: {}",
        trainer.step(),
        progress.minutes,
        progress.games,
        progress.positions,
        if scores.is_empty() {
            "none".to_string()
        } else {
            scores.join(", ")
        }
    );
}

/// `text` as one shell word (quoted when it holds anything but plain characters), so that a
/// printed command works when pasted.
fn shell_word(text: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./,:=+@%".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}
