// The desktop main loop (native SDL2 + OpenGL 3.2 core): the same UI as the web, for quick
// iteration.
#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "ui/runner.h"

int main(int argc, char** argv) {
  // --frames N: draw N frames and quit (used to check the desktop build starts).
  long frames = -1;
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--frames") == 0) frames = std::atol(argv[i + 1]);

  equations::ui::Runner runner;
  equations::ui::RunnerOptions options{"#version 150", false};
  const char* assets = std::getenv("EQUATIONS_ASSETS");
  options.assets_dir = assets ? assets : EQUATIONS_ASSETS_DIR;
  const std::string error = runner.Init(options);
  if (!error.empty()) {
    std::fprintf(stderr, "equations: %s\n", error.c_str());
    return 1;
  }
  while (runner.Frame() && frames != 0)
    if (frames > 0) --frames;
  runner.Shutdown();
  return 0;
}
