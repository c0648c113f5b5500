// The solver's operation budget against time in Chromium, for the package's docs (the worker
// engine's time limit; docs/embedding.md, "Bundlers, and the worker"): one long enumerate run on
// the page's thread with budgets of 100,000 to 5,000,000 operations, at full speed and with the
// CPU slowed four times as DevTools' "4x slowdown" does (Emulation.setCPUThrottlingRate).
// Usage: NODE_PATH=/usr/share/nodejs node bench/package_budget.mjs [budgets, comma-separated]
// (EQUATIONS_PACKAGE_DIR: the built package, default build/wasm/package).
import path from 'node:path';
import {launch} from '../tests/browser/harness.mjs';
import {serveWith} from '../tests/browser/embed_support.mjs';

const packageDir = path.resolve(process.env.EQUATIONS_PACKAGE_DIR || 'build/wasm/package');
const budgets = (process.argv[2] || '100000,1000000,5000000').split(',').map(Number);
const LONG = {rules: 'agloa', division: 'senior', goal: '9x8+7', resources:
  '0 1 2 3 4 5 6 + - x ÷ ^ √ 1 2 3', query: 'enumerate', limit: 1000};

const site = await serveWith({dir: packageDir, files: {'/': '<!doctype html><title>budget</title>'}});
const browser = await launch();
const page = await browser.newPage();
await page.goto(`${site.origin}/`);
await page.evaluate(async () => {
  const {createEngine} = await import('/index.mjs');
  window.engine = await createEngine();
});
// A first run lets the browser's optimising compiler reach the solver's hot code.
await page.evaluate((request) => window.engine.solve(request), {...LONG, budget: 1000000});
const cdp = await page.context().newCDPSession(page);
console.log('| budget (operations) | 1x CPU | 4x slowdown |');
console.log('| --- | --- | --- |');
for (const budget of budgets) {
  const row = [];
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    row.push(await page.evaluate((request) => {
      const started = performance.now();
      const answer = window.engine.solve(request);
      return `${((performance.now() - started) / 1000).toFixed(2)} s (${answer.status})`;
    }, {...LONG, budget}));
  }
  console.log(`| ${budget.toLocaleString('en')} | ${row.join(' | ')} |`);
}
await browser.close();
await site.close();
