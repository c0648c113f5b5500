// Browser tests of the web page: the game starts, draws the labelled mat, follows the window,
// and explains itself when the browser lacks WebGL 2 or WebAssembly.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, click, settle} from './harness.mjs';

const kClear = [0x1f, 0x3a, 0x2f];  // ui/theme.h kBackground
const kSections = ['goal', 'required', 'permitted', 'forbidden', 'resources'];
let server, browser;

before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('the page loads the game and draws the labelled mat without errors', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  assert.equal(await page.title(), 'Equations');
  assert.equal(await page.isVisible('#loading'), false, 'the loading screen is gone');
  assert.equal(await page.isVisible('#error'), false, 'no error is shown');

  const shot = await screenshot(page, 'mat-1366x768');
  assert.ok(shot.shareUnlike(kClear) > 0.5, 'most of the canvas is drawn over the clear colour');
  assert.ok(shot.distinctColours() > 20, 'the picture has text and sections, not a flat fill');

  for (const id of kSections) {
    const rect = await page.evaluate((s) => window.equationsTest.rect(s), id);
    assert.ok(rect, `section ${id} was drawn`);
    assert.ok(rect.width > 150 && rect.height > 80, `section ${id} is large enough to play on`);
    assert.ok(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= 1366 &&
              rect.y + rect.height <= 768, `section ${id} lies inside the window`);
    // The felt of the section differs from the table around it.
    const felt = shot.at(rect.x + rect.width / 2, rect.y + rect.height * 0.75);
    assert.notDeepEqual(felt, kClear, `section ${id} is filled`);
  }
  const goal = await page.evaluate(() => window.equationsTest.rect('goal'));
  const resources = await page.evaluate(() => window.equationsTest.rect('resources'));
  assert.ok(goal.y < resources.y, 'the Goal line is above the Resources');
  assert.equal(await page.evaluate(() => window.equationsTest.rect('nonsense')), null);
  assert.deepEqual(problems, []);
  await context.close();
});

// A fast typist, or a slow machine: Ctrl down, A down, A up and Ctrl up all reach the page
// between two frames (dispatched here in one task). The game must still see A with Ctrl held.
test('Ctrl+A selects a name even when its four key events arrive between two frames', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await click(page, 'setup:players:2');
  await click(page, 'setup:name:1');
  await page.evaluate(() => {
    const target = document.activeElement || document.body;
    const key = (type, key, code, keyCode, ctrlKey) => target.dispatchEvent(new KeyboardEvent(type,
      {key, code, keyCode, which: keyCode, ctrlKey, bubbles: true, cancelable: true}));
    key('keydown', 'Control', 'ControlLeft', 17, true);
    key('keydown', 'a', 'KeyA', 65, true);
    key('keyup', 'a', 'KeyA', 65, true);
    key('keyup', 'Control', 'ControlLeft', 17, false);
  });
  await settle(page);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('Ben', {delay: 30});
  await settle(page);
  await click(page, 'setup:start');
  const names = await page.evaluate(() => JSON.parse(localStorage.getItem('equations.setup')).names);
  assert.equal(names[1], 'Ben', 'Ctrl+A selected the whole name, and Backspace cleared it');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the canvas follows window resizes and the device pixel ratio', async () => {
  const {page, context, problems} = await openPage(browser,
    {viewport: {width: 800, height: 600}, deviceScaleFactor: 2});
  await page.goto(server.url);
  await waitForFrames(page, 5);
  const size = () => page.evaluate(() => {
    const c = document.getElementById('canvas');
    return {width: c.width, height: c.height, frames: window.equationsTest.frames()};
  });
  assert.deepEqual((({width, height}) => ({width, height}))(await size()),
    {width: 1600, height: 1200}, 'backing store is CSS size x device pixel ratio');

  await page.setViewportSize({width: 1024, height: 700});
  const frames = (await size()).frames;
  await waitForFrames(page, frames + 5);
  assert.deepEqual((({width, height}) => ({width, height}))(await size()),
    {width: 2048, height: 1400});
  const resources = await page.evaluate(() => window.equationsTest.rect('resources'));
  assert.ok(Math.abs(resources.x + resources.width - 1024) < 40, 'the mat spans the new width');
  assert.ok(Math.abs(resources.y + resources.height - 700) < 40, 'the mat spans the new height');
  await screenshot(page, 'mat-1024x700-dpr2');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the loading screen shows download progress', async () => {
  const {page, context} = await openPage(browser);
  await page.addInitScript(() => {
    window.loadingTexts = [];
    new MutationObserver(() => {
      const t = document.getElementById('loading-text');
      if (t) window.loadingTexts.push(t.textContent);
    }).observe(document, {subtree: true, childList: true, characterData: true});
  });
  await page.goto(server.url);
  await waitForFrames(page, 2);
  const texts = await page.evaluate(() => window.loadingTexts);
  assert.ok(texts.some((t) => /Loading… \d+% \(\d+\.\d MB\)/.test(t)), texts.join(' | '));
  assert.ok(texts.some((t) => /100%/.test(t)), 'progress reaches 100%');
  await context.close();
});

for (const [what, script, expected] of [
  ['WebGL 2', () => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
      return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
    };
  }, /WebGL 2/],
  ['WebAssembly', () => { delete window.WebAssembly; }, /WebAssembly/],
]) {
  test(`a browser without ${what} gets a readable message, not a blank page`, async () => {
    const {page, context} = await openPage(browser);
    await page.addInitScript(script);
    await page.goto(server.url);
    await page.waitForSelector('#error', {state: 'visible', timeout: 0});
    assert.match(await page.textContent('#error-text'), expected);
    assert.equal(await page.isVisible('#loading'), false);
    await screenshot(page, `no-${what.replace(/\s/g, '')}`);
    await context.close();
  });
}
