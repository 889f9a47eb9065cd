import sharp from 'sharp';
import type { GeneralCategory } from '../contracts';
import { CARD_WIDTH, DETAIL_WIDTH, type PreparedImage } from '../products';
import type { Colourway } from './palettes';

// Generated product pictures for the demo catalogue: a soft studio backdrop, the piece of cloth drawn in its
// colourway with a twill weave, a border stripe and a knotted fringe, and a soft shadow. No text, no downloads.

const W = 1200;
const H = 1500; // 4:5 portrait, like a product photograph

export interface ArtSpec {
  category: GeneralCategory;
  colours: Colourway;
  /** Varies stripes and angles between pieces of the same colourway. */
  variant: number;
}

export function productSvg({ category, colours, variant }: ArtSpec): string {
  const { base, shade, thread } = colours;
  const tilt = ((variant % 5) - 2) * 1.5;
  const stripeGap = 26 + (variant % 4) * 8;
  const band = 30 + (variant % 3) * 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <radialGradient id="backdrop" cx="50%" cy="38%" r="75%">
      <stop offset="0" stop-color="#fbf7f0"/>
      <stop offset="0.65" stop-color="#efe6d8"/>
      <stop offset="1" stop-color="#ddd0bc"/>
    </radialGradient>
    ${weave(stripeGap, 35 + tilt * 4, shade, thread)}
    <linearGradient id="fold" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.28"/>
      <stop offset="0.18" stop-color="#000" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0.10"/>
      <stop offset="0.82" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.30"/>
    </linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.16"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.18"/>
    </linearGradient>
    <radialGradient id="shadow">
      <stop offset="0" stop-color="#4a3826" stop-opacity="0.42"/>
      <stop offset="0.6" stop-color="#4a3826" stop-opacity="0.16"/>
      <stop offset="1" stop-color="#4a3826" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#backdrop)"/>
  <!-- A gradient, not a blur filter: blurring at this size costs more than the rest of the picture. -->
  <ellipse cx="600" cy="${SHADOW_Y[category]}" rx="500" ry="70" fill="url(#shadow)"/>
  <g transform="rotate(${tilt} 600 750)">
    ${shapes[category]({ base, shade, thread, band, cloth: clothMaker(base) })}
  </g>
</svg>`;
}

/** Where each shape meets the floor. */
const SHADOW_Y: Record<GeneralCategory, number> = { shawl: 1300, muffler: 1330, poncho: 1170, blanket: 1160 };

interface ShapeColours {
  base: string;
  shade: string;
  thread: string;
  band: number;
  /** A piece of woven cloth with the given outline (SVG path data). */
  cloth: (d: string) => string;
}

/**
 * The twill: diagonal bands of the darker shade with a fine contrasting thread, as two long stroked paths.
 * (An SVG <pattern> looks the same but renders about four times slower, which the <10 s seed cannot afford.)
 */
function weave(gap: number, angle: number, shade: string, thread: string): string {
  let bands = '';
  let threads = '';
  for (let x = -700; x <= W + 700; x += gap) {
    bands += `M${x} -700V${H + 700}`;
    threads += `M${x + gap / 2} -700V${H + 700}`;
  }
  return `<g id="weave" transform="rotate(${angle} ${W / 2} ${H / 2})">
      <path d="${bands}" stroke="${shade}" stroke-width="${gap / 2}" stroke-opacity="0.22" fill="none"/>
      <path d="${threads}" stroke="${thread}" stroke-width="2" stroke-opacity="0.18" fill="none"/>
    </g>`;
}

/** Each piece clips the shared weave to its own outline. */
function clothMaker(base: string): (d: string) => string {
  let pieces = 0;
  return (d) => {
    const id = `piece${pieces++}`;
    return `<clipPath id="${id}"><path d="${d}"/></clipPath>
    <g clip-path="url(#${id})"><path d="${d}" fill="${base}"/><use href="#weave"/></g>`;
  };
}

/** A knotted fringe: short threads hanging from a straight edge. */
function fringe(x1: number, x2: number, y: number, length: number, colour: string): string {
  const threads: string[] = [];
  for (let x = x1 + 6; x < x2 - 4; x += 13) {
    const sway = ((x * 7) % 9) - 4;
    threads.push(
      `<path d="M${x} ${y} q${sway} ${length / 2} ${sway / 2} ${length}" stroke="${colour}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    );
  }
  return `<g opacity="0.92">${threads.join('')}</g>`;
}

/** Woven border bands across a piece, in the contrasting thread. */
function borders(x: number, width: number, ys: number[], c: ShapeColours): string {
  return ys
    .map(
      (y) =>
        `<rect x="${x}" y="${y}" width="${width}" height="${c.band}" fill="${c.thread}" opacity="0.55"/>` +
        `<rect x="${x}" y="${y + c.band + 8}" width="${width}" height="6" fill="${c.thread}" opacity="0.45"/>`,
    )
    .join('');
}

const shapes: Record<GeneralCategory, (c: ShapeColours) => string> = {
  // A shawl draped over an invisible rail: two long falls with a soft curve at the top.
  shawl: (c) => {
    const outline = 'M300 260 Q600 200 900 260 L960 1190 Q780 1225 600 1200 Q420 1225 240 1190 Z';
    return `
    ${c.cloth(outline)}
    <path d="${outline}" fill="url(#fold)"/>
    <path d="M600 230 Q585 700 600 1200" stroke="${c.shade}" stroke-width="14" opacity="0.35" fill="none"/>
    <path d="M430 240 Q410 700 420 1210" stroke="#000" stroke-width="6" opacity="0.10" fill="none"/>
    <path d="M770 240 Q790 700 780 1210" stroke="#000" stroke-width="6" opacity="0.10" fill="none"/>
    ${borders(250, 700, [1080], c)}
    <path d="M300 260 Q600 200 900 260 L905 330 Q600 275 296 330 Z" fill="${c.shade}" opacity="0.55"/>
    ${fringe(244, 956, 1195, 95, c.thread)}`;
  },
  // A muffler folded in half and hung: two narrow overlapping lengths.
  muffler: (c) => `
    ${c.cloth('M430 230 Q520 200 610 230 L640 1170 L400 1170 Z')}
    <path d="M430 230 Q520 200 610 230 L640 1170 L400 1170 Z" fill="url(#fold)"/>
    ${c.cloth('M560 300 Q660 270 760 300 L800 1240 L540 1240 Z')}
    <path d="M560 300 Q660 270 760 300 L800 1240 L540 1240 Z" fill="url(#light)"/>
    ${borders(400, 240, [1060], c)}
    ${borders(540, 260, [1130], c)}
    <path d="M430 230 Q520 200 610 230 L612 290 Q520 262 428 290 Z" fill="${c.shade}" opacity="0.5"/>
    ${fringe(398, 642, 1168, 80, c.thread)}
    ${fringe(538, 802, 1238, 80, c.thread)}`,
  // A poncho laid flat: a wide trapezoid with a neck opening.
  poncho: (c) => `
    ${c.cloth('M470 300 L730 300 L1010 1050 Q600 1150 190 1050 Z')}
    <path d="M470 300 L730 300 L1010 1050 Q600 1150 190 1050 Z" fill="url(#light)"/>
    <path d="M300 860 Q600 940 900 860 L935 950 Q600 1035 265 950 Z" fill="${c.thread}" opacity="0.5"/>
    <path d="M330 790 Q600 860 870 790" stroke="${c.thread}" stroke-width="6" opacity="0.5" fill="none"/>
    <ellipse cx="600" cy="318" rx="118" ry="44" fill="${c.shade}"/>
    <ellipse cx="600" cy="312" rx="96" ry="30" fill="#2a1d14" opacity="0.55"/>
    <path d="M600 360 L600 1110" stroke="#000" stroke-width="5" opacity="0.08"/>
    ${fringe(190, 1010, 1085, 70, c.thread)}`,
  // A blanket folded into a neat stack of three layers.
  blanket: (c) => `
    ${[0, 1, 2]
      .map((i) => {
        const y = 520 + i * 190;
        const inset = (2 - i) * 18;
        return `
    ${c.cloth(roundedRect(230 + inset, y, 740 - inset * 2, 200, 46))}
    <rect x="${230 + inset}" y="${y}" width="${740 - inset * 2}" height="200" rx="46" fill="url(#light)"/>
    <rect x="${230 + inset}" y="${y + 150}" width="${740 - inset * 2}" height="${Math.min(c.band, 34)}" fill="${c.thread}" opacity="0.5"/>
    <path d="M${250 + inset} ${y + 196} Q600 ${y + 210} ${950 - inset} ${y + 196}" stroke="#000" stroke-width="8" opacity="0.18" fill="none"/>`;
      })
      .join('')}
    ${fringe(280, 920, 1098, 55, c.thread)}`,
};

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

/** Renders the art once and encodes both renditions. `detailWidth` below 1200 makes cheap pictures (tests). */
export async function renderProductArt(spec: ArtSpec, detailWidth = DETAIL_WIDTH): Promise<PreparedImage> {
  const svg = Buffer.from(productSvg(spec));
  const density = Math.max(1, Math.round((72 * detailWidth) / W));
  const rendered = await sharp(svg, { density })
    .resize({ width: detailWidth })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    raw: { width: rendered.info.width, height: rendered.info.height, channels: rendered.info.channels },
  };
  const cardWidth = Math.min(CARD_WIDTH, detailWidth);
  const [detail, card] = await Promise.all([
    sharp(rendered.data, raw).webp({ quality: 82, effort: 1 }).toBuffer(),
    sharp(rendered.data, raw).resize({ width: cardWidth }).webp({ quality: 78, effort: 1 }).toBuffer(),
  ]);
  return { card, detail };
}
