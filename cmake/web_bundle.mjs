// Puts the web output together (run by cmake/web.cmake; README "The web output").
//   node web_bundle.mjs embed <web source> <package dir> <out>
//     copies the package into <out>/package/ and the embed, sandbox and docs pages into <out>.
//   node web_bundle.mjs game <web source> <emscripten output dir> <out> <test hook 0|1>
//     gives the game's files content-hashed names (equations.<hash>.wasm, ...), writes index.html
//     to load them, a service worker (sw.js) that caches them for offline play, and the browser
//     test hook (test-hook.<hash>.js) only when asked for.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const EMBED_PAGES = ['embed.html', 'embed.js', 'sandbox.html', 'sandbox.js', 'docs.html',
  'docs.js', 'pages.css'];
// A content hash in a file name: name.<10 hex>.ext. Such files never change, so they are cached
// for good; every other file is asked of the network first.
const HASHED = /\.[0-9a-f]{10}\.[a-z]+$/;

function fail(message) {
  console.error(`web_bundle: ${message}`);
  process.exit(1);
}
function read(file) {
  if (!fs.existsSync(file)) fail(`missing ${file}`);
  return fs.readFileSync(file);
}
function writeIfChanged(file, content) {
  if (fs.existsSync(file) && Buffer.compare(fs.readFileSync(file), Buffer.from(content)) === 0) {
    return;
  }
  fs.writeFileSync(file, content);
}
const hashOf = (content) => createHash('sha256').update(content).digest('hex').slice(0, 10);

// Writes `content` as <out>/<stem>.<hash><ext>; answers that name.
function emitHashed(out, name, content) {
  const ext = path.extname(name);
  const hashed = `${path.basename(name, ext)}.${hashOf(content)}${ext}`;
  writeIfChanged(path.join(out, hashed), content);
  return hashed;
}

function embed(source, packageDir, out) {
  const manifest = JSON.parse(read(path.join(packageDir, 'package.json')));
  const target = path.join(out, 'package');
  fs.mkdirSync(target, {recursive: true});
  for (const name of [...manifest.files, 'package.json']) {
    writeIfChanged(path.join(target, name), read(path.join(packageDir, name)));
  }
  for (const name of EMBED_PAGES) {
    writeIfChanged(path.join(out, name), read(path.join(source, name)));
  }
}

function game(source, emscripten, out, testHook) {
  fs.mkdirSync(out, {recursive: true});
  const names = {};
  for (const name of ['equations.wasm', 'equations.data', 'equations.js']) {
    names[name] = emitHashed(out, name, read(path.join(emscripten, name)));
  }
  let loader = read(path.join(source, 'loader.js')).toString();
  for (const [plain, hashed] of Object.entries(names)) {
    const quoted = `'${plain}'`;
    if (!loader.includes(quoted)) fail(`web/loader.js does not name ${quoted}`);
    loader = loader.split(quoted).join(`'${hashed}'`);
  }
  names['loader.js'] = emitHashed(out, 'loader.js', loader);
  names['style.css'] = emitHashed(out, 'style.css', read(path.join(source, 'style.css')));
  let scripts = `<script src="${names['loader.js']}"></script>`;
  if (testHook) {
    names['test-hook.js'] = emitHashed(out, 'test-hook.js', read(path.join(source, 'test-hook.js')));
    scripts = `<script src="${names['test-hook.js']}"></script>\n${scripts}`;
  }

  let page = read(path.join(source, 'index.html')).toString();
  const replace = (from, to) => {
    if (!page.includes(from)) fail(`web/index.html has no ${from}`);
    page = page.replace(from, to);
  };
  replace('<script src="loader.js"></script>', scripts);
  replace('href="style.css"', `href="${names['style.css']}"`);
  if (/\son[a-z]+=|<script>|style="/i.test(page)) {
    fail('web/index.html has an inline script, handler or style (a strict CSP refuses them)');
  }
  writeIfChanged(path.join(out, 'index.html'), page);

  // The service worker's list: the page and every file it loads; its version changes with them.
  const files = ['./', ...Object.values(names)];
  const version = hashOf(files.join('\n'));
  const worker = read(path.join(source, 'sw.js')).toString()
    .replace("'@VERSION@'", JSON.stringify(version))
    .replace("'@FILES@'", JSON.stringify(files));
  writeIfChanged(path.join(out, 'sw.js'), worker);

  // Hashed files of earlier builds are never loaded again: remove them.
  const current = new Set(Object.values(names));
  for (const name of fs.readdirSync(out)) {
    if (HASHED.test(name) && /^(equations|loader|style|test-hook)\./.test(name) &&
        !current.has(name)) {
      fs.rmSync(path.join(out, name));
    }
  }
  console.log(`web_bundle: ${out}: ${Object.values(names).join(', ')}, sw.js ${version}` +
    (testHook ? ' (with the browser test hook)' : ''));
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'embed' && rest.length === 3) {
  embed(...rest.map((p) => path.resolve(p)));
} else if (mode === 'game' && rest.length === 4) {
  game(path.resolve(rest[0]), path.resolve(rest[1]), path.resolve(rest[2]), rest[3] === '1');
} else {
  fail('usage: web_bundle.mjs embed <web> <package> <out> | game <web> <emscripten> <out> <0|1>');
}
