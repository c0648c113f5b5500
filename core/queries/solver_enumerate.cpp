#include "core/queries/solver_enumerate.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <utility>

#include "core/judge/judge.h"
#include "core/language/evaluate.h"
#include "core/queries/solver_nogoal.h"

namespace equations {

namespace {

// A multiset of cubes: sixteen 4-bit counts, one per face (indexed by Symbol).
using Key = std::uint64_t;

int CountOf(Key key, int face) {
  return static_cast<int>((key >> (4 * face)) & 15);
}
Key Unit(int face) {
  return Key{1} << (4 * face);
}
int CubesIn(Key key) {
  int cubes = 0;
  for (int face = 0; face < 16; ++face) cubes += CountOf(key, face);
  return cubes;
}
bool Within(Key part, Key whole) {
  for (int face = 0; face < 16; ++face)
    if (CountOf(part, face) > CountOf(whole, face)) return false;
  return true;
}
Key KeyOf(const FaceCounts& counts) {
  Key key = 0;
  for (int face = 0; face < 16; ++face)
    key += static_cast<Key>(std::min(counts[static_cast<std::size_t>(face)], 15)) << (4 * face);
  return key;
}
FaceCounts CountsOfCubes(const std::vector<Cube>& cubes) {
  FaceCounts counts{};
  for (const Cube& cube : cubes) ++counts[static_cast<std::size_t>(cube.face)];
  return counts;
}

// Every canonical expression over sub-multisets of a supply of cubes, built by size: a chain of
// + (or x) is a node whose right operand is a term that is not such a chain and whose left is a
// term or a shorter chain, its terms in the order of their ids, so each chain is built once.
class ExpressionTable {
 public:
  struct Expression {
    Key key = 0;
    std::int8_t kind = -1;  // -1: a digit (left = its value), -2: unary √, else an Operator
    std::uint32_t left = 0, right = 0;
    std::uint32_t last = 0;  // the last term of a + or x chain; its own id otherwise
    std::uint32_t value = 0;
  };

  // `required`: must be in a whole Solution; `permitted`: may be; `pool`: may be, at most
  // `pool_limit` of them in all (-1: no limit).
  ExpressionTable(const ArithmeticRules& rules, const FaceCounts& required,
                  const FaceCounts& permitted, const FaceCounts& pool, int pool_limit,
                  int max_cubes)
      : rules_(rules),
        required_(KeyOf(required)),
        base_(KeyOf(required) + KeyOf(permitted)),
        pool_(KeyOf(pool)),
        pool_limit_(pool_limit < 0 ? 64 : pool_limit),
        unary_root_(!rules.root_index_required),
        min_cubes_(std::clamp(rules.solution_min_cubes, 1, 2)) {
    int usable = CubesIn(base_) + std::min(CubesIn(pool_), pool_limit_);
    max_cubes_ = max_cubes > 0 ? std::min(max_cubes, usable) : usable;
  }

  // Builds about `max_nodes` more values; calls found(id) for each new expression that could be
  // a whole Solution (every Required cube, enough cubes, a final value the rules allow). Returns
  // true when every expression is built; stops early when found returns false.
  template <class Found>
  bool Build(std::uint64_t max_nodes, Found&& found) {
    const std::uint64_t limit = max_nodes > UINT64_MAX - nodes_ ? UINT64_MAX : nodes_ + max_nodes;
    while (level_ <= max_cubes_) {
      if (!listed_) {
        keys_.clear();
        ListKeys(0, level_, 0, 0);
        listed_ = true;
        index_ = 0;
      }
      while (index_ < keys_.size()) {
        if (nodes_ >= limit || stopped_) return false;
        Key key = keys_[index_++];
        std::size_t first = expressions_.size();
        BuildKey(key);
        if (IsWhole(key))
          for (std::size_t id = first; id < expressions_.size(); ++id)
            if (FinalValueAllowed(expressions_[id].value) &&
                !found(static_cast<std::uint32_t>(id))) {
              stopped_ = true;
              return false;
            }
      }
      ++level_;
      listed_ = false;
    }
    return true;
  }

  const Expression& operator[](std::uint32_t id) const { return expressions_[id]; }
  std::size_t size() const { return expressions_.size(); }
  const Number& ValueOf(std::uint32_t value) const { return values_[value]; }
  std::optional<std::uint32_t> FindValue(const Number& value) const {
    auto found = value_ids_.find(value);
    if (found == value_ids_.end()) return std::nullopt;
    return found->second;
  }
  std::uint32_t Intern(const Number& value) {
    auto [found, added] = value_ids_.try_emplace(value, static_cast<std::uint32_t>(values_.size()));
    if (added) {
      values_.push_back(value);
      final_ok_.push_back(-1);
    }
    return found->second;
  }
  bool IsWhole(Key key) const { return CubesIn(key) >= min_cubes_ && Within(required_, key); }
  bool FinalValueAllowed(std::uint32_t value) {
    if (final_ok_[value] < 0)
      final_ok_[value] = CheckFinalValue(rules_, values_[value], "") ? 0 : 1;
    return final_ok_[value] == 1;
  }
  std::uint64_t nodes() const { return nodes_; }

  // Returns the canonical text: chains flattened, other compound operands in parentheses.
  std::string Text(std::uint32_t id) const {
    const Expression& e = expressions_[id];
    if (e.kind == -1) return std::to_string(e.left);
    if (e.kind == -2) return "√" + Operand(e.right);
    auto op = static_cast<Operator>(e.kind);
    std::string left =
        IsChain(op) && expressions_[e.left].kind == e.kind ? Text(e.left) : Operand(e.left);
    return left + std::string(RowOf(op).printed) + Operand(e.right);
  }

 private:
  // A chain (a + b + c) is written flat: for an operator both commutative and associative.
  static bool IsChain(Operator op) {
    const OperatorRow& row = RowOf(op);
    return row.commutative && row.associative;
  }
  std::string Operand(std::uint32_t id) const {
    return expressions_[id].kind == -1 ? Text(id) : "(" + Text(id) + ")";
  }

  // Appends the keys of `cubes` cubes from face `face` on, within the supply and the pool limit,
  // that can be an expression (n one-digit numerals need n - 1 binary operations).
  void ListKeys(int face, int cubes, Key key, int from_pool) {
    if (face == 16) {
      if (cubes != 0) return;
      int digits = 0, binary = 0;
      for (int f = 0; f < 10; ++f) digits += CountOf(key, f);
      for (int f = 10; f < 15; ++f) binary += CountOf(key, f);
      int roots = CountOf(key, static_cast<int>(Symbol::Root));
      int low = unary_root_ ? binary : binary + roots;
      if (digits > 0 && digits - 1 >= low && digits - 1 <= binary + roots) keys_.push_back(key);
      return;
    }
    int base = CountOf(base_, face), most = base + CountOf(pool_, face);
    for (int k = 0; k <= std::min(most, cubes); ++k) {
      int pool = from_pool + std::max(0, k - base);
      if (pool > pool_limit_) break;
      ListKeys(face + 1, cubes - k, key + static_cast<Key>(k) * Unit(face), pool);
    }
  }

  // Keeps the expression when it has a value (a step with no value is no part of a Solution).
  void Add(Key key, std::int8_t kind, std::uint32_t left, std::uint32_t right,
           const std::optional<Number>& value) {
    if (!value) return;
    auto id = static_cast<std::uint32_t>(expressions_.size());
    bool chain = kind >= 0 && IsChain(static_cast<Operator>(kind));
    expressions_.push_back({key, kind, left, right, chain ? right : id, Intern(value.value())});
    of_key_[key].push_back(id);
  }

  void BuildKey(Key key) {
    if (CubesIn(key) == 1) {
      for (int digit = 0; digit < 10; ++digit)
        if (CountOf(key, digit) == 1) {
          ++nodes_;
          Add(key, -1, static_cast<std::uint32_t>(digit), 0, Number::FromInteger(digit));
        }
      return;
    }
    for (int face = 10; face < 16; ++face) {
      if (CountOf(key, face) == 0) continue;
      const Key rest = key - Unit(face);
      const Operator op = OperatorOfFace(static_cast<Symbol>(face));
      if (op == Operator::Root && unary_root_) {
        auto found = of_key_.find(rest);
        if (found != of_key_.end()) {
          const std::vector<std::uint32_t>& inner = found->second;  // never `key`'s own list
          for (std::uint32_t e : inner) {
            ++nodes_;
            Add(key, -2, 0, e,
                ApplyUnderRules(rules_, Operator::Root, Number::FromInteger(2),
                                values_[expressions_[e].value]));
          }
        }
      }
      ForEachSplit(rest, [&](Key left_key, Key right_key) {
        auto left = of_key_.find(left_key), right = of_key_.find(right_key);
        if (left == of_key_.end() || right == of_key_.end()) return;
        // References to the lists stay valid while `key`'s own list grows.
        const std::vector<std::uint32_t>& lefts = left->second;
        const std::vector<std::uint32_t>& rights = right->second;
        const auto kind = static_cast<std::int8_t>(op);
        for (std::uint32_t a : lefts) {
          // A chain's left is a term or a chain of the same operation; its right is a term.
          const std::uint32_t last =
              IsChain(op) && expressions_[a].kind == kind ? expressions_[a].last : a;
          for (std::uint32_t b : rights) {
            if (IsChain(op) && (expressions_[b].kind == kind || b < last)) continue;
            ++nodes_;
            const Number& x = values_[expressions_[a].value];
            const Number& y = values_[expressions_[b].value];
            Add(key, kind, a, b, ApplyUnderRules(rules_, op, x, y));
          }
        }
      });
    }
  }

  // Calls visit(left, right) for every split of `rest` into two non-empty multisets.
  template <class Visit>
  void ForEachSplit(Key rest, Visit&& visit) {
    int faces[16], counts[16], n = 0;
    for (int face = 0; face < 16; ++face)
      if (CountOf(rest, face) > 0) faces[n] = face, counts[n++] = CountOf(rest, face);
    int taken[16] = {};
    while (true) {
      int i = 0;
      while (i < n && taken[i] == counts[i]) taken[i++] = 0;
      if (i == n) return;
      ++taken[i];
      Key left = 0;
      for (int j = 0; j < n; ++j) left += static_cast<Key>(taken[j]) * Unit(faces[j]);
      if (left != rest) {
        ++nodes_;
        visit(left, rest - left);
      }
    }
  }

  const ArithmeticRules& rules_;
  Key required_, base_, pool_;
  int pool_limit_;
  bool unary_root_;
  int min_cubes_;
  int max_cubes_ = 0;
  std::vector<Expression> expressions_;
  std::unordered_map<Key, std::vector<std::uint32_t>> of_key_;
  std::vector<Number> values_;
  std::vector<std::int8_t> final_ok_;
  std::unordered_map<Number, std::uint32_t> value_ids_;
  int level_ = 1;
  bool listed_ = false;
  bool stopped_ = false;
  std::vector<Key> keys_;
  std::size_t index_ = 0;
  std::uint64_t nodes_ = 0;
};

}  // namespace

// ---- Solutions -----------------------------------------------------------------------------

struct SolutionEnumerator::State {
  ArithmeticRules rules;
  EnumerateOptions options;
  std::optional<ExpressionTable> table;
  std::unordered_map<Number, std::string> goal_text;  // a legal interpretation per value
  std::vector<EnumeratedSolution> solutions;
  EnumerateStatus status = EnumerateStatus::Unfinished;
};

SolutionEnumerator::SolutionEnumerator(const ArithmeticRules& rules, const Mat& mat,
                                       SolverQuery query, const EnumerateOptions& options)
    : state_(std::make_unique<State>()) {
  state_->rules = rules;
  state_->options = options;
  FaceCounts permitted = CountsOfCubes(mat.permitted), pool{};
  FaceCounts resources = CountsOfCubes(mat.resources);
  // AGLOA VII-B-3-e: at most one Resources cube after Now; VII-B-3-f: any after Impossible.
  for (std::size_t f = 0; f < 16; ++f)
    (query == SolverQuery::Now ? pool[f] : permitted[f]) += resources[f];
  state_->table.emplace(state_->rules, CountsOfCubes(mat.required), permitted, pool,
                        query == SolverQuery::Now ? rules.now_max_resources_cubes : -1,
                        options.max_cubes);
  for (GoalValue& reading : LegalGoalValues(rules, mat))
    state_->goal_text.try_emplace(std::move(reading.value), std::move(reading.text));
  if (state_->goal_text.empty() || options.limit == 0) state_->status = EnumerateStatus::Complete;
}

SolutionEnumerator::SolutionEnumerator(SolutionEnumerator&&) noexcept = default;
SolutionEnumerator& SolutionEnumerator::operator=(SolutionEnumerator&&) noexcept = default;
SolutionEnumerator::~SolutionEnumerator() = default;

EnumerateStatus SolutionEnumerator::Run(std::uint64_t max_nodes) {
  State& s = *state_;
  if (s.status != EnumerateStatus::Unfinished) return s.status;
  ExpressionTable& table = *s.table;
  bool done = table.Build(max_nodes, [&](std::uint32_t id) {
    const Number& value = table.ValueOf(table[id].value);
    auto goal = s.goal_text.find(value);
    if (goal == s.goal_text.end()) return true;
    std::string text = table.Text(id);
    s.solutions.push_back({text, text + " = " + goal->second, value, CubesIn(table[id].key)});
    return s.solutions.size() < s.options.limit;
  });
  if (s.solutions.size() >= s.options.limit)
    s.status = EnumerateStatus::LimitReached;
  else if (done)
    s.status = EnumerateStatus::Complete;
  return s.status;
}

EnumerateStatus SolutionEnumerator::status() const {
  return state_->status;
}
const std::vector<EnumeratedSolution>& SolutionEnumerator::solutions() const {
  return state_->solutions;
}
std::uint64_t SolutionEnumerator::nodes() const {
  return state_->table->nodes();
}

EnumerateResult EnumerateSolutions(const ArithmeticRules& rules, const Mat& mat, SolverQuery query,
                                   const EnumerateOptions& options, std::uint64_t max_nodes) {
  SolutionEnumerator enumerator(rules, mat, query, options);
  EnumerateResult result;
  result.status = enumerator.Run(max_nodes);
  result.solutions = enumerator.solutions();
  result.nodes = enumerator.nodes();
  return result;
}

// ---- Goal suggestions ----------------------------------------------------------------------

SuggestResult SuggestGoals(const ArithmeticRules& rules, const Mat& mat,
                           const SuggestOptions& options, std::uint64_t max_nodes) {
  SuggestResult result;
  FaceCounts required = CountsOfCubes(mat.required), available = CountsOfCubes(mat.permitted);
  FaceCounts resources = CountsOfCubes(mat.resources);
  for (std::size_t f = 0; f < 16; ++f) available[f] += resources[f];
  // Every Solution of at most max_solution_cubes cubes from all the cubes, counted by multiset
  // and value; a Goal's Solutions are those whose multiset leaves the Goal's cubes free.
  ExpressionTable table(rules, required, available, FaceCounts{}, -1, options.max_solution_cubes);
  std::unordered_map<std::uint32_t, std::unordered_map<Key, std::size_t>> counts;
  bool built = table.Build(max_nodes, [&](std::uint32_t id) {
    ++counts[table[id].value][table[id].key];
    return true;
  });
  result.nodes = table.nodes();
  result.complete = built;
  const Key all = KeyOf(required) + KeyOf(available);
  const int most = options.max_goal_cubes > 0
                       ? std::min(options.max_goal_cubes, rules.goal_max_cubes)
                       : rules.goal_max_cubes;
  std::vector<std::pair<int, GoalSuggestion>> found;  // with the Goal's cubes
  for (int size = 1; size <= most && result.complete; ++size) {
    for (const FaceCounts& goal : GoalMultisets(rules, available, size)) {
      if (result.nodes >= max_nodes) {
        result.complete = false;
        break;
      }
      std::uint64_t validations = 0;
      std::vector<GoalLayout> layouts = GoalLayoutsOf(rules, goal, &validations);
      result.nodes += validations * 32;
      const Key left = all - KeyOf(goal);
      for (const GoalLayout& layout : layouts) {
        std::optional<std::uint32_t> value = table.FindValue(layout.value);
        if (!value || counts.count(*value) == 0) continue;
        std::size_t solutions = 0;
        for (const auto& [key, count] : counts.at(*value))
          if (Within(key, left)) solutions += count;
        if (solutions > 0)
          found.push_back({size, {layout.layout, layout.reading, layout.value, solutions}});
      }
    }
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
    if (a.second.solutions != b.second.solutions) return a.second.solutions < b.second.solutions;
    if (a.first != b.first) return a.first < b.first;
    return a.second.goal < b.second.goal;
  });
  for (std::size_t i = 0; i < found.size() && i < options.limit; ++i)
    result.goals.push_back(std::move(found[i].second));
  return result;
}

}  // namespace equations
