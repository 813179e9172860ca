import { describe, expect, it } from 'vitest';
import { loadOnceUnlessItFails } from './load-once';

describe('a load done once', () => {
  it('loads once, and again after a failed load', async () => {
    let loads = 0;
    const load = loadOnceUnlessItFails(async () => {
      loads += 1;
      if (loads === 1) throw new Error('the chunk did not arrive');
      return loads;
    });
    await expect(load()).rejects.toThrow('the chunk did not arrive');
    expect(await Promise.all([load(), load()])).toEqual([2, 2]);
    expect(await load()).toBe(2);
  });
});
