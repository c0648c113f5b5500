// Helpers for the tests of a match (game_test, game_challenge_test, game_time_test): stacked rolls,
// quick Goals, and a stand-in Equation judge (correct iff the Equation is the word "right") so
// that the tests follow the procedure, not the arithmetic.
#pragma once

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "core/match/game.h"

namespace equations::game_test {

inline Judgment TestJudge(const RuleSet&, const Mat&, Challenge, std::string_view equation) {
  if (equation == "right") return Judgment{true, {}};
  return Judgment{false, {"not right"}};
}

struct UseTestJudge {
  UseTestJudge() { SetEquationJudgeForTesting(&TestJudge); }
  ~UseTestJudge() { SetEquationJudgeForTesting(nullptr); }
};

inline RuleSet Rules(const char* name, const char* division) {
  return FindRuleSet(name, division).value();
}

inline std::vector<Symbol> Faces(const std::string& text) {
  std::vector<Symbol> faces;
  std::istringstream in(text);
  std::string word;
  while (in >> word) faces.push_back(ParseSymbol(word).value());
  return faces;
}

// Returns a roll: the faces of the red, blue, green and black cubes in that order.
inline Action RollOf(const std::string& red, const std::string& blue, const std::string& green,
                     const std::string& black) {
  Action roll = SimpleAction(ActionKind::Roll);
  for (const std::string* colour : {&red, &blue, &green, &black})
    for (Symbol s : Faces(*colour)) roll.faces.push_back(s);
  return roll;
}

// A usual roll for 24 cubes.
inline Action StandardRoll() {
  return RollOf("0 1 2 3 + -", "0 1 2 3 x ÷", "4 5 6 ^ x -", "7 8 9 √ + ÷");
}

// An ACC roll for 20 cubes.
inline Action AccRoll() {
  return RollOf("1 2 3 + -", "0 1 2 x ÷", "4 5 6 x -", "7 8 9 + ÷");
}

inline Match NewMatch(const RuleSet& rules, int players, int max_shakes = 0) {
  MatchConfig config;
  config.players = players;
  config.seed = 7;
  config.max_shakes = max_shakes;
  return Match::Create(rules, config).value();
}

inline void Ok(Match& match, const Action& action) {
  auto error = match.Apply(action);
  INFO(ActionText(action));
  REQUIRE_MESSAGE(!error, (error ? error->message : std::string()));
}

inline std::string Refused(Match& match, const Action& action) {
  const Match before = match;
  auto error = match.Apply(action);
  if (!error) return "(applied)";
  CHECK(match == before);  // a refused action changes nothing
  return error->message;
}

// Returns the index in Resources of the first cube "colour face", e.g. "red 3".
inline int CubeIndex(const Match& match, const std::string& text) {
  const size_t space = text.find(' ');
  const Color color = ParseColor(text.substr(0, space)).value();
  const Symbol face = ParseSymbol(text.substr(space + 1)).value();
  const auto& resources = match.shake().mat.resources;
  for (size_t i = 0; i < resources.size(); ++i)
    if (resources[i] == Cube{color, face}) return static_cast<int>(i);
  FAIL("no cube " << text << " in Resources");
  return -1;
}

inline Action Place(const Match& match, const std::string& cube, bool gap = false) {
  Action action = SimpleAction(ActionKind::PlaceGoalCube, match.shake().goal_setter);
  action.cube = CubeIndex(match, cube);
  action.gap_before = gap;
  return action;
}

inline Action Move(const Match& match, const std::string& cube, Section section) {
  return MoveAction(match.shake().to_move, CubeIndex(match, cube), section);
}

// Rolls for first so that `first` sets the first Goal (AGLOA I-D), then rolls the cubes.
inline void StartAt(Match& match, int first, const Action& roll = StandardRoll()) {
  if (match.phase() == Phase::RollOff) {
    Action off = SimpleAction(ActionKind::RollOff);
    for (int p = 0; p < match.players(); ++p)
      off.faces.push_back(p == first ? Symbol::Digit3 : Symbol::Digit1);
    Ok(match, off);
  }
  REQUIRE(match.goal_setter() == first);
  Ok(match, roll);
}

// Sets the Goal 2+3 (red 2, red +, red 3) and says "Goal".
inline void SetGoal23(Match& match) {
  Ok(match, Place(match, "red 2"));
  Ok(match, Place(match, "red +"));
  Ok(match, Place(match, "red 3"));
  Ok(match, SimpleAction(ActionKind::DeclareGoal, match.shake().goal_setter));
}

}  // namespace equations::game_test
