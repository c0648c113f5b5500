// Browser tests of how the game reads: every call says what it does in a tooltip of plain words.
// Screenshots land in build/browser/look-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, rect, state, click, setupMatch} from
  './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('every call says what it does in a tooltip of plain words', {timeout: 120000}, async () => {
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.goto(server.url);
  await waitForFrames(page, 10);
  await setupMatch(page, [{who: 'human'}, {who: 'human'}]);
  await click(page, 'setup:start');
  const tipOf = async (id) => {
    const r = await rect(page, id);
    await page.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
    await page.waitForTimeout(900);  // Dear ImGui shows a tooltip after a short rest
    await page.mouse.move(r.x + r.width / 2 + 1, r.y + r.height / 2);
    await page.waitForFunction(() => window.equationsTest.frames() > 0);
    for (let i = 0; i < 20; i++) {
      const text = await page.evaluate(() => window.equationsTest.text('tooltip'));
      if (text) return text;
      await page.waitForTimeout(100);
    }
    return null;
  };
  const tip = await tipOf('call:roll');
  assert.match(tip || '', /Roll the cubes/, `the roll's tooltip: ${tip}`);
  await screenshot(page, 'look-2-tooltip');
  assert.deepEqual(problems, []);
  await context.close();
});
