#include "core/match/scoring.h"

#include <doctest/doctest.h>

using namespace equations;

namespace {

const ChallengeSide C = ChallengeSide::Challenger;
const ChallengeSide M = ChallengeSide::Mover;
const ChallengeSide N = ChallengeSide::None;

Writing W(ChallengeSide side, bool presented = false, bool correct = false) {
  return Writing{side, presented, correct};
}
Writing Right(ChallengeSide side) {
  return W(side, true, true);
}
Writing Wrong(ChallengeSide side) {
  return W(side, true, false);
}

RuleSet Rules(const char* name, const char* division) {
  return FindRuleSet(name, division).value();
}

}  // namespace

TEST_CASE("AGLOA XII-A: three-player match points by place, ties sharing") {
  CHECK(PlacementPoints({30, 20, 10}) == std::vector<int>{6, 4, 2});  // all different
  CHECK(PlacementPoints({10, 30, 30}) == std::vector<int>{2, 5, 5});  // two-way tie for first
  CHECK(PlacementPoints({12, 12, 12}) == std::vector<int>{4, 4, 4});  // three-way tie
  CHECK(PlacementPoints({18, 9, 9}) == std::vector<int>{6, 3, 3});    // two-way tie for second
  CHECK(PlacementPoints({-3, 4, 0}) == std::vector<int>{2, 6, 4});
}

TEST_CASE("AGLOA XII-A and the MLAG chart: two-player match points") {
  CHECK(PlacementPoints({14, 8}) == std::vector<int>{6, 4});
  CHECK(PlacementPoints({8, 14}) == std::vector<int>{4, 6});
  CHECK(PlacementPoints({9, 9}) == std::vector<int>{5, 5});
}

TEST_CASE("ACC averaging: the typical round of the rules divides each total by four games") {
  // Tamika 5, Jared 3, Alex 4, Shaun 2, Kai 4 after four games.
  CHECK(AveragePerGame(5, 4).text == "1.25");
  CHECK(AveragePerGame(3, 4).text == "0.75");
  CHECK(AveragePerGame(4, 4).text == "1.00");
  CHECK(AveragePerGame(2, 4).text == "0.50");
  CHECK(AveragePerGame(5, 4).numerator == 5);
  CHECK(AveragePerGame(5, 4).denominator == 4);
}

TEST_CASE("ACC averaging: Suzie Subtraction's player scoresheet rounds to two places") {
  CHECK(AveragePerGame(3, 3).text == "1.00");  // round 1
  CHECK(AveragePerGame(5, 4).text == "1.25");  // round 2
  CHECK(AveragePerGame(6, 5).text == "1.20");  // round 3
  CHECK(AveragePerGame(2, 3).text == "0.67");  // two thirds, rounded half up
  CHECK(AveragePerGame(0, 0).text == "0.00");  // no game played
}

TEST_CASE("AGLOA X-B after Now: a correct Challenger scores 6, the Mover 2") {
  const RuleSet rules = Rules("agloa", "middle");
  // players: 0 Challenger, 1 Mover, 2 Third Party
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Right(C), W(M), W(N)}) ==
        std::vector<int>{6, 2, 2});
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Right(C), W(M), Right(N)}) ==
        std::vector<int>{6, 2, 4});
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Right(C), W(M), Wrong(N)}) ==
        std::vector<int>{6, 2, 2});
}

TEST_CASE(
    "AGLOA X-B after Now: an incorrect Challenger scores 2 and the Third Party's choice "
    "decides the rest") {
  const RuleSet rules = Rules("agloa", "middle");
  // No Equation from the Third Party: correct with the Mover, 6 (X-B-3).
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Wrong(C), W(M), W(N)}) ==
        std::vector<int>{2, 6, 6});
  // A correct Third Party Equation: 6, and the Mover is no longer correct (X-A-2).
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Wrong(C), W(M), Right(N)}) ==
        std::vector<int>{2, 2, 6});
  // A Challenger who presents nothing is not correct.
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {W(C), W(M)}) == std::vector<int>{2, 6});
}

TEST_CASE("AGLOA X-B after Impossible: the Mover must write; the Third Party scores 6 or 4") {
  const RuleSet rules = Rules("agloa", "senior");
  // players: 0 Mover, 1 Challenger, 2 Third Party
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 1, 0, {Right(M), W(C), W(N)}) ==
        std::vector<int>{6, 2, 2});
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 1, 0, {Wrong(M), W(C), W(N)}) ==
        std::vector<int>{2, 6, 4});
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 1, 0, {Wrong(M), W(C), Right(N)}) ==
        std::vector<int>{2, 2, 6});
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 1, 0, {Right(M), W(C), Right(N)}) ==
        std::vector<int>{6, 2, 6});
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 1, 0, {Right(M), W(C), Wrong(N)}) ==
        std::vector<int>{6, 2, 2});
}

TEST_CASE("AGLOA IV-D-2: scoring a challenge of \"no Goal\"") {
  const RuleSet rules = Rules("agloa", "junior");
  // players: 0 Goal-setter (Mover), 1 Challenger, 2 Third Party
  CHECK(ScoreChallenge(rules, Challenge::NoGoal, 1, 0, {W(M), Right(C), W(N)}) ==
        std::vector<int>{2, 6, 2});
  CHECK(ScoreChallenge(rules, Challenge::NoGoal, 1, 0, {W(M), Wrong(C), W(N)}) ==
        std::vector<int>{6, 2, 6});
  CHECK(ScoreChallenge(rules, Challenge::NoGoal, 1, 0, {W(M), Right(C), Right(N)}) ==
        std::vector<int>{2, 6, 4});
  CHECK(ScoreChallenge(rules, Challenge::NoGoal, 1, 0, {W(M), Wrong(C), Right(N)}) ==
        std::vector<int>{2, 2, 6});
  CHECK(ScoreChallenge(rules, Challenge::NoGoal, 1, 0, {W(M), Wrong(C), Wrong(N)}) ==
        std::vector<int>{6, 2, 2});
}

TEST_CASE("AGLOA X-C and XI-B-2: after the last cube and at the end of a round, 4 or 2") {
  const RuleSet rules = Rules("agloa", "elementary");
  CHECK(ScoreWriteForAll(rules, Challenge::ForceOut, {Right(N), Wrong(N), W(N)}) ==
        std::vector<int>{4, 2, 2});
  CHECK(ScoreWriteForAll(rules, Challenge::Cleanup, {W(N), Right(N)}) == std::vector<int>{2, 4});
}

TEST_CASE("MLAG scoring: a Joiner with the Challenger scores 4, with the Mover 6, wrong 2") {
  const RuleSet rules = Rules("mlag", "middle");
  // Now, players 0 Challenger, 1 Mover, 2 Joiner with the Challenger who also writes.
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Right(C), W(M), Right(C)}) ==
        std::vector<int>{6, 2, 4});
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Wrong(C), W(M), Wrong(C)}) ==
        std::vector<int>{2, 6, 2});
  // Now, the Joiner agrees with the Mover and writes nothing.
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Wrong(C), W(M), W(M)}) ==
        std::vector<int>{2, 6, 6});
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Right(C), W(M), W(M)}) ==
        std::vector<int>{6, 2, 2});
  // Impossible, the Joiner agrees with the Mover and must write.
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 0, 1, {W(C), Right(M), Right(M)}) ==
        std::vector<int>{2, 6, 6});
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 0, 1, {W(C), Wrong(M), W(C)}) ==
        std::vector<int>{6, 2, 4});
  // Last cube: correct 4, incorrect 2.
  CHECK(ScoreWriteForAll(rules, Challenge::ForceOut, {Right(N), Wrong(N), W(N)}) ==
        std::vector<int>{4, 2, 2});
}

TEST_CASE(
    "ACC A-flub: the Challenger's side has the burden of proof; 2 for the Challenger, 1 "
    "for each sider") {
  const RuleSet rules = Rules("acc", "6");
  // 0 Challenger, 1 Mover, 2 with the Challenger, 3 with the Mover, 4 with the Challenger (no
  // Equation).
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Right(C), W(M), Right(C), W(M), W(C)}) ==
        std::vector<int>{2, 0, 1, 0, 0});
  // Nobody sustains the burden: the Mover and those who declared for the Mover score.
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Wrong(C), W(M), Wrong(C), W(M), W(C)}) ==
        std::vector<int>{0, 1, 0, 1, 0});
  // A sider alone sustaining the burden scores; the Challenger without a valid Equation does not.
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Wrong(C), W(M), Right(C), W(M), W(C)}) ==
        std::vector<int>{0, 0, 1, 0, 0});
}

TEST_CASE("ACC P-flub: the Mover's side has the burden of proof") {
  const RuleSet rules = Rules("acc", "4");
  // 0 Mover, 1 Challenger, 2 with the Mover, 3 with the Challenger
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 1, 0, {Right(M), W(C), Right(M), W(C)}) ==
        std::vector<int>{1, 0, 1, 0});
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 1, 0, {Wrong(M), W(C), W(M), W(C)}) ==
        std::vector<int>{0, 2, 0, 1});
}

TEST_CASE("ACC Force Out and Cleanup: 1 point for a valid Equation, 0 otherwise") {
  const RuleSet rules = Rules("acc", "7-8");
  CHECK(ScoreWriteForAll(rules, Challenge::ForceOut, {Right(N), W(N), Wrong(N)}) ==
        std::vector<int>{1, 0, 0});
  CHECK(ScoreWriteForAll(rules, Challenge::Cleanup, {Right(N), Right(N)}) ==
        std::vector<int>{1, 1});
}

TEST_CASE("the burden of proof: Challenger after Now and no Goal, Mover after Impossible") {
  CHECK(BurdenOfProof(Challenge::Now) == ChallengeSide::Challenger);
  CHECK(BurdenOfProof(Challenge::NoGoal) == ChallengeSide::Challenger);
  CHECK(BurdenOfProof(Challenge::Impossible) == ChallengeSide::Mover);
}

TEST_CASE("ACC: a sider seated before the Challenger scores as a sider, not as the Challenger") {
  const RuleSet rules = Rules("acc", "6");
  // 0 with the Challenger, 1 Mover, 2 with the Mover, 3 Challenger.
  CHECK(ScoreChallenge(rules, Challenge::Now, 3, 1, {Right(C), W(M), W(M), Wrong(C)}) ==
        std::vector<int>{1, 0, 0, 0});
  CHECK(ScoreChallenge(rules, Challenge::Now, 3, 1, {Wrong(C), W(M), W(M), Wrong(C)}) ==
        std::vector<int>{0, 1, 1, 0});
}

TEST_CASE("AGLOA XII-A: a player who did not play scores 0; the others are placed by the table") {
  // Three-player table, one "Did Not Play": the other two take first and second place.
  CHECK(PlacementPoints({7, 12, -6}, {true, true, false}) == std::vector<int>{4, 6, 0});
  CHECK(PlacementPoints({9, 9, 0}, {true, true, false}) == std::vector<int>{5, 5, 0});
  // Two-player table: "First Place Alone 6", "Did Not Play 0".
  CHECK(PlacementPoints({-4, 0}, {true, false}) == std::vector<int>{6, 0});
  // Everyone played: the ordinary table.
  CHECK(PlacementPoints({3, 8, 8}, {true, true, true}) == PlacementPoints({3, 8, 8}));
  CHECK(PlacementPoints({0, 0}, {false, false}) == std::vector<int>{0, 0});
}

TEST_CASE("MLAG scoring chart: every row, and the points split 12 among three, 10 among two") {
  const std::vector<std::vector<int>> three = {{20, 14, 8}, {20, 20, 8}, {20, 8, 8}, {8, 8, 8}};
  const std::vector<std::vector<int>> points = {{6, 4, 2}, {5, 5, 2}, {6, 3, 3}, {4, 4, 4}};
  for (size_t row = 0; row < three.size(); ++row) {
    CAPTURE(row);
    CHECK(PlacementPoints(three[row]) == points[row]);
    int sum = 0;
    for (int p : PlacementPoints(three[row])) sum += p;
    CHECK(sum == 12);
  }
  CHECK(PlacementPoints({15, 9}) == std::vector<int>{6, 4});  // "2 PLAYER GAME"
  CHECK(PlacementPoints({9, 9}) == std::vector<int>{5, 5});   // "2 PLAYER TIE"
}

TEST_CASE("Basic Equations VI, CHALLENGE-SCORING: the Third Party's 6 in cases (a), (b), (c)") {
  const RuleSet rules = Rules("agloa", "middle");
  // (a) a correct Equation after an Impossible challenge (0 Mover, 1 Challenger, 2 Third Party).
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 1, 0, {Wrong(M), W(C), Right(N)})[2] == 6);
  // (b) a correct Equation after Now when the Challenger's is not correct.
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Wrong(C), W(M), Right(N)})[2] == 6);
  // (c) no Equation after Now, and the Challenger's is incorrect.
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Wrong(C), W(M), W(N)})[2] == 6);
  // "Otherwise, a correct Third Party scores 4".
  CHECK(ScoreChallenge(rules, Challenge::Now, 0, 1, {Right(C), W(M), Right(N)})[2] == 4);
  CHECK(ScoreChallenge(rules, Challenge::Impossible, 1, 0, {Wrong(M), W(C), W(N)})[2] == 4);
}

TEST_CASE("AGLOA VI-B: simultaneous Challengers are both Challengers, each scored alone") {
  const RuleSet rules = Rules("agloa", "junior");
  // Now against 1 by 0 and 2: each must write; a correct one scores 6 (X-B-2).
  CHECK(ScoreChallenge(rules, Challenge::Now, {0, 2}, 1, {Right(C), W(M), Wrong(C)}) ==
        std::vector<int>{6, 2, 2});
  CHECK(ScoreChallenge(rules, Challenge::Now, {0, 2}, 1, {Right(C), W(M), Right(C)}) ==
        std::vector<int>{6, 2, 6});
  CHECK(ScoreChallenge(rules, Challenge::Now, {0, 2}, 1, {Wrong(C), W(M), W(C)}) ==
        std::vector<int>{2, 6, 2});
  // Impossible against 0 by 1 and 2: the Mover writes; if incorrect both Challengers score 6.
  CHECK(ScoreChallenge(rules, Challenge::Impossible, {1, 2}, 0, {Wrong(M), W(C), W(C)}) ==
        std::vector<int>{2, 6, 6});
  CHECK(ScoreChallenge(rules, Challenge::Impossible, {1, 2}, 0, {Right(M), W(C), W(C)}) ==
        std::vector<int>{6, 2, 2});
  // One Challenger in the list is the ordinary challenge.
  CHECK(ScoreChallenge(rules, Challenge::Now, std::vector<int>{0}, 1, {Right(C), W(M), Right(N)}) ==
        ScoreChallenge(rules, Challenge::Now, 0, 1, {Right(C), W(M), Right(N)}));
}

TEST_CASE("ACC Challenges: after simultaneous calls all who declare for the challenge score 1") {
  const RuleSet rules = Rules("acc", "6");
  // 0 and 2 called together against 1; 2 then sided with the Mover; 3 with the Challenger.
  CHECK(ScoreChallenge(rules, Challenge::Now, {0, 2}, 1, {Right(C), W(M), W(M), Right(C)}) ==
        std::vector<int>{1, 0, 0, 1});
  // The single Challenger's 2 points are not given to anyone.
  CHECK(ScoreChallenge(rules, Challenge::Now, {0, 2}, 1, {Right(C), W(M), Right(C), W(M)}) ==
        std::vector<int>{1, 0, 1, 0});
  // Nobody sustains the burden: the Mover and those with the Mover score 1.
  CHECK(ScoreChallenge(rules, Challenge::Now, {0, 2}, 1, {Wrong(C), W(M), W(M), W(C)}) ==
        std::vector<int>{0, 1, 1, 0});
}
