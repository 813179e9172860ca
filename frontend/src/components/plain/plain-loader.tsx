import type { ComponentPropsWithRef } from 'react';
import { LOADER, withClass } from './mantine-markup';

/** Mantine's Loader (its spinning oval, at the theme's size) written as its markup (ADR 32). */
export function PlainLoader({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span className={withClass(LOADER, className)} {...rest} />;
}
