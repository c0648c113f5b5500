// The players' column beside the mat (ui/app.h): the sand timer and the round clock with its end
// procedure (AGLOA XI-A, XI-B; ACC "Cleanup"), each player's name, points and part in the shake,
// and the calls that are legal for that player now (Goal, No Goal, Bonus, challenges, siding,
// writing); and the status line and writing hints in words.
#include <SDL.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>

#include "core/match/round_clock.h"
#include "ui/app.h"
#include "ui/coach.h"
#include "ui/platform.h"
#include "ui/timer_view.h"

namespace equations::ui {

namespace {

std::string ChallengeId(Challenge challenge) {
  // "nogoal" names the Goal-setter's declaration button; its challenge gets its own id.
  if (challenge == Challenge::NoGoal) return "challenge-nogoal";
  return std::string(ChallengeKey(challenge));
}

// A call's button: its id in the layout ("call:<p>:<id>"), its words and its key.
struct Call {
  std::string id;
  std::string label;
  SDL_Scancode key = SDL_SCANCODE_UNKNOWN;
};

// Returns the button for a legal action of a player, or nothing for an action that has none
// (moves are made on the mat; a challenge that would only be set aside gets no button).
std::optional<Call> CallOf(const Match& match, const Action& action) {
  switch (action.kind) {
    case ActionKind::Bonus:
      return Call{"bonus", "Bonus", SDL_SCANCODE_B};
    case ActionKind::DeclareGoal:
      return Call{"goal", "Goal", SDL_SCANCODE_RETURN};
    case ActionKind::DeclareNoGoal:
      return Call{"nogoal", "No Goal", SDL_SCANCODE_O};
    case ActionKind::AgreeNoGoal:
      return Call{"agree", "Agree: no Goal", SDL_SCANCODE_A};
    case ActionKind::Challenge: {
      // Only challenges that start get a button (an invalid one is set aside with a penalty).
      if (match.ChallengeInvalidity(action.player, action.challenge)) return std::nullopt;
      std::string label(match.rules().ChallengeName(action.challenge));
      if (action.challenge == Challenge::NoGoal)
        return Call{ChallengeId(action.challenge), "Challenge \"" + label + "\"", SDL_SCANCODE_C};
      return Call{ChallengeId(action.challenge), label,
                  action.challenge == Challenge::Now ? SDL_SCANCODE_N : SDL_SCANCODE_I};
    }
    case ActionKind::Side:
      if (action.with_challenger) return Call{"side-challenger", "With Challenger", SDL_SCANCODE_H};
      return Call{"side-mover", "With Mover", SDL_SCANCODE_M};
    case ActionKind::PresentEquation:
      return Call{"write", "Write Equation", SDL_SCANCODE_W};
    case ActionKind::DeclineToPresent:
      return Call{"decline", "No Equation", SDL_SCANCODE_E};
    default:
      return std::nullopt;
  }
}

// Returns what a call does, in one line of plain words (its button's tooltip), by its id.
const char* CallTip(const std::string& id) {
  static const struct {
    const char* id;
    const char* tip;
  } kTips[] = {
      {"roll", "Roll the cubes (first, each player rolls a red cube: the highest digit starts)"},
      {"bonus", "Bonus: first move one cube to Forbidden, then make your usual move"},
      {"goal", "Goal: the Goal is set as it lies; turns go round to the left"},
      {"nogoal", "No Goal: you say no Goal with a Solution can be set from these cubes"},
      {"agree", "Agree: you also think no Goal can be set"},
      {"now", "Now: you say a Solution can be made now, with at most one more cube (show it)"},
      {"impossible", "Impossible: you say no Solution can ever be made (the Mover must show one)"},
      {"challenge-nogoal", "You say a Goal could be set after all (and must show one)"},
      {"side-challenger", "You side with the Challenger: you think the challenge is right"},
      {"side-mover", "You side with the Mover: you think the challenge is wrong"},
      {"write", "Write an Equation, Goal = Solution, where the others cannot see it"},
      {"decline", "Present no Equation this time"},
      {"absent", "Away from the table: sits out the shake about to be rolled"},
      {"arrive", "Back at the table: plays from the next shake rolled"},
      {"together", "Two players called the same challenge at the same moment"},
  };
  for (const auto& t : kTips)
    if (id == t.id || id.rfind(std::string(t.id) + "-", 0) == 0) return t.tip;
  return "";
}

// Returns what the roles beside a name mean in the phase `phase`, in plain words.
const char* RoleTip(Phase phase) {
  switch (phase) {
    case Phase::Challenged:
      return "The Challenger said the last move was a mistake; the Mover made it. The others side "
             "with one of them (the \"Third Party\")";
    case Phase::Moving:
      return "The Goal-setter chose the Goal; the player to move puts one cube on the mat";
    default:
      return "What each player does in this shake";
  }
}

// The key's name as its button shows it: "Enter", "N".
std::string KeyName(SDL_Scancode key) {
  if (key == SDL_SCANCODE_RETURN) return "Enter";
  return SDL_GetScancodeName(key);
}

std::string ClockText(std::int64_t ms) {
  const std::int64_t seconds = std::max<std::int64_t>(0, ms / 1000);
  const std::int64_t s = seconds % 60;
  return std::to_string(seconds / 60) + (s < 10 ? ":0" : ":") + std::to_string(s);
}

}  // namespace

std::string App::Status() const {
  if (!match_) return "Set up a match";
  if (paused_ && !match_->IsTerminal())
    return "Paused: the sand timer and the round clock stand still. Resume with K";
  const Shake& s = match_->shake();
  const std::string setter = setup_.Name(s.goal_setter);
  // "Ann sets", "You set": the verb agrees with the seat's name (a coached match names the
  // player "You"); a computer seat is told about, never told what to drag.
  const auto does = [this](int seat, const char* third_person, const char* second_person) {
    const std::string name = setup_.Name(seat);
    return name + " " + (name == "You" ? second_person : third_person);
  };
  const auto computer = [this](int seat) { return AiSeat(seat).has_value(); };
  switch (match_->phase()) {
    case Phase::RollOff:
      return "Roll for first: each player rolls a red cube; the highest digit sets the first Goal";
    case Phase::Rolling:
      return does(match_->goal_setter(), "rolls", "roll") + " the cubes";
    case Phase::SelectingVariations:
      return s.selection.picker >= 0
                 ? does(s.selection.picker, "selects", "select") + " a variation"
                 : "Variations are selected";
    case Phase::SettingGoal:
      if (s.bonus_step == 1)
        return setter + " said Bonus: " +
               (computer(s.goal_setter) ? "one cube goes to Forbidden first"
                                        : "move one cube to Forbidden first");
      if (computer(s.goal_setter)) return setter + " (computer) is setting the Goal";
      return does(s.goal_setter, "sets", "set") +
             " the Goal: drag cubes from Resources to the Goal line, then press Goal";
    case Phase::NoGoalDeclared:
      return does(s.goal_setter, "says", "say") + " \"no Goal\": agree, or challenge it";
    case Phase::Moving: {
      const std::string mover = setup_.Name(s.to_move);
      if (computer(s.to_move))
        return mover +
               (s.bonus_step == 1
                    ? " (computer) said Bonus: one cube goes to Forbidden, then another move"
                    : " (computer) is choosing a move");
      if (s.bonus_step == 1)
        return mover + " said Bonus: move one cube to Forbidden, then move again";
      return (mover == "You" ? std::string("Your") : mover + "'s") +
             " turn: drag a cube from Resources to Required, Permitted or Forbidden";
    }
    case Phase::Challenged:
      return does(s.challenger, "challenges", "challenge") + " " + setup_.Name(s.mover) + ": " +
             std::string(match_->rules().ChallengeName(s.challenge)) + ". Equations are written";
    case Phase::LastCube:
      return "The last cube is played: every player may write an Equation";
    case Phase::ForceOut:
      return "Force Out: every player may write an Equation";
    case Phase::Cleanup:
      return match_->rules().time_called_name + ": every player may write an Equation";
    case Phase::MatchOver:
      return "The match is over: see the score sheet";
  }
  return "";
}

std::string App::WritingHint(int player) const {
  const Shake& s = match_->shake();
  std::string what;
  switch (s.challenge) {
    case Challenge::Now: {
      // AGLOA VII-B-3-e; MLAG; ACC A-flub: how many Resources cubes a Solution may take after Now.
      const int most = match_->rules().now_max_resources_cubes;
      what = "Use every Required cube, any Permitted cubes and at most " +
             (most == 1 ? std::string("one cube") : std::to_string(most) + " cubes") +
             " from Resources.";
      break;
    }
    case Challenge::Impossible:
      what = "Use every Required cube and any Permitted or Resources cubes.";
      break;
    case Challenge::NoGoal:
      what = "Set a Goal and a Solution with cubes from Resources.";
      break;
    default:
      what = "Use every Required cube and any Permitted cubes (and the Resources the rules allow).";
  }
  (void)player;
  if (!match_->VariationsInEffect().empty())
    what +=
        " The variations' keys below the keypad add their marks: sw after a sideways cube, "
        "ud after an upside-down one.";
  return what +
         " Write the Goal as you read it (with brackets for its grouping), then = and your "
         "Solution, for example (2+3)x4 = 5x4. Type on the keyboard (* is ^, / is ÷) or the "
         "keypad; Enter presents.";
}

bool App::DrawDeclaration(int player, const CallButton& button) {
  // ACC "Goal": "space the cubes ... and declare their placement (e.g., '4 minus the quantity 2
  // plus 1')". The Goal-setter may say Goal with a grouping written with brackets; the engine
  // checks it against the Goal's cubes and refuses one that does not fit.
  if (declaring_history_ != match_->history().size()) declaring_ = false;
  if (!declaring_) {
    if (button("declare", "Goal with a grouping… (Y)") ||
        (keys_live_ && ShortcutPressed(SDL_SCANCODE_Y))) {
      declaring_ = true;
      declaring_history_ = match_->history().size();
      focus_declaration_ = true;
      if (declaration_.empty()) declaration_ = GoalText(match_->shake().mat.goal);
    }
    return false;  // the plain Goal button follows
  }
  ImGui::TextUnformatted("Say the grouping, with brackets:");
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%s", declaration_.c_str());
  ImGui::SetNextItemWidth(-FLT_MIN);
  if (focus_declaration_) {
    ImGui::SetKeyboardFocusHere();
    focus_declaration_ = false;
  }
  const bool entered =
      ImGui::InputTextWithHint("##declaration", "for example 4-(2+1)", buffer, sizeof buffer,
                               ImGuiInputTextFlags_EnterReturnsTrue);
  declaration_ = buffer;
  TrackItem(layout_, "declaration");
  layout_.NoteTextField();
  const bool escape = ImGui::IsItemActive() && ImGui::IsKeyPressed(SDL_SCANCODE_ESCAPE);
  if (button("declare-goal", "Goal, as declared (Enter)") || entered) {
    if (Act(DeclareGoalAction(player, declaration_)))
      declaring_ = false;
    else
      focus_declaration_ = true;
  }
  if (button("declare-cancel", "Cancel (Esc)") || escape) declaring_ = false;
  return true;
}

void App::DrawRoundClock(std::int64_t now) {
  // The round clock; then, when time is called, the end procedure the match answers: AGLOA XI-B
  // and MLAG give five more minutes before "Stop"; ACC calls Cleanup at once.
  const RoundClock round = RoundClockAt(*match_, round_start_ms_, RoundMs(), now);
  std::string text;
  switch (round.stage) {
    case RoundStage::Running:
      TrackedText(layout_, "round", "Round: " + ClockText(round.left_ms) + " left");
      return;
    case RoundStage::Over:
      text = "The round is over";
      break;
    case RoundStage::Cleanup:
      text = "Cleanup: no more moves";
      break;
    case RoundStage::Finishing:
      text = "Time is called: " + ClockText(round.left_ms) + " to finish";
      break;
    case RoundStage::Stopped:
      text = "Stop: every player may write";
      break;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, kReasonColour);
  TrackedText(layout_, "round", text);
  ImGui::PopStyleColor();
}

void App::DrawCoach() {
  CoachScene scene;
  for (int p = 0; p < match_->players(); ++p)
    if (!setup_.Ai(p)) {
      scene.learner = p;
      break;
    }
  scene.writing_open = writing_.writer == scene.learner;
  scene.results_open = results_shake_ >= 0;
  const std::string text = CoachText(*match_, scene);
  if (text != announced_coach_) {
    announced_coach_ = text;
    Announce("Coach: " + text);
  }
  ImGui::Separator();
  ImGui::PushTextWrapPos(0.f);
  ImGui::TextUnformatted(("Coach: " + text).c_str());
  ImGui::PopTextWrapPos();
  TrackItem(layout_, "coach");
  layout_.SetText("coach", text);
  if (TrackedButton(layout_, "coach:off", "Hide the coach", 0.f, 36.f * ui_scale_)) {
    SetCoach(false);
  }
  HoverTip(layout_, "The coach stops; Help (F1) can start a coached match again");
  ImGui::Separator();
}

void App::DrawPlayers(ImVec2 min, ImVec2 max) {
  ImGui::SetCursorScreenPos(min);
  ImGui::BeginChild("players", ImVec2(max.x - min.x, max.y - min.y), false);
  layout_.Set("players", Rect{min.x, min.y, max.x - min.x, max.y - min.y});
  const Match& m = *match_;
  const std::int64_t now = Clock();
  const float u = ui_scale_;
  const float button_h = 44.f * u;

  if (setup_.timed) {
    const TimerReading timer = ReadTimer(m, now);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    DrawHourglass(ImGui::GetWindowDrawList(), ImVec2(at.x + 6.f * u, at.y + 4.f * u),
                  ImVec2(200.f * u, 74.f * u), timer, fonts_, u);
    layout_.Set("timer", Rect{at.x, at.y, 200.f * u, 80.f * u});
    layout_.SetText("timer", TimerText(timer));
    // The round clock is the third line beside the hourglass.
    ImGui::SetCursorScreenPos(ImVec2(at.x + 61.f * u, at.y + 56.f * u));
    DrawRoundClock(now);
    // Pause stands beside the sand it stops, when the column has room for it there.
    const float pause_x = at.x + 204.f * u;
    const float pause_w = ImGui::CalcTextSize("Resume (K)").x + 16.f * u;
    pause_beside_timer_ =
        pause_x + pause_w <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (pause_beside_timer_ && !m.IsTerminal()) {
      ImGui::SetCursorScreenPos(ImVec2(pause_x, at.y + 2.f * u));
      ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                          ImVec2(8.f * u, ImGui::GetStyle().FramePadding.y));
      DrawPauseButton();
      ImGui::PopStyleVar();
    }
    ImGui::SetCursorScreenPos(at);
    ImGui::Dummy(ImVec2(10.f, 84.f * u));
  } else {
    pause_beside_timer_ = false;
  }

  // The teacher's AI controls first, where they stay put while the play below them changes:
  // in a demo of computer players only. In a student's match against the computer they would
  // push the scores down; Pause stays.
  bool all_ai = m.players() > 0;
  for (int p = 0; p < m.players(); ++p) all_ai = all_ai && AiSeat(p).has_value();
  if (!m.IsTerminal() && (all_ai || (setup_.timed && !pause_beside_timer_)))
    DrawPauseControls(all_ai);
  if (coach_) DrawCoach();

  const std::vector<Action> legal = m.LegalActions();
  // With players absent the legal actions at Rolling need not begin with the roll (AGLOA X-D):
  // the roll button presses the roll itself, never whatever comes first.
  const auto roll = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
    return a.kind == ActionKind::Roll || a.kind == ActionKind::RollOff;
  });
  // The roll belongs to whoever the engine says rolls; an AI seat rolls for itself.
  bool may_roll = false;
  if (m.IsChanceNode() && roll != legal.end() && !paused_)
    for (int p = 0; p < m.players() && !may_roll; ++p) may_roll = HumanMayAct(p);
  if (may_roll) {
    const bool roll_off = roll->kind == ActionKind::RollOff;
    if (TrackedButton(layout_, "call:roll",
                      roll_off ? "Roll for first (Enter)" : "Roll the cubes (Enter)", -1.f,
                      56.f * u) ||
        (keys_live_ && ShortcutPressed(SDL_SCANCODE_RETURN)))
      Act(*roll);
    HoverTip(layout_, CallTip("roll"));
    // The roll is the call to make: the first time it is drawn after an action the column
    // scrolls back up to it (its own mark, so a frame that drew other calls first cannot use up
    // the scroll before the roll shows).
    if (scroll_for_roll_ != m.history().size()) {
      scroll_for_roll_ = scroll_for_actions_ = m.history().size();
      if (!ImGui::IsItemVisible()) ImGui::SetScrollHereY(0.f);
    }
  }

  // The calls of the human seats, and the one a key chose this frame: a call's key acts for the
  // one human who has that call now, or, when two have it, for the seat whose number was pressed
  // first. Absent and the calls of AI seats have no key.
  std::vector<std::pair<const Action*, Call>> calls;
  for (const Action& a : legal)
    if (!paused_ && a.player >= 0 && a.player < m.players() && !AiSeat(a.player))
      if (std::optional<Call> call = CallOf(m, a)) calls.emplace_back(&a, *call);
  const Action* keyed = nullptr;
  if (keys_live_) {
    for (int p = 0; p < m.players() && p < 9; ++p)
      if (ShortcutPressed(SDL_SCANCODE_1 + p)) keyboard_seat_ = p;
    for (const auto& [action, call] : calls) {
      if (!ShortcutPressed(call.key)) continue;
      std::vector<const Action*> having;
      for (const auto& [other, other_call] : calls)
        if (other_call.key == call.key) having.push_back(other);
      for (const Action* a : having)
        if (a->player == keyboard_seat_) keyed = a;
      if (!keyed && having.size() == 1) keyed = having.front();
      if (!keyed) {
        message_ = "More than one player may call " + call.label +
                   ": press the caller's seat number first (1 to " + std::to_string(m.players()) +
                   ")";
        message_at_ms_ = NowMs();
      }
      break;
    }
    if (keyed) keyboard_seat_ = -1;
  }

  const std::vector<Action> table_events = m.TableEvents();
  const Shake& s = m.shake();
  const std::vector<int> totals = m.Totals();
  for (int p = 0; p < m.players(); ++p) {
    ImGui::Separator();
    ImGui::PushID(p);
    ImGui::PushFont(fonts_.label);
    ImGui::Text("%d. %s", p + 1, setup_.Name(p).c_str());
    ImGui::PopFont();
    TrackItem(layout_, "player:" + std::to_string(p));
    if (keyboard_seat_ == p) {
      ImGui::SameLine();
      ImGui::TextColored(kReasonColour, "keys act for");
    }
    if (const std::optional<AiLevel> level = AiSeat(p)) {
      // An AI seat says so, and shows when it is thinking.
      ImGui::SameLine();
      if (ai_.thinking_seat() == p) {
        ImGui::TextColored(kReasonColour, "thinking…");
        TrackItem(layout_, "thinking:" + std::to_string(p));
      } else {
        ImGui::TextDisabled("AI %s", AiLevelName(*level));
      }
    }
    ImGui::SameLine();
    ImGui::Text("%d %s", totals[p], totals[p] == 1 || totals[p] == -1 ? "point" : "points");
    std::string roles;
    auto role = [&](bool is, const char* what) {
      if (is) roles += roles.empty() ? what : std::string(", ") + what;
    };
    const Phase phase = m.phase();
    const bool in_shake =
        phase != Phase::RollOff && phase != Phase::Rolling && phase != Phase::MatchOver;
    const bool writing_phase = IsWritingPhase(phase) && p < static_cast<int>(s.writing.size());
    role(in_shake && s.goal_setter == p, "Goal-setter");
    role(phase == Phase::Moving && s.to_move == p, "to move");
    role(phase == Phase::Challenged && s.challenger == p, "Challenger");
    role(phase == Phase::Challenged && s.mover == p, "Mover");
    if (writing_phase && s.mover != p && s.challenger != p) {
      role(s.writing[p].writing.side == ChallengeSide::Challenger, "with Challenger");
      role(s.writing[p].writing.side == ChallengeSide::Mover, "with Mover");
    }
    role(writing_phase && s.writing[p].writing.presented, "presented");
    role(writing_phase && !s.writing[p].writing.presented && s.writing[p].must_present,
         "must write");
    if (!roles.empty()) {
      // Beside the name when it fits, else on a line of its own.
      const float width = ImGui::CalcTextSize(roles.c_str()).x;
      const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
      if (ImGui::GetItemRectMax().x + 2.f * ImGui::GetStyle().ItemSpacing.x + width <= right)
        ImGui::SameLine(0.f, 2.f * ImGui::GetStyle().ItemSpacing.x);
      ImGui::TextDisabled("%s", roles.c_str());
      HoverTip(layout_, RoleTip(phase));
    }

    int on_line = 0;
    float line_end = 0.f;  // the right edge of the last button
    auto button = [&](const std::string& id, const std::string& label) {
      // Buttons share a line while the next one fits beside the last.
      const ImGuiStyle& style = ImGui::GetStyle();
      const float width = ImGui::CalcTextSize(label.c_str()).x + style.FramePadding.x * 2.f;
      const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
      if (on_line > 0 && line_end + style.ItemSpacing.x + width <= right) ImGui::SameLine();
      ++on_line;
      const bool pressed = TrackedButton(layout_, "call:" + std::to_string(p) + ":" + id,
                                         label.c_str(), 0.f, button_h);
      HoverTip(layout_, CallTip(id));
      line_end = ImGui::GetItemRectMax().x;
      // After each action the column scrolls to the first player who has a call to make, if
      // the column is too long for the screen (five players, a large UI scale).
      if (scroll_for_actions_ != m.history().size()) {
        scroll_for_actions_ = m.history().size();
        if (!ImGui::IsItemVisible()) ImGui::SetScrollHereY(0.25f);
      }
      return pressed;
    };
    // An AI seat's calls are its own: none is drawn for a human to press.
    const bool human = !AiSeat(p);
    // The scorekeeper marks a player absent before a roll, or their arrival (AGLOA X-D).
    for (const Action& a : table_events) {
      if (a.player != p || !human) continue;
      if (a.kind == ActionKind::Absent && m.IsChanceNode() && attendance_open_ &&
          button("absent", "Absent"))
        Act(a);
      if (a.kind == ActionKind::Arrive && button("arrive", "Arrives")) Act(a);
    }
    for (const auto& [a, call] : calls) {
      if (a->player != p) continue;
      if (a->kind == ActionKind::DeclareGoal && m.rules().goal_declaration &&
          DrawDeclaration(p, button))
        continue;
      const std::string label = call.label + " (" + KeyName(call.key) + ")";
      if (!button(call.id, label) && keyed != a) continue;
      if (a->kind == ActionKind::PresentEquation) {
        writing_ = WritingState{};
        writing_.writer = p;
      } else {
        Act(*a);
      }
    }
    // Two players who called the same challenge with one word (AGLOA VI-B "both Challengers";
    // ACC "no Challenger for that game"): the engine lists these as events of the table, under the
    // lower seat. "Called together…" opens them, so the column stays short.
    std::vector<const Action*> together;
    for (const Action& a : table_events)
      if (a.kind == ActionKind::Challenge && a.player == p && a.simultaneous.size() == 1 && human &&
          !AiSeat(a.simultaneous.front()))
        together.push_back(&a);
    if (together_history_ != m.history().size()) together_open_ = -1;
    if (!together.empty()) {
      if (together_open_ != p) {
        if (button("together", "Called together…")) {
          together_open_ = p;
          together_history_ = m.history().size();
        }
      } else {
        for (const Action* a : together) {
          const int other = a->simultaneous.front();
          const std::string label =
              std::string(m.rules().ChallengeName(a->challenge)) + ", with " + setup_.Name(other);
          if (button("together-" + ChallengeId(a->challenge) + "-" + std::to_string(other), label))
            Act(*a);
        }
        if (button("together-cancel", "Cancel")) together_open_ = -1;
      }
    }
    ImGui::PopID();
  }
  // Marking a player absent decides who plays the shake (AGLOA X-D): its buttons wait behind
  // one of the scorekeeper's own, so that "Absent" is not the only button under each name before
  // the roll, one mis-click away.
  if (attendance_history_ != m.history().size()) attendance_open_ = false;
  const bool any_absent_call =
      m.IsChanceNode() &&
      std::any_of(table_events.begin(), table_events.end(), [&](const Action& a) {
        return a.kind == ActionKind::Absent && !AiSeat(a.player);
      });
  if (any_absent_call) {
    ImGui::Separator();
    if (TrackedButton(layout_, "call:attendance",
                      attendance_open_ ? "Done marking absences" : "Someone is away…", 0.f,
                      button_h)) {
      attendance_open_ = !attendance_open_;
      attendance_history_ = m.history().size();
    }
  }
  ImGui::Separator();
  DrawAiPanel();
  if (!m.IsTerminal() && !m.time_called()) {
    ImGui::PushTextWrapPos(0.f);
    ImGui::TextDisabled(
        "Keys: Enter rolls, says Goal and continues; each call shows its key (N Now, "
        "I Impossible, W Write, E No Equation, B Bonus, O No Goal, A Agree, C challenge \"no "
        "Goal\", H/M with Challenger/Mover); a seat number first when two players may make "
        "the same call. Arrows pick a cube; R, P, F, G send it to Required, Permitted, "
        "Forbidden, the Goal (Shift+G: with a gap); Space: gap; Esc puts it down. S: score "
        "sheet. D: the mat in words. K: pause. F1: how to play.");
    TrackItem(layout_, "keys");
    if (all_ai)
      ImGui::TextDisabled(
          "Computer players only: J one action while paused, minus/plus their pace, V full "
          "screen.");
    ImGui::PopTextWrapPos();
  }
  DragScroll(drag_scrolling_);  // a finger dragged where no button is scrolls
  ImGui::EndChild();
}

}  // namespace equations::ui
