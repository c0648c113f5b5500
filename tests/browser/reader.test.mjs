// Browser tests of the screen-reader layer: the page's live region (web/index.html #announcer)
// says the roll, the moves, the calls, whose turn it is and the checked Equations as they happen,
// read from the DOM as a screen reader reads it; the D key and the "Describe the mat" button put
// the mat in words into #mat-description. Screenshots land in build/browser/reader-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, rect, state, settle, drag, click, centre,
  setupMatch, rollTheCubes, isDigit} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// The lines of the live region, as a screen reader gets them.
const spoken = (page) => page.evaluate(() => {
  const region = document.getElementById('announcer');
  return region ? [...region.querySelectorAll('p')].map((p) => p.textContent) : null;
});

test('a live region narrates turns, moves, calls and verdicts; the mat in words on demand', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    const region = await page.evaluate(() => {
      const r = document.getElementById('announcer');
      return r && {live: r.getAttribute('aria-live'), hidden: r.offsetWidth <= 1};
    });
    assert.deepEqual(region, {live: 'polite', hidden: true},
      'a polite live region, out of sight, is on the page');
    await setupMatch(page, [{name: 'Ann', who: 'human'}, {name: 'Ben', who: 'human'}]);
    await click(page, 'setup:start');
    await rollTheCubes(page);
    let s = await state(page);
    const setter = ['Ann', 'Ben'][s.shake.goal_setter];
    let lines = await spoken(page);
    assert.ok(lines.some((l) => /^Roll for first: Ann rolled .+, Ben rolled /.test(l)),
      `the roll for first is said: ${lines.join(' | ')}`);
    assert.ok(lines.includes(`${setter} rolled the cubes.`), 'the roll is said');
    assert.ok(lines.some((l) => l.startsWith(`${setter} sets the Goal`)), 'whose turn it is');

    // A Goal cube, "Goal", a move and a refused drop.
    const goal = await rect(page, 'goal');
    const i = s.shake.resources.findIndex(isDigit);
    const cube = s.shake.resources[i];
    await drag(page, `cube:resources:${i}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
    await click(page, `call:${s.shake.goal_setter}:goal`);
    s = await state(page);
    const mover = ['Ann', 'Ben'][s.shake.to_move];
    const moved = s.shake.resources[0];
    await drag(page, 'cube:resources:0', await centre(page, 'required'));
    await drag(page, 'cube:required:0', await centre(page, 'permitted'));
    lines = await spoken(page);
    // A sign is said as a word ("blue minus"): a screen reader skips a lone "-".
    const words = {'+': 'plus', '-': 'minus', 'x': 'times', '÷': 'divide', '^': 'power', '√': 'root'};
    const said = (key) => key.replace(/^_/, '').replace(/ (.)$/, (m, f) => ' ' + (words[f] || f));
    assert.ok(lines.includes(`${setter} put ${said(cube)} on the Goal line.`), `the Goal cube: ${cube}`);
    assert.ok(lines.some((l) => l.startsWith(`${setter} said Goal: `)), 'the call Goal');
    assert.ok(lines.includes(`${mover} moved ${said(moved)} to Required.`), `the move: ${moved}`);
    assert.ok(lines.some((l) => /stays where it was played/.test(l)), 'a refused drop says why');

    // The mat in words: the D key, then the page's button.
    await page.keyboard.press('d');
    await settle(page);
    s = await state(page);
    const described = await page.evaluate(() =>
      document.getElementById('mat-description').textContent);
    assert.ok(described.startsWith(`Goal: ${said(cube)} (reads `), described);
    assert.ok(described.includes(`Required: ${said(moved)}.`), described);
    assert.match(described, new RegExp(`Resources, ${s.shake.resources.length} cubes: `));
    assert.match(described, /is to move\./);
    const button = await page.evaluate(() => {
      document.getElementById('mat-description').textContent = '';
      document.getElementById('describe-mat').click();
      return document.getElementById('mat-description').textContent;
    });
    assert.equal(button, described, 'the button gives the same words');

    // A challenge and its verdict.
    const challenger = s.shake.to_move;  // of two players, the one who did not move last
    await click(page, `call:${challenger}:` +
      (await rect(page, `call:${challenger}:impossible`) ? 'impossible' : 'now'));
    for (let k = 0; k < 4 && (await state(page)).phase === 'challenge'; k++) {
      for (const p of [0, 1]) {
        if (await rect(page, `call:${p}:decline`)) { await click(page, `call:${p}:decline`); break; }
      }
    }
    lines = await spoken(page);
    assert.ok(lines.some((l) => / challenged .+: /.test(l)), 'the challenge is said');
    console.log(`the live region's last lines: ${lines.slice(-3).join(' | ')}`);
    if ((await state(page)).shakes.length)
      assert.ok(lines.some((l) => /^Shake 1 ended: .+ Ann -?\d+ points?\. Ben -?\d+ points?\.$/.test(l)),
        `the verdict and points are said: ${lines.slice(-4).join(' | ')}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
