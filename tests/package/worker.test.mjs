// The engine in a Web Worker: a long enumerate is cancelled by an AbortSignal within 100 ms while
// the page keeps drawing (no long task), an overlong call stops at its time limit, and the worker
// that replaces a stopped one answers the next call.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {launch} from '../browser/harness.mjs';
import {serveWith} from '../browser/embed_support.mjs';
import {EQUATION, makeApp} from './app_support.mjs';

// An enumerate that runs for seconds (52.7 s under node on the machine this was written on).
const LONG = {rules: 'agloa', division: 'senior', goal: '9x8+7', required: '', permitted: '',
  forbidden: '', resources: '0 1 2 3 4 5 6 + - x ÷ ^ √ 1 2 3', query: 'enumerate', limit: 1000,
  budget: 50000000};
const CHECK = {rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5', permitted: 'x 3',
  forbidden: '7', resources: '0 1 + -', challenge: 'impossible', equation: EQUATION};

let browser, site, page;
before(async () => {
  browser = await launch();
  const app = makeApp('worker');
  fs.writeFileSync(path.join(app, 'index.html'), `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>worker</title><link rel="icon" href="data:,">
<script type="module">
import {createEngine} from './node_modules/equations-engine/index.mjs';
window.engine = await createEngine({worker: true});
</script></head><body><p>The page keeps drawing.</p></body></html>`);
  site = await serveWith({dir: app});
  page = await (await browser.newContext()).newPage();
  await page.goto(`${site.origin}/`);
  await page.waitForFunction(() => window.engine, null, {timeout: 60000});
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test('a long enumerate is cancelled within 100 ms and the page keeps drawing', async () => {
  const result = await page.evaluate(async ([long, check]) => {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
    });
    observer.observe({type: 'longtask'});
    let frames = 0, running = true;
    const tick = () => {
      frames++;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const controller = new AbortController();
    let settled = null;
    const call = window.engine.solve(long, {signal: controller.signal, timeLimit: 60000}).then(
      (answer) => ({answered: answer}), (error) => ({rejected: error.name}))
      .then((outcome) => {
        settled = performance.now();
        return outcome;
      });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const stillRunning = settled === null;
    const abortAt = performance.now();
    controller.abort();
    const outcome = await call;
    const cancelMs = settled - abortAt;
    running = false;
    const next = await window.engine.check(check);
    observer.disconnect();
    return {stillRunning, outcome, cancelMs, frames, longTasks, next};
  }, [LONG, CHECK]);
  console.log(`# cancel: ${result.cancelMs.toFixed(1)} ms after abort(); ${result.frames} frames ` +
    `drawn in the 700 ms run; long tasks: ${JSON.stringify(result.longTasks)}`);
  assert.ok(result.stillRunning, 'the enumerate ended before it was cancelled: not a long one');
  assert.deepEqual(result.outcome, {rejected: 'AbortError'});
  assert.ok(result.cancelMs < 100, `cancelled after ${result.cancelMs} ms`);
  assert.ok(result.frames >= 20, `${result.frames} frames`);
  assert.deepEqual(result.longTasks.filter((ms) => ms > 50), []);
  assert.equal(result.next.correct, true, JSON.stringify(result.next));
});

test('a call past its time limit answers an error and the engine goes on', async () => {
  const result = await page.evaluate(async ([long, check]) => {
    const started = performance.now();
    const answer = await window.engine.solve(long, {timeLimit: 300});
    const ms = performance.now() - started;
    return {answer, ms, next: await window.engine.check(check)};
  }, [LONG, CHECK]);
  assert.match(result.answer.error, /time limit of 300 ms/);
  assert.ok(result.ms < 1500, `${result.ms} ms`);
  assert.equal(result.next.correct, true);
});

test('an already aborted signal rejects at once; a bad request is an answer, not a rejection',
  async () => {
    const result = await page.evaluate(async () => {
      const aborted = await window.engine.check({}, {signal: AbortSignal.abort()}).then(
        () => 'answered', (error) => error.name);
      const bad = await window.engine.check({rules: 'chess', challenge: 'now', equation: '1 = 1'});
      return {aborted, bad};
    });
    assert.equal(result.aborted, 'AbortError');
    assert.match(result.bad.error, /chess/);
  });

test('a page on another origin than the package starts the worker through a blob', async () => {
  const packageSite = await serveWith({dir: path.resolve(process.env.EQUATIONS_PACKAGE_DIR ||
    'build/wasm/package'), headers: () => ({'Access-Control-Allow-Origin': '*'})});
  const host = await serveWith({dir: '/nonexistent', files: {'/': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<script type="module">
import {createEngine} from '${packageSite.origin}/index.mjs';
const engine = await createEngine({worker: true});
window.answer = await engine.check(${JSON.stringify(CHECK)});
</script></head><body></body></html>`}});
  const context = await browser.newContext();
  const other = await context.newPage();
  const problems = [];
  other.on('pageerror', (e) => problems.push(e.message));
  try {
    await other.goto(`${host.origin}/`);
    await other.waitForFunction(() => window.answer, null, {timeout: 60000});
    assert.equal(await other.evaluate(() => window.answer.correct), true);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await host.close();
    await packageSite.close();
  }
});
