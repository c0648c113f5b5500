// Browser tests of the 24 Challenge at one screen (ui/challenge24_screen.h), played as people
// would: the screen opened from the start menu, a round set up and started, cards touched with
// the seats' keys, with the mouse and with a finger, solutions typed and tapped on the keypad, a
// wrong pattern and a late one each giving a flag (the card back into the deck), a touch before
// the reveal, a stumped card, and a computer opponent winning a card; the page's live region is
// read as a screen reader reads it. The page's clock stands still unless the test moves it, so
// that the 3- and 15-second limits fall where the test puts them. Screenshots land in
// build/browser/challenge24-*.png at 1366x768 and at 200% on a 1920x1080 projector.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, settle,
  click} from './harness.mjs';
import {standingClock, moveClock, spoken, solutions24, nextCard,
  touchTapper} from './challenge24_support.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const solve24 = (numbers) => solutions24(numbers)[0].text;

async function openChallenge(page, seats) {
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await click(page, 'setup:challenge24');  // from the game's start menu
  await click(page, `c24:setup:players:${seats.length}`);
  for (const [p, who] of seats.entries()) await click(page, `c24:setup:seat:${p}:${who}`);
  await click(page, 'c24:setup:cards:12');
}

test('a round at one screen: keys, mouse, a computer opponent, flags and the reader', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await standingClock(page);
    await openChallenge(page, ['person', 'person', 'strong']);
    await page.keyboard.press('Enter');  // "Start the round (Enter)"
    await settle(page);
    let s = await state(page);
    assert.equal(s.config.players, 3);
    assert.equal(s.phase, 'dealing');

    // ---- Player 1 touches with Q and types the solution ----
    s = await nextCard(page);
    let lines = await spoken(page);
    assert.ok(lines.some((l) => l.startsWith(`Card revealed: ${s.card[0]}, ${s.card[1]}, `)),
      `the card is said: ${lines.slice(-3).join(' | ')}`);
    assert.equal(await page.evaluate(() => window.equationsTest.text('c24:card')),
      s.card.join(' '), 'the card is drawn with its numbers');
    await screenshot(page, 'challenge24-1366x768-revealed');
    await page.keyboard.press('q');
    await settle(page);
    s = await state(page);
    assert.equal(s.phase, 'declared');
    assert.equal(s.declarer, 0, 'Q is the first seat\'s key');
    const answer = solve24(s.card);
    await page.keyboard.type(answer, {delay: 10});
    await settle(page);
    await screenshot(page, 'challenge24-1366x768-typing');
    await page.keyboard.press('Enter');
    await settle(page);
    s = await state(page);
    const won = s.plays.at(-1);
    assert.equal(won.end, 'won', `the solution ${answer} wins: ${JSON.stringify(won)}`);
    assert.equal(won.player, 0);
    assert.ok(s.points[0] >= 1 && s.points[0] <= 3, 'the card\'s dots are the points');
    lines = await spoken(page);
    assert.ok(lines.some((l) => l.startsWith(`Player 1 won the card: ${answer} makes 24`)),
      `the verdict is said: ${lines.slice(-3).join(' | ')}`);
    assert.match(await page.evaluate(() => window.equationsTest.text('c24:verdict')),
      /^Player 1 won the card/);

    // ---- Player 2 touches with the mouse and taps a wrong pattern: a flag ----
    await nextCard(page);
    await click(page, 'c24:seat:1:touch');
    s = await state(page);
    assert.equal(s.declarer, 1, 'the mouse on the second touch zone declares for Player 2');
    const deckBefore = s.deck.length;
    await click(page, 'c24:key:0');
    await click(page, 'c24:key:4');  // +
    await click(page, 'c24:key:1');
    await click(page, 'c24:key:say');
    s = await state(page);
    assert.equal(s.flags[1], 1, 'a pattern that does not make 24 is a flag');
    assert.equal(s.plays.at(-1).reason, 'incorrect solution');
    assert.equal(s.deck.length, deckBefore + 1, 'the flagged card goes back into the deck');
    lines = await spoken(page);
    assert.ok(lines.some((l) => l.startsWith('Player 2 has a penalty flag: incorrect solution')),
      `the flag is said: ${lines.slice(-3).join(' | ')}`);

    // ---- Player 2 touches with P and says nothing for 3 seconds: a flag ----
    await nextCard(page);
    await page.keyboard.press('p');
    await settle(page);
    assert.equal((await state(page)).declarer, 1);
    await moveClock(page, 3100);
    s = await state(page);
    assert.equal(s.flags[1], 2, 'no pattern within 3 seconds is a flag');
    assert.equal(s.plays.at(-1).reason, 'no pattern within 3 seconds');

    // ---- Player 1 touches before the card is revealed: a flag ----
    await moveClock(page, 1600);
    assert.equal((await state(page)).phase, 'cupped');
    await page.keyboard.press('q');
    await settle(page);
    s = await state(page);
    assert.equal(s.flags[0], 1);
    assert.equal(s.plays.at(-1).reason, 'touched the card before it was revealed');

    // ---- The computer opponent: the people wait, and it wins the card ----
    await nextCard(page);
    for (let i = 0; i < 15 && (await state(page)).plays.at(-1).end !== 'won'; i++)
      await moveClock(page, 1000);
    s = await state(page);
    assert.equal(s.plays.at(-1).end, 'won');
    assert.equal(s.plays.at(-1).player, 2, 'the computer player won the card');
    lines = await spoken(page);
    assert.ok(lines.some((l) => l === 'Computer 3 touched the card first: the pattern within 3 seconds.'),
      `the computer's touch is said: ${lines.slice(-5).join(' | ')}`);
    assert.ok(lines.some((l) => l.startsWith('Computer 3 won the card: ')));

    // ---- The table in words, a reload resumes the round, and the screen at 200% ----
    await page.keyboard.press('d');
    await settle(page);
    const described = await page.evaluate(() =>
      document.getElementById('mat-description').textContent);
    assert.match(described, /Player 1 has \d+ points? and 1 flag\. Player 2 has 0 points and 2 flags\./);
    const before = await state(page);
    await page.reload();
    await waitForFrames(page, 10);
    assert.deepEqual((await state(page)).plays, before.plays, 'a reload resumes the round');
    // A projector: 1920x1080 at 200%.
    await page.setViewportSize({width: 1920, height: 1080});
    await settle(page, 6);
    for (let i = 0; i < 4; i++) await click(page, 'button:scale-up');
    assert.equal(await page.evaluate(() => window.equationsTest.text('scale')), '200%');
    await nextCard(page);
    await click(page, 'c24:seat:0:touch');
    await settle(page, 6);
    await screenshot(page, 'challenge24-1920x1080-200');
    const view = page.viewportSize();
    for (const id of ['c24:card', 'c24:seat:1:touch', 'c24:seat:1:stumped', 'c24:seat:2',
      'button:scale-down', 'c24:answer', 'c24:key:say', 'c24:clock:pattern']) {
      const r = await rect(page, id);
      assert.ok(r && r.x >= 0 && r.y >= 0 && r.x + r.width <= view.width + 1 &&
        r.y + r.height <= view.height + 1, `${id} fits the window at 200%: ${JSON.stringify(r)}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

test('a round by touch: a finger declares, taps the solution, and both say stumped', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}, hasTouch: true});
    await standingClock(page);
    await openChallenge(page, ['person', 'person']);
    const tap = await touchTapper(context, page);
    await tap('c24:setup:start');
    let s = await nextCard(page);
    await tap('c24:seat:1:touch');
    s = await state(page);
    assert.equal(s.declarer, 1, 'a tap on the second zone declares for Player 2');
    // The solution tapped on the keypad: the card's numbers, the operations, the parentheses.
    const keys = {'+': 4, '-': 5, '*': 6, '/': 7, '(': 8, ')': 9};
    for (const token of solve24(s.card).match(/\d+|[-+*/()]/g))
      await tap(`c24:key:${/\d/.test(token) ? s.card.indexOf(Number(token)) : keys[token]}`);
    await tap('c24:key:say');
    s = await state(page);
    assert.equal(s.plays.at(-1).end, 'won', `the tapped solution wins: ${JSON.stringify(s.plays.at(-1))}`);
    assert.equal(s.plays.at(-1).player, 1);

    s = await nextCard(page);
    const card = s.in_play;
    await tap('c24:seat:0:stumped');
    await tap('c24:seat:1:stumped');
    s = await state(page);
    assert.equal(s.plays.at(-1).end, 'stumped', 'everyone stumped: the card is set aside');
    assert.deepEqual(s.set_aside, [card]);
    const lines = await spoken(page);
    assert.ok(lines.includes('Player 1 says stumped.'));
    assert.ok(lines.includes('Stumped: the card is set aside for later play.'));
    assert.deepEqual(problems, []);
    await context.close();
  });

test('practice alone: a card nobody touches in 15 seconds is stumped, then its solutions show', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await standingClock(page);
    await openChallenge(page, ['person']);
    await click(page, 'c24:setup:start');
    await nextCard(page);
    await moveClock(page, 15100);
    const s = await state(page);
    assert.equal(s.plays.at(-1).end, 'stumped', 'untouched for 15 seconds: stumped');
    const shown = await page.evaluate(() => window.equationsTest.text('c24:solutions'));
    assert.match(shown, /^Ways to 24: \S+/, 'the card\'s solutions are shown after it');
    const lines = await spoken(page);
    assert.ok(lines.includes(shown + '.'), 'and said');
    await screenshot(page, 'challenge24-1366x768-practice');
    assert.deepEqual(problems, []);
    await context.close();
  });
