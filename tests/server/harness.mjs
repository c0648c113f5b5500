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

// Every process a test started: killed when the test's process exits, whatever happened.
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(1));

// Spawns a process and resolves once a line of its output matches `ready`.
function spawnUntil(command, args, ready, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: kRoot, env, stdio: ['ignore', 'pipe', 'pipe']});
    children.add(child);
    child.once('exit', () => children.delete(child));
    child.once('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
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

// Stops a process; one that has not exited kGraceMs after SIGTERM is killed, so that a stuck
// shutdown cannot hold the test run.
const kGraceMs = 10_000;
function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      process.stderr.write(`# ${child.spawnfile} (pid ${child.pid}) did not exit on ${signal}: killed\n`);
      child.kill('SIGKILL');
    }, kGraceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
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
