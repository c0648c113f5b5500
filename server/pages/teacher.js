// The teacher's page: creates a class (or rejoins it with the code and teacher token kept in the
// tab), shows the join code and its QR code for the projector, every table as the server
// summarizes it, the class's commands, a computer player for a seat the game waits on, and the
// results as the engine gives them, to print or save. Everything shown is the server's; the page
// keeps no rule (the time left counts down from the server's reading between two summaries).
const {Client} = globalThis.Colyseus;
const kSession = 'equations.teacher';
const $ = (id) => document.getElementById(id);

const client = new Client(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`);
const tables = new Map();  // table id -> {summary, received}
let room = null;
let nextId = 1;
let lastResults = null;

function say(text) {
  $('status').textContent = text;
}

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = String(text);
  if (className) node.className = className;
  return node;
}

function showClass(code, joinUrl) {
  $('create').hidden = true;
  $('class').hidden = false;
  $('code').textContent = code;
  $('link').textContent = joinUrl ?? '';
  const qr = $('qr');
  qr.alt = `QR code of the join link: join code ${code}${joinUrl ? `, ${joinUrl}` : ''}`;
  qr.src = `/class/${code}/qr.svg`;
}

function clockText(clock, received) {
  if (!clock) return '';
  const left = Math.max(0, clock.left_ms - (performance.now() - received));
  const minutes = Math.floor(left / 60000);
  const seconds = String(Math.floor((left % 60000) / 1000)).padStart(2, '0');
  const words = {running: 'left', finishing: 'to finish', stopped: 'stopped', cleanup: 'cleanup', over: 'over'};
  if (clock.stage === 'running' || clock.stage === 'finishing') return `${minutes}:${seconds} ${words[clock.stage]}`;
  return words[clock.stage] ?? clock.stage;
}

function render() {
  const body = $('tables').tBodies[0];
  body.replaceChildren();
  for (const [id, {summary, received}] of [...tables].sort(([a], [b]) => a.localeCompare(b, 'en', {numeric: true}))) {
    const row = body.insertRow();
    row.append(element('td', id));
    const players = element('td');
    (summary.names ?? []).forEach((name, seat) => {
      const waiting = summary.waiting?.includes(seat);
      const present = summary.connected?.includes(seat) || String(seat) in (summary.computers ?? {});
      const line = element('div', `${seat}: ${name ?? '(empty)'}`, waiting ? 'waiting' : present ? '' : 'absent');
      if (waiting) {
        const button = element('button', 'Seat a computer player');
        button.addEventListener('click', () => send('seat_computer', {table: id, seat, level: 'club'}));
        line.append(' ', button);
      }
      players.append(line);
    });
    row.append(players);
    row.append(element('td', summary.error ?? `${summary.phase ?? ''}${summary.paused ? ' (paused)' : ''}`));
    row.append(element('td', summary.shakes ?? ''));
    row.append(element('td', (summary.scores ?? []).join(', ')));
    row.append(element('td', (summary.to_act ?? []).join(', ')));
    row.append(element('td', clockText(summary.clock, received)));
  }
}

function renderResults(list) {
  lastResults = list;
  const sheets = $('sheets');
  sheets.replaceChildren();
  for (const summary of list) {
    const results = summary.results;
    if (!results) continue;
    sheets.append(element('h3', `Table ${summary.table}${results.final ? '' : ' (not finished)'}`));
    sheets.append(element('p', `${results.name} (${results.rule}); games: ${results.games}`));
    const sheet = element('table');
    const head = sheet.createTHead().insertRow();
    for (const title of ['Player', 'Total', 'Games', results.name]) head.append(element('th', title));
    const body = sheet.createTBody();
    results.players.forEach((player, seat) => {
      const row = body.insertRow();
      row.append(element('td', summary.names?.[seat] ?? `seat ${seat}`));
      row.append(element('td', player.total));
      row.append(element('td', player.games));
      const points = results.scoring === 'average'
        ? (player.player_score?.text ?? 'absent')
        : `${player.match_points} (${player.place})`;
      row.append(element('td', player.played === false ? 'did not play' : points));
    });
    sheets.append(sheet);
  }
  $('results').hidden = false;
}

function send(command, fields = {}) {
  room?.send('command', {id: nextId++, command, ...fields});
}

function listen(joined, code) {
  room = joined;
  room.onMessage('class', (message) => {
    if (message.teacher_token)
      sessionStorage.setItem(kSession, JSON.stringify({code: message.code, token: message.teacher_token}));
    showClass(message.code, message.join_url);
  });
  room.onMessage('tables', (list) => {
    for (const summary of list) tables.set(summary.table, {summary, received: performance.now()});
    render();
  });
  room.onMessage('table', (summary) => {
    tables.set(summary.table, {summary, received: performance.now()});
    render();
  });
  room.onMessage('done', (message) => {
    for (const summary of message.tables) if (summary.table) tables.set(summary.table, {summary, received: performance.now()});
    render();
    if (message.command === 'results') renderResults(message.tables);
    const refused = message.tables.filter((t) => t.refused || t.error);
    say(refused.length ? refused.map((t) => `${t.table}: ${t.refused ?? t.error}`).join('; ') : `${message.command}: done`);
  });
  room.onMessage('error', (message) => say(message.error));
  room.onLeave(() => say('The connection to the class server closed; reload the page to rejoin.'));
  if (code) showClass(code);
}

$('create').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData($('create'));
  try {
    const config = {rules: form.get('rules'), division: form.get('division')};
    listen(await client.create('class', {new: {game: 'equations', config, players: Number(form.get('players'))}}));
  } catch (error) {
    say(error.message);
  }
});
for (const button of document.querySelectorAll('#commands button'))
  button.addEventListener('click', () => send(button.dataset.command));
$('print').addEventListener('click', () => print());
$('save').addEventListener('click', () => {
  const blob = new Blob([JSON.stringify({class: $('code').textContent, tables: lastResults}, null, 2)],
                        {type: 'application/json'});
  const link = element('a');
  link.href = URL.createObjectURL(blob);
  link.download = `equations-results-${$('code').textContent}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
});
setInterval(render, 1000);

const saved = JSON.parse(sessionStorage.getItem(kSession) ?? 'null');
if (saved) {
  client.joinOrCreate('class', {code: saved.code, teacherToken: saved.token})
      .then((joined) => listen(joined, saved.code), (error) => {
        sessionStorage.removeItem(kSession);
        say(`Could not rejoin class ${saved.code}: ${error.message}`);
        $('create').hidden = false;
      });
} else {
  $('create').hidden = false;
}
