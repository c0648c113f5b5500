// The digit readings of a written side in base eleven and twelve (core/language/reading.h
// ReadWrittenSide): an untagged ^ may be ten, an untagged √ eleven (XIII-C-5).
#include "core/language/reading.h"

namespace equations {

Expected<std::vector<ReadChain>, ParseError> ReadWrittenSide(const Arithmetic& arithmetic,
                                                             std::string_view text,
                                                             int first_column) {
  std::vector<ReadChain> chains;
  auto written = ReadExpression(arithmetic, text, Reading::Written, first_column);
  if (written) chains.push_back(std::move(written).value());
  if (arithmetic.base >= 11) {
    // The untagged signs that may be digits, at most six of them (64 readings).
    constexpr std::string_view kRoot = "\u221A";
    std::vector<std::size_t> places;
    for (std::size_t at = 0; at < text.size() && places.size() < 6; ++at) {
      const bool power = text[at] == '^' || text[at] == '*';
      // √ and its ASCII spellings r and R (not the r of "rem"), as the notation reads them.
      const std::size_t root_length =
          arithmetic.base < 12                                                  ? 0
          : text.substr(at, kRoot.size()) == kRoot                              ? kRoot.size()
          : (text[at] == 'r' && text.substr(at, 3) != "rem") || text[at] == 'R' ? 1
                                                                                : 0;
      const std::size_t length = power ? 1 : root_length;
      if (length > 0 && text.substr(at + length, 4) != "<op>") places.push_back(at);
    }
    for (std::size_t mask = 1; mask < (std::size_t{1} << places.size()); ++mask) {
      std::string variant;
      std::size_t from = 0;
      for (std::size_t k = 0; k < places.size(); ++k) {
        if (!(mask >> k & 1)) continue;
        const char sign = text[places[k]];
        const bool root = sign != '^' && sign != '*';
        variant += std::string(text.substr(from, places[k] - from)) + (root ? "E" : "T");
        from = places[k] + (root && sign != 'r' && sign != 'R' ? kRoot.size() : 1);
      }
      variant += std::string(text.substr(from));
      auto chain = ReadExpression(arithmetic, variant, Reading::Written, first_column);
      if (!chain) continue;
      bool short_numerals = true;
      for (const ReadToken* token : AllTokens(*chain))
        short_numerals &= token->role != TokenRole::Operand || token->decimal || token->digits <= 2;
      if (short_numerals) chains.push_back(std::move(chain).value());
    }
  }
  if (chains.empty()) return MakeUnexpected(written.error());
  return chains;
}

}  // namespace equations
