#include "core/rules/mat.h"
#include "core/base/names.h"

#include <cassert>

namespace equations {

constexpr NameTable<Section, 5> kSectionNames = {{{Section::Goal, "Goal"},
                                                  {Section::Required, "Required"},
                                                  {Section::Permitted, "Permitted"},
                                                  {Section::Forbidden, "Forbidden"},
                                                  {Section::Resources, "Resources"}}};

const char* SectionName(Section section) {
  return NameOf(kSectionNames, section).data();
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
