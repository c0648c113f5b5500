// Starts what a class server test needs on loopback: its own Redis on a free port and class
// server processes (server/main.mjs), each waited for by the line it prints when ready, and
// stopped at the end.
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const kRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Spawns a process and resolves once a line of its output matches `ready`.
function spawnUntil(command, args, ready, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: kRoot, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (process.env.CLASS_TEST_VERBOSE) process.stderr.write(chunk);
      if (ready.test(output)) {
        child.stdout.off('data', onData);
        if (process.env.CLASS_TEST_VERBOSE) child.stdout.on('data', (more) => process.stderr.write(more));
        resolve({child, output: () => output});
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (process.env.CLASS_TEST_VERBOSE) process.stderr.write(chunk);
    });
    child.once('exit', (code, signal) => reject(new Error(`${command} exited (${code ?? signal}) before it was ready:\n${output}`)));
  });
}

function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** A Redis of its own, in memory, on a free loopback port: {url, stop()}. */
export async function startRedis() {
  const port = await freePort();
  const {child} = await spawnUntil('redis-server', [
    '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no',
    '--protected-mode', 'yes', '--loglevel', 'notice',
  ], /Ready to accept connections/);
  return {url: `redis://127.0.0.1:${port}`, port, stop: () => stop(child)};
}

/** A class server process: {address, child, kill(signal), stop()}. */
export async function startServer(redisUrl) {
  const port = await freePort();
  const address = `127.0.0.1:${port}`;
  const {child, output} = await spawnUntil(process.execPath, [
    'server/main.mjs', '--port', String(port), '--redis', redisUrl, '--public-address', address,
  ], /class server listening on/);
  return {
    address,
    child,
    output,
    kill: (signal) => stop(child, signal),
    stop: () => stop(child),
  };
}
