// A match's results as a tournament director and a coach read them off the score sheet: each
// player's total, the games counted, and what the rule set makes of them. AGLOA XII-A: match
// points by placement, named by the table's row ("Two-Way Tie for First"); MLAG "Scoring chart":
// team points, named by the chart's row and column; ACC "Academic Challenge Cup Procedures and
// Team Scoring": the player score, total ÷ games played at the table, with two decimal places.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/base/json.h"
#include "core/match/game.h"
#include "core/match/scoring.h"
#include "core/rules/rules.h"

namespace equations {

struct PlayerResult {
  int total = 0;         // points less penalties over every shake (Match::Totals)
  int games = 0;         // counted shakes (games) the player was at the table for
  bool played = true;    // false: AGLOA XII-A "Did Not Play" (Match::Played)
  int match_points = 0;  // placement points (AGLOA XII-A, MLAG chart); 0 under ACC
  std::string place;     // the rule set's words for the place; empty under ACC
  // ACC: the player score; none for a player who did not play ("crossing through all boxes for
  // players who are absent").
  std::optional<AverageScore> player_score;
  bool operator==(const PlayerResult&) const = default;
};

struct MatchResults {
  MatchScoring scoring = MatchScoring::PlacementPoints;
  std::string name;    // RuleSet::match_points_name: "Match points", "Player score", ...
  std::string rule;    // RuleSet::match_scoring_rule: "AGLOA XII-A", ...
  bool final = false;  // the match is over; otherwise the results if it ended now
  int games = 0;       // counted shakes (games) at the table: ACC's divisor
  std::vector<PlayerResult> players;
  bool operator==(const MatchResults&) const = default;
};

// Returns each player's place in the words of `words` for raw totals, placing only the players
// who played among themselves (AGLOA XII-A "Did Not Play"; the MLAG chart is read the same way).
// Ties are not broken: XII-A and the chart give tied players one shared row ("Two-Way Tie for
// First 5", "TIE FOR FIRST PLACE 5 5").
std::vector<std::string> PlaceNames(PlacementWords words, const std::vector<int>& totals,
                                    const std::vector<bool>& played);

// Returns the match's results now (final once the match is over).
MatchResults ResultsOf(const Match& match);

// Returns {"scoring": "placement" | "average", "name", "rule", "final", "games",
// "players": [{"player", "total", "games", "played", and "match_points" and "place" (placement)
// or "player_score": {"text", "numerator", "denominator"} | null (ACC)}]}.
Json ResultsJson(const MatchResults& results);

}  // namespace equations
