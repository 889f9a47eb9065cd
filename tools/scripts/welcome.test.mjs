// `npm run test:tools`: what `npm start` prints once the shop runs (lib/welcome.mjs), in production and development.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRunning, sendOutputTo, start } from './lib/processes.mjs';
import {
  DEMO_CUSTOMER,
  DEV_ADMIN_PASSWORD,
  DEVELOPMENT_MODE_WARNING,
  modeOf,
  printWelcome,
} from './lib/welcome.mjs';

/** Everything printWelcome writes, as one text. */
function printed(env, more = {}) {
  const lines = [];
  printWelcome(
    { say: (text = '') => lines.push(text), warn: (text) => lines.push(`! ${text}`) },
    {
      env,
      shellPort: 4200,
      apiPort: 3000,
      apiStarted: true,
      remotes: [{ name: 'storefront', base: 'http://localhost:4201/' }],
      ...more,
    },
  );
  return lines.join('\n');
}

const OWNER = { ADMIN_EMAIL: 'owner@shop.example.np', ADMIN_PASSWORD: 'the-owners-real-Passw0rd' };

describe('tools/scripts/lib/welcome.mjs', () => {
  it('prints no account and no password in production, and no development warning', () => {
    const text = printed({ NODE_ENV: 'production', ...OWNER });
    assert.match(text, /Shop\s+http:\/\/localhost:4200/);
    assert.match(text, /remote storefront\s+http:\/\/localhost:4201\//);
    for (const secret of [OWNER.ADMIN_PASSWORD, DEV_ADMIN_PASSWORD, DEMO_CUSTOMER.password, 'Demo accounts'])
      assert.ok(!text.includes(secret), `production output holds "${secret}"`);
    assert.ok(!text.includes(DEVELOPMENT_MODE_WARNING));
    // API docs are off in production unless API_DOCS says otherwise, as in the API.
    assert.match(text, /docs off: API_DOCS/);
    assert.match(
      printed({ NODE_ENV: 'production', API_DOCS: '1' }),
      /docs: http:\/\/localhost:3000\/api\/docs/,
    );
  });

  it("prints the built-in mailbox's address where the API runs one: without SMTP_URL, never in production", () => {
    const mailbox = /Mailbox\s+http:\/\/localhost:4200\/sandbox\/mailbox/;
    assert.match(printed({}), mailbox);
    assert.match(printed({ NODE_ENV: 'development' }), mailbox);
    assert.match(printed({ NODE_ENV: 'test', MAILBOX_PORT: '3101' }), mailbox);
    assert.doesNotMatch(printed({ NODE_ENV: 'test' }), /Mailbox/);
    assert.doesNotMatch(printed({ SMTP_URL: 'smtp://mail.example.com:587' }), /Mailbox/);
    assert.doesNotMatch(printed({ NODE_ENV: 'production', ...OWNER }), /Mailbox/);
  });

  it('prints the demo accounts and the warning in development, naming a set ADMIN_PASSWORD without showing it', () => {
    const text = printed({});
    assert.match(text, /Demo accounts/);
    assert.match(text, new RegExp(`admin@pashmina\\.test / ${DEV_ADMIN_PASSWORD}`));
    assert.ok(text.includes(`${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`));
    assert.ok(text.endsWith(`! ${DEVELOPMENT_MODE_WARNING}`));

    const own = printed({ NODE_ENV: 'development', ...OWNER });
    assert.match(own, /owner@shop\.example\.np \/ \(ADMIN_PASSWORD\)/);
    assert.ok(!own.includes(OWNER.ADMIN_PASSWORD));
    assert.ok(!own.includes(DEVELOPMENT_MODE_WARNING));
  });

  // Issue 51: one summary, whose mode never calls a development start 'production'.
  it('names the mode once: what serves the apps and NODE_ENV’s mode, never a production build in development', () => {
    assert.equal(
      modeOf({ dev: false, env: {} }),
      'built apps, development mode (Khalti sandbox, demo accounts)',
    );
    assert.equal(
      modeOf({ dev: true, env: {} }),
      'dev servers with hot reload, development mode (Khalti sandbox, demo accounts)',
    );
    assert.equal(modeOf({ dev: false, env: { NODE_ENV: 'production' } }), 'built apps, production mode');
    assert.equal(modeOf({ dev: false, env: { NODE_ENV: 'test' } }), 'built apps, NODE_ENV=test');
    const text = printed({}, { logFile: 'logs/start.log' });
    assert.match(text, /Mode\s+built apps, development mode/);
    assert.doesNotMatch(text, /production build|production mode/);
    assert.match(text, /Servers' output\s+logs\/start\.log/);
    assert.doesNotMatch(printed({}), /Servers' output/);
  });

  it('names the public address when it is not the shop here (PUBLIC_URL)', () => {
    assert.doesNotMatch(printed({}, { publicUrl: 'http://localhost:4200' }), /Public address/);
    assert.match(
      printed({}, { publicUrl: 'https://shop.example.np' }),
      /Public address\s+https:\/\/shop\.example\.np/,
    );
  });
});

describe('tools/scripts/lib/processes.mjs', () => {
  // The tag is uncoloured: one target per stream, so what reached the log did not reach the terminal.
  it("sends a child's output to the log, not the terminal, once told to", async () => {
    const log = new PassThrough();
    let written = '';
    log.on('data', (chunk) => (written += chunk));
    try {
      sendOutputTo(log);
      start('routes', process.execPath, ['-e', "console.log('Mapped {/api/v1/products, GET} route')"], {
        cwd: process.cwd(),
      });
      while (isRunning('routes')) await sleep(20);
      await sleep(20);
    } finally {
      sendOutputTo(undefined);
    }
    assert.match(written, /^\[routes\]\s+Mapped \{\/api\/v1\/products, GET\} route$/m);
  });
});
