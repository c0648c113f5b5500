#include "core/queries/solver_nogoal.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/base/random.h"
#include "core/judge/judge.h"
#include "core/language/evaluate.h"
#include "core/rules/rules.h"
#include "tests/core/brute_force.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

// Checks a No Goal witness with the one judge, as an Equation written after a "no Goal" challenge.
void ExpectWitnessCorrect(const RuleSet& rules, const Mat& mat, const NoGoalAnswer& answer) {
  REQUIRE(answer.witness.has_value());
  REQUIRE(answer.goal.has_value());
  CAPTURE(*answer.goal);
  ExpectCorrect(rules, mat, Challenge::NoGoal, *answer.witness);
  // The Goal as laid out is legal and has the witness's Goal side among its interpretations.
  const std::vector<GoalValue> readings = LegalGoalValues(rules, *answer.goal);
  CHECK(!readings.empty());
  std::string goal_side = answer.witness->substr(answer.witness->rfind(" = ") + 3);
  bool listed = false;
  for (const GoalValue& reading : readings) listed |= reading.text == goal_side;
  CHECK(listed);
}

// Returns whether a Goal can be set, by brute force over every layout of the cube positions.
bool BruteForceNoGoal(const RuleSet& rules, const Mat& mat) {
  std::vector<Symbol> cubes;
  unsigned required = 0, goal_pool = 0;
  for (const Cube& c : mat.required) required |= 1u << cubes.size(), cubes.push_back(c.face);
  for (const Cube& c : mat.permitted) goal_pool |= 1u << cubes.size(), cubes.push_back(c.face);
  for (const Cube& c : mat.resources) goal_pool |= 1u << cubes.size(), cubes.push_back(c.face);
  const unsigned all = (1u << cubes.size()) - 1;
  BruteForce brute(rules, cubes);
  std::set<std::string> judged;
  bool possible = false;
  // Extends an ordered choice of positions (`used`, text so far) by one cube, with or without a
  // gap.
  std::function<void(unsigned, std::string, int)> extend = [&](unsigned used, std::string text,
                                                               int size) {
    if (possible) return;
    if (size > 0 && judged.insert(text).second) {
      for (const GoalValue& reading : LegalGoalValues(rules, text))
        if (brute.Solves(all & ~used, required, reading.value)) possible = true;
    }
    if (size == rules.goal_max_cubes) return;
    for (int i = 0; i < static_cast<int>(cubes.size()); ++i) {
      if (!(goal_pool & (1u << i)) || (used & (1u << i))) continue;
      std::string face(SymbolText(cubes[static_cast<std::size_t>(i)]));
      extend(used | (1u << i), text + face, size + 1);
      if (size > 0) extend(used | (1u << i), text + " " + face, size + 1);
    }
  };
  extend(0, "", 0);
  return possible;
}

// A small mat at Goal-setting time: three to six cubes in Resources, now and then a bonus cube in
// Forbidden, and (to test the general case) now and then a cube in Required or Permitted.
Mat RandomMat(Random& random, const RuleSet& rules) {
  Mat mat;
  int cubes = 3 + random.Below(4);
  for (int i = 0; i < cubes; ++i) mat.resources.push_back({Color::Red, RollFace(random, rules)});
  switch (random.Below(6)) {
    case 0:
      mat.forbidden.push_back({Color::Red, RollFace(random, rules)});
      break;
    case 1:
      mat.required.push_back({Color::Red, RollFace(random, rules)});
      break;
    case 2:
      mat.permitted.push_back({Color::Red, RollFace(random, rules)});
      break;
    default:
      break;
  }
  return mat;
}

std::string Faces(const std::vector<Cube>& cubes) {
  std::string text;
  for (const Cube& cube : cubes) text += SymbolText(cube.face);
  return text;
}

}  // namespace

TEST_CASE("No Goal verdicts agree with a brute force over every layout on seeded random mats") {
  struct Setting {
    const char* name;
    const char* division;
    int mats;
  };
  const Setting settings[] = {{"agloa", "middle", 90},
                              {"agloa", "elementary", 40},
                              {"acc", "6", 60},
                              {"acc", "3", 40},
                              {"mlag", "senior", 60}};
  int possible = 0, compared = 0;
  for (const Setting& setting : settings) {
    RuleSet rules = Rules(setting.name, setting.division);
    Random random(4242);
    for (int i = 0; i < setting.mats; ++i) {
      Mat mat = RandomMat(random, rules);
      CAPTURE(std::string(setting.name) + " " + setting.division);
      CAPTURE(i);
      CAPTURE(Faces(mat.required) + " | " + Faces(mat.permitted) + " | " + Faces(mat.forbidden) +
              " | " + Faces(mat.resources));
      NoGoalAnswer answer = SolveNoGoal(rules, mat);
      REQUIRE(answer.status != SolveStatus::Unfinished);
      bool expected = BruteForceNoGoal(rules, mat);
      CHECK((answer.status == SolveStatus::Found) == expected);
      if (answer.status == SolveStatus::Found) {
        ExpectWitnessCorrect(rules, mat, answer);
        ++possible;
      }
      ++compared;
    }
  }
  CHECK(compared == 290);
  CHECK(possible > compared / 8);
  CHECK(possible < compared * 4 / 5);  // both answers are exercised
}

TEST_CASE("a Goal can be set when one digit is the value of a Solution from the rest") {
  RuleSet rules = Rules("agloa", "middle");
  NoGoalAnswer answer = SolveNoGoal(rules, MakeMat("", "", "", "", "2 1 1 +"));
  REQUIRE(answer.status == SolveStatus::Found);
  CHECK(*answer.goal == "2");
  ExpectWitnessCorrect(rules, MakeMat("", "", "", "", "2 1 1 +"), answer);
}

TEST_CASE("no Goal can be set when every split of the cubes leaves no Solution") {
  RuleSet rules = Rules("agloa", "middle");
  // 1+1 = 2 needs a 2; a Goal "1" leaves 1 and + (no Solution); "11", "1+1" leave nothing.
  CHECK(SolveNoGoal(rules, MakeMat("", "", "", "", "1 1 +")).status == SolveStatus::NotFound);
  // Only digits: no Solution has an operation.
  CHECK(SolveNoGoal(rules, MakeMat("", "", "", "", "1 2 3 4 5 6 7")).status ==
        SolveStatus::NotFound);
  // Only signs: no Goal has a digit.
  CHECK(SolveNoGoal(rules, MakeMat("", "", "", "", "+ - x ÷")).status == SolveStatus::NotFound);
}

TEST_CASE("the Goal may be a two-digit numeral or an expression when no digit alone works") {
  RuleSet rules = Rules("agloa", "middle");
  // 2x6 = 12: the Goal must be the numeral 12 (no single digit is a value of the rest).
  Mat mat = MakeMat("", "", "", "", "1 2 2 6 x");
  NoGoalAnswer answer = SolveNoGoal(rules, mat);
  REQUIRE(answer.status == SolveStatus::Found);
  ExpectWitnessCorrect(rules, mat, answer);
  // √ 9+7 = 4 only with the gap; 2x2 = 4.
  Mat roots = MakeMat("", "", "", "", "√ 9 + 7 2 2 x");
  NoGoalAnswer root_answer = SolveNoGoal(rules, roots);
  REQUIRE(root_answer.status == SolveStatus::Found);
  ExpectWitnessCorrect(rules, roots, root_answer);
}

TEST_CASE("a Forbidden cube is in neither the Goal nor the Solution") {
  RuleSet rules = Rules("agloa", "middle");
  // With the 2 in Resources, 2 = 1+1; with it in Forbidden nothing is left to make.
  CHECK(SolveNoGoal(rules, MakeMat("", "", "", "", "2 1 1 +")).status == SolveStatus::Found);
  CHECK(SolveNoGoal(rules, MakeMat("", "", "", "2", "1 1 +")).status == SolveStatus::NotFound);
}

TEST_CASE("a budgeted No Goal search yields and resumes to the same answer") {
  RuleSet rules = Rules("agloa", "middle");
  for (const char* resources : {"1 1 + 3 5", "7 7 7 x ÷ 2", "1 2 3 4 + -", "0 0 0 ^ 1"}) {
    Mat mat = MakeMat("", "", "", "", resources);
    NoGoalAnswer whole = SolveNoGoal(rules, mat);
    NoGoalSearch search(rules, mat);
    int runs = 0;
    while (search.Run(50) == SolveStatus::Unfinished) ++runs;
    CAPTURE(resources);
    CHECK(search.status() == whole.status);
    CHECK(search.Witness() == whole.witness);
    CHECK(search.Goal() == whole.goal);
    if (whole.nodes > 200) CHECK(runs > 1);
  }
}

TEST_CASE("a budget too small for the answer gives Unfinished, never a no") {
  RuleSet rules = Rules("agloa", "middle");
  NoGoalAnswer answer = SolveNoGoal(rules, MakeMat("", "", "", "", "1 2 3 4 5 6 7 8 9"), 1);
  CHECK(answer.status == SolveStatus::Unfinished);
  CHECK(!answer.witness.has_value());
}

TEST_CASE("Goals judged without gaps give the same values as every gap, in agloa without √") {
  Random random(77);
  for (const char* division : {"middle", "elementary"}) {
    RuleSet rules = Rules("agloa", division);
    int compared = 0;
    for (int i = 0; i < 300; ++i) {
      FaceCounts cubes{};
      int size = 2 + random.Below(4);
      for (int k = 0; k < size; ++k) {
        Symbol face = RollFace(random, rules);
        if (face == Symbol::Root) face = Symbol::Plus;
        ++cubes[static_cast<std::size_t>(face)];
      }
      std::set<std::string> fast, slow;
      for (const GoalLayout& layout : GoalLayoutsOf(rules, cubes))
        fast.insert(layout.value.ToString());
      for (const GoalLayout& layout : GoalLayoutsOf(rules, cubes, nullptr, true))
        slow.insert(layout.value.ToString());
      CHECK(fast == slow);
      compared += !slow.empty();
    }
    CHECK(compared > 50);
  }
}

TEST_CASE("a Goal layout with gaps is chosen when the value needs them") {
  RuleSet rules = Rules("acc", "7-8");
  FaceCounts cubes{};
  for (Symbol face : {Symbol::Digit2, Symbol::Times, Symbol::Digit3, Symbol::Plus, Symbol::Digit5})
    ++cubes[static_cast<std::size_t>(face)];
  std::map<std::string, GoalLayout> by_value;
  for (const GoalLayout& layout : GoalLayoutsOf(rules, cubes))
    by_value.emplace(layout.value.ToString(), layout);
  // 2x(3+5) = 16 needs a gap in acc, where "2x3+5" is read by the order of operations.
  REQUIRE(by_value.count("16") == 1);
  CHECK(by_value.at("16").layout.find(' ') != std::string::npos);
  CHECK(by_value.at("16").readings == 1);
  REQUIRE(by_value.count("11") == 1);
  CHECK(by_value.at("11").readings == 1);
}

TEST_CASE("the Goal values of a multiset agree with every layout judged one by one") {
  // Independent of GoalLayoutsOf's shortcuts: every order of the cubes (repeats included) with a
  // gap or none between every two cubes, each judged by the one judge (LegalGoalValues).
  Random random(8080);
  int compared = 0;
  for (const char* setting :
       {"agloa middle", "agloa elementary", "acc 7-8", "acc 3", "mlag senior"}) {
    std::string text(setting);
    RuleSet rules = Rules(text.substr(0, text.find(' ')), text.substr(text.find(' ') + 1));
    for (int i = 0; i < 40; ++i) {
      std::vector<Symbol> faces;
      FaceCounts cubes{};
      int size = 1 + random.Below(5);
      for (int k = 0; k < size; ++k) {
        Symbol face = RollFace(random, rules);
        if (k % 2 == 0 && !IsDigit(face)) face = DigitSymbol(random.Below(10));
        faces.push_back(face);
        ++cubes[static_cast<std::size_t>(face)];
      }
      std::set<std::string> expected, got;
      std::vector<int> order(faces.size());
      for (std::size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
      do {
        for (unsigned gaps = 0; gaps < (1u << (faces.size() - 1)); ++gaps) {
          std::string layout;
          for (std::size_t k = 0; k < order.size(); ++k) {
            if (k > 0 && (gaps & (1u << (k - 1)))) layout += ' ';
            layout += SymbolText(faces[static_cast<std::size_t>(order[k])]);
          }
          for (const GoalValue& reading : LegalGoalValues(rules, layout))
            expected.insert(reading.value.ToString());
        }
      } while (std::next_permutation(order.begin(), order.end()));
      for (const GoalLayout& layout : GoalLayoutsOf(rules, cubes)) {
        got.insert(layout.value.ToString());
        CHECK(!LegalGoalValues(rules, layout.layout).empty());
      }
      CAPTURE(setting);
      std::string cubes_text;
      for (Symbol face : faces) cubes_text += SymbolText(face);
      CAPTURE(cubes_text);
      CHECK(got == expected);
      compared += !expected.empty();
    }
  }
  CHECK(compared > 60);
}
