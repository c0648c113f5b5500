// The browser main loop: emscripten drives frames; the canvas follows the page's size and pixel
// ratio; saved text lives in localStorage; a few exported functions serve the page script and
// the browser tests' hook. The loop draws while input, a changed picture, the AI or an animation
// asks for frames (counted in frames, never in time, so a loaded machine draws each change to the
// end); while nothing moves it slows to a timer and draws nothing, and the page wakes it on input
// (web/loader.js).
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "ui/platform.h"
#include "ui/runner.h"
#include "ui/variation_words.h"

namespace equations::ui {

std::string LoadSaved(const std::string& key) {
  // The length first (-1: nothing saved), then the text into a buffer of that size.
  const int length = EM_ASM_INT(
      {
        let value = null;
        try {
          value = window.localStorage.getItem(UTF8ToString($0));
        } catch (e) {
          value = null;
        }
        return value == null ? -1 : lengthBytesUTF8(value);
      },
      key.c_str());
  if (length <= 0) return {};
  std::string text(static_cast<size_t>(length) + 1, '\0');
  EM_ASM(
      {
        let value = "";
        try {
          value = window.localStorage.getItem(UTF8ToString($0)) || "";
        } catch (e) {
          value = "";
        }
        stringToUTF8(value, $1, $2);
      },
      key.c_str(), text.data(), length + 1);
  text.resize(std::char_traits<char>::length(text.c_str()));
  return text;
}

void Save(const std::string& key, const std::string& text) {
  EM_ASM(
      {
        // Another tab plays this match now (web/loader.js): this tab writes nothing.
        if (window.equationsElsewhere) return;
        try {
          if (!$1 || !HEAPU8[$1])
            window.localStorage.removeItem(UTF8ToString($0));
          else
            window.localStorage.setItem(UTF8ToString($0), UTF8ToString($1));
        } catch (e) {
          console.warn("equations: could not save " + UTF8ToString($0) + ": " + e);
        }
      },
      key.c_str(), text.c_str());
}

std::int64_t NowMs() {
  return static_cast<std::int64_t>(emscripten_date_now());
}

void Announce(const std::string& text) {
  // A new paragraph in the polite live region is read once; the oldest lines are dropped.
  EM_ASM(
      {
        const region = document.getElementById("announcer");
        if (!region) return;
        const line = document.createElement("p");
        line.textContent = UTF8ToString($0);
        region.appendChild(line);
        while (region.childNodes.length > 40) region.removeChild(region.firstChild);
      },
      MarksInWords(text).c_str());
}

bool PrefersReducedMotion() {
  return EM_ASM_INT({
           try {
             return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 1 : 0;
           } catch (e) {
             return 0;
           }
         }) != 0;
}

void ShowDescription(const std::string& text) {
  EM_ASM(
      {
        const shown = document.getElementById("mat-description");
        if (shown) shown.textContent = UTF8ToString($0);
      },
      MarksInWords(text).c_str());
  Announce(text);
}

std::string OpenPrintable(const std::string& html) {
  const int opened = EM_ASM_INT(
      {
        const page = window.open("", "equations-score-sheet");
        if (!page) return 0;
        page.document.open();
        page.document.write(UTF8ToString($0));
        page.document.close();
        const button = page.document.getElementById("print");
        if (button)
          button.addEventListener(
              "click", function() { page.print(); });
        page.focus();
        return 1;
      },
      html.c_str());
  return opened ? "The score sheet opened in a new window: press Print there"
                : "The browser blocked the score sheet's window: allow pop-ups for this page";
}

bool ToggleFullScreen() {
  return EM_ASM_INT({
           try {
             if (document.fullscreenElement)
               document.exitFullscreen();
             else
               document.documentElement.requestFullscreen().catch(
                   function(e) { console.warn("equations: full screen refused: " + e); });
             return 1;
           } catch (e) {
             return 0;
           }
         }) != 0;
}

}  // namespace equations::ui

namespace {

equations::ui::Runner* g_runner = nullptr;
equations::ui::AiWarmUp g_warm_up;
bool g_warmed_up = false;
bool g_fast = true;  // the loop runs on requestAnimationFrame (else on a slow timer)

// Returns true when the canvas' CSS size differs from the SDL window's, and puts it in `width`
// and `height`.
bool CanvasResized(int& width, int& height) {
  double css_width = 0, css_height = 0;
  emscripten_get_element_css_size("#canvas", &css_width, &css_height);
  int now_width = 0, now_height = 0;
  SDL_GetWindowSize(g_runner->window(), &now_width, &now_height);
  width = static_cast<int>(css_width);
  height = static_cast<int>(css_height);
  return width >= 1 && height >= 1 && (width != now_width || height != now_height);
}

// Resizes the SDL window (and so the canvas backing store) to the canvas' CSS size.
void FollowCanvasSize() {
  int width = 0, height = 0;
  if (CanvasResized(width, height)) SDL_SetWindowSize(g_runner->window(), width, height);
}

void SetFast(bool fast) {
  if (fast == g_fast) return;
  g_fast = fast;
  if (fast)
    emscripten_set_main_loop_timing(EM_TIMING_RAF, 1);
  else
    emscripten_set_main_loop_timing(EM_TIMING_SETTIMEOUT, 100);
}

// Returns true while input waits to be handled (a resized canvas too).
bool InputWaiting() {
  int width = 0, height = 0;
  return SDL_PeepEvents(nullptr, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) > 0 ||
         g_runner->HasDeferredInput() || CanvasResized(width, height);
}

void MainLoop() {
  FollowCanvasSize();
  const bool events = InputWaiting();
  const equations::ui::FrameNeed need = g_runner->app().Need();
  // Idle: draw nothing until an event comes. Slow (only the sand falls): ten frames a second.
  // Active (input, a changed picture, the AI, an animation): every animation frame, counted in
  // frames rather than time, so that a loaded machine gets as many frames as an idle one.
  if (events || need != equations::ui::FrameNeed::Idle) g_runner->Frame();
  // Once the first frame is up and a seat is the computer's, the AI's code is compiled now, not
  // while a player waits on it (ai_driver.h); a page of humans only never pays for it.
  if (!g_warmed_up && g_runner->drawn_frames() > 0 && g_runner->app().ComputerSeatChosen()) {
    g_warmed_up = true;
    g_warm_up = equations::ui::WarmUpAi(300.0);
  }
  SetFast(InputWaiting() || g_runner->app().Need() == equations::ui::FrameNeed::Active);
}

}  // namespace

extern "C" {
// For the page and the browser tests (web/loader.js defines window.equationsTest on top).
EMSCRIPTEN_KEEPALIVE long equations_frame_count() {
  return g_runner ? g_runner->app().frame_count() : 0;
}
// Frames whose draw data went to WebGL, and frames skipped as the same as the last drawn one.
EMSCRIPTEN_KEEPALIVE long equations_frames_drawn() {
  return g_runner ? g_runner->drawn_frames() : 0;
}
EMSCRIPTEN_KEEPALIVE long equations_frames_unchanged() {
  return g_runner ? g_runner->unchanged_frames() : 0;
}
EMSCRIPTEN_KEEPALIVE int equations_cube_sprites() {
  return g_runner ? g_runner->cube_sprites().made() : 0;
}
EMSCRIPTEN_KEEPALIVE void equations_use_cube_sprites(int on) {
  if (g_runner) g_runner->cube_sprites().set_enabled(on != 0);
}
EMSCRIPTEN_KEEPALIVE void equations_draw_every_frame(int on) {
  if (g_runner) g_runner->set_draw_every_frame(on != 0);
}
EMSCRIPTEN_KEEPALIVE const char* equations_rect_json(const char* id) {
  static std::string json;
  json = g_runner ? g_runner->app().layout().RectJson(id) : "null";
  return json.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* equations_text_json(const char* id) {
  static std::string json;
  json = g_runner ? g_runner->app().layout().TextJson(id) : "null";
  return json.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* equations_state_json() {
  static std::string json;
  json = g_runner ? g_runner->app().StateJson() : "null";
  return json.c_str();
}
// Whether the screen shows fields to type in, which Tab walks; elsewhere Tab leaves the canvas
// (web/loader.js).
EMSCRIPTEN_KEEPALIVE int equations_uses_tab() {
  return g_runner && g_runner->app().layout().text_field() ? 1 : 0;
}
// The mat in words (ui/narration.h), for the page's "Describe the mat" button.
EMSCRIPTEN_KEEPALIVE const char* equations_describe_mat() {
  static std::string text;
  text = g_runner ? equations::ui::MarksInWords(g_runner->app().DescribeMatText()) : "";
  return text.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* equations_message() {
  return g_runner ? g_runner->app().message().c_str() : "";
}
// Input arrived: draw at full rate again, for a few frames at least.
EMSCRIPTEN_KEEPALIVE void equations_wake() {
  if (!g_runner) return;
  g_runner->app().NoteInput();
  SetFast(true);
}
// Whether the cubes of the last roll are still tumbling (never with reduced motion).
EMSCRIPTEN_KEEPALIVE int equations_roll_animating() {
  return g_runner && g_runner->app().RollAnimating() ? 1 : 0;
}
EMSCRIPTEN_KEEPALIVE int equations_fast() {
  return g_fast ? 1 : 0;
}
// Whether the game has handled all its input and drawn everything it started: no input waits,
// nothing needs frames at full rate (the sand may still fall) and no AI waits to act. Tests
// wait on it.
EMSCRIPTEN_KEEPALIVE int equations_settled() {
  return g_runner && !InputWaiting() &&
                 g_runner->app().Need() != equations::ui::FrameNeed::Active &&
                 !g_runner->app().ai().Holding()
             ? 1
             : 0;
}
// The seat whose AI is thinking (-1: none), and the longest slice it thought in one frame (ms).
EMSCRIPTEN_KEEPALIVE int equations_ai_thinking() {
  return g_runner ? g_runner->app().ai().thinking_seat() : -1;
}
// Whether an AI holds a decided action, waiting out the pause before it.
EMSCRIPTEN_KEEPALIVE int equations_ai_holding() {
  return g_runner && g_runner->app().ai().Holding() ? 1 : 0;
}
EMSCRIPTEN_KEEPALIVE double equations_ai_longest_slice_ms() {
  return g_runner ? g_runner->app().ai().longest_slice_ms() : 0.0;
}
EMSCRIPTEN_KEEPALIVE double equations_ai_thinking_frames() {
  return g_runner ? static_cast<double>(g_runner->app().ai().thinking_frames()) : 0.0;
}
// What the AI's warm-up (once a computer seat was chosen) did: "calls actions moves ms".
EMSCRIPTEN_KEEPALIVE const char* equations_ai_warm_up() {
  static std::string text;
  text = std::to_string(g_warm_up.calls) + " " + std::to_string(g_warm_up.actions) + " " +
         std::to_string(g_warm_up.moves) + " " + std::to_string(g_warm_up.ms);
  return text.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* equations_ai_longest_slice_where() {
  return g_runner ? g_runner->app().ai().longest_slice_where().c_str() : "";
}
}

int main() {
  static equations::ui::Runner runner;
  g_runner = &runner;
  equations::ui::RunnerOptions options{"#version 300 es", true};
  options.assets_dir = EQUATIONS_ASSETS_DIR;
  options.skip_unchanged_frames = true;
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
