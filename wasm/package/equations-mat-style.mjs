// The look of <equations-mat>, as a constructed style sheet: no <style> element or style
// attribute, so a page's Content-Security-Policy need not allow inline styles. Sizes follow the
// element's own width (container units), so a mat fits a sidebar or a whole column; under 26rem,
// or with layout="compact", it is tighter. Colours keep text at 4.5:1 or more, light and dark
// (prefers-color-scheme, or theme="light" / theme="dark"); a host recolours it through the
// --mat-* custom properties (set on the mat or on any ancestor, :root included).
const CSS = `
:host { display: block; container-type: inline-size; font: inherit;
  --_ink: var(--mat-ink, #1d2a24); --_felt: var(--mat-felt, #e9f1ea);
  --_cube: var(--mat-cube, #fffaf0); --_cube-ink: var(--mat-cube-ink, #1d2a24);
  --_edge: var(--mat-edge, #4a5a52); --_accent: var(--mat-accent, #1f5fa8);
  --_accent-ink: var(--mat-accent-ink, #ffffff); --_over: var(--mat-over, #dbe8f7);
  --_field: var(--mat-field, #ffffff); --_good: var(--mat-good, #176b2c);
  --_bad: var(--mat-bad, #a1261b); color: var(--_ink); }
:host([theme=dark]) { --_ink: var(--mat-ink, #e6ede8); --_felt: var(--mat-felt, #1b2621);
  --_cube: var(--mat-cube, #f3ecdc); --_cube-ink: var(--mat-cube-ink, #1d2a24);
  --_edge: var(--mat-edge, #8fa39a); --_accent: var(--mat-accent, #8ab8f0);
  --_accent-ink: var(--mat-accent-ink, #0d1a2b); --_over: var(--mat-over, #253a52);
  --_field: var(--mat-field, #26332d); --_good: var(--mat-good, #7fd99a);
  --_bad: var(--mat-bad, #ff9c8f); color: var(--_ink); }
@media (prefers-color-scheme: dark) { :host(:not([theme=light])) { --_ink: var(--mat-ink, #e6ede8); --_felt: var(--mat-felt, #1b2621);
  --_cube: var(--mat-cube, #f3ecdc); --_cube-ink: var(--mat-cube-ink, #1d2a24);
  --_edge: var(--mat-edge, #8fa39a); --_accent: var(--mat-accent, #8ab8f0);
  --_accent-ink: var(--mat-accent-ink, #0d1a2b); --_over: var(--mat-over, #253a52);
  --_field: var(--mat-field, #26332d); --_good: var(--mat-good, #7fd99a);
  --_bad: var(--mat-bad, #ff9c8f); color: var(--_ink); } }
:host([hidden]) { display: none; }
.mat { position: relative; background: var(--_felt); color: var(--_ink);
  border: 1px solid var(--_edge); border-radius: 0.6em; padding: 0.6em; display: grid;
  gap: 0.5em; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.section { border: 1px dashed var(--_edge); border-radius: 0.4em; padding: 0.3em 0.5em;
  min-height: calc(var(--cube) + 2.2em); }
.section.goal, .section.resources, .reading, .write, .verdict { grid-column: 1 / -1; }
.section.over { outline: 3px solid var(--_accent); background: var(--_over); }
h3 { margin: 0 0 0.2em; font-size: 0.85em; font-weight: 600; letter-spacing: 0.02em;
  color: var(--_ink); }
.cubes { display: flex; flex-wrap: wrap; gap: 0.3em; min-height: var(--cube); align-items: center; }
.slot { display: contents; }
.mat { --cube: clamp(1.9rem, 7cqi, 3.2rem); }
.cube { box-sizing: border-box; width: var(--cube); height: var(--cube); display: inline-flex;
  align-items: center; justify-content: center; font-family: inherit; font-weight: 700;
  font-size: calc(var(--cube) * 0.5); line-height: 1; color: var(--_cube-ink);
  background: var(--_cube); border: 2px solid var(--_edge); border-radius: 0.35em;
  box-shadow: 0 2px 0 var(--_edge); padding: 0; user-select: none; -webkit-user-select: none; }
.cube[data-color] { color: #ffffff; border-color: var(--_edge); }
.cube[data-color=red] { background: var(--mat-cube-red, #b3261e); }
.cube[data-color=blue] { background: var(--mat-cube-blue, #1d4f9c); }
.cube[data-color=green] { background: var(--mat-cube-green, #1e6b34); }
.cube[data-color=black] { background: var(--mat-cube-black, #1c1c1c); }
.interactive .cube { cursor: grab; touch-action: none; }
.cube:focus-visible, .drop:focus-visible, input:focus-visible, select:focus-visible,
button:focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.cube.picked { border-color: var(--_accent); box-shadow: 0 0 0 3px var(--_accent); }
.cube.lifted { opacity: 0.35; }
.ghost { position: fixed; left: 0; top: 0; z-index: 10; pointer-events: none; cursor: grabbing;
  box-shadow: 0 6px 14px rgba(0, 0, 0, 0.35); }
.gap { display: inline-block; width: calc(var(--cube) * 0.45); }
.drop { margin-top: 0.3em; font: inherit; font-size: 0.85em; padding: 0.2em 0.6em;
  border: 2px solid var(--_accent); color: var(--_accent); background: var(--_field);
  border-radius: 0.3em; cursor: pointer; }
.reading { margin: 0; font-size: 0.9em; }
.write { display: flex; flex-wrap: wrap; gap: 0.4em; align-items: center; }
.write input { flex: 1 1 12em; min-width: 0; font: inherit; padding: 0.3em 0.4em;
  border: 2px solid var(--_edge); border-radius: 0.3em; }
.write input, .write select { background: var(--_field); color: var(--_ink); }
.write select, .write button { font: inherit; padding: 0.3em 0.6em; border-radius: 0.3em;
  border: 2px solid var(--_edge); }
.write button { background: var(--_accent); color: var(--_accent-ink);
  border-color: var(--_accent); cursor: pointer; }
.write button:disabled { opacity: 0.6; cursor: default; }
.verdict { min-height: 1.4em; font-size: 0.95em; }
.verdict ul { margin: 0.2em 0 0; padding-left: 1.2em; }
.verdict.correct strong { color: var(--_good); }
.verdict.incorrect strong, .verdict.failure { color: var(--_bad); }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@container (max-width: 26rem) {
  .mat { padding: 0.4em; gap: 0.35em; --cube: clamp(1.75rem, 9cqi, 2.4rem); }
  .section { padding: 0.2em 0.35em; min-height: calc(var(--cube) + 1.6em); }
  h3 { font-size: 0.75em; margin: 0 0 0.1em; }
  .cubes { gap: 0.2em; }
  .reading, .verdict { font-size: 0.85em; }
  .write label[for$=-equation] { position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); }
}
.mat.compact { padding: 0.4em; gap: 0.35em; --cube: clamp(1.6rem, 8cqi, 2.2rem); }
.mat.compact .section { padding: 0.2em 0.35em; min-height: calc(var(--cube) + 1.5em); }
.mat.compact h3 { font-size: 0.75em; margin: 0; }
@media (prefers-reduced-motion: no-preference) {
  .cube { transition: box-shadow 0.1s; }
}
`;

let shared = null;
/** The sheet every mat on the page adopts (a sheet holds no state of a mat). */
export function sheet() {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(CSS);
  }
  return shared;
}
