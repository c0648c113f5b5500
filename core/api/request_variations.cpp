#include "core/api/request_variations.h"

#include <string>

namespace equations {
namespace {

RequestError EntryError(size_t index, const std::string& message) {
  return RequestError{"field \"variations\", entry " + std::to_string(index + 1) + ": " + message};
}

// Reads one entry {"name": "...", "parameter": "..."} ("parameter" may be left out).
Expected<Variation, RequestError> ReadEntry(size_t index, const Json& entry) {
  if (!entry.IsObject())
    return MakeUnexpected(EntryError(index,
                                     "must be an object like {\"name\":\"base\","
                                     "\"parameter\":\"8\"}, not " +
                                         std::string(JsonKindName(entry.kind()))));
  for (const JsonMember& member : entry.AsObject()) {
    if (member.key != "name" && member.key != "parameter")
      return MakeUnexpected(EntryError(
          index, "unknown field " + QuoteJson(member.key) + " (its fields: name, parameter)"));
    if (!member.value.IsString())
      return MakeUnexpected(EntryError(index, "\"" + member.key + "\" must be a string, not " +
                                                  std::string(JsonKindName(member.value.kind()))));
  }
  const Json* name = entry.Find("name");
  if (name == nullptr) return MakeUnexpected(EntryError(index, "missing field \"name\""));
  const Json* parameter = entry.Find("parameter");
  auto variation =
      ParseVariation(name->AsString(), parameter ? parameter->AsString() : std::string());
  if (!variation) return MakeUnexpected(EntryError(index, variation.error()));
  return *variation;
}

}  // namespace

Expected<RequestedVariations, RequestError> ReadVariations(const Json& request,
                                                           const RuleSet& rules) {
  RequestedVariations read;
  if (const Json* year = request.Find("school_year")) {
    auto parsed = ParseSchoolYear(year->AsString());
    if (!parsed) return MakeUnexpected(RequestError{"field \"school_year\": " + parsed.error()});
    read.school_year = *parsed;
  }
  const Json* list = request.Find("variations");
  const bool has_adventurous =
      rules.has_variations && ParseName(kAgloaDivisions, rules.division).has_value();
  std::optional<bool> play;
  if (const Json* field = request.Find("play")) {
    if (field->AsString() != "basic" && field->AsString() != "adventurous")
      return MakeUnexpected(
          RequestError{"field \"play\" must be \"basic\" or \"adventurous\", not " +
                       QuoteJson(field->AsString())});
    play = field->AsString() == "adventurous";
    if (*play && !has_adventurous)
      return MakeUnexpected(RequestError{"field \"play\": the " + rules.name_text +
                                         " rules have no Adventurous Equations (AGLOA XIII)"});
    if (!*play && list != nullptr && !list->AsArray().empty())
      return MakeUnexpected(
          RequestError{"field \"variations\": Basic Equations has no variations; write \"play\":"
                       "\"adventurous\" to play them"});
  }
  read.adventurous = play.value_or(false);
  if (list == nullptr) return read;
  const std::optional<AgloaDivision> division =
      rules.has_variations ? ParseName(kAgloaDivisions, rules.division) : std::nullopt;
  if (!division)
    return MakeUnexpected(RequestError{"field \"variations\": the " + rules.name_text +
                                       " rules have no Adventurous variations (AGLOA XIII)"});
  std::vector<Variation> entries;
  for (const Json& entry : list->AsArray()) {
    auto variation = ReadEntry(entries.size(), entry);
    if (!variation) return MakeUnexpected(variation.error());
    if (auto off = NotSelectable(*division, read.school_year, *variation);
        off && OfferedIn(*division, variation->kind) != Offered::AlwaysInEffect)
      return MakeUnexpected(RequestError{
          "field \"variations\", entry " + std::to_string(entries.size() + 1) + " (\"" +
          std::string(NameOf(kVariations, variation->kind)) + "\"): " + off->reason});
    for (size_t earlier = 0; earlier < entries.size(); ++earlier)
      if (auto repeated = Repeats(entries[earlier], *variation))
        return MakeUnexpected(
            RequestError{"field \"variations\", entries " + std::to_string(earlier + 1) + " and " +
                         std::to_string(entries.size() + 1) + ": " + repeated->reason});
    entries.push_back(*variation);
  }
  // II-B-3: one variation per player (three players at most), two for the other player of a
  // two-player match; in Senior any player may pick two.
  const size_t most = *division == AgloaDivision::Senior ? 6 : 3;
  if (entries.size() > most)
    return MakeUnexpected(RequestError{"field \"variations\": " + std::to_string(entries.size()) +
                                       " variations, but a " +
                                       std::string(NameOf(kAgloaDivisions, *division)) +
                                       " shake has at most " + std::to_string(most) + " (II-B-3)"});
  for (const Variation& variation : entries)
    if (OfferedIn(*division, variation.kind) != Offered::AlwaysInEffect)
      read.selected.push_back(variation);
  read.adventurous = play.value_or(!read.selected.empty());
  return read;
}

}  // namespace equations
