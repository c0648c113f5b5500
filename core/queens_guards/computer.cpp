#include "core/queens_guards/computer.h"

#include <algorithm>

#include "core/base/random.h"
#include "core/queens_guards/evaluation.h"
#include "core/queens_guards/game_state.h"

namespace equations::queens_guards {
namespace {

using pentathlon::Action;

Action Make(const Game& game, int player, std::string verb, std::vector<std::string> words = {}) {
  return Action{player, std::move(verb), std::move(words), "", game.monitor().clock_ms()};
}

// The seed of one turn: the same through the turn (its start board), different between turns.
std::uint64_t TurnSeed(const Game& game, std::uint64_t seed) {
  std::uint64_t key = seed ^ 0x9E3779B97F4A7C15ULL;
  for (int holder : game.turn().start)
    key = (key ^ static_cast<std::uint64_t>(holder + 2)) * 0x100000001B3ULL;
  return Random(key ^ static_cast<std::uint64_t>(game.monitor().flag_card())).Next();
}

// True when `player` at `level` agrees to the tie the opponent proposed: a beginner always, the
// others when they are not ahead.
bool AcceptsTie(const Game& game, int player, ComputerLevel level) {
  if (level == ComputerLevel::Beginner) return true;
  return Evaluate(PositionOf(game), player) <= 0;
}

// The Queen onto the Throne from a first ring the player's pieces fill, their last guard next to
// the space she leaves (evaluation.cpp, ReadyToClose): the win comes on the next turn unless the
// opponent moves into that space. The search, expecting that reply, would rather wait; but a
// piece in the centre never leaves it, so waiting only lets more of the opponent's pieces gather
// round, and the reply leaves a tie at worst, as waiting would.
std::optional<Turn> Closing(const Position& position) {
  const Spaces& spaces = position.spaces;
  for (int space = 1; space <= 6; ++space)
    if (OwnerOf(spaces[static_cast<std::size_t>(space)]) != position.player) return std::nullopt;
  std::optional<Turn> best;
  int best_score = 0;
  for (const Child& child : Children(position)) {
    if (child.turn.to != kThrone) continue;
    for (const Child& next : Children([&] {
           Position mine = child.after;
           mine.player = position.player;  // the player's next turn, as if the opponent passed
           return mine;
         }()))
      if (next.after.winner == position.player) {
        const int score = Evaluate(child.after, position.player);
        if (!best || score > best_score) best = child.turn, best_score = score;
        break;
      }
  }
  return best;
}

// The turn the level takes from the holder's position.
Turn Choose(const Position& position, ComputerLevel level, std::uint64_t seed) {
  if (level == ComputerLevel::Beginner) {
    const std::vector<Child> children = Children(position);
    for (const Child& child : children)
      if (child.after.winner == position.player) return child.turn;
    Random random(seed);
    return children[static_cast<std::size_t>(random.Below(static_cast<int>(children.size())))].turn;
  }
  const SearchResult result = Search(position, LimitsOf(level), seed);
  if (result.score < kWinScore - 2 * LimitsOf(level).depth)
    if (std::optional<Turn> closing = Closing(position)) return *closing;
  return result.turn;
}

// The actions of `turn` from the turn's stage in `position` to the pass (Checked drops what follows
// a winning move).
std::vector<Action> ActionsOf(const Game& game, const Position& position, const Turn& turn) {
  const int player = position.player;
  std::vector<Action> actions;
  if (turn.relocate >= 0)
    actions.push_back(Make(game, player, "relocate", {std::to_string(turn.relocate)}));
  if (turn.trap_first) actions.push_back(Make(game, player, "trap"));
  if (turn.from >= 0)
    actions.push_back(
        Make(game, player, "move", {std::to_string(turn.from), std::to_string(turn.to)}));
  if (turn.trap_after) actions.push_back(Make(game, player, "trap"));
  actions.push_back(Make(game, player, "pass"));
  return actions;
}

// Plays `actions` through a copy of the game, each one of its legal actions at that moment; the
// actions up to the game's end or the flag card's pass, or nothing when one is not legal.
std::optional<std::vector<Action>> Checked(const Game& game, const std::vector<Action>& actions) {
  Game trial = game;
  std::vector<Action> checked;
  for (const Action& action : actions) {
    if (trial.IsTerminal()) break;
    const std::vector<Action> legal = trial.LegalActions();
    if (std::find(legal.begin(), legal.end(), action) == legal.end()) return std::nullopt;
    if (trial.Apply(action)) return std::nullopt;
    checked.push_back(action);
  }
  return checked;
}

// What the player does when a planned turn is not legal (a position the search does not know):
// their first legal move and the pass, else their first legal action.
std::vector<Action> Fallback(const Game& game, int player) {
  std::vector<Action> mine;
  for (const Action& action : game.LegalActions())
    if (action.player == player) mine.push_back(action);
  for (const Action& action : mine)
    if (action.verb == "move" || action.verb == "pass") {
      std::vector<Action> plan = {action};
      if (action.verb == "move") plan.push_back(Make(game, player, "pass"));
      if (auto checked = Checked(game, plan)) return *checked;
      return {action};
    }
  if (mine.empty()) return {};
  return {mine.front()};
}

}  // namespace

SearchLimits LimitsOf(ComputerLevel level) {
  switch (level) {
    case ComputerLevel::Beginner:
      return {1, 1};
    case ComputerLevel::Club:
      return {2, 20000};
    case ComputerLevel::Strong:
      return {4, 60000};
  }
  return {1, 1};
}

std::optional<ComputerLevel> ParseLevel(std::string_view name) {
  if (name == "tournament") return ComputerLevel::Strong;
  return challenge24::ParseComputerLevel(name);
}

std::vector<Action> PlanTurn(const Game& game, int player, ComputerLevel level,
                             std::uint64_t seed) {
  if (game.phase() != Phase::Turn) return {};
  const int holder = game.monitor().flag_card();
  const TurnRecord& turn = game.turn();
  if (game.tie_proposed_by() == 1 - player && AcceptsTie(game, player, level)) {
    auto tie = Checked(game, {Make(game, player, "tie")});
    if (tie && !tie->empty()) return *tie;
  }
  if (player != holder) return {};
  // "WHEN TO CHALLENGE: upon receiving the flag card and before touching a piece".
  const std::optional<TurnRecord>& last = game.last_turn();
  if (last && last->player != player && !last->challenged && !last->forfeited &&
      !game.Faults(*last).empty()) {
    auto challenge = Checked(game, {Make(game, player, "challenge")});
    if (challenge && !challenge->empty() && turn.from < 0) return *challenge;
  }
  const Position position = PositionOf(game);
  if (Children(position).empty()) return Fallback(game, player);
  const Turn chosen = Choose(position, level, TurnSeed(game, seed));
  if (auto checked = Checked(game, ActionsOf(game, position, chosen))) return *checked;
  return Fallback(game, player);
}

std::optional<Action> ComputerNext(const Game& game, int player, ComputerLevel level,
                                   std::uint64_t seed) {
  std::vector<Action> plan = PlanTurn(game, player, level, seed);
  if (plan.empty()) return std::nullopt;
  return plan.front();
}

Expected<play::ComputerDecision, std::string> DecideComputer(const play::State& state,
                                                             const play::ComputerRequest& request) {
  const Game* game = GameOf(state);
  if (!game) return MakeUnexpected(std::string("this computer player plays Queens & Guards only"));
  const std::optional<ComputerLevel> level = ParseLevel(request.level);
  if (!level)
    return MakeUnexpected("unknown level \"" + request.level +
                          "\" (levels: beginner, club, strong)");
  play::ComputerDecision decision;
  if (game->phase() != Phase::Turn) return decision;  // the Monitor's toss, or the game is over
  const int holder = game->monitor().flag_card();
  for (int seat : {holder, 1 - holder}) {
    if (std::find(request.seats.begin(), request.seats.end(), seat) == request.seats.end())
      continue;
    const std::vector<Action> plan = PlanTurn(*game, seat, *level, request.seed);
    if (plan.empty()) continue;
    decision.seat = seat;
    for (const Action& action : plan) decision.plan.push_back(pentathlon::ActionText(action));
    const Action& first = plan.front();
    if (first.verb == "move")
      decision.note =
          std::string(IsQueen(game->spaces()[static_cast<std::size_t>(std::stoi(first.words[0]))])
                          ? "moves the Queen"
                          : "moves a guard") +
          " from space " + first.words[0] + " to space " + first.words[1];
    else if (first.verb == "trap")
      decision.note = "says Trap: an opponent's piece is between two of its pieces in one ring";
    else if (first.verb == "relocate")
      decision.note = "puts the piece moved into a trap or away from the centre on the outer band";
    else if (first.verb == "challenge")
      decision.note = "challenges: a trapped piece was not moved back";
    else if (first.verb == "tie")
      decision.note = "agrees to the tie";
    else
      decision.note = "passes the flag card";
    return decision;
  }
  return decision;
}

}  // namespace equations::queens_guards
