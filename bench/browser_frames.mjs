// Browser frame benchmark (the longest stall of the frame loop in the browser while the AI
// thinks): traces a few seconds of the page in headless Chromium and prints what its frames
// were made of:
//   - the gaps between animation frames (median, p99, max, how many over 50 ms);
//   - the game's frame callback (the AI's slice, building the ImGui frame, issuing WebGL calls);
//   - the WebGL work the GPU process ran for the page (SwiftShader draws on the CPU when there is
//     no usable GPU, as in these tests and on some Chromebooks), and how long the page's main
//     thread waited for it (the canvas is read back when the frame is committed);
//   - the three longest gaps, and what they held.
// Scenes (the third argument, comma-separated; default ai,ai-every,still-every):
//   ai           an AGLOA demonstration match of tournament AI against beginner AI;
//   ai-every     the same, with the page drawing every frame even when nothing changed
//                (equationsTest.drawEveryFrame, as the game drew before it skipped such frames);
//   still-every  no AI: a match of two human seats after the roll (24 cubes on the mat), drawn
//                every frame, the page kept awake: what drawing alone costs.
// Usage: node bench/browser_frames.mjs [seconds to trace, default 8] [runs, default 1] [scenes]
// (NODE_PATH=/usr/share/nodejs; EQUATIONS_WEB_DIR: the web bundle, default build/wasm/web;
// EQUATIONS_CPU_THROTTLE=4 slows the page's CPU four times while it is traced, as DevTools'
// "4x slowdown" does, for a school laptop: Emulation.setCPUThrottlingRate).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {serve, launch, openPage, waitForFrames, click, setupMatch, rollTheCubes} from
  '../tests/browser/harness.mjs';

const seconds = Number(process.argv[2] || 8);
const runs = Number(process.argv[3] || 1);
const scenes = (process.argv[4] || 'ai,ai-every,still-every').split(',');
const throttle = Number(process.env.EQUATIONS_CPU_THROTTLE || 1);

const percentile = (values, q) => {
  if (!values.length) return 0;
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.round(q * (v.length - 1)))];
};
const figures = (values) => `median ${percentile(values, 0.5).toFixed(1)} ms  p99 ` +
  `${percentile(values, 0.99).toFixed(1)} ms  max ${Math.max(0, ...values).toFixed(1)} ms`;

// The events of one thread of the trace, by the thread's name (the busiest if several).
function threadEvents(events, name) {
  const ids = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' &&
    e.args?.name === name).map((e) => `${e.pid}:${e.tid}`));
  const counts = new Map();
  for (const e of events) {
    const id = `${e.pid}:${e.tid}`;
    if (ids.has(id)) counts.set(id, (counts.get(id) || 0) + 1);
  }
  const busiest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events.filter((e) => `${e.pid}:${e.tid}` === busiest && e.ph === 'X' && e.dur >= 0);
}

// Sums, per animation frame, the durations of `events` that start in it (µs -> ms).
function perFrame(frames, events) {
  const sums = new Array(frames.length).fill(0);
  let i = 0;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    while (i + 1 < frames.length && frames[i + 1].ts <= e.ts) i++;
    if (e.ts >= frames[0].ts) sums[i] += e.dur / 1000;
  }
  return sums.slice(0, -1);  // the last frame is cut by the end of the trace
}

async function run(browser, server, index, scene) {
  if (!['ai', 'ai-every', 'still-every'].includes(scene)) throw new Error(`no scene ${scene}`);
  const {page, context, problems} = await openPage(browser, {viewport: {width: 1366, height: 768}});
  await page.addInitScript(() => localStorage.setItem('equations.ai_pause_ms', '40'));
  await page.goto(server.url);
  await waitForFrames(page, 10);
  const ai = scene.startsWith('ai');
  await setupMatch(page, ai ? [{who: 'tournament'}, {who: 'beginner'}] :
    [{who: 'human'}, {who: 'human'}]);
  const file = path.join(os.tmpdir(), `equations-frames-${process.pid}-${index}.json`);
  await click(page, 'setup:start');
  if (!ai) {
    await rollTheCubes(page);
    // Awake as after input (the game rests a second after the last input).
    await page.evaluate(() => setInterval(() => window.equationsTest.wake(), 100));
  }
  if (scene.endsWith('-every')) await page.evaluate(() => window.equationsTest.drawEveryFrame(true));
  const counts = () => page.evaluate(() => [window.equationsTest.frames(),
    window.equationsTest.framesDrawn ? window.equationsTest.framesDrawn() : -1]);
  if (throttle > 1) {
    // Set up at full speed; only the traced seconds run on the slowed CPU.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle});
  }
  const before = await counts();
  await browser.startTracing(page, {path: file, categories: ['devtools.timeline', 'toplevel',
    'gpu']});
  await page.waitForTimeout(seconds * 1000);
  await browser.stopTracing();
  const after = await counts();
  const s = await page.evaluate(() => window.equationsTest.state());
  const slice = await page.evaluate(() => window.equationsTest.aiLongestSliceMs());
  const where = await page.evaluate(() => window.equationsTest.aiLongestSliceWhere());
  await context.close();
  if (problems.length) throw new Error(problems.join('\n'));

  const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.unlinkSync(file);
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = threadEvents(events, 'CrRendererMain');
  const gpu = threadEvents(events, 'CrGpuMain');
  // From a quarter of a second after tracing starts: Chromium's start of tracing holds up the
  // page's first frame for about 120 ms, whatever the page does.
  const traceStart = Math.min(...main.map((e) => e.ts));
  const frames = main.filter((e) => e.name === 'FireAnimationFrame' && e.ts >= traceStart + 250e3)
    .sort((a, b) => a.ts - b.ts);
  if (frames.length < 2) throw new Error('the trace holds no animation frames');
  const gaps = frames.slice(1).map((f, i) => (f.ts - frames[i].ts) / 1000);
  const callback = frames.map((f) => f.dur / 1000);
  const webgl = perFrame(frames, gpu.filter((e) => e.name === 'WebGL'));
  const readback = perFrame(frames, main.filter((e) => e.name === 'GLES2::ReadPixels'));
  // The game skips the WebGL calls of a frame that looks like the last (ui/runner.h); the GPU
  // figures below are of the frames that drew.
  const drew = webgl.filter((ms) => ms > 0);
  console.log(`${scene}, run ${index + 1}: ${s.history.length} actions, ${frames.length} frames in ` +
    `${seconds} s; the AIs' longest thinking in one frame (the game's own clock) ` +
    `${slice.toFixed(1)} ms${where ? ` (${where})` : ''}`);
  if (after[1] >= 0)
    console.log(`  the game drew ${after[1] - before[1]} of its ${after[0] - before[0]} frames ` +
      `(the others were the same picture); the trace shows WebGL work in ${drew.length}`);
  console.log(`  frame gaps            ${figures(gaps)}  over 50 ms: ${gaps.filter((g) => g > 50).length}`);
  console.log(`  game's frame callback ${figures(callback)}`);
  console.log(`  WebGL work (GPU)      ${figures(drew)}  (in the frames with any)`);
  console.log(`  waiting for readback  ${figures(readback)}`);
  // The three longest gaps, and what the page's main thread and the GPU did in them.
  const longest = gaps.map((g, i) => [g, i]).sort((a, b) => b[0] - a[0]).slice(0, 3);
  for (const [gap, i] of longest) {
    const from = frames[i].ts, to = frames[i + 1].ts;
    const within = (list, name) => list.filter((e) => e.name === name && e.ts >= from &&
      e.ts < to).reduce((sum, e) => sum + e.dur / 1000, 0);
    console.log(`  gap ${gap.toFixed(1)} ms at ${((from - frames[0].ts) / 1e6).toFixed(2)} s: frame callback ${(frames[i].dur / 1000).toFixed(1)} ` +
      `ms, WebGL work ${within(gpu, 'WebGL').toFixed(1)} ms, waiting for readback ` +
      `${within(main, 'GLES2::ReadPixels').toFixed(1)} ms`);
  }
}

const server = await serve();
const browser = await launch();
try {
  console.log(`Browser frames: scenes ${scenes.join(', ')} at 1366x768, each traced ${seconds} s, ` +
    `${runs} run(s)` + (throttle > 1 ? `, CPU slowed ${throttle}x` : ''));
  for (let i = 0; i < runs; i++)
    for (const scene of scenes) await run(browser, server, i, scene);
} finally {
  await browser.close();
  await server.close();
}
