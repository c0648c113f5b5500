// The teacher's view of each table carries the round's clock (time left) and the results as the
// engine gives them: match points under AGLOA XII-A and the MLAG chart, player scores under the
// ACC. Each table's results are the engine's own answer for the table's log in Redis.
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';

import Redis from 'ioredis';

import {loadEngine} from '../../server/class_server.mjs';
import {createClass, joinClass, Student} from './class_client.mjs';
import {startRedis, startServer} from './harness.mjs';
import {playTable, seeded, settle} from './play.mjs';

let redis;
let server;
let db;
let engine;

before(async () => {
  redis = await startRedis();
  server = await startServer(redis.url);
  db = new Redis(redis.url);
  engine = await loadEngine();
});
after(async () => {
  await db?.quit();
  await server?.stop();
  await redis?.stop();
});

async function seatTable(code, names) {
  const seats = [];
  for (const name of names) seats.push(await joinClass(server.address, code, name));
  return {tableId: seats[0].table, students: await Promise.all(seats.map((seat) => Student.join(server.address, seat)))};
}

// The engine's results for a table's log and seed, as stored in Redis.
async function engineResults(code, tableId) {
  const cls = await db.hgetall(`eq:class:${code}`);
  const seed = Number(await db.hget(`eq:table:${tableId}`, 'seed'));
  const actions = (await db.lrange(`eq:table:${tableId}:log`, 0, -1)).map((text) => JSON.parse(text).a);
  const config = {...JSON.parse(cls.config), players: Number(cls.players), seed};
  const answer = engine.play({game: cls.game, config, actions});
  assert.equal(answer.error, undefined);
  return answer.results;
}

for (const [rules, division, scoring, name] of [
  ['agloa', 'middle', 'placement', 'Match points'],
  ['acc', '7-8', 'average', 'Player score'],
  ['mlag', 'middle', 'placement', 'Team points (MLAG chart)'],
]) {
  test(`${rules}: the results of a finished table are the engine's ${name.toLowerCase()}`, async () => {
    const {teacher, code} = await createClass(server.address, {
      game: 'equations', config: {rules, division, max_shakes: 1}, players: 3});
    // One student opens the table and does not come: computer players play its three seats to
    // the end of the shake (random legal actions cannot, under the ACC: its Goal is declared
    // with its grouping, which no list of legal actions holds).
    const {table: tableId} = await joinClass(server.address, code, 'Ada');
    for (const seat of [0, 1, 2]) {
      const seated = await teacher.command('seat_computer', {table: tableId, seat, level: 'beginner'});
      assert.equal(seated.type, 'done');
      assert.equal(seated.message.tables[0].refused, undefined);
    }
    await teacher.inbox.until(() => teacher.tables()[tableId]?.terminal);

    const answer = await teacher.command('results');
    assert.equal(answer.type, 'done');
    const [table] = answer.message.tables;
    assert.equal(table.table, tableId);
    assert.deepEqual(table.results, await engineResults(code, tableId), 'the engine\'s results, as they are');
    assert.equal(table.results.scoring, scoring);
    assert.equal(table.results.name, name);
    assert.equal(table.results.final, true);
    assert.equal(table.results.players.length, 3);
    for (const [seat, player] of table.results.players.entries()) {
      assert.equal(player.total, table.scores[seat]);
      if (scoring === 'placement') assert.ok(Number.isInteger(player.match_points) && player.place.length > 0);
      else assert.match(player.player_score.text, /^-?\d+\.\d\d$/);
    }
    await teacher.leave();
  });
}

test('the teacher sees the time left at each table, from the engine\'s round clock', async () => {
  const {teacher, code} = await createClass(server.address, {
    game: 'equations', config: {rules: 'agloa', division: 'middle'}, players: 3});
  const {tableId, students} = await seatTable(code, ['Di', 'Ed', 'Flo']);
  await playTable(students, seeded(3), (view) => view.actions.length >= 4, 3);
  const length = await settle(students);
  await teacher.inbox.until(() => teacher.tables()[tableId]?.actions === length);
  const {clock} = teacher.tables()[tableId];
  // AGLOA XI-B: a round of 30 minutes, begun when the class was created.
  assert.equal(clock.stage, 'running');
  assert.equal(clock.round_ms, 30 * 60 * 1000);
  assert.ok(clock.left_ms > 0 && clock.left_ms <= clock.round_ms, JSON.stringify(clock));
  assert.equal(clock.due, null);
  assert.ok(Number.isSafeInteger(clock.at_ms));

  // Time called: the table finishes its shake in the extra minutes (XI-B-1).
  const called = await teacher.command('call_time');
  const [table] = called.message.tables;
  assert.equal(table.refused, undefined);
  assert.equal(table.clock.stage, 'finishing');
  assert.ok(table.clock.left_ms > 0);
  await Promise.all([...students.map((s) => s.leave()), teacher.leave()]);
});
