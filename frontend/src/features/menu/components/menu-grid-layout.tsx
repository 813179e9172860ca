import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

interface MenuGridLayoutProps {
  children: ReactNode;
  label?: string;
  busy?: boolean;
}

/** As many columns of at least 240 px as fit: one on a phone, four on a laptop. */
export function MenuGridLayout({ children, label, busy }: MenuGridLayoutProps) {
  return (
    <SimpleGrid
      component="section"
      aria-label={label}
      aria-busy={busy || undefined}
      minColWidth={240}
      spacing="lg"
    >
      {children}
    </SimpleGrid>
  );
}
