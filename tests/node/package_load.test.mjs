// Loading the package under node as a server does: engines share one compiled module, configure()
// and bad locations fail with the URL and the fix, and a play answer spread into the next request
// is played.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const packageDir = path.resolve(process.env.EQUATIONS_PACKAGE_DIR || 'build/wasm/package');
const pkg = await import(pathToFileURL(path.join(packageDir, 'index.mjs')).href);

test('engines under node share one compiled module and keep their own memory', async () => {
  const [a, b] = await Promise.all([pkg.createEngine(), pkg.createEngine()]);
  assert.equal(await pkg.compileEngine(), await pkg.compileEngine());
  const check = {rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5',
    permitted: 'x 3', forbidden: '7', resources: '0 1 + -', challenge: 'impossible',
    equation: '(5x3)+1 = 2x(3+5)'};
  assert.equal(a.check(check).correct, true);
  assert.equal(b.check(check).correct, true);
});

test('a .wasm that is not there fails with its URL and the fix; configure is checked', async () => {
  const missing = pathToFileURL(path.join(packageDir, 'no-such.wasm'));
  await assert.rejects(pkg.createEngine({wasmUrl: missing}),
    (error) => /no-such\.wasm/.test(error.message) && /configure\(\{wasmUrl/.test(error.message));
  assert.throws(() => pkg.configure({wasmURL: 'x'}), /unknown setting "wasmURL"; expected wasmUrl/);
  assert.throws(() => pkg.configure('x'), TypeError);
  await assert.rejects(pkg.createEngine({worker: true}), /Web Workers are not available/);
});

test('play takes its own answer spread into the next request', async () => {
  const engine = await pkg.createEngine();
  const first = engine.play({game: 'equations', config: {rules: 'agloa', division: 'middle',
    players: 2, seed: 7}});
  assert.equal(first.error, undefined, JSON.stringify(first));
  const next = engine.play({...first, apply: first.legal_actions[0]});
  assert.equal(next.error, undefined, JSON.stringify(next));
  assert.equal(next.refused, undefined);
  assert.equal(next.actions.length, first.actions.length + 1);
  assert.match(engine.play({...first, players: 3, apply: 'x', extra: 1}).error, /extra/);
});
