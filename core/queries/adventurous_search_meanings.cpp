#include "core/queries/adventurous_search_meanings.h"

namespace equations {

void OperationCubeMeanings(const Arithmetic& a, Symbol face, std::vector<Operator>& binary,
                           std::vector<Operator>& prefix) {
  switch (face) {
    case Symbol::Plus:  // XIII-A-12: + never means addition under Average
      binary.push_back(a.Has(VariationKind::Average) ? Operator::Average : Operator::Add);
      break;
    case Symbol::Minus:
      binary.push_back(Operator::Subtract);
      break;
    case Symbol::Times:
      binary.push_back(Operator::Multiply);
      if (a.Has(VariationKind::NumberOfFactors)) prefix.push_back(Operator::NumberOfFactors);
      if (a.Has(VariationKind::SmallestPrime)) prefix.push_back(Operator::SmallestPrime);
      break;
    case Symbol::Divide:
      binary.push_back(Operator::Divide);
      if (a.Has(VariationKind::Remainder)) binary.push_back(Operator::Remainder);
      break;
    case Symbol::Power:
      binary.push_back(Operator::Power);
      if (a.Has(VariationKind::Gcf)) binary.push_back(Operator::Gcf);
      break;
    case Symbol::Root:
      binary.push_back(Operator::Root);
      if (a.Has(VariationKind::Lcm)) binary.push_back(Operator::Lcm);
      if (a.Has(VariationKind::Percent)) binary.push_back(Operator::Percent);
      if (!a.rules.root_index_required) prefix.push_back(Operator::Root);
      break;
    default:
      break;
  }
}

}  // namespace equations
