#include "core/language/interpretation.h"
#include "core/language/operators.h"

#include "core/numbers/radical.h"  // the radicals of a value, to weigh the budget of work (Degree)

#include <algorithm>
#include <array>
#include <cassert>
#include <map>
#include <set>
#include <unordered_map>
#include <utility>

namespace equations {

namespace {

struct Item {
  std::string text;
  bool compound = false;  // needs grouping symbols when it is an operand
  Value value = Number();
};

// Returns the operand as it appears inside a larger interpretation.
std::string Wrapped(const Item& item) {
  return item.compound ? "(" + item.text + ")" : item.text;
}

// Returns a bound on the degree of the number field of a value's radicals (1 for a rational or a
// single root c x R, whose inverse and powers are again single roots): the product over primes of
// the largest root index under which the prime appears, at most 64.
std::size_t Degree(const Value& value) {
  if (!value || value.value().Radicals() == nullptr) return 1;
  if (value.value().RationalPart().IsZero() && value.value().Radicals()->terms.size() == 1)
    return 1;
  std::vector<std::pair<const BigInteger*, std::int64_t>> primes;
  for (const Monomial& term : value.value().Radicals()->terms) {
    for (const PrimePower& factor : term.radical.factors) {
      auto found = std::find_if(primes.begin(), primes.end(),
                                [&](const auto& p) { return *p.first == factor.prime; });
      if (found == primes.end()) {
        primes.push_back({&factor.prime, term.radical.index});
      } else {
        found->second = std::max(found->second, term.radical.index);
      }
    }
  }
  std::size_t degree = 1;
  for (const auto& prime : primes)
    degree = std::min<std::size_t>(64, degree * static_cast<std::size_t>(prime.second));
  return degree;
}

// Returns a rough measure of the overhead of one operation on values with radicals, in steps. The
// big-integer work itself (dividing by a sum of radicals solves a linear system over the field;
// a power of a sum multiplies it out; the sign of a sum refines roots) is measured as it is done
// (ArithmeticWork), so this only has to weigh the many small terms.
std::size_t Cost(Operation operation, const Value* left, const Value& right) {
  std::size_t a = left != nullptr ? Degree(*left) : 1, b = Degree(right);
  switch (operation) {
    case Operation::Add:
    case Operation::Subtract:
      return std::max(a, b);
    case Operation::Multiply:
      return a * b;
    case Operation::Divide:
      return b == 1 ? a : 4 * a * b;
    case Operation::Power:
    case Operation::Root:
      return a == 1 && b == 1 ? 1 : 4 * a * b;
  }
  return 1;
}

// The values of expensive steps by their text (see Interpreter::Apply).
using KnownSteps = std::unordered_map<std::string, Value>;
// Steps that take at least this many steps are remembered (so at most max_steps / it of them).
constexpr std::size_t kStepsRemembered = 16;

// Units of ArithmeticWork counted as one step of InterpretOptions::max_steps (about a tenth of a
// microsecond of big-integer work, natively).
constexpr std::uint64_t kWorkPerStep = 100;

int Precedence(Operation operation) {
  return RowOf(OperatorOf(operation)).precedence;
}

// Collects items, keeping either all of them or one per distinct value (and a few reasons for
// having none: one witness is enough, AGLOA VII-C-5-c).
class ItemSet {
 public:
  static constexpr std::size_t kErrorsKept = 4;

  ItemSet(bool distinct, std::size_t limit) : distinct_(distinct), limit_(limit) {}

  // Returns whether an item with this value would be kept; false once the limit is reached.
  bool Accepts(const Value& value) {
    if (items_.size() >= limit_) {
      truncated_ = true;
      return false;
    }
    if (!distinct_) return true;
    if (value.has_value()) return values_.find(value.value()) == values_.end();
    return errors_ < kErrorsKept;
  }
  // Adds an item that Accepts() its value.
  void Add(Item item) {
    if (distinct_) {
      if (item.value.has_value()) {
        values_.emplace(item.value.value(), items_.size());
      } else {
        ++errors_;
      }
    }
    items_.push_back(std::move(item));
  }
  bool full() const { return items_.size() >= limit_; }
  std::vector<Item> Take() { return std::move(items_); }
  bool truncated() const { return truncated_; }

 private:
  bool distinct_;
  std::size_t limit_;
  bool truncated_ = false;
  std::vector<Item> items_;
  std::unordered_map<Number, std::size_t> values_;
  std::size_t errors_ = 0;
};

class Interpreter {
 public:
  Interpreter(const ArithmeticRules& rules, const WrittenExpression& expression,
              const InterpretOptions& options, std::size_t* steps, KnownSteps* known)
      : rules_(rules), expression_(expression), options_(options), steps_(steps), known_(known) {}

  const std::vector<Item>& All() {
    return Items(0, static_cast<int>(expression_.operands.size()) - 1, 0);
  }
  bool truncated() const { return truncated_; }

 private:
  using Key = std::array<int, 3>;

  const WrittenOperator& SignBefore(int k) const { return expression_.operators[k - 1]; }
  // Returns whether the operand range ending at `j` may end there without cutting through a tight
  // sign: the sign after it is loose, or there is none.
  bool EndsAtLooseSign(int j) const {
    return j + 1 >= static_cast<int>(expression_.operands.size()) || SignBefore(j + 1).Loose();
  }

  // Returns the value of `left operation right` (for Root with no left: the square root), and
  // counts its steps: the estimate of Cost plus the work the arithmetic did
  // (core/numbers/rational.h ArithmeticWork), so that big integers and long sums of roots spend the
  // budget as they take time. A step that took many steps is remembered by its text in `known_`,
  // shared by the passes of InterpretSolution, so that the probes and the full pass compute it
  // once.
  Value Apply(Operation operation, const Item* left, const Item& right) {
    if (left != nullptr && !left->value) return MakeUnexpected(left->value.error());
    if (!right.value) return MakeUnexpected(right.value.error());
    std::string text = (left != nullptr ? Wrapped(*left) : std::string()) +
                       std::string(OperationText(operation)) + Wrapped(right);
    auto found = known_->find(text);
    if (found != known_->end()) {
      *steps_ += 1;
      return found->second;
    }
    const std::size_t steps_before = *steps_;
    *steps_ += Cost(operation, left != nullptr ? &left->value : nullptr, right.value);
    const std::uint64_t work_before = ArithmeticWork();
    Value value = left == nullptr
                      ? ApplyOperation(rules_, Operation::Root, Number::FromInteger(2),
                                       right.value.value(), "", Wrapped(right))
                      : ApplyOperation(rules_, operation, left->value.value(), right.value.value(),
                                       Wrapped(*left), Wrapped(right));
    *steps_ += static_cast<std::size_t>((ArithmeticWork() - work_before) / kWorkPerStep);
    if (*steps_ - steps_before >= kStepsRemembered) known_->emplace(std::move(text), value);
    return value;
  }

  // Adds `left operation right` (left null: √right) to the set if the set wants its value.
  void Offer(Operation operation, const Item* left, const Item& right, ItemSet& set) {
    Value value = Apply(operation, left, right);
    if (!set.Accepts(value)) return;
    Item result;
    result.compound = true;
    result.text = (left != nullptr ? Wrapped(*left) : std::string()) +
                  std::string(OperationText(operation)) + Wrapped(right);
    result.value = std::move(value);
    set.Add(std::move(result));
  }

  Item SquareRoot(const Item& radicand) {
    Item result;
    result.compound = true;
    result.text = std::string(OperationText(Operation::Root)) + Wrapped(radicand);
    result.value = Apply(Operation::Root, nullptr, radicand);
    return result;
  }

  std::vector<Item> Base(int i) {
    const WrittenOperand& operand = expression_.operands[i];
    if (!operand.IsGroup()) {
      Item item;
      item.text = operand.numeral;
      item.value = NumeralValue(operand.numeral);
      return {item};
    }
    Interpreter inner(rules_, operand.group.front(), options_, steps_, known_);
    std::vector<Item> items = inner.All();
    truncated_ = truncated_ || inner.truncated();
    return items;
  }

  // The operand alone, with its roots from the p-th on.
  std::vector<Item> Leaf(int i, int p) {
    const WrittenOperand& operand = expression_.operands[i];
    for (std::size_t r = p; r < operand.roots.size(); ++r)
      if (operand.roots[r].gap_after && !EndsAtLooseSign(i)) return {};
    std::vector<Item> items = Base(i);
    for (int r = static_cast<int>(operand.roots.size()) - 1; r >= p; --r)
      for (Item& item : items) item = SquareRoot(item);
    return items;
  }

  // Adds the interpretations whose last step is the sign before operand k (or the loose root in
  // front of operand i when k == 0); returns whether any was added.
  bool AddTop(int i, int j, int p, int k, ItemSet& set) {
    bool any = false;
    if (k == 0) {
      for (const Item& radicand : Items(i, j, p + 1)) {
        any = true;
        if (set.full() || OutOfSteps()) break;
        Offer(Operation::Root, nullptr, radicand, set);
      }
      return any;
    }
    const std::vector<Item>& left = Items(i, k - 1, p);
    if (left.empty()) return false;
    const std::vector<Item>& right = Items(k, j, 0);
    Operation operation = SignBefore(k).operation;
    for (const Item& l : left) {
      for (const Item& r : right) {
        any = true;
        if (set.full() || OutOfSteps()) return any;
        Offer(operation, &l, r, set);
      }
    }
    return any;
  }

  // Returns whether the budget of steps is spent (then the list is marked truncated).
  bool OutOfSteps() {
    if (*steps_ < options_.max_steps) return false;
    truncated_ = true;
    return true;
  }

  const std::vector<Item>& Items(int i, int j, int p) {
    Key key{i, j, p};
    auto found = memo_.find(key);
    if (found != memo_.end()) return found->second;
    std::vector<Item> result;
    if (i == j) {
      result = Leaf(i, p);
    } else {
      // Candidates for the last step: signs between the operands (k = index of the operand after
      // the sign), and 0 for a √ with a gap behind it in front of operand i.
      bool any_loose = false;
      for (int k = i + 1; k <= j; ++k) any_loose = any_loose || SignBefore(k).Loose();
      // AGLOA VII-B-6-c Note: the writer of an ungrouped Goal is not bound by the √ default.
      const bool any_radicand =
          options_.ungrouped_goal && options_.grouping == Grouping::AnyGrouping;
      std::vector<int> candidates;
      for (int k = i + 1; k <= j; ++k) {
        const WrittenOperator& sign = SignBefore(k);
        if (any_loose && !sign.Loose()) continue;
        // AGLOA VII-B-6-b-i: the radicand is just what is immediately behind the √.
        if (sign.operation == Operation::Root && !sign.gap_after && k != j && !any_radicand)
          continue;
        candidates.push_back(k);
      }
      const WrittenOperand& first = expression_.operands[i];
      const bool has_root = p < static_cast<int>(first.roots.size());
      bool loose_root = has_root && first.roots[p].gap_after && EndsAtLooseSign(j);
      // A √ with no gap behind it is not loose, so no loose sign may lie inside its radicand.
      bool tight_root = has_root && !first.roots[p].gap_after && any_radicand && !any_loose;
      ItemSet set(options_.distinct_values, options_.limit);
      if (options_.grouping == Grouping::OrderOfOperations) {
        // The step done last is the weakest sign, the rightmost of equals (left to right).
        std::stable_sort(candidates.begin(), candidates.end(), [&](int a, int b) {
          int pa = Precedence(SignBefore(a).operation), pb = Precedence(SignBefore(b).operation);
          return pa != pb ? pa < pb : a > b;
        });
        if (loose_root) candidates.push_back(0);
        for (int k : candidates)
          if (AddTop(i, j, p, k, set)) break;
      } else if (options_.probe != InterpretOptions::Probe::None) {
        if (options_.probe == InterpretOptions::Probe::LastSignLast)
          std::reverse(candidates.begin(), candidates.end());
        if (loose_root) candidates.insert(candidates.begin(), 0);
        for (int k : candidates)
          if (AddTop(i, j, p, k, set)) break;
      } else {
        if (loose_root) candidates.insert(candidates.begin(), 0);
        if (tight_root) candidates.push_back(0);
        for (int k : candidates) AddTop(i, j, p, k, set);
      }
      truncated_ = truncated_ || set.truncated();
      result = set.Take();
    }
    return memo_[key] = std::move(result);
  }

  const ArithmeticRules& rules_;
  const WrittenExpression& expression_;
  const InterpretOptions& options_;
  std::size_t* steps_;  // operations applied so far, shared with the interpreters of groups
  KnownSteps* known_;   // expensive steps already computed, shared likewise
  bool truncated_ = false;
  std::map<Key, std::vector<Item>> memo_;
};

}  // namespace

namespace {

// Interpret, counting steps in `steps` (shared by the passes of InterpretSolution).
InterpretationList InterpretCounting(const ArithmeticRules& rules,
                                     const WrittenExpression& expression,
                                     const InterpretOptions& options, std::size_t* steps,
                                     KnownSteps* known) {
  assert(!expression.operands.empty());
  Interpreter interpreter(rules, expression, options, steps, known);
  const std::vector<Item>& items = interpreter.All();
  InterpretationList list;
  list.truncated = interpreter.truncated();
  for (const Item& item : items) list.interpretations.push_back({item.text, item.value});
  return list;
}

}  // namespace

InterpretationList Interpret(const ArithmeticRules& rules, const WrittenExpression& expression,
                             const InterpretOptions& options) {
  std::size_t steps = 0;
  KnownSteps known;
  return InterpretCounting(rules, expression, options, &steps, &known);
}

InterpretationList InterpretSolution(const ArithmeticRules& rules,
                                     const WrittenExpression& expression) {
  InterpretOptions options;
  options.grouping = rules.solution_grouping;
  options.distinct_values = true;
  std::size_t steps = 0;  // one budget for the probes and the full pass
  KnownSteps known;
  if (options.grouping == Grouping::AnyGrouping) {
    InterpretationList probes;
    probes.partial = true;
    // Three single groupings: the first sign last, the last sign last, the usual order.
    for (int probe = 0; probe < 3; ++probe) {
      options.probe = probe == 0   ? InterpretOptions::Probe::FirstSignLast
                      : probe == 1 ? InterpretOptions::Probe::LastSignLast
                                   : InterpretOptions::Probe::None;
      options.grouping = probe == 2 ? Grouping::OrderOfOperations : Grouping::AnyGrouping;
      InterpretationList one = InterpretCounting(rules, expression, options, &steps, &known);
      for (Interpretation& reading : one.interpretations) {
        if (!reading.value) continue;
        if (probes.interpretations.empty()) {
          probes.interpretations.push_back(std::move(reading));
        } else if (probes.interpretations.front().value.value() != reading.value.value()) {
          probes.interpretations.push_back(std::move(reading));
          return probes;
        }
      }
    }
    options.probe = InterpretOptions::Probe::None;
    options.grouping = Grouping::AnyGrouping;
  }
  return InterpretCounting(rules, expression, options, &steps, &known);
}

}  // namespace equations
