import { useState } from 'react';
import { screen } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { renderWithProviders } from '@pashmina/shared-ui/test';
import { SearchBox } from './SearchBox';

/** The box as a list screen uses it: the search lives in the URL's ?q=, and each search changes the URL. */
function UrlSearch() {
  const [params, setParams] = useSearchParams();
  const [searches, setSearches] = useState<string[]>([]);
  return (
    <>
      <SearchBox
        id="search"
        name="Users"
        label="Search by email"
        hint="Press Enter to search"
        maxLength={10}
        value={params.get('q') ?? ''}
        onSearch={(text) => {
          setSearches((all) => [...all, text]);
          setParams(text ? { q: text } : {});
        }}
      />
      <button type="button" onClick={() => setParams({ q: 'from-link' })}>
        Follow a link
      </button>
      <output aria-label="searches">{searches.join('|')}</output>
      <output aria-label="query">{params.toString()}</output>
    </>
  );
}

describe('SearchBox', () => {
  it('is a search form named for its list, with a labelled box, its hint, a bound and a Search button', () => {
    renderWithProviders(<UrlSearch />, { route: '/?q=sita' });
    const form = screen.getByRole('search', { name: 'Users' });
    expect(form.tagName).toBe('FORM');
    const box = screen.getByRole('searchbox', { name: 'Search by email' });
    expect(box).toHaveValue('sita');
    expect(box).toHaveAccessibleDescription('Press Enter to search');
    expect(box).toHaveAttribute('maxLength', '10');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('searches the trimmed text on Enter, not while typing, and with the button', async () => {
    const { user } = renderWithProviders(<UrlSearch />);
    const box = screen.getByRole('searchbox', { name: 'Search by email' });
    await user.type(box, '  sita ');
    expect(screen.getByRole('status', { name: 'searches' })).toHaveTextContent('');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('q=sita');

    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'searches' })).toHaveTextContent('sita|');
    expect(screen.getByRole('status', { name: 'query' })).toBeEmptyDOMElement();
  });

  it('follows the URL when it changes under the box', async () => {
    const { user } = renderWithProviders(<UrlSearch />, { route: '/?q=sita' });
    await user.click(screen.getByRole('button', { name: 'Follow a link' }));
    expect(screen.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('from-link');
  });
});
