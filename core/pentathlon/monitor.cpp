#include "core/pentathlon/monitor.h"

namespace equations::pentathlon {
namespace {

bool ReadNumber(std::string_view digits, std::int64_t& value) {
  if (digits.empty() || digits.size() > 15) return false;
  value = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  return true;
}

}  // namespace

std::string ActionText(const Action& action) {
  std::string text = action.player >= 0 ? "p" + std::to_string(action.player) + " " : "";
  text += action.verb;
  for (const std::string& word : action.words) text += " " + word;
  if (!action.text.empty()) {
    text += " \"";
    for (char c : action.text)
      text += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
    text += "\"";
  }
  return text + " @" + std::to_string(action.at_ms);
}

Expected<Action, std::string> ParseAction(std::string_view text, std::int64_t clock_ms) {
  auto fail = [&](const std::string& why) {
    return MakeUnexpected("cannot read action \"" + std::string(text) + "\": " + why);
  };
  Action action;
  action.at_ms = clock_ms;
  std::size_t i = 0;
  bool first = true;
  bool timed = false;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    if (timed) return fail("nothing may follow the time");
    if (text[i] == '"') {
      if (action.verb.empty() || !action.text.empty()) return fail("a quoted text out of place");
      bool closed = false;
      for (++i; i < text.size() && !closed; ++i) {
        if (text[i] == '\\' && i + 1 < text.size())
          action.text += text[++i];
        else if (text[i] == '"')
          closed = true;
        else
          action.text += text[i];
      }
      if (!closed) return fail("the quoted text has no closing quote");
      if (action.text.empty()) return fail("the quoted text is empty");
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    const std::string_view word = text.substr(start, i - start);
    std::int64_t value = 0;
    if (word[0] == '@') {
      if (!ReadNumber(word.substr(1), value)) return fail("the time must be @ and milliseconds");
      action.at_ms = value;
      timed = true;
    } else if (first && word.size() > 1 && word[0] == 'p' && word[1] >= '0' && word[1] <= '9') {
      if (!ReadNumber(word.substr(1), value) || value > 1) return fail("the player is p0 or p1");
      action.player = static_cast<int>(value);
    } else if (action.verb.empty()) {
      for (char c : word)
        if (c < 'a' || c > 'z')
          if (c != '-') return fail("the action's name is lower-case words");
      action.verb = std::string(word);
    } else {
      if (!action.text.empty()) return fail("a word after the quoted text");
      action.words.emplace_back(word);
    }
    first = false;
  }
  if (action.verb.empty()) return fail("it names no action");
  if (action.at_ms < clock_ms)
    return fail("its time @" + std::to_string(action.at_ms) + " is before the clock's @" +
                std::to_string(clock_ms));
  return action;
}

const char* RulingName(Ruling ruling) {
  switch (ruling) {
    case Ruling::Correct:
      return "C";
    case Ruling::Incorrect:
      return "I";
    case Ruling::Inappropriate:
      return "IA";
  }
  return "";
}

std::vector<int> TournamentPoints(const std::optional<Outcome>& outcome) {
  if (!outcome) return {0, 0};
  if (outcome->winner < 0) return {2, 2};
  return outcome->winner == 0 ? std::vector<int>{3, 1} : std::vector<int>{1, 3};
}

Json ScoreCard(const std::optional<Outcome>& outcome) {
  if (!outcome) return Json();
  Json card = Json::MakeObject();
  card.Set("winner", outcome->winner);
  card.Set("tie", outcome->winner < 0);
  card.Set("reason", outcome->reason);
  Json points = Json::MakeArray();
  for (int value : TournamentPoints(outcome)) points.Push(value);
  card.Set("tournament_points", std::move(points));
  card.Set("scoring", "win 3, tie 2, loss 1");
  return card;
}

void Monitor::StartTurn(int player, std::int64_t at_ms) {
  flag_card_ = player;
  turn_started_ms_ = at_ms;
  reminded_ = false;
  answering_ = false;
  if (started_ms_ < 0) started_ms_ = at_ms;
}

void Monitor::StartAnswer(std::int64_t at_ms) {
  turn_started_ms_ = at_ms;
  reminded_ = true;
  answering_ = true;
}

std::int64_t Monitor::DueMs() const {
  std::int64_t due = -1;
  auto earliest = [&due](std::int64_t at) {
    if (due < 0 || at < due) due = at;
  };
  if (flag_card_ >= 0 && turn_started_ms_ >= 0)
    earliest(turn_started_ms_ +
             (answering_ ? kImmediatelyMs : kTurnMs + (reminded_ ? kImmediatelyMs : 0)));
  if (minutes_ > 0 && started_ms_ >= 0 && !time_called_) earliest(started_ms_ + minutes_ * 60000LL);
  return due;
}

Monitor::Tick Monitor::Advance(std::int64_t at_ms) {
  const std::int64_t due = DueMs();
  // An action at the very moment a limit runs out is still in time.
  if (due < 0 || at_ms <= due) {
    clock_ms_ = std::max(clock_ms_, at_ms);
    return Tick::None;
  }
  clock_ms_ = std::max(clock_ms_, due);
  if (minutes_ > 0 && !time_called_ && due == started_ms_ + minutes_ * 60000LL) {
    time_called_ = true;
    return Tick::TimeCalled;
  }
  if (!reminded_) {
    reminded_ = true;
    if (++violations_[flag_card_] >= kViolationsToForfeit) return Tick::ForfeitGame;
    return Tick::Reminder;
  }
  return Tick::ForfeitTurn;
}

bool Monitor::Record(int player, Ruling ruling) {
  challenges_[player].push_back(RulingName(ruling));
  int against = 0;
  for (const std::string& mark : challenges_[player]) against += mark != "C";
  return ruling != Ruling::Correct && against >= kChallengesToLose;
}

Json Monitor::ToJson() const {
  Json json = Json::MakeObject();
  json.Set("flag_card", flag_card_);
  json.Set("clock_ms", clock_ms_);
  json.Set("turn_started_ms", turn_started_ms_);
  json.Set("reminded", reminded_);
  json.Set("answering", answering_);
  json.Set("due_ms", DueMs());
  json.Set("minutes", minutes_);
  json.Set("time_called", time_called_);
  Json challenges = Json::MakeArray();
  Json violations = Json::MakeArray();
  for (int player = 0; player < 2; ++player) {
    Json marks = Json::MakeArray();
    for (const std::string& mark : challenges_[player]) marks.Push(mark);
    challenges.Push(std::move(marks));
    violations.Push(violations_[player]);
  }
  json.Set("challenges", std::move(challenges));
  json.Set("violations", std::move(violations));
  return json;
}

Json IntegersJson(std::span<const int> values) {
  Json list = Json::MakeArray();
  for (int value : values) list.Push(value);
  return list;
}

Json TextsJson(std::span<const std::string> texts) {
  Json list = Json::MakeArray();
  for (const std::string& text : texts) list.Push(text);
  return list;
}

}  // namespace equations::pentathlon
