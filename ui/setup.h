// The match setup: rule set and division, the players' names, the round length and whether the
// time limits are kept (AGLOA I-A, XI; ACC "Division of Play"; MLAG). It is remembered between
// visits, and the setup screen that edits it is drawn here too.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/ai/ai.h"
#include "core/base/expected.h"
#include "core/rules/rules.h"
#include "ui/layout.h"

namespace equations::ui {

struct MatchSetup {
  std::string rules = "agloa";
  std::string division = "middle";
  std::vector<std::string> names = {"Player 1", "Player 2", "Player 3"};  // one per player
  int round_minutes = 30;  // the rule set's round length unless changed
  bool timed = true;       // keep the time limits with the sand timer (AGLOA XI-A)
  // Per seat: "" for a human, else the AI level that plays it ("beginner", "club", "tournament").
  // Seats past its end are human.
  std::vector<std::string> ai;
  // Whether the human players get the Hint button (docs/rulings.md "The Hints switch"):
  // "auto" (on when a seat is played by the AI, off between humans only), "on" or "off".
  std::string hints = "auto";
  // Basic or Adventurous Equations (AGLOA glossary, II-B): "adventurous" or "basic". Only AGLOA has
  // variations; choosing AGLOA on the setup screen chooses Adventurous, as at tournaments.
  std::string play = "adventurous";
  std::string school_year = "2026-27";  // whose lists of variations apply (AGLOA XIII)
  // Illegal picks of variations: false, practice (the sheet disables them and says why); true,
  // tournament (any entry may be picked and opponents point an illegal pick out, II-B-2).
  bool tournament_picks = false;

  int players() const { return static_cast<int>(names.size()); }
  // Returns the name of a seat, or "Player n" when it was left empty.
  std::string Name(int seat) const;
  // Sets the round length to the rule set's own (RuleSet::time.round: AGLOA XI-B 30 minutes;
  // ACC about 20; MLAG 30).
  void UseRulesRoundLength();
  // Returns true when the chosen rule set has Adventurous lists (RuleSet::has_variations).
  bool HasVariations() const;
  // Returns true when the match plays Adventurous Equations (a rule set with variations only).
  bool Adventurous() const { return play == "adventurous" && HasVariations(); }
  // Returns the AI level chosen for a seat, or nothing for a human. The App plays it only in a
  // match of Basic Equations (App::AiSeat): the computer players know no variations.
  std::optional<AiLevel> Ai(int seat) const;
  // Returns true when the match allows hints: the Hints switch, or by default an AI seat.
  bool HintsAllowed() const;
  // Returns the rule set this setup names, or why it names none.
  Expected<RuleSet, std::string> FindRules() const;
};

std::string SetupToJson(const MatchSetup& setup);
// Reads a saved setup; anything missing or invalid keeps its default.
MatchSetup SetupFromJson(const std::string& text);

// What the setup screen asks for this frame.
enum class SetupRequest { None, Start, Resume, Challenge24 };

// Sets `setup` to the teacher's demo: three AI seats of different strengths (a beginner makes
// the mistakes that bring challenges), AGLOA Middle, hints off.
void DemoPreset(MatchSetup& setup);
// Sets `setup` to a match against the computer: two seats, the second a beginner computer
// player, Basic Equations (the computer players know no variations); the rule set and division
// stay, and the first seat keeps its name.
void VersusComputerPreset(MatchSetup& setup);

// Draws the setup screen as a window in the middle of the display below `top` (the top bar's
// bottom edge, whose scale buttons it must never cover). `can_resume` shows a button that goes
// back to the match in progress. Records its controls in `layout` ("setup:start", ...).
SetupRequest DrawSetup(MatchSetup& setup, bool can_resume, float scale, float top, Layout& layout);

}  // namespace equations::ui
