#include "core/api/play_request.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/api/games.h"
#include "core/play/state.h"

namespace equations {
RequestAnswer AnswerGames(const Json& request) {
  if (!request.IsObject())
    return Refuse("the request must be a JSON object, not " +
                  std::string(JsonKindName(request.kind())));
  if (!request.AsObject().empty())
    return Refuse("unknown field " + QuoteJson(request.AsObject().front().key) +
                  " for the games command (it has none)");
  Json games = Json::MakeArray();
  for (const play::GameType& game : Games()) {
    Json entry = Json::MakeObject();
    entry.Set("name", game.name);
    entry.Set("title", game.title);
    games.Push(std::move(entry));
  }
  Json answer = Json::MakeObject();
  answer.Set("games", std::move(games));
  return RequestAnswer{std::move(answer), 0};
}

namespace {

// Reads a whole number member of `object` from `low` up; `fallback` when it is left out.
Expected<std::int64_t, std::string> ReadWhole(const Json& object, std::string_view field,
                                              std::string_view key, std::int64_t low,
                                              std::optional<std::int64_t> fallback) {
  const Json* value = object.Find(key);
  if (!value && fallback) return *fallback;
  if (!value || !value->IsInteger() || value->AsInteger() < low)
    return MakeUnexpected("field \"" + std::string(field) + "\" needs \"" + std::string(key) +
                          "\", a whole number from " + std::to_string(low));
  return value->AsInteger();
}

// Reads "clock": {"round_start_ms", "now_ms", "round_ms" (optional)} and answers
// play::State::RoundClock under "round_clock".
std::optional<std::string> AddRoundClock(const play::State& s, const Json& clock, Json& answer) {
  if (!clock.IsObject())
    return "field \"clock\" must be an object {round_start_ms, now_ms, round_ms}";
  for (const JsonMember& member : clock.AsObject())
    if (member.key != "round_start_ms" && member.key != "now_ms" && member.key != "round_ms")
      return "unknown field " + QuoteJson(member.key) +
             " in \"clock\" (its fields: round_start_ms, now_ms, round_ms)";
  auto start = ReadWhole(clock, "clock", "round_start_ms", 0, std::nullopt);
  if (!start) return start.error();
  auto now = ReadWhole(clock, "clock", "now_ms", 0, std::nullopt);
  if (!now) return now.error();
  auto length = ReadWhole(clock, "clock", "round_ms", 1, -1);
  if (!length) return length.error();
  answer.Set("round_clock", s.RoundClock(*start, *length, *now));
  return std::nullopt;
}

// Reads "computer": {"seats": [...], "level", "seed"} and answers the game's computer player's
// decision under "computer": {"seat": n or null, "plan": [...], "note"}.
std::optional<std::string> AddComputer(const play::State& s, const Json& field, Json& answer) {
  const play::GameType* game = FindGame(s.Game());
  if (!game || !game->computer)
    return "the " + std::string(s.Game()) + " game has no computer player";
  if (!field.IsObject()) return "field \"computer\" must be an object {seats, level, seed}";
  play::ComputerRequest request;
  request.level = "club";
  for (const JsonMember& member : field.AsObject()) {
    const Json& value = member.value;
    if (member.key == "seats" && value.IsArray()) {
      for (const Json& seat : value.AsArray()) {
        if (!seat.IsInteger() || seat.AsInteger() < 0 || seat.AsInteger() >= s.Players())
          return "\"computer\": \"seats\" must be seats of the game, 0 to " +
                 std::to_string(s.Players() - 1);
        request.seats.push_back(static_cast<int>(seat.AsInteger()));
      }
    } else if (member.key == "level" && value.IsString()) {
      request.level = value.AsString();
    } else if (member.key == "seed" && value.IsInteger() && value.AsInteger() >= 0) {
      request.seed = static_cast<std::uint64_t>(value.AsInteger());
    } else {
      return "field \"computer\" has seats (an array of seats), level (a string) and seed (a "
             "whole number); not " +
             QuoteJson(member.key) + " as " + std::string(JsonKindName(value.kind()));
    }
  }
  auto decision = game->computer(s, request);
  if (!decision) return decision.error();
  Json computer = Json::MakeObject();
  computer.Set("seat", decision->seat >= 0 ? Json(decision->seat) : Json());
  computer.Set("plan", StringArray(decision->plan));
  computer.Set("note", decision->note);
  answer.Set("computer", std::move(computer));
  return std::nullopt;
}

// The answer of a play request with "seat": what that player may see and do, so that a server
// passes it on as it is. The config loses its seed; the legal actions are the seat's own.
RequestAnswer SeatAnswer(const play::State& s, int seat, Json answer) {
  static constexpr std::string_view kSeed[] = {"seed"};
  const Json now = play::Save(s);
  answer.Set("game", *now.Find("game"));
  answer.Set("config", play::WithoutMembers(*now.Find("config"), kSeed));
  answer.Set("actions", *now.Find("actions"));
  answer.Set("players", s.Players());
  answer.Set("seat", seat);
  answer.Set("terminal", s.IsTerminal());
  answer.Set("chance", s.IsChanceNode());
  Json scores = Json::MakeArray();
  for (int score : s.Scores()) scores.Push(score);
  answer.Set("scores", std::move(scores));
  std::vector<std::string> own;
  std::vector<bool> acts(static_cast<std::size_t>(s.Players()), false);
  for (const std::string& action : s.LegalActions()) {
    const int actor = s.Actor(action);
    if (actor >= 0 && actor < s.Players()) acts[static_cast<std::size_t>(actor)] = true;
    if (actor == seat) own.push_back(action);
  }
  answer.Set("legal_actions", StringArray(own));
  Json to_act = Json::MakeArray();
  for (std::size_t i = 0; i < acts.size(); ++i)
    if (acts[i]) to_act.Push(static_cast<int>(i));
  answer.Set("to_act", std::move(to_act));
  answer.Set("state", s.SeatView(seat));
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace

RequestAnswer AnswerPlay(const Json& request) {
  if (!request.IsObject())
    return Refuse("the request must be a JSON object, not " +
                  std::string(JsonKindName(request.kind())));
  const Json* apply = nullptr;
  const Json* seat_field = nullptr;
  const Json* clock = nullptr;
  const Json* computer = nullptr;
  Json saved = Json::MakeObject();
  for (const JsonMember& member : request.AsObject()) {
    if (member.key == "seat") {
      seat_field = &member.value;
    } else if (member.key == "clock") {
      clock = &member.value;
    } else if (member.key == "computer") {
      computer = &member.value;
    } else if (member.key == "apply") {
      if (!member.value.IsString())
        return Refuse("field \"apply\" must be a string (one action), not " +
                      std::string(JsonKindName(member.value.kind())));
      apply = &member.value;
    } else if (member.key == "game" || member.key == "config" || member.key == "actions") {
      saved.Set(member.key, member.value);
    } else {
      return Refuse("unknown field " + QuoteJson(member.key) +
                    " for the play command (its fields: game, config, actions, apply, seat, "
                    "clock, computer)");
    }
  }
  if (!saved.Find("actions")) saved.Set("actions", Json::MakeArray());
  if (saved.Find("actions")->IsArray() && saved.Find("actions")->AsArray().size() > kMaxPlayActions)
    return Refuse("\"actions\" holds more than " + std::to_string(kMaxPlayActions) + " actions");
  auto state = play::Load(Games(), saved);
  if (!state) return Refuse(state.error());

  std::optional<int> seat;
  if (seat_field) {
    if (!seat_field->IsInteger() || seat_field->AsInteger() < 0 ||
        seat_field->AsInteger() >= (*state)->Players())
      return Refuse("field \"seat\" must be a seat of the game, a whole number from 0 to " +
                    std::to_string((*state)->Players() - 1));
    seat = static_cast<int>(seat_field->AsInteger());
  }
  if (seat && computer)
    return Refuse("a seat's answer has no computer player's decision: leave out \"seat\"");

  Json answer = Json::MakeObject();
  if (apply) {
    const int actor = seat ? (*state)->Actor(apply->AsString()) : -1;
    if (seat && actor != *seat)
      answer.Set("refused", actor < 0 ? "no player takes that action"
                                      : "that action is seat " + std::to_string(actor) +
                                            "'s, not seat " + std::to_string(*seat) + "'s");
    else if (auto refused = (*state)->Apply(apply->AsString()))
      answer.Set("refused", *refused);
  }
  if (clock)
    if (auto error = AddRoundClock(**state, *clock, answer)) return Refuse(*error);
  if (computer)
    if (auto error = AddComputer(**state, *computer, answer)) return Refuse(*error);
  if (seat) return SeatAnswer(**state, *seat, std::move(answer));
  const play::State& s = **state;
  const Json now = play::Save(s);
  answer.Set("game", *now.Find("game"));
  answer.Set("config", *now.Find("config"));
  answer.Set("actions", *now.Find("actions"));
  answer.Set("players", s.Players());
  answer.Set("terminal", s.IsTerminal());
  answer.Set("chance", s.IsChanceNode());
  Json scores = Json::MakeArray();
  for (int score : s.Scores()) scores.Push(score);
  answer.Set("scores", std::move(scores));
  if (Json results = s.Results(); !results.IsNull()) answer.Set("results", std::move(results));
  answer.Set("legal_actions", StringArray(s.LegalActions()));
  answer.Set("state", s.View());
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace equations
