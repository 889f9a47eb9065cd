import { languageOfAcceptLanguage, pathIn } from './language';

describe('the language an Accept-Language asks for', () => {
  it.each([
    ['ne', 'ne'],
    ['ne-NP', 'ne'],
    ['NE-np', 'ne'],
    ['ne-NP,ne;q=0.9,en-US;q=0.8,en;q=0.7', 'ne'],
    ['en;q=0.5, ne;q=0.8', 'ne'],
    // A language the shop does not speak is passed over for the best one it does.
    ['fr, ne;q=0.5', 'ne'],
  ])('%p is Nepali', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['en-US,ne;q=0.5', 'en'],
    ['ne;q=0.5, en;q=0.8', 'en'],
    ['*', 'en'],
    ['fr-FR', 'en'],
    // On a tie the first listed wins; a weight that is not one counts for nothing.
    ['en, ne', 'en'],
    ['ne;q=2, en;q=0.1', 'en'],
    ['ne;q=0, en;q=0.1', 'en'],
    // 'nep' and 'new' are other languages (Nepal Bhasa is 'new').
    ['new', 'en'],
  ])('%p is English', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });

  it('reads a header that came several times as one list', () => {
    expect(languageOfAcceptLanguage(['en;q=0.1', 'ne'])).toBe('ne');
  });
});

describe('a page in a language', () => {
  it('puts the Nepali pages under /ne, the home at /ne itself, and leaves English as it is', () => {
    expect(pathIn('ne', '/')).toBe('/ne');
    expect(pathIn('ne', '/WomenProduct')).toBe('/ne/WomenProduct');
    expect(pathIn('ne', '/SingleProducts/abc')).toBe('/ne/SingleProducts/abc');
    expect(pathIn('en', '/WomenProduct')).toBe('/WomenProduct');
    expect(pathIn('en', '/')).toBe('/');
  });
});
