// Browser tests of Adventurous Equations through the page (AGLOA II-B, XIII): in each of the four
// divisions a shake is rolled and its variations picked on the variation sheet (with a blank, an
// illegal pick pointed out at a tournament and its penalty, "Done" in Senior), a Goal cube is
// turned sideways (by the turn button, the R key and a finger), an Equation is written with a
// variation's mark on the keypad and checked, and the score sheet lists the variations; a reload
// mid-selection resumes it. Screenshots land in build/browser/adventurous-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, settle, drag, click, centre,
  waitForFrames, isDigit, face, spoken, text} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });


// Every pick the sheet could draw, by id: "pick:<name>" or "pick:<name>:<blank>".
const kPickIds = ['sideways', 'upside-down', 'zero-wild', 'factorial', 'multiple-operations',
  'three-operation', 'remainder', 'two-digit-numerals', 'lcm', 'gcf', 'number-of-factors',
  'average', 'smallest-prime', 'percent', 'decimal-point', 'powers-of-the-base',
  'decimal-in-goal', 'imaginary', 'log'].map((n) => `pick:${n}`).concat(
  [8, 9, 10, 11, 12].map((m) => `pick:base:${m}`),
  [6, 7, 8, 9, 10, 11].map((k) => `pick:multiple-of-k:${k}`),
  ['red', 'blue', 'green', 'black'].map((c) => `pick:exponent:${c}`),
  ['0', 'x'].map((c) => `pick:zero-or-x-wild:${c}`));

// Returns the picks drawn on the sheet now and in view, top first: [{id, label, judged}].
async function sheetPicks(page) {
  return page.evaluate((ids) => ids.map((id) => ({id, r: window.equationsTest.rect(id)}))
    .filter(({r}) => r && r.y >= 0 && r.y + r.height <= window.innerHeight)
    .sort((a, b) => a.r.y - b.r.y || a.r.x - b.r.x)
    .map(({id}) => ({id, label: window.equationsTest.text(id),
      judged: window.equationsTest.text(id + ':judged')})), kPickIds);
}

// Opens the page and starts a two-player Adventurous match of `division`, then rolls the cubes.
async function startAdventurous(page, division, {tournament = false, players = 2} = {}) {
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await click(page, 'setup:rules:agloa');
  await click(page, `setup:division:${division}`);
  await click(page, 'setup:play:adventurous');
  assert.match(await text(page, 'setup:ai-note'), /Basic Equations only/,
    'the setup says the computer players play Basic only');
  await click(page, tournament ? 'setup:picks:tournament' : 'setup:picks:practice');
  await click(page, `setup:players:${players}`);
  await click(page, 'setup:start');
  for (let i = 0; i < 20 && (await state(page)).phase === 'roll for first'; i++)
    await click(page, 'call:roll');
  await settle(page, 40);
  await click(page, 'call:roll');
  await settle(page, 30);
  const s = await state(page);
  assert.equal(s.phase, 'selecting variations',
    `after the roll, variations are picked (${s.phase})`);
  return s;
}

// Picks `id` on the sheet by a click and returns the state after.
async function pick(page, id) {
  await click(page, id);
  return state(page);
}

// From the Goal-setter's turn: drags the first digit to the Goal line, then says Goal.
async function goalOfOneDigit(page, {say = true} = {}) {
  const s = await state(page);
  const g = await rect(page, 'goal');
  // A nonzero digit: a sideways 0 names no number (XIII-A-1).
  const index = s.shake.resources.findIndex((c) => isDigit(c) && face(c) !== '0');
  await drag(page, `cube:resources:${index}`, {x: g.x + 70, y: g.y + g.height / 2});
  if (say) await click(page, `call:${s.shake.goal_setter}:goal`);
  return face(s.shake.resources[index]);
}

// Plays out a challenge: whoever may write types `keys` on the keypad with `press` (a click or a
// tap; by default `digit`<sw>=`digit`<sw>), checks the text `typed` and its words `reads`, and
// presents it; the others decline. Calls `shot` once, on the keypad; `reload` reloads the page
// once mid-writing. Returns how many wrote.
async function writeWithMark(page, press, digit, shot, {reload = false,
  keys = [digit, 'sw', '=', digit, 'sw'], typed = `${digit}<sw>=${digit}<sw>`,
  reads = /sideways/} = {}) {
  let wrote = 0;
  for (let k = 0; k < 6 && (await state(page)).phase === 'challenge'; k++) {
    let writer = -1;
    for (const p of [0, 1]) if (writer < 0 && await rect(page, `call:${p}:write`)) writer = p;
    if (writer < 0) {
      const decliner = (await rect(page, 'call:0:decline')) ? 0 : 1;
      if (!(await rect(page, `call:${decliner}:decline`))) break;
      await press(`call:${decliner}:decline`);
      continue;
    }
    await press(`call:${writer}:write`);
    await press('write:reveal');
    for (const key of keys) await press(`key:${key}`);
    assert.equal(await text(page, 'write:text'), typed);
    assert.match(await text(page, 'write:reads'), reads, 'the marks read in words');
    assert.equal(await rect(page, 'key:rem'), null, 'no key of a variation not in effect');
    if (wrote++ === 0) await shot();
    if (reload && wrote === 1) {
      // A reload mid-writing comes back to the keypad with the Equation typed so far.
      await page.reload();
      await waitForFrames(page, 10);
      await settle(page, 6);
      assert.equal(await text(page, 'write:text'), typed, 'the reload resumes the writing');
    }
    await press('write:present');
    if (await rect(page, 'write:confirm:present')) await press('write:confirm:present');
    if (await rect(page, 'write:done')) await press('write:done');
  }
  return wrote;
}

test('Middle, a tournament: a blank, an illegal pick pointed out, a sideways Goal cube, an ' +
  'Equation with its mark, the score sheet', async () => {
  const {page, context, problems} = await openPage(browser,
    {viewport: {width: 1366, height: 768}, basicSetup: false});
  let s = await startAdventurous(page, 'middle', {tournament: true});
  const setter = s.shake.goal_setter, other = 1 - setter;
  assert.match(await text(page, 'sheet:heading'), /picks/);
  assert.ok(await text(page, 'sheet:timer') !== null, 'the timer runs on the sheet');
  await screenshot(page, 'adventurous-1-sheet-1366');

  // The Goal-setter picks Sideways (one pick in a two-player match, II-B-3).
  s = await pick(page, 'pick:sideways');
  assert.deepEqual(s.shake.variations.map((v) => v.name), ['sideways']);
  // The other player picks a variation with a blank, then picks it again: illegal, already
  // chosen. At a tournament the sheet lets it be circled; the Goal-setter points it out.
  const picks = await sheetPicks(page);
  const blank = picks.find((p) => /^pick:(base|multiple-of-k|exponent):/.test(p.id) &&
    p.judged === 'legal');
  assert.ok(blank, `a variation with a blank is legal: ${JSON.stringify(picks)}`);
  s = await pick(page, blank.id);
  assert.equal(s.shake.variations.length, 2, `${blank.id} is in effect`);
  const before = s.shake.penalties[other] ?? 0;
  s = await pick(page, blank.id);
  assert.equal(s.shake.variations.length, 2, 'an illegal pick takes no effect');
  const point = `point:${setter}`;
  assert.ok(await rect(page, point), 'the opponent sees a Point out control');
  assert.match(await text(page, point), /already chosen/, 'naming the reason');
  await screenshot(page, 'adventurous-2-point-out-1366');
  s = await pick(page, point);
  assert.equal(s.shake.penalties[other], before + 1, 'the illegal pick costs a point (II-B-2)');
  assert.ok((await spoken(page)).some((l) =>
    /pointed out .*already chosen.*loses 1 point and picks again/.test(l)),
    `the live region says the penalty: ${(await spoken(page)).slice(-3).join(' | ')}`);
  // The player picks again, legally.
  const again = (await sheetPicks(page)).find((p) => p.judged === 'legal');
  s = await pick(page, again.id);
  assert.equal(s.phase, 'setting the Goal', `the selection is over (${s.phase})`);
  assert.ok((await spoken(page)).some((l) => / selected a second variation: /.test(l)),
    `the second pick is said as such: ${(await spoken(page)).slice(-4).join(' | ')}`);
  const shown = await text(page, 'variations');
  assert.match(shown, /Sideways/, `the mat shows the variations: ${shown}`);

  // The Goal: a digit turned sideways with the turn button.
  const digit = await goalOfOneDigit(page, {say: false});
  const turn = await rect(page, 'turn:goal:0');
  assert.ok(turn.width >= 24 && turn.height >= 24,
    `the turn button is a 24 px target at least (WCAG 2.5.8): ${JSON.stringify(turn)}`);
  await click(page, 'turn:goal:0');
  assert.equal(await text(page, 'cube:goal:0'), `${digit} sideways`);
  assert.equal(await text(page, 'goal:label'), `Goal: ${digit} sideways`,
    'the Goal\'s label reads it as it lies');
  assert.ok((await spoken(page)).some((l) => l.includes(`turned the Goal's ${digit} sideways`)),
    'the live region says the turn');
  await screenshot(page, 'adventurous-3-mat-sideways-1366');
  await click(page, `call:${setter}:goal`);
  s = await state(page);
  assert.equal(s.phase, 'moving',
    `Goal said (${await page.evaluate(() => window.equationsTest.message())})`);

  // A move, the Goal-setter's challenge, and Equations written on the keypad with the mark.
  await drag(page, 'cube:resources:0', await centre(page, 'forbidden'));
  await click(page, `call:${setter}:` +
    (await rect(page, `call:${setter}:impossible`) ? 'impossible' : 'now'));
  const wrote = await writeWithMark(page, (id) => click(page, id), digit,
    () => screenshot(page, 'adventurous-4-keypad-1366'), {reload: true});
  assert.ok(wrote, 'an Equation was written');
  s = await state(page);
  assert.equal(s.shakes.length, 1, `the shake is scored (${s.phase})`);
  assert.match(await text(page, 'results:variations'), /Sideways/);
  assert.equal(await text(page, 'results:goal'), `Goal: ${digit} sideways`);
  for (const id of ['results:result', 'results:reasons:0', 'results:reasons:1']) {
    const shown = await text(page, id);
    assert.doesNotMatch(shown || '', /<[a-z,]+>/, `${id} shows no raw mark: ${shown}`);
  }
  await screenshot(page, 'adventurous-5-checked-1366');
  const reasons = [await text(page, 'results:reasons:0'), await text(page, 'results:reasons:1')];
  console.log(`middle: ${shown}; checked: ${JSON.stringify(s.shakes[0].writing.map((w) =>
    [w.equation, w.correct]))}; reasons: ${reasons.filter(Boolean).join(' / ')}`);
  await click(page, 'results:close');
  assert.match(await text(page, 'ai:no-variations'), /do not cover/,
    'Explain says it does not cover variations rather than answer wrongly');
  await click(page, 'button:scores');
  assert.match(await text(page, 'scores:shake:0:result'), /Variations: .*Sideways/);
  await screenshot(page, 'adventurous-6-scores-1366');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Elementary in practice, by keyboard: an illegal entry says why; R turns the Goal cube', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}, basicSetup: false});
    let s = await startAdventurous(page, 'elementary');
    const picks = await sheetPicks(page);
    const disabled = picks.filter((p) => p.label.startsWith('disabled: '));
    console.log(`elementary: ${picks.length} entries, disabled: ${disabled.map((p) =>
      p.id + ' (' + p.label + ')').join(', ') || 'none'}`);
    for (const p of disabled) assert.equal(p.label, `disabled: ${p.judged}`);
    // Sideways by its letter key: A is the first entry.
    await page.mouse.move(5, 760);
    await page.keyboard.press('a');
    await settle(page, 4);
    s = await state(page);
    assert.deepEqual(s.shake.variations.map((v) => v.name), ['sideways'], 'A picks Sideways');
    // In practice a pick that would be illegal is greyed out, saying why.
    assert.equal(await text(page, 'pick:sideways'), 'disabled: already chosen');
    // The other player's two picks, by letters of legal entries.
    for (let k = 0; k < 2 && (await state(page)).phase === 'selecting variations'; k++) {
      const legal = (await sheetPicks(page)).find((p) => p.judged === 'legal');
      const letter = (await text(page, legal.id)).match(/^\((\w)\)/)[1].toLowerCase();
      await page.keyboard.press(letter);
      await settle(page, 4);
    }
    s = await state(page);
    assert.equal(s.phase, 'setting the Goal');
    const digit = await goalOfOneDigit(page, {say: false});
    await page.mouse.move(5, 760);
    await page.keyboard.press('ArrowUp');  // selects Goal cube 1
    await settle(page, 3);
    await page.keyboard.press('r');
    await settle(page, 4);
    assert.equal(await text(page, 'cube:goal:0'), `${digit} sideways`, 'R turns it sideways');
    await page.keyboard.press('Enter');  // Goal
    await settle(page, 4);
    assert.equal((await state(page)).phase, 'moving');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('Junior by touch, at 200%: Sideways always in effect, a finger turns the Goal cube', async () => {
    // 200% needs a window of 1600 x 960 CSS pixels (the page allows up to what fits).
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1600, height: 960}, hasTouch: true, basicSetup: false});
    const cdp = await context.newCDPSession(page);
    const tap = async (id) => {
      const c = await centre(page, id);
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart',
        touchPoints: [{x: c.x, y: c.y, id: 1}]});
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
      await settle(page);
    };
    const swipe = async (from, dy) => {
      const touch = (type, points) =>
        cdp.send('Input.dispatchTouchEvent', {type, touchPoints: points});
      await touch('touchStart', [{x: from.x, y: from.y, id: 1}]);
      await settle(page, 2);
      for (let k = 1; k <= 6; k++) {
        await touch('touchMove', [{x: from.x, y: from.y + dy * k / 6, id: 1}]);
        await settle(page, 1);
      }
      await touch('touchEnd', []);
      await settle(page);
    };
    let s = await startAdventurous(page, 'junior');
    for (let k = 0; k < 4; k++) await tap('button:scale-up');  // projector scale
    assert.equal(await text(page, 'scale'), '200%');
    await screenshot(page, 'adventurous-7-sheet-200');
    assert.match(await text(page, 'sheet:in-effect'), /Sideways, Upside-down/,
      'Junior plays Sideways and Upside-down every shake (XIII-C-1, -2)');
    for (let k = 0; k < 3 && (await state(page)).phase === 'selecting variations'; k++) {
      let legal = (await sheetPicks(page)).find((p) => p.judged === 'legal');
      // At 200% the list is longer than the screen: a finger scrolls it.
      const sheet = await rect(page, 'sheet');
      for (let k = 0; k < 4 && !legal; k++) {
        await swipe({x: sheet.x + sheet.width - 120, y: sheet.y + sheet.height - 60}, -400);
        legal = (await sheetPicks(page)).find((p) => p.judged === 'legal');
      }
      assert.ok(legal, 'a legal pick comes into view');
      await tap(legal.id);
    }
    s = await state(page);
    assert.equal(s.phase, 'setting the Goal');
    const digit = await goalOfOneDigit(page, {say: false});
    await tap('turn:goal:0');
    assert.equal(await text(page, 'cube:goal:0'), `${digit} sideways`, 'a tap turns it');
    await screenshot(page, 'adventurous-8-mat-sideways-200');
    console.log(`junior: ${await text(page, 'variations')}`);
    // Goal, a move by taps (a cube, then a section), a challenge and an Equation tapped on the
    // keypad with the sideways mark, at projector scale.
    const setter = s.shake.goal_setter;
    await tap(`call:${setter}:goal`);
    await tap('cube:resources:0');
    await tap('forbidden');
    assert.equal((await state(page)).shake.forbidden.length, 1, 'the move by taps');
    await tap(`call:${setter}:` +
      (await rect(page, `call:${setter}:impossible`) ? 'impossible' : 'now'));
    assert.ok(await writeWithMark(page, tap, digit,
      () => screenshot(page, 'adventurous-9-keypad-200')), 'an Equation was written by taps');
    assert.equal((await state(page)).shakes.length, 1, 'the shake is checked');
    assert.match(await text(page, 'results:variations'), /Sideways, Upside-down/);
    await screenshot(page, 'adventurous-10-checked-200');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('Senior: two picks and Done; a reload mid-selection resumes it', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}, basicSetup: false});
    let s = await startAdventurous(page, 'senior');
    const legal = (await sheetPicks(page)).find((p) => p.judged === 'legal');
    s = await pick(page, legal.id);
    const chosen = s.shake.variations.map((v) => v.name);
    assert.equal(chosen.length, 1);
    // Senior: any player may pick a second variation (II-B-3): Done ends the setter's picks.
    assert.ok(await rect(page, 'sheet:done'), 'Done is offered');
    await page.reload();
    await waitForFrames(page, 10);
    await settle(page, 6);
    s = await state(page);
    assert.equal(s?.phase, 'selecting variations', `the reload resumes the selection: ` +
      `${await page.evaluate(() => window.equationsTest.message())}`);
    assert.deepEqual(s.shake.variations.map((v) => v.name), chosen, 'with the pick made');
    await click(page, 'sheet:done');
    s = await state(page);
    assert.ok(s.shake.variations.length === 1, 'Done adds no variation');
    assert.match(await text(page, 'sheet:heading'), /picks/, 'the next player picks');
    assert.deepEqual(problems, []);
    await context.close();
  });

// Picks the opponent makes beside Imaginary: variations that leave i and the Equation below
// alone (not Multiple of k, Three-operation or a wild cube).
const kQuietPick = /^pick:(factorial|log|decimal-in-goal|powers-of-the-base|base:\d+|exponent:)/;

// Scrolls the variation sheet's list by the mouse wheel until `id` is in view; returns its rect.
async function wheelTo(page, id) {
  const sheet = await rect(page, 'sheet:list');
  for (let k = 0; k < 12; k++) {
    const r = await rect(page, id);
    if (r && r.y >= sheet.y && r.y + r.height <= Math.min(sheet.y + sheet.height,
      page.viewportSize().height)) return r;
    await page.mouse.move(sheet.x + sheet.width / 2, sheet.y + sheet.height / 2);
    await page.mouse.wheel(0, r && r.y < sheet.y ? -120 : 120);
    await settle(page, 4);
  }
  return null;
}

test('Senior with Imaginary: a sideways - in the Goal, i and a chosen root typed, judged', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}, basicSetup: false});
    // Twelve of the 24 cubes have a - face: a roll without one is started again.
    let s;
    for (let attempt = 0; attempt < 6; attempt++) {
      s = await startAdventurous(page, 'senior');
      if (s.shake.resources.some((c) => face(c) === '-')) break;
      await page.evaluate(() => localStorage.clear());
    }
    assert.ok(s.shake.resources.some((c) => face(c) === '-'), 'a - cube was rolled');
    const setter = s.shake.goal_setter;
    assert.ok(await wheelTo(page, 'pick:imaginary'), 'the wheel scrolls Imaginary into view');
    assert.equal(await text(page, 'pick:imaginary:judged'), 'legal', 'Senior is offered Imaginary');
    s = await pick(page, 'pick:imaginary');
    assert.deepEqual(s.shake.variations.map((v) => v.name), ['imaginary']);
    await click(page, 'sheet:done');
    for (let k = 0; k < 6 && (await state(page)).phase === 'selecting variations'; k++) {
      if (await rect(page, 'sheet:done')) {
        await click(page, 'sheet:done');
        continue;
      }
      const quiet = kPickIds.find((id) => kQuietPick.test(id));
      let legal = null;
      for (const id of kPickIds.filter((id) => kQuietPick.test(id))) {
        if ((await text(page, `${id}:judged`)) === 'legal' && await wheelTo(page, id)) {
          legal = id;
          break;
        }
      }
      assert.ok(quiet && legal, 'a quiet pick is on the sheet');
      await click(page, legal);
    }
    s = await state(page);
    assert.equal(s.phase, 'setting the Goal', `the selection is over (${s.phase})`);
    assert.match(await text(page, 'variations'), /Imaginary/);

    // The Goal: a - cube turned sideways is i (XIII-D-11).
    const g = await rect(page, 'goal');
    const minus = s.shake.resources.findIndex((c) => face(c) === '-');
    await drag(page, `cube:resources:${minus}`, {x: g.x + 70, y: g.y + g.height / 2});
    for (let k = 0; k < 3 && (await text(page, 'cube:goal:0')) !== '- sideways'; k++)
      await click(page, 'turn:goal:0');
    assert.equal(await text(page, 'cube:goal:0'), '- sideways', 'the - lies sideways');
    await screenshot(page, 'adventurous-11-imaginary-goal-1366');
    await click(page, `call:${setter}:goal`);
    s = await state(page);
    assert.equal(s.phase, 'moving',
      `Goal said (${await page.evaluate(() => window.equationsTest.message())})`);

    // A move and a challenge; each writer types i = [√(1<ud>)]@(i) with the i and root keys:
    // the square root of -1 has no default under Imaginary, so the writer names it.
    // The move keeps a 1 and a √ in Resources when they are there.
    s = await state(page);
    const spare = s.shake.resources.findIndex((c) => !['1', '√'].includes(face(c)));
    await drag(page, `cube:resources:${spare}`, await centre(page, 'forbidden'));
    s = await state(page);
    const parts = ['1', '√'].every((f) => s.shake.resources.some((c) => face(c) === f));
    const impossible = !!(await rect(page, `call:${setter}:impossible`));
    await click(page, `call:${setter}:${impossible ? 'impossible' : 'now'}`);
    const typed = 'i=[√(1<ud>)]@(i)';
    const wrote = await writeWithMark(page, (id) => click(page, id), null,
      () => screenshot(page, 'adventurous-12-imaginary-keypad-1366'),
      {typed, reads: /upside-down.*root/,
        keys: ['i', '=', '[', '√', '(', '1', 'ud', ')', ']', 'root', 'i', ')']});
    assert.ok(wrote, 'an Equation was written');
    s = await state(page);
    assert.equal(s.shakes.length, 1, `the shake is scored (${s.phase})`);
    const writing = s.shakes[0].writing.filter((w) => w.equation);
    assert.ok(writing.length > 0 && writing.every((w) => w.equation === typed),
      `the Equations are kept as typed: ${JSON.stringify(writing)}`);
    const reasons = [await text(page, 'results:reasons:0'), await text(page, 'results:reasons:1')]
      .filter(Boolean).join(' / ');
    assert.doesNotMatch(reasons, /not supported|cannot read/,
      `the judge reads i and the root: ${reasons}`);
    // Against Impossible, with a 1 and a √ in Resources, the Solution is right: i squared is -1.
    if (impossible && parts)
      assert.ok(writing.every((w) => w.correct), `judged correct: ${reasons}`);
    await screenshot(page, 'adventurous-13-imaginary-checked-1366');
    console.log(`senior imaginary (${impossible ? 'Impossible' : 'Now'}, 1 and √ in Resources: ${
      parts}): ${JSON.stringify(writing.map((w) => [w.equation, w.correct]))}; reasons: ${
      reasons}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
