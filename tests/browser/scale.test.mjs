// Browser tests of the UI scale on projectors and small screens: the setup never covers the top
// bar's scale buttons, and a saved scale larger than the window holds comes back as what fits.
// Screenshots land in build/browser/scale-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, click, settle} from
  './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height &&
  b.y < a.y + a.height;

for (const [width, height, fits] of [[1920, 1080, '200%'], [1024, 768, '125%'], [390, 844, '100%']]) {
  test(`a saved 200% at ${width}x${height}: ${fits}, and the setup leaves A- and A+ free`, async () => {
      const {page, context, problems} = await openPage(browser, {viewport: {width, height}});
      await page.addInitScript(() =>
        localStorage.setItem('equations.view', JSON.stringify({scale_percent: 200})));
      await page.goto(server.url);
      await waitForFrames(page, 20);
      const setup = await rect(page, 'setup');
      for (const id of ['button:scale-down', 'button:scale-up']) {
        const button = await rect(page, id);
        assert.ok(button && !overlap(setup, button),
          `the setup ${JSON.stringify(setup)} leaves ${id} ${JSON.stringify(button)} free`);
      }
      assert.equal(await page.evaluate(() => window.equationsTest.text('scale')), fits,
        'the scale is clamped to what fits the window');
      await screenshot(page, `scale-${width}x${height}`);
      await click(page, 'button:scale-down');
      if (fits !== '100%')
        assert.notEqual(await page.evaluate(() => window.equationsTest.text('scale')), fits,
          'A- can be pressed');
      assert.deepEqual(problems, []);
      await context.close();
    });
}

// The style's sizes (scroll bar, paddings) as the game reports them, and its scale (1 = 100%).
const styleOf = async (page) => ({
  style: JSON.parse(await page.evaluate(() => window.equationsTest.text('style'))),
  scale: parseInt(await page.evaluate(() => window.equationsTest.text('scale')), 10) / 100,
});
// Dear ImGui's scroll bar (14) and grab (10), and the theme's paddings, times the scale: what
// one application of the scale gives.
const expected = (scale) => ({scrollbar: 14 * scale, frame_padding: [12 * scale, 8 * scale],
  window_padding: [16 * scale, 12 * scale], grab: 10 * scale});
// (Dear ImGui rounds each scaled size down to whole pixels.)
const near = (actual, wanted) =>
  JSON.stringify(actual, (k, v) => typeof v === 'number' ? Math.round(v) : v) ===
  JSON.stringify(wanted, (k, v) => typeof v === 'number' ? Math.floor(v + 1e-6) : v);

test('six A+ clicks at 1920x1080 @200% scale the style once, and so does a browser zoom', async () => {
  const {page, context, problems} = await openPage(browser,
    {viewport: {width: 1920, height: 1080}, deviceScaleFactor: 2});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  for (let i = 0; i < 6; i++) {
    await click(page, 'button:scale-up');
    const {style, scale} = await styleOf(page);
    assert.ok(near(style, expected(scale)),
      `after ${i + 1} A+ at ${scale * 100}%: ${JSON.stringify(style)}, one application gives ` +
      JSON.stringify(expected(scale)));
  }
  const {scale} = await styleOf(page);
  assert.ok(scale > 1, `A+ made it larger (${scale * 100}%)`);
  await screenshot(page, 'scale-1920x1080-200pct-six-a-plus');
  // A browser zoom: the pixel ratio changes, the fonts are made again, the style stays.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride',
    {width: 1920, height: 1080, deviceScaleFactor: 1.5, mobile: false});
  await page.evaluate(() => window.equationsTest.wake());
  await settle(page);
  const zoomed = await styleOf(page);
  assert.ok(near(zoomed.style, expected(zoomed.scale)),
    `after a zoom: ${JSON.stringify(zoomed.style)} at ${zoomed.scale * 100}%`);
  for (let i = 0; i < 6; i++) await click(page, 'button:scale-down');
  const back = await styleOf(page);
  assert.equal(back.scale, 1, 'six A- come back to 100%');
  assert.ok(near(back.style, expected(1)), `at 100%: ${JSON.stringify(back.style)}`);
  assert.deepEqual(problems, []);
  await context.close();
});
