#!/usr/bin/env bash
# Installs libtorch (from PyPI's torch wheel) into .libtorch/ inside the project, once.
#
# tch 0.24 needs libtorch 2.11. PyPI's Linux torch 2.11.0 is the CUDA 13.0 build; on a CPU
# machine three wheels are enough (torch, and the CUDA runtime and CUPTI libraries that
# libtorch_cpu.so links against). `--cuda` installs torch with all its dependencies instead,
# so that the same build also runs on a GPU (build.rs then links libtorch_cuda).
#
#   scripts/setup-libtorch.sh           keep what is installed (the CPU variant if nothing is)
#   scripts/setup-libtorch.sh --cuda    install the CUDA variant (replacing the CPU one)
#   scripts/setup-libtorch.sh --cpu     install the CPU variant (replacing the CUDA one)
#
# scripts/run.sh and scripts/test.sh call it without a flag, so they never replace a CUDA
# libtorch with the CPU one; switching is always this script run with a flag.
#
# Idempotent: a stamp file records what was installed; a second run with the same request
# returns at once. .cargo/config.toml points the build at the result, so nobody exports
# LIBTORCH by hand.
set -euo pipefail

TORCH_VERSION=2.11.0
CUDA_RUNTIME_VERSION=13.0.96
CUPTI_VERSION=13.0.85

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dest="$root/.libtorch"
site="$dest/site-packages"
stamp="$dest/installed"
case "${1:-}" in
    --cuda) flavour=cuda ;;
    --cpu) flavour=cpu ;;
    "")
        # No flag: the variant already installed (its stamp ends in its name), else the CPU one.
        case "$(cat "$stamp" 2>/dev/null || true)" in
            *" cuda") flavour=cuda ;;
            *) flavour=cpu ;;
        esac
        ;;
    *)
        echo "usage: scripts/setup-libtorch.sh [--cpu | --cuda]" >&2
        exit 2
        ;;
esac
want="torch==$TORCH_VERSION $flavour"

if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -f "$site/torch/lib/libtorch_cpu.so" ]; then
    exit 0
fi

python=${PYTHON:-$(command -v python3 || command -v python || true)}
if [ -z "$python" ]; then
    echo "setup-libtorch: python3 with pip is needed to fetch libtorch from PyPI" >&2
    exit 1
fi

echo "setup-libtorch: installing torch $TORCH_VERSION ($flavour) into $site" >&2
rm -rf "$site" "$stamp"
mkdir -p "$site"
if [ "$flavour" = cpu ]; then
    "$python" -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --no-deps --target "$site" \
        "torch==$TORCH_VERSION" \
        "nvidia-cuda-runtime==$CUDA_RUNTIME_VERSION" \
        "nvidia-cuda-cupti==$CUPTI_VERSION"
else
    "$python" -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --target "$site" \
        "torch==$TORCH_VERSION"
fi

if [ ! -f "$site/torch/lib/libtorch_cpu.so" ]; then
    echo "setup-libtorch: the install finished but $site/torch/lib/libtorch_cpu.so is missing" >&2
    exit 1
fi
echo "$want" > "$stamp"
echo "setup-libtorch: done" >&2
