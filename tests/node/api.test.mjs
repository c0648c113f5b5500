// Node tests of the JavaScript package (wasm/package, built into build/wasm/package by the wasm
// preset): every method of createEngine() answers a value, and a bad call an {error}, never a throw.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const packageDir = path.resolve(process.env.EQUATIONS_PACKAGE_DIR || 'build/wasm/package');
const {createEngine} = await import(pathToFileURL(path.join(packageDir, 'index.mjs')).href);
const engine = await createEngine();
const api = {request: (command, request) => engine.request(command, request)};

test('the engine reports the semantic version of its package', () => {
  assert.match(engine.version, /^\d+\.\d+\.\d+$/);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  assert.equal(engine.version, manifest.version);
});

test('the API lists the faces of the four cube colours', () => {
  const faces = engine.cubeFaces();
  assert.deepEqual(Object.keys(faces), ['red', 'blue', 'green', 'black']);
  assert.deepEqual(faces.black, ['7', '8', '9', '√', '+', '÷']);
  for (const colour of Object.values(faces)) assert.equal(colour.length, 6);
});

test('a check request judges a written Equation exactly', () => {
  const answer = api.request('check', ({
    rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5', permitted: 'x 3',
    forbidden: '7', resources: '0 1 + -', challenge: 'impossible',
    equation: '(5x3)+1 = 2x(3+5)',
  }));
  assert.equal(answer.correct, true, JSON.stringify(answer));
  assert.deepEqual(answer.reasons, []);
  assert.equal(answer.goal_value, '16');
  assert.equal(answer.solution_value, '16');
  const now = api.request('check', ({
    rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5', permitted: 'x 3',
    forbidden: '7', resources: '0 1 + -', challenge: 'now', equation: '(5x3)+1 = 2x(3+5)',
  }));
  assert.equal(now.correct, false, 'after a Now challenge only one Resources cube may be used');
  assert.match(now.reasons.join(' '), /Resources/);
});

test('an eval request gives exact values, radicals included', () => {
  assert.deepEqual(api.request('eval', {"rules":"agloa","expression":"√2x√8"}),
    {ok: true, value: '4'});
  const third = api.request('eval', {"rules":"agloa","expression":"(1÷3)-(1÷4)"});
  assert.equal(third.value, '1/12');
});

test('a solve request answers Now and Possible with witnesses the checker accepts', () => {
  const mat = {
    rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5', permitted: 'x 3 +',
    forbidden: '7', resources: '0 1 + -',
  };
  const answer = api.request('solve', mat);
  assert.equal(answer.now, true, JSON.stringify(answer));
  assert.equal(answer.possible, true);
  assert.equal(typeof answer.nodes, 'number');
  for (const [challenge, equation] of [['now', answer.now_witness],
    ['impossible', answer.possible_witness]]) {
    const check = api.request('check', {...mat, challenge, equation});
    assert.equal(check.correct, true, `${equation}: ${JSON.stringify(check)}`);
  }
  const nogoal = api.request('solve', ({
    rules: 'agloa', resources: '1 1 + 2', query: 'nogoal',
  }));
  assert.equal(nogoal.goal_possible, true, JSON.stringify(nogoal));
  const check = api.request('check', ({
    rules: 'agloa', resources: '1 1 + 2', challenge: 'nogoal', equation: nogoal.witness,
  }));
  assert.equal(check.correct, true, JSON.stringify(check));
  const refused = api.request('solve', {"rules":"agloa","goal":"7","query":"all"});
  assert.match(refused.error, /not a query/);
});

test('every bad call answers an error naming what is wrong, and nothing throws', () => {
  const cyclic = {rules: 'agloa'};
  cyclic.self = cyclic;
  const calls = [
    [() => engine.check(undefined), /must be an object, not a undefined/],
    [() => engine.check(null), /must be an object, not null/],
    [() => engine.check([]), /not an array/],
    [() => engine.check('2+2'), /not a string/],
    [() => engine.evaluate(cyclic), /cannot be written as JSON/],
    [() => engine.evaluate({rules: 'agloa', expression: 10n}), /cannot be written as JSON/],
    [() => engine.evaluate({rules: 'chess', expression: '1'}), /unknown rule set "chess"/],
    [() => engine.check({rules: 'agloa', goal: 5}), /"goal" must be a string/],
    [() => engine.goal({rules: 'agloa', goal: '2x 3+5', colour: 'red'}), /unknown field "colour"/],
    [() => engine.solve({rules: 'agloa', goal: '7', query: 'all'}), /not a query/],
    [() => engine.play({game: 'equations'}), /"config" must be an object/],
    [() => engine.request('launch', {}), /unknown command "launch"/],
    [() => engine.request(7, {}), /command must be a string/],
  ];
  for (const [call, message] of calls) {
    let answer;
    assert.doesNotThrow(() => { answer = call(); }, String(call));
    assert.equal(typeof answer.error, 'string', `${call}: ${JSON.stringify(answer)}`);
    assert.match(answer.error, message);
  }
});

test('two engines on a page share nothing', async () => {
  const other = await createEngine();
  assert.notEqual(other, engine);
  const config = {rules: 'agloa', division: 'middle', players: 2, seed: 3};
  const a = engine.play({game: 'equations', config});
  const b = other.play({game: 'equations', config: {...config, seed: 4}});
  assert.deepEqual(engine.play({game: 'equations', config}), a);
  assert.notDeepEqual(a.state, b.state);
  assert.deepEqual(other.ruleSets(), engine.ruleSets());
});

test('a 24 Challenge deck is dealt from a seed', () => {
  const deck = engine.deck({deck: 'single-digits', seed: 1});
  assert.equal(deck.faces.length, 192, JSON.stringify(deck).slice(0, 200));
  assert.deepEqual(engine.deck({deck: 'single-digits', seed: 1}), deck);
  assert.deepEqual(deck.faces.slice(0, 48).map((f) => f.side), Array(48).fill('red'));
  assert.match(engine.deck({deck: 'variables', seed: 1}).error, /variables/);
});

test('the rule sets and their divisions are listed', () => {
  const answer = engine.ruleSets();
  assert.deepEqual(answer.rule_sets.map((r) => r.name), ['agloa', 'acc', 'mlag']);
  assert.deepEqual(answer.rule_sets[0].divisions, ['elementary', 'middle', 'junior', 'senior']);
});

test('a game is played as a value: config and actions in, state and legal actions out', () => {
  const games = api.request('games', {});
  assert.deepEqual(games.games.map((g) => g.name),
    ['equations', '24-challenge', '24-challenge-tournament', 'contig-60',
     'queens-and-guards']);
  const config = {rules: 'agloa', division: 'junior', players: 3, seed: '12345678901234567890'};
  let game = api.request('play', {game: 'equations', config});
  assert.equal(game.chance, true, JSON.stringify(game).slice(0, 300));
  for (let i = 0; i < 6 && !game.terminal; i++) {
    const next = api.request('play', ({
      game: game.game, config: game.config, actions: game.actions, apply: game.legal_actions[0],
    }));
    assert.equal(next.refused, undefined, next.refused);
    assert.equal(next.actions.length, game.actions.length + 1);
    game = next;
  }
  assert.equal(game.config.seed, '12345678901234567890');  // kept exactly, beyond 2^53
  const refused = api.request('play', ({
    game: game.game, config: game.config, actions: game.actions, apply: 'p7 fly',
  }));
  assert.match(refused.refused, /unknown action "fly"/);
  assert.deepEqual(refused.actions, game.actions);
  const bad = api.request('play', {game: 'equations', config: {}});
  assert.equal(bad.error, 'config: "rules" is missing');
});

test('the play answer gives the results the rules make of the scores, as the state does', () => {
  // AGLOA XII-A before any shake: everyone level, "Three-Way Tie for First 4".
  const agloa = engine.play({game: 'equations', config: {rules: 'agloa', division: 'middle',
    players: 3, seed: 5}});
  assert.deepEqual(agloa.results, agloa.state.results);
  assert.equal(agloa.results.scoring, 'placement');
  assert.equal(agloa.results.rule, 'AGLOA XII-A');
  assert.equal(agloa.results.final, false);
  assert.deepEqual(agloa.results.players.map((p) => [p.total, p.match_points, p.place]),
    Array(3).fill([0, 4, 'Three-Way Tie for First']));
  // MLAG "Scoring chart": "2 PLAYER TIE 5 5".
  const mlag = engine.play({game: 'equations', config: {rules: 'mlag', division: 'middle',
    players: 2, seed: 5}});
  assert.deepEqual(mlag.results.players.map((p) => [p.match_points, p.place]),
    Array(2).fill([5, '2 player tie']));
  // ACC: player scores, total ÷ games played at the table; none played yet.
  const acc = engine.play({game: 'equations', config: {rules: 'acc', division: '5', players: 5,
    seed: 5}});
  assert.equal(acc.results.scoring, 'average');
  assert.equal(acc.results.games, 0);
  assert.deepEqual(acc.results.players[4].player_score, {text: '0.00', numerator: 0,
    denominator: 1});
  assert.equal(acc.results.players[4].match_points, undefined);
  // The 24 Challenge gives no such results.
  const round = engine.play({game: '24-challenge', config: {deck: 'single-digits', seed: 1,
    round: 1, players: 3, cards: 6}});
  assert.equal(round.error, undefined, round.error);
  assert.equal(round.results, undefined);
});

test('variations and school_year are read; eval applies a selection',
  () => {
    const base = {rules: 'agloa', division: 'middle', expression: '3+4'};
    const selected = engine.evaluate({...base, variations: [{name: 'base', parameter: '8'}]});
    assert.deepEqual(selected, {ok: true, value: '7'});
    // Base eight (XIII-B-6): the numeral 37 is thirty-one.
    assert.deepEqual(engine.evaluate({...base, expression: '37+5',
      variations: [{name: 'base', parameter: '8'}]}), {ok: true, value: '36'});
    const offList = engine.evaluate({
      ...base, school_year: '2026-27', variations: [{name: 'average'}],
    });
    assert.match(offList.error, /entry 1 \("average"\): .*XIII-B-11.*2026-27/);
    assert.deepEqual(engine.evaluate({...base, variations: []}), {ok: true, value: '7'});
  });

test('Log (XIII-D-13) and Imaginary (XIII-D-11) are judged exactly through the package',
  () => {
    const senior = {rules: 'agloa', division: 'senior', variations: [{name: 'log'}]};
    assert.deepEqual(engine.evaluate({...senior, expression: '((6x4)+1)log5'}),
      {ok: true, value: '2'});
    assert.deepEqual(engine.evaluate({...senior, expression: '(3log2)+(5log2)'}),
      {ok: true, value: 'log_2(15)'});
    const imaginary = {rules: 'agloa', division: 'senior', variations: [{name: 'imaginary'}]};
    assert.deepEqual(engine.evaluate({...imaginary, expression: '7i2'}), {ok: true, value: '14i'});
    assert.match(engine.evaluate({...imaginary, expression: '4^(1÷2)'}).error,
      /has no default root; it may be 2 or -2/);
    const roots = engine.goal({...imaginary, goal: '16^4<sw>'}).interpretations.map(
      (i) => i.value);
    assert.deepEqual([...roots].sort(), ['-2', '-2i', '2', '2i']);
    const check = engine.check({...imaginary, goal: '0-8i', resources: '8 2 x 3 4 ÷ ^',
      challenge: 'impossible', equation: '[(8x2)^(3÷4)]@(0-8i) = 0-8i'});
    assert.equal(check.verdict, 'correct');
  });

