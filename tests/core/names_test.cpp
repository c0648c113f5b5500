// Enum names read both ways from one table (core/base/names.h): every value has a name that
// parses back to it, and the names are the words requests and saved games use.
#include <doctest/doctest.h>

#include "core/ai/ai.h"
#include "core/base/names.h"
#include "core/match/game.h"
#include "core/rules/cube.h"
#include "core/rules/rules.h"

using namespace equations;

TEST_CASE("each enum's names parse back to their values") {
  for (Color color : kColors) CHECK(ParseColor(ColorName(color)) == color);
  CHECK_FALSE(ParseColor("purple"));
  for (Challenge c : {Challenge::Now, Challenge::Impossible, Challenge::NoGoal, Challenge::ForceOut,
                      Challenge::Cleanup}) {
    auto parsed = ParseChallengeKey(ChallengeKey(c));
    REQUIRE(parsed);
    CHECK(*parsed == c);
  }
  CHECK(ParseChallengeKey("later").error() ==
        "unknown challenge \"later\"; expected \"now\", \"impossible\", \"nogoal\", \"forceout\" "
        "or \"cleanup\"");
  for (Phase p :
       {Phase::RollOff, Phase::Rolling, Phase::SettingGoal, Phase::NoGoalDeclared, Phase::Moving,
        Phase::Challenged, Phase::LastCube, Phase::ForceOut, Phase::Cleanup, Phase::MatchOver})
    CHECK(ParsePhaseName(PhaseName(p)) == p);
  for (ShakeEnd e : {ShakeEnd::Challenge, ShakeEnd::LastCube, ShakeEnd::EndOfRound,
                     ShakeEnd::NoGoalAgreed, ShakeEnd::Void})
    CHECK(ParseShakeEndName(ShakeEndName(e)) == e);
  for (AiLevel level : kAiLevels) CHECK(ParseAiLevel(AiLevelName(level)) == level);
}

TEST_CASE("QuotedNames lists a table's names for an error message") {
  constexpr NameTable<Color, 2> kTwo = {{{Color::Red, "red"}, {Color::Blue, "blue"}}};
  CHECK(QuotedNames(kTwo) == "\"red\" or \"blue\"");
  CHECK(NameOf(kTwo, Color::Green) == "?");
}
