// Test helpers for the solver tests: random cube faces, and an independent, deliberately simple
// brute force for the solver's tests. Every expression over every subset of the cube positions (a
// bitmask), each value computed with the checker's own step (ApplyOperation); no multisets, no
// inversion, no fast paths, no solver.
#pragma once

#include <map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/base/random.h"
#include "core/language/evaluate.h"
#include "core/language/operators.h"
#include "core/numbers/number.h"
#include "core/rules/cube.h"
#include "core/rules/mat.h"
#include "core/rules/rules.h"

namespace equations::testing {

// A mat's cubes in the order Required, Permitted, Resources, with the bits of the Required and of
// the Resources positions (for the brute forces' masks).
struct MatRow {
  std::vector<Symbol> cubes;
  unsigned required = 0, resources = 0;
};

inline MatRow RowOf(const Mat& mat) {
  MatRow row;
  for (const Cube& c : mat.required)
    row.required |= 1u << row.cubes.size(), row.cubes.push_back(c.face);
  for (const Cube& c : mat.permitted) row.cubes.push_back(c.face);
  for (const Cube& c : mat.resources)
    row.resources |= 1u << row.cubes.size(), row.cubes.push_back(c.face);
  return row;
}

class BruteForce {
 public:
  BruteForce(const RuleSet& rules, std::vector<Symbol> cubes)
      : rules_(rules), cubes_(std::move(cubes)) {}

  const std::vector<Number>& Values(unsigned mask) {
    auto found = memo_.find(mask);
    if (found != memo_.end()) return found->second;
    std::vector<Number> values;
    std::unordered_set<Number> seen;
    auto add = [&](const Value& value) {
      if (value && seen.insert(value.value()).second) values.push_back(value.value());
    };
    int count = __builtin_popcount(mask);
    for (int i = 0; i < static_cast<int>(cubes_.size()); ++i) {
      if (!(mask & (1u << i))) continue;
      Symbol face = cubes_[static_cast<std::size_t>(i)];
      if (IsDigit(face)) {
        if (count == 1) add(Number::FromInteger(DigitValue(face)));
        continue;
      }
      unsigned rest = mask & ~(1u << i);
      if (rest == 0) continue;
      if (face == Symbol::Root && !rules_.root_index_required) {
        std::vector<Number> inner = Values(rest);
        for (const Number& v : inner)
          add(ApplyOperation(rules_, Operator::Root, Number::FromInteger(2), v, "", ""));
      }
      const Operator op = OperatorOfFace(face);
      for (unsigned left = (rest - 1) & rest; left != 0; left = (left - 1) & rest) {
        std::vector<Number> a = Values(left);
        std::vector<Number> b = Values(rest & ~left);
        for (const Number& x : a)
          for (const Number& y : b) add(ApplyOperation(rules_, op, x, y, "", ""));
      }
    }
    return memo_[mask] = std::move(values);
  }

  // Returns whether a Solution over a subset of `allowed` holding `required` names `target`.
  bool Solves(unsigned allowed, unsigned required, const Number& target) {
    for (unsigned mask = allowed; mask != 0; mask = (mask - 1) & allowed) {
      if ((mask & required) != required) continue;
      if (__builtin_popcount(mask) < rules_.solution_min_cubes) continue;
      for (const Number& value : Values(mask))
        if (value == target && !CheckFinalValue(rules_, value, "")) return true;
    }
    return false;
  }

 private:
  const RuleSet& rules_;
  std::vector<Symbol> cubes_;
  std::map<unsigned, std::vector<Number>> memo_;
};

// Returns a random face of a random cube of the rule set (rerolled faces rolled again).
inline Symbol RollFace(Random& random, const RuleSet& rules) {
  while (true) {
    Symbol face = FacesOf(kColors[static_cast<std::size_t>(
        random.Below(4))])[static_cast<std::size_t>(random.Below(6))];
    bool rerolled = false;
    for (Symbol s : rules.rerolled_faces) rerolled = rerolled || s == face;
    if (!rerolled) return face;
  }
}

}  // namespace equations::testing
