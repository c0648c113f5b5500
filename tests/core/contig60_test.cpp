// Contig 60 with the app as the Monitor (core/contig60/game.h), rule by rule of
// /work/shared/rules/math-pentathlon-division-iii-highlights.md, "CONTIG 60 Tournament Highlights"
// and the Common Rules; our own rulings are docs/rulings.md, "Contig 60".
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/contig60/board.h"
#include "core/contig60/game.h"
#include "core/contig60/game_state.h"
#include "tests/core/pentathlon_support.h"

using namespace equations;
using equations::pentathlon::Do;
using equations::pentathlon::Refusal;
using namespace equations::contig60;

namespace {

Game NewGame(Config config = {}) {
  auto game = Game::Create(config);
  REQUIRE(game);
  return *game;
}

std::string P(int player) {
  return "p" + std::to_string(player);
}

// A game after the toss, with the dice of the player to roll.
Game Started(std::uint64_t seed = 1) {
  Config config;
  config.seed = seed;
  Game game = NewGame(config);
  Do(game, "toss");
  return game;
}

// Rolls and plays a correct turn: record, announce, place, announce the total, pass. Returns the
// number covered, or -1 when no empty space could be made (the turn passes).
int CorrectTurn(Game& game) {
  const std::string me = P(game.monitor().flag_card());
  Do(game, me + " roll");
  Do(game, me + " record");
  for (const auto& [number, sentence] : ReachableNumbers(game.turn().dice)) {
    if (game.position().owner[static_cast<std::size_t>(SpaceOf(number))] >= 0) continue;
    Do(game, me + " announce \"" + sentence + "\"");
    Do(game, me + " place " + std::to_string(number));
    Do(game, me + " total " + std::to_string(game.position().scores[game.monitor().flag_card()]));
    Do(game, me + " pass");
    return number;
  }
  Do(game, me + " pass");
  return -1;
}

}  // namespace

TEST_CASE("the board holds the 49 numbers from 1 to 60 three dice can make, each makeable") {
  std::set<int> made;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b)
      for (int c = 1; c <= 6; ++c)
        for (const auto& [number, sentence] : ReachableNumbers({a, b, c})) {
          CHECK_FALSE(SentenceFault(sentence, {a, b, c}, number));
          made.insert(number);
        }
  CHECK(made.size() == static_cast<std::size_t>(kSpaces));
  CHECK(SpaceOf(43) == -1);  // no roll makes 43
  CHECK(SpaceOf(60) == kSpaces - 1);
}

TEST_CASE("ORDER OF OPERATIONS: 3 plus 5 times 4 is 23; 32 needs the steps 3+5=8, 8x4=32") {
  CHECK_FALSE(SentenceFault("3+5x4", {3, 5, 4}, 23));
  CHECK(*SentenceFault("3+5x4", {3, 5, 4}, 32) == "the number sentence makes 23, not 32");
  CHECK_FALSE(SentenceFault("(3+5)x4", {3, 5, 4}, 32));
  CHECK(SentenceFault("3+5", {3, 5, 4}, 8)->find("each of the three dice once") !=
        std::string::npos);
  CHECK(SentenceFault("6÷(2-2)", {6, 2, 2}, 1)->find("divides by zero") != std::string::npos);
  CHECK(*SentenceFault("5÷2x3", {5, 2, 3}, 7) == "the number sentence makes 15/2, not 7");
}

TEST_CASE("START: the player with the lower toss receives the Scoring Flag Card and begins") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Game game = Started(seed);
    CAPTURE(seed);
    const auto& tosses = game.tosses();
    CHECK(tosses[0] != tosses[1]);
    CHECK(game.monitor().flag_card() == (tosses[0] < tosses[1] ? 0 : 1));
    CHECK(game.phase() == Phase::Turn);
  }
}

TEST_CASE("FLAG CARD: only the holder takes a turn") {
  Game game = Started();
  const int other = 1 - game.monitor().flag_card();
  CHECK(Refusal(game, P(other) + " roll") == P(other) + " does not hold the Scoring Flag Card");
}

TEST_CASE("a correct turn subtracts 1 plus each touching chip and passes the flag card") {
  Game game = Started();
  const int first = game.monitor().flag_card();
  const int number = CorrectTurn(game);
  REQUIRE(number > 0);
  CHECK(game.position().scores[first] == 29);  // the first chip touches none
  CHECK(game.position().chips[first] == 19);
  CHECK(game.monitor().flag_card() == 1 - first);
  // A challenge of a correct turn is Incorrect: an "I" and the loss of the challenger's turn.
  Do(game, P(1 - first) + " challenge");
  CHECK(game.monitor().challenges(1 - first) == std::vector<std::string>{"I"});
  CHECK(game.monitor().flag_card() == first);
}

TEST_CASE("PIECE LAID IS PLAYED: a placed chip is not placed again") {
  Game game = Started();
  const std::string me = P(game.monitor().flag_card());
  Do(game, me + " roll");
  const auto reachable = ReachableNumbers(game.turn().dice);
  REQUIRE(reachable.size() >= 2);
  Do(game, me + " place " + std::to_string(reachable.begin()->first));
  CHECK(Refusal(game, me + " place " + std::to_string(reachable.rbegin()->first)) ==
        "piece laid is played: a chip was placed already");
}

TEST_CASE(
    "CORRECT: a wrong sentence restores the prior state, -2 for the challenger, who may "
    "use the opponent's roll") {
  Game game = Started();
  const int first = game.monitor().flag_card();
  const int second = 1 - first;
  const std::string me = P(first);
  Do(game, me + " roll");
  Do(game, me + " record");
  const Dice dice = game.turn().dice;
  const int number = ReachableNumbers(dice).begin()->first;
  Do(game, me + " announce \"1+1+1+1+1+1+1\"");  // not the dice
  Do(game, me + " place " + std::to_string(number));
  Do(game, me + " total 29");
  Do(game, me + " pass");
  CHECK(game.position().chips[first] == 19);
  Do(game, P(second) + " challenge");
  CHECK(game.monitor().challenges(second) == std::vector<std::string>{"C"});
  CHECK(game.position().chips[first] == 20);  // the chip is taken back
  CHECK(game.position().scores[first] == 30);
  CHECK(game.position().scores[second] == 28);  // "challenger subtracts 2 points"
  CHECK(game.monitor().flag_card() == second);  // "challenger begins a turn"
  REQUIRE(game.offered_roll());
  Do(game, P(second) + " use-roll");
  CHECK(game.turn().dice == dice);
}

TEST_CASE("RECORDING, ANNOUNCING AND CHIP PLACEMENT: all three, and the new Running Score") {
  SUBCASE("the roll not recorded") {
    Game game = Started(3);
    const int first = game.monitor().flag_card();
    Do(game, P(first) + " roll");
    const auto [number, sentence] = *ReachableNumbers(game.turn().dice).begin();
    Do(game, P(first) + " announce \"" + sentence + "\"");
    Do(game, P(first) + " place " + std::to_string(number));
    Do(game, P(first) + " total 29");
    Do(game, P(first) + " pass");
    CHECK(game.Faults(*game.last_turn()) ==
          std::vector<std::string>{"the roll was not recorded on the Scoring Flag Card"});
  }
  SUBCASE("the Running Score not announced") {
    Game game = Started(4);
    const int first = game.monitor().flag_card();
    Do(game, P(first) + " roll");
    Do(game, P(first) + " record");
    const auto [number, sentence] = *ReachableNumbers(game.turn().dice).begin();
    Do(game, P(first) + " announce \"" + sentence + "\"");
    Do(game, P(first) + " place " + std::to_string(number));
    Do(game, P(first) + " pass");
    CHECK(game.Faults(*game.last_turn()) ==
          std::vector<std::string>{"the new Running Score was not announced"});
  }
}

TEST_CASE("CAPTURING A PASS: announce capture before rolling; twice the score is subtracted") {
  Game game = Started(5);
  const int first = game.monitor().flag_card();
  const int second = 1 - first;
  Do(game, P(first) + " roll");
  const Dice dice = game.turn().dice;
  Do(game, P(first) + " pass");  // without placing a chip
  Do(game, P(second) + " capture");
  CHECK(game.phase() == Phase::Capture);
  CHECK(Refusal(game, P(second) + " roll") ==
        "the captured pass places its chip before the regular turn");
  const auto [number, sentence] = *ReachableNumbers(dice).begin();
  Do(game, P(second) + " place " + std::to_string(number));  // steps 2 and 3 in any order
  Do(game, P(second) + " announce \"" + sentence + "\"");
  CHECK(game.position().scores[second] == 28);  // 2 x (1 point)
  Do(game, P(second) + " roll");                // step 4: a regular turn
  CHECK(game.phase() == Phase::Rolled);
  // The captured pass is challenged before the regular turn is complete: Incorrect, so the
  // challenger loses the next turn.
  Do(game, P(first) + " challenge");
  CHECK(game.monitor().challenges(first) == std::vector<std::string>{"I"});
  Do(game, P(second) + " pass");
  CHECK(game.monitor().flag_card() == second);
}

TEST_CASE("a wrong capture, challenged, is restored and the challenger begins") {
  Game game = Started(6);
  const int first = game.monitor().flag_card();
  const int second = 1 - first;
  Do(game, P(first) + " roll");
  Do(game, P(first) + " pass");
  Do(game, P(second) + " capture");
  const int number = ReachableNumbers(game.turn().captured_dice).begin()->first;
  Do(game, P(second) + " announce \"6x6x6\"");
  Do(game, P(second) + " place " + std::to_string(number));
  Do(game, P(first) + " challenge");
  CHECK(game.monitor().challenges(first) == std::vector<std::string>{"C"});
  CHECK(game.position().scores[second] == 30);
  CHECK(game.position().scores[first] == 28);
  CHECK(game.monitor().flag_card() == first);
}

TEST_CASE(
    "INAPPROPRIATE: a challenge at the wrong time is an IA without loss of turn; three "
    "I or IA lose") {
  Game game = Started();
  const int first = game.monitor().flag_card();
  const int second = 1 - first;
  Do(game, P(second) + " challenge");  // nothing to challenge yet
  CHECK(game.monitor().challenges(second) == std::vector<std::string>{"IA"});
  CHECK(game.monitor().flag_card() == first);
  Do(game, P(second) + " challenge");
  Do(game, P(second) + " challenge");
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == first);
  CHECK(pentathlon::TournamentPoints(game.outcome()) ==
        (first == 0 ? std::vector<int>{3, 1} : std::vector<int>{1, 3}));
}

TEST_CASE("ONE MINUTE TURNS: a reminder at a minute, the turn forfeited, the game on the third") {
  Game game = Started();
  const int first = game.monitor().flag_card();
  Do(game, P(first) + " roll @30000");
  Do(game, "clock @60000");
  CHECK(game.monitor().violations(first) == 0);  // a minute exactly is in time
  Do(game, "clock @60001");
  CHECK(game.monitor().violations(first) == 1);
  CHECK(game.monitor().flag_card() == first);
  Do(game, "clock @70001");  // not taken at once: the turn is forfeited
  CHECK(game.monitor().flag_card() == 1 - first);
  CHECK(game.last_turn()->forfeited);
  CHECK_FALSE(game.IsTerminal());
  // The opponent passes at once; two more violations of the first player forfeit the game.
  Do(game, P(1 - first) + " pass @70001");
  Do(game, "clock @131000");
  CHECK(game.monitor().violations(first) == 2);
  Do(game, P(first) + " pass @131000");
  Do(game, P(1 - first) + " pass @131000");
  Do(game, "clock @192000");
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == 1 - first);
}

TEST_CASE("GAME TIME LIMIT: after time, both complete a turn; 2 or less apart is a tie") {
  Config config;
  config.seed = 1;
  config.minutes = 1;
  Game game = NewGame(config);
  Do(game, "toss");
  const int first = game.monitor().flag_card();
  Do(game, P(first) + " pass @50000");
  Do(game, P(1 - first) + " pass @55000");
  Do(game, P(first) + " pass @60001");  // time was called during this turn
  CHECK_FALSE(game.IsTerminal());
  Do(game, P(1 - first) + " pass @60002");
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == -1);
  CHECK(pentathlon::TournamentPoints(game.outcome()) == std::vector<int>{2, 2});
}

TEST_CASE("a Running Score below zero is announced with a minus sign") {
  Config config;
  config.seed = 9;
  config.start_score = 1;
  Game game = NewGame(config);
  Do(game, "toss");
  const std::string me = P(game.monitor().flag_card());
  Do(game, me + " roll");
  Do(game, me + " total -3");
  CHECK(game.turn().total == -3);
  CHECK(Refusal(game, me + " total --3") == "total takes a whole number");
}

TEST_CASE("Scoring 0 or Less: a Running Score of 0 against 1 ends the game in a tie") {
  Config config;
  config.seed = 9;
  config.start_score = 1;
  Game game = NewGame(config);
  Do(game, "toss");
  const int first = game.monitor().flag_card();
  CHECK(CorrectTurn(game) > 0);  // the Running Score reaches 0; the opponent's is 1
  // The game ends at the turn's end with a score of 0 or less: 0 against 1 is a tie.
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == -1);
  (void)first;
}

TEST_CASE("CHALLENGING A DECLARED WIN: a win not reached is granted to the challenger") {
  Game game = Started();
  const int first = game.monitor().flag_card();
  Do(game, P(first) + " win");
  Do(game, P(1 - first) + " challenge");
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == 1 - first);
}

TEST_CASE("a declared win not challenged within 10 seconds stands, with no violation") {
  Game game = Started();
  const int first = game.monitor().flag_card();
  Do(game, P(first) + " win @59000");
  Do(game, "clock @69000");
  CHECK_FALSE(game.IsTerminal());  // 10 s exactly is in time
  Do(game, "clock @69001");
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == first);
  CHECK(game.monitor().violations(first) == 0);
}

TEST_CASE("Depletion of Chips: a player without chips at the beginning of a turn ends the game") {
  Config config;
  config.seed = 2;
  config.chips = 5;
  Game game = NewGame(config);
  Do(game, "toss");
  for (int turn = 0; turn < 200 && !game.IsTerminal(); ++turn) CorrectTurn(game);
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->reason.find("has no chips to play") != std::string::npos);
}

TEST_CASE("the config: seed, start_score, chips and minutes, each checked") {
  auto error_of = [](std::string_view text) {
    auto json = ParseJson(text);
    REQUIRE(json);
    auto created = CreateGameState(*json);
    REQUIRE_FALSE(created);
    return created.error();
  };
  CHECK(error_of(R"({"dice":4})") ==
        "unknown field \"dice\" (a Contig 60 config has seed, start_score, chips, minutes)");
  CHECK(error_of(R"({"chips":25})") == "\"chips\" must be a whole number from 5 to 24");
  CHECK(error_of(R"({"start_score":0})") == "\"start_score\" must be a whole number from 1 to 200");
  auto json = ParseJson(R"({"seed":3,"start_score":40,"chips":10,"minutes":20})");
  REQUIRE(json);
  auto created = CreateGameState(*json);
  REQUIRE(created);
  CHECK(WriteJson((*created)->Config()) ==
        R"({"seed":3,"start_score":40,"chips":10,"minutes":20})");
  CHECK(std::string(Help()).find("our own arrangement") != std::string::npos);
}
