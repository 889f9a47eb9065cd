import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

/** The Redis of the tests; the tests that need it fail (never skip) when it does not respond. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix no other test run uses, so runs sharing one Redis never count each other's requests. */
export const uniquePrefix = (name: string) => `pashmina-test:${name}:${randomBytes(4).toString('hex')}:`;

/** Removes every key of `prefix` (they would expire anyway, within the longest window). */
export async function dropKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
