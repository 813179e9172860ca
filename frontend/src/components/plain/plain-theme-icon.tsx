import type { ComponentPropsWithRef } from 'react';
import { type MantineVariables, NO_BORDER, rem, withClass } from './mantine-markup';

/**
 * Mantine's ThemeIcon in the shop's light green, round and 64 pixels wide, written as its markup: the same element,
 * classes and variables, without Mantine's script on a first visit (ADR 32).
 */
export function PlainThemeIcon({ style, className, ...rest }: ComponentPropsWithRef<'div'>) {
  const variables: MantineVariables = {
    '--ti-size': rem(64),
    '--ti-radius': 'var(--mantine-radius-xl)',
    '--ti-bg': 'var(--mantine-color-leaf-light)',
    '--ti-color': 'var(--mantine-color-leaf-light-color)',
    '--ti-bd': NO_BORDER,
    ...style,
  };
  return (
    <div
      style={variables}
      className={withClass('m_7341320d mantine-ThemeIcon-root', className)}
      data-variant="light"
      {...rest}
    />
  );
}
