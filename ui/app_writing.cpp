// The Equation being typed survives a reload: it is saved with the history length it belongs
// to, and restored only while the match has not moved on.
#include "core/base/json.h"
#include "ui/app.h"
#include "ui/narration.h"
#include "ui/plain_words.h"
#include "ui/platform.h"
#include "ui/variation_words.h"

namespace equations::ui {

namespace {

constexpr const char* kWritingKey = "equations.writing";

}  // namespace

void App::SaveWriting() {
  // The Equation being typed, with the history length it belongs to: a reload while writing
  // returns to the keypad with the text (a later action makes it stale, and it is dropped).
  std::string text;
  if (match_ && writing_.writer >= 0 && !writing_.handed_in) {
    Json saved = Json::MakeObject();
    saved.Set("history", static_cast<std::int64_t>(match_->history().size()));
    saved.Set("writer", writing_.writer);
    saved.Set("revealed", writing_.revealed);
    saved.Set("text", writing_.text);
    text = WriteJson(saved);
  }
  if (text == saved_writing_) return;
  Save(kWritingKey, text);
  saved_writing_ = text;
}

void App::RestoreWriting() {
  const std::string saved = LoadSaved(kWritingKey);
  if (saved.empty() || !match_) return;
  auto parsed = ParseJson(saved);
  if (!parsed || !parsed->IsObject()) return;
  const Json* history = parsed->Find("history");
  const Json* writer = parsed->Find("writer");
  const Json* revealed = parsed->Find("revealed");
  const Json* text = parsed->Find("text");
  if (!history || !history->IsInteger() || !writer || !writer->IsInteger() || !revealed ||
      !revealed->IsBool() || !text || !text->IsString())
    return;
  if (history->AsInteger() != static_cast<std::int64_t>(match_->history().size()) ||
      writer->AsInteger() < 0 || writer->AsInteger() >= match_->players())
    return;
  writing_ = WritingState{};
  writing_.writer = static_cast<int>(writer->AsInteger());
  writing_.revealed = revealed->AsBool();
  writing_.text = text->AsString();
  saved_writing_ = saved;
}

}  // namespace equations::ui

namespace equations::ui {

void App::AnnounceWriting() {
  if (writing_.writer < 0) {
    announced_writing_.clear();
    announced_typed_.clear();
    return;
  }
  const std::string name = setup_.Name(writing_.writer);
  std::string stage, said;
  if (!writing_.revealed) {
    stage = "pass";
    said = "Writing screen: pass the device to " + name +
           "; everyone else, please look away. Enter: I am " + name + ", show me. Escape: not now.";
  } else if (writing_.handed_in) {
    stage = "handed in";
    said = name + "'s Equation is handed in: " +
           (writing_.text.empty() ? std::string("nothing") : ReadableMarks(writing_.text)) +
           ". Pass the device back; Enter: done.";
  } else if (!writing_.question.empty()) {
    stage = "question " + writing_.question;
    said = "Not ready yet: " + Plain(writing_.question).words +
           " Y presents it as it is; Enter or Escape goes back to it.";
  } else {
    stage = "keypad";
    said = name + " writes an Equation. " + WritingHint(writing_.writer) +
           " Type it, then Enter presents it" +
           (writing_.text.empty() ? std::string(".")
                                  : ". Typed so far: " + ReadableMarks(writing_.text) + ".");
  }
  if (stage != announced_writing_) {
    // A new screen is said whole; what is typed is said from here on.
    if (stage != "keypad" || announced_writing_.rfind("question", 0) != 0) Announce(said);
    announced_writing_ = stage;
    announced_typed_ = writing_.text;
    return;
  }
  if (stage != "keypad" || writing_.text == announced_typed_) return;
  const std::string& before = announced_typed_;
  const std::string& now = writing_.text;
  // A mark is said once it is closed: "<sw>" as "sideways", not letter by letter.
  const size_t open = now.rfind('<');
  if (open != std::string::npos && now.find('>', open) == std::string::npos &&
      now.size() > before.size())
    return;
  if (now.size() > before.size() && now.compare(0, before.size(), before) == 0)
    Announce(SignWords(now.substr(before.size())));
  else if (before.size() > now.size() && before.compare(0, now.size(), now) == 0)
    Announce("deleted " + SignWords(before.substr(now.size())));
  else
    Announce("Equation: " + ReadableMarks(now));
  announced_typed_ = now;
}

void App::AnnounceSelection(const Mat& mat) {
  if (mat_view_.selected == announced_pick_) return;
  announced_pick_ = mat_view_.selected;
  if (!announced_pick_) return;
  const CubePlace& at = *announced_pick_;
  std::string cube;
  if (at.section == Section::Goal) {
    if (at.index < 0 || at.index >= static_cast<int>(mat.goal.size())) return;
    const GoalCube& goal = mat.goal[at.index];
    cube = CubeInWords(goal.cube) + (goal.sideways ? " sideways" : "") +
           (goal.upside_down ? " upside-down" : "") + ", Goal cube " + std::to_string(at.index + 1);
  } else {
    const std::vector<Cube>& cubes = mat.CubesIn(at.section);
    if (at.index < 0 || at.index >= static_cast<int>(cubes.size())) return;
    cube = CubeInWords(cubes[at.index]) + " in " + SectionName(at.section);
  }
  Announce("Picked " + cube +
           ". R, P or F sends it to Required, Permitted or Forbidden, G to "
           "the Goal; the arrows pick another; Escape puts it down.");
}

}  // namespace equations::ui
