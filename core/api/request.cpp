#include "core/api/request.h"

#include "core/api/play_request.h"
#include "core/api/request_fields.h"
#include "core/base/names.h"
#include "core/challenge24/deck.h"

#include <array>
#include <exception>
#include <optional>
#include <utility>

namespace equations {

namespace {

// ---- deck (the 24 Challenge) -----------------------------------------------------------------

// One line per card face, in deck order: the rounds 1-4 of core/challenge24/deck.h RoundFaces.
RequestAnswer AnswerDeck(const Json& request) {
  if (auto ok = CheckFields(RequestCommand::Deck, request, kDeckFields); !ok)
    return Refuse(ok.error().message);
  std::optional<challenge24::DeckPlan> plan = challenge24::ParseDeckPlan(Text(request, "deck"));
  if (!plan)
    return Refuse("field \"deck\" must be \"single-digits\", \"double-digits\" or \"mixed\", not " +
                  QuoteJson(Text(request, "deck")));
  auto seed = ReadInteger(request, "seed", 0, INT64_MAX, 0);
  if (!seed) return Refuse(seed.error().message);
  Json faces = Json::MakeArray();
  for (int round = 1; round <= 4; ++round) {
    auto played = challenge24::RoundFaces(*plan, static_cast<std::uint64_t>(*seed), round);
    if (!played) return Refuse("the deck could not be made: " + played.error());
    for (const challenge24::Face& face : *played) {
      Json entry = Json::MakeObject();
      Json numbers = Json::MakeArray();
      for (int number : face.face.numbers) numbers.Push(number);
      entry.Set("numbers", std::move(numbers));
      entry.Set("dots", face.dots);
      entry.Set("side", challenge24::SideName(face.side));
      entry.Set("card", face.card);
      entry.Set("round", round);
      entry.Set("deck", challenge24::DeckPlanName(face.kind == challenge24::DeckKind::SingleDigits
                                                      ? challenge24::DeckPlan::SingleDigits
                                                      : challenge24::DeckPlan::DoubleDigits));
      entry.Set("solutions", face.face.solutions);
      entry.Set("fractions_needed", face.face.fractions_needed);
      entry.Set("solution", face.face.solution);
      faces.Push(std::move(entry));
    }
  }
  Json answer = Json::MakeObject();
  answer.Set("faces", std::move(faces));
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace

namespace {

// {} -> {"rule_sets":[{"name":"agloa","divisions":["elementary",...]},...]}
RequestAnswer AnswerRuleSets(const Json& request) {
  if (!request.IsObject() || !request.AsObject().empty())
    return Refuse("the rules command takes an empty object: {}");
  Json sets = Json::MakeArray();
  for (std::string_view name : {"agloa", "acc", "mlag"}) {
    Json divisions = Json::MakeArray();
    for (const std::string& division : DivisionsOf(name)) divisions.Push(division);
    Json set = Json::MakeObject();
    set.Set("name", name);
    set.Set("divisions", std::move(divisions));
    sets.Push(std::move(set));
  }
  Json answer = Json::MakeObject();
  answer.Set("rule_sets", std::move(sets));
  return RequestAnswer{std::move(answer), 0};
}

// The commands, one row each: the CLI, the JavaScript API and the error messages read this table.
struct CommandRow {
  RequestCommand command;
  std::string_view name;
  RequestAnswer (*answer)(const Json& request);
};
constexpr std::array<CommandRow, 8> kCommands = {{
    {RequestCommand::Check, "check", &AnswerCheck},
    {RequestCommand::Goal, "goal", &AnswerGoal},
    {RequestCommand::Eval, "eval", &AnswerEval},
    {RequestCommand::Solve, "solve", &AnswerSolve},
    {RequestCommand::RuleSets, "rules", &AnswerRuleSets},
    {RequestCommand::Games, "games", &AnswerGames},
    {RequestCommand::Play, "play", &AnswerPlay},
    {RequestCommand::Deck, "deck", &AnswerDeck},
}};

}  // namespace

std::optional<RequestCommand> ParseRequestCommand(std::string_view name) {
  for (const CommandRow& row : kCommands)
    if (row.name == name) return row.command;
  return std::nullopt;
}

std::string RequestCommandList() {
  std::string list;
  for (const CommandRow& row : kCommands)
    list += (list.empty() ? "" : ", ") + std::string(row.name);
  return list;
}

std::string_view RequestCommandName(RequestCommand command) {
  for (const CommandRow& row : kCommands)
    if (row.command == command) return row.name;
  return "?";
}

RequestAnswer AnswerParsedRequest(RequestCommand command, const Json& request) {
  // The engine reports errors as values; this guard only keeps a bug (an exception from a
  // library, std::bad_alloc) from escaping the API: it becomes an answer with exit code 3.
  try {
    for (const CommandRow& row : kCommands)
      if (row.command == command) return row.answer(request);
  } catch (const std::exception& error) {
    RequestAnswer answer = Refuse(std::string("internal error: ") + error.what());
    answer.exit_code = 3;
    return answer;
  } catch (...) {
    RequestAnswer answer = Refuse("internal error");
    answer.exit_code = 3;
    return answer;
  }
  return Refuse("unknown command");
}

RequestAnswer AnswerRequest(RequestCommand command, std::string_view request_text) {
  if (request_text.size() > kMaxRequestBytes) {
    return Refuse("the request is longer than " + std::to_string(kMaxRequestBytes) + " bytes");
  }
  Expected<Json, JsonError> request = ParseJson(request_text);
  if (!request) return Refuse("malformed JSON: " + request.error().Message());
  return AnswerParsedRequest(command, request.value());
}

RequestAnswer AnswerRequest(std::string_view command, std::string_view request_text) {
  std::optional<RequestCommand> parsed = ParseRequestCommand(command);
  if (!parsed) {
    return Refuse("unknown command " + QuoteJson(command) + " (commands: " + RequestCommandList() +
                  ")");
  }
  return AnswerRequest(*parsed, request_text);
}

}  // namespace equations
