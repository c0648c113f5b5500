#!/usr/bin/env bash
# Builds the web bundle and serves the game on http://127.0.0.1:PORT/ (PORT: first argument,
# or $PORT, or 8080). Sets up what is missing first. Stop with Ctrl-C.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
PORT=${1:-${PORT:-8080}}
case "$PORT" in ''|*[!0-9]*) echo "run: the port must be a number, not '$PORT'" >&2; exit 2;; esac
export NODE_PATH=/usr/share/nodejs

bash scripts/setup.sh
mkdir -p build
echo "run: building the site (build/wasm/site: the game, the sandbox, the API docs)"
{ cmake --preset wasm >/dev/null &&
  cmake --build --preset wasm -j"$(nproc)" --target equations_web equations_web_page; } >build/run-build.log 2>&1 ||
  { tail -n 40 build/run-build.log; echo "run: the build failed (log: build/run-build.log)" >&2; exit 1; }

# build/wasm/site is the published site: build/wasm/web is the same plus the browser tests' hook.
echo "run: serving the game at http://127.0.0.1:$PORT/"
echo "run: the embeddable sandbox at http://127.0.0.1:$PORT/sandbox.html, the API at http://127.0.0.1:$PORT/docs.html"
exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory build/wasm/site
