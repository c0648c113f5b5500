// The 24 Challenge at one screen: two to four players (or one, practising) share the screen, each
// with a key and a large touch zone to touch the card; the card shows large, covered until the
// proctor's hand is withdrawn; the 3-second pattern and 15-second solution run as bars; the
// declarer types the pattern and the solution (or taps them on a keypad of the card's numbers);
// the judge's verdict, flags and points are drawn large enough for a projector and said to screen
// readers. One round, or a whole tournament (core/challenge24/tournament.h) with a summary of
// points and flags between its rounds. Rules: /work/shared/rules/24-challenge-tournament-rules.md,
// through the core's round (core/challenge24/round.h): the screen keeps no game state of its own:
// it applies the actions the round lists as legal, the proctor's and the computer players' from
// core/challenge24/computer.h, at the wall clock.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/challenge24/computer.h"
#include "core/challenge24/round.h"
#include "core/challenge24/tournament.h"
#include "core/play/state.h"
#include "ui/layout.h"
#include "ui/theme.h"

namespace equations::ui {

// The game to set up: one round or a tournament, who sits where, the deck, the round and the
// number of cards in each round.
struct Challenge24Setup {
  bool tournament = false;
  int players = 2;  // 1-4; a tournament 2-4
  // Per seat: "" for a person, else the computer's level ("beginner", "club", "strong").
  // Every seat is a person until a computer is chosen for it.
  std::vector<std::string> computer = {"", "", "", ""};
  std::string deck = "single-digits";
  int round = 1;
  int cards = 12;
};

// The colour of a seat's touch zone (0-3).
ImU32 Challenge24SeatColour(int seat);

// What the screen asks of the app this frame.
enum class Challenge24Request { None, Close, ScaleDown, ScaleUp };

class Challenge24Screen {
 public:
  bool open() const { return open_; }
  // Opens the screen; `holds_pause`: the app paused its match for it, to resume on Close.
  void Open(bool holds_pause = false);
  // Closes the screen; returns true when the app is to resume the match it paused for it.
  bool Close();
  // Restores the saved setup and round (call once, before the first frame).
  void Restore();
  // Draws the screen in the current ImGui window, plays the due actions and reads the input.
  Challenge24Request Frame(const Fonts& fonts, float scale, Layout& layout);
  // The game's JSON view (core/challenge24/round_state.h RoundView, or the tournament's view), or
  // "null".
  std::string StateJson() const;
  // True while a round is in progress: its clocks need frames.
  bool Running() const;
  const std::string& message() const { return message_; }

 private:
  // The round being played (a tournament's current round), or nullptr.
  const challenge24::Round* round() const;
  const challenge24::Tournament* tournament() const;
  // The seat of each of the round's players (a tie round is played by the tied seats only).
  std::vector<int> Seats() const;
  std::vector<std::string> Names() const;  // by seat
  // The names of the round's players, from their seats.
  std::vector<std::string> NamesOf(const std::vector<int>& seats) const;
  std::optional<challenge24::ComputerLevel> Computer(int seat) const;
  // True between a tournament's rounds (a round over, the next not yet begun) and at its end.
  bool Between() const;
  void Start();
  // Begins the tournament's next round: its clock starts now.
  void Continue();
  void Save() const;
  // Applies the proctor's, the computer players' and the clock's actions due by `now`.
  void Drive(std::int64_t now);
  // Applies `action` (its player the round's) if the round lists its kind for its player as legal
  // now; says why not.
  bool Act(challenge24::Action action);
  // Applies an action of the round (its player the round's) to the game, seats for players.
  std::optional<std::string> Apply(challenge24::Action action);
  // Says what changed since `before`, the round that was current among `rounds_before` rounds.
  void Say(const challenge24::Round& before, std::size_t rounds_before);
  // Returns the core's text with "player 0" replaced by that seat's name.
  std::string WithSeatNames(std::string text) const;
  void DrawSetup(float scale, Layout& layout);
  void DrawCard(ImVec2 min, float size, const Fonts& fonts, float scale, Layout& layout);
  void DrawClock(ImVec2 min, float width, float scale, std::int64_t now, Layout& layout);
  // The declarer's answer field and keypad, above `bottom`.
  void DrawAnswer(float width, float bottom, float scale, Layout& layout);
  // The pattern picked from the card's last steps by mouse, touch or the arrows and Enter; returns
  // true when it was said (challenge24_patterns.cpp).
  bool DrawPatterns(float width, float scale, std::int64_t now, Layout& layout);
  // The summary between a tournament's rounds (challenge24_summary.cpp).
  void DrawSummary(const Fonts& fonts, float scale, Layout& layout);
  void DrawSeats(ImVec2 min, ImVec2 max, const Fonts& fonts, float scale, Layout& layout);

  bool open_ = false;
  bool holds_pause_ = false;  // the app paused its match when the screen opened
  Challenge24Setup setup_;
  std::unique_ptr<play::State> state_;  // the core's round, or none before the first
  bool show_setup_ = true;
  std::string answer_;   // what the declarer is typing
  int answer_for_ = -1;  // the declarer it is typed for
  bool focus_answer_ = false;
  std::string message_;                  // the last refusal
  std::string verdict_;                  // the last card's verdict in words
  std::string last_said_;                // the message as last said
  int pattern_pick_ = -1;                // the pattern the arrows rest on, or -1
  std::int64_t pattern_touch_ms_ = -1;   // the touch the list was shown for
  std::int64_t slide_revealed_ms_ = -1;  // the reveal whose hand slides off
  double slide_start_s_ = 0.0;           // when the screen first drew it (frame time)
};

}  // namespace equations::ui
