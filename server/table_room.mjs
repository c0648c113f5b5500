// One table of a class as a Colyseus room. A student joins with the seat token the class gave
// them; each action they send is applied only when the engine says their seat may take it now,
// written to the table's log in Redis, then acknowledged; then every device receives its own
// seat's view from the engine. Messages are checked for shape, size and rate first.
import {Room, ServerError} from '@colyseus/core';

import {hashToken} from './store.mjs';
import {computersOf, extend, judgeAction, openTable, summarize} from './table_state.mjs';
import {isTableId, isToken, RateLimit, readAction, tooMany} from './validate.mjs';

export const kClassChannel = (code) => `eq:class:${code}:updates`;

// The most decisions computer players make in a row before the room lets others in again (a
// guard: the engine's computer stops by itself when a student is to act).
const kComputerSteps = 200;

export class TableRoom extends Room {
  /** {engine, store}: set once per process by the class server. */
  static context = null;

  maxClients = 64;
  autoDispose = false;  // the table stays while the process runs; its log is in Redis anyway

  #queue = Promise.resolve();
  #views = new Map();  // seat -> the engine's seat answer for the current log

  // Runs the room's work one piece at a time, in the order it arrived.
  #serial(work) {
    const done = this.#queue.then(work);
    this.#queue = done.catch(() => {});
    return done;
  }

  async onCreate(options) {
    this.context = TableRoom.context;
    if (!isTableId(options?.tableId)) throw new ServerError(4400, 'no such table');
    this.tableId = options.tableId;
    await this.#open();
    await this.#serial(() => this.#extendWith(() => this.table.proposeChance()));
    this.#computersNext();
    this.onMessage('act', (client, message) => this.#onAct(client, message));
    this.onMessage('*', (client, type) =>
      client.send('error', {error: `unknown message "${String(type).slice(0, 40)}"`}));
  }

  async #open() {
    const opened = await openTable(this.context, this.tableId);
    if (opened.error) throw new ServerError(4404, opened.error);
    Object.assign(this, {table: opened.table, code: opened.code, names: opened.names, tokens: opened.tokens,
                         computers: opened.computers, paused: opened.paused, roundStartMs: opened.roundStartMs});
    this.#views.clear();
  }

  // Appends what `propose` gives; when another writer moved the log on, reopens and tries again.
  async #extendWith(propose) {
    for (let attempt = 0; attempt < 3; ++attempt) {
      const proposal = propose();
      if (proposal.refused) return proposal;
      if (await extend(this.context, this.tableId, this.table, proposal.entries)) {
        this.#views.clear();
        return proposal;
      }
      await this.#open();
    }
    return {refused: 'the table is busy; send it again'};
  }

  async onJoin(client, options) {
    if (!isToken(options?.token)) throw new ServerError(4401, 'a seat token is needed');
    await this.#serial(async () => {
      const opened = await this.context.store.loadTable(this.tableId);  // students seated since
      this.tokens = opened.seats.map((s) => s?.token ?? null);
      this.computers = computersOf(opened);
      this.names = this.names.map((name, seat) => opened.seats[seat]?.name ?? name);
      const seat = this.tokens.indexOf(hashToken(options.token));
      if (seat < 0) throw new ServerError(4403, 'this token holds no seat at this table');
      // One device per seat: a token sent again while its seat is connected is refused, so a
      // copied token cannot take a playing student's seat. A reload closes the old connection
      // first; a lost one is dropped when it stops answering pings.
      if (this.clients.some((other) => other !== client && other.userData?.seat === seat))
        throw new ServerError(4409, 'that seat is in use on another device');
      client.userData = {seat, limit: new RateLimit()};
      client.send('joined', {table: this.tableId, seat, last_id: this.table.lastId(seat)});
      await this.#changed();
    });
  }

  onLeave() {
    return this.#serial(() => this.#changed());
  }

  #onAct(client, message) {
    const user = client.userData;
    if (!user) return;
    if (!user.limit.take()) {
      client.send('error', tooMany(message, user.limit));
      return;
    }
    const read = readAction(message);
    if (read.error) {
      client.send('error', {id: Number.isSafeInteger(message?.id) ? message.id : null, error: read.error});
      return;
    }
    return this.#serial(() => this.#act(client, user.seat, read));
  }

  async #act(client, seat, {id, action}) {
    const sent = this.table.findSent(seat, id);
    if (sent >= 0) {
      client.send('ack', {id, index: sent, duplicate: true});
      return;
    }
    if (id <= this.table.lastId(seat)) {
      client.send('refused', {id, refused: `action number ${id} is older than your last`});
      return;
    }
    if (this.paused) {
      client.send('refused', {id, refused: 'the class is paused'});
      return;
    }
    const result = await this.#extendWith(() => this.table.propose(seat, action, id));
    if (result.refused) {
      client.send('refused', {id, refused: result.refused});
      return;
    }
    client.send('ack', {id, index: this.table.findSent(seat, id)});
    await this.#changed();
    this.#computersNext();
  }

  // Lets the computer players act as the room's next piece of work, after what is being answered.
  #computersNext() {
    if (Object.keys(this.computers ?? {}).length === 0) return;
    this.#serial(async () => {
      if (await this.#playComputers()) await this.#changed();
    }).catch((error) => console.error(`table ${this.tableId}: computer player: ${error.message ?? error}`));
  }

  // The computer players' seats act while the engine's computer player decides for one of them:
  // each action of its plan is checked and logged like a student's. Answers whether any acted.
  async #playComputers() {
    let acted = false;
    const levels = [...new Set(Object.values(this.computers ?? {}))];
    for (let step = 0; step < kComputerSteps && !this.paused && levels.length > 0; ++step) {
      let decision = null;
      for (const level of levels) {
        const seats = Object.keys(this.computers).map(Number).filter((seat) => this.computers[seat] === level);
        decision = this.table.computerDecision(seats, level);
        if (decision.error || decision.seat !== null) break;
      }
      if (!decision || decision.error || decision.seat === null) break;
      let applied = 0;
      for (const action of decision.plan) {
        const result = await this.#extendWith(() => this.table.propose(decision.seat, action, 0));
        if (result.refused) break;
        ++applied;
      }
      if (applied === 0) break;
      acted = true;
    }
    return acted;
  }

  // Gives a seat nobody plays now to the engine's computer player of `level`, which then plays.
  async #seatComputer({seat, level}) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.names.length) return {refused: `no seat ${seat} at this table`};
    if (this.clients.some((client) => client.userData?.seat === seat))
      return {refused: `seat ${seat}'s student is connected`};
    const check = this.table.computerDecision([], level);  // the engine knows the level
    if (check.error) return {refused: check.error};
    const name = `Computer (${level})`;
    if (!(await this.context.store.seatComputer(this.tableId, seat, level, name))) return {refused: 'no such table'};
    this.computers = {...this.computers, [seat]: level};
    this.names = this.names.map((other, n) => (n === seat ? name : other));
    this.tokens[seat] = null;
    return {};
  }

  /** The teacher's command (called through matchMaker.remoteRoomCall, whichever process). */
  teacherCommand(command, args = {}) {
    return this.#serial(async () => {
      let refused = null;
      if (command === 'pause' || command === 'resume') {
        this.paused = command === 'pause';
      } else if (command === 'seat_computer') {
        refused = (await this.#seatComputer(args)).refused ?? null;
      } else if (command !== 'summary' && command !== 'results') {
        const judge = judgeAction(this.table.game, command);
        const result = judge.refused ? judge : await this.#extendWith(() => this.table.proposeJudge(judge.action));
        refused = result.refused ?? null;
      }
      const summary = await this.#changed();
      this.#computersNext();
      return refused ? {...summary, refused} : summary;
    });
  }

  // Sends each device its seat's view and the teacher the table's summary.
  async #changed() {
    for (const client of this.clients) {
      const seat = client.userData?.seat;
      if (seat === undefined) continue;
      if (!this.#views.has(seat)) this.#views.set(seat, this.table.seatView(seat));
      client.send('view', {...this.#views.get(seat), names: this.names, paused: this.paused});
    }
    const connected = [...new Set(this.clients.map((c) => c.userData?.seat).filter((s) => s !== undefined))];
    if (!this.#views.has(0)) this.#views.set(0, this.table.seatView(0));
    const summary = summarize(this.tableId, this.table, this, connected.sort(), this.#views.get(0));
    await this.context.store.saveSummary(this.code, this.tableId, summary);
    await this.presence.publish(kClassChannel(this.code), summary);
    return summary;
  }
}
