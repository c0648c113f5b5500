// Challenges and Equations: a challenge's validity and penalty (AGLOA VI; ACC "Flubs"; MLAG
// "Calling a challenge"), who must, may or may not write and the siding (AGLOA VII-A; MLAG Third
// Party; ACC C/M declarations), presenting Equations and scoring the shake (AGLOA X).
#include <algorithm>

#include "core/match/game.h"

namespace equations {
namespace {

std::optional<ActionError> Error(std::string message) {
  return ActionError{std::move(message)};
}

// Returns "a Now challenge", "an A-flub challenge": the rule set's word with its article.
std::string Challenged(const RuleSet& rules, Challenge challenge) {
  const std::string name(rules.ChallengeName(challenge));
  const bool vowel =
      !name.empty() && std::string_view("AEIOUaeiou").find(name[0]) != std::string_view::npos;
  return (vowel ? "an " : "a ") + name + " challenge";
}

}  // namespace

std::optional<ActionError> Match::StepChallenge(const Action& action) {
  if (action.kind == ActionKind::PickUpBlock) {
    // AGLOA VI-B, XI-A-3: picking up the block and saying nothing costs one point and play
    // continues; MLAG "Calling a challenge": the same one-point penalty.
    if (rules_.penalties.no_challenge_stated == 0)
      return Error("these rules have no challenge block to pick up");
    if (!BlockAvailable()) return Error("no challenge can be made now");
    Penalize(action.player, rules_.penalties.no_challenge_stated);
    return std::nullopt;
  }
  if (!action.simultaneous.empty()) {
    // AGLOA VI-B: players who pick up the block at exactly the same time are all Challengers;
    // ACC "Challenges": simultaneous calls stand, with no single Challenger.
    std::vector<int> challengers = action.simultaneous;
    challengers.insert(challengers.begin(), action.player);
    if (auto why = SimultaneousRefusal(challengers, action.challenge)) return Error(*why);
    if (ChallengeInvalidity(action.player, action.challenge)) {
      // AGLOA VI-B: each made an invalid challenge: set aside, one point each.
      for (int p : challengers) Penalize(p, rules_.penalties.invalid_challenge);
      return std::nullopt;
    }
    StartChallenge(challengers, action.challenge, action.at_ms);
    return std::nullopt;
  }
  if (!ChallengeAllowed(action.player, action.challenge)) {
    if (phase_ == Phase::Challenged)
      return Error("a challenge is already being settled: there is only one Challenger");
    if (phase_ == Phase::Moving && shake_.bonus_step != 0)
      return Error("the Mover has not completed the turn");
    if (auto why = ChallengeInvalidity(action.player, action.challenge)) return Error(*why);
    return Error("no " + std::string(rules_.ChallengeName(action.challenge)) +
                 " challenge can be made now");
  }
  if (auto why = ChallengeInvalidity(action.player, action.challenge)) {
    // AGLOA VI-B: an invalid challenge is set aside and the player loses one point.
    Penalize(action.player, rules_.penalties.invalid_challenge);
    return std::nullopt;
  }
  StartChallenge({action.player}, action.challenge, action.at_ms);
  return std::nullopt;
}

void Match::StartChallenge(const std::vector<int>& challengers, Challenge challenge,
                           std::int64_t at_ms) {
  Shake& s = shake_;
  const int n = config_.players;
  const bool after_last_cube = phase_ == Phase::LastCube;
  std::vector<PlayerWriting> before = s.writing;
  s.writing.assign(n, PlayerWriting{});
  s.challenge = challenge;
  s.challenger = challengers.front();
  s.challengers = challengers;
  std::sort(s.challengers.begin(), s.challengers.end());
  const bool simultaneous = challengers.size() > 1;
  const ChallengeSide burden = BurdenOfProof(challenge);
  for (int p = 0; p < n; ++p) {
    PlayerWriting& w = s.writing[p];
    if (!IsPlaying(p)) continue;  // AGLOA X-D: an absent player takes no part
    const bool is_challenger =
        std::find(challengers.begin(), challengers.end(), p) != challengers.end();
    // AGLOA VIII-B: after the last cube, Equations already presented by the Mover and the Third
    // Party stand; the Challenger may not present one.
    const bool kept = after_last_cube && !is_challenger && before[p].writing.presented;
    if (kept) w = before[p];
    if (is_challenger && simultaneous && rules_.siding == SidingRule::EveryoneDeclares) {
      // ACC "Challenges": no Challenger for that game; during the interval the callers "may
      // change their declaration and side with the Mover". They declare in turn like the others.
      w.writing.side = ChallengeSide::Challenger;
      w.must_side = true;
    } else if (is_challenger) {
      w.writing.side = ChallengeSide::Challenger;  // AGLOA VI-B: both are Challengers
    } else if (p == s.mover) {
      w.writing.side = ChallengeSide::Mover;
    } else if (rules_.siding == SidingRule::ThirdPartyMayPresent) {
      w.writing.side = ChallengeSide::None;
      w.may_present = !kept;  // AGLOA VII-A: the Third Party may present
    } else if (kept) {
      w.writing.side = burden;  // they wrote: they are with the player who must write
    } else {
      w.must_side = true;  // MLAG Third Party, ACC C/M declaration
    }
    if (w.writing.side == burden && (is_challenger || p == s.mover) && !kept && !w.must_side) {
      w.must_present = true;  // AGLOA VII-A: the Challenger after Now, the Mover after Impossible
      w.may_present = true;
    }
  }
  phase_ = Phase::Challenged;
  if (!after_last_cube) StartTask(at_ms);  // AGLOA VIII-B: the rest of the original two minutes
  MaybeResolveWriting();
}

void Match::StartWriteForAll(Phase phase, std::int64_t at_ms) {
  Shake& s = shake_;
  phase_ = phase;
  s.challenge = phase == Phase::Cleanup ? Challenge::Cleanup : Challenge::ForceOut;
  s.challenger = -1;
  s.challengers.clear();
  s.writing.assign(config_.players, PlayerWriting{});
  for (int p = 0; p < config_.players; ++p) s.writing[p].may_present = IsPlaying(p);
  StartTask(at_ms);
}

std::optional<ActionError> Match::StepWriting(const Action& action) {
  Shake& s = shake_;
  if (!IsWritingPhase(phase_)) return Error("nobody is writing Equations now");
  PlayerWriting& w = s.writing[action.player];
  if (action.kind == ActionKind::Side) {
    if (!w.must_side || action.player == s.mover) return Error("you do not declare a side now");
    if (rules_.siding == SidingRule::EveryoneDeclares) {
      for (int k = 1; k < config_.players; ++k) {
        const int p = (s.mover + k) % config_.players;
        if (p == action.player) break;
        if (s.writing[p].must_side)
          return Error("declarations go in turn order from the Mover's left: player " +
                       std::to_string(p) + " declares first (ACC \"Challenges\" 4)");
      }
    }
    w.must_side = false;
    w.writing.side = action.with_challenger ? ChallengeSide::Challenger : ChallengeSide::Mover;
    if (w.writing.side == BurdenOfProof(s.challenge)) {
      // MLAG: a Third Party who agrees with the player who must write must write too; ACC: those
      // siding with the burden of proof write an Equation to score.
      w.must_present = true;
      w.may_present = true;
    }
  } else {
    if (w.must_side) return Error("declare whom you side with first");
    if (!w.may_present)
      return Error(std::find(s.challengers.begin(), s.challengers.end(), action.player) !=
                               s.challengers.end() &&
                           BurdenOfProof(s.challenge) == ChallengeSide::Mover
                       ? "after " + Challenged(rules_, Challenge::Impossible) +
                             " the Challenger may not present an Equation" +
                             Cite(rules_, "VII-A-2", "\"Flubs\"", "\"Writing and checking\"")
                   : s.challenger >= 0 && action.player == s.mover &&
                           BurdenOfProof(s.challenge) == ChallengeSide::Challenger
                       ? "after " + Challenged(rules_, Challenge::Now) +
                             " the Mover may not present an Equation" +
                             Cite(rules_, "VII-A-1", "\"Flubs\"", "\"Writing and checking\"")
                       : std::string("you have no Equation to present now"));
    w.may_present = false;
    w.must_present = false;
    if (action.kind == ActionKind::PresentEquation) {
      const Judgment verdict =
          JudgeEquation(rules_, s.mat, s.variations, s.challenge, action.equation);
      w.writing.presented = true;
      w.writing.correct = verdict.correct;
      w.equation = action.equation;
      w.reasons = verdict.reasons;
    }
  }
  MaybeResolveWriting();
  return std::nullopt;
}

void Match::MaybeResolveWriting() {
  const Shake& s = shake_;
  for (const PlayerWriting& w : s.writing)
    if (w.must_side || w.may_present) return;
  std::vector<Writing> writing;
  for (const PlayerWriting& w : s.writing) writing.push_back(w.writing);
  if (phase_ == Phase::Challenged) {
    std::string by = "player " + std::to_string(s.challengers.front());
    if (s.challengers.size() > 1) {
      by = "players " + std::to_string(s.challengers.front());
      for (size_t i = 1; i < s.challengers.size(); ++i)
        by += (i + 1 == s.challengers.size() ? " and " : ", ") + std::to_string(s.challengers[i]);
      by += " at the same time";
    }
    FinishShake(ScoreChallenge(rules_, s.challenge, s.challengers, s.mover, writing), true,
                std::string(rules_.ChallengeName(s.challenge)) + " challenge by " + by);
  } else {
    FinishShake(ScoreWriteForAll(rules_, s.challenge, writing), true,
                std::string(rules_.ChallengeName(s.challenge)));
  }
}

}  // namespace equations
