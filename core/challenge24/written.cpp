#include "core/challenge24/written.h"

#include <algorithm>

#include "core/base/utf8.h"

namespace equations::challenge24 {
namespace {

// A recursive-descent reader: expression := term (+|- term)*, term := factor (x|÷ factor)*,
// factor := [-]number | ( expression ).
class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  Expected<Written, std::string> Read() {
    Skip();
    if (pos_ == text_.size()) return MakeUnexpected(std::string("nothing is written"));
    int root = Expression(0);
    if (!error_.empty()) return MakeUnexpected(error_);
    Skip();
    if (pos_ < text_.size()) return MakeUnexpected(At("unexpected " + Quote()));
    // The root must be the last node: Expression pushes its operands first.
    (void)root;
    return written_;
  }

 private:
  static constexpr int kMaxDepth = 64;

  int Expression(int depth) {
    int left = Term(depth);
    while (error_.empty()) {
      Skip();
      std::optional<Operator> operation;
      if (Accept("+")) operation = Operator::Add;
      if (!operation && Accept("-")) operation = Operator::Subtract;
      if (!operation) return left;
      int right = Term(depth);
      left = Push(*operation, left, right);
    }
    return left;
  }

  int Term(int depth) {
    int left = Factor(depth);
    while (error_.empty()) {
      Skip();
      std::optional<Operator> operation;
      for (std::string_view sign : {"x", "X", "×", "*"})
        if (!operation && Accept(sign)) operation = Operator::Multiply;
      for (std::string_view sign : {"÷", "/", ":"})
        if (!operation && Accept(sign)) operation = Operator::Divide;
      if (!operation) return left;
      int right = Factor(depth);
      left = Push(*operation, left, right);
    }
    return left;
  }

  int Factor(int depth) {
    Skip();
    if (depth > kMaxDepth) return Fail(At("too many parentheses"));
    for (auto [open, close] : {std::pair{"(", ")"}, std::pair{"[", "]"}}) {
      if (!Accept(open)) continue;
      int inner = Expression(depth + 1);
      if (!error_.empty()) return -1;
      Skip();
      if (!Accept(close)) return Fail(At("expected " + std::string(close)));
      return inner;
    }
    // A minus sign before a number makes it negative (patterns: "30 - (-6)").
    const bool negative = Accept("-");
    if (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      int number = 0;
      std::size_t digits = 0;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
        if (++digits > 4) return Fail(At("a number of more than four digits"));
        number = number * 10 + (text_[pos_++] - '0');
      }
      written_.nodes.push_back(WrittenNode{negative ? -number : number});
      return static_cast<int>(written_.nodes.size()) - 1;
    }
    if (pos_ == text_.size()) return Fail(At("expected a number at the end"));
    return Fail(At("expected a number, not " + Quote()));
  }

  int Push(Operator operation, int left, int right) {
    if (!error_.empty()) return -1;
    written_.nodes.push_back(WrittenNode{0, operation, left, right});
    return static_cast<int>(written_.nodes.size()) - 1;
  }

  bool Accept(std::string_view sign) {
    if (text_.substr(pos_, sign.size()) != sign) return false;
    pos_ += sign.size();
    return true;
  }

  void Skip() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }

  int Fail(std::string message) {
    if (error_.empty()) error_ = std::move(message);
    return -1;
  }

  // The character at pos_, quoted. Precondition: pos_ < text_.size().
  std::string Quote() const { return "\"" + std::string(Utf8CharacterAt(text_, pos_)) + "\""; }

  // "character N: message", N counting characters from 1.
  std::string At(const std::string& message) const {
    const std::size_t column = Utf8Count(text_.substr(0, std::min(pos_, text_.size()))) + 1;
    return "character " + std::to_string(column) + ": " + message;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  std::string error_;
  Written written_;
};

}  // namespace

std::optional<Rational> Written::Value(int index) const {
  if (index < 0 || index >= static_cast<int>(nodes.size())) return std::nullopt;
  const WrittenNode& node = nodes[static_cast<std::size_t>(index)];
  if (node.left < 0) return Rational(node.number);
  std::optional<Rational> left = Value(node.left);
  std::optional<Rational> right = Value(node.right);
  if (!left || !right) return std::nullopt;
  NumberResult value =
      ApplyOperator(node.operation, Number::FromRational(*left), Number::FromRational(*right));
  if (!value || !value->IsRational()) return std::nullopt;
  return value->RationalPart();
}

std::vector<int> Written::Numbers() const {
  std::vector<int> numbers;
  for (const WrittenNode& node : nodes)
    if (node.left < 0) numbers.push_back(node.number);
  return numbers;
}

Expected<Written, std::string> ReadWritten(std::string_view text) {
  if (text.size() > 200) return MakeUnexpected(std::string("longer than 200 characters"));
  return Reader(text).Read();
}

std::optional<Pattern> LastStep(const Written& solution) {
  if (solution.nodes.empty()) return std::nullopt;
  const WrittenNode& root = solution.nodes.back();
  if (root.left < 0) return std::nullopt;
  std::optional<Rational> left = solution.Value(root.left);
  std::optional<Rational> right = solution.Value(root.right);
  if (!left || !right) return std::nullopt;
  if ((RowOf(root.operation).facts & kNoValueOnZeroRight) != 0 && right->IsZero())
    return std::nullopt;
  return MakePattern(root.operation, *left, *right);
}

Expected<Pattern, std::string> ReadPattern(std::string_view text) {
  auto written = ReadWritten(text);
  if (!written) return MakeUnexpected(written.error());
  if (written->nodes.back().left < 0)
    return MakeUnexpected(std::string("a pattern is one step: two values and an operation"));
  std::optional<Pattern> pattern = LastStep(*written);
  if (!pattern) return MakeUnexpected(std::string("the pattern divides by zero"));
  return *pattern;
}

std::optional<std::string> SolutionFault(const Written& solution, const FaceNumbers& numbers,
                                         const std::optional<Pattern>& pattern) {
  std::vector<int> used = solution.Numbers();
  std::vector<int> card(numbers.begin(), numbers.end());
  std::vector<int> used_sorted = used;
  std::sort(used_sorted.begin(), used_sorted.end());
  std::sort(card.begin(), card.end());
  if (used_sorted != card) {
    auto list = [](const std::vector<int>& values) {
      std::string text;
      for (int value : values) text += (text.empty() ? "" : " ") + std::to_string(value);
      return text;
    };
    return "it uses " + list(used) + ", but each of the card's numbers " + list(card) +
           " must be used once";
  }
  std::optional<Rational> value = solution.Value();
  if (!value) return std::string("it divides by zero");
  if (*value != Rational(24)) return "it makes " + value->ToString() + ", not 24";
  std::optional<Pattern> last = LastStep(solution);
  if (pattern && last && !(*last == *pattern))
    return "its last step is " + PatternText(*last) + ", not the pattern announced, " +
           PatternText(*pattern);
  return std::nullopt;
}

}  // namespace equations::challenge24
