// The build's web steps (cmake/): the font subset keeps every character the UI draws, the
// bundle writes hashed names and leaves the test hook out of the published site, and the size
// budget fails when a file grows over it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readCmap, subsetFont, parseRanges} from '../../cmake/subset_font.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const cmake = fs.readFileSync(path.join(root, 'cmake/web.cmake'), 'utf8');
const ranges = cmake.match(/EQUATIONS_WEB_FONT_RANGES "([^"]+)"/)[1];

// The code points ui/theme.cpp asks Dear ImGui to draw (its kRanges pairs).
function uiCodePoints() {
  const theme = fs.readFileSync(path.join(root, 'ui/theme.cpp'), 'utf8');
  const list = theme.match(/kRanges\[\] = \{([^}]+)\}/)[1].split(',').map((v) => Number(v.trim()))
    .filter((v) => v > 0);
  const points = [];
  for (let i = 0; i + 1 < list.length; i += 2) {
    for (let c = list[i]; c <= list[i + 1]; c++) points.push(c);
  }
  return points;
}

test('the subset fonts keep every character the UI draws, and are a tenth of the size', () => {
  const wanted = uiCodePoints();
  assert.ok(wanted.includes(0x221A) && wanted.includes(0xD7), 'the UI draws √ and ×');
  for (const name of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
    const full = fs.readFileSync(`/usr/share/fonts/truetype/dejavu/${name}`);
    const {font, characters} = subsetFont(full, parseRanges(ranges));
    assert.ok(font.length * 5 < full.length, `${name}: ${font.length} of ${full.length} bytes`);
    const before = readCmap(tableOf(full, 'cmap'));
    const after = readCmap(tableOf(font, 'cmap'));
    const missing = wanted.filter((c) => before(c) !== 0 && after(c) === 0);
    assert.deepEqual(missing.map((c) => c.toString(16)), [], `${name} lost characters`);
    assert.ok(characters >= wanted.filter((c) => before(c) !== 0).length);
    // FreeType (fontconfig) reads the subset and finds those characters in it.
    const file = path.join(os.tmpdir(), `subset-${process.pid}-${name}`);
    fs.writeFileSync(file, font);
    const charset = execFileSync('fc-scan', ['--format', '%{charset}', file], {encoding: 'utf8'});
    fs.rmSync(file);
    assert.match(charset, /^20-7e a0-ff .*2190-.*22ff/, charset);
  }
});

function tableOf(font, tag) {
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    if (font.toString('latin1', at, at + 4) === tag) {
      const offset = font.readUInt32BE(at + 8);
      return font.subarray(offset, offset + font.readUInt32BE(at + 12));
    }
  }
  throw new Error(`no ${tag}`);
}

test('the bundle hashes the game files and puts the test hook only in the test build', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'equations-bundle-'));
  const game = path.join(work, 'emscripten');
  fs.mkdirSync(game);
  for (const name of ['equations.js', 'equations.wasm', 'equations.data']) {
    fs.writeFileSync(path.join(game, name), `${name} contents`);
  }
  const bundle = (out, hook) => spawnSync('node', [path.join(root, 'cmake/web_bundle.mjs'), 'game',
    path.join(root, 'web'), game, path.join(work, out), hook], {encoding: 'utf8'});
  assert.equal(bundle('test', '1').status, 0);
  assert.equal(bundle('site', '0').status, 0);
  const list = (dir) => fs.readdirSync(path.join(work, dir)).sort();
  assert.ok(list('test').some((n) => /^test-hook\.[0-9a-f]{10}\.js$/.test(n)), list('test'));
  assert.deepEqual(list('site').filter((n) => /hook/.test(n)), []);
  const page = fs.readFileSync(path.join(work, 'site/index.html'), 'utf8');
  assert.match(page, /<script src="loader\.[0-9a-f]{10}\.js"><\/script>/);
  assert.doesNotMatch(page, /test-hook|\son[a-z]+=/);
  const loader = list('site').find((n) => n.startsWith('loader.'));
  const text = fs.readFileSync(path.join(work, 'site', loader), 'utf8');
  assert.match(text, /'equations\.[0-9a-f]{10}\.wasm'/);
  assert.doesNotMatch(text, /'equations\.wasm'/);
  const worker = fs.readFileSync(path.join(work, 'site/sw.js'), 'utf8');
  assert.doesNotMatch(worker, /@VERSION@|@FILES@/);
  assert.match(worker, /"\.\/","equations\.[0-9a-f]{10}\.wasm"/);
  // A new build of one file leaves only its new name behind.
  fs.writeFileSync(path.join(game, 'equations.wasm'), 'new contents');
  assert.equal(bundle('site', '0').status, 0);
  assert.equal(list('site').filter((n) => /^equations\.[0-9a-f]{10}\.wasm$/.test(n)).length, 1);
  fs.rmSync(work, {recursive: true});
});

test('the size budget passes today\'s package and fails a wasm grown over it', () => {
  const budget = path.join(root, 'cmake/size_budget.mjs');
  const packageDir = path.resolve(process.env.EQUATIONS_PACKAGE_DIR || 'build/wasm/package');
  const ok = spawnSync('node', [budget, 'package', packageDir], {encoding: 'utf8'});
  assert.equal(ok.status, 0, ok.stdout + ok.stderr);
  assert.match(ok.stdout, /size: package wasm: [\d.]+ KiB raw, [\d.]+ KiB gzip, within/);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'equations-budget-'));
  fs.writeFileSync(path.join(work, 'big.wasm'), randomBytes(600 * 1024));
  const over = spawnSync('node', [budget, 'package', work], {encoding: 'utf8'});
  assert.equal(over.status, 1);
  assert.match(over.stdout, /OVER the budget/);
  fs.rmSync(work, {recursive: true});
});
