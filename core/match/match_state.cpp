#include "core/match/match_state.h"

#include <charconv>

#include "core/match/results.h"
#include "core/match/round_clock.h"

namespace equations {
namespace {

class MatchState final : public play::State {
 public:
  explicit MatchState(Match match) : match_(std::move(match)) {}

  std::unique_ptr<play::State> Clone() const override {
    return std::make_unique<MatchState>(match_);
  }
  std::string_view Game() const override { return "equations"; }
  Json Config() const override {
    Json config = Json::MakeObject();
    config.Set("rules", match_.rules().name_text);
    config.Set("division", match_.rules().division);
    if (match_.rules().adventurous.enabled) {
      config.Set("adventurous", true);
      config.Set("school_year", match_.rules().adventurous.school_year.Text());
    }
    config.Set("players", match_.config().players);
    config.Set("seed", std::to_string(match_.config().seed));
    config.Set("max_shakes", match_.config().max_shakes);
    return config;
  }
  int Players() const override { return match_.players(); }
  bool IsTerminal() const override { return match_.IsTerminal(); }
  bool IsChanceNode() const override { return match_.IsChanceNode(); }
  std::vector<std::string> LegalActions() const override {
    std::vector<std::string> texts;
    for (const Action& action : match_.LegalActions()) texts.push_back(ActionText(action));
    return texts;
  }
  std::optional<std::string> Apply(std::string_view text) override {
    auto action = ParseAction(text);
    if (!action) return action.error();
    if (auto error = match_.Apply(*action)) return error->message;
    return std::nullopt;
  }
  std::vector<std::string> History() const override {
    std::vector<std::string> texts;
    for (const Action& action : match_.history()) texts.push_back(ActionText(action));
    return texts;
  }
  std::vector<int> Scores() const override { return match_.Totals(); }
  // The saved state with the results it gives (derived, so a saved game does not hold them).
  Json View() const override {
    auto view = ParseJson(ToJson(match_));
    if (!view) return Json();
    view->Set("results", Results());
    return *view;
  }
  // A table event names the player concerned; the judge or scorekeeper applies it.
  int Actor(std::string_view text) const override {
    auto action = ParseAction(text);
    if (!action || IsTableEvent(action->kind)) return kNoPlayer;
    return action->player >= 0 && action->player < match_.players() ? action->player : kNoPlayer;
  }
  // Every seat sees the mat, the Goal and the presented Equations (an Equation being written is
  // not in the match until presented); the seed and the generator tell the coming rolls.
  Json SeatView(int) const override {
    static constexpr std::string_view kSecret[] = {"seed", "random"};
    return play::WithoutMembers(View(), kSecret);
  }
  Json Results() const override { return ResultsJson(ResultsOf(match_)); }
  Json RoundClock(std::int64_t round_start_ms, std::int64_t round_ms,
                  std::int64_t now_ms) const override {
    return RoundClockJson(match_, round_start_ms, round_ms, now_ms);
  }

  const Match& match() const { return match_; }

 private:
  Match match_;
};

// Reads an unsigned 64-bit seed from an integer or a decimal string.
std::optional<std::uint64_t> ReadSeed(const Json& value) {
  if (value.IsInteger() && value.AsInteger() >= 0)
    return static_cast<std::uint64_t>(value.AsInteger());
  std::string text;
  if (value.IsString())
    text = value.AsString();
  else if (value.IsNumber())
    text = value.NumberText();
  else
    return std::nullopt;
  std::uint64_t seed = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return seed;
}

}  // namespace

Expected<std::unique_ptr<play::State>, std::string> CreateEquationsState(const Json& config) {
  if (!config.IsObject()) return MakeUnexpected(std::string("the config must be a JSON object"));
  std::string rules_name, division;
  bool adventurous = false;
  std::optional<SchoolYear> year;
  MatchConfig match_config;
  for (const JsonMember& member : config.AsObject()) {
    const Json& value = member.value;
    if (member.key == "rules" || member.key == "division") {
      if (!value.IsString())
        return MakeUnexpected("\"" + member.key + "\" must be a string, not " +
                              std::string(JsonKindName(value.kind())));
      (member.key == "rules" ? rules_name : division) = value.AsString();
    } else if (member.key == "adventurous") {
      if (!value.IsBool())
        return MakeUnexpected("\"adventurous\" must be true or false, not " +
                              std::string(JsonKindName(value.kind())));
      adventurous = value.AsBool();
    } else if (member.key == "school_year") {
      auto parsed = value.IsString() ? ParseSchoolYear(value.AsString())
                                     : Expected<SchoolYear, std::string>(MakeUnexpected(
                                           std::string("it must be a string like \"2026-27\"")));
      if (!parsed) return MakeUnexpected("\"school_year\": " + parsed.error());
      year = *parsed;
    } else if (member.key == "players" || member.key == "max_shakes") {
      if (!value.IsInteger() || value.AsInteger() < 0 || value.AsInteger() > 1000000)
        return MakeUnexpected("\"" + member.key + "\" must be a whole number from 0 to 1000000");
      (member.key == "players" ? match_config.players : match_config.max_shakes) =
          static_cast<int>(value.AsInteger());
    } else if (member.key == "seed") {
      auto seed = ReadSeed(value);
      if (!seed)
        return MakeUnexpected(std::string(
            "\"seed\" must be a whole number from 0 to 18446744073709551615, or one in a string"));
      match_config.seed = *seed;
    } else {
      return MakeUnexpected("unknown field \"" + member.key +
                            "\" (an Equations config has rules, division, adventurous, "
                            "school_year, players, seed, max_shakes)");
    }
  }
  if (rules_name.empty()) return MakeUnexpected(std::string("\"rules\" is missing"));
  auto rules = FindRuleSet(rules_name, division);
  if (!rules) return MakeUnexpected(rules.error());
  if (year && !adventurous)
    return MakeUnexpected(std::string("\"school_year\" goes with \"adventurous\": true"));
  if (adventurous) rules = WithAdventurous(*rules, year.value_or(SchoolYear{}));
  if (!rules) return MakeUnexpected(rules.error());
  auto match = Match::Create(*rules, match_config);
  if (!match) return MakeUnexpected(match.error());
  return std::unique_ptr<play::State>(std::make_unique<MatchState>(std::move(*match)));
}

std::unique_ptr<play::State> EquationsState(Match match) {
  return std::make_unique<MatchState>(std::move(match));
}

const Match* MatchOf(const play::State& state) {
  const auto* match_state = dynamic_cast<const MatchState*>(&state);
  return match_state ? &match_state->match() : nullptr;
}

}  // namespace equations
