#include "core/match/action.h"

#include <array>
#include <cstdlib>

namespace equations {
namespace {

struct KindName {
  ActionKind kind;
  const char* name;
};
constexpr std::array<KindName, 26> kKindNames = {{
    {ActionKind::RollOff, "rolloff"},         {ActionKind::Roll, "roll"},
    {ActionKind::SelectVariation, "select"},  {ActionKind::EndSelection, "end-selection"},
    {ActionKind::PointOutPick, "point-out"},  {ActionKind::Bonus, "bonus"},
    {ActionKind::MoveCube, "move"},           {ActionKind::PlaceGoalCube, "goalcube"},
    {ActionKind::ArrangeGoal, "arrange"},     {ActionKind::SetGoalGap, "gap"},
    {ActionKind::ReturnGoalCube, "return"},   {ActionKind::TurnGoalCube, "turn"},
    {ActionKind::DeclareGoal, "goal"},        {ActionKind::DeclareNoGoal, "nogoal"},
    {ActionKind::AgreeNoGoal, "agree"},       {ActionKind::Challenge, "challenge"},
    {ActionKind::PickUpBlock, "block"},       {ActionKind::Side, "side"},
    {ActionKind::PresentEquation, "present"}, {ActionKind::DeclineToPresent, "decline"},
    {ActionKind::CallTime, "time"},           {ActionKind::CallStop, "stop"},
    {ActionKind::TimeExpired, "expired"},     {ActionKind::Absent, "absent"},
    {ActionKind::Arrive, "arrive"},           {ActionKind::JudgePenalty, "penalty"},
}};

const char* KindText(ActionKind kind) {
  for (const KindName& k : kKindNames)
    if (k.kind == kind) return k.name;
  return "?";
}

std::string SectionKey(Section section) {
  std::string name = SectionName(section);
  for (char& c : name) c = static_cast<char>(c | 0x20);  // ASCII lower case
  return name;
}

std::string Quote(const std::string& text) {
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') quoted += '\\';
    quoted += c;
  }
  return quoted + '"';
}

// Splits a line into words; a word in double quotes may contain spaces and \" \\ escapes.
Expected<std::vector<std::string>, std::string> Words(std::string_view text) {
  std::vector<std::string> words;
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    std::string word;
    if (text[i] == '"') {
      ++i;
      bool closed = false;
      while (i < text.size()) {
        char c = text[i++];
        if (c == '\\' && i < text.size()) {
          word += text[i++];
        } else if (c == '"') {
          closed = true;
          break;
        } else {
          word += c;
        }
      }
      if (!closed) return MakeUnexpected(std::string("unterminated quoted text"));
    } else {
      while (i < text.size() && text[i] != ' ') word += text[i++];
    }
    words.push_back(word);
  }
  return words;
}

bool ParseInt(const std::string& word, long long& value) {
  if (word.empty()) return false;
  char* end = nullptr;
  value = std::strtoll(word.c_str(), &end, 10);
  return end == word.c_str() + word.size();
}

// The placement of a turned Goal cube: "sideways", "upside-down", "upright" (or both, which the
// match refuses, written so that it reads back).
std::string PlacementKey(const Action& action) {
  if (action.sideways && action.upside_down) return "sideways,upside-down";
  if (action.sideways) return "sideways";
  if (action.upside_down) return "upside-down";
  return "upright";
}

}  // namespace

std::string ActionText(const Action& action) {
  std::string text;
  if (action.player != kNoPlayer) text = "p" + std::to_string(action.player) + " ";
  text += KindText(action.kind);
  switch (action.kind) {
    case ActionKind::RollOff:
    case ActionKind::Roll:
      for (Symbol s : action.faces) text += " " + std::string(SymbolText(s));
      break;
    case ActionKind::MoveCube:
      text += " " + std::to_string(action.cube) + " " + SectionKey(action.section);
      break;
    case ActionKind::PlaceGoalCube:
    case ActionKind::SetGoalGap:
      text += " " + std::to_string(action.cube) + (action.gap_before ? " gap" : " nogap");
      break;
    case ActionKind::ArrangeGoal:
      text += " " + std::to_string(action.cube) + " " + std::to_string(action.target);
      break;
    case ActionKind::ReturnGoalCube:
      text += " " + std::to_string(action.cube);
      break;
    case ActionKind::SelectVariation:
      text += " " + std::string(NameOf(kVariations, action.variation.kind));
      if (FactsOf(action.variation.kind).blank != VariationBlank::None)
        text += " " + ParameterText(action.variation);
      break;
    case ActionKind::TurnGoalCube:
      text += " " + std::to_string(action.cube) + " " + PlacementKey(action);
      break;
    case ActionKind::Challenge:
      text += " " + std::string(ChallengeKey(action.challenge));
      if (!action.simultaneous.empty()) {
        text += " with";
        for (int other : action.simultaneous) text += " " + std::to_string(other);
      }
      break;
    case ActionKind::Side:
      text += action.with_challenger ? " challenger" : " mover";
      break;
    case ActionKind::PresentEquation:
      text += " " + Quote(action.equation);
      break;
    case ActionKind::DeclareGoal:  // "p0 goal", or with a declaration "p0 goal \"4-(2+1)\""
      if (!action.declaration.empty()) text += " " + Quote(action.declaration);
      break;
    default:
      break;
  }
  if (action.at_ms >= 0) text += " @" + std::to_string(action.at_ms);
  return text;
}

Expected<Action, std::string> ParseAction(std::string_view text) {
  auto words_or = Words(text);
  if (!words_or) return MakeUnexpected(words_or.error());
  std::vector<std::string> words = std::move(words_or).value();
  Action action;
  size_t at = 0;
  auto fail = [&](const std::string& why) {
    return MakeUnexpected("cannot read action \"" + std::string(text) + "\": " + why);
  };
  if (!words.empty() && words.back().size() > 1 && words.back()[0] == '@') {
    long long ms = 0;
    if (!ParseInt(words.back().substr(1), ms) || ms < 0) return fail("bad time");
    action.at_ms = ms;
    words.pop_back();
  }
  if (at < words.size() && words[at].size() > 1 && words[at][0] == 'p') {
    long long player = 0;
    if (ParseInt(words[at].substr(1), player) && player >= 0 && player < 100) {
      action.player = static_cast<int>(player);
      ++at;
    }
  }
  if (at >= words.size()) return fail("no action");
  bool known = false;
  for (const KindName& k : kKindNames)
    if (words[at] == k.name) {
      action.kind = k.kind;
      known = true;
    }
  if (!known) return fail("unknown action \"" + words[at] + "\"");
  ++at;
  const size_t rest = words.size() - at;
  auto number = [&](size_t i, int& out) {
    long long v = 0;
    if (i >= words.size() || !ParseInt(words[i], v) || v < 0 || v > 1000) return false;
    out = static_cast<int>(v);
    return true;
  };
  switch (action.kind) {
    case ActionKind::RollOff:
    case ActionKind::Roll:
      for (size_t i = at; i < words.size(); ++i) {
        auto symbol = ParseSymbol(words[i]);
        if (!symbol) return fail("unknown face \"" + words[i] + "\"");
        action.faces.push_back(*symbol);
      }
      return action;
    case ActionKind::MoveCube: {
      if (rest != 2 || !number(at, action.cube)) return fail("expected a cube and a section");
      for (Section s : {Section::Required, Section::Permitted, Section::Forbidden})
        if (words[at + 1] == SectionKey(s)) {
          action.section = s;
          return action;
        }
      return fail("expected required, permitted or forbidden");
    }
    case ActionKind::PlaceGoalCube:
    case ActionKind::SetGoalGap:
      if (rest != 2 || !number(at, action.cube) ||
          (words[at + 1] != "gap" && words[at + 1] != "nogap"))
        return fail("expected a cube and gap or nogap");
      action.gap_before = words[at + 1] == "gap";
      return action;
    case ActionKind::ArrangeGoal:
      if (rest != 2 || !number(at, action.cube) || !number(at + 1, action.target))
        return fail("expected two Goal places");
      return action;
    case ActionKind::ReturnGoalCube:
      if (rest != 1 || !number(at, action.cube)) return fail("expected a Goal place");
      return action;
    case ActionKind::SelectVariation: {
      if (rest != 1 && rest != 2) return fail("expected a variation and its blank, if any");
      auto variation = ParseVariation(words[at], rest == 2 ? words[at + 1] : "");
      if (!variation) return fail(variation.error());
      action.variation = *variation;
      return action;
    }
    case ActionKind::TurnGoalCube: {
      if (rest != 2 || !number(at, action.cube))
        return fail("expected a Goal place and sideways, upside-down or upright");
      const std::string& placement = words[at + 1];
      action.sideways = placement == "sideways" || placement == "sideways,upside-down";
      action.upside_down = placement == "upside-down" || placement == "sideways,upside-down";
      if (!action.sideways && !action.upside_down && placement != "upright")
        return fail("expected sideways, upside-down or upright");
      return action;
    }
    case ActionKind::Challenge: {
      if (rest != 1 && (rest < 3 || words[at + 1] != "with"))
        return fail("expected now, impossible or nogoal, then \"with\" and players, if any");
      auto challenge = ParseChallengeKey(words[at]);
      if (!challenge) return fail(challenge.error());
      action.challenge = *challenge;
      for (size_t i = at + 2; i < words.size(); ++i) {
        int other = 0;
        if (!number(i, other) || other >= 100) return fail("expected a player number");
        action.simultaneous.push_back(other);
      }
      return action;
    }
    case ActionKind::Side:
      if (rest != 1 || (words[at] != "challenger" && words[at] != "mover"))
        return fail("expected challenger or mover");
      action.with_challenger = words[at] == "challenger";
      return action;
    case ActionKind::PresentEquation:
      if (rest != 1) return fail("expected the Equation in quotes");
      action.equation = words[at];
      return action;
    case ActionKind::DeclareGoal:
      if (rest > 1 || (rest == 1 && words[at].empty()))
        return fail("expected nothing, or the declared grouping in quotes");
      if (rest == 1) action.declaration = words[at];
      return action;
    default:
      if (rest != 0) return fail("unexpected words after the action");
      return action;
  }
}

Action MoveAction(int player, int cube, Section section) {
  Action action = SimpleAction(ActionKind::MoveCube, player);
  action.cube = cube;
  action.section = section;
  return action;
}

Action ChallengeAction(int player, Challenge challenge) {
  Action action = SimpleAction(ActionKind::Challenge, player);
  action.challenge = challenge;
  return action;
}

Action SimultaneousChallengeAction(int player, std::vector<int> others, Challenge challenge) {
  Action action = ChallengeAction(player, challenge);
  action.simultaneous = std::move(others);
  return action;
}

bool IsTableEvent(ActionKind kind) {
  return kind == ActionKind::Absent || kind == ActionKind::Arrive ||
         kind == ActionKind::JudgePenalty;
}

Action PresentAction(int player, std::string equation) {
  Action action = SimpleAction(ActionKind::PresentEquation, player);
  action.equation = std::move(equation);
  return action;
}

Action DeclareGoalAction(int player, std::string declaration) {
  Action action = SimpleAction(ActionKind::DeclareGoal, player);
  action.declaration = std::move(declaration);
  return action;
}

Action DeclineAction(int player) {
  return SimpleAction(ActionKind::DeclineToPresent, player);
}

Action SelectAction(int player, Variation variation) {
  Action action = SimpleAction(ActionKind::SelectVariation, player);
  action.variation = variation;
  return action;
}

Action TurnGoalCubeAction(int player, int cube, bool sideways, bool upside_down) {
  Action action = SimpleAction(ActionKind::TurnGoalCube, player);
  action.cube = cube;
  action.sideways = sideways;
  action.upside_down = upside_down;
  return action;
}

Action SimpleAction(ActionKind kind, int player) {
  Action action;
  action.kind = kind;
  action.player = player;
  return action;
}

}  // namespace equations
