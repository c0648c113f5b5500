// The look of <equations-mat>, as a constructed style sheet: no <style> element or style
// attribute, so a page's Content-Security-Policy need not allow inline styles. Sizes follow the
// element's own width (container units), so a mat fits a sidebar or a whole column. Colours
// keep text at 4.5:1 or more; a host recolours it through the custom properties below.
const CSS = `
:host { display: block; container-type: inline-size; font: inherit; color: var(--mat-ink, #1d2a24);
  --mat-felt: #e9f1ea; --mat-cube: #fffaf0; --mat-edge: #4a5a52; --mat-accent: #1f5fa8;
  --mat-good: #176b2c; --mat-bad: #a1261b; }
:host([hidden]) { display: none; }
.mat { position: relative; background: var(--mat-felt); border: 1px solid var(--mat-edge);
  border-radius: 0.6em; padding: 0.6em; display: grid; gap: 0.5em;
  grid-template-columns: repeat(2, minmax(0, 1fr)); }
.section { border: 1px dashed var(--mat-edge); border-radius: 0.4em; padding: 0.3em 0.5em;
  min-height: calc(var(--cube) + 2.2em); }
.section.goal, .section.resources, .reading, .write, .verdict { grid-column: 1 / -1; }
.section.over { outline: 3px solid var(--mat-accent); background: #dbe8f7; }
h3 { margin: 0 0 0.2em; font-size: 0.85em; font-weight: 600; letter-spacing: 0.02em; }
.cubes { display: flex; flex-wrap: wrap; gap: 0.3em; min-height: var(--cube); align-items: center; }
.slot { display: contents; }
.mat { --cube: clamp(1.9rem, 7cqi, 3.2rem); }
.cube { box-sizing: border-box; width: var(--cube); height: var(--cube); display: inline-flex;
  align-items: center; justify-content: center; font-family: inherit; font-weight: 700;
  font-size: calc(var(--cube) * 0.5); line-height: 1; color: #1d2a24; background: var(--mat-cube); border: 2px solid var(--mat-edge);
  border-radius: 0.35em; box-shadow: 0 2px 0 var(--mat-edge); padding: 0; user-select: none;
  -webkit-user-select: none; }
.interactive .cube { cursor: grab; touch-action: none; }
.cube:focus-visible, .drop:focus-visible, input:focus-visible, select:focus-visible,
button:focus-visible { outline: 3px solid var(--mat-accent); outline-offset: 2px; }
.cube.picked { border-color: var(--mat-accent); box-shadow: 0 0 0 3px var(--mat-accent); }
.cube.lifted { opacity: 0.35; }
.ghost { position: fixed; left: 0; top: 0; z-index: 10; pointer-events: none; cursor: grabbing;
  box-shadow: 0 6px 14px rgba(0, 0, 0, 0.35); }
.gap { display: inline-block; width: calc(var(--cube) * 0.45); }
.drop { margin-top: 0.3em; font: inherit; font-size: 0.85em; padding: 0.2em 0.6em;
  border: 2px solid var(--mat-accent); color: var(--mat-accent); background: #fff;
  border-radius: 0.3em; cursor: pointer; }
.reading { margin: 0; font-size: 0.9em; }
.write { display: flex; flex-wrap: wrap; gap: 0.4em; align-items: center; }
.write input { flex: 1 1 12em; min-width: 0; font: inherit; padding: 0.3em 0.4em;
  border: 2px solid var(--mat-edge); border-radius: 0.3em; }
.write select, .write button { font: inherit; padding: 0.3em 0.6em; border-radius: 0.3em; }
.write button { background: var(--mat-accent); color: #fff; border: 2px solid var(--mat-accent);
  cursor: pointer; }
.write button:disabled { opacity: 0.6; cursor: default; }
.verdict { min-height: 1.4em; font-size: 0.95em; }
.verdict ul { margin: 0.2em 0 0; padding-left: 1.2em; }
.verdict.correct strong { color: var(--mat-good); }
.verdict.incorrect strong, .verdict.failure { color: var(--mat-bad); }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@container (max-width: 26rem) {
  .mat { grid-template-columns: minmax(0, 1fr); }
}
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
