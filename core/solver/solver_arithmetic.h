// The solver's arithmetic: the checker's steps (core/language/evaluate.h ApplyOperation: AGLOA
// III-A, III-C-2 and the rule sets' limits on values) on compact values, with an int64 fast path
// for small rationals that gives exactly what core/numbers/number.h gives, and falls back to it on
// overflow and for radicals. Values are interned, so two values are equal exactly when their bits
// are.
#pragma once

#include <cstdint>
#include <vector>

#include "core/language/operators.h"
#include "core/numbers/number.h"
#include "core/rules/arithmetic_rules.h"
#include "core/solver/solver_index.h"

namespace equations {

// A value in the solver: a small rational num/den (den > 0, reduced, as core/numbers/rational.h
// keeps it), or, when den == 0, the index `num` of an interned Number (big or irrational).
struct SolverValue {
  std::int64_t num = 0;
  std::int64_t den = 1;
  bool IsSmall() const { return den != 0; }
  bool IsZero() const { return den != 0 && num == 0; }
  friend bool operator==(SolverValue a, SolverValue b) { return a.num == b.num && a.den == b.den; }
};

class SolverArithmetic {
 public:
  SolverArithmetic(const ArithmeticRules& rules, bool positive_whole_steps)
      : rules_(rules), positive_whole_steps_(positive_whole_steps) {}

  // Applies one step of a Solution under the rule set, as the checker does; false when the step
  // names no value the checker accepts (undefined, not allowed, too large to check, not exact).
  bool Apply(Operator operation, SolverValue left, SolverValue right, SolverValue& out);
  // Computes + - x ÷ with no rule-set limits (for inverting an operation); false when undefined.
  bool Plain(Operator operation, SolverValue left, SolverValue right, SolverValue& out);

  // Sets `bases` to the values x that could give x^E = target (at most two, to be checked with
  // Apply), where E is `exponent`, or 1/`exponent` when it is the index of a root (x^(1/e)):
  // for a target that is rational or a single radical, x^E = target with E = p/q rational and
  // non-zero means |x| = |target|^(1/E), so x is that value or its negative, or 0 for a target 0.
  // Returns false (the caller then tries every x) when the exponent is not a non-zero rational
  // or |target|^(1/E) cannot be computed exactly.
  bool PowerBases(SolverValue exponent, bool index, SolverValue target, SolverValue bases[2],
                  int& count);
  // PowerBases for a caller whose x can only be a small rational (every value on that side is):
  // sets the small rational solutions (|x| = |target|^(1/E) when that is a rational that fits
  // in int64, and its negative; none when it is irrational or larger) with int64 arithmetic
  // only. Returns false when it cannot tell so (an exponent or target not small, exponent 0):
  // then PowerBases decides.
  static bool RationalPowerBases(SolverValue exponent, bool index, SolverValue target,
                                 SolverValue bases[2], int& count);
  // Returns true when the value is rational or a single radical term (c x radical).
  bool RationalOrMonomial(SolverValue value) const;
  bool IsRational(SolverValue value) const {
    return value.IsSmall() || shape_[static_cast<std::size_t>(value.num)] == kRationalShape;
  }
  // Returns true when `value` is irrational, its rational numbers (the rational part and each
  // term's coefficient) fit in int64, and so do those of its inverse: then value op b, for + - x
  // and ÷ and any rational b of at most kRobustSiblingBits bits, stays within the checker's
  // limits (SolverSearch::Build, "irrationals that only a 0 can use").
  bool RobustIrrational(SolverValue value);
  static constexpr int kRobustSiblingBits = 3800;

  // The primes under a value's roots, as a mask: bit p mod 61 for each prime p under one of its
  // radicals (none for a rational), and kUnknownPrimes when a radical was not factored. A value
  // of the field Q(t) is a sum of rational multiples of products of t's radicals, so its primes
  // are among t's (core/numbers/radical.h: the canonical form is unique): SolverSearch::Foreign.
  static constexpr std::uint64_t kUnknownPrimes = std::uint64_t{1} << 63;
  std::uint64_t RadicalPrimes(SolverValue value) const {
    return value.IsSmall() ? 0 : primes_[static_cast<std::size_t>(value.num)];
  }
  // The field F spanned by every product of the targets' radicals (it holds every target, and a
  // value lies in it exactly when each of its radicals is one of those products: canonical forms
  // are unique). Call before the first FromNumber: a value interned after it that lies outside F
  // has kOutsideField among its RadicalPrimes (SolverSearch::Foreign). Returns false, and marks
  // nothing, for rational targets, a radical not factored, or more than kMaxFieldRadicals products.
  bool SetTargetField(const std::vector<Number>& targets);
  static constexpr std::uint64_t kOutsideField = std::uint64_t{1} << 62;
  static constexpr std::size_t kMaxFieldRadicals = 64;

  // Returns false when base^E is sure not to be a rational value, where E is `exponent`, or
  // 1 ÷ `exponent` when it is the index of a root (as in PowerBases; the base is then the root's
  // radicand): an irrational exponent, but
  // on the bases 0 and 1 (the only ones where it is exact); a rational base r and an exponent
  // m/n (n > 1) when r is not an n-th power of a rational; an irrational base that is not a
  // single root c x r^(1/k), and any exponent but 0 (v^(p/q) = s rational makes v a real root of
  // x^p = s^q, a single root); for a single root c x r^(1/k), an exponent m/n unless k divides
  // m. True when unsure (a big exponent or base).
  bool PowerMayBeRational(SolverValue base, SolverValue exponent, bool index) const;

  // Returns false when base^E (E as in PowerMayBeRational) is sure to be rational, undefined or
  // outside the field of SetTargetField: an exponent 0 or irrational, or a rational base and an
  // exponent m/n with no index of that field's roots dividing n (none but 1 when n is 1).
  bool PowerMayBeInField(SolverValue base, SolverValue exponent, bool index) const;

  // Returns the gcd of the exponents of a rational's prime factors (0 for 0 and ±1), or -1 when
  // it is irrational or not factored: x^E = t has no base x with a root index of at most
  // kMaxRootIndex (so none among the values) when 1/E = u/v and v ÷ gcd(v, this) passes it
  // (SolverSearch::Check).
  static std::int64_t ExponentGcd(const Number& number);
  // Returns the integer n-th root of x >= 0 when x is a perfect n-th power (n >= 2), else -1.
  static std::int64_t ExactRoot(std::int64_t x, std::int64_t n);

  SolverValue FromNumber(const Number& number);
  Number ToNumber(SolverValue value) const;
  // Returns -1, 0 or +1 (exact).
  int Sign(SolverValue value) const;
  // Returns the memory held by interned numbers and remembered steps (estimated).
  std::size_t Bytes() const {
    return interned_bytes_ + shape_.capacity() + primes_.capacity() * sizeof(std::uint64_t) +
           steps_.size() * sizeof(Remembered) + inverse_.capacity() * (sizeof(SolverValue) + 1);
  }

  // Units of core/numbers/rational.h ArithmeticWork counted as one operation of the search:
  // big-number work (a division by a long sum of roots, the exact sign of a sum, a large power)
  // counts by its size, so a budgeted call that meets many such steps stays short. About 0.2 µs
  // natively, a plain operation's time.
  static constexpr std::uint64_t kWorkPerOperation = 200;
  static constexpr std::uint64_t kSlowStepOperations = 10;  // the least a slow step counts
  // Frees up to `count` interned numbers (counted down); returns true when none is left. The
  // arithmetic is not used after this is first called.
  bool ReleaseSome(std::size_t& count);
  // From now on, adds the operations that big-number work is worth to *operations.
  void CountWorkIn(std::uint64_t* operations) { operations_ = operations; }

 private:
  // Adds the work done since `before` (ArithmeticWork) to the operations counted.
  void Charge(std::uint64_t before);
  std::uint64_t* operations_ = nullptr;
  std::uint64_t work_ = 0;  // work not yet a whole operation

  bool Slow(Operator operation, SolverValue left, SolverValue right, bool with_rules,
            SolverValue& out);

  // A step on big or irrational values, remembered: the same pair of values meets again in many
  // multisets, and core/numbers/number.h may take long on it (factoring, the exact sign).
  struct Step {
    std::int64_t left_num, left_den, right_num, right_den;
    int operation;  // StepKind, or 32-35: PowerBases
    friend bool operator==(const Step& a, const Step& b) {
      return a.left_num == b.left_num && a.left_den == b.left_den && a.right_num == b.right_num &&
             a.right_den == b.right_den && a.operation == b.operation;
    }
  };
  // A step's kind: the operator, + 16 without the rule-set limits (Plain); operators from the
  // sixteenth on take 64 on, past PowerBases' kinds.
  static constexpr int StepKind(Operator op, bool with_rules) {
    const int index = static_cast<int>(op);
    return (index < 16 ? index : index + 48) + (with_rules ? 0 : 16);
  }
  struct StepHash {
    std::size_t operator()(const Step& s) const;
  };
  struct Outcome {
    bool ok = false;
    SolverValue value;
  };
  // One cache line each (72 bytes, as a Step and an Outcome, made most lookups touch two).
  struct alignas(64) Remembered {
    Step step{};
    SolverValue value;  // the Outcome, flattened
    bool ok = false;
    bool used = false;
    void Set(const Step& s, const Outcome& outcome) {
      step = s;
      value = outcome.value;
      ok = outcome.ok;
      used = true;
    }
  };
  static_assert(sizeof(Remembered) == 64);
  static constexpr std::size_t kStepsRemembered = std::size_t{1} << 16;  // a power of two
  // Returns the table's slot for a step (the table grows, and starts afresh, as misses grow);
  // `known` says whether the slot remembers that very step.
  Remembered& SlotOf(const Step& step, bool& known);

  // Returns 1 ÷ the interned irrational value `index`, or false when it has no inverse the
  // checker accepts (too large): computed once per value (core/numbers/radical_sum.h Inverse solves
  // a linear system for a sum of roots), as a ÷ b meets the same b with many a.
  bool InverseOf(std::int64_t index, SolverValue& inverse);

  const ArithmeticRules& rules_;
  bool positive_whole_steps_;
  // For each interned value (InverseOf): 0 when its inverse is not yet known, 1 when it has
  // none, 2 when it is inverse_[i].
  std::vector<std::uint8_t> inverse_known_;
  std::vector<SolverValue> inverse_;
  // The interned numbers, and their index (core/solver/solver_index.h), which grows in steps. The
  // list moves its numbers when it grows, a cost only the largest searches meet; a deque, which
  // never moves them, made the slowest verdicts of solver_bench slower.
  std::vector<Number> interned_;
  // For each interned value, its shape: rational; a single root or a + b√c, whose roots core/
  // number.h may find exact; or tangled, a sum of other roots, whose roots (a fractional power,
  // a root with an index other than 1) it never finds exact (core/numbers/radical_sum.h RootOfSum).
  static constexpr std::uint8_t kTangledShape = 0, kRationalShape = 1, kRootableShape = 2;
  std::vector<std::uint8_t> shape_;
  std::vector<std::uint64_t> primes_;  // RadicalPrimes of each interned value
  std::vector<Number> field_;  // SetTargetField's products, coefficient 1 (the radical 1 first)
  struct NumberHash {
    static std::uint32_t Hash(const Number& number) {
      const std::uint64_t h = static_cast<std::uint64_t>(number.Hash()) * 0x9E3779B97F4A7C15ULL;
      return static_cast<std::uint32_t>(h >> 32);
    }
  };
  SolverIndex<std::vector<Number>, NumberHash> index_of_;
  std::vector<Remembered> steps_;  // direct-mapped by StepHash; size a power of two
  std::size_t misses_ = 0;
  std::size_t interned_bytes_ = 0;
};

}  // namespace equations
