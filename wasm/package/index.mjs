// equations-engine: the Equations rules engine (the exact judge of written Equations, the solver
// and the game layer) as an ES module, for web pages and node. No network, no globals: each
// createEngine() call is its own instance. Every method answers a value; none throws.
import createModule from './equations-engine.mjs';

const isNode = typeof process === 'object' && process !== null &&
    typeof process.versions === 'object' && typeof process.versions.node === 'string';

/** Returns a new engine; the .wasm is found beside this file unless options say otherwise. */
export async function createEngine(options = {}) {
  if (options === null || typeof options !== 'object') {
    throw new TypeError('createEngine(options): options must be an object');
  }
  const settings = {};
  if (options.wasmBinary) {
    settings.wasmBinary = options.wasmBinary;
  } else {
    const url = new URL(options.wasmUrl ?? './equations-engine.wasm', import.meta.url);
    if (isNode && url.protocol === 'file:') {
      const fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ 'node:fs/promises');
      settings.wasmBinary = await fs.readFile(url);
    } else {
      settings.locateFile = () => url.href;
    }
  }
  return new Engine(await createModule(settings));
}

class Engine {
  #module;
  constructor(module) {
    this.#module = module;
    this.version = module.version();
  }
  /** The faces of the cubes of each colour. */
  cubeFaces() {
    return JSON.parse(this.#module.cubeFaces());
  }
  /** The rule sets and their divisions. */
  ruleSets() {
    return this.request('rules', {});
  }
  /** The exact value of an expression. */
  evaluate(request) {
    return this.request('eval', request);
  }
  /** Whether a Goal is legal, with every interpretation and its value. */
  goal(request) {
    return this.request('goal', request);
  }
  /** Judges a written Equation against the mat, with every reason it is incorrect. */
  check(request) {
    return this.request('check', request);
  }
  /** The exact solver: verdicts, No Goal, Solutions and Goals. */
  solve(request) {
    return this.request('solve', request);
  }
  /** A seeded 24 Challenge deck, card face by card face in deck order. */
  deck(request) {
    return this.request('deck', request);
  }
  /** The games of the registry. */
  games() {
    return this.request('games', {});
  }
  /** A game as a value: config and actions in, state and legal actions out. */
  play(request) {
    return this.request('play', request);
  }
  /** Any command of the engine by name, with its request as an object. */
  request(command, request) {
    if (typeof command !== 'string') return {error: 'the command must be a string'};
    if (request === null || typeof request !== 'object' || Array.isArray(request)) {
      return {error: `the request must be an object, not ${describe(request)}`};
    }
    let text;
    try {
      text = JSON.stringify(request);
    } catch (error) {
      return {error: `the request cannot be written as JSON: ${error.message}`};
    }
    try {
      return JSON.parse(this.#module.request(command, text));
    } catch (error) {
      return {error: `internal error: ${error && error.message ? error.message : error}`};
    }
  }
}

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `${typeof value === 'object' ? 'an' : 'a'} ${typeof value}`;
}
