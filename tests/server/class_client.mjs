// A class server's clients for the tests and the load benchmark (colyseus.js): a teacher, a
// student at a table. Every wait is on a message or a state, never on time, but for the pause
// the server asks for when a client sends too fast (retry_ms).
import {Client} from 'colyseus.js';

// Messages of one room, kept in order, with waits on what arrives.
class Inbox {
  constructor(room) {
    this.room = room;
    this.messages = [];
    this.waiters = [];
    this.closed = null;
    room.onMessage('*', (type, message) => {
      this.messages.push({type, message});
      this.#wake();
    });
    room.onLeave((code) => {
      this.closed = code;
      this.#wake();
    });
  }
  #wake() {
    this.waiters = this.waiters.filter((w) => !w());
  }
  /** Resolves with the first message (from index `from`) for which `test(type, message)` holds. */
  find(test, from = 0) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.slice(from).find(({type, message}) => test(type, message));
        if (found) resolve(found);
        else if (this.closed !== null) reject(new Error(`the room closed (${this.closed}) before the message came`));
        return Boolean(found) || this.closed !== null;
      };
      if (!check()) this.waiters.push(check);
    });
  }
  /** Resolves when `test()` holds after a message. */
  until(test) {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (test()) resolve();
        else if (this.closed !== null) reject(new Error(`the room closed (${this.closed})`));
        return test() || this.closed !== null;
      };
      if (!check()) this.waiters.push(check);
    });
  }
  last(type) {
    for (let n = this.messages.length - 1; n >= 0; --n)
      if (this.messages[n].type === type) return this.messages[n].message;
    return null;
  }
  count(type) {
    return this.messages.filter((m) => m.type === type).length;
  }
}

export const endpoint = (address) => `ws://${address}`;

/** Creates a class; returns {teacher: Teacher, code, teacherToken}. */
export async function createClass(address, setup) {
  const room = await new Client(endpoint(address)).create('class', {new: setup});
  const inbox = new Inbox(room);
  const {message} = await inbox.find((type) => type === 'class');
  return {teacher: new Teacher(room, inbox), code: message.code, teacherToken: message.teacher_token};
}

export async function rejoinTeacher(address, code, teacherToken) {
  const room = await new Client(endpoint(address)).joinOrCreate('class', {code, teacherToken});
  const inbox = new Inbox(room);
  await inbox.find((type) => type === 'tables');
  return new Teacher(room, inbox);
}

export class Teacher {
  #id = 0;
  constructor(room, inbox) {
    this.room = room;
    this.inbox = inbox;
  }
  /** Sends a command (with its fields, for seat_computer); resolves with its 'done' or 'error'
   *  message. */
  async command(command, fields = {}) {
    const id = ++this.#id;
    return (await sendUntilAnswered(this.room, this.inbox, 'command', {id, command, ...fields}, ['done', 'error'])).answer;
  }
  /** The latest summary of each table the teacher has seen. */
  tables() {
    const tables = {};
    for (const {type, message} of this.inbox.messages) {
      if (type === 'tables') for (const t of message) tables[t.table] = t;
      if (type === 'table') tables[message.table] = message;
      if (type === 'done') for (const t of message.tables) if (t.table) tables[t.table] = t;
    }
    return tables;
  }
  // Leaves the room; a room whose connection has closed already is left.
  leave() {
    return this.inbox.closed === null ? this.room.leave() : Promise.resolve(this.inbox.closed);
  }
}

/** Joins a class by its code: resolves with the seat {table, seat, token, name}. */
export async function joinClass(address, code, name) {
  const room = await new Client(endpoint(address)).joinOrCreate('class', {code, name});
  const inbox = new Inbox(room);
  const {message} = await inbox.find((type) => type === 'seat');
  await room.leave();
  return message;
}

// Sends a message with an id and resolves with the first answer of one of `types` for that id.
// A message refused for the rate ("too many messages", with retry_ms) is sent again once the
// server says it may be, as a device does.
async function sendUntilAnswered(room, inbox, type, body, types) {
  for (let from = inbox.messages.length; ; from = inbox.messages.length) {
    room.send(type, body);
    const answer = await inbox.find((t, m) => types.includes(t) && m.id === body.id, from);
    if (!(answer.type === 'error' && Number.isFinite(answer.message.retry_ms))) return {answer};
    await new Promise((resolve) => setTimeout(resolve, answer.message.retry_ms));
  }
}

/** A student at a table: joins with the seat token, sends actions, keeps each view. */
export class Student {
  constructor(room, inbox, seat) {
    this.room = room;
    this.inbox = inbox;
    this.seat = seat;
    this.nextId = 1;
  }
  static async join(address, {table, token}) {
    const room = await new Client(endpoint(address)).joinOrCreate('table', {tableId: table, token});
    const inbox = new Inbox(room);
    const {message} = await inbox.find((type) => type === 'joined');
    await inbox.find((type) => type === 'view');
    const student = new Student(room, inbox, message.seat);
    student.nextId = message.last_id + 1;
    return student;
  }
  get view() {
    return this.inbox.last('view');
  }
  /** Sends an action; resolves with its 'ack', 'refused' or 'error' message. */
  async act(action, id = this.nextId++) {
    const sentAt = performance.now();
    const {answer} = await sendUntilAnswered(this.room, this.inbox, 'act', {id, action}, ['ack', 'refused', 'error']);
    return {type: answer.type, ...answer.message, ms: performance.now() - sentAt};
  }
  /** Resolves when the latest view satisfies `test`. */
  until(test) {
    return this.inbox.until(() => this.view !== null && test(this.view));
  }
  // Leaves the room; a room whose connection has closed already is left.
  leave() {
    return this.inbox.closed === null ? this.room.leave() : Promise.resolve(this.inbox.closed);
  }
}
