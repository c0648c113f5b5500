#include "ui/challenge24_screen.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "core/api/games.h"
#include "core/base/json.h"
#include "core/challenge24/round_state.h"
#include "core/challenge24/tournament_state.h"
#include "core/challenge24/written.h"
#include "ui/challenge24_words.h"
#include "ui/platform.h"

namespace equations::ui {

using namespace challenge24;

namespace {

constexpr const char* kSaveKey = "equations.challenge24";
// Each seat's keys: touch the card, say stumped (far apart on the keyboard, one seat a corner).
constexpr int kTouchKeys[4] = {SDL_SCANCODE_Q, SDL_SCANCODE_P, SDL_SCANCODE_Z, SDL_SCANCODE_M};
constexpr int kStumpedKeys[4] = {SDL_SCANCODE_W, SDL_SCANCODE_O, SDL_SCANCODE_X, SDL_SCANCODE_N};
constexpr const char* kTouchKeyNames[4] = {"Q", "P", "Z", "M"};
constexpr const char* kStumpedKeyNames[4] = {"W", "O", "X", "N"};
constexpr ImU32 kSeatColours[4] = {
    IM_COL32(0x2d, 0x5f, 0x9e, 0xff), IM_COL32(0x9e, 0x4a, 0x2d, 0xff),
    IM_COL32(0x5b, 0x3d, 0x8c, 0xff), IM_COL32(0x2d, 0x7f, 0x6a, 0xff)};
constexpr const char* kLevels[] = {"", "beginner", "club", "strong"};
constexpr const char* kLevelTitles[] = {"Person", "Computer beginner", "Computer club",
                                        "Computer strong"};
constexpr const char* kDecks[] = {"single-digits", "double-digits", "mixed"};
constexpr const char* kDeckTitles[] = {"Single Digits", "Double Digits", "Mixed"};
constexpr ImU32 kFlagRed = IM_COL32(0xe0, 0x3a, 0x2e, 0xff);

bool Choice(Layout& layout, const std::string& id, const char* label, bool chosen, float scale) {
  if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.18f, 1.f));
  const bool pressed = TrackedButton(layout, id, label, 0.f, 40.f * scale);
  if (chosen) ImGui::PopStyleColor();
  return pressed;
}

}  // namespace

ImU32 Challenge24SeatColour(int seat) {
  return kSeatColours[std::clamp(seat, 0, 3)];
}

const Round* Challenge24Screen::round() const {
  if (!state_) return nullptr;
  if (const Tournament* t = TournamentOf(*state_)) return &t->current().play;
  return RoundOf(*state_);
}

const Tournament* Challenge24Screen::tournament() const {
  return state_ ? TournamentOf(*state_) : nullptr;
}

std::vector<int> Challenge24Screen::Seats() const {
  if (const Tournament* t = tournament()) return t->current().seats;
  std::vector<int> seats;
  for (int p = 0; p < (round() ? round()->config().players : 0); ++p) seats.push_back(p);
  return seats;
}

bool Challenge24Screen::Between() const {
  const Tournament* t = tournament();
  return t && (t->IsTerminal() || (t->rounds().size() > 1 && t->current().play.history().empty()));
}

std::optional<ComputerLevel> Challenge24Screen::Computer(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(setup_.computer.size())) return std::nullopt;
  return ParseComputerLevel(setup_.computer[static_cast<std::size_t>(seat)]);
}

std::vector<std::string> Challenge24Screen::Names() const {
  std::vector<std::string> names;
  for (int p = 0; p < 4; ++p)
    names.push_back(Computer(p) ? "Computer " + std::to_string(p + 1)
                                : "Player " + std::to_string(p + 1));
  return names;
}

std::vector<std::string> Challenge24Screen::NamesOf(const std::vector<int>& seats) const {
  const std::vector<std::string> names = Names();
  std::vector<std::string> of;
  for (int seat : seats) of.push_back(names[static_cast<std::size_t>(seat)]);
  return of;
}

void Challenge24Screen::Open(bool holds_pause) {
  open_ = true;
  holds_pause_ = holds_pause;
  show_setup_ = !state_ || (round() && round()->IsTerminal() && !tournament());
  Save();
}

bool Challenge24Screen::Close() {
  open_ = false;
  const bool resume = holds_pause_;
  holds_pause_ = false;
  ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  Save();
  return resume;
}

void Challenge24Screen::Restore() {
  auto saved = ParseJson(LoadSaved(kSaveKey));
  if (!saved || !saved->IsObject()) return;
  if (const Json* setup = saved->Find("setup"); setup && setup->IsObject()) {
    if (const Json* v = setup->Find("tournament"); v && v->IsBool())
      setup_.tournament = v->AsBool();
    if (const Json* v = setup->Find("players"); v && v->IsInteger())
      setup_.players = static_cast<int>(std::clamp<std::int64_t>(v->AsInteger(), 1, 4));
    if (const Json* v = setup->Find("round"); v && v->IsInteger())
      setup_.round = static_cast<int>(std::clamp<std::int64_t>(v->AsInteger(), 1, 4));
    if (const Json* v = setup->Find("cards"); v && v->IsInteger())
      setup_.cards = static_cast<int>(std::clamp<std::int64_t>(v->AsInteger(), 1, kHalfCards));
    if (const Json* v = setup->Find("deck"); v && v->IsString() && ParseDeckPlan(v->AsString()))
      setup_.deck = v->AsString();
    if (const Json* v = setup->Find("computer"); v && v->IsArray())
      for (std::size_t p = 0; p < v->AsArray().size() && p < 4; ++p)
        if (const Json& level = v->AsArray()[p]; level.IsString())
          setup_.computer[p] = ParseComputerLevel(level.AsString()) ? level.AsString() : "";
  }
  if (const Json* game = saved->Find("game"); game && game->IsObject()) {
    auto loaded = play::Load(Games(), *game);
    if (loaded && (RoundOf(**loaded) || TournamentOf(**loaded)))
      state_ = std::move(*loaded);
    else if (!loaded)
      message_ = "The saved 24 Challenge game could not be restored: " + loaded.error();
  }
  const Json* open = saved->Find("open");
  const Json* holds = saved->Find("holds_pause");
  if (open && open->IsBool() && open->AsBool()) Open(holds && holds->IsBool() && holds->AsBool());
}

void Challenge24Screen::Save() const {
  Json setup = Json::MakeObject();
  setup.Set("tournament", setup_.tournament);
  setup.Set("players", setup_.players);
  setup.Set("round", setup_.round);
  setup.Set("cards", setup_.cards);
  setup.Set("deck", setup_.deck);
  Json computer = Json::MakeArray();
  for (const std::string& level : setup_.computer) computer.Push(level);
  setup.Set("computer", std::move(computer));
  Json saved = Json::MakeObject();
  saved.Set("open", open_);
  saved.Set("holds_pause", holds_pause_);
  saved.Set("setup", std::move(setup));
  if (state_) saved.Set("game", play::Save(*state_));
  ui::Save(kSaveKey, WriteJson(saved));
}

std::string Challenge24Screen::StateJson() const {
  return state_ ? WriteJson(state_->View()) : "null";
}

bool Challenge24Screen::Running() const {
  return open_ && round() && !round()->IsTerminal() && !Between();
}

void Challenge24Screen::Start() {
  Json config = Json::MakeObject();
  config.Set("deck", setup_.deck);
  config.Set("seed", NowMs());
  if (!setup_.tournament) config.Set("round", setup_.round);
  config.Set("players", setup_.players);
  config.Set("cards", setup_.cards);
  const play::GameType* game =
      FindGame(setup_.tournament ? "24-challenge-tournament" : "24-challenge");
  auto created = game ? game->create(config) : MakeUnexpected(std::string("no 24 Challenge"));
  if (!created) {
    message_ = std::string(setup_.tournament ? "The tournament" : "The round") +
               " could not start: " + created.error();
    return;
  }
  state_ = std::move(*created);
  // The round's clock starts now: the proctor deals the first card after a pause from here.
  state_->Apply("clock @" + std::to_string(NowMs()));
  show_setup_ = false;
  answer_.clear();
  answer_for_ = -1;
  message_.clear();
  verdict_.clear();
  Announce(std::string(setup_.tournament ? "A 24 Challenge tournament begins: round 1 of "
                                         : "A 24 Challenge round of ") +
           std::to_string(setup_.cards) + " cards. Touch the card with your key when you see 24.");
  Save();
}

void Challenge24Screen::Continue() {
  const Tournament* t = tournament();
  if (!t || !Between() || t->IsTerminal()) return;
  if (auto error = Apply(Action{ActionKind::Clock, -1, "", NowMs()})) {
    message_ = *error;
    return;
  }
  verdict_.clear();
  message_.clear();
  Announce(RoundTitle(t->current().round, t->current().tie) + " begins.");
  Save();
}

void Challenge24Screen::Say(const Round& before, std::size_t rounds_before) {
  const Tournament* t = tournament();
  const Round* after = round();
  if (!after) return;
  std::vector<std::string> names = NamesOf(Seats());
  const bool round_ended = t && t->rounds().size() > rounds_before;
  if (round_ended) {
    // The round that was played is the one before the current one.
    const TournamentRound& played = t->rounds()[rounds_before - 1];
    after = &played.play;
    names = NamesOf(played.seats);
  }
  for (const std::string& line : NarrateChange(before, *after, names)) Announce(line + ".");
  // The last verdict stays until the next card is revealed, never over it.
  if (after->phase() == challenge24::Phase::Revealed && before.phase() != after->phase())
    verdict_.clear();
  if (after->plays().size() > before.plays().size()) {
    verdict_ = PlayWords(*after, after->plays().back(), names);
    // Practice alone: the card's solutions are said once it has left play.
    if (after->config().players == 1)
      Announce(
          SolutionsWords(after->faces()[static_cast<std::size_t>(after->plays().back().face)]) +
          ".");
  }
  if (t && (round_ended || (t->IsTerminal() && after->IsTerminal() && !before.IsTerminal()))) {
    for (const std::string& sentence : SummarySentences(SummarizeRound(*t, Names())))
      Announce(sentence);
  }
}

std::optional<std::string> Challenge24Screen::Apply(Action action) {
  if (action.player >= 0) {
    const std::vector<int> seats = Seats();
    if (action.player >= static_cast<int>(seats.size())) return "no such player in this round";
    action.player = seats[static_cast<std::size_t>(action.player)];
  }
  return state_->Apply(ActionText(action));
}

void Challenge24Screen::Drive(std::int64_t now) {
  for (int step = 0; step < 64; ++step) {
    const Round* r = round();
    if (!r || r->IsTerminal() || Between()) return;
    const std::vector<int> seats = Seats();
    std::optional<Action> next;
    auto consider = [&](const Action& action) {
      if (!next || action.at_ms < next->at_ms) next = action;
    };
    if (auto due = ProctorNext(*r)) {
      // The proctor acts when the screen sees it is time: never in the past, so that a round
      // resumed after a while does not deal, reveal and set aside cards nobody saw.
      due->action.at_ms = std::max(due->at_ms, now);
      if (due->at_ms <= now) consider(due->action);
    }
    for (int p = 0; p < r->config().players; ++p)
      if (std::optional<ComputerLevel> level = Computer(seats[static_cast<std::size_t>(p)]))
        if (auto due = ComputerNext(*r, p, *level, r->config().seed)) consider(due->action);
    if (const std::int64_t deadline = r->deadline_ms(); deadline >= 0)
      consider(Action{ActionKind::Clock, -1, "", deadline + 1});
    if (!next || next->at_ms > now) return;
    const Round before = *r;
    const std::size_t rounds = tournament() ? tournament()->rounds().size() : 0;
    if (auto error = Apply(*next)) {
      message_ = *error;
      return;
    }
    Say(before, rounds);
    Save();
  }
}

bool Challenge24Screen::Act(Action action) {
  const Round* r = round();
  if (!r) return false;
  bool listed = false;
  for (const Action& legal : r->LegalActions())
    listed = listed || (legal.kind == action.kind && legal.player == action.player);
  if (!listed) {
    // Not legal now: the round's own refusal on a copy says why; nothing changes.
    std::unique_ptr<play::State> probe = state_->Clone();
    std::swap(probe, state_);
    const std::optional<std::string> why = Apply(action);
    std::swap(probe, state_);
    message_ = WithSeatNames(why.value_or("not a legal action now"));
    return false;
  }
  const Round before = *r;
  const std::size_t rounds = tournament() ? tournament()->rounds().size() : 0;
  if (std::optional<std::string> error = Apply(action)) {
    message_ = WithSeatNames(*error);
    return false;
  }
  message_.clear();
  Say(before, rounds);
  Save();
  return true;
}

std::string Challenge24Screen::WithSeatNames(std::string text) const {
  const std::vector<std::string> names = NamesOf(Seats());
  for (int p = 0; p < static_cast<int>(names.size()); ++p) {
    const std::string player = "player " + std::to_string(p);
    for (std::size_t at = text.find(player); at != std::string::npos; at = text.find(player, at))
      text.replace(at, player.size(), names[static_cast<std::size_t>(p)]);
  }
  return text;
}

void Challenge24Screen::DrawSetup(float scale, Layout& layout) {
  TrackedText(layout, "c24:setup:title", "The 24 Challenge at this screen");
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Play");
  ImGui::SameLine();
  if (Choice(layout, "c24:setup:mode:round", "One round", !setup_.tournament, scale))
    setup_.tournament = false;
  ImGui::SameLine();
  if (Choice(layout, "c24:setup:mode:tournament", "Tournament: rounds 1 to 4", setup_.tournament,
             scale))
    setup_.tournament = true;
  ImGui::TextUnformatted(setup_.tournament ? "Players at the table (2 to 4)"
                                           : "Players at the table");
  for (int n = 1; n <= 4; ++n) {
    if (n > 1) ImGui::SameLine();
    if (Choice(layout, "c24:setup:players:" + std::to_string(n), std::to_string(n).c_str(),
               setup_.players == n, scale))
      setup_.players = n;
  }
  for (int p = 0; p < setup_.players; ++p) {
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Seat %d (touch %s, stumped %s)", p + 1, kTouchKeyNames[p], kStumpedKeyNames[p]);
    for (int k = 0; k < 4; ++k) {
      ImGui::SameLine();
      const std::string id = "c24:setup:seat:" + std::to_string(p) + ":" +
                             (k == 0 ? std::string("person") : std::string(kLevels[k]));
      if (Choice(layout, id, kLevelTitles[k],
                 setup_.computer[static_cast<std::size_t>(p)] == kLevels[k], scale))
        setup_.computer[static_cast<std::size_t>(p)] = kLevels[k];
    }
  }
  ImGui::TextUnformatted("Deck");
  for (int d = 0; d < 3; ++d) {
    ImGui::SameLine();
    if (Choice(layout, std::string("c24:setup:deck:") + kDecks[d], kDeckTitles[d],
               setup_.deck == kDecks[d], scale))
      setup_.deck = kDecks[d];
  }
  if (!setup_.tournament) {
    ImGui::TextUnformatted("Round");
    for (int r = 1; r <= 4; ++r) {
      ImGui::SameLine();
      if (Choice(layout, "c24:setup:round:" + std::to_string(r), std::to_string(r).c_str(),
                 setup_.round == r, scale))
        setup_.round = r;
    }
    ImGui::SameLine();
  }
  ImGui::TextUnformatted(setup_.tournament ? "Cards in each round" : "  Cards");
  for (int cards : {12, 24, 48}) {
    ImGui::SameLine();
    if (Choice(layout, "c24:setup:cards:" + std::to_string(cards), std::to_string(cards).c_str(),
               setup_.cards == cards, scale))
      setup_.cards = cards;
  }
  const char* start =
      setup_.tournament ? "Start the tournament (Enter)" : "Start the round (Enter)";
  if (TrackedButton(layout, "c24:setup:start", start, 0.f, 52.f * scale) ||
      ShortcutPressed(SDL_SCANCODE_RETURN))
    Start();
  if (state_ && !state_->IsTerminal()) {
    ImGui::SameLine();
    if (TrackedButton(layout, "c24:setup:resume",
                      tournament() ? "Back to the tournament" : "Back to the round", 0.f,
                      52.f * scale))
      show_setup_ = false;
  }
}

void Challenge24Screen::DrawAnswer(float width, float bottom, float scale, Layout& layout) {
  const Round* r = round();
  const int declarer = r->declarer();
  if (answer_for_ != declarer) {
    answer_.clear();
    answer_for_ = declarer;
    focus_answer_ = true;
  }
  const std::string who = SeatName(NamesOf(Seats()), declarer);
  // The pattern first: typing a whole solution at a child's speed misses the pattern's time.
  const std::string pattern_seconds = std::to_string(challenge24::kPatternMs / 1000);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  TrackedText(layout, "c24:answer:prompt",
              r->pattern()
                  ? who + ": now the whole solution, ending in " + PatternText(*r->pattern())
                  : who + ": first the pattern, within " + pattern_seconds +
                        " seconds: pick it below or type its last step (3 x 8). The "
                        "whole solution comes next.");
  ImGui::PopTextWrapPos();
  if (!r->pattern() && DrawPatterns(width, scale, NowMs(), layout)) return;
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "%s", answer_.c_str());
  if (focus_answer_) {
    ImGui::SetKeyboardFocusHere();
    focus_answer_ = false;
  }
  ImGui::SetNextItemWidth(width);
  bool say =
      ImGui::InputText("##answer", buffer, sizeof buffer, ImGuiInputTextFlags_EnterReturnsTrue);
  answer_ = buffer;
  TrackItem(layout, "c24:answer");
  layout.NoteTextField();
  layout.SetText("c24:answer", answer_);
  if (say) focus_answer_ = true;  // Enter leaves the field: keep typing in it
  // The keypad: the card's numbers, the operations, grouping; for touch screens.
  const challenge24::Face& face = r->faces()[static_cast<std::size_t>(r->in_play())];
  std::vector<std::string> keys;
  for (int number : face.face.numbers) keys.push_back(std::to_string(number));
  for (const char* key : {"+", "-", "×", "÷", "(", ")"}) keys.emplace_back(key);
  // Ten keys, Back and "Say it" on one line within `width`.
  const char* say_label = "Say it (Enter)";
  const ImGuiStyle& style = ImGui::GetStyle();
  const float say_w = ImGui::CalcTextSize(say_label).x + style.FramePadding.x * 2;
  const float back_w = ImGui::CalcTextSize("Back").x + style.FramePadding.x * 2;
  const float gap = style.ItemSpacing.x;
  const float key_w = std::min(64.f * scale, (width - say_w - back_w - gap * 12) / 10.f);
  // As tall as a finger needs, within the space above the seats.
  const float key_h = std::clamp(bottom - ImGui::GetCursorScreenPos().y - style.ItemSpacing.y,
                                 ImGui::GetFrameHeight(), 48.f * scale);
  for (std::size_t k = 0; k < keys.size(); ++k) {
    if (k > 0) ImGui::SameLine();
    if (TrackedButton(layout, "c24:key:" + std::to_string(k), keys[k].c_str(), key_w, key_h)) {
      answer_ += keys[k];
      focus_answer_ = true;
    }
  }
  ImGui::SameLine();
  if (TrackedButton(layout, "c24:key:back", "Back", back_w, key_h) && !answer_.empty()) {
    // One UTF-8 character off the end.
    std::size_t end = answer_.size() - 1;
    while (end > 0 && (static_cast<unsigned char>(answer_[end]) & 0xC0) == 0x80) --end;
    answer_.erase(end);
    focus_answer_ = true;
  }
  ImGui::SameLine();
  if (TrackedButton(layout, "c24:key:say", say_label, say_w, key_h)) say = true;
  if (!say) return;
  std::string text = answer_;
  if (text.find_first_not_of(' ') == std::string::npos) {
    message_ = r->pattern() ? "Type the whole solution, then Enter"
                            : "First the pattern: type its last step (3 x 8), then Enter";
    if (!r->pattern() && pattern_pick_ >= 0)
      message_ = "Up and down pick a pattern; Enter with the field empty says it";
    return;
  }
  // Two numbers and one operation are the pattern; more, the whole solution, which is fixed
  // ("equals 24") as it is said.
  auto written = ReadWritten(text);
  const bool pattern = !r->pattern() && written && written->Numbers().size() == 2;
  if (pattern) {
    if (Act(Action{ActionKind::Pattern, declarer, text, NowMs()})) answer_.clear();
    return;
  }
  if (!Act(Action{ActionKind::Solution, declarer, text, NowMs()})) return;
  const Round* now = round();
  if (now->phase() == Phase::Declared && now->declarer() == declarer && !now->solution().empty())
    Act(Action{ActionKind::Fix, declarer, "", NowMs()});
  answer_.clear();
}

void Challenge24Screen::DrawSeats(ImVec2 min, ImVec2 max, const Fonts& fonts, float scale,
                                  Layout& layout) {
  const Round* r = round();
  const int players = r->config().players;
  const std::vector<int> seats = Seats();
  const Tournament* t = tournament();
  const std::vector<int> added = t ? t->AddedPoints() : std::vector<int>();
  const bool adding = t && !t->current().tie && t->current().round <= 2;
  const float gap = 10.f * scale;
  const float width = (max.x - min.x - gap * (players - 1)) / players;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::vector<std::string> names = NamesOf(seats);
  // Applied once every seat is drawn: an action may replace the round `r` points into.
  std::vector<Action> acts;
  for (int p = 0; p < players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    const int seat = seats[i];
    const ImVec2 z0(min.x + p * (width + gap), min.y), z1(z0.x + width, max.y);
    draw->AddRectFilled(z0, z1, kSeatColours[seat], 14.f * scale);
    if (r->declarer() == p)
      draw->AddRect(z0, z1, IM_COL32(0xff, 0xd7, 0x40, 0xff), 14.f * scale, 0, 5.f * scale);
    const std::string id = "c24:seat:" + std::to_string(seat);
    layout.Set(id, Rect{z0.x, z0.y, width, max.y - min.y});
    // Name, points large, flags as red pennants.
    const float pad = 10.f * scale;
    std::string title = names[i];
    if (auto level = Computer(seat)) title += std::string(" (") + ComputerLevelName(*level) + ")";
    // Rounds 1 and 2 are added: the total beside this round's points.
    if (adding) title += ", rounds 1+2: " + std::to_string(added[static_cast<std::size_t>(seat)]);
    if (r->disqualified()[i]) title += ": disqualified";
    draw->AddText(ImVec2(z0.x + pad, z0.y + pad), IM_COL32_WHITE, title.c_str());
    ImFont* big = fonts.cube ? fonts.cube : ImGui::GetFont();
    const float points_size = std::min(56.f * scale, (max.y - min.y) * 0.3f);
    const std::string points = std::to_string(r->points()[i]);
    draw->AddText(big, points_size, ImVec2(z0.x + pad, z0.y + pad + ImGui::GetFontSize()),
                  IM_COL32_WHITE, points.c_str());
    const float flag_x = z0.x + pad + points_size * 1.4f;
    const float flag_y = z0.y + pad + ImGui::GetFontSize() + points_size * 0.15f;
    for (int f = 0; f < r->flags()[i]; ++f) {
      const float x = flag_x + f * 24.f * scale;
      draw->AddLine(ImVec2(x, flag_y), ImVec2(x, flag_y + 30.f * scale), IM_COL32_WHITE,
                    2.f * scale);
      draw->AddTriangleFilled(ImVec2(x, flag_y), ImVec2(x + 18.f * scale, flag_y + 7.f * scale),
                              ImVec2(x, flag_y + 14.f * scale), kFlagRed);
    }
    std::string summary = names[i] + ": " + points + " points, " + std::to_string(r->flags()[i]) +
                          " flags" + (r->disqualified()[i] ? ", disqualified" : "");
    if (adding)
      summary += ", rounds 1 and 2 added: " + std::to_string(added[static_cast<std::size_t>(seat)]);
    layout.SetText(id, summary);
    if (Computer(seat) || r->disqualified()[i] || r->IsTerminal()) continue;
    // A person's touch zone and, beside it, the stumped button, below the points.
    const float top = z0.y + pad + ImGui::GetFontSize() + points_size + 6.f * scale;
    const float touch_h = std::max(ImGui::GetFrameHeight(), max.y - top - pad);
    const float inner = width - pad * 2;
    // As wide as its words, up to under half the zone; the touch zone takes the rest.
    const float stumped_w =
        std::min(inner * 0.45f, ImGui::CalcTextSize("Stumped (W)").x +
                                    ImGui::GetStyle().FramePadding.x * 2 + 8.f * scale);
    ImGui::SetCursorScreenPos(ImVec2(z0.x + pad, top));
    const std::string touch = std::string("Touch (") + kTouchKeyNames[seat] + ")##" + id;
    const bool touch_key = ShortcutPressed(kTouchKeys[seat]);
    if (TrackedButton(layout, id + ":touch", touch.c_str(), inner - stumped_w - pad / 2, touch_h) ||
        touch_key)
      acts.push_back(Action{ActionKind::Touch, p, "", NowMs()});
    ImGui::SetCursorScreenPos(ImVec2(z0.x + pad + inner - stumped_w, top));
    const std::string stumped = std::string("Stumped (") + kStumpedKeyNames[seat] + ")##" + id;
    const bool stumped_key = ShortcutPressed(kStumpedKeys[seat]);
    if (TrackedButton(layout, id + ":stumped", stumped.c_str(), stumped_w, touch_h) || stumped_key)
      acts.push_back(Action{ActionKind::Stumped, p, "", NowMs()});
  }
  for (const Action& action : acts) Act(action);
}

Challenge24Request Challenge24Screen::Frame(const Fonts& fonts, float scale, Layout& layout) {
  Challenge24Request request = Challenge24Request::None;
  const std::int64_t now = NowMs();
  if (!show_setup_) Drive(now);
  const Round* r = round();
  ImGuiIO& io = ImGui::GetIO();
  // Keyboard navigation serves the setup and the round's end; in play each key has one job.
  const bool navigating = show_setup_ || !r || r->IsTerminal() || Between();
  if (navigating)
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  else
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;

  // The top line: title, where the round is, and the screen's buttons.
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted("24 Challenge");
  ImGui::PopFont();
  const float button_h = 40.f * scale;
  ImGui::SameLine();
  if (TrackedButton(layout, "c24:close", "Equations", 0.f, button_h))
    request = Challenge24Request::Close;
  ImGui::SameLine();
  if (TrackedButton(layout, "button:scale-down", "A-", 0.f, button_h))
    request = Challenge24Request::ScaleDown;
  ImGui::SameLine();
  const std::string percent = std::to_string(std::lround(scale * 100)) + "%";
  TrackedText(layout, "scale", percent);
  ImGui::SameLine();
  if (TrackedButton(layout, "button:scale-up", "A+", 0.f, button_h))
    request = Challenge24Request::ScaleUp;
  if (!show_setup_ && r) {
    ImGui::SameLine();
    if (TrackedButton(layout, "c24:new", tournament() ? "New game" : "New round", 0.f, button_h))
      show_setup_ = true;
    ImGui::SameLine();
    if (TrackedButton(layout, "c24:describe", "Describe (D)", 0.f, button_h) ||
        ShortcutPressed(SDL_SCANCODE_D)) {
      // Between a tournament's rounds: the summary; else the table.
      std::string words = DescribeTable(*r, NamesOf(Seats()));
      if (Between()) {
        words.clear();
        for (const std::string& sentence : SummarySentences(SummarizeRound(*tournament(), Names())))
          words += (words.empty() ? "" : " ") + sentence;
      }
      ShowDescription(words);
    }
  }
  if (!message_.empty()) {
    ImGui::TextColored(kReasonColour, "%s", message_.c_str());
    TrackItem(layout, "c24:message");
    layout.SetText("c24:message", message_);
    if (message_ != last_said_) Announce(message_ + ".");
  }
  last_said_ = message_;
  if (show_setup_ || !r) {
    DrawSetup(scale, layout);
    return request;
  }
  if (Between()) {
    DrawSummary(fonts, scale, layout);
    return request;
  }
  const Tournament* t = tournament();
  std::string status = t ? RoundTitle(t->current().round, t->current().tie)
                         : "Round " + std::to_string(r->config().round);
  if (t && t->current().round >= 3) status += " (face-off: only this round's points count)";
  status += ": " + std::to_string(r->deck().size()) + " cards in the deck, " +
            std::to_string(r->set_aside().size()) + " set aside";
  TrackedText(layout, "c24:status", status);

  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float seats_h = std::max(150.f * scale, avail.y * 0.34f);
  const float top_h = avail.y - seats_h - 10.f * scale;
  const float card = std::min(top_h, avail.x * 0.36f);
  DrawCard(min, card, fonts, scale, layout);
  const float right_x = min.x + card + 20.f * scale;
  const float right_w = min.x + avail.x - right_x;
  DrawClock(ImVec2(right_x, min.y), right_w, scale, now, layout);
  ImGui::SetCursorScreenPos(ImVec2(right_x, ImGui::GetCursorScreenPos().y));
  if (!verdict_.empty()) {
    // The verdict in the heading's size, for the table and a projector to read.
    ImGui::PushFont(fonts.heading);
    ImGui::PushTextWrapPos(right_x + right_w);
    ImGui::TextUnformatted(verdict_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    TrackItem(layout, "c24:verdict");
    layout.SetText("c24:verdict", verdict_);
  }
  // Practice alone: the last card's solutions once it has left play.
  if (r->config().players == 1 && !r->plays().empty() && r->in_play() < 0) {
    const std::string text =
        SolutionsWords(r->faces()[static_cast<std::size_t>(r->plays().back().face)]);
    ImGui::SetCursorScreenPos(ImVec2(right_x, ImGui::GetCursorScreenPos().y));
    ImGui::PushTextWrapPos(right_x + right_w);
    TrackedText(layout, "c24:solutions", text);
    ImGui::PopTextWrapPos();
  }
  if (r->phase() == Phase::Declared &&
      !Computer(Seats()[static_cast<std::size_t>(r->declarer())])) {
    ImGui::SetCursorScreenPos(ImVec2(right_x, ImGui::GetCursorScreenPos().y + 6.f * scale));
    ImGui::BeginGroup();
    DrawAnswer(right_w, min.y + avail.y - seats_h - 10.f * scale, scale, layout);
    ImGui::EndGroup();
  } else if (r->IsTerminal()) {
    ImGui::SetCursorScreenPos(ImVec2(right_x, ImGui::GetCursorScreenPos().y + 6.f * scale));
    ImGui::BeginGroup();
    const std::vector<std::string> names = NamesOf(Seats());
    ImGui::PushTextWrapPos(0.f);
    TrackedText(layout, "c24:over", DescribeTable(*r, names) + " " + MostPoints(*r, names) + ".");
    ImGui::PopTextWrapPos();
    if (TrackedButton(layout, "c24:again", "Another round (Enter)", 0.f, 48.f * scale) ||
        ShortcutPressed(SDL_SCANCODE_RETURN))
      show_setup_ = true;
    ImGui::EndGroup();
  }
  DrawSeats(ImVec2(min.x, min.y + avail.y - seats_h), ImVec2(min.x + avail.x, min.y + avail.y),
            fonts, scale, layout);
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(avail);
  return request;
}

}  // namespace equations::ui
