// <equations-mat> and the iframe embed as a league's page uses them: the host page is on another
// origin than the package, both under a strict Content-Security-Policy; two mats and a frame on
// one page; a cube dragged by mouse and by touch, an Equation typed, the same by keyboard alone;
// the events the host receives; the DOM a screen reader reads; at 1366x768 and at 200%.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {launch, shotDir} from './harness.mjs';
import {hostPage, recordViolations, serveWith, strictPolicy, violations} from './embed_support.mjs';

let browser, widgets, host;
before(async () => {
  browser = await launch();
  widgets = await serveWith({headers: () => ({
    'Access-Control-Allow-Origin': '*',
    'Content-Security-Policy': strictPolicy(),
  })});
  host = await serveWith({host: 'localhost', files: hostPage(widgets.origin), dir: '/nonexistent',
    headers: (name) => (name === '/' ? {
      'Content-Security-Policy': strictPolicy({others: ` ${widgets.origin}`}),
    } : {})});
});
after(async () => {
  await browser?.close();
  await widgets?.close();
  await host?.close();
});

async function openHost(options = {}) {
  const context = await browser.newContext({viewport: {width: 1366, height: 768}, hasTouch: true,
    ...options});
  await recordViolations(context);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(host.origin + '/');
  await page.waitForFunction(() => ['mat1', 'mat2', 'frame'].every((from) =>
    window.hostEvents.some((e) => e.from === from && e.type === 'ready')), null, {timeout: 0});
  return {context, page, problems, requests};
}
const eventsOf = (page, type, from) => page.evaluate(([t, f]) =>
  window.hostEvents.filter((e) => e.type === t && (!f || e.from === f)), [type, from]);
async function waitEvents(page, type, from, count) {
  await page.waitForFunction(([t, f, n]) =>
    window.hostEvents.filter((e) => e.type === t && e.from === f).length >= n,
  [type, from, count], {timeout: 0});
  return eventsOf(page, type, from);
}
const cube = (mat, section, face) =>
  `#${mat} .cube[data-section="${section}"][data-face="${face}"]`;
const centreOf = async (locator) => {
  const box = await locator.boundingBox();
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
};

test('two mats and a frame from another origin load under a strict CSP, fetching only their files',
  async () => {
    const {context, page, problems, requests} = await openHost();
    assert.deepEqual(problems, []);
    assert.deepEqual(await violations(page), [], 'no Content-Security-Policy violation');
    const foreign = requests.filter((url) => !url.startsWith(host.origin) &&
      !url.startsWith(widgets.origin) && !url.startsWith('data:'));
    assert.deepEqual(foreign, [], 'no request beyond the two origins');
    const fromWidgets = [...new Set(requests.filter((u) => u.startsWith(widgets.origin))
      .map((u) => new URL(u).pathname))].sort();
    for (const name of fromWidgets) {
      assert.match(name, /^\/(package\/[\w.-]+\.(mjs|wasm)|embed\.(html|js)|pages\.css)$/, name);
    }
    const ready = await eventsOf(page, 'ready');
    assert.ok(ready.every((e) => /^\d+\.\d+\.\d+$/.test(e.detail.version)), JSON.stringify(ready));
    // The view-only mat offers nothing to press or type.
    assert.equal(await page.locator('#mat2 button, #mat2 input').count(), 0);
    assert.equal(await page.locator('#mat2 .cube').count(), 9);
    assert.doesNotMatch(await page.locator('#mat1 .verdict').innerText(), /Loading/);
    await page.frameLocator('#frame').locator('.cube').first().waitFor();
    await page.screenshot({path: path.join(shotDir, 'embed-host-1366x768.png')});
    // (A full-page screenshot leaves another origin's frame blank: scroll to it instead.)
    await page.locator('#frame').scrollIntoViewIfNeeded();
    await page.screenshot({path: path.join(shotDir, 'embed-host-frame-1366x768.png')});
    await context.close();
  });

test('a reader types an Equation and the host hears the verdict with its reasons', async () => {
  const {context, page} = await openHost();
  const input = page.locator('#mat1 input[name=equation]');
  await input.click();
  await page.keyboard.type('(5x3)+1 = 2x(3+5)');
  await page.keyboard.press('Enter');
  let checks = await waitEvents(page, 'check', 'mat1', 1);
  assert.equal(checks[0].detail.correct, true, JSON.stringify(checks[0]));
  assert.equal(checks[0].detail.equation, '(5x3)+1 = 2x(3+5)');
  assert.equal(checks[0].detail.challenge, 'impossible');
  assert.equal(checks[0].detail.position.goal, '2x 3+5');
  assert.match(await page.locator('#mat1 .verdict').innerText(), /^Correct\./);
  await input.fill('7+9 = 2x(3+5)');
  await page.keyboard.press('Enter');
  checks = await waitEvents(page, 'check', 'mat1', 2);
  assert.equal(checks[1].detail.correct, false);
  assert.ok(checks[1].detail.reasons.length > 0);
  assert.match(await page.locator('#mat1 .verdict').innerText(), /Incorrect\.[\s\S]*Forbidden|7/);
  console.log(`# the host received: ${JSON.stringify(checks[1])}`);
  // The keys typed into the mat stayed in it; the host's own field still takes keys.
  assert.deepEqual(await page.evaluate(() => window.hostKeys), []);
  await page.locator('#notes').click();
  await page.keyboard.type('good one');
  assert.equal(await page.locator('#notes').inputValue(), 'good one');
  assert.ok((await page.evaluate(() => window.hostKeys)).length >= 8);
  // The other mat judged nothing and was not changed.
  assert.deepEqual(await eventsOf(page, 'check', 'mat2'), []);
  await context.close();
});

test('cubes move by mouse drag and by touch drag, and each mat keeps its own position', async () => {
  const {context, page} = await openHost();
  const plus = await centreOf(page.locator(cube('mat1', 'resources', '+')));
  const permitted = await centreOf(page.locator('#mat1 section.permitted'));
  await page.mouse.move(plus.x, plus.y);
  await page.mouse.down();
  await page.mouse.move(plus.x + 20, plus.y - 10, {steps: 3});
  await page.mouse.move(permitted.x, permitted.y, {steps: 8});
  await page.mouse.up();
  let changes = await waitEvents(page, 'change', 'mat1', 1);
  assert.deepEqual(changes[0].detail.moved, {face: '+', from: 'resources', to: 'permitted'});
  assert.equal(changes[0].detail.position.permitted, 'x 3 +');
  assert.equal(changes[0].detail.position.resources, '0 1 -');
  assert.equal(await page.locator('#mat1').getAttribute('permitted'), 'x 3 +');

  // A finger drags 1 to Forbidden.
  const one = await centreOf(page.locator(cube('mat1', 'resources', '1')));
  const forbidden = await centreOf(page.locator('#mat1 section.forbidden'));
  const cdp = await context.newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', {type, touchPoints: points});
  await touch('touchStart', [{x: one.x, y: one.y}]);
  for (let i = 1; i <= 8; i++) {
    await touch('touchMove', [{x: one.x + (forbidden.x - one.x) * i / 8,
      y: one.y + (forbidden.y - one.y) * i / 8}]);
  }
  await touch('touchEnd', []);
  changes = await waitEvents(page, 'change', 'mat1', 2);
  assert.deepEqual(changes[1].detail.moved, {face: '1', from: 'resources', to: 'forbidden'});
  assert.equal(await page.evaluate(() => document.getElementById('mat1').position.forbidden),
    '7 1');
  // A tap picks a cube and a tap on a section puts it there.
  await page.locator(cube('mat1', 'resources', '0')).tap();
  assert.equal(await page.locator(cube('mat1', 'resources', '0')).getAttribute('aria-pressed'),
    'true');
  await page.locator('#mat1 section.required h3').tap();
  changes = await waitEvents(page, 'change', 'mat1', 3);
  assert.deepEqual(changes[2].detail.moved, {face: '0', from: 'resources', to: 'required'});

  // The other mat and the frame still show the first position.
  assert.equal(await page.evaluate(() => document.getElementById('mat2').position.resources),
    '1 2 3 + x');
  const frame = page.frameLocator('#frame');
  assert.equal(await frame.locator(cube('mat', 'resources', '+')).count(), 1);
  assert.deepEqual(await eventsOf(page, 'change', 'mat2'), []);
  await context.close();
});

test('the iframe embed is used in place and tells the host by postMessage', async () => {
  const {context, page} = await openHost();
  const frame = page.frameLocator('#frame');
  await frame.locator('input[name=equation]').fill('(5x3)+1 = 2x(3+5)');
  await frame.locator('button[type=submit]').click();
  const checks = await waitEvents(page, 'check', 'frame', 1);
  assert.equal(checks[0].detail.correct, true, JSON.stringify(checks[0]));
  const minus = await centreOf(frame.locator(cube('mat', 'resources', '-')));
  const required = await centreOf(frame.locator('section.required'));
  await page.mouse.move(minus.x, minus.y);
  await page.mouse.down();
  await page.mouse.move(required.x, required.y, {steps: 10});
  await page.mouse.up();
  const changes = await waitEvents(page, 'change', 'frame', 1);
  assert.deepEqual(changes[0].detail.moved, {face: '-', from: 'resources', to: 'required'});
  const resized = await eventsOf(page, 'resize', 'frame');
  assert.ok(resized.length > 0 && resized.at(-1).detail.height > 150, JSON.stringify(resized));
  assert.deepEqual(await violations(page), []);
  await context.close();
});

test('keyboard alone: Tab in, pick a cube, put it in a section, write and check', async () => {
  const {context, page} = await openHost();
  await page.locator('#notes').focus();
  const where = () => page.evaluate(() => {
    const mat = document.activeElement;
    const inner = mat && mat.shadowRoot ? mat.shadowRoot.activeElement : null;
    return {host: mat ? mat.id : null, section: inner?.dataset?.section ?? null,
      face: inner?.dataset?.face ?? null, drop: inner?.dataset?.drop ?? null,
      name: inner?.getAttribute('name') ?? null, label: inner?.getAttribute('aria-label') ?? null};
  });
  let keys = 0;
  const press = async (key) => {
    keys++;
    await page.keyboard.press(key);
  };
  // Tab stops: one per section (arrows walk a section's cubes).
  for (let i = 0; i < 8 && (await where()).section !== 'resources'; i++) await press('Tab');
  assert.deepEqual(await where(), {host: 'mat1', section: 'resources', face: '0', drop: null,
    name: null, label: '0'});
  await press('ArrowRight');
  await press('ArrowRight');
  assert.equal((await where()).label, 'plus', 'the + cube is read as "plus"');
  await press('Enter');
  assert.equal(await page.locator(cube('mat1', 'resources', '+')).getAttribute('aria-pressed'),
    'true');
  assert.match(await page.locator('#mat1 .announce').innerText(), /plus picked up/);
  // Escape puts it back; Enter picks it up again.
  await press('Escape');
  assert.equal(await page.locator(cube('mat1', 'resources', '+')).getAttribute('aria-pressed'),
    'false');
  await press('Enter');
  for (let i = 0; i < 8 && (await where()).drop !== 'required'; i++) await press('Shift+Tab');
  assert.equal((await where()).drop, 'required');
  await press('Enter');
  const changes = await waitEvents(page, 'change', 'mat1', 1);
  assert.deepEqual(changes[0].detail.moved, {face: '+', from: 'resources', to: 'required'});
  assert.match(await page.locator('#mat1 .announce').innerText(), /plus moved from resources/);
  assert.equal((await where()).section, 'required', 'focus stays on the cube moved');
  for (let i = 0; i < 10 && (await where()).name !== 'equation'; i++) await press('Tab');
  assert.equal((await where()).name, 'equation');
  await page.keyboard.type('7+9 = 2x(3+5)');
  await press('Enter');
  const checks = await waitEvents(page, 'check', 'mat1', 1);
  assert.equal(checks[0].detail.correct, false);
  console.log(`# keyboard: ${keys} keys besides the Equation's own characters`);
  assert.ok(keys <= 20, `${keys} keys`);
  await context.close();
});

test('a screen reader reads the sections, the cubes by name, the Goal and the verdict',
  async () => {
    const {context, page} = await openHost();
    await page.locator('#mat1 input[name=equation]').fill('7+9 = 2x(3+5)');
    await page.keyboard.press('Enter');
    await waitEvents(page, 'check', 'mat1', 1);
    const tree = await page.locator('#mat1').ariaSnapshot();
    console.log(tree.split('\n').map((l) => `# ${l}`).join('\n'));
    assert.match(tree, /group "Equations mat, AGLOA rules, middle division"/);
    for (const words of ['Goal: 2, times, 3, plus, 5', 'Required: 5', 'Permitted: times, 3',
      'Forbidden: 7', 'Resources: 0, 1, plus, minus']) {
      assert.ok(tree.includes(words), `${words} in\n${tree}`);
    }
    assert.match(tree, /button "plus"/);
    assert.match(tree, /textbox "Equation"/);
    assert.match(tree, /combobox "Challenge"/);
    assert.match(tree, /The Goal reads 2×\(3\+5\) = 16/);
    assert.match(tree, /status[^\n]*\n?[\s\S]*Incorrect/);
    const view = await page.locator('#mat2').ariaSnapshot();
    assert.match(view, /listitem "4"|listitem: "4"|- listitem/);
    assert.doesNotMatch(view, /button|textbox/);
    await context.close();
  });

test('at 200% the mats fit their column and still take a drag', async () => {
  const {context, page} = await openHost({viewport: {width: 683, height: 384},
    deviceScaleFactor: 2});
  for (const id of ['mat1', 'mat2']) {
    const fits = await page.evaluate((i) => {
      const mat = document.getElementById(i).shadowRoot.querySelector('.mat');
      return mat.scrollWidth <= mat.clientWidth + 1 &&
        document.documentElement.scrollWidth <= window.innerWidth + 1;
    }, id);
    assert.ok(fits, `${id} overflows at 200%`);
  }
  const size = await page.locator(cube('mat1', 'resources', '+')).boundingBox();
  assert.ok(size.width >= 24, `cubes are ${size.width} CSS px wide at 200%`);
  const from = await centreOf(page.locator(cube('mat1', 'resources', '+')));
  const target = page.locator('#mat1 section.forbidden');
  await target.scrollIntoViewIfNeeded();
  const to = await centreOf(target);
  const start = await centreOf(page.locator(cube('mat1', 'resources', '+')));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, {steps: 10});
  await page.mouse.up();
  const changes = await waitEvents(page, 'change', 'mat1', 1);
  assert.equal(changes[0].detail.moved.to, 'forbidden', JSON.stringify({from, to}));
  await page.locator('#mat1').scrollIntoViewIfNeeded();
  await page.screenshot({path: path.join(shotDir, 'embed-host-200pct.png')});
  await context.close();
});

test('a mat follows its container: tighter when narrow, and it fits', async () => {
  const {context, page} = await openHost();
  const layout = () => page.evaluate(() => {
    const mat = document.getElementById('mat1').shadowRoot.querySelector('.mat');
    return {columns: getComputedStyle(mat).gridTemplateColumns.split(' ').length,
      fits: mat.scrollWidth <= mat.clientWidth + 1, width: mat.clientWidth,
      cube: mat.querySelector('.cube').getBoundingClientRect().width};
  });
  const wide = await layout();
  assert.equal(wide.columns, 2, JSON.stringify(wide));
  await page.evaluate(() => {
    document.querySelector('.main').style.flex = '0 0 300px';
  });
  await page.waitForFunction(() => document.getElementById('mat1').shadowRoot
    .querySelector('.mat').clientWidth < 320);
  const narrow = await layout();
  // Required and Permitted stay side by side: the narrow mat is short (a 360 px column).
  assert.equal(narrow.columns, 2, JSON.stringify(narrow));
  assert.ok(narrow.cube < wide.cube, JSON.stringify({wide, narrow}));
  assert.ok(narrow.fits, JSON.stringify(narrow));
  await context.close();
});

test('without wasm-unsafe-eval the mats say that the engine could not start', async () => {
  const strict = await serveWith({host: 'localhost', files: hostPage(widgets.origin),
    dir: '/nonexistent', headers: (name) => (name === '/' ? {'Content-Security-Policy':
      strictPolicy({others: ` ${widgets.origin}`, wasm: false})} : {})});
  const context = await browser.newContext({viewport: {width: 1366, height: 768}});
  const page = await context.newPage();
  await page.goto(strict.origin + '/');
  await page.waitForFunction(() => window.hostEvents.filter((e) => e.type === 'error').length >= 2,
    null, {timeout: 0});
  const errors = await eventsOf(page, 'error');
  assert.match(errors[0].detail.message, /rules engine could not start/);
  assert.match(await page.locator('#mat1 .verdict[role=alert]').innerText(), /could not start/);
  await context.close();
  await strict.close();
});
