// The class in Redis: what survives a server process. A class (its code, the teacher's token as a
// hash, the game and its config, pause), its tables (seed, seats: names and token hashes) and
// each table's action log, appended only when the log is as long as the writer last saw it, so
// two processes can never both extend one table. Tokens are kept as SHA-256 hashes.
import {createHash, randomBytes} from 'node:crypto';
import Redis from 'ioredis';

import {newCode} from './validate.mjs';

export const hashToken = (token) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(16).toString('hex');

const classKey = (code) => `eq:class:${code}`;
const summariesKey = (code) => `eq:class:${code}:tables`;
const tableKey = (id) => `eq:table:${id}`;
const logKey = (id) => `eq:table:${id}:log`;

// Seats the next student: table = the first with a free seat, in order, passing over seats the
// teacher gave a computer player. Returns {table, seat}.
const kSeatScript = `
local players = tonumber(redis.call('HGET', KEYS[1], 'players'))
if not players then return nil end
while true do
  local n = redis.call('HINCRBY', KEYS[1], 'seated', 1) - 1
  local number = math.floor(n / players) + 1
  local seat = n % players
  local key = 'eq:table:' .. ARGV[1] .. '-' .. number
  if seat == 0 then
    redis.call('HSET', key, 'code', ARGV[1], 'seed', ARGV[4])
    redis.call('HSET', KEYS[1], 'tables', number)
  end
  if redis.call('HEXISTS', key, 'seat:' .. seat .. ':computer') == 0 then
    redis.call('HSET', key, 'seat:' .. seat .. ':name', ARGV[2], 'seat:' .. seat .. ':token', ARGV[3])
    return {number, seat}
  end
end`;

// Gives a seat of an existing table to a computer player: its level and name; the seat's token,
// if a student had it, no longer opens it. Returns 1, or 0 when there is no such table.
const kComputerScript = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local seat = 'seat:' .. ARGV[1]
redis.call('HDEL', KEYS[1], seat .. ':token')
redis.call('HSET', KEYS[1], seat .. ':computer', ARGV[2], seat .. ':name', ARGV[3])
return 1`;

// Appends entries when the log holds exactly ARGV[1] entries; returns the new length or -1.
const kAppendScript = `
if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[1]) then return -1 end
for i = 2, #ARGV do redis.call('RPUSH', KEYS[1], ARGV[i]) end
return redis.call('LLEN', KEYS[1])`;

export class Store {
  constructor(url) {
    this.redis = new Redis(url, {lazyConnect: false, maxRetriesPerRequest: 3});
    this.redis.defineCommand('seatStudent', {numberOfKeys: 1, lua: kSeatScript});
    this.redis.defineCommand('appendLog', {numberOfKeys: 1, lua: kAppendScript});
    this.redis.defineCommand('seatComputer', {numberOfKeys: 1, lua: kComputerScript});
  }

  async close() {
    await this.redis.quit().catch(() => {});
  }

  /** Creates a class; returns {code, teacherToken}. */
  async createClass({game, config, players}) {
    for (;;) {
      const code = newCode(randomBytes);
      const teacherToken = newToken();
      const created = await this.redis.hsetnx(classKey(code), 'teacher', hashToken(teacherToken));
      if (!created) continue;  // the code is taken: draw another
      await this.redis.hset(classKey(code), 'game', game, 'config', JSON.stringify(config),
                            'players', String(players), 'paused', '0', 'seated', '0', 'tables', '0',
                            'round_start_ms', String(Date.now()));
      return {code, teacherToken};
    }
  }

  /** The class with this code, or null. */
  async loadClass(code) {
    const fields = await this.redis.hgetall(classKey(code));
    if (!fields.teacher || !fields.game) return null;
    return {
      code,
      teacher: fields.teacher,
      game: fields.game,
      config: JSON.parse(fields.config),
      players: Number(fields.players),
      paused: fields.paused === '1',
      tables: Number(fields.tables),
      roundStartMs: Number(fields.round_start_ms),  // the round began when the class was created
    };
  }

  async setPaused(code, paused) {
    await this.redis.hset(classKey(code), 'paused', paused ? '1' : '0');
  }

  /** Seats a student at the first free seat; returns {tableId, seat, token}. */
  async seatStudent(code, name) {
    const token = newToken();
    const seed = String(randomBytes(4).readUInt32LE(0));
    const seated = await this.redis.seatStudent(classKey(code), code, name, hashToken(token), seed);
    if (!seated) return null;
    const [number, seat] = seated;
    return {tableId: `${code}-${number}`, seat, token};
  }

  /** A table: {code, seed, seats: [{name, token, computer}]} (token hashes; `computer` is the
   *  computer player's level), seats in order with null for a seat nobody has yet; or null. */
  async loadTable(tableId) {
    const fields = await this.redis.hgetall(tableKey(tableId));
    if (!fields.code) return null;
    const seats = [];
    for (const [field, value] of Object.entries(fields)) {
      const match = /^seat:(\d+):(name|token|computer)$/.exec(field);
      if (!match) continue;
      const seat = Number(match[1]);
      while (seats.length <= seat) seats.push(null);
      seats[seat] ??= {name: null, token: null, computer: null};
      seats[seat][match[2]] = value;
    }
    return {code: fields.code, seed: fields.seed, seats};
  }

  /** Gives a seat to a computer player of `level`, named `name`: false when there is no table. */
  async seatComputer(tableId, seat, level, name) {
    return (await this.redis.seatComputer(tableKey(tableId), String(seat), level, name)) === 1;
  }

  async loadLog(tableId) {
    const items = await this.redis.lrange(logKey(tableId), 0, -1);
    return items.map((item) => JSON.parse(item));
  }

  /** Appends entries to a log of `expected` entries: true, or false when it has moved on. */
  async appendLog(tableId, expected, entries) {
    if (entries.length === 0) return true;
    const length = await this.redis.appendLog(logKey(tableId), String(expected),
                                              ...entries.map((e) => JSON.stringify(e)));
    return length === expected + entries.length;
  }

  async saveSummary(code, tableId, summary) {
    await this.redis.hset(summariesKey(code), tableId, JSON.stringify(summary));
  }

  async loadSummaries(code) {
    const all = await this.redis.hgetall(summariesKey(code));
    return Object.fromEntries(Object.entries(all).map(([id, text]) => [id, JSON.parse(text)]));
  }
}
