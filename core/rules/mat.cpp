#include "core/rules/mat.h"

#include <cassert>

namespace equations {

const char* SectionName(Section section) {
  switch (section) {
    case Section::Goal:
      return "Goal";
    case Section::Required:
      return "Required";
    case Section::Permitted:
      return "Permitted";
    case Section::Forbidden:
      return "Forbidden";
    case Section::Resources:
      return "Resources";
  }
  return "Goal";
}

const std::vector<Cube>& Mat::CubesIn(Section section) const {
  assert(section != Section::Goal);
  switch (section) {
    case Section::Required:
      return required;
    case Section::Permitted:
      return permitted;
    case Section::Forbidden:
      return forbidden;
    default:
      return resources;
  }
}

std::vector<Cube>& Mat::CubesIn(Section section) {
  return const_cast<std::vector<Cube>&>(static_cast<const Mat&>(*this).CubesIn(section));
}

int Mat::CubeCount() const {
  return static_cast<int>(goal.size() + required.size() + permitted.size() + forbidden.size() +
                          resources.size());
}

std::string GoalText(const std::vector<GoalCube>& goal) {
  std::string text;
  for (size_t i = 0; i < goal.size(); ++i) {
    if (i > 0 && goal[i].gap_before) text += ' ';
    text += SymbolText(goal[i].cube.face);
  }
  return text;
}

}  // namespace equations
