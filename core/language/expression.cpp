#include "core/language/expression.h"

#include <cassert>

#include "core/language/operators.h"

namespace equations {

Operation OperationOf(Symbol face) {
  switch (face) {
    case Symbol::Plus:
      return Operation::Add;
    case Symbol::Minus:
      return Operation::Subtract;
    case Symbol::Times:
      return Operation::Multiply;
    case Symbol::Divide:
      return Operation::Divide;
    case Symbol::Power:
      return Operation::Power;
    default:
      return Operation::Root;
  }
}

Symbol OperationSymbol(Operation operation) {
  switch (operation) {
    case Operation::Add:
      return Symbol::Plus;
    case Operation::Subtract:
      return Symbol::Minus;
    case Operation::Multiply:
      return Symbol::Times;
    case Operation::Divide:
      return Symbol::Divide;
    case Operation::Power:
      return Symbol::Power;
    case Operation::Root:
      return Symbol::Root;
  }
  return Symbol::Plus;
}

std::string_view OperationText(Operation operation) {
  return RowOf(OperatorOf(operation)).printed;
}

namespace {

void CollectCubes(const WrittenExpression& expression, std::vector<Symbol>& cubes);

void CollectCubes(const WrittenOperand& operand, std::vector<Symbol>& cubes) {
  for (std::size_t i = 0; i < operand.roots.size(); ++i) cubes.push_back(Symbol::Root);
  if (operand.IsGroup()) {
    CollectCubes(operand.group.front(), cubes);
  } else {
    for (char digit : operand.numeral) cubes.push_back(DigitSymbol(digit - '0'));
  }
}

void CollectCubes(const WrittenExpression& expression, std::vector<Symbol>& cubes) {
  assert(expression.operators.size() + 1 == expression.operands.size());
  for (std::size_t i = 0; i < expression.operands.size(); ++i) {
    if (i > 0) cubes.push_back(OperationSymbol(expression.operators[i - 1].operation));
    CollectCubes(expression.operands[i], cubes);
  }
}

template <class Visit>
void ForEachOperand(const WrittenExpression& expression, const Visit& visit) {
  for (const WrittenOperand& operand : expression.operands) {
    visit(operand);
    if (operand.IsGroup()) ForEachOperand(operand.group.front(), visit);
  }
}

std::string_view Opening(Bracket bracket) {
  switch (bracket) {
    case Bracket::None:
      return "";
    case Bracket::Parenthesis:
      return "(";
    case Bracket::Square:
      return "[";
    case Bracket::Brace:
      return "{";
  }
  return "";
}

std::string_view Closing(Bracket bracket) {
  switch (bracket) {
    case Bracket::None:
      return "";
    case Bracket::Parenthesis:
      return ")";
    case Bracket::Square:
      return "]";
    case Bracket::Brace:
      return "}";
  }
  return "";
}

void Print(const WrittenExpression& expression, std::string& text) {
  for (std::size_t i = 0; i < expression.operands.size(); ++i) {
    if (i > 0) {
      const WrittenOperator& sign = expression.operators[i - 1];
      if (sign.gap_before) text += ' ';
      text += OperationText(sign.operation);
      if (sign.gap_after) text += ' ';
    }
    const WrittenOperand& operand = expression.operands[i];
    for (const WrittenRoot& root : operand.roots) {
      text += SymbolText(Symbol::Root);
      if (root.gap_after) text += ' ';
    }
    if (operand.IsGroup()) {
      text += Opening(operand.bracket);
      Print(operand.group.front(), text);
      text += Closing(operand.bracket);
    } else {
      text += operand.numeral;
    }
  }
}

}  // namespace

std::vector<Symbol> CubesOf(const WrittenExpression& expression) {
  std::vector<Symbol> cubes;
  CollectCubes(expression, cubes);
  return cubes;
}

std::vector<WrittenNumeral> NumeralsOf(const WrittenExpression& expression) {
  std::vector<WrittenNumeral> numerals;
  ForEachOperand(expression, [&](const WrittenOperand& operand) {
    if (!operand.IsGroup()) numerals.push_back({operand.numeral, operand.column});
  });
  return numerals;
}

std::vector<WrittenRoot> UnwrittenIndexRootsOf(const WrittenExpression& expression) {
  std::vector<WrittenRoot> roots;
  ForEachOperand(expression, [&](const WrittenOperand& operand) {
    roots.insert(roots.end(), operand.roots.begin(), operand.roots.end());
  });
  return roots;
}

bool HasGroupingSymbols(const WrittenExpression& expression) {
  for (const WrittenOperand& operand : expression.operands)
    if (operand.IsGroup()) return true;
  return false;
}

bool IsPlainNumeral(const WrittenExpression& expression) {
  return expression.operands.size() == 1 && !expression.operands[0].IsGroup() &&
         expression.operands[0].roots.empty();
}

std::string ToText(const WrittenExpression& expression) {
  std::string text;
  Print(expression, text);
  return text;
}

std::string CubesText(const std::vector<Symbol>& cubes) {
  std::string text;
  for (Symbol cube : cubes) text += SymbolText(cube);
  return text;
}

}  // namespace equations
