// Browser tests of how the game draws (docs/browser_frames.md): a frame that looks like the last
// is not drawn again, and cubes are drawn from sprites that look the same as the cubes' shapes.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, waitForFrames, screenshot, click, settle, setupMatch, state,
  rollTheCubes} from './harness.mjs';

const kClear = [0x1f, 0x3a, 0x2f];  // ui/theme.h kBackground
let server, browser;

before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Runner::Frame skips the WebGL calls of a frame whose picture is the same as the last one's
// (most frames while an AI thinks, or in the frames that settle after any input): the canvas must keep
// showing the game, and any change must still be drawn.
test('a frame that looks like the last is not drawn again, and the canvas keeps the picture',
  async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await page.goto(server.url);
    await waitForFrames(page, 30);
    const counts = () => page.evaluate(() => ({frames: window.equationsTest.frames(),
      drawn: window.equationsTest.framesDrawn(),
      unchanged: window.equationsTest.framesUnchanged()}));
    const start = await counts();
    assert.equal(start.drawn + start.unchanged, start.frames, 'every frame is drawn or skipped');
    await page.evaluate(() => window.equationsTest.wake());
    await settle(page, 20);
    const still = await counts();
    assert.ok(still.frames > start.frames, 'the game ran frames');
    assert.equal(still.drawn, start.drawn, 'nothing changed, so nothing was drawn again');
    const shot = await screenshot(page, 'mat-after-skipped-frames');
    assert.ok(shot.shareUnlike(kClear) > 0.5, 'the canvas still shows the game, not a blank');
    assert.ok(shot.distinctColours() > 20, 'with its text and sections');

    // A change (a smaller window lays the mat out again) is drawn at once.
    await page.setViewportSize({width: 1024, height: 700});
    await settle(page, 4);
    const changed = await counts();
    assert.ok(changed.drawn > still.drawn, 'the new layout was drawn');
    const goal = await page.evaluate(() => window.equationsTest.rect('goal'));
    const after = await screenshot(page, 'mat-after-resize');
    assert.notDeepEqual(after.at(goal.x + goal.width / 2, goal.y + goal.height * 0.75), kClear,
      'the Goal section is drawn where the new layout puts it');
    assert.deepEqual(problems, []);
    await context.close();
  });

// ui/cube_sprites.h: after the roll the 24 cubes are drawn from a texture, one square each, and
// look the same as drawn as shapes, at one and at two device pixels per CSS pixel.
for (const [width, height, scale] of [[1366, 768, 1], [1024, 700, 2]]) {
  test(`cubes drawn from sprites look the same as drawn as shapes (${width}x${height}, ` +
    `pixel ratio ${scale})`, async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width, height}, deviceScaleFactor: scale});
    await page.goto(server.url);
    await waitForFrames(page, 10);
    await setupMatch(page, [{who: 'human'}, {who: 'human'}]);
    await click(page, 'setup:start');
    await rollTheCubes(page);
    assert.equal((await state(page)).shake.resources.length, 24);
    const sprites = await page.evaluate(() => window.equationsTest.cubeSprites());
    assert.ok(sprites >= 24, `the 24 cubes have sprites (${sprites})`);
    const fromSprites = await screenshot(page, `cubes-sprites-${scale}x`);
    await page.evaluate(() => window.equationsTest.useCubeSprites(false));
    await page.evaluate(() => window.equationsTest.wake());
    await settle(page, 10);
    const asShapes = await screenshot(page, `cubes-shapes-${scale}x`);

    const felt = fromSprites.at(...Object.values(await page.evaluate(() => {
      const r = window.equationsTest.rect('resources');
      return [r.x + r.width - 8, r.y + r.height - 8];
    })));
    let samples = 0, total = 0, worst = 0;
    for (let i = 0; i < 24; i++) {
      const r = await page.evaluate((k) => window.equationsTest.rect(`cube:resources:${k}`), i);
      // The cube's body is drawn, not the felt under it.
      const body = fromSprites.at(r.x + r.width * 0.12, r.y + r.height * 0.5);
      assert.ok(Math.abs(body[0] - felt[0]) + Math.abs(body[1] - felt[1]) +
        Math.abs(body[2] - felt[2]) > 40, `cube ${i} is drawn (${body} on felt ${felt})`);
      // The cube with its shadow, every half CSS pixel.
      for (let y = r.y - 2; y < r.y + r.height * 1.12; y += 0.5) {
        for (let x = r.x - 2; x < r.x + r.width * 1.1; x += 0.5) {
          const p = fromSprites.at(x, y), q = asShapes.at(x, y);
          const d = Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]);
          samples++;
          total += d;
          worst = Math.max(worst, d);
        }
      }
    }
    console.log(`# sprites against shapes at ${scale}x: ${samples} samples, mean difference ` +
      `${(total / samples).toFixed(2)}, largest ${worst} (sum of R, G and B)`);
    assert.ok(total / samples < 1, `the same picture on average (${(total / samples).toFixed(2)})`);
    assert.ok(worst <= 24, `no pixel differs by more than rounding (${worst})`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
