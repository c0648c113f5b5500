#include "core/rules/rules.h"

#include <doctest/doctest.h>

using namespace equations;

TEST_CASE(
    "agloa rule sets use 24 cubes, six-cube Goals of two-digit numerals and no order of "
    "operations") {
  for (const char* division : {"elementary", "middle", "junior", "senior"}) {
    CAPTURE(division);
    auto rules = FindRuleSet("agloa", division);
    REQUIRE(rules);
    CHECK(rules->CubeCount() == 24);
    CHECK(rules->goal_max_cubes == 6);
    CHECK(rules->goal_numeral_max_digits == 2);
    CHECK(rules->goal_grouping == Grouping::AnyGrouping);
    CHECK(rules->solution_grouping == Grouping::AnyGrouping);
    CHECK(rules->bonus_forbidden_while_leading);
    CHECK(rules->ChallengeName(Challenge::Now) == "Now");
    CHECK(rules->ChallengeName(Challenge::Impossible) == "Impossible");
    CHECK(rules->max_players == 3);
    CHECK(rules->scoring.challenger_correct == 6);
    CHECK(rules->time.first_move == 120);
    CHECK(rules->time.move == 60);
  }
}

TEST_CASE("only agloa Elementary restricts powers and roots to whole numbers") {
  CHECK(FindRuleSet("agloa", "elementary")->whole_number_powers_and_roots);
  CHECK_FALSE(FindRuleSet("agloa", "middle")->whole_number_powers_and_roots);
  CHECK_FALSE(FindRuleSet("agloa", "senior")->whole_number_powers_and_roots);
}

TEST_CASE("acc uses 20 cubes, five-cube integer Goals without leading zeros, and flub names") {
  auto rules = FindRuleSet("acc", "5");
  REQUIRE(rules);
  CHECK(rules->CubeCount() == 20);
  CHECK(rules->goal_max_cubes == 5);
  CHECK(rules->goal_numeral_max_digits == 3);
  CHECK_FALSE(rules->goal_leading_zeros);
  CHECK(rules->goal_must_be_integer);
  CHECK_FALSE(rules->goal_must_be_non_negative);
  CHECK(rules->root_index_required);
  CHECK(rules->goal_grouping == Grouping::OrderOfOperations);
  CHECK(rules->solution_grouping == Grouping::OrderOfOperations);
  CHECK(rules->rerolled_faces.empty());
  CHECK(rules->ChallengeName(Challenge::Now) == "A-flub");
  CHECK(rules->ChallengeName(Challenge::Impossible) == "P-flub");
  CHECK(rules->ChallengeName(Challenge::NoGoal) == "No-Goal flub");
  CHECK(rules->max_players == 5);
  CHECK(rules->match_scoring == MatchScoring::AveragePerGame);
  CHECK(rules->last_cube == LastCubeProcedure::ForceOut);
  CHECK(rules->written_goal_may_be_value);
  CHECK_FALSE(FindRuleSet("agloa", "middle")->written_goal_may_be_value);
}

TEST_CASE("acc grade 3 rerolls ^ and √ and allows no fractions and no negative Goal") {
  auto rules = FindRuleSet("acc", "3");
  REQUIRE(rules);
  CHECK(rules->rerolled_faces == std::vector<Symbol>{Symbol::Power, Symbol::Root});
  CHECK_FALSE(rules->powers_and_roots_allowed);
  CHECK_FALSE(rules->fractions_allowed);
  CHECK(rules->goal_must_be_non_negative);
}

TEST_CASE("acc seventh and eighth grades play as one division however it is written") {
  for (const char* division : {"7", "8", "7-8", "grade 8", "Grade 7"}) {
    CAPTURE(division);
    auto rules = FindRuleSet("acc", division);
    REQUIRE(rules);
    CHECK(rules->division == "7-8");
  }
}

TEST_CASE(
    "mlag Minor and Elementary restrict powers and roots; every mlag division uses order "
    "of operations and three-digit Goal numerals") {
  CHECK(FindRuleSet("mlag", "minor")->whole_number_powers_and_roots);
  CHECK(FindRuleSet("mlag", "elementary")->whole_number_powers_and_roots);
  auto senior = FindRuleSet("mlag", "senior");
  REQUIRE(senior);
  CHECK_FALSE(senior->whole_number_powers_and_roots);
  CHECK(senior->goal_grouping == Grouping::OrderOfOperations);
  CHECK(senior->goal_numeral_max_digits == 3);
  CHECK(senior->CubeCount() == 24);
  CHECK_FALSE(senior->no_goal_allowed);
  CHECK(senior->siding == SidingRule::ThirdPartyJoins);
}

TEST_CASE("an unknown rule set or division is refused with the valid choices named") {
  auto none = FindRuleSet("chess", "senior");
  REQUIRE_FALSE(none);
  CHECK(none.error() == "unknown rule set \"chess\"; expected \"agloa\", \"acc\" or \"mlag\"");
  auto wrong = FindRuleSet("agloa", "minor");
  REQUIRE_FALSE(wrong);
  CHECK(wrong.error() ==
        "unknown division \"minor\" for agloa; expected \"elementary\", "
        "\"middle\", \"junior\" or \"senior\"");
  auto grade = FindRuleSet("acc", "9");
  REQUIRE_FALSE(grade);
  CHECK(grade.error().find("\"3\", \"4\", \"5\", \"6\" or \"7-8\"") != std::string::npos);
}

TEST_CASE("rule set names and divisions are read without regard to case") {
  auto rules = FindRuleSet("AGLOA", "Senior");
  REQUIRE(rules);
  CHECK(rules->name == RuleSetName::Agloa);
  CHECK(rules->division == "senior");
}

TEST_CASE("challenge keys round-trip and an unknown key names the valid ones") {
  for (Challenge c : {Challenge::Now, Challenge::Impossible, Challenge::NoGoal, Challenge::ForceOut,
                      Challenge::Cleanup})
    CHECK(*ParseChallengeKey(ChallengeKey(c)) == c);
  auto bad = ParseChallengeKey("never");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().find("\"impossible\"") != std::string::npos);
}

TEST_CASE(
    "a Force Out Equation uses every remaining Resources cube only where Force Out ends a "
    "shake") {
  for (const char* name : {"agloa", "acc", "mlag"})
    for (const std::string& division : DivisionsOf(name)) {
      auto rules = FindRuleSet(name, division);
      REQUIRE(rules);
      CAPTURE(name);
      CAPTURE(division);
      CHECK(rules->force_out_uses_every_resource ==
            (rules->last_cube == LastCubeProcedure::ForceOut));
    }
  CHECK(FindRuleSet("acc", "5")->force_out_uses_every_resource);
}

TEST_CASE("basic Equations has no Adventurous variations in effect") {
  auto rules = FindRuleSet("agloa", "junior");
  REQUIRE(rules);
  CHECK_FALSE(rules->adventurous.enabled);
  CHECK(rules->adventurous.always_in_effect.empty());
}

TEST_CASE("absent players, simultaneous challenges and judges' penalties differ by rule set") {
  const RuleSet agloa = FindRuleSet("agloa", "middle").value();
  const RuleSet acc = FindRuleSet("acc", "5").value();
  const RuleSet mlag = FindRuleSet("mlag", "junior").value();
  // AGLOA X-D: -2 for a shake missed; ACC crosses the boxes out (0); MLAG names nothing (0).
  CHECK(agloa.scoring.absent == -2);
  CHECK(acc.scoring.absent == 0);
  CHECK(mlag.scoring.absent == 0);
  // AGLOA VI-B "both are Challengers" (6 each); ACC "no Challenger", 1 each; MLAG: the flub ball.
  CHECK(agloa.simultaneous_challenges);
  CHECK(agloa.scoring.simultaneous_challenger_correct == agloa.scoring.challenger_correct);
  CHECK(acc.simultaneous_challenges);
  CHECK(acc.scoring.simultaneous_challenger_correct == 1);
  CHECK_FALSE(mlag.simultaneous_challenges);
  // AGLOA IX-C, IX-D; ACC "Sportsmanship"; MLAG none.
  CHECK(agloa.penalties.misconduct == 1);
  CHECK(acc.penalties.misconduct == 1);
  CHECK(mlag.penalties.misconduct == 0);
}

TEST_CASE(
    "ACC \"Use of Timer\": the \"egg timer\" in the set is the game kit's one-minute timer "
    "(AGLOA I-B-3, MLAG \"Materials\")") {
  auto rules = FindRuleSet("acc", "5");
  REQUIRE(rules);
  CHECK(rules->time.set_goal == 60);
  CHECK(rules->time.write_equation == 60);
  CHECK(rules->time.agree_no_goal == 60);
  CHECK(rules->time.move == 0);  // "Timers are used ONLY for these situations"
  CHECK(rules->solution_min_cubes == 1);
  CHECK(FindRuleSet("mlag", "senior")->penalties.invalid_challenge == 1);
}
