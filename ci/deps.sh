#!/bin/sh
# Installs the Debian packages aex needs, only those missing; a no-op when all are present.
# Usage: ci/deps.sh [--check] [--fuzz]
#   --check: list what is missing and exit 1 if anything is
#   --fuzz:  also what make fuzz needs (clang with libFuzzer)
set -eu

PKGS="make gcc libc6-dev binutils qemu-user gcc-mips-linux-gnu binutils-mips-linux-gnu
gcc-sparc64-linux-gnu binutils-sparc64-linux-gnu gcc-multilib-sparc64-linux-gnu
gcc-riscv64-linux-gnu binutils-riscv64-linux-gnu
gperf tcc libcriterion-dev pkg-config libzstd-dev zlib1g-dev zstd gnuplot-nox file python3"
check=""
for a in "$@"; do
	case "$a" in
	--check) check=1 ;;
	--fuzz) PKGS="$PKGS clang libclang-rt-dev" ;;
	*) echo "usage: ci/deps.sh [--check] [--fuzz]" >&2; exit 2 ;;
	esac
done

missing=""
for p in $PKGS; do
	if ! dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
		missing="$missing $p"
	fi
done

[ -z "$missing" ] && exit 0

if [ -n "$check" ]; then
	echo "missing packages:$missing"
	exit 1
fi

echo "aex: installing missing packages:$missing"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null 2>&1; then
		SUDO="sudo"
	else
		echo "aex: error: packages missing and not root (no sudo): $missing" >&2
		exit 1
	fi
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
