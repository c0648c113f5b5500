// Finding, fetching and compiling the engine's .wasm, once per page: every engine, mat and worker
// instantiates the same compiled WebAssembly.Module. The default URL is written as
// `new URL('./equations-engine.wasm', import.meta.url)` so that bundlers (Vite, webpack, Parcel)
// see the file, copy it to their output and rewrite the URL.
const isNode = typeof process === 'object' && process !== null &&
    typeof process.versions === 'object' && typeof process.versions.node === 'string';

const OPTIONS = ['wasmUrl', 'workerUrl'];
let pageSettings = {};
const compiled = new Map();  // URL -> Promise<WebAssembly.Module>

/** Page-wide settings read by every later createEngine() and <equations-mat>: where the .wasm
 *  (`wasmUrl`) and the worker module (`workerUrl`) are, when a host serves them elsewhere. */
export function configure(settings) {
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
    throw new TypeError('configure(settings): settings must be an object such as ' +
      "{wasmUrl: '/assets/equations-engine.wasm'}");
  }
  for (const [name, value] of Object.entries(settings)) {
    if (!OPTIONS.includes(name)) {
      throw new TypeError(`configure(settings): unknown setting "${name}"; expected ${
        OPTIONS.join(' or ')}`);
    }
    if (value !== undefined && typeof value !== 'string' && !(value instanceof URL)) {
      throw new TypeError(`configure(settings): ${name} must be a string or a URL`);
    }
  }
  pageSettings = {...pageSettings, ...settings};
}

/** The page-wide settings given to configure(). */
export function configured() {
  return {...pageSettings};
}

/** Resolves to the compiled engine for these options (wasmModule, wasmBinary, wasmUrl or the
 *  page's setting, else the file beside this module); a URL is fetched and compiled once. */
export function compileEngine(options = {}) {
  if (options.wasmModule) {
    if (!(options.wasmModule instanceof WebAssembly.Module)) {
      return Promise.reject(new TypeError('wasmModule must be a WebAssembly.Module'));
    }
    return Promise.resolve(options.wasmModule);
  }
  if (options.wasmBinary) return compileBytes(options.wasmBinary, 'the wasmBinary option');
  const chosen = options.wasmUrl ?? pageSettings.wasmUrl;
  const places = chosen ? [absolute(chosen)] : defaultPlaces();
  const key = places[0].href;
  if (!compiled.has(key)) {
    const loading = fetchAndCompile(places);
    compiled.set(key, loading);
    loading.catch(() => compiled.delete(key));  // a later call may try again
  }
  return compiled.get(key);
}

function absolute(url) {
  const base = typeof document === 'object' && document ? document.baseURI : import.meta.url;
  return new URL(url, base);
}

function defaultPlaces() {
  const beside = new URL('./equations-engine.wasm', import.meta.url);
  // A dev server that pre-bundles dependencies (Vite) serves this module from
  // node_modules/.vite/deps/ without the .wasm beside it: the package's own folder is then
  // ../../equations-engine/. Built at run time so that no bundler takes it for an asset.
  if (/\/node_modules\/\.vite\/deps\//.test(import.meta.url)) {
    return [new URL(['..', '..', 'equations-engine', 'equations-engine.wasm'].join('/'),
      import.meta.url), beside];
  }
  return [beside];
}

async function fetchAndCompile(places) {
  const failures = [];
  for (const url of places) {
    let bytes;
    try {
      bytes = await read(url);
    } catch (error) {
      failures.push(`${url.href}: ${error.message}`);
      continue;
    }
    return compileBytes(bytes, url.href);
  }
  throw new Error(`the rules engine's equations-engine.wasm could not be loaded (${
    failures.join('; ')}). Fix: serve equations-engine.wasm from the equations-engine package ` +
    'beside its index.mjs (a bundler that copies assets does it), or call configure({wasmUrl: ' +
    "'/your/path/equations-engine.wasm'}) from 'equations-engine' before the first engine or " +
    'mat, or set the wasm-url attribute of <equations-mat>.');
}

async function read(url) {
  if (isNode && url.protocol === 'file:') {
    // A name in a variable: bundlers for the browser (esbuild) leave it alone.
    const name = 'node:fs/promises';
    const fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ name);
    return fs.readFile(url);
  }
  let response;
  try {
    response = await fetch(url, {credentials: 'same-origin'});
  } catch (error) {
    throw new Error(`the request failed (${error.message}; a Content-Security-Policy's ` +
      'connect-src, CORS or the network)');
  }
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!isWasm(bytes)) {
    const type = response.headers.get('content-type') || 'no content type';
    throw new Error(`the server sent ${bytes.length} bytes of ${type}, not WebAssembly ` +
      '(a page sent for a missing file?)');
  }
  return bytes;
}

function isWasm(bytes) {
  return bytes.length >= 4 && bytes[0] === 0 && bytes[1] === 0x61 && bytes[2] === 0x73 &&
    bytes[3] === 0x6d;
}

async function compileBytes(bytes, where) {
  try {
    return await WebAssembly.compile(bytes);
  } catch (error) {
    const csp = /unsafe-eval|Content Security Policy|CSP/i.test(error.message) ?
      " Fix: add 'wasm-unsafe-eval' to the page's Content-Security-Policy script-src." : '';
    throw new Error(`the rules engine from ${where} could not be compiled: ${error.message}.${csp}`);
  }
}
