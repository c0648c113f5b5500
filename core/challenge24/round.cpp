#include "core/challenge24/round.h"

#include <algorithm>

#include "core/base/names.h"

namespace equations::challenge24 {
namespace {

std::optional<RoundError> Error(std::string message) {
  return RoundError{std::move(message)};
}

std::string PlayerName(int player) {
  return "player " + std::to_string(player);
}

constexpr NameTable<ActionKind, 8> kActionKindNames = {{{ActionKind::Deal, "deal"},
                                                        {ActionKind::Reveal, "reveal"},
                                                        {ActionKind::Touch, "touch"},
                                                        {ActionKind::Stumped, "stumped"},
                                                        {ActionKind::Pattern, "pattern"},
                                                        {ActionKind::Solution, "solution"},
                                                        {ActionKind::Fix, "fix"},
                                                        {ActionKind::Clock, "clock"}}};
constexpr NameTable<FlagReason, 4> kFlagReasonNames = {
    {{FlagReason::NoPattern, "no pattern within 3 seconds"},
     {FlagReason::NoSolution, "no solution within 15 seconds"},
     {FlagReason::IncorrectSolution, "incorrect solution"},
     {FlagReason::TouchedBeforeReveal, "touched the card before it was revealed"}}};
constexpr NameTable<Phase, 5> kPhaseNames = {{{Phase::Dealing, "dealing"},
                                              {Phase::Cupped, "cupped"},
                                              {Phase::Revealed, "revealed"},
                                              {Phase::Declared, "declared"},
                                              {Phase::RoundOver, "round over"}}};
constexpr NameTable<PlayEnd, 3> kPlayEndNames = {
    {{PlayEnd::Won, "won"}, {PlayEnd::Flagged, "flagged"}, {PlayEnd::Stumped, "stumped"}}};

}  // namespace

// The tables hold string literals, so a name's data() ends in a null character.
const char* ActionKindName(ActionKind kind) {
  return NameOf(kActionKindNames, kind).data();
}

std::optional<ActionKind> ParseActionKind(std::string_view name) {
  return ParseName(kActionKindNames, name);
}

std::string ActionText(const Action& action) {
  std::string text = action.player >= 0 ? "p" + std::to_string(action.player) + " " : "";
  text += ActionKindName(action.kind);
  if (!action.text.empty()) {
    text += " \"";
    for (char c : action.text)
      text += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
    text += "\"";
  }
  return text + " @" + std::to_string(action.at_ms);
}

Expected<Action, std::string> ParseAction(std::string_view text, std::int64_t clock_ms) {
  auto fail = [&](const std::string& why) {
    return MakeUnexpected("cannot read action \"" + std::string(text) + "\": " + why);
  };
  auto skip = [&](std::size_t& i) {
    while (i < text.size() && text[i] == ' ') ++i;
  };
  auto word = [&](std::size_t& i) {
    std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    return text.substr(start, i - start);
  };
  auto number = [](std::string_view digits, std::int64_t& value) {
    if (digits.empty() || digits.size() > 15) return false;
    value = 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return false;
      value = value * 10 + (c - '0');
    }
    return true;
  };
  Action action{ActionKind::Clock, -1, "", clock_ms};
  std::size_t i = 0;
  skip(i);
  std::string_view first = word(i);
  std::int64_t value = 0;
  if (first.size() > 1 && first[0] == 'p') {
    if (!number(first.substr(1), value) || value > 99) return fail("bad player");
    action.player = static_cast<int>(value);
    skip(i);
    first = word(i);
  }
  std::optional<ActionKind> kind = ParseActionKind(first);
  if (!kind)
    return fail("no action is called \"" + std::string(first) +
                "\" (deal, reveal, touch, stumped, pattern, solution, fix, clock)");
  action.kind = *kind;
  skip(i);
  if (i < text.size() && text[i] == '"') {
    bool closed = false;
    for (++i; i < text.size() && !closed; ++i) {
      if (text[i] == '\\' && i + 1 < text.size())
        action.text += text[++i];
      else if (text[i] == '"')
        closed = true;
      else
        action.text += text[i];
    }
    if (!closed) return fail("unterminated quoted text");
    skip(i);
  }
  if (i < text.size() && text[i] == '@') {
    if (!number(word(++i), value)) return fail("bad time");
    action.at_ms = value;
    skip(i);
  }
  if (i < text.size()) return fail("unexpected \"" + std::string(text.substr(i)) + "\"");
  return action;
}

const char* FlagReasonName(FlagReason reason) {
  return NameOf(kFlagReasonNames, reason).data();
}

const char* PhaseName(Phase phase) {
  return NameOf(kPhaseNames, phase).data();
}

const char* PlayEndName(PlayEnd end) {
  return NameOf(kPlayEndNames, end).data();
}

Expected<Round, std::string> Round::Create(const RoundConfig& config) {
  if (config.players < 1 || config.players > 4)
    return MakeUnexpected("players: " + std::to_string(config.players) +
                          "; a table seats 1 to 4 (SEATING: three or four)");
  if (config.minutes < 0 || config.minutes > 60)
    return MakeUnexpected("minutes: " + std::to_string(config.minutes) +
                          "; a tie round lasts 1 to 60 minutes (MISCELLANEOUS: 5), 0 for none");
  if (config.cards < 1 || config.cards > kHalfCards)
    return MakeUnexpected("cards: " + std::to_string(config.cards) +
                          "; a round plays 1 to 48 cards (ROUND 1: 48)");
  auto faces = RoundFaces(config.deck, config.seed, config.round);
  if (!faces) return MakeUnexpected(faces.error());
  Round round;
  round.config_ = config;
  round.faces_.assign(faces->begin(), faces->begin() + config.cards);
  for (int i = 0; i < config.cards; ++i) round.deck_.push_back(i);
  round.times_stumped_.assign(static_cast<std::size_t>(config.cards), 0);
  const auto players = static_cast<std::size_t>(config.players);
  round.flags_.assign(players, 0);
  round.disqualified_.assign(players, false);
  round.stumped_.assign(players, false);
  round.points_.assign(players, 0);
  return round;
}

Expected<Round, std::string> Round::Replay(const RoundConfig& config,
                                           const std::vector<Action>& actions) {
  auto round = Create(config);
  if (!round) return round;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (auto error = round->Apply(actions[i]))
      return MakeUnexpected("action " + std::to_string(i + 1) + " (" + ActionText(actions[i]) +
                            "): " + error->message);
  }
  return round;
}

bool Round::Active(int player) const {
  return player >= 0 && player < config_.players &&
         !disqualified_[static_cast<std::size_t>(player)];
}

std::vector<Action> Round::LegalActions() const {
  std::vector<Action> actions;
  auto add = [&](ActionKind kind, int player = -1, std::string text = "") {
    actions.push_back(Action{kind, player, std::move(text), clock_ms_});
  };
  switch (phase_) {
    case Phase::Dealing:
      add(ActionKind::Deal);
      break;
    case Phase::Cupped:
      add(ActionKind::Reveal);
      for (int p = 0; p < config_.players; ++p)
        if (Active(p)) add(ActionKind::Touch, p);
      break;
    case Phase::Revealed:
      for (int p = 0; p < config_.players; ++p)
        if (Active(p)) add(ActionKind::Touch, p);
      for (int p = 0; p < config_.players; ++p)
        if (Active(p) && !stumped_[static_cast<std::size_t>(p)]) add(ActionKind::Stumped, p);
      break;
    case Phase::Declared: {
      FaceAnalysis analysis = AnalyzeFace(faces_[static_cast<std::size_t>(in_play_)].face.numbers);
      if (!pattern_)
        for (const Pattern& pattern : analysis.patterns)
          add(ActionKind::Pattern, declarer_, PatternText(pattern));
      // The solutions that end in the pattern first, then the others (Apply takes any text).
      std::vector<std::string> texts;
      for (bool matching : {true, false})
        for (const FaceSolution& solution : analysis.solutions)
          if ((!pattern_ || solution.pattern == *pattern_) == matching && texts.size() < 8)
            texts.push_back(solution.text);
      for (std::string& text : texts) add(ActionKind::Solution, declarer_, std::move(text));
      if (!solution_.empty()) add(ActionKind::Fix, declarer_);
      break;
    }
    case Phase::RoundOver:
      break;
  }
  return actions;
}

std::optional<RoundError> Round::Apply(const Action& action) {
  Round next = *this;
  if (auto error = next.Step(action)) return error;
  next.history_.push_back(action);
  *this = std::move(next);
  return std::nullopt;
}

std::optional<RoundError> Round::Step(const Action& action) {
  if (IsTerminal()) return Error("the round is over");
  if (action.at_ms < clock_ms_)
    return Error("the clock went back: " + std::to_string(action.at_ms) +
                 " ms, and the round's clock reads " + std::to_string(clock_ms_) + " ms");
  const std::size_t plays_before = plays_.size();
  Expire(action.at_ms);
  clock_ms_ = action.at_ms;
  // Says what the time limits did first, when the action comes too late for them.
  auto refuse = [&](std::string message) {
    if (plays_.size() > plays_before) {
      const Play& play = plays_.back();
      // A solution standing when its 15 seconds ran out was judged then: it may have won.
      std::string before =
          play.end == PlayEnd::Stumped
              ? "the card was set aside: nobody touched it within 15 seconds"
          : play.reason ? PlayerName(play.player) + " had a flag: " + FlagReasonName(*play.reason)
                        : PlayerName(play.player) + " won the card with the solution as it stood";
      message = "time ran out first (" + before + "); " + message;
    }
    return Error(std::move(message));
  };
  if (IsTerminal() && action.kind != ActionKind::Clock) return refuse("the round is over");
  const bool by_player = action.kind == ActionKind::Touch || action.kind == ActionKind::Stumped ||
                         action.kind == ActionKind::Pattern ||
                         action.kind == ActionKind::Solution || action.kind == ActionKind::Fix;
  if (by_player) {
    if (action.player < 0)
      return Error(std::string(ActionKindName(action.kind)) +
                   " is a player's action: name the player");
    if (action.player >= config_.players)
      return Error(PlayerName(action.player) + ": the table has players 0 to " +
                   std::to_string(config_.players - 1));
    if (!Active(action.player))
      return Error(PlayerName(action.player) +
                   " is disqualified for the rest of the round (PENALTY FLAGS)");
  } else if (action.player != -1) {
    return Error(std::string(ActionKindName(action.kind)) + " is not a player's action");
  }
  if (!action.text.empty() && action.kind != ActionKind::Pattern &&
      action.kind != ActionKind::Solution)
    return Error(std::string(ActionKindName(action.kind)) + " has no text");
  const bool declarer_action = action.kind == ActionKind::Pattern ||
                               action.kind == ActionKind::Solution ||
                               action.kind == ActionKind::Fix;
  if (declarer_action) {
    if (phase_ != Phase::Declared) return refuse("no player has declared the card in play");
    if (action.player != declarer_)
      return Error(PlayerName(declarer_) + " touched first and gives the solution");
  }
  switch (action.kind) {
    case ActionKind::Clock:
      return std::nullopt;
    case ActionKind::Deal:
      if (phase_ != Phase::Dealing)
        return refuse(std::string("a card is already in play (") + PhaseName(phase_) + ")");
      in_play_ = deck_.front();
      deck_.erase(deck_.begin());
      if (started_ms_ < 0) started_ms_ = action.at_ms;
      phase_ = Phase::Cupped;
      return std::nullopt;
    case ActionKind::Reveal:
      if (phase_ != Phase::Cupped) return refuse("no cupped card to reveal");
      phase_ = Phase::Revealed;
      revealed_ms_ = action.at_ms;
      return std::nullopt;
    case ActionKind::Touch:
      if (phase_ == Phase::Cupped) {
        // PENALTY FLAGS 5: touching the proctor's hand before it is withdrawn.
        GiveFlag(action.player, FlagReason::TouchedBeforeReveal,
                 "touched before the card was revealed", action.at_ms);
        return std::nullopt;
      }
      if (phase_ == Phase::Declared) return Error(PlayerName(declarer_) + " touched first");
      if (phase_ != Phase::Revealed) return refuse("no card is in play");
      declarer_ = action.player;
      touched_ms_ = action.at_ms;
      phase_ = Phase::Declared;
      return std::nullopt;
    case ActionKind::Stumped:
      if (phase_ != Phase::Revealed) return refuse("only a revealed card nobody touched stumps");
      if (stumped_[static_cast<std::size_t>(action.player)])
        return Error(PlayerName(action.player) + " has already said stumped");
      stumped_[static_cast<std::size_t>(action.player)] = true;
      for (int p = 0; p < config_.players; ++p)
        if (Active(p) && !stumped_[static_cast<std::size_t>(p)]) return std::nullopt;
      SetAside(action.at_ms);  // STUMPED CARDS: all students agree
      return std::nullopt;
    case ActionKind::Pattern: {
      if (pattern_)
        return Error("the pattern is fixed once given: " + PatternText(*pattern_) +
                     " (GIVING THE SOLUTION)");
      auto pattern = ReadPattern(action.text);
      if (!pattern) return Error("not a pattern: " + pattern.error());
      pattern_ = *pattern;
      const Rational value = PatternValue(*pattern);
      if (value != Rational(24))  // PENALTY FLAGS 3: a last step that cannot make 24
        GiveFlag(action.player, FlagReason::IncorrectSolution,
                 "the pattern " + PatternText(*pattern) + " makes " + value.ToString() + ", not 24",
                 action.at_ms);
      return std::nullopt;
    }
    case ActionKind::Solution: {
      auto written = ReadWritten(action.text);
      if (!written) return Error("not a solution: " + written.error());
      const bool announces_pattern = !pattern_;
      if (announces_pattern) {
        // A whole solution said within 3 seconds announces its last step as the pattern.
        std::optional<Pattern> last = LastStep(*written);
        if (!last)
          return Error(
              "not a solution: it has no last step to be the pattern (one number, or "
              "a division by zero)");
        pattern_ = last;
      }
      solution_ = action.text;
      if (announces_pattern && PatternValue(*pattern_) != Rational(24)) Judge(action.at_ms);
      return std::nullopt;
    }
    case ActionKind::Fix:
      if (solution_.empty()) return Error("no solution has been stated to fix");
      Judge(action.at_ms);
      return std::nullopt;
  }
  return Error("unknown action");
}

std::int64_t Round::deadline_ms() const {
  switch (phase_) {
    case Phase::Revealed:
      return revealed_ms_ + kStumpedMs;
    case Phase::Declared:
      return touched_ms_ + (pattern_ ? kSolutionMs : kPatternMs);
    case Phase::Dealing:
      return ends_ms();
    default:
      return -1;
  }
}

void Round::Expire(std::int64_t at_ms) {
  if (phase_ == Phase::Revealed && at_ms > revealed_ms_ + kStumpedMs) {
    SetAside(revealed_ms_ + kStumpedMs);  // STUMPED CARDS: no attempt within 15 seconds
  } else if (phase_ == Phase::Declared && !pattern_ && at_ms > touched_ms_ + kPatternMs) {
    GiveFlag(declarer_, FlagReason::NoPattern, "no pattern within 3 seconds",
             touched_ms_ + kPatternMs);
  } else if (phase_ == Phase::Declared && at_ms > touched_ms_ + kSolutionMs) {
    // A solution stated but not fixed when the time runs out is judged as it stands.
    if (!solution_.empty())
      Judge(touched_ms_ + kSolutionMs);
    else
      GiveFlag(declarer_, FlagReason::NoSolution, "no solution within 15 seconds",
               touched_ms_ + kSolutionMs);
  }
  // MISCELLANEOUS: a tie round's time is up; the card in play was played out.
  if (phase_ == Phase::Dealing && ends_ms() >= 0 && at_ms >= ends_ms()) phase_ = Phase::RoundOver;
}

void Round::Judge(std::int64_t at_ms) {
  const Face& face = faces_[static_cast<std::size_t>(in_play_)];
  auto written = ReadWritten(solution_);
  std::optional<std::string> fault =
      written ? SolutionFault(*written, face.face.numbers, pattern_) : written.error();
  if (fault) {
    GiveFlag(declarer_, FlagReason::IncorrectSolution, *fault, at_ms);
    return;
  }
  points_[static_cast<std::size_t>(declarer_)] += face.dots;
  plays_.push_back(Play{in_play_, PlayEnd::Won, declarer_, std::nullopt, solution_, at_ms});
  EndCard();
}

void Round::GiveFlag(int player, FlagReason reason, std::string detail, std::int64_t at_ms) {
  const auto p = static_cast<std::size_t>(player);
  if (++flags_[p] >= FlagLimit()) disqualified_[p] = true;
  plays_.push_back(Play{in_play_, PlayEnd::Flagged, player, reason, std::move(detail), at_ms});
  deck_.push_back(in_play_);  // "returned to the deck to be played again later"
  EndCard();
}

void Round::SetAside(std::int64_t at_ms) {
  plays_.push_back(Play{in_play_, PlayEnd::Stumped, -1, std::nullopt, "stumped", at_ms});
  // Set aside for later play once; a card stumped again is out of the round.
  if (++times_stumped_[static_cast<std::size_t>(in_play_)] == 1) set_aside_.push_back(in_play_);
  EndCard();
}

void Round::EndCard() {
  in_play_ = -1;
  declarer_ = -1;
  pattern_.reset();
  solution_.clear();
  revealed_ms_ = -1;
  touched_ms_ = -1;
  std::fill(stumped_.begin(), stumped_.end(), false);
  phase_ = Phase::Dealing;
  if (deck_.empty()) std::swap(deck_, set_aside_);  // the stumped cards' later play
  bool anyone = false;
  for (int p = 0; p < config_.players; ++p) anyone = anyone || Active(p);
  if (deck_.empty() || !anyone) phase_ = Phase::RoundOver;
  // A tie round whose time is up deals no more cards.
  if (ends_ms() >= 0 && clock_ms_ >= ends_ms()) phase_ = Phase::RoundOver;
}

}  // namespace equations::challenge24
