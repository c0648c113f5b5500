// One table of a class as the engine sees it: the game, its config (with the seed) and the log
// of actions applied. Every question is asked of the engine's `play` request (equations-engine):
// which actions a seat may take, the checked apply, each seat's view. No game rule is here.

/** A log entry: the action text, the seat that took it (-1: the dice, the deck, a judge) and
 *  the client's number for it (0 for the server's own entries). */
export function entry(action, seat, id) {
  return {a: action, s: seat, i: id};
}

export class Table {
  #engine;
  /** @param engine an equations-engine instance; @param setup {game, config}; @param log entries */
  constructor(engine, setup, log = []) {
    this.#engine = engine;
    this.game = setup.game;
    this.config = setup.config;
    this.log = log;
  }

  get actions() {
    return this.log.map((e) => e.a);
  }

  #play(extra, actions = this.actions) {
    return this.#engine.play({game: this.game, config: this.config, actions, ...extra});
  }

  /** The log replayed: null when the engine accepts it, else the engine's error. */
  check() {
    const answer = this.#play({});
    return answer.error ?? null;
  }

  /** The entries a seat's action adds (the action, then the chance outcomes the engine gives),
   *  or {refused}. The table is unchanged until commit(). */
  propose(seat, action, id) {
    const answer = this.#play({seat, apply: action});
    if (answer.error) return {refused: answer.error};
    if (answer.refused) return {refused: answer.refused};
    return {entries: [entry(action, seat, id), ...this.#chance(answer.actions, answer.chance)]};
  }

  /** The entries of a judge's action (the engine's text, e.g. "time"), if the engine lists it
   *  as legal now, with the chance outcomes after it; or {refused}. */
  proposeJudge(action) {
    const full = this.#play({});
    if (full.error) return {refused: full.error};
    if (!full.legal_actions.includes(action)) return {refused: `"${action}" is not legal now`};
    const answer = this.#play({apply: action});
    if (answer.refused) return {refused: answer.refused};
    return {entries: [entry(action, -1, 0), ...this.#chance(answer.actions, answer.chance)]};
  }

  /** The chance outcomes due now (the roll for first, the cubes' roll, a card dealt). */
  proposeChance() {
    const answer = this.#play({});
    if (answer.error) return {refused: answer.error};
    return {entries: this.#chance(answer.actions, answer.chance)};
  }

  // At a chance node the engine lists one outcome, its seeded roll or card: apply it until a
  // player or a judge is to act.
  #chance(actions, chance) {
    const added = [];
    let current = actions;
    let atChance = chance;
    while (atChance) {
      const full = this.#play({}, current);
      if (full.error || full.terminal || !full.chance || full.legal_actions.length === 0) break;
      const outcome = full.legal_actions[0];
      added.push(entry(outcome, -1, 0));
      current = [...current, outcome];
      atChance = this.#play({}, current).chance;
    }
    return added;
  }

  /** The computer player's decision for the first of `seats` that acts now (the engine's
   *  {seat, plan, note}, seat null when none does), or {error}. */
  computerDecision(seats, level) {
    const answer = this.#play({computer: {seats, level, seed: Number(this.config.seed) || 0}});
    return answer.error ? answer : answer.computer;
  }

  /** Where the round stands now for a round that began at `roundStartMs` (the engine's
   *  round_clock, null for a game without one), with the server's time it was read at. */
  roundClock(roundStartMs, nowMs = Date.now()) {
    if (!Number.isSafeInteger(roundStartMs) || roundStartMs < 0) return null;
    const answer = this.#play({seat: 0, clock: {round_start_ms: roundStartMs, now_ms: nowMs}});
    return answer.round_clock ? {...answer.round_clock, at_ms: nowMs} : null;
  }

  commit(entries) {
    this.log.push(...entries);
  }

  /** What the player in `seat` may see and do (the engine's seat answer). */
  seatView(seat) {
    return this.#play({seat});
  }

  /** The last entry of `seat` with client number `id`, if any (a resent action). */
  findSent(seat, id) {
    for (let n = this.log.length - 1; n >= 0; --n) {
      if (this.log[n].s === seat && this.log[n].i === id) return n;
    }
    return -1;
  }

  /** The highest client number `seat` has in the log (0 when none). */
  lastId(seat) {
    let last = 0;
    for (const e of this.log) if (e.s === seat && e.i > last) last = e.i;
    return last;
  }
}
