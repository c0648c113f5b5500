// Browser test of a whole 24 Challenge tournament at one screen (ui/challenge24_screen.h), two
// people and a computer player, two cards a round on a stacked deck (the seed is the page's
// standing clock; round 3's two cards have three dots each, so the people tie and play a tie
// round): rounds 1 and 2 added, the face-off round 3, the 5-minute tie round, the final round 4
// and the champion, with the summary between rounds drawn and said; the pattern picked from the
// list with the arrows and Enter, with the mouse and with a finger; a flag for a late pattern; a
// reload between rounds resumes the tournament. Screenshots: build/browser/c24t-*.png, the
// pattern list and the summary at 1366x768 and at 200% on a 1920x1080 projector.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, settle,
  click} from './harness.mjs';
import {standingClock, moveClock, spoken, text, solutions24, current, nextCard, touchTapper,
  rememberSetup} from './challenge24_support.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// The listed patterns, as drawn.
async function patternList(page) {
  const list = [];
  for (let i = 0; await rect(page, `c24:pattern:${i}`); i++)
    list.push((await text(page, `c24:pattern:${i}`)).replace(/ \(picked\)$/, ''));
  return list;
}

// Of the card's solutions, one whose pattern is listed: {index, text, pattern}.
function listedSolution(card, list) {
  for (const s of solutions24(card)) {
    const index = list.indexOf(s.pattern);
    if (index >= 0) return {...s, index};
  }
  assert.fail(`no solution of ${card} ends in a listed pattern: ${list}`);
}

// The summary between rounds, as drawn.
async function summary(page) {
  const seats = [];
  for (let seat = 0; seat < 4; seat++) {
    const line = await text(page, `c24:summary:seat:${seat}`);
    if (line) seats.push(line);
  }
  return {title: await text(page, 'c24:summary:title'), seats,
    next: await text(page, 'c24:summary:next')};
}

test('a tournament: rounds 1-4, a tie round, the summaries, the pattern list and a reload', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}, hasTouch: true});
    await standingClock(page);
    // Two cards a round, remembered from an earlier visit: the screen opens on its setup.
    await rememberSetup(page, true, {tournament: false, players: 3,
      computer: ['', '', 'club', ''], deck: 'single-digits', round: 1, cards: 2});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await click(page, 'c24:setup:mode:tournament');
    assert.equal(await rect(page, 'c24:setup:round:1'), null, 'a tournament plays every round');
    await page.keyboard.press('Enter');  // "Start the tournament (Enter)"
    await settle(page);
    let s = await state(page);
    assert.equal(s.config.players, 3);
    assert.equal(s.config.seed, 1800000000000, 'the stacked deck');
    assert.equal(s.rounds.length, 1);
    const tap = await touchTapper(context, page);
    const lastPlay = async () => (await current(page)).plays.at(-1);
    // Seat `key` touches by key and types the whole solution: the card is won.
    // The card's dots go to the seat in the round it was played in (which may have ended).
    const winByTyping = async (key, seat) => {
      const before = await state(page);
      const index = before.rounds.length - 1;
      const {card, dots} = before.current;
      await page.keyboard.press(key);
      await settle(page);
      const answer = solutions24(card)[0].text;
      await page.keyboard.type(answer, {delay: 5});
      await page.keyboard.press('Enter');
      await settle(page);
      const points = (await state(page)).rounds[index].points;
      const seatAt = before.rounds[index].seats.indexOf(seat);
      assert.equal(points[seatAt], before.rounds[index].points[seatAt] + dots,
        `${answer} wins the card for seat ${seat}`);
    };

    // ---- Round 1, card 1: Player 1 touches (Q), picks the pattern with the arrows and Enter ----
    let r = await nextCard(page);
    await page.keyboard.press('q');
    await settle(page);
    const list = await patternList(page);
    assert.ok(list.length >= 1, 'the card\'s last steps are listed');
    assert.match(await text(page, 'c24:patterns'), /up\/down, Enter\): 3\.0 s left$/,
      'the 3-second clock stands beside the list');
    assert.ok(await rect(page, 'c24:clock:pattern'), 'and the pattern\'s clock bar');
    let lines = await spoken(page);
    assert.ok(lines.some((l) => l.startsWith('Patterns to pick: ' + list[0])),
      `the list is said: ${lines.slice(-2).join(' | ')}`);
    const chosen = listedSolution(r.card, list);
    for (let i = 0; i <= chosen.index; i++) {
      await page.keyboard.press('ArrowDown');
      await settle(page, 2);
    }
    assert.equal(await text(page, `c24:pattern:${chosen.index}`), `${chosen.pattern} (picked)`);
    lines = await spoken(page);
    assert.ok(lines.includes(`Pattern ${chosen.pattern}, ${chosen.index + 1} of ${list.length}: ` +
      'Enter says it.'), `the pick is said: ${lines.slice(-2).join(' | ')}`);
    await screenshot(page, 'c24t-1366x768-patterns');
    await page.keyboard.press('Enter');
    await settle(page);
    r = await current(page);
    assert.equal(r.pattern, chosen.pattern, 'Enter says the picked pattern');
    assert.ok((await spoken(page)).includes(`Player 1's pattern: ${chosen.pattern}.`));
    await page.keyboard.type(chosen.text, {delay: 5});
    await page.keyboard.press('Enter');
    await settle(page);
    assert.equal((await lastPlay()).end, 'won');

    // ---- Card 2: the people wait; the computer player wins it ----
    await nextCard(page);
    for (let i = 0; i < 16 && (await state(page)).rounds.length === 1; i++)
      await moveClock(page, 1000);
    s = await state(page);
    assert.equal(s.rounds.length, 2, 'round 2 follows round 1 by itself');
    assert.deepEqual(s.rounds[0].points, [2, 0, 2], 'Player 1 and the computer won a card each');

    // ---- The summary of round 1 ----
    let shown = await summary(page);
    assert.equal(shown.title, 'Round 1 is over');
    assert.deepEqual(shown.seats, [
      'Player 1: 2 points, 0 flags (rounds 1 and 2 added: 2 points)',
      'Player 2: 0 points, 0 flags (rounds 1 and 2 added: 0 points)',
      'Computer 3: 2 points, 0 flags (rounds 1 and 2 added: 2 points)']);
    assert.match(shown.next, /^Round 2 comes next/);
    lines = await spoken(page);
    assert.ok(lines.includes('Round 1 is over.') &&
      lines.includes('Player 2: 0 points, 0 flags (rounds 1 and 2 added: 0 points).'),
      `the summary is said: ${lines.slice(-5).join(' | ')}`);
    await screenshot(page, 'c24t-1366x768-summary');
    await moveClock(page, 5000);
    assert.equal((await current(page)).phase, 'dealing', 'no card is dealt under the summary');
    await page.keyboard.press('Enter');  // "Next round (Enter)"
    await settle(page);
    assert.equal(await rect(page, 'c24:summary:title'), null);
    assert.ok((await spoken(page)).includes('Round 2 begins.'));

    // ---- Round 2: Player 2 touches (P) and says no pattern in 3 seconds: a flag ----
    await nextCard(page);
    await page.keyboard.press('p');
    await settle(page);
    await moveClock(page, 3100);
    let play = await lastPlay();
    assert.equal(play.reason, 'no pattern within 3 seconds');
    assert.equal(play.player, 1);
    // ---- A finger: Player 2 touches the zone and taps a listed pattern, then the solution ----
    r = await nextCard(page);
    await tap('c24:seat:1:touch');
    assert.equal((await current(page)).declarer, 1);
    const tapped = listedSolution(r.card, await patternList(page));
    await tap(`c24:pattern:${tapped.index}`);
    assert.equal((await current(page)).pattern, tapped.pattern, 'a tap says the pattern');
    await page.keyboard.type(tapped.text, {delay: 5});
    await page.keyboard.press('Enter');
    await settle(page);
    assert.equal((await lastPlay()).end, 'won');
    // ---- Player 1 wins the other card ----
    await nextCard(page);
    await winByTyping('q', 0);
    s = await state(page);
    assert.equal(s.rounds.length, 3, 'the semi-final follows round 2');
    assert.deepEqual(s.added_points, [4, 2, 2], 'rounds 1 and 2 added');
    shown = await summary(page);
    assert.equal(shown.title, 'Round 2 is over');
    assert.equal(shown.seats[1], 'Player 2: 2 points, 1 flag (rounds 1 and 2 added: 2 points)');
    assert.match(shown.next, /^Semi-final round 3 comes next: a face-off/);

    // ---- A reload between rounds resumes the tournament, the summary still up ----
    await page.reload();
    await waitForFrames(page, 10);
    assert.deepEqual((await state(page)).rounds, s.rounds, 'a reload resumes the tournament');
    assert.equal(await text(page, 'c24:summary:title'), 'Round 2 is over');
    await click(page, 'c24:next');

    // ---- Round 3: each person wins a three-dot card: a tie ----
    r = await nextCard(page);
    assert.equal(r.dots, 3);
    await winByTyping('q', 0);
    // A reload within a round resumes it where it stood.
    const midRound = await state(page);
    await page.reload();
    await waitForFrames(page, 10);
    s = await state(page);
    assert.deepEqual(s.current.plays, midRound.current.plays, 'a reload resumes the round');
    assert.deepEqual(s.rounds, midRound.rounds);
    assert.match(await text(page, 'c24:status'), /^Semi-final round 3/);
    r = await nextCard(page);
    assert.equal(r.dots, 3);
    await winByTyping('p', 1);
    s = await state(page);
    assert.equal(s.current.config.minutes, 5);
    assert.deepEqual(s.rounds.at(-1).seats, [0, 1], 'the tied seats play the tie round');
    shown = await summary(page);
    assert.equal(shown.title, 'Semi-final round 3 is over');
    assert.match(shown.next, /^Player 1 and Player 2 tie: they play a 5-minute tie round/);
    await page.keyboard.press('Enter');
    await settle(page);
    assert.match(await text(page, 'c24:status'), /^Tie round for round 3/);
    assert.equal(await rect(page, 'c24:seat:2'), null, 'the computer sits the tie round out');
    await nextCard(page);
    await winByTyping('q', 0);
    await moveClock(page, 5 * 60 * 1000);  // the tie round's time is up
    s = await state(page);
    assert.equal(s.semi_final_winner, 0);
    shown = await summary(page);
    assert.equal(shown.title, 'Tie round for round 3 is over');
    assert.match(shown.next, /^Player 1 wins the semi-final\. Final round 4 comes next/);

    // ---- Round 4 on a projector: 1920x1080 at 200% ----
    await page.setViewportSize({width: 1920, height: 1080});
    await settle(page, 6);
    for (let i = 0; i < 4; i++) await click(page, 'button:scale-up');
    assert.equal(await text(page, 'scale'), '200%');
    await screenshot(page, 'c24t-1920x1080-200-summary');
    await click(page, 'c24:next');
    r = await nextCard(page);
    await page.keyboard.press('q');
    await settle(page);
    await screenshot(page, 'c24t-1920x1080-200-patterns');
    const view = page.viewportSize();
    const picked = listedSolution(r.card, await patternList(page));
    for (const id of ['c24:patterns', `c24:pattern:${picked.index}`, 'c24:answer',
      'c24:key:say', 'c24:seat:2']) {
      const box = await rect(page, id);
      assert.ok(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width + 1 &&
        box.y + box.height <= view.height + 1, `${id} fits at 200%: ${JSON.stringify(box)}`);
    }
    await click(page, `c24:pattern:${picked.index}`);  // the mouse
    assert.equal((await current(page)).pattern, picked.pattern);
    await page.keyboard.type(picked.text, {delay: 5});
    await page.keyboard.press('Enter');
    await settle(page);
    await nextCard(page);
    await winByTyping('q', 0);
    s = await state(page);
    assert.equal(s.champion, 0, 'Player 1 is the champion');
    shown = await summary(page);
    assert.equal(shown.title, 'Final round 4 is over');
    assert.equal(shown.next, 'Player 1 is the champion.');
    assert.ok((await spoken(page)).includes('Player 1 is the champion.'));
    await screenshot(page, 'c24t-1920x1080-200-champion');
    for (const id of ['c24:summary:title', 'c24:summary:seat:2', 'c24:summary:next', 'c24:next']) {
      const box = await rect(page, id);
      assert.ok(box && box.y + box.height <= view.height + 1, `${id} fits: ${JSON.stringify(box)}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
