// Browser tests of the frame loop: the game draws whenever its state or a clock changes, counted
// in frames and never in time, so that a loaded machine, whose frames take seconds, still sees
// each screen drawn to the end without input to wake it. The page's clock (Date.now, which the
// game reads) leaps 1.5 s at every reading here: each frame looks as slow as on a busy 2-core
// machine. Screenshots land in build/browser/frames-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, click, settle} from
  './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

async function leapingClock(page) {
  await page.addInitScript(() => {
    const real = Date.now.bind(Date);
    let leapt = 0;
    Date.now = () => real() + (leapt += 1500);
  });
}

test('with frames that seem seconds long, what a click starts is drawn to the end', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await leapingClock(page);
  await page.goto(server.url);
  await waitForFrames(page, 10);
  assert.ok(await rect(page, 'setup:start'), 'the first frames drew the setup');
  assert.equal((await page.evaluate(() => window.equationsTest.aiWarmUp())).calls, 0,
    'a setup of humans only keeps the start free of the AI\'s warm-up');
  await click(page, 'setup:start');
  assert.ok(await state(page), 'Start began a match');
  assert.ok(await rect(page, 'call:roll'), 'and the match screen was drawn with no more input');
  await click(page, 'call:roll');
  assert.notEqual((await state(page)).history.length, 0, 'the roll for first was made');
  await screenshot(page, 'frames-1-after-roll');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a game with nothing to do stops drawing, and input wakes it', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1024, height: 700}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await page.waitForFunction(() => window.equationsTest.settled() && !window.equationsTest.fast(),
    null, {timeout: 0});
  const rested = await page.evaluate(() => window.equationsTest.frames());
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 260, {steps: 5});
  await settle(page);
  assert.ok(await page.evaluate(() => window.equationsTest.frames()) > rested, 'input wakes it');
  assert.deepEqual(problems, []);
  await context.close();
});

test('from a host that gzips, the wasm compiles as it downloads and the game starts', async () => {
  const gzipping = await serve({gzip: true});
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.goto(gzipping.url);
  await waitForFrames(page, 3);
  assert.ok(await rect(page, 'setup:start'), 'the setup is drawn');
  assert.equal(await page.evaluate(() => document.getElementById('error').hidden), true,
    'no error shows');
  assert.deepEqual(problems, []);
  await context.close();
  await gzipping.close();
});
