// The two judges compared: the Basic checker (core/judge/checker.h) and the judge of Adventurous
// Equations (core/judge/adventurous.h) with no variation in force, which is what Basic Equations
// is. Before the Basic checker goes, both must give every Basic Equation the same verdict and the
// same reasons. The tally covers every comparison of the run: the doctest cases of the checker
// (tests/core/checker_test.cpp) and the positions of random play
// (tests/core/judge_differential_test.cpp); it is printed when the run ends.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/judge/adventurous.h"
#include "core/judge/checker.h"
#include "core/judge/judge.h"
#include "core/language/arithmetic.h"

namespace equations::testing {

struct JudgeDifference {
  bool same_verdict = true;
  bool same_reasons = true;
  std::string basic;        // verdict and reasons, one line
  std::string adventurous;  // the same
};

inline std::string VerdictWord(Verdict verdict) {
  return verdict == Verdict::Correct     ? "correct"
         : verdict == Verdict::Unchecked ? "unchecked"
                                         : "incorrect";
}

// Judges the Equation with both judges.
inline JudgeDifference CompareJudges(const ArithmeticRules& rules, const Mat& mat,
                                     Challenge challenge, std::string_view equation) {
  Verdict basic_verdict = Verdict::Incorrect;
  std::vector<std::string> basic_reasons;
  if (auto checked = CheckEquation(rules, mat, challenge, equation)) {
    basic_verdict = checked->verdict;
    for (const Reason& reason : checked->reasons) basic_reasons.push_back(reason.text);
  } else {
    basic_reasons.push_back("the Equation cannot be read: " + checked.error().message);
  }
  const Arithmetic arithmetic = BasicArithmetic(rules);
  const AdventurousCheck adventurous =
      CheckAdventurous(arithmetic, JudgedMat(arithmetic, mat), challenge, equation);
  JudgeDifference difference;
  difference.same_verdict = basic_verdict == adventurous.verdict;
  difference.same_reasons = basic_reasons == adventurous.reasons;
  difference.basic = VerdictWord(basic_verdict);
  for (const std::string& reason : basic_reasons) difference.basic += " | " + reason;
  difference.adventurous = VerdictWord(adventurous.verdict);
  for (const std::string& reason : adventurous.reasons) difference.adventurous += " | " + reason;
  return difference;
}

// Every comparison of the run, printed at its end.
struct JudgeTally {
  int compared = 0;
  int verdicts_differ = 0;
  int reasons_differ = 0;  // with the same verdict
  std::map<std::string, int> by_source;
  // The first few differences (EQUATIONS_JUDGE_EXAMPLES=<n> shows n, 12 by default).
  std::vector<std::string> examples;

  void Add(std::string_view source, const std::string& position, const JudgeDifference& d) {
    ++compared;
    ++by_source[std::string(source)];
    if (d.same_verdict && d.same_reasons) return;
    (d.same_verdict ? reasons_differ : verdicts_differ) += 1;
    static const std::size_t shown = [] {
      const char* text = std::getenv("EQUATIONS_JUDGE_EXAMPLES");
      return text && std::atoi(text) > 0 ? static_cast<std::size_t>(std::atoi(text)) : 12;
    }();
    if (examples.size() < shown)
      examples.push_back(std::string(source) + ": " + position + "\n    basic:       " + d.basic +
                         "\n    adventurous: " + d.adventurous);
  }

  ~JudgeTally() {
    if (compared == 0) return;
    std::printf("judge differential: %d Equations compared (", compared);
    bool first = true;
    for (const auto& [source, count] : by_source) {
      std::printf("%s%s %d", first ? "" : ", ", source.c_str(), count);
      first = false;
    }
    std::printf("); verdicts differ %d, reasons differ %d\n", verdicts_differ, reasons_differ);
    for (const std::string& example : examples) std::printf("  %s\n", example.c_str());
  }
};

inline JudgeTally& Tally() {
  static JudgeTally tally;
  return tally;
}

}  // namespace equations::testing
