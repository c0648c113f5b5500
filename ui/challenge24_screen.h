// The 24 Challenge at one screen: two to four players (or one, practising) share the screen, each
// with a key and a large touch zone to touch the card; the card shows large, covered until the
// proctor's hand is withdrawn; the 3-second pattern and 15-second solution run as bars; the
// declarer types the pattern and the solution (or taps them on a keypad of the card's numbers);
// the judge's verdict, flags and points are drawn large enough for a projector and said to screen
// readers. Rules: /work/shared/rules/24-challenge-tournament-rules.md, through the core's round
// (core/challenge24/round.h): the screen keeps no game state of its own: it applies the actions
// the round lists as legal, the proctor's and the computer players' from
// core/challenge24/computer.h, at the wall clock.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/challenge24/computer.h"
#include "core/challenge24/round.h"
#include "core/play/state.h"
#include "ui/layout.h"
#include "ui/theme.h"

namespace equations::ui {

// The round to set up: who sits where, the deck, the round and its number of cards.
struct Challenge24Setup {
  int players = 2;  // 1-4
  // Per seat: "" for a person, else the computer's level ("beginner", "club", "strong").
  std::vector<std::string> computer = {"", "club", "", ""};
  std::string deck = "single-digits";
  int round = 1;
  int cards = 12;
};

// What the screen asks of the app this frame.
enum class Challenge24Request { None, Close, ScaleDown, ScaleUp };

class Challenge24Screen {
 public:
  bool open() const { return open_; }
  void Open();
  void Close();
  // Restores the saved setup and round (call once, before the first frame).
  void Restore();
  // Draws the screen in the current ImGui window, plays the due actions and reads the input.
  Challenge24Request Frame(const Fonts& fonts, float scale, Layout& layout);
  // The round's JSON view (core/challenge24/round_state.h RoundView), or "null".
  std::string StateJson() const;
  // True while a round is in progress: its clocks need frames.
  bool Running() const;
  const std::string& message() const { return message_; }

 private:
  const challenge24::Round* round() const;
  std::vector<std::string> Names() const;
  std::optional<challenge24::ComputerLevel> Computer(int seat) const;
  void Start();
  void Save() const;
  // Applies the proctor's, the computer players' and the clock's actions due by `now`.
  void Drive(std::int64_t now);
  // Applies `action` if the round lists its kind for its player as legal now; says why not.
  bool Act(challenge24::Action action);
  void Say(const challenge24::Round& before);
  // Returns the core's text with "player 0" replaced by that seat's name.
  std::string WithSeatNames(std::string text) const;
  void DrawSetup(float scale, Layout& layout);
  void DrawCard(ImVec2 min, float size, const Fonts& fonts, float scale, Layout& layout);
  void DrawClock(ImVec2 min, float width, float scale, std::int64_t now, Layout& layout);
  void DrawAnswer(float width, float scale, Layout& layout);
  void DrawSeats(ImVec2 min, ImVec2 max, const Fonts& fonts, float scale, Layout& layout);

  bool open_ = false;
  Challenge24Setup setup_;
  std::unique_ptr<play::State> state_;  // the core's round, or none before the first
  bool show_setup_ = true;
  std::string answer_;   // what the declarer is typing
  int answer_for_ = -1;  // the declarer it is typed for
  bool focus_answer_ = false;
  std::string message_;                  // the last refusal
  std::string verdict_;                  // the last card's verdict in words
  std::string last_said_;                // the message as last said
  std::int64_t slide_revealed_ms_ = -1;  // the reveal whose hand slides off
  double slide_start_s_ = 0.0;           // when the screen first drew it (frame time)
};

}  // namespace equations::ui
