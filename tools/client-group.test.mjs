// `npm run test:tools`: the shop's server groups client addresses exactly as the API's limits do (client-group.js
// beside @nestjs/throttler's normalizeIp(ip, 64), which api/src/common/throttling/rate-limits.ts uses).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { clientGroupOf } = require('./client-group.js');
const { normalizeIp } = require('@nestjs/throttler');

const ADDRESSES = [
  '203.0.113.7',
  '127.0.0.1',
  '::1',
  '0:0:0:0:0:0:0:1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::FFFF:203.0.113.7',
  '2001:db8:1:2:3:4:5:6',
  '2001:DB8:1:2::ffff',
  '2001:db8:0:0:1::1',
  '2001:0db8:0000:0000:0000:0000:0000:0001',
  'fe80::1%eth0',
  '2001:db8::',
  '::',
  '1::',
  '64:ff9b::192.0.2.33',
  '2001:db8:1:0:0:0:0:0',
  'not an address',
  '',
];

describe('client-group.js', () => {
  it('names the same group as the API for every kind of address', () => {
    for (const address of ADDRESSES) assert.equal(clientGroupOf(address), normalizeIp(address, 64), address);
  });

  it('puts a whole IPv6 /64 in one group, and two /64s in two', () => {
    assert.equal(clientGroupOf('2001:db8:aa:bb:1::1'), '2001:db8:aa:bb::/64');
    assert.equal(clientGroupOf('2001:db8:aa:bb:ffff:ffff:ffff:ffff'), '2001:db8:aa:bb::/64');
    assert.equal(clientGroupOf('2001:db8:aa:bc::1'), '2001:db8:aa:bc::/64');
  });

  it('agrees with the API on random IPv6 addresses', () => {
    for (let i = 0; i < 2000; i++) {
      const groups = Array.from({ length: 8 }, () =>
        Math.random() < 0.3 ? '0' : Math.floor(Math.random() * 0x10000).toString(16),
      );
      const address = groups.join(':');
      assert.equal(clientGroupOf(address), normalizeIp(address, 64), address);
    }
  });
});
