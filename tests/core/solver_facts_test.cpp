// The solver's facts (core/solver/solver_facts.h) against the checker's arithmetic
// (core/language/evaluate.h ApplyOperation): every fact an operation declares holds on a grid of
// rationals and algebraic integers, and every fact it does not declare fails somewhere on that
// grid, so the table is neither wrong (a proof that drops a reachable Goal) nor weaker than it
// could be.
#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/language/evaluate.h"
#include "core/language/operators.h"
#include "core/rules/rules.h"
#include "core/solver/solver_facts.h"

using namespace equations;

namespace {

struct Operand {
  Number value;
  bool integral = false;  // an algebraic integer
};

const RuleSet& Rules() {
  static const RuleSet rules = FindRuleSet("agloa", "senior").value();
  return rules;
}

std::optional<Number> Apply(Operation operation, const Number& a, const Number& b) {
  Value v = ApplyOperation(Rules(), operation, a, b, "a", "b");
  if (!v) return std::nullopt;
  return *v;
}

std::vector<Operand> Grid() {
  std::vector<Operand> grid;
  for (std::int64_t n : {-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 8, 9})
    grid.push_back({Number::FromInteger(n), true});
  for (auto [n, d] : std::vector<std::pair<std::int64_t, std::int64_t>>{
           {1, 2}, {2, 3}, {3, 2}, {-1, 2}, {1, 4}, {5, 3}})
    grid.push_back({Number::FromRational(Rational::FromFraction(n, d)), false});
  const Number two = Number::FromInteger(2), three = Number::FromInteger(3);
  const Number root2 = *Apply(Operation::Root, two, two);
  grid.push_back({root2, true});                                // √2
  grid.push_back({*Apply(Operation::Root, two, three), true});  // √3
  grid.push_back({*Apply(Operation::Root, three, two), true});  // the cube root of 2
  grid.push_back({*Apply(Operation::Add, Number::FromInteger(1), root2), true});  // 1 + √2
  grid.push_back({*Apply(Operation::Divide, root2, two), false});                 // √2 / 2
  return grid;
}

// The prime factors of a small whole number > 0 (the grid's values stay small).
std::vector<std::int64_t> Primes(std::int64_t m) {
  std::vector<std::int64_t> primes;
  for (std::int64_t p = 2; m > 1; ++p)
    if (m % p == 0) {
      primes.push_back(p);
      while (m % p == 0) m /= p;
    }
  return primes;
}

std::vector<std::int64_t> PrimesOf(const Rational& r) {
  std::vector<std::int64_t> primes =
      Primes(r.SmallNumerator() < 0 ? -r.SmallNumerator() : r.SmallNumerator());
  for (std::int64_t p : Primes(r.SmallDenominator())) primes.push_back(p);
  return primes;
}

bool Small(const Number& n) {
  return n.IsRational() && n.RationalPart().IsSmall() &&
         n.RationalPart().SmallNumerator() > -1000000 &&
         n.RationalPart().SmallNumerator() < 1000000;
}

// Returns whether the fact holds for `a op b` = v (true when its premise does not apply).
bool Holds(OperatorFact fact, const Operand& a, const Operand& b, const Number& v) {
  const bool rational = a.value.IsRational() && b.value.IsRational();
  switch (fact) {
    case kKeepsNonNegative:
      return !(a.value.Sign() >= 0 && b.value.Sign() >= 0) || v.Sign() >= 0;
    case kKeepsPositive:
      return !(a.value.Sign() > 0 && b.value.Sign() > 0) || v.Sign() > 0;
    case kMultiplicative: {
      if (!rational || !v.IsRational() || !Small(a.value) || !Small(b.value) || !Small(v))
        return true;
      if (v.IsZero()) return a.value.IsZero() || b.value.IsZero();
      std::vector<std::int64_t> allowed = PrimesOf(a.value.RationalPart());
      for (std::int64_t p : PrimesOf(b.value.RationalPart())) allowed.push_back(p);
      for (std::int64_t p : PrimesOf(v.RationalPart()))
        if (std::find(allowed.begin(), allowed.end(), p) == allowed.end()) return false;
      return true;
    }
    case kKeepsIntegral:  // a rational algebraic integer is whole
      return !(a.integral && b.integral) || !v.IsRational() || v.IsInteger();
    case kIntegralOnNonNegative:
      return !(a.integral && b.integral && a.value.Sign() >= 0 && b.value.Sign() >= 0) ||
             !v.IsRational() || v.IsInteger();
    case kKeepsRational:
      return !rational || v.IsRational();
    case kRationalOnWholeNonNegative:
      return !(a.value.IsRational() && b.value.IsWhole()) || v.IsRational();
    case kKeepsWholeNonNegative:
      return !(a.value.IsWhole() && b.value.IsWhole()) || v.IsWhole();
  }
  return true;
}

constexpr OperatorFact kFacts[] = {kKeepsNonNegative,
                                   kKeepsPositive,
                                   kMultiplicative,
                                   kKeepsIntegral,
                                   kIntegralOnNonNegative,
                                   kKeepsRational,
                                   kRationalOnWholeNonNegative,
                                   kKeepsWholeNonNegative};

// Applies the operator to a and b (a unary one to a alone), or nothing without a value.
std::optional<Number> ApplyRow(Operator op, const Number& a, const Number& b) {
  NumberResult v = ApplyOperator(op, a, b);
  if (!v) return std::nullopt;
  return *v;
}

}  // namespace

TEST_CASE("every fact an operator declares holds, and every other fails on the grid") {
  const std::vector<Operand> grid = Grid();
  for (const OperatorRow& row : Operators()) {
    for (const OperatorFact fact : kFacts) {
      std::string counterexample;
      for (const Operand& a : grid)
        for (const Operand& b : row.arity == 1 ? std::vector<Operand>{a} : grid) {
          if (!counterexample.empty()) break;
          std::optional<Number> v = ApplyRow(row.value, a.value, b.value);
          if (v && !Holds(fact, a, b, *v))
            counterexample = std::string(row.name) + " of " + a.value.ToString() +
                             (row.arity == 2 ? " and " + b.value.ToString() : "") + " = " +
                             v->ToString();
        }
      CAPTURE(row.name);
      CAPTURE(static_cast<int>(fact));
      CAPTURE(counterexample);
      CHECK(((row.facts & fact) != 0) == counterexample.empty());
    }
  }
}

TEST_CASE("the solver reads the facts of its six operations from the operator table") {
  for (const Operation operation : {Operation::Add, Operation::Subtract, Operation::Multiply,
                                    Operation::Divide, Operation::Power, Operation::Root})
    for (const OperatorFact fact : kFacts)
      CHECK(HasFact(operation, fact) == ((RowOf(OperatorOf(operation)).facts & fact) != 0));
  CHECK(HasFact(Operation::Multiply, kMultiplicative | kKeepsPositive));
  CHECK_FALSE(HasFact(Operation::Subtract, kKeepsNonNegative));
}
