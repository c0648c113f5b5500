// Shared by the 24 Challenge browser tests: a page clock that stands still unless the test moves
// it, the live region's lines, and every way to make 24 from a card with the last step of each
// (its pattern, as the round says it: "3 x 8", "8 ÷ (1/3)").
import assert from 'node:assert/strict';
import {centre, settle, state} from './harness.mjs';

// The page's clock (Date.now, which the game reads) stands still at `start`, across a reload
// too; moveClock moves it on.
export async function standingClock(page, start = 1800000000000) {
  await page.addInitScript((t0) => {
    window.__now = Number(sessionStorage.getItem('test.now')) || t0;
    Date.now = () => window.__now;
  }, start);
}
export async function moveClock(page, ms) {
  await page.evaluate((m) => {
    window.__now += m;
    sessionStorage.setItem('test.now', String(window.__now));
  }, ms);
  await page.evaluate(() => window.equationsTest.wake());
  await settle(page, 4);
}

// The live region's lines and a control's text, as the harness reads them.
export {spoken, text} from './harness.mjs';

const gcd = (a, b) => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const make = (n, d) => {
  if (d < 0n) { n = -n; d = -d; }
  const g = gcd(n, d) || 1n;
  return {n: n / g, d: d / g};
};
const less = (a, b) => a.n * b.d < b.n * a.d;
const valueText = (v) => {
  const s = v.d === 1n ? String(v.n) : `${v.n}/${v.d}`;
  return v.d === 1n && v.n >= 0n ? s : `(${s})`;
};

// Returns every way to make 24 from the numbers (+ - * / and parentheses, exact fractions), each
// {text, pattern}; the pattern's operands in one order for + and x, as the round writes it.
export function solutions24(numbers) {
  const found = [];
  const search = (items) => {
    if (items.length === 1) {
      if (items[0].v.n === 24n && items[0].v.d === 1n) found.push(items[0]);
      return;
    }
    for (let i = 0; i < items.length; i++) {
      for (let j = 0; j < items.length; j++) {
        if (i === j) continue;
        const a = items[i], b = items[j];
        const rest = items.filter((_, k) => k !== i && k !== j);
        const steps = [
          [make(a.v.n * b.v.d + b.v.n * a.v.d, a.v.d * b.v.d), '+', '+'],
          [make(a.v.n * b.v.d - b.v.n * a.v.d, a.v.d * b.v.d), '-', '-'],
          [make(a.v.n * b.v.n, a.v.d * b.v.d), '*', 'x'],
        ];
        if (b.v.n !== 0n) steps.push([make(a.v.n * b.v.d, a.v.d * b.v.n), '/', '÷']);
        for (const [v, op, said] of steps) {
          const [l, r] = (op === '+' || op === '*') && less(b.v, a.v) ? [b.v, a.v] : [a.v, b.v];
          search([...rest, {v, s: `(${a.s}${op}${b.s})`,
            pattern: `${valueText(l)} ${said} ${valueText(r)}`}]);
        }
      }
    }
  };
  search(numbers.map((x) => ({v: {n: BigInt(x), d: 1n}, s: String(x)})));
  assert.ok(found.length > 0, `the card ${numbers} has a solution`);
  return found.map((f) => ({text: f.s, pattern: f.pattern}));
}

// The round being played: the game's view, or a tournament's current round.
export const current = async (page) => {
  const s = await state(page);
  return s && s.current ? s.current : s;
};

// Deals and reveals the next card: the proctor's pause, then the hand withdrawn.
export async function nextCard(page) {
  await moveClock(page, 1600);
  assert.equal((await current(page)).phase, 'cupped', 'the proctor has dealt a covered card');
  await moveClock(page, 1100);
  const s = await current(page);
  assert.equal(s.phase, 'revealed', 'the card is revealed');
  return s;
}

// The 24 Challenge's setup as an earlier visit left it (the screen open or not), stored before
// the first load only.
export async function rememberSetup(page, open, setup) {
  await page.addInitScript(([o, s]) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('equations.challenge24', JSON.stringify({open: o, setup: s}));
  }, [open, setup]);
}

// Returns tap(id): a finger's touch on what is drawn under `id` (the page's context made with
// hasTouch).
export async function touchTapper(context, page) {
  const cdp = await context.newCDPSession(page);
  return async (id) => {
    const c = await centre(page, id);
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart',
      touchPoints: [{x: c.x, y: c.y, id: 1}]});
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    await settle(page);
  };
}
