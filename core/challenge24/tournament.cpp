#include "core/challenge24/tournament.h"

#include <algorithm>

namespace equations::challenge24 {
namespace {

// Each tie round deals from a deck of its own, so that no tied player meets a card again.
constexpr std::uint64_t kTieDeckStream = 0x7469655f726f756eULL;

}  // namespace

RoundConfig TournamentRoundConfig(const TournamentConfig& config, int round, bool tie, int players,
                                  int ties_before) {
  RoundConfig round_config;
  round_config.deck = config.deck;
  round_config.seed =
      tie ? (config.seed ^ kTieDeckStream) + static_cast<std::uint64_t>(ties_before) : config.seed;
  round_config.round = round;
  round_config.players = players;
  round_config.cards = tie ? kHalfCards : config.cards;
  round_config.minutes = tie ? kTieRoundMinutes : 0;
  return round_config;
}

Expected<Tournament, std::string> Tournament::Create(const TournamentConfig& config) {
  if (config.players < 2 || config.players > 4)
    return MakeUnexpected("players: " + std::to_string(config.players) +
                          "; a tournament table seats 2 to 4 (SEATING: three or four)");
  Tournament tournament;
  tournament.config_ = config;
  std::vector<int> seats;
  for (int seat = 0; seat < config.players; ++seat) seats.push_back(seat);
  // The round's own checks (cards, the deck) answer for the config.
  auto first = Round::Create(TournamentRoundConfig(config, 1, false, config.players, 0));
  if (!first) return MakeUnexpected(first.error());
  tournament.rounds_.push_back(TournamentRound{1, false, std::move(seats), std::move(*first)});
  return tournament;
}

Expected<Tournament, std::string> Tournament::Replay(const TournamentConfig& config,
                                                     const std::vector<Action>& actions) {
  auto tournament = Create(config);
  if (!tournament) return tournament;
  for (std::size_t i = 0; i < actions.size(); ++i)
    if (auto error = tournament->Apply(actions[i]))
      return MakeUnexpected("action " + std::to_string(i + 1) + " (" + ActionText(actions[i]) +
                            "): " + error->message);
  return tournament;
}

std::vector<Action> Tournament::LegalActions() const {
  if (IsTerminal()) return {};
  std::vector<Action> actions = current().play.LegalActions();
  for (Action& action : actions)
    if (action.player >= 0)
      action.player = current().seats[static_cast<std::size_t>(action.player)];
  return actions;
}

std::optional<RoundError> Tournament::Apply(const Action& action) {
  if (IsTerminal()) return RoundError{"the tournament is over"};
  if (!history_.empty() && action.at_ms < history_.back().at_ms)
    return RoundError{"the clock went back: " + std::to_string(action.at_ms) +
                      " ms, and the tournament's clock reads " +
                      std::to_string(history_.back().at_ms) + " ms"};
  Action in_round = action;
  if (action.player >= 0) {
    const std::vector<int>& seats = current().seats;
    auto at = std::find(seats.begin(), seats.end(), action.player);
    if (at == seats.end())
      return RoundError{"seat " + std::to_string(action.player) + " does not play this " +
                        (current().tie ? "tie round" : "round")};
    in_round.player = static_cast<int>(at - seats.begin());
  }
  Tournament next = *this;
  if (auto error = next.rounds_.back().play.Apply(in_round)) {
    // The round names its players from 0: say the seat instead where they differ.
    if (current().tie) error->message += " (players counted in the tie round's seats)";
    return error;
  }
  next.history_.push_back(action);
  if (next.current().play.IsTerminal()) next.Advance();
  *this = std::move(next);
  return std::nullopt;
}

std::vector<int> Tournament::AddedPoints() const {
  std::vector<int> points(static_cast<std::size_t>(config_.players), 0);
  for (const TournamentRound& round : rounds_)
    if (round.round <= 2 && !round.tie)
      for (std::size_t p = 0; p < round.seats.size(); ++p)
        points[static_cast<std::size_t>(round.seats[p])] += round.play.points()[p];
  return points;
}

std::vector<int> Tournament::Standing() const {
  if (current().round <= 2) return AddedPoints();
  std::vector<int> points(static_cast<std::size_t>(config_.players), 0);
  for (std::size_t p = 0; p < current().seats.size(); ++p)
    points[static_cast<std::size_t>(current().seats[p])] = current().play.points()[p];
  return points;
}

std::vector<int> Tournament::Highest() const {
  const TournamentRound& last = current();
  const std::vector<int>& points = last.play.points();
  const int best = *std::max_element(points.begin(), points.end());
  std::vector<int> seats;
  for (std::size_t p = 0; p < points.size(); ++p)
    if (points[p] == best) seats.push_back(last.seats[p]);
  return seats;
}

void Tournament::Begin(int round, bool tie, std::vector<int> seats) {
  int ties_before = 0;
  for (const TournamentRound& played : rounds_) ties_before += played.tie ? 1 : 0;
  const auto players = static_cast<int>(seats.size());
  // The config was checked when the tournament was created; a tie round's differs only in
  // seed, players (2-4), cards (48) and minutes, all within the round's limits.
  auto next = Round::Create(TournamentRoundConfig(config_, round, tie, players, ties_before));
  rounds_.push_back(TournamentRound{round, tie, std::move(seats), std::move(*next)});
}

void Tournament::Advance() {
  const TournamentRound& last = current();
  std::vector<int> everyone;
  for (int seat = 0; seat < config_.players; ++seat) everyone.push_back(seat);
  if (last.round <= 2 && !last.tie) {
    // ROUND 2 follows round 1; SCORING: "The sixteen highest scores ... advance to the
    // Semi-final Round 3": a table of at most four are all among them.
    Begin(last.round + 1, false, everyone);
    return;
  }
  const std::vector<int> highest = Highest();
  if (highest.size() > 1) {
    Begin(last.round, true, highest);  // MISCELLANEOUS: "tied players play a 5-minute round"
    return;
  }
  if (last.round == 3) {
    // SEMI-FINAL ROUND 3: "The highest scoring student at each semi-final table advances". One
    // screen is one table, so the final is played by the same table again (docs/rulings.md).
    semi_final_winner_ = highest.front();
    Begin(4, false, everyone);
    return;
  }
  champion_ = highest.front();  // FINAL ROUND 4: "The highest-scoring student in this final round"
}

}  // namespace equations::challenge24
