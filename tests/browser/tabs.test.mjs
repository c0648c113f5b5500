// Browser tests of one match per tab: a second tab of the site asks before it takes over the saved
// match, and once it has, the first tab stops saving (storage events between the two pages of one
// browser context share localStorage as tabs do). Screenshots land in build/browser/tabs-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, waitForFrames, screenshot, state, settle, click, setupMatch} from
  './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const shown = (page) => page.evaluate(() => !document.getElementById('elsewhere').hidden);
const saved = (page) => page.evaluate(() => localStorage.getItem('equations.match'));

test('a second tab asks before taking over the saved match, and the first then stops saving', async () => {
    const context = await browser.newContext({viewport: {width: 1366, height: 768}});
    const problems = [];
    const first = await context.newPage();
    first.on('pageerror', (e) => problems.push(e.message));
    await first.goto(server.url);
    await waitForFrames(first, 10);
    await setupMatch(first, [{who: 'human'}, {who: 'human'}]);
    await click(first, 'setup:start');
    await click(first, 'call:roll');
    const played = await saved(first);

    const second = await context.newPage();
    second.on('pageerror', (e) => problems.push(e.message));
    await second.goto(server.url);
    await waitForFrames(second, 10);
    await second.waitForFunction(() => !document.getElementById('elsewhere').hidden,
      null, {timeout: 0});
    assert.match(await second.evaluate(() =>
      document.getElementById('elsewhere-text').textContent), /open in another tab/);
    await screenshot(second, 'tabs-1-second-asks');
    assert.equal(await saved(second), played, 'asking wrote nothing over the match');
    assert.equal(await shown(first), false, 'the first tab plays on');

    await second.click('#play-here');
    await second.waitForFunction(() => window.equationsTest &&
      (window.equationsTest.frames() > 5 ||
       (window.equationsTest.frames() > 0 && window.equationsTest.settled())),
      null, {timeout: 0});
    await first.waitForFunction(() => !document.getElementById('elsewhere').hidden,
      null, {timeout: 0});
    assert.equal(await shown(second), false, 'the second tab plays the match now');
    assert.deepEqual((await state(second)).history, JSON.parse(played).actions,
      'with the match as the first tab left it');

    // The first tab's keys and clicks change nothing saved any more.
    const before = await saved(second);
    await first.keyboard.press('Enter');
    await settle(first);
    assert.equal(await saved(first), before, 'the first tab saved nothing');
    await click(second, 'call:roll');
    assert.notEqual(await saved(first), before, 'the second tab saves its play');
    assert.deepEqual(problems, []);
    await context.close();
  });
