// The selection of variations as a front end shows it (core/match/selection_sheet.h): the
// division's list judged for the picker (AGLOA II-B, XIII) and what pointing out an illegal pick
// would do (II-B-2).
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/match/selection_sheet.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

namespace {

RuleSet Adventurous(const char* division) {
  return WithAdventurous(Rules("agloa", division), SchoolYear{2026}).value();
}

Action Select(int player, const char* name, const char* parameter = "") {
  return SelectAction(player, ParseVariation(name, parameter).value());
}

// The first legal pick the match lists.
Action FirstLegalPickOf(const Match& match) {
  for (const Action& a : match.LegalActions())
    if (a.kind == ActionKind::SelectVariation) return a;
  FAIL("no legal pick listed");
  return Action{};
}

// Checks that the prediction made before pointing out the pending pick is what the match does.
void PointOutAsPredicted(Match& match, int by) {
  const auto predicted = PointOutOutcomeOf(match);
  REQUIRE(predicted);
  const std::vector<int> before = match.Totals();
  Ok(match, SimpleAction(ActionKind::PointOutPick, by));
  const int seat = predicted->seat;
  CHECK(match.Totals()[seat] == before[seat] - predicted->points);
  const Selection& selection = match.shake().selection;
  CHECK(selection.done[seat] == !predicted->picks_again);
  CHECK((selection.picker == seat) == predicted->picks_again);
  CHECK_FALSE(PointOutOutcomeOf(match));  // nothing is pending any more
}

}  // namespace

TEST_CASE("the variation sheet offers what the match accepts as legal picks (AGLOA II-B)") {
  for (const char* division : {"elementary", "middle", "junior", "senior"}) {
    CAPTURE(division);
    Match match = NewMatch(Adventurous(division), 3);
    StartAt(match, 0);
    Ok(match, FirstLegalPickOf(match));
    const int picker = match.shake().selection.picker;
    REQUIRE(picker >= 0);
    std::vector<Action> legal_on_sheet;
    for (const SheetEntry& entry : VariationSheet(match, picker)) {
      CHECK(match.rules().adventurous.selectable[entry.index] == entry.kind);
      for (const SheetChoice& choice : entry.choices) {
        CHECK(choice.judgement == match.JudgeSelection(picker, choice.variation));
        if (choice.judgement.legal())
          legal_on_sheet.push_back(SelectAction(picker, choice.variation));
      }
    }
    std::vector<Action> listed;
    for (const Action& a : match.LegalActions())
      if (a.kind == ActionKind::SelectVariation) listed.push_back(a);
    CHECK(legal_on_sheet == listed);
    CHECK_FALSE(listed.empty());
  }
}

TEST_CASE("the sheet's choices are the blanks the division allows, judged for the picker") {
  Match match = NewMatch(Adventurous("middle"), 3);
  StartAt(match, 0);
  const std::vector<SheetEntry> sheet = VariationSheet(match, 0);
  const auto base = std::find_if(sheet.begin(), sheet.end(), [](const SheetEntry& e) {
    return e.kind == VariationKind::BaseM;
  });
  if (base != sheet.end()) {
    // XIII-B: Base m in Middle Division: m = 8 or 9 (II-B-1-c: a blank the division allows).
    std::vector<int> blanks;
    for (const SheetChoice& choice : base->choices) blanks.push_back(choice.variation.parameter);
    CHECK(blanks == AllowedBlanks(AgloaDivision::Middle, VariationKind::BaseM));
  }
  Ok(match, Select(0, "factorial"));
  // II-B-2: a variation "that has already been chosen for the shake" is no appropriate pick.
  for (const SheetEntry& entry : VariationSheet(match, 1))
    if (entry.kind == VariationKind::Factorial)
      CHECK(entry.choices.front().judgement.problem == PickProblem::AlreadyChosen);
  // Nobody selecting: every choice shows as legal; in Basic Equations there is no sheet.
  for (const SheetEntry& entry : VariationSheet(match, -1))
    for (const SheetChoice& choice : entry.choices) CHECK(choice.judgement.legal());
  CHECK(VariationSheet(NewMatch(Rules("agloa", "middle"), 3), 0).empty());
}

TEST_CASE(
    "AGLOA II-B-2: a point for an illegal pick pointed out, then pick again; twice, no more") {
  Match match = NewMatch(Adventurous("elementary"), 3);
  StartAt(match, 0);
  CHECK_FALSE(PointOutOutcomeOf(match));
  Ok(match, Select(0, "factorial"));
  Ok(match, Select(1, "factorial"));  // already chosen
  auto outcome = PointOutOutcomeOf(match);
  REQUIRE(outcome);
  CHECK(*outcome == PointOutOutcome{1, 1, true});  // loses one point, must pick another
  PointOutAsPredicted(match, 2);
  Ok(match, Select(1, "base", "8"));  // not on the Elementary list: the second try
  outcome = PointOutOutcomeOf(match);
  REQUIRE(outcome);
  CHECK(*outcome == PointOutOutcome{1, 1, false});  // another point, no pick for that shake
  PointOutAsPredicted(match, 0);
  CHECK(match.Totals() == std::vector<int>{0, -2, 0});
}

TEST_CASE("a second try counts within one pick: a legal pick between starts afresh") {
  // docs/rulings.md: II-B-2's "second try" counts within one pick. A Senior Goal-setter selects
  // up to two variations (II-B-3); a failure in the first pick does not make the second pick's
  // first failure a second try.
  Match match = NewMatch(Adventurous("senior"), 3);
  StartAt(match, 0);
  Ok(match, Select(0, "sideways"));  // in effect for every Senior shake: not on the list
  CHECK(*PointOutOutcomeOf(match) == PointOutOutcome{0, 1, true});
  PointOutAsPredicted(match, 1);
  Ok(match, Select(0, "factorial"));  // legal
  REQUIRE(match.shake().selection.picker == 0);
  Ok(match, Select(0, "factorial"));  // already chosen
  CHECK(*PointOutOutcomeOf(match) == PointOutOutcome{0, 1, true});
  PointOutAsPredicted(match, 2);
  CHECK(match.Totals() == std::vector<int>{-2, 0, 0});
}
