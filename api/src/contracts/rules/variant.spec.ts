import { orderLineNameIn, variantLabelNe } from './variant';

const OPTIONS = [
  { name: 'Colour', values: ['Maroon', 'Beige'], valuesNe: ['मरुन', ''] },
  { name: 'Size', values: ['Stole 70 × 200 cm'] },
];

describe('variantLabelNe', () => {
  it("joins the values' Nepali names in the options' order, a value without one in English", () => {
    expect(variantLabelNe(OPTIONS, { Colour: 'Maroon', Size: 'Stole 70 × 200 cm' })).toBe(
      'मरुन / Stole 70 × 200 cm',
    );
    expect(variantLabelNe(OPTIONS, { Colour: 'Beige', Size: 'Stole 70 × 200 cm' })).toBe(
      'Beige / Stole 70 × 200 cm',
    );
  });

  it('is null when no option has Nepali values: the English label stands', () => {
    expect(variantLabelNe([{ name: 'Colour', values: ['Maroon'] }], { Colour: 'Maroon' })).toBeNull();
  });
});

describe('orderLineNameIn', () => {
  const line = {
    name: 'Royal Shawl',
    nameNe: 'शाही सल',
    variant: { label: 'Maroon / Stole', labelNe: 'मरुन / स्टोल' },
  };

  it('names the line in English, and in Nepali where it kept Nepali names', () => {
    expect(orderLineNameIn(line, 'en')).toBe('Royal Shawl (Maroon / Stole)');
    expect(orderLineNameIn(line, 'ne')).toBe('शाही सल (मरुन / स्टोल)');
  });

  it('falls back to the English for a line kept without them (orders placed before), part by part', () => {
    expect(orderLineNameIn({ name: 'Royal Shawl', variant: { label: 'Maroon / Stole' } }, 'ne')).toBe(
      'Royal Shawl (Maroon / Stole)',
    );
    expect(orderLineNameIn({ ...line, variant: { label: 'Maroon / Stole', labelNe: null } }, 'ne')).toBe(
      'शाही सल (Maroon / Stole)',
    );
    expect(orderLineNameIn({ name: 'Plain Muffler', nameNe: null, variant: null }, 'ne')).toBe(
      'Plain Muffler',
    );
  });
});
