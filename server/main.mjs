// The class server's command line:
//   node server/main.mjs [--port 2567] [--host 127.0.0.1] [--redis redis://127.0.0.1:6379]
//                        [--public-address 127.0.0.1:2567] [--join-url https://class.example/join]
// It prints one line "class server listening on HOST:PORT process ID" once it accepts
// connections. --public-address is the address clients reach this process at, when several
// processes share the classes (docs/class_server.md). --join-url is the link the join code's
// QR code gives (?class=CODE is added); by default this process's /join page.
import {parseArgs} from 'node:util';

import {matchMaker} from '@colyseus/core';

import {loadEngine, startClassServer} from './class_server.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.CLASS_PORT ?? '2567'},
    host: {type: 'string', default: process.env.CLASS_HOST ?? '127.0.0.1'},
    redis: {type: 'string', default: process.env.CLASS_REDIS ?? 'redis://127.0.0.1:6379'},
    'public-address': {type: 'string', default: process.env.CLASS_PUBLIC_ADDRESS},
    'join-url': {type: 'string', default: process.env.CLASS_JOIN_URL},
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`class server: --port must be a port number, not "${values.port}"`);
  process.exit(2);
}

const engine = await loadEngine();
const running = await startClassServer({
  port,
  host: values.host,
  redisUrl: values.redis,
  publicAddress: values['public-address'] ?? `${values.host}:${port}`,
  joinUrl: values['join-url'],
  engine,
});
console.log(`class server listening on ${values.host}:${port} process ${matchMaker.processId}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    // A shutdown that cannot finish (Redis gone, say) must not keep the process alive.
    setTimeout(() => {
      console.error('class server: shutdown did not finish in 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    await running.close();
    process.exit(0);
  });
}
