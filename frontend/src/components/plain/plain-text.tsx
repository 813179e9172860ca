import type { ElementType, HTMLAttributes } from 'react';
import { flags, type MantineVariables, withClass } from './mantine-markup';
import { type PlainStyleProps, splitStyleProps } from './style-props';

type TextElement = 'p' | 'span' | 'div' | 'li' | 'strong';

export type PlainTextProps = PlainStyleProps &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    component?: TextElement;
    size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
    /** Takes the font's size and line height from the element around it. */
    inherit?: boolean;
    /** Cuts the text after this many lines. */
    lineClamp?: number;
  };

/**
 * Mantine's Text written as its markup: the same element, classes and variables, so Mantine's stylesheet draws it,
 * without Mantine's script on a first visit (ADR 32).
 */
export function PlainText(props: PlainTextProps) {
  const [styleProps, { component, size, inherit, lineClamp, className, style, ...rest }] =
    splitStyleProps(props);
  const Element: ElementType = component ?? 'p';
  const variables: MantineVariables = {
    ...(size && {
      '--text-fz': `var(--mantine-font-size-${size})`,
      '--text-lh': `var(--mantine-line-height-${size})`,
    }),
    ...(lineClamp !== undefined && { '--text-line-clamp': String(lineClamp) }),
    ...styleProps,
    ...style,
  };
  return (
    <Element
      style={variables}
      className={withClass('mantine-focus-auto m_b6d8b162 mantine-Text-root', className)}
      data-size={size}
      {...flags({ 'line-clamp': lineClamp !== undefined, inherit })}
      {...rest}
    />
  );
}

type TitleOrder = 1 | 2 | 3 | 4 | 5 | 6;

export type PlainTitleProps = PlainStyleProps &
  Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> & {
    order: TitleOrder;
    lineClamp?: number;
  };

/**
 * Mantine's Title written as its markup: the same heading, classes and variables, so Mantine's stylesheet draws
 * it, without Mantine's script on a first visit (ADR 32).
 */
export function PlainTitle(props: PlainTitleProps) {
  const [styleProps, { order, lineClamp, className, style, ...rest }] = splitStyleProps(props);
  const Heading: ElementType = `h${order}`;
  const variables: MantineVariables = {
    '--title-fw': `var(--mantine-h${order}-font-weight)`,
    '--title-lh': `var(--mantine-h${order}-line-height)`,
    '--title-fz': `var(--mantine-h${order}-font-size)`,
    ...(lineClamp !== undefined && { '--title-line-clamp': String(lineClamp) }),
    ...styleProps,
    ...style,
  };
  return (
    <Heading
      style={variables}
      className={withClass('m_8a5d1357 mantine-Title-root', className)}
      data-order={order}
      {...flags({ 'line-clamp': lineClamp !== undefined })}
      {...rest}
    />
  );
}
