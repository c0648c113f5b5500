// Browser test of the status line's words to the right person: a computer seat is told about,
// never told what to drag, and a player named "You" (as in the coached match) reads "You set",
// "Your turn". Screenshots land in build/browser/turn-words-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, state, click, settle, setupMatch,
  rollTheCubes, setOneCubeGoal, text} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('the status line speaks to "You" and about a computer seat, not to it', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await setupMatch(page, [{who: 'human'}, {who: 'human'}]);
  await click(page, 'setup:start');
  await rollTheCubes(page);
  const setter = (await state(page)).shake.goal_setter, other = 1 - setter;
  // The Goal-setter is "You"; the other seat becomes a computer that waits long before acting.
  await page.evaluate(({you, robo}) => {
    const setup = JSON.parse(localStorage.getItem('equations.setup'));
    setup.names[you] = 'You';
    setup.names[robo] = 'Robo';
    setup.ai = ['', ''];
    setup.ai[robo] = 'club';
    localStorage.setItem('equations.setup', JSON.stringify(setup));
    localStorage.setItem('equations.ai_pause_ms', '600000');
  }, {you: setter, robo: other});
  await page.reload();
  await waitForFrames(page, 10);
  assert.equal((await state(page)).phase, 'setting the Goal');
  assert.match(await text(page, 'status'), /^You set the Goal: drag cubes/);

  await setOneCubeGoal(page);
  await settle(page);
  const s = await state(page);
  assert.equal(s.phase, 'moving');
  assert.equal(s.shake.to_move, other, 'the computer seat moves next');
  const status = await text(page, 'status');
  assert.doesNotMatch(status, /drag/, `the computer is not told to drag: ${status}`);
  assert.match(status, /^Robo \(computer\) is choosing a move/);
  await screenshot(page, 'turn-words-computer-moves');
  assert.deepEqual(problems, []);
  await context.close();
});
