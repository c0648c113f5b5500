// Browser test of contrast: every kind of text the game draws (the status line, reasons, notes,
// names, the round clock, the section labels, the cubes' faces and colour names, the checked
// Equations, the score sheet, the guide) is measured in screenshots at 1366x768 and on a phone
// (390x844): in the text's rectangle the background is the commonest colour and the text the
// colour farthest from it, and their WCAG contrast ratio must be at least 4.5:1 (AA for text).
// The phone's play must also keep the mat, the players' column and the calls on the screen.
// Screenshots land in build/browser/contrast-*.png.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, screenshot, rect, state, settle, drag, click, startMatch,
  rollTheCubes, isDigit} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// WCAG 2.1 relative luminance and contrast ratio.
const luminance = ([r, g, b]) => {
  const c = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
};
const ratio = (a, b) => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
};

// The contrast of the text in `r` of `shot`: the commonest colour against the colour that
// contrasts most with it.
function measure(shot, r) {
  const counts = new Map();
  const pixels = [];
  for (let y = Math.max(0, r.y); y < Math.min(shot.height, r.y + r.height); y++)
    for (let x = Math.max(0, r.x); x < Math.min(shot.width, r.x + r.width); x++) {
      const p = shot.at(x, y);
      pixels.push(p);
      const key = p.join(',');
      counts.set(key, (counts.get(key) || 0) + 1);
    }
  if (!pixels.length) return null;  // scrolled out of sight
  const background = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
  let best = 1, text = background;
  for (const p of pixels) {
    const k = ratio(p, background);
    if (k > best) { best = k; text = p; }
  }
  // Nothing but the background: the text is scrolled out of its column's sight.
  if (best === 1) return null;
  return {ratio: best, background, text};
}

async function check(page, shot, id, part = (r) => r) {
  const whole = await rect(page, id);
  assert.ok(whole, `${id} is drawn`);
  const r = part(whole);
  const m = measure(shot, {x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width),
    height: Math.round(r.height)});
  return m && {id, ...m};
}

for (const [width, height] of [[1366, 768], [390, 844]]) {
  test(`every text has a contrast of at least 4.5:1 at ${width}x${height}`, async () => {
      const {page, context, problems} = await openPage(browser, {viewport: {width, height}});
      await startMatch(page, server.url, [{who: 'human'}, {who: 'human'}]);
      await rollTheCubes(page);
      let s = await state(page);
      const goal = await rect(page, 'goal');
      await drag(page, `cube:resources:${s.shake.resources.findIndex(isDigit)}`,
        {x: goal.x + Math.min(60, goal.width / 4), y: goal.y + goal.height / 2});
      // A refused drop puts a reason on the status line.
      await drag(page, 'cube:goal:0', {x: 2, y: height - 2});
      const results = [];
      const label = (r) => ({x: r.x + 4, y: r.y + 4, width: Math.min(120, r.width - 8), height: 28});
      let shot = await screenshot(page, `contrast-${width}-play`);
      for (const id of ['status', 'keys', 'round', 'player:0', 'scale', 'timer'])
        if (await rect(page, id)) results.push(await check(page, shot, id));
      if (await rect(page, 'message')) results.push(await check(page, shot, 'message'));
      for (const id of ['goal', 'required', 'resources']) results.push(await check(page, shot, id, label));
      results.push(await check(page, shot, 'cube:resources:0'));
      // The colour name on a cube, in its lower third.
      results.push(await check(page, shot, 'cube:resources:1',
        (r) => ({x: r.x + 4, y: r.y + r.height * 0.7, width: r.width - 8, height: r.height * 0.28})));
      const players = await rect(page, 'players');
      const view = page.viewportSize();
      assert.ok(players && players.x >= 0 && players.x + players.width <= view.width + 1,
        `the players' column is on the screen: ${JSON.stringify(players)}`);
      s = await state(page);
      const call = await rect(page, `call:${s.shake.goal_setter}:goal`);
      assert.ok(call && call.x >= 0 && call.x + call.width <= view.width + 1 &&
        call.y + call.height <= view.height + 1, `the Goal call is on the screen: ${JSON.stringify(call)}`);

      await click(page, 'button:guide');
      shot = await screenshot(page, `contrast-${width}-guide`);
      results.push(await check(page, shot, 'guide', (r) => ({x: r.x + 10, y: r.y + 40,
        width: r.width - 20, height: Math.min(120, r.height - 120)})));
      await click(page, 'guide:close');
      await click(page, 'button:scores');
      shot = await screenshot(page, `contrast-${width}-scores`);
      results.push(await check(page, shot, 'scores:total:0'));
      results.push(await check(page, shot, 'scores:match-points'));

      const seen = results.filter(Boolean);
      assert.ok(seen.length >= 12, `${seen.length} texts measured`);
      for (const r of seen)
        console.log(`${width}x${height} ${r.id}: ${r.ratio.toFixed(2)}:1 (text ${r.text} on ${r.background})`);
      const low = seen.filter((r) => r.ratio < 4.5);
      assert.deepEqual(low.map((r) => `${r.id} ${r.ratio.toFixed(2)}`), [],
        'texts under 4.5:1');
      assert.deepEqual(problems, []);
      await context.close();
    });
}
