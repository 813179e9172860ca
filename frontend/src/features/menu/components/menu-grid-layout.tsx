import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

interface MenuGridLayoutProps {
  children: ReactNode;
  label?: string;
  busy?: boolean;
}

/** Two columns on a phone, four on a laptop. */
export function MenuGridLayout({ children, label, busy }: MenuGridLayoutProps) {
  return (
    <SimpleGrid
      component="section"
      aria-label={label}
      aria-busy={busy || undefined}
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing={{ base: 'sm', sm: 'lg' }}
      verticalSpacing={{ base: 'sm', sm: 'lg' }}
    >
      {children}
    </SimpleGrid>
  );
}
