#include "core/api/request_fields.h"

#include "core/judge/judge.h"
#include "core/match/challenge_rules.h"
#include "core/queries/adventurous_search.h"
#include "core/queries/solver_enumerate.h"
#include "core/queries/solver_equations.h"
#include "core/queries/solver_nogoal.h"

namespace equations {

namespace {

Json TextOrNull(const std::optional<std::string>& text) {
  return text ? Json(*text) : Json();
}

// true / false when decided, null when the budget ran out first.
Json Decided(SolveStatus status) {
  return status == SolveStatus::Unfinished ? Json() : Json(status == SolveStatus::Found);
}

// The Now and Possible verdicts under the variations in force (core/queries/adventurous_search.h).
RequestAnswer AnswerAdventurousVerdicts(const Json& request, const CommandStart& start) {
  auto mat = ReadJudgedMat(request, start);
  if (!mat) return Refuse(mat.error().message);
  if (mat->goal.empty()) return Refuse("field \"goal\" is needed for the verdicts query");
  auto budget = ReadInteger(request, "budget", 1, 1000000000000, 5000000);
  if (!budget) return Refuse(budget.error().message);
  const auto nodes = static_cast<std::uint64_t>(*budget);
  std::uint64_t used = 0;
  auto search = [&](SolverQuery query, std::optional<std::string>& witness) {
    AdventurousSearch run(start.arithmetic, *mat, query);
    const SolveStatus status = run.Run(nodes);
    used += run.nodes();
    witness = run.Witness();
    return status;
  };
  std::optional<std::string> now_witness, possible_witness;
  SolveStatus now = search(SolverQuery::Now, now_witness);
  SolveStatus possible = now;
  possible_witness = now_witness;
  // AGLOA VI-A-2-a: an invalid Now is set aside, so no Solution is correct after it.
  const std::optional<std::string> now_set_aside = NowSetAside(start.rules, MatOf(*mat));
  if (now_set_aside) {
    now = SolveStatus::NotFound;
    now_witness.reset();
  }
  if (possible != SolveStatus::Found) possible = search(SolverQuery::Possible, possible_witness);
  Json answer = Json::MakeObject();
  answer.Set("now", Decided(now));
  answer.Set("possible", Decided(possible));
  answer.Set("now_witness", TextOrNull(now_witness));
  answer.Set("possible_witness", TextOrNull(possible_witness));
  if (now_set_aside) answer.Set("now_set_aside", *now_set_aside);
  answer.Set("nodes", used);
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace

RequestAnswer AnswerSolve(const Json& request) {
  auto start = ReadCommandFields(RequestCommand::Solve, request, kSolveFields);
  if (!start) return start.error();
  const RuleSet* rules = &start->rules;
  std::optional<Challenge> challenge;
  if (request.Find("challenge") != nullptr) {
    Expected<Challenge, std::string> read = ParseChallengeKey(Text(request, "challenge"));
    if (!read) return Refuse("field \"challenge\": " + read.error());
    challenge = *read;
  }
  std::string_view query = request.Find("query") ? Text(request, "query") : "verdicts";
  if (query != "verdicts" && query != "nogoal" && query != "enumerate" && query != "goals")
    return Refuse("field \"query\": " + QuoteJson(query) +
                  " is not a query (queries: verdicts, nogoal, enumerate, goals)");
  if (!start->arithmetic.variations.empty()) {
    if (query != "verdicts")
      return Refuse("field \"query\": the " + std::string(query) +
                    " query does not apply Adventurous variations yet (verdicts does)");
    return AnswerAdventurousVerdicts(request, *start);
  }
  auto mat = ReadMat(request, *rules);
  if (!mat) return Refuse(mat.error().message);
  const bool sets_goal = query == "nogoal" || query == "goals";
  if (sets_goal && !mat->goal.empty())
    return Refuse("field \"goal\" must be empty for the " + std::string(query) +
                  " query: it asks which Goal could be set");
  if (!sets_goal && mat->goal.empty())
    return Refuse("field \"goal\" is needed for the " + std::string(query) + " query");
  auto budget = ReadInteger(request, "budget", 1, 1000000000000, 5000000);
  auto limit = ReadInteger(request, "limit", 1, 1000, 10);
  auto max_cubes = ReadInteger(request, "max_cubes", 0, 24, query == "goals" ? 5 : 0);
  auto goal_cubes = ReadInteger(request, "goal_cubes", 1, rules->goal_max_cubes,
                                std::min(3, rules->goal_max_cubes));
  for (const auto* read : {&budget, &limit, &max_cubes, &goal_cubes})
    if (!*read) return Refuse(read->error().message);
  const auto nodes = static_cast<std::uint64_t>(*budget);

  Json answer = Json::MakeObject();
  if (query == "verdicts") {
    // The Now search is done with before the Possible one starts, so the two never hold their
    // memory at once.
    std::optional<EquationsSearch> now(std::in_place, *rules, *mat, SolverQuery::Now);
    now->Run(nodes);
    std::uint64_t used = now->stats().nodes;
    bool memory_full = now->stats().memory_full;
    SolveStatus now_status = now->status();
    std::optional<std::string> now_witness = now->Witness();
    now.reset();
    std::optional<std::string> possible_witness = now_witness;
    SolveStatus possible = now_status;
    // AGLOA VI-A-2-a, MLAG "Now": an invalid Now is set aside, so no Solution is correct after it
    // (the search above still answers Possible).
    const std::optional<std::string> now_set_aside = NowSetAside(*rules, *mat);
    if (now_set_aside) {
      now_status = SolveStatus::NotFound;
      now_witness.reset();
    }
    // A Now Solution is also a Solution after Impossible. With no more Resources than a Now
    // Solution may take (AGLOA VII-B-3-e), the two searches look at the same Solutions, so the
    // Now answer is the Possible one (a second search would do the same work again).
    const bool same_search =
        static_cast<int>(mat->resources.size()) <= rules->now_max_resources_cubes;
    if (possible != SolveStatus::Found && !same_search) {
      EquationsSearch search(*rules, *mat, SolverQuery::Possible);
      possible = search.Run(nodes);
      possible_witness = search.Witness();
      used += search.stats().nodes;
      memory_full = memory_full || search.stats().memory_full;
    }
    answer.Set("now", Decided(now_status));
    answer.Set("possible", Decided(possible));
    answer.Set("now_witness", TextOrNull(now_witness));
    answer.Set("possible_witness", TextOrNull(possible_witness));
    if (now_set_aside) answer.Set("now_set_aside", *now_set_aside);
    // Only when it happened: a search stopped at the solver's memory ceiling (its verdict is null).
    if (memory_full) answer.Set("memory_full", true);
    answer.Set("nodes", used);
  } else if (query == "nogoal") {
    NoGoalAnswer result = SolveNoGoal(*rules, *mat, nodes);
    answer.Set("goal_possible", Decided(result.status));
    answer.Set("goal", TextOrNull(result.goal));
    answer.Set("witness", TextOrNull(result.witness));
    answer.Set("nodes", result.nodes);
  } else if (query == "enumerate") {
    EnumerateOptions options;
    options.limit = static_cast<std::size_t>(*limit);
    options.max_cubes = static_cast<int>(*max_cubes);
    SolverQuery solver_query =
        challenge == Challenge::Now ? SolverQuery::Now : SolverQuery::Possible;
    EnumerateResult result = EnumerateSolutions(*rules, *mat, solver_query, options, nodes);
    Json solutions = Json::MakeArray();
    for (const EnumeratedSolution& solution : result.solutions) {
      Json entry = Json::MakeObject();
      entry.Set("equation", solution.equation);
      entry.Set("cubes", solution.cubes);
      solutions.Push(std::move(entry));
    }
    answer.Set("solutions", std::move(solutions));
    answer.Set("status", result.status == EnumerateStatus::Complete       ? "complete"
                         : result.status == EnumerateStatus::LimitReached ? "limit"
                                                                          : "budget");
    answer.Set("nodes", result.nodes);
  } else {
    SuggestOptions options;
    options.limit = static_cast<std::size_t>(*limit);
    options.max_solution_cubes = static_cast<int>(*max_cubes);
    options.max_goal_cubes = static_cast<int>(*goal_cubes);
    SuggestResult result = SuggestGoals(*rules, *mat, options, nodes);
    Json goals = Json::MakeArray();
    for (const GoalSuggestion& suggestion : result.goals) {
      Json entry = Json::MakeObject();
      entry.Set("goal", suggestion.goal);
      entry.Set("interpretation", suggestion.reading);
      entry.Set("value", suggestion.value.ToString());
      entry.Set("solutions", static_cast<std::uint64_t>(suggestion.solutions));
      goals.Push(std::move(entry));
    }
    answer.Set("goals", std::move(goals));
    answer.Set("complete", result.complete);
    answer.Set("nodes", result.nodes);
  }
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace equations
