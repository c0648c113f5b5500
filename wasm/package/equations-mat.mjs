// <equations-mat>: a mat of the Equations game for any web page. It draws the Goal and the four
// sections with the DOM (no canvas, no global key handler), lets a reader move cubes by dragging
// (mouse, touch, pen) or by keyboard, judges a typed Equation with its own engine instance, and
// fires DOM events: `ready`, `change` (the position after a move), `check` (the verdict and its
// reasons) and `error`. Attributes: rules, division, goal, required, permitted, forbidden,
// resources, challenge, interactive, position (JSON of all of them), wasm-url.
import {createEngine} from './index.mjs';
import {sheet} from './equations-mat-style.mjs';
import {
  SECTIONS, MOVABLE, faceName, faceText, parsePosition, positionKey, sectionCubes, sectionText,
} from './equations-mat-position.mjs';

const ATTRIBUTES = ['rules', 'division', 'challenge', ...SECTIONS, 'position', 'interactive'];
// Pointer travel (CSS pixels) before a press on a cube becomes a drag rather than a pick.
const DRAG_THRESHOLD = 6;
let nextId = 0;

// Importing the module outside a browser (server rendering, node) defines nothing and throws nothing.
const Element = typeof HTMLElement === 'function' ? HTMLElement : class {};

export class EquationsMat extends Element {
  static observedAttributes = ATTRIBUTES;
  #engine = null;
  #failure = null;
  #position = parsePosition({});
  #picked = null;  // {section, index} of the cube picked up by a click or a key
  #drag = null;
  #id = `equations-mat-${++nextId}`;
  #root;
  #rendering = false;

  constructor() {
    super();
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
    this.#readAttributes();
    this.#render();
    if (!this.#engine && !this.#failure && !this.#loading) this.#load();
  }

  attributeChangedCallback(name, before, after) {
    if (this.#rendering || before === after) return;
    this.#readAttributes();
    if (this.isConnected) this.#render();
  }

  /** The position on the mat: {rules, division, goal, required, permitted, forbidden, resources}. */
  get position() {
    return {...this.#position};
  }
  set position(value) {
    this.#position = parsePosition(value && typeof value === 'object' ? value : {});
    this.#picked = null;
    this.#reflect();
    this.#render();
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

  /** Judges `equation` on this mat; resolves to the verdict the `check` event carries. */
  async check(equation, challenge = this.#challenge()) {
    await this.#ready;
    if (!this.#engine) return {error: this.#failure};
    const answer = this.#engine.check({...this.#position, challenge, equation: String(equation)});
    const detail = {equation: String(equation), challenge, position: this.position, ...answer};
    this.#showVerdict(detail);
    this.#emit('check', detail);
    return detail;
  }

  // ---- loading ----
  #loading = false;
  #ready = null;
  #load() {
    this.#loading = true;
    const options = {};
    if (this.getAttribute('wasm-url')) {
      options.wasmUrl = new URL(this.getAttribute('wasm-url'), document.baseURI);
    }
    this.#ready = createEngine(options).then((engine) => {
      this.#engine = engine;
      this.#render();
      this.#emit('ready', {version: engine.version});
    }, (error) => {
      this.#failure = `the rules engine could not start: ${error && error.message ? error.message :
        error}`;
      this.#render();
      this.#emit('error', {message: this.#failure});
    });
  }

  // ---- attributes and position ----
  #readAttributes() {
    let base = {};
    const json = this.getAttribute('position');
    if (json) {
      try {
        base = JSON.parse(json);
      } catch (error) {
        this.#emit('error', {message: `the position attribute is not JSON: ${error.message}`});
      }
    }
    const fields = {...base};
    for (const name of ['rules', 'division', ...SECTIONS]) {
      if (this.hasAttribute(name)) fields[name] = this.getAttribute(name);
    }
    this.#position = parsePosition(fields);
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
    const verdict = root.querySelector('.verdict');
    const verdictNodes = verdict && !verdict.classList.contains('loading') ?
      [...verdict.childNodes] : [];
    const verdictClass = verdict && !verdict.classList.contains('loading') ? verdict.className :
      'verdict';
    root.replaceChildren();

    const mat = el('div', {class: 'mat', role: 'group', part: 'mat',
      'aria-label': `Equations mat, ${this.#position.rules.toUpperCase()} rules, ` +
        `${this.#position.division} division`});
    if (this.interactive) mat.classList.add('interactive');
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
    cubes.forEach((face, index) => {
      if (face === ' ') {
        list.append(el('span', {class: 'gap', 'aria-hidden': 'true'}));
        return;
      }
      const item = el('span', {role: 'listitem', class: 'slot'});
      const picked = this.#picked && this.#picked.section === section &&
        this.#picked.index === index;
      const cube = el(canMove ? 'button' : 'span', {class: 'cube', part: 'cube',
        'data-section': section, 'data-index': String(index), 'data-face': face,
        'aria-label': faceName(face)});
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

  #goalReading() {
    if (!this.#engine) return '';
    if (!this.#position.goal.trim()) return 'No Goal is set.';
    const answer = this.#engine.goal(this.#position);
    if (answer.error) return `This position cannot be read: ${answer.error}`;
    if (!answer.legal) return `The Goal is not legal: ${answer.reasons.join('; ')}`;
    const readings = answer.interpretations.map((i) => `${faceText(i.text)} = ${i.value}`);
    return readings.length === 1 ? `The Goal reads ${readings[0]}.` :
      `The Goal may be read ${readings.join(' or ')}.`;
  }

  #showVerdict(detail) {
    const status = this.#root.querySelector('.verdict');
    if (!status) return;
    status.replaceChildren();
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
  #pick(section, index) {
    const same = this.#picked && this.#picked.section === section && this.#picked.index === index;
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
    const target = [...sectionCubes(this.#position, to), face];
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
    const drag = {cube, pointer: event.pointerId, x: event.clientX, y: event.clientY,
      moved: false, ghost: null, section: cube.dataset.section, index: Number(cube.dataset.index)};
    this.#drag = drag;
    cube.setPointerCapture(event.pointerId);
    const move = (e) => {
      if (e.pointerId !== drag.pointer) return;
      const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      if (!drag.moved) {
        drag.moved = true;
        drag.ghost = cube.cloneNode(true);
        drag.ghost.classList.add('ghost');
        drag.ghost.removeAttribute('tabindex');
        drag.ghost.setAttribute('aria-hidden', 'true');
        const box = cube.getBoundingClientRect();
        drag.offsetX = drag.x - box.left;
        drag.offsetY = drag.y - box.top;
        drag.ghost.style.width = `${box.width}px`;
        drag.ghost.style.height = `${box.height}px`;
        this.#root.querySelector('.mat').append(drag.ghost);
        cube.classList.add('lifted');
      }
      drag.ghost.style.transform =
        `translate(${e.clientX - drag.offsetX}px, ${e.clientY - drag.offsetY}px)`;
      this.#highlight(this.#sectionAt(e.clientX, e.clientY));
    };
    const end = (e) => {
      if (e.pointerId !== drag.pointer) return;
      cube.removeEventListener('pointermove', move);
      cube.removeEventListener('pointerup', end);
      cube.removeEventListener('pointercancel', end);
      if (!drag.moved) {
        this.#drag = null;
        if (e.type === 'pointerup') this.#activate(cube);
        return;
      }
      drag.ghost.remove();
      cube.classList.remove('lifted');
      this.#highlight(null);
      const target = e.type === 'pointerup' ? this.#sectionAt(e.clientX, e.clientY) : null;
      this.#drag = null;
      if (target && target !== drag.section) {
        this.#move(drag.section, drag.index, target);
      } else {
        this.#announce(`${faceName(cube.dataset.face)} stays in ${drag.section}.`);
      }
    };
    cube.addEventListener('pointermove', move);
    cube.addEventListener('pointerup', end);
    cube.addEventListener('pointercancel', end);
  }
  #sectionAt(x, y) {
    for (const node of this.#root.elementsFromPoint(x, y)) {
      const section = node.closest && node.closest('section[data-section]');
      if (section && MOVABLE.includes(section.dataset.section)) return section.dataset.section;
    }
    return null;
  }
  #highlight(section) {
    for (const box of this.#root.querySelectorAll('section[data-section]')) {
      box.classList.toggle('over', box.dataset.section === section);
    }
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
  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, {detail, bubbles: true, composed: true}));
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

// Makes an element with attributes (no innerHTML: nothing typed is ever parsed as markup).
function el(tag, attributes = {}) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

if (typeof customElements === 'object' && !customElements.get('equations-mat')) {
  customElements.define('equations-mat', EquationsMat);
}
