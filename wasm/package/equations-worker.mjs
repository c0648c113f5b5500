// The engine in a Web Worker (a module worker): the page's thread never runs the engine, so a long
// solve cannot freeze it. A plain message protocol, for any main-thread wrapper:
//   in  {type: 'start', wasmModule}             out {type: 'started', version} | {type: 'failed', message}
//   in  {type: 'call', id, method, args}        out {type: 'answer', id, answer}
// `method` is one of the engine's methods (index.mjs); calls are answered in order. A call is
// cancelled by terminating the worker (equations-worker-engine.mjs does, and starts another).
import {createEngine} from './index.mjs';

let engine = null;

self.addEventListener('message', async (event) => {
  const message = event.data;
  if (!message || typeof message !== 'object') return;
  if (message.type === 'start') {
    try {
      engine = await createEngine({wasmModule: message.wasmModule});
      self.postMessage({type: 'started', version: engine.version});
    } catch (error) {
      self.postMessage({type: 'failed', message: error && error.message ? error.message : String(error)});
    }
    return;
  }
  if (message.type === 'call') {
    self.postMessage({type: 'answer', id: message.id, answer: call(message.method, message.args)});
  }
});

function call(method, args) {
  if (!engine) return {error: 'the engine has not started'};
  if (typeof engine[method] !== 'function' || method.startsWith('_') || method === 'constructor') {
    return {error: `the engine has no method "${method}"`};
  }
  try {
    return engine[method](...(Array.isArray(args) ? args : []));
  } catch (error) {
    return {error: `internal error: ${error && error.message ? error.message : error}`};
  }
}

// Tells the page that this module loaded (a worker whose script failed to load never says it).
self.postMessage({type: 'loaded'});
