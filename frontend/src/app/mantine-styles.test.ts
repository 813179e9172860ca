import { describe, expect, it } from 'vitest';

/**
 * Mantine's components whose styles are not in the storefront's stylesheet (mantine-styles.css), and the stylesheet
 * that brings them: a file that renders one imports it, so that its styles load with its code. The dashboard's
 * files have them all from the dashboard's (dashboard-styles.ts).
 */
const STYLES_OF = {
  Checkbox: '@/components/choice-styles.css',
  Radio: '@/components/choice-styles.css',
  Switch: '@/components/choice-styles.css',
  Table: '@/components/table-styles.css',
  ScrollArea: '@/components/table-styles.css',
  NativeSelect: '@mantine/core/styles/Combobox.layer.css',
  Select: '@mantine/core/styles/Combobox.layer.css',
  MultiSelect: '@mantine/core/styles/Combobox.layer.css',
  SegmentedControl: '@mantine/core/styles/SegmentedControl.layer.css',
  PasswordInput: '@mantine/core/styles/PasswordInput.layer.css',
  NavLink: '@mantine/core/styles/NavLink.layer.css',
  Pagination: '@mantine/core/styles/Pagination.layer.css',
};

const sources = import.meta.glob(
  ['../**/*.tsx', '!../**/*.test.tsx', '!../**/*.stories.tsx', '!../features/admin/**'],
  { query: '?raw', import: 'default', eager: true },
);

describe("Mantine's styles of the storefront's later screens", () => {
  it('are imported by every file that renders their components, outside the dashboard', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const missing = Object.entries(sources).flatMap(([path, source]) =>
      Object.entries(STYLES_OF)
        .filter(
          ([component, stylesheet]) =>
            new RegExp(`<${component}[\\s.>]`).test(source) &&
            !source.includes(`import '${stylesheet}';`),
        )
        .map(([component, stylesheet]) => `${path} renders ${component} without ${stylesheet}`),
    );
    expect(missing).toEqual([]);
  });
});
