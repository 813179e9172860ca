import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import classes from './site-shell.module.css';

interface SiteShellProps extends SiteHeaderProps {
  children: ReactNode;
}

/** The fixed header, the page and the footer. */
export function SiteShell({ children, ...header }: SiteShellProps) {
  return (
    <div className={classes.shell}>
      <SiteHeader {...header} />
      <main className={classes.main}>{children}</main>
      <SiteFooter />
    </div>
  );
}
