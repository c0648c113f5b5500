// The 24 Challenge decks, generated from a seed: 96 cards, two sides each (red and white), every
// side solvable, with 1, 2 or 3 dots by the measure of core/challenge24/face.h. Rules
// (/work/shared/rules/24-challenge-tournament-rules.md): "ROUND 1" (the first half of a 96 card
// deck, red sides up, "12 one point, 24 two point and 12 three point cards"), "ROUND 2" (the
// same cards, white sides), "SEMI-FINAL ROUND 3" and "FINAL ROUND 4" (the second half, red then
// white), "Special Instructions" (Single Digits in round 1, Double Digits in round 2, a
// combination in rounds 3 and 4). Readings: docs/rulings.md, "The 24 Challenge".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/challenge24/face.h"

namespace equations::challenge24 {

enum class DeckKind {
  SingleDigits,  // four numbers from 1 to 9
  DoubleDigits,  // four numbers from 1 to 24, at least one of one digit and one of two
};
// The decks a tournament's rounds are played with: one kind throughout, or the "Special
// Instructions" for areas playing both (Single Digits, then Double Digits, then a combination).
enum class DeckPlan { SingleDigits, DoubleDigits, Mixed };
const char* DeckPlanName(DeckPlan plan);  // "single-digits", "double-digits", "mixed"
std::optional<DeckPlan> ParseDeckPlan(std::string_view name);

enum class Side { Red, White };
const char* SideName(Side side);  // "red", "white"

struct CardSide {
  FaceNumbers numbers{};  // in the order printed around the card
  int solutions = 0;      // distinct solutions (core/challenge24/face.h)
  bool fractions_needed = false;
  std::string solution;  // one of them
  bool operator==(const CardSide&) const = default;
};

// A card: both sides carry the card's dots.
struct Card {
  int number = 0;  // 1..96, its place in the deck
  int dots = 0;
  CardSide red;
  CardSide white;
  const CardSide& side(Side which) const { return which == Side::Red ? red : white; }
};

inline constexpr int kDeckCards = 96;
inline constexpr int kHalfCards = 48;
inline constexpr int kHalfDots[3] = {12, 24, 12};  // one-, two- and three-dot cards in a half

struct Deck {
  DeckKind kind = DeckKind::SingleDigits;
  std::uint64_t seed = 0;
  std::vector<Card> cards;  // 96: the first half (cards 1-48), then the second, each shuffled
};

// Returns the deck of that kind for the seed: the same deck on every platform. No side appears
// twice in a deck. Every side is checked solvable by the exact solver (core/queries/
// solver_games.h) as well; an error only if the two ever disagree, or the draws run out.
Expected<Deck, std::string> MakeDeck(DeckKind kind, std::uint64_t seed);

// One card side as it is played in a round.
struct Face {
  DeckKind kind = DeckKind::SingleDigits;
  int card = 0;  // Card::number in its deck
  Side side = Side::Red;
  int dots = 0;
  CardSide face;
  bool operator==(const Face&) const = default;
};

// Returns the 48 faces of tournament round 1-4 in the order they are put into play: round 1 the
// first half's red sides, round 2 the same cards' white sides in the same order, rounds 3 and 4
// the second half's. With DeckPlan::Mixed, round 2 is the Double Digits deck's first half (red),
// and rounds 3 and 4 are six one-, twelve two- and six three-dot cards of each deck's second
// half, shuffled together.
Expected<std::vector<Face>, std::string> RoundFaces(DeckPlan plan, std::uint64_t seed, int round);

}  // namespace equations::challenge24
