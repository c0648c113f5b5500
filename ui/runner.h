// SDL2 window, OpenGL context and Dear ImGui backends around the App: the part of a platform
// main loop that the desktop and the web share. Platform specifics stay in platform_*.cpp.
#pragma once

#include <SDL_events.h>

#include <string>
#include <vector>

#include "ui/app.h"
#include "ui/cube_sprites.h"

namespace equations::ui {

struct RunnerOptions {
  const char* glsl_version;  // "#version 300 es" for WebGL 2, "#version 130" for desktop GL 3.0
  bool gles;                 // an OpenGL ES context (WebGL 2)
  int width = 1280, height = 800;
  std::string assets_dir;
  // Issues no GL calls for a frame whose draw data is the same as the last drawn frame's: the
  // canvas keeps showing it (a WebGL canvas is presented only when drawn to). On a machine that
  // draws on the CPU this is most of a frame's cost. The desktop build draws every frame, since
  // its buffer swap is what paces its loop.
  bool skip_unchanged_frames = false;
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
  // Draws every frame even when unchanged (a page measuring its rendering asks for it).
  void set_draw_every_frame(bool on) { draw_every_frame_ = on; }
  // Frames whose draw data went to the GPU, and frames skipped as unchanged.
  long drawn_frames() const { return drawn_frames_; }
  long unchanged_frames() const { return unchanged_frames_; }
  CubeSprites& cube_sprites() { return cube_sprites_; }

 private:
  SDL_Window* window_ = nullptr;
  void* gl_context_ = nullptr;
  RunnerOptions options_;
  App app_;
  CubeSprites cube_sprites_;
  std::vector<SDL_Event> deferred_;
  // What the last drawn frame sent to the GPU (see SameAsLastDrawn); empty: draw the next one.
  std::vector<char> last_drawn_;
  std::vector<char> this_frame_;
  long drawn_frames_ = 0, unchanged_frames_ = 0;
  bool draw_every_frame_ = false;

  bool SameAsLastDrawn();
};

}  // namespace equations::ui
