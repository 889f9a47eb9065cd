import {
  GENDER_CATEGORIES,
  GENERAL_CATEGORIES,
  type GenderCategory,
  type GeneralCategory,
} from '../contracts';
import { nepaliOf } from './catalog-nepali';
import { COLOURWAYS, type Colourway } from './palettes';

/** One product of the demo catalogue, in database terms (paisa), before its picture exists. */
export interface CatalogItem {
  name: string;
  description: string;
  /** The Nepali name and description (catalog-nepali.ts). */
  nameNe: string;
  descriptionNe: string;
  pricePaisa: number;
  discount: number;
  stock: number;
  featured: boolean;
  generalCategory: GeneralCategory;
  genderCategory: GenderCategory;
  composition: string | null;
  size: string | null;
  weight: string | null;
  quantitySold: number;
  createdAt: Date;
  colours: Colourway;
  variant: number;
}

const DAY = 24 * 60 * 60 * 1000;

const STYLES: Record<GeneralCategory, string[]> = {
  shawl: [
    'Pashmina Shawl',
    'Cashmere Shawl',
    'Handwoven Shawl',
    'Jacquard Pashmina Shawl',
    'Embroidered Shawl',
    'Silk Blend Stole',
  ],
  muffler: [
    'Muffler',
    'Pashmina Muffler',
    'Cashmere Muffler',
    'Herringbone Muffler',
    'Ribbed Wool Muffler',
    'Reversible Muffler',
  ],
  poncho: [
    'Pashmina Poncho',
    'Cape Poncho',
    'Knitted Poncho',
    'Fringed Wool Poncho',
    'Hooded Poncho',
    'Travel Poncho',
  ],
  blanket: [
    'Yak Wool Blanket',
    'Pashmina Throw',
    'Cashmere Blanket',
    'Handloom Blanket',
    'Herringbone Throw',
    'Sherpa Valley Blanket',
  ],
};

const COMPOSITIONS: Record<GeneralCategory, string[]> = {
  shawl: ['100% Pashmina', '70% Pashmina 30% Silk', '80% Pashmina 20% Silk', '100% Cashmere'],
  muffler: ['100% Pashmina', '100% Cashmere', '50% Pashmina 50% Merino Wool', '70% Pashmina 30% Silk'],
  poncho: ['100% Pashmina', '80% Pashmina 20% Silk', '60% Yak Wool 40% Merino Wool', '100% Cashmere'],
  blanket: ['100% Yak Wool', '70% Yak Wool 30% Pashmina', '100% Pashmina', '100% Cashmere'],
};

const SIZES: Record<GeneralCategory, string[]> = {
  shawl: ['200 x 70 cm', '200 x 90 cm', '210 x 100 cm'],
  muffler: ['180 x 30 cm', '170 x 35 cm', '190 x 30 cm'],
  poncho: ['Free size (90 x 90 cm)', 'Free size (100 x 80 cm)'],
  blanket: ['230 x 130 cm', '250 x 150 cm', '200 x 120 cm'],
};

const WEIGHTS: Record<GeneralCategory, string[]> = {
  shawl: ['180 g', '220 g', '250 g', '300 g'],
  muffler: ['90 g', '110 g', '140 g'],
  poncho: ['350 g', '420 g', '500 g'],
  blanket: ['900 g', '1.2 kg', '1.5 kg'],
};

/** Rupee ranges by category, inside the seed's Rs. 1,500–25,000. */
const PRICE_RANGE: Record<GeneralCategory, [number, number]> = {
  shawl: [3500, 25000],
  muffler: [1600, 6500],
  poncho: [4500, 16000],
  blanket: [6000, 25000],
};

const USES: Record<GeneralCategory, string> = {
  shawl: 'Wear it over the shoulders on a cool evening or wrap it close on a cold morning.',
  muffler: 'Loop it once for a neat collar, or twice when the wind comes down from the hills.',
  poncho: 'It slips over the head in a moment and keeps its shape over a shirt or a light sweater.',
  blanket: 'Fold it at the foot of the bed or keep it on the sofa for long winter evenings.',
};

function description(item: {
  colourName: string;
  category: GeneralCategory;
  gender: GenderCategory;
  composition: string | null;
}): string {
  const fibre = item.composition ? `from ${item.composition.toLowerCase()}` : 'from soft Himalayan fibres';
  const who = item.gender === 'women' ? 'her' : 'him';
  return (
    `Handwoven by our family of weavers in the Kathmandu valley ${fibre}, this ${item.colourName.toLowerCase()} ${item.category} ` +
    `is light in the hand yet remarkably warm. A fine twill weave gives it a gentle sheen, and the edges are finished by hand. ` +
    `${USES[item.category]} A gift for ${who} that lasts for years. Dry clean or hand wash cold; dry flat in the shade.`
  );
}

/**
 * A deterministic catalogue of `count` products covering every category and both genders, with the spreads the
 * shop's pages need: discounts, ~1/6 featured, ~1/4 new arrivals, ~1/5 best sellers, some sold out and some low stock,
 * and a few without composition, size or weight ('NA').
 */
export function buildCatalog(count: number, now = new Date()): CatalogItem[] {
  const items: CatalogItem[] = [];
  const combos = GENERAL_CATEGORIES.flatMap((category) =>
    GENDER_CATEGORIES.map((gender) => ({ category, gender })),
  );
  for (let i = 0; i < count; i++) {
    const { category, gender } = combos[i % combos.length];
    const round = Math.floor(i / combos.length);
    const colours = COLOURWAYS[(i * 7 + round) % COLOURWAYS.length];
    const style = STYLES[category][(round + (gender === 'women' ? 3 : 0)) % STYLES[category].length];
    const missingDetails = i % 16 === 11; // three products in 48
    const composition = missingDetails
      ? null
      : COMPOSITIONS[category][(i + round) % COMPOSITIONS[category].length];
    const [low, high] = PRICE_RANGE[category];
    const rupees = Math.round((low + (((i * 37) % 23) / 22) * (high - low)) / 100) * 100 - 1; // ends in 99, like a shop
    items.push({
      name: `${colours.name} ${style}`,
      description: description({ colourName: colours.name, category, gender, composition }),
      ...nepaliOf({ colourName: colours.name, style, category }),
      pricePaisa: rupees * 100,
      discount: i % 4 === 1 ? [5, 10, 15, 20, 25, 30][(i >> 2) % 6] : 0,
      stock: i % 13 === 5 ? 0 : i % 9 === 4 ? 1 + (i % 4) : 5 + ((i * 11) % 40),
      featured: i % 6 === 0,
      generalCategory: category,
      genderCategory: gender,
      composition,
      size: missingDetails ? null : SIZES[category][i % SIZES[category].length],
      weight: missingDetails || i % 23 === 7 ? null : WEIGHTS[category][i % WEIGHTS[category].length],
      quantitySold: i % 5 === 2 ? 5 + ((i * 13) % 40) : (i * 3) % 5,
      // Every fourth product arrived within the last ~3 weeks; the others between 6 weeks and a year ago.
      createdAt: new Date(
        now.getTime() -
          (i % 4 === 3 ? (1 + ((i * 5) % 20)) * DAY : (45 + ((i * 29) % 320)) * DAY) -
          i * 60_000,
      ),
      colours,
      variant: i,
    });
  }
  return items;
}
