import type { ReactNode } from 'react';
import { loadWhenSeen } from '@/components/load-when-seen';
import { withWordsOf } from '@/lib/i18n/catalogues';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import classes from './site-shell.module.css';
// The footer's styles come with the page, which the server renders with the footer: only its code waits to be seen
// (storefront.budget.ts compares its look in the server's page with its own once taken over).
import './site-footer.module.css';

interface SiteShellProps extends SiteHeaderProps {
  /** A message for the visitor right under the header, above every page (e.g. to confirm their address). */
  notice?: ReactNode;
  children: ReactNode;
}

/** Every page's last part: on a phone, screens below what the visitor first sees. Its words come with its code. */
const LaterFooter = loadWhenSeen(
  withWordsOf('parts', () => import('./site-footer').then((module) => module.SiteFooter)),
);

/** The fixed header, the page and the footer. */
export function SiteShell({ notice, children, ...header }: SiteShellProps) {
  return (
    <div className={classes.shell}>
      <SiteHeader {...header} />
      <main className={classes.main}>
        {notice}
        {children}
      </main>
      <LaterFooter />
    </div>
  );
}
