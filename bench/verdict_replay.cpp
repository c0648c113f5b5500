// Replays verdicts that solver_bench wrote (EQUATIONS_BENCH_VERDICTS=file): each line's query
// (Now or Possible) on its position, with a budget, printing the verdict then and now, the
// operations and the CPU time, and totals. For comparing two builds on the verdicts that matter
// (the slowest, say) without the whole corpus, and for a stable figure of a change: under
// callgrind (bench/callgrind_verdicts.sh) its instruction count does not depend on how busy the
// machine is, where its times do by up to 50%. Prints figures; not a test.
//
//   verdict_replay [budget per verdict = 1000000 operations] < verdicts
//   grep '^Possible unfinished' verdicts | verdict_replay 30000000
//
// A line it cannot read is reported on stderr with its number, and the exit code is then 2.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bench/bench_clock.h"
#include "core/api/request.h"
#include "core/queries/solver_equations.h"
#include "core/rules/rules.h"

using namespace equations;

namespace {

struct Line {
  SolverQuery query = SolverQuery::Possible;
  std::string status;    // the verdict the file recorded
  std::string position;  // from "rules" on, as the file wrote it
  RuleSet rules;
  Mat mat;
};

// Returns the text between the quotes that follow `field` (as in `goal "2x 3+5"`), or nothing.
std::optional<std::string> Quoted(std::string_view line, std::string_view field) {
  const std::size_t at = line.find(std::string(field) + " \"");
  if (at == std::string_view::npos) return std::nullopt;
  const std::size_t from = at + field.size() + 2, to = line.find('"', from);
  if (to == std::string_view::npos) return std::nullopt;
  return std::string(line.substr(from, to - from));
}

// Reads one line of a verdict file: "<Now|Possible> <status> rules <name> <division>  goal "..."
// required "..." permitted "..." forbidden "..." resources "..." <operations>". Returns why not.
std::optional<std::string> Read(const std::string& text, Line& line) {
  const std::size_t first = text.find(' '), second = text.find(' ', first + 1);
  if (first == std::string::npos || second == std::string::npos) return "too few fields";
  const std::string query = text.substr(0, first);
  if (query != "Now" && query != "Possible") return "the query is not Now or Possible";
  line.query = query == "Now" ? SolverQuery::Now : SolverQuery::Possible;
  line.status = text.substr(first + 1, second - first - 1);
  const std::size_t rules_at = text.find("rules ");
  if (rules_at == std::string::npos) return "no rules";
  const std::size_t name_end = text.find(' ', rules_at + 6);
  const std::size_t division_end = text.find(' ', name_end + 1);
  if (name_end == std::string::npos || division_end == std::string::npos) return "no division";
  const std::string name = text.substr(rules_at + 6, name_end - rules_at - 6);
  const std::string division = text.substr(name_end + 1, division_end - name_end - 1);
  auto rules = FindRuleSet(name, division);
  if (!rules) return "unknown rule set " + name + " " + division;
  line.rules = *rules;
  const std::size_t last = text.rfind('"');
  line.position = text.substr(rules_at, last - rules_at + 1);
  auto goal_text = Quoted(text, "goal");
  if (!goal_text) return "no goal";
  auto goal = ReadGoal(*goal_text);
  if (!goal) return "goal: " + goal.error().message;
  line.mat.goal = std::move(goal).value();
  for (const auto& [field, cubes] : std::vector<std::pair<std::string, std::vector<Cube>*>>{
           {"required", &line.mat.required},
           {"permitted", &line.mat.permitted},
           {"forbidden", &line.mat.forbidden},
           {"resources", &line.mat.resources}}) {
    auto faces = Quoted(text, field);
    if (!faces) return "no " + field;
    auto read = ReadCubes(field, *faces);
    if (!read) return field + ": " + read.error().message;
    *cubes = std::move(read).value();
  }
  return std::nullopt;
}

const char* StatusText(SolveStatus status) {
  return status == SolveStatus::Found      ? "found"
         : status == SolveStatus::NotFound ? "no"
                                           : "unfinished";
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t budget = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000;
  int bad = 0, verdicts = 0, changed = 0, over_20_ms = 0;
  std::uint64_t operations = 0;
  double total_ms = 0;
  std::string text;
  for (int number = 1; std::getline(std::cin, text); ++number) {
    if (text.empty()) continue;
    Line line;
    if (auto error = Read(text, line)) {
      std::fprintf(stderr, "line %d: %s\n", number, error->c_str());
      ++bad;
      continue;
    }
    const double start = bench::NowMs();
    EquationsSearch search(line.rules, line.mat, line.query);
    const SolveStatus status = search.Run(budget);
    const double ms = bench::NowMs() - start;
    const std::uint64_t nodes = search.stats().nodes;
    const bool differs = line.status != StatusText(status);
    ++verdicts;
    changed += differs;
    over_20_ms += ms > 20;
    operations += nodes;
    total_ms += ms;
    std::printf("%-8s %-10s %s %-10s %10llu %9.3f ms  %s\n",
                line.query == SolverQuery::Now ? "Now" : "Possible", line.status.c_str(),
                differs ? "->" : "  ", StatusText(status), static_cast<unsigned long long>(nodes),
                ms, line.position.c_str());
  }
  std::printf(
      "%d verdicts (budget %llu operations each): %d changed, %llu operations, %.1f ms in all, "
      "%d over 20 ms\n",
      verdicts, static_cast<unsigned long long>(budget), changed,
      static_cast<unsigned long long>(operations), total_ms, over_20_ms);
  return bad > 0 ? 2 : 0;
}
