// The arithmetic rules of a rule set, apart from its table: what values, signs, groupings and
// cubes a Goal and a Solution may have (AGLOA III "Legal Mathematical Expressions", IV-B, VII-B),
// and the document the judge's reasons cite. The language, the judge, the solver and its queries
// take only this part; RuleSet (core/rules/rules.h) adds the table: the cubes, the players, the
// procedure, scoring, time and the score sheet's words.
#pragma once

#include <string>
#include <string_view>

namespace equations {

// The rules document: only citations depend on it (Cite, core/judge/goal.h), never a rule.
enum class RuleSetName { Agloa, Acc, Mlag };

// How an expression with fewer grouping symbols than operations is read.
enum class Grouping {
  // AGLOA IV-B-2 (Goal) and VII-B-6 (Solution): the order of operations does not apply. An
  // ungrouped Goal may be interpreted in any valid way the physical spacing does not exclude; a
  // Solution with more than one legal interpretation is ambiguous, and incorrect when one of its
  // values differs from the writer's Goal (VII-C-5-c). √ applies to just the numeral behind it in
  // a written expression unless grouping symbols say otherwise (VII-B-6-b-i).
  AnyGrouping,
  // MLAG "Order of operations"; ACC "Goal" (spacing or a declaration groups the Goal, otherwise
  // the Order of Operations applies) and "Solutions" ("Where parentheses are not used, the Order
  // of Operations applies"): grouping first (spacing in the Goal), then roots and powers left to
  // right, then x ÷ left to right, then + - left to right.
  OrderOfOperations,
};

// The situation an Equation is written in; it says which cubes the Solution may take from
// Resources (shared with the checker, core/judge/checker.h).
enum class Challenge {
  // AGLOA VI-A-2 "Now"; ACC "A-flub"; MLAG "Now": Required, any Permitted, at most one Resources.
  Now,
  // AGLOA VI-A-1 "Impossible"; ACC "P-flub"; MLAG "Impossible": Resources count as Permitted
  // (AGLOA VII-B-3-f).
  Impossible,
  // AGLOA IV-D-2 "no Goal" challenge; ACC "No-Goal flub": the writer sets a Goal and a Solution
  // from Resources (Mat::goal is empty, every cube is in Resources).
  NoGoal,
  // AGLOA VIII / glossary "Forceout" and MLAG "Last cube procedure" (the last cube was played to
  // Required or Permitted, Resources is empty); ACC "Force Out" (two cubes left in Resources,
  // which the Solution may use).
  ForceOut,
  // AGLOA XI-B-2, MLAG "Tournament scoring", ACC "Cleanup": the round ended without a challenge;
  // Required, any Permitted, any Resources.
  Cleanup,
};

struct ArithmeticRules {
  // ---- the document the judge's reasons cite ----
  RuleSetName name = RuleSetName::Agloa;
  // The challenges in the document's words, which the judge's reasons and the match say.
  std::string now_name = "Now";                // AGLOA VI-A-2, MLAG; ACC "A-flub"
  std::string impossible_name = "Impossible";  // AGLOA VI-A-1, MLAG; ACC "P-flub"
  std::string no_goal_name = "no Goal";  // AGLOA IV-D-2 "no Goal" challenge; ACC "No-Goal flub"
  // The write-for-all phases by the rule set's own name: AGLOA VIII, MLAG "Last cube"; ACC
  // "Force Out". AGLOA XI-B-2 and MLAG end of round; ACC "Cleanup".
  std::string force_out_name = "Last cube";
  std::string cleanup_name = "End of round";

  // ---- the Goal ----
  int goal_min_cubes = 1;           // AGLOA IV-B; ACC "May be a single-digit number"
  int goal_max_cubes = 6;           // AGLOA IV-B; MLAG "not more than 6 cubes"; ACC 5
  int goal_numeral_max_digits = 2;  // AGLOA IV-B-1; MLAG 3 ("a three digit number"); ACC 3
  bool goal_leading_zeros = true;   // ACC "Leading zeros may not be used"; agloa/mlag allow
  Grouping goal_grouping = Grouping::AnyGrouping;  // AGLOA IV-B-2; acc and mlag order of ops
  // ACC "Goal": the Goal Setter may "declare their placement (e.g., '4 minus the quantity 2 plus
  // 1')" of the parentheses. AGLOA IV-B-2 comment: "Declaring orally ... is not binding"; MLAG
  // "Setting the Goal" groups by spacing only.
  bool goal_declaration = false;
  bool goal_must_be_integer = false;       // ACC "Goal": "Must be an integer"
  bool goal_must_be_non_negative = false;  // ACC "Third Grade Division": positive or zero

  // The Equation's Goal side may be the Goal's value: ACC "Math Clarifications" ("either 2 * 3 = 8
  // or 2 * 3 = (3 + 1) x 2"). AGLOA VII-B-2 comments (a), (b): the writer writes an
  // interpretation of the Goal, not its value (MLAG follows AGLOA here).
  bool written_goal_may_be_value = false;

  // ---- Solutions and all expressions ----
  Grouping solution_grouping = Grouping::AnyGrouping;  // AGLOA VII-B-6; acc, mlag order of ops
  int solution_min_cubes = 2;           // AGLOA VII-B-3-a; MLAG; ACC "Solutions" names none: 1
  int solution_numeral_max_digits = 1;  // AGLOA VII-B-4; MLAG; ACC "Only single-digit numbers"
  int now_max_resources_cubes = 1;      // AGLOA VII-B-3-e; MLAG; ACC A-flub "at most one"
  // ACC "Force Out": a valid equation is written "using the two remaining Resources", each of
  // them. AGLOA VIII, MLAG "Last cube procedure": Resources are empty by then.
  bool force_out_uses_every_resource = false;
  bool root_index_required = false;  // ACC "Resources": "2√4", not "√4"; AGLOA III-B-2 optional
  bool unary_signs_allowed = false;  // AGLOA III-B-1; ACC "Resources" (no "-5")
  // AGLOA XIII-A General Rule and III-A (Elementary); MLAG "Exponents and roots" (Minor and
  // Elementary): powers of whole numbers by whole numbers; roots with counting-number index and
  // whole-number base and value.
  bool whole_number_powers_and_roots = false;
  // The rule that says so, as cited in a refusal.
  std::string whole_number_rule = "AGLOA XIII-A General Rule, Elementary Division";
  bool powers_and_roots_allowed = true;  // ACC "Third Grade Division": not used
  // ACC "Third Grade Division": no fractions, "a smaller number divided by a larger number".
  bool fractions_allowed = true;
  // ACC "Math clarifications": "Irrational numbers are not allowed. However, irrational numbers
  // can be resolved to rational numbers": the Goal and the Solution must have rational values
  // (steps inside them may be irrational). AGLOA VII-C-5-d (ii) allows an irrational Goal.
  bool irrational_values_allowed = true;

  // Returns the rule set's word for a challenge: "Now" / "A-flub", "Impossible" / "P-flub", ...
  std::string_view ChallengeName(Challenge challenge) const;
  bool operator==(const ArithmeticRules&) const = default;
};

// Returns " (AGLOA ...)", " (ACC ...)" or " (MLAG ...)": the rule of this rule set.
std::string Cite(const ArithmeticRules& rules, std::string_view agloa, std::string_view acc,
                 std::string_view mlag);

}  // namespace equations
