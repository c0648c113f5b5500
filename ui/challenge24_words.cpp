#include "ui/challenge24_words.h"

#include <algorithm>

namespace equations::ui {

using namespace challenge24;

namespace {

std::string Plural(int count, const char* one, const char* many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}

std::string Standing(const Round& round, int player, const std::vector<std::string>& names) {
  const auto p = static_cast<std::size_t>(player);
  std::string text =
      SeatName(names, player) + " has " + Plural(round.points()[p], "point", "points");
  if (round.flags()[p] > 0) text += " and " + Plural(round.flags()[p], "flag", "flags");
  return text;
}

}  // namespace

std::string SeatName(const std::vector<std::string>& names, int player) {
  if (player >= 0 && player < static_cast<int>(names.size()) && !names[player].empty())
    return names[player];
  return "Player " + std::to_string(player + 1);
}

std::string CardWords(const challenge24::Face& face) {
  const FaceNumbers& n = face.face.numbers;
  return std::to_string(n[0]) + ", " + std::to_string(n[1]) + ", " + std::to_string(n[2]) +
         " and " + std::to_string(n[3]) + " (" + Plural(face.dots, "dot", "dots") + ", " +
         SideName(face.side) + " side)";
}

std::string SolutionsWords(const challenge24::Face& face) {
  const FaceAnalysis analysis = AnalyzeFace(face.face.numbers);
  std::string text = "Ways to 24:";
  for (std::size_t i = 0; i < analysis.solutions.size() && i < 4; ++i)
    text += (i ? ", " : " ") + analysis.solutions[i].text;
  if (analysis.solutions.size() > 4)
    text += " and " + std::to_string(analysis.solutions.size() - 4) + " more";
  return text;
}

std::string PlayWords(const Round& round, const Play& play, const std::vector<std::string>& names) {
  const challenge24::Face& face = round.faces()[static_cast<std::size_t>(play.face)];
  switch (play.end) {
    case PlayEnd::Won:
      return SeatName(names, play.player) + " won the card: " + play.detail + " makes 24, " +
             Plural(face.dots, "point", "points");
    case PlayEnd::Flagged: {
      std::string text = SeatName(names, play.player) + " has a penalty flag: " +
                         (play.reason ? FlagReasonName(*play.reason) : "flag");
      if (play.reason == FlagReason::IncorrectSolution) text += " (" + play.detail + ")";
      return text + "; the card goes back into the deck";
    }
    case PlayEnd::Stumped:
      return "Stumped: the card is set aside for later play";
  }
  return "";
}

std::vector<std::string> NarrateChange(const Round& before, const Round& after,
                                       const std::vector<std::string>& names) {
  std::vector<std::string> lines;
  // The cards that ended, with the players' standing after each verdict.
  for (std::size_t i = before.plays().size(); i < after.plays().size(); ++i) {
    const Play& play = after.plays()[i];
    std::string line = PlayWords(after, play, names);
    if (play.player >= 0) line += ". " + Standing(after, play.player, names);
    if (play.player >= 0 && after.disqualified()[static_cast<std::size_t>(play.player)] &&
        !before.disqualified()[static_cast<std::size_t>(play.player)])
      line += ". " + SeatName(names, play.player) +
              " is disqualified for the rest of the round and keeps the points";
    lines.push_back(line);
  }
  if (after.phase() == Phase::Cupped && before.phase() != Phase::Cupped)
    lines.push_back("A card is put into play, covered: wait for the reveal");
  if (after.phase() == Phase::Revealed && before.phase() == Phase::Cupped)
    lines.push_back("Card revealed: " +
                    CardWords(after.faces()[static_cast<std::size_t>(after.in_play())]));
  for (int p = 0; p < after.config().players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    if (after.phase() == Phase::Revealed && after.stumped()[i] && !before.stumped()[i])
      lines.push_back(SeatName(names, p) + " says stumped");
  }
  if (after.phase() == Phase::Declared && before.phase() != Phase::Declared)
    lines.push_back(SeatName(names, after.declarer()) +
                    " touched the card first: the pattern within 3 seconds");
  if (after.phase() == Phase::Declared && after.pattern() && !before.pattern())
    lines.push_back(SeatName(names, after.declarer()) +
                    "'s pattern: " + PatternText(*after.pattern()));
  if (after.phase() == Phase::Declared && after.solution() != before.solution() &&
      !after.solution().empty())
    lines.push_back(SeatName(names, after.declarer()) + " says " + after.solution());
  if (after.IsTerminal() && !before.IsTerminal()) {
    std::string line = "The round is over.";
    for (int p = 0; p < after.config().players; ++p) line += " " + Standing(after, p, names) + ".";
    if (after.config().players > 1)
      line += " " + MostPoints(after, names);
    else
      line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

std::string MostPoints(const Round& round, const std::vector<std::string>& names) {
  const std::vector<int>& points = round.points();
  const int most = points.empty() ? 0 : *std::max_element(points.begin(), points.end());
  if (most <= 0) return "Nobody won a card";
  std::vector<int> leaders;
  for (int p = 0; p < static_cast<int>(points.size()); ++p)
    if (points[static_cast<std::size_t>(p)] == most) leaders.push_back(p);
  if (leaders.size() == 1) return "Most points: " + SeatName(names, leaders[0]);
  std::string tied;
  for (std::size_t i = 0; i < leaders.size(); ++i)
    tied += (i == 0 ? "" : i + 1 == leaders.size() ? " and " : ", ") + SeatName(names, leaders[i]);
  return "A tie for the most points: " + tied + ", " + std::to_string(most) + " each";
}

std::string DescribeTable(const Round& round, const std::vector<std::string>& names) {
  std::string text;
  switch (round.phase()) {
    case Phase::Dealing:
      text = "No card in play";
      break;
    case Phase::Cupped:
      text = "A card is covered; touching it now is a flag";
      break;
    case Phase::Revealed:
      text = "The card: " + CardWords(round.faces()[static_cast<std::size_t>(round.in_play())]) +
             "; nobody has touched it";
      break;
    case Phase::Declared:
      text = "The card: " + CardWords(round.faces()[static_cast<std::size_t>(round.in_play())]) +
             "; " + SeatName(names, round.declarer()) + " touched it" +
             (round.pattern() ? ", pattern " + PatternText(*round.pattern()) : "");
      break;
    case Phase::RoundOver:
      text = "The round is over";
      break;
  }
  text += ". ";
  for (int p = 0; p < round.config().players; ++p) {
    text += Standing(round, p, names);
    if (round.disqualified()[static_cast<std::size_t>(p)]) text += " (disqualified)";
    text += ". ";
  }
  text += Plural(static_cast<int>(round.deck().size()), "card", "cards") + " in the deck, " +
          std::to_string(round.set_aside().size()) + " set aside.";
  return text;
}

std::string RoundTitle(int round, bool tie) {
  if (tie) return "Tie round for round " + std::to_string(round);
  if (round == 3) return "Semi-final round 3";
  if (round == 4) return "Final round 4";
  return "Round " + std::to_string(round);
}

RoundSummary SummarizeRound(const Tournament& tournament, const std::vector<std::string>& names) {
  const std::vector<TournamentRound>& rounds = tournament.rounds();
  const std::size_t finished = tournament.IsTerminal() ? rounds.size() - 1 : rounds.size() - 2;
  const TournamentRound& last = rounds[finished];
  RoundSummary summary;
  summary.title = RoundTitle(last.round, last.tie) + " is over";
  const std::vector<int> added = tournament.AddedPoints();
  for (std::size_t p = 0; p < last.seats.size(); ++p) {
    const int seat = last.seats[p];
    std::string line = SeatName(names, seat) + ": " +
                       Plural(last.play.points()[p], "point", "points") + ", " +
                       Plural(last.play.flags()[p], "flag", "flags");
    if (last.play.disqualified()[p]) line += ", disqualified";
    if (last.round <= 2 && !last.tie)
      line += " (rounds 1 and 2 added: " +
              Plural(added[static_cast<std::size_t>(seat)], "point", "points") + ")";
    summary.seats.push_back(line);
  }
  if (tournament.IsTerminal()) {
    summary.next = SeatName(names, tournament.champion()) + " is the champion";
    return summary;
  }
  const TournamentRound& next = tournament.current();
  if (next.tie) {
    std::string tied;
    for (std::size_t i = 0; i < next.seats.size(); ++i)
      tied += (i == 0                       ? ""
               : i + 1 == next.seats.size() ? " and "
                                            : ", ") +
              SeatName(names, next.seats[i]);
    summary.next = tied + " tie: they play a " + std::to_string(kTieRoundMinutes) +
                   "-minute tie round, and only its points count";
  } else if (next.round == 2) {
    summary.next = "Round 2 comes next; its points are added to round 1's";
  } else if (next.round == 3) {
    summary.next = "Semi-final round 3 comes next: a face-off, only its points count";
  } else {
    summary.next = SeatName(names, tournament.semi_final_winner()) +
                   " wins the semi-final. Final round 4 comes next: a face-off, the highest "
                   "scorer is the champion";
  }
  return summary;
}

std::vector<std::string> SummarySentences(const RoundSummary& summary) {
  std::vector<std::string> sentences{summary.title + "."};
  for (const std::string& line : summary.seats) sentences.push_back(line + ".");
  sentences.push_back(summary.next + ".");
  return sentences;
}

}  // namespace equations::ui
