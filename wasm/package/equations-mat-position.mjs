// The position a mat shows, as plain strings the engine reads: the Goal (spaces in it are the
// gaps its setter left) and the cubes of each section, one face character each.
export const SECTIONS = ['goal', 'required', 'permitted', 'forbidden', 'resources'];
/** The sections a reader may move cubes between (the Goal stays as it was set). */
export const MOVABLE = ['required', 'permitted', 'forbidden', 'resources'];

const NAMES = {
  '+': 'plus', '-': 'minus', 'x': 'times', '*': 'times', '÷': 'divided by', '/': 'divided by',
  '^': 'to the power', '√': 'root',
};
const SHOWN = {'x': '×', '*': '×', '-': '−', '/': '÷'};

/** The words a screen reader says for a face. */
export function faceName(face) {
  return NAMES[face] ?? face;
}
/** A face or an expression as printed on the mat (× and − for x and -). */
export function faceText(text) {
  return Array.from(String(text), (c) => SHOWN[c] ?? c).join('');
}

/** A complete position from any object: missing sections are empty, rules default to AGLOA. */
export function parsePosition(fields) {
  const text = (value) => (typeof value === 'string' ? value : '');
  const position = {
    rules: text(fields.rules) || 'agloa',
    division: text(fields.division) || 'middle',
  };
  for (const section of SECTIONS) {
    position[section] = section === 'goal' ? text(fields.goal).trim() :
      sectionText(sectionCubes({[section]: text(fields[section])}, section));
  }
  return position;
}

/** The cubes of a section in order; the Goal keeps its gaps as ' '. */
export function sectionCubes(position, section) {
  const cubes = Array.from(position[section] ?? '');
  if (section !== 'goal') return cubes.filter((c) => c.trim() !== '');
  return cubes.filter((c, i) => c !== ' ' || (i > 0 && cubes[i - 1] !== ' '));
}
/** A section's cubes as the engine reads them: one face each, separated by spaces. */
export function sectionText(cubes) {
  return cubes.join(' ');
}

/** A selector for the cube at the same place (to keep focus across a redraw). */
export function positionKey({section, index}) {
  return `.cube[data-section="${section}"][data-index="${index}"]`;
}

/** The position as a URL fragment (`embed.html#rules=agloa&goal=2x%203%2B5`), and back. A space
 *  is written %20 and a `+` is read as a plus cube, so a fragment typed by hand (`goal=2x 3+5`)
 *  means what it shows. */
export function positionToFragment(position, extra = {}) {
  const pairs = [];
  for (const [name, value] of Object.entries({...position, ...extra})) {
    if (value !== '' && value !== undefined && value !== null) {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  }
  return pairs.join('&');
}
export function positionFromFragment(fragment) {
  const fields = {};
  for (const pair of String(fragment).replace(/^#/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    try {
      fields[decodeURIComponent(name)] = decodeURIComponent(value);
    } catch {
      fields[name] = value;  // a stray % is kept as written
    }
  }
  return fields;
}

/** The colours of the four kinds of cube. */
export const COLORS = ['red', 'blue', 'green', 'black'];

/** Cube colours from the `colors` attribute's JSON ({"resources": "red blue …", …}, one colour
 *  or `-` per cube of the section, gaps of the Goal left out): {section: [colour|null]}. */
export function parseColors(value) {
  const fields = typeof value === 'string' ? JSON.parse(value) : value;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new TypeError('colors must be an object such as {"resources": "red blue"}');
  }
  const colors = {};
  for (const [section, text] of Object.entries(fields)) {
    if (!SECTIONS.includes(section)) {
      throw new TypeError(`colors: unknown section "${section}"; expected ${SECTIONS.join(', ')}`);
    }
    const names = Array.isArray(text) ? text : String(text).trim().split(/\s+/).filter(Boolean);
    colors[section] = names.map((name) => {
      if (COLORS.includes(name)) return name;
      if (name === '-' || name === null) return null;
      throw new TypeError(`colors: "${name}" in ${section} is not a colour (${COLORS.join(', ')}, -)`);
    });
  }
  return colors;
}

/** The colours written back as the attribute's JSON. */
export function colorsText(colors) {
  const fields = {};
  for (const [section, list] of Object.entries(colors)) {
    fields[section] = list.map((c) => c ?? '-').join(' ');
  }
  return JSON.stringify(fields);
}

/** The colours after the cube at `index` of `from` moved to the end of `to`. */
export function moveColor(colors, from, index, to, targetIndex) {
  const source = [...(colors[from] ?? [])];
  const [color] = source.splice(index, 1);
  const target = [...(colors[to] ?? [])];
  while (target.length < targetIndex) target.push(null);
  target[targetIndex] = color ?? null;
  return {...colors, [from]: source, [to]: target};
}
