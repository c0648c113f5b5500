// The package as web developers load it, each with no configuration of the bundler: a Vite dev
// server, a Vite build, a webpack 5 build, an esbuild bundle, and a plain <script type="module">
// from a folder. Each page holds two mats and an engine of its own; Chromium checks an Equation on
// each mat, and that the .wasm was downloaded once and compiled once for all three.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {launch} from '../browser/harness.mjs';
import {serveWith} from '../browser/embed_support.mjs';
import {makeApp, packageDir, visit} from './app_support.mjs';

let browser;
const servers = [];
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
});

async function serve(dir) {
  const server = await serveWith({dir});
  servers.push(server);
  return server;
}

function expectTwoMats(result, label, worker = false) {
  assert.deepEqual(result.problems, [], `${label}: ${result.problems.join('\n')}`);
  assert.equal(result.ready.length, 2, label);
  assert.deepEqual(result.verdicts, [true, true], `${label}: ${JSON.stringify(result.shown)}`);
  assert.ok(result.shown.every((text) => /^Correct\./.test(text)), JSON.stringify(result.shown));
  assert.equal(result.engine, true, `${label}: the page's own engine`);
  assert.equal(result.worker, worker ? true : null, `${label}: the engine in a worker`);
  assert.equal(result.wasmRequests.length, 1, `${label}: ${result.wasmRequests.join(', ')}`);
  assert.equal(result.counts.compiles, 1, `${label}: ${JSON.stringify(result.counts)}`);
  assert.equal(result.counts.instances, 3, `${label}: ${JSON.stringify(result.counts)}`);
  console.log(`# ${label}: 2 mats correct${worker ? ', worker engine correct' : ''}, ${
    result.wasmRequests.length} wasm download, ` +
    `${result.counts.compiles} compile, ${result.counts.instances} instances`);
}

test('Vite: the dev server (dependencies pre-bundled) and a production build', async () => {
  const {createServer, build} = await import('vite');
  const app = makeApp('vite', {worker: true});
  const dev = await createServer({root: app, configFile: false, logLevel: 'silent',
    server: {host: '127.0.0.1', port: 0, strictPort: false}});
  await dev.listen();
  try {
    const address = dev.httpServer.address();
    expectTwoMats(await visit(browser, `http://127.0.0.1:${address.port}/`), 'vite dev', true);
  } finally {
    await dev.close();
  }
  await build({root: app, configFile: false, logLevel: 'silent'});
  const dist = path.join(app, 'dist');
  assert.ok(fs.readdirSync(path.join(dist, 'assets')).some((n) => n.endsWith('.wasm')));
  const site = await serve(dist);
  expectTwoMats(await visit(browser, `${site.origin}/`), 'vite build', true);
});

test('webpack 5: a production build copies the .wasm and the worker', async () => {
  const {default: webpack} = await import('webpack');
  const app = makeApp('webpack', {script: './dist/main.js', type: 'text/javascript',
    worker: true});
  const stats = await new Promise((resolve, reject) => webpack({
    mode: 'production', context: app, entry: './main.js',
    output: {path: path.join(app, 'dist'), filename: 'main.js', publicPath: 'auto', clean: true},
  }, (error, result) => (error ? reject(error) : resolve(result))));
  const info = stats.toJson({all: false, errors: true, warnings: true, assets: true});
  assert.deepEqual(info.errors, [], JSON.stringify(info.errors, null, 1));
  const assets = info.assets.map((a) => a.name);
  assert.ok(assets.some((n) => n.endsWith('.wasm')), assets.join(', '));
  const site = await serve(app);
  expectTwoMats(await visit(browser, `${site.origin}/`), 'webpack', true);
});

test('esbuild: a bundle with the .wasm copied beside it', async () => {
  const esbuild = await import('esbuild');
  const app = makeApp('esbuild', {script: './dist/main.js'});
  await esbuild.build({entryPoints: [path.join(app, 'main.js')], bundle: true, format: 'esm',
    splitting: true, outdir: path.join(app, 'dist'), absWorkingDir: app, logLevel: 'silent'});
  // esbuild leaves new URL(..., import.meta.url) as it is: the one step its users take.
  fs.copyFileSync(path.join(packageDir, 'equations-engine.wasm'),
    path.join(app, 'dist', 'equations-engine.wasm'));
  const site = await serve(app);
  expectTwoMats(await visit(browser, `${site.origin}/`), 'esbuild');
});

test('a plain <script type="module"> from the package folder, and a clear error when the .wasm ' +
  'is missing', async () => {
  const app = makeApp('plain', {script: './node_modules/equations-engine/equations-mat.mjs'});
  fs.writeFileSync(path.join(app, 'index.html'), fs.readFileSync(path.join(app, 'index.html'),
    'utf8').replace('</head>', '<script type="module" src="./main.js"></script></head>'));
  fs.writeFileSync(path.join(app, 'main.js'), fs.readFileSync(path.join(app, 'main.js'), 'utf8')
    .replaceAll("'equations-engine'", "'./node_modules/equations-engine/index.mjs'")
    .replaceAll("'equations-engine/equations-mat'",
      "'./node_modules/equations-engine/equations-mat.mjs'"));
  const site = await serve(app);
  expectTwoMats(await visit(browser, `${site.origin}/`), 'plain module');

  fs.rmSync(path.join(app, 'node_modules/equations-engine/equations-engine.wasm'));
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.origin}/`);
  const failure = await page.evaluate(() => document.getElementById('one').ready.then(
    () => 'ready', (error) => error.message));
  await context.close();
  assert.match(failure, /equations-engine\.wasm could not be loaded/);
  assert.match(failure, /node_modules\/equations-engine\/equations-engine\.wasm: the server answered 404/);
  assert.match(failure, /configure\(\{wasmUrl/);
});
