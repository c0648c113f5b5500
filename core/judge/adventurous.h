// The judge of Adventurous Equations (AGLOA XIII, Appendix A, VII): the legal interpretations of
// a Goal on the mat under the variations in force, and every reason a written Equation is
// incorrect, each naming the variation and its section. The typed notation and the readings are
// core/language/reading.h; the engineering reading of the rules is shared/notes/adventurous.md
// and the rulings docs/rulings.md, "Adventurous Equations: the judge".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/judge/verdict.h"
#include "core/language/reading.h"
#include "core/rules/mat.h"

namespace equations {

// A cube of the Goal as it lies on the mat (adventurous.md section 8, "Physical goal fields").
struct MatGoalCube {
  Symbol face = Symbol::Digit0;
  bool sideways = false;
  bool upside_down = false;
  bool exponent_color = false;  // marked "'d": a digit on a cube of the exponent colour
  bool gap_before = false;
  int column = 0;
  std::string Text() const;  // "3", "3<sw>", "'3", "rem", "%"
};

// Returns the Goal on the mat as the judge reads it: each cube's face and placement, the gaps,
// and the mark of a digit on a cube of the exponent colour (XIII-B-9), column = place from 1.
std::vector<MatGoalCube> MatGoalCubes(const Arithmetic& arithmetic,
                                      const std::vector<GoalCube>& goal);
// Returns the Goal in the notation of the "goal" field, a space for each gap: "3<sw>+ '2".
std::string MatGoalText(const std::vector<MatGoalCube>& goal);

// Reads the "goal" field: faces, gaps, <sw> and <ud> for placement, "'d" for an exponent-colour
// digit, "%" (= √<ud>) and "rem" (= ÷<sw>). Errors name the character.
Expected<std::vector<MatGoalCube>, std::string> ReadMatGoal(const Arithmetic& arithmetic,
                                                            std::string_view text);

struct AdventurousInterpretation {
  std::string text;  // the reading, fully grouped, in the typed notation
  // Its value; under Log (XIII-D-13) an irrational logarithm is in `log`, and then `value` is a
  // NotExact error saying so (no real radical is that value).
  Value value;
  std::optional<LogValue> log;
  std::optional<Complex> complex;  // Imaginary (XIII-D-11): a value that is not a real radical
  std::string printed;             // the value's text when already written (a complex one)
  std::string ValueText() const;   // "7", "log_2(3)", "2i"
};

struct AdventurousGoalReport {
  bool legal = false;
  std::vector<std::string> reasons;                        // why the Goal is illegal
  std::vector<AdventurousInterpretation> interpretations;  // legal ones have a value
  std::vector<AdventurousInterpretation> other_readings;   // readings that name no number
  // Powers of the Base: each 1 is listed for m^n with n in [-3, 3] only; or the enumeration
  // stopped at its limit.
  bool truncated = false;
  std::string window;  // what was left out, when truncated
};

// The interpretations of a Goal under the variations in force (none: Basic Equations), read as
// its Goal-setter declared it when `declaration` is not empty (AGLOA IV-B, VII-B-6 Note, XIII;
// ACC "Goal"), and every reason it is illegal.
AdventurousGoalReport InterpretAdventurousGoal(const Arithmetic& arithmetic,
                                               const std::vector<MatGoalCube>& goal,
                                               std::string_view declaration = {});

// Reads the grouping a Goal-setter declares with the Goal. ACC "Goal": "the Goal Setter must space
// the cubes as necessary to indicate parentheses, and declare their placement (e.g., '4 minus the
// quantity 2 plus 1' ...). If the cubes are not spaced or the verbal declaration is not made, the
// Order of Operations applies." The declaration is written with grouping symbols ("4-(2+1)"); it
// must hold the Goal's cubes in their order, and the grouping it names (its ungrouped parts read
// with the Order of Operations) must be one the spacing allows. Returns the declaration read, or
// why it cannot be made (also: the rule set has no declaration, AGLOA IV-B-2 comment).
Expected<ReadChain, std::string> ReadGoalDeclaration(const Arithmetic& arithmetic,
                                                     const std::vector<MatGoalCube>& goal,
                                                     std::string_view declaration);

// The cubes on the mat besides the Goal.
struct AdventurousMat {
  std::vector<MatGoalCube> goal;
  std::vector<Cube> required, permitted, forbidden, resources;
  std::string goal_declaration;  // ACC "Goal": the grouping declared (core/rules/mat.h)
};

struct AdventurousCheck {
  Verdict verdict = Verdict::Incorrect;
  std::vector<std::string> reasons;  // every reason that applies
  std::string goal_value;            // the writer's Goal's value, if it has one
  std::string solution_value;
};

// Judges a written Equation "Solution = Goal" (or "Goal = Solution", VII-B-1 comment).
AdventurousCheck CheckAdventurous(const Arithmetic& arithmetic, const AdventurousMat& mat,
                                  Challenge challenge, std::string_view equation);

}  // namespace equations
