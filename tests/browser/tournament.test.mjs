// A tournament from the page: a guest enters a round robin of two from
// the lobby's tournaments tab (7), the organiser (a client of the
// protocol's lines over TLS, here) invites the bot (`obereg bot`), which
// fills it; the game it pairs opens on the page, and the guest plays its
// first move there, answered by the bot. Needs the real page (not run
// with `scripts/browser-test --fixture`).

import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import tls from 'node:tls';

import { BOT, MOVE, openPage, serving, startBot, step, text, typeMove, waitFor, waitText } from './harness.mjs';

const running = serving(process.env.OBEREG_WEB);

/// A client of the server's lines (JSON, one message a line) over TLS,
/// the server's own certificate taken: its `send` and its `next` message
/// `wanted` accepts (the others skipped, 50 at most).
async function linesClient(address) {
  const [host, port] = address.split(':');
  const socket = tls.connect({ host, port: Number(port), rejectUnauthorized: false });
  await once(socket, 'secureConnect');
  const lines = createInterface({ input: socket })[Symbol.asyncIterator]();
  return {
    send: (message) => socket.write(`${JSON.stringify(message)}\n`),
    async next(what, wanted) {
      for (let i = 0; i < 50; i++) {
        const { value, done } = await lines.next();
        if (done) break;
        const message = JSON.parse(value);
        if (wanted(message)) return message;
      }
      throw new Error(`no ${what} from the server`);
    },
    close: () => socket.destroy(),
  };
}

test('a guest enters a tournament from the page and plays the first game it pairs', async (t) => {
  await startBot(t, running);
  const organiser = await linesClient(running.server.address);
  t.after(() => organiser.close());
  organiser.send({ type: 'hello', version: 1 });
  organiser.send({ type: 'guest' });
  await organiser.next('logged_in', (m) => m.type === 'logged_in');
  organiser.send({
    type: 'create_tournament', name: 'Page Cup', format: { kind: 'round_robin', double: false },
    board: 9, die: false, clock: { fischer: { minutes: 10, seconds: 5 } }, rated: false,
    start: 'when_full', players: 2, entry: 'anyone', bots: true,
  });
  const made = await organiser.next('the tournament', (m) => m.type === 'tournament');
  const tournament = made.info.tournament;

  const { page } = await openPage(running);
  await page.keyboard.press('o');
  await waitText(page, 'play as a guest', 200);
  await page.keyboard.press('g');
  await waitText(page, /you: guest-\S+ \(guest\)/);
  await page.keyboard.press('7');
  await waitText(page, 'Page Cup');
  await page.keyboard.press('Enter');
  await waitText(page, 'place · player · points');
  await page.keyboard.press('e');
  await waitText(page, 'open, 1 of 2 entered');

  // The bot says its level just after it logs in: invited again until it
  // is in, a bounded number of times.
  await waitFor('the bot in the tournament', async () => {
    organiser.send({ type: 'invite_bots', tournament, level: 'easy', count: 1 });
    const answer = await organiser.next('an answer', (m) => m.type === 'tournament' || m.type === 'error');
    return answer.type === 'tournament' && answer.entrants.length === 2;
  }, 100);

  // Full, it starts: its game opens on the page by itself.
  const seated = await waitText(page, /you play the (Vikings|Varangians)/, 400);
  if (seated[1] === 'Vikings') {
    const mv = await step(page, '●');
    await typeMove(page, mv);
    await waitText(page, new RegExp(`1\\. ${mv} +${MOVE}`), 400);
  } else {
    await waitText(page, new RegExp(`1\\. ${MOVE}`), 400);
    const mv = await step(page, '○');
    await typeMove(page, mv);
    await waitText(page, new RegExp(`1\\. ${MOVE} +${mv}\\s[^]*2\\. ${MOVE}`), 400);
  }
  assert.deepEqual(page.errors, []);
  assert.match(await text(page), new RegExp(BOT), 'the bot is the opponent');
  await page.context().close();
});
