// Browser tests of the 24 Challenge with the keyboard alone and beside an Equations match. First,
// from the app's start screen with no mouse: the arrows reach "Play the 24 Challenge" and Space
// presses it (the focused button is said in the live region), the arrows and Space choose a
// tournament and Enter starts it (the seats remembered from an earlier visit: one card a round),
// a touch before the reveal is a flag, Q touches, the arrows and Enter pick the pattern, the
// solution is typed and Enter says it, and the round's summary follows; the live region, as a screen reader reads it, says the card, the
// touch, the pattern, the flag and the points. Second, the 24 Challenge opened from an Equations
// match in progress pauses the match's clock as Pause does, across a reload, and coming back
// resumes it with the same time left. Screenshots: build/browser/c24k-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, settle, click,
  startMatch, rollTheCubes, installMovableClock, shiftClock,
  focusOn as harnessFocusOn} from './harness.mjs';
import {standingClock, moveClock, spoken, text, solutions24, current, nextCard,
  rememberSetup} from './challenge24_support.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('keyboard alone: the start screen, the 24 Challenge, a round and its summary, all said', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await standingClock(page);
    await rememberSetup(page, false, {tournament: false, players: 3,
      computer: ['', '', 'club', ''], deck: 'single-digits', round: 1, cards: 1});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await page.mouse.move(5, 760);  // the pointer rests out of the way; only keys from now on
    const press = async (key) => {
      await page.keyboard.press(key);
      await settle(page, 3);
      const focused = await page.evaluate(() => document.activeElement?.id);
      assert.equal(focused, 'canvas', `the canvas keeps the focus after ${key}`);
    };
    // ---- The arrows walk the start screen's buttons to the 24 Challenge ----
    const focusOn = (id) => harnessFocusOn(page, press, id);
    await focusOn('setup:challenge24');
    assert.ok((await spoken(page)).includes('Play the 24 Challenge: button, Space presses it.'),
      'the focused button is said');
    await press('Space');
    assert.ok(await rect(page, 'c24:setup:start'), 'the 24 Challenge\'s setup is open');
    assert.ok(await rect(page, 'c24:setup:round:1'), 'one round, as remembered');
    await focusOn('c24:setup:mode:tournament');
    await press('Space');
    assert.equal(await rect(page, 'c24:setup:round:1'), null, 'a tournament plays every round');
    await press('Enter');
    let s = await state(page);
    assert.equal(s.config.cards, 1);

    // ---- Player 2 touches (P) while the card is covered: a flag, the card back in the deck ----
    await moveClock(page, 1600);
    assert.equal((await current(page)).phase, 'cupped');
    let lines = await spoken(page);
    assert.ok(lines.includes('A card is put into play, covered: wait for the reveal.'));
    await press('p');
    let r = await current(page);
    assert.equal(r.flags[1], 1);
    lines = await spoken(page);
    assert.ok(lines.some((l) => l.startsWith(
      'Player 2 has a penalty flag: touched the card before it was revealed')),
    `the flag is said: ${lines.slice(-2).join(' | ')}`);

    // ---- The card again: Q touches, the arrows and Enter pick the pattern ----
    r = await nextCard(page);
    lines = await spoken(page);
    assert.ok(lines.includes(`Card revealed: ${r.card.slice(0, 3).join(', ')} and ${r.card[3]} ` +
      `(${r.dots} dot${r.dots === 1 ? '' : 's'}, red side).`), `the card is said: ${lines.at(-1)}`);
    await press('q');
    lines = await spoken(page);
    assert.ok(lines.includes('Player 1 touched the card first: the pattern within 3 seconds.'),
      'the touch is said');
    const list = [];
    for (let i = 0; await rect(page, `c24:pattern:${i}`); i++)
      list.push(await text(page, `c24:pattern:${i}`));
    const chosen = solutions24(r.card).find((x) => list.includes(x.pattern));
    assert.ok(chosen, `a solution ends in a listed pattern: ${list}`);
    for (let i = 0; i <= list.indexOf(chosen.pattern); i++) await press('ArrowDown');
    await press('Enter');
    assert.equal((await current(page)).pattern, chosen.pattern);
    assert.ok((await spoken(page)).includes(`Player 1's pattern: ${chosen.pattern}.`),
      'the pattern is said');
    for (const ch of chosen.text) await page.keyboard.press(ch);
    await press('Enter');

    // ---- The round is over: the summary, drawn and said ----
    s = await state(page);
    assert.equal(s.rounds.length, 2);
    assert.equal(s.rounds[0].points[0], r.dots);
    assert.equal(await text(page, 'c24:summary:title'), 'Round 1 is over');
    lines = await spoken(page);
    const points = `${r.dots} point${r.dots === 1 ? '' : 's'}`;
    for (const line of [
      `Player 1 won the card: ${chosen.text} makes 24, ${points}. Player 1 has ${points}.`,
      'Round 1 is over.',
      `Player 1: ${points}, 0 flags (rounds 1 and 2 added: ${points}).`,
      'Player 2: 0 points, 1 flag (rounds 1 and 2 added: 0 points).',
      'Round 2 comes next; its points are added to round 1\'s.'])
      assert.ok(lines.includes(line), `"${line}" is said: ${lines.slice(-6).join(' | ')}`);
    await screenshot(page, 'c24k-1366x768-summary');
    await press('d');  // the table in words: between rounds, the summary
    const described = await page.evaluate(() =>
      document.getElementById('mat-description').textContent);
    assert.ok(described.startsWith('Round 1 is over. Player 1: ') &&
      described.includes('Player 2: 0 points, 1 flag'), `D says the summary: ${described}`);
    await press('Enter');
    assert.equal((await state(page)).rounds.length, 2);
    assert.match(await text(page, 'c24:status'), /^Round 2/, 'Enter begins round 2');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('the 24 Challenge opened from an Equations match pauses its clock until it closes', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await installMovableClock(page);
    await startMatch(page, server.url, [{who: 'human'}, {who: 'human'}]);
    await rollTheCubes(page);
    // The seconds of a clock's text: "Round: 29:55 left" is 1795.
    const seconds = (shown) => {
      const m = /(\d+):(\d\d) left$/.exec(shown || '');
      assert.ok(m, `a clock shows the time left: ${shown}`);
      return Number(m[1]) * 60 + Number(m[2]);
    };
    const left = async () => seconds(await text(page, 'timer'));
    const before = await left();
    const round = await text(page, 'round');
    const history = (await state(page)).history.length;
    await click(page, 'button:challenge24');
    assert.ok(await rect(page, 'c24:setup:start'), 'the 24 Challenge is open');
    assert.ok((await spoken(page)).includes(
      'Paused: the sand timer and the round clock stand still.'), 'the pause is said');
    await shiftClock(page, 4 * 60 * 1000);
    await settle(page, 6);
    await page.reload();  // the pause holds across a reload
    await waitForFrames(page, 10);
    assert.ok(await rect(page, 'c24:setup:start'), 'the 24 Challenge is still open');
    await shiftClock(page, 4 * 60 * 1000);
    await settle(page, 6);
    await click(page, 'c24:close');  // "Equations": back to the match
    await settle(page, 6);
    assert.ok(Math.abs(await left() - before) <= 2,
      `the sand stood still while the 24 Challenge was open: ${before} s, now ${await left()} s`);
    assert.ok(Math.abs(seconds(await text(page, 'round')) - seconds(round)) <= 2,
      `the round clock stood still: ${round}, now ${await text(page, 'round')}`);
    const s = await state(page);
    assert.ok(!s.history.slice(history).some((a) => / expired|^time/.test(a)),
      `no time ran out: ${s.history.slice(-3)}`);
    assert.equal(await text(page, 'button:pause'), 'Pause (K)', 'the match runs again');
    assert.ok((await spoken(page)).includes('Play resumes: the sand timer runs again.'));
    await shiftClock(page, 30 * 1000);
    await settle(page, 6);
    assert.ok(before - await left() >= 28, 'and its sand runs on from where it stood');
    await screenshot(page, 'c24k-1366x768-match-resumed');
    assert.deepEqual(problems, []);
    await context.close();
  });
