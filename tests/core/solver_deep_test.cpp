// The solver's deep check and its exact shortcuts (core/solver_deep.cpp, core/solver.cpp Setup):
// large Solutions found within a small budget, every witness accepted by the checker, and Goals
// that no expression of the cubes can name refused without a search.
#include <doctest/doctest.h>

#include <string>

#include "core/checker.h"
#include "core/game.h"
#include "core/goal.h"
#include "core/random.h"
#include "core/rules.h"
#include "core/solver_equations.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

// Runs the query with a budget and returns the status; a witness must be correct.
SolveStatus SolveWithin(const RuleSet& rules, const Mat& mat, SolverQuery query,
                        std::uint64_t budget) {
  EquationsSearch search(rules, mat, query);
  const SolveStatus status = search.Run(budget);
  if (status == SolveStatus::Found) {
    REQUIRE(search.Witness().has_value());
    const std::string witness = *search.Witness();
    CAPTURE(witness);
    auto result = CheckEquation(
        rules, mat, query == SolverQuery::Now ? Challenge::Now : Challenge::Impossible, witness);
    REQUIRE(result.has_value());
    CHECK(result->verdict == Verdict::Correct);
  }
  return status;
}

}  // namespace

TEST_CASE("Solutions that must use a long Required row are found within a small budget") {
  const RuleSet rules = Rules("agloa", "middle");
  // Positions from random play where the levels alone needed more than 5,000,000 operations.
  const Mat mats[] = {
      MakeMat("2", "x 3 0 3 5 1 1 3 √ + ^", "÷ 0 4 5 + x", "5 ÷ √ 4 3", "√"),
      MakeMat("1", "0 9 9 √ 1 1 0 3", "+ ÷ 2 5", "+ 6 9", "2 1 3 x x x x -"),
      MakeMat("78", "1 2 √ 6 2 6 5 + 5", "÷ 0 + ÷ 1 5", "+ 1 + 7 5", "3 ÷"),
  };
  for (const Mat& mat : mats) {
    CAPTURE(GoalText(mat.goal));
    CHECK(SolveWithin(rules, mat, SolverQuery::Possible, 300000) == SolveStatus::Found);
  }
  // Now: at most one cube from Resources. The first needs the second √ from Resources.
  CHECK(SolveWithin(rules, mats[0], SolverQuery::Now, 300000) == SolveStatus::Found);
  CHECK(SolveWithin(rules, mats[2], SolverQuery::Now, 300000) == SolveStatus::Found);
  // The second has six binary operations to place but only two outside Resources.
  CHECK(SolveWithin(rules, mats[1], SolverQuery::Now, 300000) == SolveStatus::NotFound);
}

TEST_CASE(
    "a negative Goal without a minus cube, or a fraction without a division, is refused "
    "at once") {
  const RuleSet rules = Rules("agloa", "middle");
  // No "-" anywhere: every value of these cubes is >= 0, so 0-8 cannot be named.
  const Mat negative = MakeMat("0-8", "÷ ÷ 0 2 7 √", "x 1 6 6 6", "2 ÷ 8 x 4 -", "2 2 8 √");
  EquationsSearch search(rules, negative, SolverQuery::Possible);
  CHECK(search.Run(1000) == SolveStatus::NotFound);
  CHECK(search.stats().nodes < 1000);
  // With a "-" the same Goal is made (8 from Resources, 0 ... ), so the shortcut must not fire.
  const Mat with_minus = MakeMat("0-8", "÷ ÷ 0 2 7 √", "x 1 6 6 6 -", "2 ÷ x 4", "2 2 8 √");
  CHECK(SolveWithin(rules, with_minus, SolverQuery::Possible, 5000000) == SolveStatus::Found);

  // No "-" and no 0 tile: every value is above 0, so a Goal of 0 cannot be named.
  const Mat zero = MakeMat("0", "1 x + + x", "3 2 9 +", "3 √ 7 ^", "2 + x ÷ 5 4 4 5 √ √");
  EquationsSearch positive(rules, zero, SolverQuery::Possible);
  CHECK(positive.Run(1000) == SolveStatus::NotFound);
  // With a 0 tile among Resources it is made (0 x ...).
  const Mat with_zero = MakeMat("0", "1 x + + x", "3 2 9 +", "3 √ 7 ^", "2 + x ÷ 5 4 4 5 √ √ 0");
  CHECK(SolveWithin(rules, with_zero, SolverQuery::Possible, 5000000) == SolveStatus::Found);

  // No "+" and no "-": every value is made of the tiles' prime factors 2 and 3, so 7 cannot be
  // named; 9 (3x3) and 1÷6 (1÷(3x2)... with 2 from √4) are searched for and found.
  const Mat seven = MakeMat("7", "3", "6 ^ 0", "x 6 1 -", "1 3 1 1 3 x 3 ^ 4 4 √ √ √ √ 8 ÷");
  EquationsSearch primes(rules, seven, SolverQuery::Possible);
  CHECK(primes.Run(1000) == SolveStatus::NotFound);
  const Mat nine = MakeMat("9", "3", "6 ^ 0", "x 6 1 -", "1 3 1 1 3 x 3 ^ 4 4 √ √ √ √ 8 ÷");
  CHECK(SolveWithin(rules, nine, SolverQuery::Possible, 5000000) == SolveStatus::Found);
  const Mat sixth = MakeMat("1÷6", "3", "6 ^ 0", "x 6 1 -", "1 3 1 1 3 x 3 ^ 4 4 √ √ √ √ 8 ÷");
  CHECK(SolveWithin(rules, sixth, SolverQuery::Possible, 5000000) == SolveStatus::Found);

  // No "÷": 7÷2 cannot be named with + x ^ √ on whole numbers.
  const Mat fraction = MakeMat("7÷2", "1 x 0 4 1", "^ √", "x 2", "2 2 0 3 x 5 ^ x + 9 + +");
  EquationsSearch whole(rules, fraction, SolverQuery::Possible);
  CHECK(whole.Run(1000) == SolveStatus::NotFound);
  // With "-" and "^" a negative exponent makes fractions (2^(0-1)), so it must search.
  const Mat power = MakeMat("1÷2", "2 ^", "0 1 -", "", "");
  CHECK(SolveWithin(rules, power, SolverQuery::Possible, 5000000) == SolveStatus::Found);
  // And with "÷" the Goal is made at once.
  const Mat divide = MakeMat("7÷2", "7", "÷ 2", "", "");
  CHECK(SolveWithin(rules, divide, SolverQuery::Possible, 5000000) == SolveStatus::Found);
}

TEST_CASE("on mats from random play, every witness the solver gives is correct, long ones too") {
  // Random legal play: moves first, Goal cubes when setting the Goal, never a challenge, so the
  // Required rows grow long as they do in the solver benchmark.
  int found = 0, long_found = 0;
  for (const char* name : {"agloa", "acc", "mlag"}) {
    const RuleSet rules = Rules(name, name[1] == 'c' ? "6" : name[0] == 'a' ? "middle" : "senior");
    Random random(77);
    for (std::uint64_t game = 0; game < 60; ++game) {
      MatchConfig config;
      config.players = 3;
      config.seed = 900 + game;
      config.max_shakes = 1;
      Match match = Match::Create(rules, config).value();
      for (int step = 0; step < 400 && !match.IsTerminal(); ++step) {
        std::vector<Action> moves, goal, other;
        for (const Action& a : match.LegalActions()) {
          switch (a.kind) {
            case ActionKind::MoveCube:
              moves.push_back(a);
              break;
            case ActionKind::PlaceGoalCube:
            case ActionKind::DeclareGoal:
              goal.push_back(a);
              break;
            case ActionKind::Challenge:
            case ActionKind::Bonus:
            case ActionKind::CallTime:
            case ActionKind::CallStop:
            case ActionKind::DeclareNoGoal:
            case ActionKind::PickUpBlock:
            case ActionKind::ReturnGoalCube:
              break;
            default:
              other.push_back(a);
          }
        }
        const std::vector<Action>& pick = !moves.empty() ? moves : !goal.empty() ? goal : other;
        if (pick.empty()) break;
        Action action = pick[static_cast<std::size_t>(random.Below(static_cast<int>(pick.size())))];
        // Short Goals, most of them legal: declare the Goal once it may be declared, half the time.
        for (const Action& a : goal)
          if (a.kind == ActionKind::DeclareGoal && random.Below(2)) action = a;
        if (action.kind == ActionKind::PresentEquation) action.equation = "1+1=2";
        if (match.Apply(action)) break;
        const Mat& mat = match.shake().mat;
        if (match.phase() != Phase::Moving || action.kind != ActionKind::MoveCube ||
            mat.required.size() < 6 || !ValidateGoal(rules, mat.goal).legal || random.Below(3))
          continue;
        CAPTURE(name);
        CAPTURE(GoalText(mat.goal));
        if (SolveWithin(rules, mat, SolverQuery::Possible, 300000) == SolveStatus::Found) {
          ++found;
          long_found += mat.required.size() >= 7;
        }
      }
    }
  }
  MESSAGE("positions with six or more Required cubes solved: ", found,
          " (seven or more: ", long_found, ")");
  CHECK(found >= 20);
  CHECK(long_found >= 3);
}
