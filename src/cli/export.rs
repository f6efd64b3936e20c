//! `morris export`: a checkpoint as a `TorchScript` file with its JSON sidecar.

use anyhow::{Context, Result, bail};
use clap::Args;
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
}

pub fn export(args: &ExportArgs) -> Result<ExitCode> {
    if args.out.extension().is_none_or(|e| e != "pt") {
        bail!(
            "--out {}: the file name must end in .pt",
            args.out.display()
        );
    }
    let saved = checkpoint::load(&args.checkpoint)?;
    if let Some(parent) = args.out.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).with_context(|| {
            format!(
                "--out {}: cannot create {}",
                args.out.display(),
                parent.display()
            )
        })?;
    }
    let sidecar = export::export(&saved, &args.out)?;
    println!(
        "wrote {} (TorchScript: observations [N, C, H, W] -> [N, A + 1]: logits, then the value) and {}",
        args.out.display(),
        sidecar.display()
    );
    Ok(ExitCode::SUCCESS)
}
