// Every reading of a run of tokens (core/language/reading.h): AGLOA VII-B-6 with the variations'
// prefix and postfix operators, by spans, each span keeping its distinct values.
#include <algorithm>
#include <map>

#include "core/language/complex_value.h"
#include "core/language/reading.h"
#include "core/language/real_value.h"

namespace equations {
namespace {

struct Item {
  Number value;
  std::optional<LogValue> log;  // Log (XIII-D-13): the value is this logarithm, not `value`
  std::string text;
  bool atomic = true;  // printed without brackets as an operand
  bool loose = false;  // holds a loose sign of a Goal on the mat (IV-B-2)
  // XIII-C-9: a power (^, an exponent digit, a power of the base 10^n with n > 1, a root of
  // fractional index or of a power) at the top, or a sum or difference of such a power and a
  // number other than 0: Number of Factors of the latter is a prohibited Goal form in Junior and
  // Senior.
  bool power = false;
  bool power_sum = false;
  std::optional<Complex> complex;  // Imaginary (XIII-D-11): the value is this, not `value`
};

struct Cell {
  std::vector<Item> items;
  std::optional<ValueError> rule_error;   // the first reading that names no number
  std::optional<ValueError> limit_error;  // the first too large or not exact
};

// Steps of work for one expression: past it the readings are truncated ("too large to check").
constexpr std::size_t kMaxSteps = 400000;
constexpr std::size_t kMaxItemsPerSpan = 4000;

// The probe of a written side keeps this many values per span: two different values at the top
// show it ambiguous at once (VII-C-5-c), without listing every reading.
thread_local std::size_t g_probe_cap = 0;

std::string Wrapped(const Item& item) {
  return item.atomic ? item.text : "(" + item.text + ")";
}

std::string_view OpenText(Bracket bracket) {
  return bracket == Bracket::Square ? "[" : (bracket == Bracket::Brace ? "{" : "(");
}
std::string_view CloseText(Bracket bracket) {
  return bracket == Bracket::Square ? "]" : (bracket == Bracket::Brace ? "}" : ")");
}

class Spans {
 public:
  Spans(const Arithmetic& arithmetic, const ReadChain& chain, Reading reading, bool goal_rules,
        std::size_t& steps, bool& truncated)
      : a_(arithmetic),
        t_(chain.tokens),
        chain_(chain),
        imaginary_(arithmetic.Has(VariationKind::Imaginary)),
        reading_(reading),
        goal_rules_(goal_rules),
        steps_(steps),
        truncated_(truncated) {}

  Cell Solve(std::size_t i, std::size_t j) {
    const auto key = std::make_pair(i, j);
    if (auto found = memo_.find(key); found != memo_.end()) return found->second;
    Cell cell = Compute(i, j);
    memo_.emplace(key, cell);
    return cell;
  }

 private:
  bool HasBinary(std::size_t i, std::size_t j) const {
    for (std::size_t k = i; k <= j; ++k)
      if (t_[k].role == TokenRole::Binary) return true;
    return false;
  }
  // A binary sign other than the product with i, which binds first (XIII-D-11).
  bool HasLooseBinary(std::size_t i, std::size_t j) const {
    for (std::size_t k = i; k <= j; ++k)
      if (t_[k].role == TokenRole::Binary && !t_[k].tight) return true;
    return false;
  }
  // Only operands and products with i: 5ii2.
  bool PureProduct(std::size_t i, std::size_t j) const {
    for (std::size_t k = i; k <= j; ++k)
      if (t_[k].role != TokenRole::Operand && !t_[k].tight) return false;
    return true;
  }
  // XIII-D-11: the product with i binds before every other operation. In a Solution its factors
  // hold no other binary sign; in a Goal on the mat the i is a direct factor (VII-C-5-b, comment
  // (g)), the other factor any run the writer groups ((3+2)i, comment (j)).
  bool TightSplit(std::size_t i, std::size_t k, std::size_t j) const {
    if (reading_ != Reading::Goal) return !HasLooseBinary(i, k - 1) && !HasLooseBinary(k + 1, j);
    return (t_[k - 1].imaginary && PureProduct(i, k - 1)) ||
           (t_[k + 1].imaginary && PureProduct(k + 1, j));
  }
  // VII-B-6-c with XIII-D-11 default (i): a prefix or a postfix on a factor of a product with i
  // clashes with it (√9i is (√9)i or √(9i)), so either may also take the whole product.
  bool TightClashFrom(std::size_t i, std::size_t j) const {
    std::size_t k = i;
    while (k < j && t_[k].role == TokenRole::Prefix) ++k;
    return k + 1 <= j && t_[k + 1].tight && !HasLooseBinary(i + 1, j);
  }
  bool TightClashUntil(std::size_t i, std::size_t j) const {
    std::size_t k = j;
    while (k > i && t_[k].role == TokenRole::Postfix) --k;
    return k >= i + 1 && t_[k - 1].tight && !HasLooseBinary(i, j - 1);
  }

  // A Goal's run ends where a loose sign (a gap beside it) follows, or at the Goal's end.
  bool EndsAtLooseSign(std::size_t j) const {
    return j + 1 >= t_.size() || (t_[j + 1].role == TokenRole::Binary &&
                                  (t_[j + 1].loose_before || t_[j + 1].loose_after));
  }
  static bool NonEmpty(const Cell& cell) {
    return !cell.items.empty() || cell.rule_error || cell.limit_error;
  }
  // The sign done last in the run i..j of a Goal read by the order of operations: the weakest,
  // the rightmost of equals, among the loose signs when there are any (IV-B-2), the radicand of
  // a√b being just the operand behind it unless a gap follows the √; the first such sign whose
  // two sides can be read.
  std::optional<std::size_t> OrderedGoalSign(std::size_t i, std::size_t j) {
    bool any_loose = false;
    for (std::size_t k = i + 1; k < j; ++k)
      any_loose |= t_[k].role == TokenRole::Binary && (t_[k].loose_before || t_[k].loose_after);
    std::vector<std::size_t> signs;
    for (std::size_t k = i + 1; k < j; ++k) {
      const ReadToken& sign = t_[k];
      if (sign.role != TokenRole::Binary || (sign.tight && !TightSplit(i, k, j))) continue;
      if (any_loose && !(sign.loose_before || sign.loose_after)) continue;
      if (sign.op == Operator::Root && !sign.loose_after && HasBinary(k + 1, j)) continue;
      signs.push_back(k);
    }
    std::stable_sort(signs.begin(), signs.end(), [&](std::size_t a, std::size_t b) {
      const int pa = RowOf(t_[a].op).precedence, pb = RowOf(t_[b].op).precedence;
      return pa != pb ? pa < pb : a > b;
    });
    for (std::size_t k : signs)
      if (NonEmpty(Solve(i, k - 1)) && NonEmpty(Solve(k + 1, j))) return k;
    return std::nullopt;
  }

  bool HasPrefix(std::size_t i, std::size_t j) const {
    for (std::size_t k = i; k <= j; ++k)
      if (t_[k].role == TokenRole::Prefix) return true;
    return false;
  }

  // VII-B-6-c: when a prefix and a postfix claim one operand, the run is ambiguous: besides both
  // bindings, either sign may take any longer run (4+x12² is also (4+x12)²). ClashFrom: the unit
  // that begins with the prefix at i has a postfix; ClashUntil: the unit that ends with the
  // postfix at j has a prefix.
  bool ClashFrom(std::size_t i) const {
    std::size_t k = i;
    while (k < t_.size() && t_[k].role == TokenRole::Prefix) ++k;
    return k + 1 < t_.size() && t_[k + 1].role == TokenRole::Postfix;
  }
  bool ClashUntil(std::size_t j) const {
    std::size_t k = j;
    while (k > 0 && t_[k].role == TokenRole::Postfix) --k;
    return k > 0 && t_[k - 1].role == TokenRole::Prefix;
  }

  void Note(Cell& cell, const ValueError& error) {
    if (IsRuleError(error)) {
      if (!cell.rule_error) cell.rule_error = error;
    } else if (!cell.limit_error) {
      cell.limit_error = error;
    }
  }

  static RealValue RealOf(const Item& item) {
    return RealValue{item.value, item.log, item.complex};
  }

  void Add(Cell& cell, Item item) {
    if (reading_ == Reading::Written) {
      // Comparing complex values costs more as their order grows (core/numbers/complex.h).
      if (item.complex)
        steps_ += cell.items.size() * static_cast<std::size_t>(1 + item.complex->Order() / 512);
      for (const Item& existing : cell.items)
        if (CompareValues(RealOf(existing), RealOf(item)) == LogVerdict::Equal) return;
    }
    if (g_probe_cap != 0 && cell.items.size() >= g_probe_cap) return;
    if (cell.items.size() >= kMaxItemsPerSpan) {
      truncated_ = true;
      return;
    }
    cell.items.push_back(std::move(item));
  }

  // Applies one operator through the rule set's limits (the basic six) or its row.
  Value Apply(Operator op, const Number& left, const Number& right, const std::string& lt,
              const std::string& rt, int exponent = 0, int exponent_factorials = 0) {
    ++steps_;
    if (IsBasicOperator(op)) return ApplyOperation(a_.rules, op, left, right, lt, rt);
    const std::string step =
        op == Operator::Exponent
            ? lt + "'" + std::to_string(exponent) + std::string(exponent_factorials, '!')
        : RowOf(op).position == Position::Prefix ? std::string(RowOf(op).printed) + rt
        : RowOf(op).position == Position::Postfix
            ? lt + std::string(RowOf(op).printed)
            : lt + " " + std::string(RowOf(op).printed) + " " + rt;
    if (op == Operator::Exponent) {
      // An exponent is a power (XIII-B-9): the rule set's limits on powers apply. Factorials on
      // the exponent digit alone come first (XIII-B-9 comment (b): 4^(3!)).
      Number power = Number::FromInteger(exponent);
      std::string power_text = std::to_string(exponent);
      for (int k = 0; k < exponent_factorials; ++k) {
        NumberResult next = ApplyOperator(Operator::Factorial, power, Number(), a_.setting);
        if (!next)
          return MakeUnexpected(
              ValueError{ValueErrorKind::TooLarge, step + ": " + next.error().message});
        power = std::move(next).value();
        power_text += "!";
      }
      return ApplyOperation(a_.rules, Operator::Power, left, power, lt, power_text);
    }
    // Counting the factors of a large number, or finding the next prime after one, is trial
    // division: it spends the budget as it takes time.
    if ((op == Operator::NumberOfFactors || op == Operator::SmallestPrime) &&
        left.RationalPart().BitSize() > 24)
      steps_ += 2000;
    NumberResult result = ApplyOperator(op, left, right, a_.setting);
    if (result) return std::move(result).value();
    const ArithmeticError& error = result.error();
    ValueErrorKind kind = IsUndefined(error.kind)                       ? ValueErrorKind::Undefined
                          : error.kind == ArithmeticErrorKind::TooLarge ? ValueErrorKind::TooLarge
                                                                        : ValueErrorKind::NotExact;
    // XIII-C-9 comment: a Number of Factors nobody can verify makes the Equation incorrect.
    if (op == Operator::NumberOfFactors && kind == ValueErrorKind::NotExact)
      kind = ValueErrorKind::NotAllowed;
    return MakeUnexpected(ValueError{kind, step + ": " + error.message});
  }

  void Offer(Cell& cell, Value value, std::string text, bool atomic, bool loose, bool power = false,
             bool power_sum = false) {
    if (!value) {
      Note(cell, value.error());
      return;
    }
    Add(cell, Item{std::move(value).value(), std::nullopt, std::move(text), atomic, loose, power,
                   power_sum});
  }
  void Offer(Cell& cell, Expected<RealValue, ValueError> value, std::string text, bool atomic,
             bool loose) {
    if (!value) {
      Note(cell, value.error());
      return;
    }
    Add(cell, Item{value->number, value->log, std::move(text), atomic, loose, false, false,
                   value->complex});
  }
  void OfferAll(Cell& cell, const RealValues& values, const std::string& text, bool loose) {
    if (!values) {
      Note(cell, values.error());
      return;
    }
    for (const RealValue& value : *values) steps_ += ComplexCost(value);
    for (const RealValue& value : *values)
      Add(cell, Item{value.number, value.log, text, false, loose, false, false, value.complex});
  }

  // The budget a step with a complex operand spends: a product of two values of order N takes
  // about N² rational operations.
  static std::size_t ComplexCost(const RealValue& value) {
    if (!value.complex) return 1;
    const auto order = static_cast<std::size_t>(value.complex->Order());
    return 1 + order * order / 3000;
  }

  // Imaginary (XIII-D-11): a step that may reach values that are not real, or the top power or
  // root of a group with a written root @(v). Returns false when the step is real arithmetic,
  // which the caller applies.
  bool OfferImaginary(Cell& cell, Operator op, const RealValue& l, const RealValue& r,
                      const std::string& lt, const std::string& rt, const std::string& step,
                      const std::string& text, bool loose, bool top, bool power, bool power_sum) {
    if (!imaginary_) return false;
    const bool power_or_root = op == Operator::Power || op == Operator::Root;
    if (top) {
      ++steps_;
      if (!power_or_root) {
        Note(cell, ValueError{ValueErrorKind::NotAllowed,
                              step + ": a root " + chain_.root_choice_text +
                                  " is written after a group whose top operation is a power "
                                  "or a root (AGLOA XIII-D-11)"});
        return true;
      }
      auto form = PowerFormOf(op, l, r, step);
      if (!form) {
        Note(cell, form.error());
        return true;
      }
      OfferAll(cell, ChosenRoot(form->base, form->exponent, *chain_.root_choice, step), text,
               loose);
      return true;
    }
    if (l.complex || r.complex) {
      steps_ += ComplexCost(l) + ComplexCost(r);
      OfferAll(cell, ApplyComplex(op, l, r, step), text, loose);
      return true;
    }
    if (l.log || r.log) return false;
    if (op == Operator::Power && r.number.IsRational() && !r.number.IsInteger()) {
      // XIII-D-11 NOTE: a root by a fractional exponent has no default; every root is a value.
      ++steps_;
      OfferAll(cell, AllValues(l, r.number.RationalPart(), step), text, loose);
      return true;
    }
    if (op != Operator::Root) return false;
    // R15: a radical takes its Basic value (III-C) as its default; where it has none (an even
    // root of a negative) every root is a value, and none is the default.
    Value basic = Apply(Operator::Root, l.number, r.number, lt, rt);
    if (!basic && basic.error().kind == ValueErrorKind::Undefined && l.number.IsRational() &&
        !l.number.IsZero()) {
      OfferAll(cell, AllValues(r, l.number.RationalPart().Inverse(), step), text, loose);
      return true;
    }
    Offer(cell, std::move(basic), text, false, loose, power, power_sum);
    return true;
  }

  // A step with a logarithm (Log, XIII-D-13) goes through real_value.h.
  Expected<RealValue, ValueError> ApplyLogs(Operator op, const Item& left, const Item& right,
                                            const std::string& step) {
    ++steps_;
    return ApplyWithLogs(op, RealOf(left), RealOf(right), step);
  }

  static bool PowerOfTheBaseAboveOne(const ReadToken& token) {
    const std::size_t at = token.text.find("<pob");
    return at != std::string::npos && token.text.size() > at + 4 && token.text[at + 4] != '-' &&
           token.text.substr(at + 4) != "1>" && token.text.substr(at + 4) != "0>";
  }

  Cell Compute(std::size_t i, std::size_t j) {
    Cell cell;
    if (steps_ > kMaxSteps) {
      truncated_ = true;
      return cell;
    }
    if (i == j) {
      const ReadToken& token = t_[i];
      if (token.role != TokenRole::Operand) return cell;
      if (!token.undefined.empty()) {
        Note(cell, ValueError{ValueErrorKind::Undefined, token.undefined});
        return cell;
      }
      if (Top(i, j)) {
        Note(cell, ValueError{ValueErrorKind::NotAllowed,
                              token.text + ": a root " + chain_.root_choice_text +
                                  " is written after a group whose top operation is a power or "
                                  "a root (AGLOA XIII-D-11)"});
        return cell;
      }
      if (token.imaginary) {
        // XIII-D-11 comment (c): a | in the Goal on the mat is i or -i.
        Add(cell,
            Item{Number(), std::nullopt, token.text, true, false, false, false, token.imaginary});
        if (reading_ == Reading::Goal && !token.cubes.front().upside_down)
          Add(cell, Item{Number(), std::nullopt, token.cubes.front().wild ? "i<wc,ud>" : "i<ud>",
                         true, false, false, false, Complex::Gaussian(0, -1)});
        return cell;
      }
      if (token.group.empty()) {
        Add(cell, Item{token.value, std::nullopt, token.text, true, false,
                       PowerOfTheBaseAboveOne(token), false});
        return cell;
      }
      // A group holding a loose sign of the Goal is loose itself (IV-B-2 across brackets).
      bool group_loose = false;
      for (const ReadToken* inner_token : AllTokens(token.group.front()))
        group_loose |= inner_token->role == TokenRole::Binary &&
                       (inner_token->loose_before || inner_token->loose_after);
      std::size_t steps = steps_;
      ReadingList inner = Readings(a_, token.group.front(), reading_, goal_rules_);
      steps_ = std::max(steps_, steps);
      truncated_ |= inner.truncated;
      // Printed as the Basic reader prints a group: a lone plain numeral bare, "(7)" as 7; any
      // other group in parentheses where it is an operand ("(4<ud>)" keeps them). A group with its
      // root written keeps its brackets and the root.
      const ReadChain& group = token.group.front();
      const bool numeral = group.tokens.size() == 1 &&
                           group.tokens.front().role == TokenRole::Operand &&
                           group.tokens.front().group.empty() &&
                           group.tokens.front().text.find('<') == std::string::npos;
      const bool keep = !group.root_choice_text.empty();
      for (const ReadingValue& reading : inner.readings) {
        std::string text = keep ? std::string(OpenText(token.bracket)) + reading.text +
                                      std::string(CloseText(token.bracket)) + group.root_choice_text
                                : reading.text;
        const bool atomic = keep || numeral;
        if (reading.log || reading.complex)
          Add(cell, Item{Number(), reading.log, text, atomic, group_loose, false, false,
                         reading.complex});
        else
          Offer(cell, reading.value, text, atomic, group_loose, reading.power, reading.power_sum);
      }
      return cell;
    }
    const bool goal = reading_ == Reading::Goal;
    // Under the order of operations the one last step of a Goal is the weakest sign the gaps
    // allow (ACC "Goal", MLAG "Setting the Goal"); a prefix then takes the operand behind it, or
    // with a gap behind it the whole run, when no sign can be last.
    const bool ordered_goal = goal && a_.rules.goal_grouping == Grouping::OrderOfOperations;
    const std::optional<std::size_t> goal_step =
        ordered_goal ? OrderedGoalSign(i, j) : std::nullopt;
    // A prefix at i takes the span behind it: the operand just behind it in a Solution
    // (VII-B-6-b (i), (iv)); any run the gaps allow in a Goal (VII-B-6 Note), and with a gap
    // behind it a run up to a loose sign (IV-B-2 comment: "√ 5+4 x9" is √(5+4)x9 or √[(5+4)x9]).
    const bool top = Top(i, j);
    const bool prefix_takes_run = ordered_goal ? t_[i].loose_after : goal;
    if (t_[i].role == TokenRole::Prefix && !goal_step &&
        !(goal && t_[i].loose_after && !EndsAtLooseSign(j)) &&
        (prefix_takes_run || !HasBinary(i + 1, j) || ClashFrom(i) || TightClashFrom(i, j))) {
      Cell operand = Solve(i + 1, j);
      // XIII-C-9 comment: the number of factors of a number too large to compute cannot be
      // verified, and such an Equation is incorrect (no cap in Junior and Senior).
      if (t_[i].op == Operator::NumberOfFactors && operand.limit_error)
        operand.limit_error = ValueError{
            ValueErrorKind::NotAllowed,
            operand.limit_error->message + ", so its number of factors cannot be verified (" +
                a_.Section(VariationKind::NumberOfFactors) + " comment)"};
      Carry(cell, operand);
      const bool prohibited_forms = goal_rules_ && t_[i].op == Operator::NumberOfFactors &&
                                    a_.division >= AgloaDivision::Junior;
      for (const Item& item : operand.items) {
        if (item.loose && !t_[i].loose_after) continue;
        if (prohibited_forms && item.power_sum) {
          Note(cell, ValueError{ValueErrorKind::NotAllowed,
                                "x" + Wrapped(item) +
                                    ": the Number of Factors of a power plus or "
                                    "minus a number is a prohibited Goal interpretation (" +
                                    a_.Section(VariationKind::NumberOfFactors) + ")"});
          continue;
        }
        const std::string text = t_[i].text + Wrapped(item);
        if (t_[i].op == Operator::Root
                ? OfferImaginary(cell, Operator::Root, RealValue::Of(Number::FromInteger(2)),
                                 RealOf(item), "", Wrapped(item), text, text, item.loose, top,
                                 item.power, false)
                : (item.complex || top) &&
                      OfferImaginary(cell, t_[i].op, RealOf(item), RealOf(item), "", Wrapped(item),
                                     text, text, item.loose, top, false, false))
          continue;
        if (item.log) {
          Offer(cell, ApplyLogs(t_[i].op, item, item, text), text, false, item.loose);
          continue;
        }
        Value value =
            t_[i].op == Operator::Root
                ? Apply(Operator::Root, Number::FromInteger(2), item.value, "", Wrapped(item))
                : Apply(t_[i].op, item.value, Number(), "", Wrapped(item));
        // A square root of a power is a power with a fractional exponent (XIII-C-9).
        Offer(cell, std::move(value), text, false, item.loose,
              t_[i].op == Operator::Root && item.power);
      }
    }
    // A postfix at j takes the operand in front (VII-B-6-b (ii), (iii)); in a Goal an exponent
    // binds to the numeral in front of it, before any prefix (XIII-C-9).
    if (t_[j].role == TokenRole::Postfix &&
        (!HasBinary(i, j - 1) || (!goal && (ClashUntil(j) || TightClashUntil(i, j))) ||
         (goal && PureProduct(i, j - 1))) &&
        !(goal && t_[j].op == Operator::Exponent && HasPrefix(i, j - 1))) {
      Cell operand = Solve(i, j - 1);
      Carry(cell, operand);
      for (const Item& item : operand.items) {
        const std::string text = Wrapped(item) + t_[j].text;
        if (imaginary_ && (item.complex || top)) {
          Operator op = t_[j].op;
          Number power;
          bool too_large = false;
          if (op == Operator::Exponent) {
            op = Operator::Power;
            power = Number::FromInteger(t_[j].exponent);
            for (int k = 0; k < t_[j].exponent_factorials && !too_large; ++k) {
              NumberResult next = ApplyOperator(Operator::Factorial, power, Number(), a_.setting);
              too_large = !next;
              if (next) power = std::move(next).value();
            }
          }
          if (too_large) {
            Note(cell, ValueError{ValueErrorKind::TooLarge, text + ": the exponent is too large "
                                                                   "to check"});
            continue;
          }
          if (OfferImaginary(cell, op, RealOf(item), RealValue::Of(power), Wrapped(item), "", text,
                             text, item.loose, top, t_[j].op == Operator::Exponent, false))
            continue;
        }
        if (item.log) {
          Offer(cell, ApplyLogs(t_[j].op, item, item, text), text, false, item.loose);
          continue;
        }
        Offer(cell,
              Apply(t_[j].op, item.value, Number(), Wrapped(item), "", t_[j].exponent,
                    t_[j].exponent_factorials),
              text, false, item.loose, t_[j].op == Operator::Exponent);
      }
    }
    // A binary sign at k: no order of operations (VII-B-6-a). Where the rule set reads a written
    // expression by the Order of Operations (ACC "Solutions", MLAG "Order of operations"), the
    // step done last is the weakest sign, the rightmost of equals.
    std::optional<std::size_t> last_step;
    if (ordered_goal) {
      if (!goal_step) return cell;
      last_step = goal_step;
    }
    if (reading_ == Reading::Written && a_.rules.solution_grouping == Grouping::OrderOfOperations) {
      for (std::size_t k = i + 1; k < j; ++k) {
        if (t_[k].role != TokenRole::Binary || (t_[k].tight && !TightSplit(i, k, j))) continue;
        if (!last_step || RowOf(t_[k].op).precedence <= RowOf(t_[*last_step].op).precedence)
          last_step = k;
      }
    }
    for (std::size_t k = i + 1; k < j; ++k) {
      const ReadToken& sign = t_[k];
      if (sign.role != TokenRole::Binary) continue;
      if (sign.tight && !TightSplit(i, k, j)) continue;
      if (last_step && k != *last_step) continue;
      // VII-B-6-b (i): the radicand of a√b is just the operand behind the √, in a Solution.
      if (sign.op == Operator::Root && !goal && HasBinary(k + 1, j)) continue;
      Cell left = Solve(i, k - 1);
      Cell right = Solve(k + 1, j);
      Carry(cell, left);
      Carry(cell, right);
      const bool loose = sign.loose_before || sign.loose_after;
      for (const Item& l : left.items) {
        for (const Item& r : right.items) {
          if (steps_ > kMaxSteps) {
            truncated_ = true;
            return cell;
          }
          // IV-B-2: no loose sign inside the operand of a sign that is not loose.
          if (!loose && (l.loose || r.loose)) continue;
          std::string text = Wrapped(l) + sign.text + Wrapped(r);
          const bool sum = sign.op == Operator::Add || sign.op == Operator::Subtract ||
                           sign.op == Operator::Average;
          // XIII-C-9: "and their equivalents using fractional roots": a root whose index is
          // not an integer is a power ((1÷2)√7 = 7²), and so is a root of a power; c ≠ 0.
          const bool power = sign.op == Operator::Power ||
                             (sign.op == Operator::Root && (!l.value.IsInteger() || r.power));
          const bool power_sum = sum && ((l.power && (r.log || !r.value.IsZero())) ||
                                         (r.power && (l.log || !l.value.IsZero())));
          if (OfferImaginary(cell, sign.op, RealOf(l), RealOf(r), Wrapped(l), Wrapped(r),
                             Wrapped(l) + " " + sign.text + " " + Wrapped(r), text,
                             loose || l.loose || r.loose, top, power, power_sum))
            continue;
          if (sign.op == Operator::Log || l.log || r.log) {
            Offer(cell, ApplyLogs(sign.op, l, r, Wrapped(l) + " " + sign.text + " " + Wrapped(r)),
                  std::move(text), false, loose || l.loose || r.loose);
            continue;
          }
          Offer(cell, Apply(sign.op, l.value, r.value, Wrapped(l), Wrapped(r)), std::move(text),
                false, loose || l.loose || r.loose, power, power_sum);
        }
      }
    }
    return cell;
  }

  void Carry(Cell& cell, const Cell& from) {
    if (from.rule_error) Note(cell, *from.rule_error);
    if (from.limit_error) Note(cell, *from.limit_error);
  }

  // The whole chain of a group with a written root @(v): its top step takes that root.
  bool Top(std::size_t i, std::size_t j) const {
    return chain_.root_choice.has_value() && i == 0 && j + 1 == t_.size();
  }

  const Arithmetic& a_;
  const std::vector<ReadToken>& t_;
  const ReadChain& chain_;
  bool imaginary_;
  Reading reading_;
  bool goal_rules_;
  std::size_t& steps_;
  bool& truncated_;
  std::map<std::pair<std::size_t, std::size_t>, Cell> memo_;
};

thread_local std::size_t g_steps = 0;
thread_local int g_depth = 0;

}  // namespace

ReadingList Readings(const Arithmetic& arithmetic, const ReadChain& chain, Reading reading,
                     bool goal_rules) {
  if (g_depth == 0 && reading == Reading::Written && g_probe_cap == 0) {
    g_probe_cap = 2;
    ReadingList probe = Readings(arithmetic, chain, reading, goal_rules);
    g_probe_cap = 0;
    std::size_t values = 0;
    for (const ReadingValue& value : probe.readings) values += value.value.has_value();
    if (values >= 2) {
      probe.truncated = false;  // two values decide, whatever the budget left
      return probe;
    }
  }
  // One budget for the whole expression, groups included.
  if (g_depth == 0) g_steps = 0;
  ++g_depth;
  ReadingList list;
  Spans spans(arithmetic, chain, reading, goal_rules || reading == Reading::Goal, g_steps,
              list.truncated);
  Cell cell = spans.Solve(0, chain.tokens.size() - 1);
  --g_depth;
  for (Item& item : cell.items)
    list.readings.push_back({std::move(item.text), item.value, item.power, item.power_sum,
                             std::move(item.log), std::move(item.complex)});
  if (cell.rule_error) list.readings.push_back({"", MakeUnexpected(*cell.rule_error)});
  if (cell.limit_error) list.readings.push_back({"", MakeUnexpected(*cell.limit_error)});
  return list;
}

ReadingList Readings(const Arithmetic& arithmetic, const std::vector<ReadChain>& chains,
                     Reading reading, bool goal_rules) {
  ReadingList merged;
  std::vector<ReadingValue> errors;
  for (const ReadChain& chain : chains) {
    ReadingList list = Readings(arithmetic, chain, reading, goal_rules);
    merged.truncated |= list.truncated;
    for (ReadingValue& value : list.readings) {
      if (!value.value) {
        errors.push_back(std::move(value));
        continue;
      }
      bool seen = false;
      for (const ReadingValue& kept : merged.readings)
        seen |= reading == Reading::Written
                    ? CompareValues(ValueOf(kept), ValueOf(value)) == LogVerdict::Equal
                    : kept.text == value.text;
      if (!seen) merged.readings.push_back(std::move(value));
    }
  }
  for (ReadingValue& error : errors) merged.readings.push_back(std::move(error));
  return merged;
}

RealValue ValueOf(const ReadingValue& reading) {
  return RealValue{reading.value ? *reading.value : Number(), reading.log, reading.complex};
}

Expected<RealValue, std::string> EvaluateAdventurousValue(const Arithmetic& arithmetic,
                                                          std::string_view text) {
  auto chains = ReadWrittenSide(arithmetic, text);
  if (!chains) return MakeUnexpected(chains.error().message);
  return OneValueOf(arithmetic, *chains);
}

std::string RootValues(const Arithmetic& arithmetic, const std::vector<ReadChain>& chains,
                       const std::string& text) {
  constexpr std::size_t kListed = 8;
  g_probe_cap = kListed + 1;
  ReadingList list = Readings(arithmetic, chains, Reading::Written);
  g_probe_cap = 0;
  std::vector<std::string> values;
  for (const ReadingValue& reading : list.readings)
    if (reading.value && reading.text == text) values.push_back(ValueOf(reading).ToString());
  std::string out;
  for (std::size_t k = 0; k < values.size() && k < kListed; ++k)
    out += (k == 0 ? "" : k + 1 == values.size() ? " or " : ", ") + values[k];
  if (values.size() > kListed) out += ", ...";
  return out;
}

Expected<RealValue, std::string> OneValueOf(const Arithmetic& arithmetic,
                                            const std::vector<ReadChain>& chains) {
  ReadingList list = Readings(arithmetic, chains, Reading::Written);
  const ReadingValue* first = nullptr;
  const ReadingValue* rule_error = nullptr;
  const ReadingValue* limit_error = nullptr;
  for (const ReadingValue& reading : list.readings) {
    if (reading.value) {
      if (first != nullptr && first->text == reading.text)
        return MakeUnexpected("ambiguous (AGLOA VII-B-6, XIII-D-11): " + first->text +
                              " has no default root; it may be " +
                              RootValues(arithmetic, chains, first->text) +
                              ", so write the root chosen: [...]@(v)");
      if (first != nullptr)
        return MakeUnexpected("ambiguous (AGLOA VII-B-6): " + first->text + " = " +
                              ValueOf(*first).ToString() + " but " + reading.text + " = " +
                              ValueOf(reading).ToString());
      first = &reading;
    } else if (reading.value.error().kind == ValueErrorKind::CannotVerify) {
      // A reading with a value nobody can verify: the expression has no value that can be
      // verified (XIII-C-9 comment), whatever the other readings are.
      return MakeUnexpected(reading.value.error().message);
    } else if (IsRuleError(reading.value.error())) {
      if (!rule_error) rule_error = &reading;
    } else if (!limit_error) {
      limit_error = &reading;
    }
  }
  if (limit_error)
    return MakeUnexpected("too large to check: " + limit_error->value.error().message);
  if (list.truncated)
    return MakeUnexpected(std::string(
        "too large to check: too many readings to evaluate them all exactly; add grouping "
        "symbols"));
  if (first == nullptr) {
    if (rule_error) return MakeUnexpected(rule_error->value.error().message);
    return MakeUnexpected(std::string("no reading is possible"));
  }
  return ValueOf(*first);
}

Expected<Number, std::string> EvaluateAdventurous(const Arithmetic& arithmetic,
                                                  std::string_view text) {
  auto value = EvaluateAdventurousValue(arithmetic, text);
  if (!value) return MakeUnexpected(value.error());
  if (value->log)
    return MakeUnexpected(value->ToString() + " is a logarithm, not a real radical (XIII-D-13)");
  if (value->complex)
    return MakeUnexpected(value->ToString() + " is not a real radical (XIII-D-11)");
  return value->number;
}

}  // namespace equations
