// The selection of variations as a front end shows it (AGLOA II-B): the division's list with each
// choice judged for the player selecting, and what pointing out the pending illegal pick would do
// (II-B-2). Both are answered from the match; a front end only draws them.
#pragma once

#include <optional>
#include <vector>

#include "core/match/game.h"

namespace equations {

// One choice of an entry: the variation with one blank the division allows (or none), and what
// a pick of it by the seat selecting would be (Match::JudgeSelection).
struct SheetChoice {
  Variation variation;
  PickJudgement judgement;  // legal when nobody is selecting
  bool operator==(const SheetChoice&) const = default;
};

// One entry of the division's list for the year (AGLOA XIII-A..D).
struct SheetEntry {
  int index = 0;  // its place on the list (0 for the first entry), counting those not offered
  VariationKind kind = VariationKind::Sideways;
  std::vector<SheetChoice> choices;  // one per blank the division allows (II-B-1-c), in order
  bool operator==(const SheetEntry&) const = default;
};

// Returns the entries of the division's list a match offers (every one the judge can judge), each
// choice judged for `seat` (no seat, -1: every choice legal); empty in Basic Equations.
std::vector<SheetEntry> VariationSheet(const Match& match, int seat);

// What pointing out the pending illegal pick would do to the player who made it (AGLOA II-B-2:
// "the player loses one point and must pick another variation. If, on the second try, the player
// still does not select an appropriate variation, they lose another point and may not pick a
// variation for that shake").
struct PointOutOutcome {
  int seat = -1;             // who made the pick
  int points = 0;            // the penalty (RuleSet::penalties.illegal_selection)
  bool picks_again = false;  // false: the second try failed, no more picks this shake
  bool operator==(const PointOutOutcome&) const = default;
};

// Returns what pointing out the pending pick would do, or nothing when no pick is pending.
std::optional<PointOutOutcome> PointOutOutcomeOf(const Match& match);

}  // namespace equations
