import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, renderComponent } from '@/test/render';
import { CartLink } from './cart-link';
import { SiteShell } from './site-shell';

/**
 * Mantine's components that only lay out or colour what they hold: in the frame, on every page, each is work for a
 * phone's takeover that an element with a class does not make (ADR 29). Each marks its element with its root class.
 */
const LAYOUT_ONLY = [
  'Container',
  'Group',
  'Stack',
  'Text',
  'Anchor',
  'Title',
  'ThemeIcon',
  'UnstyledButton',
  'VisuallyHidden',
  'Box',
  'Flex',
  'Center',
  'SimpleGrid',
];

describe('the storefront’s frame', () => {
  it('lays out its header and footer with elements of its own, Mantine’s components being left to its controls', async () => {
    renderComponent(
      <SiteShell cart={<CartLink count={2} />} account={<button type="button">Login</button>}>
        <p>The page</p>
      </SiteShell>,
    );
    const header = await screen.findByRole('banner', {}, FIRST_LOAD);
    // The footer's code comes after the page's (it loads when seen).
    const footer = await screen.findByRole('contentinfo', {}, FIRST_LOAD);

    // Each element Mantine rendered, by the components whose root it is (a burger is an UnstyledButton too).
    const components = [header, footer].flatMap((part) =>
      [...part.querySelectorAll('[class*="mantine-"]')]
        .map((element) =>
          [...element.classList].flatMap(
            (name) => /^mantine-([A-Z]\w*)-root$/.exec(name)?.[1] ?? [],
          ),
        )
        .filter((roots) => roots.length > 0),
    );
    const layoutOnly = components.filter((roots) =>
      roots.every((component) => LAYOUT_ONLY.includes(component)),
    );
    expect(layoutOnly).toEqual([]);
    // The controls are still Mantine's: the test sees its components where they are.
    expect(components.flat()).toEqual(
      expect.arrayContaining(['Burger', 'ActionIcon', 'Badge', 'UnstyledButton']),
    );
    // Nor a Box only there to hide its content on a phone or a wide screen.
    const boxesForWidths = [header, footer].flatMap((part) =>
      [...part.querySelectorAll('[class*="-from-"]')].filter(
        (element) => ![...element.classList].some((name) => /^mantine-[A-Z]\w*-root$/.test(name)),
      ),
    );
    expect(boxesForWidths).toEqual([]);
  });
});
