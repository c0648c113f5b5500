// Opening a table from Redis (its class, seats and log, replayed by the engine), the summary the
// teacher sees, and the teacher's commands as the engine's judge actions. Shared by the table's
// room and by the class room for tables no room holds at the moment.
import {Table} from './table.mjs';

// The teacher's commands that are a judge's action in the game's own text form. The engine
// decides whether each is legal now; a game without an entry refuses the command.
const kJudgeActions = {
  equations: {call_time: 'time', end_round: 'stop'},
};

/** Loads a table: {table (Table), code, names, paused}, or {error}. */
export async function openTable({engine, store}, tableId) {
  const record = await store.loadTable(tableId);
  if (!record) return {error: `no table ${tableId}`};
  const cls = await store.loadClass(record.code);
  if (!cls) return {error: `no class ${record.code}`};
  const config = {...cls.config, players: cls.players, seed: Number(record.seed)};
  const table = new Table(engine, {game: cls.game, config}, await store.loadLog(tableId));
  const error = table.check();
  if (error) return {error: `the log of table ${tableId} does not replay: ${error}`};
  return {table, code: record.code, names: namesOf(record, cls.players), tokens: record.seats.map((s) => s?.token ?? null),
          computers: computersOf(record), paused: cls.paused, roundStartMs: cls.roundStartMs};
}

/** The seats a computer player has: {seat: level}. */
export function computersOf(record) {
  const computers = {};
  record.seats.forEach((s, seat) => {
    if (s?.computer) computers[seat] = s.computer;
  });
  return computers;
}

/** One name per seat; an empty seat is null. */
export function namesOf(record, players) {
  return Array.from({length: players}, (_, seat) => record.seats[seat]?.name ?? null);
}

/** Appends entries to the table's log in Redis, then to the table: true, or false when another
 *  writer moved the log on (the caller reopens the table). */
export async function extend({store}, tableId, table, entries) {
  if (entries.length === 0) return true;
  if (!(await store.appendLog(tableId, table.log.length, entries))) return false;
  table.commit(entries);
  return true;
}

/** What the teacher sees of a table (every seat sees the same public state): with the round's
 *  clock and the results as the engine gives them, and `waiting`: the seats the game waits on
 *  (to_act) that nobody plays now (no device connected, no computer player). */
export function summarize(tableId, table, {names, paused, computers = {}, roundStartMs}, connected = [],
                          view = table.seatView(0)) {
  if (view.error) return {table: tableId, error: view.error};
  const state = view.state ?? {};
  const played = (seat) => connected.includes(seat) || seat in computers;
  return {
    table: tableId,
    game: table.game,
    names,
    connected,
    computers,
    phase: state.phase ?? state.current?.phase ?? null,
    shakes: Array.isArray(state.shakes) ? state.shakes.length : null,
    scores: view.scores,
    to_act: view.to_act,
    waiting: (view.to_act ?? []).filter((seat) => !played(seat)),
    terminal: view.terminal,
    actions: table.log.length,
    clock: table.roundClock(roundStartMs),
    results: state.results ?? null,
    paused,
  };
}

/** The judge action a teacher's command stands for at this table, or {refused}. */
export function judgeAction(game, command) {
  const action = kJudgeActions[game]?.[command];
  return action ? {action} : {refused: `the ${game} game has no "${command}" for the teacher`};
}
