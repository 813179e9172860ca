import type { ComponentPropsWithRef } from 'react';
import { type MantineVariables, UNSTYLED_BUTTON, withClass } from './mantine-markup';

const BURGER_SIZE: MantineVariables = { '--burger-size': 'var(--burger-size-sm)' };

interface BurgerProps extends ComponentPropsWithRef<'button'> {
  opened: boolean;
}

/**
 * Mantine's Burger (small, hidden from the `md` breakpoint up) written as its markup: the same elements, classes and
 * variables, so Mantine's stylesheet draws and turns it, without Mantine's script on a first visit (ADR 32).
 */
export function PlainBurger({ opened, className, ...button }: BurgerProps) {
  return (
    <button
      style={BURGER_SIZE}
      className={withClass(
        'mantine-focus-auto m_fea6bf1a mantine-Burger-root',
        UNSTYLED_BUTTON,
        className,
        'mantine-hidden-from-md',
      )}
      data-size="sm"
      type="button"
      {...button}
    >
      <div
        className="m_d4fb9cad mantine-Burger-burger"
        data-reduce-motion="true"
        data-opened={opened || undefined}
      />
    </button>
  );
}
