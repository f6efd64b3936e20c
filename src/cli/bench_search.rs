//! `morris bench search`: one game's network search on one thread, at each batch of leaves a
//! round (`neural:...,batch=N`), with the network's fused pass and with libtorch
//! (`fused=true|false`): simulations and network evaluations a second, the mean batch, and the
//! simulations a decision of the given time.

use anyhow::{Context, Result, bail};
use morris_zero::agents::{self, neural::MOST_SIMULATIONS};
use morris_zero::game::{Game, Rules};
use morris_zero::mcts::batched_round;
use morris_zero::openings::play_random_opening;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The positions searched: random games of 4 to 40 plies that are not over (placement and
/// the moving phase with many men: where the tables do not reach), from a fixed seed.
fn positions(rules: &Arc<Rules>, count: usize) -> Vec<Game> {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    (0..count)
        .map(|i| {
            let mut game = Game::new(rules.clone());
            play_random_opening(&mut game, (4 + 36 * i / count) as u32, &mut rng);
            game
        })
        .collect()
}

/// Searches each of `positions` for `movetime` at each of `batches`, through the fused pass
/// and through libtorch (one thread).
pub fn run(model: &str, batches: &[usize], movetime: Duration, count: usize) -> Result<ExitCode> {
    if batches.is_empty() {
        bail!("--batches names no batch");
    }
    tch::set_num_threads(1);
    let rules = Arc::new(Rules::preset("standard")?);
    let games = positions(&rules, count.max(1));
    println!(
        "model {model}, one libtorch thread, {} positions (random games of 4 to 40 plies), {} ms each",
        games.len(),
        movetime.as_millis()
    );
    println!(
        "{:>6} {:>9} {:>12} {:>14} {:>11} {:>16}",
        "batch", "pass", "sims/s", "evaluations/s", "mean batch", "sims a decision"
    );
    let mut last = 0.0;
    for (&batch, fused) in batches.iter().flat_map(|b| [(b, true), (b, false)]) {
        let spec =
            format!("neural:model={model},batch={batch},reuse=false,device=cpu,fused={fused}");
        let mut agent =
            agents::from_spec(&spec, &rules).with_context(|| format!("player {spec}"))?;
        let (mut simulations, mut evaluations, mut rounds) = (0u64, 0u64, 0u64);
        let mut seconds = 0.0;
        for (i, game) in games.iter().enumerate() {
            let mut network = agent.network_search().context("a network player")?;
            let mut search = network.begin(game, MOST_SIMULATIONS, i as u64, None);
            let start = Instant::now();
            while start.elapsed() < movetime {
                let round = batched_round(&mut [&mut search], network.evaluator);
                if round.evaluated == 0 {
                    break;
                }
                rounds += 1;
            }
            seconds += start.elapsed().as_secs_f64();
            simulations += u64::from(search.simulations_run());
            evaluations += search.evaluations();
        }
        let rate = simulations as f64 / seconds;
        if fused {
            last = rate;
        }
        let pass = if fused { "fused" } else { "libtorch" };
        println!(
            "{batch:>6} {pass:>9} {rate:>12.0} {:>14.0} {:>11.1} {:>16.0}",
            evaluations as f64 / seconds,
            evaluations as f64 / rounds.max(1) as f64,
            simulations as f64 / games.len() as f64
        );
    }
    println!("search simulations/s (one thread, the last batch, fused): {last:.0}");
    Ok(ExitCode::SUCCESS)
}
