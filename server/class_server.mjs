// The class server: Colyseus rooms for classes and tables, Redis for what several processes
// share (the rooms' listing, their messages, and the classes and logs: server/store.mjs), and
// the engine (equations-engine) as the authority of every table.
import {readFile} from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

import {matchMaker, Server} from '@colyseus/core';
import {RedisDriver} from '@colyseus/redis-driver';
import {RedisPresence} from '@colyseus/redis-presence';
import {WebSocketTransport} from '@colyseus/ws-transport';
import QRCode from 'qrcode';

import {ClassRoom} from './class_room.mjs';
import {Store} from './store.mjs';
import {TableRoom} from './table_room.mjs';
import {isCode} from './validate.mjs';

const kRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const kMaxFrameBytes = 16 * 1024;  // a larger WebSocket message closes the connection (1009)
const kMaxRequestBytes = 4 * 1024;        // a matchmaking request's body
// Every HTTP answer forbids running anything from it, but the pages below, which run their own
// scripts only and connect to the class server.
const kSecurityHeaders = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};
const kPagePolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
    "connect-src 'self' ws: wss:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
// The pages the server serves (server/pages/, and the Colyseus client's browser build).
const kPages = {
  '/teacher': ['server/pages/teacher.html', 'text/html; charset=utf-8'],
  '/teacher.js': ['server/pages/teacher.js', 'text/javascript; charset=utf-8'],
  '/teacher.css': ['server/pages/teacher.css', 'text/css; charset=utf-8'],
  '/join': ['server/pages/join.html', 'text/html; charset=utf-8'],
  '/join.js': ['server/pages/join.js', 'text/javascript; charset=utf-8'],
  '/colyseus.js': ['node_modules/colyseus.js/dist/colyseus.js', 'text/javascript; charset=utf-8'],
};
// The QR code of a join link, as the projector shows it: drawn here (npm qrcode), no service.
export const kQrOptions = {type: 'svg', errorCorrectionLevel: 'M', margin: 2};

/** The engine from the built package (EQUATIONS_PACKAGE_DIR, else build/wasm/package). */
export async function loadEngine(packageDir = process.env.EQUATIONS_PACKAGE_DIR) {
  const dir = packageDir || path.join(kRoot, 'build', 'wasm', 'package');
  const {createEngine} = await import(pathToFileURL(path.join(dir, 'index.mjs')).href);
  return createEngine();
}

/** Starts a class server process's rooms on host:port; resolves when it listens. */
export async function startClassServer({port, host = '127.0.0.1', redisUrl, publicAddress, engine, joinUrl}) {
  const store = new Store(redisUrl);
  // The link students open to join (the code as ?class=): --join-url, else this server's page.
  const joinBase = joinUrl ?? `http://${publicAddress}/join`;
  const joinLink = (code) => `${joinBase}?class=${code}`;
  TableRoom.context = ClassRoom.context = {engine, store, joinLink};

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
  guardRequests(httpServer, {store, joinLink});
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

// Puts a size limit and the security headers before Colyseus's matchmaking routes, serves the
// pages and the QR codes, and answers every other request 404.
function guardRequests(httpServer, {store, joinLink}) {
  const listeners = httpServer.listeners('request');
  httpServer.removeAllListeners('request');
  httpServer.on('request', (req, res) => {
    for (const [name, value] of Object.entries(kSecurityHeaders)) res.setHeader(name, value);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!req.url.startsWith('/matchmake/')) {
      serve(req, res, {store, joinLink}).catch(() => res.headersSent || res.writeHead(500).end());
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

// A page, or the QR code of a class's join link (/class/CODE/qr.svg), or 404.
async function serve(req, res, {store, joinLink}) {
  const {pathname} = new URL(req.url, 'http://server');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  if (pathname === '/favicon.ico') {
    res.writeHead(204).end();  // no icon: a browser asks for one with every page
    return;
  }
  const page = kPages[pathname];
  if (page) {
    const body = await readFile(path.join(kRoot, page[0]));
    res.writeHead(200, {'Content-Type': page[1], 'Content-Security-Policy': kPagePolicy, 'Cache-Control': 'no-cache'});
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const qr = /^\/class\/([A-Z0-9]{6})\/qr\.svg$/.exec(pathname);
  if (qr && isCode(qr[1]) && (await store.loadClass(qr[1]))) {
    const svg = await QRCode.toString(joinLink(qr[1]), kQrOptions);
    res.writeHead(200, {'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache'});
    res.end(req.method === 'HEAD' ? undefined : svg);
    return;
  }
  res.writeHead(404).end();
}
