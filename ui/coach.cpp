#include "ui/coach.h"

namespace equations::ui {

MatchSetup CoachedSetup() {
  MatchSetup setup;
  setup.rules = "agloa";
  setup.division = "elementary";
  setup.play = "basic";  // a first match: no variations yet, and the computer plays Basic only
  setup.names = {"You", "Computer"};
  setup.ai = {"", "beginner"};
  setup.hints = "on";
  setup.timed = false;  // a first match: no sand timer to hurry the student
  setup.UseRulesRoundLength();
  return setup;
}

namespace {

bool MayChallenge(const Match& match, int learner) {
  for (const Action& action : match.LegalActions())
    if (action.player == learner && action.kind == ActionKind::Challenge) return true;
  return false;
}

std::string Writing(const Match& match, const CoachScene& scene) {
  const Shake& s = match.shake();
  if (scene.writing_open)
    return "Type your Equation as Goal = Solution, for example 6 = 2+4, using the cubes on the "
           "mat, then press Enter to hand it in. The game checks it exactly.";
  if (scene.learner < static_cast<int>(s.writing.size())) {
    const PlayerWriting& w = s.writing[scene.learner];
    if (w.must_side) return "Choose a side first: with the Challenger (H) or with the Mover (M).";
    if (w.may_present && !w.writing.presented)
      return std::string(w.must_present ? "You must write an Equation now: "
                                        : "You may write an Equation now: ") +
             "press W (or the Write button), type Goal = Solution and press Enter. If you "
             "cannot find one, press E for no Equation.";
  }
  return "The computer is writing its Equation. Wait for the verdicts.";
}

}  // namespace

std::string CoachText(const Match& match, const CoachScene& scene) {
  const Shake& s = match.shake();
  const int me = scene.learner;
  if (scene.results_open)
    return "The shake is over. Read each Equation and the game's verdict, then press Enter to "
           "go on. The score sheet (S) shows everyone's points.";
  switch (match.phase()) {
    case Phase::RollOff:
      return "First, who sets the first Goal: each player rolls a red cube and the highest "
             "digit wins. Press Enter (or Roll for first) to roll yours.";
    case Phase::Rolling:
      return match.goal_setter() == me
                 ? "You set the Goal this shake. Roll all the cubes: press Enter (or Roll the "
                   "cubes)."
                 : "The computer sets the Goal this shake and rolls the cubes. Watch the "
                   "Resources fill up.";
    case Phase::SettingGoal:
      if (s.goal_setter != me)
        return "The computer is making a Goal on the Goal line: a number that can be made from "
               "the other cubes. Watch it.";
      if (s.mat.goal.empty())
        return "Make a Goal: pick a digit in Resources with the arrow keys (or drag it) and "
               "press G to put it on the Goal line. One digit, such as 6, is a fine first Goal.";
      return "Your Goal is on the Goal line. Press Enter to say Goal (or add another cube "
             "first, such as + and a digit).";
    case Phase::NoGoalDeclared:
      return "No Goal was said: the Goal-setter thinks no Goal can be made. Agree (A) if you "
             "think so too, or challenge it (C).";
    case Phase::Moving: {
      const std::string challenge =
          MayChallenge(match, me)
              ? " If the last move lets a Solution be made right now, challenge Now (N); if no "
                "Solution can be made any more, challenge Impossible (I)."
              : "";
      if (s.to_move == me)
        return "Your move: pick one cube in Resources with the arrows and send it to Required "
               "(R: everyone must use it), Permitted (P: may be used) or Forbidden (F: may not "
               "be used)." +
               challenge;
      return "The computer moves a cube." + challenge;
    }
    case Phase::Challenged: {
      std::string who = s.challenger == me ? "You challenged. " : "The computer challenged. ";
      return who + Writing(match, scene);
    }
    case Phase::LastCube:
    case Phase::ForceOut:
    case Phase::Cleanup:
      return "The shake ends with everyone writing. " + Writing(match, scene);
    case Phase::MatchOver:
      return "The match is over: well done, you have played a whole match of Equations. The "
             "score sheet (S) shows the points. Open Help (F1) to read more.";
    default:
      return "Wait for the next step; the line above says whose turn it is.";
  }
}

}  // namespace equations::ui
