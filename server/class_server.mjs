// The class server: Colyseus rooms for classes and tables, Redis for what several processes
// share (the rooms' listing, their messages, and the classes and logs: server/store.mjs), and
// the engine (equations-engine) as the authority of every table.
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

import {matchMaker, Server} from '@colyseus/core';
import {RedisDriver} from '@colyseus/redis-driver';
import {RedisPresence} from '@colyseus/redis-presence';
import {WebSocketTransport} from '@colyseus/ws-transport';

import {ClassRoom} from './class_room.mjs';
import {Store} from './store.mjs';
import {TableRoom} from './table_room.mjs';

const kRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const kMaxFrameBytes = 16 * 1024;  // a larger WebSocket message closes the connection (1009)
const kMaxRequestBytes = 4 * 1024;        // a matchmaking request's body
// Every HTTP answer forbids running anything from it: the server serves no pages.
const kSecurityHeaders = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

/** The engine from the built package (EQUATIONS_PACKAGE_DIR, else build/wasm/package). */
export async function loadEngine(packageDir = process.env.EQUATIONS_PACKAGE_DIR) {
  const dir = packageDir || path.join(kRoot, 'build', 'wasm', 'package');
  const {createEngine} = await import(pathToFileURL(path.join(dir, 'index.mjs')).href);
  return createEngine();
}

/** Starts a class server process's rooms on host:port; resolves when it listens. */
export async function startClassServer({port, host = '127.0.0.1', redisUrl, publicAddress, engine}) {
  const store = new Store(redisUrl);
  TableRoom.context = ClassRoom.context = {engine, store};

  // Idle connections stay open longer than node's clients keep them (5 s), so a client never
  // sends a request on a connection the server is closing ("socket hang up").
  const httpServer = http.createServer({keepAliveTimeout: 65_000, headersTimeout: 66_000});
  const transport = new WebSocketTransport({server: httpServer, maxPayload: kMaxFrameBytes});
  const server = new Server({
    transport,
    presence: new RedisPresence(redisUrl),
    driver: new RedisDriver(redisUrl),
    publicAddress,
    // A room is created on the process the client asked: whatever spreads the clients over the
    // processes (a proxy, the page's choice of address) spreads the tables.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    greet: false,
    gracefullyShutdown: false,
  });
  guardRequests(httpServer);
  server.define('class', ClassRoom).filterBy(['code']);
  server.define('table', TableRoom).filterBy(['tableId']);
  await server.listen(port, host);
  return {
    server,
    store,
    async close() {
      await server.gracefullyShutdown(false);
      await store.close();
    },
  };
}

// Puts a size limit and the security headers before Colyseus's matchmaking routes, and
// answers every other request 404.
function guardRequests(httpServer) {
  const listeners = httpServer.listeners('request');
  httpServer.removeAllListeners('request');
  httpServer.on('request', (req, res) => {
    for (const [name, value] of Object.entries(kSecurityHeaders)) res.setHeader(name, value);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!req.url.startsWith('/matchmake/')) {
      res.writeHead(404).end();
      return;
    }
    if (declared > kMaxRequestBytes || req.headers['transfer-encoding']) {
      res.writeHead(413, {'Content-Type': 'application/json'})
          .end(JSON.stringify({code: 413, error: `a request is at most ${kMaxRequestBytes} bytes`}));
      req.destroy();
      return;
    }
    for (const listener of listeners) listener.call(httpServer, req, res);
  });
}
