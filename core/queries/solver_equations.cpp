#include "core/queries/solver_equations.h"

#include <algorithm>
#include <array>
#include <cassert>

#include "core/judge/judge.h"

namespace equations {

namespace {

enum class Use { Required, Permitted, Pool };

// Adds the cubes to the problem's supply.
void Supply(SolverProblem& problem, const std::vector<Cube>& cubes, Use use) {
  for (const Cube& cube : cubes) {
    SolverSupply* supply = nullptr;
    if (IsDigit(cube.face)) {
      std::int64_t digit = DigitValue(cube.face);
      auto found = std::find(problem.tiles.begin(), problem.tiles.end(), digit);
      if (found == problem.tiles.end()) {
        problem.tiles.push_back(digit);
        problem.tile_supply.push_back({});
        found = problem.tiles.end() - 1;
      }
      supply = &problem.tile_supply[static_cast<std::size_t>(found - problem.tiles.begin())];
    } else {
      supply = &problem.operator_supply[static_cast<std::size_t>(OperatorOfFace(cube.face))];
    }
    int& count = use == Use::Required    ? supply->required
                 : use == Use::Permitted ? supply->permitted
                                         : supply->pool;
    ++count;
  }
}

}  // namespace

SolverProblem EquationsProblem(const ArithmeticRules& rules, const Mat& mat, SolverQuery query,
                               std::vector<std::string>* goal_texts) {
  SolverProblem problem;
  problem.rules = rules;
  problem.min_cubes = std::clamp(rules.solution_min_cubes, 1, 2);
  problem.unary_root = !rules.root_index_required;  // ACC "Resources": "2√4", not "√4"
  // AGLOA VII-B-3: Required must all be used, Permitted may be; Forbidden never.
  Supply(problem, mat.required, Use::Required);
  Supply(problem, mat.permitted, Use::Permitted);
  if (query == SolverQuery::Now) {
    Supply(problem, mat.resources, Use::Pool);  // AGLOA VII-B-3-e: at most one
    problem.pool_limit = rules.now_max_resources_cubes;
  } else {
    Supply(problem, mat.resources, Use::Permitted);  // AGLOA VII-B-3-f
  }
  for (GoalValue& reading : LegalGoalValues(rules, mat)) {
    problem.targets.push_back(std::move(reading.value));
    if (goal_texts != nullptr) goal_texts->push_back(std::move(reading.text));
  }
  return problem;
}

EquationsSearch::EquationsSearch(const ArithmeticRules& rules, const Mat& mat, SolverQuery query) {
  SolverProblem problem = EquationsProblem(rules, mat, query, &goal_texts_);
  const auto power = static_cast<std::size_t>(Operator::Power);
  const auto root = static_cast<std::size_t>(Operator::Root);
  // Cheaper stages first: no ^ and no √ (rational values only), then ^ without √.
  auto stage = [&](bool keep_power) {
    SolverProblem cheaper = problem;
    if (!keep_power) cheaper.operator_supply[power] = {};
    cheaper.operator_supply[root] = {};
    auto solver = Solver::Create(std::move(cheaper));
    assert(solver.has_value());
    stages_.push_back(std::move(solver).value());
  };
  const SolverSupply& p = problem.operator_supply[power];
  const SolverSupply& r = problem.operator_supply[root];
  if (p.required == 0 && r.required == 0 && p.Total() + r.Total() > 0) stage(false);
  if (r.required == 0 && r.Total() > 0 && p.Total() > 0) stage(true);
  auto solver = Solver::Create(std::move(problem));
  assert(solver.has_value());
  stages_.push_back(std::move(solver).value());
}

SolveStatus EquationsSearch::Run(std::uint64_t max_nodes) {
  while (status_ == SolveStatus::Unfinished) {
    Solver& solver = stages_[stage_];
    const bool last = stage_ + 1 == stages_.size();
    // A cheaper stage only ever finds: it gets a fixed share of work, so that a stage without √
    // that cannot make the Goal (or makes it only late) does not delay the complete one.
    std::uint64_t limit = max_nodes;
    if (!last)
      limit =
          std::min(limit, kCheaperStageNodes - std::min(kCheaperStageNodes, solver.stats().nodes));
    const std::uint64_t before = solver.stats().nodes;
    const SolveStatus status = limit == 0 ? SolveStatus::Unfinished : solver.Run(limit);
    const std::uint64_t used = solver.stats().nodes - before;
    stats_.nodes += used;
    stats_.memory_full = solver.stats().memory_full;
    stats_.bytes = 0;
    for (const Solver& s : stages_) stats_.bytes += s.stats().bytes;
    max_nodes -= std::min(max_nodes, used);
    if (status == SolveStatus::Found || (status == SolveStatus::NotFound && last)) {
      status_ = status;
      for (const Solver& s : stages_) {
        stats_.multisets += s.stats().multisets;
        stats_.values += s.stats().values;
        stats_.derived += s.stats().derived;
      }
      break;
    }
    if (status == SolveStatus::NotFound || solver.stats().nodes >= kCheaperStageNodes) {
      if (!last) {
        ++stage_;
        continue;
      }
    }
    // Unfinished: the budget ran out, or the solver paused before a step that did not fit in
    // what was left (it does that step first when called again).
    if (max_nodes == 0 || used == 0) return status_;
  }
  return status_;
}

bool EquationsSearch::ReleaseSome(std::size_t& count) {
  bool all = true;
  for (Solver& stage : stages_) all = stage.ReleaseSome(count) && all;
  return all;
}

std::optional<std::string> EquationsSearch::Witness() const {
  if (status_ != SolveStatus::Found) return std::nullopt;
  const Solver& solver = stages_[stage_];
  return solver.Solution() + " = " + goal_texts_[static_cast<std::size_t>(solver.TargetIndex())];
}

EquationsAnswer SolveEquations(const ArithmeticRules& rules, const Mat& mat, SolverQuery query) {
  EquationsSearch search(rules, mat, query);
  EquationsAnswer answer;
  answer.status = search.Run();
  answer.witness = search.Witness();
  answer.nodes = search.stats().nodes;
  return answer;
}

}  // namespace equations
