#include "core/queens_guards/game.h"

#include <algorithm>

namespace equations::queens_guards {
namespace {

using pentathlon::Action;
using pentathlon::Ruling;

std::string Player(int player) {
  return "p" + std::to_string(player);
}

Action Make(int player, std::string verb, std::int64_t at_ms, std::vector<std::string> words = {}) {
  return Action{player, std::move(verb), std::move(words), "", at_ms};
}

std::optional<int> ReadSpace(const std::string& word) {
  if (word.empty() || word.size() > 2) return std::nullopt;
  int value = 0;
  for (char c : word) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value < kSpaces ? std::optional<int>(value) : std::nullopt;
}

bool IsStartPosition(int space) {
  return space == QueenStart(0) || space == QueenStart(1);
}

int SpaceOf(const Spaces& spaces, int holder) {
  auto found = std::find(spaces.begin(), spaces.end(), holder);
  return found == spaces.end() ? -1 : static_cast<int>(found - spaces.begin());
}

bool Contains(const std::vector<int>& values, int value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

// "TRAPS": a trapped guard moves back one space (to an empty space of the next ring out, never a
// Start Position); a trapped Queen moves back to her Start Position. Empty when blocked.
std::vector<int> BackMoves(const Spaces& spaces, int from) {
  const int holder = spaces[static_cast<std::size_t>(from)];
  std::vector<int> back;
  if (IsQueen(holder)) {
    const int start = QueenStart(OwnerOf(holder));
    if (spaces[static_cast<std::size_t>(start)] < 0) back.push_back(start);
    return back;
  }
  for (int next : Adjacent(from))
    if (RingOf(next) == RingOf(from) + 1 && spaces[static_cast<std::size_t>(next)] < 0 &&
        !IsStartPosition(next))
      back.push_back(next);
  return back;
}

// The spaces of `player`'s owed pieces that are trapped and can be moved back, the Queen alone
// when she is among them ("the Queen must be moved back first").
std::vector<int> Owed(const Spaces& spaces, const std::vector<int>& owed, int player) {
  std::vector<int> movable;
  for (int holder : owed) {
    if (OwnerOf(holder) != player) continue;
    const int space = SpaceOf(spaces, holder);
    if (space < 0 || !Trapped(spaces, space) || BackMoves(spaces, space).empty()) continue;
    if (IsQueen(holder)) return {space};
    movable.push_back(space);
  }
  return movable;
}

// The opponent's pieces in a trap that `player` has not yet announced.
std::vector<int> Unannounced(const Spaces& spaces, const std::vector<int>& owed, int player) {
  std::vector<int> trapped;
  for (int space = 0; space < kSpaces; ++space) {
    const int holder = spaces[static_cast<std::size_t>(space)];
    if (OwnerOf(holder) == 1 - player && Trapped(spaces, space) && !Contains(owed, holder))
      trapped.push_back(holder);
  }
  return trapped;
}

}  // namespace

bool IsVerb(std::string_view verb) {
  static constexpr std::string_view kVerbs[] = {"toss",      "move", "trap", "relocate",
                                                "challenge", "tie",  "pass", "clock"};
  return std::find(std::begin(kVerbs), std::end(kVerbs), verb) != std::end(kVerbs);
}

Expected<Game, std::string> Game::Create(const Config& config) {
  if (config.minutes < 0 || config.minutes > 120)
    return MakeUnexpected(std::string("\"minutes\" must be a whole number from 0 to 120"));
  Game game;
  game.config_ = config;
  game.random_ = Random(config.seed);
  game.spaces_.fill(-1);
  for (int player = 0; player < 2; ++player) {
    const std::array<int, kPieces> start = StartPosition(player);
    for (int piece = 0; piece < kPieces; ++piece)
      game.spaces_[static_cast<std::size_t>(start[static_cast<std::size_t>(piece)])] =
          player * kPieces + piece;
  }
  game.monitor_ = pentathlon::Monitor(config.minutes);
  return game;
}

Expected<Game, std::string> Game::FromPosition(const Config& config, const Spaces& spaces,
                                               int first) {
  auto game = Create(config);
  if (!game) return game;
  for (int holder = 0; holder < 2 * kPieces; ++holder)
    if (std::count(spaces.begin(), spaces.end(), holder) != 1)
      return MakeUnexpected("piece " + std::to_string(holder) + " must stand on one space");
  if (std::count(spaces.begin(), spaces.end(), -1) != kSpaces - 2 * kPieces)
    return MakeUnexpected(std::string("a space holds no piece of the game"));
  if (first < 0 || first > 1) return MakeUnexpected(std::string("the first player is 0 or 1"));
  game->spaces_ = spaces;
  game->beginner_ = first;
  game->BeginTurn(first, 0);
  return game;
}

std::vector<int> Game::OwedMovable(int player) const {
  return Owed(spaces_, owed_, player);
}

std::vector<int> Game::Moves(int from) const {
  const int holder = spaces_[static_cast<std::size_t>(from)];
  if (holder < 0) return {};
  if (Contains(owed_, holder) && Trapped(spaces_, from)) return BackMoves(spaces_, from);
  std::vector<int> moves;
  for (int next : Adjacent(from)) {
    if (spaces_[static_cast<std::size_t>(next)] >= 0 || RingOf(next) > RingOf(from)) continue;
    if (!IsQueen(holder) && (next == kThrone || IsStartPosition(next))) continue;
    moves.push_back(next);
  }
  return moves;
}

std::vector<std::string> Game::Faults(const TurnRecord& turn) const {
  std::vector<std::string> faults;
  const std::vector<int> owed = Owed(turn.start, turn.owed, turn.player);
  if (owed.empty() || turn.from < 0) return faults;
  if (!Contains(owed, turn.from) || !turn.back) {
    const bool queen = IsQueen(turn.start[static_cast<std::size_t>(owed.front())]);
    faults.push_back(queen ? "the trapped Queen was not moved back to her Start Position first"
                           : "a trapped piece was not moved back out of the trap");
  }
  return faults;
}

std::vector<Action> Game::LegalActions() const {
  const std::int64_t at = monitor_.clock_ms();
  if (phase_ == Phase::Over) return {};
  if (phase_ == Phase::Toss) return {Make(-1, "toss", at)};
  std::vector<Action> legal;
  const int player = monitor_.flag_card();
  const int other = 1 - player;
  if (tie_proposed_by_ == other) legal.push_back(Make(player, "tie", at));
  if (tie_proposed_by_ == player) legal.push_back(Make(other, "tie", at));
  Game trial = *this;
  if (!trial.AnnounceTrap(player)) legal.push_back(Make(player, "trap", at));
  if (turn_.from >= 0) {
    legal.push_back(Make(player, "pass", at));
    return legal;
  }
  const bool fresh = !turn_.relocated && !turn_.announced;
  if (fresh && last_ && last_->player == other && !last_->challenged && !last_->forfeited)
    legal.push_back(Make(player, "challenge", at));
  // Only while the piece moved last still stands where it went (a Trap said at the start of this
  // turn or a Correct challenge may have taken it back).
  if (!turn_.relocated && last_ && last_->player == other && last_->relocatable &&
      OwnerOf(spaces_[static_cast<std::size_t>(last_->to)]) == other) {
    const bool guard = !IsQueen(spaces_[static_cast<std::size_t>(last_->to)]);
    for (int space = kSpaces - 6 * kRings; space < kSpaces; ++space)
      if (spaces_[static_cast<std::size_t>(space)] < 0 && !(guard && IsStartPosition(space)))
        legal.push_back(Make(player, "relocate", at, {std::to_string(space)}));
  }
  std::vector<int> from = OwedMovable(player);
  if (from.empty())
    for (int space = 0; space < kSpaces; ++space)
      if (OwnerOf(spaces_[static_cast<std::size_t>(space)]) == player) from.push_back(space);
  bool can_move = false;
  for (int space : from)
    for (int to : Moves(space)) {
      legal.push_back(Make(player, "move", at, {std::to_string(space), std::to_string(to)}));
      can_move = true;
    }
  if (!can_move) {
    legal.push_back(Make(player, "pass", at));
    if (tie_proposed_by_ < 0) legal.push_back(Make(player, "tie", at));
  }
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
  turn_.start = spaces_;
  turn_.owed = owed_;
  phase_ = Phase::Turn;
}

void Game::End(int winner, const std::string& why) {
  outcome_ = pentathlon::Outcome{winner, why};
  phase_ = Phase::Over;
  events_.push_back("Monitor: " + why);
}

void Game::EndTurn(std::int64_t at_ms) {
  const int player = turn_.player;
  last_ = turn_;
  // "GAME TIME LIMIT": after time is called both players complete a turn; then, neither having
  // won, the Monitor declares a tie.
  if (monitor_.time_called() && player != beginner_) {
    End(-1, "time was called and neither player has won: a tie");
    return;
  }
  if (extra_turn_) {
    extra_turn_ = false;
    BeginTurn(player, at_ms);
    return;
  }
  BeginTurn(1 - player, at_ms);
}

std::optional<std::string> Game::Move(int player, int from, int to) {
  if (turn_.from >= 0) return std::string("a piece moved and released may not be repositioned");
  const int holder = spaces_[static_cast<std::size_t>(from)];
  if (OwnerOf(holder) != player)
    return "space " + std::to_string(from) + " holds no piece of " + Player(player);
  if (spaces_[static_cast<std::size_t>(to)] >= 0)
    return "space " + std::to_string(to) + " is taken";
  const bool owed = Contains(owed_, holder) && Trapped(spaces_, from);
  const bool back = owed && Contains(BackMoves(spaces_, from), to);
  if (!back && !Contains(Adjacent(from), to))
    return "space " + std::to_string(to) + " is not next to space " + std::to_string(from);
  spaces_[static_cast<std::size_t>(to)] = holder;
  spaces_[static_cast<std::size_t>(from)] = -1;
  turn_.from = from;
  turn_.to = to;
  turn_.back = back;
  // "MOVING INTO A TRAP, BACKWARDS, ON THE THRONE OR CENTER HEXAGON".
  turn_.relocatable = !back && (RingOf(to) > RingOf(from) || Trapped(spaces_, to) ||
                                (!IsQueen(holder) && (to == kThrone || IsStartPosition(to))));
  tie_proposed_by_ = -1;
  std::erase_if(owed_, [&](int piece) { return !Trapped(spaces_, SpaceOf(spaces_, piece)); });
  if (QueenGuarded(spaces_, player)) {
    End(player, Player(player) + "'s Queen is on the Throne surrounded by her 6 guards");
  } else {
    for (int side = 0; side < 2; ++side)
      if (GuardsAroundEmptyThrone(spaces_, side))
        End(-1, Player(side) + "'s 6 guards are around the Throne without the Queen: a tie");
  }
  return std::nullopt;
}

std::optional<std::string> Game::AnnounceTrap(int player) {
  // "While being in trap a player can NOT create OR announce Trap ... unless blocked OR moving
  // out of a trap."
  if (!Owed(turn_.start, turn_.owed, player).empty() && !turn_.back)
    return Player(player) + " is in a trap and has not moved out of it";
  if (turn_.announced) return std::string("\"Trap\" was announced this turn");
  if (turn_.from >= 0) {
    // a) after forming the trap and before passing the flag card.
    std::vector<int> formed;
    for (int holder : Unannounced(spaces_, owed_, player))
      if (!Trapped(turn_.start, SpaceOf(turn_.start, holder))) formed.push_back(holder);
    if (formed.empty()) return std::string("no trap was formed this turn");
    owed_.insert(owed_.end(), formed.begin(), formed.end());
  } else {
    // b) at the beginning of a turn: the opponent's last piece moved goes back to its prior
    // position, and the player completes a turn.
    if (turn_.relocated) return std::string("\"Trap\" is announced before touching a piece");
    // A move that answered an announced trap is never undone: that trap was said at its
    // construction, and undoing the answer would keep the opponent in it for ever.
    Spaces undone = spaces_;
    if (last_ && last_->player != player && last_->to >= 0 && !last_->back) {
      undone[static_cast<std::size_t>(last_->from)] = undone[static_cast<std::size_t>(last_->to)];
      undone[static_cast<std::size_t>(last_->to)] = -1;
    }
    std::vector<int> trapped = Unannounced(undone, owed_, player);
    if (trapped.empty()) return std::string("no piece of the opponent is in a trap");
    spaces_ = undone;
    turn_.start = undone;
    owed_.insert(owed_.end(), trapped.begin(), trapped.end());
  }
  turn_.announced = true;
  events_.push_back(Player(player) + ": Trap");
  return std::nullopt;
}

void Game::ApplyClock(std::int64_t at_ms) {
  pentathlon::RunClock(
      monitor_, at_ms, events_,
      [this](int, std::int64_t due) {
        spaces_ = turn_.start;
        owed_ = turn_.owed;
        turn_.from = turn_.to = -1;
        turn_.forfeited = true;
        EndTurn(due);
        return phase_ == Phase::Over;
      },
      [this](int player) {
        End(1 - player, Player(player) + " exceeded the one-minute turn a third time");
      });
}

std::optional<std::string> Game::Challenge(int player, std::int64_t at_ms) {
  auto record = [&](Ruling ruling) {
    if (monitor_.Record(player, ruling))
      End(1 - player, Player(player) + " has three incorrect or inappropriate challenges");
  };
  // "upon receiving the flag card and before touching a piece".
  if (player == monitor_.flag_card() && turn_.from < 0 && !turn_.relocated && !turn_.announced &&
      last_ && last_->player != player && !last_->challenged && !last_->forfeited) {
    last_->challenged = true;
    std::vector<std::string> faults = Faults(*last_);
    if (!faults.empty()) {
      spaces_ = last_->start;
      owed_ = last_->owed;
      events_.push_back("Monitor: challenge correct (" + faults.front() + "); " + Player(player) +
                        " begins a turn");
      record(Ruling::Correct);
      BeginTurn(player, at_ms);
      return std::nullopt;
    }
    record(Ruling::Incorrect);
    if (phase_ == Phase::Over) return std::nullopt;
    events_.push_back("Monitor: challenge incorrect; " + Player(player) + " loses the turn");
    EndTurn(at_ms);
    return std::nullopt;
  }
  events_.push_back("Monitor: " + Player(player) + "'s challenge is inappropriate (IA)");
  record(Ruling::Inappropriate);
  return std::nullopt;
}

std::optional<std::string> Game::Step(const Action& action) {
  if (phase_ == Phase::Over) return std::string("the game is over");
  ApplyClock(action.at_ms);
  const std::string& verb = action.verb;
  const int player = action.player;
  const std::size_t words = action.words.size();
  if (!action.text.empty()) return verb + " takes no quoted text";
  if (verb == "clock" && player < 0 && words == 0) return std::nullopt;
  if (phase_ == Phase::Over) return std::string("the game ended on the clock before this action");
  if (verb == "toss") {
    if (player >= 0 || phase_ != Phase::Toss || words)
      return std::string("only the Monitor tosses, at the start");
    // "START": one player names the starting colour, the other picks a hand.
    beginner_ = random_.Below(2);
    events_.push_back("Monitor: " + Player(beginner_) + " has the starting colour and begins");
    BeginTurn(beginner_, action.at_ms);
    return std::nullopt;
  }
  if (player < 0) return "no action \"" + verb + "\" is the Monitor's";
  if (phase_ == Phase::Toss) return std::string("the Monitor decides who begins first");
  const int holder = monitor_.flag_card();
  if (verb == "challenge") {
    if (words) return std::string("a challenge takes no words");
    return Challenge(player, action.at_ms);
  }
  if (verb == "tie") {
    if (words) return std::string("tie takes no words");
    if (tie_proposed_by_ == 1 - player) {
      End(-1, "both players agree that a player can not move without violating a rule: a tie");
      return std::nullopt;
    }
    if (player != holder) return std::string("a tie is proposed while holding the flag card");
    tie_proposed_by_ = player;
    return std::nullopt;
  }
  if (verb == "trap") {
    if (words) return std::string("trap takes no words");
    if (player == holder) return AnnounceTrap(player);
    // "STATING TRAP AT THE WRONG TIME": the holder moves the trapped piece out, then takes a
    // regular turn.
    if (turn_.from >= 0) return std::string("\"Trap\" out of turn is answered before a move");
    std::vector<int> trapped = Unannounced(spaces_, owed_, player);
    if (trapped.empty()) return "no piece of " + Player(holder) + " is in a trap";
    owed_.insert(owed_.end(), trapped.begin(), trapped.end());
    turn_.owed = owed_;
    extra_turn_ = true;
    events_.push_back(Player(player) + " said Trap without the flag card");
    return std::nullopt;
  }
  if (player != holder) return Player(player) + " does not hold the flag card";
  if (verb == "move") {
    std::optional<int> from = words == 2 ? ReadSpace(action.words[0]) : std::nullopt;
    std::optional<int> to = words == 2 ? ReadSpace(action.words[1]) : std::nullopt;
    if (!from || !to) return std::string("move takes two spaces, 0 to 90");
    return Move(player, *from, *to);
  }
  if (verb == "relocate") {
    std::optional<int> to = words == 1 ? ReadSpace(action.words[0]) : std::nullopt;
    if (!to) return std::string("relocate takes a space, 0 to 90");
    if (turn_.from >= 0 || turn_.relocated)
      return std::string("a piece is relocated at the beginning of the turn");
    if (!last_ || last_->player == player || !last_->relocatable)
      return Player(1 - player) +
             " did not move a piece into a trap, away from the centre or "
             "a guard onto the Throne or a Start Position";
    const int piece = spaces_[static_cast<std::size_t>(last_->to)];
    if (OwnerOf(piece) != 1 - player)
      return "the piece " + Player(1 - player) + " moved last no longer stands on space " +
             std::to_string(last_->to);
    if (RingOf(*to) != kRings || spaces_[static_cast<std::size_t>(*to)] >= 0 ||
        (!IsQueen(piece) && IsStartPosition(*to)))
      return "space " + std::to_string(*to) + " is not an empty space of the outermost band";
    spaces_[static_cast<std::size_t>(*to)] = piece;
    spaces_[static_cast<std::size_t>(last_->to)] = -1;
    turn_.relocated = true;
    std::erase_if(owed_, [&](int held) { return !Trapped(spaces_, SpaceOf(spaces_, held)); });
    return std::nullopt;
  }
  if (verb == "pass") {
    if (words) return std::string("pass takes no words");
    if (turn_.from < 0) {
      for (int space = 0; space < kSpaces; ++space)
        if (OwnerOf(spaces_[static_cast<std::size_t>(space)]) == player && !Moves(space).empty())
          return Player(player) + " must move a piece before passing the flag card";
    }
    EndTurn(action.at_ms);
    return std::nullopt;
  }
  return "no action is called \"" + verb +
         "\" (toss, move, trap, relocate, challenge, tie, pass, clock)";
}

}  // namespace equations::queens_guards
