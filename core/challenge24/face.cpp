#include "core/challenge24/face.h"

#include "core/challenge24/written.h"

#include <algorithm>
#include <map>

namespace equations::challenge24 {
namespace {

// One number or step of a solution being built; steps point at their operands in the arena.
struct Node {
  Rational value;
  Operator operation = Operator::Add;
  int left = -1;  // -1: a number of the card
  int right = -1;
  bool fraction = false;  // this step or one below it is not a whole number
};

class FaceSearch {
 public:
  explicit FaceSearch(const FaceNumbers& numbers) {
    for (int number : numbers) nodes_.push_back(Node{Rational(number)});
  }

  FaceAnalysis Run() {
    std::vector<int> items = {0, 1, 2, 3};
    Search(items);
    FaceAnalysis analysis;
    for (auto& [text, solution] : found_) analysis.solutions.push_back(solution);
    analysis.patterns = patterns_;
    analysis.fractions_needed = !analysis.solutions.empty();
    for (const FaceSolution& solution : analysis.solutions)
      analysis.fractions_needed = analysis.fractions_needed && solution.uses_fractions;
    analysis.only_unusual_patterns =
        !analysis.patterns.empty() &&
        std::none_of(analysis.patterns.begin(), analysis.patterns.end(), IsUsualPattern);
    // A chain of one operation is written without parentheses.
    analysis.one_operation =
        std::any_of(analysis.solutions.begin(), analysis.solutions.end(),
                    [](const FaceSolution& s) { return s.text.find('(') == std::string::npos; });
    analysis.dots = DotsOf(analysis);
    return analysis;
  }

  // Precondition: x op y has a rational value (no division by zero). The four signs of the card
  // game take a fast case; another row its apply.
  static Rational Apply(Operator operation, const Rational& x, const Rational& y) {
    switch (operation) {
      case Operator::Add:
        return x + y;
      case Operator::Subtract:
        return x - y;
      case Operator::Multiply:
        return x * y;
      case Operator::Divide:
        return x / y;
      default:
        return ApplyOperator(operation, Number::FromRational(x), Number::FromRational(y))
            ->RationalPart();
    }
  }

  // A chain of one operator is written flat (2+3+4): for one commutative and associative.
  static bool IsChain(Operator operation) {
    const OperatorRow& row = RowOf(operation);
    return row.commutative && row.associative;
  }

 private:
  // Combines two of the items in every way, then the rest, down to one value.
  void Search(const std::vector<int>& items) {
    if (items.size() == 1) {
      if (nodes_[static_cast<std::size_t>(items[0])].value == Rational(24)) Record(items[0]);
      return;
    }
    for (std::size_t i = 0; i < items.size(); ++i) {
      for (std::size_t j = i + 1; j < items.size(); ++j) {
        std::vector<int> rest;
        for (std::size_t k = 0; k < items.size(); ++k)
          if (k != i && k != j) rest.push_back(items[k]);
        const int a = items[i];
        const int b = items[j];
        const std::pair<int, int> orders[2] = {{a, b}, {b, a}};
        for (Operator operation :
             {Operator::Add, Operator::Multiply, Operator::Subtract, Operator::Divide}) {
          const OperatorRow& row = RowOf(operation);
          for (int order = 0; order < (row.commutative ? 1 : 2); ++order) {
            auto [left, right] = orders[order];
            const Rational& x = nodes_[static_cast<std::size_t>(left)].value;
            const Rational& y = nodes_[static_cast<std::size_t>(right)].value;
            if ((row.facts & kNoValueOnZeroRight) != 0 && y.IsZero()) continue;
            Node node{Apply(operation, x, y), operation, left, right};
            node.fraction = nodes_[static_cast<std::size_t>(left)].fraction ||
                            nodes_[static_cast<std::size_t>(right)].fraction ||
                            !node.value.IsInteger();
            nodes_.push_back(std::move(node));
            rest.push_back(static_cast<int>(nodes_.size()) - 1);
            Search(rest);
            rest.pop_back();
            nodes_.pop_back();
          }
        }
      }
    }
  }

  // Collects the operands of a chain of the same + or x below `index`.
  void ChainOperands(int index, Operator operation, std::vector<int>& operands) const {
    const Node& node = nodes_[static_cast<std::size_t>(index)];
    if (node.left >= 0 && node.operation == operation) {
      ChainOperands(node.left, operation, operands);
      ChainOperands(node.right, operation, operands);
    } else {
      operands.push_back(index);
    }
  }

  std::string Operand(int index) const {
    const Node& node = nodes_[static_cast<std::size_t>(index)];
    return node.left < 0 ? Text(index) : "(" + Text(index) + ")";
  }

  // The canonical text: chains of + and x flattened, their operands sorted.
  std::string Text(int index) const {
    const Node& node = nodes_[static_cast<std::size_t>(index)];
    if (node.left < 0) return node.value.ToString();
    const std::string sign(RowOf(node.operation).printed);
    if (!IsChain(node.operation)) return Operand(node.left) + sign + Operand(node.right);
    std::vector<int> chain;
    ChainOperands(index, node.operation, chain);
    std::vector<std::string> texts;
    for (int operand : chain) texts.push_back(Operand(operand));
    std::sort(texts.begin(), texts.end());
    std::string text;
    for (const std::string& operand : texts) text += (text.empty() ? "" : sign) + operand;
    return text;
  }

  // Records the solution ending at `index`, and its last step: regrouping a chain of + or x
  // gives one solution several last steps (2x3x4x1: 6 x 4 or 2 x 12), and each is a pattern.
  void Record(int index) {
    const Node& node = nodes_[static_cast<std::size_t>(index)];
    Pattern last = MakePattern(node.operation, nodes_[static_cast<std::size_t>(node.left)].value,
                               nodes_[static_cast<std::size_t>(node.right)].value);
    if (std::find(patterns_.begin(), patterns_.end(), last) == patterns_.end())
      patterns_.push_back(last);
    std::string text = Text(index);
    if (found_.count(text) != 0) return;
    FaceSolution solution;
    // The pattern of the text as it reads (left to right within a chain).
    auto written = ReadWritten(text);
    solution.pattern = written ? LastStep(*written).value_or(last) : last;
    solution.uses_fractions = node.fraction;
    solution.text = text;
    found_.emplace(std::move(text), std::move(solution));
  }

  std::vector<Node> nodes_;
  std::map<std::string, FaceSolution> found_;
  std::vector<Pattern> patterns_;
};

}  // namespace

std::string PatternText(const Pattern& pattern) {
  // A fraction or a negative number in parentheses, so that the text reads back as one value.
  auto operand = [](const Rational& value) {
    return value.IsInteger() && value.Sign() >= 0 ? value.ToString() : "(" + value.ToString() + ")";
  };
  return operand(pattern.left) + " " + std::string(RowOf(pattern.operation).printed) + " " +
         operand(pattern.right);
}

Rational PatternValue(const Pattern& pattern) {
  return FaceSearch::Apply(pattern.operation, pattern.left, pattern.right);
}

Pattern MakePattern(Operator operation, const Rational& left, const Rational& right) {
  if (RowOf(operation).commutative && right < left) return Pattern{operation, right, left};
  return Pattern{operation, left, right};
}

bool IsUsualPattern(const Pattern& pattern) {
  return pattern.operation != Operator::Divide && pattern.left.IsInteger() &&
         pattern.right.IsInteger();
}

int DotsOf(const FaceAnalysis& analysis) {
  const int solutions = static_cast<int>(analysis.solutions.size());
  if (solutions == 0) return 0;
  if (analysis.fractions_needed || analysis.only_unusual_patterns ||
      (solutions <= kThreeDotSolutions && !analysis.one_operation))
    return 3;
  return solutions >= kOneDotSolutions ? 1 : 2;
}

FaceAnalysis AnalyzeFace(const FaceNumbers& numbers) {
  return FaceSearch(numbers).Run();
}

}  // namespace equations::challenge24
