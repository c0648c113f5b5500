// The AI seats in the App (ui/app.h, issue 6): each frame the AiDriver thinks a slice for them and
// its action is applied like a human's; the players' column shows the AI's last reason, a Hint
// for the human who is waited on, and an Explain of the last shake's challenge (AGLOA VI, VII).
#include <SDL_scancode.h>

#include <algorithm>
#include <cstdlib>

#include "ui/app.h"
#include "ui/platform.h"

namespace equations::ui {

namespace {

constexpr const char* kAiPauseKey = "equations.ai_pause_ms";
// How long the AI thinks in a frame that will be drawn, and in one that will not.
constexpr double kThinkWhileDrawingMs = 2.0;
constexpr double kThinkMs = 8.0;

}  // namespace

void App::Think(bool drawing) {
  ai_.set_budget_ms(drawing ? kThinkWhileDrawingMs : kThinkMs);
  if (frame_count_ <= 1) {
    // The pause between AI actions; tests shorten it (README, "Browser test hook").
    if (const std::string pause = LoadSaved(kAiPauseKey); !pause.empty())
      ai_.set_pause_ms(std::atoi(pause.c_str()));
  }
  if (!match_ || show_setup_ || confirm_new_) {
    ai_.Rest();
    return;
  }
  SeatPlayers seats(static_cast<size_t>(match_->players()));
  bool any_human = false;
  for (int p = 0; p < match_->players(); ++p) {
    seats[p] = setup_.Ai(p);
    any_human = any_human || !seats[p];
  }
  if (results_shake_ >= 0 && !match_->IsTerminal()) {
    // The checked Equations of a shake: a human reads them and presses Continue before the AI
    // plays on; in a game of AI against AI they close by themselves after a while.
    if (any_human) {
      ai_.Rest();
      return;
    }
    if (ai_.Hold(results_shake_, NowMs(), std::max(4000, 10 * ai_.pause_ms()))) return;
    results_shake_ = -1;
  }
  if (std::optional<Action> action = ai_.Step(*match_, seats, NowMs())) {
    // The note says what the AI did, as a human opponent saw it: never its reasons or plans.
    if (Act(*action))
      ai_note_ = last_narration_;
    else
      ai_.Refused(*match_);
  }
}

void App::DrawAiPanel() {
  const Match& m = *match_;
  bool any_ai = false, any_human = false;
  for (int p = 0; p < m.players(); ++p) (setup_.Ai(p) ? any_ai : any_human) = true;
  if (!any_ai && !setup_.HintsAllowed()) return;
  const float u = ui_scale_;
  ImGui::PushTextWrapPos(0.f);
  if (any_ai && !ai_note_.empty()) {
    ImGui::TextDisabled("Last AI action: %s", ai_note_.c_str());
    TrackItem(layout_, "ai:note");
    layout_.SetText("ai:note", ai_note_);
  }
  // A Hint for the human the procedure waits on (the last human seat that may act now).
  int human = -1;
  if (any_human && setup_.HintsAllowed() && !m.IsTerminal())
    for (int seat : SeatsToAsk(m))
      if (!setup_.Ai(seat)) human = seat;
  if (human >= 0) {
    if (TrackedButton(layout_, "button:hint", ("Hint for " + setup_.Name(human) + " (T)").c_str(),
                      0.f, 40.f * u) ||
        (keys_live_ && ShortcutPressed(SDL_SCANCODE_T)))
      ai_.AskHint(m, human);
    const std::string hint = ai_.HintText(m, NowMs());
    if (ai_.HintThinking()) {
      ImGui::TextDisabled("Thinking of a hint…");
    } else if (!hint.empty()) {
      ImGui::TextUnformatted(hint.c_str());
      TrackItem(layout_, "ai:hint");
    }
  }
  // After a shake: why its challenge was right or wrong, with a Solution when one exists.
  if (!m.shakes().empty()) {
    const std::size_t index = m.shakes().size() - 1;
    const ShakeRecord& last = m.shakes().back();
    if (last.end == ShakeEnd::Challenge || !last.writing.empty()) {
      if (TrackedButton(layout_, "button:explain",
                        ("Explain shake " + std::to_string(index + 1) + " (X)").c_str(), 0.f,
                        40.f * u) ||
          (keys_live_ && ShortcutPressed(SDL_SCANCODE_X))) {
        ai_.AskExplain(m, index);
      }
      const std::string text = ai_.ExplainText();
      if (ai_.ExplainThinking()) {
        ImGui::TextDisabled("Working out the explanation…");
      } else if (!text.empty()) {
        ImGui::TextUnformatted(text.c_str());
        TrackItem(layout_, "ai:explain");
      }
    }
  }
  ImGui::PopTextWrapPos();
}

}  // namespace equations::ui
