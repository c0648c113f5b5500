// Queens & Guards' computer players (core/queens_guards/computer.h) and the turns their search
// plays on (core/queens_guards/turns.h): every turn the search lists is one the game accepts,
// every action a computer takes is one of the game's legal actions, they take a win, keep out of
// traps and form them as /work/shared/rules/math-pentathlon-division-iii-highlights.md,
// "QUEENS & GUARDS Tournament Highlights" describes, they are the same for the same seed, the
// levels differ, and the strong level beats a random player.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/api/games.h"
#include "core/base/random.h"
#include "core/queens_guards/board.h"
#include "core/queens_guards/computer.h"
#include "core/queens_guards/game.h"
#include "core/queens_guards/game_state.h"
#include "core/queens_guards/turns.h"
#include "tests/core/pentathlon_support.h"

using namespace equations;
using equations::pentathlon::Do;
using namespace equations::queens_guards;

namespace {

constexpr int kA = 0;  // the computer in the positions below, holding the flag card first
constexpr int kB = 1;

int Holder(int player, int piece) {
  return player * kPieces + piece;
}

// The start position (START) with the pieces named moved onto their spaces.
Spaces Placed(const std::vector<std::pair<int, int>>& placed) {
  auto start = Game::Create(Config{});
  REQUIRE(start);
  Spaces spaces = start->spaces();
  for (const auto& [space, holder] : placed) std::replace(spaces.begin(), spaces.end(), holder, -1);
  for (const auto& [space, holder] : placed) {
    REQUIRE(spaces[static_cast<std::size_t>(space)] < 0);
    spaces[static_cast<std::size_t>(space)] = holder;
  }
  return spaces;
}

Game FromPosition(const Spaces& spaces, int first = kA) {
  auto game = Game::FromPosition(Config{}, spaces, first);
  REQUIRE_MESSAGE(game.has_value(), (game ? std::string() : game.error()));
  return *game;
}

std::vector<std::string> Plan(const Game& game, int player, ComputerLevel level,
                              std::uint64_t seed = 1) {
  std::vector<std::string> texts;
  for (const pentathlon::Action& action : PlanTurn(game, player, level, seed)) {
    pentathlon::Action timeless = action;
    timeless.at_ms = 0;
    std::string text = pentathlon::ActionText(timeless);
    texts.push_back(text.substr(0, text.rfind(" @")));
  }
  return texts;
}

std::string MoveText(int player, int from, int to) {
  return "p" + std::to_string(player) + " move " + std::to_string(from) + " " + std::to_string(to);
}

// The actions of a turn of the search in the game's text form.
std::vector<std::string> TurnTexts(int player, const Turn& turn) {
  const std::string p = "p" + std::to_string(player);
  std::vector<std::string> texts;
  if (turn.relocate >= 0) texts.push_back(p + " relocate " + std::to_string(turn.relocate));
  if (turn.trap_first) texts.push_back(p + " trap");
  if (turn.from >= 0) texts.push_back(MoveText(player, turn.from, turn.to));
  if (turn.trap_after) texts.push_back(p + " trap");
  texts.push_back(p + " pass");
  return texts;
}

bool Listed(const Game& game, const std::string& text) {
  for (const pentathlon::Action& action : game.LegalActions()) {
    std::string listed = pentathlon::ActionText(action);
    if (listed.substr(0, listed.rfind(" @")) == text) return true;
  }
  return false;
}

// Ring 2 on one straight side: left, middle, right; `outside` is in ring 3 next to `right`, and
// `below` in ring 3 next to the middle.
const int kLeft = SpaceAt(-2, 2);
const int kMiddle = SpaceAt(-1, 2);
const int kRight = SpaceAt(0, 2);
const int kOutside = SpaceAt(1, 2);
const int kBelow = SpaceAt(-1, 3);

struct Tally {
  int wins = 0;
  int ties = 0;
  int losses = 0;
};

// Plays game `index`: `level` in seat index % 2 against a random player (any legal action of its
// own) or, with `mover`, a random legal move (the pass when it has none). The computer is asked
// for each action (ComputerNext, as a screen asks), or with `whole_turns` for each turn's plan
// (PlanTurn); every action it takes is checked to be one of the game's legal actions then.
void PlayOne(int index, ComputerLevel level, bool mover, int max_actions, Tally& tally,
             bool whole_turns = false) {
  Config config;
  config.seed = static_cast<std::uint64_t>(index) + 1;
  auto created = Game::Create(config);
  REQUIRE(created);
  Game game = *created;
  const int seat = index % 2;
  Random random(config.seed * 7919 + 1);
  Do(game, "toss");
  for (int step = 0; step < max_actions && !game.IsTerminal(); ++step) {
    const int holder = game.monitor().flag_card();
    std::optional<pentathlon::Action> action;
    if (holder == seat && whole_turns) {
      const std::vector<pentathlon::Action> plan = PlanTurn(game, seat, level, config.seed);
      REQUIRE_FALSE(plan.empty());
      for (const pentathlon::Action& planned : plan) {
        if (game.IsTerminal()) break;
        const std::vector<pentathlon::Action> legal = game.LegalActions();
        REQUIRE_MESSAGE(std::find(legal.begin(), legal.end(), planned) != legal.end(),
                        pentathlon::ActionText(planned));
        REQUIRE_FALSE(game.Apply(planned));
      }
      continue;
    }
    if (holder == seat) {
      action = ComputerNext(game, seat, level, config.seed);
      REQUIRE(action);
      const std::vector<pentathlon::Action> legal = game.LegalActions();
      REQUIRE_MESSAGE(std::find(legal.begin(), legal.end(), *action) != legal.end(),
                      pentathlon::ActionText(*action));
    } else {
      std::vector<pentathlon::Action> mine;
      for (const pentathlon::Action& legal : game.LegalActions())
        if (legal.player == holder && (!mover || legal.verb == "move")) mine.push_back(legal);
      if (mine.empty())
        for (const pentathlon::Action& legal : game.LegalActions())
          if (legal.player == holder && legal.verb == "pass") mine.push_back(legal);
      REQUIRE_FALSE(mine.empty());
      action = mine[static_cast<std::size_t>(random.Below(static_cast<int>(mine.size())))];
    }
    auto error = game.Apply(*action);
    REQUIRE_MESSAGE(!error, pentathlon::ActionText(*action), ": ", error.value_or(""));
  }
  if (!game.IsTerminal() || game.outcome()->winner < 0)
    ++tally.ties;
  else if (game.outcome()->winner == seat)
    ++tally.wins;
  else
    ++tally.losses;
}

}  // namespace

TEST_CASE("every turn the search lists plays through the game, to the position it expects") {
  // Positions from random play (any legal action, Trap and relocation included), at the
  // beginning of each turn: each turn listed is legal action after legal action, and ends where
  // the search says; each legal move is the move of a turn listed.
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Config config;
    config.seed = seed;
    auto created = Game::Create(config);
    REQUIRE(created);
    Game game = *created;
    Random random(seed);
    Do(game, "toss");
    for (int step = 0; step < 160 && !game.IsTerminal(); ++step) {
      const int holder = game.monitor().flag_card();
      const queens_guards::Position position = PositionOf(game);
      const std::vector<Child> children = Children(position);
      std::set<std::string> moves;
      for (const Child& child : children) {
        Game trial = game;
        for (const std::string& text : TurnTexts(holder, child.turn)) {
          if (trial.IsTerminal()) break;
          REQUIRE_MESSAGE(Listed(trial, text), text);
          Do(trial, text);
        }
        if (child.turn.from >= 0 && child.turn.relocate < 0 && !child.turn.trap_first)
          moves.insert(MoveText(holder, child.turn.from, child.turn.to));
        CHECK(trial.spaces() == child.after.spaces);
        Pieces owed = 0;
        for (int piece : trial.owed()) owed |= Bit(piece);
        CHECK(owed == child.after.owed);
        if (!trial.IsTerminal()) CHECK(trial.monitor().flag_card() == child.after.player);
        CHECK(trial.IsTerminal() == (child.after.winner != -2));
        ++checked;
      }
      if (game.turn().from < 0 && !game.turn().relocated && !game.turn().announced)
        for (const pentathlon::Action& action : game.LegalActions())
          if (action.verb == "move")
            CHECK(moves.count(MoveText(holder, std::stoi(action.words[0]),
                                       std::stoi(action.words[1]))) == 1);
      std::vector<pentathlon::Action> mine;
      for (const pentathlon::Action& action : game.LegalActions())
        if (action.player == holder && action.verb != "challenge" && action.verb != "tie")
          mine.push_back(action);
      REQUIRE_FALSE(mine.empty());
      REQUIRE_FALSE(
          game.Apply(mine[static_cast<std::size_t>(random.Below(static_cast<int>(mine.size())))]));
    }
  }
  CHECK(checked > 1000);
}

TEST_CASE("every action a computer player takes is one of the game's legal actions") {
  Tally tally;
  for (ComputerLevel level :
       {ComputerLevel::Beginner, ComputerLevel::Club, ComputerLevel::Strong}) {
    PlayOne(0, level, false, 400, tally);
    PlayOne(1, level, true, 400, tally);
  }
  CHECK(tally.wins + tally.ties + tally.losses == 6);
}

TEST_CASE("GOAL: each level takes a win in one move") {
  // The Queen on the Throne, 5 guards round her, the last guard next to the empty space.
  std::vector<std::pair<int, int>> placed = {{kThrone, Holder(kA, 0)}};
  const std::vector<int> ring1 = Adjacent(kThrone);
  for (int i = 0; i < 5; ++i)
    placed.push_back({ring1[static_cast<std::size_t>(i)], Holder(kA, i + 1)});
  int from = -1;
  for (int space : Adjacent(ring1[5]))
    if (RingOf(space) == 2) from = space;
  placed.push_back({from, Holder(kA, 6)});
  const Game game = FromPosition(Placed(placed));
  for (ComputerLevel level :
       {ComputerLevel::Beginner, ComputerLevel::Club, ComputerLevel::Strong}) {
    const std::vector<std::string> plan = Plan(game, kA, level);
    REQUIRE(plan == std::vector<std::string>{MoveText(kA, from, ring1[5])});
    Game won = game;
    Do(won, plan[0]);
    REQUIRE(won.IsTerminal());
    CHECK(won.outcome()->winner == kA);
  }
}

TEST_CASE("the Queen steps onto the Throne when the first ring is full and a guard can follow") {
  // The Queen and 5 guards fill the first ring; the last guard stands next to the Queen. An
  // opponent's guard also stands next to her space: the strong player goes all the same.
  const std::vector<int> ring1 = Adjacent(kThrone);
  std::vector<std::pair<int, int>> placed;
  for (int i = 0; i < 6; ++i) placed.push_back({ring1[static_cast<std::size_t>(i)], Holder(kA, i)});
  const int queen = ring1[0];
  std::vector<int> behind;
  for (int space : Adjacent(queen))
    if (RingOf(space) == 2) behind.push_back(space);
  REQUIRE(behind.size() >= 2);
  placed.push_back({behind[0], Holder(kA, 6)});
  placed.push_back({behind[1], Holder(kB, 1)});
  const Game game = FromPosition(Placed(placed));
  CHECK(Plan(game, kA, ComputerLevel::Strong) ==
        std::vector<std::string>{MoveText(kA, queen, kThrone), "p0 pass"});
}

TEST_CASE("MOVING INTO A TRAP: the club and strong players keep out of one") {
  // p0's guard below the middle of a side of ring 2 whose ends are p1's: stepping in (the only
  // move towards the centre near it) would let p1 put the guard back on the outermost band.
  const Game game = FromPosition(
      Placed({{kLeft, Holder(kB, 1)}, {kRight, Holder(kB, 2)}, {kBelow, Holder(kA, 1)}}));
  REQUIRE(Listed(game, MoveText(kA, kBelow, kMiddle)));
  for (ComputerLevel level : {ComputerLevel::Club, ComputerLevel::Strong})
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      const std::vector<std::string> plan = Plan(game, kA, level, seed);
      REQUIRE_FALSE(plan.empty());
      CHECK(plan.front() != MoveText(kA, kBelow, kMiddle));
    }
}

// Moves the piece of `player` on `from` one ring inwards (into the first ring from the second),
// then passes.
void MoveInwards(Game& game, int player, int from) {
  for (int to : game.Moves(from))
    if (RingOf(to) < RingOf(from)) {
      Do(game, MoveText(player, from, to));
      Do(game, "p" + std::to_string(player) + " pass");
      return;
    }
  FAIL("no move inwards");
}

// Plays `player`'s plan for its turn at `level`.
std::vector<std::string> PlayPlan(Game& game, int player, ComputerLevel level) {
  const std::vector<std::string> plan = Plan(game, player, level);
  for (const std::string& text : plan) Do(game, text);
  return plan;
}

TEST_CASE("2 WAYS TO ANNOUNCE TRAP: the strong player traps the Queen and says Trap") {
  // p1's Queen in the middle of a side of ring 2, p0 at one end and next to the other.
  Game game = FromPosition(
      Placed({{kLeft, Holder(kA, 1)}, {kMiddle, Holder(kB, 0)}, {kOutside, Holder(kA, 2)}}));
  const std::vector<std::string> plan = PlayPlan(game, kA, ComputerLevel::Strong);
  REQUIRE_FALSE(plan.empty());
  CHECK(plan.front() == MoveText(kA, kOutside, kRight));
  if (std::find(plan.begin(), plan.end(), "p0 trap") == plan.end()) {
    // Not said after forming it (a): when the Queen steps on into the first ring, the strong
    // player says it at the beginning of its turn (b), and her move is undone.
    MoveInwards(game, kB, kMiddle);
    CHECK(PlayPlan(game, kA, ComputerLevel::Strong).front() == "p0 trap");
  }
  // Either way p1 must now move the Queen back to her Start Position.
  CHECK(game.owed() == std::vector<int>{Holder(kB, 0)});
  CHECK(Plan(game, kB, ComputerLevel::Beginner).front() == MoveText(kB, kMiddle, QueenStart(kB)));
}

TEST_CASE("MOVING INTO A TRAP: a piece moved into one is put on the outermost band or sent back") {
  // p1's guard steps between p0's two guards in ring 2.
  Game start = FromPosition(
      Placed({{kLeft, Holder(kA, 1)}, {kRight, Holder(kA, 2)}, {kBelow, Holder(kB, 1)}}), kB);
  Do(start, MoveText(kB, kBelow, kMiddle));
  Do(start, "p1 pass");
  REQUIRE(start.last_turn()->relocatable);
  // The club player, looking at its turn and the reply, puts it on the outermost band.
  Game club = start;
  const std::vector<std::string> plan = PlayPlan(club, kA, ComputerLevel::Club);
  REQUIRE(plan.front().rfind("p0 relocate ", 0) == 0);
  const int to = std::stoi(plan.front().substr(12));
  CHECK(RingOf(to) == kRings);
  CHECK(club.spaces()[static_cast<std::size_t>(to)] == Holder(kB, 1));
  // The strong player relocates it, or lets it stand in the trap; when the guard steps on into
  // the first ring, it says Trap at the beginning of its turn: the step is undone and the guard
  // must go back a ring.
  Game strong = start;
  const std::vector<std::string> first = PlayPlan(strong, kA, ComputerLevel::Strong);
  if (first.front().rfind("p0 relocate ", 0) == 0) {
    CHECK(RingOf(std::stoi(first.front().substr(12))) == kRings);
  } else {
    MoveInwards(strong, kB, kMiddle);
    CHECK(PlayPlan(strong, kA, ComputerLevel::Strong).front() == "p0 trap");
    CHECK(strong.owed() == std::vector<int>{Holder(kB, 1)});
    CHECK(strong.spaces()[static_cast<std::size_t>(kMiddle)] == Holder(kB, 1));
  }
}

TEST_CASE("CHALLENGING: a computer challenges a turn that did not move a trapped piece back") {
  Game game = FromPosition(
      Placed({{kLeft, Holder(kA, 1)}, {kMiddle, Holder(kB, 1)}, {kOutside, Holder(kA, 2)}}));
  Do(game, MoveText(kA, kOutside, kRight));
  Do(game, "p0 trap");
  Do(game, "p0 pass");
  // p1 moves another piece of the band instead of the trapped guard.
  int far = -1;
  int to = -1;
  for (int space = kSpaces - 1; space >= 0 && to < 0; --space) {
    if (OwnerOf(game.spaces()[static_cast<std::size_t>(space)]) != kB || space == kMiddle) continue;
    for (int next : Adjacent(space))
      if (game.spaces()[static_cast<std::size_t>(next)] < 0 && RingOf(next) == kRings)
        far = space, to = next;
  }
  REQUIRE(to >= 0);
  Game faulty = game;
  Do(faulty, MoveText(kB, far, to));
  Do(faulty, "p1 pass");
  for (ComputerLevel level : {ComputerLevel::Beginner, ComputerLevel::Club, ComputerLevel::Strong})
    CHECK(Plan(faulty, kA, level) == std::vector<std::string>{"p0 challenge"});
  // A proper turn (the guard moved back) is not challenged.
  Game proper = game;
  for (const pentathlon::Action& action : proper.LegalActions())
    if (action.verb == "move") {
      Do(proper, MoveText(kB, std::stoi(action.words[0]), std::stoi(action.words[1])));
      break;
    }
  Do(proper, "p1 pass");
  for (ComputerLevel level :
       {ComputerLevel::Beginner, ComputerLevel::Club, ComputerLevel::Strong}) {
    const std::vector<std::string> plan = Plan(proper, kA, level);
    REQUIRE_FALSE(plan.empty());
    CHECK(plan.front() != "p0 challenge");
  }
}

TEST_CASE("the same game, level and seed give the same turn; the beginner's seed picks it") {
  auto created = Game::Create(Config{});
  REQUIRE(created);
  Game game = *created;
  Do(game, "toss");
  const int holder = game.monitor().flag_card();
  for (ComputerLevel level :
       {ComputerLevel::Beginner, ComputerLevel::Club, ComputerLevel::Strong}) {
    std::set<std::vector<std::string>> plans;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      const std::vector<std::string> plan = Plan(game, holder, level, seed);
      CHECK(Plan(game, holder, level, seed) == plan);
      plans.insert(plan);
    }
    // The search's seed only orders turns of equal worth; the beginner's picks its turn.
    if (level == ComputerLevel::Beginner) CHECK(plans.size() >= 6);
  }
}

TEST_CASE("the levels differ: the beginner moves anywhere, the others towards the centre") {
  auto created = Game::Create(Config{});
  REQUIRE(created);
  Game game = *created;
  Do(game, "toss");
  const int holder = game.monitor().flag_card();
  std::set<bool> beginner_inwards;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    for (ComputerLevel level :
         {ComputerLevel::Beginner, ComputerLevel::Club, ComputerLevel::Strong}) {
      const std::vector<std::string> plan = Plan(game, holder, level, seed);
      REQUIRE(plan.size() == 2);
      const int from = std::stoi(plan[0].substr(plan[0].find("move ") + 5));
      const int to = std::stoi(plan[0].substr(plan[0].rfind(' ') + 1));
      const bool inwards = RingOf(to) < RingOf(from);
      if (level == ComputerLevel::Beginner)
        beginner_inwards.insert(inwards);
      else
        CHECK(inwards);
    }
  }
  CHECK(beginner_inwards.size() == 2);  // some of its first moves go sideways
  CHECK(LimitsOf(ComputerLevel::Club).depth < LimitsOf(ComputerLevel::Strong).depth);
}

TEST_CASE("strength: the strong player beats a random player and most random movers") {
  // The random player takes any of its legal actions (as in the Contig 60 test), so it also loses
  // games on its third incorrect or inappropriate challenge: even the beginner beats it. The random
  // mover only moves, so its games are won on the board or not at all (a piece of its own that
  // reaches the first ring never leaves it, and the game is a tie): the beginner wins none of
  // them. Games stop after 240 actions (about 80 turns of each player).
  Tally random;
  Tally mover;
  Tally beginner;
  for (int index = 0; index < 10; ++index)
    PlayOne(index, ComputerLevel::Strong, false, 240, random, true);
  for (int index = 0; index < 6; ++index) {
    PlayOne(index, ComputerLevel::Strong, true, 240, mover, true);
    PlayOne(index, ComputerLevel::Beginner, true, 240, beginner, true);
  }
  MESSAGE("strong against random: ", random.wins, " won, ", random.ties, " tied, ", random.losses,
          " lost; against a random mover: ", mover.wins, " won, ", mover.ties, " tied, ",
          mover.losses, " lost; the beginner against the same movers: ", beginner.wins, " won");
  CHECK(random.wins >= 8);
  CHECK(random.losses == 0);
  CHECK(mover.wins >= 3);
  CHECK(mover.losses == 0);
  CHECK(beginner.wins < mover.wins);
}

TEST_CASE("the registry's computer player of queens-and-guards plans a turn the state accepts") {
  const play::GameType* type = FindGame("queens-and-guards");
  REQUIRE(type);
  const bool has_computer = type->computer != nullptr;
  REQUIRE(has_computer);
  auto state = type->create(Json::MakeObject());
  REQUIRE(state);
  play::ComputerRequest request{{0, 1}, "strong", 5};
  auto before_toss = type->computer(**state, request);
  REQUIRE(before_toss);
  CHECK(before_toss->seat == -1);  // the Monitor's toss is no player's
  REQUIRE_FALSE((*state)->Apply("toss"));
  auto decision = type->computer(**state, request);
  REQUIRE(decision);
  CHECK(decision->seat >= 0);
  CHECK_FALSE(decision->note.empty());
  REQUIRE_FALSE(decision->plan.empty());
  for (const std::string& action : decision->plan) CHECK_FALSE((*state)->Apply(action));
  CHECK(type->computer(**state, {{0, 1}, "grandmaster", 5}).error() ==
        "unknown level \"grandmaster\" (levels: beginner, club, strong)");
  auto other = FindGame("contig-60")->create(Json::MakeObject());
  REQUIRE(other);
  CHECK_FALSE(type->computer(**other, request));
}
