// Pieces of the package's bundler tests: a tiny app that imports the package as a web developer's
// project does (the package copied into its node_modules, as `npm i` leaves it), and Chromium
// loading it while counting the .wasm's downloads and compilations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const packageDir = path.resolve(process.env.EQUATIONS_PACKAGE_DIR || 'build/wasm/package');
export const POSITION = 'rules="agloa" division="middle" goal="2x 3+5" required="5" ' +
  'permitted="x 3" forbidden="7" resources="0 1 + -"';
export const EQUATION = '(5x3)+1 = 2x(3+5)';

/** Makes an app folder: index.html with two mats, main.js importing the package. */
export function makeApp(name, {script = './main.js', type = 'module', worker = false} = {}) {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), `equations-${name}-`));
  const target = path.join(app, 'node_modules', 'equations-engine');
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  fs.mkdirSync(target, {recursive: true});
  for (const file of [...manifest.files, 'package.json']) {
    fs.copyFileSync(path.join(packageDir, file), path.join(target, file));
  }
  fs.writeFileSync(path.join(app, 'package.json'),
    JSON.stringify({name: `app-${name}`, private: true, type: 'module'}));
  fs.writeFileSync(path.join(app, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="data:,">
<script type="${type}" src="${script}"></script></head>
<body><equations-mat id="one" interactive ${POSITION}></equations-mat>
<equations-mat id="two" ${POSITION}></equations-mat></body></html>`);
  // A page's code: the component, and an engine of its own beside the mats.
  fs.writeFileSync(path.join(app, 'main.js'), `
import {createEngine} from 'equations-engine';
import 'equations-engine/equations-mat';
window.appEngine = createEngine().then((engine) => engine.check({rules: 'agloa',
  division: 'middle', goal: '2x 3+5', required: '5', permitted: 'x 3', forbidden: '7',
  resources: '0 1 + -', challenge: 'impossible', equation: ${JSON.stringify(EQUATION)}}));
${worker ? `window.appWorker = createEngine({worker: true}).then((engine) => engine.check({
  rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5', permitted: 'x 3',
  forbidden: '7', resources: '0 1 + -', challenge: 'impossible',
  equation: ${JSON.stringify(EQUATION)}}));` : ''}
`);
  return app;
}

/** Counts, in the page, every compilation of WebAssembly (compile, compileStreaming, new Module,
 *  instantiate from bytes) and every instantiation. */
export function countCompiles() {
  const W = WebAssembly;
  window.wasmCounts = {compiles: 0, instances: 0};
  const wrap = (name, counts) => {
    const original = W[name];
    W[name] = function (...args) {
      counts(args);
      return original.apply(this, args);
    };
  };
  wrap('compile', () => window.wasmCounts.compiles++);
  wrap('compileStreaming', () => window.wasmCounts.compiles++);
  wrap('instantiateStreaming', () => {
    window.wasmCounts.compiles++;
    window.wasmCounts.instances++;
  });
  wrap('instantiate', (args) => {
    if (!(args[0] instanceof W.Module)) window.wasmCounts.compiles++;
    window.wasmCounts.instances++;
  });
  const Module = W.Module;
  W.Module = function (...args) {
    window.wasmCounts.compiles++;
    return new Module(...args);
  };
  W.Module.prototype = Module.prototype;
  Object.setPrototypeOf(W.Module, Module);
}

/** Loads `url`, waits for both mats and the page's engine, checks the Equation on each mat, and
 *  answers what the test asserts. */
export async function visit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  const wasmRequests = [];
  page.on('request', (r) => {
    if (/\.wasm(\?|$)/.test(r.url())) wasmRequests.push(r.url());
  });
  await page.addInitScript(countCompiles);
  await page.goto(url);
  const result = await page.evaluate(async (equation) => {
    await customElements.whenDefined('equations-mat');
    const mats = [...document.querySelectorAll('equations-mat')];
    const ready = await Promise.all(mats.map((mat) => mat.ready));
    const verdicts = await Promise.all(mats.map((mat) => mat.check(equation, 'impossible')));
    const shown = mats.map((mat) => mat.shadowRoot.querySelector('.verdict').textContent);
    return {ready, verdicts: verdicts.map((v) => v.correct), shown,
      engine: (await window.appEngine).correct, counts: window.wasmCounts,
      worker: window.appWorker ? (await window.appWorker).correct : null};
  }, EQUATION);
  await context.close();
  return {...result, wasmRequests, problems};
}
