#include "core/challenge24/deck.h"

#include <algorithm>
#include <deque>
#include <mutex>
#include <set>

#include "core/base/names.h"
#include "core/base/random.h"
#include "core/queries/solver_games.h"
#include "core/rules/rules.h"
#include "core/solver/solver.h"

namespace equations::challenge24 {
namespace {

// Different streams for the two kinds and for the mixed rounds, so that one seed gives
// unrelated decks.
constexpr std::uint64_t kDoubleDigitsStream = 0x2424242424242424ULL;
constexpr std::uint64_t kMixedStream = 0x4848484848484848ULL;
// Draws before the generator gives up: far more than a deck needs, so that it never hangs.
constexpr int kMaxDraws = 2000000;
// The solver's work on one side: far more than any four numbers need.
constexpr std::uint64_t kSolverBudget = 50000000;

FaceNumbers Draw(DeckKind kind, Random& random) {
  FaceNumbers numbers{};
  const int largest = kind == DeckKind::SingleDigits ? 9 : 24;
  for (int& number : numbers) number = 1 + random.Below(largest);
  return numbers;
}

bool Fits(DeckKind kind, const FaceNumbers& numbers) {
  if (kind == DeckKind::SingleDigits) return true;
  const bool one_digit = std::any_of(numbers.begin(), numbers.end(), [](int n) { return n < 10; });
  const bool two_digits =
      std::any_of(numbers.begin(), numbers.end(), [](int n) { return n >= 10; });
  return one_digit && two_digits;
}

// Returns whether the exact solver finds a solution (an error if it cannot say).
Expected<bool, std::string> SolverSolves(const RuleSet& rules, const FaceNumbers& numbers) {
  auto solver = Solver::Create(TwentyFourProblem(rules, numbers));
  if (!solver) return MakeUnexpected(solver.error());
  SolveStatus status = solver->Run(kSolverBudget);
  if (status == SolveStatus::Unfinished)
    return MakeUnexpected(std::string("the solver did not finish"));
  return status == SolveStatus::Found;
}

template <typename T>
void Shuffle(std::vector<T>& items, Random& random) {
  for (std::size_t i = items.size(); i > 1; --i)
    std::swap(items[i - 1], items[static_cast<std::size_t>(random.Below(static_cast<int>(i)))]);
}

std::string NumbersText(const FaceNumbers& numbers) {
  std::string text;
  for (int number : numbers) text += (text.empty() ? "" : " ") + std::to_string(number);
  return text;
}

constexpr NameTable<DeckPlan, 3> kDeckPlanNames = {{{DeckPlan::SingleDigits, "single-digits"},
                                                    {DeckPlan::DoubleDigits, "double-digits"},
                                                    {DeckPlan::Mixed, "mixed"}}};
constexpr NameTable<Side, 2> kSideNames = {{{Side::Red, "red"}, {Side::White, "white"}}};

}  // namespace

// The tables hold string literals, so a name's data() ends in a null character.
const char* DeckPlanName(DeckPlan plan) {
  return NameOf(kDeckPlanNames, plan).data();
}

std::optional<DeckPlan> ParseDeckPlan(std::string_view name) {
  return ParseName(kDeckPlanNames, name);
}

const char* SideName(Side side) {
  return NameOf(kSideNames, side).data();
}

namespace {

Expected<Deck, std::string> BuildDeck(DeckKind kind, std::uint64_t seed) {
  auto rules = FindRuleSet("agloa", "senior");
  if (!rules) return MakeUnexpected("no rule set for the solver: " + rules.error());
  Random random(kind == DeckKind::SingleDigits ? seed : seed ^ kDoubleDigitsStream);
  // Sides of each dot count: both sides of the cards of both halves.
  std::vector<CardSide> pools[3];
  std::set<FaceNumbers> seen;  // sorted numbers: no side twice
  auto full = [&](int dots) {
    return static_cast<int>(pools[dots - 1].size()) >= 4 * kHalfDots[dots - 1];
  };
  for (int draw = 0; !(full(1) && full(2) && full(3)); ++draw) {
    if (draw == kMaxDraws) return MakeUnexpected(std::string("the deck's draws ran out"));
    FaceNumbers numbers = Draw(kind, random);
    FaceNumbers sorted = numbers;
    std::sort(sorted.begin(), sorted.end());
    if (!Fits(kind, numbers) || !seen.insert(sorted).second) continue;
    FaceAnalysis analysis = AnalyzeFace(numbers);
    if (analysis.dots == 0 || full(analysis.dots)) continue;
    auto solves = SolverSolves(*rules, numbers);
    if (!solves) return MakeUnexpected(NumbersText(numbers) + ": " + solves.error());
    if (!*solves) return MakeUnexpected(NumbersText(numbers) + ": the solver finds no solution");
    CardSide side{numbers, static_cast<int>(analysis.solutions.size()), analysis.fractions_needed,
                  analysis.solutions.front().text};
    for (const FaceSolution& solution : analysis.solutions) {
      if (solution.uses_fractions) continue;
      side.solution = solution.text;  // a whole-number solution, where there is one
      break;
    }
    pools[analysis.dots - 1].push_back(std::move(side));
  }
  std::vector<Card> halves[2];
  for (int dots = 1; dots <= 3; ++dots) {
    const std::vector<CardSide>& pool = pools[dots - 1];
    for (std::size_t i = 0; i + 1 < pool.size(); i += 2) {
      const int half = static_cast<int>(i / 2) < kHalfDots[dots - 1] ? 0 : 1;
      halves[half].push_back(Card{0, dots, pool[i], pool[i + 1]});
    }
  }
  Deck deck{kind, seed, {}};
  for (std::vector<Card>& half : halves) {
    Shuffle(half, random);
    for (Card& card : half) {
      card.number = static_cast<int>(deck.cards.size()) + 1;
      deck.cards.push_back(std::move(card));
    }
  }
  return deck;
}

}  // namespace

Expected<Deck, std::string> MakeDeck(DeckKind kind, std::uint64_t seed) {
  // A deck is a pure function of its kind and seed, and building one analyses every card it
  // draws: every round made, loaded or replayed asks for it again, so the last few are kept.
  static std::mutex mutex;
  static std::deque<Deck> recent;
  constexpr std::size_t kKept = 8;
  {
    const std::lock_guard<std::mutex> lock(mutex);
    for (const Deck& deck : recent)
      if (deck.kind == kind && deck.seed == seed) return deck;
  }
  auto deck = BuildDeck(kind, seed);
  if (!deck) return deck;
  const std::lock_guard<std::mutex> lock(mutex);
  recent.push_front(*deck);
  if (recent.size() > kKept) recent.pop_back();
  return deck;
}

Expected<std::vector<Face>, std::string> RoundFaces(DeckPlan plan, std::uint64_t seed, int round) {
  if (round < 1 || round > 4)
    return MakeUnexpected("round " + std::to_string(round) + ": a tournament has rounds 1 to 4");
  const Side side = round % 2 == 1 ? Side::Red : Side::White;
  auto faces_of = [side](const Deck& deck, const std::vector<const Card*>& cards) {
    std::vector<Face> faces;
    for (const Card* card : cards)
      faces.push_back(Face{deck.kind, card->number, side, card->dots, card->side(side)});
    return faces;
  };
  auto half_of = [](const Deck& deck, int half) {
    std::vector<const Card*> cards;
    for (int i = 0; i < kHalfCards; ++i)
      cards.push_back(&deck.cards[static_cast<std::size_t>(half * kHalfCards + i)]);
    return cards;
  };
  if (plan != DeckPlan::Mixed) {
    auto deck = MakeDeck(
        plan == DeckPlan::SingleDigits ? DeckKind::SingleDigits : DeckKind::DoubleDigits, seed);
    if (!deck) return MakeUnexpected(deck.error());
    return faces_of(*deck, half_of(*deck, round <= 2 ? 0 : 1));
  }
  auto single = MakeDeck(DeckKind::SingleDigits, seed);
  if (!single) return MakeUnexpected(single.error());
  auto double_digits = MakeDeck(DeckKind::DoubleDigits, seed);
  if (!double_digits) return MakeUnexpected(double_digits.error());
  // "Special Instructions": round 1 Single Digits, round 2 Double Digits (a fresh half, so its
  // red sides), rounds 3 and 4 a combination of the second halves.
  if (round == 1) return faces_of(*single, half_of(*single, 0));
  if (round == 2) {
    std::vector<Face> faces = faces_of(*double_digits, half_of(*double_digits, 0));
    for (Face& face : faces) {
      face.side = Side::Red;
      face.face = double_digits->cards[static_cast<std::size_t>(face.card - 1)].red;
    }
    return faces;
  }
  std::vector<Face> faces;
  for (const Deck* deck : {&*single, &*double_digits}) {
    int taken[3] = {0, 0, 0};
    std::vector<const Card*> cards;
    for (const Card* card : half_of(*deck, 1)) {
      if (taken[card->dots - 1] >= kHalfDots[card->dots - 1] / 2) continue;
      ++taken[card->dots - 1];
      cards.push_back(card);
    }
    std::vector<Face> part = faces_of(*deck, cards);
    faces.insert(faces.end(), part.begin(), part.end());
  }
  Random random(seed ^ kMixedStream);
  Shuffle(faces, random);
  return faces;
}

}  // namespace equations::challenge24
