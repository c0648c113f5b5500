// Browser tests of the UI scale on projectors and small screens: the setup never covers the top
// bar's scale buttons, and a saved scale larger than the window holds comes back as what fits.
// Screenshots land in build/browser/scale-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, click} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height &&
  b.y < a.y + a.height;

for (const [width, height, fits] of [[1920, 1080, '200%'], [1024, 768, '125%'], [390, 844, '100%']]) {
  test(`a saved 200% at ${width}x${height}: ${fits}, and the setup leaves A- and A+ free`,
    {timeout: 120000}, async () => {
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
