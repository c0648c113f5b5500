// The app's side of the 24 Challenge screen (ui/challenge24_screen.h): it draws in place of the
// match, and its scale buttons are the app's. A match in progress stands paused while it is open,
// as Pause pauses it: its clock is the wall clock less the time paused.
#include <algorithm>

#include "ui/app.h"

namespace equations::ui {

void App::OpenChallenge24() {
  const bool hold = match_ && !match_->IsTerminal() && !paused_;
  if (hold) SetPaused(true);
  challenge24_.Open(hold);
}

void App::DrawChallenge24() {
  switch (challenge24_.Frame(fonts_, ui_scale_, layout_)) {
    case Challenge24Request::Close:
      if (challenge24_.Close()) SetPaused(false);
      break;
    case Challenge24Request::ScaleDown:
      wanted_scale_ = ui_scale_ = std::max(1.f, ui_scale_ - 0.25f);
      SaveView();
      break;
    case Challenge24Request::ScaleUp:
      wanted_scale_ = ui_scale_ = std::min(MaxScale(), ui_scale_ + 0.25f);
      SaveView();
      break;
    case Challenge24Request::None:
      break;
  }
}

}  // namespace equations::ui
