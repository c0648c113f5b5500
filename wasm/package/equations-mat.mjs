// <equations-mat>: a mat of the Equations game for any web page. It draws the Goal and the four
// sections with the DOM (no canvas, no global key handler), lets a reader move cubes by dragging
// (mouse, touch, pen) or by keyboard, judges a typed Equation with its own engine instance, and
// fires DOM events: `ready`, `change` (the position after a move), `check` (the verdict and its
// reasons), `invalid` (a position the engine cannot read or whose Goal is not legal), `error`,
// and the cancellable `drag-start` and `drop`. Attributes, each mirrored by a property: rules,
// division, goal, required, permitted, forbidden, resources, challenge, interactive, theme,
// layout, wasm-url, and position (JSON of the position).
import {createEngine, configure} from './index.mjs';
import {sheet} from './equations-mat-style.mjs';
import {followDrag} from './equations-mat-drag.mjs';
import {
  SECTIONS, MOVABLE, colorsText, faceName, faceText, moveColor, parseColors, parsePosition,
  positionKey, sectionCubes, sectionText,
} from './equations-mat-position.mjs';

export {configure};

// Attributes mirrored as string properties (property name: attribute name).
const TEXT_PROPERTIES = {rules: 'rules', division: 'division', goal: 'goal',
  required: 'required', permitted: 'permitted', forbidden: 'forbidden', resources: 'resources',
  challenge: 'challenge', theme: 'theme', layout: 'layout', wasmUrl: 'wasm-url'};
const ATTRIBUTES = [...Object.values(TEXT_PROPERTIES), 'position', 'interactive', 'colors'];
let nextId = 0;

// Importing the module outside a browser (server rendering, node) defines nothing and throws nothing.
const Element = typeof HTMLElement === 'function' ? HTMLElement : class {};

export class EquationsMat extends Element {
  static observedAttributes = ATTRIBUTES;
  #engine = null;
  #failure = null;
  #position = parsePosition({});
  #initial = this.#position;  // the position last set from outside, for reset()
  #colors = {};  // {section: [colour or null per cube]}, from the colors attribute
  #initialColors = {};
  #verdictFor = null;  // the position the verdict shown was given on
  #validity = {valid: true, message: ''};
  #attributeProblem = null;
  #picked = null;  // {section, index} of the cube picked up by a click or a key
  #endDrag = null;
  #destroyed = false;
  #id = `equations-mat-${++nextId}`;
  #root;
  #rendering = false;
  #readyPromise;
  #settleReady;

  constructor() {
    super();
    this.#readyPromise = new Promise((resolve, reject) => {
      this.#settleReady = {resolve, reject};
    });
    this.#readyPromise.catch(() => {});  // a page that never asks is not told of a failure
    this.#root = this.attachShadow({mode: 'open'});
    this.#root.adoptedStyleSheets = [sheet()];
    this.#root.addEventListener('keydown', (event) => this.#onKey(event));
    this.#root.addEventListener('click', (event) => this.#onClick(event));
    this.#root.addEventListener('pointerdown', (event) => this.#onPointerDown(event));
    this.#root.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#checkTyped();
    });
    // The host page's own shortcuts do not hear keys typed into the Equation.
    for (const type of ['keydown', 'keypress', 'keyup']) {
      this.#root.addEventListener(type, (event) => {
        if (event.target instanceof HTMLInputElement) event.stopPropagation();
      });
    }
  }

  connectedCallback() {
    if (this.#destroyed) return;
    this.#readAttributes();
    this.#render();
    // Loads after the code that imported the module has run, so that its configure() applies
    // to mats already written in the page's HTML.
    if (!this.#engine && !this.#failure && !this.#loading) {
      this.#loading = true;
      this.#loaded = Promise.resolve().then(() => this.#load());
    }
  }

  disconnectedCallback() {
    if (this.#endDrag) this.#endDrag();
    this.#endDrag = null;
    // A mat moved elsewhere in the page is connected again at once and keeps its engine.
    queueMicrotask(() => {
      if (!this.isConnected) this.#release();
    });
  }

  attributeChangedCallback(name, before, after) {
    if (this.#rendering || before === after || this.#destroyed) return;
    if (name === 'wasm-url' || name === 'theme') return;
    if (name === 'challenge') {
      const select = this.#root.querySelector('select[name=challenge]');
      if (select) select.value = after === 'now' ? 'now' : 'impossible';
      return;
    }
    if (name !== 'layout' && name !== 'interactive') this.#readAttributes();
    if (this.isConnected) this.#render();
  }

  /** The position on the mat: {rules, division, goal, required, permitted, forbidden, resources}. */
  get position() {
    return {...this.#position};
  }
  set position(value) {
    this.#attributeProblem = null;
    this.#position = parsePosition(value && typeof value === 'object' ? value : {});
    this.#initial = this.#position;
    this.#picked = null;
    this.#reflect();
    this.#render();
  }
  /** Resolves to {version} once the engine is ready; rejects with the reason it could not start. */
  get ready() {
    return this.#readyPromise;
  }
  /** The cubes' colours, {section: "red blue …"} (`-` for a cube of no colour), or null. */
  get colors() {
    return this.hasAttribute('colors') ? JSON.parse(colorsText(this.#colors)) : null;
  }
  set colors(value) {
    if (value === null || value === undefined) this.removeAttribute('colors');
    else this.setAttribute('colors', typeof value === 'string' ? value : JSON.stringify(value));
  }
  /** Whether the engine reads the position and its Goal is legal, and if not, why. */
  get validity() {
    return {...this.#validity};
  }
  get interactive() {
    return this.hasAttribute('interactive');
  }
  set interactive(on) {
    this.toggleAttribute('interactive', Boolean(on));
  }
  /** The engine's version once it is ready, else null. */
  get version() {
    return this.#engine ? this.#engine.version : null;
  }

  /** Puts back the position last set by an attribute or the `position` property. */
  reset() {
    if (this.#destroyed) return;
    this.#position = this.#initial;
    this.#colors = this.#initialColors;
    this.#picked = null;
    this.#reflect();
    this.#render();
    this.#emit('change', {position: this.position, moved: null});
  }

  /** Releases the engine and empties the mat; it draws and judges nothing after. */
  destroy() {
    this.#destroyed = true;
    if (this.#endDrag) this.#endDrag();
    this.#release();
    this.#root.replaceChildren();
  }

  /** Judges `equation` on this mat; resolves to the verdict the `check` event carries. */
  async check(equation, challenge = this.#challenge()) {
    if (this.#destroyed) return {error: 'this mat was destroyed'};
    await this.#loaded;
    if (!this.#engine) return {error: this.#failure || 'the mat is not in a page'};
    const answer = this.#engine.check({...this.#position, challenge, equation: String(equation)});
    const detail = {equation: String(equation), challenge, position: this.position, ...answer};
    this.#showVerdict(detail);
    this.#emit('check', detail);
    return detail;
  }

  // ---- loading ----
  #loading = false;
  #loaded = null;
  #load() {
    if (!this.isConnected || this.#destroyed) {
      this.#loading = false;
      return undefined;
    }
    const options = {};
    if (this.getAttribute('wasm-url')) {
      options.wasmUrl = new URL(this.getAttribute('wasm-url'), document.baseURI);
    }
    return createEngine(options).then((engine) => {
      if (!this.#loading) return;  // released meanwhile
      this.#engine = engine;
      this.#render();
      this.#settleReady.resolve({version: engine.version});
      this.#emit('ready', {version: engine.version});
    }, (error) => {
      this.#failure = `the rules engine could not start: ${error && error.message ? error.message :
        error}`;
      this.#render();
      this.#settleReady.reject(new Error(this.#failure));
      this.#emit('error', {message: this.#failure});
    });
  }
  // Drops the engine (its memory goes with it); a mat connected again loads another.
  #release() {
    this.#engine = null;
    this.#loading = false;
  }

  // ---- attributes and position ----
  #readAttributes() {
    let base = {};
    const json = this.getAttribute('position');
    this.#attributeProblem = null;
    if (json) {
      try {
        base = JSON.parse(json);
      } catch (error) {
        this.#attributeProblem = `the position attribute is not JSON: ${error.message}`;
      }
    }
    const fields = {...base};
    for (const name of ['rules', 'division', ...SECTIONS]) {
      if (this.hasAttribute(name)) fields[name] = this.getAttribute(name);
    }
    this.#position = parsePosition(fields);
    this.#initial = this.#position;
    this.#colors = {};
    if (this.hasAttribute('colors')) {
      try {
        this.#colors = parseColors(this.getAttribute('colors'));
      } catch (error) {
        this.#attributeProblem ??= `the colors attribute: ${error.message}`;
      }
    }
    this.#initialColors = this.#colors;
    this.#picked = null;
  }
  #challenge() {
    const select = this.#root.querySelector('select[name=challenge]');
    const value = select ? select.value : this.getAttribute('challenge');
    return value === 'now' ? 'now' : 'impossible';
  }
  // Writes the position back to the attributes (without re-reading them).
  #reflect() {
    this.#rendering = true;
    try {
      for (const name of ['rules', 'division', ...SECTIONS]) {
        this.setAttribute(name, this.#position[name]);
      }
      if (this.hasAttribute('colors')) this.setAttribute('colors', colorsText(this.#colors));
      if (this.hasAttribute('position')) {
        this.setAttribute('position', JSON.stringify(this.#position));
      }
    } finally {
      this.#rendering = false;
    }
  }

  // ---- drawing ----
  #render() {
    const root = this.#root;
    const focusKey = this.#focusKey();
    const typed = root.querySelector('input[name=equation]');
    const keep = typed ? {value: typed.value, challenge: this.#challenge()} : null;
    if (this.#destroyed) return;
    // A verdict holds only for the position it was given on.
    const verdict = this.#verdictFor === JSON.stringify(this.#position) &&
      root.querySelector('.verdict');
    const verdictNodes = verdict && !verdict.classList.contains('loading') ?
      [...verdict.childNodes] : [];
    const verdictClass = verdict && !verdict.classList.contains('loading') ? verdict.className :
      'verdict';
    if (!verdictNodes.length) this.#verdictFor = null;
    root.replaceChildren();

    const mat = el('div', {class: 'mat', role: 'group', part: 'mat',
      'aria-label': `Equations mat, ${this.#position.rules.toUpperCase()} rules, ` +
        `${this.#position.division} division`});
    if (this.interactive) mat.classList.add('interactive');
    if (this.getAttribute('layout') === 'compact') mat.classList.add('compact');
    for (const section of SECTIONS) mat.append(this.#drawSection(section));
    root.append(mat);

    const reading = el('p', {class: 'reading', part: 'reading'});
    reading.textContent = this.#goalReading();
    mat.append(reading);

    if (this.interactive) {
      const form = el('form', {class: 'write', part: 'write', 'aria-label': 'Write an Equation'});
      const challenge = el('select', {name: 'challenge', id: `${this.#id}-challenge`});
      for (const [value, label] of [['impossible', 'Impossible challenge'],
        ['now', 'Now challenge']]) {
        const option = el('option', {value});
        option.textContent = label;
        challenge.append(option);
      }
      challenge.value = keep ? keep.challenge : this.#challenge();
      const label = el('label', {for: `${this.#id}-equation`});
      label.textContent = 'Equation';
      const input = el('input', {name: 'equation', id: `${this.#id}-equation`, type: 'text',
        autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', inputmode: 'text',
        placeholder: 'e.g. (5x3)+1 = 2x(3+5)', 'aria-describedby': `${this.#id}-verdict`});
      if (keep) input.value = keep.value;
      const button = el('button', {type: 'submit', part: 'button'});
      button.textContent = 'Check';
      if (!this.#engine) button.disabled = true;
      const challengeLabel = el('label', {for: `${this.#id}-challenge`, class: 'visually-hidden'});
      challengeLabel.textContent = 'Challenge';
      form.append(challengeLabel, challenge, label, input, button);
      mat.append(form);
    }
    const status = el('div', {class: verdictClass, id: `${this.#id}-verdict`, role: 'status',
      'aria-live': 'polite', part: 'verdict'});
    if (this.#failure) {
      status.className = 'verdict failure';
      status.setAttribute('role', 'alert');
      status.textContent = this.#failure;
    } else if (!this.#engine) {
      status.className = 'verdict loading';
      status.textContent = 'Loading the rules engine…';
    } else {
      status.append(...verdictNodes);
    }
    mat.append(status);
    const live = el('div', {class: 'visually-hidden announce', 'aria-live': 'assertive'});
    mat.append(live);
    this.#restoreFocus(focusKey);
  }

  #drawSection(section) {
    const cubes = sectionCubes(this.#position, section);
    const title = section === 'goal' ? 'Goal' : section[0].toUpperCase() + section.slice(1);
    const faces = cubes.filter((c) => c !== ' ').map(faceName);
    const box = el('section', {class: `section ${section}`, 'data-section': section,
      part: `section ${section}`,
      'aria-label': `${title}: ${faces.length ? faces.join(', ') : 'empty'}`});
    const heading = el('h3');
    heading.textContent = title;
    box.append(heading);
    const list = el('div', {class: 'cubes', role: 'list'});
    const canMove = this.interactive && MOVABLE.includes(section);
    let tabbable = false;
    const colors = this.#colors[section] ?? [];
    let solid = 0;  // the cube's place among the section's cubes, gaps left out
    cubes.forEach((face, index) => {
      if (face === ' ') {
        list.append(el('span', {class: 'gap', 'aria-hidden': 'true'}));
        return;
      }
      const color = colors[solid++];
      const item = el('span', {role: 'listitem', class: 'slot'});
      const picked = this.#picked && this.#picked.section === section &&
        this.#picked.index === index;
      const cube = el(canMove ? 'button' : 'span', {class: 'cube', part: 'cube',
        'data-section': section, 'data-index': String(index), 'data-face': face,
        'aria-label': color ? `${faceName(face)}, ${color}` : faceName(face)});
      if (color) cube.dataset.color = color;
      if (!canMove) cube.setAttribute('role', 'img');
      if (canMove) {
        cube.type = 'button';
        cube.setAttribute('aria-pressed', picked ? 'true' : 'false');
        cube.setAttribute('aria-description',
          'Press Enter to pick it up, then Enter on a section to put it there');
        cube.tabIndex = !tabbable ? 0 : -1;
        tabbable = true;
      }
      if (picked) cube.classList.add('picked');
      cube.textContent = faceText(face);
      item.append(cube);
      list.append(item);
    });
    box.append(list);
    if (this.interactive && MOVABLE.includes(section) && this.#picked &&
        this.#picked.section !== section) {
      const drop = el('button', {type: 'button', class: 'drop', 'data-drop': section,
        part: 'drop'});
      drop.textContent = `Put ${faceName(this.#pickedFace())} in ${title}`;
      box.append(drop);
    }
    return box;
  }

  // The Goal's readings in words; sets the validity, and fires `invalid` when it becomes invalid
  // or its reason changes.
  #goalReading() {
    if (this.#attributeProblem) {
      this.#judged(this.#attributeProblem);
      return `This position cannot be read: ${this.#attributeProblem}`;
    }
    if (!this.#engine) return '';
    if (!this.#position.goal.trim()) {
      this.#judged('');
      return 'No Goal is set.';
    }
    const answer = this.#engine.goal(this.#position);
    if (answer.error) {
      this.#judged(answer.error);
      return `This position cannot be read: ${answer.error}`;
    }
    if (!answer.legal) {
      this.#judged(`the Goal is not legal: ${answer.reasons.join('; ')}`);
      return `The Goal is not legal: ${answer.reasons.join('; ')}`;
    }
    this.#judged('');
    const readings = answer.interpretations.map((i) => `${faceText(i.text)} = ${i.value}`);
    return readings.length === 1 ? `The Goal reads ${readings[0]}.` :
      `The Goal may be read ${readings.join(' or ')}.`;
  }
  #judged(message) {
    const before = this.#validity.message;
    this.#validity = {valid: !message, message};
    if (message && message !== before) {
      queueMicrotask(() => this.#emit('invalid', {message, position: this.position}));
    }
  }

  #showVerdict(detail) {
    const status = this.#root.querySelector('.verdict');
    if (!status) return;
    status.replaceChildren();
    this.#verdictFor = JSON.stringify(this.#position);
    if (detail.error) {
      status.className = 'verdict incorrect';
      status.textContent = `Not checked: ${detail.error}`;
      return;
    }
    status.className = `verdict ${detail.correct ? 'correct' : 'incorrect'}`;
    const head = el('strong');
    head.textContent = detail.correct ? 'Correct.' :
      detail.verdict === 'unchecked' ? 'Not checked.' : 'Incorrect.';
    status.append(head);
    if (detail.correct && detail.solution_value !== null) {
      status.append(` The Solution is ${detail.solution_value}, the same as the Goal.`);
    }
    if (detail.reasons.length) {
      const list = el('ul');
      for (const reason of detail.reasons) {
        const item = el('li');
        item.textContent = reason;
        list.append(item);
      }
      status.append(list);
    }
  }

  // ---- moving cubes ----
  #pickedFace() {
    return sectionCubes(this.#position, this.#picked.section)[this.#picked.index];
  }
  // Fires the cancellable `drag-start`; false when the page cancelled it.
  #lift(section, index) {
    const face = sectionCubes(this.#position, section)[index];
    return this.#emit('drag-start', {face, from: section, position: this.position}, true);
  }
  #pick(section, index) {
    const same = this.#picked && this.#picked.section === section && this.#picked.index === index;
    if (!same && !this.#lift(section, index)) return;
    this.#picked = same ? null : {section, index};
    this.#render();
    const face = sectionCubes(this.#position, section)[index];
    this.#announce(same ? `${faceName(face)} put back.` :
      `${faceName(face)} picked up from ${section}. Choose the section to put it in.`);
    // Focus goes to the first "Put … in …" button; putting back returns it to the cube.
    const next = same ?
      this.#root.querySelector(`.cube[data-section="${section}"][data-index="${index}"]`) :
      this.#root.querySelector('[data-drop]');
    if (next) next.focus();
  }
  #move(from, index, to) {
    if (from === to || !MOVABLE.includes(from) || !MOVABLE.includes(to)) return;
    const source = sectionCubes(this.#position, from);
    const [face] = source.splice(index, 1);
    if (face === undefined) return;
    if (!this.#emit('drop', {face, from, to, position: this.position}, true)) {
      this.#picked = null;
      this.#render();
      this.#announce(`${faceName(face)} stays in ${from}.`);
      return;
    }
    const target = [...sectionCubes(this.#position, to), face];
    this.#colors = moveColor(this.#colors, from, index, to, target.length - 1);
    this.#position = {...this.#position, [from]: sectionText(source), [to]: sectionText(target)};
    this.#picked = null;
    this.#reflect();
    this.#render();
    this.#announce(`${faceName(face)} moved from ${from} to ${to}.`);
    const cube = this.#root.querySelector(
      `.cube[data-section="${to}"][data-index="${target.length - 1}"]`);
    if (cube) cube.focus();
    this.#emit('change', {position: this.position, moved: {face, from, to}});
  }

  // A click from the keyboard (Enter or Space on a button) has detail 0; a mouse's or finger's
  // press is handled at pointerup (a touch that followed a drag may bring no click at all).
  #onClick(event) {
    if (event.detail === 0) this.#activate(event.target);
  }
  #activate(target) {
    if (!this.interactive) return;
    const drop = target.closest('[data-drop]');
    if (drop && this.#picked) {
      this.#move(this.#picked.section, this.#picked.index, drop.dataset.drop);
      return;
    }
    const cube = target.closest('button.cube');
    if (cube) {
      this.#pick(cube.dataset.section, Number(cube.dataset.index));
      return;
    }
    // A tap on a section (not on a cube) puts the picked cube there.
    const section = target.closest('section[data-section]');
    if (section && this.#picked && MOVABLE.includes(section.dataset.section)) {
      this.#move(this.#picked.section, this.#picked.index, section.dataset.section);
    }
  }

  #onKey(event) {
    if (!this.interactive) return;
    const cube = event.target.closest && event.target.closest('button.cube');
    if (event.key === 'Escape' && this.#picked) {
      const {section, index} = this.#picked;
      this.#pick(section, index);
      event.preventDefault();
      return;
    }
    if (!cube) return;
    // Arrow keys walk the cubes of a section (one Tab stop per section).
    const step = {ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1}[event.key];
    if (step) {
      const cubes = [...cube.closest('.cubes').querySelectorAll('button.cube')];
      const next = cubes[(cubes.indexOf(cube) + step + cubes.length) % cubes.length];
      cube.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
      event.preventDefault();
    }
  }

  #onPointerDown(event) {
    if (!this.interactive || event.button !== 0) return;
    const cube = event.target.closest('button.cube');
    if (!cube) {
      const press = {pointer: event.pointerId, target: event.target};
      const up = (e) => {
        if (e.pointerId !== press.pointer) return;
        this.#root.removeEventListener('pointerup', up);
        if (press.target.isConnected && press.target.contains(e.target)) {
          this.#activate(press.target);
        }
      };
      this.#root.addEventListener('pointerup', up);
      return;
    }
    this.#endDrag = followDrag(event, cube, {
      root: this.#root,
      lift: (section, index) => this.#lift(section, index),
      tap: (target) => this.#activate(target),
      drop: (from, index, to) => this.#move(from, index, to),
      stay: (face, from) => this.#announce(`${faceName(face)} stays in ${from}.`),
    });
  }

  // ---- the Equation ----
  #checkTyped() {
    const input = this.#root.querySelector('input[name=equation]');
    if (!input) return;
    if (!input.value.trim()) {
      this.#showVerdict({error: 'type an Equation first, for example (5x3)+1 = 2x(3+5)'});
      return;
    }
    this.check(input.value, this.#challenge());
  }

  // ---- helpers ----
  #announce(text) {
    const live = this.#root.querySelector('.announce');
    if (live) live.textContent = text;
  }
  // Fires an event; false when a cancellable one was cancelled.
  #emit(type, detail, cancelable = false) {
    return this.dispatchEvent(new CustomEvent(type, {detail, bubbles: true, composed: true,
      cancelable}));
  }
  #focusKey() {
    const active = this.#root.activeElement;
    if (!active) return null;
    if (active.matches('button.cube')) return positionKey(active.dataset);
    if (active.name) return `[name="${active.name}"]`;
    if (active.dataset.drop) return `[data-drop="${active.dataset.drop}"]`;
    return null;
  }
  #restoreFocus(key) {
    if (!key) return;
    const target = this.#root.querySelector(key);
    if (target) target.focus();
  }
}

// The attributes as properties: the position's fields read the position shown, the others the
// attribute; setting one sets the attribute (null removes it).
for (const [property, attribute] of Object.entries(TEXT_PROPERTIES)) {
  Object.defineProperty(EquationsMat.prototype, property, {
    configurable: true,
    enumerable: true,
    get() {
      if (property in parsePosition({})) return this.position[property];
      return this.getAttribute(attribute);
    },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

// Makes an element with attributes (no innerHTML: nothing typed is ever parsed as markup).
function el(tag, attributes = {}) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

if (typeof customElements === 'object' && !customElements.get('equations-mat')) {
  customElements.define('equations-mat', EquationsMat);
}
