import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import {
  assertSafeKey,
  type ImageStorage,
  isPictureKey,
  PICTURE_CACHE_CONTROL,
  PICTURE_KEY_PREFIX,
  pictureUrl,
} from './image-storage';
import { PictureMemory } from './picture-memory';

/** What a browser asked of a picture: a part of it, or only if it changed. */
export interface PictureRequest {
  head: boolean;
  range?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/** A picture as an HTTP answer: 200, 206, 304, 404 or 416, its headers, and for 200 and 206 of a GET its bytes. */
export interface PictureAnswer {
  status: number;
  headers: Record<string, string>;
  body?: Readable;
}

/** The S3 errors an answer follows, by HTTP status. */
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Pictures in an S3-compatible bucket (AWS S3, Cloudflare R2, DigitalOcean Spaces, Backblaze B2, MinIO): every
 * instance reads and writes the same objects, so no instance needs a disk of its own. Each object carries its
 * content type and a year's immutable caching; the API streams them under /uploads with the bucket's ETag and
 * Last-Modified, or browsers load them from PICTURES_PUBLIC_URL.
 */
export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3';
  readonly client: S3Client;
  /** The pictures served lately (PICTURE_CACHE_BYTES): serve-pictures.ts reads and fills it, delete() empties it. */
  readonly memory: PictureMemory;
  private readonly bucket: string;

  constructor(
    private readonly settings: S3Settings,
    private readonly publicUrl: string | null = null,
  ) {
    this.bucket = settings.bucket;
    this.memory = new PictureMemory(settings.pictureCacheBytes);
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials ?? undefined,
      // Checksums only where S3's API requires them: the SDK's newer default (a trailing CRC on every upload, checked
      // on every download) is refused or mishandled by several S3-compatible services.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that stops answering fails a request within S3_TIMEOUT_MS, never holds it (and its shopper) for
      // minutes: each attempt's connection and its silence are bounded by it, and a picture's answer as a whole too
      // (answer() below), since the SDK's retries would otherwise multiply it. One retry, for a kept-alive connection
      // the bucket closed as the request went out.
      requestHandler: { connectionTimeout: settings.timeoutMs, requestTimeout: settings.timeoutMs },
      maxAttempts: 2,
    });
  }

  /** Where the pictures are, for messages: never the keys. */
  get where(): string {
    return `the bucket "${this.bucket}"${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }

  async save(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: PICTURE_CACHE_CONTROL,
      }),
    );
  }

  /** S3 answers a delete of a missing key as a success. A deleted picture is no longer served from memory. */
  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    this.memory.forget(key);
  }

  url(key: string): string {
    return pictureUrl(this.publicUrl, key);
  }

  async keys(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: PICTURE_KEY_PREFIX,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key && isPictureKey(object.Key)) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async read(key: string): Promise<Buffer> {
    assertSafeKey(key);
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  /** HeadBucket: the bucket is there and these credentials may use it. Rejects with the reason in words. */
  async check(signal?: AbortSignal): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal });
    } catch (error) {
      throw new Error(`${this.where} cannot be reached: ${reasonOf(error)}`);
    }
  }

  close(): void {
    this.client.destroy();
  }

  /**
   * A picture for a browser, with the bucket's ETag and Last-Modified: the bucket itself answers the conditions
   * (304) and the range (206, 416), so only the bytes asked for travel.
   */
  async answer(key: string, request: PictureRequest): Promise<PictureAnswer> {
    const conditions = {
      Bucket: this.bucket,
      Key: key,
      Range: request.range,
      IfNoneMatch: request.ifNoneMatch,
      IfModifiedSince: request.ifModifiedSince ? new Date(request.ifModifiedSince) : undefined,
    };
    if (conditions.IfModifiedSince && Number.isNaN(conditions.IfModifiedSince.getTime()))
      conditions.IfModifiedSince = undefined;
    // The whole answer's head, retries and the SDK's queue for a connection included, within S3_TIMEOUT_MS; the
    // bytes after it are bounded by the connection's silence alone (a slow phone may take longer than that).
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new Error(`no answer within ${this.settings.timeoutMs} ms`)),
      this.settings.timeoutMs,
    );
    const options = { abortSignal: deadline.signal };
    try {
      const object = request.head
        ? await this.client.send(new HeadObjectCommand(conditions), options)
        : await this.client.send(new GetObjectCommand(conditions), options);
      const body = 'Body' in object ? (object.Body as Readable | undefined) : undefined;
      return {
        status: object.ContentRange ? 206 : 200,
        headers: {
          ...headersOf(object),
          'Content-Type': object.ContentType ?? 'application/octet-stream',
          ...(object.ContentLength !== undefined ? { 'Content-Length': String(object.ContentLength) } : {}),
          ...(object.ContentRange ? { 'Content-Range': object.ContentRange } : {}),
        },
        body: request.head ? undefined : body,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) {
        // The 304 carries the validators, as the 200 would (some S3-compatible servers send none of their own).
        const object = await this.client.send(
          new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
          options,
        );
        return { status: 304, headers: headersOf(object) };
      }
      if (status === 404 || status === 416) return { status, headers: {} };
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

function headersOf(object: {
  ETag?: string;
  LastModified?: Date;
  CacheControl?: string;
}): Record<string, string> {
  return {
    'Accept-Ranges': 'bytes',
    'Cache-Control': object.CacheControl ?? PICTURE_CACHE_CONTROL,
    ...(object.ETag ? { ETag: object.ETag } : {}),
    ...(object.LastModified ? { 'Last-Modified': object.LastModified.toUTCString() } : {}),
  };
}

/** Why the bucket did not answer, in words an operator can act on. */
function reasonOf(error: unknown): string {
  switch (statusOf(error)) {
    case 301:
      return 'it is in another region (S3_REGION)';
    case 400:
      return 'the request was refused (S3_REGION, S3_ENDPOINT or S3_FORCE_PATH_STYLE)';
    case 403:
      return 'access denied (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or the credentials the SDK found)';
    case 404:
      return 'no such bucket (S3_BUCKET)';
  }
  const { name, message } = error as Error;
  return name === 'AbortError' ? 'no answer in time' : message || name;
}
