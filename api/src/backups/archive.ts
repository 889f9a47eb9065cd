import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt } from 'node:crypto';
import { chmod, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The backup archive (docs/operations.md, Backups): a tar file (POSIX ustar) compressed with gzip, readable with any
 * tar, holding `manifest.json` first, then `tables/<table>.jsonl` (one row a line, as PostgreSQL's row_to_json wrote
 * it) and `uploads/<path>` (the product pictures, byte for byte). With a passphrase the whole .tar.gz is sealed with
 * AES-256-GCM under a key derived by scrypt, behind a header naming the format.
 */

export const MANIFEST = 'manifest.json';
export const FORMAT = 'pashmina-backup';
export const FORMAT_VERSION = 1;

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The driver it was read from: 'pglite' or 'postgres'. */
  driver: string;
  /** The last migration applied to the database it was read from. */
  schema: { migration: string; index: number };
  /** Rows per table. */
  tables: Record<string, number>;
  /** Every sequence's last value, as read after the rows. */
  sequences: Record<string, { lastValue: string | null }>;
  /** The SHA-256 (hex) of every other entry of the archive. */
  parts: Record<string, string>;
}

export type Parts = Map<string, Buffer>;

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The archive's bytes: the manifest (with each part's hash) and the parts, as .tar.gz, sealed when `passphrase`. */
export async function packArchive(
  manifest: Omit<Manifest, 'parts'>,
  parts: Parts,
  passphrase: string | null,
): Promise<Buffer> {
  const full: Manifest = {
    ...manifest,
    parts: Object.fromEntries([...parts].map(([name, bytes]) => [name, sha256(bytes)])),
  };
  const entries: [string, Buffer][] = [
    [MANIFEST, Buffer.from(JSON.stringify(full, null, 2) + '\n')],
    ...parts,
  ];
  const tarGz = gzipSync(tar(entries));
  return passphrase === null ? tarGz : seal(tarGz, passphrase);
}

/**
 * The manifest and parts of an archive, checked: every part's SHA-256 as the manifest says, none missing, none
 * extra, no path leaving the archive. Throws ArchiveError saying what is wrong.
 */
export async function unpackArchive(
  bytes: Buffer,
  passphrase: string | null,
): Promise<{ manifest: Manifest; parts: Parts }> {
  let tarGz = bytes;
  if (isSealed(bytes)) {
    if (passphrase === null)
      throw new ArchiveError(
        'The archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with',
      );
    tarGz = await unseal(bytes, passphrase);
  }
  let entries: Parts;
  try {
    entries = untar(gunzipSync(tarGz));
  } catch (error) {
    throw new ArchiveError(`The archive cannot be read: ${(error as Error).message}`);
  }
  const manifestBytes = entries.get(MANIFEST);
  if (!manifestBytes) throw new ArchiveError(`The archive has no ${MANIFEST}`);
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  if (manifest.format !== FORMAT || manifest.formatVersion !== FORMAT_VERSION)
    throw new ArchiveError(`Not a ${FORMAT} archive of format ${FORMAT_VERSION}`);
  entries.delete(MANIFEST);
  for (const [name, hash] of Object.entries(manifest.parts)) {
    const part = entries.get(name);
    if (!part) throw new ArchiveError(`The archive lacks ${name}, which its manifest lists`);
    if (sha256(part) !== hash) throw new ArchiveError(`${name} does not match its SHA-256 in the manifest`);
  }
  for (const name of entries.keys())
    if (!(name in manifest.parts)) throw new ArchiveError(`${name} is not in the manifest`);
  return { manifest, parts: entries };
}

/**
 * Writes `chunks` to `<dir>/<name>` by way of a hidden temporary name in the same folder, mode 0600 from the first
 * byte, flushed to disk, then renamed: a crash or a kill at any moment leaves either the whole archive under its real
 * name or none (a `.partial` file at most, which the next backup's pruning removes).
 */
export async function writeAtomically(dir: string, name: string, chunks: AsyncIterable<Buffer> | Buffer[]) {
  const temporary = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
  const file = await open(temporary, 'wx', 0o600);
  try {
    for await (const chunk of chunks) await file.write(chunk);
    await file.sync();
    await file.close();
    // The mode given to open() is masked by the umask; this is not.
    await chmod(temporary, 0o600);
    await rename(temporary, path.join(dir, name));
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}

// ---- tar (POSIX ustar): only what this format needs: regular files, names up to 255 bytes. ----

const BLOCK = 512;

function tar(entries: [string, Buffer][]): Buffer {
  const blocks: Buffer[] = [];
  const mtime = Math.floor(Date.now() / 1000);
  for (const [name, body] of entries) {
    blocks.push(header(name, body.length, mtime), body);
    const padding = (BLOCK - (body.length % BLOCK)) % BLOCK;
    if (padding) blocks.push(Buffer.alloc(padding));
  }
  blocks.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(blocks);
}

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const bytes = Buffer.from(name, 'utf8');
  let prefix = '';
  let base = name;
  if (bytes.length > 100) {
    // ustar splits a long name at a slash: up to 155 bytes of folders, then up to 100 of the rest.
    const cut = name.lastIndexOf('/', 155);
    if (cut < 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`name too long for tar: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  block.write(base, 0, 100, 'utf8');
  octal(block, 100, 8, 0o600);
  octal(block, 108, 8, 0);
  octal(block, 116, 8, 0);
  octal(block, 124, 12, size);
  octal(block, 136, 12, mtime);
  block.fill(' ', 148, 156);
  block.write('0', 156, 1, 'latin1');
  block.write('ustar\u000000', 257, 8, 'latin1');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'latin1');
  return block;
}

function octal(block: Buffer, offset: number, length: number, value: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'latin1');
}

function untar(bytes: Buffer): Parts {
  const entries: Parts = new Map();
  let offset = 0;
  while (offset + BLOCK <= bytes.length) {
    const block = bytes.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const text = (start: number, length: number) => {
      const field = block.subarray(start, start + length);
      const end = field.indexOf(0);
      return field.subarray(0, end < 0 ? length : end).toString('utf8');
    };
    const size = parseInt(text(124, 12).trim(), 8);
    const type = text(156, 1);
    const prefix = text(345, 155);
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    if (!Number.isFinite(size) || size < 0 || offset + BLOCK + size > bytes.length)
      throw new Error(`a broken entry at byte ${offset}`);
    if (type !== '0' && type !== '') throw new Error(`${name} is not a regular file`);
    const normal = path.posix.normalize(name);
    if (normal !== name || name.startsWith('/') || name.split('/').includes('..') || entries.has(name))
      throw new Error(`refused entry name: ${name}`);
    entries.set(name, bytes.subarray(offset + BLOCK, offset + BLOCK + size));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

// ---- Sealing: AES-256-GCM, key from scrypt(passphrase, salt). ----

const SEALED = Buffer.from('PASHMINA-BACKUP-AES256GCM-SCRYPT\n');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** scrypt's cost: N = 2^15, r = 8, p = 1 (about 32 MB and a tenth of a second). */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export const isSealed = (bytes: Buffer): boolean =>
  bytes.length >= SEALED.length && bytes.subarray(0, SEALED.length).equals(SEALED);

function keyOf(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

async function seal(plain: Buffer, passphrase: string): Promise<Buffer> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(passphrase, salt), iv);
  // The header is authenticated too: a changed byte anywhere fails the tag.
  cipher.setAAD(SEALED);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([SEALED, salt, iv, body, cipher.getAuthTag()]);
}

async function unseal(sealed: Buffer, passphrase: string): Promise<Buffer> {
  const start = SEALED.length;
  const salt = sealed.subarray(start, start + SALT_BYTES);
  const iv = sealed.subarray(start + SALT_BYTES, start + SALT_BYTES + IV_BYTES);
  const body = sealed.subarray(start + SALT_BYTES + IV_BYTES, sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(passphrase, salt), iv);
  decipher.setAAD(SEALED);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new ArchiveError(
      'The archive cannot be decrypted: wrong BACKUP_PASSPHRASE, or the file is damaged',
    );
  }
}
