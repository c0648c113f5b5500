// Two class server processes share one Redis; tables play on both; one process is killed
// (SIGKILL) mid-match. Every table resumes, on the process left, from its log in Redis with
// every acknowledged action, counted; then the killed process is started again and takes
// tables too.
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';

import Redis from 'ioredis';

import {createClass, joinClass, Student} from './class_client.mjs';
import {startRedis, startServer} from './harness.mjs';
import {playTable, seeded, settle} from './play.mjs';

const kTables = 4;
let redis;
let servers;
let db;

before(async () => {
  redis = await startRedis();
  servers = [await startServer(redis.url), await startServer(redis.url)];
  db = new Redis(redis.url);
});
after(async () => {
  await db?.quit();
  for (const server of servers ?? []) await server.stop();
  await redis?.stop();
});

// The address of the process holding each table's room, from the rooms' listing in Redis.
async function placement() {
  const rooms = Object.values(await db.hgetall('roomcaches')).map((text) => JSON.parse(text));
  return Object.fromEntries(rooms.filter((r) => r.name === 'table').map((r) => [r.tableId, r.publicAddress]));
}

async function log(tableId) {
  return (await db.lrange(`eq:table:${tableId}:log`, 0, -1)).map((text) => JSON.parse(text));
}

test('a SIGKILLed process: every table resumes from its log with every acknowledged action', async () => {
  const [a, b] = servers;
  const {teacher, code} = await createClass(a.address, {
    game: 'equations', config: {rules: 'agloa', division: 'middle'}, players: 3});
  const tables = [];
  for (let t = 0; t < kTables; ++t) {
    const seats = [];
    for (let s = 0; s < 3; ++s) seats.push(await joinClass(t % 2 ? b.address : a.address, code, `T${t}S${s}`));
    tables.push({id: seats[0].table, seats, students: [], acked: []});
    // Tables are created on the process a student asks: tables 1 and 3 on one, 2 and 4 on the other.
    for (const seat of seats) tables[t].students.push(await Student.join(t % 2 ? b.address : a.address, seat));
  }
  const where = await placement();
  const victim = where[tables[0].id];
  const survivor = victim === a.address ? b : a;
  assert.ok(tables.some((t) => where[t.id] === survivor.address), `tables on both processes: ${JSON.stringify(where)}`);

  // Every table plays: a match in progress on each process.
  for (const [t, table] of tables.entries()) {
    const {acked, refused} = await playTable(table.students, seeded(100 + t), () => false, 6);
    assert.deepEqual(refused, []);
    table.acked.push(...acked);
  }
  // Actions in flight when the process dies: some may be acknowledged, some not.
  const inFlight = tables.filter((t) => where[t.id] === victim).map((table) => {
    const mover = table.students.find((s) => s.view.legal_actions.length > 0);
    const action = mover.view.legal_actions[0];
    return mover.act(action).then((answer) => answer.type === 'ack' && table.acked.push({seat: mover.seat, id: answer.id, action}),
                                  () => {});
  });
  await (victim === a.address ? a : b).kill('SIGKILL');
  await Promise.all(inFlight);

  // Every student rejoins through the process left, which reopens the tables from Redis.
  let counted = 0;
  for (const table of tables) {
    await Promise.all(table.students.map((s) => s.leave().catch(() => {})));
    table.students = [];
    for (const seat of table.seats) table.students.push(await Student.join(survivor.address, seat));
    const length = await settle(table.students);
    const entries = await log(table.id);
    assert.equal(length, entries.length, `${table.id}: the view is the whole log`);
    for (const {seat, id, action} of table.acked) {
      const found = entries.find((e) => e.s === seat && e.i === id);
      assert.ok(found, `${table.id}: acknowledged action ${id} of seat ${seat} is in the log`);
      assert.equal(found.a, action);
      ++counted;
    }
    const sent = entries.filter((e) => e.s >= 0).length;
    assert.ok(sent >= table.acked.length, `${table.id}: ${sent} logged, ${table.acked.length} acknowledged`);
    assert.equal(new Set(entries.filter((e) => e.s >= 0).map((e) => `${e.s}:${e.i}`)).size, sent, 'no action twice');
    // The match goes on where it stood.
    const {refused} = await playTable(table.students, seeded(7), (v) => v.actions.length >= length + 2, 3);
    assert.deepEqual(refused, []);
  }
  assert.ok(counted >= kTables * 6, `${counted} acknowledged actions counted`);
  console.log(`# fault: ${counted} acknowledged actions, all found after the kill`);

  // The killed process starts again and serves the class too.
  const restarted = await startServer(redis.url);
  servers.push(restarted);
  const again = await Student.join(restarted.address, await joinClass(restarted.address, code, 'Late'));
  assert.ok(again.view.actions.length > 0);
  await again.leave();
  for (const table of tables) await Promise.all(table.students.map((s) => s.leave()));
  await teacher.leave().catch(() => {});
});
