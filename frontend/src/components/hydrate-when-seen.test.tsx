import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { countTap, Offer, offer } from '@/test/fixtures/offer-part';
import { serverMarkupTakeOver } from '@/test/server-markup-take-over';
import { hydrateWhenSeen } from './hydrate-when-seen';

const LaterOffer = hydrateWhenSeen(Offer);

function Price({ price, onTap }: { price: string; onTap: () => void }) {
  offer.renders += 1;
  return (
    <button type="button" onClick={onTap}>
      {price}
    </button>
  );
}

const LaterPrice = hydrateWhenSeen(Price);

const page = (
  <main>
    <h1>Dive into delights</h1>
    <LaterOffer onTap={countTap} />
  </main>
);

const takeOver = serverMarkupTakeOver();

/** The server's markup of the page, taken over by React. */
async function takeOverThePage() {
  const takenOver = await takeOver(page, page, () => {
    offer.renders = 0;
  });
  return { ...takenOver, button: takenOver.container.querySelector('button')! };
}

afterEach(() => {
  offer.taps = 0;
});

describe('a part of a server-rendered page hydrated when seen', () => {
  it('is left as the server rendered it while the visitor has not reached it', async () => {
    const { container, mismatches, button } = await takeOverThePage();
    expect(mismatches).toEqual([]);
    // Below the screen (the test's page never scrolls), the part's code has not run.
    expect(offer.renders).toBe(0);
    expect(container.querySelector('button')).toBe(button);
    expect(container.textContent).toContain('Give one');
  });

  it('is taken over by the tap that reaches it, which it then answers', async () => {
    const { mismatches, button } = await takeOverThePage();
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(mismatches).toEqual([]);
    expect(offer.renders).toBeGreaterThan(0);
    expect(offer.taps).toBe(1);
  });

  it('waits through a change of its props, then answers a tap with the latest callback and shows the latest props', async () => {
    const taps: string[] = [];
    const pageWith = (price: string) => (
      <main>
        <LaterPrice price={price} onTap={() => taps.push(price)} />
      </main>
    );
    const { container, mismatches, renderAgain } = await takeOver(
      pageWith('$18.00'),
      pageWith('$18.00'),
      () => {
        offer.renders = 0;
      },
    );
    renderAgain(pageWith('$16.00'));
    // A new callback and a new price at each render of the page: the part is still the server's markup.
    expect(offer.renders).toBe(0);
    expect(container.textContent).toBe('$18.00');

    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(mismatches).toEqual([]);
    expect(taps).toEqual(['$16.00']);
    expect(container.textContent).toBe('$16.00');
  });

  it('is there at once in a page the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(page));
    expect(container.querySelector('h2')?.textContent).toBe('Gift cards');
    await act(async () => container.querySelector('button')!.click());
    expect(offer.taps).toBe(1);
    act(() => root.unmount());
  });
});
