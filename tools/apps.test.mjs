// `npm run test:tools`: `npm start` and the shop's server refuse a port that fetch refuses, from the list the API
// refuses too (api/src/contracts/rules/bad-ports.json), which is the one Node's fetch itself keeps.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { BAD_PORTS, portProblems, publicUrlOf } = require('./apps.js');

describe("the apps' ports", () => {
  it('are refused when fetch refuses them, each variable named with the reason', () => {
    assert.deepEqual(portProblems({ PORT: '6000', ADMIN_PORT: '6669', SHELL_PORT: '4200' }), [
      'PORT 6000 is one of the ports browsers and Node\'s fetch refuse ("bad port"); choose another',
      'ADMIN_PORT 6669 is one of the ports browsers and Node\'s fetch refuse ("bad port"); choose another',
    ]);
    assert.deepEqual(portProblems({}), []);
  });

  it("hold the ports Node's own fetch refuses, not the shop's usual ones", async () => {
    for (const port of [6000, 6566, 6665, 6697, 10080, 1, 25]) {
      assert.ok(BAD_PORTS.has(port), `${port} is listed`);
      await assert.rejects(
        fetch(`http://127.0.0.1:${port}/`),
        (error) => error.cause?.message === 'bad port',
      );
    }
    for (const port of [3000, 4200, 6001, 8080]) assert.ok(!BAD_PORTS.has(port), `${port} is not listed`);
  });
});

// Issue 51: the shop on another port, and no PUBLIC_URL: Khalti's return and the e-mails' links follow it.
describe("the shop's public address", () => {
  it('is PUBLIC_URL, else the shell here at its port', () => {
    assert.equal(publicUrlOf({}), 'http://localhost:4200');
    assert.equal(publicUrlOf({ SHELL_PORT: '5300' }), 'http://localhost:5300');
    assert.equal(
      publicUrlOf({ SHELL_PORT: '5300', PUBLIC_URL: 'https://shop.example.np/' }),
      'https://shop.example.np',
    );
    assert.equal(publicUrlOf({ PUBLIC_URL: '  ' }), 'http://localhost:4200');
  });
});
