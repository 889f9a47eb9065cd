import { PAGE_SIZE } from '@pashmina/contracts';
import { listingQuery, readFilters, withFilters } from './listingParams';

const params = (query: string) => new URLSearchParams(query);

describe("a list's address", () => {
  it('reads the order and the colour, ignoring an unknown order and a colour the API would refuse', () => {
    expect(readFilters(params('sort=price-asc&colour=Maroon'))).toMatchObject({
      sort: 'price-asc',
      colour: 'maroon',
    });
    expect(readFilters(params(`sort=cheapest&colour=${'r'.repeat(41)}`))).toMatchObject({
      sort: null,
      colour: '',
    });
    expect(readFilters(params(''))).toMatchObject({ sort: null, colour: '' });
  });

  it('goes back to page 1 when the order or the colour changes, and leaves defaults out of the address', () => {
    expect(withFilters(params('page=3'), { sort: 'price-desc' }).toString()).toBe('sort=price-desc');
    expect(withFilters(params('sort=price-desc&page=2'), { colour: 'navy' }).toString()).toBe(
      'sort=price-desc&colour=navy',
    );
    expect(withFilters(params('sort=price-desc&colour=navy'), { sort: null, colour: '' }).toString()).toBe(
      '',
    );
  });

  it("asks the API for the shopper's order over the list's own, and for the colour", () => {
    const filters = readFilters(params('sort=price-asc&colour=navy'));
    expect(listingQuery({ newArrival: true, sort: 'newest' }, filters)).toEqual({
      newArrival: true,
      sort: 'price-asc',
      colour: 'navy',
      page: 1,
      limit: PAGE_SIZE,
    });
    expect(listingQuery({ genderCategory: 'men' }, readFilters(params('')))).toEqual({
      genderCategory: 'men',
      page: 1,
      limit: PAGE_SIZE,
    });
  });
});
