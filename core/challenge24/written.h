// What a 24 Challenge player says, read and judged: the pattern (the last step, "3 x 8") and the
// whole solution ("8÷(3-8÷3)"), as "GIVING THE SOLUTION" and "PENALTY FLAGS" 3) of
// /work/shared/rules/24-challenge-tournament-rules.md describe them. Text is typed with + - and
// x X × * for times, ÷ / : for divided by, ( ) [ ] for grouping, a minus sign before a number
// for a negative one; x and ÷ before + and -, then left to right.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/challenge24/face.h"

namespace equations::challenge24 {

// A solution or pattern as written: numbers joined by + - x ÷, as a tree.
struct WrittenNode {
  int number = 0;  // a number (left < 0)
  Operator operation = Operator::Add;
  int left = -1;
  int right = -1;
};
struct Written {
  std::vector<WrittenNode> nodes;  // the last one is the root
  // Returns the value of the node, or nothing when it divides by zero.
  std::optional<Rational> Value(int index) const;
  std::optional<Rational> Value() const { return Value(static_cast<int>(nodes.size()) - 1); }
  std::vector<int> Numbers() const;  // the numbers it uses, in the order written
};

// Reads a written expression; the error says what is wrong and at which character (1-based).
Expected<Written, std::string> ReadWritten(std::string_view text);

// Reads a pattern: one operation between two values ("3 x 8", "48 ÷ 2", "8 ÷ (1/3)").
Expected<Pattern, std::string> ReadPattern(std::string_view text);

// Returns why a written solution of the face is incorrect ("PENALTY FLAGS" 3): it must use each
// of the card's four numbers once (three steps), make exactly 24, and, when a pattern was
// announced, end in that pattern ("must complete his solution using this same pattern").
// Nothing when it is correct.
std::optional<std::string> SolutionFault(const Written& solution, const FaceNumbers& numbers,
                                         const std::optional<Pattern>& pattern);
// Returns the last step of a written solution, or nothing when it has no operation or divides by
// zero.
std::optional<Pattern> LastStep(const Written& solution);

}  // namespace equations::challenge24
