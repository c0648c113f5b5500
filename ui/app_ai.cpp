// The AI seats in the App (ui/app.h): each frame the AiDriver thinks a slice for them and
// its action is applied like a human's; the players' column shows the AI's last reason, a Hint
// for the human who is waited on, and an Explain of the last shake's challenge (AGLOA VI, VII).
#include <SDL_scancode.h>

#include <algorithm>
#include <cstdlib>

#include "ui/app.h"
#include "ui/narration.h"
#include "ui/platform.h"
#include "ui/variation_words.h"

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
    ai_pause_normal_ms_ = ai_.pause_ms();
  }
  if (!match_ || show_setup_ || confirm_new_) {
    ai_.Rest();
    return;
  }
  SeatPlayers seats(static_cast<size_t>(match_->players()));
  for (int p = 0; p < match_->players(); ++p) seats[p] = AiSeat(p);
  // The checked Equations of a shake stay until someone presses Continue, in a teacher's demo
  // of AI against AI too; and in a paused match the AI waits for Step.
  if ((results_shake_ >= 0 && !match_->IsTerminal()) || (paused_ && !ai_step_)) {
    ai_.Rest();
    return;
  }
  if (std::optional<Action> action = ai_.Step(*match_, seats, NowMs())) {
    // The note says what the AI did, as a human opponent saw it: never its reasons or plans.
    if (Act(*action)) {
      ai_note_ = last_narration_;
      ai_step_ = false;
    } else {
      ai_.Refused(*match_);
    }
  }
}

void App::DrawPauseButton() {
  const char* pause = paused_ ? "Resume (K)" : "Pause (K)";
  if (TrackedButton(layout_, "button:pause", pause, 0.f, 36.f * ui_scale_) ||
      (pause_key_live_ && ShortcutPressed(SDL_SCANCODE_K)))
    SetPaused(!paused_);
  HoverTip(layout_, paused_ ? "Play on: the sand timer runs again"
                            : "Stop the sand timer, the round clock and every call");
  layout_.SetText("button:pause", pause);
}

void App::DrawPauseControls(bool all_ai) {
  // Pause (when it is not beside the sand timer) and, in a demo of AI seats, the teacher's
  // controls: one AI action at a time, the pace and full screen. A button goes beside the last
  // while it fits the column.
  const float h = 40.f * ui_scale_;
  const auto beside = [](const char* label) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float width = ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.f;
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + width <= right) ImGui::SameLine();
  };
  bool first = true;
  if (!pause_beside_timer_) {
    DrawPauseButton();
    first = false;
  }
  if (!all_ai) return;
  if (!first) beside("Full screen (V)");
  if ((TrackedButton(layout_, "button:fullscreen", "Full screen (V)", 0.f, h) ||
       (pause_key_live_ && ShortcutPressed(SDL_SCANCODE_V))) &&
      !ToggleFullScreen()) {
    message_ = "Full screen is not available here";
    message_at_ms_ = NowMs();
  }
  HoverTip(layout_, "Fill the screen (a projector); Esc leaves it");
  if (paused_) {
    beside("Step: one AI action (J)");
    if (TrackedButton(layout_, "button:ai-step", "Step: one AI action (J)", 0.f, h) ||
        (pause_key_live_ && ShortcutPressed(SDL_SCANCODE_J)))
      ai_step_ = true;
  }
  static const struct {
    const char* name;
    int percent;  // of the normal pause between AI actions
  } kPaces[] = {{"normal", 100}, {"slow", 400}, {"fast", 25}};
  // The button goes round normal, slow, fast; minus is one step slower and plus (=) one faster.
  int pace = ai_pace_;
  const std::string label = std::string("AI pace: ") + kPaces[ai_pace_].name + " (- +)";
  beside(label.c_str());
  if (TrackedButton(layout_, "button:ai-pace", label.c_str(), 0.f, h)) pace = (pace + 1) % 3;
  if (pause_key_live_ && ShortcutPressed(SDL_SCANCODE_MINUS) && pace != 1) pace = pace == 2 ? 0 : 1;
  if (pause_key_live_ && ShortcutPressed(SDL_SCANCODE_EQUALS) && pace != 2)
    pace = pace == 1 ? 0 : 2;
  if (pace != ai_pace_) {
    ai_pace_ = pace;
    ai_.set_pause_ms(ai_pause_normal_ms_ * kPaces[ai_pace_].percent / 100);
  }
  HoverTip(layout_, "How long the AI waits between its actions: minus slower, plus faster");
  layout_.SetText("button:ai-pace", label);
}

void App::DrawExplainButton(std::size_t index, bool key) {
  // Why shake `index`'s challenge was right or wrong, with a Solution when one exists; the AI
  // knows Basic Equations only, so a shake with variations gets the plain word that it cannot.
  if (index < match_->shakes().size() && !match_->shakes()[index].variations.empty()) {
    ImGui::TextDisabled("%s", kNoVariationHelp);
    TrackItem(layout_, "ai:no-variations");
    layout_.SetText("ai:no-variations", kNoVariationHelp);
    return;
  }
  const std::string id = "Explain shake " + std::to_string(index + 1) + " (X)";
  if (TrackedButton(layout_, "button:explain", id.c_str(), 0.f, 40.f * ui_scale_) ||
      (key && ShortcutPressed(SDL_SCANCODE_X)))
    ai_.AskExplain(*match_, index);
  HoverTip(layout_, "Why the challenge was right or wrong, with a Solution when there is one");
}

void App::DrawExplainText() {
  const std::string text = WithNames(ai_.ExplainText(), Names());
  ImGui::PushTextWrapPos(0.f);
  if (ai_.ExplainThinking()) {
    ImGui::TextDisabled("Working out the explanation…");
  } else if (!text.empty()) {
    ImGui::TextUnformatted(text.c_str());
    TrackItem(layout_, "ai:explain");
    layout_.SetText("ai:explain", text);
  }
  ImGui::PopTextWrapPos();
}

void App::DrawAiPanel() {
  const Match& m = *match_;
  bool any_ai = false, any_human = false;
  for (int p = 0; p < m.players(); ++p) (AiSeat(p) ? any_ai : any_human) = true;
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
      if (!AiSeat(seat)) human = seat;
  // Hints and Explain know Basic Equations only: under variations they say so rather than
  // answer wrongly.
  const bool variations = !m.VariationsInEffect().empty() ||
                          (!m.shakes().empty() && !m.shakes().back().variations.empty());
  if (variations && (human >= 0 || !m.shakes().empty())) {
    ImGui::TextDisabled("%s", kNoVariationHelp);
    TrackItem(layout_, "ai:no-variations");
    layout_.SetText("ai:no-variations", kNoVariationHelp);
    ImGui::PopTextWrapPos();
    return;
  }
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
  ImGui::PopTextWrapPos();
  // After a shake, in every match: why its challenge was right or wrong (beside the results
  // while they are open).
  if (!m.shakes().empty() && results_shake_ < 0) {
    const ShakeRecord& last = m.shakes().back();
    if (last.end == ShakeEnd::Challenge || !last.writing.empty()) {
      DrawExplainButton(m.shakes().size() - 1, keys_live_);
      DrawExplainText();
    }
  }
}

}  // namespace equations::ui
