// Queens & Guards with the app as the Monitor (core/queens_guards/game.h), rule by rule of
// /work/shared/rules/math-pentathlon-division-iii-highlights.md, "QUEENS & GUARDS Tournament
// Highlights" and its TRAP CLARIFICATION; our own rulings are docs/rulings.md, "Queens & Guards".
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/queens_guards/board.h"
#include "core/queens_guards/game.h"
#include "core/queens_guards/game_state.h"
#include "tests/core/pentathlon_support.h"

using namespace equations;
using equations::pentathlon::Do;
using equations::pentathlon::Refusal;
using namespace equations::queens_guards;

namespace {

constexpr int kA = 0;  // the player who begins in the positions below
constexpr int kB = 1;
constexpr int kQueen = 0;

int Holder(int player, int piece) {
  return player * kPieces + piece;
}

// A position with the pieces named on their spaces and every other piece spread round the
// outermost band with a space between any two, so that none of them is in or near a trap, and
// off the Start Positions.
Spaces Position(const std::vector<std::pair<int, int>>& placed) {
  Spaces spaces;
  spaces.fill(-1);
  std::set<int> holders;
  for (const auto& [space, holder] : placed) {
    spaces[static_cast<std::size_t>(space)] = holder;
    holders.insert(holder);
  }
  int next = kSpaces - 6 * kRings + 1;  // the band's second space: never a Start Position
  for (int holder = 0; holder < 2 * kPieces; ++holder) {
    if (holders.count(holder)) continue;
    if (next == QueenStart(0) || next == QueenStart(1)) ++next;
    REQUIRE(next < kSpaces);
    spaces[static_cast<std::size_t>(next)] = holder;
    next += 2;
  }
  return spaces;
}

Game FromPosition(const Spaces& spaces, int first = kA, int minutes = 30) {
  Config config;
  config.minutes = minutes;
  auto game = Game::FromPosition(config, spaces, first);
  REQUIRE_MESSAGE(game.has_value(), (game ? std::string() : game.error()));
  return *game;
}

std::string Move(int player, int from, int to) {
  return "p" + std::to_string(player) + " move " + std::to_string(from) + " " + std::to_string(to);
}

std::vector<std::string> MovesListed(const Game& game) {
  std::vector<std::string> moves;
  for (const pentathlon::Action& action : game.LegalActions())
    if (action.verb == "move") moves.push_back(action.words[0] + " " + action.words[1]);
  return moves;
}

// Spaces of ring 2 on one straight side: left, middle, right; `outside` is in ring 3 next to
// `right`; `next_out` are the middle's neighbours in ring 3.
const int kLeft = SpaceAt(-2, 2);
const int kMiddle = SpaceAt(-1, 2);
const int kRight = SpaceAt(0, 2);
const int kOutside = SpaceAt(1, 2);

}  // namespace

TEST_CASE("the Agon board: 91 hexagons in rings of 6, 12, 18, 24 and 30 round the Throne") {
  std::vector<int> per_ring(kRings + 1, 0);
  for (int space = 0; space < kSpaces; ++space) {
    ++per_ring[static_cast<std::size_t>(RingOf(space))];
    CHECK(SpaceAt(HexOf(space).q, HexOf(space).r) == space);
  }
  CHECK(kSpaces == 91);
  CHECK(per_ring == std::vector<int>{1, 6, 12, 18, 24, 30});
  CHECK(Adjacent(kThrone).size() == 6);
  CHECK(RingOf(kLeft) == 2);
  CHECK(RingOf(kMiddle) == 2);
  CHECK(RingOf(kRight) == 2);
  CHECK(RingOf(kOutside) == 3);
}

TEST_CASE("START: the Queens on opposite corners of the outermost band, guards alternating") {
  auto game = Game::Create({});
  REQUIRE(game);
  for (int player = 0; player < 2; ++player) {
    const auto start = StartPosition(player);
    CHECK(start[0] == QueenStart(player));
    for (int space : start) {
      CHECK(RingOf(space) == kRings);
      CHECK(OwnerOf(game->spaces()[static_cast<std::size_t>(space)]) == player);
      CHECK_FALSE(Trapped(game->spaces(), space));
    }
    CHECK(Adjacent(QueenStart(player)).size() == 3);  // a corner
  }
  // The Queens face each other across the Throne.
  CHECK(HexOf(QueenStart(0)).q == -HexOf(QueenStart(1)).q);
  CHECK(HexOf(QueenStart(0)).r == -HexOf(QueenStart(1)).r);
  // "Player who has starting color receives the flag card and play begins."
  std::set<int> beginners;
  for (std::uint64_t seed = 0; seed < 16; ++seed) {
    Config config;
    config.seed = seed;
    auto tossed = Game::Create(config);
    REQUIRE(tossed);
    REQUIRE_FALSE(tossed->Apply(*pentathlon::ParseAction("toss", 0)));
    CHECK(tossed->monitor().flag_card() == tossed->beginner());
    beginners.insert(tossed->beginner());
  }
  CHECK(beginners.size() == 2);
}

TEST_CASE("moves: one space sideways or inwards; only the Queen takes the Throne") {
  const int guard_space = SpaceAt(0, 1);  // ring 1, next to the Throne
  Game game = FromPosition(Position({{guard_space, Holder(kA, 1)}}));
  const std::vector<int> moves = game.Moves(guard_space);
  CHECK(std::find(moves.begin(), moves.end(), kThrone) == moves.end());
  for (int to : moves) CHECK(RingOf(to) <= 1);
  CHECK(moves.size() == 2);  // the two ring-1 neighbours
  // MOVE-IT USE-IT & LAID IS PLAYED: one move, not repositioned.
  Do(game, Move(kA, guard_space, moves[0]));
  CHECK(Refusal(game, Move(kA, moves[0], guard_space)) ==
        "a piece moved and released may not be repositioned");
}

TEST_CASE("a Queen on the Throne surrounded by her 6 guards wins: 3 points, 1 for the loser") {
  std::vector<std::pair<int, int>> placed = {{kThrone, Holder(kA, kQueen)}};
  const std::vector<int> ring1 = Adjacent(kThrone);
  for (int i = 0; i < 5; ++i)
    placed.push_back({ring1[static_cast<std::size_t>(i)], Holder(kA, i + 1)});
  const int last = ring1[5];
  int from = -1;
  for (int space : Adjacent(last))
    if (RingOf(space) == 2) from = space;
  placed.push_back({from, Holder(kA, 6)});
  Game game = FromPosition(Position(placed));
  Do(game, Move(kA, from, last));
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == kA);
  CHECK(pentathlon::TournamentPoints(game.outcome()) == std::vector<int>{3, 1});
}

TEST_CASE("a TIE when all 6 guards are around the centre without the Queen") {
  std::vector<std::pair<int, int>> placed;
  const std::vector<int> ring1 = Adjacent(kThrone);
  for (int i = 0; i < 5; ++i)
    placed.push_back({ring1[static_cast<std::size_t>(i)], Holder(kA, i + 1)});
  int from = -1;
  for (int space : Adjacent(ring1[5]))
    if (RingOf(space) == 2) from = space;
  placed.push_back({from, Holder(kA, 6)});
  Game game = FromPosition(Position(placed));
  Do(game, Move(kA, from, ring1[5]));
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == -1);
  CHECK(pentathlon::TournamentPoints(game.outcome()) == std::vector<int>{2, 2});
}

TEST_CASE("TRAPS a): Trap said after forming it; the opponent moves the guard back one space") {
  Game game = FromPosition(
      Position({{kLeft, Holder(kA, 1)}, {kMiddle, Holder(kB, 1)}, {kOutside, Holder(kA, 2)}}));
  Do(game, Move(kA, kOutside, kRight));
  CHECK(Trapped(game.spaces(), kMiddle));
  Do(game, "p0 trap");
  Do(game, "p0 pass");
  // Only the trapped guard moves, one ring out.
  const std::vector<std::string> listed = MovesListed(game);
  REQUIRE(listed.size() == 2);
  for (const std::string& move : listed) {
    CHECK(move.rfind(std::to_string(kMiddle) + " ", 0) == 0);
    CHECK(RingOf(std::stoi(move.substr(move.find(' ') + 1))) == 3);
  }
  SUBCASE("moved back: the trap is over") {
    Do(game, Move(kB, kMiddle, std::stoi(listed[0].substr(listed[0].find(' ') + 1))));
    CHECK(game.owed().empty());
    // The trap was said at its construction: saying it again at the next turn's beginning
    // cannot undo the move that answered it (else the opponent stays trapped for ever).
    Do(game, "p1 pass");
    CHECK(Refusal(game, "p0 trap") == "no piece of the opponent is in a trap");
    for (const pentathlon::Action& action : game.LegalActions()) CHECK(action.verb != "trap");
  }
  SUBCASE("another piece moved: a Correct challenge restores the board") {
    const Spaces before = game.spaces();
    int far = -1;
    for (int space = kSpaces - 1; space >= 0 && far < 0; --space)
      if (OwnerOf(game.spaces()[static_cast<std::size_t>(space)]) == kB && space != kMiddle)
        far = space;
    int to = -1;
    for (int next : Adjacent(far))
      if (game.spaces()[static_cast<std::size_t>(next)] < 0 && RingOf(next) == kRings) to = next;
    Do(game, Move(kB, far, to));
    Do(game, "p1 pass");
    Do(game, "p0 challenge");
    CHECK(game.monitor().challenges(kA) == std::vector<std::string>{"C"});
    CHECK(game.spaces() == before);
    CHECK(game.monitor().flag_card() == kA);  // "challenger begins a turn"
  }
}

TEST_CASE("TRAPS b): Trap said at the beginning of the next turn undoes the opponent's last move") {
  Game game = FromPosition(
      Position({{kLeft, Holder(kA, 1)}, {kMiddle, Holder(kB, 1)}, {kOutside, Holder(kA, 2)}}));
  Do(game, Move(kA, kOutside, kRight));
  Do(game, "p0 pass");  // the trap is not announced at its construction
  const Spaces formed = game.spaces();
  // p1 moves a piece of the band; p0 then says Trap before touching a piece.
  int far = -1;
  int to = -1;
  for (int space = kSpaces - 1; space >= 0 && to < 0; --space) {
    if (OwnerOf(formed[static_cast<std::size_t>(space)]) != kB || space == kMiddle) continue;
    for (int next : game.Moves(space))
      if (to < 0) {
        far = space;
        to = next;
      }
  }
  REQUIRE(to >= 0);
  Do(game, Move(kB, far, to));
  Do(game, "p1 pass");
  Do(game, "p0 trap");
  CHECK(game.spaces() == formed);           // "the opponent returns the last piece moved"
  CHECK(game.monitor().flag_card() == kA);  // "and the player completes a turn"
  // p0 completes the turn with a piece of the band; on the subsequent turn p1 "MUST use the turn
  // to move back A trapped piece".
  for (int space = kSpaces - 1; space >= 0; --space)
    if (OwnerOf(game.spaces()[static_cast<std::size_t>(space)]) == kA && RingOf(space) == kRings &&
        !game.Moves(space).empty()) {
      Do(game, Move(kA, space, game.Moves(space)[0]));
      break;
    }
  Do(game, "p0 pass");
  REQUIRE_FALSE(MovesListed(game).empty());
  for (const std::string& move : MovesListed(game))
    CHECK(move.rfind(std::to_string(kMiddle) + " ", 0) == 0);
}

TEST_CASE("TRAPS b) undoing a move away from the centre leaves nothing to relocate") {
  const int inner = SpaceAt(-1, 3);
  const int outward = SpaceAt(-1, 4);
  Game game = FromPosition(Position({{kLeft, Holder(kA, 1)},
                                     {kMiddle, Holder(kB, 1)},
                                     {kOutside, Holder(kA, 2)},
                                     {inner, Holder(kB, 2)}}));
  Do(game, Move(kA, kOutside, kRight));
  Do(game, "p0 pass");  // the trap is not announced at its construction
  Do(game, Move(kB, inner, outward));
  REQUIRE(game.turn().relocatable);
  Do(game, "p1 pass");
  Do(game, "p0 trap");  // the move away from the centre is undone
  CHECK(game.spaces()[static_cast<std::size_t>(inner)] == Holder(kB, 2));
  for (const pentathlon::Action& action : game.LegalActions()) CHECK(action.verb != "relocate");
  int band = -1;
  for (int space = kSpaces - 1; space >= 0 && band < 0; --space)
    if (RingOf(space) == kRings && game.spaces()[static_cast<std::size_t>(space)] < 0 &&
        space != QueenStart(0) && space != QueenStart(1))
      band = space;
  CHECK(Refusal(game, "p0 relocate " + std::to_string(band)) ==
        "the piece p1 moved last no longer stands on space " + std::to_string(outward));
}

TEST_CASE("MULTIPLE TRAPS: a Queen and a guard trapped together, the Queen goes back first") {
  const int guard_space = SpaceAt(1, 1);  // ring 2, on the line through kRight
  const int far_side = SpaceAt(2, 0);
  Game game = FromPosition(Position({{kLeft, Holder(kA, 1)},
                                     {kMiddle, Holder(kB, kQueen)},
                                     {guard_space, Holder(kB, 1)},
                                     {far_side, Holder(kA, 3)},
                                     {kOutside, Holder(kA, 2)}}));
  Do(game, Move(kA, kOutside, kRight));
  CHECK(Trapped(game.spaces(), kMiddle));
  CHECK(Trapped(game.spaces(), guard_space));
  Do(game, "p0 trap");
  Do(game, "p0 pass");
  CHECK(MovesListed(game) ==
        std::vector<std::string>{std::to_string(kMiddle) + " " + std::to_string(QueenStart(kB))});
  Do(game, Move(kB, kMiddle, QueenStart(kB)));  // "QUEEN - moves back to her Start Position"
  Do(game, "p1 pass");
  int a_from = -1;
  int a_to = -1;
  for (int space = kSpaces - 1; space >= 0 && a_to < 0; --space)
    if (OwnerOf(game.spaces()[static_cast<std::size_t>(space)]) == kA && RingOf(space) == kRings)
      for (int next : game.Moves(space))
        if (a_to < 0) {
          a_from = space;
          a_to = next;
        }
  Do(game, Move(kA, a_from, a_to));
  Do(game, "p0 pass");
  for (const std::string& move : MovesListed(game))  // now the guard
    CHECK(move.rfind(std::to_string(guard_space) + " ", 0) == 0);
}

TEST_CASE("a trapped guard that is blocked: the player may move another piece") {
  // The guard in the middle has both ring-3 neighbours taken.
  Game game = FromPosition(Position({{kLeft, Holder(kA, 1)},
                                     {kMiddle, Holder(kB, 1)},
                                     {SpaceAt(-2, 3), Holder(kA, 3)},
                                     {SpaceAt(-1, 3), Holder(kA, 4)},
                                     {kOutside, Holder(kA, 2)}}));
  Do(game, Move(kA, kOutside, kRight));
  Do(game, "p0 trap");
  Do(game, "p0 pass");
  CHECK(game.Moves(kMiddle).empty());
  CHECK(MovesListed(game).size() > 1);
  for (const std::string& move : MovesListed(game))
    CHECK(move.rfind(std::to_string(kMiddle) + " ", 0) != 0);
}

TEST_CASE("MOVING INTO A TRAP or away from the centre: the opponent may relocate the piece") {
  Game game = FromPosition(
      Position({{kLeft, Holder(kB, 1)}, {kRight, Holder(kB, 2)}, {SpaceAt(-1, 3), Holder(kA, 1)}}),
      kA);
  SUBCASE("into a trap") {
    Do(game, Move(kA, SpaceAt(-1, 3), kMiddle));
  }
  SUBCASE("away from the centre") {
    const int outward = SpaceAt(-1, 4);
    REQUIRE(RingOf(outward) == 4);
    Do(game, Move(kA, SpaceAt(-1, 3), outward));
  }
  REQUIRE(game.turn().relocatable);
  Do(game, "p0 pass");
  const int moved = game.last_turn()->to;
  CHECK(Refusal(game, "p1 relocate " + std::to_string(kRight)) ==
        "space " + std::to_string(kRight) + " is not an empty space of the outermost band");
  int target = -1;
  for (int space = kSpaces - 1; space >= 0 && target < 0; --space)
    if (RingOf(space) == kRings && game.spaces()[static_cast<std::size_t>(space)] < 0 &&
        space != QueenStart(0) && space != QueenStart(1))
      target = space;
  Do(game, "p1 relocate " + std::to_string(target));
  CHECK(game.spaces()[static_cast<std::size_t>(target)] == Holder(kA, 1));
  CHECK(game.spaces()[static_cast<std::size_t>(moved)] == -1);
  CHECK(game.monitor().flag_card() == kB);  // "The opponent then completes a regular turn."
  CHECK(Refusal(game, "p1 pass") == "p1 must move a piece before passing the flag card");
}

TEST_CASE("CHALLENGING: Incorrect loses the turn, Inappropriate does not, three of them lose") {
  Game game = FromPosition(Position({}));
  int from = -1;
  int to = -1;
  for (int space = 0; space < kSpaces && to < 0; ++space)
    if (OwnerOf(game.spaces()[static_cast<std::size_t>(space)]) == kA &&
        !game.Moves(space).empty()) {
      from = space;
      to = game.Moves(space)[0];
    }
  Do(game, Move(kA, from, to));
  Do(game, "p0 pass");
  Do(game, "p1 challenge");  // nothing wrong
  CHECK(game.monitor().challenges(kB) == std::vector<std::string>{"I"});
  CHECK(game.monitor().flag_card() == kA);  // "loss of turn"
  Do(game, "p1 challenge");                 // not holding the flag card: the wrong time
  CHECK(game.monitor().challenges(kB) == std::vector<std::string>{"I", "IA"});
  CHECK(game.monitor().flag_card() == kA);
  Do(game, "p1 challenge");
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == kA);
}

TEST_CASE("STATING TRAP AT THE WRONG TIME: the holder moves out and then takes a regular turn") {
  Game game = FromPosition(
      Position({{kLeft, Holder(kA, 1)}, {kMiddle, Holder(kB, 1)}, {kOutside, Holder(kA, 2)}}));
  Do(game, Move(kA, kOutside, kRight));
  Do(game, "p0 pass");
  Do(game, "p0 trap");  // said without the flag card
  const std::vector<std::string> listed = MovesListed(game);
  REQUIRE_FALSE(listed.empty());
  for (const std::string& move : listed) CHECK(move.rfind(std::to_string(kMiddle) + " ", 0) == 0);
  Do(game, Move(kB, kMiddle, std::stoi(listed[0].substr(listed[0].find(' ') + 1))));
  Do(game, "p1 pass");
  CHECK(game.monitor().flag_card() == kB);  // the regular turn
}

TEST_CASE("GAME TIME LIMIT: both complete a turn after time, and neither having won, a tie") {
  Game game = FromPosition(Position({}), kA, 1);
  auto any_move = [&game](int player) {
    for (int space = 0; space < kSpaces; ++space)
      if (OwnerOf(game.spaces()[static_cast<std::size_t>(space)]) == player &&
          !game.Moves(space).empty())
        return Move(player, space, game.Moves(space)[0]);
    return std::string();
  };
  Do(game, any_move(kA) + " @20000");
  Do(game, "p0 pass @20000");
  Do(game, any_move(kB) + " @40000");
  Do(game, "p1 pass @40000");
  Do(game, any_move(kA) + " @60001");  // time is called in this turn
  Do(game, "p0 pass @60001");
  CHECK_FALSE(game.IsTerminal());
  Do(game, any_move(kB) + " @60002");
  Do(game, "p1 pass @60002");
  REQUIRE(game.IsTerminal());
  CHECK(game.outcome()->winner == -1);
}

TEST_CASE("ONE MINUTE TURNS: the reminder, then the turn is forfeited") {
  Game game = FromPosition(Position({}));
  Do(game, "clock @60001");
  CHECK(game.monitor().violations(kA) == 1);
  Do(game, "clock @70002");
  CHECK(game.monitor().flag_card() == kB);
  CHECK(game.last_turn()->forfeited);
}

TEST_CASE("the config: seed and minutes, and an error naming any other field") {
  auto error_of = [](std::string_view text) {
    auto json = ParseJson(text);
    REQUIRE(json);
    auto created = CreateGameState(*json);
    REQUIRE_FALSE(created);
    return created.error();
  };
  CHECK(error_of(R"({"seed":1,"colour":"red"})") ==
        "unknown field \"colour\" (a Queens & Guards config has seed, minutes)");
  CHECK(error_of(R"({"minutes":121})") == "\"minutes\" must be a whole number from 0 to 120");
  CHECK(error_of("[]") == "the config must be a JSON object");
  auto json = ParseJson(R"({"seed":3,"minutes":0})");
  REQUIRE(json);
  auto created = CreateGameState(*json);
  REQUIRE(created);
  CHECK(WriteJson((*created)->Config()) == R"({"seed":3,"minutes":0})");
  CHECK(std::string(Help()).find("Agon") != std::string::npos);
}
