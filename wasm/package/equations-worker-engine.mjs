// The engine run in a Web Worker (equations-worker.mjs), seen from the page: the same methods as
// createEngine()'s, each returning a promise, with an AbortSignal to cancel a call and a time
// limit per call. A cancelled or overlong call ends the worker at once (an engine call cannot be
// interrupted from inside); the next call starts a fresh one from the page's compiled module.
import {compileEngine, configured} from './equations-engine-load.mjs';

const METHODS = ['cubeFaces', 'ruleSets', 'evaluate', 'goal', 'check', 'solve', 'deck', 'games',
  'play', 'request'];
/** Milliseconds a call may run before the worker is stopped and the call answers an error. */
export const DEFAULT_TIME_LIMIT = 5000;

/** Resolves to an engine in a Web Worker once the worker has started. */
export async function createWorkerEngine(options = {}) {
  if (options === null || typeof options !== 'object') {
    throw new TypeError('createWorkerEngine(options): options must be an object');
  }
  if (typeof Worker !== 'function') {
    throw new Error('createWorkerEngine: Web Workers are not available here; use createEngine()');
  }
  const timeLimit = options.timeLimit ?? DEFAULT_TIME_LIMIT;
  if (!(timeLimit > 0)) throw new TypeError('timeLimit must be a number of milliseconds above 0');
  const engine = new WorkerEngine(await compileEngine(options), options.workerUrl, timeLimit);
  await engine.start();
  return engine;
}

class WorkerEngine {
  #module;
  #workerUrl;
  #timeLimit;
  #worker = null;
  #starting = null;
  #queue = [];  // calls waiting for the worker, in order
  #running = null;
  #nextId = 0;
  version = null;

  constructor(wasmModule, workerUrl, timeLimit) {
    this.#module = wasmModule;
    this.#workerUrl = workerUrl;
    this.#timeLimit = timeLimit;
    for (const method of METHODS) {
      // engine.solve(request, {signal, timeLimit}) and the like.
      this[method] = (...args) => this.#call(method, args);
    }
  }

  /** Starts the worker (createWorkerEngine does); resolves when it is ready. */
  start() {
    if (!this.#starting) {
      this.#starting = spawn(this.#module, this.#workerUrl).then(({worker, version}) => {
        this.#worker = worker;
        this.version = version;
        worker.addEventListener('message', (event) => this.#answered(event.data));
        return this;
      });
      this.#starting.catch(() => { this.#starting = null; });
    }
    return this.#starting;
  }

  /** Ends the worker; calls still waiting answer an error. */
  terminate() {
    this.#stop();
    for (const call of this.#queue.splice(0)) {
      call.resolve({error: 'the engine was terminated'});
    }
  }

  #call(method, args) {
    const last = args[args.length - 1];
    const takesOptions = method === 'cubeFaces' || method === 'ruleSets' || method === 'games' ?
      args.length >= 1 : method === 'request' ? args.length >= 3 : args.length >= 2;
    const options = takesOptions && last && typeof last === 'object' ? args.pop() : {};
    const {signal, timeLimit = this.#timeLimit} = options;
    return new Promise((resolve, reject) => {
      if (signal && signal.aborted) {
        reject(signal.reason);
        return;
      }
      const call = {id: ++this.#nextId, method, args, resolve, reject, timeLimit, signal};
      if (signal) {
        call.onAbort = () => this.#abandon(call, () => reject(signal.reason));
        signal.addEventListener('abort', call.onAbort, {once: true});
      }
      this.#queue.push(call);
      this.#next();
    });
  }

  async #next() {
    if (this.#running || !this.#queue.length) return;
    const call = this.#queue.shift();
    this.#running = call;
    try {
      await this.start();
    } catch (error) {
      this.#finish(call, () => call.resolve({error: error.message}));
      return;
    }
    if (this.#running !== call) return;  // cancelled while the worker started
    call.timer = setTimeout(() => this.#abandon(call, () => call.resolve({
      error: `the engine stopped this ${call.method} after its time limit of ${call.timeLimit} ms ` +
        '(pass {timeLimit} to allow more, or a smaller budget)'})), call.timeLimit);
    this.#worker.postMessage({type: 'call', id: call.id, method: call.method, args: call.args});
  }

  #answered(message) {
    const call = this.#running;
    if (!message || message.type !== 'answer' || !call || message.id !== call.id) return;
    this.#finish(call, () => call.resolve(message.answer));
  }

  // Ends a call that will not be answered: a running one stops the worker with it.
  #abandon(call, settle) {
    const index = this.#queue.indexOf(call);
    if (index >= 0) {
      this.#queue.splice(index, 1);
    } else if (this.#running === call) {
      this.#stop();
    } else {
      return;
    }
    this.#finish(call, settle);
  }

  #finish(call, settle) {
    clearTimeout(call.timer);
    if (call.signal) call.signal.removeEventListener('abort', call.onAbort);
    if (this.#running === call) this.#running = null;
    settle();
    this.#next();
  }

  #stop() {
    if (this.#worker) this.#worker.terminate();
    this.#worker = null;
    this.#starting = null;
  }
}

// Starts a worker and its engine; resolves to {worker, version}.
async function spawn(wasmModule, workerUrl) {
  const chosen = workerUrl ?? configured().workerUrl;
  // Written out for bundlers, which copy the worker and rewrite this URL. A browser refuses a
  // worker from another origin at once: then through a blob.
  const beside = () => {
    try {
      return new Worker(new URL('./equations-worker.mjs', import.meta.url),
        {type: 'module', name: 'equations-engine'});
    } catch (error) {
      if (error.name !== 'SecurityError') throw error;
      return moduleWorker(new URL(['.', 'equations-worker.mjs'].join('/'), import.meta.url));
    }
  };
  // A dev server that pre-bundles dependencies (Vite) serves this module without the worker
  // beside it: the package's own folder is then ../../equations-engine/.
  const packageFolder = () => moduleWorker(new URL(
    ['..', '..', 'equations-engine', 'equations-worker.mjs'].join('/'), import.meta.url));
  const attempts = chosen ? [() => moduleWorker(new URL(chosen, baseUrl()))] :
    /\/node_modules\/\.vite\/deps\//.test(import.meta.url) ? [packageFolder, beside] : [beside];
  const failures = [];
  for (const attempt of attempts) {
    try {
      return await started(attempt(), wasmModule);
    } catch (error) {
      failures.push(error.message);
    }
  }
  throw new Error(`the engine's worker could not start (${failures.join('; ')}). Fix: serve ` +
    "equations-worker.mjs with the rest of the package, or call configure({workerUrl}) from " +
    "'equations-engine'; under a Content-Security-Policy, worker-src must allow it.");
}

function baseUrl() {
  return typeof document === 'object' && document ? document.baseURI : import.meta.url;
}

// A module worker from a URL; from another origin, through a same-origin blob that imports it.
function moduleWorker(url) {
  if (typeof location === 'object' && url.origin !== location.origin) {
    const source = `import ${JSON.stringify(url.href)};`;
    url = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
  }
  return new Worker(url, {type: 'module', name: 'equations-engine'});
}

function started(worker, wasmModule) {
  return new Promise((resolve, reject) => {
    const done = () => {
      worker.removeEventListener('error', failed);
      worker.removeEventListener('message', listen);
    };
    const fail = (message) => {
      done();
      worker.terminate();
      reject(new Error(message));
    };
    const failed = (event) => {
      event.preventDefault();
      fail(`the worker script failed: ${event.message || 'it could not be loaded'}`);
    };
    const listen = (event) => {
      const message = event.data;
      if (message.type === 'loaded') {
        worker.postMessage({type: 'start', wasmModule});
      } else if (message.type === 'started') {
        done();
        resolve({worker, version: message.version});
      } else if (message.type === 'failed') {
        fail(message.message);
      }
    };
    worker.addEventListener('error', failed);
    worker.addEventListener('message', listen);
  });
}
