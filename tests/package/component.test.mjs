// <equations-mat> as a page's code drives it: a verdict cleared when the position changes, the
// `ready` promise, attributes mirrored as properties, reset(), destroy() and disconnection, the
// `invalid` event and `validity`, cancellable `drag-start` and `drop`, configure() before the
// mats in the HTML load; and screenshots in a 360 px column, in dark mode and themed.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {launch, shotDir} from '../browser/harness.mjs';
import {serveWith} from '../browser/embed_support.mjs';
import {EQUATION, POSITION, makeApp} from './app_support.mjs';

let browser, site, app;
before(async () => {
  browser = await launch();
  app = makeApp('component');
  // The page moves the .wasm, and says so with configure() right after importing the component.
  fs.renameSync(path.join(app, 'node_modules/equations-engine/equations-engine.wasm'),
    path.join(app, 'engine.wasm'));
  fs.writeFileSync(path.join(app, 'index.html'), `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>component</title><link rel="icon" href="data:,">
<script type="module">
import {configure} from './node_modules/equations-engine/equations-mat.mjs';
configure({wasmUrl: '/engine.wasm'});
</script>
<link rel="stylesheet" href="/page.css"></head><body>
<div class="column"><equations-mat id="one" interactive ${POSITION}></equations-mat></div>
<div class="column"><equations-mat id="dark" theme="dark" interactive ${POSITION}></equations-mat></div>
<div class="column themed"><equations-mat id="themed" interactive ${POSITION}
  colors='{"goal":"red blue blue red green","required":"green","permitted":"green red","forbidden":"black","resources":"blue red black green"}'></equations-mat></div>
</body></html>`);
  fs.writeFileSync(path.join(app, 'page.css'), `body { margin: 0; font-family: sans-serif; }
.column { width: 360px; padding: 8px; box-sizing: border-box; }
:root { --mat-felt: #fdf1d8; --mat-edge: #7a4a12; --mat-accent: #8a2d6b; --mat-cube: #ffffff; }
.column:not(.themed) { --mat-felt: initial; --mat-edge: initial; --mat-accent: initial;
  --mat-cube: initial; }`);
  site = await serveWith({dir: app});
});
after(async () => {
  await browser?.close();
  await site?.close();
});

async function open(options = {}) {
  const context = await browser.newContext({viewport: {width: 400, height: 1600}, ...options});
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${site.origin}/`);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('equations-mat')]
    .map((mat) => mat.ready)));
  return {context, page, problems};
}

test('configure() from the page applies to mats in its HTML; ready is a promise', async () => {
  const {context, page, problems} = await open();
  const versions = await page.evaluate(() => Promise.all(
    [...document.querySelectorAll('equations-mat')].map((mat) => mat.ready)));
  assert.ok(versions.every((v) => /^\d+\.\d+\.\d+$/.test(v.version)), JSON.stringify(versions));
  // A listener that comes late still gets it.
  const late = await page.evaluate(() => document.getElementById('one').ready);
  assert.match(late.version, /^\d+\.\d+\.\d+$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a verdict is cleared when the position changes; properties mirror attributes; reset()',
  async () => {
    const {context, page} = await open();
    const result = await page.evaluate(async (equation) => {
      const mat = document.getElementById('one');
      const verdict = () => mat.shadowRoot.querySelector('.verdict').textContent;
      await mat.check(equation);
      const before = verdict();
      mat.goal = '2x 3+6';
      const afterProperty = verdict();
      const attribute = mat.getAttribute('goal');
      await mat.check('(5x3)+1 = 2x(3+5)');
      mat.setAttribute('resources', '0 1 + - 2');
      const afterAttribute = verdict();
      const mirrored = {resources: mat.resources, division: mat.division, rules: mat.rules,
        theme: mat.theme, wasmUrl: mat.wasmUrl};
      mat.division = 'junior';
      const divisionAttribute = mat.getAttribute('division');
      return {before, afterProperty, attribute, afterAttribute, mirrored, divisionAttribute};
    }, EQUATION);
    assert.match(result.before, /^Correct\./);
    assert.equal(result.afterProperty, '');
    assert.equal(result.attribute, '2x 3+6');
    assert.equal(result.afterAttribute, '');
    assert.deepEqual(result.mirrored, {resources: '0 1 + - 2', division: 'middle', rules: 'agloa',
      theme: null, wasmUrl: null});
    assert.equal(result.divisionAttribute, 'junior');

    // A move by keyboard, then reset() puts the position back and fires change.
    const moved = await page.evaluate(async () => {
      const mat = document.getElementById('one');
      const changes = [];
      mat.addEventListener('change', (e) => changes.push(e.detail));
      const plus = mat.shadowRoot.querySelector('.cube[data-section="resources"][data-face="+"]');
      plus.focus();
      plus.dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true, detail: 0}));
      mat.shadowRoot.querySelector('[data-drop="forbidden"]')
        .dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true, detail: 0}));
      const afterMove = mat.forbidden;
      mat.reset();
      return {afterMove, afterReset: mat.forbidden, changes: changes.map((c) => c.moved)};
    });
    assert.equal(moved.afterMove, '7 +');
    assert.equal(moved.afterReset, '7');
    assert.deepEqual(moved.changes, [{face: '+', from: 'resources', to: 'forbidden'}, null]);
    await context.close();
  });

test('drag-start and drop can be cancelled; a cancelled drop puts the cube back', async () => {
  const {context, page} = await open();
  const mat = page.locator('#one');
  const cube = mat.locator('.cube[data-section="resources"][data-face="+"]');
  const target = mat.locator('section.forbidden');
  const drag = async () => {
    const from = await cube.boundingBox();
    const to = await target.boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, {steps: 8});
    await page.mouse.up();
  };
  await page.evaluate(() => {
    window.seen = [];
    const one = document.getElementById('one');
    one.addEventListener('drag-start', (e) => {
      window.seen.push(`drag-start ${e.detail.face}`);
      if (window.refuse === 'drag-start') e.preventDefault();
    });
    one.addEventListener('drop', (e) => {
      window.seen.push(`drop ${e.detail.face} ${e.detail.to}`);
      if (window.refuse === 'drop') e.preventDefault();
    });
    window.refuse = 'drag-start';
  });
  await drag();
  assert.equal(await page.evaluate(() => document.getElementById('one').forbidden), '7');
  await page.evaluate(() => { window.refuse = 'drop'; });
  await drag();
  assert.equal(await page.evaluate(() => document.getElementById('one').forbidden), '7');
  await page.evaluate(() => { window.refuse = null; });
  await drag();
  assert.equal(await page.evaluate(() => document.getElementById('one').forbidden), '7 +');
  assert.deepEqual(await page.evaluate(() => window.seen), ['drag-start +', 'drag-start +',
    'drop + forbidden', 'drag-start +', 'drop + forbidden']);
  await context.close();
});

test('an unreadable or illegal position fires invalid and sets validity', async () => {
  const {context, page} = await open();
  const result = await page.evaluate(async () => {
    const mat = document.getElementById('one');
    const events = [];
    mat.addEventListener('invalid', (e) => events.push(e.detail.message));
    const valid = mat.validity;
    mat.goal = '2x+';
    await new Promise((resolve) => setTimeout(resolve, 0));
    const illegal = mat.validity;
    mat.setAttribute('position', '{not json');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const unreadable = mat.validity;
    mat.goal = '2x 3+5';
    mat.removeAttribute('position');
    return {valid, illegal, unreadable, events, again: mat.validity};
  });
  assert.deepEqual(result.valid, {valid: true, message: ''});
  assert.equal(result.illegal.valid, false);
  assert.match(result.illegal.message, /Goal is not legal/);
  assert.match(result.unreadable.message, /position attribute is not JSON/);
  assert.equal(result.events.length, 2, JSON.stringify(result.events));
  assert.equal(result.again.valid, true);
  await context.close();
});

test('destroy() and disconnection release the engine; a mat put back loads again', async () => {
  const {context, page} = await open();
  const result = await page.evaluate(async (equation) => {
    const mat = document.getElementById('one');
    const parent = mat.parentNode;
    mat.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const detached = mat.version;
    parent.append(mat);
    const again = (await mat.check(equation)).correct;
    const other = document.getElementById('dark');
    other.destroy();
    const destroyed = await other.check(equation);
    return {detached, again, destroyed, drawn: other.shadowRoot.childNodes.length};
  }, EQUATION);
  assert.equal(result.detached, null);
  assert.equal(result.again, true);
  assert.match(result.destroyed.error, /destroyed/);
  assert.equal(result.drawn, 0);
  await context.close();
});

test('screenshots: a 360 px column, dark mode and a themed mat', async () => {
  const {context, page} = await open({colorScheme: 'light'});
  await page.evaluate((equation) => document.getElementById('one').check(equation), EQUATION);
  const heights = {};
  for (const id of ['one', 'dark', 'themed']) {
    const mat = page.locator(`#${id}`);
    heights[id] = Math.round((await mat.boundingBox()).height);
    await mat.screenshot({path: path.join(shotDir, `package-mat-${id}.png`)});
  }
  const colours = await page.evaluate(() => ['one', 'dark', 'themed'].map((id) =>
    getComputedStyle(document.getElementById(id).shadowRoot.querySelector('.mat'))
      .backgroundColor));
  await context.close();
  // The whole page in dark mode: the mats follow prefers-color-scheme.
  const darkPage = await open({colorScheme: 'dark'});
  const darkFelt = await darkPage.page.evaluate(() => getComputedStyle(
    document.getElementById('one').shadowRoot.querySelector('.mat')).backgroundColor);
  await darkPage.page.locator('#one').screenshot({path: path.join(shotDir,
    'package-mat-prefers-dark.png')});
  await darkPage.context.close();
  console.log(`# 360 px column heights: ${JSON.stringify(heights)}; felt: ${colours.join(', ')}; ` +
    `prefers-color-scheme dark: ${darkFelt}`);
  assert.ok(heights.one <= 560, `${heights.one} px tall in a 360 px column`);
  assert.deepEqual(colours, ['rgb(233, 241, 234)', 'rgb(27, 38, 33)', 'rgb(253, 241, 216)']);
  assert.equal(darkFelt, 'rgb(27, 38, 33)');
});

test('the iframe keeps a + typed in its fragment, takes theme, and tells its parent', async () => {
  const web = path.resolve(path.dirname(process.env.EQUATIONS_PACKAGE_DIR ||
    'build/wasm/package'), 'web');
  const frames = await serveWith({dir: web});
  const parent = await serveWith({dir: app, files: {'/frame.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<script type="module" src="/frame.js"></script></head><body>
<iframe id="frame" title="mat" src="${frames.origin}/embed.html#rules=agloa&division=middle&goal=2x 3+5&resources=0 1 + -&theme=dark"></iframe>
</body></html>`, '/frame.js': `window.heard = [];
window.addEventListener('message', (e) => window.heard.push({origin: e.origin, data: e.data}));`}});
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${parent.origin}/frame.html`);
    await page.waitForFunction(() => window.heard.some((m) => m.data.type === 'ready'), null,
      {timeout: 60000});
    const frame = page.frames().find((f) => f.url().includes('embed.html'));
    const shown = await frame.evaluate(() => {
      const mat = document.getElementById('mat');
      return {goal: mat.goal, resources: mat.resources, theme: mat.theme};
    });
    assert.deepEqual(shown, {goal: '2x 3+5', resources: '0 1 + -', theme: 'dark'});
    const heard = await page.evaluate(() => window.heard.map((m) => m.origin));
    assert.ok(heard.every((origin) => origin === frames.origin), JSON.stringify(heard));
  } finally {
    await context.close();
    await parent.close();
    await frames.close();
  }
});

test('cube colours: shown, moved with their cube, put back by reset()', async () => {
  const {context, page} = await open();
  const result = await page.evaluate(() => {
    const mat = document.getElementById('one');
    const colorOf = (section) => [...mat.shadowRoot.querySelectorAll(
      `.cube[data-section="${section}"]`)].map((c) => c.dataset.color ?? '-').join(' ');
    mat.colors = {resources: 'red blue red black', forbidden: 'black'};
    const shown = colorOf('resources');
    const label = mat.shadowRoot.querySelector('.cube[data-section="resources"][data-face="+"]')
      .getAttribute('aria-label');
    const plus = mat.shadowRoot.querySelector('.cube[data-section="resources"][data-face="+"]');
    plus.dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true, detail: 0}));
    mat.shadowRoot.querySelector('[data-drop="forbidden"]')
      .dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true, detail: 0}));
    const moved = {resources: colorOf('resources'), forbidden: colorOf('forbidden'),
      attribute: JSON.parse(mat.getAttribute('colors'))};
    mat.reset();
    const back = colorOf('resources');
    mat.setAttribute('colors', '{"resources": "purple"}');
    return {shown, label, moved, back, invalid: mat.validity.message};
  });
  assert.equal(result.shown, 'red blue red black');
  assert.equal(result.label, 'plus, red');
  assert.deepEqual(result.moved, {resources: 'red blue black', forbidden: 'black red',
    attribute: {resources: 'red blue black', forbidden: 'black red'}});
  assert.equal(result.back, 'red blue red black');
  assert.match(result.invalid, /"purple" in resources is not a colour/);
  await context.close();
});
