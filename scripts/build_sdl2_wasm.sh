#!/usr/bin/env bash
# Builds SDL2 for WebAssembly from Debian's source package, without SDL's CMake:
#
#   scripts/build_sdl2_wasm.sh <SDL2 source dir> <prefix>   -> <prefix>/lib/libSDL2.a, <prefix>/include/SDL2
#
# SDL's CMake configure ran about 320 checks through emcc (a compile and a link each, about
# 1.3 s), which took three of the four minutes its build took on a fresh machine. SDL ships the
# configuration those checks arrive at for Emscripten (include/SDL_config_emscripten.h, chosen by
# include/SDL_config.h under __EMSCRIPTEN__), so this compiles the subsystems and backends that
# configuration enables, each source with emcc, in parallel, and archives them.
# Threads are off (SDL_THREADS_DISABLED without -pthread), as in SDL's CMake build for Emscripten.
set -euo pipefail
SRC=$1 PREFIX=$2
OBJ="$PREFIX.obj"
rm -rf "$OBJ" "$PREFIX"
mkdir -p "$OBJ" "$PREFIX/lib" "$PREFIX/include/SDL2"

# The generic code of each subsystem and the backends SDL_config_emscripten.h selects.
DIRS=(
  src src/atomic src/cpuinfo src/dynapi src/events src/file src/libm src/stdlib src/hidapi
  src/audio src/audio/disk src/audio/dummy src/audio/emscripten
  src/filesystem/emscripten
  src/haptic src/haptic/dummy
  src/joystick src/joystick/emscripten src/joystick/virtual
  src/loadso/dlopen
  src/locale src/locale/emscripten
  src/misc src/misc/emscripten
  src/power src/power/emscripten
  src/render src/render/opengles2 src/render/software
  src/sensor src/sensor/dummy
  src/thread src/thread/generic
  src/timer src/timer/unix
  src/video src/video/dummy src/video/emscripten src/video/offscreen src/video/yuv2rgb
)
sources=()
for d in "${DIRS[@]}"; do
  [ -d "$SRC/$d" ] || { echo "build_sdl2_wasm: $SRC/$d is missing (another SDL2 version?)" >&2; exit 1; }
  for f in "$SRC/$d"/*.c; do [ -e "$f" ] && sources+=("${f#"$SRC"/}"); done
done

# One object per source, named after its path; a failed compile stops the build with its errors.
printf '%s\n' "${sources[@]}" | (cd "$SRC" && xargs -P "$(nproc)" -I{} sh -c \
  'emcc -O2 -DNDEBUG -Iinclude -c "$1" -o "$2/$(echo "$1" | tr / _).o"' sh {} "$OBJ")
cp "$SRC"/include/*.h "$PREFIX/include/SDL2/"
emar rcs "$PREFIX/lib/libSDL2.a" "$OBJ"/*.o  # last: setup.sh takes the archive as "done"
rm -rf "$OBJ"
echo "build_sdl2_wasm: ${#sources[@]} sources -> $PREFIX/lib/libSDL2.a"
