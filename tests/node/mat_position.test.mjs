// The positions <equations-mat> shows and the iframe embed's URL fragment, as plain data.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const packageDir = path.resolve(process.env.EQUATIONS_PACKAGE_DIR || 'build/wasm/package');
const position = await import(pathToFileURL(path.join(packageDir,
  'equations-mat-position.mjs')).href);

test('a position from any object is complete, one face per cube, the Goal keeping its gaps', () => {
  assert.deepEqual(position.parsePosition({}), {rules: 'agloa', division: 'middle', goal: '',
    required: '', permitted: '', forbidden: '', resources: ''});
  const p = position.parsePosition({rules: 'acc', division: '5', goal: ' 2x  3+5 ',
    resources: '01+  -', required: 7, forbidden: null});
  assert.equal(p.goal, '2x  3+5');
  assert.deepEqual(position.sectionCubes(p, 'goal'), ['2', 'x', ' ', '3', '+', '5']);
  assert.equal(p.resources, '0 1 + -');
  assert.equal(p.required, '', 'a field that is not a string is empty');
  assert.equal(p.forbidden, '');
});

test('the iframe fragment carries a position there and back', () => {
  const p = position.parsePosition({goal: '2x 3+5', required: '5', permitted: 'x 3',
    resources: '0 1 + -'});
  const fragment = position.positionToFragment(p, {interactive: 0});
  assert.match(fragment, /^rules=agloa&division=middle&goal=2x%203%2B5&required=5/);
  assert.doesNotMatch(fragment, /forbidden=/, 'empty sections are left out');
  const back = position.positionFromFragment(`#${fragment}`);
  assert.equal(back.interactive, '0');
  assert.deepEqual(position.parsePosition(back), p);
  // Typed by hand: a + is a plus cube, not a space.
  assert.equal(position.positionFromFragment('#goal=2x 3+5&resources=0+1').goal, '2x 3+5');
  assert.equal(position.positionFromFragment('#goal=2x%203+5&theme=dark').theme, 'dark');
});

test('faces are named for a screen reader and printed as on the cubes', () => {
  assert.deepEqual(['+', '-', 'x', '÷', '^', '√', '7'].map(position.faceName),
    ['plus', 'minus', 'times', 'divided by', 'to the power', 'root', '7']);
  assert.equal(position.faceText('2x(3-1)'), '2×(3−1)');
});

test('the component module imports under node without a DOM and defines nothing', async () => {
  const mat = await import(pathToFileURL(path.join(packageDir, 'equations-mat.mjs')).href);
  assert.equal(typeof mat.EquationsMat, 'function');
  assert.equal(typeof globalThis.customElements, 'undefined');
});
