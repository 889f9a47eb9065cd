import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

// A real S3 protocol server in the test process (s3rver: buckets as folders, the S3 REST API over HTTP), reached
// through a TCP relay the test can make hang or refuse: the bucket "down" without the server's files going away.

// s3rver ships no types: the part of it used here.
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverServer;

/** s3rver takes any key pair that signs its requests; these are its documented defaults. */
export const BUCKET_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type RelayMode = 'pass' | 'hang' | 'refuse';

export interface TestBucketServer {
  /** http://127.0.0.1:<relay's port> */
  endpoint: string;
  /** An SDK client on the server, as an operator's tools would use. */
  client: S3Client;
  /** Creates a bucket and returns the API's settings for it. */
  bucket(name: string): Promise<Record<string, string>>;
  /** Every object of a bucket: key, bytes, content type, cache control. */
  objects(name: string): Promise<Map<string, { bytes: Buffer; contentType?: string; cacheControl?: string }>>;
  /** pass: relayed; hang: connections accepted and never answered; refuse: closed at once. */
  relay(mode: RelayMode): void;
  stop(): Promise<void>;
}

export async function startBucketServer(): Promise<TestBucketServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'pashmina-s3rver-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port: s3Port } = await s3rver.run();
  let mode: RelayMode = 'pass';
  const sockets = new Set<Socket>();
  const relay: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'hang') return; // read nothing, answer nothing
    const upstream = createConnection(s3Port, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(relay.address() as { port: number }).port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: BUCKET_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    endpoint,
    client,
    async bucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return {
        STORAGE: 's3',
        S3_BUCKET: name,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: BUCKET_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: BUCKET_CREDENTIALS.secretAccessKey,
      };
    },
    async objects(name) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: name }));
      const objects = new Map<string, { bytes: Buffer; contentType?: string; cacheControl?: string }>();
      for (const { Key } of listed.Contents ?? []) {
        const object = await client.send(new GetObjectCommand({ Bucket: name, Key }));
        objects.set(Key!, {
          bytes: Buffer.from(await object.Body!.transformToByteArray()),
          contentType: object.ContentType,
          cacheControl: object.CacheControl,
        });
      }
      return objects;
    },
    relay(next) {
      mode = next;
      // Connections kept alive from before would go on as they were.
      if (next !== 'pass') for (const socket of sockets) socket.destroy();
    },
    async stop() {
      client.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
