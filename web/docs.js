// The API documentation's live examples: each is a function whose own source is shown (no eval:
// the page keeps a strict Content-Security-Policy) and run against a real engine on request.
import {createEngine} from './package/index.mjs';
import './package/equations-mat.mjs';

const log = (id, line) => {
  const out = document.getElementById(id);
  out.textContent = [line, ...out.textContent.split('\n')].slice(0, 6).join('\n');
};
const live = document.getElementById('live-mat');
for (const type of ['ready', 'change', 'check', 'error']) {
  live.addEventListener(type, (event) => log('mat-events', `${type} ${JSON.stringify(
    type === 'change' ? event.detail.moved : type === 'check' ?
      {verdict: event.detail.verdict, reasons: event.detail.reasons} : event.detail)}`));
}
if (live.version) log('mat-events', `ready ${JSON.stringify({version: live.version})}`);
const frame = document.getElementById('live-frame');
window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || !event.data || event.data.source !== 'equations-mat')
    return;
  if (event.data.type === 'resize') {
    frame.height = String(Math.max(200, event.data.detail.height + 8));
    return;
  }
  log('frame-events', `${event.data.type} ${JSON.stringify(event.data.detail).slice(0, 160)}`);
});

// The events above are heard from the start; the examples wait for their own engine.
const engine = await createEngine();
document.getElementById('version').textContent = engine.version;

const examples = [
  ['version', 'The package\'s semantic version.', (engine) => engine.version],
  ['cubeFaces()', 'The six faces of each colour of cube.', (engine) => engine.cubeFaces()],
  ['ruleSets()', 'The rule sets and their divisions.', (engine) => engine.ruleSets()],
  ['evaluate(request)', 'An exact value: rationals and radicals, never floating point.',
    (engine) => engine.evaluate({rules: 'agloa', expression: '√2x√8 + (1÷3)'})],
  ['goal(request)', 'Whether a Goal is legal, and every way it may be read.',
    (engine) => engine.goal({rules: 'agloa', division: 'middle', goal: '2x 3+5'})],
  ['check(request)', 'Judges a written Equation against the mat after a challenge.',
    (engine) => engine.check({rules: 'agloa', division: 'middle', goal: '2x 3+5',
      required: '5', permitted: 'x 3', forbidden: '7', resources: '0 1 + -',
      challenge: 'impossible', equation: '(5x3)+1 = 2x(3+5)'})],
  ['check(request): incorrect', 'An incorrect Equation comes with every reason.',
    (engine) => engine.check({rules: 'agloa', division: 'middle', goal: '2x 3+5',
      required: '5', permitted: 'x 3', forbidden: '7', resources: '0 1 + -',
      challenge: 'impossible', equation: '7+9 = 2x(3+5)'})],
  ['solve(request)', 'Now and Impossible verdicts, each with a witness.',
    (engine) => engine.solve({rules: 'agloa', division: 'middle', goal: '2x 3+5',
      required: '5', permitted: 'x 3', forbidden: '7', resources: '0 1 + -'})],
  ['solve({query: "nogoal"})', 'Whether a Goal can be set from the Resources (No Goal).',
    (engine) => engine.solve({rules: 'agloa', resources: '1 1 + 2', query: 'nogoal'})],
  ['games()', 'The games of the registry.', (engine) => engine.games()],
  ['play(request)', 'A match as a value: config and actions in, state and legal actions out.',
    (engine) => {
      const started = engine.play({game: 'equations',
        config: {rules: 'agloa', division: 'middle', players: 2, seed: 3}});
      return {legal_actions: started.legal_actions.slice(0, 5), terminal: started.terminal,
        players: started.players};
    }],
  ['deck(request)', 'A seeded 24 Challenge deck.',
    (engine) => engine.deck({deck: 'single-digits', seed: 1}).faces.slice(0, 2)],
  ['an error', 'Bad input is answered, never thrown.',
    (engine) => engine.check({rules: 'chess', equation: '1=1', challenge: 'now'})],
];

const host = document.getElementById('examples');
examples.forEach(([name, what, run], index) => {
  const box = document.createElement('section');
  box.setAttribute('aria-labelledby', `example-${index}`);
  const heading = document.createElement('h3');
  heading.id = `example-${index}`;
  heading.textContent = name;
  const text = document.createElement('p');
  text.textContent = what;
  const code = document.createElement('pre');
  code.textContent = run.toString();
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = `Run ${name}`;
  const answer = document.createElement('output');
  answer.setAttribute('aria-live', 'polite');
  answer.setAttribute('aria-label', `Answer of ${name}`);
  button.addEventListener('click', () => {
    answer.textContent = JSON.stringify(run(engine), null, 1);
  });
  box.append(heading, text, code, button, answer);
  host.append(box);
});

