// The solver's facts (core/solver/solver_facts.h) against the checker's arithmetic
// (core/language/evaluate.h ApplyOperation): every fact an operation declares holds on a grid of
// rationals and algebraic integers, and every fact it does not declare fails somewhere on that
// grid, so the table is neither wrong (a proof that drops a reachable Goal) nor weaker than it
// could be.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/language/evaluate.h"
#include "core/language/operators.h"
#include "core/rules/rules.h"
#include "core/solver/solver_arithmetic.h"
#include "core/solver/solver_facts.h"
#include "core/solver/solver_invert.h"

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

std::optional<Number> Apply(Operator operation, const Number& a, const Number& b) {
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
  const Number root2 = *Apply(Operator::Root, two, two);
  grid.push_back({root2, true});                               // √2
  grid.push_back({*Apply(Operator::Root, two, three), true});  // √3
  grid.push_back({*Apply(Operator::Root, three, two), true});  // the cube root of 2
  grid.push_back({*Apply(Operator::Add, Number::FromInteger(1), root2), true});  // 1 + √2
  grid.push_back({*Apply(Operator::Divide, root2, two), false});                 // √2 / 2
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

std::optional<Number> ApplyRow(Operator op, const Number& a, const Number& b);

// Returns whether the fact holds for `a op b` = v (true when its premise does not apply).
bool Holds(Operator op, OperatorFact fact, const Operand& a, const Operand& b, const Number& v) {
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
    case kZeroAbsorbs:
      return !(a.value.IsZero() || b.value.IsZero()) || v.IsZero();
    case kNoValueOnZeroRight:
      return !b.value.IsZero();
    case kSelfSolvesRight: {
      const std::optional<Number> w = ApplyRow(op, a.value, v);
      return !w || *w == b.value;
    }
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
                                   kKeepsWholeNonNegative,
                                   kZeroAbsorbs,
                                   kNoValueOnZeroRight,
                                   kSelfSolvesRight};

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
          if (v && !Holds(row.value, fact, a, b, *v))
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
  for (const Operator operation : {Operator::Add, Operator::Subtract, Operator::Multiply,
                                   Operator::Divide, Operator::Power, Operator::Root})
    for (const OperatorFact fact : kFacts)
      CHECK(HasFact(operation, fact) == ((RowOf(operation).facts & fact) != 0));
  CHECK(HasFact(Operator::Multiply, kMultiplicative | kKeepsPositive));
  CHECK_FALSE(HasFact(Operator::Subtract, kKeepsNonNegative));
}

TEST_CASE("every neutral element an operator declares leaves the other operand on the grid") {
  int checked = 0;
  for (const OperatorRow& row : Operators()) {
    if (row.arity != 2) continue;
    for (const Operand& a : Grid()) {
      CAPTURE(row.name);
      CAPTURE(a.value);
      if (row.right_neutral) {
        const std::optional<Number> v =
            ApplyRow(row.value, a.value, Number::FromInteger(*row.right_neutral));
        if (v) CHECK(*v == a.value);
        checked += v ? 1 : 0;
      }
      if (row.left_neutral) {
        const std::optional<Number> v =
            ApplyRow(row.value, Number::FromInteger(*row.left_neutral), a.value);
        if (v) CHECK(*v == a.value);
        checked += v ? 1 : 0;
      }
    }
  }
  CHECK(checked > 150);
}

TEST_CASE("a step solved for an operand through the operator's row agrees with its apply") {
  SolverArithmetic arithmetic(Rules(), false);
  std::vector<SolverValue> values;
  for (std::int64_t n : {-3, -2, -1, 0, 1, 2, 3, 6}) values.push_back({n, 1});
  values.push_back({1, 2});
  values.push_back({-3, 2});
  int one = 0, any = 0, none = 0, unknown = 0;
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    const auto operation = static_cast<Operator>(op);
    const OperandSolver solver(operation);
    for (const SolverValue known : values)
      for (const SolverValue target : values)
        for (const bool known_left : {true, false}) {
          // known op u, or u op known.
          auto step = [&](SolverValue u) {
            const Number k = arithmetic.ToNumber(known), x = arithmetic.ToNumber(u);
            return known_left ? ApplyRow(operation, k, x) : ApplyRow(operation, x, k);
          };
          const Number t = arithmetic.ToNumber(target);
          auto names = [&](SolverValue u) {
            const std::optional<Number> v = step(u);
            return v && *v == t;
          };
          SolverValue want;
          const Solved solved = solver.Solve(arithmetic, known, known_left, target, want);
          CAPTURE(RowOf(operation).name);
          CAPTURE(arithmetic.ToNumber(known));
          CAPTURE(t);
          CAPTURE(known_left);
          CAPTURE(static_cast<int>(solved));
          switch (solved) {
            case Solved::One:
              CHECK(names(want));
              ++one;
              break;
            case Solved::Any:
              for (const SolverValue u : values) CHECK(names(u));
              ++any;
              break;
            case Solved::AnyButZero:
              for (const SolverValue u : values) CHECK(names(u) == !u.IsZero());
              ++any;
              break;
            case Solved::None:
              for (const SolverValue u : values) CHECK_FALSE(names(u));
              ++none;
              break;
            case Solved::Unknown:  // only for an operator with no inverse: the values are small
              CHECK_FALSE(solver.Solvable());
              ++unknown;
              break;
          }
        }
  }
  CHECK(one > 300);
  CHECK(any > 0);
  CHECK(none > 0);
  CHECK(unknown == 2 * 10 * 10 * 2);  // ^ and √
}
