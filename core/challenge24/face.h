// One face of a 24 Challenge card: its four numbers, every distinct way to make 24 from them, the
// last steps ("patterns") those ways end in, and the difficulty dots the deck gives it. Rules:
// /work/shared/rules/24-challenge-tournament-rules.md ("GIVING THE SOLUTION", "SCORING"); the
// difficulty measure and its readings: docs/rulings.md, "The 24 Challenge".
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/language/operators.h"
#include "core/numbers/rational.h"

namespace equations::challenge24 {

using FaceNumbers = std::array<int, 4>;

// The last step of a solution ("GIVING THE SOLUTION": "3 times 8", "15 plus 9"): an operation
// and its two operands. For + and x the smaller operand is `left`, so 8 x 3 and 3 x 8 are one
// pattern.
struct Pattern {
  Operator operation = Operator::Multiply;
  Rational left;
  Rational right;
  bool operator==(const Pattern&) const = default;
};
// Returns the pattern as it is said: "3 x 8", "15 + 9", "8 ÷ (1/3)", "30 - (-6)".
std::string PatternText(const Pattern& pattern);
// Returns the value the pattern makes (precondition: no division by zero).
Rational PatternValue(const Pattern& pattern);
// Returns the pattern of `left operation right` in its one order for + and x.
Pattern MakePattern(Operator operation, const Rational& left, const Rational& right);
// Returns true for a last step students meet first: + - x of two whole numbers. A division, or
// an operand that is a fraction, is unusual.
bool IsUsualPattern(const Pattern& pattern);

// One way to make 24, written "8÷(3-(8÷3))"-style: a chain of + or of x without parentheses,
// every other compound operand in parentheses.
struct FaceSolution {
  std::string text;
  Pattern pattern;              // the last step of `text` as it reads (a chain left to right)
  bool uses_fractions = false;  // some step along the way is not a whole number
};

// Every distinct solution of a face. Two solutions are the same when they differ only by the
// order of the operands of + or x or by regrouping a chain of + or of x (as the `enumerate`
// query counts Equations Solutions); - and ÷ are neither.
struct FaceAnalysis {
  std::vector<FaceSolution> solutions;  // sorted by text
  std::vector<Pattern> patterns;        // every distinct last step of a solution
  bool fractions_needed = false;        // every solution passes through a fraction
  bool only_unusual_patterns = false;   // no solution ends in a usual last step
  bool one_operation = false;           // a solution adds all four numbers, or multiplies them
  // 1, 2 or 3 by the measure below; 0 when the face has no solution.
  int dots = 0;
};

// The difficulty measure (docs/rulings.md, "The 24 Challenge"): three dots when every solution
// needs a fraction, or none ends in a usual last step, or there are at most kThreeDotSolutions
// distinct solutions and none of them is one operation (1+7+8+8); otherwise one dot with at
// least kOneDotSolutions of them, else two dots.
inline constexpr int kThreeDotSolutions = 2;
inline constexpr int kOneDotSolutions = 8;
int DotsOf(const FaceAnalysis& analysis);

// Returns every distinct solution of the four numbers (+ - x ÷, each number once, exact
// fractions along the way) and the dots. Numbers must be 0..9999.
FaceAnalysis AnalyzeFace(const FaceNumbers& numbers);

}  // namespace equations::challenge24
