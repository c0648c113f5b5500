// The iframe embed: reads the position from the URL fragment (a `+` is a plus cube), forwards the
// mat's events to the host page by postMessage ({source: 'equations-mat', type, detail}), to the
// parent's origin only, and takes commands back from the parent ({source: 'equations-host', type:
// 'hello' | 'position' | 'check', ...}). Its height goes to the host too, so the host can size the
// iframe to fit. `theme=dark` or `theme=light` sets the mat's theme.
import './package/equations-mat.mjs';
import {positionFromFragment} from './package/equations-mat-position.mjs';

const mat = document.getElementById('mat');

// The parent's origin: from the browser when it says (ancestorOrigins, the referrer), else from
// the parent's first message. Until it is known nothing is posted.
let parentOrigin = null;
if (window.parent !== window) {
  const ancestors = location.ancestorOrigins;
  if (ancestors && ancestors.length) {
    parentOrigin = ancestors[0];
  } else if (document.referrer) {
    parentOrigin = new URL(document.referrer).origin;
  }
}
const pending = [];
const tell = (type, detail) => {
  if (window.parent === window) return;
  if (!parentOrigin) {
    pending.push([type, detail]);
    return;
  }
  window.parent.postMessage({source: 'equations-mat', type, detail}, parentOrigin);
};

function fromFragment() {
  const fields = positionFromFragment(location.hash);
  mat.interactive = fields.interactive !== '0';
  if (fields.challenge) mat.setAttribute('challenge', fields.challenge);
  mat.theme = fields.theme === 'dark' || fields.theme === 'light' ? fields.theme : null;
  mat.position = fields;
}
fromFragment();
window.addEventListener('hashchange', fromFragment);

for (const type of ['ready', 'change', 'check', 'invalid', 'error']) {
  mat.addEventListener(type, (event) => tell(type, event.detail));
}
new ResizeObserver(() => tell('resize', {height: Math.ceil(document.body.scrollHeight)}))
  .observe(document.body);

window.addEventListener('message', (event) => {
  const data = event.data;
  if (event.source !== window.parent || !data || data.source !== 'equations-host') return;
  if (parentOrigin && event.origin !== parentOrigin) return;
  if (!parentOrigin) {
    parentOrigin = event.origin;
    for (const [type, detail] of pending.splice(0)) tell(type, detail);
  }
  if (data.type === 'hello') {
    // A host whose script ran after the mat was ready asks again.
    if (mat.version) tell('ready', {version: mat.version});
  } else if (data.type === 'position' && data.position && typeof data.position === 'object') {
    mat.position = data.position;
  } else if (data.type === 'check' && typeof data.equation === 'string') {
    mat.check(data.equation, data.challenge === 'now' ? 'now' : 'impossible');
  }
});
