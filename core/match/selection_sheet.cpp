#include "core/match/selection_sheet.h"

#include "core/base/names.h"

namespace equations {

std::vector<SheetEntry> VariationSheet(const Match& match, int seat) {
  const RuleSet& rules = match.rules();
  const auto division = ParseName(kAgloaDivisions, rules.division);
  std::vector<SheetEntry> sheet;
  if (!rules.adventurous.enabled || !division) return sheet;
  const std::vector<VariationKind>& list = rules.adventurous.selectable;
  for (size_t e = 0; e < list.size(); ++e) {
    // A variation the judge cannot judge yet is not offered (docs/rulings.md).
    if (!FactsOf(list[e]).supported) continue;
    SheetEntry entry;
    entry.index = static_cast<int>(e);
    entry.kind = list[e];
    std::vector<int> blanks = AllowedBlanks(*division, list[e]);
    if (blanks.empty()) blanks.push_back(0);
    for (int blank : blanks) {
      const Variation variation{list[e], blank};
      entry.choices.push_back(SheetChoice{
          variation, seat >= 0 ? match.JudgeSelection(seat, variation) : PickJudgement{}});
    }
    sheet.push_back(std::move(entry));
  }
  return sheet;
}

std::optional<PointOutOutcome> PointOutOutcomeOf(const Match& match) {
  const Selection& selection = match.shake().selection;
  if (!selection.pending) return std::nullopt;
  const int seat = selection.pending->seat;
  // A failure already pointed out in this pick makes this the second try.
  const bool second = seat >= 0 && seat < static_cast<int>(selection.failures.size()) &&
                      selection.failures[seat] >= 1;
  return PointOutOutcome{seat, match.rules().penalties.illegal_selection, !second};
}

}  // namespace equations
