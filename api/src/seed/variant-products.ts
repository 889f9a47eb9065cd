import type { GenderCategory, GeneralCategory, ProductVariantsRequest } from '../contracts';
import { COLOURWAYS, type Colourway } from './palettes';

/** A demo product with options (issue 41): its fields, its options and variants, and the colourway of each colour. */
export interface VariantProduct {
  name: string;
  description: string;
  pricePaisa: number;
  discount: number;
  generalCategory: GeneralCategory;
  genderCategory: GenderCategory;
  composition: string;
  weight: string;
  body: ProductVariantsRequest;
  /** The pictures: one per colour value, drawn in this colourway. */
  colours: Record<string, Colourway>;
}

const colourway = (name: string): Colourway => {
  const found = COLOURWAYS.find((c) => c.name === name);
  if (!found) throw new Error(`No colourway ${name}`);
  return found;
};

/**
 * Three designs woven in several colours, one also in two sizes, as a new development shop shows them: stock per
 * variant with one sold out and one low, and a combination that does not exist (the sizes' table is not full).
 */
export const VARIANT_PRODUCTS: VariantProduct[] = [
  {
    name: 'Heritage Pashmina Shawl',
    description:
      'One design in three colours and two sizes: handwoven in the Kathmandu valley from pure pashmina, light in the hand and warm. Choose the colour and the size you like.',
    pricePaisa: 1_249_900,
    discount: 0,
    generalCategory: 'shawl',
    genderCategory: 'women',
    composition: '100% Pashmina',
    weight: '220 g',
    body: {
      options: [
        { name: 'Colour', values: ['Maroon', 'Beige', 'Charcoal'] },
        { name: 'Size', values: ['Stole 70 × 200 cm', 'Shawl 100 × 200 cm'] },
      ],
      variants: [
        { options: { Colour: 'Maroon', Size: 'Stole 70 × 200 cm' }, stock: 8, sku: 'HPS-MAR-ST' },
        { options: { Colour: 'Maroon', Size: 'Shawl 100 × 200 cm' }, stock: 3, sku: 'HPS-MAR-SH' },
        { options: { Colour: 'Beige', Size: 'Stole 70 × 200 cm' }, stock: 0, sku: 'HPS-BEI-ST' },
        { options: { Colour: 'Beige', Size: 'Shawl 100 × 200 cm' }, stock: 6, sku: 'HPS-BEI-SH' },
        { options: { Colour: 'Charcoal', Size: 'Shawl 100 × 200 cm' }, stock: 10, sku: 'HPS-CHA-SH' },
      ],
    },
    colours: {
      Maroon: colourway('Royal Maroon'),
      Beige: colourway('Sandstone Beige'),
      Charcoal: colourway('Charcoal Classic'),
    },
  },
  {
    name: 'Valley Cashmere Muffler',
    description:
      'A ribbed cashmere muffler in four colours. Loop it once for a neat collar, or twice when the wind comes down from the hills.',
    pricePaisa: 349_900,
    discount: 10,
    generalCategory: 'muffler',
    genderCategory: 'men',
    composition: '100% Cashmere',
    weight: '110 g',
    body: {
      options: [{ name: 'Colour', values: ['Charcoal', 'Navy', 'Camel', 'Forest Green'] }],
      variants: [
        { options: { Colour: 'Charcoal' }, stock: 12 },
        { options: { Colour: 'Navy' }, stock: 7 },
        { options: { Colour: 'Camel' }, stock: 2 },
        { options: { Colour: 'Forest Green' }, stock: 0 },
      ],
    },
    colours: {
      Charcoal: colourway('Charcoal Classic'),
      Navy: colourway('Midnight Navy'),
      Camel: colourway('Camel Heritage'),
      'Forest Green': colourway('Forest Green'),
    },
  },
  {
    name: 'Himalayan Yak Wool Throw',
    description:
      'A handloom throw of soft yak wool in three colours. Fold it at the foot of the bed or keep it on the sofa for long winter evenings.',
    pricePaisa: 899_900,
    discount: 0,
    generalCategory: 'blanket',
    genderCategory: 'women',
    composition: '100% Yak Wool',
    weight: '1.2 kg',
    body: {
      options: [{ name: 'Colour', values: ['Ivory', 'Teal', 'Plum'] }],
      variants: [
        { options: { Colour: 'Ivory' }, stock: 5 },
        { options: { Colour: 'Teal' }, stock: 9 },
        { options: { Colour: 'Plum' }, stock: 4 },
      ],
    },
    colours: {
      Ivory: colourway('Ivory Cloud'),
      Teal: colourway('Teal Lagoon'),
      Plum: colourway('Plum Velvet'),
    },
  },
];
