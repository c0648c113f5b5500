#include "ui/runner.h"

#include "ui/mat_view.h"

#include <SDL.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

namespace equations::ui {

namespace {
float PixelScale(SDL_Window* window) {
  int w = 0, h = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(window, &w, &h);
  SDL_GL_GetDrawableSize(window, &dw, &dh);
  return w > 0 ? static_cast<float>(dw) / static_cast<float>(w) : 1.f;
}
template <typename T>
void Append(std::vector<char>& bytes, const T* data, size_t count) {
  const char* begin = reinterpret_cast<const char*>(data);
  bytes.insert(bytes.end(), begin, begin + count * sizeof(T));
}
}  // namespace

// Everything the GL back end reads of a frame, byte for byte: the display, and each draw list's
// vertices, indices and commands (clip rectangles, textures, callbacks, offsets and counts). Two
// frames with the same bytes draw the same pixels.
bool Runner::SameAsLastDrawn() {
  const ImDrawData* data = ImGui::GetDrawData();
  this_frame_.clear();
  const float display[6] = {data->DisplayPos.x,       data->DisplayPos.y,
                            data->DisplaySize.x,      data->DisplaySize.y,
                            data->FramebufferScale.x, data->FramebufferScale.y};
  Append(this_frame_, display, 6);
  for (int i = 0; i < data->CmdListsCount; ++i) {
    const ImDrawList* list = data->CmdLists[i];
    const int sizes[3] = {list->VtxBuffer.Size, list->IdxBuffer.Size, list->CmdBuffer.Size};
    Append(this_frame_, sizes, 3);
    Append(this_frame_, list->VtxBuffer.Data, static_cast<size_t>(list->VtxBuffer.Size));
    Append(this_frame_, list->IdxBuffer.Data, static_cast<size_t>(list->IdxBuffer.Size));
    for (const ImDrawCmd& command : list->CmdBuffer) {
      const float clip[4] = {command.ClipRect.x, command.ClipRect.y, command.ClipRect.z,
                             command.ClipRect.w};
      Append(this_frame_, clip, 4);
      // A callback and its data (the colour a felt section is cleared to, ui/opaque_fill.h).
      const std::uintptr_t pointers[3] = {
          reinterpret_cast<std::uintptr_t>(command.TextureId),
          reinterpret_cast<std::uintptr_t>(command.UserCallback),
          reinterpret_cast<std::uintptr_t>(command.UserCallbackData)};
      const unsigned counts[3] = {command.VtxOffset, command.IdxOffset, command.ElemCount};
      Append(this_frame_, pointers, 3);
      Append(this_frame_, counts, 3);
    }
  }
  const bool same = this_frame_ == last_drawn_;
  if (!same) last_drawn_.swap(this_frame_);
  return same;
}

std::string Runner::Init(const RunnerOptions& options) {
  options_ = options;
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0)
    return std::string("SDL could not start: ") + SDL_GetError();
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK,
                      options.gles ? SDL_GL_CONTEXT_PROFILE_ES : SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, options.gles ? 0 : 2);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  const auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE |
                                                  SDL_WINDOW_ALLOW_HIGHDPI);
  window_ = SDL_CreateWindow("Equations", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                             options.width, options.height, flags);
  if (!window_) return std::string("no window: ") + SDL_GetError();
  gl_context_ = SDL_GL_CreateContext(window_);
  if (!gl_context_) return std::string("no OpenGL context: ") + SDL_GetError();
  SDL_GL_MakeCurrent(window_, gl_context_);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing on disk: settings come from the game's own storage
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ApplyTheme();
  ImGui_ImplSDL2_InitForOpenGL(window_, gl_context_);
  ImGui_ImplOpenGL3_Init(options.glsl_version);
  app_.Restore();
  app_.set_cube_sprites(&cube_sprites_);
  app_.LoadAssets(options.assets_dir, PixelScale(window_));
  return {};
}

bool Runner::Frame() {
  bool running = true;
  // Dear ImGui 1.86 reads key state once a frame, so a key pressed and released between two
  // frames (a quick tap, a fast typist, an automated test) would be lost. Events after a key-up
  // whose key-down came in this same frame wait for the next frame (the "trickle" of ImGui 1.87).
  std::vector<SDL_Event> events;
  events.swap(deferred_);
  for (SDL_Event event; SDL_PollEvent(&event);) events.push_back(event);
  std::vector<SDL_Scancode> down;
  // The ImGui 1.86 back end reads Ctrl, Shift and Alt from SDL_GetModState() as it handles a key
  // event, that is as they are after every event the browser has delivered so far: Ctrl+A whose
  // four events all arrived between two frames read as A without Ctrl (a browser test typing in
  // the setup saw it). Each key event is handled with the modifiers it was sent with.
  const SDL_Keymod modifiers = SDL_GetModState();
  for (const SDL_Event& event : events) {
    if (!deferred_.empty() ||
        (event.type == SDL_KEYUP &&
         std::find(down.begin(), down.end(), event.key.keysym.scancode) != down.end())) {
      deferred_.push_back(event);
      continue;
    }
    if (event.type == SDL_KEYDOWN) down.push_back(event.key.keysym.scancode);
    if (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP)
      SDL_SetModState(static_cast<SDL_Keymod>(event.key.keysym.mod));
    app_.NoteInput();
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT) running = false;
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
        event.window.windowID == SDL_GetWindowID(window_))
      running = false;
  }
  SDL_SetModState(modifiers);
  // A window moved to a screen of another pixel density, or a new UI scale, gets fonts
  // rasterised for it.
  const float scale = PixelScale(window_);
  if (app_.FontsOutdated(scale)) {
    app_.LoadAssets(options_.assets_dir, scale);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    last_drawn_.clear();    // a new font texture: the next frame is drawn whatever its vertices
    cube_sprites_.Clear();  // their faces were drawn with the old fonts
  }
  cube_sprites_.BeginFrame(scale);

  const bool was_active = app_.Need() == FrameNeed::Active;
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  app_.Frame();
  ImGui::Render();

  if (options_.skip_unchanged_frames && !draw_every_frame_ && SameAsLastDrawn()) {
    ++unchanged_frames_;
    app_.Think(false);
    app_.AfterFrame(false, was_active);
    return running;
  }
  app_.AfterFrame(true, was_active);
  // The web build's drawing may be software on this same CPU: the AI thinks little in a frame
  // that draws. The desktop build draws every frame on a GPU, and thinks its whole slice.
  app_.Think(options_.skip_unchanged_frames);
  cube_sprites_.Make(
      [this](ImDrawList* draw, const Cube& cube, ImVec2 at, float side, bool faded, bool selected) {
        DrawCubeShapes(draw, cube, at, side, app_.fonts(), faded, selected);
      });
  ++drawn_frames_;
  if (draw_every_frame_) last_drawn_.clear();  // and the first frame after it is drawn too
  const ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(kClearColor[0], kClearColor[1], kClearColor[2], kClearColor[3]);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(window_);
  return running;
}

void Runner::Shutdown() {
  cube_sprites_.DestroyTexture();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  if (gl_context_) SDL_GL_DeleteContext(gl_context_);
  if (window_) SDL_DestroyWindow(window_);
  SDL_Quit();
}

}  // namespace equations::ui
