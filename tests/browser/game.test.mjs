// Browser tests of a hotseat match played through real mouse and keyboard events: setup, the
// roll, a Goal set by dragging cubes (with a gap), moves, a bonus move, keyboard play, refused
// drops with their reasons, reload and resume, a challenge with an Equation written on the
// on-screen keypad, the checked Equations, the score sheet and the 200% scale. Screenshots of
// each stage land in build/browser/.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, message, settle, centre,
  click, drag, face, isDigit} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('a hotseat match: setup, Goal, moves, bonus, challenge, keypad, scores, reload, scale', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    assert.equal(await state(page), null, 'no match before the setup');

    // ---- setup: AGLOA middle division, three players with names ----
    await click(page, 'setup:rules:agloa');
    await click(page, 'setup:players:3');
    for (const [seat, name] of ['Ann', 'Ben', 'Cy'].entries()) {
      await click(page, `setup:name:${seat}`);
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(name, {delay: 30});
      await settle(page);
    }
    await screenshot(page, 'game-1-setup');
    await click(page, 'setup:start');
    let s = await state(page);
    assert.ok(s, 'starting the match creates a core Match');
    assert.equal(s.rules, 'agloa');
    assert.equal(s.players, 3);
    const setup = await page.evaluate(() => JSON.parse(localStorage.getItem('equations.setup')));
    assert.deepEqual(setup.names, ['Ann', 'Ben', 'Cy'], 'the setup is remembered');

    // ---- roll for first: the red cubes each player rolled, and who won; then the cubes ----
    assert.ok(await rect(page, 'rolloff'), 'the roll for first is shown before anyone rolls');
    for (let i = 0; i < 20 && (await state(page)).phase === 'roll for first'; i++)
      await click(page, 'call:roll');
    s = await state(page);
    assert.equal(s.phase, 'rolling');
    await settle(page, 50);  // the red cubes stop tumbling
    const throws = s.history.filter((a) => a.startsWith('rolloff')).length;
    assert.ok(await rect(page, `rolloff:${throws - 1}:${s.goal_setter}`),
      'the winner\'s red cube is drawn in the last throw');
    await screenshot(page, 'game-2a-roll-for-first');
    await click(page, 'call:roll');
    s = await state(page);
    assert.equal(s.phase, 'setting the Goal');
    assert.equal(s.shake.resources.length, 24);
    await settle(page, 50);  // the roll animation settles
    await screenshot(page, 'game-2-rolled-mat');
    const setter = s.shake.goal_setter;

    // ---- a refused drop snaps back with the engine's reason ----
    const forbidden = await centre(page, 'forbidden');
    await drag(page, 'cube:resources:0', forbidden);
    assert.match(await message(page), /Goal|bonus/i);
    assert.equal((await state(page)).shake.resources.length, 24, 'the cube snapped back');

    // ---- set a Goal by dragging: digit, then (with a gap) operation and digit ----
    const goal = await rect(page, 'goal');
    const findCube = (st, pred) => st.shake.resources.findIndex(pred);
    s = await state(page);
    let i = findCube(s, isDigit);
    await drag(page, `cube:resources:${i}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
    s = await state(page);
    assert.equal(s.shake.goal.length, 1, 'the first cube lies in the Goal');
    i = findCube(s, (k) => ['+', 'x', '-'].includes(face(k)));
    let last = await rect(page, 'cube:goal:0');
    const dropWithGap = await drag(page, `cube:resources:${i}`,
      {x: last.x + last.width * 2.4, y: last.y + last.height / 2}, {hold: true});
    await screenshot(page, 'game-3-goal-being-arranged');
    await dropWithGap();
    s = await state(page);
    assert.equal(s.shake.goal.length, 2);
    assert.ok(s.shake.goal[1].startsWith('_'), `a gap before the operation: ${s.shake.goal}`);
    i = findCube(s, isDigit);
    last = await rect(page, 'cube:goal:1');
    await drag(page, `cube:resources:${i}`, {x: last.x + last.width * 1.6, y: last.y + 20});
    s = await state(page);
    assert.equal(s.shake.goal.length, 3);
    assert.ok(!s.shake.goal[2].startsWith('_'), 'no gap before the last digit');
    // The gap handle closes and opens the gap.
    await click(page, 'gap:goal:1');
    assert.ok(!(await state(page)).shake.goal[1].startsWith('_'), 'the gap is closed');
    await click(page, 'gap:goal:1');
    assert.ok((await state(page)).shake.goal[1].startsWith('_'), 'the gap is open again');
    await click(page, `call:${setter}:goal`);
    s = await state(page);
    assert.equal(s.phase, 'moving');

    // ---- moves: a drag to Required ----
    const first = s.shake.to_move;
    await drag(page, 'cube:resources:0', await centre(page, 'required'));
    s = await state(page);
    assert.equal(s.shake.required.length, 1);
    const second = s.shake.to_move;
    assert.notEqual(second, first);
    assert.equal(await rect(page, `call:${first}:bonus`), null, 'no Bonus out of turn');

    // ---- a bonus move: "Bonus", a cube to Forbidden, then the regular move ----
    await click(page, `call:${second}:bonus`);
    await drag(page, 'cube:resources:0', await centre(page, 'permitted'));
    assert.match(await message(page), /Forbidden/, 'after Bonus the first cube goes to Forbidden');
    await drag(page, 'cube:resources:0', await centre(page, 'forbidden'));
    await drag(page, 'cube:resources:0', await centre(page, 'permitted'));
    s = await state(page);
    assert.equal(s.shake.forbidden.length, 1);
    assert.equal(s.shake.permitted.length, 1);
    const third = s.shake.to_move;
    assert.notEqual(third, second);

    // ---- keyboard play: pick a cube with the arrows, R sends it to Required ----
    await page.keyboard.press('ArrowRight');
    await settle(page);
    // R goes down and up within one task, between two frames: a quick tap is not lost.
    await page.evaluate(() => {
      for (const type of ['keydown', 'keyup'])
        window.dispatchEvent(new KeyboardEvent(type, {key: 'r', code: 'KeyR', keyCode: 82,
          which: 82, bubbles: true}));
    });
    await settle(page);
    s = await state(page);
    assert.equal(s.shake.required.length, 2, `the keyboard moved a cube (message: ${await message(page)})`);
    assert.equal(s.shake.mover, third);

    // ---- a cube on the mat stays there ----
    await drag(page, 'cube:required:0', await centre(page, 'permitted'));
    assert.match(await message(page), /stays/);
    assert.equal((await state(page)).shake.required.length, 2);

    // ---- reload mid-match: the match resumes exactly ----
    const before = await state(page);
    await page.reload();
    await waitForFrames(page, 10);
    assert.deepEqual(await state(page), before, 'the reloaded page resumes the same match');

    // ---- a Now challenge; the Challenger writes on the keypad, the Third Party declines ----
    const challenger = (third + 1) % 3;
    const thirdParty = (third + 2) % 3;
    assert.equal(await rect(page, `call:${third}:now`), null, 'no challenge button for oneself');
    await click(page, `call:${challenger}:now`);
    s = await state(page);
    assert.equal(s.phase, 'challenge');
    assert.equal(s.shake.challenger, challenger);
    await click(page, `call:${challenger}:write`);
    await click(page, 'write:reveal');
    const goalFaces = s.shake.goal.map(face);
    const typed = [...goalFaces, '=', goalFaces[0], '+', '0'];
    for (const key of typed) await click(page, `key:${key}`);
    await click(page, 'key:back');
    await click(page, 'key:1');
    await click(page, 'write:present');
    await click(page, 'write:done');
    s = await state(page);
    assert.equal(s.shake.writing[challenger].presented, true, 'the Equation was presented');
    await click(page, `call:${thirdParty}:decline`);
    s = await state(page);
    assert.equal(s.shakes.length, 1, 'the shake is scored');
    const record = s.shakes[0];
    const expected = [...goalFaces, '=', goalFaces[0], '+', '1'].join('');
    assert.equal(record.writing[challenger].equation, expected);
    assert.ok(await rect(page, 'results'), 'the checked Equations are shown');
    await screenshot(page, 'game-4-challenge-equations-checked');
    if (!record.writing[challenger].correct)
      assert.ok(record.writing[challenger].reasons.length > 0, 'an incorrect Equation has reasons');
    await click(page, 'results:close');

    // ---- the score sheet ----
    await click(page, 'button:scores');
    assert.ok(await rect(page, 'scores'));
    await screenshot(page, 'game-5-score-sheet');
    await click(page, 'scores:close');
    assert.equal(await rect(page, 'scores'), null);

    // ---- the next shake rolls; then the 200% scale on a projector's 1920x1080 ----
    await click(page, 'call:roll');
    await page.setViewportSize({width: 1920, height: 1080});
    await settle(page, 10);
    assert.equal((await state(page)).phase, 'setting the Goal');
    const small = await rect(page, 'cube:resources:0');
    for (let k = 0; k < 4; k++) await click(page, 'button:scale-up');
    await settle(page, 50);
    const big = await rect(page, 'cube:resources:0');
    assert.ok(big.width > small.width * 1.3, `cubes grow at 200% (${small.width} -> ${big.width})`);
    await screenshot(page, 'game-6-scale-200');

    // ---- "New match" asks first ----
    await click(page, 'button:new-match');
    await click(page, 'confirm:cancel');
    assert.ok(await state(page), 'keeping the match keeps it');
    assert.deepEqual(problems, []);
    await context.close();
  });

