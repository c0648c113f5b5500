#include "ui/setup.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>
#include <cfloat>

#include "core/base/json.h"
#include "core/match/roll_off.h"
#include "ui/plain_words.h"
#include "ui/theme.h"

namespace equations::ui {

namespace {

const char* const kRuleSets[] = {"agloa", "acc", "mlag"};
const ImVec4 kChosenColour(0.85f, 0.62f, 0.18f, 1.f);

// Highlights the button of the current choice among several.
bool ChoiceButton(Layout& layout, const std::string& id, const char* label, bool chosen,
                  float scale) {
  if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, kChosenColour);
  const bool pressed = TrackedButton(layout, id, label, 0.f, 44.f * scale);
  if (chosen) ImGui::PopStyleColor();
  return pressed;
}

// Draws Basic or Adventurous beside the players' count (AGLOA II-B; the other rule sets have no
// variations), and for Adventurous the school year whose lists apply (XIII) and how an illegal
// pick is met: greyed out with its reason in practice, pointed out by the opponents at a
// tournament (II-B-2). Each button stands beside the last while it fits.
void DrawPlayChoice(MatchSetup& setup, float scale, Layout& layout) {
  if (!setup.HasVariations()) return;
  const ImGuiStyle& style = ImGui::GetStyle();
  const float right = ImGui::GetWindowContentRegionMax().x + ImGui::GetWindowPos().x;
  const auto beside = [&](const char* label) {
    const float next = ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.f;
    if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + next <= right) ImGui::SameLine();
  };
  beside("Play: Basic Equations");
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() +
                       (ImGui::GetCursorPosX() > 40.f ? 24.f * scale : 0.f));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Play:");
  ImGui::SameLine();
  if (ChoiceButton(layout, "setup:play:basic", "Basic", !setup.Adventurous(), scale))
    setup.play = "basic";
  HoverTip(layout, "Basic Equations: no variations");
  ImGui::SameLine();
  if (ChoiceButton(layout, "setup:play:adventurous", "Adventurous", setup.Adventurous(), scale))
    setup.play = "adventurous";
  HoverTip(layout,
           "Before each Goal the players pick variations that change the rules, as at "
           "AGLOA tournaments");
  if (!setup.Adventurous()) return;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("School year:");
  for (const char* year : {"2026-27", "2027-28"}) {
    ImGui::SameLine();
    if (ChoiceButton(layout, std::string("setup:year:") + year, year, setup.school_year == year,
                     scale))
      setup.school_year = year;
  }
  HoverTip(layout, "Which variations are on the division's lists (odd and even years differ)");
  beside("Illegal picks:");
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Illegal picks:");
  ImGui::SameLine();
  if (ChoiceButton(layout, "setup:picks:practice", "Shown (practice)", !setup.tournament_picks,
                   scale))
    setup.tournament_picks = false;
  HoverTip(layout, "A pick that would be illegal is greyed out, with the reason");
  beside("Pointed out (tournament)");
  if (ChoiceButton(layout, "setup:picks:tournament", "Pointed out (tournament)",
                   setup.tournament_picks, scale))
    setup.tournament_picks = true;
  HoverTip(layout,
           "Any variation may be picked; an opponent who spots an illegal pick points it "
           "out, and it costs a point");
}

}  // namespace

std::string MatchSetup::Name(int seat) const {
  if (seat >= 0 && seat < players() && !names[seat].empty()) return names[seat];
  return "Player " + std::to_string(seat + 1);
}

std::optional<AiLevel> MatchSetup::Ai(int seat) const {
  if (seat < 0 || seat >= players() || seat >= static_cast<int>(ai.size())) return std::nullopt;
  return ParseAiLevel(ai[seat]);
}

bool MatchSetup::HintsAllowed() const {
  if (hints == "on") return true;
  if (hints == "off") return false;
  for (int seat = 0; seat < players(); ++seat)
    if (Ai(seat)) return true;
  return false;
}

void MatchSetup::UseRulesRoundLength() {
  if (const auto found = FindRuleSet(rules, division)) round_minutes = found->time.round / 60;
}

bool MatchSetup::HasVariations() const {
  const auto found = FindRuleSet(rules, division);
  return found && found->has_variations;
}

Expected<RuleSet, std::string> MatchSetup::FindRules() const {
  auto found = FindRuleSet(rules, division);
  if (!found || !Adventurous()) return found;
  auto year = ParseSchoolYear(school_year);
  if (!year) return MakeUnexpected(year.error());
  return WithAdventurous(*found, *year);
}

std::string SetupToJson(const MatchSetup& setup) {
  Json root = Json::MakeObject();
  root.Set("rules", setup.rules);
  root.Set("division", setup.division);
  Json names = Json::MakeArray();
  for (const std::string& name : setup.names) names.Push(name);
  root.Set("names", names);
  root.Set("round_minutes", setup.round_minutes);
  root.Set("timed", setup.timed);
  Json ai = Json::MakeArray();
  for (const std::string& level : setup.ai) ai.Push(level);
  root.Set("ai", ai);
  root.Set("hints", setup.hints);
  root.Set("play", setup.play);
  root.Set("school_year", setup.school_year);
  root.Set("illegal_picks", setup.tournament_picks ? "tournament" : "practice");
  return WriteJson(root);
}

MatchSetup SetupFromJson(const std::string& text) {
  MatchSetup setup;
  auto parsed = ParseJson(text);
  if (!parsed || !parsed->IsObject()) return setup;
  const Json& root = *parsed;
  const Json* rules = root.Find("rules");
  const Json* division = root.Find("division");
  if (rules && division && rules->IsString() && division->IsString() &&
      FindRuleSet(rules->AsString(), division->AsString())) {
    setup.rules = rules->AsString();
    setup.division = division->AsString();
  }
  if (const Json* names = root.Find("names"); names && names->IsArray()) {
    std::vector<std::string> read;
    for (const Json& name : names->AsArray())
      if (name.IsString()) read.push_back(name.AsString().substr(0, 40));
    auto found = setup.FindRules();
    if (found && static_cast<int>(read.size()) >= found->min_players &&
        static_cast<int>(read.size()) <= found->max_players)
      setup.names = read;
  }
  if (const Json* minutes = root.Find("round_minutes"); minutes && minutes->IsInteger())
    setup.round_minutes = static_cast<int>(std::clamp<std::int64_t>(minutes->AsInteger(), 1, 180));
  if (const Json* timed = root.Find("timed"); timed && timed->IsBool())
    setup.timed = timed->AsBool();
  if (const Json* ai = root.Find("ai"); ai && ai->IsArray())
    for (const Json& level : ai->AsArray())
      setup.ai.push_back(level.IsString() && ParseAiLevel(level.AsString()) ? level.AsString()
                                                                            : "");
  if (const Json* hints = root.Find("hints");
      hints && hints->IsString() &&
      (hints->AsString() == "auto" || hints->AsString() == "on" || hints->AsString() == "off"))
    setup.hints = hints->AsString();
  // A setup saved before there was a choice played Basic Equations, and still does.
  const Json* play = root.Find("play");
  setup.play =
      play && play->IsString() && play->AsString() == "adventurous" ? "adventurous" : "basic";
  if (const Json* year = root.Find("school_year"); year && year->IsString())
    if (auto parsed = ParseSchoolYear(year->AsString())) setup.school_year = parsed->Text();
  if (const Json* picks = root.Find("illegal_picks"); picks && picks->IsString())
    setup.tournament_picks = picks->AsString() == "tournament";
  return setup;
}

void DemoPreset(MatchSetup& setup) {
  setup.rules = "agloa";
  setup.division = "middle";
  setup.names = {"Ada", "Ben", "Cy"};
  setup.ai = {"tournament", "club", "beginner"};
  setup.hints = "off";
  setup.play = "basic";  // the AI seats play Basic Equations only
  setup.timed = true;
  setup.UseRulesRoundLength();
}

SetupRequest DrawSetup(MatchSetup& setup, bool can_resume, float scale, float top, Layout& layout) {
  SetupRequest request = SetupRequest::None;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  top = std::clamp(top, viewport->WorkPos.y, viewport->WorkPos.y + viewport->WorkSize.y * 0.5f);
  const float below = viewport->WorkPos.y + viewport->WorkSize.y - top;
  const ImVec2 size(std::min(viewport->WorkSize.x - 40.f, 760.f * scale),
                    std::min(below - 10.f, 700.f * scale));
  ImGui::SetNextWindowPos(
      ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f, top + below * 0.5f),
      ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.09f, 0.16f, 0.13f, 0.97f));
  ImGui::Begin("New match", nullptr,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings);
  layout.Set("setup", Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
                           ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});

  const float footer =
      52.f * scale + ImGui::GetStyle().ItemSpacing.y * 2.f + ImGui::GetTextLineHeightWithSpacing();
  // Flattened: the arrows walk from the footer's buttons into the choices and back.
  ImGui::BeginChild("##setup-body", ImVec2(0.f, -footer), false, ImGuiWindowFlags_NavFlattened);
  ImGui::TextUnformatted("Rules");
  for (int i = 0; i < 3; ++i) {
    if (i > 0) ImGui::SameLine();
    const bool pressed =
        ChoiceButton(layout, std::string("setup:rules:") + kRuleSets[i], RuleSetTitle(kRuleSets[i]),
                     setup.rules == kRuleSets[i], scale);
    HoverTip(layout, RuleSetTip(kRuleSets[i]));
    if (pressed && setup.rules != kRuleSets[i]) {
      setup.rules = kRuleSets[i];
      const auto divisions = DivisionsOf(setup.rules);
      if (std::find(divisions.begin(), divisions.end(), setup.division) == divisions.end())
        setup.division = divisions.empty() ? "" : divisions[divisions.size() / 2];
      setup.UseRulesRoundLength();
      // AGLOA tournaments play Adventurous Equations; the other rule sets have no variations.
      setup.play = setup.HasVariations() ? "adventurous" : "basic";
    }
  }
  // The heading names the chosen division's grades; each button's tooltip names its own.
  TrackedText(layout, "setup:division", DivisionHeading(setup.rules, setup.division));
  bool first = true;
  for (const std::string& division : DivisionsOf(setup.rules)) {
    if (!first) ImGui::SameLine();
    first = false;
    const std::string title = DivisionTitle(setup.rules, division);
    const std::string label = DivisionLabel(setup.rules, division);
    if (ChoiceButton(layout, "setup:division:" + division, label.c_str(),
                     setup.division == division, scale))
      setup.division = division;
    HoverTip(layout, title.c_str());
    layout.SetText("setup:division:" + division, title);
  }
  auto rules = setup.FindRules();
  const int min_players = rules ? rules->min_players : 2;
  const int max_players = rules ? rules->max_players : 3;
  if (setup.players() < min_players) setup.names.resize(min_players);
  if (setup.players() > max_players) setup.names.resize(max_players);
  ImGui::TextUnformatted("Players");
  for (int n = min_players; n <= max_players; ++n) {
    if (n > min_players) ImGui::SameLine();
    if (ChoiceButton(layout, "setup:players:" + std::to_string(n), std::to_string(n).c_str(),
                     setup.players() == n, scale))
      setup.names.resize(n);
  }
  DrawPlayChoice(setup, scale, layout);
  // The names: two columns for four or five players, so the setup fits a 1366x768 screen.
  const int columns = setup.players() > 3 ? 2 : 1;
  // ACC: the Scorekeeper and the first Goal-setter are named by seat before play.
  const std::optional<NamedFirstGoalSetter> named =
      rules ? FirstGoalSetterNamed(*rules, setup.players()) : std::nullopt;
  if (ImGui::BeginTable("names", columns)) {
    for (int p = 0; p < setup.players(); ++p) {
      ImGui::TableNextColumn();
      char buffer[64];
      const std::string& name = setup.names[p];
      std::snprintf(buffer, sizeof buffer, "%s", name.c_str());
      // ACC "Goal": the last player listed keeps score; the player to their left sets the
      // first Goal.
      std::string seat = "Seat " + std::to_string(p + 1);
      if (named && p == named->scorekeeper) seat += " (Scorekeeper)";
      if (named && p == named->goal_setter) seat += " (first Goal)";
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(seat.c_str());
      // Who plays the seat: a human or the AI at a level; AI against AI is allowed.
      // One small combo on the seat's line keeps five ACC seats within a 1366x768 window; its
      // entries are tracked as setup:seat:<p>:human|beginner|club|tournament.
      if (static_cast<int>(setup.ai.size()) < setup.players()) setup.ai.resize(setup.players());
      const char* const kWho[] = {"", "beginner", "club", "tournament"};
      const char* const kWhoTitle[] = {"Human", "AI beginner", "AI club", "AI tournament"};
      int chosen = 0;
      for (int k = 1; k < 4; ++k)
        if (setup.ai[p] == kWho[k] && !setup.Adventurous()) chosen = k;
      // As wide as the longest choice, "AI tournament", plus the arrow.
      const float combo_width = ImGui::CalcTextSize(kWhoTitle[3]).x + ImGui::GetFrameHeight() +
                                ImGui::GetStyle().FramePadding.x * 2.f + 4.f * scale;
      ImGui::SameLine();
      const float room = ImGui::GetContentRegionAvail().x;
      if (room > combo_width) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + room - combo_width);
      // Beside a long seat name ("Seat 5 (Scorekeeper)") the combo drops its arrow to fit.
      const bool tight = room < combo_width;
      const float width = tight ? room : combo_width;
      ImGui::SetNextItemWidth(width);
      ImGui::PushID(p);
      // An open combo begins its popup window, so the combo's own rectangle is taken before.
      const ImVec2 at = ImGui::GetCursorScreenPos();
      layout.Set("setup:seat:" + std::to_string(p),
                 Rect{at.x, at.y, width, ImGui::GetFrameHeight()});
      if (chosen > 0) ImGui::PushStyleColor(ImGuiCol_FrameBg, kChosenColour);
      const bool open =
          ImGui::BeginCombo("##who", kWhoTitle[chosen], tight ? ImGuiComboFlags_NoArrowButton : 0);
      if (chosen > 0) ImGui::PopStyleColor();
      if (open) {
        for (int k = 0; k < 4; ++k) {
          // Adventurous matches offer no AI seats (the setup says why).
          const ImGuiSelectableFlags flags =
              k > 0 && setup.Adventurous() ? ImGuiSelectableFlags_Disabled : 0;
          if (ImGui::Selectable(kWhoTitle[k], chosen == k, flags)) setup.ai[p] = kWho[k];
          TrackItem(layout, "setup:seat:" + std::to_string(p) + ":" + (k == 0 ? "human" : kWho[k]));
        }
        ImGui::EndCombo();
      }
      ImGui::SetNextItemWidth(-FLT_MIN);
      if (ImGui::InputTextWithHint("##name", ("Player " + std::to_string(p + 1)).c_str(), buffer,
                                   sizeof buffer))
        setup.names[p] = buffer;
      TrackItem(layout, "setup:name:" + std::to_string(p));
      // Enter writes the name and starts the match, as the Start button says: left to Dear
      // ImGui, the next Enter would open the same name again, and the keyboard never got out.
      if (ImGui::IsItemDeactivated() && (ImGui::IsKeyPressed(SDL_SCANCODE_RETURN, false) ||
                                         ImGui::IsKeyPressed(SDL_SCANCODE_KP_ENTER, false)))
        request = SetupRequest::Start;
      ImGui::PopID();
    }
    ImGui::EndTable();
  }

  ImGui::SetNextItemWidth(200.f * scale);
  ImGui::SliderInt("Round length (minutes)", &setup.round_minutes, 5, 60);
  TrackItem(layout, "setup:round");
  ImGui::Checkbox("Keep the time limits with the sand timer", &setup.timed);
  TrackItem(layout, "setup:timed");
  // Shows what the match will allow; a click makes it the players' own choice.
  bool hints = setup.HintsAllowed();
  if (ImGui::Checkbox("Hints: the Hint button proposes a safe move or a correct challenge", &hints))
    setup.hints = hints ? "on" : "off";
  TrackItem(layout, "setup:hints");
  if (setup.Adventurous()) {
    ImGui::PushTextWrapPos(0.f);
    ImGui::TextColored(kReasonColour,
                       "Computer players play Basic Equations only for now: in an Adventurous "
                       "match every seat is played by a person.");
    TrackItem(layout, "setup:ai-note");
    layout.SetText("setup:ai-note", "Computer players play Basic Equations only for now");
    ImGui::PopTextWrapPos();
  }
  ImGui::EndChild();

  // The buttons stay in view below the scrolling part, at any UI scale.
  // Enter starts the match, unless it is typing a name or choosing from an open list.
  const bool enter = ShortcutPressed(SDL_SCANCODE_RETURN) && !ImGui::IsAnyItemActive() &&
                     !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  if (TrackedButton(layout, "setup:start", "Start the match (Enter)", 0.f, 52.f * scale) || enter)
    request = SetupRequest::Start;
  if (can_resume) {
    ImGui::SameLine();
    if (TrackedButton(layout, "setup:resume", "Back to the match", 0.f, 52.f * scale))
      request = SetupRequest::Resume;
  }
  ImGui::SameLine();
  if (TrackedButton(layout, "setup:demo", "Teacher's demo", 0.f, 52.f * scale)) {
    DemoPreset(setup);
    request = SetupRequest::Start;
  }
  HoverTip(layout,
           "Three AI players of different strengths play while the class watches; pause, step "
           "and slow them beside the mat");
  // The other game, beside the buttons when there is room.
  const char* other = "Play the 24 Challenge";
  const ImGuiStyle& style = ImGui::GetStyle();
  const float other_w = ImGui::CalcTextSize(other).x + style.FramePadding.x * 2;
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < other_w) ImGui::NewLine();
  if (TrackedButton(layout, "setup:challenge24", other, 0.f, 52.f * scale))
    request = SetupRequest::Challenge24;
  if (!rules) ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", rules.error().c_str());
  ImGui::End();
  ImGui::PopStyleColor();
  return request;
}

}  // namespace equations::ui
