// Browser tests of the table's events: a player marked absent before a roll, the roll that follows
// without them, and their arrival (AGLOA X-D); two players calling a challenge together (AGLOA
// VI-B). Screenshots land in
// build/browser/table-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, message, click, settle,
  drag, face, isDigit} from './harness.mjs';

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

test('the scorekeeper marks a player absent before the roll and the cubes are still rolled',
  {timeout: 60000}, async () => {
    const {page, context, problems} = await startAgloaThree();
    let s = await state(page);
    assert.equal(s.phase, 'rolling');
    const away = (s.goal_setter + 1) % 3;
    const before = s.history.length;
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

test('two players call the same challenge together: both are Challengers (AGLOA VI-B)',
  {timeout: 120000}, async () => {
    const {page, context, problems} = await startAgloaThree();
    await click(page, 'call:roll');
    await settle(page, 50);
    // The Goal: one digit other than 0, dragged to the Goal line.
    let s = await state(page);
    assert.equal(s.phase, 'setting the Goal');
    const goal = await rect(page, 'goal');
    const digit = s.shake.resources.findIndex((k) => isDigit(k) && face(k) !== '0');
    await drag(page, `cube:resources:${digit}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
    await click(page, `call:${s.shake.goal_setter}:goal`);
    s = await state(page);
    assert.equal(s.phase, 'moving', `the Goal is set (${await message(page)})`);
    // The first Mover sends a cube to Forbidden with the keyboard.
    await page.keyboard.press('ArrowRight');
    await settle(page, 2);
    await page.keyboard.press('f');
    await settle(page, 2);
    s = await state(page);
    const mover = s.shake.mover;
    const [first, second] = [0, 1, 2].filter((p) => p !== mover);
    assert.equal(await rect(page, `call:${second}:together`), null,
      'the choice sits with the lower seat only');
    assert.equal(await rect(page, `call:${mover}:together`), null, 'the Mover cannot challenge');
    await click(page, `call:${first}:together`);
    await screenshot(page, 'table-2-called-together');
    const before = s.history.length;
    await click(page, `call:${first}:together-impossible-${second}`);
    s = await state(page);
    assert.equal(s.history.length, before + 1, `the challenge is recorded (${await message(page)})`);
    assert.match(s.history.at(-1), new RegExp(`^p${first} challenge impossible with ${second}`));
    assert.deepEqual([...s.shake.challengers].sort(), [first, second].sort(),
      'both players are Challengers');
    // After Impossible neither Challenger writes; the Mover must (AGLOA VI-B, VII-C).
    assert.equal(await rect(page, `call:${first}:write`), null);
    assert.equal(await rect(page, `call:${second}:write`), null);
    assert.ok(await rect(page, `call:${mover}:write`), 'the Mover is asked for an Equation');
    // The Mover starts typing; a reload (a tablet that sleeps, a closed tab) returns to the keypad
    // with the text typed so far.
    await click(page, `call:${mover}:write`);
    await click(page, 'write:reveal');
    for (const key of ['key:1', 'key:+', 'key:2']) await click(page, key);
    const typed = await page.evaluate(() => window.equationsTest.text('write:text'));
    assert.match(typed, /1\s*\+\s*2/);
    await page.reload();
    await waitForFrames(page, 10);
    assert.ok(await rect(page, 'write:text'), 'the keypad is back after the reload');
    assert.equal(await page.evaluate(() => window.equationsTest.text('write:text')), typed);
    await click(page, 'key:back');
    assert.notEqual(await page.evaluate(() => window.equationsTest.text('write:text')), typed,
      'and typing goes on');
    assert.deepEqual(problems, []);
    await context.close();
  });
