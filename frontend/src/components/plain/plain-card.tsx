import type { ComponentPropsWithRef, ElementType } from 'react';
import { flags, type MantineVariables, rem, withClass } from './mantine-markup';
import { type PlainStyleProps, splitStyleProps } from './style-props';

type DivProps = PlainStyleProps & Omit<ComponentPropsWithRef<'div'>, 'color'>;

/**
 * Mantine's Card as the shop's theme draws it (large corners, a border), written as its markup, without Mantine's
 * script on a first visit (ADR 32).
 */
export function PlainCard(
  props: DivProps & { component?: 'div' | 'article'; padding: 'sm' | 'md' },
) {
  const [styleProps, { component, padding, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  const variables: MantineVariables = {
    '--paper-radius': 'var(--mantine-radius-lg)',
    '--card-padding': `var(--mantine-spacing-${padding})`,
    ...styleProps,
    ...style,
  };
  return (
    <Element
      style={variables}
      className={withClass('m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root', className)}
      data-with-border="true"
      data-orientation="vertical"
      {...rest}
    />
  );
}

/**
 * A section of a PlainCard, reaching its edges. Mantine's Card marks its first and last sections itself; here the
 * card's code says which it is.
 */
export function PlainCardSection(props: DivProps & { first?: boolean; last?: boolean }) {
  const [styleProps, { first, last, style, ...rest }] = splitStyleProps(props);
  return (
    <div
      style={{ ...styleProps, ...style }}
      className="m_599a2148 mantine-Card-section"
      data-orientation="vertical"
      {...flags({ 'first-section': first, 'last-section': last })}
      {...rest}
    />
  );
}

interface SkeletonProps extends PlainStyleProps {
  height?: number;
  width?: string;
  radius?: 0 | 'xl';
}

/** Mantine's Skeleton (a shimmering placeholder) written as its markup, without Mantine's script (ADR 32). */
export function PlainSkeleton(props: SkeletonProps) {
  const [styleProps, { height, width, radius }] = splitStyleProps(props);
  const variables: MantineVariables = {
    ...(height !== undefined && { '--skeleton-height': rem(height) }),
    ...(width !== undefined && { '--skeleton-width': width }),
    ...(radius !== undefined && {
      '--skeleton-radius': radius === 0 ? '0rem' : `var(--mantine-radius-${radius})`,
    }),
    ...styleProps,
  };
  return (
    <div
      style={variables}
      className="m_18320242 mantine-Skeleton-root"
      data-visible="true"
      data-animate="true"
    />
  );
}
