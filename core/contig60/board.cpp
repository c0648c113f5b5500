#include "core/contig60/board.h"

#include <algorithm>

#include "core/challenge24/written.h"

namespace equations::contig60 {
namespace {

constexpr std::array<int, kSpaces> kNumbers = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13,
                                               14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
                                               27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
                                               40, 41, 42, 44, 45, 48, 50, 54, 55, 60};

}  // namespace

const std::array<int, kSpaces>& BoardNumbers() {
  return kNumbers;
}

int SpaceOf(int number) {
  auto found = std::find(kNumbers.begin(), kNumbers.end(), number);
  return found == kNumbers.end() ? -1 : static_cast<int>(found - kNumbers.begin());
}

std::vector<int> Neighbours(int space) {
  std::vector<int> around;
  const int row = space / kColumns;
  const int column = space % kColumns;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      const int r = row + dr;
      const int c = column + dc;
      if ((dr || dc) && r >= 0 && r < kRows && c >= 0 && c < kColumns)
        around.push_back(r * kColumns + c);
    }
  return around;
}

bool FiveInARow(const std::array<int, kSpaces>& owner, int player) {
  static constexpr int kDirections[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (int space = 0; space < kSpaces; ++space)
    for (const auto& direction : kDirections) {
      int count = 0;
      int r = space / kColumns;
      int c = space % kColumns;
      while (count < kInARow && r >= 0 && r < kRows && c >= 0 && c < kColumns &&
             owner[static_cast<std::size_t>(r * kColumns + c)] == player) {
        ++count;
        r += direction[0];
        c += direction[1];
      }
      if (count == kInARow) return true;
    }
  return false;
}

std::optional<std::string> SentenceFault(std::string_view sentence, const Dice& dice, int number) {
  auto written = challenge24::ReadWritten(sentence);
  if (!written) return "the number sentence cannot be read: " + written.error();
  std::vector<int> used = written->Numbers();
  std::vector<int> rolled(dice.begin(), dice.end());
  std::sort(used.begin(), used.end());
  std::sort(rolled.begin(), rolled.end());
  if (used != rolled)
    return "the number sentence must use each of the three dice once (" + std::to_string(dice[0]) +
           ", " + std::to_string(dice[1]) + ", " + std::to_string(dice[2]) + ")";
  std::optional<Rational> value = written->Value();
  if (!value) return std::string("the number sentence divides by zero");
  if (*value != Rational(number))
    return "the number sentence makes " + value->ToString() + ", not " + std::to_string(number);
  return std::nullopt;
}

std::map<int, std::string> ReachableNumbers(const Dice& dice) {
  static constexpr const char* kSigns[] = {"+", "-", "x", "÷"};
  std::map<int, std::string> found;
  std::array<int, 3> order = dice;
  std::sort(order.begin(), order.end());
  do {
    const std::string a = std::to_string(order[0]);
    const std::string b = std::to_string(order[1]);
    const std::string c = std::to_string(order[2]);
    for (const char* first : kSigns)
      for (const char* second : kSigns)
        for (const std::string& sentence :
             {"(" + a + first + b + ")" + second + c, a + first + "(" + b + second + c + ")"}) {
          auto written = challenge24::ReadWritten(sentence);
          if (!written) continue;
          std::optional<Rational> value = written->Value();
          if (!value || !value->IsInteger()) continue;
          const Rational& whole = *value;
          if (whole < Rational(1) || whole > Rational(60)) continue;
          const int number = static_cast<int>(whole.SmallNumerator());
          if (SpaceOf(number) >= 0) found.emplace(number, sentence);
        }
  } while (std::next_permutation(order.begin(), order.end()));
  return found;
}

}  // namespace equations::contig60
