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

// Highlights the button of the current choice among several; a screen reader hears the group,
// the choice and whether it is chosen ("Players: 2, chosen").
bool ChoiceButton(Layout& layout, const std::string& id, const char* label, bool chosen,
                  float scale, const char* group = "") {
  if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, kChosenColour);
  const std::string said = std::string(*group ? group : "") + (*group ? ": " : "") + label +
                           (chosen ? ", chosen." : ", not chosen: Space chooses it.");
  const bool pressed = TrackedButton(layout, id, label, 0.f, 44.f * scale, said);
  if (chosen) ImGui::PopStyleColor();
  return pressed;
}

// Puts the next button labelled `label` beside the last item when it fits in the window, else
// on a new line: a phone's setup stays within the screen.
void Beside(const char* label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float right = ImGui::GetWindowContentRegionMax().x + ImGui::GetWindowPos().x;
  const float next = ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.f;
  if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + next <= right) ImGui::SameLine();
}

// Why no computer player can take a seat in an Adventurous match, where the choice is made.
constexpr const char* kNoComputerWhy =
    "Computer players play Basic Equations only for now: choose Play: Basic, or press "
    "\"Play against the computer\" at the top.";

// Draws Basic or Adventurous beside the players' count (AGLOA II-B; the other rule sets have no
// variations), and for Adventurous the school year whose lists apply (XIII) and how an illegal
// pick is met: greyed out with its reason in practice, pointed out by the opponents at a
// tournament (II-B-2). Each button stands beside the last while it fits.
void DrawPlayChoice(MatchSetup& setup, float scale, Layout& layout) {
  if (!setup.HasVariations()) return;
  Beside("Play: Basic Equations");
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() +
                       (ImGui::GetCursorPosX() > 40.f ? 24.f * scale : 0.f));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Play:");
  ImGui::SameLine();
  if (ChoiceButton(layout, "setup:play:basic", "Basic", !setup.Adventurous(), scale, "Play"))
    setup.play = "basic";
  HoverTip(layout, "Basic Equations: no variations");
  Beside("Adventurous");
  if (ChoiceButton(layout, "setup:play:adventurous", "Adventurous", setup.Adventurous(), scale,
                   "Play"))
    setup.play = "adventurous";
  HoverTip(layout,
           "Before each Goal the players pick variations that change the rules, as at "
           "AGLOA tournaments");
  if (!setup.Adventurous()) return;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("School year:");
  bool first_year = true;
  for (const char* year : {"2026-27", "2027-28"}) {
    if (first_year)
      ImGui::SameLine();  // the first year beside its label
    else
      Beside(year);
    first_year = false;
    if (ChoiceButton(layout, std::string("setup:year:") + year, year, setup.school_year == year,
                     scale, "School year"))
      setup.school_year = year;
  }
  HoverTip(layout, "Which variations are on the division's lists (odd and even years differ)");
  Beside("Illegal picks: Shown (practice)");  // the label and its first choice together
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Illegal picks:");
  ImGui::SameLine();
  if (ChoiceButton(layout, "setup:picks:practice", "Shown (practice)", !setup.tournament_picks,
                   scale, "Illegal picks"))
    setup.tournament_picks = false;
  HoverTip(layout, "A pick that would be illegal is greyed out, with the reason");
  Beside("Pointed out (tournament)");
  if (ChoiceButton(layout, "setup:picks:tournament", "Pointed out (tournament)",
                   setup.tournament_picks, scale, "Illegal picks"))
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

void VersusComputerPreset(MatchSetup& setup) {
  if (!FindRuleSet(setup.rules, setup.division)) {
    setup.rules = "agloa";
    setup.division = "middle";
    setup.UseRulesRoundLength();
  }
  setup.play = "basic";  // the computer players know Basic Equations only
  const std::string first = setup.names.empty() ? "" : setup.names[0];
  setup.names = {first, "Computer"};
  setup.ai = {"", "beginner"};
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

  // The footer: its rows of buttons (two or three on a phone), and a line for why the rules
  // cannot be found when they cannot.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float content = ImGui::GetContentRegionAvail().x;
  const bool narrow = content < 560.f * scale;
  int footer_rows = 1;
  float row_x = 0.f;
  const char* start = narrow ? "Start (Enter)" : "Start the match (Enter)";
  for (const char* label :
       {start, can_resume ? "Back to the match" : "", "Teacher's demo", "Play the 24 Challenge"}) {
    if (!*label) continue;
    const float w = ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.f;
    if (row_x > 0.f && row_x + style.ItemSpacing.x + w > content) {
      ++footer_rows;
      row_x = 0.f;
    }
    row_x += (row_x > 0.f ? style.ItemSpacing.x : 0.f) + w;
  }
  const float footer = footer_rows * (52.f * scale + style.ItemSpacing.y) + style.ItemSpacing.y +
                       (setup.FindRules() ? 0.f : ImGui::GetTextLineHeightWithSpacing());
  // Flattened: the arrows walk from the footer's buttons into the choices and back.
  ImGui::BeginChild("##setup-body", ImVec2(0.f, -footer), false, ImGuiWindowFlags_NavFlattened);
  // A first visit plays the computer in one click, whatever the choices below say.
  if (TrackedButton(layout, "setup:computer", "Play against the computer", 0.f, 44.f * scale,
                    "Play against the computer: button. You and a beginner computer player, "
                    "Basic Equations. Space starts the match.")) {
    VersusComputerPreset(setup);
    request = SetupRequest::Start;
  }
  HoverTip(layout, "You against a beginner computer player, Basic Equations (no variations)");
  if (!narrow) {
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("or choose the match below");
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Rules:");
  for (int i = 0; i < 3; ++i) {
    // A phone shows the short names, so that the three stand on one line.
    const char* title = narrow ? RuleSetShortTitle(kRuleSets[i]) : RuleSetTitle(kRuleSets[i]);
    Beside(title);
    const bool pressed = ChoiceButton(layout, std::string("setup:rules:") + kRuleSets[i], title,
                                      setup.rules == kRuleSets[i], scale, "Rules");
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
  ImGui::PushTextWrapPos(0.f);  // a phone wraps the grades
  TrackedText(layout, "setup:division", DivisionHeading(setup.rules, setup.division));
  ImGui::PopTextWrapPos();
  bool first = true;
  for (const std::string& division : DivisionsOf(setup.rules)) {
    const std::string title = DivisionTitle(setup.rules, division);
    const std::string label = DivisionLabel(setup.rules, division);
    if (!first) Beside(label.c_str());
    first = false;
    if (ChoiceButton(layout, "setup:division:" + division, label.c_str(),
                     setup.division == division, scale, "Division"))
      setup.division = division;
    HoverTip(layout, title.c_str());
    layout.SetText("setup:division:" + division, title);
  }
  auto rules = setup.FindRules();
  const int min_players = rules ? rules->min_players : 2;
  const int max_players = rules ? rules->max_players : 3;
  if (setup.players() < min_players) setup.names.resize(min_players);
  if (setup.players() > max_players) setup.names.resize(max_players);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Players:");
  for (int n = min_players; n <= max_players; ++n) {
    ImGui::SameLine();
    if (ChoiceButton(layout, "setup:players:" + std::to_string(n), std::to_string(n).c_str(),
                     setup.players() == n, scale, "Players"))
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
      // The seat's name: beside the seat on a wide screen, below it on a narrow one.
      const auto draw_name = [&] {
        if (ImGui::InputTextWithHint("##name", ("Player " + std::to_string(p + 1)).c_str(), buffer,
                                     sizeof buffer))
          setup.names[p] = buffer;
        layout.NoteTextField();
        TrackFocus(layout, "setup:name:" + std::to_string(p),
                   seat + "'s name, a text field: " + setup.Name(p) +
                       ". Type a name; Tab goes to the next field, Enter starts the match.",
                   /*again=*/false);
        // Enter writes the name and starts the match, as the Start button says: left to Dear
        // ImGui, the next Enter would open the same name again, and the keyboard never got out.
        if (ImGui::IsItemDeactivated() && (ImGui::IsKeyPressed(SDL_SCANCODE_RETURN, false) ||
                                           ImGui::IsKeyPressed(SDL_SCANCODE_KP_ENTER, false)))
          request = SetupRequest::Start;
      };
      ImGui::SameLine();
      ImGui::PushID(p);
      // One line per seat where a name field fits beside the list (the setup stays in view at
      // 1366x768); a narrow screen puts the name below.
      const bool wide = ImGui::GetContentRegionAvail().x >= combo_width + 220.f * scale;
      if (wide) {
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - combo_width -
                                ImGui::GetStyle().ItemSpacing.x);
        draw_name();
        ImGui::SameLine();
      }
      const float room = ImGui::GetContentRegionAvail().x;
      if (room > combo_width) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + room - combo_width);
      // Beside a long seat name ("Seat 5 (Scorekeeper)") the combo drops its arrow to fit.
      const bool tight = room < combo_width;
      const float width = tight ? room : combo_width;
      ImGui::SetNextItemWidth(width);
      // An open combo begins its popup window, so the combo's own rectangle is taken before.
      const ImVec2 at = ImGui::GetCursorScreenPos();
      if (chosen > 0) ImGui::PushStyleColor(ImGuiCol_FrameBg, kChosenColour);
      const bool open =
          ImGui::BeginCombo("##who", kWhoTitle[chosen], tight ? ImGuiComboFlags_NoArrowButton : 0);
      if (chosen > 0) ImGui::PopStyleColor();
      // Open, the combo's popup is the last item: its entries say themselves.
      if (!open)
        TrackFocus(layout, "setup:seat:" + std::to_string(p),
                   seat + ", played by: " + kWhoTitle[chosen] +
                       ". A list: Space opens it, the arrows choose." +
                       (setup.Adventurous() ? std::string(" ") + kNoComputerWhy : ""));
      layout.Set("setup:seat:" + std::to_string(p),
                 Rect{at.x, at.y, width, ImGui::GetFrameHeight()});
      if (open) {
        for (int k = 0; k < 4; ++k) {
          // Adventurous matches offer no AI seats: the list says why, where the choice is.
          const bool grey = k > 0 && setup.Adventurous();
          const std::string entry =
              std::string(kWhoTitle[k]) + (grey ? " (Basic Equations only)" : "");
          const std::string entry_id =
              "setup:seat:" + std::to_string(p) + ":" + (k == 0 ? "human" : kWho[k]);
          if (ImGui::Selectable(entry.c_str(), chosen == k,
                                grey ? ImGuiSelectableFlags_Disabled : 0))
            setup.ai[p] = kWho[k];
          TrackFocus(layout, entry_id,
                     entry + (grey          ? ": not available. " + std::string(kNoComputerWhy)
                              : chosen == k ? ", chosen."
                                            : ": Enter chooses it."));
          // A click on a grey entry closes the list: left open, the next click would only
          // close it, and a student's click on the setup would be lost.
          if (grey && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) &&
              ImGui::IsMouseReleased(ImGuiMouseButton_Left))
            ImGui::CloseCurrentPopup();
        }
        if (setup.Adventurous()) {
          ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 300.f * scale);
          ImGui::TextColored(kReasonColour, "%s", kNoComputerWhy);
          ImGui::PopTextWrapPos();
          TrackItem(layout, "setup:seat:" + std::to_string(p) + ":why");
          layout.SetText("setup:seat:" + std::to_string(p) + ":why", kNoComputerWhy);
        }
        ImGui::EndCombo();
      }
      if (!wide) {
        ImGui::SetNextItemWidth(-FLT_MIN);
        draw_name();
      }
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  // Why the seats offer no computer player, beside the seats (in view at 1366x768).
  if (setup.Adventurous()) {
    ImGui::PushTextWrapPos(0.f);
    ImGui::TextColored(kReasonColour, "%s", kNoComputerWhy);
    TrackItem(layout, "setup:ai-note");
    layout.SetText("setup:ai-note", kNoComputerWhy);
    ImGui::PopTextWrapPos();
  }

  ImGui::SetNextItemWidth(200.f * scale);
  ImGui::SliderInt("Round length (minutes)", &setup.round_minutes, 5, 60);
  TrackFocus(layout, "setup:round",
             "Round length: " + std::to_string(setup.round_minutes) +
                 " minutes. A slider: Left and Right change it.");
  ImGui::Checkbox("Keep the time limits with the sand timer", &setup.timed);
  TrackFocus(layout, "setup:timed",
             std::string("Keep the time limits with the sand timer: a switch, ") +
                 (setup.timed ? "on" : "off") + ". Space turns it " +
                 (setup.timed ? "off." : "on."));
  // Shows what the match will allow; a click makes it the players' own choice.
  bool hints = setup.HintsAllowed();
  if (ImGui::Checkbox("Hints: the Hint button proposes a safe move or a correct challenge", &hints))
    setup.hints = hints ? "on" : "off";
  TrackFocus(layout, "setup:hints",
             std::string("Hints: a switch, ") + (hints ? "on" : "off") + ". Space turns it " +
                 (hints ? "off." : "on."));
  ImGui::EndChild();

  // The buttons stay in view below the scrolling part, at any UI scale.
  // Enter starts the match, unless it is typing a name or choosing from an open list.
  const bool enter = ShortcutPressed(SDL_SCANCODE_RETURN) && !ImGui::IsAnyItemActive() &&
                     !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  if (TrackedButton(layout, "setup:start", start, 0.f, 52.f * scale,
                    "Start the match: button, Enter or Space starts it.") ||
      enter)
    request = SetupRequest::Start;
  if (can_resume) {
    Beside("Back to the match");
    if (TrackedButton(layout, "setup:resume", "Back to the match", 0.f, 52.f * scale))
      request = SetupRequest::Resume;
  }
  Beside("Teacher's demo");
  if (TrackedButton(layout, "setup:demo", "Teacher's demo", 0.f, 52.f * scale)) {
    DemoPreset(setup);
    request = SetupRequest::Start;
  }
  HoverTip(layout,
           "Three AI players of different strengths play while the class watches; pause, step "
           "and slow them beside the mat");
  // The other game, beside the buttons when there is room.
  const char* other = "Play the 24 Challenge";
  Beside(other);
  if (TrackedButton(layout, "setup:challenge24", other, 0.f, 52.f * scale))
    request = SetupRequest::Challenge24;
  if (!rules) ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", rules.error().c_str());
  ImGui::End();
  ImGui::PopStyleColor();
  return request;
}

}  // namespace equations::ui
