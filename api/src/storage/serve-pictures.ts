import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isPictureKey } from './image-storage';
import type { S3ImageStorage } from './s3.storage';

const logger = new Logger('Pictures');

/** A bucket that does not answer: the browser may try again; nothing about the bucket is said in public. */
const UNAVAILABLE = {
  success: false,
  statusCode: 503,
  message: 'Pictures are unavailable for a moment. Please try again.',
  code: 'UNAVAILABLE',
};

/**
 * /uploads/<key> streamed from the bucket, mounted where express.static serves UPLOAD_DIR with local storage: the
 * same URLs, whichever storage and whichever instance. The bucket answers conditional requests (304) and ranges
 * (206); a key it does not hold goes on to the API's own 404.
 */
export function servePicturesFromBucket(storage: S3ImageStorage): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let key: string;
    try {
      key = decodeURIComponent(req.path.slice(1));
    } catch {
      return next();
    }
    // Only the pictures: whatever else the bucket holds is none of a browser's business (the API's 404).
    if (!isPictureKey(key)) return next();
    const header = (name: string) => req.get(name) || undefined;
    storage
      .answer(key, {
        head: req.method === 'HEAD',
        range: header('Range'),
        ifNoneMatch: header('If-None-Match'),
        ifModifiedSince: header('If-Modified-Since'),
      })
      .then(async (answer) => {
        if (answer.status === 404) return next();
        res.status(answer.status).set(answer.headers);
        if (!answer.body) return void res.end();
        // A shopper who leaves mid-picture ends the bucket's download too.
        await pipeline(answer.body, res).catch(() => answer.body?.destroy());
      })
      .catch((error: unknown) => {
        logger.warn(`${storage.where} did not give ${key}: ${(error as Error).message}`);
        if (res.headersSent) return void res.destroy();
        res.status(503).set({ 'Retry-After': '1', 'Cache-Control': 'no-store' }).json(UNAVAILABLE);
      });
  };
}
