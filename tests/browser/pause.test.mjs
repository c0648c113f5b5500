// Browser test of Pause: it stops the match's own clock, the one the engine's time limits are
// read from (AGLOA XI-A), not only the picture of the sand. While paused, ten minutes go by and no
// time runs out, the cubes answer no drag and no call is drawn; a reload keeps the pause; after
// Resume the sand runs on from where it stood and runs out when its time is up. Screenshots land
// in build/browser/pause-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, settle, drag, click, startMatch,
  rollTheCubes, isDigit, waitForFrames, installMovableClock, shiftClock} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const text = (page, id) => page.evaluate((i) => window.equationsTest.text(i), id);
// The seconds left on the sand timer, from its text "1:58 left".
const left = async (page) => {
  const shown = await text(page, 'timer');
  const m = /^(\d+):(\d\d) left$/.exec(shown || '');
  assert.ok(m, `the timer shows the time left: ${shown}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

test('Pause stops the sand timer and the round clock in the engine, across a reload', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await installMovableClock(page);
    await startMatch(page, server.url, [{who: 'human'}, {who: 'human'}]);
    await rollTheCubes(page);
    let s = await state(page);
    const setter = s.shake.goal_setter;
    await click(page, 'button:pause');
    const before = await left(page);
    const round = await text(page, 'round');
    assert.equal(await text(page, 'button:pause'), 'Resume (K)');
    assert.equal(await rect(page, `call:${setter}:nogoal`), null, 'no call is drawn while paused');
    await page.reload();
    await waitForFrames(page, 10);
    await settle(page, 10);
    assert.equal(await text(page, 'button:pause'), 'Resume (K)', 'a reload keeps the pause');
    await shiftClock(page, 10 * 60 * 1000);
    await settle(page, 10);
    s = await state(page);
    assert.ok(!s.history.some((a) => / expired|^time/.test(a)),
      `no time ran out while paused: ${s.history.slice(-3)}`);
    assert.ok(Math.abs(await left(page) - before) <= 2, 'the sand stood still');
    assert.equal(await text(page, 'round'), round, 'the round clock stood still');
    const i = s.shake.resources.findIndex(isDigit);
    const goal = await rect(page, 'goal');
    await drag(page, `cube:resources:${i}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
    assert.equal((await state(page)).shake.goal.length, 0, 'the cubes answer no drag');
    await screenshot(page, 'pause-1-paused');

    await page.keyboard.press('k');
    await settle(page, 4);
    assert.equal(await text(page, 'button:pause'), 'Pause (K)', 'K resumes');
    assert.ok(Math.abs(await left(page) - before) <= 3, 'the sand runs on from where it stood');
    assert.ok(await rect(page, `call:${setter}:nogoal`), 'the calls are back');
    // Its time, and the ten seconds after it, pass: the engine says time ran out.
    await shiftClock(page, (before + 15) * 1000);
    await settle(page, 10);
    s = await state(page);
    assert.ok(s.history.some((a) => / expired/.test(a) || /^expired/.test(a)),
      `after Resume the time runs out: ${s.history.slice(-3)}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
