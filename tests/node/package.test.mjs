// The package as a web developer gets it: its types hold an embedder's code (tsc), and `npm pack`
// gives a tarball that installs into an empty folder, offline, where its example runs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const packageDir = path.resolve(process.env.EQUATIONS_PACKAGE_DIR || 'build/wasm/package');
const tsc = path.join(root, 'node_modules/.bin/tsc');

function run(command, args, cwd) {
  try {
    return {ok: true, out: execFileSync(command, args, {cwd, encoding: 'utf8', stdio: 'pipe'})};
  } catch (error) {
    return {ok: false, out: `${error.stdout ?? ''}${error.stderr ?? ''}`};
  }
}

test('the types accept an embedder\'s example and refuse a misuse', () => {
  const good = run(tsc, ['-p', 'tests/package/tsconfig.json'], root);
  assert.ok(good.ok, good.out);
  const bad = run(tsc, ['-p', 'tests/package/tsconfig.bad.json'], root);
  assert.equal(bad.ok, false, 'tsc accepted rules: "chess"');
  assert.match(bad.out, /"chess"/);
  assert.match(bad.out, /"midle"/);
});

// The paths of the empty strings, objects and arrays and the nulls in a manifest.
function emptyFields(value, at = 'package.json') {
  if (value === null || value === '') return [at];
  if (typeof value !== 'object') return [];
  const entries = Object.entries(value);
  if (entries.length === 0) return [at];
  return entries.flatMap(([key, member]) => emptyFields(member, `${at}.${key}`));
}

// package.json as wasm/package_json.cmake writes it for a repository URL (undefined: none).
function manifestFor(url) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'equations-manifest-')), 'package.json');
  const args = [`-DPACKAGE_JSON_IN=${path.join(root, 'wasm/package/package.json.in')}`,
    `-DPACKAGE_JSON_OUT=${out}`, '-DPROJECT_VERSION=1.2.3'];
  if (url !== undefined) args.push(`-DEQUATIONS_REPOSITORY_URL=${url}`);
  const made = run('cmake', [...args, '-P', path.join(root, 'wasm/package_json.cmake')], root);
  assert.ok(made.ok, made.out);
  return JSON.parse(readFileSync(out, 'utf8'));
}

test('package.json names the repository when a URL is configured, and has no empty field', () => {
  const url = 'git+https://github.com/example/equations.git';
  const named = manifestFor(url);
  assert.deepEqual(named.repository, {type: 'git', url});
  assert.deepEqual(emptyFields(named), []);
  const none = manifestFor(undefined);
  assert.equal('repository' in none, false);
  assert.deepEqual(emptyFields(none), []);
  assert.equal(manifestFor('').repository, undefined);
  assert.equal(manifestFor('https://host/a"b\\c.git').repository.url, 'https://host/a"b\\c.git');
});

test('npm pack gives a tarball that installs offline and runs', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'equations-pack-'));
  const packed = JSON.parse(run('npm', ['pack', packageDir, '--json', '--pack-destination', work],
    root).out);
  const files = packed[0].files.map((f) => f.path).sort();
  assert.deepEqual(files, ['CHANGELOG.md', 'LICENSE', 'README.md', 'equations-answers.d.ts',
    'equations-engine-load.mjs', 'equations-engine.mjs', 'equations-engine.wasm',
    'equations-jsx.d.ts', 'equations-mat-drag.mjs', 'equations-mat-position.mjs',
    'equations-mat-style.mjs', 'equations-mat.d.ts', 'equations-mat.mjs',
    'equations-worker-engine.d.ts', 'equations-worker-engine.mjs', 'equations-worker.mjs',
    'index.d.ts', 'index.mjs', 'package.json']);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  assert.equal(manifest.license, 'MIT');
  assert.match(readFileSync(path.join(packageDir, 'LICENSE'), 'utf8'), /^MIT License/);
  // Every file a bundler or a page may ask for by name is exported.
  for (const name of ['./equations-engine.wasm', './equations-worker.mjs', './worker', './jsx',
    './equations-mat']) {
    assert.ok(name in manifest.exports, name);
  }
  // The package.json in the tarball, as npm packed it: no empty field (an unset repository URL).
  const tarball = path.join(work, packed[0].filename);
  const packedManifest = run('tar', ['-xzOf', tarball, 'package/package.json'], root);
  assert.ok(packedManifest.ok, packedManifest.out);
  assert.deepEqual(emptyFields(JSON.parse(packedManifest.out)), []);
  for (const f of packed[0].files) console.log(`# ${f.path}: ${f.size} bytes`);
  console.log(`# tarball ${packed[0].filename}: ${packed[0].size} bytes, unpacked ${packed[0].unpackedSize}`);

  const app = path.join(work, 'app');
  run('mkdir', ['-p', app]);
  writeFileSync(path.join(app, 'package.json'), '{"name":"app","private":true,"type":"module"}');
  const install = run('npm', ['install', '--offline', '--no-audit', '--no-fund',
    path.join(work, packed[0].filename)], app);
  assert.ok(install.ok, install.out);
  writeFileSync(path.join(app, 'main.mjs'), `
    import {createEngine} from 'equations-engine';
    const engine = await createEngine();
    const answer = engine.check({rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5',
      permitted: 'x 3', forbidden: '7', resources: '0 1 + -', challenge: 'impossible',
      equation: '(5x3)+1 = 2x(3+5)'});
    console.log(JSON.stringify(answer));
    const mat = await import('equations-engine/equations-mat');
    if (typeof mat.EquationsMat !== 'function') throw new Error('no EquationsMat export');`);
  const main = run('node', ['main.mjs'], app);
  assert.ok(main.ok, main.out);
  assert.equal(JSON.parse(main.out).correct, true, main.out);
  assert.ok(readdirSync(path.join(app, 'node_modules/equations-engine')).includes('index.mjs'));
});
