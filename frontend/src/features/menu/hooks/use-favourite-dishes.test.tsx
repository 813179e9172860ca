import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMarkupTakeOver } from '@/test/server-markup-take-over';
import { useFavouriteDishes } from './use-favourite-dishes';

function Heart({ dishId }: { dishId: string }) {
  const { isFavourite, toggleFavourite } = useFavouriteDishes();
  return (
    <button
      type="button"
      aria-pressed={isFavourite(dishId)}
      onClick={() => toggleFavourite(dishId)}
    >
      {dishId}
    </button>
  );
}

const takeOver = serverMarkupTakeOver();
afterEach(() => localStorage.clear());

/** The server's menu (which knows no browser's favourites), taken over in a browser that keeps some. */
const takeOverKeeping = (kept: string[], ...dishIds: string[]) => {
  const page = (
    <>
      {dishIds.map((id) => (
        <Heart key={id} dishId={id} />
      ))}
    </>
  );
  return takeOver(page, page, () => localStorage.setItem('favourite-dishes', JSON.stringify(kept)));
};

const pressed = (container: HTMLElement, dishId: string) =>
  [...container.querySelectorAll('button')]
    .find((button) => button.textContent === dishId)
    ?.getAttribute('aria-pressed');

describe('the favourite dishes kept in this browser', () => {
  it('show once the server-rendered menu is taken over, without a mismatch', async () => {
    const { container, mismatches } = await takeOverKeeping(['soup'], 'soup', 'salad');
    expect(pressed(container, 'soup')).toBe('true');
    expect(pressed(container, 'salad')).toBe('false');
    expect(mismatches).toEqual([]);
  });

  it('are kept across reloads, and every heart on the page follows a tap', async () => {
    const { container } = await takeOverKeeping([], 'soup', 'soup-again');
    const soup = [...container.querySelectorAll('button')].find((b) => b.textContent === 'soup')!;
    await act(async () => soup.click());
    expect(pressed(container, 'soup')).toBe('true');
    expect(JSON.parse(localStorage.getItem('favourite-dishes') ?? '[]')).toEqual(['soup']);
    await act(async () => soup.click());
    expect(pressed(container, 'soup')).toBe('false');
    expect(JSON.parse(localStorage.getItem('favourite-dishes') ?? '[]')).toEqual([]);
  });

  it('read nothing they cannot understand', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    localStorage.setItem('favourite-dishes', '{"not":"a list"');
    const root = createRoot(container);
    await act(async () => root.render(<Heart dishId="soup" />));
    expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('false');
    act(() => root.unmount());
  });
});
