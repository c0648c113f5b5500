// The game's front end: draws one frame from the core Match and turns gestures into core actions
// (picked from LegalActions() or applied with Apply(), whose refusal is shown as a one-line
// reason). It owns only view state: fonts, the scale, open screens, the drag in progress, the
// text being typed; the setup and the match are saved after every change (ui/platform.h).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/match/game.h"
#include "ui/ai_driver.h"
#include "ui/challenge24_screen.h"
#include "ui/layout.h"
#include "ui/mat_view.h"
#include "ui/setup.h"
#include "ui/theme.h"
#include "ui/writing_view.h"

namespace equations::ui {

// How often the page needs frames: while something moves, slowly while only the sand falls, or
// not at all.
enum class FrameNeed { Idle, Slow, Active };

class App {
 public:
  // Loads fonts for `pixel_scale` device pixels per CSS pixel at the current UI scale; call again
  // when either changes (FontsOutdated).
  void LoadAssets(const std::string& assets_dir, float pixel_scale);
  float pixel_scale() const { return pixel_scale_; }
  // Returns true when the fonts were rasterised for another pixel density or UI scale.
  bool FontsOutdated(float pixel_scale) const;
  const std::string& assets_dir() const { return assets_dir_; }

  // Restores the saved setup, UI scale and match (call once, before the first frame).
  void Restore();
  void Frame();  // builds this frame's ImGui draw lists
  // The AI seats think a slice and may act (ui/ai_driver.h); an action shows in the next frame.
  // The runner calls it once a frame, after Frame, knowing whether this frame will be drawn:
  // `drawing` (the GPU is about to draw a changed picture, on the CPU itself when the browser
  // draws in software) makes the slice short, so that the AI adds little to the frames that are
  // already the longest (docs/browser_frames.md).
  void Think(bool drawing);
  FrameNeed Need() const;
  void NoteInput();  // an input event arrived (or the page says so): draw a few frames
  // After each frame: one that showed something new while the game was active keeps it drawing,
  // so that what input or a state change starts (a window sized over two frames, a sprite made
  // for the next) is drawn to the end, however long the frames take.
  void AfterFrame(bool changed, bool was_active);

  // Cubes are drawn from these sprites from now on (the runner owns them; ui/cube_sprites.h).
  void set_cube_sprites(CubeSprites* sprites) { fonts_.cube_sprites = cube_sprites_ = sprites; }
  const Fonts& fonts() const { return fonts_; }
  const Layout& layout() const { return layout_; }
  long frame_count() const { return frame_count_; }
  // Returns the engine's JSON state of the match in progress, or "null".
  std::string StateJson() const;
  const std::string& message() const { return message_; }  // the last one-line reason
  // Returns true while the faces of the last roll tumble (never with reduced motion asked).
  bool RollAnimating() const;
  // Returns the mat of the match in progress in words (ui/narration.h), or why there is none.
  std::string DescribeMatText() const;
  const AiDriver& ai() const { return ai_; }  // the AI seats' thinking
  // Whether the setup gives a seat to a computer player that will play it (Basic Equations).
  bool ComputerSeatChosen() const;

 private:
  // Applies an action (timestamped when the time limits are kept); saves the match, or shows
  // why the action was refused. Returns true when it was applied.
  bool Act(Action action, bool quiet = false);
  void StartMatch(bool coached = false);  // coached: the coach of a first match (ui/coach.h)
  void SaveMatch();
  void SaveView();
  void SaveWriting();     // the Equation being typed (equations.writing)
  void RestoreWriting();  // after a reload, back to it if the match has not moved on
  // The match's clock, fed to the engine with every action and read for the sand timer and the
  // round: the wall clock less the time the match stood paused, so a pause stops both.
  std::int64_t Clock() const;
  void RunClock();
  std::int64_t RoundMs() const;  // the round's length the players chose (core/match/round_clock.h)
  void SetPaused(bool paused);   // stops or restarts the match's clock and the AI seats
  void SavePause();
  void DrawAiPanel();                   // the last AI action, Hint and Explain
  void DrawCoach();                     // the coach's sentence, when it is on
  void SetCoach(bool on);               // turns the coach on or off (remembered)
  void DrawPauseButton();               // Pause (K) / Resume (K)
  void DrawPauseControls(bool all_ai);  // pause; in a demo of AI seats, step, pace, full screen
  // The Explain button of shake `index` and its text; `key`: X presses it this frame.
  void DrawExplainButton(std::size_t index, bool key);
  void DrawExplainText();  // the explanation asked for, once it is worked out
  void DrawTopBar();
  void DrawChallenge24();  // the 24 Challenge screen in place of the match (challenge24_app.cpp)
  // Opens the 24 Challenge screen; a match in progress stands paused until it closes.
  void OpenChallenge24();
  float MaxScale() const;  // the largest UI scale that fits the window
  void DrawPlay(ImVec2 min, ImVec2 max);
  void DrawPlayers(ImVec2 min, ImVec2 max);
  void DrawRoundClock(std::int64_t now);
  // A call's button in the players' column: its id, its words; returns true when pressed.
  using CallButton = std::function<bool(const std::string&, const std::string&)>;
  // The Goal-setter's declared grouping (ACC "Goal"): returns true while its field is open, in
  // place of the plain Goal button.
  bool DrawDeclaration(int player, const CallButton& button);
  void HandleGesture(const MatGesture& gesture);
  // app_variations.cpp: Adventurous Equations (AGLOA II-B, XIII).
  bool SheetOpen() const;  // the variation sheet covers the play (variations are selected)
  // Draws the variations in effect as a strip from `min` to `max_x`; returns its bottom (`min.y`
  // in Basic Equations).
  float DrawVariationStrip(ImVec2 min, float max_x);
  void DrawVariationSheet();
  void DrawPointOut();        // the opponents' "point it out" calls for an illegal pick
  void DrawPointOutWindow();  // the same over the mat once the Goal is being set
  bool GoalTurnable() const;  // the Goal-setter may turn a Goal cube now
  // Returns what a pick being pointed out or a turned Goal cube does, for the live region, with
  // the reason and the penalty; "" for any other action.
  std::string NarrateVariations(const Action& action) const;
  // Returns the variations in effect and the turned Goal cubes in words, or "" (Basic).
  std::string DescribeVariations() const;
  void TurnGoalCube(int index);
  std::vector<std::string> Names() const;  // the seats' names, as the setup gives them
  int Actor() const;                       // the player whose hands are on the cubes
  // Returns the AI level playing `seat`, or nothing for a human: the setup's choice, in a match
  // of Basic Equations only (the computer players know no variations).
  std::optional<AiLevel> AiSeat(int seat) const;
  // Returns true when a human holds `seat` and the engine says that seat may act now: only then
  // do its calls and gestures act (an AI seat acts through the AiDriver alone).
  bool HumanMayAct(int seat) const;
  std::string Status() const;
  std::string WritingHint(int player) const;
  // Says to screen readers what the writing screens show as they change: whose device it is,
  // the keypad, each character typed or deleted, the question before presenting, the Equation
  // handed in (app_writing.cpp).
  void AnnounceWriting();
  // Says the cube picked on the mat with the keyboard or a click, and what sends it on.
  void AnnounceSelection(const Mat& mat);

  Fonts fonts_;
  CubeSprites* cube_sprites_ = nullptr;
  Layout layout_;
  std::string assets_dir_;
  float pixel_scale_ = 0.f;
  float loaded_ui_scale_ = 0.f;
  float ui_scale_ = 1.f;        // 1 to 2 (100% to 200%), at most MaxScale()
  float wanted_scale_ = 1.f;    // the scale chosen with A- and A+ (saved)
  float top_bar_bottom_ = 0.f;  // where the top bar's buttons ended in this frame
  long frame_count_ = 0;

  MatchSetup setup_;
  Challenge24Screen challenge24_;
  AiDriver ai_;
  std::optional<Match> match_;
  std::int64_t round_start_ms_ = -1;

  bool show_setup_ = true;
  bool coach_ = false;           // the coach of a first match speaks (ui/coach.h)
  std::string announced_coach_;  // its sentence as last said
  bool show_scores_ = false;
  bool confirm_new_ = false;
  int results_shake_ = -1;          // the shake whose checked Equations are shown
  int checked_mat_shake_ = -1;      // the shake whose mat checked_mat_ holds
  std::optional<Mat> checked_mat_;  // the cubes its Equations were checked against
  int guide_page_ = -1;             // the page of "how to play" open, or -1
  size_t seen_shakes_ = 0;
  MatViewState mat_view_;
  WritingState writing_;
  std::string message_;
  std::int64_t message_at_ms_ = 0;
  std::string last_narration_;               // the last action applied, in words (ui/narration.h)
  std::string ai_note_;                      // the AI's last action as the table saw it, or ""
  std::string announced_status_;             // the status line as last said to assistive technology
  std::string announced_message_;            // and the last reason
  std::string announced_writing_;            // the writing screen as last said
  std::string announced_typed_;              // the Equation as last said while typed
  std::optional<CubePlace> announced_pick_;  // the cube last said as picked
  std::int64_t last_deadline_applied_ = -1;  // the time-out deadline last applied (AGLOA XI-A)
  // Frames still to draw after input or a changed picture; the first frames after loading too.
  static constexpr int kSettleFrames = 3;
  int settle_frames_ = kSettleFrames;
  std::int64_t roll_anim_start_ms_ = -1;
  size_t scroll_for_actions_ = 0;
  size_t scroll_for_roll_ = 0;        // the history length the column last scrolled to the roll for
  std::string saved_writing_;         // what equations.writing holds
  int together_open_ = -1;            // the seat whose "Called together…" choices are shown
  size_t together_history_ = 0;       // the history length when they were opened
  bool attendance_open_ = false;      // the scorekeeper's Absent buttons are shown
  size_t attendance_history_ = 0;     // the history length when they were opened
  bool paused_ = false;               // the match stands still: clock, sand timer, calls, AI
  std::int64_t paused_at_ms_ = -1;    // the wall clock when the pause began
  std::int64_t paused_total_ms_ = 0;  // the wall time of the pauses before (the clock's lag)
  bool ai_step_ = false;              // while paused: one AI action may come (a teacher's demo)
  int ai_pace_ = 0;                   // normal, slow, fast
  int ai_pause_normal_ms_ = 600;      // the pause between AI actions at the normal pace
  bool keys_live_ = false;          // the play's shortcut keys act this frame (no screen covers it)
  bool declaring_ = false;          // the Goal-setter's grouping field is open
  bool focus_declaration_ = false;  // it takes the keys from the next frame
  size_t declaring_history_ = 0;    // the history length when it was opened
  std::string declaration_;         // the grouping being typed ("4-(2+1)")
  bool pause_key_live_ = false;
  bool pause_beside_timer_ = false;  // Pause was drawn beside the sand timer this frame     // K
                                     // pauses and resumes this frame (no screen covers the play)
  int keyboard_seat_ = -1;     // the seat a call key acts for when two may make the call, or -1
  int sheet_open_entry_ = -1;  // the sheet's entry whose blank takes a number key, or -1
  bool sheet_drag_scrolling_ = false;  // the sheet's list follows the pointer
  bool drag_scrolling_ = false;  // the players' column follows the pointer  // the history length
                                 // the players' column last scrolled for
};

}  // namespace equations::ui
