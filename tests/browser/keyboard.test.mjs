// Browser tests of keyboard play: after the setup, one whole shake with the keyboard alone (the
// roll for first, the roll, a Goal picked with the arrows, a challenge, an Equation written and
// presented, the checked Equations continued), counting the keys; and no key doing two jobs
// (arrows and Space before the roll never press a button such as "Absent"). Screenshots land in
// build/browser/keyboard-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, message, settle, startMatch, face,
  isDigit, presentByKeys, waitForFrames, click} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('a shake played with the keyboard alone, in few keys, with no key doing two jobs', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await startMatch(page, server.url, [{who: 'human'}, {who: 'human'}]);
    await page.mouse.move(5, 760);  // the pointer rests out of the way from now on
    let keys = 0;
    const press = async (key) => { keys++; await page.keyboard.press(key); await settle(page, 3); };

    // Arrows and Space before the roll move no focus onto a button and press nothing.
    for (const key of ['ArrowDown', 'ArrowRight', 'Space', 'ArrowDown', 'Space', 'ArrowLeft',
      'Space'])
      await page.keyboard.press(key);
    await settle(page);
    let s = await state(page);
    assert.equal(s.history.length, 0, `no action came of arrows and Space: ${s.history}`);

    for (let i = 0; i < 20 && (await state(page)).phase === 'roll for first'; i++)
      await press('Enter');
    s = await state(page);
    assert.equal(s.phase, 'rolling', 'Enter rolls for first');
    await settle(page, 40);
    await press('Enter');
    s = await state(page);
    assert.equal(s.phase, 'setting the Goal', 'Enter rolls the cubes');
    await settle(page, 40);

    // The Goal-setter picks the first digit in Resources with the arrows and sends it with G.
    const setter = s.shake.goal_setter;
    const digit = s.shake.resources.findIndex(isDigit);
    for (let k = 0; k <= digit; k++) await press('ArrowRight');
    await press('g');
    s = await state(page);
    assert.equal(s.shake.goal.length, 1, `G sent the cube to the Goal (${await message(page)})`);
    const goalFace = face(s.shake.goal[0]);
    await screenshot(page, 'keyboard-1-goal-by-keys');
    await press('Enter');
    s = await state(page);
    assert.equal(s.phase, 'moving', 'Enter says Goal');

    // The other player challenges with one key; the player who must write writes.
    const other = 1 - setter;
    await press(await rect(page, `call:${other}:impossible`) ? 'i' : 'n');
    s = await state(page);
    assert.equal(s.phase, 'challenge', `a challenge by key (${await message(page)})`);
    for (let round = 0; round < 4 && (await state(page)).phase === 'challenge'; round++) {
      if (await rect(page, `call:0:write`) || await rect(page, `call:1:write`)) {
        const writer = (await rect(page, `call:${setter}:write`)) ? setter : other;
        const before = (await state(page)).history.length;
        if (await rect(page, `call:${writer === setter ? other : setter}:write`))
          await press(String(writer + 1));  // two may write: the seat number first
        assert.ok(await presentByKeys(page, press, `${goalFace}=${goalFace}`),
          'W opens the writing screen, Enter presents the Equation typed');
        assert.ok((await state(page)).history.length > before, 'the Equation is recorded');
      } else {
        await press('e');
      }
    }
    s = await state(page);
    assert.equal(s.shakes.length, 1, `the shake is scored (phase ${s.phase})`);
    assert.ok(await rect(page, 'results'), 'the checked Equations are shown');
    await screenshot(page, 'keyboard-2-results');
    await press('Enter');
    assert.equal(await rect(page, 'results'), null, 'Enter continues');
    assert.ok(await rect(page, 'call:roll'), 'the next roll is the call to make');
    assert.equal((await state(page)).history.filter((a) => / absent/.test(a)).length, 0,
      'nobody was marked absent');
    console.log(`one shake by keyboard: ${keys} keys`);
    assert.ok(keys <= 30, `one shake took ${keys} keys`);
    assert.deepEqual(problems, []);
    await context.close();
  });

test('after typing a name, Enter starts the match instead of opening the name again', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await click(page, 'setup:name:0');  // the name's field, open for typing
  await page.keyboard.press('Control+A');
  await settle(page);
  for (const key of ['Z', 'o', 'e']) { await page.keyboard.press(key); await settle(page); }
  await page.keyboard.press('Enter');
  await settle(page);
  const s = await state(page);
  assert.ok(s && s.phase === 'roll for first', `Enter started the match (${s && s.phase})`);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('equations.setup')));
  assert.equal(saved.names[0], 'Zoe', 'with the name typed');
  assert.deepEqual(problems, []);
  await context.close();
});
