// Shared pieces of the browser tests: a static server for the web bundle on 127.0.0.1, Debian's
// Chromium through playwright-core, and pixel sampling of a screenshot.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';

export const webDir = path.resolve(process.env.EQUATIONS_WEB_DIR || 'build/wasm/web');
export const shotDir = process.env.EQUATIONS_SHOT_DIR || path.resolve('build/browser');
fs.mkdirSync(shotDir, {recursive: true});

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.data': 'application/octet-stream',
  '.png': 'image/png', '.json': 'application/json',
};

// Serves `dir` on 127.0.0.1 at a free port; resolves to {url, close()}. With `gzip` it
// compresses what the client accepts, as most static hosts do.
export function serve({dir = webDir, gzip = false} = {}) {
  const gzipped = new Map();
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(dir, name === '/' ? 'index.html' : name);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end('not found');
      return;
    }
    let body = fs.readFileSync(file);
    const headers = {'Content-Type': types[path.extname(file)] || 'application/octet-stream'};
    if (gzip && /gzip/.test(request.headers['accept-encoding'] || '')) {
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, {level: 9}));
      body = gzipped.get(file);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(200, headers);
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((done) => server.close(done)),
  })));
}

// Flags that work as root, offline, with WebGL 2 through SwiftShader (toolchain notes).
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  });
}

// Opens a page that records console errors and page errors into `problems`. The setup starts
// as Basic Equations (a saved setup saying so), as the tests written before Adventurous
// Equations expect; `basicSetup: false` opens the page as a first visit does (AGLOA chosen plays
// Adventurous Equations).
export async function openPage(browser, {basicSetup = true, ...options} = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  if (basicSetup)
    await page.addInitScript(() => {
      if (!localStorage.getItem('equations.setup'))
        localStorage.setItem('equations.setup', JSON.stringify({play: 'basic'}));
    });
  const problems = [];
  // settle() says them, and the last warnings (the game's stderr), when the game stops drawing.
  page.__problems = problems;
  page.__warnings = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push('console: ' + m.text());
    if (m.type() === 'warning') page.__warnings = [...page.__warnings.slice(-4), m.text()];
  });
  page.on('pageerror', (e) => problems.push('page error: ' + e.message + (e.stack ?
    ' at ' + e.stack.split('\n').slice(1, 9).map((l) => l.trim()).join(' < ') : '')));
  return {page, context, problems};
}

// Waits until the game has drawn at least `frames` frames, or fewer when it has drawn all it
// had to (equationsTest.settled): the game draws only while something changes. No time limit:
// a loaded machine takes longer, and the test's own timeout ends a game that stopped.
export async function waitForFrames(page, frames = 10) {
  await page.waitForFunction((n) => window.equationsTest &&
    (window.equationsTest.frames() >= n ||
     (window.equationsTest.frames() > 0 && window.equationsTest.settled())),
  frames, {timeout: 0});
}

// Takes a screenshot (saved as `name`.png) and returns a sampler of its pixels, in CSS pixels.
export async function screenshot(page, name) {
  const png = await page.screenshot({path: path.join(shotDir, name + '.png')});
  const pixels = await page.evaluate(async (b64) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + b64;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = window.innerWidth; canvas.height = window.innerHeight;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode.apply(null, data.subarray(i, i + 0x8000));
    return {width: canvas.width, height: canvas.height, data: btoa(binary)};
  }, png.toString('base64'));
  pixels.data = Buffer.from(pixels.data, 'base64');
  return {
    width: pixels.width, height: pixels.height,
    at(x, y) {
      const i = (Math.floor(y) * pixels.width + Math.floor(x)) * 4;
      return Array.from(pixels.data.subarray(i, i + 3));
    },
    // Returns the share of sampled pixels that differ from `rgb` by more than `tolerance`.
    shareUnlike(rgb, tolerance = 12, step = 4) {
      let unlike = 0, all = 0;
      for (let y = 0; y < pixels.height; y += step) {
        for (let x = 0; x < pixels.width; x += step) {
          const p = this.at(x, y);
          all++;
          if (Math.abs(p[0] - rgb[0]) + Math.abs(p[1] - rgb[1]) + Math.abs(p[2] - rgb[2]) > tolerance)
            unlike++;
        }
      }
      return unlike / all;
    },
    distinctColours(step = 4) {
      const seen = new Set();
      for (let y = 0; y < pixels.height; y += step)
        for (let x = 0; x < pixels.width; x += step) seen.add(this.at(x, y).join(','));
      return seen.size;
    },
  };
}

// ---- reading the game through window.equationsTest (README, "Browser test hook") ----
export const rect = (page, id) => page.evaluate((i) => window.equationsTest.rect(i), id);
export const state = (page) => page.evaluate(() => window.equationsTest.state());
export const message = (page) => page.evaluate(() => window.equationsTest.message());
// The text the game recorded for a control (its label, or what it shows).
export const text = (page, id) => page.evaluate((i) => window.equationsTest.text(i), id);
// The lines the page's live region has said, for screen readers.
export const spoken = (page) => page.evaluate(() =>
  [...document.getElementById('announcer').querySelectorAll('p')].map((p) => p.textContent));

// Waits until the game has handled the input given so far: `frames` more frames drawn, or fewer
// when it has drawn all it had to (equationsTest.settled), whichever comes first. It waits on
// the game's state, never on the clock.
export async function settle(page, frames = 4) {
  const target = (await page.evaluate(() => window.equationsTest.frames())) + frames;
  await page.waitForFunction((n) => window.equationsTest.frames() >= n ||
    window.equationsTest.settled(), target, {timeout: 0});
}

// Returns the centre of what was drawn under `id` (and its rectangle); fails if nothing was.
export async function centre(page, id) {
  const r = await rect(page, id);
  if (!r) throw new Error(`${id} is not drawn`);
  return {x: r.x + r.width / 2, y: r.y + r.height / 2, r};
}

// Clicks what is drawn under `id` with real mouse events.
export async function click(page, id) {
  const c = await centre(page, id);
  const view = page.viewportSize();
  if (c.x < 0 || c.y < 0 || c.x >= view.width || c.y >= view.height)
    throw new Error(`${id} lies outside the window (${c.x}, ${c.y}): a player could not reach it`);
  await page.mouse.move(c.x, c.y);
  await settle(page, 2);
  await page.mouse.down();
  await settle(page, 2);
  await page.mouse.up();
  await settle(page);
}

// Sets up an AGLOA match on the setup screen: one seat per entry of `seats`, each {who} (Human
// or an AI level, as the seat's combo names it) and, when given, {name} typed over the default.
export async function setupMatch(page, seats) {
  await click(page, 'setup:rules:agloa');
  await click(page, `setup:players:${seats.length}`);
  for (const [p, {name, who}] of seats.entries()) {
    if (name !== undefined) {
      await click(page, `setup:name:${p}`);
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(name, {delay: 20});
      await settle(page);
    }
    await click(page, `setup:seat:${p}`);  // opens the seat's combo: Human or an AI level
    await click(page, `setup:seat:${p}:${who}`);
  }
}

// Opens the game at `url` on `page` and starts an AGLOA match of `seats` (as setupMatch).
export async function startMatch(page, url, seats) {
  await page.goto(url);
  await waitForFrames(page, 10);
  await setupMatch(page, seats);
  await click(page, 'setup:start');
}

// From a match just started: rolls for first until someone wins, then rolls the cubes, and waits
// until both rolls have settled (the 24 cubes lie in Resources, the Goal-setter to set the Goal).
export async function rollTheCubes(page) {
  for (let i = 0; i < 20 && (await state(page)).phase === 'roll for first'; i++)
    await click(page, 'call:roll');
  await settle(page, 50);  // the red cubes stop tumbling
  await click(page, 'call:roll');
  await settle(page, 60);  // the roll settles
}

// Drags what is drawn under `id` to the point `to` with real mouse events; `hold` keeps the
// button down (for a screenshot of the preview) and returns a function that drops it.
export async function drag(page, id, to, {hold = false} = {}) {
  const c = await centre(page, id);
  await page.mouse.move(c.x, c.y);
  await settle(page, 2);
  await page.mouse.down();
  await settle(page, 2);
  await page.mouse.move((c.x + to.x) / 2, (c.y + to.y) / 2, {steps: 4});
  await settle(page, 2);
  await page.mouse.move(to.x, to.y, {steps: 4});
  await settle(page, 3);
  const drop = async () => { await page.mouse.up(); await settle(page); };
  if (hold) return drop;
  await drop();
}

// Returns the face of a cube key of state().shake ("red 3" -> "3", "_blue x" -> "x").
export const face = (key) => key.replace(/^_/, '').split(' ')[1];
export const isDigit = (key) => /^[0-9]$/.test(face(key));

// Makes the page's clock (Date.now, which the game reads) movable: `shiftClock(page, ms)` then
// moves it forward. Call before page.goto.
export async function installMovableClock(page) {
  await page.addInitScript(() => {
    const realNow = Date.now.bind(Date);
    window.__clockOffset = 0;
    Date.now = () => realNow() + window.__clockOffset;
  });
}
// The game reads the clock in its frames: a shift wakes it, as the next frame of a running
// clock would, so that waits on its state see the time passed.
export async function shiftClock(page, ms) {
  await page.evaluate((m) => {
    window.__clockOffset += m;
    window.equationsTest?.wake();
  }, ms);
}

// With the keyboard alone: W opens the writing screen of the player whose seat was chosen (or
// the only one who may write), Enter shows the keypad, `equation` is typed key by key, Enter
// presents it and Enter closes the screen. `press` presses one key and waits for frames.
// Returns false (pressing nothing) when the screen did not open or the Equation was not handed in.
export async function presentByKeys(page, press, equation) {
  await press('w');
  if (!(await rect(page, 'write:reveal'))) return false;
  await press('Enter');
  for (const ch of equation) await press(ch);
  await press('Enter');
  if (!(await rect(page, 'write:done'))) return false;
  await press('Enter');
  return true;
}

// From the Goal-setter's turn: drags the first digit in Resources onto the Goal line and says
// Goal by its button. Returns the state before, and the Goal cube's key ("red 3").
export async function setOneCubeGoal(page) {
  const s = await state(page);
  const goal = await rect(page, 'goal');
  const index = s.shake.resources.findIndex(isDigit);
  await drag(page, `cube:resources:${index}`, {x: goal.x + 60, y: goal.y + goal.height / 2});
  await click(page, `call:${s.shake.goal_setter}:goal`);
  return {before: s, cube: s.shake.resources[index]};
}

// Presses arrows (through `press`, the test's own key function) towards the button `id` from
// where the keyboard's focus rests (the first arrow places it), until the focus is on it.
export async function focusOn(page, press, id) {
  const focus = () => page.evaluate(() => window.equationsTest.text('focus'));
  const goal = await rect(page, id);
  if (!goal) throw new Error(`${id} is not on the screen`);
  for (let i = 0; i < 40 && (await focus()) !== id; i++) {
    const at = await rect(page, await focus() || '');
    if (!at) { await press('ArrowDown'); continue; }
    const dy = goal.y - at.y, dx = goal.x - at.x;
    await press(Math.abs(dy) > at.height / 2 ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') :
      (dx > 0 ? 'ArrowRight' : 'ArrowLeft'));
  }
  if ((await focus()) !== id) throw new Error(`the arrows do not reach ${id}`);
}
