#!/usr/bin/env bash
# The README's test command, and what .ci/run calls: installs libtorch into .libtorch/ (once),
# and Chromium with chromedriver where it can (for the browser test), then checks formatting
# and lints and runs every test, optimised (the perft tests replay
# hundreds of millions of positions).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null; then
    echo "test: cargo (the Rust toolchain) is needed and was not found on PATH" >&2
    exit 1
fi
scripts/setup-libtorch.sh
# The browser test (tests/serve) drives Chromium through chromedriver; install them where
# this can (Debian's packages, as root). Where it cannot, that one test says so and skips.
if ! command -v chromedriver >/dev/null || ! command -v chromium >/dev/null; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        echo "test: installing chromium and chromium-driver for the browser test" >&2
        { apt-get update -qq && apt-get install -y -qq chromium chromium-driver >/dev/null; } ||
            echo "test: WARNING: could not install chromium; the browser test will be skipped" >&2
    else
        echo "test: WARNING: chromium/chromedriver missing and apt-get (as root) unavailable; the browser test will be skipped" >&2
    fi
fi
cargo fmt --all -- --check
cargo clippy --release --locked --workspace --all-targets -- -D warnings
cargo test --release --locked --workspace
