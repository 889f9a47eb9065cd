import { createHash } from 'node:crypto';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from './redis.module';
import { englishOf } from '../../contracts';

/** Failures counted in a window that starts at the first one; `retryAfterSeconds` until it ends. */
export interface FailureCount {
  count: number;
  retryAfterSeconds: number;
}

/** Memory entries beyond this are pruned of expired ones: unknown e-mails must not grow the map forever. */
const MEMORY_PRUNE_AT = 10_000;
const ADD = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { n, redis.call('PTTL', KEYS[1]) }`;
const READ = `return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]) }`;

/**
 * Counters of failures (e.g. wrong passwords per account), in Redis when REDIS_URL is set so every instance sees
 * the same count, else in this process. Keys are hashed: no e-mail address is stored in Redis.
 */
@Injectable()
export class FailureCounters {
  private readonly memory = new Map<string, { count: number; expiresAt: number }>();

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async read(name: string): Promise<FailureCount> {
    const key = keyOf(name);
    if (this.redis) return fromRedis(await this.inRedis(() => this.redis!.eval(READ, 1, key)));
    const entry = this.live(key);
    return entry ? { count: entry.count, retryAfterSeconds: seconds(entry.expiresAt - Date.now()) } : NONE;
  }

  async add(name: string, windowMs: number): Promise<FailureCount> {
    const key = keyOf(name);
    if (this.redis) return fromRedis(await this.inRedis(() => this.redis!.eval(ADD, 1, key, windowMs)));
    if (this.memory.size >= MEMORY_PRUNE_AT) this.prune();
    const entry = this.live(key) ?? { count: 0, expiresAt: Date.now() + windowMs };
    entry.count += 1;
    this.memory.set(key, entry);
    return { count: entry.count, retryAfterSeconds: seconds(entry.expiresAt - Date.now()) };
  }

  async clear(name: string): Promise<void> {
    const key = keyOf(name);
    if (this.redis) await this.inRedis(() => this.redis!.del(key));
    else this.memory.delete(key);
  }

  private live(key: string) {
    const entry = this.memory.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.memory.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = Date.now();
    for (const [key, entry] of this.memory) if (entry.expiresAt <= now) this.memory.delete(key);
  }

  /** Redis unreachable: the request cannot be counted, so it is not served either (503, never a 500). */
  private async inRedis<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      throw new ServiceUnavailableException(englishOf('BUSY'));
    }
  }
}

const NONE: FailureCount = { count: 0, retryAfterSeconds: 0 };
const keyOf = (name: string) => `failures:${createHash('sha256').update(name).digest('hex')}`;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function fromRedis(reply: unknown): FailureCount {
  const [count, ttl] = reply as [number, number];
  return count > 0 ? { count, retryAfterSeconds: seconds(ttl) } : NONE;
}
