//! The one checksum of the project's files: CRC-32C (Castagnoli), from the `crc` crate, over
//! tablebase files, checkpoints' tensors and the replay files checkpoints name. (`TensorBoard`'s
//! event files carry a masked CRC-32C that tensorboard-rs computes and checks itself.)

/// CRC-32C, for checksums computed in parts (`CRC32C.digest()`).
pub const CRC32C: crc::Crc<u32> = crc::Crc::<u32>::new(&crc::CRC_32_ISCSI);

/// The CRC-32C of `bytes`.
#[must_use]
pub fn crc32c(bytes: &[u8]) -> u32 {
    CRC32C.checksum(bytes)
}

#[cfg(test)]
mod tests {
    #[test]
    fn it_is_castagnoli() {
        // The CRC-32C check value.
        assert_eq!(super::crc32c(b"123456789"), 0xe306_9283);
    }
}
