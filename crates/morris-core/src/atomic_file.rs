//! Writing a file so that a reader (or a run killed half-way) never sees half of it: the bytes
//! go to a temporary file beside the target, are flushed to disk, and the temporary file is
//! renamed over the target (atomic on POSIX file systems); then the directory is synced so
//! the rename itself survives a crash.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The temporary file `write` uses for `path` (a run killed while writing leaves it behind;
/// readers ignore it and the next write replaces it).
#[must_use]
pub fn temporary_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    path.with_file_name(name)
}

/// Writes `bytes` to `path` atomically.
///
/// # Errors
/// The file cannot be created, written, synced or renamed.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_with(path, |tmp| {
        let mut file = std::fs::File::create(tmp)?;
        file.write_all(bytes)
    })
}

/// Replaces `path` atomically with a file that `produce` writes at the temporary path it is
/// given (for writers that only take a path, such as libtorch's).
///
/// # Errors
/// `produce`'s error, or the file cannot be synced or renamed.
pub fn write_with(
    path: &Path,
    produce: impl FnOnce(&Path) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let tmp = temporary_path(path);
    if let Err(e) = produce(&tmp) {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    std::fs::File::open(&tmp)?.sync_all()?;
    pause_before_rename();
    std::fs::rename(&tmp, path)?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        // Best effort: some file systems do not allow opening a directory for syncing.
        if let Ok(dir) = std::fs::File::open(dir) {
            let _ = dir.sync_all();
        }
    }
    Ok(())
}

/// Tests of interrupted saves set `MORRIS_WRITE_PAUSE_MS`: every write then waits that long
/// with its temporary file complete but not yet renamed, so that a kill can be aimed at the
/// moment a given file is being written.
fn pause_before_rename() {
    static PAUSE: std::sync::OnceLock<Option<std::time::Duration>> = std::sync::OnceLock::new();
    let pause = PAUSE.get_or_init(|| {
        std::env::var("MORRIS_WRITE_PAUSE_MS")
            .ok()
            .and_then(|ms| ms.parse().ok())
            .map(std::time::Duration::from_millis)
    });
    if let Some(pause) = pause {
        std::thread::sleep(*pause);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_write_replaces_the_whole_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("morris-atomic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("data.bin");
        super::write(&path, b"first version, longer").unwrap();
        super::write(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        assert!(!super::temporary_path(&path).exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
