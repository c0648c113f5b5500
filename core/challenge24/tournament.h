// A 24 Challenge tournament at one table: the rounds of
// /work/shared/rules/24-challenge-tournament-rules.md one after another, each a Round
// (core/challenge24/round.h). "NUMBER OF ROUNDS PLAYED": the points of rounds 1 and 2 are added;
// SEMI-FINAL ROUND 3 and FINAL ROUND 4 are face-off rounds (only that round's points count, the
// highest scoring student wins); MISCELLANEOUS: tied players play a 5-minute round. Readings
// (one table; who plays round 4; repeated ties): docs/rulings.md, "The 24 Challenge tournament".
//
// Actions are the round's (ActionText), with the tournament's seats for players: a tie round
// is played by the tied seats only. When a round ends the next one begins by itself.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/expected.h"
#include "core/challenge24/round.h"

namespace equations::challenge24 {

struct TournamentConfig {
  DeckPlan deck = DeckPlan::SingleDigits;
  std::uint64_t seed = 0;
  int players = 4;  // 2-4 at the table
  int cards = 48;   // cards in each of rounds 1-4, 1-48 ("NUMBER OF CARDS PLAYED")
  bool operator==(const TournamentConfig&) const = default;
};

// One round of the tournament as it was, or is being, played.
struct TournamentRound {
  int round = 1;           // 1-4; a tie round is the round whose tie it breaks
  bool tie = false;        // a 5-minute tie round
  std::vector<int> seats;  // the round's player p is seats[p]
  Round play;
  bool operator==(const TournamentRound&) const = default;
};

class Tournament {
 public:
  static Expected<Tournament, std::string> Create(const TournamentConfig& config);
  static Expected<Tournament, std::string> Replay(const TournamentConfig& config,
                                                  const std::vector<Action>& actions);

  // The current round's legal actions, with seats for players.
  std::vector<Action> LegalActions() const;
  // Applies an action to the current round (its player a seat), or says why not and changes
  // nothing; a finished round is followed by the next one.
  std::optional<RoundError> Apply(const Action& action);

  bool IsTerminal() const { return champion_ >= 0; }
  const TournamentConfig& config() const { return config_; }
  const std::vector<TournamentRound>& rounds() const { return rounds_; }
  const TournamentRound& current() const { return rounds_.back(); }
  const std::vector<Action>& history() const { return history_; }
  // Each seat's points in rounds 1 and 2 added ("Scores from Rounds 1 & 2 will be added").
  std::vector<int> AddedPoints() const;
  // Each seat's points in the standing that counts now: rounds 1 and 2 added until round 3
  // begins, then the face-off round's (a tie round's while one is played; 0 for a seat not in
  // it).
  std::vector<int> Standing() const;
  // The seat that won the semi-final face-off (round 3 and its tie rounds), or -1.
  int semi_final_winner() const { return semi_final_winner_; }
  // The champion's seat ("the overall grade or section level champion") once the tournament is
  // over, or -1.
  int champion() const { return champion_; }

  bool operator==(const Tournament&) const = default;

 private:
  Tournament() = default;
  void Begin(int round, bool tie, std::vector<int> seats);
  void Advance();
  // The seats with the highest points in the last round played.
  std::vector<int> Highest() const;

  TournamentConfig config_;
  std::vector<TournamentRound> rounds_;
  std::vector<Action> history_;
  int semi_final_winner_ = -1;
  int champion_ = -1;
};

// Returns the round config of round `round` (1-4) of the tournament, or a tie round's.
RoundConfig TournamentRoundConfig(const TournamentConfig& config, int round, bool tie, int players,
                                  int ties_before);

}  // namespace equations::challenge24
