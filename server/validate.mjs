// What the class server accepts from a client: the shape and size of each message, names, codes,
// tokens, and how many messages a client may send. A message that fails gets an error message
// naming what is wrong and changes nothing.

export const kMaxMessageBytes = 1024;     // one action message, as JSON
export const kMaxActionLength = 400;      // an action's text (an Equation is part of it)
export const kMaxNameLength = 24;         // a student's name, in characters
export const kRate = {burst: 20, perSecond: 10};  // messages a client may send

const kCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';  // no 0/O, 1/I
export const kCodeLength = 6;

/** A new join code: letters and digits that cannot be misread on a projector. */
export function newCode(randomBytes) {
  const bytes = randomBytes(kCodeLength);
  let code = '';
  for (const byte of bytes) code += kCodeAlphabet[byte % kCodeAlphabet.length];
  return code;
}

export function isCode(value) {
  return typeof value === 'string' && value.length === kCodeLength &&
      [...value].every((c) => kCodeAlphabet.includes(c));
}

/** A table's id: the class code and the table's number, "ABC234-2". */
export function isTableId(value) {
  return typeof value === 'string' && /^[A-Z0-9]{6}-[1-9][0-9]{0,3}$/.test(value) &&
      isCode(value.slice(0, kCodeLength));
}

export function isToken(value) {
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
}

/** A name as shown to others, or {error}: trimmed, 1 to kMaxNameLength characters, no control
 *  or formatting characters (names are shown as text, never as markup). */
export function readName(value) {
  if (typeof value !== 'string') return {error: 'the name must be text'};
  const name = value.normalize('NFC').trim();
  const length = [...name].length;
  if (length === 0) return {error: 'the name is empty'};
  if (length > kMaxNameLength) return {error: `the name is longer than ${kMaxNameLength} characters`};
  if (/[\p{C}]/u.test(name)) return {error: 'the name holds a control character'};
  return {name};
}

/** An action message {id, action}, or {error}. `id` numbers a client's actions from 1 up, so a
 *  resent one is known. */
export function readAction(message) {
  let size;
  try {
    size = Buffer.byteLength(JSON.stringify(message) ?? '');
  } catch {
    return {error: 'the message is not JSON'};
  }
  if (size > kMaxMessageBytes) return {error: `the message is larger than ${kMaxMessageBytes} bytes`};
  if (message === null || typeof message !== 'object' || Array.isArray(message))
    return {error: 'the message must be an object {id, action}'};
  const keys = Object.keys(message);
  const unknown = keys.find((k) => k !== 'id' && k !== 'action');
  if (unknown !== undefined) return {error: `unknown field "${unknown.slice(0, 40)}" (fields: id, action)`};
  const {id, action} = message;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31)
    return {error: '"id" must be a whole number from 1 to 2147483648'};
  if (typeof action !== 'string' || action.length === 0 || action.length > kMaxActionLength)
    return {error: `"action" must be text of 1 to ${kMaxActionLength} characters`};
  if (/[\p{Cc}]/u.test(action)) return {error: '"action" holds a control character'};
  return {id, action};
}

/** A teacher's command {id, command}, or {error}. `seat_computer` names a table and a seat, and
 *  the computer player's level (the engine's word; "club" when left out). */
export const kCommands = ['pause', 'resume', 'call_time', 'end_round', 'results', 'seat_computer'];
const kCommandFields = ['id', 'command', 'table', 'seat', 'level'];
export function readCommand(message) {
  if (message === null || typeof message !== 'object' || Array.isArray(message))
    return {error: 'the command must be an object {id, command}'};
  const unknown = Object.keys(message).find((k) => !kCommandFields.includes(k));
  if (unknown !== undefined) return {error: `unknown field "${String(unknown).slice(0, 40)}"`};
  if (!Number.isSafeInteger(message.id) || message.id < 1) return {error: '"id" must be a whole number'};
  if (!kCommands.includes(message.command))
    return {error: `"command" must be one of ${kCommands.join(', ')}`};
  if (message.command !== 'seat_computer') {
    const extra = ['table', 'seat', 'level'].find((k) => k in message);
    if (extra) return {error: `"${extra}" goes with "seat_computer" only`};
    return {id: message.id, command: message.command};
  }
  const {table, seat, level = 'club'} = message;
  if (!isTableId(table)) return {error: '"table" must be a table of the class, such as "ABC234-1"'};
  if (!Number.isSafeInteger(seat) || seat < 0 || seat > 99) return {error: '"seat" must be a seat number'};
  if (typeof level !== 'string' || !/^[a-z]{1,20}$/.test(level)) return {error: '"level" must be a word'};
  return {id: message.id, command: message.command, table, seat, level};
}

/** A token bucket: `take()` is false once a client sends faster than kRate allows. */
export class RateLimit {
  #tokens = kRate.burst;
  #at;
  #now;
  constructor(now = () => performance.now()) {
    this.#now = now;
    this.#at = now();
  }
  take() {
    const now = this.#now();
    this.#tokens = Math.min(kRate.burst, this.#tokens + ((now - this.#at) / 1000) * kRate.perSecond);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
  /** Milliseconds until take() can succeed again (0 if it can now). */
  retryMs() {
    return Math.ceil(Math.max(0, 1 - this.#tokens) / kRate.perSecond * 1000);
  }
}

/** The answer to a message refused for the rate: its id, if it had one, and when to resend. */
export function tooMany(message, limit) {
  const id = Number.isSafeInteger(message?.id) ? message.id : null;
  return {id, error: 'too many messages: wait a moment', retry_ms: limit.retryMs()};
}
