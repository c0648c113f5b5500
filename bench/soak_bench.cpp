// A soak of the engine through the JSON request API (core/api/request.h): a long seeded mixed
// workload of check, goal, eval and solve requests under agloa, acc and mlag and under
// Adventurous variations, play requests, decks and random texts. It prints the resident memory
// (natively VmRSS and VmHWM of /proc/self/status; under node the wasm heap) at the start, after
// the warm-up and every `every` requests, with the requests per second, and whether the memory
// stayed within 10% of the warm-up figure.
//   soak_bench [requests=100000] [seed=1] [warmup=requests/10] [every=requests/10]
#include "bench/bench_clock.h"
#include "core/api/request.h"
#include "core/base/json.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#ifdef __EMSCRIPTEN__
#include <emscripten/heap.h>
#else
#include <fstream>
#endif
#include <map>

namespace {

using namespace equations;

struct Memory {
  long resident_kb = 0;  // VmRSS natively, the wasm heap under node
  long peak_kb = 0;      // VmHWM natively, the wasm heap under node (it never shrinks)
};

Memory SampleMemory() {
  Memory memory;
#ifdef __EMSCRIPTEN__
  memory.resident_kb = static_cast<long>(emscripten_get_heap_size() / 1024);
  memory.peak_kb = memory.resident_kb;
#else
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmRSS:", 0) == 0) memory.resident_kb = std::atol(line.c_str() + 6);
    if (line.rfind("VmHWM:", 0) == 0) memory.peak_kb = std::atol(line.c_str() + 6);
  }
#endif
  return memory;
}

using Random = std::mt19937_64;

int Below(Random& random, int n) {
  return static_cast<int>(random() % static_cast<unsigned>(n));
}

template <typename T, std::size_t N>
const T& OneOf(Random& random, const T (&items)[N]) {
  return items[Below(random, static_cast<int>(N))];
}

// A random expression of digits and operations, bracketed at random: mostly well formed, some not.
std::string RandomExpression(Random& random, int terms) {
  static const char* const kOps[] = {"+", "-", "x", "÷", "^", "√"};
  std::string text = std::to_string(Below(random, 10));
  for (int t = 1; t < terms; ++t) {
    const bool bracket = Below(random, 4) == 0;
    text = (bracket ? "(" + text + ")" : text) + OneOf(random, kOps) +
           std::to_string(Below(random, Below(random, 3) == 0 ? 100 : 10));
  }
  return text;
}

// Random characters of the faces and the notation, bad as well as good.
std::string RandomText(Random& random) {
  static const char* const kPieces[] = {"0", "1", "2", "3",  "4",  "5",    "6",    "7",   "8",
                                        "9", "+", "-", "x",  "÷",  "^",    "√",    "(",   ")",
                                        "[", "]", "=", " ",  "!",  "<sw>", "<ud>", "log", "i",
                                        "'", "@", "%", "\\", "\"", "é",    "{"};
  std::string text;
  const int n = 1 + Below(random, 24);
  for (int k = 0; k < n; ++k) text += OneOf(random, kPieces);
  return text;
}

// JSON string text (the pieces above only need quotes and backslashes escaped).
std::string Quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

struct RuleSet {
  const char* rules;
  const char* division;
};
const RuleSet kRuleSets[] = {{"agloa", "elementary"}, {"agloa", "middle"}, {"agloa", "junior"},
                             {"agloa", "senior"},     {"acc", "8"},        {"mlag", "senior"}};

// Adventurous selections for AGLOA (request_variations_test.cpp, check_bench.cpp).
const char* const kVariations[] = {
    R"("play":"adventurous")",
    R"("variations":[{"name":"factorial"}])",
    R"("variations":[{"name":"base","parameter":"8"},{"name":"factorial"}])",
    R"("variations":[{"name":"exponent","parameter":"red"},{"name":"factorial"}])",
    R"("variations":[{"name":"log"}])",
    R"("variations":[{"name":"imaginary"}])",
    R"("variations":[{"name":"number-of-factors"},{"name":"factorial"}])",
    R"("school_year":"2027-28","variations":[{"name":"percent"}])",
};

// The fields every request of a random rule set shares, with Adventurous variations at times.
std::string Head(Random& random, bool adventurous_allowed) {
  const RuleSet& set = OneOf(random, kRuleSets);
  std::string head =
      std::string(R"({"rules":")") + set.rules + R"(","division":")" + set.division + "\"";
  if (adventurous_allowed && std::string(set.rules) == "agloa" && Below(random, 3) == 0) {
    head += ",";
    head += std::string(set.division) == "elementary" ? kVariations[1] : OneOf(random, kVariations);
  }
  return head;
}

std::string Cubes(Random& random, int n) {
  static const char* const kFaces[] = {"0", "1", "2", "3", "4", "5", "6", "7",
                                       "8", "9", "+", "-", "x", "÷", "^", "√"};
  std::string text;
  for (int k = 0; k < n; ++k) text += std::string(k ? " " : "") + OneOf(random, kFaces);
  return text;
}

struct Request {
  const char* command;
  std::string text;
};

// A play request that starts a game of a random rule set and seed.
Json NewGame(Random& random) {
  const RuleSet& set = OneOf(random, kRuleSets);
  return ParseJson(std::string(R"({"game":"equations","config":{"rules":")") + set.rules +
                   R"(","division":")" + set.division + R"(","players":2,"seed":)" +
                   std::to_string(Below(random, 1000)) + "}}")
      .value();
}

Request NextRequest(Random& random) {
  const int kind = Below(random, 1000) / 10;
  const bool random_text = Below(random, 5) == 0;
  if (kind < 25) {  // check
    const std::string goal = RandomExpression(random, 1 + Below(random, 3));
    const std::string equation =
        random_text ? RandomText(random)
                    : RandomExpression(random, 2 + Below(random, 3)) + " = " + goal;
    static const char* const kChallenges[] = {"now", "impossible", "cleanup"};
    return {"check", Head(random, true) + ",\"goal\":" + Quoted(goal) + ",\"resources\":" +
                         Quoted(Cubes(random, 4 + Below(random, 6))) + ",\"challenge\":\"" +
                         OneOf(random, kChallenges) + "\",\"equation\":" + Quoted(equation) + "}"};
  }
  if (kind < 45) {  // goal
    const std::string goal =
        random_text ? RandomText(random) : RandomExpression(random, 1 + Below(random, 4));
    return {"goal", Head(random, true) + ",\"goal\":" + Quoted(goal) + "}"};
  }
  if (kind < 75) {  // eval
    const std::string expression =
        random_text ? RandomText(random) : RandomExpression(random, 1 + Below(random, 5));
    return {"eval", Head(random, true) + ",\"expression\":" + Quoted(expression) + "}"};
  }
  if (kind < 85) {  // solve, Basic only (solve refuses variations), with a small budget
    static const char* const kQueries[] = {"verdicts", "verdicts", "enumerate", "nogoal"};
    const std::string query = OneOf(random, kQueries);
    std::string text = Head(random, false) + ",\"query\":\"" + query + "\",\"budget\":20000";
    if (query != "nogoal")
      text += ",\"goal\":" + Quoted(RandomExpression(random, 1 + Below(random, 2)));
    text += ",\"resources\":" + Quoted(Cubes(random, 4 + Below(random, 5))) + "}";
    return {"solve", text};
  }
  if (kind < 99 || Below(random, 10) < 7) return {"play", ""};  // the play session's next move
  // deck: mostly a few seeds (a classroom replays its rounds), sometimes a new one
  static const char* const kDecks[] = {"single-digits", "double-digits", "mixed"};
  const int seed = Below(random, 4) == 0 ? Below(random, 1 << 20) : Below(random, 4);
  return {"deck", std::string(R"({"deck":")") + OneOf(random, kDecks) +
                      "\",\"seed\":" + std::to_string(seed) + "}"};
}

}  // namespace

int main(int argc, char** argv) {
  const long total = argc > 1 ? std::max(1L, std::atol(argv[1])) : 100000;
  const unsigned long long seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const long warmup = argc > 3 ? std::atol(argv[3]) : total / 10;
  const long every = argc > 4 ? std::max(1L, std::atol(argv[4])) : std::max(1L, total / 10);
  Random random(seed);
  Json game = NewGame(random);
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  Clock::time_point last = start;
  long last_count = 0;
  struct Cost {
    long count = 0;
    double ms = 0, slowest = 0;
  };
  std::map<std::string, Cost> costs;  // CPU time by command
  long answered = 0, refused = 0, internal = 0;
  const Memory at_start = SampleMemory();
  Memory after_warmup{};
  long low = 0, high = 0;  // the resident figures sampled after the warm-up
  std::printf("%10s %12s %12s %10s  (kB; %s)\n", "requests", "resident", "peak", "req/s",
#ifdef __EMSCRIPTEN__
              "the wasm heap");
#else
              "VmRSS, VmHWM");
#endif
  std::printf("%10d %12ld %12ld %10s  start\n", 0, at_start.resident_kb, at_start.peak_kb, "-");
  for (long n = 1; n <= total; ++n) {
    Request request = NextRequest(random);
    // Play requests carry one game along, as a page does: each applies one of the legal actions
    // of the last answer to its actions, until the game ends or has a few hundred actions.
    const bool play = request.text.empty();
    if (play) request.text = WriteJson(game);
    const double cpu_before = bench::NowMs();
    const RequestAnswer answer = AnswerRequest(request.command, request.text);
    Cost& cost = costs[request.command];
    const double ms = bench::NowMs() - cpu_before;
    cost.count += 1, cost.ms += ms, cost.slowest = std::max(cost.slowest, ms);
    // A spike of time is a spike of memory too: name the request, to be run again alone.
    if (ms > 250)
      std::printf("slow: %.0f ms CPU, %s %s\n", ms, request.command, request.text.c_str());
    if (play) {
      const Json* legal = answer.answer.Find("legal_actions");
      const Json* actions = answer.answer.Find("actions");
      if (answer.exit_code != 0 || !legal || !actions || legal->AsArray().empty() ||
          actions->AsArray().size() > 300) {
        game = NewGame(random);
      } else {
        game.Set("actions", *actions);
        game.Set("apply", legal->AsArray()[static_cast<std::size_t>(
                              Below(random, static_cast<int>(legal->AsArray().size())))]);
      }
    }
    if (answer.exit_code == 0) ++answered;
    if (answer.exit_code == 2) ++refused;
    if (answer.exit_code == 3) {
      ++internal;
      std::printf("internal error on %s %s\n", request.command, request.text.c_str());
    }
    const bool at_warmup = n == warmup;
    if (at_warmup || n % every == 0 || n == total) {
      const Memory now = SampleMemory();
      const Clock::time_point t = Clock::now();
      const double seconds = std::chrono::duration<double>(t - last).count();
      std::printf("%10ld %12ld %12ld %10.0f%s\n", n, now.resident_kb, now.peak_kb,
                  seconds > 0 ? static_cast<double>(n - last_count) / seconds : 0.0,
                  at_warmup ? "  after warm-up" : "");
      std::fflush(stdout);
      last = t, last_count = n;
      if (at_warmup) after_warmup = now, low = high = now.resident_kb;
      if (n > warmup) low = std::min(low, now.resident_kb), high = std::max(high, now.resident_kb);
    }
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const Memory at_end = SampleMemory();
  std::printf("%ld requests in %.1f s: %.0f per second; answered %ld, refused %ld, internal %ld\n",
              total, seconds, static_cast<double>(total) / seconds, answered, refused, internal);
  for (const auto& [command, cost] : costs)
    std::printf("  %-6s %7ld requests, mean %.3f ms, slowest %.1f ms CPU\n", command.c_str(),
                cost.count, cost.ms / static_cast<double>(cost.count), cost.slowest);
  std::printf("resident kB: start %ld, after warm-up %ld, end %ld; after warm-up %ld to %ld\n",
              at_start.resident_kb, after_warmup.resident_kb, at_end.resident_kb, low, high);
  if (after_warmup.resident_kb > 0) {
    const double spread =
        100.0 * static_cast<double>(high - after_warmup.resident_kb) / after_warmup.resident_kb;
    std::printf("largest rise after warm-up: %.1f%% (%s 10%%)\n", spread,
                spread <= 10.0 ? "within" : "past");
  }
  return internal == 0 ? 0 : 1;
}
