// A table with a missing player: the match waits for the seat nobody plays (the teacher sees
// which), and the teacher seats the engine's computer player there, which plays that seat's
// actions, each checked and logged like a student's, until the shake is over.
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';

import Redis from 'ioredis';

import {createClass, joinClass, Student} from './class_client.mjs';
import {startRedis, startServer} from './harness.mjs';
import {seeded, settle} from './play.mjs';

let redis;
let server;
let db;

before(async () => {
  redis = await startRedis();
  server = await startServer(redis.url);
  db = new Redis(redis.url);
});
after(async () => {
  await db?.quit();
  await server?.stop();
  await redis?.stop();
});

const log = async (tableId) => (await db.lrange(`eq:table:${tableId}:log`, 0, -1)).map((text) => JSON.parse(text));

// What a student may do that moves the match on: not a challenge or a block picked up, which
// interrupt, and not rearranging the Goal (a random Goal-setter would move cubes back and forth
// for long); challenges and rearranging stay legal, the test just does not choose them.
const onward = (view) => view.legal_actions.filter((action) => !/^p\d (challenge|block|arrange|gap|return)\b/.test(action));

// The students present play random onward actions until none of them has one, or, with a
// computer player at the table (`others`), until `done`: when no student has one, they wait for
// the computer's actions. An action the computer's overtook may be refused.
async function playPresent(students, random, {done = () => false, others = false, limit = 400} = {}) {
  for (let n = 0; n < limit; ++n) {
    const length = await settle(students);
    if (done(students[0].view)) return;
    const movers = students.filter((s) => onward(s.view).length > 0);
    if (movers.length === 0) {
      if (!others) return;
      await students[0].until((v) => v.actions.length > length);
      continue;
    }
    const student = movers[Math.floor(random() * movers.length)];
    const legal = onward(student.view);
    const answer = await student.act(legal[Math.floor(random() * legal.length)]);
    if (answer.type === 'ack') await student.until((v) => v.actions.length > length);
    else assert.equal(answer.type, others ? 'refused' : 'ack', JSON.stringify(answer));
  }
  throw new Error(`not done after ${limit} actions; the last: ${students[0].view.actions.slice(-12).join(' | ')}`);
}

test('a table with a missing player waits; a computer player seated by the teacher plays it', async () => {
  const {teacher, code} = await createClass(server.address, {
    game: 'equations', config: {rules: 'agloa', division: 'middle', max_shakes: 1}, players: 3});
  // Two of the three seats are taken: seat 2 stays empty.
  const seats = [await joinClass(server.address, code, 'Ana'), await joinClass(server.address, code, 'Bo')];
  const tableId = seats[0].table;
  const students = await Promise.all(seats.map((seat) => Student.join(server.address, seat)));

  // The two play until the game waits on seat 2 alone: nothing more can happen at the table.
  await playPresent(students, seeded(4));
  const length = await settle(students);
  const view = students[0].view;
  assert.ok(!view.terminal);
  assert.ok(view.to_act.includes(2), `the game waits on seat 2: ${JSON.stringify(view.to_act)}`);
  assert.ok(students.every((s) => onward(s.view).length === 0), 'the students may only interrupt');
  assert.ok(!(await log(tableId)).some((e) => e.s === 2), 'nobody acted for seat 2');
  assert.equal((await log(tableId)).length, length, 'the log is the view');
  await teacher.inbox.until(() => teacher.tables()[tableId]?.actions === length);
  const waiting = teacher.tables()[tableId];
  assert.deepEqual(waiting.names, ['Ana', 'Bo', null]);
  assert.deepEqual(waiting.waiting, [2], 'the teacher sees which seat the table waits on');

  // Refused: a seat a connected student plays, a table of another class, a level the engine
  // does not know; nothing changes.
  const taken = await teacher.command('seat_computer', {table: tableId, seat: 0});
  assert.match(taken.message.tables[0].refused, /seat 0's student is connected/);
  const elsewhere = await teacher.command('seat_computer', {table: 'ZZZZZZ-1', seat: 2});
  assert.equal(elsewhere.type, 'error');
  const level = await teacher.command('seat_computer', {table: tableId, seat: 2, level: 'expert'});
  assert.match(level.message.tables[0].refused, /unknown level "expert"/);
  assert.equal((await log(tableId)).length, length);

  // The computer player takes seat 2 and plays; the students play on to the end of the shake.
  const seated = await teacher.command('seat_computer', {table: tableId, seat: 2, level: 'beginner'});
  assert.equal(seated.type, 'done');
  assert.equal(seated.message.tables[0].refused, undefined);
  await students[0].until((v) => v.actions.length > length);
  assert.deepEqual(students[0].view.names, ['Ana', 'Bo', 'Computer (beginner)']);
  await playPresent(students, seeded(5), {done: (v) => v.terminal, others: true, limit: 2000});
  await settle(students);
  assert.ok(students[0].view.terminal, 'the shake was played to its end');

  const entries = await log(tableId);
  const computer = entries.filter((e) => e.s === 2);
  assert.ok(computer.length > 0, 'seat 2 acted');
  assert.ok(computer.every((e) => e.i === 0), 'the computer player\'s actions are the server\'s own');
  await teacher.inbox.until(() => teacher.tables()[tableId]?.terminal);
  assert.deepEqual(teacher.tables()[tableId].waiting, []);
  assert.deepEqual(teacher.tables()[tableId].computers, {2: 'beginner'});

  // A student who joins the class later is not given the computer's seat.
  const late = await joinClass(server.address, code, 'Cal');
  assert.equal(late.table, `${code}-2`);
  assert.equal(late.seat, 0);
  await Promise.all([...students.map((s) => s.leave()), teacher.leave()]);
});
