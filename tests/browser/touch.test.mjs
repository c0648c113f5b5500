// Browser tests on a touch screen (a Chromebook or tablet): the setup, the roll, a Goal and a move
// dragged with touch events (not mouse events), a tap-then-tap move, a challenge, and an Equation
// typed on the on-screen keypad by tapping, with no text field that would pop up the device's own
// keyboard. Touches go through the DevTools protocol (Input.dispatchTouchEvent) on a context with
// touch enabled, so the page sees touchstart/touchmove/touchend as from a finger.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, message, settle, centre,
  face, isDigit} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// A finger: tap (down and up in one go, as quick as a real tap) and drag.
function finger(page, cdp) {
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', {type, touchPoints: points});
  return {
    async tap(id) {
      const c = await centre(page, id);
      await touch('touchStart', [{x: c.x, y: c.y, id: 1}]);
      await touch('touchEnd', []);
      await settle(page);
    },
    // Drags what is drawn under `id` to `to`; `hold` keeps the finger down and returns a lift().
    async drag(id, to, {hold = false} = {}) {
      const c = await centre(page, id);
      await touch('touchStart', [{x: c.x, y: c.y, id: 1}]);
      await settle(page, 2);
      const steps = 8;
      for (let k = 1; k <= steps; k++) {
        await touch('touchMove', [{x: c.x + (to.x - c.x) * k / steps,
          y: c.y + (to.y - c.y) * k / steps, id: 1}]);
        if (k % 2 === 0) await settle(page, 1);
      }
      await settle(page, 3);
      const lift = async () => { await touch('touchEnd', []); await settle(page); };
      if (hold) return lift;
      await lift();
    },
  };
}

test('a match played by touch: drags, taps and the keypad', async () => {
  const {page, context, problems} = await openPage(browser,
    {viewport: {width: 1366, height: 768}, hasTouch: true});
  await page.addInitScript(() => {
    // Count mouse events the page receives: a finger must not also click through as a mouse
    // (SDL turns touches into its own mouse events; the browser's are suppressed).
    window.browserMouseEvents = 0;
    for (const type of ['mousedown', 'mouseup'])
      window.addEventListener(type, () => { window.browserMouseEvents++; }, {capture: true});
  });
  await page.goto(server.url);
  await waitForFrames(page, 10);
  const cdp = await context.newCDPSession(page);
  const f = finger(page, cdp);

  // ---- setup and the roll, by taps ----
  await f.tap('setup:rules:agloa');
  await f.tap('setup:players:2');
  await f.tap('setup:start');
  let s = await state(page);
  assert.ok(s, 'a tap on "Start the match" starts it');
  assert.equal(s.players, 2);
  for (let i = 0; i < 20 && (await state(page)).phase !== 'setting the Goal'; i++)
    await f.tap('call:roll');
  s = await state(page);
  assert.equal(s.phase, 'setting the Goal', 'taps on the roll button roll');
  await settle(page, 50);
  const setter = s.shake.goal_setter;

  // ---- the Goal dragged by a finger: a digit, then an operation with a gap, then a digit ----
  const goal = await rect(page, 'goal');
  let i = s.shake.resources.findIndex(isDigit);
  await f.drag(`cube:resources:${i}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
  s = await state(page);
  assert.equal(s.shake.goal.length, 1, `a touch drag puts a cube in the Goal (${await message(page)})`);
  i = s.shake.resources.findIndex((k) => ['+', 'x', '-'].includes(face(k)));
  let last = await rect(page, 'cube:goal:0');
  const lift = await f.drag(`cube:resources:${i}`,
    {x: last.x + last.width * 2.4, y: last.y + last.height / 2}, {hold: true});
  assert.ok(await page.evaluate(() => window.equationsTest.fast()), 'drawing at full rate while dragging');
  await screenshot(page, 'touch-1-goal-dragged-by-finger');
  await lift();
  s = await state(page);
  assert.equal(s.shake.goal.length, 2);
  assert.ok(s.shake.goal[1].startsWith('_'), 'dropped clear of the first cube: a gap');
  i = s.shake.resources.findIndex(isDigit);
  last = await rect(page, 'cube:goal:1');
  await f.drag(`cube:resources:${i}`, {x: last.x + last.width * 1.6, y: last.y + 20});
  assert.equal((await state(page)).shake.goal.length, 3);
  await f.tap(`call:${setter}:goal`);
  s = await state(page);
  assert.equal(s.phase, 'moving', 'a tap on "Goal" sets it');

  // ---- a move dragged by a finger, then a move by tapping a cube and then a section ----
  const first = s.shake.to_move;
  await f.drag('cube:resources:0', await centre(page, 'required'));
  s = await state(page);
  assert.equal(s.shake.required.length, 1, `a touch drag moves a cube (${await message(page)})`);
  const second = s.shake.to_move;
  assert.notEqual(second, first);
  await f.tap('cube:resources:0');
  await f.tap('permitted');
  s = await state(page);
  assert.equal(s.shake.permitted.length, 1, 'tap a cube, tap a section: the cube moves');
  assert.equal(s.shake.mover, second);

  // ---- a challenge, and an Equation typed on the keypad by tapping ----
  const challenger = (second + 1) % 2;
  await f.tap(`call:${challenger}:now`);
  assert.equal((await state(page)).phase, 'challenge');
  await f.tap(`call:${challenger}:write`);
  assert.ok(await rect(page, 'write:reveal'), 'the device is passed before anything is shown');
  assert.equal(await rect(page, 'key:1'), null, 'no keypad behind the "pass the device" screen');
  await screenshot(page, 'touch-2-pass-the-device');
  await f.tap('write:reveal');
  assert.ok(await rect(page, 'write:mat'), 'the cubes are shown beside the keypad');
  const goalFaces = (await state(page)).shake.goal.map(face);
  const typed = [...goalFaces, '=', '(', goalFaces[0], ')', '+', '9'];
  for (const key of typed) await f.tap(`key:${key}`);
  await f.tap('key:back');
  await f.tap('key:0');
  await screenshot(page, 'touch-3-keypad');
  // Nothing on the page takes text input: a tablet's own keyboard has no reason to pop up over
  // the keypad.
  const editable = await page.evaluate(() =>
    document.querySelectorAll('input, textarea, select, [contenteditable]').length);
  assert.equal(editable, 0, 'no text field in the page');
  await f.tap('write:present');
  await f.tap('write:done');
  // Whoever else may still write declines by a tap; then the shake is scored.
  for (let p = 0; p < 2; p++)
    if (await rect(page, `call:${p}:decline`)) await f.tap(`call:${p}:decline`);
  s = await state(page);
  assert.equal(s.shakes.length, 1, 'the shake is scored');
  assert.equal(s.shakes[0].writing[challenger].equation,
    [...goalFaces, '=', '(', goalFaces[0], ')', '+', '0'].join(''));
  assert.equal(await page.evaluate(() => window.browserMouseEvents), 0,
    'touches did not click through as browser mouse events');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a tap on a cube, then a tap on the Goal line, adds no gap wherever the finger lands', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1024, height: 768}, hasTouch: true});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    const cdp = await context.newCDPSession(page);
    const f = finger(page, cdp);
    const tapAt = async (x, y) => {
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x, y, id: 1}]});
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
      await settle(page);
    };
    for (const id of ['setup:rules:agloa', 'setup:players:2', 'setup:start']) await f.tap(id);
    for (let i = 0; i < 20 && (await state(page)).phase === 'roll for first'; i++)
      await f.tap('call:roll');
    await settle(page, 40);
    await f.tap('call:roll');
    await settle(page, 40);
    let s = await state(page);
    assert.equal(s.phase, 'setting the Goal');
    const goal = await rect(page, 'goal');
    await f.tap(`cube:resources:${s.shake.resources.findIndex(isDigit)}`);
    await tapAt(goal.x + 60, goal.y + goal.height / 2);
    s = await state(page);
    assert.equal(s.shake.goal.length, 1, `the tapped cube went to the Goal (${await message(page)})`);
    // The finger lands far to the right of the first Goal cube: the cube goes after it, close.
    await f.tap(`cube:resources:${s.shake.resources.findIndex((k) => ['+', 'x', '-'].includes(face(k)))}`);
    await tapAt(goal.x + goal.width * 0.5, goal.y + goal.height / 2);
    s = await state(page);
    assert.equal(s.shake.goal.length, 2, `the second cube went to the Goal (${await message(page)})`);
    assert.ok(!s.shake.goal[1].startsWith('_'), `no gap was invented: ${s.shake.goal}`);
    await screenshot(page, 'touch-3-tap-no-gap');
    assert.deepEqual(problems, []);
    await context.close();
  });
