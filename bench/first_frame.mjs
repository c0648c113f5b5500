// The game's start as a first visit sees it (no cache, no service worker): the time from
// navigation to the game's first frame, and the bytes the page downloads (gzip, as static hosts
// send them). Two conditions: localhost, and a school laptop on school Wi-Fi (20 Mbit/s with
// 20 ms latency, the CPU slowed 4x as DevTools does). Prints each run and the median; not a test.
//
//   NODE_PATH=/usr/share/nodejs node bench/first_frame.mjs [runs = 3] [web dir = build/wasm/web]
//   [gzip = 1: 0 serves the files as they are, as the loaders before 2026-12-02 needed]
import path from 'node:path';
import {serve, launch} from '../tests/browser/harness.mjs';

const runs = Number(process.argv[2] || 3);
const webDir = path.resolve(process.argv[3] || 'build/wasm/web');
const gzip = process.argv[4] !== '0';
async function firstFrame(browser, url, school) {
  const context = await browser.newContext({viewport: {width: 1366, height: 768},
    serviceWorkers: 'block'});
  const page = await context.newPage();
  // The page notes the time of the first animation frame after the game drew its first frame.
  await page.addInitScript(() => {
    const look = () => {
      const test = window.equationsTest;
      if (test && test.frames() > 0) window.__firstFrameMs = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  let bytes = 0;
  page.on('response', async (response) => {
    const length = Number(response.headers()['content-length'] || 0);
    bytes += length;
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  if (school) {
    await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 20,
      downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  }
  await page.goto(url);
  await page.waitForFunction(() => window.__firstFrameMs !== undefined, null, {timeout: 0});
  const ms = await page.evaluate(() => window.__firstFrameMs);
  const warm = await page.evaluate(() => window.equationsTest.aiWarmUp());
  await context.close();
  return {ms, bytes, warm};
}

const server = await serve({dir: webDir, gzip});
const browser = await launch();
console.log(`first frame, ${runs} run(s) per condition, ${webDir}, ${gzip ? 'gzip' : 'not gzip'}`);
for (const [label, school] of [['localhost', false], ['20 Mbit/s + 4x CPU', true]]) {
  const times = [];
  for (let r = 0; r < runs; ++r) {
    const {ms, bytes, warm} = await firstFrame(browser, server.url, school);
    times.push(ms);
    console.log(`  ${label}: run ${r + 1}: first frame ${ms.toFixed(0)} ms, ` +
      `${(bytes / 1024).toFixed(1)} KiB downloaded, AI warm-up so far ${warm.calls} calls`);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median first frame ${times[Math.floor(times.length / 2)].toFixed(0)} ms`);
}
await browser.close();
await server.close();
