// Scoring tables: the points of a shake after a challenge or when every player writes (AGLOA X,
// XI-B-2, IV-D-2; MLAG "Scoring"; ACC "Scoring Games", "Force Out", "Cleanup") and the points of
// a match (AGLOA XII-A placement tables, MLAG "Scoring chart", ACC per-game averaging).
#pragma once

#include <string>
#include <vector>

#include "core/rules/rules.h"

namespace equations {

// The side a player is on in a challenge. The Challenger and the Mover are on their own sides;
// others declare one (MLAG, ACC) or stay on none (the AGLOA Third Party).
enum class ChallengeSide { None, Challenger, Mover };

// One player's part in a challenge or a write-for-all situation.
struct Writing {
  ChallengeSide side = ChallengeSide::None;
  bool presented = false;  // presented an Equation (AGLOA VII-C-1)
  bool correct = false;    // ... and it was correct (meaningful only when presented)
  bool operator==(const Writing&) const = default;
};

// Returns the side that must write an Equation: the Challenger after Now / A-flub and after a
// "no Goal" challenge, the Mover after Impossible / P-flub (AGLOA VII-A, IV-D-2; ACC "Flubs").
ChallengeSide BurdenOfProof(Challenge challenge);

// Returns each player's points after a challenge (before penalties). `writing` has one entry per
// player; writing[challenger].side == Challenger and writing[mover].side == Mover; other players
// are on the side they declared (MLAG, ACC) or on none (the AGLOA Third Party).
// AGLOA X-A, X-B and IV-D-2; MLAG "Scoring" (Joiner); ACC "Flubs" and "Scoring Games".
std::vector<int> ScoreChallenge(const RuleSet& rules, Challenge challenge, int challenger,
                                int mover, const std::vector<Writing>& writing);
// Returns each player's points after a challenge made by one or more players at exactly the same
// time. AGLOA VI-B: simultaneous Challengers "are both Challengers", each on the Challenger's side
// (each must write after Now, neither may after Impossible; a correct one scores 6). ACC
// "Challenges": simultaneous callers leave "no Challenger for that game"; each declared a side
// like any other player, and a correct one on the Challenger's side scores 1. With one Challenger
// this is the function above.
std::vector<int> ScoreChallenge(const RuleSet& rules, Challenge challenge,
                                const std::vector<int>& challengers, int mover,
                                const std::vector<Writing>& writing);

// Returns each player's points when every player may write: after the last cube (AGLOA X-C,
// MLAG last cube), at an ACC Force Out, or at the end of a round (AGLOA XI-B-2, MLAG, ACC Cleanup).
// Precondition: situation is ForceOut or Cleanup.
std::vector<int> ScoreWriteForAll(const RuleSet& rules, Challenge situation,
                                  const std::vector<Writing>& writing);

// Returns the match points for the raw totals of two or three players: AGLOA XII-A ("First Place
// Alone 6, Two-Way Tie for First 5, ...") and the MLAG scoring chart, which agree.
std::vector<int> PlacementPoints(const std::vector<int>& totals);
// Returns the match points when some players did not play (AGLOA XII-A "Did Not Play 0"): those
// score 0 and the others are placed among themselves (a player whose opponents all did not play
// is "First Place Alone"). `played` has one entry per player.
std::vector<int> PlacementPoints(const std::vector<int>& totals, const std::vector<bool>& played);

// The ACC player score for a round: total ÷ games played at the table ("Academic Challenge Cup
// Procedures and Team Scoring"), exact, and as the decimal with two places the rules print.
struct AverageScore {
  long long numerator = 0;    // total, reduced with
  long long denominator = 1;  // the number of games
  std::string text;           // "1.25"; rounded half up; "0.00" when no game was played
  bool operator==(const AverageScore&) const = default;
};
AverageScore AveragePerGame(int total, int games);

}  // namespace equations
