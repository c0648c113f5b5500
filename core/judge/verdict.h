// What the judge says of a written Equation, and the kinds of reason it gives, each an instance
// of a reason of AGLOA VII-C-5 (the reasons a checker may give), VII-B and VII-B-3; MLAG "Writing
// and checking an Equation"; ACC "Solutions", "Flubs", "Math clarifications".
#pragma once

#include <string>

namespace equations {

enum class Verdict {
  Correct,
  Incorrect,
  Unchecked,  // correct as far as it could be checked, but a value is too large to check exactly
};

// Why an Equation is not correct, for the reasons the cube account and the values give
// (cube_account.h, value_reasons.h); the AGLOA VII-C-5 reason each one is an instance of.
enum class ReasonKind {
  SolutionNotLegal,          // VII-B, III-A: the Solution names no number the rules allow
  SolutionNotEqual,          // VII-C-5-d
  Ambiguous,                 // VII-C-5-c, VII-B-6: a grouping that gives another value
  RequiredCubeUnused,        // VII-B-3-b
  ForbiddenCubeUsed,         // VII-B-3-c
  CubeNotAvailable,          // VII-B-3 (MLAG: "used cubes that were not available")
  TooManyResourcesCubes,     // VII-B-3-e: more than one Resources cube after Now
  RemainingResourcesUnused,  // ACC "Force Out": "using the two remaining Resources"
  CannotCheck,               // a value too large to check or not exactly representable
};

struct Reason {
  ReasonKind kind;
  std::string text;  // a sentence a student can read, naming the cubes or grouping and the rule
};

}  // namespace equations
