// Browser tests of fair seats: while an AI seat is to act, none of its calls is drawn and no
// gesture of the mouse or the keyboard acts for it; the human's own calls stay. The AI is held
// back by a long pause between its actions (README, "Browser test hook"), so the test sees the
// AI's turn for as long as it likes. Screenshots land in build/browser/seats-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, settle, centre, drag,
  click, setupMatch, rollTheCubes} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Starts a match of two humans, rolls, and hands the Goal-setter's seat to the club AI (the saved
// setup, then a reload): the AI is to set the Goal and waits `pauseMs` before each action.
export async function aiSetsTheGoal(page, pauseMs = 600000) {
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await setupMatch(page, [{who: 'human'}, {who: 'human'}]);
  await click(page, 'setup:start');
  await rollTheCubes(page);
  const s = await state(page);
  assert.equal(s.phase, 'setting the Goal');
  const ai = s.shake.goal_setter;
  await page.evaluate(({seat, pause}) => {
    const setup = JSON.parse(localStorage.getItem('equations.setup'));
    setup.ai = ['', ''];
    setup.ai[seat] = 'club';
    localStorage.setItem('equations.setup', JSON.stringify(setup));
    localStorage.setItem('equations.ai_pause_ms', String(pause));
  }, {seat: ai, pause: pauseMs});
  await page.reload();
  await waitForFrames(page, 10);
  await settle(page, 10);
  return {ai, human: 1 - ai, s: await state(page)};
}

test('an AI seat\'s calls are not drawn and no drag, click or key acts for it on its turn', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    const {ai, human, s} = await aiSetsTheGoal(page);
    assert.equal(s.phase, 'setting the Goal');
    assert.equal(s.shake.goal_setter, ai);
    const before = s.history.length;
    for (const call of ['goal', 'nogoal', 'bonus'])
      assert.equal(await rect(page, `call:${ai}:${call}`), null,
        `the AI seat's "${call}" is not drawn for the human to press`);
    await screenshot(page, 'seats-1-ai-sets-the-goal');

    // A drag of a cube to the Goal line, a click then a click, and the keyboard: nothing moves.
    const goal = await rect(page, 'goal');
    await drag(page, 'cube:resources:0', {x: goal.x + 60, y: goal.y + goal.height / 2});
    await click(page, 'cube:resources:1');
    await click(page, 'goal');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('g');
    await settle(page);
    const after = await state(page);
    assert.equal(after.history.length, before,
      `no action was applied for the AI seat: ${after.history.slice(before).join(', ')}`);
    assert.equal(after.shake.goal.length, 0, 'the Goal line is still empty');
    assert.equal(await rect(page, `call:${human}:goal`), null, 'the human has no Goal to set');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('with a short pause the AI seat sets its Goal itself and the human moves on their turn', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    const {ai, human} = await aiSetsTheGoal(page, 600000);
    // The pause is shortened for the rest of the match: the AI acts after a reload.
    await page.evaluate(() => localStorage.setItem('equations.ai_pause_ms', '40'));
    await page.reload();
    await waitForFrames(page, 10);
    let s = await state(page);
    for (let i = 0; i < 240 && !(s.phase === 'moving' && s.shake.to_move === human); i++) {
      await settle(page, 4);
      s = await state(page);
      if (s.phase !== 'setting the Goal' && s.phase !== 'moving') break;
    }
    if (s.phase === 'moving' && s.shake.to_move === human) {
      const before = s.history.length;
      await drag(page, 'cube:resources:0', await centre(page, 'required'));
      s = await state(page);
      // (The AI may already have answered with its own move.)
      assert.ok(s.history.slice(before).some((a) => a.startsWith(`p${human} move`)),
        `the human moves on their own turn, as themselves: ${s.history.slice(before)}`);
    }
    assert.ok(s.history.some((a) => a.startsWith(`p${ai} `)), 'the AI acted for its own seat');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('the AI\'s note says what it did, never a Solution or what it is about to do', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    const {ai} = await aiSetsTheGoal(page, 600000);
    const note = () => page.evaluate(() => window.equationsTest.text('ai:note'));
    // The AI decides its Goal and then waits out the pause.
    await page.waitForFunction(() => window.equationsTest.aiHolding(), null, {timeout: 0});
    await settle(page);
    assert.equal((await state(page)).shake.goal.length, 0, 'the AI has not acted yet');
    assert.equal(await rect(page, 'ai:note'), null,
      'while the AI holds its decision no note tells what it is about to do');
    await screenshot(page, 'seats-2-ai-decided');
    // Paused, the AI waits for nothing (the game settles) and keeps its decision for later.
    await click(page, 'button:pause');
    await page.waitForFunction(() => window.equationsTest.aiThinking() < 0 &&
      window.equationsTest.settled(), null, {timeout: 0});
    assert.equal(await page.evaluate(() => window.equationsTest.aiHolding()), false,
      'a paused AI holds nothing it waits to play');
    await click(page, 'button:pause');
    await page.waitForFunction(() => window.equationsTest.aiHolding(), null, {timeout: 0});
    assert.equal((await state(page)).shake.goal.length, 0, 'resumed, it waits out the pause');

    await page.evaluate(() => localStorage.setItem('equations.ai_pause_ms', '40'));
    await page.reload();
    await waitForFrames(page, 10);
    let s = await state(page);
    for (let i = 0; i < 200 && s.phase === 'setting the Goal'; i++) {
      await settle(page, 4);
      s = await state(page);
    }
    const said = await note();
    assert.ok(said, 'after its action the AI\'s note shows');
    assert.doesNotMatch(said, /Solution|for example|=/, `it says what it did only: ${said}`);
    assert.ok(s.history.some((a) => a.startsWith(`p${ai} `)), 'the AI acted');
    assert.deepEqual(problems, []);
    await context.close();
  });
