// Browser test of the 24 Challenge's words (issue 48 item 8): a new seat is a person, the prompt
// after a touch asks for the pattern first within its seconds, then the whole solution; the last
// verdict leaves when the next card is revealed; the round's end is said once and names who has
// the most points. The page's clock stands still unless the test moves it. Screenshots land in
// build/browser/c24words-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, settle,
  click, text} from './harness.mjs';
import {standingClock, moveClock, solutions24, nextCard} from './challenge24_support.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('the pattern first, no stale verdict, and the round\'s end names the most points', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await standingClock(page);
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await click(page, 'setup:challenge24');
  await click(page, 'c24:setup:players:2');
  await click(page, 'c24:setup:cards:12');
  await page.keyboard.press('Enter');
  await settle(page);
  let s = await state(page);
  assert.equal(s.config.players, 2);
  assert.deepEqual(s.config.computer ?? [], (s.config.computer ?? []).map(() => ''),
    'the seats are people unless chosen otherwise');

  // Player 1 touches: the prompt asks for the pattern first, within 3 seconds.
  s = await nextCard(page);
  await page.keyboard.press('q');
  await settle(page);
  const prompt = await text(page, 'c24:answer:prompt');
  assert.match(prompt, /first the pattern, within 3 seconds/, prompt);
  assert.match(prompt, /whole solution comes next/, prompt);
  await screenshot(page, 'c24words-1-prompt');
  const way = solutions24(s.card)[0];
  await page.keyboard.type(way.pattern, {delay: 10});
  await page.keyboard.press('Enter');
  await settle(page);
  s = await state(page);
  assert.equal(s.phase, 'declared', `the pattern is said (${JSON.stringify(s.plays.at(-1))})`);
  assert.match(await text(page, 'c24:answer:prompt'), /now the whole solution/);
  await page.keyboard.type(way.text, {delay: 10});
  await page.keyboard.press('Enter');
  await settle(page);
  s = await state(page);
  assert.equal(s.plays.at(-1).end, 'won', JSON.stringify(s.plays.at(-1)));
  assert.match(await text(page, 'c24:verdict'), /^Player 1 won the card/);

  // The next card: the verdict leaves as it is revealed.
  await nextCard(page);
  assert.equal(await rect(page, 'c24:verdict'), null, 'no verdict over the next card');

  // Nobody touches the other cards: each is set aside until the deck is out.
  for (let k = 0; k < 150 && (await state(page)).phase !== 'round over'; k++)
    await moveClock(page, 16000);
  s = await state(page);
  assert.equal(s.phase, 'round over', `deck ${s.deck?.length}, set aside ${s.set_aside?.length}`);
  const over = await text(page, 'c24:over');
  assert.doesNotMatch(over, /round is over.*round is over/i, `said once: ${over}`);
  assert.match(over, /Most points: Player 1\.$/, over);
  await screenshot(page, 'c24words-2-over');
  assert.deepEqual(problems, []);
  await context.close();
});
