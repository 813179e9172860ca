import type { ComponentPropsWithRef } from 'react';
import keepsItsLabel from './keeps-its-label.module.css';
import { filledColour, type MantineVariables, NO_BORDER, withClass } from './mantine-markup';

/**
 * The colours of the storefront's badges, with the colour of their text as Mantine's autoContrast chooses it from the
 * theme: each reads at WCAG AA (the categories' are chosen for it, lib/menu/menu-categories.ts).
 */
const TEXT_ON = {
  lime: 'black',
  orange: 'black',
  yellow: 'black',
  'pink.8': 'white',
  cyan: 'black',
  'red.8': 'white',
  'grape.8': 'white',
  'teal.8': 'white',
  indigo: 'white',
  violet: 'white',
  'tomato.8': 'white',
  'gray.9': 'white',
} as const;

export type BadgeColour = keyof typeof TEXT_ON;

export const BADGE_COLOURS = Object.keys(TEXT_ON) as BadgeColour[];

interface BadgeLook {
  color: BadgeColour;
  size: 'sm' | 'lg';
  radius: 'sm' | 'xl';
  /** Keeps the label's own case instead of Mantine's capitals. */
  keepCase?: boolean;
}

/**
 * Mantine's filled Badge as the storefront's first screens use it, written as its markup: the same elements, classes
 * and variables, so Mantine's stylesheet draws it, without Mantine's script on a first visit (ADR 32).
 */
export function PlainBadge(props: BadgeLook & Omit<ComponentPropsWithRef<'div'>, 'color'>) {
  const { color, size, radius, keepCase, className, style, children, ...rest } = props;
  const variables: MantineVariables = {
    '--badge-height': `var(--badge-height-${size})`,
    '--badge-padding-x': `var(--badge-padding-x-${size})`,
    '--badge-fz': `var(--badge-fz-${size})`,
    '--badge-radius': `var(--mantine-radius-${radius})`,
    '--badge-bg': filledColour(color),
    '--badge-color': `var(--mantine-color-${TEXT_ON[color]})`,
    '--badge-bd': NO_BORDER,
    ...(keepCase && { textTransform: 'none' }),
    ...style,
  };
  return (
    <div
      style={variables}
      className={withClass(keepsItsLabel.keepsItsLabel, 'm_347db0ec mantine-Badge-root', className)}
      data-size={size}
      {...rest}
    >
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}
