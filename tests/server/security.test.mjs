// What the class server refuses: acting for another seat, another student's token, a 1 MB
// message, 1,000 messages at once from one client, a forged teacher command, bad names. Each
// is answered by an error or a closed connection, and the match is unchanged (its log in Redis
// has the same length).
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';

import Redis from 'ioredis';

import {createClass, joinClass, rejoinTeacher, Student} from './class_client.mjs';
import {startRedis, startServer} from './harness.mjs';
import {settle} from './play.mjs';

let redis;
let server;
let db;
let code;
let teacher;
let seats;
let students;
let tableId;

const logLength = () => db.llen(`eq:table:${tableId}:log`);

before(async () => {
  redis = await startRedis();
  server = await startServer(redis.url);
  db = new Redis(redis.url);
  ({teacher, code} = await createClass(server.address, {
    game: 'equations', config: {rules: 'agloa', division: 'middle'}, players: 3}));
  seats = [];
  for (const name of ['Mo', 'Ned', 'Oz']) seats.push(await joinClass(server.address, code, name));
  tableId = seats[0].table;
  students = await Promise.all(seats.map((seat) => Student.join(server.address, seat)));
  // Right after the roll the Goal-setter sets the Goal (AGLOA IV); the others may only challenge.
  await settle(students);
});
after(async () => {
  await Promise.all((students ?? []).map((s) => s.leave().catch(() => {})));
  await teacher?.leave().catch(() => {});
  await db?.quit();
  await server?.stop();
  await redis?.stop();
});

// The student with the most legal actions now (the Goal-setter) and another.
function moverAndOther() {
  const mover = students.reduce((a, b) => (b.view.legal_actions.length > a.view.legal_actions.length ? b : a));
  return {mover, other: students.find((s) => s !== mover)};
}

test('a student cannot act for another seat', async () => {
  const length = await settle(students);
  const before = await logLength();
  const {mover, other} = moverAndOther();
  assert.ok(!other.view.legal_actions.includes(mover.view.legal_actions[0]));
  const answer = await other.act(mover.view.legal_actions[0]);
  assert.equal(answer.type, 'refused');
  assert.equal(answer.refused, `that action is seat ${mover.seat}'s, not seat ${other.seat}'s`);
  assert.equal(await logLength(), before);
  assert.equal(await settle(students), length);
});

test("another student's token is refused while its seat plays, and a token fits its own table only", async () => {
  const before = await logLength();
  await assert.rejects(Student.join(server.address, seats[0]), /in use on another device/);
  // A token of this table at another table of the class.
  const fourth = await joinClass(server.address, code, 'Pip');
  assert.equal(fourth.table, `${code}-2`);
  await assert.rejects(Student.join(server.address, {table: fourth.table, token: seats[1].token}),
                       /holds no seat at this table/);
  await assert.rejects(Student.join(server.address, {table: tableId, token: '0'.repeat(32)}),
                       /holds no seat at this table/);
  assert.equal(await logLength(), before);
  // The seat's own student still plays.
  const {mover} = moverAndOther();
  assert.ok(mover.view.legal_actions.length > 0);
});

test('a 1 MB message closes its connection and changes nothing; a 2 kB one gets an error', async () => {
  const length = await settle(students);
  const before = await logLength();
  const {mover} = moverAndOther();
  const big = await mover.act(`p${mover.seat} present "${'1+'.repeat(700)}1"`);
  assert.equal(big.type, 'error');
  assert.match(big.error, /larger than 1024 bytes/);

  const intruder = await Student.join(server.address, await joinClass(server.address, code, 'Quin'));
  intruder.room.send('act', {id: 1, action: 'x'.repeat(1 << 20)});
  await assert.rejects(intruder.inbox.until(() => false), /the room closed \(1009\)/);
  assert.equal(await logLength(), before);
  assert.equal(await settle(students), length);
});

test('1,000 messages at once from one client: all but a few refused for the rate, nothing applied', async () => {
  const length = await settle(students);
  const before = await logLength();
  const {mover, other} = moverAndOther();
  const action = mover.view.legal_actions[0];
  const first = other.nextId;
  const start = other.inbox.messages.length;
  for (let n = 0; n < 1000; ++n) other.room.send('act', {id: first + n, action});
  other.nextId += 1000;
  const answers = () => other.inbox.messages.slice(start).filter((m) => m.type === 'error' || m.type === 'refused');
  await other.inbox.until(() => answers().length >= 1000);
  const rate = answers().filter((m) => m.type === 'error' && /too many messages/.test(m.message.error));
  const refused = answers().filter((m) => m.type === 'refused');
  assert.ok(rate.length >= 950, `${rate.length} refused for the rate`);
  // Each names the message it refused and when it may come again.
  assert.deepEqual(rate.filter((m) => !(m.message.id >= first && m.message.id < first + 1000 && m.message.retry_ms > 0)), []);
  assert.equal(rate.length + refused.length, 1000);
  assert.equal(await logLength(), before);
  assert.equal(await settle(students), length);
});

test('a forged teacher command is refused: wrong token, a student in the class room, a table room', async () => {
  const before = await logLength();
  await assert.rejects(rejoinTeacher(server.address, code, seats[0].token), /not this class's teacher token/);
  // A student who joins the class room (and is seated) sends a command.
  const {Client} = await import('colyseus.js');
  const room = await new Client(`ws://${server.address}`).joinOrCreate('class', {code, name: 'Rex'});
  const got = new Promise((resolve) => room.onMessage('*', (type, message) => type === 'error' && resolve(message)));
  room.send('command', {id: 1, command: 'pause'});
  assert.match((await got).error, /only the teacher sends commands/);
  await room.leave();
  // A command sent to a table room is no message of a table.
  const {mover} = moverAndOther();
  mover.room.send('command', {id: 1, command: 'pause'});
  await mover.inbox.find((type, m) => type === 'error' && /unknown message "command"/.test(m.error));
  // The class is not paused: the mover's action is applied.
  assert.equal(await logLength(), before);
  const answer = await mover.act(mover.view.legal_actions[0]);
  assert.equal(answer.type, 'ack');
});

test('names are length-limited text; bad action messages are refused by shape', async () => {
  await assert.rejects(joinClass(server.address, code, 'x'.repeat(25)), /longer than 24 characters/);
  await assert.rejects(joinClass(server.address, code, 'a\u0007b'), /control character/);
  await assert.rejects(joinClass(server.address, code, '   '), /empty/);
  const before = await logLength();
  const {mover} = moverAndOther();
  for (const [message, error] of [
    [{id: 'one', action: 'p0 bonus'}, /"id" must be a whole number/],
    [{id: 99999, action: 7}, /"action" must be text/],
    [{id: 99999, action: 'p0 bonus', as: 'teacher'}, /unknown field "as"/],
    [['p0 bonus'], /must be an object/],
  ]) {
    mover.room.send('act', message);
    await mover.inbox.find((type, m) => type === 'error' && error.test(m.error));
  }
  assert.equal(await logLength(), before);
});
