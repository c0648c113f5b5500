// SDL2 window, OpenGL context and Dear ImGui backends around the App: the part of a platform
// main loop that the desktop and the web share. Platform specifics stay in platform_*.cpp.
#pragma once

#include <SDL_events.h>

#include <string>
#include <vector>

#include "ui/app.h"

namespace equations::ui {

struct RunnerOptions {
  const char* glsl_version;  // "#version 300 es" for WebGL 2, "#version 130" for desktop GL 3.0
  bool gles;                 // an OpenGL ES context (WebGL 2)
  int width = 1280, height = 800;
  std::string assets_dir;
};

class Runner {
 public:
  // Creates the window and the GL context; returns an error message on failure.
  std::string Init(const RunnerOptions& options);
  // Handles pending events and draws one frame; returns false once the window was closed.
  bool Frame();
  void Shutdown();

  SDL_Window* window() const { return window_; }
  // Input events held back for the next frame (see Frame); the main loop draws while any wait.
  bool HasDeferredInput() const { return !deferred_.empty(); }
  App& app() { return app_; }

 private:
  SDL_Window* window_ = nullptr;
  void* gl_context_ = nullptr;
  RunnerOptions options_;
  App app_;
  std::vector<SDL_Event> deferred_;
};

}  // namespace equations::ui
