// The AI's moves (AGLOA V-B moving, V-C bonus, VIII-A the last cube): every move is judged with
// the solver for the challenges it would allow (core/ai/ai_position.h); a safe move is chosen when
// one exists, at the tournament level one that leaves the next Mover no safe move, and a bonus
// turn when no single move is safe.
#include <algorithm>

#include "core/ai/ai_state.h"

namespace equations {

namespace {

// Returns the player's MoveCube actions among the legal ones.
std::vector<Action> MovesOf(const Match& match, int player) {
  std::vector<Action> moves;
  for (const Action& a : match.LegalActions())
    if (a.kind == ActionKind::MoveCube && a.player == player) moves.push_back(a);
  return moves;
}

// Returns true when the player may say "Bonus" now (AGLOA V-C). The legal actions are one list:
// iterating from the begin of one copy to the end of another read past the list (a crash in the
// browser).
bool BonusIsLegal(const Match& match, int player) {
  const std::vector<Action> legal = match.LegalActions();
  return std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
    return a.kind == ActionKind::Bonus && a.player == player;
  });
}

// Returns the candidate for these actions, or nothing when one is refused.
std::optional<AiMoveCandidate> Candidate(const Match& match, std::vector<Action> actions) {
  AiMoveCandidate c{std::move(actions), match.Clone()};
  for (const Action& a : c.actions)
    if (c.after.Apply(a)) return std::nullopt;
  return c;
}

AiPosition PositionAfter(const AiMoveCandidate& c, const std::optional<std::string>& witness) {
  return AiPosition(c.after.rules(), c.after.shake().mat, NowValidAfterMove(c.after), witness);
}

// Returns a move in words: "7 to Forbidden", "Bonus: + to Forbidden, then 3 to Required".
std::string MoveText(const Match& before, const std::vector<Action>& actions) {
  std::string text;
  Match m = before.Clone();
  for (const Action& a : actions) {
    if (!text.empty()) text += a.kind == ActionKind::MoveCube ? ", then " : "";
    if (a.kind == ActionKind::Bonus) {
      text += "Bonus: ";
    } else if (a.kind == ActionKind::MoveCube) {
      text += std::string(SymbolText(m.shake().mat.resources[a.cube].face)) + " to " +
              SectionName(a.section);
    }
    m.Apply(a);
  }
  return text;
}

// How much worse a move is: safe, not known, Now, Impossible.
// Why the least bad move was chosen: none proven safe within the budget (Badness 1), or every
// one proven a mistake.
const char* LeastBadWhy(int badness) {
  return badness == 1 ? "no move was proven safe in time; this one may be"
                      : "no safe move exists; the least bad one";
}

int Badness(Safety safety) {
  switch (safety) {
    case Safety::Safe:
      return 0;
    case Safety::Unknown:
      return 1;
    case Safety::NowMistake:
      return 2;
    case Safety::ImpossibleMistake:
      return 3;
  }
  return 3;
}

// How likely a position not proven safe is to be safe: 0 when no Solution is known yet (it may
// be open to Impossible), otherwise 1 + the number of digits of the operations its Now search
// spent without finding one (or more when no Now challenge can be made there).
std::uint64_t LikelySafe(const AiPosition& p) {
  if (p.safety() != Safety::Unknown || p.possible().status() != SolveStatus::Found) return 0;
  const AiProbe* now = p.now();
  if (now == nullptr) return UINT64_MAX;
  // By the searches' rounds (each ten times the last), not by the operation: two searches
  // stopped by the same round differ only by where their last step overshot it.
  std::uint64_t digits = 1;
  for (std::uint64_t spent = now->spent(); spent >= 10; spent /= 10) ++digits;
  return 1 + digits;
}

// How little a move can open the position to Now: 2 for a cube sent to Forbidden, 1 to Required,
// 0 to Permitted (see least_bad).
int NowShelter(const AiMoveCandidate& c) {
  const Action& last = c.actions.back();
  if (last.kind != ActionKind::MoveCube) return 0;
  return last.section == Section::Forbidden ? 2 : last.section == Section::Required ? 1 : 0;
}

}  // namespace

void AiThinker::State::StepMove(std::uint64_t& budget) {
  const Shake& s = match.shake();
  const RuleSet& rules = match.rules();
  auto decide = [&](const std::vector<AiMoveCandidate>& from, int index, const std::string& why) {
    const std::string text = MoveText(match, from[index].actions) + ": " + why;
    Decide(from[index].actions, text);
  };
  // Picks the least bad candidate of a set, at random among equals. Among moves not proven
  // safe, one whose position has a Solution (Possible found) can only be open to Now, and a Now
  // search that ran longer without finding one is likelier to find none: those come first. Then
  // a cube sent to Forbidden before one sent to Required, and that before Permitted: for one
  // cube, every Now Solution after the first is one after the second, and after the third (the
  // cube taken out, or made a must, instead of free), so it is the least open to Now.
  auto least_bad = [&](const AiPositionSet& positions, const std::vector<AiMoveCandidate>& from,
                       int& badness) {
    std::vector<int> best;
    badness = 4;
    std::pair<std::uint64_t, int> best_hope{0, 0};
    for (std::size_t i = 0; i < positions.items().size(); ++i) {
      const AiPosition& p = positions.items()[i];
      const int b = Badness(p.safety());
      const std::uint64_t likely = LikelySafe(p);
      const std::pair<std::uint64_t, int> hope{likely, likely > 0 ? NowShelter(from[i]) : 0};
      if (b < badness || (b == badness && hope > best_hope)) {
        best.clear();
        badness = b;
        best_hope = hope;
      }
      if (b == badness && hope == best_hope) best.push_back(static_cast<int>(i));
    }
    return best.empty() ? -1 : best[random.Below(static_cast<int>(best.size()))];
  };

  if (stage == 0) {
    // The candidates: every single move, or after "Bonus" the cube to Forbidden and the move.
    std::vector<Action> firsts = MovesOf(match, seat);
    for (const Action& a : firsts) {
      if (s.bonus_step != 1) {
        if (auto c = Candidate(match, {a})) moves.push_back(std::move(*c));
        continue;
      }
      Match m = match.Clone();
      m.Apply(a);
      for (const Action& b : MovesOf(m, seat))
        if (auto c = Candidate(match, {a, b})) moves.push_back(std::move(*c));
    }
    if (moves.empty()) return Wait("no move is possible");
    if (!Chance(profile.careful_move_percent)) {
      const int pick = random.Below(static_cast<int>(moves.size()));
      return Decide(moves[pick].actions, MoveText(match, moves[pick].actions) + ": a quick move");
    }
    if (!current) current.emplace(rules, s.mat, false);
    stage = 1;
  }
  if (stage == 1) {
    // The current Possible witness often stays correct after a move and saves a search.
    Spend(budget, current->RunTo(profile.max_probe / 10, budget, &done_with));
    if (!current->RoundDone(profile.max_probe / 10) && !give_up) return;
    for (const AiMoveCandidate& c : moves)
      move_positions.Add(PositionAfter(c, current->possible().witness()));
    stage = 2;
  }
  auto safe_indices = [](const AiPositionSet& positions) {
    std::vector<int> safe;
    for (std::size_t i = 0; i < positions.items().size(); ++i)
      if (positions.items()[i].safety() == Safety::Safe) safe.push_back(static_cast<int>(i));
    return safe;
  };
  if (stage == 2) {
    Spend(budget, move_positions.Advance(budget, &done_with));
    std::vector<int> safe = safe_indices(move_positions);
    const bool exhausted = move_positions.Exhausted(profile.max_probe) || give_up;
    if (!exhausted && (safe.empty() || !move_positions.AtRoundEnd())) return;
    if (!safe.empty()) {
      if (!profile.look_ahead || safe.size() == 1 || give_up) {
        const int pick = safe[random.Below(static_cast<int>(safe.size()))];
        return decide(moves, pick, "a safe move: it leaves no correct Now or Impossible challenge");
      }
      // Look ahead at up to six safe moves, in random order.
      for (std::size_t i = safe.size(); i > 1; --i)
        std::swap(safe[i - 1], safe[random.Below(static_cast<int>(i))]);
      safe.resize(std::min<std::size_t>(safe.size(), 6));
      look_ahead = safe;
      stage = 3;
    } else if (profile.bonus_moves && !s.bonus_used_by_goal_setter && s.bonus_step == 0 &&
               BonusIsLegal(match, seat)) {
      stage = 4;
    } else {
      int badness = 0;
      const int pick = least_bad(move_positions, moves, badness);
      return decide(moves, pick, LeastBadWhy(badness));
    }
  }
  if (stage == 3) {
    // The tournament look-ahead: a safe move after which every move of the next Mover is a
    // mistake wins a challenge; try to find one within the budget.
    while (reply_at < look_ahead.size()) {
      const AiMoveCandidate& c = moves[look_ahead[reply_at]];
      if (replies.size() <= reply_at) {
        AiPositionSet set;
        if (c.after.phase() == Phase::Moving)
          for (const Action& a : MovesOf(c.after, c.after.shake().to_move))
            if (auto r = Candidate(c.after, {a}))
              set.Add(PositionAfter(
                  *r, move_positions.items()[look_ahead[reply_at]].possible().witness()));
        replies.push_back(std::move(set));
      }
      AiPositionSet& set = replies[reply_at];
      Spend(budget, set.Advance(budget, &done_with));
      bool any_safe = set.items().empty(), all_bad = !set.items().empty();
      for (const AiPosition& p : set.items()) {
        any_safe = any_safe || p.safety() == Safety::Safe;
        all_bad = all_bad &&
                  (p.safety() == Safety::NowMistake || p.safety() == Safety::ImpossibleMistake);
      }
      if (all_bad)
        return decide(moves, look_ahead[reply_at],
                      "a safe move that leaves the next player no safe move");
      if (any_safe || set.Exhausted(profile.max_probe / 10)) {
        replies[reply_at].Retire(done_with);  // its searches are freed a part per Step
        replies[reply_at] = AiPositionSet();
        ++reply_at;
        continue;
      }
      if (give_up || budget == 0) break;
    }
    if (reply_at >= look_ahead.size() || give_up) {
      const int pick = look_ahead[random.Below(static_cast<int>(look_ahead.size()))];
      return decide(moves, pick, "a safe move: it leaves no correct Now or Impossible challenge");
    }
    return;
  }
  if (stage == 4) {
    // No single move is safe: a bonus turn puts one more cube in Forbidden first (AGLOA V-C).
    Match m = match.Clone();
    m.Apply(SimpleAction(ActionKind::Bonus, seat));
    std::vector<std::vector<Action>> turns;
    for (const Action& a : MovesOf(m, seat)) {
      Match m2 = m.Clone();
      m2.Apply(a);
      for (const Action& b : MovesOf(m2, seat))
        turns.push_back({SimpleAction(ActionKind::Bonus, seat), a, b});
    }
    for (std::size_t i = turns.size(); i > 1; --i)
      std::swap(turns[i - 1], turns[random.Below(static_cast<int>(i))]);
    turns.resize(std::min<std::size_t>(turns.size(), 48));
    for (auto& t : turns)
      if (auto c = Candidate(match, t)) {
        bonus_positions.Add(PositionAfter(*c, current->possible().witness()));
        bonus_moves.push_back(std::move(*c));
      }
    stage = 5;
  }
  if (stage == 5) {
    Spend(budget, bonus_positions.Advance(budget, &done_with));
    const std::vector<int> safe = safe_indices(bonus_positions);
    const bool exhausted = bonus_positions.Exhausted(profile.max_probe) || give_up;
    if (!safe.empty() && (exhausted || bonus_positions.AtRoundEnd()))
      return decide(bonus_moves, safe[random.Below(static_cast<int>(safe.size()))],
                    "no single move is safe, but this bonus turn is");
    if (!exhausted) return;
    int badness = 0;
    const int pick = least_bad(move_positions, moves, badness);
    return decide(moves, pick, LeastBadWhy(badness));
  }
}

}  // namespace equations
