// Prints the sizes (raw and gzip) of what a browser downloads, and fails above the budget
// (docs/embedding.md, "Size budget"). Run by the build after each bundle step and by ctest.
//   node size_budget.mjs package <package dir>   the engine package and the <equations-mat>, and
//                                                the worker engine's modules (loaded on demand)
//   node size_budget.mjs game <web dir>          everything web/index.html loads
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

// Budgets in bytes of gzip (level 9), as a static host or CDN serves them.
export const BUDGET = {
  'package wasm': 550 * 1024,
  'package JavaScript': 31 * 1024,
  'package worker JavaScript': 6 * 1024,
  'game page': 1000 * 1024,
};

function sizes(file) {
  const content = fs.readFileSync(file);
  return {raw: content.length, gzip: gzipSync(content, {level: 9}).length};
}
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

function report(group, dir, files) {
  let raw = 0, gzip = 0;
  for (const name of files) {
    const size = sizes(path.join(dir, name));
    raw += size.raw;
    gzip += size.gzip;
    console.log(`size: ${name.padEnd(34)} ${kb(size.raw).padStart(12)} raw ${
      kb(size.gzip).padStart(12)} gzip`);
  }
  const limit = BUDGET[group];
  const verdict = gzip <= limit ? 'within' : 'OVER';
  console.log(`size: ${group}: ${kb(raw)} raw, ${kb(gzip)} gzip, ${verdict} the budget of ${
    kb(limit)} gzip`);
  return gzip <= limit;
}

const [mode, dir] = process.argv.slice(2);
let ok = true;
if (mode === 'package' && dir) {
  const names = fs.readdirSync(dir);
  ok = report('package wasm', dir, names.filter((n) => n.endsWith('.wasm'))) && ok;
  // What a page with a mat loads, and what the worker engine adds when a page asks for it.
  const worker = (n) => /^equations-worker/.test(n);
  ok = report('package JavaScript', dir, names.filter((n) => n.endsWith('.mjs') && !worker(n))) &&
    ok;
  ok = report('package worker JavaScript', dir, names.filter((n) => n.endsWith('.mjs') &&
    worker(n))) && ok;
} else if (mode === 'game' && dir) {
  const page = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = ['index.html'];
  for (const [, name] of page.matchAll(/(?:src|href)="([^":]+)"/g)) files.push(name);
  const loader = files.find((n) => /^loader\./.test(n));
  if (loader) {
    const text = fs.readFileSync(path.join(dir, loader), 'utf8');
    for (const [, name] of text.matchAll(/'(equations\.[0-9a-f]{10}\.[a-z]+)'/g)) files.push(name);
  }
  ok = report('game page', dir, [...new Set(files)]);  // a file the loader names twice loads once
} else {
  console.error('usage: size_budget.mjs package <dir> | game <dir>');
  process.exit(2);
}
if (!ok) {
  console.error('size: over the budget (docs/embedding.md, "Size budget")');
  process.exit(1);
}
