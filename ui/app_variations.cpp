// Adventurous Equations on the page (ui/app.h): the variation sheet while players select (AGLOA
// II-B), the variations in effect above the mat, turning a Goal cube (XIII-A-1, -2) and the
// illegal picks the opponents point out (II-B-2). Every pick goes to the engine, which judges it;
// the sheet and what pointing out does are the match's answers (core/match/selection_sheet.h),
// which the page only draws (an illegal pick greyed out in practice).
#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>

#include "core/match/selection_sheet.h"
#include "ui/app.h"
#include "ui/platform.h"
#include "ui/timer_view.h"
#include "ui/variation_words.h"

namespace equations::ui {

namespace {

const ImVec4 kChipColour(0.95f, 0.84f, 0.42f, 1.f);

std::string Join(const std::vector<std::string>& parts, const char* between) {
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : between) + part;
  return out;
}

std::string PickId(const Variation& v) {
  std::string id = "pick:" + std::string(NameOf(kVariations, v.kind));
  if (FactsOf(v.kind).blank != VariationBlank::None) id += ":" + ParameterText(v);
  return id;
}

}  // namespace

std::optional<AiLevel> App::AiSeat(int seat) const {
  if (match_ && match_->rules().adventurous.enabled) return std::nullopt;
  return setup_.Ai(seat);
}

bool App::ComputerSeatChosen() const {
  if (setup_.Adventurous()) return false;  // as AiSeat: the computer players know no variations
  for (int p = 0; p < setup_.players(); ++p)
    if (setup_.Ai(p)) return true;
  return false;
}

bool App::SheetOpen() const {
  return match_ && match_->phase() == Phase::SelectingVariations;
}

float App::DrawVariationStrip(ImVec2 min, float max_x) {
  const std::vector<Variation> in_effect = match_->VariationsInEffect();
  if (in_effect.empty() && !match_->rules().adventurous.enabled) return min.y;
  const float u = ui_scale_;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float size = 20.f * u, pad = 6.f * u, height = size + 2.f * pad;
  std::vector<std::string> titles;
  for (const Variation& v : in_effect) titles.push_back(VariationTitle(v));
  const char* label = "Variations:";
  float x = min.x, y = min.y;
  draw->AddText(fonts_.label, size, ImVec2(x, y + pad), kLabelText, label);
  x += fonts_.label->CalcTextSizeA(size, FLT_MAX, 0.f, label).x + 10.f * u;
  if (titles.empty()) {
    const char* none = SheetOpen() ? "being selected" : "none";
    draw->AddText(fonts_.body, size, ImVec2(x, y + pad), kLabelText, none);
  }
  // Each variation as a chip in the rules' words, wrapping at projector scale.
  for (const std::string& title : titles) {
    const float w = fonts_.body->CalcTextSizeA(size, FLT_MAX, 0.f, title.c_str()).x + 2.f * pad;
    if (x + w > max_x && x > min.x + 140.f * u) {
      x = min.x;
      y += height + 4.f * u;
    }
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + height), ImColor(kChipColour), 6.f * u);
    draw->AddText(fonts_.body, size, ImVec2(x + pad, y + pad), IM_COL32(0x14, 0x27, 0x20, 0xff),
                  title.c_str());
    x += w + 6.f * u;
  }
  const float bottom = y + height + 6.f * u;
  layout_.Set("variations", Rect{min.x, min.y, max_x - min.x, bottom - min.y});
  layout_.SetText("variations", titles.empty() ? std::string("none") : Join(titles, ", "));
  return bottom;
}

std::string App::NarrateVariations(const Action& action) const {
  const Shake& s = match_->shake();
  if (action.kind == ActionKind::PointOutPick && s.selection.pending) {
    // II-B-2: what pointing it out does, as the match answers it.
    const PendingPick& pending = *s.selection.pending;
    const PointOutOutcome outcome = PointOutOutcomeOf(*match_).value();
    const int seat = outcome.seat;
    const int points = outcome.points;
    return setup_.Name(action.player) + " pointed out " + setup_.Name(seat) + "'s pick of " +
           VariationTitle(pending.variation) + " (" + ShortReason(pending.judgement) +
           "): " + setup_.Name(seat) + " loses " + std::to_string(points) +
           (points == 1 ? " point" : " points") +
           (outcome.picks_again ? " and picks again" : " and picks no more");
  }
  if (action.kind == ActionKind::TurnGoalCube && action.cube >= 0 &&
      action.cube < static_cast<int>(s.mat.goal.size())) {
    const std::string face(SymbolText(s.mat.goal[action.cube].cube.face));
    return setup_.Name(action.player) + " turned the Goal's " + face + " " +
           (action.sideways      ? "sideways"
            : action.upside_down ? "upside-down"
                                 : "upright");
  }
  return "";
}

std::string App::DescribeVariations() const {
  std::string variations;
  for (const Variation& v : match_->VariationsInEffect())
    variations += (variations.empty() ? "" : ", ") + VariationTitle(v);
  std::string turned;
  for (const GoalCube& cube : match_->shake().mat.goal)
    if (cube.sideways || cube.upside_down)
      turned += (turned.empty() ? "" : ", ") + GoalCubeWords(cube);
  std::string said;
  if (!variations.empty()) said += "Variations in effect: " + variations + ". ";
  if (!turned.empty()) said += "Turned Goal cubes: " + turned + ". ";
  return said;
}

bool App::GoalTurnable() const {
  if (!match_ || match_->phase() != Phase::SettingGoal) return false;
  for (const Action& a : match_->LegalActions())
    if (a.kind == ActionKind::TurnGoalCube) return true;
  return false;
}

void App::TurnGoalCube(int index) {
  const Mat& mat = match_->shake().mat;
  if (index < 0 || index >= static_cast<int>(mat.goal.size())) return;
  // Upright, sideways, upside-down, round again: the next placement the engine allows.
  const GoalCube& cube = mat.goal[index];
  const int now = cube.sideways ? 1 : cube.upside_down ? 2 : 0;
  const std::vector<Action> legal = match_->LegalActions();
  for (int step = 1; step <= 3; ++step) {
    const int next = (now + step) % 3;
    for (const Action& a : legal)
      if (a.kind == ActionKind::TurnGoalCube && a.cube == index && a.sideways == (next == 1) &&
          a.upside_down == (next == 2)) {
        Act(a);
        return;
      }
  }
  message_ =
      "This Goal cube cannot be turned: the Sideways or Upside-down variation must be in "
      "effect";
  message_at_ms_ = NowMs();
}

void App::DrawPointOut() {
  // II-B-2: an illegal pick stands unless another player points it out before the next legal
  // pick or the Goal; the engine lists who may.
  const Shake& s = match_->shake();
  if (!s.selection.pending) return;
  std::vector<Action> point_outs;
  for (const Action& a : match_->LegalActions())
    if (a.kind == ActionKind::PointOutPick && HumanMayAct(a.player)) point_outs.push_back(a);
  if (point_outs.empty()) return;
  const PendingPick& pending = *s.selection.pending;
  if (!setup_.tournament_picks) return;  // practice: illegal picks are greyed out, never made
  const float u = ui_scale_;
  ImGui::PushTextWrapPos(0.f);
  const std::string said = setup_.Name(pending.seat) + " picked " +
                           VariationTitle(pending.variation) +
                           ". Is it legal? An opponent may point it out before the next pick.";
  ImGui::TextUnformatted(said.c_str());
  ImGui::PopTextWrapPos();
  const std::string reason = ShortReason(pending.judgement);
  for (const Action& a : point_outs) {
    const std::string label = setup_.Name(a.player) + ": point it out (" + reason + ") (Space)";
    if (TrackedButton(layout_, "point:" + std::to_string(a.player), label.c_str(), 0.f, 44.f * u) ||
        (a.player == point_outs.front().player && ShortcutPressed(SDL_SCANCODE_SPACE))) {
      Act(a);
      break;
    }
    layout_.SetText("point:" + std::to_string(a.player), label);
  }
}

void App::DrawPointOutWindow() {
  const Shake& s = match_->shake();
  if (SheetOpen() || !s.selection.pending || !setup_.tournament_picks) return;
  bool any = false;
  for (const Action& a : match_->LegalActions())
    any = any || (a.kind == ActionKind::PointOutPick && HumanMayAct(a.player));
  if (!any) return;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(
      ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.35f, top_bar_bottom_ + 8.f),
      ImGuiCond_Always, ImVec2(0.5f, 0.f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0.f, 0.f),
                                      ImVec2(viewport->WorkSize.x * 0.6f, viewport->WorkSize.y));
  ImGui::Begin("##point-out", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  DrawPointOut();
  ImGui::End();
}

void App::DrawVariationSheet() {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float u = ui_scale_;
  const Shake& s = match_->shake();
  const int picker = s.selection.picker;
  // The division's list with each choice judged for the picker, as the match answers it.
  const std::vector<SheetEntry> sheet = VariationSheet(*match_, picker);
  if (sheet.empty()) return;

  const float top = top_bar_bottom_ + 4.f;
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + 8.f, top));
  ImGui::SetNextWindowSize(
      ImVec2(viewport->WorkSize.x - 16.f, viewport->WorkPos.y + viewport->WorkSize.y - top - 8.f));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.09f, 0.16f, 0.13f, 0.98f));
  ImGui::Begin(
      "##variation-sheet", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  layout_.Set("sheet", Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
                            ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
  ImGui::PushFont(fonts_.label);
  const std::string heading =
      picker >= 0 ? "Variations: " + setup_.Name(picker) + " picks" : std::string("Variations");
  ImGui::TextUnformatted(heading.c_str());
  ImGui::PopFont();
  TrackItem(layout_, "sheet:heading");
  layout_.SetText("sheet:heading", heading);
  if (setup_.timed) {
    ImGui::SameLine(0.f, 30.f * u);
    const std::string timer = TimerText(ReadTimer(*match_, Clock()));
    ImGui::TextColored(ImVec4(1.f, 0.84f, 0.31f, 1.f), "%s", timer.c_str());
    TrackItem(layout_, "sheet:timer");
    layout_.SetText("sheet:timer", timer);
  }
  const std::vector<Variation> in_effect = match_->VariationsInEffect();
  {
    std::vector<std::string> titles;
    for (const Variation& v : in_effect) titles.push_back(VariationTitle(v));
    const std::string line =
        "In effect: " + (titles.empty() ? std::string("none yet") : Join(titles, ", "));
    ImGui::PushTextWrapPos(0.f);
    ImGui::TextUnformatted(line.c_str());
    ImGui::PopTextWrapPos();
    TrackItem(layout_, "sheet:in-effect");
    layout_.SetText("sheet:in-effect", line);
  }
  DrawPointOut();
  const bool may_pick = picker >= 0 && HumanMayAct(picker) && !paused_;
  bool may_end = false;
  for (const Action& a : match_->LegalActions())
    if (a.kind == ActionKind::EndSelection && a.player == picker) may_end = true;
  if (may_pick && may_end) {
    if (TrackedButton(layout_, "sheet:done", "Done: no more picks (Enter)", 0.f, 44.f * u) ||
        ShortcutPressed(SDL_SCANCODE_RETURN))
      Act(SimpleAction(ActionKind::EndSelection, picker));
  }
  ImGui::Separator();

  // The division's list for the year: each entry with its words and, for a blank, its choices.
  // Letters pick by keyboard: A for the first entry; an entry with a blank then takes 1, 2, ...
  ImGui::BeginChild("##sheet-list", ImVec2(0.f, 0.f));
  layout_.Set("sheet:list", Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
                                 ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
  const float button_h = 40.f * u;
  const float text_x = 330.f * u;
  for (const SheetEntry& entry : sheet) {
    const int e = entry.index;
    const VariationKind kind = entry.kind;
    const VariationFacts& facts = FactsOf(kind);
    const std::vector<SheetChoice>& choices = entry.choices;
    const char letter = static_cast<char>('A' + e);
    const bool open = sheet_open_entry_ == e;
    ImGui::PushID(e);
    ImGui::AlignTextToFramePadding();
    std::string why;
    for (size_t b = 0; b < choices.size(); ++b) {
      const Variation& v = choices[b].variation;
      const PickJudgement& judgement = choices[b].judgement;
      // Practice: an illegal pick is greyed out with its reason; tournament: any may be picked.
      const bool disabled = !may_pick || (!setup_.tournament_picks && !judgement.legal());
      if (!judgement.legal() && why.empty()) why = ShortReason(judgement);
      std::string label;
      if (facts.blank == VariationBlank::None)
        label = std::string("(") + letter + ") " + std::string(facts.title);
      else if (b == 0)
        label = std::string("(") + letter + ") " + std::string(facts.title) + ": " +
                BlankChoiceText(kind, v.parameter);
      else
        label = (open ? std::to_string(b + 1) + ") " : std::string()) +
                BlankChoiceText(kind, v.parameter);
      if (b == 0 && open && facts.blank != VariationBlank::None)
        label = std::string("(") + letter + ") " + std::string(facts.title) + ": 1) " +
                BlankChoiceText(kind, v.parameter);
      if (b > 0) ImGui::SameLine();
      if (disabled) ImGui::BeginDisabled();
      const bool chosen = open && facts.blank != VariationBlank::None;
      if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.18f, 1.f));
      bool pressed = TrackedButton(layout_, PickId(v), label.c_str(), 0.f, button_h);
      if (chosen) ImGui::PopStyleColor();
      if (disabled) ImGui::EndDisabled();
      layout_.SetText(PickId(v), disabled ? "disabled: " + ShortReason(judgement) : label);
      // For the test hook: what the engine would say of the pick, shown or not.
      layout_.SetText(PickId(v) + ":judged",
                      judgement.legal() ? std::string("legal") : ShortReason(judgement));
      // Keys: the letter picks an entry without a blank, or opens the choices of one with a
      // blank; then the choice's number picks it.
      if (!disabled && may_pick) {
        if (facts.blank == VariationBlank::None && b == 0 && ShortcutPressed(SDL_SCANCODE_A + e))
          pressed = true;
        if (open && b < 9 && ShortcutPressed(SDL_SCANCODE_1 + static_cast<int>(b))) pressed = true;
      }
      if (pressed && !disabled) {
        sheet_open_entry_ = -1;
        Act(SelectAction(picker, v));
      }
    }
    if (facts.blank != VariationBlank::None && may_pick && ShortcutPressed(SDL_SCANCODE_A + e))
      sheet_open_entry_ = open ? -1 : e;
    // The words: what it does and an example; in practice, why it cannot be picked now. They
    // stand beside the buttons, or below them when the choices reach that far (projector scale).
    const float buttons_end = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
    if (buttons_end + ImGui::GetStyle().ItemSpacing.x <= text_x) ImGui::SameLine(text_x);
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(0.f);
    const VariationWords& words = WordsOf(kind);
    ImGui::TextUnformatted(words.what);
    ImGui::TextDisabled("Example: %s", words.example);
    if (!setup_.tournament_picks && !why.empty() && choices.size() == 1) {
      ImGui::TextColored(kReasonColour, "Cannot be picked now: %s", why.c_str());
      layout_.SetText("pick:" + std::string(NameOf(kVariations, kind)) + ":why", why);
    }
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    ImGui::PopID();
    ImGui::Separator();
  }
  DragScroll(sheet_drag_scrolling_);  // a finger dragged where no button is scrolls
  ImGui::EndChild();
  ImGui::End();
  ImGui::PopStyleColor();
}

}  // namespace equations::ui
