//! `morris export`: a checkpoint as a `TorchScript` file with its JSON sidecar.

use anyhow::{Context, Result, bail};
use clap::Args;
use morris_zero::agents::PlayerSpec;
use morris_zero::agents::neural::{SEARCH_OPTIONS, apply_search_options};
use morris_zero::net::{checkpoint, export};
use std::path::PathBuf;
use std::process::ExitCode;

// Doc comments are clap's help text: no Markdown backticks there.
#[allow(clippy::doc_markdown)]
#[derive(Args)]
pub struct ExportArgs {
    /// A checkpoint (`.safetensors`, as `morris train` writes).
    #[arg(long)]
    checkpoint: PathBuf,
    /// The TorchScript file to write (`.pt`); the sidecar goes beside it (`.json`).
    #[arg(long)]
    out: PathBuf,
    /// Also write the checkpoint's network alone here (.safetensors): the weights without the
    /// optimiser's state, a third of the size; players take it, --resume does not.
    #[arg(long)]
    network_out: Option<PathBuf>,
    /// The player's search stored with the export (the sidecar's and --network-out's), over
    /// the checkpoint's, as the neural player's options: sims=N, psims=N, search=puct|gumbel, c=C,
    /// fpu=F, pst=T, reuse=true|false (e.g. "c=0.8,reuse=true"); what they store is what neural:model=FILE plays with by default.
    #[arg(long, value_name = "OPTIONS")]
    player: Option<String>,
}

pub fn export(args: &ExportArgs) -> Result<ExitCode> {
    if args.out.extension().is_none_or(|e| e != "pt") {
        bail!(
            "--out {}: the file name must end in .pt",
            args.out.display()
        );
    }
    if let Some(network) = &args.network_out
        && network.extension().is_none_or(|e| e != "safetensors")
    {
        bail!(
            "--network-out {}: the file name must end in .safetensors",
            network.display()
        );
    }
    let mut saved = checkpoint::load(&args.checkpoint)?;
    if let Some(options) = &args.player {
        let mut search = saved.meta.search;
        PlayerSpec::parse(&format!("neural:{options}"))
            .and_then(|spec| {
                spec.expect_only(&SEARCH_OPTIONS)?;
                apply_search_options(&spec, &mut search)
            })
            .with_context(|| format!("--player {options}"))?;
        saved.meta.search = search;
    }
    // Writing over the checkpoint read would lose it (the network alone over it: the
    // optimiser's state and the replay reference that resuming needs).
    let checkpoint = std::fs::canonicalize(&args.checkpoint).ok();
    let sidecar = export::sidecar_path(&args.out);
    for (flag, out) in [("--out", &args.out), ("--out (its sidecar)", &sidecar)]
        .into_iter()
        .chain(args.network_out.iter().map(|n| ("--network-out", n)))
    {
        if checkpoint.is_some() && std::fs::canonicalize(out).ok() == checkpoint {
            bail!(
                "{flag} {}: that is the checkpoint itself; name another file",
                out.display()
            );
        }
    }
    for out in std::iter::once(&args.out).chain(&args.network_out) {
        if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).with_context(|| {
                format!("{}: cannot create {}", out.display(), parent.display())
            })?;
        }
    }
    let sidecar = export::export(&saved, &args.out)?;
    println!(
        "wrote {} (TorchScript: observations [N, C, H, W] -> [N, A + 1]: logits, then the value) and {}",
        args.out.display(),
        sidecar.display()
    );
    if let Some(network) = &args.network_out {
        checkpoint::save_network_only(&saved, network)?;
        println!(
            "wrote {} (the network alone: for players, not for --resume)",
            network.display()
        );
    }
    Ok(ExitCode::SUCCESS)
}
