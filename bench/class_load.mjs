// Load benchmark of the class server (not a test): its own Redis and two server processes on
// loopback, TABLES tables of three simulated students playing random legal actions for SECONDS;
// prints actions per second, the round trip of an action (sent to acknowledged: p50, p99), CPU
// time and peak memory per server process, and the actions lost or duplicated (both must be 0:
// every acknowledged action found once in its table's log in Redis).
//
//   node bench/class_load.mjs [tables=100] [seconds=300] [seed=1]
import {readFileSync} from 'node:fs';

import Redis from 'ioredis';

import {createClass, joinClass, Student} from '../tests/server/class_client.mjs';
import {startRedis, startServer} from '../tests/server/harness.mjs';
import {seeded} from '../tests/server/play.mjs';

const tables = Number(process.argv[2] ?? 100);
const seconds = Number(process.argv[3] ?? 300);
const seed = Number(process.argv[4] ?? 1);
const kPlayers = 3;

// CPU seconds (user + system) and memory of a process, from /proc.
function usage(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);  // utime, stime
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  return {cpu: ticks / 100, rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024};
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// One table's students play until the deadline: whoever the engine lists acts, one action at a
// time, each waited for (acknowledged, then seen by every seat).
async function playUntil(students, random, deadline, record) {
  while (performance.now() < deadline) {
    const length = Math.max(...students.map((s) => s.view.actions.length));
    await Promise.all(students.map((s) => s.until((v) => v.actions.length >= length)));
    const view = students[0].view;
    if (view.terminal) return;
    const movers = students.filter((s) => s.view.legal_actions.length > 0);
    if (movers.length === 0) return;
    const student = movers[Math.floor(random() * movers.length)];
    const legal = student.view.legal_actions;
    const action = legal[Math.floor(random() * legal.length)];
    const answer = await student.act(action);
    record(student.seat, answer, action);
    if (answer.type === 'ack') await student.until((v) => v.actions.length > length);
  }
}

const redis = await startRedis();
const servers = [await startServer(redis.url), await startServer(redis.url)];
const db = new Redis(redis.url);
try {
  const {teacher, code} = await createClass(servers[0].address, {
    game: 'equations', config: {rules: 'agloa', division: 'middle'}, players: kPlayers});
  const groups = [];
  const setupStart = performance.now();
  for (let t = 0; t < tables; ++t) {
    const address = servers[t % 2].address;
    const seats = [];
    for (let s = 0; s < kPlayers; ++s) seats.push(await joinClass(address, code, `T${t}S${s}`));
    groups.push({id: seats[0].table, students: await Promise.all(seats.map((seat) => Student.join(address, seat))), acked: []});
  }
  console.log(`seated ${tables} tables x ${kPlayers} students in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

  const before = servers.map((s) => usage(s.child.pid));
  const trips = [];
  let refused = 0;
  let rate = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(groups.map((group, t) => playUntil(group.students, seeded(seed * 1000 + t), deadline, (seat, answer, action) => {
    if (answer.type === 'ack') {
      trips.push(answer.ms);
      group.acked.push({seat, id: answer.id, action});
    } else if (answer.type === 'error' && /too many/.test(answer.error)) ++rate;
    else ++refused;
  })));
  const elapsed = (performance.now() - start) / 1000;
  const after = servers.map((s) => usage(s.child.pid));

  let lost = 0;
  let duplicated = 0;
  let acked = 0;
  for (const group of groups) {
    const entries = (await db.lrange(`eq:table:${group.id}:log`, 0, -1)).map((text) => JSON.parse(text));
    const seen = new Map();
    for (const e of entries) if (e.s >= 0) seen.set(`${e.s}:${e.i}`, (seen.get(`${e.s}:${e.i}`) ?? 0) + 1);
    for (const {seat, id} of group.acked) {
      ++acked;
      const times = seen.get(`${seat}:${id}`) ?? 0;
      if (times === 0) ++lost;
      if (times > 1) ++duplicated;
    }
  }
  trips.sort((x, y) => x - y);
  console.log(`${tables} tables x ${kPlayers} players, ${elapsed.toFixed(1)} s, two server processes`);
  console.log(`actions acknowledged: ${acked} (${(acked / elapsed).toFixed(1)} actions/s); refused by the engine: ${refused}; refused for the rate: ${rate}`);
  console.log(`round trip (sent -> acknowledged): p50 ${percentile(trips, 50).toFixed(1)} ms, p99 ${percentile(trips, 99).toFixed(1)} ms, max ${trips.at(-1)?.toFixed(1)} ms`);
  for (const [n, server] of servers.entries()) {
    const cpu = after[n].cpu - before[n].cpu;
    console.log(`process ${n + 1} (${server.address}): CPU ${cpu.toFixed(1)} s (${((100 * cpu) / elapsed).toFixed(0)}% of one core), memory ${after[n].rss.toFixed(0)} MB, peak ${after[n].peak.toFixed(0)} MB`);
  }
  console.log(`lost actions: ${lost}, duplicated actions: ${duplicated}`);
  await Promise.all(groups.flatMap((g) => g.students.map((s) => s.leave().catch(() => {}))));
  await teacher.leave().catch(() => {});
  process.exitCode = lost === 0 && duplicated === 0 ? 0 : 1;
} finally {
  await db.quit();
  for (const server of servers) await server.stop();
  await redis.stop();
}
