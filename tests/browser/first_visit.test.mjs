// Browser test of a first visit (issue 48 item 1): at 1366x768 the setup offers a match against
// the computer in view, and one click starts it; on the default Adventurous setup each greyed
// computer player says why in its own list, and the note beside the seats is in view; a click on
// a grey entry closes the list, so the next click acts; the guide has a page on variations and
// their 15-second picks. Screenshots land in build/browser/first-visit-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, text, click, waitForFrames,
  settle} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const inView = (r, view) => r && r.x >= 0 && r.y >= 0 && r.x + r.width <= view.width + 1 &&
  r.y + r.height <= view.height + 1;

test('a first visit plays the computer in one click, in view at 1366x768', async () => {
  const {page, context, problems} = await openPage(browser,
    {viewport: {width: 1366, height: 768}, basicSetup: false});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  const view = page.viewportSize();
  const button = await rect(page, 'setup:computer');
  assert.ok(inView(button, view), `"Play against the computer" is in view: ${JSON.stringify(button)}`);
  await screenshot(page, 'first-visit-1-setup-1366');
  await click(page, 'setup:computer');
  const s = await state(page);
  assert.ok(s && s.phase === 'roll for first', `one click starts a match (${s && s.phase})`);
  assert.equal(s.players, 2, 'two players');
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('equations.setup')));
  assert.equal(saved.play, 'basic', 'Basic Equations, which the computer plays');
  assert.ok(saved.ai[1] && !saved.ai[0], `the second seat is the computer's: ${saved.ai}`);
  await screenshot(page, 'first-visit-2-match-1366');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a greyed computer player says why where it is, and its click is not lost', async () => {
  const {page, context, problems} = await openPage(browser,
    {viewport: {width: 1366, height: 768}, basicSetup: false});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  const view = page.viewportSize();
  assert.ok(await rect(page, 'setup:name:2'), 'a first visit sets up three players');
  const note = await rect(page, 'setup:ai-note');
  const setup = await rect(page, 'setup');
  assert.ok(inView(note, view) && note.y + note.height <= setup.y + setup.height,
    `the note on computer players is in view beside the seats: ${JSON.stringify(note)}`);

  await click(page, 'setup:seat:1');
  const grey = await rect(page, 'setup:seat:1:club');
  assert.ok(grey, 'the list of who plays the seat is open');
  const why = await rect(page, 'setup:seat:1:why');
  assert.ok(inView(why, view), `the list says why its computer players are grey: ${JSON.stringify(why)}`);
  assert.match(await text(page, 'setup:seat:1:why'), /Basic Equations only/);
  await screenshot(page, 'first-visit-3-grey-why-1366');

  // A click on a grey entry closes the list; the next click chooses two players at once.
  await click(page, 'setup:seat:1:club');
  await click(page, 'setup:players:2');
  await settle(page);
  assert.equal(await rect(page, 'setup:name:2'), null,
    'the click after a grey entry acts (two players now)');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the guide has a page on variations and the 15-second picks', async () => {
  const {page, context, problems} = await openPage(browser,
    {viewport: {width: 1366, height: 768}, basicSetup: false});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await click(page, 'button:guide');
  let found = '';
  for (let k = 0; k < 10 && !found; k++) {
    const words = await text(page, 'guide:text');
    if (/variation/i.test(words) && /15 seconds/.test(words)) found = words;
    else if (await rect(page, 'guide:next')) await click(page, 'guide:next');
  }
  assert.ok(found, 'a page of the guide explains variations and the 15 seconds of a pick');
  assert.match(found, /Play: Basic|against the computer/, 'and how to play the computer');
  await screenshot(page, 'first-visit-4-guide-1366');
  assert.deepEqual(problems, []);
  await context.close();
});
