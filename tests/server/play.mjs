// Playing a table from its students' views: random legal actions, chosen by a seeded generator,
// each sent by the seat the engine lists it for. Waits on views, never on time.

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Resolves when every student has the view of the longest log any of them has seen.
export async function settle(students) {
  const length = Math.max(...students.map((s) => s.view.actions.length));
  await Promise.all(students.map((s) => s.until((v) => v.actions.length >= length)));
  return length;
}

/** Plays until `done(view)` or `limit` actions; answers {acked: [{seat, id, action}], refused}. */
export async function playTable(students, random, done, limit = 2000) {
  const acked = [];
  const refused = [];
  for (let n = 0; n < limit; ++n) {
    const length = await settle(students);
    if (done(students[0].view)) break;
    const movers = students.filter((s) => s.view.legal_actions.length > 0);
    if (movers.length === 0) throw new Error(`no seat may act: ${JSON.stringify(students[0].view.to_act)}`);
    const student = movers[Math.floor(random() * movers.length)];
    const legal = student.view.legal_actions;
    const action = legal[Math.floor(random() * legal.length)];
    const answer = await student.act(action);
    if (answer.type !== 'ack') {
      refused.push({action, answer});
      continue;
    }
    acked.push({seat: student.seat, id: answer.id, action});
    await student.until((v) => v.actions.length > length);
  }
  return {acked, refused};
}
