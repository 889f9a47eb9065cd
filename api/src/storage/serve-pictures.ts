import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isPictureKey } from './image-storage';
import type { KeptPicture } from './picture-memory';
import type { S3ImageStorage } from './s3.storage';

const logger = new Logger('Pictures');

/** A bucket that does not answer: the browser may try again; nothing about the bucket is said in public. */
const UNAVAILABLE = {
  success: false,
  statusCode: 503,
  message: 'Pictures are unavailable for a moment. Please try again.',
  code: 'UNAVAILABLE',
};

/** What a 304 leaves out of the 200's headers: it has no body. */
const NOT_IN_304 = new Set(['Content-Type', 'Content-Length']);

/**
 * /uploads/<key> streamed from the bucket, mounted where express.static serves UPLOAD_DIR with local storage: the
 * same URLs, whichever storage and whichever instance. The bucket answers conditional requests (304) and ranges
 * (206); a key it does not hold goes on to the API's own 404. A picture the bucket sent whole is kept in memory
 * (PictureMemory) and answered from there next time, 200 or 304 with the same headers; a range still asks the
 * bucket.
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
    const range = header('Range');
    const kept = range ? undefined : storage.memory.get(key);
    if (kept) return sendKept(req, res, kept);
    const keep = storage.memory.keeper(key);
    storage
      .answer(key, {
        head: req.method === 'HEAD',
        range,
        ifNoneMatch: header('If-None-Match'),
        ifModifiedSince: header('If-Modified-Since'),
      })
      .then(async (answer) => {
        if (answer.status === 404) return next();
        res.status(answer.status).set(answer.headers);
        if (!answer.body) return void res.end();
        const length = Number(answer.headers['Content-Length']);
        // The whole picture, small enough to keep: its bytes are kept as they go by, once all have.
        const collector =
          answer.status === 200 && length <= storage.memory.largest
            ? collect(length, (bytes) => keep(answer.headers, bytes))
            : null;
        // A shopper who leaves mid-picture ends the bucket's download too.
        await (collector ? pipeline(answer.body, collector, res) : pipeline(answer.body, res)).catch(() =>
          answer.body?.destroy(),
        );
      })
      .catch((error: unknown) => {
        logger.warn(`${storage.where} did not give ${key}: ${(error as Error).message}`);
        if (res.headersSent) return void res.destroy();
        res.status(503).set({ 'Retry-After': '1', 'Cache-Control': 'no-store' }).json(UNAVAILABLE);
      });
  };
}

/** A kept picture as the bucket would answer it: 304 when the browser's copy is current (express's `fresh`). */
function sendKept(req: Request, res: Response, picture: KeptPicture): void {
  res.status(200).set(picture.headers);
  if (req.fresh) {
    for (const name of NOT_IN_304) res.removeHeader(name);
    return void res.status(304).end();
  }
  res.end(req.method === 'HEAD' ? undefined : picture.bytes);
}

/** Passes the bytes on unchanged and hands them to `done` once exactly `length` went through. */
function collect(length: number, done: (bytes: Buffer) => void): Transform {
  const chunks: Buffer[] = [];
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      if (size === length) done(Buffer.concat(chunks));
      callback();
    },
  });
}
