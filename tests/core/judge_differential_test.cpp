// The Basic checker and the Adventurous judge with no variations, on positions of random play
// (tests/core/judge_differential.h). Each position gets the solver's Now and Possible Equations
// and Equations made from them the way students slip: sides swapped, the Goal left ungrouped,
// the grouping symbols dropped, a digit changed, a cube added or left out, a stray character.
//
// EQUATIONS_JUDGE_POSITIONS=<positions per rule set> plays more (default 40).
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "core/base/random.h"
#include "core/judge/goal.h"
#include "core/judge/judge.h"
#include "core/language/evaluate.h"
#include "core/match/game.h"
#include "core/queries/solver_equations.h"
#include "core/rules/rules.h"
#include "tests/core/judge_differential.h"

using namespace equations;
using namespace equations::testing;

namespace {

int PositionsPerRuleSet() {
  const char* text = std::getenv("EQUATIONS_JUDGE_POSITIONS");
  if (text && std::atoi(text) > 0) return std::atoi(text);
  return 40;
}

// Mats in the moving phase with a legal Goal, from seeded random matches of random legal moves.
std::vector<Mat> Positions(const RuleSet& rules, int count, std::uint64_t seed) {
  std::vector<Mat> mats;
  Random random(seed);
  for (std::uint64_t game = 0; static_cast<int>(mats.size()) < count && game < 400; ++game) {
    MatchConfig config;
    config.players = 3;
    config.seed = seed * 7919 + game;
    config.max_shakes = 1;
    auto created = Match::Create(rules, config);
    if (!created) break;
    Match match = std::move(created).value();
    for (int step = 0; step < 2000 && !match.IsTerminal(); ++step) {
      std::vector<Action> actions;
      for (const Action& action : match.LegalActions())
        if (action.kind == ActionKind::MoveCube || action.kind == ActionKind::PlaceGoalCube ||
            action.kind == ActionKind::DeclareGoal || action.kind == ActionKind::Roll ||
            action.kind == ActionKind::RollOff)
          actions.push_back(action);
      if (actions.empty()) break;
      const Action action =
          actions[static_cast<std::size_t>(random.Below(static_cast<int>(actions.size())))];
      if (match.Apply(action)) break;
      if (match.phase() == Phase::Moving && action.kind == ActionKind::MoveCube &&
          random.Below(4) == 0 && ValidateGoal(rules, match.shake().mat.goal).legal) {
        mats.push_back(match.shake().mat);
        break;
      }
    }
  }
  return mats;
}

// Equations a student might write for a witness "Solution = Goal".
std::vector<std::string> Variants(const std::string& witness, const Mat& mat, Random& random) {
  std::vector<std::string> variants{witness};
  const std::size_t equals = witness.find('=');
  if (equals == std::string::npos) return variants;
  const std::string solution = witness.substr(0, equals - 1);
  const std::string goal = witness.substr(equals + 2);
  variants.push_back(goal + " = " + solution);
  variants.push_back(solution + " = " + GoalText(mat.goal));
  std::string bare;
  for (char c : solution)
    if (c != '(' && c != ')') bare += c;
  variants.push_back(bare + " = " + goal);
  std::string changed = solution;
  for (char& c : changed)
    if (c >= '0' && c <= '9') {
      c = static_cast<char>('0' + (c - '0' + 1 + random.Below(8)) % 10);
      break;
    }
  variants.push_back(changed + " = " + goal);
  variants.push_back("(" + solution + ")+1 = " + goal);
  variants.push_back(solution + "x = " + goal);
  return variants;
}

}  // namespace

TEST_CASE("the Adventurous judge with no variations judges Basic Equations as the checker does") {
  const int per_rule_set = PositionsPerRuleSet();
  const std::pair<const char*, const char*> rule_sets[] = {
      {"agloa", "elementary"}, {"agloa", "middle"}, {"agloa", "senior"}, {"acc", "6"}, {"acc", "8"},
      {"mlag", "senior"}};
  Random random(29);
  int compared = 0;
  for (const auto& [name, division] : rule_sets) {
    const RuleSet rules = FindRuleSet(name, division).value();
    for (const Mat& mat : Positions(rules, per_rule_set, 1 + compared)) {
      for (SolverQuery query : {SolverQuery::Now, SolverQuery::Possible}) {
        EquationsSearch search(rules, mat, query);
        search.Run(200000);
        if (search.status() != SolveStatus::Found) continue;
        const Challenge challenge =
            query == SolverQuery::Now ? Challenge::Now : Challenge::Impossible;
        for (const std::string& equation : Variants(*search.Witness(), mat, random)) {
          const JudgeDifference difference = CompareJudges(rules, mat, challenge, equation);
          // The same verdict; the same reasons, but that an ambiguous Solution may be shown by
          // another grouping whose value is not the Goal's.
          const std::string ambiguous = "incorrect | the Solution is ambiguous: it can be grouped";
          const std::string shown =
              equation + "\n" + difference.basic + "\n" + difference.adventurous;
          CHECK_MESSAGE(difference.same_verdict, shown);
          CHECK_MESSAGE(
              (difference.same_reasons || (difference.basic.rfind(ambiguous, 0) == 0 &&
                                           difference.adventurous.rfind(ambiguous, 0) == 0)),
              shown);
          Tally().Add(std::string("random play ") + name + " " + division,
                      "goal " + GoalText(mat.goal) + ", " + equation, difference);
          ++compared;
        }
      }
    }
  }
  CHECK(compared > 0);
}

TEST_CASE("eval of a Basic expression: the one reader gives the Basic reader's value") {
  // Each side of each Equation the differential judges, and its Goal, read both ways.
  const std::pair<const char*, const char*> rule_sets[] = {
      {"agloa", "elementary"}, {"agloa", "middle"}, {"acc", "6"}, {"mlag", "senior"}};
  int compared = 0, both_values = 0;
  for (const auto& rule_set : rule_sets) {
    const RuleSet rules = FindRuleSet(rule_set.first, rule_set.second).value();
    const Arithmetic arithmetic = BasicArithmetic(rules);
    for (const Mat& mat : Positions(rules, 10, 7 + compared)) {
      EquationsSearch search(rules, mat, SolverQuery::Possible);
      search.Run(200000);
      if (search.status() != SolveStatus::Found) continue;
      const std::string witness = *search.Witness();
      const std::size_t equals = witness.find('=');
      for (const std::string side :
           {witness.substr(0, equals), witness.substr(equals + 1), GoalText(mat.goal)}) {
        auto basic = EvaluateText(rules, side);
        auto one = EvaluateExpression(arithmetic, side);
        const std::string shown = side + ": " + (basic ? basic->ToString() : basic.error()) +
                                  " / " + (one ? *one : one.error());
        CHECK_MESSAGE(basic.has_value() == one.has_value(), shown);
        if (basic && one) {
          CHECK_MESSAGE(basic->ToString() == *one, shown);
          ++both_values;
        }
        ++compared;
      }
    }
  }
  MESSAGE("eval compared on ", compared, " expressions, ", both_values, " with a value");
  CHECK(both_values > 20);
}
