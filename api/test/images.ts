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
