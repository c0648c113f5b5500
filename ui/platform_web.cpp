// The browser main loop: emscripten drives frames; the canvas follows the page's size and pixel
// ratio; a few exported functions serve the page script and the browser tests' hook.
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cstdio>
#include <string>

#include "ui/runner.h"

namespace {

equations::ui::Runner* g_runner = nullptr;

// Resizes the SDL window (and so the canvas backing store) to the canvas' CSS size.
void FollowCanvasSize() {
  double css_width = 0, css_height = 0;
  emscripten_get_element_css_size("#canvas", &css_width, &css_height);
  int width = 0, height = 0;
  SDL_GetWindowSize(g_runner->window(), &width, &height);
  if (css_width >= 1 && css_height >= 1 &&
      (static_cast<int>(css_width) != width || static_cast<int>(css_height) != height))
    SDL_SetWindowSize(g_runner->window(), static_cast<int>(css_width),
                      static_cast<int>(css_height));
}

void MainLoop() {
  FollowCanvasSize();
  g_runner->Frame();
}

}  // namespace

extern "C" {
// For the page and the browser tests (web/index.html defines window.equationsTest on top).
EMSCRIPTEN_KEEPALIVE long equations_frame_count() {
  return g_runner ? g_runner->app().frame_count() : 0;
}
EMSCRIPTEN_KEEPALIVE const char* equations_rect_json(const char* id) {
  static std::string json;
  json = g_runner ? g_runner->app().layout().RectJson(id) : "null";
  return json.c_str();
}
}

int main() {
  static equations::ui::Runner runner;
  g_runner = &runner;
  equations::ui::RunnerOptions options{"#version 300 es", true};
  options.assets_dir = EQUATIONS_ASSETS_DIR;
  const std::string error = runner.Init(options);
  if (!error.empty()) {
    std::fprintf(stderr, "equations: %s\n", error.c_str());
    EM_ASM(
        {
          if (Module.onStartError) Module.onStartError(UTF8ToString($0));
        },
        error.c_str());
    return 1;
  }
  FollowCanvasSize();
  emscripten_set_main_loop(MainLoop, 0, true);
  return 0;
}
