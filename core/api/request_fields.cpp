#include "core/api/request_fields.h"

#include "core/judge/judge.h"

#include <cassert>
#include <utility>
#include <vector>

#include "core/base/names.h"
#include "core/base/utf8.h"
#include "core/language/equation_text.h"
#include "core/queries/adventurous_search.h"

namespace equations {

RequestAnswer Refuse(std::string message) {
  Json answer = Json::MakeObject();
  answer.Set("error", std::move(message));
  return RequestAnswer{std::move(answer), 2};
}

namespace {

// ---- characters ----------------------------------------------------------------------------

// Returns the length in bytes of the UTF-8 character starting at text[pos] (1 for a byte that does
// not start a well-formed sequence: such a byte is then reported as "not a cube face").
size_t CharacterLength(std::string_view text, size_t pos) {
  return Utf8CharacterAt(text, pos).size();
}

constexpr std::string_view kFacesHelp = "faces are 0-9 + - x ÷ ^ √";

// Calls add(symbol, gap_before) for each cube written in text; spaces separate cubes and mark
// gaps. Returns an error naming the field and the character position (from 1) of a bad character.
template <class Add>
Expected<bool, RequestError> ReadFaces(std::string_view field, std::string_view text, Add add) {
  bool gap = false;
  size_t position = 0;
  for (size_t pos = 0; pos < text.size();) {
    size_t length = CharacterLength(text, pos);
    std::string_view character = text.substr(pos, length);
    pos += length;
    ++position;
    if (character == " ") {
      gap = true;
      continue;
    }
    std::optional<Symbol> symbol = ParseSymbol(character);
    if (!symbol) {
      return MakeUnexpected(RequestError{"field \"" + std::string(field) + "\", character " +
                                         std::to_string(position) + ": " + QuoteJson(character) +
                                         " is not a cube face (" + std::string(kFacesHelp) + ")"});
    }
    add(*symbol, gap);
    gap = false;
  }
  return true;
}

// ---- colours -------------------------------------------------------------------------------

// Returns the first colour (red, blue, green, black) whose cube shows this face.
Color FacesOwner(Symbol symbol) {
  for (Color color : kColors) {
    for (Symbol face : FacesOf(color)) {
      if (face == symbol) return color;
    }
  }
  assert(false && "every symbol is on some cube");
  return Color::Red;
}

// Gives each cube a colour that shows its face, with at most cubes_per_color cubes of a colour
// (a bipartite matching by augmenting paths; at most 24 cubes). Returns false when the cubes
// cannot all exist together.
class ColorAssignment {
 public:
  ColorAssignment(const std::vector<Symbol>& faces, int cubes_per_color)
      : faces_(faces), capacity_(cubes_per_color), color_of_(faces.size(), -1) {}

  bool Assign() {
    for (size_t cube = 0; cube < faces_.size(); ++cube) {
      std::array<bool, 4> visited = {};
      if (!Augment(cube, visited)) return false;
    }
    return true;
  }
  Color ColorOf(size_t cube) const { return kColors[static_cast<size_t>(color_of_[cube])]; }

 private:
  static bool Shows(int color, Symbol symbol) {
    for (Symbol face : FacesOf(kColors[static_cast<size_t>(color)])) {
      if (face == symbol) return true;
    }
    return false;
  }

  bool Augment(size_t cube, std::array<bool, 4>& visited) {
    for (int color = 0; color < 4; ++color) {
      if (visited[static_cast<size_t>(color)] || !Shows(color, faces_[cube])) continue;
      visited[static_cast<size_t>(color)] = true;
      std::vector<size_t> holders;
      for (size_t other = 0; other < faces_.size(); ++other) {
        if (color_of_[other] == color) holders.push_back(other);
      }
      if (static_cast<int>(holders.size()) < capacity_) {
        color_of_[cube] = color;
        return true;
      }
      for (size_t holder : holders) {
        if (Augment(holder, visited)) {
          color_of_[cube] = color;
          return true;
        }
      }
    }
    return false;
  }

  const std::vector<Symbol>& faces_;
  int capacity_;
  std::vector<int> color_of_;
};

}  // namespace

// Returns the string field, or "" when it is absent. Precondition: CheckFields passed.
std::string_view Text(const Json& request, std::string_view field) {
  const Json* value = request.Find(field);
  return value == nullptr ? std::string_view() : std::string_view(value->AsString());
}

// Reads "rules" and "division". An absent division means the rule set's last (most advanced)
// division: see docs/rulings.md, "JSON requests".
Expected<RuleSet, RequestError> ReadRuleSet(const Json& request) {
  std::string_view name = Text(request, "rules");
  std::string division(Text(request, "division"));
  if (request.Find("division") == nullptr) {
    std::vector<std::string> divisions = DivisionsOf(name);
    if (!divisions.empty()) division = divisions.back();
  }
  Expected<RuleSet, std::string> rules = FindRuleSet(name, division);
  if (!rules) return MakeUnexpected(RequestError{rules.error()});
  return std::move(rules).value();
}

Expected<bool, RequestError> CheckLength(const Json& request, std::string_view field) {
  std::string_view text = Text(request, field);
  // CharacterCount: core/language/parser.h.
  if (static_cast<size_t>(CharacterCount(text)) > kMaxExpressionCharacters) {
    return MakeUnexpected(RequestError{"field \"" + std::string(field) + "\" is longer than " +
                                       std::to_string(kMaxExpressionCharacters) + " characters"});
  }
  size_t faces = 0;
  for (size_t pos = 0; pos < text.size();) {
    size_t length = CharacterLength(text, pos);
    if (ParseSymbol(text.substr(pos, length))) ++faces;
    pos += length;
  }
  if (faces > kMaxExpressionFaces) {
    return MakeUnexpected(
        RequestError{"field \"" + std::string(field) + "\" has " + std::to_string(faces) +
                     " digits and operation signs; at most " + std::to_string(kMaxExpressionFaces) +
                     " are read (an Equation uses at most the 24 cubes on the table)"});
  }
  return true;
}

// Reads the cube fields of a check or goal request into a Mat, giving the cubes colours.
Expected<Mat, RequestError> ReadMat(const Json& request, const RuleSet& rules) {
  Mat mat;
  auto goal = ReadGoal(Text(request, "goal"));
  if (!goal) return MakeUnexpected(goal.error());
  mat.goal = std::move(goal).value();
  // ACC "Goal": the grouping the Goal Setter declared ("4-(2+1)"); refused where the rules take
  // none, or when it does not fit the Goal.
  if (std::string_view declaration = Text(request, "declaration"); !declaration.empty()) {
    if (mat.goal.empty())
      return MakeUnexpected(RequestError{"field \"declaration\" needs a \"goal\" to declare"});
    if (auto problem = DeclarationProblem(rules, mat.goal, declaration))
      return MakeUnexpected(RequestError{"field \"declaration\": " + *problem});
    mat.goal_declaration = std::string(declaration);
  }
  constexpr std::array<std::pair<std::string_view, Section>, 4> kSectionFields = {
      {{"required", Section::Required},
       {"permitted", Section::Permitted},
       {"forbidden", Section::Forbidden},
       {"resources", Section::Resources}}};
  for (const auto& [field, section] : kSectionFields) {
    auto cubes = ReadCubes(field, Text(request, field));
    if (!cubes) return MakeUnexpected(cubes.error());
    mat.CubesIn(section) = std::move(cubes).value();
  }
  if (mat.CubeCount() > rules.CubeCount()) {
    return MakeUnexpected(RequestError{"the request has " + std::to_string(mat.CubeCount()) +
                                       " cubes; the " + rules.name_text + " rules play with " +
                                       std::to_string(rules.CubeCount())});
  }
  // Recolour every cube so that the mat could exist with the rule set's cubes.
  std::vector<Symbol> faces;
  for (const GoalCube& cube : mat.goal) faces.push_back(cube.cube.face);
  for (Section section : kSections) {
    if (section == Section::Goal) continue;
    for (const Cube& cube : mat.CubesIn(section)) faces.push_back(cube.face);
  }
  ColorAssignment colors(faces, rules.cubes_per_color);
  if (!colors.Assign()) {
    return MakeUnexpected(RequestError{"these cubes cannot all be on the table at once: the " +
                                       rules.name_text + " rules have " +
                                       std::to_string(rules.cubes_per_color) +
                                       " cubes of each colour (red 0 1 2 3 + -, blue "
                                       "0 1 2 3 x ÷, green 4 5 6 ^ x -, black 7 8 9 √ + ÷)"});
  }
  size_t index = 0;
  for (GoalCube& cube : mat.goal) cube.cube.color = colors.ColorOf(index++);
  for (Section section : kSections) {
    if (section == Section::Goal) continue;
    for (Cube& cube : mat.CubesIn(section)) cube.color = colors.ColorOf(index++);
  }
  return mat;
}

Expected<CommandStart, RequestAnswer> StartCommand(RequestCommand command, const Json& request) {
  auto rules = ReadRuleSet(request);
  if (!rules) return MakeUnexpected(Refuse(rules.error().message));
  auto variations = ReadVariations(request, *rules);
  if (!variations) return MakeUnexpected(Refuse(variations.error().message));
  CommandStart start{*rules, BasicArithmetic(*rules), variations->adventurous};
  if (start.adventurous) {
    auto arithmetic = CompileArithmetic(*rules, variations->school_year, variations->selected);
    if (!arithmetic) return MakeUnexpected(Refuse("field \"variations\": " + arithmetic.error()));
    start.arithmetic = std::move(arithmetic).value();
  }
  // Solve searches the variations core/queries/adventurous_search.h knows; it names the first
  // one it does not, and never judges them as Basic Equations.
  if (command == RequestCommand::Solve)
    if (auto gap = AdventurousSearchGap(start.arithmetic))
      return MakeUnexpected(Refuse("field \"variations\": the solve command does not search " +
                                   *gap +
                                   " yet; it never answers such a shake as Basic Equations"));
  return start;
}

Expected<AdventurousMat, RequestError> ReadJudgedMat(const Json& request,
                                                     const CommandStart& start) {
  if (!start.adventurous) {
    auto mat = ReadMat(request, start.rules);
    if (!mat) return MakeUnexpected(mat.error());
    return JudgedMat(start.arithmetic, *mat);
  }
  AdventurousMat mat;
  auto goal = ReadMatGoal(start.arithmetic, Text(request, "goal"));
  if (!goal) return MakeUnexpected(RequestError{goal.error()});
  mat.goal = std::move(goal).value();
  struct SectionField {
    std::string_view name;
    std::vector<Cube>* cubes;
  };
  for (const SectionField& field :
       {SectionField{"required", &mat.required}, SectionField{"permitted", &mat.permitted},
        SectionField{"forbidden", &mat.forbidden}, SectionField{"resources", &mat.resources}}) {
    auto cubes = ReadCubes(field.name, Text(request, field.name));
    if (!cubes) return MakeUnexpected(cubes.error());
    *field.cubes = std::move(cubes).value();
  }
  if (std::string_view declaration = Text(request, "declaration"); !declaration.empty()) {
    auto declared = ReadGoalDeclaration(start.arithmetic, mat.goal, declaration);
    if (!declared)
      return MakeUnexpected(RequestError{"field \"declaration\": " + declared.error()});
    mat.goal_declaration = std::string(declaration);
  }
  return mat;
}

constexpr NameTable<Verdict, 3> kVerdictNames = {{{Verdict::Correct, "correct"},
                                                  {Verdict::Incorrect, "incorrect"},
                                                  {Verdict::Unchecked, "unchecked"}}};

std::string_view VerdictName(Verdict verdict) {
  return NameOf(kVerdictNames, verdict);
}

// Reads an integer field in [low, high], or `absent` when the field is not there.
Expected<std::int64_t, RequestError> ReadInteger(const Json& request, std::string_view field,
                                                 std::int64_t low, std::int64_t high,
                                                 std::int64_t absent) {
  const Json* value = request.Find(field);
  if (value == nullptr) return absent;
  std::int64_t number = value->AsInteger();
  if (number < low || number > high)
    return MakeUnexpected(RequestError{"field \"" + std::string(field) + "\" must be from " +
                                       std::to_string(low) + " to " + std::to_string(high) +
                                       ", not " + std::to_string(number)});
  return number;
}

Expected<std::vector<Cube>, RequestError> ReadCubes(std::string_view field, std::string_view text) {
  std::vector<Cube> cubes;
  auto read = ReadFaces(field, text, [&](Symbol symbol, bool) {
    cubes.push_back(Cube{FacesOwner(symbol), symbol});
  });
  if (!read) return MakeUnexpected(read.error());
  return cubes;
}

Expected<std::vector<GoalCube>, RequestError> ReadGoal(std::string_view text) {
  std::vector<GoalCube> goal;
  auto read = ReadFaces("goal", text, [&](Symbol symbol, bool gap) {
    goal.push_back(GoalCube{Cube{FacesOwner(symbol), symbol}, gap && !goal.empty()});
  });
  if (!read) return MakeUnexpected(read.error());
  return goal;
}

}  // namespace equations
