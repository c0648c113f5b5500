// Browser tests of the saved match: the page saves the game layer's form (the config and the
// actions in their text form, core/play/state.h) and restores it by replaying them; a match saved
// in the older form (the engine's whole state, as earlier builds saved it) still loads, is said to
// be brought up to date and is saved again in the new form; a save that cannot be read is kept
// under equations.match.unreadable with the reason said, never lost.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {serve, launch, openPage, state, settle, startMatch, rollTheCubes, rect, setOneCubeGoal,
  waitForFrames, message} from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const reload = async (page) => { await page.reload(); await waitForFrames(page, 10); await settle(page); };

test('saved as config and actions; an older save is brought up to date, never lost', async () => {
    const {page, context, problems} = await openPage(browser,
      {viewport: {width: 1366, height: 768}});
    await startMatch(page, server.url, [{who: 'human'}, {who: 'human'}]);
    await rollTheCubes(page);
    await setOneCubeGoal(page);
    const s = await state(page);
    const saved = JSON.parse(await stored(page, 'equations.match'));
    assert.equal(saved.game, 'equations', 'the game layer names the game');
    assert.equal(saved.config.rules, 'agloa');
    assert.deepEqual(saved.actions, s.history, 'the actions, in their text form');

    await reload(page);
    assert.deepEqual(await state(page), s, 'replaying the actions restores the same match');

    // A save of the older form, the whole state (what state() shows), as the last build wrote it.
    await page.evaluate((old) => localStorage.setItem('equations.match', old), JSON.stringify(s));
    await reload(page);
    assert.deepEqual(await state(page), s, 'the older save loads');
    assert.match(await message(page), /brought up to date/, 'and says it was brought up to date');
    const migrated = JSON.parse(await stored(page, 'equations.match'));
    assert.equal(migrated.game, 'equations', 'it is saved again in the new form');
    assert.deepEqual(migrated.actions, s.history);

    // A save that does not replay is kept aside, with the reason.
    const broken = JSON.stringify({game: 'equations', config: saved.config,
      actions: [...saved.actions, 'p0 fly away']});
    await page.evaluate((b) => localStorage.setItem('equations.match', b), broken);
    await reload(page);
    const said = await message(page);
    assert.match(said, /could not be restored: actions\[\d+\]/, said);
    assert.match(said, /equations\.match\.unreadable/);
    assert.equal(await stored(page, 'equations.match.unreadable'), broken, 'kept, not lost');
    assert.ok(await rect(page, 'setup:start'), 'the setup screen opens instead');
    assert.deepEqual(problems, []);
    await context.close();
  });
