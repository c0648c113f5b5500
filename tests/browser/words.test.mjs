// Browser tests of the game in a twelve-year-old's words: "how to play" from the start screen,
// divisions with their grades, tooltips on the calls, verdicts in plain words with the rule
// reference on a quieter line, the checked Equations shown with the cubes they were checked
// against, the score sheet as a page to print, the teacher's demo preset, and the ACC Goal
// declaration typed beside the Goal call and drawn on the mat. Screenshots land in
// build/browser/words-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, settle, drag, click, centre,
  startMatch, rollTheCubes, isDigit, face, waitForFrames, setOneCubeGoal} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const text = (page, id) => page.evaluate((i) => window.equationsTest.text(i), id);
const hover = async (page, id) => {
  const c = await centre(page, id);
  await page.mouse.move(c.x, c.y);
  await settle(page);  // the tooltip shows in the frames the move starts
  return text(page, 'tooltip');
};

test('how to play from the start screen, grades, tooltips', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  assert.equal(await text(page, 'setup:division:middle'), 'Middle (grade 8 and below)');
  assert.match(await hover(page, 'setup:rules:mlag'), /league/i, 'the rule sets say what they are');
  await click(page, 'setup:rules:acc');
  assert.equal(await text(page, 'setup:division:3'), 'Grade 3');
  assert.equal(await text(page, 'setup:division:7-8'), 'Grades 7 and 8');
  await click(page, 'setup:rules:agloa');

  await click(page, 'button:guide');
  assert.ok(await rect(page, 'guide'), 'Help opens how to play on the start screen');
  const pages = [await text(page, 'guide:text')];
  while (await rect(page, 'guide:next')) {
    await click(page, 'guide:next');
    pages.push(await text(page, 'guide:text'));
  }
  assert.ok(pages.length >= 5, `${pages.length} pages`);
  assert.match(pages.join(' '), /Required .*Permitted .*Forbidden/s);
  assert.match(pages.join(' '), /Now.*Impossible/s);
  await screenshot(page, 'words-1-guide');
  await click(page, 'guide:close');
  assert.equal(await rect(page, 'guide'), null);
  assert.ok(await rect(page, 'setup:start'), 'the setup is back');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a verdict in plain words, with the cubes it was checked against, and a printable sheet', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await startMatch(page, server.url, [{who: 'human'}, {who: 'human'}]);
    await rollTheCubes(page);
    let s = await state(page);
    const setter = s.shake.goal_setter;
    // The call has a tooltip, before the Goal is said.
    assert.match(await hover(page, `call:${setter}:nogoal`), /no Goal/, 'a call has a tooltip');
    const {cube: goalCube} = await setOneCubeGoal(page);
    s = await state(page);
    const moved = s.shake.resources[0];
    await drag(page, 'cube:resources:0', await centre(page, 'required'));
    // The Goal-setter challenges the move; every player who may writes "1=2", which is wrong.
    await click(page, `call:${setter}:` +
      (await rect(page, `call:${setter}:impossible`) ? 'impossible' : 'now'));
    for (let k = 0; k < 6 && (await state(page)).phase === 'challenge'; k++) {
      // Whoever may write writes first; a player who may only decline declines after.
      const q = 0;
      let writer = -1;
      for (const p of [0, 1]) if (writer < 0 && await rect(page, `call:${p}:write`)) writer = p;
      if (writer >= 0) {
        await click(page, `call:${writer}:write`);
        await click(page, 'write:reveal');
        await page.keyboard.type(`${face(goalCube)}+1=${face(goalCube)}`, {delay: 30});
        await settle(page);
        await page.keyboard.press('Enter');
        await settle(page);
        if (await rect(page, 'write:confirm')) await click(page, 'write:confirm');
        if (await rect(page, 'write:done')) await click(page, 'write:done');
        continue;
      }
      const decliner = (await rect(page, `call:${q}:decline`)) ? q : 1 - q;
      if (!(await rect(page, `call:${decliner}:decline`))) break;
      await click(page, `call:${decliner}:decline`);
    }
    s = await state(page);
    assert.equal(s.shakes.length, 1, `the shake is scored (${s.phase})`);
    assert.ok(await rect(page, 'results:mat'), 'the results show the mat');
    assert.equal(await text(page, 'results:mat:goal'), goalCube.replace(/^_/, ''),
      'the Goal it was checked against');
    assert.equal(await text(page, 'results:mat:required'), moved.replace(/^_/, ''),
      'the Required cube it was checked against');
    const reasons = [];
    for (const p of [0, 1]) {
      const r = await text(page, `results:reasons:${p}`);
      if (r) reasons.push(r);
    }
    await screenshot(page, 'words-2-results-with-mat');
    assert.ok(reasons.length > 0,
      `a wrong Equation says why: ${JSON.stringify(s.shakes[0].writing ?? s.shakes[0])}`);
    for (const r of reasons)
      assert.doesNotMatch(r, /\((AGLOA|ACC|MLAG) /, `the reason leads with words: ${r}`);
    console.log('reasons: ' + reasons.join(' / '));
    const explain = await rect(page, 'button:explain');
    const results = await rect(page, 'results');
    assert.ok(explain && explain.y + explain.height <= results.y + results.height,
      'Explain is on the results, in view');
    await screenshot(page, 'words-2-results-with-mat');
    await click(page, 'results:close');

    // The score sheet opens as a page to print, with the Equations.
    await click(page, 'button:scores');
    const [sheet] = await Promise.all([context.waitForEvent('page'), click(page, 'scores:print')]);
    await sheet.waitForLoadState();
    const html = await sheet.content();
    assert.match(html, /<table>/);
    assert.ok(html.includes(`${face(goalCube)}+1=${face(goalCube)}`), 'the Equation is on the sheet');
    assert.match(html, /@media print/);
    assert.match(html, /Middle \(grade 8 and below\)/);
    await sheet.screenshot({path: 'build/browser/words-3-printable.png'});
    await sheet.close();
    assert.deepEqual(problems, []);
    await context.close();
  });

test("the teacher's demo preset starts three AI players; full screen", async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await click(page, 'setup:demo');
    const s = await state(page);
    assert.ok(s, 'the demo starts at once');
    assert.equal(s.players, 3, 'three seats');
    assert.ok(await rect(page, 'button:pause'), 'the teacher can pause it');
    assert.equal(await rect(page, 'call:roll'), null, 'no human roll: the AI seats play');
    await click(page, 'button:fullscreen');
    await settle(page, 10);
    assert.ok(await page.evaluate(() => !!document.fullscreenElement), 'full screen');
    await screenshot(page, 'words-4-demo');
    await page.keyboard.press('v');
    await settle(page, 10);
    assert.ok(await page.evaluate(() => !document.fullscreenElement), 'V leaves full screen');
    await page.keyboard.press('v');
    await settle(page, 10);
    assert.ok(await page.evaluate(() => !!document.fullscreenElement), 'V fills the screen');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('ACC: the Goal-setter declares a grouping with the Goal, shown on the mat', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await click(page, 'setup:rules:acc');
    await click(page, 'setup:players:2');
    for (const p of [0, 1]) {
      await click(page, `setup:seat:${p}`);
      await click(page, `setup:seat:${p}:human`);
    }
    await click(page, 'setup:start');
    for (let k = 0; k < 20 && (await state(page)).phase !== 'setting the Goal'; k++) {
      if (!(await rect(page, 'call:roll'))) break;
      await click(page, 'call:roll');
      await settle(page, 50);
    }
    let s = await state(page);
    assert.equal(s.phase, 'setting the Goal');
    const setter = s.shake.goal_setter;
    // Three cubes, digit, operation, digit, on the Goal line one after the other.
    const digits = s.shake.resources.map((c, i) => [c, i]).filter(([c]) => isDigit(c));
    const op = s.shake.resources.findIndex((c) => ['+', 'x'].includes(face(c)));
    const keys = op >= 0 && digits.length >= 2 ?
      [digits[0][0], s.shake.resources[op], digits[1][0]] : [digits[0][0]];
    for (const key of keys) {
      s = await state(page);
      const g = await rect(page, 'goal');
      await drag(page, `cube:resources:${s.shake.resources.indexOf(key)}`,
        {x: g.x + g.width - 80, y: g.y + g.height / 2});
    }
    const goalText = `(${keys.map(face).join('')})`;
    s = await state(page);
    assert.ok(s.shake.goal.length >= 1, 'the Goal cubes lie on the line');
    await click(page, `call:${setter}:declare`);
    assert.ok(await rect(page, 'declaration'), 'the declaration field opens');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(goalText, {delay: 30});
    await settle(page);
    await page.keyboard.press('Enter');
    await settle(page, 6);
    s = await state(page);
    const said = await page.evaluate(() => window.equationsTest.message());
    assert.equal(s.phase, 'moving', `Goal said with the declaration (${said})`);
    assert.equal(await text(page, 'goal:declaration'), `Declared: ${goalText}`, 'the mat shows it');
    const lines = await page.evaluate(() =>
      [...document.getElementById('announcer').querySelectorAll('p')].map((p) => p.textContent));
    assert.ok(lines.some((l) => l.includes(`, declared as ${goalText}`)),
      `the live region says it: ${lines.slice(-3).join(' | ')}`);
    console.log(`declared: ${await text(page, 'goal:declaration')}`);
    await screenshot(page, 'words-5-declaration');
    assert.deepEqual(problems, []);
    await context.close();
  });
