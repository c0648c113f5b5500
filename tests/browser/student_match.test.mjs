// Browser test of a student's match (issue 48 items 10 and 11): against the computer the
// teacher's demo controls (step, pace, full screen) stay away and the scores stand high in the
// column; a tap on the Goal's first cube with another cube picked places the picked cube; on a
// phone (390x844) the setup stays within the screen and the cubes are big enough to read.
// Screenshots land in build/browser/student-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, click, waitForFrames, settle,
  startMatch, rollTheCubes, isDigit} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('against the computer no teacher controls; a tap near the Goal places the picked cube',
  async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}, basicSetup: false});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await click(page, 'setup:computer');
    assert.equal((await state(page)).phase, 'roll for first');
    for (const id of ['button:ai-pace', 'button:fullscreen', 'button:ai-step'])
      assert.equal(await rect(page, id), null, `${id} is the teacher's demo's, not a student's`);
    await screenshot(page, 'student-1-vs-computer');
    assert.deepEqual(problems, []);
    await context.close();

    // Two people: the Goal-setter taps a digit, the Goal line, another digit, then the Goal's
    // first cube: the second digit joins the Goal instead of the first being picked.
    const second = await openPage(browser, {viewport: {width: 1366, height: 768}});
    const p2 = second.page;
    await startMatch(p2, server.url, [{who: 'human'}, {who: 'human'}]);
    await rollTheCubes(p2);
    let s = await state(p2);
    const first = s.shake.resources.findIndex(isDigit);
    await click(p2, `cube:resources:${first}`);
    await click(p2, 'goal');
    s = await state(p2);
    assert.equal(s.shake.goal.length, 1, 'the tapped cube is on the Goal line');
    const next = s.shake.resources.findIndex(isDigit);
    await click(p2, `cube:resources:${next}`);
    await click(p2, 'cube:goal:0');
    s = await state(p2);
    assert.equal(s.shake.goal.length, 2, 'a tap on the Goal\'s first cube places the picked cube');
    assert.deepEqual(second.problems, []);
    await second.context.close();
  });

test('a phone: the setup within the screen, cubes big enough to read', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 390, height: 844}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await click(page, 'setup:play:adventurous');
  await settle(page);
  const ids = await page.evaluate(() => ['setup:computer', 'setup:rules:agloa', 'setup:rules:acc',
    'setup:rules:mlag', 'setup:division:senior', 'setup:play:adventurous', 'setup:year:2027-28',
    'setup:picks:practice', 'setup:picks:tournament', 'setup:seat:0', 'setup:start', 'setup:demo', 'setup:challenge24']
    .map((id) => [id, window.equationsTest.rect(id)]));
  for (const [id, r] of ids)
    assert.ok(r && r.x >= 0 && r.x + r.width <= 390 + 1, `${id} is within the phone's width: ${JSON.stringify(r)}`);
  await screenshot(page, 'student-2-phone-setup');
  await click(page, 'setup:play:basic');
  await click(page, 'setup:start');
  await rollTheCubes(page);
  const cube = await rect(page, 'cube:resources:0');
  assert.ok(cube.width >= 26, `a phone's cubes are at least 26 px: ${cube.width}`);
  const players = await rect(page, 'players');
  assert.ok(players && players.y + 100 <= 844, `the players' column shows below: ${JSON.stringify(players)}`);
  await screenshot(page, 'student-3-phone-mat');
  assert.deepEqual(problems, []);
  await context.close();
});
