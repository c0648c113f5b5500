// Browser tests of the teacher's demo and of explanations: a match of AI against AI can be paused,
// stepped one action at a time and slowed; the checked Equations of a shake stay until someone
// continues; and every match, humans only too, offers Explain for a shake that was challenged.
// Screenshots land in build/browser/demo-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, settle, click, startMatch,
  rollTheCubes, setOneCubeGoal} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const actions = async (page) => (await state(page)).history.length;

// Waits until `check` is true, letting the game draw meanwhile (no time limit: it waits on the
// game's state).
async function until(page, check) {
  while (!(await check())) await settle(page, 4);
  return true;
}
// Waits until no AI thinks or holds an action and the game has drawn all it had to.
const quiet = (page) => page.waitForFunction(() => window.equationsTest.aiThinking() < 0 &&
  window.equationsTest.settled(), null, {timeout: 0});

test('a demo of AI against AI pauses, steps one action at a time and changes pace', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await page.addInitScript(() => localStorage.setItem('equations.ai_pause_ms', '40'));
    await startMatch(page, server.url, [{who: 'beginner'}, {who: 'beginner'}]);
    assert.ok(await until(page, async () => (await actions(page)) >= 3), 'the AIs play');
    await click(page, 'button:pause');
    await quiet(page);
    const paused = await actions(page);
    await settle(page, 10);
    assert.equal(await actions(page), paused,
      `paused, the AIs do nothing: ${(await state(page)).history.slice(paused - 1)}`);
    await screenshot(page, 'demo-1-paused');

    await click(page, 'button:ai-step');
    assert.ok(await until(page, async () => (await actions(page)) > paused),
      'Step lets one action come');
    await quiet(page);
    await settle(page, 10);
    assert.equal(await actions(page), paused + 1, 'exactly one');

    const pace = () => page.evaluate(() => window.equationsTest.text('button:ai-pace'));
    await click(page, 'button:ai-pace');
    assert.equal(await pace(), 'AI pace: slow (- +)');
    // The keys: plus (=) one step faster, minus one slower, each stopping at the end.
    for (const [key, want] of [['Equal', 'normal'], ['Equal', 'fast'], ['Equal', 'fast'],
      ['Minus', 'normal'], ['Minus', 'slow'], ['Minus', 'slow']]) {
      await page.keyboard.press(key);
      await settle(page, 3);
      assert.equal(await pace(), `AI pace: ${want} (- +)`, `after ${key}`);
    }
    await click(page, 'button:pause');  // resume
    assert.ok(await until(page, async () => (await actions(page)) > paused + 1),
      'resumed, the AIs play on');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('between humans too, a challenged shake offers Explain with its checked Equations', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await startMatch(page, server.url, [{who: 'human'}, {who: 'human'}]);
    await rollTheCubes(page);
    let s = (await setOneCubeGoal(page)).before;
    const other = 1 - s.shake.goal_setter;
    await click(page, `call:${other}:` +
      (await rect(page, `call:${other}:impossible`) ? 'impossible' : 'now'));
    for (let k = 0; k < 4 && (await state(page)).phase === 'challenge'; k++)
      for (const p of [0, 1])
        if (await rect(page, `call:${p}:decline`)) { await click(page, `call:${p}:decline`); break; }
    s = await state(page);
    assert.equal(s.shakes.length, 1, 'the shake is scored');
    const results = await rect(page, 'results');
    assert.ok(results, 'the checked Equations are shown');
    const explain = await rect(page, 'button:explain');
    assert.ok(explain, 'Explain is offered in a match of humans only');
    assert.ok(explain.y >= results.y && explain.y + explain.height <= results.y + results.height,
      'beside the checked Equations, before the next shake');
    await click(page, 'button:explain');
    assert.ok(await until(page, async () =>
      !!(await page.evaluate(() => window.equationsTest.text('ai:explain')))),
    'the explanation comes');
    console.log('explain: ' + await page.evaluate(() => window.equationsTest.text('ai:explain')));
    await screenshot(page, 'demo-2-explain');
    assert.ok(await rect(page, 'results'), 'the results wait until Continue');
    assert.deepEqual(problems, []);
    await context.close();
  });
