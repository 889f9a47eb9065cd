import { Controller, Get, Inject, Logger } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import type Redis from 'ioredis';
import { Public } from '../common/decorators/public.decorator';
import { Replies, Reply } from '../common/http/reply';
import { REDIS } from '../common/throttling';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database';
import { IMAGE_STORAGE, type ImageStorage } from '../storage';

const logger = new Logger('Health');

/** How long readiness waits for each dependency before it counts as failed. */
export const READY_TIMEOUT_MS = 1000;

export interface Readiness {
  ok: boolean;
  /** 'ok', or why it failed; redis is absent without REDIS_URL. */
  database: string;
  redis?: string;
  /** The pictures' bucket (HeadBucket), with STORAGE=s3 only. */
  storage?: string;
  /** When not ready: what failed, in words. */
  message?: string;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  /**
   * Liveness, for start scripts: answers when the process and its database do. Cheap; never asks Redis. Like
   * readiness, it says 'ok' rather than which database driver answered: a public answer tells nothing of the insides.
   */
  @Public()
  @Get()
  async check(): Promise<{ ok: true; database: 'ok' }> {
    await this.database.db.execute(sql`select 1`);
    return { ok: true, database: 'ok' };
  }

  /**
   * Readiness, for load balancers: 200 when the database, (with REDIS_URL) Redis and (with STORAGE=s3) the pictures'
   * bucket answer within a second each, otherwise 503 naming what failed. Answered (a Reply) rather than thrown, so a
   * balancer's polling of a sick instance does not log an error per poll.
   */
  @Public()
  @Get('ready')
  @Replies()
  async ready(): Promise<Readiness | Reply<Readiness>> {
    const redis = this.redis;
    const bucket = this.storage.kind === 's3' ? this.storage : undefined;
    const [database, redisState, storage] = await Promise.all([
      answersWithin(() => this.database.db.execute(sql`select 1`)),
      redis ? answersWithin(() => redis.ping()) : undefined,
      // The HeadBucket is abandoned with the wait, never left to run on.
      bucket ? answersWithin((signal) => bucket.check(signal)) : undefined,
    ]);
    const states = { database, redis: redisState, storage };
    const failed = Object.entries(states).flatMap(([name, state]) =>
      state && state !== 'ok' ? [`${name}: ${state}`] : [],
    );
    const body: Readiness = {
      ok: !failed.length,
      database,
      ...(redisState ? { redis: redisState } : {}),
      ...(storage ? { storage } : {}),
    };
    if (!failed.length) return body;
    return new Reply(503, { ...body, message: `Not ready: ${failed.join('; ')}` });
  }
}

/** 'ok' when `probe` answers within READY_TIMEOUT_MS, else 'unreachable' or the timeout. */
async function answersWithin(probe: (signal: AbortSignal) => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const abandoned = new AbortController();
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      abandoned.abort();
      resolve(`no answer within ${READY_TIMEOUT_MS} ms`);
    }, READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      probe(abandoned.signal).then(
        () => 'ok',
        (error: unknown) => {
          // The cause goes to the log only: a public answer names no addresses.
          logger.warn(`Readiness: ${error instanceof Error ? error.message : String(error)}`);
          return 'unreachable';
        },
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
