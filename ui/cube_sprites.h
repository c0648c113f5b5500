// Cubes drawn from a texture: each look of a cube (colour, face, faded, selected, size in device
// pixels) is drawn once with ImGui's shapes into a texture, and then as one textured square a
// frame. A browser that draws WebGL in software (SwiftShader, as in the browser tests, and on a
// machine with no usable GPU) spent about 10 of a frame's 20 ms of WebGL work on the 24 cubes of
// a mat drawn as shapes (docs/browser_frames.md).
//
// The first frame that shows a look draws it as shapes and asks for its sprite; Make renders the
// sprites asked for after that frame is built, and later frames draw them. A sprite is drawn at
// whole device pixels, one texel to a pixel, so it shows the same pixels as the shapes (to within
// rounding of the translucent edges). Only the web build makes sprites (WebGL 2); elsewhere Draw
// always answers false and cubes are shapes.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

#include "core/rules/mat.h"

namespace equations::ui {

class CubeSprites {
 public:
  // Draws the cube's sprite into [at, at + side) and returns true when it is ready; otherwise
  // asks for it and returns false (the caller draws the cube as shapes this frame).
  bool Draw(ImDrawList* draw, const Cube& cube, ImVec2 at, float side, bool faded, bool selected);

  // Returns `at` moved to the grid sprites are drawn on (whole device pixels; whole ImGui units
  // when those are whole pixels): a cube drawn as shapes there looks the same as its sprite (it
  // moves no pixel when its sprite is ready).
  ImVec2 Snap(ImVec2 at) const;
  // Returns a cube's side as its sprite has it (whole device pixels).
  float SnapSide(float side) const;

  // Draws the shapes of one cube look (DrawCube's shapes, ui/mat_view.h).
  using Shapes = std::function<void(ImDrawList*, const Cube&, ImVec2 at, float side, bool faded,
                                    bool selected)>;
  // Call before each frame is built: `pixel_scale` is device pixels per ImGui unit (a new one
  // forgets every sprite). A texture that filled up is emptied, at most every few seconds.
  void BeginFrame(float pixel_scale);
  // Renders the sprites asked for since the last call (GL calls: call after ImGui::Render, before
  // the frame's own drawing).
  void Make(const Shapes& shapes);
  // Forgets every sprite (the fonts were rasterised again).
  void Clear();
  void DestroyTexture();

  // How many sprites are ready to draw.
  int made() const;
  // Off: Draw answers false (every cube is shapes), to compare the two.
  void set_enabled(bool on) { enabled_ = on; }

 private:
  struct Look {
    Cube cube;
    bool faded = false, selected = false;
    int side_px = 0;
    bool operator==(const Look&) const = default;
  };
  struct LookHash {
    std::size_t operator()(const Look& look) const;
  };
  struct Cell {
    int x = 0, y = 0;  // the cell's top left corner in the texture, in texels (rows from the top)
    int side = 0;      // CellSide of its look
    bool made = false;
  };

  int Grid() const;
  int Pad(int side_px) const;
  int CellSide(int side_px) const;

  std::unordered_map<Look, Cell, LookHash> cells_;
  std::vector<Look> asked_;
  unsigned texture_ = 0, framebuffer_ = 0;
  float pixel_scale_ = 0.f;
  // Shelf packing: the next free place on the current shelf, and that shelf's height.
  int shelf_x_ = 0, shelf_y_ = 0, shelf_height_ = 0;
  bool full_ = false;
  bool unsupported_ = false;  // the browser could not render into the texture: shapes only
  bool enabled_ = true;
  long frames_since_clear_ = 0;
};

}  // namespace equations::ui
