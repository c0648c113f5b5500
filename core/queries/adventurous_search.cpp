#include "core/queries/adventurous_search.h"

#include <algorithm>
#include <array>
#include <unordered_map>
#include <vector>

#include "core/judge/judge.h"
#include "core/queries/adventurous_search_exponent.h"
#include "core/queries/adventurous_search_meanings.h"
#include "core/queries/adventurous_search_powers.h"
#include "core/solver/solver.h"
#include "core/solver/solver_arithmetic.h"

namespace equations {

namespace {

constexpr int kMaxKinds = 16;                  // one 4-bit count per face in a key
constexpr std::size_t kMaxKeys = 2'000'000;    // multisets a search may list
constexpr std::size_t kMaxValues = 3'000'000;  // values a search may hold
constexpr std::uint64_t kNodesPerCell = 4;     // the work of listing one multiset
// Factorials on one exponent digit when they are unlimited (XIII-A-5): the judge's factorial
// limit ends every chain sooner (3, 6, 720, then 720! is too large to check).
constexpr int kMaxFactorialChain = 8;

enum Orientation : std::uint8_t { kUpright, kSideways, kUpsideDown, kBoth };

// One face of the cubes a Solution may use, with how many it must, may and may take from the
// pool; or the factorials written (no cube), counted like a face when the Equation may hold two.
struct Kind {
  enum class Role { Digit, Operation, Factorials } role = Role::Digit;
  Symbol face = Symbol::Digit0;
  std::vector<Operator> binary;  // what the cube may mean between two operands
  std::vector<Operator> prefix;  // what it may mean before one operand (√, Number of Factors)
  int required = 0, permitted = 0, pool = 0;
  // Multiple Operations: written any number of times; a multiset counts its occurrences up to
  // Cap(), as each Required cube of the face must be written (AGLOA VII-B-3-b).
  bool reusable = false;
  int Cap() const { return std::max(1, required); }
  bool unusable = false;  // a digit the base has not (XIII-B-6: the expression is illegal)
  // XIII-B-9: the digit may be an exponent; powers[f] is its power with f factorials on it.
  bool exponent = false;
  std::vector<SolverValue> powers;
  int Max() const { return unusable ? 0 : reusable ? Cap() : required + permitted + pool; }
};

struct Entry {
  SolverValue value;
  // Numeral: two digit cubes written as one numeral, `kind` then the kind in `reading`.
  enum class How : std::uint8_t { Atom, Numeral, Unary, Binary } how = How::Atom;
  std::uint8_t kind = 0;  // Atom: the digit's kind; otherwise the operation's
  std::uint8_t reading = kUpright;
  std::int8_t power = 0;              // Atom: the 1 stands for m^power (XIII-B-10) when not 0
  Operator op = Operator::Add;        // Unary, Binary: the meaning the cube (or "!") was given
  std::uint64_t left = 0, right = 0;  // the operands' multisets (Unary: `left` only)
  std::uint32_t left_index = 0, right_index = 0;
  bool left_numeral = false, right_numeral = false;  // the operand is a two-digit numeral
};

struct ValueHash {
  std::size_t operator()(SolverValue v) const {
    return std::hash<std::uint64_t>()(static_cast<std::uint64_t>(v.num) * 0x9E3779B97F4A7C15ULL ^
                                      static_cast<std::uint64_t>(v.den));
  }
};

struct Cell {
  std::vector<Entry> entries;
  std::unordered_map<SolverValue, std::uint32_t, ValueHash> index;
};

int Count(std::uint64_t key, int kind) {
  return static_cast<int>((key >> (4 * kind)) & 15);
}
std::uint64_t Unit(int kind) {
  return std::uint64_t{1} << (4 * kind);
}

}  // namespace

class AdventurousSearchState {
 public:
  AdventurousSearchState(const Arithmetic& arithmetic, const AdventurousMat& mat, SolverQuery query)
      : a_(arithmetic), mat_(mat), query_(query), steps_(arithmetic.rules, false) {
    steps_.CountWorkIn(&nodes_);
    Supply(mat.required, &Kind::required);
    Supply(mat.permitted, &Kind::permitted);
    if (query == SolverQuery::Now) {
      Supply(mat.resources, &Kind::pool);  // AGLOA VII-B-3-e: at most one
      pool_limit_ = a_.rules.now_max_resources_cubes;
    } else {
      Supply(mat.resources, &Kind::permitted);  // AGLOA VII-B-3-f
    }
    for (Kind& kind : kinds_)
      kind.reusable =
          kind.role == Kind::Role::Operation && a_.Has(VariationKind::MultipleOperations);
    // XIII-A-4: two "!" in the whole Equation, counted like cubes; unlimited in the Solution under
    // Multiple Operations (XIII-A-5), where they are applied to every value instead.
    if (a_.Has(VariationKind::Factorial)) {
      if (a_.FactorialsUnlimitedInSolution()) {
        unlimited_factorials_ = true;
      } else {
        Kind factorials;
        factorials.role = Kind::Role::Factorials;
        factorials.permitted = 2;
        factorials_ = static_cast<int>(kinds_.size());
        kinds_.push_back(factorials);
      }
    }
    // XIII-B-9 comment (b): factorials may be placed on an exponent digit alone.
    const int exponent_factorials = unlimited_factorials_ ? kMaxFactorialChain
                                    : factorials_ >= 0    ? 2
                                                          : 0;
    for (Kind& kind : kinds_)
      if (kind.exponent)
        for (const Number& power : ExponentPowers(a_, DigitValue(kind.face), exponent_factorials))
          kind.powers.push_back(steps_.FromNumber(power));
    AdventurousGoalReport goal = InterpretAdventurousGoal(a_, mat.goal, mat.goal_declaration);
    if (goal.legal)
      for (AdventurousInterpretation& reading : goal.interpretations)
        if (reading.value && !reading.log && !reading.complex) {
          const int in_goal =
              static_cast<int>(std::count(reading.text.begin(), reading.text.end(), '!'));
          targets_.push_back({{std::move(reading.text), *reading.value},
                              2 - in_goal,
                              steps_.FromNumber(*reading.value)});
        }
    // A Goal whose interpretations were listed up to a limit (its readings, Powers of the Base's
    // window) may have others: then no "no" is proved.
    goal_listed_in_part_ = goal.truncated;
    if (targets_.empty() || kinds_.size() > kMaxKinds) {
      // No legal Goal: no Equation is correct. Too many faces cannot happen on a real mat.
      status_ = targets_.empty() && !goal_listed_in_part_ ? SolveStatus::NotFound
                                                          : SolveStatus::Unfinished;
      return;
    }
    ListKeys();
  }

  SolveStatus Run(std::uint64_t max_nodes) {
    if (status_ != SolveStatus::Unfinished || full_) return status_;
    const std::uint64_t stop = max_nodes > UINT64_MAX - nodes_ ? UINT64_MAX : nodes_ + max_nodes;
    while (next_ < order_.size()) {
      if (nodes_ >= stop) return status_;
      const std::uint64_t key = order_[next_];
      // One multiset at a time: the last may overshoot the budget. A multiset no other one is
      // built from is only checked, its last operation inverted where it can be.
      const bool found = Final(key) ? CheckFinal(key) : (Build(key), Check(key));
      ++next_;
      if (found) return status_ = SolveStatus::Found;
      if (values_ > kMaxValues) {
        full_ = true;  // never "no": the memory a browser tab can give is spent
        return status_;
      }
    }
    return status_ = goal_listed_in_part_ ? SolveStatus::Unfinished : SolveStatus::NotFound;
  }

  SolveStatus status() const { return status_; }
  std::uint64_t nodes() const { return nodes_; }
  const std::optional<std::string>& witness() const { return witness_; }
  std::uint64_t rejected() const { return rejected_; }
  const std::string& last_rejected() const { return last_rejected_; }

 private:
  struct Target {
    GoalValue goal;
    int factorials_left;  // "!" the Solution may still write (XIII-A-4: two in the Equation)
    SolverValue value;    // goal.value, interned
  };

  void Supply(const std::vector<Cube>& cubes, int Kind::*count) {
    for (const Cube& cube : cubes) {
      auto found = std::find_if(kinds_.begin(), kinds_.end(),
                                [&](const Kind& kind) { return kind.face == cube.face; });
      if (found == kinds_.end()) {
        Kind kind;
        kind.face = cube.face;
        kind.role = IsDigit(cube.face) ? Kind::Role::Digit : Kind::Role::Operation;
        kind.unusable = IsDigit(cube.face) && DigitValue(cube.face) >= a_.base;
        kind.exponent = !kind.unusable && ExponentDigit(a_, cube.face);
        OperationCubeMeanings(a_, cube.face, kind.binary, kind.prefix);
        kinds_.push_back(kind);
        found = kinds_.end() - 1;
      }
      ++((*found).*count);
    }
  }

  int Kinds() const { return static_cast<int>(kinds_.size()); }
  const Kind& KindAt(int k) const { return kinds_[static_cast<std::size_t>(k)]; }

  int PoolUse(std::uint64_t key) const {
    int used = 0;
    for (int k = 0; k < Kinds(); ++k) {
      const Kind& kind = KindAt(k);
      if (kind.reusable)
        used += Count(key, k) > 0 && kind.required + kind.permitted == 0 ? 1 : 0;
      else
        used += std::max(0, Count(key, k) - kind.required - kind.permitted);
    }
    return used;
  }

  // Digits, operation cubes and factorials of a multiset: the order it is built in.
  std::array<int, 3> Rank(std::uint64_t key) const {
    std::array<int, 3> rank{};
    for (int k = 0; k < Kinds(); ++k) rank[static_cast<int>(KindAt(k).role)] += Count(key, k);
    return rank;
  }

  // Lists every multiset worth building, operands before what they make: fewer digits first,
  // then fewer operation cubes, then fewer factorials. A multiset of n digits holds n - 1 binary
  // operations, so more cubes that can only be binary cannot all be used.
  void ListKeys() {
    std::vector<std::uint64_t> keys;
    std::uint64_t key = 0;
    bool overflow = false;
    auto visit = [&](auto&& self, int k) -> void {
      if (overflow) return;
      if (k == Kinds()) {
        int digits = 0, binary_only = 0;
        for (int j = 0; j < Kinds(); ++j) {
          const Kind& kind = KindAt(j);
          if (kind.role == Kind::Role::Digit) digits += Count(key, j);
          if (kind.role == Kind::Role::Operation && !kind.reusable && kind.prefix.empty())
            binary_only += Count(key, j);
        }
        if (digits == 0 || binary_only > digits - 1) return;
        if (pool_limit_ >= 0 && PoolUse(key) > pool_limit_) return;
        if (keys.size() >= kMaxKeys) {
          overflow = true;
          return;
        }
        keys.push_back(key);
        return;
      }
      const int most = KindAt(k).Max();
      for (int c = 0; c <= most; ++c) {
        key = (key & ~(std::uint64_t{15} << (4 * k))) | (static_cast<std::uint64_t>(c) << (4 * k));
        self(self, k + 1);
      }
      key &= ~(std::uint64_t{15} << (4 * k));
    };
    visit(visit, 0);
    if (overflow) {
      full_ = true;
      return;
    }
    std::stable_sort(keys.begin(), keys.end(),
                     [&](std::uint64_t x, std::uint64_t y) { return Rank(x) < Rank(y); });
    order_ = std::move(keys);
  }

  void Add(Cell& cell, Entry entry) {
    auto [at, added] =
        cell.index.try_emplace(entry.value, static_cast<std::uint32_t>(cell.entries.size()));
    if (!added) return;
    cell.entries.push_back(std::move(entry));
    ++values_;
  }

  // One step as the judge takes it: the six signs of Basic Equations under the rule set's limits
  // (the solver's arithmetic, core/solver/solver_arithmetic.h: the checker's steps with an int64
  // fast path), another meaning through its row with the variations' setting (caps, the base).
  std::optional<SolverValue> Apply(Operator op, SolverValue left, SolverValue right) {
    ++nodes_;
    SolverValue out;
    if (SolverOperatorIndex(op) >= 0) {
      if (!steps_.Apply(op, left, right, out)) return std::nullopt;
      return out;
    }
    const Number a = steps_.ToNumber(left);
    // Counting factors or finding the next prime of a large number is trial division.
    if ((op == Operator::NumberOfFactors || op == Operator::SmallestPrime) &&
        a.RationalPart().BitSize() > 24)
      nodes_ += 2000;
    NumberResult value = ApplyOperator(op, a, steps_.ToNumber(right), a_.setting);
    if (!value) return std::nullopt;
    return steps_.FromNumber(*value);
  }

  void Atoms(Cell& cell, int k) {
    const Number digit = Number::FromInteger(DigitValue(KindAt(k).face));
    const bool sideways = a_.Has(VariationKind::Sideways);
    const bool upside_down = a_.Has(VariationKind::UpsideDown);
    auto offer = [&](Orientation reading, NumberResult value, int power = 0) {
      if (!value) return;
      Entry entry;
      entry.value = steps_.FromNumber(*value);
      entry.kind = static_cast<std::uint8_t>(k);
      entry.reading = reading;
      entry.power = static_cast<std::int8_t>(power);
      Add(cell, std::move(entry));
    };
    offer(kUpright, digit);
    // XIII-A-1: sideways is the reciprocal (0 sideways has none); XIII-A-2: upside-down the
    // additive inverse; both on one cube only in a Solution (XIII-A-2 comment (a)).
    if (sideways) offer(kSideways, ApplyOperator(Operator::Reciprocal, digit, Number()));
    if (upside_down) offer(kUpsideDown, ApplyOperator(Operator::Negation, digit, Number()));
    if (sideways && upside_down) {
      NumberResult reciprocal = ApplyOperator(Operator::Reciprocal, digit, Number());
      if (reciprocal) offer(kBoth, ApplyOperator(Operator::Negation, *reciprocal, Number()));
    }
    // XIII-B-10, XIII-C-4: a one-digit 1 may be any power of the base, upside-down its negative
    // (sideways m^n is m^-n, listed already).
    if (KindAt(k).face == Symbol::Digit1 && a_.Has(VariationKind::PowersOfTheBase))
      for (const auto& [n, power] : PowersOfTheBase(a_)) {
        offer(kUpright, power, n);
        if (upside_down) offer(kUpsideDown, ApplyOperator(Operator::Negation, power, Number()), n);
      }
  }

  // Whether `key` is two digit cubes that may make a two-digit numeral: under Two-digit
  // Numerals (XIII-A-8) or Base m (XIII-B-6, read in base m), or as a direct operand of %
  // (XIII-A-14; docs/rulings.md).
  bool TwoDigitKey(std::uint64_t key) const {
    if (a_.SolutionNumeralDigits() < 2 && !a_.Has(VariationKind::Percent)) return false;
    int digits = 0;
    for (int k = 0; k < Kinds(); ++k) {
      if (Count(key, k) == 0) continue;
      if (KindAt(k).role != Kind::Role::Digit) return false;
      digits += Count(key, k);
    }
    return digits == 2;
  }

  // The two-digit numerals of `key` (TwoDigitKey): values of the multiset under Two-digit
  // Numerals, kept apart for % otherwise. A turned cube joins no numeral (XIII-A-2 example).
  void Numerals(Cell& cell, std::uint64_t key) {
    int first = -1, second = -1;
    for (int k = 0; k < Kinds(); ++k)
      for (int c = 0; c < Count(key, k); ++c) (first < 0 ? first : second) = k;
    Cell numerals;
    for (auto [a, b] : {std::pair{first, second}, std::pair{second, first}}) {
      Entry entry;
      entry.value = steps_.FromNumber(
          Number::FromInteger(a_.base * DigitValue(KindAt(a).face) + DigitValue(KindAt(b).face)));
      entry.how = Entry::How::Numeral;
      entry.kind = static_cast<std::uint8_t>(a);
      entry.reading = static_cast<std::uint8_t>(b);
      Add(a_.SolutionNumeralDigits() >= 2 ? cell : numerals, entry);
    }
    if (!numerals.entries.empty()) numerals_.emplace(key, std::move(numerals));
  }

  // Calls f(cell, numeral) for the cells an operand of `op` may come from: the values of `key`,
  // and its two-digit numerals kept apart for % (Numerals).
  template <class F>
  void Sources(std::uint64_t key, Operator op, const F& f) const {
    if (auto c = cells_.find(key); c != cells_.end()) f(c->second, false);
    if (op == Operator::Percent)
      if (auto n = numerals_.find(key); n != numerals_.end()) f(n->second, true);
  }

  // Builds the values of `key` from the values of its parts.
  void Build(std::uint64_t key) {
    nodes_ += kNodesPerCell;
    Cell cell;
    int cubes = 0, only = -1;
    for (int k = 0; k < Kinds(); ++k)
      if (Count(key, k) > 0) cubes += Count(key, k), only = k;
    if (cubes == 1 && KindAt(only).role == Kind::Role::Digit) Atoms(cell, only);
    if (TwoDigitKey(key)) Numerals(cell, key);
    for (int o = 0; o < Kinds(); ++o)
      if (KindAt(o).role == Kind::Role::Operation && Count(key, o) > 0)
        for (Operator op : KindAt(o).binary) Binary(cell, key, o, op);
    // A prefix meaning applies to a multiset without its cube, or, written again under Multiple
    // Operations, to values of this one; a "!" to the same multiset with one "!" less, or to
    // values of this one when they are unlimited.
    for (int o = 0; o < Kinds(); ++o) {
      const Kind& kind = KindAt(o);
      if (Count(key, o) == 0) continue;
      if (kind.role == Kind::Role::Factorials) {
        UnaryFrom(cell, o, key - Unit(o), Operator::Factorial);
        continue;
      }
      for (Operator op : kind.prefix) UnaryFrom(cell, o, key - Unit(o), op);
      // XIII-B-9: the exponent digit raises a multiset without it.
      if (kind.exponent)
        ForEachExponent(key, o, [&](std::uint64_t from, int f) {
          UnaryFrom(cell, o, from, Operator::Exponent, f);
        });
    }
    // Closures: every value of this multiset may take what can be written again (an occurrence
    // past the cap leaves the multiset's count as it is).
    for (std::uint32_t i = 0; i < cell.entries.size(); ++i) {
      for (int o = 0; o < Kinds(); ++o) {
        const Kind& kind = KindAt(o);
        if (!kind.reusable || Count(key, o) != kind.Cap()) continue;
        for (Operator op : kind.prefix) Unary(cell, o, key, i, op);
      }
      if (unlimited_factorials_) Unary(cell, -1, key, i, Operator::Factorial);
    }
    if (!cell.entries.empty()) cells_.emplace(key, std::move(cell));
  }

  // Calls visit(from, f) for each multiset `from` whose values the exponent digit of kind `o`
  // may raise with f factorials on it to make `key` (XIII-B-9 comment (b)).
  template <class Visit>
  void ForEachExponent(std::uint64_t key, int o, const Visit& visit) const {
    const std::vector<SolverValue>& powers = KindAt(o).powers;
    for (int f = 0; f < static_cast<int>(powers.size()); ++f) {
      if (unlimited_factorials_) {
        visit(key - Unit(o), f);
        continue;
      }
      if (f > 0 && (factorials_ < 0 || Count(key, factorials_) < f)) break;
      visit(key - Unit(o) - (f > 0 ? Unit(factorials_) * static_cast<std::uint64_t>(f) : 0), f);
    }
  }

  void UnaryFrom(Cell& cell, int o, std::uint64_t from, Operator op, int f = 0) {
    auto found = cells_.find(from);
    if (found == cells_.end()) return;
    for (std::uint32_t i = 0; i < found->second.entries.size(); ++i)
      Unary(cell, o, from, i, op, &found->second, f);
  }

  // Applies a unary meaning to value `index` of `from` (the cell being built when `source` is
  // null); `o` is the cube's kind, -1 for a "!" that is not counted.
  void Unary(Cell& cell, int o, std::uint64_t from, std::uint32_t index, Operator op,
             const Cell* source = nullptr, int f = 0) {
    const SolverValue value = (source != nullptr ? *source : cell).entries[index].value;
    std::optional<SolverValue> result = ApplyUnary(op, value, o, f);
    if (!result) return;
    Entry entry;
    entry.value = *result;
    entry.how = Entry::How::Unary;
    entry.kind = static_cast<std::uint8_t>(o < 0 ? 255 : o);
    entry.op = op;
    entry.reading = static_cast<std::uint8_t>(f);
    entry.left = from;
    entry.left_index = index;
    Add(cell, std::move(entry));
  }

  // A unary step: √ with the index 2, the exponent digit of kind `o` with f factorials on it
  // (a power, XIII-B-9), any other with no right operand.
  std::optional<SolverValue> ApplyUnary(Operator op, SolverValue value, int o, int f) {
    if (op == Operator::Root) return Apply(op, {2, 1}, value);
    if (op == Operator::Exponent)
      return Apply(Operator::Power, value, KindAt(o).powers[static_cast<std::size_t>(f)]);
    return Apply(op, value, {0, 1});
  }

  // Calls visit(left, right) for every way `key` is left op right with the operation cube of
  // kind `o`: each counted cube (and "!") goes to one side, a cube written again under Multiple
  // Operations to either or both. Stops when visit returns false.
  template <class Visit>
  void ForEachSplit(std::uint64_t key, int o, const Visit& visit) const {
    const std::uint64_t rest = KindAt(o).reusable ? key : key - Unit(o);
    std::uint64_t left = 0, right = 0;
    auto walk = [&](auto&& self, int k) -> bool {
      if (k == Kinds()) return left == 0 || right == 0 || visit(left, right);
      const int have = Count(rest, k);
      const std::uint64_t unit = Unit(k);
      auto go = [&](int l, int r) {
        left += unit * static_cast<std::uint64_t>(l);
        right += unit * static_cast<std::uint64_t>(r);
        const bool more = self(self, k + 1);
        left -= unit * static_cast<std::uint64_t>(l);
        right -= unit * static_cast<std::uint64_t>(r);
        return more;
      };
      if (KindAt(k).reusable) {
        // The occurrences of the two sides and this operation's own make the multiset's count
        // (up to its cap).
        const int cap = KindAt(k).Cap(), own = k == o ? 1 : 0;
        for (int l = 0; l <= cap; ++l)
          for (int r = 0; r <= cap; ++r)
            if (std::min(l + r + own, cap) == have && !go(l, r)) return false;
        return true;
      }
      for (int c = 0; c <= have; ++c)
        if (!go(c, have - c)) return false;
      return true;
    };
    walk(walk, 0);
  }

  // Adds every value of `key` as left op right with the operation cube of kind `o` read as `op`.
  void Binary(Cell& cell, std::uint64_t key, int o, Operator op) {
    ForEachSplit(key, o, [&](std::uint64_t left, std::uint64_t right) {
      if (RowOf(op).commutative && left > right) return true;  // the same pair the other way
      Sources(left, op, [&](const Cell& ls, bool left_numeral) {
        Sources(right, op, [&](const Cell& rs, bool right_numeral) {
          for (std::uint32_t i = 0; i < ls.entries.size(); ++i)
            for (std::uint32_t j = 0; j < rs.entries.size(); ++j) {
              std::optional<SolverValue> value =
                  Apply(op, ls.entries[i].value, rs.entries[j].value);
              if (!value) continue;
              Entry entry;
              entry.value = *value;
              entry.how = Entry::How::Binary;
              entry.kind = static_cast<std::uint8_t>(o);
              entry.op = op;
              entry.left = left, entry.right = right;
              entry.left_index = i, entry.right_index = j;
              entry.left_numeral = left_numeral, entry.right_numeral = right_numeral;
              Add(cell, std::move(entry));
            }
        });
      });
      return true;
    });
  }

  // Whether `key` holds every Required cube and enough cubes to be a whole Solution.
  bool MayBeSolution(std::uint64_t key) const {
    int cubes = 0, operations = 0;
    for (int k = 0; k < Kinds(); ++k) {
      const Kind& kind = KindAt(k);
      const int used = Count(key, k);
      if (kind.role != Kind::Role::Digit) operations += used;  // each written once
      if (kind.role == Kind::Role::Factorials) continue;
      if (used < kind.required) return false;
      cubes += used;  // a cube written again is still one cube
    }
    // XIII-A-6: a Three-operation Solution writes at least three operations ("!" included).
    if (a_.Has(VariationKind::ThreeOperation) && operations < 3) return false;
    return cubes >= a_.rules.solution_min_cubes;  // AGLOA VII-B-3-a
  }

  // Whether the judge accepts the Solution `solution` for the target.
  bool Accepted(const std::string& solution, const Target& target) {
    std::string equation = solution + " = " + target.goal.text;
    const Challenge challenge = query_ == SolverQuery::Now ? Challenge::Now : Challenge::Impossible;
    const Judgement judgement = JudgeEquation(a_, mat_, challenge, equation);
    if (judgement.correct()) {
      witness_ = std::move(equation);
      return true;
    }
    last_rejected_ = equation + ": " + (judgement.reasons.empty() ? "" : judgement.reasons.front());
    ++rejected_;
    return false;
  }

  // Whether `key` may be a whole Solution and one of its values meets a target the judge accepts.
  bool Check(std::uint64_t key) {
    auto found = cells_.find(key);
    if (found == cells_.end() || !MayBeSolution(key)) return false;
    const int factorials = factorials_ >= 0 ? Count(key, factorials_) : 0;
    const Cell& cell = found->second;
    for (std::uint32_t i = 0; i < cell.entries.size(); ++i)
      for (const Target& target : targets_) {
        if (factorials > target.factorials_left) continue;
        if (!Meets(cell.entries[i].value, target.value)) continue;
        if (Accepted(Text(key, i), target)) return true;
      }
    return false;
  }

  // Whether no multiset of the listing is built from `key`: no digit can join it with an
  // operation, and no prefix or "!" can take it. Such a multiset's values are needed only as
  // a Solution's. Multiple of k (targets without end) and values that take an operation again
  // within the multiset are always built.
  bool Final(std::uint64_t key) const {
    if (a_.k || unlimited_factorials_ || TwoDigitKey(key)) return false;
    int cubes = 0;
    bool digit_room = false, operation_room = false;
    for (int j = 0; j < Kinds(); ++j) {
      const Kind& kind = KindAt(j);
      cubes += Count(key, j);
      if (kind.reusable && Count(key, j) > 0) {
        if (!kind.prefix.empty()) return false;
        operation_room = operation_room || !kind.binary.empty();
      }
      if (Count(key, j) >= kind.Max()) continue;
      if (pool_limit_ >= 0 && PoolUse(key + Unit(j)) > pool_limit_) continue;
      if (kind.role == Kind::Role::Digit) digit_room = true;
      if (kind.role == Kind::Role::Factorials || !kind.prefix.empty() || kind.exponent)
        return false;
      if (kind.role == Kind::Role::Operation && !kind.binary.empty()) operation_room = true;
    }
    return cubes > 1 && !(digit_room && operation_room);
  }

  // Sets `right` to the value r with left op r = target, for the operations that can be undone;
  // false when there is none or the operation cannot be undone so.
  bool Inverse(Operator op, SolverValue left, SolverValue target, SolverValue& right) {
    SolverValue twice;
    switch (op) {
      case Operator::Add:
        return steps_.Plain(Operator::Subtract, target, left, right);
      case Operator::Subtract:
        return steps_.Plain(Operator::Subtract, left, target, right);
      case Operator::Multiply:
        return !left.IsZero() && steps_.Plain(Operator::Divide, target, left, right);
      case Operator::Divide:
        return !target.IsZero() && steps_.Plain(Operator::Divide, left, target, right);
      case Operator::Average:
        return steps_.Plain(Operator::Multiply, target, {2, 1}, twice) &&
               steps_.Plain(Operator::Subtract, twice, left, right);
      default:
        return false;
    }
  }

  // Checks a multiset nothing is built from without keeping its values: for each last operation
  // and split, an operation that can be undone looks the other side up by value; any other is
  // applied to every pair, and each value is compared with the targets.
  bool CheckFinal(std::uint64_t key) {
    nodes_ += kNodesPerCell;
    if (!MayBeSolution(key)) return false;
    const int factorials = factorials_ >= 0 ? Count(key, factorials_) : 0;
    std::vector<const Target*> targets;
    for (const Target& target : targets_)
      if (factorials <= target.factorials_left) targets.push_back(&target);
    if (targets.empty()) return false;
    auto meets = [&](SolverValue value) -> const Target* {
      for (const Target* target : targets)
        if (target->value == value) return target;
      return nullptr;
    };
    for (int o = 0; o < Kinds(); ++o) {
      const Kind& kind = KindAt(o);
      if (Count(key, o) == 0) continue;
      // A "!", a prefix or an exponent digit on a smaller multiset: every value of that one.
      if (kind.role == Kind::Role::Factorials &&
          FinalUnary(key - Unit(o), o, Operator::Factorial, 0, meets))
        return true;
      for (Operator op : kind.prefix)
        if (FinalUnary(key - Unit(o), o, op, 0, meets)) return true;
      bool found = false;
      if (kind.exponent)
        ForEachExponent(key, o, [&](std::uint64_t from, int f) {
          found = found || FinalUnary(from, o, Operator::Exponent, f, meets);
        });
      if (found) return true;
      if (kind.role != Kind::Role::Operation) continue;
      for (Operator op : kind.binary)
        if (FinalSplits(key, o, op, targets, meets)) return true;
    }
    return false;
  }

  // Whether a value of `from` with the unary step `op` (of kind `o`) meets a target the judge
  // accepts: the last step of CheckFinal.
  template <class Meets>
  bool FinalUnary(std::uint64_t from, int o, Operator op, int f, const Meets& meets) {
    auto child = cells_.find(from);
    for (std::uint32_t i = 0; child != cells_.end() && i < child->second.entries.size(); ++i) {
      std::optional<SolverValue> value = ApplyUnary(op, child->second.entries[i].value, o, f);
      if (!value) continue;
      if (const Target* target = meets(*value))
        if (Accepted(UnaryText(op, Wrapped(from, i), o, f), *target)) return true;
    }
    return false;
  }

  // The binary part of CheckFinal for the operation cube of kind `o` read as `op`.
  template <class Meets>
  bool FinalSplits(std::uint64_t key, int o, Operator op, const std::vector<const Target*>& targets,
                   const Meets& meets) {
    const std::string sign(RowOf(op).printed);
    const bool undone = op == Operator::Add || op == Operator::Subtract ||
                        op == Operator::Multiply || op == Operator::Divide ||
                        op == Operator::Average;
    bool found = false;
    ForEachSplit(key, o, [&](std::uint64_t left, std::uint64_t right) {
      Sources(left, op, [&](const Cell& ls, bool left_numeral) {
        Sources(right, op, [&](const Cell& rs, bool right_numeral) {
          auto accept = [&](std::uint32_t i, std::uint32_t j, const Target& target) {
            found = Accepted(
                Wrapped(left, i, left_numeral) + sign + Wrapped(right, j, right_numeral), target);
            return found;
          };
          SolverValue want;
          for (std::uint32_t i = 0; i < ls.entries.size() && !found; ++i) {
            const SolverValue a = ls.entries[i].value;
            if (undone && !((op == Operator::Multiply || op == Operator::Divide) && a.IsZero())) {
              for (const Target* target : targets) {
                ++nodes_;
                if (!Inverse(op, a, target->value, want)) continue;
                auto at = rs.index.find(want);
                if (at == rs.index.end()) continue;
                std::optional<SolverValue> value = Apply(op, a, want);
                if (value && *value == target->value && accept(i, at->second, *target)) return;
              }
              continue;
            }
            // 0 x b, 0 ÷ b, and the operations that cannot be undone: every pair.
            for (std::uint32_t j = 0; j < rs.entries.size(); ++j) {
              std::optional<SolverValue> value = Apply(op, a, rs.entries[j].value);
              if (!value) continue;
              if (const Target* target = meets(*value))
                if (accept(i, j, *target)) return;
            }
          }
        });
      });
      return !found;
    });
    return found;
  }

  // Whether a Solution's value is right for a Goal's: equal, or under Multiple of k (XIII-B-7)
  // different by a nonzero whole multiple of k.
  bool Meets(SolverValue value, SolverValue goal) {
    if (!a_.k) return value == goal;  // interned: equal values have equal bits
    SolverValue difference, times;
    if (!steps_.Plain(Operator::Subtract, value, goal, difference) || difference.IsZero())
      return false;
    if (!steps_.Plain(Operator::Divide, difference, {*a_.k, 1}, times)) return false;
    return times.IsSmall() ? times.den == 1 : steps_.ToNumber(times).IsInteger();
  }

  // An entry as an operand: a digit as it is, anything else grouped.
  std::string Wrapped(std::uint64_t key, std::uint32_t index, bool numeral = false) const {
    const Entry& entry = (numeral ? numerals_ : cells_).at(key).entries[index];
    std::string text = Text(key, index, numeral);
    return entry.how == Entry::How::Atom || entry.how == Entry::How::Numeral ? text
                                                                             : "(" + text + ")";
  }

  // A unary step on a grouped operand: "√(...)", "(...)!", "(...)'3" (the exponent of kind `o`).
  std::string UnaryText(Operator op, const std::string& operand, int o, int f) const {
    if (op == Operator::Exponent) return operand + ExponentText(DigitValue(KindAt(o).face), f);
    const std::string sign(RowOf(op).printed);
    return RowOf(op).position == Position::Postfix ? operand + sign : sign + operand;
  }

  // The expression of an entry, fully grouped, in the typed notation.
  std::string Text(std::uint64_t key, std::uint32_t index, bool numeral = false) const {
    const Entry& entry = (numeral ? numerals_ : cells_).at(key).entries[index];
    if (entry.how == Entry::How::Numeral)
      return std::to_string(DigitValue(KindAt(entry.kind).face)) +
             std::to_string(DigitValue(KindAt(entry.reading).face));
    if (entry.how == Entry::How::Atom) {
      if (entry.power != 0) return PowerOfTheBaseText(entry.power, entry.reading == kUpsideDown);
      static constexpr std::array<const char*, 4> kTags = {"", "<sw>", "<ud>", "<sw,ud>"};
      return std::to_string(DigitValue(KindAt(entry.kind).face)) + kTags[entry.reading];
    }
    if (entry.how == Entry::How::Unary)
      return UnaryText(entry.op, Wrapped(entry.left, entry.left_index), entry.kind, entry.reading);
    const std::string sign(RowOf(entry.op).printed);
    return Wrapped(entry.left, entry.left_index, entry.left_numeral) + sign +
           Wrapped(entry.right, entry.right_index, entry.right_numeral);
  }

  Arithmetic a_;
  AdventurousMat mat_;
  SolverQuery query_;
  SolverArithmetic steps_;
  std::vector<Kind> kinds_;
  int factorials_ = -1;  // the kind counting "!", when two at most may be written
  bool unlimited_factorials_ = false;
  int pool_limit_ = -1;
  std::vector<Target> targets_;
  std::vector<std::uint64_t> order_;
  std::size_t next_ = 0;
  std::unordered_map<std::uint64_t, Cell> cells_;
  std::unordered_map<std::uint64_t, Cell> numerals_;  // two-digit numerals kept apart for %
  std::size_t values_ = 0;
  bool full_ = false;
  bool goal_listed_in_part_ = false;
  SolveStatus status_ = SolveStatus::Unfinished;
  std::optional<std::string> witness_;
  std::uint64_t nodes_ = 0;
  std::uint64_t rejected_ = 0;
  std::string last_rejected_;
};

AdventurousSearch::AdventurousSearch(const Arithmetic& arithmetic, const AdventurousMat& mat,
                                     SolverQuery query)
    : state_(std::make_unique<AdventurousSearchState>(arithmetic, mat, query)) {}
AdventurousSearch::AdventurousSearch(AdventurousSearch&&) noexcept = default;
AdventurousSearch& AdventurousSearch::operator=(AdventurousSearch&&) noexcept = default;
AdventurousSearch::~AdventurousSearch() = default;

SolveStatus AdventurousSearch::Run(std::uint64_t max_nodes) {
  return state_->Run(max_nodes);
}
SolveStatus AdventurousSearch::status() const {
  return state_->status();
}
std::uint64_t AdventurousSearch::nodes() const {
  return state_->nodes();
}
std::optional<std::string> AdventurousSearch::Witness() const {
  return state_->witness();
}
std::uint64_t AdventurousSearch::rejected() const {
  return state_->rejected();
}
const std::string& AdventurousSearch::last_rejected() const {
  return state_->last_rejected();
}

}  // namespace equations
