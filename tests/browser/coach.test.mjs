// Browser test of the coached first match, played by keyboard alone: the guide's last page starts
// it (Enter), and at each step the coach beside the mat says what to press, changes as the match
// moves on, and is said by the live region. The student follows it through the roll for first,
// the roll, a Goal or the computer's Goal, and a move; a reload keeps the coach, and "Hide the
// coach" stops it. Screenshots land in build/browser/coach-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, settle, waitForFrames, click, isDigit,
  spoken, text} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });


test('a first match with a coach, by keyboard: each step says what to press', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await page.addInitScript(() => localStorage.setItem('equations.ai_pause_ms', '40'));
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await page.mouse.move(5, 760);
    const heard = [];
    const press = async (key) => {
      await page.keyboard.press(key);
      await settle(page, 3);
      for (const line of await spoken(page)) if (!heard.includes(line)) heard.push(line);
    };

    await press('F1');
    for (let k = 0; k < 8 && !(await rect(page, 'guide:coach')); k++) await press('ArrowRight');
    assert.ok(await rect(page, 'guide:coach'), 'the guide ends with a coached first match');
    await press('Enter');
    let s = await state(page);
    assert.ok(s, 'Enter starts it');
    assert.equal(s.players, 2);
    assert.equal(s.division, 'elementary');
    assert.match(await text(page, 'coach'), /roll/i);
    await screenshot(page, 'coach-1-start');

    // Follow the coach until the student has made a move of their own.
    const seen = new Set();
    let moved = false;
    for (let step = 0; step < 120 && !moved; step++) {
      s = await state(page);
      const said = await text(page, 'coach');
      seen.add(said);
      const me = 0;
      if (await rect(page, 'results')) {
        assert.match(said, /shake is over/);
        await press('Enter');
      } else if (s.phase === 'roll for first') {
        assert.match(said, /Press Enter/);
        await press('Enter');
      } else if (s.phase === 'rolling') {
        if (s.shake.goal_setter === me) {
          assert.match(said, /Roll all the cubes: press Enter/);
          await press('Enter');
        } else {
          assert.match(said, /computer sets the Goal/);
          await settle(page, 10);
        }
      } else if (s.phase === 'setting the Goal') {
        if (s.shake.goal_setter === me) {
          if (s.shake.goal.length === 0) {
            assert.match(said, /Make a Goal: pick a digit/);
            const digit = s.shake.resources.findIndex(isDigit);
            for (let k = 0; k <= digit; k++) await press('ArrowRight');
            await press('g');
            assert.match(await text(page, 'coach'), /press Enter to say Goal/i,
              'the coach moves on once a cube is on the Goal line');
            await screenshot(page, 'coach-2-goal');
          }
          await press('Enter');
        } else {
          assert.match(said, /computer is making a Goal/);
          await settle(page, 10);
        }
      } else if (s.phase === 'moving') {
        if (s.shake.to_move === me) {
          assert.match(said, /^Your move: pick one cube/);
          const before = s.history.length;
          await press('ArrowRight');
          await press('f');
          moved = (await state(page)).history.length > before;
          assert.ok(moved, 'the move the coach asked for is made');
        } else {
          assert.match(said, /computer moves/);
          await settle(page, 10);
        }
      } else if (s.phase === 'challenge' || s.phase === 'no Goal declared') {
        // The beginner challenged or said no Goal: the coach says what the student may do.
        assert.match(said, /challenged|No Goal was said/);
        await press(s.phase === 'challenge' ? 'e' : 'a');
      } else {
        await settle(page, 10);
      }
    }
    assert.ok(moved, 'the student made a move by following the coach');
    assert.ok(seen.size >= 3, `the coach said ${seen.size} different steps`);
    const coachLines = heard.filter((line) => line.startsWith('Coach: '));
    assert.ok(coachLines.length >= 3, `the live region said the coach's steps: ${coachLines}`);
    await screenshot(page, 'coach-3-moved');

    // A reload keeps the coach; Hide the coach stops it.
    await page.reload();
    await waitForFrames(page, 10);
    assert.ok(await rect(page, 'coach'), 'the coach stays after a reload');
    await click(page, 'coach:off');
    await settle(page, 4);
    assert.equal(await rect(page, 'coach'), null, 'Hide the coach stops it');
    assert.deepEqual(problems, []);
    await context.close();
  });
