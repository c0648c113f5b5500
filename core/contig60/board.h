// The Contig 60 board and number sentences
// (/work/shared/rules/math-pentathlon-division-iii-highlights.md, "CONTIG 60 Tournament
// Highlights"). The highlight sheet leaves the board's numbers to the paid manual; ours is our own
// arrangement (docs/rulings.md, "Contig 60"): the 49 whole numbers from 1 to 60 that a roll of
// three dice can make, in order, in 7 rows of 7. A number sentence uses each of the three dice
// once with + - x ÷ in the order of operations ("ORDER OF OPERATIONS"), judged exactly.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace equations::contig60 {

inline constexpr int kRows = 7;
inline constexpr int kColumns = 7;
inline constexpr int kSpaces = kRows * kColumns;
inline constexpr int kInARow = 5;  // "WIN BASED ON 5 IN A ROW"

using Dice = std::array<int, 3>;

// Returns the number on each space, row by row.
const std::array<int, kSpaces>& BoardNumbers();
// Returns the space holding `number`, or -1 when the board has no such number.
int SpaceOf(int number);
// Returns the spaces touching `space` by a side or a corner.
std::vector<int> Neighbours(int space);
// Returns true when five spaces in a contiguous horizontal, vertical or diagonal line hold
// `player`'s chips (`owner[space]` is the player whose chip covers it, or -1).
bool FiveInARow(const std::array<int, kSpaces>& owner, int player);

// Returns why `sentence` is not a correct number sentence for `dice` covering `number`: it must
// read (+ - x ÷, grouping as announced in steps), use each of the three dice once, and make
// exactly `number`. Nothing when it is correct.
std::optional<std::string> SentenceFault(std::string_view sentence, const Dice& dice, int number);
// Returns every board number the dice can make, each with one sentence that makes it.
std::map<int, std::string> ReachableNumbers(const Dice& dice);

}  // namespace equations::contig60
