// The Goal on the mat under the variations: its cubes as placed, and every legal interpretation
// (AGLOA IV-B, VII-B-6 Note, XIII; adventurous.md section 6).
#include <algorithm>
#include <set>

#include "core/base/json.h"
#include "core/base/utf8.h"
#include "core/judge/adventurous.h"
#include "core/language/evaluate.h"

namespace equations {
namespace {

// A Goal's text with no leading gap.
std::string TrimmedGoalText(const std::string& text) {
  const std::size_t first = text.find_first_not_of(' ');
  return first == std::string::npos ? text : text.substr(first);
}

// One way of reading one cube of the Goal, as typed text the reader takes.
struct Alternative {
  std::string text;
};

constexpr int kPowerWindow = 3;  // Powers of the Base: m^-3 .. m^3 are listed
constexpr std::size_t kMaxCombinations = 20000;
constexpr std::size_t kMaxInterpretations = 2000;

// The symbols a wild cube may stand for (XIII-A-3: any numeral; XIII-B-3, XIII-C-3: any symbol
// on the cubes), in base m only the digits below m (XIII-B-3 comment (c)).
std::vector<Symbol> WildSymbols(const Arithmetic& a) {
  std::vector<Symbol> symbols;
  for (int d = 0; d <= 9 && d < a.base; ++d) symbols.push_back(DigitSymbol(d));
  if (!a.wild_numerals_only)
    for (Symbol s :
         {Symbol::Plus, Symbol::Minus, Symbol::Times, Symbol::Divide, Symbol::Power, Symbol::Root})
      symbols.push_back(s);
  return symbols;
}

std::string Tagged(std::string text, std::vector<std::string> tags) {
  if (tags.empty()) return text;
  text += "<";
  for (std::size_t i = 0; i < tags.size(); ++i) text += (i ? "," : "") + tags[i];
  return text + ">";
}

// The readings of a cube showing `face` (the wild cube's symbol when wild).
void AlternativesOf(const Arithmetic& a, const MatGoalCube& cube, Symbol face, bool wild,
                    std::vector<Alternative>& out, bool& windowed) {
  std::vector<std::string> base_tags;
  if (wild && face != cube.face) base_tags.push_back("wc");
  if (IsDigit(face)) {
    const int d = DigitValue(face);
    std::vector<std::string> tags = base_tags;
    if (cube.sideways) tags.push_back("sw");
    if (cube.upside_down) tags.push_back("ud");
    out.push_back({Tagged(std::to_string(d), tags)});
    // App A: a 0 in the Goal may be read upside-down (it matters when it is wild).
    if (wild && a.Has(VariationKind::UpsideDown) && !cube.upside_down && !cube.sideways && d != 0)
      out.push_back({Tagged(std::to_string(d), [&] {
        auto t = base_tags;
        t.push_back("ud");
        return t;
      }())});
    // XIII-B-9: a digit on a cube of the exponent colour may be an exponent; so may a wild cube
    // of that colour (marked on the mat), whatever digit it stands for (App A).
    const bool wild_digit = wild && face != cube.face;
    if (a.exponent_color && !cube.sideways && !cube.upside_down &&
        (wild_digit ? cube.exponent_color && WildOnColor(cube.face, *a.exponent_color)
                    : DigitOnColor(d, *a.exponent_color) && (cube.exponent_color || d >= 4)))
      out.push_back({Tagged("'" + std::to_string(d), base_tags)});
    if (d == 1 && a.Has(VariationKind::PowersOfTheBase) && tags.empty()) {
      windowed = true;
      for (int n = -kPowerWindow; n <= kPowerWindow; ++n)
        if (n != 0) out.push_back({"1<pob" + std::to_string(n) + ">"});
    }
    if (a.Has(VariationKind::DecimalInGoal) && tags.empty()) {
      out.push_back({"." + Tagged(std::to_string(d), base_tags)});
      out.push_back({Tagged(std::to_string(d), base_tags) + "."});
    }
    return;
  }
  const std::string tag = base_tags.empty() ? "" : "<wc>";
  switch (face) {
    case Symbol::Power:
      // XIII-C-5: a one-digit ^ numeral in the Goal is ten or one-tenth "regardless of the way
      // the ^ is physically placed" (the reader refuses T<sw> inside a two-digit numeral).
      if (cube.sideways || cube.upside_down) {
        if (a.base >= 11) out.insert(out.end(), {{"T<sw>"}, {"T"}});
        return;
      }
      out.push_back({"^" + tag});
      if (a.Has(VariationKind::Gcf)) out.push_back({"gcf" + tag});
      if (a.Has(VariationKind::DecimalPoint)) out.push_back({"." + tag});
      if (a.base >= 11) out.push_back({"T" + tag});
      if (a.base >= 11 && tag.empty()) out.push_back({"T<sw>"});
      return;
    case Symbol::Root:
      if (cube.upside_down) {
        if (a.Has(VariationKind::Percent)) out.push_back({"%" + tag});
        return;
      }
      if (cube.sideways) return;
      out.push_back({"√" + tag});
      if (a.Has(VariationKind::Lcm)) out.push_back({"lcm" + tag});
      if (a.base >= 12) out.push_back({"E" + tag});
      return;
    case Symbol::Divide:
      if (cube.sideways) {
        if (a.Has(VariationKind::Remainder)) out.push_back({"rem" + tag});
        if (a.Has(VariationKind::Log)) out.push_back({"log" + tag});  // XIII-D-13
        return;
      }
      if (!cube.upside_down) out.push_back({"÷" + tag});
      return;
    case Symbol::Minus:
      // XIII-D-11: a sideways - is i, read i or -i in the Goal (comment (c)); a wild cube may
      // stand for it too (comment (d)).
      if (a.Has(VariationKind::Imaginary) && (cube.sideways || !tag.empty()) && !cube.upside_down)
        out.push_back({"i" + tag});
      if (!cube.sideways && !cube.upside_down) out.push_back({std::string(SymbolText(face)) + tag});
      return;
    default:
      if (!cube.sideways && !cube.upside_down) out.push_back({std::string(SymbolText(face)) + tag});
      return;
  }
}

}  // namespace

std::string AdventurousInterpretation::ValueText() const {
  if (!printed.empty()) return printed;
  if (complex) return complex->ToString();
  if (log) return log->ToString();
  return value ? value->ToString() : std::string();
}

std::string MatGoalCube::Text() const {
  std::string text = exponent_color ? "'" : "";
  text += SymbolText(face);
  if (sideways && upside_down) return text + "<sw,ud>";
  if (sideways) return text + "<sw>";
  if (upside_down) return text + "<ud>";
  return text;
}

std::vector<MatGoalCube> MatGoalCubes(const Arithmetic& arithmetic,
                                      const std::vector<GoalCube>& goal) {
  std::vector<MatGoalCube> cubes;
  for (const GoalCube& g : goal) {
    MatGoalCube c;
    c.face = g.cube.face;
    c.sideways = g.sideways;
    c.upside_down = g.upside_down;
    c.exponent_color = arithmetic.exponent_color && g.cube.color == *arithmetic.exponent_color &&
                       IsDigit(g.cube.face);
    c.gap_before = g.gap_before && !cubes.empty();
    c.column = static_cast<int>(cubes.size()) + 1;
    cubes.push_back(c);
  }
  return cubes;
}

std::string MatGoalText(const std::vector<MatGoalCube>& goal) {
  std::string text;
  for (const MatGoalCube& c : goal) text += (c.gap_before && !text.empty() ? " " : "") + c.Text();
  return text;
}

Expected<std::vector<MatGoalCube>, std::string> ReadMatGoal(const Arithmetic& arithmetic,
                                                            std::string_view text) {
  std::vector<MatGoalCube> goal;
  bool gap = false, mark = false;
  int column = 0;
  for (std::size_t at = 0; at < text.size();) {
    ++column;
    std::string_view rest = text.substr(at);
    auto cube = [&](Symbol face, std::size_t length) {
      MatGoalCube c;
      c.face = face;
      c.gap_before = gap && !goal.empty();
      c.exponent_color = mark;
      c.column = column;
      goal.push_back(c);
      gap = mark = false;
      at += length;
    };
    if (rest[0] == ' ') {
      gap = true;
      ++at;
      continue;
    }
    if (rest[0] == '\'') {
      // ' marks a cube of the exponent colour (XIII-B-9).
      if (!arithmetic.exponent_color)
        return MakeUnexpected("field \"goal\", character " + std::to_string(column) +
                              ": ' marks a cube of the exponent colour, and Exponent is not in "
                              "force");
      mark = true;
      ++at;
      continue;
    }
    if (rest.substr(0, 3) == "rem" || rest.substr(0, 3) == "log") {
      cube(Symbol::Divide, 3);
      goal.back().sideways = true;
      column += 2;
      continue;
    }
    if (rest[0] == 'i' && arithmetic.Has(VariationKind::Imaginary)) {
      cube(Symbol::Minus, 1);  // i = -<sw> (XIII-D-11)
      goal.back().sideways = true;
      continue;
    }
    if (rest[0] == '%') {
      cube(Symbol::Root, 1);
      goal.back().upside_down = true;
      continue;
    }
    if (rest[0] == '<') {
      std::size_t close = rest.find('>');
      if (goal.empty() || close == std::string_view::npos)
        return MakeUnexpected("field \"goal\", character " + std::to_string(column) +
                              ": a tag <sw> or <ud> follows the cube it turns");
      std::string_view tags = rest.substr(1, close - 1);
      for (std::string_view tag : {std::string_view("sw"), std::string_view("ud")})
        if (tags.find(tag) != std::string_view::npos)
          (tag == "sw" ? goal.back().sideways : goal.back().upside_down) = true;
      if (tags != "sw" && tags != "ud" && tags != "sw,ud" && tags != "ud,sw")
        return MakeUnexpected("field \"goal\", character " + std::to_string(column) +
                              ": on the mat a cube is only placed <sw> or <ud>");
      if (goal.back().sideways && goal.back().upside_down)
        return MakeUnexpected("field \"goal\", character " + std::to_string(column) +
                              ": a Goal cube may not be both sideways and upside-down "
                              "(XIII-A-2 comment (a))");
      column += CharacterCount(rest.substr(0, close + 1)) - 1;
      at += close + 1;
      continue;
    }
    std::string_view character = Utf8CharacterAt(text, at);
    if (character.empty()) character = text.substr(at, 1);
    auto symbol = ParseSymbol(character);
    if (!symbol)
      return MakeUnexpected("field \"goal\", character " + std::to_string(column) + ": " +
                            QuoteJson(character) +
                            " is not a cube face (faces are 0-9 + - x ÷ ^ √; "
                            "placements <sw> <ud>, ' before an exponent-colour digit, % rem log)");
    if (mark && !(IsDigit(*symbol) ? DigitOnColor(DigitValue(*symbol), *arithmetic.exponent_color)
                                   : WildOnColor(*symbol, *arithmetic.exponent_color)))
      return MakeUnexpected("field \"goal\", character " + std::to_string(column) + ": no " +
                            std::string(ColorName(*arithmetic.exponent_color)) + " cube shows " +
                            QuoteJson(character) + ", so ' cannot mark it (XIII-B-9)");
    cube(*symbol, character.size());
  }
  return goal;
}

Expected<ReadChain, std::string> ReadGoalDeclaration(const Arithmetic& arithmetic,
                                                     const std::vector<MatGoalCube>& goal,
                                                     std::string_view declaration) {
  const ArithmeticRules& rules = arithmetic.rules;
  const std::string said = "the declaration " + std::string(declaration);
  if (!rules.goal_declaration)
    return MakeUnexpected(said + " is not binding: the spacing of the cubes groups the Goal" +
                          Cite(rules, "IV-B-2 comment", "\"Goal\"", "\"Setting the Goal\""));
  auto declared = ReadExpression(arithmetic, declaration, Reading::Written);
  if (!declared) return MakeUnexpected(said + " cannot be read: " + declared.error().message);
  std::vector<Symbol> written, faces;
  for (const CubeUse& use : CubesUsed(*declared)) written.push_back(use.face);
  for (const MatGoalCube& cube : goal) faces.push_back(cube.face);
  const std::string goal_text = MatGoalText(goal);
  if (written != faces)
    return MakeUnexpected(said + " must hold the cubes of the Goal in their order, " + goal_text +
                          Cite(rules, "IV-B-2", "\"Goal\"", "\"Setting the Goal\""));
  // The groupings the spacing allows, the order of operations aside (a declaration may name any).
  Arithmetic spacing = arithmetic;
  spacing.rules.goal_grouping = Grouping::AnyGrouping;
  auto on_mat = ReadExpression(spacing, goal_text, Reading::Goal);
  if (!on_mat) return MakeUnexpected("the Goal does not name a number: " + on_mat.error().message);
  std::set<std::string> allowed;
  for (const ReadingValue& reading : Readings(spacing, *on_mat, Reading::Goal).readings)
    allowed.insert(reading.text);
  for (const ReadingValue& reading :
       Readings(arithmetic, *declared, Reading::Written, true).readings)
    if (!reading.text.empty() && allowed.count(reading.text) == 0)
      return MakeUnexpected(said + " groups the Goal " + reading.text +
                            ", which the spacing of the Goal on the mat, " + goal_text +
                            ", does not allow" +
                            Cite(rules, "IV-B-2", "\"Goal\"", "\"Setting the Goal\""));
  return std::move(declared).value();
}

namespace {

// The longest Goal whose interpretations are listed even though it has too many cubes: enough for
// a Goal-setter's one cube too many (AGLOA VI-A-1 comment (b)) in every rule set.
constexpr int kMostCubesInterpreted = 9;

// Why a value is not a legal Goal value under the rule set (ACC "Goal", "Special Rules for
// Playing Divisions", "Math clarifications"), or nothing.
std::optional<ValueError> GoalValueProblem(const ArithmeticRules& rules, const Number& value,
                                           const std::string& text) {
  if (rules.goal_must_be_integer && !value.IsInteger())
    return ValueError{ValueErrorKind::NotAllowed,
                      text + " = " + value.ToString() +
                          " is not an integer, and the Goal must be an integer (ACC \"Goal\")"};
  if (rules.goal_must_be_non_negative && value.Sign() < 0)
    return ValueError{ValueErrorKind::NotAllowed,
                      text + " = " + value.ToString() +
                          " is negative; in third grade the Goal must be a positive integer or "
                          "zero (ACC \"Special Rules for Playing Divisions\")"};
  return CheckFinalValue(rules, value, text);
}

// What the cubes of a Goal read with no variation break: its numerals' length and leading zeros
// (IV-B-1), a √ without its index where the rule set wants one (ACC "Resources").
void BasicGoalReasons(const ArithmeticRules& rules, const ReadChain& chain,
                      std::vector<std::string>& reasons) {
  for (const ReadToken* token : AllTokens(chain)) {
    if (token->role == TokenRole::Operand && token->group.empty() && token->digits > 0) {
      const std::string& digits = token->text;
      if (token->digits > rules.goal_numeral_max_digits)
        reasons.push_back(digits + " is a numeral of " + std::to_string(token->digits) +
                          " digits; a Goal numeral has at most " +
                          std::to_string(rules.goal_numeral_max_digits) +
                          Cite(rules, "IV-B-1", "\"Goal\"", "\"Writing and checking\""));
      if (!rules.goal_leading_zeros && token->digits > 1 && digits[0] == '0')
        reasons.push_back(digits + " starts with a zero, and leading zeros may not be used" +
                          Cite(rules, "IV-B-1", "\"Goal\"", "\"Setting the Goal\""));
    }
  }
  for (const ReadToken* token : AllTokens(chain)) {
    if (rules.root_index_required && token->role == TokenRole::Prefix &&
        token->op == Operator::Root)
      reasons.push_back("the √ at column " + std::to_string(token->column) +
                        " needs its index written: 2√4, not √4" +
                        Cite(rules, "III-B-2", "\"Resources\"", "\"Exponents and roots\""));
  }
}

}  // namespace

AdventurousGoalReport InterpretAdventurousGoal(const Arithmetic& arithmetic,
                                               const std::vector<MatGoalCube>& goal,
                                               std::string_view declaration) {
  AdventurousGoalReport report;
  const ArithmeticRules& rules = arithmetic.rules;
  // Basic Equations: no variation, so each cube has one reading and the Goal one text.
  const bool basic = arithmetic.variations.empty();
  const int cubes = static_cast<int>(goal.size());
  if (goal.empty()) {
    report.reasons.push_back("the Goal has no cubes; a Goal has at least one" +
                             Cite(rules, "IV-B", "\"Goal\"", "\"Setting the Goal\""));
    return report;
  }
  // With no variation each cube has one reading: a Goal its reader cannot read names no number.
  if (basic) {
    if (auto read = ReadExpression(arithmetic, MatGoalText(goal), Reading::Goal); !read) {
      report.reasons.push_back("the Goal does not name a number: " + read.error().message +
                               Cite(rules, "IV-B", "\"Goal\"", "\"Setting the Goal\""));
      return report;
    }
  }
  if (!declaration.empty()) {
    auto declared = ReadGoalDeclaration(arithmetic, goal, declaration);
    if (!declared) {
      report.reasons.push_back(declared.error());
      return report;
    }
  }
  // AGLOA IV-B: one to six cubes; ACC "Goal": up to 5; MLAG "Setting the Goal": not more than 6.
  if (cubes > rules.goal_max_cubes)
    report.reasons.push_back("the Goal has " + std::to_string(cubes) +
                             " cubes; a Goal has at most " + std::to_string(rules.goal_max_cubes) +
                             Cite(rules, "IV-B", "\"Goal\"", "\"Setting the Goal\""));
  // A Goal far longer than the rules allow is not worth enumerating (and could take long).
  if (cubes > std::max(rules.goal_max_cubes + 1, kMostCubesInterpreted)) {
    report.truncated = true;
    return report;
  }
  bool basic_reasons_said = false;
  // Wild cubes stand for one symbol in the whole Equation (XIII-A-3): one pass per symbol.
  std::vector<std::optional<Symbol>> wild_choices = {std::nullopt};
  bool has_wild = false;
  for (const MatGoalCube& cube : goal) has_wild |= arithmetic.wild && cube.face == *arithmetic.wild;
  if (has_wild) {
    wild_choices.clear();
    for (Symbol s : WildSymbols(arithmetic)) wild_choices.push_back(s);
    if (std::find(wild_choices.begin(), wild_choices.end(), *arithmetic.wild) == wild_choices.end())
      wild_choices.push_back(*arithmetic.wild);
  }
  std::set<std::string> seen;
  std::size_t combinations = 0;
  // Lists the readings of one way of reading every cube, as typed text.
  auto Consider = [&](const std::string& text) {
    auto chain = !declaration.empty() ? ReadExpression(arithmetic, declaration, Reading::Written)
                                      : ReadExpression(arithmetic, text, Reading::Goal);
    if (chain && basic && !basic_reasons_said) {
      basic_reasons_said = true;
      // The reasons are of the cubes on the mat: read them again only past a declaration.
      if (declaration.empty()) {
        BasicGoalReasons(rules, *chain, report.reasons);
      } else {
        auto on_mat = ReadExpression(arithmetic, text, Reading::Goal);
        BasicGoalReasons(rules, on_mat ? *on_mat : *chain, report.reasons);
      }
    }
    if (chain) {
      // IV-B-1: numerals of one or two digits; three with a decimal point (XIII-A-15,
      // XIII-D-12).
      bool numerals_ok = true;
      for (const ReadToken* token : AllTokens(*chain))
        if (token->role == TokenRole::Operand && token->group.empty() &&
            token->digits > (token->decimal ? 3 : rules.goal_numeral_max_digits))
          numerals_ok = basic;  // said once, as a reason, when each cube has one reading
      if (numerals_ok) {
        ReadingList list = declaration.empty()
                               ? Readings(arithmetic, *chain, Reading::Goal)
                               : Readings(arithmetic, *chain, Reading::Written, true);
        report.truncated |= list.truncated;
        for (ReadingValue& reading : list.readings) {
          if (reading.value) {
            // XIII-B-7: in Middle a Goal interpretation beyond +-1000 is illegal with
            // Multiple of k.
            if (arithmetic.k && arithmetic.division == AgloaDivision::Middle &&
                reading.value->RationalPart().Abs() > Rational(1000)) {
              if (report.other_readings.size() < 20)
                report.other_readings.push_back(
                    {reading.text,
                     MakeUnexpected(ValueError{ValueErrorKind::NotAllowed,
                                               "beyond 1000 in size, which " +
                                                   arithmetic.Cite(VariationKind::MultipleOfK) +
                                                   " does not allow in a Goal"})});
              continue;
            }
            if (!reading.complex && !reading.log) {
              if (auto problem = GoalValueProblem(rules, *reading.value, reading.text)) {
                report.other_readings.push_back({reading.text, MakeUnexpected(*problem)});
                continue;
              }
            }
            // A root has several values under Imaginary (XIII-D-11): each is listed.
            const std::string value_text = ValueOf(reading).ToString();
            if (!seen.insert(reading.text + "=" + value_text).second) continue;
            if (reading.complex) {
              report.interpretations.push_back(
                  {reading.text,
                   MakeUnexpected(
                       ValueError{ValueErrorKind::NotExact, value_text + " is not a real radical"}),
                   std::nullopt, std::move(reading.complex), value_text});
            } else if (reading.log) {
              const std::string log_text = reading.log->ToString();
              report.interpretations.push_back(
                  {reading.text,
                   MakeUnexpected(ValueError{ValueErrorKind::NotExact,
                                             log_text + " is a logarithm, not a real radical"}),
                   std::move(reading.log)});
            } else {
              report.interpretations.push_back({reading.text, std::move(reading.value)});
            }
          } else if (report.other_readings.size() < 20) {
            report.other_readings.push_back(
                {reading.text.empty() ? TrimmedGoalText(text) : reading.text,
                 std::move(reading.value)});
          }
        }
      }
    }
  };
  for (const std::optional<Symbol>& wild : wild_choices) {
    std::vector<std::vector<Alternative>> per_cube;
    for (const MatGoalCube& cube : goal) {
      std::vector<Alternative> alternatives;
      const bool is_wild = wild && cube.face == *arithmetic.wild;
      AlternativesOf(arithmetic, cube, is_wild ? *wild : cube.face, is_wild, alternatives,
                     report.truncated);
      per_cube.push_back(std::move(alternatives));
    }
    std::vector<std::size_t> pick(goal.size(), 0);
    bool empty = false;
    for (const auto& alternatives : per_cube) empty |= alternatives.empty();
    if (empty) continue;
    bool stop = false;
    while (!stop) {
      std::vector<std::string> pieces;
      for (std::size_t c = 0; c < goal.size(); ++c)
        pieces.push_back((goal[c].gap_before ? " " : "") + per_cube[c][pick[c]].text);
      // XIII-A-4: the writer may read up to two factorials into the Goal (none in Junior and
      // Senior with Multiple of k, XIII-C-8): each placement after a cube is a reading.
      const bool factorials = arithmetic.Has(VariationKind::Factorial) &&
                              !(arithmetic.k && arithmetic.division >= AgloaDivision::Junior);
      const std::size_t slots = factorials ? goal.size() : 0;
      for (std::size_t first = 0; first <= slots && !stop; ++first) {
        for (std::size_t second = factorials ? first : slots; second <= slots && !stop; ++second) {
          std::vector<int> bangs(pieces.size(), 0);
          if (first > 0) ++bangs[first - 1];
          if (second > 0) ++bangs[second - 1];
          // XIII-B-9 comment (b): a ! behind an exponent digit may be on the digit alone
          // (4'(3!) = 4^(3!)) or on the power ((4'3)!): each split is a text.
          std::vector<int> inside(pieces.size(), 0);
          while (!stop) {
            std::string text;
            for (std::size_t c = 0; c < pieces.size(); ++c) {
              const std::string& piece = pieces[c];
              const std::size_t mark = piece.find('\'');
              if (inside[c] > 0)
                text += piece.substr(0, mark + 1) + "(" + piece.substr(mark + 1) +
                        std::string(inside[c], '!') + ")";
              else
                text += piece;
              text += std::string(bangs[c] - inside[c], '!');
            }
            // Every text read counts against one limit, so that no Goal takes long.
            if (++combinations > kMaxCombinations) {
              report.truncated = true;
              report.window = "the readings of the cubes were listed up to a limit";
              stop = true;
              break;
            }
            Consider(text);
            // Imaginary multiplies the values (every root of every reading): past a limit the
            // list stops, and says so.
            if (report.interpretations.size() >= kMaxInterpretations) {
              report.truncated = true;
              report.window = "the values were listed up to " +
                              std::to_string(kMaxInterpretations) + " interpretations";
              stop = true;
              break;
            }
            std::size_t c = 0;
            for (; c < pieces.size(); ++c) {
              const bool exponent = pieces[c].find('\'') != std::string::npos;
              if (exponent && inside[c] < bangs[c]) {
                ++inside[c];
                break;
              }
              inside[c] = 0;
            }
            if (c == pieces.size()) break;
          }
        }
      }
      std::size_t c = 0;
      while (c < goal.size() && ++pick[c] == per_cube[c].size()) pick[c++] = 0;
      if (c == goal.size()) break;
    }
    if (stop) break;
  }
  if (report.truncated && report.window.empty())
    report.window = "each 1 is listed as m^n for n from -3 to 3 only (" +
                    arithmetic.Cite(VariationKind::PowersOfTheBase) + ")";
  // VII-C-5-a: a Goal with no legal interpretation; one that cannot be checked says so.
  const std::string source = Cite(rules, "VII-C-5-a", "\"Goal\"", "\"Writing and checking\"");
  if (report.interpretations.empty()) {
    const auto unchecked = std::find_if(report.other_readings.begin(), report.other_readings.end(),
                                        [](const AdventurousInterpretation& reading) {
                                          return !IsRuleError(reading.value.error());
                                        });
    if (report.other_readings.empty())
      report.reasons.push_back(
          "the Goal has no legal interpretation: its spacing allows no grouping of its cubes" +
          source);
    else if (unchecked == report.other_readings.end())
      report.reasons.push_back("the Goal has no legal interpretation: " +
                               report.other_readings.front().value.error().message + source);
    else
      report.reasons.push_back("the Goal cannot be checked: " +
                               report.other_readings.front().value.error().message);
  }
  report.legal = report.reasons.empty();
  return report;
}

}  // namespace equations
