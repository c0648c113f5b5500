// Browser tests of the scorekeeper's table events (AGLOA X-D): a player marked absent before a
// roll (behind "Someone is away…", not a button under each name), the roll that follows without
// them, and their arrival (simultaneous challenges:
// simultaneous.test.mjs). Screenshots land in
// build/browser/table-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, message, click} from
  './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Opens the game, starts an AGLOA match of three and rolls for first until someone won.
async function startAgloaThree() {
  const opened = await openPage(browser, {viewport: {width: 1366, height: 768}});
  const page = opened.page;
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await click(page, 'setup:rules:agloa');
  await click(page, 'setup:players:3');
  await click(page, 'setup:start');
  for (let i = 0; i < 20 && (await state(page)).phase === 'roll for first'; i++)
    await click(page, 'call:roll');
  return opened;
}

test('the scorekeeper marks a player absent before the roll and the cubes are still rolled', async () => {
    const {page, context, problems} = await startAgloaThree();
    let s = await state(page);
    assert.equal(s.phase, 'rolling');
    const away = (s.goal_setter + 1) % 3;
    const before = s.history.length;
    for (let p = 0; p < 3; p++)
      assert.equal(await rect(page, `call:${p}:absent`), null,
        '"Absent" is not a button under each name before the roll');
    await click(page, 'call:attendance');
    await click(page, `call:${away}:absent`);
    s = await state(page);
    assert.equal(s.history.length, before + 1, `the absence is recorded (${await message(page)})`);
    assert.ok(await rect(page, `call:${away}:arrive`), 'the absent player can be marked arrived');
    assert.equal(await rect(page, `call:${away}:absent`), null, 'and is not marked absent twice');
    await screenshot(page, 'table-1-absent');
    await click(page, 'call:roll');
    s = await state(page);
    assert.equal(s.phase, 'setting the Goal', 'the roll button rolls with a player absent');
    await click(page, `call:${away}:arrive`);
    s = await state(page);
    assert.equal(s.history.length, before + 3, `the arrival is recorded (${await message(page)})`);
    assert.deepEqual(problems, []);
    await context.close();
  });
