// Which encoding a page goes in (page-compression.ts): what @fastify/compress chose before, as browsers send it.
import assert from 'node:assert/strict';
import { pageEncodingOf } from './page-compression';

describe('the encoding of a page', () => {
  it('is brotli when the browser takes it as well as gzip, else gzip, else none', () => {
    const chosen: [string | undefined, string][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0, *', 'br'],
      ['br;q=0, *;q=0.5', 'gzip'],
      ['BR, GZIP', 'br'],
      ['identity', 'identity'],
      ['deflate', 'identity'],
      ['br;q=0', 'identity'],
      ['*;q=0', 'identity'],
      ['', 'identity'],
      [undefined, 'identity'],
    ];
    for (const [header, encoding] of chosen) assert.equal(pageEncodingOf(header), encoding, String(header));
  });
});
