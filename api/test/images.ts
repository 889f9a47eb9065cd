import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Small real pictures for upload tests. */
export const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 122, g: 31, b: 43 } } })
    .png()
    .toBuffer();

export const jpeg = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 90 } } })
    .jpeg()
    .toBuffer();

export const webp = (width = 300, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 60, b: 110 } } })
    .webp()
    .toBuffer();

export const gif = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
    .gif()
    .toBuffer();

/**
 * A real, decodable PNG of one bit per pixel, built by hand: sharp takes seconds to encode a picture of tens of
 * millions of pixels, this a few milliseconds (a row of zeros deflates to almost nothing).
 */
export function bilevelPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter type 0, then its bits.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
