import type { ReactNode } from 'react';
import { PlainSimpleGrid } from '@/components/plain/plain-layout';
import classes from './menu-grid-layout.module.css';

interface MenuGridLayoutProps {
  children: ReactNode;
  label?: string;
  busy?: boolean;
}

/** Two columns on a phone, four on a laptop. */
export function MenuGridLayout({ children, label, busy }: MenuGridLayoutProps) {
  return (
    <PlainSimpleGrid
      component="section"
      className={classes.dishes}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {children}
    </PlainSimpleGrid>
  );
}
