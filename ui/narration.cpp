#include "ui/narration.h"

#include "ui/plain_words.h"

#include <cctype>
#include <regex>

namespace equations::ui {

namespace {

std::string Name(const std::vector<std::string>& names, int seat) {
  if (seat >= 0 && seat < static_cast<int>(names.size())) return names[seat];
  return "Player " + std::to_string(seat + 1);
}

// A face as said aloud: a digit, or its operation's name ("minus", not "-", which a screen
// reader skips as punctuation).
std::string FaceWords(Symbol face) {
  switch (face) {
    case Symbol::Plus:
      return "plus";
    case Symbol::Minus:
      return "minus";
    case Symbol::Times:
      return "times";
    case Symbol::Divide:
      return "divide";
    case Symbol::Power:
      return "power";
    case Symbol::Root:
      return "root";
    default:
      return std::string(SymbolText(face));
  }
}

std::string CubeWords(const Cube& cube) {
  return std::string(ColorName(cube.color)) + " " + FaceWords(cube.face);
}

// The cube at `index` in `cubes`, in words, or "a cube" for an index the engine will refuse.
std::string CubeAt(const std::vector<Cube>& cubes, int index) {
  if (index < 0 || index >= static_cast<int>(cubes.size())) return "a cube";
  return CubeWords(cubes[index]);
}

std::string CubeList(const std::vector<Cube>& cubes) {
  if (cubes.empty()) return "none";
  std::string text;
  for (const Cube& cube : cubes) text += (text.empty() ? "" : ", ") + CubeWords(cube);
  return text;
}

}  // namespace

std::string WithNames(std::string text, const std::vector<std::string>& names) {
  // Two Challengers at once (AGLOA VI-B): "by players 0 and 2" names each.
  static const std::regex kPair("players ([0-9]+) and ([0-9]+)");
  text = std::regex_replace(text, kPair, "player $1 and player $2");
  for (int p = static_cast<int>(names.size()) - 1; p >= 0; --p) {
    const std::string key = "player " + std::to_string(p);
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at)) {
      const size_t end = at + key.size();
      if (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) {
        at = end;
        continue;
      }
      text.replace(at, key.size(), names[p]);
      at += names[p].size();
    }
  }
  return text;
}

std::string Narrate(const Match& before, const Action& action,
                    const std::vector<std::string>& names) {
  const std::string who = Name(names, action.player);
  const Shake& s = before.shake();
  const Mat& mat = s.mat;
  switch (action.kind) {
    case ActionKind::RollOff: {
      std::string text = "Roll for first:";
      const std::vector<int>& rollers = before.roll_off_players();
      for (size_t i = 0; i < rollers.size() && i < action.faces.size(); ++i)
        text +=
            (i ? ", " : " ") + Name(names, rollers[i]) + " rolled " + FaceWords(action.faces[i]);
      return text;
    }
    case ActionKind::Roll:
      return Name(names, before.goal_setter()) + " rolled the cubes";
    case ActionKind::SelectVariation: {
      // With two players the one who is not the Goal-setter picks twice (AGLOA II-B-3): the
      // second pick is said as such.
      const std::vector<int>& made = s.selection.picks_made;
      const bool second = action.player >= 0 && action.player < static_cast<int>(made.size()) &&
                          made[static_cast<std::size_t>(action.player)] == 1;
      return who + (second ? " selected a second variation: " : " selected ") +
             VariationTitle(action.variation);
    }
    case ActionKind::EndSelection:
      return who + " selected no more variations";
    case ActionKind::PointOutPick:
      return who + " pointed out an illegal variation selection";
    case ActionKind::TurnGoalCube:
      return who + " turned Goal cube " + std::to_string(action.cube + 1) +
             (action.sideways      ? " sideways"
              : action.upside_down ? " upside-down"
                                   : " upright");
    case ActionKind::Bonus:
      return who + " said Bonus";
    case ActionKind::MoveCube:
      return who + " moved " + CubeAt(mat.resources, action.cube) + " to " +
             SectionName(action.section);
    case ActionKind::PlaceGoalCube:
      return who + " put " + CubeAt(mat.resources, action.cube) + " on the Goal line" +
             (action.gap_before ? ", with a gap before it" : "");
    case ActionKind::ArrangeGoal:
      return who + " moved Goal cube " + std::to_string(action.cube + 1) + " to place " +
             std::to_string(action.target + 1);
    case ActionKind::SetGoalGap:
      return who + (action.gap_before ? " opened" : " closed") + " the gap before Goal cube " +
             std::to_string(action.cube + 1);
    case ActionKind::ReturnGoalCube:
      return who + " took Goal cube " + std::to_string(action.cube + 1) + " back to Resources";
    case ActionKind::DeclareGoal:
      return who + " said Goal: " + GoalAsItLies(mat.goal) +
             (action.declaration.empty() ? "" : ", declared as " + action.declaration);
    case ActionKind::DeclareNoGoal:
      return who + " said there is no Goal";
    case ActionKind::AgreeNoGoal:
      return who + " agreed: no Goal";
    case ActionKind::Challenge: {
      std::string text = who;
      for (int other : action.simultaneous) text += " and " + Name(names, other);
      const int mover = s.mover >= 0 ? s.mover : s.goal_setter;
      return text + " challenged " + Name(names, mover) + ": " +
             std::string(before.rules().ChallengeName(action.challenge));
    }
    case ActionKind::PickUpBlock:
      return who + " picked up the challenge block without a word";
    case ActionKind::Side:
      return who + " sided with the " + (action.with_challenger ? "Challenger" : "Mover");
    case ActionKind::PresentEquation:
      return who + " presented an Equation";  // shown with its verdict when the shake ends
    case ActionKind::DeclineToPresent:
      return who + " presented no Equation";
    case ActionKind::CallTime:
      return "Time is called for the round";
    case ActionKind::CallStop:
      return "Stop: the round's extra time is over";
    case ActionKind::TimeExpired:
      return "The sand timer ran out";
    case ActionKind::Absent:
      return who + (who == "You" ? " are" : " is") + " absent";
    case ActionKind::Arrive:
      return who + " arrived";
    case ActionKind::JudgePenalty:
      return "The judges took a point from " + who;
  }
  return who + " acted";
}

std::string NarrateShake(const Match& match, std::size_t index,
                         const std::vector<std::string>& names) {
  if (index >= match.shakes().size()) return "";
  const ShakeRecord& record = match.shakes()[index];
  std::string text = "Shake " + std::to_string(index + 1) +
                     " ended: " + Plain(WithNames(record.result, names)).words + ".";
  for (size_t p = 0; p < record.writing.size(); ++p) {
    const PlayerWriting& w = record.writing[p];
    if (!w.writing.presented) continue;
    text += " " + Name(names, static_cast<int>(p)) + " presented " + w.equation + ": " +
            (w.writing.correct ? "correct" : "incorrect");
    if (!w.writing.correct && !w.reasons.empty())
      text += " (" + Plain(WithNames(w.reasons.front(), names)).words + ")";
    text += ".";
  }
  for (size_t p = 0; p < record.points.size(); ++p) {
    const int penalty = p < record.penalties.size() ? record.penalties[p] : 0;
    const int points = record.points[p] - penalty;
    text += " " + Name(names, static_cast<int>(p)) + " " + std::to_string(points) +
            (points == 1 || points == -1 ? " point" : " points") + ".";
  }
  return text;
}

std::string CubeInWords(const Cube& cube) {
  return CubeWords(cube);
}

std::string GoalAsItLies(const std::vector<GoalCube>& goal) {
  std::string text;
  for (size_t i = 0; i < goal.size(); ++i) {
    const GoalCube& cube = goal[i];
    const bool turned = cube.sideways || cube.upside_down;
    if (i > 0 && (cube.gap_before || turned || goal[i - 1].sideways || goal[i - 1].upside_down))
      text += ' ';
    text += SymbolText(cube.cube.face);
    if (cube.sideways) text += " sideways";
    if (cube.upside_down) text += cube.sideways ? " and upside-down" : " upside-down";
  }
  return text;
}

std::string DescribeMat(const Match& match, const std::vector<std::string>& names) {
  const Shake& s = match.shake();
  const Mat& mat = s.mat;
  std::string goal;
  for (size_t i = 0; i < mat.goal.size(); ++i) {
    if (i > 0) goal += mat.goal[i].gap_before ? ", gap, " : ", ";
    goal += CubeWords(mat.goal[i].cube);
  }
  std::string text = "Goal: " + (goal.empty() ? std::string("none yet") : goal);
  if (!mat.goal.empty()) text += " (reads " + GoalAsItLies(mat.goal) + ")";
  text += ". Required: " + CubeList(mat.required) + ". Permitted: " + CubeList(mat.permitted) +
          ". Forbidden: " + CubeList(mat.forbidden) + ". Resources, " +
          std::to_string(mat.resources.size()) + " cubes: " + CubeList(mat.resources) + ".";
  const std::vector<int> totals = match.Totals();
  text += " Scores:";
  for (int p = 0; p < match.players(); ++p)
    text += (p ? ", " : " ") + Name(names, p) + " " + std::to_string(totals[p]);
  text += ".";
  // "Ann is", "You are".
  const auto is = [&](int seat) {
    const std::string name = Name(names, seat);
    return " " + name + (name == "You" ? " are" : " is");
  };
  if (match.phase() == Phase::Moving) text += is(s.to_move) + " to move.";
  if (match.phase() == Phase::SettingGoal) text += is(s.goal_setter) + " setting the Goal.";
  return text;
}

}  // namespace equations::ui
