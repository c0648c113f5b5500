// Every legal grouping of a written expression under a rule set's grouping rules, each as fully
// grouped text with its exact value or the reason it has none.
//
// Grouping::AnyGrouping (AGLOA IV-B-2, VII-B-6-a): no order of operations; one interpretation per
// binary grouping that respects the written grouping symbols. Grouping::OrderOfOperations (MLAG
// "Order of operations", ACC "Goal" and "Solutions"): grouping symbols first, then roots and
// powers left to right, then x ÷ left to right, then + - left to right: one interpretation.
//
// In both, a √ applies to just the numeral (or grouped expression, or √ chain) immediately behind
// it (AGLOA VII-B-6-b-i: "√4+5 means (√4)+5"; the Equation-writer's reading of an ungrouped Goal
// is the exception, InterpretOptions::ungrouped_goal), and the physical gaps of a Goal on the mat
// group it (AGLOA IV-B-2; ACC "Goal"; MLAG "Setting the Goal"): an operation sign with a gap next
// to it is loose, and no loose operation may lie inside the operand of an operation that is not
// loose
// ("2x 3+5" is 2x(3+5) only; "2x3 +5" is (2x3)+5 only; "2x3+5" is either). A √ followed by a gap
// applies to the whole run of cubes up to the next loose sign ("√ 5+4 x9": √(5+4)x9 or
// √[(5+4)x9], AGLOA IV-B-2 comment). See docs/rulings.md, "Written Equations".
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/language/evaluate.h"
#include "core/language/expression.h"
#include "core/rules/arithmetic_rules.h"

namespace equations {

struct Interpretation {
  std::string text;  // fully grouped, numerals bare: "(2x3)+5", "2x(3+5)", "(√9)+7", "(2+1)√8"
  Value value;       // the exact value, or why this grouping names no number
};

struct InterpretationList {
  std::vector<Interpretation> interpretations;  // in a fixed order: left splits first
  bool truncated = false;  // more groupings exist than the limit allowed to list
  // InterpretSolution only: two groupings with different values were found at once, and the others
  // were not computed (the expression is ambiguous whatever they are).
  bool partial = false;
};

struct InterpretOptions {
  Grouping grouping = Grouping::AnyGrouping;
  // false: every grouping (a Goal, where each grouping is a distinct interpretation);
  // true: one grouping per distinct value and per distinct reason for having none (a Solution,
  // where only the values matter, AGLOA VII-B-6): fast even for long ungrouped Solutions.
  bool distinct_values = false;
  std::size_t limit = 20000;  // most interpretations kept for one part of the expression
  // Most work in all, in steps: each operation counts its terms, plus the big-integer work it did
  // (core/numbers/rational.h ArithmeticWork) / 100. Beyond it the list is truncated. Bounds the
  // time any input takes, the same on every machine (an ungrouped Solution of 23 cubes has 58786
  // groupings; distinct values keep the usual ones fast; radicals raised to big powers spend the
  // budget as they take time). See docs/rulings.md, "Bounded work".
  std::size_t max_steps = 200000;
  // With AnyGrouping: keep one grouping only, the one doing last the first sign that can be last
  // (FirstSignLast: 2x(3+5)) or the last such sign (LastSignLast: (2x3)+5). Two cheap probes that
  // usually show an ambiguous Solution at once.
  enum class Probe { None, FirstSignLast, LastSignLast };
  Probe probe = Probe::None;
  // With AnyGrouping: the expression is the Goal on the mat as the Equation-writer reads it. AGLOA
  // VII-B-6-c Note: "None of the default interpretations of symbols restricts a player's right to
  // interpret an ungrouped Goal in any acceptable way", so a √ may apply to any run of cubes behind
  // it that the spacing allows ("√4+5" is (√4)+5 or √(4+5); IV-B-2 comment), not just the numeral.
  bool ungrouped_goal = false;
};

// Returns the interpretations of `expression` under `rules` (for the value limits) and `options`.
// An empty list means the layout allows no grouping (e.g. gaps that contradict each other).
InterpretationList Interpret(const ArithmeticRules& rules, const WrittenExpression& expression,
                             const InterpretOptions& options);

// Returns one grouping per distinct value of a Solution (or any expression judged by its value)
// under the rule set's Solution grouping. With AnyGrouping it first tries three cheap groupings
// (InterpretOptions::Probe and the usual order); when they give different legal values it returns
// just those two, with `partial` set: that is enough to show the ambiguity (AGLOA VII-C-5-c). The
// probes and the full pass share one budget of max_steps.
InterpretationList InterpretSolution(const ArithmeticRules& rules,
                                     const WrittenExpression& expression);

}  // namespace equations
