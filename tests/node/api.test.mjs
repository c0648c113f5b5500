// Node tests of the WebAssembly JavaScript API (wasm/): run by ctest in the wasm preset.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const webDir = process.env.EQUATIONS_WEB_DIR || path.resolve('build/wasm/web');
const createEquationsApi = require(path.join(webDir, 'equations-api.js'));
const api = await createEquationsApi();

test('the API reports its version', () => {
  assert.match(api.version(), /^\d+\.\d+\.\d+$/);
});

test('the API lists the faces of the four cube colours', () => {
  const faces = JSON.parse(api.cubeFaces());
  assert.deepEqual(Object.keys(faces), ['red', 'blue', 'green', 'black']);
  assert.deepEqual(faces.black, ['7', '8', '9', '√', '+', '÷']);
  for (const colour of Object.values(faces)) assert.equal(colour.length, 6);
});
