import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countTap, Offer, offer } from '@/test/fixtures/offer-part';
import { serverMarkupTakeOver } from '@/test/server-markup-take-over';
import { loadEveryPartLoadedWhenSeen, loadWhenSeen } from './load-when-seen';

const takeOver = serverMarkupTakeOver();

afterEach(() => {
  offer.taps = 0;
});

/** The offer as the server renders it: with its code, which the server has loaded before rendering. */
const OfferAsServed = loadWhenSeen(() => Promise.resolve(Offer));

/** The offer in the browser, its code coming when the test gives it (or fails to). */
function offerOnItsWay() {
  const code = {
    asked: 0,
    give: (() => {}) as (part: typeof Offer) => void,
    fail: (() => {}) as () => void,
  };
  const Part = loadWhenSeen(() => {
    code.asked += 1;
    return new Promise<typeof Offer>((resolve, reject) => {
      code.give = resolve;
      code.fail = () => reject(new Error('The chunk could not be fetched.'));
    });
  });
  return { Part, code };
}

const pageWith = (offer: ReactNode) => (
  <main>
    <h1>Dive into delights</h1>
    {offer}
  </main>
);

describe('a part of a server-rendered page whose code comes when it is seen', () => {
  // As the server does before rendering; the browser's parts below, made in each test, come after.
  beforeAll(() => loadEveryPartLoadedWhenSeen());

  /** The server's markup of the page, with the part's code, taken over in a browser that has not got it. */
  async function takeOverWithoutItsCode() {
    const { Part, code } = offerOnItsWay();
    const takenOver = await takeOver(
      pageWith(<OfferAsServed onTap={countTap} />),
      pageWith(<Part onTap={countTap} />),
      () => {
        offer.renders = 0;
      },
    );
    return { ...takenOver, code, button: takenOver.container.querySelector('button')! };
  }

  /** A tap on the part, and React's work on what it set off, before its code comes: a phone's network takes its time. */
  const tapBeforeTheCode = (button: HTMLElement) => act(async () => button.click());

  it('is the server’s markup, its code not asked for, while the visitor has not reached it', async () => {
    const { container, mismatches, code } = await takeOverWithoutItsCode();
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain('Give one');
    expect(code.asked).toBe(0);
    expect(offer.renders).toBe(0);
  });

  it('holds a tap made before its code has come, and answers it once the code has come', async () => {
    const { container, mismatches, code, button } = await takeOverWithoutItsCode();
    await tapBeforeTheCode(button);
    expect(code.asked).toBe(1);
    expect(offer.taps).toBe(0);

    await act(async () => code.give(Offer));
    expect(offer.taps).toBe(1);
    expect(mismatches).toEqual([]);
    // Taken over, not rendered afresh: the server's button is the one that answered.
    expect(container.querySelector('button')).toBe(button);
  });

  it('leaves a tap to the browser, and its markup as the server wrote it, when its code cannot be had', async () => {
    const { container, code, button } = await takeOverWithoutItsCode();
    const clicks: Event[] = [];
    const hear = (event: Event) => clicks.push(event);
    window.addEventListener('click', hear, true);
    try {
      await tapBeforeTheCode(button);
      await act(async () => code.fail());
    } finally {
      window.removeEventListener('click', hear, true);
    }
    // The tap was held, then made again for the browser to follow (a link would take the visitor to its page).
    expect(clicks.map((click) => click.defaultPrevented)).toEqual([true, false]);
    expect(offer.taps).toBe(0);
    // Its links still work as links: the server's markup stands.
    expect(container.querySelector('button')).toBe(button);
  });

  it('is shown once its code has come in a page the browser renders itself', async () => {
    const { Part, code } = offerOnItsWay();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(pageWith(<Part onTap={countTap} />)));
    expect(code.asked).toBe(1);
    expect(container.querySelector('h2')).toBeNull();

    await act(async () => code.give(Offer));
    expect(container.querySelector('h2')?.textContent).toBe('Gift cards');
    await act(async () => container.querySelector('button')!.click());
    expect(offer.taps).toBe(1);
    act(() => root.unmount());
  });
});
