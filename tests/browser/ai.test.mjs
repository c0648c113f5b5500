// Browser tests of the AI player: a full AGLOA match between a human seat, driven by the
// test's real mouse events, and an AI seat, to the end of the round and the match points; the
// frame loop keeps drawing while the AI thinks (the longest gap between requestAnimationFrame
// callbacks is measured in the page and printed, and so are the main thread's tasks over 50 ms,
// through the Long Tasks API); and a demonstration game of AI against AI that plays by itself.
// The pause between AI actions is shortened through localStorage (README, "Browser test hook").
// Screenshots land in build/browser/ai-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, message, settle, centre,
  click, drag, face, isDigit, installMovableClock, shiftClock, setupMatch} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Before the page loads: a short pause between AI actions, a recorder of the gaps between
// animation frames (on while the test waits for the AI or the human plays, never during a
// screenshot), and a recorder of the main thread's long tasks.
async function prepare(page) {
  await installMovableClock(page);
  await page.addInitScript(() => {
    localStorage.setItem('equations.ai_pause_ms', '40');
    // longest: any gap while watched; thinking: gaps that began or ended while an AI thought,
    // the game drawing at full rate; over50: how many gaps were longer than 50 ms.
    window.__frames = {on: false, last: 0, lastThinking: false, lastFast: true, longest: 0,
      thinking: 0, count: 0, thinkingCount: 0, over50: 0, thinkingFrames: 0};
    // Every main-thread task over 50 ms in the page (the Long Tasks API: {start, duration}), from
    // the start of the page load; and what the page did meanwhile, as spans of performance.now():
    // loaded: when the game had drawn its first frame (before it: the download, compiling and
    // instantiating the wasm, the game's start-up); busy: when an AI seat was thinking (the same
    // signal as `thinking` above); watched: when the frame recorder was on; shots: screenshots
    // during the game (playShot()); probe: the self-check (checkLongTasks()). On a 2-core VM the
    // frame gaps are long with nothing to do, so they cannot tell our code blocking the page from
    // the machine; a long task is the page's own.
    const tasks = window.__tasks = {supported: false, error: '', list: [], observer: null,
      loaded: 0, busy: [], watched: [], shots: [], probe: null, tick: 0};
    const add = (entries) => {
      for (const e of entries) tasks.list.push({start: e.startTime, duration: e.duration});
    };
    // Takes the entries not yet delivered to the observer's callback (it runs later).
    tasks.take = () => { if (tasks.observer) add(tasks.observer.takeRecords()); };
    try {
      tasks.supported = PerformanceObserver.supportedEntryTypes.includes('longtask');
      tasks.observer = new PerformanceObserver((entries) => add(entries.getEntries()));
      tasks.observer.observe({type: 'longtask', buffered: true});
    } catch (error) {
      tasks.error = String(error);
    }
    const tick = (t) => {
      const f = window.__frames;
      // The AI is busy when a seat thinks now, or when the game ran its thinking in a frame since
      // the last tick (a decision may take less than a frame on a fast machine, and a slow
      // machine's ticks may fall on either side of it).
      const hook = window.equationsTest;
      const frames = hook ? hook.aiThinkingFrames() : 0;
      const busy = !!hook && (hook.aiThinking() >= 0 || frames !== f.thinkingFrames);
      f.thinkingFrames = frames;
      // A busy span runs from the tick before the AI was seen busy (it may have thought in the
      // frame after that tick) to the first tick that sees it idle (nothing thought in between).
      const now = performance.now(), spans = tasks.busy, open = spans.at(-1)?.end === Infinity;
      if (busy && !open) spans.push({start: tasks.tick || now, end: Infinity});
      if (!busy && open) spans.at(-1).end = now;
      tasks.tick = now;
      if (!tasks.loaded && hook && hook.frames() >= 1) tasks.loaded = now;
      // A game with nothing to do draws ten frames a second on purpose (ui/platform_web.cpp;
      // fast() is false then): a gap that began or ended in that mode is the game resting, not
      // a stall (the AI thinking keeps it at full rate; its own time is measured in the game).
      const fast = !hook || hook.fast();
      if (f.on && f.last) {
        const gap = t - f.last;
        f.longest = Math.max(f.longest, gap);
        f.count++;
        if (gap > 50) f.over50++;
        if ((busy || f.lastThinking) && fast && f.lastFast) {
          f.thinking = Math.max(f.thinking, gap);
          f.thinkingCount++;
        }
      }
      f.last = t;
      f.lastThinking = busy;
      f.lastFast = fast;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

// While the human plays, the gaps are watched all the time but for screenshots: the AI may
// think and act within the frames that follow a human's move, before the test waits for it.
let playing = false;
const watchFrames = (page, on) => page.evaluate((o) => {
  window.__frames.on = o;
  window.__frames.last = 0;
  const spans = window.__tasks.watched, open = spans.at(-1)?.end === Infinity;
  if (o && !open) spans.push({start: performance.now(), end: Infinity});
  if (!o && open) spans.at(-1).end = performance.now();
}, on);
const frameGaps = (page) => page.evaluate(() => ({...window.__frames}));
const resetGaps = (page) => page.evaluate(() => {
  Object.assign(window.__frames, {longest: 0, thinking: 0, count: 0, thinkingCount: 0, over50: 0});
});
// Returns the gaps between animation frames for `ms` while the test does nothing but move the
// mouse a little (so the game draws at full rate, as it does while the AI thinks).
async function idleGaps(page, ms) {
  await resetGaps(page);
  await watchFrames(page, true);
  const end = Date.now() + ms;
  for (let k = 0; Date.now() < end; k++) {
    await page.mouse.move(700 + (k % 2) * 4, 740);
    await page.waitForTimeout(50);
  }
  await watchFrames(page, false);
  const gaps = await frameGaps(page);
  await resetGaps(page);
  return gaps;
}
const gapText = (g) => `longest ${g.longest.toFixed(1)} ms of ${g.count} gaps (${g.over50} over ` +
  `50 ms); while an AI thought: longest ${g.thinking.toFixed(1)} ms of ${g.thinkingCount}`;
const thinking = (page) => page.evaluate(() => window.equationsTest.aiThinking());

// Proves the long-task recorder works: a task of 120 ms, run by the page itself (a setTimeout;
// the test's own page.evaluate calls are not the page's tasks and are never reported), must be
// reported. Its entry is left out of the counts below.
async function checkLongTasks(page) {
  const recorder = await page.evaluate(() => ({supported: window.__tasks.supported,
    error: window.__tasks.error}));
  assert.equal(recorder.error, '', 'the Long Tasks API observer is installed');
  assert.ok(recorder.supported, 'the browser reports long tasks (PerformanceObserver "longtask")');
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => {
    const start = performance.now();
    while (performance.now() - start < 120) {}
    window.__tasks.probe = {start, end: performance.now()};
    resolve();
  }, 0)));
  await page.waitForFunction(() => {
    const t = window.__tasks;
    t.take();
    // (The API gives whole milliseconds: the entry may end a fraction before the loop did.)
    return t.list.some((e) => e.duration >= 100 && e.start < t.probe.end &&
      e.start + e.duration > t.probe.start);
  }, null, {timeout: 10000});
}

// The page's long tasks so far, by what happened meanwhile: the page load (before the game's
// first frame), an AI thinking (a task overlapping a busy span), the AI idle while the test
// watched, and the rest (screenshots and the test's own setup, which the frame recorder skips
// too). Each is {count, longest} in ms; shot: those of an AI thinking that fell in a screenshot
// (counted against the AI all the same: a freeze must not hide in one). busySeconds: how long an
// AI was busy in all; idleSeconds: how long the test watched with no AI busy.
const longTasks = (page) => page.evaluate(() => {
  const t = window.__tasks;
  t.take();
  const meets = (e, s) => e.start < s.end && e.start + e.duration > s.start;
  const groups = {load: [], thinking: [], idle: [], unwatched: [], shot: []};
  for (const e of t.list) {
    if (t.probe && meets(e, t.probe)) continue;
    const group = !t.loaded || e.start < t.loaded ? 'load' :
      t.busy.some((s) => meets(e, s)) ? 'thinking' :
      t.watched.some((s) => meets(e, s)) ? 'idle' : 'unwatched';
    groups[group].push(e.duration);
    if (group === 'thinking' && t.shots.some((s) => meets(e, s))) groups.shot.push(e.duration);
  }
  const sum = (d) => ({count: d.length, longest: Math.max(0, ...d)});
  const now = performance.now();
  const length = (spans) => spans.reduce((a, s) => a + Math.min(s.end, now) - s.start, 0);
  const both = t.watched.flatMap((w) => t.busy.map((b) => ({start: Math.max(w.start, b.start),
    end: Math.min(w.end, b.end)}))).filter((s) => s.start < s.end);
  return {...Object.fromEntries(Object.entries(groups).map(([k, d]) => [k, sum(d)])),
    busySeconds: length(t.busy) / 1000, idleSeconds: (length(t.watched) - length(both)) / 1000};
});
const taskText = (g) => {
  const one = (x) => `${x.count} (longest ${x.longest.toFixed(0)} ms)`;
  return `main-thread tasks over 50 ms (Long Tasks API): while an AI thought ${one(g.thinking)}, ` +
    `AI idle ${one(g.idle)}, page load ${one(g.load)}; not watched (screenshots, the test's ` +
    `setup) ${one(g.unwatched)}; of those while an AI thought, during a screenshot ` +
    `${one(g.shot)}; an AI was busy ${g.busySeconds.toFixed(1)} s in all, idle while watched ` +
    `${g.idleSeconds.toFixed(1)} s`;
};
// A whole task of the page while an AI thought: the game's frame, the AI's slice (at most
// 50 ms by its own clock) and the drawing of the mat with SwiftShader on a CPU shared with the
// browser and the test, and whatever the VM takes from the page meanwhile. 50 ms is the aim
// and is printed for the benchmark note. On a 2-core VM a screenshot makes tasks of 70-200 ms,
// and until the game's window stopped painting the background twice (2026-11-24, ui/app.cpp) its
// frames ran as tasks of 50-125 ms with no AI busy at all, so the assertion only catches a real
// freeze, one a player would see on any machine: say, a decision run in one piece instead of
// sliced over frames.
const FREEZE_MS = 500;

// Waits until no AI seat thinks and the match has not changed for `quietMs`; returns the state.
async function waitForAi(page, {quietMs = 500, timeout = 60000} = {}) {
  await watchFrames(page, true);
  const start = Date.now();
  let last = -2, since = Date.now(), seen = null;
  for (;;) {
    const probe = await page.evaluate(() => {
      const s = window.equationsTest.state();
      return {s, thinking: window.equationsTest.aiThinking()};
    });
    const n = probe.s ? probe.s.history.length : -1;
    if (n !== last || probe.thinking >= 0) {
      last = n;
      since = Date.now();
    } else if (Date.now() - since > quietMs) {
      seen = probe.s;
      break;
    }
    if (Date.now() - start > timeout) throw new Error(`the AI did not settle (phase ${probe.s?.phase})`);
    await page.waitForTimeout(150);
  }
  await watchFrames(page, playing);
  return seen;
}

// A screenshot while the game plays: its own stall is not watched, and its time is noted for
// the long tasks (one may fall while an AI thinks).
async function playShot(page, name, resume = playing) {
  await watchFrames(page, false);
  await page.evaluate(() => window.__tasks.shots.push({start: performance.now(), end: Infinity}));
  await screenshot(page, name);
  await page.evaluate(() => { window.__tasks.shots.at(-1).end = performance.now(); });
  await watchFrames(page, resume);
}

// The human sets a Goal of digit, operation, digit by dragging cubes to the Goal line.
async function humanGoal(page, p) {
  let s = await state(page);
  const goal = await rect(page, 'goal');
  let i = s.shake.resources.findIndex(isDigit);
  await drag(page, `cube:resources:${i}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
  s = await state(page);
  i = s.shake.resources.findIndex((k) => ['+', 'x', '-'].includes(face(k)));
  if (i >= 0 && s.shake.goal.length === 1) {
    let last = await rect(page, 'cube:goal:0');
    await drag(page, `cube:resources:${i}`, {x: last.x + last.width * 1.6, y: last.y + 20});
    s = await state(page);
    i = s.shake.resources.findIndex(isDigit);
    last = await rect(page, 'cube:goal:1');
    if (last) await drag(page, `cube:resources:${i}`, {x: last.x + last.width * 1.6, y: last.y + 20});
  }
  await click(page, `call:${p}:goal`);
}

// The human writes the Goal as an Equation on the keypad (a correct one is not needed here).
async function humanWrites(page, p) {
  const s = await state(page);
  await click(page, `call:${p}:write`);
  await click(page, 'write:reveal');
  const faces = s.shake.goal.map(face).filter((f) => /^[0-9+x-]$/.test(f));
  for (const key of [...faces, '=', ...faces]) await click(page, `key:${key}`);
  await click(page, 'write:present');
  if (await rect(page, 'write:done')) await click(page, 'write:done');
  if (await rect(page, 'write:cancel')) await click(page, 'write:cancel');
}

const sections = ['required', 'permitted', 'forbidden'];

// Does what the human seat `p` is asked to do now, with real mouse events; returns what it did.
async function humanTurn(page, s, p, turn) {
  if (await rect(page, 'results')) { await click(page, 'results:close'); return 'closed results'; }
  const has = async (id) => (await rect(page, `call:${p}:${id}`)) !== null;
  if (s.phase === 'roll for first' || s.phase === 'rolling') {
    if (await rect(page, 'call:roll')) { await click(page, 'call:roll'); return 'rolled'; }
  }
  if (s.phase === 'setting the Goal' && s.shake.goal_setter === p) {
    await humanGoal(page, p);
    return 'set a Goal';
  }
  if (s.phase === 'no Goal declared' && await has('agree')) {
    await click(page, `call:${p}:agree`);
    return 'agreed: no Goal';
  }
  if (s.phase === 'moving' && s.shake.to_move === p && s.shake.bonus_step === 0) {
    const before = s.history.length;
    for (let k = 0; k < 3; k++) {
      await drag(page, 'cube:resources:0', await centre(page, sections[(turn + k) % 3]));
      if ((await state(page)).history.length > before) return 'moved';
    }
    return 'could not move: ' + await message(page);
  }
  if (await has('decline')) { await click(page, `call:${p}:decline`); return 'declined to write'; }
  if (await has('write')) { await humanWrites(page, p); return 'wrote'; }
  return null;
}

test('five ACC seats and their Human/AI choices fit a 1366x768 window without scrolling',
  {timeout: 60000}, async () => {
    const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await click(page, 'setup:rules:acc');
    await click(page, 'setup:players:5');
    const start = await rect(page, 'setup:start');
    const setup = await rect(page, 'setup');
    for (let p = 0; p < 5; ++p) {
      for (const id of [`setup:name:${p}`, `setup:seat:${p}`]) {
        const r = await rect(page, id);
        assert.ok(r.y + r.height <= start.y, `${id} is above the Start button, not scrolled away`);
        assert.ok(r.x >= setup.x && r.x + r.width <= setup.x + setup.width,
          `${id} lies inside the setup window`);
      }
    }
    await click(page, 'setup:seat:4');
    const last = await rect(page, 'setup:seat:4:tournament');
    assert.ok(last.x + last.width <= 1366 && last.y + last.height <= 768,
      '"AI tournament" is inside the window');
    await click(page, 'setup:seat:4:tournament');
    await screenshot(page, 'ai-0-acc-five-seats');
    await click(page, 'setup:start');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('equations.setup')));
    assert.deepEqual(saved.ai, ['', '', '', '', 'tournament'], 'the combo chose the level');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('a full AGLOA match: a human seat played by mouse against an AI seat',
  {timeout: 400000}, async () => {
    const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
    await prepare(page);
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await checkLongTasks(page);
    await setupMatch(page, [{name: 'Ann', who: 'human'}, {name: 'Robo', who: 'club'}]);
    await screenshot(page, 'ai-1-setup');
    await click(page, 'setup:start');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('equations.setup')));
    assert.deepEqual(saved.ai.slice(0, 2), ['', 'club'], 'the seats are remembered with the setup');
    assert.ok(await rect(page, 'player:1'));

    let s = await waitForAi(page);
    // What this machine gives without the AI: the game drawing the mat at full rate.
    const baseline = await idleGaps(page, 3000);
    console.log(`# frame gaps, the AI idle: ${gapText(baseline)}`);
    const started = Date.now();
    let turn = 0, idle = 0, shotThinking = false, hinted = false, explained = false;
    const did = [];
    playing = true;
    await watchFrames(page, true);
    // Play until three shakes are scored (or two minutes pass), then end the round.
    while ((s.shakes.length < 3 || !explained) && Date.now() - started < 120000) {
      if (!shotThinking && await thinking(page) >= 0) {
        await playShot(page, 'ai-2a-thinking');
        shotThinking = true;
      }
      if (!hinted && s.phase === 'moving' && s.shake.to_move === 0) {
        // A Hint for the human: a safe move or a challenge, in words.
        await click(page, 'button:hint');
        await page.waitForFunction(() => window.equationsTest.rect('ai:hint'), null, {timeout: 60000});
        await playShot(page, 'ai-2b-hint');
        hinted = true;
      }
      if (!explained && s.shakes.length >= 1 && !(await rect(page, 'results'))) {
        // Explain the last shake's challenge: a correct Solution, or why none exists.
        await click(page, 'button:explain');
        await page.waitForFunction(() => window.equationsTest.rect('ai:explain'), null, {timeout: 60000});
        await playShot(page, 'ai-3-explain');
        explained = true;
      }
      const what = await humanTurn(page, s, 0, turn++);
      if (what) did.push(`${s.phase}: ${what}`);
      idle = what ? 0 : idle + 1;
      assert.ok(idle < 5, `the match is stuck in "${s.phase}" (message: ${await message(page)}; ` +
        `to move: ${s.shake?.to_move}, bonus step ${s.shake?.bonus_step}; AI thinking: seat ` +
        `${await thinking(page)}; last actions: ${s.history.slice(-4).join(', ')}; AI note: ` +
        `${await page.evaluate(() => JSON.stringify(window.equationsTest.text('ai:note')))}; ` +
        `page problems: ${problems.join(' | ') || 'none'})`);
      s = await waitForAi(page);
      assert.notEqual(s.phase, 'match over');
    }
    playing = false;
    await watchFrames(page, false);
    console.log(`# human actions: ${did.join('; ')}`);
    assert.ok(s.shakes.length >= 1, `shakes scored: ${s.shakes.length}`);
    const aiActions = s.history.filter((a) => a.startsWith('p1 '));
    console.log(`# ${s.shakes.length} shakes scored, ${aiActions.length} AI actions, ` +
      `results: ${s.shakes.map((r) => r.result).join(' | ')}`);
    assert.ok(aiActions.some((a) => / move /.test(a) || /goal/.test(a)),
      `the AI moved or set a Goal: ${aiActions.slice(0, 8).join(', ')}`);
    if (await rect(page, 'results')) await click(page, 'results:close');
    assert.ok(hinted && explained, 'the human asked for a Hint and an explanation');
    await screenshot(page, 'ai-4-scored');

    // The end of the round: time is called, five more minutes, "Stop", everyone writes.
    const roundStart = Number(await page.evaluate(() => localStorage.getItem('equations.round_start')));
    const now = await page.evaluate(() => Date.now());
    await shiftClock(page, roundStart + 30 * 60000 - now + 1000);
    await settle(page, 6);
    s = await waitForAi(page);
    await shiftClock(page, 5 * 60000 + 1000);
    await settle(page, 6);
    s = await waitForAi(page);
    for (let k = 0; k < 30 && s.phase !== 'match over'; k++) {
      const what = await humanTurn(page, s, 0, turn++);
      s = await waitForAi(page);
      if (!what && s.phase !== 'match over') await settle(page, 10);
    }
    assert.equal(s.phase, 'match over', 'the match ends with the round');
    if (await rect(page, 'results')) await click(page, 'results:close');
    await click(page, 'button:scores');
    await screenshot(page, 'ai-5-match-over');
    await click(page, 'scores:close');

    const gaps = await frameGaps(page);
    const slice = await page.evaluate(() => window.equationsTest.aiLongestSliceMs());
    const where = await page.evaluate(() => window.equationsTest.aiLongestSliceWhere());
    console.log(`# frame gaps while the test waited for the AI: ${gapText(gaps)}`);
    console.log(`# longest AI thinking in one frame (the game's own clock): ${slice.toFixed(1)} ms, ` +
      `${where}`);
    const tasks = await longTasks(page);
    console.log(`# ${taskText(tasks)}`);
    assert.ok(gaps.thinkingCount >= 1, 'frames were measured while the AI thought');
    // SwiftShader draws on a shared CPU, and the wall clock counts the time other processes
    // take: a stall is counted against the AI only beyond what the page shows without it.
    assert.ok(slice <= Math.max(50, baseline.longest),
      `the AI thinks at most 50 ms a frame (${slice.toFixed(1)} ms: ${where})`);
    assert.ok(gaps.thinking <= Math.max(50, baseline.longest + 50),
      `the frame loop never stalls while the AI thinks (${gaps.thinking.toFixed(1)} ms)`);
    assert.ok(tasks.thinking.longest <= FREEZE_MS, `no main-thread task over ${FREEZE_MS} ms ` +
      `while the AI thinks (${tasks.thinking.longest.toFixed(0)} ms)`);
    assert.deepEqual(problems, []);
    await context.close();
  });

test('AI against AI: a demonstration game plays by itself', {timeout: 200000}, async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await prepare(page);
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await checkLongTasks(page);
  await setupMatch(page, [{name: 'Tess', who: 'tournament'}, {name: 'Bea', who: 'beginner'}]);
  await click(page, 'setup:start');
  await resetGaps(page);
  await watchFrames(page, true);
  // Nobody touches the page: the AIs roll, set Goals, move, challenge and write.
  const start = Date.now();
  let s = await state(page), shot = false;
  while (s.shakes.length < 2 && Date.now() - start < 90000) {
    await page.waitForTimeout(1000);
    s = await state(page);
    if (!shot && (await rect(page, 'thinking:0') || await rect(page, 'thinking:1'))) {
      await playShot(page, 'ai-6-demo-thinking', true);
      shot = true;
    }
  }
  const gaps = await frameGaps(page);
  const slice = await page.evaluate(() => window.equationsTest.aiLongestSliceMs());
  const where = await page.evaluate(() => window.equationsTest.aiLongestSliceWhere());
  console.log(`# AI vs AI: ${s.shakes.length} shakes in ${((Date.now() - start) / 1000).toFixed(0)} s, ` +
    `${s.history.length} actions; frame ${gapText(gaps)}; the AIs' longest thinking in one ` +
    `frame (the game's own clock): ${slice.toFixed(1)} ms, ${where}`);
  const tasks = await longTasks(page);
  console.log(`# AI vs AI: ${taskText(tasks)}`);
  // Before its first frame the page plays a sample match to its second move, so that the browser
  // compiles the AI's code before a player waits on it (ui/ai_driver.h, WarmUpAi).
  const warm = await page.evaluate(() => window.equationsTest.aiWarmUp());
  console.log(`# AI warm-up before the first frame: ${warm.calls} Think calls, ${warm.actions} ` +
    `actions (${warm.moves} moves), ${warm.ms.toFixed(0)} ms`);
  assert.ok(warm.actions >= 1, 'the AI warmed up before the first frame');
  assert.ok(warm.ms < 1000, `the warm-up stops after about 300 ms (${warm.ms.toFixed(0)} ms)`);
  assert.ok(s.history.some((a) => a.startsWith('p0 ')) && s.history.some((a) => a.startsWith('p1 ')),
    'both AI seats acted');
  assert.ok(s.shakes.length >= 1, 'the demonstration reaches a scored shake by itself');
  assert.ok(tasks.thinking.longest <= FREEZE_MS, `no main-thread task over ${FREEZE_MS} ms ` +
    `while the AIs think (${tasks.thinking.longest.toFixed(0)} ms)`);
  await screenshot(page, 'ai-7-demo');
  assert.deepEqual(problems, []);
  await context.close();
});
