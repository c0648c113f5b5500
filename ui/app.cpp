#include "ui/app.h"
#include "ui/coach.h"

#include <SDL_scancode.h>

#include <algorithm>
#include <cmath>

#include "core/base/json.h"
#include "core/match/round_clock.h"
#include "ui/checked_mat.h"
#include "ui/guide_view.h"
#include "ui/match_save.h"
#include "ui/narration.h"
#include "ui/plain_words.h"
#include "ui/platform.h"
#include "ui/print_sheet.h"
#include "ui/roll_off_view.h"
#include "ui/score_view.h"
#include "ui/timer_view.h"

namespace equations::ui {

namespace {

constexpr const char* kSetupKey = "equations.setup";
constexpr const char* kMatchKey = "equations.match";
constexpr const char* kRoundKey = "equations.round_start";
constexpr const char* kViewKey = "equations.view";
constexpr const char* kCoachKey = "equations.coach";  // "1" while the coach is on
constexpr const char* kPauseKey = "equations.pause";
// A saved match that could not be read is moved here rather than lost.
constexpr const char* kUnreadableKey = "equations.match.unreadable";

}  // namespace

void App::LoadAssets(const std::string& assets_dir, float pixel_scale) {
  assets_dir_ = assets_dir;
  fonts_ = LoadFonts(assets_dir.c_str(), pixel_scale * ui_scale_);
  fonts_.cube_sprites = cube_sprites_;
  ImGui::GetIO().FontGlobalScale = 1.f / pixel_scale;  // text is ui_scale_ times its size
  ApplyTheme(ui_scale_);
  pixel_scale_ = pixel_scale;
  loaded_ui_scale_ = ui_scale_;
}

bool App::FontsOutdated(float pixel_scale) const {
  return std::fabs(pixel_scale - pixel_scale_) > 0.01f ||
         std::fabs(ui_scale_ - loaded_ui_scale_) > 0.01f;
}

void App::Restore() {
  challenge24_.Restore();
  if (std::string saved = LoadSaved(kSetupKey); !saved.empty()) setup_ = SetupFromJson(saved);
  if (std::string view = LoadSaved(kViewKey); !view.empty()) {
    if (auto parsed = ParseJson(view); parsed && parsed->IsObject())
      if (const Json* scale = parsed->Find("scale_percent"); scale && scale->IsInteger())
        wanted_scale_ = std::clamp(static_cast<float>(scale->AsInteger()) / 100.f, 1.f, 2.f);
  }
  const std::string saved = LoadSaved(kMatchKey);
  if (saved.empty()) return;
  RestoredMatch restored = RestoreMatch(saved);
  if (!restored.match) {
    // Never lost: the text stays under a key of its own, and the reason is said.
    Save(kUnreadableKey, saved);
    message_ = restored.note + " (it is kept as " + kUnreadableKey + ")";
    return;
  }
  match_ = std::move(*restored.match);
  coach_ = LoadSaved(kCoachKey) == "1";
  if (restored.migrated) {
    message_ = restored.note;
    Save(kMatchKey, SaveText(*match_));
  }
  const std::string round = LoadSaved(kRoundKey);
  round_start_ms_ = round.empty() ? NowMs() : std::atoll(round.c_str());
  // The pauses so far and one in progress: the match's clock resumes where it stood.
  if (auto pause = ParseJson(LoadSaved(kPauseKey)); pause && pause->IsObject()) {
    const Json* total = pause->Find("total_ms");
    const Json* since = pause->Find("paused_at_ms");
    if (total && total->IsInteger() && total->AsInteger() >= 0)
      paused_total_ms_ = total->AsInteger();
    if (since && since->IsInteger() && since->AsInteger() >= 0) {
      paused_ = true;
      paused_at_ms_ = std::min(since->AsInteger(), NowMs());
    }
  }
  seen_shakes_ = match_->shakes().size();
  show_setup_ = false;
  RestoreWriting();
}

std::int64_t App::Clock() const {
  const std::int64_t wall = NowMs();
  std::int64_t now = wall - paused_total_ms_ - (paused_ ? wall - paused_at_ms_ : 0);
  // Actions may not go back in time (a clock adjusted backwards): never before the task began.
  if (match_ && match_->shake().task_start_ms > now) now = match_->shake().task_start_ms;
  return now;
}

std::string App::StateJson() const {
  if (challenge24_.open()) return challenge24_.StateJson();
  return match_ ? ToJson(*match_) : "null";
}

void App::SaveMatch() {
  Save(kMatchKey, match_ ? SaveText(*match_) : "");
  Save(kRoundKey, match_ ? std::to_string(round_start_ms_) : "");
}

void App::SetPaused(bool paused) {
  if (paused == paused_) return;
  const std::int64_t wall = NowMs();
  if (paused) {
    paused_at_ms_ = wall;
  } else {
    paused_total_ms_ += std::max<std::int64_t>(0, wall - paused_at_ms_);
    paused_at_ms_ = -1;
  }
  paused_ = paused;
  ai_step_ = false;
  Announce(paused ? "Paused: the sand timer and the round clock stand still."
                  : "Play resumes: the sand timer runs again.");
  SavePause();
}

void App::SavePause() {
  if (!match_ || (paused_total_ms_ == 0 && !paused_)) {
    Save(kPauseKey, "");
    return;
  }
  Json saved = Json::MakeObject();
  saved.Set("total_ms", paused_total_ms_);
  saved.Set("paused_at_ms", paused_ ? paused_at_ms_ : std::int64_t{-1});
  Save(kPauseKey, WriteJson(saved));
}

void App::SaveView() {
  Save(kViewKey, "{\"scale_percent\":" + std::to_string(std::lround(ui_scale_ * 100)) + "}");
}

float App::MaxScale() const {
  // A window of 800 x 480 CSS pixels holds the mat beside the players' column, and the setup
  // below the top bar, at 100%; the scale may grow with the window, in steps of 25%.
  const ImVec2 size = ImGui::GetMainViewport()->WorkSize;
  const float fits = std::min({2.f, size.x / 800.f, size.y / 480.f});
  return std::max(1.f, std::floor(fits * 4.f) / 4.f);
}

bool App::RollAnimating() const {
  return roll_anim_start_ms_ >= 0 && NowMs() - roll_anim_start_ms_ < 700;
}

std::string App::DescribeMatText() const {
  if (!match_) return "No match is in progress: the setup screen is open.";
  return DescribeVariations() + DescribeMat(*match_, Names());
}

std::vector<std::string> App::Names() const {
  std::vector<std::string> names;
  const int players = match_ ? match_->players() : setup_.players();
  for (int p = 0; p < players; ++p) names.push_back(setup_.Name(p));
  return names;
}

bool App::Act(Action action, bool quiet) {
  if (!match_) return false;
  action.at_ms = setup_.timed ? Clock() : -1;
  std::string narration = NarrateVariations(action);
  if (narration.empty()) narration = Narrate(*match_, action, Names());
  if (auto error = match_->Apply(action)) {
    if (!quiet) {
      message_ = error->message;
      message_at_ms_ = NowMs();
    }
    return false;
  }
  if (!quiet) message_.clear();
  last_narration_ = std::move(narration);
  Announce(last_narration_ + ".");
  if ((action.kind == ActionKind::Roll || action.kind == ActionKind::RollOff) &&
      !PrefersReducedMotion())
    roll_anim_start_ms_ = NowMs();
  SaveMatch();
  return true;
}

void App::SetCoach(bool on) {
  coach_ = on;
  announced_coach_.clear();
  Save(kCoachKey, on ? "1" : "");
}

void App::StartMatch(bool coached) {
  auto rules = setup_.FindRules();
  if (!rules) {
    message_ = rules.error();
    return;
  }
  MatchConfig config;
  config.players = setup_.players();
  config.seed = static_cast<std::uint64_t>(NowMs()) * 0x9E3779B97F4A7C15ULL ^
                static_cast<std::uint64_t>(frame_count_);
  auto match = Match::Create(*rules, config);
  if (!match) {
    message_ = match.error();
    return;
  }
  match_ = std::move(*match);
  SetCoach(coached);
  paused_ = false;
  paused_at_ms_ = -1;
  paused_total_ms_ = 0;
  SavePause();
  round_start_ms_ = NowMs();
  ai_note_.clear();
  seen_shakes_ = 0;
  results_shake_ = -1;
  writing_ = WritingState{};
  mat_view_ = MatViewState{};
  message_.clear();
  show_setup_ = false;
  Save(kSetupKey, SetupToJson(setup_));
  SaveMatch();
  SaveWriting();  // nothing is being written in a new match
}

void App::RunClock() {
  if (!match_ || !setup_.timed || match_->IsTerminal()) return;
  const std::int64_t now = Clock();
  // The sand has run out and the ten seconds are counted: the clock gives the overtime penalty or
  // ends the task at the match's own deadlines (AGLOA XI-A), once each.
  const TaskClock clock = match_->TaskClockAt(now);
  if (clock.running && clock.next_deadline_ms >= 0 && now > clock.next_deadline_ms &&
      clock.next_deadline_ms != last_deadline_applied_) {
    last_deadline_applied_ = clock.next_deadline_ms;
    Act(SimpleAction(ActionKind::TimeExpired), true);
  }
  // The round clock: the match says when time is called and when "Stop" follows (AGLOA XI-B).
  if (const RoundClock round = RoundClockAt(*match_, round_start_ms_, RoundMs(), now); round.due)
    Act(SimpleAction(*round.due), true);
}

std::int64_t App::RoundMs() const {
  return 60000LL * setup_.round_minutes;
}

void App::NoteInput() {
  settle_frames_ = kSettleFrames;
}

void App::AfterFrame(bool changed, bool was_active) {
  if (changed && was_active)
    settle_frames_ = kSettleFrames;
  else if (settle_frames_ > 0)
    --settle_frames_;
}

FrameNeed App::Need() const {
  const std::int64_t now = NowMs();
  if (settle_frames_ > 0 || mat_view_.dragging || mat_view_.pressed) return FrameNeed::Active;
  if (roll_anim_start_ms_ >= 0 && now - roll_anim_start_ms_ < 1000) return FrameNeed::Active;
  if ((ai_.Busy() && !ai_.Holding()) || ai_.HintThinking() || ai_.ExplainThinking())
    return FrameNeed::Active;
  if (challenge24_.Running()) return FrameNeed::Active;
  // A clock runs: the sand, or the pause before an AI's decided action.
  if (ai_.Holding()) return FrameNeed::Slow;
  if (match_ && setup_.timed && !match_->IsTerminal() && !paused_) return FrameNeed::Slow;
  return FrameNeed::Idle;
}

int App::Actor() const {
  const Shake& s = match_->shake();
  switch (match_->phase()) {
    case Phase::SettingGoal:
      return s.goal_setter;
    case Phase::Moving:
      return s.to_move;
    default:
      return s.mover >= 0 ? s.mover : s.goal_setter;
  }
}

bool App::HumanMayAct(int seat) const {
  return match_ && !AiSeat(seat) && match_->MayAct(seat);
}

void App::HandleGesture(const MatGesture& gesture) {
  if (!match_ || gesture.kind == MatGesture::Kind::None) return;
  const int actor = Actor();
  if (!HumanMayAct(actor)) return;
  const Mat& mat = match_->shake().mat;
  if (gesture.kind == MatGesture::Kind::Turn) {
    TurnGoalCube(gesture.from.index);
    return;
  }
  if (gesture.kind == MatGesture::Kind::ToggleGap) {
    const int index = gesture.from.index;
    if (index < 1 || index >= static_cast<int>(mat.goal.size())) return;
    Action a = SimpleAction(ActionKind::SetGoalGap, actor);
    a.cube = index;
    a.gap_before = !mat.goal[index].gap_before;
    Act(a);
    return;
  }
  const CubePlace from = gesture.from;
  if (from.section == Section::Resources) {
    if (gesture.to == Section::Resources) return;
    if (gesture.to != Section::Goal) {
      Act(MoveAction(actor, from.index, gesture.to));
      return;
    }
    const int before = static_cast<int>(mat.goal.size());
    Action place = SimpleAction(ActionKind::PlaceGoalCube, actor);
    place.cube = from.index;
    place.gap_before = gesture.gap_before;
    if (Act(place) && gesture.goal_index < before) {
      Action arrange = SimpleAction(ActionKind::ArrangeGoal, actor);
      arrange.cube = before;
      arrange.target = gesture.goal_index;
      Act(arrange);
    }
    return;
  }
  if (from.section == Section::Goal) {
    if (gesture.to == Section::Goal) {
      int index = from.index;
      if (gesture.goal_index != from.index) {
        Action arrange = SimpleAction(ActionKind::ArrangeGoal, actor);
        arrange.cube = from.index;
        arrange.target = gesture.goal_index;
        if (!Act(arrange)) return;
        index = gesture.goal_index;
      }
      const Mat& now = match_->shake().mat;
      if (index > 0 && index < static_cast<int>(now.goal.size()) &&
          now.goal[index].gap_before != gesture.gap_before) {
        Action gap = SimpleAction(ActionKind::SetGoalGap, actor);
        gap.cube = index;
        gap.gap_before = gesture.gap_before;
        Act(gap);
      }
      return;
    }
    if (gesture.to == Section::Resources) {
      Action back = SimpleAction(ActionKind::ReturnGoalCube, actor);
      back.cube = from.index;
      Act(back);
      return;
    }
    message_ = "A Goal cube stays in the Goal: drag it along the Goal line to arrange it";
    return;
  }
  message_ = "A cube played to the mat stays where it was played for the rest of the shake";
}

void App::DrawTopBar() {
  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted("Equations");
  ImGui::PopFont();

  // Right-aligned on the title's line: help, score sheet, scale, new match. A narrow window (a
  // phone) puts them on lines of their own below the title, each beside the last while it fits.
  const float button_h = 40.f * ui_scale_;
  const float right = ImGui::GetWindowContentRegionMax().x;
  const float width = (match_ ? 740.f : 300.f) * ui_scale_;
  const ImGuiStyle& style = ImGui::GetStyle();
  const auto beside = [&](const char* label) {
    const float next = ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.f;
    if (ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + style.ItemSpacing.x + next <= right)
      ImGui::SameLine();
  };
  if (ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + 20.f + width <= right)
    ImGui::SameLine(right - width);
  if (TrackedButton(layout_, "button:guide", "Help (F1)", 0.f, button_h) ||
      (guide_page_ < 0 && writing_.writer < 0 && ShortcutPressed(SDL_SCANCODE_F1)))
    guide_page_ = 0;
  HoverTip(layout_, "How to play, page by page, and the keys");
  if (match_) {
    beside("Score sheet (S)");
    if (TrackedButton(layout_, "button:scores", "Score sheet (S)", 0.f, button_h) ||
        (!show_setup_ && writing_.writer < 0 && ShortcutPressed(SDL_SCANCODE_S)))
      show_scores_ = !show_scores_;
    HoverTip(layout_, "Every shake's points and the totals");
  }
  beside("A- 100% A+");
  if (TrackedButton(layout_, "button:scale-down", "A-", 0.f, button_h)) {
    wanted_scale_ = ui_scale_ = std::max(1.f, ui_scale_ - 0.25f);
    SaveView();
  }
  HoverTip(layout_, "Smaller text and cubes");
  ImGui::SameLine();
  const std::string percent = std::to_string(std::lround(ui_scale_ * 100)) + "%";
  ImGui::TextUnformatted(percent.c_str());
  TrackItem(layout_, "scale");
  layout_.SetText("scale", percent);
  {
    // The style's sizes, for the test hook: each is Dear ImGui's or the theme's times the scale.
    const ImGuiStyle& style = ImGui::GetStyle();
    auto number = [](float v) { return std::to_string(std::lround(v * 100) / 100.0); };
    layout_.SetText("style", "{\"scrollbar\":" + number(style.ScrollbarSize) +
                                 ",\"frame_padding\":[" + number(style.FramePadding.x) + "," +
                                 number(style.FramePadding.y) + "],\"window_padding\":[" +
                                 number(style.WindowPadding.x) + "," +
                                 number(style.WindowPadding.y) +
                                 "],\"grab\":" + number(style.GrabMinSize) + "}");
  }
  ImGui::SameLine();
  if (TrackedButton(layout_, "button:scale-up", "A+", 0.f, button_h)) {
    wanted_scale_ = ui_scale_ = std::min(MaxScale(), ui_scale_ + 0.25f);
    SaveView();
  }
  HoverTip(layout_, "Larger text and cubes (for a projector)");
  if (match_) {
    beside("24 Challenge");
    if (TrackedButton(layout_, "button:challenge24", "24 Challenge", 0.f, button_h))
      OpenChallenge24();
    HoverTip(layout_, "The card game; this match stands paused until you come back");
    beside("New match");
    if (TrackedButton(layout_, "button:new-match", "New match", 0.f, button_h)) confirm_new_ = true;
    HoverTip(layout_, "End this match and set up another");
  }
  // The setup may cover the status line below, never the buttons above it.
  top_bar_bottom_ = ImGui::GetCursorScreenPos().y;
  const std::string status = Status();
  ImGui::PushTextWrapPos(0.f);
  ImGui::TextUnformatted(status.c_str());
  TrackItem(layout_, "status");
  layout_.SetText("status", status);
  if (!message_.empty()) {
    // The reason in plain words; the rule it rests on when the pointer rests on it.
    const PlainText plain = Plain(message_);
    beside(plain.words.c_str());
    ImGui::TextColored(kReasonColour, "%s", plain.words.c_str());
    TrackItem(layout_, "message");
    layout_.SetText("message", plain.words);
    if (!plain.rules.empty()) HoverTip(layout_, ("Rule book: " + plain.rules).c_str());
  }
  ImGui::PopTextWrapPos();
}

void App::DrawPlay(ImVec2 min, ImVec2 max) {
  const ImVec2 top = min;
  const float u = ui_scale_;
  const float width = max.x - min.x;
  const float column = std::clamp(340.f * u, 260.f, width * 0.42f);
  // A tall, narrow window (a phone held upright) stacks the players below the mat, both the
  // window's width; otherwise the players' column stands beside the mat.
  const bool stacked = width < 640.f && max.y - min.y > width;
  // The mat takes the larger part, so that a phone's cubes stay big enough to read and tap;
  // the players' column below scrolls.
  const ImVec2 mat_max = stacked ? ImVec2(max.x, min.y + (max.y - min.y) * 0.6f)
                                 : ImVec2(max.x - column - 12.f, max.y);
  const ImVec2 players_min =
      stacked ? ImVec2(min.x, mat_max.y + 10.f) : ImVec2(max.x - column, top.y);
  const bool covered = writing_.writer >= 0 || show_scores_ || results_shake_ >= 0 ||
                       confirm_new_ || show_setup_ || guide_page_ >= 0 || SheetOpen();
  // The play's shortcut keys act only while no screen covers the play, and K (pause) alone while
  // the match is paused.
  keys_live_ = !covered && !paused_;
  pause_key_live_ = !covered;
  MatViewOptions options;
  options.scale = u;
  // The cubes answer only the hands of a human who may act now (never for an AI seat).
  options.interactive = !covered && !paused_ && !match_->IsTerminal() && HumanMayAct(Actor());
  options.goal_editable = match_->phase() == Phase::SettingGoal;
  options.goal_turnable = options.interactive && GoalTurnable();
  min.y = DrawVariationStrip(min, mat_max.x);  // the variations in effect, always in view
  Mat shown = match_->shake().mat;
  const std::int64_t now = NowMs();
  if (roll_anim_start_ms_ >= 0 && now - roll_anim_start_ms_ < 700) {
    // The roll: faces tumble for a moment, then settle into what the engine rolled.
    for (size_t i = 0; i < shown.resources.size(); ++i) {
      const auto& faces = FacesOf(shown.resources[i].color);
      shown.resources[i].face = faces[(frame_count_ / 3 + i * 7) % 6];
    }
  }
  const MatGesture gesture = DrawMat(shown, min, mat_max, fonts_, options, mat_view_, layout_);
  AnnounceSelection(match_->shake().mat);
  HandleGesture(gesture);
  if (setup_.timed) {
    // The ten-second countdown, large, at the right end of the Goal line.
    if (const auto goal = layout_.Find("goal")) {
      const TimerReading timer = ReadTimer(*match_, Clock());
      const ImVec2 centre(goal->x + goal->width - 64.f * u, goal->y + goal->height * 0.58f);
      DrawCountdown(ImGui::GetWindowDrawList(), centre, timer, fonts_, u);
      if (timer.CountdownLeft() > 0)
        layout_.Set("countdown",
                    Rect{centre.x - 44.f * u, centre.y - 44.f * u, 88.f * u, 88.f * u});
    }
  }
  if (ShowRollOff(*match_)) {
    const std::vector<std::string> names = Names();
    const bool tumbling = roll_anim_start_ms_ >= 0 && now - roll_anim_start_ms_ < 700;
    DrawRollOff(*match_, names, min, mat_max, fonts_, u, tumbling, frame_count_, layout_);
  }
  DrawPlayers(players_min, max);
}

void App::Frame() {
  ++frame_count_;
  layout_.Clear();
  // Dear ImGui's keyboard navigation serves the setup and the "New match?" question only: in
  // play the arrows and Space pick cubes and each call has its own key, so that no key does two
  // jobs (an arrow moving the focus onto "Absent", then Space pressing it). It takes effect from
  // the next frame.
  ImGuiIO& io = ImGui::GetIO();
  if (show_setup_ || !match_ || confirm_new_)
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  else
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  RunClock();

  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  // No background: the frame is cleared to the table's colour (Runner::Frame), and painting the
  // window over it again cost a software renderer about 8 ms a frame (SwiftShader, as in the
  // browser tests: 20 ms of WebGL work a frame before, 12 ms after).
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus |
                                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoBackground;
  ImGui::Begin("Equations", nullptr, flags);
  // The chosen scale, or the largest whose screens fit the window (100% at least): a saved 200%
  // on a smaller screen than it was chosen on shows as what fits, and comes back on a larger one.
  ui_scale_ = std::clamp(wanted_scale_, 1.f, MaxScale());
  if (challenge24_.open()) {
    DrawChallenge24();
    ImGui::End();
    return;
  }
  DrawTopBar();
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImVec2 max(min.x + avail.x, min.y + avail.y);
  if (match_ && !show_setup_) {
    DrawPlay(min, max);
  } else {
    // Behind the setup screen: the empty mat.
    MatViewOptions options;
    options.scale = ui_scale_;
    options.interactive = false;
    static const Mat kEmpty;
    DrawMat(match_ ? match_->shake().mat : kEmpty, min, max, fonts_, options, mat_view_, layout_);
  }
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(avail);
  ImGui::End();

  bool start_coached = false;
  if (guide_page_ >= 0 && !DrawGuide(guide_page_, ui_scale_, layout_, start_coached))
    guide_page_ = -1;
  if (start_coached) {
    setup_ = CoachedSetup();
    StartMatch(/*coached=*/true);
  }
  if (show_setup_ || !match_) {
    if (guide_page_ >= 0) return;  // the guide covers the setup until it is closed
    switch (DrawSetup(setup_, match_.has_value(), ui_scale_, top_bar_bottom_, layout_)) {
      case SetupRequest::Start:
        StartMatch();
        break;
      case SetupRequest::Resume:
        show_setup_ = false;
        break;
      case SetupRequest::Challenge24:
        OpenChallenge24();
        break;
      case SetupRequest::None:
        break;
    }
    return;
  }

  // A shake that ended with Equations: show them all with the engine's verdicts.
  if (match_->shakes().size() > seen_shakes_) {
    seen_shakes_ = match_->shakes().size();
    const ShakeRecord& last = match_->shakes().back();
    bool wrote = false;
    for (const PlayerWriting& w : last.writing) wrote = wrote || w.writing.presented;
    if (wrote || !last.writing.empty()) results_shake_ = static_cast<int>(seen_shakes_) - 1;
    Announce(NarrateShake(*match_, seen_shakes_ - 1, Names()));
  }
  // Whose turn and what comes next, said whenever it changes; D says the whole mat.
  if (const std::string status = Status(); status != announced_status_) {
    announced_status_ = status;
    Announce(status + ".");
  }
  if (message_ != announced_message_) {
    announced_message_ = message_;
    if (!message_.empty()) Announce(Plain(message_).words + ".");
  }
  if (keys_live_ && ShortcutPressed(SDL_SCANCODE_D)) ShowDescription(DescribeMatText());

  const std::vector<std::string> names = Names();
  if (writing_.writer >= 0) {
    const int p = writing_.writer;
    const std::string timer = setup_.timed ? TimerText(ReadTimer(*match_, Clock())) : "";
    const std::vector<Variation> in_effect = match_->VariationsInEffect();
    std::string titles;
    for (const Variation& v : in_effect) titles += (titles.empty() ? "" : ", ") + VariationTitle(v);
    switch (DrawWriting(writing_, setup_.Name(p), WritingHint(p), match_->shake().mat,
                        match_->ShakeArithmetic().value(), timer, fonts_, ui_scale_, layout_,
                        KeysFor(in_effect), titles)) {
      case WritingRequest::Present:
        if (Act(PresentAction(p, writing_.text))) writing_.handed_in = true;
        break;
      case WritingRequest::Cancel:
      case WritingRequest::Done:
        writing_ = WritingState{};
        break;
      case WritingRequest::None:
        break;
    }
    AnnounceWriting();
    SaveWriting();
    if (writing_.writer >= 0 && !message_.empty() && !writing_.handed_in && writing_.revealed) {
      // The refusal reason shows on the writer's own screen too.
      ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + 10.f, viewport->WorkPos.y + 10.f));
      ImGui::Begin("##reason", nullptr,
                   ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize);
      ImGui::TextColored(kReasonColour, "%s", Plain(message_).words.c_str());
      ImGui::End();
    }
    return;
  }
  const auto explain = [this] { DrawExplainText(); };
  const bool explaining = ai_.explained_shake() == results_shake_;
  const auto explain_button = [this] {
    DrawExplainButton(static_cast<std::size_t>(results_shake_), true);
  };
  const auto checked = [this] {
    // The cubes the Equations were checked against, found once per shake shown.
    if (checked_mat_shake_ != results_shake_) {
      checked_mat_shake_ = results_shake_;
      checked_mat_ = CheckedMat(*match_, static_cast<std::size_t>(results_shake_));
    }
    if (checked_mat_) DrawCheckedMat(*checked_mat_, fonts_, ui_scale_, layout_);
  };
  if (guide_page_ >= 0) {
    // The guide is read first; the screens below wait.
  } else if (SheetOpen()) {
    DrawVariationSheet();
  } else if (results_shake_ >= 0) {
    if (!DrawShakeResults(*match_, results_shake_, names, ui_scale_, layout_,
                          explaining ? std::function<void()>(explain) : std::function<void()>(),
                          checked, explain_button))
      results_shake_ = -1;
  } else if (show_scores_) {
    const auto print = [&] {
      message_ = OpenPrintable(ScoreSheetHtml(*match_, names));
      message_at_ms_ = NowMs();
    };
    if (!DrawScoreSheet(*match_, names, ui_scale_, layout_, print)) show_scores_ = false;
  }

  if (guide_page_ < 0) DrawPointOutWindow();

  if (confirm_new_) {
    ImGui::OpenPopup("New match?");
    ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f,
                                   viewport->WorkPos.y + viewport->WorkSize.y * 0.5f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    if (ImGui::BeginPopupModal("New match?", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
      ImGui::TextUnformatted("End this match and set up a new one?");
      ImGui::TextUnformatted("The match in progress will be gone.");
      if (TrackedButton(layout_, "confirm:new", "Yes, a new match", 0.f, 48.f * ui_scale_)) {
        match_.reset();
        SaveMatch();
        paused_ = false;
        paused_total_ms_ = 0;
        SavePause();
        confirm_new_ = false;
        show_setup_ = true;
        show_scores_ = false;
        results_shake_ = -1;
        ImGui::CloseCurrentPopup();
      }
      ImGui::SameLine();
      if (TrackedButton(layout_, "confirm:cancel", "Keep playing", 0.f, 48.f * ui_scale_)) {
        confirm_new_ = false;
        ImGui::CloseCurrentPopup();
      }
      ImGui::EndPopup();
    }
  }
}

}  // namespace equations::ui
