// The authoring page: a position built by clicking cube faces into sections, the engine's
// verdicts on it (Now, Impossible with a witness, the Goal's readings), a live <equations-mat>
// preview, and the code that embeds that position as a component or as an iframe.
import {createEngine} from './package/index.mjs';
import './package/equations-mat.mjs';
import {
  SECTIONS, faceName, faceText, parsePosition, positionToFragment, sectionCubes, sectionText,
} from './package/equations-mat-position.mjs';

const $ = (id) => document.getElementById(id);
const engine = await createEngine();
const ruleSets = engine.ruleSets().rule_sets;
let position = parsePosition({rules: 'agloa', division: 'middle', goal: '2x 3+5', required: '5',
  permitted: 'x 3', forbidden: '7', resources: '0 1 + -'});
let target = 'resources';

function button(text, label, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (label) b.setAttribute('aria-label', label);
  b.addEventListener('click', onClick);
  return b;
}
const title = (section) => section[0].toUpperCase() + section.slice(1);

// Rules and divisions.
for (const set of ruleSets) $('rules').append(new Option(set.name.toUpperCase(), set.name));
function fillDivisions() {
  const set = ruleSets.find((s) => s.name === position.rules);
  $('division').replaceChildren(...set.divisions.map((d) => new Option(d, d)));
  if (!set.divisions.includes(position.division)) position.division = set.divisions[0];
  $('division').value = position.division;
}
$('rules').addEventListener('change', () => {
  position.rules = $('rules').value;
  fillDivisions();
  update();
});
$('division').addEventListener('change', () => {
  position.division = $('division').value;
  update();
});

// Where the palette's cubes go.
for (const section of SECTIONS) {
  const label = document.createElement('label');
  const radio = document.createElement('input');
  Object.assign(radio, {type: 'radio', name: 'target', value: section,
    checked: section === target});
  radio.addEventListener('change', () => {
    target = section;
  });
  label.append(radio, ` ${title(section)}`);
  $('target').append(label);
}

// The palette: the six faces of each colour.
for (const [colour, faces] of Object.entries(engine.cubeFaces())) {
  for (const face of faces) {
    $('palette').append(button(faceText(face), `${colour} ${faceName(face)}`, () => {
      const cubes = sectionCubes(position, target);
      cubes.push(face);
      position[target] = target === 'goal' ? cubes.join('') : sectionText(cubes);
      update();
    }));
  }
}
$('gap').addEventListener('click', () => {
  if (position.goal && !position.goal.endsWith(' ')) position.goal += ' ';
  update();
});
$('clear').addEventListener('click', () => {
  position = parsePosition({rules: position.rules, division: position.division});
  update();
});

function drawSections() {
  const rows = SECTIONS.map((section) => {
    const row = document.createElement('div');
    row.className = 'row';
    const name = document.createElement('span');
    name.textContent = `${title(section)}:`;
    row.append(name);
    const cubes = sectionCubes(position, section);
    cubes.forEach((face, index) => {
      if (face === ' ') return;
      row.append(button(faceText(face), `Take ${faceName(face)} off ${title(section)}`, () => {
        cubes.splice(index, 1);
        position[section] = section === 'goal' ? cubes.join('').trim() : sectionText(cubes);
        update();
      }));
    });
    if (!cubes.length) row.append('(empty)');
    return row;
  });
  $('sections').replaceChildren(...rows);
}

function describeVerdicts() {
  const lines = [];
  const goal = engine.goal(position);
  if (goal.error) return `The engine cannot read this position: ${goal.error}`;
  if (!position.goal) {
    lines.push('No Goal is set: the engine answers whether a Goal can be made (No Goal).');
    const nogoal = engine.solve({...position, query: 'nogoal'});
    lines.push(nogoal.error ? nogoal.error : JSON.stringify(nogoal));
    return lines.join('\n');
  }
  if (!goal.legal) lines.push(`The Goal is not legal: ${goal.reasons.join('; ')}`);
  for (const reading of goal.interpretations) {
    lines.push(`The Goal reads ${faceText(reading.text)} = ${reading.value}`);
  }
  const solved = engine.solve(position);
  if (solved.error) {
    lines.push(`Solver: ${solved.error}`);
  } else {
    lines.push(solved.now ? `Now: yes, for example ${solved.now_witness}` :
      'Now: no Solution with one more Resources cube');
    lines.push(solved.possible ? `Impossible: not correct; a Solution exists, for example ` +
      `${solved.possible_witness}` : solved.possible === false ?
      'Impossible: correct, no Solution can be made' : 'Impossible: not decided within the budget');
  }
  return lines.join('\n');
}

function snippets() {
  const here = new URL('.', location.href);
  const module = new URL('package/equations-mat.mjs', here).href;
  const attributes = Object.entries(position)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join(' ');
  $('snippet-component').value = `<script type="module" src="${module}"></script>\n` +
    `<equations-mat interactive ${attributes}></equations-mat>`;
  const src = `${new URL('embed.html', here).href}#${positionToFragment(position)}`;
  $('snippet-iframe').value = `<iframe src="${src.replace(/&/g, '&amp;')}" ` +
    `title="Equations mat" width="100%" height="460" loading="lazy"></iframe>`;
}

function update() {
  $('rules').value = position.rules;
  fillDivisions();
  drawSections();
  $('verdicts').textContent = describeVerdicts();
  $('preview').position = position;
  snippets();
}

$('preview').addEventListener('change', (event) => {
  position = parsePosition(event.detail.position);
  logEvent(event);
  update();
});
$('preview').addEventListener('check', logEvent);
function logEvent(event) {
  const {type, detail} = event;
  const summary = type === 'check' ?
    {equation: detail.equation, challenge: detail.challenge, verdict: detail.verdict,
      reasons: detail.reasons} : {moved: detail.moved};
  $('events').textContent = `${type}: ${JSON.stringify(summary)}\n${$('events').textContent}`
    .split('\n').slice(0, 6).join('\n');
}

for (const kind of ['component', 'iframe']) {
  $(`copy-${kind}`).addEventListener('click', async () => {
    const text = $(`snippet-${kind}`).value;
    try {
      await navigator.clipboard.writeText(text);
      $('copied').textContent = `The ${kind} code is copied.`;
    } catch {
      $(`snippet-${kind}`).select();
      $('copied').textContent = 'Press Ctrl+C (or Cmd+C) to copy the selected code.';
    }
  });
}

update();
