/* eslint-disable lingui/no-unlocalized-strings -- Mantine's classes and CSS values, not words anyone reads */
import type { CSSProperties } from 'react';

/**
 * What the plain controls share with the Mantine components they stand for: the values Mantine's own script would
 * write in their `style` and `data-` attributes (see plain-controls.test.tsx, which renders both).
 */

/** A control's CSS variables and Mantine's style props, as React writes them into `style`. */
export type MantineVariables = Record<`--${string}`, string | undefined> & CSSProperties;

/** Mantine's `rem()`: a size in pixels, scaled with the theme. */
export const rem = (pixels: number) => `calc(${pixels / 16}rem * var(--mantine-scale))`;

/** A size named in the theme (`sm`) as its variable, or one in pixels as rem, as Mantine's `getSize` writes it. */
export const sizeVariable = (size: string | number, prefix: string) =>
  typeof size === 'number' ? rem(size) : `var(--${prefix}-${size})`;

/** The border of Mantine's filled, light, subtle and white variants. */
export const NO_BORDER = `${rem(1)} solid transparent`;

/** A Mantine colour as the shop writes it (`leaf`, `tomato.8`) as its CSS variable, for a filled surface. */
export const filledColour = (colour: string) => {
  const [name, shade] = colour.split('.');
  return shade === undefined
    ? `var(--mantine-color-${name}-filled)`
    : `var(--mantine-color-${name}-${shade})`;
};

/** Mantine's `mod` attributes: `data-x="true"` for what is true, nothing for the rest. */
export const flags = (mods: Record<string, boolean | undefined>) =>
  Object.fromEntries(
    Object.entries(mods)
      .filter(([, on]) => on)
      .map(([name]) => [`data-${name}`, 'true']),
  );

/** The classes every Mantine button-like root has: the focus ring, and the press effect while it can be pressed. */
export const buttonRootClasses = (pressable: boolean) =>
  pressable ? 'mantine-focus-auto mantine-active' : 'mantine-focus-auto';

/** An element's classes: Mantine's own, then the caller's, leaving out those not given. */
export const withClass = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export const UNSTYLED_BUTTON = 'm_87cf2631 mantine-UnstyledButton-root';

/** Mantine's Loader (its default oval), centred in a button while it works, as Mantine's transition leaves it. */
export const LOADER_PLACE: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${rem(1)}))`,
};

export const LOADER = 'm_b34414df m_5ae2e3c mantine-Loader-root';
