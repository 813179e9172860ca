import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, readAgainAfterChange } from './query-client';

/** A shop whose cart a change fills; each read answers what the cart held when the read arrived. */
function shop() {
  let cart: string[] = [];
  const releases: (() => void)[] = [];
  return {
    change: () => {
      cart = ['pizza'];
    },
    /** A read that answers only when released, with the cart as it was when it arrived. */
    read: () => {
      const seen = [...cart];
      return new Promise<string[]>((resolve) => releases.push(() => resolve(seen)));
    },
    releaseAll: () => releases.splice(0).forEach((release) => release()),
    reads: () => releases.length,
  };
}

describe('readAgainAfterChange', () => {
  it('does not keep the answer of a first read that started before the change', async () => {
    const queryClient = createQueryClient();
    const theShop = shop();
    const observer = new QueryObserver(queryClient, { queryKey: ['cart'], queryFn: theShop.read });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(theShop.reads()).toBe(1);

    theShop.change();
    const done = readAgainAfterChange(queryClient, ['cart']);
    await expect.poll(() => theShop.reads()).toBe(2);
    theShop.releaseAll();
    await done;

    expect(queryClient.getQueryData(['cart'])).toEqual(['pizza']);
    unsubscribe();
  });

  it('reads again a query that already holds data and is not shown', async () => {
    const queryClient = createQueryClient();
    const theShop = shop();
    const first = queryClient.fetchQuery({ queryKey: ['cart'], queryFn: theShop.read });
    theShop.releaseAll();
    await first;
    queryClient.setQueryDefaults(['cart'], { queryFn: theShop.read });

    theShop.change();
    const done = readAgainAfterChange(queryClient, ['cart']);
    await expect.poll(() => theShop.reads()).toBe(1);
    theShop.releaseAll();
    await done;

    expect(queryClient.getQueryData(['cart'])).toEqual(['pizza']);
  });
});
