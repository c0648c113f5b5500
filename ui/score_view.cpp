#include "ui/score_view.h"

#include "core/match/results.h"

#include "ui/narration.h"
#include "ui/plain_words.h"
#include "ui/variation_words.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>
#include <cctype>

namespace equations::ui {

namespace {

const ImVec4 kGood(0.45f, 0.9f, 0.5f, 1.f), kBad(1.f, 0.45f, 0.4f, 1.f);

void BeginCentred(const char* title, ImVec2 wanted) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 size(std::min(viewport->WorkSize.x - 30.f, wanted.x),
                    std::min(viewport->WorkSize.y - 30.f, wanted.y));
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f,
                                 viewport->WorkPos.y + viewport->WorkSize.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(size);
  ImGui::SetNextWindowFocus();
  ImGui::Begin(title, nullptr,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings);
}

std::string Name(const std::vector<std::string>& names, int p) {
  return p >= 0 && p < static_cast<int>(names.size()) ? names[p]
                                                      : "Player " + std::to_string(p + 1);
}

// The ACC Table Scoresheet: a row per player (the last listed keeps score), a column per game,
// the total, and the player score, total ÷ games played with two decimals ("Academic Challenge
// Cup Procedures and Team Scoring").
void DrawAccTable(const Match& match, const std::vector<std::string>& names, float scale,
                  Layout& layout) {
  const int n = match.players();
  std::vector<const ShakeRecord*> games;
  for (const ShakeRecord& r : match.shakes())
    if (r.counted) games.push_back(&r);
  const std::vector<int> totals = match.Totals();
  const MatchResults results = ResultsOf(match);
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollX | ImGuiTableFlags_SizingFixedFit;
  const ImGuiStyle& style = ImGui::GetStyle();
  const float row = ImGui::GetTextLineHeight() + 2.f * style.CellPadding.y + 1.f;
  const float height = (n + 1) * row + style.ScrollbarSize + 6.f * scale;
  if (!ImGui::BeginTable("acc", 3 + static_cast<int>(games.size()), flags, ImVec2(0, height)))
    return;
  ImGui::TableSetupScrollFreeze(1, 1);
  ImGui::TableSetupColumn("Player");
  for (size_t g = 0; g < games.size(); ++g)
    ImGui::TableSetupColumn(("Game " + std::to_string(g + 1)).c_str());
  ImGui::TableSetupColumn("Total");
  ImGui::TableSetupColumn("Player score");
  ImGui::TableHeadersRow();
  for (int p = 0; p < n; ++p) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    TrackedText(layout, "scores:player:" + std::to_string(p),
                Name(names, p) + (p == n - 1 ? " (Scorekeeper)" : ""));
    for (size_t g = 0; g < games.size(); ++g) {
      ImGui::TableNextColumn();
      const int net = games[g]->points[p] - games[g]->penalties[p];
      TrackedText(layout, "scores:game:" + std::to_string(g) + ":" + std::to_string(p),
                  std::to_string(net));
    }
    ImGui::TableNextColumn();
    TrackedText(layout, "scores:total:" + std::to_string(p), std::to_string(totals[p]));
    ImGui::TableNextColumn();
    // An absent player's boxes are crossed through: no player score.
    const auto& score = results.players[p].player_score;
    TrackedText(layout, "scores:average:" + std::to_string(p), score ? score->text : "—");
  }
  ImGui::EndTable();
  TrackedText(layout, "scores:games", "Games played: " + std::to_string(games.size()));
  ImGui::SameLine();
  TrackedText(layout, "scores:rule", "(" + results.rule + ")");
}

}  // namespace

std::string ShakeVariationsText(const ShakeRecord& record, const std::vector<std::string>& names) {
  if (record.variations.empty() && record.ignored.empty()) return "";
  std::string text = "Variations: ";
  for (size_t i = 0; i < record.variations.size(); ++i)
    text += (i ? ", " : "") + VariationTitle(record.variations[i]);
  if (record.variations.empty()) text += "none";
  if (!record.ignored.empty()) {
    text += "; ignored (not pointed out): ";
    for (size_t i = 0; i < record.ignored.size(); ++i) {
      const Pick& pick = record.ignored[i];
      const std::string who = pick.seat >= 0 && pick.seat < static_cast<int>(names.size())
                                  ? names[pick.seat]
                                  : "player " + std::to_string(pick.seat + 1);
      text += (i ? ", " : "") + VariationTitle(pick.variation) + " (" + who + ")";
    }
  }
  return text;
}

std::string SideText(const ShakeRecord& record, int player) {
  if (player == record.challenger || std::find(record.challengers.begin(), record.challengers.end(),
                                               player) != record.challengers.end())
    return "Challenger";
  if (player == record.mover && record.end == ShakeEnd::Challenge) return "Mover";
  switch (record.writing[player].writing.side) {
    case ChallengeSide::Challenger:
      return "with the Challenger";
    case ChallengeSide::Mover:
      return "with the Mover";
    case ChallengeSide::None:
      break;
  }
  return record.end == ShakeEnd::Challenge ? "Third Party" : "";
}

bool DrawScoreSheet(const Match& match, const std::vector<std::string>& names, float scale,
                    Layout& layout, const std::function<void()>& print) {
  bool open = true;
  BeginCentred("Score sheet", ImVec2(900.f * scale, 620.f * scale));
  layout.Set("scores", Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
                            ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
  const RuleSet& rules = match.rules();
  const int n = match.players();
  ImGui::Text("%s rules, %s", RuleSetTitle(rules.name_text),
              DivisionTitle(rules.name_text, rules.division).c_str());
  const bool acc = rules.match_scoring == MatchScoring::AveragePerGame;
  if (acc) DrawAccTable(match, names, scale, layout);
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp;
  const float table_height = ImGui::GetContentRegionAvail().y - (acc ? 70.f : 180.f) * scale;
  if (ImGui::BeginTable("shakes", 3 + n, flags, ImVec2(0, std::max(120.f, table_height)))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn(rules.shake_name.c_str(), 0, 0.5f);
    ImGui::TableSetupColumn("Goal", 0, 0.9f);
    ImGui::TableSetupColumn("Result", 0, 2.f);
    for (int p = 0; p < n; ++p) ImGui::TableSetupColumn(Name(names, p).c_str(), 0, 1.f);
    ImGui::TableHeadersRow();
    const auto& shakes = match.shakes();
    for (size_t i = 0; i < shakes.size(); ++i) {
      const ShakeRecord& r = shakes[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%d", static_cast<int>(i + 1));
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(r.goal.empty() ? "-" : MarksInWords(r.goal).c_str());
      ImGui::TableNextColumn();
      std::string result =
          Plain(WithNames(r.result, names)).words + (r.counted ? "" : " (not counted)");
      if (const std::string played = ShakeVariationsText(r, names); !played.empty())
        result += ". " + played;
      ImGui::TextWrapped("%s", result.c_str());
      const std::string shake_id = "scores:shake:" + std::to_string(i) + ":";
      TrackItem(layout, shake_id + "result");
      layout.SetText(shake_id + "result", result);
      for (int p = 0; p < n; ++p) {
        ImGui::TableNextColumn();
        std::string cell = std::to_string(r.points[p]);
        if (r.penalties[p] > 0) cell += "  (-" + std::to_string(r.penalties[p]) + ")";
        TrackedText(layout, shake_id + std::to_string(p), cell);
      }
    }
    // Penalties of the shake in progress count too.
    bool pending = false;
    for (int p = 0; p < n && !match.IsTerminal(); ++p)
      pending = pending || (p < static_cast<int>(match.shake().penalties.size()) &&
                            match.shake().penalties[p] > 0);
    if (pending) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted("now");
      ImGui::TableNextColumn();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted("penalties in this shake");
      for (int p = 0; p < n; ++p) {
        ImGui::TableNextColumn();
        ImGui::Text("-%d", match.shake().penalties[p]);
      }
    }
    ImGui::EndTable();
  }
  // Totals and the match score in the rule set's form.
  const std::vector<int> totals = match.Totals();
  if (!acc && ImGui::BeginTable("totals", 1 + n, ImGuiTableFlags_Borders)) {
    ImGui::TableSetupColumn("");
    for (int p = 0; p < n; ++p) ImGui::TableSetupColumn(Name(names, p).c_str());
    ImGui::TableHeadersRow();
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted("Total");
    for (int p = 0; p < n; ++p) {
      ImGui::TableNextColumn();
      TrackedText(layout, "scores:total:" + std::to_string(p), std::to_string(totals[p]));
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    {
      // AGLOA XII-A, MLAG chart: placement points from the totals (final once the match is
      // over); a player who Did Not Play scores 0 and the others are placed among themselves.
      TrackedText(layout, "scores:match-points",
                  rules.match_points_name + (match.IsTerminal() ? "" : " if the match ended now"));
      HoverTip(layout, "The places at the end: the highest total gets the most points");
      const MatchResults results = ResultsOf(match);
      for (int p = 0; p < n; ++p) {
        ImGui::TableNextColumn();
        TrackedText(layout, "scores:match-points:" + std::to_string(p),
                    std::to_string(results.players[p].match_points));
      }
      // The place in the rule set's words: ties share a row of the table, nothing breaks them.
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      TrackedText(layout, "scores:place", "Place (" + results.rule + ")");
      for (int p = 0; p < n; ++p) {
        ImGui::TableNextColumn();
        const std::string id = "scores:place:" + std::to_string(p);
        ImGui::TextWrapped("%s", results.players[p].place.c_str());  // may be long (MLAG chart)
        TrackItem(layout, id);
        layout.SetText(id, results.players[p].place);
      }
    }
    ImGui::EndTable();
  }
  if (print) {
    if (TrackedButton(layout, "scores:print", "Print… (P)", 0.f, 48.f * scale) ||
        ShortcutPressed(SDL_SCANCODE_P))
      print();
    HoverTip(layout, "Opens the score sheet with every Equation as a page to print");
    ImGui::SameLine();
  }
  if (TrackedButton(layout, "scores:close", "Close (Esc)", 0.f, 48.f * scale) ||
      ShortcutPressed(SDL_SCANCODE_ESCAPE))
    open = false;
  ImGui::End();
  return open;
}

bool DrawShakeResults(const Match& match, int index, const std::vector<std::string>& names,
                      float scale, Layout& layout, const std::function<void()>& beside,
                      const std::function<void()>& above, const std::function<void()>& footer) {
  bool open = true;
  const auto& shakes = match.shakes();
  if (index < 0 || index >= static_cast<int>(shakes.size())) return false;
  const ShakeRecord& r = shakes[index];
  // With an explanation the two windows share the screen: side by side where the results keep
  // 480 points of width, else the explanation below them.
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 work = viewport->WorkSize, at = viewport->WorkPos;
  const float margin = 15.f, gap = 10.f * scale;
  const ImVec2 area(work.x - 2.f * margin, work.y - 2.f * margin);
  ImVec2 size(std::min(area.x, 900.f * scale), std::min(area.y, 600.f * scale));
  ImVec2 pos, beside_pos, beside_size;
  if (beside && area.x - std::min(420.f * scale, area.x * 0.4f) - gap >= 480.f * scale) {
    const float side = std::min(420.f * scale, area.x * 0.4f);
    size.x = std::min(size.x, area.x - side - gap);
    pos = ImVec2(at.x + (work.x - (size.x + gap + side)) * 0.5f, at.y + (work.y - size.y) * 0.5f);
    beside_pos = ImVec2(pos.x + size.x + gap, pos.y);
    beside_size = ImVec2(side, size.y);
  } else if (beside) {
    size.y = std::min(size.y, area.y * 0.6f);
    pos = ImVec2(at.x + (work.x - size.x) * 0.5f, at.y + margin);
    beside_pos = ImVec2(pos.x, pos.y + size.y + gap);
    beside_size = ImVec2(size.x, area.y - size.y - gap);
  } else {
    pos = ImVec2(at.x + (work.x - size.x) * 0.5f, at.y + (work.y - size.y) * 0.5f);
  }
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::SetNextWindowFocus();
  ImGui::Begin("Equations checked", nullptr,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings);
  layout.Set("results", Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
                             ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
  const PlainText result = Plain(MarksInWords(WithNames(r.result, names)));
  TrackedText(layout, "results:result", result.words);
  // The players' Equations scroll above the Continue button, which stays in view: at a table of
  // five the list is taller than the window, and a button scrolled half out of sight was missed.
  const float button = 52.f * scale;
  ImGui::BeginChild("results:list", ImVec2(0.f, -(button + ImGui::GetStyle().ItemSpacing.y * 2.f)));
  ImGui::PushTextWrapPos(0.f);
  const std::string goal = r.goal.empty() ? "(none)" : MarksInWords(r.goal);
  TrackedText(layout, "results:goal", "Goal: " + goal);
  if (const std::string played = ShakeVariationsText(r, names); !played.empty())
    TrackedText(layout, "results:variations", played);
  if (above) above();
  ImGui::Separator();
  for (int p = 0; p < static_cast<int>(r.writing.size()); ++p) {
    const PlayerWriting& w = r.writing[p];
    ImGui::PushID(p);
    ImGui::Text("%s", Name(names, p).c_str());
    ImGui::SameLine();
    const std::string side = SideText(r, p);
    if (!side.empty()) {
      ImGui::TextDisabled("(%s)", side.c_str());
      HoverTip(layout, side == "Third Party"
                           ? "Third Party: a player who neither challenged nor moved"
                           : "This player's part in the challenge");
    }
    ImGui::SameLine();
    const int points = r.points[p] - r.penalties[p];
    ImGui::Text("%+d", points);
    if (w.writing.presented) {
      ImGui::Indent();
      ImGui::TextUnformatted(MarksInWords(w.equation).c_str());
      TrackItem(layout, "results:equation:" + std::to_string(p));
      if (w.writing.correct) {
        ImGui::TextColored(kGood, "correct");
      } else {
        ImGui::TextColored(kBad, "incorrect");
        std::string words;
        for (const std::string& reason : w.reasons) {
          // The reason in plain words first; the rule it rests on, quieter, below it.
          const PlainText plain = Plain(MarksInWords(WithNames(reason, names)));
          ImGui::Bullet();
          ImGui::TextWrapped("%s", plain.words.c_str());
          if (!plain.rules.empty()) {
            ImGui::Indent();
            ImGui::TextDisabled("Rule book: %s", plain.rules.c_str());
            ImGui::Unindent();
          }
          words += (words.empty() ? "" : " | ") + plain.words;
        }
        layout.SetText("results:reasons:" + std::to_string(p), words);
      }
      ImGui::Unindent();
    } else {
      ImGui::Indent();
      ImGui::TextDisabled("no Equation presented");
      ImGui::Unindent();
    }
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  if (TrackedButton(layout, "results:close", "Continue (Enter)", 0.f, button) ||
      ShortcutPressed(SDL_SCANCODE_RETURN) || ShortcutPressed(SDL_SCANCODE_KP_ENTER) ||
      ShortcutPressed(SDL_SCANCODE_ESCAPE))
    open = false;
  if (footer) {
    ImGui::SameLine();
    footer();
  }
  ImGui::End();
  if (beside) {
    ImGui::SetNextWindowPos(beside_pos);
    ImGui::SetNextWindowSize(beside_size);
    ImGui::Begin("Explanation", nullptr,
                 ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoSavedSettings);
    layout.Set("explanation", Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
                                   ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
    beside();
    ImGui::End();
  }
  return open;
}

}  // namespace equations::ui
