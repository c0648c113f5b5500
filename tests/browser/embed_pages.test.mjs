// The authoring page (web/sandbox.html) and the API docs (web/docs.html) under a strict CSP: a
// position set up by clicks, the engine's verdicts on it, the embed code it gives (which then
// works on another origin's page), and the docs' live examples.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {launch, shotDir} from './harness.mjs';
import {openRecorded, serveWith, strictPolicy, violations} from './embed_support.mjs';

let browser, site;
before(async () => {
  browser = await launch();
  site = await serveWith({headers: () => ({'Access-Control-Allow-Origin': '*',
    'Content-Security-Policy': strictPolicy()})});
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const open = (url, options) => openRecorded(browser, url, options);

test('the sandbox sets up a position by clicks, judges it and gives working embed code',
  async () => {
    const {context, page, problems} = await open(`${site.origin}/sandbox.html`,
      {permissions: ['clipboard-read', 'clipboard-write']});
    const verdicts = page.locator('#verdicts');
    await page.waitForFunction(() => /Now:/.test(document.getElementById('verdicts').textContent),
      null, {timeout: 0});
    assert.match(await verdicts.innerText(), /The Goal reads 2×\(3\+5\) = 16/);
    assert.match(await verdicts.innerText(), /Impossible: not correct; a Solution exists/);
    // Put a black + into Permitted and take the 5 off Required, by keyboard alone.
    await page.getByRole('radio', {name: 'Permitted'}).check();
    await page.getByRole('button', {name: 'black plus'}).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', {name: 'Take 5 off Required'}).focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.getElementById('preview').position.permitted),
      'x 3 +');
    assert.equal(await page.evaluate(() => document.getElementById('preview').position.required),
      '');
    assert.match(await verdicts.innerText(), /Impossible: correct, no Solution can be made/);
    const component = await page.locator('#snippet-component').inputValue();
    assert.match(component, /<script type="module" src="http:\/\/[^"]+\/package\/equations-mat\.mjs">/);
    assert.match(component, /<equations-mat interactive rules="agloa" division="middle" goal="2x 3\+5" permitted="x 3 \+"/);
    const frame = await page.locator('#snippet-iframe').inputValue();
    assert.match(frame, /embed\.html#rules=agloa&amp;division=middle&amp;goal=2x%203%2B5/);
    await page.getByRole('button', {name: 'Copy the component code'}).click();
    await page.waitForFunction(() => document.getElementById('copied').textContent !== '');
    assert.equal(await page.locator('#copied').innerText(), 'The component code is copied.');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), component);
    // The preview reports its events on the page.
    await page.locator('#preview input[name=equation]').fill('(3x5)+1 = 2x(3+5)');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /check:/.test(document.getElementById('events').textContent));
    assert.deepEqual(problems, []);
    assert.deepEqual(await violations(page), []);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({path: path.join(shotDir, 'embed-sandbox-1366x768.png')});

    // The code, pasted into another origin's page, shows that position.
    const pasted = await serveWith({host: 'localhost', dir: '/nonexistent',
      files: {'/': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pasted</title>
</head><body><main>${component}</main></body></html>`},
      headers: () => ({'Content-Security-Policy': strictPolicy({others: ` ${site.origin}`})})});
    const other = await context.newPage();
    await other.goto(pasted.origin + '/');
    await other.locator('equations-mat .cube[data-section=permitted][data-face="+"]').waitFor();
    assert.equal(await other.locator('equations-mat .cube[data-section=required]').count(), 0);
    assert.deepEqual(await violations(other), []);
    await pasted.close();
    await context.close();
  });

test('the docs run each example live and show the component and the frame', async () => {
  const {context, page, problems} = await open(`${site.origin}/docs.html`);
  await page.waitForFunction(() => /^\d+\.\d+\.\d+$/.test(
    document.getElementById('version').textContent), null, {timeout: 0});
  const runs = page.getByRole('button', {name: /^Run /});
  assert.ok(await runs.count() >= 12, `${await runs.count()} examples`);
  for (let i = 0; i < await runs.count(); i++) await runs.nth(i).click();
  const answer = (name) => page.getByRole('status', {name: `Answer of ${name}`}).innerText()
    .catch(() => page.locator(`output[aria-label="Answer of ${name}"]`).innerText());
  assert.match(await answer('check(request)'), /"correct": true/);
  assert.match(await answer('check(request): incorrect'), /"correct": false[\s\S]*Forbidden/);
  assert.match(await answer('an error'), /"error": "unknown rule set/);
  assert.match(await answer('solve(request)'), /"possible": true/);
  await page.waitForFunction(() => /ready/.test(document.getElementById('frame-events').textContent)
    && /ready/.test(document.getElementById('mat-events').textContent), null, {timeout: 0});
  assert.deepEqual(problems, []);
  assert.deepEqual(await violations(page), []);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({path: path.join(shotDir, 'embed-docs-1366x768.png')});
  await context.close();
});

test('at 200% the sandbox and the docs fit the width and keep their controls', async () => {
  for (const name of ['sandbox', 'docs']) {
    const {context, page, problems} = await open(`${site.origin}/${name}.html`,
      {viewport: {width: 683, height: 384}, deviceScaleFactor: 2});
    await page.waitForFunction(() => document.querySelector('equations-mat')?.version,
      null, {timeout: 0});
    const overflow = await page.evaluate(() =>
      document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${name} is ${overflow} px wider than the window at 200%`);
    const check = page.locator('equations-mat button[type=submit]').first();
    await check.scrollIntoViewIfNeeded();
    assert.ok(await check.isVisible());
    assert.deepEqual(problems, []);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({path: path.join(shotDir, `embed-${name}-200pct.png`)});
    await context.close();
  }
});
