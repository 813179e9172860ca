import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

// React's act() outside Testing Library's render.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The server's menu (which knows no browser's favourites), taken over in a browser that keeps some. */
async function takeOver(kept: string[], ...dishIds: string[]) {
  const container = document.createElement('div');
  document.body.append(container);
  const page = (
    <>
      {dishIds.map((id) => (
        <Heart key={id} dishId={id} />
      ))}
    </>
  );
  container.innerHTML = renderToString(page);
  localStorage.setItem('favourite-dishes', JSON.stringify(kept));
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { container, mismatches };
}

const pressed = (container: HTMLElement, dishId: string) =>
  [...container.querySelectorAll('button')]
    .find((button) => button.textContent === dishId)
    ?.getAttribute('aria-pressed');

describe('the favourite dishes kept in this browser', () => {
  it('show once the server-rendered menu is taken over, without a mismatch', async () => {
    const { container, mismatches } = await takeOver(['soup'], 'soup', 'salad');
    expect(pressed(container, 'soup')).toBe('true');
    expect(pressed(container, 'salad')).toBe('false');
    expect(mismatches).toEqual([]);
  });

  it('are kept across reloads, and every heart on the page follows a tap', async () => {
    const { container } = await takeOver([], 'soup', 'soup-again');
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
    await act(async () => {
      root = createRoot(container);
      root.render(<Heart dishId="soup" />);
    });
    expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('false');
  });
});
