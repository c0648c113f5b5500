#include "core/contig60/computer.h"

#include <algorithm>

namespace equations::contig60 {
namespace {

using pentathlon::Action;

Action Make(const Game& game, int player, std::string verb, std::vector<std::string> words = {},
            std::string text = "") {
  return Action{player, std::move(verb), std::move(words), std::move(text),
                game.monitor().clock_ms()};
}

// The longest run of `player`'s chips through `space` in one of the four lines, counting the
// space as theirs.
int LongestLine(const std::array<int, kSpaces>& owner, int space, int player) {
  static constexpr int kDirections[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  int longest = 0;
  for (const auto& direction : kDirections) {
    int run = 1;
    for (int sign : {-1, 1}) {
      int r = space / kColumns + sign * direction[0];
      int c = space % kColumns + sign * direction[1];
      while (r >= 0 && r < kRows && c >= 0 && c < kColumns &&
             owner[static_cast<std::size_t>(r * kColumns + c)] == player) {
        ++run;
        r += sign * direction[0];
        c += sign * direction[1];
      }
    }
    longest = std::max(longest, run);
  }
  return longest;
}

// The number and sentence to place after announcing `sentence` (the computer's own, from
// ReachableNumbers), else a fresh choice.
std::optional<std::pair<int, std::string>> Announced(const Game& game, int player, const Dice& dice,
                                                     const std::string& sentence,
                                                     ComputerLevel level, std::uint64_t seed) {
  if (!sentence.empty())
    for (const auto& entry : ReachableNumbers(dice))
      if (entry.second == sentence &&
          game.position().owner[static_cast<std::size_t>(SpaceOf(entry.first))] < 0)
        return entry;
  return ChooseNumber(game, player, dice, level, seed);
}

int Points(const std::array<int, kSpaces>& owner, int space) {
  int points = 1;
  for (int around : Neighbours(space)) points += owner[static_cast<std::size_t>(around)] >= 0;
  return points;
}

// Each roll of three dice up to order, with its chance and the spaces it can cover.
struct Roll {
  double chance = 0;
  std::vector<int> spaces;
};
const std::vector<Roll>& Rolls() {
  static const std::vector<Roll> rolls = [] {
    std::vector<Roll> table;
    for (int a = 1; a <= 6; ++a)
      for (int b = a; b <= 6; ++b)
        for (int c = b; c <= 6; ++c) {
          Roll roll;
          const int orders = a == c ? 1 : (a == b || b == c) ? 3 : 6;
          roll.chance = orders / 216.0;
          for (const auto& entry : ReachableNumbers({a, b, c}))
            roll.spaces.push_back(SpaceOf(entry.first));
          table.push_back(std::move(roll));
        }
    return table;
  }();
  return rolls;
}

// The points the best chip of the next roll is expected to score on `owner` (0 for a roll that
// covers nothing).
double ExpectedBest(const std::array<int, kSpaces>& owner) {
  double expected = 0;
  for (const Roll& roll : Rolls()) {
    int best = 0;
    for (int space : roll.spaces)
      if (owner[static_cast<std::size_t>(space)] < 0) best = std::max(best, Points(owner, space));
    expected += roll.chance * best;
  }
  return expected;
}

// How much `player` at `level` likes covering `space`.
int Worth(const Game& game, int player, int space, ComputerLevel level) {
  const auto& owner = game.position().owner;
  const int points = Points(owner, space);
  if (level == ComputerLevel::Club) return points;
  const int mine = LongestLine(owner, space, player);
  const int theirs = LongestLine(owner, space, 1 - player);
  const int score = game.position().scores[player] - points;
  const int other = game.position().scores[1 - player];
  if (mine >= kInARow) return 1000;                  // five in a row
  if (score <= 0 && other - score >= 3) return 900;  // Scoring 0 or Less
  if (theirs >= kInARow) return 800;                 // the opponent's fifth space, blocked
  // The points now, less what the opponent's next roll is expected to score after this chip.
  std::array<int, kSpaces> after = owner;
  after[static_cast<std::size_t>(space)] = player;
  return static_cast<int>(100 * (points - ExpectedBest(after))) + 3 * mine + 2 * theirs;
}

}  // namespace

std::optional<std::pair<int, std::string>> ChooseNumber(const Game& game, int player,
                                                        const Dice& dice, ComputerLevel level,
                                                        std::uint64_t seed) {
  std::vector<std::pair<int, std::string>> open;
  for (const auto& entry : ReachableNumbers(dice))
    if (game.position().owner[static_cast<std::size_t>(SpaceOf(entry.first))] < 0)
      open.push_back(entry);
  if (open.empty() || game.position().chips[player] == 0) return std::nullopt;
  if (level == ComputerLevel::Beginner) {
    Random random(seed ^ (game.history().size() * 0x9E3779B97F4A7C15ULL));
    return open[static_cast<std::size_t>(random.Below(static_cast<int>(open.size())))];
  }
  return *std::max_element(open.begin(), open.end(), [&](const auto& a, const auto& b) {
    return Worth(game, player, SpaceOf(a.first), level) <
           Worth(game, player, SpaceOf(b.first), level);
  });
}

std::optional<Action> ComputerNext(const Game& game, int player, ComputerLevel level,
                                   std::uint64_t seed) {
  const int holder = game.monitor().flag_card();
  const TurnRecord& turn = game.turn();
  if (game.phase() == Phase::WinDeclared) {
    if (player == holder) return std::nullopt;
    const bool wrong = !game.GoalReached(holder) ||
                       !game.Faults(turn, FiveInARow(game.position().owner, holder)).empty();
    return Make(game, player, wrong && level != ComputerLevel::Beginner ? "challenge" : "accept");
  }
  if (player != holder || game.phase() == Phase::Over || game.phase() == Phase::Toss)
    return std::nullopt;
  const std::optional<TurnRecord>& last = game.last_turn();
  switch (game.phase()) {
    case Phase::Turn: {
      if (last && last->player != player && !last->challenged && !last->forfeited &&
          !game.Faults(*last).empty())
        return Make(game, player, "challenge");
      if (level != ComputerLevel::Beginner && last && last->player != player && last->rolled &&
          last->placed < 0 && !last->forfeited &&
          ChooseNumber(game, player, last->dice, level, seed))
        return Make(game, player, "capture");
      if (game.offered_roll() && level == ComputerLevel::Strong) {
        // The opponent's roll when its best chip scores more than a new roll is expected to.
        auto offered = ChooseNumber(game, player, *game.offered_roll(), level, seed);
        if (offered && Points(game.position().owner, SpaceOf(offered->first)) >
                           ExpectedBest(game.position().owner))
          return Make(game, player, "use-roll");
      }
      return Make(game, player, "roll");
    }
    case Phase::Capture: {
      if (turn.capture_space < 0) {
        auto choice =
            Announced(game, player, turn.captured_dice, turn.capture_sentence, level, seed);
        if (!choice) return Make(game, player, "pass");
        if (turn.capture_sentence.empty())
          return Make(game, player, "announce", {}, choice->second);
        return Make(game, player, "place", {std::to_string(choice->first)});
      }
      if (turn.capture_sentence.empty()) return std::nullopt;  // not the computer's own capture
      return Make(game, player, "roll");
    }
    case Phase::Rolled: {
      if (!turn.recorded) return Make(game, player, "record");
      if (turn.placed < 0) {
        if (auto choice = Announced(game, player, turn.dice, turn.sentence, level, seed)) {
          if (turn.sentence.empty()) return Make(game, player, "announce", {}, choice->second);
          return Make(game, player, "place", {std::to_string(choice->first)});
        }
      }
      const int score = game.position().scores[player];
      if (score != turn.start.scores[player] && turn.total != score)
        return Make(game, player, "total", {std::to_string(score)});
      if (game.GoalReached(player)) return Make(game, player, "win");
      return Make(game, player, "pass");
    }
    default:
      return std::nullopt;
  }
}

}  // namespace equations::contig60
