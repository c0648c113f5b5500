// Browser tests of two players who call a challenge at the same moment (AGLOA VI-B "both
// Challengers"): the choice in the players' column, the score sheet that shows both Challengers'
// results, MLAG's table that offers no such choice; and the Hints switch of the setup screen
// (docs/rulings.md "The Hints switch"). Screenshots land in build/browser/simultaneous-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, message, click, settle,
  drag, face, isDigit} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Opens the game, sets up a hotseat match of three under `rules` (after `extra` setup clicks),
// and rolls for first until someone won.
async function startThree(rules, extra = []) {
  const opened = await openPage(browser, {viewport: {width: 1366, height: 768}});
  const page = opened.page;
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await click(page, `setup:rules:${rules}`);
  await click(page, 'setup:players:3');
  for (const id of extra) {
    if (id === 'setup:hints') {
      // The switch sits below the seats: the player scrolls the setup down to it.
      const seat = await rect(page, 'setup:name:0');
      await page.mouse.move(seat.x + seat.width / 2, seat.y + seat.height / 2);
      for (let k = 0; k < 3; k++) {  // to the bottom of the setup, however tall the window
        await page.mouse.wheel(0, 600);
        await settle(page, 6);
      }
    }
    await click(page, id);
  }
  if (extra.includes('setup:hints')) await screenshot(page, 'simultaneous-0-setup-hints');
  await click(page, 'setup:start');
  for (let i = 0; i < 20 && (await state(page)).phase === 'roll for first'; i++)
    await click(page, 'call:roll');
  return opened;
}

// Rolls, sets a one-digit Goal and makes the first move (a cube to Forbidden, by keyboard).
async function playToFirstMove(page) {
  await click(page, 'call:roll');
  await settle(page, 50);
  let s = await state(page);
  assert.equal(s.phase, 'setting the Goal');
  const goal = await rect(page, 'goal');
  const digit = s.shake.resources.findIndex((k) => isDigit(k) && face(k) !== '0');
  await drag(page, `cube:resources:${digit}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
  await click(page, `call:${s.shake.goal_setter}:goal`);
  s = await state(page);
  assert.equal(s.phase, 'moving', `the Goal is set (${await message(page)})`);
  await page.keyboard.press('ArrowRight');
  await settle(page, 2);
  await page.keyboard.press('f');
  await settle(page, 2);
  s = await state(page);
  assert.ok(s.history.some((h) => / move /.test(h)), `the first move is made (${await message(page)})`);
  return s;
}

test('two players challenge Impossible at once and the score sheet shows both Challengers', async () => {
    const {page, context, problems} = await startThree('agloa');
    let s = await playToFirstMove(page);
    const mover = s.shake.mover;
    const [first, second] = [0, 1, 2].filter((p) => p !== mover);
    await click(page, `call:${first}:together`);
    assert.ok(await rect(page, `call:${first}:together-impossible-${second}`),
      'the pair may call Impossible together');
    await screenshot(page, 'simultaneous-1-choice');
    await click(page, `call:${first}:together-impossible-${second}`);
    s = await state(page);
    assert.match(s.history.at(-1), new RegExp(`^p${first} challenge impossible with ${second}`));
    assert.deepEqual([...s.shake.challengers].sort(), [first, second].sort());
    // The Mover has no Equation to show: both Challengers are correct (AGLOA VI-B).
    await click(page, `call:${mover}:decline`);
    s = await state(page);
    assert.equal(s.shakes.length, 1, `the shake is over (${await message(page)})`);
    const record = s.shakes[0];
    assert.deepEqual([...record.challengers].sort(), [first, second].sort());
    // The checked Equations: both are Challengers, named as players.
    assert.ok(await rect(page, 'results:close'), 'the checked Equations are shown');
    await screenshot(page, 'simultaneous-2-checked');
    await click(page, 'results:close');
    await click(page, 'button:scores');
    await settle(page, 4);
    await screenshot(page, 'simultaneous-3-score-sheet');
    const cell = (p) => page.evaluate((id) => window.equationsTest.text(id), `scores:shake:0:${p}`);
    for (const p of [first, second])
      assert.equal(await cell(p), String(record.points[p]), `the sheet shows seat ${p}'s points`);
    const result = await page.evaluate(() => window.equationsTest.text('scores:shake:0:result'));
    for (const p of [first, second])
      assert.ok(result.includes(`Player ${p + 1}`), `the result names seat ${p}: ${result}`);
    assert.equal(record.points[first], record.points[second], 'both Challengers score alike');
    assert.ok(record.points[first] > record.points[mover], 'and more than the Mover');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('MLAG offers no simultaneous challenge', async () => {
  const {page, context, problems} = await startThree('mlag');
  const s = await playToFirstMove(page);
  const challengers = [0, 1, 2].filter((p) => p !== s.shake.mover);
  assert.ok(await rect(page, `call:${challengers[0]}:impossible`), 'a single challenge is offered');
  for (const p of [0, 1, 2]) assert.equal(await rect(page, `call:${p}:together`), null);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Hints switch shows and hides the Hint button', async () => {
  // Between humans only, hints are off unless the players switch them on.
  for (const [extra, shown] of [[[], false], [['setup:hints'], true]]) {
    const {page, context, problems} = await startThree('agloa', extra);
    await click(page, 'call:roll');
    await settle(page, 50);
    assert.equal((await state(page)).phase, 'setting the Goal');
    assert.equal(Boolean(await rect(page, 'button:hint')), shown,
      `the Hint button is ${shown ? 'shown' : 'hidden'}`);
    if (shown) await screenshot(page, 'simultaneous-4-hints-on');
    assert.deepEqual(problems, []);
    await context.close();
  }
  // With an AI seat hints are on, and the switch turns them off.
  const ai = ['setup:seat:2', 'setup:seat:2:beginner'];
  for (const [extra, shown] of [[ai, true], [[...ai, 'setup:hints'], false]]) {
    const {page, context, problems} = await startThree('agloa', extra);
    // Play on until the procedure waits on a human: the Goal set or a move made by seat 0 or 1.
    let s = await state(page);
    const waitsOnHuman = (t) => (t.phase === 'setting the Goal' && t.shake.goal_setter !== 2) ||
      (t.phase === 'moving' && t.shake.to_move !== 2);
    for (let i = 0; i < 400 && !waitsOnHuman(s); i++) {
      if (await rect(page, 'call:roll')) await click(page, 'call:roll');
      await settle(page, 5);
      s = await state(page);
    }
    assert.ok(waitsOnHuman(s), `the match waits on a human (${s.phase})`);
    await settle(page, 4);
    assert.equal(Boolean(await rect(page, 'button:hint')), shown,
      `with an AI seat the Hint button is ${shown ? 'shown' : 'hidden'}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the choice sits with the lower seat, and a reload while the Mover writes keeps the text', async () => {
    const {page, context, problems} = await startThree('agloa');
    let s = await playToFirstMove(page);
    const mover = s.shake.mover;
    const [first, second] = [0, 1, 2].filter((p) => p !== mover);
    assert.equal(await rect(page, `call:${second}:together`), null,
      'the choice sits with the lower seat only');
    assert.equal(await rect(page, `call:${mover}:together`), null, 'the Mover cannot challenge');
    await click(page, `call:${first}:together`);
    await screenshot(page, 'simultaneous-5-called-together');
    const before = s.history.length;
    await click(page, `call:${first}:together-impossible-${second}`);
    s = await state(page);
    assert.equal(s.history.length, before + 1, `the challenge is recorded (${await message(page)})`);
    assert.match(s.history.at(-1), new RegExp(`^p${first} challenge impossible with ${second}`));
    assert.deepEqual([...s.shake.challengers].sort(), [first, second].sort(),
      'both players are Challengers');
    // After Impossible neither Challenger writes; the Mover must (AGLOA VI-B, VII-C).
    assert.equal(await rect(page, `call:${first}:write`), null);
    assert.equal(await rect(page, `call:${second}:write`), null);
    assert.ok(await rect(page, `call:${mover}:write`), 'the Mover is asked for an Equation');
    // The Mover starts typing; a reload (a tablet that sleeps, a closed tab) returns to the keypad
    // with the text typed so far.
    await click(page, `call:${mover}:write`);
    await click(page, 'write:reveal');
    for (const key of ['key:1', 'key:+', 'key:2']) await click(page, key);
    const typed = await page.evaluate(() => window.equationsTest.text('write:text'));
    assert.match(typed, /1\s*\+\s*2/);
    await page.reload();
    await waitForFrames(page, 10);
    assert.ok(await rect(page, 'write:text'), 'the keypad is back after the reload');
    assert.equal(await page.evaluate(() => window.equationsTest.text('write:text')), typed);
    await click(page, 'key:back');
    assert.notEqual(await page.evaluate(() => window.equationsTest.text('write:text')), typed,
      'and typing goes on');
    assert.deepEqual(problems, []);
    await context.close();
  });
