// The desktop main loop (native SDL2 + OpenGL 3.2 core): the same UI as the web, for quick
// iteration. Saved text lives in files under $EQUATIONS_SAVE_DIR (default ~/.equations).
#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ui/platform.h"
#include "ui/runner.h"

namespace equations::ui {

namespace {
std::filesystem::path SavePath(const std::string& key) {
  const char* dir = std::getenv("EQUATIONS_SAVE_DIR");
  const char* home = std::getenv("HOME");
  std::filesystem::path base = dir ? dir : std::string(home ? home : ".") + "/.equations";
  return base / key;
}
}  // namespace

void Announce(const std::string&) {}
bool PrefersReducedMotion() {
  return false;
}
void ShowDescription(const std::string&) {}

std::string OpenPrintable(const std::string& html) {
  const std::filesystem::path path = SavePath("score-sheet.html");
  std::error_code error;
  std::filesystem::create_directories(path.parent_path(), error);
  std::ofstream out(path, std::ios::binary);
  out << html;
  if (!out) return "The score sheet could not be written to " + path.string();
  return "The score sheet is in " + path.string() + ": open it in a browser to print it";
}

bool ToggleFullScreen() {
  SDL_Window* window = SDL_GL_GetCurrentWindow();
  if (!window) return false;
  const bool full = (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
  return SDL_SetWindowFullscreen(window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP) == 0;
}

std::string LoadSaved(const std::string& key) {
  std::ifstream in(SavePath(key), std::ios::binary);
  if (!in) return {};
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void Save(const std::string& key, const std::string& text) {
  const std::filesystem::path path = SavePath(key);
  std::error_code error;
  if (text.empty()) {
    std::filesystem::remove(path, error);
    return;
  }
  std::filesystem::create_directories(path.parent_path(), error);
  std::ofstream(path, std::ios::binary) << text;
}

std::int64_t NowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace equations::ui

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
