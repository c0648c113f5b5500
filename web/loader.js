// Starts the game: checks the browser, downloads the wasm (compiling it as it comes) and its data
// with a progress bar, then hands them to the Emscripten module. Shows a readable message instead of a blank page.
(function () {
  'use strict';
  const loading = document.getElementById('loading');
  const fill = document.getElementById('loading-fill');
  const text = document.getElementById('loading-text');

  function showError(message) {
    loading.hidden = true;
    document.getElementById('error-text').textContent = message;
    document.getElementById('error').hidden = false;
    document.getElementById('canvas').style.visibility = 'hidden';
  }

  function missingFeature() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function')
      return 'This browser does not run WebAssembly, which the game needs.';
    const probe = document.createElement('canvas');
    let gl = null;
    try { gl = probe.getContext('webgl2'); } catch (e) { gl = null; }
    if (!gl) return 'This browser has WebGL 2 turned off or does not support it, and the game ' +
                   'draws the mat with WebGL 2.';
    return null;
  }

  // Fetches `url`, reporting bytes received; resolves to an ArrayBuffer. A host that gzips
  // sends fewer bytes than the file holds (Content-Length): the chunks are kept as they come.
  async function download(url, onProgress) {
    const response = await counted(url, onProgress);
    return response.arrayBuffer();
  }

  // Fetches `url` as a Response whose body reports the bytes received as they stream through.
  async function counted(url, onProgress) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const total = Number(response.headers.get('Content-Length')) || 0;
    if (!response.body || typeof TransformStream !== 'function') return response;
    let received = 0;
    const body = response.body.pipeThrough(new TransformStream({
      transform(chunk, controller) {
        received += chunk.length;
        onProgress(received, Math.max(total, received));
        controller.enqueue(chunk);
      },
    }));
    return new Response(body, {headers: response.headers});
  }

  // Compiles the game's wasm while it downloads (a school laptop saves about a second); from a
  // server that does not send it as application/wasm, once all its bytes are here.
  async function compileWasm(onProgress) {
    const response = await counted('equations.wasm', onProgress);
    const type = response.headers.get('Content-Type') || '';
    if (typeof WebAssembly.compileStreaming === 'function' && type.startsWith('application/wasm'))
      return WebAssembly.compileStreaming(response);
    return WebAssembly.compile(await response.arrayBuffer());
  }

  async function start() {
    const problem = missingFeature();
    if (problem) { showError(problem); return; }

    const received = {}, totals = {};
    const report = () => {
      const got = Object.values(received).reduce((a, b) => a + b, 0);
      const all = Object.values(totals).reduce((a, b) => a + b, 0);
      const percent = all ? Math.min(100, Math.round(100 * got / all)) : 0;
      fill.style.width = percent + '%';
      text.textContent = `Loading… ${percent}% (${(got / 1048576).toFixed(1)} MB)`;
    };
    const progress = (f) => (got, total) => { received[f] = got; totals[f] = total; report(); };
    const [wasm, data] = await Promise.all([compileWasm(progress('equations.wasm')),
      download('equations.data', progress('equations.data')), loadScript('equations.js')]);

    text.textContent = 'Starting…';
    const module = await createEquations({
      canvas: document.getElementById('canvas'),
      // The module compiled while it downloaded: the game only instantiates it.
      instantiateWasm: (imports, receive) => {
        WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm),
          (e) => showError('The game could not start: ' + e));
        return {};
      },
      getPreloadedPackage: () => data,
      print: (line) => console.log(line),
      printErr: (line) => console.warn(line),
      onStartError: (message) => showError(message),
      onAbort: (what) => showError('The game stopped unexpectedly: ' + what),
    });
    describeOnDemand(module);
    tabLeavesTheGame(module);
    // Only a test build loads test-hook.js (cmake/web_bundle.mjs): a published page exposes
    // neither the module nor the game's state (its random generator says the coming rolls).
    if (typeof window.equationsInstallTestHook === 'function') window.equationsInstallTestHook(module);
    wakeOnInput(module);
    loading.hidden = true;
    document.getElementById('canvas').focus();
  }

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error('could not load ' + src));
      document.head.appendChild(script);
    });
  }

  // The "Describe the mat" button (reached with Tab by a screen reader user) puts the mat in
  // words into #mat-description and the live region, as the D key does inside the game.
  function describeOnDemand(module) {
    const describe = module.cwrap('equations_describe_mat', 'string', []);
    const button = document.getElementById('describe-mat');
    // The game hears keys on the whole window: Enter or Space on this button is for it alone.
    for (const type of ['keydown', 'keyup'])
      button.addEventListener(type, (event) => event.stopPropagation());
    button.addEventListener('click', () => {
      const text = describe();
      document.getElementById('mat-description').textContent = text;
      const line = document.createElement('p');
      line.textContent = text;
      document.getElementById('announcer').appendChild(line);
    });
  }

  // The canvas is an application that takes every key, but Tab is the way out: where the game
  // shows no field to type in (ui/layout.h NoteTextField), Tab and Shift+Tab are the browser's
  // and move the focus to the "Describe the mat" button and on; where it shows fields, Tab walks
  // them. The listener is on the window in the capture phase, before the game's own.
  let tabIsTheGames = () => true;
  function tabLeavesTheGame(module) {
    const usesTab = module.cwrap('equations_uses_tab', 'number', []);
    tabIsTheGames = () => usesTab() === 1;
  }
  for (const type of ['keydown', 'keyup'])
    window.addEventListener(type, (event) => {
      if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.target.id !== 'canvas' || tabIsTheGames()) return;
      event.stopImmediatePropagation();  // the browser moves the focus; the game never sees it
    }, true);

  // The game slows down while nothing moves; any input brings it back to full speed at once.
  function wakeOnInput(module) {
    const wake = module.cwrap('equations_wake', null, []);
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'mousedown', 'mousemove',
      'mouseup', 'touchstart', 'touchmove', 'touchend', 'keydown', 'keyup', 'wheel', 'resize',
      'focus'])
      window.addEventListener(type, () => wake(), {capture: true, passive: true});
  }

  // After the first visit the game loads with no network (sw.js caches its files). It is
  // registered once the game runs, so its downloads never delay the first frame.
  function registerServiceWorker() {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.register('sw.js').catch((error) =>
      console.warn('The game will not work offline: ' + error.message));
  }

  // One match per tab: the saved match is played in one tab at a time. A tab that opens asks
  // (equations.hello); a tab playing a match answers (equations.busy), and the new tab then asks
  // before it takes the match over (equations.owner); the tab it leaves stops saving and taking
  // keys, so the two never fork one saved match. Other tabs hear these through storage events.
  function oneMatchPerTab() {
    const id = Math.random().toString(36).slice(2);
    const box = document.getElementById('elsewhere');
    const say = (key) => {
      try { localStorage.setItem(key, id + ':' + Date.now()); } catch (e) { /* private mode */ }
    };
    const away = (text) => {
      window.equationsElsewhere = true;  // ui/platform_web.cpp Save writes nothing now
      document.getElementById('elsewhere-text').textContent = text;
      box.hidden = false;
      document.getElementById('play-here').focus();
    };
    for (const type of ['keydown', 'keyup', 'keypress'])
      window.addEventListener(type, (event) => {
        if (window.equationsElsewhere && event.target.id !== 'play-here')
          event.stopImmediatePropagation();
      }, true);
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== localStorage || !event.newValue) return;
      if (event.newValue.startsWith(id + ':')) return;
      if (event.key === 'equations.hello' && !window.equationsElsewhere &&
          localStorage.getItem('equations.match'))
        say('equations.busy');
      else if (event.key === 'equations.busy')
        away('This match is open in another tab. Play it here instead? The other tab then stops.');
      else if ((event.key === 'equations.owner' || event.key === 'equations.match') &&
               !window.equationsElsewhere)
        away('This match continues in another tab.');
    });
    document.getElementById('play-here').addEventListener('click', () => {
      say('equations.owner');
      window.location.reload();  // with the match as the other tab last saved it
    });
    say('equations.hello');
  }

  // A page opened from disk cannot fetch its own WebAssembly: say so and how to open it.
  if (location.protocol === 'file:') {
    showError('This page was opened from a file on disk, and browsers do not let such a page ' +
      'load the game\'s WebAssembly. Open it from a web server instead: run ' +
      '"bash scripts/run.sh" and visit http://127.0.0.1:8080/, or put the folder on any static ' +
      'web host.');
    return;
  }
  document.getElementById('canvas').addEventListener('contextmenu', (e) => e.preventDefault());
  oneMatchPerTab();
  start().then(registerServiceWorker)
    .catch((error) => showError('The game could not be loaded: ' + error.message));
})();
