// The demo catalogue's Nepali names and descriptions (issue 43): what the admin would type in the product form's
// 'Product name (Nepali)' and 'Description (Nepali)', so that a new shop's Nepali pages show Nepali products.
import type { GeneralCategory } from '../contracts';

/** The colourways' names in Nepali, by their English name (palettes.ts). */
export const COLOUR_NAMES_NE: Record<string, string> = {
  'Royal Maroon': 'शाही मरुन',
  'Himalayan Grey': 'हिमाली खरानी',
  'Saffron Sunrise': 'केसरी सूर्योदय',
  'Ivory Cloud': 'आइभरी बादल',
  'Charcoal Classic': 'कोइला क्लासिक',
  'Kathmandu Indigo': 'काठमाडौँ नील',
  'Rose Petal': 'गुलाफी पंखुडी',
  'Forest Green': 'वन हरियो',
  'Mustard Gold': 'तोरी सुनौलो',
  'Teal Lagoon': 'टिल ताल',
  'Walnut Brown': 'ओखर खैरो',
  'Plum Velvet': 'आलुबखडा मखमली',
  'Sandstone Beige': 'बलौटे बेज',
  'Midnight Navy': 'मध्यरात नेभी',
  'Coral Blush': 'मुगा गुलाबी',
  'Olive Ridge': 'जैतुन डाँडा',
  'Crimson Festival': 'रातो चाडपर्व',
  'Dusty Lilac': 'धुले लाइलक',
  'Camel Heritage': 'ऊँट सम्पदा',
  'Slate Blue': 'स्लेटी निलो',
  'Copper Ember': 'तामे अँगार',
  'Pearl White': 'मोती सेतो',
  'Jade Valley': 'पन्ना उपत्यका',
  'Burgundy Wine': 'बर्गन्डी वाइन',
};

/** The styles' names in Nepali, by their English name (catalog.ts's STYLES). */
export const STYLE_NAMES_NE: Record<string, string> = {
  'Pashmina Shawl': 'पश्मिना सल',
  'Cashmere Shawl': 'क्यासमियर सल',
  'Handwoven Shawl': 'हाते बुनाइको सल',
  'Jacquard Pashmina Shawl': 'ज्याकार्ड पश्मिना सल',
  'Embroidered Shawl': 'बुट्टेदार सल',
  'Silk Blend Stole': 'रेसम मिसिएको स्टोल',
  Muffler: 'मफलर',
  'Pashmina Muffler': 'पश्मिना मफलर',
  'Cashmere Muffler': 'क्यासमियर मफलर',
  'Herringbone Muffler': 'हेरिङबोन मफलर',
  'Ribbed Wool Muffler': 'धर्केदार ऊनी मफलर',
  'Reversible Muffler': 'दुवैतर्फी मफलर',
  'Pashmina Poncho': 'पश्मिना पोन्चो',
  'Cape Poncho': 'केप पोन्चो',
  'Knitted Poncho': 'बुनेको पोन्चो',
  'Fringed Wool Poncho': 'झुम्केदार ऊनी पोन्चो',
  'Hooded Poncho': 'टोपीवाला पोन्चो',
  'Travel Poncho': 'यात्रा पोन्चो',
  'Yak Wool Blanket': 'चौँरीको ऊनको कम्बल',
  'Pashmina Throw': 'पश्मिना ओढ्ने',
  'Cashmere Blanket': 'क्यासमियर कम्बल',
  'Handloom Blanket': 'हाते तानको कम्बल',
  'Herringbone Throw': 'हेरिङबोन ओढ्ने',
  'Sherpa Valley Blanket': 'शेर्पा उपत्यका कम्बल',
};

const CATEGORY_NE: Record<GeneralCategory, string> = {
  shawl: 'सल',
  muffler: 'मफलर',
  poncho: 'पोन्चो',
  blanket: 'कम्बल',
};

const USES_NE: Record<GeneralCategory, string> = {
  shawl: 'चिसो साँझ काँधमा ओढ्नुहोस् वा जाडो बिहान कसेर बेर्नुहोस्।',
  muffler: 'सफा कलरका लागि एक फन्को, डाँडाबाट चिसो हावा आउँदा दुई फन्को लगाउनुहोस्।',
  poncho: 'एकै छिनमा टाउकोबाट लगाइन्छ र सर्ट वा पातलो स्वेटरमाथि आफ्नो आकार राख्छ।',
  blanket: 'ओछ्यानको पाउमा पट्याएर राख्नुहोस् वा जाडोका लामा साँझका लागि सोफामा राख्नुहोस्।',
};

/** A product's Nepali name and description: every demo product has them (issue 51), so its Nepali pages are Nepali. */
export function nepaliOf(item: { colourName: string; style: string; category: GeneralCategory }): {
  nameNe: string;
  descriptionNe: string;
} {
  const colour = COLOUR_NAMES_NE[item.colourName];
  const style = STYLE_NAMES_NE[item.style];
  if (!colour || !style) throw new Error(`No Nepali name for ${item.colourName} ${item.style}`);
  return {
    nameNe: `${colour} ${style}`,
    descriptionNe:
      `काठमाडौँ उपत्यकाका हाम्रा बुनकर परिवारले हातले बुनेको यो ${colour} ${CATEGORY_NE[item.category]} हातमा हलुका तर ` +
      `निकै न्यानो छ, र यसका किनारा हातैले टुङ्ग्याइएका छन्। ${USES_NE[item.category]} प्रियजनका लागि वर्षौं ` +
      'टिक्ने उपहार। ड्राई क्लिन गर्नुहोस् वा चिसो पानीमा हातले धुनुहोस्; छायाँमा फिँजाएर सुकाउनुहोस्।',
  };
}
