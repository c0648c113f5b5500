// Browser test of a whole match played with the keyboard alone: the setup is chosen by keys on a
// first visit (the arrows walk to two players and Basic Equations, Space presses them, Tab types
// the names, Enter after the last starts), F1 opens the guide, two shakes are played by keys
// (rolls, a Goal picked with the arrows, a move, a challenge, an Equation typed and presented,
// Explain, Continue), K pauses and resumes, the round's time ends the match, and S shows the score sheet.
// After every key the canvas keeps the focus, and the page's live region says the turns, the
// moves and the verdicts. Screenshots land in build/browser/kbmatch-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, message, settle, waitForFrames, face,
  isDigit, installMovableClock, shiftClock, presentByKeys,
  focusOn as harnessFocusOn, spoken, text} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });


test('a whole match by keyboard alone, focus kept, every turn, move and verdict said', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}, basicSetup: false});
    await installMovableClock(page);
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await page.mouse.move(5, 760);  // the pointer rests out of the way; only keys from now on
    const heard = [];  // every line the live region said, in order
    let keys = 0;
    const press = async (key) => {
      keys++;
      await page.keyboard.press(key);
      await settle(page, 3);
      const focused = await page.evaluate(() => document.activeElement?.id);
      assert.equal(focused, 'canvas', `the canvas keeps the focus after ${key}`);
      for (const line of await spoken(page)) if (!heard.includes(line)) heard.push(line);
    };
    const focusOn = (id) => harnessFocusOn(page, press, id);

    // The setup by keys: two players, Basic Equations, the names typed; Enter starts it.
    await focusOn('setup:players:2');
    await press('Space');
    await focusOn('setup:play:basic');
    await press('Space');
    assert.equal(await rect(page, 'setup:name:2'), null, 'two players');
    for (const name of ['Ann', 'Ben']) {
      await press('Tab');  // the next name's field, its text selected
      for (const ch of name) await press(ch);
    }
    await press('Enter');  // the name is written and the match starts
    const setupKeys = keys;
    let s = await state(page);
    assert.ok(s && s.phase === 'roll for first', `Enter starts the match (${s && s.phase})`);

    // The guide by keys.
    await press('F1');
    assert.ok(await rect(page, 'guide'), 'F1 opens how to play');
    const first = await text(page, 'guide:text');
    await press('ArrowRight');
    assert.notEqual(await text(page, 'guide:text'), first, 'Right turns the page');
    await press('Escape');
    assert.equal(await rect(page, 'guide'), null, 'Esc closes the guide');

    const playShake = async (number) => {
      for (let i = 0; i < 20 && (await state(page)).phase === 'roll for first'; i++)
        await press('Enter');
      await settle(page, 40);
      assert.equal((await state(page)).phase, 'rolling');
      await press('Enter');
      s = await state(page);
      assert.equal(s.phase, 'setting the Goal', 'Enter rolls the cubes');
      await settle(page, 40);
      const setter = s.shake.goal_setter;
      const other = 1 - setter;
      const digit = s.shake.resources.findIndex(isDigit);
      for (let k = 0; k <= digit; k++) await press('ArrowRight');
      await press('g');
      s = await state(page);
      assert.equal(s.shake.goal.length, 1, `G sends the cube to the Goal (${await message(page)})`);
      const goalFace = face(s.shake.goal[0]);
      await press('Enter');
      assert.equal((await state(page)).phase, 'moving', 'Enter says Goal');
      if (number === 2) {
        // The mover picks a cube with the arrows and sends it to Required with R; K pauses.
        await press('ArrowRight');
        await press('r');
        s = await state(page);
        assert.equal(s.shake.required.length, 1, `R moves the cube (${await message(page)})`);
        await press('k');
        assert.match(await text(page, 'button:pause'), /Resume/, 'K pauses');
        await press('k');
        assert.match(await text(page, 'button:pause'), /Pause/, 'K resumes');
      }
      // The player who did not move last challenges by one key; then Equations by keys.
      s = await state(page);
      const challenger = number === 2 ? setter : other;
      await press(await rect(page, `call:${challenger}:impossible`) ? 'i' : 'n');
      assert.equal((await state(page)).phase, 'challenge', `a challenge (${await message(page)})`);
      for (let round = 0; round < 4 && (await state(page)).phase === 'challenge'; round++) {
        const may = [];
        for (const p of [0, 1]) if (await rect(page, `call:${p}:write`)) may.push(p);
        if (may.length) {
          if (may.length === 2) await press(String(may[0] + 1));
          assert.ok(await presentByKeys(page, press, `${goalFace}=${goalFace}`),
            'W opens the writing screen, Enter presents the Equation typed');
        } else {
          await press('e');
        }
      }
      s = await state(page);
      assert.equal(s.shakes.length, number, `shake ${number} is scored (${s.phase})`);
      assert.ok(await rect(page, 'results'), 'the checked Equations are shown');
      assert.ok(await rect(page, 'results:mat'), 'with the cubes they were checked against');
      await press('x');  // Explain, from the keyboard
      await screenshot(page, `kbmatch-${number}-results`);
      await press('Enter');
      assert.equal(await rect(page, 'results'), null, 'Enter continues');
    };

    await playShake(1);
    await playShake(2);

    // The round's thirty minutes (AGLOA's, as set up) pass before the next roll: time is called,
    // and with no shake begun the match is over (AGLOA XI-B, II-A-1).
    await shiftClock(page, 31 * 60 * 1000);
    await settle(page, 10);
    s = await state(page);
    assert.equal(s.phase, 'match over', 'the round ends the match');
    await press('s');
    assert.ok(await rect(page, 'scores'), 'S shows the score sheet');
    assert.match(await text(page, 'scores:match-points'), /^Match points$/);
    await screenshot(page, 'kbmatch-3-scores');
    await press('Escape');
    assert.equal(await rect(page, 'scores'), null, 'Esc closes it');

    // What a screen reader heard: turns, moves, calls and both verdicts, in words.
    const all = heard.join('\n');
    for (const pattern of [/^Roll for first: Ann rolled /m, /^(Ann|Ben) rolled the cubes\.$/m,
      /^(Ann|Ben) sets the Goal/m, /^(Ann|Ben) put .+ on the Goal line\.$/m,
      /^(Ann|Ben) said Goal: /m, /^(Ann|Ben) moved .+ to Required\.$/m,
      /^(Ann|Ben) challenged (Ann|Ben): /m, /^Shake 1 ended: /m, /^Shake 2 ended: /m,
      /^Paused: /m, /^The match is over/m])
      assert.match(all, pattern, `the live region said ${pattern}`);
    assert.doesNotMatch(all, /\((AGLOA|ACC|MLAG) [^)]*\)/,
      'verdicts are said in plain words, without rule references');
    console.log(`a whole match of two shakes by keyboard: ${keys} keys (${setupKeys} for the ` +
      `setup); ${heard.length} lines said`);
    assert.ok(keys - setupKeys <= 90, `the match took ${keys - setupKeys} keys`);
    assert.ok(setupKeys <= 40, `the setup took ${setupKeys} keys`);
    assert.deepEqual(problems, []);
    await context.close();
  });
