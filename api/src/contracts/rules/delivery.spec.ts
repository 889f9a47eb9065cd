import { districtName, districtsInOrder, NEPAL_DISTRICT_NAMES_NE, NEPAL_DISTRICTS } from './delivery';

// Issue 51: Nepali pages name the districts in Nepali and list them in Nepali order; the values stay English.
describe("the districts' names", () => {
  it('gives each of the 77 a Nepali name of its own', () => {
    expect(Object.keys(NEPAL_DISTRICT_NAMES_NE).sort()).toEqual([...NEPAL_DISTRICTS].sort());
    expect(new Set(Object.values(NEPAL_DISTRICT_NAMES_NE)).size).toBe(77);
    for (const name of Object.values(NEPAL_DISTRICT_NAMES_NE)) expect(name).toMatch(/^[\u0900-\u097F ]+$/);
    expect(districtName('Kathmandu', 'ne')).toBe('काठमाडौं');
    expect(districtName('Lalitpur', 'ne')).toBe('ललितपुर');
    expect(districtName('Kathmandu', 'en')).toBe('Kathmandu');
    // A name that is no district (an older profile's) is shown as it is written.
    expect(districtName('Atlantis', 'ne')).toBe('Atlantis');
  });

  it('lists them in the alphabet of the page: Nepali order on a Nepali page, English values either way', () => {
    const nepali = districtsInOrder('ne');
    expect(nepali.slice(0, 2)).toEqual([
      { district: 'Achham', name: 'अछाम' },
      { district: 'Arghakhanchi', name: 'अर्घाखाँची' },
    ]);
    // The vowels first (अ इ उ ओ), then the consonants, ह last.
    const names = nepali.map((row) => row.name);
    expect(names.indexOf('इलाम')).toBeLessThan(names.indexOf('उदयपुर'));
    expect(names.indexOf('ओखलढुङ्गा')).toBeLessThan(names.indexOf('कञ्चनपुर'));
    expect(names.at(-1)).toBe('हुम्ला');
    expect(districtsInOrder('en').map((row) => row.district)).toEqual([...NEPAL_DISTRICTS]);
    expect(nepali.map((row) => row.district).sort()).toEqual([...NEPAL_DISTRICTS].sort());
  });
});
