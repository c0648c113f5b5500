#include "core/challenge24/computer.h"

#include <algorithm>

#include "core/base/names.h"
#include "core/base/random.h"

namespace equations::challenge24 {
namespace {

constexpr NameTable<ComputerLevel, 3> kComputerLevelNames = {{{ComputerLevel::Beginner, "beginner"},
                                                              {ComputerLevel::Club, "club"},
                                                              {ComputerLevel::Strong, "strong"}}};

// Per level, by the card's dots (1, 2, 3): the median look in ms and the chance in thousandths
// of not finding a solution at all. A look is drawn from 60% to 140% of the median.
struct LevelTimes {
  std::int64_t median_ms[3];
  int stumped_per_mille[3];
};
constexpr LevelTimes kLevelTimes[] = {
    {{7000, 10000, 13000}, {80, 250, 550}},  // beginner: slow, and often stumped by 3 dots
    {{4500, 7000, 10000}, {20, 100, 300}},   // club
    {{2500, 4000, 6500}, {0, 30, 100}},      // strong: fast on one-dot cards
};

// The step of saying the solution: from the touch, the whole of it after the pattern and a
// moment per dot, then "equals 24" at once.
std::int64_t SolutionAfterMs(int dots) {
  return kPatternAfterMs + 1300 + 700LL * dots;
}
constexpr std::int64_t kFixAfterMs = 400;

// The solution a computer player states: one ending in a usual last step when there is one.
const FaceSolution* Chosen(const FaceAnalysis& analysis) {
  for (const FaceSolution& solution : analysis.solutions)
    if (IsUsualPattern(solution.pattern)) return &solution;
  return analysis.solutions.empty() ? nullptr : &analysis.solutions.front();
}

std::uint64_t Mix(std::uint64_t seed, std::uint64_t value) {
  Random random(seed ^ (value * 0x9E3779B97F4A7C15ULL));
  return random.Next();
}

}  // namespace

const char* ComputerLevelName(ComputerLevel level) {
  return NameOf(kComputerLevelNames, level).data();  // the table holds string literals
}

std::optional<ComputerLevel> ParseComputerLevel(std::string_view name) {
  return ParseName(kComputerLevelNames, name);
}

ComputerLook LookAt(const Round& round, int player, ComputerLevel level, std::uint64_t seed) {
  const Face& face = round.faces()[static_cast<std::size_t>(round.in_play())];
  int earlier = 0;
  for (const Play& play : round.plays()) earlier += play.face == round.in_play() ? 1 : 0;
  std::uint64_t key = Mix(seed, static_cast<std::uint64_t>(player));
  key = Mix(key, static_cast<std::uint64_t>(face.card) * 2 + (face.side == Side::Red ? 0 : 1));
  key = Mix(key, static_cast<std::uint64_t>(face.kind == DeckKind::SingleDigits ? 0 : 1));
  Random random(Mix(key, static_cast<std::uint64_t>(earlier)));
  const LevelTimes& times = kLevelTimes[static_cast<std::size_t>(level)];
  const auto dots = static_cast<std::size_t>(std::clamp(face.dots, 1, 3) - 1);
  ComputerLook look;
  look.look_ms = std::max(kFastestLookMs, times.median_ms[dots] * (600 + random.Below(801)) / 1000);
  look.solves = random.Below(1000) >= times.stumped_per_mille[dots];
  return look;
}

std::optional<Due> ComputerNext(const Round& round, int player, ComputerLevel level,
                                std::uint64_t seed) {
  if (round.IsTerminal() || player < 0 || player >= round.config().players ||
      round.disqualified()[static_cast<std::size_t>(player)])
    return std::nullopt;
  auto due = [&](ActionKind kind, std::int64_t at_ms, std::string text = "") {
    at_ms = std::max(at_ms, round.clock_ms());
    return Due{Action{kind, player, std::move(text), at_ms}, at_ms};
  };
  if (round.phase() == Phase::Revealed) {
    if (round.stumped()[static_cast<std::size_t>(player)]) return std::nullopt;
    const ComputerLook look = LookAt(round, player, level, seed);
    // A look longer than the card's 15 seconds: the player neither touches nor says stumped
    // before the card is set aside.
    if (look.look_ms > kStumpedMs) return std::nullopt;
    return due(look.solves ? ActionKind::Touch : ActionKind::Stumped,
               round.revealed_ms() + look.look_ms);
  }
  if (round.phase() != Phase::Declared || round.declarer() != player) return std::nullopt;
  const Face& face = round.faces()[static_cast<std::size_t>(round.in_play())];
  const FaceAnalysis analysis = AnalyzeFace(face.face.numbers);
  const FaceSolution* solution = Chosen(analysis);
  if (!solution) return std::nullopt;  // every face of a deck is solvable
  if (!round.pattern())
    return due(ActionKind::Pattern, round.touched_ms() + kPatternAfterMs,
               PatternText(solution->pattern));
  const std::int64_t stated_ms = round.touched_ms() + SolutionAfterMs(face.dots);
  if (round.solution().empty()) {
    // Its pattern is the one announced: the solution ends in it.
    for (const FaceSolution& other : analysis.solutions)
      if (other.pattern == *round.pattern())
        return due(ActionKind::Solution, stated_ms, other.text);
    return std::nullopt;
  }
  return due(ActionKind::Fix, stated_ms + kFixAfterMs);
}

std::optional<Due> ProctorNext(const Round& round) {
  if (round.phase() == Phase::Dealing) {
    const std::int64_t ended =
        round.plays().empty() ? round.clock_ms() : round.plays().back().at_ms;
    const std::int64_t at = std::max(round.clock_ms(), ended + kDealPauseMs);
    return Due{Action{ActionKind::Deal, -1, "", at}, at};
  }
  if (round.phase() == Phase::Cupped) {
    std::int64_t dealt = round.clock_ms();
    for (auto it = round.history().rbegin(); it != round.history().rend(); ++it)
      if (it->kind == ActionKind::Deal) {
        dealt = it->at_ms;
        break;
      }
    const std::int64_t at = std::max(round.clock_ms(), dealt + kRevealMs);
    return Due{Action{ActionKind::Reveal, -1, "", at}, at};
  }
  return std::nullopt;
}

}  // namespace equations::challenge24
