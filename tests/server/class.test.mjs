// The class server with its own Redis: three students at one table play a shake through the
// engine, a student reloads and rejoins their seat, and the teacher sees two tables and runs
// the class's commands.
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';

import {createClass, joinClass, rejoinTeacher, Student} from './class_client.mjs';
import {startRedis, startServer} from './harness.mjs';
import {playTable, seeded, settle} from './play.mjs';

const kSetup = {game: 'equations', config: {rules: 'agloa', division: 'middle', max_shakes: 1}, players: 3};
let redis;
let server;

before(async () => {
  redis = await startRedis();
  server = await startServer(redis.url);
});
after(async () => {
  await server?.stop();
  await redis?.stop();
});

async function seatTable(code, names) {
  const seats = [];
  for (const name of names) seats.push(await joinClass(server.address, code, name));
  return {seats, students: await Promise.all(seats.map((seat) => Student.join(server.address, seat)))};
}

// No member anywhere in `json` tells the seed, the generator or the coming cards.
function secretMembers(json, found = []) {
  if (Array.isArray(json)) json.forEach((item) => secretMembers(item, found));
  else if (json && typeof json === 'object')
    for (const [key, value] of Object.entries(json)) {
      if (['seed', 'random', 'deck'].includes(key)) found.push(key);
      secretMembers(value, found);
    }
  return found;
}

test('three students at one table play a shake, every action checked by the engine', async () => {
  const {teacher, code} = await createClass(server.address, kSetup);
  const {seats, students} = await seatTable(code, ['Ada', 'Ben', 'Cy']);
  assert.deepEqual(seats.map((s) => s.table), [`${code}-1`, `${code}-1`, `${code}-1`]);
  assert.deepEqual(seats.map((s) => s.seat), [0, 1, 2]);
  assert.equal(new Set(seats.map((s) => s.token)).size, 3);

  const {acked, refused} = await playTable(students, seeded(44), (view) => view.terminal);
  assert.deepEqual(refused, [], 'a legal action was refused');
  await settle(students);
  const views = students.map((s) => s.view);
  assert.ok(views[0].terminal, 'the match of one shake ended');
  assert.equal(views[0].state.shakes.length, 1);
  const shake = views[0].state.shakes[0];
  assert.ok(shake.result.length > 0, 'the shake has its result');
  for (const [seat, view] of views.entries()) {
    assert.equal(view.seat, seat);
    assert.deepEqual(view.names, ['Ada', 'Ben', 'Cy']);
    assert.deepEqual(view.state, views[0].state, 'every seat sees the same table');
    assert.deepEqual(secretMembers(view), [], `seat ${seat} sees no seed`);
  }
  // Every action a seat sent is in the log once, with the chance outcomes the engine gave.
  const seatActions = acked.map((a) => a.action);
  let n = 0;
  for (const action of views[0].actions) if (n < seatActions.length && action === seatActions[n]) ++n;
  assert.equal(n, seatActions.length, 'the log holds every acknowledged action in order');
  assert.ok(views[0].actions.some((a) => a.startsWith('roll ')), 'the server rolled the cubes');
  // Written Equations were judged by the engine: each presented one has a verdict.
  for (const w of shake.writing ?? []) if (w.presented) assert.equal(typeof w.correct, 'boolean');
  await Promise.all([...students.map((s) => s.leave()), teacher.leave()]);
});

test('a student who reloads rejoins their own seat and a resent action is not applied twice', async () => {
  const {teacher, code} = await createClass(server.address, {...kSetup, config: {rules: 'agloa', division: 'middle'}});
  const {seats, students} = await seatTable(code, ['Dee', 'Eli', 'Fay']);
  await playTable(students, seeded(7), (view) => view.actions.length >= 6, 4);
  const length = await settle(students);

  // The student who acted last reloads: the tab kept its seat; a new connection, same token.
  const seat = students.reduce((best, s) => (s.nextId > best.nextId ? s : best)).seat;
  const lastId = students[seat].nextId - 1;
  assert.ok(lastId > 0);
  await students[seat].leave();
  const again = await Student.join(server.address, seats[seat]);
  assert.equal(again.seat, seat);
  assert.equal(again.view.actions.length, length, 'the rejoined view is the table as it was');
  assert.equal(again.nextId, lastId + 1, 'the server says which action numbers it has');
  students[seat] = again;
  // The last action sent again with its number (no answer came, say): acknowledged, not applied.
  const resent = await again.act(`p${seat} bonus`, lastId);
  assert.equal(resent.type, 'ack');
  assert.equal(resent.duplicate, true);
  assert.equal(await settle(students), length);
  const {refused} = await playTable(students, seeded(8), (view) => view.actions.length >= length + 3, 6);
  assert.deepEqual(refused, []);
  await Promise.all([...students.map((s) => s.leave()), teacher.leave()]);
});

test('the teacher sees two tables, pauses the class, calls time and gets the results', async () => {
  const {teacher, code, teacherToken} = await createClass(server.address, {...kSetup, config: {rules: 'agloa', division: 'middle'}});
  const first = await seatTable(code, ['Gil', 'Hal', 'Ivy']);
  const second = await seatTable(code, ['Jo', 'Kai', 'Lu']);
  assert.deepEqual(second.seats.map((s) => s.table), [`${code}-2`, `${code}-2`, `${code}-2`]);
  await playTable(first.students, seeded(1), (v) => v.actions.length >= 5, 3);
  await playTable(second.students, seeded(2), (v) => v.actions.length >= 4, 2);
  const lengths = [await settle(first.students), await settle(second.students)];

  await teacher.inbox.until(() => {
    const tables = teacher.tables();
    return tables[`${code}-1`]?.actions === lengths[0] && tables[`${code}-2`]?.actions === lengths[1];
  });
  const tables = teacher.tables();
  assert.deepEqual(tables[`${code}-1`].names, ['Gil', 'Hal', 'Ivy']);
  assert.deepEqual(tables[`${code}-2`].names, ['Jo', 'Kai', 'Lu']);
  for (const [id, group] of [[`${code}-1`, first], [`${code}-2`, second]]) {
    assert.deepEqual(tables[id].scores, group.students[0].view.scores);
    assert.deepEqual(tables[id].to_act, group.students[0].view.to_act);
    assert.equal(tables[id].phase, group.students[0].view.state.phase);
    assert.deepEqual(tables[id].connected, [0, 1, 2]);
  }

  // Pause: every table refuses actions until resumed.
  const paused = await teacher.command('pause');
  assert.equal(paused.type, 'done');
  assert.ok(paused.message.tables.every((t) => t.paused));
  const mover = first.students.find((s) => s.view.legal_actions.length > 0);
  await mover.until((v) => v.paused);
  const refused = await mover.act(mover.view.legal_actions[0]);
  assert.equal(refused.refused, 'the class is paused');
  assert.equal(await settle(first.students), lengths[0]);
  assert.equal((await teacher.command('resume')).type, 'done');

  // A teacher who reloads rejoins with the teacher token and sees both tables again.
  const reloaded = await rejoinTeacher(server.address, code, teacherToken);
  assert.deepEqual(Object.keys(reloaded.tables()).sort(), [`${code}-1`, `${code}-2`]);

  // Call time: the judge's action at each table, where the engine takes it now.
  const called = await reloaded.command('call_time');
  assert.equal(called.type, 'done');
  for (const t of called.message.tables) {
    if (t.refused) continue;
    assert.ok(t.actions > lengths[t.table === `${code}-1` ? 0 : 1], 'time was applied and logged');
  }
  const results = await reloaded.command('results');
  assert.deepEqual(results.message.tables.map((t) => t.table), [`${code}-1`, `${code}-2`]);
  assert.ok(results.message.tables.every((t) => Array.isArray(t.scores) && t.scores.length === 3));
  await Promise.all([...first.students, ...second.students].map((s) => s.leave()));
  await Promise.all([teacher.leave(), reloaded.leave()]);
});
