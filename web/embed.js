// The iframe embed: reads the position from the URL fragment, forwards the mat's events to the
// host page by postMessage ({source: 'equations-mat', type, detail}) and takes commands back
// ({source: 'equations-host', type: 'hello' | 'position' | 'check', ...}). Its height goes to the host too,
// so the host can size the iframe to fit.
import './package/equations-mat.mjs';
import {positionFromFragment} from './package/equations-mat-position.mjs';

const mat = document.getElementById('mat');
const tell = (type, detail) => {
  if (window.parent !== window) {
    window.parent.postMessage({source: 'equations-mat', type, detail}, '*');
  }
};

function fromFragment() {
  const fields = positionFromFragment(location.hash);
  mat.interactive = fields.interactive !== '0';
  if (fields.challenge) mat.setAttribute('challenge', fields.challenge);
  mat.position = fields;
}
fromFragment();
window.addEventListener('hashchange', fromFragment);

for (const type of ['ready', 'change', 'check', 'error']) {
  mat.addEventListener(type, (event) => tell(type, event.detail));
}
new ResizeObserver(() => tell('resize', {height: Math.ceil(document.body.scrollHeight)}))
  .observe(document.body);

window.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.source !== 'equations-host') return;
  if (data.type === 'hello') {
    // A host whose script ran after the mat was ready asks again.
    if (mat.version) tell('ready', {version: mat.version});
  } else if (data.type === 'position' && data.position && typeof data.position === 'object') {
    mat.position = data.position;
  } else if (data.type === 'check' && typeof data.equation === 'string') {
    mat.check(data.equation, data.challenge === 'now' ? 'now' : 'impossible');
  }
});
