#include "core/rules/rules.h"
#include "core/base/names.h"

#include <algorithm>

namespace equations {
namespace {

std::string Join(const std::vector<std::string>& items) {
  std::string text;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) text += i + 1 == items.size() ? " or " : ", ";
    text += '"' + items[i] + '"';
  }
  return text;
}

std::string Lower(std::string_view text) {
  std::string lower(text);
  for (char& c : lower)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return lower;
}

RuleSet Agloa(const std::string& division) {
  RuleSet rules;  // the defaults are the AGLOA tournament rules
  rules.name = RuleSetName::Agloa;
  rules.name_text = "agloa";
  rules.division = division;
  // AGLOA XIII-A General Rule, III-A example, VII-C-5-a example (d): Elementary only.
  rules.whole_number_powers_and_roots = division == "elementary";
  rules.has_variations = true;  // AGLOA XIII-A..D
  return rules;
}

RuleSet Mlag(const std::string& division) {
  RuleSet rules;
  rules.name = RuleSetName::Mlag;
  rules.name_text = "mlag";
  rules.division = division;
  rules.match_points_name = "Team points (MLAG chart)";
  rules.match_scoring_rule = "MLAG \"Scoring chart\"";
  rules.placement_words = PlacementWords::MlagChart;
  rules.goal_numeral_max_digits = 3;                  // "a three digit number - ex 345"
  rules.goal_grouping = Grouping::OrderOfOperations;  // "Order of operations"
  rules.solution_grouping = Grouping::OrderOfOperations;
  rules.goal_set_when_time_expires = true;  // "If the two minute time limit expires, ..."
  rules.whole_number_powers_and_roots = division == "elementary" || division == "minor";
  rules.whole_number_rule = "MLAG \"Exponents and roots\", Minor and Elementary";
  rules.bonus_forbidden_while_leading = false;  // "Bonus move" names no such restriction
  rules.no_goal_allowed = false;                // the guide has no "no Goal" declaration
  rules.now_needs_required_or_permitted = false;
  rules.siding = SidingRule::ThirdPartyJoins;
  rules.simultaneous_challenges = false;  // "the player with the flub ball ... is the Challenger"
  rules.scoring.absent = 0;
  // "Calling a challenge": "If a player does not specify a legitimate challenge, a one point
  // penalty is enforced and play continues": an invalid challenge is set aside with one point.
  rules.penalties.invalid_challenge = 1;
  rules.penalties.overtime = 0;  // the guide lists limits but no penalty
  rules.penalties.illegal_bonus = 0;
  rules.penalties.misconduct = 0;  // the guide names no conduct penalty
  rules.time.roll_cubes = 0;       // "Rolling cubes and Setting the Goal: 2 minutes" together
  rules.time.agree_no_goal = 0;
  rules.time.countdown = 0;  // the ten-second countdown is AGLOA XI-A-3's
  rules.time.extra_after_overtime = 0;
  return rules;
}

RuleSet Acc(const std::string& division) {
  RuleSet rules;
  rules.name = RuleSetName::Acc;
  rules.name_text = "acc";
  rules.division = division;
  const bool third_grade = division == "3";
  rules.cubes_per_color = 5;  // "Resources": five of each colour, 20 cubes
  if (third_grade) rules.rerolled_faces = {Symbol::Power, Symbol::Root};
  rules.max_players = 5;  // the sample Table Scoresheet lists five players
  rules.first_goal_setter = FirstGoalSetter::LeftOfScorekeeper;
  rules.goal_max_cubes = 5;           // "May use up to 5 Resources"
  rules.goal_numeral_max_digits = 3;  // "2- or 3-digit numbers"
  // "Solutions" lists the requirements of a valid Solution and none is a number of cubes: "A
  // Solution is a mathematical expression that is equal to the Goal" (docs/rulings.md).
  rules.solution_min_cubes = 1;
  rules.goal_leading_zeros = false;  // "Leading zeros may not be used (e.g., 003 ...)"
  rules.goal_grouping = Grouping::OrderOfOperations;
  rules.goal_declaration = true;  // "declare their placement"
  rules.solution_grouping = Grouping::OrderOfOperations;
  rules.goal_must_be_integer = true;
  rules.goal_must_be_non_negative = third_grade;
  rules.illegal_goal_refused = true;       // "advise (not challenge) the Goal Setter"
  rules.written_goal_may_be_value = true;  // "Math Clarifications"
  rules.goal_cubes_may_return = true;
  rules.goal_set_when_time_expires = true;
  rules.root_index_required = true;
  rules.powers_and_roots_allowed = !third_grade;
  rules.fractions_allowed = !third_grade;
  rules.irrational_values_allowed = false;
  rules.bonus_forbidden_while_leading = false;
  rules.no_goal_repeats_goal_setter = false;
  rules.last_cube = LastCubeProcedure::ForceOut;
  rules.force_out_uses_every_resource = true;  // "using the two remaining Resources"
  rules.now_name = "A-flub";
  rules.impossible_name = "P-flub";
  rules.no_goal_name = "No-Goal flub";
  rules.force_out_name = "Force Out";
  rules.cleanup_name = "Cleanup";
  rules.time_called_name = "Cleanup";
  rules.cleanup_challenges = true;    // "Cleanup": flubs by anyone but the last Mover
  rules.shake_name = "Game";          // the Table Scoresheet numbers games
  rules.now_min_resources_cubes = 0;  // Force Out protects the Mover instead
  rules.now_needs_required_or_permitted = false;
  rules.siding = SidingRule::EveryoneDeclares;
  rules.scoring = ShakeScoring{/*challenger_correct=*/2,
                               /*mover_correct=*/1,
                               /*incorrect=*/0,
                               /*third_party_full=*/1,
                               /*third_party_shared=*/1,
                               /*simultaneous_challenger_correct=*/1,
                               /*last_cube_correct=*/1,
                               /*last_cube_incorrect=*/0,
                               /*cleanup_correct=*/1,
                               /*cleanup_incorrect=*/0,
                               /*absent=*/0};
  // The ACC rules name no point penalties in play (no block); "Sportsmanship": judges may take
  // points for bad sportsmanship.
  rules.penalties = Penalties{0, 0, 0, 0, /*misconduct=*/1};
  rules.match_scoring = MatchScoring::AveragePerGame;
  rules.match_points_name = "Player score";
  rules.match_scoring_rule = "ACC \"Academic Challenge Cup Procedures and Team Scoring\"";
  // "Use of Timer": the "egg timer" in the team's set is used only for Goal setting, No Goal,
  // challenges, Force Out and Cleanup. The set is the game kit ("a complete game ... including
  // ... timer"), whose timer runs one minute (AGLOA I-B-3, MLAG "Materials"; docs/rulings.md).
  constexpr int kEggTimer = 60;
  rules.time = TimeLimits{};
  rules.time.roll_cubes = 0;
  rules.time.select_variation = 0;
  rules.time.set_goal = kEggTimer;
  rules.time.first_move = 0;
  rules.time.move = 0;
  rules.time.state_challenge = 0;
  rules.time.decide_impossible = 0;
  rules.time.write_equation = kEggTimer;
  rules.time.check_equation = 0;
  rules.time.agree_no_goal = kEggTimer;
  rules.time.countdown = 0;
  rules.time.extra_after_overtime = 0;
  rules.time.round = 20 * 60;  // "usually about 20 minutes"
  rules.time.round_extra = 0;
  return rules;
}

}  // namespace

constexpr NameTable<Challenge, 5> kChallengeKeys = {{{Challenge::Now, "now"},
                                                     {Challenge::Impossible, "impossible"},
                                                     {Challenge::NoGoal, "nogoal"},
                                                     {Challenge::ForceOut, "forceout"},
                                                     {Challenge::Cleanup, "cleanup"}}};

std::string_view ChallengeKey(Challenge challenge) {
  return NameOf(kChallengeKeys, challenge);
}

Expected<Challenge, std::string> ParseChallengeKey(std::string_view key) {
  if (auto challenge = ParseName(kChallengeKeys, key)) return *challenge;
  return MakeUnexpected("unknown challenge \"" + std::string(key) + "\"; expected " +
                        QuotedNames(kChallengeKeys));
}

std::vector<std::string> DivisionsOf(std::string_view name) {
  const std::string lower = Lower(name);
  if (lower == "agloa") return {"elementary", "middle", "junior", "senior"};
  if (lower == "acc") return {"3", "4", "5", "6", "7-8"};
  if (lower == "mlag") return {"elementary", "minor", "middle", "junior", "senior"};
  return {};
}

Expected<RuleSet, std::string> WithAdventurous(RuleSet rules, SchoolYear year) {
  const std::optional<AgloaDivision> division = ParseName(kAgloaDivisions, rules.division);
  if (rules.name != RuleSetName::Agloa || !division)
    return MakeUnexpected("the " + rules.name_text +
                          " rules have no Adventurous variations (AGLOA XIII)");
  rules.adventurous = AdventurousRulesFor(*division, year);
  return rules;
}

RuleSet WithBasic(RuleSet rules) {
  rules.adventurous = AdventurousRules{};
  return rules;
}

Expected<RuleSet, std::string> FindRuleSet(std::string_view name, std::string_view division) {
  const std::string lower_name = Lower(name);
  std::vector<std::string> divisions = DivisionsOf(lower_name);
  if (divisions.empty())
    return MakeUnexpected("unknown rule set \"" + std::string(name) +
                          "\"; expected \"agloa\", \"acc\" or \"mlag\"");
  std::string wanted = Lower(division);
  if (lower_name == "acc") {
    // ACC "Division of Play": "seventh and eighth grades" play together; accept "grade 5" too.
    if (wanted.rfind("grade", 0) == 0) wanted.erase(0, 5);
    wanted.erase(std::remove(wanted.begin(), wanted.end(), ' '), wanted.end());
    if (wanted == "7" || wanted == "8" || wanted == "7and8") wanted = "7-8";
  }
  if (std::find(divisions.begin(), divisions.end(), wanted) == divisions.end())
    return MakeUnexpected("unknown division \"" + std::string(division) + "\" for " + lower_name +
                          "; expected " + Join(divisions));
  if (lower_name == "agloa") return Agloa(wanted);
  if (lower_name == "acc") return Acc(wanted);
  return Mlag(wanted);
}

}  // namespace equations
