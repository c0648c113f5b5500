#include "ui/cube_sprites.h"

#include <algorithm>
#include <cmath>

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#include <imgui_impl_opengl3.h>
#endif

namespace equations::ui {

#if defined(__EMSCRIPTEN__)
namespace {

// The texture's side in texels: 1024 at one device pixel per unit, 2048 above (4 or 16 MB).
int TextureSize(float pixel_scale) {
  return pixel_scale > 1.25f ? 2048 : 1024;
}

}  // namespace
#endif

std::size_t CubeSprites::LookHash::operator()(const Look& look) const {
  std::size_t h = static_cast<std::size_t>(look.cube.color);
  h = h * 31 + static_cast<std::size_t>(look.cube.face);
  h = h * 31 + static_cast<std::size_t>(look.side_px);
  return h * 4 + (look.faded ? 2u : 0u) + (look.selected ? 1u : 0u);
}

// The grid sprites sit on, in device pixels: a whole ImGui unit when that is a whole number of
// device pixels (ImGui places text at whole units, so a cube's text then falls on the same pixels
// in its sprite as on the screen), else one device pixel.
int CubeSprites::Grid() const {
  const float whole = std::round(pixel_scale_);
  return whole >= 1.f && std::fabs(pixel_scale_ - whole) < 1e-3f ? static_cast<int>(whole) : 1;
}

// Room around the cube in its cell: its shadow (0.06 and 0.08 of a side to the right and below),
// the selected border's outer half and the anti-aliased fringe.
int CubeSprites::Pad(int side_px) const {
  const int grid = Grid(), pad = static_cast<int>(std::ceil(side_px * 0.14f)) + 3;
  return (pad + grid - 1) / grid * grid;
}

int CubeSprites::CellSide(int side_px) const {
  const int grid = Grid(), cell = side_px + 2 * Pad(side_px);
  return (cell + grid - 1) / grid * grid;
}

void CubeSprites::BeginFrame(float pixel_scale) {
  ++frames_since_clear_;
  if (pixel_scale != pixel_scale_) {
    Clear();
    DestroyTexture();  // its size follows the scale
    pixel_scale_ = pixel_scale;
  } else if (full_ && frames_since_clear_ > 300) {
    Clear();  // looks of earlier window sizes filled it: start again with those on screen
  }
}

ImVec2 CubeSprites::Snap(ImVec2 at) const {
  if (pixel_scale_ <= 0.f) return at;
  const float grid = static_cast<float>(Grid()), unit = grid / pixel_scale_;
  return ImVec2(static_cast<float>(std::lround(at.x / unit)) * unit,
                static_cast<float>(std::lround(at.y / unit)) * unit);
}

float CubeSprites::SnapSide(float side) const {
  if (pixel_scale_ <= 0.f) return side;
  return static_cast<float>(std::lround(side * pixel_scale_)) / pixel_scale_;
}

bool CubeSprites::Draw(ImDrawList* draw, const Cube& cube, ImVec2 at, float side, bool faded,
                       bool selected) {
#if defined(__EMSCRIPTEN__)
  const float s = pixel_scale_;
  if (s <= 0.f || !enabled_ || unsupported_) return false;
  const Look look{cube, faded, selected, static_cast<int>(std::lround(side * s))};
  const int pad = Pad(look.side_px), cell_side = CellSide(look.side_px);
  const int size = TextureSize(s);
  auto found = cells_.find(look);
  if (found == cells_.end()) {
    if (look.side_px < 8 || cell_side > size / 4 || full_) return false;
    if (shelf_x_ + cell_side > size) {
      shelf_x_ = 0;
      shelf_y_ += shelf_height_;
      shelf_height_ = 0;
    }
    if (shelf_y_ + cell_side > size) {
      full_ = true;  // the rest are drawn as shapes until the sprites are cleared
      return false;
    }
    cells_.emplace(look, Cell{shelf_x_, shelf_y_, cell_side, false});
    shelf_x_ += cell_side;
    shelf_height_ = std::max(shelf_height_, cell_side);
    asked_.push_back(look);
    return false;
  }
  if (!found->second.made || !texture_) return false;
  // Whole device pixels, one texel to a pixel. Rows were rendered bottom up (OpenGL), so the
  // cell's top is the larger v.
  const Cell& cell = found->second;
  const float x = static_cast<float>(std::lround(at.x * s) - pad) / s;
  const float y = static_cast<float>(std::lround(at.y * s) - pad) / s;
  const float extent = static_cast<float>(cell_side) / s;
  const float texels = static_cast<float>(size);
  draw->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(texture_)), ImVec2(x, y),
                 ImVec2(x + extent, y + extent),
                 ImVec2(cell.x / texels, (texels - cell.y) / texels),
                 ImVec2((cell.x + cell_side) / texels, (texels - cell.y - cell_side) / texels));
  return true;
#else
  (void)draw, (void)cube, (void)at, (void)side, (void)faded, (void)selected;
  return false;
#endif
}

void CubeSprites::Make(const Shapes& shapes) {
#if defined(__EMSCRIPTEN__)
  if (asked_.empty() || pixel_scale_ <= 0.f) return;
  const int size = TextureSize(pixel_scale_);
  GLint last_framebuffer = 0, last_texture = 0;
  glGetIntegerv(GL_FRAMEBUFFER_BINDING, &last_framebuffer);
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &last_texture);
  if (!texture_) {
    GLuint texture = 0, framebuffer = 0;
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, size, size, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glGenFramebuffers(1, &framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture, 0);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
      // No sprites on this browser: every cube stays shapes (asked_ is dropped, cells stay unmade).
      glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(last_framebuffer));
      glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));
      glDeleteFramebuffers(1, &framebuffer);
      glDeleteTextures(1, &texture);
      asked_.clear();
      unsupported_ = true;
      return;
    }
    texture_ = texture;
    framebuffer_ = framebuffer;
  }
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);

  // The asked cells, cleared to transparent, then their shapes in one draw list.
  const float unit = 1.f / pixel_scale_;
  ImDrawList list(ImGui::GetDrawListSharedData());
  list._ResetForNewFrame();
  list.PushTextureID(ImGui::GetIO().Fonts->TexID);
  list.PushClipRect(ImVec2(0, 0), ImVec2(size * unit, size * unit));
  glEnable(GL_SCISSOR_TEST);
  glClearColor(0.f, 0.f, 0.f, 0.f);
  for (const Look& look : asked_) {
    const Cell& cell = cells_.at(look);
    const int pad = Pad(look.side_px);
    glScissor(cell.x, size - cell.y - cell.side, cell.side, cell.side);
    glClear(GL_COLOR_BUFFER_BIT);
    shapes(&list, look.cube, ImVec2((cell.x + pad) * unit, (cell.y + pad) * unit),
           look.side_px * unit, look.faded, look.selected);
  }
  glDisable(GL_SCISSOR_TEST);
  ImDrawList* lists[] = {&list};
  ImDrawData data;
  data.Valid = true;
  data.CmdLists = lists;
  data.CmdListsCount = 1;
  data.TotalVtxCount = list.VtxBuffer.Size;
  data.TotalIdxCount = list.IdxBuffer.Size;
  data.DisplayPos = ImVec2(0, 0);
  data.DisplaySize = ImVec2(size * unit, size * unit);
  data.FramebufferScale = ImVec2(pixel_scale_, pixel_scale_);
  ImGui_ImplOpenGL3_RenderDrawData(&data);

  // Blending onto transparent texels leaves each colour multiplied by its alpha; the game draws
  // textures with straight alpha, so the asked cells are read back and divided once: one read
  // and one write of the rectangle around them (each read waits for the GPU).
  int x0 = size, y0 = size, x1 = 0, y1 = 0;  // rows from the top, as the cells
  for (const Look& look : asked_) {
    const Cell& cell = cells_.at(look);
    x0 = std::min(x0, cell.x), y0 = std::min(y0, cell.y);
    x1 = std::max(x1, cell.x + cell.side), y1 = std::max(y1, cell.y + cell.side);
  }
  const int width = x1 - x0, height = y1 - y0;
  std::vector<unsigned char> pixels(static_cast<std::size_t>(width) * height * 4);
  glReadPixels(x0, size - y1, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  for (const Look& look : asked_) {
    Cell& cell = cells_.at(look);
    for (int row = size - cell.y - cell.side; row < size - cell.y; ++row) {
      unsigned char* p = &pixels[(static_cast<std::size_t>(row - (size - y1)) * width +
                                  static_cast<std::size_t>(cell.x - x0)) *
                                 4];
      for (int i = 0; i < cell.side; ++i, p += 4) {
        const unsigned alpha = p[3];
        if (alpha == 0 || alpha == 255) continue;
        for (int c = 0; c < 3; ++c)
          p[c] = static_cast<unsigned char>(std::min(255u, (p[c] * 255u + alpha / 2) / alpha));
      }
    }
    cell.made = true;
  }
  glBindTexture(GL_TEXTURE_2D, texture_);
  glTexSubImage2D(GL_TEXTURE_2D, 0, x0, size - y1, width, height, GL_RGBA, GL_UNSIGNED_BYTE,
                  pixels.data());
  asked_.clear();
  glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(last_framebuffer));
  glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));
#else
  (void)shapes;
  asked_.clear();
#endif
}

int CubeSprites::made() const {
  return static_cast<int>(
      std::count_if(cells_.begin(), cells_.end(), [](const auto& c) { return c.second.made; }));
}

void CubeSprites::Clear() {
  cells_.clear();
  asked_.clear();
  shelf_x_ = shelf_y_ = shelf_height_ = 0;
  full_ = false;
  frames_since_clear_ = 0;
}

void CubeSprites::DestroyTexture() {
#if defined(__EMSCRIPTEN__)
  if (framebuffer_) glDeleteFramebuffers(1, &framebuffer_);
  if (texture_) glDeleteTextures(1, &texture_);
#endif
  framebuffer_ = texture_ = 0;
}

}  // namespace equations::ui
