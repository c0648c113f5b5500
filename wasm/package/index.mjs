// equations-engine: the Equations rules engine (the exact judge of written Equations, the solver
// and the game layer) as an ES module, for web pages and node. It fetches only its own .wasm, once
// per page; each createEngine() call is its own instance. Every method answers a value; none throws.
import createModule from './equations-engine.mjs';
import {compileEngine, configure} from './equations-engine-load.mjs';

export {compileEngine, configure};

/** Returns a new engine. The .wasm is found beside this file (bundlers copy it) unless the options
 *  or configure() say otherwise; every engine on a page shares one compiled module. With
 *  `worker: true` the engine runs in a Web Worker and its methods return promises. */
export async function createEngine(options = {}) {
  if (options === null || typeof options !== 'object') {
    throw new TypeError('createEngine(options): options must be an object');
  }
  if (options.worker) {
    const {createWorkerEngine} = await import('./equations-worker-engine.mjs');
    return createWorkerEngine(options);
  }
  return new Engine(await instantiate(await compileEngine(options)));
}

// One instance of the compiled engine: its own memory, sharing nothing with another.
function instantiate(wasmModule) {
  return new Promise((resolve, reject) => {
    createModule({
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(wasmModule, imports).then(
          (instance) => receive(instance, wasmModule), reject);
        return {};
      },
      onAbort(what) {
        reject(new Error(`the rules engine stopped while starting: ${what}`));
      },
    }).then(resolve, reject);
  });
}

// The fields of a play answer that are not fields of a play request.
const ANSWER_ONLY = [
  'refused', 'players', 'terminal', 'chance', 'scores', 'results', 'legal_actions', 'to_act', 'state',
];

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
    if (request === null || typeof request !== 'object' || Array.isArray(request)) {
      return this.request('play', request);
    }
    // An answer spread into the next request ({...answer, apply}) carries the answer's fields.
    const asked = {...request};
    for (const name of ANSWER_ONLY) delete asked[name];
    return this.request('play', asked);
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
