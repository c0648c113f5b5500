// Pieces of the embedding tests: servers that send a Content-Security-Policy (and CORS, for the
// package served to another origin), a host page of a league's site, and a recorder of CSP
// violations in every frame.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {webDir} from './harness.mjs';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.data': 'application/octet-stream',
  '.json': 'application/json', '.ts': 'text/plain',
};

// The strict policy the package promises to work under: no inline script or style, no eval.
// 'wasm-unsafe-eval' is the one exception, and it is needed: Chromium compiles WebAssembly under a
// script-src only when it is there (without it, the mats report an error: see the test).
export function strictPolicy({others = '', wasm = true} = {}) {
  return [`default-src 'self'${others}`,
    `script-src 'self'${others}${wasm ? " 'wasm-unsafe-eval'" : ''}`,
    `style-src 'self'${others}`, `connect-src 'self'${others}`, `img-src 'self' data:`,
    `frame-src 'self'${others}`, `worker-src 'self'`, "object-src 'none'", "base-uri 'none'"]
    .join('; ');
}

// Serves `files` ({path: content}) and then `dir` on host:port 0 with `headers(path)` added.
// Resolves to {origin, requests, close()}; `requests` lists every path asked for.
export function serveWith({host = '127.0.0.1', dir = webDir, files = {}, headers = () => ({})}) {
  const requests = [];
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    requests.push(name);
    let body = files[name];
    const file = path.join(dir, name === '/' ? 'index.html' : name);
    if (body === undefined) {
      if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        response.writeHead(404).end('not found');
        return;
      }
      body = fs.readFileSync(file);
    }
    const ext = path.extname(name === '/' ? 'index.html' : name);
    response.writeHead(200, {'Content-Type': types[ext] || 'application/octet-stream',
      'Cache-Control': 'no-cache', ...headers(name)});
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    origin: `http://${host}:${server.address().port}`,
    requests,
    close: () => new Promise((done) => {
      server.closeAllConnections();
      server.close(done);
    }),
  })));
}

// A league's page on its own origin, embedding two mats and an iframe from `widgets`.
export function hostPage(widgets) {
  const frame = `${widgets}/embed.html#rules=agloa&division=middle&goal=2x%203%2B5&required=5` +
    '&permitted=x%203&forbidden=7&resources=0%201%20%2B%20-';
  return {
    '/': `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Riverside Equations League</title>
<link rel="stylesheet" href="/host.css">
<script type="module" src="${widgets}/package/equations-mat.mjs"></script>
<script type="module" src="/host.js"></script>
</head>
<body>
<h1>Riverside Equations League: this week's position</h1>
<p><label for="notes">Your notes</label> <input id="notes" type="text"></p>
<div class="row">
<div class="main"><h2 id="try">Try it</h2>
<equations-mat id="mat1" interactive aria-labelledby="try" rules="agloa" division="middle"
  goal="2x 3+5" required="5" permitted="x 3" forbidden="7" resources="0 1 + -"></equations-mat>
</div>
<div class="side"><h2 id="last">Last week</h2>
<equations-mat id="mat2" aria-labelledby="last" rules="acc" division="5" goal="6x4"
  required="4" resources="1 2 3 + x"></equations-mat>
</div>
</div>
<h2>The same position in a frame</h2>
<iframe id="frame" title="Equations mat in a frame" src="${frame}"></iframe>
</body>
</html>
`,
    '/host.css': `body { font: 16px/1.4 sans-serif; margin: 1rem; }
.row { display: flex; gap: 1rem; flex-wrap: wrap; }
.main { flex: 2 1 24rem; min-width: 0; } .side { flex: 1 1 14rem; min-width: 0; }
iframe { width: 100%; height: 430px; border: 1px solid #888; }
`,
    '/host.js': `// The host page hears the mats' events and the frame's messages.
window.hostEvents = [];
window.hostKeys = [];
document.addEventListener('keydown', (event) => window.hostKeys.push(event.key));
for (const id of ['mat1', 'mat2']) {
  const mat = document.getElementById(id);
  for (const type of ['ready', 'change', 'check', 'error']) {
    mat.addEventListener(type, (event) =>
      window.hostEvents.push({from: id, type, detail: JSON.parse(JSON.stringify(event.detail))}));
  }
  if (mat.version) window.hostEvents.push({from: id, type: 'ready', detail: {version: mat.version}});
}
window.addEventListener('message', (event) => {
  if (event.origin !== ${JSON.stringify(widgets)} || !event.data ||
      event.data.source !== 'equations-mat') return;
  window.hostEvents.push({from: 'frame', type: event.data.type, detail: event.data.detail});
  if (event.data.type === 'resize')
    document.getElementById('frame').height = String(event.data.detail.height + 8);
});
// The frame may have been ready before this script ran: ask it again.
const frame = document.getElementById('frame');
const hello = () => frame.contentWindow.postMessage({source: 'equations-host', type: 'hello'},
  ${JSON.stringify(widgets)});
hello();
frame.addEventListener('load', hello);
`,
  };
}

// Counts Content-Security-Policy violations in every frame of pages of `context`.
export async function recordViolations(context) {
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
export async function violations(page) {
  const all = [];
  for (const frame of page.frames()) {
    all.push(...(await frame.evaluate(() => window.cspViolations || []).catch(() => [])));
  }
  return all;
}

// Opens `url` in a new context that records CSP violations; answers the page with the page
// errors and console errors it gave (`problems`) and every path it asked for (`requests`).
export async function openRecorded(browser, url, options = {}) {
  const context = await browser.newContext({viewport: {width: 1366, height: 768}, ...options});
  await recordViolations(context);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(url);
  return {context, page, problems, requests};
}
