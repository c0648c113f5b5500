// Browser test of Explain after a shake: at 1366x768 the explanation stands beside the checked
// Equations, not behind them, and its words agree with the points. The case: an Impossible
// challenge where the Mover presents nothing, so the Challenger scores although a Solution
// exists (AGLOA X-A-2). Screenshots land in build/browser/explain-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, click, startMatch, rollTheCubes,
  setOneCubeGoal} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const inside = (r, view) => r.x >= 0 && r.y >= 0 && r.x + r.width <= view.width &&
  r.y + r.height <= view.height;
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height &&
  b.y < a.y + a.height;

test('Explain stands beside the results at 1366x768, in words that agree with the points',
  async () => {
    const view = {width: 1366, height: 768};
    const {page, context, problems} = await openPage(browser, {viewport: view});
    await startMatch(page, server.url, [{name: 'Ann', who: 'human'}, {name: 'Ben', who: 'human'}]);
    await rollTheCubes(page);
    const {before: s0} = await setOneCubeGoal(page);
    const mover = s0.shake.goal_setter, challenger = 1 - mover;
    assert.ok(await rect(page, `call:${challenger}:impossible`), 'Impossible may be called');
    await click(page, `call:${challenger}:impossible`);
    // The Mover must write after Impossible, and presents nothing.
    assert.ok(await rect(page, `call:${mover}:decline`), 'the Mover may present no Equation');
    await click(page, `call:${mover}:decline`);
    let s = await state(page);
    assert.equal(s.shakes.length, 1, `the shake is scored (${s.phase})`);
    const points = (p) => s.shakes[0].points[p] - s.shakes[0].penalties[p];
    assert.ok(points(challenger) > points(mover), 'the Challenger scores more than the Mover');
    assert.ok(await rect(page, 'results'));

    await click(page, 'button:explain');
    await page.waitForFunction(() => window.equationsTest.rect('ai:explain'), null, {timeout: 0});
    const results = await rect(page, 'results'), explanation = await rect(page, 'explanation');
    assert.ok(explanation, 'the explanation has a window of its own');
    assert.ok(!overlap(results, explanation),
      `beside the results, not behind them: ${JSON.stringify({results, explanation})}`);
    assert.ok(inside(explanation, view) && inside(results, view), 'both in the window');
    const words = await page.evaluate(() => window.equationsTest.text('ai:explain'));
    const names = ['Ann', 'Ben'];
    assert.doesNotMatch(words, /Impossible was not correct/, words);
    assert.match(words, new RegExp(`${names[mover]} \\(the Mover\\) had to write after ` +
      `Impossible and presented none, so ${names[challenger]} \\(the Challenger\\) was correct ` +
      `and scores \\+${points(challenger)}, and ${names[mover]} \\(the Mover\\) scores ` +
      `\\+${points(mover)}`), words);
    await screenshot(page, 'explain-1-beside-results-1366x768');
    await click(page, 'results:close');
    assert.deepEqual(problems, []);
    await context.close();
  });
