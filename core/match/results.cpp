#include "core/match/results.h"

#include <cassert>

namespace equations {
namespace {

// AGLOA XII-A: "First Place Alone", "Two-Way Tie for First", "Three-Way Tie for First",
// "Second Place Alone", "Two-Way Tie for Second", "Third Place Alone".
std::string AgloaPlace(int above, int tied) {
  static const char* const kPlaces[] = {"First", "Second", "Third"};
  static const char* const kWays[] = {"", "Two-Way", "Three-Way"};
  if (tied == 0) return std::string(kPlaces[above]) + " Place Alone";
  return std::string(kWays[tied]) + " Tie for " + kPlaces[above];
}

// MLAG "Scoring chart": the row of the totals of the players who played, and the column of the
// player's points in it. Tied players share a row and the chart gives them equal points, so only
// an untied player is named by a column.
std::string MlagPlace(const std::vector<int>& totals, int p) {
  const int n = static_cast<int>(totals.size());
  int above = 0, tied = 0;
  for (int q = 0; q < n; ++q) {
    if (q == p) continue;
    above += totals[q] > totals[p];
    tied += totals[q] == totals[p];
  }
  static const char* const kColumns[] = {"high raw score", "middle raw score", "low raw score"};
  if (n == 2) return tied ? "2 player tie" : std::string("2 player game, ") + kColumns[above];
  int pairs = 0;  // equal pairs among the three
  for (int q = 0; q < n; ++q)
    for (int r = q + 1; r < n; ++r) pairs += totals[q] == totals[r];
  if (pairs == 3) return "Three way tie";
  if (pairs == 0) return std::string("All different scores, ") + kColumns[above];
  // One pair is tied: for second when the untied player is above it, else for first.
  int untied = 0;
  for (int q = 0; q < n; ++q) {
    int equal = 0;
    for (int r = 0; r < n; ++r) equal += r != q && totals[r] == totals[q];
    if (equal == 0) untied = q;
  }
  int below_untied = 0;
  for (int q = 0; q < n; ++q) below_untied += totals[q] < totals[untied];
  const std::string row = below_untied == 2 ? "Tie for second place" : "Tie for first place";
  return tied ? row : row + ", " + kColumns[above];
}

int GamesAtTable(const Match& match, int player) {
  int games = 0;
  for (const ShakeRecord& record : match.shakes())
    if (record.counted && (record.absent.empty() || !record.absent[player])) ++games;
  return games;
}

}  // namespace

std::vector<std::string> PlaceNames(PlacementWords words, const std::vector<int>& totals,
                                    const std::vector<bool>& played) {
  assert(totals.size() == played.size());
  std::vector<std::string> names(totals.size(), "");
  std::vector<int> playing, among;
  for (size_t p = 0; p < totals.size(); ++p) {
    if (played[p]) {
      playing.push_back(static_cast<int>(p));
      among.push_back(totals[p]);
    } else {
      names[p] = words == PlacementWords::AgloaTables ? "Did Not Play" : "Did not play";
    }
  }
  if (playing.size() == 1)  // XII-A: whose opponents all did not play is first
    names[playing[0]] = words == PlacementWords::AgloaTables
                            ? "First Place Alone"
                            : "High raw score (the only player who played)";
  if (playing.size() < 2) return names;
  for (size_t i = 0; i < playing.size(); ++i) {
    const int p = static_cast<int>(i);
    if (words == PlacementWords::MlagChart) {
      names[playing[i]] = MlagPlace(among, p);
      continue;
    }
    int above = 0, tied = 0;
    for (size_t q = 0; q < among.size(); ++q) {
      if (static_cast<int>(q) == p) continue;
      above += among[q] > among[i];
      tied += among[q] == among[i];
    }
    names[playing[i]] = AgloaPlace(above, tied);
  }
  return names;
}

MatchResults ResultsOf(const Match& match) {
  const RuleSet& rules = match.rules();
  MatchResults results;
  results.scoring = rules.match_scoring;
  results.name = rules.match_points_name;
  results.rule = rules.match_scoring_rule;
  results.final = match.IsTerminal();
  results.games = match.GamesPlayed();
  const std::vector<int> totals = match.Totals();
  const std::vector<bool> played = match.Played();
  std::vector<int> points;
  std::vector<std::string> places;
  std::vector<AverageScore> averages;
  if (rules.match_scoring == MatchScoring::PlacementPoints) {
    points = match.MatchPoints();
    places = PlaceNames(rules.placement_words, totals, played);
  } else {
    averages = match.Averages();
  }
  for (int p = 0; p < match.players(); ++p) {
    PlayerResult player;
    player.total = totals[p];
    player.games = GamesAtTable(match, p);
    player.played = played[p];
    if (rules.match_scoring == MatchScoring::PlacementPoints) {
      player.match_points = points[p];
      player.place = places[p];
    } else if (played[p]) {
      player.player_score = averages[p];
    }
    results.players.push_back(std::move(player));
  }
  return results;
}

Json ResultsJson(const MatchResults& results) {
  Json json = Json::MakeObject();
  const bool placement = results.scoring == MatchScoring::PlacementPoints;
  json.Set("scoring", placement ? "placement" : "average");
  json.Set("name", results.name);
  json.Set("rule", results.rule);
  json.Set("final", results.final);
  json.Set("games", results.games);
  Json players = Json::MakeArray();
  for (size_t p = 0; p < results.players.size(); ++p) {
    const PlayerResult& r = results.players[p];
    Json entry = Json::MakeObject();
    entry.Set("player", static_cast<int>(p));
    entry.Set("total", r.total);
    entry.Set("games", r.games);
    entry.Set("played", r.played);
    if (placement) {
      entry.Set("match_points", r.match_points);
      entry.Set("place", r.place);
    } else if (r.player_score) {
      Json score = Json::MakeObject();
      score.Set("text", r.player_score->text);
      score.Set("numerator", static_cast<std::int64_t>(r.player_score->numerator));
      score.Set("denominator", static_cast<std::int64_t>(r.player_score->denominator));
      entry.Set("player_score", std::move(score));
    } else {
      entry.Set("player_score", Json());
    }
    players.Push(std::move(entry));
  }
  json.Set("players", std::move(players));
  return json;
}

}  // namespace equations
