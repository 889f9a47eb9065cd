import type { GenderCategory, GeneralCategory, ProductVariantsRequest } from '../contracts';
import { COLOURWAYS, type Colourway } from './palettes';

/** A demo product with options (issue 41): its fields, its options and variants, and the colourway of each colour. */
export interface VariantProduct {
  name: string;
  description: string;
  /** Its Nepali name and description, as every demo product has them (issue 51). */
  nameNe: string;
  descriptionNe: string;
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
    nameNe: 'सम्पदा पश्मिना सल',
    descriptionNe:
      'तीन रङ र दुई नापमा एउटै डिजाइन: काठमाडौँ उपत्यकामा शुद्ध पश्मिनाबाट हातले बुनिएको, हातमा हलुका र न्यानो। मन पर्ने रङ र नाप छान्नुहोस्।',
    pricePaisa: 1_249_900,
    discount: 0,
    generalCategory: 'shawl',
    genderCategory: 'women',
    composition: '100% Pashmina',
    weight: '220 g',
    body: {
      options: [
        {
          name: 'Colour',
          nameNe: 'रङ',
          values: ['Maroon', 'Beige', 'Charcoal'],
          valuesNe: ['मरुन', 'बेज', 'कोइला'],
        },
        {
          name: 'Size',
          nameNe: 'नाप',
          values: ['Stole 70 × 200 cm', 'Shawl 100 × 200 cm'],
          valuesNe: ['स्टोल ७० × २०० सेमी', 'सल १०० × २०० सेमी'],
        },
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
    nameNe: 'उपत्यका क्यासमियर मफलर',
    descriptionNe:
      'चार रङमा धर्केदार क्यासमियर मफलर। सफा कलरका लागि एक फन्को, डाँडाबाट चिसो हावा आउँदा दुई फन्को लगाउनुहोस्।',
    pricePaisa: 349_900,
    discount: 10,
    generalCategory: 'muffler',
    genderCategory: 'men',
    composition: '100% Cashmere',
    weight: '110 g',
    body: {
      options: [
        {
          name: 'Colour',
          nameNe: 'रङ',
          values: ['Charcoal', 'Navy', 'Camel', 'Forest Green'],
          valuesNe: ['कोइला', 'नेभी', 'ऊँटे', 'वन हरियो'],
        },
      ],
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
    nameNe: 'हिमाली चौँरी ऊनको ओढ्ने',
    descriptionNe:
      'तीन रङमा नरम चौँरीको ऊनबाट हाते तानमा बुनिएको ओढ्ने। ओछ्यानको पाउमा पट्याएर राख्नुहोस् वा जाडोका लामा साँझका लागि सोफामा राख्नुहोस्।',
    pricePaisa: 899_900,
    discount: 0,
    generalCategory: 'blanket',
    genderCategory: 'women',
    composition: '100% Yak Wool',
    weight: '1.2 kg',
    body: {
      options: [
        {
          name: 'Colour',
          nameNe: 'रङ',
          values: ['Ivory', 'Teal', 'Plum'],
          valuesNe: ['आइभरी', 'टिल', 'आलुबखडा'],
        },
      ],
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
