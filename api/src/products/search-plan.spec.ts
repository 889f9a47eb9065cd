import { searchPlan } from './search-plan';

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

  it('looks for the first eight words only', () => {
    const plan = searchPlan('one two three four five six seven eight nine ten');
    expect(plan?.exact).toBe('one & two & three & four & five & six & seven & eight');
  });

  it('plans nothing for a text without letters or digits', () => {
    expect(searchPlan('')).toBeNull();
    expect(searchPlan('  & | !  ')).toBeNull();
  });
});
