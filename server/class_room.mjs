// A class as a Colyseus room, found by its join code. The teacher creates it (and gets the code
// and a teacher token), sees every table's summary as it changes, and sends the class's
// commands: pause, resume, call time, end the round, results. A student joins with the code and
// a name and is given a seat at the first table with a free seat, with the seat's token.
import {matchMaker, Room, ServerError} from '@colyseus/core';

import {hashToken} from './store.mjs';
import {extend, judgeAction, openTable, summarize} from './table_state.mjs';
import {kClassChannel} from './table_room.mjs';
import {isCode, isToken, RateLimit, readCommand, readName, tooMany} from './validate.mjs';

const kPlayers = {min: 1, max: 6};

export class ClassRoom extends Room {
  static context = null;

  maxClients = 200;
  autoDispose = false;

  #newTeacherToken = null;
  #summaries = {};

  async onCreate(options) {
    this.context = ClassRoom.context;
    const {store} = this.context;
    if (options?.new) {
      const setup = this.#readSetup(options.new);
      const created = await store.createClass(setup);
      this.code = created.code;
      this.#newTeacherToken = created.teacherToken;
    } else {
      if (!isCode(options?.code)) throw new ServerError(4400, 'a class code is six letters and digits');
      this.code = options.code;
    }
    this.cls = await store.loadClass(this.code);
    if (!this.cls) throw new ServerError(4404, `no class with the code ${this.code}`);
    this.listing.code = this.code;
    this.#summaries = await store.loadSummaries(this.code);
    await this.presence.subscribe(kClassChannel(this.code), this.#onSummary);
    this.onMessage('command', (client, message) => this.#onCommand(client, message));
    this.onMessage('*', (client, type) =>
      client.send('error', {error: `unknown message "${String(type).slice(0, 40)}"`}));
  }

  // The game and config a new class plays, checked by the engine with a trial seed.
  #readSetup(setup) {
    if (setup === null || typeof setup !== 'object') throw new ServerError(4400, '"new" must be an object');
    const {game = 'equations', config = {rules: 'agloa', division: 'middle'}, players = 3} = setup;
    if (!Number.isInteger(players) || players < kPlayers.min || players > kPlayers.max)
      throw new ServerError(4400, `"players" must be ${kPlayers.min} to ${kPlayers.max}`);
    if (typeof game !== 'string' || config === null || typeof config !== 'object' || Array.isArray(config) ||
        JSON.stringify(config).length > 1000)
      throw new ServerError(4400, '"game" must be a name and "config" an object');
    if ('seed' in config || 'players' in config)
      throw new ServerError(4400, 'the server gives each table its seed and players');
    const trial = this.context.engine.play({game, config: {...config, players, seed: 1}});
    if (trial.error) throw new ServerError(4400, trial.error);
    return {game, config, players};
  }

  #onSummary = (summary) => {
    this.#summaries[summary.table] = summary;
    for (const client of this.clients)
      if (client.userData?.role === 'teacher') client.send('table', summary);
  };

  async onJoin(client, options) {
    if (options?.new && this.#newTeacherToken) {
      client.userData = {role: 'teacher', limit: new RateLimit()};
      client.send('class', {code: this.code, teacher_token: this.#newTeacherToken, join_url: this.context.joinLink(this.code)});
      this.#newTeacherToken = null;
    } else if (options?.teacherToken !== undefined) {
      if (!isToken(options.teacherToken) || hashToken(options.teacherToken) !== this.cls.teacher)
        throw new ServerError(4403, 'that is not this class\'s teacher token');
      client.userData = {role: 'teacher', limit: new RateLimit()};
      client.send('class', {code: this.code, join_url: this.context.joinLink(this.code)});
    } else {
      const read = readName(options?.name);
      if (read.error) throw new ServerError(4400, read.error);
      const seated = await this.context.store.seatStudent(this.code, read.name);
      if (!seated) throw new ServerError(4404, 'the class has ended');
      client.userData = {role: 'student'};
      client.send('seat', {table: seated.tableId, seat: seated.seat, token: seated.token, name: read.name});
      return;
    }
    client.send('tables', Object.values(this.#summaries));
  }

  #onCommand(client, message) {
    const user = client.userData;
    if (user?.role !== 'teacher') {
      client.send('error', {error: 'only the teacher sends commands'});
      return;
    }
    if (!user.limit.take()) {
      client.send('error', tooMany(message, user.limit));
      return;
    }
    const read = readCommand(message);
    if (read.error) {
      client.send('error', {error: read.error});
      return;
    }
    return this.#command(read).then((tables) => client.send('done', {id: read.id, command: read.command, tables}),
                                    (error) => client.send('error', {id: read.id, error: String(error.message ?? error)}));
  }

  // Runs a command at every table: through the room holding it, wherever it runs, or on the
  // table's log in Redis when no room holds it. Answers each table's summary.
  async #command({command, table, seat, level}) {
    const {store} = this.context;
    if (command === 'pause' || command === 'resume') await store.setPaused(this.code, command === 'pause');
    const cls = await store.loadClass(this.code);
    if (command === 'seat_computer') {
      const number = Number(table.slice(table.indexOf('-') + 1));
      if (!table.startsWith(`${this.code}-`) || number > cls.tables) throw new Error(`no table ${table} in this class`);
      return [await this.#atTable(table, command, {seat, level})];
    }
    const tables = [];
    for (let number = 1; number <= cls.tables; ++number) {
      const tableId = `${this.code}-${number}`;
      tables.push(await this.#atTable(tableId, command));
    }
    return tables;
  }

  async #atTable(tableId, command, args = {}) {
    let [room] = await matchMaker.query({name: 'table', tableId});
    // A computer player plays in a room: one is opened here when no process holds the table.
    if (!room && command === 'seat_computer') room = await matchMaker.createRoom('table', {tableId});
    if (room) {
      try {
        return await matchMaker.remoteRoomCall(room.roomId, 'teacherCommand', [command, args]);
      } catch {
        // The process holding the room is gone: its log in Redis is the table (a computer
        // player is seated once the listing has dropped the room: the teacher sends it again).
        if (command === 'seat_computer') return {table: tableId, error: 'the table\'s process does not answer; send it again'};
      }
    }
    return this.#offline(tableId, command);
  }

  async #offline(tableId, command) {
    for (let attempt = 0; attempt < 3; ++attempt) {
      const opened = await openTable(this.context, tableId);
      if (opened.error) return {table: tableId, error: opened.error};
      let refused = null;
      if (command === 'call_time' || command === 'end_round') {
        const judge = judgeAction(opened.table.game, command);
        const proposal = judge.refused ? judge : opened.table.proposeJudge(judge.action);
        refused = proposal.refused ?? null;
        if (!refused && !(await extend(this.context, tableId, opened.table, proposal.entries))) continue;
      }
      const summary = summarize(tableId, opened.table, opened);
      await this.context.store.saveSummary(this.code, tableId, summary);
      this.#summaries[tableId] = summary;
      return refused ? {...summary, refused} : summary;
    }
    return {table: tableId, error: 'the table is busy'};
  }

  async onDispose() {
    await this.presence.unsubscribe(kClassChannel(this.code), this.#onSummary);
  }
}
