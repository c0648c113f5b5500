#!/usr/bin/env bash
# Installs what the build and the tests need, once. Idempotent and quiet when all is there.
#
#   scripts/setup.sh            everything (Debian packages, SDL2 for wasm, ImGui sources, npm)
#
# Debian packages go to the system (apt-get, as root or through sudo); everything else is cached
# under build/deps/ so a second run costs seconds. See ../shared/notes/toolchain.md for why each
# step is done this way (no emscripten SDL port, Debian source packages, NODE_PATH for emcc).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DEPS="$ROOT/build/deps"
mkdir -p "$DEPS"

say() { printf 'setup: %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# ---------------------------------------------------------------------------------------------
# 1. Debian packages
# ---------------------------------------------------------------------------------------------
PACKAGES=(
  build-essential cmake ninja-build pkg-config python3
  emscripten binaryen
  libboost-dev doctest-dev
  libsdl2-dev libgl-dev xvfb xauth libgl1-mesa-dri
  chromium
  fonts-dejavu-core
  libclang-rt-14-dev valgrind ccache
  dpkg-dev
  redis-server
)
missing=()
# Node.js: some machines carry a newer node with its own npm; Debian's nodejs/npm conflict with it.
command -v node >/dev/null || PACKAGES+=(nodejs)
command -v npm >/dev/null || PACKAGES+=(npm)
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

# Source lists are needed for SDL2 and Dear ImGui sources (`apt-get source`).
SRC_LIST=/etc/apt/sources.list.d/equations-deb-src.sources
need_update=0
if ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ && ! grep -qs '^deb-src' /etc/apt/sources.list; then
  say "enabling Debian source lists ($SRC_LIST)"
  sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | as_root tee "$SRC_LIST" >/dev/null
  need_update=1
fi
if [ ${#missing[@]} -gt 0 ] || [ $need_update = 1 ]; then
  say "apt-get update"
  as_root apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# ---------------------------------------------------------------------------------------------
# 2. Debian source packages: SDL2 (built for wasm) and Dear ImGui (compiled by our CMake)
# ---------------------------------------------------------------------------------------------
fetch_source() { # name -> extracts the upstream tarball into $DEPS/src/<name>
  local name=$1 dest="$DEPS/src/$1"
  [ -f "$dest/.done" ] && return 0
  say "fetching Debian source package $name"
  rm -rf "$dest" "$DEPS/dl-$name"; mkdir -p "$DEPS/dl-$name" "$dest"
  (cd "$DEPS/dl-$name" && apt-get source --download-only -qq "$name" >/dev/null 2>&1) || {
    as_root apt-get update -qq
    (cd "$DEPS/dl-$name" && apt-get source --download-only -qq "$name" >/dev/null)
  }
  local tarball
  tarball=$(ls "$DEPS/dl-$name"/*.orig.tar.* | grep -v '\.asc$' | head -n 1)
  tar -xf "$tarball" -C "$dest" --strip-components=1
  touch "$dest/.done"
  rm -rf "$DEPS/dl-$name"
}
fetch_source libsdl2
fetch_source imgui

export NODE_PATH=/usr/share/nodejs
SDL_PREFIX="$DEPS/sdl2-wasm"
if [ ! -f "$SDL_PREFIX/lib/libSDL2.a" ]; then
  say "building SDL2 for WebAssembly (about a minute, once)"
  bash "$ROOT/scripts/build_sdl2_wasm.sh" "$DEPS/src/libsdl2" "$SDL_PREFIX" >"$DEPS/sdl2-wasm.log" 2>&1 ||
    { say "SDL2 build failed; see $DEPS/sdl2-wasm.log"; tail -n 30 "$DEPS/sdl2-wasm.log"; rm -rf "$SDL_PREFIX"; exit 1; }
fi

# em++ must not see /usr/include (glibc headers): a folder holding only a link to Boost.
mkdir -p "$DEPS/boost-include"
[ -e "$DEPS/boost-include/boost" ] || ln -s /usr/include/boost "$DEPS/boost-include/boost"
mkdir -p "$DEPS/doctest-include"
[ -e "$DEPS/doctest-include/doctest" ] || ln -s /usr/include/doctest "$DEPS/doctest-include/doctest"

# ---------------------------------------------------------------------------------------------
# 3. npm: playwright-core for the browser tests (no browser download; uses /usr/bin/chromium),
#    Colyseus and ioredis for the class server (server/)
# ---------------------------------------------------------------------------------------------
if [ ! -f "$ROOT/node_modules/.package-lock.json" ] || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
  say "installing npm packages (npm ci)"
  (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
