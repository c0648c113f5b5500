// The Equation being typed survives a reload: it is saved with the history length it belongs
// to, and restored only while the match has not moved on.
#include "core/base/json.h"
#include "ui/app.h"
#include "ui/platform.h"

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
