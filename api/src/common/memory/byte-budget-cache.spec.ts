import { ByteBudgetCache } from './byte-budget-cache';

describe('ByteBudgetCache', () => {
  // Each entry costs its bytes, its key's length and a fixed overhead: counted here from what the cache reports.
  const sizeOfOne = (bytes: number) => {
    const probe = new ByteBudgetCache<string>(1_000_000);
    probe.set('k0', 'v', bytes);
    return probe.bytes;
  };

  it('drops the least recently used first, a read counting as a use', () => {
    const one = sizeOfOne(1_000);
    const cache = new ByteBudgetCache<string>(one * 8);
    for (let i = 0; i < 8; i++) cache.set(`k${i}`, `v${i}`, 1_000);
    expect(cache.size).toBe(8);
    expect(cache.get('k0')).toBe('v0');
    cache.set('k8', 'v8', 1_000);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toBe('v0');
    expect(cache.get('k8')).toBe('v8');
    expect(cache.bytes).toBeLessThanOrEqual(cache.budget);
  });

  it('counts a replaced value once and a deleted one not at all', () => {
    const cache = new ByteBudgetCache<string>(100_000);
    cache.set('a', '1', 500);
    const bytes = cache.bytes;
    cache.set('a', '2', 500);
    expect(cache.bytes).toBe(bytes);
    expect(cache.get('a')).toBe('2');
    cache.delete('a');
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('keeps no value larger than an eighth of its budget, nor any with a budget of 0', () => {
    const cache = new ByteBudgetCache<string>(8_000);
    expect(cache.set('large', 'x', 1_000)).toBe(false);
    expect(cache.get('large')).toBeUndefined();
    expect(cache.set('small', 'x', 100)).toBe(true);
    const none = new ByteBudgetCache<string>(0);
    expect(none.set('any', 'x', 1)).toBe(false);
    expect(none.bytes).toBe(0);
  });
});
