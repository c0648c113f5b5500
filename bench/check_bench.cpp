// Prints the CPU time of `check` requests of Basic Equations and of Adventurous Equations taken
// from the worked examples of the doctests (tests/core/checker_test.cpp, adventurous_*_test.cpp):
// each request run `repeats` times (first argument, default 200), its median, p99 and slowest run,
// and the dearest of them all, so that the cost of judging under the variations is measured
// natively and under node alike.
#include "bench/bench_clock.h"
#include "core/api/request.h"
#include "core/base/json.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using namespace equations;

struct Case {
  const char* name;
  const char* request;
};

// The requests as the doctests send them (the section each example comes from in its name).
const Case kCases[] = {
    // Basic Equations (no variations), through the same judge.
    {"Basic AGLOA VII-B-2 (6x6)+1 = 37",
     R"j({"rules":"agloa","division":"middle","goal":"37","required":"6 6",)j"
     R"j("permitted":"x + 1","resources":"2 3","challenge":"now","equation":"(6x6)+1 = 37"})j"},
    {"Basic AGLOA VII-C-5-c 5^2-4+0 ungrouped (ambiguous)",
     R"j({"rules":"agloa","division":"middle","goal":"3x5+2","required":"5",)j"
     R"j("permitted":"^ 2 - 4 + 0","challenge":"impossible","equation":"5^2-4+0 = 3x(5+2)"})j"},
    {"Basic ACC 2√(9)x(4+1) = 15 (order of operations)",
     R"j({"rules":"acc","division":"8","goal":"3x5","required":"9",)j"
     R"j("permitted":"2 √ x 4 + 1","challenge":"impossible","equation":"(2√9)x(4+1) = 3x5"})j"},
    {"Basic MLAG (7-2)x3 = 15",
     R"j({"rules":"mlag","division":"senior","goal":"15","required":"7",)j"
     R"j("permitted":"2 - x 3","challenge":"impossible","equation":"(7-2)x3 = 15"})j"},
    {"XIII-A-4 four factorials (refused)",
     R"({"rules":"agloa","division":"elementary","variations":[{"name":"factorial"}],)"
     R"("goal":"8÷7","resources":"8 5 2 - +","challenge":"impossible",)"
     R"("equation":"(8-5)!+2! = 8!÷7!"})"},
    {"XIII-A-5 factorials with Multiple Operations",
     R"({"rules":"agloa","division":"elementary","variations":[{"name":"factorial"},)"
     R"({"name":"multiple-operations"}],"goal":"5","resources":"3 3 4 ÷",)"
     R"("challenge":"impossible","equation":"(3!!÷3!)÷4! = 5"})"},
    {"XIII-B-9 (b) 2^(3!!)÷2^(3!) (too many factorials)",
     R"({"rules":"agloa","division":"middle","variations":[{"name":"exponent","parameter":"red"},)"
     R"({"name":"factorial"}],"goal":"64","resources":"2 3","challenge":"impossible",)"
     R"("equation":"(2'(3!!))÷(2'(3!)) = 64"})"},
    {"App A wild exponent 7'2<wc>",
     R"({"rules":"agloa","division":"middle","variations":[{"name":"zero-wild"},)"
     R"({"name":"exponent","parameter":"blue"}],"goal":"7'0","resources":"5 9 4 x +",)"
     R"("challenge":"impossible","equation":"(5x9)+4 = 7'2<wc>"})"},
    {"VII-C-5-e base twelve, ambiguous",
     R"({"rules":"agloa","division":"junior","variations":[{"name":"base","parameter":"12"}],)"
     R"("goal":"5+3","resources":"6 + √ 4","challenge":"impossible",)"
     R"("equation":"6+√4 = 5+3"})"},
    {"XIII-C-9 Number of Factors of 8!!+1 (cannot verify)",
     R"({"rules":"agloa","division":"junior","variations":[{"name":"number-of-factors"},)"
     R"({"name":"factorial"}],"goal":"56","resources":"x 8 + 1","challenge":"impossible",)"
     R"("equation":"x(8!!+1) = 56"})"},
    {"XIII-D-13 log_2 3 + log_2 5 = log_2 15",
     R"({"rules":"agloa","division":"senior","variations":[{"name":"log"}],"goal":"15log2",)"
     R"("resources":"3 5 2 2 ÷ ÷ +","challenge":"impossible",)"
     R"("equation":"(3log2)+(5log2) = 15log2"})"},
    {"XIII-D-13 two bases (cannot verify)",
     R"({"rules":"agloa","division":"senior","variations":[{"name":"log"}],"goal":"2log3",)"
     R"("resources":"3 2 ÷","challenge":"impossible","equation":"3log2 = 2log3"})"},
    {"XIII-D-11 (g) the root (8x2)^(3÷4) written -8i",
     R"({"rules":"agloa","division":"senior","variations":[{"name":"imaginary"}],)"
     R"("goal":"0-8i","resources":"8 2 x 3 4 ÷ ^","challenge":"impossible",)"
     R"("equation":"[(8x2)^(3÷4)]@(0-8i) = 0-8i"})"},
    {"XIII-D-11 (g) unmarked (8x2)^(3÷4) (ambiguous)",
     R"({"rules":"agloa","division":"senior","variations":[{"name":"imaginary"}],)"
     R"("goal":"0-8i","resources":"8 2 x 3 4 ÷ ^","challenge":"impossible",)"
     R"("equation":"(8x2)^(3÷4) = 0-8i"})"},
    {"XIII-D-11 the seven roots of (-7)^(2÷7), unmarked",
     R"({"rules":"agloa","division":"senior","variations":[{"name":"imaginary"},)"
     R"({"name":"zero-or-x-wild","parameter":"0"}],"goal":"0+7i","resources":"7 2 7 ÷ ^ 3 -",)"
     R"("challenge":"impossible","equation":"((7<ud>)^(2÷7))-(3i) = 0+7i"})"},
    {"XIII-D-11 (d) 8i4 with a wild |",
     R"({"rules":"agloa","division":"senior","variations":[{"name":"imaginary"},)"
     R"({"name":"zero-or-x-wild","parameter":"0"}],"goal":"804","resources":"4 8 x - x",)"
     R"("challenge":"impossible","equation":"(4x8)xi = 8i4"})"},
    {"XIII-A-14 percent of a two-digit numeral",
     R"({"rules":"agloa","division":"elementary","school_year":"2027-28",)"
     R"("variations":[{"name":"percent"}],"goal":"5","resources":"2 5 1 6 √ + 1",)"
     R"("challenge":"impossible","equation":"(25√<ud>16)+1 = 5"})"},
};

}  // namespace

int main(int argc, char** argv) {
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
  double dearest = 0.0;
  const char* dearest_name = "";
  std::printf("%-52s %10s %10s %10s  verdict\n", "check request", "median ms", "p99 ms", "max ms");
  for (const Case& c : kCases) {
    std::vector<double> ms;
    std::string verdict;
    for (int r = 0; r < repeats; ++r) {
      const double start = bench::NowMs();
      const RequestAnswer answer = AnswerRequest("check", c.request);
      ms.push_back(bench::NowMs() - start);
      if (r == 0) {
        const Json* v = answer.answer.Find("verdict");
        verdict = v && v->IsString() ? v->AsString() : WriteJson(answer.answer).substr(0, 60);
      }
    }
    std::sort(ms.begin(), ms.end());
    const std::size_t p99 = (ms.size() * 99 + 99) / 100 - 1;
    std::printf("%-52s %10.3f %10.3f %10.3f  %s\n", c.name, ms[ms.size() / 2], ms[p99], ms.back(),
                verdict.c_str());
    if (ms[ms.size() / 2] > dearest) dearest = ms[ms.size() / 2], dearest_name = c.name;
  }
  std::printf("dearest median: %.3f ms (%s), %d runs each\n", dearest, dearest_name, repeats);
  return 0;
}
