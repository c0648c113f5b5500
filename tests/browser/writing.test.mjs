// Browser tests of writing an Equation with a real keyboard: the line takes keys as soon as it
// shows, typed * and / read as ^ and ÷, Enter presents, and an Equation that is empty, has no "="
// or does not parse asks first and says why (so a stray Space or Enter never hands in a blank).
// Screenshots land in build/browser/writing-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, settle, drag, click,
  setupMatch, rollTheCubes, isDigit} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const text = (page, id) => page.evaluate((i) => window.equationsTest.text(i), id);

// From a match of two humans just rolled: a one-digit Goal, then a challenge by the other
// player; returns the seat that has a "Write Equation" call, with the state.
export async function toWriting(page) {
  await setupMatch(page, [{who: 'human'}, {who: 'human'}]);
  await click(page, 'setup:start');
  await rollTheCubes(page);
  let s = await state(page);
  const setter = s.shake.goal_setter;
  const goal = await rect(page, 'goal');
  await drag(page, `cube:resources:${s.shake.resources.findIndex(isDigit)}`,
    {x: goal.x + 60, y: goal.y + goal.height / 2});
  await click(page, `call:${setter}:goal`);
  const other = 1 - setter;
  for (const call of ['impossible', 'now'])
    if (await rect(page, `call:${other}:${call}`)) { await click(page, `call:${other}:${call}`); break; }
  s = await state(page);
  assert.equal(s.phase, 'challenge', 'a challenge was called');
  for (const p of [0, 1])
    if (await rect(page, `call:${p}:write`)) return {writer: p, s};
  throw new Error('no player may write');
}

test('the Equation line takes keys at once, shows * and / as ^ and ÷, and asks before a blank', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    const {writer} = await toWriting(page);
    await click(page, `call:${writer}:write`);
    await click(page, 'write:reveal');

    // No click on the line: keys typed now land in it.
    await page.keyboard.type('2*3/1', {delay: 40});
    await settle(page);
    assert.equal(await text(page, 'write:text'), '2^3÷1', 'typed at once, * and / as ^ and ÷');

    // Enter with no "=": a question that says why, and nothing is presented.
    await page.keyboard.press('Enter');
    await settle(page);
    assert.ok(await rect(page, 'write:confirm'), 'Enter on an Equation without "=" asks first');
    assert.match(await text(page, 'write:confirm'), /=/, 'and says the "=" is missing');
    await screenshot(page, 'writing-1-no-equals');
    await page.keyboard.press('Escape');
    await settle(page);
    assert.equal(await rect(page, 'write:confirm'), null, 'Escape goes back to writing');
    assert.equal(await text(page, 'write:text'), '2^3÷1', 'with the text kept');
    assert.equal((await state(page)).shake.writing[writer].presented, false);

    // A Space into a blank line and Enter: asked, not handed in.
    await click(page, 'key:clear');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await settle(page);
    assert.match(await text(page, 'write:confirm') || '', /empty/i, 'a blank Equation asks first');
    await page.keyboard.press('Enter');  // Enter on the question keeps writing
    await settle(page);
    assert.equal((await state(page)).shake.writing[writer].presented, false,
      'a second Enter does not hand in the blank Equation');

    // An Equation that does not parse says where; one that does is presented by Enter.
    await click(page, 'key:clear');
    await page.keyboard.type('1+=2', {delay: 40});
    await page.keyboard.press('Enter');
    await settle(page);
    assert.ok(await rect(page, 'write:confirm'), 'an Equation that does not parse asks first');
    await page.keyboard.press('Escape');
    await click(page, 'key:clear');
    await page.keyboard.type('1+1=2', {delay: 40});
    await page.keyboard.press('Enter');
    await settle(page);
    assert.ok(await rect(page, 'write:done'), 'Enter handed the Equation in');
    const s = await state(page);
    const presented = s.shakes.length ? s.shakes.at(-1).writing[writer] : s.shake.writing[writer];
    assert.equal(presented.equation, '1+1=2', 'the Equation typed is the one presented');
    assert.deepEqual(problems, []);
    await context.close();
  });
