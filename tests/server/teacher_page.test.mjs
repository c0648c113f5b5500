// The teacher's page, served by the class server under its own CSP: it creates a class and shows
// the join code with the QR code of the join link for the projector, drawn by the server itself
// (npm qrcode) with alt text giving the code, and each table with its time left.
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';

import {chromium} from 'playwright-core';
import QRCode from 'qrcode';

import {kQrOptions} from '../../server/class_server.mjs';
import {joinClass, Student} from './class_client.mjs';
import {startRedis, startServer} from './harness.mjs';

let redis;
let server;
let browser;

before(async () => {
  redis = await startRedis();
  server = await startServer(redis.url);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await redis?.stop();
});

test('the teacher page creates a class and shows its code, its QR code and the tables', async () => {
  const answer = await fetch(`http://${server.address}/teacher`);
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type'), /^text\/html/);
  assert.match(answer.headers.get('content-security-policy'), /default-src 'none'; script-src 'self'/);
  assert.equal((await fetch(`http://${server.address}/class/ABCDEF/qr.svg`)).status, 404, 'no such class');

  const page = await browser.newPage();
  const problems = [];
  // The Colyseus client tries `new Function('')` once and reads messages without it when the
  // page's policy refuses it (no 'unsafe-eval'): that refusal is expected.
  page.on('console', (message) => message.type() === 'error' && !/unsafe-eval/.test(message.text()) &&
    problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`http://${server.address}/teacher`);
  await page.click('#create button[type=submit]');
  await page.waitForFunction(() => /^[A-Z0-9]{6}$/.test(document.getElementById('code').textContent));
  const code = await page.textContent('#code');
  const link = await page.textContent('#link');
  assert.equal(link, `http://${server.address}/join?class=${code}`);

  // The QR code: an image with alt text giving the code, drawn from the join link.
  const qr = await page.waitForFunction(() => {
    const image = document.getElementById('qr');
    return image.complete && image.naturalWidth > 0 && image;
  });
  const alt = await qr.evaluate((image) => image.alt);
  assert.ok(alt.includes(`join code ${code}`), alt);
  const svg = await (await fetch(`http://${server.address}/class/${code}/qr.svg`)).text();
  assert.equal(svg, await QRCode.toString(link, kQrOptions), 'the QR code of the join link');
  const joinPage = await browser.newPage();
  await joinPage.goto(link);
  assert.equal(await joinPage.textContent('#code'), code);
  await joinPage.close();

  // A student sits at a table: the page shows the table, the name and the time left.
  const seat = await joinClass(server.address, code, 'Zoe');
  const student = await Student.join(server.address, seat);
  await page.waitForFunction((id) => [...document.querySelectorAll('#tables tbody tr')]
    .some((row) => row.cells[0].textContent === id && /Zoe/.test(row.cells[1].textContent) &&
                   /^\d+:\d\d left$/.test(row.cells[6].textContent)), seat.table);
  assert.deepEqual(problems, []);
  await student.leave();
  await page.close();
});
