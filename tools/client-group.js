// The client as every per-address count of the shop sees it: an IPv4 address, or an IPv6 address's /64, since one
// subscriber is usually handed a whole /64 and could otherwise rotate through it. The API's limits key on the same
// rule (@nestjs/throttler's normalizeIp(ip, 64), api/src/common/throttling/rate-limits.ts); the shop's server (its
// proxy's and its pages' counts) uses this copy, and tools/client-group.test.mjs checks that both agree.
const { isIP } = require('node:net');

/** Bits of an IPv6 address that name one subscriber. */
const IPV6_GROUP_BITS = 64;

/**
 * The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), or null when it is not one.
 * @param {string} address
 */
function hextetsOf(address) {
  let head = address;
  const lastColon = head.lastIndexOf(':');
  const tail = head.slice(lastColon + 1);
  if (tail.includes('.')) {
    const octets = tail.split('.').map(Number);
    head = `${head.slice(0, lastColon + 1)}${((octets[0] << 8) | octets[1]).toString(16)}:${((octets[2] << 8) | octets[3]).toString(16)}`;
  }
  const sides = head.split('::');
  const left = sides[0] ? sides[0].split(':') : [];
  const right = sides.length === 2 && sides[1] ? sides[1].split(':') : [];
  const fill = sides.length === 2 ? 8 - left.length - right.length : 0;
  return [...left, ...new Array(fill).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * An IPv6 address in its shortest form (RFC 5952: the longest run of two or more zero groups as '::').
 * @param {number[]} hextets
 */
function shortForm(hextets) {
  let best = { start: -1, length: 0 };
  let run = { start: -1, length: 0 };
  hextets.forEach((hextet, index) => {
    if (hextet !== 0) run = { start: -1, length: 0 };
    else {
      run = run.start === -1 ? { start: index, length: 1 } : { start: run.start, length: run.length + 1 };
      if (run.length > best.length) best = run;
    }
  });
  const groups = hextets.map((hextet) => hextet.toString(16));
  if (best.length < 2) return groups.join(':');
  return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.length).join(':')}`;
}

/**
 * The group `address` is counted in: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4 address),
 * IPv6 loopback as '::1', any other IPv6 address as its /64 ('2001:db8:1:2::/64'). Anything else is returned as it
 * came (the caller decides what an unknown address is).
 * @param {string} address
 * @returns {string}
 */
function clientGroupOf(address) {
  if (typeof address !== 'string' || !address) return address;
  const bare = address.split('%')[0];
  const version = isIP(bare);
  if (version === 4) return bare;
  if (version !== 6) return address;
  const hextets = hextetsOf(bare.toLowerCase());
  if (hextets.slice(0, 7).every((hextet) => hextet === 0) && hextets[7] === 1) return '::1';
  if (hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff)
    return [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join('.');
  const kept = hextets.map((hextet, index) => (index * 16 < IPV6_GROUP_BITS ? hextet : 0));
  return `${shortForm(kept)}/${IPV6_GROUP_BITS}`;
}

module.exports = { clientGroupOf, IPV6_GROUP_BITS };
