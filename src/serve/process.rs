//! What `morris serve` sets for its whole process before it listens: the open-file limit
//! raised to its hard limit, so that the server's connection caps (each connection holds two
//! descriptors) bind before the file limit does; and large allocations mapped on their own,
//! so that the memory of a dropped game (its tables, its trees) goes back to the system.
//! And what it does once a flood of connections has gone: the many small buffers they held
//! are given back to the system (`give_back_free_memory`).

/// Descriptors kept for everything but connections (the listener, models, tables, libtorch).
pub const SPARE_DESCRIPTORS: u64 = 256;

/// Descriptors one connection holds: its socket and the duplicate that watches for its
/// client's hang-up (`listener`).
pub const DESCRIPTORS_PER_CONNECTION: u64 = 2;

/// Raises the soft limit on open files to the hard limit; the soft limit it leaves.
///
/// # Errors
/// The limits cannot be read or set (the OS error).
pub fn raise_open_files() -> std::io::Result<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &raw mut limit) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    if limit.rlim_cur < limit.rlim_max {
        let raised = libc::rlimit {
            rlim_cur: limit.rlim_max,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: as above.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raw const raised) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        limit = raised;
    }
    Ok(limit.rlim_cur)
}

/// The most connections `open_files` descriptors allow, beside `SPARE_DESCRIPTORS`.
#[must_use]
pub fn connections_within(open_files: u64) -> usize {
    let usable = open_files.saturating_sub(SPARE_DESCRIPTORS) / DESCRIPTORS_PER_CONNECTION;
    usize::try_from(usable).unwrap_or(usize::MAX).max(1)
}

/// Allocations of at least this size are mapped on their own and unmapped when freed.
const MMAP_THRESHOLD: i32 = 256 * 1024;

/// Has glibc map every allocation of `MMAP_THRESHOLD` or more on its own. glibc raises its
/// threshold after the first such block is freed, and later blocks of the same size (a
/// 16 MiB table) then come from the heap, which is seldom given back; a fixed threshold keeps
/// a dropped game's memory from staying in the process.
pub fn map_large_allocations() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets an allocator parameter.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
    }
}

/// Gives the allocator's free pages back to the system. The buffers of many connections
/// are small allocations from glibc's arenas, which it keeps when they are freed; after a
/// flood of connections that would leave the process tens of MiB larger for good.
pub fn give_back_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free memory of the allocator's to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}
