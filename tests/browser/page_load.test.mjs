// How the game page loads (web/index.html as cmake/web_bundle.mjs writes it): under a strict CSP
// with no violation, a clear message when opened from disk, content-hashed file names, offline
// after the first visit (the service worker), and the test hook in the test build only.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {launch, webDir} from './harness.mjs';
import {openRecorded, serveWith, strictPolicy, violations} from './embed_support.mjs';

// The published site: the same bundle without the test hook (cmake/web.cmake).
const siteDir = path.join(path.dirname(webDir), 'site');
const strict = () => ({'Content-Security-Policy': strictPolicy()});

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

// Waits for the game's frames (fewer once it has drawn all it had to); a loaded machine may take
// long to compile the wasm, and a failure says what the page showed.
async function waitForFrames(page, frames, problems = []) {
  await page.waitForFunction((n) => window.equationsTest && (window.equationsTest.frames() >= n ||
    (window.equationsTest.frames() > 0 && window.equationsTest.settled())), frames, {timeout: 0}).catch(async (error) => {
    const shown = await page.evaluate(() => ({error: document.getElementById('error').innerText,
      loading: document.getElementById('loading').innerText, hook: typeof window.equationsTest,
      frames: window.equationsTest ? window.equationsTest.frames() : null}));
    throw new Error(`${error.message}: ${JSON.stringify({shown, problems})}`);
  });
}

const open = (origin, options) => openRecorded(browser, origin + '/', options);

test('the game starts under a strict CSP with no violation and no inline code', async () => {
  const page = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  assert.doesNotMatch(page, /\son[a-z]+=/i, 'no inline handler');
  assert.doesNotMatch(page, /<script>|<script [^>]*>[^<]/, 'no inline script');
  assert.doesNotMatch(page, /style="/, 'no inline style');
  const server = await serveWith({headers: strict});
  const {context, page: tab, problems} = await open(server.origin);
  await waitForFrames(tab, 10, problems);
  assert.deepEqual(await violations(tab), [], 'CSP violations');
  assert.deepEqual(problems, []);
  // The context menu belongs to the game (the handler moved from the markup to loader.js).
  const prevented = await tab.evaluate(() => {
    const event = new MouseEvent('contextmenu', {bubbles: true, cancelable: true});
    return !document.getElementById('canvas').dispatchEvent(event);
  });
  assert.equal(prevented, true);
  await context.close();
  await server.close();
});

test('opened from disk, the page says how to open it instead of "Failed to fetch"', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('file://' + path.join(webDir, 'index.html'));
  const error = page.locator('#error');
  await error.waitFor({state: 'visible', timeout: 0});
  const text = await error.innerText();
  assert.match(text, /opened from a file on disk/);
  assert.match(text, /scripts\/run\.sh|web server/);
  assert.doesNotMatch(text, /Failed to fetch/);
  assert.equal(await page.locator('#loading').isHidden(), true);
  await context.close();
});

test('every file the page loads has its content hash in its name', async () => {
  const server = await serveWith({headers: strict});
  const {context, page, requests, problems} = await open(server.origin);
  await waitForFrames(page, 5, problems);
  const loaded = [...new Set(requests)].filter((p) => p !== '/' && p !== '/sw.js');
  const game = loaded.filter((p) => /^\/(equations|loader|style|test-hook)\./.test(p));
  assert.ok(game.length >= 5, JSON.stringify(loaded));
  for (const name of game) {
    const [, hash] = name.match(/\.([0-9a-f]{10})\.[a-z]+$/) || [];
    assert.ok(hash, `${name} has no content hash`);
    const content = fs.readFileSync(path.join(webDir, name));
    assert.equal(createHash('sha256').update(content).digest('hex').slice(0, 10), hash, name);
  }
  for (const ext of ['js', 'wasm', 'data']) {
    assert.ok(game.some((n) => new RegExp(`^/equations\\.[0-9a-f]{10}\\.${ext}$`).test(n)), ext);
  }
  await context.close();
  await server.close();
});

test('after the first visit the game reloads with the server gone (service worker)', async () => {
  const server = await serveWith({headers: strict});
  const {context, page, problems} = await open(server.origin);
  await waitForFrames(page, 5, problems);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange',
        done, {once: true}));
    }
  });
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('equations-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  assert.ok(cached.some((p) => /\.wasm$/.test(p)) && cached.includes('/'), JSON.stringify(cached));
  await server.close();
  await page.reload();
  await waitForFrames(page, 10, problems);
  assert.equal(await page.locator('#error').isHidden(), true);
  assert.deepEqual(problems.filter((p) => !/ERR_CONNECTION_REFUSED|Failed to load/.test(p)), []);
  assert.deepEqual(await violations(page), []);
  await context.close();
});

test('the published site carries no test hook and exposes no module', async () => {
  assert.ok(fs.existsSync(path.join(siteDir, 'index.html')), `${siteDir} is built`);
  const names = fs.readdirSync(siteDir);
  assert.deepEqual(names.filter((n) => /test-hook/.test(n)), []);
  for (const name of names.filter((n) => /\.(html|js)$/.test(n))) {
    assert.doesNotMatch(fs.readFileSync(path.join(siteDir, name), 'utf8'),
      /equationsTest|equationsModule/, name);
  }
  const server = await serveWith({dir: siteDir, headers: strict});
  const {context, page, problems} = await open(server.origin);
  await page.locator('#loading').waitFor({state: 'hidden', timeout: 0});
  assert.deepEqual(await page.evaluate(() => [typeof window.equationsTest,
    typeof window.equationsModule]), ['undefined', 'undefined']);
  assert.equal(await page.locator('#error').isHidden(), true);
  assert.deepEqual(problems, []);
  assert.deepEqual(await violations(page), []);
  await context.close();
  await server.close();
});
