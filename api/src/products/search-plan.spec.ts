import { searchPlan, searchTiers } from './search-plan';

describe('searchPlan: the words a catalogue search looks for', () => {
  it('asks for every word whole, then every word as a prefix', () => {
    expect(searchPlan('Pashmina Shawl')).toEqual({
      exact: 'pashmina & shawl',
      prefix: 'pashmina:* & shawl:*',
    });
  });

  it('keeps only runs of letters and digits, so no tsquery operator comes from the text', () => {
    expect(searchPlan("red & (blue) | !green:* 'x' <-> 2024")).toEqual({
      exact: 'red & blue & green & x & 2024',
      prefix: 'red:* & blue:* & green:* & x:* & 2024:*',
    });
  });

  it('reads letters beyond ASCII, and asks for a repeated word once', () => {
    expect(searchPlan('Crème Shawl shawl SHAWL')).toEqual({
      exact: 'crème & shawl',
      prefix: 'crème:* & shawl:*',
    });
  });

  it('keeps a Nepali word whole: its vowel signs and virama are marks, not letters', () => {
    expect(searchPlan('रातो पश्मिना, शल!')).toEqual({
      exact: 'रातो & पश्मिना & शल',
      prefix: 'रातो:* & पश्मिना:* & शल:*',
    });
  });

  it('looks for the first eight words only', () => {
    const plan = searchPlan('one two three four five six seven eight nine ten');
    expect(plan?.exact).toBe('one & two & three & four & five & six & seven & eight');
  });

  it('plans nothing for a text without letters or digits', () => {
    expect(searchPlan('')).toBeNull();
    expect(searchPlan('  & | !  ')).toBeNull();
  });
});

describe('searchTiers: the order a search answers in', () => {
  const plan = searchPlan('red shawl')!;
  const counts = [2, 3, 4] as const;

  it('by relevance: whole words first, then prefixes, then typo corrections, none answered twice', () => {
    expect(searchTiers(plan, '(rad | red) & (shawl)', counts, true)).toEqual([
      { search: { match: 'red & shawl' }, count: 2 },
      { search: { match: 'red:* & shawl:*', not: 'red & shawl' }, count: 3 },
      { search: { match: '(rad | red) & (shawl)', not: 'red:* & shawl:*' }, count: 4 },
    ]);
  });

  it('by relevance without corrections: the two tiers of the words', () => {
    expect(searchTiers(plan, null, [2, 3, 0], true).map((tier) => tier.search.match)).toEqual([
      'red & shawl',
      'red:* & shawl:*',
    ]);
  });

  it('in any other sort: every match alike, words and corrections in one tier', () => {
    expect(searchTiers(plan, '(rad | red) & (shawl)', counts, false)).toEqual([
      { search: { match: '(red:* & shawl:*) | ((rad | red) & (shawl))' }, count: 9 },
    ]);
    expect(searchTiers(plan, null, [2, 3, 0], false)).toEqual([
      { search: { match: 'red:* & shawl:*' }, count: 5 },
    ]);
  });
});
