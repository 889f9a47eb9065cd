// `npm run test:tools`: what `npm start` prints once the shop runs (lib/welcome.mjs), in production and development.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_CUSTOMER, DEV_ADMIN_PASSWORD, DEVELOPMENT_MODE_WARNING, printWelcome } from './lib/welcome.mjs';

/** Everything printWelcome writes, as one text. */
function printed(env) {
  const lines = [];
  printWelcome(
    { say: (text = '') => lines.push(text), warn: (text) => lines.push(`! ${text}`) },
    {
      env,
      shellPort: 4200,
      apiPort: 3000,
      apiStarted: true,
      remotes: [{ name: 'storefront', base: 'http://localhost:4201/' }],
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
});
