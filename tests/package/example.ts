// An embedder's use of equations-engine, checked by tsc against the package's index.d.ts: a wrong
// field or a misuse of an answer here is a type error.
import {createEngine, type Engine, type MatchResults, type PlayAnswer} from 'equations-engine';

// A play answer is a union on its game: each game's state has its own fields.
function describe(saved: PlayAnswer): string {
  if (saved.game === 'equations') return `${saved.state.phase}: ${saved.state.shake.goal}`;
  if (saved.game === '24-challenge') return `${saved.state.card} ${saved.state.points}`;
  if (saved.game === '24-challenge-tournament')
    return `${saved.state.champion} ${saved.state.current.phase}`;
  if (saved.game === 'contig-60') return `${saved.state.running_scores} ${saved.results?.winner}`;
  return `${saved.state.spaces.filter((space) => space?.piece === 'queen').length} queens`;
}

async function main(): Promise<void> {
  const engine: Engine = await createEngine({wasmUrl: './equations-engine.wasm'});
  const verdict = engine.check({
    rules: 'agloa',
    division: 'middle',
    goal: '2x 3+5',
    required: '5',
    resources: '0 1 + -',
    challenge: 'impossible',
    equation: '(5x3)+1 = 2x(3+5)',
  });
  if ('error' in verdict) throw new Error(verdict.error);
  const correct: boolean = verdict.correct;
  const reasons: string[] = verdict.reasons;

  const adventurous = engine.evaluate({
    rules: 'agloa',
    division: 'senior',
    expression: '3+4',
    variations: [{name: 'sideways'}],
    school_year: '2026-27',
  });
  if ('ok' in adventurous && adventurous.ok) console.log(adventurous.value);

  let game = engine.play({game: 'equations', config: {rules: 'agloa', division: 'middle', players: 2}});
  if (!('error' in game)) {
    const next: PlayAnswer | {error: string} = engine.play({...game, apply: game.legal_actions[0]});
    if (!('error' in next) && next.refused === undefined) game = next;
  }
  if (!('error' in game) && game.results) {
    const results: MatchResults = game.results;
    for (const p of results.players)
      console.log(results.rule, p.total, p.games, p.match_points ?? p.player_score?.text, p.place);
  }
  if (!('error' in game)) console.log(describe(game));
  console.log(engine.version, correct, reasons.length);
}

void main();
