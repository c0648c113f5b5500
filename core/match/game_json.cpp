// Saving and restoring a match as JSON (core/base/json.h): the whole state, field by field, plus
// the history (seed + actions, each action as its ActionText line) so a saved game also replays.
#include <string>

#include "core/base/json.h"
#include "core/base/names.h"
#include "core/judge/judge.h"
#include "core/match/game.h"

namespace equations {
namespace {

constexpr const char* kFormat = "equations-match-1";

constexpr NameTable<ChallengeSide, 3> kSideKeys = {{{ChallengeSide::None, "none"},
                                                    {ChallengeSide::Challenger, "challenger"},
                                                    {ChallengeSide::Mover, "mover"}}};

const char* SideKey(ChallengeSide side) {
  return NameOf(kSideKeys, side).data();
}

std::string CubeKey(const Cube& cube) {
  return std::string(ColorName(cube.color)) + " " + std::string(SymbolText(cube.face));
}

Json IntArray(const std::vector<int>& values) {
  Json array = Json::MakeArray();
  for (int v : values) array.Push(v);
  return array;
}

Json BoolArray(const std::vector<bool>& values) {
  Json array = Json::MakeArray();
  for (bool v : values) array.Push(v);
  return array;
}

Json CubeArray(const std::vector<Cube>& cubes) {
  Json array = Json::MakeArray();
  for (const Cube& c : cubes) array.Push(CubeKey(c));
  return array;
}

Json VariationJson(const Variation& v) {
  Json variation = Json::MakeObject();
  variation.Set("name", NameOf(kVariations, v.kind));
  variation.Set("parameter", ParameterText(v));
  return variation;
}

Json VariationArray(const std::vector<Variation>& variations) {
  Json array = Json::MakeArray();
  for (const Variation& v : variations) array.Push(VariationJson(v));
  return array;
}

Json PickJson(int seat, const Variation& v) {
  Json pick = VariationJson(v);
  pick.Set("seat", seat);
  return pick;
}

Json PickArray(const std::vector<Pick>& picks) {
  Json array = Json::MakeArray();
  for (const Pick& p : picks) array.Push(PickJson(p.seat, p.variation));
  return array;
}

// A Goal cube: "red 3", "_red 3" after a gap, "red 3 sideways" or "red 3 upside-down" turned.
std::string GoalCubeKey(const GoalCube& g) {
  return (g.gap_before ? "_" : "") + CubeKey(g.cube) +
         (g.sideways      ? " sideways"
          : g.upside_down ? " upside-down"
                          : "");
}

// Reads fields, remembering the first error.
class Reader {
 public:
  std::string error;

  const Json* Field(const Json& object, const char* key) {
    if (!error.empty()) return nullptr;
    const Json* value = object.IsObject() ? object.Find(key) : nullptr;
    if (!value) error = std::string("missing field \"") + key + "\"";
    return value;
  }
  long long Int(const Json& object, const char* key, long long low, long long high) {
    const Json* v = Field(object, key);
    if (!v) return low;
    if (!v->IsInteger() || v->AsInteger() < low || v->AsInteger() > high) {
      error = std::string("field \"") + key + "\" is not an integer in range";
      return low;
    }
    return v->AsInteger();
  }
  bool Bool(const Json& object, const char* key) {
    const Json* v = Field(object, key);
    if (!v) return false;
    if (!v->IsBool()) {
      error = std::string("field \"") + key + "\" is not true or false";
      return false;
    }
    return v->AsBool();
  }
  std::string String(const Json& object, const char* key) {
    const Json* v = Field(object, key);
    if (!v) return "";
    if (!v->IsString()) {
      error = std::string("field \"") + key + "\" is not a string";
      return "";
    }
    return v->AsString();
  }
  const JsonArray& Array(const Json& object, const char* key) {
    static const JsonArray kEmpty;
    const Json* v = Field(object, key);
    if (!v) return kEmpty;
    if (!v->IsArray()) {
      error = std::string("field \"") + key + "\" is not an array";
      return kEmpty;
    }
    return v->AsArray();
  }
  std::vector<int> Ints(const Json& object, const char* key, int size) {
    std::vector<int> values;
    for (const Json& v : Array(object, key)) {
      if (!v.IsInteger() || v.AsInteger() < -1000000 || v.AsInteger() > 1000000) {
        Fail(std::string("field \"") + key + "\" holds a value that is not a small integer");
        return values;
      }
      values.push_back(static_cast<int>(v.AsInteger()));
    }
    if (size >= 0 && static_cast<int>(values.size()) != size)
      Fail(std::string("field \"") + key + "\" has the wrong length");
    return values;
  }
  // Reads an optional array of true/false (absent in saves made before the field existed).
  std::vector<bool> OptionalBools(const Json& object, const char* key, int size) {
    std::vector<bool> values;
    const Json* v = object.IsObject() ? object.Find(key) : nullptr;
    if (!v || !error.empty()) return values;
    if (!v->IsArray()) {
      Fail(std::string("field \"") + key + "\" is not an array");
      return values;
    }
    for (const Json& b : v->AsArray()) {
      if (!b.IsBool()) {
        Fail(std::string("field \"") + key + "\" holds something that is not true or false");
        return values;
      }
      values.push_back(b.AsBool());
    }
    if (!values.empty() && static_cast<int>(values.size()) != size)
      Fail(std::string("field \"") + key + "\" has the wrong length");
    return values;
  }
  // Reads an optional array of players (absent in saves made before the field existed).
  std::vector<int> OptionalPlayers(const Json& object, const char* key, int players) {
    const Json* v = object.IsObject() ? object.Find(key) : nullptr;
    if (!v || !error.empty()) return {};
    std::vector<int> values = Ints(object, key, -1);
    for (int p : values)
      if (p < 0 || p >= players) Fail(std::string("field \"") + key + "\" names no player");
    return values;
  }
  std::vector<Cube> Cubes(const Json& object, const char* key) {
    std::vector<Cube> cubes;
    for (const Json& v : Array(object, key)) {
      std::optional<Cube> cube = v.IsString() ? ParseCube(v.AsString()) : std::nullopt;
      if (!cube) {
        Fail(std::string("field \"") + key + "\" holds something that is not a cube");
        return cubes;
      }
      cubes.push_back(*cube);
    }
    return cubes;
  }
  std::uint64_t Unsigned(const Json& object, const char* key) {
    const std::string text = String(object, key);
    std::uint64_t value = 0;
    if (!error.empty()) return 0;
    if (text.empty() || text.size() > 20)
      Fail(std::string("field \"") + key + "\" is not a number");
    for (char c : text) {
      if (c < '0' || c > '9') {
        Fail(std::string("field \"") + key + "\" is not a number");
        return 0;
      }
      value = value * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return value;
  }
  void Fail(std::string message) {
    if (error.empty()) error = std::move(message);
  }
  Variation ReadVariation(const Json& object, const char* what) {
    auto variation = ParseVariation(String(object, "name"), String(object, "parameter"));
    if (!variation) {
      Fail(std::string(what) + ": " + variation.error());
      return Variation{};
    }
    return *variation;
  }
  std::vector<Variation> Variations(const Json& object, const char* key, const char* what) {
    std::vector<Variation> variations;
    for (const Json& v : Array(object, key)) {
      variations.push_back(ReadVariation(v, what));
      if (!error.empty()) break;
    }
    return variations;
  }
  std::vector<Pick> Picks(const Json& object, const char* key, int players) {
    std::vector<Pick> picks;
    const Json* v = object.IsObject() ? object.Find(key) : nullptr;
    if (!v || !error.empty()) return picks;  // absent in saves of Basic Equations
    for (const Json& p : Array(object, key)) {
      Pick pick;
      pick.seat = static_cast<int>(Int(p, "seat", 0, players - 1));
      pick.variation = ReadVariation(p, key);
      if (!error.empty()) break;
      picks.push_back(pick);
    }
    return picks;
  }

  static std::optional<Cube> ParseCube(const std::string& text) {
    const size_t space = text.find(' ');
    if (space == std::string::npos) return std::nullopt;
    auto color = ParseColor(text.substr(0, space));
    auto face = ParseSymbol(text.substr(space + 1));
    if (!color || !face) return std::nullopt;
    const auto& faces = FacesOf(*color);
    for (Symbol s : faces)
      if (s == *face) return Cube{*color, *face};
    return std::nullopt;
  }
};

Json WritingJson(const std::vector<PlayerWriting>& writing) {
  Json array = Json::MakeArray();
  for (const PlayerWriting& w : writing) {
    Json entry = Json::MakeObject();
    entry.Set("side", SideKey(w.writing.side));
    entry.Set("presented", w.writing.presented);
    entry.Set("correct", w.writing.correct);
    entry.Set("must_side", w.must_side);
    entry.Set("may_present", w.may_present);
    entry.Set("must_present", w.must_present);
    entry.Set("equation", w.equation);
    Json reasons = Json::MakeArray();
    for (const std::string& r : w.reasons) reasons.Push(r);
    entry.Set("reasons", reasons);
    array.Push(entry);
  }
  return array;
}

std::vector<PlayerWriting> ReadWriting(Reader& r, const Json& object, int players) {
  std::vector<PlayerWriting> writing;
  for (const Json& wj : r.Array(object, "writing")) {
    PlayerWriting w;
    const std::string side = r.String(wj, "side");
    if (auto known = ParseName(kSideKeys, side))
      w.writing.side = *known;
    else
      r.Fail("unknown side \"" + side + "\"");
    w.writing.presented = r.Bool(wj, "presented");
    w.writing.correct = r.Bool(wj, "correct");
    w.must_side = r.Bool(wj, "must_side");
    w.may_present = r.Bool(wj, "may_present");
    w.must_present = r.Bool(wj, "must_present");
    w.equation = r.String(wj, "equation");
    for (const Json& reason : r.Array(wj, "reasons")) {
      if (!reason.IsString()) r.Fail("a reason is not a string");
      w.reasons.push_back(reason.IsString() ? reason.AsString() : "");
    }
    writing.push_back(std::move(w));
  }
  if (!writing.empty() && static_cast<int>(writing.size()) != players)
    r.Fail("writing has the wrong length");
  return writing;
}

}  // namespace

class MatchSerializer {
 public:
  static Json Write(const Match& m);
  static Expected<Match, std::string> Read(const Json& json);

 private:
  static Json SelectionJson(const Selection& selection);
  static void ReadSelection(Reader& r, const Json& object, int players, Selection& selection);
  static std::optional<std::string> SelectionProblem(Match& m);
};

Json MatchSerializer::SelectionJson(const Selection& sel) {
  Json json = Json::MakeObject();
  json.Set("order", IntArray(sel.order));
  json.Set("position", sel.position);
  json.Set("picker", sel.picker);
  json.Set("picks_made", IntArray(sel.picks_made));
  json.Set("failures", IntArray(sel.failures));
  json.Set("done", BoolArray(sel.done));
  json.Set("must_pick_again", sel.must_pick_again);
  if (sel.pending) json.Set("pending", PickJson(sel.pending->seat, sel.pending->variation));
  json.Set("chosen", PickArray(sel.chosen));
  json.Set("ignored", PickArray(sel.ignored));
  json.Set("rolling_end_ms", sel.rolling_end_ms);
  return json;
}

void MatchSerializer::ReadSelection(Reader& r, const Json& object, int n, Selection& sel) {
  const Json* json = object.IsObject() ? object.Find("selection") : nullptr;
  if (!json) return;  // before the first roll of a match saved without one
  sel.order = r.Ints(*json, "order", -1);
  sel.position = static_cast<int>(r.Int(*json, "position", 0, n));
  sel.picker = static_cast<int>(r.Int(*json, "picker", -1, n - 1));
  sel.picks_made = r.Ints(*json, "picks_made", -1);
  sel.failures = r.Ints(*json, "failures", -1);
  sel.done = r.OptionalBools(*json, "done", n);
  sel.must_pick_again = r.Bool(*json, "must_pick_again");
  if (const Json* pending = json->Find("pending"); pending && r.error.empty()) {
    PendingPick pick;
    pick.seat = static_cast<int>(r.Int(*pending, "seat", 0, n - 1));
    pick.variation = r.ReadVariation(*pending, "the pending pick");
    sel.pending = pick;
  }
  sel.chosen = r.Picks(*json, "chosen", n);
  sel.ignored = r.Picks(*json, "ignored", n);
  sel.rolling_end_ms = r.Int(*json, "rolling_end_ms", -1, INT64_MAX);
}

// Checks a restored selection and recomputes what the pending pick's judgement was.
std::optional<std::string> MatchSerializer::SelectionProblem(Match& m) {
  const int n = m.config_.players;
  Shake& s = m.shake_;
  Selection& sel = s.selection;
  if (!m.rules_.adventurous.enabled) {
    if (m.phase_ == Phase::SelectingVariations)
      return std::string("variations are selected in Adventurous Equations only");
    return std::nullopt;
  }
  const bool in_shake =
      m.phase_ != Phase::RollOff && m.phase_ != Phase::Rolling && m.phase_ != Phase::MatchOver;
  if (!in_shake) return std::nullopt;
  if (static_cast<int>(sel.picks_made.size()) != n || static_cast<int>(sel.failures.size()) != n ||
      static_cast<int>(sel.done.size()) != n)
    return std::string("the selection needs picks_made, failures and done for every player");
  for (int seat : sel.order)
    if (seat < 0 || seat >= n) return std::string("the selection order names no player");
  if (sel.position > static_cast<int>(sel.order.size()))
    return std::string("the selection position is past its order");
  if (m.phase_ == Phase::SelectingVariations && sel.picker < 0)
    return std::string("selecting variations needs a player who selects");
  std::vector<Variation> chosen;
  for (const Pick& pick : sel.chosen) chosen.push_back(pick.variation);
  if (chosen != s.variations)
    return std::string("the shake's variations are the legal picks of its selection");
  if (sel.pending) {
    sel.pending->judgement =
        JudgePick(m.SelectionSettingFor(), sel.pending->seat, sel.pending->variation);
    if (sel.pending->judgement.legal())
      return std::string("the pending pick of the selection is legal, so it cannot be pending");
  }
  return std::nullopt;
}

Json MatchSerializer::Write(const Match& m) {
  Json root = Json::MakeObject();
  root.Set("format", kFormat);
  root.Set("rules", m.rules_.name_text);
  root.Set("division", m.rules_.division);
  if (m.rules_.adventurous.enabled) {  // absent: Basic Equations (and saves made before)
    Json adventurous = Json::MakeObject();
    adventurous.Set("enabled", true);
    adventurous.Set("school_year", m.rules_.adventurous.school_year.Text());
    root.Set("adventurous", adventurous);
  }
  root.Set("players", m.config_.players);
  root.Set("seed", std::to_string(m.config_.seed));
  root.Set("max_shakes", m.config_.max_shakes);
  root.Set("random", std::to_string(m.random_.State()));
  root.Set("phase", PhaseName(m.phase_));
  root.Set("roll_off", IntArray(m.roll_off_));
  root.Set("absent", BoolArray(m.absent_));
  root.Set("goal_setter", m.goal_setter_);
  root.Set("time_called", m.time_called_);
  root.Set("stop_called", m.stop_called_);
  root.Set("clock_ms", m.clock_ms_);

  const Shake& s = m.shake_;
  Json shake = Json::MakeObject();
  shake.Set("goal_setter", s.goal_setter);
  shake.Set("variations", VariationArray(s.variations));
  if (m.rules_.adventurous.enabled) shake.Set("selection", SelectionJson(s.selection));
  Json goal = Json::MakeArray();
  for (const GoalCube& g : s.mat.goal) goal.Push(GoalCubeKey(g));
  shake.Set("goal", goal);
  shake.Set("required", CubeArray(s.mat.required));
  shake.Set("permitted", CubeArray(s.mat.permitted));
  shake.Set("forbidden", CubeArray(s.mat.forbidden));
  shake.Set("resources", CubeArray(s.mat.resources));
  // ACC "Goal": the grouping the Goal Setter declared; absent when none (and in older saves).
  if (!s.mat.goal_declaration.empty()) shake.Set("goal_declaration", s.mat.goal_declaration);
  shake.Set("goal_set", s.goal_set);
  shake.Set("bonus_step", s.bonus_step);
  shake.Set("bonus_used_by_goal_setter", s.bonus_used_by_goal_setter);
  shake.Set("to_move", s.to_move);
  shake.Set("mover", s.mover);
  shake.Set("first_turn", s.first_turn);
  shake.Set("challenge", ChallengeKey(s.challenge));
  shake.Set("challenger", s.challenger);
  shake.Set("challengers", IntArray(s.challengers));
  shake.Set("absent", BoolArray(s.absent));
  Json agreed = Json::MakeArray();
  for (bool a : s.agreed_no_goal) agreed.Push(a);
  shake.Set("agreed_no_goal", agreed);
  shake.Set("writing", WritingJson(s.writing));
  shake.Set("penalties", IntArray(s.penalties));
  shake.Set("task_start_ms", s.task_start_ms);
  shake.Set("overtime_steps", IntArray(s.overtime_steps));
  root.Set("shake", shake);

  Json shakes = Json::MakeArray();
  for (const ShakeRecord& r : m.shakes_) {
    Json record = Json::MakeObject();
    record.Set("end", ShakeEndName(r.end));
    record.Set("challenge", ChallengeKey(r.challenge));
    record.Set("challenger", r.challenger);
    record.Set("challengers", IntArray(r.challengers));
    record.Set("absent", BoolArray(r.absent));
    record.Set("mover", r.mover);
    record.Set("points", IntArray(r.points));
    record.Set("penalties", IntArray(r.penalties));
    record.Set("counted", r.counted);
    record.Set("result", r.result);
    record.Set("goal", r.goal);
    record.Set("writing", WritingJson(r.writing));
    if (!r.variations.empty() || !r.picks.empty() || !r.ignored.empty()) {
      record.Set("variations", VariationArray(r.variations));
      record.Set("picks", PickArray(r.picks));
      record.Set("ignored", PickArray(r.ignored));
    }
    shakes.Push(record);
  }
  root.Set("shakes", shakes);
  Json history = Json::MakeArray();
  for (const Action& a : m.history_) history.Push(ActionText(a));
  root.Set("history", history);
  return root;
}

Expected<Match, std::string> MatchSerializer::Read(const Json& root) {
  Reader r;
  if (!root.IsObject()) return MakeUnexpected(std::string("a saved match is a JSON object"));
  if (r.String(root, "format") != kFormat && r.error.empty())
    return MakeUnexpected(std::string("not a saved match of format ") + kFormat);
  auto rules = FindRuleSet(r.String(root, "rules"), r.String(root, "division"));
  if (!r.error.empty()) return MakeUnexpected(r.error);
  if (!rules) return MakeUnexpected(rules.error());
  if (const Json* adventurous = root.Find("adventurous");
      adventurous && r.Bool(*adventurous, "enabled")) {
    auto year = ParseSchoolYear(r.String(*adventurous, "school_year"));
    if (!r.error.empty()) return MakeUnexpected(r.error);
    if (!year) return MakeUnexpected("adventurous: " + year.error());
    rules = WithAdventurous(*rules, *year);
    if (!rules) return MakeUnexpected(rules.error());
  }
  if (!r.error.empty()) return MakeUnexpected(r.error);
  MatchConfig config;
  config.players = static_cast<int>(r.Int(root, "players", 0, 100));
  config.seed = r.Unsigned(root, "seed");
  config.max_shakes = static_cast<int>(r.Int(root, "max_shakes", 0, 1000000));
  if (!r.error.empty()) return MakeUnexpected(r.error);
  auto created = Match::Create(*rules, config);
  if (!created) return MakeUnexpected(created.error());
  Match m = std::move(created).value();
  const int n = config.players;
  m.random_.SetState(r.Unsigned(root, "random"));
  const std::string phase = r.String(root, "phase");
  if (auto known = ParsePhaseName(phase))
    m.phase_ = *known;
  else
    r.Fail("unknown phase \"" + phase + "\"");
  m.roll_off_ = r.Ints(root, "roll_off", -1);
  for (int p : m.roll_off_)
    if (p < 0 || p >= n) r.Fail("a player rolling for first is not at the table");
  m.absent_ = r.OptionalBools(root, "absent", n);
  if (m.absent_.empty()) m.absent_.assign(n, false);
  m.goal_setter_ = static_cast<int>(r.Int(root, "goal_setter", 0, n - 1));
  m.time_called_ = r.Bool(root, "time_called");
  m.stop_called_ = r.Bool(root, "stop_called");
  m.clock_ms_ = r.Int(root, "clock_ms", -1, INT64_MAX);

  const Json* shake_json = r.Field(root, "shake");
  if (!r.error.empty()) return MakeUnexpected(r.error);
  const Json& sj = *shake_json;
  Shake& s = m.shake_;
  s.goal_setter = static_cast<int>(r.Int(sj, "goal_setter", 0, n - 1));
  s.variations = r.Variations(sj, "variations", "a variation of the shake");
  if (m.rules_.adventurous.enabled) ReadSelection(r, sj, n, s.selection);
  for (const Json& g : r.Array(sj, "goal")) {
    std::string text = g.IsString() ? g.AsString() : "";
    GoalCube goal_cube;
    goal_cube.gap_before = !text.empty() && text[0] == '_';
    if (goal_cube.gap_before) text = text.substr(1);
    for (const char* placement : {" sideways", " upside-down"}) {
      const std::string suffix = placement;
      if (text.size() > suffix.size() && text.ends_with(suffix)) {
        text.resize(text.size() - suffix.size());
        (suffix == " sideways" ? goal_cube.sideways : goal_cube.upside_down) = true;
      }
    }
    auto cube = Reader::ParseCube(text);
    if (!cube || (goal_cube.sideways && goal_cube.upside_down)) {
      r.Fail("a Goal cube is not a cube, upright, sideways or upside-down");
      break;
    }
    goal_cube.cube = *cube;
    s.mat.goal.push_back(goal_cube);
  }
  s.mat.required = r.Cubes(sj, "required");
  s.mat.permitted = r.Cubes(sj, "permitted");
  s.mat.forbidden = r.Cubes(sj, "forbidden");
  s.mat.resources = r.Cubes(sj, "resources");
  if (const Json* declaration = sj.IsObject() ? sj.Find("goal_declaration") : nullptr) {
    if (declaration->IsString())
      s.mat.goal_declaration = declaration->AsString();
    else
      r.Fail("field \"goal_declaration\" is not a string");
  }
  s.goal_set = r.Bool(sj, "goal_set");
  s.bonus_step = static_cast<int>(r.Int(sj, "bonus_step", 0, 2));
  s.bonus_used_by_goal_setter = r.Bool(sj, "bonus_used_by_goal_setter");
  s.to_move = static_cast<int>(r.Int(sj, "to_move", 0, n - 1));
  s.mover = static_cast<int>(r.Int(sj, "mover", -1, n - 1));
  s.first_turn = r.Bool(sj, "first_turn");
  auto challenge = ParseChallengeKey(r.String(sj, "challenge"));
  if (!challenge) r.Fail(challenge.error());
  if (challenge) s.challenge = *challenge;
  s.challenger = static_cast<int>(r.Int(sj, "challenger", -1, n - 1));
  s.challengers = r.OptionalPlayers(sj, "challengers", n);
  s.absent = r.OptionalBools(sj, "absent", n);
  s.agreed_no_goal.clear();
  for (const Json& a : r.Array(sj, "agreed_no_goal"))
    s.agreed_no_goal.push_back(a.IsBool() && a.AsBool());
  s.writing = ReadWriting(r, sj, n);
  s.penalties = r.Ints(sj, "penalties", n);
  s.task_start_ms = r.Int(sj, "task_start_ms", -1, INT64_MAX);
  s.overtime_steps = r.Ints(sj, "overtime_steps", n);

  for (const Json& rj : r.Array(root, "shakes")) {
    ShakeRecord record;
    const std::string end = r.String(rj, "end");
    if (auto known = ParseShakeEndName(end))
      record.end = *known;
    else
      r.Fail("unknown end of a shake \"" + end + "\"");
    auto record_challenge = ParseChallengeKey(r.String(rj, "challenge"));
    if (record_challenge)
      record.challenge = *record_challenge;
    else
      r.Fail(record_challenge.error());
    record.challenger = static_cast<int>(r.Int(rj, "challenger", -1, n - 1));
    record.challengers = r.OptionalPlayers(rj, "challengers", n);
    record.absent = r.OptionalBools(rj, "absent", n);
    record.mover = static_cast<int>(r.Int(rj, "mover", -1, n - 1));
    record.points = r.Ints(rj, "points", n);
    record.penalties = r.Ints(rj, "penalties", n);
    record.counted = r.Bool(rj, "counted");
    record.result = r.String(rj, "result");
    record.goal = r.String(rj, "goal");
    record.writing = ReadWriting(r, rj, n);
    if (rj.IsObject() && rj.Find("variations"))
      record.variations = r.Variations(rj, "variations", "a variation of a shake");
    record.picks = r.Picks(rj, "picks", n);
    record.ignored = r.Picks(rj, "ignored", n);
    m.shakes_.push_back(std::move(record));
  }
  for (const Json& aj : r.Array(root, "history")) {
    auto action = aj.IsString() ? ParseAction(aj.AsString())
                                : Expected<Action, std::string>(MakeUnexpected(std::string("?")));
    if (!action) {
      r.Fail("history: " + action.error());
      break;
    }
    m.history_.push_back(*action);
  }
  if (!r.error.empty()) return MakeUnexpected(r.error);
  // The restored state must be one the game can continue from.
  if (!s.agreed_no_goal.empty() && static_cast<int>(s.agreed_no_goal.size()) != n)
    return MakeUnexpected(std::string("agreed_no_goal has the wrong length"));
  if (m.phase_ == Phase::NoGoalDeclared && s.agreed_no_goal.empty())
    return MakeUnexpected(std::string("a \"no Goal\" declaration needs agreed_no_goal"));
  const bool writing_phase = m.phase_ == Phase::Challenged || m.phase_ == Phase::LastCube ||
                             m.phase_ == Phase::ForceOut || m.phase_ == Phase::Cleanup;
  if (writing_phase && s.writing.empty())
    return MakeUnexpected(std::string("a writing phase needs writing"));
  const bool after_goal = writing_phase || m.phase_ == Phase::Moving;
  if ((after_goal || m.phase_ == Phase::NoGoalDeclared) && s.mover < 0)
    return MakeUnexpected(std::string("this phase needs a last Mover"));
  if (m.phase_ == Phase::Challenged) {
    if (s.challenger < 0 || s.challenger == s.mover)
      return MakeUnexpected(std::string("a challenge needs a Challenger other than the Mover"));
    if (s.challengers.empty()) s.challengers = {s.challenger};  // a save from before the field
    bool listed = false;
    for (int c : s.challengers) {
      listed = listed || c == s.challenger;
      if (c == s.mover)
        return MakeUnexpected(std::string("the Mover cannot be one of the Challengers"));
    }
    if (!listed) return MakeUnexpected(std::string("the Challenger is one of the Challengers"));
    const bool callers_declare =
        s.challengers.size() > 1 && m.rules_.siding == SidingRule::EveryoneDeclares;
    if (s.challenge != Challenge::Now && s.challenge != Challenge::Impossible &&
        s.challenge != Challenge::NoGoal)
      return MakeUnexpected(std::string("a challenge is Now, Impossible or no Goal"));
    if ((!callers_declare && (s.writing[s.challenger].writing.side != ChallengeSide::Challenger ||
                              s.writing[s.challenger].must_side)) ||
        s.writing[s.mover].writing.side != ChallengeSide::Mover || s.writing[s.mover].must_side)
      return MakeUnexpected(std::string("the Challenger and the Mover are on their own sides"));
  }
  if ((m.phase_ == Phase::LastCube || m.phase_ == Phase::ForceOut) &&
      s.challenge != Challenge::ForceOut)
    return MakeUnexpected(std::string("the last cube is written as \"forceout\""));
  if (m.phase_ == Phase::Cleanup && s.challenge != Challenge::Cleanup)
    return MakeUnexpected(std::string("the end of a round is written as \"cleanup\""));
  if (!s.mat.goal_declaration.empty()) {
    if (!s.goal_set) return MakeUnexpected(std::string("a Goal is declared only when it is set"));
    if (auto problem = DeclarationProblem(m.rules_, s.mat.goal, s.mat.goal_declaration))
      return MakeUnexpected(*problem);
  }
  if (auto wrong = SelectionProblem(m)) return MakeUnexpected(*wrong);
  if (m.phase_ == Phase::RollOff && m.roll_off_.empty())
    return MakeUnexpected(std::string("nobody is rolling for first"));
  const bool in_shake =
      m.phase_ != Phase::RollOff && m.phase_ != Phase::Rolling && m.phase_ != Phase::MatchOver;
  if (in_shake && s.absent.empty()) s.absent.assign(n, false);  // a save from before the field
  if (in_shake && (s.absent[s.goal_setter] || (m.phase_ == Phase::Moving && s.absent[s.to_move])))
    return MakeUnexpected(std::string("an absent player cannot set the Goal or move"));
  if (m.phase_ == Phase::Challenged)
    for (int c : s.challengers)
      if (s.absent[c]) return MakeUnexpected(std::string("an absent player cannot challenge"));
  if (in_shake) {
    // Every cube is accounted for: cubes_per_color of each colour, wherever they lie.
    int per_color[4] = {};
    for (const GoalCube& g : s.mat.goal) ++per_color[static_cast<int>(g.cube.color)];
    for (Section section :
         {Section::Required, Section::Permitted, Section::Forbidden, Section::Resources})
      for (const Cube& c : s.mat.CubesIn(section)) ++per_color[static_cast<int>(c.color)];
    for (int c = 0; c < 4; ++c)
      if (per_color[c] != m.rules_.cubes_per_color)
        return MakeUnexpected("a shake has " + std::to_string(m.rules_.cubes_per_color) + " " +
                              std::string(ColorName(kColors[c])) + " cubes, not " +
                              std::to_string(per_color[c]));
  }
  return m;
}

std::string ToJson(const Match& match) {
  return WriteJson(MatchSerializer::Write(match));
}

Expected<Match, std::string> FromJson(std::string_view text) {
  auto json = ParseJson(text);
  if (!json) return MakeUnexpected("not JSON: " + json.error().Message());
  return MatchSerializer::Read(*json);
}

}  // namespace equations
