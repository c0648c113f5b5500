#include "ui/guide_view.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>
#include <string>

namespace equations::ui {

namespace {

struct Page {
  const char* title;
  const char* text;
};

// In the words of the rule books, made short: AGLOA I-IV (the cubes, the mat, the Goal), V (moves),
// VI (challenges), VII (Equations), VIII (scoring).
constexpr Page kPages[] = {
    {"The cubes and the mat",
     "Equations is played with cubes that show digits (0 to 9) and operations (+ - x ÷, ^ for "
     "power, √ for root). One player rolls them; they land in Resources.\n\nThe mat has a Goal "
     "line and three sections: Required (every cube there must be used), Permitted (may be used) "
     "and Forbidden (may not be used)."},
    {"Setting the Goal",
     "The Goal-setter moves a few cubes from Resources to the Goal line to make a number, such as "
     "2+3 or 14, then says Goal. A Goal must have a Solution: a way to reach it with the cubes "
     "left in Resources.\n\nIf no Goal can be made, the Goal-setter may say \"No Goal\"."},
    {"Taking turns",
     "Then each player in turn moves one cube from Resources to Required, Permitted or "
     "Forbidden. Try to keep a Solution possible while making it harder for the others.\n\nBonus: "
     "once a shake, a player may first move one cube to Forbidden and then make the usual move."},
    {"Challenges",
     "After a move, another player may challenge it:\n\"Now\": a Solution can be made right now "
     "with the cubes on the mat and at most one more from Resources.\n\"Impossible\": no Solution "
     "can be made any more.\n\nThe other players side with the Challenger or with the Mover."},
    {"Writing Equations and points",
     "After a challenge, the players who must write an Equation write Goal = Solution, for "
     "example 2+3 = 1+4, where the others cannot see it. The game checks each one and says in "
     "plain words why one is wrong.\n\nPoints go to the players who turn out right: the Challenger "
     "when the challenge was right, the Mover when it was wrong. The score sheet (S) shows every "
     "shake."},
    {"Variations (Adventurous Equations)",
     "AGLOA tournaments play Adventurous Equations. After the cubes are rolled, before the Goal "
     "is set, each player in turn picks a variation from the division's list (the sheet that "
     "opens over the mat). A variation changes the rules for this shake only: for example, a "
     "cube lying sideways means 1 over it, or ! means factorial. The Goal-setter picks first, "
     "then the players to the left; with two players the other player picks two.\n\n"
     "Each pick has 15 seconds, which begin when the minute for rolling is over: pick the "
     "variation you know, then its blank if it has one (a base, a number, a colour). In "
     "practice a pick that would be illegal is greyed out with its reason beside it; at a "
     "tournament the opponents point it out.\n\nComputer players know Basic Equations only: "
     "choose Play: Basic, or \"Play against the computer\" on the setup."},
    {"The keys",
     "Enter rolls, says Goal and continues. Each button shows its key: N Now, I Impossible, "
     "W Write, E No Equation, B Bonus. Arrows pick a cube; R, P, F and G send it to Required, "
     "Permitted, Forbidden or the Goal. K pauses the sand timer. D says the mat in words. "
     "S shows the score sheet. F1 opens this guide. In the teacher's demo (computer players "
     "only): J plays one of their actions while paused, minus and plus set their pace, V fills "
     "the screen."},
};
constexpr int kPageCount = static_cast<int>(sizeof kPages / sizeof kPages[0]);

}  // namespace

bool DrawGuide(int& page, float scale, Layout& layout, bool& start_coached) {
  page = std::clamp(page, 0, kPageCount - 1);
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 size(std::min(viewport->WorkSize.x - 20.f, 720.f * scale),
                    std::min(viewport->WorkSize.y - 20.f, 520.f * scale));
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f,
                                 viewport->WorkPos.y + viewport->WorkSize.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(size);
  ImGui::SetNextWindowFocus();
  ImGui::Begin("How to play", nullptr,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings);
  layout.Set("guide", Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
                           ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
  const Page& p = kPages[page];
  const float button = 48.f * scale;
  ImGui::BeginChild("guide:body", ImVec2(0.f, -(button + ImGui::GetStyle().ItemSpacing.y * 2.f)));
  ImGui::Text("%d of %d: %s", page + 1, kPageCount, p.title);
  ImGui::Separator();
  ImGui::PushTextWrapPos(0.f);
  ImGui::TextUnformatted(p.text);
  ImGui::PopTextWrapPos();
  layout.SetText("guide:text", std::string(p.title) + ". " + p.text);
  ImGui::EndChild();
  bool open = true;
  const bool left = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow));
  const bool right = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow));
  if (page > 0) {
    if (TrackedButton(layout, "guide:back", "Back (Left)", 0.f, button) || left) --page;
    ImGui::SameLine();
  }
  if (page + 1 < kPageCount) {
    if (TrackedButton(layout, "guide:next", "Next (Right)", 0.f, button) || right) ++page;
    ImGui::SameLine();
  }
  if (page + 1 == kPageCount) {
    if (TrackedButton(layout, "guide:coach", "Play a first match with a coach (Enter)", 0.f,
                      button) ||
        ShortcutPressed(SDL_SCANCODE_RETURN)) {
      start_coached = true;
      open = false;
    }
    HoverTip(layout, "You against a beginner computer player; a coach says what to do next");
    ImGui::SameLine();
  }
  if (TrackedButton(layout, "guide:close", "Close (Esc)", 0.f, button) ||
      ShortcutPressed(SDL_SCANCODE_ESCAPE))
    open = false;
  ImGui::End();
  return open;
}

}  // namespace equations::ui
