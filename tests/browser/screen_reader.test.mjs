// Browser test of play with a screen reader (issue 48 item 3), through the page's live region
// and its accessibility tree: the canvas is an application, and Tab leaves it for "Describe the
// mat" where no field is typed in; the setup says each choice's group and state; a cube picked
// with the arrows is said; the writing screen says whose device it is, the keypad, each
// character typed or deleted, the question before presenting and the Equation handed in; marks
// such as "<sw>" and signs such as "-" are said in words. Screenshots land in
// build/browser/reader48-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, settle, waitForFrames, spoken,
  focusOn, startMatch, rollTheCubes, isDigit, face, message} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Presses `key` and waits for the game; returns the lines the live region added.
const presser = (page) => async (key) => {
  const before = (await spoken(page)).length;
  await page.keyboard.press(key);
  await settle(page, 3);
  return (await spoken(page)).slice(before);
};

test('the canvas is an application with a way out by Tab; the setup says groups and states',
  async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}, basicSetup: false});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    const canvas = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return {role: c.getAttribute('role'), label: c.getAttribute('aria-label')};
    });
    assert.equal(canvas.role, 'application');
    assert.match(canvas.label, /Tab leaves/);
    // Chromium's accessibility tree, as a screen reader gets it.
    const client = await context.newCDPSession(page);
    const {nodes} = await client.send('Accessibility.getFullAXTree');
    const roles = nodes.filter((n) => !n.ignored).map((n) => `${n.role?.value}: ${n.name?.value ?? ''}`);
    assert.ok(roles.some((r) => r.startsWith('application: Equations game')),
      `the tree has the game as an application: ${roles.slice(0, 12).join(' | ')}`);
    assert.ok(roles.some((r) => r.startsWith('log: What happens in the game')), 'and the live region');

    const press = presser(page);
    const start = (await spoken(page)).length;
    await focusOn(page, async (k) => { await press(k); }, 'setup:players:2');
    let said = (await spoken(page)).slice(start);
    assert.ok(said.some((l) => /^Players: 2, not chosen/.test(l)),
      `the focus says its group and state: ${said.join(' | ')}`);
    said = await press('Space');
    assert.ok(said.some((l) => /^Players: 2, chosen\./.test(l)),
      `a choice made is said: ${said.join(' | ')}`);
    // The setup has fields: Tab walks them and the canvas keeps the focus.
    await press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'canvas');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('a cube picked, the writing screen, typed text and marks are said in words', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await startMatch(page, server.url, [{who: 'human', name: 'Ann'}, {who: 'human', name: 'Ben'}]);
  await rollTheCubes(page);
  await page.mouse.move(5, 760);
  const press = presser(page);
  const all = [];
  const hear = async (key) => { const lines = await press(key); all.push(...lines); return lines; };

  // On the mat no field is typed in: Tab leaves the canvas for "Describe the mat" and back.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'describe-mat',
    'Tab leaves the game for the page\'s button');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'canvas', 'Shift+Tab returns');

  let s = await state(page);
  const digit = s.shake.resources.findIndex(isDigit);
  let said = [];
  for (let k = 0; k <= digit; k++) said = await hear('ArrowRight');
  assert.ok(said.some((l) => /^Picked (red|blue|green|black) \d in Resources\./.test(l)),
    `picking a cube is said: ${said.join(' | ')}`);
  const goalFace = face(s.shake.resources[digit]);
  await hear('g');
  await hear('Enter');
  s = await state(page);
  assert.equal(s.phase, 'moving', `the Goal is set (${await message(page)})`);
  const other = 1 - s.shake.goal_setter;
  await hear(await rect(page, `call:${other}:impossible`) ? 'i' : 'n');
  assert.equal((await state(page)).phase, 'challenge');
  const writers = [];
  for (const p of [0, 1]) if (await rect(page, `call:${p}:write`)) writers.push(p);
  assert.ok(writers.length, 'someone writes');
  if (writers.length === 2) await hear(String(writers[0] + 1));

  said = await hear('w');
  assert.ok(said.some((l) => /^Writing screen: pass the device to (Ann|Ben)/.test(l)),
    `the pass screen is said: ${said.join(' | ')}`);
  said = await hear('Enter');
  assert.ok(said.some((l) => /^(Ann|Ben) writes an Equation\./.test(l)),
    `the keypad is said: ${said.join(' | ')}`);
  assert.deepEqual(await hear('2'), ['2'], 'a digit typed is said');
  assert.deepEqual(await hear('+'), ['plus'], 'a sign typed is said as a word');
  assert.deepEqual(await hear('Backspace'), ['deleted plus'], 'a deletion is said');
  for (const ch of '<sw') await hear(ch);
  said = await hear('>');
  assert.deepEqual(said, ['sideways'], 'a mark is said as a word once it is closed');
  await screenshot(page, 'reader48-1-typed');
  said = await hear('Enter');
  assert.ok(said.some((l) => /^Not ready yet: /.test(l)) ||
    said.some((l) => /is handed in: 2 sideways/.test(l)),
    `the question, or the Equation handed in, is said: ${said.join(' | ')}`);
  if (said.some((l) => /^Not ready yet: /.test(l))) {
    await hear('Escape');
    for (let k = 0; k < 5; k++) await hear('Backspace');
    for (const ch of `${goalFace}=${goalFace}`) await hear(ch);
    said = await hear('Enter');
  }
  assert.ok(said.some((l) => /Equation is handed in: .+ Pass the device back/.test(l)),
    `the Equation handed in is said: ${said.join(' | ')}`);
  await hear('Enter');

  const heard = [...await spoken(page), ...all];
  assert.ok(!heard.some((l) => /<\w+>/.test(l)), `no raw mark is said: ${heard.filter((l) => /</.test(l))}`);
  assert.ok(!heard.some((l) => /rolled [-+x÷^√](,|\.|$)/.test(l)),
    'a rolled sign is said as a word');
  assert.deepEqual(problems, []);
  await context.close();
});
