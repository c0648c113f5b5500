// The types of the play and deck answers against the engine's real answers: games played by the
// built package, one answer of each shape (whole and seat views) written into a .ts file as
// `satisfies PlayAnswer`, so tsc refuses a field the types lack, misname or leave out.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const packageDir = path.resolve(process.env.EQUATIONS_PACKAGE_DIR || 'build/wasm/package');
const tsc = path.join(root, 'node_modules/.bin/tsc');
const {createEngine} = await import(path.join(packageDir, 'index.mjs'));

const GAMES = [
  {game: 'equations', config: {rules: 'agloa', division: 'middle', players: 2, seed: 3}},
  {game: 'equations', config: {rules: 'agloa', division: 'senior', players: 3, seed: 4,
    adventurous: true}},
  {game: 'equations', config: {rules: 'acc', division: '5', players: 3, seed: 5}},
  {game: 'equations', config: {rules: 'mlag', division: 'junior', players: 2, seed: 6}},
  {game: '24-challenge', config: {deck: 'single-digits', seed: 1, round: 1, players: 3, cards: 4,
    minutes: 5}},
  {game: '24-challenge-tournament', config: {deck: 'mixed', seed: 2, players: 4, cards: 2}},
  {game: 'contig-60', config: {seed: 8, start_score: 20, chips: 10, minutes: 10}},
  {game: 'queens-and-guards', config: {seed: 9, minutes: 10}},
];

// The member paths of a value, array elements as "[]": answers of one shape test the same fields.
function shape(value, at, paths) {
  if (Array.isArray(value)) {
    for (const element of value) shape(element, `${at}[]`, paths);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      paths.add(`${at}.${key}`);
      shape(member, `${at}.${key}`, paths);
    }
  }
  return paths;
}

// Plays each game with seeded picks among its legal actions and keeps an answer of each shape.
async function answersOfEveryShape() {
  const engine = await createEngine();
  const seen = new Set();
  const kept = [];
  let random = 7;
  const pick = (n) => {
    random = (random * 1103515245 + 12345) % 2147483648;
    return random % n;
  };
  for (const start of GAMES) {
    let answer = engine.play(start);
    assert.ok(!('error' in answer), JSON.stringify(answer));
    for (let step = 0; step < 250 && !answer.terminal; step++) {
      const seat = engine.play({game: answer.game, config: answer.config, actions: answer.actions,
        seat: step % answer.players});
      for (const view of [answer, seat]) {
        const key = [...shape(view, '', new Set())].sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          kept.push(view);
        }
      }
      const apply = answer.legal_actions[pick(answer.legal_actions.length)];
      const next = engine.play({...answer, apply});
      if ('error' in next || next.refused !== undefined) break;
      answer = next;
    }
  }
  return kept;
}

// Runs tsc over `answers` written as `satisfies PlayAnswer` (or `satisfies type`), one a line.
function typeCheck(answers, type = 'PlayAnswer') {
  const work = mkdtempSync(path.join(os.tmpdir(), 'equations-play-types-'));
  const types = path.join(root, 'wasm/package/index.d.ts');
  writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {strict: true, noEmit: true, target: 'ES2022', module: 'ES2022',
      moduleResolution: 'bundler', lib: ['ES2022', 'DOM'], types: [],
      paths: {'equations-engine': [types]}},
    files: ['answers.ts'],
  }));
  writeFileSync(path.join(work, 'answers.ts'),
    `import type {${type}} from 'equations-engine';\n` +
    answers.map((a, i) => `export const answer${i} = ${JSON.stringify(a)} satisfies ${type};\n`)
      .join(''));
  try {
    execFileSync(tsc, ['-p', work], {encoding: 'utf8', stdio: 'pipe'});
    return {ok: true, out: ''};
  } catch (error) {
    return {ok: false, out: `${error.stdout ?? ''}${error.stderr ?? ''}`};
  }
}

// Returns a copy of `answer` with the member `from` of the object at `at` renamed `to`.
function renamed(answer, at, from, to) {
  const copy = structuredClone(answer);
  const object = at.reduce((value, key) => value[key], copy);
  object[to] = object[from];
  delete object[from];
  return copy;
}

const answers = await answersOfEveryShape();
const decks = await createEngine().then((engine) =>
  ['single-digits', 'double-digits', 'mixed'].map((deck) => engine.deck({deck, seed: 1})));

test('every answer the games give, whole and seen from a seat, has the PlayAnswer type', () => {
  for (const game of new Set(GAMES.map((start) => start.game))) {
    assert.ok(answers.some((a) => a.game === game && a.seat === undefined), game);
    assert.ok(answers.some((a) => a.game === game && a.seat !== undefined), `${game} seat`);
  }
  console.log(`# ${answers.length} answers of different shapes`);
  const checked = typeCheck(answers);
  assert.ok(checked.ok, checked.out);
});

test('the 24 Challenge decks the engine deals have the DeckAnswer type', () => {
  assert.ok(decks.every((answer) => answer.faces?.length), JSON.stringify(decks[0]));
  const checked = typeCheck(decks, 'DeckAnswer');
  assert.ok(checked.ok, checked.out);
  const misnamed = typeCheck([renamed(decks[0], ['faces', 0], 'fractions_needed', 'fractions')],
    'DeckAnswer');
  assert.equal(misnamed.ok, false, 'tsc accepted faces[0].fractions');
});

test('tsc refuses an answer with a field of its state misnamed, or another game\'s state', () => {
  const equations = answers.find((a) => a.game === 'equations' && a.state.shake.writing.length);
  const round = answers.find((a) => a.game === '24-challenge' && a.state.plays.length);
  const tournament = answers.find((a) => a.game === '24-challenge-tournament');
  const contig = answers.find((a) => a.game === 'contig-60' && a.state.monitor);
  const queens = answers.find((a) => a.game === 'queens-and-guards');
  const wrong = [
    [equations, ['state', 'shake'], 'goal_setter', 'goal_seter'],
    [equations, ['state', 'shake', 'writing', 0], 'must_side', 'must_sides'],
    [equations, ['state', 'results'], 'final', 'finished'],
    [round, ['state'], 'in_play', 'inPlay'],
    [round, ['state', 'plays', 0], 'detail', 'details'],
    [tournament, ['state'], 'semi_final_winner', 'semifinal_winner'],
    [contig, ['state', 'monitor'], 'flag_card', 'flagcard'],
    [contig, ['state'], 'running_scores', 'running_score'],
    [queens, ['state', 'turn'], 'relocated', 'relocate'],
  ].map(([answer, at, from, to]) => {
    assert.ok(answer, `an answer with ${at.join('.')}`);
    return renamed(answer, at, from, to);
  });
  wrong.push({...round, game: 'equations'});
  // One tsc run: each answer is its own line of answers.ts, and each line must have its error.
  const checked = typeCheck(wrong);
  assert.equal(checked.ok, false, 'tsc accepted every misnamed field');
  for (let i = 0; i < wrong.length; i++)
    assert.match(checked.out, new RegExp(`answers\\.ts\\(${i + 2},`),
      `answer ${i}:\n${checked.out}`);
});
