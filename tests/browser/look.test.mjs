// Browser tests of how the game reads and moves: the grey notes beside the mat reach 4.5:1
// contrast (measured on a screenshot), the page lets a pinch zoom it, a system asking for reduced
// motion gets no tumbling cubes, and every call says what it does in a tooltip of plain words.
// Screenshots land in build/browser/look-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, click, setupMatch,
  settle} from
  './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// WCAG 2 relative luminance and contrast ratio of two sRGB colours.
const luminance = (rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

test('the notes beside the mat have a contrast of at least 4.5:1, and a pinch may zoom', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    const viewport = await page.evaluate(() =>
      document.querySelector('meta[name=viewport]').getAttribute('content'));
    assert.doesNotMatch(viewport, /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/,
      `the page may be zoomed: ${viewport}`);
    await setupMatch(page, [{who: 'human'}, {who: 'human'}]);
    await click(page, 'setup:start');
    const keys = await rect(page, 'keys');
    assert.ok(keys, 'the keys note is drawn');
    const shot = await screenshot(page, 'look-1-notes');
    const background = shot.at(keys.x + 2, keys.y - 3);
    let best = 1;
    for (let y = keys.y; y < keys.y + keys.height; y++)
      for (let x = keys.x; x < keys.x + keys.width; x++)
        best = Math.max(best, contrast(shot.at(x, y), background));
    console.log(`the keys note: ${best.toFixed(2)}:1 on rgb(${background})`);
    assert.ok(best >= 4.5, `the grey note's text reaches ${best.toFixed(2)}:1`);
    assert.deepEqual(problems, []);
    await context.close();
  });

test('with reduced motion asked for, the rolled cubes do not tumble', async () => {
    for (const reducedMotion of ['reduce', 'no-preference']) {
      const {page, context, problems} = await openPage(browser,
        {viewport: {width: 1366, height: 768}, reducedMotion});
      await page.goto(server.url);
      await waitForFrames(page, 10);
      await setupMatch(page, [{who: 'human'}, {who: 'human'}]);
      await click(page, 'setup:start');
      await page.mouse.move(5, 760);
      const tumbling = await page.evaluate(async () => {
        const before = window.equationsTest.state().history.length;
        window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', code: 'Enter',
          keyCode: 13, which: 13, bubbles: true}));
        window.dispatchEvent(new KeyboardEvent('keyup', {key: 'Enter', code: 'Enter',
          keyCode: 13, which: 13, bubbles: true}));
        for (let i = 0; i < 200 && window.equationsTest.state().history.length === before; i++)
          await new Promise((r) => requestAnimationFrame(r));
        return window.equationsTest.rollAnimating();
      });
      assert.equal((await state(page)).history.length > 0, true, 'Enter rolled for first');
      assert.equal(tumbling, reducedMotion !== 'reduce',
        `the red cubes tumble only without reduced motion (${reducedMotion})`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

test('every call says what it does in a tooltip of plain words', async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await setupMatch(page, [{who: 'human'}, {who: 'human'}]);
  await click(page, 'setup:start');
  const tipOf = async (id) => {
    const r = await rect(page, id);
    await page.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
    await settle(page);
    return page.evaluate(() => window.equationsTest.text('tooltip'));
  };
  const tip = await tipOf('call:roll');
  assert.match(tip || '', /Roll the cubes/, `the roll's tooltip: ${tip}`);
  await screenshot(page, 'look-2-tooltip');
  assert.deepEqual(problems, []);
  await context.close();
});
