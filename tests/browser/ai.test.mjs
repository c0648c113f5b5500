// Browser tests of the AI player: a full AGLOA match between a human seat, driven by the
// test's real mouse events, and an AI seat, to the end of the round and the match points; and a
// demonstration game of AI against AI that plays by itself. The tests wait on the game's state;
// how long frames take while the AI thinks is measured by bench/browser_frames.mjs.
// The pause between AI actions is shortened through localStorage (README, "Browser test hook").
// Screenshots land in build/browser/ai-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, message, settle, centre,
  click, drag, face, isDigit, installMovableClock, shiftClock, setupMatch} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Before the page loads: a short pause between AI actions, and a clock the test can move.
async function prepare(page) {
  await installMovableClock(page);
  await page.addInitScript(() => localStorage.setItem('equations.ai_pause_ms', '40'));
}

const thinking = (page) => page.evaluate(() => window.equationsTest.aiThinking());

// Waits until no AI seat thinks (nor holds an action for its pause) and the game has drawn all
// it had to; returns the state. It waits on the game's state, never on the clock: the frames
// while the AI thinks are timed in bench/browser_frames.mjs.
async function waitForAi(page) {
  await page.waitForFunction(() => window.equationsTest.aiThinking() < 0 &&
    window.equationsTest.settled(), null, {timeout: 0});
  return state(page);
}

// A screenshot while the game plays.
const playShot = (page, name) => screenshot(page, name);

// The human sets a Goal of digit, operation, digit by dragging cubes to the Goal line.
async function humanGoal(page, p) {
  let s = await state(page);
  const goal = await rect(page, 'goal');
  let i = s.shake.resources.findIndex(isDigit);
  await drag(page, `cube:resources:${i}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
  s = await state(page);
  i = s.shake.resources.findIndex((k) => ['+', 'x', '-'].includes(face(k)));
  if (i >= 0 && s.shake.goal.length === 1) {
    let last = await rect(page, 'cube:goal:0');
    await drag(page, `cube:resources:${i}`, {x: last.x + last.width * 1.6, y: last.y + 20});
    s = await state(page);
    i = s.shake.resources.findIndex(isDigit);
    last = await rect(page, 'cube:goal:1');
    if (last) await drag(page, `cube:resources:${i}`, {x: last.x + last.width * 1.6, y: last.y + 20});
  }
  await click(page, `call:${p}:goal`);
}

// The human writes the Goal as an Equation on the keypad (a correct one is not needed here).
async function humanWrites(page, p) {
  const s = await state(page);
  await click(page, `call:${p}:write`);
  await click(page, 'write:reveal');
  const faces = s.shake.goal.map(face).filter((f) => /^[0-9+x-]$/.test(f));
  for (const key of [...faces, '=', ...faces]) await click(page, `key:${key}`);
  await click(page, 'write:present');
  if (await rect(page, 'write:done')) await click(page, 'write:done');
  if (await rect(page, 'write:cancel')) await click(page, 'write:cancel');
}

const sections = ['required', 'permitted', 'forbidden'];

// Does what the human seat `p` is asked to do now, with real mouse events; returns what it did.
async function humanTurn(page, s, p, turn) {
  if (await rect(page, 'results')) { await click(page, 'results:close'); return 'closed results'; }
  const has = async (id) => (await rect(page, `call:${p}:${id}`)) !== null;
  if (s.phase === 'roll for first' || s.phase === 'rolling') {
    if (await rect(page, 'call:roll')) { await click(page, 'call:roll'); return 'rolled'; }
  }
  if (s.phase === 'setting the Goal' && s.shake.goal_setter === p) {
    await humanGoal(page, p);
    return 'set a Goal';
  }
  if (s.phase === 'no Goal declared' && await has('agree')) {
    await click(page, `call:${p}:agree`);
    return 'agreed: no Goal';
  }
  if (s.phase === 'moving' && s.shake.to_move === p && s.shake.bonus_step === 0) {
    const before = s.history.length;
    for (let k = 0; k < 3; k++) {
      await drag(page, 'cube:resources:0', await centre(page, sections[(turn + k) % 3]));
      if ((await state(page)).history.length > before) return 'moved';
    }
    return 'could not move: ' + await message(page);
  }
  if (await has('decline')) { await click(page, `call:${p}:decline`); return 'declined to write'; }
  if (await has('write')) { await humanWrites(page, p); return 'wrote'; }
  return null;
}

test('five ACC seats and their Human/AI choices fit a 1366x768 window without scrolling', async () => {
    const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await click(page, 'setup:rules:acc');
    await click(page, 'setup:players:5');
    const start = await rect(page, 'setup:start');
    const setup = await rect(page, 'setup');
    for (let p = 0; p < 5; ++p) {
      for (const id of [`setup:name:${p}`, `setup:seat:${p}`]) {
        const r = await rect(page, id);
        assert.ok(r.y + r.height <= start.y, `${id} is above the Start button, not scrolled away`);
        assert.ok(r.x >= setup.x && r.x + r.width <= setup.x + setup.width,
          `${id} lies inside the setup window`);
      }
    }
    await click(page, 'setup:seat:4');
    const last = await rect(page, 'setup:seat:4:tournament');
    assert.ok(last.x + last.width <= 1366 && last.y + last.height <= 768,
      '"AI tournament" is inside the window');
    await click(page, 'setup:seat:4:tournament');
    await screenshot(page, 'ai-0-acc-five-seats');
    await click(page, 'setup:start');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('equations.setup')));
    assert.deepEqual(saved.ai, ['', '', '', '', 'tournament'], 'the combo chose the level');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('a full AGLOA match: a human seat played by mouse against an AI seat', async () => {
    const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
    await prepare(page);
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await setupMatch(page, [{name: 'Ann', who: 'human'}, {name: 'Robo', who: 'club'}]);
    await screenshot(page, 'ai-1-setup');
    await click(page, 'setup:start');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('equations.setup')));
    assert.deepEqual(saved.ai.slice(0, 2), ['', 'club'], 'the seats are remembered with the setup');
    assert.ok(await rect(page, 'player:1'));

    let s = await waitForAi(page);
    let turn = 0, idle = 0, shotThinking = false, hinted = false, explained = false;
    const did = [];
    // Play until three shakes are scored (or 200 turns pass), then end the round.
    while ((s.shakes.length < 3 || !explained) && turn < 200) {
      if (!shotThinking && await thinking(page) >= 0) {
        await playShot(page, 'ai-2a-thinking');
        shotThinking = true;
      }
      if (!hinted && s.phase === 'moving' && s.shake.to_move === 0) {
        // A Hint for the human: a safe move or a challenge, in words.
        await click(page, 'button:hint');
        await page.waitForFunction(() => window.equationsTest.rect('ai:hint'), null, {timeout: 0});
        await playShot(page, 'ai-2b-hint');
        hinted = true;
      }
      if (!explained && s.shakes.length >= 1 && !(await rect(page, 'results'))) {
        // Explain the last shake's challenge: a correct Solution, or why none exists.
        await click(page, 'button:explain');
        await page.waitForFunction(() => window.equationsTest.rect('ai:explain'), null, {timeout: 0});
        await playShot(page, 'ai-3-explain');
        explained = true;
      }
      const what = await humanTurn(page, s, 0, turn++);
      if (what) did.push(`${s.phase}: ${what}`);
      idle = what ? 0 : idle + 1;
      assert.ok(idle < 5, `the match is stuck in "${s.phase}" (message: ${await message(page)}; ` +
        `to move: ${s.shake?.to_move}, bonus step ${s.shake?.bonus_step}; AI thinking: seat ` +
        `${await thinking(page)}; last actions: ${s.history.slice(-4).join(', ')}; AI note: ` +
        `${await page.evaluate(() => JSON.stringify(window.equationsTest.text('ai:note')))}; ` +
        `page problems: ${problems.join(' | ') || 'none'})`);
      s = await waitForAi(page);
      assert.notEqual(s.phase, 'match over');
    }
    console.log(`# human actions: ${did.join('; ')}`);
    assert.ok(s.shakes.length >= 1, `shakes scored: ${s.shakes.length}`);
    const aiActions = s.history.filter((a) => a.startsWith('p1 '));
    console.log(`# ${s.shakes.length} shakes scored, ${aiActions.length} AI actions, ` +
      `results: ${s.shakes.map((r) => r.result).join(' | ')}`);
    assert.ok(aiActions.some((a) => / move /.test(a) || /goal/.test(a)),
      `the AI moved or set a Goal: ${aiActions.slice(0, 8).join(', ')}`);
    if (await rect(page, 'results')) await click(page, 'results:close');
    assert.ok(hinted && explained, 'the human asked for a Hint and an explanation');
    await screenshot(page, 'ai-4-scored');

    // The end of the round: time is called, five more minutes, "Stop", everyone writes.
    const roundStart = Number(await page.evaluate(() => localStorage.getItem('equations.round_start')));
    const now = await page.evaluate(() => Date.now());
    await shiftClock(page, roundStart + 30 * 60000 - now + 1000);
    await settle(page, 6);
    s = await waitForAi(page);
    await shiftClock(page, 5 * 60000 + 1000);
    await settle(page, 6);
    s = await waitForAi(page);
    for (let k = 0; k < 30 && s.phase !== 'match over'; k++) {
      const what = await humanTurn(page, s, 0, turn++);
      s = await waitForAi(page);
      if (!what && s.phase !== 'match over') await settle(page, 10);
    }
    assert.equal(s.phase, 'match over', 'the match ends with the round');
    if (await rect(page, 'results')) await click(page, 'results:close');
    await click(page, 'button:scores');
    await screenshot(page, 'ai-5-match-over');
    await click(page, 'scores:close');

    assert.deepEqual(problems, []);
    await context.close();
  });

test('AI against AI: a demonstration game plays by itself', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await prepare(page);
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await setupMatch(page, [{name: 'Tess', who: 'tournament'}, {name: 'Bea', who: 'beginner'}]);
  await click(page, 'setup:start');
  // Nobody touches the page: the AIs roll, set Goals, move, challenge and write.
  await page.waitForFunction(() => window.equationsTest.rect('thinking:0') ||
    window.equationsTest.rect('thinking:1') || window.equationsTest.state().shakes.length >= 1,
  null, {timeout: 0});
  await playShot(page, 'ai-6-demo-thinking');
  await page.waitForFunction(() => window.equationsTest.state().shakes.length >= 1, null,
    {timeout: 0});
  const s = await state(page);
  console.log(`# AI vs AI: ${s.shakes.length} shakes, ${s.history.length} actions`);
  // Once a seat is the computer's, the page plays a sample match to its second move, so that the
  // browser compiles the AI's code before a player waits on it (ui/ai_driver.h, WarmUpAi).
  const warm = await page.evaluate(() => window.equationsTest.aiWarmUp());
  console.log(`# AI warm-up once a computer seat was chosen: ${warm.calls} Think calls, ` +
    `${warm.actions} actions (${warm.moves} moves), ${warm.ms.toFixed(0)} ms`);
  assert.ok(warm.actions >= 1, 'the AI warmed up once a computer seat was chosen');
  assert.ok(s.history.some((a) => a.startsWith('p0 ')) && s.history.some((a) => a.startsWith('p1 ')),
    'both AI seats acted');
  assert.ok(s.shakes.length >= 1, 'the demonstration reaches a scored shake by itself');
  await screenshot(page, 'ai-7-demo');
  assert.deepEqual(problems, []);
  await context.close();
});
