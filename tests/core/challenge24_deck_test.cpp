// The seeded 24 Challenge decks (core/challenge24/deck.h) and the `deck` request
// (core/api/request.h), against the rules' "ROUND 1" to "FINAL ROUND 4" and "Special
// Instructions".
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "core/api/request.h"
#include "core/challenge24/deck.h"

using namespace equations;
using namespace equations::challenge24;

namespace {

void CheckDeck(const Deck& deck) {
  REQUIRE(deck.cards.size() == kDeckCards);
  std::set<FaceNumbers> sides;
  int dots[2][4] = {};
  for (std::size_t i = 0; i < deck.cards.size(); ++i) {
    const Card& card = deck.cards[i];
    CAPTURE(card.number);
    CHECK(card.number == static_cast<int>(i) + 1);
    ++dots[i < kHalfCards ? 0 : 1][card.dots];
    for (const CardSide* side : {&card.red, &card.white}) {
      FaceAnalysis analysis = AnalyzeFace(side->numbers);
      CHECK(analysis.dots == card.dots);  // both sides carry the card's dots
      CHECK(static_cast<int>(analysis.solutions.size()) == side->solutions);
      for (int number : side->numbers) {
        CHECK(number >= 1);
        CHECK(number <= (deck.kind == DeckKind::SingleDigits ? 9 : 24));
      }
      FaceNumbers sorted = side->numbers;
      std::sort(sorted.begin(), sorted.end());
      CHECK(sides.insert(sorted).second);  // no side twice
    }
  }
  // ROUND 1: "12 one point, 24 two point and 12 three point cards" in each half.
  for (const auto& half : dots) {
    CHECK(half[1] == 12);
    CHECK(half[2] == 24);
    CHECK(half[3] == 12);
  }
}

}  // namespace

TEST_CASE("a Single Digits deck: 96 solvable cards, two sides, 12/24/12 dots a half") {
  auto deck = MakeDeck(DeckKind::SingleDigits, 7);
  REQUIRE(deck);
  CheckDeck(*deck);
}

TEST_CASE("a Double Digits deck mixes one- and two-digit numbers up to 24") {
  auto deck = MakeDeck(DeckKind::DoubleDigits, 7);
  REQUIRE(deck);
  CheckDeck(*deck);
  for (const Card& card : deck->cards) {
    CHECK(std::any_of(card.red.numbers.begin(), card.red.numbers.end(),
                      [](int n) { return n >= 10; }));
    CHECK(std::any_of(card.red.numbers.begin(), card.red.numbers.end(),
                      [](int n) { return n < 10; }));
  }
}

TEST_CASE("one seed makes one deck; another seed another") {
  auto a = MakeDeck(DeckKind::SingleDigits, 3);
  auto b = MakeDeck(DeckKind::SingleDigits, 3);
  auto c = MakeDeck(DeckKind::SingleDigits, 4);
  REQUIRE((a && b && c));
  CHECK(a->cards[0].red.numbers == b->cards[0].red.numbers);
  CHECK(a->cards[95].white.numbers == b->cards[95].white.numbers);
  bool differ = false;
  for (int i = 0; i < kDeckCards; ++i)
    differ = differ || a->cards[static_cast<std::size_t>(i)].red.numbers !=
                           c->cards[static_cast<std::size_t>(i)].red.numbers;
  CHECK(differ);
}

TEST_CASE("rounds 1 and 2 play the first half's red then white sides, rounds 3 and 4 the second") {
  auto deck = MakeDeck(DeckKind::SingleDigits, 11);
  REQUIRE(deck);
  for (int round = 1; round <= 4; ++round) {
    auto faces = RoundFaces(DeckPlan::SingleDigits, 11, round);
    REQUIRE(faces);
    REQUIRE(faces->size() == kHalfCards);
    for (std::size_t i = 0; i < faces->size(); ++i) {
      const challenge24::Face& face = (*faces)[i];
      const Card& card = deck->cards[(round <= 2 ? 0 : kHalfCards) + i];
      CHECK(face.card == card.number);
      CHECK(face.side == (round % 2 == 1 ? Side::Red : Side::White));
      CHECK(face.face.numbers == card.side(face.side).numbers);
    }
  }
  CHECK(RoundFaces(DeckPlan::SingleDigits, 11, 5).error() ==
        "round 5: a tournament has rounds 1 to 4");
}

TEST_CASE("Special Instructions: Single Digits, Double Digits, then a combination") {
  for (int round = 1; round <= 4; ++round) {
    auto faces = RoundFaces(DeckPlan::Mixed, 5, round);
    REQUIRE(faces);
    REQUIRE(faces->size() == kHalfCards);
    int kinds[2] = {0, 0};
    int dots[4] = {};
    for (const challenge24::Face& face : *faces) {
      ++kinds[face.kind == DeckKind::SingleDigits ? 0 : 1];
      ++dots[face.dots];
      CHECK(AnalyzeFace(face.face.numbers).dots == face.dots);
    }
    CAPTURE(round);
    CHECK(kinds[0] == (round == 1 ? 48 : round == 2 ? 0 : 24));
    CHECK(dots[1] == 12);
    CHECK(dots[2] == 24);
    CHECK(dots[3] == 12);
  }
}

TEST_CASE("the deck request lists 192 faces in deck order and refuses bad fields by name") {
  RequestAnswer answer = AnswerRequest("deck", R"({"deck":"single-digits","seed":1})");
  REQUIRE(answer.exit_code == 0);
  const Json* faces = answer.answer.Find("faces");
  REQUIRE(faces != nullptr);
  REQUIRE(faces->AsArray().size() == 192);
  const Json& first = faces->AsArray()[0];
  CHECK(first.Find("side")->AsString() == "red");
  CHECK(first.Find("round")->AsInteger() == 1);
  CHECK(first.Find("numbers")->AsArray().size() == 4);
  CHECK(faces->AsArray()[48].Find("side")->AsString() == "white");
  CHECK(faces->AsArray()[48].Find("card")->AsInteger() == first.Find("card")->AsInteger());
  CHECK(faces->AsArray()[96].Find("round")->AsInteger() == 3);

  auto error = [](const char* request) {
    RequestAnswer refused = AnswerRequest("deck", request);
    CHECK(refused.exit_code == 2);
    return refused.answer.Find("error")->AsString();
  };
  CHECK(error(R"({"deck":"triple-digits","seed":1})") ==
        "field \"deck\" must be \"single-digits\", \"double-digits\" or \"mixed\", not "
        "\"triple-digits\"");
  CHECK(error(R"({"deck":"single-digits","seed":-1})") ==
        "field \"seed\" must be from 0 to 9223372036854775807, not -1");
  CHECK(error(R"({"deck":"single-digits","seed":"1"})") ==
        "field \"seed\" must be an integer, not a string");
  CHECK(error(R"({"deck":"single-digits"})") == "missing field \"seed\" for the deck command");
  CHECK(error(R"({"deck":"single-digits","seed":1,"cards":3})").find("unknown field \"cards\"") ==
        0);
}
