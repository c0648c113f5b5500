// The playing mat and the Resources: where every cube of a shake lies (AGLOA I-B-2, MLAG "The
// mat"). Colours matter for the game (cubes are physical things); the checker looks at faces only.
#pragma once

#include <string>
#include <vector>

#include "core/rules/cube.h"

namespace equations {

// A cube as it lies: its colour and the face that shows on top.
struct Cube {
  Color color = Color::Red;
  Symbol face = Symbol::Digit0;
  bool operator==(const Cube&) const = default;
};

// A cube in the Goal, with the physical gap the Goal-setter left before it: the spacing is how
// the Goal-setter groups the Goal (AGLOA IV-B-2: "2x 3+5" means 2x(3+5)).
struct GoalCube {
  Cube cube;
  bool gap_before = false;  // a gap between this cube and the previous one (ignored for the first)
  // Adventurous Equations: the cube lies sideways (XIII-A-1, XIII-C-1) or upside-down (XIII-A-2,
  // XIII-C-2); never both in the Goal (XIII-A-2 comment (a)). The cube keeps its colour, which
  // the Exponent variation reads (XIII-B-9).
  bool sideways = false;
  bool upside_down = false;
  bool operator==(const GoalCube&) const = default;
};

enum class Section { Goal, Required, Permitted, Forbidden, Resources };
inline constexpr Section kSections[] = {Section::Goal, Section::Required, Section::Permitted,
                                        Section::Forbidden, Section::Resources};

// Returns the rules' own name of a section: "Goal", "Required", "Permitted", "Forbidden",
// "Resources".
const char* SectionName(Section section);

struct Mat {
  std::vector<GoalCube> goal;  // in the order they lie, left to right
  std::vector<Cube> required;
  std::vector<Cube> permitted;
  std::vector<Cube> forbidden;
  std::vector<Cube> resources;  // not part of the mat itself (AGLOA I-B-2 comment), kept here too
  // ACC "Goal": the grouping the Goal Setter declared with the Goal ("4-(2+1)" for "4 minus the
  // quantity 2 plus 1"), written with grouping symbols; empty when none was declared (then the
  // spacing and the Order of Operations group the Goal). See core/judge/goal.h.
  std::string goal_declaration;

  const std::vector<Cube>& CubesIn(Section section) const;  // precondition: section != Goal
  std::vector<Cube>& CubesIn(Section section);              // precondition: section != Goal
  int CubeCount() const;                                    // every cube, Goal included
  bool operator==(const Mat&) const = default;
};

// Returns the Goal as its faces are read, with a space for each gap: "2x 3+5".
std::string GoalText(const std::vector<GoalCube>& goal);

}  // namespace equations
