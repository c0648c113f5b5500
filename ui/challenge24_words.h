// The 24 Challenge in words, as everyone at the table sees it: the card revealed, who touched,
// the pattern said, the judge's verdict, flags and points. The screen's live region for screen
// readers and its "Describe the table" both read these; none says a solution before a player
// has stated it.
#pragma once

#include <string>
#include <vector>

#include "core/challenge24/round.h"
#include "core/challenge24/tournament.h"

namespace equations::ui {

// Returns the name of `player`, or "Player n".
std::string SeatName(const std::vector<std::string>& names, int player);

// Returns the card's numbers and dots in words: "4, 7, 8 and 8 (2 dots, red side)".
std::string CardWords(const challenge24::Face& face);

// Returns what happened between `before` and `after` (one action applied), one sentence each:
// "Card revealed: 4, 7, 8 and 8 (2 dots)", "Ann touched the card", "Ann's pattern: 3 x 8",
// "Ann won the card: 8÷(3-8÷3) makes 24; 2 points, Ann has 5", "Ben has a penalty flag: ...".
std::vector<std::string> NarrateChange(const challenge24::Round& before,
                                       const challenge24::Round& after,
                                       const std::vector<std::string>& names);

// Returns a few of the card's solutions: "Ways to 24: (9-6)x8, ... and 3 more" (for practice,
// once the card has left play).
std::string SolutionsWords(const challenge24::Face& face);

// Returns the verdict of a card's play in plain words ("Ann won the card with ...").
std::string PlayWords(const challenge24::Round& round, const challenge24::Play& play,
                      const std::vector<std::string>& names);

// Returns the whole table in words: the card (when it shows), whose declaration, each player's
// points and flags, the cards left.
std::string DescribeTable(const challenge24::Round& round, const std::vector<std::string>& names);
// Returns who has the most points, naming each of a tie: "Most points: Ann", "A tie for the most
// points: Ann and Ben, 3 each", "Nobody won a card".
std::string MostPoints(const challenge24::Round& round, const std::vector<std::string>& names);

// Returns a tournament round's title: "Round 1", "Semi-final round 3", "Final round 4", "Tie round
// for round 3".
std::string RoundTitle(int round, bool tie);

// One seat's line of a round summary and the lines around them, as drawn and said between rounds.
struct RoundSummary {
  std::string title;               // "Round 1 is over"
  std::vector<std::string> seats;  // "Player 1: 3 points, 1 flag (rounds 1 and 2: 7 points)"
  std::string next;                // what comes next, or who is the champion
};
// Returns the summary of the tournament's last finished round (the one before the current round,
// or the final when the tournament is over), names by seat (precondition: a round has finished).
RoundSummary SummarizeRound(const challenge24::Tournament& tournament,
                            const std::vector<std::string>& names);
// Returns the summary as sentences, each with its full stop: the title, each seat, what is next.
std::vector<std::string> SummarySentences(const RoundSummary& summary);

}  // namespace equations::ui
