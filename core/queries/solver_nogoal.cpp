#include "core/queries/solver_nogoal.h"

#include <algorithm>
#include <cassert>
#include <unordered_map>
#include <utility>

#include "core/judge/judge.h"
#include "core/queries/solver_equations.h"

namespace equations {

namespace {

constexpr std::uint64_t kNodesPerLayout = 32;  // about the work of one ValidateGoalText

bool IsBinaryOnly(Symbol face) {
  return !IsDigit(face) && face != Symbol::Root;
}

// Returns false for an order of cubes no rule set reads as a Goal (AGLOA III-B-1: + and - are
// binary only, so no Goal starts or ends with a sign or has two signs in a row, except a √ in
// front of its radicand), or with a numeral longer than the rule set allows (AGLOA IV-B-1).
bool SequenceMayBeGoal(const ArithmeticRules& rules, const std::vector<Symbol>& faces) {
  if (!IsDigit(faces.back())) return false;
  if (!rules.unary_signs_allowed && IsBinaryOnly(faces.front())) return false;
  if (rules.root_index_required && faces.front() == Symbol::Root) return false;
  int digits = 0;
  for (std::size_t i = 0; i < faces.size(); ++i) {
    digits = IsDigit(faces[i]) ? digits + 1 : 0;
    if (digits > rules.goal_numeral_max_digits) return false;
    if (i > 0 && !IsDigit(faces[i - 1]) && IsBinaryOnly(faces[i]) && !rules.unary_signs_allowed)
      return false;
  }
  return true;
}

std::vector<Symbol> FaceList(const FaceCounts& counts) {
  std::vector<Symbol> faces;
  for (int s = 0; s < 16; ++s)
    for (int k = 0; k < counts[static_cast<std::size_t>(s)]; ++k)
      faces.push_back(static_cast<Symbol>(s));
  return faces;
}

FaceCounts CountsOf(const std::vector<Cube>& cubes) {
  FaceCounts counts{};
  for (const Cube& cube : cubes) ++counts[static_cast<std::size_t>(cube.face)];
  return counts;
}

[[maybe_unused]] int Size(const FaceCounts& counts) {
  int size = 0;
  for (int count : counts) size += count;
  return size;
}

// Removes up to counts[face] cubes of each face from `cubes`, last ones first; returns what was
// not there.
FaceCounts Remove(std::vector<Cube>& cubes, FaceCounts counts) {
  for (std::size_t i = cubes.size(); i-- > 0;) {
    int& left = counts[static_cast<std::size_t>(cubes[i].face)];
    if (left > 0) {
      --left;
      cubes.erase(cubes.begin() + static_cast<std::ptrdiff_t>(i));
    }
  }
  return counts;
}

// Appends every sub-multiset of `available` with `size` cubes that could be a Goal.
void ListGoalMultisets(const ArithmeticRules& rules, const FaceCounts& available, int size,
                       int face, FaceCounts& current, std::vector<FaceCounts>& out) {
  if (face == 16) {
    if (size == 0 && GoalShapePossible(rules, current)) out.push_back(current);
    return;
  }
  const auto f = static_cast<std::size_t>(face);
  for (int k = std::min(size, available[f]); k >= 0; --k) {
    current[f] = k;
    ListGoalMultisets(rules, available, size - k, face + 1, current, out);
  }
  current[f] = 0;
}

}  // namespace

bool GoalShapePossible(const ArithmeticRules& rules, const FaceCounts& cubes) {
  int digits = 0, binary = 0;
  for (int s = 0; s < 10; ++s) digits += cubes[static_cast<std::size_t>(s)];
  for (int s = 10; s < 15; ++s) binary += cubes[static_cast<std::size_t>(s)];
  const int roots = cubes[static_cast<std::size_t>(Symbol::Root)];
  if (digits == 0) return false;
  if (rules.unary_signs_allowed) return true;  // no rule set has them (AGLOA III-B-1)
  // n numerals need n - 1 binary operations; a √ is binary (a√b) or, where the index may go
  // unwritten, unary (AGLOA III-B-2).
  const int most = rules.goal_numeral_max_digits;
  for (int numerals = (digits + most - 1) / most; numerals <= digits; ++numerals) {
    int low = binary, high = binary + roots;
    if (rules.root_index_required) low = high;
    if (numerals - 1 >= low && numerals - 1 <= high) return true;
  }
  return false;
}

std::vector<FaceCounts> GoalMultisets(const ArithmeticRules& rules, const FaceCounts& available,
                                      int size) {
  std::vector<FaceCounts> multisets;
  FaceCounts current{};
  ListGoalMultisets(rules, available, size, 0, current, multisets);
  return multisets;
}

std::vector<GoalLayout> GoalLayoutsOf(const ArithmeticRules& rules, const FaceCounts& cubes,
                                      std::uint64_t* validations, bool every_gap) {
  std::vector<GoalLayout> layouts;
  std::vector<Symbol> faces = FaceList(cubes);
  if (faces.empty() || static_cast<int>(faces.size()) > rules.goal_max_cubes ||
      !GoalShapePossible(rules, cubes))
    return layouts;
  const bool has_root = cubes[static_cast<std::size_t>(Symbol::Root)] > 0;
  const bool gaps_matter = every_gap || has_root || rules.goal_grouping != Grouping::AnyGrouping;
  std::unordered_map<Number, std::size_t> index_of;
  std::vector<int> gap_counts;
  do {  // faces is sorted: every distinct order once
    if (!SequenceMayBeGoal(rules, faces)) continue;
    // A gap between two digits splits a numeral (docs/rulings.md): only gaps next to a sign.
    std::vector<std::size_t> places;
    if (gaps_matter)
      for (std::size_t i = 1; i < faces.size(); ++i)
        if (!IsDigit(faces[i - 1]) || !IsDigit(faces[i])) places.push_back(i);
    for (unsigned pattern = 0; pattern < (1u << places.size()); ++pattern) {
      std::string text;
      int gaps = 0;
      for (std::size_t i = 0, p = 0; i < faces.size(); ++i) {
        if (p < places.size() && places[p] == i) {
          if (pattern & (1u << p)) text += ' ', ++gaps;
          ++p;
        }
        text += SymbolText(faces[i]);
      }
      if (validations != nullptr) ++*validations;
      std::vector<GoalValue> legal = LegalGoalValues(rules, text);
      const int readings = static_cast<int>(legal.size());
      for (GoalValue& reading : legal) {
        auto [found, added] = index_of.try_emplace(reading.value, layouts.size());
        if (added) {
          layouts.push_back({text, reading.text, reading.value, readings});
          gap_counts.push_back(gaps);
        } else {
          GoalLayout& best = layouts[found->second];
          int& best_gaps = gap_counts[found->second];
          if (readings < best.readings || (readings == best.readings && gaps < best_gaps)) {
            best = {text, reading.text, reading.value, readings};
            best_gaps = gaps;
          }
        }
      }
    }
  } while (std::next_permutation(faces.begin(), faces.end()));
  return layouts;
}

// ---- the search ----------------------------------------------------------------------------

// Iterative deepening over the Goal multisets, so that one hard multiset (a Goal value no
// Solution can reach, proven only by searching every sub-multiset of the rest) cannot hold up the
// easy ones: a pass gives each multiset at most `slice` nodes and keeps those it could not decide
// for the next pass, which starts them again with eight times the slice. A multiset leaves only
// when its complete search says no, so the answer stays exact.
struct NoGoalSearch::State {
  struct Candidate {
    FaceCounts cubes{};
    std::vector<GoalLayout> layouts;  // the values the Goal can have, each with its layout
  };

  ArithmeticRules rules;
  Mat mat;
  FaceCounts available{};  // what a Goal may take: Permitted and Resources
  // The first pass lists the multisets by size as it goes; later passes take the deferred ones.
  bool first_pass = true;
  int size = 0;  // the Goal size whose multisets are listed
  std::vector<FaceCounts> multisets;
  std::size_t next = 0;
  std::vector<Candidate> queue, deferred;
  std::uint64_t slice = 4096;
  // The multiset being searched, its solver stages and the work spent on it in this pass.
  std::optional<Candidate> current;
  std::vector<Solver> stages;
  std::size_t stage = 0;
  std::uint64_t spent = 0;
  SolveStatus status = SolveStatus::Unfinished;
  std::uint64_t nodes = 0;
  std::uint64_t goals_tried = 0;
  std::optional<std::string> goal, witness;

  // Builds the solver stages of the current candidate.
  void Prepare() {
    stages.clear();
    stage = 0;
    spent = 0;
    Mat rest = mat;
    rest.goal.clear();
    FaceCounts left = Remove(rest.resources, current->cubes);
    left = Remove(rest.permitted, left);
    assert(Size(left) == 0);
    SolverProblem problem = EquationsProblem(rules, rest, SolverQuery::Possible);
    problem.targets.clear();
    for (const GoalLayout& layout : current->layouts) problem.targets.push_back(layout.value);
    // As EquationsSearch: cheaper stages first (no ^ and √, then ^ without √); only the last,
    // complete stage can say no.
    const auto power = static_cast<std::size_t>(Operator::Power);
    const auto root = static_cast<std::size_t>(Operator::Root);
    auto add_stage = [&](bool keep_power) {
      SolverProblem cheaper = problem;
      if (!keep_power) cheaper.operator_supply[power] = {};
      cheaper.operator_supply[root] = {};
      auto solver = Solver::Create(std::move(cheaper));
      if (solver) stages.push_back(std::move(solver).value());
    };
    const SolverSupply& p = problem.operator_supply[power];
    const SolverSupply& r = problem.operator_supply[root];
    if (p.required == 0 && r.required == 0 && p.Total() + r.Total() > 0) add_stage(false);
    if (r.required == 0 && r.Total() > 0 && p.Total() > 0) add_stage(true);
    auto solver = Solver::Create(std::move(problem));
    assert(solver.has_value());  // at most 15 cubes of a face and 10 digits: any real mat
    if (solver) stages.push_back(std::move(solver).value());
  }

  // Takes the next candidate of this pass into `current` (judging its layouts in the first
  // pass), or starts the next pass; returns false when no candidate is left at all.
  bool Advance() {
    while (true) {
      if (first_pass) {
        while (next == multisets.size() && size < rules.goal_max_cubes) {
          ++size;
          multisets.clear();
          next = 0;
          FaceCounts cubes{};
          ListGoalMultisets(rules, available, size, 0, cubes, multisets);
        }
        if (next < multisets.size()) {
          Candidate candidate;
          candidate.cubes = multisets[next++];
          std::uint64_t validations = 0;
          candidate.layouts = GoalLayoutsOf(rules, candidate.cubes, &validations);
          nodes += validations * kNodesPerLayout;
          ++goals_tried;
          if (candidate.layouts.empty()) continue;
          current = std::move(candidate);
          return true;
        }
        first_pass = false;
        multisets = {};
      } else if (!queue.empty()) {
        current = std::move(queue.back());
        queue.pop_back();
        return true;
      }
      if (deferred.empty()) return false;
      // The next pass, in the order the multisets were first tried.
      queue.assign(std::make_move_iterator(deferred.rbegin()),
                   std::make_move_iterator(deferred.rend()));
      deferred.clear();
      slice = slice > UINT64_MAX / 8 ? UINT64_MAX : slice * 8;
    }
  }

  SolveStatus Run(std::uint64_t max_nodes) {
    const std::uint64_t limit = max_nodes > UINT64_MAX - nodes ? UINT64_MAX : nodes + max_nodes;
    while (status == SolveStatus::Unfinished) {
      if (nodes >= limit) return status;
      if (!current) {
        if (!Advance()) {
          status = SolveStatus::NotFound;
          break;
        }
        Prepare();
        continue;
      }
      if (stage == stages.size()) {  // the last stage said no: this multiset makes no Goal
        current.reset();
        continue;
      }
      if (spent >= slice) {  // undecided in this pass: start it again in the next
        deferred.push_back(std::move(*current));
        current.reset();
        stages.clear();
        continue;
      }
      Solver& solver = stages[stage];
      const std::uint64_t before = solver.stats().nodes;
      SolveStatus result = solver.Run(std::min(limit - nodes, slice - spent));
      // At least one unit, so that a run that did nothing still moves the search on.
      const std::uint64_t used = std::max<std::uint64_t>(solver.stats().nodes - before, 1);
      nodes += used;
      spent += used;
      if (result == SolveStatus::Found) {
        const GoalLayout& layout = current->layouts[static_cast<std::size_t>(solver.TargetIndex())];
        goal = layout.layout;
        witness = solver.Solution() + " = " + layout.reading;
        status = SolveStatus::Found;
        stages.clear();
        break;
      }
      if (result == SolveStatus::NotFound) ++stage;  // a cheaper stage decides nothing
    }
    return status;
  }
};

NoGoalSearch::NoGoalSearch(const ArithmeticRules& rules, const Mat& mat)
    : state_(std::make_unique<State>()) {
  state_->rules = rules;
  state_->mat = mat;
  FaceCounts permitted = CountsOf(mat.permitted), resources = CountsOf(mat.resources);
  for (std::size_t s = 0; s < 16; ++s) state_->available[s] = permitted[s] + resources[s];
}

NoGoalSearch::NoGoalSearch(NoGoalSearch&&) noexcept = default;
NoGoalSearch& NoGoalSearch::operator=(NoGoalSearch&&) noexcept = default;
NoGoalSearch::~NoGoalSearch() = default;

SolveStatus NoGoalSearch::Run(std::uint64_t max_nodes) {
  return state_->Run(max_nodes);
}
SolveStatus NoGoalSearch::status() const {
  return state_->status;
}
std::uint64_t NoGoalSearch::nodes() const {
  return state_->nodes;
}
std::uint64_t NoGoalSearch::goals_tried() const {
  return state_->goals_tried;
}
std::optional<std::string> NoGoalSearch::Goal() const {
  return state_->goal;
}
std::optional<std::string> NoGoalSearch::Witness() const {
  return state_->witness;
}

NoGoalAnswer SolveNoGoal(const ArithmeticRules& rules, const Mat& mat, std::uint64_t max_nodes) {
  NoGoalSearch search(rules, mat);
  NoGoalAnswer answer;
  answer.status = search.Run(max_nodes);
  answer.goal = search.Goal();
  answer.witness = search.Witness();
  answer.nodes = search.nodes();
  return answer;
}

}  // namespace equations
