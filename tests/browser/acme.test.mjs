// A certificate from an ACME authority, as a browser sees it: pebble
// (Let's Encrypt's test authority, Debian's `pebble`) on 127.0.0.1 gives
// `obereg server --domain localhost` its certificate through TLS-ALPN-01
// on the server's own port; headless Chromium, told to trust pebble's
// root through an NSS database of its own (never by ignoring certificate
// errors), loads the page from the server and plays a move over `wss://`
// with two of the page's WebSockets. Without pebble it is skipped, except
// in CI, where it fails.

import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { writeFixture } from './fixture.mjs';
import { waitFor } from './harness.mjs';

const { chromium } = await import(process.env.OBEREG_PLAYWRIGHT);

const web = process.env.OBEREG_WEB || writeFixture();
const hasPebble = spawnSync('pebble', ['-h']).error === undefined;
if (!hasPebble && process.env.CI) throw new Error('pebble is not installed, and CI must run this test: apt-get install pebble');

/// A port of 127.0.0.1 free now.
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/// Runs `command` with `args`, its output kept from the test's.
function run(command, args) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/// A root and the certificate it signs for pebble's own HTTPS, in `dir`.
function pebbleHttps(dir) {
  const file = (name) => join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  run('openssl', ['req', '-x509', ...ec, '-keyout', file('root-key.pem'), '-out', file('root.pem'), '-days', '2',
    '-subj', '/CN=pebble HTTPS root', '-addext', 'basicConstraints=critical,CA:TRUE']);
  run('openssl', ['req', ...ec, '-keyout', file('key.pem'), '-out', file('cert.csr'), '-subj', '/CN=localhost']);
  writeFileSync(file('names.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  run('openssl', ['x509', '-req', '-in', file('cert.csr'), '-CA', file('root.pem'), '-CAkey', file('root-key.pem'),
    '-CAcreateserial', '-out', file('cert.pem'), '-days', '2', '-extfile', file('names.cnf')]);
  return { cert: file('cert.pem'), key: file('key.pem'), root: file('root.pem') };
}

/// Spawns `command` and resolves once what it says on `stream` matches
/// `ready`; one that does not is stopped, and what it said is told.
async function started(what, command, args, options, stream, ready, tries = 1200) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  child[stream].on('data', (bytes) => { said += bytes; });
  child[stream === 'stdout' ? 'stderr' : 'stdout'].resume();
  try {
    await waitFor(what, () => {
      if (child.exitCode !== null) throw new Error('it stopped');
      return ready.test(said);
    }, tries);
  } catch (error) {
    child.kill();
    throw new Error(`${error.message}; it said: ${said}`);
  }
  return child;
}

/// GET `path` from pebble's management port, trusting `ca` (PEM).
function management(port, path, ca) {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, ca, servername: 'localhost' }, (answer) => {
      let body = '';
      answer.on('data', (bytes) => { body += bytes; });
      answer.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

/// A guard against a test that hangs, far above its few seconds: it then
/// fails saying so instead of never ending.
const GUARD = 180_000;

test('the page and its WebSocket come over the certificate from the authority, trusted by the browser', { skip: !hasPebble && 'pebble is not installed (apt-get install pebble)', timeout: GUARD }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'obereg-acme-'));
  const stops = [];
  t.after(async () => {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const https = pebbleHttps(dir);
  const [port, acme, manage] = [await freePort(), await freePort(), await freePort()];
  writeFileSync(join(dir, 'pebble.json'), JSON.stringify({ pebble: {
    listenAddress: `127.0.0.1:${acme}`, managementListenAddress: `127.0.0.1:${manage}`,
    certificate: https.cert, privateKey: https.key, httpPort: await freePort(), tlsPort: port,
    ocspResponderURL: '', externalAccountBindingRequired: false,
  } }));
  const env = { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0' };
  const pebble = await started('pebble listening', 'pebble', ['-config', join(dir, 'pebble.json')], { env },
    'stdout', /ACME directory available/);
  stops.push(() => pebble.kill());
  const data = join(dir, 'data');
  const args = ['--lang', 'en', 'server', '--listen', `127.0.0.1:${port}`, '--data', data, '--web', web,
    '--domain', 'localhost', '--acme-contact', 'mailto:ops@example.org',
    '--acme-directory', `https://127.0.0.1:${acme}/dir`, '--acme-root', https.root];
  const server = await started('the certificate from the authority', process.env.OBEREG_BIN, args, {},
    'stderr', /The certificate for localhost came from the authority/);
  stops.push(() => server.kill());
  // The browser trusts pebble's issuing root, through an NSS database in a home of its own.
  const root = await management(manage, '/roots/0', readFileSync(https.root));
  assert.match(root, /BEGIN CERTIFICATE/);
  writeFileSync(join(dir, 'pebble-root.pem'), root);
  const home = join(dir, 'home');
  const nss = `sql:${join(home, '.pki', 'nssdb')}`;
  mkdirSync(join(home, '.pki', 'nssdb'), { recursive: true });
  run('certutil', ['-d', nss, '-N', '--empty-password']);
  run('certutil', ['-d', nss, '-A', '-t', 'C,,', '-n', 'pebble', '-i', join(dir, 'pebble-root.pem')]);
  const browser = await chromium.launch({
    executablePath: process.env.OBEREG_CHROMIUM,
    args: ['--lang=en-US'],
    env: { ...process.env, HOME: home },
  });
  stops.push(() => browser.close());
  const page = await browser.newPage();
  const answer = await page.goto(`https://localhost:${port}/`);
  assert.equal(answer.status(), 200);
  const security = await answer.securityDetails();
  assert.match(security.issuer, /Pebble/, 'the certificate is pebble\'s');
  assert.equal(security.subjectName, 'localhost');
  // Two guests in the page: one challenges, the other accepts, a move is played.
  const record = await page.evaluate(async (url) => {
    const open = () => new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const inbox = [];
      let wake = () => {};
      socket.onmessage = (event) => { inbox.push(JSON.parse(event.data)); wake(); };
      socket.onerror = () => reject(new Error('the WebSocket failed'));
      socket.onopen = () => resolve({
        send: (message) => socket.send(JSON.stringify(message)),
        async next(type) {
          for (;;) {
            const at = inbox.findIndex((message) => message.type === type);
            if (at >= 0) return inbox.splice(at, 1)[0];
            await new Promise((woken) => { wake = woken; });
          }
        },
      });
    });
    const [vikings, varangians] = [await open(), await open()];
    for (const player of [vikings, varangians]) {
      player.send({ type: 'hello', version: 1 });
      await player.next('welcome');
      player.send({ type: 'guest' });
      await player.next('logged_in');
      // The lobby's answer comes once the server's lobby knows the player,
      // so that the challenge below reaches it.
      player.send({ type: 'lobby' });
      await player.next('lobby');
    }
    vikings.send({ type: 'challenge', board: 9, die: false, clock: { fischer: { minutes: 5, seconds: 0 } },
      rated: false, side: 'vikings', opponent: null });
    const { challenge } = await varangians.next('challenge');
    varangians.send({ type: 'accept', challenge });
    const { info } = await vikings.next('game');
    vikings.send({ type: 'move', game: info.game, ply: 0, mv: 'a6-a8' });
    return (await varangians.next('moved')).record;
  }, `wss://localhost:${port}/ws`);
  assert.equal(record, 'a6-a8');
});
