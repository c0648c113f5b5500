#include "core/contig60/game.h"

#include <algorithm>

namespace equations::contig60 {
namespace {

using pentathlon::Action;
using pentathlon::Ruling;

std::string Player(int player) {
  return "p" + std::to_string(player);
}

Action Make(int player, std::string verb, std::int64_t at_ms, std::vector<std::string> words = {},
            std::string text = "") {
  return Action{player, std::move(verb), std::move(words), std::move(text), at_ms};
}

// Reads the action's one word as a whole number, "-" first for one below zero (a Running Score
// of 0 or less).
std::optional<int> ReadWhole(const Action& action) {
  if (action.words.size() != 1) return std::nullopt;
  std::string_view digits = action.words[0];
  const bool negative = !digits.empty() && digits[0] == '-';
  if (negative) digits.remove_prefix(1);
  if (digits.empty() || digits.size() > 6) return std::nullopt;
  int value = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return negative ? -value : value;
}

}  // namespace

bool IsVerb(std::string_view verb) {
  static constexpr std::string_view kVerbs[] = {
      "toss",    "roll",      "use-roll", "record", "announce", "place", "total",
      "capture", "challenge", "win",      "accept", "pass",     "clock"};
  return std::find(std::begin(kVerbs), std::end(kVerbs), verb) != std::end(kVerbs);
}

const char* PhaseName(Phase phase) {
  switch (phase) {
    case Phase::Toss:
      return "toss";
    case Phase::Turn:
      return "turn";
    case Phase::Capture:
      return "capture";
    case Phase::Rolled:
      return "rolled";
    case Phase::WinDeclared:
      return "win declared";
    case Phase::Over:
      return "over";
  }
  return "";
}

Expected<Game, std::string> Game::Create(const Config& config) {
  if (config.start_score < 1 || config.start_score > 200)
    return MakeUnexpected(std::string("\"start_score\" must be a whole number from 1 to 200"));
  if (config.chips < kInARow || 2 * config.chips > kSpaces)
    return MakeUnexpected("\"chips\" must be a whole number from 5 to " +
                          std::to_string(kSpaces / 2));
  if (config.minutes < 0 || config.minutes > 120)
    return MakeUnexpected(std::string("\"minutes\" must be a whole number from 0 to 120"));
  Game game;
  game.config_ = config;
  game.random_ = Random(config.seed);
  game.position_.owner.fill(-1);
  game.position_.scores = {config.start_score, config.start_score};
  game.position_.chips = {config.chips, config.chips};
  game.monitor_ = pentathlon::Monitor(config.minutes);
  return game;
}

bool Game::GoalReached(int player) const {
  const int other = 1 - player;
  return FiveInARow(position_.owner, player) ||
         (position_.scores[player] <= 0 && position_.scores[other] - position_.scores[player] >= 3);
}

std::vector<std::string> Game::Faults(const TurnRecord& turn, bool five_in_a_row) const {
  std::vector<std::string> faults;
  if (turn.capturing) {
    if (turn.capture_space < 0) faults.push_back("the captured pass placed no chip");
    if (turn.capture_sentence.empty())
      faults.push_back("the captured pass announced no number sentence");
    if (turn.capture_space >= 0 && !turn.capture_sentence.empty())
      if (auto fault = SentenceFault(turn.capture_sentence, turn.captured_dice,
                                     BoardNumbers()[static_cast<std::size_t>(turn.capture_space)]))
        faults.push_back("capture: " + *fault);
  }
  if (turn.placed >= 0) {
    if (!turn.recorded) faults.push_back("the roll was not recorded on the Scoring Flag Card");
    if (turn.sentence.empty())
      faults.push_back("no number sentence was announced");
    else if (auto fault = SentenceFault(turn.sentence, turn.dice,
                                        BoardNumbers()[static_cast<std::size_t>(turn.placed)]))
      faults.push_back(*fault);
  }
  // "RECORDING & ANNOUNCING RUNNING SCORE": a changed Running Score is announced.
  if (!five_in_a_row && turn.end_score != turn.start.scores[turn.player] &&
      turn.total != turn.end_score)
    faults.push_back(turn.total ? "the Running Score announced, " + std::to_string(*turn.total) +
                                      ", is not " + std::to_string(turn.end_score)
                                : std::string("the new Running Score was not announced"));
  return faults;
}

std::vector<Action> Game::LegalActions() const {
  std::vector<Action> legal;
  const std::int64_t at = monitor_.clock_ms();
  if (phase_ == Phase::Over) return legal;
  if (phase_ == Phase::Toss) return {Make(-1, "toss", at)};
  const int player = monitor_.flag_card();
  const int other = 1 - player;
  auto chips_on = [&](const Dice& dice, const std::string& sentence, int placed) {
    if (position_.chips[player] == 0 || placed >= 0) return;
    for (const auto& [number, made] : ReachableNumbers(dice)) {
      if (position_.owner[static_cast<std::size_t>(SpaceOf(number))] >= 0) continue;
      if (sentence.empty()) legal.push_back(Make(player, "announce", at, {}, made));
      legal.push_back(Make(player, "place", at, {std::to_string(number)}));
    }
  };
  switch (phase_) {
    case Phase::Turn:
      if (last_ && last_->player == other && !last_->challenged && !last_->forfeited)
        legal.push_back(Make(player, "challenge", at));
      if (last_ && last_->player == other && last_->rolled && last_->placed < 0 &&
          !last_->forfeited)
        legal.push_back(Make(player, "capture", at));
      legal.push_back(Make(player, "roll", at));
      if (offered_roll_) legal.push_back(Make(player, "use-roll", at));
      break;
    case Phase::Capture:
      chips_on(turn_.captured_dice, turn_.capture_sentence, turn_.capture_space);
      if (turn_.capture_space >= 0) legal.push_back(Make(player, "roll", at));
      legal.push_back(Make(other, "challenge", at));
      break;
    case Phase::Rolled:
      if (!turn_.recorded) legal.push_back(Make(player, "record", at));
      chips_on(turn_.dice, turn_.sentence, turn_.placed);
      if (position_.scores[player] != turn_.start.scores[player] &&
          turn_.total != position_.scores[player])
        legal.push_back(Make(player, "total", at, {std::to_string(position_.scores[player])}));
      if (turn_.capturing) legal.push_back(Make(other, "challenge", at));
      break;
    case Phase::WinDeclared:
      legal.push_back(Make(other, "challenge", at));
      legal.push_back(Make(other, "accept", at));
      return legal;
    default:
      break;
  }
  if (GoalReached(player)) legal.push_back(Make(player, "win", at));
  legal.push_back(Make(player, "pass", at));
  return legal;
}

std::optional<std::string> Game::Apply(const Action& action) {
  Game before = *this;
  if (auto error = Step(action)) {
    *this = std::move(before);
    return error;
  }
  history_.push_back(action);
  return std::nullopt;
}

void Game::BeginTurn(int player, std::int64_t at_ms) {
  monitor_.StartTurn(player, at_ms);
  turn_ = TurnRecord{};
  turn_.player = player;
  turn_.start = position_;
  phase_ = Phase::Turn;
  // "Depletion of Chips": checked at the beginning of a turn.
  if (position_.chips[player] == 0) EndByScores(Player(player) + " has no chips to play");
}

void Game::EndByScores(const std::string& why) {
  const int difference = position_.scores[0] - position_.scores[1];
  pentathlon::Outcome outcome;
  if (difference >= 3) outcome.winner = 1;
  if (difference <= -3) outcome.winner = 0;
  outcome.reason = why + (outcome.winner < 0 ? ": the Running Scores differ by 2 or less, a tie"
                                             : ": the lower Running Score by 3 or more wins");
  outcome_ = outcome;
  phase_ = Phase::Over;
  events_.push_back("Monitor: " + outcome.reason);
}

void Game::Lose(int player, const std::string& why) {
  outcome_ = pentathlon::Outcome{1 - player, why};
  phase_ = Phase::Over;
  events_.push_back("Monitor: " + why);
}

void Game::Place(int player, int space, int times) {
  int points = 1;
  for (int around : Neighbours(space))
    points += position_.owner[static_cast<std::size_t>(around)] >= 0;
  position_.owner[static_cast<std::size_t>(space)] = player;
  position_.scores[player] -= times * points;
  --position_.chips[player];
}

void Game::Penalize(int player, const std::string& why) {
  position_.scores[player] -= 2;
  events_.push_back("Monitor: challenge correct (" + why + "); " + Player(player) +
                    " subtracts 2 points and begins a turn");
}

void Game::EndTurn(std::int64_t at_ms) {
  const int player = turn_.player;
  turn_.end_score = position_.scores[player];
  last_ = turn_;
  if (position_.scores[player] <= 0 && phase_ != Phase::Over) {
    EndByScores(Player(player) + " has a Running Score of 0 or less");
    return;
  }
  // "GAME TIME LIMIT": after time is called both players complete a turn; the game ends when the
  // second player's turn ends.
  if (monitor_.time_called() && player != beginner_) {
    EndByScores("time was called");
    return;
  }
  int next = 1 - player;
  if (skip_next_[next]) {
    skip_next_[next] = false;
    events_.push_back("Monitor: " + Player(next) + " lost this turn for an incorrect challenge");
    next = player;
  }
  BeginTurn(next, at_ms);
}

void Game::ApplyClock(std::int64_t at_ms) {
  pentathlon::RunClock(
      monitor_, at_ms, events_,
      [this](int, std::int64_t due) {
        if (phase_ == Phase::WinDeclared) {
          outcome_ = pentathlon::Outcome{
              declared_by_, Player(declared_by_) + " wins: the win was not challenged"};
          phase_ = Phase::Over;
          return true;
        }
        position_ = turn_.start;
        turn_.forfeited = true;
        offered_roll_.reset();
        EndTurn(due);
        return phase_ == Phase::Over;
      },
      [this](int player) {
        Lose(player, Player(player) + " exceeded the one-minute turn a third time");
      });
}

std::optional<std::string> Game::Challenge(int player, std::int64_t at_ms) {
  const int holder = monitor_.flag_card();
  auto record = [&](Ruling ruling) {
    if (monitor_.Record(player, ruling))
      Lose(player, Player(player) + " has three incorrect or inappropriate challenges");
  };
  auto correct = [&](const std::string& why, const Position& restore) {
    position_ = restore;
    Penalize(player, why);
    record(Ruling::Correct);
    BeginTurn(player, at_ms);
  };
  // A declared win: "If CORRECT, a win is granted to the challenger"; a win on an incorrect
  // number sentence is the NON EXAMPLE: the penalty, then play continues.
  if (phase_ == Phase::WinDeclared && player != declared_by_) {
    if (!GoalReached(declared_by_)) {
      record(Ruling::Correct);
      outcome_ = pentathlon::Outcome{player, Player(declared_by_) + " declared a win not reached"};
      phase_ = Phase::Over;
      return std::nullopt;
    }
    turn_.end_score = position_.scores[declared_by_];
    std::vector<std::string> faults = Faults(turn_, FiveInARow(position_.owner, declared_by_));
    if (!faults.empty()) {
      const Dice roll = turn_.dice;
      const bool rolled = turn_.rolled;
      const Position restore = turn_.start;
      correct(faults.front(), restore);
      if (rolled) offered_roll_ = roll;
      return std::nullopt;
    }
    record(Ruling::Incorrect);
    if (phase_ != Phase::Over) {
      outcome_ = pentathlon::Outcome{declared_by_, Player(declared_by_) + " wins: the win stands"};
      phase_ = Phase::Over;
    }
    return std::nullopt;
  }
  // REGULAR CHALLENGE: "upon receiving the Scoring Flag Card and before rolling the dice".
  if (phase_ == Phase::Turn && player == holder && last_ && last_->player != player &&
      !last_->challenged && !last_->forfeited) {
    last_->challenged = true;
    std::vector<std::string> faults = Faults(*last_);
    if (!faults.empty()) {
      const Dice roll = last_->dice;
      const bool rolled = last_->rolled;
      const Position restore = last_->start;
      correct(faults.front(), restore);
      if (rolled) offered_roll_ = roll;
      return std::nullopt;
    }
    record(Ruling::Incorrect);
    if (phase_ == Phase::Over) return std::nullopt;
    events_.push_back("Monitor: challenge incorrect; " + Player(player) + " loses the turn");
    turn_.player = player;
    EndTurn(at_ms);
    return std::nullopt;
  }
  // CAPTURED PASS CHALLENGE: "before challenged player completes a regular turn".
  if ((phase_ == Phase::Capture || phase_ == Phase::Rolled) && player != holder &&
      turn_.capturing) {
    TurnRecord capture = turn_;
    capture.placed = -1;  // only the capture is challenged
    capture.end_score = capture.start.scores[holder];
    std::vector<std::string> faults = Faults(capture);
    if (!faults.empty()) {
      const Position restore = turn_.start;
      correct(faults.front(), restore);
      return std::nullopt;
    }
    record(Ruling::Incorrect);
    if (phase_ != Phase::Over) skip_next_[player] = true;
    return std::nullopt;
  }
  // "An Inappropriate Challenge is one that is made at the wrong time": no loss of turn.
  events_.push_back("Monitor: " + Player(player) + "'s challenge is inappropriate (IA)");
  record(Ruling::Inappropriate);
  return std::nullopt;
}

std::optional<std::string> Game::Step(const Action& action) {
  if (phase_ == Phase::Over) return std::string("the game is over");
  ApplyClock(action.at_ms);
  if (action.verb == "clock" && action.player < 0 && action.words.empty() && action.text.empty())
    return std::nullopt;
  if (phase_ == Phase::Over) return std::string("the game ended on the clock before this action");
  const std::string& verb = action.verb;
  const int player = action.player;
  if (verb == "toss") {
    if (player >= 0 || phase_ != Phase::Toss)
      return std::string("only the Monitor tosses, at the start");
    do {
      tosses_ = {1 + random_.Below(6), 1 + random_.Below(6)};
    } while (tosses_[0] == tosses_[1]);
    beginner_ = tosses_[0] < tosses_[1] ? 0 : 1;
    events_.push_back("Monitor: " + Player(beginner_) + " has the lower toss and begins");
    BeginTurn(beginner_, action.at_ms);
    return std::nullopt;
  }
  if (player < 0) return "no action \"" + verb + "\" is the Monitor's";
  if (phase_ == Phase::Toss) return std::string("the players toss for the start first");
  if (verb == "challenge") {
    if (!action.words.empty() || !action.text.empty())
      return std::string("a challenge takes no words");
    return Challenge(player, action.at_ms);
  }
  const int other = 1 - player;
  if (verb == "accept") {
    if (phase_ != Phase::WinDeclared || player == declared_by_)
      return std::string("only the opponent accepts a declared win");
    outcome_ = pentathlon::Outcome{declared_by_, Player(declared_by_) + " wins"};
    phase_ = Phase::Over;
    return std::nullopt;
  }
  // "A player must be in possession of the flag card while taking a turn."
  if (player != monitor_.flag_card())
    return Player(player) + " does not hold the Scoring Flag Card";
  if (phase_ == Phase::WinDeclared) return std::string("the declared win is answered first");
  const bool has_words = !action.words.empty();
  if (verb == "capture") {
    if (has_words || phase_ != Phase::Turn)
      return std::string("a pass is captured before rolling the dice");
    if (!last_ || last_->player != other || !last_->rolled || last_->placed >= 0 ||
        last_->forfeited)
      return Player(other) + " did not pass the Scoring Flag Card without placing a chip";
    turn_.capturing = true;
    turn_.captured_dice = last_->dice;
    phase_ = Phase::Capture;
    return std::nullopt;
  }
  if (verb == "roll" || verb == "use-roll") {
    if (has_words) return verb + " takes no words";
    if (phase_ == Phase::Capture && turn_.capture_space < 0)
      return std::string("the captured pass places its chip before the regular turn");
    if (phase_ != Phase::Turn && phase_ != Phase::Capture)
      return std::string("the dice were rolled this turn");
    if (verb == "use-roll") {
      if (!offered_roll_) return std::string("no roll of the opponent is offered");
      turn_.dice = *offered_roll_;
    } else {
      for (int& die : turn_.dice) die = 1 + random_.Below(6);
    }
    offered_roll_.reset();
    turn_.rolled = true;
    phase_ = Phase::Rolled;
    return std::nullopt;
  }
  const bool capture = phase_ == Phase::Capture;
  if (verb == "announce") {
    if (has_words || action.text.empty())
      return std::string("announce takes a quoted number sentence");
    if (!capture && phase_ != Phase::Rolled) return std::string("a number sentence follows a roll");
    (capture ? turn_.capture_sentence : turn_.sentence) = action.text;
    return std::nullopt;
  }
  if (verb == "place") {
    std::optional<int> number = ReadWhole(action);
    if (!number || SpaceOf(*number) < 0) return std::string("place takes a number of the board");
    if (!capture && phase_ != Phase::Rolled) return std::string("a chip is placed after a roll");
    if ((capture ? turn_.capture_space : turn_.placed) >= 0)
      return std::string("piece laid is played: a chip was placed already");
    const int space = SpaceOf(*number);
    if (position_.owner[static_cast<std::size_t>(space)] >= 0)
      return "the space " + std::to_string(*number) + " is covered";
    if (position_.chips[player] == 0) return Player(player) + " has no chips";
    Place(player, space, capture ? 2 : 1);  // "twice the original score is subtracted"
    (capture ? turn_.capture_space : turn_.placed) = space;
    return std::nullopt;
  }
  if (verb == "record" || verb == "total") {
    if (phase_ != Phase::Rolled) return verb + " follows a roll";
    if (verb == "record") {
      if (has_words) return std::string("record takes no words");
      turn_.recorded = true;
    } else {
      std::optional<int> total = ReadWhole(action);
      if (!total) return std::string("total takes a whole number");
      turn_.total = *total;
    }
    return std::nullopt;
  }
  if (verb == "win") {
    if (has_words) return std::string("win takes no words");
    declared_by_ = player;
    phase_ = Phase::WinDeclared;
    monitor_.StartAnswer(action.at_ms);
    events_.push_back(Player(player) + " declares a win");
    return std::nullopt;
  }
  if (verb == "pass") {
    if (has_words) return std::string("pass takes no words");
    EndTurn(action.at_ms);
    return std::nullopt;
  }
  return "no action is called \"" + verb +
         "\" (toss, roll, use-roll, record, announce, place, total, capture, challenge, win, "
         "accept, pass, clock)";
}

}  // namespace equations::contig60
