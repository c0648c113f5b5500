// Node tests of the WebAssembly JavaScript API (wasm/): run by ctest in the wasm preset.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const webDir = path.resolve(process.env.EQUATIONS_WEB_DIR || 'build/wasm/web');
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

test('a check request judges a written Equation exactly', () => {
  const answer = JSON.parse(api.request('check', JSON.stringify({
    rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5', permitted: 'x 3',
    forbidden: '7', resources: '0 1 + -', challenge: 'impossible',
    equation: '(5x3)+1 = 2x(3+5)',
  })));
  assert.equal(answer.correct, true, JSON.stringify(answer));
  assert.deepEqual(answer.reasons, []);
  assert.equal(answer.goal_value, '16');
  assert.equal(answer.solution_value, '16');
  const now = JSON.parse(api.request('check', JSON.stringify({
    rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5', permitted: 'x 3',
    forbidden: '7', resources: '0 1 + -', challenge: 'now', equation: '(5x3)+1 = 2x(3+5)',
  })));
  assert.equal(now.correct, false, 'after a Now challenge only one Resources cube may be used');
  assert.match(now.reasons.join(' '), /Resources/);
});

test('an eval request gives exact values, radicals included', () => {
  assert.deepEqual(JSON.parse(api.request('eval', '{"rules":"agloa","expression":"√2x√8"}')),
    {ok: true, value: '4'});
  const third = JSON.parse(api.request('eval', '{"rules":"agloa","expression":"(1÷3)-(1÷4)"}'));
  assert.equal(third.value, '1/12');
});

test('a solve request answers Now and Possible with witnesses the checker accepts', () => {
  const mat = {
    rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5', permitted: 'x 3 +',
    forbidden: '7', resources: '0 1 + -',
  };
  const answer = JSON.parse(api.request('solve', JSON.stringify(mat)));
  assert.equal(answer.now, true, JSON.stringify(answer));
  assert.equal(answer.possible, true);
  assert.equal(typeof answer.nodes, 'number');
  for (const [challenge, equation] of [['now', answer.now_witness],
    ['impossible', answer.possible_witness]]) {
    const check = JSON.parse(api.request('check', JSON.stringify({...mat, challenge, equation})));
    assert.equal(check.correct, true, `${equation}: ${JSON.stringify(check)}`);
  }
  const nogoal = JSON.parse(api.request('solve', JSON.stringify({
    rules: 'agloa', resources: '1 1 + 2', query: 'nogoal',
  })));
  assert.equal(nogoal.goal_possible, true, JSON.stringify(nogoal));
  const check = JSON.parse(api.request('check', JSON.stringify({
    rules: 'agloa', resources: '1 1 + 2', challenge: 'nogoal', equation: nogoal.witness,
  })));
  assert.equal(check.correct, true, JSON.stringify(check));
  const refused = JSON.parse(api.request('solve', '{"rules":"agloa","goal":"7","query":"all"}'));
  assert.match(refused.error, /not a query/);
});

test('a bad request answers with an error and does not throw', () => {
  for (const [command, body] of [['check', '{"rules":'], ['eval', '{"rules":"chess"}'],
    ['launch', '{}'], ['eval', '[]']]) {
    const answer = JSON.parse(api.request(command, body));
    assert.equal(typeof answer.error, 'string', `${command} ${body}`);
    assert.ok(answer.error.length > 5);
  }
});

test('a game is played as a value: config and actions in, state and legal actions out', () => {
  const games = JSON.parse(api.request('games', '{}'));
  assert.deepEqual(games.games.map((g) => g.name), ['equations']);
  const config = {rules: 'agloa', division: 'junior', players: 3, seed: '12345678901234567890'};
  let game = JSON.parse(api.request('play', JSON.stringify({game: 'equations', config})));
  assert.equal(game.chance, true, JSON.stringify(game).slice(0, 300));
  for (let i = 0; i < 6 && !game.terminal; i++) {
    const next = JSON.parse(api.request('play', JSON.stringify({
      game: game.game, config: game.config, actions: game.actions, apply: game.legal_actions[0],
    })));
    assert.equal(next.refused, undefined, next.refused);
    assert.equal(next.actions.length, game.actions.length + 1);
    game = next;
  }
  assert.equal(game.config.seed, '12345678901234567890');  // kept exactly, beyond 2^53
  const refused = JSON.parse(api.request('play', JSON.stringify({
    game: game.game, config: game.config, actions: game.actions, apply: 'p7 fly',
  })));
  assert.match(refused.refused, /unknown action "fly"/);
  assert.deepEqual(refused.actions, game.actions);
  const bad = JSON.parse(api.request('play', JSON.stringify({game: 'equations', config: {}})));
  assert.equal(bad.error, 'config: "rules" is missing');
});
