// Browser tests of the other rule sets, played through real mouse and keyboard events:
// - an Academic Challenge Cup table of five: the first Goal-setter left of the Scorekeeper, a flub
//   with every other player siding in turn (C/M), a Force Out, Cleanup at the end of the round,
//   and the Table Scoresheet with per-game player scores (total ÷ games, two decimals);
// - an AGLOA match of three: the ten-second countdown when the sand runs out, the end of the round
//   (time called, five more minutes, "Stop", every player writes: AGLOA XI-B) and the match
//   points;
// - the MLAG score sheet: team points from the scoring chart.
// The page's clock is moved forward to reach the end of a round (harness.mjs, installMovableClock).
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, message, settle, centre,
  click, drag, face, isDigit, installMovableClock, shiftClock} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const text = (page, id) => page.evaluate((i) => window.equationsTest.text(i), id);

async function startMatch(page, rules, names) {
  await click(page, `setup:rules:${rules}`);
  await click(page, `setup:players:${names.length}`);
  for (const [seat, name] of names.entries()) {
    // A field below the scrolling part of the setup (five seats on a 1366x768 screen) is
    // scrolled into view with the wheel first, as a player would.
    const start = await rect(page, 'setup:start');
    const field = await rect(page, `setup:name:${seat}`);
    if (field.y + field.height > start.y - 8) {
      await page.mouse.move(field.x + 10, start.y - 60);
      await page.mouse.wheel(0, 400);  // SDL reads 100 pixels as one notch
      await settle(page);
    }
    await click(page, `setup:name:${seat}`);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(name, {delay: 20});
    await settle(page);
  }
  await screenshot(page, `${rules}-0-setup`);
  await click(page, 'setup:start');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('equations.setup')));
  assert.deepEqual(saved.names, names, 'the names typed in the setup are kept');
  const s = await state(page);
  assert.ok(s, `the ${rules} match starts (${await message(page)})`);
  assert.equal(s.rules, rules);
  assert.equal(s.players, names.length);
}

// Rolls the cubes, drags a digit other than 0 to the Goal and says "Goal".
async function setGoal(page) {
  await click(page, 'call:roll');
  await settle(page, 50);
  // Seen in fresh clones on a loaded machine: at a table of five, just after the results window
  // closed, the roll click did not register, or the table reached 'rolling' only after it. A
  // player waits for the roll button and clicks again; the log says so, so a regular miss shows.
  for (let wait = 0; wait < 20; wait++) {
    const phase = (await state(page)).phase;
    if (phase === 'setting the Goal') break;
    if (phase === 'rolling') {
      console.log('# the roll click did not register; clicking again');
      await click(page, 'call:roll');
    }
    await settle(page, 50);
  }
  return placeGoal(page);
}

async function placeGoal(page) {
  let s = await state(page);
  assert.equal(s.phase, 'setting the Goal');
  const setter = s.shake.goal_setter;
  const goal = await rect(page, 'goal');
  const i = s.shake.resources.findIndex((k) => isDigit(k) && face(k) !== '0');
  await drag(page, `cube:resources:${i}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
  await click(page, `call:${setter}:goal`);
  s = await state(page);
  assert.equal(s.phase, 'moving', `the Goal is set (${await message(page)})`);
  return s;
}

// Moves the selected Resources cube with the keyboard: the first cube, to the section of `key`.
async function keyMove(page, key) {
  await page.keyboard.press('ArrowRight');
  await settle(page, 2);
  await page.keyboard.press(key);
  await settle(page, 2);
}

// Every player who may still write declines, until the shake is over or `limit` rounds.
async function allDecline(page, players) {
  for (let round = 0; round < 3; round++) {
    for (let p = 0; p < players; p++)
      if (await rect(page, `call:${p}:decline`)) await click(page, `call:${p}:decline`);
  }
}

test('an ACC table of five: siding by all, a Force Out, Cleanup and per-game player scores', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await installMovableClock(page);
    await page.goto(server.url);
    await waitForFrames(page, 10);
    const names = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'];
    await startMatch(page, 'acc', names);
    let s = await state(page);
    // ACC "Goal": no roll for first; the player left of the Scorekeeper (Eve) sets the first Goal.
    assert.equal(s.phase, 'rolling');
    assert.equal(s.goal_setter, 0);
    assert.ok(await rect(page, 'rolloff'), 'who sets the first Goal is explained');
    await screenshot(page, 'acc-1-first-goal-setter');

    // ---- game 1: a move, an A-flub, every other player sides in turn, Equations ----
    s = await setGoal(page);
    await drag(page, 'cube:resources:0', await centre(page, 'required'));
    s = await state(page);
    const mover = s.shake.mover;
    const challenger = (mover + 2) % 5;
    await click(page, `call:${challenger}:now`);
    s = await state(page);
    assert.equal(s.phase, 'challenge', `the flub is called (${await message(page)})`);
    // ACC: declaration goes clockwise from the Mover's left; only the next player may declare.
    const siders = [1, 2, 3, 4].map((k) => (mover + k) % 5).filter((p) => p !== challenger);
    assert.equal(siders.length, 3);
    for (const [k, p] of siders.entries()) {
      for (const other of siders.slice(k + 1))
        assert.equal(await rect(page, `call:${other}:side-challenger`), null,
          `${names[other]} declares after ${names[p]}`);
      const withChallenger = k === 0;
      await click(page, `call:${p}:${withChallenger ? 'side-challenger' : 'side-mover'}`);
      s = await state(page);
      assert.equal(s.shake.writing[p].side, withChallenger ? 'challenger' : 'mover',
        `${names[p]} declared (${await message(page)})`);
      assert.equal(s.shake.writing[p].must_side, false);
    }
    await screenshot(page, 'acc-2-everyone-sided');
    // The Challenger writes an Equation on the keypad; everyone else who may write declines.
    await click(page, `call:${challenger}:write`);
    await click(page, 'write:reveal');
    const goalFace = face(s.shake.goal[0]);
    for (const key of [goalFace, '=', goalFace]) await click(page, `key:${key}`);
    await click(page, 'write:present');
    await click(page, 'write:done');
    await allDecline(page, 5);
    s = await state(page);
    assert.equal(s.shakes.length, 1, 'game 1 is scored');
    assert.equal(s.shakes[0].end, 'challenge');
    assert.equal(s.shakes[0].writing[challenger].equation, `${goalFace}=${goalFace}`);
    for (const p of siders)
      assert.notEqual(s.shakes[0].writing[p].side, 'none', `${names[p]}'s side is recorded`);
    assert.ok(await rect(page, 'results'));
    await screenshot(page, 'acc-3-flub-checked');
    await click(page, 'results:close');

    // ---- game 2: moves until two Resources are left: the Force Out ----
    s = await setGoal(page);
    assert.equal(s.shake.goal_setter, 1, 'the next Goal-setter is to the left');
    const keys = ['r', 'p', 'f'];
    for (let k = 0; (await state(page)).phase === 'moving' && k < 40; k++)
      await keyMove(page, keys[k % 3]);
    s = await state(page);
    assert.equal(s.phase, 'Force Out', `two Resources left: Force Out (${await message(page)})`);
    assert.equal(s.shake.resources.length, 2);
    await screenshot(page, 'acc-4-force-out');
    await allDecline(page, 5);
    s = await state(page);
    assert.equal(s.shakes.length, 2, 'the Force Out game is scored');
    assert.equal(s.shakes[1].end, 'last cube');
    if (await rect(page, 'results')) await click(page, 'results:close');

    // ---- game 3: a Goal and a move, then the round ends: Cleanup ----
    s = await setGoal(page);
    await keyMove(page, 'r');
    const roundStart = Number(await page.evaluate(() => localStorage.getItem('equations.round_start')));
    const now = await page.evaluate(() => Date.now());
    await shiftClock(page, roundStart + 20 * 60000 - now + 1000);
    await settle(page, 8);
    s = await state(page);
    assert.equal(s.phase, 'end of round', 'Cleanup is called when the round time is up');
    assert.equal(s.time_called, true);
    assert.equal(await rect(page, 'call:0:bonus'), null, 'no more moves after Cleanup');
    await screenshot(page, 'acc-5-cleanup');
    await allDecline(page, 5);
    s = await state(page);
    assert.equal(s.phase, 'match over');
    assert.equal(s.shakes.length, 3);
    assert.equal(s.shakes[2].end, 'end of round');
    if (await rect(page, 'results')) await click(page, 'results:close');

    // ---- the Table Scoresheet: a row per player, a column per game, player score = total ÷ games
    await click(page, 'button:scores');
    assert.ok(await rect(page, 'scores'));
    const games = s.shakes.filter((r) => r.counted);
    assert.equal(await text(page, 'scores:games'), `Games played: ${games.length}`);
    assert.match(await text(page, 'scores:rule'), /Academic Challenge Cup Procedures and Team Scoring/);
    assert.equal(await text(page, 'scores:player:4'), 'Eve (Scorekeeper)');
    for (let p = 0; p < 5; p++) {
      const perGame = games.map((r) => r.points[p] - r.penalties[p]);
      for (const [g, points] of perGame.entries())
        assert.equal(await text(page, `scores:game:${g}:${p}`), String(points));
      const total = perGame.reduce((a, b) => a + b, 0);
      assert.equal(await text(page, `scores:total:${p}`), String(total));
      // Two decimals, rounded half up (the ACC example: 5 ÷ 4 = 1.25).
      const hundredths = Math.floor((Math.abs(total) * 100 * 2 + games.length) / (2 * games.length));
      const expected = `${total < 0 ? '-' : ''}${Math.floor(hundredths / 100)}.` +
        String(hundredths % 100).padStart(2, '0');
      assert.equal(await text(page, `scores:average:${p}`), expected, `${names[p]}'s player score`);
    }
    await screenshot(page, 'acc-6-table-scoresheet');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('AGLOA: the ten-second countdown, time called, five more minutes, "Stop", match points', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await installMovableClock(page);
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await startMatch(page, 'agloa', ['Ann', 'Ben', 'Cy']);
    for (let i = 0; i < 20 && (await state(page)).phase === 'roll for first'; i++)
      await click(page, 'call:roll');
    // The sand runs out while the Goal is set: the ten-second countdown shows.
    await click(page, 'call:roll');
    await settle(page, 20);
    const left = (await text(page, 'timer')).match(/^([0-9]+):([0-5][0-9]) left$/);
    assert.ok(left, 'the sand timer runs while the Goal is set');
    await shiftClock(page, (Number(left[1]) * 60 + Number(left[2])) * 1000 + 1500);
    await settle(page, 4);
    assert.match(await text(page, 'timer'), /^Time! ([1-9]|10)$/, 'the ten-second countdown');
    assert.ok(await rect(page, 'countdown'), 'the countdown is shown large on the mat');
    await screenshot(page, 'agloa-1-countdown');
    await placeGoal(page);
    await keyMove(page, 'r');
    const roundStart = Number(await page.evaluate(() => localStorage.getItem('equations.round_start')));
    const minutes = (await page.evaluate(() => JSON.parse(localStorage.getItem('equations.setup'))))
      .round_minutes;
    const now = await page.evaluate(() => Date.now());
    await shiftClock(page, roundStart + minutes * 60000 - now + 1000);
    await settle(page, 8);
    let s = await state(page);
    assert.equal(s.time_called, true, 'time is called when the round time is up');
    assert.equal(s.phase, 'moving', 'play goes on for five more minutes');
    const warning = await text(page, 'round');
    assert.match(warning, /Time is called: 4:[0-5][0-9] to finish/);
    await screenshot(page, 'agloa-2-time-called');
    await shiftClock(page, 5 * 60000);
    await settle(page, 8);
    s = await state(page);
    assert.equal(s.phase, 'end of round', '"Stop": every player writes');
    await screenshot(page, 'agloa-3-stop');
    await allDecline(page, 3);
    s = await state(page);
    assert.equal(s.phase, 'match over');
    if (await rect(page, 'results')) await click(page, 'results:close');
    await click(page, 'button:scores');
    const points = [];
    for (let p = 0; p < 3; p++) points.push(Number(await text(page, `scores:match-points:${p}`)));
    // AGLOA XII-A: three players split 12 match points (6 4 2, 5 5 2, 6 3 3 or 4 4 4).
    assert.equal(points.reduce((a, b) => a + b, 0), 12, `team points ${points}`);
    const totals = [0, 1, 2].map((p) => s.shakes.reduce((a, r) => a + r.points[p] - r.penalties[p], 0));
    const best = Math.max(...totals);
    for (let p = 0; p < 3; p++)
      if (totals[p] === best) assert.ok(points[p] >= 4, 'a highest raw score earns the most');
    // Each place in XII-A's words, the row that gives its points; ties share a row.
    assert.match(await text(page, 'scores:place'), /AGLOA XII-A/);
    const rows = {6: /^First Place Alone$/, 5: /^Two-Way Tie for First$/,
      4: /^(Three-Way Tie for First|Second Place Alone)$/, 3: /^Two-Way Tie for Second$/,
      2: /^Third Place Alone$/};
    for (let p = 0; p < 3; p++)
      assert.match(await text(page, `scores:place:${p}`), rows[points[p]], `place of ${p}`);
    await screenshot(page, 'agloa-4-score-sheet');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('MLAG: the score sheet gives team points from the scoring chart', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await startMatch(page, 'mlag', ['Ann', 'Ben']);
  await click(page, 'button:scores');
  assert.match(await text(page, 'scores:match-points'), /^Team points \(MLAG chart\)/);
  // A two-player game splits 10 points; level scores share them.
  assert.equal(await text(page, 'scores:match-points:0'), '5');
  assert.equal(await text(page, 'scores:match-points:1'), '5');
  // The chart's row: "2 PLAYER TIE 5 5".
  assert.match(await text(page, 'scores:place'), /MLAG "Scoring chart"/);
  assert.equal(await text(page, 'scores:place:0'), '2 player tie');
  assert.equal(await text(page, 'scores:place:1'), '2 player tie');
  await screenshot(page, 'mlag-score-sheet');
  assert.deepEqual(problems, []);
  await context.close();
});
