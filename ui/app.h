// The game's front end: draws one frame from core state. It keeps only view state (fonts,
// where things were drawn); the game itself lives in core/.
#pragma once

#include <string>

#include "core/mat.h"
#include "ui/layout.h"
#include "ui/theme.h"

namespace equations::ui {

class App {
 public:
  // Loads fonts for `pixel_scale` device pixels per CSS pixel; call again when it changes.
  void LoadAssets(const std::string& assets_dir, float pixel_scale);
  float pixel_scale() const { return pixel_scale_; }

  void Frame();  // builds this frame's ImGui draw lists

  const Layout& layout() const { return layout_; }
  long frame_count() const { return frame_count_; }

 private:
  Fonts fonts_;
  Layout layout_;
  Mat mat_;  // the empty mat, until a match drives it
  float pixel_scale_ = 0.f;
  long frame_count_ = 0;
};

}  // namespace equations::ui
