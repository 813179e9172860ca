import { vi } from 'vitest';

/**
 * Counts the `Intl.NumberFormat`s made from now on, until `vi.unstubAllGlobals()`: a page's first starts ICU, which
 * costs a slowed phone 45 ms, so the first screen's code makes none.
 */
export function countNumberFormatters() {
  const made = vi.fn();
  const { NumberFormat } = Intl;
  class CountedNumberFormat extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      made();
    }
  }
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: CountedNumberFormat }),
  );
  return made;
}
